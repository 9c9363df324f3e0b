"""Issue 21, heldout50/51 (agent, rag): readings of leads and briefings an unseen convention
writes — a name written twice across its two-language slash (`**OpenHands**｜OpenHands｜…`,
`【RAGFlow / RAGFlow】`), the abbreviation in brackets after a lead's bar half, a lead's own
denial (`（与 Kestrel Systems 无关）`) that names no maker of its own, a preamble whose
`Everything else` sentence files follow-ups (not entries of their own), a short form the
sources line defines, a reproduction of results (`本条是 X 的成绩复现`), and the longer of two
whole names a title starts with."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.document.identity import lead_text
from patcher.plan import versions
from patcher.plan.evidence import NameIndex, Verdict, relation_names, subject
from patcher.plan.evidence.abbreviations import _point_short_of
from patcher.plan.evidence.relations import _CONTINUATIONS
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT
from tests.test_evidence_incidents import Read, index


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def _decide(
    names: NameIndex, title: str, anchor: str, relation: str = "", sources: str = ""
) -> Verdict:
    return names.decide(title, relation, [], anchor, sources=sources)


def test_a_name_written_twice_across_the_slash_is_one_name() -> None:
    assert (
        subject(lead_text("【RAGFlow / RAGFlow】以深度文档理解为核心的开源 RAG 引擎")) == "RAGFlow"
    )
    assert subject("**OpenHands**｜OpenHands｜All Hands AI — 开源软件工程智能体平台") == "OpenHands"
    assert subject("**羽匠**｜Quillsmith｜北辰智能 — 终端编码智能体") == "羽匠 / Quillsmith"


@pytest.mark.parametrize(
    ("lead", "title"),
    [
        (
            "**OpenHands**｜OpenHands｜All Hands AI — 开源软件工程智能体平台。",
            "OpenHands 2.0.0rc1 — 远程沙箱",
        ),
        ("**Aider**｜Aider｜开源社区 — 终端结对编程工具，git 原生。", "Aider v0.93 — 移除语音输入"),
        (
            "【LlamaIndex / LlamaIndex】RAG 数据框架（LlamaIndex Inc.）",
            "LlamaIndex 属性图检索器 — 混合检索",
        ),
    ],
)
def test_a_product_whose_two_names_are_one_takes_its_news(
    glossary: Glossary, lead: str, title: str
) -> None:
    """heldout50 zh, heldout51 zh: one entry per product, its Chinese name its Latin one."""
    names = index(
        glossary, ("**羽匠**｜Quillsmith｜北辰智能 — 终端编码智能体。", "§1.1"), (lead, "§1.1")
    )
    assert _decide(names, title, "§1.1").chosen == 1


def test_the_abbreviation_after_a_bar_half_names_the_entry(glossary: Glossary) -> None:
    lead = (
        "**智能体互操作协议**｜Agent Interop Protocol（AIP）｜开放智能体联盟 — 任务委派协议草案。"
    )
    assert subject(lead) == "智能体互操作协议 / Agent Interop Protocol (AIP)"
    names = index(
        glossary, ("**MCP 规范**｜MCP Spec｜MCP 工作组 — 开放协议。", "§1.2"), (lead, "§1.2")
    )
    assert _decide(names, "AIP 0.4 草案 — 智能体互操作协议加入能力协商", "§1.2").chosen == 1
    assert _decide(names, "AIP 0.4 草案 — 能力协商", "§1.1").chosen is None  # (1.5 alone)


def test_a_leads_own_denial_names_no_maker_of_its_own(glossary: Glossary) -> None:
    """heldout50 zh `（与 Kestrel Systems 无关）` in the gateway's lead: a relation line denying
    Kestrel Systems' agents is no denial of the gateway."""
    gateway = "**隼关**｜Kestrel Gateway｜青岚科技 — MCP 网关（与 Kestrel Systems 无关）。"
    agents = "**隼群**｜Kestrel Agents｜Kestrel Systems — 多智能体协作框架。"
    names = index(glossary, (agents, "§1.1"), (gateway, "§1.2"))
    relation = (
        "与 Kestrel Systems 的 Kestrel Agents 无关（同名不同厂）；续 青岚科技 Kestrel Gateway 0.6"
    )
    assert _decide(names, "Kestrel Gateway 0.7 — OAuth 设备码", "§1.2", relation).chosen == 1
    denied = "与 Kestrel Systems 无关"  # (a denial of the agents' maker: not the agents')
    assert _decide(names, "Kestrel Agents 2.5 — 角色预算", "§1.1", denied).chosen is None


