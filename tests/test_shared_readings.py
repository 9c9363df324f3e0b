"""Readings of one increment several rules ask for (issue 26: each extra briefing's cost): its
identity keys (`shared_pages` when its briefing is read, `Editor.keys_of` when it is planned)
and its relation line's names (asked by each relation rule) are worked out once and kept;
each call still returns a list of its own, equal to the reading worked out afresh."""

from __future__ import annotations

from collections.abc import Iterator

from patcher.api import parse_briefs
from patcher.briefing.increments import Increment
from patcher.config.sectionmap import SectionMap
from patcher.plan.evidence import mentions, relations
from patcher.plan.evidence.index_relations import _CORRESPONDS
from patcher.plan.evidence.index_releases import _ANCHORED
from patcher.text.source import read_source

from .conftest import ROOT

DECISIONS = ROOT / "tests" / "data" / "decisions"
PATTERNS = (
    (relations._HAS, relations._CONTINUES),
    relations._CONTINUATIONS,
    (relations._HAS,),
    (relations._HAS, _CORRESPONDS),
    (_ANCHORED,),
)


def _increments() -> Iterator[Increment]:
    for path in sorted(DECISIONS.glob("*/briefs/*.txt")):
        for brief in parse_briefs([read_source(str(path))]).briefs:
            yield from brief.increments


def test_identity_keys_are_worked_out_once_and_given_fresh(default_map: SectionMap) -> None:
    seen = 0
    for inc in _increments():
        afresh = list(mentions._identity_keys.__wrapped__(inc, default_map.identity))
        first = mentions.identity_keys(inc, default_map)
        assert first == afresh
        first.append("mutated")  # (a caller's list is its own: the kept reading is untouched)
        assert mentions.identity_keys(inc, default_map) == afresh
        seen += 1
    assert seen > 1000


def test_relation_names_are_worked_out_once_and_given_fresh() -> None:
    seen = 0
    for inc in _increments():
        if not inc.relation:
            continue
        for patterns in PATTERNS:
            afresh = list(relations._relation_names.__wrapped__(inc.relation, patterns))
            first = relations.relation_names(inc.relation, patterns)
            assert first == afresh
            first.append("mutated")
            assert relations.relation_names(inc.relation, patterns) == afresh
        seen += 1
    assert seen > 500


def test_shared_pages_reads_the_kept_identity_keys(default_map: SectionMap) -> None:
    incs = list(_increments())[:200]
    mentions._identity_keys.cache_clear()
    mentions.shared_pages(incs[-8:], default_map)
    before = mentions._identity_keys.cache_info()
    for inc in incs[-8:]:
        mentions.identity_keys(inc, default_map)
    after = mentions._identity_keys.cache_info()
    assert after.misses == before.misses and after.hits == before.hits + 8
