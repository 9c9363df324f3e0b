"""Issue 27 classes 3 and 4, judged by GitHub's own renderer (cmark-gfm): briefing text the
patcher writes stays visible (no image alt, dropped cell, invisible or entity-encoded control,
math, rule or broken bold), map-supplied text cannot hide anything, and the PR body and commit
message make GitHub link, close and notify nothing."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import cmarkgfm
import pytest
from cmarkgfm.cmark import Options
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from patcher import PatcherError, api
from patcher.config.maps import load_map
from patcher.errors import MapError
from patcher.output import messages
from patcher.text.neutral import inert_refs, inline
from patcher.text.source import Source

from .conftest import SMALL_MAP, brief_text, increment

DOC = "# Doc\n\n## §1.1 框架格局\n\n- **colibri** engine\n\n## §1.2 推理调度\n\n## Misc\n"


class _Visible(HTMLParser):
    """The text a reader sees: text nodes only (no alt, no attributes, no comments)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.tags: list[str] = []
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.hrefs += [v or "" for k, v in attrs if k in ("href", "src")]

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def github(markdown: str) -> _Visible:
    html = cmarkgfm.github_flavored_markdown_to_html(markdown, options=Options.CMARK_OPT_UNSAFE)
    seen = _Visible()
    seen.feed(html)
    return seen


def visible(markdown: str) -> str:
    return re.sub(r"\s+", " ", "".join(github(markdown).parts))


def smap():  # type: ignore[no-untyped-def]
    return load_map(Source("map.yaml", SMALL_MAP.encode()))


def written(title: str = "Plain engine", points: str = "- a point") -> str:
    text = brief_text(increment(1, title, points=points))
    report = api.apply([Source("b.txt", text.encode())], Source("doc.md", DOC.encode()), smap())
    return report.new_text.render()


# --- class 3: nothing hidden --------------------------------------------------------------


@pytest.mark.parametrize(
    ("point", "seen"),
    [
        ("![不要升级到 v0.20](https://example.org/warn.png)", "不要升级到 v0.20"),
        ("见图 ![回滚步骤](x.png) 与说明", "回滚步骤"),
        ("![ref 图][r1]", "ref 图"),
    ],
)
def test_images_become_visible_text(point: str, seen: str) -> None:
    doc = written(points=f"- {point}")
    rendered = github(doc)
    assert "img" not in rendered.tags
    assert seen in visible(doc)


@pytest.mark.parametrize(
    "table",
    [
        "| 引擎 | 结果 |\n|---|---|\n| vLLM | 通过 | 但有隐患 | 需复测 |",
        "| a | b |\n|---|---|---|\n| 1 | 2 |",  # a delimiter row wider than the header
        "| x | y | z |\n|---|---|\n| 1 | 2 | 3 |",  # narrower
    ],
    ids=["surplus cells", "wide delimiter", "narrow delimiter"],
)
def test_every_cell_of_a_table_is_shown(table: str) -> None:
    doc = written(points="- 对比：\n" + table)
    rendered = github(doc)
    assert "table" in rendered.tags
    cells = [c.strip() for line in table.split("\n")[2:] for c in line.strip("|").split("|")]
    for cell in cells:
        assert cell in visible(doc)


@pytest.mark.parametrize(
    ("title", "hidden"),
    [
        ("Tag engine \U000e0049\U000e0047\U000e004e\U000e004f\U000e0052\U000e0045", "\U000e0049"),
        ("Bidi engine &#x202E;txet&#x202C; end", "\u202e"),
        ("Decimal engine &#8238;evil", "\u202e"),
        ("Escape engine &#27;[31m red", "\x1b"),
        ("Mark engine \u200f\u061c here", "\u200f"),
    ],
)
def test_invisible_and_entity_encoded_controls_are_removed(title: str, hidden: str) -> None:
    doc = written(title=title)
    html = cmarkgfm.github_flavored_markdown_to_html(doc)
    assert hidden not in html and hidden not in doc
    assert title.split()[0] in visible(doc)


