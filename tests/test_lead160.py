"""heldout160's general causes (lead160): a row of an arXiv index kept as a list is no entry
of its paper. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan.versions import states_papers_under_evaluated, states_scores_under_product
from tests.conftest import brief_text, increment, run

_FILED = (
    "# serving · living document\n\n"
    "> Conventions: a paper goes under the engine it evaluates when it names one.\n\n"
    "## §1.1 Engines\n\n"
    "- **Osier** (Osier Labs) — paged serving engine; 1.4\n"
    "  - Paper (03-02): TideCache, arXiv:3403.11842 — prefix-aware eviction measured on Osier.\n"
    "- **Bracken** (Fernworks) — batch scheduler for serving; 0.7\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV cache\n\n"
    "## §1.4 Reliability\n\n"
    "## arXiv Index\n\n"
    "- 3403.11842 — TideCache: Prefix-Aware Eviction (§1.1, under Osier)\n"
    "- 3403.20517 — Lattice Batching for Mixed Prompts (§1.2)\n"
)


def _first(title: str, section: str) -> tuple[str, str, str]:
    action = run(_FILED, brief_text(increment(1, title, section))).actions[0]
    return action.action, action.anchor, action.matched or ""


def test_a_paper_an_index_row_lists_goes_to_the_entry_filing_it() -> None:
    """`TideCache（arXiv:3403.11842）代码开源`: the id is the row's key, but the row is a line of
    the index; the paper's news goes where the document files it, under Osier."""
    action, anchor, matched = _first("TideCache（arXiv:3403.11842）代码开源", "§1.3")
    assert (action, anchor) == ("updated", "§1.1"), matched
    assert "Osier" in matched, matched


def test_a_paper_only_its_index_row_lists_is_a_new_entry() -> None:
    """`Lattice Batching arXiv:3403.20517 v2`: no entry files the paper (only its row): a new
    entry, not a sub-bullet buried in the index."""
    action, anchor, _ = _first("Lattice Batching arXiv:3403.20517v2 补充实验", "§1.2")
    assert (action, anchor) == ("inserted", "§1.2")


_SCORED_UNDER_PRODUCT = (
    "# agent · 活文档\n\n"
    "> 约定：版本发布、补丁、评测分数一律记作该产品条目下的 `- 进展（MM-DD）：…` 子条目，"
    "不另起条目。\n\n"
    "## §1.1 框架与编排\n\n"
    "- **Quiver**：Aster Labs 的多智能体框架，0.9（来源：https://github.com/aster/quiver）\n\n"
    "## §1.2 工具调用与协议\n\n## §1.3 记忆与上下文\n\n## §1.4 可靠性与评测\n\n"
    "- **PathBench**：长程智能体评测框架，v1 含 300 个任务（来源：https://github.com/o/pathbench）\n"
)


def test_scores_said_recorded_as_the_products_sub_items_go_under_the_product() -> None:
    """`评测分数一律记作该产品条目下的子条目` files scores under the product (`记作`, as `记在`)."""
    preamble = _SCORED_UNDER_PRODUCT.split("## ")[0]
    assert states_scores_under_product(preamble)
    assert not states_scores_under_product(preamble.replace("该产品条目", "基准条目"))


def test_a_board_of_an_evaluation_harness_ranks_the_product_it_scores() -> None:
    """`PathBench 4 月榜：Quiver 0.9 得分 61.2%`, PathBench an `评测框架` (an evaluation
    harness, a benchmark as much as `基准`): the score is Quiver's where the preamble files
    scores under the product; the harness's own release stays its news."""
    doc = _SCORED_UNDER_PRODUCT
    for title in ("PathBench 4 月榜：Quiver 0.9 得分 61.2%，居开源框架第一",):
        action = run(doc, brief_text(increment(1, title, "§1.4"))).actions[0]
        assert (action.action, action.anchor) == ("updated", "§1.1"), action.matched
    own = "PathBench v2 发布：新增网页任务"
    action = run(doc, brief_text(increment(1, own, "§1.4"))).actions[0]
    assert (action.action, action.anchor) == ("updated", "§1.4"), action.matched
    english = doc.replace("长程智能体评测框架", "long-horizon agent evaluation harness")
    title = "PathBench 4 月榜：Quiver 0.9 得分 61.2%，居开源框架第一"
    action = run(english, brief_text(increment(1, title, "§1.4"))).actions[0]
    assert (action.action, action.anchor) == ("updated", "§1.1"), action.matched


_PAPERS_UNDER = (
    "# agent systems\n\n"
    "> Conventions: one entry per product. A paper goes under the framework it evaluates when"
    " it names one, else it is its own entry with its arXiv id.\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Quiver** (Aster Labs, GitHub `aster/quiver`) — multi-agent role framework; 0.9\n"
    "- **Sextant** (Brightwave, GitHub `brightwave/sextant`) — durable workflow engine; 5.1\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Reliability\n\n"
)


