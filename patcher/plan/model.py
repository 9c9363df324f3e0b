"""The plan's data types: what happened to each increment (`Action`), and the blocks of new
lines and whole-line replacements (`Plan`) that output/ splices, verifies and diffs."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Literal

from patcher.plan.routes import Via
from patcher.text.source import Text

# What happened to an increment (`Action.action`).
ActionKind = Literal["inserted", "updated", "unchanged", "unrouted", "conflict"]


@dataclass(frozen=True)
class Action:
    """What happened to one increment."""

    id: str
    title: str
    anchor: str
    action: ActionKind
    via: Via
    matched: str | None
    line: int | None
    flags: tuple[str, ...] = ()
    brief: str = ""
    omitted: str = ""  # what a detail limit left out (`5 points, 1 table`)
    reason: str = ""  # why a `conflict` was not applied
    possibly: str = ""  # `<entry> (why)`: a new entry that may continue this one
    possibly_line: int | None = None  # that entry's 1-based line, when it was already there


Segment = list[tuple[str, str]]  # (line text, id of the increment that wrote it)


# What a block holds; at one position they go "nested", "update", then "entry"/"row", then
# "section" (output/splice.py).
BlockKind = Literal[
    "nested", "update", "headupdate", "entry", "headentry", "row", "item", "section"
]


@dataclass
class Block:
    """Lines inserted before one original line index: entries' segments, with blank padding."""

    position: int
    order: int
    kind: BlockKind
    segments: list[Segment] = field(default_factory=list)
    leading: bool = False
    trailing: bool = False

    @property
    def lines(self) -> list[str]:
        body = [line for segment in self.segments for line, _ in segment]
        return [""] * self.leading + body + [""] * self.trailing

    @property
    def size(self) -> int:
        """len(lines), counted without building them (splice, verify and the diff ask for
        every block's size, some once per section)."""
        return self.leading + sum(len(segment) for segment in self.segments) + self.trailing

    def first_lines(self) -> dict[str, int]:
        """0-based offset in `lines` of each increment's first line."""
        offsets: dict[str, int] = {}
        offset = int(self.leading)
        for segment in self.segments:
            for _line, increment_id in segment:
                offsets.setdefault(increment_id, offset)
                offset += 1
        return offsets


@dataclass
class Plan:
    """Blocks of new lines, keyed by the original line index they go before."""

    blocks: list[Block] = field(default_factory=list)
    # Whole-line replacements (index-table cells): original index → (new line, item id).
    replacements: dict[int, tuple[str, str]] = field(default_factory=dict)
    # What verification must find afterwards: anchor → (new top-level entries, item ids).
    expect: dict[str, tuple[int, set[str]]] = field(default_factory=dict)
    # Sections created in this run: anchor id → the block that holds heading and content.
    created: dict[str, Block] = field(default_factory=dict)

    def add(
        self,
        position: int,
        kind: BlockKind,
        segment: Segment,
        leading: bool = False,
        trailing: bool = False,
    ) -> Block:
        block = Block(position, len(self.blocks), kind, [segment], leading, trailing)
        self.blocks.append(block)
        return block

    def changes(self, old: Text) -> list[tuple[int, int, int, int]]:
        """The plan as (old i1, i2, new j1, j2) changes, for the diff."""
        shift = self.shifts()
        total = len(old.lines)
        changes = []
        for position, size in shift.sizes.items():
            after = position + shift(position)  # new index of old line `position`
            changes.append((position, position, after - size, after))
            if position == total and old.endings[-1] == "":  # the last line gains an ending
                last = total - 1 + shift(total - 1)
                changes.append((total - 1, total, last, last + 1))
        for index in self.replacements:
            at = index + shift(index)
            changes.append((index, index + 1, at, at + 1))
        return changes

    def shift(self, index: int) -> int:
        """How many new lines land before original line index `index` (to ask for many
        lines, take `shifts()` once)."""
        return self.shifts()(index)

    def shifts(self) -> Shifts:
        """`shift` for the plan as it is now, each look-up a binary search (take it once
        planning is done: blocks added or grown later are not in it)."""
        sizes: dict[int, int] = {}
        for block in self.blocks:
            sizes[block.position] = sizes.get(block.position, 0) + block.size
        return Shifts(sizes)


class Shifts:
    """How many new lines land before each original line, from the inserted lines' sizes
    by position (a snapshot of a plan)."""

    def __init__(self, sizes: dict[int, int]) -> None:
        self.sizes = sizes  # position → lines inserted before it, in the plan's block order
        self.positions = sorted(sizes)
        self.before: list[int] = []  # lines inserted at or before positions[i]
        total = 0
        for position in self.positions:
            total += sizes[position]
            self.before.append(total)

    def __call__(self, index: int) -> int:
        """How many new lines land before original line index `index`."""
        count = bisect_right(self.positions, index)
        return self.before[count - 1] if count else 0
