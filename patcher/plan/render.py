"""Briefing text → the lines the patcher writes: neutralised, filled into the map's templates."""

from __future__ import annotations

import functools
import re
import string
from dataclasses import dataclass, replace

from patcher.briefing.body import Point, tally
from patcher.briefing.increments import UNKNOWN, Increment
from patcher.config.sectionmap import Anchor, SectionMap
from patcher.text.lazy import kept, lazy
from patcher.text.neutral import inline, line_start, neutralise, strip_controls
from patcher.text.normalise import fold
from patcher.text.tables import is_delimiter_row, split_row


@dataclass(frozen=True)
class Detail:
    """What an entry or update writes of an increment's body, and what a limit left out."""

    summary: str
    points: tuple[Point, ...]
    omitted: str  # `5 points, 1 table`, or ""


TITLE_LIMIT = 200
# How deep the points of one increment are written: the entry, its label sub-bullet and four
# levels of points stay well inside what renderers nest (markdown-it stops at 20 tokens deep
# and leaves the rest of the document unrendered); deeper points are flattened to the last
# level, in order, and reported.
MAX_POINT_DEPTH = 4


def detail(inc: Increment, anchor: Anchor, smap: SectionMap) -> Detail:
    """The summary (the first plain points, else a fallback) and the points written after it,
    cut by `max_points` and the anchor's `detail`; what is cut is counted."""
    tpl = smap.template
    body = list(inc.body)
    taken: list[str] = []
    ordered = _ordered(body)  # an ordered list is written whole, from 1
    while body and len(taken) < tpl.summary_points and _plain(body[0]) and not ordered:
        taken.append(body.pop(0).text)
    summary = "；".join(taken) or _fallback_summary(inc)
    body += _unknown_fields(inc)
    if len(inc.title) > TITLE_LIMIT:
        body.insert(0, Point(f"完整标题：{inc.title}"))
    kept = body if anchor.detail == "full" else []
    if tpl.max_points and anchor.detail == "full":
        kept = body[: max(tpl.max_points - len(taken), 0)]
    capped, flattened = cap_depth(tuple(kept), MAX_POINT_DEPTH)
    omitted = _omitted(tuple(body[len(kept) :]))
    if flattened:
        note = f"{flattened} point{'s' if flattened != 1 else ''} nested over"
        omitted = ", ".join(filter(None, [omitted, f"{note} {MAX_POINT_DEPTH} levels flattened"]))
    return Detail(summary, capped, omitted)


def _unknown_fields(inc: Increment) -> list[Point]:
    """Fields no label of the parser reads (`备注：内部消息`), written as points after the
    increment's own, label and text on one line: reported by the parse, never lost."""
    return [
        Point(f"{f.label}：{' '.join(line.strip() for line in f.text.splitlines())}".strip())
        for f in inc.fields
        if f.key == UNKNOWN
    ]


def cap_depth(points: tuple[Point, ...], depth: int) -> tuple[tuple[Point, ...], int]:
    """Points nested at most `depth` levels: the children of a point at the last level are
    written after it at that level (depth first, in order); returns how many moved up."""
    out: list[Point] = []
    moved = 0
    for point in points:
        if depth <= 1:
            below = _flatten(point.children)
            out.append(replace(point, children=()))
            out += below
            moved += len(below)
            continue
        children, count = cap_depth(point.children, depth - 1)
        out.append(replace(point, children=children))
        moved += count
    return tuple(out), moved


def _flatten(points: tuple[Point, ...]) -> list[Point]:
    flat: list[Point] = []
    for point in points:
        flat.append(replace(point, children=()))
        flat += _flatten(point.children)
    return flat


def _plain(point: Point) -> bool:
    return point.kind == "text" and not point.children and not point.header


_LAST_BRACKET = lazy(r"[（(](?P<text>[^（）()]+)[）)]\s*$")


_SPACED_DASH = lazy(r"\s+[—–]{1,2}\s+")


def _fallback_summary(inc: Increment) -> str:
    """When the body opens with a header, a table or an ordered list: the suggestion's
    bracket or the briefing's digest when they add to the title, else the title's tail after
    ` — `, else the first point's text."""
    bracket = _LAST_BRACKET.search(_suggestion_text(inc))
    adding = [bracket.group("text") if bracket else "", inc.digest]
    for candidate in adding:
        text = candidate.strip()
        if text and fold(text) not in fold(inc.title):
            return text
    tail = _SPACED_DASH.split(inc.title, maxsplit=1)
    if len(tail) > 1 and tail[1].strip():
        return tail[1].strip()
    first = next((p.text for p in inc.body if p.kind == "text"), "")
    return _NUMBERED.sub("", first, count=1).rstrip("：:") or inc.title


