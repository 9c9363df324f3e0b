"""Algorithmic properties behind the benchmark's targets, asserted cheaply (no wall times)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.text.source import Source

from .conftest import EXAMPLES, ROOT

sys.path.insert(0, str(ROOT / "bench"))
from generate import briefing
from generate import document as generated


def test_check_imports_neither_mistletoe_nor_git_nor_unidiff(tmp_path: Path) -> None:
    code = (
        "import sys\nfrom patcher.cli import main\n"
        f"sys.argv = ['patcher', 'check', {str(EXAMPLES / 'inference.md')!r}, '--map', "
        f"{str(ROOT / 'section_map.yaml')!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in ('mistletoe', 'git', 'unidiff') if m in sys.modules))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_apply_imports_neither_mistletoe_nor_git_nor_unidiff(tmp_path: Path) -> None:
    """The block reader is cmark-gfm (C), so `apply` never pays mistletoe's import (0.1 s)."""
    code = (
        "import sys\nfrom patcher.cli import main\n"
        f"sys.argv = ['patcher', 'apply', {str(EXAMPLES / 'briefs' / '2026-09-23-plain.txt')!r}, "
        f"'--doc', {str(EXAMPLES / 'inference.md')!r}, '--map', "
        f"{str(ROOT / 'section_map.yaml')!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in ('mistletoe', 'git', 'unidiff') if m in sys.modules))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert "\n+++ b/" in out  # it did apply
    assert out.strip().splitlines()[-1] == "[]"


def test_apply_reads_only_anchor_sections(
    default_map: SectionMap, parse_stats: dict[str, int]
) -> None:
    text = generated(200_000)
    lines = len(text.split("\n"))
    report = api.apply(
        [Source("b.txt", briefing(text, 1, 1).encode())], Source("d.md", text.encode()), default_map
    )
    assert report.changed and len(report.actions) == 8
    # every anchor section once (about an eighth of this document), then only the entries
    # around each edit to verify
    assert parse_stats["lines"] < lines * 0.2


def test_ten_briefings_cost_one_parse_of_the_document(
    default_map: SectionMap, parse_stats: dict[str, int]
) -> None:
    text = generated(100_000)
    api.apply([], Source("d.md", text.encode()), default_map)  # what reading it once costs
    once = parse_stats["lines"]
    briefs = [Source(f"b{n}.txt", briefing(text, n, n).encode()) for n in range(1, 11)]
    report = api.apply(briefs, Source("d.md", text.encode()), default_map)
    added = sum(1 for line in report.diff.split("\n") if line.startswith("+"))
    # the anchor sections once to plan, then to verify at most those sections' entries
    # around the edits and the inserted lines: never a read per briefing
    assert parse_stats["lines"] - 2 * once <= once + added


def test_benchmark_runs(tmp_path: Path) -> None:
    """A smoke run of the benchmark (tiny sizes, one repeat): every figure is computed."""
    out = tmp_path / "results.json"
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "bench" / "run.py"),
            "--sizes",
            "0.02,0.04",
            "--at",
            "0.02",
            "--briefs",
            "3",
            "--repeat",
            "1",
            "--out",
            str(out),
        ],
        check=True,
        capture_output=True,
    )
    record = json.loads(out.read_text(encoding="utf-8"))
    assert set(record["ratios"]) == set(record["targets"])
    assert all(value and value > 0 for value in record["ratios"].values())
    assert record["results"]["0.02 MB"]["check --staged"]["peak_rss"] > 0
