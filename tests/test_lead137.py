"""Plain development week heldout137, in other words: a document whose own entries show its
conventions with no preamble — results kept as entries of their own (`X 在 B 上 61.4%`),
incidents and flaws as dated sub-items of their product, an edition's launch recorded under its
product (`托管版 X Cloud 公测`) — a relation line refusing only the same incident (`不是同一事件的
续报`), a score said `X on B: 61.5%`."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import contrary, incidents
from patcher.plan.evidence import abbreviations
from patcher.text.source import Source
from tests.conftest import brief_text, increment


def _doc(frameworks: str, tools: str, memory: str, reliability: str, preamble: str = "") -> str:
    return (
        f"# agent · 活文档\n\n{preamble}## §1.1 框架与编排\n\n{frameworks}\n\n"
        f"## §1.2 工具调用\n\n{tools}\n\n## §1.3 记忆与上下文\n\n{memory}\n\n"
        f"## §1.4 可靠性与评测\n\n{reliability}\n"
    )


def _action(doc: str, title: str, section: str = "", extra: str = "") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    block = increment(1, title, section=section, extra=extra)
    if not section:
        block = block.replace("建议归入章节：", "")
    report = api.apply(
        [Source("b.txt", brief_text(block).encode())], Source("d.md", doc.encode()), smap
    )
    return report.actions[0]


RESULTS = (
    "- Gullrun — 通用智能体任务基准，500 个多步任务，Fenwick 研究所\n"
    "- Ploverbench — 浏览器智能体基准，280 个网站任务，Ashby 大学\n"
    "- Kestrel 2.0 在 Gullrun 上 55.1%（04-02）— 自报\n"
    "- Marten 在 Ploverbench 上 49.0%（04-20）— 官方榜"
)
AGENTS = "- 隼（Kestrel）— 多智能体框架，v2.0，Sorrel 实验室"


def test_a_score_is_a_new_result_where_the_entries_keep_results_apart() -> None:
    doc = _doc(AGENTS, "- 貂（Marten）— 浏览器智能体，v1.2，Stoat 公司", "", RESULTS)
    scored = _action(doc, "Marten 在 Ploverbench 上 61.0%（官方榜待更新）", "§1.4")
    assert scored.action == "inserted" and scored.possibly, scored
    board = _action(doc, "Gullrun 7 月榜：Kestrel 2.1 参考智能体 58.3% 升至第一", "§1.4")
    assert board.action == "inserted" and board.possibly, board
    # the benchmark's own news still continues it
    method = _action(doc, "Gullrun 引入成本归一化分数", "§1.4")
    assert method.action == "updated" and "Gullrun" in (method.matched or ""), method
    # one result entry alone shows no convention: the benchmark's entry as before
    single = _doc(AGENTS, "", "", RESULTS.rsplit("\n", 1)[0])
    board = _action(single, "Gullrun 7 月榜：Kestrel 2.1 参考智能体 58.3% 升至第一", "§1.4")
    assert board.action == "updated" and "Gullrun" in (board.matched or ""), board


def test_a_score_said_on_a_benchmark_after_a_colon_goes_under_it_where_stated() -> None:
    preamble = "Benchmark scores go under the benchmark's entry.\n\n"
    bench = "* **Ploverbench** (Ashby University) — browser-agent benchmark, 280 live-site tasks"
    doc = _doc("* **Kestrel** (Sorrel Lab) — multi-agent framework; v2.0", "", "", bench, preamble)
    scored = _action(doc, "Kestrel 2.1 on Ploverbench: 61.5% (self-reported)", "§1.4")
    assert scored.action == "updated" and "Ploverbench" in (scored.matched or ""), scored
    # `on` a thing with no figure after it is no score
    plain = _action(doc, "Kestrel 2.1 on Ploverbench tasks adds retries", "§1.4")
    assert "scores a product" not in (plain.matched or ""), plain


HUB = (
    "- 棚屋插件市场（Shed Hub）— Shed 官方插件市场，Larch 实验室\n"
    "  - 03-11 仿冒插件 `csv-toolz` 读取环境变量窃取 API Key，已下架"
)
GATE = (
    "- 闸门（Sluice）— 工具调用策略网关，参数级白名单，v1.2，Weir Security\n"
    "  - 03-20 隐藏字段提示注入：攻击页诱导提交密钥，1.2.1 已修复"
)


def test_sub_items_reporting_harm_show_incidents_filed_under_the_product() -> None:
    assert incidents.reports_incident_item(HUB.split("\n")[1])
    assert incidents.reports_incident_item(GATE.split("\n")[1])
    assert not incidents.reports_incident_item("  - 03-20 新增提示注入防护：默认开启")
    assert not incidents.reports_incident_item("  - 03-20 v1.3：截图双通道感知")
    doc = _doc(HUB, GATE, "", "- Gullrun — 通用智能体任务基准")
    flaw = _action(doc, "Sluice 策略绕过漏洞 CVE-2036-10001（参数 Unicode 混淆）", "§1.4")
    assert flaw.action == "updated" and "Sluice" in (flaw.matched or ""), flaw
    # the same document with no incident under a product: the editor's call, as before
    bare = _doc(HUB.split("\n")[0], GATE.split("\n")[0], "", "- Gullrun — 通用智能体任务基准")
    flaw = _action(bare, "Sluice 策略绕过漏洞 CVE-2036-10001（参数 Unicode 混淆）", "§1.4")
    assert flaw.action == "inserted" and flaw.possibly, flaw


def test_a_line_refusing_only_the_same_incident_leaves_the_product_its_news() -> None:
    relation = "已有 3 月 csv-toolz 仿冒插件事件；本条是新一轮投毒，不是同一事件的续报"
    assert contrary.refuses_only_an_incident(relation)
    assert not contrary.refuses_only_an_incident("本条不是 Shed Hub 的续报")
    extra = f"与活文档的关系：{relation}\n"
    doc = _doc(HUB, GATE, "", "- Gullrun — 通用智能体任务基准")
    found = _action(doc, "ShedHub 插件投毒：40 个仿冒插件窃取环境变量", "§1.4", extra)
    assert found.action == "updated" and "Shed Hub" in (found.matched or ""), found
    # where the preamble gives incidents entries of their own, the refusal stands
    said = "> 约定：事故与安全事件单独成条，放 §1.4。\n\n"
    apart = _doc(HUB, GATE, "", "- Gullrun — 通用智能体任务基准", said)
    found = _action(apart, "ShedHub 插件投毒：40 个仿冒插件窃取环境变量", "§1.4", extra)
    assert found.action == "inserted", found


def test_an_edition_launched_under_the_product_is_its_name_too() -> None:
    launched = ["  - 02-14 托管版 Quern Cloud 公测"]
    assert abbreviations.editions_in_updates(["Quern"], launched) == ("Quern Cloud",)
    assert (
        abbreviations.editions_in_updates(["Quern"], ["  - 02-14 托管版 Loamstack Cloud 公测"])
        == ()
    )
    memory = "- 磨盘记忆（Quern）— 智能体长期记忆层，v0.8，Millrace\n" + launched[0]
    doc = _doc("", "", memory, "- Gullrun — 通用智能体任务基准")
    found = _action(doc, "Quern Cloud 新增欧洲区域", "§1.3")
    assert found.action == "updated" and "Quern Cloud" in (found.matched or ""), found
    plain = _doc("", "", memory.split("\n")[0], "- Gullrun — 通用智能体任务基准")
    found = _action(plain, "Quern Cloud 新增欧洲区域", "§1.3")
    assert found.action == "inserted", found
