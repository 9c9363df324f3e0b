"""One nightly merge: every briefing's increments, notes and index rows planned on one editor."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .brief import Brief
from .edits import Action, Editor
from .index import IndexAction, Indexer, anchor_for
from .notes import NoteAction, attach_all
from .priorities import Disagreement, Held, below, disagreement, link
from .routes import route_brief
from .sectionmap import SectionMap

LEVELS = ("high", "medium", "low")


@dataclass(frozen=True)
class Merge:
    actions: tuple[Action, ...]
    contradictions: tuple[NoteAction, ...]
    index: tuple[IndexAction, ...]
    held: tuple[Held, ...]
    disagreements: tuple[Disagreement, ...]


def plan(
    briefs: tuple[Brief, ...],
    smap: SectionMap,
    editor: Editor,
    min_priority: str = "low",
) -> Merge:
    """Increments first (in date order), then contradictions, then the arXiv index."""
    actions: list[Action] = []
    held: list[Held] = []
    disagreements: list[Disagreement] = []
    routed_by_arxiv: dict[str, str] = {}
    held_arxiv: set[str] = set()
    for brief in briefs:
        links = link(brief)
        for inc, route in zip(brief.increments, route_brief(brief, smap), strict=True):
            row = links.increments.get(inc.id)
            if below(row, min_priority):
                assert row is not None
                held.append(Held(inc.id, inc.title, row.level, row.line, brief.path))
                continue
            conflict = disagreement(inc, route, row, smap)
            if conflict is not None:
                disagreements.append(conflict)
                if conflict.winner != route.anchor:
                    route = replace(
                        route,
                        anchor=conflict.winner,
                        via="priority",
                        reason=f"priority row (line {conflict.line}) wins",
                    )
            actions.append(editor.apply(brief, inc, route))
            if inc.primary_arxiv:
                routed_by_arxiv.setdefault(inc.primary_arxiv, route.anchor)
        held_arxiv |= {i for i, row in links.arxiv.items() if below(row, min_priority)}
        held += [
            Held(i, "", links.arxiv[i].level, links.arxiv[i].line, brief.path)
            for i in sorted(held_arxiv)
            if i not in {h.id for h in held} and any(r.id == i for r in brief.arxiv_list)
        ]
    notes = attach_all(editor, briefs, editor.landed, {h.id for h in held})
    index = _index(briefs, editor, smap, routed_by_arxiv, held_arxiv)
    return Merge(tuple(actions), tuple(notes), tuple(index), tuple(held), tuple(disagreements))


def _index(
    briefs: tuple[Brief, ...],
    editor: Editor,
    smap: SectionMap,
    routed: dict[str, str],
    held: set[str],
) -> list[IndexAction]:
    if smap.index is None:
        return []
    indexer = Indexer(editor, smap, smap.index)
    for target in editor.targets:  # ids the document already files under an anchor
        for key in sorted(target.keys):
            if key.startswith("arxiv:") and target.anchor not in editor.retired:
                routed.setdefault(key.removeprefix("arxiv:"), target.anchor)
    actions = [
        indexer.upsert(brief, row, anchor_for(row, routed, smap), row.id in held)
        for brief in briefs
        for row in brief.arxiv_list
    ]
    indexer.finish()
    return actions
