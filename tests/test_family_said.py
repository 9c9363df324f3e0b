"""Families and generations a document keeps as heldout136 writes them: a family said to be
one entry (`A model family is ONE entry`), each generation said to be an entry of its own
(`模型每一代单独成条`); a Chinese generation with its Latin name bracketed; rankings where
scores go under the model."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.text.source import Source
from tests.conftest import brief_text, increment


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


FAMILY_EN = (
    "> A model family is ONE entry: generations, sizes, prices and benchmark scores go under the"
    " model's entry. Benchmarks have their own entry for their definition and versions only."
)
ENTRIES = (
    "- **Lyra** (Corvid AI) — video model family (Chinese name 天琴); current Lyra-2.\n"
    "- **Osprey-VL** (Fen Labs) — VLM family in two sizes: Osprey-VL-S and Osprey-VL-L.\n"
    "- **DRB** (Fen Labs) — Dense Reading Board, document reading benchmark, 900 questions.\n"
    "- **Harrow** (Harrow org) — image reasoning benchmark, 3k questions."
)


def _doc(preamble: str) -> str:
    return (
        f"# Multimodal\n\n{preamble}\n\n## §1.1 Models\n\n{ENTRIES}\n\n"
        "## §1.2 Generation\n\n## §1.3 Data\n\n## §1.4 Evaluation\n"
    )


def _action(preamble: str, title: str, section: str = "§1.1") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section, points="- one - two"))
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("d.md", _doc(preamble).encode()), smap
    )
    return report.actions[0]


def test_a_chinese_generation_with_its_latin_name_bracketed() -> None:
    """`天琴-3（Lyra-3）发布`: read by the bracketed Latin name, joined as written; the family's
    next generation where the preamble keeps one entry per family, new where it does not."""
    found = _action(FAMILY_EN, "天琴-3（Lyra-3）发布 — 第三代视频模型")
    assert found.action == "updated" and "Lyra" in (found.matched or ""), found
    assert _action("> 每日更新。", "天琴-3（Lyra-3）发布 — 第三代视频模型").action == "inserted"


@pytest.mark.parametrize(
    "title",
    [
        "Harrow 排行：Lyra-3 以 71.2 居首",
        "Harrow 五月榜：Lyra-3 首次进入前三",
        "Gannet-Pro 榜单更新：Osprey-VL-L 58.9 刷新第一",
    ],
)
def test_a_ranking_goes_to_the_ranked_family(title: str) -> None:
    """Where scores go under the model and a family is one entry, a board's ranking of a family
    member goes to the family (the board a possibility at most), a board no entry holds too."""
    found = _action(FAMILY_EN, title, "§1.4")
    assert found.action == "updated", found
    assert "Harrow" not in (found.matched or ""), found


def test_a_spelled_out_benchmark_is_not_the_rankings_home() -> None:
    """`**DRB** — Dense Reading Board, document reading benchmark`: its first clause only spells
    the name out, the next says it is a benchmark; a ranking on it is the product's, so with no
    product found the benchmark is a possibility, not the home."""
    found = _action(FAMILY_EN, "Dense Reading Board 榜单：Wrenfield 68.3 登顶", "§1.4")
    assert found.action == "inserted" and "DRB" in found.possibly, found


def test_a_boards_own_news_is_not_a_ranking() -> None:
    """`排行榜` names the board, not a place on it: the board's own news (a new subset) continues
    the board's entry where scores go under the model; `排行第二` is a place."""
    found = _action(FAMILY_EN, "Harrow 排行榜月度更新 — 新增 800 道图表题", "§1.4")
    assert found.action == "updated" and "Harrow" in (found.matched or ""), found
    placed = _action(FAMILY_EN, "Harrow 五月：Lyra-3 排行第二", "§1.4")
    assert placed.action == "updated" and "Lyra" in (placed.matched or ""), placed