def test_everything_else_filed_as_follow_ups_does_not_scope_the_release_rule() -> None:
    follow = (
        "* **One entry per release.** Each major or minor release gets its own entry.\n"
        "* **Everything else** (benchmarks, renames, bug reports) is a follow-up under the\n"
        "  entry of the release it concerns, normally the product's latest release."
    )
    assert versions.states_release_entries_for_all(follow)
    scoped = "Engines get one entry per release; everything else gets one entry per product."
    assert not versions.states_release_entries_for_all(scoped)
    assert not versions.states_release_entries_for_all(
        "约定：§1.1 每个版本一条；其余各节按产品立条。"
    )


def test_a_short_form_the_sources_line_defines(glossary: Glossary) -> None:
    sources = "inbox/jay/2029-01-11-coding-agents.md §1(Quillsmith,下称 QS);github.com/x/y"
    assert _point_short_of(sources, "QS") == "Quillsmith"
    assert _point_short_of("Hopwright,下称 QS", "QS") is None  # (letters it does not give)
    names = index(glossary, ("**羽匠**｜Quillsmith｜北辰智能 — 终端编码智能体。", "§1.1"))
    title = "QS 3.3-rc2 — 修复 rc1 子智能体死锁"
    assert _decide(names, title, "§1.1", sources=sources).chosen == 0
    assert _decide(names, title, "§1.1").chosen is None


def test_a_reproduction_of_a_releases_results_continues_it(glossary: Glossary) -> None:
    relation = "§1.4 已有 SWE-bench Verified 2.0 锚定（背景）；本条是 OpenHands 1.9 的成绩复现"
    assert relation_names(relation, _CONTINUATIONS) == ["OpenHands 1.9"]
    names = index(
        glossary,
        ("**OpenHands 1.9** (2028-12-12, All Hands AI) — 多仓库工作区。", "§1.1"),
        ("**SWE-bench Verified** (Princeton) — 人工核验任务子集。", "§1.4"),
    )
    title = "OpenHands 1.9 SWE-bench Verified 第三方复现 71.2%"
    assert _decide(names, title, "§1.1", relation).chosen == 0
    assert relation_names("与 OpenHands 1.9 的成绩复现", _CONTINUATIONS) == []


def test_the_longer_whole_name_a_title_starts_with(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("【筛排 / Sieve-Rerank】交叉编码重排模型（Marlow AI）", "§1.2"),
        ("【筛排二代 / Sieve-Rerank-v2】覆盖 100+ 语种（Marlow AI）", "§1.2"),
    )
    verdict = _decide(names, "Sieve Rerank v2 large 延迟实测 — A100 上 38 ms", "§1.2")
    assert verdict.chosen == 1


def test_a_short_form_taking_the_names_capitals_in_another_order(glossary: Glossary) -> None:
    """heldout31 `**长视频评测**（VidEval-Long，简称 LVE，…）` and `[VidEval-Long (LVE)]`: Long
    Video Eval, the name's capitals in English order."""
    for lead in (
        "**长视频评测**（VidEval-Long，简称 LVE，arXiv:2707.20111）：长视频问答基准。",
        "[VidEval-Long (LVE)](https://arxiv.org/abs/2707.20111) — long-video QA benchmark.",
    ):
        names = index(
            glossary, ("**声海语料**（VoxCorpus-10K）：语音语料。", "§1.3"), (lead, "§1.3")
        )
        assert _decide(names, "LVE v1.1 — 新增小时级视频子集", "§1.3").chosen == 1, lead
    assert _point_short_of("VidEval-Long（下称 VEX）", "VEX") is None  # (not its capitals)


def test_a_bare_continuation_after_an_aside(glossary: Glossary) -> None:
    """heldout31 `声海语料（VoxCorpus-10K）续：数据量翻倍后更名 20K`."""
    relation = "声海语料（VoxCorpus-10K）续：数据量翻倍后更名 20K"
    assert relation_names(relation, _CONTINUATIONS) == ["声海语料"]
    for other in ("声海语料（VoxCorpus-10K）持续更新", "声海语料 续航"):
        assert relation_names(other, _CONTINUATIONS) == [], other
    names = index(glossary, ("**声海语料**（VoxCorpus-10K，arXiv:2706.09876）：语料。", "§1.3"))
    assert _decide(names, "VoxCorpus 20K — 声海语料扩展至 2 万小时", "§1.3", relation).chosen == 0


