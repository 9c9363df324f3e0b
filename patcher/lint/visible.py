"""What GitHub shows of a document, block by block: cmark-gfm's rendering, comments dropped.

The document is rendered by cmark-gfm (the C library GitHub renders with, GitHub's extensions
on, raw HTML passed through) with source positions; every paragraph, list item, heading, code
block and table cell becomes one `Shown` block carrying the text a reader sees in it, plus the
targets of its links and images. HTML comments are not shown, so text moved into one is gone
from its block; nor is an image's alt text (GitHub shows the image), so text moved into
`![alt](…)` or `<img alt=…>` is gone from its block too.
"""

from __future__ import annotations

import html
import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from itertools import accumulate

from patcher.text.source import Text

_KINDS = {"p": "paragraph", "li": "item", "pre": "code", "th": "cell", "td": "cell"}
_KINDS |= {f"h{n}": "heading" for n in range(1, 7)}
_BLOCKS = r"p|li|h[1-6]|pre|th|td"
# After `_inline_text` only block tags are left, so a block's own text runs from its
# opening tag (one cmark wrote: it carries the source lines) to the next tag.
_LEADING = re.compile(
    rf"<({_BLOCKS})\b[^<>]*?data-sourcepos=\"(\d+):\d+-(\d+):(\d+)\"[^<>]*>([^<]*)"
)
_TRAILING = re.compile(rf"</(?:{_BLOCKS})>([^<]*[^<\s][^<]*)")
_SOURCEPOS = re.compile(r"data-sourcepos=\"\d+:\d+-(\d+):")
_BLOCK_OPEN = re.compile(rf"<(?:{_BLOCKS})\b[^<>]*?(data-sourcepos=\"[^\"<>]*\")")
_ITEM_EDGE = re.compile(r"<li\b|</li>")
# cmark's container tags: no text of their own (nesting is read from the items' tags).
_CONTAINER = re.compile(
    r"<(?:ul|ol|blockquote|table|thead|tbody|tr|hr)\b[^<>]*?data-sourcepos=\"[^\"<>]*\"[^<>]*>"
    r"|</(?:ul|ol|blockquote|table|thead|tbody|tr)>"
)
_ITEM = re.compile(r"<li\b[^<>]*?data-sourcepos=\"(\d+):\d+-(\d+):(\d+)\"")
# cmark-gfm's own link and image tags (a raw HTML one of another form only loses its tag).
_LINK = re.compile(r"<a href=\"([^\"<>]*)\"[^<>]*>")
_IMAGE = re.compile(r"<img src=\"([^\"<>]*)\" alt=\"([^\"<>]*)\"[^<>]*>")
# Any image's alt text, cmark's or raw HTML's (`<img … alt="…">`, either quote).
_ALT = re.compile(r"<img\b[^<>]*?\salt\s*=\s*(?:\"([^\"<>]*)\"|'([^'<>]*)')")
# Every tag but cmark's own block tags (raw HTML `<p>` or `<td>` has no source lines).
# (Tags end at the first `>` and never span a `<`, so an unclosed one costs no backtracking.)
_INLINE_TAG = re.compile(
    rf"<(?!(?:{_BLOCKS})\b[^<>]{{0,300}}?data-sourcepos=|/(?:{_BLOCKS})>)[^<>]*>"
)
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
    page = _Page(text)
    return page.blocks(0, len(page.html))


@dataclass(frozen=True)
class Changed:
    """The blocks of two versions of a document from the first that renders differently
    to the last: the blocks before and after render identically in both (same text, same
    order), so they are shown in both. `skipped` maps the old first lines of those blocks
    to their new ones."""

    old: list[Shown]
    new: list[Shown]
    skipped: Callable[[], dict[int, int]]
    hidden: str  # the text of the new version's HTML comments (entities as written)
    alt: str = ""  # the new version's images' alt text (entities as written)


def changed_blocks(old: Text, new: Text) -> Changed:
    """The blocks of `old` and `new` between the longest identically rendered stretches at
    both ends (compared by C string operations, so a small change costs little)."""
    a, b = _Page(old), _Page(new)
    same = _common_prefix(a.html, b.html)
    first = max(0, bisect_right(a.tags, same) - 2)  # the tags before it, and their text
    last = _same_tail(a, b, first)
    na, nb = len(a.tags), len(b.tags)

    def skipped() -> dict[int, int]:
        pairs = [*range(first), *range(na - last, na)]
        return {a.line(i): b.line(i + (nb - na if i >= first else 0)) for i in pairs}

    return Changed(
        a.blocks(a.cut(first), a.cut(na - last)),
        b.blocks(b.cut(first), b.cut(nb - last)),
        skipped,
        b.hidden,
        b.alt,
    )


def _common_prefix(a: str, b: str) -> int:
    """The length of the longest common prefix (binary search on C comparisons)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _same_tail(a: _Page, b: _Page, floor: int) -> int:
    """How many blocks at the end render identically in both versions (source lines
    aside), none of them among the first `floor`: a block is the same when the HTML from
    the previous block's source lines to its own (its tag) and everything after are."""
    i, j = len(a.tags), len(b.tags)
    if not i or not j or a.html[a.after(i - 1) :] != b.html[b.after(j - 1) :]:
        return 0
    count = 0
    html_a, html_b, spans_a, spans_b = a.html, b.html, a.spans, b.spans  # (a hot loop)
    while i - count - 1 > floor and j - count - 1 > floor:
        k, m = i - 1 - count, j - 1 - count  # both >= 1: `after(k - 1)` is spans[k - 1][1]
        if html_a[spans_a[k - 1][1] : spans_a[k][0]] != html_b[spans_b[m - 1][1] : spans_b[m][0]]:
            break
        count += 1
    return count


