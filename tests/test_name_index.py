"""The entry index works out an entry's names only when a look-up may need them (issues 23
and 26: the names of every entry, worked out up front, were most of a run's fixed cost).
Its prefilter (`evidence.positions._Heads`) must be a superset of what the full rules put under a
name: every form any entry is keyed by has its head filed, on generated and real documents
and on every line of the labelled briefings read as a lead; and decisions, mentions and
candidates are the same with and without the prefilter on generated leads."""

from __future__ import annotations

import sys
import unicodedata
from collections.abc import Iterator
from typing import Any
from unittest.mock import patch

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patcher.plan import evidence
from patcher.plan.evidence import NameIndex

from .conftest import ROOT, SHARED_BRIEFS

sys.path.insert(0, str(ROOT / "bench"))
from generate import document as generated

DECISIONS = ROOT / "tests" / "data" / "decisions"
MAPS = ("by_form", "by_core", "by_first", "by_head", "by_inner", "by_cjk")


def _leads(text: str) -> list[str]:
    """Every list item's text (entries and sub-items alike) and every other line."""
    found = []
    for line in text.split("\n"):
        stripped = line.strip()
        for marker in ("- ", "* ", "+ "):
            if stripped.startswith(marker):
                stripped = stripped[len(marker) :]
        if stripped:
            found.append(stripped)
    return found


def _texts() -> Iterator[tuple[str, str]]:
    yield "generated", generated(200_000)
    for path in sorted(DECISIONS.glob("*/doc-*.md")) + sorted(DECISIONS.glob("*/briefs/*.txt")):
        yield str(path.relative_to(DECISIONS)), path.read_text(encoding="utf-8")
    for path in sorted(SHARED_BRIEFS.glob("*.txt")) if SHARED_BRIEFS.is_dir() else []:
        yield path.name, path.read_text(encoding="utf-8")


def _unfiled(index: NameIndex) -> list[tuple[str, str, int]]:
    """(map, key, position) of every key an entry is put under whose head is not filed."""
    index._fetch_all()
    heads = index._heads
    missing = []
    for name in MAPS:
        for key, positions in getattr(index, name).items():
            missing += [(name, key, p) for p in positions if p not in heads.candidates(key)]
    mentions = index.mentions
    for key, positions in mentions.by_name.items():
        missing += [("mention", key, p) for p in positions if p not in heads.candidates(key, True)]
    for key, held in mentions.firsts.items():
        for p in {held} if isinstance(held, int) else held:
            if p not in heads.candidates(key, True):
                missing.append(("first", key, p))
    return missing


@pytest.mark.parametrize(("label", "text"), list(_texts()), ids=lambda v: v[:40])
def test_every_key_of_every_entry_has_its_head_filed(label: str, text: str) -> None:
    index = NameIndex()
    leads = _leads(text)
    for lead in leads:
        index.add(lead, "§1.1", ())
    assert not _unfiled(index), label


@pytest.mark.parametrize(
    "lead",
    [
        "第三代 Lumen，原生音频输入",
        "2604.00017 Lumen-3 Technical Report — 技术报告",
        "v0.6 Quarrystone 发布",
    ],
)
def test_a_name_read_with_its_release_moved_last_has_its_head_filed(lead: str) -> None:
    """`names_of` reads `第三代 Lumen` as `Lumen 3` and a leading id or release after the name:
    the prefilter files those forms too, or the entry is never a candidate for them."""
    index = NameIndex()
    index.add(lead, "§1.1", ())
    assert not _unfiled(index)


# --- generated leads: the same decisions with and without the prefilter ---------------------

_LATIN = st.sampled_from(
    [
        *("Quill", "quill", "Serve", "Tern", "Vellum", "KV", "Cache", "Router", "Loom", "Attn"),
        *("Spec", "Infer", "Wren", "Halyard", "Encode", "Prefill", "Decode", "Éclair", "Ωmega"),
    ]
)
_CJK = st.sampled_from(["推理", "网关", "卸载", "追踪", "调度器", "缺陷分类研究", "量化", "路由"])
_VERSION = st.sampled_from(
    ["", " 0.3", " v0.3", " 0.3.1", " v2", "-v2", " 1.2.post1", " 3.1-cu121", " 2026Q4", " LTS"]
)
_JOIN = st.sampled_from([" ", "-", "", " / ", " vs ", " in ", " for ", " 与 "])


