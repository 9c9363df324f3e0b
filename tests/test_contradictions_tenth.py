"""Contradiction placement, tenth pass: what an item is about, read from its title. A product
known only by its incident entry does not take news of the product; claims shared with an
increment do not take an item led by another release of a thing it names as another's news,
nor one led by a thing nobody names; a thing nobody names seen on a board is that thing's
doubt; a product's bare name beside longer names is that product. Names here are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, entry_at, increment, line_of

# An item naming a product whose one entry is an incident's (`Mnemo Cloud 区域故障`), saying no
# symptom, incident word or day (a price, a licence, a feature): not the incident's, and with no
# entry of the product's own it waits in 待核实. Asking about the incident keeps it there.
INCIDENT_DOC = (
    "# Agents\n\n## §1.1 框架格局\n\n## §1.2 编排\n\n## §1.3 记忆\n\n"
    "- **忆栈 Mnemo**：智能体长期记忆层，事件/事实两级存储 + 衰减，v2.1（Mnemo Labs）\n\n"
    "## §1.4 可靠性\n\n"
    "- **Mnemo Cloud 区域故障：06-10 eu-west 记忆读写超时 40 分钟** ⭐⭐⭐⭐（2036-06-11）："
    "托管版 eu-west 区域读写超时 <!-- livedoc:id=2036-06-11#5 -->\n\n## 待核实\n\n"
)


def _item(title: str, problem: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Gantry v1.13 — 按工具的出站白名单"), date="2036-06-12")
    brief += (
        f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：{title}（低风险）\n- 问题：{problem}\n"
    )
    doc = Source("doc.md", INCIDENT_DOC.encode())
    return api.apply([Source("b.txt", brief.encode())], doc, smap)


def test_a_price_of_a_product_known_only_by_its_incident_waits_in_verify() -> None:
    report = _item("Mnemo Cloud 定价", "定价页写每百万次记忆操作 0.8 美元，同周销售材料写 1.2 美元")
    text = report.new_text.render()
    assert line_of(text, "## 待核实") < line_of(text, "id=2036-06-12#c1"), text


def test_an_item_about_the_incident_goes_on_its_entry() -> None:
    report = _item("Mnemo Cloud 故障时长", "状态页写 40 分钟，客户称超过 2 小时")
    text = report.new_text.render()
    note = line_of(text, "id=2036-06-12#c1")
    assert entry_at(text, note).startswith("- **Mnemo Cloud 区域故障"), text


# An item led by a name and its release (`Ferrule 1.2 …`) that an increment's title writes only
# as the object of another thing's news (`Runebook 内核选择库 0.5 接入 Ferrule 编译器`), without
# that release, is not that increment's even where their claims overlap (the problem cites the
# increment's measurement as evidence): with no entry of its own, 待核实.
CLAIMED_DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- **Halyard**（Keelwork）：开源 LLM 服务引擎，连续批处理 + 分页 KV 管理\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## 待核实\n\n"
)


def test_an_item_led_by_another_release_of_an_increments_object_is_not_that_increments() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(
        3,
        "Runebook 内核选择库 0.5 接入 Ferrule 编译器",
        points="- Runebook 0.5 可把 Ferrule 生成的融合内核纳入候选集\n"
        "- 在 MI455 上，Runebook 选中 Ferrule 融合注意力内核的比例 61%",
    )
    brief = brief_text(inc, date="2038-07-07")
    brief += (
        "三、值得警惕的矛盾或待核实说法\n"
        '矛盾/待核实 ③：Ferrule 1.2 在 Blackwell-Next 上"融合注意力 2×"（低风险）\n'
        "- 问题：Ferrule 1.2（6-21）宣称的 2× 至今无第三方复现；Runebook 0.5 的测量只覆盖 MI455。\n"
    )
    doc = Source("doc.md", CLAIMED_DOC.encode())
    report = api.apply([Source("b.txt", brief.encode())], doc, smap)
    text = report.new_text.render()
    assert line_of(text, "## 待核实") < line_of(text, "id=2038-07-07#c3"), text


# An item led by a product's one word (`Tessera 许可证变更传闻`) where the document has an entry
# of that bare name (`[Tessera]`) and others whose names go on with another capitalised word the
# title does not write (`[Tessera Cloud]`, `[Tessera Edge]`): the bare name's entry, the product
# itself. Writing the longer name (`Tessera Cloud 定价`) keeps to that entry.
NAMESAKES_DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- [Tessera](https://github.com/tessellate/tessera) — open-source LLM serving engine; v4.2.1\n"
    "- [Tessera Cloud](https://cloud.tessellate.dev) — managed Tessera, per-token billing\n"
    "- [Tessera Edge](https://github.com/tessellate/edge) — on-device runtime of Tessera\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## 待核实\n\n"
)


def _namesake(title: str, problem: str) -> str:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2037-07-10")
    brief += (
        f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ②：{title}（低风险）\n- 问题：{problem}\n"
    )
    doc = Source("doc.md", NAMESAKES_DOC.encode())
    text = api.apply([Source("b.txt", brief.encode())], doc, smap).new_text.render()
    return entry_at(text, line_of(text, "id=2037-07-10#c2"))


def test_the_bare_name_beside_longer_names_is_the_products_entry() -> None:
    led = _namesake(
        "Tessera 许可证变更传闻", "一篇行业通讯称将把 Tessera 从 Apache-2.0 改为 BSL，官方未回应"
    )
    assert led.startswith("- [Tessera](https://github.com/tessellate/tessera)"), led


def test_the_longer_name_written_is_that_entry() -> None:
    led = _namesake("Tessera Cloud 定价", "价目页写 0.29 美元，博客写 0.31 美元")
    assert led.startswith("- [Tessera Cloud]"), led


# An item whose title leads with a thing no increment and no entry names (`Helix-Q 量化服务`),
# its problem comparing it with an increment's subject (`报价比 Quarry Cloud 再低 20%`): the claims
# the two share are the comparison's, the item is about the unknown thing: 待核实.
def test_an_unknown_things_item_citing_an_increment_in_its_problem_waits_in_verify() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(
        4,
        "Quarry Cloud 按 token 降价 30% — 70B 档 $0.29/M 输出 token",
        points="- 开源模型 70B 档：输出 $0.42 → $0.29/M\n- 新增批处理档，再打 5 折",
    )
    brief = brief_text(inc, date="2027-09-08")
    brief += (
        "三、值得警惕的矛盾或待核实说法\n"
        "矛盾/待核实 ②：Helix-Q 量化服务（低风险）\n"
        '- 问题：pricing tracker 提到"Helix-Q 托管 FP4 服务报价比 Quarry Cloud 再低 20%"，'
        "但找不到 Helix-Q 官网或任何其他来源\n"
        '- 建议：标注"Helix-Q 是否存在待核实"\n'
    )
    doc = Source("doc.md", CLAIMED_DOC.encode())
    report = api.apply([Source("b.txt", brief.encode())], doc, smap)
    text = report.new_text.render()
    assert line_of(text, "## 待核实") < line_of(text, "id=2027-09-08#c2"), text


# An item led by a thing no increment and no entry names, seen on a board the document has
# (`Hexapod Agent 本周再度出现在 AgentArena 前三`): about that unknown thing, not the board: 待核实.
BOARD_DOC = (
    "# Agents\n\n## §1.1 框架格局\n\n## §1.2 编排\n\n## §1.3 评测\n\n"
    "- **AgentArena 周榜** — 众包两两对战的智能体排行，按 Elo 排序。\n\n"
    "## §1.4 可靠性\n\n## 待核实\n\n"
)


def _on_board(title: str) -> str:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2029-12-08")
    brief += f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 2：{title}（低风险）\n- 问题：{title}\n"
    doc = Source("doc.md", BOARD_DOC.encode())
    return api.apply([Source("b.txt", brief.encode())], doc, smap).new_text.render()


def test_an_unknown_thing_seen_on_a_board_waits_in_verify() -> None:
    text = _on_board("Hexapod Agent 本周再度出现在 AgentArena 前三,仍查不到发布方")
    assert line_of(text, "## 待核实") < line_of(text, "id=2029-12-08#c2"), text


def test_the_boards_own_doubt_goes_on_the_board() -> None:
    text = _on_board("AgentArena 本周前三出现未署名智能体,发布方不明")
    assert entry_at(text, line_of(text, "id=2029-12-08#c2")).startswith("- **AgentArena"), text


def test_an_increment_writing_the_items_release_keeps_its_claims() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(
        4,
        "All-Hands-AI/OpenHands 发布 1.0 — 首个稳定版",
        points="- SWE-bench Verified 72.0%\n- 新增长任务检查点",
    )
    brief = brief_text(inc, date="2029-08-08")
    brief += (
        "三、值得警惕的矛盾或待核实说法\n"
        "矛盾/待核实 3：OpenHands 1.0 的 SWE-bench Verified 成绩：release 写 72.0%，"
        "官方排行榜条目为 68.4%（低风险）\n"
    )
    doc = Source("doc.md", CLAIMED_DOC.encode())
    text = api.apply([Source("b.txt", brief.encode())], doc, smap).new_text.render()
    assert line_of(text, "id=2029-08-08#c3") < line_of(text, "## 待核实"), text
