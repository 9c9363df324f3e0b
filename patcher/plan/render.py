"""Briefing text → the lines the patcher writes: neutralised, filled into the map's templates."""

from __future__ import annotations

import re

from patcher.briefing.increments import Increment
from patcher.config.sectionmap import SectionMap

_LINE_START_TRAP = re.compile(
    r"^(?:#{1,6}(?=\s|$)|>|[-*+](?=\s|$)|\d{1,9}[.)](?=\s|$)|`{3,}|~{3,}|=+\s*$|-+\s*$|<|\|)"
)
_HTML_OPEN = re.compile(r"<(?=[A-Za-z/!?])")
_INVISIBLE_WS = re.compile(r"[\s\u200b-\u200d\u2060\ufeff]+")


def inline(text: str) -> str:
    """Briefing text made safe inside one line: no line breaks, no raw HTML or comments."""
    text = _INVISIBLE_WS.sub(
        lambda m: " " if any(c.isspace() for c in m.group()) else m.group(), text
    )
    return _HTML_OPEN.sub(r"\\<", text).replace("-->", "--\\>")


def neutralise(line: str) -> str:
    """One inert line: it cannot open a heading, quote, list, fence or table, or hide text."""
    line = inline(line).strip()
    if _LINE_START_TRAP.match(line):
        line = "\\" + line
    return line


def render_values(inc: Increment, date: str, anchor: str, smap: SectionMap) -> dict[str, str]:
    tpl = smap.template
    points = [p.replace("\n", " ") for p in inc.points]
    values = {
        "title": inc.title,
        "stars": "⭐" * inc.stars,
        "date": date,
        "id": inc.id,
        "summary": "；".join(points[: tpl.summary_points]),
        "points": "；".join(points[tpl.summary_points : max(tpl.max_points, tpl.summary_points)]),
        "sources": inc.sources,
        "arxiv": f"arXiv:{inc.primary_arxiv}" if inc.primary_arxiv else "",
        "credibility": inc.credibility,
        "category": inc.category or "",
        "anchor": anchor,
    }
    return {k: inline(v).strip() for k, v in values.items()}


def fill(template: str, values: dict[str, str]) -> str | None:
    """The filled line, or None when every placeholder in it is empty."""
    names = re.findall(r"(?<!\{)\{(\w+)\}", template)
    if names and not any(values.get(n) for n in names):
        return None
    return neutralise(template.format_map(values))


def marker(increment_id: str, keys: list[str]) -> str:
    body = f"id={increment_id}" + (f" keys={','.join(keys)}" if keys else "")
    return f"<!-- livedoc:{body} -->"


_FIGURE = re.compile(r"\d[\d,]*\s*▲(?:\s*#\d+)?")
_GROWTH = re.compile(r"\d+\s*h\s*\+\s*\d+\s*▲")
_WS = re.compile(r"\s+")


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
