"""Contradiction placement, sixth pass (issue 21). A resolution led by an entry's one-word
product name goes on that entry, not on the board tonight's increment names further on; a
claimant named in Chinese that neither the document nor the briefing knows leaves its claim to
the 待核实 section, as does a maker's own news (funding, being acquired, a merger); an outage
named by a service, a region and a day goes on the incident entry of that day."""

from __future__ import annotations

from patcher import api
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, shipped_map

DOC = (
    "# 推理笔记\n\n## §1.1 框架格局\n\n"
    "- **Kaiwen-VL**：开文视觉语言模型家族（开文智能）\n"
    "- **澄湖智能 Lumo — 版面感知文档解析器开源**：将 PDF 转为 Markdown\n"
    "- **Halyard Gateway**：开源推理网关\n"
    "\n## §1.2 推理调度\n\n- **抢占调度综述** — 各引擎的抢占策略对照（2034-07-18）\n\n"
    "## §1.3 KV Cache\n\n- **分页 KV** — 分页式 KV 缓存综述\n\n"
    "## §1.4 可靠性\n\n"
    "- 事故｜鹭岛云 eu-west 区 2034-08-02 中断：存储网关故障导致 3 小时推理不可用\n"
    "- 事故｜鹭岛云 us-east 区 2034-07-11 中断：电源故障\n"
)


# A release ledger: one entry per release, things without one `**tracked**` by name alone.
LEDGER = (
    "# Inference ledger\n\n"
    "* **One entry per release.** A lead is `N. **vX.Y** Product · Maker — summary`.\n"
    "* Things with no version lead with `**paper**` or `**tracked**` in place of the version.\n\n"
    "## §1.1 Engines\n\n"
    "1. **tracked** Gullwing · Tarn Compute — ROCm-native engine for MI400, vendor claims 7,000 tok/s.\n"
    "2. **paper** LoadBench-9 · arXiv:3102.04411 — unified throughput benchmark of nine engines.\n"
    "3. **v2.1** Pallwick · Osier Labs — continuous batching engine.\n\n"
    "## §1.2 Scheduling\n\n1. **paper** Preempt survey — preemption policies compared.\n\n"
    "## §1.3 KV Cache\n\n1. **v0.4** Pagemill · Pagemill — paged KV cache.\n\n"
    "## §1.4 Reliability\n\n1. **v1.0** Lantern · Lantern — KV hit-rate alerts.\n\n"
    "## To verify\n\n- Gullwing MI400 throughput: single vendor source (2034-07-25).\n"
)


def _notes(
    *titles: str, inc: str = "Pallwick Serve 2.2 — 调度器重写", doc: str = DOC
) -> dict[str, NoteAction]:
    brief = brief_text(increment(1, inc), date="2034-08-20")
    brief += "三、值得警惕的矛盾或待核实说法\n" + "".join(
        f"矛盾/待核实 {n}：{t}（低风险）\n" for n, t in enumerate(titles, 1)
    )
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), shipped_map()
    )
    return {n.title: n for n in report.contradictions}


def test_a_resolution_led_by_a_one_word_product_goes_on_its_entry() -> None:
    inc = "LoadBench-9 v3 结果 — 加入 Gullwing 与 Pallwick 2.2"
    said = "已核实：Gullwing MI400 吞吐 — LoadBench-9 v3 实测 4,200 tok/s，厂商 7,000 不成立"
    found = _notes(said, inc=inc, doc=LEDGER)
    assert "Gullwing" in (found[said].attached_to or ""), found[said]


def test_a_claimant_named_in_chinese_that_nobody_knows_is_left_to_verify() -> None:
    unknown = "鹭屿云称已托管 Kaiwen-VL 并免费调用"
    hearsay = "某博客称 Kaiwen-VL 的许可证将改为商用收费"  # (a channel, not a claimant)
    found = _notes(unknown, hearsay)
    assert found[unknown].attached_to == "verify", found[unknown]
    assert "Kaiwen-VL" in (found[hearsay].attached_to or ""), found[hearsay]


def test_a_makers_own_news_is_left_to_verify() -> None:
    funding = "澄湖智能 B 轮融资 8 亿元传闻，未见官方确认"
    merger = "澄湖智能与远岫科技合并解析业务传闻"
    named = "Halyard Gateway 融资金额：新闻稿与官网不一致"  # (an entry's own name)
    found = _notes(funding, merger, named)
    assert found[funding].attached_to == "verify", found[funding]
    assert found[merger].attached_to == "verify", found[merger]
    assert "Halyard Gateway" in (found[named].attached_to or ""), found[named]


def test_an_outage_named_by_its_region_and_day_goes_on_that_incident() -> None:
    said = "鹭岛云 eu-west 8-02 中断根因：复盘称存储网关，社区称为电源"
    found = _notes(said)
    assert "2034-08-02" in (found[said].attached_to or ""), found[said]


PENDING = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- **Halyard Gateway** — 开源推理网关，按成本/延迟路由到不同后端\n"
    "- **Glint-1** — Pallas AI 闭源视频模型\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## 待核实\n\n"
    "- ⚠️ 待核实（低风险）：**网关更名传闻**：Tamarack Router 来历待核实"
    " <!-- livedoc:id=2027-08-02#c3 -->\n"
    "- ⚠️ 待核实（低风险）：**Aperture-Z 视频模型传闻**：Aperture-Z 来源不明"
    " <!-- livedoc:id=2027-08-02#c4 -->\n"
    "- ⚠️ 待核实（低风险）：**Glintfind 单机十亿向量**：Glintfind 来源不明"
    " <!-- livedoc:id=2027-08-02#c5 -->\n"
)


def _resolved(item: str, doc: str = PENDING) -> api.ApplyReport:
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06")
    brief += "三、值得警惕的矛盾或待核实说法\n" + item
    return api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), shipped_map()
    )


def test_a_resolution_saying_what_the_pending_thing_is_goes_on_that_entry() -> None:
    items = (
        "矛盾/待核实 ①：已核实：Tamarack Router 即 Halyard Gateway 更名（官方博客 8-05）\n"
        "矛盾/待核实 ②：已核实：8-02 传闻的 Aperture-Z 为 Pallas AI 的 Glint-1 内部代号\n"
    )
    report = _resolved(items)
    first, second = report.contradictions
    assert "Halyard Gateway" in (first.attached_to or ""), first
    assert "Glint-1" in (second.attached_to or ""), second
    text = report.new_text.render()
    assert "✅ 已核实（2027-08-06）：见 Glint-1 条目" in text, text  # the pending note answered
    assert not _resolved(items, text).changed


def test_a_resolution_saying_the_pending_thing_is_something_of_an_entry_stays_there() -> None:
    fork = "矛盾/待核实 ①：已核实：Glintfind 实为 Halyard Gateway 的闭源商业分支，单机说法不成立\n"
    (note,) = _resolved(fork).contradictions
    assert "Glintfind" in (note.attached_to or ""), note  # (under its pending note)
