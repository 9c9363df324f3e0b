"""heldout160's general causes (lead160): a row of an arXiv index kept as a list is no entry
of its paper. The names and wordings are new, not the set's."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_FILED = (
    "# serving · living document\n\n"
    "> Conventions: a paper goes under the engine it evaluates when it names one.\n\n"
    "## §1.1 Engines\n\n"
    "- **Osier** (Osier Labs) — paged serving engine; 1.4\n"
    "  - Paper (03-02): TideCache, arXiv:3403.11842 — prefix-aware eviction measured on Osier.\n"
    "- **Bracken** (Fernworks) — batch scheduler for serving; 0.7\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV cache\n\n"
    "## §1.4 Reliability\n\n"
    "## arXiv Index\n\n"
    "- 3403.11842 — TideCache: Prefix-Aware Eviction (§1.1, under Osier)\n"
    "- 3403.20517 — Lattice Batching for Mixed Prompts (§1.2)\n"
)


def _first(title: str, section: str) -> tuple[str, str, str]:
    action = run(_FILED, brief_text(increment(1, title, section))).actions[0]
    return action.action, action.anchor, action.matched or ""


def test_a_paper_an_index_row_lists_goes_to_the_entry_filing_it() -> None:
    """`TideCache（arXiv:3403.11842）代码开源`: the id is the row's key, but the row is a line of
    the index; the paper's news goes where the document files it, under Osier."""
    action, anchor, matched = _first("TideCache（arXiv:3403.11842）代码开源", "§1.3")
    assert (action, anchor) == ("updated", "§1.1"), matched
    assert "Osier" in matched, matched


def test_a_paper_only_its_index_row_lists_is_a_new_entry() -> None:
    """`Lattice Batching arXiv:3403.20517 v2`: no entry files the paper (only its row): a new
    entry, not a sub-bullet buried in the index."""
    action, anchor, _ = _first("Lattice Batching arXiv:3403.20517v2 补充实验", "§1.2")
    assert (action, anchor) == ("inserted", "§1.2")