@pytest.mark.parametrize(
    "point",
    [
        "[点我](&#106;avascript:alert(1))",
        "[点我](&#x6A;avascript&#58;alert(1))",
        "[x](jav&#x09;ascript:alert(1))",
        "[y](&#100;ata:text/html;base64,PHNjcmlwdD4=)",
    ],
)
def test_entity_encoded_schemes_are_broken(point: str) -> None:
    doc = written(points=f"- {point}")
    for href in github(doc).hrefs:
        assert not re.match(r"\s*(javascript|data|vbscript):", href, re.I), href


@pytest.mark.parametrize(
    "point",
    [
        r"$\color{transparent}{不要升级}$",
        r"$$\color{white}{隐藏的结论}$$",
        "成本 $5/$10 每小时",
    ],
)
def test_math_and_colour_tricks_are_escaped(point: str) -> None:
    doc = written(points=f"- {point}")
    line = next(line for line in doc.split("\n") if "color" in line or "成本" in line)
    assert not re.search(r"(?<!\\)\$", line)  # GitHub's math needs an unescaped `$`
    assert point.replace("$", "").split("{")[0] in visible(doc).replace("$", "")


def test_a_math_fence_is_written_as_text() -> None:
    doc = written(points="- 公式：\n```math\n\\color{transparent}{看不见}\n```")
    assert "```math" not in doc and "```text" in doc
    assert "看不见" in visible(doc)


@pytest.mark.parametrize("point", ["___", "***", "_ _ _", "* * *", "---", "- - -"])
def test_a_point_that_would_be_a_rule_stays_text(point: str) -> None:
    doc = written(points=f"- 前一点\n- {point}\n- 后一点")
    rendered = github(doc)
    assert "hr" not in rendered.tags
    assert point.replace(" ", "") in visible(doc).replace(" ", "")


@pytest.mark.parametrize("title", ["Slash engine\\", "Two slashes\\\\", "Spaced slash\\ "])
def test_a_trailing_backslash_does_not_break_the_bold(title: str) -> None:
    doc = written(title=title)
    html = cmarkgfm.github_flavored_markdown_to_html(doc)
    strong = re.findall(r"<strong>(.*?)</strong>", html)
    assert title.strip() in [s.replace("&quot;", '"') for s in strong]


def test_entities_are_shown_as_written() -> None:
    doc = written(points="- &lt;script&gt;alert(1)&lt;/script&gt; &#35; not a heading")
    assert "script" not in github(doc).tags
    assert "&lt;script&gt;" in visible(doc)


@pytest.mark.parametrize(
    ("key", "value", "problem"),
    [
        ("heading", '"§1.2 推理 <img src=x>"', "raw HTML"),
        ("heading", '"§1.2 推理\\n## 假标题"', "line break"),
        ("heading", '"§1.2 推理 -->"', "raw HTML"),
        ("heading", '"§1.2 推理\\u202e"', "control character"),
    ],
)
def test_map_headings_that_would_hide_text_are_refused(key: str, value: str, problem: str) -> None:
    text = SMALL_MAP.replace('heading: "§1.2 推理调度"', f"{key}: {value}")
    with pytest.raises(MapError, match=problem):
        load_map(Source("map.yaml", text.encode()))


@pytest.mark.parametrize(
    "template",
    [
        '"**{title}** <!-- {summary}"',
        '"**{title}** --> {summary}"',
        '"<details>{title}</details>"',
        '"{title}\\u2028{summary}"',
    ],
)
def test_map_templates_that_would_hide_text_are_refused(template: str) -> None:
    text = SMALL_MAP + f"template:\n  entry: {template}\n"
    with pytest.raises(MapError, match=r"template|raw HTML|line break"):
        load_map(Source("map.yaml", text.encode()))


