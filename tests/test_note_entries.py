"""Which entry a 矛盾/待核实 item's note (or its 已核实 resolution) goes to when its title
names the entry in ways the increment's name does not show: a Latin name glued to Chinese
text, a Chinese name the document gives the entry, a release the increment is not."""

from __future__ import annotations

from .conftest import brief_text, entry_at, increment, items, line_of, run

DOC = (
    "# 推理栈\n\n## §1.1 框架格局\n\n"
    "- **Quillon 3.1** — 单进程推理服务器（2026-11-20）\n\n"
    "## §1.2 推理调度\n\n"
    "- **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n\n"
    "## §1.3 KV Cache\n\n"
    "- **Larchwood KV 池** — 跨节点 KV 共享（2026-11-19）\n\n"
    "## §1.4 可靠性\n\n"
)


def test_a_resolution_finds_its_note_when_the_name_is_glued_to_chinese_in_the_entry() -> None:
    # the entry's name leads with Chinese words; its note names the product glued to Chinese
    # text once compared (`GannetBench自研…`): the resolution still shares the product word
    asked = brief_text(
        increment(1, "抢占调度评测基准 GannetBench：三种自研调度器对照", section="§1.2 推理调度"),
        date="2026-12-01",
    ) + items(
        "矛盾/待核实 ①：GannetBench 对照组来源（低风险）\n"
        "问题：论文没写两组对照调度器来自哪个团队。\n"
        '建议：标注"GannetBench 对照组出处"\n'
    )
    night1 = run(DOC, asked)
    assert night1.contradictions[0].attached_to == "2026-12-01#1", night1.contradictions
    answered = brief_text(increment(1, "Quillon 3.2 — 修复流式截断"), date="2026-12-04") + items(
        "矛盾/待核实 ①：已核实：GannetBench 对照组来源（已解决）\n"
        "问题：作者回信说明两组分别来自两家厂商。\n"
        "建议：改为已核实\n"
    )
    report = run(night1.new_text.render(), answered)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    text = report.new_text.render()
    resolved = line_of(text, "✅ 已核实（2026-12-04）")
    assert "GannetBench" in entry_at(text, resolved)
    assert "id=2026-12-01#c1" in text.split("\n")[resolved - 1]  # nested under the note
    assert not run(text, answered).changed


def test_a_resolution_names_the_day_of_the_note_it_updates() -> None:
    # `更新 12-01 的待核实标注`: the note of that day, not a similar note of another day
    first = brief_text(
        increment(1, "Larchwood KV 池 0.3 — 新增压缩", section="§1.3 KV Cache"),
        date="2026-12-01",
    ) + items("矛盾/待核实 ①：Larchwood 池命中率口径（低风险）\n建议：标注命中率口径待核实\n")
    second = brief_text(
        increment(1, "Quillon 3.2 — 新增前缀缓存", section="§1.1 框架格局"),
        date="2026-12-02",
    ) + items("矛盾/待核实 ①：Quillon 前缀命中率口径（低风险）\n建议：标注前缀命中率口径待核实\n")
    doc = run(run(DOC, first).new_text.render(), second).new_text.render()
    answered = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-05") + items(
        "矛盾/待核实 ①：已核实：命中率口径统一（已解决）\n"
        "问题：作者确认命中率按请求计。\n"
        "建议：更新 12-01 的待核实标注为已核实\n"
    )
    report = run(doc, answered)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    text = report.new_text.render()
    resolved = line_of(text, "✅ 已核实（2026-12-05）")
    assert "id=2026-12-01#c1" in text.split("\n")[resolved - 1]
    assert "Larchwood" in entry_at(text, resolved)
    assert not run(text, answered).changed


def test_a_resolution_naming_a_day_without_notes_is_left_unattached() -> None:
    # counter-example: the day it names holds no note; a similar note of another day is not it
    first = brief_text(
        increment(1, "Larchwood KV 池 0.3 — 新增压缩", section="§1.3 KV Cache"),
        date="2026-12-01",
    ) + items("矛盾/待核实 ①：Larchwood 池命中率口径（低风险）\n建议：标注命中率口径待核实\n")
    doc = run(DOC, first).new_text.render()
    answered = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-05") + items(
        "矛盾/待核实 ①：已核实：命中率口径统一（已解决）\n建议：更新 12-03 的待核实标注为已核实\n"
    )
    (note,) = run(doc, answered).contradictions
    assert note.action == "unattached", note


ZH_DOC = (
    "# 推理栈\n\n## §1.1 框架格局\n\n"
    "- Quillon 3.1：单进程推理服务器（2026-11-20）\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    "- 雀岭云推理中断复盘（2026-11-28）：灰度发布回滚失败致 41 分钟 5xx；来源 status.example/1128\n"
    "- 推理网关冷启动排查（2026-11-25）：镜像拉取慢\n"
    "- 推理网关限流事故（2026-11-26）：令牌桶配置错误\n"
)
BI_DOC = (
    "# Inference notes\n\n## §1.1 框架格局\n\n"
    "- **Quillon 3.1** — single-process server (2026-11-20)\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    "- **Hollin Cloud outage 2026-11-28 / 雀岭云推理中断复盘** — a failed canary rollback\n"
    "  caused 41 minutes of 5xx (中断 postmortem at status.example/1128).\n"
)


