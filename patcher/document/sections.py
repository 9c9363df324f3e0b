"""The living document: anchors located by the line scan, their sections' lists read.

The lists are read line by line (`lists`), so no run imports a markdown parser.
`parse_section` reads a section with mistletoe's parse instead: the reference the line
reader is held equal to (the property tests, and every golden case run with both), and a
`reader=` for library callers. mistletoe keeps its token types in process-wide state; every
parse here holds one lock while it uses (and restores) that state, so threads of a library
caller never observe it changed.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document import lists
from patcher.document.identity import Entry, make_entry
from patcher.document.lists import Item, item_entry
from patcher.document.scan import Heading, find_anchors, heading_matches, scan
from patcher.errors import DocumentError
from patcher.text.markdown import ITEM_PREFIX, back_over_blanks
from patcher.text.source import Text

_MISTLETOE_STATE = threading.Lock()


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

    @property
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


def load(text: Text, smap: SectionMap, reader: Reader | None = None) -> LivingDocument:
    """Locate the anchors and read only their sections (with `read_section` by default).

    Every required anchor must appear exactly once; an auxiliary one (fallback,
    contradictions, archive, index) may be absent: it is listed in `missing` and created by
    the editor when first needed.
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
                hint=f"add `{'#' * anchor.level} {anchor.heading}`; `patcher adopt` shows how the "
                "map fits this document",
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
    return LivingDocument(
        text, tuple(headings), tuple(sections), tuple(missing), scanned.opaque, scanned.openers
    )


def read_section(
    text: Text,
    headings: list[Heading],
    heading: Heading,
    anchor: Anchor,
    smap: SectionMap,
    opaque: frozenset[int],
) -> Section:
    """Read one anchor's section line by line; its lists' items become entries."""
    after = [h.index for h in headings if h.index > heading.index and h.level <= heading.level]
    start = heading.index + 1
    stop = after[0] if after else len(text.lines)
    found = lists.read_lists(text.lines, start, stop, heading.level, opaque)
    entries = [item_entry(text, anchor, smap, item, opaque) for item in found.items]
    entries = _outside_nested(entries, headings, heading, stop, (anchor, smap))
    subs = [h.index for h in headings if start <= h.index < found.end and h.level > heading.level]
    own_end = subs[0] if subs else found.end
    own = [items for items in found.lists() if items[0].start < own_end]
    return _section(anchor, heading, (start, found.end, own_end), tuple(entries), own)


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


def parse_section(
    text: Text,
    headings: list[Heading],
    heading: Heading,
    anchor: Anchor,
    smap: SectionMap,
    opaque: frozenset[int] = frozenset(),
) -> Section:
    """Parse one anchor's section with mistletoe (the reference reader; `opaque` unused)."""
    from mistletoe.block_token import SetextHeading

    after = [h.index for h in headings if h.index > heading.index and h.level <= heading.level]
    start = heading.index + 1
    end = after[0] if after else len(text.lines)
    children = _parse(text.lines[start:end])
    for child in children:
        if isinstance(child, SetextHeading) and child.level <= heading.level:
            end = start + _line(child) - 1
            break
    lists = _lists(text, children, (start, end), anchor, smap)
    entries = [entry for items in lists for entry in items]
    entries = _outside_nested(entries, headings, heading, end, (anchor, smap))
    subs = [h.index for h in headings if start <= h.index < end and h.level > heading.level]
    own_end = subs[0] if subs else end
    ends = _list_ends(text, children, (start, end))
    own = [
        (items, e)
        for items, e in zip(lists, ends, strict=True)
        if items and items[0].start < own_end
    ]
    first_item = own[0][0][0].start if own else None
    list_end = own[-1][1] if own else None
    loose = any(a.end < b.start for a, b in pairwise(own[-1][0])) if own else False
    return Section(
        anchor,
        heading.index,
        start,
        end,
        tuple(entries),
        first_item,
        list_end,
        loose,
        len(entries),
        own_end,
    )


def parse_window(text: Text, start: int, end: int, anchor: Anchor, smap: SectionMap) -> list[Entry]:
    """The top-level entries of lines start..end, parsed on their own by mistletoe."""
    children = _parse(text.lines[start:end])
    return [
        entry for items in _lists(text, children, (start, end), anchor, smap) for entry in items
    ]


def _lists(
    text: Text, children: list[object], span: tuple[int, int], anchor: Anchor, smap: SectionMap
) -> list[list[Entry]]:
    """Entries of each top-level list among the parsed children of lines span[0]..span[1]."""
    from mistletoe.block_token import List as MdList

    start, end = span
    lists: list[list[Entry]] = []
    for position, child in enumerate(children):
        if not isinstance(child, MdList) or start + _line(child) - 1 >= end:
            continue
        block_end = _block_end(children, position, start, end, text.lines)
        items = _children(child)
        entries = []
        for number, item in enumerate(items):
            item_end = (
                start + _line(items[number + 1]) - 1 if number + 1 < len(items) else block_end
            )
            item_start = start + _line(item) - 1
            item_span = (item_start, back_over_blanks(text.lines, item_end, item_start + 1))
            entries.append(_entry(text, anchor, smap, item, start, item_span))
        lists.append(entries)
    return lists


def _list_ends(text: Text, children: list[object], span: tuple[int, int]) -> list[int]:
    from mistletoe.block_token import List as MdList

    start, end = span
    return [
        _block_end(children, position, start, end, text.lines)
        for position, child in enumerate(children)
        if isinstance(child, MdList) and start + _line(child) - 1 < end
    ]


def _line(token: object) -> int:
    """mistletoe's 1-based start line of a block token."""
    return int(getattr(token, "line_number"))  # noqa: B009 - untyped attribute


def _children(token: object) -> list[object]:
    return list(getattr(token, "children", None) or [])


def _parse(lines: tuple[str, ...]) -> list[object]:
    from mistletoe import span_token
    from mistletoe.block_token import Document as MdDocument
    from mistletoe.markdown_renderer import MarkdownRenderer

    with _MISTLETOE_STATE, MarkdownRenderer():
        # Block structure never depends on inline parsing; skipping it halves the cost.
        saved = span_token._token_types
        span_token._token_types = [span_token.RawText]
        try:
            doc = MdDocument([line + "\n" for line in lines])
        finally:
            span_token._token_types = saved
    return _children(doc)


def _block_end(
    children: list[object], position: int, start: int, end: int, lines: tuple[str, ...]
) -> int:
    from mistletoe.markdown_renderer import BlankLine

    following = [c for c in children[position + 1 :] if not isinstance(c, BlankLine)]
    limit = start + _line(following[0]) - 1 if following else end
    return back_over_blanks(lines, min(limit, end), start + 1)


def _entry(
    text: Text, anchor: Anchor, smap: SectionMap, item: object, start: int, span: tuple[int, int]
) -> Entry:
    """An entry from a mistletoe ListItem: its lead ends where its second block starts."""
    from mistletoe.block_token import List as MdList
    from mistletoe.markdown_renderer import BlankLine

    first, end = span
    parts = [c for c in _children(item) if not isinstance(c, BlankLine)]
    sub_lists = [c for c in parts if isinstance(c, MdList)]
    sub_prefix = None
    if sub_lists:
        last = _children(sub_lists[-1])[-1]
        sub_match = ITEM_PREFIX.match(text.lines[start + _line(last) - 1])
        sub_prefix = sub_match.group(0) if sub_match else None
    lead_end = start + _line(parts[1]) - 1 if len(parts) > 1 else end
    return make_entry(text, anchor, smap, (first, lead_end, end), sub_prefix)
