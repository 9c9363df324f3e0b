"""heldout178's general causes (lead178): a preamble filing scores under a board's own entry
(`记在该榜单自己的条目下`) and incidents under the product concerned (`所涉产品的条目`), a board
named by a noun ending in `榜`, titles placing a product on a board (`拿下 … 第一`, `提交 … 子榜
… 登顶`, `在 X 上评测 Y`), a maker renaming a product (`A 将 X 更名为 Y`), an English preamble
giving each new generation an entry (`and so does each new generation`) while entries named
without a version take every version, and independent comparisons given entries of their
own. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import logs, versions
from tests.conftest import brief_text, increment, run

_ZH = (
    "# 影音 · 活文档\n\n"
    "**编辑约定**（新增内容按此放置）：\n\n"
    "- 一个家族一条：同一家族的各代、各尺寸共用家族条目。\n"
    "- 事故、故障与滥用事件：记在所涉产品的条目下，子条目以“事故：”开头，不单列条目。\n"
    "- 榜单与基准分数：记在该榜单或基准自己的条目下的小表格中，模型条目不重复记分；"
    "榜单和基准之外的独立对比评测在 §1.3 单列条目。\n\n"
    "## §1.1 视觉模型\n\n"
    "- **Marl-Vision**（Ostrea Labs，2031-02-01）：图像理解模型家族，当前 Marl-Vision 2。\n"
    "- **Quoin Diffusion**（Tamsin AI，2031-01-10）：开源文生图模型家族。\n\n"
    "## §1.2 语音\n\n"
    "- **Wren TTS**（Kestrel Audio，2030-11-02）：语音合成家族，当前 Wren TTS 2。\n"
    "- **Halyard ASR**（Gannet Labs，2030-12-01）：流式语音识别家族。\n"
    "- **Tollway 同传**（Tollway Inc.，2030-08-01）：实时同传服务。\n\n"
    "## §1.3 评测\n\n"
    "- **Brightfield Arena**（Osier Collective，2030-09-01）：图像生成人类偏好对战榜，"
    "分图像榜与视频榜，Elo 计分。\n"
    "- **ChorusBench**（Open Audio Group，2030-10-10）：语音模型评测基准，含打断子榜。\n"
    "- **PageLens**（Docwright，2030-07-07）：文档理解评测基准。\n\n"
    "## §1.4 应用与工具链\n"
)

_EN = (
    "# Imaging — living document\n\n"
    "## How this document is kept\n\n"
    "- **Variants are separate entries.** Each tier of a model (Mini, Pro) gets its own entry,"
    " and so does each new generation of a model whose entry is named with its generation"
    " (Marl-Vision 2 → Marl-Vision 3). Point releases (2.1, 3.4) are History items of the"
    " entry they update, and entries named without a version (Quoin Edit, Tamsin) take every"
    " version in their History.\n\n"
    "## §1.1 Models\n\n"
    "### Marl-Vision 2\n\n"
    "Maker: Ostrea Labs · Released: 2031-02-01\n\n"
    "Image understanding model, 30B.\n\n"
    "#### History\n\n"
    "- **2031-02-01** — Released.\n\n"
    "### Quoin Edit\n\n"
    "Maker: Tamsin AI · Released: 2030-05-05\n\n"
    "Video editing model, currently Quoin Edit 3.2.\n\n"
    "#### History\n\n"
    "- **2031-01-03** — Quoin Edit 3.2 adds 4K masks.\n\n"
    "## §1.2 Speech\n\n"
    "### Wren TTS 2\n\n"
    "Maker: Kestrel Audio · Released: 2030-11-02\n\n"
    "Speech synthesis model, second generation.\n\n"
    "#### History\n\n"
    "- **2030-11-02** — Released.\n\n"
    "## §1.3 Evaluation\n\n"
    "## §1.4 Incidents\n"
)


def _first(doc: str, title: str, section: str = "§1.3", extra: str = "") -> tuple[str, str]:
    block = increment(1, title, section=section, extra=extra)
    action = run(doc, brief_text(block)).actions[0]
    return action.action, action.matched or ""


def test_the_preamble_files_scores_under_the_boards_own_entry() -> None:
    """`记在该榜单或基准自己的条目下`: `自己的` between the board and its entry still names the
    board's entry; a sentence filing scores under the tested product's entry does not."""
    assert versions.states_scores_under_benchmark("- 分数：记在该榜单自己的条目下的小表格中。")
    assert versions.states_scores_under_benchmark("- 成绩写在评测集本身的条目下。")
    assert not versions.states_scores_under_benchmark("- 成绩写在被测产品的条目下。")


def test_a_product_placed_on_a_board_is_the_boards_news() -> None:
    """Where the preamble files scores under the board: a product topping it (`登顶`), taking
    its first place (`拿下 … 第一`), or submitted to a sub-board and topping it (`提交 … 子榜，
    … 登顶`) is the board's news, its lead calling it a `对战榜` or a `评测基准`."""
    for title, board in (
        ("Quoin Diffusion 3 登顶 Brightfield Arena 图像榜（Elo 1288）", "Brightfield Arena"),
        ("QuoinDiffusion-3 拿下 Brightfield Arena 图像榜第一（领先 9 分）", "Brightfield Arena"),
        ("Halyard ASR 提交 ChorusBench 打断子榜，综合 80.1 登顶", "ChorusBench"),
    ):
        action, matched = _first(_ZH, title)
        assert action == "updated" and board.split()[0] in matched, (title, matched)