def _suggestion_text(inc: Increment) -> str:
    return next((f.text for f in inc.fields if f.key == "suggestion"), "")


def _omitted(points: tuple[Point, ...]) -> str:
    counts = tally(points)
    names = (("text", "point"), ("table", "table"), ("code", "code block"))
    return ", ".join(
        f"{counts[kind]} {name}{'s' if counts[kind] != 1 else ''}"
        for kind, name in names
        if counts[kind]
    )


def short_title(title: str) -> str:
    """A title over TITLE_LIMIT characters, cut at a separator (the whole is a point)."""
    if len(title) <= TITLE_LIMIT:
        return title
    head = title[:TITLE_LIMIT]
    cut = max(head.rfind(mark) for mark in (" — ", " · ", "；", "，", "、", " "))
    return (head[:cut] if cut > TITLE_LIMIT // 2 else head).rstrip(" —·；，、") + "…"


def render_values(
    inc: Increment, date: str, anchor: str, smap: SectionMap, part: Detail | None = None
) -> dict[str, str]:
    """Placeholder values, one line each; {points} here is the one-line form (`；`-joined).
    `part` is the increment's `detail` when the caller has it already."""
    part = part or detail(inc, smap.anchor(anchor), smap)
    values = {
        "title": short_title(inc.title),
        "stars": "⭐" * inc.stars,
        "date": date,
        "day": _month_day(date),
        "id": inc.id,
        "summary": part.summary,
        "points": "；".join(p.text.replace("\n", " ") for p in part.points if p.kind == "text"),
        "sources": inc.sources,
        "arxiv": f"arXiv:{inc.primary_arxiv}" if inc.primary_arxiv else "",
        "credibility": inc.credibility,
        "category": inc.category or "",
        "anchor": anchor,
    }
    return {k: inline(v).strip() for k, v in values.items()}


_NUMBERED = lazy(r"^(?P<n>\d{1,9})[.)]\s+")


_ISO_DAY = lazy(r"\d{4}-\d{2}-\d{2}")


def _month_day(date: str) -> str:
    """`05-02` of the briefing's `2038-05-02` (`{day}`); a date of another form as it is."""
    return date[5:] if _ISO_DAY.fullmatch(date) else date


def render_points(points: tuple[Point, ...], indent: str, bullet: str) -> list[str]:
    """Points as nested list items from `indent` (an ordered list when the briefing
    numbered every point of that level); a table or code block goes inside the item before
    it (or, first at its level, inside the parent item)."""
    ordered = _ordered(points)
    lines: list[str] = []
    child = indent + " " * len(bullet)
    for point in points:
        if point.kind == "text":
            number = _NUMBERED.match(point.text) if ordered else None
            prefix = f"{number.group('n')}. " if number else bullet
            text = point.text[number.end() :] if number else point.text
            child = indent + " " * len(prefix)
            lines.append(f"{indent}{prefix}{neutralise(text)}")
            lines += render_points(point.children, child, bullet)
            continue
        inside = child if lines else indent
        lines += _block_lines(point, inside)
        lines += render_points(point.children, inside, bullet)
    return lines


def _ordered(points: tuple[Point, ...] | list[Point]) -> bool:
    """Every text point is numbered, from 1 (a list starting elsewhere cannot follow a
    paragraph in CommonMark, so it is written as bullets)."""
    numbers = [_NUMBERED.match(p.text) for p in points if p.kind == "text"]
    return bool(numbers) and all(numbers) and numbers[0].group("n") == "1"  # type: ignore[union-attr]


def _block_lines(point: Point, indent: str) -> list[str]:
    if point.kind == "table":
        return [indent + row for row in table_rows(point.text)]
    return [indent + line if line else "" for line in code_lines(point.text, point.info)]


def table_rows(text: str) -> list[str]:
    """A briefing's pipe table as GFM rows: cells neutralised, a delimiter row ensured."""
    rows = [split_row(line) for line in text.split("\n") if line.strip()]
    if not rows:
        return []
    width = len(rows[0])
    if len(rows) < 2 or not is_delimiter_row(rows[1]):
        rows.insert(1, ("---",) * width)
    out = []
    for number, cells in enumerate(rows):
        if number == 1:  # as many cells as the header, or GFM reads no table at all
            cells = (*cells[:width], *("---",) * (width - len(cells)))
            out.append("|" + "|".join(c if c else "---" for c in cells) + "|")
            continue
        if len(cells) > width:  # GFM drops cells past the header's: joined into the last
            cells = (*cells[: width - 1], " | ".join(cells[width - 1 :]))
        out.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return out


def _cell(text: str) -> str:
    return inline(text).replace("|", "\\|").replace("\\\\|", "\\|").strip() or " "


_DRAWN = frozenset({"math", "mermaid", "geojson", "topojson", "stl"})


_LANGUAGE = lazy(r"[A-Za-z0-9_+.#-]{1,20}")  # an info string that is only a language name


_BACKTICKS = lazy(r"`+")


def code_lines(text: str, info: str) -> list[str]:
    """A fenced code block that no line of the code can close (control characters dropped)."""
    text = strip_controls(text)
    longest = max((len(run) for run in _BACKTICKS.findall(text)), default=0)
    fence = "`" * max(3, longest + 1)
    info = strip_controls(info).strip()
    language = info if _LANGUAGE.fullmatch(info) else ""
    if language.lower() in _DRAWN:  # GitHub draws these instead of showing their text
        language = "text"
    lines = text.split("\n") if text else []
    if info and not language:  # GitHub never shows an info string: other text stays inside
        lines = [info, *lines]
    return [fence + language, *lines, fence]


_FIELD = lazy(r"(?<!\{)\{(\w+)\}")


def fill(template: str, values: dict[str, str]) -> str | None:
    """The filled line, or None when every placeholder in it is empty."""
    names = _FIELD.findall(template)
    if names and not any(values.get(n) for n in names):
        return None
    return line_start(template.format_map(values))  # the values are inline-safe already


# A literal character of a note's head, as matched in the document: brackets and colons of
# either width, spaces optional around them, the emoji's variation selector optional.
_HEAD_CHARS = {
    "（": r"\s*[（(]\s*",
    "(": r"\s*[（(]\s*",
    "）": r"\s*[）)]\s*",
    ")": r"\s*[）)]\s*",
    "：": r"\s*[：:]\s*",
    ":": r"\s*[：:]\s*",
    "\ufe0f": "\ufe0f?",
}


@functools.lru_cache(maxsize=64)
def note_head(template: str) -> re.Pattern[str]:
    """The head a note written from the `note` template opens with: its text before
    `{suggestion}` (`⚠️ 待核实（{risk}）：` with the shipped map), any placeholder in it
    matching any text of one line. A template that puts nothing before `{suggestion}`
    has no head: the pattern then matches nothing."""
    head = template.split("{suggestion}")[0] if "{suggestion}" in template else ""
    parts = []
    for literal, name, _, _ in string.Formatter().parse(head):
        for char in literal:
            parts.append(r"\s*" if char.isspace() else _HEAD_CHARS.get(char, re.escape(char)))
        if name is not None:
            parts.append(r"[^\n]*?")
    if not any(literal.strip() for literal, _, _, _ in string.Formatter().parse(head)):
        return kept(r"(?!)")
    return kept("^" + "".join(parts) + r"\s*")  # (of the map's template: kept between runs)


_FIGURE = lazy(r"\d[\d,]*\s*▲(?:\s*#\d+)?")
_GROWTH = lazy(r"\d+\s*h\s*\+\s*\d+\s*▲")
_WS = lazy(r"\s+")


def continued_figures(title: str, entry_text: str) -> str:
    """`95▲ #2 → 135▲ #2（48h +78▲）`: the figures a continued increment restates, after the
    entry's latest ones; empty when the title restates none."""
    growth = _GROWTH.search(title)
    plain = _GROWTH.sub(" ", title)
    new = _FIGURE.search(plain)
    if not new:
        return ""
    before = [m.group() for m in _FIGURE.finditer(_GROWTH.sub(" ", entry_text))]
    figure = _WS.sub(" ", new.group())
    text = f"{_WS.sub(' ', before[-1])} → {figure}" if before else figure
    return text + (f"（{growth.group()}）" if growth else "")
