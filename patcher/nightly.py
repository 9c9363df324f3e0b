"""The nightly flow: each briefing to its topic's document, applied once, committed on one
rolling branch (one commit per changed document), and the PR body built from what the run
already has. The result carries its own exit code."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Literal

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.errors import BriefError, InputError, PatcherError
from patcher.output import messages
from patcher.output.warnings import RunWarning, collect
from patcher.text.source import MAX_FILE_SIZE, Source, Text, decode

if TYPE_CHECKING:
    from patcher.briefing.parse import Brief
    from patcher.lint.review import Review
    from patcher.output.report import ApplyReport
    from patcher.plan import merge
    from patcher.vcs.git import LoggedCommit, RepoPath
    from patcher.vcs.github import PullRequest

OtherTopics = Literal["refuse", "skip"]
CONFLICT = 1
PR_FAILED = 4  # written (committed and pushed), but the pull-request step failed


@dataclass(frozen=True)
class Target:
    """A living document and the map that routes into it; `topic` "" takes any briefing,
    and a briefing of a topic the document's own name states (`stated`) is its too."""

    path: str
    smap: SectionMap
    stated: tuple[str, ...] = ()

    @property
    def topic(self) -> str:
        return self.smap.topic

    def takes(self, topic: str) -> bool:
        """Whether a briefing of `topic` is this document's."""
        known = {t.casefold() for t in (self.topic, *self.stated)}
        return not self.topic or topic.casefold() in known


def stated_topics(path: str, smap: SectionMap) -> tuple[str, ...]:
    """The topics a document's own name states — its file name (`rag.md`) and its title's
    first word (`# rag · 活文档`) — when its map describes another file (`document.path`: the
    shipped map's `inference.md`): a briefing of such a topic is this document's, whatever
    topic the map names. Nothing when the map is this file's own (its topic decides)."""
    from pathlib import PurePath

    name = PurePath(path).name.casefold()
    if not smap.topic or name == PurePath(smap.document.path).name.casefold():
        return ()
    stem = PurePath(path).stem
    return tuple(dict.fromkeys(t for t in (stem, _title_word(path)) if t))


def _title_word(path: str) -> str:
    """The first word of the document's first level-one title (`# rag · 活文档`, or a line
    underlined with `=`), when it is a Latin word (`rag`); "" when there is none or the file
    cannot be read (reading it is left to the run, which says why)."""
    import re

    try:
        with open(path, "rb") as f:
            head = f.read(65536).decode("utf-8", "replace")
    except OSError:
        return ""
    word = r"([A-Za-z][A-Za-z0-9_-]*)(?![A-Za-z0-9_-])"
    atx = re.search(rf"(?m)^ {{0,3}}# +{word}", head)
    setext = re.search(rf"(?m)^ {{0,3}}{word}.*\n {{0,3}}=+[ \t]*$", head)
    found = [m for m in (atx, setext) if m]
    return min(found, key=lambda m: m.start()).group(1) if found else ""


@dataclass(frozen=True)
class Options:
    """How the night runs: a diff, `--write`, or a commit on `branch`."""

    branch: str | None = None
    base: str | None = None
    force: bool = False
    remote: str | None = None
    min_priority: str = "low"
    write: bool = False
    lock_timeout: float = 10.0
    other_topics: OtherTopics = "refuse"
    max_doc_size: int = MAX_FILE_SIZE  # bytes: a document on disk larger than this is refused
    body: bool = True  # build the PR body (False: `Night.body` stays empty; nothing else differs)


@dataclass(frozen=True)
class Skipped:
    """A briefing of another topic, left out under `--other-topics skip`."""

    path: str
    line: int
    topic: str
    reason: str


@dataclass(frozen=True)
class DocumentRun:
    """One document's part of the night."""

    JSON_PROPERTIES = ("warnings",)

    topic: str
    report: ApplyReport
    written: bool = False
    commit: str | None = None  # the commit that changed it on the branch tonight

    @property
    def warnings(self) -> tuple[RunWarning, ...]:
        return collect(self.report)

    @property
    def conflict(self) -> bool:
        return any(a.action == "conflict" for a in self.report.actions) or any(
            i.action == "conflict" for i in self.report.index
        )


