"""The nothing-lost guard: what the staged document lost against HEAD's.

Entries are paired one to one (identity, then exact text, then the closest text in the same
anchor; best pairs first). Of each pair, every sub-bullet of HEAD must still be there (edited
is fine); every livedoc marker of HEAD must still be somewhere; every arXiv index row must
still be there, changed at most in its last-confirmed date, moving forward; every row of the
document's own tables must still be there (edited is fine). And what entries say: the text
GitHub shows of HEAD's list items, table cells and anchor sections must still be shown,
moved or edited by at most a typo (`lint/conserve.py` on `lint/visible.py`'s blocks), so an
entry that keeps its id but loses its text is a loss, and one nested under another with its
text kept is not. Striking through with `~~…~~`, moving an entry to the archive anchor and
refiling a whole entry under another anchor (a misrouted entry corrected) are not losses.
"""

from __future__ import annotations

import difflib
import functools
import html
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Literal

from patcher.config.sectionmap import SectionMap
from patcher.document.blocks import front_matter_end
from patcher.document.collector import collector_paused
from patcher.document.identity import Entry
from patcher.document.scan import Heading, Scan, find_anchors, scan
from patcher.document.sections import read_section
from patcher.lint.check import (
    Finding,
    IndexRow,
    check_scanned,
    entries_of,
    identities,
    impossible_date,
    index_rows,
)
from patcher.lint.conserve import Lost, conserve
from patcher.lint.visible import changed_blocks
from patcher.text import marker
from patcher.text.markdown import DATE, ITEM, without_code_spans
from patcher.text.normalise import fold, short
from patcher.text.source import Source, Text, decode
from patcher.text.tables import is_delimiter_row, is_table_line, split_row

_STRIP = re.compile(r"~~|\*\*|<!--.*?-->|\s+")
_CLOSE = 0.6  # SequenceMatcher ratio for "the same line, edited"
_SPACE = re.compile(r"\s+")
_DELIMITER_CHARS = re.compile(r"[\s|:-]*")
Hidden = Literal["comment", "alt"]  # where a staged version keeps text GitHub does not show
_HIDDEN: dict[Hidden, tuple[str, str]] = {  # how a finding says where it is, and the fix
    "comment": ("inside an HTML comment, which GitHub does not show", "out of the comment"),
    "alt": ("only an image's alt text, which GitHub shows as the image", "out of the image"),
}


@dataclass(frozen=True)
class _Side:
    """One version of the document, scanned once."""

    text: Text
    scanned: Scan
    entries: list[Entry]
    found: dict[str, list]  # type: ignore[type-arg]
    rows: list[IndexRow]  # the arXiv index table's rows, read once per version


def _side(text: Text, smap: SectionMap, like: _Side | None = None) -> _Side:
    """One version scanned; with `like` (the other version), an anchor section whose lines
    are the same in both takes the other's entries (and an index section its rows), moved
    to its lines, instead of being read again (a commit touches a few sections of a large
    document)."""
    scanned = scan(text.lines)
    found = find_anchors(list(scanned.headings), smap, text.lines)
    if like is None:
        read = entries_of(text, scanned, found, smap)
        return _Side(text, scanned, read, found, index_rows(text, scanned, found, smap))
    rows = _same_rows(text, scanned, found, smap, like)
    if rows is None:
        rows = index_rows(text, scanned, found, smap)
    headings = list(scanned.headings)
    entries: list[Entry] = []
    for anchor in smap.anchors:
        if len(found[anchor.id]) != 1:
            continue
        heading = found[anchor.id][0]
        same = _same_section(text, headings, heading, like, anchor.id)
        entries += (
            same
            if same is not None
            else read_section(text, headings, heading, anchor, smap, scanned.opaque).entries
        )
    return _Side(text, scanned, entries, found, rows)


