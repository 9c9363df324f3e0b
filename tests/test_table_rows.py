"""The independent check reads long tables in part (`output/table_rows.py`): the readings with
the far rows cut out are the whole readings less those rows, and every edit whose effect
reaches rows left unread is still refused."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it.rules_block.table import escapedSplit

from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.document.sections import LivingDocument, load
from patcher.output import independent, table_rows
from patcher.output.splice import splice
from patcher.plan.model import Plan
from patcher.text.source import Source, Text, split_text

from .conftest import SMALL_MAP

MAP: SectionMap = load_map(Source("map.yaml", SMALL_MAP.encode()))
ID = "2026-10-01#9"


def living(table: list[str], before: str = "", after: str = "\n") -> str:
    return (
        "# 活文档\n\n## §1.1 框架格局\n\n- **colibri** engine 0.3\n\n## arXiv 索引\n\n"
        + before
        + "\n".join(table)
        + "\n"
        + after
        + "## §1.2 推理调度\n\n1. **SAGA** 调度（2026-09-03）\n\n## Misc\n"
    )


def rows(count: int, columns: int = 3) -> list[str]:
    return [
        "| 标题 | " + " | ".join(f"列{c}" for c in range(1, columns)) + " |",
        "|---" * columns + "|",
        *(
            f"| 2609.{n:05d} | " + " | ".join(f"值{n}" for _ in range(1, columns)) + " |"
            for n in range(count)
        ),
    ]


def planned(
    text: str,
    inserts: dict[int, list[str]],
    replaced: dict[int, str] | None = None,
) -> tuple[LivingDocument, Text, Plan]:
    doc = load(split_text("d.md", text), MAP)
    plan = Plan()
    for position, lines in inserts.items():
        plan.add(position, "row", [(line, ID) for line in lines])
    for index, line in (replaced or {}).items():
        plan.replacements[index] = (line, ID)
    new, _ = splice(doc.text, plan)
    return doc, new, plan


def judged(doc: LivingDocument, new: Text, plan: Plan) -> str | None:
    try:
        independent.check(doc, new, plan)
    except independent.Refusal as refusal:
        return str(refusal)
    return None


@pytest.fixture
def lines_read(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many lines each markdown-it reading takes."""
    counts: list[int] = []
    real = independent.read

    def counted(lines: Any, offset: int) -> Any:
        counts.append(len(lines))
        return real(lines, offset)

    monkeypatch.setattr(independent, "read", counted)
    return counts


def test_a_long_table_is_read_around_its_edits_only(lines_read: list[int]) -> None:
    """A row inserted and a row replaced in a 2,000-row index: neither reading takes the
    whole table, and the edit passes."""
    text = living(rows(2000))
    first = text.split("\n").index("| 2609.00000 | 值0 | 值0 |")
    doc, new, plan = planned(
        text,
        {first + 700: ["| 2610.00001 | 新 | 新 |"]},
        {first + 1500: "| 2609.01500 | 改 | 改 |"},
    )
    assert judged(doc, new, plan) is None
    assert lines_read and max(lines_read) < 100


@pytest.mark.parametrize(
    "inserted",
    [
        ["```"],  # opens a fence: every row after it is code
        ["| 2610.00001 | 新 | 新 |", ""],  # a blank line ends the table
        ["# 标题"],  # a heading ends it
        ["    | 缩进"],  # indented code ends it
        ["<!--"],  # an HTML comment hides the rest
    ],
)
def test_an_inserted_line_that_ends_a_long_table_is_refused(inserted: list[str]) -> None:
    text = living(rows(400))
    first = text.split("\n").index("| 2609.00000 | 值0 | 值0 |")
    doc, new, plan = planned(text, {first + 150: inserted})
    assert judged(doc, new, plan) is not None


def test_a_replaced_row_that_ends_a_long_table_is_refused() -> None:
    text = living(rows(400))
    first = text.split("\n").index("| 2609.00000 | 值0 | 值0 |")
    doc, new, plan = planned(text, {}, {first + 150: "```"})
    assert judged(doc, new, plan) is not None
    doc, new, plan = planned(text, {}, {first + 150: "| 2609.00150 | 改 | 改 |"})
    assert judged(doc, new, plan) is None


def test_a_change_to_a_row_far_from_every_edit_is_refused() -> None:
    """A line no plan mentions, changed in the part of the table left unread (the splice's
    own checks refuse it first in a real run; the independent check still sees it)."""
    text = living(rows(400))
    first = text.split("\n").index("| 2609.00000 | 值0 | 值0 |")
    doc, new, plan = planned(text, {first + 20: ["| 2610.00001 | 新 | 新 |"]})
    far = first + 300
    assert new.lines[far].startswith("| 2609.00299")
    lines = list(new.lines)
    lines[far] = "```"
    broken = Text(new.name, tuple(lines), new.endings, new.bom)
    assert judged(doc, broken, plan) is not None


def test_rows_that_push_the_autocompleted_count_over_the_limit_far_away_are_refused() -> None:
    """markdown-it stops a table once the cells it fills in pass MAX_AUTOCOMPLETED_CELLS: one
    short row inserted at the top ends the table ~660 rows below the edit, where no reading
    of the rows around the edit looks. The check counts the cells of every row and reads
    the table whole then."""
    assert table_rows.LIMIT is not None
    columns = 100
    count = table_rows.LIMIT // (columns - 1)  # each one-cell row fills in 99 cells
    table = ["|" + "|".join(f" c{n} " for n in range(columns)) + "|", "|---" * columns + "|"]
    table += [f"| r{n} |" for n in range(count)]
    text = living(table)
    first = text.split("\n").index("| r0 |")
    doc, new, plan = planned(text, {first + 10: ["| r-new |"] * 2})
    assert "would no longer show" in (judged(doc, new, plan) or "")
    doc, new, plan = planned(text, {first + 10: ["| r-new | x |" + " y |" * (columns - 2)]})
    assert judged(doc, new, plan) is None  # a full row fills in nothing


