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
    a position no term starts with at all (3x faster than testing the boundary first for
    each run of Latin terms, as this did before: `tests/test_glossary.py` holds the two
    equal). The terms are grouped by first character (`_grouped`)."""
    ordered = sorted(terms, key=len, reverse=True)
    groups: dict[str, list[str]] = {}
    for term in ordered:
        groups.setdefault(term[0], []).append(term)
    if " " in groups:  # (a term opening on a space, its first character optional: ungrouped)
        return kept("|".join(_alternative(term) for term in ordered))
    return kept("|".join(_grouped(first, group) for first, group in groups.items()))


def _alternative(term: str) -> str:
    """A term's own alternative: its first character, then the rest (`_rest`)."""
    if term.isascii():
        return f"{re.escape(term[0])}{_rest(term)}"
    return re.escape(term).replace(r"\ ", " ?")  # (a first space optional too)


def _rest(term: str) -> str:
    """A term's alternative after its first character: a Latin term's left boundary (tested
    there), the rest of it (`kv cache` is `KVCache` too), a plural and the right boundary."""
    rest = re.escape(term[1:]).replace(r"\ ", " ?")
    return f"{_AFTER_FIRST}{rest}(?:s)?{LATIN_AFTER}" if term.isascii() else rest


def _grouped(first: str, group: list[str]) -> str:
    """One alternative for the terms starting with `first` (in length order): the character,
    then each term's rest, the left boundary tested once when every term is Latin
    (`k(?<![A-Za-z0-9_].)(?:v ?cache…|…)`). At a position, only the terms starting with its
    character can match, and they are tried in the same order, so the alternation finds
    what the one alternative a term found (issue 26: ~4x faster on a document's names;
    `tests/test_glossary.py`)."""
    rests = [_rest(term) for term in group]
    if all(term.isascii() for term in group):
        shared = "|".join(rest[len(_AFTER_FIRST) :] for rest in rests)
        return f"{re.escape(first)}{_AFTER_FIRST}(?:{shared})"
    return f"{re.escape(first)}(?:{'|'.join(rests)})"


# The left boundary of a Latin term, tested after its first character (`LATIN_BEFORE`).
_AFTER_FIRST = LATIN_BEFORE.replace("])", "].)")
