"""Incidents kept apart (issue 21, heldout15/16 precision): where a document files incidents
as entries of their own (named by a symptom, filed as `事故`, or by an issue), a title
reporting an incident is not news of its product's entry or a release's; a product's other
news is not news of an incident entry; another issue of the same repository is another bug
unless the symptom agrees. Each is at most `possibly continues`; a fix, a release, a tool
about that symptom, a shared key, and a document keeping no incident entries still continue."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from patcher.config.maps import load_map
from patcher.plan import contrary, incidents, versions
from patcher.plan.evidence import NameIndex, Verdict
from patcher.plan.model import Action
from patcher.text import marker, refs
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, entry_at, increment, items, run


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


@dataclass(frozen=True)
class Read:
    """A document entry's lead as read back (`evidence.Titled`): the editor's, not a title a
    night planned (a plain string)."""

    title: str


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        keys = [marker.github_key(r) for r in refs.github_refs(lead)]
        names.add(Read(lead), anchor, keys)
    return names


def decide(names: NameIndex, title: str, anchor: str, keys: tuple[str, ...] = ()) -> Verdict:
    repos = contrary.repos_of(title, keys)
    return names.decide(title, "", list(keys), anchor, (), repos)


PRODUCT = ("Tolland (Brackwater Labs) — C++/CUDA serving engine — 服务引擎", "§1.1")
RELEASE = ("**Tolland v3.3-rc1 — 投机解码内建、KV 分层** ⭐⭐⭐⭐（2026-12-14）", "§1.1")
STALL = ("Decode stalls after warm restart (Tolland 3.1–3.2) — 热重启后解码卡死", "§1.4")
LABELLED = ("「热重启后 decode 停顿」· 事故 — Tolland 3.2 负载下", "§1.4")
OOM = "Tolland 3.3 升级后 MoE 路由 OOM"


@pytest.mark.parametrize("entry", [PRODUCT, RELEASE])
@pytest.mark.parametrize("incident", [STALL, LABELLED])
def test_an_incident_is_not_news_of_the_product(
    glossary: Glossary, entry: tuple[str, str], incident: tuple[str, str]
) -> None:
    names = index(glossary, entry, incident)
    for anchor in ("§1.1", "§1.4"):
        verdict = decide(names, OOM, anchor)
        assert verdict.chosen is None, (entry, anchor)
        assert verdict.candidate != 0 or "incident" in verdict.why


def test_counter_examples_an_incident_title_still_continues(glossary: Glossary) -> None:
    alone = index(glossary, PRODUCT)  # no incident entry: the product's news
    assert decide(alone, OOM, "§1.1").chosen == 0
    names = index(glossary, PRODUCT, STALL)
    assert decide(names, "Tolland 3.3.1 修复 MoE 路由 OOM", "§1.1").chosen == 0  # a fix
    assert decide(names, "Tolland 3.3 发布 — 降低 MoE 路由 OOM 风险", "§1.1").chosen == 0
    tool = index(glossary, ("Gristle (Brackwater Labs) — GPU OOM 定时巡检脚本", "§1.4"), STALL)
    assert decide(tool, "Gristle OOM 巡检 0.3", "§1.4").chosen == 0  # a tool about that symptom


STORM = (
    "「Tolland 前缀缓存驱逐风暴」· 事故 — 越过水位线时大量驱逐（brackwater/tolland#30412）",
    "§1.4",
)


def test_another_issue_of_the_same_repository(glossary: Glossary) -> None:
    names = index(glossary, STORM)
    leak = "Tolland 投机解码 + LoRA 组合时 KV 块泄漏(brackwater/tolland#31877)"
    verdict = decide(names, leak, "§1.4", ("gh:brackwater/tolland#31877",))
    assert verdict.chosen is None and "another issue" in verdict.why
    fix = "Tolland 前缀缓存驱逐风暴修复合入(brackwater/tolland#31900)"  # the symptom agrees
    assert decide(names, fix, "§1.4", ("gh:brackwater/tolland#31900",)).chosen == 0
    same = "Tolland 投机解码 KV 块泄漏(brackwater/tolland#30412)"  # the entry's own issue: a key
    assert decide(names, same, "§1.4", ("gh:brackwater/tolland#30412",)).chosen == 0


def test_a_products_other_news_is_not_news_of_its_incident(glossary: Glossary) -> None:
    names = index(glossary, STORM)
    verdict = decide(names, "Tolland 前缀缓存分层淘汰策略上线", "§1.4")
    assert verdict.chosen is None
    for title in ("Tolland 前缀缓存驱逐风暴根因定位", "Tolland 前缀缓存驱逐在 0.32 复现"):
        assert decide(names, title, "§1.4").chosen == 0, title


def test_a_patch_is_news_of_its_incident(glossary: Glossary) -> None:
    """A patch (`补丁`, `patch`) is a fix: news of the incident it names, not other news of
    its product; the product's other news stays apart."""
    names = index(glossary, STORM)
    for title in (
        "Tolland 前缀缓存驱逐 — 水位线补丁发布",
        "Tolland 前缀缓存驱逐 — watermark patch",
    ):
        assert decide(names, title, "§1.4").chosen == 0, title
    assert decide(names, "Tolland 前缀缓存 — 分层淘汰发布", "§1.4").chosen is None


def test_what_names_an_incident() -> None:
    assert contrary.incident_named("Decode stalls after warm restart", "")
    assert contrary.incident_named("热切换后", "「热切换后 decode 停顿」· 事故 — Harbor 2.3")
    assert not contrary.incident_named(
        "Yarrow", "Yarrow — fault-injection harness — 推理集群故障注入"
    )
    assert incidents.symptoms("Decode stalls; stalled decode") == {"hang"}


def test_an_incident_filed_in_a_full_width_bar_field() -> None:
    """`▍⚠ 白鹭 Egret｜事故：…｜date` beside the product's `▍白鹭 Egret｜推理网关｜…`: the `事故`
    field after a full-width bar files the entry as an incident's, so a release with no
    section suggested is the product's news (not a tie between the two)."""
    assert contrary.incident_named("白鹭 Egret", "白鹭 Egret｜事故：2.3 升级后连接泄漏｜2031-03-02")
    assert not contrary.incident_named("白鹭 Egret", "白鹭 Egret｜故障注入工具｜首见 2031-01-09")
    doc = (
        "# 推理笔记\n\n> 约定：一个产品一条，新版本记在产品条目下；事故单独成条，放 §1.4。\n\n"
        "## §1.1 框架格局\n\n- ▍白鹭 Egret｜推理网关｜首见 2030-11-04\n  - ▸ 01-05 2.3：连接池。\n\n"
        "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n\n"
        "- ▍⚠ 白鹭 Egret｜事故：2.3 升级后连接泄漏｜2031-03-02\n"
    )
    night = brief_text(increment(1, "Egret 2.4 — 新增 gRPC 流式转发", ""), date="2031-03-20")
    night = night.replace("建议归入章节：\n", "").replace("建议归入章节：", "")
    action = run(doc, night).actions[0]
    assert action.action == "updated" and action.anchor == "§1.1"


def test_a_release_citing_an_incidents_issue_is_its_products_news(glossary: Glossary) -> None:
    """A release's title citing the issue it fixes (heldout26 `vLLM 0.22.2 — #19021 前缀缓存
    OOM 修复随版发布`): the issue is background, the release its product's; the incident
    entry is no update of it. The fix itself (`#30412 修复合入 main`) and the bug come back
    (`… 在 3.4 复现`) still continue the incident."""
    names = index(glossary, PRODUCT, STORM)
    key = ("gh:brackwater/tolland#30412",)
    release = "Tolland 3.3.2 — #30412 前缀缓存驱逐风暴修复随版发布"
    assert decide(names, release, "§1.1", key).chosen == 0
    assert decide(names, release, "§1.4", key).chosen != 1
    alone = index(glossary, STORM)  # (no product entry: a new entry, the incident possibly)
    assert decide(alone, release, "§1.4", key).chosen is None
    fix = "brackwater/tolland#30412 修复合入 main"
    assert decide(names, fix, "§1.4", key).chosen == 1
    again = "Tolland 前缀缓存驱逐风暴在 3.4 复现（#30412）"
    assert decide(names, again, "§1.4", key).chosen == 1


def test_what_ships() -> None:
    assert contrary.ships("vLLM 0.22.2 — #19021 前缀缓存 OOM 修复随版发布")
    assert contrary.ships("Tolland 3.3 发布")
    assert not contrary.ships("Tolland 3.3: worker deadlock under preemption")
    assert not contrary.ships("Tolland 3.3 卡死修复")  # (the head is the fix)


