"""An entry whose lead calls the thing itself a series or family in its first clause
(`**Sorrel**（…）：开源 VLM 系列（7B / 34B）`, `open VLM family (7B / 34B)`) keeps its
generations: `Sorrel-2 34B 发布` is its news (heldout166). A series word about another thing
(`支持 Jetson 系列`, `H100 series`) or past the first clause says nothing of the entry."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def chosen(glossary: Glossary, lead: str, title: str) -> int | None:
    names = NameIndex(glossary=glossary)
    names.add(lead, "§1.1", [])
    return names.decide(title, "", [], "§1.1").chosen


@pytest.mark.parametrize(
    "lead",
    [
        "**Quillon**（Fernwood Research）：开源 VLM 系列（7B / 34B），预训练数据为自家图文集。",
        "**Quillon** · Fernwood Research · open VLM family (7B / 34B) pretrained on its own set.",
        "**Quillon** — Fernwood Research's series of open vision-language models; 7B and 34B.",
    ],
)
def test_a_generation_of_an_entry_its_lead_calls_a_series(glossary: Glossary, lead: str) -> None:
    assert chosen(glossary, lead, "Quillon-2 34B 发布 — 视觉编码器换新") == 0


@pytest.mark.parametrize(
    "lead",
    [
        "**Quillon**（Fernwood Research）：面向 Jetson 系列的端侧 VLM，INT4 权重。",
        "**Quillon** · Fernwood Research · open VLM tuned for the H100 series; 7B.",
        "**Quillon**（Fernwood Research）：开源 VLM，7B；同门另有 Fernwood 系列数据集。",
    ],
)
def test_a_series_word_about_another_thing_keeps_the_generation_apart(
    glossary: Glossary, lead: str
) -> None:
    assert chosen(glossary, lead, "Quillon-2 34B 发布 — 视觉编码器换新") is None
