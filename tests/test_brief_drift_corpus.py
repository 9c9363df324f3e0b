"""The briefing drift corpus (tests/data/briefing_drift/): one briefing's content in every
shape a machine writer produces, each parsed to the same model."""

from __future__ import annotations

import importlib.util
import itertools
import json
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from patcher.briefing.parse import Brief, parse_text
from patcher.text import refs
from patcher.text.source import split_text

from .conftest import ROOT, CliInvoke

CORPUS = ROOT / "tests" / "data" / "briefing_drift"
MANIFEST = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))


def model(brief: Brief) -> dict[str, object]:
    """The parts of a parse the corpus states."""
    return {
        "topic": brief.topic,
        "date": brief.date,
        "increments": [inc.title for inc in brief.increments],
        "stars": [inc.stars for inc in brief.increments],
        "sources": [inc.sources for inc in brief.increments],
        "credibility": [inc.credibility for inc in brief.increments],
        "relation": [inc.relation for inc in brief.increments],
        "suggestions": [inc.suggestions[0].code for inc in brief.increments if inc.suggestions],
        "points": [list(inc.points) for inc in brief.increments],
        "contradictions": [c.title for c in brief.contradictions],
        "arxiv": [row.id for row in brief.arxiv_list],
        "priorities": [p.level for p in brief.priorities],
        "sources_checked": len(brief.sources_checked),
        "quiet_sources": len(brief.quiet_sources),
    }


@pytest.mark.parametrize("name", MANIFEST["variants"])
def test_every_variant_parses_to_the_same_model(name: str) -> None:
    path = CORPUS / f"{name}.brief.md"
    brief = parse_text(split_text(path.name, path.read_text(encoding="utf-8")))
    expected = dict(MANIFEST["expected"])
    if name in MANIFEST["extra_sources"]:  # (a source named by its kind, `GitHub：…`)
        extra = MANIFEST["extra_sources"][name]
        expected["sources"] = [f"{source}\n{extra}" for source in expected["sources"]]
    assert model(brief) == expected
    lost = [n for n in brief.unparsed if n.where not in ("summary", "unknown section")]
    assert lost == []
    reported = [n.text for n in brief.unparsed if n.where == "unknown section"]
    warned = [w.where for w in brief.warnings]
    if name.startswith("unknown-"):  # (a section no name reads: its text reported, apart)
        assert (reported, warned) == (list(SCRIPT.UNKNOWN_SECTION), ["unknown section"])
    elif name.startswith("field-unknown"):  # (a field no label reads: its own, reported)
        assert (reported, warned) == ([], ["unknown field"] * 3)
        label, value = SCRIPT.UNKNOWN_FIELD.split("：")
        assert {(f.label, f.text) for inc in brief.increments for f in inc.fields[3:4]} == {
            (label, value)
        }
    else:
        assert (reported, warned) == ([], [])


def test_the_corpus_is_what_its_script_writes(tmp_path: Path) -> None:
    names = sorted(p.name.removesuffix(".brief.md") for p in CORPUS.glob("*.brief.md"))
    assert names == MANIFEST["variants"]


def _corpus_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_corpus", CORPUS / "make_corpus.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SCRIPT = _corpus_script()
# Lines numbered like a contradiction item, or naming a section or an increment, that a
# writer puts among an increment's points or after the priorities.
DISTRACTORS = (
    "(1) 先预热再切流",
    "（2）冷启动约 40 秒",
    "1) 两次复现",
    "3）吞吐持平",
    "① 单卡",
    "②双卡",
    "- 1. 回退到旧内核",
    "１．版本号见发布说明",
    "4、配额表热更新",
    "**(5)** 延迟下降",
    "- 增量 2 的说法与此相同",
    "矛盾：两份说明的口径不同",
    "🔴 高：增量 1 → 写入 §1.3",
)


def _with_distractors(text: str, point: str, tail: str) -> str:
    """The briefing with `point` after each increment's last key point and `tail` after the
    priorities' last row."""
    lines = []
    for line in text.split("\n"):
        lines.append(line)
        if line.lstrip().startswith("2. 第二阶段"):
            lines.append(point)
        if line.startswith("| 🟢 低"):
            lines += ["", tail]
    return "\n".join(lines)


