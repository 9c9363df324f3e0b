"""Name readings and contradiction homes of plain documents (heldout129's misses, in other
words): a package slug in brackets after a Chinese name (`pg-mesh` for `（pg_mesh）`), a Chinese
name in brackets inside a bold Latin one, a brand's Chinese name glued to the rest of its Latin
name (`鹭桥GW` for `鹭桥网关（Heron GW）`), a Chinese name going on with the kind of thing its
description says it is (`青衡评测平台` for `青衡评测：…评测平台`), a relation line saying the
increment is the same project renamed, or citing another instance's increment of the night in
English, a relation clause telling how an entry was added, a hyphened sub-board of a benchmark,
and a question about a product's score on a benchmark. And what must stay new."""

from __future__ import annotations

import pytest

from patcher.plan import versions
from patcher.plan.evidence import NameIndex, Verdict
from patcher.plan.evidence.relations import asks_apart, cited_increments, continuing
from patcher.text import marker
from patcher.text.glossary import Glossary

from .conftest import brief_text, increment, items, run, shipped_map


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    return shipped_map().identity.terms


def index(glossary: Glossary, *leads: str) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead in leads:
        names.add(lead, "§1.1", [])
    return names


def decide(names: NameIndex, title: str, relation: str = "") -> Verdict:
    return names.decide(title, relation, [], "§1.1")


def test_a_package_slug_in_brackets_after_a_chinese_name(glossary: Glossary) -> None:
    names = index(glossary, "网格扩展（pg_mesh）：Postgres 图检索扩展（Mesh 社区）。")
    assert decide(names, "pg-mesh 1.2 —— 并行建图").chosen == 0
    assert decide(names, "pg_mesh 1.2 发布").chosen == 0
    # common words, or English words joined by a hyphen, say what a thing is: no name
    kinds = index(
        glossary, "缓存层（kv_cache）：共享 KV 缓存。", "调度器（open-source）：开源调度。"
    )
    assert decide(kinds, "kv-cache 1.2 发布").chosen is None
    assert decide(kinds, "open-source 1.2 发布").chosen is None


def test_a_chinese_name_in_brackets_inside_a_bold_latin_name(glossary: Glossary) -> None:
    names = index(glossary, "**Zephyrine (风铃)** — Chinese-first RAG framework (Windbell Data)")
    assert decide(names, "风铃 3.1 —— 内置重排").chosen == 0
    assert decide(names, "风铃花 3.1 —— 内置重排").chosen is None


def test_a_brands_chinese_name_glued_to_the_rest_of_its_latin_name(glossary: Glossary) -> None:
    for lead in (
        "鹭桥网关（Heron GW）：开源 API 网关（鹭桥科技）。",
        "**Heron GW (鹭桥网关)** — API gateway",
    ):
        names = index(glossary, lead, "鹭桥云（Heron Cloud）：托管服务。")
        assert decide(names, "鹭桥GW 1.4 正式 GA —— 多租户").chosen == 0, lead
        # another rest, or a Chinese name going on with no kind word: not that entry
        assert decide(names, "鹭桥API 1.4 发布").chosen != 0, lead
    other = index(glossary, "鹭桥中心（Heron GW）：开源 API 网关。")
    assert decide(other, "鹭桥GW 1.4 正式 GA").chosen is None


def test_a_chinese_name_going_on_with_the_kind_its_description_says(glossary: Glossary) -> None:
    names = index(glossary, "青衡评测（Qingheng）：中文 RAG 评测平台，含人工打分（青衡科技）。")
    assert decide(names, "青衡评测平台 2.0 — 新增法律问答集").chosen == 0
    # not what the description says it is: maybe a longer name
    assert decide(names, "青衡评测集群 2.0 — 新增法律问答集").chosen is None


def test_a_relation_line_saying_the_same_project_renamed(glossary: Glossary) -> None:
    names = index(glossary, "稀疏检索器（Sparrowhawk）：学习型稀疏检索（Hawk 项目）。")
    title = "Kitefin 0.5 发布 — 稀疏检索器新版"
    said = "§1.2 已有稀疏检索器 Sparrowhawk（0.4，6/6）；本条是同一项目更名后的新版本"
    assert decide(names, title, said).chosen == 0
    assert continuing("已有 X；本条是其新版本")
    # a rival, or another project, is no continuation
    assert decide(names, title, "§1.2 已有稀疏检索器 Sparrowhawk；本条是新项目").chosen is None


def test_a_renamed_release_against_another_releases_entry_kept_apart(glossary: Glossary) -> None:
    names = NameIndex(glossary=glossary, apart=lambda anchor, at: True)
    names.add("**Sparrowhawk 2.4**（2034-05-08）：稀疏检索器", "§1.1", [])
    title = "Sparrowhawk 更名 Kitefin，发布 Kitefin 3.0"
    said = "§1.1 已有 Sparrowhawk 2.4；本条是同一项目更名后的新大版本"
    verdict = decide(names, title, said)
    assert verdict.chosen is None and verdict.possible, verdict


