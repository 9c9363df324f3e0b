"""A Chinese document of product cards: one entry per product, its releases in a nested
`- 版本记录：` list (`  - 1.2.0（2029-05-01）：…`), a single product's incidents in a nested list
under the product's entry; only incidents shared by several products get an entry of their
own. A product's incident, and a product a night created an entry for (`Brambleway 0.1 开源`),
are news of that product's entry."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.document.identity import described_name
from patcher.output.report import ApplyReport
from patcher.plan import versions
from patcher.text.source import Source
from tests.conftest import brief_text, increment

PREAMBLE = (
    "> 编辑约定：\n"
    "> 1. 每个产品只占一条，同一产品的新版本、补丁与实测都记在这一条里。\n"
    "> 2. 版本记在条目下的嵌套列表 `- 版本记录：` 中；单个产品的故障记在 `- 故障：` 嵌套列表里，"
    "仍归该产品条目。\n"
    "> 3. 只有跨多个产品的故障（多引擎同时受影响的驱动问题等）才单独成条。\n"
)
DOC = (
    f"# 推理栈 · 产品卡片\n\n{PREAMBLE}\n## §1.1 引擎\n\n"
    "- **铃兰** / Lilyvale — 北坡实验室 — 开源服务引擎\n"
    "  - 版本记录：\n"
    "    - 1.1.0（2029-03-02）：分块预填充\n"
    "    - 1.2.0（2029-05-01）：FP8 KV 缓存\n"
    "- **石楠** / Heathrow Runtime — 石楠科技 — 端侧推理运行时\n"
    "  - 版本记录：\n"
    "    - 0.4.0（2029-04-11）：Vulkan 后端\n"
    "- **鹭岛** / Egretta — 鹭岛芯片 — 数据中心推理加速卡\n"
    "  - 版本记录：\n"
    "    - E2（2028-10-01）：64 GB HBM3e\n"
    "- **云杉** / Sprucegate — 云杉网络 — 推理网关\n"
    "- **柳叶** / Willowmere — 柳叶社区 — 量化工具链\n"
    "- **榛子** / Hazelport — 榛子智能 — 调度器\n\n"
    "## §1.2 调度\n\n## §1.3 KV 缓存\n\n## §1.4 可靠性\n\n"
    "- **CUDA 14.1 驱动回归** / CUDA 14.1 driver regression — 多引擎 — 图捕获失败\n"
)


def _apply(doc: str, title: str, section: str, date: str = "2029-06-01") -> ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section), date=date)
    return api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)


def test_a_single_products_incidents_go_under_its_entry() -> None:
    """`单个产品的故障记在嵌套列表里，仍归该产品条目` files incidents under the product's entry;
    a rule giving an entry only to incidents shared by several products does not deny it."""
    assert versions.states_incidents_under_entry(PREAMBLE)
    several = "只有跨多个产品的故障才单独成条。"
    assert not versions.states_incidents_under_entry(several)
    own = "单个产品的故障记在嵌套列表里，仍归该产品条目；事故单独成条，放 §1.4。"
    assert not versions.states_incidents_under_entry(own)
    english = (
        "Incidents of one product go in a nested list under the product's entry; only "
        "incidents affecting several products get their own entry."
    )
    assert versions.states_incidents_under_entry(english)
    action = _apply(DOC, "Lilyvale 显存泄漏 — 长会话每千轮泄漏约 90 MB", "§1.4").actions[0]
    assert action.action == "updated"
    assert action.line is not None and action.line < DOC.index("## §1.2")


def test_a_release_history_with_dates_in_brackets() -> None:
    """`- 1.2.0（2029-05-01）：…` sub-items are a release history (the entry takes releases)."""
    dated = ["  - 版本记录：", "    - 1.1.0（2029-03-02）：a", "    - 1.2.0(2029-05-01): b"]
    assert versions.release_history(dated)
    assert not versions.release_history(["    - 1.1.0（2029-03-02）：a", "  - 2029-05-01 的实测"])


def test_a_created_release_entry_is_the_products_one() -> None:
    """A night writes `Brambleway 0.1 开源` as a new entry; the next release of Brambleway is
    its news where the preamble keeps one entry per product, whatever section the briefing
    suggests."""
    first = _apply(DOC, "Brambleway 0.1 开源 — Go 写的轻量推理引擎", "§1.1")
    assert first.actions[0].action == "inserted"
    doc = first.new_text.render()
    second = _apply(doc, "Brambleway 0.2 — OpenAI 兼容接口", "§1.2", date="2029-06-03")
    assert second.actions[0].action == "updated"
    other = _apply(doc, "Brackenfield 0.2 — OpenAI 兼容接口", "§1.2", date="2029-06-03")
    assert other.actions[0].action == "inserted"


def test_a_generation_the_products_entry_records_another_of() -> None:
    """`Egretta E3` where `**鹭岛** / Egretta` records `- E2（2028-10-01）：…`: the editor files
    generations under the product, the next one is its news; not a generation of another
    letter, nor one of a product whose entry records none."""
    assert versions.generations_recorded(["- **鹭岛** / Egretta", "    - E2（2028-10-01）：x"]) == {
        "E2"
    }
    assert _apply(DOC, "Egretta E3 发布 — 第三代推理卡，原生 FP4", "§1.1").actions[0].action == (
        "updated"
    )
    assert _apply(DOC, "Egretta X3 发布 — 边缘推理卡", "§1.1").actions[0].action == "inserted"
    assert _apply(DOC, "Willowmere W2 发布 — 第二代工具链", "§1.1").actions[0].action == "inserted"


DOSSIERS = (
    "# 推理栈 · 档案\n\n## §1.1 引擎\n\n"
    "- 「蓟花」：开源推理引擎（Thistledown，thistle-ai/thistledown），分页注意力。\n"
    "  - 续记 2029-04-02：2.0 发布，FP8 KV。\n"
    "- 「萤石」加速卡：萤石科技（Fluorspar Labs）的推理加速卡（Fluorspar X），HBM 96GB。\n"
    "- 「苇莺」：多租户推理网关（Reedling Gateway），按租户限流。\n\n"
    "## §1.2 调度\n\n## §1.3 KV 缓存\n\n## §1.4 可靠性\n"
)


def test_a_chinese_label_then_the_latin_name_first_in_its_descriptions_brackets() -> None:
    """`「蓟花」：开源推理引擎（Thistledown，…）`: the entry goes by the Latin name its
    description's brackets give first; a maker's brackets (`萤石科技（Fluorspar Labs）`) are
    not the thing's name."""
    assert described_name("「蓟花」：开源推理引擎（Thistledown，thistle-ai/thistledown），…") == (
        "Thistledown"
    )
    assert described_name("「萤石」加速卡：萤石科技（Fluorspar Labs）的加速卡（Fluorspar X）") == (
        "Fluorspar X"
    )
    assert described_name("**苇莺**：推理网关（Reedling Gateway）") == "Reedling Gateway"
    # no Chinese label, a path or a figure first: no name
    assert described_name("Reedling：推理网关（Reedling Gateway）") == ""
    assert described_name("「苇莺」：推理网关（reedling-io/reedling）") == ""
    assert described_name("「苇莺」：推理网关（2029-03 上线）") == ""
    report = _apply(DOSSIERS, "Thistledown 2.1 — 新增推测解码", "§1.1 引擎")
    assert report.actions[0].action == "updated"
    lines = report.new_text.render().split("\n")
    at = next(n for n, line in enumerate(lines) if "Thistledown 2.1" in line)
    assert lines[at - 1].startswith("  - 续记 2029-04-02")  # (under 「蓟花」)
    gateway = _apply(DOSSIERS, "Reedling Gateway 1.3 — 租户配额热更新", "§1.1 引擎")
    assert gateway.actions[0].action == "updated"


