"""A title spelling out a benchmark's abbreviation (`MultiModal Safety Bench 2.0 发布`, a
word of two capitalised halves giving two initials) continues the entry named by those
initials alone whose lead calls it a benchmark (`**MMSB**（…）：多模态安全基准`), when the
increment's sources link the benchmark's own page (`qingyuan-lab.org/mmsb-2`, heldout166);
not without that tie, nor a benchmark of other initials."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT

ZH = "**CVSB**（清源实验室）：多模态安全基准，测图像越狱与有害内容生成，v1。"
EN = "**CVSB** · Qingyuan Lab (清源实验室) · image jailbreak and harmful-content benchmark, v1."
TITLE = "CrossVision Safety Bench 2.0 发布 — 新增视频越狱子集"


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def chosen(glossary: Glossary, lead: str, title: str, sources: str) -> int | None:
    names = NameIndex(glossary=glossary)
    names.add(lead, "§1.4", [])
    return names.decide(title, "", [], "§1.4", sources=sources).chosen


@pytest.mark.parametrize("lead", [ZH, EN])
def test_a_benchmark_spelled_out_with_its_page_linked(glossary: Glossary, lead: str) -> None:
    assert chosen(glossary, lead, TITLE, "qingyuan-lab.org/cvsb-2；arXiv 版本未出") == 0
    assert chosen(glossary, lead, TITLE, "qingyuan-lab.org/news/2037-11") is None
    other = "CrossVision Audio Bench 2.0 发布 — 新增语音子集"
    assert chosen(glossary, lead, other, "qingyuan-lab.org/cvsb-2") is None
