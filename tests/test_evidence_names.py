"""The names a title and an entry go by beyond their written subject (issue 21, second
held-out week): width-folded letters, an abbreviation a Chinese name defines in brackets,
capitalised words by their initials, an English name's head before a lowercase description,
a one-word proper name, a capitalised word inside a Chinese name; and what never decides (a
generic name, one side of a comparison)."""

from __future__ import annotations

from patcher.config.maps import load_map
from patcher.plan.evidence import (
    NameIndex,
    Verdict,
    defined_names,
    entry_names,
    mention_names,
    names_of,
    subject,
)
from patcher.text.source import Source
from tests.conftest import ROOT


def index(*leads: tuple[str, str]) -> NameIndex:
    names = NameIndex()
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str, relation: str = "") -> Verdict:
    return names.decide(title, relation, [], anchor)


def test_full_width_letters_are_the_same_name() -> None:
    names = index(("**Wayfarer 2.1** — 采样式链路追踪", "§1.4"))
    assert decide(names, "Ｗａｙｆａｒｅｒ 2.1 新增尾部采样", "§1.4").chosen == 0
    assert names_of("ＱＳＰ调度器合入").core == "qsp"


def test_a_new_edition_word_before_a_latin_name() -> None:
    """`全新Tarn-2.1 上线`, `新一代 Skylark 3.1 发布`: the word for a new release before the name,
    glued or spaced, is no part of it; a title with no Latin name after it names nothing."""
    names = index(
        ("**Tarn** — 编排框架，2.0 支持子图。", "§1.1"), ("**Skylark** — 检索代理。", "§1.2")
    )
    assert decide(names, "全新Tarn-2.1 上线", "§1.1").chosen == 0
    assert decide(names, "新一代 Skylark 3.1 发布", "§1.2").chosen == 1
    assert names_of("新版本发布说明").first == ""


def test_a_chinese_name_glued_to_a_latin_word_of_its_other_name() -> None:
    """`鸣鹤Vox2.0发布`: a Chinese name glued to a Latin word continues the one product entry
    named by the Chinese name whose other name has that word (`<sup>Crane-Vox</sup>`); not an
    entry whose lead only mentions the word, nor a release's entry (the glued release is read
    by no rule of releases)."""
    names = index(
        ("**鸣鹤**<sup>Crane-Vox</sup>｜云雀｜语音模型，现役 1.0", "§1.1"),
        ("**青鸾** — 芯片厂商，出品 Lumo 系列加速卡。", "§1.2"),
        ("**白隼 1.0**（Falco-Ray 1.0）— 视觉模型。", "§1.3"),
    )
    assert decide(names, "鸣鹤Vox2.0发布：方言识别上线", "§1.1").chosen == 0
    assert decide(names, "青鸾Lumo-5 加速卡发布", "§1.2").chosen is None
    assert decide(names, "白隼Ray2.0发布", "§1.3").chosen is None


def test_an_abbreviation_a_chinese_name_defines_in_brackets() -> None:
    lead = "分块预填充编排（CPO, Chunked Prefill Orchestrator）：按块排队（2026-09-02）"
    assert defined_names(lead) == ["CPO", "Chunked Prefill Orchestrator"]
    names = index((lead, "§1.2"), ("草稿树合并：多草稿头共享（2026-09-03）", "§1.2"))
    glued = decide(names, "CPO编排器参考实现开源——以插件形式提供", "§1.2")
    assert glued.chosen == 0  # three letters: with the same section only
    assert decide(names, "CPO编排器参考实现开源", "§1.4").chosen is None
    assert decide(names, "Chunked Prefill Orchestrator 论文 v2", "§1.3").chosen == 0
    # letters that are not the initials define nothing
    assert defined_names("分块预填充编排（XQZ, Chunked Prefill Orchestrator）：…") == []


def test_a_latin_head_with_the_abbreviation() -> None:
    lead = "AMD 分层解码网关（LDG, Layered Decode Gateway）：预览版（2026-09-04）"
    assert "AMD LDG" in defined_names(lead)
    names = index((lead, "§1.3"))
    assert decide(names, "AMD LDG 正式 GA — 新增 ROCm 7 后端", "§1.3").chosen == 0


def test_capitalised_words_are_known_by_their_initials() -> None:
    names = index(("**Intel LDG** — Layered Decode Gateway, preview", "§1.3"))
    verdict = decide(names, "Intel Layered Decode Gateway 正式发布 — 双后端", "§1.1")
    assert verdict.chosen == 0 and "by its initials" in verdict.why