def test_index_column_names_are_checked_too() -> None:
    text = SMALL_MAP + "index:\n  anchor: misc\n  columns:\n    title: '<b>标题</b>'\n"
    with pytest.raises(MapError, match="raw HTML"):
        load_map(Source("map.yaml", text.encode()))


# --- class 4: the PR body and commit message act on nothing -------------------------------

# What GitHub acts on in a PR body or commit message (outside code): issue references,
# closing keywords, mentions, issue links.
GITHUB_ACTS_ON = re.compile(
    r"(?<![\w/])#\d+|[\w.-]+/[\w.-]+#\d+|(?<![\w.+-])@[A-Za-z0-9][\w-]*(?:/[\w-]+)?"
    r"|(?<![\w])GH-\d+|https?://github\.com/[^/\s]+/[^/\s]+/(?:issues|pull|discussions)/\d+",
    re.IGNORECASE,
)
TRICKS = [
    "closes #1",
    "fixes vllm-project/vllm#8242",
    "cc @org/team and @someone",
    "resolves GH-12",
    "see https://github.com/acme/tool/issues/77",
    "Fixed: https://github.com/acme/tool/pull/78",
]


def outside_code(markdown: str) -> str:
    return re.sub(r"(`+)(?:(?!\1).)+\1", "", markdown)


@pytest.mark.parametrize("trick", TRICKS)
def test_the_pr_body_links_closes_and_notifies_nothing(trick: str) -> None:
    text = brief_text(increment(1, f"Ref engine {trick}", points=f"- point {trick}"))
    text = text.replace("来源：inbox/x.md", f"来源：inbox/x.md {trick}")
    report = api.apply([Source("b.txt", text.encode())], Source("doc.md", DOC.encode()), smap())
    body = messages.pr_body(report, smap(), "e2/x", "0" * 40)
    assert not GITHUB_ACTS_ON.search(outside_code(body)), body
    rendered = github(body)  # the autolink extension links no issue or pull request
    assert not [h for h in rendered.hrefs if re.search(r"github\.com/.+/(issues|pull)/", h)]
    shown = visible(body)
    assert re.sub(r"[#@\-:/.＃＠\u2011\[\]]", "", inert_refs(trick)).split()[-1] in re.sub(
        r"[#@\-:/.＃＠\u2011\[\]]", "", shown
    )


@pytest.mark.parametrize("trick", TRICKS)
def test_the_commit_message_links_closes_and_notifies_nothing(trick: str) -> None:
    text = brief_text(increment(1, f"Ref engine {trick}"))
    report = api.apply([Source("b.txt", text.encode())], Source("doc.md", DOC.encode()), smap())
    message = messages.commit_message(report, "Livedoc-Patcher: test")
    assert not GITHUB_ACTS_ON.search(message), message
    assert "Ref engine" in message


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("closes #1", "closes ＃1"),
        ("@org/team", "＠org/team"),
        ("owner/repo#3", "owner/repo＃3"),
        ("mail me at a@b.example", "mail me at a@b.example"),  # an address is no mention
        ("GH-9", "GH\u20119"),
        ("https://github.com/o/r/issues/5", "github[.]com/o/r/issues/5"),
        ("https://github.com/o/r/releases", "https://github.com/o/r/releases"),  # no issue
        ("第 3 条（#编号）", "第 3 条（#编号）"),  # `#` before no number stays
        ("2026-10-01#3 updated", "2026-10-01#3 updated"),  # an increment id is no reference
        ("第#3条", "第＃3条"),  # after CJK it is one
    ],
)
def test_inert_refs(text: str, expected: str) -> None:
    assert inert_refs(text) == expected


def test_inert_text_is_visible_not_invisible() -> None:
    """The look-alikes are ordinary visible characters: no zero-width or format character
    (GitHub strips those, which would re-arm the reference)."""
    out = inert_refs("closes #1, @org/team, GH-2, https://github.com/o/r/pull/3")
    assert all(c.isprintable() for c in out)
    assert not re.search("[\u200b-\u200f\u2060\ufeff]", out)
    assert inline("#1") == "#1"  # the document keeps its text: only messages are made inert