@settings(max_examples=150)
@given(
    st.sampled_from(sorted(SCRIPT.HEADINGS)),
    st.sampled_from(sorted(SCRIPT.INCREMENT_HEADS)),
    st.sampled_from(sorted(SCRIPT.CONTRADICTION_ITEMS)),
    st.booleans(),
    st.sampled_from(DISTRACTORS),
    st.sampled_from(DISTRACTORS),
)
def test_no_item_is_taken_from_another_section(
    heading: str, head: str, item: str, blank: bool, point: str, tail: str
) -> None:
    """A numbered key point of an increment never becomes a contradiction, a line after the
    priorities never an increment or a contradiction, whatever the headings and markers."""
    if head == "md-dot" and heading in ("md3-short", "part"):
        return  # (`### 增量 1` under `### 新增量`: the same level, still read; not this test's)
    if item == "heading-circled" and heading in ("md3-short", "part", "other-english-numbered"):
        return  # (`### ① …` under a `###` section heading: sections of their own, warned)
    text = SCRIPT.render(heading, head, item, blank, False)
    brief = parse_text(split_text("b.md", _with_distractors(text, point, tail)))
    expected = MANIFEST["expected"]
    assert [inc.title for inc in brief.increments] == expected["increments"]
    assert [c.title for c in brief.contradictions] == expected["contradictions"]
    assert [p.level for p in brief.priorities][:3] == expected["priorities"]
    assert point.removeprefix("- ") in "\n".join(p for inc in brief.increments for p in inc.points)


def parse(text: str) -> Brief:
    return parse_text(split_text("b.md", text))


HEAD = "agent · E1 预消化简报(2026-12-01)\n"
ITEM = "增量 1：Rook 工具路由器 0.9（⭐⭐⭐）\n来源：inbox/x.md\n要点：\n- 新增重试预算\n建议归入章节：§2.1\n"


def test_a_summary_before_the_sections_stays_the_briefings_own() -> None:
    brief = parse(HEAD + "Summary\n- Increments: 1\n## New increments\n" + ITEM)
    assert brief.summary == ("Summary", "- Increments: 1")
    assert brief.unparsed == ()


def test_a_summary_table_after_the_priorities_is_reported_not_taken_as_priorities() -> None:
    table = "| 项 | 数 |\n|---|---|\n| 增量 | 1 |\n"
    priorities = "## Priorities\n- 🔴 高：Rook 0.9 → 写入 §2.1\n"
    brief = parse(HEAD + "## 增量\n" + ITEM + priorities + "### 小结\n" + table)
    assert [p.level for p in brief.priorities] == ["high"]
    assert [n.where for n in brief.unparsed] == ["summary"] * 3


def test_a_line_naming_a_section_with_text_after_it_is_no_heading() -> None:
    item = ITEM.replace("- 新增重试预算\n", "- 新增重试预算\n矛盾与待核实：重试上限两处写法不同\n")
    brief = parse(HEAD + "**新增量**\n" + item + "## 矛盾与待核实\n（1）重试上限两处写法不同\n")
    assert "矛盾与待核实：重试上限两处写法不同" in brief.increments[0].points
    assert [c.title for c in brief.contradictions] == ["重试上限两处写法不同"]


def test_an_increment_head_naming_a_section_word_stays_an_increment() -> None:
    text = (
        HEAD
        + "## 增量条目\n### 增量 1 · 矛盾检测器 Vex（⭐⭐）\n要点：\n- 一\n### 增量 2 · 优先级队列 Orc\n要点：\n- 二\n"
    )
    brief = parse(text)
    assert [inc.title for inc in brief.increments] == ["矛盾检测器 Vex", "优先级队列 Orc"]


def test_a_decimal_at_the_margin_of_a_contradiction_is_its_body() -> None:
    text = (
        HEAD
        + "## Increments\n"
        + ITEM
        + "## Contradictions\n（1）Rook 的重试倍数\n1.5 倍还是 2 倍未定\n"
    )
    brief = parse(text)
    assert [(c.number, c.title, c.body) for c in brief.contradictions] == [
        ("1", "Rook 的重试倍数", ("1.5 倍还是 2 倍未定",))
    ]


@pytest.mark.parametrize(
    "head", ["增量（2）：", "增量②：", "### 增量 #2：", "Increment 2: ", "增量 ＃2 · "]
)
def test_an_increment_numbered_in_brackets_circled_after_a_hash_or_in_english(head: str) -> None:
    second = f"{head}Orc 评测沙箱 1.2（⭐⭐）\n要点：\n- 沙箱冷启动 3 秒\n"
    brief = parse(HEAD + "## 增量条目\n" + ITEM + second)
    assert [(inc.number, inc.title) for inc in brief.increments] == [
        ("1", "Rook 工具路由器 0.9"),
        ("2", "Orc 评测沙箱 1.2"),
    ]


def test_an_english_sentence_naming_an_increment_is_a_point() -> None:
    item = ITEM.replace(
        "- 新增重试预算\n", "- 新增重试预算\nIncrement 2 shows the same retry budget\n"
    )
    brief = parse(HEAD + "## Increments\n" + item)
    assert len(brief.increments) == 1
    assert "Increment 2 shows the same retry budget" in brief.increments[0].points


