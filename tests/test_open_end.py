"""Where an entry ends inside a block it leaves open (`placement.open_at_end`): its prefilter
(`may_open`) lets through unparsed only items whose reading would find nothing open."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from patcher.document import blocks
from patcher.plan import placement

# Pieces of an entry's lines: its first line, sub-bullets, markers, fences, HTML blocks of
# every kind CommonMark has (closed and left open), indents, tabs, quotes, CJK text.
FIRST = st.sampled_from(
    [
        "- **Alpha** 发布 2.0",
        "* **Beta**：调度 <!-- livedoc:id=2026-10-01#1 -->",
        "1. **Gamma** ⭐⭐",
        "- <details>",
        "- ```bash",
        "+ ~~~",
        "- <!-- 注释",
        "- <pre>",
        "-\t<div>",
        "10) `code` <b>粗</b>",
        "- text",
    ]
)
LINE = st.sampled_from(
    [
        "",
        "  - 2026-10-02 续：吞吐 <!-- livedoc:id=2026-10-02#1 -->",
        "  - ⚠️ 待核实：延迟",
        "  续行文字",
        "  <details>",
        "  <summary>s</summary>",
        "  </details>",
        "  <div>",
        "  </div>",
        "  <!--",
        "  -->",
        "  <!-- a --> b",
        "  <pre>",
        "  </pre>",
        "  <?php",
        "  ?>",
        "  <![CDATA[",
        "  ]]>",
        "  <!DOCTYPE x",
        "  <span>inline</span>",
        "  ```",
        "  ```python",
        "  ~~~",
        "  ````",
        "      indented code",
        "\t<div>",
        "   <div>",
        "  > <div>",
        "  > ```",
        "  - <details>",
        "  - ```",
        "x < y",
        "  a <b> c",
        "  ---",
        "  ***",
    ]
)


def _unfiltered(lines: list[str]) -> Any:
    """`open_at_end` reading every item (the prefilter let everything through)."""
    real = placement.may_open
    placement.may_open = lambda content: True
    try:
        return placement.open_at_end(lines)
    finally:
        placement.may_open = real


@settings(max_examples=400, deadline=None)
@given(first=FIRST, rest=st.lists(LINE, max_size=6))
def test_the_prefilter_never_changes_what_is_found(first: str, rest: list[str]) -> None:
    """With or without the prefilter, the same block (or none) is found open."""
    lines = [first, *rest]
    assert placement.open_at_end(lines) == _unfiltered(lines)


def test_blocks_left_open_are_still_found() -> None:
    """The prefilter lets each kind of block left open through to the reading."""
    for lines in (
        ["- **A** x", "  ```", "  code"],
        ["- **A** x", "  <!--", "  hidden"],
        ["- **A** x", "  <details>", "  <summary>s</summary>"],
        ["- ~~~", "  code"],
        ["- **A** x", "\t<pre>"],
    ):
        assert placement.open_at_end(lines) is not None, lines


def test_an_entry_without_openers_is_not_parsed(monkeypatch: Any) -> None:
    """An entry whose only `<` is its marker's comment, after its text, is let through
    without a parse of its lines (once for each of its updates, it was two or three)."""
    parses = [0]
    real = blocks._read_nodes

    def counted(*args: Any) -> None:
        parses[0] += 1
        real(*args)

    monkeypatch.setattr(blocks, "_read_nodes", counted)
    blocks._outline.cache_clear()
    lines = [
        "- **Alpha** 发布 <!-- livedoc:id=2026-10-01#1 keys=arxiv:2609.00001 -->",
        "  - 2026-10-02 续：吞吐 <!-- livedoc:id=2026-10-02#1 -->",
        "    1. 要点 a < b",
    ]
    assert placement.open_at_end(lines) is None
    assert placement.before_html(lines) is None
    assert parses[0] == 0
    assert placement.open_at_end([*lines, "  <details>"]) is not None
    assert parses[0] > 0


def _document(default_map: Any) -> Any:
    """The example document with entries ending inside each kind of block (and in none)
    put first in its §1.1."""
    from patcher.document import sections
    from patcher.text.source import split_text

    from .conftest import EXAMPLES

    text = (EXAMPLES / "inference.md").read_text(encoding="utf-8")
    added = [
        "- **Alphawing** 发布 2.0",
        "  <details>",
        "  <summary>s</summary>",
        "- **Betaflux** 调度",
        "  ```bash",
        "  run",
        "- **Gammaroute** x",
        "  - 2026-10-02 续：吞吐",
        "- **Deltaspan** y",
        "  <!-- 注释",
        "",
        "",
    ]
    at = text.index("## §1.1 框架格局\n") + len("## §1.1 框架格局\n")
    text = text[:at] + "\n" + "\n".join(added) + text[at:]
    return sections.load(split_text("d.md", text), default_map)


def test_an_entry_s_open_end_is_read_once_and_as_read_afresh(default_map: Any) -> None:
    """The editor reads the block an existing entry ends inside (and the HTML block a
    sub-bullet goes before) once per span of the document's lines, which a run never changes
    (issue 26, thirty-seventh round: an update asked `open_at_end` three or four times); the
    answers are those read afresh, and lines of another tuple are not answered from them."""
    from patcher.plan.editor import Editor

    doc = _document(default_map)
    editor = Editor(doc, default_map)
    lines = doc.text.lines
    spans = [(e.start, e.end) for s in doc.sections for e in s.entries]
    found = [placement.open_at_end(list(lines[a:b])) for a, b in spans]
    assert sum(f is not None for f in found) >= 3 and None in found
    for _ in range(2):
        for (a, b), expected in zip(spans, found, strict=True):
            assert editor._open_at_end(lines, a, b) == expected
            assert editor._html_before(lines, a, b) == placement.before_html(list(lines[a:b]))
    other = tuple(line.replace("<details>", "<p>x</p>") for line in lines)
    a, b = spans[0]
    assert editor._open_at_end(other, a, b) == placement.open_at_end(list(other[a:b]))
    assert editor._open_at_end(lines, a, b) == found[0]
    reads = [0]
    real = placement.open_at_end

    def counted(part: Any) -> Any:
        reads[0] += 1
        return real(part)

    import patcher.plan.editor as editor_module

    editor_module.open_at_end = counted  # type: ignore[assignment]
    try:
        fresh = Editor(doc, default_map)
        for _ in range(3):
            fresh._open_at_end(lines, a, b)
            fresh._html_before(lines, a, b)  # (from the reading kept)
    finally:
        editor_module.open_at_end = real
    assert reads[0] == 1