def _same_rows(
    text: Text, scanned: Scan, found: dict[str, list[Heading]], smap: SectionMap, like: _Side
) -> list[IndexRow] | None:
    """The other version's index rows, moved here, when the index anchor's section has the
    same lines in both (the rows are read from that section alone); else None."""
    if smap.index is None or len(found.get(smap.index.anchor, [])) != 1:
        return None
    heading = found[smap.index.anchor][0]
    other = like.found.get(smap.index.anchor, [])
    if len(other) != 1 or heading.level != other[0].level:
        return None
    mine = text.lines[
        heading.index : _section_stop(list(scanned.headings), heading, len(text.lines))
    ]
    stop = _section_stop(list(like.scanned.headings), other[0], len(like.text.lines))
    if mine != like.text.lines[other[0].index : stop]:
        return None
    shift = heading.index - other[0].index
    return [(arxiv_id, index + shift, cells) for arxiv_id, index, cells in like.rows]


def _same_section(
    text: Text, headings: list[Heading], heading: Heading, like: _Side, anchor_id: str
) -> list[Entry] | None:
    """The other version's entries of this anchor, moved here, when its section (heading to
    the next heading of its level or above) has the same lines; else None."""
    if len(like.found.get(anchor_id, [])) != 1:
        return None
    other = like.found[anchor_id][0]
    mine = text.lines[heading.index : _section_stop(headings, heading, len(text.lines))]
    theirs_stop = _section_stop(list(like.scanned.headings), other, len(like.text.lines))
    if heading.level != other.level or mine != like.text.lines[other.index : theirs_stop]:
        return None
    shift = heading.index - other.index
    return [
        replace(e, start=e.start + shift, end=e.end + shift, lines=text.lines)  # same lines
        for e in like.entries
        if e.anchor == anchor_id
    ]


def _section_stop(headings: list[Heading], heading: Heading, total: int) -> int:
    after = [h.index for h in headings if h.index > heading.index and h.level <= heading.level]
    return after[0] if after else total


def check_loss(
    head: Text, staged: Text, smap: SectionMap, scanned: _Side | None = None
) -> list[Finding]:
    """Findings for what the staged document lost against HEAD (PD009–PD013, PD016–PD018)."""
    new = scanned or _side(staged, smap)
    old = _side(head, smap, like=new)
    shown = _visible(old, new, smap)
    located, gone = _lost_entries(old, new, smap, shown)
    located += _lost_markers(old, new, {e.start for e in gone})
    located += _lost_index_rows(old, new)
    located += _lost_table_rows(old, new)
    covered = {index for index, _ in located}  # HEAD lines a finding already speaks for
    covered.update(index for e in gone for index in range(e.start, e.end))
    covered.update(n for _, n, _ in old.rows)  # PD012
    return [f for _, f in located] + _lost_text(shown, staged, covered)


def _lost_entries(
    old: _Side, new: _Side, smap: SectionMap, shown: _Visible
) -> tuple[list[tuple[int, Finding]], list[Entry]]:
    """PD009–PD011 by HEAD line, and the entries deleted. An entry without a twin whose
    text is still shown (under another entry, say) is no loss: PD010 if in another anchor,
    unless it was refiled there whole (`_refiled`)."""
    pairs, ties = _pair(old.entries, new.entries)
    paired = {twin.start for twin in pairs.values()}
    free = {e.start: e for e in new.entries if e.start not in paired}  # staged entries unpaired
    located: list[tuple[int, Finding]] = []
    gone: list[Entry] = []
    name = new.text.name
    for entry in old.entries:
        twin = pairs.get(entry.start)
        if twin is not None:
            if twin.anchor not in (entry.anchor, smap.archive) and not _refiled(entry, twin, shown):
                located.append((entry.start, _moved(entry, twin.anchor, twin.start, name, smap)))
            located += _lost_subs(entry, twin, old.text, new.text, shown)
        elif (lines := shown.kept_in(entry.start, entry.end)) is None:
            gone.append(entry)
            hidden = shown.hidden_in(shown.missing_in(entry.start, entry.end))
            found = _deleted(entry, new, smap, ties.get(entry.start), hidden)
            located.append((entry.start, found))
        elif (where := shown.anchor_at(lines[0])) not in (entry.anchor, smap.archive):
            targets = [free[line] for line in shown.kept_on(entry.start) if line in free]
            if not any(_refiled(entry, target, shown) for target in targets):
                located.append((entry.start, _moved(entry, where, lines[0], name, smap)))
    return located, gone


