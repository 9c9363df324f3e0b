"""A unified diff read against the document's anchors: what each section gains, and the churn.

Besides the lines a hunk removes, the text it stops showing is churn: both versions are put
together from the document and the patch and compared as the nothing-lost guard compares
them (an added `<!--` hides every entry up to the next `-->` without removing a line)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from unidiff.errors import UnidiffParseError
from unidiff.patch import Hunk, PatchedFile, PatchSet

from patcher.config.sectionmap import SectionMap
from patcher.document import index_list
from patcher.document.index_table import IndexTable
from patcher.document.scan import find_anchors, heading_matches, scan, scan_headings
from patcher.errors import InputError
from patcher.lint.check import Finding, index_table
from patcher.lint.guard import check_loss
from patcher.text import refs
from patcher.text.markdown import DATE, ITEM, ITEM_PREFIX
from patcher.text.source import Text, split_text
from patcher.text.tables import is_table_line, split_row

_BOLD = re.compile(r"\*\*(?P<title>[^*]+)\*\*")
_MARKER = re.compile(r"\s*<!--.*?-->\s*")
_ATX = re.compile(r" {0,3}#{1,6}(?:[ \t]|$)")


@dataclass(frozen=True)
class AnchorTouch:
    """What one hunk does inside one anchor's section."""

    anchor: str
    added: int
    removed: int
    titles: tuple[str, ...]


@dataclass(frozen=True)
class HunkReview:
    """One hunk: where it is, what it adds and removes, and why a reviewer must look."""

    header: str
    source_start: int
    target_start: int
    added: int
    removed: int
    anchors: tuple[str, ...]
    titles: tuple[str, ...]
    churn: tuple[str, ...]
    touches: tuple[AnchorTouch, ...] = ()


@dataclass(frozen=True)
class SectionReview:
    anchor: str
    heading: str
    added: int
    removed: int
    titles: tuple[str, ...]
    hunks: tuple[str, ...]


@dataclass(frozen=True)
class Review:
    document: str
    side: str
    sections: tuple[SectionReview, ...]
    hunks: tuple[HunkReview, ...]
    churn: bool


def patched_path(diff: str, name: str) -> str:
    """The path a diff patches (its `---` line without `a/`), for a review without --doc."""
    for line in diff.split("\n"):
        if line.startswith("--- "):
            path = line[4:].split("\t")[0].strip()
            if path != "/dev/null":
                return path[2:] if path.startswith(("a/", "b/")) else path
    raise InputError("the diff names no file", path=name, hint="pass --doc FILE")


def parse_patch(text: str, name: str) -> PatchSet:
    try:
        return PatchSet(text)
    except UnidiffParseError as exc:
        raise InputError(f"not a unified diff: {exc}", path=name) from None


def review(patch: PatchSet, doc: Text, smap: SectionMap, label: str) -> Review:
    """Map every hunk of the patch onto the anchor sections of the document."""
    files = list(patch)
    target = _pick_file(files, label)
    hunks: list[HunkReview] = [
        HunkReview(
            f"{f.path}: (other file)",
            0,
            0,
            f.added,
            f.removed,
            (),
            (),
            (f"changes another file ({f.path})",),
        )
        for f in files
        if f is not target
    ]
    side = "old"
    if target is not None:
        side = _side(target, doc)
        sections = _sections(doc, smap)
        table = _index(doc, smap)
        hunks += _hidden(
            [_hunk(h, doc, sections, side, table) for h in target], target, doc, side, smap
        )
    by_anchor = _by_anchor(hunks, smap)
    return Review(label, side, tuple(by_anchor), tuple(hunks), any(h.churn for h in hunks))


def _hidden(
    hunks: list[HunkReview], target: PatchedFile, doc: Text, side: str, smap: SectionMap
) -> list[HunkReview]:
    """The hunks, each with the guard's findings on the new lines it covers as churn (text
    GitHub showed before the patch and not after); a patch whose lines are not the
    document's on either side is churn, as what it hides cannot be told."""
    if not hunks or target.is_added_file or target.is_removed_file:
        return hunks
    other = _other_side(target, doc, side)
    if other is None:
        why = "its lines are not the document's: what it hides from GitHub cannot be told"
        return [replace(hunks[0], churn=(*hunks[0].churn, why)), *hunks[1:]]
    before, after = (doc, other) if side == "old" else (other, doc)
    found = check_loss(before, after, smap)
    out = []
    for n, hunk in enumerate(hunks):
        mine = [f for f in found if _hunk_of(f, hunks) == n]
        out.append(replace(hunk, churn=(*hunk.churn, *map(_shown_lost, mine))))
    return out


def _hunk_of(finding: Finding, hunks: list[HunkReview]) -> int:
    """The last hunk starting at or before the finding's new line (the first if none)."""
    starts = [n for n, h in enumerate(hunks) if h.target_start <= finding.line]
    return starts[-1] if starts else 0


