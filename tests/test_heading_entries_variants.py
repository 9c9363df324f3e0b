"""Heading entries written other ways than `Updates:` over `- date: text`: a bold label
without a colon (`**History**`), items with sub-bullets, month-name dates (`Feb 26, 2031`), a
paragraph after the list, an entry whose list follows its heading directly, a patcher note as
the list's only item, and sections whose entries have no updates yet."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.config.sectionmap import SectionMap
from patcher.document.sections import load
from patcher.lint.check import check_text
from patcher.text.source import Source, split_text

from .conftest import brief_text, increment

pytest.importorskip("cmarkgfm")

BOLD = """\
# Vision notes

## §1.1 Engines

### Orrin VL 2 (Orrin Labs)

A 34B vision-language model with open weights.

**History**
- 2031-01-10 — v2.0.4 fixes OCR on receipts.
- 2031-02-20 — v2.1 adds video input.
  - frames sampled at 2 fps
  - up to ten minutes

### Tesselate (Brook AI)

An image tokenizer for high-resolution input.

## §1.2 Scheduling

## §1.3 KV Cache

## §1.4 Reliability
"""

NAMED = """\
# Vision notes

## §1.1 Engines

### Orrin VL 2 (Orrin Labs)

A 34B vision-language model with open weights.

History:
- Jan 10, 2031: v2.0.4 fixes OCR on receipts.
- Feb 20, 2031: v2.1 adds video input.

See also the maker's changelog.

### Tesselate (Brook AI)
- Feb 2, 2031: 1.0 released.

## §1.2 Scheduling

### Loomcast (Weft Inc)

A batch scheduler for VLM serving.

### Spindle (Weft Inc)

A KV-aware router.

## §1.3 KV Cache

## §1.4 Reliability
"""


@pytest.fixture
def smap() -> SectionMap:
    return load_map(find_map(None, Path("/nonexistent")))


def apply(doc: str, brief: str, smap: SectionMap) -> str:
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    assert report.new_text is not None
    return report.new_text.render()


def block_of(text: str, heading: str) -> list[str]:
    """The lines of the heading entry `heading` (to the next heading)."""
    lines = text.split("\n")
    first = lines.index(heading)
    end = next((n for n in range(first + 1, len(lines)) if lines[n].startswith("#")), len(lines))
    return lines[first:end]


def test_a_continuation_goes_after_the_last_items_sub_bullets(smap: SectionMap) -> None:
    brief = brief_text(increment(1, "Orrin VL 2 v2.2 — faster OCR"), date="2031-03-01")
    block = block_of(apply(BOLD, brief, smap), "### Orrin VL 2 (Orrin Labs)")
    at = block.index("  - up to ten minutes")
    assert block[at + 1].startswith("- 2031-03-01") and "livedoc:id=2031-03-01#1" in block[at + 1]


def test_a_bold_label_without_colon_is_the_update_lists_label(smap: SectionMap) -> None:
    assert load(split_text("doc.md", BOLD), smap).section("§1.1").heads.label == "**History**"  # type: ignore[union-attr]
    brief = brief_text(increment(1, "Tesselate 1.1 released"), date="2031-03-01")
    block = block_of(apply(BOLD, brief, smap), "### Tesselate (Brook AI)")
    assert block[3:5] == ["", "**History**"] and block[5].startswith("- 2031-03-01")


def test_month_name_dates_are_update_items_and_keep_their_order(smap: SectionMap) -> None:
    brief = brief_text(increment(1, "Orrin VL 2 v2.2 — faster OCR"), date="2031-03-01")
    block = block_of(apply(NAMED, brief, smap), "### Orrin VL 2 (Orrin Labs)")
    at = block.index("- Feb 20, 2031: v2.1 adds video input.")
    assert block[at + 1].startswith("- 2031-03-01")  # in the list, before the paragraph after it
    assert block.count("History:") == 1


def test_an_entry_whose_list_follows_its_heading_is_an_entry(smap: SectionMap) -> None:
    section = load(split_text("doc.md", NAMED), smap).section("§1.1")
    assert [e.lead for e in section.entries] == ["Orrin VL 2 (Orrin Labs)", "Tesselate (Brook AI)"]
    brief = brief_text(increment(1, "Tesselate 1.1 released"), date="2031-03-01")
    block = block_of(apply(NAMED, brief, smap), "### Tesselate (Brook AI)")
    assert block[2].startswith("- 2031-03-01") and "livedoc:id=2031-03-01#1" in block[2]


def test_headings_over_paragraphs_are_entries_in_a_heading_entry_document(
    smap: SectionMap,
) -> None:
    section = load(split_text("doc.md", NAMED), smap).section("§1.2")
    assert section.heads is not None
    assert [e.lead for e in section.entries] == ["Loomcast (Weft Inc)", "Spindle (Weft Inc)"]
    brief = brief_text(
        increment(1, "Bobbin — a new batch planner", section="§1.2 推理调度"), date="2031-03-01"
    )
    text = apply(NAMED, brief, smap)
    assert "### Bobbin — a new batch planner<!-- livedoc:id=2031-03-01#1 -->" in text
    assert check_text(split_text("doc.md", text), smap) == []


NOTED = BOLD.replace(
    "An image tokenizer for high-resolution input.\n",
    "An image tokenizer for high-resolution input.\n\n"
    "- ⚠️ 待核实：tile size unclear <!-- livedoc:id=2031-02-01#c1 -->\n",
)


def test_a_continuation_joins_a_list_holding_only_a_note(smap: SectionMap) -> None:
    brief = brief_text(increment(1, "Tesselate 1.1 released"), date="2031-03-01")
    block = block_of(apply(NOTED, brief, smap), "### Tesselate (Brook AI)")
    at = next(n for n, line in enumerate(block) if "#c1" in line)
    assert block[at + 1].startswith("- 2031-03-01")  # no blank line: the list stays tight


def test_dated_items_with_a_dash_or_a_month_name_are_a_release_history() -> None:
    from patcher.plan.versions import release_history

    assert release_history(["- **2031-01-10** — v2.0.4 fixes OCR", "- 2031-02-20 — v2.1 adds"])
    assert release_history(["- Jan 10, 2031: v2.0.4 fixes OCR", "- Feb 20, 2031: v2.1 adds"])
    assert not release_history(["- Jan 10, 2031: 3.5 times faster", "- Feb 20, 2031: 2.1 GB"])


HEADED = """\
# Vision notes

