"""The one reader of the document's block structure: GitHub's own parser (cmark-gfm).

The text is parsed by the cmark-gfm C library that GitHub renders with (the `cmarkgfm`
package, with GitHub's extensions: tables, task lists, autolinks, strikethrough, tag filter)
and its node tree is walked block by block through the library's own node functions (every
block carries its first and last line; a paragraph's inline nodes are never visited). So
every heading, list, item, fence, HTML block, quote and table here is the one GitHub shows:
agreement by construction. YAML front matter, which GitHub shows as a table rather than as
markdown, is blanked first.

A document is read once (`outline`, a piece at a time): its top-level blocks, the lines
shown as code or raw HTML at any depth, and the items of its top-level lists (where each
item's second block starts, its last sub-list's last item), which is all the anchor
sections' lists need (`lists.section_lists`): they are never read a second time.
"""

from __future__ import annotations

import ctypes
import functools
import html
import threading
from array import array
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from patcher.text.lazy import lazy


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
class Items:
    """The items of a text's top-level lists, a column of machine integers per field (a
    large document has ~100,000 items: no object each). Per item: the first line of its
    list, its lines [start, end), the line its second block starts on (-1: it has one
    block) and the first line of the last item of its last sub-list (-1: it has none)."""

    lists: array[int] = field(default_factory=lambda: array("i"))
    starts: array[int] = field(default_factory=lambda: array("i"))
    ends: array[int] = field(default_factory=lambda: array("i"))
    seconds: array[int] = field(default_factory=lambda: array("i"))
    subs: array[int] = field(default_factory=lambda: array("i"))
    released: bool = False  # its columns let go (`let_go`): read the text again for them

    def let_go(self) -> None:
        """Empty the columns once the sections' lists are read (an apply reads them once:
        ~0.9 MiB of peak RSS at 20 MB); `released` says so (`lists.section_lists` then reads
        the text again)."""
        for column in self._columns():
            del column[:]
        object.__setattr__(self, "released", True)

    def add(self, first: int, start: int, end: int) -> None:
        """An item of the list starting on line `first`."""
        self.lists.append(first)
        self.starts.append(start)
        self.ends.append(end)
        self.seconds.append(-1)
        self.subs.append(-1)

    def extend(self, other: Items, below: int | None = None) -> None:
        """Add `other`'s items (those starting before line `below`)."""
        count = len(other.starts) if below is None else bisect_left(other.starts, below)
        for mine, theirs in zip(self._columns(), other._columns(), strict=True):
            mine.extend(theirs[:count])

    def between(self, start: int, end: int) -> list[tuple[int, int, int, int, int]]:
        """(list, start, end, second, sub) of each item of a list that starts in lines
        start..end, in order."""
        lo = bisect_left(self.lists, start)
        hi = bisect_left(self.lists, end, lo)
        return list(zip(*(column[lo:hi] for column in self._columns()), strict=True))

    def _columns(self) -> tuple[array[int], ...]:
        return (self.lists, self.starts, self.ends, self.seconds, self.subs)


@dataclass(frozen=True)
class Tree:
    """A parsed text: its top-level blocks (with their children when read in depth), the
    lines shown as code or raw HTML at any depth, and the items of its top-level lists."""

    blocks: tuple[Block, ...]
    opaque: frozenset[int]
    openers: frozenset[int]  # the first line of each opaque block
    front_matter: int  # lines [0, front_matter) are YAML front matter
    items: Items = field(default_factory=Items)


_EXTENSIONS = (b"table", b"autolink", b"tagfilter", b"strikethrough", b"tasklist")
_LOCK = threading.Lock()
_KINDS = {k.value.encode(): k for k in Kind}
# Blocks whose children are blocks (a table row's are cells, which hold inline text only).
_CONTAINERS = frozenset(
    {Kind.DOCUMENT, Kind.QUOTE, Kind.LIST, *ITEMS, Kind.TABLE, Kind.FOOTNOTE, Kind.CUSTOM}
)
# A text with every kind cmark-gfm gives here: which type numbers name one kind only.
_PROBE = b"> q\n\n- a\n- [ ] b\n\n# h\n\np\n\n***\n\n    c\n\n<div>\n\n| a |\n|---|\n| b |\n"


