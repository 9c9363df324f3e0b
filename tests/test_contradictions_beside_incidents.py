"""A 矛盾/待核实 item about a product (`Gullwing 新定价…`) goes on the product's entry when the
document's other entries led by its word are that product's incidents by name (`Gullwing
incident (Nov 30)`, `Gullwing outage`): an incident word in a name marks it as a symptom does.
An item about the incident stays off the product's entry."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, items

DOC = (
    "# RAG\n\n## §1.1 Frameworks\n\n"
    "- [Gullwing](https://gullwing.example) by Gull Data: serverless vector store billed per query.\n"
    "- **Pallwick Serve** — inference server with continuous batching.\n\n"
    "## §1.2 Scheduling\n\n- **Preemption survey** — policies compared (2033-11-18)\n\n"
    "## §1.3 KV Cache\n\n- **Quiver DB** — Rust vector database\n\n"
    "## §1.4 Reliability\n\n"
    "- **Gullwing {kind} (Nov 30)**: ap-east region writes failed for about 40 minutes.\n"
)


def _one(item: str, kind: str = "incident") -> NoteAction:
    release = increment(1, "Pallwick Serve 2.2 — scheduler rewrite")
    brief = brief_text(release, date="2033-12-05") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    doc = DOC.replace("{kind}", kind)
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (note,) = report.contradictions
    return note


def test_an_item_about_the_product_goes_beside_its_incident_entry() -> None:
    note = _one("矛盾/待核实 ②：Gullwing 新定价——有用户贴出账单称单价上涨 3 倍，官方价格页未变。\n")
    assert "[Gullwing]" in (note.attached_to or ""), note


def test_an_outage_entry_counts_as_the_products_incident() -> None:
    note = _one(
        "矛盾/待核实 ②：Gullwing 免费档是否取消（低风险）\n论坛与官网说法不一。\n", "outage"
    )
    assert "[Gullwing]" in (note.attached_to or ""), note


def test_an_item_about_the_incident_stays_off_the_product() -> None:
    note = _one(
        "矛盾/待核实 ②：Gullwing 11-30 写入失败时长（中风险）\n状态页 40 分钟，用户称 2 小时。\n"
    )
    assert "[Gullwing]" not in (note.attached_to or ""), note
