"""The nightly job as users run it: the README's recipe over four nights in a repository with
two topics (a reviewer's edit, a force-push of the branch and an empty night in between),
and the example GitHub workflow's steps, both with a recording stand-in for `gh`."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import EXAMPLES, ROOT
from .test_branch import git, make_repo
from .test_nightly import clone

BRANCH = "e2/pending"
AGENT = EXAMPLES / "agent"
WORKSPACE = """\
topics:
  inference: {document: knowledge/inference.md}          # the shipped map
  agent:     {document: knowledge/agent.md, map: maps/agent.yaml}
"""
BRIEFS = {
    "2026-09-23": {
        "inference.txt": EXAMPLES / "briefs" / "2026-09-23-plain.txt",
        "agent.txt": AGENT / "briefs" / "2026-09-23-agent.txt",
    },
    "2026-09-24": {
        "inference.md": EXAMPLES / "briefs" / "2026-09-24-markdown.md",
        "agent.txt": AGENT / "briefs" / "2026-09-24-agent.txt",
    },
    "2026-09-25": {  # yesterday's agent briefing again, and tonight's
        "agent-late.txt": AGENT / "briefs" / "2026-09-24-agent.txt",
        "agent.txt": AGENT / "briefs" / "2026-09-25-agent.txt",
    },
    "2026-09-26": {  # an empty night: only what the branch already has
        "agent.txt": AGENT / "briefs" / "2026-09-25-agent.txt",
    },
}
REMOVED_ENTRY = "上下文协议 2.0 草案公布"  # an agent entry of night 1 a reviewer removes


def readme_recipe() -> str:
    """The shell block that follows the recipe marker in README.md."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    marker = text.index("<!-- the nightly recipe")
    match = re.compile(r"```sh\n(.*?)```", re.S).search(text, marker)
    assert match is not None
    return match.group(1)


@pytest.fixture
def world(tmp_path: Path) -> tuple[Path, Path, Path]:
    """(origin, job clone, reviewer clone): main holds two topics, each with its document."""
    seed = make_repo(tmp_path / "seed", commit=False)
    (seed / "docs").rename(seed / "knowledge")
    shutil.copy(AGENT / "agent.md", seed / "knowledge" / "agent.md")
    (seed / "maps").mkdir()
    shutil.copy(AGENT / "agent-map.yaml", seed / "maps" / "agent.yaml")
    (seed / "livedoc.yaml").write_text(WORKSPACE, encoding="utf-8")
    git(seed, "add", "-A")
    git(seed, "commit", "-q", "-m", "two topics")
    origin = tmp_path / "origin.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(origin))
    git(seed, "push", "-q", str(origin), "main")
    return origin, clone(origin, tmp_path / "job"), clone(origin, tmp_path / "reviewer")


@pytest.fixture
def gh(tmp_path: Path) -> dict[str, str]:
    """PATH and variables that put the stand-in `gh` (and this venv's `patcher`) first."""
    folder = tmp_path / "bin"
    folder.mkdir()
    script = folder / "gh"
    source = (Path(__file__).parent / "standin_gh.py").read_text(encoding="utf-8")
    script.write_text(f"#!{sys.executable}\n{source}", encoding="utf-8")
    script.chmod(0o755)
    path = os.pathsep.join([str(folder), str(Path(sys.executable).parent), os.environ["PATH"]])
    return {
        "PATH": path,
        "GH_LOG": str(tmp_path / "gh-log.jsonl"),
        "GH_STATE": str(tmp_path / "gh-state.json"),
        "TMPDIR": str(tmp_path / "out"),
        "RUNNER_TEMP": str(tmp_path / "out"),
    }


def deliver(job: Path, day: str) -> None:
    """The pipeline drops tonight's briefings into briefs/DAY/ of the job's clone."""
    folder = job / "briefs" / day
    folder.mkdir(parents=True)
    for name, source in BRIEFS[day].items():
        shutil.copy(source, folder / name)


def run_script(script: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        ["bash", "-eo", "pipefail", "-c", script],
        cwd=cwd,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=False,
    )
    print(f"exit {done.returncode}\n--- stdout\n{done.stdout}\n--- stderr\n{done.stderr}")
    return done


def calls(gh: dict[str, str]) -> list[dict[str, object]]:
    log = Path(gh["GH_LOG"])
    if not log.exists():
        return []
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def pull_requests(gh: dict[str, str]) -> list[dict[str, object]]:
    state = Path(gh["GH_STATE"])
    return json.loads(state.read_text())["prs"] if state.exists() else []


