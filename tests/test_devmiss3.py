"""Wrong continuations the development sets still showed (devmiss3), each rule in invented
names: a release written after the Chinese word for what the thing is (`Lantern 健康探针 2.2`)
against an entry written the same way with another release (`Lantern 健康探针 2.1`); a patch
(`v0.4.1`) against an entry named by a whole release (`v0.4.0`) where the preamble gives every
release an entry and files only post-builds (`.postN 补丁包`) under one; where a preamble files
scores (`is recorded under the model`, `is a nested line under the benchmark`) and a product's
result said as what it showed on a benchmark (`X 在 B 上的第三方复现 — Recall@20 0.78`); a
relation line asking that the increment be tracked on its own (`单独跟踪`)."""

from __future__ import annotations

from patcher import api
from patcher.plan import versions

from .conftest import brief_text, increment, run

PER_RELEASE = (
    "编辑约定：每个正式版本单独一条；同一版本的 rc 预发布与 .postN 补丁包不另开条目，"
    "写在该版本条目之下。"
)
PER_PRODUCT = "编辑约定：每个产品只立一条，新版本写成带日期的子要点。"


def _doc(preamble: str, *entries: str) -> str:
    return (
        f"# 推理活文档\n\n{preamble}\n\n## §1.1 框架\n\n## §1.2 推理调度\n\n"
        "## §1.3 KV Cache\n\n## §1.4 可靠性\n\n" + "".join(f"{e}\n" for e in entries)
    )


def _apply(doc: str, title: str) -> api.ApplyReport:
    return run(doc, brief_text(increment(1, title, "§1.4 可靠性"), date="2031-05-02"))


def _action(doc: str, title: str) -> str:
    (action,) = _apply(doc, title).actions
    return action.action


PROBE = "- 2031-04-20 🟢 **Marrowind 巡检探针 2.1**：推理副本存活探针，检测 NCCL 挂起。"
TRACER = "- 2031-04-12 🟢 **Quillet Trace v0.4.0**：请求级链路追踪，span 覆盖排队与 decode。"


# -- a release after the Chinese word for what the thing is ---------------------------------


def test_another_release_written_after_the_same_kind_word_is_another_release() -> None:
    """`Marrowind 巡检探针 2.2` is not news of `Marrowind 巡检探针 2.1` where every release gets an
    entry: the same name and kind word, another number."""
    doc = _doc(PER_RELEASE, PROBE)
    assert _action(doc, "Marrowind 巡检探针 2.2：KV 占用探测") == "inserted"
    assert _action(doc, "Marrowind 巡检探针 2.2 发布") == "inserted"


def test_the_same_release_or_its_patch_still_continues() -> None:
    doc = _doc(PER_RELEASE, PROBE)
    assert _action(doc, "Marrowind 巡检探针 2.1 误报率复测") == "updated"
    assert _action(doc, "Marrowind 巡检探针 2.1.1：修复误报") == "updated"


def test_without_a_rule_another_release_is_a_possibility() -> None:
    """No preamble: the one release entry of the product is reported `possibly continues`."""
    report = _apply(_doc("", PROBE), "Marrowind 巡检探针 2.2：KV 占用探测")
    (action,) = report.actions
    assert action.action == "inserted"
    assert "Marrowind" in action.possibly


def test_the_entry_is_read_as_an_entry_named_by_its_latin_name_and_release_is() -> None:
    """Whatever the preamble says, the entry written with its kind word decides as the same
    entry written `Marrowind 2.1` does (the version rules read both the same way)."""
    latin = "- 2031-04-20 🟢 **Marrowind 2.1**：推理副本存活探针，检测 NCCL 挂起。"
    history = "  - 2031-03-02：2.0 发布，新增就绪探针。\n  - 2031-04-20：2.1 发布，检测 NCCL 挂起。"
    for preamble in (PER_PRODUCT, PER_RELEASE, ""):
        for extra in ("", history):
            kind = _apply(_doc(preamble, PROBE + "\n" + extra), "Marrowind 巡检探针 2.2 发布")
            plain = _apply(_doc(preamble, latin + "\n" + extra), "Marrowind 2.2 发布")
            assert kind.actions[0].action == plain.actions[0].action, (preamble, extra)


def test_another_kind_word_is_left_to_the_name_rules() -> None:
    """An entry written with another kind word keeps its number as part of its name (read
    only where the two are written the same way)."""
    entry = "- 2031-04-20 🟢 **Marrowind 探针 2.1**：推理副本存活探针。"
    title = "Marrowind 巡检探针 2.2：KV 占用探测"
    before = _apply(_doc(PER_RELEASE, entry), title).actions[0]
    assert "but" not in (before.possibly or "")


# -- a patch of an entry named by a whole release -------------------------------------------


def test_a_patch_of_a_whole_release_entry_is_its_own_release_where_only_post_builds_go_under() -> (
    None
):
    doc = _doc(PER_RELEASE, TRACER)
    assert _action(doc, "Quillet Trace v0.4.1：修复 span 丢失") == "inserted"
    assert _action(doc, "Quillet Trace v0.4.2 发布：采样率自适应") == "inserted"
    # the builds the preamble files under the release still go there
    assert _action(doc, "Quillet Trace v0.4.0.post1：修复 span 丢失") == "updated"
    assert _action(doc, "Quillet Trace v0.4.0 基准复测") == "updated"


