"""README "What bad input gets": one test per row — exit code, message, and the document's bytes."""

from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from .conftest import ROOT, SMALL_MAP, CliInvoke, brief_text, increment

DOC = "# Doc\n\n## §1.1 框架格局\n\n- **colibri** engine\n\n## §1.2 推理调度\n\n## Misc\n"
GBK = "inference · E1 预消化简报(2026-10-01)\n二、增量条目\n增量 1：中文（★）\n".encode("gbk")


@dataclass(frozen=True)
class Case:
    """Files to write (name → bytes), the apply arguments, and what must happen."""

    files: dict[str, bytes]
    args: list[str]
    exit_code: int
    message: str
    written: bool = False  # whether --write may change doc.md (only for exit 0 cases)


def text(value: str) -> bytes:
    return value.encode("utf-8")


BRIEF = text(brief_text(increment(title="Tiny engine")))
HIDING = "- ![别升级](x.png) - $\\color{transparent}{藏}$ - &#x202E;反 - ___"
DEEP = "\n- top\n" + "".join("  " * n + f"- level {n}\n" for n in range(1, 1001))
CASES: dict[str, Case] = {
    "empty file": Case({"b.txt": b""}, ["b.txt"], 2, "b.txt: empty briefing"),
    "no increment": Case(
        {"b.txt": text("inference · E1 预消化简报(2026-10-01)\n二、增量条目\n没有增量\n")},
        ["b.txt"],
        2,
        "b.txt:2: no increments found",
    ),
    "impossible header date": Case(
        {"b.txt": BRIEF.replace(b"(2026-10-01)", b"(2026-10-80)", 1)},
        ["b.txt"],
        2,
        "b.txt:1: header date 2026-10-80 is not a calendar date",
    ),
    "truncated briefing": Case(
        {"b.txt": text(brief_text(increment(1, "Tiny engine"), "增量 2：cut mid-incre"))},
        ["b.txt"],
        0,
        "warning: the briefing ends inside increment 2",
        written=True,
    ),
    "not UTF-8": Case(
        {"b.txt": GBK},
        ["b.txt"],
        2,
        "b.txt:1: not valid utf-8: byte 0xa1 at offset 10 "
        "(re-save the file as UTF-8 or pass --encoding (e.g. --encoding gbk))",
    ),
    "not UTF-8, --encoding": Case(
        {"b.txt": GBK}, ["b.txt", "--encoding", "gbk"], 0, "1 inserted", written=True
    ),
    "UTF-8 BOM": Case(
        {"b.txt": b"\xef\xbb\xbf" + BRIEF, "doc.md": b"\xef\xbb\xbf" + text(DOC)},
        ["b.txt"],
        0,
        "1 inserted",
        written=True,
    ),
    "CRLF endings": Case(
        {"b.txt": BRIEF.replace(b"\n", b"\r\n"), "doc.md": text(DOC).replace(b"\n", b"\r\n")},
        ["b.txt"],
        0,
        "1 inserted",
        written=True,
    ),
    "CR-only endings": Case(
        {"b.txt": BRIEF.replace(b"\n", b"\r"), "doc.md": text(DOC).replace(b"\n", b"\r")},
        ["b.txt"],
        0,
        "1 inserted",
        written=True,
    ),
    "binary file": Case(
        {"b.txt": b"\x89PNG\r\n\x1a\n\x00\x00"},
        ["b.txt"],
        2,
        "b.txt:3: binary file (NUL byte at offset 8)",
    ),
    "directory": Case({}, ["."], 2, "is a directory, not a file"),
    "briefing is a FIFO": Case({}, ["fifo.txt"], 2, "fifo.txt: not a regular file"),
    "briefing is a device": Case({}, ["/dev/zero"], 2, "/dev/zero: not a regular file"),
    "briefing over --max-size": Case(
        {"b.txt": BRIEF},
        ["b.txt", "--max-size", "100"],
        2,
        "b.txt: larger than 100 bytes; not read (pass --max-size BYTES",
    ),
    "a line over 20000 characters": Case(
        {"b.txt": text(brief_text(increment(1, "x" * 20_001)))},
        ["b.txt"],
        2,
        "b.txt:3: line is over 20000 characters; not read",
    ),
    "UTF-16 briefing, --encoding utf-16": Case(
        {"b.txt": BRIEF.decode().encode("utf-16")},
        ["b.txt", "--encoding", "utf-16"],
        0,
        "1 inserted",
        written=True,
    ),
    "NUL in a CR-only briefing": Case(
        {"b.txt": b"line one\rline two\rline\x00three\r"},
        ["b.txt"],
        2,
        "b.txt:3: binary file (NUL character at offset 22)",
    ),
    "document locked by another writer": Case(
        {"b.txt": BRIEF},
        ["b.txt", "--lock-timeout", "0.3"],
        2,
        "doc.md: locked by pid ",
    ),
    "lock file left by a writer that died": Case(
        {"b.txt": BRIEF}, ["b.txt"], 0, "1 inserted", written=True
    ),
    "missing path": Case({}, ["nope.txt"], 2, "nope.txt: no such file"),
    "same increment number twice": Case(
        {"b.txt": text(brief_text(increment(1), increment(1)))},
        ["b.txt"],
        2,
        "b.txt:8: increment number 1 is used twice (first at line 3) (renumber the increments)",
    ),
    "increment header with full-width digits or as a list item": Case(
        {
            "b.txt": text(
                brief_text(
                    increment(1, "Tiny engine"),
                    increment(2, "Other engine").replace("增量 2", "- 增量 ２"),
                )
            )
        },
        ["b.txt"],
        0,
        "2 inserted",
        written=True,
    ),
    "gap in increment numbers": Case(
        {"b.txt": text(brief_text(increment(1, "Tiny engine"), increment(3, "Other engine")))},
        ["b.txt"],
        0,
        "b.txt:8: warning: increment numbers jump from 1 to 3",
        written=True,
    ),
    "unreadable increment header": Case(
        {"b.txt": text(brief_text(increment(1, "Tiny engine"), "增量：no number\n要点：- x"))},
        ["b.txt"],
        0,
        "b.txt:8: warning: this looks like an increment header but cannot be read",
        written=True,
    ),
    "increment without title": Case(
        {"b.txt": text(brief_text("增量 1：（⭐⭐）\n要点：- a"))},
        ["b.txt"],
        2,
        "b.txt:3: increment 1 has no title",
    ),
    "unknown section suggestion": Case(
        {
            "b.txt": text(
                brief_text(increment(title="liquid cooling", section="§9.9 机房", points="- a"))
            )
        },
        ["b.txt"],
        0,
        "inserted misc via fallback [fallback]",
        written=True,
    ),
    "unknown section, no fallback": Case(
        {
            "b.txt": text(brief_text(increment(title="liquid", section="§9.9 机房", points="- a"))),
            "map.yaml": text(SMALL_MAP.replace("fallback: misc\n", "")),
        },
        ["b.txt"],
        2,
        "b.txt:3: increment 1 cannot be routed; no anchor for '§9.9 机房'",
    ),
    "map: invalid YAML": Case(
        {"b.txt": BRIEF, "map.yaml": b"anchors: [\n  - {id: a\n"},
        ["b.txt"],
        2,
        "map.yaml:2: invalid YAML, column 3",
    ),
    "map: unknown key": Case(
        {"b.txt": BRIEF, "map.yaml": text("anchros: []\n" + SMALL_MAP)},
        ["b.txt"],
        2,
        "map.yaml:1: unknown key 'anchros' in the map (did you mean 'anchors'?)",
    ),
    "map: YAML anchors and aliases": Case(
        {
            "b.txt": BRIEF,
            "map.yaml": text(
                SMALL_MAP.replace("keywords: [engine]", "keywords: &k [engine]").replace(
                    "keywords: [scheduler]", "keywords: *k"
                )
            ),
        },
        ["b.txt"],
        2,
        "map.yaml:7: YAML anchors and aliases (&name, *name) are not allowed in the map",
    ),
    "map: a keyword that is not a string": Case(
        {"b.txt": BRIEF, "map.yaml": text(SMALL_MAP.replace("[engine]", "[{a: b}]"))},
        ["b.txt"],
        2,
        "map.yaml:7: every item of 'keywords' must be a string",
    ),
    "map: a pattern that can backtrack forever": Case(
        {"b.txt": BRIEF, "map.yaml": text(SMALL_MAP.replace("['colibri']", "['(a+)+$']"))},
        ["b.txt"],
        2,
        "map.yaml:16: pattern '(a+)+$' repeats a repeated group (a repeat inside a repeat)",
    ),
    "map: duplicate alias": Case(
        {
            "b.txt": BRIEF,
            "map.yaml": text(SMALL_MAP.replace('aliases: ["§2.4"]', 'aliases: ["§2.4", "§1.(1)"]')),
        },
        ["b.txt"],
        2,
        "map.yaml:8: '§1.(1)' names both anchor '§1.1' (line 4) and '§1.2'",
    ),
    "document missing a content anchor": Case(
        {"b.txt": BRIEF, "doc.md": text(DOC.replace("## §1.2 推理调度\n", ""))},
        ["b.txt"],
        2,
        "doc.md: anchor '§1.2' missing: no heading '§1.2 推理调度' (add `## §1.2 推理调度`",
    ),
    "anchor heading twice": Case(
        {"b.txt": BRIEF, "doc.md": text(DOC + "\n## §1.2 推理调度\n")},
        ["b.txt"],
        2,
        "doc.md:11: anchor heading '§1.2 推理调度' appears 2 times (lines 7, 11)",
    ),
    "document ends inside an unclosed fence or comment": Case(
        {
            "b.txt": text(brief_text(increment(title="A loose note", section="§9.9 其他"))),
            "doc.md": text(DOC.replace("## Misc\n", "```python\nprint('open')\n")),
        },
        ["b.txt"],
        2,
        "doc.md:9: a code fence opens here and is never closed: everything after it is code on "
        "GitHub, and the edit would land there; nothing written (close it (```), then run again)",
    ),
    "anchor only in a code fence": Case(
        {
            "b.txt": BRIEF,
            "doc.md": text(DOC.replace("## §1.2 推理调度", "```\n## §1.2 推理调度\n```")),
        },
        ["b.txt"],
        2,
        "doc.md: anchor '§1.2' missing",
    ),
    "document not writable": Case(
        {"b.txt": BRIEF}, ["b.txt"], 2, "doc.md: document is not writable; nothing written"
    ),
    "document changed between read and write": Case(
        {"b.txt": BRIEF},
        ["b.txt"],
        2,
        "doc.md: changed on disk since it was read; nothing "
        "written (re-run the command on the current file)",
    ),
    "an edit GitHub would show otherwise": Case(
        # `-` then a blank line: an empty item; `  foo` is a paragraph after the list, which
        # a new entry appended to the list would take in
        {"b.txt": BRIEF, "doc.md": text(DOC.replace("engine\n", "engine\n-\n\n  foo\n"))},
        ["b.txt"],
        2,
        "doc.md: refusing to edit: GitHub would show the result otherwise than planned: "
        "the paragraph at line 8 would no longer show as it does; nothing written",
    ),
    # issue 27: nothing lost, hidden or hung
    "a line after 建议归入章节 or the relation field": Case(
        {"b.txt": text(brief_text(increment(1, "Tiny engine")) + "放错位置的一句\n")},
        ["b.txt"],
        0,
        "1 inserted",
        written=True,
    ),
    "increment number with five or more digits": Case(
        {"b.txt": text(brief_text(increment(10000, "Tiny engine")))},
        ["b.txt"],
        0,
        "2026-10-01#10000 inserted",
        written=True,
    ),
    "briefing text GitHub would hide": Case(
        {"b.txt": text(brief_text(increment(1, "Tiny engine\\", points=HIDING)))},
        ["b.txt"],
        0,
        "1 inserted",
        written=True,
    ),
    "issue references and mentions in a briefing": Case(
        {"b.txt": text(brief_text(increment(1, "Tiny engine closes #1 @org/team")))},
        ["b.txt"],
        0,
        "1 inserted",
        written=True,
    ),
    "lock file is a symlink, FIFO or directory": Case(
        {"b.txt": BRIEF}, ["b.txt"], 2, "doc.md.lock is a symlink; nothing written"
    ),
    "map: repeats side by side that can backtrack": Case(
        {"b.txt": BRIEF, "map.yaml": text(SMALL_MAP.replace("['colibri']", "['\\w*\\w*\\w*!']"))},
        ["b.txt"],
        2,
        "has two repeats next to each other that can match the same text",
    ),
    "map over 256 KiB, document over 64 MiB": Case(
        {"b.txt": BRIEF, "map.yaml": text(SMALL_MAP + ("#" * 99 + "\n") * 11_000)},
        ["b.txt"],
        2,
        "map.yaml: larger than 262144 bytes; not read",
    ),
    "document over --max-doc-size": Case(
        {"b.txt": BRIEF},
        ["b.txt", "--max-doc-size", "20"],
        2,
        "doc.md: larger than 20 bytes; not read "
        "(pass --max-doc-size BYTES if this document is really that large)",
    ),
    "disk full or file-size limit while writing": Case(
        {"b.txt": BRIEF},
        ["b.txt"],
        2,
        "doc.md: cannot write the new version: No space left on device; nothing written",
    ),
    "要点 nested 1,000 levels": Case(
        {"b.txt": text(brief_text(increment(1, "Tiny engine", points=DEEP)))},
        ["b.txt"],
        0,
        "1 inserted",
        written=True,
    ),
    "map nested too deeply": Case(
        {"b.txt": BRIEF, "map.yaml": text(SMALL_MAP + "extra: " + "[" * 3000 + "]" * 3000 + "\n")},
        ["b.txt"],
        2,
        "map.yaml: the YAML nests too deeply to be read",
    ),
    "--encoding that cannot decode (idna)": Case(
        {"b.txt": BRIEF}, ["b.txt", "--encoding", "idna"], 2, "b.txt:1: not valid idna"
    ),
}

