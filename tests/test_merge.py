"""The whole briefing: contradictions as notes, the arXiv index, priorities, continued entries."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.text.source import Source, read_source, split_text

from .conftest import DATA, EXAMPLES, ROOT, brief_text, increment

PLAIN = EXAMPLES / "briefs" / "2026-09-23-plain.txt"
MARKDOWN = EXAMPLES / "briefs" / "2026-09-24-markdown.md"
DOC = EXAMPLES / "inference.md"
TEAM = DATA / "team" / "inference.md"


def run(
    *briefs: Path | str, smap: SectionMap, doc: bytes | None = None, min_priority: str = "low"
) -> api.ApplyReport:
    sources = [
        read_source(str(b)) if isinstance(b, Path) else Source("b.txt", b.encode()) for b in briefs
    ]
    document = Source("inference.md", doc if doc is not None else DOC.read_bytes())
    return api.apply(sources, document, smap, min_priority=min_priority)


def notes(report: api.ApplyReport) -> dict[str, tuple[str, str | None, str | None]]:
    return {n.id: (n.action, n.attached_to, n.matched) for n in report.contradictions}


def test_paragraph_form_attaches_to_the_increment_it_names(default_map: SectionMap) -> None:
    got = notes(run(PLAIN, smap=default_map))
    assert got["2026-09-23#c1"] == ("attached", "2026-09-23#2", 'names "LMCache"')
    assert got["2026-09-23#c2"] == ("attached", "2026-09-23#3", "claims:2.4×,EAGLE-3")


def test_table_form_attaches_by_name_and_by_arxiv_id(default_map: SectionMap) -> None:
    got = notes(run(MARKDOWN, smap=default_map))
    assert got["2026-09-24#c1"] == ("attached", "2026-09-24#1", 'names "colibri"')
    assert got["2026-09-24#c2"] == ("attached", "2026-09-24#2", "arxiv:2609.23001")


def test_note_lands_as_sub_bullet_with_risk_and_suggestion(default_map: SectionMap) -> None:
    text = run(PLAIN, smap=default_map).new_text.render()
    lmcache = text.index("**LMCache**")
    note = text.index(
        "  - ⚠️ 待核实（低风险）：LMCache 0.4 命中率数字以 arXiv v2 为准，待核实 "
        "<!-- livedoc:id=2026-09-23#c1 -->"
    )
    assert lmcache < note < text.index("## §1.4")


def test_item_about_an_existing_entry_attaches_to_that_entry(default_map: SectionMap) -> None:
    brief = brief_text(increment(title="Tiny engine", section="§1.1 框架格局")) + (
        "三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：JustFit 24 GiB 是否含 swap（中风险）\n"
        '建议：标注"JustFit 内存口径待核实"\n'
    )
    report = run(brief, smap=default_map)
    (note,) = report.contradictions
    assert (note.action, note.matched) == ("attached", 'names "JustFit"')
    assert note.attached_to is not None and "JustFit" in note.attached_to
    assert "  - ⚠️ 待核实（中风险）：JustFit 内存口径待核实" in report.new_text.render()


def test_item_matching_nothing_goes_to_the_maps_anchor(default_map: SectionMap) -> None:
    brief = brief_text(increment(title="Tiny engine")) + (
        "三、矛盾/待核实\n| # | 矛盾/待核实项 | 来源 | 风险等级 |\n|---|---|---|---|\n"
        "| 1 | 某收购案审批进展 | jay | 低 |\n"
    )
    report = run(brief, smap=default_map)
    assert notes(report)["2026-10-01#c1"] == ("attached", "verify", None)
    text = report.new_text.render()
    assert text.index("- ⚠️ 待核实（低）：**某收购案审批进展**") > text.index("## 待核实")


def test_without_a_contradictions_anchor_the_item_is_reported_unattached(
    default_map: SectionMap,
) -> None:
    text = (ROOT / "section_map.yaml").read_text(encoding="utf-8")
    smap = load_map(Source("m.yaml", text.replace("contradictions: verify\n", "").encode()))
    brief = (
        brief_text(increment(title="Tiny engine"))
        + "三、矛盾/待核实\n矛盾/待核实 ①：某传闻（低风险）\n"
    )
    (note,) = run(brief, smap=smap).contradictions
    assert note.action == "unattached" and "no `contradictions` anchor" in note.reason


def test_reapplying_adds_no_note_twice(default_map: SectionMap) -> None:
    first = run(PLAIN, MARKDOWN, smap=default_map)
    second = run(PLAIN, MARKDOWN, smap=default_map, doc=first.new_text.encode())
    assert not second.changed
    assert {n.action for n in second.contradictions} == {"unchanged"}


def test_same_note_from_a_later_briefing_is_not_repeated(default_map: SectionMap) -> None:
    item = '三、矛盾/待核实\n矛盾/待核实 ①：JustFit 口径（低风险）\n建议：标注"JustFit 内存口径待核实"\n'
    day1 = brief_text(increment(title="Tiny engine")) + item
    day2 = brief_text(increment(title="Other engine"), date="2026-10-02") + item
    report = run(day1, day2, smap=default_map)
    assert [n.action for n in report.contradictions] == ["attached", "unchanged"]
    assert report.new_text.render().count("JustFit 内存口径待核实") == 1


# --- the arXiv index ----------------------------------------------------------------------------

TABLE_ROWS = [
    line
    for line in DOC.read_text(encoding="utf-8").split("\n")
    if line.startswith("| 26") or line.startswith("| 25")
]


def test_index_upserts_editing_only_the_changed_cells(default_map: SectionMap) -> None:
    report = run(PLAIN, smap=default_map)
    lines = report.new_text.render().split("\n")
    assert "| 2510.09665 | LMCache             | §1.3 | 2026-09-16 | 2026-09-23 |" in lines
    for row in TABLE_ROWS:
        if "2510.09665" not in row:
            assert row in lines  # untouched rows are byte-identical
    assert (
        "| 2609.21877 | LMCache 0.4: Tiered KV Offloading | §1.3 | 2026-09-23 | 2026-09-23 |"
        in lines
    )
    actions = {i.id: i.action for i in report.index}
    assert actions == {"2609.21877": "added", "2510.09665": "confirmed"}


def test_new_rows_are_padded_to_the_tables_columns(default_map: SectionMap) -> None:
    brief = brief_text(increment(title="Tiny engine")) + (
        "四、可引用 arXiv 号列表\n| arXiv 号 | 标题 | 可信度 | 与 inference.md 关系 |\n|---|---|---|---|\n"
        "| 2610.00001v2 | Tiny | 高 | 本次新增 → 建议归入 §1.2 推理调度 |\n"
    )
    lines = run(brief, smap=default_map).new_text.render().split("\n")
    assert "| 2610.00001 | Tiny                | §1.2 | 2026-10-01 | 2026-10-01 |" in lines


def test_id_marked_new_but_already_indexed_is_reported(default_map: SectionMap) -> None:
    brief = brief_text(increment(title="Tiny engine")) + (
        "四、可引用 arXiv 号列表\n| arXiv 号 | 标题 | 可信度 | 与 inference.md 关系 |\n|---|---|---|---|\n"
        "| 2609.17475 | JustFit | 高 | 本次新增 |\n"
    )
    (row,) = run(brief, smap=default_map).index
    assert row.action == "confirmed" and "already in the index" in row.note


def test_older_briefing_does_not_move_last_confirmed_back(default_map: SectionMap) -> None:
    brief = brief_text(increment(title="Tiny engine"), date="2026-09-01") + (
        "四、可引用 arXiv 号列表\n| arXiv 号 | 标题 | 可信度 | 与 inference.md 关系 |\n|---|---|---|---|\n"
        "| 2609.17475 | JustFit | 高 | 9-20锚定 |\n"
    )
    (row,) = run(brief, smap=default_map).index
    assert row.action == "unchanged"


# --- priorities ---------------------------------------------------------------------------------


def test_min_priority_medium_holds_low_rows_and_their_index_rows(default_map: SectionMap) -> None:
    report = run(PLAIN, MARKDOWN, smap=default_map, min_priority="medium")
    assert {h.id for h in report.held} == {"2026-09-23#4", "2026-09-24#2", "2609.23001"}
    assert {a.id for a in report.actions}.isdisjoint({"2026-09-23#4", "2026-09-24#2"})
    assert "2609.23001" not in report.new_text.render()
    assert notes(report)["2026-09-24#c2"][0] == "held"


def test_min_priority_high_holds_medium_too(default_map: SectionMap) -> None:
    report = run(PLAIN, smap=default_map, min_priority="high")
    assert {h.id for h in report.held} >= {"2026-09-23#1", "2026-09-23#3", "2026-09-23#4"}
    assert [a.id for a in report.actions] == ["2026-09-23#2"]


def test_disagreement_is_reported_and_the_map_decides(default_map: SectionMap) -> None:
    (d,) = run(PLAIN, smap=default_map).disagreements
    assert (d.id, d.suggestion, d.priority, d.winner) == ("2026-09-23#1", "§1.2", "§1.3", "§1.2")
    text = (ROOT / "section_map.yaml").read_text(encoding="utf-8")
    smap = load_map(
        Source(
            "m.yaml", text.replace("disagreement: suggestion", "disagreement: priority").encode()
        )
    )
    report = run(PLAIN, smap=smap)
    (d,) = report.disagreements
    assert d.winner == "§1.3"
    action = next(a for a in report.actions if a.id == "2026-09-23#1")
    assert action.via == "priority"


# --- continued anchors --------------------------------------------------------------------------


def test_continued_increment_writes_a_dated_history_of_its_figures(default_map: SectionMap) -> None:
    doc = DOC.read_text(encoding="utf-8")
    brief = brief_text(
        increment(title="DeepSeek-V4.1-Flash 135▲ #2 — 续立锚定 48h +78▲", section="§1.3 KV Cache"),
        date="2026-09-21",
    )
    report = run(brief, smap=default_map, doc=doc.encode())
    (action,) = report.actions
    assert action.action == "updated"
    assert action.matched == 'title names "DeepSeek-V4.1-Flash" + same section §1.3'
    assert (
        "  - 2026-09-21 续立：95▲ #2 → 135▲ #2（48h +78▲） "
        "<!-- livedoc:id=2026-09-21#1 keys=name:deepseek41flash -->" in report.new_text.render()
    )
    assert report.new_text.render().count("**DeepSeek-V4.1-Flash**") == 1


def test_continued_increment_matching_nothing_is_flagged(default_map: SectionMap) -> None:
    brief = brief_text(increment(title="Unknown 续立锚定 12▲ #9", section="§1.3 KV Cache"))
    (action,) = run(brief, smap=default_map).actions
    assert action.action == "inserted" and "continued-but-new" in action.flags


@pytest.mark.parametrize("brief", [PLAIN, MARKDOWN])
def test_examples_apply_twice_is_once(brief: Path, default_map: SectionMap) -> None:
    once = run(brief, smap=default_map)
    twice = run(brief, smap=default_map, doc=once.new_text.encode())
    assert twice.new_text.encode() == once.new_text.encode()


def test_json_report_has_the_new_lists(default_map: SectionMap) -> None:
    from patcher.cli.render import to_jsonable

    data = to_jsonable(run(PLAIN, smap=default_map, min_priority="medium"))
    assert {"contradictions", "index", "held", "disagreements"} <= data.keys()
    assert data["contradictions"][0]["attached_to"] == "2026-09-23#2"
    assert split_text("x", "a").lines == ("a",)


def test_index_actions_report_their_new_lines(default_map: SectionMap) -> None:
    report = run(PLAIN, smap=default_map)
    lines = report.new_text.render().split("\n")
    for action in report.index:
        assert action.line is not None and action.id in lines[action.line - 1]


def test_init_with_the_shipped_map_is_a_complete_target(default_map: SectionMap) -> None:
    fresh = api.init(default_map)
    assert "| arXiv | 标题 | 章节 | 首次锚定 | 最近确认 |\n|---|---|---|---|---|" in fresh
    report = run(PLAIN, MARKDOWN, smap=default_map, doc=fresh.encode())
    assert {i.action for i in report.index} == {"added"}
    again = run(PLAIN, MARKDOWN, smap=default_map, doc=report.new_text.encode())
    assert not again.changed


def test_both_contradiction_forms_in_one_briefing_get_distinct_ids(default_map: SectionMap) -> None:
    brief = brief_text(increment(title="Tiny engine")) + (
        '三、矛盾/待核实\n矛盾/待核实 ①：传闻甲（低风险）\n建议：标注"甲待核实"\n'
        "| # | 矛盾/待核实项 | 来源 | 风险等级 |\n|---|---|---|---|\n| 1 | 传闻乙 | jay | 低 |\n"
    )
    report = run(brief, smap=default_map)
    assert [n.action for n in report.contradictions] == ["attached", "attached"]
    assert len({n.id for n in report.contradictions}) == 2
    from patcher.lint.check import check_text

    assert check_text(split_text("d.md", report.new_text.render()), default_map) == []


@pytest.mark.parametrize(
    "row, expected",
    [
        (
            "| 2609.17475 | JustFit             | §1.1 | 2026-09-20 | —          |",
            "| 2609.17475 | JustFit             | §1.1 | 2026-09-20 | 2026-10-01 |",
        ),
        ("| 2609.17475 | JustFit |", "| 2609.17475 | JustFit |"),
    ],
)
def test_odd_index_rows(default_map: SectionMap, row: str, expected: str) -> None:
    doc = DOC.read_text(encoding="utf-8").replace(
        "| 2609.17475 | JustFit             | §1.1 | 2026-09-20 | 2026-09-20 |", row
    )
    brief = brief_text(increment(title="Tiny engine")) + (
        "四、可引用 arXiv 号列表\n| arXiv 号 | 标题 | 可信度 | 与 inference.md 关系 |\n|---|---|---|---|\n"
        "| 2609.17475 | JustFit | 高 | 9-20锚定 |\n"
    )
    lines = run(brief, smap=default_map, doc=doc.encode()).new_text.render().split("\n")
    assert expected in lines


@pytest.mark.parametrize(
    "row, expected",
    [
        ("| a | b         |", "| a | 2026-10-01 |"),
        ("| a | b |", "| a | 2026-10-01 |"),
        ("|a|b|", "|a|2026-10-01|"),
        ("a | b", "a | 2026-10-01"),
        ("| a | —           | c |", "| a | 2026-10-01  | c |"),
    ],
)
def test_replace_cell_keeps_the_rows_own_style(row: str, expected: str) -> None:
    from patcher.document.index_table import replace_cell

    assert replace_cell(row, 1, "2026-10-01") == expected


# --- index columns and 章节 ---------------------------------------------------------------------

OTHER_LIST = (
    "四、可引用 arXiv 号列表\n| ID | Paper | 归属 |\n|---|---|---|\n"
    "| 2610.00011 | A scheduler for prefix reuse | 建议归入 推理调度 |\n"
    "| 2610.00012 | Cited paper | 9-20锚定 |\n"
    "| 2610.00013 | Paged attention offload study | 9-19锚定 |\n"
    "| 2610.00014 | Unrelated topic | 9-19锚定 |\n"
)


def test_index_rows_from_a_list_with_other_headers_fill_every_column(
    default_map: SectionMap,
) -> None:
    doc = TEAM.read_text(encoding="utf-8").replace(
        "KV cache 压缩，9-20 95▲ #2", "KV cache 压缩，9-20 95▲ #2，对照 arXiv:2610.00012"
    )
    assert "2610.00012" in doc
    brief = brief_text(increment(title="Tiny engine")) + OTHER_LIST
    report = run(brief, smap=default_map, doc=doc.encode())
    rows = {a.id: a.anchor for a in report.index}
    assert rows == {
        "2610.00011": "§1.2",  # the row's named section, through the map's names
        "2610.00012": "§1.3",  # the entry that cites it
        "2610.00013": "§1.3",  # its title, through the map's keywords
        "2610.00014": "unsorted",  # nothing says where: the fallback, never guessed
    }
    unsorted = next(a for a in report.index if a.id == "2610.00014")
    assert "filed under 待归类 for the reviewer" in unsorted.note
    lines = report.new_text.render().split("\n")
    assert any(
        line.startswith("| 2610.00011")
        and "A scheduler for prefix reuse" in line
        and "§1.2" in line
        for line in lines
    )


def test_a_document_index_with_its_own_column_names_gets_full_rows(
    default_map: SectionMap,
) -> None:
    doc = (DATA / "adopt" / "notebook.md").read_text(encoding="utf-8")
    brief = brief_text(increment(title="Tiny engine")) + OTHER_LIST
    lines = run(brief, smap=default_map, doc=doc.encode()).new_text.render().split("\n")
    assert "| 2610.00011 | A scheduler for prefix reuse | §1.2 |" in lines


def test_an_index_section_without_a_table_gets_one(default_map: SectionMap) -> None:
    doc = DOC.read_text(encoding="utf-8")
    start = doc.index("| arXiv")
    end = doc.index("\n\n", start)
    doc = doc[:start] + "（暂无）" + doc[end:]
    brief = brief_text(increment(title="Tiny engine")) + OTHER_LIST
    text = run(brief, smap=default_map, doc=doc.encode()).new_text.render()
    assert "| arXiv | 标题 | 章节 | 首次锚定 | 最近确认 |" in text
    assert text.count("| 2610.00011 |") == 1


# --- contradictions: CJK words, whole notes, restated notes -------------------------------------

CJK_BRIEF = """\
inference · E1 预消化简报(2026-10-02)
二、增量条目
增量 1：机房级联故障 — 三个机柜连锁断电导致推理集群雪崩（⭐⭐⭐）
来源：inbox/x.md
要点：
- 断电 3 次，影响 120 张 GPU
建议归入章节：§1.4 推理可靠性与可观测性
增量 2：推理网关限流策略（⭐⭐⭐）
来源：inbox/y.md
要点：
- 令牌桶 500 QPS
建议归入章节：§1.4 推理可靠性与可观测性
三、值得警惕的矛盾或待核实说法
矛盾/待核实 ①：级联故障数据来源（中风险）
问题：断电次数只有单一来源
建议：标注"断电次数待运维日志核实"
矛盾/待核实 ②：某厂商新卡功耗数字（低风险）
矛盾/待核实 ③：推理网关限流阈值（低风险）
建议：标注"断电次数待运维日志核实"
"""

NEXT_DAY = """\
inference · E1 预消化简报(2026-10-03)
二、增量条目
增量 1：推理网关限流策略续（⭐⭐⭐）
来源：inbox/y.md
要点：
- 令牌桶 800 QPS
与活文档现有脉络的关系：续立锚定 10-02 推理网关限流策略 条目
建议归入章节：§1.4 推理可靠性与可观测性
三、值得警惕的矛盾或待核实说法
矛盾/待核实 ①：推理网关限流阈值（低风险，延续自 10-02）
建议：标注"断电次数待运维日志核实，含 10-03 新增两次"
"""


def test_contradictions_match_increments_by_chinese_words(default_map: SectionMap) -> None:
    report = run(CJK_BRIEF, smap=default_map, doc=TEAM.read_bytes())
    assert notes(report) == {
        "2026-10-02#c1": ("attached", "2026-10-02#1", "words:级联故障"),
        "2026-10-02#c2": ("attached", "verify", None),
        # the same suggestion as c1, on another increment: a note of its own
        "2026-10-02#c3": ("attached", "2026-10-02#2", "words:推理网关限流"),
    }


def test_a_note_never_repeats_its_own_title(default_map: SectionMap) -> None:
    text = run(CJK_BRIEF, smap=default_map, doc=TEAM.read_bytes()).new_text.render()
    assert "* ⚠️ 待核实（低风险）：**某厂商新卡功耗数字**（2026-10-02） <!--" in text
    assert text.count("某厂商新卡功耗数字") == 1


def test_a_note_restating_an_earlier_one_goes_under_it(default_map: SectionMap) -> None:
    first = run(CJK_BRIEF, smap=default_map, doc=TEAM.read_bytes()).new_text.render()
    second = run(NEXT_DAY, smap=default_map, doc=first.encode())
    lines = second.new_text.render().split("\n")
    old = next(n for n, line in enumerate(lines) if "livedoc:id=2026-10-02#c3" in line)
    assert lines[old + 1].startswith(
        "    * ⚠️ 待核实（低风险，延续自 10-02）：断电次数待运维日志核实，含"
    )
    assert "2026-10-03#c1" in lines[old + 1]
    together = run(CJK_BRIEF, NEXT_DAY, smap=default_map, doc=TEAM.read_bytes())
    assert together.new_text.render() == second.new_text.render()
    again = run(NEXT_DAY, smap=default_map, doc=second.new_text.render().encode())
    assert not again.changed


def test_a_note_is_a_duplicate_only_when_whole(default_map: SectionMap) -> None:
    first = run(CJK_BRIEF, smap=default_map, doc=TEAM.read_bytes()).new_text.render()
    shorter = CJK_BRIEF.replace("2026-10-02", "2026-10-05").replace(
        '"断电次数待运维日志核实"', '"断电次数待核实"'
    )
    same = CJK_BRIEF.replace("2026-10-02", "2026-10-06")
    assert notes(run(shorter, smap=default_map, doc=first.encode()))["2026-10-05#c1"][0] == (
        "attached"
    )
    assert {a for a, _, _ in notes(run(same, smap=default_map, doc=first.encode())).values()} == {
        "unchanged"
    }


def test_the_note_head_comes_from_the_note_template(default_map: SectionMap) -> None:
    from patcher.plan.render import note_head

    head = note_head(default_map.template.note)
    for line in [
        "⚠️ 待核实（低风险）：断电次数待核实",
        "⚠ 待核实 (中风险, 延续自 10-02) : 断电次数待核实",
        "⚠️待核实（高）：**标题**：断电次数待核实（2026-10-02）",
    ]:
        assert head.sub("", line, count=1).removeprefix("**标题**：").startswith("断电次数待核实")
    assert not head.match("待核实（低风险）：no emoji")
    assert not head.match("- 来源：inbox/x.md")
    custom = note_head("【待查·{risk}】{suggestion}")
    assert custom.sub("", "【待查·低风险】限流阈值") == "限流阈值"
    assert not note_head("{suggestion}（{risk}）").match("anything")


def test_a_restating_note_goes_under_the_earlier_one_with_the_maps_own_note_template() -> None:
    text = (ROOT / "section_map.yaml").read_text(encoding="utf-8")
    text = text.replace("  update:", '  note: "【待查·{risk}】{suggestion}"\n  update:')
    smap = load_map(Source("map.yaml", text.encode()))
    first = run(CJK_BRIEF, smap=smap, doc=TEAM.read_bytes()).new_text.render()
    second = run(NEXT_DAY, smap=smap, doc=first.encode())
    lines = second.new_text.render().split("\n")
    old = next(n for n, line in enumerate(lines) if "livedoc:id=2026-10-02#c3" in line)
    assert lines[old].lstrip().startswith("* 【待查·低风险】")
    assert lines[old + 1].startswith("    * 【待查·低风险，延续自 10-02】断电次数")
    assert "2026-10-03#c1" in lines[old + 1]
    again = run(NEXT_DAY, smap=smap, doc=second.new_text.render().encode())
    assert not again.changed
