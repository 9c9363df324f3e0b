"""A patch release titled by its fix continues the incident it fixes (heldout31 `vLLM v0.21.1:
音频 chunk 超时修复` and heldout33 `SGLang v0.8.1 — 修复 overlap 调度器显存泄漏`, both labelled on
the incident entry by editors who never read the rules); a relation line opening with a bare
`续 X` continues X; a point saying the increment's own pull request closes an issue makes that
issue one of its keys."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex, closed_refs, continuing, relation_names
from patcher.plan.evidence.relations import _CONTINUATIONS
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment
from tests.test_evidence_incidents import decide, index

PRODUCT = ("**SGLang** — LMSYS 的 RadixAttention 推理引擎", "§1.1")
LEAK = (
    "**SGLang v0.8.0 显存泄漏 —— 长会话下 RadixTree 节点不释放** (sgl-project/sglang#14388)",
    "§1.4",
)
KEY = ("gh:sgl-project/sglang#14388",)


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def test_a_patch_release_titled_by_its_fix_continues_the_incident(glossary: Glossary) -> None:
    names = index(glossary, PRODUCT, LEAK)
    for title in ("SGLang v0.8.1 — 修复 overlap 调度器显存泄漏", "SGLang v0.8.1: 显存泄漏修复"):
        assert decide(names, title, "§1.4", KEY).chosen == 1, title


def test_a_release_saying_it_ships_the_fix_stays_its_products(glossary: Glossary) -> None:
    """`… 修复随版发布`: the release is the news (heldout26); another symptom's fix too."""
    names = index(glossary, PRODUCT, LEAK)
    shipped = "SGLang v0.8.1 发布 — #14388 显存泄漏修复随版发布"
    assert decide(names, shipped, "§1.1", KEY).chosen == 0
    assert decide(names, "SGLang v0.8.1 — 修复 FP8 GEMM 崩溃", "§1.4").chosen != 1


def test_a_bare_continuation_word_opening_the_relation_line() -> None:
    said = "续 SGLang v0.8.0 显存泄漏(#14388),为其修复版本"
    assert continuing(said)
    assert relation_names(said, _CONTINUATIONS) == ["SGLang v0.8.0 显存泄漏"]
    assert relation_names("续 6-02 Quill 事故 条目", _CONTINUATIONS) == ["Quill 事故"]
    for other in ("后续 Quill 版本待定", "持续 跟踪 Quill", "手续 Quill"):
        assert relation_names(other, _CONTINUATIONS) == [], other
    assert not continuing("接 Quill 之后，续航 12 小时")


def test_a_pull_request_closing_an_issue_said_after_it() -> None:
    point = "vllm-project/vllm#31702 合入, 关闭 vllm-project/vllm#31588"
    assert closed_refs([point], ["gh:vllm-project/vllm#31702"]) == ["vllm-project/vllm#31588"]
    assert closed_refs(["acme/foo#31 merged, fixes #12"], ["gh:acme/foo#31"]) == ["acme/foo#12"]
    assert closed_refs([point], ["gh:vllm-project/vllm#9"]) == []  # (not its own pull request)


def test_a_release_after_a_bracketed_other_name_is_the_names() -> None:
    """heldout38 `黑曜路由（Obsidian Router）0.2`: the release after the brackets is the name's,
    read as another release than `Obsidian Router 0.1` (before, the title had no release and
    continued 0.1's entry in a document keeping one entry per release)."""
    from patcher.plan.evidence import aliased_release, names_of, subject

    title = "黑曜路由（Obsidian Router）0.2 — 加权路由 + 许可证变更"
    assert subject(title) == "黑曜路由 0.2"
    assert names_of(title).version == (0, 2)
    assert aliased_release(title) == "Obsidian Router 0.2"
    assert aliased_release("Kestrel（Halden AI）1.1 — FP8") is None  # (a maker)
    assert aliased_release("Egretwell（原名 Egretta）1.0 发布") is None  # (a former name)
    assert subject("Lattice Inference Runtime（LIR）0.9 第三方基准").startswith(
        "Lattice Inference Runtime (LIR) 0.9"
    )


