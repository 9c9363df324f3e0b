"""A namesake by another maker (issue 21, heldout15/16 precision): a title naming its maker in
brackets (`Keelson（Tallowby AI）`) or points saying whose it is (`Tallowby AI 发布的 Keelson`)
against an entry whose lead names another maker is at most `possibly continues`; the same
maker, a lead naming none, an abbreviation in brackets or a shared key still continue. Also: a
pictograph before a name (`🤖 Keelson`, `**🚀 Keelson 0.9**`) is not part of it."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan import contrary
from patcher.plan.evidence import NameIndex, Verdict, names_of
from patcher.text import marker, refs
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment, run


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: str) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead in leads:
        names.add(lead, "§1.2", [marker.arxiv_key(a) for a in refs.arxiv_ids(lead)[:1]])
    return names


def decide(
    names: NameIndex, title: str, points: tuple[str, ...] = (), keys: tuple[str, ...] = ()
) -> Verdict:
    repos = contrary.repos_of(title, keys)
    return names.decide(title, "", list(keys), "§1.2", (), repos, points)


ENGLISH = "Keelson (Marrow Labs) — SLO-aware batch scheduler — SLO 感知批调度器"
CHINESE = "「Keelson / 龙骨」· 批调度器 · Marrow Labs，SLO 感知，按租户 TTFT 预算"


@pytest.mark.parametrize("lead", [ENGLISH, CHINESE])
def test_a_maker_in_brackets_the_lead_does_not_name(glossary: Glossary, lead: str) -> None:
    names = index(glossary, lead)
    for title in ("Keelson（Tallowby AI）— RL rollout 调度器", "🤖 Keelson(Tallowby AI)开源"):
        verdict = decide(names, title)
        assert verdict.chosen is None and verdict.possible, title
        assert "Tallowby AI" in verdict.why
    assert decide(names, "Keelson（Marrow Labs）0.9 — 抢占式调度").chosen == 0  # the same maker


@pytest.mark.parametrize("lead", [ENGLISH, CHINESE])
def test_a_maker_said_in_the_points(glossary: Glossary, lead: str) -> None:
    names = index(glossary, lead)
    for point in (
        "Tallowby AI 发布的 Keelson：按轨迹长度分桶",
        "Keelson by Tallowby Research, beta",
    ):
        verdict = decide(names, "Keelson — rollout 调度器", (point,))
        assert verdict.chosen is None and verdict.possible, point
    same = decide(names, "Keelson 0.8 — 抢占式调度", ("Marrow Labs 发布 Keelson 0.8：可抢占",))
    assert same.chosen == 0
    # another maker named in passing, not as the thing's: no evidence against
    passing = ("Marrow Labs 发布 Keelson 0.8，对标 Tallowby AI 的方案",)
    assert decide(names, "Keelson 0.8 — 抢占式调度", passing).chosen == 0


@pytest.mark.parametrize("lead", [ENGLISH, CHINESE])
def test_a_team_said_after_the_name(glossary: Glossary, lead: str) -> None:
    """`Rook 是 Ardent 团队的新开源沙箱` (adversarial): a team named after the thing's name
    with `是 … 团队的` is its maker, `Labs` or not; the entry's own maker still continues."""
    names = index(glossary, lead)
    verdict = decide(names, "Keelson 0.2（Open）", ("Keelson 是 Tallowby 团队的新开源调度器",))
    assert verdict.chosen is None and "Tallowby" in verdict.why
    same = decide(names, "Keelson 0.9 — 抢占式调度", ("Keelson 是 Marrow 团队的调度器",))
    assert same.chosen == 0


def test_counter_examples_that_still_continue(glossary: Glossary) -> None:
    # a lead naming no maker: whose it is is unknown, the name decides
    bare = index(glossary, "Keelson — SLO-aware batch scheduler")
    assert decide(bare, "Keelson（Tallowby AI）— rollout 调度器").chosen == 0
    # an abbreviation, or the name spelled out, in brackets is no maker
    serve = index(glossary, "Kilnworks Serve (Marrow Labs) — Rust serving engine")
    assert decide(serve, "Kilnworks Serve (KWS) 1.2").chosen == 0
    # a shared strong key wins
    keyed = index(glossary, "Keelson (Marrow Labs) — batch scheduler, arXiv:2611.01234")
    verdict = decide(keyed, "Keelson（Tallowby AI）复现", keys=("arxiv:2611.01234",))
    assert verdict.chosen == 0


