"""The document's arXiv index table: new ids become rows, known ids get their date confirmed."""

from __future__ import annotations

import re
from dataclasses import dataclass

from patcher.briefing.increments import Suggestion
from patcher.briefing.parse import ArxivRow, Brief
from patcher.config.sectionmap import IndexConfig, SectionMap
from patcher.document.sections import LivingDocument
from patcher.plan.editor import Editor
from patcher.plan.routes import by_keyword, resolve
from patcher.text import refs
from patcher.text.markdown import DATE
from patcher.text.neutral import inline
from patcher.text.normalise import fold
from patcher.text.tables import is_delimiter_row, is_table_line, split_row

_PIPE = re.compile(r"(?<!\\)\|")


@dataclass(frozen=True)
class IndexAction:
    """What happened to one id of a briefing's arXiv list."""

    id: str
    action: str  # added | confirmed | unchanged | held
    anchor: str
    line: int | None
    note: str = ""
    brief: str = ""


@dataclass
class _Table:
    header: list[str]
    columns: dict[str, int | None]
    rows: dict[str, int]  # id → original line index
    last_row: int
    widths: list[int]  # of the delimiter row's cells: new rows are padded to them
    new: bool = False  # planned in this run: the section has no table yet
    header_line: int = -1  # original line index of the header row (-1: new)


def _named(config: IndexConfig) -> list[tuple[str, str | None]]:
    """(column key, configured header) for each column, in table order."""
    return [
        ("id", config.columns.id),
        ("title", config.columns.title),
        ("section", config.columns.section),
        ("first", config.columns.first),
        ("last", config.columns.last),
    ]


def header_cells(config: IndexConfig) -> list[str]:
    """The configured column headers, in order (a column left out is not written)."""
    return [name for _, name in _named(config) if name]


def _columns(header: list[str], config: IndexConfig) -> dict[str, int | None]:
    """Each column key → its index in a table's header (None when the table lacks it)."""
    found: dict[str, int | None] = {}
    for key, name in _named(config):
        column = _column(header, name, key)
        found[key] = column if column not in found.values() else None
    return found


def header_lines(config: IndexConfig) -> list[str]:
    """A new index table's header and delimiter rows."""
    cells = header_cells(config)
    return ["| " + " | ".join(cells) + " |", "|" + "---|" * len(cells)]


def _new_table(config: IndexConfig) -> _Table:
    header = header_cells(config)
    columns = _columns(header, config)
    return _Table(header, columns, {}, -1, [3] * len(header), new=True)


def locate(doc: LivingDocument, config: IndexConfig) -> _Table | None:
    """The first pipe table of the index anchor's section with the configured id column."""
    section = doc.section(config.anchor)
    lines = doc.text.lines
    for index in range(section.start, section.end - 1):
        if not (is_table_line(lines[index]) and is_delimiter_row(split_row(lines[index + 1]))):
            continue
        header = list(split_row(lines[index]))
        columns = _columns(header, config)
        if columns["id"] is None:
            continue
        widths = [max(len(cell) - 2, 0) for cell in split_row(lines[index + 1])]
        table = _Table(header, columns, {}, index + 1, widths, header_line=index)
        row = index + 2
        while row < section.end and is_table_line(lines[row]):
            ids = refs.arxiv_ids(split_row(lines[row])[columns["id"] or 0])
            if ids:
                table.rows.setdefault(ids[0], row)
            table.last_row = row
            row += 1
        return table
    return None


# Other headers a document's own index table may use for each column (after the map's).
_SYNONYMS = {
    "id": ("arXiv", "ID", "论文号", "编号"),
    "title": ("标题", "题目", "论文", "名称", "Title", "Paper", "Name"),
    "section": ("章节", "锚点", "归属", "归入", "Section", "Anchor"),
    "first": ("首次", "首见", "First", "Added"),
    "last": ("最近", "最后", "Last", "Confirmed", "Updated"),
}


def _column(header: list[str], name: str | None, key: str = "") -> int | None:
    """The column the map names (exactly, then as part of a header cell), else one whose
    header is a usual name for that column; None when the map leaves the column out."""
    if not name:
        return None
    cells = [cell.strip().casefold() for cell in header]
    for wanted in (name, *_SYNONYMS.get(key, ())):
        folded = wanted.casefold()
        exact = [i for i, cell in enumerate(cells) if cell == folded]
        if exact:
            return exact[0]
        part = [i for i, cell in enumerate(cells) if folded in cell]
        if part:
            return part[0]
    return None


