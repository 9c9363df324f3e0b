"""Adversarial pass 45 (tests/data/adversarial45): near-misses of devmiss4's board-round,
评测榜, `their own item` and final-after-candidate readings, genv's yearless day, 单独跟踪 and
turn-back (`_OURS_NOW`) readings, lead182/182b's generation, family and abbreviated-generation
readings, lead180b's incident and single-product paper readings, cascade1's hyphened and
glued generations and 264f9bd5's generation members; the set's figures held, and the causes
fixed tested with new names: `写在被评测产品的条目下` files scores under the product; a review's
yearless day is read in the briefing's year; `a study of X` names the one thing a paper
evaluates."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher.plan import versions
from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "adversarial45"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial45_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """40 cases labelled before their first run: 6 wrong before the pass's fixes, 5 after
    (pt01, pt05, ab01-ab03: `Cobble`'s lead calls it a `评测榜`, deliberately not read as a
    board's lead (taken back four times on a blind week), so a round on it stays the board's
    news where scores go under the product); 7 missed (it02, in01: the case's preamble files
    incidents under the product but the document's own `Incident: …` entries file them apart,
    the tool cautious; yd03: a review whose title names no product; g04: a generation rule said
    of boards read as the models'; ours02: a turn to this document inside another's rule; f01,
    pa01: a family's member line and generation (`Gannet Embed 5`, `Gannet Rerank 4`) not found
    as the family's). After lead204, pt05 and ab01-ab03 are right: a month's round whose head is
    the board's name and round alone (`Cobble 九月榜：X 登顶…`) names the board by the title,
    its one placed product the news where scores go under the product; pt01 (`Cobble 新榜`,
    no month) stayed wrong until devleft7: a head calling the round a new board, one product
    named after it, is the board's round (tests/test_devleft7.py)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 40
    assert verdicts["WRONG"] == [], verdicts
    assert verdicts["MISSED"] == ["it02", "yd03", "g04", "ours02", "f01", "in01", "pa01"], verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


def test_scores_written_under_the_evaluated_products_entry() -> None:
    """`榜单成绩写在被评测产品的条目下` (and `…被评测的产品的条目下`) files scores under the
    product, as `记在被测产品的条目下` does; denied, not."""
    assert versions.states_scores_under_product("> 约定：榜单成绩写在被评测产品的条目下。")
    assert versions.states_scores_under_product(
        "> 约定：成绩写在被评测的产品的条目下（榜单只记规则）。"
    )
    assert not versions.states_scores_under_product("> 约定：成绩不写在被评测产品的条目下。")


_BOARD_DOC = (
    "# 视听\n\n> 约定：模型一代一条。榜单成绩写在被评测产品的条目下（排行榜条目只记规则）。\n\n"
    "## §1.1 模型\n\n- **Tessil 2**（Brume Labs，2036-02）：第二代视觉语言模型。\n\n"
    "## §1.2 应用\n\n## §1.3 论文\n\n## §1.4 评测\n\n"
    "- **Fallowrank**（Fallow NLP，2035-10）：视觉问答排行榜，Elo 积分。\n"
)


def test_a_round_on_a_board_goes_under_the_product_so_filed() -> None:
    """`Fallowrank 新榜：Tessil 2 首破 1300 分` where the preamble writes scores under the product:
    the product's news (before, the board's: the wording was not read)."""
    brief = brief_text(increment(1, "Fallowrank 新榜：Tessil 2 首破 1300 分", "§1.4 评测"))
    action = run(_BOARD_DOC, brief).actions[0]
    assert action.action == "updated" and "Tessil 2" in (action.matched or ""), action


_REVIEW_DOC = (
    "# Retrieval\n\n> Conventions: one entry per product; incidents get their own item in §1.4."
    "\n\n## §1.1 Databases\n\n- **Quarlo** — vector database (Brume Labs)\n\n"
    "## §1.2 Tools\n\n## §1.3 Papers\n\n## §1.4 Incidents\n\n"
    "- **Incident: Quarlo Cloud write outage** — writes failed for 50 minutes"
    " (Brume Labs, {day})\n  - {day} — status page opened\n"
)


def _review(day: str) -> str:
    relation = "与活文档现有脉络的关系：§1.4 已记该事故 03-04；本条是完整复盘\n"
    title = "Quarlo Cloud 写入中断 — Brume Labs 发布完整复盘"
    block = increment(1, title, "§1.4 Incidents", extra=relation)
    (action,) = run(_REVIEW_DOC.format(day=day), brief_text(block, date="2036-03-20")).actions
    return f"{action.action} {action.matched or ''}"


def test_a_reviews_yearless_day_is_of_the_briefings_year() -> None:
    """`已记该事故 03-04` in a briefing of 2036-03-20: the incident of 2036-03-04, not the
    product's incident of 2035-03-04 (another incident, a year before)."""
    assert "reviews the 03-04 incident" in _review("2036-03-04")
    assert "reviews the 03-04 incident" not in _review("2035-03-04")


_PAPER_DOC = (
    "# Serving\n\n> Conventions: one entry per product. A paper that evaluates a single product"
    " is an update of that product's entry; other papers are their own entries.\n\n"
    "## §1.1 Engines\n\n- **Kettleway** — serving engine (Brume Labs)\n"
    "- **Quarlo** — vector database (Brume Labs)\n\n## §1.2 Tools\n\n## §1.3 Papers\n\n"
    "## §1.4 Incidents\n"
)


def test_a_paper_said_to_be_a_study_of_one_product() -> None:
    """`… — a study of Kettleway` (`a case study of …`): the one product the paper evaluates;
    `a study of Kettleway and Quarlo` names two: new."""
    for title in (
        "Tail latency under bursts: a study of Kettleway arXiv:3603.01234",
        "Tail latency under bursts — a case study of Kettleway arXiv:3603.01234",
    ):
        (action,) = run(_PAPER_DOC, brief_text(increment(1, title, "§1.3 Papers"))).actions
        assert action.action == "updated" and "Kettleway" in (action.matched or ""), title
    title = "Tail latency under bursts: a study of Kettleway and Quarlo arXiv:3603.01234"
    (action,) = run(_PAPER_DOC, brief_text(increment(1, title, "§1.3 Papers"))).actions
    assert action.action == "inserted", action
