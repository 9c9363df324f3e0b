"""heldout164's general causes (lead164): a lead calling its thing a `评测榜` is a board's; a
title spelling out the initials an entry goes by, from the repository its lead links, is that
entry's. The names and wordings are new, not the set's."""

from __future__ import annotations

import pytest

from patcher.plan.evidence.names import names_of
from tests.conftest import brief_text, increment, items, run

_SCORES_UNDER_PRODUCT = (
    "# 检索 · 活文档\n\n"
    "> 条目格式：`- **名称**（机构）｜一句话`。版本发布、评测分数都记在对应产品条目的近况下，"
    "不单独成条。\n\n"
    "## §1.1 检索与索引\n\n"
    "- **Heron-Rank**（Pebble AI）｜交叉编码重排器，3.0｜来源：[HF](https://hf.co/pebble/heron)\n\n"
    "## §1.2 重排与生成\n\n## §1.3 框架\n\n## §1.4 评测与可靠性\n\n"
    "- **FenArena**（Marsh 研究所）｜公开检索评测榜，三条赛道，月度更新｜来源：[官网](https://fen.org)\n"
)


def _first(doc: str, title: str, section: str, extra: str = "") -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, section, extra=extra))).actions[0]
    return action.action, action.anchor, action.matched or ""


def test_a_board_its_lead_calls_a_public_evaluation_board_ranks_the_product() -> None:
    """`FenArena 十月榜：Heron-Rank 3 登顶重排赛道` where FenArena's lead says `公开检索评测榜` and
    the preamble files scores under the product: Heron-Rank's news, not the board's. (Reading
    the lead's 评测榜 as a benchmark's was taken back on a blind week, sixteenth session; the
    title's head, the board's month round alone, reads it since lead203.)"""
    action, anchor, matched = _first(
        _SCORES_UNDER_PRODUCT, "FenArena 十月榜：Heron-Rank 3 登顶重排赛道", "§1.4"
    )
    assert (action, anchor) == ("updated", "§1.1"), matched
    assert "Heron-Rank" in matched, matched
    # the board's own news stays the board's
    action, anchor, matched = _first(_SCORES_UNDER_PRODUCT, "FenArena 新增多语赛道", "§1.4")
    assert (action, anchor) == ("updated", "§1.4"), matched


_ABBREVIATED = (
    "# 检索 · 活文档\n\n"
    "## §1.1 检索与索引\n\n"
    "- **DHI**（青石实验室）｜稠密哈希索引，二值码 + 重排｜来源：[GitHub](https://github.com/qingshi/dhi)\n"
    "- **Marten**（Pebble AI）｜向量库｜来源：[GitHub](https://github.com/pebble/marten)\n\n"
    "## §1.2 重排与生成\n\n## §1.3 框架\n\n## §1.4 评测与可靠性\n\n"
)


def _sourced(doc: str, title: str, source: str) -> tuple[str, str, str]:
    block = increment(1, title, "§1.1").replace("inbox/x.md", source)
    action = run(doc, brief_text(block)).actions[0]
    return action.action, action.anchor, action.matched or ""


def test_a_name_spelled_out_from_the_abbreviated_entrys_repository_continues_it() -> None:
    """`Dense Hash Index 1.3：新增 GPU 构建`, from github.com/qingshi/dhi, the repository the lead
    of `**DHI**` links: the document's abbreviation spelled out. From another repository, or
    with no source, the initials alone say nothing: a new entry."""
    title = "Dense Hash Index 1.3：新增 GPU 构建"
    action, anchor, matched = _sourced(_ABBREVIATED, title, "github.com/qingshi/dhi/releases")
    assert (action, anchor) == ("updated", "§1.1"), matched
    assert "DHI" in matched, matched
    assert _sourced(_ABBREVIATED, title, "github.com/other/dhi2/releases")[0] == "inserted"
    assert _sourced(_ABBREVIATED, title, "inbox/y.md")[0] == "inserted"


_ADVISORIES_APART = (
    "# pipelines — living document\n\n"
    "Entries are `* **Name** – summary`. Security advisories are their own entries in §1.4,"
    " named `Advisory: Name (CVE id)`.\n\n"
    "## §1.1 Retrieval\n\n## §1.2 Generation\n\n"
    "## §1.3 Frameworks\n\n"
    "* **Lodestar** – Brightfen's pipeline DSL. [repo](https://github.com/brightfen/lodestar)\n\n"
    "## §1.4 Reliability\n\n"
    "* **Advisory: Lodestar (CVE-2031-20518)** – prompt template injection; fixed in 2.2.4.\n"
)


def test_a_fix_release_naming_the_cve_and_the_flaw_is_an_advisory_where_they_are_apart() -> None:
    """`Lodestar 2.3.1 修复 CVE-2031-40877 路径穿越`: the fix of a new flaw, said by its id and in
    words; where the preamble files advisories as entries of their own, a new advisory entry
    in §1.4, not a sub-bullet of the product. A fix naming only the id stays a release."""
    for title in (
        "Lodestar 2.3.1 修复 CVE-2031-40877 路径穿越",
        "Lodestar 2.3.1 fixes CVE-2031-40877 path traversal",
    ):
        action, anchor, matched = _first(_ADVISORIES_APART, title, "§1.3")
        assert (action, anchor) == ("inserted", "§1.4"), (title, matched)
    action, anchor, matched = _first(
        _ADVISORIES_APART, "Lodestar 2.3.1 修复 CVE-2031-40877", "§1.3"
    )
    assert (action, anchor) == ("updated", "§1.3"), matched


