"""All git access, behind one module: plumbing for a branch commit (the user's tree, index and
HEAD stay as they are), branch diffs for review, staged versions for the hook."""

from __future__ import annotations

import importlib
import os
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import git
else:

    class _GitPython:
        """GitPython, imported on first use: the pre-commit hook path (`staged_versions`)
        runs git directly and never pays for it."""

        def __getattr__(self, name: str) -> Any:
            return getattr(importlib.import_module("git"), name)

    git = _GitPython()

from patcher.errors import InputError, PatcherError
from patcher.text.source import MAX_FILE_SIZE, Source


class GitError(PatcherError):
    """A git operation failed or the repository cannot take the branch."""


@dataclass(frozen=True)
class RepoPath:
    """The repository that holds a document, and the document's path inside it."""

    repo: git.Repo
    root: Path
    rel: str
    max_size: int = MAX_FILE_SIZE  # bytes: a version larger than this is refused unread


def locate(doc: str, max_size: int = MAX_FILE_SIZE) -> RepoPath:
    """Find the work tree holding `doc` (which need not exist there any more); its versions
    read from git are refused over `max_size` bytes, as the file on disk is."""
    path = Path(doc).absolute()
    probe = path.parent if not path.is_dir() else path
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    try:
        repo = git.Repo(probe, search_parent_directories=True)
    except (git.InvalidGitRepositoryError, git.NoSuchPathError):
        raise GitError(
            "not inside a git work tree",
            path=doc,
            hint="run in a clone, or drop --branch to get a diff",
        ) from None
    if repo.bare or repo.working_tree_dir is None:
        raise GitError("is in a bare repository", path=doc, hint="use a clone with a work tree")
    root = Path(repo.working_tree_dir).resolve()
    try:
        rel = PurePosixPath(path.parent.resolve().relative_to(root), path.name).as_posix()
    except ValueError:
        raise GitError(f"is outside the repository at {root}", path=doc) from None
    return RepoPath(repo, root, rel, max_size)


def resolve_base(where: RepoPath, base: str) -> str:
    try:
        return str(
            where.repo.git.rev_parse(
                "--verify", "--quiet", "--end-of-options", f"{base}^{{commit}}"
            )
        )
    except git.GitCommandError:
        pass
    if base == "HEAD" and not _has_commits(where.repo):
        raise GitError(
            "the repository has no commits yet",
            path=str(where.root),
            hint="commit the document first, then build branches from it",
        )
    raise GitError(
        f"--base {base!r} is not a commit",
        path=str(where.root),
        hint="pass a branch, tag or commit that exists",
    )


def detached_without_base(where: RepoPath) -> bool:
    """HEAD is detached in a repository that has commits (so a default base is ambiguous)."""
    return _has_commits(where.repo) and where.repo.head.is_detached


def _has_commits(repo: git.Repo) -> bool:
    try:
        repo.git.rev_parse("--verify", "--quiet", "HEAD")
        return True
    except git.GitCommandError:
        return False


def read_at(where: RepoPath, base_sha: str) -> tuple[bytes, str]:
    """The document's bytes at base (as checked out, filters applied) and its file mode."""
    listing = where.repo.git.ls_tree(base_sha, "--", where.rel)
    if not listing:
        raise GitError(
            f"{where.rel} is not tracked at {base_sha[:12]}",
            path=where.rel,
            hint="commit the document first, or pass --base",
        )
    mode = listing.split()[0]
    _refuse_large(
        where,
        f"{base_sha}:{where.rel}",
        int(where.repo.git.cat_file("-s", f"{base_sha}:{where.rel}")),
    )
    data = where.repo.git.execute(
        ["git", "cat-file", "--filters", f"{base_sha}:{where.rel}"],
        stdout_as_string=False,
        strip_newline_in_stdout=False,
    )
    assert isinstance(data, bytes)
    _refuse_large(where, f"{base_sha}:{where.rel}", len(data))  # after filters (e.g. LFS)
    return data, mode


def _refuse_large(where: RepoPath, spec: str, size: int) -> None:
    """The document's size limit, applied to a version in git as to the file on disk."""
    if size > where.max_size:
        raise InputError(
            f"{spec} is larger than {where.max_size} bytes; not read",
            path=where.rel,
            hint="pass --max-doc-size BYTES if this document is really that large",
        )


