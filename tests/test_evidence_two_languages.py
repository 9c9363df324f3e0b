"""Names in two languages, only one of which the title uses: a Chinese name the entry states
in brackets before the lead's next field (` · `), and a title naming the entry by its stated
Chinese name and the end of its Latin name (`明镜VL` for `MirrorVL`, Chinese name 明镜)."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.document.identity import lead_aliases
from patcher.plan import contrary
from patcher.plan.evidence import NameIndex, Verdict
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: str) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead in leads:
        names.add(lead, "§1.1", [], aliases=lead_aliases(lead))  # (as the document is read)
    return names


def decide(names: NameIndex, title: str) -> Verdict:
    return names.decide(title, "", [], "§1.1", (), contrary.repos_of(title, ()))


def test_a_chinese_name_bracketed_before_the_next_field(glossary: Glossary) -> None:
    """`**Cobbler Gate** (鞋匠网关) · *gateway* · …`: the brackets end the name where the lead's
    next field starts after a spaced middle dot, so `鞋匠网关` is the entry's Chinese name."""
    names = index(
        glossary,
        "**Cobbler Gate** (鞋匠网关) · *gateway* · multi-tenant request gateway for agents.",
        "**Awlbench** · *benchmark* · tool-use evaluation suite.",
    )
    verdict = decide(names, "鞋匠网关 0.4 发布：按租户限流")
    assert verdict.chosen == 0 and verdict.score >= 2


def test_a_chinese_name_then_the_end_of_the_latin_name(glossary: Glossary) -> None:
    """`灯影VL 2.1` names `LanternVL`, whose lead says its Chinese name is 灯影: both halves
    agree; in any order of the lead's fields, the entry's own bracket or a later one."""
    for lead in (
        "**LanternVL** (Quayside AI) — chat VLM (Chinese name 灯影) for chart understanding.",
        "**LanternVL**（中文名 灯影）：Quayside AI 的多模态对话模型",
    ):
        names = index(glossary, lead, "**Kestrel-VL** (Moorhen) — long-video VLM.")
        verdict = decide(names, "灯影VL 2.1 上线 — 表格推理增强")
        assert verdict.chosen == 0 and "Chinese name" in verdict.why, lead


def test_a_chinese_name_and_a_tail_that_do_not_agree(glossary: Glossary) -> None:
    """Counter-examples: a tail the Latin name does not end with (`灯影XR`: another product of
    that maker, maybe), an entry named by another release (`LanternVL 1.0`), the Chinese name
    two entries give, and a tail that is the Latin name's whole (`灯影Lantern`)."""
    lead = "**LanternVL** (Quayside AI) — chat VLM (Chinese name 灯影) for chart understanding."
    assert decide(index(glossary, lead), "灯影XR 2.1 上线 — 头显适配").chosen is None
    released = "**LanternVL 1.0** (Quayside AI) — chat VLM (Chinese name 灯影)."
    assert decide(index(glossary, released), "灯影VL 2.1 上线 — 表格推理增强").chosen is None
    other = "**ShadowVL** (Moorhen) — document VLM (Chinese name 灯影)."
    assert decide(index(glossary, lead, other), "灯影VL 2.1 上线 — 表格推理").chosen is None
    short = "**Lantern** (Quayside AI) — chat VLM (Chinese name 灯影)."
    assert "Latin name's end" not in decide(index(glossary, short), "灯影Lantern 2.1 上线").why


def test_a_latin_title_restating_its_subject_in_chinese(glossary: Glossary) -> None:
    """`Gannet-3 70B — 玄鲣鸟第三代`: after the title's dash its subject is restated by the
    Chinese name the entry goes by alone, ending where a generation word starts: a name's
    weight for three characters or more, or when the entry's Latin name agrees too
    (`鲣鸟推理（Gannet Serve）`); two characters alone (`鲣鸟`) only a possibility."""
    kestrel = "**Kestrel-VL** (Moorhen) — long-video VLM."
    names = index(glossary, "🟢 玄鲣鸟 —— 开放权重的智能体底座模型，偏工具调用", kestrel)
    verdict = decide(names, "Gannet-3 70B — 玄鲣鸟第三代")
    assert verdict.chosen == 0 and "restates" in verdict.why
    short = index(glossary, "🟢 鲣鸟 —— 开放权重的智能体底座模型，偏工具调用", kestrel)
    verdict = decide(short, "Gannet-3 70B — 鲣鸟第三代")
    assert verdict.chosen is None and verdict.possible
    served = index(glossary, "鲣鸟推理（Gannet Serve）～ 推理服务器 ～ Gannet Labs")
    assert decide(served, "Gannet Serve 2.1 — 鲣鸟推理新增前缀缓存").chosen == 0


