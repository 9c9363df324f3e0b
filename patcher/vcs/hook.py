"""The plain git pre-commit hook: install and uninstall it, never clobbering a foreign one."""

from __future__ import annotations

import shlex
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

from patcher.errors import PatcherError

SIGNATURE = "# livedoc-patcher pre-commit hook"


@dataclass(frozen=True)
class HookResult:
    path: str
    action: str  # installed | replaced | unchanged | removed | absent
    backup: str | None = None


def script(args: list[str]) -> str:
    """A POSIX sh hook running `patcher check --staged` with this interpreter, else PATH's."""
    python = shlex.quote(sys.executable)
    rest = " ".join(shlex.quote(a) for a in args)
    command = f"check --staged{' ' + rest if rest else ''}"
    return (
        "#!/bin/sh\n"
        f"{SIGNATURE} (written by `patcher hook install`; `patcher hook uninstall` removes it)\n"
        "# Refuses a commit that breaks the living document's structure or loses an entry.\n"
        f"if [ -x {python} ]; then\n"
        f"  exec {python} -m patcher {command}\n"
        "fi\n"
        f"exec patcher {command}\n"
    )


def install(path: Path, args: list[str], force: bool) -> HookResult:
    text = script(args)
    if not path.exists():
        _write(path, text)
        return HookResult(str(path), "installed")
    current = path.read_text(encoding="utf-8", errors="replace")
    if SIGNATURE in current:
        if current == text:
            return HookResult(str(path), "unchanged")
        _write(path, text)
        return HookResult(str(path), "replaced")
    if not force:
        raise PatcherError(
            "a pre-commit hook that patcher did not write is already there; left alone",
            path=str(path),
            hint="pass --force to replace it (it is kept as pre-commit.patcher-backup), "
            "or call `patcher check --staged` from it",
        )
    backup = path.with_name(path.name + ".patcher-backup")
    path.replace(backup)
    _write(path, text)
    return HookResult(str(path), "replaced", str(backup))


def uninstall(path: Path) -> HookResult:
    if not path.exists():
        return HookResult(str(path), "absent")
    if SIGNATURE not in path.read_text(encoding="utf-8", errors="replace"):
        raise PatcherError(
            "this pre-commit hook was not written by patcher; left alone",
            path=str(path),
            hint="remove it by hand if you mean to",
        )
    path.unlink()
    backup = path.with_name(path.name + ".patcher-backup")
    if backup.exists():
        backup.replace(path)
        return HookResult(str(path), "removed", str(backup))
    return HookResult(str(path), "removed")


def _write(path: Path, text: str) -> None:
    from patcher.output.write import write_file

    path.parent.mkdir(parents=True, exist_ok=True)
    old = stat.S_IMODE(path.stat().st_mode) if path.is_file() else 0o644
    write_file(path, text.encode("utf-8"), mode=old | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
