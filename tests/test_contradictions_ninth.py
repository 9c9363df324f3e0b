"""Contradiction placement, ninth pass (issue 21). An item about two entries (`A 0.4 的召回口径
与 B 不一致`) goes on the one its title, its problem and its note all lead with: the doubt is
that one's, the other what it is set against. Two things set side by side with nothing saying
whose doubt it is (`A 与 B 的延迟数字互相矛盾`), or a problem and a note leading with different
entries, leave it to 待核实. A resolution whose suggestion closes the earlier item by its day and
number (`关闭 9-08 矛盾 ①`) goes under that item's note, as one citing it in its title does."""

from __future__ import annotations

from patcher import api
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, shipped_map
from .test_contradictions_eighth import DOC, EN


def _notes(*items: tuple[str, str, str], doc: str = DOC) -> dict[str, NoteAction]:
    brief = brief_text(increment(1, "Trellis 3.3 — 能力协商重写"), date="2035-06-20")
    brief += "三、值得警惕的矛盾或待核实说法\n" + "".join(
        f"矛盾/待核实 {n}：{title}（低风险）\n- 问题：{problem}\n- 建议：{note}\n"
        for n, (title, problem, note) in enumerate(items, 1)
    )
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), shipped_map()
    )
    return {n.title: n for n in report.contradictions}


LED = (
    "Cairn 0.4 的召回口径与 MemArena 不一致",
    "Cairn 按会话计召回，MemArena 按轮次计，同一负载相差 15 个百分点",
    '标注"Cairn 召回口径（按会话）需在文档中注明"',
)
WORDED = (
    "Ferrule 的限流语义与 Cairn 的说明不符",
    "Ferrule 按租户限流，Cairn 文档称其按连接限流",
    "Ferrule 限流粒度（按租户）待官方澄清",
)


def test_two_entries_go_to_the_one_title_problem_and_note_lead_with() -> None:
    for doc in (DOC, EN):
        found = _notes(LED, WORDED, doc=doc)
        assert (found[LED[0]].attached_to or "").startswith("entry '**Cairn**"), found[LED[0]]
        assert (found[WORDED[0]].attached_to or "").startswith("entry '**Ferrule**"), found[
            WORDED[0]
        ]


def test_side_by_side_or_led_apart_stays_to_verify() -> None:
    both = ("Cairn 与 Ferrule 的延迟数字互相矛盾", "Cairn 称 3 ms，Ferrule 称 9 ms", "待核实")
    apart = (
        "Cairn 0.4 的召回口径与 MemArena 不一致",
        "MemArena 按轮次计，Cairn 按会话计",
        '标注"Cairn 召回口径需注明"',
    )
    for item in (both, apart):
        found = _notes(item)
        assert found[item[0]].attached_to == "verify", found[item[0]]


NOTED = DOC.replace(
    "- **Cairn**：图结构智能体记忆\n",
    "- **Cairn**：图结构智能体记忆\n"
    "- **Cairn Cloud 美东区调度故障 — 约 90 分钟 run 卡住**（2035-06-17）：托管版调度器故障\n"
    "  - ⚠️ 待核实（中风险）：受影响 run 数口径待核实（是否只统计付费租户）"
    " <!-- livedoc:id=2035-06-18#c1 -->\n"
    "- **Ferrule 美东区故障 — 网关 40 分钟不可用**（2035-06-19）：托管网关故障\n"
    "  - ⚠️ 待核实（中风险）：受影响租户数口径待核实（是否只统计付费租户）"
    " <!-- livedoc:id=2035-06-19#c1 -->\n",
)


def test_a_resolution_closing_a_cited_item_in_its_suggestion_goes_under_that_note() -> None:
    answer = "已核实：美东区故障影响租户数为 1,262"
    found = _notes(
        (answer, "修订复盘给出全部租户的 run 数", "以修订复盘为准，关闭 6-18 矛盾 ①"), doc=NOTED
    )
    assert (found[answer].attached_to or "").startswith("entry '**Cairn Cloud"), found[answer]
    assert "2035-06-18#c1" in (found[answer].matched or ""), found[answer]


DATED = DOC.replace(
    "- **Cairn**：图结构智能体记忆\n",
    "- **Cairn**：图结构智能体记忆\n"
    "- **Cairn Cloud** — 托管版 Cairn，含 serverless 档\n"
    "- **Cairn Cloud us-east 查询延迟飙升事故 — 持续约 6 小时**（2035-06-17）："
    "2035-06-16 14:10 UTC 起 serverless 档 p99 延迟升至 4–9 s\n",
)


def test_an_item_naming_an_incident_by_its_day_finds_the_day_in_the_incident_lead() -> None:
    said = "Cairn Cloud 6/16 事故时长：状态页写 4.5 小时，多位用户称约 6 小时"
    found = _notes((said, "状态页与用户报告不一致", "以官方复盘为准"), doc=DATED)
    assert (found[said].attached_to or "").startswith("entry '**Cairn Cloud us-east"), found[said]


RELEASES = DOC.replace(
    "- **Cairn**：图结构智能体记忆\n",
    "- **Cairn 0.3**：图结构智能体记忆，PD 分离下的 KV 传输\n- **Cairn 0.4**：新增跨节点直拷\n",
)


def test_an_item_led_by_a_product_kept_per_release_is_no_other_entrys() -> None:
    said = "Cairn 卡死是否影响 Ferrule 1.7 的限流"
    found = _notes((said, "社区推测两者相关，无证据", "待核实"), doc=RELEASES)
    assert found[said].attached_to == "verify", found[said]