ARROWS = (
    "# 检索 · 活文档\n\n"
    "> 1. **一个产品一条目**，不按版本拆条。条目首行写作 `N) 〖中文名〗English 名 ‖ 厂商 ‖ 定位`。\n"
    "> 2. 新版本、补丁与成绩都记为条目下的缩进行，以 `↳ 月-日` 开头。\n\n"
    "## §1.1 框架\n\n"
    "1) 〖织锦〗Brocade ‖ 青梧实验室 ‖ 编排式 RAG 框架\n"
    "   ↳ 03-02 v2.3：检索结果缓存层\n"
    "   ↳ 05-06 v2.4：多路召回合并器\n"
    "2) 〖络丝〗Loomis ‖ 经纬开源社 ‖ 轻量 RAG 管线 DSL\n"
    "   ↳ 04-20 v0.9：插件接口冻结\n\n"
    "## §1.2 检索\n\n"
    "1) 〖汀〗Ting-Rerank ‖ 汀兰科技 ‖ 交叉编码重排模型\n"
    "   ↳ 03-28 v3.0：8K 上下文\n\n"
    "## §1.3 其他\n\n## §1.4 可靠性\n\n"
)


def test_a_nights_release_entry_is_the_products_one_whatever_the_leads_look_like() -> None:
    """`一个产品一条目，不按版本拆条` with the releases written as `↳ 月-日 vX` lines (the leads
    name no release): a night writes `Lodestar 0.1 — …` as a new entry, and the next release
    of Lodestar is that entry's news, not a second entry; another product's release stays new."""
    first = _apply(ARROWS, "Lodestar 0.1 — 按问题类型自动路由到向量/关键词/图检索", "§1.2")
    assert first.actions[0].action == "inserted"
    doc = first.new_text.render()
    second = _apply(doc, "Lodestar 0.2 — 新增 SQL 后端与路由置信度回退", "§1.2", date="2029-06-03")
    assert second.actions[0].action == "updated"
    other = _apply(doc, "Lodeway 0.2 — 新增 SQL 后端", "§1.2", date="2029-06-03")
    assert other.actions[0].action == "inserted"


