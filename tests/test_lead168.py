"""heldout168's general causes (lead168): a preamble naming a benchmark's entry first and
filing scores `there` after it. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import versions
from tests.conftest import brief_text, increment, run

_BOARDS_THEN_SCORES = (
    "# agents — living document\n\n"
    "> Conventions: one bold-named entry per product. Every benchmark keeps a leaderboard entry"
    " in §1.4, and results are filed there, never under the product.\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Tansy** (Orrin Labs): planning harness for coding agents; v3.1.\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n\n"
    "- **MarshBench leaderboard** (Fen consortium): 220 repository-repair tasks.\n"
    "  - 2031-02-01: Tansy 3.1 48.0.\n"
)


def _first(doc: str, title: str, section: str) -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, section))).actions[0]
    return action.action, action.anchor, action.matched or ""


def test_scores_filed_there_after_the_benchmarks_entry_is_read() -> None:
    """`… keeps a leaderboard entry …, and results are filed there`: the home said before the
    score word; a denial of it (`scores never go there`) files nothing there."""
    said = versions.states_scores_under_benchmark
    assert said("Each board has a leaderboard entry, and results are filed there.")
    assert said("每个榜单有自己的榜单条目，各产品的成绩都记在其下。")
    assert not said("Each board has a leaderboard entry, but scores never go there.")
    assert not said("Each board has a leaderboard entry, and scores go under the product.")


def test_a_products_score_goes_to_the_leaderboard_the_preamble_files_scores_in() -> None:
    """`Tansy 3.2 scores 51.3 on MarshBench` with that preamble: the board's news, not Tansy's."""
    action, anchor, matched = _first(
        _BOARDS_THEN_SCORES, "Tansy 3.2 在 MarshBench 上取得 51.3 分", "§1.1"
    )
    assert (action, anchor) == ("updated", "§1.4"), matched
    assert "MarshBench" in matched, matched


_BOLD_HOLDS_CHINESE = (
    "# agents — living document\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Kestrel (青隼)** (Fenwick AI): multi-agent orchestration with a shared blackboard; v2.1.\n"
    "- **Pallet (开源)** (Orrin Labs): task queue for agents; v0.3.\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n\n"
)


def test_a_chinese_name_bracketed_inside_the_bold_name_is_the_entrys() -> None:
    """`**Kestrel (青隼)** (Fenwick AI): …`: the bold holds the Chinese name, the maker's brackets
    after it are no more of the name; `青隼2.2 发布` is Kestrel's news. A status in the brackets
    (`开源`) is no name; a Latin name the entry does not go by after it is another product."""
    action, anchor, matched = _first(_BOLD_HOLDS_CHINESE, "青隼2.2 发布 — 黑板分片", "§1.1")
    assert (action, anchor) == ("updated", "§1.1"), matched
    assert "Kestrel" in matched, matched
    assert _first(_BOLD_HOLDS_CHINESE, "青隼 Studio 发布", "§1.1")[0] == "inserted"
    assert _first(_BOLD_HOLDS_CHINESE, "开源 0.4 发布", "§1.1")[0] == "inserted"


_INCIDENTS_UNDER_PRODUCT = (
    "# 智能体 · 活文档\n\n"
    "> 约定：每个产品一条加粗名条目，版本发布、事故都作为带日期的子条目挂在该产品下。\n\n"
    "## §1.1 框架\n\n## §1.2 工具调用\n\n"
    "- **Tollgate Proxy**（Brisk Networks）：工具调用网关，统一鉴权与限流，v2.0。\n"
    "  - 2031-03-04：事故——SAML 断言校验失败，约 20 分钟内登录全部失败。\n\n"
    "## §1.3 记忆\n\n## §1.4 可靠性\n\n"
)


def test_a_protocol_word_after_the_name_is_what_the_news_is_about() -> None:
    """`Tollgate Proxy OAuth 令牌刷新故障`: OAuth is a protocol the product speaks, not a longer
    name; and `Tollgate Proxy 03-04 SAML 断言故障复盘` dates the incident before a Latin word.
    Both are the product's news where the preamble files incidents under it. A capitalised
    word that is no protocol still reads as another name (`Tollgate Proxy Mesh 发布`)."""
    for title in (
        "Tollgate Proxy OAuth 令牌刷新故障",
        "Tollgate Proxy 03-04 SAML 断言故障复盘发布",
    ):
        action, anchor, matched = _first(_INCIDENTS_UNDER_PRODUCT, title, "§1.4")
        assert (action, anchor) == ("updated", "§1.2"), (title, matched)
    assert _first(_INCIDENTS_UNDER_PRODUCT, "Tollgate Proxy Mesh 发布", "§1.2")[0] == "inserted"


_DATED_INCIDENT_LABELS = (
    "# agents — living document\n\n"
    "> Conventions: incidents are their own entries in §1.4, led `Incident YYYY-MM-DD: <product> …`.\n\n"
    "## §1.1 Frameworks\n\n## §1.2 Tools\n\n"
    "- **Tollgate Proxy** (Brisk Networks): tool-call gateway with unified auth; v2.0.\n\n"
    "## §1.3 Memory\n\n## §1.4 Reliability\n\n"
    "- **Incident 2031-03-04: Tollgate Proxy SAML assertion failures**: ~20 minutes of failed logins.\n"
)


def test_an_incident_label_with_its_day_first_files_the_entry_as_the_products_incident() -> None:
    """`**Incident 2031-03-04: Tollgate Proxy …**`: a label, its day, then the product: the
    postmortem of the 03-04 incident is that entry's news; another day's review is not."""
    title = "Tollgate Proxy 03-04 事故复盘发布"
    action, anchor, matched = _first(_DATED_INCIDENT_LABELS, title, "§1.4")
    assert (action, anchor) == ("updated", "§1.4"), matched
    assert "Incident 2031-03-04" in matched, matched
    assert (
        _first(_DATED_INCIDENT_LABELS, "Tollgate Proxy 03-09 事故复盘发布", "§1.4")[0] == "inserted"
    )


_BESIDE_ITS_OUTAGE = (
    "# agents — living document\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Tamber** (Orrin Labs): Python agent framework; v1.2.\n"
    "- **Tamber Cloud** (Orrin Labs): hosted runtime for Tamber, billed per run.\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Reliability\n\n"
    "- **Tamber Cloud 调度网关中断 — 约 2 小时 run 失败** (2031-05-02): eu-west only.\n"
)


def test_an_outage_entry_going_by_the_products_words_leaves_its_other_news_the_products() -> None:
    """`Tamber Cloud 定价下调 20%` beside `**Tamber Cloud**` and the outage entry a night made
    (`**Tamber Cloud 调度网关中断 — …**`): no incident's news, the product's; a new outage
    is not the product's plainly."""
    action, anchor, matched = _first(_BESIDE_ITS_OUTAGE, "Tamber Cloud 定价下调 20%", "§1.1")
    assert (action, anchor) == ("updated", "§1.1"), matched
    assert "Tamber Cloud" in matched, matched
    action, anchor, matched = _first(_BESIDE_ITS_OUTAGE, "Tamber Cloud 再次中断 — 美东区", "§1.4")
    assert anchor == "§1.4" and "hosted runtime" not in matched, matched


