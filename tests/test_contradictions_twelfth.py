"""Contradiction placement, twelfth pass (contra12): a question whether a release fixes an issue
of its product, in the wordings editors write (`是否同时修复会话回放丢失`, `是否彻底解决 3.1 升级损坏`),
goes on that issue's own entry where the document files the product's issues apart, also when
the issue's entry is named in Chinese only (`羽匠会话回放丢失问题`) or says the symptom only in its
description (`▍⚠ 深测 Fathom｜事故：3.1 升级后索引损坏`); a question about a feature stays put."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, items

_PREAMBLE = (
    "# Agent\n\n> 维护约定：每个产品一条；安全公告、事故与缺陷单列于 §1.4，每个问题一条"
    "（修复版本记在该问题条目下，不记在产品条目下）。\n\n"
)
_NAMED = (
    _PREAMBLE + "## §1.1 编码智能体\n\n"
    "- **羽匠**｜Quillsmith｜北辰智能 — 终端编码智能体，主打长会话。\n"
    "  - 12/18：3.2 发布，新增会话回放。\n"
    "- **镶嵌**｜Tessellate｜Morrow Labs — Python 智能体编排框架。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "## §1.4 事故与缺陷\n\n"
    "- **羽匠会话回放丢失问题**｜Quillsmith session replay loss｜北辰智能 — 3.2 的会话回放在进程"
    "被杀后丢失最后一轮。\n"
)
_DESCRIBED = (
    _PREAMBLE + "## §1.1 框架格局\n\n## §1.2 推理调度\n\n## §1.3 向量数据库\n\n"
    "- ▍深测 Fathom｜向量数据库｜首见 2031-04-02\n"
    "  - 12-10：3.1 新存储格式（需迁移）\n"
    "- ▍鲸库 WhaleDB｜向量数据库｜首见 2031-05-01\n\n"
    "## §1.4 事故\n\n"
    "- ▍⚠ 深测 Fathom｜事故：3.1 升级后索引损坏｜2031-12-20\n"
)


def _one(doc: str, title: str, item: str) -> NoteAction:
    release = increment(1, title, extra="与 agent.md 关系：已有产品的补丁版本\n")
    brief = brief_text(release, date="2029-01-08") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (note,) = report.contradictions
    return note


def test_whether_a_patch_also_fixes_an_issue_goes_on_the_issue_named_in_chinese() -> None:
    note = _one(
        _NAMED,
        "Quillsmith 3.2.1 补丁发布 — 修复长会话 token 计数溢出",
        "矛盾/待核实 ①：Quillsmith 3.2.1 是否同时修复会话回放丢失（中风险）\n发布说明未提及。\n",
    )
    assert "会话回放丢失问题" in (note.attached_to or ""), note


def test_whether_a_release_settles_an_incident_its_description_says() -> None:
    note = _one(
        _DESCRIBED,
        "Fathom 3.2 发布 — 存储格式迁移工具",
        "矛盾/待核实 ①：Fathom 3.2 是否彻底解决 3.1 升级损坏（中风险）\n社区仍有报告。\n",
    )
    assert "事故" in (note.attached_to or ""), note


def test_whether_a_patch_also_fixes_a_feature_stays_off_the_issue() -> None:
    note = _one(
        _NAMED,
        "Quillsmith 3.2.1 补丁发布 — 修复长会话 token 计数溢出",
        "矛盾/待核实 ①：Quillsmith 3.2.1 是否同时修复多文件重构卡顿（低风险）\n论坛帖。\n",
    )
    assert "会话回放丢失问题" not in (note.attached_to or ""), note


def test_whether_another_product_s_release_fixes_it_stays_off_the_incident() -> None:
    note = _one(
        _DESCRIBED,
        "WhaleDB 5.2 发布 — 在线重建索引",
        "矛盾/待核实 ①：WhaleDB 5.2 是否彻底解决升级损坏（低风险）\n社区帖。\n",
    )
    assert "事故" not in (note.attached_to or ""), note


# A product's feature kept as an entry of its own (`Tidewell FP8 KV path`, `TW FP8 KV 量化路径`
# where the preamble defines TW = Tidewell) beside the product's release entries.
_FEATURE = (
    "# Inference\n\n> 缩写：TW = Tidewell。\n\n## §1.1 框架格局\n\n"
    "- Tidewell ⟨3.1⟩ :: open-source LLM serving engine · Harbor Labs · 2030-09-14\n"
    "  - Experimental FP8 KV path.\n\n## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "- {feature} :: FP8 KV storage with per-head scales in Tidewell · Harbor Labs\n\n"
    "## §1.4 可靠性\n\n"
)


def _on_feature(feature: str, item: str) -> NoteAction:
    release = increment(
        1,
        "Tidewell 3.2 发布 — 分块预填充默认开启，FP8 KV 路径重写",
        extra="与 inference.md 关系：Tidewell 的下一个特性版本\n",
    )
    brief = brief_text(release, date="2030-10-06") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    doc = _FEATURE.replace("{feature}", feature)
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (note,) = report.contradictions
    return note


def test_a_release_s_doubt_about_a_feature_with_its_own_entry_goes_there() -> None:
    note = _on_feature(
        "Tidewell FP8 KV path",
        "矛盾/待核实 ①：Tidewell 3.2 FP8 KV 精度是否真的与 BF16 持平（中风险）\n仅官方数字。\n",
    )
    assert "FP8 KV path" in (note.attached_to or ""), note


def test_the_feature_s_entry_named_by_the_short_form_the_preamble_defines() -> None:
    note = _on_feature(
        "TW FP8 KV 量化路径",
        "矛盾/待核实 ①：Tidewell 3.2 FP8 KV 精度是否真的与 BF16 持平（中风险）\n仅官方数字。\n",
    )
    assert "量化路径" in (note.attached_to or ""), note


def test_a_release_s_doubt_about_another_feature_stays_with_the_release() -> None:
    note = _on_feature(
        "Tidewell FP8 KV path",
        "矛盾/待核实 ①：Tidewell 3.2 分块预填充是否默认开启（低风险）\n文档与博客不一。\n",
    )
    assert "FP8 KV path" not in (note.attached_to or ""), note


# A board's launch naming a product that placed on it; the product has its own entry.
_BOARDED = (
    "# Inference\n\n## §1.1 框架格局\n\n## §1.2 检索与重排\n\n"
    "* AnchorRank-2-mini — Kestrel AI 的小型交叉编码器重排模型，开放权重\n"
    "* Lantern-Rerank 3 — Brightwell Labs 的重排模型\n\n"
    "## §1.3 KV Cache\n\n## §1.4 评测与榜单\n\n"
    "* GauntletBoard — 智能体排行榜，每周更新\n"
)


def _on_board(item: str) -> NoteAction:
    board = increment(
        1,
        "RerankArena 重排模型公开榜单上线，AnchorRank-2-mini 小模型组第一",
        section="§1.4 评测与榜单",
        points="- 首期 14 个模型 - AnchorRank-2-mini 在 300M 以下小模型组 nDCG@10 第一",
        extra="与 inference.md 关系：新榜单，§1.4 未收录\n",
    )
    brief = brief_text(board, date="2031-10-13") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", _BOARDED.encode()), smap)
    (note,) = report.contradictions
    return note


def test_a_placer_s_own_fact_goes_on_its_entry_not_the_board_s_launch() -> None:
    note = _on_board(
        "矛盾/待核实 ②：AnchorRank-2-mini 参数量（低风险）\n"
        "- 问题：Kestrel 博客写 180M，RerankArena 模型卡写 220M\n- 建议：以模型卡为准\n"
    )
    assert (note.attached_to or "").startswith("entry 'AnchorRank-2-mini"), note


def test_a_placer_s_score_stays_with_the_board_s_launch() -> None:
    note = _on_board(
        "矛盾/待核实 ②：AnchorRank-2-mini 成绩复现（中风险）\n"
        "- 问题：RerankArena 维护者复跑得 0.612，提交分 0.634\n- 建议：标注待定\n"
    )
    assert "AnchorRank" not in (note.attached_to or ""), note


# A plugin kept as its own entry; tonight's engine release absorbs its features.
_PLUGIN = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- 鲸跃 `orca-serve` @星海智算 ⸺ 开源通用推理引擎，分块预填充 + 连续批处理，现行 2.3\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "- 领航 `kv-pilot` @星海智算 ⸺ KV 卸载控制插件（作为引擎插件发布），现行 0.3\n\n"
    "## §1.4 可靠性\n\n"
)


def test_an_item_led_by_a_plugin_s_name_matched_on_a_quote_goes_on_the_plugin() -> None:
    release = increment(
        2,
        "OrcaServe 2.5 预览 — 原生 KV 卸载，接管 KV-Pilot 功能",
        points='- 原生 KV 卸载 - KV-Pilot 插件的功能全部并入，插件后续"只修 bug"',
        extra="与 inference.md 关系：§1.3 领航 KV-Pilot 为背景（功能被吸收）\n",
    )
    item = (
        "矛盾/待核实 ③：KV-Pilot 是否停止维护（中风险）\n"
        '问题：rc 说明称插件"只修 bug"，但 KV-Pilot 仓库仍在合并新功能 PR。\n'
    )
    brief = brief_text(release, date="2033-07-01") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", _PLUGIN.encode()), smap)
    (note,) = report.contradictions
    assert "kv-pilot" in (note.attached_to or ""), note


def test_a_resolution_citing_a_day_s_numbered_item_in_brackets_finds_its_note() -> None:
    doc = (
        "# Inference\n\n## §1.1 框架格局\n\n"
        "* Bedrock Edge — on-device runtime for Android NPUs (formerly Bedrock Runtime)\n"
        "* Pylon LB — load balancer for inference fleets\n\n"
        "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    )
    first = brief_text(
        increment(1, "Pylon LB 2.1 — 前缀感知路由"),
        increment(2, "Bedrock Edge 1.0 发布 — NPU 算子覆盖扩大"),
        date="2033-06-30",
    ) + items(
        "矛盾/待核实 ①：Pylon LB 2.1 路由命中率（低风险）\n问题：博客与文档不一。\n",
        "矛盾/待核实 ②：Bedrock Edge 1.0 是否保持 0.9 的 C API 兼容（中风险）\n"
        "问题：发布说明未写 C API 兼容。\n",
    )
    second = brief_text(increment(1, "Pylon LB 2.1.1 — 修复健康检查"), date="2033-07-02") + items(
        "矛盾/待核实 B：已核实：Bedrock Edge 1.0 保持 0.9 的 C API 兼容（6-30 第 2 项），"
        "官方迁移文档已写明（低风险）\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    night = api.apply([Source("a.txt", first.encode())], Source("doc.md", doc.encode()), smap)
    later = night.new_text.encode()
    report = api.apply([Source("b.txt", second.encode())], Source("doc.md", later), smap)
    (resolution,) = report.contradictions
    assert resolution.action == "resolved" and "cites 2033-06-30#c2" in (resolution.matched or "")


def test_a_placer_s_doubt_about_the_news_itself_stays_with_the_news() -> None:
    doc = (
        "# Inference\n\n## §1.1 框架格局\n\n"
        "- **Halyard**（Halyard AI）：推理服务引擎\n"
        "- **Nimbra Serve**（Sorrel Compute）：Rust 编写的轻量服务引擎\n\n"
        "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    )
    news = increment(
        4,
        "Long-prompt latency comparison — Halyard vs Nimbra Serve (Tolland Systems blog)",
        points="- Halyard TTFT 9.8 s - Nimbra Serve 1.0 TTFT 14.5 s",
        extra="与 inference.md 关系：第三方对比，独立一条\n",
    )
    item = (
        "矛盾/待核实 ②：Nimbra Serve numbers in the Tolland Systems comparison（中风险）\n"
        "问题：附录的二进制哈希与 Nimbra Serve 1.0 不符，TTFT 14.5 s 存疑。\n"
    )
    brief = brief_text(news, date="2038-07-06") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (note,) = report.contradictions
    assert not (note.attached_to or "").startswith("entry '**Nimbra"), note


def test_a_doubt_about_a_maker_s_new_service_stays_off_its_engine() -> None:
    doc = (
        "# Inference\n\n## §1.1 框架格局\n\n"
        "- **Corvid Serve**（Corvid Labs，仓库 cvserve）：多 LoRA 服务引擎\n\n"
        "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    )
    news = increment(
        4,
        "Corvid Labs 推出 cvserve Cloud 托管服务公测",
        points="- 按 token 计费 - 输出 $0.42/M",
        extra="与 inference.md 关系：Corvid Serve 的托管服务，新条目\n",
    )
    item = (
        "矛盾/待核实 ①：cvserve Cloud 公测定价（低风险）\n问题：博客写 $0.42/M，邮件写 $0.55/M。\n"
    )
    brief = brief_text(news, date="2038-07-09") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (note,) = report.contradictions
    assert not (note.attached_to or "").startswith("entry '**Corvid"), note


def test_a_feature_the_briefing_calls_background_leaves_the_doubt_with_the_release() -> None:
    release = increment(
        2,
        "Tidewell 3.2 — FP8 KV 默认开启 + 异步调度成为默认",
        extra="与 inference.md 关系：§1.3 已有 Tidewell FP8 KV path 锚定，为背景；本条是新版本\n",
    )
    item = "矛盾/待核实 ①：Tidewell 3.2 FP8 KV 默认开启是否仅限 Blackwell（中风险）\n问题：说法不一。\n"
    brief = brief_text(release, date="2030-10-06") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    doc = _FEATURE.replace("{feature}", "Tidewell FP8 KV path")
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (note,) = report.contradictions
    assert "FP8 KV path" not in (note.attached_to or ""), note


def test_whether_a_patch_fixes_another_symptom_sharing_a_first_word_stays_off_the_issue() -> None:
    """`会话导出丢失` shares `会话` and `丢失` with `会话回放丢失问题` but is another symptom
    (adversarial48 c02): most of the symptom's pairs must be the issue's."""
    note = _one(
        _NAMED,
        "Quillsmith 3.2.1 补丁发布 — 修复长会话 token 计数溢出",
        "矛盾/待核实 ①：Quillsmith 3.2.1 是否同时修复会话导出丢失（中风险）\n社区帖。\n",
    )
    assert "会话回放丢失问题" not in (note.attached_to or ""), note


def test_whether_a_patch_fixes_another_symptom_of_the_same_feature_stays_off_the_issue() -> None:
    """`会话回放卡顿` shares three of its five pairs with `会话回放丢失问题`, but its head (what
    goes wrong, `卡顿`) is not the issue's `丢失`: a stall is no loss (adversarial50 k02)."""
    note = _one(
        _NAMED,
        "Quillsmith 3.2.1 补丁发布 — 修复长会话 token 计数溢出",
        "矛盾/待核实 ①：Quillsmith 3.2.1 是否同时修复会话回放卡顿（中风险）\n社区帖称长会话回放仍卡。\n",
    )
    assert "会话回放丢失问题" not in (note.attached_to or ""), note


def test_whether_a_patch_fixes_the_filed_symptom_said_with_a_particle_goes_on_the_issue() -> None:
    """The head is the symptom's last pair before a closing particle (`会话回放丢失的`)."""
    note = _one(
        _NAMED,
        "Quillsmith 3.2.1 补丁发布 — 修复长会话 token 计数溢出",
        "矛盾/待核实 ①：Quillsmith 3.2.1 是否同时修复会话回放丢失的问题（中风险）\n发布说明未提及。\n",
    )
    assert "会话回放丢失问题" in (note.attached_to or ""), note


def test_a_symptom_run_closing_on_a_preposition_keeps_its_head() -> None:
    """`内存泄漏在 v3.2.3 是否彻底修复` (heldout51): the run `内存泄漏在` closes on a preposition,
    its head is `泄漏`; so `会话回放丢失在 3.2.1 是否彻底修复` names the filed loss."""
    note = _one(
        _NAMED,
        "Quillsmith 3.2.1 补丁发布 — 修复长会话 token 计数溢出",
        "矛盾/待核实 ①：会话回放丢失在 Quillsmith 3.2.1 是否彻底修复（中风险）\n发布说明未提及。\n",
    )
    assert "会话回放丢失问题" in (note.attached_to or ""), note
