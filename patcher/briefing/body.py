"""An increment's 要点 body → a tree of points, tables and code, nested as the briefing nests them.

Nesting comes from the briefing itself: deeper indentation; a numbered list under a bulleted
header point (or the reverse); a header point (one ending in `：`) that announces how many
items follow (`两处 flag rename：`, `三种方案对比：`), else the unlabelled items right after
it; a table or a command right after a header point. Nothing is dropped: every line of the
field is in exactly one node.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from patcher.text.lazy import lazy
from patcher.text.tables import is_table_line

_COLON = lazy(r"[：:]")
_BULLET = lazy(r"^(?P<indent>\s*)(?P<marker>[-*+•]|\d{1,3}[.)、])\s+(?P<text>.*)$")
_INLINE_SPLIT = lazy(r"\s+-\s+")
_INLINE_NUMBERS = lazy(r"(?:^|\s+)(?P<n>\d{1,2})\.\s+")
_FENCE = lazy(r"^\s*(?P<fence>`{3,}|~{3,})(?P<info>[^`]*)$")
_LABELLED = lazy(r"^[^：:]{1,24}(?:：|:\s)\s*\S")
_COUNT = lazy(
    r"(?P<n>[一二两三四五六七八九十]|\d{1,2})\s*(?:个|种|大|处|类|层|坑|条|点|项|步|级|方面|部分)"
)
_NUMERALS = {c: n for n, c in enumerate("一二三四五六七八九十", start=1)} | {"两": 2}


@dataclass(frozen=True)
class Point:
    """One node of an increment's body: a text point, a pipe table or a code block."""

    text: str
    kind: str = "text"  # text | table | code
    children: tuple[Point, ...] = ()
    info: str = ""  # a code block's info string (language)

    @property
    def header(self) -> bool:
        """A point that introduces what follows it (`关键数据（…）：`)."""
        return self.kind == "text" and self.text.rstrip().endswith(("：", ":"))


@dataclass
class _Item:
    indent: int
    marker: str | None  # "bullet", "number" or None (a line with no list marker)
    text: str
    kind: str = "text"
    info: str = ""
    lines: list[str] = field(default_factory=list)  # of a table or a code block
    fenced: bool = False
    column: int = 0  # where the item's text starts (continuation lines keep their offset)


MAX_DEPTH = 8  # levels of points under an entry (GitHub's renderer stops nesting at ~20)


def parse_body(text: str) -> tuple[Point, ...]:
    """The field's lines as a tree of points (see the module docstring); points nested
    deeper than MAX_DEPTH (by indentation or by header points adopting header points)
    become siblings at that depth, their text kept."""
    return tuple(_tree(_capped_indents(_lex(text.split("\n")))))


def _capped_indents(items: list[_Item]) -> list[_Item]:
    """An item deeper than MAX_DEPTH levels of indentation is put at that level."""
    stack: list[int] = []
    for item in items:
        while stack and stack[-1] >= item.indent:
            stack.pop()
        if len(stack) >= MAX_DEPTH:
            item.indent = stack[-1]
        else:
            stack.append(item.indent)
    return items


def flat_texts(points: tuple[Point, ...]) -> list[str]:
    """Every text point, depth first (what routing and references read)."""
    out: list[str] = []
    for point in points:
        if point.kind == "text":
            out.append(point.text)
        out += flat_texts(point.children)
    return out


def flat_tables(points: tuple[Point, ...]) -> list[str]:
    out: list[str] = []
    for point in points:
        if point.kind == "table":
            out.append(point.text)
        out += flat_tables(point.children)
    return out


def tally(points: tuple[Point, ...]) -> dict[str, int]:
    """How many points, tables and code blocks a list of nodes holds, children included."""
    counts = {"text": 0, "table": 0, "code": 0}
    for point in points:
        counts[point.kind] += 1
        for kind, n in tally(point.children).items():
            counts[kind] += n
    return counts


def _lex(lines: list[str]) -> list[_Item]:
    items: list[_Item] = []
    fence: str | None = None
    for index, raw in enumerate(lines):
        if fence is not None:
            if raw.strip().startswith(fence) and not raw.strip()[len(fence) :].strip():
                fence = None
            else:
                items[-1].lines.append(raw)
            continue
        if not raw.strip():
            continue
        if _continues_command(items, raw):
            items[-1].lines.append(raw.rstrip())
            continue
        opening = _FENCE.match(raw)
        if opening:
            fence = opening.group("fence")
            info = opening.group("info").strip()
            items.append(_Item(_indent(raw), None, "", "code", info, fenced=True))
            continue
        if is_table_line(raw):
            if items and items[-1].kind == "table" and items[-1].lines:
                items[-1].lines.append(raw.strip())
            else:
                items.append(_Item(_indent(raw), None, "", "table", lines=[raw.strip()]))
            continue
        items += _line_items(raw, inline=index == 0)
    return [_finish(item) for item in items]


