"""The arXiv index table, one home: its columns found by header (with usual synonyms), the
table located in the index anchor's section and read row by row (or, with no table, the
index kept as a list: `index_list`), and its rows written."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from patcher.config.sectionmap import IndexConfig
from patcher.document import index_list
from patcher.document.blocks import table_spans
from patcher.document.index_list import ListShape
from patcher.text import refs
from patcher.text.lazy import lazy
from patcher.text.tables import split_row

COLUMNS = ("id", "title", "section", "first", "last")
# Other headers a document's own index table may use for each column (after the map's).
SYNONYMS: Mapping[str, tuple[str, ...]] = {
    "id": ("arXiv", "ID", "论文号", "编号"),
    "title": ("标题", "题目", "论文", "名称", "Title", "Paper", "Name"),
    "section": ("章节", "锚点", "归属", "归入", "Section", "Anchor"),
    "first": ("首次", "首见", "First", "Added"),
    "last": ("最近", "最后", "Last", "Confirmed", "Updated"),
}
_PIPE = lazy(r"(?<!\\)\|")


@dataclass(frozen=True, slots=True)
class Row:
    """One data row of the index: its arXiv id, 0-based line index and cells (a 20 MB
    document's index has ~39,000: no dict each)."""

    id: str
    line: int
    cells: tuple[str, ...]


@dataclass(frozen=True)
class IndexTable:
    """The index table of one document (or the one a run will create: `header_line` -1)."""

    header: tuple[str, ...]
    columns: Mapping[str, int | None]  # column key → its index in the header, None if absent
    widths: tuple[int, ...]  # of the delimiter row's cells: new rows are padded to them
    header_line: int = -1
    last_row: int = -1  # 0-based line index of the last row (the delimiter row when none)
    rows: tuple[Row, ...] = field(default=())
    # ids held by the section's other tables with an id column (`已撤稿 …`): never added again
    elsewhere: Mapping[str, int] = field(default_factory=dict)
    # an index kept as a list (`- 2703.18820 — Title (§1.1)`): how its items are written
    listed: ListShape | None = None

    @property
    def new(self) -> bool:
        return self.header_line < 0

    def by_id(self) -> dict[str, int]:
        """arXiv id → the line index of its first row."""
        found: dict[str, int] = {}
        for row in self.rows:
            found.setdefault(row.id, row.line)
        return found


def _named(config: IndexConfig) -> list[tuple[str, str | None]]:
    """(column key, configured header) for each column, in table order."""
    c = config.columns
    names = (c.id, c.title, c.section, c.first, c.last)
    return list(zip(COLUMNS, names, strict=True))


def header_cells(config: IndexConfig) -> list[str]:
    """The configured column headers, in order (a column left out is not written)."""
    return [name for _, name in _named(config) if name]


def header_lines(config: IndexConfig) -> list[str]:
    """A new index table's header and delimiter rows."""
    cells = header_cells(config)
    return ["| " + " | ".join(cells) + " |", "|" + "---|" * len(cells)]


def columns(header: tuple[str, ...] | list[str], config: IndexConfig) -> dict[str, int | None]:
    """Each column key → its index in a table's header (None when the table lacks it)."""
    found: dict[str, int | None] = {}
    for key, name in _named(config):
        column = _column(header, name, key)
        found[key] = column if column not in found.values() else None
    return found


def _column(header: tuple[str, ...] | list[str], name: str | None, key: str) -> int | None:
    """The column the map names (exactly, then as part of a header cell), else one whose
    header is a usual name for that column; None when the map leaves the column out."""
    if not name:
        return None
    cells = [cell.strip().casefold() for cell in header]
    for wanted in (name, *SYNONYMS.get(key, ())):
        folded = wanted.casefold()
        exact = [i for i, cell in enumerate(cells) if cell == folded]
        if exact:
            return exact[0]
        part = [i for i, cell in enumerate(cells) if folded in cell]
        if part:
            return part[0]
    return None


def names_arxiv(header_row: str) -> bool:
    """Whether a table's header row names an arXiv column (how a section no heading names is
    recognised as the index: the strong header only, not the usual `ID`)."""
    return "arxiv" in header_row.casefold()


def new_table(config: IndexConfig) -> IndexTable:
    """The table a run creates when the index section has none."""
    header = tuple(header_cells(config))
    return IndexTable(header, columns(header, config), (3,) * len(header))


def locate(
    lines: tuple[str, ...],
    span: tuple[int, int],
    config: IndexConfig,
    opaque: Collection[int] = (),
    cells: bool = True,
    ids: Collection[str] | None = None,
    names: Collection[str] = (),
    tables: list[Table] | None = None,
) -> IndexTable | None:
    """The table of lines span[0]..span[1] (the index anchor's section) whose header has the
    id column and the most of the map's other columns (the first of equals), as GitHub reads
    tables (outer pipes or not; never in code or HTML); None when there is none. A second
    table with an arXiv column (`已撤稿`, three columns) is never taken for the index when
    the index itself has the map's columns. With no such table, the index kept as a list
    (`index_list`; `opaque`: the lines in code or HTML it skips). Without `cells` the rows
    keep their id and line only (what planning needs: the cells of a 20 MB document's
    ~39,000 rows took ~17 MB while it planned); with `ids`, the index's rows are those of
    these ids only (the other tables' all); `names`: the document's section names a list's
    item may write its section as (`(Memory and context)`); `tables`: `id_tables` of the same
    lines, span and config when a run has them already (the document's lines do not change
    while a run plans: located once a run, not once a look-up; issue 26, round 43)."""
    tables = id_tables(lines, span, config) if tables is None else tables
    if not tables:
        return _listed(lines, span, opaque, cells, ids, names)
    known = [sum(column is not None for column in t[3].values()) for t in tables]
    start, end, id_column, found = tables[known.index(max(known))]
    header, delimiter = split_row(lines[start]), split_row(lines[start + 1])
    widths = tuple(max(len(cell) - 2, 0) for cell in delimiter)
    rows = _rows(lines, start + 2, end, id_column, cells, ids)
    elsewhere = {
        row.id: row.line
        for other in tables
        if other[0] != start
        for row in _rows(lines, other[0] + 2, other[1], other[2], cells)
    }
    return IndexTable(header, found, widths, start, max(end - 1, start + 1), rows, elsewhere)


Table = tuple[int, int, int, dict[str, int | None]]  # start, end, id column, columns


def id_tables(lines: tuple[str, ...], span: tuple[int, int], config: IndexConfig) -> list[Table]:
    """The tables of the span whose header has an arXiv id column."""
    tables: list[Table] = []
    for start, end in table_spans(lines, *span):
        found = columns(split_row(lines[start]), config)
        id_column = found["id"]
        if id_column is not None:
            tables.append((start, min(end, span[1]), id_column, found))
    return tables


def listed_lines(
    lines: tuple[str, ...], span: tuple[int, int], config: IndexConfig, opaque: Collection[int]
) -> frozenset[int]:
    """The first lines of the items of an index kept as a list (the index anchor's section
    span): these items are the index, never entries. Empty when the index is a table."""
    read = index_list.items(lines, span, opaque)
    if not read or id_tables(lines, span, config):
        return frozenset()
    return frozenset(item.line for item in read)


def _listed(
    lines: tuple[str, ...],
    span: tuple[int, int],
    opaque: Collection[int],
    keep: bool,
    ids: Collection[str] | None,
    names: Collection[str],
) -> IndexTable | None:
    """The index kept as a list: its top-level items holding an arXiv id as rows (their
    cells as `index_list.cells` reads them); None when the section has no such item."""
    read = index_list.items(lines, span, opaque, names)
    if not read:
        return None
    rows = tuple(
        Row(item.id, item.line, index_list.cells(lines[item.line]) if keep else ())
        for item in read
        if ids is None or item.id in ids
    )
    shape = index_list.list_shape(lines, read)
    end = index_list.end_of(lines, read[-1], span[1])
    columns = dict.fromkeys(COLUMNS, None) | {"id": 0}
    return IndexTable((), columns, (), read[0].line, end - 1, rows, listed=shape)


_FEW = 16  # up to this many ids, a row is read only when its text holds one of them


def _rows(
    lines: tuple[str, ...],
    start: int,
    end: int,
    column: int,
    keep: bool = True,
    ids: Collection[str] | None = None,
) -> tuple[Row, ...]:
    """The rows of lines start..end (one a line) that hold an arXiv id (its first; each
    cell is read once, so not kept in the per-text cache: a 20 MB document has ~39,000),
    with their cells unless not `keep`, of `ids` only when given."""
    rows: list[Row] = []
    few = ids is not None and len(ids) <= _FEW
    for row in _holding(lines, start, end, ids) if few and ids is not None else range(start, end):
        cells = split_row(lines[row])
        found = refs.first_arxiv_id(cells[column]) if column < len(cells) else None
        if found and (ids is None or found in ids):
            rows.append(Row(found, row, cells if keep else ()))
    return tuple(rows)


def _holding(lines: tuple[str, ...], start: int, end: int, ids: Collection[str]) -> list[int]:
    """The lines of start..end whose text holds one of a few `ids`, in order (a row of one
    of them writes it: they are sought before any split, one id at a time over the lines, as
    a comprehension: a generator per line took ~1 µs a line)."""
    span = lines[start:end]
    held = {at for i in ids for at, line in enumerate(span) if i in line}
    return [start + at for at in sorted(held)]


def format_row(cells: list[str], widths: tuple[int, ...]) -> str:
    """A new row, each cell padded to its column's width."""
    padded = list(widths) + [0] * len(cells)
    return "| " + " | ".join(c.ljust(padded[i]) for i, c in enumerate(cells)) + " |"


def replace_cell(line: str, column: int, value: str) -> str:
    """The row with one cell's content replaced, keeping its padding (so alignment holds)."""
    pipes = [m.start() for m in _PIPE.finditer(line)]
    starts = pipes if line.lstrip().startswith("|") else [-1, *pipes]
    start, end = starts[column] + 1, (starts[column + 1] if column + 1 < len(starts) else len(line))
    old = line[start:end]
    cell = old[: len(old) - len(old.lstrip())] + value  # the old cell's own left padding
    gap = 1 if old.endswith((" ", "\t")) else 0
    return line[:start] + cell.ljust(max(len(old), len(cell) + gap)) + line[end:]
