"""A comparison at a side's release (issue 21, heldout18): `Vesper-LM vs Quarry Serve 3.2`
continues the comparison entry `「Quarry Serve vs Vesper-LM」对比`, whatever the order; an
entry writing releases of its own is another release's comparison, and another side is
another comparison."""

from __future__ import annotations

from patcher.plan.evidence import NameIndex, Verdict

COMPARED = "11-30 · 「Tarn Serve vs Gravel-LM」对比 — 同卡 H200：短上下文 Tarn 领先 9%"
RELEASED = "11-15 · 「Umbra 1.4 vs Gravel-LM 0.8」端侧对比 — 笔记本 M3"
ENGINE = "11-20 · 「Tarn Serve」引擎 — Python/C++ 推理服务"


def index() -> NameIndex:
    names = NameIndex()
    for lead in (ENGINE, COMPARED, RELEASED):
        names.add(lead, "§1.1", [])
    return names


def decide(names: NameIndex, title: str) -> Verdict:
    return names.decide(title, "", [], "§1.1")


def test_a_sides_release_continues_the_comparison() -> None:
    names = index()
    for title in ("Gravel-LM vs Tarn Serve 3.2 — 长上下文吞吐对比", "Tarn Serve 3.2 vs Gravel-LM"):
        verdict = decide(names, title)
        assert verdict.chosen is not None, verdict
        assert names.entries[verdict.chosen].lead == COMPARED, verdict


def test_another_release_or_side_is_another_comparison() -> None:
    names = index()
    for title in ("Umbra 1.5 vs Gravel-LM 0.9", "Gravel-LM vs Tarn Cloud 3.2", "Tarn Serve 3.2"):
        assert "compares the sides" not in decide(names, title).why, title
