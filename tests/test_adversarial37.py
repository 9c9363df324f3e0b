"""Adversarial pass 37 (tests/data/adversarial37): near-misses of the readings merged last
(lead158: releases and results filed apart in a named section; lead160: an arXiv index kept
as a list, a paper under what it evaluates, an evaluation harness; lead155b: a relation line
saying whose news it is, a bare or lower-case product word and a release; contra9: an item
about two entries; lead162: server errors en masse, a dated follow-up of a labelled incident;
left16: a capitalised word after a name in a launch, an abbreviation-led item); the set's
figures held, and each cause fixed tested with new names."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher.plan import incidents
from patcher.plan.versions import states_papers_under_evaluated
from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "adversarial37"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial37_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """87 labelled cases on three documents: one wrong (n02, 4 before the pass's fixes: m05,
    m08 a release continuing its product where the preamble files a kind of release apart,
    `Each new model version`, `Each major version`; p05 a paper `evaluated on PathTrial`, an
    evaluation harness whose bracketed maker note held a comma, read as what it evaluates; p17
    a board round on that harness where scores go under the product), five missed (six
    before `论文记在它评测的框架条目下` was read: p18)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 87
    assert verdicts["WRONG"] == ["n02"], verdicts
    assert len(verdicts["MISSED"]) <= 5, verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


_HOUSE = (
    "# speech\n\n> House rules: one entry per product; news is a dated sub-bullet under the"
    " product. {rule}\n\n## §1.1 Models\n\n- **Larkhill** — Tern Labs' speech recogniser\n\n"
    "## §1.2 Tools\n\n- **Teasel** — audio labelling tool\n\n## §1.3 Releases\n\n"
    "- **Larkhill 2.0 release** — 2031-01-10\n  - see: Larkhill (§1.1)\n\n## §1.4 Reliability\n"
)
_KIND = "Each new model version gets a separate entry in §1.3, with a `see:` line."
_MAJOR = (
    "Each major version gets a separate entry in §1.3, with a `see:` line; minor releases and"
    " hotfixes are dated sub-bullets under the product."
)


def _action(rule: str, title: str, section: str = "§1.1") -> tuple[str, str]:
    action = run(_HOUSE.format(rule=rule), brief_text(increment(1, title, section))).actions[0]
    return action.action, action.anchor


def test_a_clause_filing_a_kind_of_release_apart_names_the_section() -> None:
    assert incidents.stated_release_section(f"> {_KIND}") == "§1.3"
    assert incidents.stated_release_section("> 每个模型的新版本在 §1.3 单独成条。") == "§1.3"
    assert incidents.states_majors_apart(f"> {_MAJOR}")
    assert incidents.states_majors_apart("> 每个大版本在 §1.3 单独成条。")
    assert not incidents.states_majors_apart(f"> {_KIND}")


def test_a_release_of_a_kind_filed_apart_continues_no_product() -> None:
    """`Each new model version gets a separate entry in §1.3`: `Larkhill 2.1` is a new entry
    there (possibly the product's), not buried under `**Larkhill**`."""
    assert _action(_KIND, "Larkhill 2.1 released — Welsh") == ("inserted", "§1.3")


def test_majors_filed_apart_leave_a_minor_release_to_the_product() -> None:
    """`Each major version gets a separate entry`: `Larkhill 3.0` goes apart, `Larkhill 2.1`
    and a hotfix stay the product's news."""
    assert _action(_MAJOR, "Larkhill 3.0 released — new decoder") == ("inserted", "§1.3")
    assert _action(_MAJOR, "Larkhill 2.1 released — Welsh") == ("updated", "§1.1")
    assert _action(_MAJOR, "Teasel 1.4.1 hotfix — export", "§1.2") == ("updated", "§1.2")


_HARNESS = (
    "# agents\n\n> Conventions: one entry per product. A paper goes under the framework it"
    " evaluates when it names one, else it is its own entry.\n\n## §1.1 Frameworks\n\n"
    "- **Sorrow** (Bell Labs, GitHub `bell/sorrow`) — agent framework; 0.9\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n\n"
    "- **TrailMark** (OAEC, GitHub `oaec/trailmark`) — long-horizon agent evaluation harness\n"
)


def test_a_paper_evaluated_on_a_harness_does_not_evaluate_the_harness() -> None:
    """`… arXiv:… — a planner built with Sorrow, evaluated on TrailMark`: TrailMark's lead says
    it is an evaluation harness (its bracketed maker note holds a comma, no clause's end): the
    thing a paper is measured with, not what it evaluates: a new entry."""
    title = "Tool Mesh arXiv:3405.04410 — a planner, evaluated on TrailMark"
    action = run(_HARNESS, brief_text(increment(1, title, "§1.4"))).actions[0]
    assert action.action == "inserted", action.matched


def test_a_paper_filed_under_what_it_evaluates_said_with_a_pronoun() -> None:
    """`论文记在它评测的框架条目下` (`它`, as `其`) files a paper under what it evaluates."""
    assert states_papers_under_evaluated("> 论文记在它评测的框架条目下。")
    assert states_papers_under_evaluated("> 论文记在它们评测的框架条目下。")
