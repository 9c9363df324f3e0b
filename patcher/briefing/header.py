"""A briefing's header line → its topic and date, wherever the line gives them."""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass

from patcher.errors import BriefError
from patcher.text import dates
from patcher.text.lazy import lazy
from patcher.text.normalise import fold_width

# The briefing's title: `E1 预消化简报`, or in English (`E1 pre-digest`, `E1 Pre-digest
# Briefing`, `E1 briefing`).
_TITLE = lazy(
    r"E1\s*预消化简报|(?<![A-Za-z0-9])E1\s+(?:pre-?digest(?:\s+briefing)?|briefing)(?![A-Za-z])",
    re.IGNORECASE,
)
# What parts a header line's words: spaces, separators, brackets, list and heading marks
# (a lone `-`); a topic is one word (`inference`, `multi-modal`).
_WORD_BREAK = lazy(r"[\s·•|,;:()\[\]【】<>《》「」『』—–、。]+|(?<!\S)-(?!\S)")
# Marks and emoji around a word (`**inference`, `📋inference`, `inference**`).
_WORD_EDGES = lazy(r"^[\W_]+|[*_#>`\u2600-\u27BF\uFE0F\U0001F000-\U0001FAFF]+$")
_HINT = "the briefing must start with `TOPIC · E1 预消化简报(YYYY-MM-DD)`"


@dataclass(frozen=True)
class Header:
    """Where the header line is, and the topic and date it gives."""

    line: int
    topic: str
    date: str


def read_header(lines: list[tuple[int, str]], name: str) -> Header:
    """The first of the first ten lines naming `E1 预消化简报` (or `E1 pre-digest`, `E1
    briefing`) that gives one topic and one date: the topic the one word before the title
    (`inference · E1 预消化简报`, `[2035-02-11] inference E1 briefing`), or, with none there,
    before the date after it (`E1 预消化简报（inference，2034-03-07）`, `E1 Pre-digest
    Briefing — inference — 2035-02-11`) or after it (`2035-02-11 · E1 预消化简报 · inference`);
    the date written anywhere on the line (`(2034-03-07)`, `· 2034/3/7`, `２０３４-０３-０７`,
    `2034年3月7日`).
    BriefError when none does (why the first failed, with its line)."""
    refusal: BriefError | None = None
    for number, line in lines[:10]:
        text = fold_width(line)
        title = _TITLE.search(text)
        if title is None:
            continue
        why = _refusal(text, title)
        if why is None:
            return Header(number, _topics(text, title)[0], _date(text, name, number))
        refusal = refusal or BriefError(why, path=name, line=number, hint=_HINT)
    if refusal is not None:
        raise refusal
    first = next(number for number, line in lines if line.strip())
    raise BriefError("no header line with topic and date", path=name, line=first, hint=_HINT)


def _refusal(text: str, title: re.Match[str]) -> str | None:
    """Why the header line gives no single topic and date, or None when it does."""
    days = list(dict.fromkeys(dates.day(m) for m in dates.FULL_DATE.finditer(text)))
    if not days:
        return "the header line gives no date"
    if len(days) > 1:
        shown = ", ".join(f"{y:04}-{m:02}-{d:02}" for y, m, d in days)
        return f"the header line gives {len(days)} dates ({shown}): which is the briefing's?"
    topics = _topics(text, title)
    if not topics:
        return f"the header line gives no topic (the word before `{title.group()}`)"
    if len(topics) > 1:
        return f"the header line gives no single topic: {', '.join(topics)}"
    return None


def _topics(text: str, title: re.Match[str]) -> list[str]:
    """The words before the title, its date left out; with none, those after it up to its
    date, or all of them when the date is before the title (`2035-02-11 · E1 预消化简报 ·
    inference`)."""
    before = _words(dates.FULL_DATE.sub(" ", text[: title.start()]))
    if before:
        return before
    after = text[title.end() :]
    date = dates.FULL_DATE.search(after)
    return _words(after[: date.start()] if date else after)


def _words(text: str) -> list[str]:
    """The words of a piece of header line, marks (`#`, `**`, `>`) and emoji left out."""
    words = (_WORD_EDGES.sub("", word) for word in _WORD_BREAK.split(text))
    return [word for word in words if any(char.isalnum() for char in word)]


def _date(text: str, name: str, line: int) -> str:
    """The line's date as YYYY-MM-DD (`2026-9-21` → `2026-09-21`); a date no calendar has
    (`2026-10-80`, `2026-02-30`) is bad input: it would be written into entries, markers and
    the index, where a later real date could never replace it (a last-confirmed date never
    moves back)."""
    match = dates.FULL_DATE.search(text)
    assert match is not None
    try:
        return datetime.date(*dates.day(match)).isoformat()
    except ValueError:
        raise BriefError(
            f"header date {match.group()} is not a calendar date",
            path=name,
            line=line,
            hint="correct the date in the briefing's first line, as YYYY-MM-DD",
        ) from None
