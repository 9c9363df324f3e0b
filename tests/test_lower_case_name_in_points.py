"""A one-word name the title writes in lower case (`cairn 登顶 …`) is a word as much as a name;
but where the points write it capitalised as the entry is named (`Cairn 0.9 = 47.5%`), the
briefing spells the name: the entry's news, as the capitalised title would be. Names are
invented."""

from __future__ import annotations

from .conftest import brief_text, increment, run

_DOC = (
    "# agent · 活文档\n\n> 维护约定：每个产品一个条目；成绩写在取得成绩的产品条目下。\n\n"
    "## §1.1 框架与平台\n\n"
    "- **Scree — 开源编码智能体首发，双轨日志** ⭐⭐⭐⭐（2038-09-11）：Scree Labs 发布 0.9 预览版\n"
    "- **Tallowcode** — 本地优先的编码智能体（Tallow，2037-09）\n\n"
    "## §1.2 工具调用与协议\n\n## §1.3 评测与基准\n\n"
    "- **Gravelrun** — 终端智能体基准，600 个运维任务（Gravel，2038-09）\n\n"
    "## §1.4 可靠性与安全\n"
)


def test_the_points_spell_the_name_capitalised() -> None:
    points = "- Gravelrun 预发布榜：Scree 0.9 = 47.5%，Tallowcode = 36.8% - Scree 在排障档优势最大"
    title = "scree 登顶 Gravelrun 预发布榜，47.5%"
    action = run(_DOC, brief_text(increment(1, title, "§1.1 框架与平台", points))).actions[0]
    assert action.action == "updated" and "Scree" in (action.matched or ""), action


def test_the_points_write_it_in_lower_case_too() -> None:
    """Counter-example: the points write the word in lower case as well (`scree 坡面`): no
    capitalised spelling reads it as the name."""
    points = "- 山地 scree 坡面的导航任务 - 新增 40 个任务"
    title = "scree 导航任务集发布"
    action = run(_DOC, brief_text(increment(1, title, "§1.1 框架与平台", points))).actions[0]
    assert action.action == "inserted", action
