"""Entries that are headings: an anchor section whose sub-headings each lead one entry (a
paragraph, then a list of dated updates), told from sub-headings that group list entries."""

from __future__ import annotations

import re
import sys
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document.identity import Entry, entry_identity, entry_ids, sorted_keys
from patcher.document.lists import Item
from patcher.document.scan import Heading, scan
from patcher.errors import DocumentError
from patcher.text.dates import FULL_DATE, NAMED_DATE, day, named_day
from patcher.text.lazy import lazy
from patcher.text.markdown import ITEM_PREFIX, back_over_blanks
from patcher.text.source import Text

_DATE_PARTS = lazy(r"(\d{4})\D{1,2}(\d{1,2})\D{1,2}(\d{1,2})")
# A month and day opening an update item without its year: in brackets (`【04-02】`, `[04-02]`,
# `（04-02）`) or before a colon (`04-02：`, `04-02: `); not a range or measure (`3-5：`, bare).
_MONTH_DAY_OPENS = lazy(
    r"(?P<open>[【\[（(])?(?P<m>1[0-2]|0[1-9])-(?P<d>3[01]|[12]\d|0[1-9])"
    r"(?(open)[】\]）)]|(?:：|: ))"
)
# A year and month opening an item, before a colon or a dash (`2041-01: …`, `2041年1月：…`,
# `**2041-01** — …`): a month's round, figure or news (not a range `2031-2032`, a day's date).
_YEAR_MONTH_OPENS = lazy(
    r"(?P<y>(?:19|20)\d\d)(?:-(?P<m>1[0-2]|0[1-9])|年(?P<n>1[0-2]|0?[1-9])月)[*_\]】）)]*"
    r"(?:：|:\s| [—–-] )"
)
# The labels of update lists (`Updates:`, `更新：`, `进展：`, `**History**`: bold, no colon).
_UPDATES = lazy(
    r"^(?:#{2,6}\s+)?[*_]{0,2}(?:updates?|history|changelog|timeline|news|更新|进展|动态|时间线|更新记录)"
    r"(?:[*_]{0,2}\s*[:：]|[*_]{0,2}$)",
    re.I,
)
# A label paragraph before the update list: one short line ending in a colon (`Updates:`,
# `**更新：**`, `进展：`), or an update label without one (`**History**`).
_LABEL = lazy(r"^[*_]{0,2}[^\s:：*_][^:：]{0,23}[:：][*_]{0,2}$")


@dataclass(frozen=True)
class HeadStyle:
    """How a section's heading entries are written: their heading level, the label of
    their update lists, the lists' bullet and order (newest first or oldest first)."""

    level: int
    label: str
    bullet: str
    newest_first: bool
    votes: int = 0  # lists newest first minus lists oldest first (0: the section cannot tell)

    @property
    def nested(self) -> bool:
        """The updates are sub-items of a label item (`- History:`, then `  - 2040-06-05: …`)."""
        return self.bullet[:1].isspace()

    def opener(self) -> list[str]:
        """The lines that open an entry's first update list: a blank line, then the label
        (not a heading label, `#### History`: an edit adds no heading)."""
        return ["", self.label] if self.label and not self.label.startswith("#") else [""]

    def describe(self) -> str:
        order = "newest first" if self.newest_first else "oldest first"
        under = f' under "{self.label}"' if self.label else ""
        return f"headings (level {self.level}), updates {order}{under}"


@dataclass(frozen=True)
class _Block:
    """One sub-heading's block: its heading line, end (blanks trimmed) and top-level items."""

    heading: Heading
    end: int
    items: tuple[Item, ...]


def read_heading_entries(
    text: Text,
    anchor: Anchor,
    smap: SectionMap,
    subs: list[Heading],
    items: Sequence[Item],
    told: bool = False,
) -> tuple[tuple[Entry, ...], HeadStyle] | None:
    """The section's heading entries and their style when its sub-headings (one level below
    the anchor's, `subs` with the line the section ends on last) lead entries; None when
    they group list entries (or none has updates: paragraphs alone do not tell, unless the
    document's other sections have `told` that its headings are entries). Refused when some
    lead entries and others group them: which is which is not clear."""
    lines = text.lines
    blocks = _blocks(lines, subs, items)
    if not blocks:
        return None
    kinds = [_kind(lines, b) for b in blocks]
    if "updates" not in kinds and not (told and "prose" in kinds and "group" not in kinds):
        return None
    if "group" in kinds:
        kinds = _fields_alike(lines, blocks, kinds)
    if "group" in kinds:
        _refuse_mixed(text, blocks, kinds)
    entries = tuple(_entry(text, anchor, smap, b) for b in blocks)
    return entries, style_of(lines, blocks, blocks[0].heading.level)


