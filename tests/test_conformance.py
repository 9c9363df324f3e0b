"""Every CommonMark / cmark-gfm spec example embedded in a living document, judged by GitHub.

Each example of ../shared/conformance is placed in §1.1 three ways (between two entries,
after the last entry with text after it, right before the next anchor heading); a briefing
that updates one entry and adds entries to §1.1 and §1.2 is applied, and cmark-gfm's HTML
judges the result (`gfm.judge`): no old block shown otherwise, every new entry a top-level
item under its anchor, every old entry still one item. When GitHub shows no single §1.1 or
§1.2 (the example took a heading in), the right answer is a refusal. check and the guard are
judged on the same documents. Skipped without ../shared (the hypothesis test in
test_reader.py always runs).
"""

from __future__ import annotations

import pytest

from . import conformance

pytestmark = pytest.mark.skipif(
    not conformance.CONFORMANCE.is_dir(), reason="../shared/conformance is not here"
)

# Refusals (exit 2, nothing written) on documents GitHub shows with both anchors: safe, but
# not the edit asked for. Each is in the README with its reason.
KNOWN_REFUSALS = {
    # `  <div>` then `    <div>` inside the first entry: an HTML block runs to a blank line,
    # so a sub-bullet appended right after it would be raw HTML.
    ("commonmark", 184, "between"),
    # `-` then a blank line: an empty item, and `  foo` after it is a paragraph outside the
    # list; a new entry appended to the list would take `foo` in as its own continuation.
    ("commonmark", 280, "after-last"),
    ("commonmark", 280, "before-next"),
}


@pytest.fixture(scope="module")
def placed() -> list[tuple[conformance.Example, str, str]]:
    return [
        (example, position, conformance.document(example.markdown, position))
        for example in conformance.examples()
        for position in conformance.POSITIONS
    ]


def test_every_example_is_read_as_github_reads_it(placed: list) -> None:  # type: ignore[type-arg]
    """The reader's headings and entries are GitHub's on every placed example."""
    wrong = [
        (e.source, e.number, p, problems)
        for e, p, doc in placed
        if (problems := conformance.gfm.reader_disagreements(doc, conformance.MAP))
    ]
    assert wrong == []


def test_apply_writes_what_github_shows_as_planned(placed: list) -> None:  # type: ignore[type-arg]
    outcomes = {(e.source, e.number, p): conformance.judge_apply(doc) for e, p, doc in placed}
    wrong = {key: o.why for key, o in outcomes.items() if o.kind == "wrong"}
    refused = {key for key, o in outcomes.items() if o.kind == "refused"}
    assert wrong == {}
    assert refused <= KNOWN_REFUSALS, sorted(refused - KNOWN_REFUSALS)
    passed = sum(o.kind == "pass" for o in outcomes.values())
    assert passed / len(outcomes) >= 0.995
    assert len(outcomes) > 2000  # every example, three ways


def test_check_and_the_guard_see_what_github_shows(placed: list) -> None:  # type: ignore[type-arg]
    """check reports a missing or doubled anchor exactly when GitHub shows one; the guard
    flags the deletion of an entry GitHub shows."""
    wrong = [
        (e.source, e.number, p, outcome.why)
        for e, p, doc in placed
        if (outcome := conformance.judge_check_and_guard(doc)).kind == "wrong"
    ]
    assert wrong == []
