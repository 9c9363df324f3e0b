"""heldout125's general causes (lead125): an outage the relation line calls another incident,
a follow-up citing an anchored increment, a bug's report then its fix, a full name a lead
states, a Chinese name glued to its kind. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.document.identity import lead_aliases
from patcher.plan.evidence import cited_increments
from tests.conftest import brief_text, increment, items, run

_APART = (
    "# serving · living document\n\n"
    "> Conventions: one entry per product. Releases go under the product's entry. Outages and"
    " bugs that hit users get their own entry in §1.4.\n\n"
    "## §1.1 Engines\n\n"
    "- [Heron](https://heron.example) — Heron Labs' serving engine; current 2.1.\n"
    "- [Marlin Cloud](https://marlin.example) — Marlin Co's hosted inference API.\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV cache\n\n"
    "## §1.4 Reliability\n\n"
    "- **Marlin Cloud outage (2031-01-05)** — north region down 3 h.\n"
    "- **Heron 2.0 NaN output bug (2031-01-20)** — NaN on some FP8 models.\n"
)


def _on(doc: str, title: str, section: str = "§1.4", extra: str = "") -> tuple[str, str]:
    block = increment(1, title, section=section, extra=extra)
    action = run(doc, brief_text(block)).actions[0]
    return action.action, action.matched or ""


def test_an_outage_the_relation_line_calls_another_incident_is_apart() -> None:
    """`已有 Marlin Cloud 条目及 1 月 5 日中断记录；本条是另一起独立事故`: the line names the
    product as context and says the news is another incident, which the preamble files apart."""
    for relation in (
        "已有 Marlin Cloud 条目及 1 月 5 日中断记录；本条是另一起独立事故",
        "Marlin Cloud entry and the Jan 5 outage exist; this is a separate outage",
    ):
        extra = f"与活文档现有脉络的关系：{relation}\n"
        action, matched = _on(_APART, "Marlin Cloud 新加坡区服务中断约 2 小时", extra=extra)
        assert action == "inserted", matched


def test_a_follow_up_cites_the_increment_it_says_was_anchored() -> None:
    """`02-11 已锚定新加坡区中断（ana 增量 2）；本条为官方复盘` cites 02-11's increment 2; a
    line naming it as context, or saying nothing of a follow-up, cites nothing."""
    date = "2031-02-14"
    line = "02-11 已锚定新加坡区中断（ana 实例增量 2 / ben 增量 1）；本条为官方复盘"
    assert cited_increments(line, date) == ["2031-02-11#2"]
    assert cited_increments("same event as ana 02-14 增量 3 and the outage entry", date) == [
        "2031-02-14#3"
    ]
    assert cited_increments("02-11 已锚定 Wrenfield（增量 2）", date) == []
    assert cited_increments("02-11 已锚定 Wrenfield（增量 2）；本条是新的竞品复盘", date) == []


def test_a_postmortem_continues_the_outage_a_night_created() -> None:
    """The outage entry 02-11 created (`Marlin Cloud 新加坡区服务中断`) takes its postmortem,
    whose title calls it a `故障` and whose point names the maker (`Marlin Labs`): the
    outage's own news, its product's maker, not a namesake's."""
    relation = "与活文档现有脉络的关系：已有 Marlin Cloud 条目；本条是另一起独立事故\n"
    first = brief_text(
        increment(1, "Marlin Cloud 新加坡区服务中断约 2 小时", section="§1.4", extra=relation),
        date="2031-02-11",
    )
    follow = "与活文档现有脉络的关系：02-11 已锚定新加坡区中断（ana 增量 1）；本条为官方复盘\n"
    points = "- root cause: a DNS change - Marlin Labs promises per-region control planes"
    later = brief_text(
        increment(1, "Marlin Cloud 02-11 故障复盘", section="§1.4", points=points, extra=follow),
        date="2031-02-14",
    )
    report = run(_APART, first, later)
    assert [a.action for a in report.actions] == ["inserted", "updated"], report.actions
    assert "2031-02-11#1" in (report.actions[1].matched or "")


