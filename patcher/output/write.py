"""Bytes out: the patched document written atomically, or not at all."""

from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import os
import socket
import stat
import tempfile
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from patcher.errors import InputError, LockTimeout, WriteConflict


def atomic_write(path: Path, data: bytes | Iterable[bytes], *, expected_digest: str) -> None:
    """Replace path's content atomically, refusing if it changed since it was read.

    `data` may come in chunks (a large document is then never whole in memory). A
    symlinked path is followed, so the link stays a link; the mode is kept.
    """
    target = Path(os.path.realpath(path))
    if not target.is_file():
        raise InputError(
            "not a regular file; nothing written", path=str(path), hint="pass the document's path"
        )
    try:
        current = _digest(target)
    except OSError as exc:
        raise InputError(f"cannot re-read before writing: {exc.strerror}", path=str(path)) from None
    if current != expected_digest:
        raise WriteConflict(
            "changed on disk since it was read; nothing written",
            path=str(path),
            hint="re-run the command on the current file",
        )
    mode = stat.S_IMODE(target.stat().st_mode)
    if not mode & stat.S_IWUSR or not os.access(target, os.W_OK):
        raise InputError(
            "document is not writable; nothing written",
            path=str(path),
            hint="fix its permissions or run without --write to get the diff",
        )
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise InputError(
            f"cannot write next to the document: {exc.strerror}", path=str(path)
        ) from None
    try:
        _fill(fd, data)
        os.chmod(tmp, mode)
        _keep_owner(tmp, target)
        if _digest(target) != expected_digest:
            raise WriteConflict(  # a writer that ignores the lock got in meanwhile
                "changed on disk while the new version was written; nothing written",
                path=str(path),
                hint="re-run the command on the current file",
            )
        os.replace(tmp, target)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise InputError(
            f"cannot write the new version: {exc.strerror or exc}; nothing written",
            path=str(path),
            hint=_NO_ROOM.get(exc.errno or 0, "the old file is as it was"),
        ) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_directory(target.parent)


_NO_ROOM = {
    errno.ENOSPC: "free some disk space and re-run; the old file is as it was",
    errno.EDQUOT: "free some of your disk quota and re-run; the old file is as it was",
    errno.EFBIG: "the file-size limit (ulimit -f) is below the new file's size; "
    "the old file is as it was",
}


def _fill(fd: int, data: bytes | Iterable[bytes]) -> None:
    """Write the chunks to the temporary file and make them durable."""
    with os.fdopen(fd, "wb") as handle:
        for chunk in [data] if isinstance(data, bytes) else data:
            handle.write(chunk)
        handle.flush()
        os.fsync(handle.fileno())


def write_file(path: Path, data: bytes, *, mode: int | None = None) -> None:
    """Write a whole file (a report, a hook) by a temporary file renamed over it: a full
    disk or a file-size limit leaves the old file (or none), never half of the new one.
    The mode is `mode`, else the old file's, else 0644."""
    target = Path(os.path.realpath(path))
    if mode is None:
        mode = stat.S_IMODE(target.stat().st_mode) if target.is_file() else 0o644
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise InputError(f"cannot write: {exc.strerror}", path=str(path)) from None
    try:
        _fill(fd, data)
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise InputError(
            f"cannot write: {exc.strerror or exc}; nothing written",
            path=str(path),
            hint=_NO_ROOM.get(exc.errno or 0, "nothing was changed"),
        ) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _digest(path: Path) -> str:
    """sha256 of a file, read a megabyte at a time."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def _keep_owner(tmp: str, target: Path) -> None:
    """Give the new file the old one's owner and group where allowed (root, or own group)."""
    info = target.stat()
    try:
        os.chown(tmp, info.st_uid, info.st_gid)
    except PermissionError:
        with suppress(PermissionError):
            os.chown(tmp, -1, info.st_gid)


def _fsync_directory(directory: Path) -> None:
    """Make the rename durable (POSIX; a no-op where directories cannot be opened)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


LOCK_SUFFIX = ".lock"
_LOCK_FLAGS = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC


@contextmanager
def document_lock(path: Path, timeout: float) -> Iterator[Path]:
    """Hold an OS lock (`fcntl.flock`) on `<document>.lock` from read to rename. The kernel
    releases it when the holder exits or dies, so no staleness rule is needed. A second
    writer waits up to `timeout` seconds, then LockTimeout names the holder. The lock file is
    opened with O_NOFOLLOW|O_NONBLOCK and must be a regular file (a symlink to /dev/zero or a
    FIFO is refused, never read or waited on); it is removed on release, while still held."""
    lock = Path(os.path.realpath(path) + LOCK_SUFFIX)
    deadline = time.monotonic() + max(timeout, 0.0)
    delay = 0.01
    while True:
        fd = _open_lock(lock, path)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = _holder(fd)
            os.close(fd)
            if time.monotonic() >= deadline:
                raise LockTimeout(
                    f"locked by {_describe(holder)}; nothing written",
                    path=str(path),
                    hint="wait and re-run: the lock goes when that process ends"
                    " (--lock-timeout SECONDS waits longer)",
                ) from None
            time.sleep(min(delay, max(deadline - time.monotonic(), 0.0)))
            delay = min(delay * 2, 0.2)
            continue
        except OSError as exc:
            os.close(fd)
            raise InputError(f"cannot lock {lock.name}: {exc.strerror}", path=str(path)) from None
        if _is_at(fd, lock):
            break
        os.close(fd)  # its holder removed it while we waited: lock the file there now
    try:
        _record_holder(fd)
        yield lock
    finally:
        with suppress(OSError):
            lock.unlink()  # still held: a waiter that opened this file sees it gone and retries
        os.close(fd)


def _open_lock(lock: Path, path: Path) -> int:
    try:
        fd = os.open(lock, _LOCK_FLAGS, 0o644)
    except OSError as exc:
        what = "is a symlink" if exc.errno == errno.ELOOP else f"cannot be opened: {exc.strerror}"
        raise InputError(
            f"lock file {lock} {what}; nothing written",
            path=str(path),
            hint="remove it (the lock file must be a regular file or absent)",
        ) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise InputError(
            f"lock file {lock} is not a regular file (a pipe, socket or device); nothing written",
            path=str(path),
            hint="remove it (the lock file must be a regular file or absent)",
        )
    return fd


def _is_at(fd: int, lock: Path) -> bool:
    """Whether the locked file is still the one at the lock's path."""
    try:
        here = os.stat(lock, follow_symlinks=False)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (here.st_dev, here.st_ino) == (mine.st_dev, mine.st_ino)


def _record_holder(fd: int) -> None:
    """Who holds the lock, for a waiter's message (best effort: a full disk only loses this)."""
    data = json.dumps({"pid": os.getpid(), "host": socket.gethostname(), "at": time.time()})
    with suppress(OSError):
        os.ftruncate(fd, 0)
        os.pwrite(fd, data.encode("utf-8"), 0)


def _holder(fd: int) -> dict[str, object]:
    try:
        data = json.loads(os.pread(fd, 4096, 0).decode("utf-8", "replace") or "{}")
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _describe(holder: dict[str, object]) -> str:
    at = holder.get("at")
    since = (
        time.strftime(" since %H:%M:%S", time.localtime(at)) if isinstance(at, (int, float)) else ""
    )
    return f"pid {holder.get('pid', '?')} on {holder.get('host', '?')}{since}"
