"""A `已核实：…` line written after a contradiction item (after its 建议, or after a blank line) is
a resolution of its own, whatever its shape (bare, quoted, `✅`, a bullet, either colon); a line
that mentions 已核实 in the item's own sentence, or answers it directly under its title, stays in
the item; a `已核实` line after an item that says nothing of its own stays there with a warning
naming its line. Names here are invented."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.briefing.parse import Brief, parse_text
from patcher.config.maps import find_map, load_map
from patcher.text import marker
from patcher.text.source import Source, split_text

from .conftest import brief_text, increment, items, line_of

ITEM_2 = (
    "矛盾/待核实 ①：Larkspur 1.2 吞吐口径（低风险）\n"
    "问题：博客写 2×，发布说明写 1.6×\n"
    "建议：标注口径待确认\n"
    "矛盾/待核实 ②：Quokka Runtime 的时长（中风险）\n"
    "问题：状态页记 3 小时，客户说 5 小时\n"
    "建议：暂记两种说法\n"
)
ITEM_3 = (
    "矛盾/待核实 ③：Wombat 许可证（低风险）\n问题：README 与官网不一致\n建议：标注许可证待核实\n"
)


def _brief(section: str) -> Brief:
    text = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06") + section
    return parse_text(split_text("b.txt", text))


@pytest.mark.parametrize(
    "line",
    [
        "已核实：Tern 0.4 许可证为 Apache-2.0（08-02 ③）",
        "已核实:Tern 0.4 许可证为 Apache-2.0（08-02 ③）",
        "> 已核实：Tern 0.4 许可证为 Apache-2.0（08-02 ③）",
        "✅ 已核实：Tern 0.4 许可证为 Apache-2.0（08-02 ③）",
        "- 已核实:Tern 0.4 许可证为 Apache-2.0（08-02 ③）",
        "- 已核实：Tern 0.4 许可证为 Apache-2.0（08-02 ③）",
        "**已核实**：Tern 0.4 许可证为 Apache-2.0（08-02 ③）",
    ],
)
def test_a_resolution_line_after_an_item_is_its_own_item(line: str) -> None:
    brief = _brief(items(ITEM_2, line + "\n", ITEM_3))
    numbers = [c.number for c in brief.contradictions]
    assert numbers == ["①", "②", "2v", "③"], brief.contradictions
    resolution = brief.contradictions[2]
    assert resolution.title.replace(":", "：").startswith("已核实：Tern 0.4 许可证为 Apache-2.0")
    assert not any("已核实" in part for part in brief.contradictions[1].body)
    assert brief.contradictions[1].suggestion == "暂记两种说法"
    assert not brief.warnings and not brief.unparsed


def test_a_resolution_after_a_blank_line_is_its_own_item_with_its_parts() -> None:
    brief = _brief(
        items(
            "矛盾/待核实 ②：Quokka Runtime 的时长（中风险）\n状态页记 3 小时，客户说 5 小时\n\n",
            "已核实：Tern 0.4 许可证为 Apache-2.0\n来源：官网 08-05 公告\n",
        )
    )
    first, resolution = brief.contradictions
    assert first.body == ("状态页记 3 小时，客户说 5 小时",)
    assert resolution.number == "2v" and resolution.source == "官网 08-05 公告"


def test_two_resolutions_after_one_item_get_labels_of_their_own() -> None:
    brief = _brief(
        items(ITEM_2, "已核实：Tern 0.4 许可证为 Apache-2.0\n", "已核实：Osprey 2 已发布\n")
    )
    assert [c.number for c in brief.contradictions] == ["①", "②", "2v", "2w"]


@pytest.mark.parametrize(
    "body",
    [
        "问题：此前已核实的数字有误，博客仍写 2×\n建议：标注口径待确认\n",
        "已核实：发布说明为 1.6×，博客为预发布数字\n建议：关闭 08-02 待核实项\n",
        "- 问题：已核实：发布说明为 1.6×\n- 建议：已核实，关闭此前待核实项\n",
        "建议：标注口径待确认，已核实的部分不再重复\n",
    ],
)
def test_a_line_of_the_item_naming_已核实_stays_in_the_item(body: str) -> None:
    brief = _brief(items("矛盾/待核实 ①：Larkspur 1.2 吞吐口径（低风险）\n", body, ITEM_3))
    assert [c.number for c in brief.contradictions] == ["①", "③"]
    assert not brief.warnings


def test_the_answer_under_a_resolution_item_stays_its_own_text() -> None:
    brief = _brief(
        items(
            "矛盾/待核实 ①：已核实：Cistern v1.3 CXL 层默认不启用（低风险）\n",
            "已核实：配置文档为准，需 --tier cxl 显式开启\n",
            "建议：更新 12-07 的待核实标注为已核实\n",
        )
    )
    (item,) = brief.contradictions
    assert item.body == ("已核实：配置文档为准，需 --tier cxl 显式开启",)


@pytest.mark.parametrize("line", ["已核实：属实。", "已核实：", "✅ 已核实：同上", "已核实：见上"])
def test_a_resolution_line_saying_nothing_of_its_own_stays_with_a_warning(line: str) -> None:
    brief = _brief(items(ITEM_2, line + "\n"))
    assert [c.number for c in brief.contradictions] == ["①", "②"]
    assert line.strip() in brief.contradictions[1].body
    (warning,) = brief.warnings
    text = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06")
    text += items(ITEM_2, line + "\n")
    assert warning.line == line_of(text, line) + 1, warning
    assert "已核实" in warning.text


def test_a_numbered_list_item_then_a_resolution_bullet() -> None:
    brief = _brief(
        items(
            "1. **Quokka 的时长**（中风险）：状态页记 3 小时，客户说 5 小时。建议：暂记两种说法\n",
            "- 已核实：Tern 0.4 许可证为 Apache-2.0\n",
            "2. **Wombat 许可证**（低风险）：README 与官网不一致\n",
        )
    )
    assert [c.number for c in brief.contradictions] == ["1", "1v", "2"]


DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- **Quokka Runtime** — Tallow Labs 的端侧推理运行时，0.3 起支持 NPU\n"
    "  - ⚠️ 待核实（中风险）：**Quokka Runtime 的 NPU 加速比**：博客写 3×，发布说明写 2.1×"
    " <!-- livedoc:id=2027-08-02#c2 -->\n"
    "- **ServeBoard** — 社区推理吞吐公开榜单，每月一轮\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## 待核实\n"
)


def test_a_resolution_line_of_a_later_night_marks_the_earlier_note_resolved() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06")
    brief += items(
        "矛盾/待核实 ①：ServeBoard 8 月榜单口径（低风险）\n",
        "问题：榜单页与公告的 batch 大小不一致\n",
        "建议：标注口径待确认\n",
        "已核实：Quokka Runtime 的 NPU 加速比为 2.1×（回应 08-02 ②），博客的 3× 为预发布数字\n",
    )
    sources = [Source("b.txt", brief.encode())]
    report = api.apply(sources, Source("doc.md", DOC.encode()), smap)
    first, resolution = report.contradictions
    assert resolution.action == "resolved" and "Quokka" in (resolution.attached_to or "")
    assert first.action != "resolved" and "Quokka" not in (first.attached_to or ""), first
    text = report.new_text.render()
    resolved = line_of(text, "✅ 已核实（2027-08-06）")
    assert line_of(text, "id=2027-08-02#c2") < resolved < line_of(text, "**ServeBoard**"), text
    assert "id=2027-08-06#c1v" in text, text
    again = api.apply(sources, Source("doc.md", text.encode()), smap)
    assert not again.changed, again.new_text.render()


def test_a_resolution_label_moves_no_label_of_the_items_after_it(tmp_path: Path) -> None:
    """A labels.yaml names items by their number (`item: ③`), a resolution after item ② by
    `item: 2v`; its id (`#c2v`) is a marker's id and takes no later item's number."""
    from .test_decisions import _bench

    (tmp_path / "briefs").mkdir()
    text = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06")
    text += items(ITEM_2, "已核实：Tern 0.4 许可证为 Apache-2.0\n", ITEM_3)
    (tmp_path / "briefs" / "b.txt").write_text(text, encoding="utf-8")
    found = _bench()._item_ids(tmp_path, {}, {"briefs": ["b.txt"]})
    assert found[("b.txt", "c", "3")][1] == "Wombat 许可证"
    ids, title = found[("b.txt", "c", "2V")]
    assert "2027-08-06#c2v" in ids and title.startswith("已核实")
    assert all(marker.ID_SHAPE.match(i) for i in ids)
    assert marker.ID_SHAPE.match(marker.note_id("2027-08-06", "12v"))


def test_a_resolution_line_answers_a_note_pending_in_the_verify_section() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    doc = DOC + (
        "\n- ⚠️ 待核实（低风险）：**Heron 调度器是否真实存在**：仅见一条转帖"
        " <!-- livedoc:id=2027-08-02#c3 -->\n"
    )
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06")
    brief += items(
        ITEM_3, "\n> 已核实：Heron 调度器是否真实存在——已由官网与仓库证实（回应 08-02 ③）\n"
    )
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    resolution = report.contradictions[-1]
    assert resolution.action == "resolved", resolution
    text = report.new_text.render()
    assert line_of(text, "id=2027-08-02#c3") < line_of(text, "id=2027-08-06#c3v"), text
