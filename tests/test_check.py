"""`patcher check`: one crafted document per finding code, with the line it must name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.lint.check import CODES, check_text
from patcher.lint.guard import check_loss
from patcher.text.source import Source, split_text

from .conftest import SMALL_MAP, CliInvoke

MAP_TEXT = "archive: archive\n" + SMALL_MAP.replace(
    '  - id: misc\n    heading: "Misc"\n',
    '  - id: misc\n    heading: "Misc"\n  - id: archive\n    heading: "归档"\n',
)
CLEAN = """\
# Doc

## §1.1 框架格局

- **colibri** engine arXiv:2609.20511 <!-- livedoc:id=2026-09-21#1 keys=entity:colibri -->
  - 2026-09-22 续：faster <!-- livedoc:id=2026-09-22#1 -->
- **vLLM** vllm-project/vllm#8242
- **Fathom** arXiv:2609.17652v2

```text
<<<<<<< not a conflict inside a fence
arXiv:26.1
```

## §1.2 推理调度

- **SAGA** arXiv:2605.00528 (see `<!-- livedoc:... -->` in code)

## Misc

## 归档
"""


@pytest.fixture
def smap() -> SectionMap:
    return load_map(Source("map.yaml", MAP_TEXT.encode()))


def findings(text: str, smap: SectionMap) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in check_text(split_text("doc.md", text), smap)]


def test_clean_document_has_no_findings(smap: SectionMap) -> None:
    assert findings(CLEAN, smap) == []


def test_every_code_is_documented_in_the_readme() -> None:
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    for code in CODES:
        assert f"`{code}`" in readme


@pytest.mark.parametrize(
    "code, old, new, expected",
    [
        ("PD001", "## §1.2 推理调度", "## Notes", [(1, "PD001")]),
        ("PD002", "## §1.2 推理调度", "## §推理调度", [(15, "PD002")]),
        ("PD002", "## §1.2 推理调度", "## 1.2 推理调度", []),  # a bare number is recognised
        ("PD002", "## §1.2 推理调度", "## § 推理-调度", [(15, "PD002")]),
        ("PD003", "## Misc\n", "## Misc\n\n## §1.1 框架格局\n", [(21, "PD003")]),
        (
            "PD005",
            "- **Fathom** arXiv:2609.17652v2",
            "- **Fathom again** arXiv:2609.20511",
            [(5, "PD005"), (8, "PD005")],
        ),
        (
            "PD005",
            "- **Fathom** arXiv:2609.17652v2",
            "- **Fork** <!-- livedoc:id=2026-09-21#1 -->",
            [(5, "PD005"), (8, "PD005")],
        ),
        ("PD006", "arXiv:2609.17652v2", "arXiv:2609.1765", [(8, "PD006")]),
        ("PD006", "arXiv:2609.17652v2", "arXiv:2613.17652", [(8, "PD006")]),
        (
            "PD007",
            "<!-- livedoc:id=2026-09-22#1 -->",
            "<!-- livedoc:id=2026-9-22#1 -->",
            [(6, "PD007")],
        ),
        (
            "PD007",
            "<!-- livedoc:id=2026-09-22#1 -->",
            "<!-- livedoc id=2026-09-22#1 -->",
            [(6, "PD007")],
        ),
        (
            "PD007",
            "<!-- livedoc:id=2026-09-22#1 -->",
            "<!-- livedoc:id=2026-09-22#1 keys=bogus -->",
            [(6, "PD007")],
        ),
        (
            "PD007",
            "<!-- livedoc:id=2026-09-22#1 -->",
            "<!-- livedoc:id=2026-09-22#1 --> \\\\<!-- livedoc:bogus -->",
            [(6, "PD007")],
        ),
        (
            "PD007",  # an escaped `<` is text, not a marker: nothing to report
            "<!-- livedoc:id=2026-09-22#1 -->",
            "<!-- livedoc:id=2026-09-22#1 --> \\<!-- livedoc:bogus -->",
            [],
        ),
        (
            "PD008",
            "- **vLLM** vllm-project/vllm#8242\n",
            "<<<<<<< HEAD\n- **vLLM** vllm-project/vllm#8242\n=======\n- **vLLM** v2\n>>>>>>> branch\n",
            [(7, "PD008"), (9, "PD008"), (11, "PD008")],
        ),
    ],
)
def test_each_finding_code_names_its_line(
    smap: SectionMap, code: str, old: str, new: str, expected: list[tuple[int, str]]
) -> None:
    assert old in CLEAN
    assert findings(CLEAN.replace(old, new, 1), smap) == expected


@pytest.mark.parametrize("opening", ["- ```sh", "1. ~~~", "* - ```"])
def test_a_fence_opened_on_a_list_items_line_hides_what_looks_like_a_heading(
    smap: SectionMap, opening: str
) -> None:
    """GitHub reads `- ```` as an item holding a code block: the lines indented to the
    item's content up to its closing fence are code, not headings (before, PD003)."""
    fence = "~~~" if "~" in opening else "```"
    pad = " " * (len(opening) - 3)
    hidden = f"{opening}\n{pad}## §1.2 推理调度\n{pad}{fence}\n\n## Misc\n"
    assert findings(CLEAN.replace("## Misc\n", hidden, 1), smap) == []