def _paper(doc: str, title: str) -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, "§1.4"))).actions[0]
    return action.action, action.anchor, action.matched or ""


def test_a_paper_naming_the_framework_it_evaluates_goes_under_it_where_the_preamble_says() -> None:
    """`… arXiv:… — 对 Sextant 持久化执行的故障注入评测`, `（评测对象：Quiver 1.0）`: where the
    preamble files a paper under the framework it evaluates, that framework's entry; where
    papers are their own entries, a new entry; a paper naming no framework, new too."""
    for title, name in (
        ("Crash Replay arXiv:3405.01930 — 对 Sextant 持久化执行的故障注入评测", "Sextant"),
        ("Role Drift arXiv:3405.03315 — 角色漂移测量（评测对象：Quiver 1.0）", "Quiver"),
        ("Role Drift arXiv:3405.03315 — role drift in hand-offs, evaluated on Quiver", "Quiver"),
    ):
        action, anchor, matched = _paper(_PAPERS_UNDER, title)
        assert (action, anchor) == ("updated", "§1.1"), (title, matched)
        assert name in matched, matched
        own = _PAPERS_UNDER.replace("A paper goes under the framework it evaluates", "Papers")
        assert _paper(own, title)[0] == "inserted", title
    assert _paper(_PAPERS_UNDER, "Role Drift arXiv:3405.03315 — 交接中的角色漂移")[0] == "inserted"


def test_preambles_filing_papers_under_what_they_evaluate() -> None:
    assert states_papers_under_evaluated("> 评测某框架的论文记在被评测框架的条目下。")
    assert not states_papers_under_evaluated("> 论文各自成条，首行写 arXiv 号。")
    assert not states_papers_under_evaluated("> Papers never go under the framework they evaluate.")
    said = "> A paper that evaluates a single framework is an update of that framework's entry."
    assert states_papers_under_evaluated(said)
    assert not states_papers_under_evaluated(said.replace("is an", "is never an"))


_SHORT_NAMED = (
    "# agent · 活文档\n\n"
    "## §1.1 框架与编排\n\n"
    "## §1.2 工具调用与协议\n\n"
    "- **QXP 智能体交换协议**：智能体之间的发现与握手协议，能力卡片 + 会话协商，v0.6"
    "（来源：https://github.com/qxp-project/qxp）\n\n"
    "## §1.3 记忆与上下文\n\n## §1.4 可靠性与评测\n\n"
)


def test_a_short_name_that_is_the_entrys_own_repository_name_is_its_name() -> None:
    """`QXP v0.7 — 新增签名握手` against `**QXP 智能体交换协议**` whose lead links
    `github.com/qxp-project/qxp`: the three letters are the thing's own repository's name, a
    short name's weight (it decides with the section); an entry linking another repository
    leaves them a common short word, a possibility."""
    title = "QXP v0.7 — 新增能力协商与签名握手"
    action = run(_SHORT_NAMED, brief_text(increment(1, title, "§1.2"))).actions[0]
    assert (action.action, action.anchor) == ("updated", "§1.2"), action.matched
    other = _SHORT_NAMED.replace("qxp-project/qxp", "handshake-wg/spec")
    assert run(other, brief_text(increment(1, title, "§1.2"))).actions[0].action == "inserted"
    elsewhere = run(_SHORT_NAMED, brief_text(increment(1, title, "§1.4"))).actions[0]
    assert elsewhere.action == "inserted", elsewhere.matched


def test_a_score_on_an_evaluation_harness_goes_under_it_where_scores_go_under_benchmarks() -> None:
    """`Wayfarer 在 PathBench v2 得分 47.9%`, PathBench `— long-horizon agent evaluation
    harness`, where the preamble files benchmark scores under the benchmark's entry: PathBench's."""
    doc = (
        "# Agent systems\n\n"
        "> Conventions: one entry per product. Benchmark scores go under the benchmark's entry.\n\n"
        "## §1.1 Frameworks\n\n"
        "- **Quiver** (Aster Labs, GitHub `aster/quiver`) — multi-agent role framework; 0.9\n\n"
        "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Reliability and evaluation\n\n"
        "- **PathBench** (OAEC, GitHub `oaec/pathbench`) — long-horizon agent evaluation"
        " harness, v1 with 300 multi-step tasks\n"
    )
    for title in ("Wayfarer 在 PathBench v2 得分 47.9%", "Quiver 在 PathBench 得分 47.9%"):
        action = run(doc, brief_text(increment(1, title, "§1.4"))).actions[0]
        assert (action.action, action.anchor) == ("updated", "§1.4"), (title, action.matched)
        assert "PathBench" in (action.matched or ""), action.matched
