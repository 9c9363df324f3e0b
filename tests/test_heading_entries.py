"""Documents whose entries are headings (`### Name — Maker`, a paragraph, then a labelled list
of dated updates): read as entries, continued in the update list's own order, new entries
written as heading blocks at the section's end, notes in the entry's block; sections whose
sub-headings group list entries read as before, and a section mixing both is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.cli.render import adopt_summary
from patcher.config.maps import find_map, load_map
from patcher.config.sectionmap import SectionMap
from patcher.document.sections import load
from patcher.errors import DocumentError
from patcher.lint.check import check_text
from patcher.text.source import Source, read_source, split_text

from . import gfm
from .conftest import CliInvoke, brief_text, increment, items

cmarkgfm = pytest.importorskip("cmarkgfm")

ROOT = Path(__file__).resolve().parent.parent

EN = """\
# Vision notes

## §1.1 Engines

### Orrin VL 2 — Orrin Labs

A 34B vision-language model with open weights.

Updates:
- 2031-02-20: v2.1 adds video input.
- 2031-01-10: v2.0.4 fixes OCR on receipts.

### Tesselate — Brook AI

An image tokenizer for high-resolution input.

## §1.2 Scheduling

### Loomcast — Weft Inc

A batch scheduler for VLM serving.

Updates:
- 2031-02-01: 1.2 adds priority queues.

## §1.3 KV Cache

## §1.4 Reliability
"""

ZH = """\
# 多模态

## §1.1 框架格局

### 澄镜 VL — 澄光科技

7B 文档理解模型，开放权重。

进展：
- 2031-01-05：v1.0 发布。
- 2031-02-11：v1.1 支持多页 PDF。

### 听澜 — 澜声

语音合成引擎。

进展：
- 2031-01-20：支持粤语。

## §1.2 推理调度

## §1.3 KV Cache

