"""Where a 矛盾/待核实 item's note goes when the increment it names is not its subject: an
issue or paper the item's title cites, the earlier note a resolution (已核实) answers, the
one increment whose subject leads the item's title."""

from __future__ import annotations

import pytest

from .conftest import brief_text, entry_at, increment, items, line_of, run

DOC = (
    "# 服务栈笔记\n\n## §1.1 框架格局\n\n"
    "- **Tamarind 4.2** — 推理服务器，分页注意力（2026-11-01）\n"
    "- **Tamarind 长会话 NaN**（tamarind-labs/tamarind#5521）— 量化 scale 漂移，临时关闭 FP8（2026-11-03）\n\n"
    "## §1.2 推理调度\n\n"
    "- **Brambling 分离编排** — prefill / decode 分池，支持多后端（2026-11-02）\n\n"
    "## §1.3 KV Cache\n\n"
    "- **Sorrel KV 压缩** — 分层量化 KV，显存减半（2026-11-04）\n\n"
    "## §1.4 可靠性\n\n"
)


def test_an_issue_ref_in_the_title_goes_to_that_issues_entry_not_the_release() -> None:
    night = brief_text(
        increment(1, "Tamarind 4.2.1 — 补丁版本", points="- 修复长会话 NaN - 新增指标"),
        date="2026-11-10",
    ) + items(
        "矛盾/待核实 ①：tamarind-labs/tamarind#5521 是否真的修好：发布说明说已修复，issue 仍开着（中风险）\n"
        "建议：标注修复状态待核实\n"
    )
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.matched == "gh:tamarind-labs/tamarind#5521", note
    text = report.new_text.render()
    assert "Tamarind 长会话 NaN" in entry_at(text, line_of(text, "id=2026-11-10#c1"))
    assert not run(text, night).changed


def test_an_issue_ref_the_increment_shares_keeps_the_increment() -> None:
    # the increment is about that issue itself: the note goes where the increment went
    night = brief_text(
        increment(1, "tamarind-labs/tamarind#5521 修复确认", section="§1.1 框架格局"),
        date="2026-11-10",
    ) + items("矛盾/待核实 ①：tamarind-labs/tamarind#5521 修复只在 A100 上验证（低风险）\n")
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.attached_to == "2026-11-10#1", note


def test_a_resolution_answers_the_pending_note_of_the_day_it_names() -> None:
    asked = brief_text(increment(1, "Quern 并行解码器"), date="2026-11-05") + items(
        "矛盾/待核实 ①：Juniper 端侧 NPU 支持列表与实测不符（低风险）\n"
        "- 问题：官方称支持某旗舰芯片，论坛实测该芯片上回退 CPU\n"
    )
    night1 = run(DOC, asked)
    assert night1.contradictions[0].attached_to == "verify"
    answered = brief_text(increment(1, "Juniper 1.2 — 新增 NPU 后端"), date="2026-11-08") + items(
        "矛盾/待核实 ①：已核实：Juniper 旗舰芯片 NPU 支持（低风险）\n"
        "- 问题：11-05 标注的支持列表与实测冲突已澄清：该芯片 NPU 仍为预览，不可用时回退 CPU\n"
        "- 建议：已核实：Juniper 该芯片 NPU 支持为预览状态\n"
    )
    report = run(night1.new_text.render(), answered)
    (note,) = report.contradictions
    assert note.action == "resolved" and note.matched == "the note it answers", note
    text = report.new_text.render()
    pending = line_of(text, "id=2026-11-05#c1")
    assert "✅ 已核实（2026-11-08）" in text.split("\n")[pending + 1]
    assert "✅" not in entry_at(text, line_of(text, "Juniper 1.2"))  # not on the new entry
    assert not run(text, answered).changed