def parse(
    lines: Sequence[str], front_matter: bool = True, deep: bool = True, offset: int = 0
) -> Tree:
    """The block tree of `lines` (each without its ending) as GitHub reads them, positions
    shifted by `offset`. Not `deep`: only the top-level blocks, without children, and the
    items of the top-level lists (a whole document's outline; in depth the blocks have
    them); opaque lines are found at every depth either way.

    Parsing lines on their own from the line after a top-level heading gives the blocks the
    whole text has there: a heading closes every open block before it.
    """
    start = front_matter_end(lines) if front_matter else 0
    source = "\n" * start + "\n".join(lines[start:])
    reader = _Reader(len(lines), deep, offset)
    _read_nodes(source.encode("utf-8", "surrogatepass"), reader.read)
    opaque: set[int] = set()
    openers: set[int] = set()
    for first, end, column in reader.spans:
        end = _opaque_end(lines, first - offset, end - offset, column) + offset
        opaque.update(range(first, end))
        openers.add(first)
    if start:
        opaque.update(range(offset, offset + start))
        openers.add(offset)
    return Tree(tuple(reader.top), frozenset(opaque), frozenset(openers), start, reader.items)


PIECE = 4000  # lines: a long text's outline is parsed a piece at a time (bounded memory)


@functools.lru_cache(maxsize=2)
def _outline(lines: tuple[str, ...]) -> Tree:
    return _pieces(lines)


def outline(lines: Sequence[str]) -> Tree:
    """The top-level blocks, opaque lines and list items of a whole text (`parse(lines,
    deep=False)`), kept for the last two texts read: a run reads its document once, the
    guard two versions. Its items may have been let go (`items_read`)."""
    return _outline(lines) if isinstance(lines, tuple) else _pieces(lines)


def items_read(lines: tuple[str, ...]) -> None:
    """The sections' lists of the text are read: its kept outline's list items are let go
    (the blocks, opaque lines and openers stay: tables and the check's scan read them)."""
    _outline(lines).items.let_go()


def outline_with_items(lines: tuple[str, ...]) -> Tree:
    """`outline`, its list items read again if they were let go (`items_read`)."""
    tree = _outline(lines)
    if tree.items.released:
        _outline.cache_clear()
        tree = _outline(lines)
    return tree


def _pieces(lines: Sequence[str]) -> Tree:
    """`parse(lines, deep=False)`, a piece of about PIECE lines at a time: cmark's tree of a
    whole large text takes ~30x its size. A piece ends before a `#` line at column 0 that
    the piece read with that line added shows as a top-level heading: a heading closes
    every block before it, so what follows reads on its own as in the whole text. A long
    top-level table (an index of 40,000 rows) is read in pieces too (`_table_cut`); should a
    piece of one not read as the table it continues, the text is read again with heading
    cuts only."""
    if len(lines) <= 2 * PIECE:
        return parse(lines, deep=False)
    try:
        return _cut(lines, tables=True)
    except _Uncut:
        return _cut(lines, tables=False)


class _Uncut(Exception):
    """A piece of a long table did not read as the table it continues."""


@dataclass(frozen=True)
class _Piece:
    """Where a piece starts; for a piece that continues a long table (`table`: its first
    line), the two lines read before it (a header row of as many cells and the table's own
    delimiter row)."""

    start: int
    table: int = -1
    primer: tuple[str, ...] = ()

    def read(self, lines: Sequence[str], end: int) -> Tree:
        """The outline of lines [start, end), read after the primer."""
        if self.table < 0:
            return parse(lines[self.start : end], self.start == 0, False, self.start)
        return parse([*self.primer, *lines[self.start : end]], False, False, self.start - 2)


class _Outline:
    """The outline of a text, gathered a piece at a time."""

    def __init__(self, front: int) -> None:
        self.front = front
        self.blocks: list[Block] = []
        self.opaque: set[int] = set(range(front))
        self.openers: set[int] = {0} if front else set()
        self.items = Items()

    def add(self, tree: Tree, piece: _Piece, below: int | None) -> None:
        """A piece's blocks (all but the last when cut before line `below`: the heading or
        table read on), items and opaque lines; the first block of a piece continuing a
        table is that table, from its first line."""
        blocks = list(tree.blocks)
        if piece.table >= 0:
            first = blocks[0] if blocks else None
            if first is None or first.kind is not Kind.TABLE or first.start != piece.start - 2:
                raise _Uncut
            blocks[0] = Block(Kind.TABLE, piece.table, first.end)
        self.blocks += blocks if below is None else blocks[:-1]
        self.items.extend(tree.items, below)
        self.opaque |= {i for i in tree.opaque if below is None or i < below}
        self.openers |= {i for i in tree.openers if below is None or i < below}

    def tree(self) -> Tree:
        return Tree(
            tuple(self.blocks),
            frozenset(self.opaque),
            frozenset(self.openers),
            self.front,
            self.items,
        )


