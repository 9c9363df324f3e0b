"""The benchmark entries are read only for a board name some live entry goes by (issue 26:
reading them worked out the names of every benchmark's entry, ~0.1 s at 1 MB, for a title
naming a board no entry is called): `_board_entry` answers as reading them at once would, and
what is read later is what was read at once (existing entries' leads do not change in a run)."""

from __future__ import annotations

import re
import sys

from patcher.config.sectionmap import SectionMap
from patcher.document import sections
from patcher.plan.editor import Editor
from patcher.plan.evidence.name_index import NameIndex
from patcher.plan.evidence.spelling import form
from patcher.text.source import split_text

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
from generate import document as generated

_WORD = re.compile(r"[A-Z][A-Za-z0-9\-]*[A-Za-z]")


def _index(text: str, smap: SectionMap) -> NameIndex:
    return Editor(sections.load(split_text("d.md", text), smap), smap).index.names


def _unguarded(index: NameIndex, board: str) -> bool:
    """`_board_entry` reading the benchmark entries first, whatever the name."""
    benches = index._benchmarks()
    index._fetch_first(form(board))
    named = index._live(index.by_first.get(form(board), ()))
    return any(not index._created(p) and (p in benches or index._benchmark_lead(p)) for p in named)


def test_board_entries_are_found_as_with_every_benchmark_read(default_map: SectionMap) -> None:
    text = generated(60_000)
    boards = [*sorted(set(_WORD.findall(text)))[:400], "Nowherebench", "ServeBench"]
    guarded, full = _index(text, default_map), _index(text, default_map)
    assert guarded._board_entry("Nowherebench") is False
    assert guarded._benchmarks_read == 0  # (no entry goes by it: nothing read)
    found = [b for b in boards if guarded._board_entry(b)]
    assert found == [b for b in boards if _unguarded(full, b)]
    assert found and len(found) < len(boards)
    assert guarded._benchmarks() == full._benchmarks()
