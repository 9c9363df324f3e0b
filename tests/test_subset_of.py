"""A relation line calling the increment a subset of what it names (heldout57): that thing's
news, as `本条是 X 的后续` is; a subset used by another thing, or a new subset tracked apart,
is not."""

from __future__ import annotations

import pytest

from patcher import api
from patcher.plan.evidence import relation_names
from patcher.plan.evidence.relations import _CONTINUATIONS, continuing
from tests.conftest import brief_text, increment, run

DOC = (
    "# Agent\n\n> 评测基准每一届（年度版）一条。\n\n## §1.1 Frameworks\n\n"
    "## §1.2 Tools\n\n## §1.3 Benchmarks\n\n"
    "- **WebTrek 2029 — 第三届网页智能体基准发布**（2029-08-06）：1,640 任务。\n"
    "- **SWE-bench Verified**：人工核验的 SWE-bench 子集。\n\n## §1.4 Safety\n"
)


def _action(title: str, relation: str) -> api.Action:
    inc = increment(1, title, section="§1.3 评测与排行")
    inc = inc.replace("可信度：高\n", f"可信度：高\n与活文档 agent.md 现有脉络的关系：{relation}\n")
    return run(DOC, brief_text(inc)).actions[0]


@pytest.mark.parametrize(
    "relation",
    [
        "本条是 WebTrek 2029 的核验子集",
        "做法与 §1.3 的 SWE-bench Verified 类似；本条是 WebTrek 2029 的核验子集",
    ],
)
def test_a_subset_of_what_the_line_names_continues_it(relation: str) -> None:
    assert continuing(relation)
    assert "WebTrek 2029" in relation_names(relation, _CONTINUATIONS)
    found = _action("WebTrek-2029 Verified — 人工核验子集发布", relation)
    assert found.action == "updated" and "WebTrek 2029" in (found.matched or ""), found


@pytest.mark.parametrize(
    "relation",
    [
        "本条是新的预训练方法论文，使用了 WebTrek 2029 的子集",
        "对标 WebTrek 2029 完整版；本条是新子集与新榜单，单独跟踪",
        "本条是 WebTrek 2029 的子集竞品",
    ],
)
def test_a_subset_used_or_tracked_apart_is_no_continuation(relation: str) -> None:
    assert "WebTrek 2029" not in relation_names(relation, _CONTINUATIONS)
