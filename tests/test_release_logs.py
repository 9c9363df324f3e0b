"""Issue 21, heldout53/54: release logs whose conventions sit under a `##` heading before the
anchors, leads in book-title brackets `《中文名 X.Y》（English X.Y，…）`, an abbreviation
between a name and its release, and release candidates filed under the latest final release."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.document.identity import lead_name, lead_text
from patcher.plan import versions
from patcher.plan.evidence import bracketed_latin, bracketed_repository, names_of
from patcher.text.source import Source
from tests.conftest import brief_text, increment

LOG_RULES = (
    "## How the log is kept\n\n"
    "A log of releases: **every final release is its own entry**, led by `Name vX.Y.Z`.\n\n"
    "- **Release candidates and previews** are not entries. They go as a dated sub-bullet\n"
    "  under the product's most recent final release; the final gets its own line.\n"
)


def _doc(rules: str) -> str:
    return (
        f"# Agent release log\n\n{rules}\n## 1. Releases\n\n### Frameworks — §1.1\n\n"
        "- Weftline v2.8.0 — 2029-01-10 — Tessel: retries.\n"
        "- Weftline v2.9.0 — 2029-02-20 — Tessel: last 2.x release.\n\n"
        "### Coding — §1.2\n\n### Protocols — §1.3\n\n### Evals — §1.4\n\n"
        "- Harbor Long-Task Agent Bench (HLAB) v1.1 — 2029-03-01 — Harbor: 120 tasks.\n"
    )


def _apply(doc: str, *increments: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(*increments)
    return api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)


def test_a_book_title_lead_keeps_its_brackets_with_the_name() -> None:
    lead = "《流萤视觉 2.5》（Firefly-VL 2.5，萤光实验室 Glow Labs，2029-04-20）：百万像素输入。"
    assert lead_text(lead).startswith("流萤视觉 2.5（Firefly-VL 2.5，")
    assert lead_name(lead) == "流萤视觉 2.5"
    assert bracketed_latin(lead_text(lead)) == ("Firefly-VL 2.5",)
    assert lead_text("《低语 2》：表现力 TTS") == "低语 2：表现力 TTS"
    assert lead_text("「Harbor」网关") == "Harbor — 网关"


def test_brackets_name_the_same_release_in_latin() -> None:
    assert bracketed_latin("粤韵 ASR 1.4（Canto-Speech ASR 1.4，灵雀语音）：流式识别") == (
        "Canto-Speech ASR 1.4",
    )
    # a product's name beside a release is not that release's other name
    assert bracketed_latin("镜湖 1.6（Jinghu，灵渠）：向量库") == ()
    assert bracketed_latin("镜湖 1.6（Jinghu 1.5，灵渠）：向量库") == ()


def test_a_release_after_an_abbreviation_in_brackets_is_the_names() -> None:
    names = names_of("Harbor Long-Task Agent Bench (HLAB) v1.1")
    assert names.version == (1, 1)
    assert names_of("Harbor Long-Task Agent Bench v1.1").version == (1, 1)
    assert names_of("Weftline (Tessel) 与 HLAB").version == ()


@pytest.mark.parametrize(
    "said",
    [
        "Every final release is its own entry.",
        "Each release gets its own line, newest last.",
        "**一版一条**，条目首行写作《中文名 版本》。",
        "每个正式的主版本或次版本（2.5、0.9）单独成条。",
    ],
)
def test_release_log_wordings(said: str) -> None:
    assert versions.states_release_entries(said)


def test_a_candidate_goes_under_the_latest_final_release_where_the_log_says_so() -> None:
    assert versions.states_candidates_under_latest(LOG_RULES)
    opens = "A release candidate opens the entry of its release; the final is filed under it."
    assert not versions.states_candidates_under_latest(opens)
    report = _apply(_doc(LOG_RULES), increment(1, "Weftline 3.0.0rc1 — 首个候选版", section="§1.1"))
    (action,) = report.actions
    assert action.action == "updated" and "Weftline v2.9.0" in (action.matched or ""), action
    final = _apply(_doc(LOG_RULES), increment(1, "Weftline 3.0.0 正式版发布", section="§1.1"))
    assert final.actions[0].action == "inserted", final.actions[0]
    # without the rule (the conventions say nothing of candidates): a new entry
    plain = _doc("## How the log is kept\n\nEvery final release is its own entry.\n")
    report = _apply(plain, increment(1, "Weftline 3.0.0rc1 — 首个候选版", section="§1.1"))
    assert report.actions[0].action == "inserted", report.actions[0]


def test_conventions_under_a_heading_before_the_anchors_are_read() -> None:
    """The next edition of a per-release log's benchmark, named by its abbreviation, is a new
    entry: the conventions (under `## How the log is kept`) give every release an entry."""
    report = _apply(_doc(LOG_RULES), increment(1, "HLAB v1.2 — 新增 200 步赛道", section="§1.4"))
    assert report.actions[0].action == "inserted", report.actions[0]


def test_a_follow_up_of_the_repository_the_title_cites_goes_to_its_latest_release() -> None:
    """heldout53 `OpenHands arm64 运行时挂起回归（All-Hands-AI/OpenHands#10412）` against
    `OpenHands v1.8.0` where the log files follow-ups under the latest release: the title's
    first word is the cited repository's name (without the citation, `OpenHands arm64` is
    no name the log holds)."""
    rules = (
        "## How the log is kept\n\nEvery final release is its own entry. Non-release follow-ups "
        "(incidents, benchmarks) go as dated sub-bullets under the product's most recent "
        "release line.\n"
    )
    doc = _doc(rules).replace(
        "### Coding — §1.2\n\n",
        "### Coding — §1.2\n\n- Bosun v1.7.0 — 2029-02-01 — Keel AI: runtimes.\n"
        "- Bosun v1.8.0 — 2029-03-05 — Keel AI: pooled runtimes.\n\n",
    )
    cited = increment(1, "Bosun arm64 运行时挂起回归（keel-ai/Bosun#10412）", section="§1.2")
    report = _apply(doc, cited)
    assert report.actions[0].action == "updated", report.actions[0]
    assert "Bosun v1.8.0" in (report.actions[0].matched or "")
    uncited = increment(1, "Bosun arm64 运行时挂起回归", section="§1.2")
    assert _apply(doc, uncited).actions[0].action == "inserted"


def test_a_repository_path_in_the_brackets_after_a_chinese_name_is_the_entrys() -> None:
    """heldout53 `[潮汐 PG MCP](…)（tidewater/pg-mcp，Tidewater）`: `tidewater/pg-mcp 0.8.3` is
    that entry's release; a path later in the lead, or after a Latin name, is not read so."""
    lead = "潮汐 PG MCP（tidewater/pg-mcp，Tidewater）：Postgres MCP 服务器"
    assert bracketed_repository(lead, "潮汐 PG MCP") == ("tidewater/pg-mcp",)
    assert bracketed_repository("潮汐 PG MCP：基于（tidewater/pg-mcp）", "潮汐 PG MCP") == ()
    assert bracketed_repository("PG Tide（tidewater/pg-mcp）", "PG Tide") == ()
    doc = _doc("").replace(
        "### Protocols — §1.3\n\n",
        "### Protocols — §1.3\n\n- [潮汐 PG MCP](https://github.com/tidewater/pg-mcp)"
        "（tidewater/pg-mcp，Tidewater）：Postgres MCP 服务器。\n\n",
    )
    report = _apply(doc, increment(1, "tidewater/pg-mcp 0.8.3 — 修复只读绕过", section="§1.3"))
    assert report.actions[0].action == "updated", report.actions[0]
    other = _apply(doc, increment(1, "seaside/pg-mcp 0.8.3 — 另一家的同名仓库", section="§1.3"))
    assert other.actions[0].action == "inserted", other.actions[0]


