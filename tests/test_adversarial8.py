"""Adversarial pass 8 (tests/data/adversarial8): wrong updates the rules of 1aed469..2750e79
made (incidents filed under the release they affect, a denied own entry, a Chinese name in
brackets after the maker's), each fixed at its cause."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.plan.evidence import maker_bracketed_chinese, names_of, subject
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import brief_text, increment

DATA = Path(__file__).parent / "data" / "adversarial8"
# heldout56's sentence: the rule as a document states it.
UNDER = "影响某个版本的事故、回归与 CVE 写成该版本条目的子要点，不单独成条。"


def _action(doc: str, title: str, section: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section))
    text = (DATA / doc).read_text(encoding="utf-8")
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", text.encode()), smap)
    return report.actions[0]


def test_incidents_filed_under_their_release_only_where_the_preamble_says_so_alone() -> None:
    """A8 N1: a fix release's filing (`修复事故的补丁版本写成该版本条目的子要点`, `The release
    that fixes a bug goes as a sub-bullet under the bug's entry, not under the release it
    affects`), a rule of the past (`2026-09-30 以前，…`), or a preamble that gives incidents
    an entry of their own elsewhere (scoped, quoted) is no rule filing incidents under it."""
    assert versions.states_incidents_under_entry(UNDER)
    plain = "Incidents go as a sub-bullet under the release they affect."
    assert versions.states_incidents_under_entry(plain)
    own = "Incidents get their own entry in §1.4, the lead linking the issue. "
    fixes = "The release that fixes a bug goes as a sub-bullet under the bug's entry, not under "
    assert not versions.states_incidents_under_entry(own + fixes + "the release it affects.")
    assert not versions.states_incidents_under_entry(fixes + "the release it affects.")
    patch = "修复事故或回归的补丁版本写成该版本条目的子要点，不单独成条。"
    assert not versions.states_incidents_under_entry(patch)
    scoped = "引擎的事故与回归写成该版本条目的子要点；网关与探针的事故单独成条，放在 §1.4。"
    assert not versions.states_incidents_under_entry(scoped)
    past = "2026-09-30 以前，影响某个版本的事故与回归写成该版本条目的子要点；此后改为单独成条。"
    assert not versions.states_incidents_under_entry(past)
    quoted = f'{own}(Another team\'s tracker: "{plain}" We do not.)'
    assert not versions.states_incidents_under_entry(quoted)


def test_an_incident_of_a_release_stays_apart_where_incidents_are_entries() -> None:
    """A8 N1 end to end: doc-en.md gives incidents entries of their own in §1.4."""
    title = "vLLM v0.14.0 regression: prefix-cache hit rate drops to zero (vllm-project/vllm#40555)"
    assert _action("doc-en.md", title, "§1.4").action == "inserted"
    assert (
        _action(
            "doc-zh-patch.md", "vLLM v0.31.0 回归：MoE 死锁（vllm-project/vllm#31101）", "§1.4"
        ).action
        == "inserted"
    )
    assert (
        _action(
            "doc-zh.md", "vLLM v0.31.0 回归：MoE 死锁（vllm-project/vllm#31101）", "§1.4"
        ).action
        == "updated"
    )


def test_a_condition_denied_is_no_entry_denied() -> None:
    """A8 N2: `除非它不止影响一个产品，那时单独成条` gives advisories an entry (the `不` is the
    condition's, in another clause); `…子要点，不单独成条` denies one."""
    cve = "安全漏洞（CVE）写成该版本条目的子要点，除非它不止影响一个产品，那时单独成条。"
    assert not versions.states_advisories_under_entry(cve)
    assert versions.states_advisories_under_entry(UNDER)
    title = "CVE-2026-41999：vLLM v0.31.0 与 SGLang v0.6.3 共用的多模态解码器越界读"
    assert _action("doc-zh-cve.md", title, "§1.4").action == "inserted"


def test_a_maker_bracket_fills_the_makers_field() -> None:
    """A8 N3: a Chinese name in brackets is the entry's only in the lead's maker field (`—
    Cirrusforge Inc. (卷云算力) —`), not after a list's member (`undercuts Lambda, Tess (特斯云)
    and CoreWeave`) nor a maker's city (`Tern Labs（旧金山）：…`)."""
    glossary = Glossary()
    lead = "Cirrusforge GPU Cloud — 2026-09-30 — Cirrusforge Inc. (卷云算力) — H100 cloud."
    assert maker_bracketed_chinese(lead, "Cirrusforge GPU Cloud", glossary) == ("卷云算力",)
    listed = "Tessera Cloud — Tessera Compute — B200 spot; undercuts Lambda, Tess (特斯云) and X."
    assert maker_bracketed_chinese(listed, "Tessera Cloud", glossary) == ()
    city = "Tern Orchestrator · Tern Labs（旧金山）：长时任务工作流编排。"
    assert maker_bracketed_chinese(city, "Tern Orchestrator", glossary) == ()
    assert _action("doc-en.md", "特斯云 B200 现货价格上调 15%", "§1.1").action == "inserted"
    assert _action("doc-en.md", "卷云算力 H200 按需价格下调至 $2.80/h", "§1.1").action == "updated"
    assert (
        _action("doc-zh-place.md", "旧金山 Agent 工作流平台 Relay 1.0 发布", "§1.2").action
        == "inserted"
    )


RELEASE_LOG = """# Edge runtimes

Release candidates get one entry each; the final release gets its own entry as well.

## §1.1 Engines

- [Quayside Engine 3.1.0rc2](https://example.org/quayside/releases/3.1.0rc2) — 2026-11-02 — second candidate of 3.1.

## §1.2 Scheduling

## §1.3 Caching

## §1.4 Incidents
"""


def test_english_words_saying_a_release_came_out_are_no_part_of_its_name() -> None:
    """A8 P1: `… v2.5.0 released` was read as a name with no release, so the final release
    continued its candidate's entry; the words after the release are the news (as `发布`)."""
    assert names_of("Quayside Engine 3.1.0 is now available").version == (3, 1, 0)
    assert names_of("Pollux 2.4 released").version == (2, 4)
    assert names_of("Tern Mesh 2.0 goes GA").version == (2, 0)
    assert names_of("Pollux 2.4 outage").version == ()  # (a word of its own)
    assert names_of("Pollux Out 2.4").version == (2, 4)  # (a name's word before the release)
    smap = load_map(find_map(None, Path("/nonexistent")))
    for title in ("Quayside Engine 3.1.0 is now available", "Quayside Engine 3.1.0 released"):
        brief = brief_text(increment(1, title, section="§1.1"))
        doc = Source("d.md", RELEASE_LOG.encode())
        report = api.apply([Source("b.txt", brief.encode())], doc, smap)
        assert report.actions[0].action == "inserted", title


SCOPED = """# 推理活文档

编辑约定：运行时（§1.1）的每个正式版本各一条；网关等其余产品一个产品一条，新版本写成条目下的子要点。

## §1.1 运行时

- 2026-10-02 **Quokka Runtime v1.4.0**：分页 KV 与 CUDA Graph 默认开启。
- 2026-10-05 **Lattice Serve v2.2**：多 LoRA 热切换。
- 2026-10-09 **Oriel Engine v0.8.1**：端侧推理引擎，Vulkan 后端。

## §1.2 网关与调度

- 2026-09-12 **Harrow Gateway**：按价格与延迟路由的 LLM 网关。
  - 2026-09-12：0.9 发布，支持流式重试。
- 2026-09-20 **Spindle**：前缀感知调度器（0.3）。

## §1.3 缓存

## §1.4 可靠性
"""


def test_a_release_rule_scoped_to_a_section_keeps_that_sections_releases_apart() -> None:
    """A8 P2: `引擎（§1.1）每个正式版本各一条；其余产品一个产品一条` was not read (the rule is
    scoped), so the entries' look (products, most without a release) made `vLLM v0.32.0`
    news of `vLLM v0.31.0`; in the section the rule names every release is an entry."""
    assert versions.release_entry_sections(SCOPED.split("\n\n")[1]) == {"§1.1"}
    assert versions.release_entry_sections("In §1.2 and §1.3, one entry per release.") == {
        "§1.2",
        "§1.3",
    }
    assert not versions.release_entry_sections("We do not keep one entry per release in §1.1.")
    smap = load_map(find_map(None, Path("/nonexistent")))
    doc = Source("d.md", SCOPED.encode())

    def action(title: str, section: str) -> api.Action:
        brief = brief_text(increment(1, title, section=section))
        return api.apply([Source("b.txt", brief.encode())], doc, smap).actions[0]

    assert action("Quokka Runtime v1.5.0 发布", "§1.1").action == "inserted"
    assert action("Harrow Gateway 1.0 发布", "§1.2").action == "updated"  # (a product's entry)


def test_the_product_crashing_after_another_ones_upgrade_is_the_subject() -> None:
    """A8 P3: `vLLM v0.31.0 升级后 TideServe v0.9.2 的兼容层崩溃` went to the vLLM entry (the
    first release the title names); the news is the second product's."""
    assert (
        subject("Marrow 2.3 升级后 Quillserve 0.7.1 的插件加载失败")
        == "Quillserve 0.7.1 的插件加载失败"
    )
    assert (
        subject("升级到 Marrow 2.3 后，Quillserve 0.7.1 启动即退出")
        == "Quillserve 0.7.1 启动即退出"
    )
    assert subject("Marrow 2.3 升级后吞吐下降 20%") == "Marrow 2.3 升级后吞吐下降 20%"  # (its own)
    log = (
        "# 推理活文档\n\n编辑约定：每个正式版本单独一条；影响某个版本的事故写成该版本条目的子要点，"
        "不单独成条。\n\n## §1.1 引擎\n\n- 2026-10-02 **Marrow v2.3.0**：分页 KV 重写。\n"
        "- 2026-10-04 **Quillserve v0.7.1**：国产推理服务，兼容 Marrow 后端。\n\n## §1.2 调度\n\n"
        "## §1.3 缓存\n\n## §1.4 可靠性\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    title = "Marrow v2.3.0 升级后 Quillserve v0.7.1 的 Marrow 兼容层崩溃（quill-ai/quillserve#51）"
    brief = brief_text(increment(1, title, section="§1.4"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", log.encode()), smap)
    (action,) = report.actions
    assert action.action == "updated"
    assert "Quillserve" in (action.matched or ""), action.matched
