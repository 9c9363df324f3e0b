"""Names across languages and name forms (issue 21): a hyphen compound whose suffix says the
kind of thing the entry says it is, in any language; each rule with the counter-examples
where it must not continue (another product sharing the word, a successor, another kind)."""

from __future__ import annotations

import pytest

from patcher import api
from patcher.config.maps import load_map
from patcher.document.identity import lead_name, lead_text
from patcher.plan import contrary, versions
from patcher.plan.evidence import NameIndex, Verdict
from patcher.plan.evidence.abbreviations import preamble_code_names
from patcher.plan.evidence.index_names import _glued_name
from patcher.text import marker, refs
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment
from tests.test_edits import run


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(
    names: NameIndex, title: str, anchor: str, relation: str = "", sources: str = ""
) -> Verdict:
    repos = contrary.repos_of(f"{title}\n{sources}", ())
    return names.decide(title, relation, [], anchor, (), repos)


def test_a_hyphen_compound_naming_the_kind_the_entry_says(glossary: Glossary) -> None:
    """`Pennant-Scheduler` is Pennant the scheduler: it continues the entry whose name or
    first clause says scheduler in any language (`三角旗调度器（Pennant）`, `Pennant: SLO-aware
    batch scheduler`); `Beacon-Probe 2.0` continues `Beacon 健康探针` (probe = 健康探针)."""
    title = "Pennant-Scheduler 生产落地: 某公有云 SLO 违约 -40%"
    for lead in (
        "三角旗调度器（Pennant）：SLO 感知批调度，P99 TTFT 违约 -31%",
        "Pennant: SLO-aware batch scheduler (arXiv:2610.04417) — P99 TTFT violations -31%",
    ):
        names = index(glossary, (lead, "§1.2"), ("Halyard Admission Controller (HAC)", "§1.2"))
        verdict = decide(names, title, "§1.2")
        assert verdict.chosen == 0 and "joined to the kind" in verdict.why
    probe = index(glossary, ("**Beacon 健康探针** — 推理副本的 liveness 探针", "§1.4"))
    assert decide(probe, "Beacon-Probe 2.0 — gRPC 探活", "§1.4").chosen == 0


def test_a_hyphen_compound_of_another_kind_or_thing(glossary: Glossary) -> None:
    """Counter-examples: a suffix that is no kind the entry says (`Pennant-Router` against a
    scheduler, `Beacon-Edge` against a probe), a successor (`Pennant-2`), a word two entries
    go by, and a namesake from another repository than the one the entry's lead links."""
    scheduler = ("三角旗调度器（Pennant）：SLO 感知批调度", "§1.2")
    names = index(glossary, scheduler)
    assert decide(names, "Pennant-Router 0.3 — 前缀亲和路由", "§1.2").chosen is None
    assert decide(names, "Pennant-2 — 新一代调度论文", "§1.2").chosen is None
    probe = index(glossary, ("**Beacon 健康探针** — 推理副本的 liveness 探针", "§1.4"))
    assert decide(probe, "Beacon-Edge 1.0 — 端侧推理", "§1.4").chosen is None
    two = index(glossary, scheduler, ("Pennant Cloud：托管调度服务", "§1.2"))
    assert decide(two, "Pennant-Scheduler 生产落地", "§1.2").chosen is None
    linked = ("[Pumice](https://github.com/pumice-ml/pumice) — on-device engine for NPUs", "§1.1")
    other = "github.com/edgeworks/pumice-edge/releases/tag/v1.1.0"
    pumice = index(glossary, linked)
    assert decide(pumice, "Pumice-Edge 1.1 — 新增 NPU 后端", "§1.1", sources=other).chosen is None


def test_the_short_chinese_half_of_a_two_language_name(glossary: Glossary) -> None:
    """A title starting with the whole Chinese name (three or four characters) of an entry
    that goes by a Latin name too, then a space, Latin text or a glossary term, names it."""
    lark = ("云雀引擎（Larkspur）：纯 Rust 端侧推理运行时；github.com/larkspur-rt/larkspur", "§1.1")
    names = index(glossary, lark, ("**vLLM/伯克利推理引擎**：生产标准", "§1.1"))
    verdict = decide(names, "云雀引擎 iOS Metal 后端实测 — A19 Pro 上 31 tok/s", "§1.1")
    assert verdict.chosen == 0 and "the Chinese name of" in verdict.why
    sable = index(glossary, ("**Sablewing / 黑羽引擎**：MoE 推理引擎", "§1.1"))
    assert decide(sable, "黑羽引擎分离式部署实测", "§1.1").chosen == 0  # (分离式: a term)


def test_a_short_chinese_name_that_may_be_another_thing(glossary: Glossary) -> None:
    """Counter-examples: the title goes on in Chinese that is no descriptor (`云雀引擎集群版`:
    maybe a longer name), the entry has no Latin name (a short all-Chinese name may be a
    kind of thing's), the Chinese half only describes (`分层缓存（Strata）`), two entries."""
    lark = ("云雀引擎（Larkspur）：纯 Rust 端侧推理运行时", "§1.1")
    names = index(glossary, lark)
    assert decide(names, "云雀引擎集群版发布 — 多机推理", "§1.1").chosen is None
    chinese = index(glossary, ("云雀引擎：纯 Rust 端侧推理运行时", "§1.1"))
    assert decide(chinese, "云雀引擎 iOS Metal 后端实测", "§1.1").chosen is None
    kind = index(glossary, ("分层缓存（Strata）：HBM→DRAM→SSD 三级 KV 存储", "§1.3"))
    assert decide(kind, "分层缓存 KV 命中率实测 — 长上下文", "§1.3").chosen is None
    two = index(glossary, lark, ("云雀引擎（Skylark）：另一家的端侧引擎", "§1.1"))
    assert decide(two, "云雀引擎 iOS Metal 后端实测", "§1.1").chosen is None


CISTERN = ("**Cistern（蓄水池）分层 KV 存储** — HBM → DRAM → NVMe（cistern-io/cistern）", "§1.3")
RELEASE = "github.com/cistern-io/cistern/releases/tag/v0.7.1"


def test_a_translated_release_from_the_entry_s_repository(glossary: Glossary) -> None:
    """A title naming its product only in another language, with Latin glossary terms
    (`KV`) and a release, from the one repository whose name starts one entry's name, is a
    release of that product (`蓄水池分层 KV 存储 0.7.1` ↔ `Cistern tiered KV store`)."""
    for lead in (CISTERN, ("🟢 Cistern tiered KV store — HBM → DRAM → NVMe", "§1.3")):
        names = index(glossary, lead, ("Tidepool offload tier", "§1.3"))
        verdict = decide(
            names, "蓄水池分层 KV 存储 0.7.1 — NVMe 尾延迟修复", "§1.3", sources=RELEASE
        )
        assert verdict.chosen == 0 and "from the repository of" in verdict.why


