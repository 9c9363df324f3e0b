"""The document's arXiv index table: new ids become rows, known ids get their date confirmed."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from patcher.briefing.increments import Suggestion
from patcher.briefing.parse import ArxivRow, Brief
from patcher.config.sectionmap import IndexConfig, SectionMap
from patcher.document import index_list, index_table
from patcher.document.index_list import ListShape
from patcher.document.index_table import IndexTable
from patcher.document.scan import created_heading, heading_name
from patcher.document.sections import LivingDocument
from patcher.plan.editor import Editor
from patcher.plan.evidence import mention_names, names_in
from patcher.plan.routes import by_keyword, resolve
from patcher.text.lazy import lazy
from patcher.text.markdown import DATE
from patcher.text.neutral import inline
from patcher.text.normalise import fold
from patcher.text.tables import split_row


@dataclass(frozen=True)
class IndexAction:
    """What happened to one id of a briefing's arXiv list."""

    id: str
    action: str  # added | confirmed | unchanged | held | conflict | unindexed
    anchor: str
    line: int | None
    note: str = ""
    brief: str = ""


def locate(
    doc: LivingDocument,
    config: IndexConfig,
    ids: Collection[str] | None = None,
    tables: list[index_table.Table] | None = None,
) -> IndexTable | None:
    """The index table of the index anchor's section (see `document.index_table`), its rows
    without their cells (planning reads ids and lines only), only those of `ids` when given
    (a run looks up its briefings' ids only: a 20 MB document's ~39,000 rows took ~6 MB at
    the run's peak); `tables`: the section's `id_tables` when the run located them already
    (the section names are read only for an index kept as a list, when it has none)."""
    section = doc.section(config.anchor)
    span = (section.start, section.end)
    names = section_names(doc).values() if not tables else ()
    return index_table.locate(
        doc.text.lines, span, config, doc.opaque, cells=False, ids=ids, names=names, tables=tables
    )


def id_tables(doc: LivingDocument, config: IndexConfig) -> list[index_table.Table]:
    """The tables of the index anchor's section with an arXiv id column (`locate` reads them
    first; the document's lines do not change while a run plans)."""
    section = doc.section(config.anchor)
    return index_table.id_tables(doc.text.lines, (section.start, section.end), config)


def section_names(doc: LivingDocument) -> dict[str, str]:
    """Each anchor's section name as its heading in the document shows it, without its §
    code (`Memory and context`): how an index kept as a list may name a section."""
    headings = doc.headings_by_line
    return {
        s.anchor.id: heading_name(headings[s.heading].text)
        for s in doc.sections
        if s.heading in headings
    }


