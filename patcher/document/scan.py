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
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document import blocks
from patcher.document.blocks import Block, Kind, shown_text, table_spans
from patcher.document.index_table import names_arxiv
from patcher.text.lazy import lazy
from patcher.text.markdown import ATX
from patcher.text.normalise import fold, fold_width, heading_key, heading_text


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
    # cmark ends a setext heading on the line after its underline when that line is not
    # blank (`Title` / `---` / `- item`): the heading ends at its first underline-like line
    under = next(
        (i for i in range(block.start + 1, block.end) if _UNDERLINE.match(lines[i])),
        block.end - 1,
    )
    text = " ".join(line.strip() for line in lines[block.start : under])
    return Heading(block.start, block.level, text, under + 1 - block.start)


_UNDERLINE = lazy(r"^ {0,3}(?:=+|-+)[ \t]*$")


def scan_headings(lines: tuple[str, ...] | list[str]) -> list[Heading]:
    """The top-level headings (ATX and setext) GitHub shows."""
    return list(scan(lines).headings)


_CLOSING_HASHES = lazy(r"(?:^|[ \t]+)#+[ \t]*$")


def _heading_text(match: re.Match[str]) -> str:
    rest = _CLOSING_HASHES.sub("", match.group("rest"))
    return rest.strip()


_CODE = lazy(r"^§\s*\d+(?:\s*\.\s*(?:\d+|\(\s*\d+\s*\)))*")
_AFTER_TITLE = " （(:：·-—【[|/"
_BEFORE_TITLE = " ：:·-—）)】]、|/"
# Other places a heading carries its code: bracketed at either end (`[§1.1] Engines`,
# `1. Engines (§1.1)`) or last after a separator (`Engines — §1.1`); a bare number of two
# or more parts opening it (`1.4 Reliability`, `1.4. Reliability`, `Section 1.4:`) or
# bracketed at its end (`Reliability (1.4)`) counts only when no heading has the § code.
_SECTION = r"§\s*\d+(?:\s*\.\s*\d+)+"
_NUMBER = r"\d+(?:\.\d+)+"
_CODE_ELSEWHERE = (
    lazy(rf"^[(\[【]\s*(?P<code>{_SECTION})\s*[)\]】]"),
    lazy(rf"[(\[【]\s*(?P<code>{_SECTION})\s*[)\]】]$"),
    lazy(rf"(?:^|[\s:·|/—–-])(?P<code>{_SECTION})$"),
)
_BARE_NUMBER = (
    lazy(rf"^(?:section\s+|sec\.\s*|第\s*)?(?P<code>{_NUMBER})(?:\.|\)|\s*节)?(?=[\s:、]|$)", re.I),
    lazy(rf"[(\[【]\s*(?P<code>{_NUMBER})\s*[)\]】]$"),
)


def heading_matches(text: str, anchor: Anchor) -> bool:
    """Whether a heading (at any level) is this anchor's (see `heading_match`)."""
    return heading_match(text, anchor) is not None


def heading_match(text: str, anchor: Anchor) -> str | None:
    """How a heading (at any level) is this anchor's, or None.

    A `§`-numbered anchor matches a heading that carries its code: "code" (`### §1.1
    Engines`, `### [§1.1] Engines`, `### 1. Engines (§1.1)`, `### Engines — §1.1`), or
    "number" (`### 1.1 Engines`, `### Engines (1.1)`); a heading with another code never
    matches it. Otherwise a heading matches one of the anchor's titles: its `heading`
    ("title") or one of its `headings` ("alternative"), exactly or followed by a space or
    bracket, or after a leading label (`附录：arXiv 索引`: "labelled title" / "labelled
    alternative").
    """
    got, code, kind = _prepared(text)
    if anchor.numbered and code is not None:
        return kind if code == fold(anchor.id) else None
    for position, want in enumerate(_titles(anchor.titles)):
        how = _title_match(got, want)
        if how:
            kind = "title" if position == 0 else "alternative"
            return kind if how == "exact" else f"labelled {kind}"
    return None


