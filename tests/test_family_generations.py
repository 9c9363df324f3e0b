"""Families and generations as titles write them (heldout130): a family rule listing other kinds
beside it, a generation glued on or hyphened (`Lumen3`, `Lumen-3`), a Chinese ordinal
(`第三代 Lumen`), a generation's point release, a Chinese name a lead gives as an apposition,
an abbreviation glued to a word (`MMRiddle`), a rename after a colon, an interface launched."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.plan.evidence import NameIndex
from patcher.plan.evidence.abbreviations import spelled_out_name
from patcher.plan.evidence.names import names_of
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import brief_text, increment

FAMILY_ZH = (
    "> 约定：每个模型家族 / 产品 / 数据集 / 基准一条；新一代、小版本、事故都记在家族条目下。"
)
PER_GENERATION = "> Conventions: one entry per model generation; point releases go under it."


def _doc(preamble: str, entries: str) -> str:
    return (
        f"# Multimodal\n\n{preamble}\n\n## §1.1 Models\n\n{entries}\n\n"
        "## §1.2 Generation\n\n## §1.3 Data\n\n## §1.4 Evaluation\n"
    )


FAMILIES = (
    "- **Vireo**：维鹭的视觉语言模型家族（Heron AI）\n"
    "  - 2034-03-04：Vireo 3 发布\n"
    "- **Vireo Cloud**：Vireo 系列的托管 API 平台（Heron AI）\n"
    "- **Qilin-VL**：麒麟视觉，中英双语视觉语言模型（星穹智能）\n"
    "- **PixTok**：离散图像分词器，16× 压缩（Quanta Labs）"
)
GENERATIONS = (
    "- **Vireo 2** (Heron AI, 2033-06) — general VLM\n"
    "- **Vireo 3** (Heron AI, 2034-03) — native 2K input\n"
    "- **Nimbus3** (Drumlin, 2034-01) — C++ engine"
)


def _action(doc: str, title: str, points: str = "- first point - second point") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.1", points=points))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_a_family_rule_listing_other_kinds() -> None:
    """`每个模型家族 / 产品 / 数据集 / 基准一条`: one entry per family, the other kinds listed too."""
    assert versions.states_family_entries(FAMILY_ZH)
    assert versions.states_family_entries("每个模型家族、数据集、基准一条。")
    assert not versions.states_family_entries("不再每个模型家族 / 产品一条。")


@pytest.mark.parametrize(
    "title",
    ["Vireo3 视频理解扩展至 3 小时", "Vireo-3 OCR 幻觉回归 — 3.2 更新后", "Vireo4声音克隆滥用"],
)
def test_a_generation_glued_on_is_the_familys_news(title: str) -> None:
    family = _action(_doc(FAMILY_ZH, FAMILIES), title)
    assert family.action == "updated" and "Vireo" in (family.matched or ""), family
    assert "Cloud" not in (family.matched or ""), family
    assert _action(_doc("> 每日更新。", FAMILIES), title).action == "inserted"


@pytest.mark.parametrize(
    "title",
    ["Vireo-3 OCR 幻觉回归 — 3.2 更新后", "Vireo3 视频理解扩展", "第三代 Vireo 加入 GUI 操作能力"],
)
def test_a_generation_written_otherwise_is_that_generations_entry(title: str) -> None:
    found = _action(_doc(PER_GENERATION, GENERATIONS), title)
    assert found.action == "updated" and "Vireo 3" in (found.matched or ""), found


def test_a_name_with_its_number_glued_stays_whole() -> None:
    """`Nimbus3` is an entry's own name: `Nimbus3 新增…` is read as written, not `Nimbus 3`."""
    names = NameIndex(glossary=Glossary(()))
    for lead in GENERATIONS.splitlines():
        names.add(lead[2:], "§1.1", [])
    verdict = names.decide("Nimbus3 新增 FP8 内核", "", [], "§1.1")
    assert verdict.chosen is not None and names.entries[verdict.chosen].shown == "Nimbus3"


def test_a_generations_point_release_and_an_ordinal() -> None:
    assert versions.release_last("Kestrel 5 point release 5.0.1 — x") == "Kestrel 5.0.1 — x"
    assert versions.release_last("Kestrel-5 补丁版 5.0.1") == "Kestrel 5.0.1"
    assert versions.release_last("Kestrel 5 point release 6.0.1") == "Kestrel 5 point release 6.0.1"
    assert versions.release_last("第三代 Lumen 加入 GUI") == "Lumen 3 加入 GUI"
    assert versions.release_last("第三代芯片发布") == "第三代芯片发布"


