"""Format drift seen in real briefings, in fixtures of our own wording: every line lands in the
model (an increment, a row, a sub-heading) or in `not understood`, never nowhere."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

import pytest

from patcher.briefing.increments import LABELS
from patcher.briefing.parse import Brief, parse_text, status_of
from patcher.errors import BriefError
from patcher.text.source import split_text

from .conftest import ROOT, SHARED_BRIEFS, brief_text, increment
from .landing import unlanded

DRIFT_DIR = ROOT / "tests" / "data" / "drift"
DRIFT = DRIFT_DIR / "adjacent-sections.brief.txt"
WEEK1 = ROOT / "tests" / "data" / "decisions" / "week1" / "briefs"
EVERY_BRIEF = sorted(
    [*DRIFT_DIR.glob("*.brief.*"), *WEEK1.glob("*"), *SHARED_BRIEFS.glob("*")]
    if SHARED_BRIEFS.is_dir()
    else [*DRIFT_DIR.glob("*.brief.*"), *WEEK1.glob("*")]
)


def parse(text: str) -> Brief:
    return parse_text(split_text("b.txt", text))


def fixture() -> tuple[str, Brief]:
    text = DRIFT.read_text(encoding="utf-8")
    return text, parse(text)


def test_a_second_section_of_adjacent_items_is_read_without_a_note() -> None:
    _, brief = fixture()
    assert [(i.number, i.adjacent) for i in brief.increments] == [
        ("1", False),
        ("2", False),
        ("A", True),
        ("B", True),
    ]
    assert brief.unparsed == ()
    assert [i.suggestions[0].code for i in brief.increments] == [
        "§1.(2)",
        "§1.(3)",
        "§1.(4)",
        "§1.(7)",
    ]


def test_a_repeated_section_that_is_not_adjacent_items_is_still_reported() -> None:
    text = brief_text(increment(1)) + "\n二、增量条目（续）\n" + increment(2) + "\n"
    brief = parse(text)
    assert [n.where for n in brief.unparsed] == [
        "section increments repeated; its lines are appended"
    ]
    assert [i.number for i in brief.increments] == ["1", "2"]


def test_arxiv_sub_headings_give_their_tables_and_bullets_a_status() -> None:
    _, brief = fixture()
    rows = [(r.id, r.status, r.new, r.group[:5]) for r in brief.arxiv_list]
    assert rows == [
        ("2610.04417", "new", True, "🆕 新收 "),
        ("2609.11873", "carried-over", False, "🔄 沿用("),
        ("2608.30412", "carried-over", False, "🔄 沿用("),
        ("2607.21009", "carried-over", False, "🔄 沿用("),
    ]


def test_carried_over_bullets_keep_title_sections_and_the_rest() -> None:
    _, brief = fixture()
    by_id = {r.id: r for r in brief.arxiv_list}
    sparrow, heron, kestrel = by_id["2609.11873"], by_id["2608.30412"], by_id["2607.21009"]
    assert (sparrow.title, sparrow.sections, sparrow.relation) == (
        "Sparrow",
        ("§1.(2)",),
        "投机解码树剪枝 · §1.(2) · 沿用",
    )
    assert (heron.raw, heron.title, heron.sections) == ("arXiv:2608.30412", "Heron", ())
    assert (kestrel.title, kestrel.relation) == ("Kestrel 批调度", "沿用")


def test_a_bullet_without_a_sub_heading_takes_its_status_from_its_own_text() -> None:
    text = brief_text(increment()) + (
        "四、可引用 arXiv 号列表\n- 2611.00017（Wren · §1.1）— 本轮新增\n- 2611.00018（Finch）\n"
    )
    rows = parse(text).arxiv_list
    assert [(r.id, r.status, r.title) for r in rows] == [
        ("2611.00017", "new", "Wren"),
        ("2611.00018", "", "Finch"),
    ]


def test_a_sub_heading_with_nothing_under_it_and_a_stray_line_are_reported() -> None:
    text = brief_text(increment()) + (
        "四、可引用 arXiv 号列表\n🔄 沿用（无）：\n本轮没有新论文\n"
        "🆕 新增：\n| arXiv | 标题 |\n|---|---|\n| 2611.00019 | Robin |\n"
    )
    brief = parse(text)
    assert sorted((n.line, n.where) for n in brief.unparsed) == [
        (9, "arxiv_list: a sub-heading with no rows"),
        (10, "arxiv_list"),
    ]
    assert [(r.id, r.status) for r in brief.arxiv_list] == [("2611.00019", "new")]


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("🔄 沿用（上一版已立）：", "carried-over"),
        ("🆕 净增 3 件：", "new"),
        ("本次新增 → §1.2", "new"),
        ("Carried over from last week:", "carried-over"),
        ("renewed interest", ""),  # `new` only as a word of its own
        ("参考文献：", ""),
    ],
)
def test_status_words(text: str, status: str) -> None:
    assert status_of(text) == status


def test_sources_written_as_one_long_line_become_one_row_each() -> None:
    text, brief = fixture()
    line = text.split("\n")[43]
    rows = [r.cells for r in brief.sources_checked]
    assert rows == [
        ("inbox/ada/2026-10-07-sched-notes.md", "调度两件:Orchid 2.1/抢占实测"),
        ("inbox/ada/2026-10-07-cache-digest.md", "Lattice 冷热分层;另有 KV v2/HTTP"),
        ("inbox/ada/2026-10-07-gateway.md", "Quill 限流"),
        ("drafts/ada/todo.md", "2026-10-07 → 无新增"),
    ]
    assert {r.line for r in brief.sources_checked} == {44}
    # nothing of the line is lost: the cells hold every character but the arrows
    joined = re.sub(r"\s|→", "", "".join(c for r in rows for c in r))
    assert joined == re.sub(r"\s|→", "", line)


def test_sources_as_bullets_and_a_line_naming_no_path_are_rows_too() -> None:
    text = brief_text(increment()) + (
        "五、检查过的来源清单\n- notes/a.md：两件\n- 另查了三个频道，无新增\n"
        "| 来源 | 结论 |\n|---|---|\n| inbox/b.md | 一件 |\n"
    )
    brief = parse(text)
    assert [(r.cells, r.line) for r in brief.sources_checked] == [
        (("notes/a.md", "两件"), 9),
        (("另查了三个频道，无新增",), 10),
        (("inbox/b.md", "一件"), 13),
    ]
    assert brief.sources_header == ("来源", "结论")
    assert brief.unparsed == ()


def test_the_drift_fixture_has_no_line_outside_the_model() -> None:
    text, brief = fixture()
    assert brief.unparsed == ()
    numbers = {n for n, line in enumerate(text.split("\n"), 1) if line.strip()}
    landed = {brief.header_line, *(r.line for r in brief.sources_checked)}
    landed |= {r.line for r in brief.arxiv_list} | {c.line for c in brief.contradictions}
    landed |= {q.line for q in brief.quiet_sources}
    starts = [inc.line for inc in brief.increments] + [min(c.line for c in brief.contradictions)]
    for start, end in pairwise(starts):  # an increment's block: fields or unparsed
        landed |= set(range(start, end))
    groups = {r.group for r in brief.arxiv_list}
    headings = {n for n in numbers if re.match(r"^[一二三四五六]、", text.split("\n")[n - 1])}
    summary = {n for n in numbers if text.split("\n")[n - 1] in brief.summary}
    grouped = {n for n in numbers if text.split("\n")[n - 1].strip() in groups}
    footer = {n for n in numbers if text.split("\n")[n - 1] == brief.footer}
    table_rules = {
        n for n in numbers if text.split("\n")[n - 1].startswith(("| #", "|---", "| arXiv"))
    }
    assert numbers - landed - headings - summary - grouped - footer - table_rules == set()


def parse_file(name: str) -> Brief:
    return parse((DRIFT_DIR / name).read_text(encoding="utf-8"))


# A field label, as the briefing writes it, at the start of a point's text.
_FIELD_TEXT = re.compile(
    r"^(?:\*\*)?(?:" + "|".join(p for k, p in LABELS if k != "points") + r")(?:\*\*)?\s*[：:]"
)


@pytest.mark.parametrize("path", EVERY_BRIEF, ids=lambda p: p.name)
def test_every_line_lands_and_no_field_is_a_point_or_not_understood(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    brief = parse(text)
    assert unlanded(text, brief) == {}
    for inc in brief.increments:
        given = {f.key for f in inc.fields}
        top = [p.text for p in inc.body if p.kind == "text" and _FIELD_TEXT.match(p.text)]
        assert not top or {"credibility", "relation", "suggestion"} <= given, (inc.id, top)
    assert [n.text for n in brief.unparsed if _FIELD_TEXT.match(n.text.strip(" -*+"))] == []


def test_bulleted_field_labels_after_bulleted_points_are_fields() -> None:
    brief = parse_file("bulleted-fields.brief.txt")
    fields = [
        (
            i.credibility,
            i.relation[:9],
            [s.code for s in i.suggestions],
            [f.key for f in i.fields],
        )
        for i in brief.increments
    ]
    assert fields == [
        (
            "中（项目博客，脚本未公开）",
            "§1.1 已记 P",
            ["§1.1"],
            ["sources", "points", "credibility", "relation", "suggestion"],
        ),
        ("高(合并 PR)", "", ["§1.2"], ["sources", "points", "credibility", "suggestion"]),
        ("中高（论文 + 代码）", "", ["§1.3"], ["sources", "points", "credibility", "suggestion"]),
    ]
    assert brief.unparsed == ()


def test_label_words_inside_points_stay_points() -> None:
    pelican, egret, plover = parse_file("bulleted-fields.brief.txt").increments
    first = pelican.body[0]
    assert [c.text for c in first.children] == [
        "来源方面，作者只给了单集群数字",
        "建议归入章节：这一行是被引用的原文，不是字段",  # deeper than `- 要点：`: a point
    ]
    assert pelican.points[-1] == "可信度一词在发布说明里没有出现"  # no colon: not a label
    assert egret.points == ("长请求不再饿死短请求", "队列等待 P99 从 4.1s 降到 1.7s")
    assert len(plover.points) == 2 and plover.sources.endswith("§3")


def test_a_listed_label_repeating_a_given_field_is_a_point() -> None:
    text = brief_text(
        "增量 1：T（⭐）\n- 来源：x.md\n- 要点：\n- 第一点\n- 来源：另一篇博客的转述\n"
        "- 可信度：中\n- 建议归入章节：§1.2 推理调度"
    )
    inc = parse(text).increments[0]
    assert inc.points == ("第一点", "来源：另一篇博客的转述")
    assert (inc.sources, inc.credibility, inc.suggestions[0].code) == ("x.md", "中", "§1.2")


def test_a_listed_label_left_of_indented_points_under_a_plain_label_is_a_field() -> None:
    text = brief_text(
        "增量 1：T（⭐）\n来源：x.md\n要点：\n  - 第一点\n    - 可信度：引用的原话\n"
        "- 可信度：中\n- 建议归入章节：§1.2 推理调度"
    )
    inc = parse(text).increments[0]
    assert inc.points == ("第一点", "可信度：引用的原话")
    assert (inc.credibility, inc.suggestions[0].code) == ("中", "§1.2")


def test_contradiction_tables_are_read_by_column_role() -> None:
    brief = parse_file("role-tables.brief.txt")
    rows = [(c.number, c.title[:8], c.source, c.risk_level) for c in brief.contradictions]
    assert rows == [
        ("1", "Grebe 抢占", "项目文档", "medium"),
        ("2", "网关层优先级与引", "社区讨论", "high"),
        ("3", "两篇评测对同一配", "评测博客甲 / 乙", "low"),
    ]
    assert brief.unparsed == ()


def test_a_table_with_no_text_column_left_is_reported() -> None:
    text = brief_text(increment()) + "三、矛盾\n| # | 风险 |\n|---|---|\n| 1 | 高 |\n"
    brief = parse(text)
    assert brief.contradictions == ()
    assert [n.where for n in brief.unparsed] == ["contradictions"]


def test_status_lines_of_the_arxiv_list_in_any_position() -> None:
    brief = parse_file("arxiv-status.brief.txt")
    rows = [(r.id, r.status, r.title, r.sections) for r in brief.arxiv_list]
    assert rows == [
        ("2611.00031", "", "Gannet: Block-Sparse Decode Attention", ("§1.3",)),
        ("2610.07754", "carried-over", "Medusa-3", ("§1.2",)),
        ("2611.00032", "new", "Plover", ("§1.3",)),
        ("2611.00033", "new", "Tern", ()),
        ("2611.00034", "carried-over", "Skua 评测集", ()),
        ("2611.00035", "new", "Auk", ("§1.2",)),
        ("2611.00037", "new", "Murre", ("§1.4",)),
    ]
    # a status line with nothing under it is shown, not dropped
    assert [(n.line, n.where) for n in brief.unparsed] == [
        (20, "arxiv_list: a sub-heading with no rows")
    ]


def test_quiet_sources_split_at_a_separator_not_inside_an_arxiv_id() -> None:
    brief = parse_file("arxiv-status.brief.txt")
    assert [(q.source, q.text) for q in brief.quiet_sources] == [
        ("Petrel arXiv:2611.00036", "本周无新数据"),
        ("频道汇总", "只有转载"),
    ]


def test_a_signing_last_line_is_the_footer_not_a_row() -> None:
    brief = parse_file("role-tables.brief.txt")
    assert brief.footer == "Nia · 2026-10-15 21:05 CST · 日间预消化"
    assert [r.id for r in brief.arxiv_list] == ["2611.00041"]
    # the same line anywhere but last is not a footer
    text = brief_text(increment()) + "六、无显著新增\n- Nia · 2026-10-15 21:05 复查\n- 其他：无\n"
    assert parse(text).footer == ""
    # nor a last line with a date but no time of the run: a quiet source
    text = brief_text(increment()) + "六、无显著新增\nOrion · 2026-10-07 已锚入\n"
    brief = parse(text)
    assert (brief.footer, [q.text for q in brief.quiet_sources]) == (
        "",
        ["Orion · 2026-10-07 已锚入"],
    )


def test_markdown_headings_numbered_without_the_word_are_increments() -> None:
    brief = parse_file("numbered-headings.brief.md")
    assert [(i.number, i.title, i.stars) for i in brief.increments] == [
        ("1", "Wren 推理网关 2.0 — 多租户配额", 4),
        ("2", "Heron 调度器的批次合并", 3),
        ("3", "Ibis KV 分层卸载（arXiv:2610.07731）", 3),
    ]
    assert [s.code for i in brief.increments for s in i.suggestions] == ["§1.1", "§1.2", "§1.3"]
    (note,) = brief.contradictions  # a bold paragraph head: the risk read, the ** gone
    assert (note.title, note.risk) == ("Wren 配额表热更新的生效延迟", "低风险")
    assert brief.unparsed == ()


def test_a_numbered_heading_is_no_header_where_the_briefing_writes_the_word() -> None:
    text = brief_text(increment(title="Gannet 1.0", section="§1.1"))
    text = text.replace("- 要点：", "### 1. 这是要点里的小标题\n- 要点：", 1)
    (only,) = parse(text).increments
    assert only.title == "Gannet 1.0"


def test_a_dot_or_dash_after_the_number_is_a_separator_not_the_title() -> None:
    brief = parse_file("dot-separated.brief.md")
    assert [i.title for i in brief.increments] == [
        "Wren 推理网关 2.0.1 修复配额泄漏",
        "Kite 投机解码草稿头共享",
    ]


def test_english_field_labels_are_fields_not_part_of_the_one_before() -> None:
    """`Relation: …` under `可信度：…` was folded into the credibility (silently): read as the
    relation line, like `Sources:`, `Key points:`, `Confidence:` and `Suggested section:`."""
    block = (
        "增量 1：Marrowgate 1.4 发布（⭐⭐⭐）\nSources: inbox/lee.md §2\nKey points:\n"
        "- 新增分层预取\n- 吞吐 +9%\nConfidence: 中（release notes）\n"
        "Relation: continues the Marrowgate entry; hotfix line\n"
        "Suggested section: §1.1 框架格局"
    )
    brief = parse(brief_text(block))
    (inc,) = brief.increments
    assert inc.relation == "continues the Marrowgate entry; hotfix line"
    assert inc.credibility == "中（release notes）"
    assert "inbox/lee.md" in inc.sources
    assert [s.code for s in inc.suggestions] == ["§1.1"]
    assert not brief.warnings


@pytest.mark.parametrize(
    "label",
    ["Relation to inference.md", "Relationship with the living document", "与 inference.md 的关系"],
)
def test_a_relation_label_naming_the_document_is_the_relation(label: str) -> None:
    """`Relation to agent.md: …` was folded into the field before it (the credibility)."""
    block = (
        "增量 1：Pellucid 2.2 发布（⭐⭐⭐）\nSource: pellucid.dev/notes · 2026-10-01\nKey points:\n"
        f"- 前缀缓存分片\nCredibility: 高\n{label}: 背景：§1.1 已有 Pellucid 2.1\n"
        "Section: §1.1 框架格局"
    )
    brief = parse(brief_text(block))
    (inc,) = brief.increments
    assert inc.relation == "背景：§1.1 已有 Pellucid 2.1"
    assert inc.credibility == "高"
    assert [s.code for s in inc.suggestions] == ["§1.1"]
    assert not brief.unparsed and not brief.warnings


def test_a_bare_section_label_is_a_suggestion_only_before_a_section_code() -> None:
    """`Section: §1.2 …` names the suggested section; `- Section: 4 of the paper` is a point."""
    block = increment(1, "Pellucid 2.2 发布", points="\n- Section: 4 of the paper\n- 吞吐 +7%")
    (inc,) = parse(brief_text(block)).increments
    assert "Section: 4 of the paper" in inc.points
    assert [s.code for s in inc.suggestions] == ["§1.1"]


@pytest.mark.parametrize(
    "head", ["【增量 1】", "【增量1】：", "[增量 1] ", "- 【增量 1】", "### 【增量 1】 "]
)
def test_a_head_in_brackets_of_its_own_opens_an_increment(head: str) -> None:
    """`【增量 1】TITLE` found no increment at all ("no increments found")."""
    block = increment(1, title="Pellucid 2.2 发布").replace("增量 1：", head, 1)
    brief = parse(brief_text(block))
    assert [(i.number, i.title) for i in brief.increments] == [("1", "Pellucid 2.2 发布")]
    assert not brief.warnings


@pytest.mark.parametrize(
    "item",
    [
        "⚠️ 矛盾/待核实 {n}：{t}",
        "- **🔍 矛盾/待核实 {n}**：{t}",
        "【矛盾/待核实 {n}】{t}",
        "⚠️ {n}. {t}",
    ],
)
def test_an_emoji_or_brackets_before_a_contradiction_item_still_open_it(item: str) -> None:
    """`⚠️ 矛盾/待核实 4：…` found no item of the section at all."""
    titles = ["Pellucid 2.2 吞吐说法不一", "Harrow 网关是否支持 gRPC"]
    items = "\n".join(
        item.format(n=n, t=t) + "\n来源说法不一，待官方确认。" for n, t in enumerate(titles, 1)
    )
    text = (
        brief_text(increment(1, "Pellucid 2.2 发布")) + f"三、值得警惕的矛盾或待核实说法\n{items}\n"
    )
    brief = parse(text)
    assert [(c.number, c.title) for c in brief.contradictions] == [
        ("1", titles[0]),
        ("2", titles[1]),
    ]
    assert not brief.unparsed


def test_a_bare_section_label_before_a_section_code_is_the_suggestion() -> None:
    """`Section: §1.2 推理调度` (English labels throughout) was "not understood": the
    suggestion; a `Section:` line in the points naming no section's code stays a point."""
    block = (
        "增量 1：Brindlemoor 2.0 — 语义路由（⭐⭐⭐）\nSource: brindlemoor.dev/blog\nKey points:\n"
        "- Section: 4 of the paper reports a 2× gain\n- 按上游熔断重试\nCredibility: high\n"
        "Section: §1.2 推理调度"
    )
    brief = parse(brief_text(block))
    (inc,) = brief.increments
    assert [s.code for s in inc.suggestions] == ["§1.2"]
    assert any("Section: 4 of the paper" in p for p in inc.points)
    assert not brief.warnings