def _cut(lines: Sequence[str], tables: bool) -> Tree:
    """`_pieces`: cut before headings, and (`tables`) inside long top-level tables."""
    front = front_matter_end(lines)
    read = _Outline(front)
    piece, wait, probe = _Piece(0), PIECE, tables
    for at in [*(i for i in range(front, len(lines)) if lines[i][:1] == "#"), len(lines)]:
        while probe and at - piece.start > 2 * PIECE:  # no heading near: a long table?
            cut = _table_cut(lines, piece, read)
            probe = cut is not None
            piece, wait = (cut, PIECE) if cut is not None else (piece, wait)
        if at < len(lines) and at - piece.start < wait:
            continue
        tree = piece.read(lines, at + 1)
        if at == len(lines):
            read.add(tree, piece, None)
            break
        last = tree.blocks[-1] if tree.blocks else None
        if last is None or last.kind is not Kind.HEADING or last.start != at:
            # the `#` line is inside a block (a long fence of `#` comments): try again twice
            # as far on, so that the lines read stay a few times the text's, never its square
            wait = 2 * (at - piece.start)
            continue
        read.add(tree, piece, at)
        piece, wait, probe = _Piece(at), PIECE, tables
    give_back()  # what the pieces' trees took
    return read.tree()


_MAX_AUTOCOMPLETED = 0x80000  # cmark-gfm's table.c: a table with more short-row cells ends


def _table_cut(lines: Sequence[str], piece: _Piece, read: _Outline) -> _Piece | None:
    """Read PIECE lines of `piece`; when they end inside a top-level table (past its
    delimiter row), keep what comes before the table and return the piece that reads the
    table on from the next line, else None (nothing kept).

    The rest of the table reads as in the whole text: once cmark-gfm has opened a
    top-level table, the open blocks are the document and the table, and whether a line is
    one more row (and which) depends on the line and on the table's column count and
    alignments alone (cmark-gfm's `try_opening_table_row`; a blank line or another block
    ends it) — and on how many cells short rows had filled in, past `_MAX_AUTOCOMPLETED`:
    so a table is only cut when its columns times its lines up to the first blank one
    (a bound on its rows) stay below that. A header row of as many cells and the table's own
    delimiter row open the same table; `_Outline.add` checks that each piece does read
    as that table, and `tests/test_blocks_pieces.py` compares pieced and whole readings."""
    end = piece.start + PIECE
    tree = piece.read(lines, end)
    last = tree.blocks[-1] if tree.blocks else None
    if last is None or last.kind is not Kind.TABLE or last.end != end or last.start >= end - 1:
        return None
    continued = piece.table >= 0 and last.start == piece.start - 2  # (not a later table)
    first = piece.table if continued else last.start
    primer = piece.primer if continued else _primer(lines, first, end)
    if not primer:
        return None
    read.add(tree, piece, end)
    return _Piece(end, first, primer)


def _primer(lines: Sequence[str], first: int, end: int) -> tuple[str, ...]:
    """A header row of as many cells as the delimiter row of the table read from line
    `first` (lines before `end`), and that row; none when the table might reach cmark-gfm's
    limit of filled-in cells.

    cmark-gfm gives a table the first line of the paragraph it grew from; the delimiter row
    is that paragraph's first line (after its first) that cmark-gfm's `scan_table_start`
    matches, indented less than four columns: a first one that fails to open a table marks
    the paragraph, and no later line opens one."""
    at = next((i for i in range(first + 1, end) if _delimiter_row(lines[i])), -1)
    if at < 0:
        return ()
    inner = lines[at].strip(_SPACE)
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") else inner
    cells = inner.count("|") + 1
    # more cells than any of these lines has pipes is more than its header row has
    widest = max(line.count("|") + 1 for line in lines[first:end])
    blank = next((i for i in range(first, len(lines)) if not lines[i].strip(" \t")), len(lines))
    if widest * (blank - first) >= _MAX_AUTOCOMPLETED:
        return ()
    return ("|" + "x|" * cells, lines[at])


def _delimiter_row(line: str) -> bool:
    """cmark-gfm's `scan_table_start` at the line's first non-space, indented less than
    four columns (a tab goes to the next multiple of four)."""
    rest = line.lstrip(" \t")
    indent = len(line[: len(line) - len(rest)].expandtabs(4))
    return indent < 4 and _DELIMITER_ROW.match(rest) is not None


