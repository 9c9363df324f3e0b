"""Night pass 1 (tests/data/night1): an entry a night created against the product's. A title
naming a product, dating an incident anywhere and saying it follows it up (`Corrib Cloud
服务超时（12-03）补充`, `Pelham Cloud postmortem: 12-03 …`) continues that product's one incident
entry of that day, a night's too; another day's incident, or one with no follow-up word,
stays new; a release or other news of the product stays the product's."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

_SET = Path(__file__).parent / "data" / "night1"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("night1_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _rows() -> list[dict]:
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    return [score.outcome(case, smap) for case in cases]


def test_the_sets_figures_hold() -> None:
    """60 labelled multi-night cases on three documents (30 the night's entry, 30 the product's
    or new): no wrong continuation, at most 7 misses (13 before the day's follow-up was read,
    a05, b04, b05, c05, and a licence was no other name, a27, b27), no briefing refused,
    every earlier night made its entry."""
    rows = _rows()
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 60
    assert verdicts["WRONG"] == [], verdicts
    assert len(verdicts["MISSED"]) <= 7, verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "SETUP")] == []


def test_a_days_follow_up_continues_that_days_incident() -> None:
    """The follow-ups dating the night's incident land under it; another day's stays new."""
    ids = ("a05", "b04", "b05", "c05", "a23", "b24", "c27", "b28", "c30")
    got = {r["id"]: r["verdict"] for r in _rows() if r["id"] in ids}
    assert got == dict.fromkeys(ids, "ok"), got


def test_a_licence_is_no_other_name() -> None:
    """`X 改用 Apache-2.0 许可`, `X moves to Apache-2.0`: the licence X now goes under names no
    other thing (the product's news); `X 接入 Apache Kafka` still names another."""
    from patcher.plan.evidence.names import names_of

    assert not names_of("Haldane Gateway 改用 Apache-2.0 许可").others
    assert names_of("Haldane Gateway 接入 Apache Kafka").others
    got = {r["id"]: r["verdict"] for r in _rows() if r["id"] in ("a27", "b27")}
    assert got == {"a27": "ok", "b27": "ok"}, got
