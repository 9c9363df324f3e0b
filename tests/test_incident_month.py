"""A title reviewing an incident by its product, symptom and month (`Wren 4 月卡死事故复盘`)
is the incident entry's named by them and dated in that month (`Wren decode hang,
2030-04-20`), lead151; the review's word (`复盘`, `事故`) no kind of thing the entry must name.
The names here are new, not heldout151's."""

from __future__ import annotations

from patcher.plan import incidents
from tests.conftest import brief_text, increment, run

DOC = (
    "# Serving notes\n\n## §1.1 Engines\n\n"
    "- **Wren** (v2.1, Finchworks) — open-source LLM serving engine.\n"
    "- **Marten** (v0.9, Marten Labs) — graph compiler.\n\n"
    "## §1.2 Scheduling\n\n## §1.3 KV cache\n\n## §1.4 Reliability\n\n"
    "- **Wren decode hang, 2030-04-20** (v2.0.3, Finchworks) — decode stuck for 20 minutes.\n"
    "- **Marten compile crash, 2030-03-02** (v0.8, Marten Labs) — crashed on dynamic shapes.\n"
)


def _decide(title: str) -> tuple[str, str]:
    action = run(DOC, brief_text(increment(1, title, section="§1.4 Reliability"))).actions[0]
    return action.action, action.matched or ""


def test_months_are_read_from_a_month_or_a_day() -> None:
    assert incidents._months("Wren 4 月卡死事故复盘") == frozenset({4})
    assert incidents._months("decode hang, 2030-04-20") == frozenset({4})
    assert incidents._months("Wren 4 月榜单，停更 3 个月") == frozenset()


def test_the_month_s_review_continues_the_incident() -> None:
    action, matched = _decide("Wren 4 月卡死事故正式复盘发布")
    assert action == "updated" and "same incident" in matched


def test_another_month_or_none_is_not_enough() -> None:
    assert "same incident" not in _decide("Wren 5 月卡死事故正式复盘发布")[1]
    assert "same incident" not in _decide("Wren 卡死事故正式复盘发布")[1]
