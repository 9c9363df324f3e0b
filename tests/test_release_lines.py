"""Wrong updates across release lines (heldout22/24): a document whose preamble states one
entry per release with no kind of thing named; a relation line that writes the entry's release
and the title's own; a Chinese-led entry's release kept when it is read by its English name;
a repository path with a pre-release as an entry's name."""

from __future__ import annotations

from patcher import api
from patcher.plan import versions
from patcher.plan.evidence import NameIndex, aliased_names, entry_names, names_of

from .conftest import brief_text, increment, items
from .test_release_conventions import run


def test_a_preamble_stating_one_entry_per_release_without_a_kind() -> None:
    stated = versions.states_release_entries
    assert stated("Conventions: **one entry per release.** A minor release gets its own entry")
    assert stated("> 编辑约定：每个**版本**一条（新版本即新条目）；rc 写在该版本条目下。")
    assert not stated("We do not keep one entry per release here: one entry per product.")
    assert not stated("按大版本分条的产品每个大版本一条")
    # the release listed first among the kinds of things that get an entry each
    listed = (
        "Every major or minor release (2.x), model launch, outage and survey gets its own entry."
    )
    assert stated(listed) and versions.states_release_entries_for_all(listed)
    assert stated("Each new release, and each advisory, gets a separate line.")
    assert not stated("Every release, we do not give its own entry: one per product.")


def test_a_release_line_written_in_a_text() -> None:
    assert versions.writes_line("已有 Brindle 3.2 锚定；本条是 3.3 线首个候选版", (3, 3, 0))
    assert versions.writes_line("continues SGLang (v0.6.2 → v0.6.3)", (0, 6, 3))
    assert not versions.writes_line("Brindle 13.3 与 3.31", (3, 3))
    assert not versions.writes_line("State of Serving 2025", (2026,))


def test_a_chinese_led_entry_read_by_its_english_name_keeps_its_release() -> None:
    lead = "**镜湖 1.6**（Jinghu，英文名 Mirrorlake）：国产推理引擎"
    names = aliased_names(lead, ("Mirrorlake",))
    assert names.shown == "Mirrorlake" and names.version == (1, 6)


def test_a_repository_path_with_a_pre_release_names_the_repository() -> None:
    assert entry_names("brindle-ai/brindle v3.3.0-rc1", ()) == ("brindle v3.3.0-rc1",)
    assert entry_names("acme-ai/anvil 1.2RC1", ()) == ("anvil 1.2RC1",)
    assert entry_names("sgl-project/sglang v0.5.24.post1", ()) == ("sglang v0.5.24.post1",)


def _decide(lead: str, title: str, relation: str) -> int | None:
    names = NameIndex(convention=lambda: False)
    names.add(lead, "§1.1", [])
    return names.decide(title, relation, [], "§1.1").chosen


def test_a_relation_writing_both_releases_sets_them_apart() -> None:
    """heldout24 doc-en: `SGLang v0.6.3` with `continues SGLang (v0.6.2 → v0.6.3)` is not the
    `SGLang v0.6.2` entry; the relation writing only the entry's release still means it."""
    lead = "**SGLang v0.6.2** — xgrammar 2 structured-output backend"
    title = "SGLang v0.6.3：HiCache 分层重写"
    assert _decide(lead, title, "continues SGLang (v0.6.2 → v0.6.3)") is None
    assert _decide(lead, title, "更新 SGLang v0.6.2 条目") == 0


PER_RELEASE_ZH = """# inference 活文档

> 编辑约定：每个**版本**一条（新版本即新条目）；同一版本的 rc、.postN 补丁写在该版本条目下。

## §1.1 框架格局

- **Trestle 0.8**（栈桥 0.8）：开源推理引擎（quarrylabs/trestle）；连续批处理重写。
- **Trestle 0.9**（栈桥 0.9）：分段 CUDA Graph 默认开启。
- **镜湖 1.6**（Jinghu，英文名 Mirrorlake）：星衍科技的国产推理引擎，适配昇腾 910C。

## §1.2 推理调度

- Kittiwake：多租户公平调度器

## §1.3 KV Cache

- Stern：分层 KV 卸载库

## §1.4 推理可靠性与可观测性

- Auklet 事故复盘：跨区配置变更导致 5xx
"""


def test_a_new_release_of_a_chinese_led_entry_is_new_where_releases_are_apart() -> None:
    """heldout22 doc-zh: `Mirrorlake 2.0` is not `镜湖 1.6`'s entry in a per-release document;
    its `.post1` later continues the 2.0 entry."""
    night = brief_text(increment(1, "Mirrorlake 2.0 — 昇腾 910C 上 MoE 吞吐翻倍"))
    report = run(PER_RELEASE_ZH, night)
    assert report.actions[0].action == "inserted"
    created = report.new_text.render()
    later = brief_text(increment(1, "Mirrorlake 2.0.post1 — 驱动兼容修复"), date="2026-10-03")
    again = run(created, later)
    assert again.actions[0].action == "updated" and "Mirrorlake 2.0" in again.actions[0].matched


