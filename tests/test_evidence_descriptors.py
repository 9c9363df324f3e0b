"""Names an editor reads across conventions (issue 21, heldout5/6 misses): a product word that
names one entry, its descriptors compared through the map's glossary (`卸载` = `offload`); an
abbreviation defined after a bold name or after an abbreviation with a version; `X in P`;
an entry's whole mixed name followed by more Chinese; a snake_case identifier spelled out;
a release qualifier after a version. And what must stay new: a product word two entries
share, a release entry, other descriptors, generic first words, a rival, a second name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.errors import PatcherError
from patcher.plan.evidence import NameIndex, Verdict, names_of
from patcher.text.glossary import Glossary, rows_of
from patcher.text.normalise import LATIN_AFTER, LATIN_BEFORE
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary | None, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary or Glossary())
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str, relation: str = "") -> Verdict:
    return names.decide(title, relation, [], anchor)


def test_glossary_terms_across_languages() -> None:
    terms = Glossary(rows_of(("tracing = 追踪 = trace", "health probe = 健康探针 = probe"))).terms
    assert terms("Fathom追踪接入 Lumen") == terms("Fathom tracing") == {"tracing"}
    assert terms("Heron health probes v2") == {"health probe"}  # a plural `s`, case folded
    assert terms("retraced") == frozenset()  # whole Latin words only
    longest = Glossary(rows_of(("prefix caching = 前缀缓存", "kv cache = kv"))).terms
    assert longest("Prefix-Caching bug") == {"prefix caching"}  # not also a `cache` term
    assert longest("KVCache 分层") == {"kv cache"}
    assert Glossary().terms("anything") == frozenset()


def test_the_shipped_map_declares_a_glossary(glossary: Glossary) -> None:
    assert glossary.terms("网关") == glossary.terms("gateway") == {"gateway"}
    assert glossary.terms("停更") == glossary.terms("end of life") == {"maintenance mode"}


def _term_by_term(glossary: Glossary) -> re.Pattern[str]:
    """The glossary's pattern as first written: each Latin term its own bounded alternative."""
    parts = []
    for term in sorted((t for row in glossary.rows for t in row), key=len, reverse=True):
        escaped = re.escape(term).replace(r"\ ", " ?")
        parts.append(f"{LATIN_BEFORE}{escaped}(?:s)?{LATIN_AFTER}" if term.isascii() else escaped)
    return re.compile("|".join(parts))


def test_the_glossary_pattern_tests_a_boundary_once_per_run_of_latin_terms(
    glossary: Glossary,
) -> None:
    """Each run of Latin terms (longest first) shares one boundary test, finding what the
    term-by-term alternation finds, at the same places, on every term in every context (a
    boundary test per term made `without` 4x slower: ~28 µs a name with the shipped map)."""
    pattern = glossary._pattern
    assert pattern is not None
    terms = [t for row in glossary.rows for t in row]
    runs = 1 + sum(not t.isascii() for t in terms)  # Latin runs: at most one more than CJK terms
    assert pattern.pattern.count(LATIN_BEFORE) <= runs < len(terms) / 2
    reference = _term_by_term(glossary)
    texts = [
        f"{before}{spelled}{after}"
        for term in terms
        for spelled in {term, term.replace(" ", "")}
        for before in ("", "a", "推", " ", "-")
        for after in ("", "s", "ss", "x", "引擎", " ")
    ] + [" ".join(terms[i : i + 3]) for i in range(len(terms))]
    for text in texts:
        spans = [m.span() for m in pattern.finditer(text)]
        assert spans == [m.span() for m in reference.finditer(text)], text


def test_a_glossary_that_is_not_a_list_of_text_is_refused(tmp_path: Path) -> None:
    shipped = (ROOT / "section_map.yaml").read_text(encoding="utf-8")
    broken = shipped.replace("  glossary:\n", "  glossary: 3\n  unused:\n", 1)
    with pytest.raises(PatcherError):
        load_map(Source("section_map.yaml", broken.encode()))


def test_product_word_and_a_translated_descriptor(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Pellucid offload tier** — host-memory KV offload with async prefetch", "§1.3"),
        ("**Fathom tracing** — span-level tracing for serving", "§1.4"),
        ("**Brambling** — 端侧运行时", "§1.1"),
    )
    offload = decide(names, "Pellucid 卸载层 v2 — 新增 NVMe 一级", "§1.3")
    assert offload.chosen == 0 and "offload" in offload.why
    assert decide(names, "Fathom追踪接入 Lumen，开销降到 2%", "§1.4").chosen == 1
    # a short name's weight: in another section only a possibility
    elsewhere = decide(names, "Pellucid 卸载层 v2", "§1.1")
    assert elsewhere.chosen is None and elsewhere.possible