def test_a_chinese_name_the_title_starts_with_finds_the_entry_named_so() -> None:
    night = brief_text(increment(1, "Quillon 3.2 — 修复流式截断"), date="2026-12-03") + items(
        "矛盾/待核实 ①：雀岭云中断时长（低风险）\n"
        "问题：状态页写 41 分钟，复盘博客写 55 分钟。\n"
        '建议：标注"雀岭云中断时长待核实"\n'
    )
    for doc in (ZH_DOC, BI_DOC):
        report = run(doc, night)
        (note,) = report.contradictions
        assert note.matched is not None and note.matched.startswith('leads with "雀岭云'), note
        text = report.new_text.render()
        assert "1128" in "\n".join(text.split("\n")[line_of(text, "雀岭云推理中断复盘") :][:3])
        on = entry_at(text, line_of(text, "id=2026-12-03#c1"))
        assert "雀岭云推理中断复盘" in on, on
        assert not run(text, night).changed


def test_a_chinese_start_two_entries_share_or_nothing_else_shared_goes_to_verify() -> None:
    generic = brief_text(increment(1, "Quillon 3.2 — 修复流式截断"), date="2026-12-03") + items(
        "矛盾/待核实 ①：推理网关排查耗时（低风险）\n问题：两份排查记录耗时不同。\n"
    )
    (note,) = run(ZH_DOC, generic).contradictions
    assert note.attached_to == "verify", note  # two entries start with 推理网关
    unrelated = brief_text(increment(1, "Quillon 3.2 — 修复流式截断"), date="2026-12-03") + items(
        "矛盾/待核实 ①：雀岭云售价（低风险）\n问题：官网与销售报价不一。\n"
    )
    (note,) = run(ZH_DOC, unrelated).contradictions
    assert note.attached_to == "verify", note  # no other word shared with the entry


def test_a_chinese_name_inside_another_word_does_not_name_the_entry() -> None:
    # `大型雀岭云迁移计划` holds 雀岭云 but no name of it starts so; with the outage entry
    # beside it, two entries hold the start: neither is named
    moving = "- **大型雀岭云迁移计划** — 迁移窗口两周（2026-11-27）\n"
    night = brief_text(increment(1, "Quillon 3.2 — 修复流式截断"), date="2026-12-03") + items(
        "矛盾/待核实 ①：雀岭云迁移窗口（低风险）\n问题：迁移计划写两周，公告写一个月。\n"
    )
    alone = BI_DOC.replace(BI_DOC[BI_DOC.index("- **Hollin") :], moving)
    for doc in (alone, BI_DOC + moving):
        (note,) = run(doc, night).contradictions
        assert note.attached_to == "verify", note


def test_a_chinese_name_the_title_starts_with_finds_the_increment_named_so() -> None:
    night = brief_text(
        increment(1, "Quillon 3.2 — 修复流式截断"),
        increment(2, "雀岭云复盘更新：根因确认为灰度开关竞态", section="§1.4 可靠性"),
        date="2026-12-04",
    ) + items(
        "矛盾/待核实 ①：雀岭云根因的第二个因素（低风险）\n"
        "问题：复盘提到告警延迟，但状态页时间线没有。\n"
        '建议：标注"雀岭云告警延迟是否为根因待核实"\n'
    )
    # Without the outage entry the increment is new, and the item goes with it.
    without = "".join(line for line in ZH_DOC.splitlines(True) if "雀岭云推理中断复盘" not in line)
    report = run(without, night)
    (note,) = report.contradictions
    assert note.matched is not None and note.matched.startswith('leads with "雀岭云"'), note
    text = report.new_text.render()
    assert entry_at(text, line_of(text, "雀岭云告警延迟")).startswith("- **雀岭云复盘更新"), text
    # With it, the increment continues that entry (its Chinese name's start and 更新), and the
    # item goes to the same entry.
    report = run(ZH_DOC, night)
    (action,) = [a for a in report.actions if a.id == "2026-12-04#2"]
    assert action.action == "updated" and "雀岭云推理中断复盘" in (action.matched or "")
    (note,) = report.contradictions
    assert note.attached_to is not None and "雀岭云推理中断复盘" in note.attached_to, note
    text = report.new_text.render()
    assert entry_at(text, line_of(text, "雀岭云告警延迟")).startswith("- 雀岭云推理中断复盘"), text


def test_of_increments_led_by_one_product_word_the_one_sharing_another_word_is_the_items() -> None:
    night = brief_text(
        increment(1, "Larchwood FP8 KV 池转 GA — 精度损失 <0.5%", section="§1.3 KV Cache"),
        increment(2, "Larchwood 驱逐器内存泄漏修复（larch/larchwood#771）", section="§1.4 可靠性"),
        date="2026-12-06",
    ) + items("矛盾/待核实 ①：Larchwood FP8 精度损失的适用模型（中风险）\n问题：只测了 8B。\n")
    (note,) = run(DOC, night).contradictions
    assert note.attached_to == "2026-12-06#1", note
    assert note.matched == 'leads with "larchwood", sharing fp8', note


