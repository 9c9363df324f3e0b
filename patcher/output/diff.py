"""Unified diffs of a planned edit: built from the plan itself (linear, exact), with git's
conventions for CRLF and a missing final newline."""

from __future__ import annotations

from collections.abc import Iterable

from patcher.text.source import Text

NO_NEWLINE = "\\ No newline at end of file\n"
Change = tuple[int, int, int, int]  # old[i1:i2] became new[j1:j2], 0-based


def unified(old: Text, new: Text, changes: Iterable[Change], label: str, context: int = 3) -> str:
    """`--- a/label` / `+++ b/label` and one hunk per group of nearby changes; "" if none."""
    merged = _merge(sorted(changes))
    if not merged:
        return ""
    a, b = _Lines(old), _Lines(new)
    out = [f"--- a/{label}\n", f"+++ b/{label}\n"]
    for group in _groups(merged, context):
        out += _hunk(a, b, group, context)
    return "".join(out)


class _Lines:
    """A document's lines with their endings, made only for the windows a hunk shows (a
    whole-document list would cost as much memory as the document)."""

    def __init__(self, text: Text) -> None:
        self.text = text
        empty_last = bool(text.lines) and text.lines[-1] + text.endings[-1] == ""
        self.size = len(text.lines) - empty_last

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, window: slice) -> list[str]:
        start, stop, _ = window.indices(self.size)
        lines, endings = self.text.lines, self.text.endings
        return [lines[i] + endings[i] for i in range(start, stop)]


def _merge(changes: list[Change]) -> list[Change]:
    """Join changes that touch or overlap (an insertion before a replaced line, say)."""
    merged: list[Change] = []
    for i1, i2, j1, j2 in changes:
        if merged and i1 <= merged[-1][1]:
            p1, p2, q1, q2 = merged[-1]
            merged[-1] = (p1, max(p2, i2), min(q1, j1), max(q2, j2))
        else:
            merged.append((i1, i2, j1, j2))
    return merged


def _groups(changes: list[Change], context: int) -> list[list[Change]]:
    groups = [[changes[0]]]
    for change in changes[1:]:
        if change[0] - groups[-1][-1][1] <= 2 * context:
            groups[-1].append(change)
        else:
            groups.append([change])
    return groups


def _hunk(a: _Lines, b: _Lines, group: list[Change], context: int) -> list[str]:
    start_a = max(group[0][0] - context, 0)
    start_b = group[0][2] - (group[0][0] - start_a)
    end_a = min(group[-1][1] + context, len(a))
    end_b = group[-1][3] + (end_a - group[-1][1])
    body: list[str] = []
    cursor = start_a
    for i1, i2, j1, j2 in group:
        body += [" " + line for line in a[cursor:i1]]
        body += ["-" + line for line in a[i1:i2]]
        body += ["+" + line for line in b[j1:j2]]
        cursor = i2
    body += [" " + line for line in a[cursor:end_a]]
    header = f"@@ -{_range(start_a, end_a)} +{_range(start_b, end_b)} @@\n"
    return [header, *_mark_missing_newlines(body)]


def _range(start: int, stop: int) -> str:
    """difflib's and git's notation: `l,n`, `l` alone when n is 1, `l-1,0` when empty."""
    length = stop - start
    if length == 1:
        return str(start + 1)
    return f"{start if not length else start + 1},{length}"


def _mark_missing_newlines(lines: list[str]) -> list[str]:
    out: list[str] = []
    for line in lines:
        if line.endswith(("\n", "\r")):
            out.append(line)
        else:
            out += [line + "\n", NO_NEWLINE]
    return out


def diffstat(diff: str) -> tuple[int, int]:
    """(added, removed) line counts of a unified diff."""
    added = removed = 0
    for line in diff.split("\n"):
        if line.startswith("+") and not line.startswith("+++"):
            added += 1
        elif line.startswith("-") and not line.startswith("---"):
            removed += 1
    return added, removed
