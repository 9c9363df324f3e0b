"""The guard in real git repositories: check --staged, the plain hook, the pre-commit framework."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import EXAMPLES, ROOT, CliInvoke
from .test_branch import git, make_repo

ENTRY = "- **Fathom**（arXiv:2609.17652）⭐⭐⭐（2026-09-18）：KV Cache Bit-Plane，per-query read depth。\n"


def commit(
    repo: Path, message: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["git", "commit", "-q", "-am", message], cwd=repo, capture_output=True, text=True, env=env
    )


def edit(repo: Path, old: str, new: str) -> None:
    doc = repo / "docs" / "inference.md"
    text = doc.read_text(encoding="utf-8")
    assert old in text
    doc.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return make_repo(tmp_path / "repo")


def test_check_staged_sees_the_index_not_the_work_tree(
    cli_invoke: CliInvoke, repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(repo)
    edit(repo, ENTRY, "")
    git(repo, "add", "docs/inference.md")
    edit(repo, "- **Edge0**", ENTRY + "- **Edge0**")  # back in the work tree, not in the index
    result = cli_invoke("check", "--staged", "docs/inference.md")
    assert result.exit_code == 1
    assert "docs/inference.md:56: PD009 entry '**Fathom**" in result.stdout


def test_check_staged_unchanged_document_is_clean(
    cli_invoke: CliInvoke, repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(repo)
    assert cli_invoke("check", "--staged", "docs/inference.md").exit_code == 0


def test_plain_hook_refuses_then_accepts(cli_invoke: CliInvoke, repo: Path) -> None:
    installed = cli_invoke("hook", "install", "--repo", str(repo), "--doc", "docs/inference.md")
    assert installed.exit_code == 0 and "installed" in installed.stdout
    hook = repo / ".git" / "hooks" / "pre-commit"
    assert os.access(hook, os.X_OK) and sys.executable in hook.read_text(encoding="utf-8")
    edit(repo, ENTRY, "")
    refused = commit(repo, "drop Fathom")
    assert refused.returncode != 0
    assert "PD009" in refused.stderr and "Fathom" in refused.stderr
    edit(
        repo,
        "- **Edge0**",
        ENTRY.replace("- **Fathom**", "- ~~**Fathom**").rstrip("\n") + "~~\n" + "- **Edge0**",
    )
    accepted = commit(repo, "strike Fathom instead")
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr


GUARDED = {
    "a sub-bullet (history line)": (
        "  - 2026-09-18 续立：SGLang 正式加入 PyTorch 生态。\n",
        "",
        "PD011",
    ),
    "an arXiv index row": (
        "| 2609.19671 | When2Think          | §1.2 | 2026-09-19 | 2026-09-19 |\n",
        "",
        "PD012",
    ),
    "a row of the document's own table": ("| ⭐⭐⭐ | 值得跟进 |\n", "", "PD013"),
    "an entry cut down to its arXiv id": (
        "* **When2Think**（arXiv:2609.19671）⭐⭐⭐（2026-09-19）：IDAC 推理深度控制，按难度分配思考 token。",
        "* arXiv:2609.19671",
        "PD017",
    ),
    "an entry's text moved into a comment": (
        "：MoE SSD 卸载预路由。",
        "<!-- ：MoE SSD 卸载预路由。 -->",
        "PD018",
    ),
    "one cell of a table emptied": ("| ⭐⭐⭐⭐⭐ | 必读 |", "| ⭐⭐⭐⭐⭐ |  |", "PD017"),
    "a duplicated index row after a merge": (
        "| 2609.19671 | When2Think          | §1.2 | 2026-09-19 | 2026-09-19 |\n",
        "| 2609.19671 | When2Think          | §1.2 | 2026-09-19 | 2026-09-19 |\n" * 2,
        "PD014",
    ),
}


@pytest.mark.parametrize("name", GUARDED)
def test_plain_hook_refuses_each_loss_naming_the_line(
    cli_invoke: CliInvoke, repo: Path, name: str
) -> None:
    assert (
        cli_invoke("hook", "install", "--repo", str(repo), "--doc", "docs/inference.md").exit_code
        == 0
    )
    old, new, code = GUARDED[name]
    edit(repo, old, new)
    refused = commit(repo, f"lose {name}")
    assert refused.returncode != 0
    assert f": {code} " in refused.stderr, refused.stderr
    assert "docs/inference.md:" in refused.stderr


def test_plain_hook_accepts_edits_strikes_and_archive_moves(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    assert (
        cli_invoke("hook", "install", "--repo", str(repo), "--doc", "docs/inference.md").exit_code
        == 0
    )
    edit(repo, "SGLang 正式加入 PyTorch 生态。", "SGLang 正式加入 PyTorch 生态（官方公告）。")
    edit(
        repo,
        "| 2609.17475 | JustFit             | §1.1 | 2026-09-20 | 2026-09-20 |",
        "| 2609.17475 | JustFit             | §1.1 | 2026-09-20 | 2026-09-24 |",
    )
    edit(repo, ENTRY, ENTRY.replace("- **Fathom**", "- ~~**Fathom**").rstrip("\n") + "~~\n")
    accepted = commit(repo, "edit, confirm, strike")
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr


def test_check_staged_accepts_an_entry_nested_under_another(
    cli_invoke: CliInvoke, repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Moved under the entry above as a sub-bullet, all text kept: no PD009 (it was one)."""
    monkeypatch.chdir(repo)
    edit(repo, "- **Edge0**", "  - **Edge0**")
    git(repo, "add", "docs/inference.md")
    result = cli_invoke("check", "--staged", "docs/inference.md")
    assert result.exit_code == 0, result.stdout


