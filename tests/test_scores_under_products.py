"""A preamble that files scores under the products in other words (`…goes as a dated
sub-bullet under that product's entry`, `scores live under the products`), and a board's
round that ranks a product by passing another or by a metric's best figure (`X 反超 Y`,
`X p99 最低`): the benchmark's entry is no place for it (heldout155). Names are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.text.source import Source
from tests.conftest import brief_text, increment

LIVE = (
    "> Conventions: one entry per product. The `Benchmarks` part lists benchmarks only; "
    "scores live under the products.\n"
)
AS_LINE = (
    "> Conventions: everything about a product, benchmark scores included, goes as a dated "
    "sub-bullet under that product's entry.\n"
)


def _doc(preamble: str) -> str:
    return (
        f"# notes\n\n{preamble}\n## §1.1 Engines\n\n"
        "- **Quarrel Engine (QRE)** — Quarrel Labs' serving engine; current 3.1.\n"
        "- **Mistral Lane (MSL)** — a rival serving engine; current 1.4.\n\n"
        "## §1.2 Scheduling\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n\n"
        "- **Tollbridge Bench (TBB)** — long-context latency benchmark, monthly board.\n"
    )


def _action(doc: str, title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.4"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_scores_said_to_live_under_the_products() -> None:
    assert versions.states_scores_under_product(LIVE)
    assert versions.states_scores_under_product(AS_LINE)
    assert not versions.states_scores_under_product("> Scores live with the benchmark.\n")
    assert not versions.states_scores_under_product(
        "> Scores go under the benchmark, not under the product.\n"
    )


def test_a_round_passing_a_rival_is_not_the_benchmarks_news() -> None:
    found = _action(_doc(LIVE), "Tollbridge Bench 榜单 — QRE 3.2 反超 MSL 1.4")
    assert "Tollbridge" not in (found.matched or ""), found


def test_a_round_naming_a_metrics_best_figure_is_not_the_benchmarks_news() -> None:
    found = _action(_doc(AS_LINE), "Tollbridge Bench 榜单 — QRE 3.2 长上下文 p99 最低")
    assert "Tollbridge" not in (found.matched or ""), found
    plain = _action(
        _doc("> Conventions: one entry per product.\n"),
        "Tollbridge Bench 榜单 — QRE 3.2 长上下文 p99 最低",
    )
    assert plain.action == "updated" and "Tollbridge" in (plain.matched or ""), plain