def check_branch(where: RepoPath, name: str) -> str | None:
    """Validate the name and refuse a checked-out branch; the branch's commit, if it exists."""
    try:
        where.repo.git.check_ref_format("--branch", name)
    except git.GitCommandError:
        raise GitError(f"{name!r} is not a valid branch name", path=str(where.root)) from None
    ref = f"refs/heads/{name}"
    for line in where.repo.git.worktree("list", "--porcelain").splitlines():
        if line == f"branch {ref}":
            raise GitError(
                f"branch {name!r} is checked out in a work tree; refusing to move it",
                path=str(where.root),
                hint="pick another --branch name",
            )
    return rev(where, ref)


def commit(where: RepoPath, base_sha: str, mode: str, data: bytes, message: str) -> str:
    """A commit whose only change from its parent (`base_sha`) is the document, built on a
    private index."""
    repo = where.repo
    import tempfile  # only the branch path needs it

    with tempfile.TemporaryDirectory(prefix="patcher-") as tmp:
        blob_file = Path(tmp) / "blob"
        blob_file.write_bytes(data)
        with blob_file.open("rb") as stream:
            blob = repo.git.hash_object("-w", f"--path={where.rel}", "--stdin", istream=stream)
        env = {"GIT_INDEX_FILE": str(Path(tmp) / "index")}
        repo.git.read_tree(base_sha, env=env)
        repo.git.update_index("--add", "--cacheinfo", f"{mode},{blob},{where.rel}", env=env)
        tree = repo.git.write_tree(env=env)
        message_file = Path(tmp) / "message"
        message_file.write_text(message, encoding="utf-8")
        try:
            return str(repo.git.commit_tree(tree, "-p", base_sha, "-F", str(message_file)))
        except git.GitCommandError as exc:
            if "identity" in str(exc.stderr) or "user.email" in str(exc.stderr):
                raise GitError(
                    "git does not know who is committing",
                    path=str(where.root),
                    hint="set user.name and user.email (git config) or GIT_AUTHOR_NAME/EMAIL",
                ) from None
            raise


def set_branch(where: RepoPath, name: str, sha: str, replaced: str | None) -> None:
    """Point the branch at sha; the old value makes the update atomic (no lost race)."""
    try:
        where.repo.git.update_ref(
            "-m", "patcher apply --branch", f"refs/heads/{name}", sha, replaced or ""
        )
    except git.GitCommandError as exc:
        raise GitError(
            f"branch {name!r} moved while this run built its commit; nothing changed "
            f"({_first_line(exc.stderr)})",
            path=str(where.root),
            hint="another process updated it: re-run to build on its new tip",
        ) from None


def push(where: RepoPath, remote: str, name: str, lease: str | None = None) -> str:
    """Push the branch fast-forward; with `lease` (the remote tip this run read, "" for none)
    it may rewrite the remote branch, but only if it is still there (--force-with-lease).
    The remote name goes after --end-of-options (never an option)."""
    ref = f"refs/heads/{name}"
    options = ["--porcelain"]
    if lease is not None:
        options.append(f"--force-with-lease={ref}:{lease}")
    try:
        where.repo.git.push(*options, "--end-of-options", remote, f"{ref}:{ref}")
    except git.GitCommandError as exc:
        raise _push_error(where, remote, name, f"{exc.stdout}\n{exc.stderr}") from None
    return remote


def rev(where: RepoPath, ref: str) -> str | None:
    """The commit a ref names, or None."""
    try:
        return str(
            where.repo.git.rev_parse("--verify", "--quiet", "--end-of-options", f"{ref}^{{commit}}")
        )
    except git.GitCommandError:
        return None


def fetch_branch(where: RepoPath, remote: str, name: str) -> str | None:
    """Fetch branch `name` of `remote` into refs/remotes/REMOTE/NAME (only that ref changes);
    its commit, or None when the remote has no such branch (the stale tracking ref goes)."""
    tracking = f"refs/remotes/{remote}/{name}"
    try:
        where.repo.git.fetch(
            "--quiet", "--no-tags", "--end-of-options", remote, f"+refs/heads/{name}:{tracking}"
        )
    except git.GitCommandError as exc:
        output = str(exc.stderr)
        if "couldn't find remote ref" in output or "could not find remote ref" in output:
            if rev(where, tracking):
                where.repo.git.update_ref("-d", tracking)
            return None
        raise GitError(
            f"cannot fetch {name!r} from {remote!r}: {_first_line(output)}",
            path=str(where.root),
            hint="check `git remote -v` and the network; nothing was changed",
        ) from None
    return rev(where, tracking)