@pytest.mark.parametrize(
    "label", ["矛盾 ②：", "**待核实 2**：", "Contradiction B: ", "- 【矛盾 2】"]
)
def test_a_contradiction_labelled_without_its_slash(label: str) -> None:
    section = (
        f"## 待核实说法\n{label}Orc 冷启动的两种计时\n建议：以日志为准\nContradictions: 仅此一项\n"
    )
    brief = parse(HEAD + "## 增量条目\n" + ITEM + section)
    [item] = brief.contradictions
    assert (item.title, item.suggestion) == ("Orc 冷启动的两种计时", "以日志为准")
    assert item.body == ("Contradictions: 仅此一项",)


def test_a_to_verify_section_is_the_contradictions_never_the_last_increments_points() -> None:
    """The report: `## To verify` after the increments was not read, its items went into the
    last increment's points with exit 0."""
    section = "## To verify\n- **① Rook 重试上限**：两处写法不同\n- 建议：以代码为准\n"
    brief = parse(HEAD + "二、增量条目\n" + ITEM + section + "## Papers\n- 2612.00001 Rook\n")
    assert brief.increments[0].points == ("新增重试预算",)
    assert [(c.title, c.suggestion) for c in brief.contradictions] == [
        ("Rook 重试上限：两处写法不同", "以代码为准")
    ]
    assert [row.id for row in brief.arxiv_list] == ["2612.00001"]


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("## Needs verification", "contradictions"),
        ("**Open questions**", "contradictions"),
        ("### Conflicts", "contradictions"),
        ("## 存疑说法", "contradictions"),
        ("## 需确认事项", "contradictions"),
        ("【arXiv】", "arxiv_list"),
        ("## 相关论文", "arxiv_list"),
        ("## Priorities", "priorities"),
        ("## E2 merge priorities", "priorities"),
    ],
)
def test_a_section_named_in_other_words(heading: str, kind: str) -> None:
    body = {
        "contradictions": "（1）Rook 的重试倍数\n",
        "arxiv_list": "- 2612.00001 Rook\n",
        "priorities": "- 🔴 高：Rook 0.9 → 写入 §2.1\n",
    }[kind]
    brief = parse(HEAD + "## Increments\n" + ITEM + heading + "\n" + body)
    assert brief.increments[0].points == ("新增重试预算",)
    assert len(getattr(brief, kind)) == 1 and brief.unparsed == ()


def test_adjacent_topics_are_increments() -> None:
    adjacent = "## Adjacent topics\n邻接 A：Vex 检索缓存（⭐⭐）\n要点：\n- 命中率 40%\n"
    brief = parse(HEAD + "## Increments\n" + ITEM + adjacent)
    assert [(inc.kind, inc.title) for inc in brief.increments] == [
        ("increment", "Rook 工具路由器 0.9"),
        ("adjacent", "Vex 检索缓存"),
    ]


@pytest.mark.parametrize("line", ["Papers:", "Conflicts", "Open questions：", "论文："])
def test_a_common_word_alone_among_the_points_is_no_heading(line: str) -> None:
    """Names that are ordinary words are headings only when marked (`##`, bold, 【】)."""
    item = ITEM.replace("- 新增重试预算\n", f"- 新增重试预算\n{line}\n- 2612.00001 Rook\n")
    brief = parse(HEAD + "## Increments\n" + item)
    assert line in brief.increments[0].points and brief.arxiv_list == ()


@pytest.mark.parametrize(
    "heading", ["## Background", "### 背景", "七、附录", "## 3. Notes", "# Appendix"]
)
def test_a_heading_no_name_reads_ends_the_increment_and_is_reported(heading: str) -> None:
    text = HEAD + "二、增量条目\n" + ITEM + f"{heading}\n- Rook 0.8 去年发布\n三、矛盾/待核实\n无\n"
    brief = parse(text)
    assert brief.increments[0].points == ("新增重试预算",)
    assert [(n.line, n.where) for n in brief.unparsed] == [(9, "unknown section")]
    [warning] = brief.warnings
    assert (warning.line, warning.where) == (8, "unknown section")
    assert heading in warning.text and "line 9" in warning.text


@pytest.mark.parametrize("after", ["", "\n", "三、矛盾/待核实\n无\n", "## Notes\n\n"])
def test_a_heading_no_name_reads_with_no_text_under_it_is_reported(after: str) -> None:
    """An unknown heading with nothing under it (at the end, or right before another
    heading) is warned about as empty: the parse never fails on it."""
    brief = parse(HEAD + "二、增量条目\n" + ITEM + "## Background\n" + after)
    assert brief.increments[0].points == ("新增重试预算",)
    warnings = [w for w in brief.warnings if w.where == "unknown section"]
    assert warnings and "it has no text" in warnings[0].text


