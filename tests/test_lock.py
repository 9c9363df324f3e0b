"""Issue 27 class 7: the document lock is an OS lock (flock): released by the kernel when its
holder dies, so a stale lock file is simply reused, `--lock-timeout` always holds, and no
writer says `written` while its increment is missing."""

from __future__ import annotations

import fcntl
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from patcher.errors import LockTimeout
from patcher.output.write import document_lock

from .conftest import SMALL_MAP, brief_text, increment

DOC = "# Doc\n\n## §1.1 框架格局\n\n- **colibri** engine\n\n## §1.2 推理调度\n\n## Misc\n"
WRITERS = 6
ROUNDS = 3


def start(work: Path, brief: str, *extra: str) -> subprocess.Popen[bytes]:
    args = ["apply", brief, "--doc", "doc.md", "--map", "map.yaml", "--write", *extra]
    return subprocess.Popen(
        [sys.executable, "-m", "patcher", *args],
        cwd=work,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def setup(work: Path, writers: int) -> None:
    (work / "map.yaml").write_text(SMALL_MAP, encoding="utf-8")
    for n in range(writers):
        brief = brief_text(increment(1, f"Writer{n} engine"), date=f"2026-10-{n + 1:02d}")
        (work / f"w{n}.txt").write_text(brief, encoding="utf-8")


@pytest.mark.parametrize("stale", ["large garbage", "a dead writer's pid", "empty"])
def test_concurrent_writers_after_a_stale_lock_all_land(tmp_path: Path, stale: str) -> None:
    setup(tmp_path, WRITERS)
    for _ in range(ROUNDS):
        (tmp_path / "doc.md").write_text(DOC, encoding="utf-8")
        lock = tmp_path / "doc.md.lock"
        if stale == "large garbage":
            lock.write_bytes(b"\x00garbage" * 500_000)
        elif stale == "a dead writer's pid":
            gone = subprocess.Popen([sys.executable, "-c", "pass"])
            gone.wait()
            lock.write_text(json.dumps({"pid": gone.pid, "host": "h", "at": 0}), encoding="utf-8")
        else:
            lock.write_bytes(b"")
        runs = [start(tmp_path, f"w{n}.txt", "--lock-timeout", "60") for n in range(WRITERS)]
        codes = [run.wait(timeout=120) for run in runs]
        outs = [(run.stdout.read().decode() if run.stdout else "") for run in runs]
        errors = [(run.stderr.read().decode() if run.stderr else "") for run in runs]
        text = (tmp_path / "doc.md").read_text(encoding="utf-8")
        for n, (code, out) in enumerate(zip(codes, outs, strict=True)):
            if code == 0 or "; written" in out:  # whoever says it wrote, wrote
                assert f"Writer{n} engine" in text, (n, out, errors[n])
        assert codes == [0] * WRITERS, errors
        assert text.count("<!-- livedoc:") == WRITERS
        assert not lock.exists()
        assert not list(tmp_path.glob(".doc.md.*.tmp"))


def test_a_writer_killed_while_holding_the_lock_does_not_block_the_next(tmp_path: Path) -> None:
    setup(tmp_path, 1)
    (tmp_path / "doc.md").write_text(DOC, encoding="utf-8")
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import fcntl, os, sys, time\n"
            "fd = os.open('doc.md.lock', os.O_RDWR | os.O_CREAT)\n"
            "fcntl.flock(fd, fcntl.LOCK_EX)\n"
            "os.write(fd, b'{\"pid\": %d}' % os.getpid())\n"
            "print('held', flush=True)\n"
            "time.sleep(600)\n",
        ],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
    )
    assert holder.stdout is not None and holder.stdout.readline() == b"held\n"
    waiting = start(tmp_path, "w0.txt", "--lock-timeout", "60")
    time.sleep(1.0)
    assert waiting.poll() is None  # it waits for the live holder
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    started = time.monotonic()
    assert waiting.wait(timeout=60) == 0
    assert time.monotonic() - started < 20  # taken once the kernel released it, no staleness wait
    assert "Writer0 engine" in (tmp_path / "doc.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("timeout", [0.0, 0.4, 1.5])
def test_lock_timeout_always_holds(tmp_path: Path, timeout: float) -> None:
    doc = tmp_path / "doc.md"
    doc.write_text(DOC, encoding="utf-8")
    fd = os.open(str(doc) + ".lock", os.O_RDWR | os.O_CREAT)
    os.write(fd, json.dumps({"pid": 4242, "host": "elsewhere", "at": time.time()}).encode())
    fcntl.flock(fd, fcntl.LOCK_EX)
    try:
        started = time.monotonic()
        with (
            pytest.raises(LockTimeout, match="locked by pid 4242 on elsewhere since"),
            document_lock(doc, timeout),
        ):
            pass
        assert timeout <= time.monotonic() - started < timeout + 2.0
    finally:
        os.close(fd)


def test_the_lock_is_held_from_read_to_rename_and_removed_after(tmp_path: Path) -> None:
    doc = tmp_path / "doc.md"
    doc.write_text(DOC, encoding="utf-8")
    with document_lock(doc, 1.0) as lock:
        probe = os.open(lock, os.O_RDWR)
        try:
            with pytest.raises(BlockingIOError):
                fcntl.flock(probe, fcntl.LOCK_EX | fcntl.LOCK_NB)
            holder = json.loads(Path(lock).read_text(encoding="utf-8"))
            assert holder["pid"] == os.getpid()
        finally:
            os.close(probe)
    assert not lock.exists()


def test_a_waiter_that_opened_a_removed_lock_file_locks_the_new_one(tmp_path: Path) -> None:
    """The holder removes the lock file while still holding it; a waiter that had opened the
    old file sees it is no longer at the path and locks the file there instead."""
    doc = tmp_path / "doc.md"
    doc.write_text(DOC, encoding="utf-8")
    with document_lock(doc, 1.0) as lock:
        stale = os.open(lock, os.O_RDWR)
    try:
        fcntl.flock(stale, fcntl.LOCK_EX | fcntl.LOCK_NB)  # the removed file: lockable, useless
        with document_lock(doc, 1.0) as again:
            assert again.exists()
            assert os.stat(again).st_ino != os.fstat(stale).st_ino
    finally:
        os.close(stale)