@dataclass(frozen=True)
class Committed:
    """The rolling branch after the run: where it started, what it is now, and why."""

    name: str
    commit: str | None  # tonight's last commit; None when nothing changed
    base: str
    replaced: str | None  # the local branch before the run
    pushed: str | None
    parent: str = ""  # what tonight's commits were built on (the base, or a tip)
    start: str = ""  # why: stacked on the tip, the remote rewritten, afresh, new, --force
    tip: str = ""  # the branch's commit after the run
    base_ref: str = ""  # the base as given (`origin/main`)
    commits: int = 0  # commits on the branch since the base
    remote: str | None = None  # --push REMOTE


@dataclass(frozen=True)
class StepError:
    """A typed error as the JSON tells it: what, where, what to do."""

    message: str
    path: str | None = None
    line: int | None = None
    hint: str | None = None


@dataclass(frozen=True)
class PullRequestFailed:
    """The pull-request step's error, after the branch was committed and pushed."""

    error: StepError


@dataclass(frozen=True)
class Night:
    """What the run did, the PR body, and its exit code (0 done, 1 conflicts to look at,
    4 written but the pull-request step failed)."""

    JSON_PROPERTIES = ("warnings", "exit_code")

    documents: tuple[DocumentRun, ...]
    branch: Committed | None = None
    skipped: tuple[Skipped, ...] = ()
    body: str = ""
    notes: tuple[RunWarning, ...] = field(default=())  # about the run itself
    pull_request: PullRequest | PullRequestFailed | None = None  # with --open-pr

    @property
    def warnings(self) -> tuple[RunWarning, ...]:
        return self.notes + tuple(w for d in self.documents for w in d.warnings)

    @property
    def conflict(self) -> bool:
        return any(d.conflict for d in self.documents)

    @property
    def pr_error(self) -> StepError | None:
        """Why the pull-request step failed (the branch is written), else None."""
        failed = self.pull_request
        return failed.error if isinstance(failed, PullRequestFailed) else None

    @property
    def exit_code(self) -> int:
        if self.pr_error is not None:
            return PR_FAILED
        return CONFLICT if self.conflict else 0


def run(sources: list[Source], targets: list[Target], options: Options, encoding: str) -> Night:
    """Parse every briefing once, send each to its topic's document, and apply (a diff,
    `--write`, or commits on the rolling branch)."""
    briefs = api.parse_briefs(sources, encoding).briefs
    assigned, skipped = assign(briefs, targets, options.other_topics)
    notes = tuple(RunWarning("other-topic", s.reason, s.path, s.line) for s in skipped)
    if options.branch:
        return _on_branch(assigned, targets, options, options.branch, skipped, notes)
    night = Night(_on_files(assigned, options), None, skipped, "", notes)
    if not options.body:
        return night
    return _with_body(night, messages.night_body(_parts(night, assigned), night.warnings))


def _on_files(
    assigned: list[tuple[Target, tuple[Brief, ...]]], options: Options
) -> tuple[DocumentRun, ...]:
    """Each document planned and verified; with --write, under every document's lock (taken
    in path order), and written only once all of them passed: a refusal writes none."""

    def plan(target: Target, briefs: tuple[Brief, ...]) -> ApplyReport:
        document = api.read_document(target.path, options.max_doc_size)
        return api.apply_briefs(briefs, document, target.smap, options.min_priority)

    if not options.write:
        return tuple(DocumentRun(t.topic, plan(t, b)) for t, b in assigned)
    from contextlib import ExitStack  # only a writing run pays for the writer
    from pathlib import Path

    from patcher.output.write import document_lock

    paths = [api.require_file(Source(t.path, b"", Path(t.path))) for t, _ in assigned]
    with ExitStack() as locks:
        for path in sorted(set(paths)):
            locks.enter_context(document_lock(path, options.lock_timeout))
        reports = [plan(t, b) for t, b in assigned]
        return tuple(
            DocumentRun(t.topic, report, api.write(report, path))
            for (t, _), report, path in zip(assigned, reports, paths, strict=True)
        )


