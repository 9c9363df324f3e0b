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
    assert sum(r.right for r in stated) >= 101, conventions.figures(found)
    # a document stating no rule is read as stating none
    assert all(r.read == "none" for r in found if r.label == "none")


def test_the_entries_show_the_labelled_unit_or_nothing() -> None:
    # the structure reading (`EntryIndex.shown_in`) of the documents labelled product, release
    # or release-scoped: right on a floor of them, never the other unit, and where it and the
    # preamble's reading both speak, never both wrong
    found = conventions.readings()
    figures = conventions.structure_figures(found)
    scored = [r for r in found if conventions._coarse(r.label)]
    assert sum(r.shown == conventions._coarse(r.label) for r in scored) >= 79, figures
    assert all(r.shown in ("", conventions._coarse(r.label)) for r in scored), figures
    table = figures["structure vs preamble"]
    assert isinstance(table, dict) and "agree wrong" not in table, figures


def test_the_reading_is_the_decisions_reading() -> None:
    # the unit the readers give a few plain statements (the measure scores these functions)
    assert conventions.unit_read("> 约定：每个产品一条，版本更新写在条目下。") == "product"
    assert (
        conventions.unit_read("One entry per release: every X.Y release gets its own entry.")
        == "release"
    )
    assert conventions.unit_read("> 说明：本文档收录推理引擎。") == "none"


def test_a_chinese_rule_is_read_by_its_words() -> None:
    # wordings no phrase lists: a distributive word, the unit, the entry word in the clause
    assert (
        conventions.unit_read("> 编辑约定：一个项目、一份报告或一次事件只占一个条目。") == "product"
    )
    assert (
        conventions.unit_read("> 约定：每个产品（框架、数据集、评测）仅占一个条目。") == "product"
    )
    assert conventions.unit_read("> 体例：一次正式发布一个条目，补丁记在其下。") == "release"
    assert conventions.unit_read("> §1.2 按次版本立条，一个次版本一条；其余各节按产品立条。") == (
        "release-scoped"
    )
    # not a rule giving the unit an entry: denied, a patch's, filed under an entry, a major's
    for said in (
        "> 约定：不按版本拆条，新版本记为子要点。",
        "> 补丁版（x.y.z）不另立条，记在所属版本条目下。",
        "> 同一产品的新版本都写进这个条目。",
        "> 按大版本分条的产品每个大版本一条。",
    ):
        assert conventions.unit_read(said) == "none", said


def test_what_is_filed_in_one_entry_gives_no_unit_an_entry() -> None:
    # `同一产品的新版本…都记在这一条里`: the product's releases go in its one entry
    said = "> 1. 每个项目只占一条，同一项目的新版本、补丁都记在这一条里。"
    assert conventions.unit_read(said) == "product"
