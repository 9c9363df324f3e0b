"""devleft7: a board's round whose head calls it a new or first board (`Board 新榜：X 首破 60
分`) or a season's board of a year (`Board 2038 秋季榜 — X … 登顶`) where the document files a
product's scores under the product.

Label first: an editor following `a model's benchmark score is recorded under the model, not
under the benchmark` files the one model such a round names under the model's entry (before,
the board's: `新榜` was no board word after the name, and `2038` was read as the board's own
release). Near misses: the board's own rule change in a `新榜` head, the board's own release,
and a document filing scores under the benchmark keep the board's entry.
"""

from __future__ import annotations

import pytest

from tests.conftest import brief_text, increment, run

_UNDER_MODEL = (
    "# Multimodal — living notes\n\n"
    "> Conventions: one entry per model **generation**. Every benchmark has its own entry"
    " (benchmark versions go under it); a model's benchmark score is recorded under the"
    " **model**, not under the benchmark.\n\n"
    "## §1.1 Models\n\n"
    "- **Corvane 4** (Brume Labs, 2034-06) — open-weight vision-language model\n"
    "- **Wrenvoice TTS** (Brume Labs, 2034-01) — speech synthesis model family\n\n"
    "## §1.2 Apps\n\n## §1.3 Papers\n\n"
    "## §1.4 Benchmarks\n\n"
    "- **Pondquiz** (Fen University, 2034-03) — multimodal riddle puzzles, 1,200 items\n"
    "- **Larkbench** — speech synthesis benchmark: naturalness MOS, cross-lingual WER\n"
)

_UNDER_BOARD = _UNDER_MODEL.replace(
    "a model's benchmark score is recorded under the **model**, not under the benchmark",
    "a model's benchmark score is recorded under the **benchmark**, not under the model",
)


def _decided(doc: str, title: str) -> tuple[str, str]:
    brief = brief_text(increment(1, title, "§1.4 Benchmarks"), date="2034-08-20")
    (action,) = run(doc, brief).actions
    return action.action, action.matched or ""


@pytest.mark.parametrize(
    ("title", "model"),
    [
        ("Pondquiz 新榜:Corvane 4 首破 60 分", "Corvane 4"),
        ("Pondquiz 首榜 — Corvane 4 首破 60 分", "Corvane 4"),
        ("Larkbench 2038 秋季榜 — Wrenvoice TTS 3.5 自然度 MOS 登顶", "Wrenvoice TTS"),
    ],
)
def test_a_round_of_one_model_goes_under_the_model(title: str, model: str) -> None:
    action, matched = _decided(_UNDER_MODEL, title)
    assert action == "updated" and model in matched, (action, matched)


@pytest.mark.parametrize(
    ("title", "board"),
    [
        # (the board's own rule: no product scored)
        ("Pondquiz 新榜：满分由 60 分改为 100 分", "Pondquiz"),
        # (the board's own release)
        ("Larkbench 2.0 榜单更新 — 新增方言赛道", "Larkbench"),
    ],
)
def test_the_boards_own_news_stays_the_boards(title: str, board: str) -> None:
    action, matched = _decided(_UNDER_MODEL, title)
    assert action == "updated" and board in matched, (action, matched)


@pytest.mark.parametrize(
    ("title", "board"),
    [
        ("Pondquiz 新榜:Corvane 4 首破 60 分", "Pondquiz"),
        ("Larkbench 2038 秋季榜 — Wrenvoice TTS 3.5 自然度 MOS 登顶", "Larkbench"),
    ],
)
def test_scores_filed_under_the_benchmark_stay_there(title: str, board: str) -> None:
    action, matched = _decided(_UNDER_BOARD, title)
    assert action == "updated" and board in matched, (action, matched)