def _refiled(entry: Entry, target: Entry, shown: _Visible) -> bool:
    """Whether the HEAD entry was moved whole to the staged entry `target` (a reviewer
    refiling it under another anchor): its first line's text shown as `target`'s first
    line, and all its text (edited by at most typos) inside `target`. An entry that went in
    as a sub-bullet of another, or split among entries, was not."""
    lines = shown.kept_in(entry.start, entry.end)
    return (
        lines is not None
        and target.start in shown.kept_on(entry.start)
        and all(target.start <= line < target.end for line in lines)
    )


# --- entries ------------------------------------------------------------------------------------


def _pair(old: list[Entry], new: list[Entry]) -> tuple[dict[int, Entry], dict[int, int]]:
    """HEAD entry start → its staged twin, one to one, best pairs first; and for an entry
    left without a twin, the HEAD entry that took the twin it scored equally with.

    Identity and exact-text candidates come from dictionaries; only the entries left over
    are compared by text ratio (within one anchor), so a large document stays linear."""
    texts_new = [_STRIP.sub("", e.lead) for e in new]
    stripped = dict(zip((e.lead for e in new), texts_new, strict=True))  # most leads are alike
    texts_old = [stripped[e.lead] if e.lead in stripped else _STRIP.sub("", e.lead) for e in old]
    keys_new = [identities(e) for e in new]  # computed once per entry
    by_key: dict[str, list[int]] = {}
    by_text: dict[str, list[int]] = {}
    for j, keys in enumerate(keys_new):
        for key in keys:
            by_key.setdefault(key, []).append(j)
        if texts_new[j]:
            by_text.setdefault(texts_new[j], []).append(j)
    scored: list[tuple[float, int, int, int]] = []  # (score, -distance, old i, new j)
    for i, entry in enumerate(old):
        keys = identities(entry)
        near = {j for key in keys for j in by_key.get(key, ())} | set(by_text.get(texts_old[i], ()))
        scored += [
            (score, -abs(i - j), i, j)
            for j in near
            if (score := _score(entry, new[j], (keys, keys_new[j]), texts_old[i], texts_new[j]))
        ]
    pairs, taken, ties = _greedy(old, new, scored)
    left_old = [i for i, e in enumerate(old) if e.start not in pairs]
    left_new = [j for j in range(len(new)) if j not in taken]
    fuzzy = [
        (score, -abs(i - j), i, j)
        for i in left_old
        for j in left_new
        if new[j].anchor == old[i].anchor
        and (score := _score(old[i], new[j], (set(), set()), texts_old[i], texts_new[j]))
    ]
    more, _, more_ties = _greedy(old, new, fuzzy, taken)
    pairs.update(more)
    ties.update(more_ties)
    return pairs, {k: v for k, v in ties.items() if k not in pairs}


def _greedy(
    old: list[Entry],
    new: list[Entry],
    scored: list[tuple[float, int, int, int]],
    taken: dict[int, tuple[float, int]] | None = None,
) -> tuple[dict[int, Entry], dict[int, tuple[float, int]], dict[int, int]]:
    """Assign the best-scored pairs first; an equal score that lost its twin is a tie."""
    taken = dict(taken or {})
    pairs: dict[int, Entry] = {}
    ties: dict[int, int] = {}
    used: set[int] = set()
    for score, _, i, j in sorted(scored, reverse=True):
        if i in used:
            continue
        if j in taken:
            best, owner = taken[j]
            if best == score:
                ties.setdefault(old[i].start, old[owner].start)
            continue
        pairs[old[i].start] = new[j]
        taken[j] = (score, i)
        used.add(i)
    return pairs, taken, ties


def _score(
    entry: Entry, other: Entry, keys: tuple[set[str], set[str]], text: str, other_text: str
) -> float:
    """3 for a shared identity (`keys`: both entries' identities, or none when they are
    known to share none), 2 for the same first paragraph, the text ratio (at least _CLOSE)
    for an edited one in the same anchor (or moved to the archive), else 0."""
    if keys[0] & keys[1]:
        return 3.0 + (other.anchor == entry.anchor) * 0.5
    if text and text == other_text:
        return 2.0 + (other.anchor == entry.anchor) * 0.5
    if other.anchor != entry.anchor:
        return 0.0
    ratio = difflib.SequenceMatcher(None, text, other_text, autojunk=False).ratio()
    return ratio if ratio >= _CLOSE else 0.0


