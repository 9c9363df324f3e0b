"""The independent check before every write: markdown-it-py reads the text around each edit.

The document is read and edited with cmark-gfm (`document.blocks`); this check reads the
old and the patched text around each edit with another implementation of GitHub's dialect
(markdown-it-py: CommonMark with GFM tables) and compares what they show: every block the
old text had there is still there, in the same containers, over the same (shifted) lines
with the same inline rendering (raw text compared, rendered where it differs: `_match`), a
tight list's paragraphs still tight; every old list keeps its items, joins no other and
starts at the same number; the link reference definitions read are the same; every new
block lies in inserted lines; each new entry is a top-level list item under its anchor's
own heading, in the list of the section's entries; each sub-bullet added to an entry stays
inside that one item; inserted rows are table rows.
A long table's rows far from every edit are left unread when `table_rows` shows the readings
are then the whole ones less those rows (`_readings`).
"""

from __future__ import annotations

import functools
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from patcher.document.sections import LivingDocument, Section
from patcher.output import table_rows
from patcher.output.splice import RANK
from patcher.output.table_rows import Gap
from patcher.text.source import Text

if TYPE_CHECKING:
    from patcher.plan.model import Block as PlanBlock
    from patcher.plan.model import Plan

LEAVES = frozenset(
    {"paragraph_open", "heading_open", "fence", "code_block", "html_block", "hr", "tr_open"}
)
LISTS = frozenset({"bullet_list_open", "ordered_list_open"})
INLINE = frozenset({"paragraph_open", "heading_open"})  # leaves whose text is inline markdown
MAX_NESTING = 100  # the check reads deeper than renderers do (the writer caps what it adds)


class Node(NamedTuple):
    """A block markdown-it shows: type, absolute [start, end), enclosing containers
    (type and first line; a list by its type only), and its inline rendering; a paragraph's
    `tight` (shown without <p>: its list is tight), a list item's `holder` (its list's first
    line), a list's `number` (the one its first item shows). The link reference definitions
    read are one node of type REFERENCES (start and end the reading's first line). A named
    tuple (a reading makes one per block: a third of a frozen dataclass's time); its first
    six fields are its `Key`."""

    type: str
    start: int
    end: int
    path: tuple[tuple[str, int], ...]
    inline: str
    tight: bool = False
    holder: int = -1
    number: int = 1


REFERENCES = "references"


class Refusal(Exception):
    """What would have gone wrong, in words (verify turns it into EditRefused)."""


class Loosened(Refusal):
    """A paragraph whose list turned loose or tight in the lines read: a list read in part
    may be loose as a whole (`check` then reads the whole list before refusing)."""


@functools.cache
def _parser() -> Any:
    """markdown-it reading blocks only: the inline pass is left to `shown`, for the
    paragraphs and headings whose raw text changed (see `_compare`)."""
    from markdown_it import MarkdownIt

    blocks = MarkdownIt("commonmark", {"maxNesting": MAX_NESTING}).enable("table")
    blocks.core.ruler.disable("inline")
    return blocks


@functools.cache
def _renderer() -> Any:
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"maxNesting": MAX_NESTING}).enable("table")


@functools.lru_cache(maxsize=1024)
def shown(raw: str, references: str) -> str:
    """A paragraph's or heading's raw inline text as markdown-it renders it, given the
    link reference definitions read with it (`_references`)."""
    fields = references.split("\0") if references else []
    found = zip(fields[::3], fields[1::3], fields[2::3], strict=True)
    defined = {label: {"href": href, "title": title} for label, href, title in found}
    return str(_renderer().renderInline(raw, {"references": defined}))


