"""A preamble giving a release candidate an entry, or (speaking of candidates) the final
release one: the final release is then a new entry, not news of its candidate's."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.text.source import Source
from tests.conftest import brief_text, increment

RULES = (
    "> * **Release candidates** get one entry, named for the first rc (`[Foo v2.0.0rc1]`); "
    "later rcs of the same release are sub-bullets under it. The final release gets its own "
    "entry.\n> * Patches get no entry: they are a dated sub-bullet under the release they patch."
)


def _doc(preamble: str) -> str:
    return (
        f"# Inference release log\n\n{preamble}\n\n## §1.1 Engines\n\n"
        "- [Brightwick v1.8.0rc1](https://example.org/b) — 2028-10-15 — Brightwick AI — "
        "Rust serving engine, first candidate of 1.8.0.\n"
        "- [Brightwick v1.7.0](https://example.org/a) — 2028-09-15 — Brightwick AI — "
        "Rust serving engine.\n\n"
        "## §1.2 Routing\n\n## §1.3 KV cache\n\n## §1.4 Reliability\n"
    )


def _action(doc: str, title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.1"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


@pytest.mark.parametrize(
    "preamble",
    [
        RULES,
        "Release candidates get one entry each.",
        "Every rc opens an entry of its own line. The final version gets its own entry too.",
        "候选版单独成条。",
    ],
)
def test_a_preamble_giving_candidates_or_the_final_an_entry(preamble: str) -> None:
    assert versions.states_candidate_entries(preamble)


@pytest.mark.parametrize(
    "preamble",
    [
        "Release candidates get no entry: they go under the latest final release.",
        "Release candidates are never given an entry of their own.",
        "The final release gets its own entry.",  # (no candidate said: another rule's)
        "Patches are sub-bullets. Candidates are sub-bullets too.",
        # (heldout64, a blind week: `has an entry` is the minor's, and the final goes under
        # the rc's entry)
        "- Patch releases and release candidates of a minor that already has an entry are "
        "dated sub-bullets of that entry. A new minor opens a new entry, also when its first "
        "build is an rc; the final release then goes under that rc's entry.",
    ],
)
def test_a_preamble_denying_it_or_not_speaking_of_candidates(preamble: str) -> None:
    assert not versions.states_candidate_entries(preamble)


def test_the_final_release_is_a_new_entry_beside_its_candidates() -> None:
    final = _action(_doc(RULES), "Brightwick v1.8.0 正式发布（brightwick-ai/brightwick）")
    assert final.action == "inserted", final
    later = _action(_doc(RULES), "Brightwick1.8.0rc2发布：修复 rc1 的 FP8 回归")
    assert later.action == "updated" and "v1.8.0rc1" in (later.matched or ""), later
