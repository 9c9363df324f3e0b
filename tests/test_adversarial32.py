"""Adversarial pass 32 (tests/data/adversarial32): near-misses of the readings merged last
(lead146: a family lead naming generations, a GHSA id in a release line, preambles filing
scores under a board or the product and each generation apart, 榜单 = leaderboard, a relation
line citing an incident by day; lead149: incidents kept off the product, an advisory on its
product, a postmortem 发布, a day after the name, a product named only in the Incidents entry;
misses1: a maker sharing its first word with its product); the set's figures held, and each
cause fixed tested with new names."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from patcher import api
from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "adversarial32"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial32_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """89 labelled cases on three documents: no wrong continuation (5 before the pass's fixes:
    a28 `Gannet Embed 3 发布：第三代…` on `Gannet Embed` where each generation has an entry,
    b10 `Murre Cloud 任务队列积压 2 小时` on the product where incidents are apart, c21/c22 an
    advisory of `Wrenfield` in `Incidents` where the preamble files advisories under the
    product, c27 `Osprey Batcher backlog postmortem` on the product beside `Incidents`), no
    miss, no briefing refused."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 89
    # (c21/c22: the preamble's `advisories … under the product` reading was taken back after
    # it lost a right continuation on a blind week; they are wrong again, known)
    assert verdicts["WRONG"] == ["c21", "c22"], verdicts
    # (b21: `事故和安全公告都记在产品条目下` beside §1.4 incident entries was not read as filing
    # incidents under the product, a miss; lead195's reading of incidents written on the
    # product's entry, `记在…产品条目下`, continues the product as labelled)
    assert verdicts["MISSED"] == [], verdicts
    assert [r["id"] for r in rows if r["verdict"] == "ERROR"] == []


_GATHERED = (
    "# Notes\n\n> Conventions: one entry per product; releases and advisories are dated "
    "sub-bullets under the product.\n\n## §1.1 Engines\n\n"
    "- **Kittering** (Fallow Labs): batch engine; 1.2.\n"
    "- **Fallow Queue** (Fallow Cloud): managed job queue; 0.6.\n\n"
    "## §1.2 Scheduling\n\n## §1.3 KV Cache\n\n## §1.4 Reliability\n\n"
    "- **Incidents** — production incidents, one sub-bullet each.\n"
    "  - 2031-03-02: Kittering eu-west crash loop, about 1 h.\n"
    "  - 2031-03-09: Fallow Queue job backlog, about 3 h of delayed runs.\n"
)


def _found(doc: str, title: str, section: str = "§1.4", extra: str = "") -> api.Action:
    return run(doc, brief_text(increment(1, title, section=section, extra=extra))).actions[0]


@pytest.mark.xfail(
    strict=True,
    reason="taken back: reading the preamble's `under the product` for advisories lost a right "
    "continuation on a blind week (bench/blind/heldout119)",
)
def test_an_advisory_stays_on_its_product_where_the_preamble_files_it_there() -> None:
    """The preamble files advisories under the product (no advisory under any entry yet): an
    advisory reporting no incident is the product's news, not the one `Incidents` entry's; an
    outage of that product still goes there."""
    found = _found(_GATHERED, "Kittering 安全公告 CVE-2031-40117：模型加载路径穿越")
    assert found.action == "updated" and "Incidents" not in (found.matched or ""), found
    found = _found(_GATHERED, "Kittering eu-west 宕机 2 小时")
    assert found.action == "updated" and "Incidents" in (found.matched or ""), found


def test_an_english_postmortem_is_an_incidents_news() -> None:
    """`Fallow Queue backlog postmortem`: only an incident has a postmortem (its head says no
    incident word): where an entry gathers incidents, that entry's news, not the product's; a
    release is still the product's."""
    found = _found(_GATHERED, "Fallow Queue backlog postmortem")
    assert found.action == "updated" and "Incidents" in (found.matched or ""), found
    found = _found(_GATHERED, "Fallow Queue 0.7 released: priority lanes", "§1.1")
    assert found.action == "updated" and "Incidents" not in (found.matched or ""), found


_APART = (
    "# 平台\n\n> 约定：版本发布记在产品条目下；事故和安全公告不挂在产品下，在 §1.4 各自单独成条。\n\n"
    "## §1.1 框架\n\n## §1.2 工具调用\n\n- **Brisk Runner**（Brisk Inc.）— 托管任务运行平台。\n\n"
    "## §1.3 评测\n\n## §1.4 可靠性\n"
)


def test_a_backlog_lasting_hours_is_an_incident_where_incidents_are_apart() -> None:
    """`Brisk Runner 任务队列积压 2 小时` (no symptom word, but the work stood for hours): where
    the preamble keeps incidents off the product, an entry of its own; a backlog said with no
    duration (a feature) is still the product's news."""
    found = _found(_APART, "Brisk Runner 任务队列积压 2 小时", "§1.2 工具调用")
    assert found.action == "inserted", found
    found = _found(_APART, "Brisk Runner backlog stalled for 3 h", "§1.2 工具调用")
    assert found.action == "inserted", found
    found = _found(_APART, "Brisk Runner 新增积压告警", "§1.2 工具调用")
    assert found.action == "updated", found


_GENERATIONS = (
    "# 检索\n\n> 约定：每个产品一条；产品换代（如 `Heron 2`、`Heron 3`）各立一条，不合并。\n\n"
    "## §1.1 向量库\n\n## §1.2 嵌入\n\n- **Tansy Embed**（Tansy AI）— 代码嵌入模型，当前 2.1。\n\n"
    "## §1.3 评测\n\n## §1.4 可靠性\n"
)


def test_a_two_word_products_next_generation_is_new_where_each_has_an_entry() -> None:
    """`Tansy Embed 3 发布：第三代…` (the entry named by two words) is the next generation, new
    where each generation has an entry; a dotted release citing another's `第二代` is still
    the product's."""
    found = _found(_GENERATIONS, "Tansy Embed 3 发布：第三代代码嵌入", "§1.2 嵌入")
    assert found.action == "inserted", found
    found = _found(_GENERATIONS, "Tansy Embed 2.2 发布：适配第二代 Heron 重排", "§1.2 嵌入")
    assert found.action == "updated", found
