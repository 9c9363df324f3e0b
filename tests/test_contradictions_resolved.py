"""A `已核实：` resolution whose earlier note waits in the 待核实 section (asked before the
document had an entry for its subject) goes on the entry its title now leads with, and the
pending note gets a line pointing there; a resolution that only cites an entry as its
evidence, or leads with an entry this same night writes, stays under the pending note.
Names here are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, entry_at, increment, line_of

DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- **Quokka Runtime** — Tallow Labs 的端侧推理运行时，0.3 起支持 NPU\n"
    "- **ServeBoard** — 社区推理吞吐公开榜单，每月一轮\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## 待核实\n\n"
    "- ⚠️ 待核实（低风险）：**Quokka Runtime 是否真实存在**：仅见一条转帖"
    " <!-- livedoc:id=2027-08-02#c3 -->\n"
    "- ⚠️ 待核实（中风险）：**INT4 精度损失普遍低于 1%**：厂商口径"
    " <!-- livedoc:id=2027-08-02#c4 -->\n"
)


ITEM = (
    "矛盾/待核实 ①：已核实：Quokka Runtime 确为 Tallow Labs 开源项目（回应 08-02 ③）\n"
    "- 问题：08-02 所记的转帖说法已由官网与仓库证实\n"
)


def _apply(item: str, doc: str = DOC) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06")
    brief += "三、值得警惕的矛盾或待核实说法\n" + item
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


def test_a_resolution_led_by_an_entry_since_written_goes_on_that_entry() -> None:
    report = _apply(ITEM)
    (note,) = report.contradictions
    assert note.action == "resolved" and "Quokka" in (note.attached_to or ""), note
    text = report.new_text.render()
    resolved = line_of(text, "id=2027-08-06#c1 ")
    assert entry_at(text, resolved).startswith("- **Quokka Runtime"), text
    pointer = line_of(text, "✅ 已核实（2027-08-06）：见")
    assert line_of(text, "## 待核实") < pointer, text  # the pending note is marked answered
    again = _apply(ITEM, text)
    assert not again.changed, again.new_text.render()


def test_a_resolution_citing_an_entry_as_evidence_stays_under_the_pending_note() -> None:
    report = _apply(
        "矛盾/待核实 ②：已核实：08-02 矛盾 4（INT4 精度损失普遍低于 1%）— ServeBoard INT4"
        " 赛道公布的差值在 0.4%–2.2% 之间，说法不成立\n"
    )
    (note,) = report.contradictions
    assert note.action == "resolved" and "ServeBoard" not in (note.attached_to or ""), note
    text = report.new_text.render()
    assert line_of(text, "## 待核实") < line_of(text, "✅ 已核实（2027-08-06）"), text


def test_an_entry_written_the_same_night_does_not_take_the_resolution() -> None:
    doc = DOC + (
        "- ⚠️ 待核实（低风险）：**Wombat Gateway 是否支持 gRPC**：仅见一条转帖"
        " <!-- livedoc:id=2027-08-02#c5 -->\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Wombat Gateway 1.0 — 首个正式版"), date="2027-08-06")
    brief += (
        "三、值得警惕的矛盾或待核实说法\n"
        "矛盾/待核实 ①：已核实：Wombat Gateway 1.0 起支持 gRPC（回应 08-02 ⑤）\n"
        "- 问题：08-02 所记的转帖说法已由发布说明证实\n"
    )
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (note,) = report.contradictions
    text = report.new_text.render()
    assert line_of(text, "## 待核实") < line_of(text, "id=2027-08-06#c1 "), text
    assert note.action == "resolved", note
