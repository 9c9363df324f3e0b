"""A document moved and gutted in one change: git pairs no rename once most of the text is
gone (`A kb/inference.md`, `D docs/inference.md`), and pre-commit passes only the new path.
The guard compares it with the document the change deleted, or refuses when it cannot tell
which one that is; it never passes it as a new document (found by an adversarial tester)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import CliInvoke
from .test_branch import git, make_repo
from .test_readme_snippets import snippet


def gut(path: Path) -> None:
    """Keep the headings and paragraphs; drop every entry, sub-bullet and table row."""
    lines = path.read_text(encoding="utf-8").split("\n")
    kept = [line for line in lines if not line.lstrip().startswith(("- ", "| ", "1. ", "2. "))]
    path.write_text("\n".join(kept), encoding="utf-8")


def move_and_gut(repo: Path, to: str = "kb/inference.md") -> Path:
    (repo / to).parent.mkdir(parents=True, exist_ok=True)
    git(repo, "mv", "docs/inference.md", to)
    gut(repo / to)
    git(repo, "add", "-A")
    listed = git(repo, "diff", "--cached", "--name-status", "-M")
    assert "R" not in listed.split(), listed  # git no longer sees a move
    return repo / to


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    made = make_repo(tmp_path / "repo")
    monkeypatch.chdir(made)
    return made


def test_staged_move_and_gut_is_compared_with_the_deleted_document(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    move_and_gut(repo)
    result = cli_invoke("check", "--staged", "kb/inference.md")
    assert result.exit_code == 1, result.output
    assert ": PD009 entry '**Fathom**" in result.stdout
    assert "(HEAD line 62 of docs/inference.md, §1.3)" in result.stdout


def test_range_move_and_gut_is_compared_with_the_deleted_document(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    move_and_gut(repo)
    git(repo, "commit", "-q", "--no-verify", "-m", "move and gut")
    result = cli_invoke("check", "--from-ref", "HEAD~1", "--to-ref", "HEAD", "kb/inference.md")
    assert result.exit_code == 1, result.output
    assert "(HEAD~1 line 62 of docs/inference.md, §1.3)" in result.stdout


def test_a_move_with_a_new_name_is_compared_with_the_one_document_deleted(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    move_and_gut(repo, "kb/knowledge.md")
    result = cli_invoke("check", "--staged", "kb/knowledge.md")
    assert result.exit_code == 1 and ": PD009 entry '**Fathom**" in result.stdout, result.output


def test_several_candidates_are_refused_naming_them(cli_invoke: CliInvoke, repo: Path) -> None:
    (repo / "docs" / "notes.md").write_text("# 笔记\n\n一段说明。\n", encoding="utf-8")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "notes")
    git(repo, "rm", "-q", "docs/notes.md")
    move_and_gut(repo, "kb/knowledge.md")
    result = cli_invoke("check", "--staged", "kb/knowledge.md")
    assert result.exit_code == 2, result.output
    assert "kb/knowledge.md: is new at this path while the same commit deletes" in result.stderr
    assert "docs/inference.md, docs/notes.md" in result.stderr and "git mv" in result.stderr


def test_the_one_of_its_name_is_chosen_among_several_deleted(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    (repo / "docs" / "notes.md").write_text("# 笔记\n\n一段说明。\n", encoding="utf-8")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "notes")
    git(repo, "rm", "-q", "docs/notes.md")
    move_and_gut(repo)
    result = cli_invoke("check", "--staged", "kb/inference.md")
    assert result.exit_code == 1 and "of docs/inference.md" in result.stdout, result.output


def test_a_new_document_beside_the_old_one_is_new(cli_invoke: CliInvoke, repo: Path) -> None:
    """Nothing deleted: a copy cut down loses nothing (the original is still there)."""
    copy = repo / "kb" / "inference.md"
    copy.parent.mkdir()
    shutil.copy(repo / "docs" / "inference.md", copy)
    gut(copy)
    git(repo, "add", "-A")
    assert cli_invoke("check", "--staged", "kb/inference.md").exit_code == 0


@pytest.mark.skipif(
    shutil.which("pre-commit") is None
    and not (Path(sys.executable).parent / "pre-commit").exists(),
    reason="pre-commit is not installed",
)
def test_the_readme_pre_commit_hook_refuses_a_move_and_gut(tmp_path: Path, repo: Path) -> None:
    (repo / ".pre-commit-config.yaml").write_text(snippet("pre-commit-local"), encoding="utf-8")
    git(repo, "add", ".pre-commit-config.yaml")
    git(repo, "commit", "-q", "-m", "pre-commit config")
    bin_dir = str(Path(sys.executable).parent)
    env = {
        **os.environ,
        "PRE_COMMIT_HOME": str(tmp_path / "cache"),
        "PATH": bin_dir + os.pathsep + os.environ.get("PATH", ""),
    }
    pre_commit = shutil.which("pre-commit") or str(Path(bin_dir) / "pre-commit")
    subprocess.run([pre_commit, "install"], cwd=repo, check=True, capture_output=True, env=env)
    move_and_gut(repo)
    refused = subprocess.run(
        ["git", "commit", "-q", "-m", "move and gut"],
        cwd=repo,
        capture_output=True,
        text=True,
        env=env,
    )
    output = refused.stdout + refused.stderr
    assert refused.returncode != 0 and "kb/inference.md:" in output and ": PD009 " in output, output
    git(repo, "commit", "-q", "--no-verify", "-m", "move and gut, no hook")
    ranged = subprocess.run(
        [pre_commit, "run", "--from-ref", "HEAD~1", "--to-ref", "HEAD"],
        cwd=repo,
        capture_output=True,
        text=True,
        env=env,
    )
    output = ranged.stdout + ranged.stderr
    assert ranged.returncode != 0 and "(HEAD~1 line 62 of docs/inference.md" in output, output


def test_a_new_document_while_a_file_of_another_kind_is_deleted_is_new(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    git(repo, "rm", "-q", "other.txt")
    (repo / "kb").mkdir()
    shutil.copy(repo / "docs" / "inference.md", repo / "kb" / "inference.md")
    gut(repo / "kb" / "inference.md")
    git(repo, "add", "-A")
    result = cli_invoke("check", "--staged", "kb/inference.md")
    assert result.exit_code == 0, result.output


def test_the_first_commit_of_a_repository_is_new(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    unborn = make_repo(tmp_path / "unborn", commit=False)
    monkeypatch.chdir(unborn)
    git(unborn, "add", "-A")
    result = cli_invoke("check", "--staged", "docs/inference.md")
    assert result.exit_code == 0, result.output


def several_deleted(repo: Path, tmp_path: Path, document: str) -> Path:
    """docs/notes.md and docs/inference.md deleted, the document new as kb/knowledge.md and
    gutted; a map (outside the repository) whose document.path is `document`."""
    (repo / "docs" / "notes.md").write_text("# 笔记\n\n一段说明。\n", encoding="utf-8")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "notes")
    git(repo, "rm", "-q", "docs/notes.md")
    move_and_gut(repo, "kb/knowledge.md")
    shipped = (Path(__file__).parent.parent / "section_map.yaml").read_text(encoding="utf-8")
    assert "  path: inference.md\n" in shipped
    smap = tmp_path / "map.yaml"
    smap.write_text(shipped.replace("  path: inference.md\n", f"  path: {document}\n"), "utf-8")
    return smap


def test_the_maps_document_path_breaks_a_tie_among_several_deleted(
    cli_invoke: CliInvoke, repo: Path, tmp_path: Path
) -> None:
    smap = several_deleted(repo, tmp_path, "docs/inference.md")
    result = cli_invoke("check", "--staged", "kb/knowledge.md", "--map", str(smap))
    assert result.exit_code == 1, result.output
    assert ": PD009 entry '**Fathom**" in result.stdout
    assert "(HEAD line 62 of docs/inference.md, §1.3)" in result.stdout
    git(repo, "commit", "-q", "--no-verify", "-m", "move, gut, drop notes")
    ranged = ("--from-ref", "HEAD~1", "--to-ref", "HEAD", "kb/knowledge.md", "--map", str(smap))
    result = cli_invoke("check", *ranged)
    assert result.exit_code == 1 and "(HEAD~1 line 62 of docs/inference.md" in result.stdout


@pytest.mark.parametrize("document", ["kb/knowledge.md", "docs/other.md", "../elsewhere.md"])
def test_a_map_naming_none_of_the_deleted_breaks_no_tie(
    cli_invoke: CliInvoke, repo: Path, tmp_path: Path, document: str
) -> None:
    smap = several_deleted(repo, tmp_path, document)
    result = cli_invoke("check", "--staged", "kb/knowledge.md", "--map", str(smap))
    assert result.exit_code == 2, result.output
    assert "docs/inference.md, docs/notes.md" in result.stderr
