"""An entry's name as its lead shows it on GitHub, whatever the document's convention (issue
21, third and fourth held-out weeks): a link's text, a name in a `【…】` or `[…]` label, a bold
or code-span name after a checkbox, a date or a symbol; a label that sorts entries is no
name. And the names those leads then go by: an abbreviation with its expansion in brackets,
a one-word proper name, a longer name the title starts with."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.document.identity import lead_name, lead_text
from patcher.plan.evidence import NameIndex, Verdict, defined_names
from patcher.text.source import Source
from tests.conftest import brief_text, increment


@pytest.mark.parametrize(
    ("lead", "name"),
    [
        ("【Tidewater】Go 写的推理网关，自带限流（2026-08-02 记）", "Tidewater"),
        ("【Brackish v2.4】分页 KV 重写，吞吐 +18%", "Brackish v2.4"),
        (
            "[Tidewater](https://github.com/tide-labs/tidewater): a Go gateway with quotas",
            "Tidewater",
        ),
        ("[Tidewater][tw] — a Go gateway", "Tidewater"),
        # a linked name, `by` and its maker (heldout118: `- [Name](link) by Maker — summary`)
        ("[Quarry Gate](https://quarry.dev) by Northwind Labs — an MCP gateway", "Quarry Gate"),
        ("[Brackish](https://brack.io) by the Brack team – paged KV rewrite", "Brackish"),
        # … before a colon (heldout121: `- [Name](link) by Maker: summary`)
        ("[Ferrule](https://ferrule.dev) by Oxbow Systems: a Rust vector index", "Ferrule"),
        ("[Tansy-Rank](https://hf.co/tansy/rank-v2) by Lin et al.: a reranker", "Tansy-Rank"),
        ("**[Tidewater](https://tide.example/tw)** — a Go gateway", "Tidewater"),
        ("`2026-08-02` **Brackish 2.4** — paged KV rewrite", "Brackish 2.4"),
        ("**2026-08-02** · Tidewater: a Go gateway", "Tidewater"),
        ("[2026-08-02] Tidewater — a Go gateway", "Tidewater"),
        ("2026/08/02 — Tidewater: a Go gateway", "Tidewater"),
        ("Tidewater — a Go gateway with quotas [2026-08-02]", "Tidewater"),
        ("Brackish 2.4: paged KV rewrite (added 2026-08-02)", "Brackish 2.4"),
        ("[x] 🆕 **Tidewater** — a Go gateway", "Tidewater"),
        ("[ ] Tidewater: licence to confirm", "Tidewater"),
        ("KIT-014 Tidewater Router 0.6 (Tide Labs) — Go gateway", "Tidewater Router 0.6"),
        ("OUT-03 Brackish 2.4 paged-KV stall (2031-02-11) — 3 h", "Brackish 2.4 paged-KV stall"),
        ("RTX-4090 推理实测", "RTX-4090 推理实测"),
        ("MI-300 Series — accelerator notes", "MI-300 Series"),
        ("YOLO-11 nano — detector", "YOLO-11 nano"),
        ("⚠️ Tidewater 的限流默认值待确认", "Tidewater 的限流默认值待确认"),
        ("`tidewater-cli` — the gateway's admin tool", "tidewater-cli"),
        ("`tidewater@1.4.0` — the gateway's quota release", "tidewater 1.4.0"),
        ("`@tide/gateway@2.0.0-rc.1` — release candidate", "@tide/gateway 2.0.0-rc.1"),
        ("`tidewater==0.9.3` — pip pin", "tidewater 0.9.3"),
        ("`quota-spec@2029-11-02` — dated revision", "quota-spec 2029-11-02"),
        ("`note:quota-drift` — a field report, no release", "quota-drift"),
        ("`arXiv:2608.04321` — quota paper", "arXiv"),  # (an id, not a slug)
        ("【网关 · §1.2】Tidewater：Go 写的推理网关", "Tidewater"),
        ("【推理网关】Tidewater：Go 写的推理网关", "Tidewater"),
        ("【推理网关】**Tidewater** — Go 写的推理网关", "Tidewater"),
        ("[NEW] Tidewater: a Go gateway with quotas", "Tidewater"),
        ("[Tidewater] QoS tiers: a Go gateway", "Tidewater"),
        ("【潮汐网关】按租户限流的 Go 推理网关", "潮汐网关"),
        # a maker-first label: a short name and a dash follow it (heldout66)
        ("【Saltmarsh Labs】Brineway — 工作流引擎", "Brineway"),
        ("【潮汐科技】潮汐 Tide — 推理网关", "潮汐 Tide"),
        ("【潮汐科技】Tide 网关宕机事件（05-02）— 影响 3 家客户", "Tide 网关宕机事件"),
        ("【Brineway 2.1】引擎 — 子流程", "Brineway 2.1"),  # (a release: the name's label)
        ("「Brineway」引擎 — 子流程", "Brineway"),  # (quotes name, they do not sort)
        ("【网关限流实证】arXiv:2608.04321，统计 12 起限流事故", "网关限流实证"),
        ("【网关限流实证】https://tide.example/report：统计 12 起", "网关限流实证"),
        ("**Tidewater** — a Go gateway", "Tidewater"),
        ("__Tidewater__ — a Go gateway", "Tidewater"),
        ("**2026-08-02 Tidewater** — a Go gateway", "Tidewater"),
        ("2026年8月2日 **Tidewater**：Go 写的推理网关", "Tidewater"),
        ("「Tidewater」Go 写的推理网关", "Tidewater"),
        ("《Queue Reorder Scheduling》（arXiv:2608.01234）按 SLO 重排", "Queue Reorder Scheduling"),
        ("~~**Brackish 1.x**~~ — retired", "Brackish 1.x"),
        ("08-02 · 「Tidewater」推理网关 — 按租户限流", "Tidewater"),
        ("8/2 | **Tidewater** — a Go gateway", "Tidewater"),
        ("8月2日：Tidewater 0.3 — Go 写的推理网关", "Tidewater 0.3"),
        ("3-4 卡部署手册 — 小集群推理", "3-4 卡部署手册"),  # no separator: no date
        ("13-02 · Tidewater — a Go gateway", "13-02"),  # no month 13: no date
        # a kind word and a colon before the name (heldout72: `榜单：…`, `Benchmark: […](…)`)
        ("榜单：潮测／TideEval —— 推理网关压测榜", "潮测／TideEval"),
        ("Leaderboard: [QuayBench](https://quay.example) — gateway latency", "QuayBench"),
        ("数据集：潮声语料 —— 方言录音", "潮声语料"),
        ("Tidewater: a Go gateway with quotas", "Tidewater"),  # a name, not a kind word
        # a wiki link names the entry (heldout102: `[[Name]]`, `[[bench:Name]]`, `[[arXiv:ID]]`)
        ("[[Tidewater]] · Tide Labs — a Go gateway with quotas", "Tidewater"),
        ("[[Brackish]] 2.4 · Kelp Labs · 2031-02-11 — paged KV rewrite", "Brackish 2.4"),
        ("[[Tidewater|the gateway]] — a Go gateway", "Tidewater"),
        ("[[eval:Quay Bench]] · community — gateway latency board", "Quay Bench"),
        ("[[arXiv:2608.04321]] Quota Drift — tenants starve", "Quota Drift"),
        # a Chinese label, the Latin name, then double-bar fields (heldout102 zh)
        ("〖潮汐〗Tidewater ‖ 潮汐实验室 ‖ 推理网关，限流—排队—路由三段", "Tidewater / 潮汐"),
        # a hashtag name, a spaced wave dash before what it is (heldout107 zh: `#名（English）～ …`)
        ("#汀州网关（Quayside）～ 多租户推理网关 ～ 汀州实验室", "汀州网关"),
        ("#Brackwater ～ KV 分页卸载库，冷热分层 ～ Kelp Labs", "Brackwater"),
        ("#Fathom Rook ~ open-source vector DB ~ Fathom Labs", "Fathom Rook"),
        ("#3 Brackwater ～ 第三名", "#3 Brackwater ～ 第三名"),  # a rank, not a hashtag
        # a kind word and a middle dot before the name (heldout103: `评测·卵石（…）`)
        ("评测·潮汐（TideBench）— 长程任务基准", "潮汐"),
        ("榜单・擂鼓（DrumArena）— 众包对战榜", "擂鼓"),
        # an ISO week before the name (heldout115 en: `2033-W22 · Name 2.3 (中文名) — …`)
        ("2031-W07 · Tidewater 1.4 (潮汐) — a Go gateway", "Tidewater 1.4"),
        ("2031-W12 · ⚠ Brackish 2.4: paged-KV stall (kelp/brackish#88) — 3 h", "Brackish 2.4"),
    ],
)
def test_the_name_a_lead_shows(lead: str, name: str) -> None:
    assert lead_name(lead) == name


def test_a_wiki_link_a_mark_follows_is_read_as_written() -> None:
    """`[[slug]]! symptom — version`: an incident of that page, not the page's name (the page
    read into the text gave `tidewater! …`); the lead reads as written."""
    lead = "[[tidewater]]! queue stall — 0.3"
    assert lead_text(lead) == lead


@pytest.mark.parametrize(
    ("lead", "name"),
    [
        ("[[tidewater]] Tidewater — a Go gateway (Tide Labs)", "Tidewater"),
        ("[[kelp-kv]] Kelp KV 海带 — paged KV store (Kelp Labs)", "Kelp KV 海带"),
        ("[[pg-quill]] pg_quill — Postgres text search extension", "pg_quill"),
    ],
)
def test_a_slug_before_a_display_name_is_the_pages_address(lead: str, name: str) -> None:
    """heldout107 en `* [[slug]] Display Name — what it is (maker)`: the slug is the page's
    address (it never changes, even on a rename), the name follows it (before, the lead had
    no name at all and entries were found only by words of their leads)."""
    assert lead_name(lead) == name


def test_the_patchers_own_leads_come_back_unchanged() -> None:
    lead = "**Tidewater 0.3 — 新增 gRPC 入口** ⭐⭐⭐（2026-08-09）：按租户限流"
    assert lead_text(lead) == lead


def test_a_label_keeps_the_names_it_defines() -> None:
    text = lead_text("【QRS（Queue Reorder Scheduler，队列重排调度器）】（arXiv:2608.01234）按…")
    assert text.startswith("QRS（Queue Reorder Scheduler，队列重排调度器） — ")
    assert defined_names(text) == ["QRS", "Queue Reorder Scheduler"]


@pytest.mark.parametrize(
    "lead",
    [
        "Queue Reorder Scheduler (QRS, arXiv:2608.01234): reorders the waiting queue",
        "**QRS (Queue Reorder Scheduler)** — reorders the waiting queue",
        "队列重排调度（QRS，Queue Reorder Scheduler）：按 SLO 重排等待队列",
        "QRS（Queue-Reorder Scheduler）：按 SLO 重排等待队列",
    ],
)
def test_an_abbreviation_and_its_expansion_in_brackets(lead: str) -> None:
    names = defined_names(lead_text(lead))
    assert names[0] == "QRS" and names[1].replace("-", " ") == "Queue Reorder Scheduler"


def test_brackets_whose_letters_are_not_the_initials_define_nothing() -> None:
    assert defined_names("Queue Reorder Scheduler (QXZ, arXiv:2608.01234): reorders") == []


def _index(*leads: tuple[str, str]) -> NameIndex:
    names = NameIndex()
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def _decide(names: NameIndex, title: str, anchor: str) -> Verdict:
    return names.decide(title, "", [], anchor)


@pytest.mark.parametrize(
    "lead",
    [
        "【Tidewater】Go 写的推理网关，自带限流（2026-08-02 记）",
        "[Tidewater](https://github.com/tide-labs/tidewater): a Go gateway with quotas",
        "`2026-08-02` **Tidewater** — a Go gateway with quotas",
        "Tidewater — a Go gateway with quotas [2026-08-02]",
        "[[Tidewater]] · Tide Labs — a Go gateway with quotas",
    ],
)
def test_each_convention_is_continued_by_name(lead: str) -> None:
    names = _index((lead, "§1.2"), ("【Brackish】分页 KV 存储", "§1.3"))
    assert _decide(names, "Tidewater 0.4 发布 — 新增 gRPC 入口", "§1.2").chosen == 0
    assert _decide(names, "Brackish 2.5 — 冷块下沉到 NVMe", "§1.3").chosen == 1


def test_a_sorting_label_is_no_name() -> None:
    names = _index(
        ("【推理网关】Tidewater：Go 写的推理网关", "§1.2"),
        ("【推理网关】Saltmarsh：Rust 网关", "§1.2"),
    )
    assert _decide(names, "推理网关横评", "§1.2").chosen is None
    assert _decide(names, "Saltmarsh 1.1 — 新增 QUIC", "§1.2").chosen == 1


def test_a_one_word_name_the_title_starts_with() -> None:
    names = _index(("[Tidewater](https://github.com/tide-labs/tidewater): a Go gateway", "§1.2"))
    assert _decide(names, "Tidewater QoS 分级 首个生产案例", "§1.2").chosen == 0
    # another capitalised word after it may be another product
    assert _decide(names, "Tidewater Cloud 托管版上线", "§1.2").chosen is None
    # a short name's weight: in another section it is only a possibility
    assert _decide(names, "Tidewater QoS 分级 首个生产案例", "§1.4").chosen is None


def test_a_longer_name_the_title_starts_with() -> None:
    names = _index(("Brackish NVMe KV-Tier: cold blocks to NVMe, experimental", "§1.3"))
    verdict = _decide(names, "Brackish NVMe KV Tier Gen5 实测 — 命中率 71%", "§1.3")
    assert verdict.chosen == 0 and "its whole name" in verdict.why
    two_words = _index(("Brackish Cloud: hosted", "§1.3"))
    assert _decide(two_words, "Brackish Cloud Edge 预览", "§1.3").chosen is None


def test_a_description_that_opens_with_a_comparison() -> None:
    names = _index(
        ("**NVMe 冷块卸载实测 — Brackish vs Saltmarsh 同机对比** ⭐⭐⭐（2026-08-03）：…", "§1.3"),
        ("**Brackish 2.4** — paged KV rewrite, faster than Saltmarsh vs FlexKV", "§1.3"),
    )
    verdict = _decide(names, "Brackish vs Saltmarsh 复测 — 换 Gen5 盘后差距缩小", "§1.3")
    assert verdict.chosen == 0
    # a product's own entry is not the comparison its description mentions
    assert _decide(names, "Saltmarsh vs FlexKV 2026", "§1.3").chosen is None


def test_a_name_that_takes_on_another_thing_stays_the_subject() -> None:
    names = _index(("[Tidewater](https://github.com/tide-labs/tidewater): a Go gateway", "§1.2"))
    assert _decide(names, "Tidewater网关接入Saltmarsh集群 —— 按池路由", "§1.2").chosen == 0
    # a new project of the same team is another thing
    assert _decide(names, "Tidewater 团队新项目 Saltmarsh —— 按池路由", "§1.2").chosen is None


def test_a_maker_first_label_finds_the_product_by_the_name_after_it() -> None:
    """heldout66 `- 【Corvid Labs】Tessellate — …` (one entry per product): `Tessellate 2.4 发布`
    is that product's news, and the maker's other product is not."""
    doc = (
        "# agent · 活文档\n\n> 每条以 `- 【厂商】产品名 — 定位` 开头；一个产品一条，新版本写成子条目。\n\n"
        "## §1.1 框架\n\n- 【Saltmarsh Labs】Brineway — 工作流引擎，3.1 版。\n"
        "- 【Saltmarsh Labs】Quaymaster — 工具调度器。\n\n## §1.2 工具\n\n## §1.3 评测\n\n"
        "## §1.4 事故\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Brineway 3.2 发布 — 子流程超时", section="§1.1"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    assert report.actions[0].action == "updated", report.actions[0]
    assert "Brineway" in (report.actions[0].matched or "")


# A release ledger (heldout89's English document): each lead opens with its release in bold,
# or a lower-case kind tag where there is none, then the product and ` · ` its maker.
RELEASE_LEDGER = (
    "# Serving ledger\n\n* **One entry per release.** A new release of a product is a new entry.\n\n"
    "## §1.1 Engines\n\n"
    "1. **v0.6** Gullwing · Sorrel Labs · 2030-05-01 — paged KV.\n"
    "2. **v0.7** Gullwing · Sorrel Labs · 2030-07-01 — FP8.\n"
    "3. **v2.0** Mistral Bay · Hollin · 2030-02-10 — router.\n"
    "4. **tracked** Osprey runtime · Fenwick — maintenance only.\n"
    "5. **paper** ShardBench · arXiv:3001.01234 — benchmark.\n\n"
    "## §1.2 Scheduling\n\n"
    "1. **v1.4** Quoin · Tarn AI · 2030-03-03 — SLO batching.\n"
    "2. **v3.1** Pallet · Tarn AI · 2030-04-04 — admission control.\n"
    "3. **tracked** Skiff · Brae — draft distillation.\n"
    "4. **paper** LoopDraft · arXiv:3002.04321 — tree drafts.\n\n"
    "## §1.3 KV Cache\n\n"
    "1. **v0.2** Cistern · Brae · 2030-01-09 — tiered KV.\n"
    "2. **tracked** Weir · Hollin — KV transfer.\n"
    "3. **paper** PageFold · arXiv:3003.05555 — page sizes.\n\n"
    "## §1.4 Reliability\n\n"
    "1. **tracked** Lookout · Fenwick — SLO dashboard.\n"
)


@pytest.mark.parametrize(
    ("lead", "name"),
    [
        ("**v1.4** Quoin · Tarn AI · 2030-03-03 — SLO batching.", "Quoin v1.4"),
        ("**2.0** Mistral Bay · Hollin — router", "Mistral Bay 2.0"),
        ("**tracked** Osprey runtime · Fenwick — maintenance only.", "Osprey runtime"),
        ("**paper** ShardBench · arXiv:3001.01234 — benchmark.", "ShardBench"),
        ("**colibri** — 纯 C 推理引擎", "colibri"),  # (a lower-case name alone: the name)
        ("**v1.4** 发布说明 — 见下", "v1.4"),  # (no Latin name after the release: unchanged)
    ],
)
def test_a_bold_release_or_kind_tag_before_the_name_is_read_after_it(lead: str, name: str) -> None:
    assert lead_name(lead) == name


def test_a_new_release_in_a_version_first_ledger_is_a_new_entry() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Pallet 3.2 — 新增租户配额", section="§1.2"))
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("d.md", RELEASE_LEDGER.encode()), smap
    )
    assert report.actions[0].action == "inserted", report.actions[0]
    brief = brief_text(increment(1, "Pallet 3.1 在高并发下拒绝合法请求", section="§1.2"))
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("d.md", RELEASE_LEDGER.encode()), smap
    )
    assert report.actions[0].action == "updated" and "Pallet" in (report.actions[0].matched or "")


def test_a_release_of_a_product_the_ledger_tracks_by_name_is_only_a_possibility() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    doc = Source("d.md", RELEASE_LEDGER.encode())
    brief = brief_text(increment(1, "Skiff 0.3 — 首个公开版本", section="§1.2"))
    found = api.apply([Source("b.txt", brief.encode())], doc, smap).actions[0]
    assert found.action == "inserted" and "Skiff" in found.possibly, found
    # (news of the tracked line with no release of its own stays its news)
    brief = brief_text(increment(1, "Skiff 新增 LoRA 蒸馏配方", section="§1.2"))
    found = api.apply([Source("b.txt", brief.encode())], doc, smap).actions[0]
    assert found.action == "updated" and "Skiff" in (found.matched or ""), found


def test_a_former_name_is_no_release_entry_of_another_line() -> None:
    """heldout115 en: `磐石端侧 Bedrock Edge 1.0 正式发布（原 Bedrock Runtime）` against `Bedrock
    Runtime 0.9` in a ledger of release lines: the former name finds the product, not that
    other release's entry."""
    names = _index(("2031-W19 · Kestrel Runtime 0.9 (隼) — on-device runtime", "§1.1"))
    title = "隼端侧 Kestrel Edge 1.0 正式发布（原 Kestrel Runtime）"
    assert _decide(names, title, "§1.1").chosen is None
