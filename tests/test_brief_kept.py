"""Issue 27 class 2: every line of an increment's block is kept — in the entry written, or
reported as not understood — whatever field it follows; increment numbers have no digit limit."""

from __future__ import annotations

import pytest

from patcher import api
from patcher.briefing.parse import Brief, parse_text
from patcher.config.maps import load_map
from patcher.text.source import Source, split_text

from .conftest import SMALL_MAP, brief_text, increment

DOC = "# Doc\n\n## §1.1 框架格局\n\n- **colibri** engine\n\n## §1.2 推理调度\n\n## Misc\n"


def parse(text: str) -> Brief:
    return parse_text(split_text("b.txt", text))


def written(text: str) -> str:
    smap = load_map(Source("map.yaml", SMALL_MAP.encode()))
    report = api.apply([Source("b.txt", text.encode())], Source("doc.md", DOC.encode()), smap)
    return report.new_text.render()


def kept(brief: Brief, doc: str, line: str) -> bool:
    """In the document written, or reported as not understood (with its text)."""
    return line.strip(" -") in doc or any(n.text.strip() == line for n in brief.unparsed)


@pytest.mark.parametrize(
    "tail",
    [
        "另附：该引擎在 ARM 上未测",  # a stray line after the suggestion
        "- 补记一个要点，放错了位置",  # a bullet after the suggestion
        "备注 see the release page",
    ],
)
def test_a_line_after_the_suggestion_is_written_and_reported(tail: str) -> None:
    text = brief_text(increment(1, "Tern engine", extra="")) + tail + "\n"
    brief = parse(text)
    doc = written(text)
    assert tail.strip(" -") in doc
    # (reported as a line after the suggestion, or, shaped as a label no name reads (`另附：…`),
    # as a field of its own: written as a point either way)
    unparsed = [(n.text, n.where) for n in brief.unparsed]
    warned = [w.where for w in brief.warnings]
    assert unparsed == [(tail, "increment: after 建议归入章节")] or (
        unparsed == [] and warned == ["unknown field"]
    )
    (inc,) = brief.increments
    assert [s.code for s in inc.suggestions] == ["§1.1"]


def test_a_line_after_the_relation_field_is_written_and_reported() -> None:
    text = brief_text(
        increment(
            1, "Gannet engine", extra="与活文档现有脉络的关系：§1.1 已有 Gannet\n另一行说明文字\n"
        )
    )
    brief = parse(text)
    assert [(n.text, n.where) for n in brief.unparsed] == [
        ("另一行说明文字", "increment: after 与活文档现有脉络的关系")
    ]
    assert kept(brief, written(text), "另一行说明文字")
    assert brief.increments[0].relation == "§1.1 已有 Gannet"


def test_a_second_section_line_after_the_suggestion_still_suggests() -> None:
    text = brief_text(increment(1, "Petrel engine")) + "§1.2 推理调度（调度侧也相关）\n"
    brief = parse(text)
    assert [s.code for s in brief.increments[0].suggestions] == ["§1.1", "§1.2"]
    assert brief.unparsed == ()


@pytest.mark.parametrize("number", ["10000", "123456", "98765432109876543210"])
def test_long_increment_numbers_keep_their_title_and_points(number: str) -> None:
    text = brief_text(
        increment(9, "Auk engine", points="- auk point"),
        increment(number, "Skua engine", points="- skua point"),
    )
    brief = parse(text)
    assert [(i.number, i.title, i.points) for i in brief.increments] == [
        ("9", "Auk engine", ("auk point",)),
        (number, "Skua engine", ("skua point",)),
    ]
    doc = written(text)
    assert "Skua engine" in doc and "skua point" in doc


def test_every_line_added_after_any_field_is_kept() -> None:
    """A stray line after each field in turn: in the entry, or reported — never neither."""
    fields = ["来源：", "要点：", "可信度：", "建议归入章节："]
    base = brief_text(increment(1, "Shag engine", points="- shag point"))
    for field in fields:
        lines = base.split("\n")
        at = next(i for i, line in enumerate(lines) if line.startswith(field))
        stray = f"游离的一行 after {field}"
        text = "\n".join([*lines[: at + 1], stray, *lines[at + 1 :]])
        assert kept(parse(text), written(text), stray), field