def test_of_increments_led_by_one_product_word_none_wins_without_another_word() -> None:
    # counter-examples: the item shares no other word with either, or one with each
    for title in ("Larchwood 的发布节奏（低风险）", "Larchwood FP8 驱逐器的默认值（低风险）"):
        night = brief_text(
            increment(1, "Larchwood FP8 KV 池转 GA", section="§1.3 KV Cache"),
            increment(2, "Larchwood 驱逐器内存泄漏修复", section="§1.4 可靠性"),
            date="2026-12-06",
        ) + items(f"矛盾/待核实 ①：{title}\n")
        (note,) = run(DOC, night).contradictions
        assert note.attached_to not in ("2026-12-06#1", "2026-12-06#2"), (title, note)


def test_a_release_led_by_its_number_takes_the_item_when_no_entry_is_named() -> None:
    night = brief_text(
        increment(1, "v1.4 Marten 发布 — 调度器重写", section="§1.2 推理调度"),
        date="2026-12-06",
    ) + items("矛盾/待核实 ①：Marten 调度延迟的测量口径（低风险）\n问题：P50 与 P99 混用。\n")
    report = run(DOC, night)
    (note,) = report.contradictions
    # (the release is read as `Marten v1.4`, so the entry it created is named by the item too:
    # found by the increment or by that entry, the note lands on it)
    assert note.attached_to in ("2026-12-06#1", "entry 'v1.4 Marten 发布 — 调度器重写'"), note
    text = report.new_text.render()
    assert "v1.4 Marten" in entry_at(text, line_of(text, "id=2026-12-06#c1"))


def test_the_entry_the_item_names_comes_before_a_release_led_by_its_number() -> None:
    # the document tracks the product: the item goes to its entry, wherever the release went
    doc = DOC.replace(
        "- **抢占调度综述**", "- **Marten 调度器** — 分层抢占（2026-11-15）\n- **抢占调度综述**"
    )
    night = brief_text(
        increment(1, "v1.4 Marten 发布 — 调度器重写", section="§1.2 推理调度"),
        date="2026-12-06",
    ) + items("矛盾/待核实 ①：Marten 调度延迟的测量口径（低风险）\n问题：P50 与 P99 混用。\n")
    report = run(doc, night)
    text = report.new_text.render()
    assert "Marten 调度器" in entry_at(text, line_of(text, "id=2026-12-06#c1")), text


FP8_DOC = DOC.replace(
    "- **Larchwood KV 池**",
    "- **Quillon FP8 KV-Cache / 羽管 FP8 KV 缓存** — FP8 KV，需手动开启（2026-11-21）\n"
    "- **Quillon FP8 NaN 问题** — 长序列下 FP8 NaN（2026-11-22）\n"
    "- **Larchwood KV 池**",
)


def test_an_item_starting_more_of_an_entrys_name_than_its_increment_goes_to_that_entry() -> None:
    # the release increment is matched on `Quillon` alone; the item starts `Quillon FP8 KV`
    night = brief_text(
        increment(1, "Quillon 3.2 发布 — FP8 KV 默认开启"), date="2026-12-07"
    ) + items(
        "矛盾/待核实 ①：Quillon FP8 KV 是否真的默认开启（中风险）\n"
        "问题：发布说明说默认，README 仍写需手动开启。\n"
    )
    report = run(FP8_DOC, night)
    (note,) = report.contradictions
    assert note.matched == 'starts "quillon fp8 kv"', note
    text = report.new_text.render()
    assert "Quillon FP8 KV-Cache" in entry_at(text, line_of(text, "id=2026-12-07#c1"))


def test_an_item_whose_name_goes_on_past_the_entrys_stays_with_its_increment() -> None:
    # counter-examples: `Quillon FP8 KV-Cache 精度` is not the `Quillon FP8 NaN 问题` entry
    # (the names part after FP8), and `Quillon 3.0` is not the `Quillon 3.1` entry
    doc = FP8_DOC.replace(
        "- **Quillon FP8 KV-Cache / 羽管 FP8 KV 缓存** — FP8 KV，需手动开启（2026-11-21）\n", ""
    )
    for title in ("Quillon FP8 KV-Cache 精度损失的口径", "Quillon 3.0 吞吐数字的来源"):
        night = brief_text(increment(1, "Quillon 3.2 发布 — FP8 KV 默认开启"), date="2026-12-07")
        (note,) = run(doc, night + items(f"矛盾/待核实 ①：{title}（低风险）\n")).contradictions
        assert note.attached_to == "2026-12-07#1", (title, note)


def test_a_resolution_naming_an_earlier_release_resolves_on_that_releases_entry() -> None:
    # the increment (a later release) is matched on `Quillon` alone; the item names 3.1
    doc = DOC.replace(
        "- **Quillon 3.1** — 单进程推理服务器（2026-11-20）",
        "- Quillon 3.1 — single-process server, batching landed in 3.1 (2026-11-20)\n"
        "  - ⚠️ 待核实（中风险）：Quillon 3.1 吞吐 +30% 只来自作者推文",
    )
    night = brief_text(
        increment(1, "Quillon v3.2.post1 — 修复流式截断"), date="2026-12-08"
    ) + items("矛盾/待核实 ①：已核实：Quillon v3.1 吞吐 +30%（已解决）\n问题：独立复测 +28%。\n")
    report = run(doc, night)
    (note,) = report.contradictions
    assert note.action == "resolved" and note.matched == 'names "Quillon 3.1"', note
    text = report.new_text.render()
    resolved = line_of(text, "✅ 已核实（2026-12-08）")
    assert entry_at(text, resolved).startswith("- Quillon 3.1 —"), text
    assert "只来自作者推文" in text.split("\n")[resolved - 1]
    assert not run(text, night).changed


