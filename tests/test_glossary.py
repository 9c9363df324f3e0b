"""The glossary's one pattern (`Glossary._pattern`) finds what the pattern it replaced found:
every Latin run's boundary tested first (`(?<![A-Za-z0-9_])(?:a|b)(?:s)?(?![A-Za-z0-9_])`),
now each term's left boundary tested after its first character (issue 26, wip/perf10: 3x
faster). Checked on every line of a generated document and of the labelled documents and
briefings, folded and not, and on generated glossaries and text."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patcher.config.sectionmap import SectionMap
from patcher.text import glossary
from patcher.text.glossary import Glossary
from patcher.text.normalise import LATIN_AFTER, LATIN_BEFORE

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
from generate import document as generated

DECISIONS = ROOT / "tests" / "data" / "decisions"


def _runs_first(terms: tuple[str, ...]) -> re.Pattern[str]:
    """The pattern as it was built before: each run of Latin terms (in length order) one
    alternative, its boundary tested first."""
    parts: list[str] = []
    latin: list[str] = []
    for term in sorted(terms, key=len, reverse=True):
        escaped = re.escape(term).replace(r"\ ", " ?")
        if term.isascii():
            latin.append(escaped)
            continue
        if latin:
            parts.append(f"{LATIN_BEFORE}(?:{'|'.join(latin)})(?:s)?{LATIN_AFTER}")
        latin = []
        parts.append(escaped)
    if latin:
        parts.append(f"{LATIN_BEFORE}(?:{'|'.join(latin)})(?:s)?{LATIN_AFTER}")
    return re.compile("|".join(parts))


def _agree(terms: Glossary, text: str) -> None:
    old, new = _runs_first(tuple(t for row in terms.rows for t in row)), terms._pattern
    assert new is not None
    for seen in (text, glossary._fold(text)):
        found = [(m.span(), m.group()) for m in new.finditer(seen)]
        assert found == [(m.span(), m.group()) for m in old.finditer(seen)], seen
        assert new.sub(" ", seen) == old.sub(" ", seen)


def _lines() -> Iterator[str]:
    yield from generated(200_000).split("\n")
    for path in sorted(DECISIONS.glob("*/doc-*.md")) + sorted(DECISIONS.glob("*/briefs/*.txt")):
        yield from path.read_text(encoding="utf-8").split("\n")


LINES = sorted(set(_lines()))


@pytest.mark.parametrize("chunk", range(2))
def test_the_map_s_glossary_finds_what_it_found_on_documents_and_briefings(
    default_map: SectionMap, chunk: int
) -> None:
    terms = default_map.identity.terms
    assert len(terms.rows) > 20
    for text in LINES[chunk::2]:
        _agree(terms, text)


ALPHABET = "akvcsxe_-. 0919KÅſı缓存路由追踪（）/"
TERMS = st.text(alphabet=ALPHABET, min_size=1, max_size=6).map(glossary._fold).filter(bool)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    st.lists(st.lists(TERMS, min_size=1, max_size=3), min_size=1, max_size=6),
    st.text(ALPHABET + "\n"),
)
def test_a_generated_glossary_finds_what_it_found(rows: list[list[str]], text: str) -> None:
    _agree(Glossary(tuple(tuple(row) for row in rows)), text)


def test_every_alternative_of_the_glossary_starts_with_its_first_character(
    default_map: SectionMap,
) -> None:
    """What makes the pattern fast: `re` reads a top-level alternation whose alternatives
    all start with a character as a set of first characters (a position starting none is
    skipped in C) and skips an alternative whose first character differs at a glance."""
    from re import _constants, _parser  # type: ignore[attr-defined]

    pattern = default_map.identity.terms._pattern
    assert pattern is not None
    ((op, (_, alternatives)),) = _parser.parse(pattern.pattern).data
    assert op is _constants.BRANCH and len(alternatives) > 50
    assert all(alternative[0][0] is _constants.LITERAL for alternative in alternatives)
    firsts = [alternative[0][1] for alternative in alternatives]
    assert len(set(firsts)) == len(firsts)  # (one alternative a first character: `_grouped`)


def _one_a_term(terms: tuple[str, ...]) -> re.Pattern[str]:
    """The pattern before the terms were grouped by first character: one alternative a term."""
    ordered = sorted(terms, key=len, reverse=True)
    return re.compile("|".join(glossary._alternative(term) for term in ordered))


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    st.lists(st.text(alphabet=ALPHABET, min_size=1, max_size=6), min_size=1, max_size=12),
    st.text(ALPHABET + "\n"),
)
def test_terms_grouped_by_first_character_find_what_one_alternative_a_term_found(
    terms: list[str], text: str
) -> None:
    """Grouping the terms by first character (the Latin ones' left boundary tested once a
    group) finds the same matches, spans and text, also for raw terms (spaces first, marks,
    case-blind letters)."""
    grouped = Glossary((tuple(terms),))._pattern
    assert grouped is not None
    flat = _one_a_term(tuple(terms))
    for seen in (text, glossary._fold(text)):
        found = [(m.span(), m.group()) for m in grouped.finditer(seen)]
        assert found == [(m.span(), m.group()) for m in flat.finditer(seen)], (terms, seen)