def test_a_line_indented_less_than_the_item_ends_the_item_and_its_fence(smap: SectionMap) -> None:
    """`1. ~~~` puts the item's content at column 3: a `## §1.2` line indented two spaces is
    outside the item, so the fence ends and GitHub shows a second §1.2 heading."""
    hidden = "1. ~~~\n  ## §1.2 推理调度\n  ~~~\n\n## Misc\n"
    codes = {code for _, code in findings(CLEAN.replace("## Misc\n", hidden, 1), smap)}
    assert "PD003" in codes


def test_setext_underline_is_not_a_conflict_marker(smap: SectionMap) -> None:
    assert findings(CLEAN.replace("# Doc\n", "Doc\n=======\n"), smap) == []


def test_rename_message_gives_the_fix(smap: SectionMap) -> None:
    text = split_text("doc.md", CLEAN.replace("## §1.2 推理调度", "## S1.2 推理调度"))
    (finding,) = check_text(text, smap)
    assert str(finding) == (
        "doc.md:15: PD002 anchor heading renamed: 'S1.2 推理调度' should be "
        "'§1.2 推理调度' (rename it back, or change the map)"
    )


@pytest.mark.parametrize(
    "old, new",
    [
        ("## §1.2 推理调度", "### §1.2 Scheduling"),  # its own words, another level: by § code
        ("## §1.2 推理调度", "### 2. Scheduling (§1.2)"),  # the code bracketed at the end
        ("## §1.2 推理调度", "### [§1.2] Scheduling"),  # bracketed at the start
        ("## §1.2 推理调度", "### Scheduling — §1.2"),  # last, after a separator
        ("## §1.2 推理调度", "### 1.2 Scheduling"),  # a bare number
        ("## §1.2 推理调度", "### 1.2. Scheduling"),
        ("## §1.2 推理调度", "### Section 1.2: Scheduling"),
        ("## §1.2 推理调度", "### Scheduling (1.2)"),
        ("## Misc\n", ""),  # an auxiliary anchor may be absent
        ("## 归档", "## 附录：归档"),  # a leading label
        ("## Misc\n\n## 归档\n", "## 归档\n\n## Misc\n"),  # only § anchors are ordered
    ],
)
def test_a_teams_own_headings_are_accepted(smap: SectionMap, old: str, new: str) -> None:
    assert findings(CLEAN.replace(old, new, 1), smap) == []


def test_section_anchors_out_of_order_are_reported(smap: SectionMap) -> None:
    swapped = CLEAN.replace("## §1.1 框架格局", "## §1.9 x").replace(
        "## §1.2 推理调度", "## §1.1 框架格局"
    )
    swapped = swapped.replace("## §1.9 x", "## §1.2 推理调度")
    assert findings(swapped, smap) == [(3, "PD004")]


# --- the nothing-lost guard -------------------------------------------------------------------


def loss(new: str, smap: SectionMap) -> list[tuple[int, str]]:
    head = split_text("HEAD:doc.md", CLEAN)
    return [(f.line, f.code) for f in check_loss(head, split_text("doc.md", new), smap)]


def test_added_bullet_loses_nothing(smap: SectionMap) -> None:
    assert loss(CLEAN.replace("- **vLLM**", "- **new** thing\n- **vLLM**"), smap) == []


def test_edited_entry_is_not_a_loss(smap: SectionMap) -> None:
    assert (
        loss(
            CLEAN.replace("**SAGA** arXiv:2605.00528", "**SAGA (HPDC'26)** arXiv:2605.00528"), smap
        )
        == []
    )