TWO_MARTEN = DOC.replace(
    "- **抢占调度综述**",
    "- **Marten 2.0 — paged-decode kernel 支持 FP8** ⭐⭐⭐（2026-11-24）\n"
    "- **Marten decode-first serving mode — 跨副本 prefix pinning** ⭐⭐⭐（2026-11-25）\n"
    "- **抢占调度综述**",
)


def test_of_entries_led_by_the_items_word_the_one_whose_lead_shares_another_word() -> None:
    night = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-09") + items(
        "矛盾/待核实 ①：已核实：Marten 1.9 跨请求 pinning 延迟数字经独立测试确认（已解决）\n"
    )
    report = run(TWO_MARTEN, night)
    (note,) = report.contradictions
    assert note.action == "resolved" and note.matched == 'leads with "marten", sharing pinning'
    text = report.new_text.render()
    on = entry_at(text, line_of(text, "✅ 已核实（2026-12-09）"))
    assert "decode-first serving mode" in on, on


def test_of_entries_led_by_the_items_word_none_when_two_or_none_share_another() -> None:
    # counter-examples: `kernel` and `pinning` (one in each lead); nothing but `Marten`
    for title in ("Marten kernel 与 pinning 的延迟口径", "Marten 的发布节奏"):
        night = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-09")
        (note,) = run(
            TWO_MARTEN, night + items(f"矛盾/待核实 ①：{title}（低风险）\n")
        ).contradictions
        assert note.attached_to == "verify", (title, note)


RELAY_DOC = DOC.replace(
    "- **Larchwood KV 池**",
    "- Kestrel KV Relay — RDMA 把 KV 从 prefill 搬到 decode 节点，2.3 ms per 4K tokens\n"
    "- **Larchwood KV 池**",
)


def test_an_item_naming_an_entrys_word_and_its_figure_goes_to_that_entry() -> None:
    # the title uses an abbreviation the document never defines; the problem names the
    # product's first word and the figure the entry holds
    night = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-10") + items(
        "矛盾/待核实 ①：KKR 2.3 ms 是否含序列化（低风险）\n"
        "问题：Kestrel 维护者称 2.3 ms 为纯传输时间。\n"
    )
    report = run(RELAY_DOC, night)
    (note,) = report.contradictions
    assert note.matched == 'names "kestrel" and its figure 2.3ms', note
    text = report.new_text.render()
    assert "Kestrel KV Relay" in entry_at(text, line_of(text, "id=2026-12-10#c1"))


def test_a_figure_the_entry_lacks_or_two_entries_hold_names_no_entry() -> None:
    # counter-examples: another figure; the figure in both entries whose words the item names
    night = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-10")
    other = items("矛盾/待核实 ①：KKR 3.1 ms 是否含序列化（低风险）\n问题：Kestrel 维护者回复。\n")
    (note,) = run(RELAY_DOC, night + other).contradictions
    assert note.attached_to == "verify", note
    both = RELAY_DOC.replace(
        "跨节点 KV 共享（2026-11-19）", "跨节点 KV 共享，2.3 ms 命中（2026-11-19）"
    )
    two = items(
        "矛盾/待核实 ①：KKR 2.3 ms 是否含序列化（低风险）\n问题：Kestrel 与 Larchwood 都报 2.3 ms。\n"
    )
    (note,) = run(both, night + two).contradictions
    assert note.attached_to == "verify", note


RACK_DOC = DOC.replace(
    "## §1.4 可靠性\n\n",
    "## §1.4 可靠性\n\n"
    "- **GX880 机柜 Kestrel 心跳超时** — 单节点掉卡后心跳风暴，整柜被摘（2026-11-29）\n"
    "- **Pennant 弹性 KV 分页** — 分页粒度按负载自适应（2026-11-29）\n",
)


def test_the_first_word_of_a_name_about_another_proper_name_does_not_name_the_entry() -> None:
    # `GX880 机柜 Kestrel 心跳超时` is about Kestrel heartbeats on that rack: an item about the
    # rack's power is not about it
    night = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-11")
    power = items("矛盾/待核实 ①：GX880 单机柜功耗：规格 110kW，实测 126kW（低风险）\n")
    (note,) = run(RACK_DOC, night + power).contradictions
    assert note.attached_to == "verify", note
    heartbeat = items(
        "矛盾/待核实 ①：GX880 Kestrel 心跳超时阈值（低风险）\n问题：机柜手册与博客不一。\n"
    )
    report = run(RACK_DOC, night + heartbeat)
    text = report.new_text.render()
    assert "GX880 机柜 Kestrel" in entry_at(text, line_of(text, "id=2026-12-11#c1"))