def remote_dropped(where: RepoPath, remote: str, name: str, remote_tip: str, local: str) -> bool:
    """Whether the remote once held commits of `local` it no longer has (the remote-tracking
    ref's reflog names a commit between `remote_tip` and `local`): a reviewer reset the branch
    back. False when those commits were never pushed, or the reflog is not kept."""
    tracking = f"refs/remotes/{remote}/{name}"
    try:
        held = set(where.repo.git.reflog("show", "--format=%H", tracking, "--").split())
        ahead = set(where.repo.git.rev_list(f"{remote_tip}..{local}", "--").split())
    except git.GitCommandError:
        return False
    return bool(held & ahead)


def merged_as_content(where: RepoPath, tip: str, base: str) -> bool:
    """Whether everything the branch changed since it forked from `base`'s history is in
    `base` as the branch has it (a squash merge, the branch left behind): each file it
    changed is the same at `base`. False when it changed nothing."""
    try:
        fork = where.repo.git.merge_base(base, tip).strip()
        changed = [p for p in where.repo.git.diff("--name-only", "-z", fork, tip).split("\0") if p]
        if not changed:
            return False
        where.repo.git.diff("--quiet", base, tip, "--", *changed)  # exit 1 (raises): differs
    except git.GitCommandError:
        return False
    return True


def is_ancestor(where: RepoPath, older: str, newer: str) -> bool:
    try:
        where.repo.git.merge_base("--is-ancestor", older, newer)
        return True
    except git.GitCommandError:
        return False


@dataclass(frozen=True)
class CommitInfo:
    """One commit of a branch: who made it, and whether the patcher did (its trailer)."""

    sha: str
    author: str
    subject: str
    patcher: str  # the Livedoc-Patcher trailer's value ("" for a reviewer's commit)


TRAILER = "Livedoc-Patcher"


@dataclass(frozen=True)
class LoggedCommit:
    """A commit of a branch with the lines it added to and removed from each file."""

    info: CommitInfo
    numstat: dict[str, tuple[int, int]]


def branch_log(where: RepoPath, base: str, tip: str) -> list[LoggedCommit]:
    """The commits of base..tip, oldest first, with their numstat: one git process."""
    fields = f"%x1e%H%x1f%an%x1f%s%x1f%(trailers:key={TRAILER},valueonly,separator=%x2C)%x1f"
    text = str(
        where.repo.git.log(
            "--reverse", "--no-renames", "--numstat", f"--format={fields}", f"{base}..{tip}"
        )
    )
    out = []
    for record in text.split("\x1e")[1:]:
        parts = record.split("\x1f")
        info = CommitInfo(parts[0], parts[1], parts[2], parts[3].strip())
        out.append(LoggedCommit(info, _numstat(parts[4] if len(parts) > 4 else "")))
    return out


def _numstat(text: str) -> dict[str, tuple[int, int]]:
    out = {}
    for line in text.splitlines():
        cells = line.split("\t")
        if len(cells) == 3:
            added, removed = (int(c) if c.isdigit() else 0 for c in cells[:2])
            out[cells[2]] = (added, removed)
    return out


def _push_error(where: RepoPath, remote: str, name: str, output: str) -> GitError:
    """What a failed push means, and what to do about it."""
    if "stale info" in output:
        return GitError(
            f"push to {remote!r} refused: the remote branch {name!r} moved since this run "
            "read it (--force-with-lease)",
            path=str(where.root),
            hint="someone pushed meanwhile: re-run to see their work, or fetch and look first",
        )
    if "[rejected]" in output or "non-fast-forward" in output or "fetch first" in output:
        return GitError(
            f"push to {remote!r} rejected: the remote branch {name!r} moved (someone pushed to it)",
            path=str(where.root),
            hint=f"fetch {remote} and re-run; the branch was created locally",
        )
    if "does not appear to be a git repository" in output or "Could not read from" in output:
        return GitError(
            f"push to {remote!r} failed: no such remote or it cannot be reached",
            path=str(where.root),
            hint="check `git remote -v`; the branch was created locally",
        )
    return GitError(
        f"push to {remote!r} failed: {_first_line(output)}",
        path=str(where.root),
        hint="the branch was created locally",
    )


