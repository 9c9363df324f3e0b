"""Adversarial pass 25 (tests/data/adversarial25): a title naming an existing entry's product,
the increment filed in another section; the set's figures held, and each cause fixed tested with
new names and wordings (not the pass's inputs)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "adversarial25"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial25_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """86 labelled cases on four documents: no wrong continuation (6 before the pass's fixes),
    at most 7 missed ones (each a new entry, most reported `possibly continues`)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    wrong = [r["id"] for r in rows if r["verdict"] == "WRONG"]
    missed = [r["id"] for r in rows if r["verdict"] == "MISSED"]
    assert len(rows) == 86
    assert wrong == [], wrong
    assert len(missed) <= 7, missed


_PLAIN = (
    "# Runners · living document\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Pinnace** (Keel Labs) — workflow runner.\n"
    "  - `2031-03-02` 2.0 released.\n"
    "- **Yawl** — request gateway.\n\n"
    "## §1.2 Scheduling\n\n"
    "- **Dory** — batch scheduler.\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 Reliability\n\n"
)


def _on(doc: str, title: str, section: str) -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or "", action.possibly


def test_an_incident_in_another_section_of_a_silent_document_is_only_possible() -> None:
    """No preamble, no incident entries, no incident news under a product: where the editor
    files an outage is unknown, and the briefing files it in §1.4; the product's name alone
    makes it a possibility (so a flaw, a service down, a symptom). A release filed elsewhere
    still continues its product."""
    for title in (
        "Pinnace outage hits EU tenants",
        "Pinnace 集群宕机 3 小时",
        "Pinnace 曝远程代码执行漏洞",
        "Yawl gateway down for two hours",
    ):
        action, matched, possibly = _on(_PLAIN, title, "§1.4 Reliability")
        assert action == "inserted" and possibly, (title, matched)
    action, matched, _ = _on(_PLAIN, "Pinnace 2.1 released", "§1.2 Scheduling")
    assert action == "updated" and "Pinnace" in matched, matched


def test_an_incident_of_a_document_filing_them_under_products_still_continues() -> None:
    """The entries file outages as updates under their product: the name decides."""
    doc = _PLAIN.replace(
        "  - `2031-03-02` 2.0 released.\n",
        "  - `2031-03-02` 2.0 released.\n  - `2031-03-09` outage in us-east, 40 minutes.\n",
    )
    action, matched, _ = _on(doc, "Pinnace outage hits EU tenants", "§1.4 Reliability")
    assert action == "updated" and "Pinnace" in matched, matched


def test_an_incident_entry_labelled_in_bold_shows_incidents_kept_apart() -> None:
    """`**Incident: Yawl API outage** — …` in §1.4 is an incident's entry (the label inside the
    bold): the document keeps incidents apart, and another one of the product, in any words
    (`crash loop`, `down for two hours`), is an entry of its own."""
    doc = _PLAIN + "- **Incident: Yawl API outage** — 2031-03-05, two hours.\n"
    for title, section in (
        ("Pinnace crash loop takes down nightly jobs", "§1.4 Reliability"),
        ("Yawl gateway down for two hours", "§1.1 Frameworks"),
    ):
        action, matched, _ = _on(doc, title, section)
        assert action == "inserted", (title, matched)


def test_security_issues_filed_apart_by_the_preamble() -> None:
    """`事故与安全问题单独成条`: a security flaw of a product is an entry of its own."""
    doc = _PLAIN.replace(
        "## §1.1", "> 约定：每个产品一条；事故与安全问题在 §1.4 单独成条。\n\n## §1.1", 1
    )
    action, matched, _ = _on(doc, "Yawl 管理接口越权漏洞披露", "§1.1 Frameworks")
    assert action == "inserted", matched


def test_a_port_made_for_a_product_by_someone_else_is_not_its_news() -> None:
    """`社区为 Dory 发布 Slurm 适配版`: the community's work for Dory (`为` before the name), not
    Dory's news; the Chinese words before the Latin name are no Chinese name of it."""
    action, matched, _ = _on(_PLAIN, "社区为 Dory 发布 Slurm 适配版", "§1.1 Frameworks")
    assert action == "inserted", matched
