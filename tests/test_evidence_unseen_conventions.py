"""Continuations missed on unseen conventions (issue 21, heldout42/41/38): a bare generation
the title only says is released, a maker in brackets read as an abbreviation, a dot after a
bracket, camel-case abbreviations, a year's edition with its own paper, a maker before the
name, a Chinese name before the Latin one or before a bare generation, a model word picking
one of a provider's entries, a Latin short form after a slash, an incident's follow-up by its
region id, a provider's name then a model word. Names here are invented."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from patcher.config.maps import load_map
from patcher.document.identity import label_alias
from patcher.plan import contrary, versions
from patcher.plan.evidence import NameIndex, Verdict, names_of
from patcher.text import marker, refs
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
        names.add(lead, anchor, [marker.arxiv_key(a) for a in refs.arxiv_ids(lead)[:1]])
    return names


def decide(names: NameIndex, title: str, anchor: str, keys: tuple[str, ...] = ()) -> Verdict:
    return names.decide(title, "", list(keys), anchor, (), contrary.repos_of(title, keys))


def test_a_bare_generation_said_released_is_a_release(glossary: Glossary) -> None:
    names = index(
        glossary, ("[Sonarra](https://sonavia.example) (Sonavia) — bilingual TTS", "§1.2")
    )
    assert decide(names, "Sonarra 2 发布 — 情感强度连续可调", "§1.2").chosen == 0
    assert decide(names, "Sonarra 2 正式版 — 新增粤语", "§1.2").chosen == 0
    verdict = decide(names, "Sonarra 2 发布 — 新一代语音合成", "§1.2")  # (said a new generation)
    assert verdict.chosen is None


def test_a_maker_in_brackets_owning_the_linked_repository(glossary: Glossary) -> None:
    """`[X](https://github.com/NVIDIA/X) (NVIDIA)`: the brackets name the repository's owner,
    the maker; the name before them is the entry's too. Brackets owning nothing stay part
    of the name (`test_brackets_that_are_no_initials_still_qualify`)."""
    lead = "[Gantry-LLM](https://github.com/acme/gantry-llm) (ACME) — multimodal engines"
    names = index(glossary, (lead, "§1.4"))
    assert decide(names, "Gantry-LLM 1.3 多模态 — 编码器插件", "§1.4").chosen == 0
    unlinked = "[Gantry-LLM](https://gantry.example) (ACME) — multimodal engines"
    names = index(glossary, (unlinked, "§1.4"))
    assert decide(names, "Gantry-LLM 1.3 多模态 — 编码器插件", "§1.4").chosen is None


def test_a_dot_right_after_a_bracket_ends_the_name(glossary: Glossary) -> None:
    lead = "【图表基准】PlotReason Bench（PRB）· 机构：清澄大学：图表推理，2027 版 4,200 题"
    names = index(glossary, (lead, "§1.1"))
    assert names.entries[0].names.shown == "PlotReason Bench (PRB)"
    assert decide(names, "PlotReason Bench 2028 版 — 新增 1,800 题", "§1.1").chosen == 0


def test_an_abbreviation_of_a_camel_case_name(glossary: Glossary) -> None:
    text = "PRB — PlotReason Bench (PRB), chart benchmark, 2027 edition."
    assert contrary.spelled_words(text)["PRB"] == ("plotreason", "bench")
    lead = "[PRB](https://prb.example) (Qingcheng) — PlotReason Bench (PRB), chart benchmark"
    names = index(glossary, (lead, "§1.1"))
    assert decide(names, "PlotReason Bench 2028 版 — 新增 1,800 题", "§1.1").chosen == 0


def test_a_years_edition_with_a_paper_of_its_own(glossary: Glossary) -> None:
    assert names_of("VidJudge-2028 版 —— 新增维度").bare == "vidjudge"
    assert names_of("Vellum-2027 发布").bare == ""  # (no edition word: a name)
    keys = ("arxiv:2804.11111",)
    said = (
        "[VidJudge](https://arxiv.org/abs/2802.17764) (Qingcheng) — video benchmark, 2027 edition"
    )
    names = index(glossary, (said, "§1.3"))
    assert decide(names, "VidJudge-2028 版 —— 新增物理一致性维度", "§1.3", keys).chosen == 0
    unsaid = "[VidJudge](https://arxiv.org/abs/2802.17764) (Qingcheng) — video benchmark"
    names = index(glossary, (unsaid, "§1.3"))  # (the lead gives no edition: another paper)
    assert decide(names, "VidJudge-2028 版 —— 新增物理一致性维度", "§1.3", keys).chosen is None


def test_a_maker_before_the_name(glossary: Glossary) -> None:
    lead = "[Whisperline](https://github.com/orcalabs/whisperline) (Orca Labs) — transcription"
    names = index(glossary, (lead, "§1.2"))
    verdict = decide(names, "Orca Labs Whisperline 1.5 — 方言扩展到 12 种", "§1.2")
    assert verdict.chosen == 0
    verdict = decide(names, "Kelp Labs Whisperline 1.5 — 方言扩展到 12 种", "§1.2")
    assert verdict.chosen is None  # (a maker the lead does not name)


def test_a_chinese_name_then_the_latin_one(glossary: Glossary) -> None:
    lead = "【赤焰】Redflare-VL · 机构：赤焰智能：视觉推理模型，几何题链式推理。"
    names = index(glossary, (lead, "§1.1"))
    assert decide(names, "赤焰 Redflare-VL 72B 预告 — 5 月开源", "§1.1").chosen == 0
    created = "**风铎智能 WX-300 推理卡发布** ⭐⭐⭐（2027-12-08）：风铎智能发布 WX-300 推理卡"
    names = index(glossary, (created, "§1.1"))
    assert decide(names, "风铎智能 WX-300 实测 — INT8 1,900 tok/s", "§1.1").chosen == 0
    created = "**赤焰 Redflare-VL 32B 开源 — 几何推理** ⭐⭐⭐（2028-04-24）：赤焰智能开源 32B 版"
    names = index(glossary, (created, "§1.1"))
    assert decide(names, "赤焰 Redflare-VL-32B 技术报告 — 训练细节", "§1.1").chosen == 0


def test_a_chinese_name_and_a_bare_generation(glossary: Glossary) -> None:
    lead = "[Brightvoice](https://sonavia.example) (Sonavia) — TTS (Chinese name 亮音), 180 ms"
    names = index(glossary, (lead, "§1.2"))
    assert decide(names, "亮音 2 粤语版上线 API — 8 个粤语音色商用", "§1.2").chosen == 0
    labelled = "【亮音】Brightvoice · 机构：声航科技：中英双语 TTS。"
    names = NameIndex(glossary=glossary)  # (the label is its alias, as the reader gives it)
    names.add(labelled, "§1.2", [], aliases=label_alias(labelled))
    assert decide(names, "亮音 2 粤语版上线 API — 8 个粤语音色商用", "§1.2").chosen == 0


def test_a_model_word_singles_out_a_providers_entry(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Larkspur Cloud H200 on-demand** (Larkspur Cloud, 2027-11-15) — $2.49/h", "§1.1"),
        ("**Larkspur Cloud H100 SXM** (Larkspur Cloud, 2027-09-01) — $1.79/h", "§1.1"),
    )
    assert decide(names, "Larkspur Cloud 下调 H200 按需价至 $2.19/h", "§1.1").chosen == 0
    assert decide(names, "Larkspur Cloud H100 价格回调", "§1.1").chosen == 1
    assert decide(names, "Larkspur Cloud 上线 B300 实例", "§1.1").chosen is None


def test_a_chinese_maker_and_a_model_word(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Aurora Cloud B200 reserved** (Aurora Cloud 极光云, 2027-11-01) — $3.10/h", "§1.1"),
        ("**Aurora Cloud H100 on-demand** (Aurora Cloud 极光云, 2027-10-01) — $1.90/h", "§1.1"),
    )
    assert decide(names, "极光云 B200 预留价回调 4%", "§1.1").chosen == 0
    assert decide(names, "极光云 B300 预留价公布", "§1.1").chosen is None


def test_a_latin_short_form_after_a_slash(glossary: Glossary) -> None:
    names = index(glossary, ("**TensorFlux-LLM** / 英伟达 TFX-LLM — 编译型引擎", "§1.1"))
    assert decide(names, "TFX-LLM 1.5.1 — 修复 FP4 MoE 数值问题", "§1.1").chosen == 0
    names = index(glossary, ("**TensorFlux-LLM** / 英伟达 Triton — 编译型引擎", "§1.1"))
    assert decide(names, "Triton 1.5.1 — 修复 FP4 MoE 数值问题", "§1.1").chosen is None


def test_an_incident_followed_up_by_its_region(glossary: Glossary) -> None:
    lead = (
        "**霜云算力华东二区故障**（Frostcloud cn-east-2 outage）：2028-03-12 实例不可用约 50 分钟"
    )
    names = index(glossary, (lead, "§1.4"))
    assert decide(names, "霜云 cn-east-2 故障补偿方案公布 — 3 倍时长抵扣", "§1.4").chosen == 0
    assert decide(names, "霜云 cn-east-2 再次故障 — 实例不可用", "§1.4").chosen is None


def test_a_region_named_without_its_number_ties_no_review_to_an_incident(
    glossary: Glossary,
) -> None:
    """`ap-southeast` is an area, not one region's id (`ap-southeast-1`): another incident of
    the product there is as likely, so a review naming only the area is no continuation of
    the incident entry by its region (heldout81 lost two continuations; a blind week one
    wrong continuation less)."""
    lead = "**Frostcloud 再次故障 — 03-12 ap-southeast 实例不可用 50 分钟**：控制面超时"
    names = index(glossary, (lead, "§1.4"), ("**Frostcloud**：GPU 云，按需实例", "§1.1"))
    assert decide(names, "Frostcloud ap-southeast 故障复盘：控制面级联超时", "§1.4").chosen != 0
    assert decide(names, "Frostcloud eu-west 故障复盘：控制面级联超时", "§1.4").chosen != 0
    assert decide(names, "Frostcloud multi-hop 故障复盘", "§1.4").chosen != 0  # (no region)


def test_a_providers_name_then_a_model_word(glossary: Glossary) -> None:
    names = index(glossary, ("**霜云算力**（Frostcloud Compute）：GPU 云，按需实例", "§1.1"))
    assert decide(names, "Frostcloud compute H200 竞价实例扩至新加坡区", "§1.1").chosen == 0
    verdict = decide(names, "Frostcloud compute H200 竞价实例扩至新加坡区", "§1.4")
    assert verdict.chosen is None  # (a short name's weight: in the entry's section only)


def test_a_name_after_align_is_what_it_aligns_with(glossary: Glossary) -> None:
    """`对齐 OpenTelemetry` (aligns with), `遵循 X` (follows): the object, not another subject."""
    names = index(glossary, ("**鸻追踪**（Plover Trace）：推理链路追踪 SDK", "§1.4"))
    title = "plover trace 对齐 OpenTelemetry GenAI 语义约定"
    assert decide(names, title, "§1.4").chosen == 0


@dataclass(frozen=True)
class _Read:
    """An entry's lead as read back from the document (the editor's, not a night's)."""

    title: str