def read(lines: Sequence[str], offset: int) -> list[Node]:
    """The blocks markdown-it shows in `lines`, positions shifted by `offset`."""
    env: dict[str, Any] = {}
    tokens = _parser().parse("\n".join(lines) + "\n", env)
    nodes: list[Node] = []
    path: list[tuple[str, int]] = []
    holders: list[int] = []  # the first lines of the lists the token is in
    for position, token in enumerate(tokens):
        nesting, kind, where = token.nesting, token.type, token.map
        if nesting == -1:
            if path.pop()[0] in LISTS:
                holders.pop()
            continue
        if where is not None:
            start, end = where[0] + offset, where[1] + offset
            if kind in LEAVES:
                inline = _raw(tokens, position)
                while end > start + 1 and not lines[end - 1 - offset].strip():
                    end -= 1  # as `_inline`: a block's trailing blank lines are not compared
                tight = kind == "paragraph_open" and token.hidden
                nodes.append(Node(kind, start, end, tuple(path), inline, tight))
            elif nesting == 1:
                holder = holders[-1] if kind == "list_item_open" else -1
                number = int(token.attrGet("start") or 1) if kind in LISTS else 1
                nodes.append(Node(kind, start, end, tuple(path), "", False, holder, number))
        if nesting == 1:
            start = where[0] + offset if where is not None else -1
            if kind in LISTS:
                path.append((kind, -1))
                holders.append(start)
            else:
                path.append((kind, start))
    nodes.append(Node(REFERENCES, offset, offset, (), _references(env)))
    return nodes


def _references(env: dict[str, Any]) -> str:
    """The link reference definitions read, as compared: label, destination and title."""
    found = env.get("references", {})
    # NUL in the text is read as U+FFFD: no field holds one
    fields = sorted((label, str(d["href"]), str(d["title"])) for label, d in found.items())
    return "\0".join(part for triple in fields for part in triple)


def _raw(tokens: list[Any], position: int) -> str:
    """A leaf's own raw text: a paragraph's or heading's inline source (rendered by `shown`
    only where it differs), a code or HTML block's content less the blank lines a block left
    open by its container ends with (an entry written after it ends the container before
    them)."""
    following = tokens[position + 1] if position + 1 < len(tokens) else None
    if following is None or following.type != "inline":
        return str(tokens[position].content).rstrip("\n")
    return str(following.content)


class Shift:
    """Where old lines and inserted lines land in the new text."""

    def __init__(self, plan: Plan, old_size: int) -> None:
        sizes: dict[int, int] = {}
        for block in plan.blocks:
            sizes[block.position] = sizes.get(block.position, 0) + block.size
        self.positions = sorted(sizes)
        self.before: list[int] = []  # inserted lines before position (exclusive) i
        total = 0
        for position in self.positions:
            total += sizes[position]
            self.before.append(total)
        self.old_size = old_size
        # the new lines inserted at positions[i] are [firsts[i], firsts[i] + sizes)
        self.firsts = [p + (self.before[i - 1] if i else 0) for i, p in enumerate(self.positions)]
        self._entries: dict[str, frozenset[int]] = {}
        self.edits = sorted({*sizes, *plan.replacements})  # old lines edits land at

    def entries(self, section: Section) -> frozenset[int]:
        """The new first lines of the section's own entries (once per section)."""
        found = self._entries.get(section.anchor.id)
        if found is None:
            found = frozenset(self.new(e.start) for e in section.own_entries)
            self._entries[section.anchor.id] = found
        return found

    def new(self, index: int) -> int:
        """The new index of old line `index` (insertions at `index` go before it)."""
        count = bisect_left(self.positions, index + 1)
        return index + (self.before[count - 1] if count else 0)

    def inserted(self, new_index: int) -> bool:
        return self.old(new_index) is None

    def old(self, new_index: int) -> int | None:
        """The old index of new line `new_index`, or None for an inserted line."""
        count = bisect_right(self.firsts, new_index)  # insertions starting at or before it
        if count and new_index < self.positions[count - 1] + self.before[count - 1]:
            return None  # inside the lines inserted at positions[count - 1]
        index = new_index - (self.before[count - 1] if count else 0)
        return index if 0 <= index < self.old_size else None


def check(doc: LivingDocument, new: Text, plan: Plan) -> None:
    """Raise Refusal when markdown-it shows the patched text around an edit otherwise than
    the plan intends."""
    old = doc.text
    shift = Shift(plan, len(old.lines))
    units = _units(doc)
    starts = _block_starts(plan, shift)
    for lo, hi, blocks in _windows(doc, units, plan):
        after = _Reading(_judged(doc, new, plan, shift, (lo, hi)))
        for block in blocks:
            _check_block(doc, (block, starts[id(block)]), after, shift, lo)


