"""Routed increments → planned insertions (new bullets, dated sub-bullets) spliced into the text."""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from typing import Literal

from patcher.briefing.body import Point
from patcher.briefing.increments import Increment
from patcher.briefing.parse import Brief
from patcher.config.sectionmap import SectionMap
from patcher.document.identity import Entry
from patcher.document.scan import created_heading
from patcher.document.sections import LivingDocument, Section
from patcher.plan.form import detect as detect_form
from patcher.plan.matching import LeadIndex, by_relation, by_title
from patcher.plan.render import (
    continued_figures,
    detail,
    fill,
    marker,
    render_points,
    render_values,
)
from patcher.plan.routes import Route, Via
from patcher.text import refs
from patcher.text.markdown import ATX, ITEM_PREFIX, back_over_blanks
from patcher.text.neutral import inline, neutralise
from patcher.text.normalise import fold, squash
from patcher.text.source import Text

ACTIONS = ("inserted", "updated", "unchanged", "unrouted", "conflict")


@dataclass(frozen=True)
class Action:
    """What happened to one increment."""

    id: str
    title: str
    anchor: str
    action: str
    via: Via
    matched: str | None
    line: int | None
    flags: tuple[str, ...] = ()
    brief: str = ""
    omitted: str = ""  # what a detail limit left out (`5 points, 1 table`)
    reason: str = ""  # why a `conflict` was not applied


Segment = list[tuple[str, str]]  # (line text, id of the increment that wrote it)


# What a block holds; at one position they go "nested", "update", then "entry"/"row", then
# "section" (output/splice.py).
BlockKind = Literal["nested", "update", "entry", "row", "section"]


@dataclass
class Block:
    """Lines inserted before one original line index: entries' segments, with blank padding."""

    position: int
    order: int
    kind: BlockKind
    segments: list[Segment] = field(default_factory=list)
    leading: bool = False
    trailing: bool = False

    @property
    def lines(self) -> list[str]:
        body = [line for segment in self.segments for line, _ in segment]
        return [""] * self.leading + body + [""] * self.trailing

    def first_lines(self) -> dict[str, int]:
        """0-based offset in `lines` of each increment's first line."""
        offsets: dict[str, int] = {}
        offset = int(self.leading)
        for segment in self.segments:
            for _line, increment_id in segment:
                offsets.setdefault(increment_id, offset)
                offset += 1
        return offsets


@dataclass
class Plan:
    """Blocks of new lines, keyed by the original line index they go before."""

    blocks: list[Block] = field(default_factory=list)
    # Whole-line replacements (index-table cells): original index → (new line, item id).
    replacements: dict[int, tuple[str, str]] = field(default_factory=dict)
    # What verification must find afterwards: anchor → (new top-level entries, item ids).
    expect: dict[str, tuple[int, set[str]]] = field(default_factory=dict)
    # Sections created in this run: anchor id → the block that holds heading and content.
    created: dict[str, Block] = field(default_factory=dict)

    def add(
        self,
        position: int,
        kind: BlockKind,
        segment: Segment,
        leading: bool = False,
        trailing: bool = False,
    ) -> Block:
        block = Block(position, len(self.blocks), kind, [segment], leading, trailing)
        self.blocks.append(block)
        return block

    def changes(self, old: Text) -> list[tuple[int, int, int, int]]:
        """The plan as (old i1, i2, new j1, j2) changes, for the diff."""
        sizes: dict[int, int] = {}
        for block in self.blocks:
            sizes[block.position] = sizes.get(block.position, 0) + len(block.lines)
        total = len(old.lines)
        changes = []
        for position, size in sizes.items():
            after = position + self.shift(position)  # new index of old line `position`
            changes.append((position, position, after - size, after))
            if position == total and old.endings[-1] == "":  # the last line gains an ending
                last = total - 1 + self.shift(total - 1)
                changes.append((total - 1, total, last, last + 1))
        for index in self.replacements:
            at = index + self.shift(index)
            changes.append((index, index + 1, at, at + 1))
        return changes

    def shift(self, index: int) -> int:
        """How many new lines land before original line index `index`."""
        return sum(len(b.lines) for b in self.blocks if b.position <= index)


