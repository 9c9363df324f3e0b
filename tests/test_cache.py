"""The map cache: a map read and checked once is not read from YAML again, unless a byte of
it (or of the code that checks it) changed; untrusted or broken cache files are ignored."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from patcher.config import cache
from patcher.config.maps import load_map
from patcher.errors import MapError
from patcher.text.source import Source

from .conftest import ROOT, SMALL_MAP


@pytest.fixture
def cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    where = tmp_path / "cache"
    monkeypatch.setenv("LIVEDOC_PATCHER_CACHE", str(where))
    return where


def source(text: str = SMALL_MAP) -> Source:
    return Source("map.yaml", text.encode())


def test_a_map_read_once_comes_from_the_cache(cached: Path) -> None:
    first = load_map(source())
    (stored,) = cached.glob("map-*.pickle")
    assert stored.stat().st_mode & 0o777 == 0o600
    assert cache.lookup(source()) == first
    assert load_map(source()) == first


def test_a_cached_run_does_not_import_the_yaml_library(cached: Path) -> None:
    code = (
        "import sys\nfrom patcher.config.maps import load_map\n"
        "from patcher.text.source import read_source\n"
        f"load_map(read_source({str(ROOT / 'section_map.yaml')!r}))\n"
        "print('ruamel.yaml' in sys.modules)\n"
    )
    env = {"LIVEDOC_PATCHER_CACHE": str(cached), "PATH": "/usr/bin:/bin"}
    runs = [
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
        for _ in range(2)
    ]
    assert [r.stdout.strip() for r in runs] == ["True", "False"], [r.stderr for r in runs]


def test_an_edited_map_is_read_again(cached: Path) -> None:
    load_map(source())
    edited = SMALL_MAP.replace("keywords: [engine]", "keywords: [engine, runtime]")
    assert "runtime" in load_map(source(edited)).anchors[0].keywords
    with pytest.raises(MapError, match="unknown key 'anchros'"):
        load_map(source("anchros: []\n" + SMALL_MAP))


def test_the_same_bytes_under_another_name_are_not_taken(cached: Path) -> None:
    load_map(source())
    assert cache.lookup(Source("other.yaml", SMALL_MAP.encode())) is None


@pytest.mark.parametrize("damage", ["group-writable", "garbage", "truncated", "other record"])
def test_untrusted_or_broken_cache_files_are_ignored(cached: Path, damage: str) -> None:
    expected = load_map(source())
    (stored,) = cached.glob("map-*.pickle")
    if damage == "group-writable":
        stored.chmod(0o660)
    elif damage == "garbage":
        stored.write_bytes(b"not a pickle")
    elif damage == "truncated":
        stored.write_bytes(stored.read_bytes()[:40])
    else:
        import pickle

        stored.write_bytes(pickle.dumps(("x", 1)))
    assert cache.lookup(source()) is None
    assert load_map(source()) == expected  # read from YAML again


def test_off_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LIVEDOC_PATCHER_CACHE", "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    load_map(source())
    assert cache.cache_dir() is None and not any(tmp_path.iterdir())


def test_an_unwritable_cache_is_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("LIVEDOC_PATCHER_CACHE", str(blocker / "cache"))
    assert load_map(source()).anchors


def test_old_maps_are_pruned(cached: Path) -> None:
    for n in range(cache._KEEP + 5):
        load_map(source(SMALL_MAP.replace("keywords: [engine]", f"keywords: [engine{n}]")))
    assert len(list(cached.glob("map-*.pickle"))) == cache._KEEP
