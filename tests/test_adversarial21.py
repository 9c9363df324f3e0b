"""Adversarial pass 21 (tests/data/adversarial21): the eighth session's rules attacked; each
wrong continuation fixed at its cause. The wordings and names here are new, not the pass's
inputs."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_RELEASES = (
    "# inference · 活文档\n\n"
    "## §1.1 框架格局\n\n"
    "- `2031-01-05` · Tamarind `3.0` — 推理服务器 3.0，新调度器。\n"
    "- `2031-02-11` · Tamarind `3.1` — 3.1 支持 FP4 权重。\n"
    "- `2031-02-20` · Quarry `1.2` — 模型网关。\n\n"
    "## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n"
)


def _on(doc: str, title: str, section: str = "§1.1") -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_a_title_listing_two_releases_with_entries_continues_neither() -> None:
    """`Tamarind 3.0 和 3.1 的权重加载变慢` where each release has an entry (a release in a
    code span after the name): the title names both alike, not the first listed one's entry;
    one release named alone still continues its entry."""
    for title in ("Tamarind 3.0 和 3.1 的权重加载变慢", "Tamarind 3.1、3.0 长上下文吞吐回退"):
        action, matched = _on(_RELEASES, title)
        assert action == "inserted", matched
    action, matched = _on(_RELEASES, "Tamarind 3.1 的权重加载变慢")
    assert action == "updated" and "3.1" in matched, matched
