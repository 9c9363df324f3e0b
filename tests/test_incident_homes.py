"""Where a document files incidents, read from its own entries (P4 of
bench/conventions-survey.md): entries of their own (named by a symptom, labelled, or leading
with the issue they report) or sub-items of the affected product's or release's entry; the
reading reconciled with the preamble's (`incidents.reconciled_home`)."""

from __future__ import annotations

from patcher.plan import incidents
from tests.conftest import brief_text, increment, run

HEAD = "# 服务栈活文档\n\n"
SECTIONS = "## §1.2 调度\n\n## §1.3 KV\n\n"


def _action(doc: str, title: str, section: str = "§1.4") -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or "", action.possibly


def test_a_sub_item_reporting_an_incident() -> None:
    """An incident label at a sub-item's head, an advisory's id leading it, or an issue cited
    beside a symptom; not a release's line, a fix, a pointer to an entry filed elsewhere."""
    assert incidents.reports_incident_item("  - Outage (2031-02-03): control plane down 50 min")
    assert incidents.reports_incident_item("    * 【03-19】故障：灰度集群整体只读 40 分钟")
    assert incidents.reports_incident_item("  - 2031-02-11: GHSA-7f3k-22qp-xm4c, token replay")
    said = "  + 2031-01-30: workers deadlock on config reload (tarn-labs/tarn#2210)"
    assert incidents.reports_incident_item(said)
    assert not incidents.reports_incident_item("  - 2031-02-04 3.2.1: fixes the reload deadlock")
    assert not incidents.reports_incident_item("  - 修复配置热加载死锁（tarn-labs/tarn#2210）")
    assert not incidents.reports_incident_item("  - 2031-02-05：热加载死锁见 §1.4 事故条目")
    assert not incidents.reports_incident_item("  - 2031-02-05: adds a streaming API (#2210)")


def test_an_entry_of_an_incident_own() -> None:
    """An entry named by an issue, or whose lead opens on an issue it reports; not a product
    entry citing the issue its release fixes."""
    assert incidents.named_by_issue("tarn-labs/tarn#2210")
    assert incidents.named_by_issue("Tarn issue #2210")
    assert not incidents.named_by_issue("Tarn 3.2")
    assert incidents.cites_incident("Tarn 配置热加载后工作进程死锁（tarn-labs/tarn#2210）：…")
    assert not incidents.cites_incident("Tarn 3.2 — prefix router; ships tarn-labs/tarn#2210")


def test_how_the_entries_file_incidents() -> None:
    assert incidents.shown_home(2, 0, 0) == ("apart", 2)
    assert incidents.shown_home(0, 2, 1) == ("release", 2)
    assert incidents.shown_home(0, 0, 1) == ("product", 1)
    assert incidents.shown_home(1, 1, 0) == ("", 0)  # (both: no reading)
    assert incidents.reconciled_home("", "release", 1) == "release"
    assert incidents.reconciled_home("under", "apart", 2) == "conflict"
    assert incidents.reconciled_home("apart", "product", 3) == "conflict"
    assert incidents.reconciled_home("under", "apart", 1) == "under"  # (one: an exception)
    assert incidents.reconciled_home("apart", "", 0) == "apart"


# Incidents as entries of their own in §1.4, the preamble silent on it.
APART = (
    f"{HEAD}Notes of the platform team, kept by hand.\n\n## §1.1 Engines\n\n"
    "- **Tarn 3.1** — Tarn Labs' batch inference engine; paged KV, async scheduler.\n"
    "- **Tarn 3.2** — prefix-aware router, FP8 weights by default.\n\n"
    f"{SECTIONS}## §1.4 Reliability\n\n"
    "- **Tarn 3.1 workers deadlock on config reload** (tarn-labs/tarn#2210) — reload under load\n"
    "  froze every worker; restart needed.\n"
    "- **Marram gateway 502 storm** — upstream pool exhaustion after a deploy.\n"
)
BUG = "Tarn 3.2 分片迁移 bug — 迁移后部分分片元数据丢失"


