"""The nightly rolling branch with a bare remote and two clones (the job and a reviewer):
nights stack, reviewers' commits and edits stay, a merge starts the branch afresh."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .conftest import EXAMPLES, ROOT, CliInvoke, brief_text, increment
from .test_branch import git, make_repo, snapshot

BRANCH = "e2/pending"
MAP = str(ROOT / "section_map.yaml")
NIGHT1 = str(EXAMPLES / "briefs" / "2026-09-23-plain.txt")
NIGHT2 = str(EXAMPLES / "briefs" / "2026-09-24-markdown.md")
DOC = "docs/inference.md"


def clone(origin: Path, dest: Path) -> Path:
    git(dest.parent, "clone", "-q", str(origin), str(dest))
    for key, value in [
        ("user.name", dest.name),
        ("user.email", f"{dest.name}@example.invalid"),
        ("commit.gpgSign", "false"),
    ]:
        git(dest, "config", key, value)
    return dest


@pytest.fixture
def world(tmp_path: Path) -> tuple[Path, Path, Path]:
    """(origin, job clone, reviewer clone), main holding the example document."""
    seed = make_repo(tmp_path / "seed")
    origin = tmp_path / "origin.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(origin))
    git(seed, "push", "-q", str(origin), "main")
    return origin, clone(origin, tmp_path / "job"), clone(origin, tmp_path / "reviewer")


def night(cli_invoke: CliInvoke, job: Path, *briefs: str, extra: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    git(job, "fetch", "-q", "origin")
    return cli_invoke(
        "apply", *briefs, "--doc", str(job / DOC), "--map", MAP, "--branch", BRANCH,
        "--base", "origin/main", "--push", "origin", *extra,
    )  # fmt: skip


def user_state(job: Path) -> dict[str, object]:
    """What the job clone's user sees: work tree, index, HEAD (remote-tracking refs may move)."""
    return snapshot(job)


def reviewer_edit(reviewer: Path, old: str, new: str, message: str) -> str:
    git(reviewer, "fetch", "-q", "origin")
    git(reviewer, "checkout", "-q", "-B", BRANCH, f"origin/{BRANCH}")
    path = reviewer / DOC
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    git(reviewer, "commit", "-q", "-am", message)
    git(reviewer, "push", "-q", "origin", BRANCH)
    return git(reviewer, "rev-parse", "HEAD").strip()


def remote_doc(origin: Path, ref: str = BRANCH) -> str:
    return git(origin, "show", f"{ref}:{DOC}")


def test_three_nights_stack_keep_the_reviewer_and_restart_after_the_merge(
    cli_invoke: CliInvoke, world: tuple[Path, Path, Path]
) -> None:
    origin, job, reviewer = world
    before = user_state(job)

    first = night(cli_invoke, job, NIGHT1)
    assert first.exit_code == 0, first.stderr
    assert "new branch from the base" in first.stderr and "pushed to origin" in first.stderr

    edit = "统一 spec decode API，三种 drafter 可热切换"
    reviewed = reviewer_edit(reviewer, edit, edit + "（审稿人补充：需 vLLM ≥ 0.21）", "review")

    second = night(cli_invoke, job, NIGHT2)
    assert second.exit_code == 0, second.stderr
    assert "stacked on the branch tip" in second.stderr
    tip = git(origin, "rev-parse", BRANCH).strip()
    git(origin, "merge-base", "--is-ancestor", reviewed, tip)  # the reviewer's commit stays
    text = remote_doc(origin)
    assert "审稿人补充：需 vLLM ≥ 0.21" in text
    markers = re.findall(r"livedoc:id=(\S+)", text)
    assert len(markers) == len(set(markers))  # nothing duplicated
    assert "2026-09-24#1" in markers and "2026-09-23#3" in markers
    log = git(origin, "log", "--format=%an %(trailers:key=Livedoc-Patcher,valueonly)", BRANCH)
    assert "reviewer" in log and "Livedoc-Patcher" not in log

    same = night(cli_invoke, job, NIGHT2)  # the same briefing again
    assert same.exit_code == 0 and "no change; nothing committed" in same.stderr
    assert git(origin, "rev-parse", BRANCH).strip() == tip

    git(reviewer, "fetch", "-q", "origin")
    git(reviewer, "checkout", "-q", "main")
    git(reviewer, "merge", "-q", "--no-ff", "-m", "merge e2/pending", f"origin/{BRANCH}")
    git(reviewer, "push", "-q", "origin", "main")

    third = night(cli_invoke, job, _third_brief(job))
    assert third.exit_code == 0, third.stderr
    assert "merged into the base: started afresh" in third.stderr
    parent = git(origin, "rev-parse", f"{BRANCH}^").strip()
    assert parent == git(origin, "rev-parse", "main").strip()
    assert "Fresh engine" in remote_doc(origin)
    assert user_state(job) == before  # work tree, index and HEAD never changed


