"""The one reader of the document's block structure: GitHub's own parser (cmark-gfm).

The text is parsed by the cmark-gfm C library that GitHub renders with (the `cmarkgfm`
package, with GitHub's extensions: tables, task lists, autolinks, strikethrough, tag filter)
and its node tree is read back from the library's XML rendering with source positions
(every block carries its first and last line). So every heading, list, item, fence, HTML
block, quote and table here is the one GitHub shows: agreement by construction. YAML front
matter, which GitHub shows as a table rather than as markdown, is blanked first.
"""

from __future__ import annotations

import ctypes
import functools
import html
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    """Block kinds, named as cmark's XML names them."""

    DOCUMENT = "document"
    QUOTE = "block_quote"
    LIST = "list"
    ITEM = "item"
    TASK = "tasklist"  # a task list item (`- [ ] x`)
    PARAGRAPH = "paragraph"
    HEADING = "heading"
    RULE = "thematic_break"
    CODE = "code_block"
    HTML = "html_block"
    TABLE = "table"
    TABLE_HEADER = "table_header"
    TABLE_ROW = "table_row"
    CUSTOM = "custom_block"
    FOOTNOTE = "footnote_definition"


ITEMS = frozenset({Kind.ITEM, Kind.TASK})
OPAQUE = frozenset({Kind.CODE, Kind.HTML})  # lines GitHub shows as code or raw HTML


@dataclass(frozen=True, slots=True)
class Block:
    """A block: 0-based first line, end line (exclusive), and its child blocks.

    `level` is a heading's level; `tight` is a list's tightness (how its items render).
    """

    kind: Kind
    start: int
    end: int
    children: tuple[Block, ...] = ()
    level: int = 0
    tight: bool = False

    def descendants(self) -> list[Block]:
        """Every block below this one, in document order."""
        found: list[Block] = []
        stack = list(reversed(self.children))
        while stack:
            block = stack.pop()
            found.append(block)
            stack.extend(reversed(block.children))
        return found


@dataclass(frozen=True)
class Tree:
    """A parsed text: its top-level blocks (with their children when read in depth), and
    the lines shown as code or raw HTML at any depth."""

    blocks: tuple[Block, ...]
    opaque: frozenset[int]
    openers: frozenset[int]  # the first line of each opaque block
    front_matter: int  # lines [0, front_matter) are YAML front matter


_BLOCK_NAMES = "|".join(k.value for k in Kind if k is not Kind.DOCUMENT)
# cmark's XML puts each node on a line of its own, indented two spaces a level (the
# document's children: two); text is escaped, so `<` opens an element only.
_TAG = re.compile(
    rf"^( *)<({_BLOCK_NAMES})(?![\w])".encode() + rb' sourcepos="(\d+):\d+-(\d+):(\d+)"([^>]*)>',
    re.MULTILINE,
)
# (Patterns that open with a literal let the regex engine skip ahead: the XML is ~4x the text.)
_TOP = re.compile(  # a top-level block: indented two spaces; chunks are fed after a "\n"
    rf"\n  <({_BLOCK_NAMES})(?![\w])".encode() + rb' sourcepos="(\d+):\d+-(\d+):(\d+)"([^>]*)>'
)
_OPAQUE_TAGS = tuple(
    re.compile(b"<" + name + rb' sourcepos="(\d+):(\d+)-(\d+):(\d+)"')
    for name in (b"code_block", b"html_block")
)
_LEVEL = re.compile(rb'level="(\d)"')
_EXTENSIONS = (b"table", b"autolink", b"tagfilter", b"strikethrough", b"tasklist")
_LOCK = threading.Lock()
_KINDS = {k.value.encode(): k for k in Kind}
_CHUNK = 1 << 20  # the XML is read a megabyte at a time (it is ~4x the text)