_SPACE = " \t\v\f"
# ext_scanners.re: [|]? table_marker ([|] table_marker)* [|]? spacechar* newline
_MARKER = r"[ \t\v\f]*:?-+:?[ \t\v\f]*"
_DELIMITER_ROW = lazy(rf"\|?{_MARKER}(?:\|{_MARKER})*\|?[ \t\v\f]*\Z")


def table_spans(lines: Sequence[str], start: int, end: int) -> list[tuple[int, int]]:
    """[first, end) of each top-level table GitHub shows that starts in lines start..end:
    the header row, the delimiter row, then one row a line (outer pipes or not)."""
    found = outline(lines).blocks
    return [(b.start, b.end) for b in found if b.kind is Kind.TABLE and start <= b.start < end]


_MARKUP = lazy(r"[`<>\[\]*_~&\\!]")
_TAG_OR_COMMENT = lazy(r"<[^>]*>")


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


_FENCE_LINE = lazy(r"^[ \t>]*(`{3,}|~{3,})")


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


# an open container: the node after it, its kind, lines, tightness and children so far
_Frame = tuple[int | None, Kind, int, int, bool, list[Block]]


class _Reader:
    """Builds blocks from cmark's node tree, walked block by block (never into a paragraph's
    or a cell's inline nodes): each node's kind, its lines and, for a heading its level,
    for a list its tightness; code and HTML blocks at every depth are noted as spans."""

    def __init__(self, count: int, deep: bool, offset: int) -> None:
        self.count, self.deep, self.offset = count, deep, offset
        self.top: list[Block] = []
        # [start, end) of each code or HTML block, and a nested code block's column (else -1)
        self.spans: list[tuple[int, int, int]] = []
        self.items = Items()  # not in depth: the blocks have them

    def read(self, root: int, nodes: _Nodes) -> None:
        """Walk the blocks below `root` in document order (a stack, not recursion: quotes
        and lists nest as deep as the text likes). Not in depth, what lies below the top
        level other than a top-level list's items and their parts is only looked into for
        code and HTML blocks (`_look_into`)."""
        first, following = nodes.first_child, nodes.next
        deep, top = self.deep, self.top
        frames: list[_Frame] = []
        node = first(root)
        while True:
            if not node:
                if not frames:
                    return
                node = self._close(frames)
                continue
            kind = nodes.kind(node, exact=deep or not frames)
            line = nodes.start_line(node)
            if kind is None or not line:  # no lines: a paragraph a table took whole
                node = following(node)
                continue
            start, end = self._span(line, nodes, node)
            if kind in OPAQUE:  # a nested fence's column tells the line closing its container
                nested = frames and kind is Kind.CODE
                self.spans.append((start, end, nodes.start_column(node) - 1 if nested else -1))
            tight = kind is Kind.LIST and bool(nodes.tight(node))
            if deep and kind in _CONTAINERS:
                frames.append((following(node), kind, start, end, tight, []))
                node = first(node)
                continue
            if kind is Kind.LIST:
                self._read_items(nodes, node, start)
            elif kind in _CONTAINERS and kind is not Kind.TABLE:  # rows hold inline text only
                self._look_into(nodes, first(node))
            if deep or not frames:
                level = nodes.level(node) if kind is Kind.HEADING else 0
                (frames[-1][5] if frames else top).append(Block(kind, start, end, (), level, tight))
            node = following(node)

    def _look_into(self, nodes: _Nodes, node: int | None) -> None:
        """Find the code and HTML blocks among `node`, its siblings after it and all their
        descendants (nested: a fence's column tells the line that closes its container)."""
        first, following, type_of = nodes.first_child, nodes.next, nodes.type
        containers, opaque = nodes.containers, nodes.opaque
        after: list[int | None] = []
        while True:
            if not node:
                if not after:
                    return
                node = after.pop()
                continue
            number = type_of(node)
            if number in containers:  # (a table is none: its rows hold inline text only)
                after.append(following(node))
                node = first(node)
                continue
            if number in opaque or number not in nodes.alike:
                self._opaque_below(nodes, node)
            node = following(node)

    def _opaque_below(self, nodes: _Nodes, node: int) -> None:
        """A code or HTML block below the top level, if `node` is one."""
        kind = nodes.kind(node, exact=False)
        if kind in _CONTAINERS:  # a kind the probe did not meet
            self._look_into(nodes, nodes.first_child(node))
        elif kind in OPAQUE and (line := nodes.start_line(node)):
            start, end = self._span(line, nodes, node)
            column = nodes.start_column(node) - 1 if kind is Kind.CODE else -1
            self.spans.append((start, end, column))

    def _close(self, frames: list[_Frame]) -> int | None:
        """Close the innermost open container; the node after it."""
        following, kind, start, end, tight, children = frames.pop()
        if self.deep or not frames:
            block = Block(kind, start, end, tuple(children), 0, tight)
            (frames[-1][5] if frames else self.top).append(block)
        return following

    def _read_items(self, nodes: _Nodes, node: int, first: int) -> None:
        """The items of a top-level list (starting on line `first`) and their parts."""
        item = nodes.first_child(node)
        while item:
            line = nodes.start_line(item)
            if line and nodes.kind(item, exact=False) in ITEMS:
                self.items.add(first, *self._span(line, nodes, item))
                self._read_parts(nodes, item)
            item = nodes.next(item)

    def _read_parts(self, nodes: _Nodes, item: int) -> None:
        """An item's blocks: where its second starts, its last sub-list's last item (when
        that list is its last block), and the code and HTML blocks at any depth."""
        items, parts = self.items, 0
        part = nodes.first_child(item)
        while part:
            kind = nodes.kind(part, exact=False)
            line = nodes.start_line(part)
            if kind is not None and line:
                parts += 1
                if parts == 2:
                    items.seconds[-1] = line - 1 + self.offset
                if kind is not Kind.LIST:  # (a sub-list with a block after it is not the
                    items.subs[-1] = -1  # style a new last sub-point continues: `2.` there
                    # would be read into the paragraph before it)
                if kind in OPAQUE:
                    start, end = self._span(line, nodes, part)
                    column = nodes.start_column(part) - 1 if kind is Kind.CODE else -1
                    self.spans.append((start, end, column))
                elif kind in _CONTAINERS:
                    last = nodes.last_child(part) if kind is Kind.LIST else None
                    if last and (sub := nodes.start_line(last)):
                        items.subs[-1] = sub - 1 + self.offset
                    self._look_into(nodes, nodes.first_child(part))
            part = nodes.next(part)

    def _span(self, line: int, nodes: _Nodes, node: int) -> tuple[int, int]:
        """0-based [start, end) from cmark's 1-based lines (`line`: the first); an end at
        column 0 is the end of the line before."""
        start = line - 1
        last = nodes.end_line(node)
        end = last - 1 if nodes.end_column(node) == 0 else last
        end = start + 1 if end <= start else min(end, self.count)
        return start + self.offset, end + self.offset


