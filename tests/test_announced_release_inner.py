"""A release log whose leads announce one release each behind a Chinese name (`**升帆 Halyard
3.0 发布**`): another release of the product is a new entry, not news of that one (the word
inside the name found it, the release it announces was not weighed)."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.text.source import Source
from tests.conftest import brief_text, increment

PREAMBLE = (
    "> **一次发布一条**：每个小版本（X.Y）单独成条；补丁版本与候选版记为对应 X.Y 条目下的子要点。\n"
    "> 事故、bug 与安全公告记为**受影响发布**条目下的子要点，不单独成条。"
)
DOC = (
    f"# 推理活文档\n\n{PREAMBLE}\n\n## §1.1 引擎\n\n"
    "* **扬帆 Skysail 3.0 发布**（2029-10-09）：新调度内核、张量并行 MoE。\n"
    "* **Brightwick 0.6 发布**（2029-10-02）：MoE 重叠调度，结构化输出快路径。\n\n"
    "## §1.2 调度\n\n## §1.3 KV\n\n## §1.4 可靠性\n"
)


def test_another_release_is_a_new_entry() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Skysail 3.1 发布 — 分层调度器 + FP4 权重路径", section="§1.1"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", DOC.encode()), smap)
    assert report.actions[0].action == "inserted", report.actions[0]


def test_incidents_under_the_affected_release_said_so() -> None:
    assert versions.states_incidents_under_entry(PREAMBLE)


def _action(doc: str, title: str, section: str = "§1.4") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_an_issue_led_title_goes_to_the_release_it_names() -> None:
    """`owner/repo#N — Product X.Y.Z …` where the preamble files incidents under the release
    they affect: the release's entry; not where incidents are entries of their own, nor for
    another owner's repository of that name."""
    led = "brightwick-ai/brightwick#4950 — Brightwick 0.6.1 radix cache 多租户死锁"
    action = _action(DOC, led)
    assert action.action == "updated" and "Brightwick 0.6" in (action.matched or ""), action
    apart = DOC.replace("记为**受影响发布**条目下的子要点，不单独成条", "单独成条，放 §1.4")
    assert _action(apart, led).action == "inserted"
    other = "seaport/brightwick#12 — Brightwick 0.6.1 控制台登录失败"
    doc = DOC.replace("结构化输出快路径。", "结构化输出快路径；仓库 brightwick-ai/brightwick。")
    assert _action(doc, other).action == "inserted"
