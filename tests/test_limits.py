"""Issue 27 classes 5, 6 and 8: nothing hangs (lock files that are devices or pipes, runaway
map patterns, huge maps and documents), every OS, recursion and decoding failure is a typed
one-line error with nothing half-written, and a bad ./section_map.yaml is never replaced by
the shipped map."""

from __future__ import annotations

import errno
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from patcher.config.validate import adjacent_repeats
from patcher.output import write

from .conftest import SMALL_MAP, CliInvoke, brief_text, increment

DOC = "# Doc\n\n## §1.1 框架格局\n\n- **colibri** engine\n\n## §1.2 推理调度\n\n## Misc\n"


@pytest.fixture
def work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "doc.md").write_text(DOC, encoding="utf-8")
    (tmp_path / "map.yaml").write_text(SMALL_MAP, encoding="utf-8")
    (tmp_path / "b.txt").write_text(brief_text(increment(1, "Tiny engine")), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def patcher(
    work: Path, *args: str, timeout: float = 60, **kwargs: object
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "patcher", *args],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=timeout,
        **kwargs,  # type: ignore[arg-type]
    )


def one_line_error(result: subprocess.CompletedProcess[str], *parts: str) -> None:
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert result.stderr.startswith("patcher: error: ")
    for part in parts:
        assert part in result.stderr


APPLY = ["apply", "b.txt", "--doc", "doc.md", "--map", "map.yaml", "--write"]


def untouched(work: Path) -> None:
    assert (work / "doc.md").read_text(encoding="utf-8") == DOC
    assert not (work / "doc.md.lock").exists() or (work / "doc.md.lock").is_symlink()
    assert not list(work.glob(".doc.md.*.tmp"))


# --- class 5: hangs ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda lock: lock.symlink_to("/dev/zero"), "is a symlink"),
        (lambda lock: os.mkfifo(lock), "is not a regular file"),
        (lambda lock: lock.symlink_to(lock.with_name("nowhere")), "is a symlink"),
        (lambda lock: lock.mkdir(), "cannot be opened"),
    ],
    ids=["symlink to /dev/zero", "fifo", "dangling symlink", "directory"],
)
def test_a_lock_path_that_is_not_a_regular_file_is_refused_at_once(
    work: Path,
    make,
    message: str,  # type: ignore[no-untyped-def]
) -> None:
    make(work / "doc.md.lock")
    started = time.monotonic()
    result = patcher(work, *APPLY, "--lock-timeout", "30", timeout=20)
    assert time.monotonic() - started < 15
    one_line_error(result, "doc.md.lock", message)
    assert (work / "doc.md").read_text(encoding="utf-8") == DOC


@pytest.mark.parametrize(
    "pattern",
    [
        r"\w*\w*\w*\w*!",
        r".*.*.*==",
        r"a.*b.*c.*!",
        r"\d+\s*\d+x",
        r"[a-z]+\w+;",
        r"x{0,99}x{0,99}!",
    ],
)
def test_map_patterns_with_adjacent_repeats_are_refused(work: Path, pattern: str) -> None:
    assert adjacent_repeats(pattern)
    text = SMALL_MAP.replace("match: ['colibri']", f"match: ['{pattern}']")
    (work / "map.yaml").write_text(text, encoding="utf-8")
    result = patcher(work, "route", "b.txt", "--map", "map.yaml", timeout=20)
    one_line_error(result, "map.yaml:", "two repeats next to each other")


@pytest.mark.parametrize(
    "pattern",
    [r"colibri", r"deep\s*seek", r"sg-?lang", r"\d+\.\d+\.\d+", r"\w+-\w+", r"llama\s*\d+"],
)
def test_ordinary_patterns_are_accepted(pattern: str) -> None:
    assert adjacent_repeats(pattern) is None


def test_the_refused_shapes_really_run_away_with_plain_re() -> None:
    """The rule is not arbitrary: a 3000-character miss costs plain `re` seconds."""
    import re

    started = time.monotonic()
    re.search(r"\w*\w*\w*!", "a" * 600)
    assert time.monotonic() - started > 0.2


