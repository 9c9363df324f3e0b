"""An arXiv index kept as a list: its items are the index (no table beside it, no id twice),
new ids are written as items in the list's own shape, a shown last date moves forward in
place, `adopt` reports the list, the guard treats an item like a row, and a list whose
shape cannot be chosen is refused rather than guessed."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.document import index_list
from patcher.lint.check import check_text
from patcher.lint.guard import check_loss
from patcher.text.source import Source, split_text

from .conftest import EXAMPLES, brief_text, increment, run
from .test_index_table import unified

DOC = (EXAMPLES / "inference.md").read_text(encoding="utf-8")
BRIEF = Source("b.txt", (EXAMPLES / "briefs" / "2026-09-23-plain.txt").read_bytes())
# the example's index rows: id, title, section, first, last
ROWS = [
    ("2609.17475", "JustFit", "§1.1", "2026-09-20", "2026-09-20"),
    ("2609.19671", "When2Think", "§1.2", "2026-09-19", "2026-09-19"),
    ("2609.19969", "DeepSeek-V4.1-Flash", "§1.3", "2026-09-19", "2026-09-20"),
    ("2510.09665", "LMCache", "§1.3", "2026-09-16", "2026-09-16"),
    ("2609.20511", "EOS Tokens", "§1.2", "2026-09-20", "2026-09-20"),
]
DASHED = "- {0} — {1} ({2})"  # no dates
DOTTED = "* **{0}** · {1} · {2} · {3} · {4}"  # fields, first and last dates


def listed(style: str, rows: list[tuple[str, ...]] = ROWS) -> str:
    """The example document with its index table replaced by a list of `style`."""
    lines = DOC.split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("| arXiv"))
    end = next(i for i in range(start, len(lines)) if not lines[i].startswith("|"))
    return "\n".join([*lines[:start], *(style.format(*row) for row in rows), *lines[end:]])


def index_section(text: str) -> list[str]:
    lines = text.split("\n")
    start = lines.index("## arXiv 索引")
    after = [i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")]
    return [line for line in lines[start + 1 : after[0] if after else None] if line.strip()]


def applied(text: str, smap: SectionMap) -> str:
    report = api.apply([BRIEF], Source("doc.md", text.encode()), smap)
    return report.new_text.render()


def test_a_dashed_list_gets_a_new_item_and_no_table(default_map: SectionMap) -> None:
    after = index_section(applied(listed(DASHED), default_map))
    assert after == [
        *(DASHED.format(*row) for row in ROWS),
        "- 2609.21877 — LMCache 0.4: Tiered KV Offloading (§1.3)",
    ]


def test_a_dotted_list_gets_its_last_date_moved_and_a_new_item(default_map: SectionMap) -> None:
    after = index_section(applied(listed(DOTTED), default_map))
    lmcache = ("2510.09665", "LMCache", "§1.3", "2026-09-16", "2026-09-23")
    expected = [DOTTED.format(*(lmcache if row[0] == lmcache[0] else row)) for row in ROWS]
    new = "* **2609.21877** · LMCache 0.4: Tiered KV Offloading · §1.3 · 2026-09-23 · 2026-09-23"
    assert after == [*expected, new]


def test_the_patched_list_passes_check_and_the_guard(default_map: SectionMap) -> None:
    head = listed(DOTTED)
    new = applied(head, default_map)
    assert not [f for f in check_text(split_text("doc.md", new), default_map) if f.code >= "PD0"]
    assert check_loss(split_text("HEAD:doc.md", head), split_text("doc.md", new), default_map) == []


def test_the_guard_treats_an_item_like_a_row(default_map: SectionMap) -> None:
    head = listed(DOTTED)
    lost = head.replace(DOTTED.format(*ROWS[1]) + "\n", "")
    back = head.replace("· 2026-09-16 · 2026-09-16", "· 2026-09-16 · 2026-09-10")
    for staged, why in ((lost, "is gone"), (back, "only forward")):
        found = check_loss(
            split_text("HEAD:doc.md", head), split_text("doc.md", staged), default_map
        )
        # an item is the index's, never an entry: only the index finding (no PD009)
        assert [f.code for f in found] == ["PD012"] and why in found[0].message, found


def test_an_item_twice_is_pd014(default_map: SectionMap) -> None:
    text = listed(DASHED, [*ROWS, ROWS[0]])
    found = check_text(split_text("doc.md", text), default_map)
    assert [f.code for f in found] == ["PD014"], found  # (no PD005: an item is no entry)


def test_adopt_reports_the_list(default_map: SectionMap) -> None:
    survey = api.adopt(Source("doc.md", listed(DOTTED).encode()), default_map, "map")
    assert survey.index is not None and survey.index.rows == len(ROWS)
    assert survey.index.listed == "* **<id>** · <title> · <section> · <first> · <last confirmed>"


def test_a_list_written_two_ways_alike_takes_the_newest_items_shape(
    default_map: SectionMap,
) -> None:
    rows = ROWS[:2]
    text = listed(DASHED, rows).replace(DASHED.format(*rows[1]), DOTTED.format(*rows[1]))
    survey = api.adopt(Source("doc.md", text.encode()), default_map, "map")
    assert survey.index is not None and survey.index.listed is not None
    assert survey.index.listed.endswith(
        "(its items are written 2 ways equally often: the newest's)"
    )
    after = index_section(applied(text, default_map))
    new = "* **2609.21877** · LMCache 0.4: Tiered KV Offloading · §1.3 · 2026-09-23 · 2026-09-23"
    assert new in after and not any(line.startswith("|") for line in after)


def test_a_list_with_no_readable_item_gets_no_item_and_says_why(default_map: SectionMap) -> None:
    text = listed("- {1} (arXiv {0}, {2})", ROWS[:2])
    survey = api.adopt(Source("doc.md", text.encode()), default_map, "map")
    assert survey.index is not None and survey.index.listed is not None
    assert survey.index.listed.startswith("! no item starts with its arXiv id")
    report = api.apply([BRIEF], Source("doc.md", text.encode()), default_map)
    after = report.new_text.render()
    assert index_section(after) == index_section(text)  # the night lands; the index untouched
    assert len(after) > len(text)
    line = text.split("\n").index("- JustFit (arXiv 2609.17475, §1.1)") + 1
    unindexed = [a for a in report.index if a.action == "unindexed"]
    assert unindexed and all(f"(line {line})" in a.note for a in unindexed)


def test_a_known_id_in_an_unreadable_item_is_not_added_again(default_map: SectionMap) -> None:
    rows = [row for row in ROWS if row[0] != "2510.09665"]
    text = listed(DASHED, rows).replace(
        DASHED.format(*rows[-1]), DASHED.format(*rows[-1]) + "\n- LMCache (arXiv 2510.09665)"
    )
    after = index_section(applied(text, default_map))
    assert sum("2510.09665" in line for line in after) == 1
    assert after[-1] == "- 2609.21877 — LMCache 0.4: Tiered KV Offloading (§1.3)"


TITLES = st.text(st.sampled_from("abcXYZ -:'"), min_size=1, max_size=20).filter(
    lambda t: t.strip() == t and t[-1] not in "-:"
)


@given(title=TITLES, section=st.sampled_from(["§1.1", "§2.3.1", "Unsorted"]))
def test_a_written_item_reads_back_in_its_shape(title: str, section: str) -> None:
    for style in (DASHED, DOTTED, "1. [{0}](https://arxiv.org/abs/{0}): {1} ({2}; {4})"):
        line = style.format("2609.17475", "Paper", "§1.1", "2026-09-20", "2026-09-21")
        item = index_list.items((line,), (0, 1))
        shape = index_list.list_shape((line,), item)
        values = {"id": "2701.00001", "title": title, "section": section}
        new = shape.write(values | {"first": "2027-01-01", "last": "2027-01-02"}, 1)
        (read,) = index_list.items((new,), (0, 1))
        if "§" in section:
            assert read.shape == shape.shape, (line, new)
        assert read.id == "2701.00001" and title in new


_HELD = (
    "# serving · living document\n\n"
    "## §1.1 Engines\n\n"
    "- **Osier** (Osier Labs) — paged serving engine; 1.4\n"
    "  - Paper (03-02): TideCache, arXiv:3403.11842 — prefix-aware eviction measured on Osier.\n"
    "- **Bracken** (Fernworks, arXiv:3403.20517) — batch scheduler for serving; 0.7\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV cache\n\n"
    "## §1.4 Reliability\n\n"
    "## arXiv Index\n\n"
)
_LISTED = "- 3403.11842 — TideCache: Prefix-Aware Eviction (§1.1)\n" + (
    "- 3403.20517 — Lattice Batching for Mixed Prompts (§1.1)\n"
)
_TABLED = (
    "| arXiv | 标题 | 章节 |\n|---|---|---|\n"
    "| 3403.11842 | TideCache: Prefix-Aware Eviction | §1.1 |\n"
    "| 3403.20517 | Lattice Batching for Mixed Prompts | §1.1 |\n"
)


def _first(doc: str, title: str) -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, "§1.2"))).actions[0]
    return action.action, f"{action.anchor} {action.matched or ''}"


def test_an_index_item_is_no_holder_of_its_papers_key() -> None:
    """The entry holding the paper's id is its one holder: the index item holding it too is
    the index's, never an entry (the news continues the entry, not a `possibly`)."""
    action, matched = _first(_HELD + _LISTED, "Lattice Batching arXiv:3403.20517v2 补充实验")
    assert action == "updated" and matched == "§1.1 arxiv:3403.20517", matched


