"""Reports for people and machines: one JSON serialiser over the stage dataclasses."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from functools import wraps
from typing import TYPE_CHECKING, Any, TypeVar

from patcher.errors import PatcherError
from patcher.text import marker
from patcher.text.neutral import strip_controls

if TYPE_CHECKING:
    from patcher.api import BranchCommit, ParseReport, RouteReport
    from patcher.briefing.parse import Brief
    from patcher.document.style import Proposal
    from patcher.lint.check import CheckReport
    from patcher.lint.review import Review
    from patcher.nightly import Committed, Night
    from patcher.output.report import ApplyReport
    from patcher.plan.adoption import AnchorSurvey, IndexSurvey, Survey
    from patcher.vcs.github import PullRequest


_Summary = TypeVar("_Summary", bound=Callable[..., str])


def _for_terminals(func: _Summary) -> _Summary:
    """A text report without control characters: briefing text cannot drive the terminal."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> str:
        return strip_controls(func(*args, **kwargs))

    return wrapper  # type: ignore[return-value]


def to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = [f.name for f in dataclasses.fields(value)]
        names += getattr(value, "JSON_PROPERTIES", ())  # computed when asked for
        return {
            name: to_jsonable(getattr(value, name))
            for name in names
            if name not in getattr(value, "JSON_EXCLUDE", ())
        }
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(to_jsonable(v) for v in value)
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, re.Pattern):
        return value.pattern
    return value


SCHEMA = 1  # the version of every --json output; raised when a field changes meaning


def dumps(value: Any) -> str:
    """JSON for machines: an object that starts with `"schema": 1`."""
    import json  # only --json needs it

    data = to_jsonable(value)
    data = (
        {"schema": SCHEMA, **data} if isinstance(data, dict) else {"schema": SCHEMA, "items": data}
    )
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def error_json(exc: PatcherError) -> str:
    """What `--json` prints on exit 2: the error's message, file, line and hint."""
    error = {"message": exc.message, "path": exc.path, "line": exc.line, "hint": exc.hint}
    return dumps({"error": error})


@_for_terminals
def parse_summary(report: ParseReport) -> str:
    out: list[str] = []
    for brief in report.briefs:
        out.append(
            f"{brief.path}: {brief.topic} {brief.date}: {len(brief.increments)} increments, "
            f"{len(brief.contradictions)} contradictions, {len(brief.arxiv_list)} arXiv rows, "
            f"{len(brief.priorities)} priorities"
        )
        for inc in brief.increments:
            flags = [
                f for f, on in (("adjacent", inc.adjacent), ("continued", inc.continued)) if on
            ]
            sections = " + ".join(s.code or s.name for s in inc.suggestions) or "-"
            arxiv = f" arXiv:{inc.primary_arxiv}" if inc.primary_arxiv else ""
            out.append(
                f"  {inc.id} {'★' * inc.stars or '-'} {inc.title} → {sections}{arxiv}"
                + (f" [{', '.join(flags)}]" if flags else "")
            )
        out += _contradiction_lines(brief)
        for note in brief.warnings:
            out.append(f"  {brief.path}:{note.line}: warning: {note.text}")
        for note in brief.unparsed:
            out.append(
                f"  {brief.path}:{note.line}: not understood ({note.where}): "
                f"{note.text.strip()[:80]}"
            )
    return "\n".join(out) + "\n"


# The label of a `已核实` line written after item N as an item of its own (`2v`, `2w`).
_RESOLUTION_LABEL = re.compile(r"^[0-9A-Za-z]{1,2}[v-z]$")


def _contradiction_lines(brief: Brief) -> list[str]:
    """One line per contradiction item: its note id (as `--json` and `apply` name it), its
    number as written, title and risk; a `已核实` line read as an item of its own says so."""
    lines: list[str] = []
    before = ""
    for item in brief.contradictions:
        own = bool(_RESOLUTION_LABEL.match(item.number)) and bool(before)
        risk = f" （{item.risk}）" if item.risk else ""
        why = f" [a resolution written after item {before}]" if own else ""
        lines.append(f"  {item.id or '-'} {item.number or '-'} {item.title}{risk}{why}")
        before = before if own else item.number
    return lines


