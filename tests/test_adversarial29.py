"""Adversarial pass 29 (tests/data/adversarial29): near-misses of the readings merged last
(advisories continued only by the same flaw, a fix citing an advisory's id, weak security
words, Chinese names before ` · ` and before a Latin tail, a night's entry named by its own
news, results kept as entries, incidents shown by sub-items, editions launched under a
product, `不是同一事件的续报`, `X on B: N%`); the set's figures held, and each cause fixed tested
with new names and wordings (not the pass's inputs)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher.plan import advisories, incidents
from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "adversarial29"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial29_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """71 labelled cases on three documents: no wrong continuation (3 before the pass's
    fixes: k06, k07, k09), no miss (1 before: k15), no briefing refused."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 71
    assert verdicts["WRONG"] == [], verdicts
    assert verdicts["MISSED"] == [], verdicts
    assert [r["id"] for r in rows if r["verdict"] == "ERROR"] == []


_DOC = (
    "# 存储 · 活文档\n\n> 约定：每个产品一条；安全公告单列为 §1.4 的独立条目。\n\n"
    "## §1.1 数据库\n\n"
    "- **Whinchat**（Stonechat Labs）— 向量数据库，当前 4.1。\n"
    "- **Pipistrel**（Stonechat Labs）— 查询代理，当前 0.9。\n\n"
    "## §1.2 检索\n\n## §1.3 评测\n\n## §1.4 安全与可靠性\n\n"
    "- **Whinchat 安全公告：备份接口越权读取（CVE-2031-70123）** — 2031-05-02 公开。\n"
)


def _on(title: str, section: str = "§1.4") -> tuple[str, str]:
    """What the increment did and the lead of the entry it continued ("" for none)."""
    report = run(_DOC, brief_text(increment(1, title, section=section)))
    action = report.actions[0]
    lines = report.new_text.render().split("\n")
    above = lines[: action.line] if action.action == "updated" and action.line else []
    return action.action, next((ln for ln in reversed(above) if ln.startswith("- ")), "")


def test_another_entrys_release_citing_an_advisorys_id_is_not_the_advisorys_news() -> None:
    """`Pipistrel 1.0 — 一并修复 CVE-2031-70123`: the id is Whinchat's advisory's, the title
    leads with another entry's product: Pipistrel's news (or new), never Whinchat's advisory;
    Whinchat's own fix citing it still continues the advisory."""
    for title, section in (
        ("Pipistrel 1.0 — 一并修复 CVE-2031-70123", "§1.4"),
        ("Pipistrel 1.0 adds detection of CVE-2031-70123 exploits", "§1.1"),
    ):
        _, lead = _on(title, section)
        assert "安全公告" not in lead, (title, lead)
    action, lead = _on("Whinchat 4.1.2 — 修复 CVE-2031-70123 的残余路径")
    assert action == "updated" and "备份接口" in lead, lead


def test_the_access_a_weakness_gives_is_no_component() -> None:
    """`越权读取` of the backup API and of the audit log are two flaws: `读取` (read, write,
    access) says what the weakness gives, not what is flawed."""
    name = "Whinchat 安全公告：备份接口越权读取（CVE-2031-70123）"
    assert advisories.same_flaw("Whinchat 安全公告：审计日志越权读取", name, "whinchat") is False
    assert advisories.same_flaw("Whinchat 备份接口越权读取复盘", name, "whinchat")
    assert _on("Whinchat 安全公告：审计日志接口越权读取")[0] == "inserted"


def test_an_alert_of_a_weakness_is_a_feature() -> None:
    """`新增越权访问告警`, `adds injection alerts`: a defence, no flaw."""
    assert not incidents.reports_flaw("Whinchat 4.2 新增越权访问告警")
    assert not incidents.security_news("Whinchat 4.2 新增越权访问告警")
    assert incidents.security_news("Whinchat 4.2 修复越权访问漏洞")
    action, lead = _on("Whinchat 4.2 新增越权访问告警", "§1.1")
    assert action == "updated" and "**Whinchat**" in lead, lead


def test_an_id_cited_after_the_leads_first_clause_makes_no_advisory_entry() -> None:
    """`**Whimbrel**：向量检索服务，依赖 libfoo；已随上游修补 CVE-…`: the id is background
    (a product's entry), so a release citing it is no advisory's follow-up; an id in the first
    clause (`**Whimbrel 快照漏洞**（CVE-…）：…`) is the entry's own."""
    cve = "CVE-2031-70999"
    assert not advisories.advisory_entry(
        "Whimbrel", f"向量检索服务，依赖 libfoo；已随上游修补 {cve}"
    )
    assert not incidents.advisory_entry(
        "Whimbrel", f"向量检索服务，依赖 libfoo；已随上游修补 {cve}"
    )
    assert advisories.advisory_entry("Whimbrel 快照漏洞", f"（{cve}）：快照可越权读取")
