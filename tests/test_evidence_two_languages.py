"""Names in two languages, only one of which the title uses: a Chinese name the entry states
in brackets before the lead's next field (` · `), and a title naming the entry by its stated
Chinese name and the end of its Latin name (`明镜VL` for `MirrorVL`, Chinese name 明镜)."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.document.identity import lead_aliases
from patcher.plan import contrary
from patcher.plan.evidence import NameIndex, Verdict
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: str) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead in leads:
        names.add(lead, "§1.1", [], aliases=lead_aliases(lead))  # (as the document is read)
    return names


def decide(names: NameIndex, title: str) -> Verdict:
    return names.decide(title, "", [], "§1.1", (), contrary.repos_of(title, ()))


def test_a_chinese_name_bracketed_before_the_next_field(glossary: Glossary) -> None:
    """`**Cobbler Gate** (鞋匠网关) · *gateway* · …`: the brackets end the name where the lead's
    next field starts after a spaced middle dot, so `鞋匠网关` is the entry's Chinese name."""
    names = index(
        glossary,
        "**Cobbler Gate** (鞋匠网关) · *gateway* · multi-tenant request gateway for agents.",
        "**Awlbench** · *benchmark* · tool-use evaluation suite.",
    )
    verdict = decide(names, "鞋匠网关 0.4 发布：按租户限流")
    assert verdict.chosen == 0 and verdict.score >= 2


def test_a_chinese_name_then_the_end_of_the_latin_name(glossary: Glossary) -> None:
    """`灯影VL 2.1` names `LanternVL`, whose lead says its Chinese name is 灯影: both halves
    agree; in any order of the lead's fields, the entry's own bracket or a later one."""
    for lead in (
        "**LanternVL** (Quayside AI) — chat VLM (Chinese name 灯影) for chart understanding.",
        "**LanternVL**（中文名 灯影）：Quayside AI 的多模态对话模型",
    ):
        names = index(glossary, lead, "**Kestrel-VL** (Moorhen) — long-video VLM.")
        verdict = decide(names, "灯影VL 2.1 上线 — 表格推理增强")
        assert verdict.chosen == 0 and "Chinese name" in verdict.why, lead


def test_a_chinese_name_and_a_tail_that_do_not_agree(glossary: Glossary) -> None:
    """Counter-examples: a tail the Latin name does not end with (`灯影XR`: another product of
    that maker, maybe), an entry named by another release (`LanternVL 1.0`), the Chinese name
    two entries give, and a tail that is the Latin name's whole (`灯影Lantern`)."""
    lead = "**LanternVL** (Quayside AI) — chat VLM (Chinese name 灯影) for chart understanding."
    assert decide(index(glossary, lead), "灯影XR 2.1 上线 — 头显适配").chosen is None
    released = "**LanternVL 1.0** (Quayside AI) — chat VLM (Chinese name 灯影)."
    assert decide(index(glossary, released), "灯影VL 2.1 上线 — 表格推理增强").chosen is None
    other = "**ShadowVL** (Moorhen) — document VLM (Chinese name 灯影)."
    assert decide(index(glossary, lead, other), "灯影VL 2.1 上线 — 表格推理").chosen is None
    short = "**Lantern** (Quayside AI) — chat VLM (Chinese name 灯影)."
    assert "Latin name's end" not in decide(index(glossary, short), "灯影Lantern 2.1 上线").why