def test_struck_entry_is_not_a_loss(smap: SectionMap) -> None:
    assert (
        loss(
            CLEAN.replace(
                "- **vLLM** vllm-project/vllm#8242", "- ~~**vLLM** vllm-project/vllm#8242~~"
            ),
            smap,
        )
        == []
    )


def test_deleted_entry_is_PD009_at_its_anchor(smap: SectionMap) -> None:
    assert loss(CLEAN.replace("- **vLLM** vllm-project/vllm#8242\n", ""), smap) == [(3, "PD009")]


def test_an_entry_refiled_whole_under_another_anchor_is_no_loss(smap: SectionMap) -> None:
    moved = CLEAN.replace("- **vLLM** vllm-project/vllm#8242\n", "").replace(
        "## Misc\n", "## Misc\n\n- **vLLM** vllm-project/vllm#8242\n"
    )
    assert loss(moved, smap) == []


def test_an_entry_moved_out_of_the_anchors_is_PD010_at_its_new_line(smap: SectionMap) -> None:
    moved = CLEAN.replace("- **vLLM** vllm-project/vllm#8242\n", "").replace(
        "## 归档\n", "## Notes\n\n- **vLLM** vllm-project/vllm#8242\n\n## 归档\n"
    )
    assert loss(moved, smap) == [(22, "PD010")]  # under "## Notes", no anchor


def test_moved_to_archive_is_allowed(smap: SectionMap) -> None:
    moved = (
        CLEAN.replace("- **vLLM** vllm-project/vllm#8242\n", "")
        + "\n- **vLLM** vllm-project/vllm#8242\n"
    )
    assert loss(moved, smap) == []


def test_renamed_anchor_moves_its_entries_out_of_the_anchors_and_is_reported(
    smap: SectionMap,
) -> None:
    renamed = CLEAN.replace("## §1.2 推理调度", "## S1.2 推理调度")
    assert findings(renamed, smap) == [(15, "PD002")]
    head = split_text("HEAD:doc.md", CLEAN)
    ((line, code, message),) = [
        (f.line, f.code, f.message) for f in check_loss(head, split_text("doc.md", renamed), smap)
    ]
    assert (line, code) == (17, "PD010")
    assert "moved from §1.2 to a section outside the map's anchors" in message


# --- CLI ----------------------------------------------------------------------------------------


def test_cli_exit_codes_and_output(cli_invoke: CliInvoke, tmp_path: Path) -> None:
    (tmp_path / "map.yaml").write_text(MAP_TEXT, encoding="utf-8")
    (tmp_path / "ok.md").write_text(CLEAN, encoding="utf-8")
    (tmp_path / "bad.md").write_text(
        CLEAN.replace("arXiv:2609.17652v2", "arXiv:2609.1765"), encoding="utf-8"
    )
    args = ["--map", str(tmp_path / "map.yaml")]
    assert cli_invoke("check", str(tmp_path / "ok.md"), *args).exit_code == 0
    bad = cli_invoke("check", str(tmp_path / "ok.md"), str(tmp_path / "bad.md"), *args)
    assert bad.exit_code == 1
    assert bad.stdout.splitlines()[0] == (
        f"{tmp_path / 'bad.md'}:8: PD006 malformed arXiv id '2609.1765': expected YYMM.NNNNN "
        "(optional vN)"
    )
    data = json.loads(cli_invoke("check", str(tmp_path / "bad.md"), *args, "--json").stdout)
    assert [(f["line"], f["code"]) for f in data["findings"]] == [(8, "PD006")]
    missing = cli_invoke("check", str(tmp_path / "nope.md"), *args)
    assert missing.exit_code == 2 and "no such file" in missing.stderr


def test_cli_defaults_to_the_maps_document(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "section_map.yaml").write_text(
        MAP_TEXT.replace("version: 1\n", "version: 1\ndocument: {path: d.md}\n"), encoding="utf-8"
    )
    (tmp_path / "d.md").write_text(CLEAN, encoding="utf-8")
    result = cli_invoke("check")
    assert result.exit_code == 0 and "0 findings in 1 document" in result.stdout


def _docs_to_compare() -> list[Path]:
    data = Path(__file__).parent / "data"
    return [
        Path(__file__).parent.parent / "examples" / "inference.md",
        *sorted((data / "apply").glob("*.md")),
        *sorted((data / "cases").glob("*/*.md")),
    ]