def test_a_resolution_naming_another_increment_answers_the_note_of_the_day_it_cites() -> None:
    asked = brief_text(
        increment(1, "Sorrel KV 压缩评测", section="§1.3 KV Cache"), date="2026-11-05"
    ) + items(
        "矛盾/待核实 ①：Sorrel KV 压缩精度：官方称 LongBench 掉 0.4 分，社区测得掉 1.9 分（中风险）\n"
    )
    night1 = run(DOC, asked).new_text.render()
    on = entry_at(night1, line_of(night1, "id=2026-11-05#c1"))
    assert "Sorrel KV 压缩" in on
    answered = brief_text(
        increment(1, "Tamarind 4.3 发布 — 压缩 KV 转为默认"), date="2026-11-09"
    ) + items(
        "矛盾/待核实 ①：已核实：Tamarind 压缩 KV 精度差异\n"
        "- 问题：11-05 标注的 LongBench 差异已查明：社区评测未关闭校验，修正后掉 0.5 分\n"
    )
    report = run(night1, answered)
    (note,) = report.contradictions
    assert note.action == "resolved" and note.matched == "the note it answers", note
    text = report.new_text.render()
    resolved = line_of(text, "id=2026-11-09#c1")
    assert entry_at(text, resolved) == on  # the entry holding the note, not Tamarind 4.3
    assert line_of(text, "id=2026-11-05#c1") == resolved - 1
    assert not run(text, answered).changed


def test_a_resolution_citing_a_day_without_a_matching_note_stays_where_it_matched() -> None:
    night = brief_text(
        increment(1, "Tamarind 4.3 发布 — 压缩 KV 转为默认"), date="2026-11-09"
    ) + items(
        "矛盾/待核实 ①：已核实：Tamarind 压缩 KV 精度差异\n"
        "- 问题：11-05 标注的 LongBench 差异已查明：社区评测未关闭校验\n"
    )
    (note,) = run(DOC, night).contradictions
    assert note.action == "resolved" and note.matched == 'names "Tamarind"', note


def test_an_item_led_by_an_increments_subject_word_goes_to_that_increment() -> None:
    night = brief_text(
        increment(1, "Quern 并行解码器 0.2"),
        increment(
            2, "Brambling PD-分离 首个千卡生产案例 — decode 吞吐提升", section="§1.2 推理调度"
        ),
        date="2026-11-12",
    ) + items("矛盾/待核实 ①：Brambling 千卡案例的基线未公布（低风险）\n")
    (note,) = run(DOC, night).contradictions
    assert note.attached_to == "2026-11-12#2" and note.matched == 'leads with "brambling"', note


def test_a_vendor_word_alone_leads_to_no_increment() -> None:
    night = brief_text(
        increment(1, "Quern 并行解码器 0.2"),
        increment(2, "Umberfield Dynamo 编排层 1.0", section="§1.2 推理调度"),
        date="2026-11-12",
    ) + items("矛盾/待核实 ①：Umberfield 收购传闻的实际进展（低风险）\n")
    (note,) = run(DOC, night).contradictions
    assert note.attached_to == "verify", note


def test_a_resolution_matching_nothing_else_answers_the_note_of_the_day_it_cites() -> None:
    asked = brief_text(
        increment(1, "Sorrel KV 压缩评测", section="§1.3 KV Cache"), date="2026-11-05"
    ) + items(
        "矛盾/待核实 ①：Sorrel KV 压缩精度：官方称 LongBench 掉 0.4 分，社区测得掉 1.9 分（中风险）\n"
    )
    night1 = run(DOC, asked).new_text.render()
    answered = brief_text(increment(1, "Quern 并行解码器 0.3"), date="2026-11-09") + items(
        "矛盾/待核实 ①：已核实：压缩精度口径之争\n"
        "- 问题：11-05 标注的 LongBench 掉分差异已查明：社区评测未关闭校验，修正后掉 0.5 分\n"
    )
    report = run(night1, answered)
    (note,) = report.contradictions
    assert note.action == "resolved" and note.matched == "the note it answers", note
    text = report.new_text.render()
    assert line_of(text, "id=2026-11-05#c1") == line_of(text, "id=2026-11-09#c1") - 1
    assert not run(text, answered).changed