def conflicted(repo: Path, ours: tuple[str, str] | None, theirs: tuple[str, str] | None) -> None:
    """Merge a branch into main that edits (or, with None, deletes) the document as main does
    otherwise: the merge stops with the document unmerged."""
    git(repo, "checkout", "-q", "-b", "side")
    _change(repo, theirs, "theirs")
    git(repo, "checkout", "-q", "main")
    _change(repo, ours, "ours")
    merged = subprocess.run(["git", "merge", "-q", "side"], cwd=repo, capture_output=True)
    assert merged.returncode != 0
    assert git(repo, "ls-files", "-u", "docs/inference.md")  # unmerged stages


def _change(repo: Path, change: tuple[str, str] | None, message: str) -> None:
    if change is None:
        git(repo, "rm", "-q", "docs/inference.md")
    else:
        edit(repo, *change)
    git(repo, "commit", "-q", "-am", message)


@pytest.mark.parametrize(
    ("ours", "theirs", "line"),
    [
        (("：MoE SSD 卸载预路由。", "：MoE SSD 预路由（主）。"), ("：MoE SSD 卸载预路由。", "：预路由（支）。"), 63),
        (("IDAC 推理深度控制", "IDAC 深度控制"), None, None),
        (None, ("IDAC 推理深度控制", "IDAC 深度控制"), None),
    ],
    ids=["both edited one line", "ours edited, theirs deleted", "ours deleted, theirs edited"],
)  # fmt: skip
def test_an_unmerged_document_is_named_a_merge_conflict_not_a_deletion(
    cli_invoke: CliInvoke,
    repo: Path,
    monkeypatch: pytest.MonkeyPatch,
    ours: tuple[str, str] | None,
    theirs: tuple[str, str] | None,
    line: int | None,
) -> None:
    conflicted(repo, ours, theirs)
    monkeypatch.chdir(repo)
    result = cli_invoke("check", "--staged", "docs/inference.md")
    assert result.exit_code == 2
    where = f"docs/inference.md:{line}: " if line else "docs/inference.md: "
    assert result.stderr.startswith(f"patcher: error: {where}has an unresolved merge conflict")
    assert "resolve the merge conflict first" in result.stderr
    assert "deleted" not in result.stderr


