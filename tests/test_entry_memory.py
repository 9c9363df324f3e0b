"""A large document has ~100,000 entries: each keeps no text of its own (its lead is read
back from the document's lines), its keys and ids (nearly all one entry's) are not
interned, an entry that starts where the one before ends shares that
line number's int, and the editor's target of an existing entry holds that entry rather
than a copy of its fields."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from itertools import pairwise

from patcher.config.sectionmap import SectionMap
from patcher.document import sections
from patcher.document.identity import Entry
from patcher.lint import guard
from patcher.plan import incidents, logs, versions
from patcher.plan.editor import Editor
from patcher.plan.entries import Target
from patcher.plan.evidence.positions import ShortRefs
from patcher.text import refs
from patcher.text.source import split_text

from .conftest import EXAMPLES, ROOT

sys.path.insert(0, str(ROOT / "bench"))
from generate import document as generated

DOC = (EXAMPLES / "inference.md").read_text(encoding="utf-8")
# an entry whose lead paragraph runs over two lines, with a sub-point of its own
WRAPPED = (
    "- **Larchway 调度器**（arXiv:2611.40213）⭐⭐⭐（2026-11-02）：按请求长度分桶，\n"
    "  长尾延迟降低 31%。\n"
    "\n"
    "  - 后续：支持 chunked prefill\n"
)


def _with_wrapped(doc: str) -> str:
    at = doc.index("- **Fathom**")
    return doc[:at] + WRAPPED + doc[at:]


def _entries(doc: str, smap: SectionMap) -> list[Entry]:
    loaded = sections.load(split_text("d.md", doc), smap)
    return [e for s in loaded.sections for e in s.entries]


def test_an_entry_reads_its_lead_back_from_the_documents_lines(default_map: SectionMap) -> None:
    text = split_text("d.md", _with_wrapped(DOC))
    loaded = sections.load(text, default_map)
    entries = [e for s in loaded.sections for e in s.entries]
    assert entries and all(e.lines is text.lines for e in entries)  # one tuple, never copied
    assert "lead" not in Entry.__slots__
    wrapped = next(e for e in entries if "Larchway" in e.lead)
    assert wrapped.lead == (
        "**Larchway 调度器**（arXiv:2611.40213）⭐⭐⭐（2026-11-02）：按请求长度分桶， 长尾延迟降低 31%。"
    )
    assert wrapped.keys == ("arxiv:2611.40213",)
    assert wrapped.content_column == 2 and wrapped.sub_prefix == "  - "


def test_entries_keys_are_sorted_tuples_and_share_the_empty_tuple(
    default_map: SectionMap,
) -> None:
    """Two readings of the document (two texts, as the guard reads HEAD and the staged
    version) give equal keys, as sorted tuples; an entry without ids holds the one `()`."""
    first, second = _entries(DOC, default_map), _entries(DOC.replace("\n", "\n", 1), default_map)
    assert [e.keys for e in first] == [e.keys for e in second]
    assert any(e.keys for e in first)
    assert all(isinstance(e.keys, tuple) and isinstance(e.ids, tuple) for e in first)
    assert all(list(e.keys) == sorted(e.keys) for e in first)
    assert all(e.ids is tuple() for e in first if not e.ids)  # the one shared empty tuple
    assert all(e.keys is tuple() for e in first if not e.keys)


def test_adjacent_entries_share_the_int_of_the_line_between_them(
    default_map: SectionMap,
) -> None:
    """An entry's start is the int object its predecessor's end is when they are equal (a
    20 MB document's ~100,000 entries took an int each for it, 32 bytes: ~2.8 MB)."""
    entries = _entries(generated(60_000), default_map)
    adjacent = [(a, b) for a, b in pairwise(entries) if a.end == b.start]
    assert sum(a.end > 256 for a, _ in adjacent) > 100  # (ints up to 256 are one object each)
    assert all(b.start is a.end for a, b in adjacent)


def test_ids_and_keys_are_not_interned(default_map: SectionMap) -> None:
    """An entry's ids (one marker's) and keys (an arXiv id, a GitHub ref: nearly all one
    entry's) are its own, kept out of the interpreter's table of interned strings, which
    only grows (the keys' took ~1.7 MB of peak RSS at 20 MB)."""
    entries = _entries(generated(60_000), default_map)
    for strings in ([i for e in entries for i in e.ids], [k for e in entries for k in e.keys]):
        assert strings and all(sys.intern("".join(list(s))) is not s for s in strings)


def test_a_target_holds_its_entry_and_copies_none_of_it(default_map: SectionMap) -> None:
    doc = sections.load(split_text("d.md", _with_wrapped(DOC)), default_map)
    editor = Editor(doc, default_map)
    entries = {
        e.start: e for s in doc.sections if s.anchor.id != default_map.archive for e in s.entries
    }
    targets = editor.index.all()
    assert {"title", "source", "start"}.isdisjoint(Target.__slots__)
    assert len(targets) == len(entries)
    for target in targets:
        assert target.entry is entries[target.entry.start]
        assert target.title == target.entry.lead and target.start == target.entry.start + 1
        assert target.keys is target.entry.keys and target.at == targets.index(target)


def test_entries_taken_from_the_other_version_read_their_lead_from_this_one(
    default_map: SectionMap,
) -> None:
    """The guard moves the entries of a section whose lines are the same in both versions
    (lines were added above it): their leads must be read from this version's lines, as a
    fresh reading finds them."""
    head = split_text("HEAD:d.md", DOC)
    at = DOC.index("## §1.3")
    staged = split_text("d.md", DOC[:at] + "新增的一段说明。\n\n另一段。\n\n" + DOC[at:])
    moved = guard._side(staged, default_map, like=guard._side(head, default_map))
    fresh = guard._side(staged, default_map)

    def seen(side: guard._Side) -> list[tuple[object, ...]]:
        return [(e.anchor, e.start, e.end, e.lead, e.keys, e.ids) for e in side.entries]

    assert seen(moved) == seen(fresh)
    assert any(e.anchor == "§1.3" and "Fathom" in e.lead for e in moved.entries)


def test_the_ids_of_a_day_are_read_from_the_entrys_own_ids(default_map: SectionMap) -> None:
    """No index of every entry's days: `day_ids` reads the entry's ids, those it was read
    with and those the run added to it."""
    doc = sections.load(split_text("d.md", DOC), default_map)
    index = Editor(doc, default_map).index
    target = index.all()[0]
    before = set(target.ids)
    index.hold(target, "2026-11-02#3")
    index.hold(target, "2026-11-02#c1")
    index.hold(target, "2026-11-03#1")
    assert sorted(index.day_ids(target, "2026-11-02")) == ["2026-11-02#3", "2026-11-02#c1"]
    assert index.day_ids(target, "2026-11-03") == ["2026-11-03#1"]
    assert index.day_ids(index.all()[1], "2026-11-02") == []
    assert set(target.ids) == before | {"2026-11-02#3", "2026-11-02#c1", "2026-11-03#1"}


def test_a_target_of_an_existing_entry_is_seven_fields(default_map: SectionMap) -> None:
    """A target reads its entry's section, keys and end from the entry (a planned one's from
    its `Planned`): ~100,000 of them at 20 MB, each no larger than seven fields."""
    doc = sections.load(split_text("d.md", DOC), default_map)
    targets = Editor(doc, default_map).index.all()
    assert targets and all(t.entry is not None and t.planned is None for t in targets)
    assert all(t.anchor == t.entry.anchor and t.position == t.entry.end for t in targets)
    assert len(Target.__slots__) <= 7
    assert max(sys.getsizeof(t) for t in targets) <= sys.getsizeof(()) + 7 * 8 + 8


def test_index_table_rows_have_no_dict_each() -> None:
    """A 20 MB document's index has ~39,000 rows, read while planning."""
    from patcher.document.index_table import Row

    assert not hasattr(Row("2601.00001", 3, ()), "__dict__")


def test_issue_keys_are_filed_by_their_short_form_only_once_a_title_asks(
    default_map: SectionMap,
) -> None:
    """The map of an issue cited without its owner (`ghshort:repo#N` → `gh:owner/repo#N`) is
    worked out from the key map at the first look-up (at 20 MB it held ~6 MB through the
    run, which most runs never read); then it holds what filing every key as it came held."""
    editor = Editor(sections.load(split_text("d.md", generated(60_000)), default_map), default_map)
    index = editor.index.names
    assert index.by_short._owners is None  # indexed, not yet asked
    expected: dict[str, list[str]] = {}
    for key in index.by_key:
        short = refs.short_key(key) if key.startswith("gh:") else None
        if short is not None and key not in expected.setdefault(short, []):
            expected[short].append(key)
    assert len(expected) > 10
    for short, keys in expected.items():
        assert index.by_short.owners(short, index.by_key) == keys
    assert index.by_short.owners("ghshort:nowhere#1", index.by_key) == []
    shorts = ShortRefs()
    shorts.add("gh:a/serve#1")  # (not asked yet: nothing filed)
    assert shorts.owners("ghshort:serve#1", ["gh:a/serve#1", "arxiv:2601.00001"]) == [
        "gh:a/serve#1"
    ]
    for key in ("gh:b/Serve#1", "gh:a/serve#1", "gh:b/serve#12"):  # (filed once asked)
        shorts.add(key)
    assert shorts.owners("ghshort:serve#1", []) == ["gh:a/serve#1", "gh:b/Serve#1"]
    assert shorts.owners("ghshort:serve#12", []) == ["gh:b/serve#12"]


def test_the_preambles_statements_are_read_once_a_run(default_map: SectionMap) -> None:
    """A reader of the preamble (`versions.states_*`, `incidents.states_*`, …) answers the
    same for the whole run (the preamble is read once and does not move): `_stated` reads it
    once and answers what a fresh reading answers, for every reader the index asks so."""
    preamble = (
        "# 推理日志\n\n收录约定：每个版本单独成条；事故、漏洞单独成条，放 §1.4；"
        "产品的评测成绩记在产品条目下。\n\n"
    )
    doc = sections.load(split_text("d.md", preamble + DOC[DOC.index("## ") :]), default_map)
    index = Editor(doc, default_map).index
    source = (ROOT / "patcher" / "plan" / "entries.py").read_text(encoding="utf-8")
    readers = sorted(set(re.findall(r"self\._stated\((\w+)\.(\w+)\)", source)))
    assert len(readers) > 40
    modules = {"versions": versions, "incidents": incidents, "logs": logs}
    asked: list[str] = []
    for module, name in readers:
        reader = getattr(modules[module], name)

        def counted(text: str, reader: Callable[[str], object] = reader) -> object:
            asked.append(text)
            return reader(text)

        fresh = reader(index._preamble())
        assert index._stated(counted) == fresh and index._stated(counted) == fresh
        assert asked == [index._preamble()]
        asked.clear()
    assert index._stated(versions.states_release_entries)
    assert index._stated(versions.states_release_entries) is index._stated(
        versions.states_release_entries
    )