@functools.lru_cache(maxsize=4096)
def _prepared(text: str) -> tuple[str, str | None, str]:
    """A heading's text normalised, the folded § code it carries (if any), and how it
    carries it ("code" or "number")."""
    got = shown(text)
    plain = fold_width(got)
    code = _CODE.match(plain)
    if code:
        return got, fold(code.group()), "code"
    for pattern in _CODE_ELSEWHERE:
        if found := pattern.search(plain):
            return got, fold(found.group("code")), "code"
    for pattern in _BARE_NUMBER:
        if found := pattern.search(plain):
            return got, fold("§" + found.group("code")), "number"
    return got, None, ""


def heading_name(text: str) -> str:
    """A heading's name as shown, without the § code that opens it: "§1.3 Memory and
    context" → "Memory and context" (how a line may name its section)."""
    got = shown(text)
    code = _CODE.match(fold_width(got))
    return got[code.end() :].lstrip(" :：.、—–-").strip() if code else got


_DECORATION = frozenset({"So", "Sk", "Sm", "Mn", "Me", "Cf", "Zs"})


def shown(text: str) -> str:
    """A heading's text as GitHub shows it (`blocks.shown_text`), without `**` and without
    the emoji and symbols that open it: "🚀 `§1.1` Engines" → "§1.1 Engines"."""
    got = heading_text(shown_text(text))
    start = 0
    while start < len(got) and unicodedata.category(got[start]) in _DECORATION:
        start += 1
    return got[start:]


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
    found = {a.id: _strongest(headings, a) for a in smap.anchors}
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


def near_miss(anchor: Anchor, candidates: list[Heading]) -> Heading | None:
    """The heading that looks like this anchor renamed (a "did you mean"): the same § code
    with other words, the anchor's title without its code, or nearly the same text."""
    want = heading_key(anchor.heading)
    code = _CODE.match(anchor.heading)
    bare = heading_key(anchor.heading[code.end() :]) if code else None
    best, score = None, 0.0
    for heading in candidates:
        visible = shown(heading.text)
        got = heading_key(visible)
        ratio = 1.0 if bare and got == bare else SequenceMatcher(None, want, got).ratio()
        same_code = code is not None and visible.split(" ")[0] == code.group()
        if (ratio >= 0.75 or same_code) and ratio > score:
            best, score = heading, ratio
    return best


_CJK = lazy(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = lazy(r"[A-Za-z]{2,}")


def created_heading(anchor: Anchor, headings: Sequence[Heading]) -> str:
    """The title a section created for `anchor` takes: its `heading`, or the first of its
    titles in the script most of the document's headings are written in (an English
    document gets `Unsorted`, not `待归类`)."""
    cjk = sum(bool(_CJK.search(h.text)) for h in headings)
    latin = sum(bool(_LATIN.search(h.text)) and not _CJK.search(h.text) for h in headings)
    if cjk == latin:
        return anchor.heading
    wanted = cjk > latin
    for title in anchor.titles:
        if bool(_CJK.search(title)) == wanted and (wanted or _LATIN.search(title)):
            return title
    return anchor.heading


def _strongest(headings: list[Heading], anchor: Anchor) -> list[Heading]:
    """The headings that are this anchor's; a bare number (`1.4 Reliability`) only when no
    heading carries the anchor's § code or title."""
    hits = [(h, heading_match(h.text, anchor)) for h in headings]
    strong = [h for h, how in hits if how is not None and how != "number"]
    return strong or [h for h, how in hits if how == "number"]


def _preference(heading: Heading, anchor: Anchor) -> tuple[bool, int, int]:
    exact = any(fold(shown(heading.text)) == fold(t) for t in anchor.titles)
    return (not exact, heading.level, heading.index)


def _arxiv_table_heading(
    headings: list[Heading], lines: tuple[str, ...], claimed: set[int]
) -> Heading | None:
    """The first unclaimed heading whose own part holds a table (as GitHub reads tables:
    outer pipes or not) whose header names an arXiv column."""
    tables = [start for start, _ in table_spans(lines, 0, len(lines))]
    tables = [start for start in tables if names_arxiv(lines[start])]
    for position, found in enumerate(headings):
        if found.index in claimed:
            continue
        end = headings[position + 1].index if position + 1 < len(headings) else len(lines)
        if any(found.index < start < end for start in tables):
            return found
    return None
