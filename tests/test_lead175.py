"""heldout175's general causes (lead175): a package name an entry's lead says the thing goes by
names it; a relation line citing another advisory's CVE does not make a new CVE that advisory's
news; a round of several products goes under its headline product where the preamble says so;
an English sentence after a name and its release is no part of the name; an advisory's flaw
`in X's …` names its product; the preamble's `条目的 `更新：` 下` files under the entry; a hosted
offering is part of its engine's entry where the preamble says so; `X 上线 Y` is X's news; an
entry named by a service going down is an incident's. The names and wordings are new."""

from __future__ import annotations

from patcher.plan import versions
from patcher.plan.evidence.names import names_of
from tests.conftest import brief_text, increment, run

_ZH = (
    "# 服务 · 活文档\n\n"
    "编辑约定：\n\n"
    "- 每个产品一个条目，写作 `- **名称**（厂商）：简介`，其下 `更新：` 带日期子项。\n"
    "- 版本发布、故障、安全公告（CVE）都记在所属产品条目的 `更新：` 下，不为事故单独立条目。\n"
    "- 同一厂商的托管服务单独立条目（例如 Quiver Cloud 与 Quiver 分开记）。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Tarn Serve**（Quayside Labs）：流式推理服务引擎，社区多用包名 `tarnsv` 称呼。\n"
    "  - 更新：\n"
    "    - 2031-05-02：2.3，批处理调度重写。\n"
    "- **Quiver**（Fletchery）：开源推理引擎，分页 KV。\n"
    "- **Quiver Cloud**（Fletchery）：基于 Quiver 的托管推理服务。\n\n"
    "## §1.2 推理调度\n\n"
    "- **Lark Draft**（Songbird AI）：投机解码草稿模型系列。\n"
    "- **Pulley**（Winch Systems）：prefill / decode 分离编排器。\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 可靠性\n\n"
)

_EN = (
    "# Serving — living document\n\n"
    "Conventions:\n\n"
    "- One entry per product, a heading `### Name — Maker`, a summary paragraph, `Updates:`.\n"
    "- A vendor's hosted offering is part of its engine's entry.\n"
    "- Outages and security advisories get their own entry in §1.4, one per incident.\n"
    "- Benchmark results go under the product that was measured; a round that ranks several"
    " products goes under the product its headline is about. The benchmark's own entry takes only"
    " changes to its rules.\n\n"
    "## §1.1 Engines\n\n"
    "### Tarn Serve — Quayside Labs\n\n"
    "Streaming inference engine, usually called by its package name `tarnsv`.\n\n"
    "Updates:\n\n"
    "- 2031-05-02: 2.3 — batch scheduler rewrite.\n\n"
    "### Quiver — Fletchery\n\n"
    "Open inference engine with paged KV.\n\n"
    "Updates:\n\n"
    "- 2031-04-11: 2.0 — paged KV by default.\n\n"
    "### Pellet — Birchwood\n\n"
    "On-device runtime for small models.\n\n"
    "Updates:\n\n"
    "- 2031-04-20: 1.5 — Metal backend.\n\n"
    "### ServeRank — Open Serving Group\n\n"
    "Quarterly throughput benchmark for inference serving.\n\n"
    "Updates:\n\n"
    "- 2031-01-10: v3 rules.\n\n"
    "## §1.2 Scheduling\n\n"
    "### Pulley — Winch Systems\n\n"
    "Prefill/decode disaggregation orchestrator.\n\n"
    "Updates:\n\n"
    "- 2031-03-01: 0.6 — heterogeneous pools.\n\n"
    "## §1.3 KV cache\n\n"
    "## §1.4 Reliability\n\n"
    "### Quiver Cloud 华东区域推理中断约 2 小时 — Fletchery\n\n"
    "Quiver Cloud's east region returned 503s for two hours.\n\n"
    "Updates:\n\n"
    "- 2031-05-09: postmortem promised.\n\n"
    "### CVE-2031-0417: Pellet model loader overflow — Birchwood\n\n"
    "Heap overflow in Pellet's model loader (CVSS 8.0).\n\n"
    "Updates:\n\n"
    "- 2031-04-30: fixed in 1.5.1.\n"
)


def _first(doc: str, title: str, section: str, extra: str = "") -> tuple[str, str]:
    brief = brief_text(increment(1, title, section, extra=extra))
    action = run(doc, brief).actions[0]
    return f"{action.action} {action.anchor}", action.matched or ""


def test_a_package_name_the_lead_gives_names_the_entry() -> None:
    """`tarnsv 2.4 发布` against `**Tarn Serve**（…）：…社区多用包名 `tarnsv` 称呼` and against a
    heading entry whose paragraph says `usually called by its package name `tarnsv``."""
    action, matched = _first(_ZH, "tarnsv 2.4 发布 — 流式批处理提速", "§1.1 框架格局")
    assert action == "updated §1.1", matched
    action, matched = _first(_EN, "tarnsv 2.4 发布 — 流式批处理提速", "§1.1 Engines")
    assert action == "updated §1.1" and "Tarn" in matched, matched


