"""Splice: the planned blocks and replacements inserted into the original lines."""

from __future__ import annotations

from patcher.plan.model import Block, BlockKind, Plan
from patcher.text.source import Text

# The order of blocks at one position (what verification re-reads follows it too).
RANK: dict[BlockKind, int] = {
    "nested": -1,
    "update": 0,
    "headupdate": 0,
    "entry": 1,
    "headentry": 1,
    "row": 1,
    "item": 1,
    "section": 2,
}


def splice(text: Text, plan: Plan) -> tuple[Text, dict[str, int]]:
    """New Text with every planned block inserted; returns 1-based new lines per increment."""
    newline = text.newline
    by_position: dict[int, list[Block]] = {}
    for block in sorted(plan.blocks, key=lambda b: (b.position, RANK[b.kind], b.order)):
        by_position.setdefault(block.position, []).append(block)
    lines: list[str] = []
    endings: list[str] = []
    where: dict[str, int] = {}
    size = len(text.lines)
    previous = 0  # the untouched lines between edits are copied a run at a time
    for index in sorted(set(by_position) | set(plan.replacements)):
        lines += text.lines[previous:index]
        endings += text.endings[previous:index]
        for block in by_position.get(index, []):
            if endings and endings[-1] == "":
                endings[-1] = newline
            for increment_id, offset in block.first_lines().items():
                where.setdefault(increment_id, len(lines) + offset + 1)
            new = block.lines
            lines += new
            endings += [newline] * len(new)
            if index == size and text.endings[-1] == "":
                endings[-1] = ""
        previous = min(index, size)
        if index < size:
            replaced = plan.replacements.get(index)
            lines.append(replaced[0] if replaced else text.lines[index])
            endings.append(text.endings[index])
            if replaced:
                where.setdefault(replaced[1], len(lines))
            previous = index + 1
    lines += text.lines[previous:]
    endings += text.endings[previous:]
    new_lines = tuple(lines)
    lines.clear()  # (before the endings' tuple is made: each list is ~1.8 MB at 20 MB)
    return Text(text.name, new_lines, tuple(endings), text.bom), where
