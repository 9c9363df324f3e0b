"""Property-based: for generated documents and briefings, apply never loses or moves a line.

Budget: HYPOTHESIS_PROFILE=ci (default, fast) or HYPOTHESIS_PROFILE=long (see README).
"""

from __future__ import annotations

import re
from unittest.mock import patch

from hypothesis import event, example, given
from hypothesis import strategies as st

from patcher import api
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.document.scan import scan_headings
from patcher.errors import PatcherError
from patcher.text.source import Source, split_text

from . import gfm
from .conftest import SMALL_MAP, patched

# The hypothesis profiles (`ci`, `long`; no deadline: no test is timed) are in conftest.py.

MAP: SectionMap = load_map(Source("map.yaml", SMALL_MAP.encode()))
ANCHORS = ["## §1.1 框架格局", "## §1.2 推理调度", "## Misc"]

WORDS = st.sampled_from(
    [
        "vLLM",
        "colibri",
        "推理",
        "缓存",
        "KV",
        "#",
        "<!--",
        "-->",
        "|",
        "`",
        "\\",
        ">",
        "- ",
        "1.",
        "* ",
        "=",
        "```",
        "\u200b",
        "＃",
        "　",
        "arXiv:2605.00528",
        "x/y#123",
        "**b**",
        "  ",
        "\t",
    ]
)
TEXT = st.lists(WORDS, min_size=1, max_size=6).map(" ".join)
SAFE = (
    st.text(st.sampled_from("abc 中文推理缓存"), min_size=1, max_size=12)
    .map(str.strip)
    .filter(bool)
)


# What an item may hold after its lead line (each drawn block is indented to its content).
INSIDE_ITEM = st.sampled_from(
    [
        ["| a | b |", "|---|---|", "| 1 | 2 |"],
        ["```", "# not a heading", "- not an item", "```"],
        ["", "a second paragraph"],
        ["> a quote"],
        ["<div>", "html"],
        ["---"],
        ["==="],
        ["***"],
        ["## a heading in the item"],
        ["2. not a list: this continues the lead"],
        ["-"],
        ["<!-- a comment -->"],
        ["x | y", "---"],
    ]
)


@st.composite
def list_block(draw: st.DrawFn) -> list[str]:
    marker = draw(st.sampled_from(["-", "*", "+", "1.", "1)"]))
    indent = draw(st.sampled_from(["", " ", "  "]))
    loose = draw(st.booleans())
    lines: list[str] = []
    for n in range(draw(st.integers(1, 4))):
        bullet = marker.replace("1", str(n + 1)) if marker[0].isdigit() else marker
        pad = f"{indent}{' ' * (len(bullet) + 1)}"
        if draw(st.integers(0, 7)) == 0:  # an item that opens with a fence on its own line
            lines += [f"{indent}{bullet} ```", f"{pad}## §1.1 框架格局", f"{pad}- x", f"{pad}```"]
            continue
        lines.append(f"{indent}{bullet} {draw(SAFE)}{draw(st.sampled_from(['', '  ', ' ']))}")
        if draw(st.booleans()):
            sub = draw(st.sampled_from(["-", "*", "1.", "2.", "1)"]))
            lines.append(f"{pad}{sub} {draw(SAFE)}")
        if draw(st.integers(0, 3)) == 0:
            lines += [f"{pad}{line}" for line in draw(INSIDE_ITEM)]
        if draw(st.integers(0, 5)) == 0:
            lines.append(draw(SAFE))  # a lazy continuation line
        if loose:
            lines.append("")
    return lines


@st.composite
def block(draw: st.DrawFn) -> list[str]:
    kind = draw(
        st.sampled_from(["heading", "list", "table", "fence", "para", "comment", "setext", "rule"])
    )
    if kind == "setext":
        return [draw(SAFE), draw(st.sampled_from(["---", "===", "-----"]))]
    if kind == "rule":
        return [draw(st.sampled_from(["***", "- - -", "___"]))]
    if kind == "heading":
        return [f"{'#' * draw(st.integers(1, 6))} {draw(SAFE)}"]
    if kind == "list":
        return draw(list_block())
    if kind == "table":
        return ["| a | 中 |", "|:--|--:|", f"| {draw(SAFE)} | x |"]
    if kind == "fence":
        return ["```", "## §1.1 框架格局", f"# {draw(SAFE)}", "```"]
    if kind == "comment":
        return ["<!--", "## §1.2 推理调度", "-->"]
    return [draw(SAFE) + draw(st.sampled_from(["", "  ", " \\"]))]


