"""Adversarial pass 31 (tests/data/adversarial31): near-misses of the readings merged last
(a buyer's title naming the bought company's product, `X for Y`, a short Chinese name + 接入
and a Latin name; a slash inside a name, a figure tying an item to tonight's result, a board's
re-measure, `来源为 X`; a relation line saying it is no one product's, a release merging a
paper, a name spelled out for an initials entry, a news kind's label before a dash; ratings as
3/5 / ★3, arrows, tables among the points, heads with the title on the next line); the set's
figures held, and each cause fixed tested with new names."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from patcher.config.maps import load_map
from patcher.plan import contrary
from patcher.plan.evidence import NameIndex, Verdict, subject
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT

_SET = Path(__file__).parent / "data" / "adversarial31"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial31_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """97 labelled cases on three documents: no wrong continuation (2 before the pass's fixes:
    m20 `事故 — Sandpiper 网关 2.0 …` on the incident line `事故｜Relaymind …`, c07 `Token
    Eviction Ring Notes (TERN) 0.1` on `**Tern**`), at most 7 misses, no briefing refused."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 97
    assert verdicts["WRONG"] == [], verdicts
    assert len(verdicts["MISSED"]) <= 7, verdicts
    assert [r["id"] for r in rows if r["verdict"] == "ERROR"] == []


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def _index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def _decide(names: NameIndex, title: str, anchor: str) -> Verdict:
    return names.decide(title, "", [], anchor, (), contrary.repos_of(title, ()))


def test_a_news_kinds_label_before_a_dash_is_no_name(glossary: Glossary) -> None:
    """`事故 — Kittiwake 网关 2.0 死锁`: the label says what kind of news follows, whatever
    the name (a Chinese word after it too); it never names an incident line `事故｜…`."""
    assert subject("事故 — Kittiwake 网关 2.0 调度死锁").startswith("Kittiwake 网关 2.0")
    assert subject("故障 — 云雀 2.0 调度死锁").startswith("云雀 2.0")
    assert subject("雀鹰 — Kittiwake 网关后端") == "雀鹰"  # (a name before a dash stays)
    names = _index(
        glossary,
        ("事故｜Brantley 3.1 2031-04-02 路由环路：部分请求超时", "§1.4"),
        ("**Brantley**（Gull Labs）— 工具调用网关，当前 3.1。", "§1.2"),
    )
    assert _decide(names, "事故 — Kittiwake 网关 2.0 调度死锁", "§1.4").chosen is None


def test_an_abbreviation_a_title_spells_out_is_not_a_word_spelled_so(
    glossary: Glossary,
) -> None:
    """`Memory Access Retrieval Layer (MARL) 0.2` defines MARL by its words: not `**Marl**`,
    a word whose lead writes none of them (a possibility at most); `Marl 1.3` is still Marl's,
    and an entry whose lead writes every word is still found."""
    marl = ("**Marl**（Sedge AI）— 代码沙箱，当前 1.2。", "§1.1")
    names = _index(glossary, marl)
    title = "Memory Access Retrieval Layer (MARL) 0.2"
    verdict = _decide(names, title, "§1.1")
    assert verdict.chosen is None and verdict.possible
    assert _decide(names, "Marl 1.3 发布", "§1.1").chosen == 0
    spelled = ("**Marl**（Sedge AI）— memory access retrieval layer，当前 0.1。", "§1.1")
    assert _decide(_index(glossary, spelled), title, "§1.1").chosen == 0