def test_a_new_cve_is_not_the_advisory_its_relation_line_cites() -> None:
    """`Pellet 解析器再曝越界读（CVE-2031-2210），与 CVE-2031-0417 同一模块` with `已有 Pellet 条目，
    记有 CVE-2031-0417；本条是新的 CVE`, where advisories have entries of their own: a new
    entry; a follow-up of CVE-2031-0417 itself still continues its entry."""
    relation = "与活文档的关系：已有 Pellet 条目，其中记有 CVE-2031-0417；本条是新的 CVE\n"
    title = "Pellet 模型解析器再曝越界读（CVE-2031-2210），与 CVE-2031-0417 同一模块"
    action, matched = _first(_EN, title, "§1.4 Reliability", relation)
    assert action == "inserted §1.4", matched
    action, matched = _first(_EN, "CVE-2031-0417 评分上调至 9.1", "§1.4 Reliability")
    assert action == "updated §1.4" and "0417" in matched, matched


def test_a_round_of_several_products_goes_under_its_headline_product_where_stated() -> None:
    """`ServeRank v3 第 8 轮：Quiver 2.1 登顶，Tarn Serve 2.4 第二` where the preamble files such
    a round under the product its headline is about: Quiver's entry, not the benchmark's."""
    title = "ServeRank v3 第 8 轮：Quiver 2.1 登顶，Tarn Serve 2.4 第二"
    action, matched = _first(_EN, title, "§1.1 Engines")
    assert action == "updated §1.1" and "headline" in matched and "Quiver" in matched, matched


def test_the_headline_round_reading_of_a_preamble() -> None:
    said = versions.states_round_under_headline
    assert said("- A round ranking several products goes under its headline product's entry.")
    assert said("- 多款产品同榜的一轮成绩记在标题所说的产品条目下。")
    assert not said(
        "- A round ranking several products goes under the benchmark, not the headline product."
    )
    assert not said("- Scores go under the product measured.")


def test_an_english_sentence_after_a_release_is_no_part_of_the_name() -> None:
    """`Pulley 0.7 schedules decode on Quiver and prefill on Tarn Serve`: Pulley 0.7's news."""
    mine = names_of("Pulley 0.7 schedules decode on Quiver and prefill on Tarn Serve")
    assert (mine.bare, mine.version) == ("pulley", (0, 7))
    assert names_of("Pulley 0.7 released with fair queues").version == (0, 7)
    title = "Pulley 0.7 schedules decode on Quiver and prefill on Tarn Serve"
    action, matched = _first(_EN, title, "§1.2 Scheduling")
    assert action == "updated §1.2" and "Pulley" in matched, matched


def test_an_advisorys_flaw_in_a_product_names_it_where_advisories_go_under_products() -> None:
    """`CVE-2031-3301 — path traversal in tarnsv's adapter loader` where the preamble files
    CVEs under the product's `更新：` list: Tarn Serve's entry."""
    action, matched = _first(
        _ZH, "CVE-2031-3301 — path traversal in tarnsv's adapter loader", "§1.4 可靠性"
    )
    assert action == "updated §1.1" and "advisory" in matched, matched


def test_under_the_entrys_labelled_list_is_under_the_entry() -> None:
    said = versions.states_advisories_under_entry
    assert said("- 版本发布、安全公告（CVE）都记在所属产品条目的 `更新：` 下，不单独成条。")
    assert said("- 版本发布、安全公告都记在对应产品条目的近况下。")


def test_a_hosted_offering_goes_under_its_engine_where_the_preamble_says_so() -> None:
    """`Quayside Labs 推出 tarnsv Cloud 托管服务公测`: under Tarn Serve where hosted offerings are
    part of the engine's entry; a new entry where they get their own."""
    title = "Quayside Labs 推出 tarnsv Cloud 托管服务公测"
    action, matched = _first(_EN, title, "§1.1 Engines")
    assert action == "updated §1.1" and "sibling" in matched, matched
    action, matched = _first(_ZH, title, "§1.1 框架格局")
    assert action == "inserted §1.1", matched
    assert versions.states_siblings_under_line(
        "- A vendor's hosted service is part of its engine's entry."
    )


def test_a_platform_putting_a_known_thing_online_is_the_platforms_news() -> None:
    """`Quiver Cloud 上线 Lark Draft 2 加速档`: Quiver Cloud's news, Lark Draft only what it
    now serves."""
    action, matched = _first(_ZH, "Quiver Cloud 上线 Lark Draft 2 加速档", "§1.1 框架格局")
    assert action == "updated §1.1" and "Quiver Cloud" in matched, matched


def test_an_entry_named_by_a_service_going_down_is_an_incidents() -> None:
    """`Quiver Cloud 上线 Lark Draft 2 加速档` against `### Quiver Cloud 华东区域推理中断约 2 小时`,
    where outages have entries of their own: not that outage's news."""
    action, matched = _first(_EN, "Quiver Cloud 上线 Lark Draft 2 加速档", "§1.1 Engines")
    assert "华东" not in matched, (action, matched)