def test_two_namesakes_each_take_their_makers_news(glossary: Glossary) -> None:
    names = index(
        glossary, ENGLISH, "**🤖 Keelson（Tallowby AI）— RL rollout 调度器** ⭐⭐⭐（2026-12-15）"
    )
    marrow = decide(names, "Keelson 0.8 — 抢占式调度", ("Marrow Labs 发布 Keelson 0.8",))
    assert marrow.chosen == 0
    assert decide(names, "🔓 Keelson(Tallowby AI)开源 — Apache-2.0").chosen == 1


def test_a_pictograph_before_the_name_is_no_part_of_it() -> None:
    for text in (
        "🤖 Keelson（Tallowby AI）— 调度器",
        "**🚀 Keelson 0.9 — 发布** ⭐⭐⭐（2026-12-15）",
    ):
        assert names_of(text).first == "keelson", text
    assert names_of("🚀 Keelson 0.9").shown == "Keelson 0.9"


# Leads a preamble quotes as 「`厂商/中文名`」 (issue 21, heldout103): the maker before the slash
# is no part of the name, as with `Maker/Product`.
VENDOR_LEADS = (
    "# 活文档\n\n> 编辑约定：一个产品只占一条目，新版本以子项挂在其下。\n"
    "> 条目首行以反引号写「`{form}`」，其后括号内写英文名。\n\n"
    "## §1.1 框架格局\n\n"
    "- `鹭岛实验室/白鹭`（Egret）— 智能体运行时，Rust 实现。\n"
    "  - 〔续 03-02〕2.0：检查点。\n"
    "- `Marlow Inc./石英`（Quartzline）— 工作流引擎。\n"
    "- `松果/松果 SDK`（Pinecone Agents SDK）— 企业 SDK。\n\n"
    "## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 可靠性\n"
)


@pytest.mark.parametrize("form", ["厂商/中文名", "公司/名称", "Vendor/Name"])
def test_a_preamble_quoting_leads_as_maker_and_name(form: str) -> None:
    """`` `鹭岛实验室/白鹭`（Egret）`` goes by `白鹭`/`Egret` where the preamble quotes the lead as
    `厂商/中文名` or `Vendor/Name`; not where it quotes `owner/name` (a repository's path)."""
    doc = VENDOR_LEADS.format(form=form)
    for title, name in (
        ("白鹭 Egret 2.1 — 断点续跑", "Egret"),
        ("石英 Quartzline 5.0 发布", "Quartzline"),
    ):
        action = run(doc, brief_text(increment(1, title, section="§1.1"))).actions[0]
        assert action.action == "updated" and name in (action.matched or ""), (form, action)
    path = VENDOR_LEADS.format(form="owner/name")
    action = run(path, brief_text(increment(1, "白鹭 Egret 2.1 — 断点续跑", section="§1.1")))
    assert action.actions[0].action == "inserted", action.actions[0]


# Leads a preamble quotes with the maker in the possessive (issue 21, heldout109:
# `N. Maker's Product X.Y (date) — summary`): the maker is no part of the release's name.
POSSESSIVE_LEADS = (
    "# notes\n\nHouse rules: one entry per release, led as `{form}`.\n\n"
    "## §1.1 Frameworks\n\n"
    "1. Harrowgate Labs' Quillfeather 2.4 (2031-03-02) — agent runtime.\n"
    "2. Brindle Inc.'s Tessellate 0.9 (2031-04-11) — workflow engine.\n"
    "3. Brindle Inc.'s Tessellate 1.0 (2031-05-20) — workflow engine GA.\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Reliability\n"
)


@pytest.mark.parametrize("form", ["N. Maker's Product X.Y (date) — summary", "Vendor’s Model"])
def test_a_preamble_quoting_leads_with_the_maker_in_the_possessive(form: str) -> None:
    """`Harrowgate Labs' Quillfeather 2.4` goes by `Quillfeather 2.4` where the preamble quotes
    the lead as `Maker's Product`: its patch finds it; not where the preamble says nothing."""
    doc = POSSESSIVE_LEADS.format(form=form)
    for title, name in (
        ("Quillfeather v2.4.1 — 修复检查点丢失", "Quillfeather"),
        ("Tessellate 1.0.2 热修复", "Tessellate"),
    ):
        action = run(doc, brief_text(increment(1, title, section="§1.1"))).actions[0]
        assert action.action == "updated" and name in (action.matched or ""), (form, action)
    plain = POSSESSIVE_LEADS.format(form="N. Name X.Y (date)")
    action = run(plain, brief_text(increment(1, "Quillfeather v2.4.1 — 修复", section="§1.1")))
    assert action.actions[0].action == "inserted", action.actions[0]