@_for_terminals
def route_summary(report: RouteReport) -> str:
    lines = []
    for r in report.routes:
        extra = f" (+{', '.join(r.secondary)})" if r.secondary else ""
        flag = " [flagged]" if r.flagged else " [suggestion-unread]" if r.unread else ""
        lines.append(
            f"{r.id} → {r.anchor or '-'}{extra} via {r.via}{flag}: {r.title}\n    {r.reason}"
        )
    return "\n".join(lines) + "\n"


def _entry_at(document: str, line: int | None) -> str:
    return "" if line is None else f" at {document}:{line}"


@_for_terminals
def apply_summary(report: ApplyReport) -> str:
    """One line per increment, then a tally line (the caller appends the state)."""
    lines = [f"{b.path}:{w.line}: warning: {w.text}" for b in report.briefs for w in b.warnings]
    lines += [  # a briefing's line nothing read: what it said went nowhere
        f"{b.path}:{n.line}: warning: not understood ({n.where}): {' '.join(n.text.split())[:80]}"
        for b in report.briefs
        for n in b.unparsed
    ]
    lines += [  # first: the new entries a reviewer should check against an existing one
        f"{a.id} possibly continues {a.possibly}{_entry_at(report.document, a.possibly_line)}: "
        f"inserted as a new entry in {a.anchor} "
        f"{report.document}{f':{a.line}' if a.line else ''}: {a.title}"
        for a in report.actions
        if a.possibly
    ]
    for a in report.actions:
        where = f":{a.line}" if a.line else ""
        matched = f" (matched {a.matched})" if a.matched else ""
        flags = f" [{', '.join(a.flags)}]" if a.flags else ""
        omitted = f" (omitted: {a.omitted})" if a.omitted else ""
        reason = f" — {a.reason}" if a.reason else ""
        lines.append(
            f"{a.id} {a.action} {a.anchor} via {a.via}{matched}{flags} "
            f"{report.document}{where}: {a.title}{omitted}{reason}"
        )
    lines += [  # a contradiction item written nowhere: the reviewer is told why
        f"{c.id} contradiction not written {c.brief}: {c.title} — {c.reason}"
        for c in report.contradictions
        if c.action == "unattached"
    ]
    lines += [
        f"{i.id} index row conflict {report.document}:{i.line}: {i.note}"
        for i in report.index
        if i.action == "conflict"
    ]
    lines += [
        f"{report.document}: created section for anchor {anchor!r} (it had none)"
        for anchor in report.created
    ]
    lines += [
        f"{h.brief}:{h.line}: held back (below --min-priority, {h.level}): {h.id} {h.title}"
        for h in report.held
    ]
    from patcher.output.diff import diffstat
    from patcher.output.messages import tally

    added, removed = diffstat(report.diff)
    lines.append(f"{report.document}: {tally(report)}; +{added} -{removed} lines; ")
    return "\n".join(lines)


def apply_state(report: ApplyReport, written: bool) -> str:
    if not report.changed:
        return "no change"
    return "written" if written else "not written (use --write)"


@_for_terminals
def night_summary(night: Night, written: bool) -> str:
    """Per document its summary and state; skipped briefings; the branch; the pull request."""
    lines = [f"{s.path}:{s.line}: warning: skipped: {s.reason}" for s in night.skipped]
    lines += [f"warning: {n}" for n in night.notes]
    for doc in night.documents:
        state = "" if night.branch else apply_state(doc.report, doc.written or False)
        if night.branch:
            state = f"committed {doc.commit[:12]}" if doc.commit else "no change"
        lines.append(apply_summary(doc.report) + state)
    if not night.documents:
        lines.append("no briefing for any document: nothing applied")
    if night.branch is not None:
        lines.append(branch_summary(night.branch, night.branch.name))
    if night.pull_request is not None and night.pr_error is None:
        lines.append(pr_summary(night.pull_request))  # type: ignore[arg-type]
    if night.conflict:
        lines.append("a reviewer's change is in conflict (see `conflict` above): exit 1")
    return "\n".join(lines) + "\n"