def test_status_words_in_either_language(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Oxbow 停更**（2026-08-02）：官方宣布进入维护", "§1.1"),
        ("Marram-Serve maintenance mode — security fixes only [2026-09-01]", "§1.1"),
    )
    assert decide(names, "Oxbow维护模式9-30再次确认 — 修复窗口延长", "§1.1").chosen == 0
    assert decide(names, "Marram Serve 官方 EOL 公告 — 2027-01 停止", "§1.1").chosen == 1


def test_other_descriptors_are_at_most_a_possibility(glossary: Glossary) -> None:
    names = index(glossary, ("**vLLM FP8 KV-Cache** — 默认开启（2026-09-01）", "§1.3"))
    assert decide(names, "vLLM Prefix Caching Bug 修复 — 命中率回退", "§1.3").chosen is None
    verdict = decide(names, "vLLM 前缀缓存 Bug 修复 — 命中率回退", "§1.3")
    assert verdict.chosen is None and verdict.possible  # the same product, another thing
    # without a glossary, descriptors agree only by shared words
    bare = index(None, ("**Pellucid KV offload** — host-memory KV offload", "§1.3"))
    assert decide(bare, "Pellucid 卸载层 v2", "§1.3").chosen is None
    assert decide(bare, "Pellucid KV 卸载层 v2", "§1.3").chosen == 0


def test_a_product_word_that_does_not_name_one_entry(glossary: Glossary) -> None:
    shared = index(
        glossary,
        ("**Garnet router** — prefix-aware request routing", "§1.2"),
        ("**Garnet KV offload** — CPU tier", "§1.2"),
    )
    assert decide(shared, "Garnet 路由 2.0 — 命中率 +30%", "§1.2").chosen is None
    release = index(glossary, ("Nimbus 0.31 — async scheduling [2026-09-12]", "§1.1"))
    assert decide(release, "Nimbus 多 LoRA 服务实践 — 换入成本", "§1.1").chosen is None
    generic = index(glossary, ("**Agent tool-call tracing** — spans per tool call", "§1.4"))
    assert decide(generic, "Agent 追踪新框架 Kitelight 开源", "§1.4").chosen is None


def test_a_rival_or_a_second_name_is_not_the_subject(glossary: Glossary) -> None:
    names = index(glossary, ("**Fathom tracing** — span-level tracing", "§1.4"))
    assert decide(names, "Fathom 竞品 Lumenoid 追踪发布", "§1.4").chosen is None
    assert decide(names, "Fathom 团队新项目 Lumenoid 追踪", "§1.4").chosen is None


def test_abbreviations_defined_after_a_bold_name_or_a_version() -> None:
    bold = "**QRT**（Quorum Relay Transport，仲裁中继传输）⭐⭐⭐（2026-10-01 锚定）：跨机 KV 传输"
    names = index(None, (bold, "§1.3"))
    assert decide(names, "Quorum Relay Transport 0.4 — 多租户", "§1.3").chosen == 0
    plain = index(None, ("Quorum Relay Transport — cross-node KV transfer [2026-10-01]", "§1.3"))
    assert names_of("ＱＲＴ 0.5（Quorum Relay Transport）— 新后端").version == (0, 5)
    assert decide(plain, "ＱＲＴ 0.5（Quorum Relay Transport）— 新后端", "§1.2").chosen == 0


def test_an_english_feature_name_in_a_product() -> None:
    names = index(None, ("Paged KV cache in Bramble — 16-token blocks [2026-09-20]", "§1.3"))
    assert decide(names, "Bramble Paged KV Cache 在 Hopper 上的回归", "§1.3").chosen == 0
    assert names_of("Speculative decoding for agents").full == {"speculativedecodingforagents"}


def test_a_whole_mixed_name_followed_by_more_chinese() -> None:
    names = index(None, ("**max_batch_tokens 上限**（2026-09-02）：超过 32k 抖动", "§1.2"))
    assert decide(names, "max_batch_tokens 上限调整 — 48k 稳定", "§1.2").chosen == 0
    assert decide(names, "max_batch_tokens 调优", "§1.2").chosen is None  # not its whole name


def test_a_snake_case_identifier_spelled_out() -> None:
    names = index(
        None,
        ("Max batch tokens ceiling — above 32k latency spikes [2026-09-02]", "§1.2"),
        ("Max concurrency guide — per GPU [2026-09-03]", "§1.2"),
    )
    verdict = decide(names, "max_batch_tokens 上限更新 — 48k 稳定", "§1.2")
    assert verdict.chosen == 0 and "spells" in verdict.why
    assert decide(names, "max_tokens 默认值变更", "§1.2").chosen is None  # spells neither