def test_a_fix_whose_relation_line_says_the_document_holds_this_incident(
    glossary: Glossary,
) -> None:
    """heldout25 `vllm-project/vllm#21877 修复合入 main` with `§1.4 已锚定该卡死问题（5-28）；本条为修复
    进展` against `**vLLM 开启前缀缓存后长请求卡死**（2027-05-28）` (no issue in it): that incident;
    `已有 X 卡顿锚定（不同问题）` (another incident, no `该`) or another day says nothing."""
    hang = ("**Tolland 开启前缀缓存后长请求卡死**（2027-05-28）：调度器无响应", "§1.4")
    names = index(glossary, PRODUCT, hang)
    title = "brackwater/tolland#21877 修复合入 main"
    key = ("gh:brackwater/tolland#21877",)
    relation = "§1.4 已锚定该卡死问题（5-28）；本条为修复进展"
    said = names.decide(title, relation, list(key), "§1.4", (), frozenset())
    assert said.chosen == 1, said
    for other in ("§1.4 已有 Tolland 卡死锚定（不同问题）", "§1.4 已锚定该卡死问题（6-02）"):
        verdict = names.decide(title, other, list(key), "§1.4", (), frozenset())
        assert verdict.chosen is None, other
    assert incidents.anchored("已锚定该 OOM 故障（5-28）") == incidents.Anchored(
        frozenset({"out of memory"}), "05-28", ""
    )


def test_an_acronym_subject_is_no_product_where_one_is_named_after_it(glossary: Glossary) -> None:
    """adversarial2 D1: `SSE 流式卡死修复：Quillserve 3.4.1 回收 keepalive 连接` is Quillserve's,
    not news of `**Tolland SSE 流式卡死**` (the subject's only product was the acronym `SSE`);
    `SSE 流式卡死根因：Tolland 的 keepalive 未回收` is that incident's."""
    sse = ("**Tolland SSE 流式卡死** — Tolland 2.4 SSE 连接在长输出时卡死（2026-11-21）", "§1.4")
    names = index(glossary, sse)
    other = decide(names, "SSE 流式卡死修复：Quillserve 3.4.1 回收 keepalive 连接", "§1.4")
    assert other.chosen is None
    assert decide(names, "SSE 流式卡死根因：Tolland 的 keepalive 未回收", "§1.4").chosen == 0


INCIDENT_LEADS = [
    "Larchserve SSE 流式响应卡死（larch/larchserve#12）— 长连接下",
    "「YAR 流式输出截断」· 事故 — Yarrow Agent Runtime 工具调用时",
    "Tolland 流式输出卡死 — 热重启后（brackwater/tolland#7）",
    "ＬＡＲＣＨＳＥＲＶＥ 流式输出截断 — 全角写法",
    "Larch-Serve 流式卡死 — 连字符写法",
    "Quillserve 显存溢出 OOM — 长上下文",
    "Gantry Router streaming hang — 流式卡死",
]
INCIDENT_TITLES = [
    "LarchServe SSE 流式卡死再现（larch/larchserve#12）",
    "larchserve streaming truncation 回归",
    "Yarrow Agent Runtime streaming truncation 再现",
    "YAR 流式截断 修复",
    "Tolland streaming hang 再现",
    "Quillserve OOM 再现",
    "Gantry Router 流式输出卡死 再现",
    "Nobody Serve 流式卡死",
]


