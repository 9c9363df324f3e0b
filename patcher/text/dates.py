"""Days written in a text (`2030-09-02`, `2030/9/2`, `2030年9月2日`, `09-02`, `Sep 2`)."""

from __future__ import annotations

import re

from patcher.text.lazy import lazy

# A day written in full (`2030-09-02`, `2030/9/2`, `2030.9.2`, `2030年9月2日`).
FULL_DATE = lazy(r"(?<!\d)(?P<y>\d{4})[-/.年](?P<m>\d{1,2})[-/.月](?P<d>\d{1,2})日?(?!\d)")


# A month and day written without the year (`11-07`; not a version's `2.11-3`, a part of a full
# date, nor a range of months or of a measure: `11-12 月`, `3-5 倍`, `2-3 小时`, `4-8x`).
MONTH_DAY = lazy(
    r"(?<![\d.\-/])(?P<m>1[0-2]|0?[1-9])-(?P<d>3[01]|[12]\d|0?[1-9])(?![\d.\-/]|[A-Za-z×%]"
    r"|\s*(?:月|倍|个|分钟|小时|天|秒|次|卡|张|台|%|(?i:min|ms|hours?|days?|x|GPUs?)(?![A-Za-z])))"
)


def day(match: re.Match[str]) -> tuple[int, int, int]:
    """A matched full date as (year, month, day)."""
    return int(match["y"]), int(match["m"]), int(match["d"])


_MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
# A day written with its month's English name (`Jun 12, 2038`, `June 12 2038`, `12 Jun 2038`).
NAMED_DATE = lazy(
    rf"(?i)(?<![A-Za-z\d])(?:(?P<mn>{_MONTH})\s+(?P<md>\d{{1,2}}),?\s+(?P<my>\d{{4}})"
    rf"|(?P<dd>\d{{1,2}})\s+(?P<dn>{_MONTH}),?\s+(?P<dy>\d{{4}}))(?!\d)"
)


def named_day(match: re.Match[str]) -> tuple[int, int, int] | None:
    """A matched NAMED_DATE as (year, month, day), or None when the name is no month's
    (`Marathon 12 2038`)."""
    name, year, date = (
        (match["mn"], match["my"], match["md"])
        if match["mn"]
        else (match["dn"], match["dy"], match["dd"])
    )
    month = _month_named(name)
    return (int(year), month, int(date)) if month else None


def _month_named(name: str) -> int:
    """The month a word names (`Jun`, `June`, `Sept.`: 6, 6, 9), 0 when none (`Marathon`)."""
    word = name.lower().rstrip(".")
    month = next((n for n, m in enumerate(_MONTHS, 1) if word[:3] == m[:3]), 0)
    if not month or (len(word) > 3 and word != _MONTHS[month - 1] and word != "sept"):
        return 0
    return month


# A day written with or without its year in the other shapes briefings use: the month's English
# name, capitalised (`June 19`, `Jun 19th, 2038`, `19 June`; not `may 12`, `Mar 2.0`, the `2`
# of `5.2 June`), and Chinese (`6 月 19 日`, `2038 年 6 月 19 号`).
_NAMED_DAY = lazy(
    r"(?<![A-Za-z\d.\-/])(?:(?P<mn>[A-Z][a-z]{2,8}\.?)\s+(?P<md>3[01]|[12]\d|0?[1-9])"
    r"(?:st|nd|rd|th)?(?![A-Za-z\d%]|[.:]\d)"
    r"|(?P<dd>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?\s+(?P<dn>[A-Z][a-z]{2,8}\.?)(?![A-Za-z]))"
    r"(?:,?\s+(?P<y>\d{4})(?!\d|:\d))?"
)
_CJK_DAY = lazy(
    r"(?<![\d.])(?:(?P<y>\d{4})\s*年\s*)?(?P<m>1[0-2]|0?[1-9])\s*月\s*(?P<d>3[01]|[12]\d|0?[1-9])"
    r"\s*[日号](?![\d])"
)


def written_days(text: str) -> list[tuple[str, int | None, int, int]]:
    """The days a text writes, in order, in any shape (`2038-06-19`, `06-19`, `June 19`,
    `19 Jun 2038`, `6 月 19 日`): each as written, its year (None when not written), month and
    day. Overlapping readings keep the one starting first, then the longest."""
    found: list[tuple[int, int, str, int | None, int, int]] = []
    for m in FULL_DATE.finditer(text):
        found.append((m.start(), m.end(), m.group(), *day(m)))
    for m in MONTH_DAY.finditer(text):
        found.append((m.start(), m.end(), m.group(), None, int(m["m"]), int(m["d"])))
    for m in _CJK_DAY.finditer(text):
        year = int(m["y"]) if m["y"] else None
        found.append((m.start(), m.end(), m.group(), year, int(m["m"]), int(m["d"])))
    for m in _NAMED_DAY.finditer(text):
        month = _month_named(m["mn"] or m["dn"])
        if not month:
            continue  # (`Marathon 12`, `Mayday 3`: no month)
        year = int(m["y"]) if m["y"] else None
        found.append((m.start(), m.end(), m.group(), year, month, int(m["md"] or m["dd"])))
    found.sort(key=lambda f: (f[0], -f[1]))
    kept: list[tuple[str, int | None, int, int]] = []
    end = -1
    for start, stop, said, year, month, date in found:
        if start >= end:
            kept.append((said, year, month, date))
            end = stop
    return kept


def written_on(
    written: tuple[str, int | None, int, int], days: set[tuple[int, int, int]], today: str = ""
) -> bool:
    """A day as `written_days` reads it is one of `days` (year, month, day): the same day, or,
    where it writes no year, the same month and day; given the briefing's day (`today`,
    `2039-06-20`), a day without its year is read in that year, or the year before where it
    would come after it (`12 月 30 日` in a briefing of January)."""
    _, year, month, date = written
    dated = FULL_DATE.match(today)
    if year is None and dated is not None and all(d <= day(dated) for d in days):
        this_year, this_month, this_day = day(dated)  # (not against days after the briefing)
        year = this_year - 1 if (month, date) > (this_month, this_day) else this_year
    if year is None:
        return any((m, d) == (month, date) for _, m, d in days)
    return (year, month, date) in days