def _deleted(
    entry: Entry, new: _Side, smap: SectionMap, tie: int | None, hidden: Hidden | None
) -> Finding:
    """PD009 for an entry shown nowhere (PD018 when its text is in a comment or alt text)."""
    hits = new.found.get(entry.anchor) or []
    line = hits[0].index + 1 if hits else 1
    if hidden is not None:
        where, fix = _HIDDEN[hidden]
        return Finding(
            new.text.name,
            line,
            "PD018",
            f"entry {short(entry.lead, 60)!r} (HEAD line {entry.start + 1}, {entry.anchor}) "
            f"is now {where}; take it {fix}, or strike it through with ~~…~~",
        )
    also = f" (it matched the same staged entry as HEAD line {tie + 1} equally)" if tie else ""
    return Finding(
        new.text.name,
        line,
        "PD009",
        f"entry {short(entry.lead, 60)!r} (HEAD line {entry.start + 1}, {entry.anchor}) was "
        f"deleted{also}; strike it with ~~…~~ or move it to "
        f"{smap.archive or 'an archive anchor'}",
    )


def _moved(entry: Entry, anchor: str | None, line: int, name: str, smap: SectionMap) -> Finding:
    """PD010: the entry (or its text, inside another entry) is now under another anchor."""
    where = anchor or "a section outside the map's anchors"
    return Finding(
        name,
        line + 1,
        "PD010",
        f"entry {short(entry.lead, 60)!r} moved from {entry.anchor} to {where}; move it "
        f"back or to {smap.archive or 'an archive anchor'}",
    )


def _subs(entry: Entry, text: Text) -> list[tuple[int, str]]:
    """The entry's sub-bullets at any depth: (line index, text without markers)."""
    out = []
    for index in range(entry.start + 1, entry.end):
        item = ITEM.match(text.lines[index])
        if item and len(item.group("indent").expandtabs(4)) >= entry.content_column:
            out.append((index, _STRIP.sub("", marker.strip(item.group("body"), ""))))
    return out


def _lost_subs(
    entry: Entry, twin: Entry, head: Text, staged: Text, shown: _Visible
) -> list[tuple[int, Finding]]:
    """PD011: a sub-bullet of the HEAD entry that its twin no longer has (exactly, or
    edited), unless its text is shown elsewhere in the same anchor (moved to another entry)."""
    if head.lines[entry.start : entry.end] == staged.lines[twin.start : twin.end]:
        return []  # the same lines: nothing lost
    kept = [body for _, body in _subs(twin, staged)]
    left = Counter(kept)
    missing = []
    for index, body in _subs(entry, head):
        if left[body] > 0:
            left[body] -= 1
        else:
            missing.append((index, body))
    unmatched = list((left - Counter()).elements())
    findings = []
    for index, body in missing:
        close = max(
            unmatched,
            key=lambda c: difflib.SequenceMatcher(None, body, c, autojunk=False).ratio(),
            default=None,
        )
        if close is not None and (
            difflib.SequenceMatcher(None, body, close, autojunk=False).ratio() >= _CLOSE
        ):
            unmatched.remove(close)  # edited, not lost
            continue
        lines = shown.kept_in(index, index + 1)
        if lines is not None and shown.anchor_at(lines[0]) in (
            entry.anchor,
            twin.anchor,
            shown.archive,
        ):
            continue  # moved to another entry of the anchor (or the entry's new one), kept
        finding = Finding(
            staged.name,
            twin.start + 1,
            "PD011",
            f"sub-bullet {short(head.lines[index].strip(), 60)!r} (HEAD line {index + 1}) of "
            f"entry {short(entry.lead, 40)!r} is gone; put it back or strike it with ~~…~~",
        )
        findings.append((index, finding))
    return findings


# --- markers, index rows, tables -----------------------------------------------------------------


