"""Adversarial pass 12 (tests/data/adversarial12): wrong decisions the rules merged from
wip/leadheldout72, wip/leadheldout76 and wip/leadheldout78 made (a result on an unlisted
benchmark sent to the benchmark an aside names as its maker; a release carrying its scores sent
to the benchmark's entry), each fixed at its cause."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source
from tests.conftest import brief_text, increment

DATA = Path(__file__).parent / "data" / "adversarial12"


def _action(doc: str, title: str, section: str, relation: str = "") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    extra = f"与活文档现有脉络的关系：{relation}\n" if relation else ""
    brief = brief_text(increment(1, title, section=section, extra=extra))
    text = (DATA / doc).read_text(encoding="utf-8")
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", text.encode()), smap)
    return report.actions[0]


def test_a_benchmark_named_in_an_aside_is_not_where_the_result_was_measured() -> None:
    """A12 N1: `Sedge-1 在 ReefQA 上的成绩（FenBench 作者新作）` went to FenBench's entry
    (ReefQA has none): the bracket names the new benchmark's makers, not where it was run."""
    aside = _action("doc-zh.md", "Sedge-1 在 ReefQA 上的成绩（FenBench 作者新作）", "§1.1")
    assert "FenBench" not in (aside.matched or ""), aside.matched
    run = _action("doc-zh.md", "Corvina 2.4 跑分：FenBench 检索子集召回 0.91", "§1.1")
    assert run.action == "updated" and "FenBench" in (run.matched or ""), run.matched


def test_a_release_carrying_its_scores_is_the_products_news() -> None:
    """A12 N2: `识墨 2.0 发布，附 FenBench 成绩` went to FenBench's entry: a release is the
    product's news, whatever scores it comes with."""
    release = _action("doc-zh.md", "识墨 2.0 发布，附 FenBench 成绩", "§1.1")
    assert release.action == "updated" and "识墨" in (release.matched or ""), release.matched


def test_a_result_on_two_benchmarks_is_no_one_benchmarks() -> None:
    """A12 X1 (fixed by the lead after the merge): `Sedge-1 在 FenBench 与 Tarn 上的成绩` went to
    FenBench's entry, Tarn not being read as a benchmark by its name: a result on two benchmarks
    is neither's alone (both rules: heldout76's results, heldout73's scores)."""
    both = _action("doc-zh.md", "Sedge-1 在 FenBench 与 Tarn 上的成绩", "§1.1")
    assert both.action == "inserted" and "FenBench" not in (both.matched or ""), both
    one = _action("doc-zh.md", "Corvina 2.4 在 FenBench 上的成绩", "§1.1")
    assert one.action == "updated" and "FenBench" in (one.matched or ""), one.matched
