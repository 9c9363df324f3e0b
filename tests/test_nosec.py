"""The nosec corpus (tests/data/nosec): titles naming an entry whose suggested section is missing
or points elsewhere; its figures held, and an outage said in Chinese words read as one where the
document's entries keep incidents apart (tested with other names than the corpus's)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "nosec"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("nosec_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_corpus_figures_hold() -> None:
    """82 labelled cases on three documents, 44 continuing: at most 7 wrong continuations (8
    before an outage said in Chinese was read as one: k07), at most 6 missed."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    wrong = [r["id"] for r in rows if r["verdict"] == "WRONG"]
    missed = [r["id"] for r in rows if r["verdict"] == "MISSED"]
    assert len(rows) == 82
    assert "k07" not in wrong
    assert len(wrong) <= 7, wrong
    assert len(missed) <= 6, missed


_APART = (
    "# 检索平台 · 活文档\n\n"
    "> 约定：每个产品一条，版本与后续消息按日期写成子行。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Brindle**（Oakum AI）— 向量检索服务，提供托管版，当前 1.3。\n"
    "- **Hawser**（Tackle Labs）— 检索网关，当前 0.4。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- **Hawser 华北区中断**（2031-03-02）— Hawser 托管版华北区中断 50 分钟。\n"
)


def _on(doc: str, title: str, section: str) -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or "", action.possibly


def test_an_outage_in_chinese_words_stays_off_the_product_where_entries_keep_incidents() -> None:
    """`Brindle 托管版华东区服务中断 3 小时` suggested for §1.4, where the document keeps an
    outage (`Hawser 华北区中断`) as an entry of its own: a new entry, possibly Brindle; its release
    still continues it, and a feature about outages (`支持区域中断自动切换`) is no outage."""
    title = "Brindle 托管版华东区服务中断 3 小时"
    action, matched, possibly = _on(_APART, title, "§1.4 推理可靠性与可观测性")
    assert action == "inserted" and "Brindle" in possibly, (action, matched)
    action, matched, _ = _on(_APART, "Brindle 1.4 发布：混合检索", "§1.4 推理可靠性与可观测性")
    assert action == "updated" and "Brindle" in matched, matched
    feature = "Brindle 1.4 支持区域中断自动切换"
    action, matched, _ = _on(_APART, feature, "§1.4 推理可靠性与可观测性")
    assert action == "updated" and "Brindle" in matched, matched
