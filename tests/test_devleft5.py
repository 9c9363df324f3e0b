"""devleft5: missed continuations of incidents a document's own statement files under an entry.

Label first: each statement below is how an editor wrote where incidents go; a careful editor
reads each as filing a product's incident under the entry it hit (not an entry of its own), and
the near-misses keep their own reading.
"""

from __future__ import annotations

import pytest

from patcher.plan import versions
from tests.conftest import brief_text, increment, run

UNDER = [
    # (incidents nested under the release they belong to, said with `it`)
    "* Each `X.Y` release is its own entry. Patch releases (`X.Y.Z`) and incidents of that\n"
    "  release are nested under it as `Update (MM-DD):` / `Incident (MM-DD):` lines.",
    # (incidents written as another kind of line under the release they were reported against)
    "* **Incidents** are `Update` lines under the release they were *first reported against*;"
    " later news on the same incident stays on that same entry.",
    # (bugs filed as follow-ups under the entry they belong to)
    "* **Patch releases** (X.Y.Z, `.postN` builds) and bugs found in a release are filed as dated\n"
    "  follow-ups under the X.Y entry they belong to — never as entries of their own.",
]

APART = [
    # (incidents given entries of their own; a fix nested under the incident)
    "* Incidents are entries of their own in §1.4; fixes of an incident are nested under it as"
    " `Update` lines.",
    # (the same wording about another thing: patch releases only, incidents unnamed)
    "* Patch releases (`X.Y.Z`) of that release are nested under it as `Update (MM-DD):` lines.",
    # (bugs filed under an entry in the past)
    "* 2032-01-01 以前，bugs found in a release were filed as dated follow-ups under the X.Y entry"
    " they belong to.",
    # (incidents said to be Update lines of the incident's own card)
    "* Incidents get their own card in §1.4; postmortems are `Update` lines under the card.",
]


@pytest.mark.parametrize("preamble", UNDER)
def test_incidents_filed_under_the_entry_they_belong_to(preamble: str) -> None:
    assert versions.states_incidents_under_entry(preamble)


@pytest.mark.parametrize("preamble", APART)
def test_other_statements_file_no_incident_under_an_entry(preamble: str) -> None:
    assert not versions.states_incidents_under_entry(preamble)


# A preamble filing some incidents apart and keeping ordinary bugs of listed kinds on their
# product: a crash is the product's news there.
KEPT = (
    "> 3. **事故单列**：线上服务中断、数据损坏/泄露、安全漏洞（含 CVE）一律在 §1.4 单独成条，"
    "首行写 `〔事故〕产品名 日期 事件`；复盘、修复进展写在该事故条目下。"
    "普通 bug（崩溃、误报、性能回退）仍写在产品条目下。\n"
)


def test_bug_kinds_kept_on_the_product_are_read() -> None:
    from patcher.plan import incidents

    assert incidents.bug_kinds_on_product(KEPT) == frozenset({"崩溃", "误报", "性能回退"})


@pytest.mark.parametrize(
    "preamble",
    [
        # (the kinds listed are filed apart, not kept on the product)
        "> 3. 缺陷（崩溃、误报、性能回退）一律在 §1.4 单独成条。\n",
        # (kinds listed, no home said)
        "> 3. 普通 bug（崩溃、误报）另行讨论。\n",
        # (kinds kept on the product in the past)
        "> 3. 此前普通 bug（崩溃、误报）写在产品条目下，现在一律单独成条。\n",
    ],
)
def test_other_bug_clauses_keep_no_kind_on_the_product(preamble: str) -> None:
    from patcher.plan import incidents

    assert incidents.bug_kinds_on_product(preamble) == frozenset()


_NESTED = (
    "# rag · living doc\n\n"
    "House rules for this file:\n\n"
    "* **Frameworks (§1.1) are logged per minor release.** Each `X.Y` release is its own entry:\n"
    "  `- [[Product]] X.Y · Maker — what changed`. Patch releases (`X.Y.Z`) and incidents of that\n"
    "  release are nested under it as `Update (MM-DD):` / `Incident (MM-DD):` lines.\n\n"
    "## §1.1 Frameworks\n\n"
    "- [[Gable]] 1.1 · Gable AI · 2030-01-20 — first public release\n"
    "- **Corbel 3.0 企业版上线 — 多租户知识库与检索前 ACL 过滤** ⭐⭐⭐⭐（2030-05-01）：企业平台"
    " <!-- livedoc:id=2030-05-01#2 -->\n"
    "- [[Gable]] 1.2 · Gable AI · 2030-03-11 — low-code RAG builder\n\n"
    "## §1.2 Retrievers\n\n"
    "## §1.3 Vector stores\n\n"
    "## §1.4 Reliability\n\n"
    "- [[Vane]] · Vane Cloud — hosted vector search\n"
)


