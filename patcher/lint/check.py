"""Structure lint of the living document: the findings of `patcher check`.

Anchors missing, renamed, duplicated or out of order (PD001-PD004), entries of one anchor
sharing an identity (PD005), malformed arXiv ids and markers (PD006, PD007), merge-conflict
markers (PD008), duplicate index rows (PD014), repeated list numbers (PD015) and dates no
calendar has in marker ids and index cells (PD019). The
nothing-lost guard against HEAD (PD009-PD013, PD016-PD018) is `lint/guard.py`, built on this
module's scan, entries and index rows.
"""

from __future__ import annotations

import datetime
import re
from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate, pairwise

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.document.identity import Entry
from patcher.document.index_table import IndexTable
from patcher.document.index_table import locate as locate_index
from patcher.document.scan import Heading, Scan, find_anchors, near_miss, scan
from patcher.document.sections import read_section
from patcher.text import marker, refs
from patcher.text.markdown import without_code_spans
from patcher.text.source import Text

CODES = {
    "PD001": "an anchor of the map has no heading in the document",
    "PD002": "an anchor heading was renamed (a near miss of the map's heading)",
    "PD003": "an anchor heading appears more than once",
    "PD004": "anchor headings are not in the map's order",
    "PD005": "two entries of one anchor share an identity (arXiv id, GitHub ref, marker id)",
    "PD006": "a malformed arXiv id",
    "PD007": "a malformed patcher identity marker",
    "PD008": "a merge-conflict marker",
    "PD009": "an entry of HEAD is gone from the staged document",
    "PD010": "an entry of HEAD moved out of the anchors, or into another anchor's entry",
    "PD011": "a sub-bullet of an entry of HEAD is gone (an update, history line or note)",
    "PD012": "an arXiv index row of HEAD is gone, or changed other than its last-confirmed date",
    "PD013": "a row of one of the document's own tables is gone",
    "PD014": "an arXiv id has more than one row in the index",
    "PD015": "an ordered list repeats a number (often a merge that kept both sides)",
    "PD016": "a line carrying a livedoc marker of HEAD is gone",
    "PD017": "text GitHub showed at HEAD is gone (cut beyond a typo-sized edit, or deleted)",
    "PD018": "text GitHub showed at HEAD moved into an HTML comment (GitHub hides it)",
    "PD019": "a date no calendar has (2026-02-30) in a marker id or an index date cell",
}
_ARXIV_TOKEN = re.compile(
    r"(?:arXiv\s*[:：]?\s*|arxiv\.org/(?:abs|pdf)/)(?P<id>\d+\.\d+(?:v\d+)?\w*)", re.I
)
# An arXiv id `_arxiv_problems` has nothing to say about: YYMM with four digits after the
# dot before 2015 (YYMM 1501), five since, optional version (the common case, one C call).
_WELL_FORMED = (
    r"(?:(?:0\d|1[0-4])(?:0[1-9]|1[0-2])\.\d{4}|(?:1[5-9]|[2-9]\d)(?:0[1-9]|1[0-2])\.\d{5})"
    r"(?:v\d+)?"
)
_WELL_FORMED_ID = re.compile(_WELL_FORMED)
# The tokens `_arxiv_problems` may have something to say about: a token whose id is not
# well formed (so a clean document costs one pass of the regex engine, no Python per id).
_ARXIV_SUSPECT = re.compile(
    r"(?:arXiv\s*[:：]?\s*|arxiv\.org/(?:abs|pdf)/)"
    rf"(?!(?-i:{_WELL_FORMED})(?!\w))(?P<id>\d+\.\d+(?:v\d+)?\w*)",
    re.I,
)
_CONFLICT_ANYWHERE = re.compile(r"^(?P<mark><{7}|={7}|>{7})(?=[ \t]|$)", re.M)
_DATE_SHAPE = re.compile(r"\d{4}-\d{2}-\d{2}")


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.code} {self.message}"


@dataclass(frozen=True)
class CheckReport:
    checked: tuple[str, ...]
    findings: tuple[Finding, ...]


def check_text(text: Text, smap: SectionMap) -> list[Finding]:
    """Every structural finding of one document, in line order."""
    scanned = scan(text.lines)
    found = find_anchors(list(scanned.headings), smap, text.lines)
    return check_scanned(text, scanned, found, entries_of(text, scanned, found, smap), smap)