def test_conflict_markers_staged_by_mistake_are_named(
    cli_invoke: CliInvoke, repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    conflicted(repo, ("：MoE SSD 卸载预路由。", "：主。"), ("：MoE SSD 卸载预路由。", "：支。"))
    git(repo, "add", "docs/inference.md")  # markers and all
    monkeypatch.chdir(repo)
    result = cli_invoke("check", "--staged", "docs/inference.md")
    assert result.exit_code == 1
    assert (
        "docs/inference.md:63: PD008 merge-conflict marker '<<<<<<<'; resolve the merge "
        "conflict first" in result.stdout
    )


def test_hook_install_leaves_a_foreign_hook_alone(cli_invoke: CliInvoke, repo: Path) -> None:
    hook = repo / ".git" / "hooks" / "pre-commit"
    hook.write_text("#!/bin/sh\necho mine\n", encoding="utf-8")
    refused = cli_invoke("hook", "install", "--repo", str(repo))
    assert (
        refused.exit_code == 2 and "did not write" in refused.stderr and "--force" in refused.stderr
    )
    assert hook.read_text(encoding="utf-8") == "#!/bin/sh\necho mine\n"
    assert cli_invoke("hook", "uninstall", "--repo", str(repo)).exit_code == 2
    forced = cli_invoke("hook", "install", "--repo", str(repo), "--force")
    assert forced.exit_code == 0 and "pre-commit.patcher-backup" in forced.stdout
    again = cli_invoke("hook", "install", "--repo", str(repo))
    assert again.exit_code == 0 and "unchanged" in again.stdout
    removed = cli_invoke("hook", "uninstall", "--repo", str(repo))
    assert removed.exit_code == 0 and "removed" in removed.stdout
    assert hook.read_text(encoding="utf-8") == "#!/bin/sh\necho mine\n"  # the backup is back
    assert cli_invoke("hook", "uninstall", "--repo", str(repo)).exit_code == 2


def test_hook_uninstall_without_hook(cli_invoke: CliInvoke, repo: Path) -> None:
    result = cli_invoke("hook", "uninstall", "--repo", str(repo))
    assert result.exit_code == 0 and "absent" in result.stdout


def test_hook_install_outside_a_repository(cli_invoke: CliInvoke, tmp_path: Path) -> None:
    result = cli_invoke("hook", "install", "--repo", str(tmp_path))
    assert result.exit_code == 2 and "not inside a git repository" in result.stderr


# --- the real pre-commit framework ------------------------------------------------------------


def snapshot_of_this_checkout(dest: Path) -> str:
    """This checkout's files (committed or not) as a one-commit repository pre-commit can use."""
    listed = (
        subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT,
            capture_output=True,
            check=True,
        )
        .stdout.decode()
        .split("\0")
    )
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file() or source.is_symlink():
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            if source.is_symlink():
                target.symlink_to(os.readlink(source))
            else:
                shutil.copy2(source, target)
    make = ["init", "-q", "-b", "main"]
    git(dest, *make)
    git(dest, "add", "-A")
    git(
        dest,
        "-c",
        "user.name=T",
        "-c",
        "user.email=t@example.invalid",
        "-c",
        "commit.gpgSign=false",
        "commit",
        "-q",
        "-m",
        "snapshot",
    )
    return git(dest, "rev-parse", "HEAD").strip()


@pytest.mark.skipif(
    shutil.which("pre-commit") is None
    and not (Path(sys.executable).parent / "pre-commit").exists(),
    reason="pre-commit is not installed",
)
def test_pre_commit_framework_refuses_a_deleted_entry_and_accepts_an_added_bullet(
    tmp_path: Path,
) -> None:
    hook_repo = tmp_path / "hook-repo"
    hook_repo.mkdir()
    rev = snapshot_of_this_checkout(hook_repo)
    repo = make_repo(tmp_path / "user")
    (repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n- repo: {hook_repo}\n  rev: {rev}\n  hooks:\n  - id: patcher-check\n"
        "  - id: patcher-check-staged\n",
        encoding="utf-8",
    )
    git(repo, "add", ".pre-commit-config.yaml")
    git(repo, "commit", "-q", "-m", "pre-commit config")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache")}
    pre_commit = shutil.which("pre-commit") or str(Path(sys.executable).parent / "pre-commit")
    subprocess.run([pre_commit, "install"], cwd=repo, check=True, capture_output=True, env=env)

    edit(repo, ENTRY, "")
    refused = commit(repo, "drop Fathom", env)
    output = refused.stdout + refused.stderr
    assert refused.returncode != 0, output
    assert "livedoc-patcher nothing-lost guard" in output and "Failed" in output
    assert "docs/inference.md:56: PD009 entry '**Fathom**" in output

    git(repo, "checkout", "--", "docs/inference.md")
    edit(
        repo,
        ENTRY,
        ENTRY + "- **New bullet** arXiv:2610.00001 ⭐⭐（2026-10-01）：hand-written。\n",
    )
    accepted = commit(repo, "add a bullet", env)
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "New bullet" in git(repo, "show", "HEAD:docs/inference.md")

    for old, new, code in GUARDED.values():  # every other loss, through the framework too
        edit(repo, old, new)
        refused = commit(repo, f"lose a line ({code})", env)
        output = refused.stdout + refused.stderr
        assert refused.returncode != 0 and f": {code} " in output, output
        git(repo, "checkout", "--", "docs/inference.md")


