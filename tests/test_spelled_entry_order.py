"""`_spelt_by_one` (the entry a contradiction's abbreviation names, `_spelled_entry`) asks a
two-letter form's spellers before the entries going by it (issue 26: the lazy index fetches a
two-letter form from every entry with a form starting with its first letter). Both answers are
needed, so the order changes nothing: held here against the order before, on every
abbreviation of the labelled documents, the generated one and tricky leads."""

from __future__ import annotations

import sys

import pytest

from patcher.plan.contradictions import _ABBREVIATED, GENERIC, _spelt_by_one
from patcher.plan.evidence import NameIndex

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
from generate import document as generated

DECISIONS = ROOT / "tests" / "data" / "decisions"

TRICKY = [
    "**PD（Prefill Decode）** v1.0 — 分离式预填充",
    "**Quarry PD** — Prefill Decode 路由",
    "**KV（Key Value）缓存层** — 存储",
    "**RX 0.3** — Rapid Exchange 传输层",
    "**Rapid Exchange（RX）** — 另一个传输层",
    "**AB vs CD** — Alpha Beta 对比 Charlie Delta",
    "~~**ZT（Zero Tier）**~~ — 已下线",
    "**GPU 调度器（GS, Gang Scheduler）** — 调度",
]


def _before(names: NameIndex, abbr: str) -> int | None:
    """The answer as `_spelled_entry` worked it out before: the entries going by the form
    first, then its spellers."""
    form = abbr.casefold()
    going = {p for p in names.by_form.get(form, ()) if names.entries[p].live}
    if form in GENERIC or not going:
        return None
    spelling = [
        p
        for p in names.spelling(abbr)
        if names.entries[p].live and not names.entries[p].names.comparison
    ]
    if len(spelling) != 1 or going != set(spelling):
        return None
    return spelling[0]


def _leads(text: str) -> list[str]:
    """The text of every list item."""
    return [line.strip()[2:] for line in text.split("\n") if line.strip().startswith("- ")]


def _documents() -> list[tuple[str, list[str]]]:
    found = [("tricky", TRICKY), ("generated", _leads(generated(60_000)))]
    for path in sorted(DECISIONS.glob("*/doc-*.md")):
        found.append((str(path.relative_to(DECISIONS)), _leads(path.read_text(encoding="utf-8"))))
    return found


@pytest.mark.parametrize(("label", "leads"), _documents(), ids=lambda v: str(v)[:40])
def test_the_speller_asked_first_gives_the_same_entry(label: str, leads: list[str]) -> None:
    first, second = NameIndex(), NameIndex()
    for n, lead in enumerate(leads):
        for index in (first, second):
            index.add(lead, f"§1.{n}", (), live=not lead.startswith("~~"))
    abbrs = {a for lead in leads for a in _ABBREVIATED.findall(lead)} | {"AI", "KV", "PD", "RX"}
    for abbr in sorted(abbrs):
        assert _spelt_by_one(first, abbr) == _before(second, abbr), (label, abbr)


def test_a_two_letter_abbreviation_spelt_by_one_entry_is_found() -> None:
    index = NameIndex()
    for n, lead in enumerate(TRICKY):
        index.add(lead, f"§1.{n}", (), live=not lead.startswith("~~"))
    assert _spelt_by_one(index, "ZT") is None  # (its one speller is not live)
    assert _spelt_by_one(index, "GPU") is None  # (a generic word)
    assert _spelt_by_one(index, "KV") == _before(index, "KV")