def test_a_generic_word_later_in_the_name_leaves_the_first_word_naming_the_entry() -> None:
    # counter-example: `KV` of `Pennant 弹性 KV 分页` is no proper name
    night = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-11") + items(
        "矛盾/待核实 ①：Pennant 分页粒度口径（低风险）\n问题：文档写 16，代码默认 32。\n"
    )
    report = run(RACK_DOC, night)
    text = report.new_text.render()
    assert "Pennant 弹性 KV 分页" in entry_at(text, line_of(text, "id=2026-12-11#c1"))


def test_a_resolution_nests_under_a_note_that_joins_two_names_with_a_plus() -> None:
    # `Rookery + Plover` squashed is two words, not one `rookery+plover`
    asked = brief_text(
        increment(1, "Rookery — 多模态三段路由器", section="§1.2 推理调度"), date="2026-12-01"
    ) + items(
        "矛盾/待核实 ①：Rookery 与 Plover 兼容性（中风险）\n"
        "- 问题：README 称兼容 Plover 控制器，issue 报告握手失败\n"
        '- 建议：标注"Rookery + Plover 组合待验证"\n'
    )
    night1 = run(DOC, asked).new_text.render()
    answered = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-05") + items(
        "矛盾/待核实 ①：已核实:Rookery 与 Plover 兼容性问题已在 Rookery 0.2 修复(issue 关闭)（低）\n"
    )
    report = run(night1, answered)
    (note,) = report.contradictions
    assert note.reason.endswith("under the note it resolves"), note
    lines = report.new_text.render().split("\n")
    resolved = line_of("\n".join(lines), "✅ 已核实（2026-12-05）")
    assert "id=2026-12-01#c1" in lines[resolved - 1]
    assert len(lines[resolved]) - len(lines[resolved].lstrip()) > len(lines[resolved - 1]) - len(
        lines[resolved - 1].lstrip()
    )


def test_a_claim_the_item_quotes_names_the_one_entry_holding_it() -> None:
    doc = DOC.replace(
        "跨节点 KV 共享（2026-11-19）", "跨节点 KV 共享，官方称“命中率比上代翻倍”（2026-11-19）"
    )
    night = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-10") + items(
        "矛盾/待核实 ①：“命中率比上代翻倍”说法的出处（低风险）\n问题：只见于发布会幻灯片。\n"
    )
    report = run(doc, night)
    (note,) = report.contradictions
    assert note.matched == 'quotes "命中率比上代翻倍"', note
    text = report.new_text.render()
    assert "Larchwood KV 池" in entry_at(text, line_of(text, "id=2026-12-10#c1"))
    # counter-examples: two entries hold the claim; no entry holds it
    two = doc.replace("单进程推理服务器", "单进程推理服务器，也称“命中率比上代翻倍”")
    (note,) = run(two, night).contradictions
    assert note.attached_to == "verify", note
    (note,) = run(DOC, night).contradictions
    assert note.attached_to == "verify", note
    short = night.replace("命中率比上代翻倍", "默认开启")  # too short to name an entry
    (note,) = run(doc.replace("命中率比上代翻倍", "默认开启"), short).contradictions
    assert note.attached_to == "verify", note


def test_the_bracketed_abbreviation_of_the_later_name_counts_as_holding_it() -> None:
    doc = DOC.replace(
        "## §1.4 可靠性\n\n",
        "## §1.4 可靠性\n\n- **Tamarind 新增 Breakable Cuda Graph（BCG）** — 捕获可中断（2026-11-23）\n",
    )
    night = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-10")
    for said, where in (
        ("Tamarind BCG 开销口径（低风险）\n", "Breakable Cuda Graph"),
        ("Tamarind 显存口径（低风险）\n问题：Breakable 模式下另算。\n", "Breakable Cuda Graph"),
        ("Tamarind 显存口径（低风险）\n", "待核实"),
    ):
        report = run(doc, night + items(f"矛盾/待核实 ①：{said}"))
        text = report.new_text.render()
        on = entry_at(text, line_of(text, "id=2026-12-10#c1"))
        assert where in on or (where == "待核实" and on.startswith("- ⚠️")), (said, on)


def test_a_correction_item_names_the_entry_not_an_increment_titled_correction() -> None:
    """An item `更正:Quillon 单机吞吐 …` goes on the entry it names, not on the night's
    increment titled `更正 — …` about another thing (the word `更正` names nothing)."""
    doc = DOC.replace("**Quillon 3.1**", "**Quillon（鹌鹑推理服务）**")
    night = brief_text(
        increment(1, "更正 — Larchwood KV 池 命中率应为 61% 而非 71%", section="§1.3 KV Cache"),
        date="2026-12-04",
    ) + items(
        "矛盾/待核实 1:更正:Quillon 单机吞吐 +35% 系笔误,官方已改为 +22%(中风险)\n"
        "- 问题: 社区复测 +22% 与官方更正后一致\n"
        "- 建议: 以 +22% 为准\n"
    )
    report = run(doc, night)
    (note,) = report.contradictions
    assert note.matched == 'names "Quillon"', note
    text = report.new_text.render()
    on = entry_at(text, line_of(text, "id=2026-12-04#c1"))
    assert "Quillon（鹌鹑推理服务）" in on, on
    assert not run(text, night).changed


