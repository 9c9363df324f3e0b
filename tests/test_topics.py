"""Topics: a map names the topic its document takes, livedoc.yaml lists the topics; apply,
check and adopt per topic; machine-readable results and errors; the nightly flow runs each
stage once."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from .conftest import EXAMPLES, ROOT, CliInvoke
from .test_branch import make_repo
from .test_workflow import AGENT, WORKSPACE

INFERENCE_BRIEF = EXAMPLES / "briefs" / "2026-09-23-plain.txt"
AGENT_BRIEF = AGENT / "briefs" / "2026-09-23-agent.txt"


@pytest.fixture
def space(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder with livedoc.yaml and two topics' documents and maps; the working directory."""
    (tmp_path / "knowledge").mkdir()
    (tmp_path / "maps").mkdir()
    shutil.copy(EXAMPLES / "inference.md", tmp_path / "knowledge" / "inference.md")
    shutil.copy(AGENT / "agent.md", tmp_path / "knowledge" / "agent.md")
    shutil.copy(AGENT / "agent-map.yaml", tmp_path / "maps" / "agent.yaml")
    (tmp_path / "livedoc.yaml").write_text(WORKSPACE, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_without_doc_each_briefing_goes_to_its_topics_document(
    cli_invoke: CliInvoke, space: Path
) -> None:
    before = (space / "knowledge" / "inference.md").read_bytes()
    result = cli_invoke("apply", str(AGENT_BRIEF), str(INFERENCE_BRIEF), "--write", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [(d["topic"], d["report"]["document"]) for d in data["documents"]] == [
        ("inference", "knowledge/inference.md"),
        ("agent", "knowledge/agent.md"),
    ]
    inference = (space / "knowledge" / "inference.md").read_text(encoding="utf-8")
    agent = (space / "knowledge" / "agent.md").read_text(encoding="utf-8")
    assert inference.encode() != before
    assert "TierMem" in agent and "TierMem" not in inference
    assert "LMCache 0.4" in inference and "LMCache" not in agent
    assert "## `knowledge/agent.md`" not in data["body"]  # no branch: tonight's parts only
    assert "into agent.md" in data["body"] and "into inference.md" in data["body"]


def test_with_doc_another_topic_is_refused_naming_both_or_skipped(
    cli_invoke: CliInvoke, space: Path
) -> None:
    doc = str(space / "knowledge" / "inference.md")
    refused = cli_invoke("apply", str(INFERENCE_BRIEF), str(AGENT_BRIEF), "--doc", doc, "--json")
    assert refused.exit_code == 2
    error = json.loads(refused.stdout)
    assert error["schema"] == 1 and set(error["error"]) == {"message", "path", "line", "hint"}
    assert "topic 'agent'" in error["error"]["message"]
    assert "takes topic 'inference'" in error["error"]["message"]
    assert error["error"]["path"].endswith("2026-09-23-agent.txt") and error["error"]["line"] == 1
    assert "--other-topics skip" in error["error"]["hint"]
    assert "`document.topic: agent`" in error["error"]["hint"]  # the fix when the doc is agent's
    assert "patcher: error:" in refused.stderr

    skipped = cli_invoke(
        "apply", str(INFERENCE_BRIEF), str(AGENT_BRIEF), "--doc", doc, "--other-topics", "skip",
        "--json",
    )  # fmt: skip
    assert skipped.exit_code == 0
    data = json.loads(skipped.stdout)
    assert [s["topic"] for s in data["skipped"]] == ["agent"]
    assert [w["kind"] for w in data["warnings"]].count("other-topic") == 1
    assert "TierMem" not in data["documents"][0]["report"]["diff"]
    text = cli_invoke(
        "apply", str(INFERENCE_BRIEF), str(AGENT_BRIEF), "--doc", doc, "--other-topics", "skip"
    )
    assert "warning: skipped: briefing of topic 'agent'" in text.stderr


def test_an_unknown_topic_names_the_known_ones(
    cli_invoke: CliInvoke, space: Path, tmp_path: Path
) -> None:
    rag = space / "rag.txt"
    rag.write_text(
        AGENT_BRIEF.read_text(encoding="utf-8").replace("agent · E1", "rag · E1", 1),
        encoding="utf-8",
    )
    result = cli_invoke("apply", str(rag))
    assert result.exit_code == 2
    assert "topic 'rag', which the workspace does not list (known: 'inference', 'agent')" in (
        result.stderr
    )
    skipped = cli_invoke("apply", str(rag), str(AGENT_BRIEF), "--other-topics", "skip")
    assert skipped.exit_code == 0 and "TierMem" in skipped.stdout


def test_without_doc_or_workspace_is_a_usage_error(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = cli_invoke("apply", str(INFERENCE_BRIEF))
    assert result.exit_code == 2 and "livedoc.yaml" in result.stderr


@pytest.mark.parametrize(
    "text, message",
    [
        ("topics: {agent: {map: maps/agent.yaml}}\n", "topic 'agent' has no document"),
        ("topics: {agent: {document: a.md, mapp: x}}\n", "unknown key 'mapp' in topic 'agent'"),
        ("topics: {inference: {document: a.md, map: maps/agent.yaml}}\n", "document.topic is"),
        ("pages: {}\n", "one key, `topics`"),
        (  # one file for two topics: each topic's commit was built from the start, so the
            # second overwrote the first's entries (and each took the other's briefings)
            "topics:\n  inference: {document: knowledge/inference.md}\n"
            "  agent: {document: ./knowledge/../knowledge/inference.md, map: maps/agent.yaml}\n",
            "topics 'inference' and 'agent' have one document",
        ),
    ],
)
def test_a_bad_workspace_is_exit_2_with_its_line(
    cli_invoke: CliInvoke, space: Path, text: str, message: str
) -> None:
    (space / "livedoc.yaml").write_text(text, encoding="utf-8")
    result = cli_invoke("apply", str(AGENT_BRIEF))
    assert result.exit_code == 2 and message in result.stderr
    assert result.stderr.startswith("patcher: error: ") and "livedoc.yaml" in result.stderr


def test_check_without_argument_checks_every_document(cli_invoke: CliInvoke, space: Path) -> None:
    result = cli_invoke("check", "--json")
    data = json.loads(result.stdout)
    assert data["checked"] == ["knowledge/inference.md", "knowledge/agent.md"]
    assert result.exit_code == 0
    agent = space / "knowledge" / "agent.md"
    agent.write_text(agent.read_text(encoding="utf-8") + "\n## §2.1 工具调用与协议\n")
    broken = cli_invoke("check")
    assert broken.exit_code == 1 and "knowledge/agent.md" in broken.stdout
    assert "in 2 documents" in broken.stdout
    one = cli_invoke("check", "knowledge/agent.md")  # a listed document: its topic's map
    assert one.exit_code == 1 and "PD003" in one.stdout and "PD001" not in one.stdout


def test_adopt_works_per_topic(cli_invoke: CliInvoke, space: Path) -> None:
    listed = cli_invoke("adopt", "knowledge/agent.md")
    assert listed.exit_code == 0 and "§2.3" in listed.stdout
    result = cli_invoke("adopt", "--topic", "agent")
    assert (
        result.exit_code == 0 and "§2.1" in result.stdout and "knowledge/agent.md" in result.stdout
    )
    unknown = cli_invoke("adopt", "--topic", "rag")
    assert unknown.exit_code == 2 and "known: inference, agent" in unknown.stderr


def test_warnings_reach_the_json_the_pr_body_and_the_summary(
    cli_invoke: CliInvoke, space: Path
) -> None:
    lines = INFERENCE_BRIEF.read_text(encoding="utf-8").split("\n")
    cut = next(i for i, line in enumerate(lines) if line.startswith("增量 3"))
    truncated = space / "cut.txt"
    truncated.write_text("\n".join(lines[: cut + 3]), encoding="utf-8")
    body = space / "pr.md"
    result = cli_invoke(
        "apply", str(truncated), "--min-priority", "high", "--json", "--pr-body", str(body)
    )
    assert result.exit_code == 0
    kinds = [w["kind"] for w in json.loads(result.stdout)["warnings"]]
    assert "truncated" in kinds
    text = body.read_text(encoding="utf-8")
    assert text.startswith("## Warnings (") and "**truncated**" in text
    held = cli_invoke(
        "apply", str(INFERENCE_BRIEF), "--min-priority", "high", "--pr-body", str(body)
    )
    assert "held back (below --min-priority, medium)" in held.stderr
    assert "**held**" in body.read_text(encoding="utf-8")


def test_exit_2_removes_the_pr_body_and_json_parses(cli_invoke: CliInvoke, space: Path) -> None:
    body = space / "pr.md"
    body.write_text("last night's body\n", encoding="utf-8")
    result = cli_invoke("apply", str(space / "missing.txt"), "--pr-body", str(body), "--json")
    assert result.exit_code == 2 and not body.exists()
    assert json.loads(result.stdout)["error"]["message"] == "no such file"


def test_a_usage_error_under_json_is_json_too(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = cli_invoke("apply", str(AGENT_BRIEF), "--json")
    assert result.exit_code == 2
    assert "livedoc.yaml" in json.loads(result.stdout)["error"]["message"]


def test_every_json_output_carries_the_schema(cli_invoke: CliInvoke, space: Path) -> None:
    outputs = [
        cli_invoke("parse", str(AGENT_BRIEF), "--json"),
        cli_invoke("route", str(AGENT_BRIEF), "--map", "maps/agent.yaml", "--json"),
        cli_invoke("apply", str(AGENT_BRIEF), "--json"),
        cli_invoke("check", "--json"),
        cli_invoke("adopt", "--topic", "agent", "--json"),
        cli_invoke("init", "--map", "maps/agent.yaml", "--json"),
        cli_invoke("parse", "nope.txt", "--json"),
    ]
    for result in outputs:
        assert json.loads(result.stdout)["schema"] == 1, result.stdout


def test_pr_refuses_a_failed_run_and_says_when_gh_is_missing(
    cli_invoke: CliInvoke, space: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    failed = space / "failed.json"
    failed.write_text(json.dumps({"schema": 1, "error": {"message": "no such file"}}))
    result = cli_invoke("pr", str(failed))
    assert result.exit_code == 2 and "the pull request was left as it was" in result.stderr
    good = space / "good.json"
    good.write_text(
        json.dumps(
            {
                "schema": 1,
                "exit_code": 0,
                "body": "b",
                "branch": {"name": "e2/x", "base_ref": "origin/main", "remote": "origin",
                           "commits": 1},
            }
        )
    )  # fmt: skip
    monkeypatch.setenv("PATH", str(space / "no-bin"))
    missing = cli_invoke("pr", str(good))
    assert missing.exit_code == 2 and "GitHub CLI (gh) is not installed" in missing.stderr


def test_a_branch_run_with_two_briefings_parses_and_reads_each_once(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each briefing parsed once, each document decoded and planned once, and a fixed number
    of git processes (issue 22: the PR body does not go back to git for what the run did)."""
    import git as gitpython

    from patcher import api, nightly
    from patcher.briefing import parse
    from patcher.plan import merge

    repo = make_repo(tmp_path / "repo")
    counts = {"parse": 0, "decode": 0, "plan": 0, "git": 0}

    def counted(name: str, func):  # type: ignore[no-untyped-def]
        def wrapper(*args, **kwargs):  # type: ignore[no-untyped-def]
            counts[name] += 1
            return func(*args, **kwargs)

        return wrapper

    monkeypatch.setattr(parse, "parse_text", counted("parse", parse.parse_text))
    for module in (parse, api, nightly):  # every module that decodes on this path
        monkeypatch.setattr(module, "decode", counted("decode", module.decode))
    monkeypatch.setattr(merge, "plan", counted("plan", merge.plan))
    monkeypatch.setattr(gitpython.cmd.Git, "execute", counted("git", gitpython.cmd.Git.execute))
    briefs = [
        str(EXAMPLES / "briefs" / n) for n in ("2026-09-23-plain.txt", "2026-09-24-markdown.md")
    ]
    result = cli_invoke(
        "apply", *briefs, "--doc", str(repo / "docs" / "inference.md"), "--branch", "e2/x",
        "--pr-body", str(tmp_path / "pr.md"),
    )  # fmt: skip
    assert result.exit_code == 0
    assert counts["parse"] == 2 and counts["plan"] == 1
    # git: rev-parse HEAD (detached?) and the base, check-ref-format, worktree list, the
    # branch's ref; ls-tree, cat-file -s (the size bound) + cat-file at the start;
    # hash-object, read-tree, update-index, write-tree, commit-tree; update-ref. Nothing
    # more for the PR body: the branch starts at the base, whose document the run already read.
    assert counts["git"] == 14, counts
    assert counts["decode"] == 3, counts  # the two briefings and the document


def test_write_changes_no_document_when_one_is_refused(cli_invoke: CliInvoke, space: Path) -> None:
    inference = space / "knowledge" / "inference.md"
    agent = space / "knowledge" / "agent.md"
    before = inference.read_bytes()
    agent.write_text(agent.read_text(encoding="utf-8") + "\n## §2.1 工具调用与协议\n")
    result = cli_invoke("apply", str(INFERENCE_BRIEF), str(AGENT_BRIEF), "--write")
    assert result.exit_code == 2 and "appears 2 times" in result.stderr
    assert inference.read_bytes() == before
    assert not list(space.glob("knowledge/*.lock"))


def test_a_bug_under_json_is_exit_3_with_json(
    cli_invoke: CliInvoke, space: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from patcher import nightly

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a planted bug")

    monkeypatch.setattr(nightly, "run", broken)
    result = cli_invoke("apply", str(AGENT_BRIEF), "--json")
    assert result.exit_code == 3 and "Traceback" in result.stderr
    assert "a planted bug" in json.loads(result.stdout)["error"]["message"]


def test_the_library_branch_call_returns_the_report_and_the_commit(tmp_path: Path) -> None:
    import patcher
    from patcher.config.maps import find_map, load_map
    from patcher.text.source import read_source

    repo = make_repo(tmp_path / "repo")
    smap = load_map(find_map(None))
    doc = str(repo / "docs" / "inference.md")
    report, committed = patcher.apply_to_branch(
        [read_source(str(INFERENCE_BRIEF))], doc, smap, "e2/lib"
    )
    assert report.changed and committed is not None and committed.name == "e2/lib"
    again, none = patcher.apply_to_branch([read_source(str(INFERENCE_BRIEF))], doc, smap, "e2/lib")
    assert not again.changed and none is None


def test_after_a_reviewer_commit_the_night_plans_twice_and_parses_once(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With a reviewer's commit on the branch (an edit, nothing removed): each briefing is
    parsed once, the document planned twice (tonight, and the patcher's earlier version)."""
    from patcher.briefing import parse
    from patcher.plan import merge

    from .test_branch import git

    repo = make_repo(tmp_path / "repo")
    doc = str(repo / "docs" / "inference.md")
    first = str(EXAMPLES / "briefs" / "2026-09-23-plain.txt")
    assert cli_invoke("apply", first, "--doc", doc, "--branch", "e2/x").exit_code == 0
    git(repo, "checkout", "-q", "e2/x")
    path = repo / "docs" / "inference.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("三种 drafter 可热切换", "三种 drafter 可热切换（核对）"))
    git(repo, "commit", "-q", "-am", "a reviewer's edit")
    git(repo, "checkout", "-q", "main")
    counts = {"parse": 0, "plan": 0}
    for module, name, key in [(parse, "parse_text", "parse"), (merge, "plan", "plan")]:
        original = getattr(module, name)

        def wrapper(*args, _original=original, _key=key, **kwargs):  # type: ignore[no-untyped-def]
            counts[_key] += 1
            return _original(*args, **kwargs)

        monkeypatch.setattr(module, name, wrapper)
    second = str(EXAMPLES / "briefs" / "2026-09-24-markdown.md")
    result = cli_invoke("apply", first, second, "--doc", doc, "--branch", "e2/x", "--json")
    assert result.exit_code == 0
    assert counts == {"parse": 2, "plan": 2}
    assert "（核对）" in git(repo, "show", "e2/x:docs/inference.md")


def test_review_of_a_topics_document_reads_it_with_the_topics_map(
    cli_invoke: CliInvoke, space: Path
) -> None:
    """The morning review of the agent document: with the shipped (inference) map every hunk
    of agent.md was CHURN, "outside the anchors", exit 1."""
    diff = cli_invoke("apply", str(AGENT_BRIEF))
    assert diff.exit_code == 0 and "+++ b/knowledge/agent.md" in diff.stdout
    patch = space / "agent.patch"
    patch.write_text(diff.stdout, encoding="utf-8")
    result = cli_invoke("review", str(patch), "--doc", "knowledge/agent.md")
    assert result.exit_code == 0, result.stdout
    assert "CHURN" not in result.stdout and "§2.1" in result.stdout


def _topic_doc(folder: Path, name: str, title: str | None = None) -> str:
    """The example document (anchors §1.1–§1.4) saved as `name`, its title replaced."""
    text = (EXAMPLES / "inference.md").read_text(encoding="utf-8")
    if title is not None:
        text = f"{title}\n\n{text}" if "\n=" in title else f"# {title}\n\n{text}"
    (folder / name).write_text(text, encoding="utf-8")
    return str(folder / name)


@pytest.mark.parametrize(
    "name, title",
    [
        ("agent.md", None),
        ("AGENT.md", None),
        ("notes.md", "agent · 活文档"),
        ("kb.md", "Agent KB"),
        ("kb.md", "Agent living document\n====================="),  # (a setext title)
    ],
)
def test_a_document_whose_own_name_states_the_briefings_topic_takes_it(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str,
    title: str | None,
) -> None:  # fmt: skip
    # the shipped map describes inference.md (topic inference): for another file whose name
    # or title says `agent`, an agent briefing is that document's, with the map's anchors
    monkeypatch.chdir(tmp_path)
    doc = _topic_doc(tmp_path, name, title)
    result = cli_invoke(
        "apply", str(AGENT_BRIEF), "--doc", doc, "--map", str(ROOT / "section_map.yaml")
    )
    assert result.exit_code == 0, result.stderr
    assert "TierMem" in result.stdout


@pytest.mark.parametrize(
    "name, title",
    [
        ("inference.md", "agent · 活文档"),  # the map's own file: its topic decides
        ("rag.md", None),  # it says another topic
        ("notes.md", None),  # it says none: the map's topic
        ("notes.md", "agentic systems"),  # a title word is not the topic
    ],
)
def test_a_document_whose_name_states_no_such_topic_refuses_it(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str,
    title: str | None,
) -> None:  # fmt: skip
    monkeypatch.chdir(tmp_path)
    doc = _topic_doc(tmp_path, name, title)
    before = Path(doc).read_bytes()
    result = cli_invoke(
        "apply", str(AGENT_BRIEF), "--doc", doc, "--map", str(ROOT / "section_map.yaml"), "--write"
    )
    assert result.exit_code == 2
    assert (
        "briefing of topic 'agent'" in result.stderr and "takes topic 'inference'" in result.stderr
    )
    assert Path(doc).read_bytes() == before