@pytest.mark.parametrize("head", ["增量1）", "增量 1）", "增量1)", "增量 1) "])
def test_a_closing_bracket_after_the_number_separates_the_title(head: str) -> None:
    """`增量1）TITLE` found no increment at all ("no increments found")."""
    block = increment(1, title="Tarragon 0.4 发布").replace("增量 1：", head, 1)
    brief = parse(brief_text(block))
    assert [(i.number, i.title) for i in brief.increments] == [("1", "Tarragon 0.4 发布")]


def test_an_emoji_before_a_field_label_is_part_of_the_label() -> None:
    text = brief_text(
        "增量 1：Quernstone 2.0（⭐⭐）\n- 📥 **来源**：https://github.com/quern/stone\n"
        "- 📌 **要点**：\n  - 新的批调度\n- ✅ 可信度：高\n- 🔗 **与活文档关系**：新增\n"
        "- 🗂️ **建议归入章节**：§1.1 框架格局"
    )
    brief = parse(text)
    inc = brief.increments[0]
    assert [f.label for f in inc.fields] == [
        "来源",
        "要点",
        "可信度",
        "与活文档关系",
        "建议归入章节",
    ]
    assert (inc.sources, inc.credibility, inc.relation) == (
        "https://github.com/quern/stone",
        "高",
        "新增",
    )
    assert inc.points == ("新的批调度",)
    assert inc.suggestions[0].code == "§1.1"
    assert unlanded(text, brief) == {} and brief.unparsed == ()