class Indexer:
    """Plans the index upserts of one run; rows added in this run can be confirmed later."""

    def __init__(self, editor: Editor, smap: SectionMap, config: IndexConfig) -> None:
        self.editor = editor
        self.smap = smap
        self.config = config
        found = locate(editor.doc, config) if editor.doc.has(config.anchor) else None
        self.table = found or _new_table(config)
        self.new_rows: dict[str, list[str]] = {}

    def upsert(
        self, brief: Brief, row: ArxivRow, anchor: str, held: bool, edited: bool = False
    ) -> IndexAction:
        if held:
            return IndexAction(
                row.id, "held", anchor, None, "its priority is below the bar", brief.path
            )
        if edited and row.id in self.table.rows:
            line = self.table.rows[row.id] + 1
            why = "a reviewer edited this row on the branch; not touched"
            return IndexAction(row.id, "conflict", anchor, line, why, brief.path)
        if row.id in self.table.rows or row.id in self.new_rows:
            return self._confirm(brief, row, anchor)
        cells = self._cells(brief, row, anchor)
        self.new_rows[row.id] = cells
        return IndexAction(row.id, "added", anchor, None, "", brief.path)

    def _cells(self, brief: Brief, row: ArxivRow, anchor: str) -> list[str]:
        cells = [""] * len(self.table.header)
        values = {
            "id": row.id,
            "title": _title(row.title),
            "section": anchor,
            "first": brief.date,
            "last": brief.date,
        }
        for key, index in self.table.columns.items():
            if index is not None:
                cells[index] = inline(values[key]).replace("|", "\\|").strip()
        return cells

    def _confirm(self, brief: Brief, row: ArxivRow, anchor: str) -> IndexAction:
        note = "marked new by the briefing but already in the index" if row.new else ""
        last = self.table.columns["last"]
        if row.id in self.new_rows:
            if last is not None and self.new_rows[row.id][last] < brief.date:
                self.new_rows[row.id][last] = brief.date
            return IndexAction(row.id, "confirmed", anchor, None, note, brief.path)
        index = self.table.rows[row.id]
        if last is None:
            return IndexAction(row.id, "unchanged", anchor, index + 1, note, brief.path)
        current = self.editor.current_line(index)
        cells = split_row(current)
        if last >= len(cells):
            return IndexAction(
                row.id,
                "unchanged",
                anchor,
                index + 1,
                "the row has no last-confirmed cell",
                brief.path,
            )
        if DATE.match(cells[last]) and cells[last] >= brief.date:  # never move a date back
            return IndexAction(row.id, "unchanged", anchor, index + 1, note, brief.path)
        self.editor.replace_line(index, replace_cell(current, last, brief.date), f"index:{row.id}")
        return IndexAction(row.id, "confirmed", anchor, index + 1, note, brief.path)

    def finish(self) -> None:
        """Queue the new rows after the table's last row."""
        if not self.new_rows:
            return
        lines = [(self._row(cells), f"index:{row_id}") for row_id, cells in self.new_rows.items()]
        if self.table.new:
            table_id = f"index-table:{self.config.anchor}"
            header = [(line, table_id) for line in header_lines(self.config)]
            self.editor.add_table(self.config.anchor, header + lines)
        else:
            self.editor.add_rows(self.table.last_row + 1, lines)

    def _row(self, cells: list[str]) -> str:
        widths = self.table.widths + [0] * len(cells)
        return "| " + " | ".join(c.ljust(widths[i]) for i, c in enumerate(cells)) + " |"


def replace_cell(line: str, column: int, value: str) -> str:
    """The row with one cell's content replaced, keeping its padding (so alignment holds)."""
    pipes = [m.start() for m in _PIPE.finditer(line)]
    starts = pipes if line.lstrip().startswith("|") else [-1, *pipes]
    start, end = starts[column] + 1, (starts[column + 1] if column + 1 < len(starts) else len(line))
    old = line[start:end]
    cell = old[: len(old) - len(old.lstrip())] + value  # the old cell's own left padding
    gap = 1 if old.endswith((" ", "\t")) else 0
    return line[:start] + cell.ljust(max(len(old), len(cell) + gap)) + line[end:]


def _title(title: str) -> str:
    """The title without the briefing's trailing `· figures` remarks."""
    return re.split(r"\s+·\s+", title, maxsplit=1)[0].strip()


def anchor_for(row: ArxivRow, routed: dict[str, str], smap: SectionMap) -> str:
    """The routed anchor of the increment with this id, else the row's own section."""
    if row.id in routed:
        return routed[row.id]
    for code in row.sections:
        hit = resolve(Suggestion(code, "", code), smap)
        if hit is not None:
            return hit[0]
    relation = fold(row.relation)
    named = [
        (len(fold(name)), anchor.id)
        for anchor in smap.anchors
        if anchor.id not in smap.auxiliary
        for name in (anchor.heading, *anchor.aliases)
        if len(fold(name)) >= 4 and fold(name) in relation
    ]
    if named:
        return max(named)[1]
    keyword = by_keyword(row.title, smap)  # last: the title through the map's keywords
    return keyword[0] if keyword else ""