def test_a_note_already_written_is_never_written_again_where_the_night_now_points() -> None:
    # The first run writes the resolution under the pending note; the night's own new entry
    # and new note are evidence that run lacked: a second run must find the note by its id.
    asked = brief_text(increment(1, "Quern 并行解码器"), date="2026-11-05") + items(
        "矛盾/待核实 ①：Wickerbill 3.1× 加速无法独立复现（中风险）\n"
        "- 问题：两家社区评测只测到 2.0×\n"
        '- 建议：标注"Wickerbill 加速倍数待作者回应"\n'
    )
    night1 = run(DOC, asked).new_text.render()
    answered = brief_text(
        increment(
            1,
            "Wickerbill vs Medusa-3 — 长文本投机解码对比",
            section="§1.2 推理调度",
            points="- batch=1：Wickerbill 2.8×，Medusa-3 2.5× - batch=16 时两者都只剩 1.2×",
        ),
        increment(2, "Kestrelwing 3.0 端侧运行时", points="- NPU 常驻 KV - 厂商称 48 tok/s"),
        date="2026-11-08",
    ) + items(
        "矛盾/待核实 ①：已核实：Wickerbill 3.1× 与独立复现 2.0× 的差异（低风险）\n"
        "- 问题：作者公布复现脚本，3.1× 为 batch=1、2.0× 为 batch=8，两者都成立\n"
        '- 建议：在 Wickerbill 条目注明 batch 大小，撤销"待作者回应"标注\n',
        "矛盾/待核实 ②：Kestrelwing 3.0 NPU 吞吐（中风险）\n"
        "- 问题：厂商称 48 tok/s，社区同平台测得 27 tok/s\n"
        '- 建议：标注"Kestrelwing 3.0 NPU 吞吐待独立复测"\n',
    )
    first = run(night1, answered)
    text = first.new_text.render()
    assert text.count("✅ 已核实（2026-11-08）") == 1, text
    again = run(text, answered)
    assert not again.changed, again.diff
    resolution = next(n for n in again.contradictions if n.id.endswith("#c1"))
    assert resolution.action == "unchanged", resolution


def test_an_item_naming_an_entry_in_full_goes_there_not_to_the_products_release() -> None:
    # the increment is matched on the product word alone; the item names the entry whole
    night = brief_text(
        increment(1, "Sorrel 2.0 发布 — 压缩 KV 默认开启", section="§1.3 KV Cache"),
        date="2026-11-12",
    ) + items("矛盾/待核实 ①：Sorrel KV 压缩 11-04 记为显存减半，2.0 未给长上下文数据（中风险）\n")
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.matched == 'names "Sorrel KV 压缩"', note
    text = report.new_text.render()
    assert "Sorrel KV 压缩** — 分层量化" in entry_at(text, line_of(text, "id=2026-11-12#c1"))
    assert not run(text, night).changed


PENDING = DOC + "## 待核实\n\n- Tamarind 4.2 吞吐 +35% 仅来自作者推文，无独立复现\n"


def test_a_resolution_answers_a_pending_item_before_writing_on_the_entry_it_names() -> None:
    night = brief_text(increment(1, "Quern 并行解码器 0.4"), date="2026-11-12") + items(
        "矛盾/待核实 ①：已核实：Tamarind 4.2 吞吐 +35%（低风险）\n"
        "- 问题：第三方在同配置下测得 +33%，与作者数字一致\n"
    )
    report = run(PENDING, night)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    text = report.new_text.render()
    resolved = line_of(text, "id=2026-11-12#c1")
    assert text.split("\n")[resolved - 1].startswith("- Tamarind 4.2 吞吐 +35% 仅来自"), text
    assert "✅" not in entry_at(text, line_of(text, "**Tamarind 4.2**"))
    assert not run(text, night).changed


def test_a_resolution_names_a_pending_note_written_with_the_note_head() -> None:
    """heldout26 `已核实：Zephyr-Serve 10× 说法已由原博客作者撤回` against the pending note the
    tool wrote (`⚠️ 待核实（高风险）：**Zephyr-Serve 号称吞吐为 Tamarind 的 10 倍**…`): the
    note head is no name; the note is found by the name it leads with."""
    asked = brief_text(increment(1, "Quern 并行解码器"), date="2026-11-05") + items(
        "矛盾/待核实 ①：Zephyr-Serve 号称吞吐为 Tamarind 的 10 倍（高风险）\n"
        "- 问题：仅见于一篇营销博客，无仓库、无论文\n- 建议：列入待核实，勿写入任何条目\n"
    )
    night1 = run(DOC, asked)
    assert night1.contradictions[0].attached_to == "verify"
    answered = brief_text(increment(1, "Quern 并行解码器 0.4"), date="2026-11-10") + items(
        "矛盾/待核实 ①：已核实：Zephyr-Serve 10× 说法已由原博客作者撤回（低风险）\n"
        "- 问题：11 月初待核实项；原文已删除\n- 建议：待核实区注明已撤回，结案\n"
    )
    report = run(night1.new_text.render(), answered)
    (note,) = report.contradictions
    assert note.action == "resolved" and note.matched == 'names "Zephyr-Serve"', note
    text = report.new_text.render()
    assert line_of(text, "id=2026-11-05#c1") == line_of(text, "id=2026-11-10#c1") - 1
    assert not run(text, answered).changed


