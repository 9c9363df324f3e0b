"""The PR body's heading structure as GitHub shows it (markdown-it-py, CommonMark rules):
which heading each part of a two- and a three-topic night lies under. The branch-wide parts
(the commits, the warnings, tonight's run) must not sit inside the last document's section."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from patcher import nightly
from patcher.config.maps import find_map, load_map
from patcher.text.source import read_source

from .conftest import EXAMPLES
from .test_branch import git, make_repo
from .test_workflow import AGENT

BRANCH = "e2/pending"
TOPICS = {  # topic: (document, map or None for the shipped one)
    "inference": ("knowledge/inference.md", None),
    "agent": ("knowledge/agent.md", "maps/agent.yaml"),
    "rag": ("knowledge/rag.md", "maps/rag.yaml"),  # the agent example, renamed
}
NIGHTS = {
    "inference": [EXAMPLES / "briefs" / "2026-09-23-plain.txt",
                  EXAMPLES / "briefs" / "2026-09-24-markdown.md"],
    "agent": [AGENT / "briefs" / "2026-09-23-agent.txt", AGENT / "briefs" / "2026-09-24-agent.txt"],
    "rag": [AGENT / "briefs" / "2026-09-23-agent.txt", AGENT / "briefs" / "2026-09-24-agent.txt"],
}  # fmt: skip


@dataclass(frozen=True)
class Heading:
    level: int
    text: str
    line: int  # 0-based
    parent: Heading | None

    def chain(self) -> list[str]:
        up, out = self.parent, []
        while up is not None:
            out.append(up.text)
            up = up.parent
        return out


def outline(body: str) -> list[Heading]:
    """Every heading GitHub shows, each with the heading it lies under."""
    tokens = MarkdownIt("commonmark").parse(body)
    out: list[Heading] = []
    stack: list[Heading] = []
    for i, token in enumerate(tokens):
        if token.type != "heading_open" or token.map is None:
            continue
        level = int(token.tag[1])
        while stack and stack[-1].level >= level:
            stack.pop()
        heading = Heading(level, tokens[i + 1].content, token.map[0], stack[-1] if stack else None)
        out.append(heading)
        stack.append(heading)
    return out


def under(headings: list[Heading], line: int) -> Heading:
    """The heading whose section holds the 0-based `line`."""
    return [h for h in headings if h.line <= line][-1]


def _repo(tmp_path: Path, topics: list[str]) -> tuple[Path, list[nightly.Target]]:
    repo = make_repo(tmp_path / "repo", commit=False)
    (repo / "docs").rename(repo / "knowledge")
    (repo / "maps").mkdir()
    targets = []
    for topic in topics:
        doc, smap = TOPICS[topic]
        if topic != "inference":
            text = (AGENT / "agent-map.yaml").read_text(encoding="utf-8")
            (repo / str(smap)).write_text(text.replace("agent", topic), encoding="utf-8")
            shutil.copy(AGENT / "agent.md", repo / doc)
        targets.append((doc, smap))
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "topics")
    return repo, [
        nightly.Target(str(repo / d), load_map(find_map(str(repo / m) if m else None, repo)))
        for d, m in targets
    ]


def _brief(tmp_path: Path, topic: str, night: int) -> str:
    source = NIGHTS[topic][night]
    path = tmp_path / f"{topic}-{night}{source.suffix}"
    text = source.read_text(encoding="utf-8")
    path.write_text(text.replace("agent · E1", f"{topic} · E1", 1), encoding="utf-8")
    return str(path)


def _night(tmp_path: Path, targets: list[nightly.Target], topics: list[str], n: int) -> str:
    sources = [read_source(_brief(tmp_path, t, n)) for t in topics]
    options = nightly.Options(BRANCH, "main")
    return nightly.run(sources, targets, options, "utf-8").body


def _reviewer_commit(repo: Path, doc: str) -> None:
    git(repo, "checkout", "-q", BRANCH)
    path = repo / doc
    path.write_text(path.read_text(encoding="utf-8") + "\n<!-- checked -->\n", encoding="utf-8")
    git(repo, "commit", "-q", "-am", "reviewer: a note")
    git(repo, "checkout", "-q", "main")


@pytest.mark.parametrize("topics", [["inference", "agent"], ["inference", "agent", "rag"]])
def test_each_part_of_the_body_lies_under_its_own_heading(
    tmp_path: Path, topics: list[str]
) -> None:
    repo, targets = _repo(tmp_path, topics)
    _night(tmp_path, targets, topics, 0)
    _reviewer_commit(repo, TOPICS[topics[0]][0])
    body = _night(tmp_path, targets, topics, 1)
    headings = outline(body)
    lines = body.split("\n")

    # a heading never sits deeper than one level below the one it lies under, nor above the top
    top = headings[0]
    assert top.text.startswith("E2 rolling branch") and top.level == 2
    for h in headings:
        assert h.level >= top.level, h.text
        assert h.parent is None or h.level == h.parent.level + 1, (h.text, h.chain())

    docs = [TOPICS[t][0] for t in topics]
    wholes = [h for h in headings if h.text.endswith(": the whole branch")]
    assert [next(d for d in docs if d in h.text) for h in wholes] == docs
    # each document's section holds its own anchors only; the branch-wide parts hold none
    for h in headings:
        in_docs = [p for p in [h.text, *h.chain()] if p.endswith(": the whole branch")]
        if h.text.startswith(("Patcher commits", "Reviewer commits", "Warnings", "Tonight")):
            assert in_docs == [], (h.text, h.chain())
        if h.text.startswith("§"):
            assert len(in_docs) == 1 or any("into" in p for p in h.chain()), h.chain()
    branch_wide = {h.text.split(" (")[0]: h for h in headings if h.parent is None}
    assert {"Warnings", "Tonight"} <= set(branch_wide), [h.text for h in headings]

    # every commit line lies under its commits heading; every warning under Warnings
    for i, line in enumerate(lines):
        if line.startswith("- `") and "E2 20" in line:
            assert under(headings, i).text == "Patcher commits"
        if "reviewer: a note" in line:
            assert under(headings, i).text == "Reviewer commits"
        if line.startswith("- **not-understood**"):
            assert under(headings, i).text.startswith("Warnings")

    # tonight: one part per document, each under Tonight, its Diffstat naming its document
    tonight = [h for h in headings if h.parent is not None and h.parent.text.startswith("Tonight")]
    assert len(tonight) == len(topics)
    for part, doc in zip(tonight, docs, strict=True):
        assert f"into {Path(doc).name} (" in part.text, part.text
        stats = [h for h in headings if h.parent is part and h.text == "Diffstat"]
        assert len(stats) == 1
        assert f"`{doc}`" in lines[stats[0].line + 2]