def assign(
    briefs: tuple[Brief, ...], targets: list[Target], other_topics: OtherTopics
) -> tuple[list[tuple[Target, tuple[Brief, ...]]], tuple[Skipped, ...]]:
    """Each briefing's document by its header's topic (a target without a topic takes any);
    another topic is refused, or skipped under `--other-topics skip`."""
    by_topic = {t.topic.casefold(): t for t in targets}
    out: dict[str, list[Brief]] = {t.path: [] for t in targets}
    skipped: list[Skipped] = []
    for brief in briefs:
        target = _target_of(brief, targets, by_topic)
        if target is not None:
            out[target.path].append(brief)
            continue
        refusal = _other_topic(brief, targets)
        if other_topics == "refuse":
            raise refusal
        skipped.append(Skipped(brief.path, brief.header_line, brief.topic, refusal.message))
    return [(t, tuple(out[t.path])) for t in targets if out[t.path]], tuple(skipped)


def _target_of(brief: Brief, targets: list[Target], by_topic: dict[str, Target]) -> Target | None:
    if len(targets) == 1 and targets[0].takes(brief.topic):
        return targets[0]
    return by_topic.get(brief.topic.casefold())


def _other_topic(brief: Brief, targets: list[Target]) -> BriefError:
    if len(targets) == 1:
        (target,) = targets
        return BriefError(
            f"briefing of topic {brief.topic!r}, but {target.path} takes topic {target.topic!r}",
            path=brief.path,
            line=brief.header_line,
            hint=(
                f"apply it to its own topic's document; if {target.path} is that document, "
                f"give it a map saying `document.topic: {brief.topic}` ({target.smap.path} "
                "says otherwise); or pass --other-topics skip"
            ),
        )
    known = ", ".join(repr(t.topic) for t in targets)
    return BriefError(
        f"briefing of topic {brief.topic!r}, which the workspace does not list (known: {known})",
        path=brief.path,
        line=brief.header_line,
        hint="add the topic to livedoc.yaml, or pass --other-topics skip",
    )


def _with_body(night: Night, body: str) -> Night:
    return replace(night, body=body)


# --- the rolling branch ---------------------------------------------------------------


@dataclass(frozen=True)
class _Start:
    sha: str
    how: str
    note: RunWarning | None = None
    replaces_remote: bool = False  # the remote tip is not built on (its work is in the base)


@dataclass(frozen=True)
class _Branch:
    """Where tonight's commits go: the repository, the base, the branch's refs, the start."""

    where: RepoPath
    base_ref: str
    base: str
    local: str | None
    remote_tip: str | None
    start: _Start
    history: list[LoggedCommit]


def _on_branch(
    assigned: list[tuple[Target, tuple[Brief, ...]]],
    targets: list[Target],
    options: Options,
    name: str,
    skipped: tuple[Skipped, ...],
    notes: tuple[RunWarning, ...],
) -> Night:
    from patcher.vcs import git

    places = {t.path: git.locate(t.path, options.max_doc_size) for t in targets}
    state = _branch(places[assigned[0][0].path] if assigned else places[targets[0].path],
                    places, options, name)  # fmt: skip
    docs, texts, at_start = _commit_documents(assigned, places, state, options.min_priority)
    tip = next((d.commit for d in reversed(docs) if d.commit), state.start.sha)
    logged = state.history + _tonight(docs)
    at_base = at_start if state.start.sha == state.base else {}
    started = (state.start.note,) if state.start.note else ()
    night = Night(tuple(docs), None, skipped, "", notes + started)
    body = ""
    if options.body:  # the whole branch's review is read for the body only
        wholes = _whole_branch(state, targets, places, texts, logged, at_base)
        head = messages.BranchHead(name, state.base, state.start.how, tuple(logged))
        body = messages.night_body(_parts(night, assigned), night.warnings, head, wholes)
    # published last: everything that can fail has run, so exit 2 never leaves a moved branch
    pushed = _publish(state, options, name, tip) if tip != state.start.sha else None
    committed = Committed(
        name, tip if tip != state.start.sha else None, state.base, state.local, pushed,
        state.start.sha, state.start.how, tip, state.base_ref, len(logged), options.remote,
    )  # fmt: skip
    return replace(night, branch=committed, body=body)