def test_an_english_name_head_before_a_lowercase_description() -> None:
    names = index(
        ("**NCCL Ring timeout playbook** — which timeouts mean a bad link", "§1.4"),
        ("**Wayfarer** — sampling tracer", "§1.4"),
    )
    assert decide(names, "NCCL Ring 2.27 超时排查 — 新增 B300 案例", "§1.4").chosen == 0
    # a short name's weight: in another section it is only a possibility
    other = decide(names, "NCCL Ring 2.27 超时排查", "§1.1")
    assert other.chosen is None and other.possible


def test_a_head_whose_first_word_starts_other_entries_decides_nothing() -> None:
    names = index(
        ("**vLLM CUDA graph capture regression** — 6 GB more", "§1.4"),
        ("**vLLM 0.31** — async scheduling", "§1.1"),
    )
    assert decide(names, "vLLM CUDA 13 支持", "§1.4").chosen is None


def test_a_one_word_proper_name_that_is_an_entry_s_whole_name() -> None:
    names = index(("Heron：移动端推理运行时（2026-09-05）", "§1.1"), ("Lumen：网关", "§1.1"))
    assert decide(names, "Heron移动端运行时 2.0——A19 上 8B 可用", "§1.1").chosen == 0
    assert decide(names, "Heron-Spec 树形草稿", "§1.1").chosen is None  # another name


def test_a_one_word_proper_name_needs_a_unique_first_word() -> None:
    names = index(
        ("Heron：移动端推理运行时（2026-09-05）", "§1.1"),
        ("Heron 量化工具链：INT4 导出（2026-09-06）", "§1.1"),
    )
    assert decide(names, "Heron端侧加速——新增 NPU 后端", "§1.1").chosen is None


def test_a_first_word_and_another_shared_word() -> None:
    names = index(("**Quarry paged KV store** — SSD tier", "§1.3"))
    assert decide(names, "Quarry 分页KV 存储实测 — 命中率 64%", "§1.3").chosen == 0
    only_first = decide(names, "Quarry 团队新论文", "§1.3")
    assert only_first.chosen is None  # one shared word is not enough


def test_a_capitalised_word_inside_one_entry_s_name() -> None:
    names = index(("Agent 请求回放工具 Ricochet — 流量录制", "§1.4"), ("Lumen：网关", "§1.1"))
    verdict = decide(names, "Ricochet 支持 gRPC 流量回放", "§1.4")
    # (its Latin tail after a Chinese part holding a Latin word is its name: `latin_tail`)
    assert verdict.chosen == 0 and "Ricochet" in verdict.why
    # (a Chinese name, then the Latin one: a name in two languages, `entry_names`)
    names = index(("跨集群请求回放工具 Ricochet — 流量录制", "§1.4"), ("Lumen：网关", "§1.1"))
    assert decide(names, "Ricochet 支持 gRPC 流量回放", "§1.4").chosen == 0
    two = index(("回放工具 Ricochet — 录制", "§1.4"), ("Ricochet 与 Lumen 集成方案：…", "§1.4"))
    assert decide(two, "Ricochet 支持 gRPC 流量回放", "§1.4").chosen is None


def test_a_generic_name_never_decides() -> None:
    names = index(("KV Cache 卸载方案 Quarry — NVMe 直读", "§1.3"))
    verdict = decide(names, "KV Cache 量化内核 Zorro — 寄存器内解压", "§1.3")
    assert verdict.chosen is None and not verdict.possible


def test_one_side_of_a_comparison_is_not_the_comparison() -> None:
    names = index(("Ember：多模型共享草稿池（2026-09-07）", "§1.2"))
    assert decide(names, "Ember 草稿池 vs Mosaic-Spec - 接受率对比", "§1.2").candidate is None
    names.add("Ember 草稿池 vs Mosaic-Spec - 接受率对比", "§1.2", [])
    again = decide(names, "Mosaic-Spec vs Ember 复测", "§1.2")
    assert again.chosen == 1  # the same two products compared: that comparison


def test_an_abbreviation_spelled_out_after_the_name() -> None:
    lead = "**Intel LDG** — Layered Decode Gateway, preview, one backend"
    assert defined_names(lead) == ["LDG", "Layered Decode Gateway", "Intel Layered Decode Gateway"]
    names = index((lead, "§1.3"), ("**Wayfarer** — sampling tracer", "§1.4"))
    assert decide(names, "Layered Decode Gateway 正式 GA — 新增后端", "§1.1").chosen == 0
    assert decide(names, "LDG 网关补丁", "§1.3").chosen == 0  # three letters: same section
    assert decide(names, "LDG 网关补丁", "§1.4").chosen is None
    # words that do not spell the abbreviation define nothing
    assert defined_names("**Intel LDG** — preview of the gateway") == []


