"""Adversarial pass 4 (tests/data/adversarial4/README.md), the name rules of wip/names5: W1 a
series generation by another maker (`Hermes-3 — Hermes Labs 的…`), W2 a clause after `原` read
as a former name and a rename of another kind of thing, W3 a Greek letter's word written as an
ordinary word or a maker's name (`Delta Storage`, `Tau Capital`), W4 a two-language title with a
kind word of its own (`声序 StreamCue 耳机 2.0`), W5 a Latin name with another kind word (`Triton
编译器 3.2` vs `Triton 推理服务器`), N3 another Latin name between a Chinese name and a release
(`青鸾 Quokka 1.0` vs tonight's `青鸾 1.0 正式版`). Each with the control that must hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.plan.evidence import NameIndex, Verdict
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment

HERMES = "**Hermes**（Nous Research）：开源微调模型系列，Hermes-2 为主力（2026-11-09）"
SIEVE = "**筛子**（SieveRank）：重排模型系列，SieveRank-2（2026-09）为当前版本（2026-11-04）"
SIEVE_EN = "**SieveRank** — reranker model series by Sieve AI; SieveRank-2 (2026-09) is current"
MARIONETTE = (
    "**提线**（Marionette）：Mozilla 的浏览器自动化驱动协议，用于 Agent 网页操作（2026-11-12）"
)
TIDEPOOL = "**潮池**（Tidepool）：分层 KV 缓存池（2026-11-15）"
DELTA = "**Δ-Serve**：增量 KV 复用的推理服务原型（2026-11-17）"
TAU = "**τ-bench**：Agent 工具调用基准（arXiv:2406.12045）（2026-11-16）"
CUE = "**声序调度器**（StreamCue）：流式 ASR 的 chunk 级合批调度器（2026-11-03）"
TRITON = "**Triton 推理服务器**：NVIDIA 开源的多框架推理服务器（2026-11-06）"


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def decide(glossary: Glossary, lead: str, title: str, points: tuple[str, ...] = ()) -> Verdict:
    names = NameIndex(glossary=glossary)
    names.add(lead, "§1.1", [])
    return names.decide(title, "", [], "§1.1", points=points)


def test_w1_a_generation_another_maker_names_is_not_the_series(glossary: Glossary) -> None:
    assert decide(glossary, HERMES, "Hermes-3 发布 — Hermes Labs 的 Agent 消息总线").chosen is None
    assert decide(glossary, SIEVE, "SieveRank-3 — Sieve Labs 搜索排序 SaaS 第三代").chosen is None
    title = "SieveRank-3 — Sieve Labs' enterprise search-ranking SaaS, third generation"
    assert decide(glossary, SIEVE_EN, title).chosen is None
    # another kind of thing (框架 against 模型): not the series either
    assert decide(glossary, HERMES, "Hermes-3 Agent 编排框架开源").chosen is None
    # controls: the series' own maker, or none said
    assert decide(glossary, HERMES, "Hermes-3 发布 — Nous Research 新一代微调模型").chosen == 0
    assert decide(glossary, SIEVE, "SieveRank-3 重排模型开源").chosen == 0
    assert decide(glossary, SIEVE_EN, "SieveRank-3 by Sieve AI open-sourced").chosen == 0


def test_w2_a_clause_after_yuan_is_no_former_name(glossary: Glossary) -> None:
    title = "深潮 DeepTide 1.0（原 潮池 Tidepool 核心成员打造）— 新的 KV 存储"
    assert versions.former_reading(title) is None
    assert versions.former_reading("X 1.0（原 Tidepool 团队打造）") is None
    assert decide(glossary, TIDEPOOL, title).chosen is None
    assert versions.former_reading("Rookery 1.0（原 Corvid Serve）") == "Corvid Serve 1.0"
    assert versions.former_reading("X 1.0（原 潮池）") == "潮池 1.0"


def test_w2_a_rename_of_another_kind_of_thing_is_a_possibility_at_most(
    glossary: Glossary,
) -> None:
    verdict = decide(
        glossary, MARIONETTE, "剧团 Troupe 2.0（原 提线 Marionette）— 星河科技 Agent 编排框架"
    )
    assert verdict.chosen is None and verdict.candidate == 0
    assert "renamed thing is a 框架" in verdict.why
    control = "剧团 Troupe 2.0（原 提线 Marionette）浏览器驱动协议更名"
    assert decide(glossary, MARIONETTE, control).chosen == 0


def test_w3_a_greek_letters_word_naming_another_thing(glossary: Glossary) -> None:
    title = "Delta Serve 1.0 — Delta Storage 公司推出托管推理服务"
    verdict = decide(glossary, DELTA, title)
    assert verdict.chosen is None and "another name" in verdict.why
    assert decide(glossary, TAU, "tau bench 2 — Tau 基准公司的量化交易回测基准").chosen is None
    points = ("Tau Capital publishes a backtest benchmark",)
    assert decide(glossary, TAU, "tau bench 2 — trading-backtest benchmark", points).chosen is None
    # controls: the spelled name alone, or a point writing the letter itself
    assert decide(glossary, TAU, "tau bench 新增航空场景", ("τ-bench 新任务",)).chosen == 0
    assert decide(glossary, DELTA, "Delta Serve 1.1 发布").chosen == 0


def test_w4_a_two_language_title_with_a_kind_word_of_its_own(glossary: Glossary) -> None:
    assert decide(glossary, CUE, "声序 StreamCue 耳机 2.0 — 声序科技降噪耳机").chosen is None
    assert decide(glossary, CUE, "声序 StreamCue 2.0.1 修复乱序").chosen == 0
    assert decide(glossary, CUE, "声序 StreamCue 调度器 2.1").chosen == 0


def test_w5_a_latin_name_with_another_kind_word(glossary: Glossary) -> None:
    # (where `Triton 推理服务器` goes by `Triton`: `latin_before_kind`; the reason says so)
    assert decide(glossary, TRITON, "Triton 编译器 3.2 支持 Blackwell").chosen is None
    assert decide(glossary, TRITON, "Triton 25.01 发布").chosen == 0
    assert decide(glossary, TRITON, "Triton 服务器 25.02 发布").chosen == 0


DOC = (
    "# Agents\n\n## §1.1 框架格局\n\n1. **Osprey**：日志采集器（2026-11-01）\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
)


def contradiction_target(title: str, item: str) -> str | None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title), date="2026-12-10")
    brief += f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：{item}（低风险）\n博客称 8ms，官方写 30ms。\n"
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), smap)
    (note,) = report.contradictions
    return note.attached_to


def test_n3_another_latin_name_between_name_and_release() -> None:
    tonight = "青鸾 1.0 正式版 — 青鸾科技端侧运行时"
    assert contradiction_target(tonight, "青鸾 Quokka 1.0 冷启动数字") != "2026-12-10#1"
    # controls: no Latin name, or the increment's own
    assert contradiction_target(tonight, "青鸾 1.0 冷启动数字") == "2026-12-10#1"
    own = "青鸾 Qingluan 1.0 正式版"
    assert contradiction_target(own, "青鸾 1.0 冷启动数字") == "2026-12-10#1"
    assert contradiction_target(own, "青鸾 Qingluan 1.0 冷启动数字") == "2026-12-10#1"


KESTREL = "**隼**（Kestrel）：开源流式语音识别（ASR）服务框架（2026-11-03）"
HERON = "**鹭**（Heron）：文本分块器库，按语义切分长文档（2026-11-10）"
GEMINI = "**Gemini 协议**：轻量级互联网文档协议，用于 LLM 语料分发实验（2026-11-07）"


def test_p1_p2_the_word_inside_another_makers_name(glossary: Glossary) -> None:
    title = "Heron 库 0.9 — Apache Heron 流处理引擎的 Python 客户端库"
    verdict = decide(glossary, HERON, title)
    assert verdict.chosen is None and '"Apache Heron"' in verdict.why
    assert decide(glossary, HERON, "Heron 文本 2.0 — Heron Labs 的文本标注平台").chosen is None
    title = "Kestrel 框架 2.0 — Kestrel Robotics 机器人控制框架"
    assert decide(glossary, KESTREL, title).chosen is None
    points = ("OpenAI Triton 编译器支持 Blackwell",)
    assert decide(glossary, TRITON, "Triton 3.2 — GPU 内核编程语言发布", points).chosen is None
    title = "Gemini 协议 网关 1.0 — Google Gemini API 协议转换网关"
    assert decide(glossary, GEMINI, title).chosen is None
    # controls: the entry's own words beside it, a product's own part, a rename
    assert decide(glossary, KESTREL, "Kestrel ASR 3.1 发布").chosen == 0
    assert decide(glossary, HERON, "Heron 分块器 1.1 发布").chosen == 0
    assert decide(glossary, TRITON, "Triton 25.01 发布", ("NVIDIA Triton 新版",)).chosen == 0
    assert decide(glossary, KESTREL, "Kestrel ASR 3.2", ("Kestrel Edge 同步发布",)).chosen == 0
