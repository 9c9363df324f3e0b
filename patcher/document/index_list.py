"""An arXiv index kept as a list (`- 2703.18820 — Title (§1.1)`): its items read as rows,
the shape its items share, and new items written in that shape."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass

from patcher.text import refs
from patcher.text.lazy import lazy
from patcher.text.markdown import ITEM_PREFIX

# The id first (bold, code, a link or `arXiv:` around it), then a separator, then the rest.
_LEAD = lazy(
    r"^(?P<pre>(?:\*\*|__|`|\[){0,2}(?:arXiv\s*[:：]?\s*)?)"
    r"(?P<id>\d{4}\.\d{4,5}(?:v\d+)?)"
    r"(?P<post>(?:\*\*|__|`|\]\([^)\s]*\)){0,2})"
    r"(?P<sep>\s*(?:—|–|-|:|：|\||·)\s*|\s+)(?P<rest>\S.*)$",
    re.IGNORECASE,
)
# A trailing group holding the section or dates: `(§1.1)`, `（§1.2，2037-05-03）`.
_PAREN_TAIL = lazy(r"^(?P<title>.*?\S)(?P<tail>\s*[(（][^()（）]*[)）])\s*$")
_SECTION = lazy(r"§\s*\d+(?:\.\d+)*")
_DAY = lazy(r"(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)")
# A field ending with its section or day (what a label may precede, nothing follow).
_PLACE_END = lazy(r"(?:§\s*\d+(?:\.\d+)*|(?<!\d)\d{4}-\d{2}-\d{2})[)）]?[.。]?\s*$")
# A word saying a day is when the paper was first listed or published, not last confirmed
# (`first 2037-11-09`, `published 2037-11-02`).
_FIRST_LABEL = lazy(
    r"(?:(?<![A-Za-z])(?i:first(?:\s+seen|\s+listed)?|added|since|published|submitted|posted)"
    r"|首次\w{0,2}|首见|收录|加入|发表于?|提交于?)"
    r"\s*[:：=]?\s*$"
)
ID, TITLE, SECTION, DAY = "\0id\0", "\0title\0", "\0section\0", "\0day\0"
NAME = "\0name\0"  # a section written by its heading's name (`(Memory and context)`)
_PIECE_EDGE = r"[()（）,，;；·|\s]"


@dataclass(frozen=True, slots=True)
class Item:
    """One top-level item of the list holding an arXiv id: its line and how it reads."""

    id: str
    line: int
    prefix: str  # indent, marker and gap: `- `, `3. `
    shape: str | None  # the body with id, title, section and days as placeholders; None: unread


@dataclass(frozen=True)
class ListShape:
    """How the list's items are written: what a new item copies."""

    prefix: str  # of the last item (a number counts on from it)
    shape: str | None  # the most common readable shape; None when no shape can be chosen
    problem: str  # why no shape was chosen ("" when one was)
    line: int  # 0-based line of the first item
    loose: bool  # blank lines between items
    tied: int = 0  # how many shapes the items share equally often (0: one leads)

    @property
    def section(self) -> bool:
        return self.shape is not None and (SECTION in self.shape or NAME in self.shape)

    @property
    def named(self) -> bool:
        """Its items name their section by its heading's name, not its § code."""
        return self.shape is not None and NAME in self.shape

    @property
    def days(self) -> int:
        return 0 if self.shape is None else self.shape.count(DAY)

    def write(self, values: dict[str, str], number: int) -> str:
        """A new item: the shape filled (the days as first … last), numbered on if ordered."""
        assert self.shape is not None
        days = [values["first"]] * (self.days - 1) + [values["last"]]
        text = self.shape.replace(ID, values["id"]).replace(TITLE, values["title"])
        text = text.replace(SECTION, values["section"]).replace(NAME, values["section"])
        for day in days[: self.days]:
            text = text.replace(DAY, day, 1)
        return _numbered(self.prefix, number) + text


def _numbered(prefix: str, number: int) -> str:
    found = ITEM_PREFIX.match(prefix)
    if found is None or found.group("num") is None:
        return prefix
    marker = found.group("marker")
    return prefix.replace(marker, f"{int(found.group('num')) + number}{marker[-1]}", 1)


