"""heldout199's general causes (lead199): a board's own lead stating where standings go
(`各产品名次变动统一记在本条`, `standings go on the ranked product's entry`), a product's sub-item
reporting lost data as the sign that incidents go on the product, an incidents-apart document's
CVE as an incident of its own, a month-dated incident followed up, a hosted edition a lead
says it records. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import incidents, versions
from patcher.plan.evidence.abbreviations import editions_in_lead
from tests.conftest import brief_text, increment, run

_ZH = (
    "# 检索 · 活文档\n\n"
    "> 维护约定见 README。一个产品家族 / 一个基准各占一条。最后整理：2039-01-10。\n\n"
    "## §1.1 检索框架与向量库\n\n"
    "- **Marlowe**（Tenby Labs，2038-11-04）：开源向量数据库；托管版 Marlowe Cloud 与各大版本均记在本条。\n"
    "- **Quillon**（quillon 社区，2038-02-10）：Python RAG 编排框架。\n"
    "  - 2038-12-30 续：v0.7 发布，新增流式引用。\n"
    "- **Pentack DB**（Pentack Inc，2038-12-01）：分布式向量数据库。\n"
    "  - 2038-12-21 续：复制链路 bug 导致约 1% 命名空间丢失最近 20 分钟写入；厂商称已修复。\n"
    "- **Ostrel**（Fenwick Cloud，2038-05-30）：托管 RAG 服务，按检索次数计费。\n\n"
    "## §1.2 嵌入与重排\n\n"
    "- **Cobalt Rerank**（Mossbank，2038-01-25）：交叉编码重排器系列，当前为第 2 代。\n"
    "- **Veyra-Embed**（Halden AI，2038-10-17）：文本嵌入模型系列。\n"
    "- **SplitMerge**（arXiv:3807.11842，2038-07-21）：片段级分数融合方法。\n\n"
    "## §1.3 评测与基准\n\n"
    "- **TallyArena 榜单**（Open Collective，2038-01-08）：众包检索对战榜，分嵌入、重排两个赛道；"
    "各产品名次变动统一记在本条。\n"
    "- **GridSeek**（arXiv:3809.01288，2038-09-03）：表格检索基准，12 万张表。\n\n"
    "## §1.4 可靠性与安全\n\n"
    "- **TraceReel**（Reelwise，2038-04-18）：RAG 链路追踪工具。\n"
)

_EN = (
    "# RAG — living document\n\n"
    "Conventions: see README. One `### ` entry per product generation, paper, benchmark,"
    " incident or roll-up. Last tidied: 2039-01-10.\n\n"
    "## §1.1 Retrieval frameworks and vector stores\n\n"
    "### Quillon\n"
    "Community Python RAG orchestration framework. Pre-1.0, so all releases stay here.\n"
    "- 2038-12-30: v0.7 — streamed citations.\n\n"
    "### Pentack DB\n"
    "Pentack Inc's distributed vector database.\n\n"
    "### Skylark\n"
    "Agentic multi-hop retrieval framework. arXiv:3808.02214.\n\n"
    "### RAG apps roundup\n"
    "Roll-up of end-user apps built on RAG; each app gets a dated line here, not its own entry.\n"
    "- 2038-06-14: Lucent Desk (Oorin) — enterprise knowledge search over wikis.\n\n"
    "## §1.2 Embeddings and reranking\n\n"
    "### Cobalt Rerank 2\n"
    "Mossbank's second-generation cross-encoder reranker.\n"
    "- 2038-12-20: TallyArena rerank track #3.\n\n"
    "## §1.3 Evaluation and benchmarks\n\n"
    "### TallyArena\n"
    "Open Collective's crowd-sourced retrieval battle board (embedding and rerank tracks). This"
    " entry records rules and tracks only; standings go on the ranked product's entry.\n\n"
    "### HopChain-QA\n"
    "Long-chain multi-hop QA benchmark. arXiv:3808.04561.\n\n"
    "## §1.4 Reliability, safety and incidents\n\n"
    "### Incident: Pentack DB replication data loss (2038-12)\n"
    "A replication bug dropped the last ~20 minutes of writes for about 1% of namespaces.\n"
    "- 2038-12-21: vendor says fixed; no postmortem yet.\n\n"
    "### Incident: Westmere-3 region outage (2038-11)\n"
    "Six-hour outage of Fenwick Cloud's Westmere-3 region.\n"
    "- 2038-11-18: outage; root cause not published.\n"
)


def _one(doc: str, title: str, section: str, points: str = "- 要点一 - 要点二") -> tuple[str, str]:
    report = run(doc, brief_text(increment(1, title, section, points), date="2039-01-12"))
    [action] = report.actions
    return action.action, action.matched or ""


def test_a_boards_lead_states_where_standings_go() -> None:
    """A board's lead saying the products' standings are recorded in this entry files scores
    under the benchmark; one saying standings go on the ranked product's entry, under the
    product; a lead saying neither states nothing."""
    zh = versions.board_lead_rules("众包检索对战榜，分两个赛道；各产品名次变动统一记在本条。")
    assert versions.states_scores_under_benchmark(zh)
    en = versions.board_lead_rules(
        "Crowd-sourced battle board. This entry records rules only; standings go on the ranked"
        " product's entry."
    )
    assert versions.states_scores_under_product(en)
    assert not versions.states_scores_under_benchmark(en)
    assert versions.board_lead_rules("表格检索基准，12 万张表；排行榜随基准发布。") == ""
    assert versions.board_lead_rules("Python RAG framework; standings are recorded here.") == ""


def test_a_rise_on_a_board_goes_on_the_board_its_lead_says() -> None:
    """`X 升至 Board 重排赛道第 1` and `X 登顶 TA 嵌入赛道` (the board's initials) are the
    board's news where its lead records every standing; a re-run on a benchmark too."""
    for title, board in (
        ("Cobalt Rerank 2 升至 TallyArena 重排赛道第 1", '"TallyArena"'),
        ("Veyra Embed v3 登顶 TA 嵌入赛道，Elo 1310", '"TA"'),
    ):
        action, matched = _one(_ZH, title, "§1.3 评测与基准")
        assert action == "updated" and f"scores a product on {board}" in matched, (title, matched)
    action, matched = _one(
        _ZH, "SplitMerge 作者在 GridSeek 上复跑，维护者栏 0.812 确认", "§1.3 评测与基准"
    )
    assert action == "updated" and "GridSeek" in matched, matched


def test_a_standing_goes_on_the_ranked_product_the_board_lead_names() -> None:
    """Where the board's lead sends standings to the ranked product, `Board 排行更新 — X 登顶`
    and `Board 排行：X 0.4 以 61.2 EM 居首` (citing the board's paper) are the product's."""
    action, matched = _one(_EN, "HopChain-QA 排行更新 — Quillon 混合检索登顶", "§1.3")
    assert action == "updated" and "Quillon" in matched, matched
    report = run(
        _EN,
        brief_text(
            increment(
                1,
                "HopChain-QA 排行：Skylark 0.4 以 61.2 EM 居首",
                "§1.3",
                extra="arXiv：3808.04561\n",
            ),
            date="2039-01-12",
        ),
    )
    [action] = report.actions
    assert action.action == "updated" and "Skylark" in (action.matched or ""), action


def test_a_sub_item_reporting_lost_writes_reports_an_incident() -> None:
    """A dated update whose first clause says data was lost reports an incident of the entry's
    thing; a release fixing it does not."""
    assert incidents.reports_incident_item(
        "  - 2038-12-21 续：复制链路 bug 导致约 1% 命名空间丢失最近 20 分钟写入；厂商称已修复。"
    )
    assert incidents.reports_incident_item(
        "- 2038-12-21: a replication bug lost the last 20 minutes of writes for 1% of namespaces"
    )
    assert not incidents.reports_incident_item("  - 2038-12-21 续：3.0 发布，修复丢数问题。")


def test_incidents_go_on_the_product_where_the_entries_show_it() -> None:
    """Where a product's sub-item reports an incident and no entry is an incident's own, a
    flaw, an outage and the outage's dated review go on the product's entry."""
    for title in (
        "Quillon v0.7 检索节点提示注入漏洞 CVE-2039-40001",
        "Ostrel 检索 API 大面积超时约 3 小时",
    ):
        action, matched = _one(_ZH, title, "§1.4 可靠性与安全")
        assert action == "updated" and title.split()[0] in matched, (title, matched)
    action, matched = _one(_ZH, "Quillon补丁0.7.2 修复检索节点提示注入", "§1.4 可靠性与安全")
    assert action == "updated" and "Quillon" in matched, matched


def test_a_cve_is_an_incident_of_its_own_where_incidents_are() -> None:
    """Where the preamble keeps one entry per incident and nothing says where flaws go, a CVE
    in a release (`Quillon v0.7 … 漏洞 CVE-…`) is an entry of its own, not the product's."""
    action, matched = _one(_EN, "Quillon v0.7 检索节点提示注入漏洞 CVE-2039-40001", "§1.4")
    assert action == "inserted", matched


def test_a_months_incident_followed_up_goes_on_its_entry() -> None:
    """`X 12 月复制丢数事故 — 官方复盘发布` follows up the incident entry of X dated that month."""
    action, matched = _one(_EN, "Pentack DB 12 月复制丢数事故 — 官方复盘发布", "§1.4")
    assert action == "updated" and "follows up the incident of 12 月" in matched, matched


def test_a_hosted_edition_the_lead_records_is_the_entrys() -> None:
    """`托管版 Marlowe Cloud 与各大版本均记在本条` names the edition the entry keeps."""
    lead = "**Marlowe**（Tenby Labs）：开源向量数据库；托管版 Marlowe Cloud 与各大版本均记在本条。"
    assert editions_in_lead(["Marlowe"], lead) == ("Marlowe Cloud",)
    action, matched = _one(
        _ZH, "MarLowe Cloud 推出 serverless 档 — 按查询计费", "§1.1 检索框架与向量库"
    )
    assert action == "updated" and "Marlowe" in matched, matched


def test_an_app_goes_on_the_roll_up_that_gathers_apps() -> None:
    """Where a roll-up says each app gets a dated line of it, not an entry of its own, an app
    one of its lines names and a new app (`…问答应用`) are its news; an app's incident, where
    incidents are entries of their own, is not."""
    for title in (
        "Lucent Desk 企业版改为按席位计价",
        "Brambleway 法律助手上线 — 面向律所的检索问答应用",
    ):
        action, matched = _one(_EN, title, "§1.1")
        assert action == "updated" and "roll-up" in matched, (title, matched)
    action, matched = _one(
        _EN, "Lucent Desk 同步服务事故：部分用户笔记出现在他人检索结果中", "§1.4"
    )
    assert action == "inserted", matched


def test_a_dated_edition_is_the_benchmarks_news() -> None:
    """`X 2039 秋季版：新增…` is an edition of `**X 中文检索基准**`, not another part of it."""
    doc = _ZH.replace(
        "## §1.4 可靠性与安全",
        "- **K-Recall 中文检索基准**（检索联盟，2038-02-19）：中文长文档召回基准。\n\n## §1.4 可靠性与安全",
    )
    action, matched = _one(doc, "K-Recall 2039 秋季版:新增医保政策子集", "§1.3 评测与基准")
    assert action == "updated" and "K-Recall" in matched, matched


def test_an_incident_named_in_spaced_words_is_the_incident_entrys() -> None:
    """`Westmere 3 区域中断事后报告` follows up `### Incident: Westmere-3 region outage`."""
    action, matched = _one(_EN, "Westmere 3 区域中断事后报告 — Fenwick Cloud 公布时间线", "§1.4")
    assert action == "updated" and "spells the name" in matched, matched