def _continues_command(items: list[_Item], raw: str) -> bool:
    """A line after one ending in a backslash continues that shell command, unless it is a
    point of its own (`- …`): a point ending in a Windows path (`C:\\Models\\`) ends there."""
    if not items or _BULLET.match(raw):
        return False
    last = items[-1]
    tail = last.lines[-1] if last.lines else last.text
    return last.kind in ("text", "code") and tail.rstrip().endswith("\\") and not last.fenced


def _line_items(raw: str, inline: bool) -> list[_Item]:
    bullet = _BULLET.match(raw)
    indent = _indent(raw)
    if not bullet:
        return _expand(_Item(indent, None, raw.strip()))
    marker = "number" if bullet.group("marker")[0].isdigit() else "bullet"
    text = bullet.group("text").strip()
    if marker == "number":  # the number is the briefing's own text: kept
        text = f"{bullet.group('marker')} {text}"
    column = len(raw.expandtabs(4)) - len(bullet.group("text").expandtabs(4))
    if inline and marker == "bullet":
        parts = [p for p in _INLINE_SPLIT.split(text) if p]
        return [piece for part in parts for piece in _expand(_Item(indent, marker, part))]
    return _expand(_Item(indent, marker, text, column=column))


def _expand(item: _Item) -> list[_Item]:
    """`核心能力： 1. a 2. b 3. c` → the header and its numbered items, one level deeper."""
    head, colon, rest = _split_header(item.text)
    if not colon:
        return [item]
    numbers = list(_INLINE_NUMBERS.finditer(" " + rest))
    if len(numbers) < 2 or [int(m.group("n")) for m in numbers] != list(range(1, len(numbers) + 1)):
        return [item]
    if numbers[0].start() != 0:
        return [item]
    body = " " + rest
    out = [_Item(item.indent, item.marker, head + colon)]
    for position, match in enumerate(numbers):
        end = numbers[position + 1].start() if position + 1 < len(numbers) else len(body)
        text = f"{match.group('n')}. {body[match.end() : end].strip()}"
        out.append(_Item(item.indent + 2, "number", text))
    return out


def _split_header(text: str) -> tuple[str, str, str]:
    match = _COLON.search(text)
    if not match:
        return text, "", ""
    return text[: match.start()], match.group(), text[match.end() :]


def _finish(item: _Item) -> _Item:
    """A text item holding a continued command becomes a code block (after its label)."""
    if item.kind == "table":
        item.text = "\n".join(item.lines)
    elif item.kind == "code":
        item.text = "\n".join(_dedent(item.lines))
    elif item.lines:
        width = min([item.column, *(_indent(line) for line in item.lines)])
        item.kind, item.text = "code", "\n".join([item.text, *(x[width:] for x in item.lines)])
    return item


def _dedent(lines: list[str]) -> list[str]:
    width = min((_indent(line) for line in lines if line.strip()), default=0)
    return [line[width:] if line[:width].isspace() else line.lstrip() for line in lines]


def _indent(line: str) -> int:
    return len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip())


def _tree(items: list[_Item], depth: int = 1) -> list[Point]:
    if depth >= MAX_DEPTH:
        return [_point(item, [], depth) for item in items]
    out: list[Point] = []
    position = 0
    while position < len(items):
        item = items[position]
        end = position + 1
        while end < len(items) and items[end].indent > item.indent:
            end += 1
        if end == position + 1 and _is_header(item):
            end += _adopted(item, items[end:])
        out.append(_point(item, items[position + 1 : end], depth))
        position = end
    return out


def _point(item: _Item, children: list[_Item], depth: int) -> Point:
    if item.kind == "code" and not item.fenced and _LABELLED.match(item.text.split("\n")[0]):
        head, colon, rest = _split_header(item.text)
        command = Point(rest.strip(), "code")
        return Point(head + colon, "text", (command, *_tree(children, depth + 1)))
    return Point(item.text, item.kind, tuple(_tree(children, depth + 1)), item.info)


def _is_header(item: _Item) -> bool:
    return item.kind == "text" and item.text.rstrip().endswith(("：", ":"))


def _adopted(header: _Item, rest: list[_Item]) -> int:
    """How many of the items after a header point are its children."""
    announced = _announced(header.text)
    taken = texts = 0
    blocks_only = switched = False
    labelled: bool | None = None
    for item in rest:
        if item.kind in ("table", "code"):
            taken, blocks_only = taken + 1, True
            continue
        if blocks_only:
            break
        if item.marker is not None and header.marker is not None and item.marker != header.marker:
            taken, switched = taken + 1, True
            continue
        if switched:
            break  # back to the header's own marker: its list goes on
        if announced is not None:
            if texts >= announced:
                break
        else:
            has_label = bool(_LABELLED.match(item.text))
            if labelled is None:
                labelled = has_label
            if has_label or labelled:
                break
        taken, texts = taken + 1, texts + 1
    return taken


def _announced(text: str) -> int | None:
    """The count a header announces: `两处` → 2, `三种` → 3, `4 个` → 4."""
    match = _COUNT.search(text)
    if not match:
        return None
    value = match.group("n")
    return int(value) if value.isdigit() else _NUMERALS.get(value)