SCOPED = (
    "# rag · living doc\n\n"
    "House rules for this file:\n\n"
    "* **Frameworks (§1.1) are logged per minor release.** Each `X.Y` release is its own entry:\n"
    "  `- [[Product]] X.Y · Maker · release date — what changed`.\n"
    "* **Everything else (§1.2–§1.4) is logged per product**, whatever the version:\n"
    "  `- [[Product]] · Maker — what it is`, with `Update (MM-DD):` lines under it.\n\n"
    "## §1.1 Frameworks\n\n"
    "- [[Brocade]] 2.3 · Qingwu Lab · 2032-03-02 — retrieval result cache layer\n"
    "- [[Brocade]] 2.4 · Qingwu Lab · 2032-05-06 — multi-route recall merger\n\n"
    "## §1.2 Retrieval\n\n"
    "- [[Ting-Rerank]] · Tinglan Tech — bilingual cross-encoder reranker\n"
    "  - Update (03-28): 3.0, 8K context\n\n"
    "## §1.3 Stores\n\n## §1.4 Reliability\n\n"
)


def test_a_nights_first_release_is_the_products_one_where_its_section_keeps_products() -> None:
    """The preamble gives §1.1 an entry per release and everything else one per product: a
    night's `Lodestar 0.1 — …` in §1.2 is the product's entry there, the next release its
    news; in §1.1, where every release gets an entry, the next release stays apart."""
    assert versions.states_product_entries_outside(SCOPED, "§1.2")
    assert not versions.states_product_entries_outside(SCOPED, "§1.1")
    first = _apply(SCOPED, "Lodestar 0.1 — 按问题类型自动路由到向量/关键词/图检索", "§1.2")
    doc = first.new_text.render()
    second = _apply(doc, "Lodestar 0.2 — 新增 SQL 后端与路由置信度回退", "§1.2", date="2029-06-03")
    assert second.actions[0].action == "updated"
    framework = _apply(SCOPED, "Sleuth 0.1 — 检索代理框架", "§1.1")
    doc = framework.new_text.render()
    again = _apply(doc, "Sleuth 0.3 — 证据充分性判别器", "§1.1", date="2029-06-03")
    assert again.actions[0].action == "inserted"
