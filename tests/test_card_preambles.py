"""Preambles that call their entries cards (`One card per minor release`, `one INC-nn card
each`, advisories that `go on the card of the release they affect`) and give security
advisories (`安全公告`) entries of their own; a minor release that fixes a CVE among other
changes is its product's news, not the advisory's (heldout73). Names here are invented."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import contrary, incidents, versions
from patcher.plan.evidence.index_incidents import _INCIDENT_OF
from patcher.text.source import Source
from tests.conftest import brief_text, increment

CARDS = (
    "Conventions:\n\n"
    "- **One card per minor release**: `- KIT-nnn Product x.y (Maker) — summary`. Patches and "
    "security advisories go on the card of the release they affect as `  - Update` lines.\n"
    "- **Outages**: one `OUT-nn` card each in §1.4; postmortems are Updates.\n"
)

ZH = "> 维护约定：一个产品一条，新版本写成条目下的子行；事故与安全公告单独成条，放 §1.4。\n"


def _doc(preamble: str, tools: str, reliability: str) -> str:
    return (
        f"# agent notes\n\n{preamble}\n## §1.1 Frameworks\n\n## §1.2 Tools\n\n{tools}\n\n"
        f"## §1.3 Memory\n\n## §1.4 Reliability\n\n{reliability}\n"
    )


def _action(doc: str, title: str, section: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_card_wordings_state_the_rules() -> None:
    assert versions.states_release_entries(CARDS)
    assert incidents.states_incident_entries(CARDS)
    assert versions.states_advisories_under_entry(CARDS)
    assert versions.states_product_entries("House rule: one card per product.")
    assert not incidents.states_incident_entries("Outages do not get their own card.")
    # a document calling its entries items (`one item per product`)
    items = "Incidents and security advisories get their own item under 1.4 and are updated there."
    assert incidents.states_incident_entries(items)
    assert incidents.states_incident_entries("Outages are separate items in 1.4.")
    assert not incidents.states_incident_entries("Outages do not get their own item.")


def test_a_denial_turned_by_a_contrast_still_states_incidents_apart() -> None:
    """`…不写进产品条目，而是另起一条`: the denial is of the product's entry, not of the rule."""
    said = "> 规则：宕机、误报等事件不记在产品条目里，而是在 §1.4 另起一条 `⚠ 产品 症状` 条目。\n"
    assert incidents.states_incident_entries(said)
    assert incidents.stated_incident_section(said) == "§1.4"
    assert incidents.states_incident_entries(
        "Outages are not written under the product but get their own entry."
    )
    assert not incidents.states_incident_entries("事故不另起一条，而是写在产品条目下。")


def test_a_malfunction_suggested_for_the_incident_section_is_an_incident_apart() -> None:
    """Incidents apart (`…不记在产品条目里，而是在 §1.4 另起一条`) and a title suggested for §1.4
    naming a malfunction in words (`错位`, `结果缺失`, `延迟激增`): not the product's news."""
    said = "> 规则：宕机、误报等事件不记在产品条目里，而是在 §1.4 另起一条。\n"
    doc = _doc(said, "- 鹭桥 · Heronbridge ＝ 前缀缓存层 ｜ 现行 2.0 ｜ 鹭桥科技", "")
    for title in (
        "Heronbridge 2.0 多租户下缓存键错位 — 命中别人的前缀",
        "Heronbridge 2.0 冷启动延迟激增",
    ):
        found = _action(doc, title, "§1.4")
        assert found.action == "inserted", found
    news = _action(doc, "Heronbridge 2.1 — 新增 TTL", "§1.2")
    assert news.action == "updated" and "Heronbridge" in (news.matched or ""), news


def test_a_hallucination_defect_suggested_for_the_incident_section_is_apart() -> None:
    """Version defects apart (`模型版本的缺陷/回归，每起单独一条`) and a title suggested for §1.4
    naming a hallucination defect (`幻觉加剧`): not the family's news; a rate it cuts is."""
    said = (
        "> 约定：每个模型家族一条，新版本写成该条下的子条目。\n"
        "> §1.4 收录线上事故与模型版本的缺陷/回归，每起单独一条（标题带日期）。\n"
    )
    doc = _doc(said, "- **Marlin-VL** / 马林视觉：开源视觉语言模型家族。", "")
    found = _action(doc, "Marlin-VL 2.5 长图描述幻觉加剧（社区复测）", "§1.4")
    assert found.action == "inserted", found
    news = _action(doc, "Marlin-VL 2.6 — 幻觉率降低 30%", "§1.2")
    assert news.action == "updated" and "Marlin-VL" in (news.matched or ""), news


def test_misuse_listed_as_an_event_apart_takes_a_crime_said_without_the_word() -> None:
    """`…事故、缺陷、滥用事件，每起单独一条` lists misuse as an event filed apart (a list ending on
    `事件`, no `等`): a title saying the product was used for a fraud is misuse, not its news."""
    said = "> 规则：每个产品一条，新版本写成子条目。\n> §1.4 收录服务事故、严重缺陷、滥用事件，每起单独一条。\n"
    assert "滥用" in incidents.stated_event_kinds(said)
    assert not incidents.stated_event_kinds("> 规则：安全事件单独一条。\n")
    assert contrary.names_event("Vocalis 克隆声音被用于冒充客服诈骗", frozenset({"滥用"}))
    assert contrary.names_event("Vocalis misused for bank fraud", frozenset({"滥用"}))
    assert not contrary.names_event("Vocalis 被用于有声书配音", frozenset({"滥用"}))
    doc = _doc(said, "- **Vocalis** / 声匠：零样本语音克隆模型。", "")
    found = _action(doc, "Vocalis 克隆声音被用于冒充客服诈骗（媒体报道）", "§1.4")
    assert found.action == "inserted", found
    news = _action(doc, "Vocalis 2 — 支持 20 种语言", "§1.2")
    assert news.action == "updated" and "Vocalis" in (news.matched or ""), news