_BEFORE_RENAME = (
    "# 智能体 · 活文档\n\n"
    "## §1.1 框架\n\n"
    "- **Brackwater**（Orrin Labs）：基于有向图的编排引擎，v0.9。\n\n"
    "## §1.2 工具调用\n\n## §1.3 记忆\n\n## §1.4 可靠性\n\n"
)


def test_a_new_name_an_update_recorded_finds_the_entry_without_a_release() -> None:
    """After `Brackwater 正式更名为 Saltmarsh` continued `**Brackwater**` (its marker keeps
    `name:saltmarsh`), a later night's `Saltmarsh 新增节点级超时` is the entry's news though it
    names no release; a longer name (`Saltmarsh Cloud 发布`) is another thing."""
    renamed = brief_text(increment(1, "Brackwater 正式更名为 Saltmarsh", "§1.1"), date="2031-05-01")

    def later(title: str) -> tuple[str, str]:
        brief = brief_text(increment(1, title, "§1.1"), date="2031-05-03")
        action = run(_BEFORE_RENAME, renamed, brief).actions[-1]
        return action.action, action.matched or ""

    action, matched = later("Saltmarsh 新增节点级超时")
    assert action == "updated" and "Brackwater" in matched, matched
    assert later("Saltmarsh Cloud 发布")[0] == "inserted"