def parse(
    lines: Sequence[str], front_matter: bool = True, deep: bool = True, offset: int = 0
) -> Tree:
    """The block tree of `lines` (each without its ending) as GitHub reads them, positions
    shifted by `offset`. Not `deep`: only the top-level blocks, without children (a whole
    document's outline); opaque lines are found at every depth either way.

    Parsing lines on their own from the line after a top-level heading gives the blocks the
    whole text has there: a heading closes every open block before it.
    """
    start = front_matter_end(lines) if front_matter else 0
    source = "\n" * start + "\n".join(lines[start:])
    reader = _XmlReader(len(lines), deep, offset)
    _render_xml(source.encode("utf-8", "surrogatepass"), reader.feed)
    for first, end, column in reader.spans:
        end = _opaque_end(lines, first - offset, end - offset, column) + offset
        reader.opaque.update(range(first, end))
        reader.openers.add(first)
    if start:
        reader.opaque.update(range(offset, offset + start))
        reader.openers.add(offset)
    return Tree(reader.blocks(), frozenset(reader.opaque), frozenset(reader.openers), start)


PIECE = 4000  # lines: a long text's outline is parsed a piece at a time (bounded memory)


@functools.lru_cache(maxsize=2)
def _outline(lines: tuple[str, ...]) -> Tree:
    return _pieces(lines)


def outline(lines: Sequence[str]) -> Tree:
    """The top-level blocks of a whole text (`parse(lines, deep=False)`), kept for the last
    two texts read: a run reads its document once, the guard two versions."""
    return _outline(lines) if isinstance(lines, tuple) else _pieces(lines)


def _pieces(lines: Sequence[str]) -> Tree:
    """`parse(lines, deep=False)`, a piece of about PIECE lines at a time: cmark's tree of a
    whole large text takes ~30x its size. A piece ends before a `#` line at column 0 that
    the piece read with that line added shows as a top-level heading: a heading closes
    every block before it, so what follows reads on its own as in the whole text."""
    front = front_matter_end(lines)
    if len(lines) <= 2 * PIECE:
        return parse(lines, deep=False)
    candidates = [i for i in range(front, len(lines)) if lines[i][:1] == "#"]
    blocks: list[Block] = []
    opaque: set[int] = set(range(front))
    openers: set[int] = {0} if front else set()
    start = 0
    for at in candidates:
        if at - start < PIECE:
            continue
        tree = parse(lines[start : at + 1], front_matter=start == 0, deep=False, offset=start)
        last = tree.blocks[-1] if tree.blocks else None
        if last is None or last.kind is not Kind.HEADING or last.start != at:
            continue  # the `#` line is inside a block: try the next one
        blocks += tree.blocks[:-1]
        opaque |= {i for i in tree.opaque if i < at}
        openers |= {i for i in tree.openers if i < at}
        start = at
    tree = parse(lines[start:], front_matter=start == 0, deep=False, offset=start)
    return Tree(
        (*blocks, *tree.blocks),
        frozenset(opaque | tree.opaque),
        frozenset(openers | tree.openers),
        front,
    )


def table_spans(lines: Sequence[str], start: int, end: int) -> list[tuple[int, int]]:
    """[first, end) of each top-level table GitHub shows that starts in lines start..end:
    the header row, the delimiter row, then one row a line (outer pipes or not)."""
    found = outline(lines).blocks
    return [(b.start, b.end) for b in found if b.kind is Kind.TABLE and start <= b.start < end]


def read_range(lines: Sequence[str], start: int, end: int) -> tuple[Block, ...]:
    """Every block of lines start..end, in depth, read on their own (start: a line after a
    top-level heading or the start of a top-level block)."""
    return parse(lines[start:end], front_matter=False, offset=start).blocks


_MARKUP = re.compile(r"[`<>\[\]*_~&\\!]")
_TAG_OR_COMMENT = re.compile(r"<[^>]*>")


