"""The command line: outputs, JSON shapes, --write, and every exit-2 case with nothing written."""

from __future__ import annotations

import hashlib
import json
import stat
from pathlib import Path

import pytest

from .conftest import EXAMPLES, CliInvoke, brief_text, increment

DOC = "# Doc\n\n## §1.1 框架格局\n\n- **colibri** engine\n\n## §1.2 推理调度\n\n## Misc\n"


@pytest.fixture
def work(tmp_path: Path, small_map: Path) -> Path:
    (tmp_path / "doc.md").write_text(DOC, encoding="utf-8")
    (tmp_path / "brief.txt").write_text(
        brief_text(increment(title="Tiny engine")), encoding="utf-8"
    )
    return tmp_path


def apply_args(work: Path, *extra: str) -> list[str]:
    """`apply` of the work folder's briefing to its document with its map."""
    return [
        "apply",
        str(work / "brief.txt"),
        "--doc",
        str(work / "doc.md"),
        "--map",
        str(work / "map.yaml"),
        *extra,
    ]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_apply_prints_diff_and_leaves_document(cli_invoke: CliInvoke, work: Path) -> None:
    before = digest(work / "doc.md")
    result = cli_invoke(*apply_args(work))
    assert result.exit_code == 0
    assert result.stdout.startswith(f"--- a/{(work / 'doc.md').as_posix().lstrip('/')}\n+++ b/")
    assert (
        "+- **Tiny engine** ⭐⭐⭐（2026-10-01）：first point <!-- livedoc:id=2026-10-01#1 -->\n"
        "+  - second point\n+  - 来源：inbox/x.md\n+  - 可信度：高\n" in result.stdout
    )
    assert "1 inserted" in result.stderr and "not written (use --write)" in result.stderr
    assert digest(work / "doc.md") == before