def test_a_release_qualifier_after_the_version() -> None:
    names = index(None, ("Bramble 2.4 — Rust serving engine [2026-09-01]", "§1.1"))
    assert decide(names, "Bramble v2.4.1 LTS 补丁 — 死锁修复", "§1.1").chosen == 0
    assert decide(names, "Bramble 2.5 LTS 发布", "§1.1").chosen is None  # another release
    assert names_of("Bramble v2.4.1 LTS 补丁").version == (2, 4, 1)


def test_a_map_without_a_glossary(tmp_path: Path, default_map: SectionMap) -> None:
    assert default_map.identity.glossary  # the shipped map has rows
    shipped = (ROOT / "section_map.yaml").read_text(encoding="utf-8")
    start = shipped.index("  glossary:\n")
    end = shipped.index("\n\n", start)
    without = load_map(Source("section_map.yaml", (shipped[:start] + shipped[end + 1 :]).encode()))
    assert without.identity.glossary == () and without.identity.terms.terms("网关") == set()


def test_an_english_title_and_a_chinese_descriptor(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Pellucid 卸载层**（2026-09-01）：主机内存 KV 卸载", "§1.3"),
        ("**Token Budget Governor** — caps reasoning tokens", "§1.2"),
    )
    assert decide(names, "Pellucid offload tier v3 — NVMe second level", "§1.3").chosen == 0
    # a capitalised common word and descriptors that differ: not the entry
    assert decide(names, "Token tracing overhead study", "§1.2").chosen is None
    assert decide(names, "Pellucid router v3 — prefix aware", "§1.3").chosen is None


def test_a_relation_line_names_the_entry_in_translation(glossary: Glossary) -> None:
    names = index(glossary, ("Pellucid offload tier — host-memory KV offload [2026-09-01]", "§1.3"))
    relation = "续立 Pellucid 卸载层 条目；本条新增 CXL 池化"
    verdict = decide(names, "CXL 池化实测 — 延迟 -18%", "§1.2", relation)
    assert verdict.chosen == 0 and "relation line continues" in verdict.why
    other = "续立 Pellucid 路由 条目"  # the same product, another part of it
    assert decide(names, "CXL 池化实测 — 延迟 -18%", "§1.2", other).chosen is None


def test_a_product_word_alone_against_a_described_entry(glossary: Glossary) -> None:
    """`Corvus 发布` may be the gateway's news or another Corvus thing: the safe middle, a new
    entry reported `possibly continues`. With a release (`Corvus 1.2 发布`) it is a release of
    the product its one entry describes (heldout7: `Weirgate 0.5`), in that entry's section."""
    names = index(glossary, ("**Corvus 推理网关**（2026-09-02）：多租户", "§1.1"))
    verdict = decide(names, "Corvus 发布 — 新增 gRPC", "§1.1")
    assert verdict.chosen is None and verdict.possible
    released = decide(names, "Corvus 1.2 发布 — 新增 gRPC", "§1.1")
    assert released.chosen == 0 and "a release of the product" in released.why
    assert decide(names, "Corvus 1.2 发布 — 新增 gRPC", "§1.3").chosen is None  # other section
    assert decide(names, "Corvus 缓存 1.2 — 新增 gRPC", "§1.1").chosen is None  # another part
    assert decide(names, "Corvus Gateway 1.2 released", "§1.1").chosen == 0


def test_two_word_product_names_an_entry_described_after_them(glossary: Glossary) -> None:
    """`Tolland Relay 4.2` is a release of `Tolland Relay streaming proxy` (the product is two
    capitalised words, the second no common word), not of a `Tolland Atlas` entry; common
    words are no product (`LLM Inference 新综述`)."""
    names = index(
        glossary,
        ("**Tolland Relay streaming proxy** — one binary, gRPC fan-out (2026-09-01)", "§1.1"),
        ("**Tolland Atlas** — cluster map (2026-09-02)", "§1.4"),
    )
    verdict = decide(names, "Tolland Relay 4.2 — 背压控制", "§1.1")
    assert verdict.chosen == 0
    assert decide(names, "Tolland Relay 缓存 4.2 — 背压控制", "§1.1").chosen is None
    assert decide(names, "Tolland Relay 4.2 — 背压控制", "§1.4").chosen is None


def test_a_release_whose_only_descriptor_is_the_kind_of_thing(glossary: Glossary) -> None:
    """`Pennant Scheduler 2.3` for `Pennant SLO-aware batch scheduler`: the title adds only
    what the thing is (`scheduler`) and a release; an acronym's compound (`SLO-aware`) is no
    second name. Without a release, or with words of its own, it stays a possibility."""
    names = index(
        glossary, ("**Pennant SLO-aware batch scheduler** — TTFT budgets (2026-09-03)", "§1.2")
    )
    assert decide(names, "Pennant Scheduler 2.3 — 抢占改为按 token", "§1.2").chosen == 0
    assert decide(names, "Pennant Scheduler — 抢占改为按 token", "§1.2").chosen is None
    assert decide(names, "Pennant 计费调度器 2.3 — 新计费", "§1.2").chosen is None


