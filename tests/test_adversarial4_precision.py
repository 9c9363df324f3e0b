"""Adversarial pass 4, relation-line and contradiction rules (tests/data/adversarial4, W6–W9,
N1, N2, N4; M1). One reading of a relation line's verdict for every rule (`affirmed`): a
continuation word with a negation glued before it (`勿续 Capstan 条目`, `不再续`) continues
nothing, and a later clause asking for an entry of the increment's own (`另立条目`, `新条目`)
takes back any continuation read before it. `X 的后续/回归/补丁` is read to the clause's end
and X is the thing itself (not `X 的后续处置之外的新功能`, `X 作者的后续项目`, `X 的回归测试中
发现`, `X 的补丁作者…`). A new paper citing the entry's paper as its baseline is not about it.
Contradiction items: an abbreviation needs two distinct, distinctive shared words (not the
pairs of one `调度算法`); an issue named by its repository's name beside another owner
(`ardent-ai 的同名仓库 capstan#1034`) is not the entry's; a claimant the claimed entry's lead
names as its maker (`Mozilla 称 Marionette…`) is no unknown thing."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import load_map
from patcher.output.report import ApplyReport
from patcher.plan.descriptor import generic_chinese
from patcher.plan.evidence import affirmed, asks_apart, relation_names
from patcher.plan.evidence.relations import _CONTINUATIONS as FOLLOW_UPS
from patcher.text.source import Source
from tests.conftest import ROOT

DATA = ROOT / "tests" / "data" / "adversarial4"


def briefing(title: str, relation: str, section: str, items: str = "") -> str:
    """An E1 briefing of one increment (and contradiction items), as `mk.py` writes it."""
    lines = [
        "inference · E1 预消化简报(2026-12-10)",
        "二、增量条目",
        f"增量 1：{title}（⭐⭐⭐）",
        "来源：inbox/test/notes.md",
        "要点：",
        "- 见来源",
        "可信度：中",
        f"与活文档现有脉络的关系：{relation}",
        f"建议归入章节：{section}",
    ]
    if items:
        lines += ["三、矛盾/待核实", items]
    return "\n".join(lines) + "\n"


def run(doc: str, brief: str) -> ApplyReport:
    smap = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    text = (DATA / doc).read_bytes()
    return api.apply([Source("b.txt", brief.encode())], Source(doc, text), smap)


def decision(doc: str, title: str, relation: str, section: str = "§1.2 推理调度") -> str:
    (action,) = run(doc, briefing(title, relation, section)).actions
    return f"{action.action} {action.matched or ''}"


def note_on(doc: str, item: str, problem: str = "仅社区反馈") -> str:
    items = f"矛盾/待核实 ①：{item}\n问题：{problem}"
    brief = briefing("Osprey 0.1 开源 — 日志采集器", "无", "§1.1 框架格局", items)
    (note,) = run(doc, brief).contradictions
    return note.attached_to


# W6: a negated continuation, and a later clause asking for an entry of its own.
@pytest.mark.parametrize(
    ("doc", "title", "relation"),
    [
        ("doc.md", "Rook 2.0 新增超时熔断", "勿续 Capstan 条目，应另立 Rook 新条目"),  # r04
        ("doc.md", "Weir 1.0 — 多租户批调度器", "不再续 Capstan 条目，另立条目"),  # r20
        ("doc-en.md", "Weir 1.0 — multi-tenant batch scheduler", "勿续 Capstan 条目，另立条目"),
        ("doc.md", "Weir 1.0 — 多租户批调度器", "无需续 Capstan 条目"),
        ("doc.md", "Weir 1.0 — 多租户批调度器", "别续 Capstan 条目"),
        ("doc.md", "Weir 1.0 — 多租户批调度器", "续 Capstan 条目所述问题的竞品方案，新条目"),
    ],
)
def test_a_negated_continuation_or_one_taken_back_updates_nothing(
    doc: str, title: str, relation: str
) -> None:
    assert decision(doc, title, relation).startswith("inserted")


def test_the_one_reading_of_a_relation_line() -> None:
    assert affirmed("勿续 Capstan 条目，另立条目") == ""
    assert affirmed("不再续 Capstan 条目；本条是 Weir 首个版本") == "本条是 Weir 首个版本"
    assert asks_apart("勿续 Capstan 条目，应另立 Rook 新条目")
    assert asks_apart("已有 Glowworm 与 GlassEel 条目；本条是对照综述，单独成条")
    assert not asks_apart("新条目，续写 Capstan 条目")  # (the last word continues)
    assert not asks_apart("续 Capstan 条目，无需另立条目")  # (told not to)
    assert not asks_apart("本条补充多模态编码阶段单独成池的配比标准")  # (not `单独成条`)
    assert not asks_apart("本条续 Flux，新条目之外")  # (besides one)
    assert not asks_apart("新条目补充：续 Flux 条目")  # (the clause goes on to continue)
    assert affirmed("续 Capstan 条目") == "续 Capstan 条目"


def test_a_continuation_without_a_negation_still_continues() -> None:
    said = decision("doc.md", "Capstan 2.2 新增队列监控", "续 Capstan 条目")
    assert said.startswith("updated"), said


# W7, W8: `X 的后续/回归/补丁` read to the clause's end, X the thing itself.
@pytest.mark.parametrize(
    "relation",
    [
        "2026-11-19 Quill 删库事故的后续处置之外的新功能",  # r11 (without `另立条目`)
        "Meridian 调度器作者的后续",  # r16's X: the author's
        "Meridian 调度器作者的后续项目，新条目",  # r16
        "Capstan 的回归测试中发现",  # r19
        "Capstan 的补丁作者另起的新项目",  # r22
        "Capstan 的后续版本",
    ],
)
def test_a_follow_up_keyword_inside_another_things_name_names_nothing(relation: str) -> None:
    assert relation_names(relation, FOLLOW_UPS) == []


@pytest.mark.parametrize(
    ("relation", "name"),
    [
        ("4-19 Rook 死锁的后续处置", "Rook 死锁"),
        ("Capstan 2.1 的回归问题", "Capstan 2.1"),
        ("本条是 0.32 的补丁版", "0.32"),
        ("本条是 #1187 的修复进展", "#1187"),
    ],
)
def test_a_follow_up_clause_still_names_its_thing(relation: str, name: str) -> None:
    assert name in relation_names(relation, FOLLOW_UPS)


@pytest.mark.parametrize(
    ("title", "relation", "section"),
    [
        (
            "Quill 2.0 发布多区域复制",
            "2026-11-19 Quill 删库事故的后续处置之外的新功能，另立条目",
            "§1.1 框架格局",
        ),
        (
            "Weir 1.0 开源 — 新的 SLO 调度器",
            "Meridian 调度器作者的后续项目，新条目",
            "§1.2 推理调度",
        ),
        ("Weir 0.9 修复路由死锁", "Capstan 的回归测试中发现", "§1.2 推理调度"),
        ("Weir 1.0 — 多租户批调度器", "Capstan 的补丁作者另起的新项目", "§1.2 推理调度"),
    ],
)
def test_w7_w8_insert(title: str, relation: str, section: str) -> None:
    assert decision("doc.md", title, relation, section).startswith("inserted")


def test_m1_a_regression_test_of_another_product_leaves_the_titles_entry() -> None:
    said = decision(
        "doc.md", "Rook 2.0 修复路由死锁", "Capstan 的回归测试中发现此问题；本条为 Rook 自身新问题"
    )
    assert said.startswith("updated") and "Rook" in said, said


# W9: a new paper citing the entry's paper as its baseline.
LATTICE = "Lattice：前缀缓存感知合批（arXiv:2612.01234）"


@pytest.mark.parametrize(
    "relation",
    [
        "补充 Adaptive Lookahead Batching 条目的对比：新论文 arXiv:2612.01234 以 arXiv:2610.08812 为基线",
        "跟进 ALB 条目：新论文引用 arXiv:2610.08812 作为基线，是独立新方法",
        "补充 Adaptive Lookahead Batching 条目：Lattice 以 arXiv:2610.08812 为基线",
        "跟进 ALB 条目：引用 arXiv:2610.08812 作为基线，是独立新方法",
        "更新 ALB 条目；对比 arXiv:2610.08812",
    ],
)
def test_a_paper_citing_the_entrys_paper_as_baseline_is_not_about_it(relation: str) -> None:
    assert decision("doc.md", LATTICE, relation).startswith("inserted")


# N1: an abbreviation needs two distinct, distinctive shared words.
def test_an_abbreviation_and_one_generic_word_is_no_entry() -> None:
    where = note_on(
        "doc.md",
        "ALB 调度算法延迟 5 ms 的说法（低风险）",
        "AWS 应用负载均衡器 ALB 的调度算法仅见官方博客",
    )
    assert where == "verify"


def test_generic_chinese_words() -> None:
    assert all(map(generic_chinese, ["调度算法", "的调度", "延迟"]))
    assert not any(map(generic_chinese, ["冷启动", "基准", "智能体"]))


# N2: an issue named by its repository's name, another owner written beside it.
@pytest.mark.parametrize(
    ("item", "problem"),
    [
        (
            "ardent-ai 的同名仓库 capstan#1034 崩溃是否影响 Rook（中风险）",
            "Ardent 团队 fork 的 capstan 仓库（ardent-ai/capstan）1034 号问题",
        ),
        ("ardent-ai 的 capstan#1034 崩溃是否影响 Rook（中风险）", "仅社区反馈"),
        ("capstan#1034 崩溃是否影响 Rook（中风险）", "见 ardent-ai/capstan 仓库"),
    ],
)
def test_another_owners_repository_of_that_name_is_not_the_entrys(item: str, problem: str) -> None:
    assert "Capstan NCCL" not in note_on("doc.md", item, problem)


def test_the_entrys_own_issue_by_its_repository_name_still_found() -> None:
    assert "Capstan NCCL" in note_on("doc.md", "capstan#1034 是否在 2.2 复现（高风险）")  # k12
    assert "Capstan NCCL" in note_on("doc.md", "meridian-compute 的 capstan#1034 崩溃是否影响 Rook")


# N4: a claimant the claimed entry's lead names as its maker.
@pytest.mark.parametrize(
    ("doc", "item", "entry"),
    [
        ("doc.md", "Mozilla 称 Marionette 驱动协议将弃用（中风险）", "**提线**"),
        ("doc.md", "Nous Research 称 Hermes-2 微调数据已开源（低风险）", "**Hermes**"),
        (
            "doc-en.md",
            "Forgeworks claims Anvil Runtime cold start under 50 ms (low risk)",
            "**Anvil Runtime**",
        ),
    ],
)
def test_a_claim_by_the_entrys_own_maker_goes_on_the_entry(doc: str, item: str, entry: str) -> None:
    assert entry in note_on(doc, item)


def test_a_claim_by_an_unknown_thing_still_goes_to_verify() -> None:
    assert note_on("doc.md", "Vectorly 称已提供托管 Tidepool 服务（低风险）") == "verify"  # k13


def test_the_documents_are_there() -> None:
    assert Path(DATA / "doc.md").is_file() and Path(DATA / "doc-en.md").is_file()
