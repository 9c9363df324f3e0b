"""Items naming two things, and a product named beside its incidents (issue 21, adversarial2
B1 and its misses; heldout25 `vLLM 0.33 新调度器与 Heron 插件兼容性`): an item comparing two
things the document has entries for goes to 待核实 also where one of them is a one-word name
another entry (its incident) starts with; such a one-word name names the product's entry when
the item says no symptom; an item leading with one increment goes where that increment went,
not where the name it gives further on points."""

from __future__ import annotations

from patcher import api
from patcher.text.source import Source

from .conftest import brief_text, increment, shipped_map

DOC = (
    "# 服务栈笔记\n\n## §1.1 框架格局\n\n"
    "- **vLLM** — 生产默认推理引擎（2026-11-01）\n"
    "- **Larchserve** — 流式推理服务器，SSE 输出（2026-11-05）\n\n"
    "## §1.2 推理调度\n\n"
    "- **Heron** — SLO 感知请求调度器（2026-11-06）\n\n"
    "## §1.3 KV Cache\n\n"
    "- **Mooncake** — 分离式 KV 存储池，跨节点传输 12 GB/s（2026-11-10）\n"
    "- **LMCache** — KV 缓存卸载层，命中率 35%（2026-11-11）\n\n"
    "## §1.4 可靠性\n\n"
    "- **Mooncake 传输层内存泄漏** — Mooncake 0.3 RDMA 传输层每小时泄漏 200 MB（2026-11-20）\n"
    "- **Larchserve SSE 流式卡死** — Larchserve 2.4 长连接下卡死（2026-11-21）\n"
)


def notes(
    *titles: str, incs: tuple[str, ...] = (), doc: str = DOC
) -> dict[str, tuple[str | None, str | None]]:
    night = brief_text(*(incs or (increment(1, "Quern 并行解码器 0.4"),)), date="2026-12-01")
    night += "三、值得警惕的矛盾或待核实说法\n" + "".join(
        f"矛盾/待核实 {n}：{t}（低风险）\n" for n, t in enumerate(titles, 1)
    )
    report = api.apply(
        [Source("b.txt", night.encode())], Source("doc.md", doc.encode()), shipped_map()
    )
    return {n.title: (n.attached_to, n.matched) for n in report.contradictions}


def test_two_things_compared_go_to_verify() -> None:
    found = notes("Mooncake 与 LMCache 的命中率对比口径", "LMCache 与 Heron 不可比")
    assert found["Mooncake 与 LMCache 的命中率对比口径"] == ("verify", None)
    assert found["LMCache 与 Heron 不可比"] == ("verify", None)


def test_a_product_named_beside_its_incidents() -> None:
    found = notes(
        "Mooncake 跨节点传输 12 GB/s 的网络条件",
        "Larchserve 2.5 吞吐提升 30% 的测试口径",
        "Mooncake 泄漏 200 MB/h 是否仅限 RDMA",  # (a symptom: the incident's, not the product's)
    )
    assert "**Mooncake**" in str(found["Mooncake 跨节点传输 12 GB/s 的网络条件"][0])
    assert "**Larchserve**" in str(found["Larchserve 2.5 吞吐提升 30% 的测试口径"][0])
    assert "内存泄漏" in str(found["Mooncake 泄漏 200 MB/h 是否仅限 RDMA"][0])


def test_an_item_goes_with_the_increment_it_leads_with() -> None:
    incs = (
        increment(1, "vLLM v0.33.0rc1 — 新调度器默认开启"),
        increment(2, "vLLM FP8 KV 量化在 Hopper 上输出乱码"),
        increment(3, "Heron 调度器 2.0 — 引入抢占式重排", section="§1.2 推理调度"),
    )
    found = notes("vLLM 0.33 新调度器与 Heron 插件兼容性", "Heron 2.0 抢占阈值", incs=incs)
    assert found["vLLM 0.33 新调度器与 Heron 插件兼容性"][0] == "2026-12-01#1"
    assert found["Heron 2.0 抢占阈值"][0] == "2026-12-01#3"