@given(st.text(alphabet="|\\ a\t", max_size=12))
def test_cells_counts_as_the_table_rule_does(line: str) -> None:
    from markdown_it.common.utils import mdTrim

    text = mdTrim(line)
    pieces = escapedSplit(text) if text else []
    if pieces and pieces[0] == "":
        pieces.pop(0)
    if pieces and pieces[-1] == "":
        pieces.pop()
    assert table_rows.cells(line) == len(pieces)


@given(
    st.integers(1, 6),
    st.lists(st.text(alphabet="|\\ a", max_size=10), max_size=30),
)
def test_the_cheap_bound_is_never_below_the_exact_count(columns: int, rows: list[str]) -> None:
    assert table_rows._bound(columns, rows) >= table_rows._peak(columns, rows)


TRICKY = [
    "| a | b | c |",
    "| a |",
    "|",
    "| a \\| b | c |",
    "  | a | b |",
    "| x </pre> |",
    "| x --> |",
    "| a | b | c | d | e |",
    "a | b",
    "",
    "```",
    "# h",
    "> q",
    "- l",
    "    | code",
    "\t| tab",
    "<div>",
    "text",
]  # (no line holds a carriage return: `split_text` ends lines there)
BEFORE = ["", "para", "<pre>", "<!--", "```", "- item", "> q", "    code", "## H", "| h | h |"]


@settings(max_examples=150, deadline=None)
@given(
    before=st.lists(st.sampled_from(BEFORE), max_size=3),
    body=st.lists(st.sampled_from(TRICKY[:4]), min_size=40, max_size=120),
    spots=st.lists(st.tuples(st.integers(0, 119), st.sampled_from(TRICKY)), max_size=4),
    edits=st.lists(
        st.tuples(st.integers(0, 130), st.booleans(), st.sampled_from(TRICKY)), max_size=3
    ),
)
def test_cut_readings_are_the_whole_readings_less_the_rows_cut_out(
    before: list[str],
    body: list[str],
    spots: list[tuple[int, str]],
    edits: list[tuple[int, bool, str]],
) -> None:
    """On tables whose rows and surroundings include every line kind that ends a table or
    changes what came before, with rows inserted and replaced anywhere: whenever the check
    reads in part, its readings are exactly the whole readings less the cut rows."""
    for at, line in spots:
        body[at % len(body)] = line
    old_lines = [*before, "| h1 | h2 | h3 |", "|---|---|---|", *body, "", "after"]
    old = Text("d.md", tuple(old_lines), tuple("\n" for _ in old_lines), False)
    plan = Plan()
    for at, replace, line in edits:
        position = at % len(old_lines)
        if replace:
            plan.replacements[position] = (line, ID)
        else:
            plan.add(position, "row", [(line, ID)])
    new, _ = splice(old, plan)
    shift = independent.Shift(plan, len(old.lines))
    window = (0, len(old.lines))
    readings = independent._readings((old, new), shift, (window, (0, len(new.lines))))
    whole = independent.read(old.lines, 0), independent.read(new.lines, 0)
    cut = table_rows.gaps(old.lines, window, shift.edits)
    new_cut = [(shift.new(a), shift.new(b - 1) + 1) for a, b in cut]
    for reading, full, gaps in zip(readings, whole, (cut, new_cut), strict=True):
        unread = {i for a, b in gaps for i in range(a, b)}
        less = [n for n in full if not (n.type == "tr_open" and n.start in unread)]
        assert reading in (full, less)
        if reading != full:  # the rows left unread are rows of one table in the whole reading
            assert {n.start for n in full if n.type == "tr_open"} >= unread


@settings(max_examples=40, deadline=None)
@given(
    edits=st.lists(
        st.tuples(
            st.integers(0, 299),
            st.booleans(),
            st.sampled_from(TRICKY[:4]) | st.sampled_from(TRICKY),  # rows, mostly
        ),
        min_size=1,
        max_size=4,
    ),
    corrupt=st.none() | st.tuples(st.integers(0, 299), st.sampled_from(TRICKY)),
)
def test_the_check_decides_alike_reading_whole_or_in_part(
    edits: list[tuple[int, bool, str]],
    corrupt: tuple[int, str] | None,
) -> None:
    """Rows inserted and replaced anywhere in a 300-row index, and maybe a line of the new
    text changed where no plan says (the splice's own check refuses that first in a run):
    the check refuses exactly when it refuses reading every window whole."""
    text = living(rows(300))
    first = text.split("\n").index("| 2609.00000 | 值0 | 值0 |")
    inserts: dict[int, list[str]] = {}
    replaced: dict[int, str] = {}
    for at, replace, line in edits:
        if replace:
            replaced[first + at] = line
        else:
            inserts.setdefault(first + at, []).append(line)
    doc, new, plan = planned(text, inserts, replaced)
    if corrupt is not None:
        lines = list(new.lines)
        lines[first + corrupt[0]] = corrupt[1]
        new = Text(new.name, tuple(lines), new.endings, new.bom)
    in_part = judged(doc, new, plan)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(table_rows, "gaps", lambda *args: [])
        whole = judged(doc, new, plan)
    assert (in_part is None) == (whole is None), (in_part, whole)
