"""Adversarial pass 47 (tests/data/adversarial47): near-misses of week5's readings (a night's
entry named by a first release `X 0.1` is a debut; a preamble scoping per-release entries to
some sections and one per product to the rest, read per section), lead189/fix189's (a release
only fixing a flaw said in words goes to the flaw's own entry where flaws are filed apart),
dup5's (`续 6-10 新建的…条目` is history), devleft's (beating a rival on a board's track) and
b2d4a7e0's (an English noun phrase ending in `board` at a clause's end names a board), with
controls; the set's figures held, and the causes fixed tested: a document of bullets files
advisories apart in `its own bullet` as in `its own entry`; (adv47left) results logged on a
board's own bullet are not filed apart, a placing or a figure on a board is a result on it, a
board is a noun phrase that is its clause's head (not `circuit board.`, `on-board.`)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher.plan import incidents
from patcher.plan.evidence import index_scores

_SET = Path(__file__).parent / "data" / "adversarial47"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial47_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """33 cases labelled before their first run (commit e09070c4): 1 wrong before the pass's
    fix (f12: `Each security advisory gets its own bullet in §1.4` not read as filing
    advisories apart, so `Solder 2.0.1 fixes a path traversal` went to the product), none
    after; 9 missed after the pass, 4 after adv47left's readings: d06 (a title naming the
    product with no release, `Ferrox 查询延迟…`, does not find the night's `Ferrox 0.1 — …`
    entry), f02 (`Cobalt 2.1.2 — 修复提示注入` does not find the flaw's entry `漏洞：Cobalt 提示
    注入`: its name read as the label `漏洞`), b02, b04 (a spaced generation, `Pilot 3`, read as
    another generation than the product `Pilot` though the preamble says `new generations …
    are dated sub-items`), b06 (`Quorum June results`: the capitalised month read as a word of
    the name; dropping it would merge a document's monthly edition entries, `InferArena April
    board`). Turned right by adv47left: b01, b05, b07, e03 (`Each benchmark or leaderboard
    gets its own bullet in §1.4, where its results are logged` files results on the board's
    bullet, not apart; a rival beaten or a figure measured on a board is a result on it; `p99
    latency board, monthly` says a board). Turned right by adv48left: b04 (`new generations and
    releases are dated sub-items` read as entries without a version taking every generation);
    b02 stays missed by another cause (`Volt 3 … where Solder routes 88%`: the title names
    another entry, so `Volt` is a weak name); right after lead208 (`Volt 3` a generation of the
    product whose entry logs another generation coming out, one entry per product)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 33
    assert verdicts["WRONG"] == [], verdicts
    assert verdicts["MISSED"] == ["d06", "f02", "b06"], verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


def test_an_advisorys_own_bullet_files_it_apart() -> None:
    """`Each security advisory gets its own bullet` files advisories apart; `with no bullets of
    their own` does not."""
    assert incidents.states_vulnerability_entries(
        "Each security advisory gets its own bullet in §1.4, named `Advisory: …`."
    )
    assert not incidents.states_vulnerability_entries(
        "Security fixes and advisories are logged under the affected product, with no bullets"
        " of their own."
    )


def test_a_placing_over_a_rival_or_a_figure_on_a_board_is_a_result_on_it() -> None:
    """`beats Solder on RouteBench's dense track`, `hits 36 ms p99 on Quorum`: a comparison or a
    measured figure on a capitalised board (b01, b07), as `shoot-out on X` is; not a figure on
    a lower-case thing, nor a rival beaten on a feature."""
    compared = index_scores._COMPARED_ON
    assert compared.search("Volt 3 beats Solder on RouteBench's dense track, 91.0 vs 88.0")
    assert compared.search("Dray Robotics' Pilot 3 hits 36 ms p99 on Quorum")
    assert compared.search("Volt 3 outscores Solder 2.1 on RouteBench")
    assert not compared.search("Volt 3 beats Solder on price")
    assert not compared.search("Pilot 3 cuts on-board inference latency to 38 ms")
    assert not compared.search("Gauge 4.0 — dashboards load 3x faster")


def test_a_circuit_board_or_on_board_is_no_board() -> None:
    """b2d4a7e0's board is a noun phrase ending in `board` that is its clause's head (`p99
    latency board, monthly`), not one inside a longer phrase: a verb's or a preposition's
    object (`autorouter for any circuit board.`, `keeps the team's kanban board.`) or a
    hyphened word (`runs on-board.`)."""
    assert index_scores._BENCHMARK_SAID.search("**Quorum** — p99 latency board, monthly (Hollis).")
    assert index_scores._BENCHMARK_SAID.search("Hollis's public cost board.")
    for lead in (
        "Kelp Labs' autorouter for any circuit board.",
        "Dray Robotics' drone autopilot model that runs on-board.",
        "Sprig's project assistant that keeps the team's kanban board.",
    ):
        assert index_scores._BENCHMARK_SAID.search(lead) is None, lead
