"""The library API: the use cases behind each command, returning data.

`parse_briefs`, `route`, `apply` (and `apply_briefs`, `apply_file`, `write`), `check` (with
`staged`: the nothing-lost guard against HEAD), `review`, `adopt` and `tailored_map`, `init`,
the hook installers, and the branch inspection behind `review --branch`. The nightly flow
(topics, the rolling branch, the PR body) is `patcher.nightly`. A use case never exits: bad
input raises `PatcherError` (or a subclass), which the CLI turns into a message and an exit
code. Git is reached only through `vcs/git.py`, imported by the use cases that need it;
`check(staged=True)` runs plain git and never imports GitPython.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.errors import DocumentError, InputError
from patcher.text.source import (
    MAX_FILE_SIZE,
    Source,
    Text,
    decode,
    read_document_source,
)

if TYPE_CHECKING:  # the use cases import what they need when they run (check stays light)
    from patcher.briefing.parse import Brief
    from patcher.lint.check import CheckReport, Finding
    from patcher.lint.review import Review
    from patcher.output.report import ApplyReport
    from patcher.plan import merge
    from patcher.plan.adoption import Survey
    from patcher.plan.contradictions import NoteAction
    from patcher.plan.index import IndexAction
    from patcher.plan.model import Action, Shifts
    from patcher.plan.routes import Route
    from patcher.vcs.hook import HookResult


@dataclass(frozen=True)
class ParseReport:
    briefs: tuple[Brief, ...]


@dataclass(frozen=True)
class RouteReport:
    routes: tuple[Route, ...]


def parse_briefs(sources: list[Source], encoding: str = "utf-8") -> ParseReport:
    """Every briefing parsed, in date order (stable for the same date)."""
    from patcher.briefing.parse import parse_source

    briefs = [parse_source(source, encoding) for source in sources]
    return ParseReport(tuple(sorted(briefs, key=lambda b: b.date)))


def route(sources: list[Source], smap: SectionMap, encoding: str = "utf-8") -> RouteReport:
    """Where each increment goes, its priority row read as `apply` reads it; an increment no
    anchor takes (and no fallback) is reported `unrouted`, not raised."""
    from patcher.plan.priorities import routed

    routes: list[Route] = []
    for brief in parse_briefs(sources, encoding).briefs:
        routes += [found.route for found in routed(brief, smap, unrouted=True)]
    return RouteReport(tuple(routes))


def apply(
    sources: list[Source],
    doc_source: Source,
    smap: SectionMap,
    encoding: str = "utf-8",
    label: str | None = None,
    min_priority: str = "low",
    reviewed: merge.Reviewed | None = None,
) -> ApplyReport:
    """Plan, splice and verify every briefing against one parse of the document; what
    `reviewed` says reviewers removed or edited is reported as `conflict`, not re-applied."""
    # the living document is UTF-8, as the patcher writes it
    document = Document(decode(doc_source), doc_source.digest, label or doc_source.name)
    return _apply_document(sources, document, smap, encoding, min_priority, reviewed)


@dataclass(frozen=True)
class Document:
    """The living document decoded, the digest of its bytes, and the name diffs show."""

    text: Text
    digest: str
    name: str


def read_document(path: str, max_size: int = MAX_FILE_SIZE) -> Document:
    """Read and decode the document (refused over `max_size` bytes); its bytes are let go
    once decoded (a large document then costs its lines only)."""
    source = read_document_source(path, max_size)
    return Document(decode(source), source.digest, source.name)


def _apply_document(
    sources: list[Source],
    document: Document,
    smap: SectionMap,
    encoding: str,
    min_priority: str,
    reviewed: merge.Reviewed | None,
) -> ApplyReport:
    briefs = parse_briefs(sources, encoding).briefs
    return apply_briefs(briefs, document, smap, min_priority, reviewed)


def apply_briefs(
    briefs: tuple[Brief, ...],
    document: Document,
    smap: SectionMap,
    min_priority: str = "low",
    reviewed: merge.Reviewed | None = None,
) -> ApplyReport:
    """Plan, splice and verify parsed briefings (in date order) against one document."""
    from patcher.document.blocks import large_blocks_mapped
    from patcher.document.collector import fewer_collections

    large_blocks_mapped()
    with fewer_collections():
        return _apply_parsed(briefs, document, smap, min_priority, reviewed)


def _apply_parsed(
    briefs: tuple[Brief, ...],
    document: Document,
    smap: SectionMap,
    min_priority: str,
    reviewed: merge.Reviewed | None,
) -> ApplyReport:
    from patcher.document import sections
    from patcher.document.blocks import give_back, items_read
    from patcher.document.collector import collector_paused
    from patcher.output.diff import unified
    from patcher.output.report import ApplyReport
    from patcher.output.splice import splice
    from patcher.output.verify import verify
    from patcher.plan import merge
    from patcher.plan.editor import Editor

    briefs = merge.distinct_ids(briefs)
    text = document.text
    with collector_paused():  # the entries and their index live to the end of the run
        doc = sections.load(text, smap, proposal=lambda anchor: _proposal(text, smap, anchor))
        editor = Editor(doc, smap)
    items_read(text.lines)  # (the sections' lists are read: their items are let go)
    give_back()  # what reading and indexing freed, before planning adds to it (a lower peak)
    merged = merge.plan(briefs, smap, editor, min_priority, reviewed)
    plan = editor.plan
    editor.index.release()  # before the new text and the checks take their memory
    del editor
    new_text, where = splice(text, plan)
    verify(doc, new_text, plan, smap)
    name = document.name
    diff = unified(text, new_text, plan.changes(text), diff_label(name))
    shift = plan.shifts()
    return ApplyReport(
        bool(diff),
        tuple(_with_line(_possibly_shifted(a, shift), where, shift) for a in merged.actions),
        diff,
        name,
        new_text,
        document.digest,
        briefs,
        tuple(_with_line(n, where, shift) for n in merged.contradictions),
        tuple(_with_line(i, where, shift) for i in merged.index),
        merged.held,
        merged.disagreements,
        tuple(plan.created),
    )


def _proposal(text: Text, smap: SectionMap, anchor_id: str) -> str:
    """The heading `adopt` and `check` propose for a missing anchor (imported only then: it
    reads the map tailoring code, which needs the YAML library)."""
    from patcher.plan.adoption import heading_proposal

    return heading_proposal(text, smap, anchor_id)


_Lined = TypeVar("_Lined", "Action", "NoteAction", "IndexAction")


def _with_line(action: _Lined, where: dict[str, int], shift: Shifts) -> _Lined:
    """The 1-based line in the new document: where the text landed, or the entry that has it."""
    from patcher.plan.index import IndexAction

    key = f"index:{action.id}" if isinstance(action, IndexAction) else action.id
    if key in where:
        return replace(action, line=where[key])
    if action.line is None:
        return action
    return replace(action, line=action.line + shift(action.line - 1))


def _possibly_shifted(action: Action, shift: Shifts) -> Action:
    """The line of the entry a new entry may continue, in the new document."""
    line = action.possibly_line
    return action if line is None else replace(action, possibly_line=line + shift(line - 1))


def apply_file(
    sources: list[Source],
    doc_path: str,
    smap: SectionMap,
    encoding: str = "utf-8",
    *,
    min_priority: str = "low",
    write_back: bool = False,
    lock_timeout: float = 10.0,
    max_doc_size: int = MAX_FILE_SIZE,
) -> tuple[ApplyReport, bool]:
    """Apply to the document at `doc_path`; with write_back, hold its lock from the read to
    the rename, so a concurrent writer waits and then applies to this run's result."""
    briefs = parse_briefs(sources, encoding).briefs
    return apply_to_file(
        briefs, doc_path, smap, min_priority, write_back, lock_timeout, max_doc_size
    )


