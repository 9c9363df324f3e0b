"""Adoption of the heading styles teams write, the proposals adopt and check share, sections
created in the document's own language, and layouts apply used to refuse (nested anchors, a
section created right after a non-blank line); a plan its own check refutes exits 3."""

from __future__ import annotations

import pytest

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.errors import EditRefused
from patcher.lint.check import check_text
from patcher.text.source import Source, split_text

from .conftest import CliInvoke, brief_text, increment

cmarkgfm = pytest.importorskip("cmarkgfm")

BRIEF = brief_text(
    increment(1, title="Omega engine 1.0", section="§1.1 框架格局", points="- a new engine"),
    increment(2, title="Pacer scheduler", section="§1.2 推理调度", points="- a new scheduler"),
    increment(3, title="Pager cache", section="§1.3 KV Cache", points="- a new cache"),
    increment(4, title="Probe tracer", section="§1.4 推理可靠性与可观测性", points="- tracing"),
    increment(5, title="Something qwerty", section="§9.9 nowhere", points="- unroutable"),
    date="2026-10-03",
)


def layout(style: str) -> str:
    """An English document whose four content headings are written in one style."""
    names = {"1": "Engines", "2": "Scheduling", "3": "KV Cache", "4": "Reliability"}
    parts = ["# Inference notes", ""]
    for n, name in names.items():
        parts += [f"### {style.format(n=n, name=name)}", "", f"- **item{n}** existing entry", ""]
    parts += ["### Archived entries", "", "- **old** retired entry", ""]
    return "\n".join(parts)


STYLES = {
    "number then bracketed code": "{n}. {name} (§1.{n})",
    "bare number": "1.{n} {name}",
    "bare number with a dot": "1.{n}. {name}",
    "bracketed code first": "[§1.{n}] {name}",
    "code last": "{name} — §1.{n}",
    "section word": "Section 1.{n}: {name}",
    "bracketed number last": "{name} (1.{n})",
}


def apply_to(doc: str, smap: SectionMap, brief: str = BRIEF) -> api.ApplyReport:
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


def section_of(text: str, needle: str) -> str:
    """The last heading above the line holding `needle`."""
    heading = ""
    for line in text.split("\n"):
        if line.startswith("#"):
            heading = line
        if needle in line:
            return heading
    raise AssertionError(f"{needle!r} not in the text")


@pytest.mark.parametrize("style", STYLES)
def test_heading_styles_are_adopted_and_applied(style: str, default_map: SectionMap) -> None:
    doc = layout(STYLES[style])
    survey = api.adopt(Source("doc.md", doc.encode()), default_map, "map")
    assert survey.ready, survey.problems
    content = [a for a in survey.anchors if a.required]
    assert [a.state for a in content] == ["found"] * 4
    assert {a.how for a in content} <= {"code", "number"}
    new = apply_to(doc, default_map).new_text.render()
    for n, title in enumerate(
        ["Omega engine 1.0", "Pacer scheduler", "Pager cache", "Probe tracer"]
    ):
        assert section_of(new, title) == "### " + STYLES[style].format(
            n=n + 1, name=["Engines", "Scheduling", "KV Cache", "Reliability"][n]
        )
    assert section_of(new, "Something qwerty") == "### Unsorted"  # the document's language
    assert check_text(split_text("doc.md", new), default_map) == []
    assert apply_to(new, default_map).new_text.render() == new  # twice is once