@pytest.mark.parametrize("emoji", ["", "🚦", "⚠️", "🆕 "])
def test_an_emoji_or_a_bold_number_still_opens_an_increment(emoji: str) -> None:
    text = brief_text(
        f"### {emoji}增量 1：Colibri 0.4 发布（⭐⭐⭐）\n来源：inbox/a.md\n要点：- a\n"
        "建议归入章节：§1.1",
        f"**{emoji}增量 2**：Wren 调度器（⭐⭐）\n来源：inbox/b.md\n要点：- b\n建议归入章节：§1.2",
    )
    brief = parse(text)
    assert [(i.number, i.title) for i in brief.increments] == [
        ("1", "Colibri 0.4 发布"),
        ("2", "Wren 调度器"),
    ]
    assert brief.unparsed == ()


def test_an_emoji_led_point_naming_an_increment_is_no_header() -> None:
    brief = parse(brief_text(increment(1, points="- 🚦 增量 2 的来源同上")))
    assert [i.number for i in brief.increments] == ["1"]


@pytest.mark.parametrize(
    "empty",
    [
        "无",
        "无新增。",
        "- （暂无）",
        "🆕 净增 0 件：",
        "None.",
        "（本实例无 arXiv 新增）",
        "本次无新增 arXiv 号。",
    ],
)
def test_an_arxiv_list_saying_it_is_empty_is_understood(empty: str) -> None:
    text = brief_text(increment(1)) + f"\n四、arXiv 清单\n{empty}\n"
    brief = parse(text)
    assert brief.arxiv_list == ()
    assert brief.unparsed == ()


