"""Differential: generated documents read by the patcher and by GitHub's renderer alike.

Documents are drawn from the constructs that decide what an entry is: headings (ATX and
setext), lists with every marker and what items hold, fences (closed or left open),
indented code, HTML blocks of each kind, block quotes (with a `---` after), tables (outer
pipes or not), rules, lines starting with `#` that are no heading. The reader must find the
headings and entries cmark-gfm's HTML shows; an applied briefing must show as planned
(`gfm.judge`), or be refused when GitHub shows no single anchor. Runs without ../shared.
"""

from __future__ import annotations

from hypothesis import event, given
from hypothesis import strategies as st

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.document.unclosed import unclosed
from patcher.errors import EditRefused, PatcherError
from patcher.text.markdown import back_over_blanks
from patcher.text.source import Source

from . import gfm
from .conformance import BRIEF, EXPECTED, MAP, anchors_sound
from .conftest import ROOT

WORDS = st.sampled_from(["推理", "缓存", "vLLM", "KV", "调度", "#4，升至 #2。", "a | b", "x"])
TEXT = st.lists(WORDS, min_size=1, max_size=3).map(" ".join)

LOOSE_BLOCKS = st.sampled_from(
    [
        ["```", "## §1.2 推理调度", "```"],
        ["```sh", "- not an item"],  # left open
        ["    indented code", "    ## §1.2 推理调度"],
        ["    ```", "    not a fence"],
        ["<details>", "<summary>旧</summary>", "- 细节"],
        ["<pre>", "## §1.2 推理调度", "", "- x", "</pre>"],
        ["<!--", "- 注释", "", "-->"],
        ['<img src="a.png">'],
        ["<div>", "text"],
        ["> 引用", "---"],
        ["> ```", "> ## not a heading"],
        ["| a | b |", "|---|---|", "| 1 | 2 |"],
        ["a | b", "--|--", "1 | 2"],
        ["a | b", "-|-|-", "1 | 2"],
        ["---"],
        ["***"],
        ["段落", "==="],
        ["段落", "---"],
        ["#4，9-21 升至 #2。"],
        ["#not a heading"],
        ["[ref]: https://example.com"],
    ]
)


@st.composite
def entries(draw: st.DrawFn, names: list[str]) -> list[str]:
    marker = draw(st.sampled_from(["-", "*", "+", "1.", "1)"]))
    lines: list[str] = []
    for n, name in enumerate(names):
        bullet = marker.replace("1", str(n + 1)) if marker[0].isdigit() else marker
        pad = " " * (len(bullet) + 1)
        lines.append(f"{bullet} **{name}** {draw(TEXT)}")
        if draw(st.integers(0, 3)) == 0:
            lines += [pad + line if line else "" for line in draw(LOOSE_BLOCKS)]
        if draw(st.integers(0, 4)) == 0:
            lines.append(draw(TEXT))  # a lazy continuation line, maybe `#4，…`
        if draw(st.booleans()):
            lines.append("")
    return lines


@st.composite
def section(draw: st.DrawFn, heading: str, names: list[str]) -> list[str]:
    parts = [[heading, ""]]
    if draw(st.booleans()):
        parts.append([*draw(LOOSE_BLOCKS), ""])
    parts.append(draw(entries(names)))
    for _ in range(draw(st.integers(0, 2))):
        gap = [""] if draw(st.booleans()) else []
        parts.append(gap + draw(LOOSE_BLOCKS) + ([""] if draw(st.booleans()) else []))
    return [line for part in parts for line in part]


@st.composite
def documents(draw: st.DrawFn) -> str:
    lines = ["# 活文档", ""]
    lines += draw(section("## §1.1 框架格局", ["colibri", "vLLM"]))
    lines += draw(section("## §1.2 推理调度", ["SAGA"]))
    lines += draw(section("## Misc", ["杂项"]))
    return "\n".join(lines) + "\n"


@given(documents())
def test_the_reader_reads_what_github_shows(doc: str) -> None:
    assert gfm.reader_disagreements(doc, MAP) == []


@given(documents())
def test_apply_writes_what_github_shows_as_planned(doc: str) -> None:
    sound = anchors_sound(doc)
    try:
        report = api.apply([Source("b.txt", BRIEF.encode())], Source("d.md", doc.encode()), MAP)
    except EditRefused:
        event("refused by the pre-write check")
        return
    except PatcherError as exc:
        if "never closed" in exc.message:  # an edit would land in a fence left open
            assert unclosed(doc.split("\n")) is not None
            event("refused: the document ends in an open block")
            return
        assert not sound  # refused for anchors only when GitHub shows no single one
        event("refused: GitHub shows no single §1.1/§1.2")
        return
    assert sound
    assert gfm.judge(doc, report.new_text.render(), EXPECTED) == []