@st.composite
def documents(draw: st.DrawFn) -> str:
    blocks = draw(st.lists(block(), max_size=8))
    for anchor in ANCHORS:
        blocks.insert(draw(st.integers(0, len(blocks))), [anchor])
    lines = [line for b in blocks for line in [*b, ""]]
    if draw(st.booleans()):
        lines = ["---", "title: x", "# not a heading", "---", "", *lines]
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    text = newline.join(lines)
    return text.rstrip("\r\n") if draw(st.booleans()) else text


@st.composite
def briefings(draw: st.DrawFn) -> str:
    parts = ["inference · E1 预消化简报(2026-10-01)", "二、增量条目"]
    for n in range(1, draw(st.integers(1, 4)) + 1):
        section = draw(st.sampled_from(["§1.1 框架格局", "§2.4 调度", "§9.9 x", "推理调度"]))
        parts += [
            f"增量 {n}：{draw(TEXT)} {draw(SAFE)}（⭐⭐）",
            f"要点：- {draw(TEXT)} - {draw(TEXT)}",
            f"建议归入章节：{section}",
        ]
    return "\n".join(parts) + "\n"


def apply(doc: str, brief: str) -> api.ApplyReport:
    return api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), MAP)


def is_subsequence(old: list[str], new: list[str]) -> bool:
    remaining = iter(new)
    return all(any(line == candidate for candidate in remaining) for line in old)


@given(documents(), briefings())
@example(  # a sub-list with a paragraph after it: a new sub-point is no `2.` of that list
    doc="## §1.2 推理调度\n\n## §1.1 框架格局\n\n## Misc\n\n- b\n  1. a\n  \n  a second paragraph\n- a\n",
    brief="inference · E1 预消化简报(2026-10-01)\n二、增量条目\n增量 1：# b（⭐⭐）\n要点：- vLLM - vLLM\n"
    "建议归入章节：§9.9 x\n",
)
def test_apply_never_loses_a_line_and_is_idempotent(doc: str, brief: str) -> None:
    try:
        first = apply(doc, brief)
    except PatcherError as exc:  # only typed bad-input errors may stop a run
        assert exc.exit_code == 2 and "refusing" not in exc.message
        event(f"error: {type(exc).__name__}")
        return
    event(", ".join(sorted({a.action for a in first.actions})))
    old = split_text("d", doc)
    new = first.new_text
    # 1. every original line is still there, in order (only insertions happen)
    assert is_subsequence(list(old.lines), list(new.lines))
    # 2. the headings and their order are unchanged
    assert [(h.level, h.text) for h in scan_headings(new.lines)] == [
        (h.level, h.text) for h in scan_headings(old.lines)
    ]
    # the diff, applied like `patch` would, turns the document into the result
    assert patched(doc, first.diff) == new.render()
    # 3. applying twice equals applying once
    second = api.apply([Source("b.txt", brief.encode())], Source("d.md", new.encode()), MAP)
    assert second.new_text.encode() == new.encode() and not second.changed
    # the line ending style and the final newline are kept
    assert new.render().endswith(("\n", "\r")) == doc.endswith(("\n", "\r"))


@given(documents())
def test_the_reader_finds_the_headings_and_entries_github_shows(doc: str) -> None:
    """apply, check, the guard, review and adopt read the document with one reader; it must
    agree with GitHub's rendering (cmark-gfm's HTML, read apart) on every generated one."""
    assert gfm.reader_disagreements(doc, MAP) == []


@given(documents(), st.data())
def test_the_guard_reads_the_same_entries_when_it_reuses_unchanged_sections(
    doc: str, data: st.DataObject
) -> None:
    """check --staged takes HEAD's entries of a section with the same lines from the staged
    side; the findings must be those of reading HEAD afresh."""
    from patcher.lint import guard

    head = split_text("d.md", doc)
    lines = list(head.lines)
    start = data.draw(st.integers(0, len(lines)))
    stop = data.draw(st.integers(start, min(len(lines), start + 4)))
    lines[start:stop] = data.draw(
        st.lists(st.sampled_from(["", "- new", "text", "## x"]), max_size=2)
    )
    staged = split_text("d.md", "\n".join(lines))
    reused = guard.check_loss(head, staged, MAP)
    fresh_old = guard._side(head, MAP)
    fresh_new = guard._side(staged, MAP)
    assert guard._side(head, MAP, like=fresh_new).entries == fresh_old.entries
    with patch.object(guard, "_same_section", return_value=None):
        assert guard._side(head, MAP, like=fresh_new).entries == fresh_old.entries
        assert guard.check_loss(head, staged, MAP) == reused


