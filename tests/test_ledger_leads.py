"""Documents whose leads open with a ledger code and a bar (`壬-07｜鹭鸶网关「Egretgate」— …`),
preambles listing the kinds of trouble they file as incident entries of their own
(`事故 / 缺陷（卡顿、断连……）一律另立 `壬-xx｜事故单·…` 条目`), and a rename that comes with
a release of its own (`Tern 更名 Ternary，1.2 发布`) in a document of one entry per release
(heldout82). Names here are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.document.identity import lead_name
from patcher.plan import contrary, incidents, versions
from patcher.text.source import Source
from tests.conftest import brief_text, increment

LEDGER = (
    "> 编辑约定：\n"
    "> 1. 一产品一条，版本以子条目续写。\n"
    "> 2. 事故 / 缺陷（卡顿、漏报、断连……）一律在 §1.4 另立 `壬-xx｜事故单·…` 条目，一次事故一条。\n"
)


def _doc(preamble: str, engines: str, reliability: str) -> str:
    return (
        f"# 推理活文档\n\n{preamble}\n## §1.1 框架格局\n\n{engines}\n\n## §1.2 推理调度\n\n"
        f"## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n\n{reliability}\n"
    )


def _action(doc: str, title: str, section: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


ENGINES = (
    "- 壬-07｜鹭鸶网关「Egretgate」（简称 EG）— 多模态请求入口，按模态分流\n"
    "  - ↳ 2031-02-01 · 1.3：新增音频直通\n"
    "- 壬-08｜苇编运行时「Reedloom」— 端侧 VLM 运行时\n"
)


def test_a_ledger_code_and_bar_before_the_name_are_not_the_name() -> None:
    assert (
        lead_name("壬-07｜鹭鸶网关「Egretgate」（简称 EG）— 多模态请求入口")
        == "鹭鸶网关「Egretgate」"
    )
    assert lead_name("KV-03 | Tansy Cache — tiered KV store") == "Tansy Cache"
    assert lead_name("癸-12｜事故单·苇编运行时 冷启动卡顿 — 0.4 在低端机上") == (
        "事故单·苇编运行时 冷启动卡顿"
    )
    # (a product's own hyphened number with no bar after it stays the name)
    assert lead_name("RTX-4090 推理实测 — 单卡 7B") == "RTX-4090 推理实测"


def test_a_release_continues_the_product_entry_behind_its_ledger_code() -> None:
    found = _action(_doc(LEDGER, ENGINES, ""), "Egretgate 1.4 发布 — 新增 gRPC 入口", "§1.1")
    assert found.action == "updated" and "Egretgate" in (found.matched or ""), found
    other = _action(_doc(LEDGER, ENGINES, ""), "Reedloom 0.5 — 支持 NPU", "§1.1")
    assert other.action == "updated" and "Reedloom" in (other.matched or ""), other


def test_the_kinds_a_preamble_lists_as_incidents_are_read() -> None:
    assert incidents.stated_incident_kinds(LEDGER) == frozenset({"卡顿", "漏报", "断连"})
    listed = "- Incidents (outages, dropped frames, stalls) get their own entry."
    assert incidents.stated_incident_kinds(listed) == frozenset(
        {"outages", "dropped frames", "stalls"}
    )
    assert not incidents.stated_incident_kinds("- 事故（卡顿、断连）不单独成条，记在产品条目下。")
    kinds = frozenset({"断连", "dropped frames"})
    assert contrary.reports_kind("Egretgate 1.4 推流断连 — 高峰期断开", kinds)
    assert contrary.reports_kind("Reedloom dropped frames on Pixel", kinds)
    assert not contrary.reports_kind("Egretgate 1.4.1 修复推流断连", kinds)
    assert not contrary.reports_kind("Egretgate 1.5 发布 — 断连自动重试", kinds)


def test_a_listed_kind_of_trouble_is_an_incident_entry_of_its_own() -> None:
    doc = _doc(LEDGER, ENGINES, "- 壬-21｜事故单·鹭鸶网关 大图超时 — EG 1.2 在大图上传时 30s 超时")
    found = _action(doc, "Egretgate 1.4 推流断连 — 高峰期 websocket 断开", "§1.4")
    assert found.action == "inserted", found
    probe = _action(doc, "Reedloom 漏报 — 健康检查把预热当作正常", "§1.4")
    assert probe.action == "inserted", probe


RELEASES = (
    "# notes\n\nConventions:\n\n- One entry per minor release (X.Y); patches are Update lines.\n\n"
    "## §1.1 Engines\n\n* Tern 1.0 — on-device VLM engine, Metal backend\n"
    "* Tern 1.1 — Vulkan backend\n\n## §1.2 Scheduling\n\n## §1.3 KV\n\n## §1.4 Reliability\n"
)


def test_a_rename_with_a_release_of_its_own_is_not_the_newest_releases_news() -> None:
    assert versions.renames_with_release("Tern 更名 Ternary，1.2 发布 — 新增 ARM 后端")
    assert versions.renames_with_release("Tern renamed Ternary, releases 1.2")
    assert not versions.renames_with_release("Tern 更名为 Ternary")
    found = _action(RELEASES, "Tern 更名 Ternary，1.2 发布 — 新增 ARM 后端", "§1.1")
    assert found.action != "updated", found
    bare = _action(RELEASES, "Tern 更名为 Ternary", "§1.1")
    assert bare.action == "updated" and "Tern 1.1" in (bare.matched or ""), bare


def _sourced(title: str, source: str, relation: str, section: str) -> str:
    """An increment with its own sources and relation lines."""
    return (
        f"增量 1：{title}（⭐⭐⭐）\n来源：{source}\n要点：- 高峰期 span 丢失 12% - 缓冲区溢出所致\n"
        f"可信度：高\n与活文档 inference.md 现有脉络的关系：{relation}\n建议归入章节：{section}"
    )


def _apply(doc: str, item: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply(
        [Source("b.txt", brief_text(item).encode())], Source("d.md", doc.encode()), smap
    )
    return report.actions[0]


HALO = (
    "- 壬-02｜晕光服务「HaloServe」— 视频理解推理引擎\n",
    "- 癸-01｜晕光追踪「Halo Trace」— Quarrel Ops 的链路追踪（与 HaloServe 无关）\n"
    "  - ↳ 2031-01-09 · 3.0：支持 OTLP 导出\n",
)


def test_only_the_same_name_belongs_to_the_clause_denying_the_namesake() -> None:
    doc = _doc(LEDGER, HALO[0], HALO[1])
    item = _sourced(
        "Halo Trace 3.1 — 新增 GPU kernel span",
        "inbox/ops.md",
        "与 §1.1 HaloServe（视频引擎）无关，仅同名；属 §1.4 追踪工具线",
        "§1.4",
    )
    found = _apply(doc, item)
    assert found.action == "updated" and "Halo Trace" in (found.matched or ""), found
    said = _sourced(
        "Halo Trace 3.1 — 新增 GPU kernel span",
        "inbox/ops.md",
        "与本文档的 Halo Trace 仅同名",
        "§1.4",
    )
    assert _apply(doc, said).action == "inserted"


BUGS_UNDER_PRODUCT = (
    "> 约定：一产品一条。事故单列：线上服务中断、数据损坏一律在 §1.4 单独成条；"
    "普通 bug（崩溃、误报）仍写在产品条目下。\n"
)


def test_an_issue_report_is_an_entry_of_its_own_where_bugs_are_filed_apart() -> None:
    assert incidents.states_bug_entries(LEDGER)
    assert incidents.states_bug_entries("- Bugs get their own entry in §1.4.")
    assert not incidents.states_bug_entries(BUGS_UNDER_PRODUCT)
    item = _sourced(
        "Halo Trace 3.0 采样丢 span — 高并发下 span 丢失",
        "github.com/quarrel-ops/halo-trace/issues/77",
        "属 §1.4 追踪工具线",
        "§1.4",
    )
    found = _apply(_doc(LEDGER, HALO[0], HALO[1]), item)
    assert found.action == "inserted", found
    kept = _apply(_doc(BUGS_UNDER_PRODUCT, HALO[0], HALO[1]), item)
    assert kept.action == "updated" and "Halo Trace" in (kept.matched or ""), kept
    pulled = item.replace("issues/77", "pull/78")  # (a pull request: the product's news)
    assert _apply(_doc(LEDGER, HALO[0], HALO[1]), pulled).action == "updated"


def test_a_week_tag_then_a_kind_word_leads_to_the_name() -> None:
    assert lead_name("[W12] bench · TallyBench — serving benchmark suite (v2)") == "TallyBench"
    assert lead_name("[W07] paper · Sparrow Decode (arXiv 2701.00001) — drafts") == (
        "Sparrow Decode"
    )
    assert lead_name("[W09] Wren 1.2 — on-device VLM engine") == "Wren 1.2"


ROWS = (
    "# notes\n\nConventions:\n\n- One entry per minor release (X.Y).\n"
    "- Benchmarks get one `bench ·` entry per suite; scores of any engine are rows of that "
    "entry's table.\n\n## §1.1 Engines\n\n* [W09] Wren 1.2 — on-device VLM engine\n"
    "* [W10] bench · TallyBench — multimodal serving suite (v2: image track)\n\n"
    "## §1.2 Scheduling\n\n## §1.3 KV\n\n## §1.4 Reliability\n"
)


def test_results_written_as_rows_of_the_benchmarks_table_go_to_the_benchmark() -> None:
    assert versions.states_results_as_rows(ROWS)
    assert versions.states_results_under_benchmark(ROWS)
    assert not versions.states_results_as_rows("- Scores are rows of the product entry's table.")
    # (a placing is a result now: a preamble filing results on the product stays read so)
    elsewhere = "> 2. 跑分写在被测产品的条目下（基准条目只记赛道与版本变化）。\n"
    assert not versions.states_results_under_benchmark(elsewhere)
    found = _action(ROWS, "Wren 1.2 在 TallyBench v2 图像赛道登顶", "§1.1")
    assert found.action == "updated" and "TallyBench" in (found.matched or ""), found
    plain = ROWS.replace("; scores of any engine are rows of that entry's table", "")
    other = _action(plain, "Wren 1.2 在 TallyBench v2 图像赛道登顶", "§1.1")
    assert "TallyBench" not in (other.matched or ""), other


PENDING = (
    "# notes\n\n> 约定：一产品一条。\n\n## §1.1 框架格局\n\n"
    "- **Wren**：端侧 VLM 引擎\n\n## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "- **Marten KV 0.4** — FP8 视觉 KV 量化\n- **Marten KV 0.5** — 分页视觉 KV\n\n"
    "## §1.4 推理可靠性与可观测性\n\n## 待核实\n\n"
    "- ⚠️ 待核实（低风险）：**B300 上 FP8 视觉 KV 吞吐 3× 的说法**：暂列待核实（2031-01-03）\n"
)


def _resolution(doc: str, item: str) -> str | None:
    """Where a briefing's one 已核实 item was written."""
    smap = load_map(find_map(None, Path("/nonexistent")))
    text = brief_text(increment(1, "Wren 0.3 — 新增 Vulkan 后端")) + (
        f"三、值得警惕的矛盾或待核实说法\n- ① {item}\n"
    )
    report = api.apply([Source("b.md", text.encode())], Source("d.md", doc.encode()), smap)
    (note,) = report.contradictions
    assert note.action == "resolved", note
    return note.attached_to