def apply_to_file(
    briefs: tuple[Brief, ...],
    doc_path: str,
    smap: SectionMap,
    min_priority: str = "low",
    write_back: bool = False,
    lock_timeout: float = 10.0,
    max_doc_size: int = MAX_FILE_SIZE,
) -> tuple[ApplyReport, bool]:
    """`apply_file` for briefings already parsed."""
    if not write_back:
        document = read_document(doc_path, max_doc_size)
        return apply_briefs(briefs, document, smap, min_priority), False
    from patcher.output.write import document_lock  # only a writing run pays for it

    path = require_file(Source(doc_path, b"", Path(doc_path)))
    with document_lock(path, lock_timeout):
        report = apply_briefs(briefs, read_document(doc_path, max_doc_size), smap, min_priority)
        return report, write(report, path)


def write(report: ApplyReport, path: Path) -> bool:
    """Write the patched document atomically if it changed; refuse if it changed on disk."""
    from patcher.output.write import atomic_write

    if not report.changed:
        return False
    atomic_write(path, report.new_text.chunks(), expected_digest=report.old_digest)
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
    from patcher.document.index_table import header_lines

    lines = [f"# {smap.document.title}", ""]
    for anchor in smap.anchors:
        lines += [f"{'#' * anchor.level} {anchor.heading}", ""]
        if smap.index is not None and anchor.id == smap.index.anchor:
            lines += [*header_lines(smap.index), ""]
    return "\n".join(lines)