@functools.lru_cache(maxsize=4096)
def shown_text(inline: str) -> str:
    """A heading's text as GitHub shows it: its inline markup read (code spans, emphasis,
    links and HTML tags give their visible text; images and raw HTML nothing), entities
    decoded and runs of spaces one. `inline` is the heading's text without its `#`s."""
    if not _MARKUP.search(inline):
        return " ".join(inline.split())
    import cmarkgfm

    try:
        rendered = cmarkgfm.markdown_to_html("# " + inline.replace("\n", " "))
    except UnicodeError:  # a lone surrogate: the text as written
        return " ".join(inline.split())
    body = _TAG_OR_COMMENT.sub("", rendered)
    return " ".join(html.unescape(body).split())


_FENCE_LINE = re.compile(r"^[ \t>]*(`{3,}|~{3,})")


def _opaque_end(lines: Sequence[str], first: int, end: int, column: int) -> int:
    """The end of a code or HTML block's lines, without trailing blank lines.

    cmark ends a fenced code block that its container (a list item, a quote) closed on the
    line that closed the container: that line is not the block's. So for a fence nested at
    `column` (-1: not nested), a last line that is no closing fence and is indented less
    than the fence (and is no quote line continuing a fence in a quote) is dropped."""
    opening = _FENCE_LINE.match(lines[first])
    if opening and column >= 0 and end - first > 1:
        last = lines[end - 1]
        closing = _FENCE_LINE.match(last)
        fence = opening.group(1)
        closes = closing and closing.group(1)[0] == fence[0] and len(closing.group(1)) >= len(fence)
        indent = len(last) - len(last.lstrip(" "))
        quoted = lines[first].lstrip().startswith(">") and last.lstrip().startswith(">")
        if not closes and indent < column and not quoted:
            end -= 1
    while end > first + 1 and not lines[end - 1].strip():
        end -= 1
    return end


def front_matter_end(lines: Sequence[str]) -> int:
    """Where YAML front matter (`---` on the first line to `---` or `...`) ends, or 0."""
    if not lines or lines[0].rstrip() != "---":
        return 0
    for index in range(1, len(lines)):
        if lines[index].rstrip() in ("---", "..."):
            return index + 1
    return 0


class _XmlReader:
    """Builds blocks from cmark's XML, fed a chunk at a time: a block element per line,
    named as in `Kind`, with `sourcepos="l:c-l:c"`, its depth told by its indentation."""

    def __init__(self, count: int, deep: bool, offset: int) -> None:
        self.count, self.deep, self.offset = count, deep, offset
        # open blocks, outermost first: depth, kind, start, end, level, tight, children
        self.stack: list[tuple[int, Kind, int, int, int, bool, list[Block]]] = []
        self.top: list[Block] = []
        self.opaque: set[int] = set()
        self.openers: set[int] = set()
        # [start, end) of each code or HTML block, and a nested code block's column (else -1)
        self.spans: list[tuple[int, int, int]] = []

    def blocks(self) -> tuple[Block, ...]:
        self._close(0)
        return tuple(self.top)

    def feed(self, chunk: bytes) -> None:
        if self.deep:
            self._feed_deep(chunk)
        else:
            kinds = _KINDS
            for name, first, last, column, attrs in _TOP.findall(chunk):
                start, end = self._span(first, last, column)
                kind = kinds[name]
                level = _heading_level(attrs) if kind is Kind.HEADING else 0
                self.top.append(Block(kind, start, end, (), level, b'tight="t' in attrs))
        for pattern, code in zip(_OPAQUE_TAGS, (True, False), strict=True):
            for found in pattern.finditer(chunk):
                first, column, last, last_column = found.groups()
                start, end = self._span(first, last, last_column)
                indent = found.start() - chunk.rfind(b"\n", 0, found.start()) - 1
                nested_fence = code and indent > 2
                self.spans.append((start, end, int(column) - 1 if nested_fence else -1))

    def _feed_deep(self, chunk: bytes) -> None:
        kinds, stack = _KINDS, self.stack
        for indent, name, first, last, column, attrs in _TAG.findall(chunk):
            depth = len(indent)
            if stack and stack[-1][0] >= depth:
                self._close(depth)
            start, end = self._span(first, last, column)
            kind = kinds[name]
            level = _heading_level(attrs) if kind is Kind.HEADING else 0
            stack.append((depth, kind, start, end, level, b'tight="t' in attrs, []))

    def _close(self, depth: int) -> None:
        """Close the open blocks at `depth` or deeper."""
        stack = self.stack
        while stack and stack[-1][0] >= depth:
            _, kind, start, end, level, tight, children = stack.pop()
            block = Block(kind, start, end, tuple(children), level, tight)
            (stack[-1][6] if stack else self.top).append(block)

    def _span(self, first: bytes, last: bytes, column: bytes) -> tuple[int, int]:
        """0-based [start, end) from cmark's 1-based lines; an end at column 0 is the end
        of the line before."""
        start = int(first) - 1
        end = int(last) - 1 if column == b"0" else int(last)
        end = start + 1 if end <= start else min(end, self.count)
        return start + self.offset, end + self.offset


