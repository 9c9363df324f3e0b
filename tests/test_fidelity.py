"""Entries keep the increment's substance: every numeric fact reaches the document or the
omitted report, and every written entry is one CommonMark list item holding its children."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from markdown_it.token import Token

from patcher import api
from patcher.briefing.parse import parse_source
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.output import messages
from patcher.text.source import Source, read_source

from .conftest import DATA, EXAMPLES, SHARED_BRIEFS, brief_text, increment

SHARED = sorted(SHARED_BRIEFS.glob("*")) if SHARED_BRIEFS.is_dir() else []
OWN = sorted((EXAMPLES / "briefs").glob("*"))
DOCS = {"example": EXAMPLES / "inference.md", "team": DATA / "team" / "inference.md"}

_DATE = re.compile(r"\b(?:19|20)\d{2}(?:[-/.]\d{1,2}(?:[-/.]\d{1,2})?)?\b|\b\d{1,2}-\d{1,2}\b")
_ID = re.compile(r"\b\d{4}\.\d{4,5}(?:v\d+)?\b|#\d+|\b[\w.-]+/[\w.-]+#\d+")
_FACT = re.compile(
    r"\d{1,3}(?:,\d{3})+(?:\.\d+)?"  # 16,200
    r"|\d+(?:\.\d+)?\s*(?:%|×|x\b|GB|GiB|MB|TB|tok/s|ms|s\b|B\b|K\b|k\b|h\b|▲|ms\b|bit)"
    r"|\d+\.\d+"  # decimals
    r"|\d{3,}"  # three or more digits
)


def facts(text: str) -> set[str]:
    """Figures with units, decimals and numbers of three or more digits; not dates or ids."""
    text = _ID.sub(" ", _DATE.sub(" ", text))
    return {re.sub(r"\s+", "", m.group()) for m in _FACT.finditer(text)}


def body_facts(path: Path) -> dict[str, set[str]]:
    brief = parse_source(read_source(str(path)))
    out = {}
    for inc in brief.increments:
        text = "\n".join(f.text for f in inc.fields if f.key == "points")
        out[inc.id] = facts(text)
    return out


def written(doc_text: str) -> str:
    return re.sub(r"\s+|\\", "", doc_text)


@pytest.mark.parametrize("doc", DOCS, ids=list(DOCS))
@pytest.mark.parametrize("brief", SHARED + OWN, ids=lambda p: p.name)
def test_every_numeric_fact_reaches_the_document(
    brief: Path, doc: str, default_map: SectionMap
) -> None:
    report = api.apply([read_source(str(brief))], read_source(str(DOCS[doc])), default_map)
    text = written(report.new_text.render())
    expected = body_facts(brief)
    total = sum(len(v) for v in expected.values())
    assert total, "the briefing has numeric facts to keep"
    missing = {
        inc_id: sorted(f for f in found if f not in text)
        for inc_id, found in expected.items()
        if any(f not in text for f in found)
    }
    omitted = {a.id for a in report.actions if a.omitted}
    unaccounted = {k: v for k, v in missing.items() if k not in omitted}
    assert not unaccounted, unaccounted


def test_a_limit_reports_what_it_leaves_out(tmp_path: Path) -> None:
    shipped = (Path(__file__).parents[1] / "section_map.yaml").read_text(encoding="utf-8")
    limited = shipped.replace("max_points: 0", "max_points: 2").replace(
        'heading: "§1.3 KV Cache"', 'heading: "§1.3 KV Cache"\n    detail: digest'
    )
    smap = load_map(Source("m.yaml", limited.encode()))
    brief = EXAMPLES / "briefs" / "2026-09-23-plain.txt"
    report = api.apply([read_source(str(brief))], read_source(str(DOCS["example"])), smap)
    omitted = {a.id: a.omitted for a in report.actions}
    assert omitted["2026-09-23#2"] == "3 points, 1 table, 1 code block"  # §1.3: digest
    assert omitted["2026-09-23#3"] == "1 point"  # max_points 2: summary + 1
    assert omitted["2026-09-23#4"] == "1 point"  # an ordered list of 3: written from 1
    assert omitted["2026-09-23#1"] == "1 point"  # an update: its title line + 1
    text = written(report.new_text.render())
    assert "3.1×" not in text and "2.4×" in text and "零额外显存" not in text
    body = messages.pr_body(report, smap, None, None)
    assert "omitted: 3 points, 1 table, 1 code block" in body


def _items(tokens: list[Token]) -> list[tuple[int, int, list[Token]]]:
    """Top-level list items: (first line, last line + 1, the tokens inside)."""
    out = []
    depth = 0
    current: list[Token] = []
    start = end = 0
    for token in tokens:
        if token.type == "list_item_open":
            depth += 1
            if depth == 1:
                current, (start, end) = [], token.map or (0, 0)
                continue
        if token.type == "list_item_close":
            depth -= 1
            if depth == 0:
                out.append((start, end, current))
                continue
        if depth >= 1:
            current.append(token)
    return out


@pytest.mark.parametrize("doc", DOCS, ids=list(DOCS))
def test_written_entries_are_one_list_item_each_under_commonmark(
    doc: str, default_map: SectionMap
) -> None:
    briefs = [read_source(str(p)) for p in SHARED + OWN]
    report = api.apply(briefs, read_source(str(DOCS[doc])), default_map)
    lines = report.new_text.lines
    md = MarkdownIt("commonmark").enable("table")
    tokens = md.parse(report.new_text.render())
    items = _items(tokens)
    markers = {
        m.group(1): number
        for number, line in enumerate(lines)
        if (m := re.search(r"<!-- livedoc:id=(\S+?)(?: keys=\S+)? -->$", line))
    }
    assert markers
    for inc_id, line in markers.items():
        owners = [(s, e, inner) for s, e, inner in items if s <= line < e]
        assert len(owners) == 1, (inc_id, line + 1, lines[line])
    for action in report.actions:
        if action.action != "inserted":
            continue
        start = markers[action.id]
        (_, end, inner) = next(o for o in items if o[0] == start)
        assert all(not lines[n].strip() or lines[n][:1] in " \t" for n in range(start + 1, end))
        html = [t for t in inner if t.type in ("html_block", "html_inline")]
        assert all(t.content.startswith("<!-- livedoc:") for t in html), html
    touched = {markers[a.id] for a in report.actions if a.action in ("inserted", "updated")}
    inside = [
        t.type
        for start, end, inner in items
        if any(start <= line < end for line in touched)
        for t in inner
        if t.type in ("table_open", "fence")
    ]
    if SHARED:
        assert "table_open" in inside  # the four-layer table of 2026-09-21#4, in its item
    assert "fence" in inside  # the LMCache command of the examples, in its item


@pytest.mark.parametrize(
    "points",
    [
        "\n- 关键数据（实测）：\n- 甲 71%\n- 乙 44%",
        "\n| a | b |\n|---|---|\n| 1 | 2 |\n- 后续说明",
        "\n1. 第一步\n2. 第二步",
    ],
    ids=["header first", "table first", "ordered list"],
)
def test_no_entry_has_an_empty_summary(points: str, default_map: SectionMap) -> None:
    title = "新引擎 X — 端侧推理新范式"
    brief = brief_text(increment(1, title, "§1.1 框架格局（端侧推理 · 新范式）", points))
    report = api.apply(
        [Source("b.txt", brief.encode())], read_source(str(DOCS["team"])), default_map
    )
    lead = next(line for line in report.diff.splitlines() if "livedoc:id=2026-10-01#1" in line)
    assert "（2026-10-01）：端侧推理 · 新范式 <!--" in lead


def test_a_star_note_in_the_titles_bracket_is_removed_whole(default_map: SectionMap) -> None:
    brief = brief_text(increment(1, "colibri 1.0 发布（Spheron 确认·⭐⭐⭐⭐）", "§1.1"))
    brief = brief.replace("（⭐⭐⭐）", "")
    (inc,) = parse_source(Source("b.txt", brief.encode())).increments
    assert (inc.title, inc.stars) == ("colibri 1.0 发布", 4)


def test_a_very_long_title_is_shortened_and_kept_whole_as_a_point(
    default_map: SectionMap,
) -> None:
    title = "长标题 — " + "，".join(f"第{n}个要素的说明文字" for n in range(30))
    brief = brief_text(increment(1, title, "§1.1 框架格局"))
    report = api.apply(
        [Source("b.txt", brief.encode())], read_source(str(DOCS["team"])), default_map
    )
    added = [line for line in report.diff.splitlines() if line.startswith("+")]
    lead = next(line for line in added if "livedoc:id" in line)
    assert len(lead) < 320 and "…**" in lead
    assert any(f"完整标题：{title}" in line for line in added)


def test_a_digest_anchor_writes_the_entrys_first_line_only(tmp_path: Path) -> None:
    shipped = (Path(__file__).parents[1] / "section_map.yaml").read_text(encoding="utf-8")
    smap = load_map(
        Source(
            "m.yaml",
            shipped.replace(
                'heading: "§1.3 KV Cache"', 'heading: "§1.3 KV Cache"\n    detail: digest'
            ).encode(),
        )
    )
    brief = brief_text(increment(1, "KV 压缩新方法", "§1.3 KV Cache", "\n- 甲 1.5×\n- 乙 42%"))
    report = api.apply([Source("b.txt", brief.encode())], read_source(str(DOCS["team"])), smap)
    added = [line for line in report.diff.splitlines() if line.startswith("+") and line[1:].strip()]
    assert len(added) == 2 and "KV 压缩新方法" in added[1]  # the +++ header and the entry
    assert report.actions[0].omitted == "1 point"
