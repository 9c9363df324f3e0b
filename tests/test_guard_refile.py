"""A reviewer refiling a misrouted entry: moved whole to another anchor, in real repositories."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import CliInvoke
from .test_branch import git, make_repo
from .test_hooks import commit, edit, snapshot_of_this_checkout

FATHOM = "- **Fathom**（arXiv:2609.17652）⭐⭐⭐（2026-09-18）：KV Cache Bit-Plane，per-query read depth。\n"
SGLANG = "- **SGLang v0.5.19 发布** ⭐⭐⭐⭐（2026-09-20）：统一 RadixTree，9 月发布周期加速。\n"
DEEPSEEK_SUB = (
    "  - KV cache 压缩四层方法学：模型层 DeepSeek-V4.1-Flash · 读取层 Fathom · 路由层 Edge0"
    " · 多模态层 HYBRIDKV。\n"
)
SAGA = "* **SAGA**（arXiv:2605.00528）"


def move(repo: Path, entry: str, before: str, new_text: str | None = None) -> None:
    """Cut `entry` out of the document and put it (or `new_text`) in front of `before`."""
    edit(repo, entry, "")
    edit(repo, before, (new_text if new_text is not None else entry) + before)


@pytest.fixture
def hooked(cli_invoke: CliInvoke, tmp_path: Path) -> Path:
    repo = make_repo(tmp_path / "repo")
    doc = "docs/inference.md"
    assert cli_invoke("hook", "install", "--repo", str(repo), "--doc", doc).exit_code == 0
    return repo


REFILED = {
    "an entry with an arXiv id, §1.3 → §1.2": (FATHOM, SAGA, None),
    "an entry with no identity, §1.1 → §1.4": (
        SGLANG,
        "## 待归类",
        SGLANG + "\n",
    ),
    "with a typo fixed on the way": (
        SGLANG,
        "## §1.3 KV Cache",
        SGLANG.replace("统一 RadixTree", "统一的 Radix Tree").replace("加速", "加快") + "\n",
    ),
    "an entry and its sub-bullet, §1.3 → §1.2": (
        "- **DeepSeek-V4.1-Flash**（arXiv:2609.19969）⭐⭐⭐⭐⭐（2026-09-19）：Pushing the Limits of KV"
        " Cache Compression，552B MoE，9-19 57▲ #4 → 9-20 95▲ #2。\n" + DEEPSEEK_SUB,
        SAGA,
        None,
    ),
}


@pytest.mark.parametrize("name", REFILED)
def test_the_plain_hook_accepts_an_entry_refiled_whole(hooked: Path, name: str) -> None:
    entry, before, new_text = REFILED[name]
    move(hooked, entry, before, new_text)
    accepted = commit(hooked, f"refile: {name}")
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "PD0" not in accepted.stderr  # no finding (and the lint has no notes)


def test_an_entry_refiled_from_the_fallback_anchor_is_accepted(hooked: Path) -> None:
    """The nightly job's unrouted entry, filed by hand, then refiled by a reviewer."""
    unrouted = (
        "- **Tidewater**（arXiv:2611.04417）⭐⭐（2026-11-04）：按租户配额切分 KV 预算的调度器。\n"
    )
    edit(
        hooked,
        "E2 无法路由的增量落在这里，等人工归位。\n",
        f"E2 无法路由的增量落在这里，等人工归位。\n\n{unrouted}",
    )
    assert commit(hooked, "nightly: unrouted").returncode == 0
    move(hooked, unrouted, SAGA)
    accepted = commit(hooked, "refile Tidewater to §1.2")
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr


REFUSED = {
    "nested as a sub-bullet of an entry of another anchor": (
        FATHOM,
        "* **vLLM chunked prefill",
        "  " + FATHOM,
        # under When2Think, the item above the insertion point
    ),
    "moved out of the anchors, under a heading of no anchor": (FATHOM, "- 2026-09-20：§1.4", None),
    "moved whole but rewritten beyond a typo": (
        FATHOM,
        SAGA,
        FATHOM.replace("KV Cache Bit-Plane，per-query read depth", "按位平面读取"),
    ),
}


@pytest.mark.parametrize("name", REFUSED)
def test_the_plain_hook_still_refuses_what_is_no_refiling(hooked: Path, name: str) -> None:
    entry, before, new_text = REFUSED[name]
    move(hooked, entry, before, new_text)
    refused = commit(hooked, f"not a refiling: {name}")
    assert refused.returncode != 0
    assert ": PD010 entry '**Fathom**" in refused.stderr, refused.stderr


def test_an_entry_whose_sub_bullet_stays_behind_is_no_whole_move(hooked: Path) -> None:
    """The lead refiled to §1.2, its sub-bullet left under Fathom in §1.3: split, PD010."""
    lead = (
        "- **DeepSeek-V4.1-Flash**（arXiv:2609.19969）⭐⭐⭐⭐⭐（2026-09-19）：Pushing the Limits of KV"
        " Cache Compression，552B MoE，9-19 57▲ #4 → 9-20 95▲ #2。\n"
    )
    edit(hooked, lead + DEEPSEEK_SUB, "")
    edit(hooked, FATHOM, FATHOM + DEEPSEEK_SUB)
    edit(hooked, SAGA, lead.replace("- ", "* ", 1) + SAGA)
    refused = commit(hooked, "split DeepSeek")
    assert refused.returncode != 0
    assert ": PD010 entry '**DeepSeek-V4.1-Flash**" in refused.stderr, refused.stderr


def test_the_range_guard_accepts_a_refiling_commit(
    hooked: Path, cli_invoke: CliInvoke, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(hooked)
    move(hooked, FATHOM, SAGA)
    assert commit(hooked, "refile Fathom").returncode == 0
    ranged = ("--from-ref", "HEAD~1", "--to-ref", "HEAD", "docs/inference.md")
    result = cli_invoke("check", *ranged)
    assert result.exit_code == 0, result.output
    assert "0 findings" in result.stdout


@pytest.mark.skipif(
    shutil.which("pre-commit") is None
    and not (Path(sys.executable).parent / "pre-commit").exists(),
    reason="pre-commit is not installed",
)
def test_the_pre_commit_framework_accepts_a_refiling_and_refuses_a_nesting(
    tmp_path: Path,
) -> None:
    hook_repo = tmp_path / "hook-repo"
    hook_repo.mkdir()
    rev = snapshot_of_this_checkout(hook_repo)
    repo = make_repo(tmp_path / "user")
    (repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n- repo: {hook_repo}\n  rev: {rev}\n  hooks:\n  - id: patcher-check-staged\n",
        encoding="utf-8",
    )
    git(repo, "add", ".pre-commit-config.yaml")
    git(repo, "commit", "-q", "-m", "pre-commit config")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache")}
    pre_commit = shutil.which("pre-commit") or str(Path(sys.executable).parent / "pre-commit")
    subprocess.run([pre_commit, "install"], cwd=repo, check=True, capture_output=True, env=env)

    move(repo, FATHOM, "* **vLLM chunked prefill", "  " + FATHOM)
    refused = commit(repo, "nest Fathom under When2Think", env)
    output = refused.stdout + refused.stderr
    assert refused.returncode != 0 and ": PD010 entry '**Fathom**" in output, output

    git(repo, "checkout", "--", "docs/inference.md")
    move(repo, FATHOM, SAGA)
    accepted = commit(repo, "refile Fathom to §1.2", env)
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert FATHOM + SAGA in git(repo, "show", "HEAD:docs/inference.md")
