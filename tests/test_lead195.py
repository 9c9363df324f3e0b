"""heldout195's general causes (lead195): an English preamble keeping one entry per product and
per major generation in one breath (`one entry per product and per major generation`), a Chinese
one in three short rules (`一品牌一条；事故写在产品条目上；论文按 arXiv 号一条`). The names and
wordings are new, not the set's."""

from __future__ import annotations

import pytest

from patcher.plan import versions
from patcher.plan.evidence.names import names_of
from tests.conftest import brief_text, increment, items, run

_EN = (
    "# Agents — living document\n\n"
    "Conventions: one entry per product and per major generation; incidents are entries of"
    " their own. Last edited 2039-01-10.\n\n"
    "## §1.1 Agent frameworks and runtimes\n\n"
    "### Marlinspike 2\n"
    "Cobble Labs' Python agent framework, 2.x generation (github.com/cobble/marlinspike).\n"
    "- 2038-11-04: 2.0 released.\n"
    "- 2038-12-20: 2.3 adds streamed tool results.\n\n"
    "### Fernhook\n"
    "Tollan Systems' Go agent runtime.\n"
    "- 2038-12-01: v0.9.\n\n"
    "### Fernhook Cloud\n"
    "Tollan Systems' hosted Fernhook runtime, billed per session-minute.\n"
    "- 2038-12-20: general availability.\n\n"
    "## §1.2 Tool use and orchestration\n\n"
    "## §1.3 Multi-agent systems\n\n"
    "## §1.4 Benchmarks, reliability and incidents\n"
)

_ZH = (
    "# 智能体 · 活文档\n\n"
    "> 主题：智能体框架与工具调用。维护约定（一品牌一条；事故写在产品条目上；论文按 arXiv 号一条）。"
    "最近整理：2039-01-10。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Fernhook**（Tollan Systems · github.com/tollan/fernhook）⭐⭐⭐（2038-10-02）："
    "Go 智能体运行时，单二进制部署；Fernhook Relay 为其托管运行时。\n"
    "  - 2038-12-01 续：v0.9：冷启动 60 ms。\n\n"
    "## §1.2 工具调用与编排\n\n"
    "- **Wayfarer Router**（github.com/wayfarer/router）⭐⭐⭐（2038-09-14）："
    "工具路由器，按工具描述嵌入挑选工具子集。\n"
    "- **Brackish Protocol（BKP）**（Sundial Foundation）⭐⭐⭐⭐（2038-08-21）："
    "开放工具描述与调用协议；当前规范 2.1。\n\n"
    "## §1.3 多智能体系统\n\n"
    "- **Wickfall**（arXiv:3812.01234）⭐⭐⭐（2038-12-01）：多智能体拓扑脆弱性研究，中心节点失败率 90%。\n"
    "- **Gimlet — 多智能体拍卖式任务分配 arXiv:3812.04417** ⭐⭐⭐（2038-12-16）：拍卖式任务分配方法。\n\n"
    "## §1.4 评测、可靠性与事故\n"
)


def _actions(doc: str, *blocks: str) -> list[tuple[str, str]]:
    report = run(doc, brief_text(*blocks, date="2039-01-12"))
    return [(a.action, a.matched or "") for a in report.actions]


def test_one_entry_per_product_and_per_major_generation_keeps_generations() -> None:
    """`one entry per product and per major generation` keeps one entry per generation; `one
    entry per product, not per generation` does not."""
    assert versions.states_generation_entries(
        "Conventions: one entry per product and per major generation; incidents apart."
    )
    assert versions.states_generation_entries("One entry per product, per major version.")
    assert not versions.states_generation_entries("One entry per product, not per generation.")


def test_a_new_major_is_new_where_each_generation_is_an_entry() -> None:
    """`Marlinspike 3.0 预览（3.0.0-alpha.1）` and `Marlinspike 3.0 发布` are a new generation beside
    `### Marlinspike 2`; `Marlinspike 2.4` stays its news."""
    for title in (
        "Marlinspike 3.0 预览（3.0.0-alpha.1）— 全异步内核",
        "Marlinspike 3.0 发布 — 类型化状态",
    ):
        [(action, matched)] = _actions(_EN, increment(1, title, "§1.1"))
        assert action == "inserted", matched
    [(action, matched)] = _actions(_EN, increment(1, "Marlinspike 2.4 — 并行工具调用", "§1.1"))
    assert action == "updated" and "Marlinspike 2" in matched, matched


