"""A product's score where the preamble files scores under the product: a board's head and the
product's figure after it (`Tallyboard 榜单 — Quire 参考 agent 61.4%`), a product named first
and the board after its verb (`Quire Agents 登上 Tallyboard 61.4%`), and a round ranking several
products apart by slashes (`Quire 81% / Wren 77%`: the board's news alone)."""

from __future__ import annotations

import pytest

from patcher.plan.evidence import NameIndex
from patcher.text.glossary import Glossary

from .conftest import shipped_map

PRODUCT = "**Quire Agents**（书页）— Quire Labs 的轻量 Python 智能体框架。"
OTHER = "**Wren Flow**（鹪鹩）— Wren AI 的多智能体编排框架。"
BOARD = "**Tallyboard**（计分板）— Mossy 研究所的工具调用基准，900 个多步任务，公开榜单。"


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    return shipped_map().identity.terms


def index(glossary: Glossary, product_scores: bool) -> NameIndex:
    names = NameIndex(glossary=glossary, stated_product_scores=lambda: product_scores)
    names.add(PRODUCT, "§1.1", [])
    names.add(OTHER, "§1.1", [])
    names.add(BOARD, "§1.4", [])
    return names


def chosen(names: NameIndex, title: str, relation: str = "") -> int | None:
    return names.decide(title, relation, [], "§1.4").chosen


def test_a_boards_head_then_a_products_figure(glossary: Glossary) -> None:
    title = "Tallyboard 榜单 — Quire Agents 参考实现 61.4%"
    assert chosen(index(glossary, True), title) == 0
    # no rule stated: the board the head names
    assert chosen(index(glossary, False), title) == 2
    # no figure after the head: nothing says a product was scored
    assert chosen(index(glossary, True), "Tallyboard 榜单 — 新增 Quire Agents 赛道") != 0


def test_a_product_named_first_then_the_board_after_its_verb(glossary: Glossary) -> None:
    title = "Quire Agents 登上 Tallyboard 61.4%（预览版）"
    assert chosen(index(glossary, True), title) == 0
    assert chosen(index(glossary, True), "Quire Agents 在 Tallyboard 上 61.4%") == 0
    # no rule stated: the product and the board are both named, neither decides
    assert chosen(index(glossary, False), title) is None


def test_a_round_ranking_several_products_apart_by_slashes(glossary: Glossary) -> None:
    title = "Tallyboard 首批榜单 —— Quire Agents 81% / Wren Flow 77%"
    relation = "§1.4 已有 Tallyboard 条目；本条为其首批榜单"
    assert chosen(index(glossary, True), title, relation) == 2
    assert chosen(index(glossary, True), title) == 2
    ranked = "Tallyboard 9 月榜单 —— Quire Agents 81% / Wren Flow 77%，排名前二"
    assert chosen(index(glossary, True), ranked, relation) == 2


def test_a_figure_in_points_after_the_boards_head(glossary: Glossary) -> None:
    # a score in points (`首破 60 分`), no ranking word: the product was scored all the same
    title = "Tallyboard 新榜：Quire Agents 首破 60 分"
    assert chosen(index(glossary, True), title) == 0
    # a span of minutes is no score
    assert chosen(index(glossary, True), "Tallyboard 新榜：Quire Agents 跑完 60 分钟") != 0