class Indexer:
    """Plans the index upserts of one run; rows added in this run can be confirmed later."""

    def __init__(
        self,
        editor: Editor,
        smap: SectionMap,
        config: IndexConfig,
        ids: Collection[str] | None = None,
    ) -> None:
        """`ids`: the only ids the run will upsert, when known (no row of another is read)."""
        self.editor = editor
        self.smap = smap
        self.config = config
        found = locate(editor.doc, config, ids) if editor.doc.has(config.anchor) else None
        self.table = found or index_table.new_table(config)
        self.rows = self.table.by_id()  # id → original line index (of `ids` only)
        self.new_rows: dict[str, list[str]] = {}

    def upsert(
        self,
        brief: Brief,
        row: ArxivRow,
        anchor: str,
        held: bool,
        edited: bool = False,
        since: str = "",
    ) -> IndexAction:
        """Confirm the id's row, or plan a new one: in `anchor`'s section (an id no section
        is known for goes under the map's fallback anchor, reported), first anchored on the
        day the row says (`9-20锚定`), else `since` (the date of the entry holding the id),
        else the briefing's."""
        if held:
            return IndexAction(
                row.id, "held", anchor, None, "its priority is below the bar", brief.path
            )
        if row.id in self.table.elsewhere and row.id not in self.rows:
            line = self.table.elsewhere[row.id] + 1
            why = "listed in another table of the index section; no row added"
            return IndexAction(row.id, "unchanged", anchor, line, why, brief.path)
        if edited and row.id in self.rows:
            line = self.rows[row.id] + 1
            why = "a reviewer edited this row on the branch; not touched"
            return IndexAction(row.id, "conflict", anchor, line, why, brief.path)
        if row.id in self.rows or row.id in self.new_rows:
            return self._confirm(brief, row, anchor)
        note = ""
        if not anchor:
            if self.smap.fallback is None:
                why = "no section is known for it and the map has no fallback anchor; no row"
                return IndexAction(row.id, "unindexed", "", None, why, brief.path)
            anchor = self.smap.fallback
            note = (
                "no entry holds it and the briefing names no section: filed under "
                f"{self._section_name(anchor)} for the reviewer"
            )
        listed = self.table.listed
        if listed is not None and listed.shape is None:
            return IndexAction(row.id, "unindexed", anchor, None, _unread(listed), brief.path)
        first = anchored_on(row.relation, brief.date) or since
        first = first if DATE.match(first) and first <= brief.date else brief.date
        self.new_rows[row.id] = self._cells(brief, row, anchor, first)
        return IndexAction(row.id, "added", anchor, None, note, brief.path)

    def _cells(self, brief: Brief, row: ArxivRow, anchor: str, first: str) -> list[str]:
        """The new row's cells; of an index kept as a list, its values in COLUMNS order."""
        values = {
            "id": row.id,
            "title": _title(row.title),
            "section": self._section_name(anchor),
            "first": first,
            "last": brief.date,
        }
        if self.table.listed is not None:
            if self.table.listed.named:  # (the list names sections as their headings do)
                values["section"] = section_names(self.editor.doc).get(anchor, values["section"])
            return [inline(values[key]).strip() for key in index_table.COLUMNS]
        cells = [""] * len(self.table.header)
        for key, index in self.table.columns.items():
            if index is not None:
                cells[index] = inline(values[key]).replace("|", "\\|").strip()
        return cells

    def _section_name(self, anchor: str) -> str:
        """A section's code (`§1.2`); an auxiliary anchor (`unsorted`) by its title as the
        document would show it (`待归类`, `Unsorted`)."""
        if anchor not in self.smap.auxiliary:
            return anchor
        return created_heading(self.smap.anchor(anchor), self.editor.doc.headings)

    def _confirm(self, brief: Brief, row: ArxivRow, anchor: str) -> IndexAction:
        note = "marked new by the briefing but already in the index" if row.new else ""
        last = self._last_column()
        if row.id in self.new_rows:
            if last is not None and self.new_rows[row.id][last] < brief.date:
                self.new_rows[row.id][last] = brief.date
            return IndexAction(row.id, "confirmed", anchor, None, note, brief.path)
        index = self.rows[row.id]
        if self.table.listed is not None:
            return self._confirm_item(brief, row, anchor, note)
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
        updated = index_table.replace_cell(current, last, brief.date)
        self.editor.replace_line(index, updated, f"index:{row.id}")
        return IndexAction(row.id, "confirmed", anchor, index + 1, note, brief.path)

    def _last_column(self) -> int | None:
        """Where a planned row keeps its last-confirmed date (a list item: if it shows one)."""
        if self.table.listed is None:
            return self.table.columns["last"]
        return index_table.COLUMNS.index("last") if self.table.listed.days else None

    def _confirm_item(self, brief: Brief, row: ArxivRow, anchor: str, note: str) -> IndexAction:
        """An item of an index kept as a list: its last day moved forward, if it shows one."""
        index = self.rows[row.id]
        current = self.editor.current_line(index)
        shown = index_list.last_day(current)
        if shown is None or shown >= brief.date:
            why = note or ("" if shown else "the item shows no last-confirmed date")
            return IndexAction(row.id, "unchanged", anchor, index + 1, why, brief.path)
        updated = index_list.with_last_day(current, brief.date)
        assert updated is not None
        self.editor.replace_line(index, updated, f"index:{row.id}")
        return IndexAction(row.id, "confirmed", anchor, index + 1, note, brief.path)

    def finish(self) -> None:
        """Queue the new rows after the table's last row (new items after the list's last)."""
        if not self.new_rows:
            return
        if self.table.listed is not None:
            self._finish_list(self.table.listed)
            return
        lines = [(self._row(cells), f"index:{row_id}") for row_id, cells in self.new_rows.items()]
        if self.table.new:
            table_id = f"index-table:{self.config.anchor}"
            header = [(line, table_id) for line in index_table.header_lines(self.config)]
            self.editor.add_table(self.config.anchor, header + lines)
        else:
            self.editor.add_rows(self.table.last_row + 1, lines)

    def _finish_list(self, listed: ListShape) -> None:
        """New items in the list's own shape, after its last item (a list whose shape cannot
        be read gets none: its new ids are reported `unindexed`)."""
        assert listed.shape is not None
        lines: list[tuple[str, str]] = []
        for number, (row_id, cells) in enumerate(self.new_rows.items(), start=1):
            values = dict(zip(index_table.COLUMNS, cells, strict=True))
            lines += [("", f"index:{row_id}")] if listed.loose else []
            lines.append((listed.write(values, number), f"index:{row_id}"))
        self.editor.add_items(self.table.last_row + 1, lines)

    def _row(self, cells: list[str]) -> str:
        return index_table.format_row(cells, self.table.widths)