def test_a_title_without_its_code_gets_a_did_you_mean(
    default_map: SectionMap, cli_invoke: CliInvoke, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    doc = layout("§1.{n} {name}").replace("### §1.2 Scheduling", "### 推理调度")
    survey = api.adopt(Source("doc.md", doc.encode()), default_map, "map")
    assert not survey.ready
    (problem,) = survey.problems
    assert problem == (
        "doc.md:7: anchor '§1.2' missing: did you mean `### 推理调度`? (rename it "
        "`### §1.2 推理调度`, or set the map's heading for §1.2 to '推理调度')"
    )
    codes = [(f.line, f.code) for f in check_text(split_text("doc.md", doc), default_map)]
    assert codes == [(7, "PD002")]


def test_adopt_and_check_propose_the_same_heading(
    default_map: SectionMap, cli_invoke: CliInvoke, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    doc = layout("§1.{n} {name}").replace(
        "### §1.4 Reliability\n\n- **item4** existing entry\n\n", ""
    )
    path = tmp_path / "doc.md"
    path.write_text(doc, encoding="utf-8")
    survey = api.adopt(Source(str(path), doc.encode()), default_map, "map")
    (problem,) = survey.problems
    proposal = "add `### §1.4 推理可靠性与可观测性` at line 15"
    assert proposal in problem
    checked = cli_invoke("check", str(path))
    assert checked.exit_code == 1
    assert f"{path}:1: PD001 anchor '§1.4' missing: {proposal}" in checked.stdout


def test_sections_are_created_in_the_documents_language(default_map: SectionMap) -> None:
    english = layout("§1.{n} {name}")
    survey = api.adopt(Source("doc.md", english.encode()), default_map, "map")
    created = {a.anchor: a.heading for a in survey.anchors if a.state == "missing"}
    assert created == {"unsorted": "Unsorted", "verify": "To verify", "index": "arXiv Index"}
    archive = next(a for a in survey.anchors if a.anchor == "archive")
    assert archive.heading == "Archived entries" and archive.how == "alternative"
    chinese = (
        english.replace("Engines", "推理引擎")
        .replace("Scheduling", "调度")
        .replace("KV Cache", "KV 缓存")
        .replace("Reliability", "可靠性")
        .replace("Archived entries", "归档")
        .replace("Inference notes", "推理笔记")
    )
    survey = api.adopt(Source("doc.md", chinese.encode()), default_map, "map")
    created = {a.anchor: a.heading for a in survey.anchors if a.state == "missing"}
    assert created == {"unsorted": "待归类", "verify": "待核实", "index": "arXiv 索引"}


NESTED = """\
# Notes

## §1.1 Engines

- **item1** existing entry

### §1.2 Scheduling

- **item2** existing entry

### §1.3 KV Cache

- **item3** existing entry

## §1.4 Reliability

- **item4** existing entry
"""


def html_headings(text: str) -> list[str]:
    html = cmarkgfm.github_flavored_markdown_to_html(text)
    return [m for m in html.split("\n") if m.startswith("<h")]


@pytest.mark.parametrize(
    "doc",
    [
        NESTED,
        NESTED.rstrip("\n").rsplit("\n\n", 1)[0],  # ends on the §1.4 heading, no newline
        NESTED.replace("\n\n### ", "\n### ").replace(
            "\n\n## ", "\n## "
        ),  # heading after a list line
    ],
    ids=["nested anchors", "ends on a heading", "heading right after a list line"],
)
def test_layouts_apply_lands_each_increment_in_its_section(
    doc: str, default_map: SectionMap
) -> None:
    survey = api.adopt(Source("doc.md", doc.encode()), default_map, "map")
    assert survey.ready
    assert [a.entries for a in survey.anchors if a.required] == [1, 1, 1, int("item4" in doc)]
    report = apply_to(doc, default_map)
    new = report.new_text.render()
    assert [a.anchor for a in report.actions] == ["§1.1", "§1.2", "§1.3", "§1.4", "unsorted"]
    assert section_of(new, "Omega engine") == "## §1.1 Engines"
    assert section_of(new, "Pacer scheduler") == "### §1.2 Scheduling"
    assert section_of(new, "Pager cache") == "### §1.3 KV Cache"
    assert section_of(new, "Probe tracer") == "## §1.4 Reliability"
    assert section_of(new, "Something qwerty") == "## Unsorted"
    assert html_headings(new) == [*html_headings(doc), "<h2>Unsorted</h2>"]
    assert apply_to(new, default_map).new_text.render() == new
    assert check_text(split_text("doc.md", new), default_map) == []


def test_a_plan_its_own_check_refutes_exits_3(
    cli_invoke: CliInvoke, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from patcher.plan.editor import Editor

    doc, brief = tmp_path / "doc.md", tmp_path / "b.txt"
    doc.write_text(NESTED, encoding="utf-8")
    brief.write_text(BRIEF, encoding="utf-8")
    monkeypatch.setattr(Editor, "prefix_for", lambda self, anchor: "")  # a bug: no bullet
    result = cli_invoke("apply", str(brief), "--doc", str(doc), "--write")
    assert result.exit_code == EditRefused.exit_code == 3
    assert "refusing to edit" in result.stderr and "patcher bug" in result.stderr
    assert doc.read_text(encoding="utf-8") == NESTED


@pytest.mark.parametrize("style", ["bare number", "number then bracketed code"])
def test_the_written_map_finds_the_same_headings(
    style: str, cli_invoke: CliInvoke, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    (tmp_path / "doc.md").write_text(layout(STYLES[style]), encoding="utf-8")
    written = cli_invoke("adopt", "doc.md", "--write-map", "section_map.yaml")
    assert written.exit_code == 0, written.output
    assert f'heading: "{STYLES[style].format(n=4, name="Reliability")}"' in (
        tmp_path / "section_map.yaml"
    ).read_text(encoding="utf-8")
    checked = cli_invoke("check")  # the written map names the document
    assert checked.exit_code == 0 and checked.stdout == "0 findings in 1 document\n"


def test_a_heading_with_an_html_anchor_is_written_to_the_map_as_github_shows_it(
    cli_invoke: CliInvoke, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    doc = layout("§1.{n} {name}").replace("### §1.3 KV Cache", '### §1.3 KV Cache <a id="kv"></a>')
    (tmp_path / "doc.md").write_text(doc, encoding="utf-8")
    written = cli_invoke("adopt", "doc.md", "--write-map", "section_map.yaml")
    assert written.exit_code == 0, written.output
    text = (tmp_path / "section_map.yaml").read_text(encoding="utf-8")
    assert 'heading: "§1.3 KV Cache"' in text and "<a" not in text
    checked = cli_invoke("check")
    assert checked.exit_code == 0 and checked.stdout == "0 findings in 1 document\n"