def _third_brief(job: Path) -> str:
    path = job.parent / "night3.txt"
    path.write_text(
        brief_text(increment(1, "Fresh engine 1.0 — 新引擎", "§1.1 框架格局"), date="2026-09-25"),
        encoding="utf-8",
    )
    return str(path)


def test_what_a_reviewer_removed_or_edited_is_a_conflict_never_overwritten(
    cli_invoke: CliInvoke, world: tuple[Path, Path, Path]
) -> None:
    origin, job, reviewer = world
    assert night(cli_invoke, job, NIGHT1).exit_code == 0
    text = remote_doc(origin)
    lines = text.split("\n")
    first = next(n for n, line in enumerate(lines) if "livedoc:id=2026-09-23#3" in line)
    last = first + 1
    while last < len(lines) and lines[last].startswith(" "):
        last += 1
    owned = lines[first:last]  # the new entry and its sub-bullets
    row = next(line for line in text.split("\n") if line.startswith("| 2510.09665"))
    git(reviewer, "fetch", "-q", "origin")
    git(reviewer, "checkout", "-q", "-B", BRANCH, f"origin/{BRANCH}")
    path = reviewer / DOC
    edited = path.read_text(encoding="utf-8")
    for line in owned:
        edited = edited.replace(line + "\n", "", 1)  # the reviewer drops the new entry
    edited = edited.replace(row, row.replace("LMCache", "LMCache（审稿人改名）"), 1)
    path.write_text(edited, encoding="utf-8")
    git(reviewer, "commit", "-q", "-am", "drop the spec-decode entry, rename a row")
    git(reviewer, "push", "-q", "origin", BRANCH)

    again = night(cli_invoke, job, NIGHT1, NIGHT2)
    assert again.exit_code == 1, again.stderr
    assert re.search(r"2026-09-23#3 conflict .*a reviewer removed the entry", again.stderr)
    assert "2510.09665 index row conflict" in again.stderr
    after = remote_doc(origin)
    assert "livedoc:id=2026-09-23#3" not in after  # not re-added
    assert "LMCache（审稿人改名）" in after  # the reviewer's row kept as they wrote it
    assert "livedoc:id=2026-09-24#1" in after  # what could be applied was


