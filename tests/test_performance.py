"""Algorithmic properties behind the benchmark's targets, asserted by counting work (regular
expression compiles, Python calls), never by wall time; and the bench's generator held to
what makes its figures honest (entries inside the anchors, briefings that continue entries)."""

from __future__ import annotations

import ast
import contextlib
import functools
import itertools
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.text.glossary import Glossary
from patcher.text.source import Source

from .conftest import EXAMPLES, ROOT

sys.path.insert(0, str(ROOT / "bench"))
from generate import ANCHORS, Entries, briefing
from generate import document as generated


def _apply(text: str, briefs: list[str], smap: SectionMap) -> Any:
    sources = [Source(f"b{n}.txt", b.encode()) for n, b in enumerate(briefs)]
    return api.apply(sources, Source("d.md", text.encode()), smap)


def _clear_caches() -> None:
    """Empty every functools cache of the package: each measured run starts cold, as a
    fresh process does (a warm cache from an earlier run would hide work)."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("patcher"):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper):
                value.cache_clear()


@contextmanager
def counting_compiles() -> Iterator[list[int]]:
    """Counts regular expressions really compiled (what `re`'s own cache misses)."""
    counter = [0]
    real = re._compiler.compile  # type: ignore[attr-defined]

    def counted(*args: Any, **kwargs: Any) -> Any:
        counter[0] += 1
        return real(*args, **kwargs)

    re._compiler.compile = counted  # type: ignore[attr-defined]
    try:
        yield counter
    finally:
        re._compiler.compile = real  # type: ignore[attr-defined]


def count_calls(work: Callable[[], Any]) -> int:
    """Python function calls `work` makes (deterministic, unlike its time)."""
    calls = [0]

    def profile(frame: Any, event: str, arg: Any) -> None:
        if event == "call":
            calls[0] += 1

    sys.setprofile(profile)
    try:
        work()
    finally:
        sys.setprofile(None)
    return calls[0]


def count_pattern_calls(work: Callable[[], Any]) -> int:
    """Calls of compiled patterns' methods (`search`, `sub`, …) `work` makes."""
    calls = [0]

    def profile(frame: Any, event: str, arg: Any) -> None:
        if event == "c_call" and isinstance(getattr(arg, "__self__", None), re.Pattern):
            calls[0] += 1

    sys.setprofile(profile)
    try:
        work()
    finally:
        sys.setprofile(None)
    return calls[0]


# --- the generator: the work is real -------------------------------------------------------


def test_every_generated_entry_lies_inside_an_anchor() -> None:
    """Read by an independent CommonMark parser: every top-level list item of the document
    (bar the history's one line) is under one of the anchors §1.1–§1.4."""
    text = generated(60_000)
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    section, inside, outside = "", 0, []
    for position, token in enumerate(tokens):
        if token.type == "heading_open" and token.tag == "h2":
            section = tokens[position + 1].content
        elif token.type == "list_item_open" and token.level == 1:
            if section in ANCHORS:
                inside += 1
            else:
                outside.append(section)
    assert inside > 200
    assert outside == ["3. 历史"]


def test_generated_names_are_distinct_and_many() -> None:
    entries = Entries(generated(400_000))
    names = [name for anchor in entries.by_anchor.values() for name, _, _ in anchor]
    assert len(names) > 1500
    assert len({n.casefold() for n in names}) == len(names)


def test_generated_briefings_continue_entries(default_map: SectionMap) -> None:
    """The bench's briefing updates entries by arXiv id, GitHub ref and lead name, and its
    contradictions attach to entries they name: matching does its real work."""
    text = generated(100_000)
    report = _apply(text, [briefing(text, 1, 1)], default_map)
    matched = [a.matched or "" for a in report.actions if a.action == "updated"]
    assert any(m.startswith("arxiv:") for m in matched)
    assert any(m.startswith("gh:") for m in matched)
    assert any(m.startswith("title names") for m in matched)
    assert any(a.action == "inserted" for a in report.actions)
    by_name = [n for n in report.contradictions if (n.matched or "").startswith("names ")]
    assert len(by_name) >= 3


def test_every_briefing_of_a_many_briefing_run_does_real_work(default_map: SectionMap) -> None:
    """As the bench's 100-briefing run makes them (one entry list, a day apart): each
    briefing still updates entries by arXiv id and GitHub ref, inserts new ones, and its
    contradictions attach to entries found by the names they mention; the increments that
    name an entry (every fourth from the second, in the generator) mostly update it by its
    name (not those naming a `修复` entry: a release is not the fix's entry); the seventh,
    an incident come back in other words, updates its §1.4 entry, often read as the same
    incident (a share of them also start with the entry's product name)."""
    text = generated(200_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(12)]
    report = _apply(text, briefs, default_map)
    for n in range(len(briefs)):
        mine = [a for a in report.actions if a.brief == f"b{n}.txt"]
        matched = [a.matched or "" for a in mine if a.action == "updated"]
        assert any(m.startswith("arxiv:") for m in matched), (n, matched)
        assert any(m.startswith("gh:") for m in matched), (n, matched)
        assert any(a.action == "inserted" for a in mine), n
        notes = [c for c in report.contradictions if c.brief == f"b{n}.txt"]
        assert sum((c.matched or "").startswith("names ") for c in notes) >= 2, (n, notes)
    by_name = [a for a in report.actions if int(a.id.rsplit("#", 1)[1]) % 4 == 2]
    named = [a for a in by_name if (a.matched or "").startswith("title names")]
    assert len(named) >= len(by_name) / 2, [(a.title, a.action) for a in by_name]
    incidents = [a for a in report.actions if a.id.endswith("#7")]  # (symptom in other words)
    assert all(a.action == "updated" and a.anchor == "§1.4" for a in incidents), incidents
    assert sum("same incident" in (a.matched or "") for a in incidents) >= len(incidents) / 3


# --- no step grows faster than the document --------------------------------------------------


def test_regex_compiles_do_not_grow_with_the_document(default_map: SectionMap) -> None:
    """Ten briefings against documents of about 650 and 2,600 entries: the patterns compiled
    stay about the same, never one per entry (a per-name pattern in a bounded cache turns
    into a compile per entry per look-up once the names outnumber the cache)."""
    counts = []
    for size in (150_000, 600_000):
        text = generated(size)
        briefs = [briefing(text, n, n) for n in range(10)]
        _clear_caches()
        re.purge()
        with counting_compiles() as compiled:
            _apply(text, briefs, default_map)
        counts.append(compiled[0])
    assert counts[1] <= counts[0] * 1.2 + 50, counts


def test_regex_compiles_do_not_grow_with_the_briefings(default_map: SectionMap) -> None:
    """One briefing and twelve against the same document: the eleven extra briefings compile
    fewer than one pattern each (the product-word readings once built a pattern from each
    title's words: ~17 compiles per briefing; `_leading` one per two-word product name looked
    up, about two a briefing: 26 → 54 here; now 23 → 24)."""
    text = generated(200_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(12)]
    _apply(text, briefs[:1], default_map)  # (what the document costs: the same for both)
    counts = []
    for count in (1, 12):
        re.purge()
        with counting_compiles() as compiled:
            _apply(text, briefs[:count], default_map)
        counts.append(compiled[0])
    assert counts[1] <= counts[0] + 11, counts


def test_an_index_row_s_paper_is_sought_in_each_title_worked_out_once(patch_evidence: Any) -> None:
    """Thirty rows of a briefing against its eight increments: each increment title's names
    are worked out once, not once per row (240 times), and every row's answer is what a
    `Mentions` of the paper alone finds in the titles."""
    from patcher.plan import evidence, index

    text = generated(60_000)
    titles = [line[2:].split("\n")[0] for line in text.splitlines() if line.startswith("- **")]
    increments = [(title, f"§1.{n % 4 + 1}") for n, title in enumerate(titles[:8])]
    papers = [title.split(" ")[0] for title in titles[:20]] + titles[40:50]
    runs = [0]
    real = evidence.mentions._runs

    def counted(words: list[str]) -> Any:
        runs[0] += 1
        return real(words)

    evidence.names_in.cache_clear()
    patch_evidence("_runs", lambda real: counted)
    got = [index._naming(paper, increments) for paper in papers]
    assert runs[0] == len({t for t, _ in increments}), runs
    patch_evidence("_runs", lambda counted: real)
    for paper, anchor in zip(papers, got, strict=True):
        alone = evidence.Mentions()
        alone.add(0, paper)
        anchors = {a for t, a in increments if alone.find(t)}
        assert anchor == (anchors.pop() if len(anchors) == 1 else None), paper
    assert sum(a is not None for a in got) >= 5, got


def test_an_increment_title_s_names_are_worked_out_once(default_map: SectionMap) -> None:
    """An increment's title is read for its names as it is decided and again as its update is
    written: the second reading is the first's (as many reused as updates written)."""
    from patcher.plan import evidence

    text = generated(60_000)
    brief = briefing(text, 0, 0)
    _clear_caches()
    report = _apply(text, [brief], default_map)
    updated = sum(a.action == "updated" for a in report.actions)
    assert updated >= 2 and evidence.names_of.cache_info().hits >= updated, report.actions


def test_a_name_s_candidate_entries_are_sought_once_while_none_comes_in(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Twelve briefings look the same names up again and again (a title's words, the
    contradictions' names): the entries that may go by a name are sought once until an entry
    is added, not at every look-up (about half the look-ups repeat one)."""
    from patcher.plan import evidence

    text = generated(200_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(12)]
    looked, sought = [0], [0]
    fetch, candidates = evidence.NameIndex._fetch, evidence.positions._Heads.candidates

    def counted_fetch(self: Any, *args: Any, **kwargs: Any) -> None:
        looked[0] += 1
        fetch(self, *args, **kwargs)

    def counted_candidates(self: Any, *args: Any) -> list[int]:
        sought[0] += 1
        return candidates(self, *args)

    monkeypatch.setattr(evidence.NameIndex, "_fetch", counted_fetch)
    monkeypatch.setattr(evidence.positions._Heads, "candidates", counted_candidates)
    _apply(text, briefs, default_map)
    assert looked[0] > 1000 and sought[0] < looked[0] * 0.6, (looked, sought)


def test_a_candidate_with_strong_evidence_is_not_asked_for_reasons_against(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """A candidate holding strong evidence (a key it shares, a correction) keeps it whatever
    `_against` would say, so it is not asked (~40% of the candidates of the bench's run); the
    plan of twelve briefings is the same as when every candidate is asked, as before."""
    from patcher.plan import evidence
    from patcher.plan.evidence.weights import POSSIBLE, STRONG, Evidence

    text = generated(200_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(12)]
    asked, strong_asked = [0], [0]
    against = evidence.NameIndex._against

    def counted_against(self: Any, inc: Any, position: int) -> Any:
        asked[0] += 1
        strong_asked[0] += any(e.weight >= STRONG for e in self._found_now[position])
        return against(self, inc, position)

    def every_candidate(self: Any, found: dict[int, list[Any]], inc: Any) -> None:
        self._found_now = found  # (the loop as it was: `_against` first, then the weights)
        for position, evidence_ in found.items():
            reason = self._against(inc, position)
            if reason is None or [e for e in evidence_ if e.weight >= STRONG]:
                continue
            total = min(POSSIBLE, sum(e.weight for e in evidence_))
            why = " + ".join(e.why for e in evidence_)
            evidence_[:] = [Evidence(total, f"{why}; but {reason}")]

    countered = evidence.NameIndex._countered

    def counted_countered(self: Any, found: dict[int, list[Any]], inc: Any) -> None:
        self._found_now = found
        countered(self, found, inc)

    monkeypatch.setattr(evidence.NameIndex, "_against", counted_against)
    monkeypatch.setattr(evidence.NameIndex, "_countered", counted_countered)
    now = repr(_apply(text, briefs, default_map))
    assert asked[0] > 30 and strong_asked[0] == 0, (asked, strong_asked)
    _clear_caches()
    monkeypatch.setattr(evidence.NameIndex, "_countered", every_candidate)
    assert repr(_apply(text, briefs, default_map)) == now
    assert strong_asked[0] > 10, strong_asked  # (the run asked of them, as before)


def test_a_title_s_product_entry_is_worked_out_once_per_decision(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """The entry a title's product word names is sought once per decision: the title's own
    reading (`_by_names`) and the product-word rule (`_by_product_word`) once each sought it,
    two look-ups per increment (the readings of an English lead or an abbreviation seek
    their own, a few)."""
    from patcher.plan import evidence

    text = generated(200_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(12)]
    decided, sought = [0], [0]
    decide, product_entry = evidence.NameIndex.decide, evidence.NameIndex._product_entry

    def counted_decide(self: Any, *args: Any, **kwargs: Any) -> Any:
        decided[0] += 1
        return decide(self, *args, **kwargs)

    def counted_product_entry(self: Any, *args: Any) -> Any:
        sought[0] += 1
        return product_entry(self, *args)

    monkeypatch.setattr(evidence.NameIndex, "decide", counted_decide)
    monkeypatch.setattr(evidence.NameIndex, "_product_entry", counted_product_entry)
    _apply(text, briefs, default_map)
    assert decided[0] > 50 and sought[0] < decided[0] * 1.2, (decided, sought)


def test_indexing_an_entry_runs_few_patterns(default_map: SectionMap) -> None:
    """Building the entry index (`Editor`) runs each reading's patterns only where a cheap
    test shows they can match (`tests/test_index_guards.py`): about 54 pattern calls an entry
    of the bench's document, 72 before the guards (issue 26)."""
    from patcher.document import sections
    from patcher.plan.editor import Editor

    text = api.decode(Source("d.md", generated(100_000).encode()))
    doc = sections.load(text, default_map, proposal=lambda anchor: "")
    entries = sum(len(s.entries) for s in doc.sections)
    _clear_caches()
    calls = count_pattern_calls(lambda: Editor(doc, default_map))
    assert entries > 300 and calls <= 56 * entries, (calls, entries)


def test_calls_grow_linearly_with_the_document(default_map: SectionMap) -> None:
    """The same ten briefings' work on a document four times longer: at most about four
    times the Python calls (linear), not sixteen."""
    calls, lines = [], []
    for size in (40_000, 160_000):
        text = generated(size)
        briefs = [briefing(text, n, n) for n in range(10)]
        _clear_caches()
        calls.append(count_calls(lambda t=text, b=briefs: _apply(t, b, default_map)))
        lines.append(text.count("\n"))
    assert calls[1] / calls[0] <= 1.3 * lines[1] / lines[0], (calls, lines)


def test_an_extra_briefing_costs_the_same_on_a_longer_document(
    default_map: SectionMap,
) -> None:
    """What nine more briefings add (in Python calls) is about the same on a document four
    times longer: a briefing's look-ups are indexed, not a pass over the entries each."""
    extra, lines = [], []
    for size in (40_000, 160_000):
        text = generated(size)
        briefs = [briefing(text, n, n) for n in range(10)]
        _clear_caches()
        one = count_calls(lambda t=text, b=briefs: _apply(t, b[:1], default_map))
        _clear_caches()
        ten = count_calls(lambda t=text, b=briefs: _apply(t, b, default_map))
        extra.append(ten - one)
        lines.append(text.count("\n"))
    assert extra[1] <= 2 * extra[0], (extra, lines)  # a pass per look-up: about 4x


def test_a_year_of_nights_costs_linear_work(default_map: SectionMap) -> None:
    """Nightly runs, each writing one large briefing into a document that grows to about
    three times its first size: a night's calls grow with the document, not faster."""
    text = generated(20_000)
    per_night, lines = [], []
    for night in range(8):
        brief = briefing(text, night, 700 + night, increments=24)
        _clear_caches()
        holder: list[Any] = []
        per_night.append(
            count_calls(lambda b=brief, t=text, h=holder: h.append(_apply(t, [b], default_map)))
        )
        lines.append(text.count("\n"))
        report = holder[0]
        assert report.changed
        text = report.new_text.render()
    growth = text.count("\n") / lines[0]
    assert growth > 2.5
    first, last = per_night[0], per_night[-1]
    assert last / first <= 1.3 * lines[-1] / lines[0], (per_night, lines)


def test_planned_lines_are_counted_once_per_step_not_per_look_up(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Where an old line lands in the new text is a binary search in one snapshot of the
    plan: the lines of each planned block are read a fixed number of times per run, with 5
    briefings as with 40 (summing every block's lines per look-up made it grow with the
    briefings: 77 reads a block with 5, 240 with 40)."""
    few, many = (_reads_per_block(count, default_map, monkeypatch) for count in (5, 40))
    assert many <= 1.3 * few, (few, many)


def _reads_per_block(count: int, smap: SectionMap, monkeypatch: Any) -> float:
    """Reads of a planned block's lines per block, applying `count` generated briefings."""
    from patcher.plan import model

    text = generated(150_000)
    entries = Entries(text)
    briefs = [briefing(text, n, n, entries=entries) for n in range(count)]
    blocks: list[Any] = []
    reads = [0]
    real_add, real_lines = model.Plan.add, model.Block.lines

    def add(plan: Any, *args: Any, **kwargs: Any) -> Any:
        blocks.append(real_add(plan, *args, **kwargs))
        return blocks[-1]

    def lines(block: Any) -> Any:
        reads[0] += 1
        return real_lines.fget(block)  # type: ignore[attr-defined]

    with monkeypatch.context() as patch:
        patch.setattr(model.Plan, "add", add)
        patch.setattr(model.Block, "lines", property(lines))
        _apply(text, briefs, smap)
    return reads[0] / len(blocks)


def test_contradiction_look_ups_do_not_scan_the_entries(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """A contradiction item finds the entry it names or shares a key with through the
    entry index's dictionaries: the entries are listed a fixed number of times per run,
    not once per item, and a briefing's own titles are indexed once for all its items."""
    from patcher.plan import entries, evidence

    text = generated(150_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(10)]
    listed = [0]
    indexed = [0]
    real_live, real_all = entries.EntryIndex.live, entries.EntryIndex.all
    real_add = evidence.Mentions.add

    def live(index: Any) -> Any:
        listed[0] += 1
        return real_live(index)

    def every(index: Any) -> Any:
        listed[0] += 1
        return real_all(index)

    def add(mentions: Any, position: int, title: str) -> None:
        indexed[0] += 1
        real_add(mentions, position, title)

    _clear_caches()
    monkeypatch.setattr(entries.EntryIndex, "live", live)
    monkeypatch.setattr(entries.EntryIndex, "all", every)
    monkeypatch.setattr(evidence.Mentions, "add", add)
    report = _apply(text, briefs, default_map)
    assert len(report.contradictions) >= 50
    assert listed[0] <= 2, listed  # once for the arXiv index, whatever the items
    read = sum(len(v) for v in known.by_anchor.values())  # entries of the document
    planned = sum(a.action == "inserted" for a in report.actions)
    titles = sum(len(b.increments) for b in report.briefs)
    assert indexed[0] <= read + planned + titles + 50, (indexed, read, planned, titles)


def test_a_briefing_s_increments_are_read_once_for_all_its_items(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Each contradiction item looks for the increment of its briefing it concerns, comparing
    each increment's title bigrams (squashed text, figures) with its own: those of an
    increment are worked out once, not again for every item (items x increments before: 1,444
    bigram cuts here, 884 after; 949 since the generator's incident entries, about four an
    item, not eight)."""
    from patcher.plan import contradictions

    text = generated(150_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(10)]
    cut = [0]
    real_bigrams = contradictions.bigrams

    def counted_bigrams(text: str) -> set[str]:
        cut[0] += 1
        return real_bigrams(text)

    _clear_caches()
    monkeypatch.setattr(contradictions, "bigrams", counted_bigrams)
    report = _apply(text, briefs, default_map)
    increments = sum(len(b.increments) for b in report.briefs)
    items = sum(len(b.contradictions) for b in report.briefs)
    names = sum(len(v) for v in known.by_anchor.values())  # cut once for the run's name index
    planned = sum(a.action == "inserted" for a in report.actions)
    assert items >= 40 and increments >= 60, (items, increments)
    assert cut[0] <= names + planned + increments + 5 * items, (cut, names, increments, items)


def test_entry_names_are_cut_into_bigrams_once_per_run(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """An item naming an entry in passing asks which entry's name its Chinese words are:
    the names' character bigrams are indexed once per run (bigram → entries), not cut again
    for every entry at every such look-up (6,076 cuts here before, 550,000 with 100
    briefings at 1 MB)."""
    from patcher.plan import contradictions

    text = generated(150_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(10)]
    cut = [0]
    real = contradictions.bigrams

    def counted(words: str) -> set[str]:
        cut[0] += 1
        return real(words)

    _clear_caches()
    monkeypatch.setattr(contradictions, "bigrams", counted)
    report = _apply(text, briefs, default_map)
    assert len(report.contradictions) >= 40
    read = sum(len(v) for v in known.by_anchor.values())
    planned = sum(a.action == "inserted" for a in report.actions)
    items = len(report.contradictions)
    # each item also cuts its own briefing's titles (8 here) and its own words a few times
    assert cut[0] <= read + planned + 20 * items, (cut, read, planned, items)


def test_an_apply_runs_no_full_garbage_collection(default_map: SectionMap) -> None:
    """Reading and planning hold the cyclic collector back (what was alive before is frozen,
    the young generation collects rarely): a handful of young collections and no full one
    during an apply, and the collector's settings are as they were afterwards."""
    import gc

    text = generated(300_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(5)]
    before = gc.get_threshold()
    collections: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(seen)
    try:
        report = _apply(text, briefs, default_map)
    finally:
        gc.callbacks.remove(seen)
    assert report.changed
    assert len(collections) <= 12 and 2 not in collections, collections  # 84 before
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0


# --- start-up: pay only for what the command uses ----------------------------------------------


def _modules_after(args: list[str], cache: Path) -> tuple[str, list[str]]:
    """What a `patcher` process printed and the modules it imported, with a map cache in
    `cache` as a user's runs have (the tests' own processes run without one)."""
    code = (
        "import sys\nfrom patcher.cli import main\n"
        f"sys.argv = ['patcher', *{args!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(repr(sorted(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "LIVEDOC_PATCHER_CACHE": str(cache)},
    ).stdout
    *printed, modules = out.strip().split("\n")
    return "\n".join(printed), ast.literal_eval(modules)


def test_check_imports_only_what_checking_needs(tmp_path: Path) -> None:
    args = ["check", str(EXAMPLES / "inference.md"), "--map", str(ROOT / "section_map.yaml")]
    _modules_after(args, tmp_path)  # fills the map cache
    _, modules = _modules_after(args, tmp_path)
    heavy = {"mistletoe", "git", "unidiff", "ruamel", "json", "hashlib", "tempfile", "socket"}
    assert heavy.isdisjoint(m.split(".")[0] for m in modules)
    assert not [m for m in modules if m.startswith(("patcher.briefing", "patcher.plan"))]
    assert not [m for m in modules if m.startswith("patcher.output")]


def test_apply_imports_only_what_applying_needs(tmp_path: Path) -> None:
    """Without --write, --branch, --pr-body or --json: no writer (nor its lock, temp files,
    JSON), no linter, no git (neither GitPython nor the patcher's git module and the
    subprocess module it needs), no unidiff, no YAML library (the map comes from the cache)."""
    brief = str(EXAMPLES / "briefs" / "2026-09-23-plain.txt")
    doc = str(EXAMPLES / "inference.md")
    _modules_after(["apply", brief, "--doc", doc], tmp_path)  # fills the map cache
    printed, modules = _modules_after(["apply", brief, "--doc", doc], tmp_path)
    assert "\n+++ b/" in printed  # it did apply
    heavy = {"git", "unidiff", "ruamel", "mistletoe", "json", "tempfile", "socket", "subprocess"}
    assert heavy.isdisjoint(m.split(".")[0] for m in modules)
    unneeded = {"patcher.output.write", "patcher.lint.check", "patcher.vcs.git"}
    assert unneeded.isdisjoint(modules)


def _compiled_by_apply(cache: Path) -> tuple[str, int]:
    """What a `patcher apply` process printed, and how many patterns `re` compiled in it,
    with the cache directory `cache` (see `_modules_after`)."""
    brief = str(EXAMPLES / "briefs" / "2026-09-23-plain.txt")
    args = ["apply", brief, "--doc", str(EXAMPLES / "inference.md")]
    code = (
        "import re, sys\nreal = re._compiler.compile; seen = [0]\n"
        "def counted(*a, **k):\n    seen[0] += 1; return real(*a, **k)\n"
        "re._compiler.compile = counted\nfrom patcher.cli import main\n"
        f"sys.argv = ['patcher', *{args!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(seen[0])\n"
    )
    env = {**os.environ, "LIVEDOC_PATCHER_CACHE": str(cache)}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    ).stdout
    *printed, count = out.strip().split("\n")
    return "\n".join(printed), int(count)


def test_an_apply_compiles_again_only_what_no_earlier_run_kept(tmp_path: Path) -> None:
    """The patterns a run compiles through `text/lazy.py` are kept in the cache directory:
    the next run builds them from their code (measured at 1 MB with real briefing 004: 442
    patterns compiled, 75–89 ms, then 127, 19 ms); its output is the same."""
    printed, first = _compiled_by_apply(tmp_path)
    again, second = _compiled_by_apply(tmp_path)
    assert "\n+++ b/" in printed and again == printed
    assert second <= first * 0.5, (first, second)
    _, off = _compiled_by_apply(Path("off"))
    assert off >= first * 0.9, (first, off)  # (without a cache: all compiled again)


def test_benchmark_runs(tmp_path: Path) -> None:
    """A smoke run of the benchmark (tiny sizes, one round): every figure is computed."""
    out = tmp_path / "results.json"
    args = ["--sizes", "0.02,0.03,0.04", "--briefs", "4", "--few", "2", "--nights", "3"]
    args += ["--nights-start", "0.02", "--out", str(out)]
    subprocess.run(
        [sys.executable, str(ROOT / "bench" / "run.py"), "--quick", *args],
        check=True,
        capture_output=True,
    )
    record = json.loads(out.read_text(encoding="utf-8"))
    assert set(record["ratios"]) == set(record["targets"])
    real = record["real briefings"]
    expected = set(record["ratios"])
    if not real:  # without the shared briefings there is no real-briefing figure
        expected = {k for k in expected if "real" not in k}
    assert {k for k, v in record["ratios"].items() if v and v > 0} == expected
    assert record["results"]["0.02 MB check --staged"]["peak_rss"] > 0
    assert len(record["nights"]["seconds"]) == 3
    assert record["phases"]["plan"]["median"] > 0
    assert record["phases"]["index entries"]["median"] > 0  # (`Editor.__init__`: its own phase)
    # the bench briefing's apply did the work the figures stand for: updates by each key,
    # new entries, notes on the entries they name
    assert all(record["work"]["0.02 MB apply"].values()), record["work"]
    assert "0.02 MB apply 4" in record["work"]


def test_the_independent_check_reads_as_markdown_it_does(monkeypatch: Any) -> None:
    """The check's reader reads blocks only (the inline parse was most of the cost of the
    windows and of a long table): every node it compares equals a stock markdown-it
    reading's, and a paragraph's raw text renders (`shown`, with the references read) as
    stock markdown-it renders the whole text."""
    from patcher.output import independent

    text = (
        "# T *x*\n\n| a | `b` |\n|---|---|\n| **c** | [d](e) |\n| f \\| g | <i>h</i> |\n\n"
        "para *em* and [ref]\n\n[ref]: /u\n\n- item `code` **bold**\n  | x |\n  |---|\n  | *y* |\n"
    )
    lines = text.split("\n")[:-1]
    fast = independent.read(lines, 3)
    stock = MarkdownIt("commonmark", {"maxNesting": independent.MAX_NESTING}).enable("table")
    monkeypatch.setattr(independent, "_parser", lambda: stock)
    full = independent.read(lines, 3)
    assert fast == full
    references = next(n.inline for n in full if n.type == independent.REFERENCES)
    paragraph = next(n.inline for n in full if n.inline.startswith("para"))
    rendered = independent.shown(paragraph, references)
    assert rendered == 'para <em>em</em> and <a href="/u">ref</a>'
    assert f"<p>{rendered}</p>" in stock.render(text)
    assert sum(n.type == "tr_open" for n in full) == 5


def test_the_independent_check_reads_every_edit_of_a_many_briefing_run_once(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Many briefings make one plan and one new text, checked once: the windows markdown-it
    reads are disjoint (none read twice), and together they hold every line the run inserts
    or replaces, old and new side; were one left out, the coverage below would name it."""
    from patcher.output import independent

    text = generated(150_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(8)]
    checks: list[tuple[Any, Any]] = []
    read: list[tuple[tuple[int, int], tuple[int, int]]] = []
    check, readings = independent.check, independent._readings

    def recorded_check(doc: Any, new: Any, plan: Any) -> None:
        checks.append((doc, plan))
        check(doc, new, plan)

    def recorded_readings(texts: Any, shift: Any, windows: Any) -> Any:
        read.append(windows)
        return readings(texts, shift, windows)

    monkeypatch.setattr(independent, "check", recorded_check)
    monkeypatch.setattr(independent, "_readings", recorded_readings)
    report = _apply(text, briefs, default_map)
    assert len(checks) == 1 and sum(a.action == "inserted" for a in report.actions) >= 8
    doc, plan = checks[0]
    shift = independent.Shift(plan, len(doc.text.lines))
    olds = sorted(old for old, _ in read)
    assert all(a[1] <= b[0] for a, b in itertools.pairwise(olds)), olds  # each read once

    def missed(windows: list[tuple[tuple[int, int], tuple[int, int]]]) -> list[int]:
        """New lines inserted or replaced that no window read (old side and new side)."""
        size = len(doc.text.lines) + sum(len(b.lines) for b in plan.blocks)
        edited = [i for i in range(size) if shift.old(i) is None]
        edited += [shift.new(r) for r in plan.replacements]
        old_read = [
            r for r in plan.replacements if not any(lo <= r < hi for (lo, hi), _ in windows)
        ]
        return old_read + [i for i in edited if not any(lo <= i < hi for _, (lo, hi) in windows)]

    assert len(plan.blocks) >= 20 and not missed(read)
    assert missed(read[:-1]) and missed(read[1:])  # (the coverage sees a window left out)


def test_the_block_reader_never_visits_inline_nodes(monkeypatch: Any) -> None:
    """cmark-gfm's tree is walked block by block: a document's outline (which holds its
    lists' items too) asks for the type of each block at most, never of the text, emphasis,
    code spans and links inside paragraphs, table cells and headings (they outnumber the
    blocks many times over in a real document)."""
    from patcher.document import blocks
    from patcher.document.blocks import Kind

    inline = " ".join(f"*a{n}* `c{n}` [l](https://x.org/{n})" for n in range(30))
    rows = "".join(f"| {inline} |\n" for _ in range(20))
    part = f"# T\n\n{inline}\n\n- {inline}\n  - {inline}\n\n  {inline}\n\n| a |\n|---|\n{rows}"
    lines = ("\n".join([part] * 10)).split("\n")
    every_block = [b for top in blocks.parse(lines).blocks for b in (top, *top.descendants())]
    table_rows = [b for b in every_block if b.kind in (Kind.TABLE_HEADER, Kind.TABLE_ROW)]
    nodes = blocks._nodes()
    asked = [0]
    real = nodes.type

    def counted(node: int) -> int:
        asked[0] += 1
        return real(node)

    monkeypatch.setattr(nodes, "type", counted)
    tree = blocks.parse(lines, deep=False)
    assert len(tree.items.starts) == 10
    # at most a type asked per block, a table's rows not even that (they hold inline text
    # only); the inline nodes are about 90 a line
    assert 0 < asked[0] <= len(every_block) - len(table_rows) == 100, asked[0]


def test_a_long_fence_of_hash_lines_is_read_in_linear_work(parse_stats: dict[str, int]) -> None:
    """A long text is read a piece at a time, a piece ending before a `#` line that is a
    heading; `#` comments inside one long fence are no headings: each failed try waits
    twice as far for the next, so the lines read stay a few times the text's, not its
    square (a try at every `#` line read ~2,000,000 lines here)."""
    from unittest.mock import patch

    from patcher.document import blocks

    lines = ("# T", "", "```sh", *(f"# step {n}" for n in range(2000)), "```", "", "# U", "x")
    with patch.object(blocks, "PIECE", 10):
        tree = blocks.outline(lines)
    assert [b.start for b in tree.blocks if b.kind is blocks.Kind.HEADING] == [0, 2005]
    assert parse_stats["lines"] <= 6 * len(lines), parse_stats


def _index_reads(
    monkeypatch: Any, head: str, staged: str, smap: SectionMap
) -> tuple[int, set[str]]:
    """How many times `check --staged`'s work reads an index table (HEAD against staged),
    and the codes it finds."""
    from patcher.lint import check, guard

    reads = [0]
    real = check.locate_index

    def counted(*args: Any, **kwargs: Any) -> Any:
        reads[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(check, "locate_index", counted)
    found = guard.check_staged_text("d.md", "d.md", staged.encode(), head.encode(), smap)
    return reads[0], {f.code for f in found}


def test_check_staged_reads_the_index_table_once_per_version(
    monkeypatch: Any, default_map: SectionMap
) -> None:
    """Each version's index rows are read once and shared by PD012, PD013 and PD014 (it was
    five readings); HEAD's are not read again when its index section is unchanged."""
    head = generated(200_000)
    at = head.index("\n- **", len(head) // 3)
    staged = head[:at] + "\n- **新条目** ⭐⭐⭐（2027-01-01）：人工补充。" + head[at:]
    assert _index_reads(monkeypatch, head, staged, default_map) == (1, set())  # rows moved
    row = next(line for line in head.split("\n") if line.startswith("| 2") and "§1." in line)
    edited = staged.replace(row, row.replace("§1.", "§9."), 1)
    assert _index_reads(monkeypatch, head, edited, default_map) == (2, {"PD012"})


def test_the_independent_check_reads_a_long_index_in_part(
    monkeypatch: Any, default_map: SectionMap
) -> None:
    """An apply that adds and updates index rows reads the arXiv index around its edits
    only: no markdown-it reading takes more than a few dozen lines (the table has 300+
    rows; the refusals a cut reading keeps are tests/test_table_rows.py's)."""
    from patcher.output import independent

    text = generated(250_000)
    rows = sum(1 for line in text.split("\n") if line.startswith("| 2"))
    assert rows > 300
    taken: list[int] = []
    real = independent.read

    def counted(lines: Any, offset: int) -> Any:
        taken.append(len(lines))
        return real(lines, offset)

    monkeypatch.setattr(independent, "read", counted)
    report = _apply(text, [briefing(text, 1, 1)], default_map)
    assert report.index and taken
    assert max(taken) < 100


def test_the_cycle_collector_is_paused_while_the_document_and_its_index_are_built(
    monkeypatch: Any, default_map: SectionMap
) -> None:
    """Reading the anchors and building the entry index make ~10^5 objects that live to the
    end of the run: the cycle collector would traverse them again and again (1.5 of 7 CPU
    seconds of the index at 20 MB). It is off while they are built, and on again after."""
    import gc

    from patcher.document import sections
    from patcher.plan import editor

    seen: list[bool] = []
    real_load, real_editor = sections.load, editor.Editor

    def load(*args: Any, **kwargs: Any) -> Any:
        seen.append(gc.isenabled())
        return real_load(*args, **kwargs)

    class Editor(real_editor):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            seen.append(gc.isenabled())

    monkeypatch.setattr(sections, "load", load)
    monkeypatch.setattr(editor, "Editor", Editor)
    text = generated(40_000)
    assert gc.isenabled()
    _apply(text, [briefing(text, 0, 0)], default_map)
    assert seen == [False, False]
    assert gc.isenabled()


def test_memory_freed_while_indexing_goes_back_before_planning(
    monkeypatch: Any, default_map: SectionMap
) -> None:
    """Building the entries and their index frees ~25 MB of C allocations at 20 MB (lists,
    dicts and strings outgrown): an apply hands them back to the system once, after the
    index is built and before planning adds to the process's peak."""
    from patcher.document import blocks
    from patcher.plan import editor, merge

    events: list[str] = []
    real_editor, real_plan, real_give_back = editor.Editor, merge.plan, blocks.give_back

    class Editor(real_editor):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            events.append("index built")

    def plan(*args: Any, **kwargs: Any) -> Any:
        events.append("plan")
        return real_plan(*args, **kwargs)

    def give_back() -> None:
        events.append("give back")
        real_give_back()

    monkeypatch.setattr(editor, "Editor", Editor)
    monkeypatch.setattr(merge, "plan", plan)
    monkeypatch.setattr(blocks, "give_back", give_back)
    text = generated(40_000)
    _apply(text, [briefing(text, 0, 0)], default_map)
    assert events == ["index built", "give back", "plan"]


def test_an_entry_s_lead_is_read_once_as_it_is_indexed(patch_evidence: Any) -> None:
    """An entry's names are read at most once (`names_of`), when a look-up first needs them
    (here: all, by listing a map), and its subject's abbreviation variants at most twice
    (filed when added, read again with the names; they were worked out twice per lead
    before, for the name index and the mention index)."""
    from patcher.plan import evidence

    leads = sorted({line[2:] for line in generated(150_000).split("\n") if line[:2] == "- "})
    assert len(leads) >= 100
    read, cut = [0], [0]
    real_names, real_variants = (
        evidence.names_of,
        evidence.spelling._abbreviation_variants.__wrapped__,
    )

    def names(text: str) -> evidence.Names:
        read[0] += 1
        return real_names(text)

    def variants(name: str) -> tuple[str, ...]:
        cut[0] += 1
        return real_variants(name)

    _clear_caches()
    patch_evidence("names_of", lambda real: names)
    patch_evidence("_abbreviation_variants", lambda real: functools.lru_cache(64)(variants))
    index = evidence.NameIndex()
    for lead in leads:
        index.add(lead, "1.1", ())
    assert read[0] == 0
    assert list(index.by_form)  # every entry's names in
    assert read[0] == len(leads)
    assert cut[0] <= 2 * len({evidence.subject(lead) for lead in leads})


def test_the_name_index_caches_are_bounded() -> None:
    """The normalisations memoised for the entry index keep a bounded number of strings:
    a long-lived process (nightly runs) does not grow with every document it reads."""
    from patcher.plan import evidence

    for cached in (
        evidence.form,
        evidence.spaced,
        evidence.subject,
        evidence.spelling._abbreviation_variants,
    ):
        assert cached.cache_info().maxsize is not None, cached
    # what they hold is part of the peak of a large apply: at 20 MB `form` and `spaced` with
    # 16,384 each took ~7 MB of it, and hit as often with 4,096 and 1,024 (names recur in a row)
    assert evidence.form.cache_info().maxsize <= 1 << 12
    assert evidence.spaced.cache_info().maxsize <= 1 << 10


def test_the_entry_index_is_freed_once_planning_is_done(
    monkeypatch: Any, default_map: SectionMap
) -> None:
    """The entry index (targets, names, filed forms: ~40% of a large document's run) is let
    go before the new text is made and checked, by reference counts alone: nothing keeps it
    (its own cycles are broken), so no run of the cyclic collector is needed."""
    import gc
    import weakref

    from patcher.plan import merge

    held: list[weakref.ref[Any]] = []
    real_plan = merge.plan

    def plan(briefs: Any, smap: Any, editor: Any, *args: Any) -> Any:
        held.extend([weakref.ref(editor), weakref.ref(editor.index.names)])
        return real_plan(briefs, smap, editor, *args)

    monkeypatch.setattr(merge, "plan", plan)
    text = generated(40_000)
    was = gc.isenabled()
    gc.disable()
    try:
        report = _apply(text, [briefing(text, 0, 0)], default_map)
        assert report.changed and len(held) == 2
        assert [ref() for ref in held] == [None, None]
    finally:
        if was:
            gc.enable()


def test_a_lead_s_links_spellings_and_issues_are_read_only_for_candidates(
    default_map: SectionMap, monkeypatch: Any, patch_evidence: Any
) -> None:
    """Filing the document's entries in the name index reads none of their leads' linked
    repositories, spelled-out abbreviations or cited issues (`contrary.repos_of`,
    `contrary.expansions`, `cites_issue`): a decision reads them for its few candidates, so a
    run reads far fewer than one per entry (filing ~4,300 entries' at 1 MB cost ~0.02 s of
    CPU a run)."""
    from patcher.plan import contrary, evidence

    text = generated(200_000)
    brief = briefing(text, 0, 0)
    read = {"repos_of": 0, "expansions": 0, "cites_issue": 0, "add": 0}

    def counting(module: Any, name: str) -> None:
        real = getattr(module, name)

        def counted(*args: Any, **kwargs: Any) -> Any:
            read[name] += 1
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, counted)

    def counted_issue(real: Any, *args: Any, **kwargs: Any) -> Any:
        read["cites_issue"] += 1
        return real(*args, **kwargs)

    counting(contrary, "repos_of")
    counting(contrary, "expansions")
    patch_evidence(
        "cites_issue", lambda real: lambda *args, **kwargs: counted_issue(real, *args, **kwargs)
    )
    counting(evidence.NameIndex, "add")
    report = _apply(text, [brief], default_map)
    entries = read.pop("add")
    assert entries > 500 and any(a.action == "updated" for a in report.actions), entries
    assert all(n < entries / 10 for n in read.values()), (read, entries)


def test_filing_a_lead_without_brackets_runs_no_bracket_pattern(patch_evidence: Any) -> None:
    """The abbreviation patterns that need a bracket (`_ABBR_AFTER`, `_ABBR_FIRST`,
    `_NAME_BRACKET`) are not run on a lead or name that has none (most of a document's):
    about a third of the time filing an entry took."""
    from patcher.plan import evidence

    runs = [0]

    class Counted:
        def __init__(self, pattern: re.Pattern[str]) -> None:
            self.pattern = pattern

        def __getattr__(self, name: str) -> Any:
            runs[0] += 1
            return getattr(self.pattern, name)

    for name in ("_ABBR_AFTER", "_ABBR_FIRST", "_NAME_BRACKET"):
        patch_evidence(name, Counted)
    _clear_caches()
    index = evidence.NameIndex()
    leads = [f"**Quillserve{n} Router** — 卸载压缩调度，与 LMCache 对比" for n in range(50)]
    for lead in leads:
        index.add(lead, "§1.1", ())
    assert runs[0] == 0, runs
    index.add("**Token Budget Governor（TBG）** — 限流", "§1.1", ())
    assert runs[0] > 0  # (a lead with a bracket is read by them)
    assert index.decide("Quillserve7 Router 2.0 发布", "", (), "§1.1").chosen == 7


def test_filing_a_lead_runs_the_other_name_patterns_only_when_they_may_match(
    patch_evidence: Any,
) -> None:
    """The patterns of an entry's other names that need a `/` (a repository's path, a name in
    two languages), a rival word, a Chinese first character or four capitalised words are
    not run on a name without one (most of a document's): each one a pattern compiled and
    run for every entry filed before."""
    from patcher.plan import evidence

    runs: dict[str, int] = {}

    class Counted:
        def __init__(self, name: str, pattern: re.Pattern[str]) -> None:
            self.name, self.pattern = name, pattern

        def __getattr__(self, attribute: str) -> Any:
            runs[self.name] = runs.get(self.name, 0) + 1
            return getattr(self.pattern, attribute)

    names = ("_REPO_PATH", "_RIVAL_SUBJECT", "_CHINESE_THEN_PROPER", "_LANGUAGE_PARTS", "_PARTS")
    for name in (*names, "_CAPITALISED_NAME"):
        patch_evidence(name, functools.partial(Counted, name))
    _clear_caches()
    index = evidence.NameIndex()
    for n in range(50):
        index.add(f"**Quillserve{n} Router** — 卸载压缩调度，与 LMCache 对比", "§1.1", ())
    assert runs == {}, runs
    index.add("Halyard 竞品 Marlin Router 开源", "§1.1", ())
    index.add("Sablewing / 黑羽引擎 — 推理引擎", "§1.1", ())
    index.add("船首引擎 Bowsprit — 推理网关", "§1.1", ())
    index.add("Zephyr Prefix-Aware Scheduler — 调度", "§1.1", ())
    assert set(runs) == {*names, "_CAPITALISED_NAME"}, runs  # (each read by its pattern)
    assert index.decide("Marlin Router 1.2 发布", "", (), "§1.1").chosen == 50
    assert index.decide("Bowsprit 2.0 发布", "", (), "§1.1").chosen == 52


def test_the_check_before_writing_builds_each_block_s_lines_about_once(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Verifying counts every planned block's lines for each section checked and for the
    independent check's shift: those counts add the segments' sizes (`Block.size`), the
    lines themselves are built where they are read (a block's own scan, a row's cells): at
    most about once a block, not once per section and per look-up (8 a block before)."""
    from patcher.output import verify
    from patcher.plan import model

    text = generated(200_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(12)]
    built, blocks = [0], [0]
    real_lines, real_verify = model.Block.lines, verify.verify

    def lines(block: model.Block) -> list[str]:
        built[0] += 1
        return real_lines.fget(block)  # type: ignore[attr-defined,no-any-return]

    def counted(doc: Any, new: Any, plan: model.Plan, smap: SectionMap) -> None:
        blocks[0] = len(plan.blocks)
        monkeypatch.setattr(model.Block, "lines", property(lines))
        try:
            real_verify(doc, new, plan, smap)
        finally:
            monkeypatch.setattr(model.Block, "lines", real_lines)

    monkeypatch.setattr(verify, "verify", counted)
    for block_size in (0, 1, 3):  # what `size` counts is what `lines` holds
        block = model.Block(0, 0, "entry", [[("x", "i")] * block_size, [("y", "i")]], True)
        assert block.size == len(block.lines)
    _apply(text, briefs, default_map)
    assert blocks[0] > 50 and built[0] <= 1.2 * blocks[0], (built, blocks)


def test_a_to_verify_note_reads_the_section_s_earlier_notes_once_per_run(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """An item no entry takes goes to the 待核实 section unless a note there already says
    it: the notes' lines are compared through a set kept up to date, each line's core worked
    out once per run, not again for every later item (items x notes: 5,252 comparisons for
    99 items with 100 briefings at 1 MB before; here 2,679 cores worked out before, 1,198
    after)."""
    from patcher.plan import contradictions

    text = generated(150_000)
    known = Entries(text)
    briefs = [briefing(text, n, n, entries=known) for n in range(40)]
    cores = [0]
    real = contradictions.note_core

    def counted(line: str, head: Any) -> str:
        cores[0] += 1
        return real(line, head)

    _clear_caches()
    monkeypatch.setattr(contradictions, "note_core", counted)
    report = _apply(text, briefs, default_map)
    anchor = default_map.contradictions
    noted = [a for a in report.contradictions if a.action == "attached" and a.attached_to == anchor]
    items = len(report.contradictions)
    assert len(noted) >= 30, (len(noted), items)
    # each item works out its own core a few times; each line of a note is read once
    assert cores[0] <= 6 * items + 4 * len(noted), (cores, items, len(noted))


def _answered(names: list[str]) -> list[str]:
    """The names the resolutions of `test_a_resolution_reads_the_pending_notes_once_per_run`
    give, in order (the even items of each of the three nights)."""
    return [f"{names[n]}{k}" for k in range(3) for n in range(0, 20, 2)]


def test_a_resolution_reads_the_pending_notes_once_per_run(monkeypatch: Any) -> None:
    """A resolution (已核实) no increment or entry takes answers a note of the 待核实 section:
    the notes' names, words and first words are indexed as the section grows, each note
    read once per run, not once per resolution (items x notes: 2,295 word readings for 30
    resolutions among 90 notes before, 149 after)."""
    from patcher.config.maps import find_map, load_map
    from patcher.plan import contradictions

    smap = load_map(find_map(None, Path("/nonexistent")))
    names = [f"Zor{c}blat" for c in "bcdfghjklmnpqrstvwxz"]
    circled = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"

    def brief(date: str, items: list[str], title: str) -> str:
        return (
            f"inference · E1 预消化简报({date})\n二、增量条目\n增量 1：{title}（⭐⭐⭐）\n"
            "来源：inbox/x.md\n要点：- a - b\n可信度：高\n建议归入章节：§1.1 框架格局\n"
            "三、值得警惕的矛盾或待核实说法\n" + "".join(items)
        )

    def ask(n: int, name: str, k: int) -> str:
        return (
            f"矛盾/待核实 {circled[n]}：{name} 芯片 功耗 数字 第{k}批 存疑（低风险）\n"
            f'建议：标注"{name} 功耗 数字 待核实"\n'
        )

    def answer(n: int, name: str, k: int) -> str:
        return (
            f"矛盾/待核实 {circled[n]}：已核实：{name} 芯片 功耗 数字 第{k}批 为 350 W\n"
            f"建议：{name} 功耗为 350 W（厂商白皮书）\n"
        )

    doc = "# N\n\n## §1.1 框架格局\n\n- **Alpha** — 一\n\n" + "".join(
        f"## {h}\n\n" for h in ("§1.2 推理调度", "§1.3 KV Cache", "§1.4 可靠性", "待核实")
    )
    asked = [
        brief(f"2026-10-0{k + 1}", [ask(n, f"{names[n]}{k}", k) for n in range(20)], "Omicron")
        for k in range(3)
    ]
    doc = _apply(doc, asked, smap).new_text.render()
    assert doc.count("⚠️ 待核实") == 60
    answers = [  # a resolution, then a new note, in turn: the section grows as they come
        brief(
            f"2026-10-1{k}",
            [
                answer(n, f"{names[n]}{k}", k) if n % 2 == 0 else ask(n, names[n], k)
                for n in range(20)
            ],
            f"Sigma{k} 引擎发布",
        )
        for k in range(3)
    ]
    read = [0]
    real = contradictions._words_of

    def counted(text: str) -> frozenset[str]:
        read[0] += 1
        return real(text)

    monkeypatch.setattr(contradictions, "_words_of", counted)
    report = _apply(doc, answers, smap)
    actions = [(n.action, n.matched) for n in report.contradictions]
    resolved = [m for a, m in actions if a == "resolved"]  # (by the name the note leads with)
    assert len(resolved) == 30 and len(actions) == 60, actions
    pairs = zip(resolved, _answered(names), strict=True)
    assert all(m in ("words", f'names "{n}"') for m, n in pairs), resolved
    assert read[0] <= 2 * (90 + 60), read  # notes once each, each item a few of its own


def test_an_incident_come_back_reads_only_the_leads_naming_its_product(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """The bench briefing's incident come back (`Foo Serve streaming hang 再现（o/r#N）`) shares
    a symptom with hundreds of the document's incident entries; only the few whose lead
    holds its product's words are described (`incidents.Kept.may_name`: 3,030 leads at
    20 MB before, 2 after, and ~7 MB less peak memory), and it still updates its entry."""
    from patcher.plan import incidents

    text = generated(600_000)
    read = [0]
    real = incidents.Kept.read

    def counted(self: incidents.Kept, position: int) -> Any:
        read[0] += position not in self._read
        return real(self, position)

    monkeypatch.setattr(incidents.Kept, "read", counted)
    report = _apply(text, [briefing(text, 0, 0)], default_map)
    come_back = [a for a in report.actions if a.id.endswith("#7")]
    assert [a.action for a in come_back] == ["updated"], come_back
    assert read[0] <= 4, read


def test_incident_entries_are_filed_once_in_shared_sets_and_no_glossary_cache(
    default_map: SectionMap,
) -> None:
    """Filing the incident entries reads each one's name once: not through the glossary's
    caches, which thousands of names asked about once filled to their bounds (4,096 and
    1,024 texts, ~2.5 MB at 20 MB), and the symptoms of the entries are a few shared sets,
    not one of ~200 bytes an entry (~1.7 MB of 8,546 at 20 MB; issue 26, wip/perf10)."""
    from patcher.document import sections
    from patcher.plan.editor import Editor
    from patcher.text import glossary

    text = api.decode(Source("d.md", generated(600_000).encode()))
    doc = sections.load(text, default_map, proposal=lambda anchor: None)
    names = Editor(doc, default_map).index.names
    _clear_caches()
    kept = names.kept_incidents()
    said = list(kept.names.values())
    assert len(said) > 100
    assert glossary._found.cache_info().currsize == glossary._fold.cache_info().currsize == 0
    assert len({id(s) for s in said}) == len(set(said)) < 20


def test_a_run_reads_only_the_kept_pattern_codes_it_compiles(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """The codes of the patterns earlier runs compiled are kept one marshal record each and
    read into objects only for the patterns a run compiles (a run compiles ~300 of the ~750
    a machine's runs keep: all of them read held ~2.2 MB through the run)."""
    import marshal

    from patcher.text import lazy

    monkeypatch.setenv("LIVEDOC_PATCHER_CACHE", str(tmp_path))
    patterns = [rf"x{n}\d+" for n in range(40)]
    first = lazy._Kept()
    for pattern in patterns:
        first.compile(pattern, 0)
    first.write()
    read = [0]
    loads = marshal.loads

    def counted(data: bytes) -> Any:
        read[0] += 1
        return loads(data)

    monkeypatch.setattr(lazy.marshal, "loads", counted)
    second = lazy._Kept()
    assert second.compile(patterns[3], 0).search("x312") and second.new == 0
    assert read[0] == 2  # (the file, and the one record)
    assert all(isinstance(record, bytes) for record in (second.codes or {}).values())


def test_a_target_takes_64_bytes_and_keeps_its_body_s_lines() -> None:
    """A target of one of ~100,000 entries holds four fields (64 bytes; the body's lines,
    once asked, are kept with the body, and its ids, sub-item number and body apart once
    one differs from its entry's: six fields took 80, ~1.4 MB at 20 MB); its lines are
    kept, and extended as lines are added."""
    from patcher.plan.entries import Target

    target = Target(None, (), "  - ", None, text="- a\n  - b")  # type: ignore[arg-type]
    assert sys.getsizeof(target) <= 64
    lines = target.lines()
    assert lines == ["- a", "  - b"] and target.lines() is lines
    target.extend(["  - c"])
    assert target.body == "- a\n  - b\n  - c" and target.lines() is lines
    assert lines == ["- a", "  - b", "  - c"]
    target.body = "- x"
    assert target.lines() == ["- x"] and type(target.body.split()) is list


def test_a_name_index_entry_takes_96_bytes_and_works_out_its_names_with_the_glossary(
    default_map: SectionMap,
) -> None:
    """An entry of the name index holds its names once worked out and, until then, the
    map's glossary they are worked out with, in one field (eight fields: 96 bytes; a ninth
    took 112, ~1.4 MB at 20 MB): every entry's names are what the glossary's descriptor
    terms leave of the names its lead (or reading) gives, worked out once."""
    from patcher.document import sections
    from patcher.document.identity import lead_text
    from patcher.plan.editor import Editor
    from patcher.plan.evidence import without_descriptors
    from patcher.plan.evidence.abbreviations import aliased_names
    from patcher.plan.evidence.names import Names, names_of

    text = api.decode(Source("d.md", generated(60_000).encode()))
    doc = sections.load(text, default_map, proposal=lambda anchor: None)
    index = Editor(doc, default_map).index.names
    glossary = default_map.identity.terms
    assert glossary.rows and len(index.entries) > 100
    for entry in index.entries:
        assert sys.getsizeof(entry) <= 96 and entry.known is index.glossary
        read = lead_text(entry.reading or entry.lead)
        names = aliased_names(read, entry.aliases) if entry.aliases else names_of(read)
        assert entry.names == without_descriptors(names, glossary)
        assert isinstance(entry.known, Names) and entry.names is entry.known


@dataclass(slots=True)
class _TargetFields:
    """What a target was before its ids, sub-item number and body went apart: six fields."""

    of: Any = field(repr=False)
    ids: Any
    sub_prefix: str
    sub_number: int | None
    text: str | None = field(default=None, repr=False)
    at: int = field(default=-1, repr=False)


def test_a_target_reads_and_writes_as_its_six_fields_did(default_map: SectionMap) -> None:
    """Every target of a generated document's index (its entry's own ids, a numbered
    sub-list's number, none) and a planned one: fields, equality and repr as the six-field
    dataclass's, before and after the run sets ids, numbers and bodies; an untouched
    existing entry's keeps nothing apart."""
    from patcher.document import sections
    from patcher.plan.editor import Editor
    from patcher.plan.entries import Planned, Target

    text = api.decode(Source("d.md", (generated(40_000) + "\n1. **N**\n   1. x\n").encode()))
    doc = sections.load(text, default_map, proposal=lambda anchor: None)
    targets = Editor(doc, default_map).index.all()
    planned = Planned("§1.1", frozenset({"k"}), 3, None, "P")  # type: ignore[arg-type]
    targets.append(Target(planned, frozenset({"i"}), "  - ", 2, text="- P"))
    assert any(t.sub_number is not None for t in targets)
    plain = [t for t in targets if t.entry is not None and t.sub_number is None]
    assert plain and all(t._changed is None for t in plain)
    names = ("of", "ids", "sub_prefix", "sub_number", "text", "at")
    for target in targets:
        fields = _TargetFields(*(getattr(target, n) for n in names))
        assert repr(target) == repr(fields).replace("_TargetFields", "Target")
        twin = Target(target.of, target.ids, target.sub_prefix, target.sub_number, target.text)
        twin.at = target.at
        twin_fields = _TargetFields(*(getattr(twin, n) for n in names))
        assert twin == target and twin is not target
        for name, value in (("ids", {"a#1"}), ("sub_number", 4), ("text", "- b"), ("at", 9)):
            setattr(target, name, value)
            setattr(fields, name, value)
            assert tuple(getattr(target, n) for n in names) == tuple(
                getattr(fields, n) for n in names
            )
            assert (twin == target) is (twin_fields == fields) is not (twin != target)


def test_splicing_holds_at_most_three_copies_of_the_line_table() -> None:
    """The new text's lines and endings are built as lists, then tuples: the lines' list
    is let go before the endings' tuple is made (four tables of a pointer a line at once
    before, ~7 MB at 20 MB, the run's peak once the entry index was smaller)."""
    import tracemalloc

    from patcher.output.splice import splice
    from patcher.plan.model import Plan
    from patcher.text.source import Text

    count = 200_000
    text = Text("d.md", tuple(f"- {n}" for n in range(count)), ("\n",) * count)
    tracemalloc.start()
    try:
        new, _ = splice(text, Plan())
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert new == text
    assert peak < 3.5 * 8 * count, peak / (8 * count)


def _many_briefings(size: int, count: int) -> tuple[str, list[str]]:
    text = generated(size)
    known = Entries(text)
    return text, [briefing(text, n, n, entries=known) for n in range(count)]


def test_a_relation_line_is_read_once_per_increment(
    default_map: SectionMap, monkeypatch: Any, patch_evidence: Any
) -> None:
    """Every rule of a decision, and `_against` for each candidate, reads the relation line
    the same way (`affirmed`, `asks_apart`): its clauses are cut once per line, not once per
    rule (issue 26, wip/perf7: 1,045 cuts for 96 decisions of the bench's briefings, 48 now)."""
    from patcher.plan import evidence

    text, briefs = _many_briefings(200_000, 12)
    said, decided = [0], [0]
    said_clauses, decide = evidence.relations._said_clauses, evidence.NameIndex.decide

    def counted_said(relation: str) -> list[str]:
        said[0] += 1
        return said_clauses(relation)

    def counted_decide(self: Any, *args: Any, **kwargs: Any) -> Any:
        decided[0] += 1
        return decide(self, *args, **kwargs)

    patch_evidence("_said_clauses", lambda real: counted_said)
    monkeypatch.setattr(evidence.NameIndex, "decide", counted_decide)
    _clear_caches()
    _apply(text, briefs, default_map)
    assert decided[0] > 50 and said[0] <= decided[0], (said, decided)


def test_an_incident_entry_s_lead_is_folded_once_per_run(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Titles saying one symptom ask `Kept.may_name` about the same incident entries; each
    entry's lead is read back and folded once a run, not once a title (issue 26, wip/perf7:
    4,784 folds for 100 bench briefings at 1 MB, every lead of them asked about before)."""
    from patcher.plan import incidents

    text, briefs = _many_briefings(300_000, 12)
    folded: list[str] = []
    fold_case = incidents.fold_case

    def counted(text: str) -> str:
        folded.append(text)
        return fold_case(text)

    monkeypatch.setattr(incidents, "fold_case", counted)
    _apply(text, briefs, default_map)
    assert len(folded) > 20 and len(folded) == len(set(folded)), len(folded)


def test_an_entry_s_kinds_are_read_once_per_candidate(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """`_other_kind` reads the kinds an entry's lead says once per candidate (it read them
    again when the title said no kind of its own: issue 26, wip/perf7); the reads other
    rules make (`kind_apart`, `_plain_word`) are not counted (since the twenty-first round
    a candidate with strong evidence is not asked, so those are a larger share)."""
    from patcher.plan import evidence

    text, briefs = _many_briefings(200_000, 12)
    asked, read, inside = [0], [0], [False]
    other_kind, described_kinds = (
        evidence.NameIndex._other_kind,
        evidence.NameIndex._described_kinds,
    )

    def counted_other(self: Any, *args: Any) -> Any:
        asked[0] += 1
        inside[0] = True
        try:
            return other_kind(self, *args)
        finally:
            inside[0] = False

    def counted_kinds(self: Any, *args: Any) -> Any:
        read[0] += inside[0]
        return described_kinds(self, *args)

    monkeypatch.setattr(evidence.NameIndex, "_other_kind", counted_other)
    monkeypatch.setattr(evidence.NameIndex, "_described_kinds", counted_kinds)
    _apply(text, briefs, default_map)
    assert asked[0] > 20 and read[0] <= asked[0] * 1.5, (asked, read)


def test_the_per_briefing_caches_are_bounded() -> None:
    """The readings kept for the rules of one increment (wip/perf7) keep a bounded number of
    strings: a relation line, a title, a lead, a glossary fold (issue 26: peak memory)."""
    from patcher.document import identity
    from patcher.plan import contrary, evidence, versions
    from patcher.text import glossary

    for cached, most in (
        (evidence.affirmed, 64),
        (evidence.asks_apart, 64),
        (contrary._denying, 64),
        (versions.renamed_to, 256),
        (identity.lead_text, 256),
        (glossary._fold, 1024),
    ):
        assert (cached.cache_info().maxsize or most + 1) <= most, cached


def test_indexing_reads_an_entry_s_lead_back_once(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Building the entry index (`Editor`) reads an existing entry's lead back from the
    document's lines once for its aliases and names together (`EntryIndex.add`), not once
    for each (twice an entry before, issue 26); `_lead` and the `any` of a generator in the
    label tests were ~3% of the build at 1 MB."""
    from patcher.document import identity, sections
    from patcher.plan.editor import Editor

    text = api.decode(Source("d.md", generated(100_000).encode()))
    doc = sections.load(text, default_map, proposal=lambda anchor: "")
    entries = sum(len(s.entries) for s in doc.sections)
    reads = [0]
    real = identity._lead

    def counted(lines: Any, prefix: str) -> str:
        reads[0] += 1
        return real(lines, prefix)

    monkeypatch.setattr(identity, "_lead", counted)
    _clear_caches()
    Editor(doc, default_map)
    assert entries > 300 and reads[0] <= 1.05 * entries, (reads[0], entries)


def test_a_chinese_then_latin_title_reads_only_its_candidates_names(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """`风铃智能 WB-200 实测`, `云岚 cn-east-2 故障补偿方案`, `光环云 B200 …`, `声迹 Murmur …`: the
    readings of a Chinese then a Latin name (a night's entry led alike, a region's incident, a
    provider's model word, the entries going by the Latin name) read the names of the
    prefilter's candidates or of leads holding the words, not every entry's (heldout real 003
    at 5 MB: 4.8 s of planning, 45,402 entries' names worked out, before; issue 26)."""
    from patcher.document import sections
    from patcher.plan import evidence
    from patcher.plan.editor import Editor

    text = api.decode(Source("d.md", generated(200_000).encode()))
    doc = sections.load(text, default_map, proposal=lambda anchor: "")
    names = Editor(doc, default_map).index.names
    indexed = [0]
    real = evidence.NameIndex._index

    def counted(self: Any, position: int) -> None:
        indexed[0] += 1
        real(self, position)

    monkeypatch.setattr(evidence.NameIndex, "_index", counted)
    for title in (
        "风铃智能 WB-200 实测 — 吞吐",
        "云岚 cn-east-2 故障补偿方案",
        "光环云 B200 预留价回调 4%",
        "声迹 Murmur 云端 API 降价 40%",
    ):
        names.decide(title, "", [], "§1.1")
    entries = len(names.entries)
    assert entries > 500 and indexed[0] < entries * 0.2, (indexed, entries)


def test_a_group_s_release_convention_reads_its_section_s_entries_once_per_run(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Whether the editor keeps releases apart in a group (`_releases_apart_in`) is judged
    from its own entries of that group; a section's entries are sorted into groups once a run,
    not read again for each group asked (issue 26, wip/perf9: 100 bench briefings at 1 MB
    asked 90 groups, each reading every entry of its section: 92 ms of 2.8 s). Here 12
    briefings at 200 kB: 5,184 reads of an entry's first line for 864 entries before (6 an
    entry), 1,728 now (the run's convention reads each twice, the groups none again)."""
    from patcher.document import sections
    from patcher.plan import entries

    text, briefs = _many_briefings(200_000, 12)
    doc = sections.load(api.decode(Source("d.md", text.encode())), default_map, proposal=str)
    count = sum(len(s.entries) for s in doc.sections)
    read, asked = [0], [0]
    created, apart = entries._created, entries.EntryIndex._releases_apart_in

    def counted_created(target: Any) -> bool:
        read[0] += 1
        return created(target)

    def counted_apart(self: Any, *args: Any) -> bool:
        asked[0] += 1
        return apart(self, *args)

    monkeypatch.setattr(entries, "_created", counted_created)
    monkeypatch.setattr(entries.EntryIndex, "_releases_apart_in", counted_apart)
    _apply(text, briefs, default_map)
    assert asked[0] > 20 and read[0] <= 3 * count, (asked, read, count)


def test_a_title_stating_no_rename_works_out_no_names_for_one(patch_evidence: Any) -> None:
    """`_by_renamed_arrow` asks every title whether it renames its subject: a title stating
    no rename (`versions.renamed_to`) is answered before its subject's names are worked out
    (787 of 792 decisions of 100 bench briefings at 1 MB worked them out for nothing: issue
    26, wip/perf9); a title stating one is read as before."""
    from patcher.plan import evidence

    asked: list[str] = []
    real = evidence.subject

    def counted(text: str) -> str:
        asked.append(text)
        return real(text)

    patch_evidence("subject", lambda real: counted)
    assert evidence.NameIndex._renamed_to_subject("Harbor 2.3 发布 — 吞吐提升 30%") is None
    assert asked == []
    title = "Halo-VL 2.0 — Calder AI 将 Orbis-VL 更名为 Halo-VL 并发布 2.0"
    assert evidence.NameIndex._renamed_to_subject(title) == "Orbis-VL"
    assert asked


def test_the_recall8a_readings_read_only_their_candidates_names(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """The readings added for heldout31/50/51 (a name without an inner acronym, a Chinese name
    glued to its kind, a point pairing names, a short form the sources define, a follow-up's
    latest release) look names up by their candidates, not every entry's (issue 26)."""
    from patcher.document import sections
    from patcher.plan import evidence
    from patcher.plan.editor import Editor

    text = api.decode(Source("d.md", generated(200_000).encode()))
    doc = sections.load(text, default_map, proposal=lambda anchor: "")
    names = Editor(doc, default_map).index.names
    indexed = [0]
    real = evidence.NameIndex._index

    def counted(self: Any, position: int) -> None:
        indexed[0] += 1
        real(self, position)

    monkeypatch.setattr(evidence.NameIndex, "_index", counted)
    point = ("织网检索（WeaveRetriever）2.0：规则层改为声明式 DSL",)
    sources = "inbox/x.md §1(Quillsmith,下称 QS);github.com/x/y"
    for title in (
        "Harbor Registry v1.2.3（补丁）— 修复镜像同步",
        "灵枢编码智能体 1.6.1 补丁 — 记忆文件冲突合并",
        "织网检索2.0发布 — 规则层改为声明式 DSL",
        "QS 3.3-rc2 — 修复 rc1 子智能体死锁",
        "Wayfarer→Pathwright 更名：新品牌站",
        "图表问答 Pro 中文扩展集 — 新增",
        "智能体互操作协议 AIP 0.4 草案投票通过",
    ):
        names.decide(
            title, "续 MCP 规范 2028-11-25 条目", [], "§1.1", points=point, sources=sources
        )
    entries = len(names.entries)
    assert entries > 500 and indexed[0] < entries * 0.2, (indexed, entries)


def test_a_word_before_a_name_many_entries_share_works_out_none_of_them() -> None:
    """`Doqeyutatogu Serve 6.3 发布` in a document of many `X Serve` entries: the maker-first
    reading (`Skyframe Lumora3.5`) does not work out every `Serve` entry's names (a bench run
    at 20 MB peaked 12 MB higher for it)."""
    from tests.test_evidence_incidents import decide, index

    leads = [(f"**Zo{chr(97 + n % 26)}{n} Serve** — 推理服务 {n}", "§1.1") for n in range(200)]
    names = index(Glossary(), *leads)
    decide(names, "Doqeyutatogu Serve 6.3 发布 — 预填充路由", "§1.1")
    assert ("serve", False) not in names._fetched


def test_a_sibling_s_names_are_worked_out_only_where_its_name_may_start_so() -> None:
    """`_sibling_filed_there` (`Tern 长上下文 KV 压缩` for §1.3, where `**Tern-KV**` is filed,
    against `**Tern**` in §1.1) reads the name each entry of the increment's section shows;
    an entry going by no other name shows its lead's subject with the release last, known
    since it was filed, so its names are not worked out for that (100 bench briefings at 1 MB
    worked out 2,183 siblings' names for it: issue 26, wip/perf18)."""
    from patcher.plan.evidence.names import Names
    from tests.test_evidence_incidents import decide, index

    others = [(f"**Orca{n} Serve** — 推理引擎", "§1.3") for n in range(20)]
    names = index(
        Glossary(), ("**Tern** — 长上下文模型", "§1.1"), *others, ("**Tern-KV** — KV 压缩", "§1.3")
    )
    verdict = decide(names, "Tern 长上下文 KV 压缩", "§1.3")
    assert 'fits "Tern-KV"' in verdict.evidence[0].why, verdict
    assert not any(isinstance(e.known, Names) for e in names.entries[1:-1]), "siblings read"


def test_reading_the_editor_s_history_items_keeps_no_entry_s_lines(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """The history items every live entry opens with (`history_subjects`, read once a run)
    are read off the document's lines, not through `Target.lines`, which keeps each body and
    its lines for the run: a second copy of the document (issue 26, round 39: peak RSS at
    20 MB 148 → 242 MB). After an increment no entry continues has been looked up there, only
    the entries the run changed keep a body, not every entry read."""
    from patcher.plan import decisions, history_subjects

    text = generated(300_000)
    brief = briefing(text, 0, 0, entries=Entries(text))
    kept: list[tuple[int, int]] = []
    real = history_subjects.history_subject_home

    def counted(editor: Any, title: str, keys: list[str]) -> Any:
        found = real(editor, title, keys)
        targets = editor.index._targets
        kept.append((sum(t.text is not None for t in targets), len(targets)))
        return found

    monkeypatch.setattr(decisions, "history_subject_home", counted)
    _apply(text, [brief], default_map)
    assert kept, "no increment was looked up in the editor's history items"
    assert all(bodies <= 20 < entries // 20 for bodies, entries in kept), kept


def test_spelling_a_chinese_name_imports_no_pinyin_tables() -> None:
    """A Chinese name's pinyin is read from pypinyin's single-character table as text (0.8
    MB), one character at a time; importing pypinyin loaded and copied its phrase table too
    (57 MB of peak RSS, issue 26, round 39)."""
    code = (
        "import sys\n"
        "from patcher.text import pinyin\n"
        "assert 'lingshu' in pinyin.spellings('灵枢')\n"
        "print('pypinyin' in sys.modules, len(pinyin._table()))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    imported, size = out.stdout.split()
    assert imported == "False" and int(size) <= 1_000_000, out.stdout


def test_one_time_readings_of_every_entry_read_only_what_can_answer(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Two readings over every entry, once a run (lead199, lead198), read an entry's text only
    where it can answer (issue 26, round 39: ~4,300 readings each at 1 MB, growing with the
    document): the roll-ups (`_roll_ups`) only entries whose name says a roll-up (without it
    `roll_up_kind` is "" whatever the text), the scores-under-product summaries only heading
    entries' (a list entry's summary is "", which states nothing)."""
    from patcher.plan import gatherings, versions

    assert gatherings.roll_up_kind("Tidewell", "each app gets a dated line here") == ""
    assert not gatherings.named_roll_up("Tidewell")
    assert gatherings.named_roll_up("RAG apps roundup") and gatherings.named_roll_up("应用汇总")
    assert not versions.states_scores_under_product("")
    text = generated(300_000)
    brief = briefing(text, 0, 0, entries=Entries(text))
    calls = {"roll_up_kind": 0, "states_scores_under_product": 0}
    for module, name in ((gatherings, "roll_up_kind"), (versions, "states_scores_under_product")):
        real = getattr(module, name)

        def counted(*args: Any, _real: Any = real, _name: str = name) -> Any:
            calls[_name] += 1
            return _real(*args)

        monkeypatch.setattr(module, name, counted)
    _apply(text, [brief], default_map)
    entries = text.count("\n- **")
    assert entries > 300 and calls["roll_up_kind"] == 0, (entries, calls)
    assert calls["states_scores_under_product"] <= 20, calls


# --- issue 26, round 40: one-time readings of every entry, prefiltered exactly ---------------


class _Searches:
    """A pattern whose searches are counted (the rest of its methods are its own)."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.searches = 0

    def search(self, *args: Any) -> Any:
        self.searches += 1
        return self.pattern.search(*args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.pattern, name)


def test_one_time_readings_of_every_entry_pass_over_entries_that_cannot_answer(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Three readings a run makes of every entry once (issue 26, round 40: ~4,300 each at 1
    MB, each new since 505efda) pass over the entries that cannot answer, by a test in C
    proved exact (`test_the_round_40_prefilters_answer_as_the_full_readings`): the editor's
    history items (`history_subjects`) read only entries whose lines hold a dated item (the
    document's lines matched once) or whose body the run changed, the roll-up names (`gatherings.named_roll_up`) search
    only names holding a roll-up's word, and the inert-lead guard (`readings._inert_lead`)
    searches `DASH_CHINESE` only in leads holding a dash and a semicolon."""
    from patcher.plan import decisions, gatherings, history_subjects
    from patcher.plan.entries import Target
    from patcher.plan.evidence import readings

    text = generated(300_000)
    brief = briefing(text, 0, 0, entries=Entries(text))
    read = [0]
    asked = [0]
    real_read = Target.lines_read
    real_home = history_subjects.history_subject_home

    def lines_read(self: Target) -> Any:
        read[0] += 1
        return real_read(self)

    def home(editor: Any, title: str, keys: list[str]) -> Any:
        asked[0] += 1
        return real_home(editor, title, keys)

    monkeypatch.setattr(Target, "lines_read", lines_read)
    monkeypatch.setattr(decisions, "history_subject_home", home)
    roll_ups = _Searches(gatherings._ROLL_UP_NAME)
    dashes = _Searches(readings.DASH_CHINESE)
    monkeypatch.setattr(gatherings, "_ROLL_UP_NAME", roll_ups)
    monkeypatch.setattr(readings, "DASH_CHINESE", dashes)
    _apply(text, [brief], default_map)
    entries = text.count("\n- **") + text.count("\n* **")
    assert entries > 300 and asked[0], (entries, asked)
    assert read[0] <= 20, read  # (only bodies the run changed: no line is a dated item)
    assert roll_ups.searches == 0, roll_ups.searches
    assert dashes.searches <= entries // 20, (dashes.searches, entries)


def test_the_round_40_prefilters_answer_as_the_full_readings(default_map: SectionMap) -> None:
    """Each test in C of round 40 holds wherever its pattern would find something, on every
    line and entry of every development document: the history items read through the
    document's dated lines are those read from every entry; `may_name_roll_up` holds where
    `_ROLL_UP_NAME` finds a name (its words' letters have no case partner outside ASCII that
    `(?i)` matches, checked over every code point); `_dash_and_semicolon` where `DASH_CHINESE`
    finds a gloss; and a lead of one line is a stretch of its line in the document (what
    `contradictions._gives_name` searches before the title is read back)."""
    from patcher.document import sections
    from patcher.plan import gatherings, history_subjects
    from patcher.plan.editor import Editor
    from patcher.plan.evidence.names import DASH_CHINESE
    from patcher.plan.evidence.readings import _dash_and_semicolon
    from patcher.text.source import split_text

    every = "".join(map(chr, range(sys.maxunicode + 1)))
    for letter in set("".join(gatherings._ROLL_UP_WORDS)):
        partners = re.findall(f"(?i){letter}", every)
        assert sorted(partners) == sorted({letter, letter.upper()}), (letter, partners)
    held = {"heads": 0, "roll-ups": 0, "dashes": 0, "one-line leads": 0}
    for path in sorted((ROOT / "tests" / "data" / "decisions").glob("*/doc-*.md")):
        text = path.read_text(encoding="utf-8")
        index = Editor(sections.load(split_text(path.name, text), default_map), default_map).index
        full: dict[str, list[tuple[int, bool]]] = {}
        for target in index.all():
            for head, cites in history_subjects._item_heads(target):
                full.setdefault(head, []).append((target.at, cites))
        opens = history_subjects._DATED_OPENING
        assert index.item_heads(history_subjects._item_heads, opens) == full, path
        held["heads"] += len(full)
        names = [entry.shown for entry in index.names.entries]
        for line in [*text.split("\n"), *names]:
            if gatherings._ROLL_UP_NAME.search(line):
                assert gatherings.may_name_roll_up(line), (path, line)
                held["roll-ups"] += 1
            if DASH_CHINESE.search(line):
                assert _dash_and_semicolon(line), (path, line)
                held["dashes"] += 1
        for target in index.all():
            entry = target.entry
            if entry is not None and entry.lead_lines == 1:
                assert target.title in entry.lines[entry.start], (path, target.title)
                held["one-line leads"] += 1
    assert all(held.values()), held


def test_round_41_readings_of_every_entry_pass_over_entries_that_cannot_answer(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Readings a run makes of every entry once, new since round 40 (issue 26, round 41),
    pass over the entries that cannot answer: the edition words (`abbreviations.
    _EDITION_WORD`, asked of every entry's lead and body lines by `aliases_of`) are searched
    only in texts holding `版` or an `e` before a `d` (a test in C, proved exact by
    `test_the_round_41_prefilters_answer_as_the_full_readings`); the heading-entries reader
    (`headentries._kind`) reads a sub-heading's items as labels (`label_item`) only as far as
    its answer needs, not every item of a section whose sub-headings group list entries; and
    an entry with a sub-item prefix of its own does not work out the one it would get."""
    from patcher.document import headentries
    from patcher.document.identity import Entry
    from patcher.plan.evidence import abbreviations

    text = generated(300_000)
    brief = briefing(text, 0, 0, entries=Entries(text))
    entries = len(re.findall(r"(?m)^(?:[-*+]|\d+\.) \*\*", text))
    editions = _Searches(abbreviations._EDITION_WORD)
    monkeypatch.setattr(abbreviations, "_EDITION_WORD", editions)
    labels = [0]
    real_label = headentries.label_item

    def label_item(*args: Any) -> Any:
        labels[0] += 1
        return real_label(*args)

    monkeypatch.setattr(headentries, "label_item", label_item)
    columns = [0]
    real_column = Entry.content_column

    def content_column(self: Entry) -> int:
        columns[0] += 1
        return real_column.fget(self)  # type: ignore[attr-defined, no-any-return]

    monkeypatch.setattr(Entry, "content_column", property(content_column))
    _apply(text, [brief], default_map)
    headings = text.count("\n### ")
    assert entries > 1000 and headings, (entries, headings)
    assert editions.searches <= entries // 20, (editions.searches, entries)  # (main: ~2 each)
    assert labels[0] <= 2 * headings, (labels[0], headings)  # (main: every item)
    assert columns[0] <= entries // 2, (columns[0], entries)


def _kind_as_read_before(lines: Any, block: Any) -> str:
    """`headentries._kind` as round 40 left it: every item read as a label first."""
    from patcher.document.headentries import (
        _UPDATES,
        _dated,
        _update,
        label_before,
        label_item,
    )

    if not block.items:
        return "prose" if block.end > block.heading.index + 1 else "none"
    first = block.items[0].start
    prose = [i for i in range(block.heading.index + 1, first) if lines[i].strip()]
    labelled = [i for i in block.items if label_item(lines, i.start, i.end)]
    dated = all(_update(lines[i.start]) or i in labelled for i in block.items)
    if prose and (dated or _UPDATES.match(label_before(lines, block.heading.index, first))):
        return "updates"
    held = labelled or any(_dated(lines[i.start]) for i in block.items)
    return "prose" if dated and held else "group"


def test_the_round_41_prefilters_answer_as_the_full_readings(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """Round 41's tests in C hold wherever the full reading finds something, on every line,
    lead and entry of every development document and the bench's: `may_say_edition` holds
    wherever `_EDITION_WORD` finds an edition word (under `re.I` the words' letters match
    only their ASCII capitals, `i` also `İ` and `ı`, `s` also `ſ`: checked over every code
    point), and `headentries._kind`, reading
    items only as far as its answer needs, answers as the reading of every item did for
    every sub-heading block of those documents."""
    from patcher.document import headentries, sections
    from patcher.errors import DocumentError
    from patcher.plan.evidence import abbreviations
    from patcher.text.source import split_text

    every = "".join(map(chr, range(sys.maxunicode + 1)))
    beyond = {"i": {"İ", "ı"}, "s": {"ſ"}}  # (what `may_say_edition` looks for itself)
    for letter in set("editionhostedmanaged"):
        partners = re.findall(f"(?i){letter}", every)
        want = {letter, letter.upper(), *beyond.get(letter, ())}
        assert sorted(partners) == sorted(want), (letter, partners)
    for word in ("edition", "hosted", "managed"):
        assert "ed" in word and abbreviations._EDITION_WORD.fullmatch(word)
    kinds: dict[str, int] = {}
    real_kind = headentries._kind

    def kind(lines: Any, block: Any) -> str:
        said = real_kind(lines, block)
        assert said == _kind_as_read_before(lines, block), (lines[block.heading.index], said)
        kinds[said] = kinds.get(said, 0) + 1
        return said

    monkeypatch.setattr(headentries, "_kind", kind)
    held = 0
    paths = sorted((ROOT / "tests" / "data" / "decisions").glob("*/doc-*.md"))
    texts = [(p.name, p.read_text(encoding="utf-8")) for p in paths]
    for name, text in [*texts, ("bench.md", generated(200_000))]:
        with contextlib.suppress(DocumentError):  # (a document the reader refuses: its lines)
            sections.load(split_text(name, text), default_map)
        for line in text.split("\n"):
            if abbreviations._EDITION_WORD.search(line):
                assert abbreviations.may_say_edition(line), (name, line)
                held += 1
            else:
                assert not abbreviations.edition_said(line), (name, line)
    assert held > 20, held
    assert kinds.get("updates") and kinds.get("group"), kinds


def test_kept_pattern_codes_are_held_compressed(tmp_path: Path, monkeypatch: Any) -> None:
    """The codes of the patterns earlier runs compiled are held through a run compressed
    (issue 26, round 41: every tree a machine runs keeps its patterns in one file, 1,980
    records took 3.5 MB of the 20 MB apply's peak, 0.6 MB compressed), and a pattern built
    from its record is the one `re` compiles."""
    import marshal
    import zlib

    from patcher.text import lazy

    monkeypatch.setenv("LIVEDOC_PATCHER_CACHE", str(tmp_path))
    import patcher.plan.merge  # noqa: F401  (the rules' modules, and their patterns)

    patterns = sorted(
        {
            value._args
            for name, module in list(sys.modules.items())
            if name.startswith("patcher")
            for value in list(vars(module).values())
            if isinstance(value, lazy._Lazy)
        }
    )
    assert len(patterns) > 300, len(patterns)
    first = lazy._Kept()
    for pattern, flags in patterns:
        first.compile(pattern, flags)
    first.write()
    second = lazy._Kept()
    for pattern, flags in patterns:
        assert second.compile(pattern, flags) == re.compile(pattern, flags)
    assert second.new == 0
    records = second.codes or {}
    assert len(records) == len(patterns)
    packed = sum(map(len, records.values()))
    plain = sum(len(zlib.decompress(r)) for r in records.values())
    assert all(isinstance(marshal.loads(zlib.decompress(r)), tuple) for r in records.values())
    assert packed * 4 < plain, (packed, plain)


# --- issue 26, round 42: readings of a sample of entries or of every live one, prefiltered ----


def test_round_42_readings_of_entries_pass_over_entries_that_cannot_answer(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """The homes of incidents and advisories (`EntryIndex._read_homes`, ~550 entries of a large
    document) and the one head giving a name in brackets (`contradictions.
    _named_inside_one_head`, every live entry's line) search their patterns only in texts
    holding a word each pattern needs (issue 26, round 42: a test in C proved exact by
    `test_the_round_42_prefilters_answer_as_the_full_readings`): `says_down`'s four patterns,
    `INCIDENT_WORDS` and `_TROUBLE` of `cites_incident`, `contrary._INCIDENT_LABEL` and the
    name given in brackets are searched in a few texts, not in every entry's (main: 550, 251,
    1,100 and 1,296 searches for 1,296 entries)."""
    import types

    from patcher.document import sections
    from patcher.plan import contradictions, contrary, incidents
    from patcher.plan.editor import Editor
    from patcher.text.source import split_text

    counted = {
        (module, name): _Searches(getattr(module, name))
        for module, name in (
            *((incidents, n) for n in ("_DOWN", "_DOWN_ZH", "_SERVER_ERRORS", "_DEGRADED")),
            (incidents, "INCIDENT_WORDS"),
            (incidents, "_TROUBLE"),
            (contrary, "_INCIDENT_LABEL"),
        )
    }
    for (module, name), searches in counted.items():
        monkeypatch.setattr(module, name, searches)
    given: list[_Searches] = []
    real_given = contradictions._given_name

    def given_name(name: str) -> Any:
        given.append(_Searches(real_given(name)))
        return given[-1]

    monkeypatch.setattr(contradictions, "_given_name", given_name)
    text = generated(300_000)
    editor = Editor(sections.load(split_text("bench.md", text), default_map), default_map)
    assert editor.index.incident_home()[0] == "apart"  # (the sample read: ~550 entries)
    item = types.SimpleNamespace(title="Zorblat 许可证变更")
    assert contradictions._named_inside_one_head(item, editor) == (None, None)  # type: ignore[arg-type]
    entries = len(editor.index.names.entries)
    assert entries > 1000 and len(given) == 1, (entries, given)
    searches = {name: s.searches for (_, name), s in counted.items()}
    assert all(n <= entries // 20 for n in searches.values()), (searches, entries)
    assert given[0].searches <= entries // 20, (given[0].searches, entries)


def _writes(words: tuple[str, ...]) -> Callable[[str], bool]:
    """`may_write_any` of `words`."""
    from patcher.text.normalise import may_write_any

    return lambda text: may_write_any(text, words)


def test_the_round_42_prefilters_answer_as_the_full_readings(default_map: SectionMap) -> None:
    """Each test in C of round 42 holds wherever its pattern finds something, on every line and
    entry name of every development document and the bench's, and on texts spelling the words
    with the characters outside ASCII that `re.I` matches to ASCII letters: `may_write_any`
    holds where the lowered text holds a word, and each ASCII letter, digit or sign of the words
    matches under `re.I` only itself, its other case, and characters that lower onto it or are
    `UNLOWERED_PARTNERS` (checked over every code point); the Chinese words' characters lower to
    themselves."""
    from patcher.document import sections
    from patcher.errors import DocumentError
    from patcher.plan import contradictions, contrary, incidents
    from patcher.plan.editor import Editor
    from patcher.text.normalise import UNLOWERED_PARTNERS
    from patcher.text.source import split_text

    inc = incidents
    checks: list[tuple[str, Any, Callable[[str], bool]]] = [
        *((n, getattr(inc, n), inc._may_say_down) for n in ("_DOWN", "_DOWN_ZH", "_DEGRADED")),
        ("_SERVER_ERRORS", inc._SERVER_ERRORS, inc._may_say_down),
        ("_DAMAGE_NAMED", inc._DAMAGE_NAMED, inc._may_name_damage),
        ("_ADVISORY_ID", inc._ADVISORY_ID, inc.may_cite_advisory),
        ("INCIDENT_WORDS", inc.INCIDENT_WORDS, _writes(inc._INCIDENT_WORDS_WRITTEN)),
        ("_FLAW", inc._FLAW, _writes(inc._FLAW_WORDS)),
        ("_TROUBLE", inc._TROUBLE, _writes(inc._TROUBLE_WORDS)),
        ("_INCIDENT_LABEL", contrary._INCIDENT_LABEL, _writes(contrary.INCIDENT_LABEL_WORDS)),
    ]
    words = {
        *inc._DOWN_WORDS,
        *inc._DAMAGE_WORDS,
        *inc._INCIDENT_WORDS_WRITTEN,
        *inc._FLAW_WORDS,
        *inc._TROUBLE_WORDS,
        *contrary.INCIDENT_LABEL_WORDS,
        "cve-",
        "ghsa",
    }
    every = "".join(map(chr, range(sys.maxunicode + 1)))
    signs = set("abcdefghijklmnopqrstuvwxyz0123456789-")
    assert {c for w in words for c in w if c.isascii()} <= signs, words
    for sign in signs:  # (every letter, digit and hyphen a name given in brackets holds)
        for partner in re.findall(f"(?i){re.escape(sign)}", every):
            assert partner in UNLOWERED_PARTNERS or partner.lower() == sign, (sign, partner)
    assert all(c.lower() == c for w in words for c in w if not c.isascii())
    spelled = ["İNCIDENT: Quay 宕机", "ıncident · X", "ſecurity hole", "data loſs", "CVE-2031-0001"]
    held = {name: 0 for name, _, _ in checks} | {"given": 0}
    paths = sorted((ROOT / "tests" / "data" / "decisions").glob("*/doc-*.md"))
    texts = [(p.name, p.read_text(encoding="utf-8")) for p in paths]
    bracketed = re.compile(r"[（(][^（()）]*[）)]")
    latin = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*")
    for doc, text in [*texts, ("bench.md", generated(200_000)), ("spelled", "\n".join(spelled))]:
        lines = text.split("\n")
        with contextlib.suppress(DocumentError):  # (a document the reader refuses: its lines)
            index = Editor(sections.load(split_text(doc, text), default_map), default_map).index
            lines += [entry.shown for entry in index.names.entries]
        for line in lines:
            for name, pattern, may in checks:
                if pattern.search(line):
                    assert may(line), (doc, name, line)
                    held[name] += 1
            for part in bracketed.findall(line):
                for word in {*latin.findall(part)}:
                    for written in (word, word.swapcase()):
                        if contradictions._given_name(written).search(line):
                            assert contradictions._may_give(line, (written.lower(),)), (doc, line)
                            held["given"] += 1
    assert all(held.values()), held


# --- issue 26, round 43: what an increment or an item looked up in the whole document ----------


def test_round_43_a_run_locates_the_index_once_and_spaces_few_titles(
    default_map: SectionMap, monkeypatch: Any
) -> None:
    """An increment citing one paper (`listed_papers.paper_home`) looks its id up in the tables
    of the arXiv index the run located once, not in tables located again for each such
    increment (issue 26, round 43: main found the tables, reading the outline of the whole
    document, once an increment: 13 times for 12 briefings); and an item's name looked for in
    every live entry's lead (`contradictions._term_of_many`) spaces only the leads holding its
    longest stretch without spaces or digits (`may_be_spaced_in`: main spaced all 1,296)."""
    from patcher.document import index_table, sections
    from patcher.plan import contradictions, decisions
    from patcher.plan.editor import Editor
    from patcher.text.source import split_text

    located, homes = [0], [0]
    spans, home = index_table.table_spans, decisions.paper_home

    def counted_spans(*args: Any) -> Any:
        located[0] += 1
        return spans(*args)

    def counted_home(*args: Any) -> Any:
        homes[0] += 1
        return home(*args)

    monkeypatch.setattr(index_table, "table_spans", counted_spans)
    monkeypatch.setattr(decisions, "paper_home", counted_home)
    text, briefs = _many_briefings(200_000, 12)
    _apply(text, briefs, default_map)
    assert homes[0] >= 10 and located[0] <= 2, (homes, located)

    spaced_calls = [0]
    spaced = contradictions.spaced

    def counted_spaced(text: str) -> str:
        spaced_calls[0] += 1
        return spaced(text)

    monkeypatch.setattr(contradictions, "spaced", counted_spaced)
    text = generated(300_000)
    editor = Editor(sections.load(split_text("bench.md", text), default_map), default_map)
    entries = len(editor.index.live())
    assert not contradictions._term_of_many((0, "Zorblat Quux"), editor)
    assert entries > 1000 and spaced_calls[0] <= entries // 20, (spaced_calls, entries)


def test_the_round_43_readings_answer_as_the_full_ones(default_map: SectionMap) -> None:
    """Round 43's readings answer as the ones they stand for, on every development document
    and the bench's: the index looked up in the tables located once (`id_tables`) is the one
    located with each look-up, for every id the index section writes and one it does not; and
    `may_be_spaced_in` holds for every lead and every stretch of its spaced form (whole words,
    two words, a word's tail and the next one's head), and for texts spelled with what
    `spaced` folds or cuts (full-width letters, a ligature, `v2`, `.post1`, `-cu12`)."""
    from patcher.document import sections
    from patcher.errors import DocumentError
    from patcher.plan import index
    from patcher.plan.editor import Editor
    from patcher.plan.evidence.spelling import may_be_spaced_in, spaced, steady_run
    from patcher.text import refs
    from patcher.text.source import split_text

    def stretches(said: str) -> set[str]:
        words = said.split()
        found = set(words)
        for a, b in itertools.pairwise(words):
            for i in {0, len(a) // 2, len(a) - 1}:
                for j in {1, len(b) // 2 + 1, len(b)}:
                    found.add(f"{a[i:]} {b[:j]}")
        return found

    spelled = [
        "ＭＣＰ Ｓｅｒｖｅｒ 注册",
        "ﬁle server",
        "Quay v2 server",
        "torch.post1server",
        "a-cu12b",
    ]
    paths = sorted((ROOT / "tests" / "data" / "decisions").glob("*/doc-*.md"))
    texts = [(p.name, p.read_text(encoding="utf-8")) for p in paths]
    looked, leads = 0, 0
    config = default_map.index
    assert config is not None
    for doc, text in [*texts, ("bench.md", generated(200_000))]:
        titles = list(spelled)
        with contextlib.suppress(DocumentError):  # (a document the reader refuses: none read)
            living = sections.load(split_text(doc, text), default_map)
            titles += [t.title for t in Editor(living, default_map).index.live()]
            if living.has(config.anchor):
                section = living.section(config.anchor)
                written = "\n".join(text.split("\n")[section.start : section.end])
                tables = index.id_tables(living, config)
                for arxiv_id in {*refs.arxiv_ids(written), "2999.99999"}:
                    once = index.locate(living, config, {arxiv_id}, tables)
                    assert once == index.locate(living, config, {arxiv_id}), (doc, arxiv_id)
                    looked += 1
        for title in titles:
            said = spaced(title).casefold()
            for stretch in stretches(said):
                assert stretch in said
                assert may_be_spaced_in(title, steady_run(stretch)), (doc, title, stretch)
                leads += 1
    assert looked > 100 and leads > 10_000, (looked, leads)