def test_a_translated_release_naming_another_thing_or_repository(glossary: Glossary) -> None:
    """Counter-examples: a Latin name besides the terms (`Tidepool`), another repository,
    no release, and an entry named by another release (`Cistern 0.6`)."""
    names = index(glossary, CISTERN)
    title = "蓄水池分层 KV 存储 0.7.1 — NVMe 尾延迟修复"
    assert decide(names, "蓄水池 Tidepool 适配 0.7.1", "§1.3", sources=RELEASE).chosen is None
    other = "github.com/reservoir-ai/reservoir/releases/tag/v0.7.1"
    assert decide(names, title, "§1.3", sources=other).chosen is None
    assert decide(names, "蓄水池分层 KV 存储实测", "§1.3", sources=RELEASE).chosen is None
    release = index(glossary, ("Cistern 0.6 — 跨实例共享（cistern-io/cistern）", "§1.3"))
    assert decide(release, title, "§1.3", sources=RELEASE).chosen is None


def test_an_abbreviation_the_description_opens_with(glossary: Glossary) -> None:
    """A lead naming a repository whose description opens with the initials of its name
    (`huggingface/text-generation-inference — TGI, in maintenance mode`) goes by them too."""
    lead = "`huggingface/text-generation-inference` — TGI, in maintenance mode since 2025-12"
    names = index(glossary, (lead, "§1.1"), ("`vllm-project/vllm` v0.31 — Model Runner V3", "§1.1"))
    verdict = decide(names, "TGI维护模式再次确认 — 2026-12 起仅接受安全修复", "§1.1")
    assert verdict.chosen == 0 and "text-generation-inference" in verdict.why
    tss = index(glossary, ("Tiered SLO Scheduler — TSS, three queues by SLO class", "§1.2"))
    assert decide(tss, "TSS 多租户扩展 v2", "§1.2").chosen == 0


def test_an_opening_acronym_that_spells_nothing(glossary: Glossary) -> None:
    """Counter-examples: an acronym that is not the name's initials (`HF recommends …`) is
    no name, and an abbreviation two entries go by chooses neither."""
    lead = "`huggingface/text-generation-inference` — HF recommends vLLM; maintenance mode"
    names = index(glossary, (lead, "§1.1"))
    assert decide(names, "HF 维护模式再次确认", "§1.1").chosen is None
    tgi = "`huggingface/text-generation-inference` — TGI, in maintenance mode since 2025-12"
    two = index(glossary, (tgi, "§1.1"), ("TGI 网关：另一团队的推理网关", "§1.1"))
    assert decide(two, "TGI维护模式再次确认", "§1.1").chosen is None


def test_a_batcher_in_either_language(glossary: Glossary) -> None:
    """The glossary says `batcher` = `合批器`: `Sorrel 合批器` is the Sorrel batcher's news;
    `Sorrel 路由器` (another part of it) is not."""
    names = index(
        glossary, ("🟢 Sorrel batcher — dynamic batch caps driven by KV pressure.", "§1.2")
    )
    assert decide(names, "Sorrel 合批器 — 动态 batch 上限自适应", "§1.2").chosen == 0
    assert decide(names, "Sorrel 路由器 — 前缀亲和路由", "§1.2").chosen is None


def test_the_initials_ending_a_name_are_no_qualifier(glossary: Glossary) -> None:
    """`Cairn Tiered Offload (CTO)`: the brackets restate the name's initials, so a title
    saying tiered offload in Chinese agrees with it (`Cairn 分层卸载新增 CXL 内存层`)."""
    lead = "[x] Cairn Tiered Offload (CTO) — GPU→CPU→NVMe offload, 71% hit rate"
    names = index(glossary, (lead, "§1.3"), ("Marlow FP4 KV quantization", "§1.3"))
    assert decide(names, "Cairn 分层卸载新增 CXL 内存层", "§1.3").chosen == 0


def test_brackets_that_are_no_initials_still_qualify(glossary: Glossary) -> None:
    """Counter-examples: brackets that are not the name's initials (`(GDS)`) are a word the
    title must say too; the name's other words still must be (`Datadog LLM tracing (DLT)`
    against `Datadog GPU 内核追踪`)."""
    other = index(glossary, ("[x] Cairn Tiered Offload (GDS) — GPUDirect Storage", "§1.3"))
    assert decide(other, "Cairn 分层卸载新增 CXL 内存层", "§1.3").chosen is None
    datadog = index(glossary, ("Datadog LLM tracing (DLT) — span per token", "§1.4"))
    assert decide(datadog, "Datadog GPU 内核追踪", "§1.4").chosen is None


FDS = ("蕨丘分离式服务（FDS）：Fernhill Disaggregated Serving，prefill/decode 跨机分离", "§1.3")


def test_the_english_name_a_description_opens_with(glossary: Glossary) -> None:
    """`蕨丘分离式服务（FDS）：Fernhill Disaggregated Serving，…` spells out its abbreviation
    first thing: the entry goes by that English name too."""
    names = index(glossary, FDS, ("马洛 KV 量化（Marlow）：FP4 KV cache 量化", "§1.3"))
    verdict = decide(names, "Fernhill Disaggregated Serving 论文公开 — arXiv:2611.04455", "§1.3")
    assert verdict.chosen == 0


def test_capitalised_words_that_spell_another_abbreviation(glossary: Glossary) -> None:
    """Counter-example: capitalised words opening the description whose initials are not
    the bracketed abbreviation are no name of the entry."""
    lead = ("蕨丘分离式服务（FDS）：Prefill Decode Split，跨机分离", "§1.3")
    names = index(glossary, lead)
    assert decide(names, "Prefill Decode Split 论文公开", "§1.3").chosen is None


def test_chinese_then_the_abbreviation_of_one_entry(glossary: Glossary) -> None:
    """`蕨丘 FDS 开源`: the start of the entry's Chinese name, then its abbreviation."""
    names = index(glossary, FDS, ("准入控制器（Halyard Admission Controller, HAC）", "§1.2"))
    verdict = decide(names, "蕨丘 FDS 开源 — github.com/fernhill-ai/fds", "§1.3")
    assert verdict.chosen == 0 and "its Chinese name's start" in verdict.why


def test_chinese_then_an_abbreviation_of_another_thing(glossary: Glossary) -> None:
    """Counter-examples: another Chinese name before the same abbreviation (`鹈鹕 FDS`), an
    abbreviation two entries go by, an entry without a Chinese name."""
    names = index(glossary, FDS)
    assert decide(names, "鹈鹕 FDS 开源 — 另一家的调度器", "§1.3").chosen is None
    two = index(glossary, FDS, ("蕨丘存储（FDS）：Fernhill Data Store", "§1.3"))
    assert decide(two, "蕨丘 FDS 开源", "§1.3").chosen is None
    english = index(glossary, ("FDS (Fernhill Disaggregated Serving) — prefill/decode", "§1.3"))
    alone = decide(english, "蕨丘 FDS 开源", "§1.3")
    assert alone.chosen is None and alone.possible  # (a translation, or another maker's)


