"""Families and generations a document keeps as heldout136 writes them: a family said to be
one entry (`A model family is ONE entry`), each generation said to be an entry of its own
(`模型每一代单独成条`)."""

from __future__ import annotations

import pytest

from patcher.plan import versions


@pytest.mark.parametrize(
    "preamble",
    [
        "> A model family is ONE entry: sizes, patches and scores go under it.",
        "> Each product family gets a single entry; benchmarks have their own.",
        "> Model families are one entry each.",
    ],
)
def test_a_family_said_to_be_one_entry(preamble: str) -> None:
    assert versions.states_family_entries(preamble)


@pytest.mark.parametrize(
    "preamble",
    [
        "> A model family is not one entry: each generation is its own.",
        "> One model family is the subject of this document.",
        "> Each family has a maintainer listed in the entry.",
    ],
)
def test_no_family_rule(preamble: str) -> None:
    assert not versions.states_family_entries(preamble)


@pytest.mark.parametrize(
    "preamble", ["> 模型每一代单独成条（补丁记在该代下）。", "> 每代各自成条；事故记在产品下。"]
)
def test_each_generation_said_to_be_its_own_entry(preamble: str) -> None:
    assert versions.states_generation_entries(preamble)


def test_a_generation_rule_denied_or_anothers() -> None:
    assert not versions.states_generation_entries("> 不再每一代单独成条。")
    assert not versions.states_generation_entries("> 不同于厂商百科的每代单独成条，本文按家族记。")
