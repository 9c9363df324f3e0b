"""Days written in a text (`2030-09-02`, `2030/9/2`, `2030年9月2日`)."""

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
    word = name.lower().rstrip(".")
    month = next(n for n, m in enumerate(_MONTHS, 1) if word[:3] == m[:3])
    if len(word) > 3 and word != _MONTHS[month - 1] and word != "sept":
        return None
    return int(year), month, int(date)
