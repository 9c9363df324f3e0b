"""Contradiction placement, seventh pass (issue 21). A title led by an entry's name and its
release, naming another entry further on, goes on the one it leads with even when the other's
name writes a slash (`AXP/2`: a name, not a list). An item led by an entry's name that gives
the figure tonight's result writes right after that name goes with that result. A board's
re-measure of a claimed score goes on the board's entry where the document files scores there.
An item led by the Chinese name an increment's title gives in brackets after its own goes with
that increment. `来源为 X` names a source, not a thing compared."""

from __future__ import annotations

from patcher import api
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, shipped_map

DOC = (
    "# 智能体笔记\n\n## §1.1 框架与编排\n\n"
    "- 云舟 — 企业级智能体编排平台，审批流与租户隔离，北岭科技\n"
    "- **Trellis**：开源多智能体框架（Arbor Labs）\n"
    "\n## §1.2 工具调用\n\n- **AXP/2**：智能体交换协议第二版\n\n"
    "## §1.3 记忆\n\n- **Cairn**：图结构智能体记忆\n\n"
    "## §1.4 评测\n\n- **MMRead**：多模态阅读理解基准\n- **MemArena**：智能体记忆评测基准\n"
)


def _notes(
    *titles: str, inc: str = "Trellis 3.3 — 能力协商重写", doc: str = DOC
) -> dict[str, NoteAction]:
    brief = brief_text(increment(1, inc), date="2035-06-20")
    brief += "三、值得警惕的矛盾或待核实说法\n" + "".join(
        f"矛盾/待核实 {n}：{t}（低风险）\n" for n, t in enumerate(titles, 1)
    )
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), shipped_map()
    )
    return {n.title: n for n in report.contradictions}


def test_a_slash_inside_a_name_lists_nothing() -> None:
    named = "云舟 1.4 AXP/2 一致性结果"
    listed = "云舟 1.4 / Trellis AXP/2 一致性结果"  # (two things listed: 待核实)
    found = _notes(named, listed)
    assert "云舟" in (found[named].attached_to or ""), found[named]
    assert found[listed].attached_to == "verify", found[listed]


def test_a_figure_the_result_gives_after_the_name_goes_with_that_result() -> None:
    inc = "MemArena 记忆评测：Cairn 81.2 / Tessera 0.9 74.6"
    same = "Cairn 在 MemArena 的 81.2 使用了 64K 上下文，与榜单规定的 32K 不符"
    other = "Cairn 在 MemArena 的 90.5 使用了 64K 上下文"  # (not tonight's figure)
    found = _notes(same, other, inc=inc)
    assert found[same].attached_to == "2035-06-20#1", found[same]
    assert found[other].attached_to != "2035-06-20#1", found[other]


BOARDS = (
    "# 多模态笔记\n\n> 评测分数记在对应基准条目下；故障、价格记在产品条目下。\n\n"
    "## §1.1 模型\n\n- **Orca-VL**：多模态模型（Orca Labs）\n\n"
    "## §1.2 工具\n\n- **AXP/2**：协议\n\n## §1.3 记忆\n\n- **Cairn**：记忆\n\n"
    "## §1.4 评测\n\n- **DocRead**：多模态阅读理解基准\n  - 04-30：Orca-VL 68.4；Kite-VL 70.1。\n"
)


def test_a_board_remeasuring_a_score_goes_where_the_preamble_files_scores() -> None:
    inc = "Orca-VL 2.1 补丁 — 修复长视频时间戳漂移"
    said = "Orca-VL 2.1 DocRead 74.0 为自报，复测为 72.9"
    alone = "Orca-VL 2.1 DocRead 75.5 为自报，榜单尚未收录"  # (the product's own claim)
    found = _notes(said, alone, inc=inc, doc=BOARDS)
    assert "DocRead" in (found[said].attached_to or ""), found[said]
    assert "DocRead" not in (found[alone].attached_to or ""), found[alone]
    # where the products hold the scores, the product's entry keeps it
    products = BOARDS.replace("评测分数记在对应基准条目下；", "").replace(
        "- **Orca-VL**：多模态模型（Orca Labs）\n",
        "- **Orca-VL**：多模态模型（Orca Labs）\n  - 04-30：DocRead 68.4。\n",
    )
    found = _notes(said, inc=inc, doc=products)
    assert "DocRead" not in (found[said].attached_to or ""), found[said]


def test_an_item_led_by_the_other_name_an_increment_gives_in_brackets_goes_with_it() -> None:
    inc = "Tern-VL 3.0-preview（燕鸥视觉 3 预览）— 视频理解并入主干"
    said = "燕鸥视觉 3 预览的发布日期"
    found = _notes(said, inc=inc)
    assert found[said].attached_to == "2035-06-20#1", found[said]


def test_a_source_named_after_wei_is_not_a_comparison() -> None:
    said = "Arbor Labs 宣称 Trellis 4.0 下月改为商业许可：来源为 Arbor Labs 员工推文，官方未提"
    found = _notes(said, inc="Cairn 0.4 — 图记忆压缩")
    assert "Trellis" in (found[said].attached_to or ""), found[said]