def test_a_heading_followed_by_an_increment_s_field_was_no_section() -> None:
    """`# Note` among the points of a `增量 1：` increment, then `可信度：…`: the heading opened
    no section (a field of the increment follows), so its lines stay the increment's."""
    item = ITEM.replace("- 新增重试预算\n", "- 新增重试预算\n# 注意 缓存\n- 热更新\n")
    brief = parse(HEAD + "二、增量条目\n" + item + "三、矛盾/待核实\n无\n")
    assert brief.increments[0].points == ("新增重试预算", "# 注意 缓存", "热更新")
    assert [s.code for s in brief.increments[0].suggestions] == ["§2.1"]
    assert brief.unparsed == () and brief.warnings == ()


def test_increments_go_on_after_a_heading_between_them() -> None:
    second = "### 增量 2 · Orc 沙箱 1.2（⭐⭐）\n要点：\n- 冷启动 3 秒\n"
    first = ITEM.replace("增量 1：", "### 增量 1 · ")
    brief = parse(HEAD + "## 增量条目\n" + first + "### 背景\n- 旧版\n#### 细节\n" + second)
    assert [inc.title for inc in brief.increments] == ["Rook 工具路由器 0.9", "Orc 沙箱 1.2"]
    assert [inc.points for inc in brief.increments] == [("新增重试预算",), ("冷启动 3 秒",)]
    assert [n.text for n in brief.unparsed] == ["- 旧版", "#### 细节"]


def test_a_heading_deeper_than_the_increment_heads_stays_in_the_increment() -> None:
    first = ITEM.replace("增量 1：", "### 增量 1 · ").replace(
        "- 新增重试预算\n", "#### 细节\n- 新增重试预算\n"
    )
    brief = parse(HEAD + "## 增量条目\n" + first)
    assert brief.increments[0].points == ("#### 细节", "新增重试预算")
    assert brief.warnings == ()


def test_the_parse_report_names_the_file_and_line_of_an_unknown_section(
    cli_invoke: CliInvoke, tmp_path: Path
) -> None:
    path = tmp_path / "b.md"
    path.write_text(HEAD + "二、增量条目\n" + ITEM + "## Background\n- Rook 0.8\n", "utf-8")
    text = cli_invoke("parse", str(path)).stdout
    assert f"{path}:8: warning: section `## Background` is not one the parser knows" in text
    assert f"{path}:9: not understood (unknown section): - Rook 0.8" in text
    brief = json.loads(cli_invoke("parse", "--json", str(path)).stdout)["briefs"][0]
    assert brief["warnings"][0]["where"] == "unknown section"
    assert brief["increments"][0]["points"] == ["新增重试预算"]


@pytest.mark.parametrize(
    ("line", "key", "text"),
    [
        ("Links: https://rook.dev/blog/0.9", "url", "https://rook.dev/blog/0.9"),
        ("Section: 2.1 工具调用", "suggestion", "2.1 工具调用"),
        ("Points:\n- 新增重试预算", "points", "- 新增重试预算"),  # (heldout103)
        ("关联条目：沿用 12-01 Rook 0.8 条目", "relation", "沿用 12-01 Rook 0.8 条目"),  # heldout17
        ("与文档既有内容：Rook 0.8 条目的后续", "relation", "Rook 0.8 条目的后续"),  # heldout17
    ],
)
def test_more_field_labels_are_read(line: str, key: str, text: str) -> None:
    item = f"增量 1：Rook 0.9（⭐⭐）\n来源：inbox/x.md\n可信度：高\n{line}\n"
    [inc] = parse(HEAD + "## 增量条目\n" + item).increments
    assert (inc.credibility, [(f.key, f.text) for f in inc.fields][-1]) == ("高", (key, text))


@pytest.mark.parametrize(
    ("fields", "key"),
    [
        ("来源：\ninbox/x.md\n博客：https://rook.dev/blog\n", "sources"),  # (a list at the margin)
        ("要点：\n吞吐：2 倍\n延迟：-30%\n", "points"),  # (points at the labels' margin)
        ("要点：\n1. 吞吐 2 倍\n备注：见发布说明\n", "points"),
        ("- 要点：\n- 吞吐 2 倍\n- 备注：见发布说明\n", "points"),
    ],
)
def test_a_label_shaped_line_among_a_fields_items_stays_an_item(fields: str, key: str) -> None:
    [inc] = parse(HEAD + "## 增量条目\n增量 1：Rook 0.9（⭐⭐）\n" + fields).increments
    assert [f.key for f in inc.fields] == [key] and inc.fields[0].text.endswith(fields[-8:-1])