def _blocks(lines: Sequence[str], subs: list[Heading], items: Sequence[Item]) -> list[_Block]:
    """The blocks of the sub-headings one level below the anchor's (deeper ones stay in
    their block); a setext sub-heading is not read as an entry (None of them then)."""
    if len(subs) < 2:
        return []
    level = min(h.level for h in subs[:-1])
    heads = [h for h in subs[:-1] if h.level == level]
    if any(h.lines != 1 or not lines[h.index].lstrip().startswith("#") for h in heads):
        return []
    ends = [*(h.index for h in heads[1:]), subs[-1].index]
    # (each heading's items cut out of the section's, in the reader's order, not every item
    # scanned for each heading: issue 26, round 41)
    starts = [i.start for i in items]
    ordered = starts == sorted(starts)
    found = []
    for head, stop in zip(heads, ends, strict=True):
        end = back_over_blanks(lines, stop, head.index + 1)
        near = (
            items[bisect_right(starts, head.index) : bisect_left(starts, end)] if ordered else items
        )
        own = tuple(i for i in near if head.index < i.start < end and i.column <= 4)
        found.append(_Block(head, end, own))
    return found


def _kind(lines: Sequence[str], block: _Block) -> str:
    """`updates` (a paragraph, then dated update items or a list under an update label),
    `prose` (paragraphs only, or dated update items straight under the heading: an entry
    without a summary, told only by the section's other entries), `group` (items that are
    not updates, or undated items straight under the heading), `none` (nothing in it)."""
    if not block.items:
        return "prose" if block.end > block.heading.index + 1 else "none"
    first = block.items[0].start
    prose = [i for i in range(block.heading.index + 1, first) if lines[i].strip()]
    # (each item read only as far as the answer needs: a group's first item, neither dated,
    # a label nor a field, ends `dated`, and `held` is read only of a block whose items all are)
    dated = _all_dated(lines, block.items, bool(prose))
    if prose and (dated or _UPDATES.match(label_before(lines, block.heading.index, first))):
        return "updates"
    if not dated:
        return "group"
    held = any(label_item(lines, i.start, i.end) for i in block.items)
    return "prose" if held or any(_dated(lines[i.start]) for i in block.items) else "group"


# A field item: a short label and its colon, then its value (`- Links: https://…`, `- Repo: …`,
# `- **Docs**: …`, `- 链接：…`): one or three words at most, no update label.
_FIELD = lazy(
    r"^[*_]{0,2}(?P<label>[^\s:：*_\[\]【（(][^:：\n]{0,23}?)[*_]{0,2}\s*(?::(?:\s|$)|：)"
)


# An item opening as a list entry does (a bold, bracketed or linked name: `**X**`, `【X】`,
# `[X](…)`): no note of a history.
_NAMED_ITEM = lazy(r"[*_]{2}|【|\[[^\]]+\]\(")


def _all_dated(lines: Sequence[str], items: Sequence[Item], summary: bool = False) -> bool:
    """Every item is an update, an update label, or a field item beside a label item holding
    updates (`- Links: …` beside `- History:` over `  - 2035-05-02: …`); or, in a block with a
    summary paragraph, after a first dated item, an undated note among at least as many
    updates (`- 2036-2037 roadmap: …` in a history list; not an item led by a name as a list
    entry's is). Read in order, stopping at a first item that is none of them."""
    fields = holding = False
    updates = notes = 0
    for item in items:
        if _update(lines[item.start]):
            updates += 1
        elif label_item(lines, item.start, item.end):
            holding = holding or bool(nested_items(lines, item.start, item.end))
        elif updates and summary and not _names_first(lines[item.start]):
            notes += 1  # (a note or a field after the first update: `- 2036-2037 roadmap: …`)
        elif _field_item(lines, item):
            fields = True
        else:
            return False
    return notes <= updates and (holding or not fields)


def _names_first(line: str) -> bool:
    prefix = ITEM_PREFIX.match(line)
    return bool(prefix and _NAMED_ITEM.match(line[prefix.end() :].strip()))