def diff_against_base(where: RepoPath, name: str, base: str | None) -> tuple[str, str]:
    """(unified diff of the branch's document against its base, base sha)."""
    tip = f"refs/heads/{name}"
    try:
        tip_sha = str(where.repo.git.rev_parse("--verify", "--quiet", f"{tip}^{{commit}}"))
    except git.GitCommandError:
        raise GitError(f"no branch {name!r}", path=str(where.root)) from None
    base_sha = resolve_base(where, base) if base else _fork_point(where, tip_sha)
    text = where.repo.git.execute(
        ["git", "diff", "--no-color", "--no-ext-diff", base_sha, tip_sha, "--", where.rel],
        stdout_as_string=False,
        strip_newline_in_stdout=False,
    )
    assert isinstance(text, bytes)
    return text.decode("utf-8", errors="surrogateescape"), base_sha


def _fork_point(where: RepoPath, tip_sha: str) -> str:
    """Where the branch left the current HEAD (all its commits), else its tip's parent."""
    try:
        fork = str(where.repo.git.merge_base("HEAD", tip_sha))
    except git.GitCommandError:
        fork = ""
    if fork and fork != tip_sha:
        return fork
    return str(where.repo.git.rev_parse(f"{tip_sha}^"))


def _first_line(text: object) -> str:
    lines = [line.strip() for line in str(text).splitlines() if line.strip()]
    for line in lines:
        if line.startswith(("error:", "fatal:", "!")):
            return line.removeprefix("stderr: ").strip("'")
    return lines[-1].strip("'") if lines else "unknown error"


def review_inputs(doc: str, name: str, base: str | None) -> tuple[str, Source, str]:
    """(diff of branch `name` against its base, the document at base — at the branch's tip
    when the branch adds it —, its repository path)."""
    where = locate(doc)
    diff, base_sha = diff_against_base(where, name, base)
    at = base_sha if where.repo.git.ls_tree(base_sha, "--", where.rel) else f"refs/heads/{name}"
    data, _ = read_at(where, at)
    return diff, Source(where.rel, data), where.rel


def branch_history(doc: str, name: str, base: str | None) -> list[tuple[CommitInfo, int, int]]:
    """The commits of the branch since its base, oldest first, each with the lines it added
    to and removed from the document (one `git log`)."""
    where = locate(doc)
    _, base_sha = diff_against_base(where, name, base)
    return [
        (c.info, *c.numstat.get(where.rel, (0, 0)))
        for c in branch_log(where, base_sha, f"refs/heads/{name}")
    ]


def staged_versions(
    doc: str, known: str | None = None
) -> tuple[str, bytes | None, bytes | None, str]:
    """(path in the repository, bytes in the index, bytes at HEAD, the path HEAD's bytes are
    at); None where absent. A document new at its path is compared with the one it replaces
    (`_replaced`; `known`, the map's document path, breaks a tie): HEAD's bytes are that one's.

    Inside a git hook, git sets GIT_INDEX_FILE to the index being committed; it is honoured
    on purpose, so a partial commit (`git commit -a`, `git commit FILE`) is checked as it
    will be recorded. Plain `git` processes: the hook stays fast. A document left unmerged
    by a merge (its conflict stages in the index, none staged) is an error naming the
    conflict, not a deletion.
    """
    fast = _nearest_work_tree(Path(doc).absolute())  # one git process instead of two
    if fast is not None:
        root, rel = fast
        blobs = _blobs(root, _specs(rel))
        if blobs is not None:
            return rel, *_staged_and_head(root, rel, blobs, doc, known)
    root, rel = _repository_path(doc)
    blobs = _blobs(root, _specs(rel))
    if blobs is None:
        raise GitError("git cannot read this repository", path=doc, hint="run `git status` there")
    return rel, *_staged_and_head(root, rel, blobs, doc, known)


def _head_of_moved(
    root: Path, rel: str, blobs: list[bytes | None], doc: str, known: str | None
) -> tuple[bytes | None, str]:
    """HEAD's version of a staged document, and its path: the one it replaces when it is
    new at its path (`_replaced`)."""
    if blobs[0] is None or blobs[1] is not None:
        return blobs[1], rel
    source = _replaced(root, "HEAD", None, rel, doc, known)
    moved = _blobs(root, [f"HEAD:{source}"]) if source else None
    return (moved[0], source) if moved and source else (None, rel)