def test_an_unknown_label_after_a_field_is_a_field_of_its_own_reported(
    cli_invoke: CliInvoke, tmp_path: Path
) -> None:
    """The report: `- 建议章节：…` after `- 可信度：高` went into the credibility, and the
    suggestion was lost, silently; an unknown label now opens a field of its own."""
    item = "增量 1：Rook 0.9（⭐⭐）\n- 来源：inbox/x.md\n- 可信度：高\n- 备注：内部消息\n- 建议章节：§2.1\n"
    path = tmp_path / "b.md"
    path.write_text(HEAD + "## 增量条目\n" + item, "utf-8")
    text = cli_invoke("parse", str(path)).stdout
    assert f"{path}:6: warning: increment 1: field `备注` is not one the parser knows" in text
    brief = json.loads(cli_invoke("parse", "--json", str(path)).stdout)["briefs"][0]
    [inc] = brief["increments"]
    assert (inc["credibility"], [s["code"] for s in inc["suggestions"]]) == ("高", ["§2.1"])
    assert [(f["key"], f["label"], f["text"], f["line"]) for f in inc["fields"]][2] == (
        "unknown",
        "备注",
        "内部消息",
        6,
    )
    assert [(w["line"], w["where"]) for w in brief["warnings"]] == [(6, "unknown field")]


# --- wip/parse4: sources named by their kind, every label in every form, English headers ---

LISTED = "增量 1：Rook 0.9（⭐⭐）\n- 来源：inbox/x.md\n{line}\n- 可信度：高\n- 建议章节：§2.1\n"
PLAIN = "增量 1：Rook 0.9（⭐⭐）\n来源：inbox/x.md\n建议章节：§2.1\n{line}\n"


@pytest.mark.parametrize("item", [LISTED, PLAIN])
@pytest.mark.parametrize(
    ("label", "value"),
    [
        ("GitHub", "https://github.com/rook-ai/rook"),
        ("HF", "https://huggingface.co/rook-ai/rook-0.9"),
        ("论文", "arXiv:2612.00001"),
        ("博客", "https://rook.dev/blog/0.9"),
        ("官方公告", "https://rook.dev/news"),
        ("Repo", "https://github.com/rook-ai/rook"),
        ("Paper", "https://arxiv.org/abs/2612.00001"),
    ],
)
@pytest.mark.parametrize("form", ["- {l}：{v}", "- **{l}**: {v}", "{l}：{v}", "**{l}：** {v}"])
def test_a_source_named_by_its_kind_is_one_of_the_sources(
    item: str, label: str, value: str, form: str
) -> None:
    """The report: `- GitHub：https://github.com/a/b` was a field no label reads (warned),
    its link in no source, so the repository or arXiv id that finds the entry was lost."""
    brief = parse(HEAD + "## 增量条目\n" + item.format(line=form.format(l=label, v=value)))
    [inc] = brief.increments
    written = form.format(l=label, v=value)  # (a line of the sources where it stands in them)
    assert inc.sources in (f"inbox/x.md\n{label}：{value}", f"inbox/x.md\n{written}")
    assert (inc.credibility or "高", [s.code for s in inc.suggestions]) == ("高", ["§2.1"])
    assert brief.warnings == () and brief.unparsed == ()
    assert refs.github_repos(inc.sources) == (["rook-ai/rook"] if "github" in value else [])
    assert inc.primary_arxiv == ("2612.00001" if "2612" in value else None)


def test_an_arxiv_label_was_read_already_as_the_increments_paper() -> None:
    [inc] = parse(HEAD + "## 增量条目\n" + LISTED.format(line="- arXiv：2612.00001")).increments
    assert (inc.primary_arxiv, inc.sources) == ("2612.00001", "inbox/x.md")


@pytest.mark.parametrize(
    "line", ["- 博客：Rook 官方博客 12-01 一文", "- GitHub：35.5k ★，单日 +3.7k"]
)
def test_a_source_kind_label_naming_no_link_stays_a_field_of_its_own(line: str) -> None:
    brief = parse(HEAD + "## 增量条目\n" + LISTED.format(line=line))
    assert brief.increments[0].sources == "inbox/x.md"
    assert [w.where for w in brief.warnings] == ["unknown field"]