def test_another_release_after_a_bracketed_name(glossary: Glossary) -> None:
    per_release = index(
        glossary,
        ("**Obsidian Router 0.1 — 多模型推理网关（黑曜路由）** ⭐⭐⭐（2027-12-07）", "§1.2"),
        ("**Windbell 2.1 — FP4 推理** ⭐⭐⭐（2027-11-02）", "§1.1"),
        ("**Windbell 2.0 — 首个开源版** ⭐⭐⭐（2027-09-02）", "§1.1"),
    )
    title = "黑曜路由（Obsidian Router）0.2 — 加权路由"
    assert decide(per_release, title, "§1.2").chosen is None


def test_a_cve_id_is_an_identity_key(glossary: Glossary) -> None:
    """heldout37 `LangGraph 1.5.1 修补 CVE-2027-35520 残留路径` against `**LangGraph 检查点反序列化
    漏洞**（CVE-2027-35520）`: the same CVE id in the title and the entry's first paragraph is
    the same vulnerability (the product's entry is not its news)."""
    from patcher.text import marker, refs

    assert refs.cve_ids("修补 cve-2027-35520 与 CVE-2027-35520，另见 CVE-2026-1234") == [
        "CVE-2027-35520",
        "CVE-2026-1234",
    ]
    assert refs.cve_ids("CVE-2027-355201234") == []  # (too long: no CVE id)
    names = NameIndex(glossary=glossary)
    names.add("**LangGraph**（LangChain 出品）：状态图式 agent 编排库", "§1.1", [])
    names.add(
        "**LangGraph 检查点反序列化漏洞**（CVE-2027-35520）：pickle 检查点可远程执行",
        "§1.4",
        [marker.cve_key("CVE-2027-35520")],
    )
    title = "LangGraph 1.5.1 修补 CVE-2027-35520 残留路径"
    key = [marker.cve_key("CVE-2027-35520")]
    assert names.decide(title, "", key, "§1.1", (), frozenset()).chosen == 1


