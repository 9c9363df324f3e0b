"""The edits of one run, planned against one parsed document and never applied to it here:
update sub-bullets and notes (at an entry's end or under one of its lines), new entries in a
section's own list style, sections created on first need, index-table rows and cells."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from typing import cast

from patcher.briefing.body import Point
from patcher.briefing.increments import Increment
from patcher.briefing.parse import Brief
from patcher.config.sectionmap import SectionMap
from patcher.document.headentries import HeadStyle, opens_updates, update_place
from patcher.document.identity import Entry
from patcher.document.index_table import Table
from patcher.document.scan import created_heading
from patcher.document.sections import LivingDocument, Section
from patcher.document.unclosed import Unclosed
from patcher.plan.entries import EntryIndex, Planned, Target
from patcher.plan.evidence import identity_keys, names_of, shared_pages
from patcher.plan.form import detect as detect_form
from patcher.plan.model import Block, Plan, Segment
from patcher.plan.placement import (
    TO_BLANK,
    before_html,
    creation_point,
    document_bullet,
    html_before,
    indent_of,
    loose_at,
    number_of,
    open_at_end,
    prefix_of,
    where,
)
from patcher.plan.render import (
    continued_figures,
    detail,
    fill,
    render_points,
    render_values,
)
from patcher.plan.vocabulary import Vocabulary
from patcher.text import marker
from patcher.text.markdown import ATX, ITEM_PREFIX, back_over_blanks
from patcher.text.neutral import neutralise


class Editor:
    """The edits a run plans against one parsed document: update sub-bullets, notes nested
    under a line, new entries, created sections, table rows and cells (each recorded in the
    `Plan` and in the entry index)."""

    def __init__(self, doc: LivingDocument, smap: SectionMap) -> None:
        self.doc = doc
        self.smap = smap
        self.bullet = document_bullet(doc)  # for a list the patcher starts
        self.plan = Plan()
        # Entries of the archive anchor are retired: never continued, never updated; notes
        # in the contradictions anchor are not entries an increment can continue.
        retired = {a for a in (smap.archive, smap.contradictions) if a}
        self.index = EntryIndex(retired, smap.identity.terms, [h.index for h in doc.headings])
        for section in doc.sections:
            if section.anchor.id != smap.archive:
                for entry in section.entries:
                    self.index.add(self._existing(entry))
        self.bottom: dict[str, int] = {}  # anchor → numbered entries added at its bottom
        self.landed: dict[str, Target] = {}  # increment id → the entry that has it
        self.origin: dict[str, str] = {}  # increment id → the briefing that landed it (this run)
        self.entries: dict[str, Block] = {}  # anchor → block of new entries
        self.updates: dict[int, Block] = {}  # entry end → block of update lines
        self.omitted: dict[str, str] = {}  # increment id → what a detail limit left out
        self.inc_keys: dict[str, list[str]] = {}  # increment id → its identity keys
        self.possibly: dict[str, str] = {}  # increment id → `<entry> (why)`
        self.possibly_start: dict[str, int | None] = {}  # … → that entry's line, if already there
        self.possible_at: dict[str, Target] = {}  # increment id → the entry it may continue
        self._vocabulary: Vocabulary | None = None  # (read when an increment needs it)
        # the tables of the arXiv index's section with an id column, located when a paper is
        # first looked up in it (`listed_papers.paper_home`: once a run, not once an increment)
        self.index_tables: list[Table] | None = None
        self.shared_pages: set[str] = set()  # `url:` keys a briefing's increments share
        self.briefs_read: set[str] = set()
        self.beside_products: dict[str, bool] = {}  # anchor → incidents filed beside products
        self.form = detect_form(doc)  # how a formatter keeps the document, if one does
        # (first, end) of `_lines` → the block the lines end inside, and the line of the HTML
        # block a sub-bullet goes before (`_open_at_end`, `_html_before`)
        self._lines: tuple[str, ...] = ()
        self._open: dict[tuple[int, int], Unclosed | None] = {}
        self._html: dict[tuple[int, int], int | None] = {}

    def _existing(self, entry: Entry) -> Target:
        # a few prefixes, shared by the many entries without sub-points of their own
        sub_prefix = entry.sub_prefix or self._new_sub_prefix(entry)
        number = number_of(sub_prefix)
        return Target(entry, entry.ids, sub_prefix, number)

    def _new_sub_prefix(self, entry: Entry) -> str:
        """The prefix of a first sub-item of an entry that has none (worked out only then)."""
        heads = self.doc.section(entry.anchor).heads if entry.prefix[:1] == "#" else None
        column = "" if heads else " " * entry.content_column
        return sys.intern(column + (heads.bullet if heads else self.bullet))

    def _expect(self, anchor: str, entries: int, item_id: str) -> None:
        count, ids = self.plan.expect.get(anchor, (0, set()))
        self.plan.expect[anchor] = (count + entries, ids | {item_id})

    def vocabulary(self) -> Vocabulary:
        """The words of each main section's entries (read once, when an increment nothing
        routed needs them: most runs never do)."""
        if self._vocabulary is None:
            main = [a.id for a in self.smap.anchors if a.id not in self.smap.auxiliary]
            self._vocabulary = Vocabulary(self.doc, main)
        return self._vocabulary

    def keys_of(self, inc: Increment) -> list[str]:
        """The increment's identity keys (kept: notes ask for them again), without the
        pages several increments of one briefing cite (`read_brief`)."""
        if inc.id not in self.inc_keys:
            self.inc_keys[inc.id] = identity_keys(inc, self.smap)
        return [k for k in self.inc_keys[inc.id] if k not in self.shared_pages]

    def read_brief(self, brief: Brief) -> None:
        """Note the pages several increments of the briefing cite (once per briefing)."""
        if brief.path not in self.briefs_read:
            self.briefs_read.add(brief.path)
            self.shared_pages |= shared_pages(brief.increments, self.smap)

    def open_end(self, target: Target) -> str | None:
        """Why a sub-bullet cannot go at the end of this entry of the document: it ends
        inside a code fence, comment or `<pre>` block it leaves open (GitHub would show the
        sub-bullet inside it); None when it can (an entry planned in this run always can)."""
        lines, start, end = target.source
        if target.planned is not None or end <= start:
            return None
        found = self._open_at_end(lines, start, end)
        if found is None or self._blank_first(target) or self._before_html(target) is not None:
            return None
        return f"it ends inside {found.what} opened at line {start + found.line + 1}"

    def _blank_first(self, target: Target) -> bool:
        """The entry ends in an HTML block that runs to a blank line (`<details>` … `</details>`)
        and its list is loose already: a sub-bullet after a blank line ends the block and
        stays in the entry, and GitHub shows the list's other items as before (in a tight list
        the blank line would turn them into paragraphs)."""
        lines, start, end = target.source
        if target.planned is not None or end <= start:
            return False
        found = self._open_at_end(lines, start, end)
        if found is None or found.closer != TO_BLANK:
            return False
        section = self.doc.section(target.anchor)
        return loose_at(lines, section.start, section.end, start)

    def _before_html(self, target: Target) -> int | None:
        """The line of the `<details>`-like block an entry of a tight list ends in: its
        bulleted sub-bullets go just before it (after it they would be inside the block,
        and a blank line to end the block would turn the list's items into paragraphs)."""
        lines, start, end = target.source
        if target.planned is not None or end <= start or target.sub_number is not None:
            return None
        found = self._html_before(lines, start, end)
        if found is None or self._blank_first(target):
            return None
        return start + found

    def _open_at_end(self, lines: Sequence[str], start: int, end: int) -> Unclosed | None:
        """`open_at_end` of lines [start, end), read once per span of one tuple of lines (a
        document's, which never changes: a run's edits are its plan's). An update is asked
        about three times or more (`open_end`, `_blank_first`, `_before_html`)."""
        if not self._spans_of(lines):
            return open_at_end(lines[start:end])
        if (start, end) not in self._open:
            self._open[start, end] = open_at_end(lines[start:end])
        return self._open[start, end]

    def _html_before(self, lines: Sequence[str], start: int, end: int) -> int | None:
        """`before_html` of lines [start, end), read once per span (as `_open_at_end`, whose
        reading it takes)."""
        if not self._spans_of(lines):
            return before_html(lines[start:end])
        if (start, end) not in self._html:
            found = self._open_at_end(lines, start, end)
            self._html[start, end] = html_before(lines[start:end], found)
        return self._html[start, end]

    def _spans_of(self, lines: Sequence[str]) -> bool:
        """Whether the spans read are kept for `lines`: a tuple (kept with them, the readings
        of another's spans forgotten)."""
        if lines is self._lines:
            return True
        if not isinstance(lines, tuple):
            return False
        self._lines, self._open, self._html = lines, {}, {}
        return True

    def update(self, target: Target, inc: Increment, date: str, anchor: str) -> None:
        """A dated update sub-bullet (or history line) at the end of the entry; its marker
        carries the increment's keys and name."""
        part = detail(inc, self.smap.anchor(anchor), self.smap)
        values = render_values(inc, date, anchor, self.smap, part)
        self.omitted[inc.id] = part.omitted
        template = self.smap.template.update
        if inc.continued and (history := continued_figures(inc.title, target.body)):
            values["figures"] = neutralise(history)
            template = self.smap.template.history
        text = fill(template, values) or neutralise(inc.title)
        named = [k for k in names_of(inc.title).keys if not self.index.named_elsewhere(target, k)]
        keys = self.keys_of(inc) + named  # (not another entry's name: a board's, a score filed
        points = render_points(part.points, "", self.bullet)  # under the product it ranks)
        self.append_sub(target, text, inc.id, points, keys)

    def append_sub(
        self,
        target: Target,
        text: str,
        item_id: str,
        children: list[str] | None = None,
        keys: Sequence[str] = (),
    ) -> None:
        """Add a sub-bullet (update, history or note) at the end of an entry; `children`
        are lines relative to the sub-bullet's content column; its marker carries `keys`
        (an update's: the increment's, so later increments find the entry by them)."""
        prefix = target.sub_prefix
        if target.sub_number is not None:
            target.sub_number += not self.form.repeat_numbers  # `1.` throughout stays so
            prefix = re.sub(r"\d+", str(target.sub_number), prefix, count=1)
        column = " " * len(prefix.expandtabs(4))
        added = [f"{prefix}{text} {marker.write(item_id, keys)}"]
        if keys:
            self.index.add_keys(target, keys)
        added += [column + line if line else "" for line in children or []]
        self.index.hold(target, item_id)
        self.index.extend(target, added)
        self._expect(target.anchor, 0, item_id)
        segment = [(line, item_id) for line in added]
        heads = self._heads(target)
        if heads is not None:
            self._head_update(target, segment, heads)
        elif target.planned is not None:
            target.planned.extend(segment)
        elif target.position in self.updates:
            self.updates[target.position].segments[0].extend(segment)
        else:
            position = target.position
            html = self._before_html(target)
            self.updates[position] = self.plan.add(
                position if html is None else html,
                "update",
                segment,
                leading=self._blank_first(target),
                trailing=html is None and self._absorbed(position),
            )

    def _heads(self, target: Target) -> HeadStyle | None:
        """The style of the target's section when the target is a heading entry."""
        if not self.doc.has(target.anchor):
            return None
        heads = self.doc.section(target.anchor).heads
        entry = target.entry
        if heads is None or (entry is not None and entry.prefix[:1] != "#"):
            return None
        if entry is None and not (target.planned and target.planned[0][0].startswith("#")):
            return None
        return heads

    def _head_update(self, target: Target, segment: Segment, heads: HeadStyle) -> None:
        """An update item in a heading entry's update list, in the list's order (opening
        the list, under the section's label, when the entry has none)."""
        item_id = segment[0][1]
        entry = target.entry
        if entry is None:
            held = cast(Segment, target.planned)
            if not any(opens_updates(line, heads) for line, _ in held):
                held.extend((line, item_id) for line in heads.opener())
        else:
            position, opener = update_place(self.doc.text.lines, entry, heads)
            block = self.updates.get(position)
            if block is None:
                opened = [(line, item_id) for line in opener]
                block = self.updates[position] = self.plan.add(position, "headupdate", opened)
            held = block.segments[0]
        first = next(
            (n for n, (line, _) in enumerate(held) if opens_updates(line, heads)), len(held)
        )
        at = first if heads.newest_first else len(held)
        held[at:at] = segment

    def _absorbed(self, position: int) -> bool:
        """Whether the original line at `position` would read as a lazy continuation of
        lines inserted before it (text, not a blank line, list item or heading): a blank
        line keeps it out."""
        lines = self.doc.text.lines
        if position >= len(lines) or not lines[position].strip():
            return False
        return not ITEM_PREFIX.match(lines[position]) and not ATX.match(lines[position])

    def nest_under(self, target: Target, line: str, text: str, item_id: str) -> None:
        """Add a sub-bullet under one line of an entry (after that line's own children),
        whether the line is in the document or planned in this run: a note restating an
        earlier note goes under it."""
        column = len(prefix_of(line).expandtabs(4))
        new = f"{' ' * column}{self.bullet}{text} {marker.write(item_id)}"
        self.index.hold(target, item_id)
        self.index.extend(target, [new])
        self._expect(target.anchor, 0, item_id)
        for segment in self._planned_segments(target):
            at = next((n for n, (planned, _) in enumerate(segment) if planned == line), None)
            if at is not None:
                end = at + 1
                while end < len(segment) and indent_of(segment[end][0]) >= column:
                    end += 1
                segment.insert(end, (new, item_id))
                return
        lines = self.doc.text.lines
        index = next(i for i in range((target.start or 1) - 1, target.position) if lines[i] == line)
        end = index + 1
        while end < target.position and (not lines[end].strip() or indent_of(lines[end]) >= column):
            end += 1
        self.plan.add(back_over_blanks(lines, end, index + 1), "nested", [(new, item_id)])

    def _planned_segments(self, target: Target) -> list[Segment]:
        if target.planned is not None:
            return [target.planned]
        block = self.updates.get(target.position)
        return list(block.segments) if block is not None else []

    def insert(self, inc: Increment, date: str, anchor: str, keys: list[str]) -> Target:
        """A new entry for the increment in the anchor's section (created if missing)."""
        heads = self.doc.section(anchor).heads if self.doc.has(anchor) else None
        if heads is not None:
            return self._insert_heading(inc, date, anchor, keys, heads)
        prefix = self.prefix_for(anchor)
        part = detail(inc, self.smap.anchor(anchor), self.smap)
        values = render_values(inc, date, anchor, self.smap, part)
        self.omitted[inc.id] = part.omitted
        lead = fill(self.smap.template.entry, values) or neutralise(inc.title)
        sub_prefix = " " * len(prefix.expandtabs(4)) + self.bullet
        lines = [f"{prefix}{lead} {marker.write(inc.id, keys)}"]
        details = self.smap.template.details if self.smap.anchor(anchor).detail == "full" else ()
        for template in details:
            if "{points}" in template:
                lines += self._points_lines(template, values, part.points, sub_prefix)
            elif line := fill(template, values):
                lines.append(f"{sub_prefix}{line}")
        return self.add_entry(anchor, lines, inc.id, keys, inc.title)

    def _insert_heading(
        self, inc: Increment, date: str, anchor: str, keys: list[str], heads: HeadStyle
    ) -> Target:
        """A new heading entry at the end of a section whose entries are headings: the
        title as its heading (with the marker, as a list entry's first line has it), the
        summary and each detail line (points joined) as its paragraphs; its updates come
        later, under the section's label."""
        part = detail(inc, self.smap.anchor(anchor), self.smap)
        values = render_values(inc, date, anchor, self.smap, part)
        self.omitted[inc.id] = part.omitted
        title = neutralise(inc.title).rstrip("#").rstrip() or neutralise(inc.title)
        summary = fill("{summary}", values) or title  # (made safe to start a line)
        heading = f"{'#' * heads.level} {title}{marker.write(inc.id, keys)}"  # (no space: a
        # space before the comment would end the slug GitHub makes of the heading with `-`)
        lines = [heading, "", summary]
        for template in self.smap.template.details:
            if line := fill(template, values):
                lines += ["", line]
        section = self.doc.section(anchor)
        text = self.doc.text.lines
        position = back_over_blanks(text, section.end, section.start)
        trailing = position < len(text) and bool(text[position].strip())
        segment: Segment = [(line, inc.id) for line in lines]
        self.plan.add(position, "headentry", segment, True, trailing)
        self._expect(anchor, 1, inc.id)
        target = self._planned_target(anchor, lines, inc.id, keys, inc.title, position, segment)
        target.sub_prefix = heads.bullet
        return target

    def _points_lines(
        self, template: str, values: dict[str, str], points: tuple[Point, ...], sub_prefix: str
    ) -> list[str]:
        """A `{points}` detail line: the points as sub-bullets, under the line's label when
        it has one (`要点：{points}`)."""
        if not points:
            return []
        indent = sub_prefix[: len(sub_prefix) - len(self.bullet)]
        rest = template.replace("{points}", "").strip()
        label = fill(rest, values) if rest else None
        if not label:
            return render_points(points, indent, self.bullet)
        deeper = indent + " " * len(self.bullet)
        return [f"{sub_prefix}{label}", *render_points(points, deeper, self.bullet)]

    def add_entry(
        self, anchor: str, lines: list[str], item_id: str, keys: list[str], title: str
    ) -> Target:
        """Plan a new top-level entry (its lines already carry the section's prefix)."""
        segment: Segment = [(line, item_id) for line in lines]
        if not self.doc.has(anchor):
            created = self.section_block(anchor)
            created.segments.append(segment)
            self._expect(anchor, 1, item_id)
            return self._planned_target(anchor, lines, item_id, keys, title, created.position)
        section = self.doc.section(anchor)
        position, _, leading, trailing = self._place(section, count=False)
        separate = section.loose and bool(section.own_entries)
        block = self.entries.get(anchor)
        if block is None or separate:
            block = self.plan.add(position, "entry", segment, leading, trailing)
            self.entries[anchor] = block
        else:
            block.segments.append(segment)
        self._expect(anchor, 1, item_id)
        return self._planned_target(anchor, lines, item_id, keys, title, position, segment)

    def _planned_target(
        self,
        anchor: str,
        lines: list[str],
        item_id: str,
        keys: list[str],
        title: str,
        position: int,
        segment: Segment | None = None,
    ) -> Target:
        planned = segment if segment is not None else self._last_segment(anchor)
        target = Target(
            Planned(anchor, frozenset(keys), position, planned, title),
            frozenset({item_id}),
            " " * len(prefix_of(lines[0]).expandtabs(4)) + self.bullet,
            None,
            text="\n".join(lines),
        )
        return self.index.add(target)

    def _last_segment(self, anchor: str) -> Segment:
        return self.plan.created[anchor].segments[-1]

    def section_block(self, anchor_id: str) -> Block:
        """The block that creates an auxiliary anchor's section the document lacks: its
        heading, placed where the map's order puts it among the sections present."""
        if anchor_id in self.plan.created:
            return self.plan.created[anchor_id]
        anchor = self.smap.anchor(anchor_id)
        position, level = creation_point(self.doc, self.smap, anchor_id)
        lines = self.doc.text.lines
        leading = position > 0 and bool(lines[position - 1].strip())
        trailing = position < len(lines) and bool(lines[position].strip())
        marker_id = f"section:{anchor_id}"
        title = created_heading(anchor, self.doc.headings)  # in the document's own language
        heading = [(f"{'#' * level} {title}", marker_id), ("", marker_id)]
        block = self.plan.add(position, "section", heading, leading, trailing)
        self.plan.created[anchor_id] = block
        return block

    def add_table(self, anchor_id: str, rows: Segment) -> None:
        """Plan a new pipe table at the end of an anchor's section (created if missing)."""
        if not self.doc.has(anchor_id):
            self.section_block(anchor_id).segments.append(rows)
            return
        section = self.doc.section(anchor_id)
        lines = self.doc.text.lines
        position = back_over_blanks(lines, section.end, section.start)
        trailing = position < len(lines) and bool(lines[position].strip())
        self.plan.add(position, "row", rows, leading=True, trailing=trailing)

    def current_line(self, index: int) -> str:
        """Original line `index` as this run's plan leaves it (a replacement, if planned)."""
        return self.plan.replacements.get(index, (self.doc.text.lines[index], ""))[0]

    def replace_line(self, index: int, line: str, item_id: str) -> None:
        """Plan original line `index` replaced by `line` (verification allows table rows only)."""
        self.plan.replacements[index] = (line, item_id)

    def add_rows(self, position: int, rows: Segment) -> None:
        """Plan table rows inserted before original line `position`."""
        self.plan.add(position, "row", rows)

    def add_items(self, position: int, items: Segment) -> None:
        """Plan items of an arXiv index kept as a list inserted before original line
        `position` (verified as list items, not as entries)."""
        self.plan.add(position, "item", items)

    def _place(self, section: Section, count: bool = True) -> tuple[int, str, bool, bool]:
        """Where a new entry of the section goes (numbering on from its bottom when `count`)."""
        bumped = self.bottom.get(section.anchor.id, 0) + 1
        place = where(self.doc, section, self.bullet, bumped, self.form.repeat_numbers)
        if count and place.numbered:
            self.bottom[section.anchor.id] = bumped
        return (
            place.position,
            place.prefix if count else place.unbumped,
            place.leading,
            place.trailing,
        )

    def unsure_place(self, anchor: str) -> bool:
        """Whether a new entry of `anchor` goes after lists that may not hold its entries
        (lists of links only): the reviewer should check where it landed."""
        return self.doc.has(anchor) and self.doc.section(anchor).unsure

    def prefix_for(self, anchor: str) -> str:
        """The bullet prefix a new entry of `anchor` takes (numbering continues)."""
        if not self.doc.has(anchor):
            return self.bullet
        return self._place(self.doc.section(anchor))[1]