def night_json(gh: dict[str, str]) -> dict[str, object]:
    data = json.loads(Path(gh["TMPDIR"], "e2-night.json").read_text(encoding="utf-8"))
    assert data["schema"] == 1
    return data


def at(origin: Path, path: str) -> str:
    return git(origin, "show", f"{BRANCH}:{path}")


def recipe_night(job: Path, gh: dict[str, str], day: str) -> subprocess.CompletedProcess[str]:
    Path(gh["TMPDIR"]).mkdir(exist_ok=True)
    return run_script(readme_recipe(), job, {**gh, "E2_DAY": day})


def test_four_nights_of_the_readme_recipe_with_two_topics(
    world: tuple[Path, Path, Path], gh: dict[str, str]
) -> None:
    origin, job, reviewer = world

    # night 1: both topics, one commit each on one branch, the pull request opened
    deliver(job, "2026-09-23")
    first = recipe_night(job, gh, "2026-09-23")
    assert first.returncode == 0
    data = night_json(gh)
    assert data["exit_code"] == 0
    assert [d["topic"] for d in data["documents"]] == ["inference", "agent"]
    assert git(origin, "rev-list", "--count", f"main..{BRANCH}").strip() == "2"
    assert REMOVED_ENTRY in at(origin, "knowledge/agent.md")
    assert "上下文协议" not in at(origin, "knowledge/inference.md")
    assert "TierMem" not in at(origin, "knowledge/inference.md")
    (pr,) = pull_requests(gh)
    assert pr["labels"] == ["livedoc:pending"] and pr["isDraft"] is False
    assert pr["base"] == "main" and pr["head"] == BRANCH
    body = str(pr["body"])
    assert body.startswith(f"## E2 rolling branch `{BRANCH}`: 2 commits since")
    assert "## `knowledge/inference.md` (topic `inference`): the whole branch" in body
    assert "## `knowledge/agent.md` (topic `agent`): the whole branch" in body
    assert "**not-understood**" in body  # 三's `（本期无）` of the agent briefing

    # a reviewer removes an agent entry of night 1 and edits an inference one
    git(reviewer, "fetch", "-q", "origin")
    git(reviewer, "checkout", "-q", "-B", BRANCH, f"origin/{BRANCH}")
    agent = reviewer / "knowledge" / "agent.md"
    lines = agent.read_text(encoding="utf-8").split("\n")
    start = next(i for i, line in enumerate(lines) if REMOVED_ENTRY in line)
    end = next(i for i in range(start + 1, len(lines)) if not lines[i].startswith("  "))
    agent.write_text("\n".join(lines[:start] + lines[end:]), encoding="utf-8")
    inference = reviewer / "knowledge" / "inference.md"
    text = inference.read_text(encoding="utf-8")
    inference.write_text(text.replace("三种 drafter 可热切换", "三种 drafter 可热切换（已核对）"))
    git(reviewer, "commit", "-q", "-am", "drop the protocol draft; note a check")
    git(reviewer, "push", "-q", "origin", BRANCH)

    # night 2: the agent increment continuing the removed entry is a conflict: exit 1, draft
    deliver(job, "2026-09-24")
    second = recipe_night(job, gh, "2026-09-24")
    assert second.returncode == 1
    data = night_json(gh)
    assert data["exit_code"] == 1
    kinds = {w["kind"] for w in data["warnings"]}  # type: ignore[union-attr]
    assert "conflict" in kinds
    agent_now = at(origin, "knowledge/agent.md")
    assert REMOVED_ENTRY not in agent_now and "进入候选版" not in agent_now
    assert "CapGuard" in agent_now and "（已核对）" in at(origin, "knowledge/inference.md")
    (pr,) = pull_requests(gh)
    assert pr["isDraft"] is True
    body = str(pr["body"])
    assert "5 commits since" in body and "reviewer: drop the protocol draft" in body
    assert "**conflict**" in body and "a reviewer removed the entry it continues" in body
    assert "### Reviewer commits" in body and "`knowledge/agent.md` +0 −" in body

    # main moves; the reviewer rebases the branch onto it and force-pushes
    git(reviewer, "checkout", "-q", "main")
    (reviewer / "NOTES.md").write_text("team notes\n", encoding="utf-8")
    git(reviewer, "add", "NOTES.md")
    git(reviewer, "commit", "-q", "-m", "notes")
    git(reviewer, "push", "-q", "origin", "main")
    git(reviewer, "checkout", "-q", BRANCH)
    git(reviewer, "fetch", "-q", "origin")
    git(reviewer, "reset", "-q", "--hard", f"origin/{BRANCH}")
    git(reviewer, "rebase", "-q", "origin/main")
    git(reviewer, "push", "-q", "--force", "origin", BRANCH)
    rebased = git(origin, "rev-parse", BRANCH).strip()

    # night 3: built on the rewritten remote tip; the removal stays a conflict
    deliver(job, "2026-09-25")
    third = recipe_night(job, gh, "2026-09-25")
    assert third.returncode == 1
    data = night_json(gh)
    branch = data["branch"]
    assert isinstance(branch, dict) and branch["parent"] == rebased
    assert "rewritten remote tip" in str(branch["start"])
    assert any(w["kind"] == "rewritten" for w in data["warnings"])  # type: ignore[union-attr]
    assert git(origin, "rev-parse", f"{BRANCH}^").strip() == rebased
    agent_now = at(origin, "knowledge/agent.md")
    assert "PlanReuse" in agent_now and REMOVED_ENTRY not in agent_now
    assert "进入候选版" not in agent_now
    body = str(pull_requests(gh)[0]["body"])
    assert "was rewritten (rebased or force-pushed)" in body
    assert "NOTES" not in git(origin, "diff", "--stat", f"main...{BRANCH}")

    # night 4, empty: nothing new, no commit, exit 0; the body still covers the whole branch
    tip = git(origin, "rev-parse", BRANCH).strip()
    deliver(job, "2026-09-26")
    fourth = recipe_night(job, gh, "2026-09-26")
    assert fourth.returncode == 0
    assert git(origin, "rev-parse", BRANCH).strip() == tip
    data = night_json(gh)
    assert data["exit_code"] == 0 and data["branch"]["commit"] is None  # type: ignore[index]
    (pr,) = pull_requests(gh)
    assert pr["isDraft"] is False  # no conflict open tonight
    body = str(pr["body"])
    assert body.startswith(f"## E2 rolling branch `{BRANCH}`: 6 commits since")
    assert "CapGuard" in body and "PlanReuse" in body and "TierMem" in body
    assert "nothing new" in body

    # a night without briefings: exit 2, JSON error, the body file gone, the PR untouched
    before = len(calls(gh))
    fifth = recipe_night(job, gh, "2026-09-27")
    assert fifth.returncode == 2
    error = night_json(gh)["error"]
    assert isinstance(error, dict) and "no such file" in str(error["message"])
    assert not Path(gh["TMPDIR"], "e2-pr.md").exists()
    assert len(calls(gh)) == before
    assert "上下文协议" not in at(origin, "knowledge/inference.md")


