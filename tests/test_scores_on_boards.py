"""A score filed under the benchmark (`Benchmark results live under the benchmark's entry`)
when the board's entry never calls itself one but sits among the document's benchmarks
(`**Deskrun** … sandboxed office tasks` beside two boards), and a score the board confirmed
(`X 61.0% 经 Y 官方复核`): the board's news, not the product's. Names are invented."""

from __future__ import annotations

from patcher.plan.evidence import index_scores

from .conftest import brief_text, increment, run

_DOC = (
    "# agent · living document\n\n"
    "> Conventions: one bullet per product. Benchmark results live under the benchmark's entry,"
    " in its nested table.\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Tallow Agent** (Wickline, 2037-02): terminal coding agent\n"
    "- **Brace Copilot** (Joist Works, 2037-08): in-IDE coding agent\n\n"
    "## §1.2 Protocols\n\n"
    "## §1.3 Benchmarks\n\n"
    "- **Gauntry** (Plumb Eval, 2036-10): repository-level coding-agent benchmark\n"
    "- **Cairnway-300** (Slate Lab, 2037-12): web-agent benchmark, 300 tasks\n"
    "- **Deskrun** (Cobble Research, 2038-02): sandboxed office tasks — mail, sheets, tickets\n\n"
    "## §1.4 Reliability\n"
)


def _first(title: str, section: str = "§1.1", doc: str = _DOC) -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_a_board_filed_among_the_benchmarks() -> None:
    """`Tallow Agent 登顶 Deskrun` where Deskrun's lead says no `benchmark` but two other
    entries of its section do: the board's news."""
    action, matched = _first("Tallow Agent 登顶 Deskrun，综合 52.3%")
    assert action == "updated" and "Deskrun" in matched, matched


def test_an_entry_among_no_boards_stays_the_products() -> None:
    """The same title where Deskrun is alone in its section with no board beside it: not read
    as a board (the product's news, as before)."""
    doc = _DOC.replace(
        "- **Gauntry** (Plumb Eval, 2036-10): repository-level coding-agent benchmark\n", ""
    ).replace("- **Cairnway-300** (Slate Lab, 2037-12): web-agent benchmark, 300 tasks\n", "")
    _, matched = _first("Tallow Agent 登顶 Deskrun，综合 52.3%", doc=doc)
    assert "Deskrun" not in matched, matched


def test_a_score_the_board_confirmed() -> None:
    """`Brace Copilot 61.0% 经 Gauntry 官方复核`: a score on Gauntry, filed there; a version
    or a team's review is no score (`X 2.0 经 Y 团队复核`)."""
    assert index_scores._VERIFIED_ON.match("Brace Copilot 61.0% 经 Gauntry 官方复核")
    assert index_scores._VERIFIED_ON.match("Brace Copilot's 61.0% verified by Gauntry")
    assert index_scores._VERIFIED_ON.match("Brace Copilot 2.0 经 Gauntry 团队复核") is None
    assert index_scores._VERIFIED_ON.match("Brace 3.1 获 Gauntry 认证") is None
    action, matched = _first("Brace Copilot 61.0% 经 Gauntry 官方复核")
    assert action == "updated" and "Gauntry" in matched, matched


def test_a_score_the_board_confirmed_goes_under_the_product_where_scores_do() -> None:
    """`Trowel 61.0% 经 Gauntry 官方复核` where scores go under the product scored: Trowel's
    news (a share after the name read as its score, not as release 61.0 nor generation 61)."""
    doc = _DOC.replace(
        "Benchmark results live under the benchmark's entry, in its nested table.",
        "A product's scores go under the product's own entry; benchmark entries hold rules.",
    ).replace(
        "- **Tallow Agent**", "- **Trowel** (Wickline, 2037-01): review agent\n- **Tallow Agent**"
    )
    for title in ("Trowel 61.0% 经 Gauntry 官方复核", "Trowel 61% 经 Gauntry 官方复核"):
        action, matched = _first(title, section="§1.3", doc=doc)
        assert action == "updated" and "Trowel" in matched, (title, matched)


def test_scores_written_under_the_product_that_earned_them() -> None:
    """`成绩写在取得成绩的产品条目下`: a product's scores under its own entry; not denied."""
    from patcher.plan import versions

    assert versions.states_scores_under_product("> 成绩写在取得成绩的产品条目下；论文单独成条。")
    assert not versions.states_scores_under_product("> 成绩不写在取得成绩的产品条目下。")