@dataclass(slots=True)
class Target:
    """An entry that can take update sub-bullets: one already in the document or one planned.

    An existing entry's text (`body`) is read from the document's lines when first asked
    for: most entries of a large document are never looked at closely.
    """

    anchor: str
    keys: AbstractSet[str]
    ids: set[str] | frozenset[str]  # frozen as read; a set once the run adds to it
    position: int
    sub_prefix: str
    sub_number: int | None
    start: int | None = None  # 1-based first line of an entry already in the document
    planned: Segment | None = None  # the lines of an entry planned in this run
    title: str = ""
    text: str | None = field(default=None, repr=False)  # the body, once read or planned
    source: tuple[Sequence[str], int, int] = field(default=((), 0, 0), repr=False)
    split: list[str] | None = field(default=None, repr=False)  # the body's lines, once asked

    @property
    def body(self) -> str:
        """The entry's text, to recognise a note it already has (updates included)."""
        if self.text is None:
            lines, start, end = self.source
            self.text = "\n".join(lines[start:end])
        return self.text

    @body.setter
    def body(self, value: str) -> None:
        self.text, self.split = value, None

    def lines(self) -> list[str]:
        """The body's lines (kept, and extended as lines are added: notes read them often)."""
        if self.split is None:
            self.split = self.body.split("\n")
        return self.split

    def extend(self, added: list[str]) -> None:
        """Lines added to the entry in this run."""
        lines = self.split
        self.body = self.body + "\n" + "\n".join(added)
        if lines is not None:
            lines.extend(added)
            self.split = lines

    def tokens(self, pattern: re.Pattern[str]) -> set[str]:
        """What `pattern` finds on the body's lines (without reading the body for good)."""
        if self.text is not None:
            return set(pattern.findall(self.text))
        lines, start, end = self.source
        return {token for line in lines[start:end] for token in pattern.findall(line)}


def identity_keys(inc: Increment, smap: SectionMap) -> list[str]:
    """The increment's own identity, strongest first: arXiv id, GitHub ref, named entity."""
    keys: list[str] = []
    if smap.identity.arxiv and inc.primary_arxiv:
        keys.append(f"arxiv:{inc.primary_arxiv}")
    if smap.identity.github:
        own = "\n".join(
            [inc.title, inc.sources, *(f.text for f in inc.fields if f.key in ("arxiv", "url"))]
        )
        repos = refs.github_repos(own)
        keys += [
            f"gh:{g}"
            for g in refs.github_refs(own, repos[0] if len(repos) == 1 else None)
            if not g.startswith("#")
        ]
    keys += [f"entity:{e.name}" for e in smap.identity.entities if e.matches(inc.title)]
    return keys


def suffixed(item_id: str, title: str) -> str:
    """An id made unique by its content: `2026-09-21#1` → `2026-09-21#1.3fa2c1`."""
    digest = hashlib.sha1(fold(title).encode("utf-8")).hexdigest()[:6]
    return f"{item_id.split('.')[0]}.{digest}"