# A radar keeping one entry per major version, its ring the first bold text of every lead
# (issue 21, heldout85): `Name (0.x)` is the 0.x line, so `1.0` opens a new entry; an entry
# is mentioned by the name after its ring (`**TRIAL** · Lumora (0.x)`); a generation a night
# created (`Sparrix-2 重排模型发布`) is that major's line.
RADAR = (
    "# Search radar\n\n## How to read this radar\n\n"
    "- Every entry opens with its **ring** in bold, then ` · ` and the name.\n"
    "- **One entry per major version.** Products still at `0.x` count `0.x` as one major, "
    "so a `1.0` opens a new entry.\n"
    "- **Incidents are not entries.** An outage or regression is a sub-bullet under the entry "
    "of the affected major.\n"
    "- **Head-to-head comparisons go into the shoot-out log** (`LOG · Shoot-out log (indexes)` "
    "in §1.2), one dated sub-bullet per comparison.\n\n"
    "## §1.1 Retrievers\n\n"
    "- **TRIAL** · Lumora (0.x) — sparse retrieval toolkit, `lumora-ir/lumora`; currently 0.7.\n"
    "- **TRIAL** · Vextra — web search API built for agents (vextra.dev), billed per call.\n"
    "- **ADOPT** · Gannet 3 — embedding server; currently 3.2.\n"
    "- **TRIAL** · Corvina (0.x) — query rewriting module; currently 0.3.\n"
    "- **ASSESS** · Pellucid 1 — late-interaction retriever; currently 1.4.\n\n"
    "## §1.2 Indexes\n\n"
    "- **HOLD** · Ospira 2 — GPU graph index library; currently 2.4.\n"
    "- **TRIAL** · Tidebase 4 — distributed vector database; currently 4.1.\n"
    "- **TRIAL** · Marten (0.x) — embedded vector store in Rust; currently 0.9.\n"
    "- **LOG** · Shoot-out log (indexes) — comparisons of index libraries, newest last.\n\n"
    "## §1.3 Rerankers\n\n"
    "- **ADOPT** · Sparrix 1 — cross-encoder reranker; currently 1.6.\n\n"
    "## §1.4 Reliability\n"
)


def on_radar(title: str, section: str, extra: str = "", doc: str = RADAR) -> api.ApplyReport:
    """`apply` one increment (and a contradictions part) to the radar."""
    return run(doc, brief_text(increment(1, title, section=section)) + extra)


def test_a_bracketed_0x_line_and_its_1_0() -> None:
    assert names_of("Lumora (0.x) — sparse retrieval toolkit").version == (0,)
    assert names_of("Lumora（1.x）").full >= {"lumora"}
    assert on_radar("Lumora 1.0 正式版 — API 冻结", "§1.1").actions[0].action == "inserted"
    again = on_radar("Lumora 0.8 — 新增 BM25F 字段权重", "§1.1").actions[0]
    assert again.action == "updated" and "line" in (again.matched or ""), again


def test_a_claim_on_a_0x_line_finds_the_entry_by_the_name_after_its_ring() -> None:
    extra = items("矛盾/待核实 ①：Lumora 0.8 号称召回 +9%，仅见于作者推文（低风险）\n")
    (note,) = on_radar("Gannet 3.3 — 新增批量接口", "§1.1", extra).contradictions
    assert "Lumora" in (note.attached_to or ""), note


def test_a_generation_a_night_created_is_that_majors_line() -> None:
    first = on_radar("Sparrix-2 重排模型发布 — 8k 上下文", "§1.3")
    assert first.actions[0].action == "inserted"
    later = brief_text(increment(1, "Sparrix-2.1 — 长输入精度修正", section="§1.3"), "2026-10-02")
    again = run(first.new_text.render(), later).actions[0]
    assert again.action == "updated" and "Sparrix-2" in (again.matched or ""), again
    rule = "- **One entry per major version.** Products still at `0.x` count `0.x` as one major, "
    silent = RADAR.replace(rule, "- ")  # (no rule of majors: the night's entry is one release's)
    first = on_radar("Sparrix-2 重排模型发布 — 8k 上下文", "§1.3", doc=silent)
    assert run(first.new_text.render(), later).actions[0].action == "inserted"


def test_a_major_a_night_opened_is_that_majors_line() -> None:
    """heldout99: where the preamble keeps one entry per major version, the entry a night wrote
    from a `.0` release (`Corvina 1.0 发布 — …`) is the 1.x line, so `Corvina 1.1` is its news;
    one a night wrote from a two-language title (`Brisling 鲱 0.1 — …`) is the 0.x line's, so
    `Brisling 1.0` opens an entry of its own (not without the rule: one entry per product)."""
    first = on_radar("Corvina 1.0 发布 — 改写内核重写", "§1.1")
    assert first.actions[0].action == "inserted"
    later = brief_text(increment(1, "Corvina 1.1 — 多语言改写", section="§1.1"), "2026-10-02")
    again = run(first.new_text.render(), later).actions[0]
    assert again.action == "updated" and "Corvina 1.0" in (again.matched or ""), again
    launch = on_radar("Brisling 鲱 0.1 — Shoal Labs 轻量检索器首发", "§1.1")
    assert launch.actions[0].action == "inserted"
    major = brief_text(increment(1, "Brisling 1.0 — 首个稳定版", section="§1.1"), "2026-10-02")
    assert run(launch.new_text.render(), major).actions[0].action == "inserted"
    rule = "- **One entry per major version.** Products still at `0.x` count `0.x` as one major, "
    silent = RADAR.replace(rule, "- ")
    launch = on_radar("Brisling 鲱 0.1 — Shoal Labs 轻量检索器首发", "§1.1", doc=silent)
    assert run(launch.new_text.render(), major).actions[0].action == "updated"


