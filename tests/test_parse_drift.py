"""Briefing drift the parser used to misread, found by writers of unseen weeks from `patcher
parse` alone: contradiction items headed by another label than `矛盾/待核实` (`待核实 ②：`,
`已核实 ③：`, `矛盾 ④：`, `矛盾与待核实 ①：`) or written as list lines (`- ② …`, `2. …`)
among labelled items; a heading that only wraps the adjacent increments (`## 二·补、邻接增量`,
`## 二之二、邻接增量`, `## 邻接`); and the label of a `已核实：` line of its own (`2v`), named the
same in the text report and in `--json`. With the near-misses that stay as they were. Names are
invented."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patcher import api
from patcher.briefing.parse import Brief, parse_text
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source, split_text

from .conftest import CliInvoke, brief_text, increment, items
from .test_brief_resolutions import DOC

ITEM_1 = "矛盾/待核实 ①：Larkspur 1.2 吞吐口径（低风险）\n问题：博客写 2×，发布说明写 1.6×\n建议：标注口径待确认\n"
ITEM_3 = (
    "矛盾/待核实 ③：Wombat 许可证（低风险）\n问题：README 与官网不一致\n建议：标注许可证待核实\n"
)


def _brief(section: str, increments: str = "") -> Brief:
    text = brief_text(increment(1, "Sandcastle — 浏览器沙箱") + increments, date="2027-08-06")
    return parse_text(split_text("b.txt", text + section))


def _said(brief: Brief) -> str:
    """Everything the contradiction items hold, as one text."""
    parts = [
        f"{c.title} {c.risk} {c.problem} {c.suggestion} {c.source} {' '.join(c.body)}"
        for c in brief.contradictions
    ]
    return " ".join(parts)


# --- 1. items headed by another label, or written as list lines among labelled items ----------


@pytest.mark.parametrize(
    ("head", "number", "title"),
    [
        ("待核实 ②：Quokka Runtime 的时长（中风险）", "②", "Quokka Runtime 的时长"),
        ("矛盾 ②：Quokka Runtime 的时长（中风险）", "②", "Quokka Runtime 的时长"),
        ("矛盾与待核实 ②：Quokka Runtime 的时长（中风险）", "②", "Quokka Runtime 的时长"),
        ("**待核实 ②**：Quokka Runtime 的时长（中风险）", "②", "Quokka Runtime 的时长"),
        ("### 矛盾 ②：Quokka Runtime 的时长（中风险）", "②", "Quokka Runtime 的时长"),
        ("- ② Quokka Runtime 的时长（中风险）", "②", "Quokka Runtime 的时长"),
        ("②：Quokka Runtime 的时长（中风险）", "②", "Quokka Runtime 的时长"),
        ("2. Quokka Runtime 的时长（中风险）", "2", "Quokka Runtime 的时长"),
        ("- 2) Quokka Runtime 的时长（中风险）", "2", "Quokka Runtime 的时长"),
    ],
)
def test_an_item_headed_another_way_among_labelled_items_is_an_item(
    head: str, number: str, title: str
) -> None:
    brief = _brief(
        items(ITEM_1, head + "\n问题：状态页记 3 小时，客户说 5 小时\n建议：暂记两种说法\n", ITEM_3)
    )
    assert [c.number for c in brief.contradictions] == ["①", number, "③"], brief.contradictions
    second = brief.contradictions[1]
    assert (second.title, second.risk) == (title, "中风险")
    assert second.problem == "状态页记 3 小时，客户说 5 小时"
    assert second.suggestion == "暂记两种说法"
    assert brief.contradictions[0].suggestion == "口径待确认"
    assert brief.contradictions[0].body == ()
    assert not brief.warnings and not brief.unparsed


def test_an_item_headed_verified_keeps_the_word_and_reads_as_a_resolution() -> None:
    brief = _brief(items(ITEM_1, "已核实 ②：Quokka Runtime 的时长为 5 小时\n来源：状态页 08-05\n"))
    first, second = brief.contradictions
    assert second.number == "②"
    assert second.title == "已核实：Quokka Runtime 的时长为 5 小时"
    assert second.source == "状态页 08-05"
    assert first.source == "" and first.body == ()


@pytest.mark.parametrize(
    "section",
    [
        "待核实 ①：Larkspur 1.2 吞吐口径\n建议：标注\n矛盾 ②：Quokka 时长\n建议：暂记\n",
        "矛盾与待核实 ①：Larkspur 1.2 吞吐口径\n建议：标注\n矛盾与待核实 ②：Quokka 时长\n",
        "矛盾 ①：Larkspur 1.2 吞吐口径\n建议：标注\n- ② Quokka 时长\n建议：暂记\n",
        "待核实 1：Larkspur 1.2 吞吐口径\n建议：标注\n2. Quokka 时长\n建议：暂记\n",
    ],
)
def test_sections_of_other_labels_read_every_item(section: str) -> None:
    brief = _brief(items(section))
    assert [c.title for c in brief.contradictions] == ["Larkspur 1.2 吞吐口径", "Quokka 时长"]
    assert not brief.warnings and not brief.unparsed


def test_list_lines_after_a_labelled_item_are_items_each() -> None:
    brief = _brief(
        items(ITEM_1, "- ② Quokka 时长\n问题：两说\n- ③ Wombat 许可证\n- ④ Osprey 日期\n")
    )
    assert [c.number for c in brief.contradictions] == ["①", "②", "③", "④"]
    assert brief.contradictions[1].problem == "两说"


@pytest.mark.parametrize(
    ("intro", "reported"),
    [
        ("矛盾/待核实：以下 2 条", ["矛盾/待核实：以下 2 条"]),  # reported, with its line
        ("**矛盾/待核实**：", []),  # says nothing more than its label
        ("待核实：如下", ["待核实：如下"]),
        ("矛盾与待核实：", []),
    ],
)
def test_list_lines_under_a_label_line_announcing_them_are_the_items(
    intro: str, reported: list[str]
) -> None:
    brief = _brief(
        items(intro + "\n1. Larkspur 1.2 吞吐口径（低风险）\n问题：两说\n2. Quokka 时长\n")
    )
    assert [(c.number, c.title) for c in brief.contradictions] == [
        ("1", "Larkspur 1.2 吞吐口径"),
        ("2", "Quokka 时长"),
    ]
    assert [n.text for n in brief.unparsed if n.where == "contradictions"] == reported


def test_an_unnumbered_item_with_a_list_of_its_own_stays_one_item() -> None:
    brief = _brief(
        items("矛盾/待核实：Larkspur 1.2 吞吐口径（低风险）\n1. 博客写 2×\n2. 发布说明写 1.6×\n")
    )
    (item,) = brief.contradictions
    assert item.title == "Larkspur 1.2 吞吐口径"
    assert item.body == ("1. 博客写 2×", "2. 发布说明写 1.6×")


@pytest.mark.parametrize(
    "body",
    [
        "- 来源：inbox/jay/2027-08-06.md\n",  # a source bullet
        "- 注：两处口径均未说明 batch 大小\n",  # a note
        "注：两处口径均未说明 batch 大小\n",
        "1. 博客写 2×\n2. 发布说明写 1.6×\n",  # the item's own list, numbered from 1
        "- 2 个来源说法不一\n",  # a count, not a number of a list
        "矛盾 1.5 倍的差距来自口径\n",  # `矛盾` in a sentence
        "- ③ 处的口径见下\n",  # a circled number that does not continue the items (①, then ③)
    ],
)
def test_a_line_of_an_item_that_is_no_item_stays_in_it_whole(body: str) -> None:
    brief = _brief(items("矛盾/待核实 ①：Larkspur 1.2 吞吐口径（低风险）\n" + body))
    assert len(brief.contradictions) == 1, brief.contradictions
    kept = _said(brief)
    for line in body.strip().split("\n"):
        text = line.removeprefix("- ").removeprefix("来源：")
        assert text in kept, (text, brief.contradictions[0])


def test_a_contradiction_word_inside_an_increment_is_no_item() -> None:
    brief = _brief(
        items(ITEM_1),
        increments="\n- 矛盾 ②：Quokka 博客与 README 的时长不一",
    )
    assert [c.number for c in brief.contradictions] == ["①"]
    assert "Quokka 博客与 README 的时长不一" in " ".join(
        p for inc in brief.increments for f in inc.fields for p in [f.text]
    )


def test_a_line_before_any_item_is_still_reported_with_its_line() -> None:
    text = items("- ② 先写了一行\n", ITEM_1)
    brief = _brief(text)
    assert [c.number for c in brief.contradictions] == ["①"]
    assert [n.text for n in brief.unparsed] == ["- ② 先写了一行"]
    assert brief.unparsed[0].line > 0


# --- 2. a heading that only wraps the adjacent increments ---------------------------------------

ADJACENT = (
    "### 邻接 A：Tern 运行时（⭐⭐）\n来源：inbox/y.md\n要点：- c\n建议归入章节：§1.2 运行时\n"
)


@pytest.mark.parametrize(
    "heading",
    [
        "## 二·补、邻接增量",
        "## 二之二、邻接增量",
        "## 邻接",
        "## 二-补、邻接增量",
        "## 二（续）、邻接增量",
        "二之二、邻接增量",
        "邻接增量",
    ],
)
def test_a_heading_wrapping_the_adjacent_increments_is_no_unknown_section(heading: str) -> None:
    brief = _brief(items(ITEM_1), increments=f"\n{heading}\n{ADJACENT}")
    assert [inc.id for inc in brief.increments] == ["2027-08-06#1", "2027-08-06#adj-A"]
    assert not brief.warnings and not brief.unparsed


@pytest.mark.parametrize("heading", ["## 邻接来源", "## 背景"])
def test_a_heading_that_is_no_increments_is_still_reported(heading: str) -> None:
    brief = _brief(items(ITEM_1), increments=f"\n{heading}\n- inbox/y.md：邻接级\n{ADJACENT}")
    assert [inc.id for inc in brief.increments] == ["2027-08-06#1", "2027-08-06#adj-A"]
    assert [w.where for w in brief.warnings] == ["unknown section"]
    assert heading in brief.warnings[0].text
    assert [n.text for n in brief.unparsed] == ["- inbox/y.md：邻接级"]


# --- 3. the label of a `已核实：` line of its own -------------------------------------------------


def test_a_resolution_line_is_named_the_same_in_the_text_report_and_in_json(
    cli_invoke: CliInvoke, tmp_path: Path
) -> None:
    text = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06") + items(
        ITEM_1, "\n已核实：Tern 0.4 许可证为 Apache-2.0（08-02 ③）\n"
    )
    path = tmp_path / "b.txt"
    path.write_text(text, encoding="utf-8")
    shown = cli_invoke("parse", str(path))
    data = cli_invoke("parse", "--json", str(path))
    assert shown.exit_code == 0 and data.exit_code == 0, shown.output
    found = json.loads(data.output)["briefs"][0]["contradictions"]
    assert [(c["id"], c["number"]) for c in found] == [
        ("2027-08-06#c1", "①"),
        ("2027-08-06#c1v", "1v"),
    ]
    assert "2027-08-06#c1 ① Larkspur 1.2 吞吐口径" in shown.output
    assert "2027-08-06#c1v 1v 已核实：Tern 0.4 许可证为 Apache-2.0（08-02 ③）" in shown.output
    assert "a resolution written after item ①" in shown.output


def test_an_item_headed_verified_resolves_the_earlier_note_and_keeps_its_parse_id() -> None:
    """End to end: `已核实 ②：…` among `矛盾/待核实` items marks the earlier note resolved, and
    `apply` names each item by the id `patcher parse` shows."""
    text = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06") + items(
        "矛盾/待核实 ①：ServeBoard 8 月榜单口径（低风险）\n问题：榜单页与公告的 batch 大小不一致\n",
        "已核实 ②：Quokka Runtime 的 NPU 加速比为 2.1×（回应 08-02 ②），博客的 3× 为预发布数字\n",
        "- ③ ServeBoard 9 月榜单的提交截止日（低风险）\n问题：公告与页脚不一致\n",
    )
    parsed = parse_text(split_text("b.txt", text)).contradictions
    assert [c.id for c in parsed] == ["2027-08-06#c1", "2027-08-06#c2", "2027-08-06#c3"]
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", text.encode())], Source("doc.md", DOC.encode()), smap)
    assert [c.id for c in report.contradictions] == [c.id for c in parsed]
    resolution = report.contradictions[1]
    assert resolution.action == "resolved" and "Quokka" in (resolution.attached_to or "")
    assert report.contradictions[2].action != "resolved"


def test_an_unnumbered_item_ending_on_a_colon_with_lines_under_it_stays_an_item() -> None:
    brief = _brief(
        items("矛盾/待核实：Larkspur 的吞吐说法：\n问题：两说\n", "矛盾/待核实 ②：Quokka 时长\n")
    )
    assert [c.title for c in brief.contradictions] == ["Larkspur 的吞吐说法：", "Quokka 时长"]
    assert brief.contradictions[0].problem == "两说" and not brief.unparsed


@pytest.mark.parametrize(
    "head",
    [
        "待核实：Lanting 3.1 显存占用说法不一：",  # a label with no number, then the item
        "矛盾/待核实：Lanting 3.1 显存占用说法不一：",
        "**待核实**：Lanting 3.1 显存占用数字有出入：",
        "矛盾：Lanting 3.1 显存占用两处不一致：",
    ],
)
def test_a_label_line_stating_a_doubt_over_a_numbered_list_is_one_item(head: str) -> None:
    """`待核实：X 说法不一：` over `1. 官网写 …` / `2. 社区实测 …`: the line states the doubt,
    the numbered lines are its two sides (adversarial54 pf3: read as two items, the label
    line unparsed)."""
    brief = _brief(items(head + "\n1. 官网写 12 GB\n2. 社区实测 16 GB\n"))
    (item,) = brief.contradictions
    assert "Lanting 3.1 显存占用" in item.title
    assert item.body == ("1. 官网写 12 GB", "2. 社区实测 16 GB")
    assert not [n for n in brief.unparsed if n.where == "contradictions"]


@pytest.mark.parametrize(
    "intro",
    [
        "待核实：以下两处说法不一：",
        "待核实：需要核实的事项：",
        "矛盾/待核实：下列 2 条有冲突：",
        "待核实：下面两处存疑：",  # (adversarial56 bare2)
    ],
)
def test_a_label_line_announcing_a_list_of_doubts_still_announces(intro: str) -> None:
    brief = _brief(
        items(intro + "\n1. Larkspur 1.2 吞吐口径（低风险）\n问题：两说\n2. Quokka 时长\n")
    )
    assert [c.title for c in brief.contradictions] == ["Larkspur 1.2 吞吐口径", "Quokka 时长"]


def test_a_bare_label_line_inside_numbered_items_stays_in_its_item() -> None:
    brief = _brief(
        items("1. Larkspur 1.2 吞吐口径（低风险）\n待核实：官方未回应\n2. Quokka 时长\n")
    )
    assert [c.title for c in brief.contradictions] == ["Larkspur 1.2 吞吐口径", "Quokka 时长"]
    assert "官方未回应" in _said(brief)