def test_a_model_size_after_a_release_is_no_part_of_the_name() -> None:
    """heldout54 `Kestrel-VL 1.3 34B 权重放出`, `Lumora VL 2.5 2B 端侧版`: the release's weights."""
    assert names_of("Kestrel-VL 1.3 34B 权重放出").version == (1, 3)
    assert names_of("Lumora VL 2.5 2B 端侧版").version == (2, 5)
    assert names_of("Kestrel-VL 1.3 34B").bare == names_of("Kestrel-VL 1.3").bare
    # a size with no release before it is left to the size rules
    assert names_of("Kestrel-VL 2B 量化版").version == ()


def _catalogue(preamble: str) -> str:
    return (
        f"# multimodal living document\n\n{preamble}\n\n## §1.1 VLMs\n\n## §1.2 Speech\n\n"
        "- **Warbler** — *Fennic Audio* — expressive TTS with inline emotion tags; v2 released "
        "2029-03-30.\n- **Oriole** — *Fennic Audio* — streaming ASR.\n\n## §1.3 Video\n\n"
        "## §1.4 Serving\n"
    )


def test_a_generation_of_a_product_whose_lead_logs_its_releases() -> None:
    """heldout54 `Murmur 2 情感标签 API 开放` against `**Murmur** — … — v2 released …` where the
    preamble keeps one entry per product: the product's news, not a successor's entry."""
    title = increment(1, "Warbler 2 情感标签 API 开放 — 强度 0–1 连续值", section="§1.2")
    stated = _catalogue("**One entry per product**: releases are dated sub-bullets under it.")
    report = _apply(stated, title)
    assert report.actions[0].action == "updated", report.actions[0]
    assert "Warbler" in (report.actions[0].matched or "")
    unstated = _apply(_catalogue("Kept nightly."), title)
    assert unstated.actions[0].action == "inserted", unstated.actions[0]


