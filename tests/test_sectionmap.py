"""section_map.yaml validation: each error names the line and the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher.config.maps import find_map, load_map
from patcher.errors import MapError
from patcher.text.source import Source

from .conftest import ROOT, SMALL_MAP


def load(text: str):  # type: ignore[no-untyped-def]
    return load_map(Source("map.yaml", text.encode()))


def test_shipped_map_is_valid_and_complete() -> None:
    smap = load((ROOT / "section_map.yaml").read_text(encoding="utf-8"))
    assert [a.id for a in smap.anchors][:4] == ["§1.1", "§1.2", "§1.3", "§1.4"]
    assert smap.fallback == "unsorted"
    aliases = {alias: a.id for a in smap.anchors for alias in a.aliases}
    for legacy, anchor in [
        ("§1.(1)", "§1.1"),
        ("§1.(7)", "§1.1"),
        ("§5.2", "§1.1"),
        ("§2.3", "§1.2"),
        ("§2.4", "§1.2"),
        ("§3.3", "§1.3"),
        ("§1.(4)", "§1.4"),
    ]:
        assert aliases[legacy] == anchor


def test_packaged_default_is_the_top_level_map() -> None:
    default = find_map(None, cwd=ROOT / "tests")
    assert default.data == (ROOT / "section_map.yaml").read_bytes()


def test_map_in_working_directory_wins(tmp_path: Path) -> None:
    (tmp_path / "section_map.yaml").write_text(SMALL_MAP, encoding="utf-8")
    assert find_map(None, cwd=tmp_path).name == str(tmp_path / "section_map.yaml")


def test_invalid_yaml_names_line_and_column() -> None:
    with pytest.raises(MapError) as err:
        load("version: 1\nanchors:\n  - id: [unclosed\n")
    assert err.value.line == 4 and "column" in err.value.message


def test_unknown_key_suggests_the_right_one() -> None:
    with pytest.raises(MapError, match="unknown key 'anchros'") as err:
        load("version: 1\nanchros: []\n")
    assert err.value.line == 2 and err.value.hint == "did you mean 'anchors'?"


def test_unknown_anchor_key() -> None:
    with pytest.raises(MapError, match="unknown key 'alias'") as err:
        load(SMALL_MAP.replace('aliases: ["§2.4"]', 'alias: ["§2.4"]'))
    assert err.value.line == 10 and "aliases" in (err.value.hint or "")


def test_duplicate_alias_across_anchors_names_both() -> None:
    with pytest.raises(MapError, match=r"names both anchor '§1.1' \(line 4\) and '§1.2'") as err:
        load(SMALL_MAP.replace('aliases: ["§2.4"]', 'aliases: ["§2.4", "§1.(1)"]'))
    assert err.value.line == 8


def test_duplicate_key_is_invalid_yaml() -> None:
    with pytest.raises(MapError, match="invalid YAML"):
        load("version: 1\nversion: 1\nanchors: []\n")


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "the map is empty"),
        ("version: 1\n", "missing key 'anchors'"),
        ("version: 2\nanchors: []\n", "unsupported version"),
        ("anchors: []\n", "'anchors' is empty"),
        ("anchors:\n  - heading: x\n", "missing key 'id'"),
        ("anchors:\n  - {id: a, heading: x, level: 9}\n", "'level' must be an integer from 1 to 6"),
        ("insert: middle\nanchors:\n  - {id: a, heading: x}\n", "'insert' must be one of"),
        ("fallback: nope\nanchors:\n  - {id: a, heading: x}\n", "fallback 'nope' is not an anchor"),
        (
            "anchors:\n  - {id: a, heading: x}\nidentity:\n  entities:\n    - {name: e, match: ['(']}\n",
            "bad pattern",
        ),
        (
            "anchors:\n  - {id: a, heading: x}\ntemplate:\n  entry: '{titel}'\n",
            "unknown placeholder {titel}",
        ),
        ("anchors:\n  - {id: a, heading: x}\ntemplate:\n  details: ['{']\n", "malformed"),
    ],
)
def test_invalid_maps(text: str, message: str) -> None:
    with pytest.raises(MapError, match=message):
        load(text)


def test_placeholder_typo_gets_a_suggestion() -> None:
    with pytest.raises(MapError) as err:
        load("anchors:\n  - {id: a, heading: x}\ntemplate:\n  entry: '{titel}'\n")
    assert err.value.hint == "did you mean {title}?" and err.value.line == 4


def test_a_built_wheel_ships_the_default_map(tmp_path: Path) -> None:
    """patcher/section_map.yaml is a symlink to the top-level map: the wheel holds its bytes."""
    import subprocess
    import sys
    import zipfile

    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("livedoc_patcher-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        shipped = archive.read("patcher/section_map.yaml")
    assert shipped == (ROOT / "section_map.yaml").read_bytes()


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("keywords: [engine]", "keywords: &k [engine]"),
        ("keywords: [engine]", "keywords: [&k engine]"),
        ("keywords: [engine]", "keywords: [x,&k engine]"),
        ("keywords: [engine]", "keywords:\n      - &k engine"),
        ("keywords: [engine]", "keywords: {a: &k b}"),
    ],
)
def test_anchors_are_refused_wherever_a_node_may_start(old: str, new: str) -> None:
    with pytest.raises(MapError, match="anchors and aliases"):
        load(SMALL_MAP.replace(old, new))


def test_stars_and_ampersands_inside_values_are_not_anchors() -> None:
    smap = load(SMALL_MAP.replace("keywords: [engine]", 'keywords: ["**engine**", "R&D", a*b]'))
    assert "R&D" in smap.anchors[0].keywords


def test_readme_lists_every_declared_key() -> None:
    """The README's key table is the one written from the declarations (regen_goldens.py)."""
    from patcher.config.keys import paths, reference
    from patcher.config.sectionmap import SectionMap

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert reference(SectionMap) in readme
    for path, _, _ in paths(SectionMap):
        assert f"| `{path}` |" in readme


@pytest.mark.parametrize(
    ("section", "typo", "meant"),
    [
        ("document", "titel", "title"),
        ("template", "entri", "entry"),
        ("identity", "arxif", "arxiv"),
        ("priority", "disagree", "disagreement"),
    ],
)
def test_a_section_accepts_its_declared_keys_only(section: str, typo: str, meant: str) -> None:
    with pytest.raises(MapError, match=f"unknown key '{typo}' in {section}") as err:
        load(f"anchors:\n  - {{id: a, heading: x}}\n{section}:\n  {typo}: 1\n")
    assert err.value.hint == f"did you mean {meant!r}?"


def test_absent_keys_take_their_declared_defaults() -> None:
    from patcher.config.keys import REQUIRED, Table, paths
    from patcher.config.sectionmap import SectionMap

    smap = load("anchors:\n  - {id: a, heading: x}\nindex: {anchor: a}\n")
    checked = 0
    for path, declaration, default in paths(SectionMap):
        if default is REQUIRED or isinstance(declaration.check, Table) or declaration.inherit:
            continue
        if path.startswith("identity.entities[]"):
            continue  # no entity in this map
        value: object = smap
        for part in path.replace("anchors[]", "anchors.0").split("."):
            value = value[int(part)] if part.isdigit() else getattr(value, part)  # type: ignore[index]
        assert value == default, path
        checked += 1
    assert checked >= 25