def check_scanned(
    text: Text,
    scanned: Scan,
    found: dict[str, list[Heading]],
    entries: list[Entry],
    smap: SectionMap,
    rows: list[IndexRow] | None = None,
) -> list[Finding]:
    """`check_text` on a document already scanned (the guard scans each version once, and
    reads its index rows once: `rows`)."""
    headings = list(scanned.headings)
    findings = _anchor_findings(text, headings, found, smap)
    findings += _line_findings(text, scanned.opaque)
    findings += _duplicate_identities(text.name, entries)
    findings += _repeated_numbers(text.name, entries)
    if rows is None:
        rows = index_rows(text, scanned, found, smap)
    findings += _duplicate_index_rows(text.name, rows)
    findings += _impossible_row_dates(text.name, rows)
    return sorted(findings, key=lambda f: (f.line, f.code))


def impossible_date(written: str) -> bool:
    """Whether `written` is shaped `YYYY-MM-DD` but is no day of the calendar (`2026-10-80`,
    `2026-02-30`)."""
    if not _DATE_SHAPE.fullmatch(written):
        return False
    try:
        datetime.date.fromisoformat(written)
    except ValueError:
        return True
    return False


def _anchor_findings(
    text: Text, headings: list[Heading], found: dict[str, list[Heading]], smap: SectionMap
) -> list[Finding]:
    """PD001 missing, PD002 renamed, PD003 duplicated, PD004 out of order."""
    name = text.name
    findings: list[Finding] = []
    claimed = {h.index for hs in found.values() for h in hs}
    for anchor in smap.anchors:
        hits = found[anchor.id]
        findings += [
            Finding(
                name,
                h.index + 1,
                "PD003",
                f"anchor heading {anchor.heading!r} again (first at line "
                f"{hits[0].index + 1}); merge the two sections",
            )
            for h in hits[1:]
        ]
        if not hits and smap.required(anchor.id):
            findings.append(_missing(text, smap, anchor, headings, claimed))
    return findings + _order(name, found, smap)


def _missing(
    text: Text, smap: SectionMap, anchor: Anchor, headings: list[Heading], claimed: set[int]
) -> Finding:
    """PD002 when a heading nobody claims looks like this anchor renamed, else PD001 with
    the heading `adopt` proposes (the same words, level and place)."""
    from patcher.plan.adoption import heading_proposal  # only when an anchor is missing

    name = text.name
    near = near_miss(anchor, [h for h in headings if h.index not in claimed])
    if near is None:
        proposal = heading_proposal(text, smap, anchor.id)
        return Finding(name, 1, "PD001", f"anchor {anchor.id!r} missing: {proposal}")
    claimed.add(near.index)
    return Finding(
        name,
        near.index + 1,
        "PD002",
        f"anchor heading renamed: {near.text!r} should be {anchor.heading!r} "
        "(rename it back, or change the map)",
    )


def _order(name: str, found: dict[str, list[Heading]], smap: SectionMap) -> list[Finding]:
    """PD004 for each §-numbered anchor that comes before the one the map puts ahead of it
    (the others may sit wherever the document keeps them)."""
    numbered = [a for a in smap.anchors if a.numbered]
    order = [(hits[0].index, a) for a in numbered if (hits := found[a.id])]
    expected = ", ".join(a.id for a in numbered)
    return [
        Finding(
            name,
            line + 1,
            "PD004",
            f"anchor {anchor.id!r} comes before {before.id!r}; the map's order is {expected}",
        )
        for (before_line, before), (line, anchor) in pairwise(order)
        if line < before_line
    ]