class _Page:
    """One version rendered: its HTML (comments and container tags gone), its comments'
    text, and where each of cmark's text block tags and their source-lines attributes are."""

    def __init__(self, text: Text) -> None:
        shown, self.hidden = _without_comments(_render("\n".join(text.lines)))
        self.alt = "\n".join(a or b for a, b in _ALT.findall(shown))
        self.html = _CONTAINER.sub("", shown)  # their source lines would differ after an edit
        opened = list(_BLOCK_OPEN.finditer(self.html))
        self.tags = [m.start() for m in opened]
        self.spans = [m.span(1) for m in opened]

    def after(self, index: int) -> int:
        """Where the source-lines attribute of tag `index` ends."""
        return self.spans[index][1] if index >= 0 else 0

    def cut(self, index: int) -> int:
        """Where tag `index` starts (the end of the HTML past the last)."""
        return self.tags[index] if index < len(self.tags) else len(self.html)

    def line(self, index: int) -> int:
        """The 0-based first line of block `index`."""
        start, _ = self.spans[index]
        return int(self.html[start + 16 : self.html.index(":", start)]) - 1

    def blocks(self, lo: int, hi: int) -> list[Shown]:
        """The blocks whose tags start in [lo, hi), and text after block ends there; only
        that stretch's inline tags are read."""
        part = _inline_text(self.html[lo:hi])
        around = self.items_open_at(lo)
        found = [(m.start(), *_leading(m)) for m in _LEADING.finditer(part)]
        inside = _Inside(sorted(around + [_lines(*m.groups()) for m in _ITEM.finditer(part)]))
        blocks = [
            (
                at,
                Shown(start, end, _KINDS.get(tag, "html"), text, key, tag == "li" or inside(start)),
            )
            for at, start, end, tag, text, key in found
            if key
        ]
        depth = _Depth(part, len(around))
        blocks += [(m.start(), _trailing(m, part, depth)) for m in _TRAILING.finditer(part)]
        return [block for _, block in sorted(blocks, key=lambda pair: pair[0]) if block.key]

    def items_open_at(self, at: int) -> list[tuple[int, int]]:
        """The lines of the list items still open at offset `at`."""
        if self.html.count("<li ", 0, at) == self.html.count("</li>", 0, at):
            return []  # none open (one C pass instead of walking every item)
        stack: list[int] = []
        for edge in _ITEM_EDGE.finditer(self.html, 0, at):
            if edge.group() != "</li>":
                stack.append(edge.start())
            elif stack:
                stack.pop()
        matches = [_ITEM.match(self.html, start) for start in stack]
        return [_lines(*m.groups()) for m in matches if m]


class _Depth:
    """How many list items are open at an offset of a stretch of HTML."""

    def __init__(self, part: str, before: int) -> None:
        edges = [(m.start(), 1 if m.group() != "</li>" else -1) for m in _ITEM_EDGE.finditer(part)]
        self.offsets = [at for at, _ in edges]
        self.depths = list(accumulate((step for _, step in edges), initial=before))

    def __call__(self, at: int) -> int:
        return self.depths[bisect_right(self.offsets, at)]


def _lines(first: str, last: str, column: str) -> tuple[int, int]:
    """0-based first line and end line (exclusive) from cmark's `first:c-last:column`
    (a block ending at column 0 ends on the line before)."""
    start = int(first) - 1
    return start, max(int(last) - (column == "0"), start + 1)


_Found = tuple[int, int, str, str, str]  # start, end, tag, text shown, key


def _leading(match: re.Match[str]) -> _Found:
    """A block and the text that opens it (a list item's own text ends at its first
    child block)."""
    tag, first, last, column, raw = match.groups()
    return (*_lines(first, last, column), tag, *_text(raw))


def _trailing(match: re.Match[str], part: str, depth: _Depth) -> Shown:
    """Text after a block's end: a list item's text after a child block, or a raw HTML
    block. It sits on the line after the last block that began before it (in this
    stretch), inside a list item when more items opened than closed before it."""
    at = match.start(1)
    last = part.rfind("data-sourcepos=", 0, at)
    where = _SOURCEPOS.match(part, last) if last >= 0 else None
    line = int(where.group(1)) if where else 0
    return Shown(line, line + 1, "html", *_text(match.group(1)), depth(at) > 0)


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
    """The rendering (comments already dropped) with link and image targets written out as
    text (an image's alt text is not: GitHub shows the image) and every other tag but
    cmark's block tags removed."""
    text = _LINK.sub(r" \1 ", rendered)
    text = _IMAGE.sub(r" \1 ", text)
    return _INVISIBLE.sub("", _INLINE_TAG.sub("", text))


def _without_comments(rendered: str) -> tuple[str, str]:
    """The HTML with its comments removed, and the comments' text; a comment never closed
    hides the rest, as a browser reads it (one pass, however many are left open)."""
    kept, hidden = [], []
    at = 0
    while (start := rendered.find("<!--", at)) >= 0:
        kept.append(rendered[at:start])
        end = rendered.find("-->", start + 4)
        hidden.append(rendered[start + 4 : end if end >= 0 else len(rendered)])
        if end < 0:
            return "".join(kept), "\n".join(hidden)
        at = end + 3
    kept.append(rendered[at:])
    return "".join(kept), "\n".join(hidden)


def _render(markdown: str) -> str:
    """cmark-gfm's HTML for the text, as GitHub renders it (raw HTML kept, so comments can
    be told from text), with every block's source lines."""
    import cmarkgfm
    from cmarkgfm.cmark import Options

    options = Options.CMARK_OPT_SOURCEPOS | Options.CMARK_OPT_UNSAFE
    return str(cmarkgfm.github_flavored_markdown_to_html(markdown, options=options))