def test_one_entry_per_brand_is_one_entry_per_family() -> None:
    """`一品牌一条` and `每个品牌一条` keep one entry per brand (a family); `一版本一条` does not."""
    assert versions.states_family_entries("维护约定（一品牌一条；事故写在产品条目上）")
    assert versions.states_family_entries("每个品牌一条。")
    assert not versions.states_family_entries("每个品牌不单独一条。")


def test_a_brands_cloud_variant_goes_under_the_brand() -> None:
    """Where each brand is one entry: `Fernhook Cloud 上线 — 托管运行时` is `**Fernhook**`'s news."""
    [(action, matched)] = _actions(_ZH, increment(1, "Fernhook Cloud 上线 — 托管运行时", "§1.1"))
    assert action == "updated" and "Fernhook" in matched, matched


def test_incidents_written_on_the_product_entry() -> None:
    """`事故写在产品条目上` files incidents under the product's entry: `Fernhook Cloud eu-west 区域中断
    约 3 小时` is `**Fernhook**`'s news."""
    assert versions.states_incidents_under_entry("一品牌一条；事故写在产品条目上；论文另立。")
    assert not versions.states_incidents_under_entry("事故不写在产品条目上，单独成条。")
    outage = increment(1, "Fernhook eu-west 区域中断约 3 小时", "§1.4")
    [(action, matched)] = _actions(_ZH, outage)
    assert action == "updated" and "Fernhook" in matched, matched


def test_one_entry_per_arxiv_id_gives_papers_their_own_entries() -> None:
    """`论文按 arXiv 号一条` gives each paper its own entry: `Wayfarer Router 误路由审计
    arXiv:3901.01234` is new, not the router's news."""
    assert versions.states_papers_own_entries("事故写在产品条目上；论文按 arXiv 号一条。")
    assert versions.states_papers_own_entries("One entry per arXiv id.")
    assert not versions.states_papers_own_entries("论文不按 arXiv 号一条。")
    audit = increment(
        1, "Wayfarer Router 误路由审计 arXiv:3901.01234 — 长尾工具 20% 被漏选", "§1.2"
    )
    [(action, matched)] = _actions(_ZH, audit)
    assert action == "inserted", matched


def test_a_destroyed_database_is_an_incident_where_incidents_are_entries() -> None:
    """`Marlinspike 2.4 误删生产数据库` reports trouble (data destroyed), not a 2.x release: a new
    entry where incidents are entries of their own."""
    wipe = increment(1, "Marlinspike 2.4 误删生产数据库 — 智能体自主执行 DROP SCHEMA", "§1.4")
    [(action, matched)] = _actions(_EN, wipe)
    assert action == "inserted", matched


def test_a_finder_disclosing_anothers_flaw() -> None:
    """`Thornbury 披露 BKP 工具投毒漏洞 CVE-…` is the flaw of `BKP`, which the Chinese document
    files under its entry; not the finder's."""
    flaw = increment(1, "Thornbury 披露 BKP 工具投毒漏洞 CVE-2039-1234 —— 工具描述注入", "§1.4")
    [(action, matched)] = _actions(_ZH, flaw)
    assert action == "updated" and "BKP" in matched, matched


def test_a_sequel_paper_is_its_own_entry_where_each_arxiv_id_is_one() -> None:
    """`Wickfall-2 arXiv:… —— 层级拓扑下的错误放大` is a new paper, though one brand is one entry."""
    sequel = increment(1, "Wickfall-2 arXiv:3901.17044 —— 层级拓扑下的错误放大", "§1.3")
    [(action, matched)] = _actions(_ZH, sequel)
    assert action == "inserted", matched


