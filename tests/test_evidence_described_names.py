"""Names an entry's description or its repository gives it (issue 21, heldout15 and 16): the
abbreviation an entry is called by, spelled out in its description; a title led by a GitHub
path against an entry of that owner; a translated kind word choosing among a product's
entries; a release inside the range of releases an entry names. Each rule with the
counter-examples it must not take."""

from __future__ import annotations

from patcher.plan.contradictions import _asked_about
from patcher.plan.evidence import NameIndex, Verdict, spelled_out_name
from patcher.text.glossary import Glossary, rows_of

GLOSSARY = Glossary(rows_of(("router = routing = 路由 = 路由器", "cache = 缓存", "gateway = 网关")))


def index(*leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=GLOSSARY)
    for lead, anchor in leads:
        names.add(lead, anchor, [], True)
    return names


def decide(
    names: NameIndex, title: str, anchor: str, repos: frozenset[str] = frozenset()
) -> Verdict:
    return names.decide(title, "", [], anchor, (), repos)


# -- an abbreviation spelled out in the entry's description --------------------------------------


def test_an_abbreviation_entry_goes_by_the_name_its_description_spells_out() -> None:
    lead = "CPA (Gristmill Systems) — the Chunked Prefill Arbiter (CPA): splits long prefills"
    assert spelled_out_name("CPA", lead) == ("Chunked Prefill Arbiter",)
    chinese = "CPA · 调度器 — 分块预填仲裁器（Chunked Prefill Arbiter，Gristmill Systems）：长预填"
    assert spelled_out_name("CPA", chinese) == ("Chunked Prefill Arbiter",)
    # counter-examples: another abbreviation the description spells out; a name of words
    assert spelled_out_name("CPA", "CPA — runs under the Tiered SLO Scheduler (TSS)") == ()
    assert spelled_out_name("Loom", "Loom — the Chunked Prefill Arbiter (CPA) fork") == ()
    assert spelled_out_name("CPA", "CPA — chunked prefill arbiter for decode") == ()  # no brackets


def test_a_title_with_the_spelled_out_name_continues_the_abbreviation_entry() -> None:
    for lead in (
        "CPA (Gristmill Systems) — the Chunked Prefill Arbiter (CPA): splits long prefills",
        "「CPA」· 调度器 — 分块预填仲裁器（Chunked Prefill Arbiter，Gristmill Systems）：切块",
    ):
        names = index((lead, "§1.2"), ("Loom (Bellwether) — multi-LoRA batching scheduler", "§1.2"))
        assert decide(names, "Chunked Prefill Arbiter 1.1 — 优先级抢占", "§1.2").chosen == 0
        # counter-examples: other words with the same initials; the phrase cut short
        assert decide(names, "Cross-Pod Allocator 1.1 — 抢占", "§1.2").chosen is None
        assert decide(names, "Chunked Prefill Allocator 1.1", "§1.2").chosen is None
    unspelled = index(("CPA (Gristmill Systems) — splits long prefills into chunks", "§1.2"))
    assert decide(unspelled, "Chunked Prefill Arbiter 1.1 — 优先级抢占", "§1.2").chosen is None


# -- a translated kind word choosing among a product's entries ----------------------------------


def test_a_translated_kind_word_chooses_among_the_entries_a_product_word_starts() -> None:
    names = index(
        ("Fennel Router (Fennel Project) — KV-aware request router", "§1.2"),
        ("Fennel Cache (Fennel Project) — shared KV cache tier", "§1.3"),
    )
    assert decide(names, "Fennel 路由器 1.0 正式版", "§1.2").chosen == 0
    assert decide(names, "Fennel 缓存 0.6", "§1.3").chosen == 1
    # counter-examples: a kind neither entry is; no kind said (which of the two?)
    assert decide(names, "Fennel 网关 1.0", "§1.2").chosen is None
    assert decide(names, "Fennel 1.0", "§1.2").chosen is None
    both = index(
        ("Fennel Router (Fennel Project) — KV-aware request router", "§1.2"),
        ("Fennel Router Edge (Fennel Project) — router for edge sites", "§1.2"),
    )
    assert decide(both, "Fennel 路由器 1.0", "§1.2").chosen is None  # (both are routers)
    parts = index(
        ("**Garnet router** — prefix-aware request routing", "§1.2"),
        ("**Garnet KV offload** — CPU tier", "§1.2"),
    )
    assert decide(parts, "Garnet 路由器 2.0", "§1.2").chosen is None  # (Garnet's release?)


# -- a title led by a GitHub path ---------------------------------------------------------------


