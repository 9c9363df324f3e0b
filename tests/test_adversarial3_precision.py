"""Adversarial pass 3, precision and contradiction rules (issue 21; tests/data/adversarial3):
a relation line saying the document holds an incident "of this kind" (`已有此类卡死问题`,
`already covered the same class of hang`), or going on to say this one is apart from it
(`本条与其无关`, `另立条目`, `a separate … bug, new entry`), anchors nothing; nor does it for a
title naming a product the incident entry's lead does not (Quillserve ≠ Larchserve) (W5, W6).
A product's one word beside its incidents does not name it where the item writes a longer
name (`Capstan Cloud`) or says something is unrelated (N8). An aside saying what a release
includes is no part of its head (`Capstan 2.2 发布（含 capstan#1034 修复）`: the product's news)."""

from __future__ import annotations

import pytest

from patcher import api
from patcher.config.maps import load_map
from patcher.plan import contrary, incidents
from patcher.plan.evidence import NameIndex
from patcher.text import marker, refs
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment, shipped_map


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        keys = [marker.github_key(r) for r in refs.github_refs(lead)]
        names.add(lead, anchor, keys)
    return names


SSE = ("**Larchserve SSE 流式卡死**：Larchserve 2.4 SSE 连接在长输出时卡死（2026-11-17）", "§1.4")
SSE_EN = (
    "**Streaming hang on long outputs (Larchserve SSE hang)** — Larchserve 2.4 SSE streams "
    "hang on long outputs (2026-11-12)",
    "§1.4",
)


@pytest.mark.parametrize(
    "relation",
    [
        "§1.4 已有此类卡死问题（11-17）",  # (a13: this kind of hang)
        "§1.4 已有同类卡死问题（11-17）",
        "§1.4 already covered the same class of hang (11-12)",  # (e11b)
        "§1.4 already covered the same kind of hang (11-12)",
        "§1.4 已有同一卡死问题的条目（11-17）；本条与其无关",  # (a13c)
        "§1.4 已锚定该卡死问题（11-17）；本条是自身的新问题，另立条目",  # (a13)
        "§1.4 already covered the same hang (11-12); this one is a separate bug, new entry",
    ],
)
def test_a_kind_of_incident_or_one_said_apart_anchors_nothing(relation: str) -> None:
    assert incidents.anchored(relation) is None


def test_the_incident_itself_is_still_anchored() -> None:
    said = incidents.anchored("§1.4 已有同一卡死问题的条目（11-17）；本条为修复进展")
    assert said is not None and said.day == "11-17"
    said = incidents.anchored("§1.4 already covered the same hang (11-12); this one is its fix")
    assert said is not None and said.symptoms == frozenset({"hang"})


@pytest.mark.parametrize(
    ("lead", "title", "relation"),
    [
        (SSE, "Quillserve 3.4.1 修复 SSE 长连接卡死", "§1.4 已锚定该卡死问题（11-17）"),
        (
            SSE_EN,
            "Quillserve 3.4.1 fixes SSE hang on long outputs",
            "§1.4 already tracked this hang",
        ),
    ],
)
def test_an_anchored_incident_of_another_product_is_not_continued(
    glossary: Glossary, lead: tuple[str, str], title: str, relation: str
) -> None:
    """W5/W6: the title's product (Quillserve) is not the incident entry's (Larchserve); the
    same line with Larchserve's own fix still continues it."""
    names = index(glossary, lead)
    assert names.decide(title, relation, [], "§1.4", (), frozenset()).chosen is None
    own = title.replace("Quillserve 3.4.1", "Larchserve 2.5")
    assert names.decide(own, relation, [], "§1.4", (), frozenset()).chosen == 0


DOC = (
    "# 服务栈笔记\n\n## §1.1 框架格局\n\n"
    "- **vLLM** — 生产默认推理引擎（2026-11-01）\n\n"
    "## §1.2 推理调度\n\n"
    "- **Capstan**（meridian-compute/capstan）：多租户调度器（2026-11-06）\n\n"
    "## §1.3 KV Cache\n\n"
    "- **LMCache** — KV 缓存卸载层（2026-11-11）\n\n"
    "## §1.4 可靠性\n\n"
    "- **Capstan NCCL 超时挂起**：Capstan 2.1 在 NCCL 超时后卡死"
    "（meridian-compute/capstan#1034）（2026-11-16）\n"
)


def _note(title: str, problem: str = "仅官方数字") -> tuple[str | None, str | None]:
    night = brief_text(increment(1, "Quern 并行解码器 0.4"), date="2026-12-01")
    night += f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 1：{title}（低风险）\n问题：{problem}\n"
    report = api.apply(
        [Source("b.txt", night.encode())], Source("doc.md", DOC.encode()), shipped_map()
    )
    (note,) = report.contradictions
    return note.attached_to, note.matched


def test_a_longer_name_or_a_denial_is_not_the_product_beside_its_incidents() -> None:
    """N8: `Capstan Cloud 托管版定价口径` (another company's cloud) is no item of the Capstan
    scheduler; a problem saying `与调度器无关` keeps the one word's reading off too."""
    assert "**Capstan**" in str(_note("Capstan 调度器的 NCCL 版本要求")[0])  # (the control)
    assert _note("Capstan Cloud 托管版定价口径") == ("verify", None)
    denied = _note("Capstan 托管版定价口径", "Capstan 为另一家公司的 GPU 云，与调度器无关")
    assert denied == ("verify", None)


def test_an_aside_saying_what_a_release_includes_is_no_part_of_its_head() -> None:
    assert contrary.ships("Capstan 2.2 发布（含 capstan#1034 修复）")
    assert contrary.ships("Capstan 2.2 released (incl. the capstan#1034 fix)")
    assert not contrary.ships("Tolland 3.3（卡死修复）")  # (the bracket is the head's fix)
    assert not contrary.ships("Tolland 3.3 卡死修复")
