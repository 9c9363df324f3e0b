"""The living document: anchors located in its outline, their sections' lists read.

Both come from the one block reader (`blocks`: GitHub's own parser), through `scan`
(headings, code and HTML lines) and `lists` (an anchor section's items).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import pairwise

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document import index_table, lists
from patcher.document.headentries import HeadStyle, documents_order, read_heading_entries
from patcher.document.identity import Entry
from patcher.document.lists import Item, item_entry
from patcher.document.scan import Heading, find_anchors, heading_matches, scan
from patcher.errors import DocumentError
from patcher.text.source import Text


@dataclass(frozen=True)
class Section:
    """An anchor's section: heading line, body range, entries and where lists are."""

    anchor: Anchor
    heading: int
    start: int
    end: int
    entries: tuple[Entry, ...]
    first_item: int | None
    list_end: int | None
    loose: bool
    top_level_items: int
    own_end: int = -1  # where the anchor's own part ends: its first sub-heading, else `end`
    unsure: bool = False  # its own part has lists of links only: a new entry goes after them
    heads: HeadStyle | None = None  # its entries are sub-headings (`### Name — Maker`), so

    @cached_property  # asked for each new entry: read once per section
    def own_entries(self) -> tuple[Entry, ...]:
        """Entries of the anchor's own part (before its first sub-heading): new bullets go
        among these, never into a sub-section's list."""
        end = self.end if self.own_end < 0 else self.own_end
        return tuple(e for e in self.entries if e.start < end)


@dataclass(frozen=True)
class LivingDocument:
    """The document as the editor sees it: its text and headings, each anchor's section
    (read by `load`), the auxiliary anchors it lacks and the lines that are not prose."""

    text: Text
    headings: tuple[Heading, ...]
    sections: tuple[Section, ...]
    missing: tuple[str, ...] = ()  # auxiliary anchors the document does not have (yet)
    opaque: frozenset[int] = frozenset()  # lines inside fences, HTML comments, front matter
    openers: frozenset[int] = frozenset()  # the first line of each of those blocks

    def section(self, anchor_id: str) -> Section:
        return next(s for s in self.sections if s.anchor.id == anchor_id)

    def has(self, anchor_id: str) -> bool:
        return anchor_id not in self.missing

    @property
    def headings_by_line(self) -> dict[int, Heading]:
        return {h.index: h for h in self.headings}


Reader = Callable[[Text, list[Heading], Heading, Anchor, SectionMap, frozenset[int]], "Section"]


def load(
    text: Text,
    smap: SectionMap,
    reader: Reader | None = None,
    proposal: Callable[[str], str] | None = None,
) -> LivingDocument:
    """Locate the anchors and read only their sections (with `read_section` by default).

    Every required anchor must appear exactly once; an auxiliary one (fallback,
    contradictions, archive, index) may be absent: it is listed in `missing` and created by
    the editor when first needed. A missing required anchor is refused with `proposal(id)`
    (what `adopt` and `check` propose: `add ### §1.4 … at line 17`).
    """
    scanned = scan(text.lines)
    headings = list(scanned.headings)
    anchors = find_anchors(headings, smap, text.lines)
    sections = []
    missing = []
    for anchor in smap.anchors:
        found = anchors[anchor.id]
        if not found and not smap.required(anchor.id):
            missing.append(anchor.id)
            continue
        if not found:
            raise DocumentError(
                f"anchor {anchor.id!r} missing: no heading {anchor.heading!r}",
                path=text.name,
                hint=(
                    proposal(anchor.id)
                    if proposal
                    else f"add `{'#' * anchor.level} {anchor.heading}`"
                )
                + "; `patcher adopt` shows how the map fits this document",
            )
        if len(found) > 1:
            raise DocumentError(
                f"anchor heading {anchor.heading!r} appears {len(found)} times "
                f"(lines {', '.join(str(h.index + 1) for h in found)})",
                path=text.name,
                line=found[1].index + 1,
                hint="merge or rename the duplicate heading",
            )
        read = reader or read_section
        sections.append(read(text, headings, found[0], anchor, smap, scanned.opaque))
    if reader is None and any(s.heads is not None for s in sections):
        sections = [_told(text, headings, s, smap, scanned.opaque) for s in sections]
    sections = ordered_heads(sections)
    return LivingDocument(
        text, tuple(headings), tuple(sections), tuple(missing), scanned.opaque, scanned.openers
    )


def _told(
    text: Text, headings: list[Heading], section: Section, smap: SectionMap, opaque: frozenset[int]
) -> Section:
    """A section of a document with heading entries read again when it was not: sub-headings
    over paragraphs only (entries without updates yet) are entries there too."""
    if section.heads is not None:
        return section
    heading = next(h for h in headings if h.index == section.heading)
    return read_section(text, headings, heading, section.anchor, smap, opaque, told=True)


def ordered_heads(sections: list[Section]) -> list[Section]:
    """Heading sections whose own update lists cannot tell their order take the order the
    document's other lists show."""
    newest = documents_order([s.heads for s in sections])
    return [
        replace(s, heads=replace(s.heads, newest_first=newest))
        if s.heads is not None and not s.heads.votes
        else s
        for s in sections
    ]


