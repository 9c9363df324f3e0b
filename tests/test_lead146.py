"""Readings found on heldout146 (topic rag): a family entry whose lead writes its generations
as words of their own (`Lodestar 2 is GA, Lodestar 3 in preview`) keeps the series."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex, Verdict
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


def decide(names: NameIndex, title: str, anchor: str = "§1.2") -> Verdict:
    return names.decide(title, "", [], anchor)


def test_a_lead_writing_generations_as_words_keeps_the_series(glossary: Glossary) -> None:
    lead = "**Heron** (Heron AI): multilingual embedding models; Heron 2 is GA, Heron 3 in preview."
    names = index(glossary, (lead, "§1.2"))
    assert decide(names, "Heron-3 正式发布 — 多语种嵌入，上下文 32k").chosen == 0


@pytest.mark.parametrize(
    "lead",
    [
        "**Heron** (Heron AI): multilingual embedding model, Heron 2.1 current.",
        "**Heron** (Heron AI): multilingual embedding model, Heron 7B open weights.",
    ],
)
def test_a_release_or_a_size_in_the_lead_is_no_generation(glossary: Glossary, lead: str) -> None:
    names = index(glossary, (lead, "§1.2"))
    assert decide(names, "Heron-3 正式发布 — 多语种嵌入，上下文 32k").chosen is None
