"""Contradiction placement, fourteenth pass (contra14): an item led by a name and release
that one of tonight's increments writes after its maker in mixed case (`Corvel 2.5 正式版时长`
and `Pellmoor Corvel2.5 预览版`) goes with that increment; an item led by a two-capital
abbreviation glued to its release (`QZ3.2 后台队列并发上限`) goes with the increment that
writes it apart (`QZ 3.2 发布 — 后台任务队列`)."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, entry_at, increment, items, line_of, run

_DOC = (
    "# Inference\n\n"
    "## §1.1 框架格局\n\n"
    "- [Brisket Engine 2.1](https://brisket.example) — C++ inference engine.\n\n"
    "## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
)


def _note(title: str, *incs: str, doc: str = _DOC) -> str | None:
    night = brief_text(*(incs or (increment(1, "Quern 并行解码器 0.4"),)), date="2032-05-07")
    night += items(f"矛盾/待核实 ①：{title}（低风险）\n")
    (note,) = run(doc, night).contradictions
    return note.attached_to


def test_an_item_led_by_a_release_an_increment_writes_after_a_mixed_case_maker() -> None:
    landed = _note(
        "Corvel 2.5 正式版时长",
        increment(1, "Quern 并行解码器 0.4"),
        increment(2, "Pellmoor Corvel2.5 预览版 — 60 秒多镜头", points="- 预览 - 60 秒"),
    )
    assert landed == "2032-05-07#2", landed


def test_an_item_led_by_another_release_stays_off_the_mixed_case_makers_increment() -> None:
    landed = _note(
        "Corvel 2.4 正式版时长",
        increment(1, "Quern 并行解码器 0.4"),
        increment(2, "Pellmoor Corvel2.5 预览版 — 60 秒多镜头", points="- 预览 - 60 秒"),
    )
    assert landed != "2032-05-07#2", landed


def test_an_item_led_by_a_two_capital_name_glued_to_its_release() -> None:
    landed = _note(
        "QZ3.2 后台队列并发上限",
        increment(1, "Quern 并行解码器 0.4"),
        increment(2, "QZ 3.2 发布 — 后台任务队列", points="- 后台任务队列"),
    )
    assert landed == "2032-05-07#2", landed


def test_a_two_capital_name_glued_to_another_release_stays_off() -> None:
    landed = _note(
        "QZ3.1 后台队列并发上限",
        increment(1, "Quern 并行解码器 0.4"),
        increment(2, "QZ 3.2 发布 — 计划模式", points="- 计划模式"),
    )
    assert landed != "2032-05-07#2", landed


# A `已核实：` resolution of a note pending in 待核实 that asked whether a thing exists, when
# tonight's increment writes that thing's first entry (no release of it: the thing itself),
# goes on that entry; the pending note gets a line pointing there.
_PENDING_DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- **Brisket Engine 2.1** — C++ inference engine.\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## 待核实\n\n"
    "- ⚠️ 待核实（低风险）：**Wombat-Sight 是否存在**：仅见一篇自媒体文章"
    " <!-- livedoc:id=2027-08-02#c3 -->\n"
)


def _resolved(title: str, inc: str) -> str:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), inc, date="2027-08-06")
    brief += f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：{title}\n- 问题：官方发布页已出现\n"
    doc = Source("doc.md", _PENDING_DOC.encode())
    report = api.apply([Source("b.txt", brief.encode())], doc, smap)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    return report.new_text.render()


def test_a_resolution_goes_on_the_entry_tonight_writes_for_the_thing_asked_about() -> None:
    text = _resolved(
        "已核实：Wombat-Sight 确为风眼科技产品（8-02 待核实项已解决）",
        increment(2, "Wombat-Sight — 风眼科技 VLM 首次官方确认", section="§1.1 框架格局"),
    )
    resolved = line_of(text, "id=2027-08-06#c1 ")
    assert entry_at(text, resolved).startswith("- **Wombat-Sight"), text
    assert line_of(text, "## 待核实") < line_of(text, "✅ 已核实（2027-08-06）：见"), text


def test_a_resolution_stays_pending_when_tonights_entry_is_a_release() -> None:
    text = _resolved(
        "已核实：Wombat-Sight 1.0 确为风眼科技产品（8-02 待核实项已解决）",
        increment(2, "Wombat-Sight 1.0 — 首个正式版", section="§1.1 框架格局"),
    )
    assert line_of(text, "## 待核实") < line_of(text, "id=2027-08-06#c1 "), text


def test_a_resolution_led_by_another_thing_stays_pending() -> None:
    text = _resolved(
        "已核实：Wombat-Sight 确为风眼科技产品（8-02 待核实项已解决）",
        increment(2, "Quokka Lens — 风眼科技第二款 VLM", section="§1.1 框架格局"),
    )
    assert line_of(text, "## 待核实") < line_of(text, "id=2027-08-06#c1 "), text


# A document whose preamble files every score under the product's entry: an item led by a
# product's name giving its figure on a board (`Pellet 在 GaugeArena 5 月榜成功率 92.0%，与官网
# 自报 95% 不符`) goes on the product, even where tonight's board round wrote that figure under
# the board's entry; an item about the board itself stays with the board.
_SCORED_DOC = (
    "# agent · 活文档\n\n"
    "> 约定：每个条目一行 `- **名称**：描述`；版本发布、补丁、事故、评测分数一律记作该产品条目下的"
    " `- 进展（MM-DD）：…` 子条目，不另起条目。\n\n"
    "## §1.1 框架与编排\n\n"
    "- **Pellet**：Quarrow Labs 的工具调用参数校验器，按 JSON Schema 拦截畸形调用\n"
    "  - 进展（04-12）：GaugeArena 上把畸形调用率从 7.1% 降到 1.9%。\n\n"
    "## §1.2 工具\n\n## §1.3 记忆\n\n## §1.4 评测\n\n"
    "- **GaugeArena**：工具调用成功率排行榜，月度更新\n"
)


def _scored_note(title: str) -> str | None:
    night = brief_text(
        increment(
            1,
            "GaugeArena 5 月榜：Pellet 与 Fetchrow 工具调用成功率对比",
            section="§1.4 评测",
            points="- Pellet 92.0% - Fetchrow 88.1%",
        ),
        date="2037-05-05",
    )
    night += items(f"矛盾/待核实 ①：{title}（低风险）\n")
    (note,) = run(_SCORED_DOC, night).contradictions
    return note.attached_to


def test_a_products_score_on_a_board_goes_on_the_product_where_the_preamble_says_so() -> None:
    landed = _scored_note(
        "Pellet 在 GaugeArena 5 月榜成功率 92.0%，与 Quarrow Labs 官网自报 95% 不符"
    )
    assert "Pellet" in (landed or ""), landed


def test_an_item_about_the_board_itself_stays_with_the_board() -> None:
    landed = _scored_note("GaugeArena 5 月榜任务集是否与 4 月相同，榜单说明未写")
    assert "Pellet" not in (landed or ""), landed


# A board kept one entry per monthly edition (`【Trekbench 2028.08 期】`): an item naming the
# edition by its month in words and no entry by name (`Trekbench 九月版 Ravelin 2.0 分数`) goes
# on that month's entry; a month no entry has stays in 待核实.
_EDITIONS_DOC = (
    "# 智能体活文档\n\n## §1.1 框架\n\n"
    "- 【Quillwright 3.1】编码智能体（Anvil AI，2028-09-01）\n\n"
    "## §1.2 工具\n\n## §1.3 评测\n\n"
    "- 【Trekbench 2028.08 期】长程智能体榜单八月版，Quillwright 3.0 以 61.2% 居首\n"
    "- 【Trekbench 2028.09 期】长程智能体榜单九月版，Quillwright 3.1 以 64.8% 居首\n\n"
    "## §1.4 可靠性\n"
)


def test_an_item_naming_a_boards_edition_by_its_month_goes_on_that_edition() -> None:
    landed = _note("Trekbench 九月版 Ravelin 2.0 分数：榜单 64.8%，自报 66.1%", doc=_EDITIONS_DOC)
    assert "Trekbench 2028.09" in (landed or ""), landed


def test_an_item_naming_an_edition_no_entry_has_stays_in_verify() -> None:
    landed = _note("Trekbench 十月版 Ravelin 2.0 分数：榜单 64.8%，自报 66.1%", doc=_EDITIONS_DOC)
    assert "Trekbench" not in (landed or ""), landed
