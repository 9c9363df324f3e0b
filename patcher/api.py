"""The library behind the CLI: parse, route, apply and init return data and never exit."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import ClassVar, TypeVar

from patcher.briefing.increments import Increment
from patcher.briefing.parse import Brief, parse_source
from patcher.config.sectionmap import SectionMap
from patcher.document import sections as document
from patcher.errors import BriefError, InputError
from patcher.lint.check import CheckReport, check_paths
from patcher.output.diff import unified
from patcher.output.splice import splice
from patcher.output.verify import verify
from patcher.plan import merge
from patcher.plan.contradictions import NoteAction
from patcher.plan.editor import Action, Editor, Plan
from patcher.plan.index import IndexAction
from patcher.plan.priorities import Disagreement, Held
from patcher.plan.routes import Route, route_brief, route_increment
from patcher.text.source import Source, Text, atomic_write, decode


@dataclass(frozen=True)
class ParseReport:
    briefs: tuple[Brief, ...]


@dataclass(frozen=True)
class RouteReport:
    routes: tuple[Route, ...]


@dataclass(frozen=True)
class ApplyReport:
    JSON_EXCLUDE: ClassVar[tuple[str, ...]] = ("new_text", "old_digest", "briefs")

    changed: bool
    actions: tuple[Action, ...]
    diff: str
    document: str
    new_text: Text
    old_digest: str
    briefs: tuple[Brief, ...] = ()
    contradictions: tuple[NoteAction, ...] = ()
    index: tuple[IndexAction, ...] = ()
    held: tuple[Held, ...] = ()
    disagreements: tuple[Disagreement, ...] = ()


def parse_briefs(sources: list[Source], encoding: str = "utf-8") -> ParseReport:
    """Every briefing parsed, in date order (stable for the same date)."""
    briefs = [parse_source(source, encoding) for source in sources]
    return ParseReport(tuple(sorted(briefs, key=lambda b: b.date)))


def route(
    sources: list[Source], smap: SectionMap, encoding: str = "utf-8", strict: bool = False
) -> RouteReport:
    """Where each increment goes; unless strict, unroutable ones are reported, not raised."""
    routes: list[Route] = []
    for brief in parse_briefs(sources, encoding).briefs:
        if strict or smap.fallback is not None:
            routes += route_brief(brief, smap)
        else:
            routes += [_route_or_unrouted(brief, inc, smap) for inc in brief.increments]
    return RouteReport(tuple(routes))


def _route_or_unrouted(brief: Brief, inc: Increment, smap: SectionMap) -> Route:
    try:
        return route_increment(inc, smap, brief.path)
    except BriefError as exc:
        return Route(inc.id, inc.title, "", "unrouted", (), exc.message, flagged=True)


def apply(
    sources: list[Source],
    doc_source: Source,
    smap: SectionMap,
    encoding: str = "utf-8",
    label: str | None = None,
    min_priority: str = "low",
) -> ApplyReport:
    """Plan, splice and verify every briefing against one parse of the document."""
    briefs = parse_briefs(sources, encoding).briefs
    text = decode(doc_source)  # the living document is UTF-8, as the patcher writes it
    doc = document.load(text, smap)
    editor = Editor(doc, smap)
    merged = merge.plan(briefs, smap, editor, min_priority)
    new_text, where = splice(text, editor.plan)
    verify(doc, new_text, editor.plan, smap)
    name = label or doc_source.name
    diff = unified(text, new_text, editor.plan.changes(text), diff_label(name))
    return ApplyReport(
        bool(diff),
        tuple(_with_line(a, where, editor.plan) for a in merged.actions),
        diff,
        name,
        new_text,
        doc_source.digest,
        briefs,
        tuple(_with_line(n, where, editor.plan) for n in merged.contradictions),
        tuple(_with_line(i, where, editor.plan) for i in merged.index),
        merged.held,
        merged.disagreements,
    )


Located = TypeVar("Located", Action, NoteAction, IndexAction)


def _with_line(action: Located, where: dict[str, int], plan: Plan) -> Located:
    """The 1-based line in the new document: where the text landed, or the entry that has it."""
    key = f"index:{action.id}" if isinstance(action, IndexAction) else action.id
    if key in where:
        return replace(action, line=where[key])
    if action.line is None:
        return action
    return replace(action, line=action.line + plan.shift(action.line - 1))


def write(report: ApplyReport, path: Path) -> bool:
    """Write the patched document atomically if it changed; refuse if it changed on disk."""
    if not report.changed:
        return False
    atomic_write(path, report.new_text.encode(), expected_digest=report.old_digest)
    return True


def diff_label(name: str) -> str:
    """A diff path: relative to the working directory when possible, always with `/`."""
    path = Path(name)
    if path.is_absolute():
        try:
            path = path.relative_to(Path.cwd())
        except ValueError:
            return path.as_posix().lstrip("/")
    return path.as_posix()


def init(smap: SectionMap) -> str:
    """A new, empty living document with every anchor of the map, in order (and the header
    of the arXiv index table, when the map configures one)."""
    lines = [f"# {smap.title}", ""]
    for anchor in smap.anchors:
        lines += [f"{'#' * anchor.level} {anchor.heading}", ""]
        if smap.index is not None and anchor.id == smap.index.anchor:
            config = smap.index
            header = [
                c for c in (config.id, config.title, config.section, config.first, config.last) if c
            ]
            lines += ["| " + " | ".join(header) + " |", "|" + "---|" * len(header), ""]
    return "\n".join(lines)


def require_file(source: Source) -> Path:
    if source.path is None:
        raise InputError(
            "cannot write to standard input", path=source.name, hint="pass --doc with a file path"
        )
    return source.path


def write_text(path: str, text: str) -> None:
    """Write a report file (e.g. the PR body) as UTF-8."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot write: {exc.strerror}", path=path) from None


def check(
    names: list[str], smap: SectionMap, staged: bool = False, encoding: str = "utf-8"
) -> CheckReport:
    """Structure findings for each document; with staged, the index's version against HEAD."""
    return check_paths(names, smap, staged, encoding)
