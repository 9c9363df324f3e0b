"""Continuations missed on unseen conventions (issue 21, heldout39/44): a size or a quantised
build after a name (`-9B`, `-int4`), PEP 440's glued pre-release (`3.3b1`), a Chinese name
glued to its release and more Chinese (`青柏嵌入2.0社区评测`), a rename that gives its new name
and a bare generation (`更名 Lumen-Rerank，Lumen-Rerank 3 同步发布`), a name entering another
one's integration (`进入 LlamaIndex 集成`), a release's product word beside an incident of that
product. Names here are invented."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan import contrary, versions
from patcher.plan.evidence import NameIndex, Verdict, names_of, renamed_names
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment, run


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str) -> Verdict:
    return names.decide(title, "", [], anchor, (), contrary.repos_of(title, []))


def test_a_quantised_build_after_a_hyphened_generation(glossary: Glossary) -> None:
    """`Marten-Rerank-3-int4` is a build of `Marten-Rerank 3` (the generation read as its
    release before a size or a build), and of a product entry going by `Marten-Rerank`."""
    names = index(glossary, ("**Marten-Rerank 3 发布** — 重排模型第三代", "§1.2"))
    assert decide(names, "Marten-Rerank-3-int4 量化版上线 Hugging Face", "§1.2").chosen == 0
    names = index(glossary, ("**Marten-Rerank 2** — 重排模型第二代", "§1.2"))
    assert decide(names, "Marten-Rerank-3-int4 量化版上线 Hugging Face", "§1.2").chosen is None


def test_a_size_after_a_release_of_the_entry(glossary: Glossary) -> None:
    """`Heron Embed 2 8B` is a size of the release entry `Heron Embed 2`, not of `Heron
    Embed 1.5`; a size before a build (`7B INT4`) is still read as the size."""
    names = index(glossary, ("**Heron Embed 2** — 嵌入模型", "§1.2"))
    assert decide(names, "Heron Embed 2 8B — MMTEB 榜首", "§1.2").chosen == 0
    names = index(glossary, ("**Heron Embed 1.5** — 嵌入模型", "§1.2"))
    assert decide(names, "Heron Embed 2 8B — MMTEB 榜首", "§1.2").chosen is None
    names = index(glossary, ("**Pika-DocVL** — 文档视觉模型", "§1.1"))
    assert decide(names, "Pika-DocVL 7B INT4 版 — 单卡可跑", "§1.1").chosen == 0


def test_a_pep440_pre_release_is_a_release() -> None:
    assert names_of("Lodestone 3.3b1 — 多向量索引预览").version == (3, 3)
    assert names_of("Lodestone 2.0a1 发布").bare == "lodestone"
    assert names_of("Qwen 7B 发布").version == ()  # (a size, no release)
    assert versions.VERSION_TAIL.search("Lodestone 3.3b1")


def test_a_release_of_a_product_beside_its_incident(glossary: Glossary) -> None:
    """`Lodestone 3.3b1` names the product word of `**砾石向量库**（Lodestone DB）`; the
    night's incident entry `Lodestone 压缩任务内存泄漏` is none of a release's news. Not an
    entry named by another release (`Lodestone 0.31 upgrade notes`)."""
    names = index(
        glossary,
        ("**砾石向量库**（Lodestone DB）— 开源分布式向量数据库", "§1.1"),
        ("**Lodestone 压缩任务内存泄漏** — 压实后 RSS 上涨", "§1.1"),
    )
    assert decide(names, "Lodestone 3.3b1 — 原生多向量索引预览", "§1.1").chosen == 0
    names = index(
        glossary,
        ("**Lodestone 0.31 upgrade notes** — defaults changed", "§1.1"),
        ("**Lodestone compaction deadlock** — hangs under load", "§1.1"),
    )
    assert decide(names, "Lodestone v0.32 — 异步调度默认开启", "§1.1").chosen is None


def test_a_chinese_name_glued_to_its_release_then_more_chinese(glossary: Glossary) -> None:
    assert "柏木嵌入20" in names_of("柏木嵌入2.0社区评测 — 中文长文档检索领先").full
    names = index(glossary, ("**柏木嵌入 2.0**（Cypress-Embed 2）— 嵌入模型", "§1.2"))
    assert decide(names, "柏木嵌入2.0社区评测 — 中文长文档检索领先", "§1.2").chosen == 0


def test_a_rename_giving_the_new_name_and_a_generation(glossary: Glossary) -> None:
    shown = "Beacon-Sort 更名 Marten-Sort，Marten-Sort 3 同步发布"
    assert renamed_names(shown) == ("Marten-Sort 3",)
    assert renamed_names("Orbweaver 更名为 Weft") == ()
    names = index(glossary, (f"**{shown}** — 重排产品线统一更名", "§1.2"))
    assert decide(names, "Marten Sort 3 上线 AWS Bedrock", "§1.2").chosen == 0


def test_a_name_entering_another_ones_integration(glossary: Glossary) -> None:
    """`X 代码开源并进入 Y 集成`: about X, Y an entry of the document too."""
    names = index(
        glossary,
        ("**TokenWeir** — 查询感知上下文压缩", "§1.1"),
        ("**Lanternix** — 检索框架", "§1.1"),
    )
    assert decide(names, "Token-Weir 代码开源并进入 Lanternix 集成", "§1.1").chosen == 0


def test_monthly_editions_without_a_year() -> None:
    assert versions.month_edition("Gauntlet 九月版") == (0, 9)
    assert versions.month_edition("Gauntlet 十一月榜") == (0, 11)
    assert versions.month_edition("Gauntlet 2028.08 期") == (2028, 8)
    assert versions.month_edition("Arena 7 月榜中期修订") == (0, 7)
    assert versions.month_edition("降至 5 月") is None
    assert versions.month_edition("Foo 2028.08 release") is None
    assert versions.same_month((0, 9), (2028, 9))
    assert not versions.same_month((0, 9), (2028, 8))
    assert not versions.same_month((2027, 9), (2028, 9))


def test_a_preamble_giving_each_issue_of_a_board_an_entry() -> None:
    preamble = "没有版本号的产品按期立条：榜单每一期一条，MCP 服务器每个次版本一条。"
    assert versions.states_edition_entries(preamble)
    assert not versions.states_edition_entries("每个产品只立一条。")


def test_the_same_monthly_edition_named_otherwise(glossary: Glossary) -> None:
    """`Gauntlet 2028.09 期勘误` is news of the night's `Gauntlet 九月版：…`; `RelayArena 7 月榜
    中期修订` of `RelayArena 2028年7月榜`; not of another month's edition."""
    names = index(
        glossary,
        ("【Gauntlet 2028.08 期】浏览器智能体榜单八月版", "§1.3"),
        ("**Gauntlet 九月版：Quokka 0.1 首次上榜第 7** — 站点数扩到 340", "§1.3"),
    )
    verdict = decide(names, "Gauntlet 2028.09 期勘误 —— Quokka 名次调整", "§1.3")
    assert verdict.chosen == 1
    names = index(glossary, ("**RelayArena 2028年7月榜** — 月度榜单", "§1.4"))
    assert decide(names, "RelayArena 7 月榜中期修订 — 撤下两个提交", "§1.4").chosen == 0
    verdict = decide(names, "RelayArena 8 月榜中期修订 — 撤下两个提交", "§1.4")
    assert "same monthly edition" not in verdict.why


def test_words_of_a_kind_before_the_name(glossary: Glossary) -> None:
    """`多模态评测 LVUS v2（…）`, `MCP 服务器 northwind/mcp-pg 0.3`: the words before the Latin
    name say only what kind of thing it is; the title is read from the name. Not a Chinese
    name of its own before it (`声迹 Murmur …`)."""
    names = index(glossary, ("**LVQS** · Opal Eval · Long Video QA Suite: 2,400 videos", "§1.4"))
    assert decide(names, "多模态评测 LVQS v2（Long Video QA Suite）", "§1.4").chosen == 0
    names = index(glossary, ("**northwind/mcp-pg** — Postgres MCP 服务器", "§1.2"))
    assert decide(names, "MCP 服务器 northwind/mcp-pg 0.3 — 写入审批", "§1.2").chosen == 0
    assert names.decide("MCP 服务器 northwind/mcp-pg 0.3", "", [], "§1.2").chosen == 0


def test_words_of_a_kind_before_a_chinese_name_and_its_release(glossary: Glossary) -> None:
    """heldout81: `GraphRAG 框架 苔图 1.3` is 苔图's release; the words before say its kind."""
    names = index(glossary, ("**砂轮**（Grindstone）：向量检索框架", "§1.1"))
    assert decide(names, "VectorRAG 框架 砂轮 2.1：混合检索", "§1.1").chosen == 0
    assert decide(names, "检索框架 砂轮 2.1", "§1.1").chosen == 0
    assert decide(names, "VectorRAG 框架 鹈鹕 2.1：混合检索", "§1.1").chosen is None


def test_a_maker_word_before_a_name_and_its_release(glossary: Glossary) -> None:
    """`Skyfold Lumora3.5 预览版` is Lumora's news where the entry's lead names Skyfold; not
    where it names another maker."""
    names = index(glossary, ("📷 **Lumora**（流光，Skyfold）— 文生视频模型。", "§1.3"))
    assert decide(names, "Skyfold Lumora3.5 预览版 — 60 秒多镜头", "§1.3").chosen == 0
    names = index(glossary, ("📷 **Lumora**（流光，Brightlab）— 文生视频模型。", "§1.3"))
    assert decide(names, "Skyfold Lumora3.5 预览版 — 60 秒多镜头", "§1.3").chosen is None


def test_initials_of_a_name_with_its_release(glossary: Glossary) -> None:
    """`MLTB 7月更新` spells every word of `Multilingual Long Table Benchmark 1.0` (its
    release left out of the initials)."""
    lead = "**Multilingual Long Table Benchmark 1.0** — Tabula Group (2028-06-15) — 14 languages"
    names = index(glossary, (lead, "§1.4"))
    assert decide(names, "MLTB 7月更新 — 新增日语表格", "§1.4").chosen == 0


def test_an_abbreviation_entry_whose_lead_says_what_it_stands_for(glossary: Glossary) -> None:
    """A night's `**CW 3.1 发布：…**` whose lead writes `Codewright（下称 CW）3.1` goes by
    `Codewright` too: `Codewright 3.1.2` is its patch; not `Hopwright（下称 CW）` (letters
    the name does not give)."""
    lead = "**CW 3.1 发布：多仓库重构** ⭐⭐⭐⭐（2028-09-05）：Anvil AI 的 Codewright（下称 CW）3.1 正式发布"
    names = index(glossary, (lead, "§1.1"))
    assert decide(names, "Codewright 3.1.2 — 修复计划模式死循环", "§1.1").chosen == 0
    names = index(glossary, (lead.replace("Codewright", "Hopwright"), "§1.1"))
    assert decide(names, "Hopwright 3.1.2 — 修复计划模式死循环", "§1.1").chosen is None


def test_a_chinese_named_release_with_its_latin_name_after_its_kind(glossary: Glossary) -> None:
    """`【旅鸽 v2.3】浏览器智能体（Passenger）…` goes by `Passenger v2.3`: `Passenger 2.3.1` is its
    patch; `Passenger 2.4` another release; a maker's bracket gives no name."""
    names = index(
        glossary,
        ("【旅鸽 v2.2】浏览器智能体（Passenger）跨重启保持会话（Lumen Labs，2028-07-09）", "§1.1"),
        ("【旅鸽 v2.3】浏览器智能体（Passenger）标签组（Lumen Labs，2028-08-20）", "§1.1"),
    )
    assert names.entries[1].aliases == ("Passenger v2.3",)
    assert decide(names, "Passenger 2.3.1 补丁 — 结账页修复", "§1.1").chosen == 1
    assert decide(names, "Passenger 2.4 发布", "§1.1").chosen is None
    names = index(glossary, ("【云雀 v1.0】推理引擎（Skylark Labs）", "§1.1"))
    assert names.entries[0].aliases == ()


def test_a_generation_glued_to_a_hyphened_name(glossary: Glossary) -> None:
    """`Osprey-Embed2发布` is `Osprey-Embed 2 发布`: a release of `**Osprey-Embed**` where the
    document keeps an entry per product, another release than `**Osprey-Embed 1.5**`; not
    `DeepSeek-V4` (one capital: a name)."""
    from patcher.plan.evidence.clues import _generation_apart

    assert _generation_apart(names_of("Osprey-Embed2发布 — 三档")).version == (2,)
    deepseek = names_of("DeepSeek-V4发布")
    assert _generation_apart(deepseek) is deepseek
    names = index(glossary, ("**Osprey-Embed 1.5** — 嵌入模型", "§1.2"))
    assert decide(names, "Osprey-Embed2发布 — 三档", "§1.2").chosen is None


def test_an_abbreviation_without_a_release_a_point_spells_out(glossary: Glossary) -> None:
    """`LGR 官方实现开源` with the point `作者放出 Layered Graph Retrieval（LGR）参考实现` is the
    paper `[Layered Graph Retrieval](…)`'s news; not without such a point."""
    lead = "[Layered Graph Retrieval](https://arxiv.org/abs/2712.06640) · Tsinghua · two-level"
    names = index(glossary, (lead, "§1.1"))
    point = "作者放出 Layered Graph Retrieval（LGR）参考实现，含社区检测"
    verdict = names.decide("LGR 官方实现开源 — 建索引", "", [], "§1.1", (), frozenset(), [point])
    assert verdict.chosen == 0
    assert decide(names, "LGR 官方实现开源 — 建索引", "§1.1").chosen is None


def test_a_feature_said_in_chinese_of_an_english_named_part(glossary: Glossary) -> None:
    """`TensorRT-LLM 多模态管线支持视频输入` names `TensorRT-LLM multimodal pipeline` in other
    words (the shipped glossary's `multimodal = 多模态`, `pipeline = 管线`)."""
    names = index(
        glossary, ("* **Gantry-LLM multimodal pipeline** · ACME · vision encoder", "§1.4")
    )
    assert decide(names, "Gantry-LLM 多模态管线支持视频输入", "§1.4").chosen == 0


def test_a_chinese_release_then_an_acronym_of_its_news(glossary: Glossary) -> None:
    """`雁栖库 2.4 IVF 召回下降` names `雁栖库 2.4` (the acronym says what the news is about,
    then Chinese follows), as `雁栖库 2.4 召回下降` does; `雁栖库 2.4.post2 FP8 量化版` is a
    build of that line; an edition word (`PRO`) is no such acronym."""
    assert names_of("雁栖库 2.4 IVF 召回下降 — 分区合并竞争").version == (2, 4)
    assert names_of("雁栖库 2.4.post2 FP8 量化版").version == (2, 4)
    assert names_of("雁栖库 2.4 PRO 版发布").version == ()
    names = index(
        glossary,
        ("雁栖库 2.3（Wildgoose 2.3）—— 2031-01-02 —— 向量库", "§1.1"),
        ("雁栖库 2.4（Wildgoose 2.4）—— 2031-03-02 —— 向量库", "§1.1"),
    )
    assert decide(names, "雁栖库 2.4 IVF 召回下降 — 分区合并竞争", "§1.4").chosen == 1


def test_a_chinese_release_read_by_the_latin_name_in_its_brackets(glossary: Glossary) -> None:
    """`松针检索 3.2（Pinefall Search 3.2）发布` is `Pinefall Search`'s release where no entry
    writes 松针检索 (a register kept in English); where one does, the Chinese name decides."""
    product = ("Pinefall Search (Conifer Labs): hybrid retriever. Releases: 3.0, 3.1.", "§1.1")
    names = index(glossary, product)
    title = "松针检索 3.2（Pinefall Search 3.2）发布 — 稀疏向量原生支持"
    assert decide(names, title, "§1.1").chosen == 0
    slashed = "松针检索3.2 / Pinefall Search v3.2 发布 — 稀疏向量原生支持"
    assert decide(names, slashed, "§1.1").chosen == 0
    both = index(glossary, product, ("松针检索（Conifer 检索器）：另一家的检索器", "§1.2"))
    assert decide(both, title, "§1.1").chosen != 0


def test_a_chinese_generation_then_an_acronym_of_its_news(glossary: Glossary) -> None:
    """`清鸣 2 MOS 评测遭质疑` goes by `清鸣 2` (an acronym, then Chinese), as `清鸣 2 评测` would."""
    assert "清鸣2" in names_of("清鸣 2 MOS 评测遭质疑 — 测试集泄漏").full
    names = index(glossary, ("**清鸣 2（Clearcall 2）发布 — 语音合成**：第二代", "§1.2"))
    assert decide(names, "清鸣 2 MOS 评测遭质疑 — 测试集泄漏", "§1.2").chosen == 0


def test_a_chinese_name_written_alone_by_a_nights_entry_pairs_nothing(glossary: Glossary) -> None:
    """A night's entry led by `松针检索 3.1` alone does not stop `松针检索 3.2（Pinefall Search
    3.2）` being read by its Latin name."""
    product = ("Pinefall Search (Conifer Labs): hybrid retriever. Releases: 3.0, 3.1.", "§1.1")
    night = ("**松针检索 3.1 登顶 BEIR 榜 — 平均 nDCG 58**：榜单截图", "§1.4")
    names = index(glossary, product, night)
    assert decide(names, "松针检索 3.2（Pinefall Search 3.2）发布 — 稀疏向量", "§1.1").chosen == 0


def test_a_nights_entry_pairing_the_same_latin_name_takes_its_next_release(
    glossary: Glossary,
) -> None:
    """In a register of one entry per product, a night's `铃兰 0.1（Lily 0.1）— 首发` is the
    product's entry: `铃兰 0.2（Lily 0.2）` continues it (read by the Latin name the lead pairs
    the Chinese one with); a lead pairing 铃兰 with another Latin name keeps the Chinese reading."""
    product = {"convention": lambda: True, "stated_products": lambda: True}
    names = NameIndex(glossary=glossary, **product)
    names.add("**铃兰 0.1（Lily 0.1）— 知识库巡检工具，开源首发**：扫描过期文档", "§1.4", [])
    title = "铃兰 0.2（Lily 0.2）— 巡检支持自动重摄取"
    assert decide(names, title, "§1.4").chosen == 0
    other = NameIndex(glossary=glossary, **product)
    other.add("**铃兰 0.1（Convallaria 0.1）— 知识库巡检工具，开源首发**：扫描", "§1.4", [])
    assert decide(other, title, "§1.4").chosen is None


def test_a_hyphen_glued_generation_after_a_chinese_name(glossary: Glossary) -> None:
    """heldout72 en: `马林 MarlinVL-2 发布` is generation 2, not news of `马林 Marlin-VL 1.1`
    where every release has an entry of its own; in a per-product document it stays the
    product's."""
    lead = ("**鹗鸟 Osprey-VL 1.3 — 开放 VLM 小版本** ⭐⭐⭐（2030-03-02）：OCR 提升", "§1.2")
    apart = index(glossary, lead)
    apart.stated_all = lambda: True
    verdict = decide(apart, "鹗鸟 OspreyVL-2 发布 — 第二代开放 VLM", "§1.2")
    assert verdict.chosen is None and "generation 2" in verdict.why, verdict
    assert decide(apart, "鹗鸟 OspreyVL-1 评测 — 复现", "§1.2").chosen == 0
    together = index(glossary, lead)
    assert decide(together, "鹗鸟 OspreyVL-2 发布 — 第二代开放 VLM", "§1.2").chosen == 0


def test_a_chinese_name_glued_to_a_dotted_release(glossary: Glossary) -> None:
    """heldout72: `霁光3.6 API 降价` is news of `霁光／Jiguang` (the version ends the name as a
    space would); not of an entry named by another release."""
    product = index(glossary, ("鹗声／Ospreyvoice —— 语音合成模型线", "§1.3"))
    assert decide(product, "鹗声2.1 API 降价 30% — 下调单价", "§1.3").chosen == 0
    other = index(glossary, ("鹗声／Ospreyvoice 2.0 —— 语音合成", "§1.3"))
    assert decide(other, "鹗声2.1 API 降价 30% — 下调单价", "§1.3").chosen is None
    assert decide(other, "鹗声2.0 API 降价 30% — 下调单价", "§1.3").chosen == 0


def test_a_product_entry_written_from_a_release_title(glossary: Glossary) -> None:
    """heldout72 zh (`一个产品线一个条目`): the night's `绘声 HuiSheng 1.0 — …` is the product's
    entry, so `绘声 HuiSheng 开放 API` continues it; where nothing says one entry per product,
    it stays a release's entry."""
    assert versions.states_product_entries("> 1. **一个产品线一个条目**，不按版本拆条。")
    lead = ("**鸣涧 Mingjian 1.0 — 视频配音模型** ⭐⭐⭐（2030-07-16）：口型同步", "§1.3")
    stated = index(glossary, lead)
    stated.stated_products = lambda: True
    assert decide(stated, "鸣涧 Mingjian 开放 API — 按视频分钟计费", "§1.3").chosen == 0
    assert (
        decide(index(glossary, lead), "鸣涧 Mingjian 开放 API — 按分钟计费", "§1.3").chosen is None
    )


def test_a_patch_of_the_release_an_entry_is_named_by(glossary: Glossary) -> None:
    """heldout72 en: `余烬 Cinder 1.4.2`, the briefing calling Cinder a runtime, is a patch of
    the night's `余烬 Cinder 1.4 发布 — 修复 1.3 的 FP8 黑图`, whatever kind that fix's words
    suggest; another release line is not."""
    lead = (
        "**鹬鸟 Godwit 2.3 发布 — 修复 2.2 的 FP8 溢出** ⭐⭐⭐（2030-07-16）：提速 30%",
        "§1.4",
    )
    names = index(glossary, lead)
    names.stated_under = lambda: True
    names.stated_all = lambda: True
    relation = "Kestrel 3 为被支持的模型，Godwit 为运行时"
    for title, chosen in (
        ("鹬鸟 Godwit 2.3.1 — 支持 Kestrel 3 蒸馏版推理", 0),
        ("鹬鸟 Godwit 2.4 — 支持 Kestrel 3 蒸馏版推理", None),
    ):
        verdict = names.decide(title, relation, [], "§1.4", (), frozenset())
        assert verdict.chosen == chosen, (title, verdict)


def test_a_glued_release_finds_the_entry_of_that_release(glossary: Glossary) -> None:
    """heldout72 en: `霁光3.6 API 降价` is news of the night's `霁光 Jiguang 3.6 发布 — …`
    (the Chinese name, a Latin name and that very release); not of another release's."""
    lead = "**鹗声 Ospreyvoice {} 发布 — 情感标签** ⭐⭐⭐（2030-07-15）：…"
    same = index(glossary, (lead.format("2.1"), "§1.3"))
    verdict = decide(same, "鹗声2.1 API 降价 30% — 下调单价", "§1.3")
    found = "release 2.1" in verdict.why or '"Ospreyvoice 2.1"' in verdict.why  # (its Latin half)
    assert verdict.chosen == 0 and found, verdict
    other = index(glossary, (lead.format("2.0"), "§1.3"))
    assert decide(other, "鹗声2.1 API 降价 30% — 下调单价", "§1.3").chosen is None


def test_a_kind_word_in_the_other_language_finds_the_entry(glossary: Glossary) -> None:
    """heldout88 en: `【MCP】规范 2031-10 草案` is news of `MCP spec` (a name's kind word said in
    the other language); not of an entry of another kind (`A2X registry`)."""
    spec = index(glossary, ("[2029-01 → 2029-04] A2X spec — agent exchange revisions.", "§1.2"))
    verdict = decide(spec, "A2X 规范 2029-06 草案：会话续传", "§1.2")
    assert verdict.chosen == 0 and "in other words" in verdict.why, verdict
    other = index(glossary, ("[2029-01 → 2029-04] A2X registry — agent exchange.", "§1.2"))
    assert decide(other, "A2X 规范 2029-06 草案：会话续传", "§1.2").chosen is None


def test_a_title_saying_its_release_is_another_names_finds_that_entry(glossary: Glossary) -> None:
    """heldout89 en: `Strata 1.6 跨机房前缀同步（与 TKV 1.6 同一发布）` is news of the night's
    `TKV 1.6（Strata）— …`: the bracket names the release it is; an English bracket too, and
    not another release."""
    lead = ("**VRX 3.2 — 分层落盘** ⭐⭐⭐（2031-04-02）：落盘带宽翻倍", "§1.3")
    names = index(glossary, lead)
    for title in (
        "Ravel 3.2 分层落盘（与 VRX 3.2 同一发布）",
        "Ravel 3.2 tiered spill (same release as VRX 3.2)",
    ):
        verdict = decide(names, title, "§1.3")
        assert verdict.chosen == 0 and "same release" in verdict.why, (title, verdict)
    assert decide(names, "Ravel 3.3 分层落盘（与 VRX 3.3 同一发布）", "§1.3").chosen is None


_MAJORS_DOC = (
    "# agent · living document\n\nConventions: every lead starts with the version range it "
    "covers in square brackets, then the project name. A release inside a compatible range "
    "extends the range; a new major version (x.0) opens a NEW entry.\n\n## §1.1 框架格局\n\n"
    "1. [0.7 → 0.9] Wildgoose — plugin-first agent framework.\n"
    "2. **雁行Wildgoose {} 正式版 — 插件签名** ⭐⭐⭐⭐（2026-09-30）：1.0 冻结插件 API "
    "<!-- livedoc:id=2026-09-30#2 -->\n\n## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n"
)


def test_a_release_with_its_chinese_name_in_brackets_finds_the_glued_entry() -> None:
    """heldout88 en: `Magpie 1.0（鹊桥）— …` is news of the entry a briefing of the night
    wrote, `鹊桥Magpie 1.0 正式版` (the bracketed Chinese name written before the Latin one and
    that very release), not a second new entry; another release's stays apart."""
    brief = brief_text(increment(1, "Wildgoose 1.0（雁行）— 插件市场同日上线"))
    took = run(_MAJORS_DOC.format("1.0"), brief).actions[0]
    assert took.action == "updated" and "雁行Wildgoose" in (took.matched or ""), took
    assert run(_MAJORS_DOC.format("1.1"), brief).actions[0].action == "inserted"


def test_a_unicode_hyphen_is_a_hyphen() -> None:
    """`Sparrix‑2.1` (a non-breaking hyphen, U+2011; U+2010 too) reads as `Sparrix-2.1`
    (issue 21, heldout85)."""
    plain = names_of("Sparrix-2.1 — 长输入精度修正")
    for hyphen in ("\u2011", "\u2010"):
        odd = names_of(f"Sparrix{hyphen}2.1 — 长输入精度修正")
        assert (odd.shown, odd.bare, odd.version) == (plain.shown, plain.bare, plain.version)


def test_a_benchmark_s_hyphened_acronym_after_the_release(glossary: Glossary) -> None:
    """heldout90: `Tessaline 2 LRB-X 复测` is a retest of `Tessaline 2` on the benchmark `LRB-X`
    (an acronym after the release, hyphened or not, says what it is about, as `NPU` does)."""
    mine = names_of("Tessaline 2 LRB-X 复测：均分 58.1")
    assert mine.version == (2,) and mine.bare == "tessaline"
    assert names_of("Tessaline 2.5 LRB-X 第三方复测").version == (2, 5)
    names = index(glossary, ("**Tessaline 2** — 嵌入模型第二代", "§1.1"))
    assert decide(names, "Tessaline 2 LRB-X 复测：均分 58.1", "§1.1").chosen == 0


def test_a_shared_leaderboard_page_against_the_closer_release(glossary: Glossary) -> None:
    """heldout90: `Tessaline 2.5 LRB-X 复测` citing the leaderboard page an update of
    `Tessaline 2` cites goes to `Tessaline 2.5`'s entry, which the title names more closely:
    the page is a possibility only against the other release's entry."""
    page = "url:leaderboards.example.org/lrb-x"
    names = NameIndex(glossary=glossary)
    names.add("**Tessaline 2** — 嵌入模型第二代", "§1.1", [page])
    names.add("**Tessaline 2.5 发布** — 2048 维", "§1.1", [])
    title = "Tessaline 2.5 LRB-X 第三方复测：61.0"
    verdict = names.decide(title, "", [page], "§1.1", (), contrary.repos_of(title, []))
    assert verdict.chosen == 1, verdict
    names = NameIndex(glossary=glossary)  # (no closer release: the page stays its evidence)
    names.add("**Tessaline 2** — 嵌入模型第二代", "§1.1", [page])
    title = "Tessaline 2 LRB-X 复测：58.1"
    verdict = names.decide(title, "", [page], "§1.1", (), contrary.repos_of(title, []))
    assert verdict.chosen == 0, verdict


def test_a_component_named_after_the_release_is_what_the_title_is_about() -> None:
    """heldout90: `Tessaline 2.2 HeapANN 查询毛刺` is news of `Tessaline 2.2` about its `HeapANN`
    backend (a word ending in an acronym after the release, as `NPU` or `MTEB-R`)."""
    mine = names_of("Tessaline 2.2 HeapANN 查询毛刺：P99 周期性飙升")
    assert mine.version == (2, 2) and mine.bare == "tessaline"
    assert names_of("Tessaline 1.1 LoRA 生态 — 一周 140 个").version == (1, 1)


def test_a_release_named_with_the_english_word_release(glossary: Glossary) -> None:
    """heldout90: `Quillon 2.2 release — …` is the entry of release 2.2 (`release` after it, as
    `released` or `GA`), so a second instance's `Quillon v2.2 GA` continues it, not 2.0 or 2.1."""
    assert names_of("Quillon 2.2 release — 磁盘索引后端 GA").version == (2, 2)
    names = index(
        glossary,
        ("**Quillon 2.0** — HNSW + PQ", "§1.1"),
        ("**Quillon 2.1** — 多向量字段", "§1.1"),
        ("**Quillon 2.2 release — 磁盘索引后端 GA**", "§1.1"),
    )
    assert decide(names, "Quillon v2.2 GA（磁盘后端）", "§1.1").chosen == 2
