"""A preamble giving advisories and outages entries of their own with the section between
(`Security advisories and outages are their own §1.4 entries`): an advisory or an outage of a
product is a new entry, not news of the product's entry."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import incidents
from patcher.text.source import Source
from tests.conftest import brief_text, increment

PREAMBLE = (
    "Conventions: one numbered entry per product, `**Name** — summary (Maker, since YEAR)`; "
    "releases and other product news are dated sub-bullets under the product's entry. Security "
    "advisories and outages are their own §1.4 entries (`**<Product> advisory: …**`, "
    "`**<Product> outage …**`)."
)


def _doc(preamble: str) -> str:
    return (
        f"# RAG — living document\n\n{preamble}\n\n## §1.1 Frameworks\n\n"
        "1. **Tessera DB** — distributed vector and full-text database (Tessera Labs, since "
        "2032)\n   - 2034-06-01: 2.3 — tiered storage.\n"
        "2. **Tessera Cloud** — managed Tessera with a serverless tier (Tessera Labs, since "
        "2033)\n\n## §1.2 Tools\n\n## §1.3 Benchmarks\n\n## §1.4 Security and reliability\n"
    )


def _action(doc: str, title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.1"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_the_section_between_own_and_entries_still_files_them_apart() -> None:
    assert incidents.states_incident_entries(PREAMBLE)
    assert incidents.states_vulnerability_entries(PREAMBLE)
    assert incidents.stated_incident_section(PREAMBLE) == "§1.4"
    said = "Outages are their own § 2.3 entries."
    assert incidents.states_incident_entries(said)
    assert incidents.stated_incident_section(said) == "§2.3"
    assert incidents.states_vulnerability_entries("Advisories get their own entries in §1.4.")
    denied = "Outages are not their own §1.4 entries; they go under the product."
    assert not incidents.states_incident_entries(denied)


def test_an_advisory_title_is_an_advisory() -> None:
    assert incidents.reports_advisory("Tessera DB 安全公告：gRPC 管理接口未鉴权可删除集合")
    assert incidents.reports_advisory("Tessera DB security advisory — admin API unauthenticated")
    assert not incidents.reports_advisory("Tessera DB 2.4 安全公告：修复管理接口鉴权")
    assert not incidents.reports_advisory("Tessera DB 修复管理接口鉴权 — 安全公告")
    assert not incidents.reports_advisory("Tessera DB 2.4 发布：分层存储 GA")


def test_an_advisory_and_an_outage_are_entries_of_their_own() -> None:
    doc = _doc(PREAMBLE)
    advisory = "Tessera DB 安全公告：gRPC 管理接口未鉴权可删除集合（TDB-SA-2034-07）"
    assert _action(doc, advisory).action == "inserted"
    outage = "Tessera Cloud us-east 查询延迟飙升事故 — 持续约 6 小时"
    assert _action(doc, outage).action == "inserted"
    news = _action(doc, "Tessera DB 2.4 发布：分层存储 GA")
    assert news.action == "updated" and "Tessera DB" in (news.matched or ""), news


def test_a_security_fix_of_a_flaw_is_the_advisory_s_news() -> None:
    fix = "tessera db 2.4.1 安全修复 —— 提示模板注入导致远程代码执行(TDB-SA-2034-05)"
    assert incidents.fixes_flaw(fix)
    assert incidents.fixes_flaw("Tessera DB 2.4.1 security fix — auth bypass in admin API")
    assert not incidents.fixes_flaw("Tessera DB 2.4.1 安全修复 —— 新增防注入过滤")
    assert not incidents.fixes_flaw("Tessera DB 2.4.1 修复提示模板注入")
    assert _action(_doc(PREAMBLE), fix).action == "inserted"
    quiet = "Conventions: releases and other product news are dated sub-bullets under the entry."
    kept = _action(_doc(quiet), fix)
    assert kept.action == "updated" and "Tessera DB" in (kept.matched or ""), kept
