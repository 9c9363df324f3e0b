"""Continuations on unseen conventions (issue 21, heldout45 misses): an unbolded lead naming
its thing in Chinese, then by a Latin name of several words (`雨云推理 Nimbus Serve（…）—`), and
a relation line saying the increment is not the same thing as another namesake before it says
which entry it continues. And what must stay new."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex, Verdict
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: str) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead in leads:
        names.add(lead, "§1.1", [])
    return names


def decide(names: NameIndex, title: str, relation: str = "") -> Verdict:
    return names.decide(title, relation, [], "§1.1")


LEADS = (
    "雨云推理 Nimbus Serve（卷云算力 Cirrus Compute）— 托管的 serverless 推理端点，冷启动约 4 秒。",
    "峰云 Summit GPU Cloud（峰云科技）— H200 按需 $2.49/h，一年预留 $2.10/h。",
    "雨云追踪 Nimbus Trace（澄光可观测 Halcyon）— 推理链路追踪。",
    "推理网关 PDG（码头科技）— prefill/decode 网关。",
)


def test_a_chinese_name_then_a_latin_name_of_several_words(glossary: Glossary) -> None:
    names = index(glossary, *LEADS)
    assert decide(names, "Nimbus Serve 3.1 — 冷启动降到 2.2 秒").chosen == 0
    assert decide(names, "Summit GPU Cloud H200 降价 — 包月价同步下调").chosen == 1
    assert decide(names, "Nimbus Trace 0.4 — 接入 OpenTelemetry").chosen == 2
    # another thing sharing the first word, or a name only the Latin half's first word writes
    assert decide(names, "Nimbus Cache 1.0 发布 — 新 KV 缓存").chosen is None
    assert decide(names, "Summit 2028 大会 — 推理专场").chosen is None


def test_a_clause_about_another_namesake_says_nothing_of_the_entry_continued(
    glossary: Glossary,
) -> None:
    names = index(glossary, *LEADS)
    title = "Nimbus Serve 3.1 — 冷启动降到 2.2 秒"
    said = "与 Nimbus Trace（Halcyon 的追踪工具）不是同一家；本条续 §1.1 Nimbus Serve"
    assert decide(names, title, said).chosen == 0
    # the clause naming the entry itself: it is another thing
    denied = "与 §1.1 的 Nimbus Serve（卷云算力）不是同一家，同名新产品"
    assert decide(names, title, denied).chosen is None


def test_an_entry_named_by_its_repository_is_that_repositorys(glossary: Glossary) -> None:
    """heldout46: `mcp-postgres 0.8.3 补丁` linking github.com/quarry-labs/mcp-postgres, with
    `**quarry-labs/mcp-postgres**` and `**northwind/mcp-postgres**` both entries: the entry
    named by another owner's repository is another thing's."""
    names = NameIndex(glossary=glossary)
    names.add("**quarry-labs/mcp-postgres** — Quarry Labs — MCP server; 0.8", "§1.1", [])
    names.add("**northwind/mcp-postgres** — Northwind — 只读 Postgres MCP 服务器首发", "§1.1", [])
    title = "mcp-postgres 0.8.3 补丁：连接池耗尽修复"
    quarry = names.decide(title, "", [], "§1.1", repos=frozenset({"quarry-labs/mcp-postgres"}))
    assert quarry.chosen == 0
    north = names.decide(title, "", [], "§1.1", repos=frozenset({"northwind/mcp-postgres"}))
    assert north.chosen == 1
    # no repository said: the two stay a possibility
    assert names.decide(title, "", [], "§1.1").chosen is None


def test_a_hotfix_release_titled_by_its_symptom_is_its_products_news(
    glossary: Glossary,
) -> None:
    """heldout46: `Wayfarer v2.4.1 hotfix：回放模式内存泄漏` where the document files incidents
    apart (`**Wayfarer alt-text injection**` in §1.4): a hotfix is a fix, its product's news,
    as `修复` already was; the symptom alone still reports an incident."""
    names = NameIndex(glossary=glossary)
    names.add("**Wayfarer** — Lumen Labs — browser agent", "§1.1", [])
    names.add("2028-08-24 **Wayfarer 内存泄漏** — Lumen Labs — 回放崩溃", "§1.4", [])
    hotfix = names.decide("Wayfarer v2.4.1 hotfix：录制模式卡死", "", [], "§1.1")
    assert hotfix.chosen == 0, hotfix
    assert names.decide("Wayfarer v2.4.1 录制模式卡死", "", [], "§1.4").chosen != 0


def test_a_title_named_by_an_abbreviation_its_points_spell_out(glossary: Glossary) -> None:
    """heldout46: `CW 3.1 发布` with a point `Anvil AI 的 Codewright（下称 CW）3.1 正式发布`, the
    document writing only `**Codewright**`: read as `Codewright 3.1`. Not a short form whose
    letters the name does not give, nor one the points give another abbreviation."""
    names = NameIndex(glossary=glossary)
    names.add("**Codewright** — Anvil AI — terminal coding agent; 3.0 on 2028-08-01.", "§1.1", [])
    title = "CW 3.1 发布：多仓库重构与计划模式"
    said = ["Anvil AI 的 Codewright（下称 CW）3.1 正式发布", "多仓库重构"]
    assert names.decide(title, "", [], "§1.1", points=said).chosen == 0
    assert names.decide(title, "", [], "§1.1").chosen is None
    other = ["Anvil AI 的 Codewright（下称 CX）3.1 正式发布"]
    assert names.decide(title, "", [], "§1.1", points=other).chosen is None
    unspelled = ["Anvil AI 的 Hopwright（下称 CW）3.1 正式发布"]
    assert names.decide(title, "", [], "§1.1", points=unspelled).chosen is None


@pytest.mark.parametrize(
    ("title", "bare", "release", "pre"),
    [
        ("ferrox v0.8.0-rc.2", "ferrox", (0, 8, 0), True),  # (heldout46: read as no release)
        ("ferrox v0.8.0rc2", "ferrox", (0, 8, 0), True),
        ("Foo 1.2-beta.3 — 预览", "foo", (1, 2), True),
        ("Ferrox v0.8.0 正式版", "ferrox", (0, 8, 0), False),
        ("Ostrakon-2", "", (), False),  # (a generation, not a release)
    ],
)
def test_a_semver_pre_release_is_a_release_of_its_line(
    title: str, bare: str, release: tuple[int, ...], pre: bool
) -> None:
    from patcher.plan import versions
    from patcher.plan.evidence import names_of

    names = names_of(title)
    assert (names.bare, names.version) == (bare, release)
    assert versions.pre_release(names.shown) is pre


def test_a_semver_candidate_is_news_of_its_products_entry(glossary: Glossary) -> None:
    names = index(glossary, "**Ferrox** — Rustbelt Software — coding-agent CLI; 0.7 on 2028-08-11.")
    assert decide(names, "ferrox v0.8.0-rc.2").chosen == 0


def test_a_chinese_then_latin_title_two_entries_go_by(glossary: Glossary) -> None:
    """heldout49: `声迹 Murmur 云端 API 降价 40%` with `**Murmur-S2**（听澜，声迹科技）` and a night's
    `听澜-S3 …` going by `Murmur` (its lead: `声迹科技听澜（英文名 Murmur）`): which one is meant is
    not said, so neither is updated; with one entry going by it, that one is."""
    names = NameIndex(glossary=glossary)
    names.add("**Murmur-S2**（听澜，声迹科技）— 中文语音识别", "§1.2", [])
    names.add(
        "**听澜-S3 方言扩展** — 声迹科技听澜（英文名 Murmur）系列", "§1.2", [], aliases=("Murmur",)
    )
    title = "声迹 Murmur 云端 API 降价 40%"
    assert names.decide(title, "", [], "§1.2").chosen is None
    alone = NameIndex(glossary=glossary)
    alone.add(
        "**听澜-S3 方言扩展** — 声迹科技听澜（英文名 Murmur）系列", "§1.2", [], aliases=("Murmur",)
    )
    assert alone.decide(title, "", [], "§1.2").chosen == 0


def test_a_chinese_then_latin_title_of_two_words_another_entry_only_starts_like(
    glossary: Glossary,
) -> None:
    """`鸬鹚 Cormorant Cloud 上线 H300 实例` with `「鸬鹚」：推理云（Cormorant Cloud）` beside
    `「鱼仓」：…缓存服务（Cormorant Vault）`: the other entry shares only the first word of the
    two-word name, so the cloud's entry is meant; one going by the whole name still ties."""
    names = NameIndex(glossary=glossary)
    names.add(
        "「鸬鹚」：GPU 推理云（Cormorant Cloud），按量计费。",
        "§1.1",
        [],
        aliases=("Cormorant Cloud",),
    )
    names.add(
        "「鱼仓」：跨实例缓存服务（Cormorant Vault）。", "§1.3", [], aliases=("Cormorant Vault",)
    )
    title = "鸬鹚 Cormorant Cloud 上线 H300 实例 — 首发两区"
    assert names.decide(title, "", [], "§1.1").chosen == 0
    names.add("**鸬鹚 Cormorant Cloud Edge** — 边缘节点", "§1.1", [])
    assert names.decide(title, "", [], "§1.1").chosen is None


