"""An item led by a product's word that two increments of its briefing are also led by (a
release, and a score of that release) goes on the entry both increments went to, when they
went to one; where they parted, or the product has a second entry (an incident's) the
item's name alone cannot tell from it, nothing is guessed. Names here are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, entry_at, increment, line_of

DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- **海带（Kelpie）**：Brinewood 的批处理推理服务，支持抢占式调度。\n"
    "- **潮位榜（TideBoard）**：推理吞吐公开榜单，每月一轮。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    "- **海带显存泄漏事故（Kelpie）**：7/02 用户报告长任务后显存不释放。\n\n"
    "## 待核实\n\n"
)

ITEM = "矛盾/待核实 ①：Kelpie 3.2 抢占默认阈值是否调整（低风险）\n- 问题：文档与发布说明不一\n"


def _apply(*titles: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    incs = [increment(n, t) for n, t in enumerate(titles, 1)]
    brief = brief_text(*incs, date="2027-08-06") + "三、值得警惕的矛盾或待核实说法\n" + ITEM
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), smap)


def test_two_increments_on_one_entry_take_the_item_there() -> None:
    report = _apply(
        "海带 Kelpie 3.2 发布 — 抢占阈值可配置",
        "海带 Kelpie 3.2 在潮位榜吞吐赛道达 41 req/s",
    )
    (note,) = report.contradictions
    assert note.action == "attached", note
    text = report.new_text.render()
    assert entry_at(text, line_of(text, "id=2027-08-06#c1 ")).startswith("- **海带（Kelpie）"), text


def test_an_item_of_another_release_than_both_stays_pending() -> None:
    report = _apply(
        "海带 Kelpie 3.3 发布 — 抢占阈值可配置",
        "海带 Kelpie 3.3 在潮位榜吞吐赛道达 41 req/s",
    )
    (note,) = report.contradictions
    assert note.attached_to == "verify", note