def test_a_paper_the_index_lists_goes_where_an_entry_cites_it() -> None:
    """No entry holds 3403.11842, the index lists it and Osier's text cites it: Osier files
    the paper (a list or a table index alike)."""
    for index in (_LISTED, _TABLED):
        action, matched = _first(_HELD + index, "TideCache（arXiv:3403.11842）代码开源")
        assert action == "updated" and "Osier" in matched, (index, matched)
        unlisted = _HELD + index.replace("3403.11842", "3403.99999")  # (Osier cites it still)
        assert _first(unlisted, "TideCache（arXiv:3403.11842）代码开源")[0] == "inserted"


NAMES = {"§1.1": "框架格局", "§1.2": "推理调度", "§1.3": "KV Cache"}


@pytest.mark.parametrize("style", ["- {0} — {1}（{2}）", "- {0} — {1} ({2})"])
def test_a_section_written_by_its_headings_name_is_the_section(
    default_map: SectionMap, style: str
) -> None:
    """`（推理调度）`, `(KV Cache)`: the section named as the document's heading names it (no
    § code) is the item's section, not its title's end; a new item names its section so."""
    rows = [(i, t, NAMES[s], *days) for i, t, s, *days in ROWS]
    after = index_section(applied(listed(style, rows), default_map))
    new = style.format("2609.21877", "LMCache 0.4: Tiered KV Offloading", "KV Cache")
    assert after == [*(style.format(*row) for row in rows), new]