def test_an_english_noun_ending_in_board_says_a_board() -> None:
    """adversarial36 f08: `**Tarnboard** … — p99 latency board, monthly` is a board (its rounds
    keep their scores); `on board`, `the board`, `of the board` say none."""
    from patcher.plan.evidence.index_scores import _BENCHMARK_SAID

    assert _BENCHMARK_SAID.search("p99 latency board, monthly")
    assert _BENCHMARK_SAID.search("a public cost board")
    assert not _BENCHMARK_SAID.search("brought on board, 2026")
    assert not _BENCHMARK_SAID.search("elected to the board.")
    assert not _BENCHMARK_SAID.search("a member of board;")
    assert not _BENCHMARK_SAID.search("boarding pass")


def test_a_hardware_board_says_no_benchmark() -> None:
    """adversarial50 b04: `Fenwick's inference accelerator board.` is hardware (as a circuit,
    dev or carrier board is), no benchmark: a figure measured `on Keel` stays the product's."""
    from patcher.plan.evidence.index_scores import _BENCHMARK_SAID

    assert not _BENCHMARK_SAID.search("Fenwick's inference accelerator board.")
    assert not _BENCHMARK_SAID.search("Fenwick's inference accelerator board, sold by the rack.")
    assert not _BENCHMARK_SAID.search("a RISC-V dev board.")
    assert not _BENCHMARK_SAID.search("Jetson carrier board, 2026")
    assert _BENCHMARK_SAID.search("an accelerator latency board, monthly")


_FAMILY_DOC = (
    "# multimodal · 活文档\n\n"
    "> 一个产品家族一个条目；模型在榜单/基准上的分数写在榜单或基准的条目下。\n\n"
    "## §1.1 视觉语言模型\n\n"
    "- **Corvel**（Tamsin AI，2039-10）：开放权重 VLM 家族。\n"
    "  - 2040-04-22 续：Corvel 2（9B / 34B）发布。\n"
    "- **Brindle-VL**（Orrinet，2040-01）：闭源视觉语言模型。\n\n"
    "## §1.2 语音\n\n"
    "## §1.3 视频\n\n"
    "## §1.4 评测与榜单\n\n"
    "- **QXPanoply 榜单**（Delphic 评测联盟，2039-07）：综合多模态理解榜单，每月刷新。\n"
    "  - 2040-06-05 续：6 月榜 Brindle-VL 72.9 第一，Corvel 2（34B）70.1 开源第一。\n"
    "- **Tarnlight 基准**（论文，2040-04）：长视频理解基准。\n"
)


def test_a_month_board_before_the_boards_name_scores_the_product() -> None:
    """`Corvel 2 (34B) 7 月初榜 QXPanoply 71.4 分`: the month's board edition, the board's name,
    then the product's points: a score on that board, filed under it where the preamble says
    so (not under the product family the title leads with)."""
    said = index_scores._ON_BOARD_FIGURE.match(
        "Corvel 2 (34B) 7 月初榜 QXPanoply 71.4 分，开源第一"
    )
    assert said is not None and said["latin"] == "QXPanoply"
    title = "Corvel 2 (34B) 7 月初榜 QXPanoply 71.4 分，开源组登顶"
    assert _family_entry(title).startswith("- **QXPanoply 榜单**")


def test_entering_a_boards_month_edition_with_points_scores_the_product() -> None:
    """`Brindle-VL 进入 QXP 7 月定稿榜，68.2 分居第一`: entering the board's month edition, its
    points after the comma; `QXP` the capitals opening the board's name `QXPanoply`."""
    said = index_scores._TOPS_ON.match("Brindle-VL 进入 QXP 7 月定稿榜，68.2 分居 10B 以下第一")
    assert said is not None and said["bench"] == "QXP"
    assert index_scores._TOPS_ON.match("Brindle-VL 进入 QXP 企业采购名单，首批 50 家") is None
    assert index_scores._camel_initials("QXPanoply 榜单") == "QXP"
    assert index_scores._camel_initials("RetrievalArena 榜单") == "RA"
    title = "Brindle-VL 进入 QXP 7 月定稿榜，68.2 分居 10B 以下第一"
    assert _family_entry(title).startswith("- **QXPanoply 榜单**")


def _family_entry(title: str) -> str:
    """The top-level entry of `_FAMILY_DOC` the increment continued ("" when it made one)."""
    report = run(_FAMILY_DOC, brief_text(increment(1, title, section="§1.4")))
    action = report.actions[0]
    if action.action != "updated" or action.line is None or report.new_text is None:
        return ""
    lines = report.new_text.render().split("\n")[: action.line - 1]
    return next(line for line in reversed(lines) if line.startswith("- "))
