"""Adversarial pass 54 (tests/data/adversarial54): near-misses of 436efb0f's year-month history
items, parse2's contradiction item forms and wrapper headings, contra15's rumour, resolution,
vocabulary and hearsay readings, devleft3's tier, namesake-kind and board-round readings and
lead212's generation, issue-history and short-form readings, with controls. The set's figures
on main 1604f2ff, where the pass changed no rule (the README gives each case's cause)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

_SET = Path(__file__).parent / "data" / "adversarial54"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial54_score", _SET / "score.py")
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
    """30 cases labelled before their first run (commit d91c7982). On main 1604f2ff: 6 wrong
    (tier2 `Brindle 2 Go 语言 SDK` continues the tier `Brindle 2-Go`; br1/br2 a board round
    continues the board where the preamble files scores under `该条` / `被评产品条目`; rum3 a
    rumour of the generation only a pending 待核实 note writes goes on the last generation;
    pf2 `② 技术报告写 1.5K。` under item ① read as item ②; pf3 a numberless label line's
    figures read as two items), 4 missed (ns1 a benchmark's kind in a heading entry's
    description not read, the denial stands; rum2 `Lanting 2048 像素…传闻` read as a
    generation 2048; term1 `Tile Cache` not read as `Orrin Tile Cache`; sf2 two entries write
    `Moraine 2`) and 1 refused (ym2: a year-range item, `- 2036-2037 roadmap: …`, beside dated
    items makes the heading entry a group).

    After adv54left: pf2 right (a numbering begun in item ①'s `问题：① …` field goes on in
    its `②` line), rum2 right (`2048 像素` is a figure, no generation), tier2 from wrong to
    missed (the tier's word written apart and running on into `语言` is not the tier's name;
    the title is a new entry, `possibly` the tier, not yet Brindle 2's update).

    After the twenty-sixth session's lead fixes: ym2 right (an undated note after a first dated
    history item, among at least as many dated ones, is part of the entry's history); pf3 right
    (a label line with no number stating a doubt, `待核实：X 说法不一：`, is the item, its
    numbered lines the two sides); br1 right and br2 from wrong to missed (a clause keeping one
    entry per generation, then `评测成绩都写成该条下…`, files scores under the product; `被评产品`
    the scored product); rum3 right (a pending 待核实 note writing the rumoured generation is no
    generation the document has reached)."""
    count, verdicts = _verdicts()
    assert count == 30
    assert verdicts["WRONG"] == [], verdicts
    assert verdicts["MISSED"] == ["tier2", "ns1", "br2", "term1", "sf2"], verdicts
    assert verdicts["ERROR"] == [] and verdicts["PLACED"] == [], verdicts
