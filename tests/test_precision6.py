"""Wrong updates and misplaced notes on unseen conventions (issue 21, heldout34–36): a
vulnerability with its own CVE where the document files CVEs apart; another dated revision of a
spec filed one entry per revision; a release written after a Chinese name (`LanCang 澜仓 3.2
发布`) in a document of one entry per release; and 矛盾/待核实 items naming their thing another
way than the increment's title (a bare `#530`, `Corvid 0.6` for `渡鸦 Corvid 0.6`, `Kestrel
0.10` for `红隼多智能体框架 0.10` from kestrel-labs/kestrel-agents, `潮汐 0.5.1` for `潮汐调度器
0.5.1`), or an unknown claimant's claim about an entry the note leads with."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import contrary, incidents
from patcher.plan.evidence import NameIndex
from patcher.text.source import Source

from .conftest import brief_text, increment, items


def run(doc: str, brief: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


# -- a vulnerability with its own CVE ---------------------------------------------------------

GUARD = (
    "- **渡鸦卫士**（Corvid Guard）：Corvid Security 出品的 prompt injection 防火墙，当前 1.2。\n"
)
ISSUE = "- **织机 checkpoint 死锁**（loomflow/loomflow#412）：并行子图并发写 checkpoint 时死锁。\n"
CVE_TITLE = "Corvid Guard 绕过 — Unicode 标签字符注入（CVE-2027-31877）"


def sections(preamble: str = "", s1: str = "", s2: str = "", s4: str = "") -> str:
    """A document of the four sections, with these entries (each section's lines)."""
    return (
        f"# doc\n\n{preamble}\n## §1.1 框架\n\n{s1}\n## §1.2 推理调度\n\n{s2}\n"
        f"## §1.3 KV Cache\n\n## §1.4 可靠性\n\n{s4}\n"
    )


def doc_of(preamble: str, *entries: str) -> str:
    return sections(preamble, s4="".join(entries))


def landed(doc: str, title: str) -> str:
    brief = brief_text(increment(1, title, "§1.4 可靠性"), date="2027-04-17")
    (action,) = run(doc, brief).actions
    return action.action


def test_a_vulnerability_with_its_own_cve_gets_its_own_entry_where_the_document_says_so() -> None:
    said = "> 编辑约定：bug、CVE 与安全事件按 issue 或 CVE 各自成条，归 §1.4。\n"
    assert landed(doc_of(said, GUARD), CVE_TITLE) == "inserted"
    english = "Filing: Issues, CVEs and incidents: one entry each, in §1.4.\n"
    assert landed(doc_of(english, GUARD), CVE_TITLE) == "inserted"
    # the document keeps issue entries apart, saying nothing: the same
    assert landed(doc_of("", GUARD, ISSUE), CVE_TITLE) == "inserted"
    # or keeps a vulnerability's entry
    cve = "- **Lantern 令牌泄露**（CVE-2027-20001）：导出器把 API key 写进 span 属性。\n"
    assert landed(doc_of("", GUARD, cve), CVE_TITLE) == "inserted"
    # a document saying nothing and keeping no issue entry: the product's news
    assert landed(doc_of("", GUARD), CVE_TITLE) == "updated"
    # a denial is no convention
    denied = "> 编辑约定：CVE 不单独成条，记在产品条目下。\n"
    assert landed(doc_of(denied, GUARD), CVE_TITLE) == "updated"


def test_an_advisory_naming_no_release_reports_the_vulnerability() -> None:
    """heldout78 `X 安全公告 CVE-… — …`: an advisory with no release named is the vulnerability's
    report (an entry of its own where the preamble files CVEs apart), a release's advisory
    (`Corvid Guard 1.3 安全公告`) stays the release's news."""
    advisory = "Corvid Guard 安全公告 CVE-2027-31877 — 标签字符可绕过注入检测"
    assert incidents.reports_vulnerability(advisory)
    assert incidents.reports_vulnerability("Corvid Guard security advisory for CVE-2027-31877")
    assert not incidents.reports_vulnerability("Corvid Guard 1.3 安全公告（CVE-2027-31877）")
    said = "> 编辑约定：安全漏洞（含 CVE）一律在 §1.4 单独成条。\n"
    assert landed(doc_of(said, GUARD), advisory) == "inserted"
    assert landed(doc_of("", GUARD), advisory) == "updated"  # (no such rule: the product's)


def test_a_vulnerability_entry_a_night_wrote_says_nothing_of_the_convention() -> None:
    """A CVE entry carrying the patcher's marker (a night wrote it from a title) does not make
    the document one that files CVEs apart; the editor's own such entry does."""
    cve = "- **Lantern 令牌泄露**（CVE-2027-20001）：导出器把 API key 写进 span 属性。"
    night = f"{cve} <!-- livedoc:id=2027-04-10#3 -->\n"
    assert landed(doc_of("", GUARD, night), CVE_TITLE) == "updated"
    assert landed(doc_of("", GUARD, f"{cve}\n"), CVE_TITLE) == "inserted"


def test_a_fix_or_a_release_shipping_it_stays_the_products_news() -> None:
    assert incidents.reports_vulnerability(CVE_TITLE)
    assert not incidents.reports_vulnerability("Corvid Guard 1.3.1 修复 CVE-2027-31877")
    assert not incidents.reports_vulnerability("Quillserve 3.3.post1 — 安全更新 CVE-2026-4410")
    assert not incidents.reports_vulnerability("Corvid Guard addresses CVE-2027-31877")
    assert not incidents.reports_vulnerability("Corvid Guard 绕过（未分配编号）")
    doc = doc_of("", GUARD, ISSUE)
    assert landed(doc, "Corvid Guard 1.3.1 — CVE-2027-31877") == "updated"
    assert landed(doc, "Corvid Guard 1.3 发布 — 含 CVE-2027-31877 缓解") == "updated"


def test_a_flaw_said_in_words_gets_its_own_entry_where_the_preamble_files_them_apart() -> None:
    """heldout66 `Gantry 沙箱逃逸 — …` and `Glint FS 0.6 路径穿越漏洞（CVE-…）` against the
    product's entry, where `事故、漏洞公告（CVE/GHSA）…一律在 §1.4 另立一条`. A release that
    only fixes a flaw said in words is that flaw's first news there, so its own entry too
    (heldout189 en: `Corncrake Browse v2.4.1 — 修复跨站提示注入` new where every vulnerability
    is its own entry; a wrong guess leaves a visible duplicate, not a buried update); a release
    announcing more besides stays the product's."""
    said = "> 编辑约定：漏洞与安全事件一律在 §1.4 单独立条，即使产品在别处已有条目。\n"
    escape = "Corvid Guard 沙箱逃逸 — 审计发现工作目录挂载可写宿主"
    assert landed(doc_of(said, GUARD), escape) == "inserted"
    assert landed(doc_of(said, GUARD), "Corvid Guard 1.2 提示注入绕过（CVE-2027-40001）") == (
        "inserted"
    )
    assert landed(doc_of("", GUARD), escape) == "updated"  # (no such rule: the product's news)
    assert landed(doc_of(said, GUARD), "Corvid Guard 1.2.1 修复沙箱逃逸") == "inserted"
    assert landed(doc_of(said, GUARD), "Corvid Guard 1.2.1 — 修复沙箱逃逸，新增插件市场") == (
        "updated"
    )
    assert landed(doc_of("", GUARD), "Corvid Guard 1.2.1 修复沙箱逃逸") == "updated"
    assert incidents.reports_flaw("Corvid Guard 曝注入绕过（暂无补丁）")
    assert not incidents.reports_flaw("Corvid Guard 1.3 — 新增逃逸检测规则集")  # (not the head)


def test_another_cve_than_a_vulnerability_entry_s_is_another_vulnerability() -> None:
    cve = "- **Corvid Guard 绕过**（CVE-2027-31877）— Unicode 标签字符注入。\n"
    title = "Corvid Guard 曝第二个绕过（CVE-2027-40002，暂无补丁）"
    assert landed(doc_of("", cve), title) == "inserted"
    assert landed(doc_of("", cve), "Corvid Guard 绕过 PoC 公开（CVE-2027-31877）") == "updated"
    # a release's lead citing the CVE it fixes is not the vulnerability's entry
    assert incidents.other_vulnerability(title, "Corvid Guard 1.3 — fixes CVE-2027-31877") is None


def test_the_preamble_statement_is_read_by_clause() -> None:
    assert incidents.states_vulnerability_entries("论文一篇一条；CVE 与安全事件各自成条。")
    assert incidents.states_vulnerability_entries("* Vulnerabilities get an entry of their own.")
    assert not incidents.states_vulnerability_entries("CVE 记在产品条目下；论文各自成条。")
    assert not incidents.states_vulnerability_entries("CVEs do not get their own entry.")


# -- another revision of a spec --------------------------------------------------------------


def test_another_dated_revision_is_not_the_entry_of_one_revision() -> None:
    entry = "Model Context Protocol (MCP) spec, 2027-03 revision"
    title = "MCP 规范 2027-06 修订草案征求意见 — 工具输出 schema 强约束"
    assert contrary.other_revision(title, entry) == "2027-06"
    assert contrary.other_revision("Quill MCP 实现 elicitation（MCP 2027-03 修订）", entry) is None
    assert contrary.other_revision(title, "MCP 规范 · Model Context Protocol") is None
    assert contrary.other_revision("MCP spec revision 2027-06 draft", entry) == "2027-06"
    names = NameIndex()
    names.add(f"{entry} — elicitation; resumable sessions.", "§1.2", [])
    verdict = names.decide(title, "§1.2 已有 MCP 规范 2027-03 修订版锚定", [], "§1.2")
    assert verdict.chosen is None and "2027-06 revision" in verdict.why


# -- a release after a Chinese name, one entry per release -----------------------------------


def test_a_release_after_the_chinese_name_is_another_release_than_the_entrys() -> None:
    doc = sections(
        "Convention: **one entry per release**.\n",
        "* **LanCang 3.0** (澜仓) — distributed vector database (2027-03).\n"
        "* **LanCang 3.1** — DiskANN by default (2027-04-20).\n",
    )
    relation = "与活文档现有脉络的关系：已有澜仓 3.0/3.1 锚定；本条为澜仓条目更新\n"
    brief = brief_text(
        increment(1, "LanCang 澜仓 3.2 发布 — RaBitQ 量化索引", "§1.1 框架", extra=relation),
        date="2027-05-15",
    )
    (action,) = run(doc, brief).actions
    assert action.action == "inserted", action
    # the release the entry is for: its update
    same = brief.replace("澜仓 3.2 发布", "澜仓 3.0 发布")
    assert run(doc, same).actions[0].action == "updated"


# -- 矛盾/待核实 items naming their thing another way ------------------------------------------

AGENT_DOC = sections(
    "",
    "- **Kestrel Agents 0.9** — multi-agent framework (kestrel-labs/kestrel-agents).\n"
    "- **Osprey（鱼鹰）** — 事件溯源式 agent 编排框架（2027-04-14）。\n",
    s4=ISSUE,
)


def attached(brief: str, doc: str = AGENT_DOC) -> str:
    """Where the briefing's one item went."""
    (note,) = run(doc, brief).contradictions
    return note.attached_to


def test_a_bare_issue_number_finds_the_increment_citing_that_issue() -> None:
    brief = brief_text(
        increment(1, "loomflow/loomflow#530 — 长会话内存泄漏", "§1.4 可靠性"),
        increment(2, "Tern 0.2 — WASM 工具沙箱"),
        date="2027-04-18",
    ) + items(
        "矛盾/待核实 1：#530 泄漏速率：issue 称每小时 1.2 GB，维护者复现约 300 MB（中风险）\n"
    )
    assert attached(brief) == "2027-04-18#1"
    # the repository named before the number, or another name there
    assert attached(brief.replace("#530 泄漏速率", "loomflow #530 泄漏速率")) == "2027-04-18#1"
    assert attached(brief.replace("#530 泄漏速率", "SGLang #530 泄漏速率")) != "2027-04-18#1"
    # the document holds another repository's #530: which one is meant is unclear
    other = AGENT_DOC.replace("loomflow/loomflow#412", "harborlabs/harbor-mcp#530")
    assert attached(brief, other) != "2027-04-18#1"


def test_a_latin_name_and_release_finds_the_increment_led_by_its_chinese_name() -> None:
    brief = brief_text(
        increment(1, "LangGraph 1.3 发布 — 跨线程 store"),
        increment(2, "渡鸦 Corvid 0.6 — 反思循环可插拔"),
        date="2027-04-17",
    ) + items("矛盾/待核实 1：Corvid 0.6 发布日期：tag 显示 4-16，博客写 4-17（低风险）\n")
    assert attached(brief) == "2027-04-17#2"
    # another release: not that increment
    other = brief.replace("Corvid 0.6 发布日期", "Corvid 0.7 发布日期")
    assert attached(other) != "2027-04-17#2"


def test_a_latin_name_and_release_finds_the_chinese_titled_increment_of_that_repository() -> None:
    kestrel = increment(2, "红隼多智能体框架 0.10 发布 — 黑板持久化", "§1.1 框架").replace(
        "inbox/x.md", "inbox/x.md；github.com/kestrel-labs/kestrel-agents/releases"
    )
    brief = brief_text(
        increment(1, "LoomFlow 2.1.0rc1 预发布 — 子图级重试"), kestrel, date="2027-04-15"
    ) + items("矛盾/待核实 ③：Kestrel 0.10 黑板持久化是否默认开启（低风险）\n")
    assert attached(brief) == "2027-04-15#2"
    # a repository of another name: not that increment
    other = brief.replace("kestrel-labs/kestrel-agents", "hawk-labs/hawk-agents")
    assert attached(other) != "2027-04-15#2"


def test_a_shorter_chinese_name_and_the_same_patch_release_find_the_increment() -> None:
    brief = brief_text(
        increment(1, "潮汐调度器 0.5.1 热修复 — 修复 0.5 公平性回退", "§1.2 推理调度"),
        increment(2, "Skylark Draft 1.3 — 在线蒸馏"),
        date="2027-06-20",
    ) + items("1. 潮汐 0.5.1 是否真正修复多租户饥饿：issue #212 仍 open（🟡 中）\n")
    assert attached(brief) == "2027-06-20#1"
    # a release of two numbers is too little alone for a two-character name
    minor = brief.replace("潮汐 0.5.1 是否", "潮汐 0.5 是否")
    assert attached(minor) != "2027-06-20#1"


def test_an_unknown_claimants_claim_goes_to_the_entry_the_note_leads_with() -> None:
    brief = brief_text(increment(1, "Tern 0.2 — WASM 工具沙箱"), date="2027-04-20") + items(
        "矛盾/待核实 ③：Gannet Labs 宣称收购 Osprey 核心团队（中风险）\n"
        "- 问题：Gannet Labs 新闻稿称已聘用 Osprey 的 4 名核心维护者，Osprey 维护者否认\n"
        '- 建议：标注"Osprey 治理是否受 Gannet Labs 影响待核实"\n'
    )
    assert "Osprey" in attached(brief)
    # the note about the claimant: the 待核实 section, as before
    own = brief.replace("Osprey 治理是否受 Gannet Labs 影响待核实", "Gannet Labs 说法待核实")
    assert attached(own) == "verify"


# -- outages and damage where the preamble files incidents apart ------------------------------

STORE = "- **Sedgewick Vector**：托管向量库，Sedgewick Cloud 出品。\n"
OUTAGE = "- **Sedgewick Vector 2027-03-02 区域宕机**：eu-west 查询全部超时 40 分钟。\n"
APART = "> 编辑约定：事故单列：线上服务中断、数据损坏一律在 §1.4 单独成条。\n"


def _landed_with(doc: str, title: str, relation: str = "") -> str:
    extra = f"与活文档现有脉络的关系：{relation}\n" if relation else ""
    brief = brief_text(increment(1, title, "§1.4 可靠性", extra=extra), date="2027-04-17")
    (action,) = run(doc, brief).actions
    return action.action


@pytest.mark.xfail(
    strict=True,
    reason="since lead151's incident heads, a relation line naming the product's entry "
    "(`§1.4 X 条目更新（事故）`) no longer decides: a new entry reported `possibly continues` "
    "(a miss); letting the line decide made wrong continuations on heldout41, 51 and 151",
)
def test_an_outage_or_damage_is_no_product_news_where_the_preamble_files_incidents_apart() -> None:
    """heldout78: `X 区域故障（…）` and `X 4.0 升级后索引损坏事件` against the product's entry, where
    the preamble gives outages and data damage entries of their own; a relation line naming the
    product's entry still decides (heldout58 `Lumora-Pro 条目更新（事故）`)."""
    outage = "Sedgewick Vector 区域故障（2027-04-16，写入中断约 3 小时）"
    damage = "梭鱼 Sedgewick Vector 2.0 升级后索引损坏事件 — 召回骤降"
    for title in (outage, damage):
        assert _landed_with(doc_of(APART, STORE), title) == "inserted", title
        assert _landed_with(doc_of("", STORE), title) == "updated", title
    named = "§1.4 Sedgewick Vector 条目更新（事故）"
    assert _landed_with(doc_of(APART, STORE), outage, named) == "updated"
    assert _landed_with(doc_of(APART, STORE), "Sedgewick Vector 2.1 修复索引损坏") == "updated"


def test_a_relation_line_only_mentioning_the_product_does_not_decide_an_outage() -> None:
    """heldout123: a relation line citing where the product was first written (`01-11 收录的
    X`), with no continuation wording, leaves an outage the preamble files apart a new entry;
    one saying it updates the entry still decides."""
    host = "- **Wrenfield Hosting**：托管智能体运行平台，Wrenfield 出品。\n"
    title = "Wrenfield Hosting 华北区 4 小时中断"
    mention = "01-11 增量 3 收录的 Wrenfield Hosting"
    assert _landed_with(doc_of(APART, host), title, mention) == "inserted"
    assert _landed_with(doc_of(APART, host), title, "Wrenfield Hosting 条目更新") == "updated"
    assert _landed_with(doc_of("", host), title, mention) == "updated"  # (no such preamble)


def test_an_incident_entry_dated_another_day_is_another_incident() -> None:
    """`X 2027-03-02 区域宕机` does not take the outage of 2027-04-16; a review naming its day does."""
    assert contrary.other_incident_day(
        "Sedgewick Vector 区域故障（2027-04-16，写入中断）", "Sedgewick Vector 2027-03-02 区域宕机"
    ) == ("2027-04-16")
    review = "Sedgewick Vector 2027-03-02 宕机复盘（2027-04-16 发布）"
    assert contrary.other_incident_day(review, "Sedgewick Vector 2027-03-02 区域宕机") is None
    assert (
        contrary.other_incident_day("Sedgewick Vector 宕机复盘", "Sedgewick Vector 区域宕机")
        is None
    )
    outage = "Sedgewick Vector 区域故障（2027-04-16，写入中断约 3 小时）"
    assert _landed_with(doc_of("", OUTAGE), outage) == "inserted"
    assert _landed_with(doc_of("", OUTAGE), "Sedgewick Vector 2027-03-02 宕机复盘") == "updated"


def test_a_github_advisory_id_is_read_as_a_cve_id_is() -> None:
    """A GHSA id (`GHSA-8c2r-q4wm-7jtx`) cites a vulnerability as a CVE id does: its report
    gets an entry of its own where the preamble files vulnerabilities apart; its fix stays
    the product's news."""
    advisory = "Corvid Guard 安全公告 GHSA-8c2r-q4wm-7jtx — 规则热加载可被越权触发"
    assert incidents.cites_vulnerability("see ghsa-8c2r-q4wm-7jtx")
    assert not incidents.cites_vulnerability("GHSA-8c2r-q4wm")  # (not a whole id)
    assert incidents.reports_vulnerability(advisory)
    assert not incidents.reports_vulnerability("Corvid Guard 1.3.1 修复 GHSA-8c2r-q4wm-7jtx")
    said = "> 编辑约定：安全漏洞（含 CVE、GHSA）一律在 §1.4 单独成条。\n"
    assert landed(doc_of(said, GUARD), advisory) == "inserted"
    assert landed(doc_of("", GUARD), advisory) == "updated"  # (no such rule: the product's)


def test_a_vulnerability_under_the_product_where_the_preamble_hangs_incidents_there() -> None:
    """heldout88 `事故…子项挂在该产品下`: a per-product document filing incidents as sub-items
    under the product; a vulnerability (by its id, or a flaw in words) is such an incident,
    found in the product's section though the briefing suggests §1.4."""
    said = "> 约定：每个产品只占一条；其后的版本、事故都记为子项挂在该产品下。\n"
    product = "- **Brightwell 沙盒** — 智能体的容器化执行沙盒，当前 0.6。\n"
    doc = sections(said, s1=product)
    for title in ("Brightwell 沙盒越权 CVE-2027-50012", "Brightwell 沙盒目录穿越漏洞"):
        assert landed(doc, title) == "updated", title
    assert landed(sections("", s1=product), "Brightwell 沙盒越权 CVE-2027-50012") == "inserted"
