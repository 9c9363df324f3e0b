"""The document's outline, and which headings are anchors.

`scan` gives the headings and the lines GitHub shows as code or raw HTML, both from the one
block reader (`blocks`, GitHub's own parser): a heading is a top-level heading block (ATX
or setext), never a `#` line inside a fence, an HTML block, indented code or a list item.
`heading_match` and `find_anchors` say which headings are the map's anchors; an anchor
section's lists are read by `document/lists.py`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document import blocks
from patcher.document.blocks import Block, Kind
from patcher.text.markdown import ATX
from patcher.text.normalise import fold, fold_width, heading_text


@dataclass(frozen=True, slots=True)
class Heading:
    index: int  # 0-based line index of its first line
    level: int
    text: str
    lines: int = 1  # a setext heading spans its text and its underline

    @property
    def body(self) -> int:
        """The first line after the heading."""
        return self.index + self.lines


@dataclass(frozen=True)
class Scan:
    """A text's outline: its top-level headings, the lines that are not markdown prose
    (front matter, code blocks, HTML blocks) as 0-based indexes, and its top-level blocks."""

    headings: tuple[Heading, ...]
    opaque: frozenset[int]
    openers: frozenset[int] = frozenset()  # the first line of each opaque block
    blocks: tuple[Block, ...] = ()


def scan(lines: Sequence[str], front_matter: bool = True) -> Scan:
    """The outline of `lines` as GitHub reads them (front matter is not markdown there)."""
    tree = blocks.outline(lines) if front_matter else blocks.parse(lines, False, deep=False)
    headings = tuple(heading(lines, b) for b in tree.blocks if b.kind is Kind.HEADING)
    return Scan(headings, tree.opaque, tree.openers, tree.blocks)


def heading(lines: Sequence[str], block: Block) -> Heading:
    """A heading block as a Heading: its level and text (ATX or setext)."""
    atx = ATX.match(lines[block.start]) if block.end - block.start == 1 else None
    if atx:
        return Heading(block.start, block.level, _heading_text(atx))
    text = " ".join(line.strip() for line in lines[block.start : block.end - 1])
    return Heading(block.start, block.level, text, block.end - block.start)


def scan_headings(lines: tuple[str, ...] | list[str]) -> list[Heading]:
    """The top-level headings (ATX and setext) GitHub shows."""
    return list(scan(lines).headings)


def table_spans(lines: Sequence[str], start: int, end: int) -> list[tuple[int, int]]:
    """[first, end) of each top-level table GitHub shows that starts in lines start..end:
    the header row, the delimiter row, then one row a line (outer pipes or not)."""
    outline = blocks.outline(lines).blocks
    return [(b.start, b.end) for b in outline if b.kind is Kind.TABLE and start <= b.start < end]


def _heading_text(match: re.Match[str]) -> str:
    rest = re.sub(r"(?:^|[ \t]+)#+[ \t]*$", "", match.group("rest"))
    return rest.strip()


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
    got, code = _prepared(text)
    if anchor.numbered and code is not None:
        return "code" if code == fold(anchor.id) else None
    for position, want in enumerate(_titles(anchor.titles)):
        how = _title_match(got, want)
        if how:
            kind = "title" if position == 0 else "alternative"
            return kind if how == "exact" else f"labelled {kind}"
    return None


@functools.lru_cache(maxsize=4096)
def _prepared(text: str) -> tuple[str, str | None]:
    """A heading's text normalised, and its folded § code if it starts with one."""
    got = heading_text(text)
    code = _CODE.match(fold_width(got))
    return got, fold(code.group()) if code else None


@functools.lru_cache(maxsize=256)
def _titles(titles: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """Each title normalised and casefolded, with its length before casefolding."""
    return tuple(
        (normalised.casefold(), len(normalised))
        for normalised in (heading_text(title) for title in titles)
    )


def _title_match(got: str, title: tuple[str, int]) -> str | None:
    """How heading text `got` matches a title (casefolded, and its length before)."""
    want, size = title
    if not want:
        return None
    if got.casefold() == want:
        return "exact"
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
    exact = any(fold(heading_text(heading.text)) == fold(t) for t in anchor.titles)
    return (not exact, heading.level, heading.index)


def _arxiv_table_heading(
    headings: list[Heading], lines: tuple[str, ...], claimed: set[int]
) -> Heading | None:
    """The first unclaimed heading whose own part holds a table (as GitHub reads tables:
    outer pipes or not) whose header names an arXiv column."""
    tables = [b.start for b in blocks.outline(lines).blocks if b.kind is Kind.TABLE]
    tables = [start for start in tables if "arxiv" in lines[start].casefold()]
    for position, found in enumerate(headings):
        if found.index in claimed:
            continue
        end = headings[position + 1].index if position + 1 < len(headings) else len(lines)
        if any(found.index < start < end for start in tables):
            return found
    return None