def revision_versions(
    docs: list[str], old: str, new: str, known: str | None = None
) -> list[tuple[str, bytes | None, bytes | None, str]]:
    """For each document: (path in the repository, bytes at `new`, bytes at `old`, the path
    at `old` they are at), None where the revision lacks it. Both revisions must name
    commits (else GitError). A document new at its path in the range is compared with the
    one it replaces (`_replaced`; `known`, the map's document path, breaks a tie)."""
    located = [_repository_path(doc) for doc in docs]
    out = []
    for doc, (root, rel) in zip(docs, located, strict=True):
        for rev in (old, new):
            commit = _plain_git(root, "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}")
            if rev.startswith("-") or commit is None:
                raise GitError(
                    f"revision {rev!r} is not a commit of {root}",
                    path=doc,
                    hint="pass a branch, tag or commit id (fetch it first in a shallow clone)",
                )
        blobs = _blobs(root, [f"{new}:{rel}", f"{old}:{rel}"])
        source = rel
        if blobs is not None and blobs[0] is not None and blobs[1] is None:
            source = _replaced(root, old, new, rel, doc, known) or rel  # its place at `old`
            blobs = _blobs(root, [f"{new}:{rel}", f"{old}:{source}"]) if source else blobs
        if blobs is None:
            raise GitError("git cannot read this repository", path=doc, hint="run `git status`")
        out.append((rel, blobs[0], blobs[1], source))
    return out


def _replaced(
    root: Path, old: str, new: str | None, rel: str, doc: str, known: str | None = None
) -> str | None:
    """The path at `old` of the document that `rel`, new at `new` (None: in the index),
    takes the place of: the one git's rename detection pairs with it; else the one file of
    its kind (suffix) the change deletes, or of those the one of its name, or the one at
    `known` (the map's document path: the living document was there). None when the change
    deletes no file of its kind (a new document); an error when it deletes several and none
    of these tells which (git pairs no rename once most text is gone, so a moved and gutted
    document would otherwise pass as new)."""
    renamed, deleted = _renames_and_deletions(root, old, new)
    if rel in renamed:
        return renamed[rel]
    path = PurePosixPath(rel)
    kind = [d for d in deleted if PurePosixPath(d).suffix.lower() == path.suffix.lower()]
    named = [d for d in kind if PurePosixPath(d).name == path.name]
    if len(kind) <= 1 or len(named) == 1:
        return (named or kind)[0] if kind else None
    mapped = _in_repository(root, known) if known else None
    if mapped in kind:
        return mapped
    where = "commit" if new is None else f"range {old}..{new}"
    raise GitError(
        f"is new at this path while the same {where} deletes {', '.join(sorted(kind))}: "
        "the guard cannot tell which one it replaces, so it cannot prove nothing was lost",
        path=doc,
        hint="move the document in a change of its own (git mv, commit), then edit it; or "
        "delete the other files in another commit",
    )


def _in_repository(root: Path, path: str) -> str | None:
    """`path` (relative to the working directory, as the map names it) as a path in the
    repository at `root`; None when it lies outside."""
    try:
        return Path(path).resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return None


def _renames_and_deletions(
    root: Path, old: str, new: str | None
) -> tuple[dict[str, str], list[str]]:
    """Between `old` and `new` (None: the index): each renamed path's new path → its old
    one (git's rename detection), and the paths deleted outright."""
    sides = [old, new] if new is not None else ["--cached", old]
    listed = _plain_git(root, "diff", "--name-status", "-z", "-M", "--diff-filter=RD", *sides, "--")
    fields = listed.decode("utf-8", "surrogateescape").split("\0") if listed else []
    renamed: dict[str, str] = {}
    deleted: list[str] = []
    at = 0
    while at + 1 < len(fields):
        if fields[at].startswith("R") and at + 2 < len(fields):
            renamed[fields[at + 2]] = fields[at + 1]
            at += 3
        else:
            deleted += [fields[at + 1]] if fields[at].startswith("D") else []
            at += 2
    return renamed, deleted


def _repository_path(doc: str) -> tuple[Path, str]:
    """(the work tree's root, the document's path in it), asking git; the file need not exist."""
    path = Path(doc).absolute()
    probe = path.parent
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    top = _plain_git(probe, "rev-parse", "--show-toplevel")
    if top is None:
        raise GitError("not inside a git work tree", path=doc, hint="run in a clone")
    root = Path(top.decode().strip()).resolve()
    try:
        rel = PurePosixPath(path.parent.resolve().relative_to(root), path.name).as_posix()
    except ValueError:
        raise GitError(f"is outside the repository at {root}", path=doc) from None
    return root, rel


def _specs(rel: str) -> list[str]:
    """The index entry, HEAD's blob, and the three conflict stages of one path."""
    return [f":{rel}", f"HEAD:{rel}", f":1:{rel}", f":2:{rel}", f":3:{rel}"]


