"""Advisories (tests/data/advisories): an advisory's entry continues only with the same flaw
(the same id, or the same kind of weakness of the same component); a follow-up citing its id
continues it where advisories are filed apart; words a feature may use too (`without auth`)
say a flaw only with a second signal. The set's figures held, and each cause tested with new
names and wordings (not the set's inputs)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher.plan import advisories
from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "advisories"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("advisories_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """60 labelled cases on three documents: no wrong continuation (6 before), at most one
    missed (4 before: `安全公告不单独成条，写在产品条目下` not read as filing under the product)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 60
    assert verdicts["WRONG"] == [], verdicts
    assert len(verdicts["MISSED"]) <= 1, verdicts
    assert not [r["id"] for r in rows if r["verdict"] == "ERROR"]


_DOC = (
    "# 存储 · 活文档\n\n> 约定：每个产品一条；后续消息写成子行。{rule}\n\n"
    "## §1.1 数据库\n\n"
    "- **Plover**（Dunlin Labs）— 时序数据库，当前 2.2。\n\n"
    "## §1.2 检索\n\n## §1.3 评测\n\n## §1.4 安全与可靠性\n\n"
    "- **Plover 安全公告：导出接口可越权读取（PLV-SA-2031-02）** — 2031-02-03 公开。\n"
    "- **Plover replication path traversal (GHSA-2m4q-8xv9-qq7c)** — 2031-02-09 published.\n"
)


def _on(doc: str, title: str, section: str = "§1.4") -> tuple[str, str, str]:
    """What the increment did, the lead of the entry it continued ("" for none), and the
    entry it possibly continues."""
    report = run(doc, brief_text(increment(1, title, section=section)))
    action = report.actions[0]
    lines = report.new_text.render().split("\n")
    above = lines[: action.line] if action.action == "updated" and action.line else []
    lead = next((line for line in reversed(above) if line.startswith("- ")), "")
    return action.action, lead, action.possibly


def test_another_flaw_of_the_product_is_not_its_advisory_entrys_news() -> None:
    """Where the preamble says nothing: `Plover 安全公告：批量写入请求可被伪造` (another kind of
    weakness) and `Plover 安全公告：SSRF in the webhook fetcher` (another component, a
    weakness no word list knows) are new entries, reported `possibly continues`; the same
    flaw in other words (`导出接口越权读取问题复盘`) continues the advisory."""
    doc = _DOC.format(rule="")
    for title in ("Plover 安全公告：批量写入请求可被伪造", "Plover 安全公告：webhook 拉取 SSRF"):
        action, matched, possibly = _on(doc, title)
        assert action == "inserted", matched
        assert "安全公告" in possibly, possibly
    action, matched, _ = _on(doc, "Plover 导出接口越权读取问题复盘")
    assert action == "updated" and "导出接口" in matched, matched


def test_the_same_flaw_in_other_words_prefers_its_advisory_to_the_product() -> None:
    """`Plover path traversal via replication: PoC out` names the product and the
    flaw the advisory entry is named by (the same weakness of the same component): the
    advisory's news, not the product's."""
    action, matched, _ = _on(_DOC.format(rule=""), "Plover path traversal via replication: PoC out")
    assert action == "updated" and "traversal" in matched, matched


def test_a_follow_up_citing_the_advisorys_id_continues_it_where_advisories_are_apart() -> None:
    """Advisories filed apart (`安全公告单列为 §1.4 的独立条目`): a follow-up citing the entry's
    vendor id or GHSA (`…补充说明（PLV-SA-2031-02）`, `GHSA-…: Plover ships a fix`) continues
    that entry; another flaw of the product is still a new one."""
    doc = _DOC.format(rule="安全公告单列为 §1.4 的独立条目。")
    action, matched, _ = _on(doc, "Plover 安全公告补充说明（PLV-SA-2031-02）")
    assert action == "updated" and "导出接口" in matched, matched
    action, matched, _ = _on(doc, "GHSA-2m4q-8xv9-qq7c: Plover ships a fix in 2.2.1")
    assert action == "updated" and "traversal" in matched, matched
    assert _on(doc, "Plover 安全公告：批量写入请求可被伪造")[0] == "inserted"


