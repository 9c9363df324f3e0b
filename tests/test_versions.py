"""Versions and successors: a release line, a product entry, a generation, another paper,
another edition; and where a contradiction item goes when it names its increment only by a
bare issue number, a quoted claim or shared figures."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.plan import versions
from patcher.plan.contradictions import _release_lead
from patcher.plan.evidence import NameIndex, Verdict, closed_refs, names_of
from patcher.text.source import Source

from .conftest import brief_text, entry_holding, increment, items


def index(*leads: tuple[str, str, tuple[str, ...]]) -> NameIndex:
    names = NameIndex()
    for lead, anchor, keys in leads:
        names.add(lead, anchor, list(keys))
    return names


RELEASE_LINE = ("Lodestar 2.4 — 推理服务器；连续批处理默认开启 [2026-10-02]", "§1.1", ())
PRODUCT = ("**Lodestar**（lodestar-ai/lodestar）— 推理服务器，每个版本在下方续写", "§1.1", ())


def decide(names: NameIndex, title: str, relation: str = "", keys: tuple[str, ...] = ()) -> Verdict:
    return names.decide(title, relation, list(keys), "§1.1")


def test_release_words_after_a_version_keep_it_a_release() -> None:
    assert versions.release(" v2.4.3 LTS") == (2, 4, 3)
    assert versions.release(" 3.1.post2") == (3, 1)
    lts = names_of("Lodestar v2.4.3 LTS 热修复 — 调度死锁")
    assert lts.bare == "lodestar" and lts.version == (2, 4, 3)
    assert decide(index(RELEASE_LINE), "Lodestar v2.4.3 LTS 热修复 — 调度死锁").chosen == 0
    # another release, with release words too: not the 2.4 line
    assert decide(index(RELEASE_LINE), "Lodestar 2.5 RC1 预览 — 新调度器").chosen is None
    # an entry named by the product takes every release
    assert decide(index(PRODUCT), "Lodestar 2.5 beta 发布 — 新调度器").chosen == 0


def test_a_number_joined_by_a_hyphen_is_a_successor_not_a_release() -> None:
    pelican = (
        "**Pelican**（arXiv:2611.04021）⭐⭐⭐：自回归草稿模型蒸馏",
        "§1.2",
        ("arxiv:2611.04021",),
    )
    names = index(pelican)
    successor = names.decide("Pelican-2：多头草稿 + 在线校准", "", ["arxiv:2612.01187"], "§1.2")
    assert successor.chosen is None and successor.candidate is None
    assert names_of("Pelican-2").version == () and names_of("Pelican-2.1").version == (2, 1)
    # the original's own news, in another spelling, still continues it
    again = names.decide("PELICAN 草稿模型进入主线", "", ["arxiv:2611.04021"], "§1.2")
    assert again.chosen == 0
    # a `v2` of the same paper (same id) continues it
    assert names.decide("Pelican v2 修订版", "", ["arxiv:2611.04021"], "§1.2").chosen == 0


def test_two_arxiv_ids_are_two_papers_whatever_the_names_share() -> None:
    harrow = ("**Harrow**（arXiv:2610.30412）：跨请求 KV 复用", "§1.3", ("arxiv:2610.30412",))
    names = index(harrow)
    other = names.decide("Harrow 扩展版：多租户 KV 复用", "", ["arxiv:2612.00931"], "§1.3")
    assert other.chosen is None and other.possible and "another paper" in other.why
    # no id of its own: the name decides as before
    assert names.decide("Harrow 扩展版：多租户 KV 复用", "", [], "§1.3").chosen == 0
    # a release of the product is the product's, whatever new paper it cites
    assert names.decide("Harrow 0.4 分层存储", "", ["arxiv:2612.00931"], "§1.3").chosen == 0


def test_a_relation_line_naming_the_product_does_not_carry_another_release() -> None:
    said = "inference.md §1.1 已有 Lodestar 条目；本条续立 Lodestar 条目，记录新版本"
    names = index(RELEASE_LINE)
    new_line = decide(names, "Lodestar 2.5 发布 — 推测解码内建", said)
    assert new_line.chosen is None and new_line.possible and "another release" in new_line.why
    # a patch of the entry's own line, with the same words: continues it
    assert decide(names, "Lodestar 2.4.1 — 修复显存泄漏", said).chosen == 0
    # an entry named by the product: the relation line and the name both say so
    assert decide(index(PRODUCT), "Lodestar 2.5 发布 — 推测解码内建", said).chosen == 0


def test_a_new_release_is_a_possibility_only_when_the_document_keeps_one_release_entry() -> None:
    one = decide(index(RELEASE_LINE), "Lodestar 2.5 — 新调度器")
    assert one.chosen is None and one.possible and "Lodestar 2.4" in one.why
    older = ("Lodestar 2.3 — 推理服务器；分页注意力 [2026-08-01]", "§1.1", ())
    several = decide(index(RELEASE_LINE, older), "Lodestar 2.5 — 新调度器")
    assert several.chosen is None and not several.possible  # one entry per release: plainly new


def test_an_edition_stamp_keeps_a_comparison_one_thing() -> None:
    matrix = ("**Nimbus vs Cobalt 2026H1 选型对比** ⭐⭐⭐：通用负载差距 ≤5%", "§1.1", ())
    names = index(matrix)
    updated = decide(
        names,
        "Cobalt vs Nimbus 2026H2 复测 — 差距收窄",
        "更新 §1.1 Nimbus vs Cobalt 选型对比（2026H1 版）的数字",
    )
    assert updated.chosen == 0
    # another edition with no word of continuing it: a possibility, not an update
    quiet = decide(names, "Cobalt vs Nimbus 2026H2 复测 — 差距收窄")
    assert quiet.chosen is None and quiet.possible and "another edition" in quiet.why
    # a comparison kept without an edition, a dated title: a possibility only
    plain = index(("**Nimbus vs Cobalt 选型** — 两引擎的取舍", "§1.1", ()))
    dated = decide(plain, "Nimbus vs Cobalt 2026H2 复测")
    assert dated.chosen is None and dated.possible
    # the same edition, sides swapped: the same comparison
    assert decide(names, "Cobalt vs Nimbus 2026H1 补测").chosen == 0
    # another pair is another comparison
    assert decide(names, "Nimbus vs Wrenfield 2026H2 复测").candidate is None


DOC = (
    "# 服务栈笔记\n\n## §1.1 框架格局\n\n"
    "- **Lodestar 调度循环挂起**（lodestar-ai/lodestar#30518）— 多 LoRA 与分块预填充同开时挂起（2026-10-02）\n"
    "- **Fenwick vs Lodestar 选型** — 通用负载差距 ≤5%；前缀复用场景 Fenwick 领先 31%（2026-09-20）\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "- **Brackish KV 卸载** — 三级卸载（2026-09-28）\n\n"
    "## §1.4 可靠性\n\n## 待核实\n\n"
)


def run(doc: str, brief: str) -> api.ApplyReport:
    from patcher.config.maps import find_map, load_map

    smap = load_map(find_map(None, Path("/nonexistent")))
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


def test_a_bare_issue_number_finds_its_repository_anywhere_in_the_item() -> None:
    night = brief_text(
        increment(1, "Sedge 0.9 — 新增流式输出", points="- 流式输出 - 新的 CLI"),
        date="2026-10-20",
    ) + items(
        "矛盾/待核实 ①：#30518 修复是否回移植到 2.3 分支（低风险）\n"
        "- 问题：修复 PR 只合入主干\n- 建议：标注 Lodestar 2.3 用户仍需关闭分块预填充\n"
    )
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.matched == "gh:lodestar-ai/lodestar#30518", note
    assert "调度循环挂起" in entry_holding(report.new_text.render(), "id=2026-10-20#c1")
    # the repository named nowhere: the number alone is not enough
    unnamed = night.replace("Lodestar 2.3 用户", "旧分支用户")
    assert run(DOC, unnamed).contradictions[0].attached_to == "verify"


def test_an_item_quoting_one_increments_claim_goes_where_it_went() -> None:
    night = brief_text(
        increment(1, "Sedge 0.9 — 新增流式输出", points="- 流式输出 - 新的 CLI"),
        increment(
            2,
            "卸载策略综述：2026 版",
            section="§1.3 KV Cache",
            points='- 梳理 40 篇工作 - 称"多数卸载方案在长会话下收益有限"',
        ),
        date="2026-10-20",
    ) + items('矛盾/待核实 ①：综述"收益有限"结论的依据（中风险）\n- 问题：未给出统计方法\n')
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.attached_to == "2026-10-20#2" and note.matched == 'quotes "收益有限"', note
    # a quote no increment holds decides nothing
    other = night.replace('"收益有限"结论', '"显存减半"结论')
    assert run(DOC, other).contradictions[0].attached_to == "verify"


def test_an_item_sharing_two_figures_with_one_increment_goes_where_it_went() -> None:
    night = brief_text(
        increment(1, "Sedge 0.9 — 新增流式输出", points="- 吞吐 +12% - 新的 CLI"),
        increment(
            2,
            "Fenwick vs Lodestar 复测 — 差距收窄",
            points="- 前缀复用场景 Fenwick 领先收窄到 7%（上次为 31%） - 通用负载持平",
        ),
        date="2026-10-20",
    ) + items(
        "矛盾/待核实 ①：两次复测数字冲突（中风险）\n"
        "- 问题：上次称领先 31%，本次仅 7%；测试硬件不同\n"
    )
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.attached_to == "2026-10-20#2" and note.matched == "claims:31%,7%", note
    # one shared figure is not enough
    one = night.replace("本次仅 7%", "本次持平")
    assert run(DOC, one).contradictions[0].attached_to == "verify"


def test_a_release_between_an_abbreviation_and_its_expansion_stays_a_release() -> None:
    spelled = index(("Quorum Batch Planner — per-tenant batching budgets [2026-09-14]", "§1.2", ()))
    assert (
        spelled.decide("ＱＢＰ 1.1（Quorum Batch Planner）— 新的预算器", "", [], "§1.2").chosen == 0
    )
    short = index(("**批预算规划器（QBP）**：即 Quorum Batch Planner", "§1.2", ()))
    assert short.decide("QBP 1.1（Quorum Batch Planner）— 新的预算器", "", [], "§1.2").chosen == 0
    # the release line an entry is named by still holds (`QBP 1.2` is another release)
    line = index(("Quorum Batch Planner 1.1 — per-tenant batching budgets", "§1.2", ()))
    assert line.decide("QBP 1.2（Quorum Batch Planner）— 新的预算器", "", [], "§1.2").chosen is None


def test_a_relation_line_writing_the_entrys_release_means_that_entry() -> None:
    report = ("**State of Serving 2025** — 年度推理服务调查", "§1.1", ())
    names = index(report)
    said = decide(
        names, "State of Serving 2026 — 年度调查新版", "更新 §1.1 State of Serving 2025 条目"
    )
    assert said.chosen == 0
    # the product's name alone (the writer's own convention) is not that entry
    product = decide(names, "State of Serving 2026 — 年度调查新版", "更新 State of Serving 条目")
    assert product.chosen is None and product.possible


def test_a_pre_release_glued_to_its_numbers_is_that_release() -> None:
    """`vLLM v0.32rc1`, `Quillserve v3.4.0rc1`: the candidate of release 0.32 / 3.4.0, so the
    release itself (`vLLM 0.32 正式版`, `Quillserve v3.4 GA`: trailing zeros are the same
    release) continues the entry the candidate opened, where entries are releases'."""
    for name, bare, release in (
        ("vLLM v0.32rc1 — 异步调度默认开启", "vllm", (0, 32)),
        ("Quillserve v3.4.0rc1 — 预发布", "quillserve", (3, 4, 0)),
        ("Tidepool 2.0beta2", "tidepool", (2, 0)),
        ("Wherry 1.1.dev3", "wherry", (1, 1)),
    ):
        read = names_of(name)
        assert (read.bare, read.version) == (bare, release), name
    # not a release word: letters going on (`2.1rcache`), a model size
    assert names_of("Wherry 2.1rcache").version == ()
    assert not versions.other_release((3, 4), (3, 4, 0))
    assert not versions.other_release((3, 4, 0, 0), (3, 4))
    assert versions.other_release((3,), (3, 0)) and versions.other_release((3, 5, 0), (3, 4, 0))
    rc = ("vLLM v0.32rc1 — 异步调度默认开启", "§1.1", ())
    older = ("vLLM v0.31 — Model Runner V3", "§1.1", ())
    names = index(older, rc)
    assert decide(names, "vLLM 0.32 正式版 — 异步调度 + FP8 attention").chosen == 1
    assert decide(names, "vLLM v0.32.0 released").chosen == 1
    # counter-examples: the next candidate, another release, the older release's entry
    assert decide(names, "vLLM v0.33rc1 — 新调度器").chosen is None
    assert decide(names, "vLLM 0.33 正式版").chosen is None
    quill = index(("Quillserve v3.4.0rc1 — 预发布：投机解码", "§1.1", ()))
    assert decide(quill, "Quillserve v3.4 GA").chosen == 0
    assert decide(quill, "Quillserve 3.5.0 正式发布").chosen is None
    assert decide(quill, "Quillserve 3.41 正式发布").chosen is None


