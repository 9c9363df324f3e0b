"""Format drift seen in real briefings, in fixtures of our own wording: every line lands in the
model (an increment, a row, a sub-heading) or in `not understood`, never nowhere."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from patcher.briefing.parse import Brief, parse_text, status_of
from patcher.text.source import split_text

from .conftest import ROOT, brief_text, increment

DRIFT = ROOT / "tests" / "data" / "drift" / "adjacent-sections.brief.txt"


def parse(text: str) -> Brief:
    return parse_text(split_text("b.txt", text))


def fixture() -> tuple[str, Brief]:
    text = DRIFT.read_text(encoding="utf-8")
    return text, parse(text)


def test_a_second_section_of_adjacent_items_is_read_without_a_note() -> None:
    _, brief = fixture()
    assert [(i.number, i.adjacent) for i in brief.increments] == [
        ("1", False),
        ("2", False),
        ("A", True),
        ("B", True),
    ]
    assert brief.unparsed == ()
    assert [i.suggestions[0].code for i in brief.increments] == [
        "§1.(2)",
        "§1.(3)",
        "§1.(4)",
        "§1.(7)",
    ]


def test_a_repeated_section_that_is_not_adjacent_items_is_still_reported() -> None:
    text = brief_text(increment(1)) + "\n二、增量条目（续）\n" + increment(2) + "\n"
    brief = parse(text)
    assert [n.where for n in brief.unparsed] == [
        "section increments repeated; its lines are appended"
    ]
    assert [i.number for i in brief.increments] == ["1", "2"]


def test_arxiv_sub_headings_give_their_tables_and_bullets_a_status() -> None:
    _, brief = fixture()
    rows = [(r.id, r.status, r.new, r.group[:5]) for r in brief.arxiv_list]
    assert rows == [
        ("2610.04417", "new", True, "🆕 新收 "),
        ("2609.11873", "carried-over", False, "🔄 沿用("),
        ("2608.30412", "carried-over", False, "🔄 沿用("),
        ("2607.21009", "carried-over", False, "🔄 沿用("),
    ]


def test_carried_over_bullets_keep_title_sections_and_the_rest() -> None:
    _, brief = fixture()
    by_id = {r.id: r for r in brief.arxiv_list}
    sparrow, heron, kestrel = by_id["2609.11873"], by_id["2608.30412"], by_id["2607.21009"]
    assert (sparrow.title, sparrow.sections, sparrow.relation) == (
        "Sparrow",
        ("§1.(2)",),
        "投机解码树剪枝 · §1.(2) · 沿用",
    )
    assert (heron.raw, heron.title, heron.sections) == ("arXiv:2608.30412", "Heron", ())
    assert (kestrel.title, kestrel.relation) == ("Kestrel 批调度", "沿用")


def test_a_bullet_without_a_sub_heading_takes_its_status_from_its_own_text() -> None:
    text = brief_text(increment()) + (
        "四、可引用 arXiv 号列表\n- 2611.00017（Wren · §1.1）— 本轮新增\n- 2611.00018（Finch）\n"
    )
    rows = parse(text).arxiv_list
    assert [(r.id, r.status, r.title) for r in rows] == [
        ("2611.00017", "new", "Wren"),
        ("2611.00018", "", "Finch"),
    ]


def test_a_sub_heading_with_nothing_under_it_and_a_stray_line_are_reported() -> None:
    text = brief_text(increment()) + (
        "四、可引用 arXiv 号列表\n🔄 沿用（无）：\n本轮没有新论文\n"
        "🆕 新增：\n| arXiv | 标题 |\n|---|---|\n| 2611.00019 | Robin |\n"
    )
    brief = parse(text)
    assert sorted((n.line, n.where) for n in brief.unparsed) == [
        (9, "arxiv_list: a sub-heading with no rows"),
        (10, "arxiv_list"),
    ]
    assert [(r.id, r.status) for r in brief.arxiv_list] == [("2611.00019", "new")]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("🔄 沿用（上一版已立）：", "carried-over"),
        ("🆕 净增 3 件：", "new"),
        ("本次新增 → §1.2", "new"),
        ("Carried over from last week:", "carried-over"),
        ("renewed interest", ""),  # `new` only as a word of its own
        ("参考文献：", ""),
    ],
)
def test_status_words(text: str, status: str) -> None:
    assert status_of(text) == status


def test_sources_written_as_one_long_line_become_one_row_each() -> None:
    text, brief = fixture()
    line = text.split("\n")[43]
    rows = [r.cells for r in brief.sources_checked]
    assert rows == [
        ("inbox/ada/2026-10-07-sched-notes.md", "调度两件:Orchid 2.1/抢占实测"),
        ("inbox/ada/2026-10-07-cache-digest.md", "Lattice 冷热分层;另有 KV v2/HTTP"),
        ("inbox/ada/2026-10-07-gateway.md", "Quill 限流"),
        ("drafts/ada/todo.md", "2026-10-07 → 无新增"),
    ]
    assert {r.line for r in brief.sources_checked} == {44}
    # nothing of the line is lost: the cells hold every character but the arrows
    joined = re.sub(r"\s|→", "", "".join(c for r in rows for c in r))
    assert joined == re.sub(r"\s|→", "", line)


def test_sources_as_bullets_and_a_line_naming_no_path_are_rows_too() -> None:
    text = brief_text(increment()) + (
        "五、检查过的来源清单\n- notes/a.md：两件\n- 另查了三个频道，无新增\n"
        "| 来源 | 结论 |\n|---|---|\n| inbox/b.md | 一件 |\n"
    )
    brief = parse(text)
    assert [(r.cells, r.line) for r in brief.sources_checked] == [
        (("notes/a.md", "两件"), 9),
        (("另查了三个频道，无新增",), 10),
        (("inbox/b.md", "一件"), 13),
    ]
    assert brief.sources_header == ("来源", "结论")
    assert brief.unparsed == ()


def test_the_drift_fixture_has_no_line_outside_the_model() -> None:
    text, brief = fixture()
    assert brief.unparsed == ()
    numbers = {n for n, line in enumerate(text.split("\n"), 1) if line.strip()}
    landed = {brief.header_line, *(r.line for r in brief.sources_checked)}
    landed |= {r.line for r in brief.arxiv_list} | {c.line for c in brief.contradictions}
    landed |= {q.line for q in brief.quiet_sources}
    starts = [inc.line for inc in brief.increments] + [min(c.line for c in brief.contradictions)]
    for start, end in pairwise(starts):  # an increment's block: fields or unparsed
        landed |= set(range(start, end))
    groups = {r.group for r in brief.arxiv_list}
    headings = {n for n in numbers if re.match(r"^[一二三四五六]、", text.split("\n")[n - 1])}
    summary = {n for n in numbers if text.split("\n")[n - 1] in brief.summary}
    grouped = {n for n in numbers if text.split("\n")[n - 1].strip() in groups}
    footer = {n for n in numbers if text.split("\n")[n - 1] == brief.footer}
    table_rules = {
        n for n in numbers if text.split("\n")[n - 1].startswith(("| #", "|---", "| arXiv"))
    }
    assert numbers - landed - headings - summary - grouped - footer - table_rules == set()