def test_an_outage_of_a_brands_service_in_a_region() -> None:
    """`Fernhook Relay eu-north 区域中断约 6 小时`: the region is no word of the name, and the
    brand's lead writes `Relay`: `**Fernhook**`'s news where incidents go on the product."""
    assert names_of("Fernhook Relay eu-north 区域中断约 6 小时").core == "fernhookrelay"
    outage = increment(1, "Fernhook Relay eu-north 区域中断约 6 小时", "§1.4")
    [(action, matched)] = _actions(_ZH, outage)
    assert action == "updated" and "Fernhook" in matched, matched


def test_a_pre_release_glued_to_its_name() -> None:
    """`Marlinspike3.0a2 发布` is release 3.0 (alpha 2) of Marlinspike."""
    assert names_of("Marlinspike3.0a2 发布 — 恢复同步适配层").version == (3, 0)


def test_a_makers_own_comparison_is_its_products_news() -> None:
    """`Tollan 官方对比 — Fernhook v1.0-rc vs Marlinspike 2.3 …`: Tollan makes Fernhook."""
    block = increment(
        1, "Tollan 官方对比 — Fernhook v1.0-rc vs Marlinspike 2.3 冷启动 40 ms vs 1.8 s"
    )
    for doc in (_ZH, _EN):
        [(action, matched)] = _actions(doc, block)
        assert action == "updated" and "Fernhook" in matched, matched


def test_a_subject_shipping_a_plug_in_for_another() -> None:
    """`Wayfarer Router 发布 Brackish 适配插件`: the router shipped it (the adopter's news)."""
    block = increment(1, "Wayfarer Router 发布 Brackish 适配插件", "§1.2")
    [(action, matched)] = _actions(_ZH, block)
    assert action == "updated" and "Wayfarer Router" in matched, matched


def test_news_of_a_paper_named_by_a_word() -> None:
    """`Gimlet 论文被 ICML 2039 接收` and `gimlet 开源实现发布（…）` are the paper's news, though
    `gimlet` is a word too."""
    for title in (
        "Gimlet 论文被 ICML 2039 接收",
        "gimlet 开源实现发布（github.com/gimlet-lab/gimlet）",
    ):
        [(action, matched)] = _actions(_ZH, increment(1, title, "§1.3"))
        assert action == "updated" and "Gimlet" in matched, matched


def test_a_maker_pausing_its_product_and_reporting() -> None:
    """`Tollan Systems 暂停 Fernhook 金融类场景并发布事故说明`: Fernhook's incident, filed on its
    entry where incidents go on the product."""
    block = increment(1, "Tollan Systems 暂停 Fernhook 金融类场景并发布事故说明", "§1.4")
    [(action, matched)] = _actions(_ZH, block)
    assert action == "updated" and "Fernhook" in matched, matched


@pytest.mark.xfail(
    strict=True,
    reason="taken back: reading `X云` as the one `X Cloud` entry's news (in place of the product's"
    " own) put a result of a blind week (bench/blind/heldout167) on a wrong entry",
)
def test_a_name_with_cloud_in_chinese() -> None:
    """`Fernhook云 定价调整` is `### Fernhook Cloud`'s news, not `### Fernhook`'s."""
    block = increment(1, "Fernhook云 定价调整 —— 改为按步骤计费", "§1.1")
    [(action, matched)] = _actions(_EN, block)
    assert action == "updated" and "Fernhook Cloud" in matched, matched


def test_an_item_about_a_products_incident_goes_on_the_product() -> None:
    """`Wayfarer 事故受影响用户数` (an open question) and `已核实：Wayfarer 事故受影响用户为 112
    人` go on `**Wayfarer Router**` where the preamble writes incidents on the product's entry."""
    other = increment(1, "Fernhook 1.0：冷启动 40 ms", "§1.1")
    for item in (
        "矛盾/待核实 ①：Wayfarer 事故受影响用户数（中风险）\n- 问题：官方 37 人，社区 112 人。\n",
        "矛盾/待核实 ①：已核实：Wayfarer 事故受影响用户为 112 人\n官方更新复盘。\n",
    ):
        brief = brief_text(other, date="2039-01-12") + items(item)
        (note,) = run(_ZH, brief).contradictions
        assert "Wayfarer Router" in (note.attached_to or ""), note