def _marker_ids(side: _Side, read: dict[str, list[str]]) -> dict[str, int]:
    """Marker id → first line index: markers on one line, outside fences, comments and code
    spans (only the lines that name `livedoc:` are looked at). `read` holds the ids of each
    line text already read (both versions share most lines)."""
    ids: dict[str, int] = {}
    for index, line in enumerate(side.text.lines):
        if "livedoc:" not in line or index in side.scanned.opaque:
            continue
        found = read.get(line)
        if found is None:
            found = read[line] = [i for m in marker.read(without_code_spans(line)) for i in m.ids]
        for marker_id in found:
            ids.setdefault(marker_id, index)
    return ids


def _lost_markers(old: _Side, new: _Side, gone: set[int]) -> list[tuple[int, Finding]]:
    """PD016: a marker id of HEAD that is nowhere in the staged document (entries already
    reported deleted are not reported again, nor ids whose date no calendar has: PD019 asks
    for them to be corrected)."""
    spans = [(e.start, e.end) for e in old.entries if e.start in gone]
    read: dict[str, list[str]] = {}
    present = _marker_ids(new, read)
    return [
        (
            index,
            Finding(
                new.text.name,
                1,
                "PD016",
                f"the line with livedoc marker {marker_id} (HEAD line {index + 1}) is gone; "
                "restore it (edit its text if needed, keep the marker)",
            ),
        )
        for marker_id, index in _marker_ids(old, read).items()
        if marker_id not in present
        and not any(a <= index < b for a, b in spans)
        and not impossible_date(marker_id.split("#")[0])  # PD019 asks to correct it
    ]


def _lost_index_rows(old: _Side, new: _Side) -> list[tuple[int, Finding]]:
    """PD012: an index row gone, or changed other than its last date moving forward."""
    before = {i: (n, c) for i, n, c in old.rows}
    after = {i: (n, c) for i, n, c in new.rows}
    findings = []
    for arxiv_id, (index, cells) in before.items():
        if arxiv_id not in after:
            why = "is gone; put it back"
            line = 1
        else:
            line = after[arxiv_id][0] + 1
            why = _row_change(cells, after[arxiv_id][1])
            if not why:
                continue
        message = f"index row {arxiv_id} (HEAD line {index + 1}) {why}"
        findings.append((index, Finding(new.text.name, line, "PD012", message)))
    return findings


def _row_change(old: tuple[str, ...], new: tuple[str, ...]) -> str:
    """Why a row's change is not allowed ('' when only its last date moved forward)."""
    if len(old) != len(new):
        return "lost or gained cells; keep its columns"
    changed = [
        n
        for n, (a, b) in enumerate(zip(old, new, strict=True))
        if a.strip() != b.strip() and not _date_corrected(a.strip(), b.strip())
    ]
    if not changed:
        return ""
    dates = [n for n, cell in enumerate(old) if DATE.match(cell.strip())]
    last = dates[-1] if dates else -1
    if (
        changed == [last]
        and DATE.match(new[last].strip())
        and new[last].strip() > old[last].strip()
    ):
        return ""
    cells = ", ".join(f"cell {n + 1} {old[n].strip()!r} → {new[n].strip()!r}" for n in changed)
    return f"changed ({cells}); only its last-confirmed date may change, and only forward"


def _date_corrected(old: str, new: str) -> bool:
    """A date no calendar has (`2026-02-30`, PD019) replaced by a real one: no loss."""
    return impossible_date(old) and bool(DATE.match(new)) and not impossible_date(new)


def _table_rows(side: _Side, skip: set[int]) -> list[tuple[int, str]]:
    """Data rows of every pipe table outside fences and the index table: (index, text)."""
    lines = side.text.lines
    rows = []
    in_table = False
    for index, line in enumerate(lines):
        if "|" not in line or index in side.scanned.opaque or not is_table_line(line):
            in_table = False
            continue
        if not in_table:
            following = lines[index + 1] if index + 1 < len(lines) else ""
            in_table = is_table_line(following) and _delimiter(following)
            continue  # the header row opens the table
        if index not in skip and not _delimiter(line):
            rows.append((index, _SPACE.sub("", line)))
    return rows