def test_a_relation_line_naming_the_entry_by_its_bracketed_abbreviation(
    glossary: Glossary,
) -> None:
    """`已有蕨丘分离式服务（FDS）锚定…；本条是开源，续立` names the entry `FDS (…)` by the
    abbreviation in brackets after a name the document does not use; with the title's
    abbreviation after a Chinese word, the two continue it. Counter-example: the same line
    naming it as background only."""
    english = index(glossary, ("FDS (Fernhill Disaggregated Serving) — prefill/decode", "§1.3"))
    title = "蕨丘 FDS 开源 — github.com/fernhill-ai/fds"
    relation = "inference.md §1.3 已有蕨丘分离式服务（FDS）锚定及 11-18 论文；本条是开源，续立"
    assert decide(english, title, "§1.3", relation).chosen == 0
    background = "§1.3 已有蕨丘分离式服务（FDS）作为背景；本条是新项目"
    assert decide(english, title, "§1.3", background).chosen is None


def index_keyed(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:  # an entry's own arXiv key, as the document reader gives it
        names.add(lead, anchor, [marker.arxiv_key(a) for a in refs.arxiv_ids(lead)[:1]])
    return names


DRIFTWOOD = ("[x] Driftwood prefix sharing (arXiv:2610.08831) — cross-request prefix tree", "§1.3")
CAIRN = ("[x] Cairn Tiered Offload (CTO) — GPU→CPU→NVMe offload", "§1.3")


def test_a_relation_line_continuing_the_entry_holding_its_paper(glossary: Glossary) -> None:
    """`已有 Driftwood（arXiv:2610.08831）锚定，续立：本条是工程落地`: the line points at the
    entry holding that paper and says this continues it, whatever else the title names."""
    names = index_keyed(glossary, DRIFTWOOD, CAIRN)
    title = "Driftwood 前缀共享被 SGLang 采纳 — sgl-project/sglang#18802 合入主线"
    relation = "inference.md §1.3 已有 Driftwood（arXiv:2610.08831）锚定，续立：本条是工程落地；§1.1 SGLang 为背景"
    verdict = decide(names, title, "§1.3", relation)
    assert verdict.chosen == 0 and "the entry holding arxiv:2610.08831" in verdict.why


def test_a_relation_line_naming_the_paper_as_background(glossary: Glossary) -> None:
    """Counter-examples: the clause naming the paper has no continuation wording (another
    clause continues another entry), or calls this new; an id no entry holds."""
    names = index_keyed(glossary, DRIFTWOOD, CAIRN)
    title = "Driftwood 前缀共享被 SGLang 采纳"
    for relation in (
        "已有 Driftwood（arXiv:2610.08831）锚定，作为背景；续立 Cairn Tiered Offload 条目",
        "已有 Driftwood（arXiv:2610.08831）锚定，本条是新论文，续立为新条目",
        "已有 Driftwood（arXiv:2611.99999）锚定，续立",
    ):
        assert decide(names, title, "§1.3", relation).chosen != 0


def test_a_product_word_then_the_entry_s_abbreviation(glossary: Glossary) -> None:
    """`Cairn CTO 0.5`: the product word the entry's name starts with, then the abbreviation
    it goes by (`Cairn Tiered Offload (CTO)`, `Cairn 分层 KV 卸载（Cairn Tiered Offload, CTO）`)."""
    title = "Cairn CTO 0.5 — 集成 GlacierKV 作为对象存储层"
    glacier = ("**GlacierKV — 冷热分层 KV 归档到对象存储**：冷 KV 块压缩后写入 S3", "§1.3")
    for lead in (
        CAIRN[0],
        "Cairn 分层 KV 卸载（Cairn Tiered Offload, CTO）：GPU→CPU→NVMe 三级卸载",
    ):
        names = index(glossary, (lead, "§1.3"), glacier)
        verdict = decide(names, title, "§1.3")
        assert verdict.chosen == 0, verdict.why  # (the entry goes by `Cairn CTO` too)


def test_another_maker_s_abbreviation(glossary: Glossary) -> None:
    """Counter-examples: another product word before the same abbreviation (`Harrow CTO`),
    an abbreviation no entry goes by (`Cairn DB`), another release of a release entry."""
    names = index(glossary, CAIRN)
    assert decide(names, "Harrow CTO 1.0 — 对象存储卸载", "§1.3").chosen is None
    assert decide(names, "Cairn DB 0.5 — 嵌入式键值数据库", "§1.3").chosen is None
    release = index(glossary, ("Cairn CTO 0.4 — GPU→CPU offload", "§1.3"))
    assert decide(release, "Cairn CTO 0.5 — 对象存储层", "§1.3").chosen is None


GRISTLE = ("软骨巡检器（Gristle）：GPU OOM 定时巡检脚本，按显存水位告警", "§1.4")


def test_a_title_renaming_the_entry_s_thing(glossary: Glossary) -> None:
    """`OOM 巡检器 Gristle 更名 Gristle Sentry`: the thing renamed is the entry's, read by
    the name it had (`Egretta renamed to Egretwell` too)."""
    names = index(glossary, GRISTLE, ("**Lanternfly/灯笼蝇链路追踪**：推理链路 tracing", "§1.4"))
    title = "OOM 巡检器 Gristle 更名 Gristle Sentry — 2.0 改为常驻 daemon"
    assert decide(names, title, "§1.4").chosen == 0
    egretta = index(glossary, ("Egretta：分层 KV 卸载库", "§1.3"))
    assert decide(egretta, "Egretta renamed to Egretwell — 1.0 发布", "§1.3").chosen == 0


def test_a_chinese_name_renamed(glossary: Glossary) -> None:
    """Issue 21 (heldout31): `织像更名为 LoomVision` renames the entry that goes by 织像 (a Chinese
    name all the title says before the rename word); a longer clause before it names no thing
    (`澄镜实验室产品线统一更名为 LoomVision`), nor does another Chinese name."""
    names = index(glossary, ("**织像**（PixelLoom，澄镜实验室）：文档理解 VLM。", "§1.1"))
    assert decide(names, "织像更名为 LoomVision — 文档理解 VLM 二代上线", "§1.1").chosen == 0
    assert decide(names, "织锦更名为 LoomVision — 二代上线", "§1.1").chosen is None
    title = "澄镜实验室产品线统一更名为 LoomVision — 二代上线"
    assert decide(names, title, "§1.1").chosen is None


def test_a_bracketed_maker_is_no_other_name(glossary: Glossary) -> None:
    """Issue 21 (heldout31): `**PlotQA-Pro**（图表问答 Pro，复光大学）` goes by 图表问答 Pro (Chinese
    then a word of its own name), never by its maker 复光大学 (a university, a lab, a company
    in the brackets); `**Mirrorlake** (镜湖)` still goes by 镜湖."""
    names = index(
        glossary, ("**PlotQA-Pro**（图表问答 Pro，复光大学）：科研图表问答数据集。", "§1.3")
    )
    assert decide(names, "图表问答 Pro 2.0 发布 — 新增中文题", "§1.3").chosen == 0
    assert decide(names, "复光大学 2.0 发布 — 新增", "§1.3").chosen is None
    assert decide(names, "复光大学发布 ChartBench — 新基准", "§1.3").chosen is None
    maker = index(glossary, ("**Foo**（复光大学）：科研图表问答数据集。", "§1.3"))
    assert decide(maker, "复光大学 2.0 发布 — 新增", "§1.3").chosen is None
    other = index(glossary, ("**PlotQA-Pro**（图表问答 Max，复光大学）：数据集。", "§1.3"))
    assert decide(other, "图表问答 Max 2.0 发布 — 新增", "§1.3").chosen is None  # (not its word)
    lake = index(glossary, ("**Mirrorlake** (镜湖) — 分布式 KV 存储。", "§1.3"))
    assert decide(lake, "镜湖 2.0 发布 — 新增", "§1.3").chosen == 0


def test_a_chinese_name_with_a_latin_tail_and_its_latin_name(glossary: Glossary) -> None:
    """Issue 21 (heldout31): `**青鸾-VL**（Qingluan-VL，星阑智能）` goes by Qingluan-VL (the brackets
    write the name's Latin tail as a word of their own); not a release's brackets
    (`镜湖 1.6（Jinghu，…）`) nor another name (`**青鸾-VL**（Kestrel，…）`)."""
    names = index(
        glossary, ("**青鸾-VL**（Qingluan-VL，星阑智能）：通用视觉语言模型家族。", "§1.1")
    )
    assert decide(names, "Qingluan-VL 4.0.1 —— 修复视频内文字识别回退", "§1.1").chosen == 0
    other = index(glossary, ("**青鸾-VL**（Kestrel，星阑智能）：通用视觉语言模型家族。", "§1.1"))
    assert decide(other, "Kestrel 4.0.1 —— 修复", "§1.1").chosen is None
    release = index(glossary, ("**镜湖 1.6**（Jinghu，灵渠科技）：分布式 KV 存储。", "§1.3"))
    assert decide(release, "Jinghu 2.0 发布", "§1.3").chosen is None


def test_a_chinese_name_a_lead_states_with_a_label(glossary: Glossary) -> None:
    """Issue 21 (heldout31): `[Qingluan-VL 3](…) — … (Chinese name 青鸾-VL)` pairs 青鸾-VL with
    Qingluan-VL, so `青鸾-VL 3.5.1 补丁` is read as `Qingluan-VL 3.5.1` and the release rules place
    it (the 3.5 entry of a document keeping one entry per release); `视界流 2.5.1` likewise. A
    label saying something else is no name (`Chinese name support`)."""
    leads = (
        (
            "[Qingluan-VL 3](https://x.ai/q3) — Xinglan AI's VLM (Chinese name 青鸾-VL), 2027-06.",
            "§1.1",
        ),
        ("[Qingluan-VL 3.5](https://x.ai/q35) — released 2027-07-20; 10 min video.", "§1.1"),
        ("[Vidora 2](https://l.ai/v) — text-to-video model (Chinese name 视界流), 720p.", "§1.2"),
        ("[Vidora 2.5](https://l.ai/v25) — 1080p, 20 s clips.", "§1.2"),
    )
    names = index(glossary, *leads)
    assert decide(names, "青鸾-VL 3.5.1 补丁 — 视频帧采样修复", "§1.1").chosen == 1
    assert decide(names, "视界流 2.5.1 — 长镜头人物一致性修复", "§1.2").chosen == 3
    assert decide(names, "视界流 3.0 — 新一代", "§1.2").chosen is None  # (a release of its own)
    assert decide(names, "青鸾-AR 3.5.1 补丁 — 修复", "§1.1").chosen is None
    other = index(
        glossary, ("[Vidora 2](https://l.ai/v) — video model (Chinese name support).", "§1.2")
    )
    assert decide(other, "支持 2.0.1 — 修复", "§1.2").chosen is None


def test_a_relation_line_saying_a_different_product(glossary: Glossary) -> None:
    """heldout32: `本条是新一代 BW-3 加速卡，与 BW-2 是不同产品` keeps `Brightwave BW-3 发布` off
    `**Brightwave BW-2 加速卡**` (a possibility at most); a clause saying the title's own thing
    differs from another (`Yarrow Router is a different product`) keeps its entry."""
    names = index(
        glossary, ("**Brightwave BW-2 加速卡** — 亮波半导体推理专用卡，192GB HBM3e。", "§1.1")
    )
    title = "Brightwave BW-3 发布 — 288GB HBM4"
    relation = "§1.1 已有 Brightwave BW-2 锚定；本条是新一代 BW-3 加速卡，与 BW-2 是不同产品"
    assert decide(names, title, "§1.1", relation).chosen is None
    assert decide(names, title, "§1.1", "与 Brightwave BW-2 不是同一产品").chosen is None
    yarrow = index(glossary, ("**Yarrow Router** — request router.", "§1.1"))
    relation = (
        "background only — the doc's gateway is Bramblecast; Yarrow Router is a different product"
    )
    assert decide(yarrow, "Yarrow Router 2.0 发布", "§1.1", relation).chosen == 0


def test_a_release_glued_after_an_abbreviation_in_brackets(glossary: Glossary) -> None:
    """heldout30: `Lattice Inference Runtime（LIR）0.9 第三方基准` names release 0.9 (it went to the
    0.8 entry of a document keeping one entry per release)."""
    from patcher.plan.evidence import names_of

    glued = names_of("Lattice Inference Runtime（LIR）0.9 第三方基准 — 补充 PD 分离实测")
    assert (glued.bare, glued.version) == ("latticeinferenceruntime", (0, 9))
    names = index(
        glossary, ("Lattice Inference Runtime 0.8 (格栅运行时) — LIR for short: runtime.", "§1.1")
    )
    title = "Lattice Inference Runtime（LIR）0.9 第三方基准 — 补充 PD 分离实测"
    assert decide(names, title, "§1.1").chosen is None


def test_a_rename_of_another_thing(glossary: Glossary) -> None:
    """Counter-examples: another thing renamed to a name like the entry's (`Harrow 更名
    Gristle`: the renamed thing is Harrow), a name with no rename word, and an entry named
    by a release (`Orbweaver 0.4`: the renamed thing comes with a release of its own)."""
    names = index(glossary, GRISTLE)
    assert decide(names, "OOM 巡检器 Harrow 更名 Gristle — 新项目", "§1.4").chosen is None
    assert decide(names, "OOM 巡检器 Gristle Sentry 发布", "§1.4").chosen is None
    release = index(glossary, ("「Orbweaver 0.4」· 浏览器运行时 · Tangle Systems", "§1.1"))
    assert decide(release, "Orbweaver 更名为 Weft —— 0.5 版", "§1.1").chosen is None


def test_a_short_chinese_name_then_another_latin_name(glossary: Glossary) -> None:
    """Counter-example: the title names its thing in Latin right after the Chinese name, by
    a name the entry does not go by, with a release or an edition word (`云雀引擎 Skylark
    2.0`): another product with that Chinese name, maybe; the entry's own Latin name or a
    word of the trade there (`iOS Metal 后端`) still reads it."""
    names = index(glossary, ("云雀引擎（Larkspur）：纯 Rust 端侧推理运行时", "§1.1"))
    assert decide(names, "云雀引擎 Skylark 2.0 发布 — 另一家的引擎", "§1.1").chosen is None
    assert decide(names, "云雀引擎 Skylark 版发布", "§1.1").chosen is None
    assert decide(names, "云雀引擎 Larkspur 2.0 发布", "§1.1").chosen == 0
    assert decide(names, "云雀引擎 Metal 后端实测", "§1.1").chosen == 0


def test_two_letter_initials_opening_a_description_are_no_name(glossary: Glossary) -> None:
    """Counter-example: two-letter initials (`nvidia/gpu-operator — GO, …`) are a word too
    often (`Go 1.24 发布` is the language's release); three letters (`TGI`) name the entry."""
    names = index(glossary, ("`nvidia/gpu-operator` — GO, Kubernetes GPU operator", "§1.1"))
    assert decide(names, "Go 1.24 发布 — 泛型别名", "§1.1").chosen is None
    assert decide(names, "GO 1.24 发布", "§1.1").chosen is None


def test_words_of_the_trade_spelling_the_abbreviation_are_no_name(glossary: Glossary) -> None:
    """Counter-example: the description opens with words of the trade whose initials are
    the abbreviation (`分离式服务（DS）：Disaggregated Serving，…`): a survey of disaggregated
    serving is no news of this entry; a product's word among them (`Fernhill …`) is."""
    lead = ("分离式服务（DS）：Disaggregated Serving，prefill/decode 跨机分离", "§1.3")
    names = index(glossary, lead)
    assert decide(names, "Disaggregated Serving 综述 — 各家方案对比", "§1.3").chosen is None
    fernhill = index(glossary, FDS)
    assert decide(fernhill, "Fernhill Disaggregated Serving 论文公开", "§1.3").chosen == 0


def test_a_role_after_the_product_word_is_a_person(glossary: Glossary) -> None:
    """Counter-example: `Cairn CTO 访谈` with no release names Cairn's chief technology
    officer, maybe: a possibility of `Cairn Tiered Offload (CTO)`, not its update; with a
    release (`Cairn CTO 0.5`) or the relation line continuing it, the entry is continued."""
    names = index(glossary, CAIRN)
    person = decide(names, "Cairn CTO 访谈：2027 路线图", "§1.3")
    assert person.chosen is None and person.possible
    assert decide(names, "Cairn CTO 0.5 — 集成 GlacierKV", "§1.3").chosen == 0
    relation = "续立 Cairn Tiered Offload 条目"
    assert decide(names, "Cairn CTO 新增 CXL 内存层", "§1.3", relation).chosen == 0


def test_a_name_written_apart_is_mentioned(glossary: Glossary) -> None:
    """heldout31: a contradiction item `Frame Forge 许可证` mentions `**帧锻** · FrameForge`; two
    short words are no name so joined (`v 2`, `a b`)."""
    names = index(glossary, ("**帧锻** · FrameForge — 开源视频生成训练与推理框架。", "§1.2"))
    assert names.mentions.find("Frame Forge 许可证 (中风险)") == {0: "frameforge"}
    assert names.mentions.find("Frame 许可证 Forge") == {}
    short = index(glossary, ("**AB** — 工具。", "§1.2"))
    assert short.mentions.find("A B 许可证") == {}


def test_a_model_size_of_the_entry_s_product(glossary: Glossary) -> None:
    """heldout29/30: `DraftHorse 1B 草稿模型开源`, `Kestrel-VL 2B 量化版` are news of `**挽马**
    （DraftHorse）`, `[Kestrel-VL]` (a size, not a generation); a document keeping an entry per size
    (`DraftHorse 0.5B`) has the 1B apart; `Vellum 2` is still another generation."""
    names = index(glossary, ("**挽马**（DraftHorse）草稿模型 — 投机解码小模型系列。", "§1.2"))
    assert decide(names, "DraftHorse 1B 草稿模型开源 — 覆盖两个家族", "§1.2").chosen == 0
    assert decide(names, "DraftHorse-1B-FP8 量化版发布", "§1.2").chosen == 0
    sizes = index(glossary, ("DraftHorse 0.5B (挽马草稿模型) — small draft model.", "§1.2"))
    assert decide(sizes, "DraftHorse 1B 草稿模型开源 — 覆盖", "§1.2").chosen is None
    vl = index(glossary, ("[Kestrel-VL](https://kestrel.ai/vl) — Kestrel AI's 3B VLM.", "§1.1"))
    assert decide(vl, "Kestrel-VL 2B 量化版：INT4 15 fps", "§1.1").chosen == 0
    vellum = index(glossary, ("**Vellum** — 卸载层", "§1.3"))
    assert decide(vellum, "Vellum 2 卸载层 — 新一代", "§1.3").chosen is None
    # heldout49: a size and a variant glued on, then a release of it (`…-72B-Instruct 1.6 发布`)
    lanting = index(glossary, ("**Lanting-VL** · Moheng Lab · open VLM family, 3B / 72B", "§1.1"))
    assert decide(lanting, "Lanting-VL-72B-Instruct 1.6 发布 — MMMU 70.4", "§1.1").chosen == 0
    assert decide(sizes, "DraftHorse-1B-Chat 1.1 发布", "§1.2").chosen is None


def test_a_model_size_of_an_entry_that_is_no_model(glossary: Glossary) -> None:
    """heldout107: a size names a model; `Wren-13B — 问答生成小模型` is not news of `**Wren** —
    稀疏检索器` (a retriever's entry never saying it is a model), nor `Brisk-7B` of a vector
    database; a model's entry still takes it (`**Wren** — 稀疏检索模型`)."""
    wren = index(glossary, ("**Wren** — SPLADE 风格稀疏检索器（Wren NLP 组）。", "§1.2"))
    assert decide(wren, "Wren-13B — 面向问答生成微调的小模型", "§1.2").chosen is None
    brisk = index(
        glossary, ("[Brisk](https://brisk.example) — distributed vector database.", "§1.3")
    )
    assert decide(brisk, "Brisk 7B — an answer model", "§1.3").chosen is None
    model = index(glossary, ("**Wren** — 稀疏检索模型（Wren NLP 组）。", "§1.2"))
    assert decide(model, "Wren-13B — 面向问答生成微调的小模型", "§1.2").chosen == 0


def test_a_maker_in_brackets_after_the_release(glossary: Glossary) -> None:
    """heldout33: `Kestrel 1.1（Halden AI）— …` is Halden AI's, not `【红隼】Kestrel · Birchwood Labs`'s
    (the maker's brackets after the release, as after the name: `Rudder（Ursine AI）`)."""
    names = index(
        glossary, ("【红隼】Kestrel · Birchwood Labs：端侧推理运行时，当前 v0.9。", "§1.1")
    )
    assert decide(names, "Kestrel 1.1（Halden AI）— 新增 KV cache FP8 量化", "§1.1").chosen is None
    assert decide(names, "Kestrel 1.1（Birchwood Labs）— 新增 NPU 后端", "§1.1").chosen == 0
    assert decide(names, "Kestrel 1.1（KV）— 新增", "§1.1").chosen == 0  # (no maker: letters)


def test_a_maker_before_a_one_word_name_and_its_release(glossary: Glossary) -> None:
    """heldout33: `NVIDIA Dynamo 1.3 发布` is news of `Dynamo` when its lead names NVIDIA (the maker
    before a one-word name and a release, as before a name of several words); not of another
    maker's Dynamo."""
    names = index(glossary, ("**Dynamo** — NVIDIA 的分布式推理编排层。", "§1.3"))
    assert decide(names, "NVIDIA Dynamo 1.3 发布 — KVBM 插件化存储后端", "§1.3").chosen == 0
    other = index(glossary, ("**Dynamo** — Meta 的分布式推理编排层。", "§1.3"))
    assert decide(other, "NVIDIA Dynamo 1.3 发布 — KVBM", "§1.3").chosen is None


def test_a_denial_of_another_maker_s_namesake(glossary: Glossary) -> None:
    """heldout33: `红隼（Kestrel，Birchwood Labs）条目更新；与 10-12 新增的 Halden AI Kestrel 量化工具无关`
    continues `【红隼】Kestrel · Birchwood Labs`: the denial names another maker's Kestrel. A
    denial naming no maker (or this entry's maker) still denies."""
    names = NameIndex(glossary=glossary)  # (as the document reads it: 红隼 its label's name)
    names.add(
        "【红隼】Kestrel · Birchwood Labs：端侧推理运行时，当前 v0.9。",
        "§1.1",
        [],
        aliases=("红隼",),
    )
    names.add("**Kestrel 1.0（Halden AI）— KV cache 量化工具**", "§1.3", [])  # (a night's entry)
    title = "Kestrel v0.10 — Birchwood Labs 端侧运行时支持高通 Hexagon NPU"
    relation = (
        "红隼（Kestrel，Birchwood Labs）条目更新；与 10-12 新增的 Halden AI Kestrel 量化工具无关"
    )
    assert decide(names, title, "§1.1", relation).chosen == 0
    assert decide(names, title, "§1.1", "与 Kestrel 量化工具无关").chosen is None
    assert decide(names, title, "§1.1", "与 Birchwood Labs 的 Kestrel 无关").chosen is None


NAME_TABLE_DOC = (
    "# Doc\n\n## 约定\n\n- 国内产品只写中文名，英文名见对照表。\n\n"
    "| 中文名 | 英文名 | 厂商 |\n|---|---|---|\n| 砚台推理 | Inkstone Serve | 墨池科技 |\n"
    "| 潮音 | Tidechime | 海盐实验室 |\n\n"
    "## §1.1 框架格局\n\n"
    "1. 〔墨池科技〕砚台推理：多租户推理引擎。\n   - ↳ 07-01｜1.2：前缀缓存。\n"
    "2. 〔海盐实验室〕潮音：流式语音模型。\n\n## §1.2 推理调度\n\n## Misc\n"
)


def test_a_preamble_name_table_gives_an_entry_its_other_language_name() -> None:
    """`| 砚台推理 | Inkstone Serve |` in the preamble: the entry `〔墨池科技〕砚台推理` goes by
    `Inkstone Serve`, which the briefing writes; with no table the title names nothing known."""

    def action(doc: str, title: str) -> api.Action:
        brief = brief_text(increment(title=title, section="§1.1 框架格局"))
        (found,) = run(doc, brief).actions
        return found

    found = action(NAME_TABLE_DOC, "Inkstone Serve 1.3 发布 — 分池部署")
    assert found.action == "updated" and found.line == 16  # (after 砚台推理's sub-line)
    assert action(NAME_TABLE_DOC, "Tidechime 2.0 — 情感语音").action == "updated"
    no_table = NAME_TABLE_DOC.replace("| 砚台推理 | Inkstone Serve | 墨池科技 |\n", "")
    assert action(no_table, "Inkstone Serve 1.3 发布 — 分池部署").action == "inserted"


SLUG_DOC = (
    "# Doc\n\nSlug list: `inkst` Inkstone Serve (Moorpool) · `srb` ServeRank (SRB, Lakeside U).\n\n"
    "## §1.1 框架格局\n\n- `inkst@1.2` — multi-tenant engine; prefix cache. 2030-07-01.\n"
    "- `srb` — serving benchmark.\n\n## §1.2 推理调度\n\n## Misc\n"
)


def test_a_preamble_slug_list_names_the_entries_its_slugs_lead() -> None:
    """`Slug list: `inkst` Inkstone Serve`: the entry led by `` `inkst@1.2` `` goes by
    `Inkstone Serve` (its release its lead's own), so its patch continues it; with no list the
    title names nothing known."""
    title = "Inkstone Serve v1.2.3 热修复 — 修复前缀缓存崩溃"
    brief = brief_text(increment(title=title, section="§1.1 框架格局"))
    (found,) = run(SLUG_DOC, brief).actions
    assert found.action == "updated"
    (found,) = run(SLUG_DOC.replace("Slug list:", "Owners:"), brief).actions
    assert found.action == "inserted"


def test_a_chinese_name_glued_to_the_latin_one() -> None:
    """`蜂鸟Hummix 0.5` is the two-language name written as one word (issue 21, heldout85),
    in a document naming the product `「蜂鸟」Hummix` or only `Corvina (0.x)`; a word of action
    glued before a Latin name (`接入Hummix`) is no Chinese name."""
    from tests.test_evidence_incidents import on_cards
    from tests.test_release_lines import on_radar

    glued = on_cards("蜂鸟Hummix 0.5 — 新增 GPU 索引", "§1.2")
    assert glued.action == "updated" and "Hummix" in (glued.matched or ""), glued
    radar = on_radar("红隼Corvina 0.4 — 多轮改写", "§1.1").actions[0]
    assert radar.action == "updated" and "Corvina" in (radar.matched or ""), radar
    assert _glued_name("蜂鸟") and not _glued_name("接入") and not _glued_name("推理引擎")


def test_a_chinese_label_then_the_latin_name_and_its_bar_fields(glossary: Glossary) -> None:
    """heldout90: `〖铁砧〗Anvilstack｜Forgeline｜推理网关` names one thing in two languages (the
    label Chinese, then the Latin name, its maker and kind after bars): a briefing writing
    `Anvilstack 2.1` continues it; a label that sorts (`【网关｜§1.1】`) names nothing."""
    lead = "〖铁砧〗Anvilstack｜Forgeline｜推理网关（多租户）"
    assert lead_name(lead) == "Anvilstack / 铁砧"
    assert (
        lead_name("〖钴蓝重排〗Cobalt Blue Rank｜Cobalt AI｜重排模型")
        == "Cobalt Blue Rank / 钴蓝重排"
    )
    assert lead_name("【网关｜§1.1】Anvilstack：推理网关") == "Anvilstack"
    names = index(glossary, (lead, "§1.1"), ("〖灯塔〗Beaconry｜Harbor Works｜向量库", "§1.1"))
    assert decide(names, "Anvilstack 2.1 发布 — 新增流式限流", "§1.1").chosen == 0
    assert decide(names, "Beaconry 0.9：冷热分层", "§1.1").chosen == 1


def test_a_namesake_by_the_maker_a_title_brackets_after_its_kind(glossary: Glossary) -> None:
    """heldout90: `Anvilstack 隐私网关（Quellstone）` is Quellstone's Anvilstack, not the entry
    whose bar field names its maker `Forgeline` (`〖铁砧〗Anvilstack｜Forgeline｜推理网关`);
    the entry's own maker in those brackets still continues it."""
    names = index(glossary, ("〖铁砧〗Anvilstack｜Forgeline｜推理网关", "§1.1"))
    other = decide(names, "Anvilstack 隐私网关（Quellstone）— 请求脱敏中间件", "§1.1")
    assert other.chosen is None
    own = decide(names, "Anvilstack 推理网关（Forgeline）— 2.1 发布", "§1.1")
    assert own.chosen == 0
    assert contrary.bracketed_maker("Anvilstack 隐私网关（Quellstone）— …") == "Quellstone"
    assert contrary.bracketed_maker("Anvilstack 隐私网关（面向 PII）— …") is None


CODE_TABLE_DOC = (
    "# Doc\n\nEach release is one entry, led by the product's code (see the table).\n\n"
    "| code | product | maker |\n|---|---|---|\n| MRW | Marrowind | Fenwick Labs |\n"
    "| TSL | Thistle | Gorse AI |\n\n"
    "## §1.1 框架格局\n\n1. MRW 2.0 (2030-02-01) — streaming ingestion.\n"
    "2. TSL 1.4 (2030-03-01) — chunk compression.\n\n## §1.2 推理调度\n\n## Misc\n"
)


def test_a_preamble_code_table_names_the_entries_its_codes_lead() -> None:
    """`| code | product |` then `| MRW | Marrowind |`: the entry `MRW 2.0 (…) — …` goes by
    `Marrowind 2.0`, so a note on that release continues it (with no table, the title names
    nothing known); the table's rows are read only under a code and a product header."""
    title = "Marrowind 2.0 热修复 2.0.1 — 修复流式写入丢块"
    brief = brief_text(increment(title=title, section="§1.1 框架格局"))
    (found,) = run(CODE_TABLE_DOC, brief).actions
    assert found.action == "updated" and "Marrowind" in (found.matched or ""), found
    no_table = CODE_TABLE_DOC.replace("| code | product | maker |", "| id | what | maker |")
    (found,) = run(no_table, brief).actions
    assert found.action == "inserted"
    assert preamble_code_names(CODE_TABLE_DOC) == {"mrw": "Marrowind", "tsl": "Thistle"}


def test_a_glued_two_language_name_the_entry_writes_the_other_way_round(
    glossary: Glossary,
) -> None:
    """heldout90: `飞燕草Larkspur v0.3` names the entry `**Larkspur 飞燕草 — 图谱构建器**` (the
    halves glued and swapped); a glued word of action (`接入Larkspur`) names nothing so."""
    lead = "**Larkspur 飞燕草 — 开源图谱构建器** ⭐⭐⭐（2031-05-18）：社区摘要"
    names = index(glossary, (lead, "§1.1"), ("**Cobalt** — 重排模型", "§1.1"))
    assert decide(names, "飞燕草Larkspur v0.3：支持多向量存储", "§1.1").chosen == 0
    assert decide(names, "接入Larkspur v0.3 的重排插件", "§1.1").chosen is None


_TORTOISE_DOC = (
    "# inference · 活文档\n\n"
    "> 约定：一个项目一条，条目以「中文名〔English〕」开头；新版本写成该条下的子项，不另起条目。\n\n"
    "## §1.1 框架格局\n\n"
    "1. 岩雀〔Rockwren〕：推理运行时（北岸实验室），2.0 支持分页 KV。\n"
    "   - ▸ 2030-03-02｜1.9：新增 CPU 后端。\n"
    "2. 苔径〔Moss Router〕：请求路由器，0.8 起支持权重感知路由。\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 z\n"
)


def test_a_latin_name_in_tortoise_shell_brackets_after_the_chinese_one() -> None:
    """heldout95 `墨匠〔Mojiang〕：…`: a lead `中文名〔English〕：` names its thing in two languages,
    as `中文名（English）：` does; a release of it continues the project's entry (not a kind
    label `〔图像〕绘影 3`, nor another product sharing the word)."""
    from tests.conftest import run as apply_shipped

    assert lead_text("岩雀〔Rockwren〕：推理运行时，2.0") == "岩雀（Rockwren）：推理运行时，2.0"
    assert lead_text("〔图像〕绘影 3 · 文生图") == "绘影 3 · 文生图"
    for title in ("Rockwren 2.1 发布：投机解码", "Moss Router 0.9：前缀亲和"):
        brief = brief_text(increment(title=title, section="§1.1"))
        (action,) = apply_shipped(_TORTOISE_DOC, brief).actions
        assert action.action == "updated" and "same section" in action.matched, action
    brief = brief_text(increment(title="Rockwren Cloud 上线 — 托管推理", section="§1.1"))
    assert apply_shipped(_TORTOISE_DOC, brief).actions[0].action == "inserted"


_ANGLE_DOC = (
    "# inference · 周志\n\n"
    "> 约定：一个产品只立一个条目，新版本与补丁以子条目追加，不另立条目。\n"
    "> 首行：`- 〈English 名〉中文名｜维护方 —— 定位`。\n\n"
    "## §1.1 框架格局\n\n"
    "- 〈Marrowline〉髓线推理｜髓线科技 —— 国产推理引擎，当前 3.1\n"
    "  - ▸ 02-11：3.1 发布。\n"
    "- 〈Quarry Serve〉采石服务｜Quarry 社区 —— Python 服务框架\n"
    "- 〈arXiv:2701.04417〉分层草稿｜西岭大学 —— 分层草稿树\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 z\n"
)


def test_a_latin_name_in_angle_brackets_before_the_chinese_one() -> None:
    """heldout101 `〈LanzhouServe〉澜舟推理｜澜舟科技 —— …`: a Latin name in single angle
    brackets, the Chinese name glued after it and a bar before the maker, names the thing in
    two languages; a paper's id so bracketed goes with its short name. A release continues the
    product's entry by either name (not a sibling product sharing a word, not a verdict
    label `〈推荐〉Halberd — …`)."""
    from tests.conftest import run as apply_shipped

    lead = "〈Quarry Serve〉采石服务｜Quarry 社区 —— Python 服务框架"
    assert lead_name(lead) == "Quarry Serve / 采石服务"
    paper = lead_text("〈arXiv:2701.04417〉分层草稿｜西岭大学 —— 分层草稿树")
    assert paper.startswith("分层草稿（arXiv:2701.04417）— 西岭大学")
    assert lead_text("〈推荐〉Halberd — 框架") == "〈推荐〉Halberd — 框架"
    for title in ("髓线推理 3.2 发布 —— 分块 prefill", "Quarry Serve 4.8 —— 流式输出"):
        brief = brief_text(increment(title=title, section="§1.1"))
        (action,) = apply_shipped(_ANGLE_DOC, brief).actions
        assert action.action == "updated", action
    brief = brief_text(increment(title="Quarry Cloud 上线 —— 托管推理", section="§1.1"))
    assert apply_shipped(_ANGLE_DOC, brief).actions[0].action == "inserted"


_RENAME_DOC = (
    "# inference · 周志\n\n"
    "> 约定：一个产品只立一个条目；更名时首行不改，在子条目里写明新名。\n\n"
    "## §1.3 KV Cache\n\n"
    "- **砾石KV**（Gravel KV）｜砾石存储 —— 三级 KV 卸载，0.7\n"
    "- **砾石云** —— 托管推理服务\n\n"
    "## §1.1 a\n\n## §1.2 b\n\n## §1.4 c\n"
)


def test_a_rename_from_a_chinese_name_glued_to_capitals() -> None:
    """heldout101 `潮汐KV 更名 HarborKV 并发布 0.6`: the old name before the rename word may be a
    Chinese name with capitals glued to it (`砾石KV`), as a Chinese one alone is (`织像更名为
    LoomVision`); in a document that keeps a renamed product's entry, the rename continues it
    (not the namesake `砾石云`, not a name the title glues more letters to)."""
    from tests.conftest import run as apply_shipped

    assert versions.renamed_from("砾石KV 更名 Shingle（卵石）并发布 1.0 —— 新增 CXL") == "砾石KV"
    assert versions.renamed_from("砾石KVCache 更名 Shingle") != "砾石KV"
    brief = brief_text(increment(title="砾石KV 更名 Shingle（卵石）并发布 1.0", section="§1.3"))
    (action,) = apply_shipped(_RENAME_DOC, brief).actions
    assert action.action == "updated" and "Gravel KV" in action.matched, action


def test_a_superscript_name_glued_to_a_bold_chinese_name(glossary: Glossary) -> None:
    """heldout104 zh `🖼️ **澄镜**<sup>ClearMirror</sup>｜晴屿实验室｜…`: the superscript glued to
    the bold name is the entry's other name, as a bracket after it is; a sibling product
    (`**鸣鹤 Mini**<sup>Cranecall-Mini</sup>`) keeps its own news."""
    lead = "🎧 **鸣鹤**<sup>Cranecall</sup>｜北岸声学｜流式语音合成，现役 2.0"
    assert lead_text(lead).startswith("**鸣鹤**（Cranecall）｜北岸声学")
    names = index(
        glossary,
        (lead, "§1.1"),
        ("📱 **鸣鹤 Mini**<sup>Cranecall-Mini</sup>｜北岸声学｜端侧语音合成，现役 1.0", "§1.1"),
    )
    names.stated_products = lambda: True
    assert decide(names, "Cranecall 2.1 — 新增粤语音色", "§1.1").chosen == 0
    assert decide(names, "cranecall 2.1 API 降价", "§1.1").chosen == 0
    assert decide(names, "Cranecall-Mini 1.1 — 手机端 INT4", "§1.1").chosen == 1


def test_a_chinese_name_then_its_latin_name_of_another_generation(glossary: Glossary) -> None:
    """Counter-example (heldout100): the Chinese name of an entry named by a release, then its
    Latin name with another generation or release (`云雀引擎 Larkspur-2`, `… Larkspur 1.1`),
    where the entry's group keeps one per release: another release's news, not the entry's; a patch of its
    release (`Larkspur 1.0.1`) or the Chinese name alone still reads it, and in a document of
    one entry per product the product's news it stays."""
    lead = ("Larkspur 1.0（云雀引擎）：纯 Rust 端侧推理运行时", "§1.1")
    names = index(glossary, lead)
    names.granularity = lambda anchor, at: "release"  # (its group: two releases apart)
    assert decide(names, "云雀引擎 Metal 后端实测", "§1.1").chosen == 0
    assert decide(names, "云雀引擎 Larkspur 1.0.1 — 修复 Metal 后端", "§1.1").chosen == 0
    assert decide(names, "云雀引擎 Larkspur-2 — 新一代端侧运行时", "§1.1").chosen is None
    assert decide(names, "云雀引擎 Larkspur 1.1 — Vulkan 后端", "§1.1").chosen is None
    together = index(glossary, lead)
    assert decide(together, "云雀引擎 Larkspur-2 — 新一代端侧运行时", "§1.1").chosen == 0


LINES = (
    "# Serving notes\n\n"
    "Entries are *release lines*, not products: each minor version gets its own top-level bullet."
    " Patch releases (X.Y.Z) and benchmarks of that line are appended underneath as sub-bullets,"
    " never as new bullets. A new minor version starts a new bullet.\n\n"
    "## §1.1 框架格局\n\n"
    "- *Tamarack 2.8* · Birchwood — first line we ran.\n"
    "- *Tamarack 2.9* · Birchwood — pipeline parallel decode.\n\n"
    "## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 可靠性\n"
)


def test_a_release_line_a_night_made_from_a_two_language_title() -> None:
    """heldout106 `渡鸦 RavenServe 2.3 发布` (a night's release line) then `RavenServe 2.3 在 H200
    上的吞吐实测`: the Latin name and release of a line whose other entries are other releases
    (`*Tamarack 2.8*`, `2.9`) find the night's entry writing them after a Chinese name; a patch
    of that line too, in another section, where the preamble files patches under it; another
    release (`3.1`) does not."""
    made = brief_text(increment(1, "白桦 Tamarack 3.0 发布 — 分层 KV 卸载"), date="2026-10-01")
    later = brief_text(
        increment(1, "Tamarack 3.0 在 B200 上的吞吐实测 — 对比 2.9"),
        increment(2, "Tamarack 3.0.1 — 修复卸载线程泄漏", section="§1.4"),
        increment(3, "Tamarack 3.1 在 B200 上的吞吐实测"),
        date="2026-10-02",
    )
    actions = run(LINES, made, later).actions
    assert actions[0].action == "inserted", actions[0]
    for action in actions[1:3]:  # (the night's entry goes by its Latin half and release too)
        assert action.action == "updated" and "Tamarack 3.0" in (action.matched or ""), action
    assert "Tamarack 3.0" not in (actions[3].matched or ""), actions[3]


def test_a_short_chinese_name_then_its_paid_edition(glossary: Glossary) -> None:
    """A paid edition's word glued to the Chinese name (`行者企业版上线`, `行者商业版发布`), as
    `HarborAgent Enterprise` is the product's edition: the entry going by that name (`**Wayfarer**
    （行者）`), the edition then set apart by a word saying what it did. Not another edition
    word (`云雀引擎集群版发布`: maybe a longer name), nor an edition followed by more name."""
    wayfarer = ("🌐 **Wayfarer**（行者）：Tidemark 的云端浏览器智能体，托管浏览器池", "§1.3")
    names = index(glossary, wayfarer)
    assert decide(names, "行者企业版上线 — SSO、审计日志与数据驻留", "§1.3").chosen == 0
    assert decide(names, "行者商业版发布", "§1.3").chosen == 0
    assert decide(names, "行者集群版发布", "§1.3").chosen is None
    assert decide(names, "行者企业版助手上线", "§1.3").chosen is None
    lark = index(glossary, ("云雀引擎（Larkspur）：纯 Rust 端侧推理运行时", "§1.1"))
    assert decide(lark, "云雀引擎企业版发布 — 多机推理", "§1.1").chosen == 0
    assert decide(lark, "云雀引擎集群版发布 — 多机推理", "§1.1").chosen is None
