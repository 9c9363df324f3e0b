"""The real E1 briefings in ../shared/briefs: parsed, routed and applied without loss."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.text.source import Source, read_source

from .conftest import EXAMPLES, SHARED_BRIEFS

BRIEFS = sorted(SHARED_BRIEFS.glob("*")) if SHARED_BRIEFS.is_dir() else []
pytestmark = pytest.mark.skipif(not BRIEFS, reason="../shared/briefs is not present")

# What a careful reader finds in each known briefing: (title, stars, primary section, arXiv id).
KNOWN = {
    "2026-09-21": [
        ("colibri — 纯 C MoE 推理引擎，744B GLM-5.2 在 25GB RAM 笔记本运行", 4, "§1.1", None),
        (
            "SGLang vs vLLM 2026 决策框架 · TGI 已死 · SGLang RadixAttention 3–5× prefill 改善 · "
            "LMDeploy 16,200 tok/s",
            4,
            "§1.1",
            None,
        ),
        (
            "NVIDIA EPD Encode-Prefill-Decode Disaggregation — multimodal 推理三阶段分离官方决策指南",
            4,
            "§1.3",
            None,
        ),
        ("DeepSeek-V4.1-Flash 135▲ #2 — 续立锚定 48h +78▲", 5, "§1.3", "2609.19969"),
        ("EOS Tokens arXiv:2609.20511 — 94▲ #4 续立锚定", 3, "§1.2", "2609.20511"),
    ],
    "2026-09-22": [
        ("SGLang v0.5.19 破坏性 Flag Rename + DeepSeek-V4 专项优化", 4, "§1.1", None),
        ("TGI 正式死亡 → vLLM/SGLang 迁移三坑实战指南", 4, "§1.1", None),
        ("NVIDIA Dynamo 1.0 — 分布式推理编排层", 4, "§1.3", None),
        ("vLLM FP8 KV-Cache 验证报告 — H100/H200/Blackwell 生产可用", 4, "§1.3", None),
        ("HookPoint — 推理可观测性 3.6% overhead", 4, "§1.4", "2605.11093"),
        (
            "A First Look at Bugs in LLM Inference Engines — 首个系统性实证分类",
            4,
            "§1.4",
            "2506.09713",
        ),
    ],
}


@pytest.mark.parametrize("path", BRIEFS, ids=lambda p: p.name)
def test_parses_every_increment(path: Path) -> None:
    brief = api.parse_briefs([read_source(str(path))]).briefs[0]
    # Counted independently of the parser: every line that opens an increment block.
    heads = re.findall(r"^(?:增量|邻接)\s*[0-9A-Z]+\s*[：:【]", path.read_text("utf-8"), re.M)
    assert len(heads) >= 3
    assert len(brief.increments) == len(heads)
    assert brief.unparsed == ()
    assert brief.contradictions and brief.arxiv_list
    if brief.date in KNOWN:
        got = [(i.title, i.stars, i.suggestions[0].code, i.primary_arxiv) for i in brief.increments]
        assert got == KNOWN[brief.date]


@pytest.mark.parametrize("path", BRIEFS, ids=lambda p: p.name)
def test_routes_with_none_unrouted(path: Path, default_map: SectionMap) -> None:
    routes = api.route([read_source(str(path))], default_map).routes
    assert all(r.via in ("suggested", "alias") and not r.flagged for r in routes)


@pytest.mark.parametrize("path", BRIEFS, ids=lambda p: p.name)
def test_applies_and_second_apply_is_byte_identical(path: Path, default_map: SectionMap) -> None:
    doc = read_source(str(EXAMPLES / "inference.md"))
    first = api.apply([read_source(str(path))], doc, default_map)
    assert first.changed
    assert {a.action for a in first.actions} <= {"inserted", "updated"}
    patched = Source(doc.name, first.new_text.encode(), doc.path)
    second = api.apply([read_source(str(path))], patched, default_map)
    assert not second.changed and second.new_text.encode() == patched.data


def test_all_briefings_in_one_run_equal_one_by_one(default_map: SectionMap) -> None:
    doc = read_source(str(EXAMPLES / "inference.md"))
    together = api.apply([read_source(str(p)) for p in reversed(BRIEFS)], doc, default_map)
    data = doc.data
    for path in sorted(
        BRIEFS, key=lambda p: api.parse_briefs([read_source(str(p))]).briefs[0].date
    ):
        data = api.apply(
            [read_source(str(path))], Source(doc.name, data, doc.path), default_map
        ).new_text.encode()
    assert together.new_text.encode() == data


def test_continued_increments_update_the_entries_they_continue(default_map: SectionMap) -> None:
    doc = read_source(str(EXAMPLES / "inference.md"))
    result = api.apply([read_source(str(p)) for p in BRIEFS], doc, default_map)
    matched = {a.id: a.matched for a in result.actions if a.action == "updated"}
    # the evidence is named, strongest first
    assert (matched.get("2026-09-21#4") or "").startswith("arxiv:2609.19969 + ")
    assert (matched.get("2026-09-21#5") or "").startswith("arxiv:2609.20511 + ")
    # no hand-kept entity list: the entry's own name is the title's subject, and the
    # relation line names the entry with continuation wording (`补充`)
    assert matched.get("2026-09-22#1") == (
        'title names "SGLang v0.5.19 发布" + relation line names "SGLang v0.5.19" + same section §1.1'
    )
    # TGI's own news continues the TGI entry the 08-14 briefing wrote (a name glued to
    # Chinese text: `TGI维护模式…`), not the decision framework whose title mentions TGI
    assert matched.get("2026-09-22#2") == (
        'title names "TGI维护模式8-14再次官方确认" + same section §1.1'
    )
    # a title that compares products is not folded into one product's entry, but continues
    # the comparison of the same products (`vLLM vs SGLang 2026…`)
    assert matched.get("2026-09-21#2") == (
        'title names "vLLM vs SGLang 2026选型决策树" + same section §1.1'
    )


def test_every_contradiction_lands_somewhere_and_a_second_run_changes_nothing(
    default_map: SectionMap,
) -> None:
    doc = read_source(str(EXAMPLES / "inference.md"))
    briefs = [read_source(str(p)) for p in BRIEFS]
    first = api.apply(briefs, doc, default_map)
    total = sum(len(b.contradictions) for b in first.briefs)
    assert len(first.contradictions) == total > 0
    for note in first.contradictions:
        assert note.action in ("attached", "unattached")
        assert note.attached_to or note.reason
    second = api.apply(briefs, Source(doc.name, first.new_text.encode(), doc.path), default_map)
    assert not second.changed
    assert {n.action for n in second.contradictions} == {"unchanged"}


def test_the_patched_document_passes_check(default_map: SectionMap) -> None:
    from patcher.lint.check import check_text

    doc = read_source(str(EXAMPLES / "inference.md"))
    sources = [read_source(str(p)) for p in [*BRIEFS, *sorted((EXAMPLES / "briefs").iterdir())]]
    result = api.apply(sources, doc, default_map)
    assert check_text(result.new_text, default_map) == []
