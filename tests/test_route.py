"""Where an increment's text and a contradiction note land: entries that end inside an open
block, items that call an entry by its name, the suggestion's words, carried-over index ids."""

from __future__ import annotations

import html
import re
from pathlib import Path

import cmarkgfm
import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, increment

HEAD = "# 活文档\n\n## §1.1 框架格局\n\n"
TAIL = "\n## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n"
# entries whose last block each kind of open block ends (GitHub runs it to the item's end)
OPEN = {
    "backtick fence": "  ```python\n  import marlin\n",
    "tilde fence": "  ~~~\n  marlin --serve\n",
    "comment": "  <!-- 待补充\n  marlin 旧参数\n",
    "pre": "  <pre>\n  marlin --serve\n",
    "details": "  <details>\n  <summary>旧参数</summary>\n  marlin --legacy\n",  # to a blank line
}


def run(doc: str, *briefs: str) -> api.ApplyReport:
    sources = [Source(f"b{n}.txt", b.encode()) for n, b in enumerate(briefs)]
    return api.apply(sources, Source("doc.md", doc.encode()), load_map(find_map(None, Path("/x"))))


def shown_outside_blocks(text: str) -> str:
    """What GitHub shows as text, without the contents of code blocks and raw HTML."""
    rendered = cmarkgfm.github_flavored_markdown_to_html(text)
    rendered = re.sub(r"<pre>.*?</pre>|<!--.*?-->", "", rendered, flags=re.S)
    return html.unescape(rendered)


def marlin_doc(block: str, gap: str = "\n") -> str:
    return (
        HEAD
        + "- **Marlin 引擎** — 首个版本，arXiv:2609.04321（2026-09-01）\n"
        + block
        + gap
        + "- **Quartz** — 另一个引擎（2026-09-02）\n"
        + TAIL
    )


def marlin_update(date: str = "2026-10-03") -> str:
    return brief_text(
        increment(
            1,
            "Marlin 引擎 0.3：新增分页注意力",
            points="- 吞吐提升 18%",
            extra="arXiv 号：arXiv:2609.04321\n",
        ),
        date=date,
    )


@pytest.mark.parametrize("kind", sorted(set(OPEN) - {"details"}))  # `<details>`: at the end
def test_an_update_for_an_entry_ending_inside_an_open_block_is_a_flagged_new_entry(
    kind: str,
) -> None:
    doc = marlin_doc(OPEN[kind])
    report = run(doc, marlin_update())
    (action,) = report.actions
    assert action.action == "inserted" and "possibly-continues" in action.flags
    assert "Marlin 引擎" in action.possibly and "ends inside" in action.possibly
    written = report.new_text.render()
    assert written.startswith(doc.split("\n## §1.2")[0].rstrip("\n"))  # nothing before moved
    assert "新增分页注意力" in shown_outside_blocks(written)  # GitHub shows it as text,
    rendered = cmarkgfm.github_flavored_markdown_to_html(written)
    assert re.search(r"<li>\s*(?:<p>)?<strong>Marlin 引擎 0\.3", rendered)  # a list item
    assert not run(written, marlin_update()).changed  # the night again changes nothing


def test_an_entry_whose_block_is_closed_is_updated_as_usual() -> None:
    doc = marlin_doc("  ```python\n  import marlin\n  ```\n")
    (action,) = run(doc, marlin_update()).actions
    assert action.action == "updated" and not action.possibly


def test_a_note_for_an_entry_ending_inside_an_open_block_goes_to_the_verify_section() -> None:
    doc = marlin_doc(OPEN["backtick fence"])
    item = (
        "三、值得警惕的矛盾或待核实说法\n"
        "矛盾/待核实 ①：Marlin 引擎的 18% 吞吐是否含预热（中风险）\n"
        "- 建议：在 Marlin 引擎 条目注明测试条件\n"
    )
    report = run(doc, brief_text(increment(1, "Sorrel 框架发布"), date="2026-10-03") + item)
    (note,) = report.contradictions
    assert note.attached_to == "verify" and "ends inside a code fence" in note.reason
    assert "Marlin 引擎的 18% 吞吐" in shown_outside_blocks(report.new_text.render())


