"""`patcher check`: one crafted document per finding code, with the line it must name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patcher.config.sectionmap import SectionMap, load_map
from patcher.lint.check import CODES, check_loss, check_text
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
        ("PD002", "## §1.2 推理调度", "## 1.2 推理调度", [(15, "PD002")]),
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


def test_setext_underline_is_not_a_conflict_marker(smap: SectionMap) -> None:
    assert findings(CLEAN.replace("# Doc\n", "Doc\n=======\n"), smap) == []


def test_rename_message_gives_the_fix(smap: SectionMap) -> None:
    text = split_text("doc.md", CLEAN.replace("## §1.2 推理调度", "## 1.2 推理调度"))
    (finding,) = check_text(text, smap)
    assert str(finding) == (
        "doc.md:15: PD002 anchor heading renamed: '1.2 推理调度' should be "
        "'§1.2 推理调度' (rename it back, or change the map)"
    )


@pytest.mark.parametrize(
    "old, new",
    [
        ("## §1.2 推理调度", "### §1.2 Scheduling"),  # its own words, another level: by § code
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


def test_moved_entry_is_PD010_at_its_new_line(smap: SectionMap) -> None:
    moved = CLEAN.replace("- **vLLM** vllm-project/vllm#8242\n", "").replace(
        "## Misc\n", "## Misc\n\n- **vLLM** vllm-project/vllm#8242\n"
    )
    assert loss(moved, smap) == [(20, "PD010")]


def test_moved_to_archive_is_allowed(smap: SectionMap) -> None:
    moved = (
        CLEAN.replace("- **vLLM** vllm-project/vllm#8242\n", "")
        + "\n- **vLLM** vllm-project/vllm#8242\n"
    )
    assert loss(moved, smap) == []


def test_renamed_anchor_loses_its_entries_and_is_reported(smap: SectionMap) -> None:
    renamed = CLEAN.replace("## §1.2 推理调度", "## 1.2 推理调度")
    assert findings(renamed, smap) == [(15, "PD002")]
    assert loss(renamed, smap) == [(1, "PD009")]


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
        *sorted((data / "cases").glob("*.md")),
    ]


@pytest.mark.parametrize("path", _docs_to_compare(), ids=lambda p: p.name)
def test_line_scanner_agrees_with_mistletoe_on_real_documents(path: Path) -> None:
    from patcher.document.scan import find_anchors, scan, scan_entries
    from patcher.document.sections import parse_section
    from patcher.text.source import decode, read_source

    from .conftest import ROOT

    case_map = Path(__file__).parent / "data" / "cases" / "case.map.yaml"
    smap = load_map(
        read_source(str(case_map if "cases" in path.parts else ROOT / "section_map.yaml"))
    )
    text = decode(read_source(str(path)))
    scanned = scan(text.lines)
    headings = list(scanned.headings)
    for anchor in smap.anchors:
        found = find_anchors(headings, smap)[anchor.id]
        if len(found) != 1:
            continue
        parsed = parse_section(text, headings, found[0], anchor, smap).entries
        lined = scan_entries(text, found[0], headings, anchor, smap, scanned.opaque)
        assert [(e.start, e.end, e.keys, e.ids) for e in lined] == [
            (e.start, e.end, e.keys, e.ids) for e in parsed
        ]