def test_a_source_kind_line_in_a_list_under_sources_stays_one_of_its_items() -> None:
    item = "增量 1：Rook 0.9（⭐⭐）\n来源：\nGitHub：https://github.com/a/b\n博客：https://b.dev\n要点：\n- x\n"
    [inc] = parse(HEAD + "## 增量条目\n" + item).increments
    assert [f.key for f in inc.fields] == ["sources", "points"]
    assert inc.sources == "GitHub：https://github.com/a/b\n博客：https://b.dev"


LABEL_VALUES = {
    "sources": (("来源", "出处", "Source", "Sources"), "inbox/x.md"),
    "arxiv": (("arXiv/URL", "arXiv 号", "arXiv"), "2501.01234"),
    "url": (("URL", "链接", "Link", "Links"), "https://rook.dev/b"),
    "credibility": (("可信度", "置信度", "Credibility", "Confidence"), "高"),
    "relation": (
        (
            "与活文档的关系",
            "与 rag.md 的关系",
            "与文档既有内容",
            "关联条目",
            "关联",
            "Relation",
            "Relationship",
            "Relation to the living document",
            "Relation to agent.md",
        ),
        "新条目",
    ),
    "suggestion": (
        (
            "建议归入章节",
            "建议归入",
            "建议章节",
            "建议位置",
            "归入章节",
            "章节建议",
            "建议 section",
            "Suggested section",
            "Target section",
            "Section",
        ),
        "§2.1 工具调用",
    ),
    "stars": (("Stars", "星级", "Rating"), "⭐⭐⭐"),
}
LABEL_FORMS = (
    "{l}{c}{v}",
    "**{l}**{c}{v}",
    "**{l}{c}**{v}",
    "- {l}{c}{v}",
    "- **{l}**{c}{v}",
    "- **{l}{c}** {v}",
    "* **{l}**{c}{v}",
    "1. **{l}**{c}{v}",
)


@pytest.mark.parametrize("key", sorted(LABEL_VALUES))
def test_every_label_of_the_table_reads_plain_bold_and_listed_with_either_colon(key: str) -> None:
    """The report: `- **Section**: §1.2 …` was a field no label reads (its lookahead saw
    `**` before the colon); every other label read in every form already."""
    labels, value = LABEL_VALUES[key]
    failed = []
    for label, form, colon in itertools.product(labels, LABEL_FORMS, ("：", ": ")):
        line = form.format(l=label, c=colon, v=value)
        mark = line[: line.index(" ") + 1] if line.startswith(("- ", "* ", "1. ")) else ""
        text = f"增量 1：Rook 0.9\n{mark}要点：\n  - 新增重试\n{line}\n"
        inc = parse(HEAD + "## 增量条目\n" + text).increments[0]
        if (key, value) not in [(f.key, f.text) for f in inc.fields]:
            failed.append(line)
    assert failed == []


@pytest.mark.parametrize(
    ("title", "line", "stars", "key"),
    [
        ("Rook 0.9", "- Stars: ⭐⭐⭐⭐", 4, "stars"),
        ("Rook 0.9（⭐⭐）", "- 星级：★★★★", 2, "stars"),  # (the title's own stars first)
        ("Rook 0.9", "- Stars: 35.5k（单日 +3.7k）", 0, "unknown"),  # (a repository's stars)
    ],
)
def test_stars_written_as_a_field_rate_an_increment_whose_title_has_none(
    title: str, line: str, stars: int, key: str
) -> None:
    item = f"增量 1：{title}\n- 来源：inbox/x.md\n{line}\n- 建议章节：§2.1\n"
    [inc] = parse(HEAD + "## 增量条目\n" + item).increments
    assert (inc.stars, [f.key for f in inc.fields][1]) == (stars, key)


def test_a_table_among_the_points_stays_a_table_unless_every_row_is_a_field() -> None:
    table = "| 来源 | inbox/x.md |\n|---|---|\n| 吞吐 | 2 倍 |\n"
    item = f"增量 1：Rook 0.9（⭐⭐）\n要点：\n- 新增\n{table}建议章节：§2.1\n"
    [inc] = parse(HEAD + "## 增量条目\n" + item).increments
    assert (inc.sources, len(inc.tables)) == ("", 1)


def test_a_rule_among_the_points_stays_a_rule_between_increments_goes() -> None:
    item = "增量 1：Rook 0.9（⭐⭐）\n要点：\n- 新增\n\n---\n\n- 回退\n建议章节：§2.1\n---\n"
    second = "增量 2：Orc 1.2（⭐⭐）\n要点：\n- 冷启动\n---\n"
    brief = parse(HEAD + "## 增量条目\n" + item + second)
    assert "---" in brief.increments[0].fields[0].text
    assert [inc.points[-1] for inc in brief.increments] == ["回退", "冷启动"]
    assert brief.unparsed == ()


