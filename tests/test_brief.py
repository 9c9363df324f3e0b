"""The briefing parser on every format variant the pipeline produces."""

from __future__ import annotations

import re

import pytest

from patcher.briefing.body import parse_body
from patcher.briefing.increments import parse_suggestions, split_points, split_title
from patcher.briefing.parse import parse_text
from patcher.errors import BriefError
from patcher.text.refs import arxiv_ids, github_refs, urls
from patcher.text.source import split_text

from .conftest import brief_text, increment


def parse(text: str, name: str = "b.txt"):  # type: ignore[no-untyped-def]
    return parse_text(split_text(name, text))


def test_header_gives_topic_and_date_from_text_not_file_name() -> None:
    brief = parse(brief_text(increment()), name="2099-01-01-brief.txt")
    assert (brief.topic, brief.date, brief.header_line) == ("inference", "2026-10-01", 1)


@pytest.mark.parametrize(
    "header",
    [
        "inference · E1 预消化简报(2026-09-21)",
        "# inference · E1 预消化简报（2026-09-21）",
        "**inference · E1 预消化简报(2026/9/21)**",
        "# inference · E1 预消化简报 [2026-09-21]",
        "## 🧭 inference · E1 预消化简报【2026-09-21】",
        "inference · E1 预消化简报（2026-09-21 周一 22:20 CST）",
    ],
)
def test_header_variants(header: str) -> None:
    text = brief_text(increment()).replace("inference · E1 预消化简报(2026-10-01)", header)
    assert parse(text).date == "2026-09-21"


@pytest.mark.parametrize(
    ("header", "topic"),
    [
        ("inference · E1 预消化简报 · 2026-09-21", "inference"),
        ("inference E1 预消化简报 2026-09-21", "inference"),
        ("# inference · E1 预消化简报 — 2026-09-21", "inference"),
        ("E1 预消化简报（inference，2026-09-21）", "inference"),
        ("# E1 预消化简报 · rag · 2026-09-21 · 晚间版", "rag"),
        ("inference · E1 预消化简报 ２０２６-０９-２１", "inference"),
        ("inference · E1 预消化简报 2026年9月21日", "inference"),
        ("2026-09-21 inference · E1 预消化简报", "inference"),
        ("inference · E1 预消化简报(2026-09-21) · 窗口 2026-09-21 22:20", "inference"),
    ],
)
def test_a_header_gives_its_topic_and_date_wherever_its_line_says_them(
    header: str, topic: str
) -> None:
    text = brief_text(increment()).replace("inference · E1 预消化简报(2026-10-01)", header)
    brief = parse(text)
    assert (brief.topic, brief.date, brief.header_line) == (topic, "2026-09-21", 1)


@pytest.mark.parametrize(
    ("header", "why"),
    [
        (
            "inference · E1 预消化简报 2026-09-21 → 2026-09-22",
            "gives 2 dates (2026-09-21, 2026-09-22)",
        ),
        ("inference · E1 预消化简报", "gives no date"),
        ("E1 预消化简报 2026-09-21", "gives no topic"),
        ("E1 预消化简报 2026-09-21（inference）", "gives no topic"),
        ("Daily inference · E1 预消化简报 2026-09-21", "gives no single topic: Daily, inference"),
    ],
)
def test_a_header_line_without_one_topic_and_one_date_is_refused_with_why(
    header: str, why: str
) -> None:
    text = brief_text(increment()).replace("inference · E1 预消化简报(2026-10-01)", header)
    with pytest.raises(BriefError, match=re.escape(why)) as err:
        parse("\n" + text)
    assert err.value.line == 2


def test_a_later_header_line_is_read_when_the_first_one_naming_the_title_is_not() -> None:
    text = "本 E1 预消化简报说明见末尾\n" + brief_text(increment())
    assert (parse(text).header_line, parse(text).date) == (2, "2026-10-01")