def test_a_patch_continues_the_entry_of_its_x_y_0_release() -> None:
    """An entry named by `x.y.0` stands for the `x.y` line where entries are releases': its
    patch (`SGLang v0.6.1`) continues it; a patch-level neighbour of a non-zero patch does not
    (`0.5.21` is not `0.5.20`'s), nor the next minor release."""
    assert not versions.other_release((0, 6, 1), (0, 6, 0))
    assert versions.other_release((0, 5, 21), (0, 5, 20))
    assert versions.other_release((0, 7, 0), (0, 6, 0))
    assert versions.other_release((1, 0, 1), (1, 0, 0, 2))
    minor = ("SGLang v0.6.0 — 默认开启重叠调度", "§1.1", ())
    older = ("SGLang v0.5.9 — 最后一个 0.5 版本", "§1.1", ())
    names = index(older, minor)
    assert decide(names, "SGLang v0.6.1 — 修复重叠调度死锁").chosen == 1
    assert decide(names, "SGLang v0.6.0.post1").chosen == 1
    for other in ("SGLang v0.7.0", "SGLang v0.5.10", "SGLang v0.61"):
        assert decide(names, other).chosen is None, other
    patches = index(("SGLang v0.5.20 — 修复", "§1.1", ()), ("SGLang v0.5.19", "§1.1", ()))
    assert decide(patches, "SGLang v0.5.21").chosen is None


