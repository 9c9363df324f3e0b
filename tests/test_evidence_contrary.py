"""Evidence against a continuation (issue 21, adversarial pass 2): what the briefing says or
shows that makes an increment another thing than the entry its name points to — a clause
denying the tie, a same-named other project, another repository, another paper, a successor,
a generation after the product word, an abbreviation spelled out otherwise — and name-only
matches whose descriptors agree only broadly. Each is at most `possibly continues`; the
counter-examples (a release citing a new paper, a specific agreement) still continue."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan import contrary
from patcher.plan.evidence import COMMON, NameIndex, Verdict
from patcher.text import marker, refs
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:  # an entry's own key, as the document reader gives it
        names.add(lead, anchor, [marker.arxiv_key(a) for a in refs.arxiv_ids(lead)[:1]])
    return names


def decide(
    names: NameIndex,
    title: str,
    anchor: str,
    relation: str = "",
    keys: tuple[str, ...] = (),
    sources: str = "",
) -> Verdict:
    repos = contrary.repos_of(f"{title}\n{sources}", keys)
    return names.decide(title, relation, list(keys), anchor, (), repos)


def held_back(verdict: Verdict, reason: str) -> bool:
    """Not continued, reported as a possibility with the reason."""
    return verdict.chosen is None and verdict.possible and reason in verdict.why


THISTLE = (
    "**Thistle offload tier**（github.com/thistle-io/thistle）：显存→内存→SSD 的 KV 卸载",
    "§1.3",
)


def test_a_relation_clause_denying_the_tie(glossary: Glossary) -> None:
    names = index(glossary, THISTLE)
    title = "Thistle 卸载层 插件 — 新版"
    assert decide(names, title, "§1.3").chosen == 0  # the name alone would continue
    for relation in (
        "本条是新条目，并非 Thistle offload tier 的后续",
        "与 §1.3 Thistle offload tier 无关；新增",
        "不属于 Thistle 条目，单独立条",
    ):
        assert held_back(decide(names, title, "§1.3", relation), "denies a tie"), relation
    aside = "续立 Thistle offload tier 条目（并非 Shingle 的更新）"  # the aside denies Shingle only
    assert decide(names, title, "§1.3", aside).chosen == 0
    assert held_back(decide(names, title, "§1.3", "与 Thistle offload tier 不同"), "denies a tie")
    chinese = index(
        glossary, ("**相位感知调度**（PAS，Phase-Aware Scheduler）：分阶段调度", "§1.2")
    )
    relation = "本条与相位感知调度无关，是新的 PAS 插件"
    assert decide(chinese, "PAS 调度插件", "§1.2").chosen == 0
    assert held_back(decide(chinese, "PAS 调度插件", "§1.2", relation), "denies a tie")


def test_a_same_named_other_project(glossary: Glossary) -> None:
    names = index(glossary, THISTLE)
    said = decide(names, "Thistle 卸载层 — Orrin 实验室的同名项目", "§1.3")
    assert held_back(said, "same-named other thing")
    relation = "与已有 Thistle offload tier 条目并非同一项目"
    assert held_back(decide(names, "Thistle 卸载层 客户端", "§1.3", relation), "same-named")


def test_another_repository(glossary: Glossary) -> None:
    names = index(
        glossary, ("**Marram router**（github.com/marram-dev/marram）：前缀感知路由", "§1.2")
    )
    title = "Marram 路由器 热更新"
    other = decide(names, title, "§1.2", sources="github.com/dunefield/marram-router")
    assert held_back(other, "another repository's (marram-dev/marram)")
    via_ref = decide(names, title, "§1.2", keys=("gh:dunefield/marram-router#41",))
    assert held_back(via_ref, "another repository's")
    same = decide(names, title, "§1.2", sources="github.com/marram-dev/marram/releases")
    assert same.chosen == 0  # the entry's own repository: no evidence against


def test_the_repository_of_a_partner_the_title_names(glossary: Glossary) -> None:
    """`Ospry-KV 接入 SGLang` linking an SGLang pull request: the repository is the partner's
    the title names beside its subject, and says nothing against the subject's own entry; a
    repository the title does not name, or another repository of the subject's name, still
    does."""
    lead = (
        "**Ospry KV** (Ospry AI)\n  KV offload library, github.com/ospry-ai/ospry-kv — KV 卸载库。"
    )
    names = index(glossary, (lead, "§1.3"))
    title = "Ospry-KV 接入 SGLang — HiCache 后端"
    pull = ("gh:sgl-project/sglang#19022",)
    assert decide(names, title, "§1.3", keys=pull).chosen == 0
    unnamed = decide(names, "Ospry-KV 新增 NVMe 层", "§1.3", keys=pull)
    assert held_back(unnamed, "another repository's (ospry-ai/ospry-kv)")
    namesake = decide(names, title, "§1.3", keys=pull, sources="github.com/dunefield/ospry-kv")
    assert held_back(namesake, "another repository's (ospry-ai/ospry-kv)")
    # a repository named like the title's own subject (`vLLM 接入 SGLang`) is no partner's
    vllm = index(glossary, ("**vLLM**（github.com/vllm-project/vllm）：推理引擎", "§1.1"))
    own = decide(vllm, "vLLM 接入 SGLang 路由", "§1.1", sources="github.com/dunefield/vllm")
    assert held_back(own, "another repository's (vllm-project/vllm)")


def test_another_paper_but_a_release_may_cite_one(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Sedge scheduler**（arXiv:2605.22222）：面向多租户的调度", "§1.2"),
        ("**Brisket**（arXiv:2604.11111）：KV 复用库", "§1.3"),
    )
    other = decide(names, "Sedge 调度器：另一篇 Agent 调度论文", "§1.2", keys=("arxiv:2611.33333",))
    assert held_back(other, "another paper, arxiv:2605.22222")
    own = decide(names, "Sedge 调度器 代码开源", "§1.2", keys=("arxiv:2605.22222",))
    assert own.chosen == 0
    release = decide(names, "Brisket 0.6 发布", "§1.3", keys=("arxiv:2612.44444",))
    assert not release.why or "another paper" not in release.why  # a release, not a paper


def test_a_successor_joined_by_a_hyphen(glossary: Glossary) -> None:
    names = index(
        glossary, THISTLE, ("**Quillon**（github.com/quill/quillon）：推理运行时", "§1.1")
    )
    for title, anchor in (("Thistle-3 卸载层：从头重写", "§1.3"), ("Quillon-2 运行时发布", "§1.1")):
        verdict = decide(names, title, anchor)  # new; when flagged, the reason is said
        assert verdict.chosen is None and (not verdict.why or "generation" in verdict.why)


def test_a_bare_generation_the_title_calls_a_new_one(glossary: Glossary) -> None:
    """`Driftline 2 — 新一代草稿树剪枝` (adversarial): a bare number after the name is a
    release line unless the title says it is a new generation; then a successor."""
    names = index(glossary, ("[Driftline] — 草稿树剪枝库（2026-11-09）", "§1.2"))
    for title in ("Driftline 2 — 新一代草稿树剪枝", "Driftline 3 — next-generation pruning"):
        verdict = decide(names, title, "§1.2")
        assert verdict.chosen is None and (not verdict.why or "generation" in verdict.why)
    assert decide(names, "Driftline 2 — 剪枝提速 30%", "§1.2").chosen == 0  # (no word: a release)
    assert decide(names, "Driftline 2.1 — 新一代剪枝算法接入", "§1.2").chosen == 0  # (a release)


def test_a_relation_line_asking_for_a_new_entry(glossary: Glossary) -> None:
    """`与活文档现有脉络的关系：新条目` (adversarial): an editor's instruction; the name alone
    makes it `possibly continues` at most. A line continuing something, or a shared key, wins."""
    names = index(glossary, ("**Flux** — 新开源 Rust 推理引擎（2026-11-01）", "§1.1"))
    for relation in ("新条目", "新条目，与推理引擎无关", "New entry — another project"):
        verdict = decide(names, "Flux 图像模型许可证", "§1.1", relation)
        assert verdict.chosen is None and "new entry" in verdict.why, relation
    for relation in ("", "新条目补充：续 Flux 条目", "本条续 Flux，新条目之外"):
        assert decide(names, "Flux 0.2 发布", "§1.1", relation).chosen == 0, relation
    assert contrary.asks_new_entry("- 新条目;与 §1.1 网关类条目定位不同")
    assert not contrary.asks_new_entry("本条为新条目")


def test_a_generation_or_a_qualifying_name_after_the_product_word(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Kittiwake 请求路由器**：按前缀路由请求", "§1.2"),
        ("**Lanyard 追踪**：Lanyard 网关的链路追踪", "§1.4"),
    )
    assert decide(names, "Kittiwake 路由器 支持 gRPC", "§1.2").chosen == 0
    assert decide(names, "Kittiwake K3 专家路由统计", "§1.2").chosen is None  # a model's name
    assert decide(names, "Kittiwake 2 路由器 预览", "§1.2").chosen is None  # a generation
    assert decide(names, "Kittiwake 路由器 2.1 发布", "§1.2").chosen == 0  # a release after it
    assert decide(names, "Lanyard tracing for Orbit Lanyard desktop apps", "§1.4").chosen is None
    maker = index(glossary, ("**Pier KV 存储**：分布式 KV 存储", "§1.3"))
    assert decide(maker, "Pier KV 存储 扩容指南", "§1.3").chosen == 0
    assert decide(maker, "Pier KV cache storage from Jetty Labs", "§1.3").chosen is None


def test_an_adjective_is_not_a_product_word(glossary: Glossary) -> None:
    names = index(glossary, ("**Elastic batching**：按负载调整批大小", "§1.2"))
    assert decide(names, "Elastic 批处理在 Quillon 中上线", "§1.2").chosen is None


def test_descriptors_that_agree_only_broadly(glossary: Glossary) -> None:
    names = index(
        glossary,
        THISTLE,
        ("**Shingle tiered KV cache**（arXiv:2606.55555）：分层 KV 缓存", "§1.3"),
        ("**Heronry LLM tracing**：Heronry 的 LLM 调用追踪", "§1.4"),
    )
    assert held_back(decide(names, "Thistle 分级订阅上线", "§1.3"), "only broadly")
    assert decide(names, "Shingle KV 去重存储", "§1.3").chosen is None  # bare KV: any KV
    assert held_back(decide(names, "Heronry 显存追踪 新品", "§1.4"), "only broadly")
    # a specific agreement still continues
    assert decide(names, "Shingle 分层 KV Cache 淘汰策略", "§1.3").chosen == 1
    assert decide(names, "Heronry LLM 追踪 采样率调整", "§1.4").chosen == 2


def test_a_two_part_identifier_of_a_longer_name(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**KV block size sweet spot**：块大小 16–32 的经验", "§1.3"),
    )
    assert decide(names, "kv_block 参数改名（Quillon 2.1）", "§1.3").chosen is None
    assert decide(names, "kv_block_size 甜点区复测", "§1.3").chosen == 0  # three parts


def test_a_title_about_two_products_or_an_alternative(glossary: Glossary) -> None:
    names = index(glossary, THISTLE, ("**Shingle tiered KV cache**：分层 KV 缓存", "§1.3"))
    assert (
        decide(names, "Thistle offload tier and Shingle tiered KV 对比测评", "§1.3").chosen is None
    )
    assert decide(names, "Thistle offload alternative Cobble ships", "§1.3").chosen is None
    joined = decide(names, "Thistle offload tier & Shingle tiered KV cache sweep", "§1.3")
    assert held_back(joined, "and another name")
    assert decide(names, "Thistle offload tier 0.3 supports CXL", "§1.3").chosen == 0


def test_an_abbreviation_spelled_out_otherwise(glossary: Glossary) -> None:
    names = index(
        glossary, ("**SPR 调度器**（Slack-Preserving Reordering，arXiv:2607.12121）", "§1.2")
    )
    other = decide(names, "Shared Prefix Relay（SPR）发布", "§1.2")
    assert held_back(other, 'spells "SPR" out otherwise')
    english = decide(names, "SPR (Speculative Page Reuse) plugin", "§1.2")
    assert english.chosen is None and "other entries start so too" not in english.why


def test_another_products_feature_counts_against(glossary: Glossary) -> None:
    """A feature two products share (`FP8 KV-Cache`): the entry is one product's (`… in
    Vellichor`), the title names the feature with another product (heldout11: `FP8 KV-Cache
    在 Bowsprit 中落地` went into `FP8 KV-Cache in Vellichor`, exit 0)."""
    lead = "**FP8 KV-Cache in Vellichor** — per-head FP8 KV quantization (Rookery Labs)"
    names = index(glossary, (lead, "§1.3"), ("**Obsidra** — tiered KV offload layer", "§1.3"))
    other = decide(names, "FP8 KV-Cache 在 Bowsprit 中落地 — 对齐 Vellichor 的方案", "§1.3")
    assert held_back(other, '"Bowsprit"\'s feature')
    # counter-examples: the entry's own product named, or no product at all, still continue
    assert decide(names, "FP8 KV-Cache 在 Vellichor 2.5 中默认开启", "§1.3").chosen == 0
    assert decide(names, "FP8 KV-Cache 精度回退报告", "§1.3").chosen == 0
    common = contrary.other_owner("FP8 KV-Cache Quantization 默认开启", lead[2:27], COMMON)
    assert common is None  # a common word is no product


def test_the_repository_a_lead_links_by_its_address(glossary: Glossary) -> None:
    """`[Pumice](https://github.com/pumice-ml/pumice) — …` links its repository (the address,
    not the text GitHub shows): `Pumice-Edge 1.1` from that repository is the product under a
    longer name; from another repository, or `Pumice-2`, it is not."""
    names = index(
        glossary,
        ("[Pumice](https://github.com/pumice-ml/pumice) — on-device engine for NPUs", "§1.1"),
    )
    source = "github.com/pumice-ml/pumice/releases/tag/v1.1.0"
    same = decide(names, "Pumice-Edge 1.1 — 新增 NPU 后端", "§1.1", sources=source)
    assert same.chosen == 0 and "the repository its lead links" in same.why
    other = "github.com/edgeworks/pumice-edge/releases/tag/v1.1.0"
    assert decide(names, "Pumice-Edge 1.1 — 新增 NPU 后端", "§1.1", sources=other).chosen is None
    assert decide(names, "Pumice-2 1.0 — 新增 NPU 后端", "§1.1", sources=source).chosen is None
    held = decide(names, "Pumice 1.2 — 新增 NPU 后端", "§1.1", sources=other)
    assert held.chosen is None and "another repository" in held.why


def test_background_placed_in_another_section_is_not_this_entry() -> None:
    from patcher.plan.evidence import NameIndex

    names = NameIndex()
    for lead, anchor in (
        ("Gannetry (Quaystone) — Rust serving engine for MoE models, 0.8–0.9 — 推理引擎", "§1.1"),
        ("Tamarack (Ruell) — C++ engine — 引擎", "§1.1"),
        ("Wicklow (Fenn) — browser runtime — 浏览器运行时", "§1.1"),
        ("Harlan (Oakum) — phone runtime — 端侧运行时", "§1.1"),
        ("Brisket (Lode) — batching library — 批处理库", "§1.2"),
        ("Silent truncation past 32k context (Gannetry 0.9) — 32k 以上静默截断", "§1.4"),
    ):
        names.add(lead, anchor, [])
    title = "Gannetry 0.10 发布 — 专家并行跨 4 节点"
    placed = "§1.4 已有 Gannetry 32k 截断故障（背景）；本条是引擎新版本"
    assert names.decide(title, placed, [], "§1.1").chosen == 0
    # the clause places the thing in the entry's own section: background, as before
    same = "§1.1 已有 Gannetry 条目（背景）；本条是同名新项目"
    assert names.decide(title, same, [], "§1.1").chosen is None
    # no section in the clause: background, as before
    bare = "已有 Gannetry（背景）；本条是新项目"
    assert names.decide(title, bare, [], "§1.1").chosen is None


ROOK = (
    "**Rook** (Ardent Labs) — sandboxed code-execution runtime for agents, firecracker-based.",
    "§1.1",
)


def test_a_denial_read_across_the_aside_that_interrupts_it(glossary: Glossary) -> None:
    """`与 §1.1 的 Rook（Ardent Labs 沙箱）无关`: the aside in brackets does not cut the clause
    off its denial; an aside denying something else still denies only that."""
    assert contrary.denied_words("与 §1.1 的 Rook（Ardent Labs 沙箱）无关") == {"rook"}
    assert contrary.denied_words("续立 Rook 条目（与 Shingle 无关）") == {"shingle"}
    assert contrary.denied_words("已有 Rook（背景）；本条是新项目") == set()
    names = index(glossary, ROOK)
    title = "Rook 混合检索 — 新版"
    assert decide(names, title, "§1.1").chosen == 0
    relation = "与 §1.1 的 Rook（Ardent Labs 沙箱）无关"
    assert held_back(decide(names, title, "§1.2", relation), "denies a tie")


def test_a_title_saying_another_kind_of_thing_before_its_release(glossary: Glossary) -> None:
    """`Rook 向量库 0.2` says it is a vector database; the entry `Rook … sandboxed
    code-execution runtime` says another kind: a namesake, a possibility only. The same kind
    (`Rook 运行时 0.2`), or an entry saying no kind, is continued as before."""
    names = index(glossary, ROOK)
    assert held_back(decide(names, "Rook 向量库 0.2", "§1.2"), "another kind of thing")
    assert decide(names, "Rook 运行时 0.2", "§1.1").chosen == 0
    bare = index(glossary, ("**Rook** (Ardent Labs) — built by a team of four.", "§1.1"))
    assert decide(bare, "Rook 向量库 0.2", "§1.1").chosen == 0


def test_a_maker_in_brackets_is_read_before_the_name(glossary: Glossary) -> None:
    """`Rook 向量库 0.2（Fathom）`: the title read as `Fathom Rook 向量库 0.2` finds the entry
    named so, not the other maker's `Rook`; a bracket that is no one-word maker (`（GA）`), or
    no entry named so, changes nothing."""
    fathom = (
        "**Fathom Rook — Fathom Labs 开源向量数据库 Rook** ⭐⭐⭐（2027-01-12）：磁盘 HNSW",
        "§1.2",
    )
    names = index(glossary, ROOK, fathom)
    relation = "与 §1.1 的 Rook（Ardent Labs 沙箱）无关"
    verdict = decide(names, "Rook 向量库 0.2（Fathom）——新增混合检索", "§1.2", relation)
    assert verdict.chosen == 1 and "Fathom Rook" in verdict.why, verdict
    assert decide(names, "Rook 运行时 1.3（GA）", "§1.1").chosen == 0
    alone = index(glossary, ROOK)
    assert decide(alone, "Rook 向量库 0.2（Fathom）", "§1.2", relation).chosen is None


@pytest.mark.parametrize(
    "relation",
    [
        "§1.4 已有 vllm-project/vllm#31877（并行工具调用丢失）锚定；本条与之不同，是另一个 bug，不应合并",
        "已有 vLLM 并行工具调用丢失条目；本条与其无关",
        "the document tracks the parallel tool-call bug; this should not be merged into it",
    ],
)
def test_a_relation_line_saying_not_to_merge_keeps_a_name_a_possibility(
    glossary: Glossary, relation: str
) -> None:
    """heldout28: `vLLM 流式工具调用 JSON 截断（vllm#32011）` against `**vLLM 并行工具调用丢失**
    （vllm#31877）`, the line saying `本条与之不同…不应合并`: a new entry, possibly continues."""
    names = index(
        glossary, ("**vLLM 并行工具调用丢失**（vllm-project/vllm#31877）— 解析器丢调用", "§1.4")
    )
    title = "vLLM 并行工具调用丢失 — 流式 JSON 截断"
    assert decide(names, title, "§1.4").chosen == 0  # (the name alone: it continues)
    verdict = decide(names, title, "§1.4", relation)
    assert verdict.chosen is None and verdict.possible, verdict
    assert "not to merge" in verdict.why
    assert not contrary.refuses_merge("续立锚定；本条合并入 vLLM 条目")
    # heldout27: `…与 §1.4 红隼（Kestrel）事故条目是同一家公司，但本条是新发布的嵌入模型，不是事故续报`
    assert contrary.refuses_merge(
        "与红隼事故条目是同一家公司，但本条是新发布的嵌入模型，不是事故续报"
    )
    assert contrary.refuses_merge("same vendor as the outage entry, but not a follow-up")
    assert not contrary.refuses_merge("不只是续报，补充了根因")


def test_an_entry_said_to_share_only_the_name_with_this_item(glossary: Glossary) -> None:
    names = index(
        glossary, ("- #lark · Lark (Fenwick Labs, 云雀) — vector store for agents", "§1.3")
    )
    title = "Lark 调度协议 — Corvane 提出的任务调度开放规范"
    assert decide(names, title, "§1.2").chosen == 0  # the name alone would continue
    relation = "§1.3 的 云雀（Lark）是向量库，与本条只是同名；本条是编排层规范"
    assert held_back(decide(names, title, "§1.2", relation), "same-named other thing")
    other = "本条续 Lark；与 Corvane Cloud（托管服务商）只是同名"  # (a third thing's namesake)
    assert decide(names, title, "§1.2", other).chosen == 0


def test_a_release_of_another_major_than_the_line_an_entry_names(glossary: Glossary) -> None:
    names = index(glossary, ("- #kiln · Kiln 1.x (Tarn Labs) — single-node job queue", "§1.1"))
    assert decide(names, "Kiln 1.8.2 — 修复重试风暴", "§1.1").chosen == 0  # (its own line)
    assert held_back(decide(names, "Kiln 2.3 — 新增分片", "§1.1"), "not of the 1.x line")
    described = index(glossary, ("- **Kiln** (Tarn Labs) · a 3.x main line beside 2.4 LTS", "§1.1"))
    assert decide(described, "Kiln 2.4.5 LTS — 回移修复", "§1.1").chosen == 0


def test_a_denial_placing_its_namesakes_in_another_section(glossary: Glossary) -> None:
    """`§1.2 Larkspur 条目的新版本；与 §1.4 两起 Larkspur 故障无关`: the denial is of the entries
    the clause places in §1.4 (the product's incidents), not of its entry in §1.2, which a
    denial naming no section, or naming §1.2, still holds back."""
    names = index(
        glossary,
        ("**Larkspur** / 飞燕：闭源文生音乐 API，单曲 3 分钟。", "§1.2"),
        ("**Larkspur 服务中断** / 飞燕 API 故障（2031-03-02）：欧洲区 4 小时不可用。", "§1.4"),
    )
    title = "Larkspur 3.2：人声分轨、单曲 5 分钟"
    relation = "§1.2 Larkspur 条目的新版本；与 §1.4 两起 Larkspur 故障无关"
    assert contrary.denies_elsewhere(relation, "Larkspur", "§1.2")
    assert not contrary.denies_elsewhere(relation, "Larkspur", "§1.4")
    assert not contrary.denies_elsewhere("与 Larkspur 无关", "Larkspur", "§1.2")
    assert decide(names, title, "§1.2", relation).chosen == 0
    for denied in ("与 Larkspur 无关", "与 §1.2 的 Larkspur 无关"):
        assert held_back(decide(names, title, "§1.2", denied), "denies a tie"), denied
