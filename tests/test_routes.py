"""Routing: suggested, alias, keyword, fallback; never dropped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patcher.briefing.parse import parse_text
from patcher.config.maps import find_map, load_map
from patcher.config.sectionmap import SectionMap
from patcher.errors import BriefError
from patcher.plan.routes import route_brief
from patcher.text.source import Source, split_text

from .conftest import SMALL_MAP, CliInvoke, brief_text, increment


@pytest.fixture
def smap() -> SectionMap:
    return load_map(Source("map.yaml", SMALL_MAP.encode()))


def routes(smap: SectionMap, *increments: str):  # type: ignore[no-untyped-def]
    return route_brief(parse_text(split_text("b.txt", brief_text(*increments))), smap)


@pytest.mark.parametrize(
    "section, anchor, via",
    [
        ("§1.1 框架格局", "§1.1", "suggested"),
        ("§1.(1) 推理引擎", "§1.1", "alias"),
        ("§2.4 调度系统", "§1.2", "alias"),
        ("推理调度", "§1.2", "alias"),
    ],
)
def test_suggestion_routes(smap: SectionMap, section: str, anchor: str, via: str) -> None:
    (route,) = routes(smap, increment(section=section))
    assert (route.anchor, route.via, route.flagged) == (anchor, via, False)


def test_first_known_suggestion_is_primary_rest_secondary(smap: SectionMap) -> None:
    (route,) = routes(smap, increment(section="§9.9 未知；§2.4 调度 + §1.1 框架格局"))
    assert (route.anchor, route.via, route.secondary) == ("§1.2", "alias", ("§1.1",))
    assert "no anchor for '§9.9 未知'" in route.reason


def test_keyword_when_nothing_is_suggested(smap: SectionMap) -> None:
    (route,) = routes(smap, increment(title="new scheduler", section="", points="- a"))
    assert (route.anchor, route.via) == ("§1.2", "keyword")


def test_fallback_is_flagged(smap: SectionMap) -> None:
    (route,) = routes(smap, increment(title="liquid cooling", section="§9.9 机房", points="- a"))
    assert (route.anchor, route.via, route.flagged) == ("misc", "fallback", True)


def test_no_fallback_is_an_error_naming_the_increment(tmp_path: Path) -> None:
    smap = load_map(Source("m.yaml", SMALL_MAP.replace("fallback: misc\n", "").encode()))
    brief = parse_text(split_text("b.txt", brief_text(increment(title="x", section="§9.9 机房"))))
    with pytest.raises(BriefError, match=r"cannot be routed.*no fallback") as err:
        route_brief(brief, smap)
    assert (err.value.path, err.value.line) == ("b.txt", 3)


def test_every_via_recorded_is_in_its_vocabulary(default_map: SectionMap) -> None:
    """The `Via` vocabulary is complete: what an apply run records is one of its words."""
    from typing import get_args

    from patcher import api
    from patcher.plan.routes import Via
    from patcher.text.source import read_source

    from .conftest import EXAMPLES

    doc = read_source(str(EXAMPLES / "inference.md"))
    briefs = [read_source(str(p)) for p in sorted((EXAMPLES / "briefs").iterdir())]
    report = api.apply(briefs, doc, default_map)
    assert {a.via for a in report.actions} <= set(get_args(Via))
    assert len({a.via for a in report.actions}) >= 3


@pytest.mark.parametrize("section", ["缓存池章节", "第9.9节 机房"])
def test_an_unread_suggestion_routed_by_keywords_is_flagged(smap: SectionMap, section: str) -> None:
    (route,) = routes(smap, increment(title="new scheduler", section=section, points="- a"))
    assert (route.anchor, route.via, route.unread) == ("§1.2", "keyword", True)
    (said,) = routes(smap, increment(title="new scheduler", section="", points="- a"))
    assert (said.via, said.unread) == ("keyword", False)  # nothing suggested: nothing unread
    (read,) = routes(smap, increment(title="new scheduler", section="§1.1", points="- a"))
    assert (read.via, read.unread) == ("suggested", False)


def test_an_unread_suggestion_reaches_the_report_the_json_and_the_pr_body(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("map.yaml").write_text(SMALL_MAP, encoding="utf-8")
    Path("doc.md").write_text("# D\n\n## §1.1 框架格局\n\n## §1.2 推理调度\n\n## Misc\n", "utf-8")
    inc = increment(title="Wren scheduler 发布", section="缓存池章节", points="- a")
    Path("b.txt").write_text(brief_text(inc), encoding="utf-8")
    common = ("apply", "b.txt", "--doc", "doc.md", "--map", "map.yaml")
    text = cli_invoke(*common)
    assert "inserted §1.2 via keyword [suggestion-unread]" in text.stdout + text.stderr
    result = cli_invoke(*common, "--json", "--pr-body", "pr.md")
    kinds = [w["kind"] for w in json.loads(result.stdout)["warnings"]]
    assert result.exit_code == 0 and kinds == ["suggestion-unread"]
    assert "**suggestion-unread**" in Path("pr.md").read_text(encoding="utf-8")


def test_the_shipped_map_files_an_incident_under_reliability_by_its_symptom_words() -> None:
    """heldout22: `Capstan prefill 节点 NCCL 超时挂起` with no section suggested is a reliability
    incident (`挂起`, `超时`), not KV Cache news for the word `prefill`."""
    shipped = load_map(find_map(None, Path("/nonexistent")))
    night = (
        "inference · E1 预消化简报(2027-03-14)\n二、增量条目\n"
        "增量 1：Capstan prefill 节点 NCCL 超时挂起 — 16 卡以上多机必现（⭐⭐⭐⭐）\n"
        "来源：inbox/x.md\n要点：- 约 20 分钟后 NCCL all-gather 超时，整池挂起\n可信度：中\n"
    )
    (route,) = route_brief(parse_text(split_text("b.txt", night)), shipped)
    assert route.anchor == "§1.4" and route.via == "keyword", route


ROWS = (
    "六、建议今晚 E2 活文档更新优先级\n| 优先级 | 内容 | 动作 |\n|---|---|---|\n"
    "| 🟡 中 | liquid cooling | 写入 §1.2 推理调度 |\n"
)


def test_the_route_command_reads_the_priority_row_as_apply_does(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An increment suggesting no section that no keyword takes goes where its priority row
    says, in `route` as in `apply`; without the row it is the fallback's, flagged."""
    monkeypatch.chdir(tmp_path)
    Path("map.yaml").write_text(SMALL_MAP, encoding="utf-8")
    Path("doc.md").write_text("# D\n\n## §1.1 框架格局\n\n## §1.2 推理调度\n\n## Misc\n", "utf-8")
    inc = increment(title="liquid cooling", section="", points="- a")
    Path("b.txt").write_text(brief_text(inc) + ROWS, encoding="utf-8")
    shown = json.loads(cli_invoke("route", "b.txt", "--map", "map.yaml", "--json").stdout)
    (route,) = shown["routes"]
    assert (route["anchor"], route["via"], route["flagged"]) == ("§1.2", "priority", False)
    applied = cli_invoke("apply", "b.txt", "--doc", "doc.md", "--map", "map.yaml", "--json")
    (action,) = json.loads(applied.stdout)["documents"][0]["report"]["actions"]
    assert (action["anchor"], action["via"]) == ("§1.2", "priority")
    Path("b.txt").write_text(brief_text(inc), encoding="utf-8")
    (alone,) = json.loads(cli_invoke("route", "b.txt", "--map", "map.yaml", "--json").stdout)[
        "routes"
    ]
    assert (alone["anchor"], alone["via"], alone["flagged"]) == ("misc", "fallback", True)


