"""Concurrent writers: two `apply --write` runs on one document never lose an update."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .conftest import SMALL_MAP, brief_text, increment

DOC = "# Doc\n\n## §1.1 框架格局\n\n- **colibri** engine\n\n## §1.2 推理调度\n\n## Misc\n"
PAIRS = 20


def start(work: Path, brief: str) -> subprocess.Popen[bytes]:
    args = ["apply", brief, "--doc", "doc.md", "--map", "map.yaml", "--write"]
    return subprocess.Popen(
        [sys.executable, "-m", "patcher", *args],
        cwd=work,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def test_concurrent_writers_both_land(tmp_path: Path) -> None:
    """The second writer waits for the first one's lock, then applies to its result: both
    exit 0 and both increments are in the file (a refusal would be exit 2 with the other's
    bytes intact, never a lost update)."""
    (tmp_path / "map.yaml").write_text(SMALL_MAP, encoding="utf-8")
    (tmp_path / "a.txt").write_text(brief_text(increment(1, "Alpha engine")), encoding="utf-8")
    (tmp_path / "b.txt").write_text(
        brief_text(increment(1, "Beta engine"), date="2026-10-02"), encoding="utf-8"
    )
    outcomes = []
    for _ in range(PAIRS):
        (tmp_path / "doc.md").write_text(DOC, encoding="utf-8")
        runs = [start(tmp_path, "a.txt"), start(tmp_path, "b.txt")]
        codes = [run.wait(timeout=60) for run in runs]
        errors = [run.stderr.read().decode() for run in runs if run.stderr]
        text = (tmp_path / "doc.md").read_text(encoding="utf-8")
        landed = ("Alpha engine" in text, "Beta engine" in text)
        assert not (tmp_path / "doc.md.lock").exists()
        assert not list(tmp_path.glob(".doc.md.*.tmp"))
        if codes == [0, 0]:
            assert landed == (True, True), errors
        else:
            assert sorted(codes) == [0, 2], errors
            assert landed == ((True, False) if codes[0] == 0 else (False, True)), errors
        assert text.count("<!-- livedoc:") == sum(landed)
        outcomes.append(tuple(codes))
    assert outcomes == [(0, 0)] * PAIRS  # with the lock, nobody is refused


def test_fifos_as_document_map_or_pr_body_are_refused_without_hanging(tmp_path: Path) -> None:
    (tmp_path / "map.yaml").write_text(SMALL_MAP, encoding="utf-8")
    (tmp_path / "doc.md").write_text(DOC, encoding="utf-8")
    (tmp_path / "a.txt").write_text(brief_text(increment(1, "Alpha engine")), encoding="utf-8")
    os.mkfifo(tmp_path / "fifo")
    cases = [
        ["apply", "a.txt", "--doc", "fifo", "--map", "map.yaml", "--write"],
        ["apply", "a.txt", "--doc", "fifo", "--map", "map.yaml"],
        ["apply", "a.txt", "--doc", "doc.md", "--map", "fifo"],
        ["apply", "a.txt", "--doc", "doc.md", "--map", "map.yaml", "--pr-body", "fifo"],
        ["check", "fifo", "--map", "map.yaml"],
    ]
    for args in cases:
        done = subprocess.run(
            [sys.executable, "-m", "patcher", *args],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 2, (args, done.stderr)
        assert "fifo: not a regular file" in done.stderr, done.stderr
    assert (tmp_path / "doc.md").read_text(encoding="utf-8") == DOC