# --- class 3, at random: whatever the tricks, every CJK character written is shown -----------

TRICK_PARTS = [
    "![", "](", "x.png", ")", "$", "$$", "\\color{transparent}{", "}", "___", "***", "---",
    "&#x202E;", "&#106;", "avascript:", "&lt;", "\\", "|", "`", "<!--", "-->", "<span>", "#",
    "- ", "* ", "_", "[", "]", "\U000e0041", "\u202e", " ", "\n", "1. ", "> ", "~~~", "```math",
]  # fmt: skip


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(TRICK_PARTS) | st.sampled_from("甲乙丙丁戊"), max_size=30))
@example(parts=["![", "](", "甲", ")"])  # found: `\![](甲)` left an empty link hiding 甲
@example(parts=["[", "](", "甲", ")"])
@example(parts=["![", "](", "](", "甲", ")"])  # found: `[\](](甲)` kept an inner link hiding 甲
@example(parts=["\n", "~~~", "甲"])  # found: a point fence's info string 甲 (GitHub hides it)
@example(parts=["\n", "```math", "甲", "\n", "乙"])
def test_random_tricks_never_hide_a_word(parts: list[str]) -> None:
    text = "".join(parts)
    title = "题" + text.replace("\n", " ")
    try:
        doc = written(title=title, points=f"- 点{text}\n- 尾")
    except PatcherError:
        return  # a typed refusal is an answer too
    shown = visible(doc)
    for char in "甲乙丙丁戊题点尾":
        assert shown.count(char) >= (title + text).count(char), (char, doc)


# --- emphasis and strikethrough delimiters: shown as written, never as markup --------------


@pytest.mark.parametrize(
    ("point", "seen"),
    [
        ("重写 __main__ 入口后冷启动变快", "重写 __main__ 入口后冷启动变快"),
        ("窗口从 ~周一~ 改到周三", "窗口从 ~周一~ 改到周三"),
        ("批大小 4*8*2 仍然溢出", "批大小 4*8*2 仍然溢出"),
        ("旧结论 ~~已撤回~~ 待复核", "旧结论 ~~已撤回~~ 待复核"),
        ("标注 **重点** 与 _斜体_ 原样显示", "标注 **重点** 与 _斜体_ 原样显示"),
        ("参数 max_num_seqs 与 ~12 GB 显存", "参数 max_num_seqs 与 ~12 GB 显存"),
        ("代码 `a*b*c` 保持原样", "代码 a*b*c 保持原样"),
    ],
)
def test_delimiters_show_as_written(point: str, seen: str) -> None:
    doc = written(title=f"Star engine {point}", points=f"- {point}")
    rendered = github(doc)
    assert not {"em", "del", "s"} & set(rendered.tags), doc
    assert visible(doc).count(seen) == 2, doc


DELIMITER_TEXT = st.lists(
    st.sampled_from(
        ["*", "**", "_", "__", "~", "~~", " ", "\\", "x", "ab", "7", ".", "（", "甲", "乙丙"]
    ),
    max_size=16,
).map("".join)


@settings(max_examples=400, deadline=None)
@given(DELIMITER_TEXT)
def test_random_delimiters_render_as_the_text(text: str) -> None:
    """cmark-gfm's plain text of the written text is the text itself, in a bold lead and
    after one."""
    expected = " ".join(text.split())
    cases = [(f"- **首** {inline(text)}", "首 ")]
    if expected:  # a lead is never empty (an increment needs a title), and is written stripped
        cases.append((f"- **{inline(text).strip()}** 尾", ""))
    for line, lead in cases:
        rendered = github(line + "\n")
        shown = " ".join("".join(rendered.parts).split())
        assert not {"em", "del", "s"} & set(rendered.tags), line
        assert shown == " ".join(f"{lead}{expected}{' 尾' if not lead else ''}".split()), line
