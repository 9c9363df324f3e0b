"""Causes that recur across the labelled sets (issue 21, RECURRING.md): a short form the
lead gives its name after the maker in the name's bracket (`Name (Maker; SHORT)`) or in a
bracket of its own later in the lead (`… engine (SHORT); …`); a relation line naming an
earlier release of the title's own product as background, where the product's entry names
no release (it takes every release); a name with its descriptor words in the other language
(`Kestrel Admission Control` for `Kestrel 准入控制`). And what must stay apart: another name
the short form spells, a bracket holding no short form, the background release the title's
own, an entry of one release, other words beside the descriptor, a word several entries go by."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex, Verdict, names_of, short_forms
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str, relation: str = "") -> Verdict:
    return names.decide(title, relation, [], anchor)


def shorts(lead: str) -> tuple[str, ...]:
    return short_forms(lead, names_of(lead).shown)


def test_a_short_form_after_the_maker_in_the_names_bracket_is_read() -> None:
    assert shorts("Kestrelflow Runtime (Ostrander Labs; KF-RT) — edge runtime for NPUs.") == (
        "KF-RT",
    )
    assert shorts("Lanternfish Gateway（潮井科技，LF-GW）— 推理网关") == ("LF-GW",)
    # a bracket of makers and notes only: no short form
    assert shorts("Kestrelflow Runtime (Ostrander Labs; beta) — edge runtime.") == ()


def test_a_short_form_alone_in_a_later_bracket_is_read() -> None:
    lead = "**Lanternfish Gateway** · *gateway* · Tidewell's serving gateway (LF-GW); sticky."
    assert shorts(lead) == ("LF-GW",)
    # the bracket right after another name its letters spell: that name's short form
    lead = "**Kestrelflow Runtime** — replays Kestrel Flight Recorder (KFR) traces on device."
    assert shorts(lead) == ()


def test_a_title_by_such_a_short_form_continues_the_entry(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("Kestrelflow Runtime (Ostrander Labs; KF-RT) — edge runtime for NPUs.", "§1.1"),
        ("**Lanternfish Gateway** · *gateway* · Tidewell's serving gateway (LF-GW).", "§1.2"),
    )
    assert decide(names, "KF-RT 2.1 — 修复 NPU 内存泄漏", "§1.1").chosen == 0
    assert decide(names, "LF-GW 0.9.3：会话粘性路由修复", "§1.2").chosen == 1


def test_an_earlier_release_named_as_background_keeps_the_products_entry(
    glossary: Glossary,
) -> None:
    lead = ("**Harrowgate Serve** — 推理服务引擎；各版本以子要点记在本条下。", "§1.1")
    title = "Harrowgate Serve 3.2 发布 — 多租户隔离"
    names = index(glossary, lead)
    relation = "Harrowgate Serve 3.1 作为背景；本条是新的 3.2 版本"
    assert decide(names, title, "§1.1", relation).chosen == 0
    # the background is the title's own release: context, not this entry
    relation = "Harrowgate Serve 3.2 预告作为背景"
    assert decide(names, title, "§1.1", relation).chosen is None
    # an entry of one release: the earlier release's, background only
    names = index(glossary, ("**Harrowgate Serve 3.1** — 推理服务引擎。", "§1.1"))
    relation = "Harrowgate Serve 3.1 作为背景；本条是新的 3.2 版本"
    assert decide(names, title, "§1.1", relation).chosen is None


def test_a_name_with_its_descriptor_translated_continues_the_entry(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Brambling 准入控制** — 按 KV 余量拒绝或降级请求的准入层。", "§1.2"),
        ("**Corvex Runtime** — edge runtime for NPUs.", "§1.1"),
    )
    title = "Brambling Admission Control 1.3.2 补丁 — 降级死循环修复"
    assert decide(names, title, "§1.2").chosen == 0
    assert decide(names, "Corvex 运行时 2.0 发布", "§1.1").chosen == 1
    # other words left beside the descriptor: another thing of that name
    assert decide(names, "Brambling Admission Control Gateway 1.0", "§1.2").chosen is None
    # another entry going by the word: a part of one product, or the product's release?
    names = index(
        glossary,
        ("**Brambling 准入控制** — 准入层。", "§1.2"),
        ("**Brambling 前缀缓存** — 前缀缓存层。", "§1.2"),
    )
    assert decide(names, title, "§1.2").chosen is None
