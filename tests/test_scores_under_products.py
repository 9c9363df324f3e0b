"""A preamble that files scores under the products in other words (`…goes as a dated
sub-bullet under that product's entry`, `scores live under the products`), and a board's
round that ranks a product by passing another or by a metric's best figure (`X 反超 Y`,
`X p99 最低`): the benchmark's entry is no place for it (heldout155). Names are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.text.source import Source
from tests.conftest import brief_text, increment

LIVE = (
    "> Conventions: one entry per product. The `Benchmarks` part lists benchmarks only; "
    "scores live under the products.\n"
)
AS_LINE = (
    "> Conventions: everything about a product, benchmark scores included, goes as a dated "
    "sub-bullet under that product's entry.\n"
)


def _doc(preamble: str) -> str:
    return (
        f"# notes\n\n{preamble}\n## §1.1 Engines\n\n"
        "- **Quarrel Engine (QRE)** — Quarrel Labs' serving engine; current 3.1.\n"
        "- **Mistral Lane (MSL)** — a rival serving engine; current 1.4.\n\n"
        "## §1.2 Scheduling\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n\n"
        "- **Tollbridge Bench (TBB)** — long-context latency benchmark, monthly board.\n"
    )


def _action(doc: str, title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.4"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_scores_said_to_live_under_the_products() -> None:
    assert versions.states_scores_under_product(LIVE)
    assert versions.states_scores_under_product(AS_LINE)
    assert not versions.states_scores_under_product("> Scores live with the benchmark.\n")
    assert not versions.states_scores_under_product(
        "> Scores go under the benchmark, not under the product.\n"
    )


def test_a_round_passing_a_rival_is_not_the_benchmarks_news() -> None:
    found = _action(_doc(LIVE), "Tollbridge Bench 榜单 — QRE 3.2 反超 MSL 1.4")
    assert "Tollbridge" not in (found.matched or ""), found


def test_a_round_naming_a_metrics_best_figure_is_not_the_benchmarks_news() -> None:
    found = _action(_doc(AS_LINE), "Tollbridge Bench 榜单 — QRE 3.2 长上下文 p99 最低")
    assert "Tollbridge" not in (found.matched or ""), found
    plain = _action(
        _doc("> Conventions: one entry per product.\n"),
        "Tollbridge Bench 榜单 — QRE 3.2 长上下文 p99 最低",
    )
    assert plain.action == "updated" and "Tollbridge" in (plain.matched or ""), plain


def test_scores_said_to_go_under_the_products_entry_by_its_where_phrase() -> None:
    """The product's entry said as `产品条下`, `产品名下` or `产品 条目` (a spaced name), and a
    bracketed aside between the scores and the verb (`成绩（厂商自报、第三方单测）记在…`): the same
    rule, in the grammar of subject, verb and where-phrase (pre1's audit)."""
    assert versions.states_scores_under_product(
        "> 评测成绩记在被测产品条下，基准条只记基准本身的版本。\n"
    )
    assert versions.states_scores_under_product("> 基准成绩记在被测产品名下，不记在基准条目下。\n")
    assert versions.states_scores_under_product("> 某个产品在榜单上的成绩写到产品条下。\n")
    assert versions.states_scores_under_product(
        "> 产品在某个基准上的成绩记在 产品 条目的追记里。\n"
    )
    assert versions.states_scores_under_product(
        "> 单个产品的评测成绩（厂商自报、第三方单测某产品）记在该产品条目下，不记在基准条目下。\n"
    )


def test_the_rated_product_said_as_bei_ping_is_the_products_entry() -> None:
    """`被评产品` (the rated product) is the scored product as `被测产品` is (adversarial54 br1):
    its entry said with or without `条目`, `的`, `之下`; a denial still denies."""
    assert versions.states_scores_under_product("> 评测成绩记在被评产品条目下。\n")
    assert versions.states_scores_under_product("> 榜单成绩写在被评的产品名下，基准条只记规则。\n")
    assert versions.states_scores_under_product("> 评测成绩挂在被评产品下面。\n")
    assert not versions.states_scores_under_product("> 评测成绩不记在被评产品条目下。\n")
    assert not versions.states_scores_under_product("> 被评产品的成绩写在榜单条目下。\n")


def test_scores_in_that_entry_after_a_clause_keeping_one_per_generation() -> None:
    """`模型每代一条；同一代的小版本与评测成绩都写成该条下…` (adversarial54 br1): `该条` is the
    generation's entry the clause before keeps, so scores go on the product's; not where that
    clause keeps benchmarks, nor where the scores' own clause names a benchmark first."""
    assert versions.states_scores_under_product(
        "> 约定：模型与引擎每代一条（新一代另立一条）；同一代的小版本、故障与评测成绩都写成"
        "该条下带日期的续记子项。\n"
    )
    assert versions.states_scores_under_product("> 约定：每个产品一条；评测成绩写在该条下。\n")
    assert not versions.states_scores_under_product(
        "> 约定：每个基准一条；各家评测成绩写在该条下。\n"
    )
    assert not versions.states_scores_under_product(
        "> 约定：模型每代一条；基准单列一条，评测成绩写在该条下。\n"
    )
    assert not versions.states_scores_under_product(
        "> 约定：模型每代一条；评测成绩不写在该条下。\n"
    )


def test_near_misses_of_the_where_phrase_state_no_product_home() -> None:
    """Scores mentioned with no home, a past rule, another party's rule, a denied one and a
    board's own entry stay unread."""
    assert not versions.states_scores_under_product("> 榜单成绩每周更新一次，产品条下另有说明。\n")
    assert not versions.states_scores_under_product(
        "> 成绩过去记在被测产品条下，现在一律记在基准条目下。\n"
    )
    assert not versions.states_scores_under_product("> 厂商百科把成绩记在产品名下；本文不同。\n")
    assert not versions.states_scores_under_product("> 评测成绩不记在被测产品条下。\n")
    assert not versions.states_scores_under_product("> 成绩（产品条下只留链接）记在基准条目下。\n")


ROUNDS = (
    "> Conventions: one entry per product; a product's benchmark scores go under the product.\n"
    "> {rounds}\n"
)


def test_a_boards_rounds_said_to_go_under_the_board() -> None:
    """A board's round (`每周榜单`, `每一轮次`, `periodic ranking update`, `整体更新`, `each
    round of the leaderboard`) filed under the board's entry: the subject is the board's round,
    the where-phrase the board's entry (pre1's audit)."""
    said = versions.states_rounds_under_board
    assert said("> 评测榜单的每周榜单记在榜单条目下。\n")
    assert said("> 榜单每一轮次记在榜单条目下。\n")
    assert said("> a leaderboard's periodic ranking update goes under the benchmark's entry.\n")
    assert said("> 榜单的整体更新挂在基准条目下。\n")
    assert said("> Each round of the leaderboard goes under the benchmark's entry.\n")


def test_near_misses_of_a_boards_rounds_state_no_home() -> None:
    """A round mentioned with no home, a past rule, another party's, a denied one, scores that
    are no round, and a round scoped to several products stay unread."""
    said = versions.states_rounds_under_board
    assert not said("> 榜单每周更新一次，由评测方发布。\n")
    assert not said("> 每周榜单过去记在榜单条目下，现在记在产品条目下。\n")
    assert not said("> 厂商百科把每周榜单记在榜单条目下。\n")
    assert not said("> 每周榜单不记在榜单条目下。\n")
    assert not said("> 评测成绩记在榜单条目下。\n")
    assert not said("> Scores go under the benchmark's entry.\n")
    # (a round scoped to several products: not every round, `_ranks_several` reads it)
    assert not said("> 基准本身也是产品条目，多产品的榜单整体更新挂在基准条目下。\n")
    assert not said("> a multi-product leaderboard goes under the benchmark.\n")


def test_a_boards_round_goes_under_the_board_where_the_preamble_says_so() -> None:
    """Products' scores under the products, a board's weekly round under the board: the round
    led by the board's name is the board's news; without that rule, the product's."""
    title = "Tollbridge Bench 周榜 — QRE 3.2 升至第二"
    stated = ROUNDS.format(rounds="A leaderboard's weekly round goes under the benchmark's entry.")
    found = _action(_doc(stated), title)
    assert "Tollbridge" in (found.matched or ""), found
    plain = _action(_doc(ROUNDS.format(rounds="")), title)
    assert "Quarrel" in (plain.matched or ""), plain


def test_a_products_news_scores_among_them_said_to_go_under_its_entry() -> None:
    """Scores among a product's news (the subject qualified by the product: `同一产品的…评测
    成绩`, `… benchmark results and other news about a product`) filed under `its entry` /
    `该条下`: the product's entry is meant (pre1's audit; invented wording). Not the same where
    the subject is no product's (a bare list), nor denied."""
    said = versions.states_scores_under_product
    assert said("> 同一产品的新版本、评测成绩、改名等后续消息一律写成该条下的子条目，不另立条。\n")
    assert said(
        "> New releases, benchmark results and other news about a product go under its entry.\n"
    )
    assert not said("> 新版本、评测成绩等进展，一律写成该条目下的日期子条目。\n")
    assert not said("> 同一产品的评测成绩不写成该条下的子条目。\n")
    assert not said("> Benchmark results go under its entry.\n")


def test_a_denial_of_an_entry_of_their_own_before_the_home() -> None:
    """A denial closed by a comma denies what it governs (`都不单列`, `不另起条目`), not the home
    the next part gives (`…评测成绩都不单列，写成该产品条目下的子行`): the product's entry (pre1's
    audit; invented wording). A denial in the part that gives the home still denies it."""
    said = versions.states_scores_under_product
    assert said("> 版本发布、评测成绩都不单列，写成该产品条目下的子行。\n")
    assert said("> 评测成绩不记在基准条目下，而记在被测产品条目下。\n")
    assert not said("> 评测成绩单独成条，不记在被测产品条目下。\n")
    assert not said("> 评测成绩不单列，也不写成该产品条目下的子行。\n")


def test_scores_as_sub_entries_under_the_benchmark_s_entry() -> None:
    """The form of the record between the scores and the benchmark's entry (`各家成绩作为
    `【MM-DD】` 子条目记在基准条目下`, `results as dated sub-entries under the benchmark's entry`)
    names no other entry: scores go under the benchmark (pre2's audit; invented wording). Not
    where another entry is named between (`成绩写在被测产品的条目下（基准条目只记题量）`), a
    denied rule, nor a past one."""
    said = versions.states_scores_under_benchmark
    assert said("> 基准测试单独成条，各家成绩作为 `【MM-DD】` 子条目记在基准条目下。\n")
    assert said("> Results are added as dated sub-entries under the benchmark's entry.\n")
    assert not said("> 成绩作为子条目写在被测产品的条目下（基准条目只记题量）。\n")
    assert not said("> 各家成绩不作为子条目记在基准条目下。\n")
    assert not said("> 各家成绩曾作为子条目记在基准条目下。\n")


def test_that_entry_is_the_product_s_where_the_item_before_keeps_one_per_product() -> None:
    """`该条目` / `its entry` with no product in its own clause names the entry the rule just
    before kept (a rule list split over lines): after `一个产品只占一条`, `评测成绩…一律写成该
    条目下` files scores under the product (pre2's audit; invented wording). Not where the item
    before keeps benchmarks (`基准单列一条`), nor a denied, past or another party's rule."""
    said = versions.states_scores_under_product
    rules = "> 维护约定：\n> - 一个产品 / 项目只占一条，条目格式：`- 名称：一句话`。\n> - {}\n"
    assert said(rules.format("新版本、评测成绩等进展，一律写成该条目下的日期子条目。"))
    assert said(
        "* One entry per product, `- Name: summary`.\n* Releases and benchmark results go under its entry.\n"
    )
    assert not said("> - 每个基准单列一条。\n> - 各家评测成绩一律写成该条目下的子条目。\n")
    assert not said("* One entry per product or benchmark.\n* Results go under its entry.\n")
    assert not said(rules.format("评测成绩不写成该条目下的子条目。"))
    assert not said(rules.format("评测成绩此前写在该条目下，现改为单列。"))
    assert not said(rules.format("厂商百科把评测成绩写在该条目下。"))
    assert not said(rules.format("评测成绩另起一条。"))


def test_scores_denied_in_that_entry_then_filed_under_the_board() -> None:
    """`评测成绩不写在该条下，统一记在所评榜单的条目下` (adversarial56 sc2): the clause denying
    `该条` (the generation's entry) turns to the board's entry, which is the scores' home, as a
    clause denying the product's entry does; not where the turn denies the board too."""
    said = versions.states_scores_under_benchmark
    turned = "> 约定：模型每代一条；评测成绩不写在该条下，统一记在所评榜单的条目下。\n"
    assert said(turned)
    assert not versions.states_scores_under_product(turned)
    assert not said("> 约定：模型每代一条；评测成绩不写在该条下，也不记在榜单条目下。\n")
    assert versions.states_scores_under_product("> 约定：模型每代一条；评测成绩都写在该条下。\n")
