"""The document's own shape of dated update lines and entry leads, as templates `adopt` proposes.

An update line is a list item inside an entry, after its lead, that opens with a day: an
optional mark (`↳ `, `▸ `), the day in full (`2038-03-18`) or as month and day (`03-18`),
bare, bold or bracketed (`**03-18**`, `[03-18]`, `（03-18）`), then a separator (` — `, `: `,
`：`, ` ｜ `, ` `); an entry's own items only (the points under them are not updates). The
shape most of them share becomes `template.update` (`{date} — {title}: {summary}`,
`{day}：{title}：{summary}`), unless the map's own template already reads as many lines. An
entry lead shape (`**{title}** — {summary}`) becomes `template.entry` only when most entries
share it.
"""

from __future__ import annotations

import functools
import re
import string
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from patcher.document.identity import Entry
from patcher.text import marker
from patcher.text.lazy import lazy
from patcher.text.markdown import ITEM_PREFIX

MIN_LINES = 3  # fewer dated updates (or entries) than this: too few to read a style from

_FULL = r"\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])"
_SHORT = r"(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])"
_PAIRS = {"": "", "[": "]", "（": "）", "(": ")", "【": "】"}
_UPDATE = lazy(
    r"(?P<mark>[^\w\s\[（(【*_`<]{1,2} )?(?P<open>[\[（(【]?)(?P<bold>\*\*|__)?"
    rf"(?P<date>{_FULL}|{_SHORT})(?(bold)(?P=bold))(?P<close>[\]）)】]?)"
    r"(?P<sep> — | – | -- |: |：| ｜ | \| | · | |)(?=\S)"
)
_LEAD = lazy(r"\*\*[^*\n]+\*\*(?P<sep> — | – |：|: | - | · )(?=\S)")
_CJK = lazy(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN_WORD = lazy(r"[A-Za-z]+")
_VALUES = {"date": _FULL, "day": _SHORT, "stars": "⭐*"}


@dataclass(frozen=True)
class Proposal:
    """A template read from the document: `template` None keeps the map's (`why` says why)."""

    key: str  # update | entry
    template: str | None
    shown: int  # lines of the document in the proposed (or the map's) shape
    read: int  # dated updates (entries) read
    why: str = ""


def proposals(
    lines: Sequence[str], entries: Sequence[Entry], current: dict[str, str]
) -> tuple[Proposal, ...]:
    """The update and entry templates the document's own lines suggest; `current` holds the
    map's templates by key (kept when they read as many lines as the document's shape)."""
    listed = [e for e in entries if not e.prefix.startswith("#")]
    return (
        _update(_dated(lines, entries), current["update"]),
        _entry([e.lead for e in listed], current["entry"], len(entries)),
    )


def _dated(lines: Sequence[str], entries: Sequence[Entry]) -> list[str]:
    """The text of each list item inside an entry after its lead (markers left out): its
    own items, the shallowest; the points under them (`    - 10-12 nodes`, `    - 01-03:
    hotfix`) are no update lines."""
    out = []
    for entry in entries:
        found = []
        for line in lines[entry.start + entry.lead_lines : entry.end]:
            item = ITEM_PREFIX.match(line)
            if item is not None:
                indent = len(item.group("indent").expandtabs(4))
                found.append((indent, marker.strip(line[item.end() :], "").strip()))
        top = min((indent for indent, _ in found), default=0)
        out += [text for indent, text in found if indent == top]
    return out


def _update(items: list[str], current: str) -> Proposal:
    shapes = [m for text in items if (m := _shape(text)) is not None]
    if len(shapes) < MIN_LINES:
        why = f"only {len(shapes)} dated update{'s' if len(shapes) != 1 else ''}"
        return Proposal("update", None, 0, len(shapes), why)
    counted = Counter(shape for shape, _ in shapes)
    best, shown = counted.most_common(1)[0]
    own = sum(_reads(current, text) for text in items)
    if own >= shown:
        why = f"it already reads {own} of the {len(shapes)} dated updates"
        return Proposal("update", None, own, len(shapes), why)
    if shown * 2 <= len(shapes):  # (no shape most lines share: the document's style unclear)
        why = f"only {shown} of {len(shapes)} dated updates share a shape"
        return Proposal("update", None, shown, len(shapes), why)
    bodies = [body for shape, body in shapes if shape == best]
    return Proposal("update", _update_template(best, bodies), shown, len(shapes))


def _shape(text: str) -> tuple[tuple[str, ...], str] | None:
    """(mark, open, form, close, separator) of a dated line, and the text after them."""
    found = _UPDATE.match(text)
    if found is None or _PAIRS[found["open"]] != found["close"]:
        return None
    if not found["sep"] and not found["close"]:
        return None  # (`03-18x`: no day standing alone)
    form = "date" if len(found["date"]) == 10 else "day"
    mark, sep, bold = found["mark"] or "", found["sep"], found["bold"] or ""
    return (mark, found["open"] + bold, form, bold + found["close"], sep), text[found.end() :]


def _update_template(shape: tuple[str, ...], bodies: list[str]) -> str:
    mark, opener, form, close, sep = shape
    return f"{mark}{opener}{{{form}}}{close}{sep}{{title}}{_colon(bodies)}{{summary}}"


def _colon(bodies: list[str]) -> str:
    """`：` after the title where most lines are Chinese text (more Chinese characters than
    Latin words), `: ` otherwise."""
    chinese = sum(len(_CJK.findall(b)) > len(_LATIN_WORD.findall(b)) for b in bodies)
    return "：" if chinese * 2 > len(bodies) else ": "


def _entry(leads: list[str], current: str, entries: int) -> Proposal:
    if len(leads) < MIN_LINES:
        why = f"only {len(leads)} list entr{'ies' if len(leads) != 1 else 'y'}"
        why += f" ({entries - len(leads)} written as headings)" if entries > len(leads) else ""
        return Proposal("entry", None, 0, len(leads), why)
    own = sum(_reads(current, lead) for lead in leads)
    counted = Counter(m["sep"] for lead in leads if (m := _LEAD.match(lead)))
    sep, shown = counted.most_common(1)[0] if counted else ("", 0)
    if own and own >= shown:
        why = f"it already reads {own} of the {len(leads)} entries"
        return Proposal("entry", None, own, len(leads), why)
    if not counted:
        why = f"no lead shape its {len(leads)} entries share"
        return Proposal("entry", None, 0, len(leads), why)
    if shown * 2 <= len(leads):
        why = f"only {shown} of {len(leads)} entries open `**name**{sep}`"
        return Proposal("entry", None, shown, len(leads), why)
    return Proposal("entry", f"**{{title}}**{sep}{{summary}}", shown, len(leads))


def _reads(template: str, text: str) -> bool:
    """Whether `text` opens the way `template` writes a line (up to its last placeholder)."""
    return _pattern(template).match(text) is not None


@functools.lru_cache(maxsize=16)
def _pattern(template: str) -> re.Pattern[str]:
    parts = []
    for literal, name, _, _ in string.Formatter().parse(template):
        parts += [r"\s*" if char.isspace() else re.escape(char) for char in literal]
        if name is not None:
            parts.append(_VALUES.get(name, r".+?"))
    while parts and parts[-1] in (r".+?", r"\s*"):
        parts.pop()  # (the line's free text at the end: anything)
    return re.compile("".join(parts))