def test_a_generation_the_chinese_name_says_keeps_another_generation_apart() -> None:
    """`按代分条`, `新一代另起一条`: an entry whose Chinese name says its generation (`鸬鹚嵌入
    一代 · Cormo-Embed`) takes that generation's releases, not the next generation."""
    said = "> 约定：一个产品一条；嵌入模型按代分条，新一代另起一条。\n"
    assert versions.states_generation_entries(said)
    assert versions.states_generation_entries("规则：重排模型按代立条。")
    doc = _doc(said, "- 鸬鹚嵌入一代 · Cormo-Embed ＝ 代码嵌入模型 ｜ 现行 1.2 ｜ 鸬鹚实验室", "")
    found = _action(doc, "Cormo-Embed 2 — 第二代代码嵌入", "§1.2")
    assert found.action == "inserted", found
    same = _action(doc, "Cormo-Embed 1.3 — int8 量化版", "§1.2")
    assert same.action == "updated" and "Cormo-Embed" in (same.matched or ""), same


def test_security_advisories_stated_apart_are_vulnerabilities_apart() -> None:
    assert incidents.states_vulnerability_entries(ZH)
    assert incidents.states_vulnerability_entries("Security advisories get their own entry.")
    assert incidents.reports_vulnerability("Quiver 安全公告 CVE-2031-40112 — 队列未鉴权可被重放")
    assert not incidents.reports_vulnerability("Quiver 2.1.3 安全公告 CVE-2031-40112")


def test_an_advisory_is_not_its_products_news_where_advisories_are_entries() -> None:
    doc = _doc(ZH, "1. 〔Ridgeback〕Quiver：智能体消息队列，现行 0.6", "")
    found = _action(doc, "Quiver 安全公告 CVE-2031-40112 — 队列未鉴权可被重放", "§1.4")
    assert found.action == "inserted", found
    news = _action(doc, "Quiver 0.7 — 新增死信队列", "§1.2")
    assert news.action == "updated", news


def test_a_minor_release_fixing_a_cve_is_its_products_news_not_the_advisorys() -> None:
    doc = _doc(
        ZH,
        "1. 〔Ridgeback〕Quiver：智能体消息队列，现行 0.6",
        "* Quiver 安全公告 CVE-2031-40112 — 队列未鉴权可被重放，0.7 修复",
    )
    found = _action(doc, "Quiver 0.7 — 修复 CVE-2031-40112，新增死信队列", "§1.2")
    assert found.action == "updated" and "Quiver" in (found.matched or ""), found
    assert "CVE" not in (found.matched or ""), found
    patch = _action(doc, "Quiver 安全公告 CVE-2031-40112 更新 — 影响 0.5 起所有版本", "§1.4")
    assert patch.action == "updated" and "cve" in (patch.matched or ""), patch


def test_an_outage_is_not_news_of_a_release_card_where_outages_have_cards() -> None:
    doc = _doc(CARDS, "", "- **Trowel 0.3 — 开源智能体评测框架**：统一封装沙箱与评分")
    found = _action(doc, "Trowel 评测沙箱泄露密钥（事故）", "§1.4")
    assert found.action == "inserted", found


def test_a_new_minor_release_opens_a_card_where_the_preamble_says_so() -> None:
    doc = _doc(CARDS, "- KIT-040 Sorrel 1.0 (Fen Labs) — agent memory layer", "")
    found = _action(doc, "Sorrel 1.1 集成情节检索", "§1.2")
    assert found.action == "inserted", found
    patch = _action(doc, "Sorrel 1.0.2 — 修复索引丢失", "§1.2")
    assert patch.action == "updated", patch


SCORES = "> 约定：一个产品一条；任何产品在某基准上的成绩都写在基准条目下，不写在产品条目下。\n"


def test_scores_go_under_the_benchmark_where_the_preamble_says_so() -> None:
    assert versions.states_scores_under_benchmark(SCORES)
    assert versions.states_scores_under_benchmark("Scores go under the benchmark's entry.")
    assert not versions.states_scores_under_benchmark("成绩不写在基准条目下，写在产品条目下。")
    # (a document of bullets: the benchmark's own bullet, its results logged `where` it is)
    assert versions.states_scores_under_benchmark(
        "Each benchmark or leaderboard gets its own bullet in §1.4, where its results are logged."
    )
    assert versions.states_scores_under_benchmark(
        "Every benchmark has its own bullet, and results are logged there."
    )
    assert not versions.states_scores_under_benchmark(
        "Each benchmark gets its own bullet in §1.4, where its releases are logged."
    )
    assert not versions.states_scores_under_benchmark(
        "Each benchmark gets its own bullet in §1.4; results are never logged there."
    )
    memory = (
        "* 〔Quire Labs〕Quire：智能体记忆库，现行 3.0\n"
        "* 〔评测〕Tallyboard 长程记忆基准：跨会话回忆 900 题"
    )
    doc = _doc(SCORES, "", "").replace("## §1.3 Memory\n", f"## §1.3 Memory\n\n{memory}\n")
    found = _action(doc, "Quire 3.0 在 Tallyboard 记忆榜单登顶 71.2", "§1.3")
    assert found.action == "updated" and "Tallyboard" in (found.matched or ""), found
    news = _action(doc, "Quire 3.1 — 新增遗忘策略", "§1.3")
    assert news.action == "updated" and "Quire" in (news.matched or ""), news
    plain = doc.replace(SCORES, "> 约定：一个产品一条。\n")
    found = _action(plain, "Quire 3.0 在 Tallyboard 记忆榜单登顶 71.2", "§1.3")
    assert "Tallyboard" not in (found.matched or ""), found
    # heldout107: a placing on a track (`在 … 赛道位列第二`, `名列第 3`) is a score too
    placed = _action(doc, "QUIRE 3.0 在 Tallyboard 跨会话赛道位列第二 — 召回 0.81", "§1.3")
    assert placed.action == "updated" and "Tallyboard" in (placed.matched or ""), placed


