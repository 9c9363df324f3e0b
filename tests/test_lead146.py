"""Readings found on heldout146 (topic rag): a family entry whose lead writes its generations
as words of their own (`Lodestar 2 is GA, Lodestar 3 in preview`) keeps the series; an
advisory entry named by its GHSA id shows that the document files vulnerabilities apart; a
preamble filing rankings under a board or an eval set (`跑分/排名记在榜单或评测集条目下`) or
giving each product generation an entry (`产品换代…各立一条`); a board named in Chinese
(`榜单`); an English relation line citing an incident by the day it was recorded."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import incidents, versions
from patcher.plan.evidence import NameIndex, Verdict
from patcher.plan.evidence.names import COMMON
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str = "§1.2") -> Verdict:
    return names.decide(title, "", [], anchor)


def test_a_lead_writing_generations_as_words_keeps_the_series(glossary: Glossary) -> None:
    lead = "**Heron** (Heron AI): multilingual embedding models; Heron 2 is GA, Heron 3 in preview."
    names = index(glossary, (lead, "§1.2"))
    assert decide(names, "Heron-3 正式发布 — 多语种嵌入，上下文 32k").chosen == 0


@pytest.mark.parametrize(
    "lead",
    [
        "**Heron** (Heron AI): multilingual embedding model, Heron 2.1 current.",
        "**Heron** (Heron AI): multilingual embedding model, Heron 7B open weights.",
    ],
)
def test_a_release_or_a_size_in_the_lead_is_no_generation(glossary: Glossary, lead: str) -> None:
    names = index(glossary, (lead, "§1.2"))
    assert decide(names, "Heron-3 正式发布 — 多语种嵌入，上下文 32k").chosen is None


def _doc(embeddings: str, reliability: str, preamble: str = "") -> str:
    return (
        f"# RAG — living document\n\n{preamble}## §1.1 Vector databases\n\n"
        f"## §1.2 Embeddings & reranking\n\n{embeddings}\n\n## §1.3 Frameworks\n\n"
        f"## §1.4 Evaluation & reliability\n\n{reliability}\n"
    )


def _action(doc: str, title: str, section: str = "§1.2") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    block = increment(1, title, section=section)
    report = api.apply(
        [Source("b.txt", brief_text(block).encode())], Source("d.md", doc.encode()), smap
    )
    return report.actions[0]


WICKER = (
    "- **Wicker** (Wicker Labs): late-interaction retriever, v0.4. "
    "[repo](https://github.com/wicker/wicker)"
)
HARBOR = (
    "- **Harbor SSRF advisory GHSA-4r8q-9m2x-ab7c** (Harbor Inc.): URL loader could fetch "
    "internal addresses; fixed in 1.2.1."
)


def test_an_advisory_entry_by_its_ghsa_id_keeps_a_new_vulnerability_apart() -> None:
    title = "Wicker 安全公告 — 索引加载反序列化漏洞 CVE-2036-20417"
    apart = _action(_doc(WICKER, HARBOR), title)
    assert apart.action == "inserted", apart
    # without an advisory entry of its own the document shows no such convention
    under = _action(_doc(WICKER, "- **Evalset** (Eval Lab): RAG evaluation framework."), title)
    assert under.action == "updated", under


GENERATIONS = "> 约定：产品换代（如 `Heron 2`、`Heron 3`）各立一条，不合并。\n\n"
SCORES = "> 约定：榜单与评测集各自立条，跑分/排名记在榜单或评测集条目下。\n\n"


def test_a_generation_rule_said_of_product_changes() -> None:
    assert versions.states_generation_entries(GENERATIONS)
    assert not versions.states_generation_entries("> 约定：产品换代不另立条目。\n")


def test_scores_filed_under_a_board_or_an_eval_set() -> None:
    assert versions.states_scores_under_benchmark(SCORES)
    assert not versions.states_scores_under_benchmark("> 约定：跑分/排名记在产品条目下。\n")


WREN = "- **Wren-Rank** · Wren AI · 交叉编码器重排模型第一代，560M 参数"
MOSS = "- **Moss** · Moss Lab（Eastbrook 大学） · 学习型稀疏检索表示，倒排索引友好"


@pytest.mark.parametrize(
    ("entry", "title"),
    [
        (WREN, "Wren Rank 2 发布：与 Wren-Embed 联合微调"),
        (MOSS, "Moss-v2 稀疏检索 —— 第二代学习型稀疏表示"),
    ],
)
def test_a_next_generation_is_new_where_each_generation_has_an_entry(
    entry: str, title: str
) -> None:
    stated = _action(_doc(entry, "", GENERATIONS), title)
    assert stated.action == "inserted", stated
    # without the rule the product's entry takes it, as before
    assert _action(_doc(entry, ""), title).action == "updated"


def test_a_first_generation_release_stays_with_its_entry() -> None:
    stated = _action(_doc(WREN, "", GENERATIONS), "Wren-Rank 1.1 发布：int8 量化")
    assert stated.action == "updated", stated


def test_a_score_goes_under_the_board_the_preamble_names() -> None:
    product = "- **Heron 3** · Heron AI · 多语种嵌入模型"
    board = "- **ARIA Leaderboard** · ARIA 联盟 · 多语种嵌入检索榜单，每月刷新"
    scored = _action(_doc(product, board, SCORES), "heron3 在 ARIA 榜单中文检索子榜登顶", "§1.4")
    assert scored.action == "updated" and "ARIA" in (scored.matched or ""), scored


def test_a_board_named_in_chinese_with_its_section() -> None:
    board = "- **ARIA Leaderboard** · ARIA 联盟 · 多语种嵌入检索榜单，每月刷新"
    action = _action(_doc("", board), "ARIA 榜单 3 月改版 — 新增长文档子榜", "§1.4")
    assert action.action == "updated" and "ARIA Leaderboard" in (action.matched or ""), action


def test_an_english_relation_line_cites_an_incident_by_the_day_it_was_recorded() -> None:
    said = incidents.cited_by_day(
        "follow-up of the eu-north-1 read outage recorded on 04-12", COMMON
    )
    assert [(c.day, c.words) for c in said] == [("-04-12", ("eu-north-1",))]
    # a plain word names no incident; without follow-up wording nothing is cited
    assert incidents.cited_by_day("follow-up of the read outage recorded on 04-12", COMMON) == []
    assert incidents.cited_by_day("unlike the eu-north-1 outage recorded on 04-12", COMMON) == []