@pytest.mark.parametrize("path", _docs_to_compare(), ids=lambda p: "/".join(p.parts[-2:]))
def test_the_reader_agrees_with_github_on_real_documents(path: Path) -> None:
    from patcher.text.source import decode, read_source

    from . import gfm
    from .conftest import ROOT
    from .goldencases import Case

    case_map = Case(path.parent).map_path
    smap = load_map(
        read_source(str(case_map if "cases" in path.parts else ROOT / "section_map.yaml"))
    )
    text = decode(read_source(str(path))).render()
    assert gfm.reader_disagreements(text, smap) == []


# --- every line a reviewer cares about (PD011–PD016) -------------------------------------------

RICH = """\
# Doc

## §1.1 框架格局

- **SGLang v0.5.18 发布** ⭐⭐⭐：旧版本说明
- **SGLang v0.5.19 发布** ⭐⭐⭐：新版本说明 <!-- livedoc:id=2026-09-20#1 -->
  - 关键数据：
    - prefill 提升 12%
  - 2026-09-21 续立：95▲ #2 → 135▲ #2 <!-- livedoc:id=2026-09-21#4 -->
  - ⚠️ 待核实（低风险）：数字待核实 <!-- livedoc:id=2026-09-21#c1 -->

| 引擎 | 吞吐 |
|---|---|
| vLLM | 1,200 tok/s |
| SGLang | 1,500 tok/s |

## §1.2 推理调度

1. **SAGA** 调度器
2. **When2Think** 深度控制

## §1.3 KV Cache

## §1.4 推理可靠性与可观测性

## 归档

## arXiv 索引

| arXiv | 标题 | 章节 | 首次锚定 | 最近确认 |
|---|---|---|---|---|
| 2609.17475 | JustFit | §1.1 | 2026-09-20 | 2026-09-20 |
| 2609.19671 | When2Think | §1.2 | 2026-09-19 | 2026-09-19 |
"""


@pytest.fixture
def shipped() -> SectionMap:
    return load_map(Source("m.yaml", (Path(__file__).parents[1] / "section_map.yaml").read_bytes()))


def rich_loss(new: str, smap: SectionMap) -> list[tuple[str, str]]:
    head = split_text("HEAD:doc.md", RICH)
    return [(f.code, f.message) for f in check_loss(head, split_text("doc.md", new), smap)]


def codes(new: str, smap: SectionMap) -> list[str]:
    return [code for code, _ in rich_loss(new, smap)]


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (("  - 关键数据：\n    - prefill 提升 12%\n", ""), ["PD011", "PD011"]),
        (("    - prefill 提升 12%\n", ""), ["PD011"]),
        (("  - 2026-09-21 续立：95▲ #2 → 135▲ #2 <!-- livedoc:id=2026-09-21#4 -->\n", ""),
         ["PD011", "PD016"]),
        (("| SGLang | 1,500 tok/s |\n", ""), ["PD013"]),
        (("| 2609.17475 | JustFit | §1.1 | 2026-09-20 | 2026-09-20 |\n", ""), ["PD012"]),
        (("| 2609.19671 | When2Think | §1.2 | 2026-09-19 | 2026-09-19 |",
          "| 2609.19671 | When2Think | §1.2 | 2026-09-18 | 2026-09-19 |"), ["PD012"]),
        (("| 2609.19671 | When2Think | §1.2 | 2026-09-19 | 2026-09-19 |",
          "| 2609.19671 | When2Think | §1.2 | 2026-09-19 | 2026-09-01 |"), ["PD012"]),
        (("- **SGLang v0.5.18 发布** ⭐⭐⭐：旧版本说明\n", ""), ["PD009"]),
    ],
    ids=[
        "a header sub-bullet and its child",
        "a nested sub-bullet",
        "a history line with its marker",
        "a row of the document's own table",
        "an index row",
        "an index row's first-seen date",
        "an index row's last date moving back",
        "one of two look-alike entries",
    ],
)  # fmt: skip
def test_each_deletion_is_refused_with_a_finding(
    change: tuple[str, str], expected: list[str], shipped: SectionMap
) -> None:
    old, new = change
    assert old in RICH
    assert sorted(codes(RICH.replace(old, new, 1), shipped)) == sorted(expected)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("    - prefill 提升 12%", "    - prefill 提升约 12%（实测）"),
        ("  - ⚠️ 待核实（低风险）：数字待核实", "  - ~~⚠️ 待核实（低风险）：数字待核实~~"),
        ("| SGLang | 1,500 tok/s |", "| SGLang | 1,520 tok/s |"),
        (
            "| 2609.17475 | JustFit | §1.1 | 2026-09-20 | 2026-09-20 |",
            "| 2609.17475 | JustFit | §1.1 | 2026-09-20 | 2026-09-23 |",
        ),
        ("- **SGLang v0.5.18 发布** ⭐⭐⭐：旧版本说明", "- ~~**SGLang v0.5.18 发布** ⭐⭐⭐：旧版本说明~~"),
    ],
    ids=["a reworded sub-bullet", "a struck note", "an edited table row", "last date forward",
         "a struck entry"],
)  # fmt: skip
def test_edits_and_strikes_are_not_losses(old: str, new: str, shipped: SectionMap) -> None:
    assert rich_loss(RICH.replace(old, new, 1), shipped) == []


