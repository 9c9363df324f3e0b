"""Adversarial pass 43 (tests/data/adversarial43): near-misses of urlkey's board pages, of the
per-kinds preamble reading and of 9269c942's denied `under the product`; the set's figures
held, and each cause fixed tested with new names: a board's address naming a product of the
board's maker, a worded edition after a ranking's word, a product's own status page, a denial
of the product as the scores' home before a comma, dash or `only`, a sentence's `they` carrying
the scores, a past or another's rule, kinds qualifying a generation or a release, a heading
entry's paragraph saying a board."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher.plan import versions
from patcher.text import marker
from tests.conftest import brief_text, run

_SET = Path(__file__).parent / "data" / "adversarial43"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial43_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """69 cases labelled before their first run: 24 wrong before the pass's fixes, none after;
    11 missed before, 4 after (u14: `针鼹 Echidnor TallyQA 得分 71` read as one name; u19: an
    English title naming `Gorsefield` too; w04, w05: a board's own page, cited by a title
    naming no entry or a product without one, a possibility only)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 69
    assert verdicts["WRONG"] == [], verdicts
    assert verdicts["MISSED"] == ["u14", "u19", "w04", "w05"], verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


_PRODUCT_DOC = (
    "# 智能体 · 活文档\n\n"
    "**编辑约定**：\n\n- 每个产品一条；榜单成绩写成子项，挂在被评测的产品下面（评测集条目只记规则）。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Tamsin Coder**（Tamsin 实验室，2036-01-02）：Tamsin 实验室的编码智能体。\n"
    "  - 2036-01-20 续：Tamsin Coder 一月榜第 2 <!-- livedoc:id=2036-01-20#1 "
    "keys=url:tamsin.example/leaderboard/2036-01 -->\n"
    "- **Orrery**（Vell Labs，2036-01-05）：代码审查智能体。\n"
    "  - 2036-01-22 续：Orrery 秋季杯第一 <!-- livedoc:id=2036-01-22#1 "
    "keys=url:vell.example/standings/autumn-cup -->\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
    "- **Tamsin 编码榜**（Tamsin 实验室，2035-12-01）：编码任务基准，每月发榜。\n"
)


def _cited(title: str, url: str, doc: str = _PRODUCT_DOC, section: str = "§1.1 框架格局") -> str:
    block = (
        f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/q.md；{url}\n要点：- 总分 50\n可信度：高\n"
        f"建议归入章节：{section}"
    )
    (action,) = run(doc, brief_text(block, date="2036-02-01")).actions
    return f"{action.action} {action.matched or ''}"


def test_a_board_address_naming_a_product_of_its_maker_is_still_the_board_s() -> None:
    """`tamsin.example/leaderboard/2036-01` writes `Tamsin`, a word of `Tamsin Coder` too: the
    product says no board, so the page left on it is a possibility; the board's own entry
    (`Tamsin 编码榜`) is what the address names."""
    page = "https://tamsin.example/leaderboard/2036-01"
    assert _cited("新秀 Varrow 一月榜第 7", page).startswith("inserted")
    got = _cited("Orrery 一月榜第 5", page)
    assert got.startswith("updated") and "Tamsin" not in got, got


def test_a_worded_edition_after_a_ranking_word_is_a_board_page() -> None:
    """`standings/autumn-cup` is an edition of a board (two words after a ranking's word); a
    post there takes three (`leaderboard/how-we-score-agents`); elsewhere two words stay a
    post's slug (`results/2036-orrery-audit`)."""
    assert marker.board_page("url:vell.example/standings/autumn-cup")
    assert marker.board_page("url:vell.example/leaderboard/final-round")
    assert not marker.board_page("url:vell.example/leaderboard/how-we-score-agents")
    assert not marker.board_page("url:vell.example/results/2036-orrery-audit")
    got = _cited("新秀 Varrow 秋季杯第 9", "https://vell.example/standings/autumn-cup")
    assert got.startswith("inserted"), got


def test_a_status_page_naming_the_product_stays_its_own() -> None:
    assert marker.status_page("url:status.orrery.example/incidents/q1")
    assert marker.status_page("url:orrery.example/status/q1")
    assert not marker.status_page("url:orrery.example/leaderboard/q1")


