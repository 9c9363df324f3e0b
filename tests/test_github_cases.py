"""The end-to-end cases of issue 23: documents the line reader misread, judged by GitHub.

Each document is applied and the result judged with cmark-gfm's HTML (`gfm.judge`); check
and the guard are run on the same documents.
"""

from __future__ import annotations

import pytest

from patcher import api
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.errors import DocumentError
from patcher.lint.check import check_text
from patcher.lint.guard import check_loss
from patcher.text.source import Source, read_source, split_text

from . import gfm
from .conftest import ROOT, SMALL_MAP, brief_text, increment

MAP: SectionMap = load_map(Source("map.yaml", SMALL_MAP.encode()))
COLIBRI = increment(1, "colibri engine 0.4 发布", points="- 吞吐提升")
NEW = increment(2, "Tensorpipe engine 上线", points="- 单机多卡")
BRIEF = brief_text(COLIBRI, NEW)
EXPECTED = {"2026-10-01#1": "§1.1", "2026-10-01#2": "§1.1"}


def doc(section_11: str, between: str = "") -> str:
    return (
        "# 活文档\n\n## §1.1 框架格局\n\n"
        + section_11
        + between
        + "## §1.2 推理调度\n\n1. **SAGA** 调度（2026-09-03）\n\n## Misc\n"
    )


def apply(text: str, brief: str = BRIEF, smap: SectionMap = MAP) -> api.ApplyReport:
    return api.apply([Source("b.txt", brief.encode())], Source("d.md", text.encode()), smap)


def codes(text: str, smap: SectionMap = MAP) -> set[str]:
    return {f.code for f in check_text(split_text("d.md", text), smap)}


def applied_as_github_shows(text: str) -> api.ApplyReport:
    report = apply(text)
    assert gfm.judge(text, report.new_text.render(), EXPECTED) == []
    assert codes(report.new_text.render()) == codes(text)
    return report


def test_a_wrapped_line_starting_with_hash_stays_in_its_entry() -> None:
    """`#4，…` is no heading (ATX needs a space after the #s): it continues the entry."""
    text = doc("- **colibri** engine 0.3：热度上升，\n#4，9-21 升至 #2。\n- **vLLM** 0.19\n\n")
    report = applied_as_github_shows(text)
    lines = report.new_text.lines
    update = next(n for n, line in enumerate(lines) if "livedoc:id=2026-10-01#1" in line)
    assert lines[update - 1] == "#4，9-21 升至 #2。"  # the update follows the whole entry
    assert {a.action for a in report.actions} == {"updated", "inserted"}


@pytest.mark.parametrize(
    "block",
    [
        "<details>\n<summary>旧笔记</summary>\n旧内容\n</details>\n",
        "<pre>\n- 不是条目\n\n- 也不是\n</pre>\n",
        "<!--\n- 注释里的条目\n\n-->\n",
    ],
    ids=["details", "pre", "comment"],
)
def test_new_entries_never_land_in_an_html_block_after_the_last_entry(block: str) -> None:
    text = doc("- **colibri** engine 0.3\n- **vLLM** 0.19\n\n" + block + "\n")
    report = applied_as_github_shows(text)
    assert report.new_text.render().count(block) == 1


def test_a_rule_after_a_quote_is_no_heading_and_the_section_goes_on() -> None:
    """`> quote` then `---`: a rule (not a setext heading), so colibri is still in §1.1 and
    the continuation updates it."""
    text = doc("> 引用一句\n---\n\n- **colibri** engine 0.3\n- **vLLM** 0.19\n\n")
    report = applied_as_github_shows(text)
    assert [a.action for a in report.actions] == ["updated", "inserted"]


def test_a_heading_inside_an_html_block_is_not_an_anchor() -> None:
    """An `<img>` line right above `## §1.2` opens an HTML block that takes the heading in:
    GitHub shows no §1.2 heading, so apply refuses and check says so."""
    text = doc("- **colibri** engine 0.3\n\n", between='<img src="a.png">\n')
    assert "§1.2" not in " ".join(line for _, _, line in gfm.headings(text))
    with pytest.raises(DocumentError, match=r"§1\.2"):
        apply(text)
    assert "PD001" in codes(text)


def test_a_fence_left_open_in_the_last_item_ends_with_the_item() -> None:
    text = doc("- **colibri** engine 0.3\n- **vLLM** 0.19\n  ```sh\n  pip install vllm\n\n")
    assert "PD001" not in codes(text)
    applied_as_github_shows(text)


def test_a_heading_inside_pre_is_text() -> None:
    text = doc("- **colibri** engine 0.3\n\n<pre>\n## §1.2 推理调度\n</pre>\n\n")
    assert "PD003" not in codes(text)
    applied_as_github_shows(text)


def test_deleting_an_entry_after_a_false_setext_underline_is_caught() -> None:
    head = doc("> 引用一句\n---\n\n- **colibri** engine 0.3\n- **vLLM** 0.19\n\n")
    staged = head.replace("- **colibri** engine 0.3\n", "")
    found = {f.code for f in check_loss(split_text("d.md", head), split_text("d.md", staged), MAP)}
    assert "PD009" in found