def test_a_title_led_by_a_repository_path_and_a_release_is_the_repositorys_release() -> None:
    """`tidepool-ai/tidepool 0.5` is release 0.5 of Tidepool, whatever the entry calls it
    (`Tidepool 卸载层（tidepool-ai/tidepool）`), as a lead so written is read; another owner's
    repository of that name, or a path without a release, is not read so."""
    from patcher.plan.contrary import repos_of

    product = ("**Tidepool 卸载层（tidepool-ai/tidepool）** — KV 卸载到远端内存池", "§1.1", ())
    other = ("**Cistern（蓄水池）分层 KV 存储** — 对象存储分层", "§1.1", ())
    names = index(product, other)

    def decide_repo(title: str) -> Verdict:
        return names.decide(title, "", [], "§1.1", repos=repos_of(title))

    assert decide_repo("tidepool-ai/tidepool 0.5 — 对象存储 tier + 冷块预取").chosen == 0
    assert decide_repo("tidepool-ai/tidepool v0.5.1").chosen == 0
    # counter-examples: another owner's namesake, another repository, a path alone
    assert decide_repo("seaport-labs/tidepool 0.5 — 另一个团队的调度器").chosen is None
    assert decide_repo("tidepool-ai/tidepool-ui 0.5").chosen is None
    assert decide_repo("cistern-io/cistern-cloud 1.0").chosen is None
    assert names_of("tidepool-ai/tidepool 0.5").bare == "tidepoolaitidepool"  # (names as written)


