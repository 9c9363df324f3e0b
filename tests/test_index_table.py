"""One reader of the arXiv index table: apply, adopt, check, the guard and review find the same
table (a header the map does not name exactly, a table after a sub-heading, one in a fence)."""

from __future__ import annotations

import difflib
import subprocess

import pytest

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.document.scan import find_anchors, scan
from patcher.lint.check import check_text, index_rows
from patcher.lint.guard import check_loss
from patcher.text.source import Source, split_text

from .conftest import EXAMPLES, ROOT

DOC = (EXAMPLES / "inference.md").read_text(encoding="utf-8")
HEADER = "| arXiv      | 标题                | 章节 | 首次锚定   | 最近确认   |"
ROW = "| 2609.19671 | When2Think          | §1.2 | 2026-09-19 | 2026-09-19 |"
# The same table with other usual headers: the id column is `ID` (a synonym, not the map's
# `arXiv`), and it is the second column.
OTHER_HEADER = "| 标题 | ID | 章节 | 首次锚定 | 最近确认 |"
OTHER_DELIMITER = "|---|---|---|---|---|"


def reheaded(text: str) -> str:
    """The example document with its index table's columns renamed and reordered."""
    lines = text.split("\n")
    start = lines.index(HEADER)
    out = [*lines[:start], OTHER_HEADER, OTHER_DELIMITER]
    row = start + 2
    while lines[row].startswith("|"):
        cells = [c.strip() for c in lines[row].strip("|").split("|")]
        out.append(f"| {cells[1]} | {cells[0]} | {cells[2]} | {cells[3]} | {cells[4]} |")
        row += 1
    return "\n".join(out + lines[row:])


def rows(text: str, smap: SectionMap) -> list[str]:
    doc = split_text("doc.md", text)
    scanned = scan(doc.lines)
    found = find_anchors(list(scanned.headings), smap, doc.lines)
    return [arxiv_id for arxiv_id, _, _ in index_rows(doc, scanned, found, smap)]


def test_check_reads_the_table_apply_writes_to(default_map: SectionMap) -> None:
    text = reheaded(DOC)
    assert rows(text, default_map) == [
        "2609.17475",
        "2609.19671",
        "2609.19969",
        "2510.09665",
        "2609.20511",
    ]
    survey = api.adopt(Source("doc.md", text.encode()), default_map, "map")
    assert survey.index is not None and survey.index.columns["id"] == "ID"


def test_a_duplicate_row_under_an_id_header_is_pd014(default_map: SectionMap) -> None:
    duplicated = reheaded(DOC).replace(
        "| When2Think | 2609.19671 |",
        "| When2Think | 2609.19671 | §1.2 | 2026-09-19 | 2026-09-19 |\n| When2Think | 2609.19671 |",
        1,
    )
    found = [(f.code, f.message) for f in check_text(split_text("doc.md", duplicated), default_map)]
    assert [code for code, _ in found] == ["PD014"], found
    assert "arXiv 2609.19671 has a row already" in found[0][1]


def test_the_guard_sees_a_lost_row_under_an_id_header(default_map: SectionMap) -> None:
    head = reheaded(DOC)
    lost = "\n".join(x for x in head.split("\n") if not (x.startswith("|") and "2609.19671" in x))
    findings = check_loss(split_text("HEAD:doc.md", head), split_text("doc.md", lost), default_map)
    assert [f.code for f in findings] == ["PD012"]
    assert "index row 2609.19671" in findings[0].message


def test_a_table_in_a_fence_is_not_the_index(default_map: SectionMap) -> None:
    fenced = DOC.replace(HEADER, "```text\n" + HEADER).replace(
        "| 2609.20511 | EOS Tokens          | §1.2 | 2026-09-20 | 2026-09-20 |",
        "| 2609.20511 | EOS Tokens          | §1.2 | 2026-09-20 | 2026-09-20 |\n```",
    )
    assert rows(fenced, default_map) == []
    survey = api.adopt(Source("doc.md", fenced.encode()), default_map, "map")
    assert survey.index is None


