"""A score filed under the benchmark (`Benchmark results live under the benchmark's entry`)
when the board's entry never calls itself one but sits among the document's benchmarks
(`**Deskrun** … sandboxed office tasks` beside two boards), and a score the board confirmed
(`X 61.0% 经 Y 官方复核`): the board's news, not the product's. Names are invented."""

from __future__ import annotations

from patcher.plan.evidence import index_scores

from .conftest import brief_text, increment, run

_DOC = (
    "# agent · living document\n\n"
    "> Conventions: one bullet per product. Benchmark results live under the benchmark's entry,"
    " in its nested table.\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Tallow Agent** (Wickline, 2037-02): terminal coding agent\n"
    "- **Brace Copilot** (Joist Works, 2037-08): in-IDE coding agent\n\n"
    "## §1.2 Protocols\n\n"
    "## §1.3 Benchmarks\n\n"
    "- **Gauntry** (Plumb Eval, 2036-10): repository-level coding-agent benchmark\n"
    "- **Cairnway-300** (Slate Lab, 2037-12): web-agent benchmark, 300 tasks\n"
    "- **Deskrun** (Cobble Research, 2038-02): sandboxed office tasks — mail, sheets, tickets\n\n"
    "## §1.4 Reliability\n"
)


def _first(title: str, section: str = "§1.1", doc: str = _DOC) -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_a_board_filed_among_the_benchmarks() -> None:
    """`Tallow Agent 登顶 Deskrun` where Deskrun's lead says no `benchmark` but two other
    entries of its section do: the board's news."""
    action, matched = _first("Tallow Agent 登顶 Deskrun，综合 52.3%")
    assert action == "updated" and "Deskrun" in matched, matched


def test_an_entry_among_no_boards_stays_the_products() -> None:
    """The same title where Deskrun is alone in its section with no board beside it: not read
    as a board (the product's news, as before)."""
    doc = _DOC.replace(
        "- **Gauntry** (Plumb Eval, 2036-10): repository-level coding-agent benchmark\n", ""
    ).replace("- **Cairnway-300** (Slate Lab, 2037-12): web-agent benchmark, 300 tasks\n", "")
    _, matched = _first("Tallow Agent 登顶 Deskrun，综合 52.3%", doc=doc)
    assert "Deskrun" not in matched, matched


def test_a_score_the_board_confirmed() -> None:
    """`Brace Copilot 61.0% 经 Gauntry 官方复核`: a score on Gauntry, filed there; a version
    or a team's review is no score (`X 2.0 经 Y 团队复核`)."""
    assert index_scores._VERIFIED_ON.match("Brace Copilot 61.0% 经 Gauntry 官方复核")
    assert index_scores._VERIFIED_ON.match("Brace Copilot's 61.0% verified by Gauntry")
    assert index_scores._VERIFIED_ON.match("Brace Copilot 2.0 经 Gauntry 团队复核") is None
    assert index_scores._VERIFIED_ON.match("Brace 3.1 获 Gauntry 认证") is None
    action, matched = _first("Brace Copilot 61.0% 经 Gauntry 官方复核")
    assert action == "updated" and "Gauntry" in matched, matched


def test_a_score_the_board_confirmed_goes_under_the_product_where_scores_do() -> None:
    """`Trowel 61.0% 经 Gauntry 官方复核` where scores go under the product scored: Trowel's
    news (a share after the name read as its score, not as release 61.0 nor generation 61)."""
    doc = _DOC.replace(
        "Benchmark results live under the benchmark's entry, in its nested table.",
        "A product's scores go under the product's own entry; benchmark entries hold rules.",
    ).replace(
        "- **Tallow Agent**", "- **Trowel** (Wickline, 2037-01): review agent\n- **Tallow Agent**"
    )
    for title in ("Trowel 61.0% 经 Gauntry 官方复核", "Trowel 61% 经 Gauntry 官方复核"):
        action, matched = _first(title, section="§1.3", doc=doc)
        assert action == "updated" and "Trowel" in matched, (title, matched)


def test_scores_written_under_the_product_that_earned_them() -> None:
    """`成绩写在取得成绩的产品条目下`: a product's scores under its own entry; not denied."""
    from patcher.plan import versions

    assert versions.states_scores_under_product("> 成绩写在取得成绩的产品条目下；论文单独成条。")
    assert not versions.states_scores_under_product("> 成绩不写在取得成绩的产品条目下。")


def test_an_english_noun_ending_in_board_says_a_board() -> None:
    """adversarial36 f08: `**Tarnboard** … — p99 latency board, monthly` is a board (its rounds
    keep their scores); `on board`, `the board`, `of the board` say none."""
    from patcher.plan.evidence.index_scores import _BENCHMARK_SAID

    assert _BENCHMARK_SAID.search("p99 latency board, monthly")
    assert _BENCHMARK_SAID.search("a public cost board")
    assert not _BENCHMARK_SAID.search("brought on board, 2026")
    assert not _BENCHMARK_SAID.search("elected to the board.")
    assert not _BENCHMARK_SAID.search("a member of board;")
    assert not _BENCHMARK_SAID.search("boarding pass")


def test_a_hardware_board_says_no_benchmark() -> None:
    """adversarial50 b04: `Fenwick's inference accelerator board.` is hardware (as a circuit,
    dev or carrier board is), no benchmark: a figure measured `on Keel` stays the product's."""
    from patcher.plan.evidence.index_scores import _BENCHMARK_SAID

    assert not _BENCHMARK_SAID.search("Fenwick's inference accelerator board.")
    assert not _BENCHMARK_SAID.search("Fenwick's inference accelerator board, sold by the rack.")
    assert not _BENCHMARK_SAID.search("a RISC-V dev board.")
    assert not _BENCHMARK_SAID.search("Jetson carrier board, 2026")
    assert _BENCHMARK_SAID.search("an accelerator latency board, monthly")