def adopt(doc: Source, smap: SectionMap, map_name: str) -> Survey:
    """What the patcher makes of an existing document, without refusing it."""
    from patcher.plan.adoption import survey

    return survey(decode(doc), smap, map_name)


def tailored_map(map_source: Source, result: Survey, doc: Source, doc_path: str) -> str:
    """The map tailored to the surveyed document; refused unless it finds the same headings."""
    from patcher.config.tailor import tailor
    from patcher.plan.adoption import survey

    if not result.ready:
        raise DocumentError(
            "not writing a map: " + "; ".join(result.problems),
            path=result.document,
            hint="fix the headings listed, then run adopt again",
        )
    text = tailor(map_source, result.fits(), doc_path, result.proposed())
    again = survey(decode(doc), load_map(Source(map_source.name, text.encode("utf-8"))), "")
    before = {a.anchor: a.lines for a in result.anchors if a.state == "found"}
    after = {a.anchor: a.lines for a in again.anchors if a.state == "found"}
    if before != after or not again.ready:  # pragma: no cover - a bug in tailor
        raise DocumentError("the tailored map finds other headings", path=result.document)
    return text


def write_new(path: str, text: str, force: bool) -> None:
    """Write a new file atomically; an existing one only with force."""
    target = Path(path)
    if target.exists() and not force:
        raise InputError("exists; not replaced", path=path, hint="pass --force to replace it")
    write_text(path, text)


def require_file(source: Source) -> Path:
    if source.path is None:
        raise InputError(
            "cannot write to standard input", path=source.name, hint="pass --doc with a file path"
        )
    return source.path


def remove_report(path: str) -> None:
    """Remove a report file (the PR body) a failed run must not leave stale; only a
    regular file, and no error when there is none."""
    target = Path(os.path.realpath(path))
    if target.is_file():
        try:
            target.unlink()
        except OSError as exc:
            raise InputError(f"cannot remove: {exc.strerror}", path=path) from None


def write_text(path: str, text: str) -> None:
    """Write a report file (e.g. the PR body) as UTF-8; only a regular file (or a new one)."""
    target = Path(os.path.realpath(path))
    if target.exists() and not target.is_file():
        raise InputError(
            "not a regular file (a pipe, socket, device or directory); nothing written",
            path=path,
            hint="pass the path of a file",
        )
    from patcher.output.write import write_file

    write_file(Path(path), text.encode("utf-8"))


def check(
    names: list[str],
    smap: SectionMap,
    staged: bool = False,
    encoding: str = "utf-8",
    revisions: tuple[str, str] | None = None,
    max_doc_size: int = MAX_FILE_SIZE,
) -> CheckReport:
    """Structure findings for each document; with staged, the index's version against HEAD;
    with revisions (old, new), the version at new against the one at old."""
    from patcher.lint.check import CheckReport, check_text

    if revisions is not None:
        return CheckReport(tuple(names), tuple(_check_range(names, smap, revisions, encoding)))
    findings: list[Finding] = []
    for name in names:
        if staged:
            findings += _check_staged(name, smap, encoding)
        else:
            findings += check_text(decode(read_document_source(name, max_doc_size), encoding), smap)
    return CheckReport(tuple(names), tuple(findings))