## §1.4 可靠性
"""


@pytest.fixture
def smap() -> SectionMap:
    return load_map(find_map(None, Path("/nonexistent")))


def apply(doc: str, brief: str, smap: SectionMap) -> api.ApplyReport:
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


def new_text(report: api.ApplyReport) -> str:
    assert report.new_text is not None
    return report.new_text.render()


def block_of(text: str, heading: str) -> list[str]:
    """The lines of the heading entry `heading` (to the next heading)."""
    lines = text.split("\n")
    first = lines.index(heading)
    end = next((n for n in range(first + 1, len(lines)) if lines[n].startswith("#")), len(lines))
    return lines[first:end]


def test_sub_headings_with_dated_updates_are_read_as_entries(smap: SectionMap) -> None:
    doc = load(split_text("doc.md", EN), smap)
    section = doc.section("§1.1")
    assert [e.lead for e in section.entries] == ["Orrin VL 2 — Orrin Labs", "Tesselate — Brook AI"]
    assert section.heads is not None and section.heads.newest_first
    assert doc.section("§1.2").heads is not None and doc.section("§1.2").heads.newest_first
    zh = load(split_text("doc.md", ZH), smap).section("§1.1")
    assert zh.heads is not None and not zh.heads.newest_first and zh.heads.label == "进展："


def test_adopt_names_the_heading_entries(smap: SectionMap) -> None:
    survey = api.adopt(Source("doc.md", EN.encode()), smap, "map")
    shown = adopt_summary(survey, None)
    assert 'entries: headings (level 3), updates newest first under "Updates:"' in shown
    assert survey.ready


def test_a_continuation_goes_first_in_a_newest_first_list(smap: SectionMap) -> None:
    brief = brief_text(
        increment(1, "Orrin VL 2 v2.2 — faster OCR", points="- 2x OCR"), date="2031-03-01"
    )
    text = new_text(apply(EN, brief, smap))
    block = [line for line in block_of(text, "### Orrin VL 2 — Orrin Labs") if line]
    assert block[2] == "Updates:"
    assert block[3].startswith("- 2031-03-01") and "livedoc:id=2031-03-01#1" in block[3]
    assert block[4].startswith("- 2031-02-20")


def test_a_continuation_goes_last_in_an_oldest_first_list(smap: SectionMap) -> None:
    brief = brief_text(increment(1, "澄镜 VL 1.2 发布", points="- 表格识别"), date="2031-03-01")
    text = new_text(apply(ZH, brief, smap))
    block = [line for line in block_of(text, "### 澄镜 VL — 澄光科技") if line]
    assert block[3].startswith("- 2031-01-05") and block[4].startswith("- 2031-02-11")
    assert block[5].startswith("- 2031-03-01") and "livedoc:id=2031-03-01#1" in block[5]


def test_an_entry_without_updates_gets_the_sections_label(smap: SectionMap) -> None:
    brief = brief_text(
        increment(1, "Tesselate 1.1 released", points="- 8K tiles"), date="2031-03-01"
    )
    text = new_text(apply(EN, brief, smap))
    block = block_of(text, "### Tesselate — Brook AI")
    assert block[3:5] == ["", "Updates:"] and block[5].startswith("- 2031-03-01")


def test_a_new_entry_is_a_heading_block_at_the_sections_end(smap: SectionMap) -> None:
    brief = brief_text(
        increment(1, "Quillon VL — a new tiny VLM", points="- 1B"), date="2031-03-01"
    )
    report = apply(EN, brief, smap)
    text = new_text(report)
    assert [a.action for a in report.actions] == ["inserted"]
    lines = text.split("\n")
    at = next(n for n, line in enumerate(lines) if line.startswith("### Quillon VL — a new"))
    assert lines[at] == "### Quillon VL — a new tiny VLM<!-- livedoc:id=2031-03-01#1 -->"
    assert lines[at - 2] == "An image tokenizer for high-resolution input."
    assert lines.index("## §1.2 Scheduling") > at
    again = load(split_text("doc.md", text), smap).section("§1.1")
    assert again.entries[-1].start == at and again.entries[-1].ids == ("2031-03-01#1",)


def test_a_contradiction_note_goes_into_the_entrys_block(smap: SectionMap) -> None:
    item = "矛盾/待核实 ①：Orrin VL 2 显存需求（低风险）\n官方写 24GB，用户实测 30GB。\n"
    brief = brief_text(increment(1, "Quillon VL — other"), date="2031-03-01") + items(item)
    report = apply(EN, brief, smap)
    (note,) = report.contradictions
    assert "Orrin VL 2" in (note.attached_to or ""), note
    block = block_of(new_text(report), "### Orrin VL 2 — Orrin Labs")
    assert any("livedoc:id=2031-03-01#c1" in line for line in block)


def test_applying_again_changes_nothing_and_check_is_clean(smap: SectionMap) -> None:
    brief = brief_text(
        increment(1, "Orrin VL 2 v2.2 — faster OCR", points="- 2x OCR"),
        increment(2, "Quillon VL — a new tiny VLM", points="- 1B"),
        date="2031-03-01",
    )
    text = new_text(apply(EN, brief, smap))
    assert apply(text, brief, smap).new_text is None or new_text(apply(text, brief, smap)) == text
    assert check_text(split_text("doc.md", text), smap) == []


MIXED = EN.replace(
    "### Tesselate — Brook AI\n\nAn image tokenizer for high-resolution input.\n",
    "### Brook AI\n\n- **Tesselate** — an image tokenizer\n- **Weaver** — a video tokenizer\n",
)


def test_a_section_mixing_entry_and_group_headings_is_refused(smap: SectionMap) -> None:
    brief = brief_text(increment(1, "Orrin VL 2 v2.2"), date="2031-03-01")
    with pytest.raises(DocumentError) as refused:
        apply(MIXED, brief, smap)
    assert refused.value.line == MIXED.split("\n").index("### Brook AI") + 1
    survey = api.adopt(Source("doc.md", MIXED.encode()), smap, "map")
    assert not survey.ready and "mix entries and groups" in survey.problems[0]


@pytest.mark.parametrize(
    "path",
    [
        "tests/data/decisions/heldout79/doc-zh.md",
        "tests/data/decisions/heldout166/doc-zh.md",
        "tests/data/team/inference.md",
    ],
)
def test_group_headings_stay_list_entries(path: str, smap: SectionMap) -> None:
    doc = load(split_text(path, (ROOT / path).read_text(encoding="utf-8")), smap)
    assert all(s.heads is None for s in doc.sections)


def test_the_guard_reports_a_lost_heading_entry(smap: SectionMap) -> None:
    from patcher.lint.guard import check_loss

    staged = EN.replace(
        "### Tesselate — Brook AI\n\nAn image tokenizer for high-resolution input.\n\n", ""
    )
    found = check_loss(split_text("head", EN), split_text("staged", staged), smap)
    assert [f.code for f in found] == ["PD009"] and "Tesselate" in found[0].message


def test_sub_headings_over_paragraphs_only_do_not_make_heading_entries(smap: SectionMap) -> None:
    notes = "### Notes\n\nSome prose.\n\n### More notes\n\nMore prose.\n\n"
    doc = EN.replace("### Loomcast — Weft Inc", notes + "### Loomcast — Weft Inc", 1)
    doc = doc.replace("Updates:\n- 2031-02-01: 1.2 adds priority queues.\n", "")
    # (no other section's headings lead entries either: paragraphs alone do not tell)
    doc = doc.split("### Orrin")[0] + "## §1.2" + doc.split("## §1.2")[1]
    section = load(split_text("doc.md", doc), smap).section("§1.2")
    assert section.heads is None and section.entries == ()


# Heading entries whose history items open with a month and day in brackets, a full date in
# brackets, or a month and day before a colon (adversarial52's doc-ze as first written).
UNDATED_YEAR = """\
# 语音