class _Reading:
    """The new window's nodes, with the ones each block's check looks up (the window's
    top-level items, lists and headings; the items by first line) listed once per window:
    a run's many edits land in a few windows, and each edit looked through all its nodes."""

    def __init__(self, nodes: list[Node]) -> None:
        self.nodes = nodes
        self.items: dict[int, Node] = {}  # first line → the first list item starting there
        self.top_items: list[Node] = []  # top-level list items, in order
        self.top_lists: list[Node] = []
        self.top_headings: list[Node] = []
        for node in nodes:
            if node.type == "list_item_open":
                self.items.setdefault(node.start, node)
                if len(node.path) == 1:
                    self.top_items.append(node)
            elif node.type in LISTS and not node.path:
                self.top_lists.append(node)
            elif node.type == "heading_open" and not node.path:
                self.top_headings.append(node)


def _judged(
    doc: LivingDocument, new: Text, plan: Plan, shift: Shift, window: tuple[int, int]
) -> list[Node]:
    """The new window's reading, once its blocks compare equal to the old window's. A list
    read in part that turned loose or tight is judged again read whole: the top-level blocks
    the window starts and ends in are read whole (a list loose above the window stays loose)."""
    old = doc.text
    lo, hi = window
    before, after = _read_both(old, new, shift, window)
    try:
        _compare(old, before, after, shift, plan)
    except Loosened:
        outline = _outline(doc)
        lo = min((b.start for b in outline if b.start <= lo < b.end), default=lo)
        hi = max((b.end for b in outline if b.start < hi <= b.end), default=hi)
        if (lo, hi) == window:
            raise
        _compare(old, *_read_both(old, new, shift, (lo, hi)), shift, plan)
    return after


def _read_both(
    old: Text, new: Text, shift: Shift, window: tuple[int, int]
) -> tuple[list[Node], list[Node]]:
    """The old window [lo, hi) and the new lines that take its place, read."""
    lo, hi = window
    new_lo = _first_new(shift, lo)
    new_hi = len(new.lines) if hi >= len(old.lines) else _first_new(shift, hi)
    return _readings((old, new), shift, ((lo, hi), (new_lo, new_hi)))


def _readings(
    texts: tuple[Text, Text],
    shift: Shift,
    windows: tuple[tuple[int, int], tuple[int, int]],
) -> tuple[list[Node], list[Node]]:
    """The old and the new window as markdown-it reads them: with the rows of long tables
    far from every edit cut out of both when `table_rows` shows the readings are the whole
    ones less those rows (see its docstring), else read whole."""
    old, new = texts
    (lo, hi), (new_lo, new_hi) = windows
    old_gaps = table_rows.gaps(old.lines, (lo, hi), shift.edits)
    new_gaps = [(shift.new(a), shift.new(b - 1) + 1) for a, b in old_gaps]
    if old_gaps and all(
        nb - na == b - a and new.lines[na:nb] == old.lines[a:b]
        for (a, b), (na, nb) in zip(old_gaps, new_gaps, strict=True)
    ):
        before = _read_cut(old.lines, (lo, hi), old_gaps)
        after = _read_cut(new.lines, (new_lo, new_hi), new_gaps) if before is not None else None
        if before is not None and after is not None:
            return before, after
    return read(old.lines[lo:hi], lo), read(new.lines[new_lo:new_hi], new_lo)


