"""Reports for people and machines: one JSON serialiser over the stage dataclasses."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

from .api import ApplyReport, ParseReport, RouteReport
from .diff import diffstat

_NOT_SERIALISED = {"new_text", "old_digest"}


def to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: to_jsonable(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.name not in _NOT_SERIALISED
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


def apply_summary(report: ApplyReport, written: bool) -> str:
    counts: dict[str, int] = {}
    for action in report.actions:
        counts[action.action] = counts.get(action.action, 0) + 1
    lines = []
    for a in report.actions:
        where = f":{a.line}" if a.line else ""
        matched = f" (matched {a.matched})" if a.matched else ""
        flags = f" [{', '.join(a.flags)}]" if a.flags else ""
        lines.append(
            f"{a.id} {a.action} {a.anchor} via {a.via}{matched}{flags} "
            f"{report.document}{where}: {a.title}"
        )
    added, removed = diffstat(report.diff)
    tally = ", ".join(f"{n} {k}" for k, n in counts.items())
    state = "written" if written else "not written (use --write)" if report.changed else "no change"
    lines.append(f"{report.document}: {tally}; +{added} -{removed} lines; {state}")
    return "\n".join(lines) + "\n"