def test_latin_name_in_brackets_after_a_chinese_name() -> None:
    """`泊位调度器（Pennant Scheduler）`: the bracketed Latin name is the entry's too, so a
    title with it continues the entry; a bracketed common word or abbreviation is no name."""
    names = index(None, ("泊位调度器（Pennant Scheduler）：按租户预算准入（2026-09-03）", "§1.2"))
    assert decide(names, "Pennant Scheduler 抢占策略调整", "§1.2").chosen == 0
    assert names_of("调度器（Scheduler）：按租户").full == frozenset({"调度器"})
    assert names_of("泊位调度器（batch tier）：按租户").full == frozenset({"泊位调度器"})


def test_a_capitalised_word_before_mode_is_a_feature_not_another_name() -> None:
    """`Quarry Router 新增成本/延迟 Pareto 模式` is about Quarry Router; `… 接入 Chrome
    DevTools` still names another thing."""
    assert not names_of("Quarry Router 新增成本/延迟 Pareto 模式").others
    assert names_of("Quarry Router 接入 Chrome DevTools").others
    names = index(
        None, ("Quarry Router — model router picking a tier by cost (2026-10-01)", "§1.1")
    )
    assert decide(names, "Quarry Router 新增成本/延迟 Pareto 模式", "§1.1").chosen == 0


def test_a_release_then_what_it_changed(glossary: Glossary) -> None:
    """`Linnet v1.4.post1 修复 Metal 后端崩溃`: a release of `Linnet 端侧`'s product, then what it
    fixed (the capitalised word after `修复` is what was fixed, no second name). A name after
    the release that is no change (`Linnet 1.4 Cloud 计费`) stays a possibility."""
    names = index(glossary, ("* Linnet 端侧 — on-device runtime (C + Metal)", "§1.1"))
    fixed = decide(names, "Linnet v1.4.post1 修复 Metal 后端崩溃", "§1.1")
    assert fixed.chosen == 0 and "a release of the product" in fixed.why
    assert not names_of("Linnet v1.4.post1 修复 Metal 后端崩溃").others
    assert decide(names, "Linnet 1.4 Cloud 计费上线", "§1.1").chosen is None
    assert decide(names, "Linnet 1.4 计费模块上线", "§1.1").chosen is None


def test_a_name_that_is_one_entry_whole_and_starts_another() -> None:
    """`QDX` is one entry's whole name and starts a bug entry about it (`QDX 传输层 QP 泄漏`):
    `QDX 延迟实测更新` in the first entry's section continues it; in the bug's section, or when
    two entries are wholly named `QDX`, it is no more than a possibility."""
    names = index(
        None,
        ("2026-09-25 QDX（Quay Data Exchange）：跨节点传 KV 的 RDMA 层", "§1.3"),
        ("**QDX 传输层 QP 泄漏 — quay-io/qdx#212**：旧 QP 不回收", "§1.4"),
    )
    verdict = decide(names, "QDX 延迟实测更新 — 含序列化 2.4 ms", "§1.3")
    assert verdict.chosen == 0 and "others only start so" in verdict.why
    assert decide(names, "QDX 延迟实测更新 — 含序列化 2.4 ms", "§1.4").chosen is None
    names.add("QDX：另一家的数据交换格式", "§1.3", [])
    assert decide(names, "QDX 延迟实测更新 — 含序列化 2.4 ms", "§1.3").chosen is None


def test_a_chinese_titled_release_from_the_repository_of_one_entry() -> None:
    """`系泊服务 3.1` from `github.com/moor-rs/moorline-serve/releases/…` is a release of the
    one entry named `Moorline Serve …`; no release in the title, a Latin name in it, a repository
    naming a common word first, or an entry that is itself a release: nothing from the
    repository."""
    names = index(None, ("**Moorline Serve inference server** — Rust engine (2026-10-02)", "§1.1"))
    repo = frozenset({"moor-rs/moorline-serve"})
    verdict = names.decide("系泊服务 3.1 — 分离式 prefill 默认开启", "", [], "§1.1", (), repo)
    assert verdict.chosen == 0 and "repository" in verdict.why
    assert (
        names.decide("系泊服务 — 分离式 prefill 默认开启", "", [], "§1.1", (), repo).chosen is None
    )
    assert (
        names.decide("分块死锁修复 3.1", "", [], "§1.1", (), frozenset({"x/serve-moorline"})).chosen
        is None
    )
    other = index(None, ("**Moorline Serve 3.0** — Rust engine (2026-10-02)", "§1.1"))
    assert other.decide("系泊服务 3.1 — 默认开启", "", [], "§1.1", (), repo).chosen is None
