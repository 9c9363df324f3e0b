"""A 矛盾/待核实 item about a product's score (`Lumo-3 67.4 分是否为自报`) that followed a
board's refresh onto the benchmark's entry goes on the product's entry where the document
files scores under products (a product's entry holds `MTRB 65.9`); it stays on the benchmark
where the preamble files scores there, or where no product's entry holds a score."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, items

DOC = (
    "# RAG\n\n{preamble}## §1.1 框架格局\n\n"
    "- 栖梧（Qiwu）：中文优先的 RAG 框架（梧桐数科）。\n\n"
    "## §1.2 推理调度\n\n"
    "- 黑貂嵌入（Sable Embed）：多语嵌入模型（Sable AI）。\n"
    "  - 6/5 更新：sable-embed-v3.1 发布{score}。\n"
    "- 流明嵌入（Lumo）：中文/多语嵌入模型，当前 Lumo-2（流明智能）。\n\n"
    "## §1.3 KV Cache\n\n- 数据集 KVTrace：KV 访问轨迹（2034-05-02）。\n\n"
    "## §1.4 评测与可靠性\n\n"
    "- 多语检索基准（MTRB）：多语言文本检索基准与排行榜（MTRB 联盟）。\n"
)
ITEM = "矛盾/待核实 ②：Lumo-3 67.4 分是否为自报（低风险）\n榜单页该行带 submitted 标记。\n"
UNDER_BOARD = "Conventions: every score goes as a sub-bullet under the benchmark.\n\n"


def _one(score: str = "；MTRB 65.9", preamble: str = "") -> NoteAction:
    refresh = increment(
        5,
        "MTRB 7 月榜单刷新 — Lumo-3 67.4 登顶",
        "§1.4 评测与可靠性",
        extra="与活文档关系：rag.md §1.4 已有 多语检索基准（MTRB）；本条为 7 月刷新\n",
    )
    brief = brief_text(refresh, date="2034-07-07") + items(ITEM)
    doc = DOC.replace("{score}", score).replace("{preamble}", preamble)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (note,) = report.contradictions
    return note


def test_a_score_doubt_goes_on_the_product_where_products_hold_scores() -> None:
    note = _one()
    assert "流明嵌入" in (note.attached_to or ""), note


def test_it_stays_on_the_benchmark_where_the_preamble_files_scores_there() -> None:
    note = _one(preamble=UNDER_BOARD)
    assert "流明嵌入" not in (note.attached_to or ""), note


def test_it_stays_on_the_benchmark_where_no_product_holds_a_score() -> None:
    note = _one(score="")
    assert "流明嵌入" not in (note.attached_to or ""), note
