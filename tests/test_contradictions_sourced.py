"""A `已核实：` resolution whose note waits in the 待核实 section and which gives as its source
the paper an increment of the same briefing writes (`出自 arXiv …`) goes on that increment's
entry (the document has the answer now), the pending note pointing there; a paper cited only
as evidence against the claim leaves it under the pending note. Names here are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, entry_at, increment, line_of

DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- **Quokka Runtime** — Tallow Labs 的端侧推理运行时\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## 待核实\n\n"
    "- ⚠️ 待核实（低风险）：**A100 预填充功耗数据**（2027-08-02）"
    " <!-- livedoc:id=2027-08-02#c2 -->\n"
)

PAPER = "Measuring Prefill Power Draw on A100（arXiv 2707.04321）"


def _apply(problem: str, doc: str = DOC) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, PAPER, section="§1.3 KV Cache"), date="2027-08-06")
    brief += (
        "三、值得警惕的矛盾或待核实说法\n"
        f"矛盾/待核实 ①：已核实：8-02 矛盾② A100 功耗（低风险）\n- 问题：{problem}\n"
        "- 建议：标注待核实\n"
    )
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


def test_a_resolution_sourced_from_tonights_paper_goes_on_its_entry() -> None:
    report = _apply("已核实：数字来源为 arXiv 2707.04321 第 4 节")
    (note,) = report.contradictions
    assert note.action == "resolved", note
    text = report.new_text.render()
    assert entry_at(text, line_of(text, "id=2027-08-06#c1 ")).startswith("- **Measuring"), text
    assert line_of(text, "## 待核实") < line_of(text, "✅ 已核实（2027-08-06）：见"), text
    assert not _apply("已核实：数字来源为 arXiv 2707.04321 第 4 节", text).changed


def test_a_paper_cited_as_evidence_leaves_the_resolution_pending() -> None:
    report = _apply("已核实：不成立，arXiv 2707.04321 的测量也不支持")
    text = report.new_text.render()
    assert line_of(text, "## 待核实") < line_of(text, "id=2027-08-06#c1 "), text