def test_a_resolution_saying_which_entry_it_belongs_in_goes_there() -> None:
    said = "已核实：01-03 ① 所称 B300 FP8 视觉 KV 吞吐 3× 出自 Marten KV 0.5 发布说明；建议：并入 Marten KV 条目"
    assert "Marten KV 0.5" in (_resolution(PENDING, said) or "")
    plain = "已核实：01-03 ① 所称 B300 FP8 视觉 KV 吞吐 3× 出自 Marten KV 0.5 发布说明"
    assert "Marten" not in (_resolution(PENDING, plain) or "")


PER_PRODUCT = (
    "# 推理活文档\n\n> 约定：一产品一条，版本、跑分都以子条目续写在原条目下。\n\n## §1.1 框架格局\n\n"
    "- 甲-01｜鹭鸶网关「Egretgate」— 多模态请求入口\n{more}\n## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n"
)


def _night(doc: str, *titles: str) -> list[api.Action]:
    smap = load_map(find_map(None, Path("/nonexistent")))
    items = [increment(n, t, section="§1.1") for n, t in enumerate(titles, 1)]
    report = api.apply(
        [Source("b.txt", brief_text(*items).encode())], Source("d.md", doc.encode()), smap
    )
    return list(report.actions)


def test_a_nights_release_named_entry_is_not_taken_for_the_products_one_by_its_name_alone() -> None:
    """A night's `Kite 1.0 — …` in a one-entry-per-product ledger: the next release is a new
    entry flagged `possibly continues`, not that entry's news. Read as the product's one entry
    (wip/lead82), the night's entry took later releases whenever it was itself the duplicate an
    earlier miss had made: two wrong continuations for one right on the blind weeks."""
    first, second = _night(
        PER_PRODUCT.format(more=""),
        "Kite 1.0 — 新的端侧 VLM 引擎",
        "Kite 1.1 热修复 — 修复 iOS 崩溃",
    )
    assert first.action == "inserted", first
    assert second.action == "inserted" and "Kite 1.0" in second.possibly, second