_DOT_SEPARATOR = lazy(r"\s+·\s+")


def _unread(listed: ListShape) -> str:
    """Why an id gets no item in an index kept as a list whose items cannot be read."""
    return (
        f"the arXiv index is kept as a list, but {listed.problem} (line {listed.line + 1}): "
        "no item added; write its items alike (`- <arXiv id> — <title> (§1.1)`), "
        "or make the index a table"
    )


def _title(title: str) -> str:
    """The title without the briefing's trailing `· figures` remarks."""
    return _DOT_SEPARATOR.split(title, maxsplit=1)[0].strip()


# `9-20锚定`, `10-27 锚定；续立`: the day an id was first anchored in the document
_ANCHORED = lazy(r"(?<!\d)(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?\s*锚定")


def anchored_on(relation: str, today: str) -> str | None:
    """The date a row's relation says the id was anchored on (the latest such day not
    after `today`, in its year or the one before), or None."""
    found = _ANCHORED.search(relation)
    if found is None or not DATE.match(today):
        return None
    month, day = int(found.group("month")), int(found.group("day"))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    year = int(today[:4])
    date = f"{year:04d}-{month:02d}-{day:02d}"
    return date if date <= today else f"{year - 1:04d}-{month:02d}-{day:02d}"


def anchor_for(
    row: ArxivRow,
    routed: dict[str, str],
    smap: SectionMap,
    increments: Sequence[tuple[str, str]] = (),
) -> str:
    """The routed anchor of the increment with this id, else the row's own section, else
    the anchor of the one increment of the briefing (title, anchor) that names the row's
    paper, else a section the relation or the title's keywords name; "" when none."""
    if row.id in routed:
        return routed[row.id]
    for code in row.sections:
        hit = resolve(Suggestion(code, "", code), smap)
        if hit is not None:
            return hit[0]
    naming = _naming(row.title, increments)
    if naming is not None:
        return naming
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


def _naming(title: str, increments: Sequence[tuple[str, str]]) -> str | None:
    """The anchor of the one increment whose title names the paper (`DraftBank` in
    `DraftBank 草稿池 vs EAGLE-4`): its name as the evidence reads names, never a generic
    word or a name of one to three letters. (The names the paper's title files in a
    `Mentions` of its own, found among the names `Mentions.find` looks up in each title:
    with one entry no name is another's first word, so any shared name is a hit; each
    increment's names are worked out once a run, not once a row.)"""
    paper = mention_names(title).keys()
    anchors = {
        anchor for inc_title, anchor in increments if not paper.isdisjoint(names_in(inc_title))
    }
    return anchors.pop() if len(anchors) == 1 else None
