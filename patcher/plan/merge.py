"""One nightly merge: every briefing's increments, notes and index rows planned on one editor."""

from __future__ import annotations

from dataclasses import dataclass, replace

from patcher.briefing.increments import Increment
from patcher.briefing.parse import Brief
from patcher.config.sectionmap import SectionMap
from patcher.plan import decisions
from patcher.plan.contradictions import NoteAction, attach_all
from patcher.plan.editor import Editor
from patcher.plan.entries import Target
from patcher.plan.form import conform_plan
from patcher.plan.index import IndexAction, Indexer, anchor_for
from patcher.plan.model import Action
from patcher.plan.priorities import Disagreement, Held, below, link, routed
from patcher.plan.routes import Route, section_headings
from patcher.text import marker, refs
from patcher.text.lazy import lazy


@dataclass(frozen=True)
class Reviewed:
    """What reviewers changed on a branch since the patcher's last commit there: increments
    whose entry (or update) they removed, with why, and index rows they edited. The merge
    applies neither again: those are reported as `conflict`."""

    removed: dict[str, str]  # increment id → reason
    rows: frozenset[str] = frozenset()  # arXiv ids


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
    reviewed: Reviewed | None = None,
) -> Merge:
    """Each briefing in date order — its increments, then its contradictions (as a run of
    one briefing after another would) — then the arXiv index."""
    run = _Run(smap, editor, min_priority, reviewed or Reviewed({}))
    notes: list[NoteAction] = []
    for brief in briefs:
        run.brief(brief)
        held = {h.id for h in run.held}
        conflicts = frozenset(run.reviewed.removed)
        notes += attach_all(editor, (brief,), editor.landed, held, conflicts)
    index = _index(briefs, editor, smap, run, run.reviewed)
    conform_plan(editor.plan.blocks, editor.doc, editor.form)  # as a formatter would write them
    return Merge(
        tuple(run.actions), tuple(notes), tuple(index), tuple(run.held), tuple(run.disagreements)
    )


def distinct_ids(briefs: tuple[Brief, ...]) -> tuple[Brief, ...]:
    """Increment ids unique per run: a briefing whose date an earlier one of the run has
    gets its ids suffixed from their titles (`2026-09-21#1.3fa2c1`), so both land."""
    seen: set[str] = set()
    out = []
    for brief in briefs:
        if brief.date in seen:
            brief = replace(
                brief,
                increments=tuple(
                    replace(inc, id=marker.suffixed(inc.id, inc.title)) for inc in brief.increments
                ),
                same_day=True,
            )
        seen.add(brief.date)
        out.append(brief)
    return tuple(out)


class _Run:
    """What one merge has done so far: actions, held rows, disagreements, routed ids."""

    def __init__(
        self, smap: SectionMap, editor: Editor, min_priority: str, reviewed: Reviewed
    ) -> None:
        self.reviewed = reviewed
        self.smap = smap
        self.editor = editor
        self.bar = min_priority
        self.actions: list[Action] = []
        self.held: list[Held] = []
        self.disagreements: list[Disagreement] = []
        self.routed_by_arxiv: dict[str, str] = {}
        self.held_arxiv: set[str] = set()
        self.headings = section_headings(editor.doc)  # (a section a briefing names only)

    def brief(self, brief: Brief) -> None:
        links = link(brief)
        for found in routed(brief, self.smap, links, headings=self.headings):
            inc, row = found.inc, found.row
            if row is not None and below(row, self.bar):
                self.held.append(Held(inc.id, inc.title, row.level, row.line, brief.path))
                continue
            if found.disagreement is not None:
                self.disagreements.append(found.disagreement)
            self.increment(brief, inc, found.route)
        listed = {r.id for r in brief.arxiv_list}
        for arxiv_id, row in sorted(links.arxiv.items()):
            if below(row, self.bar) and arxiv_id not in self.held_arxiv:
                self.held_arxiv.add(arxiv_id)
                if arxiv_id in listed and arxiv_id not in {h.id for h in self.held}:
                    self.held.append(Held(arxiv_id, "", row.level, row.line, brief.path))

    def increment(self, brief: Brief, inc: Increment, route: Route) -> None:
        why = self.reviewed.removed.get(inc.id)
        if why is not None:
            self.actions.append(
                Action(
                    inc.id,
                    inc.title,
                    route.anchor,
                    "conflict",
                    route.via,
                    None,
                    None,
                    brief=brief.path,
                    reason=why,
                )
            )
            return
        self.actions.append(decisions.apply(self.editor, brief, inc, route))
        if inc.primary_arxiv:
            self.routed_by_arxiv.setdefault(inc.primary_arxiv, route.anchor)


_LEAD_DATE = lazy(r"\d{4}-\d{2}-\d{2}")
# What an arXiv id looks like, to find the entries that may cite one (`arxiv_ids` decides).
_ID_TOKEN = lazy(r"\d{4}\.\d{4,5}")


def _route_by_citing(live: list[Target], routed: dict[str, str], listed: set[str]) -> None:
    """A listed id no increment or entry key routes goes where the first entry that cites
    it in its text is (one pass over the entries' lines, only while ids are left)."""
    wanted = listed - routed.keys()
    for target in live:
        if not wanted:
            return
        maybe = wanted & target.tokens(_ID_TOKEN)
        if not maybe:
            continue  # no id-shaped token here: its text is not read
        for arxiv_id in sorted(maybe & set(refs.arxiv_ids(target.body))):
            routed[arxiv_id] = target.anchor
            wanted.discard(arxiv_id)


def _index(
    briefs: tuple[Brief, ...], editor: Editor, smap: SectionMap, run: _Run, reviewed: Reviewed
) -> list[IndexAction]:
    if smap.index is None:
        return []
    routed, held = run.routed_by_arxiv, run.held_arxiv
    landed: dict[str, list[tuple[str, str]]] = {}  # briefing → its increments' (title, anchor)
    for action in run.actions:
        if action.action != "conflict":
            landed.setdefault(action.brief, []).append((action.title, action.anchor))
    # (only the briefings' rows are looked up: no map of every id a large document holds)
    listed = {row.id for b in briefs for row in b.arxiv_list}
    indexer = Indexer(editor, smap, smap.index, listed)
    live = editor.index.live()
    since: dict[str, str] = {}  # id → the date of the entry holding it (its lead's first)
    for target in live:  # ids the document already files under an anchor
        for key in sorted(target.keys):
            if marker.kind(key) == "arxiv" and marker.value(key) in listed:
                routed.setdefault(marker.value(key), target.anchor)
                dated = _LEAD_DATE.search(target.title)
                if dated and target.start is not None:  # an entry of the document
                    since.setdefault(marker.value(key), dated.group())
    _route_by_citing(live, routed, listed)
    actions = [
        indexer.upsert(
            brief,
            row,
            anchor_for(row, routed, smap, landed.get(brief.path, ())),
            row.id in held,
            row.id in reviewed.rows,
            since.get(row.id, ""),
        )
        for brief in briefs
        for row in brief.arxiv_list
    ]
    indexer.finish()
    return actions