KEPT = DOC.replace(
    "- **Mooncake 传输层内存泄漏**",
    "- **vLLM 0.31** — 调度器重写（2026-11-02）\n- **Mooncake 传输层内存泄漏**",
)


def test_an_incident_item_is_not_news_of_a_release_entry_where_incidents_are_kept_apart() -> None:
    """heldout21 `SGLang #21090 死锁复现条件` against `SGLang 0.6.2` in a document filing incidents
    as entries: 待核实 (no incident entry of it); a product's other item stays on its entry."""
    titles = ("vLLM #4417 死锁复现条件", "Heron #88 调度器卡死复现条件", "vLLM 0.31 吞吐口径")
    found = notes(*titles, doc=KEPT)
    assert found["vLLM #4417 死锁复现条件"] == ("verify", None)
    assert found["Heron #88 调度器卡死复现条件"] == ("verify", None)
    assert found["vLLM 0.31 吞吐口径"][0] != "verify"


RELEASES = DOC.replace(
    "- **Heron** — SLO 感知请求调度器（2026-11-06）\n",
    "- **Heron** — SLO 感知请求调度器（2026-11-06）\n"
    "- **Yunshu v1.8** (云枢) — Lingqu Tech's distributed engine（2026-11-07）\n",
)


def test_an_item_naming_a_release_the_briefing_brings_goes_with_it() -> None:
    """heldout24 `云枢 1.9 FP4 精度损失`: the item names `**Yunshu v1.8** (云枢)` by its other
    name, and the release 1.9, which an increment of the briefing is (`Yunshu 1.9 发布`, a new
    entry where each release has one): the note goes where that increment went. The entry's
    own release (`云枢 1.8 …`) stays on the entry."""
    incs = (increment(1, "Yunshu 1.9 发布 —— 跨机专家并行与 FP4", section="§1.2 推理调度"),)
    found = notes("云枢 1.9 FP4 精度损失", "云枢 1.8 EP 通信口径", incs=incs, doc=RELEASES)
    assert found["云枢 1.9 FP4 精度损失"][0] == "2026-12-01#1"
    assert "Yunshu v1.8" in str(found["云枢 1.8 EP 通信口径"][0])


def test_two_entries_compared_through_an_increment_of_one() -> None:
    """adversarial2 B3: `Mooncake 吞吐 12 GB/s 与 LMCache 命中率 35% 不可比`, tonight's `LMCache 接入
    Heron` naming only LMCache: two entries' old figures, 待核实; an item setting tonight's own
    figure against an entry (`LMCache 0.6 命中率 48% 与 Mooncake 12 GB/s 不能直接比较`, heldout25
    `Kiln 44 tok/s 与 LuanRT 38 tok/s`) goes with the increment."""
    old = (increment(1, "LMCache 接入 Heron", section="§1.3 KV Cache", points="- 按命中路由"),)
    title = "Heron 吞吐口径与 LMCache 命中率 35% 不可比"
    assert notes(title, incs=old)[title] == ("verify", None)
    new = (increment(1, "LMCache 0.6 发布", section="§1.3 KV Cache", points="- 命中率 48%"),)
    title = "LMCache 0.6 命中率 48% 与 Heron 不能直接比较"
    assert notes(title, incs=new)[title][0] == "2026-12-01#1"