def test_only_a_heading_name_reads_as_a_section() -> None:
    body = "2704.11832 — EpiMem: Offline Consolidation (Memory and context)"
    names = ["Memory and context", "Tool calling and protocols"]
    assert (
        index_list.shape_of(body, names)
        == f"{index_list.ID} — {index_list.TITLE} ({index_list.NAME})"
    )
    assert index_list.shape_of(body) == f"{index_list.ID} — {index_list.TITLE}"
    other = "2704.11832 — EpiMem (Offline memory)"
    assert index_list.shape_of(other, names) == f"{index_list.ID} — {index_list.TITLE}"


@pytest.mark.parametrize(
    ("new", "why"),
    [
        ("· 2026-09-16 · 2026-09-25", ""),  # the last date, forward: apply's own update
        ("· 2026-09-16 · 2026-09-10", "item 2510.09665: date 2 2026-09-16 → 2026-09-10 moves back"),
        ("· 2026-09-18 · 2026-09-16", "is not the last-confirmed date"),
    ],
)
def test_review_reads_a_date_moved_in_an_item_as_a_date_update(
    default_map: SectionMap, new: str, why: str
) -> None:
    before = listed(DOTTED)
    after = before.replace("· 2026-09-16 · 2026-09-16", new)
    result = api.review(
        unified(before, after), Source("doc.md", before.encode()), default_map, "doc.md"
    )
    churn = [c for h in result.hunks for c in h.churn]
    assert any(why in c for c in churn) if why else churn == [], churn  # (no "removes 1 line")


