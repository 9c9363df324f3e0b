"""Refuse-if-changed: prove a spliced text kept every original line and the document's structure."""

from __future__ import annotations

from typing import NoReturn

from .document import LivingDocument, parse_section, scan_headings
from .edits import Plan
from .errors import EditRefused
from .sectionmap import SectionMap
from .source import Text


def verify(
    doc: LivingDocument,
    new: Text,
    plan: Plan,
    smap: SectionMap,
    touched: dict[str, tuple[int, set[str]]],
) -> None:
    """Raise EditRefused unless new == old plus the planned lines, headings are unchanged,
    and each touched section gained exactly the planned entries and markers.

    touched maps anchor id → (number of new top-level entries, increment ids expected there).
    """
    old = doc.text
    _check_only_insertions(old, new, plan)
    old_headings = [(h.level, h.text) for h in doc.headings]
    new_headings_full = scan_headings(new.lines)
    if [(h.level, h.text) for h in new_headings_full] != old_headings:
        _refuse(old, "the edit would add, remove or change a heading")
    for anchor_id, (added, ids) in touched.items():
        heading = next(
            h for h in new_headings_full if h.index == _new_heading_index(doc, anchor_id, plan)
        )
        section = parse_section(new, new_headings_full, heading, smap.anchor(anchor_id), smap)
        before = doc.section(anchor_id).top_level_items
        if section.top_level_items != before + added:
            _refuse(
                old,
                f"section {anchor_id} would have {section.top_level_items} entries "
                f"instead of {before + added}",
            )
        seen = set().union(*(e.ids for e in section.entries)) if section.entries else set()
        missing = sorted(ids - seen)
        if missing:
            _refuse(old, f"section {anchor_id}: {', '.join(missing)} did not land inside an entry")


def _check_only_insertions(old: Text, new: Text, plan: Plan) -> None:
    """New lines are exactly the planned ones; every other original line is byte-identical,
    except the planned replacements, which must be table rows replaced by table rows."""
    inserted = sum(len(b.lines) for b in plan.blocks)
    if len(new.lines) != len(old.lines) + inserted:
        _refuse(old, "line count does not match the planned insertions")
    positions: dict[int, int] = {}
    for block in plan.blocks:
        positions[block.position] = positions.get(block.position, 0) + len(block.lines)
    cursor = 0
    for index, line in enumerate(old.lines):
        cursor += positions.get(index, 0)
        expected = plan.replacements.get(index, (line, ""))[0]
        if index in plan.replacements and not (
            line.lstrip().startswith("|") and expected.lstrip().startswith("|")
        ):
            _refuse(old, f"line {index + 1} is not a table row")
        same_line = new.lines[cursor] == expected
        same_end = new.endings[cursor] == old.endings[index] or (
            old.endings[index] == "" and index == len(old.lines) - 1
        )
        if not (same_line and same_end):
            _refuse(old, f"line {index + 1} would change")
        cursor += 1


def _new_heading_index(doc: LivingDocument, anchor_id: str, plan: Plan) -> int:
    index = doc.section(anchor_id).heading
    return index + plan.shift(index)


def _refuse(old: Text, why: str) -> NoReturn:
    raise EditRefused(
        f"refusing to edit: {why}; nothing written",
        path=old.name,
        hint="this is a patcher bug: please report it with the briefing",
    )