def test_a_denial_of_the_product_as_the_scores_home_turns_to_the_benchmark() -> None:
    """A sentence denying the product (its entry) as the scores' home, then a comma, dash,
    colon or `only`, files them where it turns to; `they` in the next sentence are the
    scores; a denial of both, or a rule of the past, files nothing there."""
    for said in (
        "- 分数从不写在被测模型的下面，统一记在该基准的条目下。",
        "- 分数不记在模型条目下，而是记在基准条目下。",
        "- 分数过去挂在被测的模型下面，现在记在评测集条目下。",
        "Scores never go under the model's entry: they go under the benchmark's entry.",
        "Scores are never filed under the model — they go under the benchmark's entry.",
        "Scores never go under the model, only under the benchmark.",
        "Scores never go under the model; they go under the benchmark's entry.",
    ):
        assert versions.states_scores_under_benchmark(said), said
    for said in (
        "- 分数不记在模型条目下，也不记在基准条目下。",
        "Scores go under the model, never under the benchmark's entry.",
        "Scores are not filed under the model, so the benchmark's entry lists rules only.",
        "Until 2035, scores went under the benchmark's entry; now scores go under the model.",
        "Scores go under the model; they never go under the benchmark's entry.",
    ):
        assert not versions.states_scores_under_benchmark(said), said


def test_a_past_or_another_s_product_rule_for_scores_is_not_read() -> None:
    assert not versions.states_scores_under_product(
        "- 分数过去挂在被测的模型下面，现在记在基准条目下。"
    )
    assert not versions.states_scores_under_product(
        "- 厂商百科把分数挂在被测的模型下面；本文档记在基准条目下。"
    )
    assert versions.states_scores_under_product("- 分数挂在被测的模型下面。")


def test_kinds_qualifying_a_generation_or_a_release_are_no_product_rule() -> None:
    """`one entry per model or runtime generation` keeps generations apart, `… release`
    releases; `unlike the vendor's wiki, which keeps one entry per model or runtime, this page
    opens a new entry for every generation` and `we used to keep …` are not this document's
    product rule."""
    generation = "Conventions: one `### Name — Maker` entry per model or engine generation."
    assert not versions.states_product_entries(generation)
    assert versions.states_generation_entries(generation)
    release = "Conventions: one `### Name — Maker` entry per model or engine release."
    assert versions.states_release_entries(release)
    assert not versions.states_product_entries(release)
    others = (
        "Conventions: unlike the vendor's wiki, which keeps one entry per model or engine,"
        " this page opens a new entry for every generation."
    )
    assert not versions.states_product_entries(others)
    assert versions.states_generation_entries(others)
    assert not versions.states_product_entries("We used to keep one entry per model or engine.")
    assert versions.states_generation_entries("Every model generation gets its own entry.")
    assert versions.states_generation_entries("Each new generation opens an entry of its own.")
    assert versions.states_product_entries("One entry per model, engine or benchmark.")


def test_a_chinese_list_of_kinds_is_one_entry_per_product() -> None:
    """`每个模型、引擎或框架只立一条` keeps one entry per product; one kind alone is not read,
    nor a list whose versions each take one (`…的每个版本各立一条`)."""
    assert versions.states_product_entries("- 每个模型、引擎或框架只立一条，版本写成子项。")
    assert versions.states_product_entries("- 每个模型和数据集一条。")
    assert not versions.states_product_entries("- 每个模型一条。")
    assert not versions.states_product_entries("- 每个模型、引擎或框架的每个版本各立一条。")


_HEADING_DOC = (
    "# Voice notes\n\nConventions: scores never go under the model: they go under the"
    " benchmark's entry.\n\n## §1.1 Models\n\n### Quell TTS — Fenn AI\n\nText-to-speech model."
    "\n\n**History**\n- 2036-01-04 — 1.0 released.\n\n### Tarn ASR — Fenn AI\n\nSpeech"
    " recognizer.\n\n**History**\n- 2036-01-09 — 2.0 released.\n\n## §1.2 Serving\n\n"
    "## §1.3 Evaluation\n\n### Brindle — Moor community\n\nPairwise leaderboard for voices, Elo"
    " scoring.\n\n**History**\n- 2036-01-10 — Quell TTS Elo 1201.\n\n## §1.4 Reliability\n"
)


def test_a_heading_entry_s_paragraph_says_its_board() -> None:
    """`### Brindle — Moor community` names only its maker; its paragraph says a leaderboard:
    a model topping Brindle is the board's news where scores go under the benchmark."""
    block = (
        "增量 1：Quell TTS tops Brindle with Elo 1250（⭐⭐⭐）\n来源：inbox/q.md\n要点：- Elo\n"
        "可信度：高\n建议归入章节：§1.3 Evaluation"
    )
    (action,) = run(_HEADING_DOC, brief_text(block, date="2036-02-01")).actions
    assert action.action == "updated" and "Brindle" in (action.matched or ""), action
