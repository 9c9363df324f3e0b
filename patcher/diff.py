"""Unified diff of two Texts, exact for CRLF and a missing final newline."""

from __future__ import annotations

import difflib
from collections.abc import Iterator

from .source import Text

NO_NEWLINE = "\\ No newline at end of file\n"


def unified(old: Text, new: Text, label: str, context: int = 3) -> str:
    """`--- a/label` / `+++ b/label` diff; empty when nothing changed."""
    before = _with_endings(old)
    after = _with_endings(new)
    if before == after:
        return ""
    lines = difflib.unified_diff(before, after, f"a/{label}", f"b/{label}", n=context)
    return "".join(_mark_missing_newlines(lines))


def _with_endings(text: Text) -> list[str]:
    lines = [line + end for line, end in zip(text.lines, text.endings, strict=True)]
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _mark_missing_newlines(lines: Iterator[str]) -> Iterator[str]:
    for line in lines:
        if line.endswith(("\n", "\r")):
            yield line
        else:
            yield line + "\n"
            yield NO_NEWLINE


def diffstat(diff: str) -> tuple[int, int]:
    """(added, removed) line counts of a unified diff."""
    added = removed = 0
    for line in diff.split("\n"):
        if line.startswith("+") and not line.startswith("+++"):
            added += 1
        elif line.startswith("-") and not line.startswith("---"):
            removed += 1
    return added, removed
