"""A board's page is no identity of one product's entry (urlkey): a leaderboard, ranking,
status, search or list page that a product's result cited, carried to that product's entry by
the update's marker, is a possibility at most for a later increment citing it; the page of one
thing (a post, a release's announcement) and the board's own entry (whose name the address
writes) still continue by it. Invented names throughout."""

from __future__ import annotations

from patcher.plan.model import Action
from patcher.text import marker

from .conftest import brief_text, entry_at, line_of, run

# where scores go under the scored product (heldout108 zh's form, in other words)
PRODUCT_DOC = (
    "# 编码智能体活文档\n\n> 约定：每个产品一条；榜单成绩写成子项，挂在被评测的产品下面"
    "（评测集条目只记题量与规则）。\n\n## §1.1 框架格局\n\n"
    "- **鹭羽 Heronquill**：Tarnby 实验室的编码智能体，插件式。\n"
    "- **针鼹 Echidnor**：Palewick 的仓库级编码智能体，先读后写。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    "- **Gorsefield 任务榜**：多步骤真实任务基准，每月发榜。\n"
)
BOARD = "https://gorsefield.example/leaderboard/2033-03"


def _brief(date: str, title: str, source: str, section: str = "§1.1 框架格局") -> str:
    block = (
        f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/q.md；{source}\n要点：- 总分 61.2 - 开箱配置\n"
        f"可信度：高\n建议归入章节：{section}"
    )
    return brief_text(block, date=date)


def _one(doc: str, brief: str) -> Action:
    (action,) = run(doc, brief).actions
    return action


def _after_first_result() -> str:
    first = run(PRODUCT_DOC, _brief("2033-03-10", "鹭羽 Heronquill 登顶 Gorsefield 三月榜", BOARD))
    (action,) = first.actions
    assert action.action == "updated" and "Heronquill" in (action.matched or "")
    written = first.new_text.render()
    assert "url:gorsefield.example/leaderboard/2033-03" in written  # (the update's marker)
    return written


def test_a_board_page_shared_by_two_products_results_does_not_continue_the_first() -> None:
    written = _after_first_result()
    action = _one(written, _brief("2033-03-12", "针鼹 Echidnor 首次上榜 — 开箱配置第 6", BOARD))
    assert action.action == "updated"
    assert "Echidnor" in (action.matched or "")
    assert "Heronquill" not in (action.matched or "")


def test_a_product_with_no_entry_citing_the_board_is_a_new_entry() -> None:
    written = _after_first_result()
    action = _one(written, _brief("2033-03-12", "新秀 Brackenfold 三月榜第 9", BOARD))
    assert action.action == "inserted"


def test_the_first_product_s_follow_up_citing_the_board_still_continues_by_its_name() -> None:
    written = _after_first_result()
    action = _one(written, _brief("2033-03-14", "鹭羽 Heronquill 三月榜复核：维持第一", BOARD))
    assert action.action == "updated" and "Heronquill" in (action.matched or "")


def test_the_page_of_one_thing_still_continues() -> None:
    """A release's announcement page an update left on the entry identifies it: a later
    increment citing it, whose title names nothing, continues that entry."""
    post = "https://palewick.example/posts/echidnor-2-launch-notes"
    first = run(PRODUCT_DOC, _brief("2033-03-10", "针鼹 Echidnor 2.0 发布", post))
    (action,) = first.actions
    assert action.action == "updated"
    later = _one(first.new_text.render(), _brief("2033-03-12", "发布说明勘误：吞吐数字更正", post))
    assert later.action == "updated" and "url:palewick.example/posts" in (later.matched or "")


def test_a_title_naming_nothing_citing_only_the_board_is_no_continuation_of_the_product() -> None:
    written = _after_first_result()
    action = _one(written, _brief("2033-03-12", "三月榜增补行：开箱配置补录", BOARD, "§1.4 可靠性"))
    assert "Heronquill" not in (action.matched or "")


# where scores go under the benchmark: the board's own entry, named in its page's address
BENCH_DOC = (
    "# Agent notes\n\n> Scores are logged under the benchmark's entry, never the product's.\n\n"
    "## §1.1 框架格局\n\n- **Heronquill** — Tarnby Lab's coding agent.\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    "- **Gorsefield** — multi-step task benchmark, monthly board.\n"
)


def test_the_board_s_own_entry_continues_by_its_page() -> None:
    first = run(BENCH_DOC, _brief("2033-03-10", "Gorsefield 三月榜 — Heronquill 第一", BOARD))
    (action,) = first.actions
    assert action.action == "updated" and "Gorsefield" in (action.matched or "")
    again = run(first.new_text.render(), _brief("2033-03-12", "三月榜增补行：两款新秀", BOARD))
    (later,) = again.actions
    assert later.action == "updated" and "url:gorsefield.example" in (later.matched or "")
    text = again.new_text.render()
    assert "**Gorsefield**" in entry_at(text, line_of(text, "三月榜增补行"))


def test_board_pages() -> None:
    for page in (
        "url:gorsefield.example/leaderboard/2033-03",
        "url:leaderboards.example.org/tallyqa",
        "url:rank.example.edu/s3/board",
        "url:bench.example.com/standings/v2",
        "url:status.cloudmere.example/incidents/k7",
        "url:models.example.net/search",
        "url:bench.example.com/results/2033-q1",
    ):
        assert marker.board_page(page), page
    for page in (
        "url:palewick.example/posts/echidnor-2-launch-notes",
        "url:ops.example.org/postmortems/2033-02-queue-storm",
        "url:lab.example.org/results/2033-heronquill-eval-study",  # one report's slug
        "url:github.com/tarnby/heronquill/blob/main/docs/bench.md",
        "arxiv:3303.01234",
    ):
        assert not marker.board_page(page), page
