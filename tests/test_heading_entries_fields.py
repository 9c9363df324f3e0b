"""Heading entries with a field item beside their `- History:` item (`- Links: https://…`,
`- Repo: …`, `- 链接：…`): one entry, the label item holding updates its update list and the
other items its fields (not a group of list entries, which made a document of such entries
refused); and a kind tag opening a heading (`### [API] Gantry`, `### 【应用】青萝`): the
entry's kind, part of no name (adversarial pass 53's first-written document)."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.config.sectionmap import SectionMap
from patcher.document.sections import load
from patcher.errors import DocumentError
from patcher.text.source import Source, split_text

from .conftest import brief_text, increment
from .test_heading_entries_nested import block_of, nested_in_history

DOC = """\
# Voice notes (EN desk)

## §1.1 Engines

### Sable 2
Tamsin Labs' speech-to-speech model, second generation (2035-02-10).
- History:
  - 2035-03-02: Loomis, a dictation app, launched on Sable 2.
  - 2035-05-01: 2.3 adds barge-in.

### Fenlark
Hale Media's note-taking app (2035-03-20).
- Links: https://fenlark.example/docs
- History:
  - 2035-05-02: 1.2 adds speaker labels.
- Repo: github.com/halemedia/fenlark

### Quayside
Brackwater's voice-routing tool (2035-03-01).
- 链接：https://quayside.example
- History:
  - 2035-04-20: 0.3 released.

## §1.2 Scheduling

## §1.3 KV Cache

## §1.4 Reliability
"""


@pytest.fixture
def smap() -> SectionMap:
    return load_map(find_map(None, Path("/nonexistent")))


def _apply(doc: str, brief: str, smap: SectionMap) -> api.ApplyReport:
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


def test_field_items_beside_the_history_item_are_the_entrys_fields(smap: SectionMap) -> None:
    section = load(split_text("doc.md", DOC), smap).section("§1.1")
    assert [e.lead for e in section.entries] == ["Sable 2", "Fenlark", "Quayside"]
    assert section.heads is not None and section.heads.label == "- History:"


def test_an_update_goes_into_the_history_not_among_the_fields(smap: SectionMap) -> None:
    brief = brief_text(
        increment(1, "Fenlark 1.3 adds offline mode", points="- offline"),
        increment(2, "Quayside 0.4 released — routing rules", points="- rules"),
        date="2035-06-20",
    )
    report = _apply(DOC, brief, smap)
    assert report.new_text is not None
    text = report.new_text.render()
    fenlark = block_of(text, "### Fenlark")
    assert fenlark[2] == "- Links: https://fenlark.example/docs" and fenlark[3] == "- History:"
    assert fenlark[4].startswith("  - 2035-05-02") and fenlark[5].startswith("  - 2035-06-20")
    assert fenlark[6] == "- Repo: github.com/halemedia/fenlark"
    quayside = block_of(text, "### Quayside")
    assert quayside[2] == "- 链接：https://quayside.example" and quayside[3] == "- History:"
    assert quayside[5].startswith("  - 2035-06-20")
    for line in (fenlark[5], quayside[5]):
        assert nested_in_history(text, text.split("\n").index(line))


GROUPS = """\
# Voice notes (EN desk)

## §1.1 Engines

### Sable 2
Tamsin Labs' speech-to-speech model, second generation (2035-02-10).
- History:
  - 2035-03-02: Loomis, a dictation app, launched on Sable 2.

### Apps
Apps we track.
- Fenlark: Hale Media's note-taking app (2035-03-20).
- Quayside: Brackwater's voice-routing tool (2035-03-01).

## §1.2 Scheduling

## §1.3 KV Cache

