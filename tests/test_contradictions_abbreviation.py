"""An item led by the abbreviation an entry's lead defines (`**跨端路由协议（XRP）**`), then the
kind of thing that entry's spelled-out name ends with (`XRP 协议…`), goes on that entry; a
later `已核实：` resolution led by the abbreviation alone follows its note there. Names here
are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, entry_at, increment, line_of

DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- **跨端路由协议（XRP）**：推理服务之间请求转发与负载信息交换的规范。\n"
    "- **统一调度接口（USI）**：调度器对接集群的开放接口，现行 2.1。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## 待核实\n\n"
)


def _apply(item: str, date: str, doc: str = DOC) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date=date)
    brief += "三、值得警惕的矛盾或待核实说法\n" + item
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


ASKED = (
    "矛盾/待核实 ①：XRP 协议将被 USI 吸收的说法（低风险）\n- 问题：一篇评论文章提及，未见官方说明\n"
)
ANSWERED = "矛盾/待核实 ①：已核实：XRP 吸收说不实\n- 问题：工作组公告 XRP 继续独立维护\n"


def test_an_abbreviation_then_its_kind_word_names_the_entry() -> None:
    report = _apply(ASKED, "2027-08-02")
    (note,) = report.contradictions
    assert "XRP" in (note.attached_to or ""), note
    text = report.new_text.render()
    assert entry_at(text, line_of(text, "id=2027-08-02#c1 ")).startswith("- **跨端路由协议"), text


def test_an_abbreviation_without_its_kind_word_stays_pending() -> None:
    report = _apply(
        "矛盾/待核实 ①：XRP 吸收说法（低风险）\n- 问题：一篇评论文章提及\n", "2027-08-02"
    )
    (note,) = report.contradictions
    assert note.attached_to == "verify", note


def test_a_resolution_led_by_the_abbreviation_follows_its_note() -> None:
    text = _apply(ASKED, "2027-08-02").new_text.render()
    report = _apply(ANSWERED, "2027-08-06", text)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    after = report.new_text.render()
    resolved = line_of(after, "id=2027-08-06#c1 ")
    assert entry_at(after, resolved).startswith("- **跨端路由协议"), after
    assert not _apply(ANSWERED, "2027-08-06", after).changed
