"""Briefing layouts machine writers drift into (wip/parse44): adjacent items as rows of a
table of increments beside written heads, a table naming increments that cannot be read
(refused, with its line), a head in an ordered list whose number is another's (a point),
and a section suggested by name only, read by the document's anchor headings."""

from __future__ import annotations

import pytest

from patcher import api
from patcher.briefing.parse import Brief, parse_text
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.document.sections import load
from patcher.errors import BriefError
from patcher.plan.routes import route_increment, section_headings
from patcher.text.source import Source, decode, split_text

from .conftest import SMALL_MAP

HEAD = "rag · E1 预消化简报(2043-05-06)\n## 二、增量条目\n"
FIRST = (
    "### 增量 1：Ferrule 检索网关 2.2 — 查询改写缓存（⭐⭐⭐）\n"
    "来源：inbox/ivo/2043-05-06-gateways.md §1\n"
    "要点：\n- 改写结果按租户缓存 10 分钟\n"
    "建议归入章节：§1.1 框架格局\n\n"
)
TABLE = (
    "| 增量 | 标题 | 来源 | 要点 | 可信度 | 建议章节 |\n"
    "|---|---|---|---|---|---|\n"
    "| 增量 2 | Quillon 重排 0.4 — 多语种打分（⭐⭐） | inbox/ivo/rerank.md | 新增 12 种语言 | 中 | §1.3 |\n"
    "| 邻接 A | Marrow 评测集 — 长文档引用（⭐⭐） | inbox/ivo/evals.md | 800 条样例 | 中 | §1.4 |\n"
)


def parse(text: str) -> Brief:
    return parse_text(split_text("b.md", text))


def test_adjacent_rows_of_a_table_beside_written_heads_are_items_of_their_own() -> None:
    brief = parse(HEAD + FIRST + TABLE)
    read = [(i.kind, i.number, i.title, i.stars) for i in brief.increments]
    assert read == [
        ("increment", "1", "Ferrule 检索网关 2.2 — 查询改写缓存", 3),
        ("increment", "2", "Quillon 重排 0.4 — 多语种打分", 2),
        ("adjacent", "A", "Marrow 评测集 — 长文档引用", 2),
    ]
    assert [i.sources for i in brief.increments[1:]] == [
        "inbox/ivo/rerank.md",
        "inbox/ivo/evals.md",
    ]
    assert [i.suggestions[0].code for i in brief.increments] == ["§1.1", "§1.3", "§1.4"]
    assert brief.increments[0].points == ("改写结果按租户缓存 10 分钟",)  # (no row of its)


def test_a_table_naming_increments_it_cannot_read_is_refused_with_its_line() -> None:
    table = (
        "| 增量 | 来源 | 要点 |\n|---|---|---|\n| 增量 2 | inbox/ivo/rerank.md | 新增 12 种语言 |\n"
    )
    with pytest.raises(BriefError, match="table of increments could not be read") as err:
        parse(HEAD + FIRST + table)
    assert (err.value.path, err.value.line) == ("b.md", 9)


def test_a_listed_head_numbered_as_another_increment_is_a_point() -> None:
    text = HEAD + (
        "1. 增量 1：Ferrule 检索网关 2.2（⭐⭐⭐）\n"
        "   - 来源：inbox/ivo/a.md\n"
        "   - 要点：\n"
        "     1. 增量 2：与此同源，另列\n"
        "2. 增量 2：Quillon 重排 0.4（⭐⭐）\n"
        "   - 来源：inbox/ivo/b.md\n"
    )
    brief = parse(text)
    assert [i.title for i in brief.increments] == ["Ferrule 检索网关 2.2", "Quillon 重排 0.4"]
    assert "增量 2：与此同源，另列" in "\n".join(brief.increments[0].points)


DOC = "# D\n\n## §1.1 服务框架\n\n## §1.2 批处理与调度\n\n## Misc\n"
BRIEF = (
    "inference · E1 预消化简报(2043-05-06)\n二、增量条目\n"
    "增量 1：Wren engine 0.3 — 连续批处理（⭐⭐⭐）\n来源：inbox/x.md\n要点：\n- engine 改版\n"
    "建议归入章节：{section}\n"
)


@pytest.fixture
def smap() -> SectionMap:
    return load_map(Source("map.yaml", SMALL_MAP.encode()))


def _route(smap: SectionMap, section: str, doc: str = DOC):  # type: ignore[no-untyped-def]
    brief = parse(BRIEF.format(section=section))
    living = load(decode(Source("doc.md", doc.encode())), smap)
    return route_increment(brief.increments[0], smap, brief.path, section_headings(living))


def test_a_section_named_only_goes_to_the_anchor_the_document_heads_so(smap: SectionMap) -> None:
    route = _route(smap, "批处理与调度")
    assert (route.anchor, route.via) == ("§1.2", "suggested")
    assert "the document's heading of §1.2" in route.reason
    brief = Source("b.md", BRIEF.format(section="批处理与调度").encode())
    report = api.apply([brief], Source("doc.md", DOC.encode()), smap)
    assert [(a.anchor, a.via) for a in report.actions] == [("§1.2", "suggested")]


@pytest.mark.parametrize(
    "doc, why",
    [
        (DOC, "'批处理' is the heading of no section"),
        (DOC.replace("批处理与调度", "批处理").replace("服务框架", "批处理"), "of 2 sections"),
    ],
)
def test_a_name_no_single_anchor_heading_gives_routes_as_before_and_says_why(
    smap: SectionMap, doc: str, why: str
) -> None:
    route = _route(smap, "批处理", doc)
    assert (route.anchor, route.via, route.unread) == ("§1.1", "keyword", True)  # (engine)
    assert why in route.reason
