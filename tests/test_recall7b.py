"""Issue 21, heldout37/43 (agent): readings of conventions a night's editor states — a rename
written `（原 X 更名）`, a follow-up `X（date 锚定）的修复进展` after `agent.md §1.4`, a preamble
`One numbered entry per release`, and a paper's launch entry that takes its code's releases."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.plan.evidence import relation_names
from patcher.plan.evidence.relations import _CONTINUATIONS
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment
from tests.test_evidence_incidents import index


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def test_a_former_name_with_the_rename_word_in_the_brackets() -> None:
    """heldout43 `Apiary 1.0（原 Hivemind Agents 更名）`: read by the former name, like `（原名 X）`."""
    title = "Apiary 1.0（原 Hivemind Agents 更名）— 群体协作框架首个稳定版"
    assert versions.former_reading(title) == "Hivemind Agents 1.0 — 群体协作框架首个稳定版"
    assert versions.former_reading("Quire 2.0（原 Parchment 改名而来）") == "Parchment 2.0"
    assert versions.former_reading("X 1.0（原 Tidepool 团队打造）") is None  # (a clause)
    assert versions.former_reading("Y 1.0（原 Tidepool 更名后首发，新团队）") is None


def test_a_renamed_product_continues_its_entry_where_products_keep_one(
    glossary: Glossary,
) -> None:
    names = index(
        glossary,
        ("**Hivemind Agents**（蜂群）· maker：Corvid AI — 群体协作框架", "§1.1"),
        ("**Loomwork** · maker：Tessel Labs — 检查点图工作流", "§1.1"),
    )
    title = "Apiary 1.0（原 Hivemind Agents 更名）— 群体协作框架首个稳定版"
    assert names.decide(title, "", [], "§1.1", (), frozenset()).chosen == 0


def test_a_follow_up_after_a_bracket_aside_and_a_document_name() -> None:
    """heldout37 `agent.md §1.4 巡游者隐藏文本注入（10-22 锚定）的修复进展`: the entry's fix, the
    document's file name and section before it (any `*.md`, not only `inference.md`)."""
    said = "agent.md §1.4 巡游者隐藏文本注入（10-22 锚定）的修复进展"
    assert relation_names(said, _CONTINUATIONS) == ["巡游者隐藏文本注入"]
    assert relation_names("rag.md §1.1 X 条目更新", _CONTINUATIONS) == ["X"]
    assert relation_names("与 巡游者（10-22 锚定）的修复进展", _CONTINUATIONS) == []


def test_one_numbered_entry_per_release_is_the_release_rule() -> None:
    numbered = "Maintained nightly. One numbered entry per **release**: a new version gets its own."
    assert versions.states_release_entries(numbered)
    assert versions.states_release_entries("One separate bullet per minor release.")
    assert not versions.states_release_entries("We do not keep one numbered entry per release.")


def _doc(preamble: str, launch: str) -> str:
    return (
        f"# Agent living document\n\n{preamble}\n\n## 1.1 Frameworks (§1.1)\n\n"
        "1. Loomwork v2.3 — Tessellate Labs — parallel branch merge. (2027-10-20)\n\n"
        "## 1.2 Tools (§1.2)\n\n"
        "1. Sluice v1.2 — Weirgate — MCP gateway. (2027-10-14)\n"
        f"2. **{launch}** ⭐⭐⭐（2027-11-04）：只读连接 <!-- livedoc:id=2027-11-04#2 -->\n\n"
        "## 1.3 Evals (§1.3)\n\n## 1.4 Security (§1.4)\n\n"
    )


