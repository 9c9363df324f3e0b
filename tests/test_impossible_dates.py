"""PD019: a date no calendar has in a marker id or an index date cell, and its correction."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.lint.check import check_text, impossible_date
from patcher.lint.guard import check_loss
from patcher.text.source import Source, split_text

from .conftest import EXAMPLES, ROOT, CliInvoke

DOC = (EXAMPLES / "inference.md").read_text(encoding="utf-8")
EDGE0 = "- **Edge0**（arXiv:2609.18063）⭐⭐⭐（2026-09-18）：MoE SSD 卸载预路由。"
ROW = "| 2609.19671 | When2Think          | §1.2 | 2026-09-19 | 2026-09-19 |"


@pytest.fixture
def smap() -> SectionMap:
    return load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))


def with_marker(item_id: str, text: str = DOC) -> str:
    assert EDGE0 in text
    return text.replace(EDGE0, f"{EDGE0} <!-- livedoc:id={item_id} keys=arxiv:2609.18063 -->")


def codes(text: str, smap: SectionMap) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in check_text(split_text("doc.md", text), smap)]


def line_of(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.split("\n"), 1) if needle in line)


@pytest.mark.parametrize(
    ("written", "impossible"),
    [
        ("2026-10-80", True),
        ("2026-02-30", True),
        ("2026-13-01", True),
        ("2026-00-10", True),
        ("2027-02-29", True),
        ("2028-02-29", False),  # a leap year
        ("2026-12-31", False),
        ("2026-9-21", False),  # not YYYY-MM-DD: PD007's business, not a calendar question
    ],
)
def test_impossible_date(written: str, impossible: bool) -> None:
    assert impossible_date(written) is impossible


@pytest.mark.parametrize("item_id", ["2026-10-80#1", "2026-02-30#adj-A", "2026-09-31#2.3fa2c1"])
def test_a_marker_id_with_an_impossible_date_is_PD019(item_id: str, smap: SectionMap) -> None:
    text = with_marker(item_id)
    assert codes(text, smap) == [(line_of(text, "**Edge0**"), "PD019")]
    (finding,) = check_text(split_text("doc.md", text), smap)
    assert repr(item_id) in finding.message and "no calendar" in finding.message


@pytest.mark.parametrize("item_id", ["2026-10-08#1", "2028-02-29#1"])
def test_a_marker_id_with_a_real_date_is_clean(item_id: str, smap: SectionMap) -> None:
    assert codes(with_marker(item_id), smap) == []


def test_a_marker_shown_as_code_is_not_read(smap: SectionMap) -> None:
    spanned = DOC.replace(EDGE0, f"{EDGE0} `<!-- livedoc:id=2026-10-80#1 -->`")
    fenced = DOC.replace("# 部署备忘", "# <!-- livedoc:id=2026-02-30#1 --> 部署备忘")
    assert fenced != DOC
    assert codes(spanned, smap) == [] and codes(fenced, smap) == []


@pytest.mark.parametrize(
    ("cell", "bad"),
    [(4, "2026-02-30"), (5, "2026-09-80")],
    ids=["first anchored", "last confirmed"],
)
def test_an_index_date_cell_with_an_impossible_date_is_PD019(
    cell: int, bad: str, smap: SectionMap
) -> None:
    cells = ROW.split("|")
    cells[cell] = f" {bad} "
    text = DOC.replace(ROW, "|".join(cells))
    assert codes(text, smap) == [(line_of(text, "| 2609.19671"), "PD019")]
    (finding,) = check_text(split_text("doc.md", text), smap)
    assert f"index row 2609.19671: cell {cell} {bad!r}" in finding.message


def guard(head: str, staged: str, smap: SectionMap) -> list[tuple[int, str]]:
    found = check_loss(split_text("HEAD:doc.md", head), split_text("doc.md", staged), smap)
    return [(f.line, f.code) for f in found]


def test_correcting_an_impossible_index_date_is_no_loss(smap: SectionMap) -> None:
    """A last-confirmed `2026-09-80` can only be corrected backwards; the guard lets it."""
    last = ROW[: -len("2026-09-19 |")]
    for bad in (f"{last}2026-09-80 |", ROW.replace("| 2026-09-19 |", "| 2026-02-30 |", 1)):
        assert guard(DOC.replace(ROW, bad), DOC, smap) == []  # first or last date corrected
    backwards = DOC.replace(ROW, f"{last}2026-09-18 |")  # a real date moved back
    assert guard(DOC, backwards, smap) == [(line_of(backwards, "| 2609.19671"), "PD012")]
    other = DOC.replace(ROW, f"{last}2026-09-80 |")
    assert guard(other, DOC.replace(ROW, ROW.replace("When2Think", "When")), smap) == [
        (line_of(DOC, "| 2609.19671"), "PD012")  # the correction excuses no other change
    ]


def test_correcting_an_impossible_marker_id_is_no_loss(smap: SectionMap) -> None:
    head = with_marker("2026-10-80#1")
    assert guard(head, with_marker("2026-10-08#1"), smap) == []
    assert [code for _, code in guard(with_marker("2026-10-08#1"), DOC, smap)] == ["PD016"]


def test_check_reports_it_and_exits_1(cli_invoke: CliInvoke, tmp_path: Path) -> None:
    doc = tmp_path / "inference.md"
    doc.write_text(with_marker("2026-02-30#1"), encoding="utf-8")
    result = cli_invoke("check", str(doc), "--map", str(ROOT / "section_map.yaml"))
    assert result.exit_code == 1, result.output
    assert f"{doc}:{line_of(with_marker('2026-02-30#1'), '**Edge0**')}: PD019 " in result.stdout
