"""A title following up an incident by its day (`X 首尔区域 5-02 中断 SLA 赔付`) continues the
incident entry whose lead opens with an incident label and writes that day (`**事故：X 首尔区域
中断（2030-05-02）**`), not the product's (lead162). Names new, not heldout162's."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run
from tests.test_server_errors import DOC


def test_a_dated_follow_up_continues_the_labelled_incident_of_that_day() -> None:
    title = "Marlow Hosted 首尔区域 5-02 中断 SLA 赔付方案公布"
    action = run(DOC, brief_text(increment(1, title, section="§1.4 可靠性"))).actions[0]
    assert action.action == "updated" and "5-02 incident" in (action.matched or ""), action


def test_another_days_follow_up_does_not_continue_it() -> None:
    title = "Marlow Hosted 首尔区域 6-11 中断 SLA 赔付方案公布"
    action = run(DOC, brief_text(increment(1, title, section="§1.4 可靠性"))).actions[0]
    assert "incident" not in (action.matched or ""), action
