"""Adversarial pass 30 (tests/data/adversarial30): near-misses of the readings merged last
(contradiction items led by a product word, claimants, a maker's news, an outage named by
region and day, identity resolutions; two-language names; a fix citing an advisory id; the
editions rule; names one character, case, width or a release apart; increments with no
section heading); the set's figures held, and each cause fixed tested with new names."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher import api
from patcher.text.source import Source
from tests.conftest import brief_text, increment, run, shipped_map

_SET = Path(__file__).parent / "data" / "adversarial30"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial30_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """85 labelled cases on three documents: one wrong continuation left (a20, `Halyard 1.0
    发布` on `**Halyard Gateway**`, a label an editor could dispute; 5 before the pass's fixes:
    i03, i05, b12, b20 too), at most 3 misses, no briefing refused."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 85
    assert set(verdicts["WRONG"]) <= {"a20"}, verdicts
    assert len(verdicts["MISSED"]) <= 3, verdicts
    assert [r["id"] for r in rows if r["verdict"] == "ERROR"] == []


_ADVISORIES = (
    "# 存储 · 活文档\n\n> 约定：每个产品一条；安全公告单列为 §1.4 的独立条目。\n\n"
    "## §1.1 数据库\n\n"
    "- **Whinchat**（Stonechat Labs）— 向量数据库，当前 4.1。\n"
    "- **Pipistrel**（Stonechat Labs）— 查询代理，当前 0.9。\n\n"
    "## §1.2 检索\n\n## §1.3 评测\n\n## §1.4 安全与可靠性\n\n"
    "- **Whinchat 安全公告：备份接口注入（GHSA-9c4v-2m7q-xx81）** — 2031-05-02 公开。\n"
)


def _lead_continued(doc: str, title: str, section: str) -> str:
    """The lead of the entry the increment continued ("" for a new entry)."""
    report = run(doc, brief_text(increment(1, title, section=section)))
    action = report.actions[0]
    lines = report.new_text.render().split("\n")
    above = lines[: action.line] if action.action == "updated" and action.line else []
    return next((ln for ln in reversed(above) if ln.startswith("- ")), "")


def test_a_ghsa_cited_by_another_products_news_is_not_the_advisorys() -> None:
    """`Pipistrel 1.0 修复 GHSA-… 同类问题` (another entry's release) and `Whinchatter 0.2 新增
    GHSA-… 检测` (a product the document does not hold): the id is the advisory of Whinchat,
    which neither title writes: a possibility at most; Whinchat's own fix, or the maker's
    release of Whinchat, still continues the advisory."""
    for title, section in (
        ("Pipistrel 1.0 修复 GHSA-9c4v-2m7q-xx81 同类问题", "§1.4 安全与可靠性"),
        ("Whinchatter 0.2 新增 GHSA-9c4v-2m7q-xx81 检测", "§1.1 数据库"),
    ):
        assert "安全公告" not in _lead_continued(_ADVISORIES, title, section), title
    for title in (
        "Whinchat 4.1.2 修复 GHSA-9c4v-2m7q-xx81 的残余路径",
        "Stonechat Labs 发布 Whinchat 4.1.2：修复 GHSA-9c4v-2m7q-xx81",
    ):
        assert "备份接口" in _lead_continued(_ADVISORIES, title, "§1.4 安全与可靠性"), title


_INCIDENTS = (
    "# 推理笔记\n\n## §1.1 框架格局\n\n- **Halyard Gateway**：开源推理网关\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    "- 事故｜雁栖云 sa-east 区 2034-08-02 中断：存储网关故障导致 3 小时推理不可用\n"
)


def _attached(item: str) -> str:
    """Where a contradiction item's note went (`verify` for the 待核实 section)."""
    brief = brief_text(increment(1, "Halyard Gateway 2.2 — 调度器重写"), date="2034-08-20")
    brief += f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：{item}（低风险）\n"
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", _INCIDENTS.encode()), shipped_map()
    )
    return report.contradictions[0].attached_to or ""


def test_an_outage_of_another_service_or_region_that_day_is_not_that_incident() -> None:
    """`雁栖云 sa-east 8-02 中断根因` goes on the incident of that service, region and day; the
    same day's outage of another service (`雁鸣云`, one character apart) or in another region
    (`me-central`) is not that incident."""
    assert "2034-08-02" in _attached("雁栖云 sa-east 8-02 中断根因：复盘称存储网关，社区称电源")
    for other in ("雁鸣云 sa-east 8-02 中断根因说法不一", "雁栖云 me-central 8-02 中断传闻"):
        assert "2034-08-02" not in _attached(other), other
