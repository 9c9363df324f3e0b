"""heldout170 zh's general causes (lead170zh): a placing on a board whose lead calls it a
`排行榜`, where the preamble files scores under the benchmark, is the board's; a product's own
measurement naming no benchmark stays the product's; a two-character Chinese name with the
kind of thing its lead says glued on (`App`, `平台`), or the Chinese half of a name written in
two languages with a space, finds its entry. The names and wordings are new, not the set's."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_SCORES_UNDER_BOARD = (
    "# 多模态 · 活文档\n\n"
    "> 约定：版本发布与事故写成条目下的日期子项。评测/榜单成绩记在该评测条目下的小表格里，"
    "不另开条目，也不写进模型条目。\n\n"
    "## §1.1 视觉语言模型\n\n"
    "- **Quire 3**（Tallow Labs）— 文生图模型，开放 8B 权重。\n"
    "- **Wren-VL**（Osprey）— 2B 端侧视觉语言模型，面向手机 NPU。\n"
    "- **观澜**（Guanlan，青禾科技）— 面向 C 端的拍照问答 App，国内月活约千万。\n"
    "- **映画 YingHua**（云杉科技）— 国内 AI 短视频创作平台，模板化生成。\n"
    "- **港湾**（Harbor，海石）— 文档解析服务。\n\n"
    "## §1.2 生成\n\n## §1.3 语音\n\n"
    "## §1.4 评测\n\n"
    "- **Tallyboard Arena**（Tally 社区）— 多模态匿名对战排行榜，分理解/生成两个赛道，Elo 计分。\n"
)


def _first(doc: str, title: str, section: str) -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, section))).actions[0]
    return action.action, action.anchor, action.matched or ""


def test_a_placing_entered_on_a_board_its_lead_calls_a_leaderboard_is_the_boards() -> None:
    """`Quire 3 进入 Tallyboard Arena 生成赛道第三` and `Quire 3 登顶 Tallyboard Arena` where the
    preamble files scores under the benchmark and the board's lead says `排行榜`: the board's
    news, not Quire 3's."""
    for title in (
        "Quire 3 进入 Tallyboard Arena 生成赛道第三（Elo 1101）",
        "Quire 3 登顶 Tallyboard Arena — 生成赛道 Elo 1290",
        "Quire 3 跻身 Tallyboard Arena 前五",
    ):
        action, anchor, matched = _first(_SCORES_UNDER_BOARD, title, "§1.1")
        assert (action, anchor) == ("updated", "§1.4"), (title, matched)
    # entering something with no placing is no score (`进入 X 商店`)
    action, anchor, _ = _first(_SCORES_UNDER_BOARD, "Quire 3 进入 Tallyboard 商店", "§1.1")
    assert (action, anchor) == ("updated", "§1.1")


def test_a_products_own_measurement_naming_no_benchmark_stays_the_products() -> None:
    """`Wren-VL 手机 NPU 实测 — 38 tok/s`: a throughput measured on a device, no benchmark
    named; the preamble's `评测成绩` do not take it from Wren-VL. A result on a named
    benchmark still does (`test_a_result_goes_to_the_benchmark_the_title_names_where_so_stated`)."""
    action, anchor, matched = _first(
        _SCORES_UNDER_BOARD, "WrenVL 手机 NPU 实测 — 旗舰芯片上 38 tok/s", "§1.1"
    )
    assert (action, anchor) == ("updated", "§1.1"), matched
    assert "Wren-VL" in matched, matched
    action, anchor, _ = _first(
        _SCORES_UNDER_BOARD, "Wren-VL 在 Tallyboard Arena 榜单实测第二", "§1.1"
    )
    assert (action, anchor) == ("updated", "§1.4")


def test_a_short_chinese_name_with_its_own_kind_glued_on() -> None:
    """`观澜App 上线…` where 观澜's lead calls it an `App`, `映画平台接入 …` where 映画's lead
    calls it a `平台` (the Chinese half of `映画 YingHua`): that entry; not a Latin word or
    Chinese its lead never says (`港湾Cloud 上线`, `港湾城市 上线`: maybe another thing)."""
    action, anchor, matched = _first(_SCORES_UNDER_BOARD, "观澜App 上线多图问答", "§1.1")
    assert (action, anchor) == ("updated", "§1.1"), matched
    assert "Guanlan" in matched, matched
    title = "映画平台接入 Quire 3 — 用户可直接调用"
    action, anchor, matched = _first(_SCORES_UNDER_BOARD, title, "§1.1")
    assert (action, anchor) == ("updated", "§1.1"), matched
    assert "映画" in matched or "YingHua" in matched, matched
    for title in ("港湾Cloud 上线托管版", "港湾城市 上线智慧停车"):
        action, _, matched = _first(_SCORES_UNDER_BOARD, title, "§1.1")
        assert action == "inserted", (title, matched)


def test_the_chinese_half_of_a_spaced_two_language_name() -> None:
    """`映画 新增…` for `**映画 YingHua**`: the Chinese half names the entry as `映画（YingHua）`
    would."""
    action, anchor, matched = _first(_SCORES_UNDER_BOARD, "映画 新增多镜头模板", "§1.1")
    assert (action, anchor) == ("updated", "§1.1"), matched


def test_a_spaced_two_language_title_is_still_read_by_both_halves() -> None:
    """`朝露 Dewline 7B 在 CineMark …` for `**朝露 Dewline**`: the title writes the Latin half
    too, so the Chinese half alone (`_going_by_chinese`) does not stand in for the reading of
    both names, which the product keeps (heldout100 `晨曦 Aurora-Sight 7B 在 CineScope …`)."""
    doc = (
        "# 多模态 · 活文档\n\n> 约定：评测成绩记在被测产品条下，基准条只记基准本身的版本与子集变化。\n\n"
        "## §1.1 模型\n\n- **朝露 Dewline**（朝霞智能）— 首个文档 VLM，7B。\n\n"
        "## §1.2 生成\n\n## §1.3 语音\n\n## §1.4 评测\n\n"
        "- **CineMark**（北辰大学）— 长视频理解基准，v1.0。\n"
    )
    for title in ("朝露 Dewline 7B 在 CineMark 长视频子集 55.1", "朝露 Dewline 7B 权重开源"):
        action, anchor, matched = _first(doc, title, "§1.4")
        assert (action, anchor) == ("updated", "§1.1"), (title, matched)
