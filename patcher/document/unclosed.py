"""A block the text leaves open: a fence, comment or raw-HTML block GitHub runs to the end.

An unclosed code fence, `<!--` or `<pre>` at the top level turns everything after it into
code, hidden text or raw HTML on GitHub; a line written after it joins it. `unclosed` names
such a block (its line, what it is, how to close it) so that an edit landing there is
refused as bad input rather than as a disagreement between readers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from patcher.document.blocks import Block, Kind
from patcher.document.scan import scan
from patcher.text.lazy import lazy

_FENCE = lazy(r"^ {0,3}(?P<fence>`{3,}|~{3,})")
# HTML blocks that end at a closing marker (CommonMark's kinds 1-5), not at a blank line.
_HTML_OPENERS: tuple[tuple[re.Pattern[str], str, str, str], ...] = (
    (lazy(r"^ {0,3}<!--"), "-->", "an HTML comment (`<!--`)", "hidden"),
    (
        lazy(r"^ {0,3}<(?P<tag>pre|script|style|textarea)(?=[\s>]|$)", re.I),
        "</{tag}>",
        "a `<{tag}>` block",
        "raw HTML",
    ),
    (lazy(r"^ {0,3}<\?"), "?>", "a processing instruction (`<?`)", "raw HTML"),
    (lazy(r"^ {0,3}<!\[CDATA\["), "]]>", "a CDATA section (`<![CDATA[`)", "raw HTML"),
    (lazy(r"^ {0,3}<![A-Za-z]"), ">", "a declaration (`<!`)", "raw HTML"),
)


@dataclass(frozen=True)
class Unclosed:
    """A top-level block that runs to the end of the text: its 0-based first line, what it
    is, what GitHub shows after it, and the line that closes it."""

    line: int
    what: str
    shown_as: str
    closer: str

    def hint(self) -> str:
        return f"close it ({self.closer}), then run again"


def unclosed(lines: Sequence[str]) -> Unclosed | None:
    """The top-level fence or HTML block the text ends inside, or None."""
    tops = scan(lines).blocks
    last = tops[-1] if tops else None
    if last is None or last.kind not in (Kind.CODE, Kind.HTML):
        return None
    if last.kind is Kind.CODE:
        return _open_fence(lines, last)
    return _open_html(lines, last)


def _open_fence(lines: Sequence[str], block: Block) -> Unclosed | None:
    opening = _FENCE.match(lines[block.start])
    if opening is None:
        return None  # indented code: it ends at the first line indented less
    fence = opening.group("fence")
    closing = re.compile(rf"^ {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
    if any(closing.match(line) for line in lines[block.start + 1 : len(lines)]):
        return None
    return Unclosed(block.start, "a code fence", "code", fence)


def _open_html(lines: Sequence[str], block: Block) -> Unclosed | None:
    first = lines[block.start]
    for pattern, closer, what, shown_as in _HTML_OPENERS:
        found = pattern.match(first)
        if found is None:
            continue
        tag = found.groupdict().get("tag") or ""
        end = closer.format(tag=tag.lower())
        rest = "\n".join([first[found.end() :], *lines[block.start + 1 :]])
        if end.lower() in rest.lower():
            return None
        return Unclosed(block.start, what.format(tag=tag.lower()), shown_as, end)
    return None
