"""Contradiction placement, fifth pass (issue 21): items labelled on an entry that were left in
the 待核实 section. An item led by a benchmark and the figure an increment's title gives goes
with that increment; an item led by a two-character Chinese name goes on the entry that name
starts (not when its suggestion names another); an unknown claimant's claim that the claimed
entry's own side answers goes on that entry; `X 协议` names an entry called `X protocol`."""

from __future__ import annotations

from patcher import api
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, shipped_map

DOC = (
    "# 多模态笔记\n\n## §1.1 框架格局\n\n"
    "- **Kaiwen-VL**：开文视觉语言模型家族（开文智能）\n"
    "- **Tern-Edge 1.6**：燕鸥端侧多模态模型 1.6 版（燕鸥实验室）\n"
    "- **鸿雁端侧（Hongyan Edge）**：手机与笔记本端侧运行时，0.9 beta，部分机型偶发崩溃\n"
    "- [B2B protocol](https://b2b.example) — 智能体之间的任务委派协议\n"
    "- [Model Context Protocol](https://mcp.example) — 工具与资源的开放协议\n"
    "\n## §1.2 推理调度\n\n- **抢占调度综述** — 各引擎的抢占策略对照（2034-07-18）\n\n"
    "## §1.3 KV Cache\n\n- **VisBench-X**：二十项子任务的综合多模态评测与公开榜单\n\n"
    "## §1.4 可靠性\n\n- **InkSeal**：生成图像不可见水印方案（InkSeal 工作组）\n"
)


def _notes(*titles: str, inc: str = "Pallwick Serve 2.2 — 调度器重写") -> dict[str, NoteAction]:
    brief = brief_text(increment(1, inc), date="2034-08-20")
    brief += "三、值得警惕的矛盾或待核实说法\n" + "".join(
        f"矛盾/待核实 {n}：{t}（低风险）\n" for n, t in enumerate(titles, 1)
    )
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), shipped_map()
    )
    return {n.title: n for n in report.contradictions}


def test_a_benchmark_and_the_figure_an_increment_gives_go_with_that_increment() -> None:
    inc = "Kaiwen-VL 5 在 VisBench-X 登顶（91.2）"
    said = "VisBench-X 91.2 是否使用多轮提示：Kaiwen-VL 5 博客称默认设置，社区复测仅 88.7"
    other = "VisBench-X 90.5 是否使用多轮提示：Kaiwen-VL 5 博客称默认设置"  # (not its figure)
    found = _notes(said, other, inc=inc)
    assert found[said].attached_to == "2034-08-20#1", found[said]
    assert found[other].attached_to == "verify", found[other]


def test_an_item_led_by_a_two_character_chinese_name() -> None:
    said = "鸿雁 OOM 影响机型范围：issue 称仅 8GB 机型"
    generic = "模型 OOM 影响机型范围：issue 称仅 8GB 机型"  # (a word of the trade, no name)
    found = _notes(said, generic)
    assert "Hongyan Edge" in (found[said].attached_to or ""), found[said]
    assert found[generic].attached_to == "verify", found[generic]


def test_a_two_character_name_yields_to_the_entry_its_suggestion_names() -> None:
    brief = brief_text(increment(1, "Pallwick Serve 2.2 — 调度器重写"), date="2034-08-20")
    brief += (
        "三、值得警惕的矛盾或待核实说法\n"
        "| # | 矛盾 | 风险 | 说明 | 建议 |\n|---|---|---|---|---|\n"
        '| 1 | 鸿雁 0.9 机型崩溃范围 | 低风险 | 论坛称 12GB 机型也崩溃 | 标注"Tern-Edge 1.6 端侧崩溃范围待核实" |\n'
    )
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), shipped_map()
    )
    (note,) = report.contradictions
    assert "Tern-Edge 1.6" in (note.attached_to or ""), note


def test_a_claim_the_claimed_entrys_side_answers_goes_on_that_entry() -> None:
    answered = "WipeMark 宣称去除 InkSeal 90%，InkSeal 工作组复测仅 55%"
    claimed = "WipeMark 宣称已提供托管 InkSeal 去除服务"  # (the claimant's own service)
    found = _notes(answered, claimed)
    assert "InkSeal" in (found[answered].attached_to or ""), found[answered]
    assert found[claimed].attached_to == "verify", found[claimed]


def test_an_abbreviation_and_its_kind_in_chinese_name_the_latin_entry() -> None:
    said = "B2B 协议将并入 MCP 的传闻"
    found = _notes(said)
    assert "B2B protocol" in (found[said].attached_to or ""), found[said]


def test_a_suggestion_sending_the_item_into_verify() -> None:
    """`进待核实,不写正文` puts the item in the 待核实 section though its title names an entry."""
    brief = brief_text(increment(1, "Pallwick Serve 2.2 — 调度器重写"), date="2034-08-20")
    brief += (
        "三、值得警惕的矛盾或待核实说法\n"
        "| # | 矛盾 | 风险 | 说明 | 建议 |\n|---|---|---|---|---|\n"
        "| 1 | InkSeal 将开源检测器的传闻 | 低风险 | 某社群转述 | 进待核实,不写正文 |\n"
    )
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), shipped_map()
    )
    (note,) = report.contradictions
    assert note.attached_to == "verify", note