def test_a_path_and_a_release_then_what_it_is_about_in_chinese() -> None:
    """`ternery-labs/ternery-router 1.3.2 修复路由抖动` is read as the repository's release
    too, with no dash before its Chinese description: a patch of the 1.3 entry where entries
    are releases; not another line's, nor another owner's repository of that name."""
    from patcher.plan.contrary import repos_of

    older = ("Ternery Router 1.2 (Ternery Labs) — prefix-affinity routing", "§1.2", ())
    line = (
        "**Ternery Router 1.3 — KV 感知路由** ⭐⭐⭐⭐（2026-12-22）：按 KV 命中路由",
        "§1.2",
        (),
    )
    names = index(older, line)

    def decide_repo(title: str) -> Verdict:
        return names.decide(title, "", [], "§1.2", repos=repos_of(title))

    assert decide_repo("ternery-labs/ternery-router 1.3.2 修复路由抖动").chosen == 1
    assert decide_repo("ternery-labs/ternery-router 1.4.0 新增权重路由").chosen is None
    written = ("**Ternery Router 1.3**（ternery-labs/ternery-router）— KV 感知路由", "§1.2", ())
    names = index(older, written)
    assert decide_repo("ternery-labs/ternery-router 1.3.2 修复路由抖动").chosen == 1
    assert decide_repo("seaport-io/ternery-router 1.3.2 修复路由抖动").chosen is None