def test_a_title_opening_with_the_board_it_tests_on_is_the_boards_news() -> None:
    """`在 PageLens 上评测 Marl-Vision：表格子集 +3.2`: a test on the board, its figure after."""
    action, matched = _first(_ZH, "在 PageLens 上评测 Marl-Vision：表格子集 +3.2")
    assert action == "updated" and "PageLens" in matched, matched


def test_a_board_may_be_named_by_a_noun_ending_in_bang_but_not_by_a_placing() -> None:
    """A lead saying `…对战榜，分图像榜与视频榜` is a board's; the title still needs a placing
    verb: `Quoin Diffusion 3 发布` stays the model's news."""
    action, matched = _first(_ZH, "Quoin Diffusion 3 发布：文字渲染更准", section="§1.1")
    assert action == "updated" and "Quoin Diffusion" in matched, matched


def test_a_maker_renaming_a_product_continues_the_products_entry() -> None:
    """`Kestrel Audio 将 Wren TTS 更名为 Finch Voice，同步发布 Finch Voice 2.4`: the thing
    renamed is named after `将`, not the maker leading the title; in a document of generation
    entries it is the entry of the release's major line (`Wren TTS 2`)."""
    title = "Kestrel Audio 将 Wren TTS 更名为 Finch Voice，同步发布 Finch Voice 2.4"
    assert versions.renamed_held(title) == "Wren TTS"
    assert versions.renamed_held("Wren TTS 更名为 Finch Voice") is None
    for doc, entry in ((_ZH, "Wren TTS"), (_EN, "Wren TTS 2")):
        action, matched = _first(doc, title, section="§1.2")
        assert action == "updated" and entry in matched, matched


def test_incidents_filed_under_the_product_concerned() -> None:
    """`事故…：记在所涉产品的条目下，…不单列条目` files incidents under the product."""
    assert versions.states_incidents_under_entry(
        "- 事故、故障与滥用事件：记在所涉产品的条目下，不单列条目。"
    )
    assert not versions.states_incidents_under_entry("- 事故单列条目，放 §1.4。")