class Editor:
    """Plans every increment of one run against one parsed document."""

    def __init__(self, doc: LivingDocument, smap: SectionMap) -> None:
        self.doc = doc
        self.smap = smap
        self.bullet = document_bullet(doc)  # for a list the patcher starts
        self.plan = Plan()
        # Entries of the archive anchor are retired: never continued, never updated.
        self.targets = [
            self._existing(e)
            for s in doc.sections
            for e in s.entries
            if s.anchor.id != smap.archive
        ]
        # Notes in the contradictions anchor are not entries an increment can continue.
        self.retired = {smap.archive, smap.contradictions} - {None}
        self.bottom: dict[str, int] = {}
        self.landed: dict[str, Target] = {}  # increment id → the entry that has it
        self.origin: dict[str, str] = {}  # increment id → the briefing that landed it (this run)
        self.entries: dict[str, Block] = {}  # anchor → block of new entries
        self.updates: dict[int, Block] = {}  # entry end → block of update lines
        self.omitted: dict[str, str] = {}  # increment id → what a detail limit left out
        self.holders: dict[str, list[Target]] = {}  # increment id without suffix → entries
        self.by_day: dict[tuple[int, str], list[str]] = {}  # (entry, day) → ids it holds
        self.inc_keys: dict[str, list[str]] = {}  # increment id → its identity keys
        self.by_key: dict[str, list[Target]] = {}  # identity key → entries, in order
        self.names = LeadIndex()  # the targets' leads by name (kept up with `targets`)
        self.form = detect_form(doc)  # how a formatter keeps the document, if one does
        for target in self.targets:
            self._index(target)

    def _existing(self, entry: Entry) -> Target:
        sub_prefix = entry.sub_prefix or " " * entry.content_column + self.bullet
        number = _number(sub_prefix)
        return Target(
            entry.anchor,
            entry.keys,
            entry.ids,
            entry.end,
            sub_prefix,
            number,
            start=entry.start + 1,
            title=entry.lead,
            source=(self.doc.text.lines, entry.start, entry.end),
        )

    def apply(self, brief: Brief, inc: Increment, route: Route) -> Action:
        keys = self.keys_of(inc)
        flags = ["fallback"] if route.flagged else []
        if inc.adjacent:
            flags.append("adjacent")
        done, taken = self._applied(inc)
        if done is not None:
            self.landed[inc.id] = done
            return self._action(brief, inc, route, "unchanged", f"id:{inc.id}", done, flags)
        if taken:  # another briefing of that day holds the id: this one gets its own
            inc = replace(inc, id=suffixed(inc.id, inc.title))
        target, matched = self._match(keys, route.anchor)
        if target is None:
            target, matched = self._match_name(inc, route.anchor)
        if target is not None and self._reported_today(target, brief):
            self.landed[inc.id] = target
            flags.append("same-day-duplicate")
            return self._action(brief, inc, route, "unchanged", matched, target, flags)
        if target is not None:
            self._update(target, inc, brief.date, route.anchor)
            self.landed[inc.id] = target
            self.origin[inc.id] = brief.path
            return self._action(brief, inc, route, "updated", matched, target, flags)
        if inc.continued:
            flags.append("continued-but-new")
        target = self._insert(inc, brief.date, route.anchor, keys)
        self.landed[inc.id] = target
        self.origin[inc.id] = brief.path
        return self._action(brief, inc, route, "inserted", None, target, flags)

    def _applied(self, inc: Increment) -> tuple[Target | None, bool]:
        """The entry that already has this increment (its id, or the id's number on the same
        day with the same title), and whether another increment holds the id."""
        base = inc.id.split(".")[0]
        holders = self.holding(base)
        title = squash(inline(inc.title).replace("\\", ""))  # as written: neutralised
        for target in holders:
            lead = target.body.split("\n", 1)[0]
            own_entry = any(f"id={i}" in lead for i in target.ids if i.split(".")[0] == base)
            # an entry the id created shows its title; an update line may show only figures
            if (title and title in squash(target.body.replace("\\", ""))) or (
                inc.id in target.ids and not own_entry
            ):
                return target, False
        return None, bool(holders)

    def _index(self, target: Target) -> None:
        for item_id in list(target.ids):
            self._held_by(target, item_id)
        for key in target.keys:
            self.by_key.setdefault(key, []).append(target)

    def keys_of(self, inc: Increment) -> list[str]:
        """The increment's identity keys (kept: notes ask for them again)."""
        if inc.id not in self.inc_keys:
            self.inc_keys[inc.id] = identity_keys(inc, self.smap)
        return list(self.inc_keys[inc.id])

    def _held_by(self, target: Target, item_id: str) -> None:
        """Index the entry under the increment id it now holds (for `_applied`), and under
        the id's day (for `_reported_today`)."""
        if item_id not in target.ids:
            if isinstance(target.ids, frozenset):
                target.ids = set(target.ids)
            target.ids.add(item_id)
        self.holders.setdefault(item_id.split(".")[0], []).append(target)
        if "#" in item_id:
            self.by_day.setdefault((id(target), item_id.split("#", 1)[0]), []).append(item_id)

    def _reported_today(self, target: Target, brief: Brief) -> bool:
        """Another briefing of the same day, in this run, already landed on this entry."""
        return any(
            self.origin.get(i, brief.path) != brief.path
            for i in self.by_day.get((id(target), brief.date), ())
            if "#c" not in i
        )

    def _expect(self, anchor: str, entries: int, item_id: str) -> None:
        count, ids = self.plan.expect.get(anchor, (0, set()))
        self.plan.expect[anchor] = (count + entries, ids | {item_id})

    def _action(
        self,
        brief: Brief,
        inc: Increment,
        route: Route,
        action: str,
        matched: str | None,
        target: Target,
        flags: list[str],
    ) -> Action:
        line = target.start if action == "unchanged" else None
        return Action(
            inc.id,
            inc.title,
            target.anchor,
            action,
            route.via,
            matched,
            line,
            tuple(flags),
            brief.path,
            self.omitted.get(inc.id, "") if action != "unchanged" else "",
        )

    def holding(self, item_id: str) -> list[Target]:
        """The entries that hold an increment or note id (with or without its suffix)."""
        return list({id(t): t for t in self.holders.get(item_id.split(".")[0], ())}.values())

    def _match(self, keys: list[str], anchor: str) -> tuple[Target | None, str | None]:
        for key in keys:
            hits = [t for t in self.by_key.get(key, ()) if t.anchor not in self.retired]
            if hits:
                local = [t for t in hits if t.anchor == anchor]
                return (local or hits)[0], key
        return None, None

    def _match_name(self, inc: Increment, anchor: str) -> tuple[Target | None, str | None]:
        """The entry the relation line names, else the one whose own name is the title's
        subject; entries of the routed anchor first."""
        while len(self.names.leads) < len(self.targets):
            self.names.add(self.targets[len(self.names.leads)].title)
        near = sorted(self.names.candidates(inc.relation, inc.title))
        live = [self.targets[i] for i in near if self.targets[i].anchor not in self.retired]
        live.sort(key=lambda t: t.anchor != anchor)
        leads = [t.title for t in live]
        found = by_relation(inc.relation, inc.title, leads) or by_title(inc.title, leads)
        return (live[found.index], found.key) if found else (None, None)

    def _update(self, target: Target, inc: Increment, date: str, anchor: str) -> None:
        part = detail(inc, self.smap.anchor(anchor), self.smap)
        values = render_values(inc, date, anchor, self.smap, part)
        self.omitted[inc.id] = part.omitted
        template = self.smap.template.update
        if inc.continued and (history := continued_figures(inc.title, target.body)):
            values["figures"] = neutralise(history)
            template = self.smap.template.history
        text = fill(template, values) or neutralise(inc.title)
        self.append_sub(target, text, inc.id, render_points(part.points, "", self.bullet))

    def append_sub(
        self, target: Target, text: str, item_id: str, children: list[str] | None = None
    ) -> None:
        """Add a sub-bullet (update, history or note) at the end of an entry; `children`
        are lines relative to the sub-bullet's content column."""
        prefix = target.sub_prefix
        if target.sub_number is not None:
            target.sub_number += not self.form.repeat_numbers  # `1.` throughout stays so
            prefix = re.sub(r"\d+", str(target.sub_number), prefix, count=1)
        column = " " * len(prefix.expandtabs(4))
        added = [f"{prefix}{text} {marker(item_id, [])}"]
        added += [column + line if line else "" for line in children or []]
        self._held_by(target, item_id)
        target.extend(added)
        self._expect(target.anchor, 0, item_id)
        segment = [(line, item_id) for line in added]
        if target.planned is not None:
            target.planned.extend(segment)
        elif target.position in self.updates:
            self.updates[target.position].segments[0].extend(segment)
        else:
            position = target.position
            self.updates[position] = self.plan.add(
                position, "update", segment, trailing=self._absorbed(position)
            )

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
        column = len(_prefix_of(line).expandtabs(4))
        new = f"{' ' * column}{self.bullet}{text} {marker(item_id, [])}"
        self._held_by(target, item_id)
        target.extend([new])
        self._expect(target.anchor, 0, item_id)
        for segment in self._planned_segments(target):
            at = next((n for n, (planned, _) in enumerate(segment) if planned == line), None)
            if at is not None:
                end = at + 1
                while end < len(segment) and _indent_of(segment[end][0]) >= column:
                    end += 1
                segment.insert(end, (new, item_id))
                return
        lines = self.doc.text.lines
        index = next(i for i in range((target.start or 1) - 1, target.position) if lines[i] == line)
        end = index + 1
        while end < target.position and (
            not lines[end].strip() or _indent_of(lines[end]) >= column
        ):
            end += 1
        self.plan.add(back_over_blanks(lines, end, index + 1), "nested", [(new, item_id)])

    def _planned_segments(self, target: Target) -> list[Segment]:
        if target.planned is not None:
            return [target.planned]
        block = self.updates.get(target.position)
        return list(block.segments) if block is not None else []

    def _insert(self, inc: Increment, date: str, anchor: str, keys: list[str]) -> Target:
        prefix = self.prefix_for(anchor)
        part = detail(inc, self.smap.anchor(anchor), self.smap)
        values = render_values(inc, date, anchor, self.smap, part)
        self.omitted[inc.id] = part.omitted
        lead = fill(self.smap.template.entry, values) or neutralise(inc.title)
        sub_prefix = " " * len(prefix.expandtabs(4)) + self.bullet
        lines = [f"{prefix}{lead} {marker(inc.id, keys)}"]
        details = self.smap.template.details if self.smap.anchor(anchor).detail == "full" else ()
        for template in details:
            if "{points}" in template:
                lines += self._points_lines(template, values, part.points, sub_prefix)
            elif line := fill(template, values):
                lines.append(f"{sub_prefix}{line}")
        return self.add_entry(anchor, lines, inc.id, keys, inc.title)

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
        position, _, leading, trailing = self._where(section, count=False)
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
        target = Target(
            anchor,
            frozenset(keys),
            frozenset({item_id}),
            position,
            " " * len(_prefix_of(lines[0]).expandtabs(4)) + self.bullet,
            None,
            planned=segment if segment is not None else self._last_segment(anchor),
            title=title,
            text="\n".join(lines),
        )
        self.targets.append(target)
        self._index(target)
        return target

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

    def prefix_for(self, anchor: str) -> str:
        """The bullet prefix a new entry of `anchor` takes (numbering continues)."""
        if not self.doc.has(anchor):
            return self.bullet
        return self._where(self.doc.section(anchor))[1]

    def _where(self, section: Section, count: bool = True) -> tuple[int, str, bool, bool]:
        """Insertion index, bullet prefix, and whether blank lines go before/after."""
        lines = self.doc.text.lines
        entries = section.own_entries
        anchor = section.anchor
        if not entries:  # a new list at the end of the anchor's own part
            position = back_over_blanks(lines, section.own_end, section.start)
            trailing = position < len(lines) and bool(lines[position].strip())
            return position, self.bullet, True, trailing
        if anchor.insert == "top":
            first = next(e for e in entries if e.start == section.first_item)
            return first.start, first.prefix, False, section.loose
        last = max(
            (e for e in entries if e.end == section.list_end),
            key=lambda e: e.start,
            default=entries[-1],
        )
        prefix = last.prefix
        numbers = {e.number for e in entries if e.number is not None}
        repeated = len(numbers) == 1 and (len(entries) > 1 or self.form.repeat_numbers)
        if last.number is not None and count and not repeated:  # `1.` throughout stays so
            bumped = self.bottom.get(anchor.id, 0) + 1
            self.bottom[anchor.id] = bumped
            prefix = re.sub(r"\d+", str(last.number + bumped), prefix, count=1)
        position = section.list_end or last.end
        # text right after the list (a paragraph after an item's table) would otherwise be
        # read as a lazy continuation of the new last item
        trailing = position < len(lines) and bool(lines[position].strip())
        return position, prefix, section.loose, trailing