def test_a_rename_the_title_states_after_its_subject(glossary: Glossary) -> None:
    """heldout49: `Halo-VL 2.0 — Calder AI 将 Orbis-VL 更名为 Halo-VL 并发布 2.0` continues
    `**Orbis-VL**`; a rename of something else after the subject says nothing of it."""
    names = index(glossary, "**Orbis-VL**（Calder AI）— 文档理解 VLM")
    title = "Halo-VL 2.0 — Calder AI 将 Orbis-VL 更名为 Halo-VL 并发布 2.0"
    assert decide(names, title).chosen == 0
    other = "Halo-VL 2.0 — Calder AI 将 Orbis-VL 更名为 Nimbus-VL，另发 Halo-VL"
    assert decide(names, other).chosen is None


_LAUNCH_DOC = (
    "# inference\n\n## §1.1 框架格局\n\n"
    "- **Brightfen 推出 Marten Serve — 托管推理平台** ⭐⭐⭐（2030-02-03）：按秒计费。\n"
    "- **Brightfen 发布 Brightfen Studio — 控制台** ⭐⭐⭐（2030-02-03）：x。\n"
    "- [Loomwork 2.3](https://x.org) (Chengchuan) — graph.\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 z\n"
)


def test_a_night_s_launch_lead_goes_by_the_product_it_launched() -> None:
    """heldout95 `Quayside 推出 Relayer Cloud — …` then `Relayer Cloud GA：…`: a lead written
    from a launch's title (maker, launch word, a product's name of two words or more) goes by
    the product's name, and `GA` after a name is a status, not a word of it; not another
    product of the maker (`Marten Edge`), nor the maker's own name (`Brightfen 2.0`)."""
    from patcher.document.identity import launched_product
    from tests.conftest import brief_text, increment, run

    assert launched_product("**Brightfen 推出 Marten Serve — 托管推理平台** ⭐⭐⭐") == (
        "Marten Serve",
    )
    assert launched_product("Brightfen 发布 Brightfen Studio — 控制台") == ()

    def landed(title: str) -> str:
        return (
            run(_LAUNCH_DOC, brief_text(increment(title=title, section="§1.1"))).actions[0].action
        )

    assert landed("Marten Serve GA：全区域可用") == "updated"
    assert landed("Marten Edge GA：端侧推理") == "inserted"
