"""Entries gathering a section's incidents (issue 21, heldout126 en): where each section keeps
one `Known issues`-like entry with a dated sub-bullet per incident, an incident of a product goes
there, in the product's section, not under the product; the product's other news stays its own."""

from __future__ import annotations

from patcher import api
from patcher.plan import gatherings
from tests.conftest import brief_text, increment, run

DOC = (
    "# Serving notes\n\n"
    "## §1.1 Engines\n\n"
    "- **Wrenfield** (Osprey Labs): batch inference engine; 2.3.\n"
    "- **Wrenfield Hosted** (Osprey Labs): managed Wrenfield, per-token billing.\n"
    "- **Known issues (§1.1)**: trouble of §1.1 products, oldest first.\n"
    "  - 2031-03-02 — Wrenfield Hosted: eu-west 502s for ~20 min.\n\n"
    "## §1.2 Scheduling\n\n"
    "- **Tollgate** (Bryony AI): admission controller for serving fleets; 0.9.\n"
    "- **Known issues (§1.2)**: trouble of §1.2 products, oldest first.\n"
    "  - 2031-02-11 — Tollgate: queue stall after a config reload.\n\n"
    "## §1.3 KV Cache\n\n## §1.4 Reliability\n\n"
)


def _action(title: str, section: str, points: str = "- a point - another") -> tuple[str, str]:
    brief = brief_text(increment(1, title, section=section, points=points))
    action = run(DOC, brief).actions[0]
    return action.action, action.matched or ""


def _line(title: str, section: str) -> int:
    """The line (from 1) of the document the increment's edit lands at."""
    action = run(DOC, brief_text(increment(1, title, section=section))).actions[0]
    assert action.line is not None, action
    return action.line


def test_an_entry_gathering_incidents() -> None:
    """A gathering label as the whole name, maybe scoped, holding a dated sub-bullet or saying
    it holds incidents; not a product's home (`Incident log — <product>`), nor a sentence."""
    dated = ["  * 2034-03-27 — Tessellate Cloud: eu-west writes failed"]
    assert gatherings.gathering("**Incidents (§1.1)**: incidents of §1.1 products", []) == (
        "Incidents",
        True,
    )
    assert gatherings.gathering("**Known issues**", dated) == ("Known issues", False)
    assert gatherings.gathering("**事故汇总（§1.2）**— 各产品事故", []) == ("事故汇总", True)
    assert gatherings.gathering("**Known issues**", []) is None  # (nothing says it gathers)
    assert gatherings.gathering("**Incident log — TideVoice**: every outage", dated) is None
    assert gatherings.gathering("Incident log — ClearMirror (all releases)", dated) is None
    assert gatherings.gathering("Incident: Kestrel Metal backend memory leak — …", dated) is None
    assert gatherings.gathering("事故：Kestrel 内存泄漏", dated) is None
    assert gatherings.gathering("Incident log — every incident, one row each", []) is not None
    assert gatherings.gathering("**Incidents are never entries of their own**", dated) is None
    assert gatherings.gathering("**Wrenfield** (Osprey Labs): engine", dated) is None


def test_an_incident_goes_to_its_product_sections_gathering_entry() -> None:
    """`Wrenfield Hosted` outage → `Known issues (§1.1)`, not the product; a CVE of Tollgate
    suggested for §1.4 → `Known issues (§1.2)`, the product's section."""
    action, matched = _action("Wrenfield Hosted us-east 宕机 2 小时", "§1.1")
    assert action == "updated" and "Known issues" in matched, matched
    action, matched = _action("Tollgate 准入令牌泄露（CVE-2031-22001）", "§1.4")
    assert action == "updated" and 'incidents of "Tollgate" in "Known issues' in matched, matched
    section = DOC.split("\n").index("## §1.2 Scheduling") + 1
    assert _line("Tollgate 准入令牌泄露（CVE-2031-22001）", "§1.4") > section


def test_a_status_page_sourced_incident() -> None:
    """Trouble the title words in no symptom (`队列积压`) is an incident when a status page is
    its source."""
    brief = brief_text(
        "增量 1：Wrenfield Hosted 调度队列积压 3 小时（⭐⭐⭐）\n来源：status.wrenfield.dev\n"
        "要点：- 新任务排队 - 已扩容\n可信度：高\n建议归入章节：§1.1"
    )
    action = run(DOC, brief).actions[0]
    assert action.action == "updated" and "Known issues" in (action.matched or ""), action