def _publish(state: _Branch, options: Options, name: str, tip: str) -> str | None:
    """Move the branch to tonight's last commit (atomically) and push it; the remote pushed
    to, or None. With --force, the push leases the remote tip this run read."""
    from patcher.vcs import git

    git.set_branch(state.where, name, tip, state.local)
    if not options.remote:
        return None
    rewrites = options.force or state.start.replaces_remote
    lease = (state.remote_tip or "") if rewrites else None
    return git.push(state.where, options.remote, name, lease)


def _parts(
    night: Night, assigned: list[tuple[Target, tuple[Brief, ...]]]
) -> list[messages.BodyPart]:
    return [
        messages.BodyPart(d.topic, d.report, t.smap, d.commit)
        for d, (t, _) in zip(night.documents, assigned, strict=True)
    ]


def _branch(first: RepoPath, places: dict[str, RepoPath], options: Options, name: str) -> _Branch:
    from patcher.vcs import git

    _same_repository(places)
    base_ref = options.base or "HEAD"
    if options.base is None and git.detached_without_base(first):
        raise git.GitError(
            "HEAD is detached, so the base is ambiguous",
            path=str(first.root),
            hint="pass --base REV (e.g. --base origin/main)",
        )
    base = git.resolve_base(first, base_ref)
    local = git.check_branch(first, name)
    remote_tip = git.fetch_branch(first, options.remote, name) if options.remote else None
    start = _starting_point(first, base, local, remote_tip, options)
    history = git.branch_log(first, base, start.sha) if start.sha != base else []
    return _Branch(first, base_ref, base, local, remote_tip, start, history)


def _commit_documents(
    assigned: list[tuple[Target, tuple[Brief, ...]]],
    places: dict[str, RepoPath],
    state: _Branch,
    min_priority: str,
) -> tuple[list[DocumentRun], dict[str, Text], dict[str, Text]]:
    """(runs, texts after, texts at the start): each document read at the start, applied
    once, and committed when it changed (one commit per document, each on the one before)."""
    from patcher.output.messages import commit_message
    from patcher.vcs import git

    trailer = f"{git.TRAILER}: {_version()}"
    parent, docs, texts, started = state.start.sha, [], {}, {}
    for target, briefs in assigned:
        where = places[target.path]
        data, mode = git.read_at(where, state.start.sha)
        document = api.Document(decode(Source(where.rel, data)), "", where.rel)
        report = _apply_reviewed(where, state, briefs, target.smap, document, min_priority)
        texts[where.rel] = report.new_text if report.changed else document.text
        started[where.rel] = document.text
        commit = None
        if report.changed:
            message = commit_message(report, trailer=trailer)
            commit = parent = git.commit(where, parent, mode, report.new_text.encode(), message)
        docs.append(DocumentRun(target.topic, report, commit=commit))
    return docs, texts, started


def _same_repository(places: dict[str, RepoPath]) -> None:
    from patcher.vcs import git

    roots = {str(w.root) for w in places.values()}
    if len(roots) > 1:
        raise git.GitError(
            "the documents are in different repositories: " + ", ".join(sorted(roots)),
            hint="one --branch run commits in one repository; run once per repository",
        )