TGI_DOC = DOC.replace(
    "- **Quillon 3.1**",
    "- **TGI** — HF Text Generation Inference，维护模式（2026-09）\n- **Quillon 3.1**",
)


def _tgi_night(*items_: str, second: str = "") -> str:
    incs = [
        increment(
            1,
            "TGI维护模式再次确认：HF 宣布 2027-06 停止安全补丁",
            points="- 2027-06-30 起不再发布安全补丁",
        )
    ]
    if second:
        incs.append(increment(2, second))
    return brief_text(*incs, date="2026-12-05") + items(*items_)


def test_an_item_led_by_a_short_abbreviation_goes_with_the_increment_it_leads() -> None:
    """`TGI 安全补丁截止日期` leads with the abbreviation one increment's title leads with
    (`TGI维护模式…停止安全补丁`) and shares two more things with it (安全, 补丁): it goes where
    that increment went, the TGI entry."""
    night = _tgi_night(
        "矛盾/待核实 ①：TGI 安全补丁截止日期（中风险）\n"
        "问题：HF 文档写 2027-06-30，但论坛版主称 2027-03\n"
    )
    report = run(TGI_DOC, night)
    (note,) = report.contradictions
    assert note.matched is not None and note.matched.startswith('leads with "tgi"'), note
    text = report.new_text.render()
    assert "**TGI**" in entry_at(text, line_of(text, "id=2026-12-05#c1"))
    assert not run(text, night).changed


def test_a_short_abbreviation_sharing_too_little_or_leading_two_titles_names_nothing() -> None:
    """Never a short abbreviation alone: an item sharing one thing or nothing more with the
    increment, a generic abbreviation (`GPU`), or one two titles lead with goes to 待核实."""
    for item, second in [
        ("矛盾/待核实 ①：TGI 许可证变更传言（低风险）\n问题：仅见论坛帖\n", ""),
        ("矛盾/待核实 ①：TGI 维护期限（低风险）\n问题：仅见论坛帖\n", ""),
        ("矛盾/待核实 ①：GPU 安全补丁截止日期（低风险）\n问题：仅见论坛帖\n", ""),
        (
            "矛盾/待核实 ①：TGI 安全补丁截止日期（低风险）\n问题：仅见论坛帖\n",
            "TGI 安全补丁迁移工具 — 自动迁往 vLLM",
        ),
    ]:
        night = _tgi_night(item, second=second)
        (note,) = run(TGI_DOC, night).contradictions
        assert note.matched is None or not note.matched.startswith("leads with"), (item, note)


def test_an_increment_number_another_days_briefing_gave_cites_no_increment_of_tonight() -> None:
    """`更正: 12-01 Kai 实例增量 1 所称…` names increment 1 of another day's briefing, not
    tonight's increment 1; a number of tonight's day, or with no day, is tonight's."""
    first = increment(1, "Larchwood KV 池 0.4 — 冷块预取", section="§1.3 KV Cache")
    for cited, ours in [
        ("12-01 Kai 实例增量 1", False),
        ("12月1日增量 1", False),
        ("12-05 增量 1", True),
        ("增量 1", True),
    ]:
        night = brief_text(first, date="2026-12-05") + items(
            f"矛盾/待核实 ①：更正: {cited} 所称吞吐 +18% 有误（中风险）\n问题：官方已修订为 +12%\n"
        )
        (note,) = run(DOC, night).contradictions
        assert (note.matched == "cites 增量 1") is ours, (cited, note)


RELEASES_DOC = DOC.replace(
    "- **Quillon 3.1** — 单进程推理服务器（2026-11-20）",
    "- **Quillon 3.2** — 单进程推理服务器（2026-10-20）\n"
    "- **Quillon 3.3** — chunked prefill 默认开启（2026-11-05）\n"
    "- **Quillon v3.4.0rc1** — 预发布：投机解码（2026-11-16）",
)


def _release_night() -> str:
    return brief_text(
        increment(1, "Quillon 3.3.post1 — 安全修复 CVE-2026-4410"), date="2026-12-06"
    ) + items(
        "矛盾/待核实 ①：更正: 12-01 所称 Quillon 3.4 吞吐 +18% 有误（中风险）\n问题：官方已修订\n"
    )


def test_an_item_naming_another_release_than_its_increment_goes_on_that_releases_entry() -> None:
    """Where the document keeps one entry per release, an item matched to tonight's
    `Quillon 3.3.post1` by the product's name but writing `Quillon 3.4` goes on the entry of
    the 3.4 line (`Quillon v3.4.0rc1`), not the 3.3 one."""
    report = run(RELEASES_DOC, _release_night())
    (note,) = report.contradictions
    text = report.new_text.render()
    on = entry_at(text, line_of(text, "id=2026-12-06#c1"))
    assert "Quillon v3.4.0rc1" in on, (note, on)


