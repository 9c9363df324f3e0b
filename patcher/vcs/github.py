"""The rolling branch's pull request, opened or updated through the GitHub CLI (`gh`)."""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass

from patcher.errors import PatcherError

LABEL = "livedoc:pending"
LABEL_COLOR = "FBCA04"
LABEL_TEXT = "changes written by livedoc-patcher, waiting for review"


class GitHubError(PatcherError):
    """The GitHub CLI is missing or refused a request."""


@dataclass(frozen=True)
class PullRequest:
    """What `open_or_update` did: `created` or `updated`, the pull request, its draft state."""

    action: str
    ref: str  # its URL (or number)
    draft: bool


def open_or_update(
    branch: str, base: str, body_file: str, title: str, draft: bool, gh: str = "gh"
) -> PullRequest:
    """Create the branch's pull request (labelled, a draft while a conflict is open), or
    update the open one's body, label and draft state."""
    _run(gh, "label", "create", LABEL, "--color", LABEL_COLOR, "--description", LABEL_TEXT,
         "--force")  # fmt: skip
    found = _open_pr(gh, branch)
    if found is None:
        args = ["pr", "create", "--head", branch, "--base", base, "--title", title]
        args += ["--body-file", body_file, "--label", LABEL] + (["--draft"] if draft else [])
        lines = _run(gh, *args).strip().splitlines()
        return PullRequest("created", lines[-1] if lines else "", draft)
    number, was_draft, url = found
    _run(gh, "pr", "edit", number, "--body-file", body_file, "--add-label", LABEL)
    if draft and not was_draft:
        _run(gh, "pr", "ready", number, "--undo")
    elif was_draft and not draft:
        _run(gh, "pr", "ready", number)
    return PullRequest("updated", url or number, draft)


def _open_pr(gh: str, branch: str) -> tuple[str, bool, str] | None:
    """(number, is it a draft, URL) of the open pull request from `branch`, or None."""
    out = _run(gh, "pr", "list", "--head", branch, "--state", "open", "--json",
               "number,isDraft,url")  # fmt: skip
    try:
        found = json.loads(out or "[]")
    except ValueError:
        raise GitHubError(f"gh pr list printed no JSON: {out[:80]!r}") from None
    if not found:
        return None
    first = found[0]
    return str(first["number"]), bool(first.get("isDraft")), str(first.get("url", ""))


def _run(gh: str, *args: str) -> str:
    """stdout of `gh ARGS`; a typed error with gh's own first line when it fails."""
    program = shutil.which(gh)
    if program is None:
        raise GitHubError(
            f"the GitHub CLI ({gh}) is not installed or not on PATH",
            hint="install gh and set GH_TOKEN, or open the pull request yourself",
        )
    try:
        done = subprocess.run([program, *args], capture_output=True, text=True, check=False)
    except OSError as exc:
        raise GitHubError(
            f"the GitHub CLI ({program}) could not be run: {exc.strerror or exc}",
            hint="check the gh installation; the branch is pushed",
        ) from None
    if done.returncode != 0:
        lines = [line for line in done.stderr.splitlines() if line.strip()]
        raise GitHubError(
            f"gh {args[0]} {args[1]} failed: {lines[0] if lines else f'exit {done.returncode}'}",
            hint="check GH_TOKEN and the repository's permissions; the branch is pushed",
        )
    return done.stdout