def pr_failure(night: Night) -> str:
    """The one error line of a failed pull-request step, saying what was written."""
    error = night.pr_error
    assert error is not None and night.branch is not None
    hint = f" ({error.hint})" if error.hint else ""
    return (
        f"{error.message}{hint}; branch {night.branch.name!r} is committed and pushed "
        f"(exit 4): retry with `patcher pr RESULT.json`, or open the pull request yourself"
    )


def pr_summary(opened: PullRequest | None) -> str:
    if opened is None:
        return "nothing on the branch since its base: no pull request"
    draft = " (draft: a conflict is open)" if opened.draft else ""
    return f"pull request {opened.action}: {opened.ref}{draft}"


def branch_summary(committed: Committed | None, name: str) -> str:
    if committed is None or committed.commit is None:
        return f"no change; nothing committed on branch {name!r}"
    text = f"committed {committed.commit[:12]} on branch {committed.name!r}"
    if committed.start:
        text += f" ({committed.start})"
    if committed.replaced and committed.replaced != committed.parent:
        text += f"; the branch was at {committed.replaced[:12]}"
    if committed.pushed:
        text += f"; pushed to {committed.pushed}"
    return text


@_for_terminals
def review_summary(result: Review) -> str:
    """Per anchor: lines added/removed and bullets affected; then every hunk that is churn."""
    out = [f"{result.document} ({'before' if result.side == 'old' else 'after'} the diff)"]
    for section in result.sections:
        out.append(
            f"{section.heading}: +{section.added} -{section.removed} "
            f"in {len(section.hunks)} hunk{'s' if len(section.hunks) != 1 else ''}"
        )
        out += [f"  · {title}" for title in section.titles]
    flagged = [h for h in result.hunks if h.churn]
    for hunk in flagged:
        out.append(f"CHURN {hunk.header}: {'; '.join(hunk.churn)}")
    out.append(
        f"{len(result.hunks)} hunks, {len(flagged)} to look at"
        if flagged
        else f"{len(result.hunks)} hunks, no churn"
    )
    return "\n".join(out) + "\n"


@_for_terminals
def workspace_review_summary(
    branch: str, parts: list[tuple[str, Review, tuple[BranchCommit, ...]]]
) -> str:
    """Each changed document's review and commits, under a line naming its topic."""
    if not parts:
        return f"branch {branch!r} changes no document of livedoc.yaml\n"
    out = []
    for name, result, commits in parts:
        out.append(f"== topic {name}: {result.document} ==\n")
        out.append(review_summary(result) + commits_summary(commits))
    return "".join(out)


@_for_terminals
def check_summary(result: CheckReport) -> str:
    """`path:line: CODE message` per finding, then a count."""
    lines = [str(f) for f in result.findings]
    n = len(result.findings)
    lines.append(
        f"{n} finding{'s' if n != 1 else ''} in {len(result.checked)} document"
        f"{'s' if len(result.checked) != 1 else ''}"
    )
    return "\n".join(lines) + "\n"