@pytest.mark.parametrize(
    "head",
    [
        "1. **Rook 0.9**（⭐⭐）",
        "**[1]** Rook 0.9（⭐⭐）",
        "【1】Rook 0.9（⭐⭐）",
        "### Increment 1 Rook 0.9（⭐⭐）",
    ],
)
def test_an_increment_headed_in_brackets_as_a_list_item_or_a_heading_without_colon(
    head: str,
) -> None:
    item = (
        f"{head}\n   - 来源：inbox/x.md\n   - 要点：\n     1. **吞吐**：2 倍\n   - 建议章节：§2.1\n"
    )
    [inc] = parse(HEAD + "## Increments\n" + item).increments
    assert (inc.number, inc.title, inc.sources, inc.points) == (
        "1",
        "Rook 0.9",
        "inbox/x.md",
        ("1. **吞吐**：2 倍",),
    )


def test_a_heading_numbered_with_a_hash_is_read_before_a_numbered_list() -> None:
    """`### 1. TITLE` heads, and `1. **吞吐**…` points at the margin: the heads are the
    headings, the list items their points."""
    item = "### 1. Rook 0.9（⭐⭐）\n要点：\n1. **吞吐** 翻倍\n2. **延迟** 减半\n### 2. Orc 1.2\n要点：\n- x\n"
    brief = parse(HEAD + "## Increments\n" + item)
    assert [inc.title for inc in brief.increments] == ["Rook 0.9", "Orc 1.2"]


@pytest.mark.parametrize(
    ("header", "code", "message"),
    [
        ("# Inference E1 pre-digest (2026-12-01)", 0, ""),
        ("E1 Pre-digest Briefing — INFERENCE — 2026-12-01", 0, ""),
        ("推理 · E1 预消化简报(2026-12-01)", 2, "b.md:1: briefing of topic '推理'"),
        (
            "Inference Serving E1 pre-digest (2026-12-01)",
            2,
            "b.md:1: the header line gives no single topic",
        ),
    ],
)
def test_a_topic_in_other_case_is_its_maps_a_chinese_or_two_word_one_is_refused(
    cli_invoke: CliInvoke, tmp_path: Path, header: str, code: int, message: str
) -> None:
    """Read only what is unambiguous against the map's topic (`inference`): case is folded
    when the briefing is assigned; a topic in another language, or two words, is refused
    with the file and the line (exit 2)."""
    doc = tmp_path / "inference.md"
    doc.write_text((ROOT / "examples" / "inference.md").read_text("utf-8"), "utf-8")
    brief = tmp_path / "b.md"
    brief.write_text(f"{header}\n## 增量条目\n{ITEM}", "utf-8")
    result = cli_invoke(
        "apply", str(brief), "--doc", str(doc), "--map", str(ROOT / "section_map.yaml")
    )
    assert result.exit_code == code
    assert message in result.stderr


def test_a_head_giving_its_number_only_takes_the_next_line_of_text_as_its_title() -> None:
    item = (
        "#### 增量 1\n\n**Rook 工具路由器 0.9**（⭐⭐⭐）\n来源：inbox/x.md\n建议归入章节：§2.1\n"
    )
    brief = parse(HEAD + "## 增量条目\n" + item)
    [increment] = brief.increments
    assert (increment.title, increment.stars, increment.sources) == (
        "Rook 工具路由器 0.9",
        3,
        "inbox/x.md",
    )


def test_a_head_giving_its_number_only_before_a_field_takes_no_field_as_its_title() -> None:
    item = ITEM + "#### 增量 2\n- 来源：inbox/y.md\n- 要点：重试\n"
    brief = parse(HEAD + "## 增量条目\n" + item)
    assert [inc.title for inc in brief.increments] == ["Rook 工具路由器 0.9"]
    assert any("#### 增量 2" in w.text for w in brief.warnings)


def test_a_bare_english_head_opens_an_increment_only_before_a_field_the_open_one_has() -> None:
    second = "Increment 2 Wren memory store 1.2\n来源：inbox/y.md\n建议归入章节：§2.3\n"
    brief = parse(HEAD + "## Increments\n" + ITEM.replace("增量 1：", "Increment 1 ") + second)
    assert [inc.title for inc in brief.increments] == [
        "Rook 工具路由器 0.9",
        "Wren memory store 1.2",
    ]
    assert brief.increments[1].sources == "inbox/y.md"