def test_force_rebuilds_with_a_lease_and_refuses_if_the_remote_moved(
    cli_invoke: CliInvoke, world: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    from patcher.vcs import git as plumbing

    origin, job, reviewer = world
    assert night(cli_invoke, job, NIGHT1).exit_code == 0
    rebuilt = night(cli_invoke, job, NIGHT2, extra=("--force",))
    assert rebuilt.exit_code == 0, rebuilt.stderr
    assert (
        git(origin, "rev-parse", f"{BRANCH}^").strip() == git(origin, "rev-parse", "main").strip()
    )

    real = plumbing.fetch_branch

    def fetch_then_reviewer_pushes(*args):  # type: ignore[no-untyped-def]
        seen = real(*args)
        reviewer_edit(reviewer, "（2026-09-24）", "（2026-09-24，审稿人）", "late review")
        return seen

    monkeypatch.setattr(plumbing, "fetch_branch", fetch_then_reviewer_pushes)
    refused = night(cli_invoke, job, NIGHT1, extra=("--force",))
    assert refused.exit_code == 2
    assert "the remote branch 'e2/pending' moved since this run read it" in refused.stderr
    assert "审稿人" in remote_doc(origin)  # the reviewer's push was not clobbered


def test_review_and_the_pr_body_tell_the_patchers_commits_from_reviewers(
    cli_invoke: CliInvoke, world: tuple[Path, Path, Path], tmp_path: Path
) -> None:
    _, job, reviewer = world
    assert night(cli_invoke, job, NIGHT1).exit_code == 0
    edit = "统一 spec decode API，三种 drafter 可热切换"
    reviewer_edit(reviewer, edit, edit + "（审稿人补充）", "clarify the spec-decode entry")
    body = tmp_path / "pr.md"
    second = night(cli_invoke, job, NIGHT2, extra=("--pr-body", str(body)))
    assert second.exit_code == 0, second.stderr
    text = body.read_text(encoding="utf-8")
    assert "## E2 rolling branch `e2/pending`: 3 commits since" in text
    assert "### Patcher commits" in text and text.count("E2 2026-09-2") >= 2
    assert "### Reviewer commits" in text and "reviewer: clarify the spec-decode entry" in text
    assert "Speculative decoding 统一接口" in text  # night 1's entry, listed with night 2's
    assert "colibri 0.3" in text

    git(job, "fetch", "-q", "origin")
    git(job, "branch", "-f", BRANCH, f"origin/{BRANCH}")
    result = cli_invoke(
        "review", "--branch", BRANCH, "--base", "origin/main", "--doc", str(job / DOC), "--map", MAP
    )
    assert "commits: 2 by the patcher, 1 by reviewers" in result.stdout
    default = cli_invoke("review", "--branch", BRANCH, "--doc", str(job / DOC), "--map", MAP)
    assert "commits: 2 by the patcher, 1 by reviewers" in default.stdout  # from the fork point
    assert re.search(
        r"reviewer [0-9a-f]{12} reviewer: clarify the spec-decode entry \(\+1 -1", result.stdout
    )


def test_a_branch_a_reviewer_reset_back_is_the_reviewers_version(
    cli_invoke: CliInvoke, world: tuple[Path, Path, Path]
) -> None:
    """A reviewer force-pushes the branch back to an older commit (dropping last night's): the
    job's clone still has that commit locally, and the night must not push it back."""
    origin, job, reviewer = world
    assert night(cli_invoke, job, NIGHT1).exit_code == 0
    kept = git(origin, "rev-parse", BRANCH).strip()
    assert night(cli_invoke, job, NIGHT2).exit_code == 0
    assert "livedoc:id=2026-09-24#1" in remote_doc(origin)
    git(reviewer, "fetch", "-q", "origin")
    git(reviewer, "push", "-q", "--force", "origin", f"{kept}:refs/heads/{BRANCH}")

    third = night(cli_invoke, job, _third_brief(job))
    assert third.exit_code == 0, third.stderr
    assert "rewritten" in third.stderr, third.stderr
    assert git(origin, "rev-parse", f"{BRANCH}^").strip() == kept  # built on the reset tip
    after = remote_doc(origin)
    assert "Fresh engine" in after and "livedoc:id=2026-09-24#1" not in after


def test_a_local_commit_that_was_never_pushed_is_built_on(
    cli_invoke: CliInvoke, world: tuple[Path, Path, Path]
) -> None:
    """The other way the remote can be behind: a night ran without --push (or its push
    failed); the next night stacks on the local commit and pushes it, no warning."""
    origin, job, _ = world
    assert night(cli_invoke, job, NIGHT1).exit_code == 0
    local_only = cli_invoke(
        "apply", NIGHT2, "--doc", str(job / DOC), "--map", MAP, "--branch", BRANCH,
        "--base", "origin/main",
    )  # fmt: skip
    assert local_only.exit_code == 0, local_only.stderr
    unpushed = git(job, "rev-parse", BRANCH).strip()
    third = night(cli_invoke, job, _third_brief(job))
    assert third.exit_code == 0, third.stderr
    assert "rewritten" not in third.stderr
    assert git(origin, "rev-parse", f"{BRANCH}^").strip() == unpushed
    assert "livedoc:id=2026-09-24#1" in remote_doc(origin)


def test_a_squash_merged_branch_left_on_the_remote_starts_afresh(
    cli_invoke: CliInvoke, world: tuple[Path, Path, Path]
) -> None:
    """GitHub keeps a merged branch unless told to delete it: after a squash merge its tip is
    not in main, yet everything on it is. The night must not stack on the merged commits
    (the new pull request would show them, and its body list them, as pending again)."""
    origin, job, reviewer = world
    assert night(cli_invoke, job, NIGHT1).exit_code == 0
    git(reviewer, "fetch", "-q", "origin")
    git(reviewer, "checkout", "-q", "main")
    git(reviewer, "merge", "-q", "--squash", f"origin/{BRANCH}")
    git(reviewer, "commit", "-q", "-m", "Pending knowledge updates (#1)")
    git(reviewer, "push", "-q", "origin", "main")

    third = night(cli_invoke, job, _third_brief(job), extra=("--json",))
    assert third.exit_code == 0, third.stderr
    result = json.loads(third.stdout)
    assert result["branch"]["start"].startswith("merged into the base")
    assert result["branch"]["commits"] == 1
    assert (
        git(origin, "rev-parse", f"{BRANCH}^").strip() == git(origin, "rev-parse", "main").strip()
    )
    assert "1 commit since" in result["body"]
