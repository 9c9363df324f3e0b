"""Adversarial pass 28 (tests/data/adversarial28): near-misses of the thirteenth session's
readings (spelled-out abbreviations, glued kinds, hosting sites, boards topped, `-sched`,
durations, cited increments, family preambles, rankings, advisories, outage words, contradiction
homes, briefing drift); the set's figures held, and each cause fixed tested with new names and
wordings (not the pass's inputs)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher.plan import incidents
from patcher.plan.evidence import NameIndex
from patcher.text.glossary import Glossary
from tests.conftest import brief_text, increment, items, run

_SET = Path(__file__).parent / "data" / "adversarial28"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial28_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """116 labelled cases on four documents: no wrong continuation or note (3 before the
    pass's fixes: a08, x09, x11), at most 1 missed (3 before), no briefing refused."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 116
    assert verdicts["WRONG"] == [], verdicts
    assert len(verdicts["MISSED"]) <= 1, verdicts
    assert [r["id"] for r in rows if r["verdict"] == "ERROR"] == []


PROTOCOL = "**QSP**（Quay Forum）— 智能体队列同步协议，当前 3.0。"


def _chosen(title: str, relation: str) -> str | None:
    names = NameIndex(glossary=Glossary())
    names.add(PROTOCOL, "§1.2", [])
    verdict = names.decide(title, relation, [], "§1.2")
    return None if verdict.chosen is None else names.entries[verdict.chosen].lead


def test_a_relation_naming_the_initials_as_a_sibling_ties_nothing() -> None:
    """`Quartz Signal Protocol 0.2` whose relation line names QSP only beside it (`与 QSP
    同属 Quay Forum`, `QSP 的竞品`): no tie to the QSP entry; `已有 QSP 3.0` is one."""
    title = "Quartz Signal Protocol 0.2 — 信令层"
    assert _chosen(title, "与 QSP 同属 Quay Forum 的提案") is None
    assert _chosen(title, "QSP 的竞品") is None
    assert _chosen(title, "活文档已有 QSP 3.0") == PROTOCOL


_DOC = (
    "# 笔记\n\n> 约定：每个产品一条。\n\n## §1.1 框架\n\n"
    "- **Tolva**（Tolva Labs）— 端侧视觉模型家族\n"
    "- **Pinnace Edge**（Pinnace）— 端侧推理运行时\n\n"
    "## §1.2 调度\n\n## §1.3 评测\n\n- **PlotBench**：图表问答评测与公开榜单\n\n## §1.4 可靠性\n"
)


def _note(title: str, inc: str = "Oarlock 0.3 — 调度器重写", section: str = "§1.2") -> str:
    brief = brief_text(increment(1, inc, section=section))
    (note,) = run(
        _DOC, brief + items(f"矛盾/待核实 ①：{title}（低风险）\n论坛转述。\n")
    ).contradictions
    return note.attached_to or ""


def test_an_entry_said_to_have_nothing_to_do_with_the_item_takes_no_note() -> None:
    assert "Tolva" not in _note("Pinnace 闪退与 Tolva 无关：厂商称是驱动问题")
    assert "Tolva" not in _note("Pinnace crashes unrelated to Tolva, vendor says")
    assert "Tolva" in _note("Tolva 闪退与驱动无关：厂商称是模型问题")


def test_a_board_led_item_with_another_figure_is_not_the_increments() -> None:
    """`PlotBench 71.0 是否自报` where tonight's `Tolva 3 在 PlotBench 登顶（77.5）`: another
    thing's score on that board, not the increment's; its own figure is."""
    inc = "Tolva 3 在 PlotBench 登顶（77.5）"
    other = _note("PlotBench 71.0 是否自报：某未收录模型博客称默认设置", inc, "§1.3")
    assert not other.startswith("2026"), other  # (an increment id)
    assert _note("PlotBench 77.5 是否自报：社区复测仅 70.0", inc, "§1.3").startswith("2026")


def test_a_vulnerability_scanners_own_words_are_no_flaw() -> None:
    assert not incidents.security_news("Sieve 2.4 修复漏洞库同步失败")
    assert not incidents.security_news("Sieve 2.4 新增 XXE 漏洞检测规则")
    assert not incidents.security_news("Sieve 2.4 fixes vulnerability database sync")
    assert incidents.security_news("Sieve 2.4 修复 XXE 漏洞（CVE-2031-0303）")