def _check_staged(name: str, smap: SectionMap, encoding: str) -> list[Finding]:
    from patcher.lint.guard import check_staged_text
    from patcher.vcs import git

    rel, staged, head, was = git.staged_versions(name, known=smap.document.path)
    if staged is None and head is None:  # nothing to guard: a wrong path, never a pass
        raise InputError(
            "not in the index nor at HEAD: this guard would pass whatever a commit loses",
            path=name,
            hint="pass the document's path (patcher hook install --doc FILE), "
            "or name it in the map's document.path",
        )
    found = check_staged_text(name, was, staged, head, smap, encoding)
    return [_relabelled(f, "HEAD", was) for f in found] if was != rel else found


def _check_range(
    names: list[str], smap: SectionMap, revisions: tuple[str, str], encoding: str
) -> list[Finding]:
    """The nothing-lost guard of every document between two revisions (CI, pre-push)."""
    from patcher.lint.guard import check_staged_text
    from patcher.vcs import git

    old, new = revisions
    label, newer = (rev[:12] if re.fullmatch(r"[0-9a-f]{40}", rev) else rev for rev in revisions)
    findings: list[Finding] = []
    for name, (rel, after, before, was) in zip(
        names, git.revision_versions(names, old, new, known=smap.document.path), strict=True
    ):
        if after is None and before is None:  # nothing to guard: a wrong path, never a pass
            raise InputError(
                f"not in either revision: neither at {label} nor at {newer}",
                path=name,
                hint="pass the document's path, or name it in the map's document.path",
            )
        found = check_staged_text(name, was, after, before, smap, encoding, base=label)
        findings += [_relabelled(f, label, was if was != rel else None) for f in found]
    return findings


def _relabelled(finding: Finding, label: str, was: str | None = None) -> Finding:
    """A guard finding naming lines of the older revision by its name, not `HEAD` (and by
    the path they were at, `was`, when the document replaced another)."""
    at = f" of {was}" if was else ""
    message = re.sub(r"\bHEAD line (\d+)", rf"{label} line \1{at}", finding.message)
    return replace(finding, message=message.replace("staged entry", "newer entry"))


def review(
    diff_text: str, doc: Source, smap: SectionMap, label: str, patch_name: str | None = None
) -> Review:
    """Per anchor, what a unified diff of the document does, and which hunks are churn.
    A malformed diff is blamed on `patch_name` (the patch file), not on the document."""
    from patcher.lint import review as reviewing  # unidiff only on this path

    patch = reviewing.parse_patch(diff_text, patch_name or label)
    return reviewing.review(patch, decode(doc), smap, label)


def patched_path(diff_text: str, name: str) -> str:
    """The document a diff patches (its `+++` path), for `review` without --doc."""
    from patcher.lint import review as reviewing

    return reviewing.patched_path(diff_text, name)


def install_hook(repo_dir: str, args: list[str], force: bool) -> HookResult:
    """Write the plain pre-commit hook of the repository at repo_dir."""
    from patcher.vcs import git, hook

    return hook.install(git.hook_path(repo_dir), args, force)


def uninstall_hook(repo_dir: str) -> HookResult:
    """Remove the plain pre-commit hook, only if patcher wrote it."""
    from patcher.vcs import git, hook

    return hook.uninstall(git.hook_path(repo_dir))


@dataclass(frozen=True)
class BranchCommit:
    """A commit of a reviewed branch: the patcher's (its trailer) or a reviewer's."""

    sha: str
    author: str
    subject: str
    patcher: bool
    added: int  # lines of the document
    removed: int


def branch_commits(doc: str, name: str, base: str | None) -> tuple[BranchCommit, ...]:
    """The branch's commits since the base, telling the patcher's from reviewers'."""
    from patcher.vcs import git  # GitPython only on this path

    return tuple(
        BranchCommit(info.sha, info.author, info.subject, bool(info.patcher), added, removed)
        for info, added, removed in git.branch_history(doc, name, base)
    )


def review_branch_inputs(doc: str, name: str, base: str | None) -> tuple[str, Source, str]:
    """(diff of branch `name` against its base, the document at base, its repository path)."""
    from patcher.vcs import git  # GitPython only on this path

    return git.review_inputs(doc, name, base)