def test_a_bug_of_a_release_is_apart_where_the_entries_keep_incidents_apart() -> None:
    """The editor keeps incidents as entries of their own (a symptom in the name, an issue
    led), the preamble says nothing of it: a bug reported in a release the title names is
    not news of that release's entry (at most a possibility)."""
    action, matched, possibly = _action(APART, BUG)
    assert action == "inserted" and "Tarn 3.2" in possibly, (action, matched, possibly)
    # the release's own news still goes to it
    assert _action(APART, "Tarn 3.2.1 — 修复分片迁移问题", "§1.1")[0] == "updated"


# Incidents as sub-bullets under the release they affect, the preamble silent on it.
UNDER = (
    f"{HEAD}发布日志，每条一个版本。\n\n## §1.1 引擎\n\n"
    "- **Pelorus 2.3**（2031-01-08）：流式批调度；附带 pelorus-io/pelorus#288 的修复。\n"
    "  - 2031-01-20 事故：华北集群 KV 迁移期间只读 35 分钟\n"
    "- **Pelorus 2.4**（2031-02-02）：多租户配额，冷启动减半。\n"
    "  - 2031-02-09：长上下文请求挂起（pelorus-io/pelorus#402），已有临时规避\n\n"
    f"{SECTIONS}## §1.4 可靠性\n\n- **Gauge 探针** — 推理集群健康探测工具。\n"
)


def test_a_bug_with_its_issue_goes_under_the_release_where_the_entries_file_it_so() -> None:
    """The editor files incidents as sub-items of the release they affect and keeps no
    incident entry: a bug citing its own issue is news of the release its title names, though
    another entry's lead cites an issue (`pelorus#288`: a fix it ships, no incident)."""
    title = "Pelorus 2.4 多租户配额 bug 导致请求被误拒（pelorus-io/pelorus#431）"
    action, matched, _ = _action(UNDER, title)
    assert action == "updated" and "Pelorus 2.4" in matched, (action, matched)


# The preamble files incidents under the affected release; the editor's entries keep them apart.
CONFLICT = APART.replace(
    "Notes of the platform team, kept by hand.",
    "Incidents go as a sub-bullet under the release they affect.",
)


def test_a_preamble_and_entries_disagreeing_on_incidents_give_a_possibility() -> None:
    """The preamble's rule alone would file an issue-led incident under the release it names;
    two incident entries of the editor's say otherwise: a new entry, the release a
    possibility (the safer failure)."""
    title = "tarn-labs/tarn#2301 — Tarn 3.2 长请求挂起"
    action, _, possibly = _action(CONFLICT, title)
    assert action == "inserted" and "disagree on where incidents go" in possibly, (action, possibly)


def test_a_sub_item_reporting_an_advisory_and_an_advisory_entry() -> None:
    assert incidents.reports_advisory_item("  - 2031-03-02 安全公告 QX-2031-004：租户令牌可重放")
    assert incidents.reports_advisory_item("  * Security advisory (2031-03-02): token replay")
    assert not incidents.reports_advisory_item("  - 2031-03-04 2.4.1：修复 CVE-2031-20417")
    assert incidents.advisory_entry("CVE-2031-20417", "CVE-2031-20417 — Quixote 网关令牌重放")
    lead = "Quixote 2.4 — 令牌缓存重写（修复见 §1.4 CVE-2031-20417）"
    assert not incidents.advisory_entry("Quixote 2.4", lead)


# Advisories as sub-items of the product they affect, the preamble silent on it.
ADVISORIES_UNDER = (
    f"{HEAD}产品笔记。\n\n## §1.1 网关\n\n"
    "- **Quixote**（2031-01-12）：多租户网关，按租户限流。\n"
    "  - 2031-01-30 安全公告：CVE-2031-10233，管理接口未鉴权可读审计日志\n"
    "- **Marlet**（2031-02-20）：边缘推理路由；1.2 附带 marlet-dev/marlet#77 的修复。\n"
    "  - 2031-03-02 安全公告：CVE-2031-11872，SSE 重连跳过令牌校验\n\n"
    f"{SECTIONS}## §1.4 可靠性\n\n- **Gauge 探针** — 推理集群健康探测工具。\n"
)