@st.composite
def _name(draw: st.DrawFn) -> str:
    words = draw(st.lists(st.one_of(_LATIN, _CJK), min_size=1, max_size=4))
    joins = [draw(_JOIN) for _ in words[1:]]
    name = words[0] + "".join(j + w for j, w in zip(joins, words[1:], strict=True))
    if draw(st.booleans()):  # an abbreviation the name defines: its capitalised words' initials
        capitals = [w for w in words if w[:1].isupper() and w.isascii()]
        if len(capitals) >= 2:
            name += f"（{''.join(w[0] for w in capitals)}）"
    return name + draw(_VERSION)


def _variant(name: str, how: int) -> str:
    """A title's spelling of an entry's name: case, width, hyphens and spaces, `v`."""
    if how == 1:
        return name.upper()
    if how == 2:
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in name)
    if how == 3:
        return name.replace("-", " ")
    if how == 4:
        return name.replace(" ", "-").replace(" v", " ")
    if how == 5:
        return unicodedata.normalize("NFD", name)
    return name


_LEAD_SHAPES = (
    "**{}** — 说明",
    "{}：说明",
    "【推理引擎】{} — 说明",
    "[{}](https://x.example/a) — notes",
    "{}",
)


@st.composite
def _case(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    names = draw(st.lists(_name(), min_size=2, max_size=8))
    shapes = [draw(st.sampled_from(_LEAD_SHAPES)) for _ in names]
    leads = [shape.format(name) for shape, name in zip(shapes, names, strict=True)]
    titles = [
        _variant(draw(st.sampled_from(names)), draw(st.integers(0, 5)))
        + draw(st.sampled_from(["", " 更新", " 发布"]))
        for _ in range(3)
    ]
    return leads, titles


def _decisions(leads: list[str], titles: list[str], eager: bool) -> list[object]:
    index = NameIndex()
    for lead in leads:
        index.add(lead, "§1.1", ())
    if eager:
        index._fetch_all()
    out: list[object] = []
    for title in titles:
        out.append(index.decide(title, f"已有 {title} 条目，补充", (), "§1.1"))
        out.append(sorted(index.mentioned(f"关于 {title} 的说法有误").items()))
    return out


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_case())
def test_the_prefilter_changes_no_decision(case: tuple[list[str], list[str]]) -> None:
    leads, titles = case
    assert _decisions(leads, titles, eager=False) == _decisions(leads, titles, eager=True)
    index = NameIndex()
    for lead in leads:
        index.add(lead, "§1.1", ())
    assert not _unfiled(index)


def _interleaved(leads: list[str], titles: list[str], forget_all: bool) -> list[object]:
    """Decisions and mentions asked between entries coming in, and every entry whose names
    were worked out, in order; with every look-up forgotten at each entry (as before)."""
    index, indexed = NameIndex(), []
    index_one, forget = index._index, index._forget_fetched

    def counted(position: int) -> None:
        indexed.append(position)
        index_one(position)

    index._index = counted  # type: ignore[method-assign]
    if forget_all:
        index._forget_fetched = lambda filed: forget(None)  # type: ignore[method-assign]
    out: list[object] = []
    for n, lead in enumerate(leads):
        for title in titles[: n % 3 + 1]:
            out.append(index.decide(title, f"已有 {title} 条目，补充", (), "§1.1"))
            out.append(sorted(index.mentioned(f"关于 {title} 的说法有误").items()))
        kept = set(index._fetched)
        index.add(lead, "§1.1", ())
        for name_form, mention in index._fetched & kept:  # (remembered: no new candidate)
            assert n not in index._heads.candidates(name_form, mention), (name_form, mention)
    return [*out, indexed]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_case())
def test_only_the_look_ups_an_entry_may_answer_are_forgotten_when_it_comes_in(
    case: tuple[list[str], list[str]],
) -> None:
    """An entry coming in forgets only the look-ups whose candidates it joins (issue 26,
    twenty-first round: forgetting every one sought ~12,000 candidate lists again in the
    bench's 100-briefing run); a remembered look-up has no new candidate, and decisions,
    mentions and the entries worked out, in order, are as when every one is forgotten."""
    leads, titles = case
    assert _interleaved(leads, titles, False) == _interleaved(leads, titles, True)


