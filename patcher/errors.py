"""Typed errors: every bad input names its file, line and the fix."""

from __future__ import annotations

INTERRUPTED = 130  # 128 + SIGINT, what shells report for Ctrl-C
INTERRUPTED_LINE = "patcher: interrupted (a --write or --branch is all or nothing)"


class PatcherError(Exception):
    """Bad input or a refused edit; the CLI turns it into one line and exit code 2."""

    exit_code = 2

    def __init__(
        self,
        message: str,
        *,
        path: str | None = None,
        line: int | None = None,
        hint: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line
        self.hint = hint

    def __str__(self) -> str:
        where = ""
        if self.path is not None:
            where = self.path if self.line is None else f"{self.path}:{self.line}"
            where += ": "
        text = f"{where}{self.message}"
        if self.hint:
            text += f" ({self.hint})"
        return text


class InputError(PatcherError):
    """A file could not be read or decoded."""


class BriefError(PatcherError):
    """A briefing is empty, has no increments, or cannot be understood."""


class MapError(PatcherError):
    """section_map.yaml is invalid."""


class DocumentError(PatcherError):
    """The living document lacks an anchor or has one twice."""


class EditRefused(PatcherError):
    """The splice would change text outside the edits; nothing was written. The plan and
    its own check disagree, an internal inconsistency: exit 3 (a patcher bug), not 2."""

    exit_code = 3


class RenderRefused(EditRefused):
    """The independent check (markdown-it-py) shows the patched text otherwise than planned:
    the document's markdown around an edit reads otherwise than the patcher read it. Nothing
    was written; exit 2, saying what GitHub would have shown wrongly."""

    exit_code = 2


class WriteConflict(PatcherError):
    """The document changed on disk between read and write."""


class LockTimeout(PatcherError):
    """Another writer held the document's lock for longer than --lock-timeout."""
