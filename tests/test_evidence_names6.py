"""Continuations on unseen conventions (issue 21, heldout34–36 misses): an abbreviation a
night's new entry spells out, `X（…）条目续`, a grant after `获`, a month after a Latin name, a
relation line naming an entry by its name without the words saying what it is, the one
release entry of a product, a name in two languages read by its Latin half and release, dated
History lines with a dash, a rename an entry's own update records, a two-language title whose
Latin name has two words, a clause about another namesake. And what must stay new."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan import versions
from patcher.plan.evidence import (
    NameIndex,
    Verdict,
    names_of,
    relation_names,
    renamed_in_updates,
    spelled_name,
    spelled_out_name,
)
from patcher.plan.evidence.relations import _CONTINUATIONS
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: str, aliases: tuple[str, ...] = ()) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead in leads:
        names.add(lead, "§1.1", [], aliases=aliases if lead is leads[0] else ())
    return names


def decide(names: NameIndex, title: str, relation: str = "", **kw: object) -> Verdict:
    return names.decide(title, relation, [], "§1.1", **kw)  # type: ignore[arg-type]


def test_an_abbreviation_with_a_release_is_spelled_out() -> None:
    lead = (
        "**QRT 2.1 — OAuth 设备流** ⭐⭐⭐（2027-04-17）：Quarry Relay Tunnel（QRT）2.1 支持设备流"
    )
    assert spelled_out_name("QRT 2.1", lead) == ("Quarry Relay Tunnel",)
    assert spelled_name("QRT 2.1 — OAuth 设备流", lead + "\n  - 第二点") == ("Quarry Relay Tunnel",)
    # a title not named by an abbreviation, or a lead spelling out another one: nothing
    assert spelled_name("Quarry 2.1 — OAuth", lead) == ()
    assert spelled_name("QRT 2.1 — OAuth", "**QRT 2.1**：Other Words（OWX）发布") == ()


def test_a_night_entry_is_found_by_the_name_its_lead_spells(glossary: Glossary) -> None:
    title = "QRT 2.1 — OAuth 设备流"
    lead = (
        "**QRT 2.1 — OAuth 设备流** ⭐⭐⭐（2027-04-17）：Quarry Relay Tunnel（QRT）2.1 支持设备流"
    )
    names = index(glossary, title, aliases=spelled_name(title, lead))
    assert decide(names, "Quarry Relay Tunnel 2.1 — 审计日志导出").chosen == 0


def test_an_entry_continued_with_an_aside_before_its_word(glossary: Glossary) -> None:
    said = "Larkspur Cloud（04-15 锚定）条目续；Gannet 仅为被托管的对象"
    assert relation_names(said, _CONTINUATIONS) == ["Larkspur Cloud"]
    names = index(
        glossary,
        "**Larkspur Cloud 正式发布 — 托管 agent 运行时** ⭐⭐⭐（2027-04-15）：托管运行工作流",
        "**Gannet（鲣鸟）— 事件溯源式编排框架** ⭐⭐⭐（2027-04-14）：设计",
    )
    assert decide(names, "Larkspur Cloud 上线 Gannet 托管运行时", said).chosen == 0
    # without the relation line too, since lead175 and adversarial pass 41: a platform putting
    # another product up as a hosted runtime (`X 上线 Y 托管…`) is the platform's news
    assert decide(names, "Larkspur Cloud 上线 Gannet 托管运行时").chosen == 0


def test_who_grants_after_huo_is_no_second_subject(glossary: Glossary) -> None:
    assert not names_of("Gannet 获 CNCF Sandbox 接纳").others
    assert not names_of("Gannet 获得 Sequoia Capital 领投").others
    assert names_of("Quarry Router 接入 Chrome DevTools").others
    assert names_of("Gannet 与 Tidepool Sandbox 集成").others
    names = index(glossary, "**Gannet（鲣鸟）— 事件溯源式编排框架** ⭐⭐⭐（2027-04-14）：设计")
    assert decide(names, "Gannet 获 CNCF Sandbox 接纳").chosen == 0


def test_a_month_after_a_latin_name_is_no_release(glossary: Glossary) -> None:
    month = names_of("TallyArena 5 月榜单")
    assert (month.core, month.version) == ("tallyarena", ())
    assert names_of("TallyArena 5 发布").version == (5,)  # (a generation or release still)
    names = index(glossary, "**TallyArena 排行榜**：众包 RAG 评测，月度更新。")
    said = "TallyArena 条目更新（月度榜单）"
    assert decide(names, "TallyArena 5 月榜单 — X 组合首次登顶", said).chosen == 0


def test_a_relation_name_before_words_saying_what_it_is(glossary: Glossary) -> None:
    said = "TallyArena 条目更新（月度榜单）"
    names = index(glossary, "* TallyArena leaderboard — crowd-judged RAG leaderboard, monthly.")
    assert decide(names, "TallyArena 5 月榜单 — X 组合首次登顶", said).chosen == 0
    two = index(
        glossary,
        "* TallyArena leaderboard — crowd-judged RAG leaderboard, monthly.",
        "* TallyArena votes dataset — the raw votes.",
    )
    assert decide(two, "TallyArena 5 月榜单 — X 组合首次登顶", said).chosen is None


def test_the_one_release_entry_of_a_product(glossary: Glossary) -> None:
    names = index(
        glossary,
        "**Quire Trace 0.1 — Quire Labs 推出追踪 SDK** ⭐⭐⭐（2027-06-16）：定位",
        "[Quire Serve](https://github.com/quire-labs/quire-serve) — serving engine.",
    )
    assert decide(names, "Quire Trace 接入 Quire Serve 原生 span 导出").chosen == 0
    two = index(
        glossary,
        "**Quire Trace 0.1 — Quire Labs 推出追踪 SDK** ⭐⭐⭐（2027-06-16）：定位",
        "**Quire Trace 0.2 — 采样** ⭐⭐⭐（2027-06-18）：采样",
    )
    assert decide(two, "Quire Trace 接入 Quire Serve 原生 span 导出").chosen is None


def test_a_relation_paper_tops_up_a_weaker_naming(glossary: Glossary) -> None:
    names = NameIndex(glossary=glossary)
    names.add(
        "* Driftlog prefix sharing — arXiv:2610.08831, cross-request reuse.",
        "§1.1",
        ["arxiv:2610.08831"],
    )
    said = "§1.3 已有 Driftlog（arXiv:2610.08831）锚定，续立：本条是工程落地"
    assert decide(names, "Driftlog 前缀共享被 SGLang 采纳", said).chosen == 0


def test_a_two_language_name_is_read_by_its_latin_half(glossary: Glossary) -> None:
    names = index(
        glossary,
        "**Loomfold 1.0** (织锦; arXiv:2704.02117) — graph-augmented retrieval.",
        "**织锦 Loomfold 2.0 — 增量建图** ⭐⭐⭐⭐（2027-05-16）：建图改为增量式",
    )
    assert decide(names, "loomfold 2.0.1 — 修复社区漂移").chosen == 1
    assert decide(names, "loomfold 3.0 — 新架构").chosen is None


def test_dated_history_lines_with_a_dash() -> None:
    dashed = ["    * 2027-03-02: v0.31 — V2 scheduler on.", "    * 2027-05-06: v0.32 — FP4."]
    assert versions.release_history(dashed)
    assert not versions.release_history(["    * 2027-03-02: v0.31 — V2 scheduler on."])


def test_an_entry_goes_by_the_name_its_update_renames_it_to(glossary: Glossary) -> None:
    lead = "* [Cobblekv](https://github.com/cobblekv/cobblekv) — three-tier KV offload store."
    body = ["  * 2027-06-16 续：Cobblekv 更名 Emberlane — 仓库迁移至 emberlane-ai/emberlane ⭐⭐⭐"]
    assert renamed_in_updates(lead, body) == ("Emberlane",)
    other = ["  * 2027-06-16 续：Pebble 更名 Emberlane — 另一个项目"]
    assert renamed_in_updates(lead, other) == ()
    names = index(glossary, lead, aliases=renamed_in_updates(lead, body))
    moved = frozenset({"emberlane-ai/emberlane"})
    assert decide(names, "Emberlane 0.8 发布 — 更名后首个版本", repos=moved).chosen == 0
    elsewhere = frozenset({"someone/other-kv"})
    assert decide(names, "Emberlane 0.8 发布 — 更名后首个版本", repos=elsewhere).chosen is None


def test_a_two_language_title_with_a_two_word_latin_name(glossary: Glossary) -> None:
    names = index(
        glossary,
        "* [Zenith Runtime](https://zenith-labs.ai/runtime) — AMD-first inference runtime.",
        "* **Zenith 按秒计费 — Zenith Cloud 上线 H300 实例** ⭐⭐⭐（2027-06-17）：按秒计费",
    )
    assert decide(names, "天顶 Zenith Runtime 2.1 — MI400 FP4 支持").chosen == 0
    said = (
        "与 Zenith Cloud（同名云厂商，6-17）无关；已有 Zenith Runtime 2.0 锚定，本条是 2.1 新版本"
    )
    assert decide(names, "天顶 Zenith Runtime 2.1 — MI400 FP4 支持", said).chosen == 0
    denied = "与 §1.1 已有的 Zenith Runtime（AMD 运行时）同名但无关，不是其更新"
    assert decide(names, "天顶 Zenith Runtime 2.1 — MI400 FP4 支持", denied).chosen is None


def test_a_title_leading_with_an_entry_name_from_its_linked_repository(
    glossary: Glossary,
) -> None:
    names = index(glossary, "* [gguf.rs](https://github.com/ggml-rs/gguf.rs) — local inference.")
    title = "gguf.rs KV 缓存 Q3 量化 — ggml-rs/gguf.rs#14420"
    assert decide(names, title, repos=frozenset({"ggml-rs/gguf.rs"})).chosen == 0
    assert decide(names, title, repos=frozenset({"someone/gguf.rs"})).chosen is None


def test_a_relation_name_in_two_languages_or_before_a_kind(glossary: Glossary) -> None:
    names = index(
        glossary,
        "* **Hivecraft** (hosted agent orchestration, Hivecraft Inc.) — visual workflows.",
        "* [Sculpin SDK 1.4](https://sculpin.dev/changelog#1.4) — TypeScript agent SDK.",
        "* **HivecraftOS — Hivecraft Robotics 开源调度器** ⭐⭐⭐（2027-04-16）：多机器人",
    )
    said = "蜂巢 Hivecraft 条目更新；与 04-16 的 HivecraftOS（Hivecraft Robotics）无关"
    assert decide(names, "蜂巢推出私有化部署版", said).chosen == 0
    assert (
        decide(names, "Sculpin 更名为 Finback — npm 包迁移", "旗鱼 Sculpin 条目续（更名）").chosen
        == 1
    )
    assert decide(names, "Sculpin 更名为 Finback — npm 包迁移").chosen is None


def test_a_relation_name_without_its_maker_capitals(glossary: Glossary) -> None:
    names = index(
        glossary,
        "**NVIDIA Torrent 1.3**：KVBM 四级 offload。",
        "**NVIDIA Torrent 1.4 — SGLang PD 分离支持转正** ⭐⭐⭐⭐（2027-06-19）：转正",
    )
    said = "再次确认 Torrent 1.4（同日 Tom 实例已立）；本条补充实测"
    assert decide(names, "Torrent 1.4 SGLang PD disagg 实测 — TTFT -35%", said).chosen == 1
    assert decide(names, "Torrent 1.4 SGLang PD disagg 实测 — TTFT -35%").chosen is None
    other = "再次确认 Torrent 1.5（同日 Tom 实例已立）"
    assert decide(names, "Torrent 1.5 SGLang PD disagg 实测", other).chosen is None
