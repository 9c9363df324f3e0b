"""Days written in a text (`2030-09-02`, `2030/9/2`, `2030年9月2日`)."""

from __future__ import annotations

import re

from patcher.text.lazy import lazy

# A day written in full (`2030-09-02`, `2030/9/2`, `2030.9.2`, `2030年9月2日`).
FULL_DATE = lazy(r"(?<!\d)(?P<y>\d{4})[-/.年](?P<m>\d{1,2})[-/.月](?P<d>\d{1,2})日?(?!\d)")


# A month and day written without the year (`11-07`; not a version's `2.11-3`, a range of
# months `11-12 月`, nor a part of a full date).
MONTH_DAY = lazy(
    r"(?<![\d.\-/])(?P<m>1[0-2]|0?[1-9])-(?P<d>3[01]|[12]\d|0?[1-9])(?![\d.\-/]|\s*月)"
)


def day(match: re.Match[str]) -> tuple[int, int, int]:
    """A matched full date as (year, month, day)."""
    return int(match["y"]), int(match["m"]), int(match["d"])