def test_an_abbreviation_and_release_after_a_product_and_its_kind_is_that_release() -> None:
    """`Ferric 网关 FSG 0.9.1`: Ferric's gateway FSG, release 0.9.1, a patch of the entry the
    0.9 release opened where entries are releases'; never another release's entry, nor read
    so when the abbreviation does not start with the product's initial."""
    assert versions.abbreviation_after_kind("Ferric 网关 FSG 0.9.1") == "FSG 0.9.1"
    assert versions.abbreviation_after_kind("Ferric 网关 GSX 0.9.1") is None
    assert versions.abbreviation_after_kind("Ferric 网关 0.9.1") is None
    older = ("`ferric-ai/fsg` v0.8 — Ferric Serving Gateway (FSG), Rust gateway", "§1.1", ())
    nine = ("**FSG v0.9 多租户限流 — 按租户 token 配额**（2026-11-24）", "§1.1", ())
    names = index(older, nine)
    assert decide(names, "Ferric 网关 FSG 0.9.1 — 多租户配额 bug 修复").chosen == 1
    # counter-examples: another release, another abbreviation, another maker's FSG
    assert decide(names, "Ferric 网关 FSG 1.0 — GA").chosen != 1
    assert decide(names, "Ferric 网关 GSX 0.9.1").chosen is None
    assert decide(names, "Harbor 网关 FSG 0.9.1").chosen is None


def test_a_comparison_whose_relation_line_names_its_subject_is_that_sides_news() -> None:
    """`Corvid Serve 0.2 vs vLLM` with `以 vLLM 为对照基线；主体是 Corvid Serve 0.2 的第三方复测`:
    a benchmark of Corvid Serve 0.2, news of its entry; a comparison that names no subject,
    a subject that is neither side, or the baseline's entry, stays as it was."""
    corvid = ("**Corvid Serve** — 新开源 Rust 推理引擎", "§1.1", ())
    vllm = ("**vLLM** — 生产标准引擎，当前 v0.31", "§1.1", ())
    kestrel = ("**Kestrel** 投机解码 — draft-verify", "§1.1", ())
    names = index(corvid, vllm, kestrel)
    title = "Corvid Serve 0.2 vs vLLM 吞吐复测 — 单卡 dense +12%"
    said = "以 vLLM 为对照基线；主体是 Corvid Serve 0.2 的第三方复测"
    assert decide(names, title, said).chosen == 0
    assert decide(names, title, "the subject is Corvid Serve 0.2; vLLM is the baseline").chosen == 0
    # counter-examples: no subject said, a subject that is no side, the baseline's entry
    assert decide(names, title).chosen is None
    assert decide(names, title, "主体是 Larchserve 的复测").chosen is None
    peregrine = "Peregrine 投机解码 vs Kestrel — 接受长度 +0.6"
    assert decide(names, peregrine, "主体是 Peregrine；Kestrel 为对照基线").chosen is None


