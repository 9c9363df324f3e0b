"""heldout172's general causes (lead172): a new outage its points date on another day than the
dated outage entry is another incident; a score on a benchmark the document names by its
initials (its lead spelling them out) goes under that benchmark; a feature that submits
leaderboard results is no result; a bought company, then its product after the dash, is the
product's news; a capitalised word before `…层` names no other thing, and a product's outage
entries are no rivals for its other news. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import contrary
from tests.conftest import brief_text, increment, run

_APART = (
    "# search — living document\n\n"
    "> Conventions: one entry per product, `- **Name** — summary (maker)`, dated sub-bullets for"
    " news. Outages and other service incidents get their own §1.4 entry, `Outage — Name (date)`."
    " Benchmark results go under the benchmark's entry, not the product's.\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Tiller** — retrieval pipeline DSL; v2.0 (Furrow Labs)\n\n"
    "## §1.2 Embeddings\n\n"
    "## §1.3 Reranking\n\n"
    "- **Osprey Rank** — hosted cross-encoder reranking API (Osprey AI)\n"
    "- **QuartzRank 3** — open listwise reranker, 8B (Quartz Research)\n\n"
    "## §1.4 Evaluation & reliability\n\n"
    "- **TillerCheck** — evaluation toolkit for Tiller pipelines; v0.4 (Furrow Labs)\n"
    "- **GRB** — Granite Retrieval Benchmark: retrieval and answer tracks, seasonal leaderboard"
    " (Granite consortium)\n"
    "- **Outage — Osprey Rank API (2037-03-11)** — widespread 502s for ~2 hours.\n"
)


def _first(title: str, section: str, points: str = "- a point - another") -> tuple[str, str]:
    action = run(_APART, brief_text(increment(1, title, section, points=points))).actions[0]
    return f"{action.action} {action.anchor}", action.matched or ""


def test_a_new_outage_its_points_date_on_another_day_is_another_incident() -> None:
    """`Osprey Rank API 亚太区故障 — …` whose points date it 2037-04-02, against `Outage — Osprey
    Rank API (2037-03-11)`: another outage, a new entry; points dating it on the entry's day, or a
    review of the outage, continue it."""
    title = "Osprey Rank API 亚太区故障 — 约 90 分钟请求失败"
    action, matched = _first(title, "§1.4", "- 2037-04-02 03:10–04:40 UTC 亚太端点大面积 5xx")
    assert action == "inserted §1.4", matched
    action, matched = _first(title, "§1.4", "- 2037-03-11 事件的补充说明：影响扩大到亚太端点")
    assert action == "updated §1.4", matched


def test_the_points_day_reads_only_for_a_title_reporting_an_incident() -> None:
    """A review or follow-up of an outage names the day it is published, not the event's."""
    name = "Outage — Osprey Rank API (2037-03-11)"
    points = ("2037-04-02 发布，归因于负载均衡配置",)
    assert contrary.other_event_day("Osprey Rank API 故障", points, name) == "2037-04-02"
    assert contrary.other_event_day("Osprey Rank API 故障复盘", points, name) is None
    assert contrary.other_event_day("Osprey Rank API outage postmortem", points, name) is None
    assert contrary.other_event_day("Osprey Rank API 新增日语", points, name) is None
    assert contrary.other_event_day("Osprey Rank API 故障", points, "Osprey Rank API") is None


def test_a_score_on_a_benchmark_named_by_its_initials_goes_under_it() -> None:
    """`Quartz Rank 3 在 GRB 答案赛道得分 0.77，暂列第二` where the benchmark's entry is `**GRB**`,
    its lead spelling out `Granite Retrieval Benchmark`, and results go under the benchmark."""
    action, matched = _first("Quartz Rank 3 在 GRB 答案赛道得分 0.77，暂列第二", "§1.4")
    assert action == "updated §1.4" and "GRB" in matched, matched


def test_a_feature_submitting_leaderboard_results_is_the_features_products_news() -> None:
    """`TillerCheck 接入 GRB——一键导出并上传榜单结果`: the toolkit's feature, not a result on GRB;
    `TillerCheck 在 GRB 上的成绩`-like results still go under the benchmark."""
    action, matched = _first("TillerCheck 接入 GRB——一键导出并上传榜单结果", "§1.4")
    assert action == "updated §1.4" and "TillerCheck" in matched, matched
    action, matched = _first("Tiller 2.1 GRB 榜单结果：答案赛道第三", "§1.4")
    assert action == "updated §1.4" and "GRB" in matched, matched