def test_a_chinese_name_the_lead_apposes_with_its_maker() -> None:
    """`麒麟视觉 2.5 开源` is `**Qilin-VL**：麒麟视觉，…（星穹智能）`'s news when the briefing names the
    maker; without it, or for a description (`离散图像分词器 2.0`), nothing is read."""
    doc = _doc(FAMILY_ZH, FAMILIES)
    told = _action(doc, "麒麟视觉 2.5 开源：新增视频理解", "- 星穹智能开源麒麟视觉 2.5")
    assert told.action == "updated" and "Qilin-VL" in (told.matched or ""), told
    assert _action(doc, "麒麟视觉 2.5 开源：新增视频理解", "- 权重已上传").action == "inserted"
    other = _action(doc, "离散图像分词器 2.0 综述", "- 一篇综述")
    assert other.action == "inserted", other


def test_an_abbreviation_glued_to_a_word_spelled_out() -> None:
    lead = "**MMRiddle**：多模态推理谜题基准（Multimodal Riddle），arXiv:3403.12077"
    assert spelled_out_name("MMRiddle", lead) == ("Multimodal Riddle",)
    assert spelled_out_name("MMRiddle", "MMRiddle — Music Riddle puzzles") == ()


def test_a_rename_after_a_colon_in_a_family_document() -> None:
    found = _action(_doc(FAMILY_ZH, FAMILIES), "QuantaTok:PixTok 更名并发布 2.1(视频帧编码提速)")
    assert found.action == "updated" and "PixTok" in (found.matched or ""), found


def test_an_interface_launched_for_another_product_is_the_subjects() -> None:
    assert not names_of("Vireo Cloud 上线 Vireo 5 批量接口，价格下调 40%").others
    assert names_of("Vireo Cloud 上线 Vireo 5，价格下调 40%").others


@pytest.mark.parametrize("title", ["Vireo3 视频理解扩展至 3 小时", "Vireo4声音克隆滥用"])
def test_a_glued_generation_under_an_english_family_rule(title: str) -> None:
    found = _action(_doc("> One entry per model family.", FAMILIES), title)
    assert found.action == "updated" and "Vireo" in (found.matched or ""), found


def _follow_up(preamble: str) -> api.Action:
    doc = _doc(preamble, "- **Cinder**：草稿模型在线蒸馏，arXiv:3301.00417（Ember Labs）")
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(1, "Cinder-2 — 在线蒸馏第二版", section="§1.1").replace(
        "inbox/x.md", "arXiv:3402.05561"
    )
    said = "与活文档现有脉络的关系：Cinder（arXiv:3301.00417）的续作，同一团队\n"
    inc = inc.replace("可信度：高\n", f"可信度：高\n{said}")
    report = api.apply(
        [Source("b.txt", brief_text(inc).encode())], Source("d.md", doc.encode()), smap
    )
    return report.actions[0]


def test_a_hyphened_follow_up_paper_where_follow_ups_go_under_the_original() -> None:
    """`Cinder-2` citing `Cinder`'s paper goes under it where the preamble files a work's
    follow-up papers there (heldout115); elsewhere it stays a paper of its own."""
    under = _follow_up("> 同一团队的续作论文作为子项并入原线索。")
    assert under.action == "updated" and "Cinder" in (under.matched or ""), under
    assert _follow_up("> 每日更新。").action == "inserted"


GUANXING = "- **Guanxing** (Tianshu Lab) — long-video model (Chinese name 观星). arXiv:3503.09921"


def _generation_with_paper(preamble: str, title: str) -> api.Action:
    doc = _doc(preamble, GUANXING)
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(1, title, section="§1.1").replace("inbox/x.md", "arxiv.org/abs/3505.15870")
    said = "与活文档现有脉络的关系：§1.1 已有观星（第一代）；本条是第二代\n"
    inc = inc.replace("可信度：高\n", f"可信度：高\n{said}")
    report = api.apply(
        [Source("b.txt", brief_text(inc).encode())], Source("d.md", doc.encode()), smap
    )
    return report.actions[0]


