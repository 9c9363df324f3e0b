"""A relation line saying whose news it is (`本条是 X 的新功能`) where the title names two things; a
relation line saying a new incident is no follow-up of the one it names by its day; a bare or
lower-case product word and a release beside the product's editions; an entry's own short form
bracketed after its name (heldout155). Names here are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source
from tests.conftest import brief_text, increment

EN = (
    "# notes\n\n> Conventions: one entry per product. Everything about a product (releases,\n"
    "> incidents, benchmark scores) goes as a dated sub-bullet under that product's entry.\n"
    "> The `Benchmarks` part of §1.4 lists benchmarks only; scores live under the products.\n\n"
    "## §1.1 Engines\n\n"
    "- **Brantwood Runtime (BWR)** — Brantwood Labs' open-source serving engine; current 2.0.\n"
    "- **Corvane Engine (Corvane)** — Corvane Systems' C++ engine for MoE; current 5.4.\n"
    "- **Ternwood Cloud** — Ternwood's hosted inference API, per-token pricing, three regions.\n"
    "  - 2036-11-21 incident: North region down 38 minutes, a bad config push.\n\n"
    "## §1.2 Scheduling\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n\n"
    "- **Gannet Trace (GNT)** — request tracing for inference: queueing, prefill, decode spans.\n"
    "- **Osprey Monitor (Osprey)** — GPU and serving monitoring and alerting; current 3.1.\n"
)


def _line(name: str) -> int:
    """The line a sub-item written under the entry `name` lands on (right after it)."""
    return 1 + next(
        n for n, line in enumerate(EN.splitlines(), 1) if line.startswith(f"- **{name}")
    )


def _action(title: str, relation: str = "", section: str = "§1.4") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    extra = f"与活文档的关系：{relation}\n" if relation else ""
    brief = brief_text(increment(1, title, section=section, extra=extra))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", EN.encode()), smap)
    return report.actions[0]


def test_the_relation_line_says_whose_news_a_title_naming_two_things_is() -> None:
    title = "Gannet Trace 与 Osprey Monitor 打通 — trace 到告警联动"
    found = _action(title, "已有 Osprey；本条是 Gannet Trace 的新功能")
    assert found.action == "updated" and found.line == _line("Gannet"), found
    other = _action(title, "已有 Gannet Trace；本条是 Osprey Monitor 自身的版本更新")
    assert other.action == "updated" and other.line == _line("Osprey"), other
    assert _action(title).action == "inserted"  # (no line: either may be meant)
    rival = _action(title, "本条是 Gannet Trace 的竞品")
    assert rival.action == "inserted", rival


def test_no_follow_up_of_the_days_incident_is_still_the_products_news() -> None:
    title = "Ternwood Cloud 北区 12-05 推理中断 47 分钟（官方复盘）"
    said = "活文档已有 TW-1121（11-21 北区故障）；本条是新的一次故障，不是 11-21 事故的延续"
    found = _action(title, said, "§1.1")
    assert found.action == "updated" and found.line == _line("Ternwood Cloud") + 1, found
    refused = _action(title, "已有 11-21 北区故障；本条不是 11-21 事故的续报，不应合并", "§1.1")
    assert refused.action == "inserted", refused


EDITIONS = (
    "# notes\n\n> Conventions: one entry per product; releases go under the product.\n\n"
    "## §1.1 Engines\n\n"
    "- **Skerry Runtime (SKR)** — Skerry Labs' open-source engine; current 2.0.3.\n"
    "- **Skerry Runtime Enterprise (SKR-E)** — the commercial edition; current 2.0-ent.\n"
    "- **Tamsin Engine (Tamsin)** — an engine for MoE; current 5.4.\n"
    "- **Tamsin Cloud** — Tamsin's hosted inference API.\n\n"
    "## §1.2 Scheduling\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n"
)


def _in(doc: str, title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.1"))
    return api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap).actions[
        0
    ]


def test_a_bare_product_word_and_release_is_the_base_products_not_its_editions() -> None:
    found = _in(EDITIONS, "Skerry 2.1.1 发布 — 调度器重写")
    assert found.action == "updated" and "Skerry Runtime (SKR)" in (found.matched or ""), found
    assert _in(EDITIONS, "Tamsin 5.5 发布 — 专家并行").action == "inserted"  # (neither extends)


def test_a_lower_case_product_word_before_a_release_is_the_product() -> None:
    found = _in(EDITIONS, "skerry 2.1.1 发布 — 调度器重写")
    assert found.action == "updated" and "Skerry Runtime (SKR)" in (found.matched or ""), found
    assert _in(EDITIONS, "skerry 长提示 OOM").action == "inserted"  # (no release: a word maybe)
    assert _in(EDITIONS, "runtime 2.1 发布").action == "inserted"  # (a common word)


SHORTS = (
    "# notes\n\n> Conventions: one entry per product; releases go under the product.\n\n"
    "## §1.1 Engines\n\n"
    "- **Brill Monitor (Brill)** — GPU and serving monitoring and alerting; current 3.1.\n"
    "- **Dace Monitor (Grafton)** — a dashboard pack for Grafton; current 1.0.\n\n"
    "## §1.2 Scheduling\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n"
)


def test_a_release_of_the_word_an_entry_brackets_as_its_own_short_form() -> None:
    found = _in(SHORTS, "Brill监控3.2 — 新增 KV 命中率告警")
    assert found.action == "updated" and "Brill Monitor" in (found.matched or ""), found
    spaced = _in(SHORTS, "Brill 3.2 — 新增 KV 命中率告警")
    assert spaced.action == "updated", spaced
    other = _in(SHORTS, "Dace 1.1 — 新增面板")  # (the bracket names another thing)
    assert other.action == "inserted", other