def test_an_inner_word_counts_only_as_the_name_s_one_distinctive_word() -> None:
    names = index(("vLLM 与 Prometheus 集成：指标导出", "§1.4"))
    assert decide(names, "Prometheus 3.0 发布", "§1.4").candidate is None


def test_a_title_naming_another_thing_too_is_only_a_possibility() -> None:
    names = index(("Heron：移动端推理运行时（2026-09-05）", "§1.1"))
    both = decide(names, "Heron 团队新项目 Wrenlight 发布", "§1.1")
    assert both.chosen is None and both.possible and "the maker of its subject" in both.why
    assert decide(names, "Heron 与 Quillstack 集成", "§1.1").chosen is None
    assert decide(names, "Heron 新增 NPU 后端", "§1.1").chosen == 0  # (no other name)


def test_a_first_word_of_two_parts_is_not_two_shared_words() -> None:
    names = index(("**whisper.cpp server** — one port, many models", "§1.1"))
    assert decide(names, "whisper.cpp 新增 Metal 后端", "§1.1").chosen is None


def test_a_capitalised_common_word_is_no_proper_name() -> None:
    names = index(("Router：按前缀分流的请求路由（2026-09-08）", "§1.3"))
    assert decide(names, "Router 冷启动优化 — 新论文", "§1.3").chosen is None


def test_the_first_words_of_an_english_name_with_a_chinese_rest() -> None:
    names = index(("**Quarry Paged KV store** — SSD tier", "§1.3"))
    verdict = decide(names, "Quarry Paged 存储层复测", "§1.3")
    assert verdict.chosen == 0 and 'title names "Quarry Paged KV store"' in verdict.why


def test_more_continuation_wordings_in_a_relation_line() -> None:
    names = index(
        ("**Wrenfield 0.4** — 单机推理服务", "§1.1"),
        ("多租户配额调度 QuotaLine-X：按租户限流（2026-09-09）", "§1.2"),
    )
    follow = decide(names, "死锁复现", "§1.1", "inference.md §1.1 Wrenfield 0.4 条目的后续")
    assert follow.chosen == 0
    assert decide(names, "死锁复现", "§1.1", "接续 Wrenfield 0.4 条目").chosen == 0
    # the one distinctive word of a Chinese name, hyphenated
    assert decide(names, "配额证明扩展", "§1.2", "更新 QuotaLine-X 条目的待核实项").chosen == 1
    # `已有 X；…补充` names the entry: a possibility, not a decision
    said = decide(names, "冷启动复测", "§1.1", "§1.1 已有 Wrenfield 0.4；本条是对它的补充")
    assert said.chosen is None and said.possible


def test_a_chinese_name_with_a_version_is_that_name() -> None:
    names = index(("引擎缺陷分类研究：五个引擎 700 个缺陷（2026-09-10）", "§1.4"))
    assert decide(names, "引擎缺陷分类研究 v2 — 新增 SGLang 缺陷", "§1.4").chosen == 0


def test_an_english_title_by_the_name_it_leads_with() -> None:
    names = index(
        ("Heron：移动端推理运行时（2026-09-05）", "§1.1"),
        ("**Corvid-3** — draft head, arXiv:2609.01234", "§1.2"),
        ("**NCCL Ring timeout playbook** — which timeouts mean a bad link", "§1.4"),
    )
    assert decide(names, "Heron adds NPU offload", "§1.1").chosen == 0
    assert decide(names, "Corvid-3 official code release", "§1.2").chosen == 1
    assert decide(names, "NCCL Ring 2.27 timeouts on B300", "§1.4").chosen == 2  # (a chip)
    # the rest names another thing: a possibility only
    both = decide(names, "Heron team launches Wrenlight", "§1.1")
    assert both.chosen is None and both.possible


def test_two_names_compared_in_chinese_words_are_a_comparison() -> None:
    names = index(("Heron：移动端推理运行时（2026-09-05）", "§1.1"))
    assert decide(names, "Heron 与 Wrenlight 延迟对比", "§1.1").candidate is None
    names.add("Heron vs Wrenlight 延迟对比 — 8B", "§1.1", [])
    assert decide(names, "Wrenlight 和 Heron 的复测比较", "§1.1").chosen == 1


