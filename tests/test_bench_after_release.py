"""A benchmark's name after a name's release (`Wren 2.2 TokBench 实测`) is where the release
was scored, no word of its name: the title goes by `Wren 2.2` (lead151). The names here are
new, not heldout151's. Taken back on the blind measure: the reading made two wrong
continuations on a blind week whose document keeps scores under the leaderboard's entry
(bench/blind/heldout143); its two tests stay, expected to fail, until a reading tells the two
conventions apart."""

from __future__ import annotations

import pytest

from patcher.plan.evidence.names import names_of
from tests.conftest import brief_text, increment, run

# Scores under the product (`TokBench v1.0 (…)` sub-items), the board an entry of its own.
DOC = (
    "# Serving notes\n\n## §1.1 Engines\n\n"
    "- **Wren** (v2.1, Finchworks) — open-source LLM serving engine.\n"
    "  - 2030-05-02: 2.1 released — paged KV rewrite.\n"
    "  - TokBench v1.0 (2030-05-10): 12.1k tok/s on 8×H100.\n"
    "- **Marten** (v0.9, Marten Labs) — graph compiler.\n"
    "  - TokBench v1.0 (2030-05-10): lowest cold start.\n\n"
    "## §1.2 Scheduling\n\n## §1.3 KV cache\n\n## §1.4 Benchmarks\n\n"
    "- **TokBench** (v1.0, TokBench Consortium) — serving benchmark, throughput and TTFT boards.\n"
)


_TAKEN_BACK = pytest.mark.xfail(
    strict=True, reason="taken back: two wrong continuations on a blind week (heldout143)"
)


@_TAKEN_BACK
def test_the_benchmark_after_the_release_is_no_word_of_the_name() -> None:
    said = names_of("Wren 2.2 TokBench 实测 — 吞吐 +12%")
    assert (said.bare, said.version) == ("wren", (2, 2))
    said = names_of("Wren 2.2 TokBench v1.1 成绩")
    assert (said.bare, said.version) == ("wren", (2, 2))
    assert names_of("TokBench 1.1 长上下文赛道").bare == "tokbench"
    assert names_of("Wren 2.2 Turbo 发布").bare != "wren"  # (an edition: the name goes on)


def test_the_release_s_score_continues_the_product() -> None:
    """Read again (infer1) only where the entries show the convention: no preamble speaks of
    scores and the products hold the board's scores as sub-items (`_scored_before_board`); the
    name reading above stays taken back."""
    brief = brief_text(increment(1, "Wren 2.2 TokBench 实测 — 吞吐 +12%", section="§1.4"))
    action = run(DOC, brief).actions[0]
    assert action.action == "updated" and '"Wren"' in (action.matched or "")


def test_a_figure_alone_after_the_benchmark_keeps_the_result_s_name() -> None:
    assert names_of("Wren 2.2 TokBench 79.5%（复述）").bare != "wren"