## §1.4 Reliability
"""


def test_a_group_of_list_entries_under_a_heading_is_still_a_group(smap: SectionMap) -> None:
    """Items written `Name: what it is` with no update list beside them are list entries:
    their heading groups them (and a section mixing it with heading entries is refused)."""
    with pytest.raises(DocumentError, match="mix entries and groups"):
        load(split_text("doc.md", GROUPS), smap)
    alone = GROUPS.replace(
        "### Sable 2\nTamsin Labs' speech-to-speech model, second generation (2035-02-10).\n"
        "- History:\n  - 2035-03-02: Loomis, a dictation app, launched on Sable 2.\n\n",
        "",
    )
    section = load(split_text("doc.md", alone), smap).section("§1.1")
    assert section.heads is None
    assert [e.lead.split(":")[0] for e in section.entries] == ["Fenlark", "Quayside"]


def test_a_group_whose_entries_hold_a_history_each_is_still_a_group(smap: SectionMap) -> None:
    """A `- History:` item of one list entry (nested under it) makes no heading entry."""
    doc = GROUPS.replace(
        "- Fenlark: Hale Media's note-taking app (2035-03-20).\n",
        "- Fenlark: Hale Media's note-taking app (2035-03-20).\n"
        "  - History:\n    - 2035-05-02: 1.2 adds speaker labels.\n",
    )
    with pytest.raises(DocumentError, match="mix entries and groups"):
        load(split_text("doc.md", doc), smap)


TAGGED = """\
# Voice notes

## §1.1 Models and apps

### [MODEL] Sable 2
Tamsin Labs' speech-to-speech model, second generation (2035-02-10).
- History:
  - 2035-05-01: 2.3 adds barge-in.

### [API] Gantry
Orrin's hosted speech API (2035-01-20).
- History:
  - 2035-04-15: 3.0 released.

### 【应用】青萝
轻量语音合成应用（2035-02-01）。
- History:
  - 2035-04-02: 1.0 发布。

## §1.2 Benchmarks

## §1.3 Papers

## §1.4 Incidents
"""


def test_a_kind_tag_opening_a_heading_is_no_part_of_its_name(smap: SectionMap) -> None:
    brief = brief_text(
        increment(1, "Gantry 3.2 released — streaming ASR", points="- streaming"),
        increment(2, "青萝 1.1 发布：粤语音色", points="- 粤语"),
        date="2035-06-20",
    )
    report = _apply(TAGGED, brief, smap)
    assert report.new_text is not None
    text = report.new_text.render()
    gantry = block_of(text, "### [API] Gantry")
    assert gantry[4].startswith("  - 2035-06-20") and "2035-06-20#1" in gantry[4]
    qingluo = block_of(text, "### 【应用】青萝")
    assert qingluo[4].startswith("  - 2035-06-20") and "2035-06-20#2" in qingluo[4]
    assert nested_in_history(text, text.split("\n").index(gantry[4]))


def test_a_name_in_a_heading_label_stays_the_name(smap: SectionMap) -> None:
    """`### 【青萝】语音合成应用`: the label holds the name (no kind word), what follows
    describes it; `### [Quillserve] …` the same."""
    doc = TAGGED.replace("### 【应用】青萝", "### 【青萝】语音合成应用").replace(
        "### [API] Gantry", "### [Gantry] hosted speech API"
    )
    brief = brief_text(
        increment(1, "Gantry 3.2 released — streaming ASR", points="- streaming"),
        increment(2, "青萝 1.1 发布：粤语音色", points="- 粤语"),
        date="2035-06-20",
    )
    report = _apply(doc, brief, smap)
    assert report.new_text is not None
    text = report.new_text.render()
    assert "2035-06-20#1" in block_of(text, "### [Gantry] hosted speech API")[4]
    assert "2035-06-20#2" in block_of(text, "### 【青萝】语音合成应用")[4]


FACTS = """\
# Retrieval notes

## §1.1 Models

### Sablewing 3
Kestrel's third-generation embedding model.
- Facts: arXiv:3810.14402 · released 2039-10-09
- History:
  - 2039-11-03: v3-large tops the November board.

### Sablewing 2
Kestrel's second-generation embedding model, 8K context.
- Facts: released 2039-06-10

## §1.2 Retrieval

## §1.3 Evaluation