def test_common_words_alone_are_no_head_of_an_english_name() -> None:
    names = index(("**LLM Inference Engines bug study** — 900 bugs", "§1.4"))
    assert decide(names, "LLM Inference 新综述", "§1.4").chosen is None


def test_an_abbreviation_the_title_defines_names_the_entry_called_by_it() -> None:
    names = index(("QSP 调度器：按队列分配算力（2026-09-11）", "§1.2"))
    assert decide(names, "Queue-Split Planner（QSP）开源实现", "§1.2").chosen == 0
    assert decide(names, "QSP（Queue-Split Planner）合入主干", "§1.2").chosen == 0
    assert decide(names, "Queue-Split Planner（QSP）开源实现", "§1.4").chosen is None


def test_a_title_starting_with_an_entry_s_whole_chinese_name() -> None:
    names = index(
        ("引擎缺陷分类研究：五个引擎 700 个缺陷（2026-09-10）", "§1.4"),
        ("显存回归：捕获阶段多占显存（2026-09-12）", "§1.4"),
    )
    assert decide(names, "引擎缺陷分类研究扩展版", "§1.4").chosen == 0
    assert decide(names, "引擎缺陷复现工具", "§1.4").chosen is None
    assert decide(names, "显存回归测试框架", "§1.4").chosen is None  # four characters: too short


def test_an_entry_led_by_its_repository_path_is_named_by_the_repository() -> None:
    """`ferrostat-labs/ferrostat` is the entry of `ferrostat`; a case variant (`Sinewkv`) too;
    an issue's path (`rookery-labs/vellichor#1187`) names the issue, not the product."""
    names = index(
        ("**ferrostat-labs/ferrostat** — single-binary C++ edge runtime", "§1.1"),
        ("**sinew-ai/sinewkv** — composable KV reuse across requests", "§1.3"),
        ("**rookery-labs/vellichor#1187** — KV blocks corrupted after preemption", "§1.4"),
    )
    assert decide(names, "ferrostat 0.8 — 新增 Apple M5 Metal 后端", "§1.1").chosen == 0
    assert decide(names, "Sinewkv 0.3", "§1.3").chosen == 1
    assert decide(names, "Vellichor 2.5 修复 KV 损坏", "§1.4").candidate is None
    # two repositories of one name: neither is the name's
    twins = index(
        ("**acme-labs/quarrel** — router", "§1.1"), ("**quarrel-io/quarrel** — CLI", "§1.1")
    )
    assert decide(twins, "Quarrel 1.2", "§1.1").chosen is None


def test_an_entry_led_by_a_repository_path_and_a_release_is_that_release() -> None:
    """`` `sgl-project/sglang` v0.5.24 — … ``: the entry of the repository's release v0.5.24;
    a patch of it continues it, another release does not (one entry per release)."""
    names = index(
        ("`sgl-project/sglang` v0.5.24 — Breakable CUDA Graph on by default.", "§1.1"),
        ("`vllm-project/vllm` v0.31 — Model Runner V3 by default.", "§1.1"),
        ("`quill-labs/quillrun` — Quillrun, pure-C edge runtime.", "§1.1"),
    )
    assert decide(names, "SGLang v0.5.25 — 结构化输出 xgrammar 2", "§1.1").chosen is None
    assert decide(names, "SGLang 0.5.25 发布", "§1.1").chosen is None
    assert decide(names, "vLLM 0.32 正式版", "§1.1").chosen is None
    assert decide(names, "SGLang v0.5.24.post1 — 修复", "§1.1").chosen == 0
    assert decide(names, "vLLM 0.31.1 补丁", "§1.1").chosen == 1
    assert decide(names, "Quillrun 0.2 发布", "§1.1").chosen == 2  # no release: the product's


def test_a_latin_name_in_brackets_after_a_bold_chinese_name() -> None:
    """`**停摆守卫**（Stallguard）：…`: the brackets after the bold name give its Latin name,
    as they do after a plain one; common words in them give none (`**调度器**（Scheduler）`)."""
    lead = "**停摆守卫**（Stallguard）：NCCL 挂起看门狗（2026-09）"
    assert defined_names(lead) == ["Stallguard"]
    assert defined_names("**调度器**（Scheduler）：通用调度") == []
    names = index(
        (lead, "§1.4"), ("**铁站端侧运行时**（Ferrostat）：单文件 C++ 端侧运行时", "§1.1")
    )
    assert decide(names, "Stallguard 误重启 — 长 all-reduce 被判为挂起", "§1.4").chosen == 0
    assert decide(names, "ferrostat 0.8 — 新增 Apple M5 Metal 后端", "§1.1").chosen == 1


