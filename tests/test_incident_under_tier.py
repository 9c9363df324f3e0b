"""Where the preamble files an incident as an update of the entry it hit (each tier its own
entry), a follow-up finds the incident in a dated sub-item: a review whose relation line says
the document holds that day's incident, under the entry the title names in full (`Quaymark
Enterprise 跨租户串扰 — 完整复盘` → `**Quaymark Enterprise**`'s `2038-08-12` sub-item, not
`**Quaymark**`); a title following up a product's phrase (`Quaymark 法兰克福中断复盘`) that one
entry's sub-item writes (`Quaymark Cloud 法兰克福区中断约 6 小时`). Names are invented."""

from __future__ import annotations

from .conftest import brief_text, increment, run

_DOC = (
    "# agent · living document\n\n"
    "> Conventions: one bullet per product *tier or edition* (Pro, Cloud, Enterprise … each its\n"
    "> own entry). An incident is an update of the affected entry (the tier it hit).\n\n"
    "## §1.1 Frameworks & Platforms\n\n"
    "- **Quaymark** (Pilings, 2036-11): enterprise agent platform, hosted standard edition\n"
    "- **Quaymark Enterprise** (Pilings, 2037-03): self-hosted edition with SSO\n"
    "  - 2038-08-12: cross-tenant context bleed — cache keys lacked a tenant prefix; rolled back\n"
    "  - 2038-08-30: private tool catalog\n"
    "- **Quaymark Cloud** (Pilings, 2038-08): hosted Quaymark, US-East and Frankfurt\n"
    "  - 2038-08-14: general availability\n"
    "  - 2038-09-15: Quaymark Cloud 法兰克福区中断约 6 小时，浏览器会话全部丢失\n\n"
    "## §1.2 Protocols & Interop\n\n## §1.3 Benchmarks & Evaluation\n\n"
    "## §1.4 Reliability & Security\n"
)


def test_the_review_of_an_incident_a_tier_holds_in_a_dated_sub_item() -> None:
    relation = (
        "与活文档 agent.md 现有脉络的关系：§1.4 已记该事故 08-12 确认与回滚；本条是完整复盘\n"
    )
    title = "Quaymark Enterprise 跨租户串扰 — Pilings 发布完整复盘"
    review = brief_text(increment(1, title, section="§1.4", extra=relation), date="2038-09-12")
    action = run(_DOC, review).actions[0]
    assert action.action == "updated", action
    assert "Quaymark Enterprise" in (action.matched or ""), action


def test_no_sub_item_of_that_day_no_review_home() -> None:
    relation = (
        "与活文档 agent.md 现有脉络的关系：§1.4 已记该事故 08-19 确认与回滚；本条是完整复盘\n"
    )
    title = "Quaymark Enterprise 跨租户串扰 — Pilings 发布完整复盘"
    review = brief_text(increment(1, title, section="§1.4", extra=relation), date="2038-09-12")
    action = run(_DOC, review).actions[0]
    assert "Quaymark Cloud" not in (action.matched or ""), action


def test_a_phrase_follow_up_of_an_incident_a_tier_holds() -> None:
    title = "Quaymark 法兰克福中断复盘 — 调度器迁移脚本漏掉回滚条件"
    action = run(_DOC, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert action.action == "updated", action
    assert "Quaymark Cloud" in (action.matched or ""), action


def test_a_phrase_no_sub_item_writes_finds_no_tier() -> None:
    title = "Quaymark 新加坡中断复盘 — 调度器迁移脚本漏掉回滚条件"
    action = run(_DOC, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert "Quaymark Cloud" not in (action.matched or ""), action


_CVE_DOC = _DOC.replace(
    "  - 2038-08-30: private tool catalog\n",
    "  - 2038-08-30: private tool catalog\n"
    "  - 2038-08-24: sandbox escape CVE-2038-50311 (symlinks escape the worktree), fixed in 2.3.5\n",
)


def test_a_title_led_by_a_cve_id_an_entrys_sub_item_records() -> None:
    """`CVE-… 修复回移到 2.2.x 分支`, the id recorded in one entry's dated sub-item where the
    preamble files incidents under the entry they hit: that entry's news."""
    title = "CVE-2038-50311 修复回移到 2.2.x 分支"
    action = run(_CVE_DOC, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert action.action == "updated", action
    assert "Quaymark Enterprise" in (action.matched or ""), action


def test_a_cve_id_no_sub_item_records_is_new() -> None:
    title = "CVE-2038-50399 修复回移到 2.2.x 分支"
    action = run(_CVE_DOC, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert action.action == "inserted", action


def test_a_cve_id_then_a_release_the_title_names_is_not_read_so() -> None:
    """Counter-example: `CVE-… 修复回移至 Quaymark 2.2.9` names a release after the id: the
    release's news, not read by the sub-item alone."""
    title = "CVE-2038-50311 修复回移至 Tarnwell 2.2.9"
    action = run(_CVE_DOC, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert "Quaymark Enterprise" not in (action.matched or ""), action
