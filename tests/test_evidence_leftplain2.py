"""Plain documents' remaining misses, in other words: a hosting site a title says its subject was
put on (`上线 GitHub`), a board a title says its subject topped (`tops X`), a lowercase slug
joined to an abbreviated kind (`-sched`) against a bold-named entry, a duration after a Latin
name (`72 小时`: no generation), a benchmark's test
finding a product's defect where the preamble files a product's results under it, and a relation
line citing an increment as what this one follows up (`7/7 增量 2 的后续`). And what stays new."""

from __future__ import annotations

import pytest

from patcher.plan import versions
from patcher.plan.evidence import NameIndex, Verdict
from patcher.plan.evidence.relations import cited_increments
from patcher.text import marker
from patcher.text.glossary import Glossary

from .conftest import brief_text, increment, run, shipped_map


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    return shipped_map().identity.terms


def index(glossary: Glossary, *leads: str) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead in leads:
        names.add(lead, "§1.1", [])
    return names


def decide(names: NameIndex, title: str) -> Verdict:
    return names.decide(title, "", [], "§1.1")


def test_a_hosting_site_the_subject_was_put_on_is_no_other_thing(glossary: Glossary) -> None:
    names = index(glossary, "**Cobalt Serve**（钴蓝科技）：多卡推理服务框架。")
    assert decide(names, "Cobalt Serve 开源仓库上线 GitHub（cobalt/serve#1 路线图）").chosen == 0
    assert decide(names, "Cobalt Serve 权重登陆 Hugging Face").chosen == 0
    # another capitalised name, or a site not said to be where it went: maybe about both
    assert decide(names, "Cobalt Serve 与 GitHub 达成合作").chosen is None
    # (since lead209, `X 集成 Y` is X's news, as X shipping a plug-in for Y already was)
    assert decide(names, "Cobalt Serve 集成 Tessera 检索").chosen == 0


def test_a_board_the_subject_topped_is_no_other_thing(glossary: Glossary) -> None:
    names = index(glossary, "**Wren**（Wren Compute）：MoE 推理引擎，当前 2.0。")
    assert decide(names, "Wren 2.1 tops RunBench v3 long-context track (p99 1.7 s)").chosen == 0
    assert decide(names, "Wren 2.1 scores 71.2 on the RunBench board").chosen == 0
    # not a verb of scoring: since lead175 a sentence title's subject is the release before its
    # verb, and what the release does is its content (`Gorse v2.3 adds Lumen Kernels` too)
    assert decide(names, "Wren 2.1 ports to Marlin kernels").chosen == 0


def test_a_lowercase_slug_joined_to_an_abbreviated_kind(glossary: Glossary) -> None:
    """`ebbtide-sched` is Ebbtide the scheduler, for a bold-named entry whose description
    (not its bold name) says scheduler; not against an entry of another kind."""
    sched = index(glossary, "**Ebbtide**（OpenEbb 社区）：集群级 LLM 推理调度器，支持抢占。")
    assert decide(sched, "ebbtide-sched v1.2 — gang scheduling").chosen == 0
    router = index(glossary, "**Ebbtide**（OpenEbb 社区）：前缀感知路由器。")
    assert decide(router, "ebbtide-sched v1.2 — gang scheduling").chosen is None
    # a repository's owner is no name joined to its kind (`ebbtide-sched/ebb`: another repo)
    assert decide(sched, "ebbtide-sched/ebb 开源 — 新项目").chosen is None


def test_a_duration_after_a_name_is_no_generation(glossary: Glossary) -> None:
    names = index(glossary, "**Longrun**（OpenEbb 社区）：72 小时浸泡测试基准，测显存泄漏。")
    assert decide(names, "Longrun 48 小时浸泡测试：新增 MoE 场景").chosen == 0
    assert decide(names, "Longrun 2 — 新一代浸泡测试基准").chosen is None


def test_a_relation_line_citing_what_this_one_follows_up() -> None:
    said = "7/7 增量 2（Vectra Cloud us-east 查询延迟飙升事故）的后续，复盘已发布"
    assert cited_increments(said, "2034-07-10") == [marker.increment_id("2034-07-07", "2")]
    # another release after it, or no follow-up word: nothing cited
    assert cited_increments("7/7 增量 2 的后续版本", "2034-07-10") == []
    assert cited_increments("7/7 增量 2 的竞品", "2034-07-10") == []


def test_a_preamble_filing_scores_under_the_products_own_entry() -> None:
    said = "产品的事故、缺陷、版本发布和评测分数都记在该产品自己的条目下；论文单独成条。"
    assert versions.states_scores_under_product(said)
    assert not versions.states_scores_under_product("评测分数都记在基准的条目下。")


SOAK = (
    "# 推理\n\n> 约定：每个产品一条。{preamble}\n\n## §1.1 推理引擎\n\n"
    "- **Quill**（Quill Labs）：开源通用 LLM 推理引擎，当前 3.4。\n\n"
    "## §1.2 调度\n\n## §1.3 KV Cache\n\n## §1.4 评测与可靠性\n\n"
    "- **Longrun**（OpenEbb 社区）：72 小时浸泡测试基准，测显存泄漏与长时稳定性。\n\n"
)


def soak_action(preamble: str) -> str:
    title = "Longrun 72 小时浸泡测试：Quill 3.5 显存泄漏 0.4GB/h"
    brief = brief_text(increment(1, title, section="§1.4 评测与可靠性"), date="2034-03-11")
    (action,) = run(SOAK.format(preamble=preamble), brief).actions
    return f"{action.action} {action.anchor}"


def test_a_benchmarks_test_finding_a_products_defect() -> None:
    """The head names the benchmark's test, the product follows the colon: where the preamble
    files a product's scores under it, the product's news; else the benchmark's."""
    assert soak_action("产品的缺陷和评测分数都记在该产品自己的条目下。") == "updated §1.1"
    assert soak_action("") == "updated §1.4"
