"""Long tables read in part: the body rows of a top-level table the independent check may
leave unread (the arXiv index), and why it still sees every change.

The independent check (`independent.check`) reads the old and the patched text of a window
around each edit with markdown-it and compares them. A window holding the arXiv index holds
the whole table (a top-level block is one unit), so at 20 MB each reading took ~40,000 rows.
Here the rows far from every edit are cut out of both texts before reading ("gaps"), and
the two readings are mapped back to the document's line numbers.

Why the reading of the text with a gap cut out is the full reading less the gap's rows.
A ROW line is at most three spaces, then `|`, and no carriage return (markdown-it would
split the line there). Read markdown-it's table rule (`rules_block/table.py`, read in
markdown-it-py 4.3; tests/test_table_rows.py holds cut readings to whole ones): once a
top-level table (no container: `blkIndent` 0) has begun, a body line ends it when it is
indented below `blkIndent` (never at top level), a terminator rule (fence, blockquote, hr,
list, html_block, heading: each needs its own first character, `` ` ~ > * - _ + `` a digit,
`<` or `#`) starts there, it is blank, it is indented code (4+ columns), or the count of
cells the table filled in ("autocompleted", the header's count less the row's, summed over
the rows so far) passes `MAX_AUTOCOMPLETED_CELLS`. A ROW line fails every test but the
last, whatever the rows before it; and its tokens depend only on the header (column count,
alignments) and on itself. So when, in the reading of the cut text, the kept lines right
before and right after a gap are both body rows of the same top-level table, the full
text's reading is identical up to that row before (the lines up to it are the same and
every block before ended inside them: a block rule reads from its start to its first line
that is not its own), goes on through the gap's ROW lines as rows of that table, and
reaches the row after with the same header and the same decisions ahead, the autocompleted
count alone differing. `overflows` computes that count, exactly as the rule does (`cells`),
over the full and the cut table, in the old and the new text; when it could pass the limit
anywhere, nothing is cut. Everything else — a kept line next to a gap that is no row of one
top-level table, gap lines that changed — also means the window is read whole, as before.

Why no change slips through a gap: each gap's rows are byte-identical in both texts (else
nothing is cut), and by the above they show in the new reading as in the old (same table,
same path, shifted lines) exactly when the kept rows beside the gap do, and those are
compared. An edit reaches rows after it only through the table's end (line-local: decided
on its own line, which is read) or through the autocompleted count (counted in full). Gaps
also lie at least `KEEP` rows from every inserted line and every replaced row, so the rows
around an edit are read in their context.
"""

from __future__ import annotations

import importlib
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate, repeat

from markdown_it.common.utils import mdTrim

from patcher.text.lazy import lazy

ROW = lazy(r" {0,3}\|[^\r]*")
KEEP = 3  # rows read on either side of every edit, and at both ends of a run of rows
LEAST_GAP = 16  # fewer rows are read rather than cut out
RULE = importlib.import_module("markdown_it.rules_block.table")  # the package's `table` is the rule
LIMIT: int | None = getattr(RULE, "MAX_AUTOCOMPLETED_CELLS", None)  # absent before 3.0.x

Gap = tuple[int, int]  # [start, end) line indices cut out


@dataclass(frozen=True, slots=True)
class Cut:
    """A text with its gaps cut out: the lines read, and each one's index in the text."""

    lines: list[str]
    index: list[int]
    gaps: list[Gap]


def gaps(lines: Sequence[str], window: tuple[int, int], marks: Sequence[int]) -> list[Gap]:
    """Runs of ROW lines in lines[lo:hi] left unread: at least LEAST_GAP long, KEEP rows
    away from both ends of their run and from every edit (`marks`: the old line indices
    edits land at, sorted and distinct: lines inserted before one, or the row replaced
    there; sorted once per run, each run of rows takes the few near it by bisection)."""
    lo, hi = window
    found: list[Gap] = []
    start = lo
    while start < hi:
        if not ROW.fullmatch(lines[start]):
            start += 1
            continue
        end = start
        while end < hi and ROW.fullmatch(lines[end]):
            end += 1
        near = marks[bisect_left(marks, start - KEEP) : bisect_left(marks, end + KEEP)]
        found += _inside(start + KEEP, end - KEEP, near)
        start = end
    return found


def _inside(lo: int, hi: int, marks: Sequence[int]) -> list[Gap]:
    """[lo, hi) less KEEP lines around each mark (sorted), in pieces of at least LEAST_GAP
    lines."""
    pieces: list[Gap] = []
    for mark in [*(m for m in marks if lo - KEEP <= m < hi + KEEP), hi + KEEP]:
        end = min(hi, mark - KEEP)
        if end - lo >= LEAST_GAP:
            pieces.append((lo, end))
        lo = max(lo, mark + KEEP + 1)
    return pieces


def cut(lines: Sequence[str], window: tuple[int, int], cut_out: list[Gap]) -> Cut:
    """lines[lo:hi] less the gaps (sorted, disjoint, inside the window)."""
    lo, hi = window
    kept: list[str] = []
    index: list[int] = []
    for start, end in [*cut_out, (hi, hi)]:
        kept += lines[lo:start]
        index += range(lo, start)
        lo = end
    return Cut(kept, index, cut_out)


def cells(line: str) -> int:
    """The cells markdown-it's table rule counts in a row: `escapedSplit` of the trimmed
    line (a `|` after a backslash is escaped), less an empty first and last piece."""
    text = mdTrim(line)
    if not text:
        return 0
    pipes = text.count("|") - text.count("\\|")
    count = pipes + 1
    if text.startswith("|"):
        count -= 1
    if text.endswith("|") and not text.endswith("\\|"):
        count -= 1
    return count


def overflows(lines: Sequence[str], table: tuple[int, int], cut_out: list[Gap]) -> bool:
    """Whether the autocompleted count of the table [header, end) could pass the rule's
    limit at any row, read whole or with the gaps (inside it) cut out."""
    if LIMIT is None:
        return False
    header, end = table
    columns = cells(lines[header])
    whole = lines[header + 2 : end]
    kept = cut(lines, (header + 2, end), cut_out).lines
    if max(_bound(columns, whole), _bound(columns, kept)) <= LIMIT:
        return False
    return max(_peak(columns, whole), _peak(columns, kept)) > LIMIT


def _bound(columns: int, rows: Sequence[str]) -> int:
    """At least `_peak`, at the cost of C string counts: a row's cells are at least its
    unescaped pipes less one (`cells`), so it fills in at most `columns + 1 - pipes +
    escaped pipes`, and each running sum of these bounds its running count."""
    most = [columns + 1 - n for n in map(str.count, rows, repeat("|"))]
    if any("\\" in row for row in rows):
        most = [m + n for m, n in zip(most, map(str.count, rows, repeat("\\|")), strict=True)]
    return max(accumulate(most), default=0)


def _peak(columns: int, rows: Sequence[str]) -> int:
    """The highest running autocompleted count over `rows` (a row with more cells than the
    header lowers it, as in the rule)."""
    return max(accumulate(columns - cells(row) for row in rows), default=0)
