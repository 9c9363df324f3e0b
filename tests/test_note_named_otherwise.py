"""A 矛盾/待核实 item naming its entry another way than its name: a Chinese name and release
(`织梭 1.0 冷启动数字`) for tonight's `织梭 Shuttle 1.0 正式版`, an abbreviation its lead defines
(`ARB 基准的作者单位…` for `**ARB（Agent Runtime Bench）— …**`); and a one-word name that loses
a letter once compared (`τ-bench` → `bench`), which a common word does not mention."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.evidence import mention_names
from patcher.text.source import Source

from .conftest import brief_text, increment, items

DOC = (
    "# Agents\n\n## §1.1 框架格局\n\n"
    "* [Shuttle 0.9](https://github.com/loomwright/shuttle) (织梭, Loomwright) — 2027-04-12 — runtime\n"
    "* [Shuttle 1.0 rc1](https://github.com/loomwright/shuttle/releases) — 2027-04-29 — frozen\n\n"
    "## §1.2 推理调度\n\n* **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n\n"
    "## §1.3 KV Cache\n\n"
    "* [τ-bench](https://github.com/sierra-research/tau-bench) (tau-bench) — rolling benchmark\n"
    "* **ARB（Agent Runtime Bench）— 智能体运行时冷启动与隔离基准**（2027-05-12）\n\n"
    "## §1.4 可靠性\n\n"
)


def run(doc: str, brief: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


def test_a_chinese_name_and_release_finds_the_increment_with_its_latin_name_between() -> None:
    brief = brief_text(
        increment(1, "织梭 Shuttle 1.0 正式版 — 单二进制运行时 GA"), date="2027-05-10"
    ) + items("矛盾/待核实 ①：织梭 1.0 冷启动数字（低风险）\n博客称 8ms，官方写 30ms。\n")
    (note,) = run(DOC, brief).contradictions
    assert note.attached_to == "2027-05-10#1", note
    # another release: not that increment
    other = brief.replace("织梭 1.0 冷启动", "织梭 0.9 冷启动")
    assert run(DOC, other).contradictions[0].attached_to != "2027-05-10#1"


def test_an_abbreviation_the_entry_defines_and_no_common_word_for_a_greek_name() -> None:
    brief = brief_text(
        increment(1, "Sandcastle — 浏览器沙箱", "§1.1 框架格局"), date="2027-05-12"
    ) + items(
        "矛盾/待核实 1：ARB 基准的作者单位不明：bench-watch 称出自 Loomwright Labs，"
        "若属实则其冷启动第一的结论有利益冲突（中风险）\n"
    )
    (note,) = run(DOC, brief).contradictions
    assert "ARB（Agent Runtime Bench）" in note.attached_to, note
    # the abbreviation alone, nothing more shared: the 待核实 section
    alone = brief.replace(
        "基准的作者单位不明：bench-watch 称出自 Loomwright Labs，若属实则其冷启动第一的结论",
        "许可证",
    )
    assert run(DOC, alone).contradictions[0].attached_to == "verify"
    # without the abbreviation: `bench-watch` mentions no `τ-bench`
    unnamed = brief.replace("ARB 基准的", "该基准的")
    assert "τ-bench" not in run(DOC, unnamed).contradictions[0].attached_to
    assert mention_names("[τ-bench](x) — rolling benchmark") == {}
    assert mention_names("Café Serve — engine") == {"caf serve": "Café Serve"}  # two words: kept


def test_a_claim_of_an_unknown_thing_goes_to_verify_though_it_names_an_entry() -> None:
    doc = DOC.replace("## §1.4", "* **RAGFlow 0.22** — 多模态解析（2027-04-09）\n\n## §1.4")
    brief = brief_text(
        increment(1, "Sandcastle — 浏览器沙箱", "§1.1 框架格局"), date="2027-04-13"
    ) + items(
        "矛盾/待核实 2：Vectorly 云称已提供「托管 RAGFlow 0.22 + 无限知识库」，官网无定价页（中风险）\n"
    )
    (note,) = run(doc, brief).contradictions
    assert note.attached_to == "verify", note
    # a thing the document holds making the claim: the rule stays out of it
    known = brief.replace("Vectorly 云称", "RAGFlow 团队称")
    assert "RAGFlow" in run(doc, known).contradictions[0].attached_to


def test_what_an_unknown_thing_owns_goes_to_verify_though_it_names_an_entry() -> None:
    """heldout40: `Quillfeather Agent 的 SWE-Gauntlet 71% 成绩`, a product no entry and no
    increment names: its score is its claim, the 待核实 section's (not the benchmark's entry);
    the maker of the entry it names, or a thing the document holds (with a release glued to
    its name too), is no unknown owner."""
    doc = DOC.replace(
        "## §1.4", "* **SWE-Gauntlet** — Halden 大学的仓库级编码评测（2027-04-02）\n\n## §1.4"
    )
    brief = brief_text(
        increment(1, "Sandcastle — 浏览器沙箱", "§1.1 框架格局"), date="2027-04-13"
    ) + items("矛盾/待核实 ②：Quillfeather Agent 的 SWE-Gauntlet 71% 成绩（高风险）\n")
    assert run(doc, brief).contradictions[0].attached_to == "verify"
    # (heldout46: `Wayfarer2.4 的 MCP 客户端…`: a known name with a release glued to it)
    for owner in (
        "Halden 大学的 SWE-Gauntlet",
        "Sandcastle 的 SWE-Gauntlet",
        "Sandcastle2.4 的 SWE-Gauntlet",
    ):
        known = brief.replace("Quillfeather Agent 的 SWE-Gauntlet", owner)
        assert run(doc, known).contradictions[0].attached_to != "verify", owner


def test_an_item_led_by_a_repository_path_goes_to_the_entry_writing_it() -> None:
    doc = DOC.replace(
        "## §1.4",
        "* **Lantern**（Postgres 向量扩展，lanterndata/lantern）：HNSW 实现\n\n## §1.4",
    )
    brief = brief_text(
        increment(3, "Lantern Eval 1.0 — Lantern Labs 开源 RAG 评测编排器", "§1.3 KV Cache"),
        date="2027-04-06",
    ) + items("矛盾/待核实 ②：lanterndata/lantern 0.6 HNSW 构建提速 3×（低风险）\n")
    (note,) = run(doc, brief).contradictions
    assert "lanterndata/lantern）" in note.attached_to or "**Lantern**" in note.attached_to, note
    # another owner's repository of that name: not that entry
    other = brief.replace("lanterndata/lantern 0.6", "acme-ml/lantern 0.6")
    assert "**Lantern**" not in run(doc, other).contradictions[0].attached_to


def test_an_item_saying_a_cve_id_goes_to_the_advisorys_entry() -> None:
    """heldout44: `Halcyon-Vector 快照漏洞修复版本` saying `CVE-2028-20411 的修复，NVD 记录写
    5.0.3，厂商公告写 5.1`: about that vulnerability, its entry takes it (the one named by the
    id, not the release whose lead says it fixes it)."""
    doc = DOC.replace(
        "## §1.4 可靠性\n\n",
        "## §1.4 可靠性\n\n"
        "* **Halcyon Vector 5.1** — Halcyon Systems — vector store; fixes CVE-2028-20411.\n"
        "* **CVE-2028-20411** — Halcyon Systems — path traversal in the 5.0 snapshot API.\n\n",
    )
    brief = brief_text(
        increment(1, "Sandcastle — 浏览器沙箱", "§1.1 框架格局"), date="2028-07-09"
    ) + items(
        "矛盾/待核实 ③：Halcyon-Vector 快照漏洞修复版本（中风险）\n"
        "CVE-2028-20411 的修复，NVD 记录写 5.0.3，厂商公告写 5.1。\n"
    )
    (note,) = run(doc, brief).contradictions
    assert note.attached_to.startswith("entry") and "**CVE-2028-20411**" in note.attached_to, note


SHORT_FORMS = (
    "# Agents\n\n> Leads name the product and its release; `QSV` = Quillsilva.\n\n"
    "## §1.1 框架格局\n\n* **Quillsilva 2.9** — 青杉推理引擎（2027-04-12）\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
)


def test_an_item_led_by_a_short_form_the_preamble_defines_and_a_release() -> None:
    """heldout101 `LZS 2.4 吞吐提升幅度` (`LZS = LanzhouServe`, in a code span or after `缩写：`)
    is about tonight's `澜舟 LanzhouServe 2.4 发布`: the short form read as the name it stands
    for, then as an item led by that name and release; another release is not that one, and a
    short form the preamble does not define reads nothing."""
    brief = brief_text(
        increment(1, "青杉 Quillsilva 3.0 发布 — 分块 prefill"), date="2027-05-10"
    ) + items("矛盾/待核实 ①：QSV 3.0 吞吐提升幅度（中风险）\n官方 +40%，第三方 +25%。\n")
    labelled = SHORT_FORMS.replace("`QSV` = Quillsilva.", "缩写：QSV = 青杉 Quillsilva。")
    for doc in (SHORT_FORMS, labelled):
        (note,) = run(doc, brief).contradictions
        assert note.attached_to == "2027-05-10#1", note
    other = brief.replace("QSV 3.0 吞吐", "QSV 3.1 吞吐")
    assert run(SHORT_FORMS, other).contradictions[0].attached_to != "2027-05-10#1"
    undefined = SHORT_FORMS.replace("`QSV` = Quillsilva", "names in English")
    assert run(undefined, brief).contradictions[0].attached_to != "2027-05-10#1"
