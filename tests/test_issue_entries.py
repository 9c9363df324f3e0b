"""An entry about an issue of a product (`Kittiwake: scheduler stalls on drain (#3310)`) is
named by the issue, not by the product alone (heldout10: a product's release went into its
bug entry, in another section, with exit 0)."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex, subject
from patcher.text.source import Source
from tests.conftest import ROOT

PRODUCT = ("**Kittiwake / 三趾鸥引擎** — C++ serving engine, v1.8 (2026-11-02)", "§1.1")
BUG = ("**Kittiwake: scheduler stalls on drain (#3310) / 三趾鸥排空卡死** — hangs", "§1.4")


@pytest.mark.parametrize(
    ("lead", "expected"),
    [
        (BUG[0], "Kittiwake scheduler stalls on drain"),
        ("Kittiwake: 排空卡死（kittiwake-ai/kittiwake#3310）", "Kittiwake 排空卡死"),
        (PRODUCT[0], "Kittiwake / 三趾鸥引擎"),
        ("**Kittiwake: 1.9** — 发布", "Kittiwake"),  # no issue number: the product
        ("Kittiwake 1.9 发布（#3310 已修复）", "Kittiwake 1.9 发布"),  # no colon: a release
    ],
)
def test_the_subject_of_an_issue_lead_is_the_issue(lead: str, expected: str) -> None:
    assert subject(lead) == expected


def test_a_release_goes_to_the_product_not_its_bug_entry() -> None:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    names = NameIndex(glossary=shipped.identity.terms)
    names.add(*PRODUCT, [])
    names.add(*BUG, [])
    verdict = names.decide("Kittiwake 1.9 发布 — 排空提速", "续立 Kittiwake 条目", [], "§1.1")
    assert verdict.chosen != 1, verdict  # never the bug entry
