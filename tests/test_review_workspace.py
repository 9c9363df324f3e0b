"""`review --branch` in a workspace: without --doc, every document the branch changed, each
with its topic's map; --doc still narrows it to one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import CliInvoke
from .test_body_outline import BRANCH, _brief, _repo
from .test_branch import git
from .test_workflow import WORKSPACE

THREE = WORKSPACE + "  rag:       {document: knowledge/rag.md, map: maps/rag.yaml}\n"


@pytest.fixture
def night(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cli_invoke: CliInvoke) -> Path:
    """A three-topic workspace whose branch changed two documents (inference, agent), one
    with a reviewer's commit that removed a line; the working directory."""
    repo, _ = _repo(tmp_path, ["inference", "agent", "rag"])
    (repo / "livedoc.yaml").write_text(THREE, encoding="utf-8")
    git(repo, "add", "livedoc.yaml")
    git(repo, "commit", "-q", "-m", "workspace")
    monkeypatch.chdir(repo)
    briefs = [_brief(tmp_path, t, 0) for t in ("inference", "agent")]
    assert cli_invoke("apply", *briefs, "--branch", BRANCH).exit_code == 0
    git(repo, "checkout", "-q", BRANCH)
    agent = repo / "knowledge" / "agent.md"
    lines = agent.read_text(encoding="utf-8").split("\n")
    drop = next(i for i, line in enumerate(lines) if line.startswith(("- ", "* ")))
    agent.write_text("\n".join(lines[:drop] + lines[drop + 1 :]), encoding="utf-8")
    git(repo, "commit", "-q", "-am", "a reviewer's removal")
    git(repo, "checkout", "-q", "main")
    return repo


def test_without_doc_every_changed_document_is_reviewed_with_its_topics_map(
    cli_invoke: CliInvoke, night: Path
) -> None:
    result = cli_invoke("review", "--branch", BRANCH, "--base", "main", "--json")
    assert result.exit_code == 1  # the reviewer removed a line: churn
    data = json.loads(result.stdout)
    docs = data["documents"]
    assert [(d["topic"], d["document"]) for d in docs] == [
        ("inference", "knowledge/inference.md"),
        ("agent", "knowledge/agent.md"),
    ]  # rag.md: the branch did not change it
    anchors = [{s["anchor"] for s in d["sections"]} for d in docs]
    assert anchors[0] & {"§1.1", "§1.2", "§1.3", "§1.4"} and not anchors[0] & {"§2.1", "§2.2"}
    assert anchors[1] & {"§2.1", "§2.2", "§2.3"} and not anchors[1] & {"§1.1", "§1.2"}
    assert data["churn"] is True and [d["churn"] for d in docs] == [False, True]
    reviewer = [c for c in docs[1]["commits"] if not c["patcher"]]
    assert [c["subject"] for c in reviewer] == ["a reviewer's removal"]
    assert (reviewer[0]["added"], reviewer[0]["removed"]) == (0, 1)

    text = cli_invoke("review", "--branch", BRANCH, "--base", "main")
    assert text.exit_code == 1
    out = text.stdout
    first, second = out.index("knowledge/inference.md"), out.index("knowledge/agent.md")
    assert first < out.index("§1.") < second < out.index("§2.") and "rag.md" not in out
    assert "CHURN" in out[second:] and "CHURN" not in out[:second]


def test_doc_still_narrows_the_review_to_one_document(cli_invoke: CliInvoke, night: Path) -> None:
    result = cli_invoke(
        "review", "--branch", BRANCH, "--base", "main", "--doc", "knowledge/inference.md",
        "--json",
    )  # fmt: skip
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["document"] == "knowledge/inference.md" and "documents" not in data
    anchors = [s["anchor"] for s in data["sections"]]
    assert any(a.startswith("§1.") for a in anchors) and not any(
        a.startswith("§2.") for a in anchors
    )


def test_a_branch_that_changed_no_document_says_so(cli_invoke: CliInvoke, night: Path) -> None:
    git(night, "branch", "untouched", "main")
    result = cli_invoke("review", "--branch", "untouched", "--base", "main")
    assert result.exit_code == 0
    assert "changes no document of livedoc.yaml" in result.stdout
