"""`patcher adopt`: how the shipped map fits documents it has never seen, and the tailored map."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.document.scan import heading_match
from patcher.errors import DocumentError
from patcher.lint.check import check_text
from patcher.text.source import Source, decode, read_source

from .conftest import DATA, ROOT, brief_text, increment

NOTEBOOK = DATA / "adopt" / "notebook.md"
TEAM = DATA / "team" / "inference.md"
SHARED = ROOT.parent / "shared" / "briefs"


def survey(path: Path, smap: SectionMap) -> api.Survey:
    return api.adopt(read_source(str(path)), smap, "section_map.yaml")


@pytest.mark.parametrize(
    ("heading", "anchor", "how"),
    [
        ("§1.1 框架格局", "§1.1", "code"),
        ("§1.1 Engines", "§1.1", "code"),
        ("§ 1.4 可靠性", "§1.4", "code"),
        ("§１.２ 全角编号", "§1.2", "code"),
        ("**§1.3** KV", "§1.3", "code"),
        ("§1.12 Other", "§1.1", None),
        ("§1.1 框架格局", "§1.2", None),
        ("待归类", "unsorted", "title"),
        ("待归类（每周清理）", "unsorted", "title"),
        ("未分类", "unsorted", "alternative"),
        ("附录：旧条目", "archive", "labelled alternative"),
        ("附录 · 归档", "archive", "labelled title"),
        ("归档了什么", "archive", None),
        ("arXiv Index", "index", "alternative"),
        ("Papers", "index", None),
    ],
)
def test_how_a_heading_matches_an_anchor(
    heading: str, anchor: str, how: str | None, default_map: SectionMap
) -> None:
    assert heading_match(heading, default_map.anchor(anchor)) == how


def test_survey_of_a_document_it_has_never_seen(default_map: SectionMap) -> None:
    result = survey(NOTEBOOK, default_map)
    assert result.ready and result.problems == ()
    by_id = {a.anchor: a for a in result.anchors}
    assert [(by_id[a].line, by_id[a].level, by_id[a].how) for a in ("§1.1", "§1.4")] == [
        (10, 4, "code"),
        (24, 4, "code"),
    ]
    assert by_id["§1.1"].list_style == "+" and by_id["§1.2"].list_style == "1)"
    assert by_id["§1.3"].entries == 0 and by_id["§1.3"].list_style is None
    assert (by_id["archive"].heading, by_id["archive"].how) == ("Archive", "alternative")
    assert (by_id["index"].heading, by_id["index"].how) == ("Papers", "arXiv table")
    unsorted = by_id["unsorted"]
    assert (unsorted.state, unsorted.level, unsorted.line) == ("missing", 4, 28)
    assert by_id["§1.2"].keys == ("arxiv:2608.01234", "gh:sgl-project/sglang#9001")
    assert by_id["§1.2"].leads == ("DraftLite", "FairBatch")
    assert result.index is not None
    assert (result.index.line, result.index.rows) == (36, 1)
    columns = result.index.columns
    assert (columns["id"], columns["title"], columns["section"]) == ("arXiv ID", "Paper", "Section")
    assert columns["first"] is None and columns["last"] is None


def test_missing_and_duplicated_anchors_are_all_listed_at_once(default_map: SectionMap) -> None:
    text = NOTEBOOK.read_text(encoding="utf-8")
    text = text.replace("#### §1.3 KV 缓存", "#### KV 缓存").replace(
        "#### § 1.4 可靠性", "#### §1.1 again\n\n#### § 1.4 可靠性"
    )
    result = api.adopt(Source("nb.md", text.encode()), default_map, "m")
    assert not result.ready
    states = {a.anchor: a.state for a in result.anchors}
    assert states["§1.3"] == "missing" and states["§1.1"] == "duplicate"
    assert len(result.problems) == 2
    assert result.problems[1] == (
        "nb.md: anchor '§1.3' missing: no heading for it (add `#### §1.3 KV Cache` at line 20, "
        "or give the document's heading for it as the map's `heading`)"
    )
    assert result.problems[0].startswith("nb.md:24: anchor '§1.1' heading appears 2 times")


def test_adopt_cli_prints_each_anchor_and_exits_0(cli_invoke, in_root) -> None:  # type: ignore[no-untyped-def]
    result = cli_invoke("adopt", str(NOTEBOOK.relative_to(ROOT)))
    assert result.exit_code == 0
    out = result.stdout
    assert "§1.2      line 15: `#### §1.2 调度与投机解码` (by code); 2 entries, bullet `1)`" in out
    assert "unsorted  absent: created on first need as `#### 待归类` at line 28" in out
    assert "index     line 34: `### Papers` (by arXiv table)" in out
    assert "§1.2      1 arXiv; 1 refs; leads: DraftLite, FairBatch" in out
    assert "title='Paper', section='Section'; lacks first, last" in out
    assert out.endswith("ready: `patcher apply` can patch this document\n")


def test_adopt_cli_exits_1_on_a_document_apply_would_refuse(
    cli_invoke,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    doc = tmp_path / "doc.md"
    doc.write_text("# x\n\n## §1.1 a\n\n## §1.2 b\n", encoding="utf-8")
    out = tmp_path / "map.yaml"
    result = cli_invoke("adopt", str(doc), "--write-map", str(out), "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["ready"] is False and data["map_written"] is None
    assert [a["anchor"] for a in data["anchors"] if a["state"] == "missing" and a["required"]] == [
        "§1.3",
        "§1.4",
    ]
    assert not out.exists()


def test_write_map_fits_the_document_and_keeps_the_comments(
    cli_invoke,
    tmp_path: Path,
    in_root: Path,  # type: ignore[no-untyped-def]
) -> None:
    out = tmp_path / "section_map.yaml"
    doc = str(NOTEBOOK.relative_to(ROOT))
    result = cli_invoke("adopt", doc, "--write-map", str(out))
    assert result.exit_code == 0, result.output
    written = out.read_text(encoding="utf-8")
    shipped = (ROOT / "section_map.yaml").read_text(encoding="utf-8")
    kept = [line for line in shipped.splitlines() if line.lstrip().startswith("#")]
    assert all(line in written.splitlines() for line in kept)
    smap = load_map(read_source(str(out)))
    assert smap.document.path == doc
    assert smap.anchor("§1.2").heading == "§1.2 调度与投机解码"
    assert {a.id: a.level for a in smap.anchors}["unsorted"] == 4
    assert smap.anchor("archive").heading == "Archive"
    assert smap.anchor("index").titles[:2] == ("Papers", "arXiv 索引")
    again = survey(NOTEBOOK, smap)
    assert {a.anchor: a.how for a in again.anchors if a.state == "found"}["index"] == "title"
    assert check_text(decode(read_source(doc)), smap) == []
    # the map's own document.path makes DOC optional
    assert cli_invoke("adopt", "--map", str(out)).exit_code == 0
    assert cli_invoke("check", "--map", str(out)).exit_code == 0


def test_write_map_refuses_to_replace_a_file_without_force(
    cli_invoke,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    out = tmp_path / "section_map.yaml"
    out.write_text("mine\n", encoding="utf-8")
    result = cli_invoke("adopt", str(NOTEBOOK), "--write-map", str(out))
    assert result.exit_code == 2 and "exists; not replaced" in result.stderr
    assert out.read_text(encoding="utf-8") == "mine\n"
    assert cli_invoke("adopt", str(NOTEBOOK), "--write-map", str(out), "--force").exit_code == 0
    assert load_map(read_source(str(out))).anchor("§1.1").heading == "§1.1 引擎"


@pytest.mark.parametrize("doc", [NOTEBOOK, TEAM], ids=["notebook", "team"])
def test_the_tailored_map_patches_like_the_shipped_one(
    doc: Path, default_map: SectionMap, tmp_path: Path
) -> None:
    result = survey(doc, default_map)
    source = Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes())
    tailored = load_map(
        Source("t.yaml", api.tailored_map(source, result, read_source(str(doc)), "d.md").encode())
    )
    brief = Source("b.txt", brief_text(increment(1, "colibri 新版本", "§1.3 KV Cache")).encode())
    briefs = [brief, *(read_source(str(p)) for p in sorted(SHARED.glob("*.txt")))]
    shipped = api.apply(briefs, read_source(str(doc)), default_map)
    fitted = api.apply(briefs, read_source(str(doc)), tailored)
    assert fitted.diff == shipped.diff and shipped.diff


def test_new_entries_take_the_documents_bullet(default_map: SectionMap) -> None:
    brief = Source("b.txt", brief_text(increment(1, "KV 压缩新方法", "§1.3 KV Cache")).encode())
    report = api.apply([brief], read_source(str(NOTEBOOK)), default_map)
    added = [line[1:] for line in report.diff.splitlines() if line.startswith("+") and "KV" in line]
    assert added and added[0].startswith("+ **KV 压缩新方法**")


# What GitHub shows of a heading carries its code: emoji before it, a code span, a link, an
# inline HTML anchor; ATX and setext alike.
DECORATED = (
    "# Notes\n\n## 🚀 §1.1 Engines\n\n- Colibri 2 ships.\n\n"
    "## `§1.2` Scheduling\n\n- Queue fairness.\n\n"
    "<a id=kv></a>💾 §1.3 KV cache\n-------------------\n\n- Paged blocks.\n\n"
    "## [§1.4 Reliability](#r) <a id=r></a>\n\n- Crash tracing.\n"
)


@pytest.mark.parametrize(
    ("heading", "anchor", "how"),
    [
        ("🚀 §1.1 Engines", "§1.1", "code"),
        ("⚠️ §1.4 Reliability", "§1.4", "code"),
        ("`§1.2` Scheduling", "§1.2", "code"),
        ("[§1.4 Reliability](#x)", "§1.4", "code"),
        ("<a id=x></a>§1.1 Engines", "§1.1", "code"),
        ("💾 §1.3 KV cache", "§1.3", "code"),
        ("🚀 `§1.12` Other", "§1.1", None),
        ("📥 [待归类](#u)", "unsorted", "title"),
    ],
)
def test_an_anchor_is_found_in_the_headings_visible_text(
    heading: str, anchor: str, how: str | None, default_map: SectionMap
) -> None:
    assert heading_match(heading, default_map.anchor(anchor)) == how


def test_decorated_headings_are_anchors_for_adopt_and_check(default_map: SectionMap) -> None:
    source = Source("notes.md", DECORATED.encode())
    result = api.adopt(source, default_map, "section_map.yaml")
    by_id = {a.anchor: a for a in result.anchors}
    assert [(by_id[a].state, by_id[a].line, by_id[a].how) for a in ("§1.1", "§1.3", "§1.4")] == [
        ("found", 3, "code"),
        ("found", 11, "code"),
        ("found", 16, "code"),
    ]
    assert result.ready and by_id["§1.2"].entries == 1
    assert check_text(decode(source), default_map) == []


def test_a_decorated_heading_without_its_code_gets_a_did_you_mean(
    default_map: SectionMap,
) -> None:
    source = Source("notes.md", DECORATED.replace("§1.1 Engines", "框架格局").encode())
    result = api.adopt(source, default_map, "m.yaml")
    (problem,) = result.problems
    assert "notes.md:3: anchor '§1.1' missing: did you mean `## 🚀 框架格局`?" in problem
    codes = [f.code for f in check_text(decode(source), default_map)]
    assert codes == ["PD002"]


def test_apply_adopt_and_check_propose_the_same_heading_for_a_missing_anchor(
    default_map: SectionMap,
) -> None:
    """Anchors kept at level 3: the proposal is `### §1.2 …` at the place a created
    section would take, in apply's refusal as in adopt and check."""
    doc = (
        "# Notes\n\n## Serving\n\n### §1.1 框架格局\n\n- Colibri 2 ships.\n\n"
        "### §1.3 KV Cache\n\n- Paged blocks.\n\n### §1.4 推理可靠性与可观测性\n\n- Traces.\n"
    )
    source = Source("notes.md", doc.encode())
    (problem,) = api.adopt(source, default_map, "m.yaml").problems
    proposal = "add `### §1.2 推理调度` at line 9"
    assert proposal in problem
    (finding,) = check_text(decode(source), default_map)
    assert finding.code == "PD001" and proposal in finding.message
    brief = Source("b.txt", brief_text(increment(section="§1.3 KV Cache")).encode())
    with pytest.raises(DocumentError) as refused:
        api.apply([brief], source, default_map)
    assert proposal in str(refused.value)