def test_a_table_of_increments_is_read_a_row_each_and_a_table_inside_points_is_not() -> None:
    table = (
        "| # | 标题 | 来源 | 建议章节 |\n|---|---|---|---|\n| 1 | Rook 0.9 | inbox/x.md | §2.1 |\n"
    )
    brief = parse(HEAD + "## 增量条目\n" + table)
    assert [(i.title, i.sources) for i in brief.increments] == [("Rook 0.9", "inbox/x.md")]
    inside = ITEM.replace("- 新增重试预算\n", "- 新增重试预算\n\n" + table)
    [increment] = parse(HEAD + "## 增量条目\n" + inside).increments
    assert increment.title == "Rook 工具路由器 0.9"
    assert [t for t in increment.tables if "Rook 0.9" in str(t)]


def test_a_zero_padded_number_gives_the_id_its_number_gives() -> None:
    brief = parse(HEAD + "## 增量条目\n" + ITEM.replace("增量 1：", "增量 01："))
    assert [i.id for i in brief.increments] == ["2026-12-01#1"]


def test_apply_tells_of_a_briefing_line_nothing_read(cli_invoke: CliInvoke, tmp_path: Path) -> None:
    """The report: a contradiction section no item form reads (`Q1: …`) went nowhere, and the
    text summary of `apply` said nothing of it (the JSON and the PR body did)."""
    doc = tmp_path / "inference.md"
    doc.write_text((ROOT / "examples" / "inference.md").read_text("utf-8"), "utf-8")
    path = tmp_path / "b.md"
    text = HEAD.replace("agent", "inference") + "二、增量条目\n" + ITEM
    path.write_text(text + "三、矛盾/待核实\nQ1: Rook 的重试上限\n", "utf-8")
    result = cli_invoke("apply", "--doc", str(doc), str(path))
    assert result.exit_code == 0
    line = f"{path}:9: warning: not understood (contradictions): Q1: Rook 的重试上限"
    assert line in result.stderr


# --- wip/parse5: a language-model writer's shapes, and what they must not take ---


@pytest.mark.parametrize(
    ("title", "name", "stars"),
    [
        ("Rook 0.9（4/5）", "Rook 0.9", 4),
        ("Rook 0.9（★4，续立）", "Rook 0.9", 4),
        ("Rook 0.9 (2 stars)", "Rook 0.9", 2),
        ("Rook 0.9 ★4", "Rook 0.9", 4),
        ("Llama 4/5 对比", "Llama 4/5 对比", 0),  # (no bracket: a name, no rating)
        ("Rook 0.9（9/10 通过）", "Rook 0.9（9/10 通过）", 0),
    ],
)
def test_a_rating_written_as_a_number_is_that_many_stars(title: str, name: str, stars: int) -> None:
    [inc] = parse(
        HEAD
        + "## 增量条目\n"
        + ITEM.replace("增量 1：Rook 工具路由器 0.9（⭐⭐⭐）", f"增量 1：{title}")
    ).increments
    assert (inc.title, inc.stars) == (name, stars)


@pytest.mark.parametrize(
    ("tail", "codes"),
    [("→ §1.3 KV Cache", ["§2.1", "§1.3"]), ("→ 下一步看 v1.0", ["§2.1"])],
)
def test_a_section_after_an_arrow_on_the_head_is_a_suggestion(tail: str, codes: list[str]) -> None:
    text = ITEM.replace("（⭐⭐⭐）", f"（⭐⭐⭐）{tail}")
    [inc] = parse(HEAD + "## 增量条目\n" + text).increments
    assert [s.code for s in inc.suggestions] == codes
    assert inc.title == "Rook 工具路由器 0.9" + ("" if "§" in tail else f"（⭐⭐⭐）{tail}")


def test_a_dash_in_a_labelled_field_and_a_bold_line_among_points_stay_as_written() -> None:
    item = (
        "增量 1：Rook 0.9（⭐⭐）\n关联：背景 — 见 §2.1\n要点：\n**吞吐**\n- 2 倍\n建议章节：§2.1\n"
    )
    [inc] = parse(HEAD + "## 增量条目\n" + item).increments
    assert (inc.relation, inc.points[0]) == ("背景 — 见 §2.1", "**吞吐**")


def test_a_folded_block_among_the_points_stays_the_increments_points() -> None:
    """`<details>` around a section opens it by its summary (`text-details`); one among an
    increment's points is its points, the summary a point, no section."""
    fold = "<details><summary>原文摘录</summary>\n\n- 旧版重试无上限\n</details>\n"
    brief = parse(HEAD + "## 增量条目\n" + ITEM.replace("建议归入", fold + "建议归入"))
    [inc] = brief.increments
    assert inc.points == ("新增重试预算", "原文摘录", "旧版重试无上限")
    assert (brief.unparsed, brief.warnings, inc.suggestions[0].code) == ((), (), "§2.1")
