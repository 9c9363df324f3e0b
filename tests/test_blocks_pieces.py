"""A long top-level table read in pieces reads as the whole table (`blocks._table_cut`).

Documents of tables drawn from what decides where a table's rows end: outer pipes or not,
alignments, indentation, a paragraph of several lines before the header row, rows with
escaped pipes, code spans holding pipes, short and long rows, rows without a pipe (a lazy
continuation is one more row), empty cells; and the lines that end a table (a blank line,
a heading, a quote, a list item, a fence, HTML, a rule, indented code). Read with pieces of
a few lines (so that cuts fall on every kind of row) the outline must equal cmark-gfm's
reading of the whole text.
"""

from __future__ import annotations

from unittest.mock import patch

from hypothesis import event, given, settings
from hypothesis import strategies as st

from patcher.document import blocks

CELL = st.sampled_from(
    ["a", "推理", "", r"x \| y", "`a|b`", "`|`", "**b**", "[l](u)", "2604.12345", r"\|", "<b>|</b>"]
)
DELIMITER = st.sampled_from(["---", ":--", "--:", ":-:", " - "])
ENDERS = st.sampled_from(
    [
        [""],
        ["# 标题"],
        ["> 引用"],
        ["- 条目"],
        ["```", "| in | fence |", "```"],
        ["<div>"],
        ["***"],
        ["    indented | code"],
        ["1. 有序"],
        ["## §1.2 推理调度"],
    ]
)


@st.composite
def rows(draw: st.DrawFn, columns: int) -> list[str]:
    """Body rows: mostly well-formed, some short, long, pipe-less or indented."""
    found = []
    for _ in range(draw(st.integers(0, 14))):
        kind = draw(st.sampled_from(["row"] * 6 + ["short", "long", "bare", "indented", "empty"]))
        count = {"short": max(1, columns - 1), "long": columns + 1}.get(kind, columns)
        cells = [draw(CELL) for _ in range(count)]
        row = "| " + " | ".join(cells) + " |"
        if kind == "bare":
            row = draw(st.sampled_from(["lazy words", "推理 续行", "`code|span`", "a \\| b"]))
        elif kind == "indented":
            row = draw(st.sampled_from(["  ", "   ", "    "])) + row
        elif kind == "empty":
            row = "|" * (columns + 1)
        found.append(row)
    return found


@st.composite
def table(draw: st.DrawFn) -> list[str]:
    columns = draw(st.integers(1, 4))
    outer = draw(st.booleans())
    header = " | ".join(draw(CELL) or "h" for _ in range(columns))
    delimiter = "|".join(draw(DELIMITER) for _ in range(columns))
    if outer:
        header, delimiter = f"| {header} |", f"|{delimiter}|"
    indent = draw(st.sampled_from(["", " ", "   "]))
    before = draw(st.lists(st.sampled_from(["段落", "a | b | c", "x"]), max_size=2))
    return [*before, indent + header, indent + delimiter, *draw(rows(columns))]


@st.composite
def documents(draw: st.DrawFn) -> list[str]:
    lines = ["# 表格"]
    for _ in range(draw(st.integers(1, 4))):
        lines += draw(table())
        lines += draw(ENDERS)
        lines += draw(st.sampled_from([[], [""], ["正文", ""]]))
    return lines


@settings(max_examples=300)
@given(documents(), st.integers(1, 5))
def test_a_long_table_read_in_pieces_reads_as_the_whole_table(lines: list[str], piece: int) -> None:
    text = tuple(lines)
    whole = blocks.parse(text, deep=False)
    with patch.object(blocks, "PIECE", piece):
        pieced = blocks._pieces(text)
        cut = blocks._cut(text, tables=True)
    event(f"tables: {sum(b.kind is blocks.Kind.TABLE for b in whole.blocks)}")
    assert pieced == whole
    assert cut == whole  # (no fall-back to heading cuts hides a wrong table cut)


def test_a_table_is_cut_and_each_piece_is_short() -> None:
    """A table of 2,000 rows under one heading is read in pieces of about PIECE lines (not
    one piece of all its rows), and the outline is cmark-gfm's reading of the whole."""
    text = (
        "# T",
        "",
        "段落",
        "| id | 标题 |",
        "|---|:-:|",
        *(f"| {n} | t{n} |" for n in range(2000)),
    )
    text = (*text, "", "正文")
    lengths: list[int] = []
    real = blocks.parse

    def measured(lines: tuple[str, ...], *args: object) -> blocks.Tree:
        lengths.append(len(lines))
        return real(lines, *args)  # type: ignore[arg-type]

    with patch.object(blocks, "PIECE", 100), patch.object(blocks, "parse", measured):
        tree = blocks._pieces(text)
    assert max(lengths) <= 2 * 100 + 2  # a piece of at most twice PIECE, with the 2 primer lines
    assert len(lengths) >= 2000 // 100
    assert tree == real(text, deep=False)
    assert [(b.kind, b.start, b.end) for b in tree.blocks] == [
        (blocks.Kind.HEADING, 0, 1),
        (blocks.Kind.TABLE, 2, 2005),  # (from the first line of the paragraph it grew from)
        (blocks.Kind.PARAGRAPH, 2006, 2007),
    ]


def test_a_table_that_might_reach_cmark_s_cell_limit_is_not_cut() -> None:
    """cmark-gfm ends a table once short rows have filled in 0x80000 cells: a table whose
    columns times lines reach that is read whole (a piece would count afresh)."""
    wide = "|" + "a|" * 600
    text = ("# T", wide, "|" + "-|" * 600, *("| x |" for _ in range(900)))
    assert not blocks._primer(text, 1, len(text))
    narrow = ("# T", "| a |", "|---|", *("| x |" for _ in range(900)))
    assert blocks._primer(narrow, 1, len(narrow)) == ("|x|", "|---|")