def shape_of(body: str, names: Collection[str] = ()) -> str | None:
    """The item's body with its id, title, section (its § code, else one of `names`, the
    document's section names) and days as placeholders; None when the id does not lead or
    no title follows it."""
    found = _LEAD.match(body)
    if found is None:
        return None
    title, tail = _split_tail(found.group("rest"), found.group("sep"), names)
    if not title.strip():
        return None
    arxiv = found.group("id")
    tail = _SECTION.sub(SECTION, tail, count=1) if _SECTION.search(tail) else _named(tail, names)
    head = found.group("pre") + ID + found.group("post").replace(arxiv, ID) + found.group("sep")
    return head + TITLE + _DAY.sub(DAY, tail)


# Separators of the fields a tail may use besides the one after the id (`— Title · §1.4 ·
# 2037-05-03`, `— Title (§1.4), first 2037-05-03`).
_FIELD_SEPARATORS = (" · ", " | ", "; ", "；", ", ", "，")
_DOT = lazy(r"(\s*·\s*)")


def _split_tail(rest: str, sep: str, names: Collection[str]) -> tuple[str, str]:
    """(title, tail): the tail a trailing group, or trailing fields naming a section or day
    (separated as after the id, or by another field separator), with a group before them."""
    paren = _PAREN_TAIL.match(rest)
    if paren and _names_place(paren.group("tail"), names):
        return paren.group("title"), paren.group("tail")
    for field_sep in dict.fromkeys(([sep] if sep.strip() else []) + list(_FIELD_SEPARATORS)):
        # (a middle dot with or without its spaces: `（§1.1）· first 2037-05-03`)
        split = _DOT if field_sep.strip() == "·" else re.compile(f"({re.escape(field_sep)})")
        parts = split.split(rest)
        fields = parts[0::2]
        place = _names_place if field_sep == sep else _only_place
        keep = len(fields)
        while keep > 1 and place(fields[keep - 1], names):
            keep -= 1
        if keep < len(fields):
            title, tail = "".join(parts[: 2 * keep - 1]), "".join(parts[2 * keep - 1 :])
            paren = _PAREN_TAIL.match(title)
            if paren and _names_place(paren.group("tail"), names):
                return paren.group("title"), paren.group("tail") + tail
            return title, tail
    return rest, ""


def _only_place(text: str, names: Collection[str]) -> bool:
    """A field that is a section or a day and at most a two-word label before it (`first
    2037-05-03`, `§1.4`), not a title's words holding a day (`from the 2035-02-14 Storm`,
    `2035-02-14 Edition`: a word after the day is the title's)."""
    if not _names_place(text, names):
        return False
    found = _name_in(text, names)
    rest = text if found is None else text.replace(found.group(), " ")
    if len(_DAY.sub(" ", _SECTION.sub(" ", rest)).split()) > 2:
        return False
    return bool(_PLACE_END.search(text)) or (
        found is not None and text.strip().endswith(found.group())
    )


def _names_place(text: str, names: Collection[str]) -> bool:
    return bool(_SECTION.search(text) or _DAY.search(text) or _name_in(text, names))


def _name_in(text: str, names: Collection[str]) -> re.Match[str] | None:
    """The first of `names` (longest first) that `text` writes as a whole piece (between
    brackets, separators or the ends)."""
    for name in sorted(names, key=len, reverse=True):
        if not name:
            continue
        piece = rf"(?:(?<={_PIECE_EDGE})|^){re.escape(name)}(?={_PIECE_EDGE}|$)"
        if found := re.search(piece, text.strip(), re.IGNORECASE):
            return found
    return None


def _named(tail: str, names: Collection[str]) -> str:
    """The tail with the section name it writes as the NAME placeholder."""
    stripped = tail.strip()
    found = _name_in(tail, names)
    if found is None:
        return tail
    start = tail.index(stripped) + found.start()
    return tail[:start] + NAME + tail[start + len(found.group()) :]