def test_missing_header_is_an_error_with_a_line() -> None:
    with pytest.raises(BriefError, match="no header line") as err:
        parse("\n\nhello\n二、增量条目\n" + increment())
    assert err.value.line == 3


@pytest.mark.parametrize(
    "heading",
    [
        "二、增量条目",
        "## 二、增量条目",
        "**二、增量条目**",
        "## 🆕 二、增量条目",
        "**🆕二、增量条目**",
    ],
)
def test_section_heading_as_plain_line_or_markdown(heading: str) -> None:
    text = brief_text(increment()).replace("二、增量条目", heading)
    assert len(parse(text).increments) == 1


def test_emoji_before_section_numbers_keeps_every_section() -> None:
    text = brief_text(increment()).replace("二、增量条目", "## 🆕 二、增量条目") + (
        "## ⚠️ 三、矛盾/待核实\n① colibri 吞吐数字两个来源不一致\n"
        "## 📚 四、arXiv 列表\n- 2610.01234 colibri\n"
    )
    brief = parse(text)
    assert len(brief.increments) == 1
    assert len(brief.contradictions) == 1
    assert [row.id for row in brief.arxiv_list] == ["2610.01234"]


def test_plain_increment_header_with_stars_in_parentheses() -> None:
    inc = parse(brief_text(increment(title="colibri — 纯 C MoE"))).increments[0]
    assert (inc.number, inc.title, inc.stars, inc.kind) == (
        "1",
        "colibri — 纯 C MoE",
        3,
        "increment",
    )


def test_bracket_header_holds_category_and_section_hints() -> None:
    text = brief_text("增量 1【推理引擎 · §1.(1) + §1.(7)】colibri 0.3 ★★★★\n要点：- a")
    inc = parse(text).increments[0]
    assert inc.category == "推理引擎"
    assert [s.code for s in inc.suggestions] == ["§1.(1)", "§1.(7)"]
    assert (inc.title, inc.stars) == ("colibri 0.3", 4)


def test_field_suggestion_comes_before_bracket_hints() -> None:
    text = brief_text("增量 1【x · §1.(1)】T ★★\n建议归入节：§5.2 推理成本工程")
    assert [s.code for s in parse(text).increments[0].suggestions] == ["§5.2", "§1.(1)"]


def test_adjacent_item_is_kept_and_flagged() -> None:
    text = brief_text(increment(), "邻接 A【Agent 主题 · §1.(4)】Agent 超时雪崩 ★★\n要点：- x")
    adjacent = parse(text).increments[1]
    assert adjacent.adjacent and adjacent.id == "2026-10-01#adj-A" and adjacent.stars == 2


@pytest.mark.parametrize("where", ["title", "note", "body"])
def test_continued_marker_in_title_note_or_body(where: str) -> None:
    title = "DeepSeek 续立锚定" if where == "title" else "DeepSeek"
    stars = "（⭐⭐⭐⭐⭐，续立锚定）" if where == "note" else "（⭐⭐⭐⭐⭐）"
    body = "与活文档现有脉络的关系：续立锚定 9-20 条目\n" if where == "body" else ""
    text = brief_text(f"增量 1：{title}{stars}\n{body}要点：- a")
    assert parse(text).increments[0].continued


def test_not_continued_by_default() -> None:
    assert not parse(brief_text(increment())).increments[0].continued


@pytest.mark.parametrize("colon", ["：", ":"])
def test_field_labels_with_full_width_or_ascii_colon(colon: str) -> None:
    text = brief_text(
        f"增量 1：T（⭐）\n来源{colon}src\narXiv 号{colon}arXiv:2605.11093v1\n要点{colon}- a\n"
        f"可信度{colon}高\n与活文档 inference.md 现有脉络的关系{colon}rel\n建议归入章节{colon}§1.2 推理调度"
    )
    inc = parse(text).increments[0]
    assert (inc.sources, inc.credibility, inc.relation) == ("src", "高", "rel")
    assert inc.primary_arxiv == "2605.11093" and inc.points == ("a",)
    assert [s.code for s in inc.suggestions] == ["§1.2"]