def test_an_item_naming_another_release_stays_with_the_products_one_entry() -> None:
    """Where the document keeps one entry per product, or two entries are of that line, the
    item stays where its increment went."""
    per_product = DOC.replace("**Quillon 3.1**", "**Quillon**")
    two = RELEASES_DOC.replace(
        "- **Quillon v3.4.0rc1** — 预发布：投机解码（2026-11-16）",
        "- **Quillon v3.4.0rc1** — 预发布：投机解码（2026-11-16）\n"
        "- **Quillon 3.4.0 正式发布** — GA（2026-11-18）",
    )
    for doc, kept in ((per_product, "**Quillon**"), (two, "**Quillon 3.3**")):
        report = run(doc, _release_night())
        text = report.new_text.render()
        on = entry_at(text, line_of(text, "id=2026-12-06#c1"))
        assert kept in on, on


def test_a_resolution_citing_a_day_and_a_circled_number_resolves_that_note() -> None:
    """heldout36 `已核实：… 6-16 ② 的疑问关闭`: a day and a circled number, no bracket and no
    `矛盾` word, cite the note of item 2 of that day, found by its marker."""
    first = brief_text(
        increment(1, "Larchwood KV 池 0.3 — 新增压缩", section="§1.3 KV Cache"),
        date="2026-12-01",
    ) + items(
        "矛盾/待核实 ①：抢占调度综述的样本口径（低风险）\n建议：标注口径待核实\n",
        "矛盾/待核实 ②：Larchwood 池更名后旧包名兼容性（低风险）\n建议：Larchwood 旧包名兼容性待核实\n",
    )
    doc = run(DOC, first).new_text.render()
    answered = brief_text(increment(1, "Quillon 3.2 — 新增流式输出"), date="2026-12-05") + items(
        "矛盾/待核实 ①：已核实：Larchwood 旧包名保留到 0.5，12-01 ② 的疑问关闭（🟢 低）\n"
    )
    report = run(doc, answered)
    (note,) = report.contradictions
    assert note.action == "resolved" and "cites 2026-12-01#c2" in (note.matched or ""), note
    text = report.new_text.render()
    assert "**Larchwood KV 池**" in entry_at(text, line_of(text, "旧包名保留到 0.5"))


def test_a_contradiction_written_nowhere_is_in_the_text_report() -> None:
    from patcher.cli.render import apply_summary

    answered = brief_text(increment(1, "Quillon 3.2 — 新增流式输出"), date="2026-12-05") + items(
        "矛盾/待核实 ①：已核实：命中率口径统一（已解决）\n"
    )
    report = run(DOC, answered)
    (note,) = report.contradictions
    assert note.action == "unattached"
    assert f"{note.id} contradiction not written" in apply_summary(report)


def test_two_items_asking_only_for_the_usual_note_keep_what_each_doubts() -> None:
    # `建议：标注待核实` says nothing of its own: each note says what its item doubts, so the
    # second is not taken for the first ("already has this note") and dropped
    doubts = brief_text(
        increment(1, "Quillon 3.2 — 新增分块预填充", section="§1.1 框架格局"), date="2026-12-02"
    ) + items(
        "矛盾/待核实 ①：Quillon 3.2 吞吐提升 40% 还是 25%\n"
        "问题：官方博客写 40%，社区复测只有 25%。\n"
        "建议：标注待核实\n",
        "矛盾/待核实 ②：Quillon 是否放弃 ROCm 后端\n"
        "问题：路线图删去了 ROCm 一栏，维护者未回应。\n"
        "建议：标注待核实\n",
    )
    report = run(DOC, doubts)
    assert [n.action for n in report.contradictions] == ["attached", "attached"], report
    text = report.new_text.render()
    first, second = line_of(text, "#c1"), line_of(text, "#c2")
    assert "社区复测只有 25%" in text.split("\n")[first]
    assert "ROCm" in text.split("\n")[second]
    assert entry_at(text, first) == entry_at(text, second)
    assert "Quillon" in entry_at(text, first)
    assert not run(text, doubts).changed


def test_two_items_that_only_say_sources_disagree_keep_what_each_doubts() -> None:
    """heldout99: `问题：两处来源说法不一` and `建议：标注待核实，跟踪官方说明` under every item say
    nothing of their own: each note says its item's title, so the second is not taken for the
    first ("already has this note") and dropped."""
    doubts = brief_text(
        increment(1, "Quillon 3.2 — 新增分块预填充", section="§1.1 框架格局"), date="2026-12-02"
    ) + items(
        "矛盾/待核实 ①：Quillon 3.2 吞吐提升 40% 还是 25%\n"
        "问题：两处来源说法不一\n建议：标注待核实，等待官方回应\n",
        "矛盾/待核实 ②：Quillon 是否放弃 ROCm 后端\n"
        "问题：报道不一致\n建议：标注待核实，跟踪官方说明\n",
    )
    report = run(DOC, doubts)
    assert [n.action for n in report.contradictions] == ["attached", "attached"], report
    text = report.new_text.render()
    first, second = line_of(text, "#c1"), line_of(text, "#c2")
    assert "40%" in text.split("\n")[first] and "ROCm" in text.split("\n")[second]
    assert not run(text, doubts).changed


