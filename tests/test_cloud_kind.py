"""`cloud` is a kind of thing (the map's glossary): `Northgale Cloud` names the entry
`Northgale GPU Cloud`, its one entry, not another product."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source
from tests.conftest import brief_text, increment

DOC = (
    "# Inference\n\n## §1.1 Engines and clouds\n\n"
    "- [Northgale GPU Cloud](https://example.org/n) — 2028-09-30 — Northgale Inc. — H100/H200 "
    "on-demand cloud; H200 at $3.10/h.\n"
    "- **Tidewater** — Tidewater Labs' vector database, 2.1 (2028-09-01)\n\n"
    "## §1.2 Routing\n\n## §1.3 KV cache\n\n## §1.4 Reliability\n"
)


def _action(title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.1"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", DOC.encode()), smap)
    return report.actions[0]


def test_a_cloud_named_without_its_gpu_word_is_the_entry() -> None:
    action = _action("Northgale Cloud H200 价格 — 预留价实为 $1.95/h")
    assert action.action == "updated" and "Northgale" in (action.matched or ""), action


def test_another_products_cloud_is_not_the_database() -> None:
    assert _action("Tidewater Cloud 托管版上线").action == "inserted"