def test_an_advisory_led_by_its_id_goes_to_its_product_where_the_preamble_says_so() -> None:
    """heldout53 `GHSA-7q4m-2xv9-hc3r — tidewater/pg-mcp 只读模式可被多语句绕过`: the preamble files
    advisories under the product's entry; without that sentence, the advisory is new."""
    assert versions.states_advisories_under_entry(
        "新版本、补丁、安全公告、事故都写成条目下带日期的子要点。"
    )
    assert not versions.states_advisories_under_entry(
        "Security advisories get their own entry in §1.4, led by the advisory id."
    )

    def doc(rule: str) -> str:
        return (
            f"# agent 活文档\n\n> {rule}\n\n## §1.1 编码\n\n## §1.2 框架\n\n## §1.3 协议\n\n"
            "- [潮汐 PG MCP](https://github.com/tidewater/pg-mcp)（tidewater/pg-mcp，Tidewater）"
            "：Postgres MCP 服务器。\n\n## §1.4 评测\n"
        )

    title = increment(1, "GHSA-7q4m-2xv9-hc3r — tidewater/pg-mcp 只读模式可被绕过", section="§1.3")
    under = _apply(
        doc("约定：一个产品一个条目；新版本、安全公告都写成条目下带日期的子要点。"), title
    )
    assert under.actions[0].action == "updated", under.actions[0]
    assert "潮汐 PG MCP" in (under.actions[0].matched or "") or "pg-mcp" in (
        under.actions[0].matched or ""
    )
    apart = _apply(doc("约定：一个产品一个条目。"), title)
    assert apart.actions[0].action == "inserted", apart.actions[0]


def test_a_repository_path_then_the_word_for_it_is_about_that_repository() -> None:
    """heldout54 `halcyon-labs/lumora-vl 仓库新增 vLLM / SGLang 官方部署脚本`: the repository's
    news (vLLM and SGLang are its deployment targets), for `**Lumora-VL** — *Halcyon Labs*`."""
    doc = (
        "# multimodal\n\n## §1.1 VLMs\n\n- **Lumora-VL** — *Halcyon Labs* — open VLM family.\n"
        "\n## §1.2 Speech\n\n## §1.3 Video\n\n## §1.4 Serving\n\n- **vLLM** — *vLLM* — engine.\n"
    )
    title = "halcyon-labs/lumora-vl 仓库新增 vLLM / SGLang 官方部署脚本"
    report = _apply(doc, increment(1, title, section="§1.1"))
    assert report.actions[0].action == "updated", report.actions[0]
    assert "Lumora-VL" in (report.actions[0].matched or "")
    other = "halcyon-labs/lumora-vl 新增 vLLM / SGLang 官方部署脚本"  # (no word for the repo)
    assert "Lumora-VL" not in (
        _apply(doc, increment(1, other, section="§1.1")).actions[0].matched or ""
    )


