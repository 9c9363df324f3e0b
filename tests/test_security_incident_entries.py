"""A preamble giving each security incident and vulnerability an entry of its own
(`安全事件与漏洞（CVE）每起单独立条`): a sandbox escape with its own issue is a new entry, not
news of the sandbox's entry."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import incidents
from patcher.text.source import Source
from tests.conftest import brief_text, increment

PREAMBLE = (
    "> 维护约定：框架按发布版本立条；框架以外的产品一个产品一条，新版本写成条目下的子要点；"
    "安全事件与漏洞（CVE）每起单独立条。"
)


def _doc(preamble: str) -> str:
    return (
        f"# agent 活文档\n\n{preamble}\n\n## §1.1 框架\n\n## §1.2 工具\n\n## §1.3 基准\n\n"
        "## §1.4 可靠性与安全\n\n"
        "- **Warren 沙箱** · Warren — Gopher Labs 的微虚拟机智能体沙箱，冷启动 120 ms，仓库 "
        "gopher-labs/warren。\n"
    )


def _action(doc: str, title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.4"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_the_wordings_give_security_incidents_entries() -> None:
    assert incidents.states_incident_entries(PREAMBLE)
    assert incidents.states_vulnerability_entries(PREAMBLE)
    assert incidents.states_incident_entries("Security incidents get their own entry.")
    assert incidents.states_incident_entries("Incidents get a separate entry in 1.4.")
    assert not incidents.states_incident_entries("安全事件不单独立条，写在产品条目下。")


def test_a_sandbox_escape_with_its_issue_is_an_entry_of_its_own() -> None:
    title = "Warren 沙箱逃逸 — 符号链接穿越（gopher-labs/warren#2231）"
    assert _action(_doc(PREAMBLE), title).action == "inserted"
    news = _action(_doc(PREAMBLE), "Warren 沙箱冷启动降到 90 ms")
    assert news.action == "updated" and "Warren" in (news.matched or ""), news


def test_a_denial_after_the_filing_words_is_of_something_else() -> None:
    tail = (
        "> 约定：漏洞与线上事故单独成条，首行以 `【事故】` 开头，正文只写产品中文名，不写仓库地址。"
    )
    assert incidents.states_vulnerability_entries(tail)
    assert not incidents.states_vulnerability_entries("> 约定：漏洞不单独成条，写在产品条目下。")
    title = "Warren 沙箱 CVE-2030-1187 — 镜像解包越权"
    assert _action(_doc(tail), title).action == "inserted"


def test_a_bullet_of_its_own_is_an_entry_of_its_own() -> None:
    """(adversarial47 f12) A document of bullets calls its entries bullets: `Each security
    advisory gets its own bullet in §1.4` (`one bullet each`, `a separate bullet`) files
    advisories apart, as `its own entry` does; a denial (`no bullets of their own`) does not,
    nor does a bullet point said of something else."""
    for said in (
        "Each security advisory gets its own bullet in §1.4, named `Advisory: …`.",
        "Security advisories get their own bullets in §1.4.",
        "Vulnerabilities: one bullet each, in §1.4.",
        "Each vulnerability gets a separate bullet.",
    ):
        assert incidents.states_vulnerability_entries(said), said
    for said in (
        "Security fixes and advisories are logged under the affected product, with no bullets"
        " of their own.",
        "Security advisories are not given their own bullets; they go under the product.",
        "Each product gets its own bullet; advisories are sub-items of it.",
    ):
        assert not incidents.states_vulnerability_entries(said), said
    doc = _doc("> Conventions: one bullet per product; each security advisory gets its own bullet.")
    assert _action(doc, "Warren 1.4.1 fixes a sandbox escape").action == "inserted"
    news = _action(doc, "Warren cold start drops to 90 ms")
    assert news.action == "updated" and "Warren" in (news.matched or ""), news


def test_a_fix_of_request_smuggling_is_a_flaw_fixed_in_words() -> None:
    """Request or header smuggling is a kind of security flaw, as a path traversal is
    (adversarial48 n05, n06)."""
    assert incidents.fixes_flaw("Pylon LB 2.0.1 fixes a header smuggling flaw")
    assert incidents.fixes_flaw("Pylon LB 2.0.1 fixes HTTP request smuggling")
    assert incidents.fixes_flaw("Pylon LB 2.0.1 — 修复请求走私")
    assert not incidents.fixes_flaw(
        "Pylon LB 2.1 fixes request smuggling and adds weighted routing"
    )


def test_a_product_s_own_entry_is_no_advisory_filed_apart() -> None:
    """`每个产品单列一条` / `each product gets its own bullet` is the product rule, not advisories
    filed apart, though the clause goes on to name advisories (adversarial48 f01, n01)."""
    assert not incidents.states_vulnerability_entries(
        "约定：每个产品单列一条，安全公告与修复记在所属产品条目下，不另立条目。"
    )
    assert not incidents.states_vulnerability_entries(
        "Conventions: each product gets its own bullet, and its security advisories and fixes"
        " are dated sub-items of that bullet."
    )
    assert incidents.states_vulnerability_entries("每个产品单列一条，安全公告也单列一条。")
    assert incidents.states_vulnerability_entries(
        "Each security advisory gets its own bullet in §1.4, named `Advisory: …`."
    )


def test_a_filing_rule_said_of_the_past_is_no_rule_now() -> None:
    """(adversarial50 a03) `Until 2035, security advisories got their own bullet; they are now
    logged under the affected product.`: the own bullet was the old rule (a past verb after
    `until`, `formerly`, `此前`), the present one keeps advisories under the product; a rule
    the clause says holds now (`Since 2035, … now get their own bullet`) still files them apart."""
    for said in (
        "Until 2035, security advisories got their own bullet; they are now logged under the"
        " affected product.",
        "Security advisories formerly had their own bullets; they now go under the product.",
        "> 约定：此前安全公告单独成条，现在记在受影响产品条目下。",
    ):
        assert not incidents.states_vulnerability_entries(said), said
    for said in (
        "Since 2035, security advisories now get their own bullet in §1.4.",
        "Until 2035 advisories went under the product; now each advisory gets its own bullet.",
        "> 约定：安全公告此前写在产品条目下，现在单独成条。",
    ):
        assert incidents.states_vulnerability_entries(said), said
    doc = _doc(
        "> Conventions: one bullet per product. Until 2035, security advisories got their own"
        " bullet; they are now logged under the affected product."
    )
    kept = _action(doc, "Warren 1.4.1 fixes a sandbox escape")
    assert kept.action == "updated" and "Warren" in (kept.matched or ""), kept
