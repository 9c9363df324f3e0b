"""Adversarial pass 22 (tests/data/adversarial22): this session's rules attacked; each wrong
continuation fixed at its cause. The wordings and names here are new, not the pass's inputs."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source
from tests.conftest import brief_text, increment, items, run

_EVENTS = (
    "# agents · 活文档\n\n"
    "> 说明：每个产品一条，不按版本拆分。\n"
    "> 提示词泄漏、越狱等事件一律在 §1.4 立「事件卡 #NN」。\n\n"
    "## §1.1 框架格局\n\n"
    "- [[Wrenfold]] — 向量记忆库。\n"
    "- 〈Corvina Agent〉鸦影｜Corvina Labs —— 浏览器智能体。\n\n"
    "## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- 「事件卡 #01」 Pellet 越狱 — 2030-04-02。\n"
)


def _on(doc: str, title: str, section: str = "§1.1") -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_trouble_listed_as_events_filed_apart_is_no_product_news() -> None:
    """`提示词泄漏、越狱等事件一律在 §1.4 立「事件卡 #NN」` names incidents by the trouble it lists
    (no word `事故`): a product's leak suggested for §1.4 is an entry of its own there, not news
    of the product's entry (found by its wiki link or `〈English〉` lead); the product's release
    still continues it."""
    for title in ("Wrenfold 提示词泄漏事件", "Corvina Agent 提示词泄漏事件"):
        action, matched = _on(_EVENTS, title, "§1.4")
        assert action == "inserted", matched
    action, matched = _on(_EVENTS, "Wrenfold 0.6 发布")
    assert action == "updated" and "Wrenfold" in matched, matched


def test_events_listed_without_trouble_name_no_incidents() -> None:
    """`发布、合作等事件一律…立「…」` lists no trouble: no incident rule is read from it."""
    from patcher.plan import incidents

    assert not incidents.states_incident_entries(
        "> 发布、合作等事件一律在 §1.2 立「动态卡 #NN」。\n"
    )
    assert incidents.states_incident_entries(
        "> 提示词泄漏、越狱等事件一律在 §1.4 立「事件卡 #NN」。\n"
    )


_GENERATIONS = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "- `2030-03-01` · 澄江 Clearwater `1.0` — 智能体编排框架 1.0。\n"
    "- **Pallwick Serve** — 推理服务框架，连续批处理\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
)


def _note(item: str) -> NoteAction:
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    doc = Source("doc.md", _GENERATIONS.encode())
    report = api.apply([Source("b.txt", brief.encode())], doc, smap)
    (note,) = report.contradictions
    return note


def test_a_glued_generation_is_not_another_release_s_entry() -> None:
    """`Clearwater2 吞吐` against the entry `Clearwater `1.0``: generation 2 is not release 1.0,
    so the item is not that entry's (待核实); `Clearwater1 …` and `Clearwater1.0 …` still are."""
    note = _note("矛盾/待核实 ①：Clearwater2 吞吐数字（中风险）\n博客 2 倍，论文 1.5 倍。\n")
    assert note.attached_to == "verify", note
    for glued in ("Clearwater1", "Clearwater1.0"):
        note = _note(f"矛盾/待核实 ②：{glued} 吞吐数字（中风险）\n博客 2 倍，论文 1.5 倍。\n")
        assert "Clearwater" in (note.attached_to or ""), note


def test_a_listed_kind_of_event_titled_as_one_is_that_incident() -> None:
    """With `提示词泄漏、越狱等事件` filed apart, a title naming a listed kind before `事件`/`事故`
    (`Corvina Agent 越狱事故`) or as its head's last word (`Wrenfold 遭越狱`) is that incident,
    not the product's news; a feature against it (`越狱防护上线`) still is the product's."""
    for title in ("Corvina Agent 越狱事故", "Wrenfold 遭越狱", "Wrenfold 提示词泄漏事件"):
        action, matched = _on(_EVENTS, title, "§1.4")
        assert action == "inserted", (title, matched)
    for title in ("Wrenfold 越狱防护上线", "Corvina Agent 越狱检测器开源"):
        action, matched = _on(_EVENTS, title, "§1.4")
        assert action == "updated", (title, matched)


_BENCH_TAGGED = (
    "# Inference\n\n"
    "> 说明：每个版本一条，版本之间分立。模型得分记在对应榜单（〔EVAL〕）条目下。\n\n"
    "## §1.1 框架格局\n\n"
    "- `2030-03-01` · Pallwick Serve `3.2` — 推理服务框架 3.2。\n"
    "- 〔EVAL〕 Quillmark — 检索增强评测基准。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
)


def test_scores_filed_under_a_tagged_benchmark_entry() -> None:
    """`模型得分记在对应榜单（〔EVAL〕）条目下` files scores with the benchmark, its entry's tag
    bracketed before `条目`: a release scored on it is the benchmark's news, not the release's."""
    from patcher.plan import versions

    assert versions.states_scores_under_benchmark("跑分成绩一律写入相应基准（[BM]）条目。")
    assert not versions.states_scores_under_benchmark("成绩不写在基准（[BM]）条目下。")
    action, matched = _on(_BENCH_TAGGED, "Pallwick Serve 3.2 在 Quillmark 长文本子集 61.2")
    assert "Pallwick" not in matched, (action, matched)
