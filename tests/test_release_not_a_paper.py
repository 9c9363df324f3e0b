"""Two entries tie by name, one a paper named by no release: a title naming a software release
(and citing no paper) is the product's news, not the paper's."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source
from tests.conftest import brief_text, increment

DOC = (
    "# agent 活文档\n\n## §1.1 框架\n\n## §1.2 工具\n\n## §1.3 记忆与基准\n\n"
    "- **Engram**（记忆库）：Hollow Oak 开源的智能体长期记忆库（hollowoak/engram），当前 0.7。\n"
    "- **Engram: Structured Episodic Memory for Agents**：情节记忆论文，arXiv:2911.04417。\n"
    "- **TaskGauntlet v3.0**：工具调用基准第三版，arXiv:2903.01234。\n"
    "- **TaskGauntlet v3 首批排行榜**：开源 agent 落后闭源 11 分。\n\n"
    "## §1.4 可靠性\n"
)


def _after(title: str) -> tuple[api.Action, str]:
    """The action and the line before the one the increment's text was written at."""
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.3"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", DOC.encode()), smap)
    action = report.actions[0]
    return action, DOC.splitlines()[(action.line or 1) - 2]


def test_a_release_is_the_products_not_the_papers() -> None:
    action, above = _after("Engram 0.8 — 记忆库新增向量 + 图混合检索")
    assert action.action == "updated" and above.startswith("- **Engram**（记忆库）"), action


def test_a_paper_named_by_its_release_keeps_its_releases() -> None:
    action, above = _after("TaskGauntlet v3.0.post1 勘误 — 修正 14 道标注错误题")
    assert action.action != "updated" or "首批排行榜" not in above, action
