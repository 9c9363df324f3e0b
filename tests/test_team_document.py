"""A team's own document, with other conventions than examples/inference.md, adopted by the
shipped map with no configuration: level-3 `§` headings under a `## §1`, its own archive and
index names, numbered and `*` lists, no 待归类/待核实 sections."""

from __future__ import annotations

from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.document.sections import load
from patcher.lint.check import check_text
from patcher.text.source import Source, read_source, split_text

from .conftest import brief_text, increment

TEAM = Path(__file__).parent / "data" / "team" / "inference.md"
SHARED = Path(__file__).resolve().parents[2] / "shared" / "briefs"


def apply(*briefs: str, smap: SectionMap, doc: bytes | None = None) -> api.ApplyReport:
    sources = [Source(f"b{n}.txt", b.encode()) for n, b in enumerate(briefs)]
    return api.apply(sources, Source("inference.md", doc or TEAM.read_bytes()), smap)


def kept_every_line(old: str, new: str) -> bool:
    """Every original line is still there, in order (index rows may move their last date)."""
    lines = iter(new.split("\n"))
    kept = [line for line in old.split("\n") if not line.startswith("| 26")]
    return all(any(line == other for other in lines) for line in kept)


def test_the_shipped_map_names_no_entity(default_map: SectionMap) -> None:
    assert default_map.identity.entities == ()


def test_check_is_clean_on_the_team_document(default_map: SectionMap) -> None:
    assert (
        check_text(split_text("inference.md", TEAM.read_text(encoding="utf-8")), default_map) == []
    )


def test_increments_land_under_the_teams_level_3_headings(default_map: SectionMap) -> None:
    report = apply(
        brief_text(increment(title="HookPoint 可观测性", section="§1.4 推理可靠性与可观测性")),
        smap=default_map,
    )
    (action,) = report.actions
    assert (action.action, action.anchor) == ("inserted", "§1.4")
    text = report.new_text.render()
    assert (
        text.index("### §1.4 Reliability")
        < text.index("**HookPoint 可观测性**")
        < text.index("## 附录：旧条目")
    )
    assert report.created == ()
    assert kept_every_line(TEAM.read_text(encoding="utf-8"), text)


def test_a_missing_auxiliary_section_is_created_when_first_needed(default_map: SectionMap) -> None:
    report = apply(brief_text(increment(title="机房液冷", section="§9.9 机房")), smap=default_map)
    (action,) = report.actions
    assert (action.anchor, action.flags) == ("unsorted", ("fallback",))
    assert report.created == ("unsorted",)
    text = report.new_text.render()
    # after the last § section, at its level, before the team's archive
    assert (
        text.index("### §1.4 Reliability")
        < text.index("### 待归类")
        < text.index("## 附录：旧条目")
    )
    assert check_text(report.new_text, default_map) == []
    again = apply(
        brief_text(increment(title="机房液冷", section="§9.9 机房")),
        smap=default_map,
        doc=report.new_text.encode(),
    )
    assert not again.changed


def test_nothing_is_created_when_nothing_needs_it(default_map: SectionMap) -> None:
    report = apply(
        brief_text(increment(title="Tiny engine", section="§1.1 框架格局")), smap=default_map
    )
    assert report.created == () and "待归类" not in report.new_text.render()


def test_index_rows_go_to_the_table_under_the_teams_own_heading(default_map: SectionMap) -> None:
    brief = brief_text(increment(title="Tiny engine", section="§1.1 框架格局")) + (
        "四、可引用 arXiv 号列表\n| arXiv 号 | 标题 | 可信度 | 与 inference.md 关系 |\n|---|---|---|---|\n"
        "| 2610.00001 | Tiny | 高 | 本次新增 → 建议归入 §1.1 框架格局 |\n"
    )
    text = apply(brief, smap=default_map).new_text.render()
    assert text.index("## 参考论文") < text.index("| 2610.00001 ")
    assert text.count("| arXiv 号 |") == 1  # no second table header


def test_a_continued_increment_updates_the_entry_its_relation_line_names(
    default_map: SectionMap,
) -> None:
    inc = increment(
        title="TGI 正式死亡 → 迁移三坑实战指南",
        extra="与活文档现有脉络的关系：inference.md §1.1 已有 TGI 已死锚定（9-21 增量 2）；本条是迁移补充\n",
    )
    report = apply(brief_text(inc, date="2026-09-22"), smap=default_map)
    (action,) = report.actions
    assert action.action == "updated"
    assert (
        action.matched
        == 'title names "TGI 已死" + relation line names "TGI 已死" + same section §1.1'
    )
    assert report.new_text.render().count("TGI 已死") == 1


def test_a_title_comparing_products_is_a_new_entry(default_map: SectionMap) -> None:
    report = apply(
        brief_text(increment(title="SGLang vs vLLM 2026 决策框架 · TGI 已死")), smap=default_map
    )
    assert [a.action for a in report.actions] == ["inserted"]


def test_the_result_renders_as_one_list_item_per_entry_under_commonmark(
    default_map: SectionMap,
) -> None:
    report = apply(
        brief_text(increment(title="HookPoint", section="§1.4 推理可靠性与可观测性")),
        smap=default_map,
    )
    tokens = MarkdownIt("commonmark").parse(report.new_text.render())
    assert not [
        t for t in tokens if t.type in ("html_block", "html_inline") and "livedoc" not in t.content
    ]
    heading_text = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open"]
    assert heading_text == [h.text for h in load(report.new_text, default_map).headings]


@pytest.mark.skipif(not SHARED.is_dir(), reason="no shared briefings beside the repository")
def test_the_shared_briefings_apply_to_the_team_document(default_map: SectionMap) -> None:
    briefs = [read_source(str(p)) for p in sorted(SHARED.iterdir())]
    report = api.apply(briefs, Source("inference.md", TEAM.read_bytes()), default_map)
    anchors = {a.anchor for a in report.actions}
    assert anchors <= {"§1.1", "§1.2", "§1.3", "§1.4"}
    matched = {a.id: a.matched for a in report.actions if a.action == "updated"}
    assert matched.get("2026-09-22#2") == (
        'title names "TGI 已死" + relation line names "TGI 已死" + same section §1.1'
    )
    assert (matched.get("2026-09-22#1") or "").startswith('title names "SGLang v0.5.19')
    assert kept_every_line(TEAM.read_text(encoding="utf-8"), report.new_text.render())
    assert check_text(report.new_text, default_map) == []


def test_init_prints_the_shipped_map(cli_invoke, in_root) -> None:  # type: ignore[no-untyped-def]
    result = cli_invoke("init", "--print-map")
    assert result.exit_code == 0
    assert result.output == (Path(__file__).parents[1] / "section_map.yaml").read_text(
        encoding="utf-8"
    )