def test_a_resolution_naming_a_vulnerability_resolves_the_note_on_its_entry() -> None:
    # the resolution writes the CVE id the flaw's entry holds in its title: that entry's open
    # note is resolved, though no increment of the night names it
    doc = DOC + "- **Larchwood KV 池 0.4 越权读取（CVE-2026-55501）** — 暂无补丁（2026-12-01）\n"
    asked = brief_text(
        increment(1, "Quillon 3.2 — 新增分块预填充", section="§1.1 框架格局"), date="2026-12-01"
    ) + items(
        "矛盾/待核实 ①：CVE-2026-55501 是否已有补丁\n"
        "问题：通告写暂无补丁，维护者称已在主干修复。\n"
        "建议：标注待核实\n"
    )
    night1 = run(doc, asked)
    assert night1.contradictions[0].action == "attached", night1.contradictions
    fixed = brief_text(
        increment(1, "抢占调度综述 — 新增两种策略", section="§1.2 推理调度"), date="2026-12-03"
    ) + items(
        "矛盾/待核实 ①：已核实：CVE-2026-55501 已在 Larchwood 0.4.1 修复\n"
        "问题：0.4.1 于 12-02 发布，通告更新为已修复。\n"
        "建议：关闭此前待核实项\n"
    )
    report = run(night1.new_text.render(), fixed)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    text = report.new_text.render()
    resolved = line_of(text, "✅ 已核实（2026-12-03）")
    assert "通告更新为已修复" in text.split("\n")[resolved]
    assert "id=2026-12-01#c1" in text.split("\n")[resolved - 1]
    assert "CVE-2026-55501" in entry_at(text, resolved)
    assert not run(text, fixed).changed


def test_a_follow_up_ask_says_nothing_the_claim_is_the_note() -> None:
    """heldout81: `建议：标注待核实，下次简报跟进` under each item made every note read
    `待核实，下次简报跟进`; the item's claim is what the note says."""
    asked = brief_text(
        increment(1, "Larchwood KV 池 0.3 — 新增压缩", section="§1.3 KV Cache"), date="2026-12-01"
    ) + items(
        "矛盾/待核实 ①：Larchwood 池命中率口径：博客写 92%，文档写 88%（低风险）\n建议：标注待核实，下次简报跟进\n"
    )
    text = run(DOC, asked).new_text.render()
    assert "博客写 92%" in text.split("\n")[line_of(text, "id=2026-12-01#c1")]


def test_a_resolution_citing_the_same_issue_answers_that_note() -> None:
    """heldout81: `已核实：marlin#5521 仅影响 4.3.0` answers `marlin#5521 影响范围：…` (few words
    alike, the same issue)."""
    asked = brief_text(
        increment(1, "Larchwood KV 池 0.3 — 新增压缩", section="§1.3 KV Cache"), date="2026-12-01"
    ) + items(
        "矛盾/待核实 ①：Larchwood KV 池 kvpool#812 影响范围：报告称仅 0.3.0，有维护者回复称 0.2.x 亦可复现（中风险）\n"
        "建议：标注待核实\n"
        "矛盾/待核实 ②：Quillon 3.1 前缀命中率口径（低风险）\n建议：标注待核实\n"
    )
    doc = run(DOC, asked).new_text.render()
    answered = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-05") + items(
        "矛盾/待核实 ①：已核实：kvpool#812 以 12-04 公告为准（低风险）\n建议：标注待核实\n"
    )
    report = run(doc, answered)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    text = report.new_text.render()
    resolved = line_of(text, "✅ 已核实（2026-12-05）")
    assert "id=2026-12-01#c1" in text.split("\n")[resolved - 1]


def test_an_acquisition_between_two_makers_is_noted_in_the_verify_section() -> None:
    """heldout81: `有报道称 Cobalt Cloud 将收购 Linnet AI` went under an earlier night's entry led
    by the first maker's name; it is news of two makers, no one entry's (not an acquired thing
    with an entry: heldout34's `Gannet Labs 宣称收购 Osprey 核心团队` stays Osprey's)."""
    first = brief_text(
        increment(1, "Emery Labs 推出 Quillon 托管版 — 按量计费", section="§1.1 框架格局"),
        date="2026-12-01",
    )
    doc = run(DOC, first).new_text.render()
    night = brief_text(increment(1, "抢占调度综述 — 新增两种策略"), date="2026-12-03") + items(
        "矛盾/待核实 ①：有报道称 Emery Labs 将收购 Tern Labs，未见公告（中风险）\n建议：标注待核实\n"
    )
    (note,) = run(doc, night).contradictions
    assert note.attached_to == "verify", note


def test_a_resolution_answers_no_note_of_another_thing() -> None:
    """A resolution naming one entry (`Tidebase 许可证（已核实）`) is no answer to another
    entry's note sharing only its topic (`Corvina 权重许可证待核实`; issue 21, heldout85)."""
    from tests.test_release_lines import RADAR

    noted = "  - ⚠️ 待核实（中风险）：Corvina 权重许可证待核实 <!-- livedoc:id=2026-09-20#c2 -->\n"
    doc = RADAR.replace("currently 0.3.\n", f"currently 0.3.\n{noted}")
    said = items(
        "矛盾/待核实 ①：Tidebase 许可证（已核实）\n- 已核实：Tidebase 4.2 起改为 Apache-2.0\n"
        "- 建议：关闭此前待核实项\n"
    )
    night = brief_text(increment(1, "Gannet 3.3 — 新增批量接口", section="§1.1")) + said
    (note,) = run(doc, night).contradictions
    assert "Tidebase" in (note.attached_to or ""), note