## §1.1 Engines

### Orrin VL 2 (Orrin Labs)

A 34B vision-language model with open weights.

#### History

- v2.0.4: fixes OCR on receipts (2031-01-10)
- v2.1: adds video input (2031-02-20)

### Tesselate (Brook AI)

An image tokenizer for high-resolution input.

## §1.2 Scheduling

## §1.3 KV Cache

## §1.4 Reliability
"""


def test_undated_items_under_a_heading_label_are_the_update_list(smap: SectionMap) -> None:
    section = load(split_text("doc.md", HEADED), smap).section("§1.1")
    assert section.heads is not None and section.heads.label == "#### History"
    brief = brief_text(increment(1, "Orrin VL 2 v2.2 — faster OCR"), date="2031-03-01")
    lines = apply(HEADED, brief, smap).split("\n")
    at = lines.index("- v2.1: adds video input (2031-02-20)")
    assert lines[at + 1].startswith("- 2031-03-01") and "livedoc:id=2031-03-01#1" in lines[at + 1]


def test_an_entry_gets_no_heading_label_of_its_own(smap: SectionMap) -> None:
    brief = brief_text(increment(1, "Tesselate 1.1 released"), date="2031-03-01")
    block = block_of(apply(HEADED, brief, smap), "### Tesselate (Brook AI)")
    assert block[3] == "" and block[4].startswith("- 2031-03-01")  # (an edit adds no heading)


MONTHS = """\
# Vision notes

## §1.1 Engines

### Orrin VL 2
Orrin Labs, open weights.
- 2031-01-10: released in 8B and 32B.
- 2031-02: VistaBoard February round — second place, 79.9.
- 2031年3月: opened for commercial use.

### Tesselate 1
Brook AI; an image tokenizer.
- 2031-02-02: released.

## §1.2 Scheduling

## §1.3 KV Cache

## §1.4 Reliability
"""


def test_year_and_month_items_are_update_items(smap: SectionMap) -> None:
    """`- 2031-02: …` (a month's board round, a month's figure) is a dated update: the entry
    holding it is one entry with a history, not a group of list entries (refused as mixed)."""
    section = load(split_text("doc.md", MONTHS), smap).section("§1.1")
    assert [e.lead for e in section.entries] == ["Orrin VL 2", "Tesselate 1"]
    brief = brief_text(increment(1, "Orrin VL 2 — faster OCR on receipts"), date="2031-04-01")
    block = block_of(apply(MONTHS, brief, smap), "### Orrin VL 2")
    assert block[4] == "- 2031年3月: opened for commercial use."
    assert block[5].startswith("- 2031-04-01") and "livedoc:id=2031-04-01#1" in block[5]


@pytest.mark.parametrize(
    "item",
    ["- 2031-2032 roadmap: two generations", "- 2031-13: not a month", "- 2031: the year's plan"],
)
def test_a_year_range_or_a_bare_year_is_no_month(item: str) -> None:
    from patcher.document.headentries import _dated

    assert not _dated(item)


LINKED = NAMED.replace(
    "### Tesselate (Brook AI)\n- Feb 2, 2031: 1.0 released.\n",
    "### Tesselate (Brook AI)\n- Feb 2, 2031: 1.0 released.\n\n"
    "### Pike (Osk)\n\nOsk's command-line client.\n- Links: https://pike.example/docs\n",
).replace("History:\n- Jan 10, 2031: v2.0.4", "- Jan 10, 2031: v2.0.4")


def test_a_heading_entry_holding_a_link_field_only_is_an_entry(smap: SectionMap) -> None:
    """`### Pike` over a paragraph and `- Links: https://…` alone, where the section's other
    headings lead dated items and no entry of the document holds a History list (adversarial56
    fo1, refused as a group): a field whose value is a link is an entry's, no list entry; its
    update goes under it as its section's entries hold theirs."""
    assert "History:" not in LINKED
    section = load(split_text("doc.md", LINKED), smap).section("§1.1")
    assert [e.lead for e in section.entries][-1] == "Pike (Osk)"
    brief = brief_text(increment(1, "Pike 1.2 — batch upload"), date="2031-03-01")
    block = block_of(apply(LINKED, brief, smap), "### Pike (Osk)")
    assert any(line.startswith("- 2031-03-01") for line in block), block


def test_a_heading_over_named_list_entries_beside_dated_entries_stays_refused(
    smap: SectionMap,
) -> None:
    """Near miss: a heading over list entries written `- Name: https://…` with a bold name, or
    over entries whose value is prose (`- Loom: a scheduler`), groups entries: the section
    mixing entries and groups is refused as before."""
    from patcher.errors import DocumentError

    for items in ("- **Loom**: https://loom.example\n", "- Loom: a batch scheduler\n"):
        doc = LINKED.replace("- Links: https://pike.example/docs\n", items)
        with pytest.raises(DocumentError):
            load(split_text("doc.md", doc), smap)
