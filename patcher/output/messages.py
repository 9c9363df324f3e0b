"""The texts a run leaves for reviewers: the commit message and the pull-request body."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

from patcher.output.diff import diffstat
from patcher.text import neutral
from patcher.text.neutral import code_span, inert_refs, strip_controls

if TYPE_CHECKING:
    from patcher.config.sectionmap import SectionMap
    from patcher.output.report import ApplyReport


def inline(text: str) -> str:
    """Briefing text as the body shows it: inline-safe, and inert (GitHub links, closes and
    notifies nothing from it)."""
    return inert_refs(neutral.inline(text))


def _dates(report: ApplyReport) -> str:
    dates = sorted({b.date for b in report.briefs})
    return dates[0] if len(dates) == 1 else f"{dates[0]}..{dates[-1]}" if dates else "-"


def tally(report: ApplyReport) -> str:
    counts: dict[str, int] = {}
    for action in report.actions:
        counts[action.action] = counts.get(action.action, 0) + 1
    return ", ".join(f"{n} {k}" for k, n in counts.items())


def commit_subject(report: ApplyReport) -> str:
    name = PurePosixPath(report.document).name
    return f"E2 {_dates(report)}: {len(report.actions)} increments into {name} ({tally(report)})"


def commit_message(report: ApplyReport, trailer: str = "") -> str:
    """Subject, blank line, one line per increment with its anchor and action, and the
    trailer that marks the patcher's own commits (`Livedoc-Patcher: <version>`)."""
    lines = [commit_subject(report), ""]
    for a in report.actions:
        matched = f" (matched {a.matched})" if a.matched and a.action == "updated" else ""
        flags = f" [{', '.join(a.flags)}]" if a.flags else ""
        line = f"- {a.id} {a.action} {a.anchor}{matched}{flags}: {strip_controls(a.title)}"
        lines.append(inert_refs(line))
    if trailer:
        lines += ["", trailer]
    return "\n".join(lines) + "\n"


def pr_body(
    report: ApplyReport,
    smap: SectionMap,
    branch: str | None = None,
    commit: str | None = None,
    level: int = 2,
    check_first: bool = True,
) -> str:
    """A markdown PR description: per anchor what was inserted and updated, then the rest;
    its heading at `level` (its parts one below). `check_first=False` leaves the "Check
    first" list to the caller (a run's body lists every document's at its top)."""
    increments = {inc.id: inc for b in report.briefs for inc in b.increments}
    sub = "#" * (level + 1)
    out = [f"{'#' * level} {commit_subject(report)}", ""]
    out += [
        f"- briefing {code_span(b.path)}: {inline(b.topic)} {b.date}, "
        f"{len(b.increments)} increments"
        for b in report.briefs
    ]
    if branch:
        out.append(f"- branch {code_span(branch)}" + (f" at `{commit[:12]}`" if commit else ""))
    if check_first:
        out += _possibly(report, sub)
    for anchor in smap.anchors:
        actions = [a for a in report.actions if a.anchor == anchor.id]
        if not actions:
            continue
        title = (
            anchor.heading
            if anchor.heading.startswith(anchor.id)
            else f"{anchor.heading} (`{anchor.id}`)"
        )
        out += ["", f"{sub} {title}", ""]
        for a in actions:
            inc = increments.get(a.id)
            stars = f" {'⭐' * inc.stars}" if inc and inc.stars else ""
            matched = f" — matched {code_span(a.matched)}" if a.matched else ""
            flags = f" — **{', '.join(a.flags)}**" if a.flags else ""
            omitted = f" — omitted: {a.omitted}" if a.omitted else ""
            head = f"- **{a.action}** {inline(a.title)}{stars} ({code_span(a.id)}, via {a.via})"
            out.append(f"{head}{matched}{flags}{omitted}")
            if inc and inc.sources and a.action != "unchanged":
                out.append(f"  - 来源：{inline(inc.sources)}")
    out += _pr_notes(report, sub)
    added, removed = diffstat(report.diff)
    out += ["", f"{sub} Diffstat", "", f"`{report.document}`: +{added} −{removed} lines", ""]
    return "\n".join(out)


def _possibly(report: ApplyReport, sub: str, document: str = "") -> list[str]:
    """New entries that may continue an existing one (some evidence, not enough): listed
    before everything else, for the reviewer to merge by hand if they do."""
    found = [a for a in report.actions if a.possibly]
    if not found:
        return []
    out = ["", f"{sub} Check first: new entries that may continue an existing one", ""]
    return out + _possibly_lines(report, document)


def _possibly_lines(report: ApplyReport, document: str = "") -> list[str]:
    where = f"{code_span(document)} " if document else ""
    return [
        f"- {where}{inline(a.title)} ({code_span(a.id)}, new in {a.anchor}) possibly "
        f"continues {inline(a.possibly)}{_at_line(a.possibly_line)}"
        for a in report.actions
        if a.possibly
    ]


def _at_line(line: int | None) -> str:
    return "" if line is None else f" at line {line}"


def _check_first_all(parts: Sequence[BodyPart]) -> list[str]:
    """Every document's "Check first" list, at the top of a run's body: the one thing a
    reviewer must look at before merging."""
    several = len(parts) > 1
    lines = [
        line
        for part in parts
        for line in _possibly_lines(part.report, part.report.document if several else "")
    ]
    if not lines:
        return []
    return ["## Check first: new entries that may continue an existing one", "", *lines, ""]