def test_a_launch_entry_under_a_numbered_release_rule_and_a_papers_launch() -> None:
    """heldout37 `Kitewire v0.3` against the launch entry `Kitewire — …MCP 服务器首发` where the
    preamble says `One numbered entry per release`: a new entry; a launch entry holding the
    paper's arXiv id (heldout32 `KVBridge — …开源` with its paper) takes its releases."""
    smap = load_map(find_map(None, Path("/nonexistent")))
    numbered = "One numbered entry per **release**: a new version of a product gets its own entry."
    kite = "Kitewire — 面向 Postgres 的只读数据库 MCP 服务器首发"
    brief = brief_text(increment(1, "Kitewire v0.3 — 写操作需人工审批", section="§1.2"))
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("d.md", _doc(numbered, kite).encode()), smap
    )
    assert report.actions[0].action == "inserted", report.actions[0]
    # a launch said as `推出` (heldout66 `Tollgate — Octave 推出 agent 支出上限中间件`)
    launched = _doc(numbered, "Kitewire — Weirgate 推出只读数据库 MCP 服务器")
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", launched.encode()), smap)
    assert report.actions[0].action == "inserted", report.actions[0]
    paper = _doc(numbered, kite).replace("#2 -->", "#2 keys=arxiv:2709.01877 -->")
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", paper.encode()), smap)
    assert report.actions[0].action == "updated", report.actions[0]


def test_a_release_under_the_new_name_is_another_release(glossary: Glossary) -> None:
    """heldout39 `Beacon-Rerank 更名 Lumen-Rerank，Lumen-Rerank 3 同步发布` with `灯塔重排（Beacon-
    Rerank）条目更新` against the release entry `Beacon-Rerank 2`: another release (a
    possibility); the product's entry (no release) still continues."""
    assert versions.renamed_release("Beacon-Rerank 更名 Lumen-Rerank，Lumen-Rerank 3 同步发布") == (
        "Lumen-Rerank 3"
    )
    assert versions.renamed_release("Aster Serve 更名为 Aster Engine 2.0") == "Aster Engine 2.0"
    assert versions.renamed_release("Aster Serve 更名为 Aster Engine") is None
    title = "Beacon-Rerank 更名 Lumen-Rerank，Lumen-Rerank 3 同步发布"
    relation = "灯塔重排（Beacon-Rerank）条目更新：产品更名为 Lumen-Rerank"
    release = index(glossary, ("[Beacon-Rerank 2](https://x.org) (灯塔重排) · Beacon AI", "§1.2"))
    assert release.decide(title, relation, [], "§1.2", (), frozenset()).chosen is None
    product = index(glossary, ("**灯塔重排**（Beacon-Rerank）— 双语重排模型", "§1.2"))
    assert product.decide(title, relation, [], "§1.2", (), frozenset()).chosen == 0


def test_a_release_ending_in_zero_is_the_release_without_it() -> None:
    """heldout39 `青柏嵌入 2.0 技术报告` and the entry `青柏嵌入 2.0（Qingbai-Embed 2）发布`."""
    assert not versions.other_release((2, 0), (2,))
    assert versions.other_release((2,), (2, 0))  # (a title's generation 2: not the release 2.0)
    assert versions.other_release((3, 1), (3,)) and versions.other_release((2, 1), (2,))


def test_a_relation_line_continuing_a_cve_an_entry_holds(glossary: Glossary) -> None:
    """heldout37 `续 agent.md §1.4 LangGraph 检查点反序列化漏洞（CVE-2027-35520，10-09 锚定）`
    against `🔒 LangGraph 1.4.1 — CVE-2027-35520 — …` (its lead's CVE is its key): that entry,
    though named otherwise; a line naming the CVE as background continues nothing."""
    from patcher.plan.evidence import NameIndex

    names = NameIndex(glossary=glossary)
    names.add("LangGraph 1.4 — LangChain — interruptible execution", "§1.1", [])
    names.add(
        "🔒 LangGraph 1.4.1 — CVE-2027-35520 — pickle checkpoints", "§1.4", ["cve:CVE-2027-35520"]
    )
    title = "LangGraph 检查点反序列化漏洞已出现在野利用"
    said = "续 agent.md §1.4 LangGraph 检查点反序列化漏洞（CVE-2027-35520，10-09 锚定）"
    assert names.decide(title, said, [], "§1.4", (), frozenset()).chosen == 1
    other = "已有 CVE-2027-35520 锚定；本条是另一个新漏洞"
    assert names.decide(title, other, [], "§1.4", (), frozenset()).chosen is None


def test_a_protocol_word_after_the_name_is_no_other_thing(glossary: Glossary) -> None:
    """heldout43 `Switchyard 网关 OAuth 令牌透传缺陷（GHSA-…）`: OAuth is what the gateway speaks."""
    names = index(glossary, ("**Switchyard**（调度场）· Rookery：MCP 网关，统一鉴权", "§1.3"))
    title = "Switchyard 网关 OAuth 令牌透传缺陷（GHSA-r9c4-swy6-2m5p）"
    assert names.decide(title, "", [], "§1.3", (), frozenset()).chosen == 0