@pytest.mark.parametrize(
    ("led", "title", "matched"),
    [
        ("Wherry Guard 0.7", "Wherry 0.7 p99 改善幅度", 'leads with "wherry", the same release'),
        ("Wherry OOM看门狗 0.7", "Wherry 误拒率", 'leads with "wherry", its product word'),
        ("Wherry Guard 0.7", "Wherry 误拒率", None),  # Wherry, maker of Guard: no more said
        ("Wherry OOM看门狗 0.7", "Wherry H200 利用率研究", None),  # another of its things
        # (heldout166: a lower-case name going on in lower case is a longer name)
        ("wherry guard 华东区故障", "Wherry 的误拒率两处说法不一", None),
    ],
)
def test_an_item_led_by_the_product_word_of_one_increment(
    led: str, title: str, matched: str | None
) -> None:
    night = brief_text(
        increment(1, "Quern 并行解码器 0.4"),
        increment(2, f"{led} — 多机水位汇总", section="§1.4 可靠性"),
        date="2026-11-12",
    ) + items(f"矛盾/待核实 ①：{title}（低风险）\n")
    (note,) = run(DOC, night).contradictions
    expected = "2026-11-12#2" if matched else "verify"
    assert note.attached_to == expected and note.matched == matched, note


def test_a_resolution_quoting_an_earlier_notes_words_answers_that_note() -> None:
    asked = brief_text(increment(1, "Quern 并行解码器"), date="2026-11-05") + items(
        "矛盾/待核实 ①：Sorrel KV 压缩 精度掉点（中风险）\n"
        "- 问题：作者称掉 0.4 分，社区测得 1.9 分\n"
        '- 建议：标注"Sorrel 掉点数字待作者回应"\n'
    )
    night1 = run(DOC, asked).new_text.render()
    assert "Sorrel 掉点数字待作者回应" in night1
    answered = brief_text(
        increment(
            1,
            "Sorrel vs Thatch — 长上下文压缩对比",
            section="§1.3 KV Cache",
            points="- 32K：Sorrel 掉 0.5 分 - 口径：两者都关闭校验",
        ),
        date="2026-11-09",
    ) + items(
        "矛盾/待核实 ①：已核实：Sorrel 0.4 分与社区 1.9 分的差异（低风险）\n"
        "- 问题：口径不同，关闭校验后两边一致\n"
        '- 建议：在条目注明校验口径，撤销"待作者回应"标注\n'
    )
    report = run(night1, answered)
    (note,) = report.contradictions
    assert note.matched == "quotes the note it answers", note
    text = report.new_text.render()
    assert line_of(text, "id=2026-11-05#c1") == line_of(text, "id=2026-11-09#c1") - 1
    assert not run(text, answered).changed


GOSSAMER = DOC.replace(
    "## §1.3 KV Cache",
    "- **Gossamer tree drafting** — woven tree drafts, 2.4× on code（2026-11-03）\n\n## §1.3 KV Cache",
)


@pytest.mark.parametrize(
    ("title", "on_entry"),
    [("Gossamer 2.4× 加速无法独立复现", True), ("Gossamer 团队融资传闻", False)],
)
def test_an_item_led_by_one_entrys_first_word_and_sharing_a_figure(
    title: str, on_entry: bool
) -> None:
    night = brief_text(increment(1, "Quern 并行解码器 0.4"), date="2026-11-12") + items(
        f"矛盾/待核实 ①：{title}（中风险）\n"
    )
    report = run(GOSSAMER, night)
    (note,) = report.contradictions
    text = report.new_text.render()
    where = entry_at(text, line_of(text, "id=2026-11-12#c1"))
    assert ("Gossamer tree drafting" in where) is on_entry, (note, where)