def test_diff_label_is_relative_to_working_directory(
    cli_invoke: CliInvoke, work: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(work)
    result = cli_invoke("apply", "brief.txt", "--doc", "doc.md", "--map", "map.yaml")
    assert result.stdout.startswith("--- a/doc.md\n+++ b/doc.md\n@@ ")


def test_write_edits_atomically_keeping_mode_and_symlink(cli_invoke: CliInvoke, work: Path) -> None:
    real = work / "doc.md"
    real.chmod(0o640)
    link = work / "link.md"
    link.symlink_to(real)
    args = ("apply", str(work / "brief.txt"), "--doc", str(link), "--map", str(work / "map.yaml"))
    assert cli_invoke(*args, "--write").exit_code == 0
    assert link.is_symlink() and stat.S_IMODE(real.stat().st_mode) == 0o640
    assert "**Tiny engine**" in real.read_text(encoding="utf-8")
    assert not [p for p in work.iterdir() if p.name.endswith(".tmp")]
    after = digest(real)
    second = cli_invoke(*args, "--write")
    assert second.exit_code == 0 and second.stdout == "" and "no change" in second.stderr
    assert digest(real) == after


def test_briefing_from_stdin(cli_invoke: CliInvoke, work: Path) -> None:
    text = (work / "brief.txt").read_text(encoding="utf-8")
    result = cli_invoke("parse", "-", "--json", input=text.encode())
    assert result.exit_code == 0
    assert json.loads(result.stdout)["briefs"][0]["path"] == "<stdin>"


def test_parse_json_shape(cli_invoke: CliInvoke, work: Path) -> None:
    data = json.loads(cli_invoke("parse", str(work / "brief.txt"), "--json").stdout)
    brief = data["briefs"][0]
    assert {
        "path",
        "date",
        "topic",
        "increments",
        "contradictions",
        "arxiv_list",
        "priorities",
        "quiet_sources",
        "sources_checked",
        "unparsed",
    } <= brief.keys()
    assert brief["increments"][0]["id"] == "2026-10-01#1"


def test_route_json_shape(cli_invoke: CliInvoke, work: Path) -> None:
    data = json.loads(
        cli_invoke(
            "route", str(work / "brief.txt"), "--map", str(work / "map.yaml"), "--json"
        ).stdout
    )
    assert data == {
        "schema": 1,
        "routes": [
            {
                "id": "2026-10-01#1",
                "title": "Tiny engine",
                "anchor": "§1.1",
                "via": "suggested",
                "secondary": [],
                "reason": "suggested §1.1",
                "flagged": False,
                "unread": False,
            }
        ],
    }


def test_apply_json_shape(cli_invoke: CliInvoke, work: Path) -> None:
    result = cli_invoke(*apply_args(work, "--json"))
    data = json.loads(result.stdout)["documents"][0]["report"]
    assert data["changed"] is True and data["diff"].startswith("--- a/")
    (action,) = data["actions"]
    assert {
        k: action[k] for k in ("id", "title", "anchor", "action", "via", "matched", "line")
    } == {
        "id": "2026-10-01#1",
        "title": "Tiny engine",
        "anchor": "§1.1",
        "action": "inserted",
        "via": "suggested",
        "matched": None,
        "line": 6,
    }


def test_update_reports_what_it_matched(cli_invoke: CliInvoke, work: Path) -> None:
    (work / "b2.txt").write_text(brief_text(increment(title="colibri 0.3")), encoding="utf-8")
    data = json.loads(
        cli_invoke(
            "apply",
            str(work / "b2.txt"),
            "--doc",
            str(work / "doc.md"),
            "--map",
            str(work / "map.yaml"),
            "--json",
        ).stdout
    )
    actions = data["documents"][0]["report"]["actions"]
    assert [(a["action"], a["matched"], a["line"]) for a in actions] == [
        ("updated", 'entity:colibri + title names "colibri" + same section §1.1', 6)
    ]


def test_init_prints_every_anchor_and_is_a_valid_target(cli_invoke: CliInvoke, work: Path) -> None:
    result = cli_invoke("init", "--map", str(work / "map.yaml"))
    assert result.exit_code == 0
    assert result.stdout == "# 活文档\n\n## §1.1 框架格局\n\n## §1.2 推理调度\n\n## Misc\n\n"
    (work / "new.md").write_text(result.stdout, encoding="utf-8")
    applied = cli_invoke(
        "apply",
        str(work / "brief.txt"),
        "--doc",
        str(work / "new.md"),
        "--map",
        str(work / "map.yaml"),
        "--write",
    )
    assert applied.exit_code == 0


def test_default_map_init(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    out = cli_invoke("init").stdout
    assert "## §1.1 框架格局" in out and "## §1.4 推理可靠性与可观测性" in out


def test_example_runs_from_the_readme(cli_invoke: CliInvoke, in_root: Path) -> None:
    result = cli_invoke(
        "apply",
        *sorted(str(p.relative_to(in_root)) for p in (EXAMPLES / "briefs").iterdir()),
        "--doc",
        "examples/inference.md",
    )
    assert result.exit_code == 0 and result.stdout.startswith("--- a/examples/inference.md\n")


def test_stdin_twice_is_refused(cli_invoke: CliInvoke) -> None:
    result = cli_invoke("parse", "-", "-", input=b"")
    assert result.exit_code == 2 and "more than once" in result.stderr


def test_usage_error_exits_2(cli_invoke: CliInvoke) -> None:
    assert cli_invoke("apply").exit_code == 2


def test_init_json(cli_invoke: CliInvoke, work: Path) -> None:
    data = json.loads(cli_invoke("init", "--map", str(work / "map.yaml"), "--json").stdout)
    assert data["anchors"] == ["§1.1", "§1.2", "misc"]
    assert data["document"].startswith("# 活文档\n\n## §1.1 框架格局\n")


def test_the_pr_body_is_built_only_when_asked(
    cli_invoke: CliInvoke, work: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plain diff run builds no PR body (it shows none); --pr-body, --json and the
    library's default build the same one."""
    from patcher import nightly
    from patcher.config.maps import load_map
    from patcher.output import messages
    from patcher.text.source import read_source

    built: list[str] = []
    real = messages.night_body

    def counted(*args: object, **kwargs: object) -> str:
        built.append(real(*args, **kwargs))  # type: ignore[arg-type]
        return built[-1]

    monkeypatch.setattr(messages, "night_body", counted)
    plain = cli_invoke(*apply_args(work))
    assert plain.exit_code == 0 and "+++ b/" in plain.stdout and built == []
    body = work / "body.md"
    assert cli_invoke(*apply_args(work, "--pr-body", str(body))).stdout == plain.stdout
    as_json = json.loads(cli_invoke(*apply_args(work, "--json")).stdout)
    smap = load_map(read_source(str(work / "map.yaml")))
    target = nightly.Target(str(work / "doc.md"), smap)
    night = nightly.run(
        [read_source(str(work / "brief.txt"))], [target], nightly.Options(), "utf-8"
    )
    assert len(built) == 3 and "Tiny engine" in night.body
    assert body.read_text(encoding="utf-8") == as_json["body"] == night.body
