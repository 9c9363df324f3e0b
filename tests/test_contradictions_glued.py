"""A 矛盾/待核实 item whose title writes the entry's name glued to a release number
(`Fernlight3 发音人数量`, `霜笛1.5 曲长上限`) goes on that entry, as it would spaced apart;
a name that carries its digits (`H100`, `FP8`) is not split, and an item naming no entry
stays in the 待核实 section."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, items

DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "* **Fernlight** — Orrin Audio 的语音合成模型，开放权重，支持 9 种发音人\n"
    "* **霜笛** — 音乐生成模型，单曲上限 3 分钟\n"
    "* **Pallwick Serve** — 推理服务框架，连续批处理\n\n"
    "## §1.2 推理调度\n\n* **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n\n"
    "## §1.3 KV Cache\n\n* **Quiver DB** — Rust 向量数据库，带 serverless 层\n\n"
    "## §1.4 可靠性\n\n"
)


def _one(item: str) -> NoteAction:
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), smap)
    (note,) = report.contradictions
    return note


def test_a_latin_name_glued_to_its_release_goes_on_that_entry() -> None:
    note = _one("矛盾/待核实 ①：Fernlight3 发音人数量（低风险）\n官方写 12 个，演示页只有 9 个。\n")
    assert "Fernlight" in (note.attached_to or ""), note


def test_a_chinese_name_glued_to_its_release_goes_on_that_entry() -> None:
    note = _one("矛盾/待核实 ②：霜笛1.5 曲长上限（中风险）\n博客称 5 分钟，文档仍写 3 分钟。\n")
    assert "霜笛" in (note.attached_to or ""), note


def test_a_name_carrying_its_digits_or_naming_no_entry_stays_in_to_verify() -> None:
    assert _one("矛盾/待核实 ③：H100 租赁价（低风险）\n两家报价差 30%。\n").attached_to == "verify"
    note = _one("矛盾/待核实 ④：Quillon2 发布日期（低风险）\n推文与博客相差一天。\n")
    assert note.attached_to == "verify", note