@_for_terminals
def adopt_summary(result: Survey, write_map: str | None) -> str:
    """Per anchor: the heading matched (and how) or what would be created; then the keys."""
    width = max(len(a.anchor) for a in result.anchors)
    out = [f"{result.document} with {result.map}:"]
    out += [f"  {a.anchor:<{width}}  {_anchor_line(a)}" for a in result.anchors]
    out.append("identity keys the entries carry (an increment with one continues that entry):")
    for a in result.anchors:
        if a.keys or a.leads:
            out.append(f"  {a.anchor:<{width}}  {_keys_line(a)}")
    if result.index is not None:
        out.append(_index_line(result.index))
    if result.templates:
        out.append("templates a written map takes (--write-map), read from the document:")
        out += [f"  {p.key:<{width}}  {_template_line(p)}" for p in result.templates]
    out += [f"problem: {p}" for p in result.problems]
    if result.ready:
        out.append("ready: `patcher apply` can patch this document")
        if write_map:
            out.append(f"map written: {write_map} (use it with --map, or as ./section_map.yaml)")
    else:
        out.append("not ready: `patcher apply` refuses this document until the problems are fixed")
    return "\n".join(out) + "\n"


def _anchor_line(a: AnchorSurvey) -> str:
    hashes = "#" * (a.level or 2)
    if a.state == "duplicate":
        return f"DUPLICATE headings at lines {', '.join(map(str, a.lines))}"
    if a.state == "missing" and a.required:
        return f"MISSING (required): add `{hashes} {a.heading}`"
    if a.state == "missing":
        return f"absent: created on first need as `{hashes} {a.heading}` at line {a.line}"
    plural = "entry" if a.entries == 1 else "entries"
    style = f"{a.entries} {plural}, bullet `{a.list_style}`" if a.entries else "no entries"
    style = f"{a.entries} {plural}: {a.form}" if a.form else style
    return f"line {a.line}: `{hashes} {a.heading}` (by {a.how}); {style}, new at {a.insert}"


def _template_line(p: Proposal) -> str:
    what = "dated updates" if p.key == "update" else "entries"
    if p.template is None:
        return f"the map's kept: {p.why}"
    return f"`{p.template}` ({p.shown} of {p.read} {what} in this shape)"


def _keys_line(a: AnchorSurvey) -> str:
    kinds = [("arXiv", "arxiv"), ("refs", "gh"), ("entities", "entity")]
    parts = [f"{sum(marker.kind(k) == kind for k in a.keys)} {label}" for label, kind in kinds]
    parts = [p for p in parts if not p.startswith("0 ")]
    leads = ", ".join(a.leads[:6]) + (f", … (+{len(a.leads) - 6})" if len(a.leads) > 6 else "")
    return "; ".join([*parts, f"leads: {leads}"] if a.leads else parts)


def _index_line(index: IndexSurvey) -> str:
    if index.listed is not None:
        return _listed_index_line(index)
    kept = [f"{key}={name!r}" for key, name in index.columns.items() if name]
    lacking = [key for key, name in index.columns.items() if not name]
    text = f"arXiv index: table at line {index.line}, {index.rows} rows; columns {', '.join(kept)}"
    return text + (f"; lacks {', '.join(lacking)} (left unwritten)" if lacking else "")


def _listed_index_line(index: IndexSurvey) -> str:
    assert index.listed is not None
    text = f"arXiv index: list at line {index.line}, {index.rows} items"
    if index.listed.startswith("! "):
        return f"{text}; {index.listed[2:]}: apply refuses to add an id (write its items alike)"
    return f"{text}; new items written `{index.listed}`"


@_for_terminals
def commits_summary(commits: tuple[BranchCommit, ...]) -> str:
    """The branch's commits, the patcher's (trailer) and the reviewers' apart."""
    if not commits:
        return ""
    ours = [c for c in commits if c.patcher]
    theirs = [c for c in commits if not c.patcher]
    out = [f"commits: {len(ours)} by the patcher, {len(theirs)} by reviewers"]
    out += [f"  patcher  {c.sha[:12]} {c.subject}" for c in ours]
    out += [
        f"  reviewer {c.sha[:12]} {c.author}: {c.subject} (+{c.added} -{c.removed} lines)"
        for c in theirs
    ]
    return "\n".join(out) + "\n"
