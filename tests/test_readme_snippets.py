"""The README's pre-commit snippet works as written, with the real framework; its pinned
`rev:` is a commit of this repository that has the hooks it names."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT
from .test_branch import git, make_repo
from .test_hooks import ENTRY, commit, edit

README = (ROOT / "README.md").read_text(encoding="utf-8")


def snippet(name: str) -> str:
    """The fenced block right after `<!-- snippet: NAME -->` in the README."""
    match = re.search(rf"<!-- snippet: {name} -->\n```\w*\n(?P<body>.*?)```\n", README, re.S)
    assert match, name
    return match.group("body")


@pytest.mark.skipif(
    shutil.which("pre-commit") is None
    and not (Path(sys.executable).parent / "pre-commit").exists(),
    reason="pre-commit is not installed",
)
def test_the_local_pre_commit_snippet_works_as_written(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "user")
    (repo / ".pre-commit-config.yaml").write_text(snippet("pre-commit-local"), encoding="utf-8")
    git(repo, "add", ".pre-commit-config.yaml")
    git(repo, "commit", "-q", "-m", "pre-commit config")
    bin_dir = str(Path(sys.executable).parent)  # where `patcher` is installed
    env = {
        **os.environ,
        "PRE_COMMIT_HOME": str(tmp_path / "cache"),
        "PATH": bin_dir + os.pathsep + os.environ.get("PATH", ""),
    }
    pre_commit = shutil.which("pre-commit") or str(Path(bin_dir) / "pre-commit")
    subprocess.run([pre_commit, "install"], cwd=repo, check=True, capture_output=True, env=env)
    edit(repo, ENTRY, "")
    refused = commit(repo, "drop an entry", env)
    assert refused.returncode != 0 and ": PD009 " in refused.stdout + refused.stderr
    git(repo, "checkout", "--", "docs/inference.md")
    edit(repo, ENTRY, ENTRY + "- **Added** ⭐⭐（2026-10-04）：a bullet。\n")
    accepted = commit(repo, "add a bullet", env)
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr


def test_the_pinned_rev_is_a_commit_with_the_hooks() -> None:
    (rev,) = re.findall(r"^\s+rev: ([0-9a-f]{40})\b", README, re.M)
    if subprocess.run(["git", "cat-file", "-e", f"{rev}^{{commit}}"], cwd=ROOT).returncode:
        pytest.skip("a shallow clone without that commit")
    hooks = git(ROOT, "show", f"{rev}:.pre-commit-hooks.yaml")
    for hook_id in re.findall(r"^\s+- id: (\S+)", README, re.M):
        if hook_id.startswith("patcher-"):
            assert f"- id: {hook_id}\n" in hooks
    assert "pre-commit autoupdate --freeze" in README
