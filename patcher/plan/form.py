"""The form of written lines in a formatter-kept document: when the document shows it is kept
the way mdformat (with mdformat-gfm) writes markdown, new lines take that form too, so a
formatter hook has nothing to rewrite — ordered items numbered alike (`1.` throughout),
tables padded to aligned columns by display width, `<` escaped as mdformat escapes it."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from patcher.document.sections import LivingDocument
from patcher.text import marker
from patcher.text.lazy import lazy
from patcher.text.markdown import FENCE
from patcher.text.marker import MARKER
from patcher.text.tables import is_delimiter_row, is_table_line, split_row


class Block(Protocol):
    """What `conform_plan` needs of a planned block (plan/editor.py's `Block`)."""

    @property
    def position(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def segments(self) -> list[list[tuple[str, str]]]: ...


_ORDERED = lazy(r"^(?P<indent> *)(?P<n>\d{1,9})(?P<delim>[.)])(?= |$)")
_ANY_ITEM = lazy(r"^(?P<indent> *)(?:[-*+]|\d{1,9}[.)])(?= |$)")
# mdformat escapes `<` unless a space follows it; one already escaped is left alone.
_LESS_THAN = lazy(r"(?<!\\)<(?! )")
_ESCAPED_LESS_THAN = lazy(r"\\<(?! )")
# A `<` mdformat would have escaped: not before a space, and not opening inline HTML or an
# autolink (which mdformat keeps as they are).
_UNESCAPED_TEXT_LESS_THAN = lazy(r"(?<!\\)<(?![ A-Za-z/!?]|$)")
_CODE_SPAN = lazy(r"(`+)(?:(?!\1).)+?\1")
_MDFORMAT_DELIMITER = lazy(r"^\|(?: :?-+:? \|)+$")
# An item whose text starts `\[ ]` (escaped so it is no task box): mdformat-gfm escapes the
# closing bracket too.
_TASK_BOX = lazy(r"[ xX]")
_TASK_LOOKALIKE = lazy(r"^(\s*(?:[-*+]|\d{1,9}[.)]) +)\\\[([ xX])\]")
_ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff")
# A line's text opening with an escaped `[label]` (escaped so it starts no link reference
# definition): mdformat writes it unescaped, or with its `]` escaped too when a `:` or `(`
# follows (a label the document defines then shows as that link, as it does mid-line).
_ESCAPED_LABEL = lazy(
    r"^(?P<lead>\s*(?:(?:[-*+]|\d{1,9}[.)]) +)?)\\\[(?P<label>[^\\\[\]]+)\](?P<next>[:(]?)"
)
# `--\>` (neutral.py escapes `-->` so it closes no comment): mdformat writes `-->` when no
# comment opens before it on the line.
_ESCAPED_COMMENT_END = lazy(r"--\\>")


@dataclass(frozen=True)
class Form:
    """How the document writes what the patcher writes (all False: as written so far)."""

    repeat_numbers: bool = False  # ordered lists number every item like the first
    align_tables: bool = False  # `| --- |` delimiters, cells padded to display width
    escape_less_than: bool = False  # `\<` wherever mdformat writes it

    @property
    def kept(self) -> bool:
        return self.repeat_numbers or self.align_tables or self.escape_less_than


def display_width(text: str) -> int:
    """Terminal columns of text (what mdformat-gfm pads by): wide CJK 2, combining 0."""
    width = 0
    for char in text:
        if char in _ZERO_WIDTH or unicodedata.combining(char):
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


# --- reading the document's form -----------------------------------------------------------


def detect(doc: LivingDocument) -> Form:
    """The form the anchor sections show (their lists, tables and text; nothing else read).

    The sections' lines are walked where they are (`_Body`): a list of a large document's
    ~200,000 line numbers, a set of them and two lists of their lines took ~17 MB at the
    moment a run's memory peaks."""
    lines = doc.text.lines
    body = _Body(doc)
    same, sequential = _number_votes(lines[i] for i in body)
    aligned, unaligned = _table_votes(lines, body)
    escaped, raw = _less_than_votes(lines[i] for i in body)
    repeat = same > 0 and sequential == 0
    align = aligned > 0 and unaligned == 0
    escape = raw == 0 and (escaped > 0 or repeat or align)
    return Form(repeat, align, escape)


def _number_votes(lines: Iterable[str]) -> tuple[int, int]:
    """(items numbered like the one before, items numbered one more) in ordered lists,
    counted up to the first item numbered one more: that settles the vote (`detect` keeps
    repeated numbers only when no item is), the rest of the document is not read."""
    same = sequential = 0
    last: dict[int, int] = {}  # indent → number of the list's previous item
    for line in lines:
        item = _ANY_ITEM.match(line)
        if item is None:
            if line.strip() and not line.startswith(" "):
                last.clear()  # a paragraph or heading at the margin ends every list
            continue
        indent = len(item.group("indent"))
        for deeper in [k for k in last if k > indent]:
            del last[deeper]
        ordered = _ORDERED.match(line)
        if ordered is None:
            last.pop(indent, None)
            continue
        number = int(ordered.group("n"))
        if indent in last:
            same += number == last[indent]
            if number == last[indent] + 1:
                return same, 1
        last[indent] = number
    return same, sequential


class _Body:
    """The lines of the anchor sections outside code and HTML: iterated in the sections'
    order, each section's lines in order; `in` tells whether a line is one."""

    def __init__(self, doc: LivingDocument) -> None:
        self.spans = [(s.heading, s.end) for s in doc.sections]
        self.opaque = doc.opaque

    def __iter__(self) -> Iterator[int]:
        opaque = self.opaque
        for start, end in self.spans:
            yield from (i for i in range(start, end) if i not in opaque)

    def __contains__(self, index: object) -> bool:
        if not isinstance(index, int) or index in self.opaque:
            return False
        return any(start <= index < end for start, end in self.spans)


def _table_votes(lines: tuple[str, ...], body: _Body) -> tuple[int, int]:
    """(tables laid out as mdformat-gfm lays them out, other tables), counted up to the first
    table not laid out so: that settles the vote (`detect` aligns only when none is)."""
    inside = body
    aligned = unaligned = 0
    for index in body:
        if not is_table_line(lines[index]) or index + 1 not in inside:  # (the cheap test first)
            continue
        if index - 1 in inside and is_table_line(lines[index - 1]):
            continue  # not a table's first line
        if not is_delimiter_row(split_row(lines[index + 1])):
            continue
        end = index + 2
        while end in inside and is_table_line(lines[end]):
            end += 1
        rows = [lines[i].strip() for i in range(index, end)]
        laid_out = _MDFORMAT_DELIMITER.match(rows[1]) and len({display_width(r) for r in rows}) == 1
        if not laid_out:
            return aligned, 1
        aligned += 1
    return aligned, unaligned


def _less_than_votes(lines: Iterable[str]) -> tuple[int, int]:
    """(`\\<` escapes where mdformat writes them, `<` it would escape) outside code spans
    and markers, counted up to the first line with a `<` it would escape: that settles the
    vote (`detect` escapes only when none is)."""
    escaped = raw = 0
    for line in lines:
        if "<" not in line:
            continue
        text = _without_code(line)
        if "<" not in text:  # (both patterns need one: most lines' `<` open markers)
            continue
        escaped += len(_ESCAPED_LESS_THAN.findall(text))
        raw += len(_UNESCAPED_TEXT_LESS_THAN.findall(text))
        if raw:
            return escaped, raw
    return escaped, raw


def _without_code(line: str) -> str:
    return marker.strip(_CODE_SPAN.sub(" ", line) if "`" in line else line)  # (spans need one)


# --- writing in that form -------------------------------------------------------------------


def conform(lines: list[str], form: Form) -> list[str]:
    """New lines (one block of an entry, update or note) in the document's form."""
    if not form.kept:
        return lines
    out = list(lines)
    fenced = _fenced(out)
    if form.repeat_numbers:
        _renumber(out, fenced)
    if form.align_tables:
        _align_tables(out, fenced)
    if form.escape_less_than:
        out = [line if i in fenced else _escape_less_than(line) for i, line in enumerate(out)]
    return [line if i in fenced else _as_mdformat_escapes(line) for i, line in enumerate(out)]


def _as_mdformat_escapes(line: str) -> str:
    """The escapes of a written line as mdformat writes them: a task-box lookalike `\\[ \\]`,
    a leading `[label]` and `-->` unescaped where mdformat would not escape them. (A `\\~`
    stays: mdformat drops it, but GitHub strikes `~text~`, and what GitHub shows wins.)"""
    line = _TASK_LOOKALIKE.sub(r"\1\\[\2\\]", line)
    label = _ESCAPED_LABEL.match(line)
    if label and label.group("next"):
        line = line[: label.end("label")] + "\\" + line[label.end("label") :]
    elif label and not _TASK_BOX.fullmatch(label.group("label")):
        line = label.group("lead") + line[label.end("lead") + 1 :]
    if "--\\>" in line:
        line = _ESCAPED_COMMENT_END.sub(lambda m: _comment_end(line, m), line)
    return line


def _comment_end(line: str, match: re.Match[str]) -> str:
    """`-->` when no `<!--` opens before it on the line (outside code), else as it was."""
    before = _CODE_SPAN.sub(" ", line[: match.start()])
    return match.group() if "<!--" in before or before.count("`") % 2 else "-->"


def _fenced(lines: list[str]) -> set[int]:
    """Indices of the lines of fenced code blocks (the fences included)."""
    inside: set[int] = set()
    fence: str | None = None
    for index, line in enumerate(lines):
        opener = FENCE.match(line)
        if fence is None and opener:
            fence = opener.group(0).strip()[:3]
            inside.add(index)
        elif fence is not None:
            inside.add(index)
            if line.strip().startswith(fence) and not line.strip().strip(fence[0]):
                fence = None
    return inside


def _renumber(lines: list[str], skip: set[int]) -> None:
    """Ordered lists that start in these lines at 1: every item numbered 1 (when the
    number's width stays, so no continuation line has to move)."""
    first: dict[int, int] = {}  # indent → first number of the list open there
    for index, line in enumerate(lines):
        item = _ANY_ITEM.match(line)
        if index in skip or item is None:
            continue
        indent = len(item.group("indent"))
        for deeper in [k for k in first if k > indent]:
            del first[deeper]
        ordered = _ORDERED.match(line)
        if ordered is None:
            first.pop(indent, None)
            continue
        start = first.setdefault(indent, int(ordered.group("n")))
        if start == 1 and len(ordered.group("n")) == 1:
            lines[index] = f"{ordered.group('indent')}1{line[ordered.end('n') :]}"


def _align_tables(lines: list[str], skip: set[int]) -> None:
    """Each table of these lines laid out as mdformat-gfm lays it out."""
    index = 0
    while index < len(lines) - 1:
        if index in skip or not is_table_line(lines[index]):
            index += 1
            continue
        if not is_delimiter_row(split_row(lines[index + 1])):
            index += 1
            continue
        end = index + 2
        while end < len(lines) and end not in skip and is_table_line(lines[end]):
            end += 1
        lines[index:end] = aligned_table(lines[index:end])
        index = end


def aligned_table(rows: Sequence[str]) -> list[str]:
    """A table's rows (header, delimiter, data; one indentation) padded to aligned columns."""
    indent = rows[0][: len(rows[0]) - len(rows[0].lstrip())]
    cells = [list(split_row(row)) for row in rows]
    count = len(cells[0])
    aligns = [_alignment(c) for c in (cells[1] + ["---"] * count)[:count]]
    body = [cells[0], *cells[2:]]
    body = [(row + [""] * count)[:count] for row in body]
    widths = [max(3, *(display_width(row[i]) for row in body)) for i in range(count)]
    padded = [
        _join(_pad(c, w, a) for c, w, a in zip(row, widths, aligns, strict=True)) for row in body
    ]
    delimiter = _join(_delimiter(w, a) for w, a in zip(widths, aligns, strict=True))
    return [indent + line for line in [padded[0], delimiter, *padded[1:]]]


def _alignment(cell: str) -> str:
    cell = cell.strip()
    left, right = cell.startswith(":"), cell.endswith(":") and len(cell) > 1
    return "^" if left and right else ">" if right else "<" if left else ""


def _delimiter(width: int, align: str) -> str:
    dashes = "-" * max(0, width - 2)
    cell = (":" if align in ("<", "^") else "-") + dashes + (":" if align in (">", "^") else "-")
    return ":-:" if cell == "::" else cell


def _pad(text: str, width: int, align: str) -> str:
    room = max(0, width - display_width(text))
    if align == ">":
        return " " * room + text
    if align == "^":
        left = room // 2
        return " " * left + text + " " * (room - left)
    return text + " " * room


def _join(cells: Iterable[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def pad_row(row: str, header: str, delimiter: str) -> str:
    """A new row of an existing mdformat-laid-out table padded to its columns, when every
    cell fits (otherwise the formatter will re-lay the whole table whatever is written)."""
    cells = [cell.strip() for cell in split_row(row)]
    rule = [cell.strip() for cell in split_row(delimiter)]
    widths, aligns = [len(c) for c in rule], [_alignment(c) for c in rule]
    fits = all(display_width(c) <= w for c, w in zip(cells, widths, strict=False))
    if len(cells) != len(widths) or not fits or len(split_row(header)) != len(widths):
        return row
    return _join(_pad(c, w, a) for c, w, a in zip(cells, widths, aligns, strict=True))


def conform_plan(blocks: Sequence[Block], doc: LivingDocument, form: Form) -> None:
    """Every planned block's new lines in the document's form (in place); new rows of an
    existing table padded to its columns."""
    if not form.kept:
        return
    lines = doc.text.lines
    for block in blocks:
        for segment in block.segments:
            texts = [text for text, _ in segment]
            if block.kind == "row":
                texts = _rows_in_form(texts, lines, block.position, form)
            else:
                texts = conform(texts, form)
            if form.repeat_numbers and block.kind == "entry" and texts:
                texts[0] = _numbered_as_mdformat(texts[0], lines, block.position)
            segment[:] = [(text, item) for text, (_, item) in zip(texts, segment, strict=True)]


def _numbered_as_mdformat(line: str, lines: tuple[str, ...], position: int) -> str:
    """A new ordered item appended to a list of the document numbered `1.`, as mdformat
    numbers every item after a list's first (`3.` then `1.`, `1.`), when the number's width
    stays (so no continuation line has to move)."""
    item = _ORDERED.match(line)
    if item is None or len(item.group("n")) != 1 or item.group("n") == "1":
        return line
    indent = len(item.group("indent"))
    for above in reversed(lines[:position]):
        margin = len(above) - len(above.lstrip(" "))
        if not above.strip() or margin > indent:
            continue  # a blank line or a continuation of the item above
        before = _ORDERED.match(above)
        if before and margin == indent and before.group("delim") == item.group("delim"):
            return f"{item.group('indent')}1{line[item.end('n') :]}"
        return line
    return line


def _rows_in_form(rows: list[str], lines: tuple[str, ...], position: int, form: Form) -> list[str]:
    """New rows before original line `position`: padded to the table above them when it is
    laid out as mdformat-gfm lays tables out."""
    start = position
    while start > 0 and is_table_line(lines[start - 1]):
        start -= 1
    if not form.align_tables or position - start < 2:
        return rows
    header, delimiter = lines[start], lines[start + 1]
    if not _MDFORMAT_DELIMITER.match(delimiter.strip()):
        return rows
    return [pad_row(row, header, delimiter) for row in rows]


def _escape_less_than(line: str) -> str:
    """`<` escaped outside code spans and markers, as mdformat escapes it."""
    if "<" not in line:
        return line
    out, last = [], 0
    for match in re.finditer(rf"{_CODE_SPAN.pattern}|{MARKER.pattern}", line):
        out.append(_LESS_THAN.sub(r"\\<", line[last : match.start()]) + match.group())
        last = match.end()
    return "".join(out) + _LESS_THAN.sub(r"\\<", line[last:])