def test_results_go_under_a_benchmark_named_by_its_short_form() -> None:
    """`Results never go under the product: they go under the benchmark's entry` (a denial
    turned by a colon); the benchmark's entry is named by its short form, its first clause
    saying it is a benchmark; `X 在 B …上的…结果` is a result on it."""
    said = "House rules:\n\n* Results never go under the product: they go under the benchmark's entry.\n"
    assert versions.states_results_under_benchmark(said)
    assert versions.states_scores_under_benchmark(said)
    assert not versions.states_results_under_benchmark(
        "Results never go under the benchmark's entry."
    )
    tools = "* Corvid — agent memory store by Rook Labs. [active · 2.0]"
    reliability = "* WLB (Wayline-Bench) — long-horizon agent benchmark by Fen University. [v1]"
    doc = _doc(said, tools, reliability)
    found = _action(doc, "Corvid 2.0 在 WLB 多跳子集上的检索结果 — 召回 0.64", "§1.2")
    assert found.action == "updated" and "WLB" in (found.matched or ""), found
    news = _action(doc, "Corvid 2.1 — 新增遗忘策略", "§1.2")
    assert news.action == "updated" and "Corvid" in (news.matched or ""), news


def _unsuggested(doc: str, title: str) -> api.Action:
    """The action for an increment that suggests no section."""
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(1, title, section="").replace("建议归入章节：", "")
    brief = brief_text(inc)
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_a_new_release_card_goes_beside_its_products_other_card() -> None:
    """No section suggested: a keyword (`框架`) or an advisory's card elsewhere does not move a
    product's next release away from its other release's card; an incident in it does."""
    doc = _doc(CARDS, "", "- KIT-050 Trowel 0.9 (Kiln Labs) — agent eval harness, sandboxed")
    found = _unsuggested(doc, "Trowel 1.0 — 新增框架插件")
    assert (found.action, found.anchor) == ("inserted", "§1.4"), found
    advisory = "- KIT-060 Pawl 安全公告 CVE-2031-1111 — 未鉴权可被冒名调用"
    tools = _doc(CARDS, "- KIT-051 Pawl 0.3 (Kiln Labs) — tool-call router by cost", advisory)
    found = _unsuggested(tools, "Pawl 0.4 — 修复 CVE-2031-1111，默认启用 mTLS")
    assert (found.action, found.anchor) == ("inserted", "§1.2"), found
    leak = _unsuggested(tools, "Pawl 0.4 内存泄漏 — 流式中断时缓冲不回收")
    assert leak.anchor != "§1.2", leak


def test_a_nights_card_named_by_the_product_alone_is_its_first_releases() -> None:
    night = (
        "- **Quiltro — 编码智能体命令审计工具** ⭐⭐⭐（2031-03-01）：以 LD_PRELOAD 拦截 shell 命令"
        " <!-- livedoc:id=2031-03-01#6 -->"
    )
    doc = _doc(CARDS, "", night)
    found = _action(doc, "Quiltro 0.2 接入 Lumenix 追踪导出", "§1.4")
    assert found.action == "inserted", found
    news = _action(doc, "Quiltro 新增规则热加载", "§1.4")
    assert news.action == "updated", news


# heldout81 (rag): a score written as a metric and its figure after `在 X 上`, and a preamble
# filing a product's scores under the product (the benchmark led title is the product's news).
BAR_SCORES = "> 约定：一个产品一条；任何产品在某基准上的新成绩记在基准条目下，不记在产品条目下。\n"


def test_a_metric_and_its_figure_on_a_benchmark_is_a_score_there() -> None:
    tools = "- ◆ 砂轮 ‖ Grindstone ‖ Emery Labs —— 向量检索框架"
    bench = "- 📏 基准 Tollgate-QA ‖ 东岳大学 —— 多跳问答评测集，900 题"
    doc = _doc(BAR_SCORES, tools, bench)
    found = _action(doc, "Grindstone-v2 在 Tollgate-QA 3.0 上检索召回 +4.2", "§1.4")
    assert found.action == "updated" and "Tollgate" in (found.matched or ""), found
    plain = _doc("> 约定：一个产品一条。\n", tools, bench)
    found = _action(plain, "Grindstone-v2 在 Tollgate-QA 3.0 上检索召回 +4.2", "§1.4")
    assert "Tollgate" not in (found.matched or ""), found
    found = _action(doc, "Grindstone-v2 在 Tollgate-QA 3.0 上支持 3 种语言", "§1.4")
    assert "Tollgate" not in (found.matched or ""), found  # (no score: what it supports there)


PRODUCT_SCORES = (
    "Conventions: one entry per product line. Datasets are `[dataset]` entries and only their "
    "own releases go under them (a product's score goes under the product).\n"
)


def test_scores_filed_under_the_product_where_the_preamble_says_so() -> None:
    assert versions.states_scores_under_product(PRODUCT_SCORES)
    assert versions.states_scores_under_product("评测成绩写在被测产品的条目下。")
    assert not versions.states_scores_under_product(BAR_SCORES)
    assert not versions.states_scores_under_product("Releases go under the product.")
    tools = "1. `grindstone` [2.0] — Grindstone (Emery Labs): vector retrieval framework"
    bench = "1. `tollgate-qa` [dataset] — Tollgate-QA (Dongyue University): multi-hop QA benchmark"
    doc = _doc(PRODUCT_SCORES, tools, bench)
    found = _action(doc, "Tollgate-QA 榜单更新：Grindstone 2.0 登顶", "§1.4")
    assert found.action == "updated" and "grindstone" in (found.matched or ""), found
    own = _action(doc, "Tollgate-QA 1.1 — 新增 300 道题", "§1.4")
    assert own.action == "updated" and "tollgate" in (own.matched or ""), own
    plain = _doc("Conventions: one entry per product line.\n", tools, bench)
    found = _action(plain, "Tollgate-QA 榜单更新：Grindstone 2.0 登顶", "§1.4")
    assert "grindstone" not in (found.matched or ""), found