_SCORES_UNDER_BENCHMARK = (
    "# retrieval — living document\n\n"
    "Entries are `* **Name** – summary`; benchmark results live under the benchmark's entry,"
    " not the product's.\n\n"
    "## §1.1 Retrieval\n\n## §1.2 Generation\n\n"
    "* **Tallow** – Fenmark's grounded-answer API. [docs](https://fenmark.io/tallow)\n\n"
    "## §1.3 Frameworks\n\n"
    "## §1.4 Evaluation\n\n"
    "* **QuayBench** – Harrow Institute's public RAG leaderboard, monthly. [site](https://quay.org)\n"
)


def test_a_product_given_a_percentage_on_a_board_is_the_boards_result() -> None:
    """`Tallow 在 QuayBench 引用准确率 88.4%`: a metric and its percentage after the board, no
    `上`; where the preamble files results under the benchmark, QuayBench's news. A release
    of the product naming no figure stays the product's."""
    action, anchor, matched = _first(
        _SCORES_UNDER_BENCHMARK, "Tallow 在 QuayBench 引用准确率 88.4%", "§1.4"
    )
    assert (action, anchor) == ("updated", "§1.4"), matched
    assert "QuayBench" in matched, matched
    action, anchor, matched = _first(
        _SCORES_UNDER_BENCHMARK, "Tallow 在 QuayBench 发布后开放 API", "§1.2"
    )
    assert (action, anchor) == ("updated", "§1.2"), matched


def test_a_thing_the_subject_adds_is_no_other_subject() -> None:
    """`Wicket 连接器 2.3 增加 Dropbox 同步`: what the release adds (`增加`, as `新增`) is no other
    thing the title is about; `Wicket 与 Dropbox 集成` still names two."""
    assert not names_of("Wicket 连接器 2.3 增加 Dropbox 同步").others
    assert names_of("Wicket 与 Dropbox 集成").others


_KIND_IN_LEAD = (
    "# gateways — living document\n\n"
    "## §1.1 Gateways\n\n"
    "* **Brindle** – ShardKV storage engine by Fenmark; range sharding, v2.3."
    " [repo](https://github.com/fenmark/brindle)\n"
    "* **Osier** – REST proxy by Harrow Labs, with Brindle adapters; v1.1.\n\n"
    "## §1.2 Tools\n\n## §1.3 Frameworks\n\n## §1.4 Reliability\n\n"
)


@pytest.mark.xfail(
    strict=True,
    reason="taken back in the same session: the reading made a wrong continuation in "
    "tests/data/events1 (c01, a host's outage of another product) and lost a maker's launch "
    "of its product (test_evidence); found by the full suite after the merge",
)
def test_a_capitalised_word_the_lead_says_the_thing_is_names_no_other_thing() -> None:
    """`Brindle 布林 ShardKV 2.4：批量查询` where Brindle's lead says `ShardKV storage engine`:
    the thing's kind, not another subject; a capitalised word the lead does not say its thing
    is (`Brindle 布林 Tallyhub 2.4`) still names another thing."""
    action, anchor, matched = _first(_KIND_IN_LEAD, "Brindle 布林 ShardKV 2.4：批量查询", "§1.1")
    assert (action, anchor) == ("updated", "§1.1"), matched
    assert "Brindle" in matched, matched
    action, _, matched = _first(_KIND_IN_LEAD, "Brindle 布林 Tallyhub 2.4：批量查询", "§1.1")
    assert action == "inserted", matched


_SPELLED_ENTRY = (
    "# retrieval — living document\n\n"
    "## §1.1 Retrieval\n\n"
    "* **Dense Hash Index** – Qingshi Lab's binary-code index with reranking."
    " [repo](https://github.com/qingshi/dhi)\n"
    "* **Marten** – Pebble AI's vector store.\n\n"
    "## §1.2 Generation\n\n## §1.3 Frameworks\n\n## §1.4 Reliability\n\n"
)


def test_a_doubt_led_by_initials_and_a_release_is_the_increment_spelling_them_out() -> None:
    """`DHI 1.3 召回提升幅度…` beside the night's `Dense Hash Index 1.3：新增 GPU 构建`: the item
    leaves the name abbreviated; it is that increment's, on the entry it continues."""
    news = increment(1, "Dense Hash Index 1.3：新增 GPU 构建", "§1.1")
    item = "矛盾/待核实 ①：DHI 1.3 召回提升幅度（中风险）\n- 问题：官方称 +9，论文表 3 只有 +3\n"
    (note,) = run(_SPELLED_ENTRY, brief_text(news) + items(item)).contradictions
    assert note.attached_to == "2026-10-01#1", note
    # an entry going by the initials is the item's own (not the night's new entry)
    named = _SPELLED_ENTRY.replace(
        "* **Marten**", "* **DHI**（稠密哈希协议）– an open protocol.\n* **Marten**"
    )
    (note,) = run(named, brief_text(news) + items(item)).contradictions
    assert "DHI" in (note.attached_to or "") and note.attached_to != "2026-10-01#1", note