def unified(before: str, after: str) -> str:
    lines = difflib.unified_diff(
        before.splitlines(keepends=True), after.splitlines(keepends=True), "a/doc.md", "b/doc.md"
    )
    return "".join(lines)


@pytest.mark.parametrize(
    ("old_cells", "new_cells", "churn"),
    [
        (("2026-09-19", "2026-09-19"), ("2026-09-19", "2026-09-25"), False),  # last date, forward
        (("2026-09-19", "2026-09-19"), ("2026-09-25", "2026-09-19"), True),  # the first date
        (("2026-09-19", "2026-09-19"), ("2026-09-19", "2026-09-01"), True),  # backwards
    ],
)
def test_review_judges_date_updates_by_the_index_columns(
    default_map: SectionMap, old_cells: tuple[str, str], new_cells: tuple[str, str], churn: bool
) -> None:
    before = reheaded(DOC)
    old = f"| When2Think | 2609.19671 | §1.2 | {old_cells[0]} | {old_cells[1]} |"
    assert old in before
    after = before.replace(
        old, f"| When2Think | 2609.19671 | §1.2 | {new_cells[0]} | {new_cells[1]} |"
    )
    result = api.review(
        unified(before, after), Source("doc.md", before.encode()), default_map, "doc.md"
    )
    assert result.churn is churn, result.hunks


def test_review_calls_a_date_change_in_another_table_churn(default_map: SectionMap) -> None:
    before = DOC + "\n## 附表\n\n| 名称 | 日期 |\n|---|---|\n| x arXiv:2609.19671 | 2026-09-19 |\n"
    after = before.replace("| 2026-09-19 |\n", "| 2026-09-30 |\n")
    result = api.review(
        unified(before, after), Source("doc.md", before.encode()), default_map, "doc.md"
    )
    assert result.churn


def test_the_index_header_synonyms_have_one_home() -> None:
    holders = subprocess.run(
        ["git", "grep", "-l", "-F", '"论文号"', "--", "patcher"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    ).stdout.split()
    on_disk = [
        str(p.relative_to(ROOT))
        for p in (ROOT / "patcher").rglob("*.py")
        if '"论文号"' in p.read_text(encoding="utf-8")
    ]
    assert on_disk == ["patcher/document/index_table.py"]
    assert set(holders) <= set(on_disk)


RETRACTED = (
    "已撤稿（勿再引用）：\n\n| arXiv | 标题 | 章节 | 撤稿日期 |\n|---|---|---|---|\n"
    "| 2601.00001 | Withdrawn study | §1.3 | 2026-02-01 |\n\n"
)


def test_the_index_is_the_table_with_the_maps_columns_not_a_retracted_list(
    default_map: SectionMap,
) -> None:
    # a table of retracted papers (an arXiv column, not the map's date columns) before the index
    text = DOC.replace(HEADER, RETRACTED + HEADER, 1)
    assert rows(text, default_map)[0] == "2609.17475"
    brief = (
        "inference · E1 预消化简报(2026-10-05)\n二、增量条目\n增量 1：Withdrawn study 复现（⭐⭐）\n"
        "- 要点：x\n- 建议归入章节：§1.3\n四、arXiv 列表\n"
        "| arXiv | 标题 | 可信度 | 状态 |\n|---|---|---|---|\n"
        "| 2601.00001 | Withdrawn study | 中 | 续用 |\n| 2610.04242 | Fresh | 中 | 新增 |\n"
    )
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", text.encode()), default_map
    )
    actions = {i.id: (i.action, i.note) for i in report.index}
    assert actions["2601.00001"] == (
        "unchanged",
        "listed in another table of the index section; no row added",
    )
    assert actions["2610.04242"][0] == "added"
    new = report.new_text.render()
    retracted, index = new.split(HEADER)
    assert "2610.04242" not in retracted and "| 2610.04242 |" in index
    assert new.count("2601.00001") == text.count("2601.00001")