_POINTER, _NUMBER = ctypes.c_void_p, ctypes.c_int
_FUNCTIONS = (  # attribute of `_Nodes`, cmark's `cmark_node_…` function, its result type
    ("free", "free", None),
    ("first_child", "first_child", _POINTER),
    ("last_child", "last_child", _POINTER),
    ("next", "next", _POINTER),
    ("type", "get_type", _NUMBER),
    ("type_name", "get_type_string", ctypes.c_char_p),
    ("start_line", "get_start_line", _NUMBER),
    ("start_column", "get_start_column", _NUMBER),
    ("end_line", "get_end_line", _NUMBER),
    ("end_column", "get_end_column", _NUMBER),
    ("level", "get_heading_level", _NUMBER),
    ("tight", "get_list_tight", _NUMBER),
)


class _Nodes:
    """cmark-gfm's parser and node accessors, from the library the `cmarkgfm` package ships
    (its own binding exposes the HTML renderer only; the node functions are in the same
    library, reached through ctypes; a node is its address, an int)."""

    free: Callable[[int], None]
    first_child: Callable[[int], int | None]
    last_child: Callable[[int], int | None]
    next: Callable[[int], int | None]
    type: Callable[[int], int]
    type_name: Callable[[int], bytes | None]
    start_line: Callable[[int], int]
    start_column: Callable[[int], int]
    end_line: Callable[[int], int]
    end_column: Callable[[int], int]
    level: Callable[[int], int]
    tight: Callable[[int], int]

    def __init__(self) -> None:
        from cmarkgfm import _cmark

        self.lib, self.ffi = _cmark.lib, _cmark.ffi
        self.lib.cmark_gfm_core_extensions_ensure_registered()
        self.extensions = [self.lib.cmark_find_syntax_extension(n) for n in _EXTENSIONS]
        self.options = int(self.lib.CMARK_OPT_SOURCEPOS)
        raw = ctypes.CDLL(_cmark.__file__)
        for attribute, name, result in _FUNCTIONS:
            function = getattr(raw, f"cmark_node_{name}")
            function.argtypes, function.restype = [ctypes.c_void_p], result
            setattr(self, attribute, function)
        # a node's type number names its kind, except where two kinds share one (a task
        # item is an item, a header row a row): those, and numbers the probe did not meet,
        # are told by the type's name
        self.kinds, self.alike = self._probe()
        self.containers = {n for n, k in self.alike.items() if k in _CONTAINERS - {Kind.TABLE}}
        self.opaque = {n for n, k in self.alike.items() if k in OPAQUE}

    def _probe(self) -> tuple[dict[int, Kind], dict[int, Kind]]:
        """Type number → kind, for the numbers that name one kind only; and → a kind of the
        same class (container, code or HTML, other) for the numbers whose kinds share one."""
        seen: dict[int, list[Kind | None]] = {}
        root = self.parse(_PROBE)
        try:
            stack = [root]
            while stack:
                node = self.first_child(stack.pop())
                while node:
                    kinds = seen.setdefault(self.type(node), [])
                    if (kind := self._named(node)) not in kinds:
                        kinds.append(kind)
                    stack.append(node)
                    node = self.next(node)
        finally:
            self.free(root)
        exact = {n: k for n, (k, *more) in seen.items() if k is not None and not more}
        alike = {
            n: known[0]
            for n, kinds in seen.items()
            if (known := [k for k in kinds if k is not None]) == kinds
            and len({_class(k) for k in known}) == 1
        }
        return exact, alike

    def _named(self, node: int) -> Kind | None:
        return _KINDS.get(self.type_name(node) or b"")

    def kind(self, node: int, exact: bool) -> Kind | None:
        """The node's block kind (None: an inline node, a table cell, a kind not in `Kind`);
        not `exact`: a kind of the same class (a task item may come out as an item)."""
        found = (self.kinds if exact else self.alike).get(self.type(node))
        return found if found is not None else self._named(node)

    def parse(self, data: bytes) -> int:
        """The root of cmark-gfm's tree of `data` (free it with `free`)."""
        lib = self.lib
        with _LOCK:  # the extension registry is the library's global state
            parser = lib.cmark_parser_new(self.options)
            try:
                for extension in self.extensions:
                    lib.cmark_parser_attach_syntax_extension(parser, extension)
                lib.cmark_parser_feed(parser, data, len(data))
                return int(self.ffi.cast("uintptr_t", lib.cmark_parser_finish(parser)))
            finally:
                lib.cmark_parser_free(parser)