def _staged_and_head(
    root: Path, rel: str, blobs: list[bytes | None], doc: str, known: str | None
) -> tuple[bytes | None, bytes | None, str]:
    """The staged and HEAD bytes (HEAD's at the path a staged move came from); an error
    when the path is unmerged (conflict stages)."""
    staged, _, *stages = blobs
    if staged is None and any(stage is not None for stage in stages):
        raise GitError(
            "has an unresolved merge conflict (git holds its conflicting versions, nothing "
            "is staged)",
            path=doc,
            line=_first_conflict_line(Path(doc)),
            hint="resolve the merge conflict first: edit the conflicted lines, then git add it",
        )
    return staged, *_head_of_moved(root, rel, blobs, doc, known)


def _first_conflict_line(path: Path) -> int | None:
    """The 1-based line of the first `<<<<<<<` in the work-tree file (a regular file; its
    first 16 MiB), if there is one."""
    try:
        if not path.is_file():
            return None
        with path.open("rb") as handle:
            head = handle.read(16 * 1024 * 1024)
    except OSError:
        return None
    found = _CONFLICT_START.search(head)
    return head.count(b"\n", 0, found.start()) + 1 if found else None


_CONFLICT_START = re.compile(rb"^<{7}(?:[ \t]|\r?$)", re.M)


def _nearest_work_tree(path: Path) -> tuple[Path, str] | None:
    """(the work tree's root, the path in it) found by the nearest `.git` above the file,
    without a git process; None when git's environment names another repository or work
    tree, or there is no `.git` (then `git rev-parse` decides)."""
    if os.environ.get("GIT_DIR") or os.environ.get("GIT_WORK_TREE"):
        return None
    try:
        folder = path.parent.resolve()
    except OSError:
        return None
    for root in (folder, *folder.parents):
        if _is_git_dir(root / ".git"):
            rel = PurePosixPath(folder.relative_to(root), path.name).as_posix()
            return root, rel
    return None


def _is_git_dir(dot_git: Path) -> bool:
    """What git's own discovery takes for a repository: a `.git` directory with HEAD and
    objects, or a `.git` file pointing elsewhere (a worktree, a submodule)."""
    if dot_git.is_dir():
        return (dot_git / "HEAD").is_file() and (dot_git / "objects").is_dir()
    try:
        return dot_git.is_file() and dot_git.read_bytes()[:8] == b"gitdir: "
    except OSError:
        return False


def _blobs(root: Path, specs: list[str]) -> list[bytes | None] | None:
    """The blob each `rev:path` names, or None (missing, not a blob): one `git cat-file
    --batch` for all of them. None when git fails (not a repository it will read)."""
    if any("\n" in spec for spec in specs):  # a path --batch cannot ask for
        return [_plain_git(root, "cat-file", "blob", spec) for spec in specs]
    request = "".join(f"{spec}\n" for spec in specs).encode("utf-8", "surrogateescape")
    done = subprocess.run(
        ["git", "cat-file", "--batch"], cwd=root, input=request, capture_output=True, check=False
    )
    if done.returncode != 0:
        return None
    out, position, blobs = done.stdout, 0, []
    for _ in specs:
        end = out.find(b"\n", position)
        header = out[position:end].split() if end >= 0 else []
        position = end + 1
        if len(header) == 3 and header[1] in (b"blob", b"commit", b"tree", b"tag"):
            size = int(header[2])
            data = out[position : position + size]
            position += size + 1
            blobs.append(data if header[1] == b"blob" else None)
        else:
            blobs.append(None)  # `SPEC missing`, `SPEC ambiguous`, or git failed
    return blobs


def _plain_git(cwd: Path, *args: str) -> bytes | None:
    """stdout of `git ARGS` in cwd, or None when it fails."""
    done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False)
    return done.stdout if done.returncode == 0 else None


def hook_path(repo_dir: str) -> Path:
    """Where git looks for the pre-commit hook of the repository at repo_dir."""
    try:
        repo = git.Repo(repo_dir, search_parent_directories=True)
    except (git.InvalidGitRepositoryError, git.NoSuchPathError):
        raise GitError(
            "not inside a git repository", path=repo_dir, hint="pass --repo DIR of a git repository"
        ) from None
    path = Path(str(repo.git.rev_parse("--git-path", "hooks/pre-commit")))
    return path if path.is_absolute() else Path(repo.working_tree_dir or repo.git_dir) / path
