"""Adversarial pass 55 (tests/data/adversarial55): near-misses of lead214's new-major, paper,
split-brain, incident-name, -Bench and quoted-log readings, lead215's incident, relation, app
and maker readings, adv53left's field items, kind tags, 版/期 words, rival brackets, board
headings and section notes, devleft4's debut, Chinese-Latin and generation readings and the
lead's year-month items, fields-only entries and outage reviews, with controls. The set's
figures on main 70c388f7, where the pass changed no rule (the README gives each case's
cause)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

_SET = Path(__file__).parent / "data" / "adversarial55"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial55_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _verdicts() -> tuple[int, dict[str, list[str]]]:
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    kinds = ("WRONG", "MISSED", "ERROR", "PLACED")
    return len(rows), {v: [r["id"] for r in rows if r["verdict"] == v] for v in kinds}


def test_the_sets_figures_hold() -> None:
    """30 cases labelled before their first run (commit 452c02c8). On main 70c388f7: 4 wrong
    (pap2 `a follow-up paper … never extends the existing entry` read as filing follow-ups
    under the original; bn2 a benchmark's own revision with `— Sablewing 3 仍居首` after a dash
    goes on the leader; out2 `Marrow 2 中断复盘` follows up an incident headed `(no outage)`;
    rel2 a relation naming the cited increment's product a rival, `…首录的 Wicket 为竞品`, read
    as continuing it), 1 missed (sb2 `新增脑裂防护` read as the symptom, the release kept off
    the engine) and 2 refused (ym1 a month range `- 2041-01–03:` in a History list; fld2 a
    fields-only heading entry in a section whose entries hold dated items without a History
    label)."""
    count, verdicts = _verdicts()
    assert count == 30
    assert verdicts["WRONG"] == ["pap2", "bn2", "out2", "rel2"], verdicts
    assert verdicts["MISSED"] == ["sb2"], verdicts
    assert verdicts["ERROR"] == ["ym1", "fld2"] and verdicts["PLACED"] == [], verdicts
