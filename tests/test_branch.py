"""`apply --branch` and `review` on real git repositories in tmp_path (no mocks)."""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path

import pytest
from click.testing import Result

from .conftest import EXAMPLES, ROOT, CliInvoke

BRIEFS = sorted(str(p) for p in (EXAMPLES / "briefs").iterdir())
MAP = str(ROOT / "section_map.yaml")


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout


def make_repo(path: Path, commit: bool = True) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q", "-b", "main")
    for key, value in [
        ("user.name", "Test"),
        ("user.email", "test@example.invalid"),
        ("commit.gpgSign", "false"),
    ]:
        git(path, "config", key, value)
    (path / "docs").mkdir()
    (path / "docs" / "inference.md").write_bytes((EXAMPLES / "inference.md").read_bytes())
    (path / "other.txt").write_text("other\n", encoding="utf-8")
    if commit:
        git(path, "add", ".")
        git(path, "commit", "-q", "-m", "initial")
    return path


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return make_repo(tmp_path / "repo")


def snapshot(repo: Path) -> dict[str, object]:
    """Everything a user would notice: status, stash, HEAD, index entries, file bytes."""
    files = {
        str(p.relative_to(repo)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(repo.rglob("*"))
        if p.is_file() and ".git" not in p.parts
    }
    return {
        "status": git(repo, "status", "--porcelain", "--untracked-files=all"),
        "stash": git(repo, "stash", "list"),
        "head": git(repo, "rev-parse", "HEAD"),
        "symbolic": git(repo, "symbolic-ref", "-q", "HEAD"),
        "index": git(repo, "ls-files", "-s"),
        "cached": git(repo, "diff", "--cached"),
        "files": files,
    }


def dirty(repo: Path) -> None:
    """A user mid-work: an unstaged edit of the document, a staged file, an untracked file."""
    doc = repo / "docs" / "inference.md"
    doc.write_text(doc.read_text(encoding="utf-8") + "\n人工编辑中……\n", encoding="utf-8")
    (repo / "other.txt").write_text("staged change\n", encoding="utf-8")
    git(repo, "add", "other.txt")
    (repo / "untracked.md").write_text("new\n", encoding="utf-8")
    git(repo, "stash", "list")


def apply_branch(
    cli_invoke: CliInvoke, repo: Path, *extra: str, name: str = "e2/2026-09-24"
) -> Result:
    """`apply` of the example briefings to the repo's document, onto branch `name`."""
    return cli_invoke(
        "apply",
        *BRIEFS,
        "--doc",
        str(repo / "docs" / "inference.md"),
        "--map",
        MAP,
        "--branch",
        name,
        *extra,
    )


def test_branch_has_one_commit_changing_only_the_document(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    dirty(repo)
    before = snapshot(repo)
    result = apply_branch(cli_invoke, repo, "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    branch = data["branch"]
    assert branch["name"] == "e2/2026-09-24" and branch["base"] == before["head"].strip()
    assert git(repo, "rev-parse", "e2/2026-09-24").strip() == branch["commit"]
    assert data["schema"] == 1 and data["exit_code"] == 0
    assert git(repo, "rev-list", "--count", "main..e2/2026-09-24").strip() == "1"
    assert git(repo, "diff", "--name-only", "main", "e2/2026-09-24").split() == [
        "docs/inference.md"
    ]
    assert snapshot(repo) == before
    message = git(repo, "log", "-1", "--format=%B", "e2/2026-09-24")
    assert message.startswith(
        "E2 2026-09-23..2026-09-24: 9 increments into inference.md "
        "(2 updated, 7 inserted)\n\n- 2026-09-23#1 updated §1.2"
    )
    assert "人工编辑中" not in git(repo, "show", "e2/2026-09-24:docs/inference.md")
    assert data["body"].startswith("## E2 rolling branch `e2/2026-09-24`: 1 commit since")
    assert "## E2 2026-09-23..2026-09-24" in data["body"]


def test_branch_content_equals_plain_apply(cli_invoke: CliInvoke, repo: Path) -> None:
    apply_branch(cli_invoke, repo)
    plain = cli_invoke(
        "apply", *BRIEFS, "--doc", str(repo / "docs" / "inference.md"), "--map", MAP, "--write"
    )
    assert plain.exit_code == 0
    assert git(repo, "show", "e2/2026-09-24:docs/inference.md") == (
        repo / "docs" / "inference.md"
    ).read_text(encoding="utf-8")


def test_push_reaches_bare_remote(cli_invoke: CliInvoke, repo: Path, tmp_path: Path) -> None:
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", str(remote))
    git(repo, "remote", "add", "origin", str(remote))
    result = apply_branch(cli_invoke, repo, "--push", "origin")
    assert result.exit_code == 0 and "pushed to origin" in result.stderr
    assert git(remote, "rev-parse", "refs/heads/e2/2026-09-24") == git(
        repo, "rev-parse", "e2/2026-09-24"
    )


def test_an_unknown_remote_is_exit_2_before_anything_changes(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    result = apply_branch(cli_invoke, repo, "--push", "nowhere")
    assert result.exit_code == 2 and "cannot fetch 'e2/2026-09-24' from 'nowhere'" in result.stderr
    assert "e2/2026-09-24" not in git(repo, "branch", "--list")


def test_push_failure_is_exit_2_and_keeps_local_branch(
    cli_invoke: CliInvoke, repo: Path, tmp_path: Path
) -> None:
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", str(remote))
    hook = remote / "hooks" / "pre-receive"
    hook.write_text("#!/bin/sh\necho refused by policy >&2\nexit 1\n", encoding="utf-8")
    hook.chmod(0o755)
    git(repo, "remote", "add", "origin", str(remote))
    result = apply_branch(cli_invoke, repo, "--push", "origin")
    assert result.exit_code == 2 and "push to 'origin' failed" in result.stderr
    assert git(repo, "rev-parse", "--verify", "e2/2026-09-24").strip()


def test_an_existing_branch_is_built_on_and_force_rebuilds_it(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    first = json.loads(apply_branch(cli_invoke, repo, "--json").stdout)["branch"]
    again = apply_branch(cli_invoke, repo)  # the same briefings: already on the branch
    assert again.exit_code == 0 and "no change; nothing committed" in again.stderr
    assert git(repo, "rev-parse", "e2/2026-09-24").strip() == first["commit"]
    (repo / "docs" / "x.md").write_text("x\n", encoding="utf-8")
    git(repo, "add", "docs/x.md")
    git(repo, "commit", "-q", "-m", "move main")
    forced = apply_branch(cli_invoke, repo, "--force")
    assert forced.exit_code == 0
    assert "rebuilt from the base (--force)" in forced.stderr
    assert f"the branch was at {first['commit'][:12]}" in forced.stderr
    assert (
        git(repo, "rev-parse", "e2/2026-09-24^").strip() == git(repo, "rev-parse", "main").strip()
    )


def test_pr_body_file(cli_invoke: CliInvoke, repo: Path, tmp_path: Path) -> None:
    body = tmp_path / "pr.md"
    assert apply_branch(cli_invoke, repo, "--pr-body", str(body)).exit_code == 0
    text = body.read_text(encoding="utf-8")
    for part in [
        "### §1.1",
        "### §1.2",
        "### 待归类 (`unsorted`)",
        "**inserted** colibri 0.3",
        "matched `gh:vllm-project/vllm#8242 + title names",
        "**fallback**",
        "continued-but-new",
        "### 待核实",
        "EAGLE-3 加速比口径",
        "### Diffstat",
        "+55 −1",
    ]:
        assert part in text, part


def test_base_option_builds_from_an_older_commit(cli_invoke: CliInvoke, repo: Path) -> None:
    first = git(repo, "rev-parse", "HEAD").strip()
    (repo / "other.txt").write_text("later\n", encoding="utf-8")
    git(repo, "commit", "-qam", "later")
    assert apply_branch(cli_invoke, repo, "--base", first).exit_code == 0
    assert git(repo, "rev-parse", "e2/2026-09-24^").strip() == first


def test_nothing_to_change_creates_no_branch(cli_invoke: CliInvoke, repo: Path) -> None:
    apply_branch(cli_invoke, repo)
    git(repo, "merge", "-q", "--ff-only", "e2/2026-09-24")
    again = apply_branch(cli_invoke, repo, name="e2/again")
    assert again.exit_code == 0 and "nothing committed on branch 'e2/again'" in again.stderr
    assert git(repo, "branch", "--list", "e2/again") == ""


@pytest.mark.parametrize(
    "case, message",
    [
        ("no commits", "the repository has no commits yet"),
        ("detached", "HEAD is detached"),
        ("untracked", "docs/inference.md is not tracked at"),
        ("bare", "bare repository"),
        ("checked out", "is checked out in a work tree"),
        ("bad name", "is not a valid branch name"),
        ("bad base", "--base 'nope' is not a commit"),
        ("not a repo", "not inside a git work tree"),
        ("no identity", "git does not know who is committing"),
    ],
)
def test_refusals_exit_2(
    cli_invoke: CliInvoke, tmp_path: Path, case: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = make_repo(tmp_path / "r", commit=case != "no commits")
    doc = repo / "docs" / "inference.md"
    name, extra = "e2/x", []
    if case == "detached":
        git(repo, "checkout", "-q", "--detach")
    elif case == "untracked":
        git(repo, "rm", "-q", "--cached", "docs/inference.md")
        git(repo, "commit", "-q", "-m", "untrack")
    elif case == "bare":
        bare = tmp_path / "bare.git"
        git(tmp_path, "clone", "-q", "--bare", str(repo), str(bare))
        doc = bare / "inference.md"
    elif case == "checked out":
        name = "main"
        extra = ["--force"]
    elif case == "bad name":
        name = "bad..name"
    elif case == "bad base":
        extra = ["--base", "nope"]
    elif case == "not a repo":
        doc = tmp_path / "plain" / "inference.md"
        doc.parent.mkdir()
        doc.write_bytes((EXAMPLES / "inference.md").read_bytes())
    elif case == "no identity":
        git(repo, "config", "--unset", "user.name")
        git(repo, "config", "--unset", "user.email")
        monkeypatch.setenv("HOME", str(tmp_path))
        monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
        monkeypatch.setenv("EMAIL", "")
        for var in (
            "GIT_AUTHOR_NAME",
            "GIT_AUTHOR_EMAIL",
            "GIT_COMMITTER_NAME",
            "GIT_COMMITTER_EMAIL",
        ):
            monkeypatch.delenv(var, raising=False)
        git(repo, "config", "user.useConfigOnly", "true")
    result = cli_invoke("apply", *BRIEFS, "--doc", str(doc), "--map", MAP, "--branch", name, *extra)
    assert result.exit_code == 2 and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_write_and_branch_exclude_each_other(cli_invoke: CliInvoke, repo: Path) -> None:
    result = apply_branch(cli_invoke, repo, "--write")
    assert result.exit_code == 2 and "exclude each other" in result.stderr


# --- review -----------------------------------------------------------------------------------


def test_review_of_an_apply_branch_reports_every_action_and_no_churn(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    applied = json.loads(apply_branch(cli_invoke, repo, "--json").stdout)
    result = cli_invoke(
        "review",
        "--branch",
        "e2/2026-09-24",
        "--doc",
        str(repo / "docs" / "inference.md"),
        "--map",
        MAP,
        "--json",
    )
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["churn"] is False
    titles = {s["anchor"]: s["titles"] for s in data["sections"]}
    for action in applied["documents"][0]["report"]["actions"]:
        anchor_titles = titles[action["anchor"]]
        if action["action"] == "inserted":
            assert action["title"] in anchor_titles
        else:  # an update shows the title of the entry it updated
            assert anchor_titles
    added = sum(s["added"] for s in data["sections"])
    assert added == applied["documents"][0]["report"]["diff"].count("\n+") - 1


def hand_made_diff(repo: Path, tmp_path: Path, old: str, new: str) -> Path:
    """The diff of a hand edit of the document (which is then put back as it was)."""
    doc = repo / "docs" / "inference.md"
    original = doc.read_text(encoding="utf-8")
    assert old in original
    doc.write_text(original.replace(old, new, 1), encoding="utf-8")
    patch = tmp_path / "p.diff"
    patch.write_text(git(repo, "diff"), encoding="utf-8")
    doc.write_text(original, encoding="utf-8")
    return patch


def test_review_of_hand_made_table_rewrite_is_churn(
    cli_invoke: CliInvoke, repo: Path, tmp_path: Path
) -> None:
    doc = repo / "docs" / "inference.md"
    patch = hand_made_diff(repo, tmp_path, "| ⭐⭐⭐ | 值得跟进 |", "| ⭐⭐⭐ | 值得跟进（改写） |")
    result = cli_invoke("review", str(patch), "--doc", str(doc), "--map", MAP)
    assert result.exit_code == 1
    assert "CHURN @@" in result.stdout and "removes 1 line" in result.stdout
    assert "touches lines outside the anchors" in result.stdout


def test_review_reads_stdin_and_finds_the_document(
    cli_invoke: CliInvoke, repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(repo)
    diff = cli_invoke("apply", BRIEFS[0], "--doc", "docs/inference.md", "--map", MAP).stdout
    result = cli_invoke("review", "--map", MAP, input=diff.encode())
    assert result.exit_code == 0 and "§1.2 推理调度: +" in result.stdout
    assert "no churn" in result.stdout


def test_review_of_a_diff_already_applied_uses_the_new_side(
    cli_invoke: CliInvoke, repo: Path, tmp_path: Path
) -> None:
    doc = repo / "docs" / "inference.md"
    diff = cli_invoke("apply", BRIEFS[0], "--doc", str(doc), "--map", MAP, "--write").stdout
    (tmp_path / "p.diff").write_text(diff, encoding="utf-8")
    result = cli_invoke(
        "review", str(tmp_path / "p.diff"), "--doc", str(doc), "--map", MAP, "--json"
    )
    data = json.loads(result.stdout)
    assert result.exit_code == 0 and data["side"] == "new" and data["sections"]


def test_review_of_garbage_is_exit_2(cli_invoke: CliInvoke, tmp_path: Path) -> None:
    (tmp_path / "p.diff").write_text("--- a/x\n+++ b/x\n@@ -1,5 +1,5 @@\n-a\n", encoding="utf-8")
    (tmp_path / "x").write_text("a\n", encoding="utf-8")
    result = cli_invoke(
        "review", str(tmp_path / "p.diff"), "--doc", str(tmp_path / "x"), "--map", MAP
    )
    assert result.exit_code == 2 and "not a unified diff" in result.stderr


def test_review_flags_a_hand_edit_of_an_index_row(
    cli_invoke: CliInvoke, repo: Path, tmp_path: Path
) -> None:
    doc = repo / "docs" / "inference.md"
    patch = hand_made_diff(repo, tmp_path, "| JustFit             |", "| JustFit (renamed)   |")
    result = cli_invoke("review", str(patch), "--doc", str(doc), "--map", MAP)
    assert result.exit_code == 1 and "removes 1 line" in result.stdout


def test_a_rejected_push_says_the_remote_moved(
    cli_invoke: CliInvoke, repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from patcher.vcs import git as plumbing

    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", str(remote))
    git(repo, "remote", "add", "origin", str(remote))
    git(repo, "checkout", "-q", "-b", "reviewer")
    (repo / "other.txt").write_text("a reviewer's edit\n", encoding="utf-8")
    git(repo, "commit", "-q", "-am", "reviewer")
    git(repo, "checkout", "-q", "main")
    real = plumbing.fetch_branch

    def fetch_then_someone_pushes(*args):  # type: ignore[no-untyped-def]
        seen = real(*args)
        git(repo, "push", "-q", "origin", "reviewer:refs/heads/e2/2026-09-24")  # meanwhile
        return seen

    monkeypatch.setattr(plumbing, "fetch_branch", fetch_then_someone_pushes)
    result = apply_branch(cli_invoke, repo, "--push", "origin")
    assert result.exit_code == 2
    assert "push to 'origin' rejected: the remote branch 'e2/2026-09-24' moved" in result.stderr
    assert "fetch origin and re-run" in result.stderr
    assert git(remote, "rev-parse", "e2/2026-09-24") == git(repo, "rev-parse", "reviewer")


@pytest.mark.parametrize("hostile", ["--receive-pack=touch pwned", "--upload-pack=touch pwned"])
def test_a_remote_or_base_that_looks_like_an_option_is_never_one(
    cli_invoke: CliInvoke, repo: Path, hostile: str
) -> None:
    pushed = apply_branch(cli_invoke, repo, "--push", hostile)
    assert pushed.exit_code == 2 and f"from {hostile!r}" in pushed.stderr
    based = apply_branch(cli_invoke, repo, "--base", hostile, "--force")
    assert based.exit_code == 2 and "is not a commit" in based.stderr
    assert not (repo / "pwned").exists() and not Path("pwned").exists()


def test_a_lost_update_ref_race_is_a_typed_error(repo: Path) -> None:
    from patcher.vcs import git as plumbing

    where = plumbing.locate(str(repo / "docs" / "inference.md"))
    head = git(repo, "rev-parse", "HEAD").strip()
    git(repo, "branch", "e2/race", head)
    with pytest.raises(plumbing.GitError, match="moved while this run built its commit"):
        plumbing.set_branch(where, "e2/race", head, "0" * 39 + "1")


@pytest.mark.parametrize(
    ("new", "why"),
    [
        (
            "| 2609.17475 | JustFit             | §1.1 | 2026-09-20 | 2026-09-19 |",
            "row 2609.17475: cell 5 2026-09-20 → 2026-09-19 moves back",
        ),
        (
            "| 2609.17475 | JustFit             | §1.1 | 2026-09-22 | 2026-09-20 |",
            "row 2609.17475: cell 4 2026-09-20 → 2026-09-22 is not the last-confirmed date",
        ),
    ],
    ids=["last date moving back", "first-seen date changed"],
)
def test_review_names_an_index_date_change_apply_would_not_make(
    cli_invoke: CliInvoke, repo: Path, tmp_path: Path, new: str, why: str
) -> None:
    doc = repo / "docs" / "inference.md"
    old = "| 2609.17475 | JustFit             | §1.1 | 2026-09-20 | 2026-09-20 |"
    patch = hand_made_diff(repo, tmp_path, old, new)
    result = cli_invoke("review", str(patch), "--doc", str(doc), "--map", MAP)
    assert result.exit_code == 1 and why in result.stdout
    forward = hand_made_diff(
        repo,
        tmp_path,
        old,
        old.replace("2026-09-20 |", "2026-09-25 |", 2).replace(
            "2026-09-25 | 2026-09-25", "2026-09-20 | 2026-09-25"
        ),
    )
    ok = cli_invoke("review", str(forward), "--doc", str(doc), "--map", MAP)
    assert ok.exit_code == 0, ok.stdout


def test_max_doc_size_applies_to_the_version_read_from_git(
    cli_invoke: CliInvoke, repo: Path
) -> None:
    # the branch is built from the committed document, not the file on disk: the limit
    # judges that version (here the file on disk is small, the committed one is not)
    committed = (repo / "docs" / "inference.md").read_bytes()
    (repo / "docs" / "inference.md").write_text("# shrunk on disk\n", encoding="utf-8")
    before = snapshot(repo)
    result = apply_branch(cli_invoke, repo, "--max-doc-size", str(len(committed) - 1))
    assert result.exit_code == 2
    assert f"larger than {len(committed) - 1} bytes; not read" in result.stderr
    assert "pass --max-doc-size BYTES" in result.stderr
    assert snapshot(repo) == before and not git(repo, "branch", "--list", "e2/*")
    result = apply_branch(cli_invoke, repo, "--max-doc-size", str(len(committed)))
    assert result.exit_code == 0, result.stderr


def test_review_of_a_document_the_branch_adds(cli_invoke: CliInvoke, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", commit=False)
    git(repo, "add", "other.txt")
    git(repo, "commit", "-q", "-m", "no document yet")
    git(repo, "checkout", "-q", "-b", "e2/new-doc")
    git(repo, "add", "docs/inference.md")
    git(repo, "commit", "-q", "-m", "the document")
    git(repo, "checkout", "-q", "main")
    doc = str(repo / "docs" / "inference.md")
    args = ["review", "--branch", "e2/new-doc", "--doc", doc, "--map", MAP, "--json"]
    result = cli_invoke(*args)
    assert result.exit_code == 1, result.stderr  # a whole new document is no routine update
    data = json.loads(result.stdout)
    assert data["side"] == "new" and data["churn"] is True
    titles = {s["anchor"]: s["titles"] for s in data["sections"]}
    # every section lists its own entries only (a run of added lines ends at a heading)
    assert "JustFit" in titles["§1.1"] and "JustFit" not in titles["§1.2"]
    assert "TriAttention" in titles["§1.2"] and "TriAttention" not in titles["§1.3"]
    text = (EXAMPLES / "inference.md").read_text(encoding="utf-8")
    assert sum(s["added"] for s in data["sections"]) < text.count("\n")
