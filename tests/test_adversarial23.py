"""Adversarial pass 23 (tests/data/adversarial23): this session's rules attacked; each wrong
continuation fixed at its cause. The wordings and names here are new, not the pass's inputs."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_DOC = (
    "# serving · 活文档\n\n"
    "> 约定：每个版本单独一条；产品的其他消息记在其最新版本条目下。\n"
    "> 事故单独成条，条首用 `▲`。修复记在所修事故的条目下。\n\n"
    "## §1.1 框架格局\n\n"
    "- `2031-02-01` · Marram Serve `3.0` — 推理服务 3.0。\n"
    "- 纺车[^sp]：流水线编排框架。\n"
    "- 梭子[^sh]：任务队列。\n\n"
    "## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- ▲ 故障单 Q-71-03｜Marram 调度卡死 — 三月十二日调度卡死。\n\n"
    "[^sp]: Wheelwright AI · wheelwright.ai/posts/spinner\n"
    "[^sh]: Shuttlecock · github.com/weft-org/shuttlecock\n"
)


_PACK = (
    "- ◆ `2031-03-09` · 云杉扩展 Larchpine 3.1 兼容包 — Spruce 团队为 Larchpine 3.1 做的兼容包。"
)
_RELEASES = (
    "# 检索 · 活文档\n\n"
    "> 约定：每个版本单独一条；产品的其他消息记在其最新版本条目下。\n"
    "> 事故单独成条，条首用 `▲`，发布条目条首用 `◆`。\n\n"
    "## §1.1 框架格局\n\n"
    "- ◆ `2031-02-01` · Marram Serve `3.0` — 推理服务 3.0。\n"
    "- ◆ `2031-02-20` · Marram Serve `3.2` — 3.2 加入前缀缓存。\n"
    "- ◆ `2031-03-01` · Larchpine `2.9` — 向量检索库。\n"
    f"{_PACK}\n\n"
    "## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n"
)


def _on(title: str, section: str = "§1.1", doc: str = _DOC) -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_footnote_naming_a_maker_is_no_name_of_the_entry() -> None:
    """`纺车[^sp]` with `[^sp]: Wheelwright AI · …`: the footnote cites the maker's post, the
    maker is not the product; its funding is no news of the entry. A footnote defining a
    product's name (`Shuttlecock`) still names the entry."""
    action, matched = _on("Wheelwright AI 宣布完成新一轮融资")
    assert action == "inserted", matched
    action, matched = _on("Shuttlecock 新增优先级队列")
    assert action == "updated" and "Shuttlecock" in matched, matched


def test_release_written_inside_another_things_name_is_not_its_night_entry() -> None:
    """`Larchpine 3.1 …` where the only entry writing `Larchpine 3.1` is a compatibility pack
    made for it (`云杉扩展 Larchpine 3.1 兼容包`): not the release's entry; a night's line
    in its place (`落叶松 Larchpine 3.1 正式版`) still takes the release's news."""
    for title in ("Larchpine 3.1 发布", "Larchpine 3.1 基准实测"):
        action, matched = _on(title, doc=_RELEASES)
        assert action == "inserted", matched
    night = _RELEASES.replace(_PACK, "- ◆ `2031-03-10` · 落叶松 Larchpine 3.1 正式版 — 当晚新立。")
    action, matched = _on("Larchpine 3.1 基准实测", doc=night)
    assert action == "updated" and "落叶松 Larchpine 3.1" in matched, matched


def test_ticket_cited_as_a_likeness_is_not_fixed() -> None:
    """`修复 Q-71-03 同类问题` in another product's release: a bug like the ticket's, not the
    ticket closed; closing it (`关闭 Q-71-03`) still files the fix under the incident."""
    action, matched = _on("Wickerbay 1.7 发布：修复与 Q-71-03 类似的卡死")
    assert "Q-71-03" not in matched, matched
    action, matched = _on("Heddle 0.2 发布，顺带修复 Q-71-03 同类问题")
    assert "Q-71-03" not in matched, matched
    action, matched = _on("Marram Serve 3.0.1 修复调度卡死（关闭 Q-71-03）")
    assert action == "updated" and "Q-71-03" in matched, matched
