"""Issue 21, heldout57 (agent): a lead whose label holds the entry's name in two languages, a
bar or slash between (`【English｜中文】description…`, in either order, any bracket), is named
by that label, not by its description; the short form its description opens with (`简称 X`)
is the Latin half's; a specification revised by date (`X 2029-08-01`) is a dated release of X;
and the readings the set's other misses asked for: a two-character Chinese name set apart at a
title's start, a benchmark's multi-word name after `在`, a new name an update gives in brackets
with the former one, year editions kept apart where the preamble says so, a release after
`owner/repo 发布`."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.document.identity import lead_name, name_pair
from patcher.plan import versions
from patcher.plan.evidence import NameIndex, names_of, renamed_in_updates
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
        ("【Tessellate｜镶嵌】检索框架 — 混合索引", "Tessellate / 镶嵌"),  # (no maker label)
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
    ["镶嵌 0.8 发布 — 混合检索加入重排", "Tessellate 0.8 — hybrid retrieval", "镶嵌 托管版公测"],
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


@pytest.mark.parametrize(
    ("title", "chosen"),
    [
        ("漂网 智能体支持多标签页", 1),  # (a space sets the two characters apart)
        ("漂网发布团队版", 1),  # (a word saying what it did)
        ("漂网站点地图 — 抓取规则", None),  # (more Chinese glued on: another word)
        ("漂网Cloud 托管版上线", None),  # (Latin glued on: maybe another product)
        ("漂网-2 — 第二代", None),  # (a generation glued on)
        ("漂网 Tessellate 联合评测", None),  # (another thing's name right after)
        ("漂网 GPU 抓取加速", 1),  # (an acronym names nothing)
    ],
)
def test_a_two_character_chinese_name_set_apart(
    glossary: Glossary, title: str, chosen: int | None
) -> None:
    names = index(
        glossary,
        ("【Tessellate｜镶嵌】开源检索框架（tessel-ai/tessellate），混合索引。", "§1.1"),
        ("【Driftnet｜漂网】网页抓取智能体（driftnet/driftnet）。", "§1.1"),
    )
    assert names.decide(title, "", [], "§1.1").chosen == chosen


def test_a_benchmark_of_several_words_after_zai_is_where_the_result_is() -> None:
    assert not names_of("Driftnet 在 Mind2Web Live Hard 达到 61.0%").others
    assert not names_of("Driftnet 在Mind2Web Live 拿下第一").others
    assert names_of("Driftnet 在 Mind2Web 超越 Tessellate").others  # (another thing after)


def test_an_update_giving_the_new_name_with_the_former_one_in_brackets() -> None:
    lead = "【Berthlist｜泊位表】智能体技能注册表（berth/registry）"
    said = ["  - 2030-01-05 续：Keelhaul Hub（原 Berthlist）— 改名，迁移域名"]
    assert renamed_in_updates(lead, said) == ("Keelhaul Hub",)
    english = ["  - Jan 5: Keelhaul Hub (formerly Berthlist) moves its domain"]
    assert renamed_in_updates("**Berthlist** — skill registry", english) == ("Keelhaul Hub",)
    other = ["  - 2030-01-05 续：Keelhaul Hub（原 Dockyard）接入 Berthlist"]
    assert renamed_in_updates(lead, other) == ()  # (another thing's former name)


def test_a_year_edition_is_its_own_entry_where_the_preamble_says_so(glossary: Glossary) -> None:
    preamble = "> 收录约定：评测基准每一届（年度版）一条，排行榜一条到底。"
    assert versions.states_edition_entries(preamble)
    assert versions.states_edition_entries("评测基准每一届单独成条。")
    assert not versions.states_edition_entries(
        "有版本号的引擎每个版本一条（v0.31 与 v0.32 各自成条，补丁版并入所属版本条目）"
    )
    lead = "【Loomwork 2029｜织机 2029】长任务智能体评测，210 题。"
    title = "Loomwork 2030 — 第三届长任务评测公布任务集"
    for stated, chosen in ((False, 0), (True, None)):  # (one entry per product otherwise)
        names = index(glossary, (lead, "§1.3"))
        names.convention = lambda: True  # (products: one entry each, new releases their news)
        names.stated_editions = lambda stated=stated: stated
        assert names.decide(title, "", [], "§1.3").chosen == chosen


def test_a_release_after_an_owner_path_and_a_news_verb(glossary: Glossary) -> None:
    lead = "**Driftnet 0.9** ([driftnet-ai/Driftnet](https://github.com/driftnet-ai/Driftnet)) — web agent"
    names = index(glossary, (lead, "§1.1"))
    assert names.decide("driftnet-ai/Driftnet 发布 0.9.1 — 修复", "", [], "§1.1").chosen == 0
    assert names.decide("driftnet-ai/Driftnet 发布 1.0 — 首个稳定版", "", [], "§1.1").chosen is None


@pytest.mark.parametrize(
    ("lead", "chosen"),
    [
        (
            "**Driftnet** ([dn/driftnet](https://github.com/dn/driftnet)) — web agent (漂网), tabs",
            0,
        ),
        ("**Driftnet** — web agent (实验性), tabs", None),  # (a status, no name)
        ("**Driftnet** — web agent (北辰智能), tabs", None),  # (a maker)
        ("**Driftnet** — built on Playwright (漂网), tabs", None),  # (after another's name)
    ],
)
def test_a_short_chinese_name_after_an_english_lead_s_kind(
    glossary: Glossary, lead: str, chosen: int | None
) -> None:
    names = index(glossary, (lead, "§1.1"))
    assert names.decide("漂网 智能体支持多标签页", "", [], "§1.1").chosen == chosen


# heldout81 (rag): leads writing the name as fields a double bar divides, Chinese name, Latin
# name, maker (`- ◆ 中文名 ‖ English Name ‖ 厂商 —— 定位`).
@pytest.mark.parametrize(
    ("lead", "name"),
    [
        ("◆ 砂轮 ‖ Grindstone ‖ Emery Labs —— 开源向量检索框架", "砂轮 / Grindstone"),
        ("Grindstone ‖ 砂轮 ‖ Emery Labs —— 开源向量检索框架", "Grindstone / 砂轮"),
        ("◆ 砂轮 ∥ Grindstone：开源向量检索框架", "砂轮 / Grindstone"),
        ("📏 基准 Tollgate-QA ‖ 东岳大学 —— 多跳问答评测", "Tollgate-QA 基准"),  # (name, maker)
        ("📏 指标 Plumb-3 ‖ Emery Labs —— 忠实度评分", "Plumb-3 指标"),  # (two Latin fields)
    ],
)
def test_a_lead_naming_its_thing_in_double_bar_fields(lead: str, name: str) -> None:
    assert lead_name(lead) == name


@pytest.mark.parametrize(
    "title", ["Grindstone 2.0 发布 — 混合检索", "砂轮 2.0：混合检索", "Grindstone 托管版公测"]
)
def test_either_name_of_double_bar_fields_finds_the_entry(glossary: Glossary, title: str) -> None:
    names = index(
        glossary,
        ("◆ 砂轮 ‖ Grindstone ‖ Emery Labs —— 开源向量检索框架", "§1.1"),
        ("◆ 鹈鹕 ‖ Pelican Store ‖ Emery Labs —— 托管向量库", "§1.3"),
    )
    assert names.decide(title, "", [], "§1.1").chosen == 0