def creation_point(doc: LivingDocument, smap: SectionMap, anchor_id: str) -> tuple[int, int]:
    """(line index, heading level) for a new section: after the section of the nearest
    anchor before it in the map's order, else before the nearest one after it."""
    present = [s.anchor.id for s in doc.sections]
    order = [a.id for a in smap.anchors]
    at = order.index(anchor_id)
    before = [a for a in order[:at] if a in present]
    if before:
        section = doc.section(before[-1])
        return section.end, doc.headings_by_line[section.heading].level
    after = [a for a in order[at + 1 :] if a in present]
    if after:
        section = doc.section(after[0])
        return section.heading, doc.headings_by_line[section.heading].level
    return len(doc.text.lines), smap.anchor(anchor_id).level


def document_bullet(doc: LivingDocument) -> str:
    """The bullet most of the document's unordered entries use (`- ` when it has none)."""
    counts = Counter(e.prefix.strip() for s in doc.sections for e in s.entries if e.number is None)
    counts.pop("", None)
    return f"{counts.most_common(1)[0][0]} " if counts else "- "


def _indent_of(line: str) -> int:
    expanded = line.expandtabs(4)
    return len(expanded) - len(expanded.lstrip(" "))


def _prefix_of(line: str) -> str:
    match = ITEM_PREFIX.match(line)
    return match.group() if match and match.group("gap") else "- "


def _number(prefix: str) -> int | None:
    match = re.match(r"^\s*(\d+)[.)]", prefix)
    return int(match.group(1)) if match else None