def workflow_steps() -> list[dict[str, object]]:
    from ruamel.yaml import YAML

    data = YAML(typ="safe").load((EXAMPLES / "github-workflow.yml").read_text(encoding="utf-8"))
    (job,) = data["jobs"].values()
    return [{**step, "env": job.get("env", {})} for step in job["steps"]]


def test_the_workflow_steps_pass_with_the_standin_gh(
    world: tuple[Path, Path, Path], gh: dict[str, str]
) -> None:
    origin, job, _ = world
    steps = workflow_steps()
    uses = [s["uses"] for s in steps if "uses" in s]
    assert any(str(u).startswith("actions/checkout") for u in uses)
    runs = [s for s in steps if "run" in s and s.get("name") != "Install livedoc-patcher"]
    assert len(runs) == 2  # the committer, then apply + pull request
    env = {k: str(v) for k, v in steps[0]["env"].items() if "${{" not in str(v)}  # type: ignore[union-attr]
    Path(gh["RUNNER_TEMP"]).mkdir()
    for day, expected in [("2026-09-23", 0), ("2026-09-24", 0), ("2026-09-30", 0)]:
        if day in BRIEFS:
            deliver(job, day)
        for step in runs:
            done = run_script(str(step["run"]), job, {**env, **gh, "E2_DAY": day})
            assert done.returncode == expected, step["name"]
    (pr,) = pull_requests(gh)
    assert pr["labels"] == ["livedoc:pending"] and pr["head"] == BRANCH
    made = [c["args"][:2] for c in calls(gh)]
    assert made.count(["pr", "create"]) == 1 and made.count(["pr", "edit"]) == 1
    assert "CapGuard" in str(pr["body"]) and "TierMem" in str(pr["body"])
    assert git(origin, "rev-list", "--count", f"main..{BRANCH}").strip() == "4"


