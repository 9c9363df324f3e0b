"""Contradiction placement, sixteenth pass (contra16).

- A release ledger whose leads open with a short form its preamble defines (`[TCG 2.0](…)`,
  `TCG = Tarn Context Gateway`) goes by that short form as written too: a note about `TCG 2.0`
  is that entry's, not the entry of tonight's `TCG 2.1`.
- A resolution (`已核实：…`) whose words fall short of the share `_answered` asks of any note,
  and which names an entry by the name index the increments use (`Tidewell 0.8.2 已发布` of
  `Tidewell 0.8`), answers the note on the entry it names that shares the most of its words
  (`潮汐 0.8.2 修复是否生效待核实`, the entry's Chinese name): it goes under that note, not
  nowhere. A resolution sharing no word with the named entry's notes stays off them; one
  naming two entries whose notes fit alike writes nothing, as before.
"""

from __future__ import annotations

from .conftest import brief_text, increment, items, line_of, run

_LEDGER = (
    "# Agent engineering — release ledger\n\n"
    "- One numbered entry **per release** (minor or major version). The lead is a markdown link "
    "whose text is `Product X.Y`, followed by ` · Maker · release date —`.\n"
    "- Names are English only. Abbreviations: TCG = Tarn Context Gateway; "
    "BAP = Birch Agent Protocol.\n\n"
    "## §1.1 框架格局\n\n"
    "1. [Skiff 2.2](https://skiff.dev/2.2) · Lingxi · 2032-03-02 — checkpoints.\n"
    "2. [TCG 2.0](https://tarn.dev/tcg/2.0) · Tarn · 2032-05-08 — tool-call gateway: auth, "
    "rate limits, audit; multi-tenant.\n"
    "3. [BAP 1.0](https://birch.org/bap/1.0) · Birch Alliance · 2032-03-10 — open agent "
    "interoperability protocol.\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n\n"
    "## To verify\n\n- Was the June board vote-stuffed?\n"
)


def _ledger_note(title: str, problem: str) -> str:
    inc = increment(1, "子午网关 TCG 2.1 — 流式工具结果与调用预算", section="§1.1 框架格局")
    night = brief_text(inc, date="2032-07-12")
    night += items(f"矛盾/待核实 ①：{title}\n- 问题：{problem}\n")
    report = run(_LEDGER, night)
    text = report.new_text.render()
    lines = text.split("\n")
    at = line_of(text, "id=2032-07-12#c1 ")
    return next(
        lines[n] for n in range(at, -1, -1) if lines[n][:1].isdigit() or lines[n][:2] == "##"
    )


def test_a_note_on_a_release_led_by_its_defined_short_form_goes_on_that_release() -> None:
    entry = _ledger_note("TCG 2.0 默认调用超时", "文档写 30 s，源码默认值为 10 s")
    assert entry.startswith("2. [TCG 2.0]"), entry


def test_a_note_on_tonights_release_goes_on_tonights_entry() -> None:
    entry = _ledger_note("TCG 2.1 流式分块大小", "发布说明写 4 KB，源码为 8 KB")
    assert "TCG 2.1" in entry, entry


_NOTED = (
    "# Agents\n\n## §1.1 框架格局\n\n"
    "- **Tidewell 0.8**（Saltmarsh，2039-05-27）：智能体长期记忆层，向量加图存储。\n"
    "- **Tidewell 0.8 串读事故**（2039-07-02）：托管版跨租户记忆串读，暂停注册。\n"
    "  - ⚠️ 待核实（中风险）：潮汐 0.8.2 修复是否生效待核实 <!-- livedoc:id=2039-09-03#c1 -->\n"
    "- **Skein 0.1**（Brightwell，2039-06-02）：工具调用重试与熔断中间件。\n"
    "  - ⚠️ 待核实（低风险）：Skein 40% 数字待复现 <!-- livedoc:id=2039-09-03#c2 -->\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n\n"
    "## 待核实\n\n- 传闻 Saltmarsh 将开源托管版：无一手来源。\n"
)


def _resolved(title: str, problem: str, doc: str = _NOTED) -> tuple[str | None, str]:
    night = brief_text(increment(1, "Quern 并行解码器 0.4"), date="2039-09-07")
    night += items(f"矛盾/待核实 ①：{title}\n- 问题：{problem}\n")
    report = run(doc, night)
    (note,) = report.contradictions
    return note.attached_to, report.new_text.render()