CALLED_DOC = (
    HEAD
    + "1. **ZQL 已停更** — 查询层推理服务，作者宣布停止维护（2026-09-03）\n"
    + "2. **Brindle 调度器** — 请求级优先级（2026-09-04）\n"
    + TAIL
)


def ask(title: str, suggestion: str, date: str = "2026-10-04") -> api.ApplyReport:
    item = (
        "三、值得警惕的矛盾或待核实说法\n"
        f"矛盾/待核实 ①：{title}（中风险）\n- 问题：两处说法不一\n- 建议：{suggestion}\n"
    )
    return run(CALLED_DOC, brief_text(increment(1, "Sorrel 框架发布"), date=date) + item)


def test_an_item_that_calls_an_entry_by_its_name_goes_on_that_entry() -> None:
    (note,) = ask("ZQL 镜像是否仍在发布", '在 ZQL 条目注明"镜像去向未确认"').contradictions
    assert note.action == "attached" and "ZQL 已停更" in (note.attached_to or "")
    assert note.matched == 'calls "ZQL" an entry'
    (note,) = ask("调度优先级反转的复现条件", "Brindle 调度器条目补一句复现条件").contradictions
    assert "Brindle" in (note.attached_to or ""), note


def test_a_word_several_entries_start_with_called_an_entry_decides_nothing() -> None:
    doc = CALLED_DOC.replace(
        "2. **Brindle",
        "2. **Brindle原生分页后端** — 新后端（2026-09-05）\n3. **Brindle",
    )
    item = (
        "三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：Brindle 吞吐口径（中风险）\n"
        "- 建议：在 Brindle 条目注明测试条件\n"
    )
    brief = brief_text(increment(1, "Sorrel 框架发布"), date="2026-10-04") + item
    (note,) = run(doc, brief).contradictions
    assert note.attached_to == "verify", note  # `Brindle原生…` and `Brindle 调度器` both
    (note,) = run(CALLED_DOC.replace("Brindle 调度器", "Brindle原生分页后端"), brief).contradictions
    assert "Brindle原生分页后端" in (note.attached_to or ""), note  # the only one: its own name


def test_a_short_or_generic_name_called_an_entry_alone_decides_nothing() -> None:
    # `ZQL` (three letters) is called an entry, but the item's title is about something else
    (note,) = ask("查询层镜像是否仍在发布", "在 ZQL 条目注明镜像去向").contradictions
    assert note.attached_to == "verify", note
    (note,) = ask("某推理引擎的吞吐口径", "在 推理引擎 条目注明口径").contradictions
    assert note.attached_to == "verify", note


def test_the_suggestion_names_the_increment_the_item_is_about() -> None:
    brief = brief_text(
        increment(1, "Sorrel 框架发布"),
        increment(2, "网关冷启动延迟实测 — 三家云厂商对比", section="§1.4 可靠性"),
        date="2026-10-05",
    ) + (
        "三、值得警惕的矛盾或待核实说法\n"
        "矛盾/待核实 ①：统计口径变化（低风险）\n"
        "- 问题：第二版把 P99 改为 P95\n"
        '- 建议：标注"冷启动延迟实测 两版口径不同"\n'
    )
    (note,) = run(CALLED_DOC, brief).contradictions
    assert note.attached_to == "2026-10-05#2" and (note.matched or "").startswith("words:")


# --- arXiv index rows of carried-over (`🔄 沿用`) and cited ids ---------------------------------

INDEX_DOC = (
    HEAD
    + "- **Heron 推测解码**：双草稿头，arXiv:2608.07001（2026-08-20）\n"
    + "\n## §1.2 推理调度\n\n- **Lattice 调度**：按阶段切分，arXiv:2608.07002（2026-08-22）\n"
    + "\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## arXiv 索引\n\n"
    + "| arXiv | 标题 | 章节 | 首次锚定 | 最近确认 |\n|---|---|---|---|---|\n"
    + "| 2608.07002 | Lattice | §1.2 | 2026-08-22 | 2026-08-22 |\n"
)


def listed(*lines: str) -> str:
    return "四、可引用 arXiv 号列表\n" + "".join(f"{line}\n" for line in lines)


def index_rows(text: str) -> dict[str, list[str]]:
    rows = [line.strip("|").split("|") for line in text.split("\n") if line.startswith("| 26")]
    return {cells[0].strip(): [c.strip() for c in cells[1:]] for cells in rows}


