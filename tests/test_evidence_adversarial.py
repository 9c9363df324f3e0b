"""What an adversarial pass over the other-name rules found merged wrongly (issue 21): a
one-word name written as a plain lower-case word, a name said in the glossary's other
language or a release of a glued generation deciding across sections, dated measures read as
releases, a resolution citing a miscounted note. Each stays a new entry (flagged `possibly
continues` where the evidence is some), and the readings the rules were made for still hold."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex, Verdict, built_on
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


def decide(names: NameIndex, title: str, anchor: str) -> Verdict:
    return names.decide(title, "", [], anchor)


def test_a_plain_lower_case_word_is_not_the_name_alone(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Sleet** — 新开源 Rust 推理引擎，单二进制部署。", "§1.1"),
        ("**Plover** — 推理服务金丝雀回归检测工具。", "§1.4"),
        ("**Whinchat** — draft-tree speculative decoding with a shared verifier.", "§1.2"),
    )
    # the word, not the product: a possibility at most, in any section
    for title, anchor in [
        ("sleet 调度：连续批处理中的请求流量整形实践", "§1.2"),
        ("sleet 限流：令牌桶在推理网关的实践", "§1.1"),
        ("plover 部署 checklist — 推理服务上线清单", "§1.4"),
    ]:
        verdict = decide(names, title, anchor)
        assert verdict.chosen is None, title
    # the name: a release after it, a kind the entry says, or written as a name
    assert decide(names, "sleet 0.3 发布 — 新增 Metal 后端", "§1.1").chosen == 0
    assert decide(names, "whinchat 投机解码新进展", "§1.2").chosen == 2
    assert decide(names, "Sleet 调度器重写", "§1.1").chosen == 0


def test_a_glossary_translation_decides_only_in_the_entrys_section(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Quill Memory** — GPU 显存池化层。", "§1.3"),
        ("**Tern Trace** — 公开的生产推理请求 trace 数据集。", "§1.3"),
    )
    same = decide(names, "Quill 记忆层 1.0 GA —— 支持压缩摘要", "§1.3")
    assert same.chosen == 0 and "in other words" in same.why
    other = decide(names, "Tern 链路追踪 0.3 发布 — OpenTelemetry 兼容", "§1.4")
    assert other.chosen is None and other.possible


def test_a_glued_generation_decides_only_in_the_entrys_section(glossary: Glossary) -> None:
    names = index(glossary, ("**Marten3** — third-generation KV compression from Marten.", "§1.3"))
    assert decide(names, "Marten 3.1 — 新增 FP4 值缓存", "§1.3").chosen == 0
    elsewhere = decide(names, "Marten 3.5 语言模型开源 — 70B MoE", "§1.2")
    assert elsewhere.chosen is None and elsewhere.possible


def test_a_chinese_half_naming_another_entry_is_no_translation(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**叉线** · Forkline — 分叉解码库。", "§1.2"),
        ("[Stemline] — 草稿树剪枝库。", "§1.2"),
    )
    assert decide(names, "茎线 Stemline 0.5 — 剪枝提速", "§1.2").chosen == 1  # its translation
    assert decide(names, "叉线 Stemline 联合基准 — 组合评测", "§1.2").chosen is None
    assert decide(names, "叉线与 Stemline 联合基准 — 组合评测", "§1.2").chosen is None


def test_a_name_the_entry_is_built_on_is_not_its_own(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**天璇网关** · Pylon Proxy — 基于 Pylon 的内部推理网关。", "§1.1"),
        ("**鹭桥缓存** · Heronbridge Cache — 跨实例前缀缓存层。", "§1.3"),
    )
    assert decide(names, "Pylon Proxy 1.32 发布 — HTTP/3 默认开启", "§1.1").chosen is None
    assert decide(names, "天璇网关新增 gRPC 流式转发", "§1.1").chosen == 0  # its own name
    assert decide(names, "Heronbridge Cache 1.2", "§1.3").chosen == 1


@pytest.mark.parametrize(
    ("text", "name", "said"),
    [
        ("**天璇网关** · Pylon Proxy — 基于 Pylon 的内部推理网关", "Pylon Proxy", True),
        (
            "【青鸾补丁集 / sgl-project/sglang】— 平台组对 SGLang 的内部补丁集",
            "sgl-project/sglang",
            True,
        ),
        ("**Quay** — a fork of vLLM for edge devices", "vLLM", True),
        ("**鹭桥缓存** · Heronbridge Cache — 跨实例前缀缓存层", "Heronbridge Cache", False),
        ("**Pylon** — 对话路由，Pylon 团队维护", "Pylon", False),
        # a name ending on a slash has no last part (found by test_index_guards' generator)
        ("**Quayside** — 基于 Quayside 的网关", "Quayside /", False),
        ("**Quayside** — 基于 Quayside 的网关", " / ", False),
    ],
)
def test_built_on(text: str, name: str, said: bool) -> None:
    assert built_on(text, name) is said


def test_a_kind_after_the_same_release_tells_namesakes_apart(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Tern 2.0 可观测性代理** — 新开源的可观测性代理。", "§1.4"),
        ("**Sleet** — 推理引擎。", "§1.1"),
    )
    other = decide(names, "Tern 2.0 调度插件", "§1.2")
    assert other.chosen is None and other.possible and "another kind" in other.why
    # a release saying what it did is still the product's news
    assert decide(names, "Sleet 0.32 调度器重写", "§1.1").chosen == 1
