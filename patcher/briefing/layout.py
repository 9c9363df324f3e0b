"""An increments section's layout read as lines: fields written as a two-column table, a
table of increments (a row each), and a rule (`---`) between increments."""

from __future__ import annotations

import re
from collections.abc import Callable

from patcher.text.lazy import lazy
from patcher.text.tables import Table, is_delimiter_row, is_table_line, parse_table, split_row

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


# A table of increments: a column of short numbers or of heads, a title column and field
# columns; a head cell names the item (`增量 1`, `**邻接 A**`).
_NUMBER_CELL = lazy(r"^\s*(?:[#＃]?\s*[0-9０-９]{1,2}|[①-⑳])\s*$")
_HEAD_CELL = lazy(
    r"^\s*(?:\*\*)?\s*(?P<kind>增量|邻接)\s*[#＃]?\s*"
    r"(?P<num>[0-9０-９]{1,2}|[①-⑳]|[A-Za-z])\s*(?:\*\*)?\s*$"
)
_TITLE_WORDS = ("标题", "增量", "名称", "条目", "title", "increment", "item")
_BREAK = lazy(r"\s*<br\s*/?>\s*", re.IGNORECASE)


def rows_as_increments(lines: Lines, is_label: Test, numbers: bool = True) -> Lines:
    """The section's lines, each table of increments (`| # | 标题 | 来源 | 建议章节 |`, a row
    an increment) as the lines it stands for: the row's head (`增量 N：TITLE`, `邻接 A：TITLE`
    for a row headed `邻接 A`) and a field line for each other column whose header is a
    field's label, all at the row's line; other tables as written. A table numbered with
    short numbers only where `numbers` (no head in the section written with 增量/邻接)."""
    out: Lines = []
    block: Lines = []
    for number, line in [*lines, (0, "")]:
        if is_table_line(line):
            block.append((number, line))
            continue
        if block:
            out += _increment_rows(parse_table(block), is_label, numbers) or block
            block = []
        if number:
            out.append((number, line))
    return out


def _increment_rows(table: Table, is_label: Test, numbers: bool) -> Lines:
    """The lines a table of increments stands for, or [] when it is no such table."""
    roles = _increment_columns(table, is_label, numbers)
    if roles is None:
        return []
    number, title, fields = roles
    out: Lines = []
    for row, line in zip(table.rows, table.row_lines, strict=True):
        out.append((line, f"{_head(_cell(row, number))}：{_cell(row, title)}"))
        for i in fields:
            out += [(line, text) for text in _field(_unbold(table.header[i]), row[i])]
    return out


def unread_head_table(lines: Lines) -> int | None:
    """The line of the first table left whose first column names increments (`| 增量 1 |`,
    `| 邻接 A |` in every row): a table of increments `rows_as_increments` could not read."""
    block: Lines = []
    for number, line in [*lines, (0, "")]:
        if is_table_line(line):
            block.append((number, line))
            continue
        table = parse_table(block) if block else None
        if (
            table is not None
            and table.rows
            and all(r and _HEAD_CELL.match(r[0]) for r in table.rows)
        ):
            return block[0][0]
        block = []
    return None


def _head(cell: str) -> str:
    """A number cell as its row's head: `3` → `增量 3`, `**邻接 A**` → `邻接 A`."""
    head = _HEAD_CELL.match(cell)
    if head is not None:
        return f"{head.group('kind')} {head.group('num')}"
    return f"增量 {cell.lstrip('#＃ ')}"


def _field(label: str, cell: str) -> list[str]:
    """A cell as its field's lines: `label：value`, or the label and a line for each piece of
    a cell broken with `<br>` (`1. a<br>2. b` → `要点：` / `1. a` / `2. b`)."""
    pieces = [piece for piece in _BREAK.split(cell.strip()) if piece]
    if len(pieces) < 2:
        return [f"{label}：{pieces[0]}"] if pieces else []
    return [f"{label}：", *pieces]


