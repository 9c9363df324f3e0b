"""A relation line saying the day first, then that the document holds that day's incident
(`10-01 已锚定任务队列停摆故障；本条为其复盘`): the review of the incident entry that night
made, as with `10-01 故障已锚定`."""

from __future__ import annotations

from patcher.plan import incidents

from .conftest import brief_text, increment, patched, run

_DOC = (
    "# agents\n\n## §1.1 Runtimes\n\n"
    "- **Kelpmoor** — hosted runtime for scheduled agent jobs · [site](https://kelpmoor.io)\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Reliability\n\n"
    "- **Kelpmoor outage 2026-08-07** — EU job queue stalled for 2 h; review promised\n"
)


def test_the_day_then_the_held_word_then_the_incident() -> None:
    said = "9-06 已锚定美东区调度故障（约 90 分钟 pending）；本条为其复盘"
    assert incidents.reviewed_day(said) == "09-06"
    assert incidents.reviewed_day("9-06 已锚定美东区调度故障；本条为新功能") == ""
    assert incidents.reviewed_day("9-06 已锚定 Relaymind 2.4 发布；本条为其复盘") == ""


def test_a_review_of_the_incident_entry_that_night_made() -> None:
    night = brief_text(increment(1, "Kelpmoor 10-01 故障：任务队列停摆 3 小时", section="§1.4"))
    relation = "与活文档现有脉络的关系：10-01 已锚定任务队列停摆故障；本条为其复盘\n"
    title = "Kelpmoor 复盘：停摆根因为租约时钟漂移"
    review = brief_text(increment(2, title, section="§1.4", extra=relation)).replace(
        "2026-10-01", "2026-10-03"
    )
    actions = run(_DOC, night, review).actions
    assert actions[0].action == "inserted", actions[0]
    assert actions[1].action == "updated" and "10-01" in (actions[1].matched or ""), actions[1]


def test_the_held_word_then_the_day_and_a_whole_review() -> None:
    """`§1.4 已记该事故 08-12 确认与回滚；本条是完整复盘`, `9-13 已锚定该事故…，本条为复盘`: the
    day after `已记该事故`, and a review said without `其`."""
    assert incidents.reviewed_day("§1.4 已记该事故 08-12 确认与回滚；本条是完整复盘") == "08-12"
    assert incidents.reviewed_day("9-13 已锚定该事故（构建日志中的令牌），本条为复盘") == "09-13"
    assert incidents.reviewed_day("§1.4 已记该事故 08-12 确认与回滚；本条是新功能") == ""


_LABELLED = (
    "# agents\n\n> 约定：每个产品一个条目；事故单独成条，放 §1.4，名为「事故：…」。\n\n"
    "## §1.1 平台\n\n"
    "- **Wharfline** — 企业智能体平台，含 Wharfline Enterprise（私有部署）（Pilings，2036-11）\n\n"
    "## §1.2 工具\n\n## §1.3 评测\n\n## §1.4 可靠性\n\n"
    "- **事故：Wharfline Enterprise 跨租户上下文串扰** — 缓存键缺少租户前缀（Pilings，2038-08）\n"
    "  - 08-12：Pilings 确认并回滚缓存层\n"
)


def test_the_review_of_an_incident_the_editor_labelled() -> None:
    """`Wharfline Enterprise 跨租户串扰 — 完整复盘` with `§1.4 已记该事故 08-12 …；本条是完整复盘`:
    the editor's `事故：Wharfline Enterprise …` entry recording 08-12 in a sub-item, not the
    product's entry the title's name finds."""
    relation = "与活文档现有脉络的关系：§1.4 已记该事故 08-12 确认与回滚；本条是完整复盘\n"
    title = "Wharfline Enterprise 跨租户串扰 — Pilings 发布完整复盘"
    review = brief_text(increment(1, title, section="§1.4", extra=relation), date="2038-09-12")
    action = run(_LABELLED, review).actions[0]
    assert action.action == "updated" and "事故" in (action.matched or ""), action


def test_the_review_of_an_incident_a_night_wrote_without_an_incident_word() -> None:
    """A night's entry of the product, dated the day the line says the incident was anchored
    (`Wharfline Cloud 会话令牌写入共享构建日志`, no incident word), where the preamble gives incidents
    entries of their own: the review's home."""
    night = brief_text(
        increment(1, "Wharfline Cloud 会话令牌写入共享构建日志 — 约 9 小时可读", section="§1.4"),
        date="2038-09-13",
    )
    relation = "与活文档现有脉络的关系：9-13 已锚定该事故（构建日志中的会话令牌），本条为复盘\n"
    title = "Wharfline Cloud 令牌外泄事故 — Pilings 发布复盘"
    review = brief_text(increment(2, title, section="§1.4", extra=relation), date="2038-09-15")
    first = run(_LABELLED, night)  # (two nights, two runs: the entry is the document's)
    assert first.actions[0].action == "inserted", first.actions[0]
    action = run(patched(_LABELLED, first.diff), review).actions[0]
    assert action.action == "updated" and "令牌" in (action.matched or ""), action
