"""Markdown line syntax shared by the scanner, the parser, the editor and the linters."""

from __future__ import annotations

from collections.abc import Sequence

from patcher.text.lazy import lazy

ATX = lazy(r"^ {0,3}(?P<hashes>#{1,6})(?=[ \t]|$)(?P<rest>.*)$")
FENCE = lazy(r"^\s*(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
# A list item's prefix: indent, bullet or number, and the gap after it (empty at end of line).
ITEM_PREFIX = lazy(r"^(?P<indent>[ \t]*)(?P<marker>[-*+]|(?P<num>\d{1,9})[.)])(?P<gap>[ \t]+|$)")
# A list item with text after its prefix.
ITEM = lazy(r"^(?P<indent>\s*)(?:[-*+]|\d{1,9}[.)])\s+(?P<body>.*)$")
SETEXT = lazy(r"^ {0,3}(=+|-+)[ \t]*$")
THEMATIC = lazy(r"^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$")
CODE_SPAN = lazy(r"(`+)(?!`).*?(?<!`)\1(?!`)")
# Before a live `<`: an even number of backslashes (after an odd one, `<` is escaped text).
UNESCAPED = r"(?<!\\)(?:\\\\)*"
DATE = lazy(r"^\d{4}-\d{2}-\d{2}$")


def without_code_spans(text: str) -> str:
    """Text with inline code spans blanked out: a marker shown in backticks is not a marker."""
    return CODE_SPAN.sub(lambda m: " " * len(m.group()), text)


def back_over_blanks(lines: Sequence[str], end: int, floor: int) -> int:
    """Move `end` back over blank lines, never below `floor`."""
    while end > floor and not lines[end - 1].strip():
        end -= 1
    return end
