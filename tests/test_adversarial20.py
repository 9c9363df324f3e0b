"""Adversarial pass 20 (tests/data/adversarial20): bare name matches that continue the wrong
entry, across sections above all; each wrong continuation fixed at its cause. The wordings and
names here are new, not the pass's inputs."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_PLAIN = (
    "# inference · 活文档\n\n"
    "## §1.1 框架格局\n\n"
    "- **Nimbus** — Cirrus Labs 的 13B 对话模型。\n"
    "- **Marsh Serve** — 托管推理平台。\n\n"
    "## §1.2 推理调度\n\n"
    "- **Rill** — 公平队列调度器。\n\n"
    "## §1.3 KV Cache\n\n"
    "- **Nimbus-Cache** — Cirrus Labs 的 KV 缓存压缩库。\n"
    "- **Gorse** — 分层 KV 卸载层（内存/NVMe）。\n"
    "- **Pika-KV** — Pikaworks 的 KV 缓存量化库，2-bit。\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- **Sedge** — 长上下文评测集。\n"
)

_TAGGED = (
    "# inference · 活文档\n\n"
    "## §1.1 框架格局\n\n"
    "* [Harbor] Sextant — 推理服务器。\n"
    "* [Harbor] Sextant Hub — 模型分发。\n"
    "* [Ivy Labs] Quire — 8B 代码模型。\n\n"
    "## §1.2 推理调度\n\n"
    "* [Harbor] Tiller — 请求调度器。\n"
    "* [Oriel] Gable — 投机解码框架。\n\n"
    "## §1.3 KV Cache\n\n"
    "* [Oriel] Lintel — KV 分层存储。\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "* [Ivy Labs] Tansy — LLM 可观测平台。\n"
    "* [社区] Sextant 周报 — 线上故障记录。\n"
)


def _on(doc: str, title: str, section: str) -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_makers_named_before_their_launch_are_not_the_subject() -> None:
    """`Pika-KV 的作者 Pikaworks 推出 Sedge 2`: the people of one entry, named, launch another
    thing; not news of `Pika-KV` (as `X 作者开源 Y` was not)."""
    for title in (
        "Pika-KV 的作者 Pikaworks 推出 Sedge 2",
        "Pika-KV 的开发者 Pikaworks 开源 Loam 评测集",
    ):
        matched = _on(_PLAIN, title, "§1.4")[1]
        assert "Pika-KV" not in matched, matched
    assert _on(_PLAIN, "Pika-KV 0.4 支持 FP4", "§1.3")[0] == "updated"


def test_a_bracketed_maker_tag_written_once_is_a_tag_as_the_recurring_ones_are() -> None:
    """`[Ivy Labs] Quire — …` beside `[Harbor] Sextant — …` (`[Harbor]` recurring): the lead is
    named `Quire`, not by its maker, so the maker's own news continues neither of its products
    and `Quire 2` finds its entry."""
    action, matched = _on(_TAGGED, "Ivy Labs 完成 B 轮融资", "§1.4")
    assert action == "inserted", matched
    action, matched = _on(_TAGGED, "Quire 2：16B 代码模型", "§1.1")
    assert action == "updated" and "Quire" in matched, matched


def test_a_name_whose_sibling_in_the_suggested_section_fits_as_well_is_a_possibility() -> None:
    """`Nimbus 长序列 Cache 压缩` suggested for §1.3, where `Nimbus-Cache` lives: the model
    `Nimbus` in §1.1 is only a possibility (a new entry, reported)."""
    plan = run(_PLAIN, brief_text(increment(1, "Nimbus 长序列 Cache 压缩方案", section="§1.3")))
    action = plan.actions[0]
    assert action.action == "inserted", action.matched
    assert "Nimbus" in (action.possibly or ""), action.possibly
    assert _on(_PLAIN, "Nimbus 长序列推理优化", "§1.1")[0] == "updated"


def test_a_kind_the_entry_never_says_in_another_section_is_a_possibility() -> None:
    """`Gorse 监控 SDK 0.2 开源` or `Gorse 告警平台 1.0 发布` suggested for §1.4: the title says
    the name is a kind of thing the KV offload layer `Gorse` (§1.3) never says; a release of
    `Gorse` suggested elsewhere, or one saying its kind, still continues it."""
    assert _on(_PLAIN, "Gorse 监控 SDK 0.2 开源", "§1.4")[0] == "inserted"
    assert _on(_PLAIN, "Gorse 告警平台 1.0 发布", "§1.4")[0] == "inserted"
    assert _on(_PLAIN, "Gorse 0.5：新增 NVMe 预取", "§1.4")[0] == "updated"
    assert _on(_PLAIN, "Gorse 卸载层 0.5 发布", "§1.4")[0] == "updated"