NAMES = st.sampled_from(
    [
        "vLLM",
        "SGLang",
        "colibri",
        "TGI",
        "LMCache",
        "推理引擎",
        "KV 缓存",
        "Fathom",
        "x",
        "vLLM v0.21",
        "ＫＶ 缓存",
        "C*算法",
        "~~TGI~~",
        "`vllm`",
        "Fath om",
        "colibri纯C引擎",
        "vLLM0.21",
        "vLLM0.21版本",
    ]
)
LEADS = st.builds(
    lambda style, name, rest: style.format(name=name, rest=rest),
    st.sampled_from(
        [
            "**{name}** — {rest}",
            "{name} {rest}",
            "~~**{name}**~~ {rest}",
            "**{name}：{rest}**",
            "{name} <!-- livedoc:id=2026-10-01#1 --> {rest}",
            "`x` {name} {rest}",
            "{name}",
        ]
    ),
    NAMES,
    st.sampled_from(["新版本", "调度修复", "vs SGLang", "与 TGI 对比", "(arXiv:2609.12345)", ""]),
)


@given(
    st.lists(LEADS, max_size=12),
    NAMES.map(lambda n: f"已有 {n} 锚定；本条是补充")
    | st.just("")
    | NAMES.map(lambda n: f"续立锚定 {n} 条目"),
    st.builds(lambda n, r: f"{n} {r}", NAMES, st.sampled_from(["0.3", "— 新", "vs TGI", ""])),
)
def test_an_entry_unrelated_to_an_increment_does_not_change_its_decision(
    leads: list[str], relation: str, title: str
) -> None:
    from patcher.plan.evidence import NameIndex

    def decided(extra: int) -> tuple[int | None, int | None, str]:
        index = NameIndex()
        for position, lead in enumerate(leads):
            index.add(lead, "§1.1", [])
            if position < extra:  # entries no name of the increment can reach
                index.add(f"**Zq{position}x 无关条目**", "§1.2", [])
        verdict = index.decide(title, relation, [], "§1.1")
        unrelated = {2 * i + 1 for i in range(min(extra, len(leads)))}
        assert verdict.candidate not in unrelated
        position = lambda p: None if p is None else p - sum(1 for u in unrelated if u < p)  # noqa: E731
        return position(verdict.chosen), position(verdict.candidate), verdict.why

    assert decided(len(leads)) == decided(0)


@given(st.text(st.sampled_from(["a", "\n", "中", "\ufeff", "é", " "]), max_size=25))
def test_decoding_a_megabyte_at_a_time_gives_the_lines_of_a_whole_decode(text: str) -> None:
    from patcher.text import source

    data = text.encode()
    with patch.object(source, "_CHUNK", 3):  # chunks of 3 bytes: every boundary case
        assert source.decode(Source("x", data)) == split_text("x", text)


@given(documents())
def test_written_in_chunks_is_the_encoded_text(doc: str) -> None:
    text = split_text("d.md", doc)
    assert b"".join(text.chunks(lines=2)) == text.encode() == doc.encode()


# The arXiv pattern as first written (an optional `arXiv:` prefix tried at every position):
# the faster one in refs must find exactly the same ids.
REFERENCE_ARXIV = re.compile(
    r"(?<![A-Za-z0-9_.])(?:arXiv\s*[:：]?\s*|arxiv\.org/(?:abs|pdf)/)?"
    r"(?P<id>\d{2}(?:0[1-9]|1[0-2])\.\d{4,5})(?P<version>v\d+)?(?![A-Za-z0-9_]|\.[A-Za-z0-9])",
    re.IGNORECASE,
)
ARXIV_PIECES = st.sampled_from(
    [
        "arXiv",
        "ARXIV",
        "arxiv.org/abs/",
        "arxiv.org/pdf/",
        ":",
        "：",
        " ",
        "2609",
        ".",
        "12345",
        "1234",
        "v2",
        "V3",
        "x",
        "_",
        "中",
        "0",
        "13",
        "/",
        "v",
        "a",
        "arXiv:",
        "\t",
        "２６",
        "1",
    ]
)


