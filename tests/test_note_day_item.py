"""A resolution citing a day's item without its number (`（08-02 待核实项）`) goes under that
day's note on the entry whose text writes the name the resolution leads with (heldout79: a
renamed product's new name, logged under the old entry). Names here are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment

DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "* **苍鹭 Heronry 调度器** — 连续批处理调度器\n"
    "  * 2027-08-02 续：仓库迁移，新名 Egretta，API 不变\n"
    "  * ⚠️ 待核实（中风险）：一篇博客称许可证改为 BSL <!-- livedoc:id=2027-08-02#c1 -->\n"
    "* **Pintail** — 端侧运行时\n"
    "  * ⚠️ 待核实（低风险）：NPU 机型清单两处不一致 <!-- livedoc:id=2027-08-02#c2 -->\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
)


def _one(item: str) -> NoteAction:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06")
    brief += "三、值得警惕的矛盾或待核实说法\n" + item
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), smap)
    (note,) = report.contradictions
    return note


def test_a_resolution_citing_a_days_item_without_its_number() -> None:
    note = _one("矛盾/待核实 ②：已核实：Egretta 许可证仍为 MIT（08-02 待核实项），LICENSE 未变\n")
    assert note.action == "resolved", note
    assert "Heronry" in (note.attached_to or ""), note
    # a name no entry of that day's notes writes: not placed by the day alone
    other = _one("矛盾/待核实 ②：已核实：Gadwall 许可证仍为 MIT（08-02 待核实项）\n")
    assert "Heronry" not in (other.attached_to or "") and "Pintail" not in (
        other.attached_to or ""
    ), other