def test_another_maker_s_abbreviation_after_a_kind_word() -> None:
    """Counter-example: `Ferric 网关 FSG 0.9.1` is Ferric's FSG; an entry defining FSG after
    another product word (`FSG (Fathom Serving Gateway)`) is another maker's, not continued;
    Ferric's own definition still is."""
    fathom = index(("FSG (Fathom Serving Gateway) — 推理网关", "§1.1", ()))
    assert decide(fathom, "Ferric 网关 FSG 0.9.1 — 多租户配额 bug 修复").chosen is None
    ferric = index(("Ferric Serving Gateway (FSG) — Rust 推理网关", "§1.1", ()))
    assert decide(ferric, "Ferric 网关 FSG 0.9.1 — 多租户配额 bug 修复").chosen == 0


def table_items(*rows: str) -> str:
    head = "三、值得警惕的矛盾或待核实说法\n| # | 矛盾/待核实项 | 来源 | 风险等级 |\n|---|---|---|---|\n"
    return head + "".join(f"{row}\n" for row in rows)


def test_a_bare_issue_number_finds_its_repository_in_a_table_rows_source() -> None:
    """heldout23: `#31207 修复是否回移到 0.41.x 未说明` with the source `vLLM PR 31940`."""
    night = brief_text(
        increment(1, "Sedge 0.9 — 新增流式输出", points="- 流式输出 - 新的 CLI"),
        date="2026-10-20",
    ) + table_items("| 1 | #30518 修复是否回移到 2.3 分支未说明 | Lodestar PR 30940 | 🟢 低 |")
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.matched == "gh:lodestar-ai/lodestar#30518", note
    # a source naming no repository: the number alone is not enough
    unnamed = night.replace("Lodestar PR 30940", "社区讨论")
    assert run(DOC, unnamed).contradictions[0].attached_to == "verify"


def test_an_item_merging_two_entries_things_goes_to_verify() -> None:
    """heldout23: `梁托实验室将把梁托服务与梁托缓存合并为统一产品` is about neither entry alone."""
    doc = DOC.replace(
        "## §1.3 KV Cache\n\n",
        "## §1.3 KV Cache\n\n- **梁托缓存** — 梁托实验室的分层 KV 存储（2026-09-22）\n"
        "- **梁托服务 2.3** — 梁托实验室的推理引擎（2026-09-22）\n",
    )
    night = brief_text(
        increment(1, "Sedge 0.9 — 新增流式输出", points="- 流式输出 - 新的 CLI"),
        date="2026-10-20",
    ) + table_items(
        "| 1 | 传闻梁托实验室将把梁托服务与梁托缓存合并为统一产品 Corbel Cloud | 社交媒体 | 🟢 低 |"
    )
    assert run(doc, night).contradictions[0].attached_to == "verify"
    # one of them alone, with no merging: its entry's
    alone = night.replace(
        "传闻梁托实验室将把梁托服务与梁托缓存合并为统一产品 Corbel Cloud", "梁托缓存命中率 71% 存疑"
    )
    assert run(doc, alone).contradictions[0].attached_to != "verify"
    # heldout23 doc-en: the entries go by Latin names only, an increment names 梁托缓存: the
    # merge of two things it says is still about neither alone
    latin = DOC.replace(
        "## §1.3 KV Cache\n\n",
        "## §1.3 KV Cache\n\n- **Corbel Cache** — Corbel Labs tiered KV store（2026-09-22）\n",
    )
    cache = brief_text(
        increment(1, "梁托缓存 0.8 多轮对话基准 — 命中率 71%", section="§1.3 KV Cache"),
        date="2026-10-20",
    ) + table_items(
        "| 1 | 传闻梁托实验室将把梁托服务与梁托缓存合并为统一产品 Corbel Cloud | 社交媒体 | 🟢 低 |"
    )
    assert run(latin, cache).contradictions[0].attached_to == "verify"