def _shown_lost(finding: Finding) -> str:
    """The finding as churn, naming the lines before the patch as such, not `HEAD`'s."""
    message = re.sub(r"\bHEAD line (\d+)", r"line \1 before the patch", finding.message)
    return f"GitHub no longer shows: line {finding.line}: {finding.code} {message}"


def _other_side(target: PatchedFile, doc: Text, side: str) -> Text | None:
    """The document on the patch's other side (after it when `doc` is before), or None when
    the lines the patch expects are not the document's."""
    mine = ("context", "-") if side == "old" else ("context", "+")
    theirs = ("context", "+") if side == "old" else ("context", "-")
    out: list[str] = []
    at = 0
    for hunk in target:
        start, length = (
            (hunk.source_start, hunk.source_length)
            if side == "old"
            else (hunk.target_start, hunk.target_length)
        )
        first = start - 1 if length else start
        if first < at or first > len(doc.lines):
            return None
        out += doc.lines[at:first]
        at = first
        for line in hunk:
            kind = "context" if line.is_context else line.line_type
            text = _strip(line.value)
            if kind in mine:
                if at >= len(doc.lines) or doc.lines[at] != text:
                    return None
                at += 1
            if kind in theirs:
                out.append(text)
    out += doc.lines[at:]
    return split_text(doc.name, "".join(line + "\n" for line in out))


def _pick_file(files: list[PatchedFile], label: str) -> PatchedFile | None:
    for f in files:
        if f.path == label or label.endswith("/" + f.path) or f.path.endswith("/" + label):
            return f
    return files[0] if len(files) == 1 else None


def _side(target: PatchedFile, doc: Text) -> str:
    """Whether the document is the diff's old side (before the patch) or its new side."""
    if target.is_added_file:  # no old side to be
        return "new"
    lines = doc.lines
    for hunk in target:
        for line in hunk:
            if line.is_context or line.is_removed:
                number = int(line.source_line_no or 0)
                if not (0 < number <= len(lines) and lines[number - 1] == _strip(line.value)):
                    return "new"
    return "old"


def _strip(value: str) -> str:
    return value.removesuffix("\n").removesuffix("\r")


def _sections(doc: Text, smap: SectionMap) -> list[tuple[int, int, str, str]]:
    """(first line, last line, anchor id, heading) for each anchor, 1-based inclusive."""
    headings = scan_headings(doc.lines)
    spans = []
    for anchor in smap.anchors:
        for h in headings:
            if heading_matches(h.text, anchor):
                after = [x.index for x in headings if x.index > h.index and x.level <= h.level]
                spans.append(
                    (h.index + 1, after[0] if after else len(doc.lines), anchor.id, h.text)
                )
    return spans


Touched = tuple[int, str, str]  # (line of the document, "+" or "-", bullet title)


def _index(doc: Text, smap: SectionMap) -> IndexTable | None:
    """The document's arXiv index table, read as `apply` and `check` read it."""
    scanned = scan(doc.lines)
    return index_table(doc, scanned, find_anchors(list(scanned.headings), smap, doc.lines), smap)


def _hunk(
    hunk: Hunk,
    doc: Text,
    sections: list[tuple[int, int, str, str]],
    side: str,
    table: IndexTable | None,
) -> HunkReview:
    """Where a hunk lands among the anchors, what it changes there, and whether it is churn."""
    touched = _touched(hunk, doc, side)
    per_anchor: dict[str | None, list[Touched]] = {}
    for item in touched:
        per_anchor.setdefault(_anchor_of(item[0], sections), []).append(item)
    churn = []
    updates, wrong = _date_cell_updates(hunk, table)
    removed = hunk.removed - updates
    if removed:
        churn.append(f"removes {removed} line{'s' if removed > 1 else ''}")
    churn += wrong
    if None in per_anchor:
        churn.append(f"touches lines outside the anchors (near line {per_anchor[None][0][0]})")
    header = f"-{hunk.source_start},{hunk.source_length} +{hunk.target_start},{hunk.target_length}"
    touches = tuple(
        AnchorTouch(
            a,
            sum(k == "+" for _, k, _ in items),
            sum(k == "-" for _, k, _ in items),
            tuple(dict.fromkeys(t for _, _, t in items if t)),
        )
        for a, items in per_anchor.items()
        if a
    )
    return HunkReview(
        f"@@ {header} @@",
        hunk.source_start,
        hunk.target_start,
        hunk.added,
        hunk.removed,
        tuple(t.anchor for t in touches),
        tuple(dict.fromkeys(t for _, _, t in touched if t)),
        tuple(churn),
        touches,
    )


