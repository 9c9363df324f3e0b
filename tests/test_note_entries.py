"""Which entry a 矛盾/待核实 item's note (or its 已核实 resolution) goes to when its title
names the entry in ways the increment's name does not show: a Latin name glued to Chinese
text, a Chinese name the document gives the entry, a release the increment is not."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.config.sectionmap import SectionMap
from patcher.text.source import Source

from .conftest import brief_text, increment

DOC = (
    "# 推理栈\n\n## §1.1 框架格局\n\n"
    "- **Quillon 3.1** — 单进程推理服务器（2026-11-20）\n\n"
    "## §1.2 推理调度\n\n"
    "- **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n\n"
    "## §1.3 KV Cache\n\n"
    "- **Larchwood KV 池** — 跨节点 KV 共享（2026-11-19）\n\n"
    "## §1.4 可靠性\n\n"
)


def _map() -> SectionMap:
    return load_map(find_map(None, Path("/nonexistent")))


def run(doc: str, *briefs: str) -> api.ApplyReport:
    sources = [Source(f"b{n}.txt", b.encode()) for n, b in enumerate(briefs)]
    return api.apply(sources, Source("doc.md", doc.encode()), _map())


def items(*lines: str) -> str:
    return "三、值得警惕的矛盾或待核实说法\n" + "".join(lines)


def line_of(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.split("\n")) if needle in line)


def entry_of(text: str, line: int) -> str:
    """The top-level entry (its first line) a line belongs to."""
    lines = text.split("\n")
    return next(lines[n] for n in range(line, -1, -1) if lines[n].startswith("- "))


def test_a_resolution_finds_its_note_when_the_name_is_glued_to_chinese_in_the_entry() -> None:
    # the entry's name leads with Chinese words; its note names the product glued to Chinese
    # text once compared (`GannetBench自研…`): the resolution still shares the product word
    asked = brief_text(
        increment(1, "抢占调度评测基准 GannetBench：三种自研调度器对照", section="§1.2 推理调度"),
        date="2026-12-01",
    ) + items(
        "矛盾/待核实 ①：GannetBench 对照组来源（低风险）\n"
        "问题：论文没写两组对照调度器来自哪个团队。\n"
        '建议：标注"GannetBench 对照组出处"\n'
    )
    night1 = run(DOC, asked)
    assert night1.contradictions[0].attached_to == "2026-12-01#1", night1.contradictions
    answered = brief_text(increment(1, "Quillon 3.2 — 修复流式截断"), date="2026-12-04") + items(
        "矛盾/待核实 ①：已核实：GannetBench 对照组来源（已解决）\n"
        "问题：作者回信说明两组分别来自两家厂商。\n"
        "建议：改为已核实\n"
    )
    report = run(night1.new_text.render(), answered)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    text = report.new_text.render()
    resolved = line_of(text, "✅ 已核实（2026-12-04）")
    assert "GannetBench" in entry_of(text, resolved)
    assert "id=2026-12-01#c1" in text.split("\n")[resolved - 1]  # nested under the note
    assert not run(text, answered).changed


def test_a_resolution_names_the_day_of_the_note_it_updates() -> None:
    # `更新 12-01 的待核实标注`: the note of that day, not a similar note of another day
    first = brief_text(
        increment(1, "Larchwood KV 池 0.3 — 新增压缩", section="§1.3 KV Cache"),
        date="2026-12-01",
    ) + items("矛盾/待核实 ①：Larchwood 池命中率口径（低风险）\n建议：标注命中率口径待核实\n")
    second = brief_text(
        increment(1, "Quillon 3.2 — 新增前缀缓存", section="§1.1 框架格局"),
        date="2026-12-02",
    ) + items("矛盾/待核实 ①：Quillon 前缀命中率口径（低风险）\n建议：标注前缀命中率口径待核实\n")
    doc = run(run(DOC, first).new_text.render(), second).new_text.render()
    answered = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-05") + items(
        "矛盾/待核实 ①：已核实：命中率口径统一（已解决）\n"
        "问题：作者确认命中率按请求计。\n"
        "建议：更新 12-01 的待核实标注为已核实\n"
    )
    report = run(doc, answered)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    text = report.new_text.render()
    resolved = line_of(text, "✅ 已核实（2026-12-05）")
    assert "id=2026-12-01#c1" in text.split("\n")[resolved - 1]
    assert "Larchwood" in entry_of(text, resolved)
    assert not run(text, answered).changed


def test_a_resolution_naming_a_day_without_notes_is_left_unattached() -> None:
    # counter-example: the day it names holds no note; a similar note of another day is not it
    first = brief_text(
        increment(1, "Larchwood KV 池 0.3 — 新增压缩", section="§1.3 KV Cache"),
        date="2026-12-01",
    ) + items("矛盾/待核实 ①：Larchwood 池命中率口径（低风险）\n建议：标注命中率口径待核实\n")
    doc = run(DOC, first).new_text.render()
    answered = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-05") + items(
        "矛盾/待核实 ①：已核实：命中率口径统一（已解决）\n建议：更新 12-03 的待核实标注为已核实\n"
    )
    (note,) = run(doc, answered).contradictions
    assert note.action == "unattached", note
