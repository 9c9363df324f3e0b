"""heldout203's general causes (lead203): an incident's postmortem or follow-up (`X 误删事件官方
复盘`, `X 故障复盘`) as news of the incident (the product's entry where incidents go under it, the
incident's own entry where they stand apart), a product coming to an operating system (`登陆
Linux`), a short form first in the lead's bracket before a middle dot or in a heading entry's
paragraph (`(STP; …)`), a month's board (`二月榜`), a product's score on a board named after it
(`X 1.3 Board 新榜 48.2%`), a board withdrawing a product's score, a family's lettered generation
and a model's size (`Name-A3-14B`), tiers the preamble keeps in the product's entry
(`同一产品的…档位…都写成该条目下`), a doubt about a board round's very figure. The names and
wordings are new, not the set's."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import incidents, versions
from patcher.plan.evidence.abbreviations import short_forms
from patcher.plan.evidence.clues import _reports_damage
from patcher.plan.evidence.names import names_of
from patcher.text.source import Source
from tests.conftest import brief_text, increment, items, run

_ZH = (
    "# 智能体 · 活文档\n\n"
    "> 维护约定：一个产品 / 基准 / 论文一个条目；同一产品的版本、代际、档位、价格、事故与复盘都写成"
    "该条目下带日期的子弹。榜单成绩写在**基准**条目下。\n\n"
    "## §1.1 智能体框架与产品\n\n"
    "- **Bramblecart**（Heddle Labs）：托管编码智能体，按档位售卖（Solo $10/月、Team $25/席）。\n"
    "  - 2039-05-02：Solo 档上线。\n"
    "- **Quillrook CLI**（github.com/quillrook/quillrook-cli · MIT）：开源终端编码智能体。\n"
    "  - 2039-12-01：事故——清理步骤误删用户工作区，已暂停自动清理。\n"
    "- **Tamsworth**（Ferrule AI）：智能体基座模型家族。\n"
    "  - 2039-03-04：Tamsworth-B1，30B。\n"
    "  - 2039-09-09：Tamsworth-B2，65B 与 8B 两档。\n"
    "- **Gorsedesk**（Pellow）：桌面端 computer-use 智能体应用（macOS / Windows）。\n"
    "  - 2039-10-11：1.4，新增只读演练。\n\n"
    "## §1.2 工具调用与编排\n\n"
    "- **Lanyard Call Format**（LCF · Lanyard 工作组 · github.com/lanyard-wg/spec）：开放的工具调用格式。\n"
    "  - 2039-08-01：0.9 草案。\n\n"
    "## §1.3 记忆与检索\n\n"
    "- **Tidemoss**（github.com/tidemoss/tidemoss）：智能体长期记忆层。\n\n"
    "## §1.4 评测与可靠性\n\n"
    "- **Coppergym**（Copper 联盟）：桌面 computer-use 评测环境，280 个任务。\n"
    "  - 2039-12-20：Gorsedesk 1.4 成绩 39.0%，位列第四。\n"
    "- **Wickbench**（arXiv:3911.10001 · github.com/wickbench/wickbench）：真实软件任务的智能体基准，月度榜单。\n"
    "  - 2040-01-31：一月榜：Bramblecart Team 55.0% 第一。\n"
)

_EN = (
    "# Agents — living document\n\n"
    "Conventions in brief: generation-split families get one entry per generation; incidents are"
    " entries of their own in §1.4; scores are recorded on the scored product's entry.\n\n"
    "## §1.1 Agent frameworks and products\n\n"
    "### Bramblecart Team\n"
    "Heddle Labs' hosted coding agent, team tier, $25/seat/month.\n"
    "- 2040-01-31 — Wickbench January board: 55.0%, first.\n\n"
    "### Gorsedesk\n"
    "Pellow's desktop computer-use agent (macOS, Windows).\n"
    "- 2039-10-11 — 1.4: read-only rehearsal.\n\n"
    "### Quillrook CLI\n"
    "Open-source terminal coding agent (github.com/quillrook/quillrook-cli, MIT).\n\n"
    "### Tamsworth-B3 发布 —— Ferrule AI 新一代智能体基座(90B MoE / 12B)\n"
    "Ferrule AI's third generation agent foundation model.\n\n"
    "## §1.2 Tool use and orchestration\n\n"
    "### Lanyard Call Format\n"
    "Open tool-call format (LCF; Lanyard working group; github.com/lanyard-wg/spec).\n"
    "- 2039-08-01 — 0.9 draft.\n\n"
    "## §1.3 Memory and retrieval\n\n"
    "### Tidemoss\n"
    "Long-term memory layer for agents (github.com/tidemoss/tidemoss).\n\n"
    "## §1.4 Evaluation and reliability\n\n"
    "### Wickbench\n"
    "arXiv:3911.10001 — real software tasks for agents, monthly board (results are recorded on"
    " the products' entries).\n\n"
    "### Coppergym\n"
    "Copper consortium's desktop computer-use environment, 280 tasks.\n\n"
    "### Quillrook workspace-deletion incident (2039-12-01)\n"
    "Quillrook CLI's cleanup step deleted users' working trees.\n"
    "- 2039-12-05 — 2.3 ships with cleanup off by default.\n\n"
    "### Sallowmere Assistant 大面积不可用约 5 小时\n"
    "Sallowmere Assistant was down for about five hours.\n"
)


def _one(doc: str, title: str, section: str, points: str = "- 要点一 - 要点二") -> tuple[str, str]:
    report = run(doc, brief_text(increment(1, title, section, points), date="2040-02-10"))
    [action] = report.actions
    return action.action, action.matched or ""


def test_an_incidents_postmortem_goes_on_the_product_where_incidents_go_under_it() -> None:
    action, matched = _one(
        _ZH, "Quillrook 误删事件官方复盘 —— 根因是路径二次展开", "§1.4 评测与可靠性"
    )
    assert action == "updated" and "Quillrook CLI" in matched, matched
    action, matched = _one(_ZH, "Quillrook 误删事件后续 —— 受影响用户赔偿", "§1.4 评测与可靠性")
    assert action == "updated" and "Quillrook CLI" in matched, matched


def test_an_incidents_postmortem_goes_on_the_incident_where_incidents_stand_apart() -> None:
    action, matched = _one(
        _EN, "Quillrook 误删事件官方复盘 —— 根因是路径二次展开", "§1.4 评测与可靠性"
    )
    assert action == "updated" and "incident" in matched, matched
    action, matched = _one(
        _EN, "Sallowmere 故障复盘 — 记忆后端扩容触发级联超时", "§1.4 评测与可靠性"
    )
    assert action == "updated" and "Sallowmere" in matched, matched


def test_a_wide_outage_for_a_time_and_a_deletion_by_mistake_report_trouble() -> None:
    """`X 大面积不可用约 5 小时` says X was down; `误删` reports damage, a guard against it
    (`防误删`) does not."""
    assert incidents.says_down("Sallowmere Assistant 大面积不可用约 5 小时")
    assert not incidents.says_down("Sallowmere Assistant 新增大面积不可用时的降级模式")
    assert _reports_damage("Quillrook 误删事件")
    assert not _reports_damage("Quillrook 新增防误删回收区")


def test_a_product_coming_to_an_operating_system_names_nothing_else() -> None:
    assert not names_of("Gorsedesk 登陆 Linux(公测)").others
    assert not names_of("Gorsedesk 支持 Windows").others
    assert names_of("Gorsedesk 集成 Harrowline").others  # (another product)
    action, matched = _one(_ZH, "Gorsedesk 登陆 Linux(公测)", "§1.1 智能体框架与产品")
    assert action == "updated" and "Gorsedesk" in matched, matched


def test_a_short_form_first_in_the_bracket_or_the_paragraph_names_the_entry() -> None:
    lead = (
        "**Lanyard Call Format**（LCF · Lanyard 工作组 · github.com/lanyard-wg/spec）：开放格式。"
    )
    assert short_forms(lead, "Lanyard Call Format") == ("LCF",)
    prose = "Lanyard Call Format\nOpen tool-call format (LCF; Lanyard working group; …)."
    assert short_forms(prose, "Lanyard Call Format") == ("LCF",)
    other = "Lanyard Call Format\nOpen tool-call format (LWG; Lanyard working group; …)."
    assert short_forms(other, "Lanyard Call Format") == ()  # (not its initials)
    for doc in (_ZH, _EN):
        action, matched = _one(doc, "LCF 1.0 最终稿投票通过", "§1.2 工具调用与编排")
        assert action == "updated" and "Lanyard Call Format" in matched, matched


def test_a_months_board_led_by_the_board_goes_on_the_scored_product() -> None:
    """Where scores go on the scored product, `Board 二月榜 — X 以 N% 登顶` is X's."""
    title = "Wickbench 二月榜 — Bramblecart Team 以 58.3% 登顶"
    action, matched = _one(_EN, title, "§1.4 评测与可靠性")
    assert action == "updated" and "Bramblecart Team" in matched, matched