def test_brackets_restating_a_mixed_name_in_latin() -> None:
    """`薇丽 FP8 KV 缓存（Vellichor FP8 KV-Cache）`: the brackets restate every Latin word of
    the name, so they name it; `vLLM 原生后端（Transformers）` does not (a backend it uses)."""
    lead = "**薇丽 FP8 KV 缓存**（Vellichor FP8 KV-Cache）：逐头 FP8 量化（2026-10）"
    assert defined_names(lead) == ["Vellichor FP8 KV-Cache"]
    assert defined_names("vLLM 原生后端（Transformers）：直接加载") == []
    assert defined_names("系缆推理服务 2.x（Bollard Serve 2）：…") == ["Bollard Serve 2"]
    names = index((lead, "§1.3"), ("vLLM 原生后端（Transformers）：直接加载", "§1.1"))
    assert decide(names, "Vellichor FP8 KV Cache 默认开启（2.5 起）", "§1.3").chosen == 0
    assert decide(names, "Transformers 5.0 发布", "§1.1").chosen is None


def test_a_name_in_two_languages_chinese_first() -> None:
    """`【薇丽 Vellichor】`: the Latin half is the entry's name too, so a release continues it
    though another entry starts with the word (`Vellichor Cloud`, a service of its own); a
    title written in the two languages is read from its Latin half. An English word after
    other words (`Agent 推理链路追踪 TraceLoom`) or an abbreviation alone is no such half."""
    names = index(
        ("【薇丽 Vellichor】Rust 原生推理引擎", "§1.1"),
        ("**Vellichor Cloud — Rookery Labs 发布托管推理服务**：基于 Vellichor 2.5", "§1.1"),
    )
    assert decide(names, "Vellichor 2.5.1.post2 热修 —— TP=8 下精度回退", "§1.1").chosen == 0
    assert decide(names, "薇丽 Vellichor 2.6 预览 — 异步调度器", "§1.1").chosen == 0
    assert decide(names, "Vellichor Cloud 降价", "§1.1").chosen == 1
    assert entry_names("薇丽 Vellichor", ()) == ("Vellichor",)
    assert entry_names("推理网关 PDG", ()) == ()
    assert entry_names("Agent 推理链路追踪 TraceLoom", ()) == ()


def test_an_all_latin_title_that_is_a_word_inside_a_chinese_name() -> None:
    """`Sinewkv 0.3` (a case variant, a release) names `跨请求 KV 复用 SinewKV`: the one
    capitalised word of its name; not when another entry starts with the word."""
    names = index(
        ("【跨请求 KV 复用 SinewKV】位置重编码后复用 KV", "§1.3"), ("Lumen：网关", "§1.1")
    )
    verdict = decide(names, "Sinewkv 0.3", "§1.3")
    assert verdict.chosen == 0 and "SinewKV" in verdict.why  # (its Latin tail: `latin_tail`)
    names.add("SinewKV Cloud：托管版", "§1.1", [])
    assert decide(names, "Sinewkv 0.3", "§1.3").chosen is None


def test_a_late_correction_is_about_what_it_corrects() -> None:
    """`更正：X …` is about X (the prefix is no name); a correction's title naming the id it
    corrects away (`应为 A（非 B）`) is a shared key with the entry holding B — and without
    the correction prefix, another paper's id stays another paper."""
    names = index(
        ("**Halcyon-RT** — Rust 推理运行时（2026-12）", "§1.1"),
        ("**Theodolite: Prefill-Decode Co-Location** arXiv:2611.06630", "§1.3"),
    )
    names.add_keys(1, ["arxiv:2611.06630"])
    assert decide(names, "更正：Halcyon-RT 单卡吞吐应为 2,140 tok/s，非 21,400", "§1.1").chosen == 0
    title = "更正：Theodolite 论文 arXiv 号应为 2611.06603（非 2611.06630）"
    fixed = names.decide(title, "", ["arxiv:2611.06603"], "§1.3")
    assert fixed.chosen == 1 and "corrects arxiv:2611.06630" in fixed.why
    other = "Theodolite-2 论文 2611.06603 对比 2611.06630"
    assert names.decide(other, "", ["arxiv:2611.06603"], "§1.3").chosen is None