@pytest.mark.parametrize(
    "line",
    [
        "无关的一行说明",
        "🆕 净增 10 件：",
        "无 2611.00001",
        "（无 2 件新增）",
        "无新增，但见增量 3 的论文",
    ],
)
def test_an_arxiv_list_line_that_says_more_than_none_is_still_reported(line: str) -> None:
    text = brief_text(increment(1)) + f"\n四、arXiv 清单\n{line}\n"
    brief = parse(text)
    assert brief.unparsed or brief.arxiv_list


@pytest.mark.parametrize("lead", ["# 📋 ", "📋", "## 🗞️ **"])
def test_an_emoji_before_the_header_line_is_left_out(lead: str) -> None:
    text = brief_text(increment(1)).replace("inference · ", f"{lead}inference · ", 1)
    brief = parse(text)
    assert (brief.topic, brief.date) == ("inference", "2026-10-01")


def test_a_header_date_without_brackets_is_read() -> None:
    text = brief_text(increment(1)).replace("(2026-10-01)", " 2026-10-01", 1)
    assert parse(text).date == "2026-10-01"
    assert parse(brief_text(increment(1)).replace("(2026-10-01)", " 2026-10-01 晚间版")).date
    # the header still needs its date
    with pytest.raises(BriefError):
        parse(brief_text(increment(1)).replace("(2026-10-01)", " 晚间版", 1))