def _class(kind: Kind) -> int:
    """0: a container, 1: code or HTML, 2: any other block."""
    return 0 if kind in _CONTAINERS else 1 if kind in OPAQUE else 2


@functools.cache
def _nodes() -> _Nodes:
    return _Nodes()


def _read_nodes(data: bytes, read: Callable[[int, _Nodes], None]) -> None:
    """cmark-gfm's parse of `data`, its tree handed to `read` and then freed."""
    nodes = _nodes()
    root = nodes.parse(data)
    try:
        read(root, nodes)
    finally:
        nodes.free(root)
        if len(data) >= _LARGE:
            give_back()


_LARGE = 1 << 20  # bytes of text: cmark's tree of a megabyte takes ~30 MB


@functools.cache
def _trim() -> Callable[[int], int] | None:
    try:
        return ctypes.CDLL(None).malloc_trim
    except (AttributeError, OSError):  # not glibc
        return None


_M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
_MAPPED = 256 * 1024  # bytes: a block this large has pages of its own


@functools.cache
def large_blocks_mapped() -> None:
    """Give every C allocation of 256 KiB or more (a large document's lists of lines, the
    new text's, a piece's bytes) pages of its own, returned to the system when freed and
    grown in place (glibc otherwise raises that threshold to the largest block freed, the
    document's bytes: the lists then take the heap, whose holes stay the process's). At
    20 MB the new text's lists took 14.6 MB of peak RSS that way, 7.7 MB with this. Once
    per process (a setting of the C library, harmless to the rest)."""
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (AttributeError, OSError):  # not glibc
        return
    mallopt(_M_MMAP_THRESHOLD, _MAPPED)


def give_back() -> None:
    """Hand memory freed by C allocations (a large freed tree; a large run's freed lists,
    dicts and strings) back to the system: glibc keeps it otherwise, and Python's own small
    objects never reuse it (they take memory by pages of their own)."""
    trim = _trim()
    if trim is not None:
        trim(0)