def test_planning_reads_the_rows_without_their_cells(default_map: SectionMap) -> None:
    """The plan's index table (`plan.index.locate`) has the same rows, ids and lines as the
    full reading, without the cells it never reads (memory at 20 MB: ~39,000 rows)."""
    from patcher.document import index_table
    from patcher.document.sections import load
    from patcher.plan import index

    assert default_map.index is not None
    for text in (DOC, reheaded(DOC)):
        doc = load(split_text("d.md", text), default_map)
        planned = index.locate(doc, default_map.index)
        section = doc.section(default_map.index.anchor)
        full = index_table.locate(
            doc.text.lines, (section.start, section.end), default_map.index, doc.opaque
        )
        assert planned is not None and full is not None and full.rows
        assert [(r.id, r.line) for r in planned.rows] == [(r.id, r.line) for r in full.rows]
        assert all(r.cells == () for r in planned.rows) and all(r.cells for r in full.rows)
        assert planned.by_id() == full.by_id() and planned.elsewhere == full.elsewhere
        assert (planned.header, planned.columns, planned.widths, planned.last_row) == (
            full.header,
            full.columns,
            full.widths,
            full.last_row,
        )


def test_planning_reads_only_the_rows_of_the_ids_it_upserts(default_map: SectionMap) -> None:
    """A run looks up its briefings' ids only: the plan's index table keeps their rows (the
    first of each id where it has two) and no other (a 20 MB document has ~39,000)."""
    from patcher.document.sections import load
    from patcher.plan import index

    assert default_map.index is not None
    doc = load(split_text("d.md", DOC), default_map)
    every = index.locate(doc, default_map.index)
    assert every is not None and len(every.rows) > 2
    wanted = {every.rows[1].id, "2999.99999"}
    few = index.locate(doc, default_map.index, wanted)
    assert few is not None
    assert [(r.id, r.line) for r in few.rows] == [
        (r.id, r.line) for r in every.rows if r.id in wanted
    ]
    assert few.by_id() == {i: n for i, n in every.by_id().items() if i in wanted}
    assert (few.header, few.columns, few.last_row, few.elsewhere) == (
        every.header,
        every.columns,
        every.last_row,
        every.elsewhere,
    )


def test_rows_asked_for_by_a_few_ids_are_the_whole_tables_rows_of_those_ids(
    default_map: SectionMap,
) -> None:
    """A lookup of a few ids reads only the rows whose text holds one of them: the rows it
    finds are those of the whole reading with these ids, a versioned id and an id written in
    another column (not the id column) included."""
    from patcher.document import index_table

    assert default_map.index is not None
    lines = (
        HEADER,
        "|---|---|---|---|---|",
        ROW,
        "| 2610.00001v2 | Versioned | §1.1 | 2026-10-01 | 2026-10-01 |",
        "| 2610.00002 | Cites 2610.00003 in its title | §1.1 | 2026-10-01 | 2026-10-01 |",
        "| 2610.00004 | Plain | §1.3 | 2026-10-02 | 2026-10-02 |",
    )
    whole = index_table.locate(lines, (0, len(lines)), default_map.index, cells=False)
    assert whole is not None
    for ids in ({"2610.00001"}, {"2610.00003"}, {"2610.00003", "2610.00004"}, {"2609.19671"}):
        few = index_table.locate(lines, (0, len(lines)), default_map.index, cells=False, ids=ids)
        assert few is not None
        assert few.rows == tuple(row for row in whole.rows if row.id in ids)
    many = {f"2611.{n:05d}" for n in range(40)} | {"2610.00004"}  # more than a few: read all
    found = index_table.locate(lines, (0, len(lines)), default_map.index, cells=False, ids=many)
    assert found is not None and [row.id for row in found.rows] == ["2610.00004"]