def test_another_instances_increment_cited_for_tonight() -> None:
    said = "same release as instance A's 增量 2 tonight; adds the free-tier limit"
    assert cited_increments(said, "2034-01-05") == [marker.increment_id("2034-01-05", "2")]
    assert cited_increments("当晚另一实例的增量 3 是同一发布", "2034-01-05") == [
        marker.increment_id("2034-01-05", "3")
    ]
    # no night said, or no continuation wording: nothing cited
    assert cited_increments("same release as instance A's 增量 2", "2034-01-05") == []
    assert cited_increments("unlike 增量 2 tonight", "2034-01-05") == []


def test_a_clause_telling_how_an_entry_was_added_asks_for_nothing() -> None:
    assert not asks_apart("follow-up of Cinderella, added 7/8 as a new entry; Quarry is context")
    assert not asks_apart("续 Cinderella，7/8 已作为新条目加入")
    assert asks_apart("Cinderella is context only; file this as a new entry")


BOARDS = (
    "# RAG\n\n## §1.1 框架\n\n## §1.2 检索\n\n## §1.3 向量库\n\n## §1.4 评测\n\n"
    "1. **TQB (Table QA Benchmark)** — table QA benchmark and leaderboard (TQB group)\n"
    "   - 2034-06-01: June refresh.\n"
    "2. **Quillsort** — table parser (Quill Labs)\n"
)


def board_action(title: str) -> str:
    brief = brief_text(increment(1, title, section="§1.4 评测"), date="2034-07-13")
    (action,) = run(BOARDS, brief).actions
    return f"{action.action} {action.matched}"


def test_a_hyphened_sub_board_of_a_benchmark() -> None:
    assert board_action("TQB-JA 日文子榜发布 — Quillsort 71.2 居首").startswith("updated"), (
        board_action("TQB-JA 日文子榜发布 — Quillsort 71.2 居首")
    )
    assert board_action("TQB-JA subset released").startswith("updated")
    # no word saying it is a part of the board, or a product's suffix: not the board's
    assert board_action("TQB-JA 发布 — 日文表格问答").startswith("inserted")
    assert board_action("Quillsort-JA 日文子集发布").startswith("inserted")


def test_a_preamble_filing_scores_under_the_benchmark_itself() -> None:
    said = "Leaderboards are their own entries, and every score goes as a sub-bullet under the "
    assert versions.states_scores_under_benchmark(said + "benchmark, never under the product.")
    assert not versions.states_scores_under_benchmark(said + "benchmark score line of a product.")


DOC = (
    "# RAG\n\n{preamble}## §1.1 框架\n\n- 栖霞（Qixia）：中文 RAG 框架（栖霞数科）。\n\n"
    "## §1.2 检索\n\n## §1.3 向量库\n\n## §1.4 评测\n\n"
    "- 问答竞技场（QArena）：端到端 RAG 系统公开排行榜（QArena 团队）。\n\n"
)
ITEM = "矛盾/待核实 ①：Qixia 2.1 在 QArena 7 月榜的分数（低风险）"


def score_note(preamble: str) -> str:
    brief = brief_text(increment(1, "Lodestar 0.3 — 新增 HNSW 并行构建"), date="2034-07-09")
    (note,) = run(DOC.format(preamble=preamble), brief + items(ITEM)).contradictions
    return note.attached_to or ""


def test_a_question_about_a_products_score_on_a_benchmark() -> None:
    assert score_note("").startswith("entry '栖霞"), score_note("")
    stated = "Every score goes as a sub-bullet under the benchmark, never under the product.\n\n"
    assert score_note(stated).startswith("entry '问答竞技场"), score_note(stated)


RENAMED = (
    "# RAG\n\nConventions: one numbered entry per product; releases are dated sub-bullets.\n\n"
    "## §1.1 Frameworks\n\n## §1.2 Retrieval\n\n"
    "1. **Penstock** — late-interaction retriever (Penstock project, since 2032)\n"
    "   - 2034-06-06: 0.4 — index size halved.\n\n## §1.3 Stores\n\n## §1.4 Evaluation\n\n"
)


def test_a_title_saying_its_release_is_the_renamed_projects_first() -> None:
    for title in (
        "Quillon 0.5 发布 — Penstock 项目更名后首个版本",
        "Quillon 0.5 — Penstock 更名后首个版本",
    ):
        brief = brief_text(increment(1, title, section="§1.2 检索"), date="2034-07-10")
        (action,) = run(RENAMED, brief).actions
        assert action.action == "updated" and "Penstock" in (action.matched or ""), action
    # another thing renamed to the title's name is not said
    brief = brief_text(increment(1, "Quillon 0.5 发布 — Penstock 团队新作", section="§1.2 检索"))
    (action,) = run(RENAMED, brief).actions
    assert action.action == "inserted", action