def test_carried_over_ids_confirm_their_row_or_get_the_section_of_their_entry() -> None:
    brief = brief_text(increment(1, "Sorrel 框架发布"), date="2026-10-06") + listed(
        "🔄 沿用（基线已立，本次引用）：",
        "- 2608.07002（Lattice · 阶段切分）— 沿用",
        "- 2608.07001（Heron · 双草稿头）— 沿用",
    )
    report = run(INDEX_DOC, brief)
    got = {a.id: (a.action, a.anchor) for a in report.index}
    assert got == {"2608.07002": ("confirmed", "§1.2"), "2608.07001": ("added", "§1.1")}
    rows = index_rows(report.new_text.render())
    assert rows["2608.07002"] == ["Lattice", "§1.2", "2026-08-22", "2026-10-06"]
    # first anchored when the entry holding it was written, not on the day it was carried over
    assert rows["2608.07001"] == ["Heron", "§1.1", "2026-08-20", "2026-10-06"]
    assert not run(report.new_text.render(), brief).changed


def test_a_cited_paper_takes_the_section_of_the_one_increment_naming_it() -> None:
    brief = brief_text(
        increment(1, "Sorrel 框架发布"),
        increment(2, "Pinwheel 草稿池 vs Heron — 接受率对比", section="§1.2 推理调度"),
        date="2026-10-06",
    ) + listed(
        "| arXiv 号 | 标题 | 可信度 | 与 inference.md 关系 |",
        "|---|---|---|---|",
        "| 2609.03003 | Pinwheel | 中高 | 9-27 锚定；续立 |",
    )
    (row,) = run(INDEX_DOC, brief).index
    assert (row.action, row.anchor, row.note) == ("added", "§1.2", "")
    rows = index_rows(run(INDEX_DOC, brief).new_text.render())
    assert rows["2609.03003"] == ["Pinwheel", "§1.2", "2026-09-27", "2026-10-06"]


def test_a_paper_no_section_is_known_for_goes_to_the_fallback_reported() -> None:
    brief = brief_text(increment(1, "Sorrel 框架发布"), date="2026-10-06") + listed(
        "- 2609.03004（Quillwort · 无关主题）— 沿用"
    )
    report = run(INDEX_DOC, brief)
    (row,) = report.index
    assert row.anchor == "unsorted" and "for the reviewer" in row.note
    assert index_rows(report.new_text.render())["2609.03004"][1] == "待归类"  # never empty
    english = INDEX_DOC.replace("## arXiv 索引", "## arXiv Index").replace("# 活文档", "# Notes")
    english = english.replace("§1.1 框架格局", "§1.1 Engines").replace("推理调度", "Scheduling")
    english = english.replace("## §1.4 可靠性", "## §1.4 Reliability")
    assert index_rows(run(english, brief).new_text.render())["2609.03004"][1] == "Unsorted"


@pytest.mark.parametrize(
    "relation, today, first",
    [
        ("9-20锚定", "2026-10-06", "2026-09-20"),
        ("10-27 锚定; 续立", "2026-11-19", "2026-10-27"),
        ("12-30 锚定", "2027-01-02", "2026-12-30"),  # the day is before today, last year
        ("本次新增 → §1.3", "2026-10-06", None),
        ("13-40 锚定", "2026-10-06", None),
    ],
)
def test_the_day_a_row_says_its_paper_was_anchored(
    relation: str, today: str, first: str | None
) -> None:
    from patcher.plan.index import anchored_on

    assert anchored_on(relation, today) == first


# --- section suggestions in other words ----------------------------------------------------------


def route_of(
    section: str, title: str = "Sorrel 框架 0.2", points: str = "- 首版"
) -> tuple[str, str]:
    from patcher.briefing.parse import parse_text
    from patcher.plan.routes import route_brief
    from patcher.text.source import split_text

    brief = parse_text(split_text("b.txt", brief_text(increment(1, title, section, points))))
    (route,) = route_brief(brief, load_map(find_map(None, Path("/x"))))
    return route.anchor, route.via


