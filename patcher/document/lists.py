"""The lists of an anchor section as GitHub reads them: its top-level items and their parts.

The section's lines are read by the one block reader (`blocks`, GitHub's own parser), on
their own from the line after the section's heading (a heading closes every block before
it, so they read as they do in the whole document).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document import blocks
from patcher.document.identity import Entry, entry_ids, make_entry
from patcher.text.lazy import lazy
from patcher.text.markdown import ITEM_PREFIX, back_over_blanks
from patcher.text.source import Text

Lines = Sequence[str]


@dataclass(frozen=True, slots=True)
class Item:
    """A top-level list item: its lines [start, end) (blanks trimmed), content column, the
    list it belongs to (numbered in the section), the line its second block starts on (-1:
    it has one block) and the first line of the last item of its last sub-list (-1: none)."""

    start: int
    end: int
    column: int
    list_no: int
    second: int = -1
    sub: int = -1


@dataclass(frozen=True)
class SectionLists:
    """What the reader finds in a section: where it ends, and its top-level items."""

    end: int
    items: tuple[Item, ...]

    def lists(self) -> list[list[Item]]:
        """The items grouped into the lists they form."""
        groups: dict[int, list[Item]] = {}
        for item in self.items:
            groups.setdefault(item.list_no, []).append(item)
        return list(groups.values())


def read_lists(
    lines: Lines, start: int, end: int, level: int = 0, opaque: frozenset[int] = frozenset()
) -> SectionLists:
    """The top-level lists of lines start..end read on their own (start: a line after a
    top-level heading or the start of a top-level block). `level` and `opaque` are not
    needed by this reader."""
    tree = blocks.parse(lines[start:end], front_matter=False, deep=False, offset=start)
    return _lists(lines, end, tree.items.between(start, end))


def section_lists(lines: tuple[str, ...], start: int, end: int) -> SectionLists:
    """The top-level lists of a whole text's lines start..end (start: the line after a
    top-level heading; end: a top-level heading's first line or the text's end) as the
    text's one outline read them (`blocks.outline`, kept for the text). A heading closes
    every block before it, so they are the lists these lines hold read on their own
    (`read_lists`; a property test holds the two equal)."""
    return _lists(lines, end, blocks.outline_with_items(lines).items.between(start, end))


def _lists(lines: Lines, end: int, found: list[tuple[int, int, int, int, int]]) -> SectionLists:
    items: list[Item] = []
    numbers: dict[int, int] = {}
    last = -1
    for first, start, stop, second, sub in found:
        number = numbers.setdefault(first, len(numbers))
        stop = back_over_blanks(lines, stop, start + 1)
        # an item starting where the one before ends shares its int object: a large
        # document's ~100,000 entries otherwise hold an int each for it (32 bytes)
        start = last if start == last else start
        items.append(Item(start, stop, _column(lines[start]), number, second, sub))
        last = stop
    return SectionLists(end, tuple(items))


def _column(line: str) -> int:
    prefix = ITEM_PREFIX.match(line)
    return len(prefix.group(0).expandtabs(4)) if prefix else 0


def item_entry(
    text: Text, anchor: Anchor, smap: SectionMap, item: Item, opaque: frozenset[int] = frozenset()
) -> Entry:
    """The entry an item is: its lead ends where its second block starts."""
    lines = (item.start, lead_end(text.lines, item), item.end)
    return make_entry(text, anchor, smap, lines, sub_prefix(text.lines, item))


def read_window(text: Text, start: int, end: int, anchor: Anchor, smap: SectionMap) -> list[Entry]:
    """The top-level entries of lines start..end read on their own."""
    found = read_lists(text.lines, start, end, 0, frozenset())
    return [item_entry(text, anchor, smap, item) for item in found.items]


def window_ids(text: Text, start: int, end: int) -> list[set[str]]:
    """The increment ids each top-level entry of lines start..end holds, read on their own
    (the entries `read_window` finds, in order: what the pre-write check counts)."""
    found = read_lists(text.lines, start, end, 0, frozenset())
    return [entry_ids("\n".join(text.lines[item.start : item.end])) for item in found.items]


def lead_end(lines: Lines, item: Item) -> int:
    """Where the item's first block ends: the line its second block starts on, else its end."""
    return min(item.second, item.end) if item.second >= 0 else item.end


def sub_prefix(lines: Lines, item: Item, opaque: frozenset[int] = frozenset()) -> str | None:
    """The prefix of the last item of the item's last sub-list (the style new sub-points
    take), or None."""
    if item.sub < 0:
        return None
    match = ITEM_PREFIX.match(lines[item.sub])
    return sys.intern(match.group(0)) if match else None  # a few, shared by many entries


# An item that is only a link — a bare URL, `<URL>` or `[text](URL)`, after at most a short
# label (`官方博客：https://…`) — names no entry: a list of such items lists references.
_LINK_ONLY = lazy(
    r"(?:[^\s:：*]{1,24}\s*[:：]\s*)?"
    r"(?:<?https?://\S+?>?|\[[^\]\n]+\]\(\s*<?\S+?>?\s*\))\s*[.。;；,，]?"
)


def references(lines: Lines, items: Sequence[Item]) -> bool:
    """The items (of one list) are each one line holding only a link: a list of references
    (`参考链接：` and numbered URLs), not of entries."""
    return bool(items) and all(
        item.end - item.start == 1 and _LINK_ONLY.fullmatch(_content(lines[item.start]))
        for item in items
    )


def _content(line: str) -> str:
    prefix = ITEM_PREFIX.match(line)
    return (line[prefix.end() :] if prefix else line).strip()
