"""A title following up an incident by a product and a phrase (`Pellmark 法兰克福中断复盘`)
where one incident entry's name writes that phrase with one character more inside it
(`Pellmark Cloud 法兰克福区中断约 6 小时`, the region's word the title left out): the incident's
news, as the phrase written as is would be. Names are invented."""

from __future__ import annotations

from patcher.plan.evidence.index_incidents import _phrase_written

from .conftest import brief_text, increment, run

_DOC = (
    "# agent · 活文档\n\n> 约定：每个产品一个条目；事故单独成条，放 §1.4。\n\n"
    "## §1.1 框架与平台\n\n"
    "- **Pellmark** — 浏览器操作智能体平台，含托管版 Pellmark Cloud（Pellmark Inc.，2038-01）\n\n"
    "## §1.2 协议\n\n## §1.3 评测\n\n## §1.4 可靠性与安全\n\n"
    "- **Pellmark Cloud 法兰克福区中断约 6 小时，浏览器会话全部丢失** — 调度器升级失败"
    "（Pellmark Inc.，2038-09）\n"
)


def test_a_phrase_written_with_one_character_more() -> None:
    assert _phrase_written("法兰克福中断", "Pellmark Cloud 法兰克福区中断约 6 小时")
    assert _phrase_written("法兰克福中断", "法兰克福中断")
    assert not _phrase_written("法兰克福中断", "法兰克福东区机房中断")
    assert not _phrase_written("法兰克福中断", "新加坡区中断")


def test_the_follow_up_of_an_incident_named_with_the_regions_word() -> None:
    title = "Pellmark 法兰克福中断复盘 — 调度器迁移脚本漏掉回滚条件"
    action = run(_DOC, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert action.action == "updated" and "法兰克福区中断" in (action.matched or ""), action


def test_a_phrase_then_the_word_event_written_without_it() -> None:
    """`投毒事件后续`: the phrase (`投毒`) then the word for an event, which the incident's name
    need not write (`事故：Pellmark SDK 依赖投毒（pellmark-utils 2.1.4）`)."""
    assert _phrase_written("投毒事件", "事故：Pellmark SDK 依赖投毒（pellmark-utils 2.1.4）")
    assert not _phrase_written("投毒事件", "事故：Pellmark SDK 依赖劫持（pellmark-utils 2.1.4）")
    assert not _phrase_written("投毒", "事故：Pellmark SDK 依赖劫持")


_LABELLED = _DOC + (
    "- **事故：Pellmark SDK 依赖投毒（pellmark-utils 2.1.4）** — 维护者账号被劫持后发布带后门版本"
    "（Pellmark Inc.，2038-07）\n"
)


def test_the_follow_up_of_a_poisoning_named_by_its_package() -> None:
    title = "pellmark-utils 投毒事件后续 — 维护者账号恢复，npm 启用强制 2FA"
    action = run(_LABELLED, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert action.action == "updated" and "投毒" in (action.matched or ""), action
