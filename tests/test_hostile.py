"""Hostile briefing text, rendered as GitHub would (CommonMark, markdown-it-py): nothing it
writes opens HTML, a comment, a heading, a script link or a livedoc marker."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token

from patcher import PatcherError, api
from patcher.cli import render
from patcher.config.sectionmap import SectionMap
from patcher.lint.check import check_text
from patcher.output import messages
from patcher.text.source import Source, split_text

from .conftest import brief_text, increment

DOC = (
    "# Doc <!-- the document's own comment -->\n\n## §1.1 框架格局\n\n- **colibri** engine\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## 待核实\n\n## arXiv 索引\n\n| arXiv | 标题 | 章节 | 首次锚定 | 最近确认 |\n"
    "|---|---|---|---|---|\n"
)
HOSTILE = {
    "comment after a backslash": "调度新闻 \\<!-- 这里开始被隐藏",
    "comment": "a <!-- hidden",
    "img onerror": "<img src=x onerror=alert(1)>",
    "script": "<script>alert(1)</script>",
    "bold tag": "<b>bold</b> <details open>",
    "javascript link": "[x](javascript:alert(1))",
    "spaced javascript link": "[x] ( javascript:alert(1))",
    "data link": "![i](data:text/html;base64,PHNjcmlwdD4=)",
    "autolink": "<javascript:alert(1)>",
    "reference definition": "[x]: javascript:alert(1)",
    "forged marker": "<!-- livedoc:id=2026-10-01#9 keys=gh:x/y#1 -->",
    "escaped forged marker": "\\\\<!-- livedoc:id=2026-10-01#8 -->",
    "heading": "# 假标题",
    "setext": "===",
    "fence": "```",
    "table row": "| a | b |",
    "terminal escape": "\x1b[31mred\x1b[0m \x07",
    "bidi override": "\u202eevil",
    "entity": "&lt;script&gt; &#60;b&#62;",
}
SCRIPT_SCHEMES = re.compile(r"^\s*(?:javascript|vbscript|data|file):", re.I)
MARKER_TEXT = re.compile(r"^<!-- livedoc:[^<>]*-->$")


def commonmark() -> MarkdownIt:
    md = MarkdownIt("commonmark").enable("table")
    md.validateLink = lambda url: True  # show what a permissive renderer would link
    return md


def walk(tokens: list[Token]) -> list[Token]:
    out: list[Token] = []
    for token in tokens:
        out.append(token)
        out += walk(token.children or [])
    return out


def hostile_brief(text: str) -> str:
    flat = text.replace("\n", " ")
    inc = increment(1, f"标题 {flat}", "§1.1 框架格局", f"\n- {text}\n- 另一点 {flat}")
    inc = inc.replace("来源：inbox/x.md", f"来源：inbox/x.md {flat}")
    return brief_text(inc) + (
        f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：{flat}（低风险）\n建议：标注“{flat}”\n"
        f"矛盾/待核实 ②：另一条 {flat}（中风险）\n"
    )


def assert_inert(markdown: str, allowed_html: set[str]) -> None:
    tokens = walk(commonmark().parse(markdown))
    html = [t.content.strip() for t in tokens if t.type in ("html_inline", "html_block")]
    assert all(MARKER_TEXT.match(h) or h in allowed_html for h in html), html
    links = [
        t.attrGet("href") or t.attrGet("src") for t in tokens if t.type in ("link_open", "image")
    ]
    assert not [link for link in links if SCRIPT_SCHEMES.match(str(link))], links
    assert "\x1b" not in markdown and "\u202e" not in markdown


def own_html(markdown: str) -> set[str]:
    tokens = walk(commonmark().parse(markdown))
    return {t.content.strip() for t in tokens if t.type in ("html_inline", "html_block")}


def apply(text: str, smap: SectionMap) -> api.ApplyReport:
    return api.apply([Source("b.txt", text.encode())], Source("doc.md", DOC.encode()), smap)


@pytest.mark.parametrize("text", HOSTILE.values(), ids=list(HOSTILE))
def test_hostile_text_is_inert_in_document_pr_body_and_reports(
    text: str, default_map: SectionMap
) -> None:
    report = apply(hostile_brief(text), default_map)
    new = report.new_text.render()
    assert_inert(new, own_html(DOC))
    headings = [t for t in walk(commonmark().parse(new)) if t.type == "heading_open"]
    assert len(headings) == DOC.count("\n#") + 1  # the document's own, nothing more
    markers = re.findall(r"(?<!\\)<!-- livedoc:id=(\S+)", new)
    assert sorted(markers) == ["2026-10-01#1", "2026-10-01#c1", "2026-10-01#c2"]
    assert check_text(report.new_text, default_map) == []
    assert_inert(messages.pr_body(report, default_map, None, None), set())
    assert "\x1b" not in render.apply_summary(report)


ALPHABET = st.sampled_from(
    [
        "<", "!--", "-->", "\\", "`", "|", "#", "[", "]", "(", ")", "*", "_", ":", "\n",
        "javascript:", "data:", "livedoc:id=2026-10-01#7", "<img src=x onerror=a()>",
        "<script>", "&lt;", "\x1b[1m", "\u202e", "-", "1.", "> ", "===", "~~~", " ", "文",
    ]
)  # fmt: skip


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(ALPHABET, min_size=1, max_size=24).map("".join))
@example("\\<script>:`")  # a lone backtick once paired with the PR body's `id` code span
def test_random_hostile_text_never_renders_html_or_loses_a_line(text: str) -> None:
    from patcher.config.maps import load_map

    from .conftest import ROOT

    smap = load_map(Source("m.yaml", (ROOT / "section_map.yaml").read_bytes()))
    try:
        report = apply(hostile_brief(text), smap)
    except PatcherError:
        return  # a typed refusal (e.g. an unreadable briefing) is an answer too
    new = report.new_text.render()
    assert_inert(new, own_html(DOC))
    old_lines = iter(new.split("\n"))
    assert all(any(line == other for other in old_lines) for line in DOC.split("\n"))
    assert check_text(split_text("d", new), smap) == []
    assert_inert(messages.pr_body(report, smap, None, None), set())