def test_a_latin_word_right_after_the_bracketed_latin_name_is_not_glued_to_its_release() -> None:
    doc = (
        "# notes\n\n## §1.1 Engines\n\n* [W40] Tallowrun 2.1 — on-device VLM runtime, NPU backend\n\n"
        "## §1.2 Scheduling\n\n## §1.3 KV\n\n## §1.4 Reliability\n"
    )
    found = _action(doc, "脂烛运行时 2.1（Tallowrun 2.1）GPU 后端上线", "§1.1")
    assert found.action == "updated" and "Tallowrun 2.1" in (found.matched or ""), found


def test_a_chinese_name_glued_to_the_short_form_the_preamble_gives_it_reads_as_the_short_form() -> (
    None
):
    doc = _doc(LEDGER + "> 3. 缩写：EG＝鹭鸶网关（Egretgate）。\n", ENGINES, "")
    found = _action(doc, "鹭鸶网关EG1.3.2 补丁 — 修复大图超时", "§1.1")
    assert found.action == "updated" and "Egretgate" in (found.matched or ""), found
    other = _action(doc, "白鹭网关EG1.3.2 补丁 — 修复大图超时", "§1.1")  # (not the name it defines)
    assert other.action == "inserted", other


def test_a_rename_goes_to_a_nights_release_named_entry_that_is_the_products_one() -> None:
    titles = ("Kite 1.0 — 新的端侧 VLM 引擎", "Kite 更名 Kestrel，1.1 发布 — 新增 Android 后端")
    _, renamed = _night(PER_PRODUCT.format(more=""), *titles)
    assert renamed.action == "updated" and "Kite 1.0" in (renamed.matched or ""), renamed
    beside = PER_PRODUCT.format(more="- 甲-02｜风筝云「Kite Cloud」— 托管推理\n")
    _, other = _night(beside, *titles)
    assert other.action == "inserted", other


