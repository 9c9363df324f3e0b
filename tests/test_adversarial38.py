"""Adversarial pass 38 (tests/data/adversarial38): near-misses of the readings merged last
(lead164, lead166: a series' generations, a lower-case longer name, a spelled-out benchmark;
spell3: glued generations and sizes, separators, a trailing word written short, a link's name;
adv37: a preamble filing majors apart, a comma inside brackets, a paper under what it
evaluates; e5301e2e: an advisory entry's name head); the set's figures held, and each cause
fixed tested with new names."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "adversarial38"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial38_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """100 labelled cases on three documents (94 labelled before the first run, six near-misses
    of the fixes after): no wrong continuation (4 before the pass's fixes: a10
    `Fennix-2B-Instruct` under the single model `**Fennix**` beside `**Fennix-2B**`; b19
    `Sorrel-3 发布` under the series where majors go apart; c02, c03 a paper evaluating two
    frameworks under the first), at most seven missed (nine before `an evaluation of X` and
    `评测 X 的` were read: c01, c15)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 100
    assert verdicts["WRONG"] == [], verdicts
    assert len(verdicts["MISSED"]) <= 7, verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


def _first(doc: str, title: str, section: str) -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, section))).actions[0]
    return action.action, action.anchor, action.matched or ""


_SIZES = (
    "# models\n\n> House rules: one entry per product; new sizes and releases are dated"
    " sub-bullets under it.\n\n## §1.1 Models\n\n"
    "- **Pipit** (Wren AI) — open chat model, v3.\n"
    "- **Pipit-8B** (Wren AI) — 8B on-device distillation of Pipit.\n\n"
    "## §1.2 Tools\n\n## §1.3 Other\n\n## §1.4 Reliability\n"
)


def _entry(doc: str, title: str, section: str) -> str:
    """The first line of the entry the title continued, `` when new."""
    report = run(doc, brief_text(increment(1, title, section)))
    action, lines = report.actions[0], report.new_text.render().split("\n")
    if action.action != "updated" or action.line is None:
        return ""
    return next(ln for ln in reversed(lines[: action.line]) if ln.startswith("- "))


def test_a_size_the_document_keeps_apart_is_no_size_of_the_name() -> None:
    """`Pipit-8B-Instruct released` beside `**Pipit**` and `**Pipit-8B**`: the document keeps
    that size as an entry of its own, so the title is never `**Pipit**`'s size; another size
    (`Pipit-70B`) still is."""
    assert not _entry(_SIZES, "Pipit-8B-Instruct released", "§1.1").startswith("- **Pipit** (")
    assert _entry(_SIZES, "Pipit-70B weights released", "§1.1").startswith("- **Pipit** (")


_MAJORS = (
    "# 模型\n\n> 约定：每个产品一条；每个大版本在 §1.3 单独成条并注明所属产品；小版本和补丁记在产品"
    "条目下。\n\n## §1.1 模型\n\n"
    "- **Linnet**（Corvid Labs）— 开源 VLM 系列（7B / 34B），当前一代 Linnet-2。\n\n"
    "## §1.2 工具\n\n## §1.3 版本发布\n\n"
    "- **Linnet-2 发布**（2035-02-02）— 34B 首发\n  - 见：Linnet（§1.1）\n\n## §1.4 可靠性\n"
)


def test_a_new_generation_is_a_major_where_majors_go_apart() -> None:
    """`Linnet-3 发布` where the preamble files each major version apart: a series' new
    generation is a major, a new entry in §1.3; a size of the current one stays the
    series', and news of the generation's own release stays that release entry's."""
    assert _first(_MAJORS, "Linnet-3 发布 — 视频理解", "§1.1")[:2] == ("inserted", "§1.3")
    action, _, matched = _first(_MAJORS, "Linnet-2 34B 量化版发布", "§1.1")
    assert action == "updated" and "Linnet" in matched, matched
    # (that generation's own release entry keeps its news)
    got = _entry(_MAJORS, "Linnet-2 发布说明更正：34B 上下文为 64K", "§1.3")
    assert got.startswith("- **Linnet-2 发布**"), got


_PAPERS = (
    "# agents\n\n> Conventions: one entry per product. A paper goes under the framework it"
    " evaluates when it names one, else it is its own entry.\n\n## §1.1 Frameworks\n\n"
    "- **Tanager** (Finch Labs) — agent orchestration framework; 1.2\n"
    "- **Dunlin** (Ouzel AI) — durable execution framework; 0.8\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n"
)


def test_a_paper_evaluating_two_frameworks_goes_under_neither() -> None:
    """`… arXiv:… — evaluates Tanager and Dunlin` (`against`, `对 Tanager 与 Dunlin 的…评测`):
    two things evaluated, neither the paper's one: a new entry. One named alone still files
    the paper under it."""
    for title in (
        "Relay Audit arXiv:3406.01234 — evaluates Tanager and Dunlin",
        "Relay Audit arXiv:3406.01234 — evaluates Tanager against Dunlin",
        "Relay Audit arXiv:3406.01234 — 对 Tanager 与 Dunlin 的交接评测",
    ):
        assert _first(_PAPERS, title, "§1.1")[0] == "inserted", title
    title = "Relay Audit arXiv:3406.01234 — evaluates Tanager's hand-offs"
    action, _, matched = _first(_PAPERS, title, "§1.1")
    assert action == "updated" and "Tanager" in matched, matched


def test_a_paper_said_to_be_an_evaluation_of_one_framework() -> None:
    """`… — an evaluation of Dunlin's retry semantics`, `… — 评测 Dunlin 的重试语义`: the one
    framework evaluated; `an evaluation of Tanager, Dunlin and …` names several: new."""
    for title in (
        "Lease Drift arXiv:3406.04321 — an evaluation of Dunlin's retry semantics",
        "Lease Drift arXiv:3406.04321 — 评测 Dunlin 的重试语义",
    ):
        action, _, matched = _first(_PAPERS, title, "§1.1")
        assert action == "updated" and "Dunlin" in matched, (title, matched)
    title = "Relay Audit arXiv:3406.01234 — an evaluation of Tanager, Dunlin and Finch"
    assert _first(_PAPERS, title, "§1.1")[0] == "inserted"
