"""The line scanner: ATX headings and top-level list items without a markdown parse.

`patcher check` reads entries with it (no mistletoe import); a property test holds it equal
to the mistletoe parse in `sections`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document.identity import Entry, make_entry
from patcher.text.markdown import ATX, FENCE, ITEM_PREFIX, SETEXT, THEMATIC, back_over_blanks
from patcher.text.normalise import fold
from patcher.text.source import Text


@dataclass(frozen=True)
class Heading:
    index: int  # 0-based line index
    level: int
    text: str


@dataclass(frozen=True)
class Scan:
    """What a line scan finds: ATX headings, and the lines that are not markdown prose
    (front matter, fenced code, HTML comment blocks), as 0-based indexes."""

    headings: tuple[Heading, ...]
    opaque: frozenset[int]
    openers: frozenset[int] = frozenset()  # the first line of each opaque block


def scan(lines: tuple[str, ...] | list[str]) -> Scan:
    """Fence-, comment- and front-matter-aware scan; ~50x cheaper than a mistletoe parse."""
    headings: list[Heading] = []
    start = _front_matter_end(lines)
    opaque: set[int] = set(range(start))
    openers: set[int] = {0} if start else set()
    fence: str | None = None
    in_comment = False
    for index in range(start, len(lines)):
        line = lines[index]
        if fence is not None or in_comment:
            opaque.add(index)
            if in_comment:
                in_comment = "-->" not in line
            elif _closes(line, fence):
                fence = None
            continue
        opening = FENCE.match(line)
        stripped = line.lstrip(" ")
        if opening and not (opening.group("fence")[0] == "`" and "`" in opening.group("info")):
            fence = opening.group("fence")
            opaque.add(index)
            openers.add(index)
        elif stripped.startswith("<!--") and len(line) - len(stripped) <= 3:
            in_comment = "-->" not in stripped[4:]
            opaque.add(index)
            openers.add(index)
        elif match := ATX.match(line):
            headings.append(Heading(index, len(match.group("hashes")), _heading_text(match)))
    return Scan(tuple(headings), frozenset(opaque), frozenset(openers))


def _closes(line: str, fence: str | None) -> bool:
    closing = FENCE.match(line)
    return bool(
        fence
        and closing
        and closing.group("fence")[0] == fence[0]
        and len(closing.group("fence")) >= len(fence)
        and not closing.group("info").strip()
    )


def scan_headings(lines: tuple[str, ...] | list[str]) -> list[Heading]:
    """ATX headings outside fences, HTML comments and front matter."""
    return list(scan(lines).headings)


def _front_matter_end(lines: tuple[str, ...] | list[str]) -> int:
    if not lines or lines[0].rstrip() != "---":
        return 0
    for index in range(1, len(lines)):
        if lines[index].rstrip() in ("---", "..."):
            return index + 1
    return 0


def _heading_text(match: re.Match[str]) -> str:
    rest = re.sub(r"(?:^|[ \t]+)#+[ \t]*$", "", match.group("rest"))
    return rest.strip()


def normalise_heading(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("**", "")).strip()


_CODE = re.compile(r"^§\s*\d+(?:\s*\.\s*(?:\d+|\(\s*\d+\s*\)))*")
_AFTER_TITLE = " （(:：·-—【[|/"
_BEFORE_TITLE = " ：:·-—）)】]、|/"


def heading_matches(text: str, anchor: Anchor) -> bool:
    """Whether a heading (at any level) is this anchor's (see `heading_match`)."""
    return heading_match(text, anchor) is not None


def heading_match(text: str, anchor: Anchor) -> str | None:
    """How a heading (at any level) is this anchor's, or None.

    A `§`-numbered anchor matches a heading that starts with its code (`### §1.1 Engines`):
    "code"; a heading with another code never matches it. Otherwise a heading matches one
    of the anchor's titles: its `heading` ("title") or one of its `headings`
    ("alternative"), exactly or followed by a space or bracket, or after a leading label
    (`附录：arXiv 索引`: "labelled title" / "labelled alternative").
    """
    got = normalise_heading(text)
    if anchor.numbered:
        code = _CODE.match(unicodedata.normalize("NFKC", got))
        if code:
            return "code" if fold(code.group()) == fold(anchor.id) else None
    for position, title in enumerate(anchor.titles):
        how = _title_match(got, normalise_heading(title))
        if how:
            kind = "title" if position == 0 else "alternative"
            return kind if how == "exact" else f"labelled {kind}"
    return None


def _title_match(got: str, want: str) -> str | None:
    if not want:
        return None
    if got.casefold() == want.casefold():
        return "exact"
    size, want = len(want), want.casefold()
    if len(got) <= size:
        return None
    if got[:size].casefold() == want and got[size] in _AFTER_TITLE:
        return "exact"
    if got[-size:].casefold() == want and got[-size - 1] in _BEFORE_TITLE:
        return "labelled"
    return None