def test_points_inline_on_one_line() -> None:
    assert split_points("- a - b - c") == (["a", "b", "c"], [])


def test_points_over_many_lines_with_table_and_backslash_continuation() -> None:
    text = "\n- first\n1. numbered\n- cmd \\\n    --flag x\n| a | b |\n|---|---|\n| 1 | 2 |\n- last"
    points, tables = split_points(text)
    assert points == ["first", "1. numbered", "last"]  # the command is a code block
    assert tables == ["| a | b |\n|---|---|\n| 1 | 2 |"]
    body = parse_body(text)
    assert [(p.kind, p.text) for p in body] == [
        ("text", "first"),
        ("text", "1. numbered"),
        ("code", "cmd \\\n  --flag x"),
        ("table", "| a | b |\n|---|---|\n| 1 | 2 |"),
        ("text", "last"),
    ]


def test_a_point_ending_in_a_backslash_before_another_point_is_no_command() -> None:
    text = "\n- 模型默认放在 C:\\Models\\\n- 支持 DirectML 后端\n- 冷启动 3 秒"
    points, _ = split_points(text)
    assert points == ["模型默认放在 C:\\Models\\", "支持 DirectML 后端", "冷启动 3 秒"]
    assert all(p.kind == "text" for p in parse_body(text))


def test_multi_line_field_keeps_label_lookalikes_inside_points() -> None:
    text = brief_text(
        "增量 1：T（⭐）\n要点：\n- 来源：this is a point\n- arXiv 号：2609.19969\n建议归入章节：§1.3 KV Cache"
    )
    inc = parse(text).increments[0]
    assert inc.points == ("来源：this is a point", "arXiv 号：2609.19969")
    assert inc.primary_arxiv == "2609.19969" and inc.sources == ""


@pytest.mark.parametrize(
    "text, codes",
    [
        ("§1.1 框架格局（x + y）", ["§1.1"]),
        ("§3.3 KV-Cache压缩；§1.(7) 推理经济学", ["§3.3", "§1.(7)"]),
        ("§5.2 推理成本工程; §1.(7) 推理经济学", ["§5.2", "§1.(7)"]),
        ("§2.3 投机解码 + §1.2 推理调度", ["§2.3", "§1.2"]),
        ("§1.（4） 服务层并发安全", ["§1.(4)"]),
    ],
)
def test_section_suggestions_first_is_primary(text: str, codes: list[str]) -> None:
    assert [s.code for s in parse_suggestions(text)] == codes


@pytest.mark.parametrize(
    "text, code, name",
    [
        ("1.3 KV Cache", "§1.3", "KV Cache"),
        ("第1.3节 KV Cache（分层卸载）", "§1.3", "KV Cache"),
        ("第 1.4 节", "§1.4", ""),
        ("1.2", "§1.2", ""),
        ("1.3.2 版本说明", None, "1.3.2 版本说明"),  # a version, not a section number
        ("0.9 发布", None, "0.9 发布"),
    ],
)
def test_a_section_number_written_without_the_section_sign(
    text: str, code: str | None, name: str
) -> None:
    (suggestion,) = parse_suggestions(text)
    assert (suggestion.code, suggestion.name) == (code, name)


def test_suggestion_names_without_codes() -> None:
    assert [s.name for s in parse_suggestions("KV Cache（x）；推理调度")] == [
        "KV Cache",
        "推理调度",
    ]


def test_suggestion_name_is_kept() -> None:
    assert (
        parse_suggestions("§1.4 推理可靠性与可观测性（HookPoint）")[0].name
        == "推理可靠性与可观测性"
    )


@pytest.mark.parametrize(
    "rest, expected",
    [
        ("T（⭐⭐⭐⭐）", ("T", 4, "")),
        ("T（⭐⭐⭐⭐⭐，续立锚定）", ("T", 5, "续立锚定")),
        ("T ★★★★", ("T", 4, "")),
        ("T (★★)", ("T", 2, "")),
        ("T without stars", ("T without stars", 0, "")),
    ],
)
def test_split_title(rest: str, expected: tuple[str, int, str]) -> None:
    assert split_title(rest) == expected