## §1.4 Reliability
"""


def test_an_entry_holding_only_the_fields_its_siblings_hold_is_an_entry(
    smap: SectionMap,
) -> None:
    """`### Sablewing 2` over a paragraph and `- Facts: …` alone (no history yet), beside
    entries holding the same `Facts` field and a `- History:` list: an entry without updates,
    not a group (a whole document of such entries was refused as mixing the two)."""
    section = load(split_text("doc.md", FACTS), smap).section("§1.1")
    assert [e.lead for e in section.entries] == ["Sablewing 3", "Sablewing 2"]
    brief = brief_text(increment(1, "Sablewing 2 — 32K context update"), date="2039-12-01")
    report = _apply(FACTS, brief, smap)
    assert report.new_text is not None
    block = block_of(report.new_text.render(), "### Sablewing 2")
    assert block[:3] == [
        "### Sablewing 2",
        "Kestrel's second-generation embedding model, 8K context.",
        "- Facts: released 2039-06-10",
    ]
    assert block[3] == "- History:"  # the update list opens after the fields, nested
    assert block[4].startswith("  - 2039-12-01")
    again = _apply(
        report.new_text.render(),
        brief_text(increment(2, "Sablewing 3 adds int8"), date="2039-12-02"),
        smap,
    )
    assert again.new_text is not None  # the entry written once more is still read (not refused)


def test_a_field_its_siblings_do_not_hold_still_makes_a_group(smap: SectionMap) -> None:
    """Items under a heading whose labels no entry of the section writes as its fields
    (`- Fenlark: …`) stay list entries (the mixed section is refused)."""
    doc = FACTS.replace("- Facts: released 2039-06-10", "- Loomis: a dictation app.")
    with pytest.raises(DocumentError, match="mix entries and groups"):
        load(split_text("doc.md", doc), smap)


RANGE = """\
# Coding agents (EN desk)

## §1.1 Models and runtimes

### Ferret CLI
Halvard AI's terminal coding agent.
- 2036-02-14: 1.0 released.
- 2036-2037 roadmap: multi-repo agents.

### Cobble Runtime 3
Tamsin's local runtime, third generation.
- 2036-02: 3.0 GA.
- 2036-03-10: 3.1 adds paged KV.

## §1.2 Benchmarks

## §1.3 Papers

## §1.4 Reliability
"""


def test_an_undated_note_in_a_history_keeps_the_heading_an_entry(smap: SectionMap) -> None:
    """`- 2036-2037 roadmap: …` (a year range, no date) after a dated history item is a note
    of that history: the heading still leads one entry (it was refused as a group), the
    note kept and the night's update added after the last dated item."""
    section = load(split_text("doc.md", RANGE), smap).section("§1.1")
    assert [e.lead for e in section.entries] == ["Ferret CLI", "Cobble Runtime 3"]
    brief = brief_text(
        increment(1, "Ferret CLI 1.6 released — multi-repo refactors"), date="2036-06-01"
    )
    report = _apply(RANGE, brief, smap)
    assert report.new_text is not None
    block = block_of(report.new_text.render(), "### Ferret CLI")
    assert block[2] == "- 2036-02-14: 1.0 released." and block[4] == "  - second point"
    assert block[3].startswith("- 2036-06-01") and "1.6" in block[3]  # after the last dated
    assert block[5:] == ["- 2036-2037 roadmap: multi-repo agents."]


def test_undated_items_outnumbering_the_dated_still_make_a_group(smap: SectionMap) -> None:
    """A heading over one dated item and more undated list entries (`- Fenlark: …`) groups
    list entries: beside heading entries the section is refused, not read as one entry."""
    doc = RANGE.replace(
        "- 2036-2037 roadmap: multi-repo agents.\n",
        "- Fenlark: Hale Media's note-taking app.\n- Quayside: Brackwater's voice router.\n",
    )
    with pytest.raises(DocumentError, match="mix entries and groups"):
        load(split_text("doc.md", doc), smap)


def test_a_month_range_note_in_a_history_list_keeps_the_entry(smap: SectionMap) -> None:
    """`  - 2039-11–12: private beta …` (a month range, no day) after a first dated sub-item
    of `- History:` is a note of that history, as fba5b158 reads one straight under the
    heading: the heading leads one entry (the document was refused as mixing entries and
    groups, adversarial55 ym1), the note kept and the night's update added to the list."""
    doc = FACTS.replace(
        "  - 2039-11-03: v3-large tops the November board.\n",
        "  - 2039-11-03: v3-large tops the November board.\n"
        "  - 2039-11–12: private beta of the hosted tier.\n",
    )
    section = load(split_text("doc.md", doc), smap).section("§1.1")
    assert [e.lead for e in section.entries] == ["Sablewing 3", "Sablewing 2"]
    brief = brief_text(increment(1, "Sablewing 3 adds int8 vectors"), date="2039-12-20")
    report = _apply(doc, brief, smap)
    assert report.new_text is not None
    text = report.new_text.render()
    block = block_of(text, "### Sablewing 3")
    note = block.index("  - 2039-11–12: private beta of the hosted tier.")
    added = next(n for n, line in enumerate(block) if line.startswith("  - 2039-12-20"))
    assert block[3] == "- History:" and added > note  # the update in the history list