def test_scores_under_the_scored_product_said_without_the_word_entry() -> None:
    said = "> 约定：跑分成绩挂在被评测的模型下面，基准条目只记基准自己的版本。\n"
    assert versions.states_scores_under_product(said)
    assert not versions.states_scores_under_product("> 约定：跑分成绩不挂在被评测的模型下面。\n")
    tools = "- 磨石[^grind]：Emery Labs 的检索框架。"
    bench = (
        "- 关卡问答：多跳问答基准，每月发榜。\n\n## 名称对照\n\n[^grind]: Grindstone · emery.dev"
    )
    doc = _doc(said, tools, bench)
    found = _related(
        doc, "关卡问答 6 月榜 — 磨石 Grindstone 2.0 登顶", "已有关卡问答条目；本条为 6 月榜"
    )
    assert found.action == "inserted", found.matched  # (the relation line's reading, not the rule)
    assert "关卡问答" in found.possibly, found


UNDER_PRODUCT = (
    "Conventions: one entry per product line; incidents never get an entry of their own: they "
    "go under the affected product as `Update` lines.\n"
)


def _related(doc: str, title: str, relation: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    extra = f"与活文档现有脉络的关系：{relation}\n"
    brief = brief_text(increment(1, title, section="§1.4", extra=extra))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_a_refusal_of_an_old_incident_is_no_refusal_of_its_product() -> None:
    """heldout81: `已有 9-14 X 索引重建事故；本条是另一起新故障，与之无关` refuses the old incident;
    where incidents go under the product, the new one is still the product's news."""
    said = "活文档 §1.4 已有 1-04 Pelican 故障转移丢写事故；本条是另一起新故障，与之无关"
    assert contrary.refuses_only_an_incident(said)
    assert not contrary.refuses_only_an_incident("已有 Pelican 条目；与之无关")
    assert not contrary.refuses_only_an_incident("已有 1-04 Pelican 故障；不应合并，与之无关")
    store = (
        "1. `pelican` [2.1] — Pelican Store (Emery Labs): managed vector database\n"
        "   - Update (2030-01-04): 2.1 lost writes on failover"
    )
    title = "Pelican Store 2.2 升级后查询超时 — 社区报告 emery/pelican#412"
    found = _related(_doc(UNDER_PRODUCT, store, ""), title, said)
    assert found.action == "updated" and "pelican" in (found.matched or "").casefold(), found
    plain = _doc("Conventions: one entry per product line.\n", store, "")
    assert _related(plain, title, said).action == "inserted"


def test_a_benchmark_release_with_its_leaderboard_stays_the_benchmarks() -> None:
    tools = "1. `grindstone` [2.0] — Grindstone (Emery Labs): vector retrieval framework"
    bench = "1. `tollgate-qa` [dataset] — Tollgate-QA (Dongyue University): multi-hop QA benchmark"
    doc = _doc(PRODUCT_SCORES, tools, bench)
    found = _action(doc, "Tollgate-QA 2.0 榜单更新 — Grindstone 2.0 登顶", "§1.4")
    assert found.action == "updated" and "tollgate" in (found.matched or "").casefold(), found


def test_a_month_and_day_after_the_name_is_the_day_of_its_incident() -> None:
    """heldout81: `Tidewell 10-02 区域故障复盘` was read as a thing named `Tidewell 10-02` (and
    `Tidewell 10` another generation); where the preamble files incidents under the product,
    it is that product's news."""
    store = "1. `pelican` [2.1] — Pelican (Emery Labs): managed vector database"
    title = "Pelican 01-04 区域故障复盘 — 根因为租约过短"
    found = _action(_doc(UNDER_PRODUCT, store, ""), title, "§1.4")
    assert found.action == "updated" and "pelican" in (found.matched or "").casefold(), found
    plain = _doc("Conventions: one entry per product line.\n", store, "")
    assert _action(plain, title, "§1.4").action == "inserted"  # (no such statement: as before)
    assert _action(_doc(UNDER_PRODUCT, store, ""), "Pelican 3-1 发布", "§1.2").action == "inserted"
    # (a region named without its number was read as an area, a new entry; since lead195 a
    # short region id is no word of the name, so the review is the product's where the
    # preamble files incidents under it, as heldout81's `Tidewell eu-west 故障复盘` is labelled)
    region = _action(_doc(UNDER_PRODUCT, store, ""), "Pelican ap-south 故障复盘：超时", "§1.4")
    assert region.action == "updated", region


def test_incidents_filed_one_entry_each_in_other_words() -> None:
    said = "> 故障/事故每起单列在 §1.4；新的一起故障即使是同一产品也另起一条。"
    assert incidents.states_incident_entries(said)
    assert incidents.states_incident_entries("> 事故：新的一起即使是同一产品也另起一条。")
    assert not incidents.states_incident_entries("> 事故不单列，写在产品条目下。")
    assert incidents.states_incident_entries("> 3. 故障、安全漏洞：**单开条目**，都放 §1.4。")
    assert not incidents.states_incident_entries("> 故障不单开条目，记在产品下。")
    # (`单独开「工单」`: its own lead form quoted; heldout106)
    assert incidents.states_incident_entries("> 2. 线上事故单独开「事件工单」，一律放 §1.4。")
    assert (
        incidents.stated_incident_section("> 2. 线上事故单独开「事件工单」，一律放 §1.4。")
        == "§1.4"
    )
    assert not incidents.states_incident_entries("> 2. 事故不单独开「事件工单」，记在产品下。")


SIBLINGS = (
    "Conventions: one entry per product line. Sibling packages of a line (plugins, `-cli` "
    "variants, hosted tiers) also go under the line.\n"
)


@pytest.mark.parametrize(
    "title", ["Emery Labs 推出 Grindstone Cloud 公测", "Emery Labs 开源 Grindstone-CLI"]
)
def test_a_sibling_goes_under_its_line_where_the_preamble_says_so(title: str) -> None:
    """heldout81: `Pellucid 开源 DocWeaver-OCR`, `Cobalt Cloud 推出 Tidewell Serverless 预览`."""
    assert versions.states_siblings_under_line(SIBLINGS)
    assert not versions.states_siblings_under_line(
        "> 同一厂商的另一独立命名产品（哪怕是插件）另起一条。"
    )
    tools = "1. `grindstone` [2.0] — Grindstone (Emery Labs): vector retrieval framework"
    found = _action(_doc(SIBLINGS, tools, ""), title, "§1.2")
    assert found.action == "updated" and "grindstone" in (found.matched or "").casefold(), found
    plain = _doc("Conventions: one entry per product line.\n", tools, "")
    assert _action(plain, title, "§1.2").action == "inserted"


def test_a_review_dated_after_the_name_follows_that_days_incident_entry() -> None:
    """heldout81: `Tidewell 10-02 区域故障复盘` follows `⚠ 2030-10-02 ｜ 潮井：us-east 区域故障` up
    (the document pairs 潮井 with Tidewell), where incidents are entries of their own."""
    apart = "> 约定：一个产品一条；故障每起单列在 §1.4，复盘写在该故障条目下。\n"
    store = "- ◆ 鹈鹕 ‖ Pelican ‖ Emery Labs —— 托管向量库"
    outage = "- ⚠ 2030-01-04 ｜ 鹈鹕：ap-south 区域故障 2 小时，写入失败"
    doc = _doc(apart, store, outage)
    found = _action(doc, "Pelican 01-04 区域故障复盘 — 根因为租约过短", "§1.4")
    assert found.action == "updated" and "01-04 incident" in (found.matched or ""), found
    other = _action(doc, "Pelican 01-05 区域故障复盘 — 根因为租约过短", "§1.4")
    assert "incident" not in (other.matched or ""), other


@pytest.mark.parametrize(
    "outage",
    [
        "- **Pelican 写入中断** / 鹈鹕故障（2030-01-04）：ap-south 区域 2 小时写入失败",
        "- **Pelican 区域写入中断事故（01-04，扩容后）**：ap-south 区域 2 小时写入失败",
    ],
)
def test_a_review_dated_after_the_name_follows_the_incident_named_by_the_product(
    outage: str,
) -> None:
    """heldout122 `Kinetica 12-30 事故复盘` ↔ `**Kinetica 服务中断**（2033-12-30）`, heldout121
    `Krill 12-03 …事故复盘` ↔ a night's `Krill 集群元数据损坏事故（12-03，…）`: an incident
    entry named by the product and Chinese words, its lead dated that day (the year left out
    too), is the review's; another day's review is not."""
    apart = "> 约定：一个产品一条；故障每起单列在 §1.4，复盘写在该故障条目下。\n"
    store = "- ◆ 鹈鹕 ‖ Pelican ‖ Emery Labs —— 托管向量库"
    doc = _doc(apart, store, outage)
    found = _action(doc, "Pelican 01-04 事故复盘报告发布", "§1.4")
    assert found.action == "updated" and "01-04 incident" in (found.matched or ""), found
    other = _action(doc, "Pelican 01-05 事故复盘报告发布", "§1.4")
    assert "01-04 incident" not in (other.matched or ""), other


REGISTER = (
    "House rules:\n\n"
    "* One entry per minor release.\n"
    "* **Outages and vulnerabilities** never get entries of their own: each is one row of the"
    " `Outage register` in §1.4; follow-ups are sub-bullets of that entry.\n"
)


def test_every_incident_goes_to_the_one_register_the_preamble_names() -> None:
    """A preamble filing every incident as a row of one named entry (`Outage register`): an
    outage, a CVE and a postmortem are that entry's; not a release of the product, nor a release
    (even one fixing the outage) the register's."""
    said = "* Incidents are filed as rows of the *Trouble ledger*; nothing else goes there."
    assert incidents.incident_register(said) == "Trouble ledger"
    assert incidents.incident_register("* Releases are rows of the *Release table*.") == ""
    tools = "1. Kestrel / Perch 2.0 — tool router"
    log = "1. Outage register — one row per outage\n\n   | ID | Product |\n   |---|---|\n"
    doc = _doc(REGISTER, tools, log)
    for title in (
        "Perch 2.0 路由宕机 3 小时 — 全部工具调用失败",
        "Perch 新越权漏洞 CVE-2031-55501 — 经工具描述注入",
        "Perch 数据丢失事故复盘 — 根因与整改",
    ):
        action = _action(doc, title, "§1.4")
        assert action.action == "updated" and "Outage register" in (action.matched or ""), title
    release = _action(doc, "Perch 2.0.1 — 修复路由宕机", "§1.2")
    assert "Outage register" not in (release.matched or ""), release


RELEASE_FIRST = (
    "约定：\n\n"
    "1. 一个产品一个条目，版本写成产品条目下的子项。\n"
    "2. 漏洞、事故：单开条目，放 §1.4。\n"
    "3. 发版优先：一次发布即便只是为了修某个漏洞，也记在产品条目下。\n"
)


def test_a_release_whose_description_says_it_patches_a_cve_is_the_products() -> None:
    """`Perch 3.1.2 — CVE-… 安全补丁，…` where the preamble puts every release, a fixing one
    too, on the product (`一次发布即便只是为了修某个漏洞，也记在产品条目下`): the product's
    entry, not the vulnerability's, though both share the CVE id; the CVE's own news stays
    the vulnerability's."""
    assert incidents.states_fix_releases_on_product(RELEASE_FIRST)
    tools = "- 🟢 栖木 —— 工具路由\n  - 外名：Perch · kestrel/perch"
    cve = "- 🔴 2031-03-02 栖木 越权漏洞 CVE-2031-55501\n  - 经工具描述注入越权"
    doc = _doc(RELEASE_FIRST, tools, cve)
    action = _action(doc, "Perch 3.1.2 — CVE-2031-55501 安全补丁，默认拒绝跨租户调用", "§1.4")
    assert action.action == "updated" and action.anchor == "§1.2", action
    assert "cve:" not in (action.matched or ""), action
    action = _action(doc, "CVE-2031-55501 影响范围扩大 — 3.0 同样受影响", "§1.4")
    assert action.action == "updated" and "越权漏洞" in (action.matched or ""), action


def test_a_product_topping_a_benchmark_named_after_the_verb_is_a_score_there() -> None:
    """`Quire 3.0 登顶 Tallyboard v2 — 71%` (the verb before the benchmark) where the preamble
    files scores under the benchmark: the benchmark's entry, not the product's; the product's
    own news stays its own."""
    memory = (
        "* 〔Quire Labs〕Quire：智能体记忆库，现行 3.0\n"
        "* 〔评测〕Tallyboard 长程记忆基准：跨会话回忆 900 题"
    )
    doc = _doc(SCORES, "", "").replace("## §1.3 Memory\n", f"## §1.3 Memory\n\n{memory}\n")
    found = _unsuggested(doc, "Quire 3.0 登顶 Tallyboard v2 — 71%，超过 Kestrel")
    assert found.action == "updated" and "Tallyboard" in (found.matched or ""), found
    news = _unsuggested(doc, "Quire 3.1 领跑新一代遗忘策略")
    assert "Tallyboard" not in (news.matched or ""), news


def test_a_relation_line_calling_the_increment_an_incident_files_it_as_one() -> None:
    """`本条为计费事故` (the relation line calls the increment an incident) though the title says
    no symptom (`首周重复扣费`): where incidents go to a register, the register's; where they
    are entries of their own, not the product's entry; without that line, the product's."""
    assert _INCIDENT_OF.search("§1.2 Perch 已记；本条是一起线上故障")
    assert not _INCIDENT_OF.search("§1.2 Perch 锚定；本条为其生产故障")  # (its product's)
    tools = "1. Kestrel / Perch 2.0 — tool router billed per call"
    log = "1. Outage register — one row per outage\n\n   | ID | Product |\n   |---|---|\n"
    doc = _doc(REGISTER, tools, log)
    title = "Perch 按调用计费首周重复扣费 — 约 2% 账单多扣"
    action = _related(doc, title, "§1.2 Perch 已记改为按调用计费；本条为计费事故")
    assert action.action == "updated" and "Outage register" in (action.matched or ""), action
    apart = _doc("约定：一个产品一条；事故单开条目，放 §1.4。\n", "- 栖木 Perch —— 工具路由", "")
    action = _related(apart, title, "§1.2 栖木 已记改为按调用计费；本条为计费事故")
    assert action.action == "inserted", action
    action = _related(apart, title, "§1.2 栖木 已记改为按调用计费")
    assert action.action == "updated", action


def test_a_relation_line_calling_the_increment_a_new_incident_of_a_release() -> None:
    """heldout116: `已有 X 3.2 发布；本条是 3.2 线的新事故` calls the increment a new incident of
    what it names; where incidents are entries of their own, it is not the release's entry."""
    assert _INCIDENT_OF.search("已有 Perch 3.2 发布（05-02）；本条是 3.2 线的新事故")
    assert not _INCIDENT_OF.search("已有 Perch 3.2 发布；本条是新的功能")
    apart = _doc(
        "Rules: one entry per event. An event is a release or an incident.\n",
        "- Perch 3.2 ◦ shipped 2031-05-02 ◦ Kestrel — tool router",
        "",
    )
    title = "Perch 3.2 线上事故：路由表在热更新时清空"
    action = _related(apart, title, "已有 Perch 3.2 发布（05-02）；本条是 3.2 线的新事故")
    assert action.action == "inserted", action


LEDGER = (
    "House rules:\n\n"
    "- `[MODEL]` entries are one per release line; `[BENCH]` entries one per benchmark.\n"
    "- **Results stay with the benchmark**: a model's figure on a benchmark is an `Update` line "
    "under that `[BENCH]` entry, never under the model.\n"
)


def test_a_score_goes_under_the_tagged_benchmark_where_scores_live_with_it() -> None:
    """`Scores live with the benchmark … under that [BENCH] entry` (heldout100): a title giving
    a product's figure on a benchmark's subset (`在 X 长程子集 71.2`) or a record on it (`刷新 X
    记忆子集 — 74.6`) is news of the benchmark the `[BENCH]` tag marks, not of the product's
    release, the product's own release no other release of the benchmark."""
    assert versions.states_scores_under_benchmark(LEDGER)
    assert versions.states_scores_under_benchmark("Scores live with the benchmark.")
    assert not versions.states_scores_under_benchmark("Scores never live with the benchmark.")
    assert not versions.states_scores_under_benchmark("A model lives with its benchmark score.")
    doc = _doc(LEDGER, "", "- [BENCH] Tallyboard :: Wenlan Eval Centre :: v2.1").replace(
        "## §1.1 Frameworks\n", "## §1.1 Frameworks\n\n- [MODEL] Quire 3.0 :: Quire Labs\n"
    )
    found = _action(doc, "Quire 3.0 在 Tallyboard 2.1 长程记忆子集 71.2", "§1.1")
    assert found.action == "updated" and "Tallyboard" in (found.matched or ""), found
    record = _action(doc, "Quire 3 刷新 Tallyboard 记忆子集 — 74.6", "§1.1")
    assert record.action == "updated" and "Tallyboard" in (record.matched or ""), record
    news = _action(doc, "Quire 3.0 在 Tallyboard 子集 3 项任务上的适配说明", "§1.1")
    assert "Tallyboard" not in (news.matched or ""), news


TICKETS = (
    "> 约定：一个产品线一条。\n> 宕机、故障、越狱等事件一律在 §1.4 立「问题单 #NN」（领句写产品与现象），"
    "不写进产品条。\n"
)


def test_incidents_filed_as_quoted_tickets_are_entries_apart() -> None:
    """`…等事件一律在 §1.4 立「问题单 #NN」` (heldout100): every incident is an entry of that
    lead form, so a product's jailbreak is no news of its product line; its release is."""
    assert incidents.states_incident_entries(TICKETS)
    assert incidents.stated_incident_section(TICKETS) == "§1.4"
    assert not incidents.states_incident_entries("> 故障一律不立「问题单」，写进产品条。\n")
    doc = _doc(TICKETS, "", "").replace(
        "## §1.1 Frameworks\n",
        "## §1.1 Frameworks\n\n* 雀鸣／Finchsong ‖ 啼鸟 ‖ 语音模型 ‖ 现行 v2.0\n",
    )
    found = _action(doc, "雀鸣 3 安全护栏被绕过 — 角色扮演诱导违规语音", "§1.4")
    assert found.action == "inserted", found
    news = _action(doc, "雀鸣 3 — 新增粤语音色", "§1.1")
    assert news.action == "updated", news


def test_a_contamination_claim_goes_where_scores_live() -> None:
    """`X-32B 被指 Bench 2.0 图像子集数据泄漏` (heldout100): a claim that a product's results on a
    benchmark are contaminated is a matter of those scores, so where the preamble files scores
    under the benchmark it is that benchmark's news, not the product release's."""
    doc = _doc(LEDGER, "", "- [BENCH] Tallyboard :: Wenlan Eval Centre :: v2.1").replace(
        "## §1.1 Frameworks\n", "## §1.1 Frameworks\n\n- [MODEL] Quire-70B :: Quire Labs\n"
    )
    found = _action(doc, "Quire-70B 被指 Tallyboard 2.1 记忆子集数据污染", "§1.1")
    assert found.action == "updated" and "Tallyboard" in (found.matched or ""), found
    english = _action(
        doc, "Quire-70B contaminated on Tallyboard — test items in its corpus", "§1.1"
    )
    assert english.action == "updated" and "Tallyboard" in (english.matched or ""), english
    other = _action(doc, "Quire-70B 被指抄袭 Tallyboard 作者的方法", "§1.1")
    assert "Tallyboard" not in (other.matched or ""), other


FOOTNOTED = (
    "> 体例：一个产品一条，新版本写成子项；首行只写中文名，英文名放在脚注里。\n",
    "- ◆ 灯笼[^lantern]：Brightway 的工作流引擎。\n- ◆ 舵盘：调度服务，参见评测[^bench]。",
    "- ◆ 栅栏：沙箱。\n\n## 名称对照\n\n"
    "[^lantern]: Lantern Flow（灯笼）· github.com/brightway/lantern-flow\n"
    "[^bench]: Tiller Bench · tiller.dev/bench",
)


def test_a_footnote_after_the_lead_s_name_gives_its_latin_name() -> None:
    doc = _doc(*FOOTNOTED)
    for title in ("灯笼 Lantern Flow 3.1 发布 — 新增定时触发", "Lantern Flow 3.2 — 修复重试风暴"):
        found = _action(doc, title, "§1.2")
        assert found.action == "updated" and "Lantern Flow" in (found.matched or ""), found
    # (a footnote after the lead's first clause cites a source: no name of the entry's)
    found = _action(doc, "Tiller Bench 2.0 发布 — 新增 40 个任务", "§1.2")
    assert found.action == "inserted", found


THREADS = (
    "Each item is a thread: `- #tag · Name (Maker) — summary`. Outages and data leaks are "
    "threads of their own in §1.4, never follow-ups of the product's thread.\n"
)


def test_incidents_stated_as_threads_of_their_own() -> None:
    assert incidents.states_incident_entries(THREADS)
    assert incidents.stated_incident_section(THREADS) == "§1.4"
    assert not incidents.states_incident_entries("Outages are not threads of their own.")
    tools = "- #kestrel · Kestrel (Tarn Labs) — job queue for agents."
    doc = _doc(THREADS, tools, "- #kiln · Kiln — eval harness.")
    found = _action(doc, "Kestrel 队列宕机事故 — 三个区域任务堆积 6 小时", "§1.4")
    assert found.action == "inserted", found


def test_scores_under_benchmark_short_entry_word() -> None:
    """`条` short for `条目` files scores under the benchmark (heldout109); `条件` is no entry."""
    assert versions.states_scores_under_benchmark("各模型的成绩一律记在所属评测条下，模型条不记。")
    assert versions.states_scores_under_benchmark("排行榜一榜一条；产品的得分写在榜单条下。")
    assert not versions.states_scores_under_benchmark("成绩须注明基准条件与采样温度。")
    assert not versions.states_scores_under_benchmark("得分不写在榜单条下。")
    doc = _doc(
        "> 一个产品一条；评测集一榜一条，模型在榜上的成绩写在**榜单条**下。\n",
        "- ◆ 鸣鹤 Crane-Chat（鹤鸣科技）：对话模型",
        "- ◎ Ridgeline（北岭大学）：长文档问答评测集 v1",
    )
    found = _action(doc, "Crane-Chat 2.0 在 Ridgeline v2 得分 64.1", "§1.4")
    assert found.action == "updated" and "Ridgeline" in (found.matched or ""), found
    assert not versions.states_scores_under_benchmark(
        "跑出的成绩记在被测模型条下，评测条只记版本。"
    )


def test_a_score_on_a_benchmark_named_in_two_languages_or_not_yet_kept() -> None:
    """heldout118: where the preamble files scores under the benchmark, `Quire 3.2 在长程记忆基准
    Tallyboard 上达 74%` (the benchmark's Chinese name first) is the benchmark's; a score on a
    benchmark no entry holds (`Quire 3.2 在 Ledgerbench 上取得 70%`) is not the product's news
    (a new entry, the product a possibility at most)."""
    memory = (
        "* 〔Quire Labs〕Quire：智能体记忆库，现行 3.0\n"
        "* 〔评测〕Tallyboard 长程记忆基准：跨会话回忆 900 题"
    )
    doc = _doc(SCORES, "", "").replace("## §1.3 Memory\n", f"## §1.3 Memory\n\n{memory}\n")
    found = _unsuggested(doc, "Quire 3.2 在长程记忆基准 Tallyboard 上达 74%")
    assert found.action == "updated" and "Tallyboard" in (found.matched or ""), found
    found = _unsuggested(doc, "Quire 3.2 在 Ledgerbench 上取得 70%")
    assert found.action == "inserted", found


def test_a_chinese_gloss_before_an_english_documents_latin_name() -> None:
    """heldout118: an English document's entry (`[Quarry Gate](…) by Northwind — …`, no Chinese)
    and a title glossing the name in Chinese first (`采石门 Quarry Gate 宕机 4 小时`): the
    entry's news; an entry whose lead writes another Chinese name (`石门网关`) is not read so."""
    preamble = "Conventions: one entry per product; incidents go under the product's entry.\n"
    tools = "- [Quarry Gate](https://quarry.dev) by Northwind Labs — MCP gateway for tool calls."
    found = _action(_doc(preamble, tools, ""), "采石门 Quarry Gate 宕机 4 小时复盘", "§1.2")
    assert found.action == "updated" and "Quarry Gate" in (found.matched or ""), found
    other = tools.replace("MCP gateway", "石门网关, an MCP gateway")
    found = _action(_doc(preamble, other, ""), "采石门 Quarry Gate 宕机 4 小时复盘", "§1.2")
    assert found.action == "inserted", found


def test_a_products_news_is_not_its_incidents_where_incidents_are_apart() -> None:
    """heldout118: incidents are entries of their own (`**事件名（产品英文名）**`), so the incident
    entry carries the product's Latin name too; a title reporting no trouble (`绳桥 Ropeway 2.1
    在 Tallyboard 上达 70%`) is the product's news; an incident's follow-up (`Ropeway 断连事故
    复盘发布`) is not."""
    preamble = "约定：一个产品一条；事故与安全事件不写在产品条目下，统一在 §1.4 单独成条。\n"
    tools = "1. **绳桥（Ropeway）**：工具调用网关。"
    apart = "1. **绳桥断连事故（Ropeway）**：9/02 网关断连 3 小时。"
    doc = _doc(preamble, tools, apart)
    found = _action(doc, "绳桥 Ropeway 2.1 在 Tallyboard 上达 70%", "§1.4")
    assert found.action == "updated" and found.anchor == "§1.2", found
    found = _action(doc, "绳桥 Ropeway 断连事故复盘发布", "§1.4")
    assert found.anchor == "§1.4", found  # (not the product's entry)


def test_incidents_kept_off_under_the_product_are_apart() -> None:
    """heldout149: `事故和安全公告不挂在产品下，在 §1.4 各自单独成条` denies the product's place
    (`产品下`, no word for its entry) before the rule: incidents are entries of their own, so a
    product's outage is new in §1.4, not news of the product; a denial of the rule still
    denies it."""
    said = "故障与漏洞不记在产品下面，在 §1.4 各自单独成条。"
    assert incidents.states_incident_entries(said)
    assert incidents.stated_incident_section(said) == "§1.4"
    assert not incidents.states_incident_entries("故障记在产品下，不单独成条。")
    preamble = f"> 约定：版本发布记在产品条目下；{said}\n"
    tools = "- **潮汐 Tidewell**：工具调用网关（Harrow Labs）"
    found = _action(_doc(preamble, tools, ""), "Tidewell 网关宕机 3 小时：令牌缓存失效", "§1.2")
    assert found.action == "inserted", found


def test_one_entry_per_product_with_a_word_for_the_entry_between() -> None:
    """A word saying how the entry looks between `one` and `entry` (`one bold-named entry per
    product`, `one dated entry per product`): the same rule (pre1's audit; invented wording).
    Not a release unit, a denied rule, nor a past one."""
    said = versions.states_product_entries
    assert said("> Conventions: one bold-named entry per product, releases as dated sub-bullets.\n")
    assert said("> One top-level entry per product; releases go under it.\n")
    assert not said("> One bold-named entry per product release.\n")
    assert not said("> We no longer keep one bold-named entry per product.\n")
    assert not said("> We used to keep one bold-named entry per product.\n")


def test_a_product_said_to_be_one_entry_of_a_kind() -> None:
    """The product the subject, one entry its predicate, a word for how the entry looks
    between (`Every product is one wiki-style entry`, `A product normally has one thread`):
    one entry per product (pre2's audit; invented wording). Not a product release, a denied
    rule, a past one, nor another party's."""
    said = versions.states_product_entries
    assert said("* Every product is one wiki-style entry: `[[slug]] Name — what it is`.\n")
    assert said("* Every entry is a thread. A product normally has one thread.\n")
    assert said("* Each product gets a single entry.\n")
    assert not said("* Every product release is one wiki-style entry.\n")
    assert not said("* A product is not one entry here.\n")
    assert not said("* A product used to have one thread.\n")
    assert not said(
        "* Unlike the vendor's wiki, where every product is one entry, we file releases.\n"
    )
