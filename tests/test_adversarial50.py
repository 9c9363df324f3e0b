"""Adversarial pass 50 (tests/data/adversarial50): near-misses of adv47's `its own bullet`,
contra12/adv48's fix questions and smuggling flaws, b3c75ac1's item led by tonight's new entry,
dup6/dup7's 企业版 and `known in China as`, adv47left's board reading, and e77a290f's narrowed
region cut, with controls. No rule was changed: the set's figures on main are held as they are,
its wrong and missed cases listed (the README gives each cause)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

_SET = Path(__file__).parent / "data" / "adversarial50"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial50_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """28 cases labelled before their first run (commit da147212), run on main 630dac1e: 2
    wrong — k02 (`是否同时修复会话回放卡顿` on the filed `会话回放丢失` issue: 3 of 5 pairs shared),
    b04 (`36 ms p99 on Keel` filed on Keel, whose lead `inference accelerator board.` reads as
    a benchmark); 4 missed — a03 (a past `their own bullet` rule read as the present), t01
    (`known in China as 宁帆` in a lead without brackets is never read), r05 (`Postmortem of
    the Gantry outage in us-east`, no day), r06 (`traffic moved … after us-east outage`).
    Turned right by adv50left: k02 (a symptom's head, its last pair, must be the issue's too),
    b04 (a board after a hardware word, `accelerator board`, is no benchmark), t01 (a lead's
    label clause is read without a bracket in it), a03 (a filing rule said of the past,
    `Until 2035, … got their own bullet`, is no rule now), r05 (a follow-up naming an outage's
    region and no day finds the one incident entry of that region and name)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 28
    assert verdicts["WRONG"] == [], verdicts
    assert verdicts["MISSED"] == ["r06"], verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []
