"""The E2 priority table (六): rows linked to increments and index ids, the bar, disagreements."""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace

from patcher.briefing.increments import Increment, Suggestion
from patcher.briefing.parse import Brief, Level, Priority
from patcher.config.sectionmap import SectionMap
from patcher.errors import BriefError
from patcher.plan.routes import Headings, Route, resolve, route_increment
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


@dataclass(frozen=True)
class Routed:
    """An increment's route once its priority row is read (`apply` and `route` alike), the
    row, and the disagreement the row raised, if any."""

    inc: Increment
    route: Route
    row: Priority | None
    disagreement: Disagreement | None


def routed(
    brief: Brief,
    smap: SectionMap,
    links: Links | None = None,
    unrouted: bool = False,
    headings: Headings | None = None,
) -> list[Routed]:
    """Every increment's route: its own suggestion first (a section named only, by the
    document's `headings` too); without one, the section its priority row names before
    keywords or the fallback; a disagreeing row wins under the map's rule. An increment
    nothing routes raises BriefError, or with `unrouted` is reported so (`patcher route`)."""
    links = links or link(brief)
    found: list[Routed] = []
    for inc in brief.increments:
        row = links.increments.get(inc.id)
        try:
            route = route_increment(inc, smap, brief.path, headings)
        except BriefError as exc:
            named = _named_by_row(inc, row, smap)
            if named is None and not unrouted:
                raise
            route = named or Route(inc.id, inc.title, "", "unrouted", (), exc.message, True)
        found.append(_with_row(inc, route, row, smap))
    return found


def _with_row(inc: Increment, route: Route, row: Priority | None, smap: SectionMap) -> Routed:
    if route.via in ("keyword", "fallback"):
        named = _named_by_row(inc, row, smap, route)
        if named is not None:
            return Routed(inc, named, row, None)
    conflict = disagreement(inc, route, row, smap)
    if conflict is None or conflict.winner == route.anchor:
        return Routed(inc, route, row, conflict)
    why = f"priority row (line {conflict.line}) wins"
    won = replace(route, anchor=conflict.winner, via="priority", reason=why)
    return Routed(inc, won, row, conflict)


def _named_by_row(
    inc: Increment, row: Priority | None, smap: SectionMap, route: Route | None = None
) -> Route | None:
    """The first section the row's 动作 names that the map knows, as a route (the briefing's
    own word for an increment that suggests none)."""
    if row is None:
        return None
    named = next(filter(None, (resolve(Suggestion(s, "", s), smap) for s in row.sections)), None)
    if named is None:
        return None
    why = f"priority row (line {row.line}) names {named[0]}; no section suggested"
    if route is None:
        return Route(inc.id, inc.title, named[0], "priority", (), why)
    return replace(route, anchor=named[0], via="priority", reason=why, flagged=False, unread=False)


def link(brief: Brief) -> Links:
    """Each priority row to the increment it names (by an arXiv id, else by its words: see
    `_by_words`), or failing that to the arXiv ids it names."""
    increments: dict[str, Priority] = {}
    arxiv: dict[str, Priority] = {}
    by_primary = {inc.primary_arxiv: inc for inc in brief.increments if inc.primary_arxiv}
    rest: list[Priority] = []
    for row in brief.priorities:
        inc = next((by_primary[i] for i in _ids(row) if i in by_primary), None)
        if inc is not None and inc.id not in increments:
            increments[inc.id] = row
        elif inc is None:
            rest.append(row)
    free = [inc for inc in brief.increments if inc.id not in increments]
    for row, inc in _by_words(rest, free):
        increments[inc.id] = row
    for row in brief.priorities:
        for arxiv_id in _ids(row):
            arxiv.setdefault(arxiv_id, row)
    by_id = {inc.id: inc for inc in brief.increments}
    for inc_id, row in increments.items():
        if by_id[inc_id].primary_arxiv:
            arxiv.setdefault(by_id[inc_id].primary_arxiv or "", row)
    return Links(increments, arxiv)


def _ids(row: Priority) -> list[str]:
    return arxiv_ids(f"{row.content} {row.action}")


def _by_words(rows: list[Priority], incs: list[Increment]) -> list[tuple[Priority, Increment]]:
    """Rows and the increments their words name, each used once: the row naming one
    increment more clearly than any other goes first (`Sparrow 监控 → §1.4` takes `Sparrow
    监控面板 0.2`, then `Sparrow 0.2 → §1.3` the other Sparrow 0.2); a row that names two
    increments alike links none (it routes nothing rather than the wrong one)."""
    pairs: list[tuple[Priority, Increment]] = []
    rows, incs = list(rows), list(incs)
    while rows and incs:
        ranked = [(_clearest(row, incs), index) for index, row in enumerate(rows)]
        found = [(score, index, inc) for (score, inc), index in ranked if inc is not None]
        if not found:
            break
        _, index, inc = max(found, key=lambda item: (item[0], -item[1]))
        pairs.append((rows.pop(index), inc))
        incs.remove(inc)
    return pairs


def _clearest(row: Priority, candidates: list[Increment]) -> tuple[float, Increment | None]:
    """The increment the row's words name best (a share of them of 0.35 or more), with that
    share; None when none does, or two do alike."""
    words = _tokens(row.content)
    if not words:
        return 0.0, None
    scored = sorted(
        ((len(words & _tokens(inc.title)) / len(words), inc) for inc in candidates),
        key=lambda pair: -pair[0],
    )
    if not scored or scored[0][0] < 0.35:
        return 0.0, None
    if len(scored) > 1 and scored[1][0] == scored[0][0]:
        return 0.0, None
    return scored[0]


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