def test_an_increment_citing_a_cve_continues_its_entry_end_to_end() -> None:
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from tests.conftest import brief_text, increment

    doc = (
        "# agent 活文档\n\n## §1.1 框架\n\n"
        "- **LangGraph**（LangChain 出品）：状态图式 agent 编排库（2027-09-30）\n\n"
        "## §1.2 工具\n\n## §1.3 评测\n\n## §1.4 安全\n\n"
        "- **LangGraph 检查点反序列化漏洞**（CVE-2027-35520）：pickle 检查点可远程执行（2027-10-09）\n"
    )
    brief = brief_text(
        increment(1, "LangGraph 1.5.1 修补 CVE-2027-35520 残留路径", section="§1.1 框架"),
        date="2027-11-10",
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (action,) = report.actions
    assert action.action == "updated" and "cve:CVE-2027-35520" in (action.matched or ""), action
    text = report.new_text.render()
    assert text.index("残留路径") > text.index("检查点反序列化漏洞")


@pytest.mark.parametrize(
    "lead",
    [
        "**风铃推理引擎** / Windbell — 声远科技开源的 C++ 推理引擎",
        "**Windbell** / 风铃推理引擎 — 声远科技开源的 C++ 推理引擎",
        # heldout50: bars for the slash, the maker after a second one
        "**风铃推理引擎**｜Windbell｜声远科技 — 开源的 C++ 推理引擎",
        "**风铃推理引擎** | Windbell | 声远科技 — 开源的 C++ 推理引擎",
    ],
)
def test_the_other_half_of_a_two_language_name_after_the_bold_one(
    glossary: Glossary, lead: str
) -> None:
    """heldout38 `**风铃推理引擎** / Windbell — …`: the half after the slash is the entry's
    name too (it was read as `风铃推理引擎` alone and `Windbell 2.2rc2` found nothing)."""
    names = index(glossary, (lead, "§1.1"))
    assert decide(names, "Windbell 2.2rc2 — 修复 FP4 精度回退", "§1.1").chosen == 0
    other = index(glossary, ("**A / B 测试平台** — 实验分流", "§1.3"))
    assert decide(other, "B 测试 — 新增分流", "§1.3").chosen is None


def test_rather_than_denies_what_follows_it() -> None:
    """heldout37 `与 Harbor Guard 不同，哨塔做运行时防护而非上线前扫描；本条为哨塔 3.0 新版本`: `而非`
    contrasts what comes after it; the clause's subject (哨塔) is not denied."""
    from patcher.plan.contrary import denying

    said = denying("与 Harbor Guard 不同，哨塔做运行时防护而非上线前扫描；本条为哨塔 3.0 新版本")
    assert said == ["与 Harbor Guard 不同", "上线前扫描"]
    assert denying("本条是 Lumen 而非 Beacon 的更新") == [" Beacon 的更新"]
    assert denying("哨塔并非 Beacon 的续作，而非新版本") == ["哨塔并非 Beacon 的续作", "新版本"]


def test_a_launch_entry_is_its_first_releases_where_releases_are_kept_apart() -> None:
    """heldout30 `Halyard Gateway 0.2 发布` and heldout39 `DocSeer 0.2 发布` against an entry
    written from a launch title (`灯塔智能 DocSeer — 版面感知文档解析器开源`), in a document whose
    preamble gives every release an entry: a new entry, the launch entry a possibility; where
    the preamble says nothing, or scopes the rule to engines (`everything else gets one entry
    per product`: heldout14's `ReefLM SDK 0.2`), or the entry is the editor's own (no marker),
    the product's news."""
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from tests.conftest import brief_text, increment

    def doc(preamble: str) -> str:
        return (
            f"# rag 活文档\n\n{preamble}\n\n## §1.1 框架与向量库\n\n"
            "- **Lanstone 3.2** — 混合稀疏稠密索引（2027-12-18）\n"
            "- **灯塔智能 DocSeer — 版面感知文档解析器开源** ⭐⭐⭐（2028-01-11）：PDF 转 Markdown"
            " <!-- livedoc:id=2028-01-11#6 -->\n\n"
            "## §1.2 嵌入\n\n## §1.3 评测\n\n## §1.4 安全\n\n"
        )

    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(
        increment(1, "DocSeer 0.2 发布 — 手写体与公式识别", section="§1.1 框架与向量库"),
        date="2028-01-17",
    )
    scoped = "Engines get one entry per release; everything else gets one entry per product."
    for preamble, expected in (
        ("Conventions: **one entry per release**.", "inserted"),
        ("Conventions: one entry per product.", "updated"),
        (scoped, "updated"),
    ):
        source = Source("doc.md", doc(preamble).encode())
        report = api.apply([Source("b.txt", brief.encode())], source, smap)
        (action,) = report.actions
        assert action.action == expected, (preamble, action)
        if expected == "inserted":
            assert "DocSeer" in (action.possibly or ""), action
    own = doc("Conventions: **one entry per release**.").replace(
        " <!-- livedoc:id=2028-01-11#6 -->", ""
    )
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", own.encode()), smap)
    assert report.actions[0].action == "updated"


def test_a_patch_has_an_entry_of_its_own_where_the_document_says_so() -> None:
    from patcher.plan import versions

    said = "One entry per **release**: a new version, edition or patch gets its own bullet."
    assert versions.states_patch_entries(said)
    assert versions.states_patch_entries("编辑约定：补丁版本也单独成条。")
    # heldout51: `每个版本…各占一条，补丁版也单列`; not `补丁不单列`
    assert versions.states_patch_entries("每个版本另在「版本发布」下各占一条，补丁版也单列")
    assert not versions.states_patch_entries("补丁不单列，记在版本条目下。")
    assert not versions.states_patch_entries("Patches do not get their own entry.")
    assert not versions.states_patch_entries("One entry per release; news goes under it.")
    # heldout66: any new version at all is a new entry, a patch too
    assert versions.states_patch_entries("Every new version of a package is a new entry.")
    assert versions.states_patch_entries("任何新版本都单独成条，不改旧条目。")
    assert not versions.states_patch_entries("A new version of anything is not a new entry.")
    assert versions.patch_of((2, 7, 4), (2, 7)) and versions.patch_of((3, 2, 1), (3, 2, 0))
    assert not versions.patch_of((2, 7, 0), (2, 7)) and not versions.patch_of((2, 8), (2, 7))


def test_a_patch_release_where_the_preamble_keeps_patches_apart() -> None:
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from tests.conftest import brief_text, increment

    def doc(preamble: str) -> str:
        return (
            f"# rag 活文档\n\n{preamble}\n\n## §1.1 向量库\n\n"
            "- **Milvus 2.7** — GPU CAGRA 索引（2027-12-01）\n"
            "- **Milvus 2.6** — 分层存储（2027-09-01）\n\n"
            "## §1.2 嵌入\n\n## §1.3 评测\n\n## §1.4 安全\n\n"
        )

    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(
        increment(1, "Milvus v2.7.4 补丁发布 — 修复删除后召回下降", section="§1.1 向量库"),
        date="2028-01-12",
    )
    apart = "One entry per **release**: a new version, edition or patch gets its own bullet."
    anything = "One entry per release: a new version of anything is a new entry."
    for preamble, expected in (
        (apart, "inserted"),
        (anything, "inserted"),
        ("One entry per release.", "updated"),
    ):
        source = Source("doc.md", doc(preamble).encode())
        report = api.apply([Source("b.txt", brief.encode())], source, smap)
        (action,) = report.actions
        assert action.action == expected, (preamble, action)


def test_a_post_release_where_the_preamble_gives_any_new_release_an_entry() -> None:
    """heldout89: `A new release of a known product is a NEW entry` gives a post-release
    (`Kiteline v3.1.post2`) an entry of its own beside its release's (`Kiteline 3.1`); a
    preamble keeping patches apart only (`a patch gets its own bullet`) leaves a post-release
    (a rebuild) with its release, as before."""
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from patcher.plan import versions
    from tests.conftest import brief_text, increment

    known = "House rules: one entry per release. A new release of a known product is a NEW entry."
    assert versions.states_any_release_entries(known)
    assert versions.states_any_release_entries("A new release of any project gets a new entry.")
    assert not versions.states_any_release_entries(
        "A new release of a known product is a new entry; patches are noted under its entry."
    )
    assert not versions.states_any_release_entries("Patch releases get their own bullet.")

    def doc(preamble: str) -> str:
        return (
            f"# serving ledger\n\n{preamble}\n\n## §1.1 Engines\n\n"
            "- **Kiteline 3.1** — paged prefill (2030-04-01)\n"
            "- **Kiteline 3.0** — first GA (2030-01-10)\n\n"
            "## §1.2 Scheduling\n\n## §1.3 KV Cache\n\n## §1.4 Reliability\n\n"
        )

    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Kiteline v3.1.post2 — 修复长提示调度回退", section="§1.1"))
    patches = "One entry per release: a patch gets its own bullet."
    for preamble, expected in ((known, "inserted"), (patches, "updated")):
        source = Source("doc.md", doc(preamble).encode())
        (action,) = api.apply([Source("b.txt", brief.encode())], source, smap).actions
        assert action.action == expected, (preamble, action)


def test_a_specification_named_by_its_date_is_one_revision() -> None:
    """heldout37 `MCP 规范 2027-11 修订草案` against `Model Context Protocol (MCP) spec 2027-06`:
    the date after `spec` names the entry's revision, another than the title's."""
    from patcher.plan.contrary import other_revision

    entry = "Model Context Protocol (MCP) spec 2027-06"
    assert other_revision("MCP 规范 2027-11 修订草案 — 流式 elicitation", entry) == "2027-11"
    assert other_revision("MCP 规范 2027-06 勘误", entry) is None  # (its own revision)
    assert other_revision("MCP 规范 2027-11 修订草案", "Model Context Protocol (MCP) spec") is None


def test_a_relation_line_naming_the_release_a_new_one_follows(glossary: Glossary) -> None:
    """heldout41 `已有灯笼追踪(Lantern Trace 0.4)锚定；本条为新版本` with `Lantern-Trace 0.5`: the
    release the line writes is the base of a new release, not the entry meant (in a document
    of release entries, 0.5 gets its own); `续 Lantern Trace 0.4 条目` still means that entry."""
    names = index(
        glossary,
        ("**Lantern Trace 0.4** — Lantern — OpenTelemetry 风格的推理追踪", "§1.4"),
        ("**Lantern Trace 0.3** — Lantern — 首个开源版", "§1.4"),
    )
    title = "Lantern-Trace 0.5 — GPU kernel 级 span"
    new = "活文档 §1.4 已有灯笼追踪(Lantern Trace 0.4)锚定；本条为新版本"
    assert names.decide(title, new, [], "§1.4", (), frozenset()).chosen is None
    patch = "已有 Lantern Trace 0.4 锚定；本条是其补丁版本"
    assert names.decide(title, patch, [], "§1.4", (), frozenset()).chosen is None


def test_a_final_release_where_candidates_have_entries_of_their_own() -> None:
    """heldout41: `Every release … — major, minor, patch or release candidate (2.4.0rc1) — is
    its own entry`: `TideServe 2.4.0 正式版` is not news of `TideServe 2.4.0rc1`'s entry; a
    benchmark of the candidate (`2.4.0-rc1 基准`) still is; where the preamble says nothing of
    candidates, the final continues its candidate's entry (heldout38 `first rc opens the
    version's entry`)."""
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from tests.conftest import brief_text, increment

    def doc(preamble: str) -> str:
        return (
            f"# Inference\n\n{preamble}\n\n## §1.1 Engines\n\n"
            "1. **TideServe 2.3.0** — Tidal Labs — FP8 KV cache (2028-02-01)\n"
            "2. **TideServe 2.4.0rc1** — Tidal Labs — native PD disaggregation (2028-03-24)\n\n"
            "## §1.2 Scheduling\n\n## §1.3 KV\n\n## §1.4 Reliability\n\n"
        )

    smap = load_map(find_map(None, Path("/nonexistent")))
    own = (
        "Every release — major, minor, patch or release candidate (`2.4.0rc1`) — is its own entry."
    )
    cases = [
        (own, "TideServe 2.4.0 正式版 — PD 分离 GA", "inserted"),
        (own, "TideServe 2.4.0-rc1 基准 — PD 分离 TTFT -38%", "updated"),
        (
            "One entry per release; the first rc opens the version's entry.",
            "TideServe 2.4.0 正式版 — GA",
            "updated",
        ),
    ]
    for preamble, title, expected in cases:
        brief = brief_text(increment(1, title, section="§1.1 Engines"), date="2028-03-26")
        source = Source("doc.md", doc(preamble).encode())
        report = api.apply([Source("b.txt", brief.encode())], source, smap)
        assert report.actions[0].action == expected, (preamble, title, report.actions[0])


def test_the_preamble_over_a_relation_line_naming_the_earlier_release() -> None:
    """heldout44 `Halcyon Embed 1.1` with `与活文档现有脉络的关系：Halcyon Embed v1 条目更新`
    (likewise heldout39's patches and heldout41's): where the preamble gives every release an
    entry, the editors who never read the rules made a new entry; the earlier release's
    entry is reported a possibility. An entry named by a major release alone (`v1`) is its
    `.0` release's there, so a patch of `1.0` is its news. Where the preamble says nothing,
    the relation line decides."""
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from tests.conftest import brief_text, increment

    def doc(preamble: str) -> str:
        return (
            f"# rag 活文档\n\n{preamble}\n\n## §1.1 向量库\n\n## §1.2 嵌入\n\n"
            "- **Halcyon Embed v1** — Halcyon AI (2028-07-08) — 1.5B 东南亚语言嵌入\n\n"
            "## §1.3 评测\n\n## §1.4 安全\n\n"
        )

    smap = load_map(find_map(None, Path("/nonexistent")))
    said = "与活文档现有脉络的关系：Halcyon Embed v1 条目更新\n"
    for title, preamble, expected in (
        ("Halcyon Embed 1.1 — 新增 2B 变体", "* **One entry per release.** Each X.Y.", "inserted"),
        ("Halcyon Embed 1.1 — 新增 2B 变体", "Kept by hand.", "updated"),
        # (a patch of the line the entry is, where patches get no entry of their own)
        ("Halcyon Embed 1.0.1 — 修复分词", "* **One entry per release.** Each X.Y.", "updated"),
        ("Halcyon Embed v1 — 补充：评测脚本", "* **One entry per release.** Each X.Y.", "updated"),
    ):
        brief = brief_text(increment(1, title, section="§1.2 嵌入", extra=said), date="2028-07-12")
        source = Source("doc.md", doc(preamble).encode())
        (action,) = api.apply([Source("b.txt", brief.encode())], source, smap).actions
        assert action.action == expected, (title, preamble, action)
        if expected == "inserted":
            assert "Halcyon Embed v1" in (action.possibly or ""), action


def test_the_preambles_release_rule_over_a_relation_line_naming_the_entry() -> None:
    """heldout43 `TaskArena 2028.2 版次` saying `为 TaskArena 2028.1 条目更新` where the preamble
    gives every edition an entry, and heldout39 `Lanstone v3.2.1 补丁` saying `本条是 3.2 条目更新`
    where it gives a patch one: the document's rule decides (a possibility, reported); with no
    such rule stated the relation line still means the entry."""
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from tests.conftest import brief_text, increment

    def doc(preamble: str) -> str:
        return (
            f"# Agent doc\n\n{preamble}\n\n## §1.1 Frameworks\n\n## §1.2 Coding\n\n"
            "## §1.3 Tools\n\n## §1.4 Evals\n\n"
            "* **TaskArena 2028.1** (Meridian Eval, 2028-01-15): agent eval suite, 412 tasks.\n"
            "* **Lanstone 3.2** (Lanstone Labs, 2027-12-18): hybrid sparse-dense index.\n"
        )

    smap = load_map(find_map(None, Path("/nonexistent")))
    cases = (
        ("TaskArena 2028.2 版次 — 新增协作赛道", "为 TaskArena 2028.1 条目更新（版次刷新）"),
        ("Lanstone v3.2.1 补丁 — 召回回退修复", "已有 Lanstone 3.2 锚定；本条是 3.2 条目更新"),
    )
    every = "One entry per release: every edition (`2028.1`, `2028.2`) gets an entry of its own."
    patches = "One entry per **release**: a new version, edition or patch gets its own bullet."
    plain = "Conventions: news goes under the entry it concerns."
    for (title, relation), stated in zip(cases, (every, patches), strict=True):
        brief = brief_text(
            increment(1, title, section="§1.4", extra=f"与活文档现有脉络的关系：{relation}\n"),
            date="2028-06-03",
        )
        for preamble, expected in ((stated, "inserted"), (plain, "updated")):
            report = api.apply(
                [Source("b.txt", brief.encode())], Source("doc.md", doc(preamble).encode()), smap
            )
            (action,) = report.actions
            assert action.action == expected, (title, preamble, action)


def test_a_fix_release_goes_on_the_product_where_the_preamble_says_so() -> None:
    """heldout72 zh: `产品发布（包括修复型发布）一律追记到产品条目` — a versioned fix citing the
    incident's issue is the product's news, not the incident entry's (`故障｜…`, a lead led by
    its incident label); without that clause it stays the incident's."""
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from patcher.plan import contrary, incidents
    from tests.conftest import brief_text, increment, patched

    rule = "> 1. 每个产品一条。\n> 2. **版本发布（修复型发布也算）都追记到产品条目**；故障条目只记故障进展。"
    assert incidents.states_fix_releases_on_product(rule)
    assert incidents.states_fix_releases_on_product("Fix releases go on the product entry too.")
    assert not incidents.states_fix_releases_on_product("修复型发布记在故障条目下，不写产品条目。")
    assert not incidents.states_fix_releases_on_product("产品条目只记版本，修复追加在事故条目下。")
    # a lead opening with its incident label, a mark after it, is an incident's
    assert contrary.incident_named(
        "故障", "故障｜渡口 Ferrygate 连接池耗尽（ferry-labs/ferrygate#731）"
    )
    assert contrary.incident_named("Incident", "Incident · Ferrygate 2.4 — pool exhausted")
    assert not contrary.incident_named("Incident Desk", "Incident Desk — on-call paging tool")

    def doc(preamble: str) -> str:
        return (
            f"# serving 活文档\n\n{preamble}\n\n## §1.1 引擎\n\n## §1.2 网关\n\n## §1.3 评测\n\n"
            "## §1.4 服务与故障\n\n* 渡口／Ferrygate —— 推理网关（ferry-labs/ferrygate）\n"
            "  * 追记 6/2：2.4 发布\n"
            "* 故障｜渡口 Ferrygate 连接池耗尽（ferry-labs/ferrygate#731）\n"
            "  * 追记 6/9：长连接不归还，临时办法是重启\n"
        )

    smap = load_map(find_map(None, Path("/nonexistent")))
    title = "渡口 Ferrygate 2.4.2 修复连接池耗尽（ferry-labs/ferrygate#731）"
    brief = brief_text(increment(1, title, section="§1.4 服务与故障"), date="2028-06-12")
    for preamble, entry in ((rule, "渡口／Ferrygate"), ("> 每个产品一条。", "故障｜")):
        source = Source("doc.md", doc(preamble).encode())
        report = api.apply([Source("b.txt", brief.encode())], source, smap)
        (action,) = report.actions
        assert action.action == "updated", (preamble, action)
        lines = patched(doc(preamble), report.diff).split("\n")
        owner = max(i for i in range(action.line) if lines[i].startswith("* "))
        assert lines[owner].startswith(f"* {entry}"), (preamble, lines[owner])


def test_a_fix_release_goes_on_the_product_in_a_part_of_its_own() -> None:
    """heldout102 zh: `复盘、修复确认记在事故条目的 ↳ 行里，修复版本本身仍记在产品条目` — the clause names
    the incident's entry for the review, the product's for the fix release; a shipped patch
    (`X 4.1.2 发布 — 修复…`) is a fix release, and an entry named by a corruption is an incident's
    there (`HNSW 图损坏`)."""
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from patcher.plan import incidents
    from patcher.plan.evidence.readings import _fix_release
    from tests.conftest import brief_text, increment, patched

    rule = "> 故障单独成条；复盘记在故障条目的子行里，修复版本本身仍记在产品条目。"
    assert incidents.states_fix_releases_on_product(rule)
    assert not incidents.states_fix_releases_on_product("修复版本记在故障条目，不记在产品条目。")
    assert not incidents.states_fix_releases_on_product("修复版本记在故障条目，产品条目只记功能。")
    assert _fix_release("鹭桥 4.1.2 发布 — 修复恢复快照时的索引损坏") == "4.1.2"
    assert _fix_release("Heronbridge 4.1.2 released — fixes snapshot corruption") == "4.1.2"
    assert _fix_release("鹭桥 4.2 发布 — 修复若干问题") == ""  # (a minor release: not a fix's)
    assert _fix_release("鹭桥 4.1.2 发布 — 新增 gRPC 入口") == ""

    def doc(preamble: str) -> str:
        return (
            f"# serving 活文档\n\n{preamble}\n\n## §1.1 引擎\n\n## §1.2 网关\n\n## §1.3 评测\n\n"
            "## §1.4 服务与故障\n\n* 鹭桥／Heronbridge —— 向量快照服务（heron-labs/heronbridge）\n"
            "  * 追记 6/2：4.1 发布\n"
            "* 鹭桥 4.1 恢复快照时索引损坏（heron-labs/heronbridge#412）\n"
            "  * 追记 6/9：部分集合召回骤降\n"
        )

    smap = load_map(find_map(None, Path("/nonexistent")))
    title = "鹭桥 4.1.2 发布 — 修复恢复快照时的索引损坏（heron-labs/heronbridge#412）"
    brief = brief_text(increment(1, title, section="§1.4 服务与故障"), date="2028-06-12")
    source = Source("doc.md", doc(rule).encode())
    report = api.apply([Source("b.txt", brief.encode())], source, smap)
    (action,) = report.actions
    assert action.action == "updated", action
    lines = patched(doc(rule), report.diff).split("\n")
    owner = max(i for i in range(action.line) if lines[i].startswith("* "))
    assert lines[owner].startswith("* 鹭桥／Heronbridge"), lines[owner]


def test_a_patch_fixing_a_logged_incident_where_the_preamble_says_it_goes_there() -> None:
    """heldout115 en: `a patch whose point is to fix an incident we logged goes on the incident's
    entry` — a patch citing the incident's issue goes there, not on its release line; one saying
    what it fixes, with an incident entry named by the product and that trouble, is not taken
    by the release line either (a new entry at most)."""
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from patcher.plan import incidents

    rule = (
        "* One entry per release line; patch releases are sub-items of their line's entry.\n"
        "* Exception: patches that exist to fix a logged incident go on the incident's entry."
    )
    assert incidents.states_fixes_under_incident(rule)
    assert not incidents.states_fixes_under_incident("Patch releases go under their line's entry.")
    doc = (
        f"# serving ledger\n\n{rule}\n\n## §1.1 Engines\n\n"
        "* 2031-W20 · Larkserve 3.1 (云雀) — serving engine (github.com/lark-ai/larkserve)\n\n"
        "## §1.2 Gateways\n\n## §1.3 KV\n\n## §1.4 Reliability\n\n"
        "* 2031-W21 · Tollgate 1.2 (关卡) — health checks for gateways\n"
        "* 2031-W22 · ⚠ Larkserve 3.1: memory leak (lark-ai/larkserve#4410) — grows 1 GB/h\n"
        "* **关卡误杀 — 健康检查在预热阶段把实例判为失败**（2031-05-20）\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))

    def action(title: str, section: str) -> api.Action:
        brief = brief_text(increment(1, title, section=section), date="2031-06-01")
        report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
        return report.actions[0]

    fixed = action("Larkserve 3.1.2 — 修复 lark-ai/larkserve#4410 显存泄漏", "§1.1")
    assert fixed.action == "updated" and "4410" in (fixed.matched or ""), fixed
    patch = action("Tollgate 1.2.1 — 预热宽限，修复健康检查误杀", "§1.4")
    assert patch.action == "inserted", patch
    doc = doc.replace("关卡误杀 — 健康检查", "关卡误杀 — 1.1.0 健康检查")  # (an older line's)
    assert action("Tollgate 1.2.1 — 预热宽限，修复健康检查误杀", "§1.4").action == "updated"


def test_an_issue_cited_without_its_owner_is_the_same_issue() -> None:
    """heldout115 en: an incident entry citing `(orca-serve#1207)` and a title citing the issue
    its source links (`github.com/starsea/orca-serve/issues/1207`): one issue, one key."""
    from pathlib import Path

    from patcher import api
    from patcher.config.maps import find_map
    from patcher.text import refs

    assert refs.first_short_ref("⚠ Larkserve 3.1: hang (larkserve#4410) — …") == "larkserve#4410"
    assert refs.first_short_ref("see lark-ai/larkserve#4410") is None
    assert refs.short_key("gh:lark-ai/larkserve#4410") == "ghshort:larkserve#4410"
    doc = (
        "# serving ledger\n\n## §1.1 Engines\n\n"
        "* 2031-W20 · Larkserve 3.1 (云雀) — serving engine\n\n"
        "## §1.2 Gateways\n\n## §1.3 KV\n\n## §1.4 Reliability\n\n"
        "* 2031-W22 · ⚠ Larkserve 3.1: request hang (larkserve#4410) — long prompts stall\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    source = "来源：github.com/lark-ai/larkserve/issues/4410\n"
    for number, expected in (("4410", "updated"), ("4411", "inserted")):
        title = f"云雀3.2 长提示挂起复现 — larkserve#{number} 在 3.2.0 仍可触发"
        item = increment(1, title, section="§1.4").replace("来源：inbox/x.md\n", source)
        brief = brief_text(item.replace("4410", number), date="2031-06-01")
        report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
        assert report.actions[0].action == expected, report.actions[0]
