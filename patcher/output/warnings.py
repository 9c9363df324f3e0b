"""What a reviewer of an unattended run must hear about, gathered from its report: one list
for the JSON, the PR body and the text summary. A new kind of warning is one more collector."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from patcher.output.report import ApplyReport


@dataclass(frozen=True)
class RunWarning:
    """One thing to look at: its kind (a fixed word), what, and where."""

    kind: str
    message: str
    path: str | None = None
    line: int | None = None

    def __str__(self) -> str:
        where = self.path if self.line is None else f"{self.path}:{self.line}"
        return (
            f"{where}: {self.kind}: {self.message}" if self.path else f"{self.kind}: {self.message}"
        )


# Action flags a reviewer must look at (the others describe routine matches).
WARNING_FLAGS = {
    "fallback": "routed to the fallback anchor: nothing in the map matched",
    "continued-but-new": "the briefing says it continues an entry, but none matched: inserted",
    "suggestion-unread": "its suggested section names no anchor of the map: routed by keywords",
    "placement-unsure": "its section lists only links: the new entry went after them, check it",
    "placed-by-words": "nothing routed it: filed where the entries share its words, check it",
    "possibly-continues": "may continue an existing entry: inserted as new, check the match",
}


def _brief_notes(report: ApplyReport) -> Iterable[RunWarning]:
    for brief in report.briefs:
        for note in brief.warnings:
            kind = "truncated" if "truncated" in note.text else "briefing"
            yield RunWarning(kind, note.text, brief.path, note.line)
        for note in brief.unparsed:
            text = " ".join(note.text.split())[:120]
            yield RunWarning("not-understood", f"({note.where}) {text}", brief.path, note.line)


def _held(report: ApplyReport) -> Iterable[RunWarning]:
    for held in report.held:
        text = f"{held.id} {held.title}".strip()
        yield RunWarning(
            "held", f"{text} ({held.level}, below --min-priority)", held.brief, held.line
        )


def _conflicts(report: ApplyReport) -> Iterable[RunWarning]:
    for action in report.actions:
        if action.action == "conflict":
            message = f"{action.id} {action.title}: {action.reason}"
            yield RunWarning("conflict", message, report.document, action.line)
    for row in report.index:
        if row.action == "conflict":
            yield RunWarning(
                "conflict", f"index row {row.id}: {row.note}", report.document, row.line
            )


def _flags(report: ApplyReport) -> Iterable[RunWarning]:
    for action in report.actions:
        for flag in action.flags:
            if flag in WARNING_FLAGS:
                message = f"{action.id} {action.title}: {WARNING_FLAGS[flag]}"
                yield RunWarning(flag, message, report.document, action.line)


COLLECTORS: list[Callable[[ApplyReport], Iterable[RunWarning]]] = [
    _brief_notes,
    _held,
    _conflicts,
    _flags,
]


def collect(report: ApplyReport) -> tuple[RunWarning, ...]:
    """Every warning of one document's run, in collector order."""
    return tuple(w for collector in COLLECTORS for w in collector(report))