def _line_findings(text: Text, opaque: frozenset[int]) -> list[Finding]:
    """Conflict markers, arXiv ids and markers: regex passes over the whole text; only the
    lines holding a suspect are looked at one by one (for fences and code spans)."""
    body = "\n".join(text.lines)
    starts = list(accumulate((len(line) + 1 for line in text.lines[:-1]), initial=0))
    findings: list[Finding] = []
    conflict_open = False
    for match in _CONFLICT_ANYWHERE.finditer(body):
        index = bisect_right(starts, match.start()) - 1
        token = match.group("mark")
        if index in opaque or (token[0] == "=" and not conflict_open):
            continue
        conflict_open = token[0] != ">"
        findings.append(
            Finding(
                text.name,
                index + 1,
                "PD008",
                f"merge-conflict marker {token!r}; resolve the merge conflict first",
            )
        )
    for code, pattern, problems in (
        ("PD006", _ARXIV_SUSPECT, _arxiv_problems),
        ("PD007", marker.ANYWHERE, marker.problems),
    ):
        suspects = sorted(
            {
                bisect_right(starts, m.start()) - 1
                for m in pattern.finditer(body)
                if _suspect(body, m) and problems(_token_at(body, m))
            }
        )
        for index in suspects:
            if index not in opaque:
                prose = without_code_spans(text.lines[index])
                findings += [
                    Finding(text.name, index + 1, code, message) for message in problems(prose)
                ]
    return findings + _impossible_marker_dates(text, body, starts, opaque)


def _impossible_marker_dates(
    text: Text, body: str, starts: list[int], opaque: frozenset[int]
) -> list[Finding]:
    """PD019: a marker's item id whose date no calendar has (`2026-10-80#1`), outside
    fences, comments and code spans; only the lines a regex pass finds are read."""
    suspects = sorted(
        {
            bisect_right(starts, m.start()) - 1
            for m in marker.ID_DATE.finditer(body)
            if impossible_date(m.group("date"))
        }
    )
    findings = []
    for index in suspects:
        if index in opaque:
            continue
        ids = [i for m in marker.read(without_code_spans(text.lines[index])) for i in m.ids]
        findings += [
            Finding(
                text.name,
                index + 1,
                "PD019",
                f"livedoc marker id {item_id!r} has a date no calendar has "
                f"({item_id.split('#')[0]}); correct it to the day the entry was added, "
                "keeping the '#' part (a later real date could never replace it)",
            )
            for item_id in ids
            if marker.ID_SHAPE.match(item_id) and impossible_date(item_id.split("#")[0])
        ]
    return findings


def _suspect(body: str, match: re.Match[str]) -> bool:
    """Whether a match may have a problem: not a well-formed arXiv id, not an escaped `<`."""
    if match.re is _ARXIV_SUSPECT:
        return True  # the pattern let well-formed ids by
    before = body[max(0, match.start() - 64) : match.start()]
    return (len(before) - len(before.rstrip("\\"))) % 2 == 0


def _token_at(body: str, match: re.Match[str]) -> str:
    """What `problems` needs to judge one match: an arXiv token alone, a marker to the end
    of its line."""
    if match.re is _ARXIV_SUSPECT:
        return match.group(0)
    return _rest_of_line(body, match.start())


def _rest_of_line(body: str, start: int) -> str:
    end = body.find("\n", start)
    return body[start:] if end < 0 else body[start:end]


def _arxiv_problems(line: str) -> list[str]:
    problems = []
    for match in _ARXIV_TOKEN.finditer(line):
        token = match.group("id").rstrip(".")
        if not refs.ARXIV_STRICT.match(token) or not _digits_fit(token):
            problems.append(f"malformed arXiv id {token!r}: expected YYMM.NNNNN (optional vN)")
    return problems


def _digits_fit(token: str) -> bool:
    """Since 2015 (YYMM 1501) ids have five digits after the dot, before that four."""
    yymm, rest = token.split(".", 1)
    digits = len(rest.split("v", 1)[0])
    return digits == (5 if int(yymm) >= 1501 else 4)


def entries_of(
    text: Text, scanned: Scan, found: dict[str, list[Heading]], smap: SectionMap
) -> list[Entry]:
    """Entries of every anchor that appears exactly once (the others are already findings)."""
    headings = list(scanned.headings)
    entries: list[Entry] = []
    for anchor in smap.anchors:
        if len(found[anchor.id]) == 1:
            heading = found[anchor.id][0]
            entries += read_section(text, headings, heading, anchor, smap, scanned.opaque).entries
    return entries


def identities(entry: Entry) -> set[str]:
    keys = {k for k in entry.keys if marker.strong(k)}
    return keys | {f"id:{i}" for i in entry.ids}