def test_an_item_whose_title_names_no_entry_goes_where_its_suggestion_names_a_release() -> None:
    """heldout22: `栈桥 0.9 的 FP8 KV 在 A100 上静默回退` suggesting `标注"Trestle 0.9 FP8 KV 仅
    Hopper 及以上生效"` is about the `Trestle 0.9` entry (not `Trestle 0.9 流式输出截断`); a
    suggestion naming the product alone decides nothing."""
    doc = DOC.replace(
        "## §1.2 推理调度\n\n",
        "- **Sedgewick 2.3**（莎草 2.3）：推理引擎（2026-09-30）\n\n## §1.2 推理调度\n\n",
    ).replace(
        "## §1.4 可靠性\n\n", "## §1.4 可靠性\n\n- **Sedgewick 2.3 流式输出截断** — 尾块丢失\n\n"
    )
    night = brief_text(
        increment(1, "Zeta 框架发布", points="- 新框架 - 首个版本"), date="2026-10-20"
    ) + items(
        "矛盾/待核实 ①：莎草 2.3 的 FP8 在 A100 上静默回退（低风险）\n"
        '- 问题：社区称实际按 FP16 存储\n- 建议：标注"Sedgewick 2.3 FP8 仅 Hopper 生效"\n'
    )
    report = run(doc, night)
    (note,) = report.contradictions
    assert note.matched == 'suggestion names "Sedgewick 2.3"', note
    assert "莎草 2.3" in entry_holding(report.new_text.render(), "id=2026-10-20#c1")
    alone = night.replace('标注"Sedgewick 2.3 FP8', '标注"Sedgewick FP8')
    assert run(doc, alone).contradictions[0].attached_to == "verify"


def test_a_suggestion_naming_a_products_release_beside_its_incident_entry() -> None:
    """heldout22 doc-en: the same item where the document keeps one entry per product
    (`[Trestle]`) and its incident (`Trestle streaming truncation`): the suggestion's
    `Trestle 0.9` names the product's entry; without a release, nothing."""
    doc = DOC.replace(
        "## §1.2 推理调度\n\n", "- **Sedgewick** — 推理引擎（2026-09-30）\n\n## §1.2 推理调度\n\n"
    ).replace(
        "## §1.4 可靠性\n\n",
        "## §1.4 可靠性\n\n- **Sedgewick streaming truncation** — 尾块丢失\n\n",
    )
    night = brief_text(
        increment(1, "Zeta 框架发布", points="- 新框架 - 首个版本"), date="2026-10-20"
    ) + items(
        "矛盾/待核实 ①：莎草 2.3 的 FP8 在 A100 上静默回退（低风险）\n"
        '- 问题：社区称实际按 FP16 存储\n- 建议：标注"Sedgewick 2.3 FP8 仅 Hopper 生效"\n'
    )
    report = run(doc, night)
    (note,) = report.contradictions
    assert note.matched == 'suggestion names "Sedgewick 2.3…", the product', note
    assert "**Sedgewick** — 推理引擎" in entry_holding(report.new_text.render(), "id=2026-10-20#c1")
    alone = night.replace('标注"Sedgewick 2.3 FP8', '标注"Sedgewick FP8')
    assert run(doc, alone).contradictions[0].attached_to == "verify"