def test_a_correction_set_off_by_a_dash_is_about_what_it_corrects() -> None:
    """`更正 — X …` (a dash, not a colon) is about X too: the correction word is no name, so
    an item `更正:… Y …` of the same night does not name that increment by it."""
    assert (
        subject("更正 — Moraine v2 FP4 层 ppl 损失为 +0.8") == "Moraine v2 FP4 层 ppl 损失为 +0.8"
    )
    assert subject("Correction -- Halcyon-RT throughput") == "Halcyon-RT throughput"
    assert subject("更正说明 — 本周汇总") == "更正说明"  # (a word that only starts so)
    assert "更正" not in mention_names("更正 — Moraine v2 FP4 层 ppl 损失为 +0.8")


def test_a_glued_incident_name_then_latin_text() -> None:
    """`Ironbark冷启动卡死 ARM 复现与修复` starts with the incident entry's whole name (spaced
    in the document) and goes on naming no other thing; `… Graviton 复现` names another
    thing after it: only a possibility."""
    names = index(
        ("Ironbark v0.9 — Rust 单二进制运行时", "§1.1"),
        ("Ironbark 冷启动卡死：v0.9 在 ARM 服务器上冷启动卡住", "§1.4"),
    )
    assert decide(names, "Ironbark冷启动卡死 ARM 复现与修复", "§1.4").chosen == 1
    other = decide(names, "Ironbark冷启动卡死 Graviton 复现", "§1.4")
    assert other.chosen is None and other.candidate == 1


def test_the_maker_named_before_an_entrys_whole_name() -> None:
    """`NVIDIA Prefill-Decode Bridge 1.1` names `PDB（Prefill-Decode Bridge）v1.0 — NVIDIA 的 …`:
    the maker first, then the entry's whole name, and the lead names that maker; another
    maker's same-named thing is not it."""
    lead = "PDB（Prefill-Decode Bridge）v1.0 — NVIDIA 的 PD 分离 KV 传输层"
    names = index((lead, "§1.3"), ("Ironbark v0.9 — Rust 单二进制运行时", "§1.1"))
    verdict = decide(names, "NVIDIA Prefill-Decode Bridge 1.1 — 支持 GB300", "§1.3")
    assert verdict.chosen == 0 and "its maker NVIDIA first" in verdict.why
    assert decide(names, "AMD Prefill-Decode Bridge 1.1 — 支持 MI400", "§1.3").chosen is None


def test_the_latin_name_in_brackets_is_read_as_the_entrys_english_name() -> None:
    """`**基于SLO的长上下文分块调度**（Scrivener Scheduler）`: an acronym in the Chinese name
    (`SLO`) needs no restating, and the bracketed name is read as the entry's English name,
    so its product word and kind agree with `Scrivener 长上下文调度器`; not another kind."""
    lead = "**基于SLO的长上下文分块调度**（Scrivener Scheduler）：百万 token prefill 切块"
    assert defined_names(lead) == ["Scrivener Scheduler"]
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    names = NameIndex(glossary=shipped.identity.terms)  # (调度器 = scheduler)
    names.add(lead, "§1.2", [])
    names.add("Lumen：网关", "§1.1", [])
    verdict = decide(names, "Scrivener 长上下文调度器接入 Obsidra 卸载层", "§1.2")
    assert verdict.chosen == 0 and "Scrivener Scheduler" in verdict.why
    assert decide(names, "Scrivener 维护模式提前", "§1.2").chosen is None


def test_a_name_in_two_languages_glued_by_a_slash_goes_by_both_halves() -> None:
    # `**Quillserve/羽笔推理框架**` is `Quillserve / 羽笔推理框架` written without spaces
    assert entry_names("Quillserve/羽笔推理框架", ()) == ("Quillserve", "羽笔推理框架")
    assert entry_names("vLLM/伯克利推理引擎", ()) == ("vLLM", "伯克利推理引擎")
    assert entry_names("Sablewing / 黑羽引擎", ()) == ("Sablewing", "黑羽引擎")
    # a Latin pair is a path or an abbreviation, not two languages
    assert entry_names("sgl-project/sglang", ()) == ("sglang",)
    assert entry_names("TCP/IP 栈", ()) == ()
    # a Chinese half that only describes is no name of its own
    assert entry_names("Quillserve/推理服务器", ()) == ("Quillserve",)