def test_an_advisory_goes_under_the_product_where_the_entries_file_them_so() -> None:
    """The editor files advisories as sub-items of the product they affect and keeps no
    advisory entry: a vulnerability a title reports by its CVE is news of the product it
    names, though another entry's lead cites an issue (`marlet#77`)."""
    title = "Quixote 管理端路径穿越（CVE-2031-20417）"
    action, matched, _ = _action(ADVISORIES_UNDER, title)
    assert action == "updated" and "Quixote" in matched, (action, matched)


# The preamble files advisories under the release; the editor's entries keep them apart.
ADVISORIES_CONFLICT = (
    f"{HEAD}Security advisories go as a sub-bullet under the line of the latest affected "
    "release.\n\n## §1.1 Gateways\n\n"
    "- **Quixote 2.3** — multi-tenant gateway.\n"
    "- **Quixote 2.4** — token cache rewrite.\n\n"
    f"{SECTIONS}## §1.4 Security\n\n"
    "- **CVE-2031-10233** — Quixote admin API readable without auth; fixed in 2.3.2.\n"
    "- **CVE-2031-11872** — Quixote SSE reconnect skips token checks; fixed in 2.4.1.\n"
)


def test_a_preamble_and_entries_disagreeing_on_advisories_give_a_possibility() -> None:
    """The preamble's rule alone would file an advisory under its release; two advisory
    entries of the editor's say otherwise: a new entry, the release a possibility."""
    title = "CVE-2031-20417 — Quixote 2.4 管理端路径穿越"
    action, _, possibly = _action(ADVISORIES_CONFLICT, title)
    assert action == "inserted" and "disagree on where advisories go" in possibly, (
        action,
        possibly,
    )


# Incidents under the product they hit, but one hitting several products kept as its own entry.
KEPT_APART = (
    f"{HEAD}> 1. 发布、复测、事故一律写在该产品条目下的子弹里，不另起条目。\n"
    "> 2. 只有跨多个产品的事故才单独成条，以 `- ⚠ 事故｜` 开头。\n\n## §1.1 引擎\n\n"
    "- **Bramblecache** — 分布式 KV 缓存。\n  - ↳ 02-10：1.4 发布，冷热分层。\n"
    "- **Wickerlane** — 请求网关。\n\n"
    f"{SECTIONS}## §1.4 可靠性\n\n"
    "- ⚠ 事故｜2031-03-02 Bramblecache 分片迁移后集群宕机，波及 Wickerlane 网关。\n"
)


def test_a_follow_up_of_an_incident_kept_apart_goes_to_its_entry() -> None:
    """heldout90: the preamble files incidents under the product's entry, but the one incident
    it keeps apart (`⚠ 事故｜… Bramblecache 分片迁移后集群宕机`) takes its own postmortem; a
    new incident of the product still goes under the product."""
    title = "Bramblecache 宕机事故复盘：分片迁移时预热缺失"
    action, matched, _ = _action(KEPT_APART, title)
    assert action == "updated" and "the same incident" in matched, (action, matched)
    action, matched, _ = _action(KEPT_APART, "Bramblecache 1.4 内存泄漏事故：长连接未释放")
    assert action == "updated" and "the preamble files incidents" in matched, (action, matched)


# Incidents under the product they hit; only one of no product kept apart (in both languages).
NO_PRODUCT_APART = (
    f"{HEAD}> 1. 新版本、补丁、事故一律写成该产品条目下的子条目，不另立条目。\n"
    "> 2. 机房的故障：若根因在某个产品，记在该产品条目下；与具体产品无关的故障单独立条。\n\n"
    "## §1.1 引擎\n\n"
    "- **Quillmere** — 分布式 KV 缓存。\n  - ↳ 02-10：2.1 发布。\n"
    "- **Sablegate** — 请求网关。\n\n"
    f"{SECTIONS}## §1.4 可靠性\n\n"
)
NO_PRODUCT_APART_EN = (
    f"{HEAD}> One entry per product: releases, patches and incidents are sub-bullets under the "
    "product's entry. Outages not caused by a product get their own entry.\n\n## §1.1 引擎\n\n"
    "- **Quillmere** — distributed KV cache.\n  - ↳ 02-10: 2.1 released.\n\n"
    f"{SECTIONS}## §1.4 可靠性\n\n"
)