def test_a_products_score_on_a_board_named_after_it() -> None:
    """`X 1.4 Board 新榜 N%`: the benchmark's where scores go there, the product's where they go
    on the product."""
    title = "Gorsedesk 1.4 Coppergym 新榜 44.1%，升至第一"
    action, matched = _one(_ZH, title, "§1.4 评测与可靠性")
    assert action == "updated" and "Coppergym" in matched, matched
    action, matched = _one(_EN, title, "§1.4 评测与可靠性")
    assert action == "updated" and "Gorsedesk" in matched, matched


def test_a_board_withdrawing_a_products_score_is_the_products_news() -> None:
    title = "Wickbench 维护方撤下 Bramblecart Team 一月榜 55.0% 成绩"
    action, matched = _one(_EN, title, "§1.4 评测与可靠性")
    assert action == "updated" and "Bramblecart Team" in matched, matched


def test_a_familys_lettered_generation_and_a_models_size() -> None:
    """`Name-B3-12B`: the family's entry recording B1 and B2 (one entry per family), or the
    generation's own entry where generations stand apart (its size left out)."""
    assert versions.generations_recorded(["  - 2039-03-04：Tamsworth-B1，30B。"]) == {"B1"}
    action, matched = _one(_ZH, "Tamsworth-B3-12B 开放权重", "§1.1 智能体框架与产品")
    assert action == "updated" and "Tamsworth" in matched, matched
    action, matched = _one(_EN, "Tamsworth-B3-12B 开放权重", "§1.1 智能体框架与产品")
    assert action == "updated" and "Tamsworth-B3" in matched, matched


