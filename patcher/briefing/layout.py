"""An increments section's layout read as lines: fields written as a two-column table, and
a rule (`---`) between increments."""

from __future__ import annotations

from collections.abc import Callable

from patcher.text.lazy import lazy
from patcher.text.tables import is_delimiter_row, is_table_line, split_row

Lines = list[tuple[int, str]]
Test = Callable[[str], bool]

# A thematic break: three or more `-`, `*` or `_`, perhaps spaced.
_RULE = lazy(r"^\s{0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$")
_BOLD = lazy(r"^\*\*(?P<inner>.*)\*\*$")


def read_layout(lines: Lines, is_label: Test, is_head: Test) -> Lines:
    """The section's lines, a table of fields (`| 来源 | inbox/a.md |`, every row's first
    cell a field's label) as the field lines it stands for (`来源：inbox/a.md`, at the row's
    line; a header row that names no field, `| 字段 | 内容 |`, left out), and a rule before
    the next increment's head or the section's end left out: layout, no increment's text."""
    out: Lines = []
    block: Lines = []
    for number, line in [*lines, (0, "")]:
        if is_table_line(line):
            block.append((number, line))
            continue
        if block:
            out += _field_lines(block, is_label) or block
            block = []
        if number:
            out.append((number, line))
    return [pair for index, pair in enumerate(out) if not _separates(out, index, is_head)]


def _field_lines(block: Lines, is_label: Test) -> Lines:
    """The field lines a table of two columns stands for, or [] when it is no such table
    (a row whose first cell is no field's label, or fewer than two fields)."""
    rows = [(n, cells) for n, line in block if not is_delimiter_row(cells := split_row(line))]
    if any(len(cells) != 2 for _, cells in rows):
        return []
    lines = [(n, f"{_unbold(cells[0])}：{cells[1]}") for n, cells in rows]
    fields = [(n, line) for n, line in lines if is_label(line)]
    header = lines[:1] if lines and lines[0] not in fields else []
    if len(fields) < 2 or len(header) + len(fields) != len(lines):
        return []
    return fields


def _unbold(cell: str) -> str:
    match = _BOLD.match(cell)
    return match.group("inner").strip() if match else cell


def _separates(lines: Lines, index: int, is_head: Test) -> bool:
    """A rule whose next non-blank line is an increment's head, or that ends the section."""
    if not _RULE.match(lines[index][1]):
        return False
    after = next((line for _, line in lines[index + 1 :] if line.strip()), None)
    return after is None or is_head(after)
