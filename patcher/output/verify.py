"""Refuse-if-changed: prove a spliced text kept every original line and the document's structure.

Two readings judge it: the document's own reader (cmark-gfm) re-reads the touched sections'
entries, and an independent one (markdown-it-py, `independent`) compares the old and new
text around every edit block by block.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import replace
from typing import NoReturn

from patcher.config.sectionmap import SectionMap
from patcher.document.blocks import table_spans
from patcher.document.headentries import head_window_ids
from patcher.document.index_list import last_day, with_last_day
from patcher.document.lists import read_window, window_ids
from patcher.document.scan import scan, scan_headings
from patcher.document.sections import LivingDocument, Section
from patcher.document.unclosed import unclosed
from patcher.errors import DocumentError, EditRefused, RenderRefused
from patcher.output import independent
from patcher.plan.model import Plan, Shifts
from patcher.text.markdown import ITEM_PREFIX
from patcher.text.source import Text


def verify(
    doc: LivingDocument,
    new: Text,
    plan: Plan,
    smap: SectionMap,
) -> None:
    """Raise EditRefused unless new == old plus the planned lines, headings are unchanged,
    and each touched section gained exactly the planned entries and markers.

    plan.expect maps anchor id → (number of new top-level entries, increment ids expected there).
    """
    old = doc.text
    _check_open_end(doc, plan)
    _check_only_insertions(old, new, plan)
    _check_blocks(doc, plan)
    shift = plan.shifts()  # once for every section (each look-up a binary search)
    for anchor_id, (added, ids) in plan.expect.items():
        if anchor_id in plan.created:
            _check_created(plan, smap, anchor_id, (added, ids))
        else:
            _check_section(doc, (new, shift), plan, smap, anchor_id, (added, ids))
    try:
        independent.check(doc, new, plan)
    except independent.Refusal as refusal:
        raise RenderRefused(
            f"refusing to edit: GitHub would show the result otherwise than planned: {refusal}"
            "; nothing written",
            path=old.name,
            hint="the document's markdown around that line reads otherwise than the patcher "
            "read it: please report it with the briefing and the document",
        ) from None


def _check_open_end(doc: LivingDocument, plan: Plan) -> None:
    """Bad input, not a disagreement between readers: an edit landing after a fence, comment
    or raw-HTML block the document never closes (GitHub would show it as code or hide it)."""
    found = unclosed(doc.text.lines)
    if found is None:
        return
    if any(b.position > found.line for b in plan.blocks) or any(
        at > found.line for at in plan.replacements
    ):
        raise DocumentError(
            f"{found.what} opens here and is never closed: everything after it is "
            f"{found.shown_as} on GitHub, and the edit would land there; nothing written",
            path=doc.text.name,
            line=found.line + 1,
            hint=found.hint(),
        )


def _check_blocks(doc: LivingDocument, plan: Plan) -> None:
    """No inserted block adds a heading (other than a created section's), or opens a fence,
    comment or front matter that would swallow what follows, or sits inside one.

    With every original line kept (checked before), this is what a full re-scan of the new
    document would prove, at the cost of the inserted lines only."""
    old = doc.text
    for block in plan.blocks:
        if block.position in doc.opaque and block.position not in doc.openers:
            _refuse(old, f"an insertion at line {block.position + 1} would land in a code block")
        lines = block.lines
        scanned = scan([*lines, "sentinel"])
        if len(lines) in scanned.opaque:
            _refuse(old, f"the insertion at line {block.position + 1} would open a code block")
        heading = lines[: int(block.leading) + 1]  # a created section's or heading entry's own
        expected = [] if block.kind not in ("section", "headentry") else scan_headings(heading)
        if list(scanned.headings) != expected:
            _refuse(old, "the edit would add, remove or change a heading")


def _check_created(
    plan: Plan, smap: SectionMap, anchor_id: str, expected: tuple[int, set[str]]
) -> None:
    """A created section, parsed on its own: one heading, then exactly the planned entries."""
    block = plan.created[anchor_id]
    lines = block.lines
    text = Text("<created section>", tuple(lines), tuple("\n" for _ in lines), False)
    start = int(block.leading) + 1
    entries = read_window(text, start, len(lines), smap.anchor(anchor_id), smap)
    added, ids = expected
    seen = set().union(*(e.ids for e in entries)) if entries else set()
    if len(entries) != added or ids - seen:
        _refuse(text, f"created section {anchor_id} would not hold exactly the planned entries")


def _check_section(
    doc: LivingDocument,
    patched: tuple[Text, Shifts],
    plan: Plan,
    smap: SectionMap,
    anchor_id: str,
    expected: tuple[int, set[str]],
) -> None:
    """Re-read the parts of the section the edits touched — around each edit, from the entry
    before it to the entry after it, overlapping parts joined —; together they must hold the
    old entries plus the new ones, and every planned marker must sit inside an entry."""
    added, ids = expected
    new, shift = patched  # the new text, and where the old lines landed in it
    section = _own_part(doc, doc.section(anchor_id))
    nested = _nested(doc, section)
    blocks = [
        b
        for b in plan.blocks
        if section.heading < b.position <= section.end
        and b.kind not in ("row", "item", "section")
        and not any(lo < b.position <= hi for lo, hi in nested)
    ]
    if not blocks:
        return
    entries: list[set[str]] = []  # the ids each entry of the windows read holds
    before = 0
    starts = [e.start for e in section.entries]
    created: dict[int, int] = {}
    for b in plan.blocks:
        if b.kind == "section":
            created[b.position] = created.get(b.position, 0) + b.size
    for lo, hi in _windows(section, sorted({b.position for b in blocks})):
        new_lo, new_hi = lo + shift(lo - 1), hi + shift(hi) - created.get(hi, 0)  # not a
        # section created right after this one (its block comes last at that position)
        if section.heads is None:
            entries += window_ids(new, new_lo, new_hi)
        else:
            entries += head_window_ids(new, new_lo, new_hi, section.heads.level)
        before += bisect_left(starts, hi) - bisect_left(starts, lo)
    if len(entries) != before + added:
        _refuse(
            doc.text,
            f"section {anchor_id} would have {len(entries) - before} new "
            f"entries instead of {added}",
        )
    seen = set().union(*entries) if entries else set()
    missing = sorted(ids - seen)
    if missing:
        _refuse(doc.text, f"section {anchor_id}: {', '.join(missing)} did not land inside an entry")


def _nested(doc: LivingDocument, section: Section) -> list[tuple[int, int]]:
    """(heading, end) of the other anchors' sections inside this one (`### §1.2` under
    `## §1.1`): their edits and entries are theirs, checked with them."""
    return [
        (other.heading, other.end)
        for other in doc.sections
        if section.heading < other.heading < section.end
    ]


def _own_part(doc: LivingDocument, section: Section) -> Section:
    """The section without the entries of anchor sections nested in it."""
    nested = _nested(doc, section)
    if not nested:
        return section
    own = tuple(e for e in section.entries if not any(lo < e.start < hi for lo, hi in nested))
    return replace(section, entries=own)


def _windows(section: Section, positions: list[int]) -> list[tuple[int, int]]:
    """Old line ranges [lo, hi), one around each edit position (from the start of the entry
    before it to the end of the entry at or after it), overlapping ones joined."""
    starts = [e.start for e in section.entries]
    windows: list[tuple[int, int]] = []
    for position in positions:
        index = bisect_left(starts, position)
        lo = starts[index - 1] if index else position
        hi = section.entries[index].end if index < len(starts) else position
        if windows and lo <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], hi))
        else:
            windows.append((lo, hi))
    return windows


def _check_only_insertions(old: Text, new: Text, plan: Plan) -> None:
    """New lines are exactly the planned ones; every other original line is byte-identical,
    except the planned replacements, which must be table rows replaced by table rows."""
    inserted = sum(b.size for b in plan.blocks)
    if len(new.lines) != len(old.lines) + inserted:
        _refuse(old, "line count does not match the planned insertions")
    positions: dict[int, int] = {}
    for block in plan.blocks:
        positions[block.position] = positions.get(block.position, 0) + block.size
    size = len(old.lines)
    cursor = previous = 0  # runs of untouched lines are compared a run at a time
    for index in [*sorted(i for i in set(positions) | set(plan.replacements) if i < size), size]:
        _same_run(old, new, (previous, index), cursor)
        cursor += index - previous + positions.get(index, 0)
        if index == size:
            break
        expected = plan.replacements.get(index, (old.lines[index], ""))[0]
        if index in plan.replacements and not _replaceable(old, index, expected):
            _refuse(old, f"line {index + 1} is not a table row")
        if new.lines[cursor] != expected or not _same_end(old, new, index, cursor):
            _refuse(old, f"line {index + 1} would change")
        cursor, previous = cursor + 1, index + 1


def _replaceable(old: Text, index: int, new: str) -> bool:
    """A table row replaced by a table row, or a list item by itself with only its last
    date changed (an arXiv index kept as a list)."""
    if _table_row(old, index):
        return "|" in new
    line = old.lines[index]
    return (
        ITEM_PREFIX.match(line) is not None
        and with_last_day(line, last_day(new) or "") == new
        and last_day(new) is not None
    )


def _table_row(text: Text, index: int) -> bool:
    """Whether line `index` is a body row of a table GitHub shows (outer pipes or not)."""
    return any(start + 2 <= index < end for start, end in table_spans(text.lines, 0, index + 1))


def _same_run(old: Text, new: Text, run: tuple[int, int], at: int) -> None:
    """Old lines run[0]..run[1] are the new lines from `at`, endings included (compared a
    run at a time); else refuse, naming the first line that differs."""
    start, stop = run
    count = stop - start
    if (
        new.lines[at : at + count] == old.lines[start:stop]
        and new.endings[at : at + count] == old.endings[start:stop]
    ):
        return
    for offset in range(count):  # the slow path: which line, or only a last line's ending
        index = start + offset
        if new.lines[at + offset] != old.lines[index] or not _same_end(
            old, new, index, at + offset
        ):
            _refuse(old, f"line {index + 1} would change")


def _same_end(old: Text, new: Text, index: int, at: int) -> bool:
    """The same line ending, or the old last line's missing one gained (a block follows)."""
    return new.endings[at] == old.endings[index] or (
        old.endings[index] == "" and index == len(old.lines) - 1
    )


def _refuse(old: Text, why: str) -> NoReturn:
    raise EditRefused(
        f"refusing to edit: {why}; nothing written",
        path=old.name,
        hint="this is a patcher bug: please report it with the briefing",
    )