def test_apply_open_pr_opens_then_updates_the_pull_request(
    world: tuple[Path, Path, Path], gh: dict[str, str]
) -> None:
    _, job, _ = world
    script = (
        'git fetch --quiet origin && patcher apply "briefs/$E2_DAY"/* --branch e2/pending '
        "--base origin/main --push origin --open-pr --json > night.json"
    )
    deliver(job, "2026-09-23")
    done = run_script(script, job, {**gh, "E2_DAY": "2026-09-23"})
    assert done.returncode == 0
    opened = json.loads((job / "night.json").read_text(encoding="utf-8"))["pull_request"]
    assert opened == {"action": "created", "ref": "https://example.invalid/pr/1", "draft": False}
    deliver(job, "2026-09-24")
    again = run_script(script, job, {**gh, "E2_DAY": "2026-09-24"})
    assert again.returncode == 0
    (pr,) = pull_requests(gh)
    assert "CapGuard" in str(pr["body"]) and pr["labels"] == ["livedoc:pending"]
    assert [c["args"][:2] for c in calls(gh)].count(["pr", "edit"]) == 1


def _refusing_gh(gh: dict[str, str]) -> None:
    """Make the stand-in `gh` refuse every call, as an expired token does."""
    script = Path(gh["PATH"].split(os.pathsep)[0]) / "gh"
    script.write_text(
        "#!/bin/sh\necho 'HTTP 401: Bad credentials (https://api.github.com/graphql)' >&2\n"
        "exit 1\n",
        encoding="utf-8",
    )


def test_a_failed_pull_request_step_keeps_the_written_runs_result(
    world: tuple[Path, Path, Path], gh: dict[str, str]
) -> None:
    """`--open-pr` after a push that succeeded: gh refusing must not hide that the branch is
    committed and pushed (exit 4, the full result plus the PR step's error); `patcher pr`
    on that result opens the pull request once gh works again."""
    origin, job, _ = world
    script = (
        'git fetch --quiet origin && patcher apply "briefs/$E2_DAY"/* --branch e2/pending '
        "--base origin/main --push origin --open-pr --json > night.json"
    )
    deliver(job, "2026-09-23")
    real_gh = (Path(gh["PATH"].split(os.pathsep)[0]) / "gh").read_text(encoding="utf-8")
    _refusing_gh(gh)
    done = run_script(script, job, {**gh, "E2_DAY": "2026-09-23"})
    assert done.returncode == 4
    data = json.loads((job / "night.json").read_text(encoding="utf-8"))
    assert "error" not in data and data["exit_code"] == 4
    pushed = git(origin, "rev-parse", BRANCH).strip()
    assert data["branch"]["commit"] == pushed and data["branch"]["pushed"] == "origin"
    assert [d["topic"] for d in data["documents"]] == ["inference", "agent"]
    assert data["body"].startswith(f"## E2 rolling branch `{BRANCH}`")
    error = data["pull_request"]["error"]
    assert "Bad credentials" in error["message"] and error["hint"]
    assert any(w["kind"] == "pull-request" for w in data["warnings"])
    assert "committed and pushed" in done.stderr and "Bad credentials" in done.stderr

    (Path(gh["PATH"].split(os.pathsep)[0]) / "gh").write_text(real_gh, encoding="utf-8")
    retried = run_script("patcher pr night.json --json", job, gh)
    assert retried.returncode == 0
    (pr,) = pull_requests(gh)
    assert pr["head"] == BRANCH and pr["isDraft"] is False
    assert str(pr["body"]) == data["body"]


def test_open_pr_with_the_default_base_is_refused_before_anything_is_written(
    world: tuple[Path, Path, Path], gh: dict[str, str]
) -> None:
    """The PR's base is unknown with --base HEAD: refused up front, not after the push."""
    origin, job, _ = world
    deliver(job, "2026-09-23")
    done = run_script(
        "patcher apply briefs/2026-09-23/* --branch e2/pending --push origin --open-pr",
        job,
        gh,
    )
    assert done.returncode == 2 and "--base" in done.stderr
    assert git(origin, "branch", "--list", BRANCH).strip() == ""
    assert git(job, "branch", "--list", BRANCH).strip() == ""
    assert calls(gh) == []