FOLLOW_UPS = (
    "One entry per release. Follow-ups that belong to no single release (benchmarks, adoption"
    " news, bugs) go under the product's most recent release entry."
)


def test_the_preamble_filing_follow_ups_under_the_latest_release() -> None:
    assert versions.states_follow_ups_under_latest(FOLLOW_UPS)
    assert versions.states_follow_ups_under_latest(
        "与具体版本无关的后续新闻记在该产品最新版本的条目下。"
    )
    assert not versions.states_follow_ups_under_latest(
        "Follow-ups go under the release they concern."
    )
    assert not versions.states_follow_ups_under_latest(
        "We never file follow-ups under the latest release."
    )
    # heldout72 en: news with no new version goes under its release's entry
    assert versions.states_follow_ups_under_latest(
        "Pricing or SDK news without a new version is an Update under that release's entry."
    )
    assert versions.states_follow_ups_under_latest("不发新版本的价格、接口消息记在该版本条目下。")
    assert not versions.states_follow_ups_under_latest(
        "A rename without a new version never goes under that release's entry."
    )


def test_a_follow_up_naming_the_product_goes_to_its_latest_release_entry() -> None:
    """heldout43 `Switchyard 网关 OAuth 令牌透传缺陷` and `mcp-server-ledger 路径穿越漏洞 CVE-…`
    against `Switchyard v0.6` / `mcp-server-ledger v1.3`, where the preamble says so; where it
    does not, a new entry."""
    smap = load_map(find_map(None, Path("/nonexistent")))

    def doc(preamble: str) -> str:
        return (
            f"# Agent living document\n\n{preamble}\n\n### 1.1 Frameworks (§1.1)\n\n"
            "### 1.2 Coding (§1.2)\n\n### 1.3 MCP (§1.3)\n\n"
            "* **Switchyard v0.5** (Rookery, 2028-03-01): MCP gateway.\n"
            "* **Switchyard v0.6** (Rookery, 2028-05-01): rate limits and audit.\n\n"
            "### 1.4 Evals (§1.4)\n\n"
        )

    brief = brief_text(
        increment(1, "Switchyard 网关 OAuth 令牌透传缺陷（GHSA-r9c4-swy6-2m5p）", section="§1.3")
    )
    for preamble, expected in ((FOLLOW_UPS, "updated"), ("One entry per release.", "inserted")):
        report = api.apply(
            [Source("b.txt", brief.encode())], Source("d.md", doc(preamble).encode()), smap
        )
        (action,) = report.actions
        assert action.action == expected, (preamble, action)
        if expected == "updated":
            assert "Switchyard v0.6" in (action.matched or ""), action
    # heldout44 `RAGArena 7 月榜中期修订`: a month's edition, not the latest release's news
    monthly = brief_text(increment(1, "Switchyard 7 月榜中期修订 — 撤下两个提交", section="§1.3"))
    report = api.apply(
        [Source("b.txt", monthly.encode())], Source("d.md", doc(FOLLOW_UPS).encode()), smap
    )
    assert "Switchyard v0.6" not in (report.actions[0].matched or ""), report.actions[0]


NEWS_UNDER_NEWEST = (
    "- One entry per release (minor or major).\n"
    "- Outages, advisories, news and outside measurements about a product go as dated"
    " sub-bullets under the product's **newest** release entry."
)


