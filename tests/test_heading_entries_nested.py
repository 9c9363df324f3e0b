"""Heading entries whose dated history is nested under a `- History:` item (`### Name`, a
description paragraph, then `- History:` with `  - 2040-06-05: …` sub-items): read as entries,
an update goes into the nested list at its indentation (in its own order), an entry without
one gets the label item and the nested item, and GitHub renders the update inside the list."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.config.sectionmap import SectionMap
from patcher.document.sections import load
from patcher.lint.check import check_text
from patcher.text.source import Source, split_text

from .conftest import brief_text, increment, items
from .gfm import Element, outline

DOC = """\
# Vision notes (EN desk)

## §1.1 Engines

### Orrin VL 2
Orrin Labs, 34B vision-language model with open weights, 2031-01-02.
- History:
  - 2031-01-10: v2.0.4 fixes OCR on receipts.
  - 2031-02-20: v2.1 adds video input.

### Tesselate
Brook AI image tokenizer for high-resolution input, 2031-01-20.

### Quarrel-Doc
Paper arXiv:3101.04417 (2031-01): layout reading, open 3B model.
- History:
  - 2031-02-11: code released.

## §1.2 Scheduling

### Loomcast
Weft Inc batch scheduler for VLM serving.
- History:
  - 2031-02-01: 1.2 adds priority queues.

## §1.3 KV Cache

## §1.4 Reliability
"""


@pytest.fixture
def smap() -> SectionMap:
    return load_map(find_map(None, Path("/nonexistent")))


def new_text(doc: str, brief: str, smap: SectionMap) -> str:
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    assert report.new_text is not None
    return report.new_text.render()


def block_of(text: str, heading: str) -> list[str]:
    lines = text.split("\n")
    first = lines.index(heading)
    end = next((n for n in range(first + 1, len(lines)) if lines[n].startswith("#")), len(lines))
    return [line for line in lines[first:end] if line]


def nested_in_history(text: str, line_no: int) -> bool:
    """GitHub renders line `line_no` (0-based) as an item of a list inside the `History:`
    item (a list item, in a list, in a list item, in a top-level list)."""
    found = [e for e in _walk(outline(text)) if e.tag == "li" and e.start == line_no]
    if not found:
        return False
    chain = []
    element = found[0].parent
    while element is not None and element.tag != "root":
        chain.append(element.tag)
        element = element.parent
    return chain == ["ul", "li", "ul"]


def _walk(elements: list[Element]) -> list[Element]:
    out: list[Element] = []
    for element in elements:
        out.append(element)
        out += _walk(element.children)
    return out


def test_headings_with_a_nested_history_item_are_entries(smap: SectionMap) -> None:
    doc = load(split_text("doc.md", DOC), smap)
    section = doc.section("§1.1")
    assert [e.lead for e in section.entries] == ["Orrin VL 2", "Tesselate", "Quarrel-Doc"]
    assert section.heads is not None
    assert section.heads.label == "- History:" and section.heads.bullet == "  - "
    assert [e.lead for e in doc.section("§1.2").entries] == ["Loomcast"]


def test_a_continuation_goes_last_in_the_nested_history(smap: SectionMap) -> None:
    brief = brief_text(
        increment(1, "Orrin VL 2 v2.2 — faster OCR", points="- 2x OCR"), date="2031-03-01"
    )
    text = new_text(DOC, brief, smap)
    block = block_of(text, "### Orrin VL 2")
    assert block[2] == "- History:"
    assert block[3].startswith("  - 2031-01-10") and block[4].startswith("  - 2031-02-20")
    assert block[5].startswith("  - 2031-03-01") and "livedoc:id=2031-03-01#1" in block[5]
    at = text.split("\n").index(block[5])
    assert nested_in_history(text, at)


def test_a_continuation_goes_first_in_a_newest_first_nested_history(smap: SectionMap) -> None:
    doc = DOC.replace(
        "  - 2031-01-10: v2.0.4 fixes OCR on receipts.\n  - 2031-02-20: v2.1 adds video input.",
        "  - 2031-02-20: v2.1 adds video input.\n  - 2031-01-10: v2.0.4 fixes OCR on receipts.",
    )
    brief = brief_text(increment(1, "Orrin VL 2 v2.2 — faster OCR"), date="2031-03-01")
    text = new_text(doc, brief, smap)
    block = block_of(text, "### Orrin VL 2")
    assert block[2] == "- History:" and block[3].startswith("  - 2031-03-01")
    assert nested_in_history(text, text.split("\n").index(block[3]))


def test_an_entry_without_history_gets_the_label_item_and_a_nested_update(
    smap: SectionMap,
) -> None:
    brief = brief_text(
        increment(1, "Tesselate 1.1 released", points="- 8K tiles"), date="2031-03-01"
    )
    text = new_text(DOC, brief, smap)
    block = block_of(text, "### Tesselate")
    assert block[2] == "- History:" and block[3].startswith("  - 2031-03-01")
    assert nested_in_history(text, text.split("\n").index(block[3]))


def test_a_new_entry_and_a_note_on_it_take_the_nested_history(smap: SectionMap) -> None:
    item = "矛盾/待核实 ①：Quillon VL 参数量（低风险）\n官方写 1B，社区估计 1.4B。\n"
    brief = brief_text(
        increment(1, "Quillon VL — a new tiny VLM", points="- 1B"), date="2031-03-01"
    ) + items(item)
    text = new_text(DOC, brief, smap)
    lines = text.split("\n")
    at = next(n for n, line in enumerate(lines) if line.startswith("### Quillon VL"))
    assert lines.index("## §1.2 Scheduling") > at
    label = lines.index("- History:", at)
    assert lines[label + 1].startswith("  - ") and "2031-03-01#c1" in lines[label + 1]
    assert nested_in_history(text, label + 1)
    again = load(split_text("doc.md", text), smap).section("§1.1")
    assert again.entries[-1].lead.startswith("Quillon VL")


def test_applying_again_changes_nothing_and_check_is_clean(smap: SectionMap) -> None:
    brief = brief_text(
        increment(1, "Orrin VL 2 v2.2 — faster OCR", points="- 2x OCR"),
        increment(2, "Tesselate 1.1 released"),
        increment(3, "Quillon VL — a new tiny VLM", points="- 1B"),
        date="2031-03-01",
    )
    text = new_text(DOC, brief, smap)
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", text.encode()), smap)
    assert report.new_text is None or report.new_text.render() == text
    assert check_text(split_text("doc.md", text), smap) == []