def _read_cut(lines: Sequence[str], window: tuple[int, int], gaps: list[Gap]) -> list[Node] | None:
    """lines[lo:hi] read with the gaps cut out, at the lines' own indices; None unless the
    kept lines beside each gap are body rows of one top-level table whose autocompleted
    count stays under markdown-it's limit, whole and cut (`table_rows`)."""
    part = table_rows.cut(lines, window, gaps)
    nodes = [_mapped(node, part.index) for node in read(part.lines, 0)]
    rows = {n.start: n for n in nodes if n.type == "tr_open"}
    tables = {n.start: n.end for n in nodes if n.type == "table_open" and not n.path}
    held: dict[int, list[Gap]] = {}
    for start, end in gaps:
        above, below = rows.get(start - 1), rows.get(end)
        if above is None or below is None or above.path != below.path:
            return None
        kinds = [kind for kind, _ in above.path]
        if kinds != ["table_open", "tbody_open"] or above.path[0][1] not in tables:
            return None
        held.setdefault(above.path[0][1], []).append((start, end))
    for header, inside in held.items():
        if table_rows.overflows(lines, (header, tables[header]), inside):
            return None
    return nodes


def _mapped(node: Node, index: list[int]) -> Node:
    """A node read from cut lines, at the lines' own indices (`index[i]`: line i's)."""
    end = index[node.end - 1] + 1 if node.end > node.start else index[node.start]
    path = tuple((kind, index[at] if at >= 0 else at) for kind, at in node.path)
    holder = index[node.holder] if node.holder >= 0 else node.holder
    return node._replace(start=index[node.start], end=end, path=path, holder=holder)


def _block_starts(plan: Plan, shift: Shift) -> dict[int, int]:
    """The new index of each block's first line (by `id`), in the order splice puts them."""
    starts: dict[int, int] = {}
    filled: dict[int, int] = {}
    ordered = sorted(plan.blocks, key=lambda b: (b.position, RANK[b.kind], b.order))
    for block in ordered:
        at = _first_new(shift, block.position) + filled.get(block.position, 0)
        starts[id(block)] = at
        filled[block.position] = filled.get(block.position, 0) + block.size
    return starts


def _first_new(shift: Shift, index: int) -> int:
    """The new index of the first line that lands at or after old line `index`'s place
    (the lines inserted before it included)."""
    return shift.new(index - 1) + 1 if index else 0


def _units(doc: LivingDocument) -> list[int]:
    """Lines a window may start at: top-level blocks, and each top-level item of the
    anchor sections (where edits go); each starts a block when read on its own. Sorted and
    made distinct in a list (a set of a 20 MB document's ~90,000 took 4 MB at the run's peak)."""
    starts = [b.start for b in _outline(doc)]
    for section in doc.sections:
        starts.extend(e.start for e in section.entries)
    starts.sort()
    return [start for i, start in enumerate(starts) if not i or start != starts[i - 1]]


def _outline(doc: LivingDocument) -> Sequence[Any]:
    from patcher.document.scan import scan

    return scan(doc.text.lines).blocks


def _windows(
    doc: LivingDocument, units: list[int], plan: Plan
) -> list[tuple[int, int, list[PlanBlock]]]:
    """Old line ranges around the edits (two units before each to two after), joined."""
    size = len(doc.text.lines)
    windows: list[tuple[int, int, list[PlanBlock]]] = []
    edits = sorted(
        [(b.position, b) for b in plan.blocks] + [(i, None) for i in plan.replacements],
        key=lambda pair: pair[0],
    )
    for position, block in edits:
        k = bisect_left(units, position)
        lo = units[max(0, k - 2)] if units and k else 0
        hi = units[k + 2] if k + 2 < len(units) else size
        hi = max(hi, min(position + 1, size))
        if windows and lo <= windows[-1][1]:
            last_lo, last_hi, blocks = windows[-1]
            windows[-1] = (last_lo, max(last_hi, hi), blocks)
        else:
            windows.append((lo, hi, []))
        if block is not None:
            windows[-1][2].append(block)
    return windows