def test_the_products_other_news_stays_its_own() -> None:
    """A release, a fix release: the product's entry."""
    for title in ("Wrenfield 2.4 发布：分页 KV", "Tollgate 0.9.1：修复重载后队列卡死"):
        section = "§1.1" if title.startswith("W") else "§1.2"
        action, matched = _action(title, section)
        assert action == "updated" and "Known issues" not in matched, (title, matched)


def test_an_advisory_stays_on_its_product_where_the_editor_files_advisories_there() -> None:
    """heldout149 en: the products' own entries hold their advisories (`advisory CVE-… — …`
    under `Tollgate`), so an advisory that reports no trouble nor incident (`Tollgate 安全公告
    CVE-…：配置接口参数注入`) is the product's news, not the gathering's; an outage of the same
    product still goes to the gathering; with no advisory under a product, the gathering takes
    the advisory as before."""
    held = DOC.replace(
        "admission controller for serving fleets; 0.9.\n",
        "admission controller for serving fleets; 0.9.\n"
        "  - 2031-01-20: advisory CVE-2031-20417 — header spoofing before 0.8.2; fixed in 0.8.2.\n",
    )
    title = "Tollgate 安全公告 CVE-2031-23005：配置接口参数注入"
    found = run(held, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert found.action == "updated" and "Known issues" not in (found.matched or ""), found
    outage = "Tollgate 准入队列宕机 2 小时"
    found = run(held, brief_text(increment(1, outage, section="§1.2"))).actions[0]
    assert found.action == "updated" and "Known issues" in (found.matched or ""), found
    action, matched = _action(title, "§1.4")
    assert action == "updated" and "Known issues" in matched, matched


def test_an_incidents_published_report_is_the_gatherings_news() -> None:
    """heldout149 en: `发布` of a postmortem (`Tollgate 事故后续：Bryony AI 发布准入停滞复盘`,
    `… 故障复盘发布`) publishes a report, no release: the incident's follow-up goes to the
    gathering, as the incident did; a release that fixes it (`Tollgate 0.9.1 发布：修复…`) is
    still the product's."""
    for title in ("Tollgate 事故后续：Bryony AI 发布准入停滞复盘", "Tollgate 准入事故复盘发布"):
        action, matched = _action(title, "§1.2")
        assert action == "updated" and "Known issues" in matched, (title, matched)
    action, matched = _action("Tollgate 0.9.1 发布：修复准入事故", "§1.2")
    assert "Known issues" not in matched, matched


def test_a_day_after_the_name_is_no_word_of_it() -> None:
    """heldout149 en: `Wrenfield Hosted 03-02 故障复盘发布` names `Wrenfield Hosted` and the day
    of its incident (not a thing named `Wrenfield Hosted 03-02`): where an entry gathers the
    section's incidents, the product read without the day leads to it."""
    action, matched = _action("Wrenfield Hosted 03-02 故障复盘发布", "§1.4")
    assert action == "updated" and "Known issues" in matched, matched


def test_an_incident_of_a_product_only_the_gathering_names() -> None:
    """heldout149 en: no entry of its own for `Wrenfield Cloud`, but the document's one
    gathering, scoped to no section, holds its earlier incident: its new incident
    (`Wrenfield Cloud 故障复盘：调度器死锁`) goes there too; not for a product the gathering
    never names."""
    doc = (
        "# Notes\n\n## §1.1 Engines\n\n- **Wrenfield** (Osprey Labs): batch engine; 2.3.\n\n"
        "## §1.2 Scheduling\n\n## §1.3 KV Cache\n\n## §1.4 Reliability\n\n"
        "- **Incidents** — production incidents, one sub-bullet each.\n"
        "  - 2031-03-02: Wrenfield Cloud queue backlog, about 3 h of delayed runs.\n"
    )

    def action(title: str) -> api.Action:
        return run(doc, brief_text(increment(1, title, section="§1.4"))).actions[0]

    found = action("Wrenfield Cloud 故障复盘：调度器死锁导致 2 小时停滞")
    assert found.action == "updated" and "Incidents" in (found.matched or ""), found
    assert action("Tollway Cloud 故障复盘：调度器死锁导致 2 小时停滞").action == "inserted"