def _starting_point(
    where: RepoPath, base_sha: str, local: str | None, remote_tip: str | None, options: Options
) -> _Start:
    """The commit to build on, and why."""
    from patcher.vcs import git

    remote = options.remote
    if options.force:
        return _Start(base_sha, "rebuilt from the base (--force)")
    if remote and local and remote_tip is None:
        return _Start(base_sha, f"gone from {remote}: started afresh from the base")
    tip = local or remote_tip
    rewritten = None
    if local and remote_tip and local != remote_tip:
        if git.is_ancestor(where, local, remote_tip):
            tip = remote_tip
        elif not git.is_ancestor(where, remote_tip, local) or git.remote_dropped(
            where, remote or "", options.branch or "", remote_tip, local
        ):
            tip = remote_tip  # rebased or force-pushed: the reviewers' version
            rewritten = (
                f"{remote}/{options.branch} was rewritten (rebased or force-pushed): built on "
                f"its tip {remote_tip[:12]}, the reviewers' version; the local branch was at "
                f"{local[:12]}"
            )
    if tip is None:
        return _Start(base_sha, "new branch from the base")
    if git.is_ancestor(where, tip, base_sha):
        return _Start(base_sha, "merged into the base: started afresh")
    if git.merged_as_content(where, tip, base_sha):
        how = "merged into the base (squashed; the branch was left behind): started afresh"
        return _Start(base_sha, how, replaces_remote=remote_tip is not None)
    if rewritten:
        note = RunWarning("rewritten", rewritten)
        return _Start(tip, f"stacked on the rewritten remote tip {tip[:12]}", note)
    return _Start(tip, f"stacked on the branch tip {tip[:12]}")


def _apply_reviewed(
    where: RepoPath,
    state: _Branch,
    briefs: tuple[Brief, ...],
    smap: SectionMap,
    document: api.Document,
    min_priority: str,
) -> ApplyReport:
    """Tonight's run on the document at the start, with what reviewers removed or edited
    reported as `conflict`. One plan when no reviewer touched the document; with reviewer
    commits one more, of the patcher's earlier version; a third only when there is a
    conflict to report (the plan that reports it)."""
    plain = api.apply_briefs(briefs, document, smap, min_priority)
    reviewed = _reviewed(where, state.base, state.history, briefs, smap, document, plain)
    if reviewed is None or not (reviewed.removed or reviewed.rows):
        return plain
    return api.apply_briefs(briefs, document, smap, min_priority, reviewed)


def _reviewed(
    where: RepoPath,
    base_sha: str,
    history: list[LoggedCommit],
    briefs: tuple[Brief, ...],
    smap: SectionMap,
    doc_tip: api.Document,
    at_tip: ApplyReport,
) -> merge.Reviewed | None:
    """What reviewers removed or edited on the branch: an increment tonight's run would
    match (or find applied) in the patcher's version before the last reviewer commit but
    would insert anew at the tip was removed by a reviewer; index rows that differ (and are
    not the patcher's own later changes) were edited."""
    from patcher.plan import merge

    touched = [c for c in history if where.rel in c.numstat]
    last_review = max((i for i, c in enumerate(touched) if not c.info.patcher), default=-1)
    if last_review < 0:
        return None  # nobody but the patcher changed this document on the branch
    # the patcher's version before the last reviewer commit: what tonight would do to it
    # and to the tip tells what reviewers removed (also when the patcher committed since)
    ours = next((c.info.sha for c in reversed(touched[:last_review]) if c.info.patcher), base_sha)
    doc_mine = _document_at(where, ours)
    theirs = {a.id: a for a in at_tip.actions}
    removed = {
        action.id: f"a reviewer removed the entry it {_verb(action.action)} (after {ours[:12]})"
        for action in api.apply_briefs(briefs, doc_mine, smap).actions
        if action.action in ("updated", "unchanged")
        and theirs.get(action.id) is not None
        and theirs[action.id].action == "inserted"
    }
    rows = _edited_rows(doc_mine, doc_tip, smap)
    latest = next((c.info.sha for c in reversed(touched) if c.info.patcher), ours)
    if rows and latest != ours:  # rows the patcher itself changed since are not edits
        rows &= _edited_rows(_document_at(where, latest), doc_tip, smap)
    return merge.Reviewed(removed, rows)


