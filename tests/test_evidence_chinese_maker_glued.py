"""A title gluing the product's Chinese maker before its name (`云雀科技歌姬Cantora 2.0`,
heldout166) names the entry whose lead writes that maker in brackets (`**歌姬 Cantora**（云雀
科技）`, `**Cantora (歌姬)** · Yunque Tech (云雀科技)`); another maker's same name does not."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT

OTHER = "**Vireo**（Northwind Labs）：通用视觉语言理解模型。"


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def chosen(glossary: Glossary, lead: str, title: str) -> int | None:
    names = NameIndex(glossary=glossary)
    for text in (lead, OTHER):
        names.add(text, "§1.1", [])
    return names.decide(title, "", [], "§1.1").chosen


@pytest.mark.parametrize(
    "lead",
    [
        "**雀鸣 Trillo**（青岚科技）：歌声合成模型，12 种音色。",
        "**Trillo (雀鸣)** · Qinglan Tech (青岚科技) · singing voice synthesis, 12 voices.",
    ],
)
def test_a_chinese_maker_glued_before_the_name(glossary: Glossary, lead: str) -> None:
    assert chosen(glossary, lead, "青岚科技雀鸣Trillo 2.0 — 实时歌声转换") == 0
    assert chosen(glossary, lead, "青岚科技Trillo 2.0 — 实时歌声转换") == 0
    assert chosen(glossary, lead, "墨石科技雀鸣Trillo 2.0 — 实时歌声转换") is None
