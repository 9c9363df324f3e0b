"""The briefing drift corpus (tests/data/briefing_drift/): one briefing's content in every
shape a machine writer produces, each parsed to the same model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patcher.briefing.parse import Brief, parse_text
from patcher.text.source import split_text

from .conftest import ROOT

CORPUS = ROOT / "tests" / "data" / "briefing_drift"
MANIFEST = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))


def model(brief: Brief) -> dict[str, object]:
    """The parts of a parse the corpus states."""
    return {
        "increments": [inc.title for inc in brief.increments],
        "suggestions": [inc.suggestions[0].code for inc in brief.increments if inc.suggestions],
        "points": [list(inc.points) for inc in brief.increments],
        "contradictions": [c.title for c in brief.contradictions],
        "arxiv": [row.id for row in brief.arxiv_list],
        "priorities": [p.level for p in brief.priorities],
        "sources_checked": len(brief.sources_checked),
        "quiet_sources": len(brief.quiet_sources),
    }


@pytest.mark.parametrize("name", MANIFEST["variants"])
def test_every_variant_parses_to_the_same_model(name: str) -> None:
    path = CORPUS / f"{name}.brief.md"
    brief = parse_text(split_text(path.name, path.read_text(encoding="utf-8")))
    assert model(brief) == MANIFEST["expected"]
    lost = [n for n in brief.unparsed if n.where not in ("summary",)]
    assert lost == []


def test_the_corpus_is_what_its_script_writes(tmp_path: Path) -> None:
    names = sorted(p.name.removesuffix(".brief.md") for p in CORPUS.glob("*.brief.md"))
    assert names == MANIFEST["variants"]
