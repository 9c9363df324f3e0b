"""The other names an entry goes by (issue 21, ninth and tenth held-out weeks): the names
its first sub-item gives (`英文名 …`, `简称 …`, `English name: …`), the two parts of a name
written in two languages (`Sablewing / 黑羽引擎`); a product word's release with a translated
kind word (`Trestle 路由器 0.4`); English relation wording; a bug with its own issue in a
document that keeps bug entries apart. Each rule with the counter-examples it must not take."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from patcher.document.identity import entry_aliases, lead_aliases, lead_text
from patcher.plan.contrary import denied_words
from patcher.plan.evidence import (
    NameIndex,
    Verdict,
    affirmed,
    aliased_names,
    continuing,
    entry_names,
    names_of,
    own_repository_name,
    relation_names,
)
from patcher.plan.evidence.abbreviations import abbreviated_repository_name
from patcher.plan.evidence.relations import _CONTINUES_EN
from patcher.text.glossary import Glossary, rows_of

GLOSSARY = Glossary(
    rows_of(
        (
            "router = routing = 路由 = 路由器",
            "tracing = trace = 追踪 = 链路追踪",
            "scheduler = scheduling = 调度 = 调度器",
            "cache = 缓存",
            "gateway = 网关",
        )
    )
)


def index(*entries: tuple[str, str, tuple[str, ...]]) -> NameIndex:
    names = NameIndex(glossary=GLOSSARY)
    for lead, anchor, aliases in entries:
        names.add(lead, anchor, [], True, aliases)
    return names


def decide(names: NameIndex, title: str, anchor: str, relation: str = "") -> Verdict:
    return names.decide(title, relation, [], anchor)


# -- the names an entry's first sub-item gives ------------------------------------------------


def test_a_first_sub_item_gives_the_english_name_and_the_abbreviation() -> None:
    lines = [
        "+ 【汀岸调度器】按租户配额排队（2026-09-01）",
        "  + 英文名：Quayside Scheduler，简称 QSS；github.com/quayside/qss",
        "  + 别名 Quay（旧名）",
    ]
    assert entry_aliases(lines, 1, 3) == ("Quayside Scheduler", "QSS")
    english = ["- **Quayside** — queue by tenant quota", "   - English name: `Quayside Scheduler`"]
    assert entry_aliases(english, 1, 2) == ("Quayside Scheduler",)


def test_only_the_first_sub_item_and_only_a_naming_label_count() -> None:
    later = ["* 【汀岸调度器】…", "  * 更新 2026-10-02：v0.4 发布", "  * 英文名 Quayside"]
    assert entry_aliases(later, 1, 3) == ()  # (a later sub-item is news, not a name)
    unlabelled = ["* 【汀岸调度器】…", "  * Quayside 团队维护；仓库 github.com/quayside/qss"]
    assert entry_aliases(unlabelled, 1, 2) == ()
    top_level = ["* 【汀岸调度器】…", "* 英文名 Quayside"]  # another entry, not a sub-item
    assert entry_aliases(top_level, 1, 2) == ()
    sentence = ["* 【汀岸调度器】…", "  * 英文名 " + "word " * 12]
    assert entry_aliases(sentence, 1, 2) == ()  # (a sentence is no name)


def test_an_all_chinese_entry_is_found_by_the_english_name_it_gives() -> None:
    names = index(
        ("【汀岸调度器】按租户配额排队的连续批调度器（2026-09-01）", "§1.2", ("Quayside",)),
        ("【汀岸 FP8 缓存】实验特性（2026-09-03）", "§1.3", ("Quayside FP8 Cache",)),
        ("【灯塔网关】多引擎 OpenAI 兼容入口（2026-09-02）", "§1.1", ()),
    )
    assert decide(names, "Quayside v1.3 — 新增抢占式配额", "§1.2").chosen == 0
    assert decide(names, "Quayside FP8 Cache 默认开启", "§1.3").chosen == 1
    # its Chinese name is still its name
    assert decide(names, "汀岸调度器多集群支持", "§1.2").chosen == 0
    # another product with no entry: nothing
    assert decide(names, "Quillon v1.3 发布", "§1.2").candidate is None


def test_an_alias_does_not_replace_an_english_name_the_lead_gives() -> None:
    own = aliased_names("**Harbor Relay** — KV transfer service", ("港口中继",))
    assert own.shown == "Harbor Relay" and "港口中继" in own.full
    chinese = aliased_names(lead_text("【港口中继】KV 传输服务"), ("Harbor Relay",))
    assert chinese.shown == "Harbor Relay" and "港口中继" in chinese.full
    abbreviation = aliased_names(lead_text("【港口中继（HR）】KV 传输服务"), ("Harbor Relay",))
    assert abbreviation.shown == "Harbor Relay"  # (an abbreviation alone is no English name)


def test_a_name_in_two_languages_is_read_by_both_parts() -> None:
    assert entry_names("Ossuary Engine / 骨库引擎", ()) == ("Ossuary Engine", "骨库引擎")
    assert entry_names("Ossuary / Marrow", ()) == ()  # (two Latin names: a pair, not a translation)
    assert entry_names("骨库 / 骨库引擎", ()) == ()
    names = index(
        ("**Ossuary Engine / 骨库推理引擎** — Rust serving engine, v1.2", "§1.1", ()),
        ("**Ossuary FP8 KV / 骨库 FP8 KV** — opt-in FP8 KV", "§1.3", ()),
    )
    assert decide(names, "骨库推理引擎 1.3 正式版", "§1.1").chosen == 0
    assert decide(names, "Ossuary Engine 1.3 正式版", "§1.1").chosen == 0


def test_the_document_is_read_with_its_sub_item_names(tmp_path: Path) -> None:
    from patcher.api import apply_file
    from patcher.config.maps import find_map, load_map
    from patcher.text.source import read_source

    doc = tmp_path / "inference.md"
    doc.write_text(
        textwrap.dedent(
            """\
            # 推理

            ## §1.1 框架格局

            * 【汀岸推理引擎】C++ 单进程引擎（2026-09-01）
              * 英文名 Quayside；仓库 github.com/quayside/quayside

            ## §1.2 推理调度

            ## §1.3 KV Cache

            ## §1.4 推理可靠性与可观测性
            """
        ),
        encoding="utf-8",
    )
    brief = tmp_path / "brief.txt"
    brief.write_text(
        textwrap.dedent(
            """\
            inference · E1 预消化简报(2026-09-20)
            二、增量条目
            增量 1：Quayside v2.0 — 内建分块 prefill（⭐⭐⭐）
            来源：github.com/quayside/quayside/releases
            要点：
            - 分块 prefill 默认开启
            可信度：高
            建议归入章节：§1.1 框架格局
            """
        ),
        encoding="utf-8",
    )
    report, _ = apply_file(
        [read_source(str(brief))], str(doc), load_map(find_map(None)), write_back=True
    )
    assert [a.action for a in report.actions] == ["updated"]
    assert "Quayside v2.0" in doc.read_text(encoding="utf-8").split("英文名")[1]


# -- a release with a translated kind word ----------------------------------------------------


def test_a_release_with_a_translated_kind_word_is_the_products() -> None:
    names = index(
        ("【锚链路由器】前缀感知路由（2026-09-01）", "§1.2", ("Capstan Router",)),
        ("**Wicklow Tracing / 烛芯追踪** — OpenTelemetry spans for inference", "§1.4", ()),
    )
    assert decide(names, "Capstan 路由器 0.5：按命中率加权", "§1.2").chosen == 0
    assert decide(names, "Wicklow追踪1.2新增 kernel 级 span", "§1.4").chosen == 1
    # another kind of thing of the same product: at most a possibility
    assert decide(names, "Capstan 缓存 0.5", "§1.2").chosen is None
    # a kind word the entry's English name does not say: another part of the product
    assert decide(names, "Wicklow 调度器 1.2", "§1.4").chosen is None


# -- English relation wording -----------------------------------------------------------------


def test_english_relation_wording_continues_an_entry() -> None:
    said = "continues the Quayside 1.2 entry (added 09-20); hotfix on the same release line"
    assert relation_names(said, (_CONTINUES_EN,)) == ["Quayside 1.2"]
    assert relation_names("update to Bobstay (entry added 09-20)", (_CONTINUES_EN,)) == ["Bobstay"]
    assert relation_names("follow-up to the Tallow watchdog entry — numbers", (_CONTINUES_EN,)) == [
        "Tallow watchdog"
    ]
    names = index(("**Bobstay** — drafter distillation toolkit", "§1.2", ()))
    assert (
        decide(names, "蒸馏工具链 0.4 发布", "§1.2", "update to Bobstay (entry added 09-20)").chosen
        == 0
    )


def test_english_context_and_denial_are_not_continuation() -> None:
    for relation in (
        "background — the Bobstay kernel (§1.2) is a different component; this is the mode",
        "new entry; nothing in the doc covers retrieval sparse attention",
        "this is not an update to Bobstay",
        "§1.1 已有 Bobstay 条目作为背景；本条是新的截断 bug",
    ):
        assert not continuing(affirmed(relation)), relation
        assert relation_names(affirmed(relation), (_CONTINUES_EN,)) == []
    names = index(("**Bobstay** — drafter distillation toolkit", "§1.2", ()))
    assert (
        decide(names, "蒸馏工具链 0.4 发布", "§1.2", "this is not an update to Bobstay").chosen
        is None
    )


# -- a bug with its own issue -----------------------------------------------------------------


def test_a_bug_with_its_own_issue_stays_apart_where_the_document_keeps_bug_entries() -> None:
    """The document's editor keeps a bug with its issue as an entry (an entry read back from
    the document, `Read`): another bug stays apart; one a night wrote (a planned title, a
    plain string: heldout44's `Weaviate … 回归`) says nothing of the editor's convention."""
    from tests.test_evidence_incidents import Read

    def kept(bug_entry: object) -> NameIndex:
        names = NameIndex(glossary=GLOSSARY)
        names.add("`Quayside` v0.9 — serving gateway (2026-09-01)", "§1.1", [])
        names.add(bug_entry, "§1.4", [])  # type: ignore[arg-type]
        return names

    bug_lead = "`quayside#884` — health probe timeouts (quayside-ai/quayside#884)"
    names = kept(Read(bug_lead))
    bug = decide(names, "Quayside 流式响应截断 bug（quayside-ai/quayside#902）", "§1.1")
    assert bug.chosen is None and "issue an entry of its own" in bug.why
    nights = decide(kept(bug_lead), "Quayside 流式响应截断 bug（quayside-ai/quayside#902）", "§1.1")
    assert "issue an entry of its own" not in nights.why, nights
    # a fix or a pull request is news of the product
    fix = decide(names, "Quayside 0.10 修复流式截断（quayside-ai/quayside#903）", "§1.1")
    assert fix.chosen == 0
    # a document without bug entries files the bug under its product
    product_only = index(("`Quayside` v0.9 — serving gateway (2026-09-01)", "§1.1", ()))
    assert (
        decide(product_only, "Quayside 流式响应截断 bug（quayside-ai/quayside#902）", "§1.1").chosen
        == 0
    )


# -- an abbreviation that takes letters from inside a word ------------------------------------


def test_an_abbreviation_may_take_letters_from_inside_a_word() -> None:
    assert names_of("Hearthworks Serve (HWS)").full >= {"hearthworksserve", "hws"}
    names = index(("`Hearthworks Serve (HWS)` v3.1 — private inference platform", "§1.1", ()))
    assert decide(names, "HWS 3.2 多集群联邦 GA", "§1.1").chosen == 0
    # every word must give its initial: `MKX` is not `Meridian KV Exchange`'s
    assert "mkx" not in names_of("Meridian KV Exchange (MKX)").full
    # letters out of order, or a letter no word has, abbreviate nothing
    assert "hsw" not in names_of("Hearthworks Serve (HSW)").full
    assert "hwq" not in names_of("Hearthworks Serve (HWQ)").full


# -- the first Chinese characters of an entry's Chinese name ----------------------------------


def test_a_chinese_name_of_its_own_then_words_of_the_entry() -> None:
    names = index(
        ("青苔云推理故障复盘（2026-11-30）：跨区配置变更致 5xx", "§1.4", ()),
        ("**Sablewing 2.3** — Rust 推理引擎", "§1.1", ()),
    )
    updated = decide(names, "青苔云复盘更新", "§1.4")
    assert updated.chosen == 0 and "青苔云" in updated.why
    assert decide(names, "青苔云故障复盘补充", "§1.4").chosen == 0
    # another incident of the same cloud (a word the entry lacks) and no update wording: new
    assert decide(names, "青苔云存储故障复盘", "§1.4").candidate is None
    # the entry's words but no update wording: maybe another incident
    assert decide(names, "青苔云故障复盘", "§1.4").candidate is None
    # nothing of the entry's words: new
    assert decide(names, "青苔云新区开服", "§1.4").candidate is None
    # a generic start is no name of its own
    generic = index(("推理服务故障复盘（2026-11-30）：跨区配置变更", "§1.4", ()))
    assert decide(generic, "推理服务复盘更新", "§1.4").candidate is None


def test_a_chinese_start_two_entries_share_decides_nothing() -> None:
    names = index(
        ("青苔云推理故障复盘（2026-11-30）：跨区配置变更", "§1.4", ()),
        ("青苔云存储故障复盘（2026-12-02）：对象存储降级", "§1.4", ()),
    )
    assert decide(names, "青苔云复盘更新", "§1.4").candidate is None


def test_an_adjective_like_product_word_of_a_proper_english_name() -> None:
    product = index(("**Ornamental Gateway / 饰门网关** — OpenAI-compatible gateway", "§1.1", ()))
    assert decide(product, "Ornamental 网关 0.8", "§1.1").chosen == 0
    technique = index(("**Adaptive batching** — batch size follows the queue", "§1.2", ()))
    assert decide(technique, "Adaptive 批处理在 Quillserve 中默认开启", "§1.2").candidate is None


def test_a_naming_label_needs_a_name_after_it() -> None:
    for line in ("  * 英文版发布于 2026-10", "  * akamai edge nodes", "  * 中文名 Quayside"):
        assert entry_aliases(["* 【汀岸】…", line], 1, 2) == (), line
    assert entry_aliases(["* 【汀岸】…", "  * 英文名Quayside"], 1, 2) == ("Quayside",)
    assert entry_aliases(["* 【汀岸】…", "  * 中文名：汀岸"], 1, 2) == ("汀岸",)


def test_brackets_after_the_lead_name_may_give_its_other_names() -> None:
    assert lead_aliases("**汀岸推理引擎**（英文名 Quayside）：C++ 引擎") == ("Quayside",)
    assert lead_aliases("【汀岸】(English name: Quayside) 调度器") == ("Quayside",)
    assert lead_aliases("**汀岸推理引擎**（2026-10-01）：…") == ()  # (a date names nothing)
    assert lead_aliases("汀岸推理服务（QSS）：私有化平台") == ()  # (the abbreviation rules' own)
    far = "汀岸推理引擎：C++ 单进程引擎，主打多租户 LoRA 热切换，支持分块 prefill 与前缀缓存（别名 Quay）"
    assert lead_aliases(far) == ()  # (brackets far from the name belong to the description)


def test_brackets_later_in_the_lead_give_only_the_other_language_name() -> None:
    late = "汀岸推理引擎：C++ 单进程引擎，主打多租户 LoRA 热切换（英文名 Quayside）"
    assert lead_aliases(late) == ("Quayside",)
    feature = "汀岸推理引擎：C++ 单进程引擎，支持分块预填充（简称 CPF）"
    assert lead_aliases(feature) == ()  # (a feature's short name, not the entry's)


def test_an_english_briefing_can_say_it_is_another_thing() -> None:
    names = index(("【汀岸推理引擎】C++ 单进程推理引擎（2026-10-28）", "§1.1", ("Quayside",)))
    for relation in (
        "this is not an update to Quayside; a same-named fork",
        "unrelated to the Quayside engine",
        "a namesake of Quayside by another team",
    ):
        verdict = decide(names, "Quayside v2.3 发布", "§1.1", relation)
        assert verdict.chosen is None and verdict.candidate == 0, relation
    # denial words are no names: an entry named `Not …` or `An …` is not denied by them
    assert "not" not in denied_words("Not the Quayside engine")
    assert decide(names, "Quayside v2.3 发布", "§1.1", "continues the Quayside entry").chosen == 0


def test_a_product_word_then_the_abbreviation_its_entry_defines_is_that_entry() -> None:
    """`Cairn CTO 0.5`: the entry defines `CTO` as `Cairn Tiered Offload` (the product word
    gives the abbreviation's first letter), so Cairn's CTO is that entry, in a Chinese lead
    with both in brackets or an English one; never another product's entry sharing the word
    (`CairnDB`), another product's CTO, or an abbreviation led by a common word."""
    for lead in (
        "Cairn 分层 KV 卸载（Cairn Tiered Offload, CTO）：GPU→CPU→NVMe 三级卸载",
        "Cairn Tiered Offload (CTO) — GPU→CPU→NVMe offload, 71% hit rate",
    ):
        names = NameIndex()
        names.add(lead, "§1.3", [])
        names.add("**CairnDB KV 存储引擎 — Cairn Labs 发布嵌入式键值数据库**", "§1.3", [])
        assert names.decide("Cairn CTO 0.5 — 集成对象存储层", "", [], "§1.3").chosen == 0, lead
        assert names.decide("Cobalt CTO 0.5 — 集成对象存储层", "", [], "§1.3").chosen is None
    assert "cairncto" in names_of("Cairn Tiered Offload (CTO) — offload").full
    # the word is a common one (`Tiered`), or the letters are not the full name's initials
    assert "tieredtss" not in names_of("Tiered SLO Scheduler (TSS)").full
    assert "cairnct" not in names_of("Cairn Tiered Offload (CT)").full
    assert "tieredtso" not in names_of("Tiered SLO Scheduler (TSS)").full
    assert names_of("Cross-Pod Prefix Relay (CPR)").full.isdisjoint({"crosspodcpr", "crosscpr"})


def test_an_entry_named_by_a_rival_phrase_goes_by_the_rivals_name() -> None:
    """An entry a night created from `Halyard 竞品 Marlin Router 开源` is Marlin Router's: its
    next release finds it; Halyard's news, another Marlin product, or a lowercase phrase after
    the rival word does not."""
    created = "**Halyard 竞品 Marlin Router 开源 — 前缀亲和路由 0.2**（2026-11-24）：前缀亲和路由"
    halyard = "**Halyard 路由器** — 按前缀亲和性路由，Rust 实现"
    names = NameIndex()
    names.add(halyard, "§1.2", [])
    names.add(created, "§1.2", [])
    assert names.decide("Marlin Router 0.3 — 加权前缀亲和路由", "", [], "§1.2").chosen == 1
    assert names.decide("Halyard 0.5 — 新调度器", "", [], "§1.2").chosen != 1
    assert names.decide("Marlin Cache 0.3 — KV 缓存", "", [], "§1.2").chosen is None
    assert entry_names("Halyard 竞品 Marlin Router 开源", ()) == ("Marlin Router",)
    assert entry_names("Halyard 竞品 开源 路由器", ()) == ()
    assert entry_names("Halyard Router 开源", ()) == ()


def test_the_name_of_the_entrys_own_repository() -> None:
    """The one repository a lead writes whose name starts with the entry's first word and says
    more (`Gallant Runtime … GitHub gallant-ai/gallant-rt`) is a name the entry goes by: a
    title led by it continues the entry. Not an issue's repository named like the entry's
    first word alone (`vllm-project/vllm#33410`), another project's repository, two such
    repositories, nor a lead led by the path (the path's own reading)."""
    lead = "「Gallivant Runtime / 嘉澜运行时」· 端侧运行时 — 手机 NPU 推理运行时，GitHub gallivant-ai/gallivant-rt，1.4 版"
    names = NameIndex()
    names.add(lead, "§1.1", [])
    assert names.entries[0].aliases[-1] == "gallivant-rt"
    assert names.decide("Gallivant-RT 1.5 发布：INT4 NPU 内核", "", [], "§1.1").chosen == 0
    assert names.decide("Gallivant-Cloud 1.0 发布", "", [], "§1.1").chosen is None
    bug = "【vLLM 多节点 NCCL 挂起】（vllm-project/vllm#33410）TP×PP 跨节点时偶发挂起"
    assert own_repository_name(bug, "vLLM 多节点 NCCL 挂起") == ()
    partner = "**Orrery KV 接入 SGLang**（sgl-project/sglang#19022）：HiCache 后端"
    assert own_repository_name(partner, "Orrery KV 接入 SGLang") == ()
    two = "Gallivant Runtime — gallivant-ai/gallivant-rt 与 gallivant-ai/gallivant-ui"
    assert own_repository_name(two, "Gallivant Runtime") == ()
    path = "gallivant-ai/gallivant-rt 1.4 (Gallivant Runtime) — NPU inference runtime"
    assert own_repository_name(path, "gallivant-ai/gallivant-rt 1.4") == ()


def test_the_entrys_own_repository_named_by_its_abbreviation() -> None:
    """heldout117: a lead linking the repository of an owner named after the entry's first word
    whose name abbreviates the entry's name (`Millrace Queue Broker … github.com/millrace-io/mqb`)
    goes by that abbreviation: `MQB 2.0` continues it. Not a repository whose letters the name
    does not give (`millrace-io/kvx`), another owner's (`acme/mqb`), nor one of two."""
    lead = "**Millrace Queue Broker** (Millrace IO, [repo](https://github.com/millrace-io/mqb)) — request queue"
    names = NameIndex()
    names.add(lead, "§1.2", [])
    assert "MQB" in names.entries[0].aliases
    assert names.decide("MQB 2.0 — 优先级队列", "", [], "§1.2").chosen == 0
    assert abbreviated_repository_name(lead, "Millrace Queue Broker") == ("MQB",)
    other = lead.replace("millrace-io/mqb", "millrace-io/kvx")
    assert abbreviated_repository_name(other, "Millrace Queue Broker") == ()
    foreign = lead.replace("millrace-io/mqb", "acme/mqb")
    assert abbreviated_repository_name(foreign, "Millrace Queue Broker") == ()
    two = lead.replace(")) —", "), [ui](https://github.com/millrace-io/mqb-ui)) —")
    assert abbreviated_repository_name(two, "Millrace Queue Broker") == ()


def test_a_description_clause_naming_the_entry_in_the_other_language() -> None:
    """heldout32: `**潮汐引擎** — …开源的 Rust 推理引擎，英文名 Tidewell，主打…` goes by Tidewell (a clause
    of the description opening with the other language's label); a short name a clause gives a
    feature (`支持分块预填充，简称 CP`) is no name of the entry."""
    lead = "**潮汐引擎** — 海岩实验室（Haiyan Labs）开源的 Rust 推理引擎，英文名 Tidewell，主打单机多卡 MoE。"
    assert lead_aliases(lead) == ("Tidewell",)
    assert lead_aliases("**Foo** — a runtime, Chinese name 富国, fast.") == ("富国",)
    assert lead_aliases("**Foo** — 支持分块预填充，简称 CP，快") == ()
    assert lead_aliases("**Foo** — 英文名称是 Bar 的衍生品") == ()


def test_a_chinese_label_before_a_latin_name_and_its_maker() -> None:
    """heldout33: `【云雀推理云】Skylark Cloud · 云雀科技：…` goes by 云雀推理云 too (the lead is read
    by its Latin name); a category label before a name and a colon (`【推理引擎】vLLM v0.31：…`)
    and a sorting label (`【推理引擎 · §1.1】`) name nothing."""
    from patcher.document.identity import label_alias

    assert label_alias("【云雀推理云】Skylark Cloud · 云雀科技：按 token 计价") == ("云雀推理云",)
    assert label_alias("🔥 【红隼】Kestrel · Birchwood Labs：端侧运行时") == ("红隼",)
    assert label_alias("【推理引擎】vLLM v0.31：x") == ()
    assert label_alias("【推理引擎 · §1.1】vLLM · x") == ()
    assert label_alias("【SGLang】SGLang · LMSYS：x") == ()


@pytest.mark.parametrize(
    ("lead", "names"),
    [
        # heldout44: a Chinese name the community gives, in quotes, and one after `zh:`
        ('**Lanternfish**：检索网关（中文社区称"灯笼鱼网关"），路由', ("灯笼鱼网关",)),
        ("[Lanternfish 1.4](https://x.org/l) — gateway (zh: 灯笼鱼网关); routing", ("灯笼鱼网关",)),
        ("**Lanternfish**（又名「灯笼鱼」）：检索网关", ("灯笼鱼",)),
        ("**Lanternfish** — gateway (Chinese: 灯笼鱼网关)", ("灯笼鱼网关",)),
        # not a label: `zh` without a colon, a Latin name after `中文称`
        ("**Lanternfish**（zh 版本 2.0）：检索网关", ()),
        ("**Lanternfish**：检索网关（中文称 Lantern）", ()),
    ],
)
def test_a_chinese_name_given_after_a_community_or_language_label(
    lead: str, names: tuple[str, ...]
) -> None:
    assert lead_aliases(lead) == names


def test_a_denial_of_a_namesake_does_not_deny_the_longer_name_the_title_gives() -> None:
    """`unrelated to the Tern scheduler` denies the scheduler, not `Tern NPU` that the title
    names by that longer name; a denial writing `Tern NPU`, or the bare `Tern`, still does."""
    names = index(
        ("**锚链 Tern NPU（TN1）发布 — 推理卡** ⭐⭐⭐（2029-05-01）", "§1.1", ()),
        ("**燕鸥** / Tern — Seabird AI — 连续批处理调度器", "§1.2", ()),
    )
    title = "Tern NPU 驱动崩溃 — 长跑 6 小时后内核崩溃"
    namesake = "hardware released 2029-05-01 (Tern NPU); unrelated to the Tern scheduler"
    assert decide(names, title, "§1.1", namesake).chosen == 0
    assert decide(names, title, "§1.1", "unrelated to the Tern NPU launch").chosen is None
    assert decide(names, title, "§1.1", "与 Tern 无关").chosen is None  # (the bare word)


def test_a_bare_denial_of_the_entry_going_by_that_word_alone() -> None:
    """`已有 Heron Vault（…）；本条是同一托管服务的第二起事故，与自建版 Heron 无关` beside the
    entries `Heron` and `Heron Vault`: the bare word denies the entry going by it alone, not
    `Heron Vault` the line names outside its denial; without that affirming name, or without
    an entry going by `Heron` alone, the bare word still denies every Heron."""
    both = index(
        ("**Heron** v3 — 自建密钥库（Heron Labs）", "§1.1", ()),
        ("**Heron Vault** — Heron 的托管服务（Heron Labs）", "§1.1", ()),
    )
    title = "Heron Vault ap-south 区域中断 — 解密请求超时约 40 分钟"
    said = "§1.1 已有 Heron Vault（1-10 写入中断）；本条是同一托管服务的第二起事故，与自建版 Heron 无关"
    assert decide(both, title, "§1.1", said).chosen == 1
    assert decide(both, title, "§1.1", "与自建版 Heron 无关").chosen is None
    alone = index(("**Heron Vault** — Heron 的托管服务（Heron Labs）", "§1.1", ()))
    assert decide(alone, title, "§1.1", said).chosen is None


def test_a_short_form_the_preamble_defines_names_its_entry() -> None:
    """heldout66 `缩写：TSL = Tessellate` in the preamble: `TSL 2.4.1 热修复` is Tessellate's news
    (a name of three letters, defined by the editor: a name's weight, in any section)."""
    from patcher import api
    from patcher.config.maps import find_map, load_map
    from patcher.plan.evidence import preamble_short_forms
    from patcher.text.source import Source
    from tests.conftest import brief_text, increment

    said = "> 约定：一个产品一条，新版本写成子条目。\n> 缩写：BRW = Brineway；QM = Quaymaster 调度器。\n"
    assert preamble_short_forms(said) == {"brineway": "BRW", "quaymaster 调度器": "QM"}
    assert preamble_short_forms("> BRW = Brineway\n") == {}  # (no abbreviation line)

    def doc(preamble: str) -> str:
        return (
            f"# agent · 活文档\n\n{preamble}\n## §1.1 框架\n\n- **Brineway** — 工作流引擎，3.1 版。\n\n"
            "## §1.2 工具\n\n## §1.3 评测\n\n## §1.4 事故\n"
        )

    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "BRW 3.1.2 热修复 — 补偿事务重复提交", section="§1.4"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc(said).encode()), smap)
    assert report.actions[0].action == "updated", report.actions[0]
    plain = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc("").encode()), smap)
    assert plain.actions[0].action == "inserted", plain.actions[0]