def test_a_map_over_the_size_limit_is_refused_before_it_is_parsed(work: Path) -> None:
    filler = "# " + "x" * 98 + "\n"
    (work / "map.yaml").write_text(SMALL_MAP + filler * 12_000, encoding="utf-8")
    result = patcher(work, "route", "b.txt", "--map", "map.yaml", timeout=20)
    one_line_error(result, "map.yaml: larger than 262144 bytes")


@pytest.mark.parametrize("target", ["doc.md", "section_map.yaml", "b.txt"])
def test_a_sparse_gigabyte_is_refused_by_its_size_without_reading_it(
    work: Path, target: str
) -> None:
    with open(work / target, "ab") as handle:
        handle.truncate(1 << 30)
    args = ["apply", "b.txt", "--doc", "doc.md"] + (
        [] if target == "section_map.yaml" else ["--map", "map.yaml"]
    )
    started = time.monotonic()
    result, peak = patcher_with_peak(work, *args)
    assert time.monotonic() - started < 15
    one_line_error(result, f"{target}: larger than")
    # the child never held the gigabyte: its own peak resident memory stayed small
    assert peak < 400_000  # KiB


def patcher_with_peak(work: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], int]:
    """The run and the patcher's own peak RSS in KiB. Linux carries a forking process's
    high-water mark into the child it execs, so a child forked from this (large) test process
    would report this process's peak: a small intermediate interpreter starts the patcher and
    reports its children's peak, which is then the patcher's alone."""
    peak_file = work / ".peak"
    result = subprocess.run(
        [sys.executable, "-c", _PEAK_WRAPPER, sys.executable, "-m", "patcher", *args],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=30,
        env={**os.environ, "PEAK_FILE": str(peak_file)},
    )
    return result, int(peak_file.read_text())


_PEAK_WRAPPER = (
    "import os, resource, subprocess, sys\n"
    "code = subprocess.run(sys.argv[1:]).returncode\n"
    "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
    "open(os.environ['PEAK_FILE'], 'w').write(str(peak))\n"
    "sys.exit(code)\n"
)


DOC_COMMANDS = {
    "apply": APPLY,
    "apply without --write": APPLY[:-1],
    "check": ["check", "doc.md", "--map", "map.yaml"],
    "adopt": ["adopt", "doc.md", "--map", "map.yaml"],
}


@pytest.mark.parametrize("command", DOC_COMMANDS)
def test_max_doc_size_refuses_a_larger_document_by_its_size(
    work: Path, command: str, cli_invoke: CliInvoke
) -> None:
    size = len(DOC.encode("utf-8"))
    result = cli_invoke(*DOC_COMMANDS[command], "--max-doc-size", str(size - 1))
    assert result.exit_code == 2
    assert f"doc.md: larger than {size - 1} bytes; not read" in result.stderr
    assert "pass --max-doc-size BYTES" in result.stderr
    untouched(work)
    # at the limit it is read: apply writes, check and adopt report as usual
    result = cli_invoke(*DOC_COMMANDS[command], "--max-doc-size", str(size))
    assert result.exit_code in (0, 1) and "larger than" not in result.stderr


def test_max_doc_size_is_judged_before_reading_and_leaves_briefings_to_max_size(
    work: Path, cli_invoke: CliInvoke
) -> None:
    with open(work / "doc.md", "ab") as handle:
        handle.truncate(200 << 20)  # sparse: 200 MiB that cost nothing unless read
    result = cli_invoke(*APPLY)
    assert result.exit_code == 2 and f"larger than {64 << 20} bytes" in result.stderr
    result = cli_invoke(*APPLY, "--max-size", "10")  # the briefing's limit, not the document's
    assert result.exit_code == 2 and "b.txt: larger than 10 bytes" in result.stderr


# --- class 6: typed errors for OS, recursion and decoding failures ----------------------