def test_a_resolution_naming_an_entry_goes_under_that_entrys_note_it_answers() -> None:
    landed, text = _resolved(
        "已核实：Tidewell 0.8.2 已发布，跨租户串读修复生效", "0.8.2 已上 PyPI，复测未再复现串读。"
    )
    assert landed is not None and "串读事故" in landed, landed
    answer = line_of(text, "id=2039-09-07#c1 ")
    assert line_of(text, "id=2039-09-03#c1 ") == answer - 1, text


def test_a_resolution_sharing_no_word_with_the_incidents_note_stays_off_it() -> None:
    landed, _ = _resolved("已核实：Tidewell 许可证为 Apache-2.0", "仓库 LICENSE 文件已更新。")
    assert landed is None or "串读事故" not in landed, landed


def test_a_resolution_naming_two_entries_whose_notes_fit_alike_writes_nothing() -> None:
    doc = _NOTED.replace("Skein 40% 数字待复现", "Skein 0.1.1 修复是否生效待核实")
    landed, _ = _resolved("已核实：Tidewell 与 Skein 的修复均已生效", "第三方复测一致。", doc)
    assert landed is None, landed


def test_a_new_vendors_claim_against_an_entry_goes_to_verify() -> None:
    landed, _ = _resolved_or_noted("新厂商 Mirafon 声称记忆召回全面超越 Tidewell（中风险）")
    assert landed == "verify", landed


def test_a_new_vendor_the_document_tracks_keeps_its_claim_on_its_entry() -> None:
    landed, _ = _resolved_or_noted("新厂商 Skein 声称重试成功率全面超越 Tidewell（中风险）")
    assert landed is not None and "Skein" in landed, landed


def test_a_claim_against_an_entry_without_a_newcomer_keeps_its_entry() -> None:
    landed, _ = _resolved_or_noted("Tidewell 声称记忆召回全面超越同类（中风险）")
    assert landed is not None and "Tidewell" in landed, landed


def _resolved_or_noted(title: str) -> tuple[str | None, str]:
    return _resolved(title, "仅一篇自媒体稿，无模型、无评测。")


_INCIDENT_DOC = (
    "# Agents\n\n## §1.1 框架格局\n\n"
    "- **Quillpen**（Lanxi，2039-11-02）：终端内编码智能体，开源 CLI 与托管版 Quillpen Teams。\n"
    "- **Quillpen 误删生产库事故**（2040-07-19）：某客户的 Quillpen Teams 会话删除生产数据库表。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n\n"
    "## 待核实\n\n- 传闻 Lanxi 将开源托管版：无一手来源。\n"
)


def _incident_night_note(title: str, problem: str) -> str | None:
    inc = increment(1, "Quillpen 误删事故 — 澜汐公布赔偿方案", points="- 受影响客户按月费三倍赔偿")
    night = brief_text(inc, date="2040-08-05")
    night += items(f"矛盾/待核实 ①：{title}\n- 问题：{problem}\n")
    (note,) = run(_INCIDENT_DOC, night).contradictions
    return note.attached_to


def test_a_doubt_about_an_incidents_compensation_stays_with_the_incident() -> None:
    landed = _incident_night_note(
        "Quillpen 赔偿范围", "赔偿方案只覆盖 Teams 组织，Enterprise 未说明"
    )
    assert landed == "2040-08-05#1" or (landed is not None and "误删" in landed), landed


def test_a_doubt_about_the_products_price_goes_on_the_product() -> None:
    landed = _incident_night_note("Quillpen Teams 定价口径", "官网写按席位，FAQ 写按调用")
    assert landed is not None and "误删" not in landed and landed != "2040-08-05#1", landed


def _glued_note(title: str) -> str | None:
    incs = (
        increment(1, "Tide Well 0.9 预览 — 调度内核改写为 Rust"),
        increment(2, "Tidewell 0.8.3 投机解码路径死锁修复"),
    )
    night = brief_text(*incs, date="2039-09-07")
    night += items(f"矛盾/待核实 ①：{title}\n- 问题：博客写 Q1，播客说春季之后\n")
    (note,) = run(_NOTED, night).contradictions
    return note.attached_to


def test_a_name_written_as_one_word_finds_the_increment_writing_it_as_two() -> None:
    assert _glued_note("Tidewell 0.9 正式版时间（低风险）") == "2039-09-07#1"


def test_the_release_the_item_writes_keeps_the_increment_writing_it() -> None:
    assert _glued_note("Tidewell 0.8.3 死锁是否影响 0.8.2（中风险）") == "2039-09-07#2"
