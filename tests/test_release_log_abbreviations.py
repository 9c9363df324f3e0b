"""An English log of one entry per minor release whose preamble defines abbreviations
(`Abbreviations: MV = Marrowvale, QC = Quaycourt`) and gives incidents entries of their own
even where a release entry exists: a title opening with a defined short form (`MV v3.4.1`) is
read by the name it stands for; a bug of a release it names (`Marrowvale 3.4 吞吐回归`) is not
news of that release's entry."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.evidence import expand_abbreviation, preamble_abbreviations
from patcher.text.source import Source
from tests.conftest import brief_text, increment

PREAMBLE = (
    "Conventions:\n\n"
    "* One entry per minor release, date first: `- YYYY-MM-DD — Name X.Y — summary`. Patch\n"
    "  releases are sub-bullets of their minor release's entry.\n"
    "* Incidents are separate entries in 1.4, even when a release entry exists.\n"
    "* Abbreviations: MV = Marrowvale, QC = 码头 Quaycourt, R7 = Rookery-7. Papers get one\n"
    "  entry each.\n"
)
DOC = (
    f"# Serving log\n\n{PREAMBLE}\n## 1.1 Engines\n\n"
    "- 2029-03-02 — Marrowvale 3.3 — paged KV, Brightfen Labs' serving engine\n"
    "- 2029-05-11 — Marrowvale 3.4 — FP8 KV by default\n"
    "- 2029-04-20 — Quaycourt 1.2 — gateway with per-tenant quotas\n\n"
    "## 1.2 Scheduling\n\n## 1.3 KV cache\n\n## 1.4 Reliability\n\n"
    "- 2029-04-02 — Incident: Quaycourt quota reset — quotas dropped to defaults\n"
)


def _action(title: str, section: str = "§1.1") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section), date="2029-06-01")
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", DOC.encode()), smap)
    return report.actions[0]


def test_the_abbreviations_a_preamble_defines() -> None:
    defined = preamble_abbreviations(PREAMBLE)
    assert defined == {"MV": "Marrowvale", "QC": "Quaycourt", "R7": "Rookery-7"}
    assert preamble_abbreviations("缩写：HB = 鹤壁 Hebi Serve；LX = 灵犀。") == {
        "HB": "Hebi Serve",
        "LX": "灵犀",
    }
    assert preamble_abbreviations("We compare MV = 3 runs against QC = 5 runs.") == {}
    # the name first, then `简称` and its short form
    said = "> 4. 简称：鹈鹕网关简称 PGW；灰雁 Greylag Serve 简称 GS（内部用语）。"
    assert preamble_abbreviations(said) == {"PGW": "鹈鹕网关", "GS": "Greylag Serve"}
    assert preamble_abbreviations("该组件简称为网关层，不再细分。") == {}
    # heldout107 en: the short form, then the name in brackets (`the` before it left out)
    said = "* Acronyms in titles: HGR (Heron Graph Retriever), TQ (the Tallyquill Index)."
    assert preamble_abbreviations(said) == {
        "HGR": "Heron Graph Retriever",
        "TQ": "Tallyquill Index",
    }
    assert preamble_abbreviations("* We benchmark HGR (see below) twice.") == {}
    assert expand_abbreviation("MV v3.4.1 — 修复", defined) == "Marrowvale v3.4.1 — 修复"
    assert expand_abbreviation("MVP 3.4 发布", defined) == "MVP 3.4 发布"
    assert expand_abbreviation("Brightfen 称 MV 3.5 将支持 FP4", defined).startswith("Brightfen")


def test_a_title_opening_with_a_defined_short_form_is_read_by_the_full_name() -> None:
    assert _action("MV v3.4.1 — 长上下文修复").action == "updated"
    assert _action("MX v3.4.1 — 长上下文修复").action == "inserted"


def test_a_bug_of_a_release_is_no_news_of_its_entry_where_incidents_are_entries() -> None:
    assert _action("Marrowvale 3.4 长上下文吞吐回归 — 下降 30%", "§1.4").action == "inserted"
    assert _action("Quaycourt 1.2 迁移脚本 bug — 配额被重置", "§1.4").action == "inserted"
    # flapping (`抖动`: replicas scaled up and down again and again) is a bug too
    assert _action("Quaycourt 1.2 扩缩容抖动", "§1.4").action == "inserted"
    assert _action("Quaycourt 1.2 autoscaler flapping", "§1.4").action == "inserted"
    # a fix of the release, and other news of it, still its news
    assert _action("Marrowvale 3.4.2 — 修复长上下文吞吐回归").action == "updated"
    assert _action("Marrowvale 3.4 新增 FP4 权重支持").action == "updated"


def test_news_of_a_generation_a_night_gave_an_entry() -> None:
    """A night writes `Corvane C4 发布` as an entry; later news of `Corvane C4` is that
    generation's (not another generation than the entry's), `Corvane C5` is not."""
    smap = load_map(find_map(None, Path("/nonexistent")))
    first = brief_text(
        increment(1, "Corvane C4 发布 — 第四代推理卡", section="§1.1"), date="2029-06-01"
    )
    doc = api.apply([Source("b.txt", first.encode())], Source("d.md", DOC.encode()), smap)
    assert doc.actions[0].action == "inserted"
    text = doc.new_text.render()
    for title, action in (
        ("Corvane C4 首批出货推迟到 Q4 — HBM 供应不足", "updated"),
        ("Corvane C5 预告 — 第五代推理卡", "inserted"),
    ):
        night = brief_text(increment(1, title, section="§1.1"), date="2029-06-03")
        report = api.apply([Source("c.txt", night.encode())], Source("d.md", text.encode()), smap)
        assert report.actions[0].action == action, title


_SHORT_LED = (
    "# agent log\n\nConventions:\n\n"
    "- One entry per release, led by a link `[Product X.Y](url)`.\n"
    "- Abbreviations used in leads: **TGW** = Tollgate Workers, `PB` = Petrel-Bench.\n\n"
    "## §1.1 Frameworks\n\n"
    "- [TGW 2.0](https://example.org/tgw/2.0) (Tollgate) — durable agent workers.\n"
    "- [PGW 1.1](https://example.org/pgw) (Pelican) — gateway.\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n\n"
    "- [PB](https://example.org/pb) (benchmark) — long-horizon agent benchmark.\n"
)


def test_a_lead_opening_with_a_short_form_a_bold_definition_gives() -> None:
    """heldout95 `**KA** = Kestrel Agents` and `[KA 1.0](…)`: a lead opening with a short form
    the preamble defines (bold or in a code span) is read by the name it stands for; a title
    naming that name continues it (not a short form the preamble leaves undefined: `PGW`)."""
    smap = load_map(find_map(None, Path("/nonexistent")))

    def landed(title: str, section: str) -> str:
        brief = brief_text(increment(1, title, section=section), date="2029-06-01")
        report = api.apply(
            [Source("b.txt", brief.encode())], Source("d.md", _SHORT_LED.encode()), smap
        )
        return report.actions[0].action

    assert landed("Tollgate Workers 宣布停止维护", "§1.1") == "updated"
    assert landed("Petrel-Bench 新增 80 个任务并修正评分", "§1.4") == "updated"
    assert landed("Pelican Gateway 宣布停止维护", "§1.1") == "inserted"


_INCIDENTS_APART = (
    "Ops notes\n=========\n\n*House rules:*\n\n"
    "* One entry per product: `Name — what it is (maker)`; releases are sub-items.\n"
    "* **Incidents are separate entries** in §1.4, written `Name! symptom — version`.\n\n"
    "## §1.1 Frameworks\n\n* Rookwood — agent orchestration framework (Rook Labs)\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Reliability\n\n"
    "* Quoin Probe — latency tracing for agent pipelines (Quoin Inc.)\n"
    "  1. 2.0 (Oct 04) — OTLP export\n"
    "* Rookwood! checkpoint file descriptor leak — 1.3\n"
)


def test_a_bug_of_a_product_the_preamble_files_apart_is_not_its_news() -> None:
    """heldout107 en (`Incidents are separate entries`, `[[slug]]! symptom — version` kept):
    a bug in a product's release is an incident of its own, not news of the product's entry
    named by no release, even in the incident's own section (a possibility); its release is
    still the product's."""
    smap = load_map(find_map(None, Path("/nonexistent")))

    def landed(title: str) -> api.Action:
        brief = brief_text(increment(1, title, section="§1.4"), date="2029-06-01")
        source = Source("d.md", _INCIDENTS_APART.encode())
        return api.apply([Source("b.txt", brief.encode())], source, smap).actions[0]

    bug = landed("Quoin Probe 2.1 批量导出死锁 — 高并发下线程互等")
    assert bug.action == "inserted" and "Quoin Probe" in bug.possibly
    assert landed("Quoin Probe 2.1 发布 — 支持按租户采样").action == "updated"