def _incident(title: str, section: str = "§1.4") -> str:
    points = "- 多租户集群全部租户受影响\n- 官方已发布临时规避办法"
    return brief_text(increment(1, title, section, points), date="2030-05-04")


def test_an_incident_nested_under_its_release_continues_that_release() -> None:
    """`Corbel 3.0 检索服务宕机` under a night's `**Corbel 3.0 企业版上线 — …**` where the
    preamble nests a release's incidents under it (heldout102's wording)."""
    action = run(_NESTED, _incident("Corbel 3.0 检索服务宕机约 2 小时")).actions[0]
    assert action.action == "updated", action
    assert "Corbel" in (action.matched or ""), action.matched


def test_the_same_incident_of_another_product_is_an_entry_of_its_own() -> None:
    """Near miss: the same wording about a product the document does not log."""
    action = run(_NESTED, _incident("Cornice 3.0 检索服务宕机约 2 小时")).actions[0]
    assert action.action == "inserted", action


_KEPT_DOC = (
    "# rag · 活文档\n\n"
    "> 维护约定：\n"
    "> 1. 一个产品一个条目；条目首行以六角括号〔产品名〕开头。\n"
    f"{KEPT}"
    "\n## §1.1 框架\n\n"
    "1. 〔Hollin〕本地 RAG 桌面应用（炉边）｜维护：Hollin Labs｜首录：2030-05-05\n\n"
    "## §1.2 检索\n\n"
    "## §1.3 向量库\n\n"
    "## §1.4 可靠性\n\n"
    "1. 〔事故〕Pallet 2030-04-19 副本不一致\n"
)


def test_an_ordinary_bug_of_a_kind_kept_on_the_product_continues_it() -> None:
    """`Hollin 在 Windows 上…崩溃` under `〔Hollin〕` where the preamble keeps crashes on the
    product though it files outages apart (heldout78's reading)."""
    action = run(_KEPT_DOC, _incident("Hollin 在 Windows 上索引超过 2GB 时崩溃")).actions[0]
    assert action.action == "updated", action
    assert "Hollin" in (action.matched or ""), action.matched


def test_an_outage_or_another_products_crash_stays_apart() -> None:
    """Near misses: an outage of the product (filed apart by the same clause) and the same
    crash of a product the document does not log."""
    for title in ("Hollin 云同步服务中断 3 小时事故", "Hollis 在 Windows 上索引超过 2GB 时崩溃"):
        action = run(_KEPT_DOC, _incident(title)).actions[0]
        assert action.action == "inserted", (title, action)


_BLAMED = (
    "multimodal living notes\n=======================\n\n"
    "House rules\n-----------\n\n"
    "* **One entry per release.** A new minor or major release gets a new entry.\n"
    "* **Incidents** are `Update` lines under the release they were *first reported against*;"
    " later news on the same incident stays on that same entry.\n\n"
    "## 1.1 Runtimes\n\n"
    "- **Tallow 0.9 — 烛光端侧运行时更名为 Tallow（脂烛），首个新名版本** ⭐⭐⭐⭐（2030-05-01）："
    "微光科技将 Candle Runtime 更名为 Tallow <!-- livedoc:id=2030-05-01#1 -->\n"
    "- `quiver@1.7` Quiver Engine 1.7 — visual token pruning by default\n\n"
    "## 1.2 Serving\n\n## 1.3 Benchmarks\n\n## 1.4 Reliability\n\n"
    "- `incident:heron-api` Heron-AV hosted API outage\n"
)


def _blamed(title: str) -> str:
    points = "- 现象: 0.9.1 在长视频下进程崩溃\n- 官方已确认,修复排期 0.9.2"
    relation = "与活文档现有脉络的关系：烛光端侧运行时(现名 Tallow)仅为背景;此前无该问题记录\n"
    return brief_text(increment(1, title, "§1.4", points, relation), date="2030-05-04")


def test_an_incident_of_a_release_the_relation_calls_background_goes_under_it() -> None:
    """`Tallow 0.9.1 崩溃` under the night's `**Tallow 0.9 — …**` where the preamble files
    incidents under the release they were reported against, though the relation line calls the
    product background (it has no entry for the incident: heldout76's reading)."""
    action = run(_BLAMED, _blamed("TallOw 0.9.1 崩溃 — Android 端 NPU 委托在长视频下崩溃")).actions[
        0
    ]
    assert action.action == "updated", action
    assert "Tallow 0.9" in (action.matched or ""), action.matched


def test_background_still_holds_for_another_line_or_news_that_is_no_incident() -> None:
    """Near misses: another release line (`Tallow 1.0.1`), a release that is no incident."""
    for title in (
        "Tallow 1.0.1 崩溃 — Android 端 NPU 委托在长视频下崩溃",
        "Tallow 0.9.1 — 新增 Vulkan 后端",
    ):
        action = run(_BLAMED, _blamed(title)).actions[0]
        assert action.action == "inserted", (title, action)