def read_section(
    text: Text,
    headings: list[Heading],
    heading: Heading,
    anchor: Anchor,
    smap: SectionMap,
    opaque: frozenset[int],
    heads: bool = True,
    told: bool = False,
) -> Section:
    """Read one anchor's section; its top-level lists' items become entries, or its
    sub-headings when they lead entries (`heads`: looked for; `told`: the document's other
    sections lead entries with their sub-headings)."""
    after = [h.index for h in headings if h.index > heading.index and h.level <= heading.level]
    start = heading.body
    stop = after[0] if after else len(text.lines)
    found = lists.section_lists(text.lines, start, stop)
    subs = [h.index for h in headings if start <= h.index < found.end and h.level > heading.level]
    own_end = subs[0] if subs else found.end
    headed = (
        _heading_entries(text, headings, (heading, stop), (anchor, smap), found, told)
        if heads and not _index_anchor(anchor, smap)
        else None
    )
    if headed is not None:
        return headed
    kept, unsure = _entry_lists(
        text.lines, _not_index(text, (start, stop), anchor, smap, opaque, found.lists()), own_end
    )
    items = [item for group in kept for item in group]
    entries = [item_entry(text, anchor, smap, item, opaque) for item in items]
    entries = _outside_nested(entries, headings, heading, stop, (anchor, smap))
    own = [group for group in kept if group[0].start < own_end]
    section = _section(anchor, heading, (start, found.end, own_end), tuple(entries), own)
    return replace(section, unsure=True) if unsure else section


def _not_index(
    text: Text,
    span: tuple[int, int],
    anchor: Anchor,
    smap: SectionMap,
    opaque: frozenset[int],
    found: list[list[Item]],
) -> list[list[Item]]:
    """The section's lists without the items of an arXiv index kept as a list (of the index
    anchor): those are the index, as a table's rows are, never entries."""
    if smap.index is None or smap.index.anchor != anchor.id:
        return found
    index = index_table.listed_lines(text.lines, span, smap.index, opaque)
    kept = [[item for item in group if item.start not in index] for group in found]
    return [group for group in kept if group]


def _index_anchor(anchor: Anchor, smap: SectionMap) -> bool:
    """The anchor is the arXiv index's (its items or rows are never entries)."""
    return smap.index is not None and smap.index.anchor == anchor.id


def _heading_entries(
    text: Text,
    headings: list[Heading],
    span: tuple[Heading, int],
    of: tuple[Anchor, SectionMap],
    found: lists.SectionLists,
    told: bool = False,
) -> Section | None:
    """The section read as heading entries, when its sub-headings lead entries (None when
    they group list entries, hold another anchor, or there are none)."""
    heading, stop = span
    anchor, smap = of
    subs = [h for h in headings if heading.index < h.index < stop]
    if not subs or any(heading_matches(h.text, a) for h in subs for a in smap.anchors):
        return None
    read = read_heading_entries(
        text, anchor, smap, [*subs, Heading(stop, 0, "")], found.items, told
    )
    if read is None:
        return None
    entries, style = read
    if any(item.start < subs[0].index for item in found.items):
        raise DocumentError(
            f"section {anchor.id!r} has list items before its first entry heading "
            f"(line {subs[0].index + 1}): are they entries or not?",
            path=text.name,
            line=found.items[0].start + 1,
            hint="move the items into an entry heading's block or out of the section",
        )
    end = found.end
    return Section(
        anchor,
        heading.index,
        heading.body,
        end,
        entries,
        None,
        None,
        False,
        len(entries),
        end,
        heads=style,
    )


def _entry_lists(
    lines: lists.Lines, found: list[list[Item]], own_end: int
) -> tuple[list[list[Item]], bool]:
    """The lists that hold the section's entries: lists of references (only links) are
    left out while its own part keeps another list; when all its own lists are of links,
    they are kept and the place of a new entry is unsure (flagged)."""
    links = [lists.references(lines, group) for group in found]
    own = [is_links for g, is_links in zip(found, links, strict=True) if g[0].start < own_end]
    if own and all(own):
        return found, True
    return [group for group, is_links in zip(found, links, strict=True) if not is_links], False


def _outside_nested(
    entries: list[Entry],
    headings: list[Heading],
    heading: Heading,
    stop: int,
    of: tuple[Anchor, SectionMap],
) -> list[Entry]:
    """The entries that are not inside another anchor's section nested in this one
    (`### §1.2` under `## §1.1`): those are the nested anchor's, never both."""
    anchor, smap = of
    spans = []
    for h in headings:
        if not heading.index < h.index < stop or h.level <= heading.level:
            continue
        if any(other is not anchor and heading_matches(h.text, other) for other in smap.anchors):
            later = [x.index for x in headings if x.index > h.index and x.level <= h.level]
            spans.append((h.index, min(later[0], stop) if later else stop))
    if not spans:
        return entries
    return [e for e in entries if not any(lo < e.start < hi for lo, hi in spans)]


def _section(
    anchor: Anchor,
    heading: Heading,
    span: tuple[int, int, int],
    entries: tuple[Entry, ...],
    own: list[list[Item]],
) -> Section:
    """A Section from its span (start, end, own end), entries and own lists' items."""
    start, end, own_end = span
    return Section(
        anchor,
        heading.index,
        start,
        end,
        entries,
        own[0][0].start if own else None,
        own[-1][-1].end if own else None,
        any(a.end < b.start for a, b in pairwise(own[-1])) if own else False,
        len(entries),
        own_end,
    )
