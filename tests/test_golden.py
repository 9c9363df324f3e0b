"""Golden files: parse JSON and patched documents for every example briefing and edit case
(one folder a case, see tests/goldencases.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patcher import api
from patcher.cli.render import dumps
from patcher.config.sectionmap import SectionMap
from patcher.text.source import read_source

from .conftest import DATA, EXAMPLES
from .goldencases import CASES as CASES_DIR
from .goldencases import Case, all_cases

BRIEFS = sorted((EXAMPLES / "briefs").iterdir())
CASES = all_cases()


@pytest.mark.parametrize("brief", BRIEFS, ids=lambda p: p.name)
def test_parse_matches_golden(brief: Path, in_root: Path) -> None:
    report = api.parse_briefs([read_source(str(brief.relative_to(in_root)))])
    expected = (DATA / "parse" / f"{brief.name}.json").read_text(encoding="utf-8")
    assert json.loads(dumps(report)) == {"schema": 1, **json.loads(expected)}


@pytest.mark.parametrize("brief", BRIEFS, ids=lambda p: p.name)
def test_apply_matches_golden(brief: Path, in_root: Path, default_map: SectionMap) -> None:
    doc = read_source("examples/inference.md")
    result = api.apply([read_source(str(brief.relative_to(in_root)))], doc, default_map)
    assert result.new_text.encode() == (DATA / "apply" / f"{brief.name}.md").read_bytes()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_edit_case_matches_golden(case: Case) -> None:
    result = case.run()
    assert result.new_text.encode() == case.output.read_bytes()
    if case.report.is_file():
        assert Case.summary(result) == case.report.read_text(encoding="utf-8")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_edit_case_keeps_every_original_line_in_order(case: Case) -> None:
    """Only insertions: the original lines, endings included, are a subsequence of the result."""
    before = case.input.read_bytes()
    after = case.output.read_bytes()
    old = before.decode("utf-8").split("\n")
    new = iter(after.decode("utf-8").split("\n"))
    assert all(any(line == candidate for candidate in new) for line in old[:-1])
    assert after.endswith(b"\n") == before.endswith(b"\n")
    assert after.startswith(b"\xef\xbb\xbf") == before.startswith(b"\xef\xbb\xbf")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_edit_case_is_idempotent(case: Case) -> None:
    result = case.run(case.output)
    assert not result.changed
    assert result.diff == ""
    assert {a.action for a in result.actions} == {"unchanged"}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_edit_case_diff_turns_input_into_output(case: Case) -> None:
    from .conftest import patched

    result = case.run()
    before = case.input.read_bytes().decode("utf-8").removeprefix("\ufeff")
    after = case.output.read_bytes().decode("utf-8").removeprefix("\ufeff")
    if "\n" in before:  # a CR-only file is one line to diff tools
        assert patched(before, result.diff) == after


def test_every_case_folder_is_a_case() -> None:
    """A folder missing `in.md` or `out.md` would be skipped silently: refuse it here."""
    folders = [p for p in CASES_DIR.iterdir() if p.is_dir()]
    assert len(folders) == len(CASES) > 0
    assert all(case.output.is_file() for case in CASES)