def _delimiter(line: str) -> bool:
    """A delimiter row (`|---|:-:|`); a line with any other character than pipes, colons,
    dashes and whitespace is none, and is not split into cells to learn it."""
    return bool(_DELIMITER_CHARS.fullmatch(line)) and is_delimiter_row(split_row(line))


def _lost_table_rows(old: _Side, new: _Side) -> list[tuple[int, Finding]]:
    """PD013: a row of one of the document's own tables that is gone (edited is fine)."""
    old_skip = {n for _, n, _ in old.rows}
    new_skip = {n for _, n, _ in new.rows}
    left = Counter(text for _, text in _table_rows(new, new_skip))
    missing = []
    for index, text in _table_rows(old, old_skip):
        if left[text] > 0:
            left[text] -= 1
        else:
            missing.append((index, text))
    unmatched = list(left.elements())
    findings = []
    for index, text in missing:
        close = [c for c in unmatched if difflib.SequenceMatcher(None, text, c).ratio() >= 0.8]
        if close:
            unmatched.remove(close[0])
            continue
        message = (
            f"table row {short(old.text.lines[index].strip(), 60)!r} (HEAD line {index + 1}) "
            "is gone; put it back"
        )
        findings.append((index, Finding(new.text.name, 1, "PD013", message)))
    return findings


# --- visible text -------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Visible:
    """What GitHub shows of both versions, and what of HEAD's the staged version lost.

    HEAD's guarded blocks: every block of the document (paragraphs, quotes, headings, list
    items, table cells, code and HTML blocks, in or outside the anchor sections) but the
    anchor headings (their loss is PD001/PD002) and the YAML front matter (metadata)."""

    kept: dict[int, int]  # guarded changed HEAD block → staged line showing its text
    lost: tuple[Lost, ...]
    starts: dict[int, list[int]]  # HEAD line → the guarded changed blocks starting on it
    spans: list[tuple[int, int, str]]  # the staged anchor sections: (first, end, anchor id)
    archive: str | None
    unchanged: Callable[[], dict[int, int]]  # HEAD line → staged, of blocks rendered alike
    hidden: str  # the text of the staged version's HTML comments
    alt: str  # the staged version's images' alt text

    @functools.cached_property
    def _hidden_keys(self) -> dict[Hidden, str]:
        texts: tuple[tuple[Hidden, str], ...] = (("comment", self.hidden), ("alt", self.alt))
        return {where: _MARKUP.sub("", fold(html.unescape(text))) for where, text in texts}

    def hidden_in(self, missing: tuple[str, ...]) -> Hidden | None:
        """Where the staged version hides the text that is missing: "comment" when all of
        it is in its HTML comments, "alt" when in its images' alt text, else None."""
        bits = [bit for raw in missing if len(bit := _MARKUP.sub("", fold(raw))) > 1]
        if sum(map(len, bits)) <= 3:
            return None
        for where, text in self._hidden_keys.items():
            if all(bit in text for bit in bits):
                return where
        return None

    def kept_in(self, first: int, end: int) -> list[int] | None:
        """Staged lines showing the text of the guarded HEAD blocks starting on lines
        [first, end); None when one of them is lost, or none starts there."""
        lines = []
        for index in range(first, end):
            for block in self.starts.get(index, ()):
                if block not in self.kept:
                    return None
                lines.append(self.kept[block])
        alike = self.alike
        return sorted(lines + [alike[i] for i in range(first, end) if i in alike]) or None

    def kept_on(self, index: int) -> list[int]:
        """Staged lines showing the text of the blocks starting on HEAD line `index` (kept,
        or rendered alike)."""
        lines = [self.kept[b] for b in self.starts.get(index, ()) if b in self.kept]
        return lines + ([self.alike[index]] if index in self.alike else [])

    def missing_in(self, first: int, end: int) -> tuple[str, ...]:
        """The text of the lost HEAD blocks starting on lines [first, end)."""
        return tuple(
            bit for lost in self.lost if first <= lost.block.start < end for bit in lost.missing
        )

    @functools.cached_property
    def alike(self) -> dict[int, int]:
        return self.unchanged()

    def anchor_at(self, line: int) -> str | None:
        """The staged anchor section holding the line (the innermost), or None."""
        holding = [(first, anchor) for first, end, anchor in self.spans if first <= line < end]
        return max(holding)[1] if holding else None