def _fields_alike(lines: Sequence[str], blocks: list[_Block], kinds: list[str]) -> list[str]:
    """The kinds with a `group` block read as an entry (`prose`) where it has a paragraph and
    its items are all fields the section's entries with updates hold, or updates (`- Facts:
    released …` alone or with a night's update after it, beside `- Facts: …` over
    `- History:` elsewhere)."""
    held = {
        label
        for block, kind in zip(blocks, kinds, strict=True)
        if kind == "updates"
        for item in block.items
        if (label := _field_label(lines, item))
    } | _fields_beside_histories(lines)
    return [
        "prose"
        if kind == "group"
        and _has_paragraph(lines, block)
        and all(
            (held and _field_label(lines, item) in held)
            or _link_field(lines, item)
            or _update(lines[item.start])
            for item in block.items
        )
        else kind
        for block, kind in zip(blocks, kinds, strict=True)
    ]


# A link, a field's whole value (`https://pike.example/docs`, `<https://…>`, `[docs](https://…)`).
_LINK_VALUE = lazy(r"<?https?://\S+>?|\[[^\]\n]+\]\(https?://[^)\s]+\)")


def _link_field(lines: Sequence[str], item: Item) -> bool:
    """A top-level field item, not led by a name as a list entry is, whose value is a link
    alone (`- Links: https://pike.example/docs`): an entry's field, whatever the document's
    other entries hold (not `- **Loom**: https://…`, a list entry; not `- Loom: a scheduler`)."""
    line = lines[item.start]
    if item.end - item.start > 1 or _names_first(line) or not _top_field(lines, item.start):
        return False
    prefix = ITEM_PREFIX.match(line)
    found = _FIELD.match(line[prefix.end() :].strip()) if prefix else None
    value = line[prefix.end() :].strip()[found.end() :].strip() if prefix and found else ""
    return bool(value) and _LINK_VALUE.fullmatch(value) is not None


def _fields_beside_histories(lines: Sequence[str]) -> set[str]:
    """The field labels the document's entries write beside an update label holding dated
    sub-items (`- Facts: …` over `- History:` and `  - 2041-01: …`), folded: fields its
    entries hold in one section are fields in the others, whose updates may be written
    straight under the heading (`- Facts: …` beside `- 2041-02-01: released.`)."""
    held: set[str] = set()
    run: list[int] = []
    for n, line in enumerate([*lines, ""]):
        if line.strip() and not line.lstrip().startswith("#"):
            run.append(n)
            continue
        if any(_label_line(lines[m]) and _nested_dated(lines, m, run[-1] + 1) for m in run):
            held |= {label for m in run if (label := _top_field(lines, m))}
        run = []
    return held


def _nested_dated(lines: Sequence[str], start: int, end: int) -> bool:
    nested = nested_items(lines, start, end)
    return bool(nested) and not lines[start][:1].isspace() and label_item(lines, start, end)


def _top_field(lines: Sequence[str], n: int) -> str:
    """A top-level field item's folded label (`facts` of `- Facts: …`), or ""."""
    if lines[n][:1].isspace() or _label_line(lines[n]):
        return ""
    prefix = ITEM_PREFIX.match(lines[n])
    found = _FIELD.match(lines[n][prefix.end() :].strip()) if prefix else None
    if found is None or len(found["label"].split()) > 3:
        return ""
    return found["label"].strip().casefold()


def _has_paragraph(lines: Sequence[str], block: _Block) -> bool:
    first = block.items[0].start if block.items else block.end
    return any(lines[n].strip() for n in range(block.heading.index + 1, first))


def _field_label(lines: Sequence[str], item: Item) -> str:
    """A field item's label, folded (`facts` of `- **Facts**: …`), or "" (no field item)."""
    if not _field_item(lines, item):
        return ""
    prefix = ITEM_PREFIX.match(lines[item.start])
    found = _FIELD.match(lines[item.start][prefix.end() :].strip() if prefix else "")
    return found["label"].strip().casefold() if found else ""


def _field_item(lines: Sequence[str], item: Item) -> bool:
    """The item is a field (`_FIELD`), its sub-items (a list of links) undated."""
    prefix = ITEM_PREFIX.match(lines[item.start])
    content = lines[item.start][prefix.end() :].strip() if prefix else ""
    found = _FIELD.match(content)
    if found is None or len(found["label"].split()) > 3 or _label_line(lines[item.start]):
        return False
    return not any(_dated(lines[n]) for n in nested_items(lines, item.start, item.end))


