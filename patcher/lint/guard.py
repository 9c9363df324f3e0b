"""The nothing-lost guard: what the staged document lost against HEAD's.

Entries are paired one to one (identity, then exact text, then the closest text in the same
anchor; best pairs first). Of each pair, every sub-bullet of HEAD must still be there (edited
is fine); every livedoc marker of HEAD must still be somewhere; every arXiv index row must
still be there, changed at most in its last-confirmed date, moving forward; every row of the
document's own tables must still be there (edited is fine). Editing, striking through with
`~~…~~` and moving an entry to the archive anchor are not losses.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, replace

from patcher.config.sectionmap import SectionMap
from patcher.document.identity import Entry
from patcher.document.scan import Heading, Scan, find_anchors, scan
from patcher.document.sections import read_section
from patcher.lint.check import Finding, check_scanned, entries_of, identities, index_rows
from patcher.text import marker
from patcher.text.markdown import DATE, ITEM, without_code_spans
from patcher.text.normalise import short
from patcher.text.source import Source, Text, decode
from patcher.text.tables import is_delimiter_row, is_table_line, split_row

_STRIP = re.compile(r"~~|\*\*|<!--.*?-->|\s+")
_CLOSE = 0.6  # SequenceMatcher ratio for "the same line, edited"


@dataclass(frozen=True)
class _Side:
    """One version of the document, scanned once."""

    text: Text
    scanned: Scan
    entries: list[Entry]
    found: dict[str, list]  # type: ignore[type-arg]


def _side(text: Text, smap: SectionMap, like: _Side | None = None) -> _Side:
    """One version scanned; with `like` (the other version), an anchor section whose lines
    are the same in both takes the other's entries, moved to its lines, instead of being
    read again (a commit touches a few sections of a large document)."""
    scanned = scan(text.lines)
    found = find_anchors(list(scanned.headings), smap, text.lines)
    if like is None:
        return _Side(text, scanned, entries_of(text, scanned, found, smap), found)
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
    return _Side(text, scanned, entries, found)


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
        replace(e, start=e.start + shift, end=e.end + shift)
        for e in like.entries
        if e.anchor == anchor_id
    ]


def _section_stop(headings: list[Heading], heading: Heading, total: int) -> int:
    after = [h.index for h in headings if h.index > heading.index and h.level <= heading.level]
    return after[0] if after else total


def check_loss(
    head: Text, staged: Text, smap: SectionMap, scanned: _Side | None = None
) -> list[Finding]:
    """Findings for what the staged document lost against HEAD (PD009–PD013, PD016)."""
    new = scanned or _side(staged, smap)
    old = _side(head, smap, like=new)
    pairs, ties = _pair(old.entries, new.entries)
    findings: list[Finding] = []
    gone: set[int] = set()
    for entry in old.entries:
        twin = pairs.get(entry.start)
        if twin is None:
            gone.add(entry.start)
            findings.append(_deleted(entry, new, smap, ties.get(entry.start)))
            continue
        if twin.anchor != entry.anchor and twin.anchor != smap.archive:
            findings.append(_moved(entry, twin, staged, smap))
        findings += _lost_subs(entry, twin, head, staged)
    findings += _lost_markers(old, new, gone)
    findings += _lost_index_rows(old, new, smap)
    findings += _lost_table_rows(old, new, smap)
    return findings


# --- entries ------------------------------------------------------------------------------------


def _pair(old: list[Entry], new: list[Entry]) -> tuple[dict[int, Entry], dict[int, int]]:
    """HEAD entry start → its staged twin, one to one, best pairs first; and for an entry
    left without a twin, the HEAD entry that took the twin it scored equally with.

    Identity and exact-text candidates come from dictionaries; only the entries left over
    are compared by text ratio (within one anchor), so a large document stays linear."""
    texts_old = [_STRIP.sub("", e.lead) for e in old]
    texts_new = [_STRIP.sub("", e.lead) for e in new]
    by_key: dict[str, list[int]] = {}
    by_text: dict[str, list[int]] = {}
    for j, other in enumerate(new):
        for key in identities(other):
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
            if (score := _score(entry, new[j], keys, texts_old[i], texts_new[j]))
        ]
    pairs, taken, ties = _greedy(old, new, scored)
    left_old = [i for i, e in enumerate(old) if e.start not in pairs]
    left_new = [j for j in range(len(new)) if j not in taken]
    fuzzy = [
        (score, -abs(i - j), i, j)
        for i in left_old
        for j in left_new
        if new[j].anchor == old[i].anchor
        and (score := _score(old[i], new[j], set(), texts_old[i], texts_new[j]))
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


def _score(entry: Entry, other: Entry, keys: set[str], text: str, other_text: str) -> float:
    """3 for a shared identity, 2 for the same first paragraph, the text ratio (at least
    _CLOSE) for an edited one in the same anchor (or moved to the archive), else 0."""
    if keys & identities(other):
        return 3.0 + (other.anchor == entry.anchor) * 0.5
    if text and text == other_text:
        return 2.0 + (other.anchor == entry.anchor) * 0.5
    if other.anchor != entry.anchor:
        return 0.0
    ratio = difflib.SequenceMatcher(None, text, other_text, autojunk=False).ratio()
    return ratio if ratio >= _CLOSE else 0.0


def _deleted(entry: Entry, new: _Side, smap: SectionMap, tie: int | None) -> Finding:
    hits = new.found.get(entry.anchor) or []
    line = hits[0].index + 1 if hits else 1
    also = f" (it matched the same staged entry as HEAD line {tie + 1} equally)" if tie else ""
    return Finding(
        new.text.name,
        line,
        "PD009",
        f"entry {short(entry.lead, 60)!r} (HEAD line {entry.start + 1}, {entry.anchor}) was "
        f"deleted{also}; strike it with ~~…~~ or move it to "
        f"{smap.archive or 'an archive anchor'}",
    )


def _moved(entry: Entry, twin: Entry, staged: Text, smap: SectionMap) -> Finding:
    return Finding(
        staged.name,
        twin.start + 1,
        "PD010",
        f"entry {short(entry.lead, 60)!r} moved from {entry.anchor} to {twin.anchor}; move it "
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


def _lost_subs(entry: Entry, twin: Entry, head: Text, staged: Text) -> list[Finding]:
    """PD011: a sub-bullet of the HEAD entry that its twin no longer has (exactly, or edited)."""
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
        findings.append(
            Finding(
                staged.name,
                twin.start + 1,
                "PD011",
                f"sub-bullet {short(head.lines[index].strip(), 60)!r} (HEAD line {index + 1}) of "
                f"entry {short(entry.lead, 40)!r} is gone; put it back or strike it with ~~…~~",
            )
        )
    return findings


# --- markers, index rows, tables -----------------------------------------------------------------


def _marker_ids(side: _Side) -> dict[str, int]:
    """Marker id → first line index: markers on one line, outside fences, comments and code
    spans (only the lines that name `livedoc:` are looked at)."""
    ids: dict[str, int] = {}
    for index, line in enumerate(side.text.lines):
        if "livedoc:" not in line or index in side.scanned.opaque:
            continue
        for found in marker.read(without_code_spans(line)):
            for marker_id in found.ids:
                ids.setdefault(marker_id, index)
    return ids


def _lost_markers(old: _Side, new: _Side, gone: set[int]) -> list[Finding]:
    """PD016: a marker id of HEAD that is nowhere in the staged document (entries already
    reported deleted are not reported again)."""
    spans = [(e.start, e.end) for e in old.entries if e.start in gone]
    present = _marker_ids(new)
    return [
        Finding(
            new.text.name,
            1,
            "PD016",
            f"the line with livedoc marker {marker_id} (HEAD line {index + 1}) is gone; "
            "restore it (edit its text if needed, keep the marker)",
        )
        for marker_id, index in _marker_ids(old).items()
        if marker_id not in present and not any(a <= index < b for a, b in spans)
    ]


def _lost_index_rows(old: _Side, new: _Side, smap: SectionMap) -> list[Finding]:
    """PD012: an index row gone, or changed other than its last date moving forward."""
    before = {i: (n, c) for i, n, c in index_rows(old.text, old.scanned, old.found, smap)}
    after = {i: (n, c) for i, n, c in index_rows(new.text, new.scanned, new.found, smap)}
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
        findings.append(
            Finding(
                new.text.name, line, "PD012", f"index row {arxiv_id} (HEAD line {index + 1}) {why}"
            )
        )
    return findings


def _row_change(old: tuple[str, ...], new: tuple[str, ...]) -> str:
    """Why a row's change is not allowed ('' when only its last date moved forward)."""
    if len(old) != len(new):
        return "lost or gained cells; keep its columns"
    changed = [n for n, (a, b) in enumerate(zip(old, new, strict=True)) if a.strip() != b.strip()]
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
            in_table = is_table_line(following) and is_delimiter_row(split_row(following))
            continue  # the header row opens the table
        if not is_delimiter_row(split_row(line)) and index not in skip:
            rows.append((index, re.sub(r"\s+", "", line)))
    return rows


def _lost_table_rows(old: _Side, new: _Side, smap: SectionMap) -> list[Finding]:
    """PD013: a row of one of the document's own tables that is gone (edited is fine)."""
    old_skip = {n for _, n, _ in index_rows(old.text, old.scanned, old.found, smap)}
    new_skip = {n for _, n, _ in index_rows(new.text, new.scanned, new.found, smap)}
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
        findings.append(
            Finding(
                new.text.name,
                1,
                "PD013",
                f"table row {short(old.text.lines[index].strip(), 60)!r} (HEAD line {index + 1}) "
                "is gone; put it back",
            )
        )
    return findings


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
    text = decode(Source(name, staged), encoding)
    new = _side(text, smap)
    findings = check_scanned(text, new.scanned, new.found, new.entries, smap)
    if head is not None:
        findings += check_loss(decode(Source(f"{base}:{rel}", head), encoding), text, smap, new)
    return sorted(findings, key=lambda f: (f.line, f.code))