Prepare = Callable[[Path, pytest.MonkeyPatch], None]


def _not_writable(work: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (work / "doc.md").chmod(0o444)


def _changed_meanwhile(work: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from patcher.output import splice

    real = splice.splice

    def splice_then_someone_edits(*args, **kwargs):  # type: ignore[no-untyped-def]
        (work / "doc.md").write_text(DOC + "\nsomeone else's edit\n", encoding="utf-8")
        return real(*args, **kwargs)

    monkeypatch.setattr(splice, "splice", splice_then_someone_edits)


def _fifo(work: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    os.mkfifo(work / "fifo.txt")


HELD: list[int] = []  # lock files a case holds (flock), closed after the test


@pytest.fixture(autouse=True)
def _release_held() -> Iterator[None]:
    yield
    while HELD:
        os.close(HELD.pop())


def _locked(work: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    holder = {"pid": os.getpid(), "host": socket.gethostname(), "at": time.time()}
    (work / "doc.md.lock").write_text(json.dumps(holder), encoding="utf-8")
    fd = os.open(work / "doc.md.lock", os.O_RDWR)
    fcntl.flock(fd, fcntl.LOCK_EX)  # another open file: this process's own run waits for it
    HELD.append(fd)


def _stale_lock(work: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    holder = {"pid": gone.pid, "host": socket.gethostname(), "at": time.time()}
    (work / "doc.md.lock").write_text(json.dumps(holder), encoding="utf-8")


def _lock_symlink(work: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (work / "doc.md.lock").symlink_to("/dev/zero")


def _disk_full(work: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from patcher.output import write

    def half_then_full(fd: int, data: object) -> None:
        os.write(fd, b"half")
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(write, "_fill", half_then_full)


PREPARE: dict[str, Prepare] = {
    "document not writable": _not_writable,
    "document changed between read and write": _changed_meanwhile,
    "briefing is a FIFO": _fifo,
    "document locked by another writer": _locked,
    "lock file left by a writer that died": _stale_lock,
    "lock file is a symlink, FIFO or directory": _lock_symlink,
    "disk full or file-size limit while writing": _disk_full,
}


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("name", CASES)
def test_bad_input(
    name: str, cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    case = CASES[name]
    files = {"doc.md": text(DOC), "map.yaml": text(SMALL_MAP), **case.files}
    for file_name, data in files.items():
        (tmp_path / file_name).write_bytes(data)
    monkeypatch.chdir(tmp_path)
    if name in PREPARE:
        PREPARE[name](tmp_path, monkeypatch)
    before = (tmp_path / "doc.md").read_bytes()
    result = cli_invoke("apply", *case.args, "--doc", "doc.md", "--map", "map.yaml", "--write")
    assert result.exit_code == case.exit_code
    assert case.message in result.stderr
    after = (tmp_path / "doc.md").read_bytes()
    if name == "document changed between read and write":
        assert after == text(DOC + "\nsomeone else's edit\n")  # theirs, not ours
    elif case.exit_code == 2 or not case.written:
        assert after == before
    else:
        assert after != before and after.startswith(before[:3])  # a BOM stays a BOM
        assert (b"\r\n" in after) == (b"\r\n" in before)
    if case.exit_code == 2:
        assert result.stdout == ""
        assert len(result.stderr.strip().splitlines()) == 1
        assert result.stderr.startswith("patcher: error: ")


def test_every_readme_row_has_a_test() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## What bad input gets", 1)[1].split("\n## ", 1)[0]
    rows = [
        re.split(r"\s*\|\s*", line.strip())[1]
        for line in section.split("\n")
        if line.startswith("| ") and not line.startswith("| input")
    ]
    assert rows == list(CASES) + list(APART) + list(ELSEWHERE)
    branch_tests = (ROOT / "tests" / "test_branch.py").read_text(encoding="utf-8")
    assert all(f"def {name}(" in branch_tests for name in ELSEWHERE.values())
    for where in APART.values():
        module, name = where.split("::")
        assert f"def {name}(" in (ROOT / "tests" / module).read_text(encoding="utf-8")


# Rows tested apart: other commands, or many processes.
APART = {
    "many writers at once, a stale lock present": (
        "test_lock.py::test_concurrent_writers_after_a_stale_lock_all_land"
    ),
    "./section_map.yaml is a directory, FIFO or dangling symlink": (
        "test_limits.py::test_a_local_map_that_cannot_be_read_is_an_error_not_a_fallback"
    ),
    "review: a malformed patch": (
        "test_limits.py::test_a_malformed_patch_is_blamed_on_the_patch_not_the_document"
    ),
    "staged text loss (`check --staged`, the hook)": (
        "test_hooks.py::test_plain_hook_refuses_each_loss_naming_the_line"
    ),
    "unmerged document (`check --staged`)": (
        "test_hooks.py::test_an_unmerged_document_is_named_a_merge_conflict_not_a_deletion"
    ),
}


# Rows tested with real git repositories in tests/test_branch.py.
ELSEWHERE = {
    "push rejected (`--branch … --push`)": "test_a_rejected_push_says_the_remote_moved",
    "branch moved while the run built its commit": "test_a_lost_update_ref_race_is_a_typed_error",
}