def test_a_preamble_filing_results_under_the_benchmark() -> None:
    """`评测成绩记在基准条目下`: stated; the release-measured rule and news about the benchmark
    itself are not, nor a denial before it."""
    assert versions.states_results_under_benchmark(
        "- 评测结果挂基准：某模型在某基准上的成绩记在基准条目下。"
    )
    assert versions.states_results_under_benchmark(
        "Scores go under the benchmark's entry, not the model's."
    )
    assert not versions.states_results_under_benchmark(
        "Results are updates under the release measured. News about the benchmark itself goes "
        "under the benchmark's entry."
    )
    assert not versions.states_results_under_benchmark("成绩不记在基准条目下，记在模型条目下。")


def test_a_result_goes_to_the_benchmark_the_title_names_where_so_stated(glossary: Glossary) -> None:
    """Where the preamble files results under the benchmark's entry, `Wrenfold 4.2 在 SRB 上的
    成绩` goes to `服务评测基准（下称 SRB）`, not the model's entry; with nothing stated, to the
    model's; a result naming no benchmark entry is not the model's news there either."""

    def built(stated: bool) -> NameIndex:
        names = NameIndex(glossary=glossary, stated_results=lambda: stated)
        names.add(_Read("〔砺石科技〕Wrenfold：多模态模型家族。"), "§1.1", [])
        names.add(_Read("〔澄江大学〕服务评测基准（下称 SRB）：吞吐与成本榜。"), "§1.1", [])
        return names

    title = "Wrenfold 4.2 在 SRB 上的成绩 — 视频子榜第 2"
    assert decide(built(False), title, "§1.1").chosen == 0
    names = built(True)
    assert decide(names, title, "§1.1").chosen == 1
    assert decide(names, "Wrenfold 4.2 在 OtherBench 上的成绩", "§1.1").chosen is None
    assert decide(names, "Wrenfold 4.2 发布 — 视频理解", "§1.1").chosen == 0
    assert decide(names, "SRB 第二轮结果 — Kestrel 首次参评", "§1.1").chosen == 1  # (a round's)