def test_a_move_to_the_archive_with_its_sub_bullets_is_not_a_loss(shipped: SectionMap) -> None:
    start = RICH.index("- **SGLang v0.5.19")
    end = RICH.index("\n\n| 引擎")
    entry = RICH[start:end] + "\n"
    moved = RICH[:start] + RICH[end + 1 :]
    moved = moved.replace("## 归档\n", "## 归档\n\n" + entry)
    assert rich_loss(moved, shipped) == []


def test_pd009_names_the_deleted_look_alike(shipped: SectionMap) -> None:
    ((code, message),) = rich_loss(
        RICH.replace("- **SGLang v0.5.18 发布** ⭐⭐⭐：旧版本说明\n", ""), shipped
    )
    assert code == "PD009" and "SGLang v0.5.18" in message


@pytest.mark.parametrize(
    ("old", "new", "code"),
    [
        (
            "| 2609.19671 | When2Think | §1.2 | 2026-09-19 | 2026-09-19 |\n",
            "| 2609.19671 | When2Think | §1.2 | 2026-09-19 | 2026-09-19 |\n"
            "| 2609.19671 | When2Think | §1.2 | 2026-09-19 | 2026-09-22 |\n",
            "PD014",
        ),
        ("2. **When2Think** 深度控制", "2. **Suffix** 解码\n2. **When2Think** 深度控制", "PD015"),
        (
            "  - ⚠️ 待核实（低风险）：数字待核实 <!-- livedoc:id=2026-09-21#c1 -->",
            "  - ⚠️ 待核实（低风险）：数字待核实 <!-- livedoc:id=2026-09-21#c1 -->\n\n"
            "## 待核实\n\n- ⚠️ 重复 <!-- livedoc:id=2026-09-20#1 -->",
            "PD005",
        ),
    ],
    ids=["duplicate index row", "repeated list number", "one marker id in two anchors"],
)
def test_merge_leftovers_are_findings_without_staged(
    old: str, new: str, code: str, shipped: SectionMap
) -> None:
    assert check_text(split_text("doc.md", RICH), shipped) == []
    got = [f.code for f in check_text(split_text("doc.md", RICH.replace(old, new, 1)), shipped)]
    assert code in got, got


@pytest.mark.parametrize(
    "token",
    [
        "2609.12345",
        "2609.12345v3",
        "1412.1234",
        "1412.12345",
        "1501.1234",
        "1501.12345",
        "0704.0001",
        "2613.12345",
        "2600.12345",
        "2609.123456",
        "2609.123",
        "2609.12345v",
        "2609.12345abc",
        "99.12345",
        "12609.12345",
        "2609.12345V2",
        "2609.12345x",
        "1412.1234v12",
    ],
)
def test_the_fast_arxiv_check_agrees_with_the_full_one(token: str) -> None:
    from patcher.lint.check import _ARXIV_SUSPECT, _WELL_FORMED_ID, _arxiv_problems

    assert bool(_WELL_FORMED_ID.fullmatch(token)) == (not _arxiv_problems(f"arXiv:{token}"))
    for text in (f"arXiv:{token}", f"见 arXiv: {token}。", f"arxiv.org/abs/{token} x"):
        assert bool(_ARXIV_SUSPECT.search(text)) == bool(_arxiv_problems(text)), text
