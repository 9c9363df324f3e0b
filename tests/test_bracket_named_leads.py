"""A document whose leads name their entries in lenticular brackets (`【Wren】开源推理引擎…`)
names by it the one lead that reads like a category before a Latin-led clause and a colon
(`【鹭汀】GPU 集群鹭汀调度器：…`), lead151. The names here are new, not heldout151's."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

ENTRIES = (
    "- 【Wren】开源推理引擎，连续批处理（Finchworks，v2.1）\n"
    "- 【Marten】图编译器，算子融合（Marten Labs，v0.9）\n"
    "- 【Sedge】约束解码库（Sedge 社区，v1.0）\n"
    "- 【鹭汀】GPU 集群鹭汀调度器：白天在线推理，夜间离线批处理（汀岚实验室，v1.2）\n"
    "- 【Tamar】连续批处理调度库（Tamar 社区，v1.1）\n"
    "- 【Quoin】KV Cache 量化库（Quoin Labs，v0.6）\n"
)
DOC = (
    "# 推理\n\n## §1.1 推理引擎\n\n" + ENTRIES + "\n## §1.2 调度\n\n## §1.3 KV Cache\n\n"
    "## §1.4 可靠性\n"
)
# Categories: the bracket recurs, the name after it.
CATEGORIES = (
    "# 推理\n\n## §1.1 推理引擎\n\n"
    "- 【调度】Wren Scheduler：开源调度器（Finchworks）\n"
    "- 【调度】Tamar：连续批处理调度库（Tamar 社区）\n"
    "- 【引擎】Marten：图编译器（Marten Labs）\n"
    "- 【引擎】Sedge：约束解码库（Sedge 社区）\n"
    "- 【引擎】Quoin：KV Cache 量化库（Quoin Labs）\n"
    "- 【调度】GPU Tide：集群调度器（汀岚实验室）\n"
    "- 【引擎】Brill：推理服务器（Brill 社区）\n"
    "- 【调度】Orle：批调度器（Orle 社区）\n"
    "\n## §1.2 调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n"
)


def _decide(doc: str, title: str) -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section="§1.1 推理引擎"))).actions[0]
    return action.action, action.matched or ""


def test_the_bracketed_name_of_a_document_naming_so_is_the_entry_s() -> None:
    action, matched = _decide(DOC, "鹭汀 v1.3 — 跨集群借调，利用率 71%→83%")
    assert action == "updated" and "鹭汀" in matched


def test_alone_such_a_lead_keeps_its_reading() -> None:
    lone = DOC.replace(ENTRIES, "- 【鹭汀】GPU 集群鹭汀调度器：白天在线推理（汀岚实验室，v1.2）\n")
    assert _decide(lone, "鹭汀 v1.3 — 跨集群借调")[0] == "inserted"


def test_a_recurring_category_is_still_no_name() -> None:
    action, matched = _decide(CATEGORIES, "GPU Tide 1.3 — 跨集群借调")
    assert action == "updated" and "GPU Tide" in matched
    assert _decide(CATEGORIES, "调度 2.0 发布")[0] == "inserted"
