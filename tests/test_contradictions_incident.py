"""A 矛盾/待核实 item asking whether an incident's fix holds or how far it reaches
(`Loomwright 断连是否波及 2.1`) goes on that incident's own entry when the document files the
product's incidents apart (`Loomwright 长连接断连事件`), not on the product's entry; an item
about a feature of the product (its first word names no incident) stays where it was."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, items

DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "* **Loomwright** — 智能体编排服务，2.x 支持长连接推送与断点续跑\n"
    "* **Pallwick Serve** — 推理服务框架，连续批处理\n\n"
    "## §1.2 推理调度\n\n* **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n\n"
    "## §1.3 KV Cache\n\n* **Quiver DB** — Rust 向量数据库，带 serverless 层\n\n"
    "## §1.4 可靠性\n\n"
    "* **Loomwright 长连接断连事件**（2027-07-30）— 2.0 推送通道在网关重启后全部断开\n"
)


def _one(item: str) -> NoteAction:
    release = increment(
        1, "Loomwright 2.2 — 推送通道重写", extra="与 inference.md 关系：Loomwright 的新版本\n"
    )
    brief = brief_text(release, date="2027-08-06") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), smap)
    (note,) = report.contradictions
    return note


def test_a_doubt_about_how_far_an_incident_reaches_goes_on_the_incident() -> None:
    note = _one(
        "矛盾/待核实 ①：Loomwright 断连是否波及 2.1（中风险）\n复盘称仅 2.0，论坛有 2.1 报告。\n"
    )
    assert "断连事件" in (note.attached_to or ""), note


def test_a_doubt_about_a_feature_stays_off_the_incident() -> None:
    note = _one(
        "矛盾/待核实 ②：Loomwright 断点续跑是否也波及 2.1（低风险）\n文档与发布说明不一。\n"
    )
    assert "断连事件" not in (note.attached_to or ""), note