def test_a_chinese_then_latin_title_finds_a_release_entry_a_night_announced() -> None:
    """heldout53 `羽笔 Quill 2.4 登顶 SWE-bench Verified` against `Quill v2.3.0 — …` and a night's
    `**Quill v2.4.0 发布 — 后台任务队列**` (Chinese only in the word announcing the release)."""
    doc = _doc(LOG_RULES).replace(
        "### Coding — §1.2\n\n",
        "### Coding — §1.2\n\n- Quillpen v2.3.0 — 2029-03-12 — Lattice: sub-agents.\n"
        "- **Quillpen v2.4.0 发布 — 后台任务队列** ⭐⭐⭐⭐（2029-04-02）：后台任务队列。\n\n",
    )
    title = increment(1, "羽毛笔 Quillpen 2.4 基准成绩 — 官方榜 72.4%", section="§1.2")
    report = _apply(doc, title)
    assert report.actions[0].action == "updated", report.actions[0]
    assert "Quillpen v2.4.0" in (report.actions[0].matched or "")


def test_a_release_rule_given_as_an_exception_is_scoped() -> None:
    """A blind week (heldout52): `例外：推理引擎按 minor 版本单列条目（一版一条）` gives engines an
    entry per release, not every kind of thing."""
    said = "约定：一个产品一条。\n例外：推理引擎按 minor 版本单列条目（一版一条，如 v0.31、v0.32 各一条）。"
    assert versions.states_release_entries(said)
    assert not versions.states_release_entries_for_all(said)
    assert versions.states_release_entries_for_all("一版一条：每个版本单独成条。")


def test_a_relation_line_continuing_a_launch_entry_by_name_outweighs_the_engine_rule() -> None:
    """A blind week (heldout52): `Vesper 0.3 — 第三方复现` with `续 3-05 Vesper 锚定`, against a
    night's launch entry `**Vesper（暮星）— 新推理引擎**` where engines get an entry per release:
    the editor's line names that entry; without it, another release's new entry."""
    doc = (
        "# inference 活文档\n\n> 约定：一个产品一条。例外：推理引擎按 minor 版本单列条目（一版一条）。\n\n"
        "## §1.1 框架\n\n- **Vesper（暮星）— Rust 编写的新推理引擎** ⭐⭐⭐（2029-03-05）：开源推理引擎 "
        "<!-- livedoc:id=2029-03-05#4 -->\n\n## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 可靠性\n"
    )
    title = "Vesper 0.3 — 第三方复现：吞吐领先缩小到 9%"
    tied = increment(
        1, title, section="§1.1", extra="与活文档现有脉络的关系：续 3-05 Vesper 锚定\n"
    )
    assert _apply(doc, tied).actions[0].action == "updated"
    assert _apply(doc, increment(1, title, section="§1.1")).actions[0].action == "inserted"


def test_a_preamble_filing_incidents_apart_keeps_a_bug_with_its_issue_apart() -> None:
    """A blind week (heldout55): `事故、漏洞单独成条，放 §1.4` — a bug with its own issue
    (`Prismstore 2.4.1 HNSW 重建后召回骤降（prismdata/prismstore#3127）`) is not the product's
    news; without that sentence (and no editor's incident entry), it is."""
    from patcher.plan import incidents

    assert incidents.states_incident_entries("> 事故、漏洞单独成条，放 §1.4。")
    assert not incidents.states_incident_entries("> 事故不单独成条，记在产品条目下。")

    def doc(rule: str) -> str:
        return (
            f"# rag 活文档\n\n> 一产品一条目。{rule}\n\n## §1.1 框架\n\n## §1.2 向量库\n\n"
            "- **棱镜库 Prismstore**（棱镜数据）：开源向量数据库。\n\n## §1.3 嵌入\n\n## §1.4 可靠性\n"
        )

    title = "Prismstore 2.4.1 HNSW 重建后召回骤降（prismdata/prismstore#3127）"
    bug = increment(1, title, section="§1.4")
    assert _apply(doc("事故、漏洞单独成条，放 §1.4。"), bug).actions[0].action == "inserted"
    assert _apply(doc(""), bug).actions[0].action == "updated"


