"""Formatter coexistence: on a document mdformat (with mdformat-gfm and mdformat-frontmatter,
what a GitHub team's hook runs) keeps clean, what `apply` writes is what mdformat would
write — bullets, `1.` numbering, aligned tables, escapes — so the hook rewrites nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.document.sections import load
from patcher.lint.check import check_text
from patcher.plan.form import Form, aligned_table, detect
from patcher.text.source import Source, split_text

from .conftest import DATA, EXAMPLES, SHARED_BRIEFS, brief_text, increment

mdformat = pytest.importorskip("mdformat")
EXTENSIONS = {"gfm", "frontmatter"}
DOCUMENTS = {"example": EXAMPLES / "inference.md", "team": DATA / "team" / "inference.md"}
# A briefing written for this test: an ordered body list, a table with CJK cells, `<` before
# a number, a task-box lookalike, and an arXiv row whose title fits the index's column.
OWN_BRIEF = brief_text(
    increment(
        1,
        title="Tiny scheduler 0.2 — 队列延迟 <5ms",
        section="§1.2 推理调度",
        points="1. 首先接入网关\n2. 其次打开批处理\n3. 最后观察 p99",
    ),
    increment(
        2,
        title="KV 分页对比表",
        section="§1.3 KV Cache",
        points="- 结论：分页胜出\n| 方案 | 显存 | 备注 |\n|---|---|---|\n| 分页 | 低 | 默认开启 |\n| 连续 | 高 | 旧版 |",
    ),
    increment(
        3,
        title="值班清单草案",
        section="§1.4 推理可靠性与可观测性",
        points="- [ ] 告警接入\n- [x] 值班表",
    ),
    date="2026-10-02",
) + (
    "四、可引用 arXiv 号列表\n| arXiv 号 | 标题 | 可信度 | 关系 |\n|---|---|---|---|\n| 2610.01234 | Tiny | 高 | 本次新增 → §1.2 |\n"
)


def formatted(text: str) -> str:
    return str(mdformat.text(text, extensions=EXTENSIONS))


def briefs() -> list[tuple[str, str]]:
    found = [("own", OWN_BRIEF)]
    found += [
        (p.name, p.read_text(encoding="utf-8")) for p in sorted((EXAMPLES / "briefs").iterdir())
    ]
    if SHARED_BRIEFS.is_dir():
        found += [(p.name, p.read_text(encoding="utf-8")) for p in sorted(SHARED_BRIEFS.iterdir())]
    return found


def apply_text(doc: str, brief: str, smap: SectionMap) -> str:
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    return report.new_text.render()


def top_level_tables_squashed(text: str) -> str:
    """The text with the padding of its top-level table rows taken out: a new arXiv index row
    wider than its column makes mdformat re-pad that whole table (every row), which the
    patcher never does (it edits no row but its own); a delimiter cell's dashes (`:--:`)
    are re-padded with it."""
    return "\n".join(
        re.sub(r"-{2,}", "---", re.sub(r" +", "", line)) if line.startswith("|") else line
        for line in text.split("\n")
    )


@pytest.fixture(params=sorted(DOCUMENTS))
def clean_doc(request: pytest.FixtureRequest) -> str:
    text = formatted(DOCUMENTS[request.param].read_text(encoding="utf-8"))
    assert formatted(text) == text
    return text


@pytest.mark.parametrize(("name", "brief"), briefs(), ids=[n for n, _ in briefs()])
def test_an_mdformat_clean_document_stays_clean(
    clean_doc: str, name: str, brief: str, default_map: SectionMap
) -> None:
    after = apply_text(clean_doc, brief, default_map)
    assert after != clean_doc
    again = formatted(after)
    assert top_level_tables_squashed(again) == top_level_tables_squashed(after)
    if name == "own":  # every new index cell fits its column: nothing at all to rewrite
        assert again == after
    assert apply_text(after, brief, default_map) == after  # twice is once


def test_the_own_briefing_is_written_the_way_mdformat_writes(
    clean_doc: str, default_map: SectionMap
) -> None:
    after = apply_text(clean_doc, OWN_BRIEF, default_map)
    assert "   1. 首先接入网关\n   1. 其次打开批处理\n   1. 最后观察 p99" in after or (
        "  1. 首先接入网关\n  1. 其次打开批处理\n  1. 最后观察 p99" in after
    )
    assert "队列延迟 \\<5ms" in after
    assert "| 方案 | 显存 | 备注     |" in after and "| ---- | ---- | -------- |" in after
    assert "：[ ] 告警接入 <!--" in after and "  - \\[x\\] 值班表" in after
    assert re.search(r"^\| 2610\.01234 \| Tiny +\| ", after, re.M)


def test_an_unformatted_document_keeps_its_own_form(default_map: SectionMap) -> None:
    doc = DOCUMENTS["example"].read_text(encoding="utf-8")
    after = apply_text(doc, OWN_BRIEF, default_map)
    assert "2. 其次打开批处理" in after and "|---|---|---|" in after
    assert detect(load(split_text("doc.md", doc), default_map)) == Form()


def test_the_form_is_read_from_the_document(default_map: SectionMap) -> None:
    kept = formatted(DOCUMENTS["team"].read_text(encoding="utf-8"))
    assert detect(load(split_text("doc.md", kept), default_map)) == Form(True, True, True)


def test_consistent_one_numbering_is_not_pd015(default_map: SectionMap) -> None:
    team = DOCUMENTS["team"].read_text(encoding="utf-8")
    kept = formatted(team)
    assert "1. **SGLang v0.5.19 发布**" in kept
    assert [f.code for f in check_text(split_text("doc.md", kept), default_map)] == []
    repeated = team.replace("3. **colibri**", "2. **colibri**")
    codes = [f.code for f in check_text(split_text("doc.md", repeated), default_map)]
    assert codes == ["PD015"]


def test_aligned_tables_match_mdformat_gfm() -> None:
    rows = [
        "| 层 | 论文 | 数 |",
        "|:---|:---:|---:|",
        "| 多模态层 | Edge0 ⭐⭐ | 7.9× |",
        "| x | y | 1 |",
    ]
    ours = aligned_table(rows)
    theirs = formatted("\n".join(rows) + "\n").rstrip("\n").split("\n")
    assert ours == theirs


def test_package_declares_the_formatter_in_the_test_extra() -> None:
    text = (Path(__file__).parent.parent / "pyproject.toml").read_text(encoding="utf-8")
    assert '"mdformat>=' in text and '"mdformat-gfm>=' in text


def test_conform_escapes_less_than_outside_code_and_markers() -> None:
    from patcher.plan.form import conform

    lines = [
        "- **x <5ms** `a<b` text <!-- livedoc:id=2026-10-02#1 -->",
        "  ```sh",
        "  echo <in",
        "  ```",
        "  1. one",
        "  2. two",
    ]
    assert conform(lines, Form(True, False, True)) == [
        "- **x \\<5ms** `a<b` text <!-- livedoc:id=2026-10-02#1 -->",
        "  ```sh",
        "  echo <in",
        "  ```",
        "  1. one",
        "  1. two",
    ]
    assert conform(lines, Form()) == lines


def test_inline_html_does_not_hide_a_formatter_kept_document(default_map: SectionMap) -> None:
    kept = formatted(DOCUMENTS["team"].read_text(encoding="utf-8"))
    with_html = kept.replace("（2026-09-21）", "（2026-09-21）<br>", 1)
    assert formatted(with_html) == with_html
    assert detect(load(split_text("doc.md", with_html), default_map)).escape_less_than


# A briefing written for the escapes mdformat decides: `[` opening a point, `-->` in text,
# `*` between digits and letters, a backslash before `[`, `_` around a name, `<` in a title.
ESCAPES_BRIEF = brief_text(
    increment(
        1,
        title="Batch planner 0.6 — 4*8 与 [预览] 版",
        section="§1.2 推理调度",
        points="\n".join(
            [
                "- 迁移路线 旧网关 --> 新网关",
                "- [草案] 先在灰度集群验证",
                "- 分片 x*y 与 3*5 两种切法",
                "- 文档写作 \\[待补] 的位置",
                "- 入口 __init__ 改为惰性加载",
                "- 参数 max_batch_tokens 调小，p99 <9ms",
            ]
        ),
    ),
    date="2026-10-04",
)


def test_escapes_are_written_the_way_mdformat_writes_them(
    clean_doc: str, default_map: SectionMap
) -> None:
    after = apply_text(clean_doc, ESCAPES_BRIEF, default_map)
    assert re.search(r"^ +- \[草案\] 先在灰度集群验证", after, re.M)
    assert formatted(after) == after
    shown = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", cmarkgfm_html(after)))
    for text in (
        "[草案] 先在灰度集群验证",
        "旧网关 --&gt; 新网关",
        "x*y 与 3*5",
        "\\[待补]",
        "__init__",
    ):
        assert text in shown, text


def test_a_point_that_would_define_a_link_stays_escaped(
    clean_doc: str, default_map: SectionMap
) -> None:
    """`[备注]: …` opening a line would be a link reference definition (hidden on GitHub):
    it keeps its escape, as mdformat writes it."""
    brief = ESCAPES_BRIEF.replace("- 入口 __init__", "- [备注]: 先看网关日志\n- 入口 __init__")
    after = apply_text(clean_doc, brief, default_map)
    assert re.search(r"^ +- \\\[备注\\\]: 先看网关日志", after, re.M)
    assert "先看网关日志" in cmarkgfm_html(after)
    assert formatted(after) == after


def cmarkgfm_html(text: str) -> str:
    import cmarkgfm

    return str(cmarkgfm.github_flavored_markdown_to_html(text))


# A briefing written for numbering: one new entry for an ordered anchor list.
NUMBERED_BRIEF = brief_text(
    increment(1, title="Relay engine 0.1 — 轻量转发框架", section="§1.1", points="- 首发试点"),
    date="2026-10-05",
)


@pytest.mark.parametrize("start", ["1", "4"])
@pytest.mark.parametrize("number", [False, True], ids=["plain", "--number"])
def test_a_new_ordered_entry_is_numbered_as_mdformat_numbers_it(
    start: str, number: bool, default_map: SectionMap
) -> None:
    """mdformat numbers a list `N.` then `1.` throughout (`--number`: N, N+1, …); an entry
    appended to it is numbered so the formatter rewrites nothing."""
    team = DOCUMENTS["team"].read_text(encoding="utf-8")
    source = re.sub(r"^1\. \*\*TGI", f"{start}. **TGI", team, flags=re.M)
    options = {"number": number}
    doc = mdformat.text(source, extensions=EXTENSIONS, options=options)
    after = apply_text(doc, NUMBERED_BRIEF, default_map)
    new = next(line for line in after.split("\n") if "Relay engine" in line)
    expected = int(start) + 3 if number else 1
    assert new.startswith(f"{expected}. **Relay engine"), new
    assert mdformat.text(after, extensions=EXTENSIONS, options=options) == after


def test_a_tilde_pair_stays_escaped_though_mdformat_drops_the_escape(
    clean_doc: str, default_map: SectionMap
) -> None:
    """mdformat-gfm knows only `~~` strikethrough and writes `\\~周二\\~` back as `~周二~`,
    which GitHub strikes through: what GitHub shows wins, so this one escape stays."""
    brief = ESCAPES_BRIEF.replace("- 入口 __init__", "- 窗口 ~周二~ 改期\n- 入口 __init__")
    after = apply_text(clean_doc, brief, default_map)
    assert "窗口 \\~周二\\~ 改期" in after
    assert cmarkgfm_html(after).count("<del>") == cmarkgfm_html(clean_doc).count("<del>")
    assert "窗口 ~周二~ 改期" in formatted(after)