def _label_line(line: str) -> bool:
    """A list item that is only an update label (`- History:`, `- **Updates**`, `- 更新：`)."""
    prefix = ITEM_PREFIX.match(line)
    if not prefix:
        return False
    content = line[prefix.end() :].strip()
    found = _UPDATES.match(content)
    return found is not None and not content[found.end() :].strip("*_ :：")


def label_item(lines: Sequence[str], start: int, end: int) -> bool:
    """The item at `start` (ending at `end`) is an update label whose sub-items, if any,
    are dated updates (`- History:` over `  - 2040-06-05: …`): the entry's update list; an
    undated note after a first dated sub-item (`  - 2041-01–03: private beta …`), among at
    least as many dated ones, is of that history, as it is straight under a heading."""
    return _label_line(lines[start]) and _history(
        [_update(lines[n]) for n in nested_items(lines, start, end)]
    )


def _history(dated: Sequence[bool]) -> bool:
    """Items (dated or not, in order) make a history: none, or a dated one first and the
    undated ones no more than the dated."""
    return not dated or (dated[0] and 2 * sum(dated) >= len(dated))


def nested_items(lines: Sequence[str], start: int, end: int) -> list[int]:
    """The lines of the item at `start`'s own sub-items (the shallowest ones) up to `end`."""
    found = [
        n for n in range(start + 1, end) if lines[n][:1].isspace() and ITEM_PREFIX.match(lines[n])
    ]
    if not found:
        return []
    column = min(_indent(lines[n]) for n in found)
    return [n for n in found if _indent(lines[n]) == column]


def _indent(line: str) -> int:
    return len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip())


def _update(line: str) -> bool:
    """An update item: dated, or written by the patcher (a note, its marker on the line)."""
    return _dated(line) or "<!-- livedoc:" in line


def _dated(line: str) -> bool:
    return _leading_date(line) is not None


def _leading_date(line: str) -> tuple[int, int, int] | None:
    """The date a list item's content opens with (`2038-02-26: …`, `**2038-02-26** …`,
    `2038年2月26日：…`, `Feb 26, 2038: …`, in brackets `【2038-02-26】…`), or a month and day
    in brackets or before a colon (`【02-26】…`, `02-26：…`: year 0, the entry's history
    tells the year), or None (not an item, or not dated)."""
    prefix = ITEM_PREFIX.match(line)
    # (the date bold or a link's text: `**2038-02-26**`, `[2038-02-26](…)`; in brackets)
    content = line[prefix.end() :].strip().lstrip("*_[【（(") if prefix else ""
    if found := FULL_DATE.match(content):
        return day(found)
    if found := _YEAR_MONTH_OPENS.match(content):
        return int(found["y"]), int(found["m"] or found["n"]), 0
    if found := _MONTH_DAY_OPENS.match(line[prefix.end() :].strip() if prefix else ""):
        return 0, int(found["m"]), int(found["d"])
    found = NAMED_DATE.match(content)
    return named_day(found) if found else None


def _refuse_mixed(text: Text, blocks: list[_Block], kinds: list[str]) -> None:
    entry = blocks[kinds.index("updates")].heading
    group = blocks[kinds.index("group")].heading
    raise DocumentError(
        f"sub-headings mix entries and groups: `{entry.text}` (line {entry.index + 1}) leads "
        f"an entry with dated updates, `{group.text}` (line {group.index + 1}) a list of entries",
        path=text.name,
        line=group.index + 1,
        hint="give every sub-heading of the section the same role: one entry per heading "
        "(a paragraph, then dated update items) or one group of list entries per heading",
    )


def _entry(text: Text, anchor: Anchor, smap: SectionMap, block: _Block) -> Entry:
    """The entry a heading's block is: its lead the heading text, its keys from the block."""
    first, end = block.heading.index, block.end
    prefix = sys.intern("#" * block.heading.level + " ")
    body = "\n".join(text.lines[first:end])
    keys, ids = entry_identity(
        f"{block.heading.text} {_paragraph(text.lines, first, end)}", body, smap
    )
    sub = next((i.start for i in reversed(block.items) if _dated(text.lines[i.start])), None)
    if sub is None:
        sub = next((n for i in block.items for n in _label_updates(text.lines, i)[-1:]), None)
    sub_prefix = ITEM_PREFIX.match(text.lines[sub]) if sub is not None else None
    return Entry(
        anchor.id,
        first,
        end,
        prefix,
        1,
        sorted_keys(keys),
        sorted_keys(ids),
        sys.intern(sub_prefix.group(0)) if sub_prefix else None,
        None,
        text.lines,
    )


