"""A briefing's lines with the markup that carries no text read as what it stands for:
trailing blanks gone, an ideographic space a space, a `<details>` block its summary's text
and its lines."""

from __future__ import annotations

import re

from patcher.text.lazy import lazy

Lines = list[tuple[int, str]]

# A folding block's own lines (`<details>`, `<details open>`, `</details>`, `</summary>`).
_DETAILS = lazy(r"^\s*(?:<details(?:\s[^>]*)?>|</details>|</summary>)\s*$", re.I)
# Its summary line (`<summary>二、增量条目</summary>`, `<summary><b>Increments</b></summary>`).
_SUMMARY = lazy(r"^\s*(?:<details[^>]*>\s*)?<summary>(?P<text>.*?)(?:</summary>)?\s*$", re.I)
_TAG = lazy(r"</?(?:b|strong|h[1-6]|em|i)>", re.I)


def plain_lines(lines: Lines) -> Lines:
    """Each line as read: blanks at its end dropped (markdown's hard break carries no text),
    U+3000 a space, a folding block's own tags blank and its summary its text (a heading
    where that names a section, `<summary>二、增量条目</summary>`; a line as any other else)."""
    return [(number, _plain(line)) for number, line in lines]


def _plain(line: str) -> str:
    line = line.replace("\u3000", " ").rstrip()
    if "<" not in line:
        return line
    if _DETAILS.match(line):
        return ""
    summary = _SUMMARY.match(line)
    if summary is None:
        return line
    return _TAG.sub("", summary.group("text")).strip()