def test_with_no_fallback_a_priority_row_routes_what_nothing_else_does(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No fallback: the row's section takes the increment (apply no longer refuses the
    briefing); without the row `route` reports it unrouted and `apply` refuses (exit 2)."""
    monkeypatch.chdir(tmp_path)
    Path("map.yaml").write_text(SMALL_MAP.replace("fallback: misc\n", ""), encoding="utf-8")
    Path("doc.md").write_text("# D\n\n## §1.1 框架格局\n\n## §1.2 推理调度\n\n## Misc\n", "utf-8")
    inc = increment(title="liquid cooling", section="§9.9 机房", points="- a")
    Path("b.txt").write_text(brief_text(inc) + ROWS, encoding="utf-8")
    applied = cli_invoke("apply", "b.txt", "--doc", "doc.md", "--map", "map.yaml", "--json")
    assert applied.exit_code == 0, applied.stderr
    (action,) = json.loads(applied.stdout)["documents"][0]["report"]["actions"]
    assert (action["anchor"], action["via"]) == ("§1.2", "priority")
    Path("b.txt").write_text(brief_text(inc), encoding="utf-8")
    (route,) = json.loads(cli_invoke("route", "b.txt", "--map", "map.yaml", "--json").stdout)[
        "routes"
    ]
    assert route["via"] == "unrouted" and route["flagged"]
    refused = cli_invoke("apply", "b.txt", "--doc", "doc.md", "--map", "map.yaml")
    assert refused.exit_code == 2 and "cannot be routed" in refused.stderr
