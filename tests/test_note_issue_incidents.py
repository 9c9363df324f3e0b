"""A 矛盾/待核实 item naming an issue by its repository's name alone (`ambervec#2407`), and one
doubting the fix of an incident entry whose maker only its issue's repository names
(`**昆吾 K7 NPU 驱动挂起**（kunwu-ai/k7-driver#412）` for `Kunwu K7 驱动 5.2 是否已修复挂起`),
with a symptom word of the incident rule's own (`挂起`) that the map's glossary lacks."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, increment, items

DOC = (
    "# 推理栈\n\n## §1.1 框架格局\n\n"
    "- **琥珀向量库** · AmberVec — 开源向量数据库（amberdb/ambervec）（2026-11-20）\n"
    "- **昆吾 K7 NPU**（Kunwu）— 端侧 NPU（2026-11-19）\n\n"
    "## §1.2 推理调度\n\n- **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n\n"
    "## §1.3 KV Cache\n\n- **Larchwood KV 池** — 跨节点 KV 共享（2026-11-19）\n\n"
    "## §1.4 可靠性\n\n"
    "- 2026-11-18 **昆吾 K7 NPU 驱动挂起**（kunwu-ai/k7-driver#412）：长时间推理后无响应\n"
    "- 2026-11-17 **Quillon 驱动挂起**（quillon/driver#77）：重启后无响应\n"
)


def run(doc: str, brief: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


def test_an_issue_named_by_its_repository_alone_finds_the_increment_citing_it() -> None:
    brief = brief_text(
        increment(3, "琥珀向量库 filtered search 内存泄漏（amberdb/ambervec#2407）", "§1.4 可靠性"),
        increment(4, "AmberVec 4.2 发布 — 新增稀疏索引", "§1.1 框架格局"),
        date="2026-12-01",
    ) + items("矛盾/待核实 ②：ambervec#2407 是否影响 4.2（中风险）\n问题：有用户称 4.2 同样泄漏\n")
    (note,) = run(DOC, brief).contradictions
    assert note.attached_to == "2026-12-01#3", note
    # another repository's number, or the same number in two repositories: not read so
    other = brief.replace("ambervec#2407 是否", "bobvec#2407 是否")
    assert run(DOC, other).contradictions[0].attached_to != "2026-12-01#3"


def test_a_fix_in_doubt_finds_the_incident_by_its_issues_repository() -> None:
    brief = brief_text(
        increment(1, "EdgeWatt 功耗追踪 1.0", "§1.1 框架格局"), date="2026-12-01"
    ) + items(
        "矛盾/待核实 ③：Kunwu K7 驱动 5.2 是否已修复挂起（中风险）\n"
        "问题：论坛称 5.2 已修复；issue 下仍有复现。\n"
    )
    (note,) = run(DOC, brief).contradictions
    assert "昆吾 K7 NPU 驱动挂起" in note.attached_to, note
    # a product neither the entry nor its issue names: not that incident
    other = brief.replace("Kunwu K7 驱动", "Sorrel K7 驱动")
    assert "昆吾 K7 NPU 驱动挂起" not in run(DOC, other).contradictions[0].attached_to
