"""A 矛盾/待核实 item saying its subject is accused of something (`Hushan-MM 被指基于 Tianlu-VL 2
微调`) goes on the subject's entry, not on the entry of what the accusation names; where the
document has no entry for the subject, the item goes to 待核实 (the claim is not the other's
news)."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, items

DOC = (
    "# Multimodal\n\n## §1.1 框架格局\n\n"
    "- **Tianlu-VL 2**：天路视觉语言模型第二代（天路智能）\n"
    "{subject}"
    "\n## §1.2 推理调度\n\n- **抢占调度综述** — 各引擎的抢占策略对照（2034-07-18）\n\n"
    "## §1.3 KV Cache\n\n- **Quiver DB** — Rust 向量数据库\n\n"
    "## §1.4 可靠性\n\n- **GlyphMark**：生成图像不可见水印方案（GlyphMark 工作组）\n"
)
SUBJECT = "- **Hushan-MM**：湖山多模态大模型，面向政企文档（墨衡科技）\n"
ITEM = (
    "矛盾/待核实 ③：Hushan-MM 被指基于 Tianlu-VL 2 微调(权重余弦相似度 0.97),墨衡科技否认（中风险）\n"
    "社区帖给出权重对比，厂商否认。\n"
)


def _one(subject: str = SUBJECT) -> NoteAction:
    other = increment(1, "Pallwick Serve 2.2 — 调度器重写")
    brief = brief_text(other, date="2034-08-20") + items(ITEM)
    doc = DOC.replace("{subject}", subject)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (note,) = report.contradictions
    return note


def test_an_accusation_goes_on_the_accused_entry() -> None:
    note = _one()
    assert "Hushan-MM" in (note.attached_to or ""), note


def test_an_accusation_of_a_thing_the_document_lacks_goes_to_verify() -> None:
    note = _one(subject="")
    assert note.attached_to == "verify", note