def _compare(old: Text, before: list[Node], after: list[Node], shift: Shift, plan: Plan) -> None:
    """Every old block shows again over its shifted lines (a paragraph in a tight list still
    without <p>, every list as it was: `_compare_lists`); every other new block is made of
    inserted lines only; the link reference definitions read are the same."""
    references = _compare_references(before, after)
    found = Counter(_key(n) for n in after if n.type in LEAVES)
    loosened: Node | None = None  # refused last: another refusal says more
    for node in before:
        if node.type not in LEAVES:
            continue
        # a replaced line: a table row, or an index item with its date moved (its paragraph)
        replaced = node.type in ("tr_open", "paragraph_open") and node.start in plan.replacements
        key = _moved(node, shift, replaced)
        item = replaced and node.type == "paragraph_open"  # its inline is the new one
        match = _same_place(found, key) if item else _match(found, key, references)
        if match is None:
            raise Refusal(f"{_what(node)} at line {node.start + 1} would no longer show as it does")
        if match[-1] != node.tight:
            loosened = loosened or node
        found[match] -= 1
    for node in after:
        if node.type not in LEAVES or found[_key(node)] <= 0:
            continue
        found[_key(node)] -= 1
        olds = (shift.old(i) for i in range(node.start, node.end))
        taken = [i for i in olds if i is not None and old.lines[i].strip()]
        if taken:
            raise Refusal(f"line {taken[0] + 1} would be read into a new {_what(node)}")
    _compare_lists(before, after, shift)
    if loosened is not None:
        raise Loosened(
            f"the list holding line {loosened.start + 1} would turn "
            f"{'loose' if loosened.tight else 'tight'} (GitHub would space out each of its "
            "items otherwise)"
        )


def _same_place(found: Counter[Key], key: Key) -> Key | None:
    """The new leaf over the same lines as a replaced one (its text is the replacement's)."""
    return next((k for k, n in found.items() if n > 0 and k[:4] == key[:4]), None)


def _match(found: Counter[Key], key: Key, references: str) -> Key | None:
    """The new leaf the old one (`key`, moved) shows as: the same raw text, else the same
    rendering (`shown`); a paragraph's tightness may differ (`Loosened`, judged apart).

    Why comparing raw text first is no weaker than comparing renderings: markdown-it's
    inline pass is a function of the raw text, the parser's options and the link reference
    definitions in `env` only (it reads no other state), the references of both readings are
    equal (`_compare_references` refused otherwise), and both are read by one parser. Equal
    raw text therefore renders equally; where the raw text differs both are rendered."""
    kind, _, _, _, raw, tight = key
    flipped = (*key[:-1], not tight)
    for candidate in (key, flipped) if kind == "paragraph_open" else (key,):
        if found[candidate] > 0:
            return candidate
    if kind not in INLINE:
        return None
    rendered = shown(raw, references)
    for other, count in found.items():
        same_place = other[:4] == key[:4] and (other[5] == tight or kind == "paragraph_open")
        if count > 0 and same_place and shown(other[4], references) == rendered:
            return other
    return None


def _compare_references(before: list[Node], after: list[Node]) -> str:
    """The link reference definitions both readings share (`_references`). One added or
    lost changes every link that names it, anywhere in the document (most of them far
    outside the lines read): refused."""
    old = next(n for n in before if n.type == REFERENCES)
    if next(n for n in after if n.type == REFERENCES).inline != old.inline:
        raise Refusal(
            f"a link reference definition would be added or lost near line {old.start + 1} "
            "(links anywhere in the document may show otherwise)"
        )
    return old.inline


def _compare_lists(before: list[Node], after: list[Node], shift: Shift) -> None:
    """The items of each old list stay in one list, no two old lists join, and each numbered
    list starts at the same number (what renders a list besides its blocks and tightness).
    A list is known by its first line and depth (`- - foo` opens two lists on one line)."""
    new_items = {(n.start, len(n.path)): n for n in after if n.type == "list_item_open"}
    numbers = {(n.start, len(n.path)): n.number for n in after if n.type in LISTS}
    split: dict[tuple[int, int], tuple[int, int]] = {}  # old list -> new list
    joined: dict[tuple[int, int], tuple[int, int]] = {}  # new list -> old list
    for item in before:
        if item.type != "list_item_open":
            continue
        depth = len(item.path)
        moved = new_items.get((shift.new(item.start), depth))
        if moved is None:
            raise Refusal(f"the list item at line {item.start + 1} would no longer be one")
        was, now = (item.holder, depth - 1), (moved.holder, depth - 1)
        if split.setdefault(was, now) != now:
            raise Refusal(
                f"the list at line {item.holder + 1} would be split in two at line {item.start + 1}"
            )
        if joined.setdefault(now, was) != was:
            raise Refusal(f"the list at line {item.start + 1} would join the list above it")
    for node in before:
        now = split.get((node.start, len(node.path)), (-1, -1))
        if node.type in LISTS and now in numbers and numbers[now] != node.number:
            raise Refusal(
                f"the numbered list at line {node.start + 1} would start at "
                f"{numbers[now]} instead of {node.number}"
            )