def test_a_file_size_limit_is_a_typed_error_leaving_nothing_behind(work: Path) -> None:
    big = DOC + "".join(f"- filler line {n} " + "x" * 80 + "\n" for n in range(2000))
    (work / "doc.md").write_text(big, encoding="utf-8")

    def limit() -> None:  # the new document is larger than this
        resource.setrlimit(resource.RLIMIT_FSIZE, (len(big.encode()) - 1000,) * 2)

    result = patcher(work, *APPLY, preexec_fn=limit)
    one_line_error(result, "doc.md: cannot write the new version: File too large", "ulimit -f")
    assert (work / "doc.md").read_text(encoding="utf-8") == big
    assert not (work / "doc.md.lock").exists()
    assert not list(work.glob(".doc.md.*.tmp"))


def test_a_full_disk_is_a_typed_error_leaving_nothing_behind(
    work: Path, cli_invoke: CliInvoke, monkeypatch: pytest.MonkeyPatch
) -> None:
    def half_then_full(fd: int, data: object) -> None:
        os.write(fd, b"half of the new doc")
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(write, "_fill", half_then_full)
    result = cli_invoke(*APPLY)
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        "patcher: error: doc.md: cannot write the new version: No space left on device; "
        "nothing written (free some disk space and re-run; the old file is as it was)"
    )
    untouched(work)


