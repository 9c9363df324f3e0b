"""Increments → anchors: suggested section, alias, keyword, or the fallback; never dropped."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from patcher.briefing.increments import Increment, Suggestion
from patcher.briefing.parse import Brief
from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document.sections import LivingDocument
from patcher.errors import BriefError
from patcher.text.lazy import kept, lazy
from patcher.text.normalise import LATIN_AFTER, LATIN_BEFORE, fold, fold_case, latin_word

# How an increment reached its anchor: its suggested section's code, an alias of the anchor,
# the anchor's keywords, the map's fallback, a priority row that won a disagreement, the
# section of the entries its title names; or
# "unrouted" (`route` with no anchor: no fallback and nothing matched).
# "named": nothing routed it, and the entries its title names all live in one section;
# "words": nothing routed it, it names no entry, and one section's entries share its words;
# "stated": a new entry of a kind the preamble files one entry each in one section it names.
Via = Literal[
    "suggested", "alias", "keyword", "fallback", "priority", "named", "words", "stated", "unrouted"
]


@dataclass(frozen=True)
class Route:
    """Where one increment goes and why."""

    id: str
    title: str
    anchor: str
    via: Via
    secondary: tuple[str, ...]
    reason: str
    flagged: bool = False
    # the increment suggests a section the map does not know, and keywords chose the anchor:
    # the reviewer should see that the briefing asked for something else
    unread: bool = False


def route_brief(brief: Brief, smap: SectionMap) -> list[Route]:
    return [route_increment(inc, smap, brief.path) for inc in brief.increments]


def route_increment(
    inc: Increment, smap: SectionMap, path: str = "<brief>", headings: Headings | None = None
) -> Route:
    """Where the increment goes: its suggested sections first (a section given by name only
    is read by the document's `headings` too), then the keywords of a suggestion no anchor
    takes, the increment's keywords, the fallback; BriefError when nothing routes it and the
    map has no fallback."""
    resolved, unknown, unnamed = _suggested(inc, smap, headings or {})
    note = f"; no anchor for {', '.join(repr(u) for u in unknown)}" if unknown else ""
    note += "".join(f" ({why})" for why in unnamed)
    if resolved:
        (anchor, via), rest = resolved[0], resolved[1:]
        first = inc.suggestions[0].raw if not unknown else "suggestion"
        reason = (
            f"{via} {first!r} → {anchor}{note}" if via == "alias" else f"suggested {anchor}{note}"
        )
        if via == "suggested" and inc.suggestions[0].code is None:  # (read by the heading)
            reason = f"suggested {first!r}, the document's heading of {anchor}{note}"
        return Route(inc.id, inc.title, anchor, via, tuple(a for a, _ in rest), reason)
    said = _only(by_keyword("\n".join(unknown), smap), "\n".join(unknown), smap)
    if said is not None:  # the briefing's own words for the section, before the increment's
        anchor, hits = said
        why = f"keywords {', '.join(hits)} of the suggestion{note}"
        return Route(inc.id, inc.title, anchor, "keyword", (), why, unread=True)
    keyword = _by_keyword(inc, smap)
    if keyword is not None:
        anchor, hits = keyword
        why = f"keywords {', '.join(hits)}{note}"
        return Route(inc.id, inc.title, anchor, "keyword", (), why, unread=bool(unknown))
    if smap.fallback is None:
        raise BriefError(
            f"increment {inc.number} cannot be routed{note or ' (no section suggested)'} "
            "and the map has no fallback anchor; nothing written",
            path=path,
            line=inc.line,
            hint=f"add an alias or keyword to {smap.path}, or set `fallback:`",
        )
    return Route(
        inc.id, inc.title, smap.fallback, "fallback", (), f"nothing matched{note}", flagged=True
    )


def _suggested(
    inc: Increment, smap: SectionMap, headings: Headings
) -> tuple[list[tuple[str, Via]], list[str], list[str]]:
    """The anchors the increment's suggestions name (each once, primary first), the
    suggestions no anchor takes, and why each given by name only is no document heading."""
    resolved: list[tuple[str, Via]] = []
    unknown: list[str] = []
    unnamed: list[str] = []
    for suggestion in inc.suggestions:
        hit = resolve(suggestion, smap)
        if hit is None and suggestion.code is None and headings:
            hit, why = by_heading(suggestion.name, headings, smap)
            unnamed += [why] if hit is None else []
        if hit is None:
            unknown.append(suggestion.raw)
        elif hit is not None and hit[0] not in [r[0] for r in resolved]:
            resolved.append(hit)
    return resolved, unknown, unnamed


def resolve(suggestion: Suggestion, smap: SectionMap) -> tuple[str, Via] | None:
    """The anchor a suggestion names, and how: by its own id, or through an alias; a code
    the map does not know is read by the name after it (`§9.9 推理调度`)."""
    if suggestion.code:
        hit = _by_code(fold(suggestion.code), smap)
        if hit is not None or not suggestion.name:
            return hit
    return _by_name(suggestion.name, smap)


# Each anchor's heading as the document writes it (`§1.4 评测、可靠性与事故`), by anchor id.
Headings = Mapping[str, str]
# A heading's section number before its name (`§1.4 `, `1.4 `, `1.4. `).
_CODE = lazy(r"^\s*(?:§\s*)?\d+(?:\s*\.\s*\d+)*\.?\s+")


def section_headings(doc: LivingDocument) -> dict[str, str]:
    """Each anchor section's heading in the document, by anchor id."""
    by_line = doc.headings_by_line
    return {s.anchor.id: by_line[s.heading].text for s in doc.sections if s.heading in by_line}


def by_heading(
    name: str, headings: Headings, smap: SectionMap
) -> tuple[tuple[str, Via] | None, str]:
    """The one main anchor whose section the document heads with `name` (its number aside:
    `评测、可靠性与事故` for `## §1.4 评测、可靠性与事故`), or None and why."""
    wanted = fold(name)
    found = [
        anchor
        for anchor, heading in headings.items()
        if anchor not in smap.auxiliary and wanted in {fold(heading), fold(_CODE.sub("", heading))}
    ]
    if len(found) == 1:
        return (found[0], "suggested"), ""
    where = f"{len(found)} sections" if found else "no section"
    return None, f"the suggested section {name!r} is the heading of {where}"


def _by_code(code: str, smap: SectionMap) -> tuple[str, Via] | None:
    for anchor in smap.anchors:
        if fold(anchor.id) == code:
            return anchor.id, "suggested"
    for anchor in smap.anchors:
        if code in {fold(a) for a in anchor.aliases}:
            return anchor.id, "alias"
    return None


def _by_name(written: str, smap: SectionMap) -> tuple[str, Via] | None:
    """A section name: an anchor's heading or alias as a whole; else the one main anchor
    whose names it holds (`KV Cache 与分离式推理`, `推理调度系统`); none when it holds names
    of several (`KV Cache 调度`)."""
    name = fold(written)
    for anchor in smap.anchors:
        if name and name in _names(anchor):
            return anchor.id, "alias"
    held = {
        anchor.id
        for anchor in smap.anchors
        if anchor.id not in smap.auxiliary
        and any(_holds(written, n) for n in _names(anchor, spaced=True))
    }
    return (held.pop(), "alias") if len(held) == 1 else None


def _holds(text: str, name: str) -> bool:
    """`text` holds the section name `name` (a Latin end as a whole word)."""
    return _name_pattern(name).search(fold_case(text)) is not None


@functools.lru_cache(maxsize=1024)
def _name_pattern(name: str) -> re.Pattern[str]:
    before = LATIN_BEFORE if name[:1].isascii() and name[:1].isalnum() else ""
    after = LATIN_AFTER if name[-1:].isascii() and name[-1:].isalnum() else ""
    return kept(before + r"\s*".join(map(re.escape, name.split())) + after)  # (the map's)


def _names(anchor: Anchor, spaced: bool = False) -> set[str]:
    """The anchor's heading, its heading without the code, its aliases: folded; `spaced`,
    only those of two characters or more that are no code, case folded with spaces kept."""
    bare = re.sub(r"^§\s*\S+\s*", "", anchor.heading)
    if not spaced:
        return {fold(anchor.heading), fold(bare), *(fold(a) for a in anchor.aliases)}
    names = {fold_case(n).strip() for n in (bare, *anchor.aliases) if not n.startswith("§")}
    return {n for n in names if len(n) >= 2}


def _by_keyword(inc: Increment, smap: SectionMap) -> tuple[str, list[str]] | None:
    return by_keyword("\n".join([inc.title, inc.category or "", *inc.points]), smap)


def by_keyword(text: str, smap: SectionMap) -> tuple[str, list[str]] | None:
    """The anchor whose keywords the text holds most of (the first on a tie), and which."""
    best: tuple[str, list[str]] | None = None
    folded = fold(text)
    for anchor in smap.anchors:
        hits = [k for k in anchor.keywords if _keyword_in(k, text, folded)]
        if hits and (best is None or len(hits) > len(best[1])):
            best = (anchor.id, hits)
    return best


def _only(
    best: tuple[str, list[str]] | None, text: str, smap: SectionMap
) -> tuple[str, list[str]] | None:
    """`best` (see `by_keyword`) when no other anchor's keywords the text holds as many."""
    if best is None:
        return None
    folded = fold(text)
    tied = [
        a.id
        for a in smap.anchors
        if a.id != best[0] and sum(_keyword_in(k, text, folded) for k in a.keywords) >= len(best[1])
    ]
    return None if tied else best


def _keyword_in(keyword: str, text: str, folded: str) -> bool:
    """A Latin keyword as a whole word (`bug` is not in `debug`, but is in `bug修复`);
    a CJK keyword as a substring (of the text `folded`)."""
    pattern = _latin_pattern(keyword)
    if pattern is not None:
        return pattern.search(text) is not None
    return fold(keyword) in folded


@functools.lru_cache(maxsize=4096)
def _latin_pattern(keyword: str) -> re.Pattern[str] | None:
    if any(c.isascii() and c.isalpha() for c in keyword):
        return kept(latin_word(keyword), re.IGNORECASE)  # (the map's: kept between runs)
    return None