def test_arxiv_ids_normalised() -> None:
    text = (
        "arXiv:2605.11093v1, arxiv.org/abs/2609.20511v3 and 2608.01526; not 2613.00001 or 16,200.5"
    )
    assert arxiv_ids(text) == ["2605.11093", "2609.20511", "2608.01526"]


def test_github_refs_qualified_bare_and_urls() -> None:
    text = "vllm-project/vllm#8242, github.com/sgl-project/sglang/pull/27988, bug #34759, 135▲ #2"
    assert github_refs(text, "sgl-project/sglang") == [
        "sgl-project/sglang#27988",
        "vllm-project/vllm#8242",
        "sgl-project/sglang#34759",
    ]


def test_urls_collected() -> None:
    text = "github.com/JustVugg/colibri · https://x.org/a?b=1，developer.nvidia.com/blog/epd · 2026"
    assert urls(text) == [
        "github.com/JustVugg/colibri",
        "https://x.org/a?b=1",
        "developer.nvidia.com/blog/epd",
    ]


def test_other_sections_are_parsed() -> None:
    text = brief_text(increment()) + (
        "三、值得警惕的矛盾或待核实说法\n"
        '矛盾/待核实 ①：colibri 支持范围（低风险）\n- 问题：需核实\n- 建议：标注"待核实"\n'
        "| # | 矛盾/待核实项 | 来源 | 风险等级 |\n|---|---|---|---|\n| 1 | arXiv:2609.23001 口径 | jay | 中 |\n"
        "四、可引用 arXiv 号列表\n| arXiv 号 | 标题 | 可信度 | 与 inference.md 关系 |\n|---|---|---|---|\n"
        "| 2609.20511v2 | EOS | 高 | 本次新增 → 建议归入 §1.2 推理调度 |\n"
        "五、本次无显著新增量的来源说明\n- inbox/a.md：已覆盖\n"
        "六、建议今晚 E2 活文档更新优先级\n| 优先级 | 内容 | 动作 |\n|---|---|---|\n"
        "| 🔴 最高 | colibri | 写入 §1.1 框架格局 |\n| 🟢 低 | EOS | 写入 §1.2 推理调度 |\n"
        "本报告由 Tom 实例自动生成\n"
    )
    brief = parse(text)
    first, second = brief.contradictions
    assert (first.number, first.title, first.risk_level, first.suggestion) == (
        "①",
        "colibri 支持范围",
        "low",
        "待核实",
    )
    assert (second.title, second.risk_level, second.arxiv) == (
        "arXiv:2609.23001 口径",
        "medium",
        ("2609.23001",),
    )
    row = brief.arxiv_list[0]
    assert (row.id, row.raw, row.new, row.sections) == (
        "2609.20511",
        "2609.20511v2",
        True,
        ("§1.2",),
    )
    assert [(q.source, q.text) for q in brief.quiet_sources] == [("inbox/a.md", "已覆盖")]
    assert [(p.level, p.sections) for p in brief.priorities] == [
        ("high", ("§1.1",)),
        ("low", ("§1.2",)),
    ]
    assert brief.footer == "本报告由 Tom 实例自动生成"
    assert brief.unparsed == ()


def test_text_not_understood_is_kept_and_reported() -> None:
    text = brief_text(
        "stray line before any increment", increment(extra="odd line with no label\n")
    )
    text = text.replace("来源：", "奇怪字段：x\n来源：", 1)
    brief = parse(text)
    assert [(n.line, n.text) for n in brief.unparsed] == [
        (3, "stray line before any increment"),
        (5, "奇怪字段：x"),
    ]
    credibility = next(f for f in brief.increments[0].fields if f.key == "credibility")
    assert credibility.text == "高\nodd line with no label"  # a continuation stays in its field