Key = tuple[str, int, int, tuple[tuple[str, int], ...], str, bool]


def _key(node: Node) -> Key:
    return node[:6]


def _moved(node: Node, shift: Shift, replaced: bool) -> Key:
    path = tuple((kind, start if start < 0 else shift.new(start)) for kind, start in node.path)
    inline = "" if replaced else node.inline
    start, end = shift.new(node.start), shift.new(node.end - 1) + 1
    return (node.type, start, end, path, inline, node.tight)


def _what(node: Node) -> str:
    names = {
        "paragraph_open": "the paragraph",
        "heading_open": "the heading",
        "fence": "the code block",
        "code_block": "the indented code block",
        "html_block": "the HTML block",
        "hr": "the rule",
        "tr_open": "the table row",
    }
    return names.get(node.type, node.type)


def _check_block(
    doc: LivingDocument,
    placed: tuple[PlanBlock, int],
    after: _Reading,
    shift: Shift,
    lo: int,
) -> None:
    """The block (and the new line it starts at) shows as the plan intends (see the module
    docstring); the window read starts at old line `lo`."""
    block, start = placed
    if block.kind == "entry":
        section = _section_of(doc, block.position)
        for offset in _item_offsets(block):
            _check_new_item(doc, (section, lo), start + offset, after, shift)
    elif block.kind in ("update", "nested"):
        _check_inside_item(block, start, after, shift)
    elif block.kind == "headentry":
        _check_new_heading(doc, block, start + int(block.leading), after, shift)
    elif block.kind == "headupdate":
        _check_update_items(doc, block, start, after, shift)
    elif block.kind == "row":
        for offset, line in enumerate(block.lines):
            at = start + offset
            if line.strip() and not any(
                n.type == "table_open" and n.start <= at < n.end for n in after.nodes
            ):
                raise Refusal(f"the row inserted before line {block.position + 1} is no table row")
    elif block.kind == "item":
        for offset, line in enumerate(block.lines):
            at = start + offset
            if line.strip() and not any(
                n.type == "list_item_open" and n.start == at for n in after.nodes
            ):
                raise Refusal(f"the item inserted before line {block.position + 1} is no list item")
    elif block.kind == "section":
        at = start + int(block.leading)
        if not any(n.start == at for n in after.top_headings):
            raise Refusal(f"the heading inserted before line {block.position + 1} is no heading")


def _check_new_heading(
    doc: LivingDocument, block: PlanBlock, at: int, after: _Reading, shift: Shift
) -> None:
    """A new heading entry: its heading shows at new line `at`, under its anchor's heading
    (the last heading of the anchor's level or higher before it)."""
    section = _section_of(doc, block.position)
    if not any(n.start == at for n in after.top_headings):
        raise Refusal(f"the heading entry inserted before line {block.position + 1} is no heading")
    if section is None:
        return
    level = doc.headings_by_line[section.heading].level
    above = [h for h in doc.headings if h.index < block.position and h.level <= level]
    if not above or above[-1].index != section.heading:
        raise Refusal(
            f"the heading entry at new line {at + 1} would not be under {section.anchor.id}"
        )