@pytest.mark.parametrize(
    "section, anchor, via",
    [
        ("KV Cache 与跨节点复用（新方向）", "§1.3", "alias"),  # an anchor's name inside
        ("推理调度系统扩展", "§1.2", "alias"),
        ("可观测性 / 告警", "§1.4", "alias"),
        ("1.4 可靠性专题", "§1.4", "suggested"),  # a code without its §
        ("§7.7 推理调度", "§1.2", "alias"),  # a code the map lacks, a name it knows
        ("Speculative serving tricks", "§1.2", "keyword"),  # the suggestion's own keywords
    ],
)
def test_a_suggestion_in_other_words_names_its_section(section: str, anchor: str, via: str) -> None:
    # the title and points hold §1.1's keywords (框架, 部署): the suggestion counts first
    assert route_of(section, points="- 部署 迁移") == (anchor, via)


def test_a_suggestion_naming_several_sections_or_an_auxiliary_one_decides_nothing() -> None:
    # `KV Cache` and `调度` name two sections: the increment's own keywords decide
    assert route_of("KV Cache 调度", points="- 部署 迁移") == ("§1.1", "keyword")
    # a name holding `归档` never files an increment into the archive
    assert route_of("归档备查材料", title="Gauge 指标面板", points="- OOM 告警") == (
        "§1.4",
        "keyword",
    )


def test_an_item_that_cites_an_increment_by_number_goes_where_that_increment_went() -> None:
    brief = brief_text(
        increment(1, "Sorrel 框架发布"),
        increment(2, "Brindle 调度器 2.0 — 抢占延迟减半", section="§1.2 推理调度"),
        date="2026-10-06",
    ) + (
        "三、值得警惕的矛盾或待核实说法\n"
        "矛盾/待核实 ①：两处数字来源不一（低风险）\n"
        "- 问题：增量二的 50% 来自作者博客，社区复测只有 35%\n"
    )
    (note,) = run(CALLED_DOC, brief).contradictions
    assert note.attached_to == "2026-10-06#2" and note.matched == "cites 增量二", note
    unknown = brief.replace("增量二的", "增量 7 的")  # no such increment: no evidence
    (note,) = run(CALLED_DOC, unknown).contradictions
    assert note.attached_to == "verify", note


def test_a_one_word_name_in_passing_yields_to_the_entry_the_title_is_about() -> None:
    doc = (
        HEAD
        + "- **Ferrox 2.1**：Rust 推理框架（2026-09-06）\n"
        + "- **NVIDIA 分层显存编排（LMO）**：HBM 与主机内存分层（2026-09-07）\n"
        + TAIL
    )
    (note,) = ask_on(doc, "分层显存编排对 Ferrox 的兼容范围").contradictions
    assert "分层显存编排" in (note.attached_to or "") and note.matched == "words:分层显存编排"
    (note,) = ask_on(doc, "长文本场景下 Ferrox 的内存占用").contradictions
    assert "Ferrox 2.1" in (note.attached_to or ""), note  # about Ferrox after all


def ask_on(doc: str, title: str) -> api.ApplyReport:
    item = f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：{title}（中风险）\n- 建议：待查\n"
    return run(doc, brief_text(increment(1, "Sorrel 框架发布"), date="2026-10-07") + item)


def test_an_item_naming_two_entries_goes_to_the_verify_section() -> None:
    doc = (
        HEAD
        + "- **Ferrox 2.1**：Rust 推理框架（2026-09-06）\n"
        + "- **Quillstone**：C++ 推理框架（2026-09-08）\n"
        + TAIL
    )
    (note,) = ask_on(doc, "Quillstone 与 Ferrox 的吞吐对比").contradictions
    assert note.attached_to == "verify", note  # a comparison of two entries is neither's
    (note,) = ask_on(doc, "Quillstone 的吞吐口径").contradictions
    assert "Quillstone" in (note.attached_to or ""), note


# --- a new entry keeps its list as GitHub showed it --------------------------------------------


def items_shown(text: str, heading: str) -> list[str]:
    """The entries (items opening with a bold lead) GitHub shows under `heading` (up to
    the next heading), each up to its first line: `<li><p>` in a loose list."""
    rendered = cmarkgfm.github_flavored_markdown_to_html(text)
    part = re.split(rf">{re.escape(heading)}</h[12]>", rendered)[1].split("<h", 1)[0]
    return re.findall(r"<li>(?:\n?<p>)?<strong>[^\n]*", part)


