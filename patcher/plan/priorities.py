"""The E2 priority table (六): rows linked to increments and index ids, the bar, disagreements."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from patcher.briefing.increments import Increment, Suggestion
from patcher.briefing.parse import Brief, Level, Priority
from patcher.config.sectionmap import SectionMap
from patcher.plan.routes import Route, resolve
from patcher.text.lazy import lazy
from patcher.text.refs import arxiv_ids

RANK: dict[str, int] = {"high": 3, "medium": 2, "low": 1}  # by Level; unlevelled rows rank high
_ASCII = lazy(r"[A-Za-z][\w.+-]*")
_CJK = lazy(r"[\u4e00-\u9fff]+")


@dataclass(frozen=True)
class Held:
    """An increment or index id held back by --min-priority."""

    id: str
    title: str
    level: Level
    line: int
    brief: str


@dataclass(frozen=True)
class Disagreement:
    """A priority row whose action names another anchor than the increment's suggestion."""

    id: str
    suggestion: str
    priority: str
    winner: str
    line: int


@dataclass(frozen=True)
class Links:
    increments: dict[str, Priority]
    arxiv: dict[str, Priority]


def link(brief: Brief) -> Links:
    """Each priority row to the increment it names (or, failing that, an arXiv id it names)."""
    increments: dict[str, Priority] = {}
    arxiv: dict[str, Priority] = {}
    by_primary = {inc.primary_arxiv: inc for inc in brief.increments if inc.primary_arxiv}
    for row in brief.priorities:
        ids = _ids(row)
        inc = next((by_primary[i] for i in ids if i in by_primary), None)
        inc = inc or _best(row, [i for i in brief.increments if i.id not in increments])
        if inc is not None:
            increments.setdefault(inc.id, row)
            if inc.primary_arxiv:
                arxiv.setdefault(inc.primary_arxiv, row)
        for arxiv_id in ids:
            arxiv.setdefault(arxiv_id, row)
    return Links(increments, arxiv)


def _ids(row: Priority) -> list[str]:
    return arxiv_ids(f"{row.content} {row.action}")


def _best(row: Priority, candidates: list[Increment]) -> Increment | None:
    words = _tokens(row.content)
    scored = [(len(words & _tokens(inc.title)) / len(words), inc) for inc in candidates if words]
    best = max(scored, key=lambda pair: pair[0], default=None)
    return best[1] if best and best[0] >= 0.35 else None


@functools.lru_cache(maxsize=4096)
def _tokens(text: str) -> frozenset[str]:
    """ASCII words and CJK character pairs: enough to tell which increment a row names."""
    words = {w.lower().strip(".+-") for w in _ASCII.findall(text)}
    pairs = {run[i : i + 2] for run in _CJK.findall(text) for i in range(max(len(run) - 1, 1))}
    return frozenset(w for w in words | pairs if len(w) >= 2)


def below(row: Priority | None, bar: str) -> bool:
    return row is not None and RANK.get(row.level, 3) < RANK[bar]


def disagreement(
    inc: Increment, route: Route, row: Priority | None, smap: SectionMap
) -> Disagreement | None:
    """When the row's 动作 names another anchor than the suggestion, and who wins."""
    if row is None or not row.sections:
        return None
    hit = resolve(Suggestion(row.sections[0], "", row.sections[0]), smap)
    if hit is None or hit[0] == route.anchor:
        return None
    winner = hit[0] if smap.priority.disagreement == "priority" else route.anchor
    return Disagreement(inc.id, route.anchor, hit[0], winner, row.line)