def _label_updates(lines: Sequence[str], item: Item) -> list[int]:
    """The dated sub-items of a label item (`- History:`), or [] (not a label item)."""
    return (
        nested_items(lines, item.start, item.end) if label_item(lines, item.start, item.end) else []
    )


def description(entry: Entry) -> str:
    """A heading entry's first paragraph, what its heading's thing is (`Document OCR and layout
    benchmark: …` under `### GlyphBench — Quarry Labs`); "" for a list entry."""
    if not entry.prefix.startswith("#") or not entry.lines:
        return ""
    return _paragraph(entry.lines, entry.start, entry.end)


def summary(entry: Entry) -> str:
    """A heading entry's paragraphs before its first list or sub-heading, joined: its summary
    after a fields line (`Maker: … · Released: …`, then what the thing is); "" for a list
    entry."""
    if not entry.prefix.startswith("#") or not entry.lines:
        return ""
    found: list[str] = []
    for line in entry.lines[entry.start + 1 : entry.end]:
        if ITEM_PREFIX.match(line) or line.lstrip().startswith("#"):
            break
        if line.strip():
            found.append(line.strip())
    return " ".join(found)


def _paragraph(lines: Sequence[str], first: int, end: int) -> str:
    """The block's first paragraph (after its heading), joined."""
    found: list[str] = []
    for line in lines[first + 1 : end]:
        if not line.strip():
            if found:
                break
            continue
        if ITEM_PREFIX.match(line):
            break
        found.append(line.strip())
    return " ".join(found)


def style_of(lines: Sequence[str], blocks: list[_Block], level: int) -> HeadStyle:
    """The style the section's entries share: the label and bullet most update lists use,
    and their order (newest first when most lists with two dates run down)."""
    labels: dict[str, int] = {}
    bullets: dict[str, int] = {}
    down = up = 0
    for block in blocks:
        if not block.items:
            continue
        label, starts = _block_list(lines, block)
        labels[label] = labels.get(label, 0) + 1
        prefix = ITEM_PREFIX.match(lines[starts[0]]) if starts else None
        if prefix:
            bullets[prefix.group(0)] = bullets.get(prefix.group(0), 0) + 1
        order = _order(lines, starts)
        down += order < 0
        up += order > 0
    label = max(labels, key=lambda k: labels[k], default="")
    bullet = max(bullets, key=lambda k: bullets[k], default="- ")
    return HeadStyle(level, label, bullet, down > up, down - up)


def _block_list(lines: Sequence[str], block: _Block) -> tuple[str, list[int]]:
    """A block's update label and the first lines of its update items: the label item and
    its sub-items (`- History:`), else the label before its list and its top-level items."""
    for item in block.items:
        if label_item(lines, item.start, item.end):
            return lines[item.start].rstrip(), nested_items(lines, item.start, item.end)
    label = label_before(lines, block.heading.index, block.items[0].start)
    return label, [i.start for i in block.items]


def documents_order(styles: Sequence[HeadStyle | None]) -> bool:
    """Whether the document's update lists run newest first (for a section whose own lists
    cannot tell: one date each, or none)."""
    return sum(s.votes for s in styles if s is not None) > 0


def label_before(lines: Sequence[str], heading: int, first_item: int) -> str:
    """The label line just before a block's update list (`Updates:`), or ""."""
    before = back_over_blanks(lines, first_item, heading + 1)
    line = lines[before - 1].strip() if before > heading + 1 else ""
    return line if _LABEL.match(line) or _UPDATES.match(line) else ""


def _order(lines: Sequence[str], starts: Sequence[int]) -> int:
    """-1 when the items' dates run down (newest first), 1 when up, 0 when unsure."""
    dates = [d for i in starts if (d := _date(lines[i]))]
    if len(dates) < 2 or dates[0] == dates[-1]:
        return 0
    return -1 if dates[0] > dates[-1] else 1


def _date(line: str) -> tuple[int, int, int] | None:
    if leading := _leading_date(line):
        return leading
    found = _DATE_PARTS.search(line)
    return (int(found[1]), int(found[2]), int(found[3])) if found else None