def _document_at(where: RepoPath, commit: str) -> api.Document:
    from patcher.vcs import git

    data, _ = git.read_at(where, commit)
    return api.Document(decode(Source(where.rel, data)), "", where.rel)


def _verb(action: str) -> str:
    return "continues" if action == "updated" else "landed in"


def _edited_rows(mine: api.Document, tip: api.Document, smap: SectionMap) -> frozenset[str]:
    """arXiv ids whose index row differs between the patcher's version and the tip."""
    from patcher.document.scan import find_anchors, scan
    from patcher.lint.check import index_rows

    def rows(doc: api.Document) -> dict[str, tuple[str, ...]]:
        scanned = scan(doc.text.lines)
        found = find_anchors(list(scanned.headings), smap, doc.text.lines)
        return {
            i: tuple(c.strip() for c in cells)
            for i, _, cells in index_rows(doc.text, scanned, found, smap)
        }

    before, after = rows(mine), rows(tip)
    return frozenset(i for i in before.keys() & after.keys() if before[i] != after[i])


def _tonight(docs: list[DocumentRun]) -> list[LoggedCommit]:
    """Tonight's commits as the log would show them, from the run's own reports."""
    from patcher.output.diff import diffstat
    from patcher.output.messages import commit_subject
    from patcher.vcs.git import CommitInfo, LoggedCommit

    return [
        LoggedCommit(
            CommitInfo(d.commit, "livedoc-patcher", commit_subject(d.report), _version()),
            {d.report.document: diffstat(d.report.diff)},
        )
        for d in docs
        if d.commit
    ]


def _whole_branch(
    state: _Branch,
    targets: list[Target],
    places: dict[str, RepoPath],
    texts: dict[str, Text],
    logged: list[LoggedCommit],
    at_base: dict[str, Text],
) -> tuple[tuple[str, str, Review], ...]:
    """Per document the branch changed since the base: (topic, path, its review), from the
    texts this run holds (the base's version read once per document; a document tonight
    did not touch read at the start)."""
    from patcher.lint import review as reviewing
    from patcher.output.diff import unified

    changed = {path for c in logged for path in c.numstat}
    out = []
    for target in targets:
        where = places[target.path]
        if where.rel not in changed:
            continue
        final = texts.get(where.rel)
        if final is None:
            final = _text_at(where, state.start.sha)
        old = at_base.get(where.rel) or _text_at(where, state.base)
        diff = unified(old, final, _changes(old, final), where.rel)
        review = reviewing.review(
            reviewing.parse_patch(diff, where.rel), old, target.smap, where.rel
        )
        out.append((target.topic, where.rel, review))
    return tuple(out)


def _text_at(where: RepoPath, commit: str) -> Text:
    """The document at `commit`; empty when it is not there (a document the branch added)."""
    from patcher.vcs import git

    try:
        data, _ = git.read_at(where, commit)
    except git.GitError:
        data = b""
    return decode(Source(where.rel, data))


