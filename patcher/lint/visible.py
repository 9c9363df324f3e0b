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
from dataclasses import dataclass

from patcher.text.source import Text

_KINDS = {"p": "paragraph", "li": "item", "pre": "code", "th": "cell", "td": "cell"}
_KINDS |= {f"h{n}": "heading" for n in range(1, 7)}
_BLOCKS = r"p|li|h[1-6]|pre|th|td"
# A block tag, with cmark's source lines when cmark wrote it (raw HTML tags have none).
_BLOCK_TAG = re.compile(
    rf"<(/?)({_BLOCKS})\b(?:[^>]*?data-sourcepos=\"(\d+):\d+-(\d+):(\d+)\")?[^>]*>"
)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_LINK = re.compile(r"<a\b[^>]*?\bhref=\"([^\"]*)\"[^>]*>")
_IMAGE = re.compile(r"<img\b[^>]*?\bsrc=\"([^\"]*)\"[^>]*?\balt=\"([^\"]*)\"[^>]*>")
_INLINE_TAG = re.compile(rf"<(?!/?(?:{_BLOCKS})\b)[^>]*>")
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
    """Every block of the document with visible text, in the order the blocks close."""
    rendered = _inline_text(_render("\n".join(text.lines)))
    stack: list[_Open] = [("", 0, 0, False, [])]  # the document: raw HTML between blocks
    out: list[Shown] = []
    last = at = 0  # `last`: the end line of the blocks seen, where raw HTML sits
    for tag in _BLOCK_TAG.finditer(rendered):
        stack[-1][4].append(rendered[at : tag.start()])
        at = tag.end()
        close, name, first, end, column = tag.groups()
        if close:
            if len(stack) > 1 and stack[-1][0] == name:
                _emit(stack.pop(), out)
        elif first is not None:
            start = int(first) - 1
            stop = max(int(end) - (column == "0"), start + 1)
            if len(stack) == 1:  # raw HTML text before this block is a block of its own
                _emit(("", last, max(start, last + 1), False, stack[0][4]), out)
                stack[0] = ("", 0, 0, False, [])
            last = max(last, stop)
            stack.append((name, start, stop, stack[-1][3] or name == "li", []))
    stack[0][4].append(rendered[at:])
    _emit(("", last, last + 1, False, stack[0][4]), out)
    return out


_Open = tuple[str, int, int, bool, list[str]]  # tag, start, end, inside an item, text chunks


def _emit(block: _Open, out: list[Shown]) -> None:
    """Append the block's own text, if it shows any."""
    tag, start, end, in_item, chunks = block
    raw = "".join(chunks)
    if not raw or raw.isspace():
        return
    shown = html.unescape(raw) if "&" in raw else raw
    out.append(Shown(start, end, _KINDS.get(tag, "html"), shown, "".join(shown.split()), in_item))


def _inline_text(rendered: str) -> str:
    """The rendering with comments dropped, link and image targets written out as text and
    every other tag but the block tags removed."""
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