def find_anchors(
    headings: list[Heading], smap: SectionMap, lines: tuple[str, ...] | None = None
) -> dict[str, list[Heading]]:
    """Every heading that matches each anchor of the map (zero, one or more).

    An auxiliary anchor found more than once takes its best heading only (an exact title
    before a labelled one, then the outermost, then the first). With the document's lines,
    an index anchor no heading names is the section holding a table with an arXiv column.
    """
    found = {a.id: [h for h in headings if heading_matches(h.text, a)] for a in smap.anchors}
    for anchor in smap.anchors:
        hits = found[anchor.id]
        if anchor.id in smap.auxiliary and len(hits) > 1:
            found[anchor.id] = [min(hits, key=lambda h: _preference(h, anchor))]
    index = smap.index.anchor if smap.index else None
    if index is not None and not found[index] and lines is not None:
        claimed = {h.index for hits in found.values() for h in hits}
        table = _arxiv_table_heading(headings, lines, claimed)
        found[index] = [table] if table else []
    return found


def _preference(heading: Heading, anchor: Anchor) -> tuple[bool, int, int]:
    exact = any(fold(normalise_heading(heading.text)) == fold(t) for t in anchor.titles)
    return (not exact, heading.level, heading.index)


def _arxiv_table_heading(
    headings: list[Heading], lines: tuple[str, ...], claimed: set[int]
) -> Heading | None:
    """The first unclaimed heading whose own text holds a pipe table with an arXiv column."""
    for position, heading in enumerate(headings):
        if heading.index in claimed:
            continue
        end = headings[position + 1].index if position + 1 < len(headings) else len(lines)
        for index in range(heading.index + 1, end - 1):
            row = lines[index].strip()
            if (
                row.startswith("|")
                and "arxiv" in row.casefold()
                and _DELIMITER.match(lines[index + 1].strip())
            ):
                return heading
    return None


_DELIMITER = re.compile(r"^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$")


def scan_entries(
    text: Text,
    heading: Heading,
    headings: list[Heading],
    anchor: Anchor,
    smap: SectionMap,
    opaque: frozenset[int],
) -> list[Entry]:
    """Top-level list items of a section by a line scan (CommonMark's list rules, no parse).

    Agrees with `parse_section` on the documents the patcher writes and reads (a property
    test holds them to it); `check` uses it to stay fast.
    """
    after = [h.index for h in headings if h.index > heading.index and h.level <= heading.level]
    scanner = _ListScanner(text.lines, opaque, heading.level)
    end = scanner.run(heading.index + 1, after[0] if after else len(text.lines))
    return [_scanned_entry(text, anchor, smap, start, stop) for start, stop in scanner.spans(end)]


class _ListScanner:
    """State of the line scan: open item, blank lines, the paragraph outside any item."""

    def __init__(self, lines: tuple[str, ...], opaque: frozenset[int], level: int) -> None:
        self.lines = lines
        self.opaque = opaque
        self.level = level
        self.items: list[list[int]] = []  # [start, end or -1 while open, content column]
        self.blank = True
        self.previous_text = False  # the line before was paragraph text outside any item
        self.paragraph = 0  # where that paragraph started

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

    def spans(self, end: int) -> list[tuple[int, int]]:
        self.close(end)
        return [(start, stop) for start, stop, _ in self.items]

    def feed(self, index: int) -> bool:
        """Take one non-blank line; True when it underlines a heading that ends the section."""
        line = self.lines[index]
        indent = len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip(" "))
        current = self.items[-1] if self.items and self.items[-1][1] == -1 else None
        item = ITEM_PREFIX.match(line) if index not in self.opaque else None
        if (
            item
            and not THEMATIC.match(line)
            and indent <= 3
            and (current is None or indent < current[2])
            and self.starts_item(item, current)
        ):
            self.close(index)
            self.items.append([index, -1, len(item.group(0).expandtabs(4))])
            self.previous_text = False
        elif current and (
            indent >= current[2] or (not self.blank and not _interrupts(line, index, self.opaque))
        ):
            pass  # content, or a lazy continuation line, of the current item
        else:
            self.close(index)
            return self.outside(index, line, current is None)
        return False

    def outside(self, index: int, line: str, no_item: bool) -> bool:
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


def _scanned_entry(text: Text, anchor: Anchor, smap: SectionMap, first: int, end: int) -> Entry:
    """An entry from a line span: its lead runs to the first blank or list-marker line."""
    lead_end = first + 1
    while (
        lead_end < end
        and text.lines[lead_end].strip()
        and not ITEM_PREFIX.match(text.lines[lead_end])
    ):
        lead_end += 1
    return make_entry(text, anchor, smap, (first, lead_end, end), None)