def test_text_before_any_field_is_reported() -> None:
    text = brief_text("增量 1：T（⭐）\nfree text first\n要点：- a")
    assert [(n.line, n.text) for n in parse(text).unparsed] == [(4, "free text first")]


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "empty briefing"),
        ("   \n\n", "empty briefing"),
        ("inference · E1 预消化简报(2026-10-01)\n二、增量条目\n没有增量\n", "no increments"),
        (brief_text(increment(1), increment(1)), "used twice"),
        (brief_text("增量 1：（⭐⭐）\n要点：- a"), "has no title"),
    ],
)
def test_bad_briefings(text: str, message: str) -> None:
    with pytest.raises(BriefError, match=message):
        parse(text)


def test_truncated_briefing_keeps_what_is_there() -> None:
    text = brief_text(increment(1), "增量 2：cut mid-incre")
    brief = parse(text)
    assert [i.title for i in brief.increments] == ["colibri engine update", "cut mid-incre"]
    assert brief.increments[1].points == ()


def test_label_variants_and_unlabelled_lines_become_points() -> None:
    text = brief_text(
        "增量 1：T（⭐⭐）\n来源：inbox/x.md\nURL：https://example.org/a\n"
        "第一行没有标签的正文 42%\n要点（2026-10 实测）：\n- 甲 1.5×\n"
        "增量 2：U（⭐）\n要点: - 乙 - 丙\n建议归入章节：§1.1"
    )
    first, second = parse(text).increments
    assert first.urls == ("https://example.org/a",)
    url = next(f for f in first.fields if f.key == "url")
    assert url.text == "https://example.org/a"  # a URL field holds links only
    assert first.points == ("第一行没有标签的正文 42%", "2026-10 实测：", "甲 1.5×")
    assert second.points == ("乙", "丙")


def test_the_digest_of_each_increment_comes_from_the_status_summary() -> None:
    text = brief_text(increment(1, "甲 — a"), increment(2, "乙 — b")).replace(
        "二、增量条目", "状态摘要\n- 核心新增：① 甲新引擎（⭐⭐⭐）② 乙调度器\n二、增量条目"
    )
    assert [i.digest for i in parse(text).increments] == ["甲新引擎", "乙调度器"]


def test_full_width_list_item_and_chinese_numeral_headers_are_read() -> None:
    text = brief_text(
        increment(1, "甲"),
        increment(2, "乙").replace("增量 2", "- 增量 ２"),
        increment(3, "丙").replace("增量 3", "增量三"),
        "- 增量 2 的来源另有说明",
    )
    brief = parse(text)
    assert [(i.number, i.title) for i in brief.increments] == [
        ("1", "甲"),
        ("2", "乙"),
        ("3", "丙"),
    ]
    assert brief.warnings == ()


def test_a_numbering_gap_and_an_unreadable_header_are_warnings_with_lines() -> None:
    text = brief_text(increment(1, "甲"), increment(3, "丙"), "增量：无编号的标题\n要点：- x")
    brief = parse(text)
    assert [(w.line, w.where) for w in brief.warnings] == [
        (8, "numbering"),
        (13, "unreadable header"),
    ]
    assert "increment numbers jump from 1 to 3" in brief.warnings[0].text


@pytest.mark.parametrize("number", ["一", "十二", "3", "③", "B"])
def test_contradiction_items_numbered_any_way_are_read(number: str) -> None:
    text = brief_text(increment()) + (
        "三、矛盾/待核实\n"
        f"矛盾/待核实 {number}:更正:11-23 的 colibri 吞吐口径有误\n- 问题：需核实\n"
    )
    brief = parse(text)
    assert [c.number for c in brief.contradictions] == [number]
    assert brief.contradictions[0].title == "更正:11-23 的 colibri 吞吐口径有误"
    assert not [r for r in brief.unparsed if r.section == "contradictions"]