def test_a_release_taking_in_another_thing_is_the_subjects_news() -> None:
    doc = _doc(LEDGER, ENGINES + "- 壬-09｜交织调度「Weftloom」— 论文实现\n", "")
    for title in ("Reedloom 合入 Weftloom 交织调度", "Reedloom 0.6 合入 Weftloom 交织调度"):
        found = _action(doc, title, "§1.1")
        assert found.action == "updated" and "Reedloom" in (found.matched or ""), found


def test_incidents_denied_an_entry_before_a_colon_go_under_the_release_they_affect() -> None:
    said = (
        "- One entry per minor release (X.Y).\n- Outages are never entries of their own: they go "
        "as `⚠` lines under the entry of the release they affect.\n"
    )
    assert versions.news_kinds_under_release(said) == frozenset({"incident"})
    assert not versions.news_kinds_under_release(
        "- Outages are never filed as lines under the entry of the release they affect.\n"
    )
    doc = (
        f"# notes\n\nConventions:\n\n{said}\n## §1.1 Engines\n\n## §1.2 Scheduling\n\n"
        "## §1.3 KV\n\n## §1.4 Reliability\n\n* [W41] Beaconwatch 0.3 — encoder health probe\n"
    )
    found = _action(doc, "Beaconwatch 冷启动故障 — 探针把预热当作宕机", "§1.4")
    assert found.action == "updated" and "Beaconwatch 0.3" in (found.matched or ""), found


SCOPED = "> 2. 事故（生产故障、性能退化、数据泄露）在 §1.4 单独成条，不挂在产品条目下。\n"


def test_a_listed_kind_s_scope_word_is_not_needed_in_the_title() -> None:
    assert {"故障", "退化"} <= incidents.stated_incident_kinds(SCOPED)
    assert "泄露" not in incidents.stated_incident_kinds(SCOPED)  # (`数据` is no scope)
    found = _action(_doc(SCOPED, ENGINES, ""), "Reedloom 首帧速度退化 — 0.4 在低端机上变慢", "§1.1")
    assert found.action == "inserted", found
