"""The preamble readers against the hand labels of `bench/conventions.yaml`: a floor on how
many stated entry granularities they read right (raise it when a reader improves)."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import conventions  # noqa: E402


def test_the_stated_granularities_read_right_stay_at_least_the_floor() -> None:
    found = conventions.readings()
    stated = [r for r in found if r.label != "none"]
    assert len(stated) >= 113
    assert sum(r.right for r in stated) >= 85, conventions.figures(found)
    # a document stating no rule is read as stating none
    assert all(r.read == "none" for r in found if r.label == "none")


def test_the_reading_is_the_decisions_reading() -> None:
    # the unit the readers give a few plain statements (the measure scores these functions)
    assert conventions.unit_read("> 约定：每个产品一条，版本更新写在条目下。") == "product"
    assert (
        conventions.unit_read("One entry per release: every X.Y release gets its own entry.")
        == "release"
    )
    assert conventions.unit_read("> 说明：本文档收录推理引擎。") == "none"