def test_a_clause_saying_the_increment_is_the_documents_entry(glossary: Glossary) -> None:
    """heldout31 `即活文档 §1.1 的织像（PixelLoom），更名后续写`: the entry going by PixelLoom."""
    relation = "即活文档 §1.1 的织像（PixelLoom），更名后续写"
    assert relation_names(relation, _CONTINUATIONS) == ["织像"]
    assert relation_names("即将推出 Foo 更新", _CONTINUATIONS) == []
    names = index(
        glossary,
        ("[PixelLoom](https://chengjing.ai/pixelloom) — Chengjing Lab's document VLM.", "§1.1"),
    )
    title = "织像更名为 LoomVision — 文档理解 VLM 二代上线"
    assert _decide(names, title, "§1.1", relation).chosen == 0


def test_a_clause_naming_the_documents_entry_alone(glossary: Glossary) -> None:
    """heldout121 `即 §1.1 X（Y）条目，改名后的 1.0 版本`: `即` and the entry, the clause ending
    at `条目`, is that entry (a rename's first release); not `X 条目的竞品` (another thing)."""
    relation = "即 §1.2 雁阵（Skein）条目，更名后的 2.0 版本"
    assert relation_names(relation, _CONTINUATIONS) == ["雁阵"]
    assert relation_names("即 §1.2 雁阵（Skein）条目的竞品", _CONTINUATIONS) == []
    assert relation_names("即将并入 雁阵 条目", _CONTINUATIONS) == []
    names = index(glossary, ("**雁阵（Skein）**：多路检索编排器。", "§1.2"))
    title = "Gannet Flow 2.0 发布（Skein 更名）"
    assert _decide(names, title, "§1.2", relation).chosen == 0


def test_a_chinese_name_glued_to_its_kind_read_by_its_paired_latin_name(
    glossary: Glossary,
) -> None:
    """heldout50 en `灵枢编码智能体 1.6.1 补丁`: the Chinese name the brackets after `Lingshu
    Coder 1.5` give it (`(…, Yunshan AI; 灵枢)`), glued to the kind its lead says (`coding
    agent`, 编码智能体): a patch of `Lingshu Coder 1.6`, the night's entry."""
    names = index(
        glossary,
        (
            "* **Lingshu Coder 1.5** (2028-12-22, Yunshan AI; 灵枢) — enterprise coding agent.",
            "§1.1",
        ),
        ("**Lingshu Coder 1.6 发布：仓库级长期记忆**", "§1.1"),
    )
    assert _decide(names, "灵枢编码智能体 1.6.1 补丁 — 记忆文件冲突合并", "§1.1").chosen == 1
    assert _decide(names, "灵枢浏览器 1.6.1 补丁 — 修复", "§1.1").chosen is None  # (no kind)
    zh = index(
        glossary, ("**灵枢**｜Lingshu Coder｜云杉智能 — 面向企业代码库的编码智能体。", "§1.1")
    )
    assert _decide(zh, "灵枢编码智能体 1.6.1 补丁 — 记忆文件冲突合并", "§1.1").chosen == 0


def test_a_follow_up_naming_a_one_word_product_takes_its_latest_release(
    glossary: Glossary,
) -> None:
    """heldout50 en `Wayfarer→Pathwright 更名：…` where `Wayfarer 1.0` and `Wayfarer 1.1` are
    both named and the preamble files follow-ups under the latest release: 1.1's."""
    leads = (
        "* **Wayfarer 1.0** (2028-12-15, Mistisle) — 浏览器智能体。",
        "* **Wayfarer 1.1** — 表单。",
    )
    for latest, chosen in ((True, 1), (False, None)):
        names = NameIndex(glossary=glossary, stated_latest=lambda latest=latest: latest)
        for lead in leads:
            names.add(Read(lead), "§1.3", [])
        title = "Wayfarer→Pathwright 更名：新品牌站与迁移指南上线"
        assert _decide(names, title, "§1.3").chosen == chosen, latest