def _papers(rule: str) -> str:
    return (
        f"# rag · 活文档\n\n> 约定：\n> 1. 论文按研究线索一条，首行 `「中文译名」arXiv:号 Name`。\n> 2. {rule}\n\n"
        "## §1.1 框架\n\n## §1.2 检索\n\n1. 「潮痕」arXiv:2601.04444 Tidemark —— 流式检索索引。\n\n"
        "## §1.3 记忆\n\n## §1.4 可靠性\n"
    )


def test_a_follow_up_paper_goes_under_the_original_where_the_preamble_says_so() -> None:
    """heldout99 `continues arXiv:2512.09931 Palimpsest (same authors)` with a preamble filing a
    team's follow-up papers under the original's research line: that entry; another paper
    where the preamble gives follow-ups entries of their own, or says nothing."""
    relation = "与活文档现有脉络的关系：续作，延续 arXiv:2601.04444 Tidemark（同一团队）\n"
    title = "Tidemark-2：增量重建的流式索引 arXiv:2603.07311"
    brief = brief_text(increment(1, title, section="§1.2 检索", extra=relation))
    merged = run(_papers("同一团队的续作论文作为子项并入原线索，不另起条目。"), brief).actions[0]
    assert merged.action == "updated" and "follow-ups so" in (merged.matched or ""), merged
    apart = run(_papers("Follow-up papers get their own entry."), brief).actions[0]
    assert apart.action == "inserted", apart
    assert run(_papers("同名不同物以中文名区分。"), brief).actions[0].action == "inserted"
    assert not versions.states_follow_ups_under_original("续作论文不并入原线索，另起条目。")


def test_a_two_language_title_is_a_release_of_its_latin_names_line() -> None:
    """heldout99 `蜂巢Hivemind2.1` against the night's `Hivemind 2.0` entry, where the preamble
    keeps one entry per major version: the Latin half's release, glued or spaced, of that
    line; not another major (`… 2.0` for `Corvina 3.1`)."""
    first = on_radar("Corvina 1.0 发布 — 改写内核重写", "§1.1")
    doc = first.new_text.render()
    for title in ("鸦鸣Corvina1.1 — 多语言改写", "鸦鸣 Corvina 1.2 — 缓存"):
        later = brief_text(increment(1, title, section="§1.1"), "2026-10-02")
        again = run(doc, later).actions[0]
        assert again.action == "updated" and "Corvina 1.0" in (again.matched or ""), again
    other = brief_text(increment(1, "鸦鸣 Corvina 3.1 — 新内核", section="§1.1"), "2026-10-02")
    assert run(doc, other).actions[0].action == "inserted"


def _work_papers(rule: str) -> str:
    return (
        f"# rag · 活文档\n\n> 约定：\n> 1. 论文一项工作一条，领句 `「简称」论文 ‖ arXiv 号 ‖ 方向`。\n> 2. {rule}\n\n"
        "## §1.1 框架\n\n## §1.2 检索\n\n* 「Loomis」论文 ‖ arXiv:2601.05555 ‖ 长视频检索\n\n"
        "## §1.3 记忆\n\n## §1.4 可靠性\n"
    )


def test_a_later_paper_of_a_work_stays_under_it_though_named_by_a_generation() -> None:
    """heldout100 `同一工作的后续论文（即使换了 arXiv 号）仍记在原条下`: the work's next paper
    (`Loomis-2`, its own id, the relation line citing the work's id) is that entry's news, its
    generation no other thing's; another paper where the preamble gives follow-ups entries."""
    relation = "与活文档现有脉络的关系：续作，延续 arXiv:2601.05555 Loomis（同一团队）\n"
    title = "Loomis-2 论文放出 — 分层记忆检索，arXiv:2603.08888"
    brief = brief_text(increment(1, title, section="§1.2 检索", extra=relation))
    rule = "同一工作的后续论文（换了 arXiv 号也一样）仍写在原条下。"
    assert versions.states_follow_ups_under_original(rule)
    assert not versions.states_follow_ups_under_original("后续论文不写在原条下，另起一条。")
    merged = run(_work_papers(rule), brief).actions[0]
    assert merged.action == "updated" and "follow-ups so" in (merged.matched or ""), merged
    apart = run(_work_papers("Follow-up papers get their own entry."), brief).actions[0]
    assert apart.action == "inserted", apart