def test_an_entry_named_by_its_line_takes_the_patch() -> None:
    line = "- 2031-04-12 🟢 **Quillet Trace 0.4**：请求级链路追踪，span 覆盖排队与 decode。"
    assert _action(_doc(PER_RELEASE, line), "Quillet Trace 0.4.1：修复 span 丢失") == "updated"


def test_a_preamble_filing_patch_releases_under_their_line_keeps_them_there() -> None:
    said = "编辑约定：每个正式版本单独一条；补丁版（x.y.z）与 rc 写在所属版本条目之下。"
    assert _action(_doc(said, TRACER), "Quillet Trace v0.4.1：修复 span 丢失") == "updated"
    silent = "编辑约定：每个正式版本单独一条。"
    assert _action(_doc(silent, TRACER), "Quillet Trace v0.4.1：修复 span 丢失") == "updated"


def test_post_builds_only() -> None:
    assert versions.states_post_builds_only(PER_RELEASE)
    assert versions.states_post_builds_only("同一版本的 rc / post 补丁记在该版本条目下。")
    assert versions.states_post_builds_only("同一版本的补丁 .postN / rc 续写在该版本条目下。")
    assert versions.states_post_builds_only("rc and `.post1` patches go under the release's entry.")
    assert not versions.states_post_builds_only(
        "同一版本的补丁版（.1/.2/.postN）记在该版本条目下。"
    )
    assert not versions.states_post_builds_only("rc, .postN and patch builds go under its entry.")
    assert not versions.states_post_builds_only("Patch releases (x.y.z) go under the X.Y entry.")
    assert not versions.states_post_builds_only("Postmortems go as sub-bullets under the entry.")
    assert not versions.states_post_builds_only(PER_PRODUCT)


# -- where the preamble files scores --------------------------------------------------------


def test_a_score_recorded_under_the_model_is_the_products() -> None:
    said = (
        "Every benchmark has its own entry; a model's benchmark score is recorded under the "
        "**model**, not under the benchmark."
    )
    assert versions.states_scores_under_product(said)
    assert not versions.states_scores_under_benchmark(said)
    assert versions.states_scores_under_product("Scores are noted under the product's entry.")


def test_a_result_line_under_the_benchmark_is_filed_there() -> None:
    """`is a nested line under the benchmark`: the line is the record's form, not another
    entry the scores go under."""
    said = (
        "Any result measured on a named benchmark — whoever ran it — is a nested line under the "
        "benchmark, not under the vendor."
    )
    assert versions.states_scores_under_benchmark(said)
    elsewhere = "成绩写在被测产品的条目下（基准条目只记题量）。"
    assert not versions.states_scores_under_benchmark(elsewhere)


def test_scores_hung_under_the_product_are_not_the_benchmarks() -> None:
    """A clause naming the benchmark entry only for what it keeps (`评测集条目只记评测集自身的
    规则`) after filing scores under the product files no scores there."""
    said = "评测成绩写成子项，挂在**被评测的产品**下面（✱ 评测集条目只记评测集自身的规则与版本）。"
    assert versions.states_scores_under_product(said)
    assert not versions.states_scores_under_benchmark(said)
    # (heldout108 zh, where it had continued another product's entry by the board's page that
    # product's result had left there: `test_urlkey.py`)


BOARD_DOC = (
    "# 检索活文档\n\n> 约定：评测基准各自成条；任何在具名基准上测得的成绩都记在基准条目下，"
    "不记在厂商条目下。\n\n## §1.1 框架\n\n- **Tamsin Labs** — 产品：Quarrel-Embed、Wicket 稀疏检索。\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    "- **FarShelf** — 长文档检索基准（Ardent 大学），1,200 条查询。\n"
)


def test_what_a_product_showed_on_a_benchmark_is_a_result_there() -> None:
    """`X 在 B 上的第三方复现 — Recall@20 0.78`: a result on B, filed under B's entry where the
    preamble files results there; a tool for B's reproduction is no result."""
    title = "Wicket 在 FarShelf 上的第三方复现 — Recall@20 0.78"
    report = run(BOARD_DOC, brief_text(increment(1, title, "§1.4 可靠性"), date="2031-05-02"))
    (action,) = report.actions
    assert action.action == "updated"
    assert "FarShelf" in (action.matched or "")


# -- a relation line asking the increment be tracked on its own -----------------------------

GAUGE = "- **Tallyrun** — Foxglove 社区的终端任务基准，1,200 道题，月度榜单。\n"


def test_a_relation_line_asking_to_track_it_separately_asks_for_an_entry_of_its_own() -> None:
    """`本条是新子集与新榜单，单独跟踪`: the writer asks for an entry of the increment's own, as
    `单独成条` does; the entry its name finds is a possibility only."""
    doc = _doc("", GAUGE)
    title = "Tallyrun 精简子集发布 — 300 题，独立榜单"
    for relation in (
        "对标 Tallyrun 完整版；本条是新子集与新榜单，单独跟踪",
        "建议在 §1.4 单独追踪",
    ):
        extra = f"与活文档现有脉络的关系：{relation}\n"
        brief = brief_text(increment(1, title, "§1.4 可靠性", extra=extra), date="2031-05-02")
        (action,) = run(doc, brief).actions
        assert action.action == "inserted", relation
        assert "Tallyrun" in action.possibly
    # (a clause saying it need not be: the name decides as before)
    extra = "与活文档现有脉络的关系：Tallyrun 条目续，不必单独跟踪\n"
    brief = brief_text(increment(1, title, "§1.4 可靠性", extra=extra), date="2031-05-02")
    (action,) = run(doc, brief).actions
    assert action.action == "updated"