@pytest.mark.parametrize("underline", ["-------------", "===", "  ---  "])
@pytest.mark.parametrize("after", ["- **Delta**：KV。\n", "- **Delta**：KV。\n- **Eta**：页。\n"])
def test_a_list_right_under_a_setext_heading_gets_its_new_entry_and_stays_tight(
    underline: str, after: str
) -> None:
    level = "##" if underline.strip()[0] == "-" else "#"
    doc = (
        "# 活文档\n\n## §1.1 框架格局\n\n- **A**：a。\n\n## §1.2 推理调度\n\n- **G**：g。\n\n"
        f"§1.3 KV Cache\n{underline}\n{after}\n## §1.4 可靠性\n\n- **Eps**：e。\n"
    ).replace("## §", f"{level} §")
    new = brief_text(increment(1, "Kappa KV 压缩 8 倍", section="§1.3 KV Cache"), date="2026-10-05")
    report = run(doc, new)
    (action,) = report.actions
    assert (action.action, action.anchor) == ("inserted", "§1.3")
    written = report.new_text.render()
    before, after_write = items_shown(doc, "§1.3 KV Cache"), items_shown(written, "§1.3 KV Cache")
    assert after_write[: len(before)] == before  # the old items show exactly as before: tight
    assert len(after_write) == len(before) + 1 and "Kappa KV 压缩 8 倍" in after_write[-1]
    assert "<p>" not in "".join(after_write) and not run(written, new).changed
    from patcher.document.sections import load
    from patcher.text.source import split_text

    smap = load_map(find_map(None, Path("/x")))
    read = load(split_text("doc.md", doc), smap).section("§1.3")
    assert len(read.entries) == after.count("- **")  # the item under the underline is an entry


REFS_HEAD = "# 活文档\n\n## §1.1 框架格局\n\n- **Alpha 引擎**（2026-09-01）：首版。\n- **Beta 引擎**（2026-09-02）：次版。\n"
LINK_LISTS = {
    "numbered URLs": "1. https://example.org/alpha\n2. https://example.org/beta\n",
    "markdown links": "- [Alpha 文档](https://example.org/alpha)\n- [Beta 文档](https://example.org/b)\n",
    "autolinks": "* <https://example.org/alpha>\n* <https://example.org/beta>。\n",
    "labelled URLs": "- 官方博客：https://example.org/blog\n- 代码仓库: https://example.org/repo\n",
}
QUOKKA = brief_text(increment(1, "Quokka 推理运行时 1.0 发布", section="§1.1 框架格局"))


@pytest.mark.parametrize("kind", sorted(LINK_LISTS))
def test_a_new_entry_joins_the_entries_not_the_list_of_reference_links(kind: str) -> None:
    doc = REFS_HEAD + "\n参考链接：\n\n" + LINK_LISTS[kind] + TAIL
    report = run(doc, QUOKKA)
    (action,) = report.actions
    assert action.action == "inserted" and "placement-unsure" not in action.flags
    written = report.new_text.render()
    shown = cmarkgfm.github_flavored_markdown_to_html(written)
    first_list = shown.split("<p>参考链接：</p>", 1)[0]
    assert "<strong>Quokka 推理运行时 1.0 发布</strong>" in first_list  # with Alpha and Beta
    old = cmarkgfm.github_flavored_markdown_to_html(doc)
    assert shown.split("<p>参考链接：</p>", 1)[1] == old.split("<p>参考链接：</p>", 1)[1]
    assert not run(written, QUOKKA).changed


def test_items_that_are_only_links_are_no_entries_of_the_section() -> None:
    from patcher.document.sections import load
    from patcher.text.source import split_text

    doc = REFS_HEAD + "\n参考链接：\n\n" + LINK_LISTS["numbered URLs"] + TAIL
    smap = load_map(find_map(None, Path("/x")))
    section = load(split_text("doc.md", doc), smap).section("§1.1")
    assert [e.lead.split("**")[1] for e in section.entries] == ["Alpha 引擎", "Beta 引擎"]
    # an entry that carries a link after its bold lead is an entry
    linked = doc.replace(
        "- **Beta 引擎**（2026-09-02）：次版。", "- **Beta 引擎**：https://x.org/b"
    )
    assert len(load(split_text("doc.md", linked), smap).section("§1.1").entries) == 2