FIRST_LAST = "- {0} — {1} ({2}; first {3}, last {4})"
FIRST_ONLY = "- {0} — {1} ({2}; first {3})"


def first_and_last(rows: list[tuple[str, ...]]) -> str:
    """Items alternating `(§; first D, last D)` and `(§; first D)`: two shapes, tied, that
    differ only in the days they show."""
    styles = [FIRST_LAST if n % 2 == 0 else FIRST_ONLY for n in range(len(rows))]
    text = listed(DASHED, rows)
    for style, row in zip(styles, rows, strict=True):
        text = text.replace(DASHED.format(*row), style.format(*row))
    return text


def test_shapes_tied_that_differ_only_in_their_days_take_the_newest_items(
    default_map: SectionMap,
) -> None:
    rows = [row for row in ROWS if row[0] != "2510.09665"][:4]
    after = index_section(applied(first_and_last(rows), default_map))
    assert "- 2609.21877 — LMCache 0.4: Tiered KV Offloading (§1.3; first 2026-09-23)" in after
    rows = rows[:3]  # the newest item now shows both days
    after = index_section(applied(first_and_last(rows), default_map))
    new = (
        "- 2609.21877 — LMCache 0.4: Tiered KV Offloading (§1.3; first 2026-09-23, last 2026-09-23)"
    )
    assert new in after


def test_a_day_labelled_first_never_moves(default_map: SectionMap) -> None:
    lmcache = ("2510.09665", "LMCache", "§1.3", "2026-09-16", "2026-09-16")
    text = listed(FIRST_ONLY, [*ROWS[:2], lmcache])
    after = index_section(applied(text, default_map))
    assert FIRST_ONLY.format(*lmcache) in after
    text = listed(FIRST_LAST, [*ROWS[:2], lmcache])
    after = index_section(applied(text, default_map))
    assert FIRST_LAST.format(*lmcache[:4], "2026-09-23") in after
    assert index_list.last_day("- 2510.09665 — LMCache (首次收录 2026-09-16)") is None
    assert index_list.last_day("- 2510.09665 — LMCache (added: 2026-09-16)") is None
    assert index_list.last_day("- 2510.09665 — LMCache (§1.3, 2026-09-16)") == "2026-09-16"


def test_shapes_tied_that_differ_in_more_than_days_take_the_newest_items() -> None:
    lines = ("- 2609.17475 — A (§1.1; first 2026-09-20)", "- 2609.19671 · B · §1.2")
    shape = index_list.list_shape(lines, index_list.items(lines, (0, 2)))
    assert shape.tied == 2 and shape.shape is not None and shape.shape.count("·") == 2


def test_a_tail_in_other_field_separators_than_the_ids_is_read() -> None:
    """`— Title (§1.4) · first D · last D` and `— Title · §1.4 · D`: the section and days in
    fields separated otherwise than the id from its title are the tail (a new item writes
    them, the last day moves); a comma field holding a title's own day is not
    (`— Lessons, from the 2035-02-14 Storm`)."""
    dotted = "- 3805.01234 — Title Here (§1.4) · first 2038-01-02 · last 2038-02-03"
    assert index_list.shape_of(dotted[2:]) == (
        f"{index_list.ID} — {index_list.TITLE} ({index_list.SECTION}) · first "
        f"{index_list.DAY} · last {index_list.DAY}"
    )
    assert index_list.with_last_day(dotted, "2038-03-01") == dotted.replace(
        "2038-02-03", "2038-03-01"
    )
    fields = "3805.01234 — Title Here · §1.4 · 2038-01-02"
    assert index_list.shape_of(fields) == (
        f"{index_list.ID} — {index_list.TITLE} · {index_list.SECTION} · {index_list.DAY}"
    )
    storm = "- 3805.01234 — Lessons, from the 2035-02-14 Storm"
    assert index_list.last_day(storm) is None