def test_a_clause_saying_another_thing_only_shares_the_prefix(glossary: Glossary) -> None:
    """heldout50 `与 01-08 的 Harbor Eval 只是同名前缀，无关`: about Harbor Eval, not the
    registry the title names."""
    names = index(
        glossary,
        ("**港湾注册中心**｜Harbor MCP Registry｜OpenMesh — 开源 MCP 服务器注册表。", "§1.2"),
        ("**Harbor Eval 0.3 — 开源智能体评测 harness**", "§1.4"),
    )
    title = "Harbor MCP Registry 1.3 — 私有命名空间与服务器签名校验"
    relation = "与 01-08 的 Harbor Eval 只是同名前缀，无关"
    assert _decide(names, title, "§1.2", relation).chosen == 0
    assert _decide(names, "Harbor Eval 0.4 — 新基准", "§1.4", relation).chosen is None


def test_a_clause_saying_another_thing_is_a_namesake(glossary: Glossary) -> None:
    """heldout107 `已有 X 1.3 锚定;与 11-14 锚定的 X-OCR 2(…)同名不同物`: about the namesake the
    clause names, not the entry the title names whole."""
    names = index(
        glossary,
        ("**Quokka 记忆层** — 智能体长期记忆（Quokka OSS）。", "§1.1"),
        ("**Quokka-Vision 3 — 袋鼬视觉发布 OCR 模型**", "§1.1"),
    )
    title = "Quokka 记忆层 2.2 —— 写入吞吐翻倍"
    relation = "- 已有 Quokka 记忆层 2.1 锚定;与 05-02 锚定的 Quokka-Vision 3(袋鼬视觉)同名不同物"
    assert _decide(names, title, "§1.1", relation).chosen == 0
    assert _decide(names, "Quokka-Vision 4 — 新模型", "§1.1", relation).chosen is None


def test_a_relation_name_with_a_dated_edition_names_the_product(glossary: Glossary) -> None:
    """heldout50 zh `续 MCP 规范 2028-11-25 条目` where the product's entry keeps its editions."""
    names = index(
        glossary,
        ("**MCP 规范**｜Model Context Protocol Specification｜MCP 工作组 — 协议。", "§1.2"),
    )
    title = "MCP 规范 2029-01 修订候选 — 流式 HTTP 会话恢复"
    assert _decide(names, title, "§1.2", "续 MCP 规范 2028-11-25 条目").chosen == 0
    assert _decide(names, title, "§1.2", "续 Other 规范 2028-11-25 条目").chosen is None


def test_a_name_without_the_entrys_inner_acronym(glossary: Glossary) -> None:
    """heldout50 zh `Harbor Registry v1.2.3` for `Harbor MCP Registry`: 1.5, the section
    agreeing; not `Harbor Eval`, not an acronym at either end."""
    registry = ("**港湾注册中心**｜Harbor MCP Registry｜OpenMesh — 开源 MCP 服务器注册表。", "§1.2")
    names = index(glossary, registry, ("**Harbor Eval 0.3 — 开源智能体评测 harness**", "§1.4"))
    title = "Harbor Registry v1.2.3（补丁）— 修复镜像同步产生重复条目"
    assert _decide(names, title, "§1.2").chosen == 0
    assert _decide(names, title, "§1.4").chosen is None  # (1.5 alone: possibly)
    assert _decide(names, "Harbor Gateway 0.2 — 新网关", "§1.2").chosen is None


def test_a_point_pairing_the_titles_chinese_name_with_a_latin_one(glossary: Glossary) -> None:
    """heldout51 en `织网检索2.0发布` with the point `织网检索（WeaveRetriever）2.0：…`."""
    names = index(glossary, ("- WeaveRetriever — Loomwork. Hybrid retrieval library, 1.x.", "§1.1"))
    title = "织网检索2.0发布 — 规则层改为声明式 DSL"
    point = "织网检索（WeaveRetriever）2.0：规则层改为声明式 DSL"
    verdict = names.decide(title, "", [], "§1.1", points=(point,))
    assert verdict.chosen == 0
    other = "镶嵌库（WeaveRetriever）2.0：另一个名字"  # (not the title's Chinese name)
    assert names.decide(title, "", [], "§1.1", points=(other,)).chosen is None