def test_a_two_language_name_whose_chinese_part_holds_latin_words_goes_by_its_tail() -> None:
    """heldout55 `**Postgres 向量扩展 pgvector**`, `**RAG竞技场 RAGArena**`, `**Cohere 重排 Cohere
    Rerank**`: the Latin tail is the name; not a sentence's last word (`Orbweaver 更名为 Weft`),
    not a kind (`推理优化 KV`), not a release."""
    from patcher.plan.evidence import latin_tail
    from patcher.text.glossary import Glossary

    glossary = load_map(find_map(None, Path("/nonexistent"))).identity.terms
    assert latin_tail("Postgres 向量扩展 pgvector", (), glossary) == ("pgvector",)
    assert latin_tail("RAG竞技场 RAGArena", (), glossary) == ("RAGArena",)
    assert latin_tail("Cohere 重排 Cohere Rerank", (), glossary) == ("Cohere Rerank",)
    assert latin_tail("Orbweaver 更名为 Weft", (), glossary) == ()
    assert latin_tail("FlashInfer 适配 SGLang", (), glossary) == ()
    assert latin_tail("Lumen 推理优化 KV", (), glossary) == ()
    assert latin_tail("Lumen 部署指南 v2", (), glossary) == ()
    assert latin_tail("镶石 Tessera", ("Tessera",), Glossary()) == ()
    doc = (
        "# rag 活文档\n\n> 一产品一条目。\n\n## §1.1 框架\n\n## §1.2 向量库\n\n"
        "- **Postgres 向量扩展 pgvector**（pgvector 社区）：PostgreSQL 向量类型。\n\n"
        "## §1.3 嵌入\n\n## §1.4 评测\n"
    )
    report = _apply(doc, increment(1, "pgvector v0.9.0 发布 — halfvec 默认", section="§1.2"))
    assert report.actions[0].action == "updated", report.actions[0]


def test_a_repository_path_whose_owner_is_in_capitals() -> None:
    """heldout55 `BAAI/bge-m3 发布 int8 ONNX 权重` against `[BGE-M3](…/BAAI/bge-m3) · BAAI · …`;
    `TCP/IP`, `A/B` stay no paths."""
    from patcher.plan.evidence.index_name_rules import _TITLE_REPO_PATH

    assert _TITLE_REPO_PATH.match("BAAI/bge-m3 发布")
    assert _TITLE_REPO_PATH.match("TCP/IP 栈") is None
    assert _TITLE_REPO_PATH.match("A/B 测试") is None
    doc = (
        "# rag\n\n## §1.1 Frameworks\n\n## §1.2 Stores\n\n## §1.3 Embeddings\n\n"
        "* [BGE-M3](https://huggingface.co/BAAI/bge-m3) · BAAI · dense + sparse embeddings.\n\n"
        "## §1.4 Evals\n"
    )
    report = _apply(doc, increment(1, "BAAI/bge-m3 发布 int8 ONNX 权重", section="§1.3"))
    assert report.actions[0].action == "updated", report.actions[0]


def _pinned_log() -> str:
    return (
        "# agent release log\n\n* **One entry per release.** Every lead is a code span "
        "`name@X.Y.Z`; post-release facts are `Update` sub-bullets of that release.\n\n"
        "## §1.1 Frameworks\n\n- `brineway@3.1.0` — Saltmarsh's workflow engine, retries.\n\n"
        "## §1.2 Tools\n\n- `quaymaster==0.4.2` — dock scheduler for tool calls.\n\n"
        "## §1.3 Evals\n\n## §1.4 Incidents\n"
    )


