"""Bytes out: the patched document written atomically, or not at all."""

from __future__ import annotations

import hashlib
import os
import stat
import tempfile
from pathlib import Path

from patcher.errors import InputError, WriteConflict


def atomic_write(path: Path, data: bytes, *, expected_digest: str) -> None:
    """Replace path's content atomically, refusing if it changed since it was read.

    A symlinked path is followed, so the link stays a link; the mode is kept.
    """
    target = Path(os.path.realpath(path))
    try:
        current = target.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot re-read before writing: {exc.strerror}", path=str(path)) from None
    if hashlib.sha256(current).hexdigest() != expected_digest:
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
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
