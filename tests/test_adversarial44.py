"""Adversarial pass 44 (tests/data/adversarial44): near-misses of lead180's tier, review,
same-benchmark and board-confirmed readings, incid's incident readings (a product word, a
bracketed service, a maker's report, a status page's incident id, `A 并入 B`, a family spelled
otherwise), lead184's major-version, paper, debut, generation and board readings, and contra10's
incident-only product; the set's figures held, and the cause fixed tested with new names: an
incident id another status page gives."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from tests.conftest import brief_text, run

_SET = Path(__file__).parent / "data" / "adversarial44"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial44_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """40 cases labelled before their first run: 2 wrong before the pass's fix, 1 after (i02:
    `Atlas 地图服务中断…` continues `Atlas Agent` where incidents go under the product: the word
    is the product's first and nothing tells a map service from the browser agent); 5 missed
    (m03, m04: another's or a past major-version rule still read; n02: a generation member
    another entry's lead names only as what it was measured against, a possibility; p02: `只有
    综述论文单独成条` not read as a rule for other papers; c02: an item on the incident of a
    product known only by its `Incident: …` entry waits in 待核实)."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 40
    assert verdicts["WRONG"] == ["i02"], verdicts
    assert verdicts["MISSED"] == ["m03", "m04", "n02", "p02", "c02"], verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


_DOC = (
    "# Serving\n\n> Conventions: one entry per product; outages get their own entry in §1.4.\n\n"
    "## §1.1 Engines\n\n- **Kettleway** — serving engine (Brume Labs)\n\n"
    "## §1.2 Scheduling\n\n## §1.3 KV cache\n\n## §1.4 Reliability\n\n"
    "- **Kettleway Cloud eu-north outage** — requests failed for 2 hours; status.brume.dev"
    " incident INC-5120 (Brume Labs, 2036-03-04)\n"
    "  - 2036-03-04 — status page opened\n"
)


def _postmortem(sources: str) -> str:
    block = (
        "增量 1：3·4 推理中断复盘：根因为证书轮换失败（⭐⭐⭐）\n"
        f"来源：{sources}\n要点：- 根因\n可信度：高\n建议归入章节：§1.4 Reliability"
    )
    (action,) = run(_DOC, brief_text(block, date="2036-03-20")).actions
    return f"{action.action} {action.matched or ''}"


def test_an_incident_id_another_status_page_gives_is_another_incident() -> None:
    """`status.ferrous.io/incidents/INC-5120/…` is not the INC-5120 an entry cites from
    `status.brume.dev`; the same host's, or an address of the maker's domain, is."""
    got = _postmortem("https://status.ferrous.io/incidents/INC-5120/postmortem")
    assert "INC-5120" not in got, got
    got = _postmortem("https://status.brume.dev/incidents/INC-5120/postmortem")
    assert got.startswith("updated") and "INC-5120" in got, got
    got = _postmortem("brume.dev/incidents/INC-5120")
    assert got.startswith("updated") and "INC-5120" in got, got