_LISTED_PROJECTS = (
    "# inference · living notes\n\n"
    "- Models: one entry per minor release (`Name X.Y · Maker · date — summary`); patches are "
    "`Update` lines under the release.\n"
    "- Software projects (libraries and hosted tools: Wickline, Basalt-Trace, Ferncache): one "
    "entry per project, releases as `Update` lines.\n\n"
    "## §1.1 Models\n\n- [x] Osprey 2.0 · Tern Labs · 2031-02-01 — base model\n"
    "- [x] Osprey 2.1 · Tern Labs · 2031-03-01 — long context\n"
    "- [x] Wickline (wickline/wickline) — open-source batching library\n"
    "  - Update 2031-02-10: 0.4 released\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 Reliability\n\n"
    "- [x] Basalt-Trace — open-source tracing for LLM requests\n"
    "  - Update 2031-01-11: 0.9 adds span sampling\n"
)


def test_a_release_of_a_project_the_preamble_lists_as_kept_one_entry_per_project() -> None:
    """heldout104 en `Software projects (…: OmniGlue, VisHub, …, LensTrace): one entry per
    project` beside `Models: one entry per minor release`: a release of a listed project
    (`Basalt-Trace 1.0 GA`) goes under its entry; a model's new release is still new."""
    listed = versions.listed_product_names(_LISTED_PROJECTS)
    assert listed == {"wickline", "basalttrace", "ferncache"}
    assert not versions.listed_product_names("Models (Osprey, Heron): not one entry per product.")
    night = brief_text(increment(1, "Basalt-Trace 1.0 GA — 语义约定定稿", section="§1.4"))
    assert run(_LISTED_PROJECTS, night).actions[0].action == "updated"
    model = brief_text(increment(1, "Osprey 2.2 — 新增视频输入", section="§1.1"))
    assert run(_LISTED_PROJECTS, model).actions[0].action == "inserted"
