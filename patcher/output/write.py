"""Bytes out: the patched document written atomically, or not at all."""

from __future__ import annotations

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
        with os.fdopen(fd, "wb") as handle:
            for chunk in [data] if isinstance(data, bytes) else data:
                handle.write(chunk)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        _keep_owner(tmp, target)
        if _digest(target) != expected_digest:
            raise WriteConflict(  # a writer that ignores the lock got in meanwhile
                "changed on disk while the new version was written; nothing written",
                path=str(path),
                hint="re-run the command on the current file",
            )
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_directory(target.parent)


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
STALE_AFTER = 600.0  # seconds: a lock this old is taken as abandoned


@contextmanager
def document_lock(path: Path, timeout: float) -> Iterator[Path]:
    """Hold `<document>.lock` (created with O_CREAT|O_EXCL, like git's `index.lock`) from
    read to rename. A second writer waits up to `timeout` seconds, then LockTimeout names the
    holder. A lock whose process is gone (same host) or that is older than STALE_AFTER is
    removed and taken."""
    lock = Path(os.path.realpath(path) + LOCK_SUFFIX)
    deadline = time.monotonic() + max(timeout, 0.0)
    delay = 0.01
    while not _try_lock(lock):
        holder = _holder(lock)
        if holder is None or _stale(lock, holder):
            lock.unlink(missing_ok=True)
            continue
        if time.monotonic() >= deadline:
            raise LockTimeout(
                f"locked by {_describe(holder)}; nothing written",
                path=str(path),
                hint=f"wait and re-run, or remove {lock} if that process is gone"
                " (--lock-timeout SECONDS waits longer)",
            )
        time.sleep(delay)
        delay = min(delay * 2, 0.2)
    try:
        yield lock
    finally:
        lock.unlink(missing_ok=True)


def _try_lock(lock: Path) -> bool:
    try:
        fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
    except FileExistsError:
        return False
    except OSError as exc:
        raise InputError(f"cannot create the lock file: {exc.strerror}", path=str(lock)) from None
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(
            json.dumps({"pid": os.getpid(), "host": socket.gethostname(), "at": time.time()})
        )
    return True


def _holder(lock: Path) -> dict[str, object] | None:
    try:
        data = json.loads(lock.read_text(encoding="utf-8") or "{}")
    except FileNotFoundError:
        return None  # released meanwhile: try again
    except (OSError, ValueError):
        data = {}
    return data if isinstance(data, dict) else {}


def _stale(lock: Path, holder: dict[str, object]) -> bool:
    try:
        age = time.time() - lock.stat().st_mtime
    except FileNotFoundError:
        return True
    if age > STALE_AFTER:
        return True
    pid = holder.get("pid")
    if not isinstance(pid, int) or holder.get("host") != socket.gethostname():
        return not holder and age > 5.0  # unreadable for a while: a crashed writer
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def _describe(holder: dict[str, object]) -> str:
    at = holder.get("at")
    since = (
        time.strftime(" since %H:%M:%S", time.localtime(at)) if isinstance(at, (int, float)) else ""
    )
    return f"pid {holder.get('pid', '?')} on {holder.get('host', '?')}{since}"