_SLUGGED = (
    "RAG Watch — living notes\n========================\n\n"
    "* Every product is one wiki-style entry: `[[slug]] Display Name — what it is (maker)`.\n"
    "* **Incidents are separate entries** in the reliability section, written `[[slug]]! symptom"
    " — version` (note the `!`). A fix or follow-up of that incident goes under the incident"
    " entry; a different bug of the same product is a new `!` entry.\n\n"
    "Frameworks (§1.1)\n-----------------\n\n"
    "* [[fenwick]] Fenwick 芬河检索 — open-source pipeline RAG framework (Fen Lab)\n"
    "  1. 3.1 (Oct 11) — streaming citations\n"
    "* [[osier]] Osier — GraphRAG framework (Osier AI)\n\n"
    "Retrieval (§1.2)\n----------------\n\n"
    "Stores (§1.3)\n-------------\n\n"
    "Reliability (§1.4)\n------------------\n\n"
    "* [[fenwick]]! ingestion worker memory leak — 3.0/3.1\n"
    "  * Update (Oct 19): confirmed upstream; no fix yet\n"
    "* [[osier]]! index corruption after compaction — 1.4\n"
)


def _fix(title: str) -> str:
    points = "- 修复摄取进程在长 PDF 批量导入时 RSS 持续增长\n- 建议 3.x 用户尽快升级"
    return brief_text(increment(1, title, "§1.1", points), date="2030-05-04")


def test_a_fix_of_a_slugged_incident_goes_under_that_incident() -> None:
    """`Fenwick v3.2.1 hotfix — … 内存泄漏已修` under `[[fenwick]]! ingestion worker memory leak`
    where the preamble files a fix under its incident (heldout107's reading)."""
    action = run(_SLUGGED, _fix("Fenwick v3.2.1 hotfix — ingestion worker 内存泄漏已修")).actions[0]
    assert action.action == "updated", action
    assert "memory leak" in (action.matched or ""), action.matched


def test_a_fix_of_another_symptom_or_product_is_no_news_of_the_incident() -> None:
    """Near misses: a fix of another symptom of the product, the same fix of another product."""
    for title in (
        "Fenwick v3.2.1 hotfix — 修复流式引用乱序",
        "Osier v1.4.1 hotfix — ingestion worker 内存泄漏已修",
    ):
        action = run(_SLUGGED, _fix(title)).actions[0]
        assert "memory leak" not in (action.matched or ""), (title, action)


# The kinds kept on the product in the same clause as the one filing incidents apart
# (adversarial56 bug2): `事故各立一条（记在 §1.4），普通 bug（崩溃、误报）仍写在产品条目下`.
_SHARED = (
    "> 约定：一个产品一条；事故各立一条（记在 §1.4），普通 bug（崩溃、误报）仍写在产品条目下。\n"
)


def test_bug_kinds_kept_in_the_apart_clauses_comma_part_are_read() -> None:
    """The kinds' own comma-part keeps them on the product; the comma-part before it files
    incidents apart (`各立一条`, each its own entry), so incidents are not filed under the
    product."""
    from patcher.plan import incidents

    assert incidents.bug_kinds_on_product(_SHARED) == frozenset({"崩溃", "误报"})
    assert not versions.states_incidents_under_entry(_SHARED)
    assert (
        incidents.bug_kinds_on_product(
            "> 约定：事故各立一条，此前普通 bug（崩溃、误报）写在产品条目下。\n"
        )
        == frozenset()
    )


_SHARED_DOC = (
    "# rag · 活文档\n\n"
    f"{_SHARED}"
    "\n## §1.1 框架\n\n"
    "1. 〔Hollin〕本地 RAG 桌面应用（炉边）｜维护：Hollin Labs｜首录：2030-05-05\n\n"
    "## §1.2 检索\n\n"
    "## §1.3 向量库\n\n"
    "## §1.4 可靠性\n\n"
    "1. 〔事故〕Pallet 2030-04-19 副本不一致\n"
)


def test_a_whole_service_stoppage_with_crashes_is_an_incident_apart() -> None:
    """`Hollin 全线停摆 3 小时，期间多次崩溃`: the stoppage is the incident, the crashes its
    detail: an entry of its own; a crash alone stays the product's."""
    for title in ("Hollin 全线停摆 3 小时，期间多次崩溃", "Hollin 全线宕机 3 小时，期间多次崩溃"):
        action = run(_SHARED_DOC, _incident(title)).actions[0]
        assert action.action == "inserted", (title, action)
    for title in ("Hollin 在 Windows 上索引超过 2GB 时崩溃", "Hollin 2.3 崩溃 — 长通话后进程退出"):
        action = run(_SHARED_DOC, _incident(title)).actions[0]
        assert action.action == "updated" and "Hollin" in (action.matched or ""), (title, action)