LARKSPUR = (
    DOC + "## 待核实\n\n- Larkspur 1.3 session pinning latency comes from a vendor slide only\n"
)


@pytest.mark.parametrize(("release", "answers"), [("1.3", True), ("1.4", False)])
def test_a_resolution_answers_a_pending_item_of_the_same_release(
    release: str, answers: bool
) -> None:
    night = brief_text(increment(1, "Quern 并行解码器 0.4"), date="2026-11-12") + items(
        f"矛盾/待核实 ①：已核实：Larkspur {release} 跨会话 pinning 延迟数字经独立测试确认（低风险）\n"
    )
    report = run(LARKSPUR, night)
    (note,) = report.contradictions
    assert (note.action == "resolved") is answers, note
    if answers:
        text = report.new_text.render()
        above = text.split("\n")[line_of(text, "id=2026-11-12#c1") - 1]
        assert above.startswith("- Larkspur 1.3 session pinning"), text
        assert not run(text, night).changed


def test_an_item_about_an_unknown_thing_compared_with_a_known_one_goes_to_verify() -> None:
    """`Quasar Serve（未收录的新引擎）号称 … 为 Tamarind 的 2×`: about a thing no increment and
    no entry names, only compared with Tamarind: a 待核实 item, not a note on Tamarind's entry
    or increment. An item led by a known thing is not sent there."""
    night = brief_text(
        increment(1, "Tamarind 4.3 — MoE 调度重写", points="- 吞吐 +20%"), date="2026-11-10"
    ) + items(
        "矛盾/待核实 ①：Quasar Serve（未收录的新引擎）号称 MoE 吞吐为 Tamarind 的 2×，无公开基准（中风险）\n"
        "矛盾/待核实 ②：Brambling 号称调度开销比 Tamarind 低一半，无公开基准（中风险）\n"
    )
    text = run(DOC, night).new_text.render()
    quasar = line_of(text, "Quasar Serve")
    assert not entry_at(text, quasar).startswith("- **Tamarind"), text
    assert "待核实" in "\n".join(text.split("\n")[max(0, quasar - 3) : quasar + 1]), text
    assert line_of(text, "Brambling 号称") < line_of(text, "## 待核实"), text  # (not sent there)


@pytest.mark.parametrize(
    "item",
    ["Zephyr 引擎对标 Tamarind 宣称前缀命中率 90%", "Zephyr 以 Tamarind 为基线测得吞吐 2×"],
)
def test_an_unknown_thing_set_against_a_known_one_goes_to_verify(item: str) -> None:
    """`对标 X` and `以 X 为基线` compare as `为 X 的 2×` does: the item is about Zephyr."""
    night = brief_text(
        increment(1, "Tamarind 4.3 — MoE 调度重写", points="- 吞吐 +20%"), date="2026-11-10"
    ) + items(f"矛盾/待核实 ①：{item}，无公开基准（中风险）\n")
    text = run(DOC, night).new_text.render()
    zephyr = line_of(text, "Zephyr")
    assert not entry_at(text, zephyr).startswith("- **Tamarind"), text
    assert line_of(text, "## 待核实") < zephyr, text


@pytest.mark.parametrize(
    "said",
    [
        "有网友称 Brambling 0.9 升级后旧配置文件无法加载（低风险）",
        "一篇博客声称 Brambling 0.9 在多后端下吞吐反而下降（低风险）",
        "A forum post claims Brambling 0.9 breaks old config files (low risk)",
    ],
)
def test_an_unnamed_sources_word_before_the_name_is_about_the_named_increment(said: str) -> None:
    # the item opens with who said it (nobody the document holds): it is about Brambling 0.9
    night = brief_text(
        increment(1, "Brambling Orchestrator 0.9 — decode 池弹性扩缩", section="§1.2 推理调度"),
        date="2026-11-12",
    ) + items(f"矛盾/待核实 ①：{said}\n")
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.attached_to == "2026-11-12#1", note
    text = report.new_text.render()
    assert "Brambling 分离编排" in entry_at(text, line_of(text, "id=2026-11-12#c1"))
