"""The line scan: ATX headings and the lines that are not prose, and which headings are anchors.

`scan` finds the headings and the opaque lines (front matter, fenced code, HTML comment
blocks) without a markdown parse; `heading_match` and `find_anchors` say which headings are
the map's anchors. An anchor section's lists are read by `document/lists.py`; neither
imports a markdown parser.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document.index_table import names_arxiv
from patcher.text.markdown import ATX, FENCE
from patcher.text.normalise import fold, fold_width, heading_key, heading_text


@dataclass(frozen=True, slots=True)
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


# What a fence, an HTML comment or an ATX heading starts with (after its indentation).
_OPENING = frozenset("`~<#")
# A fence a list item opens on its own line (`- ```sh`, `1. - ~~~`).
_ITEM_START = frozenset("-*+0123456789")
_ITEM_FENCE = re.compile(
    r"^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)+(?P<fence>`{3,}|~{3,})(?P<info>.*)$"
)


def _item_fence(opening: re.Match[str]) -> str | None:
    """The fence a list item opens on its own line, or None (a backtick fence's info string
    cannot hold a backtick); the lines after it are code until it closes."""
    fence = opening.group("fence")
    return None if fence[0] == "`" and "`" in opening.group("info") else fence


def scan(lines: Sequence[str], front_matter: bool = True) -> Scan:
    """Fence-, comment- and front-matter-aware scan; ~50x cheaper than a mistletoe parse."""
    headings: list[Heading] = []
    start = _front_matter_end(lines) if front_matter else 0
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
        first = line.lstrip()[:1]
        if first not in _OPENING:
            if (
                first in _ITEM_START
                and ("```" in line or "~~~" in line)
                and (item_fence := _ITEM_FENCE.match(line))
            ):
                fence = _item_fence(item_fence)  # the item line itself stays an item
            continue  # most lines: neither a fence, a comment nor a heading
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


def _front_matter_end(lines: Sequence[str]) -> int:
    if not lines or lines[0].rstrip() != "---":
        return 0
    for index in range(1, len(lines)):
        if lines[index].rstrip() in ("---", "..."):
            return index + 1
    return 0


def _heading_text(match: re.Match[str]) -> str:
    rest = re.sub(r"(?:^|[ \t]+)#+[ \t]*$", "", match.group("rest"))
    return rest.strip()


_CODE = re.compile(r"^§\s*\d+(?:\s*\.\s*(?:\d+|\(\s*\d+\s*\)))*")
_AFTER_TITLE = " （(:：·-—【[|/"
_BEFORE_TITLE = " ：:·-—）)】]、|/"
# Other places a heading carries its code: bracketed at either end (`[§1.1] Engines`,
# `1. Engines (§1.1)`) or last after a separator (`Engines — §1.1`); a bare number of two
# or more parts opening it (`1.4 Reliability`, `1.4. Reliability`, `Section 1.4:`) or
# bracketed at its end (`Reliability (1.4)`) counts only when no heading has the § code.
_SECTION = r"§\s*\d+(?:\s*\.\s*\d+)+"
_NUMBER = r"\d+(?:\.\d+)+"
_CODE_ELSEWHERE = (
    re.compile(rf"^[(\[【]\s*(?P<code>{_SECTION})\s*[)\]】]"),
    re.compile(rf"[(\[【]\s*(?P<code>{_SECTION})\s*[)\]】]$"),
    re.compile(rf"(?:^|[\s:·|/—–-])(?P<code>{_SECTION})$"),
)
_BARE_NUMBER = (
    re.compile(
        rf"^(?:section\s+|sec\.\s*|第\s*)?(?P<code>{_NUMBER})(?:\.|\)|\s*节)?(?=[\s:、]|$)", re.I
    ),
    re.compile(rf"[(\[【]\s*(?P<code>{_NUMBER})\s*[)\]】]$"),
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
    got = heading_text(text)
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
        got = heading_key(heading.text)
        ratio = 1.0 if bare and got == bare else SequenceMatcher(None, want, got).ratio()
        same_code = code is not None and heading_text(heading.text).split(" ")[0] == code.group()
        if (ratio >= 0.75 or same_code) and ratio > score:
            best, score = heading, ratio
    return best


_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]{2,}")


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
    exact = any(fold(heading_text(heading.text)) == fold(t) for t in anchor.titles)
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
                and names_arxiv(row)
                and _DELIMITER.match(lines[index + 1].strip())
            ):
                return heading
    return None


_DELIMITER = re.compile(r"^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$")