def test_a_name_glued_to_its_release_is_the_name_and_the_release() -> None:
    names = index(
        ("Quarrel (Lintel Labs) — serving engine, 0.6 line — 推理引擎", "§1.1"),
        ("Teasel (Fenwick) — browser runtime — 浏览器运行时", "§1.1"),
        ("Nimbus3 (Drumlin) — C++ engine — 引擎", "§1.1"),
    )
    for title in ("Quarrel0.7 发布 — 结构化输出", "Quarrel0.7正式发布", "Quarrel0.7.0.post1修复"):
        assert decide(names, title, "§1.1").chosen == 0, title
    assert names_of("Quarrel0.7 发布").version == (0, 7)
    # a name with a digit of its own, a model's generation glued to a letter, a version
    # that goes on in Latin letters: as written
    assert names_of("Nimbus3 v3.3 发布").bare == "nimbus3"
    assert subject("DeepSeek-V4.1-Flash 开源") == "DeepSeek-V4.1-Flash 开源"
    assert names_of("Qwen4.1mini 开源").version == ()
    assert decide(names, "Teaselx0.7 发布", "§1.1").chosen is None


def test_a_chinese_title_naming_the_thing_and_its_release_last() -> None:
    names = index(
        ("Spindle (Garrow) — multi-LoRA batching scheduler — 多 LoRA 批调度", "§1.2"),
        ("Harbor (Ferrule) — serving engine — 推理引擎", "§1.1"),
    )
    assert names_of("LoRA 热插拔调度器 Spindle 1.2 — 冷加载 −60%").shown == "Spindle 1.2"
    assert decide(names, "LoRA 热插拔调度器 Spindle 1.2 — 冷加载 −60%", "§1.2").chosen == 0
    assert names_of("分层 KV 缓存 Spindle 0.5").bare == "spindle"
    # what comes before names another product: the title is not read by the last name
    assert names_of("Harbor 插件 Spindle 1.2").shown == "Harbor 插件 Spindle 1.2"
    assert decide(names, "Harbor 插件 Spindle 1.2", "§1.2").chosen != 0
    # no release after the name: as written
    assert names_of("LoRA 热插拔调度器 Spindle").shown == "LoRA 热插拔调度器 Spindle"


def test_a_title_led_by_an_emoji_is_read_by_its_name() -> None:
    names = index(
        ("Pollard (Veridian) — CXL memory pooling for KV cache — CXL 内存池化", "§1.3"),
        ("Quorum Speculative Decoding (QSD, Sextant) — multi-drafter voting", "§1.2"),
    )
    assert names_of("💾 Pollard 2.0 发布 — CXL 3.1 池化").bare == "pollard"
    assert decide(names, "💾 Pollard 2.0 发布 — CXL 3.1 池化", "§1.3").chosen == 0
    assert decide(names, "⚠️ Quorum Speculative Decoding 开源参考实现", "§1.2").chosen == 1
    # a symbol is no name: an emoji alone before another product names nothing here
    assert decide(names, "🚀 Teasel 0.4 发布", "§1.3").chosen is None


def test_a_pre_release_glued_to_its_version_is_a_release() -> None:
    for title, version in (
        ("vLLM v0.15.0rc2 — V2 调度器默认开启", (0, 15, 0)),
        ("Quarrel 0.32rc1", (0, 32)),
        ("Quarrel 2.0beta3 预览", (2, 0)),
    ):
        assert (names_of(title).bare, names_of(title).version)[1] == version, title
    assert names_of("Quarrel 0.32rc1").bare == "quarrel"
    assert names_of("Quarrel 0.32rcx").version == ()  # not a pre-release number


def test_a_trailing_name_after_a_verb_is_what_the_news_uses() -> None:
    """Counter-examples to the trailing name-and-release reading: a verb or a preposition
    last before the name (`支持`, `适配`, `升级`, `量化`) makes it a model or a dependency
    the news is about another thing's use of, not the thing itself."""
    names = index(
        ("Llama 3.1 (Meta) — 开源 8B/70B/405B 模型", "§1.1"),
        ("CUDA 12.6 — NVIDIA 工具链", "§1.1"),
        ("PyTorch 2.5 — 深度学习框架", "§1.1"),
    )
    for title in (
        "FP8 量化 支持 Llama 3.1",
        "FP8 量化 Llama 3.1",
        "适配 CUDA 12.6 — 新内核",
        "推理引擎升级 PyTorch 2.5",
        "端侧推理运行时 适配 Llama 3.1",
        "投机解码草稿模型 Llama 3.1",  # (a role one thing plays for another)
        "推理后端 PyTorch 2.5",
    ):
        trailing = " ".join(title.split(" — ")[0].split()[-2:])  # (`Llama 3.1`)
        assert names_of(title).shown != trailing, title
        assert decide(names, title, "§1.1").chosen is None, title
    # a kind noun last before the name still reads it (the rule's own case)
    assert names_of("多 LoRA 批调度器 Spindle 1.2").shown == "Spindle 1.2"