def test_words_a_feature_may_use_say_a_flaw_only_with_a_second_signal() -> None:
    """Advisories filed apart: `Plover admin console reachable without auth`, filed in the
    section holding advisory entries, is a flaw (a new entry, not the product's news); a
    release adding something `without auth` in the product's section is the product's."""
    doc = _DOC.format(rule="安全公告单列为 §1.4 的独立条目。")
    assert _on(doc, "Plover admin console reachable without auth")[0] == "inserted"
    action, matched, _ = _on(doc, "Plover 2.3 supports metrics scraping without auth", "§1.1")
    assert action == "updated" and "**Plover**" in matched, matched
    assert advisories.weak_flaw("Plover admin console reachable without auth")
    assert not advisories.weak_flaw("Plover 2.3 新增未授权访问告警")


def test_same_flaw_reads_ids_weaknesses_and_components() -> None:
    """`same_flaw`: a shared id; another id; another kind of weakness; the same kind of another
    component; too little said to tell."""
    name = "Plover 安全公告：导出接口可越权读取（PLV-SA-2031-02）"
    assert advisories.same_flaw("Plover 补充（PLV-SA-2031-02）", name, "plover")
    assert advisories.same_flaw("Plover 安全公告（PLV-SA-2031-07）", name, "plover") is False
    assert advisories.same_flaw("Plover 安全公告：写入可被伪造", name, "plover") is False
    assert advisories.same_flaw("Plover 安全公告：统计接口越权", name, "plover") is False
    assert advisories.same_flaw("Plover 导出接口越权问题复盘", name, "plover")
    assert advisories.same_flaw("Plover 安全公告补充说明", name, "plover") is None


_FOLLOWED = (
    "# 网关 · 活文档\n\n> 约定：每个产品一条；后续消息写成子行。{rule}\n\n"
    "## §1.1 网关\n\n"
    "- **Tollgate**（Sedge Labs）— MCP 网关，当前 3.0。\n\n"
    "## §1.2 检索\n\n## §1.3 评测\n\n## §1.4 安全与可靠性\n\n"
    "- **Tollgate 网关 SSRF 漏洞 CVE-2031-40877 — 回调地址未校验** ⭐⭐⭐⭐（2031-03-02）\n"
)


def test_a_fix_release_citing_an_advisory_of_the_suggested_section_continues_it() -> None:
    """`Tollgate 3.1 — 修复 CVE-2031-40877`, suggested in §1.4 where the advisory citing that id
    has its own entry: the advisory's follow-up, not news of `**Tollgate**` in §1.1 (the
    title's name finds the product; the id finds the advisory); another id, or a preamble
    putting the release that fixes an advisory under the product, leaves it the product's."""
    doc = _FOLLOWED.format(rule="")
    action, matched, _ = _on(doc, "Tollgate 3.1 — 修复 CVE-2031-40877")
    assert action == "updated" and "CVE-2031-40877" in matched, matched
    action, matched, _ = _on(doc, "Tollgate 3.1 — 修复 CVE-2031-51234")
    assert "CVE-2031-40877" not in matched, matched
    rule = "The release that fixes an advisory is logged under the product, not the advisory."
    action, matched, _ = _on(_FOLLOWED.format(rule=rule), "Tollgate 3.1 — 修复 CVE-2031-40877")
    assert action == "updated" and "**Tollgate**" in matched, matched


_BY_ID = """# Agent

> Security advisories are their own §1.4 entries.

## §1.1 Frameworks

- **Wagtail** — agent runtime (Pell Labs), v3.0.
- **Quillon** — workflow engine (Fenwick).

## §1.2 Tools

## §1.3 Memory

## §1.4 Reliability

- **CVE-2031-55012：远程工具描述可注入指令** — 影响工具注册表，已有 PoC。
"""


def test_news_citing_an_advisory_named_by_its_id_alone_continues_it() -> None:
    """An advisory entry named by its id and flaw alone may be any product's: a product's news
    citing that id (`Wagtail PoC 公开（CVE-2031-55012）`) is the advisory's, though the entry's
    name never writes `Wagtail` (another product's advisory, `Quillon 安全公告：…（CVE-…）`, is
    only a possibility: tests/data/adversarial29 k06)."""
    action, matched, _ = _on(_BY_ID, "Wagtail 工具描述注入 PoC 公开（CVE-2031-55012）")
    assert action == "updated" and "CVE-2031-55012" in matched, matched
