"""Reports for people and machines: one JSON serialiser over the stage dataclasses."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

from patcher.output.diff import diffstat

if TYPE_CHECKING:
    from patcher.api import ApplyReport, ParseReport, RouteReport
    from patcher.config.sectionmap import SectionMap
    from patcher.lint.check import CheckReport
    from patcher.lint.review import Review
    from patcher.vcs.git import Committed


def to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: to_jsonable(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.name not in getattr(value, "JSON_EXCLUDE", ())
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


def dumps(value: Any) -> str:
    return json.dumps(to_jsonable(value), ensure_ascii=False, indent=2) + "\n"


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
        for note in brief.warnings:
            out.append(f"  {brief.path}:{note.line}: warning: {note.text}")
        for note in brief.unparsed:
            out.append(
                f"  {brief.path}:{note.line}: not understood ({note.where}): "
                f"{note.text.strip()[:80]}"
            )
    return "\n".join(out) + "\n"


def route_summary(report: RouteReport) -> str:
    lines = []
    for r in report.routes:
        extra = f" (+{', '.join(r.secondary)})" if r.secondary else ""
        flag = " [flagged]" if r.flagged else ""
        lines.append(
            f"{r.id} → {r.anchor or '-'}{extra} via {r.via}{flag}: {r.title}\n    {r.reason}"
        )
    return "\n".join(lines) + "\n"


def apply_summary(report: ApplyReport) -> str:
    """One line per increment, then a tally line (the caller appends the state)."""
    lines = [f"{b.path}:{w.line}: warning: {w.text}" for b in report.briefs for w in b.warnings]
    for a in report.actions:
        where = f":{a.line}" if a.line else ""
        matched = f" (matched {a.matched})" if a.matched else ""
        flags = f" [{', '.join(a.flags)}]" if a.flags else ""
        lines.append(
            f"{a.id} {a.action} {a.anchor} via {a.via}{matched}{flags} "
            f"{report.document}{where}: {a.title}"
        )
    added, removed = diffstat(report.diff)
    lines.append(f"{report.document}: {_tally(report)}; +{added} -{removed} lines; ")
    return "\n".join(lines)


def apply_state(report: ApplyReport, written: bool) -> str:
    if not report.changed:
        return "no change"
    return "written" if written else "not written (use --write)"


def branch_summary(committed: Committed | None, name: str) -> str:
    if committed is None:
        return f"no change; branch {name!r} not created"
    text = f"committed {committed.commit[:12]} on branch {committed.branch!r}"
    if committed.replaced:
        text += f" (replaced {committed.replaced[:12]})"
    if committed.pushed:
        text += f"; pushed to {committed.pushed}"
    return text


def _dates(report: ApplyReport) -> str:
    dates = sorted({b.date for b in report.briefs})
    return dates[0] if len(dates) == 1 else f"{dates[0]}..{dates[-1]}" if dates else "-"


def _tally(report: ApplyReport) -> str:
    counts: dict[str, int] = {}
    for action in report.actions:
        counts[action.action] = counts.get(action.action, 0) + 1
    return ", ".join(f"{n} {k}" for k, n in counts.items())


def commit_subject(report: ApplyReport) -> str:
    name = PurePosixPath(report.document).name
    return f"E2 {_dates(report)}: {len(report.actions)} increments into {name} ({_tally(report)})"


def commit_message(report: ApplyReport) -> str:
    """Subject, blank line, one line per increment with its anchor and action."""
    lines = [commit_subject(report), ""]
    for a in report.actions:
        matched = f" (matched {a.matched})" if a.matched and a.action == "updated" else ""
        flags = f" [{', '.join(a.flags)}]" if a.flags else ""
        lines.append(f"- {a.id} {a.action} {a.anchor}{matched}{flags}: {a.title}")
    return "\n".join(lines) + "\n"


def pr_body(
    report: ApplyReport, smap: SectionMap, branch: str | None = None, commit: str | None = None
) -> str:
    """A markdown PR description: per anchor what was inserted and updated, then the rest."""
    increments = {inc.id: inc for b in report.briefs for inc in b.increments}
    out = [f"## {commit_subject(report)}", ""]
    out += [
        f"- briefing `{b.path}`: {b.topic} {b.date}, {len(b.increments)} increments"
        for b in report.briefs
    ]
    if branch:
        out.append(f"- branch `{branch}`" + (f" at `{commit[:12]}`" if commit else ""))
    for anchor in smap.anchors:
        actions = [a for a in report.actions if a.anchor == anchor.id]
        if not actions:
            continue
        title = (
            anchor.heading
            if anchor.heading.startswith(anchor.id)
            else f"{anchor.heading} (`{anchor.id}`)"
        )
        out += ["", f"### {title}", ""]
        for a in actions:
            inc = increments.get(a.id)
            stars = f" {'⭐' * inc.stars}" if inc and inc.stars else ""
            matched = f" — matched `{a.matched}`" if a.matched else ""
            flags = f" — **{', '.join(a.flags)}**" if a.flags else ""
            out.append(f"- **{a.action}** {a.title}{stars} (`{a.id}`, via {a.via}){matched}{flags}")
            if inc and inc.sources and a.action != "unchanged":
                out.append(f"  - 来源：{_one_line(inc.sources)}")
    out += _pr_notes(report)
    added, removed = diffstat(report.diff)
    out += ["", "### Diffstat", "", f"`{report.document}`: +{added} −{removed} lines", ""]
    return "\n".join(out)


def _pr_notes(report: ApplyReport) -> list[str]:
    """The PR body's sections for contradictions, the arXiv index, held rows, disagreements."""
    out: list[str] = []
    if report.contradictions:
        out += ["", "### 待核实 (contradictions)", ""]
        out += [
            f"- **{n.action}** {n.title}（{n.risk or '-'}）"
            + (f" → {n.attached_to}" if n.attached_to else "")
            + (f" — matched `{n.matched}`" if n.matched else "")
            + (f" — {n.reason}" if n.action != "attached" else "")
            for n in report.contradictions
        ]
    changed = [i for i in report.index if i.action in ("added", "confirmed")]
    noted = [i for i in report.index if i.note]
    if changed or noted:
        added = sorted({i.id for i in changed if i.action == "added"})
        confirmed = sorted({i.id for i in changed if i.action == "confirmed"} - set(added))
        out += ["", "### arXiv index", ""]
        out += [f"- added ({len(added)}): " + ", ".join(added)] if added else []
        out += [f"- confirmed ({len(confirmed)}): " + ", ".join(confirmed)] if confirmed else []
        out += [f"- note: {i.id} — {i.note}" for i in noted]
    if report.held:
        out += ["", "### Held back (below --min-priority)", ""]
        out += [
            f"- {h.id} {h.title} ({h.level}, `{h.brief}:{h.line}`)".replace("  ", " ")
            for h in report.held
        ]
    if report.disagreements:
        out += ["", "### Priority disagreements", ""]
        out += [
            f"- {d.id}: suggestion {d.suggestion}, priority row (line {d.line}) "
            f"{d.priority} — {d.winner} wins"
            for d in report.disagreements
        ]
    return out


def _one_line(text: str) -> str:
    return " ".join(text.split())


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


def check_summary(result: CheckReport) -> str:
    """`path:line: CODE message` per finding, then a count."""
    lines = [str(f) for f in result.findings]
    n = len(result.findings)
    lines.append(
        f"{n} finding{'s' if n != 1 else ''} in {len(result.checked)} document"
        f"{'s' if len(result.checked) != 1 else ''}"
    )
    return "\n".join(lines) + "\n"
