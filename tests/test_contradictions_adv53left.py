"""Contradiction placement, what adversarial pass 53 left: a month's `版`/`期` glued into
another word is no edition (`5 月版权声明`, `6 月期间`); a bracket naming a rival or a fork's
source (`（Corvid 竞品）`, `(fork of Corvid)`) gives the head no other name; an item about a
board itself (its voters, its rules) stays on the board where the board is a heading entry
whose paragraph says it is one, even where the preamble files scores under products."""

from __future__ import annotations

import pytest

from patcher.plan.contradictions import _given_name, head_gives_name

from .conftest import brief_text, increment, items, run

_EDITIONS_DOC = (
    "# 智能体活文档\n\n## §1.1 框架\n\n"
    "- 【Quillwright 3.1】编码智能体（Anvil AI，2028-09-01）\n\n"
    "## §1.2 工具\n\n## §1.3 评测\n\n"
    "- 【Trekbench 2028.08 期】长程智能体榜单八月版，Quillwright 3.0 以 61.2% 居首\n"
    "- 【Trekbench 2028.09 期】长程智能体榜单九月版，Quillwright 3.1 以 64.8% 居首\n\n"
    "## §1.4 可靠性\n"
)


def _note(title: str, doc: str, *incs: str, date: str = "2032-05-07") -> str | None:
    night = brief_text(*(incs or (increment(1, "Quern 并行解码器 0.4"),)), date=date)
    night += items(f"矛盾/待核实 ①：{title}（低风险）\n")
    (note,) = run(doc, night).contradictions
    return note.attached_to


@pytest.mark.parametrize(
    "title",
    [
        "Trekbench 9 月版权声明与官网说法不一",
        "Trekbench 9 月版本号与官网不符",
        "Trekbench 8 月期间排名是否重算",
    ],
)
def test_a_month_glued_to_another_word_is_no_edition(title: str) -> None:
    landed = _note(title, _EDITIONS_DOC)
    assert "Trekbench 2028" not in (landed or ""), landed


@pytest.mark.parametrize(
    "title",
    [
        "Trekbench 9 月版 Ravelin 2.0 分数：榜单 64.8%，自报 66.1%",
        "Trekbench 九月版分数：榜单 64.8%，自报 66.1%",
        "Trekbench 9 月期 Ravelin 2.0 分数：榜单 64.8%，自报 66.1%",
    ],
)
def test_a_months_edition_before_a_name_or_its_figure_is_still_read(title: str) -> None:
    landed = _note(title, _EDITIONS_DOC)
    assert "Trekbench 2028.09" in (landed or ""), landed


def test_relation_words_beside_a_bracketed_name_give_no_name() -> None:
    corvid = _given_name("Corvid")
    for head in (
        "Harrow 语音网关（Corvid 竞品）",
        "Harrow 语音网关（Corvid 的竞品）",
        "Harrow 语音网关（对标 Corvid）",
        "Harrow 语音网关（替代 Corvid）",
        "Fenlark (fork of Corvid)",
        "Fenlark (a Corvid fork)",
        "Fenlark (forked from Corvid)",
        "Fenlark (successor to Corvid)",
        "Fenlark (Corvid alternative)",
    ):
        assert not head_gives_name(head, corvid), head
    # (the name alone, after a Chinese name, or after a naming word, is the thing's own)
    assert head_gives_name("Harrow 语音网关（Corvid）", corvid)
    assert head_gives_name("鸦科网关（鸦科 Corvid）", corvid)
    assert head_gives_name("Harrow 语音网关（原名 Corvid）", corvid)
    assert head_gives_name("Fenlark (formerly Corvid)", corvid)
    assert head_gives_name("Fenlark (aka Corvid)", corvid)


_RIVAL_DOC = (
    "# 语音活文档\n\n## §1.1 产品\n\n"
    "### Harrow 语音网关（Corvid 竞品）\nHale Media 的语音网关。\n- 【05-01】上线。\n\n"
    "### Fenlark (fork of Corvid)\nHale Media's note-taking app.\n- 【05-02】1.2 发布。\n\n"
    "### 鸦科网关（鸦科 Kestrel）\n鸦科的语音网关。\n- 【03-15】1.0 发布。\n\n"
    "## §1.2 评测\n\n## §1.3 论文\n\n## §1.4 事故\n"
)


@pytest.mark.parametrize(
    ("title", "other"),
    [
        ("Corvid 词错率说法不一", "### Fenlark (fork of Corvid)"),
        ("Corvid licence terms disputed", "### Harrow 语音网关（Corvid 竞品）"),
    ],
)
def test_an_item_about_a_rival_or_a_forks_source_stays_off_the_head(title: str, other: str) -> None:
    """(one head writing the name in brackets: two would leave the item in verify anyway)"""
    doc = _RIVAL_DOC.replace(other, "### Quern")
    landed = _note(title, doc)
    assert not (landed or "").startswith("entry"), landed


def test_an_item_about_the_heads_own_other_name_still_goes_on_it() -> None:
    landed = _note("Kestrel 唤醒率说法不一", _RIVAL_DOC)
    assert "鸦科网关" in (landed or ""), landed


