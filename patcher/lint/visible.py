"""What GitHub shows of a document, block by block: cmark-gfm's rendering, comments dropped.

The document is rendered by cmark-gfm (the C library GitHub renders with, GitHub's extensions
on, raw HTML passed through) with source positions; every paragraph, list item, heading, code
block and table cell becomes one `Shown` block carrying the text a reader sees in it, plus the
targets of its links and images. HTML comments are not shown, so text moved into one is gone
from its block.
"""

from __future__ import annotations

import html
import re
from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate

from patcher.text.source import Text

_KINDS = {"p": "paragraph", "li": "item", "pre": "code", "th": "cell", "td": "cell"}
_KINDS |= {f"h{n}": "heading" for n in range(1, 7)}
_BLOCKS = r"p|li|h[1-6]|pre|th|td"
# After `_inline_text` only block tags are left, so a block's own text runs from its
# opening tag (one cmark wrote: it carries the source lines) to the next tag.
_LEADING = re.compile(
    rf"<({_BLOCKS})\b[^>]*?data-sourcepos=\"(\d+):\d+-(\d+):(\d+)\"[^>]*>([^<]*)"
)
_TRAILING = re.compile(rf"</(?:{_BLOCKS})>([^<]*[^<\s][^<]*)")
_SOURCEPOS = re.compile(r"data-sourcepos=\"\d+:\d+-(\d+):")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_LINK = re.compile(r"<a\b[^>]*?\bhref=\"([^\"]*)\"[^>]*>")
_IMAGE = re.compile(r"<img\b[^>]*?\bsrc=\"([^\"]*)\"[^>]*?\balt=\"([^\"]*)\"[^>]*>")
# Every tag but cmark's own block tags (raw HTML `<p>` or `<td>` has no source lines).
_INLINE_TAG = re.compile(rf"<(?!(?:{_BLOCKS})\b[^>]*data-sourcepos=|/(?:{_BLOCKS})>)[^>]*>")
_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]")


@dataclass(frozen=True, slots=True)
class Shown:
    """One block's visible text: 0-based first line, end line (exclusive), kind, the text as
    shown, the same without whitespace (what is compared), and whether it sits inside a
    list item. Invisible characters (zero-width, soft hyphen, BOM) are dropped."""

    start: int
    end: int
    kind: str
    text: str
    key: str
    in_item: bool

    @property
    def shown(self) -> str:
        """The text with its whitespace collapsed, for messages."""
        return " ".join(self.text.split())


def shown_blocks(text: Text) -> list[Shown]:
    """Every block of the document with visible text, in document order."""
    rendered = _inline_text(_render("\n".join(text.lines)))
    found = [(m.start(), *_leading(m)) for m in _LEADING.finditer(rendered)]
    items = sorted((b[1], b[2]) for b in found if b[3] == "li")
    inside = _Inside(items)
    blocks = [
        (at, Shown(start, end, _KINDS.get(tag, "html"), shown, key, tag == "li" or inside(start)))
        for at, start, end, tag, shown, key in found
        if key
    ]
    blocks += [(m.start(), _trailing(m, rendered)) for m in _TRAILING.finditer(rendered)]
    return [block for _, block in sorted(blocks, key=lambda pair: pair[0]) if block.key]


_Found = tuple[int, int, str, str, str]  # start, end, tag, text shown, key


def _leading(match: re.Match[str]) -> _Found:
    """A block and the text that opens it (a list item's own text ends at its first
    child block)."""
    tag, first, last, column, raw = match.groups()
    start = int(first) - 1
    end = max(int(last) - (column == "0"), start + 1)
    return (start, end, tag, *_text(raw))


def _trailing(match: re.Match[str], rendered: str) -> Shown:
    """Text after a block's end: a list item's text after a child block, or a raw HTML
    block. It sits on the line after the last block that began before it, inside a list
    item when more items opened than closed before it (such text is rare)."""
    at = match.start(1)
    where = _SOURCEPOS.search(rendered, rendered.rfind("data-sourcepos=", 0, at))
    line = int(where.group(1)) if where else 0
    depth = rendered.count("<li ", 0, at) - rendered.count("</li>", 0, at)
    return Shown(line, line + 1, "html", *_text(match.group(1)), depth > 0)


def _text(raw: str) -> tuple[str, str]:
    """The text as shown (entities decoded) and its key (no whitespace)."""
    if not raw or raw.isspace():
        return "", ""
    shown = html.unescape(raw) if "&" in raw else raw
    return shown, "".join(shown.split())


class _Inside:
    """Whether a line lies inside one of the list items (first, end), sorted by first."""

    def __init__(self, items: list[tuple[int, int]]) -> None:
        self.firsts = [first for first, _ in items]
        self.reach = list(accumulate((end for _, end in items), max))

    def __call__(self, line: int) -> bool:
        at = bisect_right(self.firsts, line) - 1
        return at >= 0 and self.reach[at] > line


def _inline_text(rendered: str) -> str:
    """The rendering with comments dropped, link and image targets written out as text and
    every other tag but cmark's block tags removed."""
    text = _COMMENT.sub("", rendered)
    text = _LINK.sub(r" \1 ", text)
    text = _IMAGE.sub(r" \2 \1 ", text)
    return _INVISIBLE.sub("", _INLINE_TAG.sub("", text))


def _render(markdown: str) -> str:
    """cmark-gfm's HTML for the text, as GitHub renders it (raw HTML kept, so comments can
    be told from text), with every block's source lines."""
    import cmarkgfm  # type: ignore[import-untyped]
    from cmarkgfm.cmark import Options  # type: ignore[import-untyped]

    options = Options.CMARK_OPT_SOURCEPOS | Options.CMARK_OPT_UNSAFE
    return str(cmarkgfm.github_flavored_markdown_to_html(markdown, options=options))