@pytest.mark.parametrize(
    "title", ["观星-2（Guanxing-2）发布 — 第二代长视频模型", "Guanxing-2 发布 — 第二代长视频模型"]
)
def test_a_hyphened_generations_own_paper_is_the_familys_news(title: str) -> None:
    """`Guanxing-2` with its own report, against `**Guanxing**` citing the first generation's
    paper, where the preamble keeps one entry per family (heldout136): the family's news, as
    `Guanxing 2` is; without the family rule, a thing of its own."""
    family = "> A model family is ONE entry: new generations and papers go under the model's entry."
    found = _generation_with_paper(family, title)
    assert found.action == "updated" and "Guanxing" in (found.matched or ""), found
    assert _generation_with_paper("> Updated daily.", title).action == "inserted"


PRODUCT_LINES = (
    "* One entry per **product line**, for its whole life. Model generations (Tern-Embed 2 → 3)"
    " stay in the same entry; a new generation is an `Update` line."
)
TERN = (
    "* Tern-Embed — bilingual embedding models by Tern Lab; a.k.a. 燕鸥嵌入. [active · 2.1]\n"
    "* Mosaic chunker — structure-aware chunking library by Tern Lab; a.k.a. 拼块. [active · 0.8]"
)


@pytest.mark.parametrize(
    "title", ["燕鸥 Tern-Embed-3 — 8K 上下文嵌入", "Tern-Embed-3 — 8K 上下文嵌入"]
)
def test_a_glued_generation_after_the_chinese_name_is_the_products_news(title: str) -> None:
    """`燕鸥 Tern-Embed-3`, the Chinese name the entry's lead writes before the Latin name with
    its generation glued on, where the preamble keeps one entry per product line (heldout110):
    the product's news, as `Tern-Embed-3` alone is; one entry per generation keeps it apart."""
    found = _action(_doc(PRODUCT_LINES, TERN), title)
    assert found.action == "updated" and "Tern-Embed" in (found.matched or ""), found
    assert _action(_doc(PER_GENERATION, TERN), title).action == "inserted"


def test_a_glued_generation_after_another_chinese_name_is_not_the_products() -> None:
    """`雨燕 Tern-Embed-3`: a Chinese name the entry's lead never writes (another's namesake)."""
    found = _action(_doc(PRODUCT_LINES, TERN), "雨燕 Tern-Embed-3 — 8K 上下文嵌入")
    assert not (found.action == "updated" and "Tern-Embed" in (found.matched or "")), found


RESULTS_APART = (
    f"{PRODUCT_LINES}\n* Benchmark results never go under the product: they go under the"
    " **benchmark's** entry (one entry per benchmark)."
)


def test_a_launch_whose_tail_gives_its_placing_is_the_products_news() -> None:
    """`燕鸥 Tern-Embed-3 — 8K 上下文嵌入，C-MTEB 检索榜第一`: a head of the name alone, the
    placing one of the tail's points, where results go under the benchmark (heldout110): the
    product's news; a head saying the result (`… 在 C-MTEB 检索榜第一`) stays the board's."""
    doc = _doc(RESULTS_APART, TERN)
    launch = _action(doc, "燕鸥 Tern-Embed-3 — 8K 上下文嵌入，C-MTEB 检索榜第一")
    assert launch.action == "updated" and "Tern-Embed" in (launch.matched or ""), launch
    placing = _action(doc, "Tern-Embed 2.1 在 C-MTEB 检索榜第一 — 75.4 分")
    assert "Tern-Embed" not in (placing.matched or "") or placing.action != "updated", placing


KIND_FAMILIES = (
    "- **Sorrel TTS**（Ondrel，2039-05）：语音合成与声音克隆家族。\n"
    "  - 2040-01-16 续：Sorrel 2 发布，10 秒样本克隆。\n"
    "- **Marlin Video**（Ardentia，2039-11）：文生视频模型家族。\n"
    "  - 2039-11-30 续：Marlin 2 发布，1080p。\n"
    "  - 2040-05-20 续：Marlin 3 发布，4K。\n"
    "- **Quaver Image**（Corvane，2040-02）：图像生成模型家族。"
)
PRODUCT_ZH = "> 维护约定：一个产品家族一个条目（版本、档位都续写在家族条目下）。"