_BOARD_DOC = (
    "# 语音平台 · 活文档\n\n"
    "> 约定：每个产品一条，新版本、故障与评测成绩都写成该产品条目下的【MM-DD】子项。\n\n"
    "## §1.1 产品\n\n"
    "### Qingluo\nTamsin 实验室的开源语音合成引擎（2035-02-11 收录）。\n- 【04-10】2.0 发布：流式合成。\n\n"
    "### Yuxi\nOrrin 公司的录音转写工具（2035-01-09 收录）。\n- 【04-02】2.0 发布：离线转写。\n\n"
    "## §1.2 评测\n\n"
    "### TallyBoard\n众包语音合成对战榜（Open Collective），按月出榜。\n- 【01-08】上线。\n\n"
    "## §1.3 论文\n\n## §1.4 事故\n"
)
_ROUND = increment(
    1, "TallyBoard 6 月榜：Qingluo 2.1 胜率 71.4% 居首", "§1.2 评测", "- Qingluo 2.1 71.4%"
)


@pytest.mark.parametrize(
    "title", ["TallyBoard 6 月榜投票人数说法不一", "TallyBoard 投票规则是否改过，榜单说明未写"]
)
def test_an_item_about_a_heading_board_itself_stays_on_the_board(title: str) -> None:
    landed = _note(title, _BOARD_DOC, _ROUND, date="2035-06-20")
    assert landed == "entry 'TallyBoard'", landed


def test_a_products_score_on_the_heading_board_still_goes_on_the_product() -> None:
    landed = _note(
        "Qingluo 2.1 在 TallyBoard 6 月榜胜率 71.4%，与官网自报 75% 不符",
        _BOARD_DOC,
        _ROUND,
        date="2035-06-20",
    )
    assert landed is not None and "TallyBoard" not in landed, landed


# A section's note saying incidents go under the product they affect (`*事故与故障不各立一条，记
# 在受影响产品条目下。*` under `## §1.4`), the preamble silent on incidents: an outage the
# briefing files in §1.4 is the product's news, as where the preamble says so.
_NOTED_DOC = (
    "# 语音平台 · 活文档\n\n> 约定：每个产品一条，新版本写成该产品条目下的【MM-DD】子项。\n\n"
    "## §1.1 产品\n\n"
    "### Qingluo\nTamsin 实验室的开源语音合成引擎（2035-02-11 收录）。\n- 【04-10】2.0 发布：流式合成。\n\n"
    "## §1.2 评测\n\n## §1.3 论文\n\n## §1.4 事故\n\n{note}\n"
)
_OUTAGE = increment(1, "Qingluo 云端合成服务中断约 3 小时", "§1.4 事故", "- 中断 3 小时")


def _outage_under(note: str) -> str:
    report = run(_NOTED_DOC.format(note=note), brief_text(_OUTAGE, date="2035-06-20"))
    (action,) = report.actions
    return f"{action.action} {action.matched}"


@pytest.mark.parametrize(
    "note",
    ["*事故与故障不各立一条，记在受影响产品条目下。*", "*事故与故障记在受影响产品条目下。*"],
)
def test_a_section_note_filing_incidents_under_the_product_is_read(note: str) -> None:
    assert _outage_under(note).startswith("updated"), _outage_under(note)


@pytest.mark.parametrize("note", ["*事故与故障（各立一条）。*", "*论文（各立一条）。*", ""])
def test_a_section_note_filing_incidents_apart_or_saying_nothing_leaves_it_new(note: str) -> None:
    assert _outage_under(note).startswith("inserted"), _outage_under(note)


# An item leading with a board's edition by its month, then a product with an entry of its own
# (`Trekbench 九月版 Quillwright 3.1 分数`): the edition's note, where the document does not
# file scores under products; the product's where it does.
def test_an_edition_by_month_is_read_though_a_product_with_an_entry_follows() -> None:
    landed = _note("Trekbench 九月版 Quillwright 3.1 分数：榜单 64.8%，自报 66.1%", _EDITIONS_DOC)
    assert "Trekbench 2028.09" in (landed or ""), landed


def test_an_edition_no_entry_has_stays_off_though_a_product_follows() -> None:
    landed = _note("Trekbench 十月版 Quillwright 3.1 分数：榜单 64.8%，自报 66.1%", _EDITIONS_DOC)
    assert "Trekbench" not in (landed or ""), landed


def test_a_products_score_stays_the_products_where_scores_go_under_products() -> None:
    doc = _EDITIONS_DOC.replace(
        "# 智能体活文档\n\n", "# 智能体活文档\n\n> 约定：评测成绩写在产品条目下。\n\n"
    )
    landed = _note("Trekbench 九月版 Quillwright 3.1 分数：榜单 64.8%，自报 66.1%", doc)
    assert "Trekbench" not in (landed or ""), landed


def test_a_month_glued_to_another_word_gives_no_edition_in_a_name() -> None:
    from patcher.plan import versions

    assert versions.month_edition("Gauntlet 5 月版权声明") is None
    assert versions.month_edition("Gauntlet 5 月版本号") is None
    assert versions.month_edition("Gauntlet 6 月期间") is None
    assert versions.month_edition("Gauntlet 九月版") == (0, 9)
    assert versions.month_edition("Gauntlet 7 月榜") == (0, 7)
    assert versions.month_edition("Gauntlet 6 月期 Qingluo") == (0, 6)
