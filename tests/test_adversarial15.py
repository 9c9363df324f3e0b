"""Adversarial pass 15 (tests/data/adversarial15): the incident and advisory homes read from a
document's own entries (`EntryIndex.incident_home`, `advisory_home`), where they over-read a
release's note or a tool; each fixed at its cause. The wordings and names here are new, not the
pass's inputs."""

from __future__ import annotations

from patcher.plan import incidents
from tests.conftest import brief_text, increment, run

# Release notes as `续：` sub-items citing what they fix; advisories and bugs apart in §1.4,
# their leads saying the fix before the CVE (no advisory's own entry by `advisory_entry`).
NOTES = (
    "# 检索服务 · 活文档\n\n检索组的笔记。\n\n## §1.1 框架格局\n\n"
    "- Wicket Search — Wicket 的向量检索服务。\n"
    "  - 10-04 续：2.2 发布，修复索引合并卡死（wicket-io/search#611）。\n"
    "  - 10-19 续：2.2.3 发布，修复 CVE-2027-40110（过滤器注入）。\n"
    "- Fenwick Cache — 语义缓存代理。\n"
    "  - 10-22 续：0.7 发布，含 CVE-2027-40871 的补丁。\n"
    "- Osprey Broker — Osprey 的消息中间件。\n"
    "- Tamarind Proxy — Tamarind 的模型 API 代理，按密钥计费。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性与安全\n\n"
    "- Wicket Search 跨租户召回 — 2.2.4 已修复；CVE-2027-41002，影响 2.0–2.2.3。\n"
    "- Fenwick Cache 缓存投毒 — 0.7.2 已修复；CVE-2027-41230。\n"
    "- Osprey Broker 消息重复投递 — osprey-mq/broker#902，重平衡时消息被投递两次。\n"
)


def _action(doc: str, title: str, section: str) -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_a_release_note_citing_what_it_fixes_reports_no_advisory_or_incident() -> None:
    """A sub-item saying a release or a fix before the CVE or issue it cites is that release's
    note, not an advisory or incident filed under the entry."""
    assert not incidents.reports_advisory_item("  - 10-19 续：2.2.3 发布，修复 CVE-2027-40110")
    assert not incidents.reports_advisory_item("  - 10-22 续：0.7 released, ships CVE-2027-40871")
    line = "  - 10-04 续：2.2 发布，修复索引合并卡死（wicket-io/search#611）"
    assert not incidents.reports_incident_item(line)
    # (an advisory or incident the sub-item reports is still read)
    assert incidents.reports_advisory_item("  - 10-19 续：CVE-2027-40110，过滤器注入，2.2.3 修复")
    assert incidents.reports_incident_item("  - 10-04：索引合并卡死（wicket-io/search#611）")


def test_an_advisory_is_apart_where_release_notes_cite_fixed_cves() -> None:
    """Release notes citing the CVEs they fix do not show advisories filed under the product:
    a new vulnerability of a product is an entry of its own, as the editor's §1.4 keeps them."""
    title = "Tamarind Proxy 计费密钥越权（CVE-2027-42019）"
    action, matched = _action(NOTES, title, "§1.4 可靠性与安全")
    assert action == "inserted", (action, matched)


def test_a_bug_is_apart_where_release_notes_cite_fixed_issues() -> None:
    """Release notes citing the issues they fix do not show bugs filed under the product: a
    bug with its own issue is an entry of its own, as the editor's §1.4 keeps them."""
    title = "Tamarind Proxy 连接池死锁（tamarind-ai/proxy#955）"
    action, matched = _action(NOTES, title, "§1.4 可靠性与安全")
    assert action == "inserted", (action, matched)


# A §1.4 of tools named by a trouble's word; no incident anywhere, the preamble silent.
TOOLS = (
    "# 训练平台笔记\n\n## §1.1 框架格局\n\n"
    "- **Pennant 4.0** — Pennant 的分布式训练框架，ZeRO-3。\n"
    "- **Pennant 4.1** — 弹性检查点，默认 BF16。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可观测性\n\n"
    "- **Hang Finder** — 分布式训练卡死定位器，抓取各 rank 调用栈。\n"
    "- **Crash Vault** — 崩溃现场归档服务。\n"
    "- **Stall Scope** — a stall tracer for collective ops.\n"
)


def test_a_tool_named_by_a_troubles_word_is_no_incident_entry() -> None:
    """An entry named by a symptom's word whose description calls it a tool or a service is
    no incident's own entry: the editor's entries show no home of incidents."""
    assert incidents.describes_tool("Hang Finder — 分布式训练卡死定位器，抓取各 rank 调用栈")
    assert incidents.describes_tool("Crash Vault — 崩溃现场归档服务。")
    assert incidents.describes_tool("Stall Scope — a stall tracer for collective ops.")
    assert not incidents.describes_tool("Pennant 4.1 workers hang on resume — resumed jobs froze")
    assert not incidents.describes_tool("Pennant 检查点损坏 — 11-02 弹性扩容后检查点无法加载")
    title = "Pennant 4.1 检查点 bug：扩容后部分分片丢失"
    action, matched = _action(TOOLS, title, "§1.1 框架格局")
    assert action == "updated" and "Pennant 4.1" in matched, (action, matched)


# Incidents apart in §1.4, each led by its product's bold name and then the symptom; product
# entries' sub-items mention a failover feature and a crash-recovery script (no incidents).
LED = (
    "# 数据平面 · 活文档\n\n值班组手记。\n\n## §1.1 框架格局\n\n"
    "- **Bittern** — Bittern 的流式推理网关。\n"
    "  - 09-03：新增故障转移，上游失联时切到备用池。\n"
    "- **Halyard** — 多集群作业编排器。\n"
    "  - 09-11：宕机自动恢复脚本并入主仓库。\n"
    "- **Plover** — 函数调用参数校验库。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    "- **Bittern** 连接池耗尽后请求挂起（09-18）— 需滚动重启，1.9.2 修复。\n"
    "- **Halyard** 主节点切换时作业死锁（09-25）— 约 40 分钟无法调度。\n"
)


def test_an_incident_entry_led_by_its_products_name_shows_incidents_apart() -> None:
    """An entry whose lead names its product and then the symptom it reports is an incident's
    own: with it the editor's entries show no home under products (a failover feature's
    sub-item aside), and a new symptom of another product stays apart from its entry."""
    assert incidents.symptom_after_name("Bittern 连接池耗尽后请求挂起（09-18）— 需滚动重启")
    assert not incidents.symptom_after_name("Bittern — 流式推理网关；1.9.2 修复请求挂起")
    assert not incidents.symptom_after_name("Bittern 1.9.2 修复请求挂起 — 发布说明")
    title = "Plover 嵌套 schema 校验超时"
    action, matched = _action(LED, title, "§1.4 可靠性")
    assert action == "inserted", (action, matched)
