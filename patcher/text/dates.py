"""Days written in full in a text (`2030-09-02`, `2030/9/2`, `2030年9月2日`)."""

from __future__ import annotations

import re

from patcher.text.lazy import lazy

# A day written in full (`2030-09-02`, `2030/9/2`, `2030.9.2`, `2030年9月2日`).
FULL_DATE = lazy(r"(?<!\d)(?P<y>\d{4})[-/.年](?P<m>\d{1,2})[-/.月](?P<d>\d{1,2})日?(?!\d)")


def day(match: re.Match[str]) -> tuple[int, int, int]:
    """A matched full date as (year, month, day)."""
    return int(match["y"]), int(match["m"]), int(match["d"])