def test_tiers_the_preamble_keeps_in_the_products_entry() -> None:
    said = "同一产品的版本、代际、档位、价格都写成该条目下带日期的子弹。"
    assert versions.stated_tiers(said) == "held"
    assert versions.stated_tiers("同一产品的版本、价格都写成该条目下带日期的子弹。") == ""
    action, matched = _one(
        _ZH, "Bramblecart Team 档降价 — $25 → $18/席/月", "§1.1 智能体框架与产品"
    )
    assert action == "updated" and "Bramblecart" in matched, matched


def test_a_doubt_about_a_rounds_figure_goes_where_the_round_went() -> None:
    """Where scores go under the benchmark, `X 58.3% 是否…` doubting the round's very figure goes
    on the benchmark with the round, not on X's entry."""
    round_ = increment(3, "Wickbench 二月榜 — Bramblecart Team 以 58.3% 登顶", "§1.4 评测与可靠性")
    item = (
        "矛盾/待核实 ②：Bramblecart Team 58.3% 是否接触过测试仓库（高风险）\n提交表单该栏留空。\n"
    )
    brief = brief_text(round_, date="2040-02-10") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", _ZH.encode()), smap)
    (note,) = report.contradictions
    [action] = report.actions
    assert "Wickbench" in (action.matched or ""), action
    assert note.attached_to == action.id, note


def test_a_postmortem_dating_another_incident_is_not_the_earlier_ones() -> None:
    """`X 故障复盘：06-05 …` beside X's one incident entry dated otherwise is another incident."""
    doc = _EN.replace(
        "### Sallowmere Assistant 大面积不可用约 5 小时\n",
        "### Sallowmere Assistant 大面积不可用约 5 小时（2040-01-20）\n",
    )
    action, _ = _one(
        doc, "Sallowmere 故障复盘：02-06 调度器死锁导致 2 小时停摆", "§1.4 评测与可靠性"
    )
    assert action == "inserted"
    action, matched = _one(
        doc, "Sallowmere 故障复盘：01-20 记忆后端扩容触发超时", "§1.4 评测与可靠性"
    )
    assert action == "updated" and "Sallowmere" in matched, matched


def test_a_months_round_placing_two_products_stays_the_boards() -> None:
    """Where a product's own score goes under the product, a month's round placing two
    products (`A 登顶，B 跌至第三`) is the board's, though one of them has no entry."""
    doc = _EN.replace(
        "### Coppergym\n", "### Coppergym\n- 2040-01-20 — January board: Gorsedesk third.\n"
    )
    title = "Coppergym 二月榜 — Harrowline 组合首次登顶，Gorsedesk 1.4 跌至第三"
    action, matched = _one(doc, title, "§1.4 评测与可靠性")
    assert action == "updated" and "Coppergym" in matched, matched