_SLUG_PAGES = (
    "Serving wiki\n============\n\n*House rules:*\n\n"
    "* Every product is one page: `[[slug]] Display Name — what it is (maker)`.\n"
    "* **Incidents are separate entries** in §1.4, written `[[slug]]! symptom — version`. A fix\n"
    "  or follow-up of that incident goes under the incident entry.\n\n"
    "## §1.1 Engines\n\n* [[marrow]] Marrow — paged-KV serving engine (Brightfen Labs)\n"
    "  1. 2.0 (Sep 02) — FP8 KV\n"
    "* [[quay]] Quay — request gateway (Quay Labs)\n\n"
    "## §1.2 Scheduling\n\n## §1.3 KV cache\n\n## §1.4 Reliability\n\n"
    "* [[marrow]]! prefix cache corruption — 2.0\n"
    "  * Update (Oct 03): confirmed upstream, no fix yet\n"
)


def test_a_fix_is_no_news_of_a_page_whose_slug_leads_an_incident_entry() -> None:
    """heldout107 en: `[[slug]] Name — …` pages, `[[slug]]! symptom — version` incidents and
    `A fix or follow-up of that incident goes under the incident entry`: a fix of the product
    may be that incident's, so not the product page's news (a possibility); the product's
    other news, and a fix of a product with no incident entry, are the page's."""
    smap = load_map(find_map(None, Path("/nonexistent")))

    def landed(title: str) -> api.Action:
        brief = brief_text(increment(1, title, section="§1.1"), date="2029-06-01")
        source = Source("d.md", _SLUG_PAGES.encode())
        return api.apply([Source("b.txt", brief.encode())], source, smap).actions[0]

    fix = landed("Marrow 2.0.1 热修复 — 修复前缀缓存损坏")
    assert fix.action == "inserted" and "marrow" in fix.possibly, fix
    assert landed("Marrow 2.1 发布 — 新增分块预填充").action == "updated"
    assert landed("Quay 1.4.1 热修复 — 修复限流计数").action == "updated"