def test_an_incident_lead_is_read_only_when_it_may_name_the_title_s_product(
    glossary: Glossary, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`Kept.may_name` skips only leads `same_incident` refuses: every title finds the same
    incident entries with and without it (full width, hyphens, case, a product by its
    initials), and the leads read are fewer."""
    leads = [(lead, "§1.4") for lead in INCIDENT_LEADS]
    filtered = index(glossary, *leads)
    found = [filtered.incidents_described(t) for t in INCIDENT_TITLES]
    monkeypatch.setattr(incidents.Kept, "may_name", lambda self, title, position: True)
    every = index(glossary, *leads)
    assert [every.incidents_described(t) for t in INCIDENT_TITLES] == found
    assert any(found), found
    assert len(filtered.kept_incidents()._read) < len(every.kept_incidents()._read)


def test_a_review_of_an_incident_is_news_of_its_entry(glossary: Glossary) -> None:
    """`Corvina 故障复盘` (a review of an incident, no new outage) is news of the one entry
    named by Corvina and an incident word (`Corvina 托管推理宕机 3 小时`), a name's weight;
    not a tool for reviews, nor where two incident entries of Corvina are kept."""
    outage = ("**Corvina 托管推理宕机 3 小时 — 控制面配置推送失败** ⭐⭐⭐（2029-05-05）", "§1.4")
    release = ("Corvina 2.1 — 托管推理平台，按 token 计费", "§1.1")
    names = index(glossary, release, outage)
    for title in ("Corvina 故障复盘 — 配置推送未经灰度", "Corvina outage postmortem — rollback"):
        verdict = decide(names, title, "§1.4")
        assert verdict.chosen == 1, title
    assert decide(names, "Corvina 复盘工具发布 — 自动生成时间线", "§1.4").chosen != 1
    other = ("**Corvina 华东区中断 40 分钟 — 存储故障** ⭐⭐⭐（2029-04-02）", "§1.4")
    assert (
        decide(index(glossary, release, outage, other), "Corvina 故障复盘", "§1.4").chosen is None
    )


def test_a_bug_said_to_linger_is_the_incident_entry_labelled_so(glossary: Glossary) -> None:
    """`Incident: Wrenfield Metal backend memory leak — …` is named after its label; a title
    saying Wrenfield's leak is not fully fixed (`未根治`) is that incident's news, though it
    shares no other word with it; a leak it does not say lingers may be another one."""
    assert incidents.entry_name("Incident: Wrenfield GPU hang — after 6 h") == "Wrenfield GPU hang"
    assert incidents.persists("显存泄漏未根治") and incidents.persists("leak not fully fixed")
    assert not incidents.persists("显存泄漏已修复")
    leak = (
        "2029-04-26 — Incident: Wrenfield Metal backend memory leak — ~200 MB per 1k turns",
        "§1.4",
    )
    release = ("2029-04-05 — Wrenfield 0.9 — INT4 weights, on-device drafts", "§1.1")
    names = index(glossary, release, leak)
    lingering = decide(names, "Wrenfield 显存泄漏未根治 — 0.9.2 后安卓端仍每千轮泄漏 50 MB", "§1.4")
    assert lingering.chosen == 1
    assert decide(names, "Wrenfield 显存泄漏 — 安卓端长会话", "§1.4").chosen is None


def test_a_postmortem_continues_the_incident_its_relation_line_names(glossary: Glossary) -> None:
    """heldout66 `Forgehand 误删事件复盘报告发布` with `§1.4 已有 Forgehand 误删生产库事件（02-27）`
    (no continuation wording): the incident's follow-up; not where the line says another."""
    names = index(
        glossary,
        ("**Quarrystone** — 数据管道 agent，2.x", "§1.1"),
        ("**Quarrystone 清空暂存桶事件**（05-11）— 2.1 自动模式删除 40 TB", "§1.4"),
    )
    title = "Quarrystone 桶清空事件官方根因报告 — 权限校验被缓存绕开"
    said = "§1.4 已有 Quarrystone 清空暂存桶事件（05-11）"
    verdict = names.decide(title, said, [], "§1.4", (), frozenset())
    assert verdict.chosen == 1, verdict
    other = f"{said}；本条是 05-20 的另一起事故"
    assert names.decide(title, other, [], "§1.4", (), frozenset()).chosen != 1


def test_an_incident_report_finds_the_release_holding_that_day_s_advisory() -> None:
    """heldout66 `Loom 凭据泄露根因报告` with `已有织机 Loom 凭据泄露事件（03-19）` in a release log
    filing advisories under the release they affect: `loom@1.7.2`, whose `Advisory
    (2030-03-19)` sub-bullet it is; not without that rule, nor for another day."""
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from tests.conftest import brief_text, increment

    def doc(rule: str) -> str:
        return (
            f"# agent release log\n\n* One entry per release. {rule}\n\n## §1.1 Agents\n\n"
            "- `quarrystone@2.1.0` — data-pipeline agent.\n"
            "  - Advisory (2030-05-11): auto mode emptied a staging bucket.\n"
            "- `quarrystone@2.2.0` — scoped credentials.\n\n"
            "## §1.2 Tools\n\n## §1.3 Evals\n\n## §1.4 Incidents\n"
        )

    under = "Security advisories and incidents are sub-bullets of the affected release."
    smap = load_map(find_map(None, Path("/nonexistent")))

    def landed(rule: str, relation: str) -> str:
        said = f"与活文档 agent.md 现有脉络的关系：{relation}\n"
        item = increment(1, "Quarrystone 清空事件根因报告 — 权限缓存", section="§1.4", extra=said)
        report = api.apply(
            [Source("b.txt", brief_text(item).encode())], Source("d.md", doc(rule).encode()), smap
        )
        return report.actions[0].action

    assert landed(under, "已有 Quarrystone 暂存桶清空事件（05-11）") == "updated"
    assert landed(under, "已有 Quarrystone 暂存桶清空事件（05-12）") == "inserted"
    assert (
        landed("Incidents get their own entry.", "已有 Quarrystone 清空事件（05-11）") == "inserted"
    )


def test_a_flaw_goes_to_the_release_its_relation_line_says_was_anchored(
    glossary: Glossary,
) -> None:
    """heldout66 `Gantry 沙箱逃逸` with `04-17 已锚定 Gantry 0.2` where advisories are sub-bullets
    of the affected release: that release's entry, not the launch's; not without that rule."""

    def names(under: bool) -> NameIndex:
        index = NameIndex(glossary=glossary, stated_advisories_under=lambda: under)
        index.add("**Quarrystone — 数据管道 agent 首发** ⭐⭐⭐（2030-05-01）：x", "§1.1", [])
        index.add("**Quarrystone 0.3 — 增量快照** ⭐⭐⭐（2030-05-08）：x", "§1.1", [])
        return index

    title = "Quarrystone 快照目录越权 — 审计发现可写宿主路径"
    said = "agent.md 05-08 已锚定 Quarrystone 0.3"
    assert names(True).decide(title, said, [], "§1.4", (), frozenset()).chosen == 1
    assert names(False).decide(title, said, [], "§1.4", (), frozenset()).chosen is None


def test_an_incident_named_by_a_label_product_and_date(glossary: Glossary) -> None:
    """`事故｜Brackish 3.1｜2031-02-11：工具循环失控，…` is the incident a postmortem of
    `Brackish 3.1 工具循环失控` describes (the same release, the symptom in its first clause);
    the product's own entry is not (heldout73); another release's runaway is not it either."""
    names = index(
        glossary,
        ("〔Kelp Labs〕Brackish：多智能体编排框架，现行 3.1", "§1.1"),
        ("事故｜Brackish 3.1｜2031-02-11：工具循环失控，单任务 9 万次调用", "§1.4"),
    )
    found = decide(names, "事故复盘：Brackish 3.1 工具循环失控 — Kelp 发布 postmortem", "§1.4")
    assert found.chosen == 1, found
    assert decide(names, "Brackish 3.2 工具循环失控", "§1.4").chosen is None
    lead = "OUT-04 Brackish 3.1 tool-loop runaway (2031-02-11) — 90k calls"
    english = index(glossary, (lead, "§1.4"))
    assert decide(english, "Brackish 3.1 工具循环失控复盘", "§1.4").chosen == 0


def test_a_rule_denying_the_other_place_still_files_incidents_apart() -> None:
    """`事故单独立条：…一律新立条目，不挂在产品条目下`: the `不` denies the product's entry, not
    the rule; a denial before it (`事故不单独成条`) still denies the rule."""
    assert incidents.states_incident_entries(
        "- 事故单独立条：宕机、泄漏一律新立条目，不挂在产品条目下。"
    )
    assert not incidents.states_incident_entries("- 事故不单独成条，记在产品条目下。")


def test_a_denied_product_entry_before_the_rule_does_not_deny_it() -> None:
    """heldout118: `故障与漏洞不记在产品条目下，统一在 §1.4 单独成条`: the `不` before the rule
    denies the product's entry (the other place), not the rule; `Outages are never written
    under the product, each gets a separate entry` likewise; a denial of the rule stays one."""
    assert incidents.states_incident_entries("- 故障与漏洞不记在产品条目下，统一在 §1.4 单独成条。")
    assert incidents.stated_incident_section("- 故障与漏洞不记在产品条目下，统一在 §2.3 单独成条。")
    assert incidents.states_incident_entries(
        "Outages are never written under the product, each gets a separate entry."
    )
    assert not incidents.states_incident_entries("- 故障不记在产品条目下，也不单独成条。")


def test_a_denial_before_a_colon_denies_the_other_place_not_the_rule() -> None:
    """`Outages are not filed under the affected version: every outage is a separate entry`
    (and `故障不追加在版本条目下：每起单列一条`): the denial closes at the colon, the rule after
    it stands; a denial in the rule's own words (`…: outages are not separate entries`) still
    denies it, and one before a colon with no rule after says nothing."""
    assert incidents.states_incident_entries(
        "Outages are not filed under the affected version: every outage is a separate entry."
    )
    assert incidents.states_incident_entries("故障不追加在版本条目下：每起单列一条，放在 §1.4。")
    assert not incidents.states_incident_entries("Outages: we never give them a separate entry.")


def test_a_title_calling_its_news_an_incident_where_the_preamble_files_them_apart(
    glossary: Glossary,
) -> None:
    """The preamble gives incidents entries of their own and the title's head calls its news
    one (`Wrenfold 4.2 事故 — …`): not news of the product's entry, nor where nothing is
    stated; an entry that is an incident's (`Wrenfold 网关事故`) still takes its follow-up."""
    product = ("〔砺石科技〕Wrenfold：多模态推理网关。", "§1.1")
    title = "Wrenfold 4.2 事故 — 长请求下反复重试拖垮节点"
    names = index(glossary, product)
    names.stated_incidents = lambda: True
    assert decide(names, title, "§1.1").chosen is None
    unstated = index(glossary, product)
    assert decide(unstated, title, "§1.1").chosen == 0
    kept = index(glossary, ("Wrenfold 网关事故 — 8-02 晚高峰 503", "§1.4"))
    kept.stated_incidents = lambda: True
    assert decide(kept, "Wrenfold 事故复盘 — 根因为重试风暴", "§1.4").chosen == 0


def test_a_preamble_filing_fix_releases_under_the_incident() -> None:
    """`该事故的修复版本（含 .postN）记在事故条目下`: stated; a fix release following the patch
    rule, or a denial before it, is not."""
    stated = "- 事故单独立条；该事故的复现、修复版本（含 .postN）都记在事故条目的子行下。"
    assert incidents.states_fixes_under_incident(stated)
    assert incidents.states_fixes_under_incident("The fix release goes under the incident's entry.")
    assert not incidents.states_fixes_under_incident("The fix release follows the patch rule.")
    assert not incidents.states_fixes_under_incident("修复版本不记在事故条目下，记在产品条目下。")
    # (a patch and the incident's ticket: `修复该故障的补丁版本同样写在事故单下`)
    assert incidents.states_fixes_under_incident("修复该故障的补丁版本同样写在事故单下，注明关闭。")
    assert not incidents.states_fixes_under_incident("修复该故障的补丁版本不写在事故单下。")


def test_a_fix_release_goes_to_its_incident_where_the_preamble_says_so(
    glossary: Glossary,
) -> None:
    """`Tern 3.1.post2 — 修复 #771 …` cites the issue the incident entry holds: there it is
    that incident's (the product's entry not), where the preamble files fix releases under
    the incident; elsewhere the issue is a release's background and the product takes it."""
    product = ("〔岚峰科技〕Tern：多模态推理引擎。", "§1.1")
    incident = ("〔事故〕Tern 3.0 长视频 OOM：解码池溢出（lanfeng/tern#771）。", "§1.4")
    title = "Tern 3.1.post2 — 修复 #771 长视频 OOM"
    keys = (marker.github_key("lanfeng/tern#771"),)
    stated = index(glossary, product, incident)
    stated.stated_fixes = lambda: True
    assert decide(stated, title, "§1.4", keys).chosen == 1
    unstated = index(glossary, product, incident)
    assert decide(unstated, title, "§1.4", keys).chosen != 1


# Chinese product cards (issue 21, heldout85): one entry per product, incidents their own
# entries in §1.4 ending `#故障`, named by the product and what went wrong.
CARDS = (
    "# 检索活文档\n\n## 本文档的约定\n\n"
    "1. **一款产品一个条目**，不按版本拆条目；新版本、价格变化写成子项。\n"
    "2. 故障单独成条，放在 §1.4，首行以 `#故障` 结尾。\n\n"
    "## §1.1 检索器\n\n"
    "* 「海鸥」Gull-E — 多语嵌入模型（gullai），现行 1.3。\n"
    "* 「耙子」Harrow — 网页检索 API（harrow.dev），按查询计费。\n"
    "* 「蜂鸟」Hummix — 向量检索库（hummix-db/hummix），现行 0.4。\n\n"
    "## §1.2 向量库\n\n## §1.3 重排\n\n## §1.4 可靠性\n\n"
    "* 「耙子」Harrow API 熔断事故：2/11 凌晨 503 错误率 40%。　#故障\n"
)


def on_cards(title: str, section: str, doc: str = CARDS) -> Action:
    """The action `apply` takes for one increment on the product cards."""
    return run(doc, brief_text(increment(1, title, section=section))).actions[0]


def test_another_symptom_is_another_incident_of_the_product() -> None:
    down = on_cards("Harrow API 宕机 3 小时 — 上游存储故障", "§1.4")
    assert down.action == "inserted", down
    again = CARDS.replace("熔断事故：2/11 凌晨 503", "宕机事故：2/11 凌晨全部 503")
    same = on_cards("Harrow API 宕机 3 小时 — 上游存储故障", "§1.4", again)
    assert same.action == "updated", same  # (the same symptom: that incident's news)


def test_a_products_other_news_beside_its_incident_entries() -> None:
    price = on_cards("Harrow 调整套餐价格 — 免费层额度下调", "§1.1")
    assert price.action == "updated" and "Harrow" in (price.matched or ""), price
    advisory = on_cards("Harrow 安全通告 GHSA-2x7q-9w4r-hm3c：路径穿越", "§1.4")
    assert advisory.action == "inserted", advisory


def test_an_outage_under_its_product_where_the_preamble_files_it_so() -> None:
    from tests.test_release_lines import RADAR, on_radar

    title = "Vextra API 宕机 2 小时 — 所有查询返回 503"
    report = on_radar(title, "§1.4")
    assert report.actions[0].action == "updated", report.actions[0]
    assert "incidents under the entry" in (report.actions[0].matched or "")
    rule = (
        "- **Incidents are not entries.** An outage or regression is a sub-bullet under the entry "
    )
    silent = RADAR.replace(rule + "of the affected major.\n", "")
    assert silent != RADAR and on_radar(title, "§1.4", doc=silent).actions[0].action == "inserted"


# An event log (issue 21, heldout94): one entry per release or incident, leads
# `` `date` Maker/Product version — summary ``, incidents marked 🔥, products written by the
# short forms the preamble defines in bold; "a fix goes under the incident it fixes".
EVENTS = (
    "# Search log\n\n"
    "* **Each event is an entry**: a release (minor or major) or an incident (🔥 after the"
    " date).\n"
    "* Patches are no events: each fix is filed under the incident it fixes, another patch"
    " under its minor release.\n"
    "* Short forms in leads: **QX** = Quillix (Marrow Labs), **HB** = Harbormaster.\n\n"
    "## §1.1 框架格局\n\n"
    "* `2030-03-01` Marrow/QX 4.1 — streaming retrieval API.\n"
    "* `2030-03-09` 🔥 Marrow/QX 4.1 cursor reset — paged results repeat after a reconnect.\n"
    "* `2030-03-12` Dunlin Inc./Dunlin 2.0 — hybrid query planner.\n"
    "* `2030-03-15` 🔥 Dunlin Inc./Dunlin 2.0 score drift — BM25 weights flip on restart.\n"
    "* `2030-03-20` Marrow/QX 4.2 — tenant quotas.\n"
    "* `2030-03-25` Dunlin Inc./Dunlin 2.1 — sparse vectors.\n\n"
    "## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 可靠性\n"
)


def on_events(title: str, doc: str = EVENTS) -> Action:
    """The action `apply` takes for one increment on the event log."""
    return run(doc, brief_text(increment(1, title, section="§1.1"))).actions[0]


def test_a_preamble_filing_a_fix_under_the_incident_it_fixes() -> None:
    """`each fix is filed under the incident it fixes`: stated, in either language; a denial
    inside those words is not; the narrower fix-release reader keeps its own wording."""
    for said in (
        "Each fix is filed under the incident it fixes.",
        "Fixes go below the incident they close.",
        "补丁与修复一律记在所修复的故障下。",
    ):
        assert incidents.states_fix_under_its_incident(said), said
    assert not incidents.states_fix_under_its_incident("修复不记在事故下，记在产品下。")
    assert not incidents.states_fixes_under_incident(
        "Each fix is filed under the incident it fixes."
    )


def test_a_fix_of_an_earlier_release_s_bug_goes_to_that_incident() -> None:
    """`Dunlin 2.1.1 — 修复 2.0 起的评分漂移`: the bug dates from 2.0, whose incident entry
    (marked 🔥) takes the fix, not the 2.1 release; `Quillix` is written `QX` in the leads, as
    the preamble's bold short forms say."""
    for title, incident in (
        ("Dunlin 2.1.1 — 修复 2.0 起的 BM25 评分漂移", "Dunlin 2.0 score drift"),
        ("Quillix 4.2.1 — fixes the cursor reset since 4.1", "QX 4.1 cursor reset"),
    ):
        action = on_events(title)
        assert action.action == "updated" and incident in (action.matched or ""), action
    silent = EVENTS.replace("each fix is filed under the incident it fixes, another", "any")
    action = on_events("Dunlin 2.1.1 — 修复 2.0 起的 BM25 评分漂移", silent)
    assert "score drift" not in (action.matched or ""), action


MARKED_LEDGER = (
    "# Serving ledger\n\n"
    "* One entry per minor release. Patch releases (hotfixes) go under their X.Y entry, except"
    " a patch that fixes a tracked incident, which goes under that incident's ⚑ entry.\n"
    "* Names are English only; `QRY` = Quarry.\n\n"
    "## §1.1 框架格局\n\n* [Quarry 3.1](https://quarry.example/3.1) — chunked prefill.\n\n"
    "## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 可靠性\n\n"
    "* ⚑ 2030-05-02 · 铁杉云推理宕机 3 小时 —— 根因指向 QRY 3.1 调度器\n"
    "* ⚑ 2030-04-11 · 铁杉云北区交换机故障 —— 与产品无关\n"
)


def test_a_patch_saying_it_fixes_another_things_incident() -> None:
    """heldout101 `澜舟LZS2.4.1 补丁 —— 修复…死锁（云杉云事故根因）`, where the preamble files a
    patch fixing a tracked incident under the incident's `⚑ entry`: the one incident entry
    writing that thing and the patch's release line (the product or its short form) takes it;
    not one of another release, nor without the preamble's rule."""
    assert incidents.states_fix_under_its_incident(MARKED_LEDGER)
    title = "Quarry 3.1.2 补丁 —— 修复两级队列死锁（铁杉云事故根因）"
    action = run(MARKED_LEDGER, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert action.action == "updated" and "铁杉云推理宕机" in (action.matched or ""), action
    other = title.replace("3.1.2", "3.2.1")
    action = run(MARKED_LEDGER, brief_text(increment(1, other, section="§1.4"))).actions[0]
    assert "铁杉云" not in (action.matched or ""), action
    silent = MARKED_LEDGER.replace(", except a patch that fixes", ". A patch that fixes")
    silent = silent.replace("which goes under that incident's ⚑ entry", "is news")
    action = run(silent, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert "铁杉云" not in (action.matched or ""), action


TICKETS = (
    "# 检索服务台账\n\n"
    "> 1. 一个产品一条，发布写成产品条目下的子项。\n"
    "> 2. 线上事故单独开「事故单」，放 §1.4，首行写单号。修复该故障的补丁版本同样写在事故单下，"
    "不写在产品条目里。\n\n"
    "## §1.1 框架格局\n\n"
    "+ 岩鹭·鹭索 —— 向量检索服务（外文名 Egretta）\n  ▸ 2030-03-02 发 4.2：分片重平衡\n\n"
    "## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 可靠性\n\n"
    "+ 事故单 IR-30-04｜鹭索 4.2 重平衡后查询超时 —— 处理中\n"
    "+ 事故单 IR-30-02｜鹭索 4.1 快照恢复失败 —— 已关闭\n"
)


def test_a_fix_citing_an_incident_ticket_goes_under_that_ticket() -> None:
    """heldout106 `Skein 1.6.2 — 修复…（关闭 F-32-09）` where the preamble files an incident's
    patch under its ticket: the ticket whose first line writes the code the title (or a
    relation clause saying it fixes it) cites takes it, not the product's entry; a code no
    ticket holds, a title that fixes nothing, or no such preamble rule leave the product's."""
    title = "鹭索 Egretta 4.2.3 — 修复重平衡后的查询超时（关闭 IR-30-04）"
    action = run(TICKETS, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert action.action == "updated" and "IR-30-04" in (action.matched or ""), action
    plain = "鹭索 Egretta 4.2.3 — 修复重平衡后的查询超时"
    cited = increment(
        1, plain, section="§1.4", extra="与活文档现有脉络的关系：即工单 IR-30-04 的修复版本\n"
    )
    action = run(TICKETS, brief_text(cited)).actions[0]
    assert action.action == "updated" and "IR-30-04" in (action.matched or ""), action
    again = increment(
        1,
        "鹭索 Egretta 4.3 — 分片迁移提速",
        section="§1.1",
        extra="与活文档现有脉络的关系：IR-30-04 已关闭\n",
    )
    assert "IR-30-04" not in (run(TICKETS, brief_text(again)).actions[0].matched or "")
    unknown = run(TICKETS, brief_text(increment(1, title.replace("04", "07"), section="§1.4")))
    assert "IR-30" not in (unknown.actions[0].matched or ""), unknown.actions[0]
    silent = TICKETS.replace("修复该故障的补丁版本同样写在事故单下，不写在产品条目里。", "")
    action = run(silent, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert "IR-30-04" not in (action.matched or ""), action


def test_a_fix_dating_its_bug_is_no_news_of_another_release_entry() -> None:
    """Without an incident entry of that release the fix is no news of the later release's
    entry (at most `possibly continues`); a fix dating no release is not this rule's."""
    gone = EVENTS.replace(
        "* `2030-03-15` 🔥 Dunlin Inc./Dunlin 2.0 score drift — BM25 weights flip on restart.\n", ""
    ).replace("Dunlin Inc./Dunlin 2.1", "Dunlin 2.1")
    action = on_events("Dunlin 2.1.1 — 修复 2.0 起的 BM25 评分漂移", gone)
    assert action.action == "inserted" and "earlier release" in action.possibly, action
    patch = on_events("Dunlin 2.1.1 — 修复稀疏向量导入截断")  # (no release dated: not this rule's)
    assert "earlier release" not in patch.possibly and "score drift" not in (patch.matched or "")


def test_short_forms_defined_in_bold_or_code() -> None:
    from patcher.plan.evidence.abbreviations import preamble_abbreviations

    said = "* Short forms: **QX** = Quillix (Marrow Labs), `HB` = Harbormaster.\n"
    assert preamble_abbreviations(said) == {"QX": "Quillix", "HB": "Harbormaster"}
    assert preamble_abbreviations("缩写：TW = 潮汐 Tidewater") == {"TW": "Tidewater"}


LOG = (
    "# Cache watch\n\n"
    "Leads read `` `date` Vendor/Project version — note ``.\n\n"
    "* Every event gets its own entry. Events are releases (major or minor), outages and bugs.\n\n"
    "## §1.1 框架格局\n\n"
    "* `2030-04-02` Halyard Labs/Plover — semantic answer cache for support bots.\n"
    "* `2030-04-06` Tern Works/Gannet 1.2 — paged hybrid search.\n\n"
    "## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 可靠性\n"
)


def on_log(title: str, source: str = "inbox/x.md", doc: str = LOG) -> Action:
    """The action `apply` takes for one increment (from `source`) on the event log."""
    block = increment(1, title, section="§1.1").replace("来源：inbox/x.md", f"来源：{source}")
    return run(doc, brief_text(block)).actions[0]


def test_a_preamble_defining_its_events() -> None:
    """`One entry per event. An event is a release …, an incident …`: each release and each
    incident gets an entry; not where the rule is denied or no event is defined."""
    said = "One entry per event. An event is a release (minor or major), an incident or a paper."
    assert incidents.stated_events(said).startswith(" a release")
    assert versions.states_release_entries(said) and incidents.states_incident_entries(said)
    chinese = "每个事件一条。事件指新版本发布、线上事故。"
    assert versions.states_release_entries(chinese) and incidents.states_incident_entries(chinese)
    assert incidents.stated_events("We do not keep one entry per event. Events are releases.") == ""
    assert incidents.stated_events("An event is a release.") == ""  # (no such rule)
    papers = "One entry per event. An event is a paper or a benchmark launch."
    assert not versions.states_release_entries(papers)
    # (heldout116: kinds of release joined by `or`)
    either = "One entry per event. An event is a major or minor release, a paper or an outage."
    assert versions.states_release_entries(either)
    assert not incidents.states_incident_entries(papers)


def test_an_event_log_reads_leads_without_their_vendor() -> None:
    """`Tern Works/Gannet 1.2 — …` is `Gannet 1.2`'s entry where the preamble quotes its leads
    as `Vendor/Project`; a new minor release is an event of its own, not news of the entry a
    night wrote for the product's launch (`Auklet — 开源的…`)."""
    patch = on_log("Gannet 1.2.1 — 分页游标修正")
    assert patch.action == "updated" and "Gannet 1.2" in (patch.matched or ""), patch
    launch = brief_text(increment(1, "Auklet — 开源的检索结果缓存层", section="§1.1"))
    later = increment(1, "Auklet 0.4 — 多租户隔离", section="§1.1")
    report = run(LOG, launch, brief_text(later, date="2026-10-02"))
    assert [a.action for a in report.actions] == ["inserted", "inserted"], report.actions


def test_an_incident_review_is_an_incident_of_its_own_in_an_event_log() -> None:
    """A title whose source is an incident's review (`某客服团队事故复盘`) reports an incident,
    though no symptom word of the vocabulary says so: not the product's news where each
    incident is an event; the same title from another source, or a review's follow-up, is."""
    title = "Plover 答案串户 — 不同租户拿到彼此的缓存答案"
    reviewed = on_log(title, "inbox/x.md；某客服团队事故复盘")
    assert reviewed.action == "inserted", reviewed
    plain = on_log(title)
    assert plain.action == "updated" and "Plover" in (plain.matched or ""), plain
    follow = on_log("Plover 复盘补充 — 串户持续 6 小时", "inbox/x.md；某客服团队事故复盘")
    assert follow.action == "updated", follow


def test_an_incident_goes_beside_its_product_where_the_editor_files_incidents_so() -> None:
    """Each incident entry of the event log sits in its product's section (`Dunlin 2.0 score
    drift` beside `Dunlin 2.0` in §1.1): a new incident the briefing suggests for §1.4 goes
    beside the entries its title names; not where an incident entry already sits in §1.4."""
    title = "Dunlin 2.1 查询卡死 — 高并发下规划器无响应"
    brief = brief_text(increment(1, title, section="§1.4"))
    quota = "* `2030-03-22` 🔥 Marrow/QX 4.2 quota outage — tenants locked out for 1 h.\n"
    doc = EVENTS.replace("\n\n## §1.2", f"\n{quota}\n## §1.2")
    placed = run(doc, brief).actions[0]
    assert placed.action == "inserted" and placed.anchor == "§1.1", placed
    apart = doc.replace(
        "## §1.4 可靠性\n", "## §1.4 可靠性\n\n* `2030-03-28` 🔥 Vole 1.0 outage — 2 h down.\n"
    )
    kept = run(apart, brief).actions[0]
    assert kept.action == "inserted" and kept.anchor == "§1.4", kept


def test_a_resolution_naming_a_product_and_a_symptom_goes_to_that_incident() -> None:
    """`已核实：Dunlin 崩溃不限于 2.1` names no entry whole (`Dunlin 2.0`, `Dunlin 2.1` and the
    crash's entry start alike), but one entry of Dunlin says that symptom: its record; no
    symptom in the title, no such entry."""
    crash = "* `2030-03-27` 🔥 Dunlin Inc./Dunlin 2.1 planner crash — segfault on empty filters.\n"
    doc = EVENTS.replace("\n\n## §1.2", f"\n{crash}\n## §1.2")
    said = "矛盾/待核实 ①：已核实：Dunlin 崩溃不限于 2.1（低风险）\n- 问题：2.0 上也复现\n- 建议：补记\n"
    brief = brief_text(increment(1, "Vole 0.1 — 新的检索缓存"), date="2030-04-01")
    (note,) = run(doc, brief + items(said)).contradictions
    assert note.action == "resolved" and "planner crash" in (note.matched or ""), note
    vague = said.replace("崩溃", "问题")
    (other,) = run(doc, brief + items(vague)).contradictions
    assert "planner crash" not in (other.matched or ""), other


def test_an_item_naming_a_day_s_incident_goes_to_that_incident() -> None:
    """`Quillix 3-09 游标故障根因` beside the night's `Quillix 4.3` increment: about the incident
    of that day (`` `2030-03-09` 🔥 Marrow/QX 4.1 cursor reset ``, `QX` the preamble's short
    form of Quillix), not the release; a day no incident entry carries leaves it there."""
    doc = EVENTS.replace("# Search log\n\n", "# Search log\n\nLeads: `date` Maker/Product.\n\n")
    brief = brief_text(increment(1, "Quillix 4.3 — 多租户配额"), date="2030-04-01")
    said = "矛盾/待核实 ①：Quillix 3-09 游标故障根因（低风险）\n- 问题：两种说法\n- 建议：标注\n"
    (note,) = run(doc, brief + items(said)).contradictions
    assert "3-09" in (note.matched or "") and "QX 4.1 cursor" in (note.attached_to or ""), note
    (other,) = run(doc, brief + items(said.replace("3-09", "3-11"))).contradictions
    assert "QX 4.1 cursor" not in (other.attached_to or ""), other


def test_a_benchmark_keeps_one_entry_for_life_where_the_preamble_says_so() -> None:
    """`Benchmarks keep one entry for life`: `Shoalbench 3 — 评测集新增 800 题` continues
    `Shoalbench 2 — multi-hop eval set …` though the log gives each release an entry; a tool's
    release (no benchmark in its lead) stays an event of its own, and so does the revision
    where the preamble says nothing of benchmarks."""
    bench = "* `2030-03-30` Lucid/Shoalbench 2 — multi-hop eval set, 900 questions.\n"
    rule = "* Benchmarks keep one entry for life; revisions go under it.\n"
    doc = LOG.replace("\n## §1.1", f"{rule}\n## §1.1").replace("\n\n## §1.2", f"\n{bench}\n## §1.2")
    assert versions.states_benchmarks_for_life(rule)
    assert not versions.states_benchmarks_for_life("Benchmarks do not keep one entry for life.")
    revised = on_log("Shoalbench 3 — 评测集新增 800 题", doc=doc)
    assert revised.action == "updated" and "Shoalbench 2" in (revised.matched or ""), revised
    tool = on_log("Gannet 1.3 — benchmark 跑分提升", doc=doc)
    assert tool.action == "inserted", tool
    silent = doc.replace(rule, "")
    assert on_log("Shoalbench 3 — 评测集新增 800 题", doc=silent).action == "inserted"


_INCIDENTS_APART = (
    "# inference · 活文档\n\n"
    "> 约定：一个项目一条，条目以「中文名〔English〕」开头；新版本写成该条下的子项。\n"
    "> 事故、漏洞单独成条，统一放 §1.4，受影响项目只在正文中提及；事故的后续复盘写在该事故条下。\n\n"
    "## §1.1 框架格局\n\n"
    "1. 岩雀〔Rockwren〕：推理运行时（北岸实验室），2.0 支持分页 KV。\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 事故\n\n"
    "1. 事故·岩雀 Rockwren 请求串号（2030-04-01）：2.0 高并发下把 A 请求的结果返回给 B，已回滚。\n"
)


def _landed(title: str, relation: str, section: str) -> tuple[str, str]:
    said = f"与活文档 agent.md 现有脉络的关系：{relation}\n" if relation else ""
    brief = brief_text(increment(title=title, section=section, extra=said))
    action = run(_INCIDENTS_APART, brief).actions[0]
    return action.action, action.matched or ""


def test_a_postmortem_goes_to_the_incident_its_relation_line_corresponds_to() -> None:
    """heldout95 `对应 §1.4「事故·驿站 Relayer 会话串线」条`: a postmortem whose relation line says
    which incident entry it corresponds to (`对应「X」条`) continues that entry, not the product's;
    without the line, an incident's postmortem is no news of the product's entry either."""
    said = "对应 §1.4「事故·岩雀 Rockwren 请求串号」条"
    action, matched = _landed("岩雀 Rockwren 请求串号复盘发布", said, "§1.4")
    assert action == "updated" and "relation line names the incident" in matched
    assert _landed("岩雀 Rockwren 请求串号事故复盘发布", "", "§1.4")[0] == "inserted"


def test_trouble_the_preamble_files_apart_in_the_section_the_briefing_suggests() -> None:
    """heldout95 `Ledger 2.1 压缩丢失工具调用结果` suggested for §1.4 where the preamble files
    incidents apart in §1.4: not news of the product's entry in §1.1 (a new entry, a
    possibility); the product's release suggested in its own section still continues it."""
    said = "§1.1 岩雀〔Rockwren〕条"
    assert _landed("Rockwren 2.0 分页表丢失请求前缀", said, "§1.4")[0] == "inserted"
    assert _landed("Rockwren 2.0 分页表丢失请求前缀", said, "§1.1")[0] == "updated"
    assert _landed("Rockwren 2.1 发布：前缀缓存", "", "§1.1")[0] == "updated"


def test_incidents_of_a_line_or_of_the_product_itself_filed_under_it() -> None:
    """`Patch releases and outages of that line are sub-bullets under it` and `补丁、该产品自身的
    故障，都记成产品条目下的子项` file one product's incidents under its entry (a rule for
    incidents of several products, `Outages that affect more than one product get their own
    entry`, beside it); not a sentence naming no home (`补丁与故障记成子项`)."""
    shared = "Outages that affect more than one product get their own entry with an `outage/` slug."
    line = "Patch releases and outages of that line are `Note:` sub-bullets under it."
    assert versions.states_incidents_under_entry(f"{shared} {line}")
    product = "- 补丁、该产品自身的故障，都记成产品条目下的子项。\n- 跨产品故障单独成条。"
    assert versions.states_incidents_under_entry(product)
    assert not versions.states_incidents_under_entry(
        "- 补丁与故障记成子项。\n- 跨产品故障单独成条。"
    )


_TOOL_IN_INCIDENT_SECTION = (
    "# inference · 活文档\n\n"
    "> 约定：一个产品一条，新版本写成该条下的子项。\n"
    "> 故障一件一条，放 §1.4；同一产品再出故障也另立一条。\n\n"
    "## §1.1 框架格局\n\n- **苍鹭**（Heronwatch）：推理服务网关，现役 2.3\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 可靠性与观测\n\n"
    "- 🛰️ **Sentrylark**｜明溪科技｜AI 生成音频检测服务，官方称召回 95%\n"
)


def test_a_tools_misfire_where_the_preamble_files_incidents_in_the_tools_section() -> None:
    """heldout104 `TrueFrame 误报`: a preamble filing incidents one entry each in §1.4
    (`故障一件一条，放 §1.4`, `另立一条`), a detector's entry living in §1.4 too, and a title
    reporting its misfire suggested there: the incident's own entry (the tool's a possibility);
    its release still continues it, and without the section named the same-section news
    keeps its old reading."""
    assert incidents.states_incident_entries("故障一件一条，放 §1.4；同一产品再出故障也另立一条。")
    assert incidents.stated_incident_section("故障一件一条，放 §1.4。") == "§1.4"
    assert incidents.stated_incident_section("论文一篇一条，放 §1.2。") == ""
    brief = brief_text(increment(title="Sentrylark 误判 — 把真人播客判为合成", section="§1.4"))
    action = run(_TOOL_IN_INCIDENT_SECTION, brief).actions[0]
    assert action.action == "inserted" and "Sentrylark" in action.possibly, action
    release = brief_text(increment(title="Sentrylark 2.0 发布 — 新增视频检测", section="§1.4"))
    assert run(_TOOL_IN_INCIDENT_SECTION, release).actions[0].action == "updated"
    unplaced = _TOOL_IN_INCIDENT_SECTION.replace("，放 §1.4", "")
    assert run(unplaced, brief).actions[0].action == "updated"


FLAW_FOLLOW_UP_DOC = (
    "# 活文档\n\n> 1. 一个产品一条，新版本写在条下。\n"
    "> 2. 事故与安全事件单独成条，放 §1.4；{fix}\n\n"
    "## §1.1 框架格局\n\n## §1.2 语音\n\n- ◆ 鸣笛 Whistle（啸声科技）：语音合成系列\n"
    "  - Whistle-2（2031-02-01）：三秒克隆\n\n## §1.3 缓存\n\n## §1.4 可靠性\n\n"
    "- ▲ 2031-01-20 岚音 接口限流故障：约 2 小时\n"
)


def test_a_flaw_head_with_a_promised_fix_is_no_product_news_where_fixes_go_under_incidents() -> (
    None
):
    """`Whistle 声纹过滤绕过：啸声回应，称本周推送修复` (heldout109): the head reports a flaw, the rest
    a fix to come; where the preamble files an incident's fixes under the incident's entry,
    that is no news of the product's entry (at most a possibility); where it does not say so,
    a title carrying a fix is read as before."""
    title = "Whistle 声纹过滤绕过：啸声回应，称本周推送修复"
    assert incidents.flaw_in_head(title) and not incidents.reports_flaw(title)
    assert not incidents.flaw_in_head("Whistle 2.1.1 修复声纹过滤绕过")
    under = FLAW_FOLLOW_UP_DOC.format(fix="事故的复盘、修复写在事故条下，不写进产品条。")
    action = run(under, brief_text(increment(1, title, section="§1.2 语音"))).actions[0]
    assert action.action == "inserted" and "Whistle" in action.possibly, action
    plain = FLAW_FOLLOW_UP_DOC.format(fix="")
    assert run(plain, brief_text(increment(1, title, section="§1.2 语音"))).actions[0].action == (
        "updated"
    )


MARKED_INCIDENTS = (
    "# 活文档\n\n> 1. 一个产品一条，条首用 `◆`。\n"
    "> 2. 事故单独成条，条首用 `{mark}`、日期在前；复盘与修复写在事故条下。\n\n"
    "## §1.1 框架格局\n\n- ◆ 潮汐 Tidal（潮汐科技）：语音合成\n\n## §1.2 工具\n\n## §1.3 缓存\n\n"
    "## §1.4 可靠性\n\n- {mark} 2031-04-02 潮汐 1.3 API 输出缺失声纹：约 3 小时的输出未带声纹，已致歉\n"
)


def test_an_entry_opening_with_the_mark_the_preamble_gives_incidents_is_one() -> None:
    """`事故单独成条，条首用 `▲`` (heldout109): `▲ 2031-04-02 潮汐 1.3 API 输出缺失声纹` is an incident's
    entry though its name says no symptom word, so the incident's postmortem (`潮汐 1.3 声纹缺失
    事故复盘`) continues it; other marks and sentences naming no incident give none."""
    assert incidents.incident_marks("事故单独成条，条首用 `▲`。") == {"▲"}
    assert incidents.incident_marks("Incident entries are marked `⚠`.") == {"⚠"}
    assert not incidents.incident_marks("一个产品一条，条首用 `◆`。论文条首用 `◇`。")
    title = "潮汐 1.3 声纹缺失事故复盘 — 官方 postmortem"
    doc = MARKED_INCIDENTS.format(mark="▲")
    action = run(doc, brief_text(increment(1, title, section="§1.4 可靠性"))).actions[0]
    assert action.action == "updated" and action.line is not None and action.line > 12, action


_TROUBLE_SHOWN_APART = (
    "# serving · living document\n\n"
    "## §1.1 Engines\n\n"
    "- **Marlpit** (Oxbow Labs): batched inference server with paged KV, v4.1.\n"
    "  - Mar 3: v4.1 — speculative decoding on by default.\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 Reliability\n\n"
    "- **Oxbow Cloud ap-south-2 shard corruption, Mar 9** (Oxbow Labs): 2% of tenants restored"
    " from snapshots.\n"
    "- **Marlpit header-smuggling advisory GHSA-2k4f-9xq3-mm7c** (Oxbow Labs): fixed in 4.1.2.\n"
)


def _trouble_landed(doc: str, title: str, section: str) -> str:
    return run(doc, brief_text(increment(title=title, section=section))).actions[0].action


def test_trouble_the_entries_file_apart_where_no_preamble_says_so() -> None:
    """heldout146 `Docket 2.4 表格解析回归` suggested for §1.4 where no preamble speaks of
    trouble but two entries the editor wrote are trouble's own (a damage-named outage, an
    advisory) and no product holds a sub-item reporting one: a new entry, the product's a
    possibility; its release still continues it. Where a product's sub-items report an
    outage too (the entries disagree), or one entry alone shows it, nothing is inferred."""
    title = "Marlpit 4.2 流水线回归：长请求输出丢失"
    assert _trouble_landed(_TROUBLE_SHOWN_APART, title, "§1.4") == "inserted"
    assert _trouble_landed(_TROUBLE_SHOWN_APART, "Marlpit 4.2 发布：前缀缓存", "§1.1") == "updated"
    held = "  - Mar 3: v4.1 — speculative decoding on by default.\n"
    disagreeing = _TROUBLE_SHOWN_APART.replace(held, f"{held}  - 事故：03-05 推理超时 40 分钟。\n")
    assert _trouble_landed(disagreeing, title, "§1.4") == "updated"
    advisory = "- **Marlpit header-smuggling advisory GHSA-2k4f-9xq3-mm7c**"
    alone = _TROUBLE_SHOWN_APART.split(advisory)[0]
    assert _trouble_landed(alone, title, "§1.4") == "updated"
    assert incidents.trouble_kept_apart(2, 0) and not incidents.trouble_kept_apart(2, 1)
    assert incidents.damage_named("Oxbow Cloud ap-south-2 shard corruption, Mar 9", "")
    assert not incidents.damage_named("Outage Radar", "Outage Radar — an outage detector")


_BOARD_SCORES_UNDER_PRODUCTS = (
    "# inference · living document\n\n"
    "## §1.1 Engines\n\n"
    "- **Pellucid** (v5.0, Larkspur AI) — serving engine with paged attention.\n"
    "  - LedgerBench v3 (2031-04-02): best cost per million tokens, $0.38.\n"
    "- **Brindle** (v2.2, Otterfield) — edge runtime for NPUs.\n"
    "  - LedgerBench v3 (2031-04-02): first on the laptop track, 41 tok/s.\n"
    "- **Gossamer** (v1.4, Fenwick Labs) — speculative-decoding server.\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 Evaluation\n\n"
    "- **LedgerBench** (v3, LedgerBench group) — serving benchmark with cost and latency boards.\n"
)


def test_a_score_written_before_the_board_goes_where_the_entries_file_that_boards_scores() -> None:
    """heldout151 `Corvid 3.3 ServeBench 实测 — 吞吐 +18%`: a product and its release written
    straight before a benchmark entry's name, then the board's measure, where no preamble
    speaks of scores and two products hold that board's scores as sub-items: the product's
    news (not a new entry beside the board); where no product holds them (none, or the
    board's entry holds them), nothing read."""
    title = "Gossamer 1.5 LedgerBench 实测 — 成本 $0.35，P50 72ms"
    assert _trouble_landed(_BOARD_SCORES_UNDER_PRODUCTS, title, "§1.4") == "updated"
    bare = re.sub(r"  - LedgerBench v3[^\n]*\n", "", _BOARD_SCORES_UNDER_PRODUCTS)
    assert _trouble_landed(bare, title, "§1.4") == "inserted"
    on_board = (
        bare + "  - 2031-04-02 · Pellucid 5.0: $0.38\n  - 2031-04-02 · Brindle 2.2: 41 tok/s\n"
    )
    action = run(on_board, brief_text(increment(title=title, section="§1.4"))).actions[0]
    assert "Gossamer" not in (action.matched or ""), action  # (scores kept under the board)
    results = "- **Pellucid on LedgerBench: 61.0%** — v5.0.\n- **Brindle on LedgerBench: 58.2%** — v2.2.\n"
    apart = _BOARD_SCORES_UNDER_PRODUCTS + results  # (results apart too: the entries disagree)
    assert _trouble_landed(apart, title, "§1.4") == "inserted"


def test_incidents_filed_under_the_things_own_entry_in_other_words() -> None:
    """A preamble filing incidents under the entry of the thing they befall, in words the
    readers had not met (the preambles of heldout102–158): the release they hit (`Incidents live under the release they hit`),
    the thing's own entry (`该产品的发布与事故都记在它自己条目下的子条目里`, `Everything that
    happens to a family goes under its entry as a dated sub-bullet: …, outages and incidents`),
    every entry's dated sub-items (`版本发布、补丁、事故都写成条目下的日期子项`). A sentence
    giving incidents an entry of their own, or filing only their progress so, still does not."""
    said = [
        "**Incidents live under the release they hit**, as a sub-item `⚠ Incident (YYYY-MM-DD): …`.",
        "约定：每个产品只有一条；该产品的发布与事故都记在它自己条目下的子条目里（`  - YYYY-MM-DD：…`）。",
        "- Everything that happens to a family goes under its entry as a dated sub-bullet: new "
        "versions, renames, outages and incidents.",
        "约定：版本发布、补丁、事故、下线公告都写成条目下的日期子项（`  - YYYY-MM-DD：…`）。",
        "- 同一产品线的一切后续——新版本、故障与修复——都写成该条目下的 `↳ MM-DD：` 子项。",
        "约定：新一代发布、小版本、事故与滥用报告都作为带日期的子条目记在**家族**条目下。",
        "模型每一代单独成条；故障、价格、许可证变化记在产品条目下；论文单独成条。",
        "- Incidents, CVEs and news about a product go as `Update YYYY-MM-DD:` sub-bullets under "
        "the product's **newest** release entry, unless they concern an older release only.",
        "- Incidents, outages and vulnerabilities go in an `Incidents:` sub-list under the "
        "product's own entry, never as entries of their own.",
        "- Point releases (3.1, 3.2…) and incidents / misuse reports go as dated sub-bullets "
        "under their generation.",
        "> A model family is ONE entry: new generations, patches, prices, incidents and papers "
        "about the model all go under the model's entry.",
        "Releases, incidents and benchmark scores go as dated sub-bullets under the product they "
        "are about; security advisories are their own entries in §1.4.",
        "> Conventions: one entry per product; incidents and other news go under the product as "
        "dated sub-bullets `- 2037-02-20: …`.",
    ]
    for preamble in said:
        assert versions.states_incidents_under_entry(preamble), preamble
    assert not versions.states_incidents_under_entry(
        "- 事故单独成条，写在它自己的条目里；其进展写成条目下的日期子项。"
    )
    assert not versions.states_incidents_under_entry(
        "- Incidents get an entry of their own; updates go under its entry as sub-bullets."
    )
    reviews = "> 新版本、补丁、事故复盘都写成该条目下带日期的子要点，不另立条目。\n> 事故以事故本身为一个条目。"
    assert not versions.states_incidents_under_entry(reviews)  # (an incident's review, not it)


_REVIEW_UNDER_PRODUCT = (
    "# inference · 活文档\n\n"
    "> 约定：每个产品只有一条，写作 `- 【名称】描述（机构，版本）`；该产品的发布与事故都记在它"
    "自己条目下的子条目里（`  - YYYY-MM-DD：…`）。\n\n"
    "## §1.1 引擎\n\n- 【Corvid】开源 LLM 服务引擎（Rookery Labs，v3.2）\n\n"
    "## §1.2 调度\n\n## §1.3 KV 缓存\n\n"
    "- 【Stowage】GPU→CPU→NVMe 三级 KV Cache 存储（Pallet Systems，v1.4）\n"
    "  - 2036-07-22：事故——驱逐风暴，高峰期 TTFT P99 升至 9 秒。\n"
    "- 【Stowage Lite】单机版 KV 卸载（Pallet Systems，v0.3）\n\n"
    "## §1.4 可靠性\n\n- 【CUDA OOM 排查】显存排查清单\n"
)


def test_a_postmortem_goes_where_the_preamble_files_incidents() -> None:
    """heldout151 `Stowage 7 月驱逐风暴正式复盘报告发布`, suggested for §1.4: the preamble files a
    product's incidents under its own entry, so the review of one (`复盘`, no incident word in
    the title) continues the product's entry in its own section, as an incident would; with no
    such rule it stays a possibility."""
    brief = brief_text(increment(title="Stowage 7 月驱逐风暴正式复盘报告发布", section="§1.4"))
    action = run(_REVIEW_UNDER_PRODUCT, brief).actions[0]
    assert action.action == "updated" and action.anchor == "§1.3", action
    silent = _REVIEW_UNDER_PRODUCT.replace("；该产品的发布与事故都记在它自己条目下的子条目里", "")
    assert run(silent, brief).actions[0].action == "inserted"


def test_a_line_denying_the_products_incidents_where_they_live_under_it() -> None:
    """heldout122 `Kinetica 2.1` with `与 §1.4 两起 Kinetica 事故无关`: where the preamble files a
    product's incidents under its entry, a clause denying a tie to its incidents denies no tie
    to the product's entry holding them; its new release still continues it."""
    doc = (
        "# multimodal\n\n> Conventions: one entry per model family. Everything that happens to a "
        "family goes under its entry as a dated sub-bullet: new versions, outages and incidents.\n\n"
        "## §1.1 Models\n\n- **Kinetica** — closed text-to-video API, 1080p.\n"
        "  - 2034-01-08 — Kinetica 01-07 outage: US-west timeouts, queued jobs lost.\n\n"
        "## §1.2 x\n\n## §1.3 y\n\n## §1.4 Reliability\n\n- **Watermark study** — a paper.\n"
    )
    relation = (
        "与活文档现有脉络的关系：§1.1 Kinetica 条目的新版本；与 §1.4 两起 Kinetica 事故无关\n"
    )
    brief = brief_text(
        increment(title="Kinetica 2.1：音画同步、单段 30 秒", section="§1.1", extra=relation)
    )
    action = run(doc, brief).actions[0]
    assert action.action == "updated", action


_OUTAGES = (
    "# Serving stack\n\nConventions: one bullet per product; new releases are dated sub-items."
    " Cloud outages get their own bullet in §1.4, named `Outage: …`.\n\n"
    "## §1.1 Engines\n\n## §1.2 Tools and apps\n\n"
    "- **Gantry** — Orrin's managed inference cloud, in us-east and ap-south.\n"
    "  - 2035-05-01 — Gantry GA\n\n## §1.3 Papers\n\n"
    "## §1.4 Benchmarks, advisories and outages\n\n"
    "- **Outage: Gantry us-east (2035-05-19)** — three-hour outage of Gantry's us-east region.\n"
    "  - 2035-05-20 — Orrin confirms; root cause pending\n"
)


@pytest.mark.parametrize(
    "title",
    ["Postmortem of the Gantry outage in us-east published", "Gantry us-east outage postmortem"],
)
def test_a_postmortem_naming_the_region_but_no_day_finds_that_outage(title: str) -> None:
    """(adversarial50 r05) A follow-up of a product's outage that names its region and no day
    (`Gantry us-east outage postmortem`) continues the one live outage entry of that product
    in that region (`Outage: Gantry us-east (2035-05-19)`); another region's is new."""
    brief = brief_text(increment(1, title, section="§1.4 Benchmarks, advisories and outages"))
    (action,) = run(_OUTAGES, brief).actions
    assert action.action == "updated" and action.line is not None, action
    assert "Outage: Gantry us-east" in entry_at(_OUTAGES, action.line - 1), action


def test_another_region_s_outage_or_one_with_no_follow_up_is_new() -> None:
    for title in (
        "Postmortem of the Gantry outage in eu-west published",
        "Gantry us-east outage again",
    ):
        brief = brief_text(increment(1, title, section="§1.4 Benchmarks, advisories and outages"))
        (action,) = run(_OUTAGES, brief).actions
        assert action.action == "inserted", (title, action.matched)


def test_incidents_filed_under_the_thing_they_affect_said_by_a_relative_clause() -> None:
    """The home of incidents said as the thing they affect, a relative clause for the entry
    (`写在受影响那一代下`, `记在所涉及的那个版本的条目下`, `挂在出故障的那个产品下面`,
    `recorded inside the entry of the product they affect`): incidents go under the entry
    (pre1's audit; invented wording)."""
    said = versions.states_incidents_under_entry
    assert said("> 事故、定价、上线等一律写在受影响那一代下，用子条目。\n")
    assert said("> 复现、事故与修复等后续消息，记在所涉及的那个版本的条目下。\n")
    assert said("> 故障写成一行，挂在出故障的那个产品下面。\n")
    assert said(
        "> Vulnerabilities and incidents are recorded inside the entry of the product they affect.\n"
    )


def test_near_misses_of_the_affected_entry_state_no_home() -> None:
    """Incidents named with no home, a past rule and a denied one stay unread."""
    said = versions.states_incidents_under_entry
    assert not said("> 受影响那一代的事故由厂商在官网公布。\n")
    assert not said("> 过去事故写在受影响那一代下，现在在 §1.4 单独成条。\n")
    assert not said("> 事故不写在受影响那一代下，单独成条。\n")
    assert not said(
        "> Incidents were formerly recorded inside the entry of the product they affect.\n"
    )


def test_incidents_each_an_entry_said_by_the_event_they_are_split_by() -> None:
    """Incidents said to be entries by what they are split by (`安全事件按事件（漏洞编号）成条`:
    one entry per event), the product's entry denied after: each its own entry (pre2's audit;
    invented wording)."""
    said = incidents.states_incident_entries
    assert said("> 安全事件按事件（漏洞编号）成条，放 §1.4，不并入产品条目。\n")
    assert incidents.states_vulnerability_entries("> 安全事件按事件（漏洞编号）成条，放 §1.4。\n")
    assert incidents.stated_incident_section("> 故障按事件成条，放 §1.4。\n") == "§1.4"


@pytest.mark.xfail(
    reason="pre2: read so (`以…本身为一个条目`), heldout28 zh lost 2 right continuations (its "
    "preamble also files 事故复盘 under the product; a perf regression and a recall following the "
    "incident went new in §1.4) and gained none: the reading is not taken",
    strict=True,
)
def test_incidents_each_an_entry_said_by_what_the_entry_is() -> None:
    """`事故以事故本身为一个条目（放 §1.4），不挂到产品条目下`: the incident itself the entry."""
    assert incidents.states_incident_entries(
        "> 事故以事故本身为一个条目（放 §1.4），不挂到产品条目下。\n"
    )


def test_near_misses_of_incidents_as_their_own_entries_stay_unread() -> None:
    """Incidents named with no home, split by something else than the incident (`按产品成条`),
    a past rule, another party's and a denied one: not incidents one entry each."""
    said = incidents.states_incident_entries
    assert not said("> 事故本身的复盘由厂商发布。\n")
    assert not said("> 事故按产品成条，记在产品条目下。\n")
    assert not said("> 事故此前以事故本身为一个条目，现在记在产品条目下。\n")
    assert not said("> 事故不以事故本身为条目，挂到产品条目下。\n")
    assert not said("> 安全事件不按事件成条，并入产品条目。\n")


def test_incidents_one_entry_per_issue() -> None:
    """Incidents split by their issue (`事故按 GitHub issue 一条`): each its own entry (pre2's
    audit; invented wording). Not a denied rule, nor things split by product."""
    said = incidents.states_incident_entries
    assert said("> 事故按 GitHub issue 一条，issue 号写在首行括号里。\n")
    assert not said("> 事故不按 issue 一条，记在产品条目下。\n")
    assert not said("> 事故按产品一条，记在产品条目下。\n")


@pytest.mark.xfail(
    reason="pre2: read so (a list joined by `or`), heldout14 doc-b lost a right continuation "
    "(`brindle-gateway 0.8` went new) and no set gained: the reading is not taken",
    strict=True,
)
def test_incidents_last_in_a_list_joined_by_or() -> None:
    """`Everything else gets one entry per project, paper or incident`."""
    said = incidents.states_incident_entries
    assert said("Everything else gets one entry per project, paper or incident.\n")


def test_incident_entries_said_by_how_they_are_named() -> None:
    """A rule naming the document's incident entries (`事故条目以症状命名`, `故障条目按现象命名`,
    `Incident entries are named by their symptom`): the document keeps incidents as entries
    of their own (pre2's audit; invented wording). Not incidents named with no entry, another
    party's entries, nor a past rule."""
    said = incidents.states_incident_entries
    assert said("> 一个产品一条，后续进展记为带日期的子项。事故条目以症状命名。\n")
    assert said("> 条目格式：`名称 vX.Y — 描述`；故障条目按现象命名；\n")
    assert said("> Incident entries are named by their symptom.\n")
    assert not said("> 事故的命名以症状为准，记在产品条目下。\n")
    assert not said("> 厂商百科的事故条目以症状命名。\n")
    assert not said("> 此前事故条目以症状命名。\n")