def _duplicate_identities(name: str, entries: list[Entry]) -> list[Finding]:
    findings: list[Finding] = []
    first_seen: dict[tuple[str, str], Entry] = {}
    for entry in entries:
        for key in sorted(identities(entry)):
            # a marker id is unique in the whole document; arXiv ids and refs per anchor
            scope = "*" if key.startswith("id:") else entry.anchor
            other = first_seen.setdefault((scope, key), entry)
            if other is entry:
                continue
            findings.append(
                Finding(
                    name,
                    other.start + 1,
                    "PD005",
                    f"{key} is shared with the entry at line {entry.start + 1} "
                    f"in {entry.anchor}; merge them",
                )
            )
            findings.append(
                Finding(
                    name,
                    entry.start + 1,
                    "PD005",
                    f"{key} is shared with the entry at line {other.start + 1} "
                    f"in {entry.anchor}; merge them",
                )
            )
    return findings


def _repeated_numbers(name: str, entries: list[Entry]) -> list[Finding]:
    """PD015: two neighbouring items of one ordered list with the same number, in a list
    numbered in sequence (a list numbering every item alike, `1.` throughout as mdformat
    writes it, is consistent)."""
    findings = []
    for run in _ordered_runs(entries):
        if len({entry.number for entry in run}) == 1:
            continue
        findings += [
            Finding(
                name,
                later.start + 1,
                "PD015",
                f"item number {later.number} repeats the one at line {earlier.start + 1}; "
                "renumber the list (a merge probably kept both sides)",
            )
            for earlier, later in pairwise(run)
            if earlier.number == later.number
        ]
    return findings


def _ordered_runs(entries: list[Entry]) -> list[list[Entry]]:
    """Neighbouring numbered entries of one anchor with the same delimiter (`.` or `)`)."""
    runs: list[list[Entry]] = []
    for earlier, later in pairwise([None, *entries]):
        if later is None or later.number is None:
            continue
        same_list = (
            earlier is not None
            and earlier.number is not None
            and earlier.anchor == later.anchor
            and later.prefix.strip()[-1:] == earlier.prefix.strip()[-1:]
        )
        if same_list and runs:
            runs[-1].append(later)
        else:
            runs.append([later])
    return runs


def _duplicate_index_rows(name: str, rows: list[IndexRow]) -> list[Finding]:
    """PD014: an arXiv id with two rows in the index table."""
    seen: dict[str, int] = {}
    findings: list[Finding] = []
    for arxiv_id, index, _ in rows:
        if arxiv_id in seen:
            findings.append(
                Finding(
                    name,
                    index + 1,
                    "PD014",
                    f"arXiv {arxiv_id} has a row already at line {seen[arxiv_id] + 1}; "
                    "keep one row (the latest last-confirmed date)",
                )
            )
        seen.setdefault(arxiv_id, index)
    return findings


def _impossible_row_dates(name: str, rows: list[IndexRow]) -> list[Finding]:
    """PD019: an index cell holding a date no calendar has (`2026-02-30`): a last-confirmed
    date never moves back, so a later real date could never replace it."""
    return [
        Finding(
            name,
            index + 1,
            "PD019",
            f"index row {arxiv_id}: cell {n + 1} {cell.strip()!r} is a date no calendar has; "
            "correct it (a last-confirmed date never moves back, so no real date would "
            "replace it)",
        )
        for arxiv_id, index, cells in rows
        for n, cell in enumerate(cells)
        if impossible_date(cell.strip())
    ]


def index_table(
    text: Text, scanned: Scan, found: dict[str, list[Heading]], smap: SectionMap
) -> IndexTable | None:
    """The index table of the index anchor's section (heading to the next heading of its
    level or above), read by `document.index_table`; None without one."""
    if smap.index is None or len(found.get(smap.index.anchor, [])) != 1:
        return None
    heading = found[smap.index.anchor][0]
    later = [
        h.index for h in scanned.headings if h.index > heading.index and h.level <= heading.level
    ]
    span = (heading.index + 1, later[0] if later else len(text.lines))
    return locate_index(text.lines, span, smap.index, scanned.opaque)


IndexRow = tuple[str, int, tuple[str, ...]]  # arXiv id, line index, cells


def index_rows(
    text: Text, scanned: Scan, found: dict[str, list[Heading]], smap: SectionMap
) -> list[IndexRow]:
    """(arXiv id, line index, cells) of each row of the index table."""
    table = index_table(text, scanned, found, smap)
    return [(row.id, row.line, row.cells) for row in table.rows] if table else []
