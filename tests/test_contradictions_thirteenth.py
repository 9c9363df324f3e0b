"""Contradiction placement, thirteenth pass (contra13): an item led by a name that no entry's
name starts with, but that one entry's head writes inside it (`Orrin 告警规则库许可证` and
`**Kittiwake 可观测代理开源（鸮石 Orrin）** …`), goes on that entry; an item led by a name
one of tonight's increments writes after its maker (`Sedge 定价` and `Pellmoor 上线 Sedge
托管推理服务`) goes where that increment went; an item led by the first word of one entry's
name goes on it even though another capitalised word follows that word in the name, when
the entry's own lines write the word alone for the product (`Gantry 维护截止日期` and
`Gantry Serve 4.7` whose note says `Gantry 安全补丁承诺待核实`)."""

from __future__ import annotations

from .conftest import brief_text, increment, items, run

_DOC = (
    "# Inference\n\n"
    "## §1.1 框架格局\n\n"
    "- [Gantry Serve 4.7](https://gantry.example/4.7) — Python serving framework; last"
    " feature release of the 4.x line.\n"
    "  - 2032-05-04 续：Gantry Serve 进入维护模式 —— 官方建议迁移：README 标注 maintenance"
    " mode，只修安全问题\n"
    "  - ⚠️ 待核实（低风险）：Gantry 安全补丁承诺待核实\n"
    "- [Brisket Engine 2.1](https://brisket.example) — C++ inference engine.\n\n"
    "## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- **Kittiwake 可观测代理开源（鸮石 Orrin）—— GPU 推理指标一键采集** ⭐⭐⭐⭐（2032-05-02）："
    "鸮石科技开源 GPU 推理可观测代理\n"
    "- **Kittiwake-Spec 0.6** — speculative decoding with a draft model.\n"
)


def _note(title: str, *incs: str, doc: str = _DOC) -> str | None:
    night = brief_text(*(incs or (increment(1, "Quern 并行解码器 0.4"),)), date="2032-05-07")
    night += items(f"矛盾/待核实 ①：{title}（低风险）\n")
    (note,) = run(doc, night).contradictions
    return note.attached_to


def test_an_item_led_by_a_name_one_entrys_head_writes_inside_it() -> None:
    assert "Kittiwake 可观测代理开源" in (_note("Orrin 告警规则库许可证") or "")


def test_an_item_led_by_a_name_no_entry_writes_stays_in_verify() -> None:
    assert _note("Plover 告警规则库许可证") == "verify"


def test_an_item_led_by_a_makers_word_the_entry_never_writes_alone_stays_off() -> None:
    assert "Brisket Engine" not in (_note("Brisket 引擎团队融资传闻") or "")


def test_an_item_led_by_a_name_tonights_increment_writes_after_its_maker() -> None:
    landed = _note(
        "Sedge 定价 发布会称每百万输出 token $0.18, 官网定价页为 $0.24",
        increment(1, "Quern 并行解码器 0.4"),
        increment(2, "Pellmoor 上线 Sedge 托管推理服务", points="- 首发 - 按量计费"),
    )
    assert landed == "2032-05-07#2", landed


def test_an_item_led_by_a_name_two_increments_write_stays_off_both() -> None:
    landed = _note(
        "Sedge 定价 发布会称每百万输出 token $0.18",
        increment(1, "Pellmoor 上线 Sedge 托管推理服务"),
        increment(2, "Corran 推出 Sedge 兼容层", section="§1.2 推理调度"),
    )
    assert landed not in ("2032-05-07#1", "2032-05-07#2"), landed


def test_an_item_led_by_a_name_an_increment_takes_in_stays_off_it() -> None:
    landed = _note(
        "Sedge 定价 发布会称每百万输出 token $0.18",
        increment(1, "Corran 接入 Sedge 作为后端", section="§1.2 推理调度"),
    )
    assert landed != "2032-05-07#1" and "Corran" not in (landed or ""), landed


def test_an_item_led_by_a_two_character_name_glued_to_its_words_goes_with_its_increment() -> None:
    landed = _note(
        "岚音故障根因表述不一",
        increment(1, "Quern 并行解码器 0.4"),
        increment(
            2,
            "岚音 ASR 发布 10-04 故障复盘 —— 配置推送引发连接池耗尽",
            section="§1.4 推理可靠性与可观测性",
            points="- 根因：配置推送 - 恢复用时 3 小时",
        ),
    )
    assert landed == "2032-05-07#2", landed


def test_a_two_character_name_two_increments_start_with_leads_to_neither() -> None:
    landed = _note(
        "岚音故障根因表述不一",
        increment(1, "岚音 ASR 发布 10-04 故障复盘", section="§1.4 推理可靠性与可观测性"),
        increment(2, "岚音 TTS 故障复盘", section="§1.4 推理可靠性与可观测性"),
    )
    assert landed not in ("2032-05-07#1", "2032-05-07#2"), landed


def test_an_item_writing_an_entrys_one_word_name_as_two_goes_on_it() -> None:
    doc = _DOC.replace(
        "## §1.3 KV Cache\n\n", "## §1.3 KV Cache\n\n- **DeepTrawl** — 检索器库（Apache 2.0）\n\n"
    )
    night = brief_text(increment(1, "Quern 并行解码器 0.4"), date="2032-05-07")
    night += items("矛盾/待核实 ①：Deep trawl 2.0 许可证是否由 Apache 2.0 改为 BSL（中风险）\n")
    (note,) = run(doc, night).contradictions
    assert "DeepTrawl" in (note.attached_to or ""), note