def _spans(side: _Side) -> list[tuple[int, int, str]]:
    headings = list(side.scanned.headings)
    total = len(side.text.lines)
    return [
        (hits[0].index, _section_stop(headings, hits[0], total), anchor_id)
        for anchor_id, hits in side.found.items()
        if len(hits) == 1
    ]


def _visible(old: _Side, new: _Side, smap: SectionMap) -> _Visible:
    """Both versions' blocks as GitHub shows them, conserved or not."""
    changed = changed_blocks(old.text, new.text)
    before, after = changed.old, changed.new
    headings = {hits[0].index for hits in old.found.values() if len(hits) == 1}
    front = front_matter_end(old.text.lines)  # metadata, not text a person wrote
    guarded = [
        n for n, block in enumerate(before) if block.start >= front and block.start not in headings
    ]
    result = conserve(before, after, guarded)
    starts: dict[int, list[int]] = {}
    for n in guarded:
        starts.setdefault(before[n].start, []).append(n)
    return _Visible(
        result.kept,
        result.lost,
        starts,
        _spans(new),
        smap.archive,
        changed.skipped,
        changed.hidden,
        changed.alt,
    )


_KIND = {"item": "list item", "cell": "table cell", "code": "code block", "html": "HTML block"}
_MARKUP = re.compile(r"[*_~`\\\s]+")


def _lost_text(shown: _Visible, staged: Text, covered: set[int]) -> list[Finding]:
    """PD017 for HEAD text the staged version no longer shows (PD018 when it went into an
    HTML comment), but for lines another finding already speaks for."""
    return [
        _text_finding(lost, staged.name, shown.hidden_in(lost.missing))
        for lost in shown.lost
        if lost.block.start not in covered
    ]


def _text_finding(lost: Lost, name: str, hidden: Hidden | None) -> Finding:
    block = lost.block
    kind = _KIND.get(block.kind, block.kind)
    what = f"{kind} {short(block.shown, 60)!r} (HEAD line {block.start + 1})"
    gone = " … ".join(short(bit, 40) for bit in lost.missing[:3])
    if hidden is not None:
        where, fix = _HIDDEN[hidden]
        return Finding(
            name,
            lost.near + 1,
            "PD018",
            f"{what}: {gone!r} is now {where}; take it {fix}, or strike it through with ~~…~~",
        )
    if lost.partner is None:
        return Finding(
            name,
            lost.near + 1,
            "PD017",
            f"{what} is gone; put it back, or strike it through with ~~…~~",
        )
    return Finding(
        name,
        lost.near + 1,
        "PD017",
        f"{what} lost {gone!r} (more than a typo fix): it now reads "
        f"{short(lost.partner.shown, 60)!r}; put the text back, or strike it through with ~~…~~",
    )


def check_staged_text(
    name: str,
    rel: str,
    staged: bytes | None,
    head: bytes | None,
    smap: SectionMap,
    encoding: str = "utf-8",
    base: str = "HEAD",
) -> list[Finding]:
    """Findings for the staged version of a document (bytes in the index) against HEAD's;
    with `base`, any newer version (bytes) against the one at revision `base`."""
    if staged is None:
        if head is None:
            return []
        how = (
            "deleted from the index; restore it (git restore --staged)"
            if base == "HEAD"
            else f"deleted (it was at {base}); restore it"
        )
        return [Finding(name, 1, "PD009", f"the document is {how} or retire its entries first")]
    if staged == head:
        return []
    with collector_paused():  # both versions' objects live to the end
        text = decode(Source(name, staged), encoding)
        new = _side(text, smap)
        findings = check_scanned(text, new.scanned, new.found, new.entries, smap, new.rows)
        if head is not None:
            old = decode(Source(f"{base}:{rel}", head), encoding)
            findings += check_loss(old, text, smap, new)
    return sorted(findings, key=lambda f: (f.line, f.code))