def _check_update_items(
    doc: LivingDocument, block: PlanBlock, start: int, after: _Reading, shift: Shift
) -> None:
    """Update items added to a heading entry: each a top-level list item made of inserted
    lines, after the entry's own heading (the last heading before them), no heading added."""
    owner = max((h.index for h in doc.headings if h.index < block.position), default=-1)
    last = start + block.size
    shown = [n.start for n in after.top_headings if n.start < start]
    if owner < 0 or (shown and shown[-1] != shift.new(owner)):
        raise Refusal(
            f"the update items added before line {block.position + 1} would not be under "
            "their entry's heading"
        )
    for offset, line in enumerate(block.lines):
        item = after.items.get(start + offset) if line[:1] not in ("", " ", "\t") else None
        if item is not None and len(item.path) != 1:
            raise Refusal(
                f"the update item at new line {start + offset + 1} would not be a list item"
            )
    if any(start <= n.start < last for n in after.top_headings):
        raise Refusal(f"the lines added before line {block.position + 1} would add a heading")


def _item_offsets(block: PlanBlock) -> list[int]:
    """Offsets in the block's lines of each new entry's first line."""
    offsets, offset = [], int(block.leading)
    for segment in block.segments:
        offsets.append(offset)
        offset += len(segment)
    return offsets


def _section_of(doc: LivingDocument, position: int) -> Section | None:
    """The innermost anchor section an edit at `position` is in (an anchor's section may
    hold another anchor's, as `### §1.2` under `## §1.1`)."""
    holding = [s for s in doc.sections if s.heading < position <= s.end]
    return max(holding, key=lambda s: s.heading) if holding else None


def _check_new_item(
    doc: LivingDocument,
    where: tuple[Section | None, int],
    at: int,
    after: _Reading,
    shift: Shift,
) -> None:
    """A new entry starting at new line `at`: a top-level item made of inserted lines, in the
    list that holds the section's entries, with the anchor's own heading the last before it
    (or, when the window read starts below that heading, none: the window starts in the
    section's own part)."""
    section, lo = where
    item = after.items.get(at)
    if item is None or len(item.path) != 1:
        raise Refusal(f"the new entry at new line {at + 1} would not be a top-level list item")
    end = item.end
    while end > item.start and not shift.inserted(end - 1) and _blank(doc, shift, end - 1):
        end -= 1
    if any(not shift.inserted(i) for i in range(item.start, end)):
        raise Refusal(f"the new entry at new line {at + 1} would take in the document's lines")
    if section is None:
        return
    heading = shift.new(section.heading)
    headings = [n for n in after.top_headings if n.start < at]
    own_end = section.end if section.own_end < 0 else section.own_end
    if (headings and headings[-1].start != heading) or (
        not headings and not section.heading < lo < own_end
    ):
        raise Refusal(f"the new entry at new line {at + 1} would not be under {section.anchor.id}")
    _check_same_list(section, item, after, shift)


def _blank(doc: LivingDocument, shift: Shift, new_index: int) -> bool:
    old = shift.old(new_index)
    return old is not None and not doc.text.lines[old].strip()


def _check_same_list(section: Section, item: Node, after: _Reading, shift: Shift) -> None:
    """When the section's own list has entries in reach, the new item joins that list."""
    own = shift.entries(section)
    holder = next((n for n in after.top_lists if n.start <= item.start < n.end), None)
    neighbours = [n.start for n in after.top_items if n.start in own]
    if (
        neighbours
        and holder is not None
        and not any(holder.start <= s < holder.end for s in neighbours)
    ):
        raise Refusal(
            f"the new entry at new line {item.start + 1} would start a list of its own "
            f"instead of joining {section.anchor.id}'s entries"
        )


def _check_inside_item(block: PlanBlock, start: int, after: _Reading, shift: Shift) -> None:
    """Sub-bullets added to an entry: every inserted line inside the one top-level item that
    holds the entry's line before them, and no new top-level item."""
    owner = shift.new(block.position - 1)
    holder = next((n for n in after.top_items if n.start <= owner < n.end), None)
    last = start + block.size
    if holder is None or holder.end < last:
        raise Refusal(
            f"the lines added before line {block.position + 1} would not stay in the entry "
            "they update"
        )
    if any(start <= n.start < last for n in after.top_items):
        raise Refusal(f"the lines added before line {block.position + 1} would start a new entry")