def test_a_fence_its_item_closes_ends_before_the_line_that_closes_the_item() -> None:
    """cmark reports such a fence as ending on the closing line (here a heading); the reader
    takes the fence's own lines only, and keeps a fence the document's end closes whole."""
    from patcher.document.blocks import parse

    closed_by_heading = parse(("- a", "  ```sh", "  code", "", "## §1.2"))
    assert sorted(closed_by_heading.opaque) == [1, 2]
    closed_by_end = parse(("- a", "  ```sh", "  code", "  more"))
    assert sorted(closed_by_end.opaque) == [1, 2, 3]
    in_a_quote = parse(("> ```", "> code", "after"))
    assert sorted(in_a_quote.opaque) == [0, 1]
    closed_by_a_quote = parse(("* a", "  ```", "  code", "", "> quote"))
    assert sorted(closed_by_a_quote.opaque) == [1, 2]


@given(documents())
def test_a_long_text_read_a_piece_at_a_time_reads_as_a_whole(doc: str) -> None:
    """The outline of a long text is parsed in pieces that end before a top-level heading;
    with pieces of a few lines (so `#` lines inside fences, HTML and items fall on piece
    ends) it must equal the whole parse."""
    from unittest.mock import patch

    from patcher.document import blocks

    lines = tuple(doc.split("\n"))
    with patch.object(blocks, "PIECE", 2):
        pieces = blocks._pieces(lines)
    assert pieces == blocks.parse(lines, deep=False)


def _items_in_depth(lines: tuple[str, ...], start: int, end: int) -> list[tuple[int, ...]]:
    """(start, end, second block's start, last sub-list's last item) of each top-level list
    item, from the blocks of lines start..end read on their own in depth."""
    from patcher.document.blocks import ITEMS, Kind, parse

    found = []
    for block in parse(lines[start:end], front_matter=False, offset=start).blocks:
        for item in block.children if block.kind is Kind.LIST else ():
            assert item.kind in ITEMS
            parts = item.children
            subs = [b for b in parts if b.kind is Kind.LIST and b.children]
            second = parts[1].start if len(parts) > 1 else -1
            found.append(
                (item.start, item.end, second, subs[-1].children[-1].start if subs else -1)
            )
    return found


def test_an_apply_lets_the_outline_s_items_go_and_a_later_reading_reads_them_again(
    default_map: SectionMap,
) -> None:
    """Once an apply has read its sections' lists, the kept outline's list items are let go
    (its blocks stay: tables and the check's scan read them); a later reading of the same
    lines reads them again, so it finds what a first reading does, and so does a second
    apply of the same document."""
    import sys

    from patcher.document import blocks, lists, sections

    sys.path.insert(0, str(ROOT / "bench"))
    from generate import briefing, document

    text = api.decode(Source("d.md", document(60_000).encode()))
    source = Source("d.md", "\n".join(text.lines).encode() + b"\n")
    brief = Source("b.txt", briefing("\n".join(text.lines), 0, 0).encode())
    blocks._outline.cache_clear()
    first = sections.load(text, default_map)
    kept = blocks.outline(text.lines)
    spans = [(s.start, s.end) for s in first.sections]
    read = [lists.section_lists(text.lines, a, b) for a, b in spans]
    report = api.apply([brief], source, default_map)
    after = blocks.outline(text.lines)
    assert after.items.released and not len(after.items.starts)
    assert after.blocks == kept.blocks and after.opaque == kept.opaque
    assert [lists.section_lists(text.lines, a, b) for a, b in spans] == read
    assert not blocks.outline(text.lines).items.released
    assert sections.load(text, default_map) == first
    again = api.apply([brief], source, default_map)
    assert (again.diff, again.actions) == (report.diff, report.actions) and report.diff
    blocks._outline.cache_clear()


@given(documents(), st.sampled_from([2, 4000]))
def test_a_sections_lists_come_from_the_one_outline_as_read_on_their_own(
    doc: str, piece: int
) -> None:
    """An anchor section's items are taken from the document's one outline (read a piece at
    a time), not read again: between two top-level headings they must be the items those
    lines hold read on their own, and what the blocks read in depth say of each item."""
    from unittest.mock import patch

    from patcher.document import blocks, lists
    from patcher.document.scan import scan

    lines = tuple(doc.split("\n"))
    blocks._outline.cache_clear()
    with patch.object(blocks, "PIECE", piece):
        headings = scan(lines).headings
        bounds = [h.index for h in headings] + [len(lines)]
        for heading, stop in zip(headings, bounds[1:], strict=True):
            whole = lists.section_lists(lines, heading.body, stop)
            alone = lists.read_lists(lines, heading.body, stop)
            assert whole == alone
            expected = _items_in_depth(lines, heading.body, stop)
            got = [(i.start, i.end, i.second, i.sub) for i in whole.items]
            assert [
                (s, back_over_blanks(lines, e, s + 1), *rest) for s, e, *rest in expected
            ] == got
    blocks._outline.cache_clear()