def test_a_name_other_entries_only_compare() -> None:
    """An entry's whole proper name that only comparisons besides it start with (`Embrel.cpp 与
    K2-Serve 横评`) is still the product's: a title led by it continues the product's entry,
    also with the kind of thing the entry says it is (`Ilek调度器` of `批调度器`); not another
    kind (a namesake), nor beside another entry of that name."""
    glossary = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    names = NameIndex(glossary=glossary.identity.terms)
    for lead, anchor in (
        ("「Embrel.cpp」· 纯 C 端侧引擎 — 单文件 C 实现，CPU-only，GGUF 格式", "§1.1"),
        ("**Embrel.cpp 与 K2-Serve CPU-only MoE 推理横评** ⭐⭐⭐（2026-12-21）：EPYC", "§1.1"),
        ("「Ilek」· 批调度器 — SLO 感知的连续批调度器，0.6 版按 deadline 排序", "§1.2"),
        ("**Ilek vs Mezzo Batch：SLO 调度器横评** （2026-12-23）：同一集群", "§1.2"),
        ("马洛 KV 量化（Marrow）：FP4 KV cache 量化，精度损失 <0.3 pt", "§1.3"),
        ("**Marrow KV 量化 vs KIVI 精度对比** ⭐⭐（2026-11-19）：同为 4bit", "§1.3"),
    ):
        names.add(lead, anchor, [])
    assert decide(names, "Embrel.cpp 新增 Vulkan 后端", "§1.1").chosen == 0
    assert decide(names, "Ilek调度器 0.7.1 补丁", "§1.2").chosen == 2
    assert decide(names, "Marrow 调度器 — 面向 MoE 的 expert-aware batching", "§1.2").chosen is None
    names.add("**Embrel.cpp Server**：HTTP 服务封装", "§1.1", [])  # another thing of that name
    assert decide(names, "Embrel.cpp 新增 Vulkan 后端", "§1.1").chosen is None


def test_an_abbreviation_of_every_word_of_an_english_name() -> None:
    """A title named by an abbreviation of four letters or more (`ZPAS 1.2`) continues, in its
    section, the one entry whose English name's every word it spells (`Zephyr Prefix-Aware
    Scheduler`, also beside a Chinese name); not in another section, not three letters, not
    with another word after it, not when two entries spell it."""
    lead = "「Zephon 前缀感知调度器 / Zephon Prefix-Aware Scheduler」调度 — 前缀亲和"
    names = index((lead, "§1.2"), ("**Quill Router**：路由（QR）", "§1.2"))
    assert decide(names, "ZPAS 1.2 — 前缀亲和路由加入公平性上限", "§1.2").chosen == 0
    assert decide(names, "ZPAS 1.2 — 前缀亲和路由加入公平性上限", "§1.1").chosen is None
    assert decide(names, "ZPAS Cloud 1.0 发布", "§1.2").chosen is None
    short = index(("**Zephon Prefix Scheduler** — 前缀调度", "§1.2"))
    assert decide(short, "ZPS 1.2 发布", "§1.2").chosen is None
    names.add("**Zinc Page Allocation Service** — 显存分页", "§1.2", [])
    assert decide(names, "ZPAS 1.2 — 前缀亲和路由加入公平性上限", "§1.2").chosen is None


def test_a_point_gives_a_chinese_title_its_latin_name() -> None:
    """A title naming no Latin name but a release (`鹈鹕检索 0.4`) whose point leads with a
    Latin name and that very release (`Pelican Retrieve 0.4 用 …`) is read by that name; not
    with another release in the point, a name not leading it, or a title with a Latin name."""
    names = index(("**Pelicant Retrieve** (Pelicant Research)\n  Hybrid retrieval", "§1.3"))

    def decided(title: str, point: str) -> int | None:
        return names.decide(
            title, "", [], "§1.3", points=[point, "中文 FAQ recall 0.81→0.87"]
        ).chosen

    title = "鹈鹕检索 0.4 — RRF 融合改为学习权重"
    assert decided(title, "Pelicant Retrieve 0.4 用 200 条标注查询学习融合权重") == 0
    assert decided(title, "- Pelicant Retrieve v0.4 取代固定 RRF") == 0
    assert decided(title, "Pelicant Retrieve 0.3 用 200 条标注查询学习融合权重") is None
    assert decided(title, "对比 Pelicant Retrieve 0.4 的固定 RRF") is None
    assert decided("Heronix 0.4 — 学习权重", "Pelicant Retrieve 0.4 用标注查询") is None