def test_a_section_whose_only_list_is_of_links_gets_a_flagged_new_entry() -> None:
    doc = "# 活文档\n\n## §1.1 框架格局\n\n参考链接：\n\n" + LINK_LISTS["numbered URLs"] + TAIL
    (action,) = run(doc, QUOKKA).actions
    assert action.action == "inserted" and "placement-unsure" in action.flags


# --- an entry ending in an HTML block that runs to a blank line (`<details>`) -----------------

DETAILS = "\n  <details><summary>展开</summary>\n\n  - 旧参数\n\n  </details>\n"


def github(text: str) -> str:
    """The HTML GitHub shows, raw HTML (`<details>`) kept."""
    unsafe = cmarkgfm.cmark.Options.CMARK_OPT_UNSAFE
    return cmarkgfm.github_flavored_markdown_to_html(text, options=unsafe)


def top_items(rendered: str, heading: str) -> list[str]:
    """The HTML of each top-level item of the first list under `heading`."""
    part = rendered.split(f">{heading}</h2>", 1)[1].split("<h2", 1)[0]
    items, depth, begin = [], 0, 0
    for tag in re.finditer(r"<li[ >]|</li>", part):
        if tag.group() != "</li>":
            depth += 1
            begin = tag.start() if depth == 1 else begin
        else:
            depth -= 1
            if depth == 0:
                items.append(part[begin : tag.end()])
    return items


@pytest.mark.parametrize("gap", ["", "\n"])
def test_an_update_after_a_closed_details_block_in_a_loose_list_follows_a_blank_line(
    gap: str,
) -> None:
    doc = (
        HEAD
        + "- **Beta 引擎** — 第二条（2026-09-02）\n"
        + gap
        + "- **Marlin 引擎** — 首个版本，arXiv:2609.04321（2026-09-01）\n"
        + DETAILS
        + "- **Quartz** — 另一个引擎（2026-09-03）\n"
        + TAIL
    )
    report = run(doc, marlin_update())
    (action,) = report.actions
    assert action.action == "updated" and not action.flags
    written = report.new_text.render()
    assert "  </details>\n\n  - 2026-10-03" in written
    before = top_items(github(doc), "§1.1 框架格局")
    after = top_items(github(written), "§1.1 框架格局")
    assert [after[0], after[2]] == [before[0], before[2]]  # the other items show as before
    kept, added = after[1][: len(before[1]) - 5], after[1][len(before[1]) - 5 :]
    assert kept == before[1][:-5] and kept.rstrip().endswith("</details>")
    assert re.match(r"\s*<ul>\s*<li>2026-10-03 续：Marlin 引擎 0\.3", added)  # a sub-bullet
    assert not run(written, marlin_update()).changed


def test_an_update_to_an_entry_ending_in_details_in_a_tight_list_goes_before_the_block() -> None:
    block = "  <details><summary>展开</summary>\n  旧参数\n  </details>\n"
    doc = marlin_doc(block, gap="")
    assert "<p>" not in github(doc)  # tight
    report = run(doc, marlin_update())
    (action,) = report.actions
    assert action.action == "updated" and not action.flags
    written = report.new_text.render()
    assert "（2026-09-01）\n  - 2026-10-03 续：Marlin 引擎 0.3" in written
    assert "吞吐提升 18% <!-- livedoc:id=2026-10-03#1" in written  # the block follows it
    assert written.index("livedoc:id=2026-10-03#1") < written.index("  <details>")
    rendered = github(written)
    assert "<p>" not in rendered  # still tight: no item became a paragraph
    before, after = top_items(github(doc), "§1.1 框架格局"), top_items(rendered, "§1.1 框架格局")
    assert after[1] == before[1] and len(after) == 2  # Quartz shows as before
    assert re.search(
        r"<ul>\s*<li>2026-10-03 续：Marlin 引擎 0\.3.*?</li>\s*</ul>\s*<details>", after[0], re.S
    )
    assert after[0].rstrip().endswith("</details>\n</li>")  # the block stays in the entry
    again = run(written, marlin_update(date="2026-10-05"))
    text = again.new_text.render()
    assert text.index("id=2026-10-03#1") < text.index("id=2026-10-05#1") < text.index("<details>")
    assert "<p>" not in github(text) and not run(written, marlin_update()).changed
