"""Descriptor terms across languages: which words of a name say what kind of thing it is.

A glossary row lists the terms that name one kind of thing in any language, the first being
its canonical term (`tracing = 追踪 = 链路追踪 = trace`). `Glossary.terms` gives the canonical
terms a text holds, so `Wicket追踪` and `Wicket tracing`, or `Cairn前缀感知路由` and `Cairn
router`, are seen to describe their product alike. Latin terms match whole words (ASCII-aware
boundaries, case, hyphens and spaces folded, a plural `s` allowed); Chinese terms match as
written. The longest term wins where two overlap (`prefix caching` is not also `cache`).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from patcher.text.lazy import kept, lazy
from patcher.text.normalise import LATIN_AFTER, LATIN_BEFORE, fold_case

_SEPARATOR = lazy(r"\s*=\s*")
_HYPHENS = lazy(r"[\s\-_]+")


def rows_of(rows: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """`"tracing = 追踪 = trace"` → ("tracing", "追踪", "trace"): each row's terms, folded."""
    split = (tuple(t for t in (_fold(p) for p in _SEPARATOR.split(r)) if t) for r in rows)
    return tuple(r for r in split if r)


@functools.lru_cache(maxsize=1024)  # pure; a text is asked about by several rules in a row
def _fold(term: str) -> str:
    """Width and case folded, hyphens and runs of spaces one space (`KV-Cache` → `kv cache`)."""
    return _HYPHENS.sub(" ", fold_case(term)).strip()


@dataclass(frozen=True)
class Glossary:
    """The map's glossary rows (`identity.glossary`), compiled once into one pattern."""

    rows: tuple[tuple[str, ...], ...] = ()
    _canonical: dict[str, str] = field(init=False, repr=False, compare=False)
    _pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        canonical = {_key(term): row[0] for row in self.rows for term in row}
        terms = tuple(term for row in self.rows for term in row)
        object.__setattr__(self, "_canonical", canonical)
        object.__setattr__(self, "_pattern", _compile(terms) if terms else None)

    def terms(self, text: str) -> frozenset[str]:
        """The canonical terms `text` holds (`Wicket追踪接入…` → {"tracing"})."""
        if self._pattern is None or not text:
            return frozenset()
        return _found(self, _fold(text))

    def terms_once(self, text: str) -> frozenset[str]:
        """`terms`, for a pass that reads each text once (the lead names of a document):
        not kept in the caches, which it would fill with thousands of texts never asked
        about again."""
        if self._pattern is None or not text:
            return frozenset()
        return _found.__wrapped__(self, _fold.__wrapped__(text))

    def without(self, text: str) -> str:
        """`text` folded, with the terms it holds taken out (`LLM tracing` → `llm`): the
        words of a name that are not its descriptors."""
        folded = _fold(text)
        return self._pattern.sub(" ", folded) if self._pattern is not None else folded

    def __hash__(self) -> int:
        return hash(self.rows)


@functools.lru_cache(maxsize=4096)  # pure; a name is asked about once per candidate
def _found(glossary: Glossary, folded: str) -> frozenset[str]:
    assert glossary._pattern is not None
    found = set()
    for match in glossary._pattern.finditer(folded):
        written = _key(match.group())  # `kvcache`, `probes`: the term, maybe plural
        found.add(glossary._canonical.get(written) or glossary._canonical[written[:-1]])
    return frozenset(found)


def _key(term: str) -> str:
    """A folded term without its spaces (`kv cache` and `kvcache` alike)."""
    return term.replace(" ", "")


def _compile(terms: tuple[str, ...]) -> re.Pattern[str]:
    """One alternation, longest terms first; a Latin term bounded by non-Latin characters
    and allowed a plural `s`. Every alternative starts with its term's first character, a
    Latin term's left boundary tested right after it (`k(?<![A-Za-z0-9_].)v ?cache…`: the
    character before the `k` is no Latin one, as `(?<![A-Za-z0-9_])kv ?cache…` tests before
    it; `.` matches any first character of a term, none is a line break): `re` then skips
    an alternative whose first character is not the text's at a glance, and a position no
    term starts with at all (3x faster than testing the boundary first for each run of
    Latin terms, as this did before: `tests/test_glossary.py` holds the two equal)."""
    parts: list[str] = []
    for term in sorted(terms, key=len, reverse=True):
        escaped = re.escape(term).replace(r"\ ", " ?")  # `kv cache` is `KVCache` too
        if term.isascii():
            rest = re.escape(term[1:]).replace(r"\ ", " ?")
            escaped = f"{re.escape(term[0])}{_AFTER_FIRST}{rest}(?:s)?{LATIN_AFTER}"
        parts.append(escaped)
    return kept("|".join(parts))  # (the map's: kept between runs)


# The left boundary of a Latin term, tested after its first character (`LATIN_BEFORE`).
_AFTER_FIRST = LATIN_BEFORE.replace("])", "].)")