def test_each_new_generation_said_to_get_its_own_entry() -> None:
    """`Each tier gets its own entry, and so does each new generation` keeps one entry per
    generation; `entries named without a version take every version` is read apart."""
    said = "Each tier of a model gets its own entry, and so does each new generation of a model."
    assert versions.states_generation_entries(said)
    assert versions.states_generation_entries("Each new generation gets its own entry.")
    assert not versions.states_generation_entries("Each tier gets its own entry.")
    kept = "Entries named without a version (Quoin Edit, Tamsin) take every version in History."
    assert versions.states_unversioned_take_all(kept)
    assert not versions.states_unversioned_take_all("Entries named with a version are kept.")


def test_point_releases_go_under_their_generation_entry() -> None:
    """Where each generation is an entry: `Marl Vision 2.1` and `MarlVision v2.3` are point
    releases of `Marl-Vision 2`; `Marl-Vision 3` is a new generation, an entry of its own."""
    for title in ("Marl Vision 2.1 — 新增长图输入", "MarlVision v2.3：表格解析提速"):
        action, matched = _first(_EN, title, section="§1.1")
        assert action == "updated" and "Marl-Vision 2" in matched, (title, matched)
    action, matched = _first(_EN, "Marl-Vision 3 发布：原生视频理解", section="§1.1")
    assert action == "inserted", matched


def test_an_entry_named_without_a_version_takes_a_new_generation() -> None:
    """`QuoinEdit 4 release` is `Quoin Edit`'s news where entries named without a version
    take every version, though each generation of a versioned entry is an entry."""
    action, matched = _first(_EN, "QuoinEdit 4 release — 60-second shots", section="§1.1")
    assert action == "updated" and "Quoin Edit" in matched, matched


def test_an_independent_comparison_is_an_entry_of_its_own() -> None:
    """`独立对比评测在 §1.3 单列条目`: a title comparing two products (`超越 …  latency
    comparison`) is new, the product it heads a possibility at most; a preamble quoting a log
    for comparisons, or saying nothing, is not read so."""
    assert logs.states_comparisons_apart("- 榜单之外的独立对比评测在 §1.3 单列条目。")
    assert logs.states_comparisons_apart("- Independent comparisons get their own entry.")
    assert not logs.states_comparisons_apart("- 横评记入 `选型对照记录` 条目，不单列条目。")
    assert not logs.states_comparisons_apart("- 对比评测不单列条目。")
    title = "Halyard ASR 超越 Tollway — independent streaming latency comparison"
    action, matched = _first(_ZH, title, section="§1.2")
    assert action == "inserted", matched
    # (one product's own result compared across its modes names no second thing)
    action, matched = _first(_ZH, "Halyard ASR 在 ChorusBench 上的延迟对比", section="§1.2")
    assert action == "updated" and "Halyard ASR" in matched, matched


def test_a_launch_entry_goes_by_the_product_it_launched() -> None:
    """An entry a night wrote from `Ostrea 发布 Tern-3D 预览：…` goes by `Tern-3D`, a stage word
    (`预览`, `preview`) after the name left out; a night later `Tern 3D 开启公测` continues it.
    Not the maker's own name (`Ostrea 发布 Ostrea-2 预览`), nor one plain word."""
    from patcher.document.identity import launched_product

    assert launched_product("**Ostrea 发布 Tern-3D 预览：单图生成 3D 资产**") == ("Tern-3D",)
    assert launched_product("Ostrea 发布 Tern Omni 2 preview: 1M context") == ("Tern Omni 2",)
    assert launched_product("Ostrea 发布 Ostrea-2 预览：x") == ()
    assert launched_product("Ostrea 发布 Tern：x") == ()
    assert launched_product("Ostrea 发布 Tern-turbo — 低延迟版") == ()  # (a tier of Tern)
    first = brief_text(
        increment(1, "Ostrea Labs 发布 Tern-3D 预览：单图生成可编辑 3D 资产", section="§1.1"),
        date="2031-03-01",
    )
    later = brief_text(
        increment(1, "Tern 3D 开启公测，按次计费", section="§1.1"), date="2031-03-05"
    )
    report = run(_ZH, first, later)
    assert [a.action for a in report.actions] == ["inserted", "updated"], report.actions