def test_a_history_list_opening_with_an_undated_item_is_no_update_list(
    smap: SectionMap,
) -> None:
    """The note is read only after a first dated sub-item: `- History:` over undated items
    first (`  - roadmap: …`) is no update list: its heading leads no entry."""
    doc = FACTS.replace(
        "  - 2039-11-03: v3-large tops the November board.\n",
        "  - roadmap: multilingual vectors.\n  - plans: a hosted tier.\n"
        "  - 2039-11-03: v3-large tops the November board.\n",
    )
    assert load(split_text("doc.md", doc), smap).section("§1.1").heads is None


DIRECT = FACTS.replace(
    "## §1.2 Retrieval\n",
    """## §1.2 Retrieval

### Tarn-Bench
Multi-turn retrieval over 400 dialogues.
- 2039-08-01: released.

### VistaBoard
Monthly retrieval leaderboard run by the Harlow guild.
- 2039-07-08: launched.

### Gauge-QA
Harlow's visual QA benchmark.
- Facts: 1,200 questions · arXiv:3904.10101
""",
)


def test_a_fields_only_entry_where_updates_are_dated_items_is_an_entry(
    smap: SectionMap,
) -> None:
    """`### Gauge-QA` over a paragraph and `- Facts: …` alone, in a section whose entries
    hold dated items straight under their headings, the document's entries holding the same
    `Facts` field beside their history: an entry without updates (refused before,
    adversarial55 fld2); its update a dated item after the field, no History list opened."""
    section = load(split_text("doc.md", DIRECT), smap).section("§1.2")
    assert [e.lead for e in section.entries] == ["Tarn-Bench", "VistaBoard", "Gauge-QA"]
    brief = brief_text(increment(1, "Gauge-QA v1.1 fixes 60 questions"), date="2039-12-01")
    report = _apply(DIRECT, brief, smap)
    assert report.new_text is not None
    block = block_of(report.new_text.render(), "### Gauge-QA")
    assert block[2] == "- Facts: 1,200 questions · arXiv:3904.10101"
    assert block[3].startswith("- 2039-12-01") and "- History:" not in block


def test_a_field_beside_dated_items_with_no_label_is_the_entrys_field(
    smap: SectionMap,
) -> None:
    """A sibling holding the same field before its dated items (`- Facts: …`, then
    `- 2039-08-01: released.`) is an entry too, its field kept."""
    doc = DIRECT.replace(
        "Multi-turn retrieval over 400 dialogues.\n",
        "Multi-turn retrieval over 400 dialogues.\n- Facts: 400 dialogues · arXiv:3902.12121\n",
    )
    section = load(split_text("doc.md", doc), smap).section("§1.2")
    assert [e.lead for e in section.entries] == ["Tarn-Bench", "VistaBoard", "Gauge-QA"]


def test_a_field_no_entry_of_the_document_holds_still_makes_a_group(
    smap: SectionMap,
) -> None:
    """Items whose label no heading entry of the document writes as a field (`- Loomis: …`)
    stay list entries beside entries with dated items: the section is refused."""
    doc = DIRECT.replace(
        "- Facts: 1,200 questions · arXiv:3904.10101", "- Loomis: a dictation app."
    )
    with pytest.raises(DocumentError, match="mix entries and groups"):
        load(split_text("doc.md", doc), smap)


@pytest.mark.parametrize(
    "block",
    [
        # (no summary paragraph: a group whose first list entry happens to open with a date)
        "### Ferret CLI\n\n- 2036-02-14 **Ferret CLI**: Halvard AI's agent.\n"
        "- **Quayside**: Brackwater's voice router.\n",
        # (a summary, but the undated item is led by a bold name: a list entry)
        "### Ferret CLI\nAgents we track.\n- 2036-02-14: Ferret CLI 1.0 released.\n"
        "- **Quayside**: Brackwater's voice router.\n",
    ],
)
def test_an_undated_list_entry_after_a_dated_one_still_makes_a_group(
    block: str, smap: SectionMap
) -> None:
    doc = RANGE.replace(
        "### Ferret CLI\nHalvard AI's terminal coding agent.\n- 2036-02-14: 1.0 released.\n"
        "- 2036-2037 roadmap: multi-repo agents.\n",
        block,
    )
    assert block in doc
    with pytest.raises(DocumentError, match="mix entries and groups"):
        load(split_text("doc.md", doc), smap)