## §1.1 框架格局

### 澄镜 VL — 澄光科技
7B 文档理解模型，开放权重。
- {a}v1.0 发布。
- {b}v1.1 支持多页 PDF。

### 听澜 — 澜声
语音合成引擎。
- {c}支持粤语。

## §1.2 推理调度

## §1.3 KV Cache

## §1.4 可靠性
"""
DATE_FORMS = {
    "bracketed-day": (("【01-05】", "【02-11】", "【01-20】"), "【03-01】"),
    "bracketed-date": (("【2031-01-05】", "【2031-02-11】", "【2031-01-20】"), "【2031-03-01】"),
    "day-colon": (("01-05：", "02-11：", "01-20："), "03-01："),
}


@pytest.mark.parametrize("form", DATE_FORMS)
def test_history_items_dated_in_brackets_or_by_month_and_day_are_updates(
    form: str, cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (a, b, c), new = DATE_FORMS[form]
    doc = UNDATED_YEAR.format(a=a, b=b, c=c)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "doc.md").write_text(doc, encoding="utf-8")
    assert cli_invoke("adopt", "doc.md", "--write-map", "map.yaml").exit_code == 0
    smap = load_map(read_source(str(tmp_path / "map.yaml")))
    section = load(split_text("doc.md", doc), smap).section("§1.1")
    assert section.heads is not None and not section.heads.newest_first
    assert [e.lead for e in section.entries] == ["澄镜 VL — 澄光科技", "听澜 — 澜声"]
    brief = brief_text(increment(1, "澄镜 VL 1.2 发布", points="- 表格识别"), date="2031-03-01")
    text = new_text(apply(doc, brief, smap))
    block = [line for line in block_of(text, "### 澄镜 VL — 澄光科技") if line]
    assert block[2:4] == [f"- {a}v1.0 发布。", f"- {b}v1.1 支持多页 PDF。"]
    assert block[4].startswith(f"- {new}澄镜 VL 1.2 发布") and "2031-03-01#1" in block[4]
    # (GitHub shows the new item as the third item of the entry's one list)
    lists = [e for e in gfm.outline(text) if e.tag == "ul"]
    first = text.split("\n").index(block[2])
    (shown,) = [e for e in lists if e.start <= first < e.end]
    assert [li.start for li in shown.children] == [first, first + 1, first + 2]
    assert check_text(split_text("doc.md", text), smap) == []
    assert not apply(text, brief, smap).changed


def test_ranges_and_measures_opening_items_are_no_dates(smap: SectionMap) -> None:
    doc = UNDATED_YEAR.format(a="1-3 号机：", b="2-4 卡：", c="3-5 倍：")
    assert load(split_text("doc.md", doc), smap).section("§1.1").heads is None
