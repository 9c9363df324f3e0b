"""Contradiction placement, eighth pass (issue 21). An item led by the abbreviation an entry
goes by, a release right after it (`KXP 2.1 草案…`, `传闻 KXP/4 …`), is about that entry:
the release names the thing itself. A word of the trade, an abbreviation two entries go by,
or one with no release after it and nothing else shared, stays in 待核实. A year written inside
an id (`CVE-2035-44810`) names no pending note led by a figure (`"2035 年超过 40%…"`). A thing no entry and no increment
has, compared with one the document holds written before the comparison (`在回应 Trellis 对比时`),
leaves the item to 待核实, as `对比 Trellis` did."""

from __future__ import annotations

from patcher import api
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, shipped_map

DOC = (
    "# 智能体笔记\n\n## §1.1 框架\n\n- **Trellis**：开源多智能体框架（Arbor Labs）\n\n"
    "## §1.2 协议\n\n"
    "- **KXP**（知识交换规范）— Pellucid Labs 发起的开放规范，定义检索源的注册与增量同步。\n"
    "- **KXP SDKs** — 官方 SDK：Python、Go。\n"
    "- **Ferrule** — 工具网关，鉴权与限流。\n"
    "\n## §1.3 记忆\n\n- **Cairn**：图结构智能体记忆\n\n"
    "## §1.4 评测\n\n- **MemArena**：智能体记忆评测基准\n"
)
EN = DOC.replace(
    "- **KXP**（知识交换规范）— Pellucid Labs 发起的开放规范，定义检索源的注册与增量同步。\n",
    "- **KXP** — Knowledge Exchange Profile, Pellucid Labs' open spec for source "
    "registration and incremental sync.\n",
)


def _notes(*titles: str, doc: str = DOC) -> dict[str, NoteAction]:
    brief = brief_text(increment(1, "Trellis 3.3 — 能力协商重写"), date="2035-06-20")
    brief += "三、值得警惕的矛盾或待核实说法\n" + "".join(
        f"矛盾/待核实 {n}：{t}（低风险）\n" for n, t in enumerate(titles, 1)
    )
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), shipped_map()
    )
    return {n.title: n for n in report.contradictions}


def test_an_abbreviation_then_a_release_names_the_entry_going_by_it() -> None:
    draft = "KXP 2.1 草案是否兼容旧版客户端"
    rumour = "传闻 KXP/4 将于明年启动"
    for doc in (DOC, EN):
        found = _notes(draft, rumour, doc=doc)
        for title in (draft, rumour):
            assert (found[title].attached_to or "").startswith("entry '**KXP**"), found[title]


def test_without_a_release_or_for_a_word_of_the_trade_it_stays_to_verify() -> None:
    bare = "KXP 是否会被弃用"  # (no release, nothing else shared: 待核实 as before)
    trade = "GPU 2.1 驱动是否修复"  # (a word of the trade, whatever follows it)
    found = _notes(bare, trade)
    assert found[bare].attached_to == "verify", found[bare]
    assert found[trade].attached_to == "verify", found[trade]


PENDING = DOC + (
    "\n## 待核实\n\n"
    '- ⚠️ 待核实（低风险）：**"2035 年超过 40% 的企业 agent 运行在托管运行时上"**：出处不明'
    " <!-- livedoc:id=2035-06-12#c2 -->\n"
)


def test_a_year_inside_an_id_names_no_pending_note_led_by_a_figure() -> None:
    answer = "已核实：Ferrule CVE-2035-44810 影响版本为 ≤3.1.0（NVD 与官方通告已统一）"
    found = _notes(answer, doc=PENDING)
    assert "2035 年超过" not in (found[answer].attached_to or ""), found[answer]
    # the pending note is still answered by its own words
    claim = '已核实："2035 年超过 40% 的企业 agent 运行在托管运行时上"出自某咨询公司报告'
    found = _notes(claim, doc=PENDING)
    assert "2035 年超过" in (found[claim].attached_to or ""), found[claim]


def test_a_thing_no_one_has_compared_with_an_entry_written_before_the_comparison() -> None:
    unknown = "Quillmark 多跳 F1 +9 的对照设置：Quillmark 作者在回应 Trellis 对比时称基线不同"
    found = _notes(unknown)
    assert found[unknown].attached_to == "verify", found[unknown]
    # the thing it leads with has an entry: the comparison no longer hides it
    known = "Ferrule 1.2 的对照设置：Ferrule 作者在回应 Trellis 对比时称基线不同"
    found = _notes(known)
    assert "Trellis" not in (found[known].attached_to or ""), found[known]