@pytest.mark.parametrize(
    "says", ["无净增", "本实例无 arXiv 号", "（本次无新 arXiv。）", "今日无可引用arXiv"]
)
def test_an_arxiv_list_saying_no_net_additions_is_understood(says: str) -> None:
    brief = parse(brief_text(increment(1)) + f"\n四、arXiv 清单\n{says}\n")
    assert brief.arxiv_list == () and brief.unparsed == ()


def test_an_arxiv_list_line_naming_an_id_is_no_none() -> None:
    brief = parse(brief_text(increment(1)) + "\n四、arXiv 清单\n本实例无 arXiv 2610.01234\n")
    assert brief.unparsed or brief.arxiv_list


@pytest.mark.parametrize(
    "empty", ["本实例无新增矛盾项。", "无", "暂无待核实说法", "- 本次没有新的冲突。"]
)
def test_a_contradictions_section_saying_it_is_empty_is_understood(empty: str) -> None:
    text = brief_text(increment(1)) + f"\n三、矛盾/待核实\n{empty}\n"
    brief = parse(text)
    assert brief.contradictions == ()
    assert brief.unparsed == ()


@pytest.mark.parametrize("heading", ["## 矛盾 / 待核实", "## 矛盾／待核实", "**冲突 与 待核实**"])
def test_a_contradictions_heading_spaced_around_its_joiner_is_read(heading: str) -> None:
    """`## 矛盾 / 待核实` (spaces around the slash, or a full-width one) names the contradictions
    section as `## 矛盾/待核实` does: its items are read, not reported as an unknown section."""
    text = brief_text(increment(title="Gannet 1.0")) + f"{heading}\n① Gannet 吞吐是否自测\n"
    brief = parse(text)
    assert [c.title for c in brief.contradictions] == ["Gannet 吞吐是否自测"]
    assert brief.unparsed == ()


def test_increments_written_before_any_section_heading_are_read() -> None:
    """A briefing (a second instance, say) that goes from its header straight to `增量 1：…`
    with no `二、增量条目` heading: its increments are read, not refused; the sections after
    them open as usual."""
    body = increment(1, "Gannet 1.0") + "\n" + increment(2, "Tern 0.3", section="§1.2")
    text = f"inference · E1 预消化简报(2026-10-01)\n\n{body}\n三、矛盾/待核实\n① Gannet 是否自测\n"
    brief = parse(text)
    assert [i.title for i in brief.increments] == ["Gannet 1.0", "Tern 0.3"]
    assert [c.title for c in brief.contradictions] == ["Gannet 是否自测"]
    assert brief.unparsed == ()


def test_a_summary_line_before_the_increments_section_is_no_increment() -> None:
    """Where the briefing has its increments section, a preamble line shaped like a header
    stays the preamble's: only a briefing with no increments section reads them there."""
    text = brief_text(increment(1, "Gannet 1.0")).replace(
        "二、增量条目", "增量 9：仅摘要\n二、增量条目"
    )
    assert [i.title for i in parse(text).increments] == ["Gannet 1.0"]