def update_place(lines: Sequence[str], entry: Entry, style: HeadStyle) -> tuple[int, list[str]]:
    """Where a new update item of a heading entry goes (before its first update item when
    they run newest first, after its last otherwise), and the lines that open its update
    list when it has none yet (a blank line and the section's label)."""
    span = range(entry.start + 1, entry.end)
    label = next((n for n in span if _top_item(lines[n]) and _label_line(lines[n])), None)
    if label is not None and style.nested:
        return _nested_place(lines, label, entry.end, style), []
    tops = [i for i in span if _top_item(lines[i])]
    if label is None and style.nested and style.label.startswith(("-", "*", "+")) and tops:
        # (fields and no update list yet, `- Facts: …`: the list opens after them, its label
        # an item of theirs, `- History:`)
        return _item_end(lines, tops[-1], entry.end), [style.label]
    # (no item dated: its items under the label are the updates, `- 2.1 adds video (2031-02-20)`)
    items = [i for i in span if _top_update(lines[i])] or [i for i in span if _top_item(lines[i])]
    if not items:
        return entry.end, style.opener()
    items = _update_list(lines, entry.start, items)
    if style.newest_first:
        return items[0], []
    return _item_end(lines, items[-1], entry.end), []


def _nested_place(lines: Sequence[str], label: int, stop: int, style: HeadStyle) -> int:
    """Where an update goes in the list nested under a label item (`- History:`): before
    its first sub-item when they run newest first, else after the label item's last line."""
    end = _item_end(lines, label, stop)
    nested = nested_items(lines, label, end)
    if nested and style.newest_first:
        return nested[0]
    return end


def _update_list(lines: Sequence[str], heading: int, items: list[int]) -> list[int]:
    """The items of one list among `items` (an entry may hold several, `#### Scores` after
    its history): the list under an update label (`**History**`, `#### History`), else the
    first."""
    runs = [[items[0]]]
    for item in items[1:]:
        if _list_ends(lines, runs[-1][-1], item):
            runs.append([item])
        else:
            runs[-1].append(item)
    labelled = [r for r in runs if _UPDATES.match(label_before(lines, heading, r[0]))]
    return (labelled or runs)[0]


def _list_ends(lines: Sequence[str], after: int, before: int) -> bool:
    """A heading, or a paragraph after a blank line, between two top-level items: they are
    items of two lists."""
    return any(
        lines[n].startswith("#")
        or (lines[n].strip() and not lines[n][:1].isspace() and not lines[n - 1].strip())
        for n in range(after + 1, before)
        if not ITEM_PREFIX.match(lines[n])
    )


def _item_end(lines: Sequence[str], start: int, stop: int) -> int:
    """The line after a top-level item starting at `start`: past its lazy continuation
    lines and its indented lines (sub-items, later paragraphs), blanks not counted."""
    end = last = start + 1
    while end < stop and not (
        lines[end].strip()
        and not lines[end][:1].isspace()
        and (ITEM_PREFIX.match(lines[end]) or not lines[end - 1].strip())
    ):
        end += 1
        if lines[end - 1].strip():
            last = end
    return last


def _top_dated(line: str) -> bool:
    return not line[:1].isspace() and _dated(line)


def _top_item(line: str) -> bool:
    return not line[:1].isspace() and bool(ITEM_PREFIX.match(line))


def _top_update(line: str) -> bool:
    """A top-level update item: dated, or a note the patcher wrote (its marker)."""
    return not line[:1].isspace() and bool(ITEM_PREFIX.match(line)) and _update(line)


def opens_updates(line: str, style: HeadStyle | None = None) -> bool:
    """The line is an update item (one a new update goes before, newest first): top-level,
    or at the sub-items' indentation when the updates are nested under a label item (the
    label item itself opens none)."""
    if style is not None and style.nested:
        prefix = ITEM_PREFIX.match(line)
        return bool(prefix) and _indent(line) == _indent(style.bullet)
    if _label_line(line):
        return False
    return _top_dated(line) or bool(ITEM_PREFIX.match(line) and not line[:1].isspace())


def head_window_ids(text: Text, start: int, end: int, level: int) -> list[set[str]]:
    """The increment ids each heading entry of lines start..end holds (start: an entry's
    heading or the line after the section's last entry), read on their own: what the
    pre-write check counts."""
    heads = [h.index + start for h in scan(text.lines[start:end]).headings if h.level == level]
    bounds = [*heads, end]
    return [entry_ids("\n".join(text.lines[a:b])) for a, b in pairwise(bounds)]
