"""Names found on the third pass of issue 21 (heldout21–25 misses): a short form the lead
gives its name (`**TensorRT-LLM**（TRT-LLM）`, `the paper calls it ALB`), a title led by the
repository path an entry's lead writes, a subject that gains something from another thing
(`Ossicle 获 Chrome 团队背书`), a denial read in its own clause (`continues X — not Y`) and
an organisation a denial names (`unrelated to the Meridian Labs GPU cloud`). And what must
stay apart: a word the name does not spell, another owner's repository, the organisation's
own entry."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan import contrary
from patcher.plan.evidence import NameIndex, Verdict, names_of, short_forms
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str, relation: str = "") -> Verdict:
    return names.decide(title, relation, [], anchor)


def shorts(lead: str) -> tuple[str, ...]:
    return short_forms(lead, names_of(lead).shown)


def test_a_short_form_the_lead_gives_is_read() -> None:
    assert shorts("**TensorRT-LLM**（TRT-LLM）：NVIDIA 编译式引擎") == ("TRT-LLM",)
    assert shorts("**TensorRT-LLM (TRT-LLM)** — NVIDIA's engine.") == ("TRT-LLM",)
    assert shorts("**TensorRT-LLM 1.3**（下称 TRT-LLM，2027-05-25）：…") == ("TRT-LLM",)
    assert shorts("**Anvil Runtime**（Anvil RT）：端侧运行时") == ("Anvil RT",)
    lead = "**Adaptive Lookahead Batching** (arXiv:2703.08812) — groups … (the paper calls it ALB)"
    assert shorts(lead) == ("ALB",)
    # a maker, a status, a word the name does not spell: no short form
    assert shorts("**Rudder** (Pallwick Labs) — batch scheduler") == ()
    assert shorts("**Kilnworks Serve**（Beta）：x") == ()
    assert shorts("**Tidepool**（KV 分层存储）：x") == ()
    assert shorts("**Marlin Router**（MRX）：x") == ()


def test_a_title_by_the_short_form_continues_the_entry(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**TensorRT-LLM**（TRT-LLM）：NVIDIA 编译式引擎，延迟敏感场景。", "§1.1"),
        ("**vLLM v0.31** — x", "§1.1"),
    )
    assert decide(names, "TRT-LLM 1.4.1 —— Blackwell FP4 GEMM 精度修复", "§1.1").chosen == 0
    names = index(glossary, ("**TensorRT-LLM 1.3**（下称 TRT-LLM，2027-05-25）：PyTorch", "§1.1"))
    assert decide(names, "TRT-LLM 1.3.1 修复专家并行死锁", "§1.1").chosen == 0
    # an entry that gives no short form, the title's not its camel-case capitals: a new entry
    # (`TRT-LLM`, the capitals of `TensorRT`, is `test_a_camel_case_part_by_its_capitals`)
    names = index(glossary, ("**TensorRT-LLM** — NVIDIA 编译式引擎", "§1.1"))
    assert decide(names, "TR-LLM 1.4.1 —— Blackwell FP4 GEMM 精度修复", "§1.1").chosen is None


def test_a_camel_case_part_by_its_capitals(glossary: Glossary) -> None:
    """`BoltInferRT-VLM 2.3` goes by `BIRT-VLM 2.3` too, the camel-case part written by its
    capitals, the other parts as they are: `BIRT-VLM 2.3.1 修复…` continues it, as does a
    title by the product alone; not `BI-VLM` (other letters), `BIRT 2.3.1` (a bare acronym),
    `BIRT-ASR 2.3` (another part), nor a part of two capitals (`FlashInfer-Serve` as `FI-…`)."""
    names = index(
        glossary,
        ("**BoltInferRT-VLM 2.3** (Bolt Labs) — compiled vision-language engine", "§1.1"),
        ("**FlashInfer-Serve** — attention kernels served", "§1.1"),
    )
    for title in ("BIRT-VLM 2.3.1 — 修复 FP8 精度回退", "BIRT-VLM 2.3 新增 Android 后端"):
        assert decide(names, title, "§1.1").chosen == 0, title
    for title in ("BI-VLM 2.3.1 — 修复精度", "BIRT 2.3.1 — 修复精度", "BIRT-ASR 2.3 发布"):
        assert decide(names, title, "§1.1").chosen is None, title
    assert decide(names, "FI-Serve 0.4 — 新增分页注意力", "§1.1").chosen is None


def test_a_title_led_by_the_repository_the_lead_writes(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Meridian 调度器**（kestrel-labs/meridian）：SLO 感知的请求调度器", "§1.2"),
        ("**Meridian Labs 推理云**：GPU 云", "§1.1"),
    )
    verdict = decide(names, "kestrel-labs/meridian v2.1.post1 — 抢占阈值默认值修正", "§1.2")
    assert verdict.chosen == 0
    # another owner's repository of that name: not the entry's
    assert decide(names, "acme-ml/meridian v2.1 — x", "§1.2").chosen is None


def test_a_subject_gaining_from_another_thing_stays_the_subject(glossary: Glossary) -> None:
    names = index(glossary, ("**Ossicle — 浏览器内 WebGPU 推理运行时** ⭐⭐⭐：定位", "§1.1"))
    assert (
        decide(names, "Ossicle 获 Chrome 团队背书 — WebGPU subgroups 提速 2.3×", "§1.1").chosen == 0
    )
    # about two things: a possibility at most
    assert decide(names, "Ossicle 与 Chrome 团队合作", "§1.1").chosen is None


def test_a_denial_is_read_in_its_own_clause() -> None:
    relation = "continues the Corvid Serve 0.9 LTS line — not Rookery 1.0"
    assert contrary.denying(relation) == ["not Rookery 1.0"]
    assert "corvid" not in contrary.denied_words(relation)
    assert "rookery" in contrary.denied_words(relation)


def test_a_denied_organisation_denies_only_its_own_entries(glossary: Glossary) -> None:
    relation = "continues Meridian (kestrel-labs/meridian) scheduler; unrelated to the Meridian Labs GPU cloud"
    assert "meridian" not in contrary.denied_words(relation)
    assert contrary.denied_names(relation) == {"meridian": {"Meridian Labs GPU"}}
    names = index(
        glossary,
        ("**Meridian 调度器**（kestrel-labs/meridian）：SLO 感知的请求调度器", "§1.2"),
        ("**Meridian Labs cloud** — Meridian Labs' GPU cloud", "§1.1"),
    )
    verdict = decide(names, "Meridian 调度器 2.2 —— 抢占式调度", "§1.2", relation)
    assert verdict.chosen == 0
    verdict = decide(names, "Meridian Labs cloud 降价", "§1.1", relation)
    assert verdict.chosen != 1  # (the cloud the relation line denies)


def test_a_denied_name_of_capitalised_words_is_that_name(glossary: Glossary) -> None:
    relation = "Nimbus KV 条目更新；注意与 7-05 的 Nimbus Compute（柏林的另一家公司）无关"
    assert "nimbus" not in contrary.denied_words(relation)
    names = index(
        glossary,
        ("【KV缓存】**Nimbus KV**（Nimbus Labs）：Nimbus Labs 的托管 KV 服务", "§1.3"),
        ("**Nimbus Compute 推出 serverless GPU 推理** — 柏林的云厂商", "§1.1"),
    )
    assert decide(names, "Nimbus KV 1.4 — 支持 SGLang 与跨区域复制", "§1.3", relation).chosen == 0
    # the one denied: the whole name
    verdict = decide(names, "Nimbus Compute 降价", "§1.1", "与 Nimbus Compute 无关")
    assert verdict.chosen is None
    # a bare word still denies every entry starting with it
    assert decide(names, "Nimbus KV 1.4", "§1.3", "与 Nimbus 无关").chosen is None


def test_a_mixed_title_is_read_by_its_leading_capitalised_words(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Nimbus Compute 推出 serverless GPU 推理，按 token 计费** ⭐⭐⭐：柏林", "§1.1"),
        ("【KV缓存】**Nimbus KV**（Nimbus Labs）：托管 KV 服务", "§1.3"),
        ("- 11-21 · 「Quarry Serve 流式输出卡顿」故障 — 3.1 生成约 4k token 后 SSE 停", "§1.4"),
    )
    title = "Nimbus Compute serverless 推理降价 30%，冷启动降到 2.1 s"
    assert decide(names, title, "§1.1").chosen == 0
    # an incident's entry named by the same words: another bug may be meant
    title = "Quarry Serve speculative decoding 显存泄漏"
    assert decide(names, title, "§1.4").chosen is None


def test_a_dated_edition_of_a_named_benchmark(glossary: Glossary) -> None:
    title = "Stillwater-Bench 2027-Q2 榜单：Brindle 3.2 首次进前三"
    assert names_of(title).version == (2027, 2)
    for lead in (
        "**Stillwater Bench** — quarterly inference benchmark",
        "**静水基准**（Stillwater Bench）：季度推理基准",
    ):
        names = index(glossary, (lead, "§1.1"), ("**Brindle** — Rust 推理引擎", "§1.1"))
        assert decide(names, title, "§1.1").chosen == 0
    # an entry of another edition: not that one
    names = index(glossary, ("**Stillwater Bench 2027-Q1** — 榜单", "§1.1"))
    assert decide(names, title, "§1.1").chosen is None


def test_a_topic_before_a_colon_leaves_the_name_after_it(glossary: Glossary) -> None:
    assert names_of("KV 分层：Tidepool 2.1 引入 GPUDirect NVMe 直通").shown.startswith(
        "Tidepool 2.1"
    )
    # no proper name after the colon, or a name before it: read as before
    assert names_of("复盘：大规模故障").shown == "复盘"
    assert names_of("Tidepool：新版").shown == "Tidepool"
    names = index(glossary, ("**潮池**（Tidepool）：分层 KV 缓存存储", "§1.3"))
    assert decide(names, "KV 分层：Tidepool 2.1 引入 GPUDirect NVMe 直通", "§1.3").chosen == 0
    assert names_of("托管推理平台：Quire 公司推出").shown == "托管推理平台"


def test_a_chinese_name_then_the_kind_its_entry_says(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("🆕 **Larkspur**（云雀花）：托管推理平台，2027-03-02 开启公测。", "§1.1"),
        ("**Sorrel Gateway**（酢浆草网关）：多模型推理网关", "§1.1"),
    )
    assert decide(names, "云雀花托管推理转正式商用 — H200 降价 18%", "§1.1").chosen == 0
    # what the description does not say: maybe a longer name
    assert decide(names, "云雀花集群版发布", "§1.1").chosen is None


def test_a_lead_written_from_a_dotted_title_goes_by_its_latin_name(glossary: Glossary) -> None:
    from patcher.document.identity import dotted_name

    lead = "**鸻 · Plover — 端侧草稿模型一键蒸馏工具** ⭐⭐⭐（2027-02-01）：定位：给定目标模型"
    assert dotted_name(lead) == "Plover"
    assert dotted_name("**海燕-2 · Petrel-2（arXiv:2702.02210）— 动态树宽草稿**") == "Petrel-2"
    assert dotted_name("**「CPA」· 调度器 — x**") == ""
    names = index(glossary, (lead, "§1.2"))
    assert decide(names, "Plover v0.2 — 新增 Anvil Runtime 导出格式", "§1.2").chosen == 0


def test_a_name_saying_an_organisation_launched_a_thing(glossary: Glossary) -> None:
    from patcher.plan.evidence import launched_names

    assert launched_names("Sorrel AI 发布 S1 推理加速卡") == ("Sorrel AI S1",)
    assert launched_names("Quire Labs 开源 Lattice Router 1.0") == (
        "Quire Labs Lattice Router 1.0",
        "Lattice Router 1.0",
    )
    assert launched_names("Nimbus Compute 推出 serverless GPU 推理") == ()
    names = index(
        glossary,
        ("**Sorrel AI 发布 S1 推理加速卡 — 单卡 LPDDR6 256GB** ⭐⭐⭐：深圳的芯片初创公司", "§1.1"),
        ("**Sorrel Gateway**（酢浆草网关）：多模型推理网关", "§1.1"),
    )
    assert decide(names, "Sorrel AI S1 首批出货 — 实测 70B decode 2,900 tok/s", "§1.1").chosen == 0
    assert decide(names, "Sorrel AI S2 发布", "§1.1").chosen is None


def test_a_ref_naming_the_repository_without_its_owner() -> None:
    from patcher.text.refs import github_refs

    text = "NCCL 超时挂起 2.1.2 修复 — capstan#1034 关闭；github.com/meridian-compute/capstan/pull/1041"
    refs = github_refs(text, "meridian-compute/capstan")
    assert "meridian-compute/capstan#1034" in refs
    # another repository's name, or no one repository known: no ref
    assert github_refs("weir#12 修复", "meridian-compute/capstan") == []
    assert github_refs("capstan#1034 关闭", None) == []


def test_a_latin_name_and_release_after_a_chinese_name(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**镶石 Tessera 1.8**（2027-04-30）：国产开源推理引擎", "§1.1"),
        ("**镶石 Tessera 1.9**（2027-05-27）：MoE 路由融合 kernel", "§1.1"),
    )
    # (its Chinese half too since wip/names5: `镶石 1.9.1` names it, the release weighed)
    assert names.entries[1].aliases == ("Tessera 1.9", "镶石")
    assert decide(names, "镶石 1.9.1 — 热补丁", "§1.1").chosen == 1
    assert decide(names, "Tessera v1.9.post1 — 热补丁修复 MoE 路由崩溃", "§1.1").chosen == 1
    assert decide(names, "Tessera 2.0 发布", "§1.1").chosen is None


def test_a_rename_naming_the_new_release(glossary: Glossary) -> None:
    from patcher.plan.evidence import renamed_names

    assert renamed_names("FlowServe 更名 Riverbed，发布 Riverbed 3.0") == ("Riverbed 3.0",)
    assert renamed_names("Orbweaver 更名为 Weft") == ()  # (no release: read as before)
    names = index(
        glossary,
        ("**FlowServe 2.4**（2027-05-08）：多模型热切换 serving 框架", "§1.1"),
        ("**FlowServe 更名 Riverbed，发布 Riverbed 3.0** ⭐⭐⭐⭐：Apache-2.0", "§1.1"),
    )
    title = "Riverbed 3.0（原 FlowServe）— 许可证与 LoRA 热切换补充"
    assert decide(names, title, "§1.1").chosen == 1
    names = index(glossary, ("**Ravel 更名为 Tessel，发布 Tessel 0.3** ⭐⭐⭐：商标冲突", "§1.1"))
    assert decide(names, "Tessel 0.4", "§1.1").chosen is None


def test_a_relation_line_continuing_what_it_names_by_its_other_name(glossary: Glossary) -> None:
    relation = "§1.1 已有 脂烛推理服务（Tallow Serve）；本条为其更名后的首个开源版本，对标 vLLM 原生多租户部署"
    title = "Wickline 1.0 开源 — Brightwick 多租户推理服务框架"
    for lead in (
        "**脂烛推理服务** · Tallow Serve — Brightwick 公司的多租户托管推理服务框架，闭源",
        "Tallow Serve — Brightwick's closed-source multi-tenant serving framework",
    ):
        names = index(glossary, (lead, "§1.1"), ("**vLLM** — engine", "§1.1"))
        assert decide(names, title, "§1.1", relation).chosen == 0, lead
    # its rival: no continuation
    names = index(glossary, ("Tallow Serve — Brightwick's serving framework", "§1.1"))
    assert (
        decide(names, title, "§1.1", "已有 脂烛推理服务（Tallow Serve）；本条为其竞品").chosen
        is None
    )


def test_a_chinese_name_and_release_read_by_the_latin_name_written_with_it(
    glossary: Glossary,
) -> None:
    names = index(
        glossary,
        ("**镶石 Tessera 1.9**（2027-05-27）：MoE 路由融合 kernel", "§1.1"),
        ("**Tessera2.0发布：统一 prefill/decode 计算图** ⭐⭐⭐⭐⭐", "§1.1"),
    )
    assert decide(names, "镶石 2.0.1 — 修复 2.0 计算图显存泄漏", "§1.1").chosen == 1
    # a Chinese name the document never writes with a Latin one: read as written
    assert decide(names, "雀鹰 2.0.1 — 修复", "§1.1").chosen is None


def test_a_release_goes_to_the_entry_named_by_it_alone(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Trestle 0.9**（栈桥 0.9）：2027-02-21 发布；分段 CUDA Graph 默认开启", "§1.1"),
        ("**Trestle 0.9 流式输出截断**（栈桥流式截断）：quarrylabs/trestle#4412；SSE", "§1.4"),
    )
    assert decide(names, "Trestle 0.9.post1 — CUDA 13 wheel 修复", "").chosen == 0
    # with no entry named by the release alone: read as before
    names = index(glossary, ("**Trestle 0.9 流式输出截断**：quarrylabs/trestle#4412", "§1.4"))
    verdict = decide(names, "Trestle 0.9.post1 — CUDA 13 wheel 修复", "")
    assert verdict.candidate == 0


def test_a_renamed_things_repository_moved_with_its_name(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("[Pinwheel](https://github.com/pinwheel-ai/pinwheel) — on-device runtime", "§1.1"),
    )
    title = "Whirl 3.3（原 Pinwheel）— 更名后首个版本"
    moved = names.decide(title, "", [], "§1.1", repos=frozenset({"whirl-ai/whirl"}))
    assert moved.chosen == 0
    # another owner's repository of the new name: another thing, as before
    other = names.decide(title, "", [], "§1.1", repos=frozenset({"lagoon/whirl"}))
    assert other.chosen is None
    # not renamed: another repository is another thing
    other = names.decide("Pinwheel 3.3", "", [], "§1.1", repos=frozenset({"acme/pinwheel"}))
    assert other.chosen is None


def test_a_relation_line_naming_a_thing_by_its_repository(glossary: Glossary) -> None:
    relation = "continues Meridian (kestrel-labs/meridian) scheduler; unrelated to the Meridian Labs GPU cloud"
    names = index(
        glossary,
        ("**Meridian 调度器**（kestrel-labs/meridian）：SLO 感知的请求调度器", "§1.2"),
        ("**Meridian Labs 推理云**：Meridian Labs 的 GPU 云", "§1.1"),
        ("**Meridian Labs 推理云 H200 降价 38%** ⭐⭐⭐：Meridian Labs", "§1.1"),
    )
    assert decide(names, "Meridian 2.2 —— 抢占式调度 + 多级 SLO", "§1.2", relation).chosen == 0
    # another repository in the brackets: nothing said of the scheduler
    other = "continues Meridian (acme/meridian) scheduler"
    assert decide(names, "Meridian 2.2 —— 抢占式调度 + 多级 SLO", "§1.2", other).chosen is None


def test_a_relation_line_opening_with_the_entry_and_its_paper(glossary: Glossary) -> None:
    names = NameIndex(glossary=glossary)
    names.add(
        "Cedar Scheduler (arXiv:2705.08812): fair scheduling for agent workflows",
        "§1.2",
        ["arxiv:2705.08812"],
    )
    relation = "雪松调度（arXiv:2705.08812）条目更新"
    title = "cedar-sched/cedar 开源 — Cedar Scheduler 调度器本体公开"
    assert decide(names, title, "§1.2", relation).chosen == 0
    # no continuation wording: background
    assert (
        decide(names, title, "§1.2", "雪松调度（arXiv:2705.08812）锚定；本条是新项目").chosen
        is None
    )


def test_a_denied_name_and_its_kind_is_that_thing() -> None:
    relation = "续 5-10 Meridian Labs 降价条目（GPU 云厂商，不是 Meridian 调度器）"
    assert "meridian" not in contrary.denied_words(relation)
    assert contrary.denied_names(relation) == {"meridian": {"Meridian 调度器"}}
    # a denial word after the name is no kind: the word alone is denied
    assert "beacon" in contrary.denied_words("与 lumen-obs 的 Beacon 无关")


def test_a_paid_edition_after_a_one_word_name_is_the_product(glossary: Glossary) -> None:
    """heldout123: `X Enterprise 正式上线` is an edition of the product `X`, not another product;
    a second capitalised word that is no edition still names another thing."""
    names = index(
        glossary,
        ("**Fernpost** (Fern Labs): hosted agent runtime with audit trails.", "§1.1"),
    )
    assert names_of("Fernpost Enterprise 上线 — 按席位计费").core == "fernpost"
    assert decide(names, "Fernpost Enterprise 上线 — 按席位计费", "§1.1").chosen == 0
    assert decide(names, "Fernpost Business Edition 发布", "§1.1").chosen == 0
    assert decide(names, "Fernpost Relay 上线 — 跨区消息中继", "§1.1").chosen is None


def test_an_acquirer_or_a_successor_is_no_other_subject(glossary: Glossary) -> None:
    """heldout123: the buyer of `X 被 Y 收购` and where a discontinued `X` sends its users
    (`X 停止维护，引导用户迁往 Y`) are not other things the title is about: X's news."""
    names = index(
        glossary,
        ("**Sparrowdesk** (Finchworks): open-source terminal coding agent.", "§1.1"),
        ("**Marlin Build** (Marlin): drag-and-drop agent builder for business teams.", "§1.1"),
    )
    assert decide(names, "Sparrowdesk 被 Osprey Systems 收购，继续开源", "§1.1").chosen == 0
    assert decide(names, "Sparrowdesk acquired by Osprey Systems", "§1.1").chosen == 0
    eol = "Marlin Build 宣布停止维护，建议用户迁移到 Heron Canvas"
    assert decide(names, eol, "§1.1").chosen == 1
    # no acquisition or discontinuation: the other name is still another subject
    assert names_of("Sparrowdesk 与 Osprey Systems 集成").others
    assert names_of("Marlin Build 用户迁移到 Heron Canvas").others