def test_a_miscounted_citation_answers_the_days_note_that_fits() -> None:
    """adversarial2 C1/C4: `已核实：Mooncake 泄漏仅限 RDMA 传输（12 月 1 日 ②）` where ② is the note on
    `Mooncake` (`12 GB/s 为 400G RoCE 数字`) and ③ the leak note on `Mooncake 传输层内存泄漏`: the
    note that fits clearly better (its words and its entry's name) takes the answer."""
    asked = brief_text(increment(1, "Quern 并行解码器"), date="2026-12-01") + (
        "三、值得警惕的矛盾或待核实说法\n"
        "矛盾/待核实 ①：Heron 调度口径（低风险）\n- 建议：Heron 口径待核实\n"
        "矛盾/待核实 ②：Mooncake 跨节点传输 12 GB/s 的网络条件（低风险）\n"
        "- 建议：12 GB/s 为 400G RoCE 数字\n"
        "矛盾/待核实 ③：Mooncake 泄漏 200 MB/h 是否仅限 RDMA（中风险）\n"
        "- 建议：泄漏仅 RDMA 模式待核实\n"
    )
    first = api.apply(
        [Source("a.txt", asked.encode())], Source("doc.md", DOC.encode()), shipped_map()
    )
    text = first.new_text.render()
    answer = brief_text(increment(1, "Quern 并行解码器 0.4"), date="2026-12-05") + (
        "三、值得警惕的矛盾或待核实说法\n"
        "矛盾/待核实 ①：已核实：Mooncake 泄漏仅限 RDMA 传输（12 月 1 日 ②）（低风险）\n"
        "- 问题：TCP 模式 72 小时无泄漏\n"
    )
    report = api.apply(
        [Source("b.txt", answer.encode())], Source("doc.md", text.encode()), shipped_map()
    )
    (note,) = report.contradictions
    assert note.action == "resolved" and "answers the day's note" in str(note.matched), note
    lines = report.new_text.render().split("\n")
    at = next(n for n, line in enumerate(lines) if "id=2026-12-05#c1" in line)
    assert "id=2026-12-01#c3" in lines[at - 1], lines[at - 1]


def test_a_name_the_title_leads_with_does_not_yield_to_another_entrys_words() -> None:
    """adversarial2 B4: `LMCache 内存泄漏是否与 Mooncake 传输层同因` leads with LMCache, its
    subject: the Chinese words it shares with `Mooncake 传输层内存泄漏` do not take it there (a
    one-word name only in passing yields so)."""
    title = "LMCache 内存泄漏是否与 Mooncake 传输层同因"
    assert "**LMCache**" in str(notes(title)[title][0])


VALUED = DOC.replace(
    "## §1.3 KV Cache\n\n",
    "## §1.3 KV Cache\n\n- FlowDraft (arXiv:2706.11234): tree drafting (流草); acceptance 0.71.\n",
)


def test_an_item_doubting_an_entrys_value_by_its_hyphenated_product_word() -> None:
    """heldout26 `某博客称 Flow-Draft 的接受率实为 0.64 而非论文的 0.71`: the one entry its product
    word names (`FlowDraft`, however hyphenated) holds the value 0.71: that entry; a value the
    entry lacks, nothing."""
    title = "某博客称 Flow-Draft 的接受率实为 0.64 而非论文的 0.71"
    assert "FlowDraft (arXiv" in str(notes(title, doc=VALUED)[title][0])
    other = "某博客称 Flow-Draft 的接受率实为 0.64 而非论文的 0.78"
    assert notes(other, doc=VALUED)[other][0] == "verify"


def test_an_item_doubting_a_fix_goes_on_the_incident() -> None:
    """heldout19 `Kiln2 1.5 是否彻底修复段错误`, heldout17/18 the same of a leak: an item doubting a
    fix of a symptom in a product is about that product's one incident entry of the symptom,
    not the release claiming the fix; an item naming no fix stays as before."""
    incs = (increment(1, "Larchserve 2.5 — 修复 SSE 流式卡死"),)
    title = "Larchserve 2.5 是否彻底修复卡死"
    assert "流式卡死" in str(notes(title, incs=incs)[title][0])
    other = "Larchserve 2.5 吞吐口径"
    assert notes(other, incs=incs)[other][0] == "2026-12-01#1"


def test_an_increment_number_another_instance_gave_is_not_tonights() -> None:
    """heldout17 `LatticeRoute（Tom 实例今日增量 2）…`: the number is another instance's briefing's,
    not this one's increment 2 (`Ilex vs Mezzo Batch …`); `见增量 2` still is."""
    incs = (
        increment(1, "Quern 并行解码器 0.4"),
        increment(2, "Ilex vs Mezzo Batch：SLO 调度器横评", section="§1.2 推理调度"),
    )
    other = "Zephyr 路由（Tom 实例今日增量 2）的对比基准存疑"
    assert notes(other, incs=incs)[other][0] == "verify"
    own = "Zephyr 路由（见增量 2）的对比基准存疑"
    assert notes(own, incs=incs)[own][0] == "2026-12-01#2"