def items(
    lines: tuple[str, ...],
    span: tuple[int, int],
    opaque: Collection[int] = (),
    names: Collection[str] = (),
) -> list[Item]:
    """The top-level list items of lines span[0]..span[1] that hold an arXiv id (items
    indented deeper than the shallowest such item are its sub-items); `names`: the
    document's section names an item may write its section as."""
    found: list[tuple[int, Item]] = []
    for index in range(*span):
        if index in opaque:
            continue
        prefix = ITEM_PREFIX.match(lines[index])
        arxiv = refs.first_arxiv_id(lines[index]) if prefix else None
        if prefix is None or arxiv is None:
            continue
        body = lines[index][prefix.end() :]
        shape = shape_of(body, names) if refs.first_arxiv_id(body[:40]) == arxiv else None
        item = Item(arxiv, index, prefix.group(0), shape)
        found.append((len(prefix.group("indent").expandtabs(4)), item))
    if not found:
        return []
    top = min(indent for indent, _ in found)
    return [item for indent, item in found if indent == top]


def list_shape(lines: tuple[str, ...], read: list[Item]) -> ListShape:
    """The shape new items copy: the one most items share (on a tie the newest item's;
    none when no item reads)."""
    counts = Counter(item.shape for item in read if item.shape is not None)
    first, last = read[0].line, read[-1].line
    loose = any(not lines[i].strip() for i in range(first, last))
    ranked = counts.most_common()
    if not ranked:
        problem = "no item starts with its arXiv id followed by a title"
        return ListShape(read[-1].prefix, None, problem, first, loose)
    # Shapes tied: the newest item's, as an editor appending to the list copies the item
    # above (`tied` tells adopt how many ways the list is written equally often).
    tied = {shape for shape, count in ranked if count == ranked[0][1]}
    shape = next(item.shape for item in reversed(read) if item.shape in tied)
    return ListShape(read[-1].prefix, shape, "", first, loose, len(tied) if len(tied) > 1 else 0)


def cells(line: str) -> tuple[str, ...]:
    """An item as cells for the guard and the checks: its body with its days blanked, then
    each day (so the last day is the last-confirmed cell, as in a table row)."""
    prefix = ITEM_PREFIX.match(line)
    body = line[prefix.end() :] if prefix else line
    return (_DAY.sub("…", body).strip(), *_DAY.findall(body))


def with_last_day(line: str, day: str) -> str | None:
    """The item with its last-confirmed day replaced by `day`; None when it shows none."""
    last = _last_confirmed(line)
    return None if last is None else line[: last.start()] + day + line[last.end() :]


def last_day(line: str) -> str | None:
    """The day the item shows as last confirmed: its last day, unless a word before it says
    it is the day the paper was first listed (`first 2037-11-09`), which never moves."""
    last = _last_confirmed(line)
    return None if last is None else last.group()


def _last_confirmed(line: str) -> re.Match[str] | None:
    """The item's last day outside its title (a day the title holds, `Lessons from the
    2037-02-14 Outage`, is the paper's words), unless labelled a first or a paper's own day."""
    found = [m for m in _DAY.finditer(line) if m.start() >= _title_end(line)]
    if not found or _FIRST_LABEL.search(line[max(0, found[-1].start() - 16) : found[-1].start()]):
        return None
    return found[-1]


def _title_end(line: str) -> int:
    """Where the item's title ends in `line` (its end when the title cannot be read: no day
    of an unread item is taken for a last-confirmed one)."""
    prefix = ITEM_PREFIX.match(line)
    start = prefix.end() if prefix else 0
    found = _LEAD.match(line[start:])
    if found is None:
        return len(line)
    title, _ = _split_tail(found.group("rest"), found.group("sep"), ())
    return start + found.start("rest") + len(title)


def end_of(lines: tuple[str, ...], item: Item, stop: int) -> int:
    """The line after the item's own lines (its continuation and sub-items), before `stop`."""
    indent = len(item.prefix) - len(item.prefix.lstrip())
    index = item.line + 1
    while index < stop and lines[index].strip():
        prefix = ITEM_PREFIX.match(lines[index])
        if lines[index].lstrip().startswith("#"):
            break
        if prefix and len(prefix.group("indent")) <= indent:
            break
        index += 1
    return index
