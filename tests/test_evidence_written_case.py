"""An acronym written in capitals beside a namesake written in mixed case (issue 21, heldout87:
a benchmark `【榜】ABCD …` and a model `「Abcd」…`), and a label before a name whose full name is
spelled out in brackets before its colon; a family's brand hyphened to another word, its maker
named as the family's lead names it. Names here are invented."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.document.identity import lead_name
from patcher.plan.evidence import NameIndex
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


MODEL = ("「Wisp」轻语视觉模型｜Fenn AI：3B 端侧 VLM", "§1.1")
BOARD = ("【榜】WISP 网页交互评测（Web Interaction Skill Probe Benchmark）：月榜", "§1.4")


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def test_a_label_before_a_name_spelled_out_in_brackets_is_a_kind() -> None:
    assert lead_name(BOARD[0]) == "WISP 网页交互评测"
    assert lead_name("【榜】Tidepool 潮池竞技场：人类偏好榜") == "Tidepool 潮池竞技场"


def test_capitals_name_the_entry_that_writes_them_so(glossary: Glossary) -> None:
    names = index(glossary, MODEL, BOARD)
    board = names.decide("WISP 榜单 10 月更新 — Heron-VL 登顶", "", [], "§1.1")
    assert board.chosen == 1, board
    model = names.decide("Wisp 4B 发布 — 第二代端侧模型", "", [], "§1.1")
    assert model.chosen != 1, model


def test_capitals_with_no_entry_written_so_keep_the_mixed_case_one(glossary: Glossary) -> None:
    names = index(glossary, MODEL)
    assert names.decide("WISP 8B 发布", "", [], "§1.1").chosen == 0


TARN = ("「Tarn」山湖音频生成｜Fennick Labs：配乐与音效生成", "§1.3")


def test_a_hyphened_brand_with_its_maker_is_the_family_s_news(glossary: Glossary) -> None:
    names = index(glossary, TARN, MODEL)
    verdict = names.decide("Tarn-Audio 3.0 内测 — Fennick Labs 长时配乐", "", [], "§1.3")
    assert verdict.chosen == 0, verdict
    other = names.decide("Tarn-Audio 3.0 内测 — Quarrel AI 长时配乐", "", [], "§1.3")
    assert other.chosen is None, other  # (another maker: another thing, perhaps)
    bare = names.decide("Tarn-Audio 3.0 内测 — 长时配乐", "", [], "§1.3")
    assert bare.chosen is None, bare