def test_an_item_led_by_an_entry_is_not_about_an_increment_it_names_further_on() -> None:
    """heldout15 `Kettle 0.5 的 1.8× 与 Fennel Cache 对照是否同盘数…` with tonight's `fennel cache
    0.6 — 分层淘汰策略`: the item leads with the Kettle entry's name; not the increment's."""
    incs = (increment(1, "lmcache 0.6 — 分层淘汰策略", section="§1.3 KV Cache"),)
    title = "Heron 0.5 的 1.8× 与 LMCache 对照是否同盘数同型号未说明"
    assert notes(title, incs=incs)[title][0] != "2026-12-01#1"
    led = "LMCache 0.6 的淘汰策略与 Heron 对照口径"
    assert notes(led, incs=incs)[led][0] == "2026-12-01#1"


ORRERY = DOC.replace(
    "## §1.3 KV Cache\n\n",
    "## §1.3 KV Cache\n\n- **Orrery KV** (Orrery AI) — 分层 KV，NVMe 读带宽 12 GB/s（2026-11-29）\n",
)


def test_a_resolution_naming_an_entry_beats_an_increment_sharing_claims() -> None:
    """heldout18 `已核实：12-29 简报 Orrery KV NVMe 读带宽 12 GB/s 已由 orrery-ai 官方基准确认` with
    tonight's `Orrery Compute — Orrery AI 推出按秒计费 GPU 云` (sharing `Orrery`, `NVMe`): the
    resolution names the `Orrery KV` entry; it goes there."""
    incs = (
        increment(1, "Orrery Compute — Orrery AI 推出按秒计费 GPU 云", points="- 本地 NVMe 盘"),
    )
    title = "已核实：12-29 简报 Orrery KV NVMe 读带宽 12 GB/s 已由 orrery-ai 官方基准确认"
    assert "**Orrery KV**" in str(notes(title, incs=incs, doc=ORRERY)[title][0])


def test_an_item_led_by_one_side_is_not_about_a_comparison_increment() -> None:
    """heldout18 `已核实：UMBER3 v1.5 INT4 KV 精度损失为 0.4 点` with tonight's `Umber3 1.5 vs
    Vesper-LM 0.9 端侧对比`: led by one side, it is not about the comparison."""
    incs = (increment(1, "Heron 1.5 vs Vesper-LM 0.9 调度对比", section="§1.2 推理调度"),)
    title = "Heron 1.5 抢占阈值口径"
    assert notes(title, incs=incs)[title][0] != "2026-12-01#1"


def test_an_item_the_suggestion_puts_in_the_verify_section() -> None:
    """heldout90: `建议：放入待核实` (`列入待核实`, `暂列待核实`, a one-line item's `建议：待核实条目补充
    说明`) puts the item in the 待核实 section though it names an entry; `建议：标注待核实` marks a
    note on the entry it names."""

    def placed(items: str) -> dict[str, str | None]:
        night = brief_text(increment(1, "Quern 并行解码器 0.4"), date="2026-12-01")
        night += "三、值得警惕的矛盾或待核实说法\n" + items
        report = api.apply(
            [Source("b.txt", night.encode())], Source("doc.md", DOC.encode()), shipped_map()
        )
        return {n.title[:10]: n.attached_to for n in report.contradictions}

    found = placed(
        "矛盾/待核实 ①：Heron 是否已被 Mooncake 团队收购（低风险）\n传闻，无公告。\n建议：放入待核实\n"
        "矛盾/待核实 ②：LMCache 命中率 35% 的口径（低风险）\n仅厂商自测。\n建议：标注待核实\n"
    )
    assert found["Heron 是否已被"] == "verify", found
    assert "**LMCache**" in str(found["LMCache 命中"]), found
    found = placed(
        "1. Larchserve 停更说法（低风险）：官网下线但仍有新版本。 建议：待核实条目补充说明\n"
        "2. LMCache 命中率口径（低风险）：仅厂商自测。 建议：注明口径\n"
    )
    assert found["Larchserve"] == "verify", found
    assert "**LMCache**" in str(found["LMCache 命中"]), found