def _touched(hunk: Hunk, doc: Text, side: str) -> list[Touched]:
    """Each added or removed line: the document line it is at (or follows), and its bullet."""
    touched: list[Touched] = []
    previous = (hunk.source_start if side == "old" else hunk.target_start) - 1
    parent = ""  # the newest top-level bullet among the changed lines of this run
    for line in hunk:
        number = int((line.source_line_no if side == "old" else line.target_line_no) or 0)
        if line.is_context:
            previous, parent = number, ""
            continue
        in_doc = (line.is_removed and side == "old") or (line.is_added and side == "new")
        at = number if in_doc else previous  # a line the document lacks sits after `previous`
        text = _strip(line.value)
        own = _own_title(text)
        if _ATX.match(text):  # a heading ends the run's entry: the next section starts here
            parent = ""
        parent = own if own is not None else parent
        touched.append((at, line.line_type, parent or _parent_title(doc, at - 1)))
        previous = at
    return touched


def _date_cell_updates(hunk: Hunk, table: IndexTable | None) -> tuple[int, list[str]]:
    """Rows of the arXiv index replaced by the same row with only its last-confirmed date
    moved forward: the one replacement `apply` makes, so not churn. Index rows whose only
    change is another date cell, or a date moving back, are named. An index kept as a list:
    its items read as `index_list.cells` reads them (the body, then each date)."""
    if table is None or table.columns["id"] is None:
        return 0, []
    ids, id_column = table.by_id(), table.columns["id"]
    read, what = (_item_cells, "item") if table.listed else (_row_cells, "row")
    removed = [c for x in hunk if x.is_removed and (c := read(x.value)) is not None]
    added = [c for x in hunk if x.is_added and (c := read(x.value)) is not None]
    count = 0
    wrong: list[str] = []
    for old in removed:
        listed = set(refs.arxiv_ids(old[id_column])) & ids.keys() if id_column < len(old) else {}
        if not listed:
            continue  # not a row of the index
        for new in added:
            if len(new) != len(old) or new[id_column] != old[id_column]:
                continue
            if not _only_a_date_differs(old, new):
                continue
            added.remove(new)
            label = f"row {old[0]}" if what == "row" else f"item {min(listed)}"
            ok, why = _forward_last_date(old, new, table.columns["last"], label)
            count += ok
            wrong += [] if ok else [why]
            break
    return count, wrong


def _row_cells(value: str) -> tuple[str, ...] | None:
    return split_row(_strip(value)) if is_table_line(value) else None


def _item_cells(value: str) -> tuple[str, ...] | None:
    line = _strip(value)
    return index_list.cells(line) if ITEM_PREFIX.match(line) else None


def _forward_last_date(
    old: tuple[str, ...], new: tuple[str, ...], last: int | None, label: str
) -> tuple[bool, str]:
    """Whether the changed date cell is the last-confirmed one, moving forward (else why not)."""
    column = next(n for n, (a, b) in enumerate(zip(old, new, strict=True)) if a != b)
    dates = [n for n, cell in enumerate(old) if DATE.match(cell)]
    if column == (last if last is not None else dates[-1]) and new[column] > old[column]:
        return True, ""
    why = "moves back" if new[column] < old[column] else "is not the last-confirmed date"
    place = f"cell {column + 1}" if label.startswith("row") else f"date {column}"
    return False, f"{label}: {place} {old[column]} → {new[column]} {why}"


def _only_a_date_differs(old: tuple[str, ...], new: tuple[str, ...]) -> bool:
    changed = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
    return len(changed) == 1 and all(DATE.match(x) for x in changed[0])


def _anchor_of(number: int, sections: list[tuple[int, int, str, str]]) -> str | None:
    for first, last, anchor, _ in sections:
        if first <= number <= last:
            return anchor
    return None


def _own_title(text: str) -> str | None:
    """A top-level bullet's title, or None for any other line."""
    item = ITEM.match(text)
    return _bullet_title(item.group("body")) if item and not item.group("indent") else None


def _parent_title(doc: Text, index: int) -> str:
    """The title of the top-level bullet that line `index` (0-based) belongs to, if any."""
    for i in range(min(index, len(doc.lines) - 1), -1, -1):
        own = _own_title(doc.lines[i])
        if own is not None:
            return own
        if not doc.lines[i].strip() or doc.lines[i].startswith("#"):
            break
    return ""


def _bullet_title(body: str) -> str:
    bold = _BOLD.search(body)
    text = bold.group("title") if bold else _MARKER.sub(" ", body).strip()
    return text if len(text) <= 80 else text[:79] + "…"


def _by_anchor(hunks: list[HunkReview], smap: SectionMap) -> list[SectionReview]:
    out = []
    for anchor in smap.anchors:
        touches = [(h, t) for h in hunks for t in h.touches if t.anchor == anchor.id]
        if touches:
            out.append(
                SectionReview(
                    anchor.id,
                    anchor.heading,
                    sum(t.added for _, t in touches),
                    sum(t.removed for _, t in touches),
                    tuple(dict.fromkeys(title for _, t in touches for title in t.titles)),
                    tuple(h.header for h, _ in touches),
                )
            )
    return out