def test_pre_commit_hooks_file_points_at_the_cli() -> None:
    text = (ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8")
    assert "id: patcher-check\n" in text and "id: patcher-check-staged\n" in text
    assert "entry: patcher check --staged" in text and "require_serial: true" in text
    assert EXAMPLES.joinpath("inference.md").name in text.replace("\\", "")


@pytest.mark.parametrize("how", ["nearest .git", "GIT_DIR set", "git refuses the .git"])
def test_staged_versions_reads_index_and_head_either_way(
    repo: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """One `git cat-file --batch` beside the nearest `.git`; with GIT_DIR or GIT_WORK_TREE
    set, or when that `.git` is not one git reads, `git rev-parse` finds the repository."""
    from patcher.errors import PatcherError
    from patcher.vcs import git as vcs

    edit(repo, ENTRY, "")
    git(repo, "add", "docs/inference.md")
    head = (repo / "docs" / "inference.md").read_bytes()
    monkeypatch.chdir(repo / "docs")
    if how == "GIT_DIR set":
        monkeypatch.setenv("GIT_DIR", str(repo / ".git"))
        monkeypatch.setenv("GIT_WORK_TREE", str(repo))
    elif how == "git refuses the .git":
        nested = repo / "docs" / "nested"
        (nested / ".git").mkdir(parents=True)  # not a repository: git looks further up
        (nested / "inference.md").write_bytes(head)
        assert vcs.staged_versions("nested/inference.md") == (
            "docs/nested/inference.md",
            None,
            None,
            "docs/nested/inference.md",
        )
        git(repo, "add", "docs/nested/inference.md")
        assert vcs.staged_versions("nested/inference.md")[1] == head
        with pytest.raises(PatcherError, match="not inside a git work tree"):
            vcs.staged_versions(str(repo.parent / "elsewhere.md"))
        return
    rel, staged, at_head, was = vcs.staged_versions("inference.md")
    assert rel == was == "docs/inference.md"
    assert staged == head and at_head is not None and ENTRY.encode() in at_head


def test_staged_guard_refuses_a_document_neither_the_index_nor_head_holds(
    cli_invoke: CliInvoke, repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hook installed without --doc guards the map's default `inference.md`; this repository
    keeps docs/inference.md, so it guarded nothing and a lost entry was committed."""
    assert cli_invoke("hook", "install", "--repo", str(repo)).exit_code == 0
    edit(repo, ENTRY, "")
    refused = commit(repo, "drop Fathom through a hook that guards no file")
    assert refused.returncode != 0, refused.stdout + refused.stderr
    assert "inference.md: not in the index nor at HEAD" in refused.stderr
    monkeypatch.chdir(repo)
    result = cli_invoke("check", "--staged", "docs/inferense.md")
    assert result.exit_code == 2 and result.stdout == "", result.output
    assert "patcher: error: docs/inferense.md: not in the index nor at HEAD" in result.stderr


def test_staged_guard_follows_a_document_moved_in_the_commit(
    cli_invoke: CliInvoke, repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pre-commit passes the moved document's new path only (a deleted path is not passed):
    its HEAD version is the one at the path it was moved from."""
    monkeypatch.chdir(repo)
    (repo / "kb").mkdir()
    git(repo, "mv", "docs/inference.md", "kb/inference.md")
    moved = repo / "kb" / "inference.md"
    moved.write_text(moved.read_text(encoding="utf-8").replace(ENTRY, "", 1), encoding="utf-8")
    git(repo, "add", "kb/inference.md")
    result = cli_invoke("check", "--staged", "kb/inference.md")
    assert result.exit_code == 1, result.output
    assert "kb/inference.md:" in result.stdout and ": PD009 entry '**Fathom**" in result.stdout
