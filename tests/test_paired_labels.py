"""Issue 21, heldout57 (agent): a lead whose label holds the entry's name in two languages, a
bar or slash between (`【English｜中文】description…`, in either order, any bracket), is named
by that label, not by its description; the short form its description opens with (`简称 X`)
is the Latin half's; a specification revised by date (`X 2029-08-01`) is a dated release of X."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.document.identity import lead_name, name_pair
from patcher.plan.evidence import NameIndex, names_of
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT
from tests.test_evidence_incidents import index


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


@pytest.mark.parametrize(
    ("lead", "name"),
    [
        ("【Tessellate｜镶嵌】开源检索框架（tessel-ai/tessellate），混合索引", "Tessellate / 镶嵌"),
        ("【镶嵌 | Tessellate】开源检索框架，混合索引", "镶嵌 / Tessellate"),
        ("〖Tessellate／镶嵌〗开源检索框架", "Tessellate / 镶嵌"),
        ("[Tessellate | 镶嵌] 开源检索框架", "Tessellate / 镶嵌"),
        ("🆕【Loomwork 2030｜织机 2030】第三届评测，420 题", "Loomwork 2030 / 织机 2030"),
        ("2030-01-02 【Loomwork｜织机】长任务评测", "Loomwork / 织机"),
        ("【镶嵌】开源检索框架", "镶嵌"),  # (one name alone, as before)
        ("【检索｜框架】**Tessellate** — 开源检索框架", "Tessellate"),  # (a label that sorts)
        ("【检索｜§1.1】Tessellate：开源检索框架", "Tessellate"),
        ("【tessel-ai/tessellate】开源检索框架", "tessel-ai/tessellate"),  # (a path, no pair)
    ],
)
def test_a_label_holding_a_name_in_two_languages_names_the_entry(lead: str, name: str) -> None:
    assert lead_name(lead) == name


def test_a_pair_needs_a_latin_half_and_a_chinese_half() -> None:
    assert name_pair("Tessellate｜镶嵌") == "Tessellate / 镶嵌"
    assert name_pair("镶嵌/Tessellate") == "镶嵌 / Tessellate"
    assert name_pair("检索｜框架") == ""  # (two Chinese words: a category)
    assert name_pair("owner/repo") == ""
    assert name_pair("Tessellate｜镶嵌｜云杉") == ""
    assert name_pair("检索 · Tessellate｜镶嵌") == ""


@pytest.mark.parametrize(
    "title",
    ["镶嵌 0.8 发布 — 混合检索加入重排", "Tessellate 0.8 — hybrid retrieval", "镶嵌上线托管版"],
)
def test_either_half_of_the_label_finds_the_entry(glossary: Glossary, title: str) -> None:
    names = index(
        glossary,
        ("【Tessellate｜镶嵌】开源检索框架（tessel-ai/tessellate），混合索引。", "§1.1"),
        ("【Driftnet｜漂网】网页抓取智能体（driftnet/driftnet）。", "§1.1"),
    )
    assert names.decide(title, "", [], "§1.1").chosen == 0


def _protocol(glossary: Glossary) -> NameIndex:
    lead = "【Wirecall Protocol｜线呼协议】简称 WCP，智能体间调用协议；规范按日期修订。"
    return index(glossary, (lead, "§1.2"), ("【Tessellate｜镶嵌】开源检索框架。", "§1.1"))


def test_the_short_form_a_paired_label_s_description_opens_with(glossary: Glossary) -> None:
    assert _protocol(glossary).decide("WCP 会话恢复草案", "", [], "§1.2").chosen == 0


def test_a_revision_dated_to_the_day_is_a_dated_release(glossary: Glossary) -> None:
    read = names_of("WCP 2030-01-15 修订版 — 结果签名")
    assert (read.bare, read.version) == ("wcp", (2030, 1, 15))
    assert names_of("Wirecall 2030-01 — 结果签名").version == (2030, 1)  # (as before)
    title = "ＷＣＰ 2030-01-15 修订版勘误 — 签名算法"
    assert _protocol(glossary).decide(title, "", [], "§1.2").chosen == 0
