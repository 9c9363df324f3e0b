"""A Chinese release log's preamble read as its editor wrote it: `每个正式版本单独一条` gives
every release an entry (the document keeps no one entry per product, however its entries
look), and incidents, regressions and CVEs that `写成该版本条目的子要点，不单独成条` are news
of the release entry their title names."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.text.source import Source
from tests.conftest import brief_text, increment

PREAMBLE = (
    "编辑约定：每个正式版本单独一条，条目首行以锚定日期和状态开头；同一版本的 rc 预发布与 "
    ".postN 补丁包不另开条目，写在该版本条目之下；影响某个版本的事故、回归与 CVE 写成该版本条目"
    "的子要点，不单独成条；论文与工具包分开记录。"
)
DOC = (
    f"# 推理活文档 · 按版本记录\n\n{PREAMBLE}\n\n## §1.1 引擎与框架\n\n"
    "- 2029-06-26 🟢 **Brightwick v0.6.3**：跨请求共享多模态前缀。\n"
    "- 2029-06-21 🟢 **苍穹推理 Skyvault v0.9.3**：国产开源推理服务，连续批处理。\n"
    "- 🟡 **红隼 Kestrel 2.0**：Rust 推理引擎，2.0 进入预发布。\n"
    "- 2029-06-18 🟢 **Lanternfish 1.3**：FP4 GEMM 默认启用。\n\n"
    "## §1.2 调度\n\n## §1.3 KV 缓存\n\n## §1.4 可靠性\n\n"
    "- 2029-06-20 🟢 **OOM 巡检脚本 v1**：夜间扫描显存水位（ops/oom-sweep#12）。\n"
)


def _action(title: str, section: str = "§1.1") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", DOC.encode()), smap)
    return report.actions[0]


def test_every_formal_release_its_own_entry() -> None:
    assert versions.states_release_entries_for_all("每个正式版本单独一条")
    assert versions.states_release_entries_for_all("编辑约定：每个版本各一条。")
    assert _action("Brightwick v0.6.4 发布：解码侧 CUDA Graph 分段捕获").action == "inserted"
    assert _action("Lanternfish 1.4：FP4 KV cache 与原生 PD 分离").action == "inserted"


def test_a_denied_own_entry_does_not_give_one() -> None:
    assert versions.states_advisories_under_entry(PREAMBLE)
    assert not versions.states_advisories_under_entry("CVE 单独成条，放在 §1.4。")


@pytest.mark.parametrize(
    "preamble",
    [
        PREAMBLE,
        "Incidents and regressions go as a sub-bullet under the release they affect.",
        "受影响版本的故障写成对应版本条目下的子条目。",
        "Outages get no entry of their own.",
        "Regressions never get their own entry; they are noted with the product.",
        "回归与事故一律不单独成条。",
    ],
)
def test_incidents_filed_under_the_release_they_affect(preamble: str) -> None:
    assert versions.states_incidents_under_entry(preamble)


@pytest.mark.parametrize(
    "preamble",
    [
        "一个产品一个条目，新版本、补丁、事故进展都写成该条目下带日期的子要点。",
        "Everything else — runtimes, tools, incidents — gets one entry per product, with later "
        "news as dated sub-bullets under the release they affect.",
        "事故单独成条，放 §1.4。",
        "Incidents never go as a sub-bullet under the release they affect.",
        "Incidents affecting several products get their own entry; others get no entry of their own.",
        "Bugs, once fixed, get no entry of their own.",
    ],
)
def test_no_such_rule(preamble: str) -> None:
    assert not versions.states_incidents_under_entry(preamble)


def test_an_incident_or_cve_is_news_of_the_release_it_names() -> None:
    hang = _action("Skyvault 0.9.3 长上下文请求挂起（skyvault-ai/skyvault#4471）", "§1.4")
    assert hang.action == "updated" and "Skyvault v0.9.3" in (hang.matched or ""), hang
    cve = _action("CVE-2029-31877：Kestrel 2.0 HTTP 请求走私", "§1.4")
    assert cve.action == "updated" and "Kestrel 2.0" in (cve.matched or ""), cve


def test_a_products_news_with_no_release_is_a_possibility_of_its_one_release_entry() -> None:
    """Where every release gets an entry and no rule files follow-ups under the latest, a title
    naming the product alone is a new entry that `possibly continues` the product's one
    release entry (for the reviewer), not an update."""
    action = _action("Skyvault 新增 SGLang 插桩")
    assert action.action == "inserted", action
    assert "Skyvault v0.9.3" in action.possibly, action


def test_one_release_one_entry_worded_otherwise() -> None:
    """`一个发布一条` and `每个正式版本（X.Y）单列一条编号条目` give every release an entry."""
    assert versions.states_release_entries_for_all("收录约定：一个发布一条，不合并。")
    assert versions.states_release_entries_for_all(
        "每个产品的每个正式版本（X.Y）单列一条编号条目。"
    )
    assert not versions.states_release_entries_for_all("每个产品只列一条，新版本写在条目下。")


def test_a_release_fixing_a_cve_is_not_the_advisory_of_another_release() -> None:
    """Where every release gets an entry, `琥珀网关 1.4 — 修复 CVE-…` is a new release, not
    news of the vulnerability's entry about 琥珀网关 1.3; nor is it reported as possibly
    continuing 琥珀网关 1.3's entry: a release of its own, as the preamble files it."""
    doc = (
        "# 活文档\n\n收录约定：一个发布一条。\n\n## §1.1 引擎与框架\n\n"
        "- **琥珀网关 1.3（Amberline 1.3）**：检索网关。\n\n## §1.2 调度\n\n## §1.3 KV 缓存\n\n"
        "## §1.4 可靠性\n\n- **路由缓存投毒 CVE-2031-20001 — 琥珀网关 1.3 缓存键可预测**：补丁待发布。\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    title = "琥珀网关 1.4（Amberline 1.4）— 修复 CVE-2031-20001，缓存键改为哈希"
    brief = brief_text(increment(1, title, section="§1.1"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    assert report.actions[0].action == "inserted"  # (not under the advisory's entry)
    assert not report.actions[0].possibly


def test_an_advisory_led_by_the_flaws_chinese_name_names_its_release() -> None:
    """`路由缓存投毒 CVE-… — 琥珀网关 1.3 缓存键可预测` is news of `琥珀网关 1.3` where the
    preamble files vulnerabilities under the release they affect."""
    doc = (
        "# 活文档\n\n收录约定：一个发布一条；漏洞写成所影响版本条目下的子要点，不单独成条。\n\n"
        "## §1.1 引擎与框架\n\n- **琥珀网关 1.3（Amberline 1.3）**：检索网关。\n\n"
        "## §1.2 调度\n\n## §1.3 KV 缓存\n\n## §1.4 可靠性\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    title = "路由缓存投毒 CVE-2031-20001 — 琥珀网关 1.3 缓存键可预测"
    brief = brief_text(increment(1, title, section="§1.4"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    assert report.actions[0].action == "updated"
