"""Contradiction placement, fifteenth pass (contra15).

- A rumour or leak of a generation the document has not reached (`Kestrelite 5 泄露截图` where
  the document keeps an entry per generation and has reached `Kestrelite 4`) has no entry yet:
  the to-verify section. A family's one entry (`**Kestrelite**`) holds its family's rumours; a
  rumour about a generation the document has, or about the product itself, stays on the entry.
- A `已核实：` resolution of such a rumour, pending in 待核实, goes on the new entry of tonight's
  increment that releases that generation (`Kestrelite 5 发布`).
- A phrase several entries write (`MCP server`) is the document's vocabulary, not a name.
- Hearsay before an entry's abbreviation (`社区帖称 VRB …`) is that entry's question.
"""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

from .conftest import brief_text, entry_at, increment, items, line_of, run

_DOC = (
    "# Multimodal\n\n"
    "## §1.1 框架格局\n\n"
    "- **Kestrelite 4**（Mistvale，2039-02-14）：图像生成与编辑模型，第四代，支持多图参考。\n"
    "  - 2039-08-02 续：Kestrelite 4.1 加入 PSD 分层导出。\n"
    "- **Brisket Vision**（Orrin，2039-01-02）：视觉语言模型。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n\n"
    "## 待核实\n\n"
    "- 传闻 Mistvale 将 Cantora 并入 Kestrelite 订阅：无一手来源。\n"
)


_FAMILY_DOC = _DOC.replace("**Kestrelite 4**", "**Kestrelite**").replace("，第四代", "家族")


def _note(
    title: str, problem: str = "", doc: str = _DOC, inc: str = "Quern 并行解码器 0.4"
) -> str | None:
    night = brief_text(increment(1, inc), date="2039-09-07")
    night += items(f"矛盾/待核实 ①：{title}（低风险）\n{problem}\n")
    (note,) = run(doc, night).contradictions
    return note.attached_to


def test_a_leaked_screenshot_of_an_unreleased_generation_stays_in_verify() -> None:
    landed = _note("Kestrelite 5 泄露截图", "论坛流传 Kestrelite 5 界面截图，Mistvale 未回应。")
    assert landed == "verify", landed


def test_a_rumoured_release_of_an_unreleased_generation_stays_in_verify() -> None:
    landed = _note("传闻 Kestrelite 6 下月发布", "仅一条社交媒体帖子，厂商未回应。")
    assert landed == "verify", landed


def test_a_rumour_about_a_generation_the_document_has_goes_on_its_entry() -> None:
    landed = _note("Kestrelite 4 下架传闻", "社区帖称 Kestrelite 4 将下架，厂商未回应。")
    assert landed is not None and "Kestrelite" in landed, landed


def test_a_rumour_about_the_products_licence_goes_on_its_entry() -> None:
    landed = _note("Kestrelite 许可证变更传闻", "社区帖称 5 起改为非商用，仓库 LICENSE 未变。")
    assert landed is not None and "Kestrelite" in landed, landed


def test_a_rumour_of_an_unreleased_generation_goes_on_the_familys_one_entry() -> None:
    landed = _note("Kestrelite 5 泄露截图", "论坛流传 Kestrelite 5 界面截图。", doc=_FAMILY_DOC)
    assert landed is not None and "Kestrelite" in landed, landed


def test_a_rumour_of_a_generation_released_tonight_goes_with_the_increment() -> None:
    landed = _note("Kestrelite 5 分辨率传闻", "论坛流传 8K。", inc="Kestrelite 5 发布 — 原生 4K")
    assert landed == "2039-09-07#1", landed


def test_a_new_generation_doubted_without_a_rumour_goes_on_its_entry() -> None:
    landed = _note("Kestrelite 5 分辨率上限", "官方博客写 4K，技术报告写 2K。")
    assert landed is not None and "Kestrelite" in landed, landed


# A phrase the document writes in several entries' lines (`MCP server`) is its vocabulary,
# not a name: an item led by it (`"MCP server 平均存活 41 天"统计来源不明`) is about no one entry,
# even where one incident's headline writes it after its own subject.
_TERM_DOC = (
    "# Agents\n\n"
    "## §1.1 框架格局\n\n"
    "- 【Halcyon】Relay Hub — 公共 MCP server 注册中心，收录约 4,100 个 server。\n"
    "- 【Glint】glint-fs — 文件系统 MCP server，0.6 版支持只读挂载。\n"
    "- 【Mosaic】Pipewright — 把 OpenAPI 文档转成 MCP server 的生成器。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n\n"
    "- **Relay Hub 下架 37 个仿冒 MCP server — 投毒工具描述窃取令牌** ⭐⭐⭐⭐（2030-04-18）：37 个"
    " server 仿冒热门工具名\n\n"
    "## 待核实\n\n"
)


def test_an_item_led_by_a_term_many_entries_write_stays_in_verify() -> None:
    landed = _note(
        '"MCP server 平均存活 41 天"统计来源不明', "仅见一张社交媒体图表。", doc=_TERM_DOC
    )
    assert landed == "verify", landed


def test_an_item_led_by_an_entrys_own_name_goes_on_it() -> None:
    landed = _note("glint-fs 只读挂载是否默认开启", "文档与发布说明不一致。", doc=_TERM_DOC)
    assert landed is not None and "glint-fs" in landed, landed


