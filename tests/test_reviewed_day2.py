"""A relation line saying the day first, then that the document holds that day's incident
(`10-01 已锚定任务队列停摆故障；本条为其复盘`): the review of the incident entry that night
made, as with `10-01 故障已锚定`."""

from __future__ import annotations

from patcher.plan import incidents

from .conftest import brief_text, increment, run

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
