"""The nothing-lost guard between two revisions: `check --from-ref/--to-ref`, and pre-commit's
`run --from-ref/--to-ref` (CI, pre-push) through the shipped hooks, with real commits."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import CliInvoke
from .test_branch import git, make_repo
from .test_hooks import ENTRY, edit, snapshot_of_this_checkout

SECOND = "docs/second.md"


def commit_all(repo: Path, message: str) -> str:
    """Commit every change without running any hook (what `--no-verify` lets through)."""
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "--no-verify", "-m", message)
    return git(repo, "rev-parse", "HEAD").strip()


@pytest.fixture
def history(tmp_path: Path) -> tuple[Path, str, str, str]:
    """A repository with two documents and three commits: the start, a commit that drops an
    entry of docs/inference.md, and one that only adds a bullet to docs/second.md."""
    repo = make_repo(tmp_path / "repo")
    (repo / SECOND).write_bytes((repo / "docs" / "inference.md").read_bytes())
    start = commit_all(repo, "second document")
    edit(repo, ENTRY, "")
    dropped = commit_all(repo, "drop Fathom, no hook ran")
    second = repo / SECOND
    second.write_text(
        second.read_text(encoding="utf-8").replace(
            ENTRY, ENTRY + "- **Added by hand** ⭐⭐（2026-10-02）：a new bullet。\n", 1
        ),
        encoding="utf-8",
    )
    added = commit_all(repo, "add a bullet")
    return repo, start, dropped, added


def test_range_guard_finds_a_loss_that_no_hook_saw(
    cli_invoke: CliInvoke, history: tuple[Path, str, str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    repo, start, _, added = history
    monkeypatch.chdir(repo)
    result = cli_invoke(
        "check", "--from-ref", start, "--to-ref", added, "docs/inference.md", SECOND
    )
    assert result.exit_code == 1, result.output
    assert "docs/inference.md:56: PD009 entry '**Fathom**" in result.stdout
    assert f"({start[:12]} line 62, §1.3)" in result.stdout and "HEAD line" not in result.stdout
    assert SECOND not in result.stdout  # only a bullet was added there


def test_range_guard_between_clean_revisions_passes(
    cli_invoke: CliInvoke, history: tuple[Path, str, str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    repo, _, dropped, added = history
    monkeypatch.chdir(repo)
    result = cli_invoke(
        "check", "--from-ref", dropped, "--to-ref", added, "docs/inference.md", SECOND
    )
    assert result.exit_code == 0, result.output
    assert result.stdout == "0 findings in 2 documents\n"


def test_range_guard_reads_pre_commits_environment(
    cli_invoke: CliInvoke, history: tuple[Path, str, str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    repo, start, dropped, _ = history
    monkeypatch.chdir(repo)
    monkeypatch.setenv("PRE_COMMIT_FROM_REF", start)
    monkeypatch.setenv("PRE_COMMIT_TO_REF", dropped)
    # the index equals HEAD: --staged alone would pass; the range is what pre-commit asked for
    result = cli_invoke("check", "--staged", "docs/inference.md")
    assert result.exit_code == 1 and ": PD009 " in result.stdout, result.output


def test_range_guard_reports_a_deleted_document_and_a_bad_revision(
    cli_invoke: CliInvoke, history: tuple[Path, str, str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    repo, start, _, _ = history
    monkeypatch.chdir(repo)
    git(repo, "rm", "-q", SECOND)
    gone = commit_all(repo, "remove the second document")
    result = cli_invoke("check", "--from-ref", start, "--to-ref", gone, SECOND)
    assert result.exit_code == 1
    assert f"{SECOND}:1: PD009 the document is deleted (it was at {start[:12]})" in result.stdout
    bad = cli_invoke("check", "--from-ref", "no-such-branch", "--to-ref", gone, SECOND)
    assert bad.exit_code == 2 and bad.stdout == ""
    assert "revision 'no-such-branch' is not a commit" in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1
    half = cli_invoke("check", "--from-ref", start, SECOND)
    assert half.exit_code == 2 and "--from-ref and --to-ref go together" in half.stderr


def test_range_guard_checks_the_maps_document_by_default(
    cli_invoke: CliInvoke, history: tuple[Path, str, str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    repo, start, dropped, _ = history
    monkeypatch.chdir(repo)
    shipped = cli_invoke("init", "--print-map").stdout
    assert "path: inference.md" in shipped
    (repo / "section_map.yaml").write_text(
        shipped.replace("path: inference.md", "path: docs/inference.md"), encoding="utf-8"
    )
    result = cli_invoke("check", "--from-ref", start, "--to-ref", dropped)
    assert result.exit_code == 1 and "docs/inference.md:56: PD009" in result.stdout


def _pre_commit() -> str:
    return shutil.which("pre-commit") or str(Path(sys.executable).parent / "pre-commit")


@pytest.mark.skipif(
    shutil.which("pre-commit") is None
    and not (Path(sys.executable).parent / "pre-commit").exists(),
    reason="pre-commit is not installed",
)
def test_pre_commit_run_from_ref_to_ref_uses_the_shipped_hook(
    tmp_path: Path, history: tuple[Path, str, str, str]
) -> None:
    repo, start, dropped, added = history
    hook_repo = tmp_path / "hook-repo"
    hook_repo.mkdir()
    rev = snapshot_of_this_checkout(hook_repo)
    (repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n- repo: {hook_repo}\n  rev: {rev}\n  hooks:\n  - id: patcher-check-staged\n"
        "    files: (^|/)(inference|second)\\.md$\n",
        encoding="utf-8",
    )
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache")}

    def run(old: str, new: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [_pre_commit(), "run", "--from-ref", old, "--to-ref", new],
            cwd=repo,
            capture_output=True,
            text=True,
            env=env,
        )

    refused = run(start, added)  # what CI runs on a pull request's commits
    output = refused.stdout + refused.stderr
    assert refused.returncode == 1, output
    assert "docs/inference.md:56: PD009 entry '**Fathom**" in output
    passed = run(dropped, added)
    assert passed.returncode == 0, passed.stdout + passed.stderr


def test_range_guard_checks_every_document_of_the_workspace(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    from .conftest import EXAMPLES
    from .test_workflow import AGENT, WORKSPACE

    repo = make_repo(tmp_path / "space")
    (repo / "knowledge").mkdir()
    (repo / "maps").mkdir()
    shutil.copy(EXAMPLES / "inference.md", repo / "knowledge" / "inference.md")
    shutil.copy(AGENT / "agent.md", repo / "knowledge" / "agent.md")
    shutil.copy(AGENT / "agent-map.yaml", repo / "maps" / "agent.yaml")
    (repo / "livedoc.yaml").write_text(WORKSPACE, encoding="utf-8")
    start = commit_all(repo, "a workspace of two topics")
    agent = repo / "knowledge" / "agent.md"
    lines = agent.read_text(encoding="utf-8").split("\n")
    dropped = next(i for i, line in enumerate(lines) if line.startswith("- **"))
    agent.write_text("\n".join(lines[:dropped] + lines[dropped + 1 :]), encoding="utf-8")
    inference = repo / "knowledge" / "inference.md"
    inference.write_text(inference.read_text(encoding="utf-8").replace(ENTRY, ""), encoding="utf-8")
    end = commit_all(repo, "drop one entry of each, no hook ran")
    monkeypatch.chdir(repo)
    result = cli_invoke("check", "--from-ref", start, "--to-ref", end)
    assert result.exit_code == 1, result.output
    assert "knowledge/inference.md:" in result.stdout and "knowledge/agent.md:" in result.stdout
    assert result.stdout.count(": PD009 ") == 2
    assert result.stdout.endswith("2 findings in 2 documents\n")


def test_range_guard_refuses_a_document_that_neither_revision_has(
    cli_invoke: CliInvoke, history: tuple[Path, str, str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """No map names docs/inference.md, so the default document is the shipped map's
    `inference.md`, which no revision holds: guarding it would pass whatever the range lost."""
    repo, start, dropped, _ = history
    monkeypatch.chdir(repo)
    for args in ([], ["docs/inferense.md"]):
        result = cli_invoke("check", "--from-ref", start, "--to-ref", dropped, *args)
        assert result.exit_code == 2, result.output
        assert result.stdout == "" and "0 findings" not in result.output
        missing = args[0] if args else "inference.md"
        assert f"patcher: error: {missing}: " in result.stderr
        assert f"neither at {start[:12]} nor at {dropped[:12]}" in result.stderr


def test_range_guard_follows_a_document_moved_in_the_range(
    cli_invoke: CliInvoke, history: tuple[Path, str, str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pull request that moves the document (and drops an entry on the way): its old
    version is the one at the path it was moved from, not "new, nothing to compare"."""
    repo = history[0]
    monkeypatch.chdir(repo)
    (repo / "kb").mkdir()
    git(repo, "mv", "docs/inference.md", "kb/inference.md")
    moved = repo / "kb" / "inference.md"
    text = moved.read_text(encoding="utf-8")
    lost = next(line for line in text.split("\n") if line.startswith("- **Spheron H100"))
    moved.write_text(text.replace(lost + "\n", "", 1), encoding="utf-8")
    after = commit_all(repo, "move the document, and lose an entry on the way")
    start = git(repo, "rev-parse", f"{after}~1").strip()
    result = cli_invoke("check", "--from-ref", start, "--to-ref", after, "kb/inference.md")
    assert result.exit_code == 1, result.output
    assert "kb/inference.md:" in result.stdout and ": PD009 entry '**Spheron H100" in result.stdout