def test_contradiction_items_written_as_a_numbered_list_are_read() -> None:
    text = brief_text(increment()) + (
        "三、矛盾/待核实\n"
        "1. colibri 吞吐：两篇来源差 18%（中风险）\n   - 问题：口径不同\n"
        "2) **Wren 许可证** 是否 Apache-2.0\n"
        "- ③ Tamarack 的延迟数字待复测\n"
    )
    brief = parse(text)
    assert [(c.number, c.title) for c in brief.contradictions] == [
        ("1", "colibri 吞吐：两篇来源差 18%"),
        ("2", "**Wren 许可证** 是否 Apache-2.0"),
        ("③", "Tamarack 的延迟数字待复测"),
    ]
    assert brief.contradictions[0].risk == "中风险"
    assert not [r for r in brief.unparsed if r.section == "contradictions"]


def test_numbered_lines_under_labelled_contradiction_items_stay_their_body() -> None:
    text = brief_text(increment()) + (
        "三、矛盾/待核实\n矛盾/待核实 1：colibri 吞吐口径\n1. 来源 A 说 18%\n2. 来源 B 说 12%\n"
    )
    brief = parse(text)
    assert [c.number for c in brief.contradictions] == ["1"]
    assert brief.contradictions[0].body == ("1. 来源 A 说 18%", "2. 来源 B 说 12%")


@pytest.mark.parametrize(
    "line, level, content, action",
    [
        (
            "- 🔴 高：colibri 纯 C 引擎 → 写入 §1.1 框架格局",
            "high",
            "colibri 纯 C 引擎",
            "写入 §1.1 框架格局",
        ),
        ("2. 🟡 中 | EOS 续立 | 写入 §1.2", "medium", "EOS 续立", "写入 §1.2"),
        ("🟢 低 — KV CDN 框架（写入 §1.3 KV Cache）", "low", "KV CDN 框架", "写入 §1.3 KV Cache"),
        ("* **最高**：TGI 已死 写入 §1.1（决策矩阵）", "high", "TGI 已死", "写入 §1.1（决策矩阵）"),
    ],
)
def test_priorities_written_as_lines_are_read(
    line: str, level: str, content: str, action: str
) -> None:
    text = (
        brief_text(increment()) + f"六、建议今晚 E2 活文档更新优先级\n{line}\n- 备注：今晚无阻塞\n"
    )
    brief = parse(text)
    assert [(p.level, p.content, p.action) for p in brief.priorities] == [(level, content, action)]
    assert [n.text for n in brief.unparsed] == ["- 备注：今晚无阻塞"]


@pytest.mark.parametrize(
    "rest, title",
    [
        (
            "**VoxCorpus 20K** — 声海语料扩展至 2 万小时（⭐⭐⭐）",
            "VoxCorpus 20K — 声海语料扩展至 2 万小时",
        ),
        ("**LVE v1.1** — 新增小时级视频子集 ⭐⭐⭐", "LVE v1.1 — 新增小时级视频子集"),
        ("**Foo 2.0**", "Foo 2.0"),
        ("Foo **2.0** 发布（⭐⭐）", "Foo **2.0** 发布"),  # bold inside the title: kept as written
        ("**VoxCorpus** 20K 扩展", "VoxCorpus 20K 扩展"),
    ],
)
def test_a_bold_name_leading_the_title_loses_its_stars(rest: str, title: str) -> None:
    # heldout31: `增量 3：**VoxCorpus 20K** — …` wrote a lead showing `\*\*VoxCorpus 20K\*\*`
    assert split_title(rest)[0] == title


def test_a_web_page_anchor_is_no_github_ref() -> None:
    """`latticelabs.dev/changelog#2` (heldout53's source): GitHub owners have no dots."""
    from patcher.text import refs

    assert refs.github_refs("latticelabs.dev/changelog#2", keep=False) == []
    assert refs.github_refs("All-Hands-AI/OpenHands#10412", keep=False) == [
        "all-hands-ai/openhands#10412"
    ]
    assert refs.github_refs("ggml-org/llama.cpp#881", keep=False) == ["ggml-org/llama.cpp#881"]


