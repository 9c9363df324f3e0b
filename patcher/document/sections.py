"""The living document: anchors by a fence-aware line scan, entries by mistletoe, per section.

mistletoe is imported only when a section is parsed, so `patcher check` (which reads entries
with `scan_entries`, a line scanner) never pays for it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.errors import DocumentError
from patcher.text import refs
from patcher.text.source import Text

_ATX = re.compile(r"^ {0,3}(?P<hashes>#{1,6})(?=[ \t]|$)(?P<rest>.*)$")
_FENCE = re.compile(r"^\s*(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
_ITEM_PREFIX = re.compile(
    r"^(?P<indent>[ \t]*)(?P<marker>[-*+]|(?P<num>\d{1,9})[.)])(?P<gap>[ \t]+|$)"
)
MARKER = re.compile(r"<!--\s*livedoc:(?P<body>[^<>]*?)\s*-->")
_CODE_SPAN = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)")
_MARKER_FIELD = re.compile(r"^(?P<key>id|keys)=(?P<value>\S+)$")

# mistletoe parses are counted so tests can assert how much of the document is parsed.
PARSE_STATS = {"parses": 0, "lines": 0}


@dataclass(frozen=True)
class Heading:
    index: int  # 0-based line index
    level: int
    text: str


@dataclass(frozen=True)
class Entry:
    """A top-level list item of an anchor section (0-based, end exclusive, blanks trimmed)."""

    anchor: str
    start: int
    end: int
    prefix: str
    content_column: int
    lead: str
    keys: frozenset[str]
    ids: frozenset[str]
    sub_prefix: str | None
    number: int | None


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


@dataclass(frozen=True)
class LivingDocument:
    text: Text
    headings: tuple[Heading, ...]
    sections: tuple[Section, ...]

    def section(self, anchor_id: str) -> Section:
        return next(s for s in self.sections if s.anchor.id == anchor_id)


@dataclass(frozen=True)
class Scan:
    """What a line scan finds: ATX headings, and the lines that are not markdown prose
    (front matter, fenced code, HTML comment blocks), as 0-based indexes."""

    headings: tuple[Heading, ...]
    opaque: frozenset[int]


def scan(lines: tuple[str, ...] | list[str]) -> Scan:
    """Fence-, comment- and front-matter-aware scan; ~50x cheaper than a mistletoe parse."""
    headings: list[Heading] = []
    start = _front_matter_end(lines)
    opaque: set[int] = set(range(start))
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
        opening = _FENCE.match(line)
        stripped = line.lstrip(" ")
        if opening and not (opening.group("fence")[0] == "`" and "`" in opening.group("info")):
            fence = opening.group("fence")
            opaque.add(index)
        elif stripped.startswith("<!--") and len(line) - len(stripped) <= 3:
            in_comment = "-->" not in stripped[4:]
            opaque.add(index)
        elif match := _ATX.match(line):
            headings.append(Heading(index, len(match.group("hashes")), _heading_text(match)))
    return Scan(tuple(headings), frozenset(opaque))


def _closes(line: str, fence: str | None) -> bool:
    closing = _FENCE.match(line)
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


def heading_matches(text: str, anchor: Anchor) -> bool:
    got, want = normalise_heading(text), normalise_heading(anchor.heading)
    return got == want or (got.startswith(want) and got[len(want)] in " （(:：·-—")


def find_anchors(headings: list[Heading], smap: SectionMap) -> dict[str, list[Heading]]:
    """Every heading that matches each anchor of the map (zero, one or more)."""
    return {a.id: [h for h in headings if heading_matches(h.text, a)] for a in smap.anchors}


def load(text: Text, smap: SectionMap) -> LivingDocument:
    """Locate every anchor (exactly once each) and parse only the anchor sections."""
    headings = scan_headings(text.lines)
    anchors = find_anchors(headings, smap)
    sections = []
    for anchor in smap.anchors:
        found = anchors[anchor.id]
        if not found:
            raise DocumentError(
                f"anchor {anchor.id!r} missing: no heading {anchor.heading!r}",
                path=text.name,
                hint=f"add `{'#' * anchor.level} {anchor.heading}` (see `patcher init`)",
            )
        if len(found) > 1:
            raise DocumentError(
                f"anchor heading {anchor.heading!r} appears {len(found)} times "
                f"(lines {', '.join(str(h.index + 1) for h in found)})",
                path=text.name,
                line=found[1].index + 1,
                hint="merge or rename the duplicate heading",
            )
        sections.append(parse_section(text, headings, found[0], anchor, smap))
    return LivingDocument(text, tuple(headings), tuple(sections))


def parse_section(
    text: Text, headings: list[Heading], heading: Heading, anchor: Anchor, smap: SectionMap
) -> Section:
    """Parse one anchor's section with mistletoe; its lists' items become entries."""
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
    first_item = lists[0][0].start if lists else None
    list_end = _list_ends(text, children, (start, end))[-1] if lists else None
    loose = any(a.end < b.start for a, b in pairwise(lists[-1])) if lists else False
    return Section(
        anchor, heading.index, start, end, tuple(entries), first_item, list_end, loose, len(entries)
    )


def parse_window(text: Text, start: int, end: int, anchor: Anchor, smap: SectionMap) -> list[Entry]:
    """The top-level entries of lines start..end, parsed on their own (for verification)."""
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
            item_span = (item_start, _trim(text.lines, item_end, item_start))
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

    PARSE_STATS["parses"] += 1
    PARSE_STATS["lines"] += len(lines)
    with MarkdownRenderer():
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
    return _trim(lines, min(limit, end), start)


def _trim(lines: tuple[str, ...], end: int, floor: int) -> int:
    """Move end back over trailing blank lines, never before floor + 1."""
    while end > floor + 1 and not lines[end - 1].strip():
        end -= 1
    return end


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
        sub_match = _ITEM_PREFIX.match(text.lines[start + _line(last) - 1])
        sub_prefix = sub_match.group(0) if sub_match else None
    lead_end = start + _line(parts[1]) - 1 if len(parts) > 1 else end
    return _make_entry(text, anchor, smap, (first, lead_end, end), sub_prefix)


def _make_entry(
    text: Text,
    anchor: Anchor,
    smap: SectionMap,
    lines: tuple[int, int, int],
    sub_prefix: str | None,
) -> Entry:
    """Entry from (first line, end of the lead paragraph, end), all 0-based."""
    first, lead_end, end = lines
    prefix_match = _ITEM_PREFIX.match(text.lines[first])
    prefix = prefix_match.group(0) if prefix_match else ""
    if prefix_match and not prefix_match.group("gap"):
        prefix += " "
    lead = " ".join(line.strip() for line in text.lines[first:lead_end])
    lead = lead[len(prefix.strip()) :].strip() if prefix else lead
    keys, ids = entry_identity(lead, "\n".join(text.lines[first:end]), smap)
    number = int(prefix_match.group("num")) if prefix_match and prefix_match.group("num") else None
    return Entry(
        anchor.id,
        first,
        end,
        prefix,
        len(prefix.expandtabs(4)),
        lead,
        frozenset(keys),
        frozenset(ids),
        sub_prefix,
        number,
    )


def without_code_spans(text: str) -> str:
    """Text with inline code spans blanked out: a marker shown in backticks is not a marker."""
    return _CODE_SPAN.sub(lambda m: " " * len(m.group()), text)


def entry_identity(lead: str, body: str, smap: SectionMap) -> tuple[set[str], set[str]]:
    """Identity keys and applied increment ids of an entry.

    Keys: the first arXiv id and the first `owner/repo#N` of its first paragraph (later ones
    are mentions of other work), the named entities that paragraph matches, and the keys
    in its patcher markers.
    """
    keys: set[str] = set()
    ids: set[str] = set()
    for marker in MARKER.finditer(without_code_spans(body)):
        for part in marker.group("body").split():
            field = _MARKER_FIELD.match(part)
            if field and field.group("key") == "id":
                ids.add(field.group("value"))
            elif field:
                keys.update(k for k in field.group("value").split(",") if k)
    visible = MARKER.sub(" ", without_code_spans(lead))
    arxiv = refs.arxiv_ids(visible)
    github = [g for g in refs.github_refs(visible) if not g.startswith("#")]
    if smap.identity_arxiv and arxiv:
        keys.add(f"arxiv:{arxiv[0]}")
    if smap.identity_github and github:
        keys.add(f"gh:{github[0]}")
    keys.update(f"entity:{e.name}" for e in smap.entities_in(visible))
    return keys, ids


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
        item = _ITEM_PREFIX.match(line) if index not in self.opaque else None
        if (
            item
            and not _THEMATIC.match(line)
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
        underline = _SETEXT.match(line)
        if no_item and self.previous_text and not self.blank and underline:
            if (1 if underline.group(1)[0] == "=" else 2) <= self.level:
                return True
        elif self.blank or not self.previous_text:
            self.paragraph = index
        self.previous_text = not line.lstrip().startswith("#") and index not in self.opaque
        return False

    def close(self, index: int) -> None:
        if self.items and self.items[-1][1] == -1:
            self.items[-1][1] = _last_text(self.lines, index)

    def starts_item(self, item: re.Match[str], current: list[int] | None) -> bool:
        """An ordered item other than 1, or an empty one, cannot interrupt a paragraph."""
        if current is not None or self.blank or not self.previous_text:
            return True
        return bool(item.group("gap")) and item.group("num") in (None, "1")


_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_THEMATIC = re.compile(r"^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$")


def _interrupts(line: str, index: int, opaque: frozenset[int]) -> bool:
    """Lines that end a paragraph, so cannot be a lazy continuation of an item."""
    stripped = line.lstrip(" ")
    return (
        index in opaque
        or stripped.startswith(("#", ">", "```", "~~~", "<!--"))
        or bool(re.match(r"^(?:\*\s*){3,}$|^(?:-\s*){3,}$|^(?:_\s*){3,}$", stripped))
    )


def _last_text(lines: tuple[str, ...], end: int) -> int:
    while end > 0 and not lines[end - 1].strip():
        end -= 1
    return end


def _scanned_entry(text: Text, anchor: Anchor, smap: SectionMap, first: int, end: int) -> Entry:
    """An entry from a line span: its lead runs to the first blank or list-marker line."""
    lead_end = first + 1
    while (
        lead_end < end
        and text.lines[lead_end].strip()
        and not _ITEM_PREFIX.match(text.lines[lead_end])
    ):
        lead_end += 1
    return _make_entry(text, anchor, smap, (first, lead_end, end), None)