def test_a_name_saying_a_one_word_maker_launched_a_thing(glossary: Glossary) -> None:
    """A night's entry named by `Tolvane 发布 Quillet 3 — …` (a maker of one capitalised word, no
    `Labs`/`AI`): the launched thing's names too, so `Quillet 3 上线…` continues it; not a maker
    launching its own name's release (`Tolvane 发布 Tolvane 2`), nor a lowercase thing."""
    from patcher.plan.evidence import launched_names

    assert launched_names("Tolvane 发布 Quillet 3") == ("Tolvane Quillet 3", "Quillet 3")
    assert launched_names("Tolvane 发布 Signet") == ("Tolvane Signet", "Signet")
    assert launched_names("Tolvane 发布 Tolvane 2") == ()
    assert launched_names("Tolvane 推出 serverless GPU 推理") == ()
    assert launched_names("Tolvane 发布 Quillet-turbo") == ()  # (a family's member: its rules')
    names = index(
        glossary,
        ("**Tolvane 发布 Quillet 3 — 3 秒样本声音克隆** ⭐⭐⭐⭐：新一代语音合成", "§1.2"),
        ("**Brisk TTS**（Harl，2039-05）：语音合成家族", "§1.2"),
    )
    assert decide(names, "Quillet 3 上线克隆滥用防护：声纹同意校验", "§1.2").chosen == 0