def test_a_bug_reported_then_its_fix_is_the_bugs_entry() -> None:
    """`Heron 2.1 长上下文死锁，Heron-2.1.post1 修复`: the title reports the bug, then its fix;
    where bugs that hit users are entries of their own, not the product's news. A fix
    release leading its title (`Heron 2.1.1 修复长上下文死锁`) stays the product's."""
    action, matched = _on(_APART, "Heron 2.1 长上下文死锁，Heron-2.1.post1 修复")
    assert action == "inserted", matched
    action, matched = _on(_APART, "Heron 2.1.1 修复长上下文死锁", section="§1.1")
    assert action == "updated" and "Heron" in matched, matched


_FULL = (
    "# serving · 活文档\n\n"
    "> 约定：每个产品一条。\n\n"
    "## §1.1 推理引擎\n\n"
    "- **玄鸟 Xuanniao**（北溟科技）：面向端侧的推理引擎，当前 2.0。\n\n"
    "## §1.2 调度\n\n"
    "## §1.3 KV Cache\n\n"
    "- **QMX**（Quill Labs）：分层检索缓存层，全称 Quill Memory Exchange，当前 0.9。\n\n"
    "## §1.4 可靠性\n"
)


def test_a_full_name_the_lead_states_names_the_entry() -> None:
    """`…，全称 Quill Memory Exchange，…`: the entry goes by its stated full name, whose
    initials are not its abbreviation; a full name in a feature's brackets is none."""
    lead = "- **QMX**（Quill Labs）：分层检索缓存层，全称 Quill Memory Exchange，当前 0.9。"
    assert lead_aliases(lead) == ("Quill Memory Exchange",)
    assert lead_aliases("- **Tarn**：支持 PD（全称 Prefill-Decode）分离。") == ()
    action, matched = _on(_FULL, "Quill Memory Exchange 1.0 — 新增 NVMe 直读", section="§1.3")
    assert action == "updated" and "Quill Memory Exchange" in matched, matched


def test_a_chinese_name_glued_to_its_kind_and_release() -> None:
    """`玄鸟推理引擎2.1`: the Chinese name, the kind the entry's lead says (`推理引擎`), then a
    release: the release of `**玄鸟 Xuanniao**`."""
    action, matched = _on(_FULL, "玄鸟推理引擎2.1 — 支持新加速卡", section="§1.1")
    assert action == "updated" and "Xuanniao" in matched, matched


_LISTED_INDEX = (
    "# serving · living document\n\n"
    "## §1.1 Engines\n\n"
    "## §1.2 Scheduling\n\n"
    "- [Tallyq](https://arxiv.org/abs/3312.04411) — paper: fair queuing; reports 40% lower p99.\n\n"
    "## §1.3 KV cache\n\n"
    "## §1.4 Reliability\n\n"
    "## arXiv Index\n\n"
    "- 3312.04411 — Tallyq (§1.2)\n"
)


def test_a_doubt_naming_a_papers_id_goes_on_its_entry_not_its_index_row() -> None:
    """`Tallyq（arXiv:3312.04411）…不一致`, the night's Loomfair paper comparing with it: the
    paper's entry; the arXiv index kept as a list holds the id too, a row, not the paper's
    entry (not the increment whose words the doubt shares)."""
    relation = "与活文档现有脉络的关系：已有 Tallyq（arXiv:3312.04411）；本条是新的论文\n"
    points = "- 以 token 为公平单位 - 最差租户 p99 降低 35%"
    paper = increment(1, "Loomfair: token 级公平调度 arXiv:3403.07712", "§1.2", points, relation)
    item = (
        "矛盾/待核实 ①：Tallyq（arXiv:3312.04411）开源实现与论文数字不一致（低风险）\n"
        "- 问题：Loomfair 作者用 Tallyq 开源实现做基线，p99 仅降 12%\n"
    )
    report = run(_LISTED_INDEX, brief_text(paper) + items(item))
    (note,) = report.contradictions
    assert "Tallyq" in (note.attached_to or ""), note