@given(st.lists(ARXIV_PIECES, max_size=10).map("".join))
def test_the_arxiv_pattern_finds_what_the_reference_finds(text: str) -> None:
    from patcher.text import refs

    assert refs.arxiv_ids(text) == list(
        dict.fromkeys(m.group("id") for m in REFERENCE_ARXIV.finditer(text))
    )


REF_PIECES = st.sampled_from(
    [
        "github.com/",
        "Owner/repo",
        "a-b/c.d",
        "/issues/",
        "/pull/",
        "#",
        "12",
        "#345",
        " ",
        "中",
        "GitHub.com/",
        "x",
        "/",
        "2605.11093",
        "arXiv:",
        "v2",
    ]
)


@given(st.lists(REF_PIECES, max_size=12).map("".join))
def test_an_entrys_first_ref_is_the_first_of_all_its_refs(text: str) -> None:
    """An entry's identity takes the first arXiv id and the first qualified GitHub ref of
    its lead without listing them all: the same as the first of the lists."""
    from patcher.text import refs

    arxiv = refs.arxiv_ids(text, keep=False)
    assert refs.first_arxiv_id(text) == (arxiv[0] if arxiv else None)
    github = [g for g in refs.github_refs(text, keep=False) if not g.startswith("#")]
    assert refs.first_github_ref(text) == (github[0] if github else None)


@st.composite
def heading_entry_documents(draw: st.DrawFn) -> str:
    """Documents whose anchor sections hold `### Name` entries: a paragraph (or not), then
    (or not) a labelled list of dated updates, newest or oldest first, its dates written one
    of several ways, an item with sub-bullets, a paragraph after the list."""
    newest = draw(st.booleans())
    label = draw(st.sampled_from(["Updates:", "进展：", "**更新：**", "**History**", "History:"]))
    dated = draw(st.sampled_from(["2026-09-{:02d}: ", "**2026-09-{:02d}** — ", "Sep {}, 2026: "]))
    lines: list[str] = []
    for anchor in ANCHORS:
        lines += [anchor, ""]
        for n in range(draw(st.integers(1, 3))):
            summary = n == 0 or draw(st.booleans())
            lines += [f"### {draw(SAFE)} {n}", ""] + ([draw(SAFE), ""] if summary else [])
            days = sorted(draw(st.lists(st.integers(1, 28), max_size=3)), reverse=newest)
            if days or n == 0:
                lines += [label] if summary else []
                for day in days or [1]:
                    lines.append(f"- {dated.format(day)}{draw(SAFE)}")
                    lines += ["  - " + draw(SAFE)] if draw(st.booleans()) else []
                lines += ["", draw(SAFE)] if draw(st.booleans()) else []
                lines.append("")
            elif not summary:
                lines += [draw(SAFE), ""]
    return "\n".join(lines)


@given(heading_entry_documents(), briefings())
@example(  # the last update item has sub-bullets: a new item goes after them, not between
    doc="## §1.1 框架格局\n\n### vLLM\n\nengine\n\n**History**\n- Sep 1, 2026: 0.8\n"
    "  - a\n\n### SGLang\n\nengine\n\n## §1.2 推理调度\n\n## Misc\n",
    brief="inference · E1 预消化简报(2026-10-01)\n二、增量条目\n增量 1：vLLM 0.9 发布（⭐⭐）\n"
    "要点：- a - b\n建议归入章节：§1.1 框架格局\n",
)
def test_apply_to_heading_entries_never_loses_a_line_and_is_idempotent(
    doc: str, brief: str
) -> None:
    first = apply(doc, brief)
    event(", ".join(sorted({a.action for a in first.actions})))
    old, new = split_text("d", doc), first.new_text
    assert is_subsequence(list(old.lines), list(new.lines))
    old_headings = [(h.level, h.text) for h in scan_headings(old.lines)]
    assert is_subsequence(old_headings, [(h.level, h.text) for h in scan_headings(new.lines)])
    assert patched(doc, first.diff) == new.render()
    second = api.apply([Source("b.txt", brief.encode())], Source("d.md", new.encode()), MAP)
    assert second.new_text.encode() == new.encode() and not second.changed
