"""An English lead glossing its Latin name with a short Chinese one, the description's first
clause before a semicolon (`**Wren** (v2.1, Finchworks) — 鹪鹩; open-source serving engine`),
gives the entry that Chinese name (lead151). The names here are new, not heldout151's."""

from __future__ import annotations

from patcher.plan.evidence.names import dashed_chinese
from patcher.text.glossary import Glossary
from tests.conftest import brief_text, increment, run

DOC = (
    "# Inference\n\n## §1.1 Engines\n\n"
    "- **Wren** (v2.1, Finchworks) — 鹪鹩; open-source LLM serving engine.\n"
    "- **Marten** (v0.9, Marten Labs) — graph compiler for inference.\n\n"
    "## §1.2 Scheduling\n\n"
    "- **Tamar** (v1.1, Tamar community) — 开源; continuous-batching scheduler library.\n\n"
    "## §1.3 KV cache\n\n## §1.4 Reliability\n"
)


def _decide(title: str, section: str = "§1.1 Engines") -> tuple[str, str]:
    action = run(DOC, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_the_gloss_is_the_entry_s_chinese_name() -> None:
    action, matched = _decide("鹪鹩 2.2 预览 —— 端云协同投机解码")
    assert action == "updated" and "Wren" in matched


def test_a_status_or_a_kind_is_no_name() -> None:
    glossary = Glossary()
    lead = "**Tamar** (v1.1, Tamar community) — 开源; continuous-batching scheduler library."
    assert dashed_chinese(lead, "Tamar", glossary) == ()
    lead = "**Tamar** (v1.1, Tamar community) — 调度器; continuous-batching scheduler library."
    assert dashed_chinese(lead, "Tamar", glossary) == ()
    lead = "**Tamar** — 潮涌; batch scheduler."
    assert dashed_chinese(lead, "Tamar", glossary) == ("潮涌",)
    assert dashed_chinese("**Tamar** — 潮涌调度器，批调度", "Tamar", glossary) == ()