def _heading_level(attrs: bytes) -> int:
    found = _LEVEL.search(attrs)
    return int(found.group(1)) if found else 0


class _Library:
    """cmark-gfm's functions, from the library the `cmarkgfm` package ships (its own binding
    renders HTML only; the XML renderer is in the same library)."""

    def __init__(self) -> None:
        from cmarkgfm import _cmark

        self.lib = _cmark.lib
        self.ffi = _cmark.ffi
        self.lib.cmark_gfm_core_extensions_ensure_registered()
        self.extensions = [self.lib.cmark_find_syntax_extension(n) for n in _EXTENSIONS]
        raw = ctypes.CDLL(_cmark.__file__)
        raw.cmark_render_xml.restype = ctypes.c_void_p
        raw.cmark_render_xml.argtypes = [ctypes.c_void_p, ctypes.c_int]
        raw.cmark_node_free.argtypes = [ctypes.c_void_p]
        self.raw = raw
        libc = ctypes.CDLL(None)
        self.free, self.strlen = libc.free, libc.strlen
        self.free.argtypes = [ctypes.c_void_p]
        self.strlen.argtypes = [ctypes.c_void_p]
        self.strlen.restype = ctypes.c_size_t
        self.options = int(self.lib.CMARK_OPT_SOURCEPOS)


@functools.cache
def _library() -> _Library:
    return _Library()


def _render_xml(data: bytes, feed: Callable[[bytes], None]) -> None:
    """cmark-gfm's parse of `data`, its XML (with source positions) fed a chunk at a time,
    each ending at a line end."""
    library = _library()
    lib = library.lib
    with _LOCK:  # the extension registry is the library's global state
        parser = lib.cmark_parser_new(library.options)
        try:
            for extension in library.extensions:
                lib.cmark_parser_attach_syntax_extension(parser, extension)
            lib.cmark_parser_feed(parser, data, len(data))
            root = int(library.ffi.cast("uintptr_t", lib.cmark_parser_finish(parser)))
        finally:
            lib.cmark_parser_free(parser)
    try:
        pointer = library.raw.cmark_render_xml(root, library.options)
    finally:
        library.raw.cmark_node_free(root)
    try:
        _feed_chunks(pointer, library.strlen(pointer), feed)
    finally:
        library.free(pointer)


def _feed_chunks(pointer: int, size: int, feed: Callable[[bytes], None]) -> None:
    done = 0
    while done < size:
        chunk = ctypes.string_at(pointer + done, min(_CHUNK, size - done))
        cut = len(chunk) if done + len(chunk) >= size else chunk.rfind(b"\n") + 1
        if cut <= 0:
            cut = len(chunk)
        feed(b"\n" + chunk[:cut])  # every element's line then starts after a "\n"
        done += cut