def test_an_item_led_by_a_name_and_the_term_goes_on_the_names_entry() -> None:
    landed = _note(
        "Pipewright 生成的 MCP server 是否默认签名", "README 与示例不一致。", doc=_TERM_DOC
    )
    assert landed is not None and "Pipewright" in landed, landed


# Hearsay before the subject (`社区帖称`, `有报道称`) is only the channel: an item led by it and
# then an entry's own abbreviation (`社区帖称 VRB 第二季检索赛道…`) is that entry's question.
_ABBR_DOC = (
    "# RAG\n\n"
    "## §1.1 框架格局\n\n"
    "- **Lodestar** — 检索增强框架，v4.2 支持端到端评测。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "- **VRB 检索增强基准**：Veritas RAG Benchmark 的简称，含检索、引用、端到端三个赛道，按季更新榜单。\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "## 待核实\n\n"
)


def test_hearsay_then_an_entrys_abbreviation_goes_on_that_entry() -> None:
    landed = _note(
        "社区帖称 VRB 第二季检索赛道部分测试问题已出现在公开网页语料中（疑似泄漏），VRB 官方尚未回应",
        doc=_ABBR_DOC,
    )
    assert landed is not None and "VRB" in landed, landed


def test_hearsay_then_an_abbreviation_no_entry_goes_by_stays_in_verify() -> None:
    landed = _note("社区帖称 ZQB 第二季检索赛道部分测试问题已出现在公开网页语料中", doc=_ABBR_DOC)
    assert landed == "verify", landed


def test_hearsay_then_a_word_of_the_trade_stays_in_verify() -> None:
    landed = _note("社区帖称 GPU 检索赛道价格下月上涨三成", doc=_ABBR_DOC)
    assert landed == "verify", landed


# A `已核实：` resolution of a rumoured generation pending in 待核实 (`Kestrelite 5 发布传闻`), when
# tonight's increment releases that generation as its own entry (`Kestrelite 5 发布 — …`): the
# answer goes on the new entry; a point release (`Kestrelite 4.2`) keeps it pending.
_RUMOUR_PENDING_DOC = (
    "# Multimodal\n\n## §1.1 框架格局\n\n"
    "- **Kestrelite 4**（Mistvale，2039-02-14）：图像生成与编辑模型，第四代，支持多图参考。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n\n## 待核实\n\n"
    "- ⚠️ 待核实（低风险）：**Kestrelite 5 发布传闻**：Kestrelite 5 发布时间待官方确认（2039-09-05）"
    " <!-- livedoc:id=2039-09-05#c3 -->\n"
)


def _rumour_resolved(title: str, inc: str) -> str:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Quern 并行解码器 0.4"), inc, date="2039-09-07")
    brief += f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：{title}\n- 问题：官方发布页已出现\n"
    doc = Source("doc.md", _RUMOUR_PENDING_DOC.encode())
    report = api.apply([Source("b.txt", brief.encode())], doc, smap)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    return report.new_text.render()


def test_a_resolution_of_a_rumoured_generation_goes_on_its_new_entry() -> None:
    text = _rumour_resolved(
        "已核实：Kestrelite 5 发布时间 9-05 简报矛盾③的传闻属实，实际 9-07 发布",
        increment(2, "Kestrelite 5 发布 — 原生 4K 与分层输出", section="§1.1 框架格局"),
    )
    resolved = line_of(text, "id=2039-09-07#c1 ")
    assert entry_at(text, resolved).startswith("- **Kestrelite 5"), text


def test_a_resolution_stays_pending_when_tonight_releases_a_point_release() -> None:
    text = _rumour_resolved(
        "已核实：Kestrelite 5 发布时间 9-05 简报矛盾③的传闻属实",
        increment(2, "Kestrelite 4.2 发布 — 局部重绘", section="§1.1 框架格局"),
    )
    assert line_of(text, "## 待核实") < line_of(text, "id=2039-09-07#c1 "), text


def test_a_rumoured_generation_only_a_pending_note_writes_is_still_unreached() -> None:
    """`Kestrelite 5 上线时间传闻` where the 待核实 section's pending note writes `Kestrelite 5`
    (its release rumour): a pending question is no generation the document has (adversarial54
    rum3: the note went on Kestrelite 4's entry); an entry's own line writing it still counts."""
    pending = _DOC + (
        "- ⚠️ 待核实（低风险）：**Kestrelite 5 发布传闻**：Kestrelite 5 发布时间待官方确认"
        "（2039-09-01） <!-- livedoc:id=2039-09-01#c3 -->\n"
    )
    landed = _note("Kestrelite 5 上线时间传闻", "社区帖称下月上线，厂商未回应。", doc=pending)
    assert landed is not None and "Kestrelite 4" not in landed, landed
    reached = _DOC.replace(
        "  - 2039-08-02 续：Kestrelite 4.1 加入 PSD 分层导出。\n",
        "  - 2039-08-02 续：Kestrelite 4.1 加入 PSD 分层导出。\n"
        "  - 2039-09-01 续：Kestrelite 5 预览版开放申请。\n",
    )
    landed = _note("Kestrelite 5 上线时间传闻", "社区帖称下月上线，厂商未回应。", doc=reached)
    assert landed is not None and "Kestrelite" in landed, landed
