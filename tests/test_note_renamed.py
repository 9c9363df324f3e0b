"""A 矛盾/待核实 item naming a thing by the new name an increment of the same briefing renames it
to (issue 21, heldout18: `Rivulet 1.0 GA 日期` for `Ripple renamed to Rivulet — …`) goes with
that increment; an item naming another thing, or a name only inside its text, does not."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, increment

DOC = (
    "# 推理栈\n\n## §1.1 框架格局\n\n- **Tarnish** — agent runtime（2026-11-20）\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
)


def run(brief: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), smap)


def night(item_title: str) -> str:
    return brief_text(
        increment(1, "Tarnish renamed to Gullwing — agent runtime 1.0 GA"),
        increment(2, "Quillon 3.2 — 修复流式截断"),
        date="2026-12-01",
    ) + (
        "三、值得警惕的矛盾或待核实说法\n"
        f"矛盾/待核实 ①：{item_title}（低风险）\n"
        "问题：官方博客与发布页日期不一。\n"
    )


def test_an_item_by_the_new_name_goes_with_the_rename() -> None:
    (note,) = run(night("Gullwing 1.0 GA 日期")).contradictions
    assert note.attached_to == "2026-12-01#1", note


def test_not_another_name_nor_a_name_inside() -> None:
    for title in ("Gullwingo 1.0 GA 日期", "发布日期与 Gullwing 博客不一"):
        (note,) = run(night(title)).contradictions
        assert "the new name" not in (note.matched or ""), note