def test_a_title_led_by_a_github_path_continues_that_owners_entry() -> None:
    by_path = index(("「lantern-obs/lantern」· 链路追踪 — OpenTelemetry 原生的推理追踪", "§1.4"))
    assert decide(by_path, "lantern-obs/lantern 登上 GitHub Trending", "§1.4").chosen == 0
    by_owner = index(("Lantern (lantern-obs) — OpenTelemetry-native tracing", "§1.4"))
    assert decide(by_owner, "lantern-obs/lantern 登上 GitHub Trending", "§1.4").chosen == 0
    sluice = index(("「Sluice」· KV 分页卸载 · zephyr-labs/sluice，卸载到 NVMe，v0.3", "§1.3"))
    assert (
        decide(sluice, "zephyr-labs/sluice v0.4 — io_uring 后端 4 盘条带化实测", "§1.3").chosen == 0
    )
    # counter-examples: another owner's namesake; another repository of the owner; a lead
    # that never names the owner; a title about another thing the team made
    assert decide(by_owner, "acme-ml/lantern 登上 GitHub Trending", "§1.4").chosen is None
    assert decide(by_owner, "lantern-obs/beacon 0.2 发布", "§1.4").chosen is None
    plain = index(("Lantern — OpenTelemetry-native tracing", "§1.2"))
    assert decide(plain, "lantern-obs/lantern 登上 GitHub Trending", "§1.4").chosen is None
    assert decide(by_owner, "lantern-obs/lantern 团队新项目 Beacon", "§1.4").chosen is None


def test_a_contradiction_asking_about_the_thing_it_leads_with_is_that_things() -> None:
    hits = {3: "Beacon", 1: "Lantern"}
    assert _asked_about("Beacon 是否 fork 自 Lantern 早期版本", hits) == (3, "Beacon")
    # counter-examples: two things joined; a question led by neither; a claim, not a question
    assert _asked_about("Beacon 与 Lantern 是否同源", hits) is None
    assert _asked_about("社区质疑 Beacon 是否 fork 自 Lantern", hits) is None
    assert _asked_about("Beacon 称比 Lantern 快 2×", hits) is None


# -- a release inside the range of releases an entry names --------------------------------------


def test_an_entry_naming_a_range_of_releases_takes_the_releases_inside_it() -> None:
    names = index(
        ("「Mica 0.4–0.6」· 端侧运行时 — Tidewell 端侧推理运行时", "§1.1"),
        ("「Harbor 2.2」· 推理引擎 — x", "§1.1"),
        ("「Harbor 2.3」· 推理引擎 — y", "§1.1"),
    )
    assert decide(names, "Mica 0.6.3 — Metal 后端内存泄漏修复", "§1.1").chosen == 0
    assert decide(names, "Mica 0.5", "§1.1").chosen == 0
    # counter-examples: a release outside the range, in a document of one entry per release
    # line; another product's release inside the same numbers
    assert decide(names, "Mica 0.7 — 新增 WebGPU 后端", "§1.1").chosen is None
    assert decide(names, "Mica 0.3.2", "§1.1").chosen is None
    assert decide(names, "Marl 0.5", "§1.1").chosen is None
    single = index(
        ("「Mica 0.4」· 端侧运行时 — x", "§1.1"), ("「Harbor 2.2」· 推理引擎 — x", "§1.1")
    )
    assert decide(single, "Mica 0.6.3", "§1.1").chosen is None  # (no range: another line)


# -- a name joined to a word, from the maker's repository ----------------------------------------


def test_a_hyphened_name_from_the_makers_repository_is_the_makers_product() -> None:
    names = index(
        (
            "CPA (Gristmill Systems) — the Chunked Prefill Arbiter (CPA): splits long prefills",
            "§1.2",
        ),
        ("Loom (Bellwether) — multi-LoRA batching scheduler", "§1.2"),
    )
    makers = frozenset({"gristmill-systems/cpa-rs"})
    title = "cpa-rs —— Chunked Prefill Arbiter 的 Rust 重写"
    assert decide(names, title, "§1.2", makers).chosen == 0
    # counter-examples: another owner's repository; no repository; a successor (`CPA-2`)
    assert decide(names, title, "§1.2", frozenset({"rustaceans/cpa-rs"})).chosen is None
    assert decide(names, "cpa-rs —— Rust 重写", "§1.2").chosen is None
    two = frozenset({"gristmill-systems/cpa-rs", "rustaceans/cpa-rs"})
    assert decide(names, "cpa-rs —— Rust 重写", "§1.2", two).chosen is None