def test_incidents_kept_apart_only_when_no_product_is_at_fault() -> None:
    """heldout101: `与具体产品无关的事故单独立条` keeps apart only the incidents of no product (a
    data-centre fault), as `只有跨多个产品的事故才单独成条` does those of several: a product's
    own incident goes under its entry, as the other sentence says."""
    assert not incidents.states_incident_entries(NO_PRODUCT_APART)
    assert not incidents.states_incident_entries(NO_PRODUCT_APART_EN)
    assert incidents.states_incident_entries(f"{HEAD}> 事故单独立条，放 §1.4。\n")
    for doc in (NO_PRODUCT_APART, NO_PRODUCT_APART_EN):
        action, matched, _ = _action(doc, "Quillmere 2.1 分片迁移后内存泄漏")
        assert action == "updated" and "Quillmere" in matched, (action, matched)


# Releases as entries; every incident an entry of its own (whatever release it hit).
INCIDENTS_OWN = (
    f"{HEAD}One entry per release. An incident gets its own entry `INC-nn · …`, whatever "
    "release it hit.\n\n## §1.1 引擎\n\n"
    "1. **Tessaline 2.2** (2031-05-20) — HeapANN 磁盘索引后端。\n\n"
    f"{SECTIONS}## §1.4 可靠性\n\n1. INC-04 · Wickerlane — 网关超时。\n"
)


def test_a_relation_line_calling_the_news_an_incident_of_a_release() -> None:
    """heldout90: `文档中 Tessaline 2.2 的事故` names the release only as what the incident hit;
    where the preamble gives incidents entries of their own, it is a new entry (the release a
    possibility), as a title calling itself an incident would be."""
    relation = "与活文档 rag.md 现有脉络的关系：文档中 Tessaline 2.2（05-20 录入）的事故\n"
    night = brief_text(
        increment(1, "Tessaline 2.2 查询毛刺：P99 周期性飙升至 2s", section="§1.4", extra=relation)
    )
    action = run(INCIDENTS_OWN, night).actions[0]
    assert action.action == "inserted", action


# heldout89's Chinese document: incidents never under the product's entry, but in a dossier
# per product whose lead form the preamble quotes; a product with none gets one on its first.
DOSSIERS = (
    "> 约定：\n> 1. 一个产品一条，新版本写成子条目。\n"
    "> 2. **故障不记在产品条目下**：每个产品在 §1.4 有一条「事故簿：中文名」条目，故障按时间追加其下。\n\n"
)


def test_incidents_the_preamble_keeps_off_the_product_go_to_its_dossier_or_a_new_one() -> None:
    assert incidents.incidents_off_product(DOSSIERS) == "事故簿"
    assert incidents.incidents_off_product("> Incidents never go under the product.\n") == ""
    assert incidents.incidents_off_product("> 事故记在产品条目下。\n") is None
    doc = (
        f"{HEAD}{DOSSIERS}## §1.1 引擎\n\n- 🟢 云雀（Skylark）·Tern 实验室：推理引擎。\n"
        "- 🟢 青柳（Willow）·Brae：端侧运行时。\n- 🟢 石燕（Petrel）·Brae：图编译器。\n"
        "- 🟡 野鸭（Mallard）·Fenwick：网关。\n\n"
        f"{SECTIONS}## §1.4 可靠性\n\n- 🟢 青鸟追踪（Bluebird）·Tern 实验室：链路追踪。\n"
        "- 🟢 事故簿：云雀（Skylark）\n  - ↳ 01-02：1.1 挂起。\n"
        "- 🟢 事故簿：青柳（Willow）\n  - ↳ 01-05：0.4 崩溃。\n"
        "- 🟢 事故簿：石燕（Petrel）\n  - ↳ 01-09：2.0 编译超时。\n"
    )
    action, matched, possibly = _action(doc, "Bluebird 2.0 在高负载下丢失日志")
    assert action == "inserted" and "Bluebird" in possibly, (matched, possibly)  # (no dossier)
    action, matched, _ = _action(doc, "Skylark 1.3 在长提示下显存泄漏")
    assert action == "updated" and "Skylark" in matched, matched
    action, matched, _ = _action(doc, "Bluebird 2.0 — 新增采样率配置")  # (news, no trouble)
    assert action == "updated" and "Bluebird" in matched, matched
    # (a release is the product's news, not its dossier's, whatever section the title suggests)
    found = run(doc, brief_text(increment(1, "skylark v1.4-rc1 — 预览 FP4", section="§1.4")))
    assert found.actions[0].action == "updated", found.actions[0]
    assert "云雀（Skylark）·Tern" in doc.splitlines()[found.actions[0].line - 2]  # (under it)


