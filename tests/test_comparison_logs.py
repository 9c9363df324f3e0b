"""A preamble sending head-to-head comparisons to a running log entry it names (issue 21,
heldout85: `Head-to-head comparisons go into the bake-off logs (`LOG · Bake-off log (vector
stores)` in §1.2, …)`): a comparison's title continues the one such log of its section."""

from __future__ import annotations

from patcher.plan import logs
from tests.test_release_lines import RADAR, on_radar


def test_the_logs_a_preamble_names() -> None:
    said = (
        "- **Head-to-head comparisons go into the shoot-out logs** (`LOG · Shoot-out log "
        "(indexes)` in §1.2, `LOG · Shoot-out log (rerankers)` in §1.3), one per comparison."
    )
    assert logs.stated_comparison_logs(said) == ("logshootoutlogindexes", "logshootoutlogrerankers")
    assert logs.stated_comparison_logs("横评一律记入 `选型对照记录` 条目，按日期追加。") == (
        "选型对照记录",
    )
    # a comparison rule naming no log, or a tag: nothing to continue
    assert logs.stated_comparison_logs("多个产品的横向对比单独成条，首行以 `#对比` 结尾。") == ()
    assert logs.stated_comparison_logs("A single product's own numbers stay on its entry.") == ()


def test_a_comparison_continues_the_log_of_its_section() -> None:
    title = "百万级图索引横评 — Ospira 2.4 / Marten 0.9，Ospira 延迟最低"
    found = on_radar(title, "§1.2").actions[0]
    assert found.action == "updated" and "comparisons" in (found.matched or ""), found
    plain = RADAR.replace("- **Head-to-head comparisons go into the shoot-out log**", "- Note")
    assert on_radar(title, "§1.2", doc=plain).actions[0].action == "inserted"
    assert on_radar(title, "§1.1").actions[0].action == "inserted"  # (no log in §1.1)