def _pr_notes(report: ApplyReport, sub: str) -> list[str]:
    """The PR body's sections for contradictions, the arXiv index, held rows, disagreements."""
    out: list[str] = []
    if report.contradictions:
        out += ["", f"{sub} 待核实 (contradictions)", ""]
        out += [
            f"- **{n.action}** {inline(n.title)}（{inline(n.risk) or '-'}）"
            + (f" → {inline(n.attached_to)}" if n.attached_to else "")
            + (f" — matched {code_span(n.matched)}" if n.matched else "")
            + (f" — {inline(n.reason)}" if n.action != "attached" else "")
            for n in report.contradictions
        ]
    changed = [i for i in report.index if i.action in ("added", "confirmed")]
    noted = [i for i in report.index if i.note]
    if changed or noted:
        added = sorted({i.id for i in changed if i.action == "added"})
        confirmed = sorted({i.id for i in changed if i.action == "confirmed"} - set(added))
        out += ["", f"{sub} arXiv index", ""]
        out += [f"- added ({len(added)}): " + ", ".join(added)] if added else []
        out += [f"- confirmed ({len(confirmed)}): " + ", ".join(confirmed)] if confirmed else []
        out += [f"- note: {i.id} — {inline(i.note)}" for i in noted]
    if report.held:
        out += ["", f"{sub} Held back (below --min-priority)", ""]
        for h in report.held:
            where = code_span(f"{h.brief}:{h.line}")
            out.append(
                f"- {inline(h.id)} {inline(h.title)} ({h.level}, {where})".replace("  ", " ")
            )
    if report.disagreements:
        out += ["", f"{sub} Priority disagreements", ""]
        out += [
            f"- {d.id}: suggestion {d.suggestion}, priority row (line {d.line}) "
            f"{d.priority} — {d.winner} wins"
            for d in report.disagreements
        ]
    return out


@dataclass(frozen=True)
class BodyPart:
    """One document's part of a run, as the PR body tells it."""

    topic: str
    report: ApplyReport
    smap: SectionMap
    commit: str | None = None


@dataclass(frozen=True)
class BranchHead:
    """The rolling branch as the PR body's head tells it."""

    name: str
    base: str
    start: str  # how tonight's run started (stacked on the tip, afresh, rewritten remote…)
    commits: tuple[Any, ...]  # every commit since the base: `LoggedCommit`s, oldest first


def night_body(
    parts: Sequence[BodyPart],
    warnings: Sequence[Any],
    branch: BranchHead | None = None,
    wholes: Sequence[tuple[str, str, Any]] = (),
) -> str:
    """The PR body of a run, every part at its own `##`: with a branch, everything on it
    since the base (the head, each document's whole-branch section per anchor, the commits,
    the patcher's and the reviewers' apart), then the warnings, then tonight's run (each
    document's part one level below it); without one, the warnings and each document."""
    out: list[str] = _check_first_all(parts)
    if branch is not None:
        out += _branch_head(branch, wholes)
    out += _warnings(warnings)
    if branch is not None:
        out += ["", "---", "", f"## Tonight ({_tonight_line(parts)})"]
    level = 3 if branch is not None else 2
    for part in parts:
        name = branch.name if branch else None
        out += ["", pr_body(part.report, part.smap, name, part.commit, level, check_first=False)]
    return "\n".join(out).strip("\n") + "\n"


def _tonight_line(parts: Sequence[BodyPart]) -> str:
    if not parts:
        return "no briefing for these documents"
    changed = sum(1 for p in parts if p.report.changed)
    if not changed:
        return "nothing new: every increment is already on the branch"
    return f"{changed} document{'s' if changed != 1 else ''} changed"


def _branch_head(branch: BranchHead, wholes: Sequence[tuple[str, str, Any]]) -> list[str]:
    commits = branch.commits
    plural = "commit" if len(commits) == 1 else "commits"
    since = code_span(branch.base[:12])
    out = [
        f"## E2 rolling branch {code_span(branch.name)}: {len(commits)} {plural} since {since}",
        "",
        f"Tonight's run: {inline(branch.start)}.",
    ]
    if not wholes:
        out += ["", "The branch changes no document yet."]
    for topic, path, whole in wholes:
        label = f" (topic {code_span(topic)})" if topic else ""
        out += ["", f"## {code_span(path)}{label}: the whole branch"]
        for section in whole.sections:
            titles = [t for t in section.titles if t]
            out += ["", f"### {inline(section.heading)}", ""]
            out += [f"- {inline(title)}" for title in titles] or [
                f"- +{section.added} −{section.removed} lines"
            ]
    ours = [c for c in commits if c.info.patcher]
    theirs = [c for c in commits if not c.info.patcher]
    out += ["", f"## Commits on the branch ({len(commits)})", "", "### Patcher commits", ""]
    out += [f"- {code_span(c.info.sha[:12])} {inline(c.info.subject)}" for c in ours] or ["- none"]
    out += ["", "### Reviewer commits", ""]
    out += [
        f"- {code_span(c.info.sha[:12])} {inline(c.info.author)}: {inline(c.info.subject)} "
        f"({_lines(c.numstat)})"
        for c in theirs
    ] or ["- none"]
    return out


def _lines(numstat: dict[str, tuple[int, int]]) -> str:
    if not numstat:
        return "no file changed"
    return ", ".join(f"{code_span(p)} +{a} −{r} lines" for p, (a, r) in sorted(numstat.items()))


def _warnings(warnings: Sequence[Any]) -> list[str]:
    if not warnings:
        return []
    out = ["", f"## Warnings ({len(warnings)})", ""]
    for w in warnings:
        where = (
            f" {code_span(w.path if w.line is None else f'{w.path}:{w.line}')}" if w.path else ""
        )
        out.append(f"- **{w.kind}**{where}: {inline(w.message)}")
    return out