def test_a_kernel_enospc_is_a_typed_error_leaving_nothing_behind(
    work: Path, cli_invoke: CliInvoke, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The temporary file's writes go to /dev/full: the kernel's own ENOSPC."""

    real = tempfile.mkstemp

    def full_device(*args: object, **kwargs: object) -> tuple[int, str]:
        fd, path = real(*args, **kwargs)  # type: ignore[call-overload]
        os.close(fd)
        return os.open("/dev/full", os.O_WRONLY), path

    monkeypatch.setattr(write.tempfile, "mkstemp", full_device)
    result = cli_invoke(*APPLY)
    assert result.exit_code == 2
    assert "doc.md: cannot write the new version: No space left on device" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    untouched(work)


def test_a_full_disk_while_writing_the_pr_body_keeps_the_old_body(
    work: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from patcher import PatcherError, api

    (work / "body.md").write_text("old body\n", encoding="utf-8")

    def full(fd: int, data: object) -> None:
        os.write(fd, b"new bo")
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(write, "_fill", full)
    with pytest.raises(PatcherError, match=r"body\.md: cannot write: No space left on device"):
        api.write_text("body.md", "new body\n")
    assert (work / "body.md").read_text(encoding="utf-8") == "old body\n"
    assert sorted(p.name for p in work.iterdir()) == ["b.txt", "body.md", "doc.md", "map.yaml"]


def test_any_other_os_error_is_one_line_exit_2(
    work: Path, cli_invoke: CliInvoke, monkeypatch: pytest.MonkeyPatch
) -> None:
    from patcher.cli import commands

    def broken(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EIO, "Input/output error", "map.yaml")

    monkeypatch.setattr(commands, "find_map", broken)
    result = cli_invoke(*APPLY)
    assert result.exit_code == 2
    assert result.stderr == "patcher: error: map.yaml: Input/output error (EIO)\n"
    as_json = cli_invoke("route", "b.txt", "--map", "map.yaml", "--json")
    assert as_json.exit_code == 2
    assert "map.yaml: Input/output error (EIO)" in as_json.stdout  # the JSON error object


def test_points_nested_a_thousand_levels_are_kept_flattened(work: Path) -> None:
    import cmarkgfm

    points = "\n- 顶层\n" + "".join("  " * n + f"- 层{n}\n" for n in range(1, 1001))
    (work / "b.txt").write_text(
        brief_text(increment(1, "Deep engine", points=points)), encoding="utf-8"
    )
    result = patcher(work, *APPLY)
    assert result.returncode == 0, result.stderr
    text = (work / "doc.md").read_text(encoding="utf-8")
    html = cmarkgfm.github_flavored_markdown_to_html(text)
    assert all(f"层{n}<" in html or f"层{n}\n" in html for n in range(1, 1001))
    assert html.count("<ul>") - html.count("</ul>") == 0
    assert max(len(line) - len(line.lstrip(" ")) for line in text.split("\n")) < 40


def test_a_deeply_nested_map_is_a_typed_error(work: Path) -> None:
    (work / "map.yaml").write_text(
        "version: 1\nanchors:\n  - id: a\n    heading: A\n    keywords: "
        + "[" * 3000
        + "]" * 3000
        + "\n",
        encoding="utf-8",
    )
    result = patcher(work, "route", "b.txt", "--map", "map.yaml")
    one_line_error(result, "map.yaml: the YAML nests too deeply")


@pytest.mark.parametrize(
    ("encoding", "data", "message"),
    [
        ("idna", brief_text(increment(1, "x" * 70)).encode(), "b.txt"),
        ("idna", b"inference . " + b"y" * 80 + b"\n", "b.txt"),
        ("nope-codec", b"whatever\n", "unknown encoding 'nope-codec'"),
        ("rot13", b"whatever\n", "unknown encoding 'rot13'"),
        ("utf-16", b"\xff\xfe\x00", "b.txt"),
    ],
)
def test_encodings_that_cannot_decode_are_typed_errors(
    work: Path, encoding: str, data: bytes, message: str
) -> None:
    (work / "b.txt").write_bytes(data)
    result = patcher(work, "parse", "--encoding", encoding, "b.txt")
    one_line_error(result, message)


# --- class 8: a bad ./section_map.yaml, a malformed patch --------------------------------


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda p: p.mkdir(), "is a directory"),
        (lambda p: os.mkfifo(p), "not a regular file"),
        (lambda p: p.symlink_to(p.with_name("gone.yaml")), "dangling"),
        (lambda p: p.write_text("anchors: [", encoding="utf-8"), "invalid YAML"),
    ],
    ids=["directory", "fifo", "dangling symlink", "broken yaml"],
)
def test_a_local_map_that_cannot_be_read_is_an_error_not_a_fallback(
    work: Path,
    make,
    message: str,  # type: ignore[no-untyped-def]
) -> None:
    make(work / "section_map.yaml")
    result = patcher(work, "route", "b.txt", timeout=20)
    one_line_error(result, "section_map.yaml", message)


@pytest.mark.parametrize(
    "patch",
    [
        "--- a/doc.md\n+++ b/doc.md\n@@ -1,3 +1,9 @@\n # Doc\n+new\n",
        "--- a/doc.md\n+++ b/doc.md\n@@ -1,2 +1,2 @@\n # Doc\n?odd line\n",
    ],
    ids=["hunk shorter than its header", "a line that is no diff line"],
)
def test_a_malformed_patch_is_blamed_on_the_patch_not_the_document(work: Path, patch: str) -> None:
    (work / "change.diff").write_text(patch, encoding="utf-8")
    result = patcher(work, "review", "change.diff", "--doc", "doc.md", "--map", "map.yaml")
    one_line_error(result, "change.diff: not a unified diff")
    assert "doc.md" not in result.stderr
    from_stdin = patcher(work, "review", "--doc", "doc.md", "--map", "map.yaml", input=patch)
    one_line_error(from_stdin, "<stdin>: not a unified diff")


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda p: p.mkdir(), "is a directory"),
        (lambda p: os.mkfifo(p), "not a regular file"),
        (lambda p: p.symlink_to(p.with_name("gone.yaml")), "dangling"),
    ],
    ids=["directory", "fifo", "dangling symlink"],
)
def test_a_local_workspace_that_cannot_be_read_is_an_error_not_ignored(
    work: Path,
    make,
    message: str,  # type: ignore[no-untyped-def]
) -> None:
    make(work / "livedoc.yaml")
    result = patcher(work, "apply", "b.txt", "--map", "map.yaml", timeout=20)
    one_line_error(result, "livedoc.yaml", message)
