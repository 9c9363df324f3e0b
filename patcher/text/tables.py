"""Pipe tables as written in briefings and documents: split rows, find columns."""

from __future__ import annotations

from dataclasses import dataclass

from patcher.text.lazy import lazy

_DELIMITER_CELL = lazy(r"^\s*:?-{1,}:?\s*$")


@dataclass(frozen=True)
class Table:
    """A pipe table: header cells and data rows, each row with its 1-based line."""

    line: int
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    row_lines: tuple[int, ...]

    def column(self, *keywords: str) -> int | None:
        """Index of the first header cell containing any keyword (case-insensitive)."""
        for index, cell in enumerate(self.header):
            if any(k.lower() in cell.lower() for k in keywords):
                return index
        return None

    def cell(self, row: tuple[str, ...], index: int | None) -> str:
        if index is None or index >= len(row):
            return ""
        return row[index]


_CELL_BORDER = lazy(r"(?<!\\)\|")  # a pipe not escaped


def is_table_line(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith("|") and stripped.count("|") >= 2


def split_row(line: str) -> tuple[str, ...]:
    """Cells of one pipe-table row; `\\|` stays inside its cell."""
    body = line.strip()
    body = body[1:] if body.startswith("|") else body
    body = body[:-1] if body.endswith("|") and not body.endswith("\\|") else body
    cells = _CELL_BORDER.split(body)
    return tuple(cell.strip() for cell in cells)


def is_delimiter_row(cells: tuple[str, ...]) -> bool:
    return bool(cells) and all(_DELIMITER_CELL.match(cell) for cell in cells)


def parse_table(lines: list[tuple[int, str]]) -> Table:
    """Build a Table from consecutive (line number, text) pipe lines."""
    first_line, first = lines[0]
    header = split_row(first)
    rows: list[tuple[str, ...]] = []
    row_lines: list[int] = []
    for number, text in lines[1:]:
        cells = split_row(text)
        if is_delimiter_row(cells):
            continue
        rows.append(cells)
        row_lines.append(number)
    return Table(first_line, header, tuple(rows), tuple(row_lines))