def test_a_short_form_defined_with_ji_or_stands_for() -> None:
    """`简称：BW-Ops 即 Brineway-Ops；QM 即 Quaymaster` and `Abbreviations: BW stands for
    Brineway`: definitions as `=` ones are; outside such a line the form defines nothing."""
    from patcher.plan.evidence import preamble_short_forms

    said = "> 约定：一个产品一条。\n> 简称：BW-Ops 即 Brineway-Ops；QM 即 Quaymaster。\n"
    assert preamble_short_forms(said) == {"brineway-ops": "BW-Ops", "quaymaster": "QM"}
    english = "> Abbreviations: BW stands for Brineway.\n"
    assert preamble_short_forms(english) == {"brineway": "BW"}
    assert preamble_short_forms("> 约定：BW 即 Brineway。\n") == {}  # (no abbreviation label)


def test_a_defined_short_form_names_an_entry_of_its_full_name_and_a_kind_word() -> None:
    """heldout66 `MCP = Model Context Protocol` and `Model Context Protocol 规范 — …`: `MCP 规范
    2030-04 修订草案` and `MCP 2030-04-20 修订定稿` are the spec's news in a document of one
    entry per product; a release entry (`QMR 2.3`) gets no bare short form."""
    from patcher import api
    from patcher.config.maps import find_map, load_map
    from patcher.text.source import Source
    from tests.conftest import brief_text, increment

    doc = (
        "# agent · 活文档\n\n> 约定：一个产品一条，新版本、修订写成子条目。\n"
        "> 缩写：TCX = Tool Call Exchange。\n\n## §1.1 框架\n\n## §1.2 工具\n\n"
        "- **Tool Call Exchange 规范** — 2030-01-05 修订版：流式结果。\n\n"
        "## §1.3 评测\n\n## §1.4 事故\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    for title in ("TCX 规范 2030-05 修订草案 — 签名字段", "TCX 2030-06-01 修订定稿 — 签名必填"):
        brief = brief_text(increment(1, title, section="§1.2"))
        report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
        assert report.actions[0].action == "updated", (title, report.actions[0])


def test_a_foreign_name_label_with_fields_apart_by_middle_dots() -> None:
    """`外名：Corvid Relay · corvid-ai/relay · 鸦科（Corvid AI）` (heldout105's convention): the
    first field is the name; the repository and the maker after the dots are none of it."""
    lines = [
        "- 🟢 鸦驿 —— 消息中继",
        "  - 外名：Corvid Relay · corvid-ai/relay · 鸦科（Corvid AI）",
    ]
    assert entry_aliases(lines, 1, 2)[0] == "Corvid Relay"
    assert "鸦科" not in entry_aliases(lines, 1, 2)
    assert entry_aliases(["- 🟢 鸦驿", "  - 外文名 Corvid Relay"], 1, 2) == ("Corvid Relay",)
    assert entry_aliases(["- 🟢 鸦驿", "  - 外名：鸦驿"], 1, 2) == ()  # (no Latin name)
    names = index(("🟢 鸦驿 —— 消息中继", "§1.2", ("Corvid Relay",)))
    assert decide(names, "Corvid Relay 2.1 — 批量确认", "§1.2").chosen == 0


def test_a_short_form_in_the_brackets_after_a_linked_name() -> None:
    """`[马拉松长程基准](https://…)（Marathon …，简称 MLAB，Kappa Lab）`: the link's address is no
    bracket of the name's, so the brackets after it name the entry (`MLAB`)."""
    from patcher.document.identity import lead_aliases

    lead = (
        "[马拉松长程基准](https://mlab.kappa.ai)（Marathon Long-Horizon Agent Benchmark，简称 MLAB，"
        "Kappa Lab）：长程任务基准"
    )
    assert "MLAB" in lead_aliases(lead)
    assert "CP" not in lead_aliases("[棱镜](https://x.org)：引擎，支持分块预填充（简称 CP）")


def test_a_short_form_a_sub_item_says_the_thing_is_commonly_abbreviated_to() -> None:
    """`* Commonly abbreviated QSR in release notes …` under `**Quarry Sandbox Runtime v0.6**`:
    `QSR` is the entry's short form, and it keeps the entry's release line (`QSR 0.6.3`, a
    patch of 0.6, continues it; `QSR 0.7` is another release)."""
    lead = "* **Quarry Sandbox Runtime v0.6** (Plinth Systems, 2028-05-14): microVM sandbox."
    lines = [lead, "  * Commonly abbreviated QSR in release notes and on the vendor's blog."]
    assert entry_aliases(lines, 1, 2) == ("QSR",)
    assert entry_aliases([lead, "  * Often shortened to QSR."], 1, 2) == ("QSR",)
    assert entry_aliases([lead, "  * Abbreviated units are used in the tables."], 1, 2) == ()
    names = index(
        (lead, "§1.1", ("QSR",)),
        ("* **Quiver 1.5** (Tansy): tool-calling runtime.", "§1.1", ()),
    )
    assert decide(names, "QSR 0.6.3 修复沙箱逃逸（GHSA-7q2x-ak83-v9mm）", "§1.1").chosen == 0
    assert decide(names, "QSR 0.7 发布：冷启动 80 ms", "§1.1").chosen != 0
