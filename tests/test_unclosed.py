"""A document that ends inside an unclosed fence, comment or raw-HTML block: named as bad input."""

from __future__ import annotations

import pytest

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.document.unclosed import unclosed
from patcher.errors import DocumentError
from patcher.text.source import Source

from .conftest import brief_text, increment

HEAD = "# Notes\n\n## §1.1 Engines\n\n- Colibri 2 ships.\n\n"


@pytest.mark.parametrize(
    ("tail", "line", "closer"),
    [
        ("```python\nprint(1)\n", 7, "```"),
        ("~~~~\nraw\n~~~\n", 7, "~~~~"),
        ("<!-- a note to self\n\n## §1.2 Later\n", 7, "-->"),
        ("<PRE>\nkept as typed\n", 7, "</pre>"),
        ("<script>\nlet x = 1\n", 7, "</script>"),
        ("- item\n\n```\nopen\n", 9, "```"),
    ],
)
def test_an_open_block_at_the_end_is_named(tail: str, line: int, closer: str) -> None:
    found = unclosed((HEAD + tail).splitlines())
    assert found is not None and (found.line + 1, found.closer) == (line, closer)


@pytest.mark.parametrize(
    "tail",
    [
        "```python\nprint(1)\n```\n",
        "```\n`````\n",  # a longer closing fence closes it
        "<!-- closed -->\n",
        "<!--\nnote\n-->\n\n- more\n",
        "<pre>x</pre>\n",
        "<div>\nhtml until a blank line\n",  # kind 6: a blank line ends it
        "    indented code\n",
        "- item\n  ```\n  open inside the item\n",  # the item's end closes it
    ],
)
def test_closed_or_self_ending_blocks_are_not(tail: str) -> None:
    assert unclosed((HEAD + tail).splitlines()) is None


@pytest.mark.parametrize(
    ("tail", "what"),
    [
        ("<!-- a note to self\nmore\n", "an HTML comment (`<!--`) opens here and is never closed"),
        ("<pre>\nraw\n", "a `<pre>` block opens here and is never closed"),
    ],
)
def test_apply_refuses_an_edit_landing_inside_it(
    tail: str, what: str, default_map: SectionMap
) -> None:
    doc = HEAD.replace("Engines", "框架格局") + "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    doc += "## §1.4 推理可靠性与可观测性\n\n" + tail
    brief = Source("b.txt", brief_text(increment(title="A loose note", section="§9 x")).encode())
    with pytest.raises(DocumentError) as refused:
        api.apply([brief], Source("doc.md", doc.encode()), default_map)
    assert refused.value.line == 13 and what in str(refused.value)
    assert "please report" not in str(refused.value)


def test_an_edit_before_it_is_made(default_map: SectionMap) -> None:
    doc = HEAD.replace("Engines", "框架格局") + "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    doc += "## §1.4 推理可靠性与可观测性\n\n```\nopen\n"
    brief = Source("b.txt", brief_text(increment(title="colibri engine")).encode())
    report = api.apply([brief], Source("doc.md", doc.encode()), default_map)
    assert report.changed and report.new_text.render().endswith("```\nopen\n")