def _changes(old: Text, new: Text) -> list[tuple[int, int, int, int]]:
    """Where two versions differ, line by line (for the whole branch's diff)."""
    a = [line + end for line, end in zip(old.lines, old.endings, strict=False)]
    b = [line + end for line, end in zip(new.lines, new.endings, strict=False)]
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    return [(i1, i2, j1, j2) for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"]


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("livedoc-patcher")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree
        return "0+unknown"


# --- the pull request -------------------------------------------------------------------


def pr_base(base_ref: str, remote: str | None) -> str:
    """The branch a pull request goes into: `--base origin/main` is `main`."""
    if remote and base_ref.startswith(f"{remote}/"):
        return base_ref[len(remote) + 1 :]
    return base_ref.removeprefix("refs/heads/")


def open_pr(night: Night, body_path: str | None, title: str | None = None) -> PullRequest:
    """Create or update the branch's pull request with this night's body; a draft while a
    conflict is open."""
    assert night.branch is not None
    branch = night.branch
    if branch.base_ref == "HEAD":
        raise InputError(
            "the pull request's base is ambiguous with the default --base HEAD",
            hint="pass --base REMOTE/BRANCH (e.g. --base origin/main)",
        )
    return _open(branch.name, pr_base(branch.base_ref, branch.remote), night.body,
                 body_path, title, night.conflict)  # fmt: skip


def with_pull_request(night: Night, body_path: str | None, title: str | None = None) -> Night:
    """The night with its pull request opened or updated. The branch is already committed
    and pushed, so a failure of this step is kept in the result (exit 4, a `pull-request`
    warning), never raised: the run's result stays whole for the job and the next night."""
    try:
        opened: PullRequest | PullRequestFailed = open_pr(night, body_path, title)
    except PatcherError as exc:
        opened = PullRequestFailed(StepError(exc.message, exc.path, exc.line, exc.hint))
        name = night.branch.name if night.branch else "?"
        note = RunWarning(
            "pull-request",
            f"branch {name!r} is committed and pushed, but the pull request was not opened "
            f"or updated: {exc.message} (retry with `patcher pr RESULT.json`)",
        )
        return replace(night, pull_request=opened, notes=(*night.notes, note))
    return replace(night, pull_request=opened)


def _open(
    branch: str, base: str, body: str, body_path: str | None, title: str | None, draft: bool
) -> PullRequest:
    import tempfile

    from patcher.vcs import github

    title = title or f"E2: pending knowledge updates ({branch})"
    if body_path:
        return github.open_or_update(branch, base, body_path, title, draft)
    with tempfile.TemporaryDirectory(prefix="patcher-pr-") as folder:
        path = f"{folder}/body.md"
        api.write_text(path, body)
        return github.open_or_update(branch, base, path, title, draft)


def open_pr_from_result(
    result: Source, body_path: str | None, title: str | None, base: str | None
) -> PullRequest | None:
    """`patcher pr RESULT.json`: the pull request of the run `apply --json` described;
    None when the branch holds nothing since its base. A failed run is refused: the
    pull request stays as it was."""
    data = _result(result)
    branch = data.get("branch")
    if not isinstance(branch, dict):
        raise InputError("this run had no --branch: no pull request", path=result.name)
    if not branch.get("commits"):
        return None
    pr_into = base or pr_base(str(branch.get("base_ref", "")), branch.get("remote"))
    if pr_into == "HEAD":
        raise InputError(
            "the pull request's base is ambiguous (the run used --base HEAD)",
            path=result.name,
            hint="pass --base BRANCH",
        )
    warnings = data.get("warnings")
    draft = data.get("exit_code") == CONFLICT or any(
        isinstance(w, dict) and w.get("kind") == "conflict"
        for w in (warnings if isinstance(warnings, list) else [])
    )  # a result of exit 4 (the PR step failed) still says whether a conflict is open
    return _open(str(branch["name"]), pr_into, str(data.get("body", "")), body_path, title,
                 draft)  # fmt: skip


def _result(result: Source) -> dict[str, object]:
    import json

    try:
        data = json.loads(decode(result).render())
    except ValueError:
        raise InputError("not the JSON `apply --json` prints", path=result.name) from None
    if not isinstance(data, dict) or data.get("schema") != 1:
        raise InputError("not a schema 1 result of `apply --json`", path=result.name)
    error = data.get("error")
    if isinstance(error, dict):
        raise InputError(
            f"that run failed ({error.get('message')}); the pull request was left as it was",
            path=result.name,
            hint="fix the run's error and run it again",
        )
    return data


def apply_to_branch(
    sources: list[Source],
    doc: str,
    smap: SectionMap,
    name: str,
    *,
    base: str | None = None,
    force: bool = False,
    remote: str | None = None,
    encoding: str = "utf-8",
    min_priority: str = "low",
) -> tuple[ApplyReport, Committed | None]:
    """One document's night on branch `name` (library use): its report, and the branch
    when tonight committed."""
    options = Options(name, base, force, remote, min_priority, body=False)
    night = run(sources, [Target(doc, smap)], options, encoding)
    report = night.documents[0].report
    return report, night.branch if night.branch and night.branch.commit else None