def test_indexing_works_out_no_names_until_a_look_up_needs_them(patch_evidence: Any) -> None:
    """Adding entries reads no names; a look-up works out only the entries filed under the
    looked-up form's first letters; listing a map works out every entry once."""
    leads = sorted({line[2:] for line in generated(150_000).split("\n") if line[:2] == "- "})
    read = [0]
    real = evidence.names_of

    def names_of(text: str) -> evidence.Names:
        read[0] += 1
        return real(text)

    patch_evidence("names_of", lambda real: names_of)
    index = NameIndex()
    for lead in leads:
        index.add(lead, "§1.1", ())
    assert read[0] == 0
    wanted = index.entries[len(leads) // 2]
    hits = index.by_form.get(evidence.form(wanted.shown), [])
    assert len(leads) // 2 in hits
    assert 1 <= read[0] <= len(leads) // 20  # the name's few namesakes by their first letters
    index._fetch_all()
    assert read[0] == len(leads)
    assert list(index.by_form)  # (a listing has every entry's names in)
    assert read[0] == len(leads)


def test_a_lead_read_for_its_heads_is_the_entry_s_own_string() -> None:
    """No copy of a lead is kept: the entry holds the string it was added with."""
    lead = "**Halyard 网关** — 说明" + "x" * 50
    index = NameIndex()
    index.add(lead, "§1.1", ())
    assert index.entries[0].lead is lead
    assert index.entries[0].known is index.glossary  # (names not worked out: the glossary, kept)


def test_the_labelled_documents_are_read() -> None:
    """The invariant above runs on the labelled sets' documents (it would pass on none)."""
    assert len(list(DECISIONS.glob("*/doc-*.md"))) >= 10


@given(
    st.lists(
        st.tuples(
            st.sampled_from(["", "a", "ab", "abc", "b", "推理", "推理x", "é"]), st.integers(0, 300)
        ),
        max_size=40,
    ),
    st.sampled_from(["", "a", "ab", "推", "é", "z"]),
)
def test_filed_forms_are_found_as_pairs_of_form_and_position_would_be(
    filed: list[tuple[str, int]], start: str
) -> None:
    """`_Filed` keeps a (form, position) pair as one string (no tuple, no int each): what
    it finds by a start or by a whole form, and in which order, is what sorted pairs give,
    filed before and after the first look-up."""
    half = len(filed) // 2
    with patch.object(evidence.positions._Filed, "RUN", 1 + len(filed) % 4):  # packed runs merged
        pairs = evidence.positions._Filed()
        for name_form, position in filed[:half]:
            pairs.file({name_form}, position)
        pairs.starting("")  # sorted from here on: the rest are put in their place
        for name_form, position in filed[half:]:
            pairs.file({name_form}, position)
    expected = sorted(  # each call files its form, and an unmarked first letter (a set)
        (form, position)
        for name_form, position in filed
        for form in {
            name_form,
            *([evidence.positions._unmarked(name_form)[:1]] if name_form[:1] > "\x7f" else []),
        }
    )
    assert pairs.starting(start) == [p for f, p in expected if f.startswith(start)]
    assert pairs.exactly(start) == [p for f, p in expected if f == start]


def test_filed_pairs_are_packed_not_an_object_each() -> None:
    """A 20 MB document files ~200,000 (form, position) pairs per `_Filed`: all but the last
    few thousand are packed, `RUN` at a time, into one bytes object and one array of where
    each ends: the bytes of the pairs and about four more each (a bytes object each took
    33 more and a pointer), never copied to be merged; look-ups find them in order."""
    count = 3 * evidence.positions._Filed.RUN + 5
    filed = evidence.positions._Filed()
    for position in range(count):
        filed.file({f"name{position % 997}"}, position)
    pairs = sorted((f"name{p % 997}", p) for p in range(count))
    assert filed.starting("name99") == [p for f, p in pairs if f.startswith("name99")]
    assert filed.exactly("name5") == [p for f, p in pairs if f == "name5"]
    assert len(filed.runs) == 3 and len(filed.loose) == 5
    assert all(type(run.data) is bytes for run in filed.runs)
    packed = sum(len(f"name{p % 997}") + 5 for p in range(3 * evidence.positions._Filed.RUN))
    assert sum(len(run.data) for run in filed.runs) == packed
    held = sum(sys.getsizeof(run.data) + sys.getsizeof(run.ends) for run in filed.runs)
    assert held <= packed + 5 * 3 * evidence.positions._Filed.RUN


def test_an_existing_entry_s_lead_and_keys_are_not_copied_by_the_index() -> None:
    """The name index reads an existing entry's lead back from the document when asked
    (it keeps the entry's target, not a string per entry) and shares the tuple of keys the
    entry was read with; `with_own_key` finds the entries read with a key, never one that
    only gained it from an update."""
    from patcher.config.maps import load_map
    from patcher.document import sections
    from patcher.plan.editor import Editor
    from patcher.text.source import Source, decode, read_source

    smap = load_map(read_source(str(ROOT / "section_map.yaml")))
    text = decode(Source("doc.md", generated(60_000).encode("utf-8")))
    editor = Editor(sections.load(text, smap), smap)
    index = editor.index
    keyed = [t for t in index.all() if t.keys and t.entry is not None]
    assert len(keyed) >= 20
    for target in keyed:
        entry = index.names.entries[target.at]
        assert entry.source is target and entry.lead == target.title
        assert entry.keys is target.keys
    first, second = keyed[0], keyed[1]
    key = first.keys[0]  # type: ignore[index]
    index.add_keys(second, [key])
    assert key in index.names.entries[second.at].keys and key not in second.keys
    assert index.with_own_key(key) == [t for t in keyed if key in t.keys]
    assert second not in index.with_own_key(key)


@given(
    st.lists(
        st.tuples(st.sampled_from(["a", "b", "gh:o/r#1", "arxiv:2601.00001"]), st.integers(0, 500))
    )
)
def test_entries_filed_by_key_are_found_as_a_list_per_key_would_be(
    filed: list[tuple[str, int]],
) -> None:
    """`Positions` keeps a key held by one entry as that position (no list each): what a key
    finds, and in which order, is what a list per key gives, and its keys are the same."""
    kept = evidence.Positions()
    lists: dict[str, list[int]] = {}
    for key, position in filed:
        kept.add(key, position)
        lists.setdefault(key, []).append(position)
    for key in ("a", "b", "gh:o/r#1", "arxiv:2601.00001", "absent"):
        assert list(kept.get(key, ())) == lists.get(key, [])
        assert (key in kept) == (key in lists)
    assert list(kept) == list(lists) and len(kept) == len(lists)
    singles = [key for key, found in lists.items() if len(found) == 1]
    assert all(isinstance(kept._filed[key], int) for key in singles)


def test_a_text_s_mentions_are_kept_until_an_entry_comes_in() -> None:
    """`mentioned` keeps its answer for a text until an entry is added (issue 26, fourteenth
    round: contradiction rules ask the same item texts again, a third of the 100 briefings'
    asks): asked again it reads nothing and gives a copy; an entry added after the ask (one
    an earlier briefing of the run wrote) is found by the same text, and an answer changed by
    its caller changes no later one."""
    index = NameIndex()
    index.add("**Quillmark Router**（2026-01-02）：调度层。", "§1.1", ())
    text = "关于 Quillmark Router 与 Tessellate Cache 的说法有误"
    finds = [0]
    find = evidence.Mentions.find

    def counted(self: Any, said: str) -> dict[int, str]:
        finds[0] += 1
        return find(self, said)

    with patch.object(evidence.Mentions, "find", counted):
        first = index.mentioned(text)
        first[99] = "changed by the caller"
        again = index.mentioned(text)
        assert finds[0] == 1 and again == {0: "quillmark router"}
        index.add("**Tessellate Cache**（2026-01-03）：缓存层。", "§1.1", ())
        after = index.mentioned(text)
    assert finds[0] == 2 and after == {0: "quillmark router", 1: "tessellate cache"}
    fresh = NameIndex()
    for lead in (
        "**Quillmark Router**（2026-01-02）：调度层。",
        "**Tessellate Cache**（x）：缓存层。",
    ):
        fresh.add(lead, "§1.1", ())
    assert fresh.mentioned(text) == after  # (as an index that held both before the ask)


# --- a renamed product's new name is filed -----------------------------------------------


def test_a_renamed_products_new_name_is_its_own() -> None:
    """`更名为 X` / `改称为 X` give the entry its new name; `为 X` alone is still "made for X"."""
    renamed = "Corvid Labs 将 Marten 更名为 Osprey Serve，并发布 2.0"
    assert not evidence.built_on(renamed, "Osprey Serve 2.0")
    assert not evidence.built_on("团队把 Wicket 改称为 Lintel Gate", "Lintel Gate")
    assert evidence.built_on("专为 Osprey 打造的调试插件", "Osprey")
    index = NameIndex()
    index.add(renamed, "§1.1", ())
    index._fetch_all()
    assert "ospreyserve" in index.by_form, index.entries[0].aliases
    assert not _unfiled(index)