def test_an_item_led_by_a_short_chinese_name_and_release_finds_that_increment() -> None:
    """heldout24: `千里 2.0.3 修复范围` is about tonight's `千里 2.0.3 热修复 — …` (a two-character
    name alone is too short; with its release it is one thing)."""
    night = brief_text(
        increment(1, "Zeta 框架发布", points="- 新框架 - 首个版本"),
        increment(2, "千里 2.0.3 热修复 — 1M 档长上下文截断修复", points="- 截断修复 - 1M 档"),
        date="2026-10-20",
    ) + items("矛盾/待核实 ①：千里 2.0.3 修复范围（中风险）\n- 问题：客服称 128K 档也出现过\n")
    (note,) = run(DOC, night).contradictions
    assert note.attached_to == "2026-10-20#2", note
    assert _release_lead("千里 2.0.3 修复范围") == _release_lead("千里 2.0.3 热修复 — 截断")
    assert _release_lead("千里 2.0.4 热修复") != _release_lead("千里 2.0.3 修复范围")
    assert _release_lead("千里云降价") is None


def test_an_item_naming_a_release_is_not_an_increment_led_only_by_the_product_word() -> None:
    """heldout24: `vLLM v0.32 异步调度 TPOT 改善幅度` is about the `vLLM v0.32` entry, not
    tonight's `vLLM FP8 KV 缩放因子回归` incident that shares only the product word."""
    doc = DOC.replace(
        "## §1.2 推理调度\n\n",
        "- **Sedgewick v2.3** — 异步调度默认开启（2026-10-01）\n\n## §1.2 推理调度\n\n",
    )
    night = brief_text(
        increment(1, "Sedgewick FP8 KV 缩放回归 — 长序列困惑度上升", section="§1.4 可靠性"),
        date="2026-10-20",
    ) + items(
        "矛盾/待核实 ①：Sedgewick v2.3 异步调度 TPOT 改善幅度（低风险）\n- 问题：官方博客给 -6%\n"
    )
    report = run(doc, night)
    (note,) = report.contradictions
    assert note.attached_to != "2026-10-20#1", note
    assert "Sedgewick v2.3" in entry_holding(report.new_text.render(), "id=2026-10-20#c1")


def test_an_increment_whose_own_pull_request_closed_an_issue_continues_its_entry() -> None:
    """heldout22: `SSE 尾块丢失补丁合入`, from `…/trestle/pull/4601`, says `quarrylabs/trestle#4412
    已由 PR #4601 关闭`: the incident entry keyed by #4412 takes it though the title names
    neither product nor issue; a PR the increment does not cite proves nothing."""
    assert closed_refs(["acme/sedge#4412 已由 PR #4601 关闭：竞争"], ["gh:acme/sedge#4601"]) == [
        "acme/sedge#4412"
    ]
    fixed = closed_refs(["acme/sedge#12 was fixed by PR #31"], ["gh:acme/sedge#31"])
    assert fixed == ["acme/sedge#12"]
    assert closed_refs(["acme/sedge#4412 已由 PR #4601 关闭"], ["gh:acme/sedge#4602"]) == []
    doc = DOC.replace(
        "## §1.4 可靠性\n\n",
        "## §1.4 可靠性\n\n- **Sedge 流式输出截断**：acme/sedge#4412；SSE 最后一个 chunk 偶发丢失。\n\n",
    )
    night = (
        "inference · E1 预消化简报(2026-10-20)\n二、增量条目\n"
        "增量 1：SSE 尾块丢失补丁合入（⭐⭐⭐）\n来源：github.com/acme/sedge/pull/4601\n"
        "要点：- acme/sedge#4412 已由 PR #4601 关闭：flush 与关闭竞争 - 随 1.0rc3 发布\n"
        "可信度：高\n建议归入章节：§1.4 可靠性\n"
    )
    (action,) = run(doc, night).actions
    assert action.action == "updated" and "gh:acme/sedge#4412" in (action.matched or ""), action
    other = night.replace("github.com/acme/sedge/pull/4601", "github.com/acme/sedge/pull/4700")
    assert run(doc, other).actions[0].action == "inserted"
