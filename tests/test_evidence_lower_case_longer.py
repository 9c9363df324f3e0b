"""A title writing in lower case the whole two-word name of one entry, beside entries going
by a shorter name it starts with (`vireo cloud 华东区故障` beside `**Vireo**` and `**Vireo
Cloud**`, heldout166), names the longer entry; a note leading with the shorter name is not
that increment's (`Vireo 的 ChartArena 分数…`)."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT

MODEL = "**Tessel**（Quarry Labs）：通用视觉语言模型，当前 Tessel 2.4。"
CLOUD = "**Tessel Cloud**（Quarry Labs）：Tessel 托管 API 与批处理服务。"


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: str) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead in leads:
        names.add(lead, "§1.3", [])
    return names


def test_the_longer_whole_name_in_lower_case(glossary: Glossary) -> None:
    names = index(glossary, MODEL, CLOUD)
    assert names.decide("tessel cloud 华东区故障约 4 小时", "", [], "§1.3").chosen == 1


def test_a_longer_name_than_any_entry_stays_a_possibility(glossary: Glossary) -> None:
    names = index(glossary, MODEL, CLOUD)
    assert names.decide("tessel cloud edge 华东区故障", "", [], "§1.3").chosen is None
