"""heldout170 en's general causes (lead170en): a preamble whose entries' updates list `any
score that model earned` files one product's score under the product, while a comparison or
snapshot of several stays the benchmark's; a heading entry's paragraph says what it is (a
benchmark); a board measuring one product again in its head (`X 复测 Y：…`) is Y's result;
one product passing another on a board names two. Names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import incidents, versions
from tests.conftest import brief_text, increment, run

_EARNED = """\
# Vision notes

Conventions: one `### Name — Maker` entry per model, benchmark or dataset: a paragraph, then \
`Updates:` (newest first) for releases, fixes and any score the model earned. Comparisons of \
several models and leaderboard snapshots go under the benchmark's entry.

## §1.1 Models

### Orrin VL 2 — Orrin Labs

A 34B vision-language model with open weights.

Updates:
- 2031-02-20: v2.1 adds video input.

### Quill-OCR — Nib Labs

A 3B model for receipts and forms.

Updates:
- 2031-02-01: 1.1 adds Thai.

## §1.2 Generation

## §1.3 Speech

## §1.4 Evaluation

### TableTrack — Ledger University

Table-structure recognition benchmark: 3,100 pages in nine layouts.

### MirageMeter — benchmark

Hallucination benchmark reporting object and relation error rates.

### PairPit — Pit community

Anonymous pairwise leaderboard for vision models, Elo scoring.

Updates:
- 2031-02-10: Orrin VL 2 Elo 1190 (#1).
"""


def _first(doc: str, title: str, section: str) -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, section))).actions[0]
    return action.action, action.anchor, action.matched or ""


def test_the_preamble_filing_the_score_a_model_earned_in_its_updates() -> None:
    """`Updates: … any score the model earned`: a product's scores are the product's; not a
    sentence filing them under the benchmark's entry, nor one denying it."""
    assert versions.states_scores_under_product(_EARNED.split("## §1.1")[0])
    assert versions.states_scores_under_product("Each card lists every score its model posted.")
    assert not versions.states_scores_under_product(
        "Any score a model earned goes under the benchmark's entry."
    )
    assert not versions.states_scores_under_product("Releases and fixes go under the model.")


def test_one_models_score_under_a_benchmark_led_title_is_the_models() -> None:
    """`TableTrack 成绩更新 — Quill-OCR 1.2 以 91.3 刷新最高分` (the benchmark's heading names
    its maker; its paragraph says benchmark) and `MirageMeter 复测 Orrin VL 2：…`: one model's
    score, where the preamble files it under the model."""
    for title, name in (
        ("TableTrack 成绩更新 — Quill-OCR 1.2 以 91.3 刷新最高分", "Quill-OCR"),
        ("MirageMeter 复测 Orrin VL 2：关系幻觉率 9.4%", "Orrin VL 2"),
        ("MirageMeter retests Orrin VL 2: relation error 9.4%", "Orrin VL 2"),
    ):
        action, anchor, matched = _first(_EARNED, title, "§1.4")
        assert (action, anchor) == ("updated", "§1.1"), (title, matched)
        assert name in matched, (title, matched)


def test_a_snapshot_of_several_stays_the_benchmarks() -> None:
    """`PairPit 二月第二周榜单 — Quill-OCR 以 1201 反超 Orrin VL 2`: one model passing another,
    two ranked, a snapshot where the preamble files snapshots under the benchmark: the board's
    entry (without that sentence, the passing one's: tests/test_scores_under_products.py). A test the board's head names with no figure
    after it is no result taken to the model (`MirageMeter 测试 Orrin VL 2：方法说明`)."""
    assert versions.states_snapshots_under_benchmark(_EARNED.split("## §1.1")[0])
    assert not versions.states_snapshots_under_benchmark("Scores live under the products.")
    assert not versions.states_snapshots_under_benchmark(
        "Comparisons never go under the benchmark's entry."
    )
    title = "PairPit 二月第二周榜单 — Quill-OCR 以 1201 反超 Orrin VL 2"
    action, anchor, matched = _first(_EARNED, title, "§1.4")
    assert (action, anchor) == ("updated", "§1.4"), matched
    assert "PairPit" in matched, matched
    title = "MirageMeter 测试 Orrin VL 2：方法说明"
    action, anchor, matched = _first(_EARNED, title, "§1.4")
    assert anchor == "§1.4" and "Orrin" not in matched, (action, anchor, matched)


def test_incidents_given_their_own_entry_written_in_a_code_span() -> None:
    """`Outages and leaks get their own `### Outage: …` entry in §1.4` (the lead form in a code
    span between `own` and `entry`): incidents are filed apart in §1.4, so a product's outage
    suggested for its product's section is a new entry in §1.4."""
    doc = _EARNED.replace(
        "Comparisons of",
        "Outages and data leaks get their own `### Outage: …` entry in §1.4. Comparisons of",
    )
    preamble = doc.split("## §1.1")[0]
    assert incidents.states_incident_entries(preamble)
    assert incidents.stated_incident_section(preamble) == "§1.4"
    title = "Quill-OCR API 法兰克福区域 502 故障约 3 小时 — 队列积压"
    action, anchor, matched = _first(doc, title, "§1.1")
    assert (action, anchor) == ("inserted", "§1.4"), matched
