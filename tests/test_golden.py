"""Golden files: parse JSON and patched documents for every example briefing and edit case."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patcher import api
from patcher.cli.render import dumps
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.text.source import Source, read_source

from .conftest import DATA, EXAMPLES

BRIEFS = sorted((EXAMPLES / "briefs").iterdir())
CASES = sorted(p.name.removesuffix(".in.md") for p in (DATA / "cases").glob("*.in.md"))


@pytest.mark.parametrize("brief", BRIEFS, ids=lambda p: p.name)
def test_parse_matches_golden(brief: Path, in_root: Path) -> None:
    report = api.parse_briefs([read_source(str(brief.relative_to(in_root)))])
    expected = (DATA / "parse" / f"{brief.name}.json").read_text(encoding="utf-8")
    assert json.loads(dumps(report)) == json.loads(expected)


@pytest.mark.parametrize("brief", BRIEFS, ids=lambda p: p.name)
def test_apply_matches_golden(
    brief: Path, in_root: Path, default_map: SectionMap
) -> None:
    doc = read_source("examples/inference.md")
    result = api.apply([read_source(str(brief.relative_to(in_root)))], doc, default_map)
    assert result.new_text.encode() == (DATA / "apply" / f"{brief.name}.md").read_bytes()


@pytest.fixture(scope="module")
def case_map() -> SectionMap:
    return load_map(read_source(str(DATA / "cases" / "case.map.yaml")))


@pytest.mark.parametrize("case", CASES)
def test_edit_case_matches_golden(case: str, case_map: SectionMap) -> None:
    source_path = DATA / "cases" / f"{case}.in.md"
    doc = Source(f"{case}.md", source_path.read_bytes(), source_path)
    brief = read_source(str(DATA / "cases" / "case.brief.txt"))
    result = api.apply([brief], doc, case_map)
    assert result.new_text.encode() == (DATA / "cases" / f"{case}.out.md").read_bytes()


@pytest.mark.parametrize("case", CASES)
def test_edit_case_keeps_every_original_line_in_order(case: str, case_map: SectionMap) -> None:
    """Only insertions: the original lines, endings included, are a subsequence of the result."""
    before = (DATA / "cases" / f"{case}.in.md").read_bytes()
    after = (DATA / "cases" / f"{case}.out.md").read_bytes()
    old = before.decode("utf-8").split("\n")
    new = iter(after.decode("utf-8").split("\n"))
    assert all(any(line == candidate for candidate in new) for line in old[:-1])
    assert after.endswith(b"\n") == before.endswith(b"\n")
    assert after.startswith(b"\xef\xbb\xbf") == before.startswith(b"\xef\xbb\xbf")


@pytest.mark.parametrize("case", CASES)
def test_edit_case_is_idempotent(case: str, case_map: SectionMap) -> None:
    out = DATA / "cases" / f"{case}.out.md"
    brief = read_source(str(DATA / "cases" / "case.brief.txt"))
    result = api.apply([brief], Source(out.name, out.read_bytes(), out), case_map)
    assert not result.changed
    assert result.diff == ""
    assert {a.action for a in result.actions} == {"unchanged"}


@pytest.mark.parametrize("case", CASES)
def test_edit_case_diff_turns_input_into_output(case: str, case_map: SectionMap) -> None:
    from .conftest import patched

    source_path = DATA / "cases" / f"{case}.in.md"
    doc = Source(f"{case}.md", source_path.read_bytes(), source_path)
    result = api.apply([read_source(str(DATA / "cases" / "case.brief.txt"))], doc, case_map)
    before = source_path.read_bytes().decode("utf-8").removeprefix("\ufeff")
    after = (DATA / "cases" / f"{case}.out.md").read_bytes().decode("utf-8").removeprefix("\ufeff")
    if "\n" in before:  # a CR-only file is one line to diff tools
        assert patched(before, result.diff) == after