@pytest.mark.parametrize(
    ("title", "action"),
    [
        ("Brineway 3.2 — 子流程超时与补偿事务", "inserted"),
        ("Quaymaster 0.5 发布 — 并行调度", "inserted"),
        ("Brineway 3.1 第三方评测 — 长流程成功率 71%", "updated"),
    ],
)
def test_a_code_span_pinning_a_package_to_a_release_is_that_release(
    title: str, action: str
) -> None:
    """heldout66 `` `toolmesh@2.0.0` — … `` in a log of one entry per release: `ToolMesh 2.1` is
    another release (a new entry), a score of 2.0 that release's news."""
    report = _apply(_pinned_log(), increment(1, title, section="§1.1"))
    assert report.actions[0].action == action, report.actions[0]


def _major_pinned_log() -> str:
    return (
        "# agent lines\n\n* **One entry per major version line.** The lead is a code span "
        "`name@MAJOR`, then the name; a new major version opens a new entry.\n\n"
        "## §1.1 Frameworks\n\n- `gantline@2` Gantline 2.x (Ropewalk) — workflow engine; 2.3.\n"
        "- `gantline@1` Gantline 1.x (Ropewalk) — legacy line.\n\n## §1.2 Tools\n\n"
        "## §1.3 Evals\n\n## §1.4 Incidents\n"
    )


@pytest.mark.parametrize(
    ("title", "action"),
    [
        ("Gantline 3.0 — 事件流重写", "inserted"),
        ("Gantline 2.4 — 子流程超时", "updated"),
        ("Gantline 1.9.2 — 安全修复", "updated"),
    ],
)
def test_a_code_span_pinning_a_package_to_a_major_is_that_major_line(
    title: str, action: str
) -> None:
    """heldout99 `` `hivemind@1` Hivemind 1.x — … `` (npm's `pkg@2`): the 1.x line, so the next
    major is an entry of its own where the preamble gives each major one, a minor release of
    a line that line's news."""
    assert lead_text("`gantline@2` Gantline 2.x (Ropewalk) — x").startswith("gantline 2.x")
    report = _apply(_major_pinned_log(), increment(1, title, section="§1.1"))
    assert report.actions[0].action == action, report.actions[0]
    if action == "updated":
        major = title.split()[1].split(".")[0]
        assert f'"gantline {major}.x"' in (report.actions[0].matched or ""), report.actions[0]


@pytest.mark.parametrize(
    ("title", "action"),
    [
        ("Gantline 长任务内存泄漏 — 社区复现", "updated"),
        ("Petrelkit 停止维护 — 团队并入 Ropewalk", "updated"),
        ("Gantline 4.0 预告", "inserted"),
    ],
)
def test_a_product_named_without_a_release_goes_to_its_one_major_line(
    title: str, action: str
) -> None:
    """heldout99 `Engram 长会话写放大`, `Corvid 停止维护` against `` `engram@1` ``: a product
    named with no release is news of its one major line's entry (here in a section whose two
    Gantline lines keep releases apart: `Gantline` then names two lines, a possibility only)."""
    doc = _major_pinned_log().replace(
        "- `gantline@1` Gantline 1.x (Ropewalk) — legacy line.\n",
        "- `petrelkit@0` Petrelkit 0.x (Ropewalk) — agent sandbox; 0.6.\n",
    )
    report = _apply(doc, increment(1, title, section="§1.1"))
    assert report.actions[0].action == action, report.actions[0]
    both = _apply(_major_pinned_log(), increment(1, "Gantline 长任务内存泄漏", section="§1.1"))
    assert both.actions[0].action == "inserted", both.actions[0]


def test_a_lead_led_by_an_arxiv_id_in_a_code_span_goes_by_the_name_after_it() -> None:
    """heldout99 `` `arXiv:2601.11820` RecallBench — … `` (`One entry per arXiv id: the lead is
    the id in a code span`): the paper goes by the name after its id, so a leaderboard news of
    that benchmark without the id finds it."""
    lead = "`arXiv:2604.03317` Tidegauge — long-context retrieval benchmark."
    assert lead_text(lead).startswith("Tidegauge（arXiv:2604.03317）")
    assert lead_name(lead) == "Tidegauge"
    doc = _major_pinned_log().replace("## §1.3 Evals\n", f"## §1.3 Evals\n\n- {lead}\n")
    board = _apply(doc, increment(1, "Tidegauge 新榜：Gantline 2.3 居首", section="§1.3"))
    assert board.actions[0].action == "updated", board.actions[0]
