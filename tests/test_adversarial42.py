"""Adversarial pass 42 (tests/data/adversarial42): near-misses of lead178's rules; the set's
figures held, and each cause fixed tested with new names: a release's title quoting a placing,
a placing on a board the document lacks, a chart an entry's lead says it reached or gamed (`曾登
…热销榜`, `被指刷榜`), a rename denied or called a rumour, a score rule of the past, incidents
kept off the product concerned, another document's rule for unversioned entries."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher.plan import incidents, versions
from patcher.plan.evidence import index_scores
from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "adversarial42"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial42_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """70 cases labelled before their first run: 12 wrong before the pass's fixes (p06, p08,
    s03, b03, r02, i02, i04 and g12-g15, v02), five after (g12-g15: a new generation of an
    entry named without a version where each generation gets its own entry; v02: a maker's
    news continuing an entry its product's preview made under the maker's name; neither
    lead178's), none since genv (v02: an entry named by a maker launching another thing
    takes the maker's other news as a possibility only; g12-g15: a generation after the one an
    unversioned entry says it is at now is new where each generation gets its own entry, and
    `…, here each new generation …` is the document's rule), one missed before genv, none
    since (g04: `Pellucid-Vision 3.0.2 patch fixes …`, the patch's noun before the verb)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 70
    assert verdicts["WRONG"] == [], verdicts
    assert verdicts["MISSED"] == [], verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


_DOC = (
    "# 语音 · 活文档\n\n"
    "**编辑约定**：\n\n"
    "- 榜单与基准分数：记在该榜单自己的条目下，模型条目不重复记分。\n\n"
    "## §1.1 模型\n\n"
    "- **Quillet Sing**（Fallow Audio，2032-01-01）：歌声合成家族。\n\n"
    "## §1.2 评测\n\n"
    "- **Cadence Arena**（Moor Group，2032-02-02）：歌声合成对战榜，分中文榜与英文榜。\n\n"
    "## §1.3 应用\n\n"
    "- **Plainsong Box**（Plainsong Co.，2031-05-05）：K 歌应用，曾冲上畅销榜，内置多款合成模型。\n\n"
    "## §1.4 可靠性\n"
)


def _first(title: str, section: str = "§1.2", doc: str = _DOC) -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_a_releases_title_quoting_its_placing_is_the_release() -> None:
    """`Quillet Sing 5 发布：拿下 Cadence Arena 中文榜第一` is the model's release; the placing
    said first (`Quillet Sing 5 拿下 …`) stays the board's."""
    said = "Quillet Sing 5 发布：拿下 Cadence Arena 中文榜第一"
    assert index_scores._TOPS_ON.match(said) is None
    assert index_scores._TOPS_ON.match("Quillet Sing 5 released, tops Cadence Arena") is None
    assert index_scores._TOPS_ON.match("Quillet Sing 5 拿下 Cadence Arena 中文榜第一")
    action, matched = _first(said, section="§1.1")
    assert action == "updated" and "Quillet Sing" in matched, matched
    action, matched = _first("Quillet Sing 5 拿下 Cadence Arena 中文榜第一")
    assert action == "updated" and "Cadence" in matched, matched


def test_a_placing_on_a_board_the_document_lacks_is_new() -> None:
    """`拿下 Vesper Arena 英文榜第一`, scores filed under the board: the board named after the
    verb has no entry, so the news is new (the model's entry a possibility at most)."""
    action, _ = _first("Quillet Sing 5 拿下 Vesper Arena 英文榜第一")
    assert action == "inserted"


def test_a_chart_an_entry_reached_or_gamed_is_no_board() -> None:
    """A lead saying the thing rose onto a chart (`曾冲上畅销榜，`) or gamed one (`被指刷榜；`)
    names no board: a model's figure in that app stays the model's news."""
    said = index_scores._BENCHMARK_SAID
    assert said.search("歌声合成对战榜，分中文榜与英文榜")
    assert not said.search("K 歌应用，曾冲上畅销榜，内置多款合成模型")
    assert not said.search("纪要工具，被指刷榜；接入多家识别")
    _, matched = _first("Quillet Sing 5 在 Plainsong Box 上音准评分 +3.4", section="§1.1")
    assert "Plainsong" not in matched, matched


def test_a_denied_or_rumoured_rename_renames_nothing() -> None:
    """`否认将 X 更名为 Y`, `不会将 …`, `… 的传闻不实`: no rename, so a later `Y` is not X's."""
    assert versions.renamed_held("Fallow Audio 将 Quillet Sing 更名为 Lark Sing") == "Quillet Sing"
    for title in (
        "Fallow Audio 否认将 Quillet Sing 更名为 Lark Sing",
        "Fallow Audio 不会将 Quillet Sing 更名为 Lark Sing",
        "Moor Group 将 Quillet Sing 更名为 Lark Sing 的传闻不实",
    ):
        assert versions.renamed_held(title) is None, title
    first = brief_text(
        increment(1, "Fallow Audio 否认将 Quillet Sing 更名为 Lark Sing", section="§1.1"),
        date="2032-03-01",
    )
    later = brief_text(increment(1, "Lark Sing 1.0 发布：和声", section="§1.1"), date="2032-03-05")
    report = run(_DOC, first, later)
    assert report.actions[1].action == "inserted", report.actions


def test_a_score_rule_of_the_past_files_nothing_under_the_board() -> None:
    """`分数曾记在该榜单自己的条目下，现改为记在模型条目下`: the board's entry was the rule once."""
    assert not versions.states_scores_under_benchmark(
        "- 分数曾记在该榜单自己的条目下，现改为记在模型条目下。"
    )
    assert versions.states_scores_under_benchmark("- 分数记在该榜单自己的条目下。")


def test_incidents_kept_off_the_product_concerned() -> None:
    """`事故：不记在所涉产品的条目下，一律在 §1.4 单列条目` and `不再记在…` file incidents apart;
    `记在所涉产品的条目下` still files them under it."""
    for said in (
        "事故：不记在所涉产品的条目下，一律在 §1.4 单列条目",
        "事故不再记在受影响产品的条目下，单列在 §1.4",
    ):
        assert incidents.filed_apart(said), said
    assert not versions.states_incidents_under_entry("- 故障：不记在所涉产品的条目下。")
    assert versions.states_incidents_under_entry("- 故障：记在所涉产品的条目下，不单列条目。")


def test_another_documents_rule_for_unversioned_entries_is_not_read() -> None:
    """`Unlike the vendor wiki, where entries named without a version take every version, …`
    is another's rule; the document's own still reads."""
    assert not versions.states_unversioned_take_all(
        "Unlike the vendor wiki, where entries named without a version take every version,"
        " here each new generation gets its own entry."
    )
    assert versions.states_unversioned_take_all(
        "Point releases are History items, and entries named without a version (Lark) take"
        " every version in their History."
    )


def test_a_trending_chart_after_a_placing_is_no_unknown_board() -> None:
    """`Quillet Sing 登上 GitHub Trending 周榜` names no board the scores go under (only `Arena`
    or `Bench` after the board word says an unknown board): no note of the board's rule."""
    title = "Quillet Sing 登上 GitHub Trending 周榜，新增伴奏分离"
    action = run(_DOC, brief_text(increment(1, title, section="§1.1"))).actions[0]
    assert "benchmark" not in f"{action.matched} {action.possibly}", action


def test_a_makers_news_is_not_its_launchs_entry() -> None:
    """An entry a night wrote from `Corvid Labs 发布 Corvid-Duet 预览：…` (or `… Tern-Duet
    预览`) is the launched thing's: `Corvid Labs 完成 3 亿元融资` names only its maker, so it is
    new, the entry a possibility (before, it continued by the words before the Chinese); the
    launched thing's own news (`Tern Duet 开启公测`) still continues it."""
    for launched in ("Corvid-Duet", "Tern-Duet"):
        first = brief_text(
            increment(1, f"Corvid Labs 发布 {launched} 预览：双人合唱", section="§1.1"),
            date="2032-03-01",
        )
        later = brief_text(
            increment(1, "Corvid Labs 完成 3 亿元融资", section="§1.1"), date="2032-03-05"
        )
        action = run(_DOC, first, later).actions[1]
        assert action.action == "inserted", (launched, action)
        assert launched in action.possibly, action.possibly
    later = brief_text(
        increment(1, "Tern Duet 开启公测，按次计费", section="§1.1"), date="2032-03-05"
    )
    action = run(_DOC, first, later).actions[1]
    assert action.action == "updated" and "Tern-Duet" in (action.matched or ""), action


def _generations_doc(rule: str) -> str:
    return (
        "# Video models\n\n"
        f"> Conventions: {rule}\n\n"
        "## §1.1 框架格局\n\n"
        "- **Tallow Cut** (Ashgrove AI) — video editing model, currently Tallow Cut 3.2\n"
        "- **Wick Frame 2** (Ashgrove AI) — frame interpolation model, second generation\n"
        "- **Inkwell** (Ashgrove AI) — OCR benchmark of print and handwriting; currently 1.1\n\n"
        "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    )


def test_a_new_generation_of_an_unversioned_entry_at_an_older_one_is_new() -> None:
    """Where each new generation gets its own entry and no rule keeps unversioned entries
    whole, `Tallow Cut 4 release` is not news of `Tallow Cut`, whose lead says it is currently
    at 3.2: the fourth generation's own entry, Tallow Cut's a possibility (before, it continued
    it); a point release of the current generation (`Tallow Cut 3.3`) still continues it, and
    so does the fourth generation where unversioned entries take every version, and a
    benchmark's new version (`Inkwell 2.0`, currently 1.1) is the benchmark's news."""
    from patcher.plan.evidence.index_against import _current_release

    assert _current_release("Video model, currently Tallow Cut 3.2.", "Tallow Cut") == (3, 2)
    assert _current_release("视频模型；当前 3.2。", "Tallow Cut") == (3, 2)
    assert _current_release("Video model, 40B.", "Tallow Cut") == ()
    doc = _generations_doc("each new generation of a model gets its own entry.")
    action, _ = _first("Tallow Cut 4 release — 8K masks", section="§1.1", doc=doc)
    assert action == "inserted"
    action, matched = _first("Tallow Cut 3.3 adds 8K masks", section="§1.1", doc=doc)
    assert action == "updated" and "Tallow Cut" in matched, matched
    # (a benchmark's new version is the benchmark's: generations are its models', heldout136)
    action, matched = _first("Inkwell 2.0 release — low-resource scripts", section="§1.1", doc=doc)
    assert action == "updated" and "Inkwell" in matched, matched
    doc = _generations_doc(
        "each new generation of a model gets its own entry, and entries named without a"
        " version take every version."
    )
    action, matched = _first("Tallow Cut 4 release — 8K masks", section="§1.1", doc=doc)
    assert action == "updated" and "Tallow Cut" in matched, matched


def test_a_rule_said_here_after_anothers_is_the_documents() -> None:
    """`Unlike the vendor wiki, where …, here each new generation gets its own entry`: the
    clause turns back to this document (`here`, `in this document`, `本文档`) before the rule, so
    the rule is its own (before, read as the wiki's); the wiki's own rule still is not."""
    said = (
        "Unlike the vendor wiki, where entries named without a version take every version,"
        " here each new generation gets its own entry."
    )
    assert versions.states_generation_entries(said)
    assert not versions.states_unversioned_take_all(said)
    assert not versions.states_generation_entries(
        "Unlike the vendor wiki, where each new generation gets its own entry, we keep one"
        " entry per product."
    )


def test_a_patch_named_by_its_noun_before_the_verb_is_its_generations() -> None:
    """`Wick Frame 2.0.1 patch fixes a crash`: the release's noun (`patch`, `update`) between
    the release and the verb still ends the name (before, the whole sentence was the name and
    no release was read), so the patch goes under the generation's entry `Wick Frame 2`."""
    from patcher.plan.evidence.names import names_of

    assert names_of("Wick Frame 2.0.1 patch fixes a crash").version == (2, 0, 1)
    assert names_of("Wick Frame 2.1 update brings tiling").shown == "Wick Frame 2.1"
    doc = _generations_doc("each new generation of a model gets its own entry.")
    action, matched = _first("Wick Frame 2.0.1 patch fixes a crash", section="§1.1", doc=doc)
    assert action == "updated" and "Wick Frame 2" in matched, matched