def test_news_of_a_product_filed_under_its_newest_release() -> None:
    """heldout103 en: a sentence filing a product's news (its kinds listed, `news` among them)
    under the newest release entry is that rule; a rename bringing a release of the new name
    (`Switchyard 更名 — 道岔 Turnout 1.0 发布`) is that release, not news of the old name."""
    assert versions.states_follow_ups_under_latest(NEWS_UNDER_NEWEST)
    assert versions.states_follow_ups_under_latest("产品的事故与新闻记在该产品最新版本的条目下。")
    assert not versions.states_follow_ups_under_latest("News gets an entry of its own.")
    assert not versions.states_follow_ups_under_latest(
        "News is never filed under the newest release entry."
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    doc = (
        f"# Agent ledger\n\n{NEWS_UNDER_NEWEST}\n\n## §1.1 Frameworks\n\n"
        "1. [Switchyard 0.5](https://x.org/0.5) · Rookery · 2028-03-01 — MCP gateway.\n"
        "2. [Switchyard 0.6](https://x.org/0.6) · Rookery · 2028-05-01 — rate limits.\n\n"
        "## §1.2 Coding\n\n## §1.3 MCP\n\n## §1.4 Evals\n"
    )
    for title, expected in (
        ("Switchyard 月下载量突破 100 万", "updated"),
        ("Switchyard 更名 — 道岔 Turnout 1.0 发布", "inserted"),
    ):
        brief = brief_text(increment(1, title, section="§1.1"))
        report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
        (action,) = report.actions
        assert action.action == expected, (title, action)
        assert expected == "inserted" or "Switchyard 0.6" in (action.matched or ""), action


PRODUCT_WIDE = (
    "* **One entry per minor release.**\n* **Product-wide news** (renames, integrations, "
    "adoption) goes as a sub-bullet under the product's **latest** release entry."
)


def test_product_wide_news_under_the_latest_release() -> None:
    """heldout101 `Product-wide news (…) goes … under the product's latest release entry`: a
    title naming the product and no release of it (`Switchyard 接入 Quarry`) is news of
    its latest release entry, as a follow-up is; said in Chinese too, not denied."""
    assert versions.states_follow_ups_under_latest(PRODUCT_WIDE)
    assert versions.states_follow_ups_under_latest("产品层面的消息记在该产品最新版本的条目下。")
    assert not versions.states_follow_ups_under_latest(
        "We never file product-wide news under the latest release entry."
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    doc = (
        f"# Agent living document\n\n{PRODUCT_WIDE}\n\n### 1.1 Frameworks (§1.1)\n\n"
        "### 1.2 Coding (§1.2)\n\n### 1.3 MCP (§1.3)\n\n"
        "* **Switchyard v0.5** (Rookery, 2028-03-01): MCP gateway.\n"
        "* **Switchyard v0.6** (Rookery, 2028-05-01): rate limits and audit.\n\n"
        "### 1.4 Evals (§1.4)\n\n"
    )
    brief = brief_text(increment(1, "Switchyard 接入 Quarry —— 托管部署", section="§1.3"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    assert "Switchyard v0.6" in (report.actions[0].matched or ""), report.actions[0]


def test_an_incident_entry_the_patcher_wrote_says_nothing_of_the_convention() -> None:
    """heldout43 `Driftwood 3.2 并发编辑死锁（seabright/driftwood#455）` against `**Driftwood**`,
    the only incident entry a night's own (`vLLM v0.21 修复 … 流式 JSON 截断`): the product's
    news; an incident entry the editor wrote still files incidents apart."""
    smap = load_map(find_map(None, Path("/nonexistent")))

    def doc(marker: str) -> str:
        return (
            "# agent 活文档\n\n## §1.1 框架\n\n"
            f"- **Quill 流式 JSON 截断** ⭐⭐⭐（2028-06-01）：解析器截断{marker}\n\n"
            "## §1.2 编码智能体\n\n"
            "- **Driftwood**（浮木）· Seabright：遗留代码迁移智能体。\n\n"
            "## §1.3 工具\n\n## §1.4 评测\n\n"
        )

    brief = brief_text(
        increment(1, "Driftwood 3.2 并发编辑死锁（seabright/driftwood#455）", section="§1.2")
    )
    for marker, expected in ((" <!-- livedoc:id=2028-06-01#4 -->", "updated"), ("", "inserted")):
        report = api.apply(
            [Source("b.txt", brief.encode())], Source("d.md", doc(marker).encode()), smap
        )
        (action,) = report.actions
        assert action.action == expected, (marker, action)


def test_the_preamble_filing_patches_under_an_entry() -> None:
    en = (
        "Patch releases (`vX.Y.Z`, `.postN`), hotfixes and security fixes are not new entries:"
        " they are filed as dated sub-bullets under the entry of the minor release they patch."
    )
    assert versions.states_patches_under_entry(en)
    assert versions.states_patches_under_entry(
        "新版本、补丁、候选版，都以带日期的子要点追加在该产品条目之下。"
    )
    apart = (
        "A new version, edition or patch gets its own bullet; news goes under it as a sub-bullet."
    )
    assert not versions.states_patches_under_entry(apart)
    assert not versions.states_patches_under_entry(
        "Follow-ups go under the release as sub-bullets."
    )


def test_a_patch_asking_for_an_entry_of_its_own_where_the_preamble_files_patches_under() -> None:
    """heldout43 `Loomwork 2.4.1` with `活文档尚无 2.4.1 条目，建议新建独立条目`: the preamble files
    patches under the product's entry, so the patch continues it; without that rule the
    relation line's ask stands."""
    smap = load_map(find_map(None, Path("/nonexistent")))

    def doc(preamble: str) -> str:
        return (
            f"# agent 活文档\n\n> {preamble}\n\n## §1.1 框架\n\n"
            "- **Loomwork**（织机）· Tessel Labs：多智能体编排框架。\n"
            "  - 2028-05-20：v2.3 发布。\n\n## §1.2 编码\n\n## §1.3 工具\n\n## §1.4 评测\n\n"
        )

    relation = "与活文档现有脉络的关系：活文档尚无 2.4.1 条目，建议新建独立条目\n"
    brief = brief_text(
        increment(1, "Loomwork 2.4.1 — 检查点迁移修复", section="§1.1", extra=relation)
    )
    under = "本文档每个产品一个条目：新版本、补丁都以带日期的子要点追加在该产品条目之下。"
    for preamble, expected in ((under, "updated"), ("本文档按产品整理。", "inserted")):
        report = api.apply(
            [Source("b.txt", brief.encode())], Source("d.md", doc(preamble).encode()), smap
        )
        (action,) = report.actions
        assert action.action == expected, (preamble, action)


def test_a_monthly_edition_read_from_a_name() -> None:
    assert versions.month_edition("MMTEB 2028 年 1 月刷新 — 中文检索子榜重排") == (2028, 1)
    assert versions.month_edition(
        "[MMTEB — December 2027 refresh](https://x.org) · 2027-12-15"
    ) == (
        2027,
        12,
    )
    assert versions.month_edition("RetrievalArena 2028-01 月榜") == (2028, 1)
    assert versions.month_edition("Lanstone 3.2 released 2028-01-15") is None
    assert versions.states_edition_entries("A new version, edition or patch gets its own bullet.")
    assert not versions.states_edition_entries("Editions go under the benchmark's entry.")


def test_another_monthly_edition_where_editions_have_entries_of_their_own() -> None:
    """heldout39 `MMTEB 2028 年 1 月刷新` against `[MMTEB — December 2027 refresh](…leaderboard)`,
    both linking the leaderboard's page, in a document giving an edition its own bullet: a new
    entry (a possibility); where the preamble says nothing, the shared page still ties them."""
    smap = load_map(find_map(None, Path("/nonexistent")))
    url = "https://huggingface.co/spaces/mteb/leaderboard"

    def doc(preamble: str) -> str:
        return (
            f"# RAG living document\n\n{preamble}\n\n### 1. Stores (§1.1)\n\n### 2. Embeddings (§1.2)\n\n"
            f"### 3. Leaderboards (§1.3)\n\n- [MMTEB — December 2027 refresh]({url}) · MTEB · 2027-12-15"
            " — 40 low-resource languages added.\n\n### 4. Security (§1.4)\n\n"
        )

    brief = brief_text(
        increment(
            1, "MMTEB 2028 年 1 月刷新 — 中文检索子榜重排", section="§1.3", points=f"- 见 {url}"
        )
    )
    apart = "One entry per release: a new version, edition or patch gets its own bullet."
    for preamble, expected in ((apart, "inserted"), ("Maintained nightly.", "updated")):
        report = api.apply(
            [Source("b.txt", brief.encode())], Source("d.md", doc(preamble).encode()), smap
        )
        (action,) = report.actions
        assert action.action == expected, (preamble, action)


def test_a_names_whole_form_beside_an_entry_sharing_its_first_word(glossary: Glossary) -> None:
    """heldout37 `Harbor-Guard 规则库新增 312 条 …` against `Harbor Guard 2.0 — agent 供应链扫描器`
    beside `港湾评测（Harbor Eval）`: the title writes Harbor Guard's whole name, which no other
    entry goes by; a title naming only `Harbor` stays ambiguous."""
    names = index(
        glossary,
        ("**港湾评测**（Harbor Eval）⭐⭐⭐：Harbor Labs 的 agent 评测框架", "§1.3"),
        ("**Harbor Guard 2.0 — agent 供应链扫描器** ⭐⭐⭐（2027-11-04）：扫描 MCP 清单", "§1.4"),
    )
    title = "Harbor-Guard 规则库新增 312 条 MCP 工具投毒规则"
    assert names.decide(title, "", [], "§1.4", (), frozenset()).chosen == 1
    assert names.decide("Harbor 公司完成融资", "", [], "§1.4", (), frozenset()).chosen is None


def test_a_bare_continuation_word_citing_an_increment_by_day_and_number() -> None:
    """heldout37 `续 11-04 增量 2（Kitewire 数据库 MCP 服务器）；Sluice 在此仅为分发渠道`: the
    increment that night's briefing numbered 2; `后续 11-04 增量 2` and `持续` cite none."""
    from patcher.plan.evidence import cited_increments

    said = "续 11-04 增量 2（Kitewire 数据库 MCP 服务器）；Sluice 在此仅为分发渠道"
    assert cited_increments(said, "2027-11-06") == ["2027-11-04#2"]
    assert cited_increments("续11-04 增量 2", "2027-11-06") == ["2027-11-04#2"]
    assert cited_increments("与 11-04 增量 2 无关的后续", "2027-11-06") == []


def test_the_preamble_stating_one_entry_per_product() -> None:
    assert versions.states_product_entries(
        "Conventions: one bullet per product, with dated history."
    )
    assert versions.states_product_entries(
        "> 维护约定：每个产品 / 项目 / 协议只立一条，新版本追加。"
    )
    assert versions.states_product_entries("本文档每个产品只有一个条目：新版本、补丁都追加在下面。")
    scoped = "Engines get one entry per release; everything else gets one entry per product."
    assert not versions.states_product_entries(scoped)
    assert not versions.states_product_entries("We do not keep one entry per product.")


def test_a_release_of_a_launch_entrys_product_where_the_preamble_keeps_products() -> None:
    """heldout40 `Sable Code 0.2 — 接入 MCP 工具`, suggesting no section, against the launch entry
    `Sable Code 公测 — Sable Labs 推出终端编码智能体` (§1.2): the product's release, where the
    preamble says one bullet per product; without the rule a short name's weight, undecided."""
    smap = load_map(find_map(None, Path("/nonexistent")))

    def doc(preamble: str) -> str:
        return (
            f"# Agent living document\n\n{preamble}\n\n## 1.1 Frameworks\n\n"
            "* **Loomwork** — Tessel Labs graph workflows.\n\n## 1.2 Coding agents\n\n"
            "* **Sable Code 公测 — Sable Labs 推出终端编码智能体** ⭐⭐⭐（2028-02-12）：终端编码"
            " <!-- livedoc:id=2028-02-12#3 -->\n\n## 1.3 Browser agents\n\n## 1.4 Protocols\n\n"
        )

    brief = brief_text(
        increment(1, "Sable Code 0.2 — 接入 MCP 工具与 diff 批注", section="")
        .replace("建议归入章节：\n", "")
        .replace("建议归入章节：", "")
    )
    said = "Conventions: one bullet per product, with dated history sub-bullets for its releases."
    for preamble, expected in ((said, "updated"), ("Maintained nightly.", "inserted")):
        report = api.apply(
            [Source("b.txt", brief.encode())], Source("d.md", doc(preamble).encode()), smap
        )
        (action,) = report.actions
        assert action.action == expected, (preamble, action)


def test_a_title_led_by_an_abbreviation_a_point_defines(glossary: Glossary) -> None:
    """heldout40 `SWA 3.2：后台并行任务提升至 8 路` whose point says `SWA（Shipwright Agent，Dovetail
    出品）3.2 将…`: read as `Shipwright Agent 3.2`; a point defining it by a name it does not
    spell (`SWA（Sable Agent）`) reads nothing."""
    from patcher.plan.evidence.clues import _abbreviates

    names = index(glossary, ("🛠️ **Shipwright Agent** — Dovetail 的云端编码智能体", "§1.2"))
    title = "SWA 3.2：后台并行任务提升至 8 路"
    point = "SWA（Shipwright Agent，Dovetail 出品）3.2 将后台并行任务上限从 4 路提升到 8 路"
    verdict = names.decide(title, "", [], "§1.2", (), frozenset(), points=[point])
    assert verdict.chosen == 0, verdict
    other = "SWA（Sable Agent）3.2 将后台并行任务上限提升"
    assert names.decide(title, "", [], "§1.2", (), frozenset(), points=[other]).chosen is None
    assert _abbreviates("SWA", "Shipwright Agent") and _abbreviates("AKR", "Agent Kernel Runtime")
    assert not _abbreviates("SWA", "Sable Agent") and not _abbreviates(
        "KAR", "Agent Kernel Runtime"
    )


def test_a_release_of_a_debut_entry_beside_a_nights_duplicate_where_products_are_kept() -> None:
    """heldout116: the preamble keeps one entry per product and the editor's entries name no
    release; a night wrote `Marlin 1.4 — …` as a new entry (a miss: Marlin's entry went
    unrecognised) and `Tern 0.1 — 首发`, Tern's debut. `Tern 0.2` is Tern's news: the
    night's release entry is no sign of one entry per release where the preamble says so."""
    smap = load_map(find_map(None, Path("/nonexistent")))
    products = "".join(f"- **{n}** — 工具 {n}。\n" for n in ("鹭", "鸥", "鹤", "雁", "鹊"))
    night = (
        "- **Marlin 1.4 — 新增批量模式** ⭐⭐⭐（2030-05-01）：批量 <!-- livedoc:id=2030-05-01#1 -->\n"
        "- **Tern 0.1 — 开源重试中间件首发** ⭐⭐⭐（2030-05-01）：重试 <!-- livedoc:id=2030-05-01#2 -->\n"
    )
    doc = (
        "# 活文档\n\n约定：每个产品只立一条，新版本追加在下面。\n\n## §1.1 框架格局\n\n"
        f"{products}{night}\n## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    )
    brief = brief_text(increment(1, "Tern 0.2 — 新增熔断预算", section="§1.1"), date="2030-05-03")
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    (action,) = report.actions
    assert action.action == "updated" and "Tern 0.1" in (action.matched or ""), action


def test_news_of_a_line_with_no_new_release_under_its_latest_entry() -> None:
    """heldout115 en: `News about a line that has not shipped a new release is a sub-item of its
    latest entry` — the condition is no denial; a title led by an issue, or naming a release of
    its own after a Chinese name, is no such news."""
    rule = "News about a product that has not shipped a new version goes as a sub-item of its latest entry."
    assert versions.states_follow_ups_under_latest(rule)
    assert not versions.states_follow_ups_under_latest(
        "News never goes as a sub-item of its latest entry."
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    doc = (
        f"# Agent ledger\n\n* One entry per release line.\n* {rule}\n\n### 1.1 Frameworks (§1.1)\n\n"
        "### 1.2 Coding (§1.2)\n\n### 1.3 MCP (§1.3)\n\n"
        "* 2030-W10 · Switchyard 0.5 (调度场) — MCP gateway.\n"
        "* 2030-W18 · Switchyard 0.6 (调度场) — rate limits and audit.\n\n"
        "### 1.4 Evals (§1.4)\n\n"
    )

    def action(title: str) -> api.Action:
        brief = brief_text(increment(1, title, section="§1.3"))
        report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
        return report.actions[0]

    news = action("Switchyard 进入维护模式 — 团队转向新网关")
    assert news.action == "updated" and "Switchyard 0.6" in (news.matched or ""), news
    assert action("switchyard#88 鉴权绕过已修复 — 根因在令牌缓存").action == "inserted"
    assert action("调度场云 Switchyard Cloud 1.0 正式发布（原 Switchyard）").action == "inserted"
