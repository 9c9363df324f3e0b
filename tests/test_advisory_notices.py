"""An agent week's conventions (heldout134): `安全通告` is a security advisory's word; a
preamble filing advisories apart in a section it names (`安全通告在 §1.4 单独成条`) takes a fix
release of a flaw (`修复 SSRF 漏洞`) as a new entry there; incidents go under `对应…产品的条目`
or `that product's entry`; an abbreviation spelled out reaches an entry named by it alone when
the briefing or the lead ties the words to it; a kind glued to a name is read through the
glossary; `X 是否…` asks a question, it says no kind."""

from __future__ import annotations

from patcher.plan import contrary, incidents, versions
from patcher.plan.evidence import NameIndex
from patcher.text.glossary import Glossary
from tests.conftest import brief_text, increment, run, shipped_map

PREAMBLE = (
    "> 条目写法：`- **名称** — 描述（机构，版本）`。新版本、插件发布、服务故障都记在对应"
    "网关/插件/产品的条目下；安全通告在 §1.4 单独成条（`安全通告：…`）。"
)


def _doc(preamble: str) -> str:
    return (
        f"# 网关 · 活文档\n\n{preamble}\n\n## §1.1 框架\n\n"
        "- **Harrowgate** — 多租户工具网关，统一鉴权（Fennel Labs，v2.0）\n"
        "  - [05-02] 2.0 发布\n\n## §1.2 协议\n\n## §1.3 记忆\n\n## §1.4 可靠性\n\n"
        "- **安全通告：Harrowgate 越权读取** — CVE-2031-0101，2.0.1 修复（Fennel Labs，05-09）\n"
    )


def _action(doc: str, title: str, section: str = "§1.1 框架") -> object:
    report = run(doc, brief_text(increment(1, title, section=section)))
    return report.actions[0]


def test_a_notice_is_an_advisory() -> None:
    assert incidents.states_vulnerability_entries(PREAMBLE)
    assert incidents.stated_advisory_section(PREAMBLE) == "§1.4"
    assert incidents.stated_incident_section(PREAMBLE) == ""  # (services' outages: under)
    assert incidents.states_vulnerability_entries("安全公报各自成条。")
    assert not incidents.states_vulnerability_entries("安全通告不单独成条，写在产品条目下。")
    assert incidents.reports_advisory("Harrowgate 安全通告：插件目录可被遍历")


def test_a_fix_of_a_vulnerability_said_in_words() -> None:
    assert incidents.fixes_flaw("Harrowgate v2.0.4 修复 SSRF 漏洞（CVE-2031-0202）")
    assert incidents.fixes_flaw("Harrowgate 2.0.4 patches a token-replay vulnerability")
    assert not incidents.fixes_flaw("Harrowgate 2.0.4 修复内存泄漏")
    assert not incidents.fixes_flaw("Harrowgate 2.0.4 修复漏报问题")  # (漏报: a miss, no hole)
    hardening = "Harrowgate 2.1 — 默认只读（CVE-2031-0101 之后的加固）"
    assert not incidents.security_news(hardening)


def test_an_advisory_fix_goes_to_the_section_the_preamble_names() -> None:
    title = "Harrowgate v2.0.4 修复回调 SSRF 漏洞（CVE-2031-0202）"
    action = _action(_doc(PREAMBLE), title)
    assert action.action == "inserted" and action.anchor == "§1.4", action
    quiet = "> 条目写法：`- **名称** — 描述（机构，版本）`。更新写在条目下。"
    kept = _action(_doc(quiet), title)
    assert kept.action == "updated" and "Harrowgate" in (kept.matched or ""), kept
    news = _action(_doc(PREAMBLE), "Harrowgate 2.1 发布：插件热加载")
    assert news.action == "updated" and news.anchor == "§1.1", news


def test_incidents_under_the_corresponding_product() -> None:
    assert versions.states_incidents_under_entry(PREAMBLE)
    en = (
        "Everything about a product (releases, patches, incidents) goes under that product's "
        "entry. Benchmarks are entries of their own."
    )
    assert versions.states_incidents_under_entry(en)
    assert not versions.states_incidents_under_entry("服务故障单独成条，放在 §1.4。")


PROTOCOL = "**KTLP** — 智能体工具连接协议，发现/调用两层（Kiln Forum，v2.1）"
PROTOCOL_EN = "[KTLP](https://ktlp.dev) — open tool-link protocol for kestrel agents; v2.1."


def _chosen(names: NameIndex, title: str, anchor: str, relation: str = "") -> str | None:
    verdict = names.decide(title, relation, [], anchor)
    return None if verdict.chosen is None else names.entries[verdict.chosen].lead


def _index(*leads: tuple[str, str], glossary: Glossary | None = None) -> NameIndex:
    names = NameIndex(glossary=glossary or Glossary())
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def test_an_abbreviation_alone_spelled_out_when_tied() -> None:
    """Initials alone and the lead's kind: the relation line naming the abbreviation, or the
    lead writing every spelled word, ties them; neither, no continuation."""
    title = "Kestrel Tool Link Protocol 2.2 草案 — 流式结果"
    names = _index((PROTOCOL, "§1.2"))
    assert _chosen(names, title, "§1.2", "活文档已有 KTLP 2.1 定稿") == PROTOCOL
    assert _chosen(names, title, "§1.2") is None  # (the words tied to nothing)
    assert _chosen(names, title, "§1.2", "与 KTLP 无关的新协议") is None
    assert _chosen(_index((PROTOCOL_EN, "§1.2")), title, "§1.2") == PROTOCOL_EN
    pipeline = "**KTLP** — 智能体工具连接管线（Kiln Forum，v2.1）"
    assert _chosen(_index((pipeline, "§1.2")), title, "§1.2", "已有 KTLP 2.1") is None


def test_a_kind_glued_to_the_name_read_through_the_glossary() -> None:
    """`Quarrel记忆层1.4` in another section than `Quarrel — long-term memory layer`: the kind
    is the entry's in the glossary's terms; a kind the lead says in no form is not."""
    glossary = shipped_map().identity.terms
    lead = "[Quarrel](https://quarrel.dev) — long-term memory layer for agents; v1.3. Quarrel Labs."
    names = _index((lead, "§1.3"), glossary=glossary)
    assert _chosen(names, "Quarrel记忆层1.4 — 遗忘策略", "§1.1") == lead
    assert _chosen(names, "Quarrel追踪 SDK 0.1 — 链路导出", "§1.4") is None


def test_a_yes_no_question_says_no_kind() -> None:
    assert contrary.stated_kinds("Harrowgate", ["Harrowgate 是否已停更：最近提交停在去年"]) == []
    assert contrary.stated_kinds("Harrowgate", ["Harrowgate 是不是开源"]) == []
    assert contrary.stated_kinds("Harrowgate", ["Harrowgate 是 Fennel 的工具网关"]) == ["工具网关"]