INDEX_DOC = """\
# 活文档

## §1.1 框架格局

- **SAGA**（arXiv:2605.00528）调度

## §1.2 推理调度

## §1.3 KV Cache

## §1.4 推理可靠性与可观测性

## arXiv 索引

arXiv | 标题 | 章节 | 首次锚定 | 最近确认
--- | --- | --- | --- | ---
2605.00528 | SAGA | §1.1 | 2026-09-20 | 2026-09-20
2609.17652 | Fathom | §1.1 | 2026-09-18 | 2026-09-18
"""
INDEX_BRIEF = (
    "inference · E1 预消化简报(2026-10-01)\n二、增量条目\n"
    + increment(1, "SAGA 调度 arXiv:2605.00528 新版", points="- 新结果")
    + "\n四、可引用 arXiv 号列表\n| arXiv 号 | 标题 | 可信度 | 与 inference.md 关系 |\n"
    "|---|---|---|---|\n| 2605.00528 | SAGA | 高 | 9-20锚定 |\n"
    "| 2610.01234 | NewPaper | 高 | 本次新增 → 建议归入 §1.1 框架格局 |\n"
)


@pytest.fixture(scope="module")
def default_smap() -> SectionMap:
    return load_map(read_source(str(ROOT / "section_map.yaml")))


def test_an_index_table_without_outer_pipes_is_the_index(default_smap: SectionMap) -> None:
    report = apply(INDEX_DOC, INDEX_BRIEF, default_smap)
    new = report.new_text.render()
    tables = [e for e in gfm.outline(new) if e.tag == "table"]
    assert len(tables) == 1  # no second index table
    rows = new.split("\n")[tables[0].start : tables[0].end]
    assert sum("2605.00528" in row for row in rows) == 1
    assert sum("2610.01234" in row for row in rows) == 1
    assert gfm.judge(INDEX_DOC, new, {}) == []


def test_check_and_the_guard_read_an_index_table_without_outer_pipes(
    default_smap: SectionMap,
) -> None:
    row = "2609.17652 | Fathom | §1.1 | 2026-09-18 | 2026-09-18\n"
    doubled = INDEX_DOC + row
    assert "PD014" in codes(doubled, default_smap)
    head, staged = split_text("d.md", INDEX_DOC), split_text("d.md", INDEX_DOC.replace(row, ""))
    assert "PD012" in {f.code for f in check_loss(head, staged, default_smap)}


def test_points_nested_ten_deep_are_written_four_deep_and_reported() -> None:
    deep = "\n".join("  " * level + f"- 第{level + 1}层" for level in range(10))
    brief = brief_text(increment(2, "Tensorpipe engine 上线", points="\n" + deep))
    text = doc("- **colibri** engine 0.3\n\n")
    report = apply(text, brief)
    new = report.new_text.render()
    assert all(f"第{level + 1}层" in new for level in range(10))  # nothing is dropped
    (action,) = report.actions
    assert "flattened" in action.omitted
    assert gfm.judge(text, new, {"2026-10-01#2": "§1.1"}) == []
    # markdown-it (maxNesting 20, as renderers use it) still renders what follows
    from markdown_it import MarkdownIt

    tokens = MarkdownIt("commonmark").parse(new)
    assert max(t.level for t in tokens) < 20
    assert any(t.type == "heading_open" and t.map and t.map[0] > 8 for t in tokens[-30:])


# --- the independent check on its own: splices the reader-based checks cannot judge --------


def _check(text: str, position: int, kind: str, lines: list[str]) -> str | None:
    """Run markdown-it's check on one planned block; the refusal's words, or None."""
    from patcher.document.sections import load
    from patcher.output import independent
    from patcher.output.splice import splice
    from patcher.plan.model import Plan

    doc = load(split_text("d.md", text), MAP)
    plan = Plan()
    plan.add(position, kind, [(line, "2026-10-01#9") for line in lines])  # type: ignore[arg-type]
    new, _ = splice(doc.text, plan)
    try:
        independent.check(doc, new, plan)
    except independent.Refusal as refusal:
        return str(refusal)
    return None


WRAPPED = doc("- **colibri** engine 0.3：热度上升，\n#4，9-21 升至 #2。\n- **vLLM** 0.19\n\n")


def test_the_check_refuses_an_entry_spliced_into_the_middle_of_another() -> None:
    at = WRAPPED.split("\n").index("#4，9-21 升至 #2。")
    why = _check(WRAPPED, at, "entry", ["- **New** 条目"])
    assert why is not None and "line" in why
    assert _check(WRAPPED, at + 2, "entry", ["- **New** 条目"]) is None  # after the list


def test_the_check_refuses_an_update_that_an_html_block_takes_in() -> None:
    text = doc("- **colibri** engine 0.3\n  <div>\n  旧\n- **vLLM** 0.19\n\n")
    at = text.split("\n").index("- **vLLM** 0.19")
    why = _check(text, at, "update", ["  - 2026-10-01 续"])
    assert why is not None


def test_the_check_refuses_an_entry_under_a_sub_heading_or_in_a_list_of_its_own() -> None:
    text = doc("- **colibri** engine 0.3\n\n### 1.1.1 子节\n\n- **sub** 子条目\n\n")
    at = text.split("\n").index("- **sub** 子条目") + 1
    assert "not be under §1.1" in (_check(text, at, "entry", ["- **New** 条目"]) or "")
    at = text.split("\n").index("- **colibri** engine 0.3") + 1
    assert _check(text, at, "entry", ["- **New** 条目"]) is None
    assert "list of its own" in (_check(text, at, "entry", ["1. **New** 条目"]) or "")
    assert _check(text, at, "row", ["| a | b |"]) is not None  # a row outside any table