def test_a_cve_the_title_says_its_news_came_after_is_background(glossary: Glossary) -> None:
    """heldout50 `Ledgerline MCP 1.5 — 只读模式默认开启（CVE-2029-10433 之后的加固）`: a release
    of the product, not the advisory's news (its key a possibility at most)."""
    key = ["cve:CVE-2029-10433"]
    names = NameIndex(glossary=glossary)
    names.add(
        Read("**账线**｜Ledgerline MCP｜Ferrous Data — 面向 Postgres 的 MCP 服务器。"), "§1.2", []
    )
    names.add(Read("**LedgerLine-MCP 1.4.2 安全公告 CVE-2029-10433 — 路径穿越**"), "§1.4", key)
    title = "Ledgerline MCP 1.5 — 只读模式默认开启（CVE-2029-10433 之后的加固）"
    assert names.decide(title, "", key, "§1.2").chosen == 0
    fix = "LedgerLine-MCP 1.4.3 — 修复 CVE-2029-10433"
    assert names.decide(fix, "", key, "§1.4").chosen == 1


def test_an_abbreviation_as_the_latin_half_is_a_short_name(glossary: Glossary) -> None:
    """heldout51 zh `【上下文段落压缩 / CPC】`: `CPC 压缩率提升到 8×` continues it with the section
    agreeing (1.5, as `**TGI**`); a possibility otherwise."""
    names = index(glossary, ("【上下文段落压缩 / CPC】查询感知的段落压缩（Yarrow Lab）", "§1.2"))
    title = "CPC 压缩率提升到 8× — 同等答案 F1"
    assert _decide(names, title, "§1.2").chosen == 0
    verdict = _decide(names, title, "§1.1")
    assert verdict.chosen is None and verdict.candidate == 0


def test_a_mixed_name_led_by_four_chinese_characters(glossary: Glossary) -> None:
    """heldout31 zh `图表问答 Pro 中文扩展集` for `**PlotQA-Pro**（图表问答 Pro，复光大学）`: the
    bracket's mixed name, four Chinese characters and `Pro`, starts the title (1.5)."""
    lead = "**PlotQA-Pro**（图表问答 Pro，复光大学）：科研图表问答数据集，4.2 万题。"
    names = index(glossary, (lead, "§1.3"))
    assert _decide(names, "图表问答 Pro 中文扩展集 — 新增 1.8 万道中文图表题", "§1.3").chosen == 0
    assert _decide(names, "图表 Pro 中文扩展集 — 新增", "§1.3").chosen is None


def test_a_chinese_name_with_its_generation_in_a_launch_titles_brackets(
    glossary: Glossary,
) -> None:
    """heldout31 en: the night's `Lingxi-Omni 2（灵犀全模态 2）发布 — …` goes by `灵犀全模态 2`, so
    `灵犀全模态2 第三方评测` is its news; not a bracket of another generation."""
    launch = "**Lingxi-Omni 2（灵犀全模态 2）发布 — 全双工语音，端到端延迟 180ms**"
    names = index(glossary, ("- [Lingxi-Omni 1.5](https://lingxi.ai/omni) — omni model.", "§1.1"))
    names.add(Read(launch), "§1.1", [])
    title = "灵犀全模态2 第三方评测 — MMSight-Bench v2 68.9"
    assert _decide(names, title, "§1.1").chosen == 1
    other = index(glossary, ("**Lingxi-Omni 2（灵犀全模态 3）发布 — 全双工语音**", "§1.1"))
    assert _decide(other, title, "§1.1").chosen is None


def test_a_chinese_phrase_then_an_acronym_and_release(glossary: Glossary) -> None:
    """heldout50 en `智能体互操作协议 AIP 0.4 草案投票通过` for the night's `**AIP 0.4 草案 —
    智能体互操作协议加入能力协商**`: read from the acronym on, its lead writing the phrase."""
    night = "**AIP 0.4 草案 — 智能体互操作协议加入能力协商** ⭐⭐⭐（2029-01-10）：能力清单"
    names = index(glossary, (night, "§1.2"))
    assert _decide(names, "智能体互操作协议 AIP 0.4 草案投票通过", "§1.2").chosen == 0
    assert _decide(names, "工具调用协议 AIP 0.4 草案投票通过", "§1.2").chosen is None