@pytest.mark.parametrize(
    "heading",
    [
        "## 5. Suggested E2 priorities tonight",
        "## Tonight's E2 priorities",
        "## 5. Suggested E2 priorities for tonight",
        "**Recommended merge priorities for E2**",
        "## Nightly update priority table",
    ],
)
def test_english_priority_headings_open_the_priorities(heading: str) -> None:
    # a writer's English briefing: `## 5. Suggested E2 priorities tonight` was an unknown
    # section, its table reported as not understood instead of read
    table = "| Priority | Item | Action |\n|---|---|---|\n| 🔴 | Wrenfield 2.1 | write to §1.1 |\n"
    brief = parse(brief_text(increment()) + f"{heading}\n{table}")
    assert [(p.level, p.content) for p in brief.priorities] == [("high", "Wrenfield 2.1")]
    assert brief.unparsed == ()


def test_a_one_line_item_splits_into_title_risk_problem_and_suggestion() -> None:
    # a writer's week: `1. **T**（中风险）：what is wrong。建议：…` was read as one long title
    # with no risk, so the note's matching read the whole line as the item's name
    line = (
        "1. **Quillon Cloud 7-02 故障时长**（中风险）：状态页记 2 小时，用户侧约 4 小时。"
        '建议：标注"Quillon Cloud 故障时长待复盘确认"'
    )
    brief = parse(brief_text(increment()) + f"三、矛盾 / 待核实\n{line}\n  - 另有一帖称 6 小时\n")
    (item,) = brief.contradictions
    assert (item.title, item.risk, item.risk_level) == (
        "Quillon Cloud 7-02 故障时长",
        "中风险",
        "medium",
    )
    assert item.problem == "状态页记 2 小时，用户侧约 4 小时。\n- 另有一帖称 6 小时"
    assert item.suggestion == "Quillon Cloud 故障时长待复盘确认"


@pytest.mark.parametrize(
    "line",
    [
        "2. **Quillon 的 8× 说法**（低风险）",  # risk at the end: the title alone
        "2. Quillon 的说法（低风险）：见下",  # no suggestion: all of it the problem
    ],
)
def test_an_item_without_inline_parts_keeps_its_reading(line: str) -> None:
    brief = parse(brief_text(increment()) + f"三、矛盾 / 待核实\n{line}\n")
    (item,) = brief.contradictions
    assert item.risk == "低风险" and item.title.startswith("Quillon") and item.suggestion == ""


def test_no_new_items_with_a_remark_is_no_item() -> None:
    brief = parse(brief_text(increment()) + "三、矛盾 / 待核实\n无新增（主轮两项仍待复核）\n")
    assert brief.contradictions == () and brief.unparsed == ()


@pytest.mark.parametrize(
    "line, rows",
    [
        (
            "本次无新增；续用 3805.01234、3806.00421v2、3807.11873。",
            [
                ("3805.01234", "carried-over"),
                ("3806.00421", "carried-over"),
                ("3807.11873", "carried-over"),
            ],
        ),
        ("新增 3808.00007 和 3808.00019", [("3808.00007", "new"), ("3808.00019", "new")]),
    ],
)
def test_a_sentence_listing_ids_gives_a_row_per_id(line: str, rows: list[tuple[str, str]]) -> None:
    # a writer's week: `本次无新增;续用 A、B、C。` was one row of A titled `、B、C。`
    brief = parse(brief_text(increment()) + f"四、可引用 arXiv 号列表\n{line}\n")
    assert [(r.id, r.status, r.title) for r in brief.arxiv_list] == [(i, s, "") for i, s in rows]
    assert brief.unparsed == ()


def test_a_line_with_titles_is_no_bare_list() -> None:
    brief = parse(
        brief_text(increment()) + "四、可引用 arXiv 号列表\n3805.01234 Sparse Loom — 沿用\n"
    )
    assert [(r.id, r.title) for r in brief.arxiv_list] == [("3805.01234", "Sparse Loom")]