@pytest.mark.parametrize(
    ("title", "family"),
    [
        ("Ondrel 发布 Sorrel 3 — 3 秒样本声音克隆 + 情感控制", "Sorrel TTS"),
        ("Sorrel 3 上线克隆滥用防护：声纹同意校验", "Sorrel TTS"),
        ("Marlin 4 预告 — 原生 8K", "Marlin Video"),
        ("Marlin4「导演模式」上线 — 镜头语言可控生成", "Marlin Video"),
        ("Marlin 3 被曝可绕过过滤，Ardentia 紧急回滚过滤器版本", "Marlin Video"),
        ("Ondrel 预告 Sorrel 4:全新架构,原生音频输入,8 月开放", "Sorrel TTS"),
        ("Ardentia 公布 Marlin 3 肖像事故处置: 名人提示词全面暂停", "Marlin Video"),
    ],
)
def test_a_generation_of_a_family_named_with_its_kind(title: str, family: str) -> None:
    """`Sorrel 3` where the preamble keeps one entry per product family and `**Sorrel TTS**`
    logs `Sorrel 2 发布` among its sub-items: the family's next generation, its news; a
    document stating no such rule, or a family logging no generation (`Quaver 2` against
    `**Quaver Image**`), keeps it apart."""
    found = _action(_doc(PRODUCT_ZH, KIND_FAMILIES), title)
    assert found.action == "updated" and family in (found.matched or ""), found
    assert _action(_doc("> 每日更新。", KIND_FAMILIES), title).action == "inserted"
    assert _action(_doc(PRODUCT_ZH, KIND_FAMILIES), "Quaver 2 发布 — 排版增强").action == "inserted"


APPS = (
    "- **Marlin Video**（Ardentia，2039-11）：文生视频模型家族。\n"
    "  - 2040-05-20 续：Marlin 3 发布，4K。\n"
    "  - 2040-06-18 续：配套短片应用 Reelwick 接入 Marlin 3。\n"
    "- **Sorrel TTS**（Ondrel，2039-05）：语音合成家族。\n"
    "  - 2040-03-02 续：基于 Sorrel 2 的配音应用 Dubwright 上线，按分钟计费。\n"
    "  - 2040-04-01 续：Quaver Image 在对比中落后。"
)


@pytest.mark.parametrize(
    ("title", "family"),
    [
        ("Reelwick 开放多人协作剪辑，底层仍为 Marlin 3", "Marlin Video"),
        ("DubWright 上线 14 种语言自动配音", "Sorrel TTS"),
    ],
)
def test_an_app_a_family_entry_records_is_the_familys_news(title: str, family: str) -> None:
    """`Reelwick 开放…` where `**Marlin Video**` records `配套短片应用 Reelwick` among its
    sub-items and the preamble keeps one entry per product family: the family's news; not
    where the preamble says nothing, and not a name a sub-item writes as no app of its own
    (`Quaver Image 在对比中落后`)."""
    found = _action(_doc(PRODUCT_ZH, APPS), title)
    assert found.action == "updated" and family in (found.matched or ""), found
    assert _action(_doc("> 每日更新。", APPS), title).action == "inserted"
    assert _action(_doc(PRODUCT_ZH, APPS), "Quaver Image 上线排版模式").action == "inserted"


CLAUSED = (
    "- **Sealmark 水印标准**（开放溯源联盟，2039-12）：图像/视频水印规范，v1.1。\n"
    "- **Reelwick**（Ardentia，2040-06）：短片应用。"
)


@pytest.mark.parametrize(
    ("title", "entry"),
    [
        ("Sealmark 1.2 规范定稿，Ardentia 与 Corvane 宣布采纳", "Sealmark"),
        ("Reelwick 开放多人协作剪辑，底层仍为 Marlin 3", "Reelwick"),
    ],
)
def test_a_title_whose_other_names_are_in_a_later_clause(title: str, entry: str) -> None:
    """`Sealmark 1.2 规范定稿，Ardentia 与 Corvane 宣布采纳`: the names after the comma are who
    adopted it, the first clause's subject the title's; not a first clause naming two things
    (`Reelwick 接入 Sealmark，…`)."""
    found = _action(_doc(PRODUCT_ZH, CLAUSED), title)
    assert found.action == "updated" and entry in (found.matched or ""), found
    two = _action(_doc(PRODUCT_ZH, CLAUSED), "Reelwick 接入 Quaver 水印，Ardentia 宣布")
    assert "Reelwick" not in (two.matched or "") or two.action != "updated", two
