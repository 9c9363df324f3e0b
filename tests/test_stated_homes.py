"""A new entry of a kind the preamble files one entry each in a section it names (an incident,
an advisory, a result) goes to that section, whatever section the briefing suggests, reported
`via stated`; a release, a paper or a fix release of the same product stays where suggested."""

from __future__ import annotations

from patcher.plan import incidents
from patcher.plan.evidence.index_incidents import incident_news
from patcher.plan.evidence.index_scores import result_news
from tests.conftest import brief_text, increment, run

ZH = "> 约定：每个产品一条；事故和安全公告在 §1.4 各自单独成条；榜单成绩在 §1.4 单列。"
EN = "> One entry per product. Incidents are their own entries in §1.4."


def _doc(preamble: str) -> str:
    return (
        f"# 智能体 · 活文档\n\n{preamble}\n\n## §1.1 框架\n\n"
        "- **Kestrel Flow**（Kestrel AI）— 智能体编排框架，当前 2.3。\n\n"
        "## §1.2 工具调用\n\n- **Gull Gateway**（Gull Cloud）— 工具调用网关，当前 0.9。\n\n"
        "## §1.3 评测\n\n- **Tarn Bench**（Tarn 大学）— 智能体任务基准，300 题。\n\n"
        "## §1.4 可靠性\n\n- **事故：Murre Cloud 调度停滞（2026-09-05）**：约 40 分钟。\n"
    )


def _action(doc: str, title: str, section: str) -> object:
    return run(doc, brief_text(increment(1, title, section=section))).actions[0]


def test_the_sections_a_preamble_names() -> None:
    assert incidents.stated_incident_section(EN) == "§1.4"  # (a full stop after `§1.4`)
    assert incidents.stated_result_section(ZH) == "§1.4"
    assert incidents.stated_result_section("评测结果单独成条，放 §1.3。") == "§1.3"
    assert incidents.stated_result_section("榜单成绩不在 §1.4 单列。") == ""
    assert incidents.stated_result_section("基准本身在 §1.4 单独成条；成绩记在产品条目下。") == ""


def test_results_logged_on_a_board_filed_apart_are_not_filed_apart() -> None:
    """The things a clause files apart are its subject, before its `its own bullet`: results
    named after it, logged on that bullet (`where its results are logged`, `成绩都记在该条目下`),
    get no entry of their own."""
    assert not incidents.stated_result_section(
        "Each benchmark or leaderboard gets its own bullet in §1.4, where its results are logged."
    )
    assert not incidents.stated_result_section("每个基准在 §1.4 单列一条，成绩都记在该条目下。")
    assert incidents.stated_result_section("Benchmark results get their own entry in §1.3.")
    assert incidents.stated_result_section("Give every result its own bullet in §1.4.")


def test_the_kinds_read_as_the_rules_read_them() -> None:
    assert incident_news("Gull Gateway 网关宕机 3 小时：路由表损坏")
    assert incident_news("Gull Gateway 任务队列积压 2 小时")
    assert not incident_news("Gull Gateway 0.10 发布：修复宕机")
    assert not incident_news("Gull Gateway 安全公告 CVE-2026-40011：越权")  # (an advisory)
    assert result_news("Kestrel Flow 在 Tarn Bench 上 61.4%")
    assert not result_news("Kestrel Flow 2.4 发布，Tarn Bench 61.4%")


def test_an_incident_goes_where_the_preamble_files_incidents() -> None:
    for preamble in (ZH, EN):
        action = _action(
            _doc(preamble), "Gull Gateway 网关宕机 3 小时：路由表损坏", "§1.2 工具调用"
        )
        assert action.action == "inserted" and action.anchor == "§1.4", action
        assert action.via == "stated", action
    quiet = _action(_doc("> 每个产品一条。"), "Kestrel Flow 误删用户目录事故", "§1.1 框架")
    assert quiet.anchor == "§1.1", quiet


def test_a_result_goes_where_the_preamble_files_results() -> None:
    action = _action(_doc(ZH), "Plover Agent 在 Tarn Bench 上 58.2%", "§1.3 评测")
    assert action.action == "inserted" and action.anchor == "§1.4", action
    assert action.via == "stated", action


def test_a_release_or_a_paper_stays_where_suggested() -> None:
    release = _action(_doc(ZH), "Plover Agent 1.0 发布：浏览器智能体", "§1.1 框架")
    assert release.anchor == "§1.1", release
    paper = _action(
        _doc(ZH), "论文：智能体工具调用的超时重试策略（arXiv 2610.01234）", "§1.2 工具调用"
    )
    assert paper.anchor == "§1.2", paper