def _increment_columns(
    table: Table, is_label: Test, numbers: bool
) -> tuple[int, int, list[int]] | None:
    """The number column (every cell a head, or where `numbers` a short number), the title
    column (its header a title's word) and the field columns (headers a field's label), when
    there are all three."""
    if not table.rows or any(len(row) != len(table.header) for row in table.rows):
        return None
    number = next((i for i in range(len(table.header)) if _numbers(table, i, numbers)), None)
    titles = [i for i, cell in enumerate(table.header) if i != number and _titles(cell)]
    fields = [i for i, cell in enumerate(table.header) if is_label(f"{_unbold(cell)}：x")]
    fields = [i for i in fields if i != number and i not in titles[:1]]
    if number is None or not titles or not fields:
        return None
    return number, titles[0], fields


def _numbers(table: Table, index: int, numbers: bool) -> bool:
    """Every cell of the column a head (`增量 1`), or where `numbers` a short number too."""
    cells = [row[index] for row in table.rows]
    heads = all(_HEAD_CELL.match(cell) for cell in cells)
    return heads or (
        numbers and all(_NUMBER_CELL.match(cell) or _HEAD_CELL.match(cell) for cell in cells)
    )


def _titles(cell: str) -> bool:
    return any(word in _unbold(cell).casefold() for word in _TITLE_WORDS)


def _cell(row: tuple[str, ...], index: int) -> str:
    return _BREAK.sub(" ", row[index]).strip()


# A label's dash (`来源 — inbox/a.md`, `- **Sources** – x`), and a line that is a label alone,
# bold (`**来源**`) or plain before a definition (`来源` / `: inbox/a.md`).
_DASH = lazy(r"\s+(?:[—–]{1,2}|--)(?:\s+|$)")
_DEFINITION = lazy(r"^\s*[:：](?:\s+(?P<value>\S.*)|\s*$)")
_ALONE = lazy(r"^\s*(?:[-*+]\s+)?(?P<bold>\*\*)?[^*:：]{1,40}(?(bold)\*\*)$")
_LIST_ITEM = lazy(r"^\s*(?:[-*+•]|\d{1,3}[.)、])\s")
# A line that is no value (a list item, a heading, a table row, a quote).
_NO_VALUE = lazy(r"^\s*(?:[-*+•]\s|[>|]|#{1,6}(?:\s|$)|\d{1,3}[.)、]\s)")


def spelled_labels(lines: Lines, is_label: Test) -> Lines:
    """The section's lines with a field's label written other ways as `label：value`: before
    a dash (`来源 — inbox/a.md`), alone in bold with the value on the next line of text
    (`**来源**` / `inbox/a.md`), or as a definition list (`来源` / `: inbox/a.md`); a line is
    rewritten only when what it becomes opens a field and the line after it does not."""
    out = list(lines)
    for index, (number, text) in enumerate(out):
        dash = _DASH.search(text) if _has_dash(text) else None
        line = f"{text[: dash.start()]}：{text[dash.end() :]}" if dash else text
        if dash and not is_label(text) and is_label(line):
            out[index] = (number, line)
            continue
        if not _ALONE.match(text):
            continue  # (`_value_after` reads no label without it)
        nxt = next((i for i in range(index + 1, len(out)) if out[i][1].strip()), None)
        if nxt is not None and (value := _value_after(text, out[nxt][1], is_label)) is not None:
            out[index] = (number, f"{text}：{value}")
            taken = value or _DEFINITION.match(out[nxt][1])
            out[nxt] = (out[nxt][0], "" if taken else out[nxt][1])
    return out


def _has_dash(text: str) -> bool:
    """What `_DASH` needs somewhere in a line (a quick test before the pattern)."""
    return "—" in text or "–" in text or "--" in text


def _value_after(text: str, after: str, is_label: Test) -> str | None:
    """The value of a label alone on its line (`**来源**`, or `来源` before `: inbox/a.md` or a
    list), the next line of text ('' when that is a list, its items the field's); None for
    no label."""
    alone = _ALONE.match(text)
    definition = _DEFINITION.match(after)
    listed = _LIST_ITEM.match(after) and not _LIST_ITEM.match(text)
    if alone is None or not (alone.group("bold") or definition or listed):
        return None
    if not is_label(f"{text}：x"):
        return None
    if definition:
        return definition.group("value") or ""
    return "" if _NO_VALUE.match(after) or is_label(after) else after.strip()
