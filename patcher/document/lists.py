"""The lists of an anchor section, read line by line with CommonMark's block rules (no parse).

`apply`, `check` and the verification all read entries here, so none of them imports a
markdown parser; a property test and the golden cases hold this reader equal to mistletoe's
parse (`sections.parse_section`) on the documents the patcher writes and reads.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document.identity import Entry, make_entry
from patcher.document.scan import scan
from patcher.text.markdown import (
    ATX,
    FENCE,
    ITEM_PREFIX,
    SETEXT,
    THEMATIC,
    back_over_blanks,
)
from patcher.text.source import Text

Lines = Sequence[str]


@dataclass(frozen=True, slots=True)
class Item:
    """A list item: its lines [start, end) (blanks trimmed), content column and list."""

    start: int
    end: int
    column: int
    list_no: int


@dataclass(frozen=True)
class SectionLists:
    """What the reader finds in a section: where it really ends, and its top-level items."""

    end: int
    items: tuple[Item, ...]

    def lists(self) -> list[list[Item]]:
        """The items grouped into the lists they form (a new marker or a block between
        items starts a new list)."""
        groups: dict[int, list[Item]] = {}
        for item in self.items:
            groups.setdefault(item.list_no, []).append(item)
        return list(groups.values())


def read_lists(
    lines: Lines, start: int, end: int, level: int, opaque: frozenset[int]
) -> SectionLists:
    """The top-level lists of lines start..end under a heading of `level` (0: a window that
    no setext heading ends)."""
    reader = ListReader(lines, opaque, level)
    stop = reader.run(start, end)
    return SectionLists(stop, tuple(reader.finish(stop)))


def item_entry(
    text: Text, anchor: Anchor, smap: SectionMap, item: Item, opaque: frozenset[int]
) -> Entry:
    """The entry an item is: its lead ends where its second block starts."""
    lines = (item.start, lead_end(text.lines, item), item.end)
    return make_entry(text, anchor, smap, lines, sub_prefix(text.lines, item, opaque))


def read_window(text: Text, start: int, end: int, anchor: Anchor, smap: SectionMap) -> list[Entry]:
    """The top-level entries of lines start..end read on their own (for verification)."""
    window = scan(text.lines[start:end], front_matter=False)
    opaque = frozenset(start + index for index in window.opaque)
    found = read_lists(text.lines, start, end, 0, opaque)
    return [item_entry(text, anchor, smap, item, opaque) for item in found.items]


def lead_end(lines: Lines, item: Item) -> int:
    """Where the item's first block ends: the line its second block starts on, else its end.

    The first block is a fence when the item opens one, else a paragraph, which a blank line,
    a heading, fence, quote, HTML block, table, rule or a list that may interrupt it ends
    (a setext underline makes it a heading that includes the underline).
    """
    prefix = ITEM_PREFIX.match(lines[item.start])
    content = lines[item.start][prefix.end() :].strip() if prefix else ""
    if content.startswith(("```", "~~~")):
        return _fence_end(lines, item, content)
    first = item.start + 1 if not content and item.start + 1 < item.end else item.start
    for index in range(first + 1, item.end):
        ends = _ends_paragraph(lines, index, item)
        if ends is not None:
            return ends
    return item.end


def _ends_paragraph(lines: Lines, index: int, item: Item) -> int | None:
    """Where the paragraph ends if line `index` ends it (or underlines it), else None."""
    line = lines[index]
    if not line.strip():
        return index
    expanded = line.expandtabs(4)
    indent = len(expanded) - len(expanded.lstrip(" "))
    if indent < item.column or indent - item.column > 3:
        return None  # lazy continuation text, or indented past where a block could start
    stripped = expanded.lstrip(" ")
    following = lines[index + 1] if index + 1 < item.end else ""
    if SETEXT.match(stripped):
        return index + 1
    if (
        ATX.match(stripped)
        or stripped.startswith(("```", "~~~", ">"))
        or THEMATIC.match(stripped)
        or _HTML_INTERRUPT.match(stripped)
        or _interrupting_item(stripped)
        or ("|" in stripped and _TABLE_DELIMITER.fullmatch(following.strip()))
    ):
        return index
    return None


def _interrupting_item(stripped: str) -> bool:
    """A list item that may interrupt a paragraph: a bullet or `1.`/`1)`, with content."""
    item = ITEM_PREFIX.match(stripped)
    return bool(item and stripped[item.end() :].strip() and item.group("num") in (None, "1"))


def _fence_end(lines: Lines, item: Item, content: str) -> int:
    """The line after the fence an item opens on its first line closes (or its end)."""
    fence = FENCE.match(content)
    mark = fence.group("fence") if fence else content[:3]
    for index in range(item.start + 1, item.end):
        closing = FENCE.match(lines[index])
        if (
            closing
            and closing.group("fence")[0] == mark[0]
            and len(closing.group("fence")) >= len(mark)
            and not closing.group("info").strip()
        ):
            return index + 1
    return item.end


def sub_prefix(lines: Lines, item: Item, opaque: frozenset[int]) -> str | None:
    """The prefix of the last item of the item's own sub-lists (the style new sub-points
    take), or None."""
    reader = ListReader(lines, opaque, 0, base=item.column)
    reader.blank, reader.previous_text = False, True  # the lead paragraph is open
    reader.run(item.start + 1, item.end)
    subs = reader.finish(item.end)
    if not subs:
        return None
    match = ITEM_PREFIX.match(lines[subs[-1].start])
    return match.group(0) if match else None


# HTML blocks that may interrupt a paragraph (CommonMark kinds 1-6).
_HTML_INTERRUPT = re.compile(
    r"<(?:(?:script|pre|style|textarea)(?:\s|>|$)|!--|\?|![A-Za-z]|!\[CDATA\[|/?(?:"
    r"address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|"
    r"details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|"
    r"h1|h2|h3|h4|h5|h6|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|meta|"
    r"nav|noframes|ol|optgroup|option|p|param|search|section|source|summary|table|tbody|td|tfoot|th|"
    r"thead|title|tr|track|ul)(?:\s|/?>|$))",
    re.IGNORECASE,
)
_TABLE_DELIMITER = re.compile(r"\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?")


class ListReader:
    """State of the line scan: open item, blank lines, the paragraph outside any item.

    `base` is the content column of an enclosing item (0 at the top): lines indented less
    are lazy continuation text there, never items.
    """

    def __init__(self, lines: Lines, opaque: frozenset[int], level: int, base: int = 0) -> None:
        self.lines = lines
        self.opaque = opaque
        self.level = level
        self.base = base
        self.items: list[list[int]] = []  # [start, end or -1 while open, column, list number]
        self.blank = True
        self.previous_text = False  # the line before was paragraph text outside any item
        self.paragraph = 0  # where that paragraph started
        self.kind = ""  # the marker kind of the last item: `-`, `*`, `+`, `.` or `)`
        self.broken = True  # a block outside any item came since the last item

    def run(self, start: int, end: int) -> int:
        """Scan lines start..end; returns where the section really ends (a setext heading)."""
        self.paragraph = start
        for index in range(start, end):
            if not self.lines[index].strip():
                self.blank = True
            elif self.feed(index):
                return self.paragraph
            else:
                self.blank = False
        return end

    def finish(self, end: int) -> list[Item]:
        self.close(end)
        return [Item(start, stop, column, number) for start, stop, column, number in self.items]

    def feed(self, index: int) -> bool:
        """Take one non-blank line; True when it underlines a heading that ends the section."""
        line = self.lines[index]
        expanded = line.expandtabs(4)
        indent = len(expanded) - len(expanded.lstrip(" "))
        current = self.items[-1] if self.items and self.items[-1][1] == -1 else None
        item = ITEM_PREFIX.match(line) if index not in self.opaque else None
        if (
            item
            and not THEMATIC.match(line)
            and 0 <= indent - self.base <= 3
            and (current is None or indent < current[2])
            and self.starts_item(item, current)
        ):
            self.open(index, item)
        elif current and (
            indent >= current[2] or (not self.blank and not _interrupts(line, index, self.opaque))
        ):
            pass  # content, or a lazy continuation line, of the current item
        else:
            self.close(index)
            return self.outside(index, line, current is None)
        return False

    def open(self, index: int, item: re.Match[str]) -> None:
        self.close(index)
        marker = item.group("marker")
        kind = marker[-1] if item.group("num") else marker
        number = self.items[-1][3] if self.items else 0
        if self.broken or kind != self.kind:
            number += 1
        self.items.append([index, -1, len(item.group(0).expandtabs(4)), number])
        self.kind, self.broken, self.previous_text = kind, False, False

    def outside(self, index: int, line: str, no_item: bool) -> bool:
        self.broken = True
        underline = SETEXT.match(line)
        if no_item and self.previous_text and not self.blank and underline:
            if (1 if underline.group(1)[0] == "=" else 2) <= self.level:
                return True
        elif self.blank or not self.previous_text:
            self.paragraph = index
        self.previous_text = not line.lstrip().startswith("#") and index not in self.opaque
        return False

    def close(self, index: int) -> None:
        if self.items and self.items[-1][1] == -1:
            self.items[-1][1] = back_over_blanks(self.lines, index, 0)

    def starts_item(self, item: re.Match[str], current: list[int] | None) -> bool:
        """An ordered item other than 1, or an empty one, cannot interrupt a paragraph."""
        if current is not None or self.blank or not self.previous_text:
            return True
        return bool(item.group("gap")) and item.group("num") in (None, "1")


def _interrupts(line: str, index: int, opaque: frozenset[int]) -> bool:
    """Lines that end a paragraph, so cannot be a lazy continuation of an item."""
    stripped = line.lstrip(" ")
    return (
        index in opaque
        or stripped.startswith(("#", ">", "```", "~~~", "<!--"))
        or bool(re.match(r"^(?:\*\s*){3,}$|^(?:-\s*){3,}$|^(?:_\s*){3,}$", stripped))
    )