# A log per product whose lead form the preamble quotes with a placeholder, after ` — `.
LOGS = (
    "- Releases: one entry per minor release.\n"
    "- Outages and bugs live in §1.4 in one `Outage diary — <product>` entry per product, one "
    "dated line each; a product's first outage opens its diary.\n\n"
)


def test_incidents_go_to_the_products_log_named_by_a_placeholder_form() -> None:
    """heldout104 `` one `Incident log — <product>` entry per product ``: a title reporting a
    product's trouble goes to `Outage diary — Gullwing` (another symptom than the diary's first
    line, a release in the title), not the product's release entry; a product with no diary yet
    (a tool in §1.4 too) gets a new entry; a diary of `Gullwing-Mini` is another product's."""
    assert incidents.incidents_off_product(LOGS) == "Outage diary"
    assert incidents.incidents_off_product("- Releases: one `Release — <product>` entry.\n") is None
    doc = (
        f"{HEAD}{LOGS}## §1.1 Engines\n\n- Gullwing 2.1 · Tern Labs · 2031-01-04 — batch engine\n"
        "- Gullwing-Mini 1.0 · Tern Labs · 2031-01-09 — edge engine\n\n"
        f"{SECTIONS}## §1.4 Reliability\n\n"
        "- Outage diary — Gullwing\n  - 2031-01-20: 2.1 hangs under long prompts\n"
        "- Outage diary — Gullwing-Mini\n  - 2031-01-22: 1.0 crashes on load\n"
        "- Plover · Plover Inc — hosted synthetic-audio detector\n"
    )
    action, matched, _ = _action(doc, "鸥翼 Gullwing 2.1 多卡显存泄漏仍可复现")
    assert action == "updated" and "Outage diary" in matched, matched
    action, _, possibly = _action(doc, "Plover 误报 — 把真人录音判为合成")
    assert action == "inserted" and "Plover" in possibly, possibly
    assert _action(doc, "Gullwing 2.2 — 新增 FP8", section="§1.1")[0] == "inserted"


def test_a_lone_diary_per_product_is_no_register_of_every_incident() -> None:
    """A document keeping one `Outage diary — <product>` per product that holds only one diary
    yet: trouble of a product it has no entry of (`Kittiwake`) is a new entry, never a line of Gullwing's
    diary, as a register the preamble names for every incident would take it (`each is a row
    of the *Outage diary*`): the register's own reading is only for such a preamble."""
    assert incidents.incident_register(LOGS) == ""
    doc = (
        f"{HEAD}{LOGS}## §1.1 Engines\n\n- Gullwing 2.1 · Tern Labs · 2031-01-04 — batch engine\n"
        "- Fulmar 3.0 · Skua AI · 2031-01-07 — router\n\n"
        f"{SECTIONS}## §1.4 Reliability\n\n"
        "- Outage diary — Gullwing\n  - 2031-01-20: 2.1 hangs under long prompts\n"
    )
    action, matched, _ = _action(doc, "Kittiwake 0.9 在高负载下显存泄漏", section="§1.4")
    assert not (action == "updated" and "Outage diary" in matched), matched