_PRODUCTS = (
    "# search — living document\n\n"
    "> Conventions: one entry per product, `- **Name** — summary (maker)`, dated sub-bullets for"
    " news. Outages get their own §1.4 entry, `Outage — Name (date)`.\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Nimbus** — retrieval framework; v3 (Cirrus Labs)\n"
    "- **Nimbus Compute** — hosted Nimbus: managed indexes (Cirrus Labs)\n\n"
    "## §1.2 Embeddings\n\n"
    "- **Gannet Embed 2** — text embedding API (Gannet AI)\n\n"
    "## §1.3 Reranking\n\n"
    "- **Kestrel Rerank** — hosted reranking API, 80 languages (Kestrel AI)\n\n"
    "## §1.4 Evaluation & reliability\n\n"
    "- **Outage — Nimbus Compute (2037-01-09)** — index writes failed for ~1 hour.\n"
    "- **Nimbus Compute 华北区检索服务中断（2037-02-14）** — 3 hours of failed queries.\n"
)


def _on_products(title: str, section: str) -> tuple[str, str]:
    action = run(_PRODUCTS, brief_text(increment(1, title, section))).actions[0]
    return f"{action.action} {action.anchor}", action.matched or ""


def test_a_bought_company_then_its_product_after_the_dash_is_the_products_news() -> None:
    """`Gannet AI 收购 Kestrel AI — Kestrel Rerank 并入 Gannet 平台`: news of Kestrel Rerank (its
    lead names Kestrel AI), not a new entry; a product of another maker after the dash is not."""
    title = "Gannet AI 收购 Kestrel AI — Kestrel Rerank 并入 Gannet 平台"
    action, matched = _on_products(title, "§1.3")
    assert action == "updated §1.3" and "Kestrel Rerank" in matched, matched
    action, _ = _on_products("Gannet AI 收购 Plover AI — Kestrel Rerank 用户迁移", "§1.3")
    assert action != "updated §1.2"


def test_a_layer_launched_under_a_capitalised_word_is_no_other_thing() -> None:
    """`Nimbus Compute 推出 Edge 缓存层`: a layer of the hosted product (a capitalised word
    before `…层` names no other thing), and the product's outage entries, which share its words,
    are no rivals for news that reports no incident."""
    action, matched = _on_products("Nimbus Compute 推出 Edge 缓存层——按请求计费", "§1.1")
    assert action == "updated §1.1" and "Nimbus Compute" in matched, matched


def test_a_measured_paper_goes_under_what_it_evaluates_not_to_the_results_rule() -> None:
    """`Sluice（arXiv:2801.00417）— 对 Tiller 管线的实测攻击` where the preamble files a paper under
    the framework it evaluates and results under the benchmark: Tiller's news (`实测` says a
    measurement, but a paper's goes where papers go); without the papers' sentence, a new entry."""
    papers = " A paper goes under the framework it evaluates.\n\n## §1.1"
    doc = _APART.replace("\n\n## §1.1", papers, 1)
    title = "Sluice（arXiv:2801.00417）— 对 Tiller 管线的实测攻击"
    action = run(doc, brief_text(increment(1, title, "§1.4"))).actions[0]
    assert (action.action, action.anchor) == ("updated", "§1.1"), action.matched
    action = run(_APART, brief_text(increment(1, title, "§1.4"))).actions[0]
    assert action.action == "inserted", action.matched


_PLAIN = (
    "# Serving — living document\n\n"
    "## §1.1 Engines\n\n"
    "- **Nimbus Compute** (v2.1, Cirrus Labs) — the hosted Nimbus service, three regions.\n\n"
    "## §1.2 Models\n\n## §1.3 Tools\n\n"
    "## §1.4 Reliability\n\n"
    "- **Nimbus Compute eu-west 503s, 2037-01-09** (v2.0, Cirrus Labs) — 503s for 40 minutes.\n"
    "- **Nimbus Compute 华北区推理中断 5 小时 — 控制面证书过期** ⭐⭐⭐⭐（2037-03-02）：证书过期，"
    "华北区推理请求全部失败约 5 小时\n"
)


def test_a_follow_up_of_an_outage_is_not_the_products_news() -> None:
    """`Nimbus Compute 华北中断后续 —— …` beside the entry `Nimbus Compute 华北区推理中断 5 小时`:
    about the outage (`中断`), so the outage entries sharing the product's words stay its
    rivals and the product's own entry does not take the follow-up."""
    title = "Nimbus Compute 华北中断后续 —— 证书轮换改为双签 + 有效期告警上线"
    action = run(_PLAIN, brief_text(increment(1, title, "§1.4"))).actions[0]
    assert (action.action, action.anchor) != ("updated", "§1.1"), action.matched


def test_trouble_in_other_words_keeps_the_outage_entries_rivals() -> None:
    """`Nimbus Compute 东京区任务排队积压（03-09）` launches nothing: the outage entries sharing the
    product's words stay rivals (trouble may be said in words no vocabulary lists: `积压`)."""
    action, matched = _on_products("Nimbus Compute 东京区任务排队积压（03-09）", "§1.4")
    assert action != "updated §1.1", matched