def test_a_restated_chinese_name_that_is_not_the_subject(glossary: Glossary) -> None:
    """Counter-examples: a Chinese word that goes on as a maker's name (`鲣鸟实验室发布…`),
    an entry whose own Latin name differs (`鲣鸟（Booby）`), two entries of that name."""
    lead = "🟢 鲣鸟 —— 开放权重的智能体底座模型，偏工具调用"
    names = index(glossary, lead)
    assert decide(names, "Orrin 2.0 — 鲣鸟实验室发布的检索模型").candidate is None
    other = index(glossary, "鲣鸟（Booby）～ 检索模型 ～ Booby Labs")
    assert decide(other, "Gannet-3 70B — 鲣鸟第三代").candidate is None
    both = index(glossary, lead, "鲣鸟 —— 另一家的语音模型")
    assert decide(both, "Gannet-3 70B — 鲣鸟第三代").chosen is None


def test_a_chinese_name_then_the_tail_of_a_two_language_name(glossary: Glossary) -> None:
    """`灯影VL 2.1` names `**灯影 LanternVL**`, a name in two languages without a release
    (whose Chinese half is not a name of its own in the index); not `灯影XR 2.1`."""
    lead = "**灯影 LanternVL**：Quayside AI 的多模态对话模型，主打图表理解。"
    names = index(glossary, lead, "**Kestrel-VL** (Moorhen) — long-video VLM.")
    assert decide(names, "灯影VL 2.1 上线 — 表格推理增强").chosen == 0
    assert decide(names, "灯影XR 2.1 上线 — 头显适配").candidate is None


def test_a_title_led_by_the_chinese_half_of_a_two_language_name(glossary: Glossary) -> None:
    """`雨燕追踪新增告警规则包` is led by the Chinese half of `雨燕追踪 Swift Trace` (written
    without a release), ending where a verb starts; two characters (`龙脊新增…` for
    `**龙脊 Ridgeback**`) too, the spaced lead giving them as its Chinese name; not a longer
    name (`龙脊实验室发布…`)."""
    kestrel = "**Kestrel-VL** (Moorhen) — long-video VLM."
    traced = index(glossary, "雨燕追踪 Swift Trace — 推理服务链路追踪。", kestrel)
    verdict = decide(traced, "雨燕追踪新增推理告警规则包")
    # (read first as the Chinese name a spaced two-language lead gives, since lead170zh)
    assert verdict.chosen == 0 and "Chinese name" in verdict.why
    ridge = index(glossary, "**龙脊 Ridgeback**：批调度器", kestrel)
    verdict = decide(ridge, "龙脊新增租户预算")
    # (a possibility only, until lead170zh read the Chinese half of a spaced two-language
    # lead as the entry's name when no Latin name follows in the title)
    assert verdict.chosen == 0
    assert decide(ridge, "龙脊实验室发布新模型").candidate is None


def test_the_name_a_lead_says_the_thing_is_sold_under_in_china(glossary: Glossary) -> None:
    """`…; sold in China as 行者.` gives the entry's Chinese name, as `Chinese name 行者` does
    (`marketed`, `known` too); not a clause about another thing's name (`…, unlike 行者`)."""
    lead = (
        "Wayfarer (Tidemark) — hosted browser agent with a managed browser pool and human "
        "takeover; sold in China as 行者."
    )
    assert lead_aliases(lead) == ("行者",)
    assert lead_aliases("Lumen (Lumen AI) — gateway; known in China as 流明.") == ("流明",)
    assert lead_aliases("Wayfarer (Tidemark) — hosted browser agent, unlike 行者.") == ()
    names = index(glossary, lead)
    assert decide(names, "行者企业版上线 — SSO、审计日志与数据驻留").chosen == 0


def test_the_chinese_name_of_a_lead_without_brackets_is_read_in_the_document() -> None:
    """adversarial50 t01: `**Nimbra Serve** — serving engine by Hollis, known in China as 宁帆.`
    holds no bracket, yet its description clause gives the entry's Chinese name: `宁帆 1.1 发布`
    continues it (the document's reading once asked a bracket before reading any label)."""
    from patcher import api

    from .conftest import brief_text, increment, shipped_map

    doc = (
        "# Engines\n\n## §1.1 Engines\n\n"
        "- **Nimbra Serve** — serving engine by Hollis Labs, known in China as 宁帆.\n"
        "  - 2035-03-02: 1.0 released.\n"
        "- **Halyard** — batch inference engine by Fenwick.\n\n## §1.2 Tools\n\n## §1.3 Papers\n\n"
        "## §1.4 Benchmarks\n\n"
    )
    brief = brief_text(increment(1, "宁帆 1.1 发布：流式输出", section="§1.1 Engines"))
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("d.md", doc.encode()), shipped_map()
    )
    action = report.actions[0]
    assert action.action == "updated" and "Nimbra Serve" in (action.matched or ""), action
