"""Adversarial pass 27 (tests/data/adversarial27): near-misses of the twelfth session's readings
(header forms, field labels, unknown labels and headings, advisories and outages filed apart,
per-night citations, accusations, scores, items beside incidents); the set's figures held, and
each cause fixed tested with new names and wordings (not the pass's inputs)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher.plan import incidents
from tests.conftest import brief_text, increment, items, run

_SET = Path(__file__).parent / "data" / "adversarial27"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial27_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """108 labelled cases on four documents: no wrong continuation or note (5 before the
    pass's fixes), at most 7 missed and 2 briefings refused (a header giving two dates)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    refused = [r["id"] for r in rows if r["verdict"] == "ERROR"]
    assert len(rows) == 108
    assert verdicts["WRONG"] == [], verdicts
    assert len(verdicts["MISSED"]) <= 7, verdicts
    assert len(refused) <= 2, refused


_STORES = (
    "# 存储 · 活文档\n\n> 约定：每个产品一条；后续消息写成子行。{rule}\n\n"
    "## §1.1 数据库\n\n"
    "- **Plover**（Dunlin Labs）— 时序数据库，当前 2.2。\n"
    "- **Plover Cloud**（Dunlin Labs）— Plover 的托管服务。\n\n"
    "## §1.2 检索\n\n## §1.3 评测\n\n## §1.4 安全与可靠性\n\n"
    "- **Plover 安全公告：导出接口可越权读取（PLV-SA-2031-02）** — 2031-02-03 公开。\n"
)


def _on(doc: str, title: str, section: str = "§1.4") -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_a_chinese_preamble_calling_outages_and_advisories_entries_of_their_own() -> None:
    """`安全公告与服务中断是 §1.4 的独立条目`, `服务中断单列为独立条目`: filed apart (as `their own
    §1.4 entries` reads); a clause denying it (`不单列为 §1.4 条目`) is not."""
    said = "安全公告与服务中断是 §1.4 的独立条目"
    assert incidents.states_incident_entries(said)
    assert incidents.states_vulnerability_entries(said)
    assert incidents.stated_incident_section(said) == "§1.4"
    assert incidents.states_incident_entries("宕机单列为独立条目。")
    assert not incidents.states_incident_entries("服务中断不单列为 §1.4 条目，写在产品条目下。")
    apart = _STORES.format(rule="服务中断单列为 §1.4 的独立条目。")
    assert _on(apart, "Plover Cloud 华北区服务中断 2 小时")[0] == "inserted"
    under = _STORES.format(rule="服务中断不单列为 §1.4 条目，写在产品条目下。")
    action, matched = _on(under, "Plover Cloud 华北区服务中断 2 小时")
    assert action == "updated" and "Plover Cloud" in matched, matched


def test_an_advisory_citing_another_vendor_advisory_id_is_another_advisory() -> None:
    """`Plover 安全公告：…（PLV-SA-2031-05）` against the entry of PLV-SA-2031-02: another
    advisory (a new entry), even where the preamble says nothing of advisories; the same id
    follows its entry."""
    doc = _STORES.format(rule="")
    action, matched = _on(doc, "Plover 安全公告：批量写入可绕过配额（PLV-SA-2031-05）")
    assert action == "inserted", matched
    action, matched = _on(doc, "Plover 安全公告：导出接口越权问题补充说明（PLV-SA-2031-02）")
    assert action == "updated" and "安全公告" in matched, matched


def test_a_thing_named_only_as_what_the_subject_is_accused_of_takes_no_note() -> None:
    """`Sandpit 被指基于 Plover 的压缩代码`: Plover is what Sandpit (no entry) is accused of
    using; the item goes to 待核实, not on tonight's Plover news nor on Plover's entry; and
    `Plover Cloud 作者回应“被指抄袭 Sandpit”` is never Sandpit's."""
    doc = _STORES.format(rule="")
    release = increment(1, "Plover 2.3 发布：列存压缩", section="§1.1")
    item = "矛盾/待核实 ①：Sandpit 被指基于 Plover 的压缩代码（中风险）\n未见代码证据。\n"
    (note,) = run(doc, brief_text(release) + items(item)).contradictions
    assert note.attached_to == "verify", note
    doc = doc.replace("## §1.2 检索\n\n", "## §1.2 检索\n\n- **Sandpit**（Knot AI）— 检索库。\n\n")
    item = "矛盾/待核实 ②：Plover Cloud 团队回应“被指抄袭 Sandpit”的传言（低风险）\n称独立实现。\n"
    other = increment(1, "Knotweed 0.2 发布", section="§1.2")
    (note,) = run(doc, brief_text(other) + items(item)).contradictions
    assert "Sandpit" not in (note.attached_to or ""), note
