"""The labelled convention statements (`tests/data/conventions_stated/lines.yaml`, written before
the readers were read): what `EntryIndex.conventions` reads of each, with floors (raise them
when a reader improves; the kinds' own readers alone read 52 of 169)."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import conventions_stated  # noqa: E402

from patcher.plan.stated import APART, KINDS, UNDER  # noqa: E402
from patcher.plan.stated_words import worded_homes  # noqa: E402


def test_the_stated_homes_read_right_stay_at_least_the_floors() -> None:
    found = conventions_stated.readings()
    figures = conventions_stated.figures(found)
    right = {kind: conventions_stated.counts(found, kind)[0] for kind in KINDS}
    floors = dict(incident=42, release=40, score=26, paper=19, generation=22, comparison=12)
    assert all(right[kind] >= floor for kind, floor in floors.items()), figures
    wrong = [m for m in conventions_stated.misses(found) if " read -  |" not in m]
    assert wrong == [], wrong  # (precision first: `每个主版本一条` is a generation's, no release's)


def test_a_line_stating_nothing_is_read_as_stating_nothing() -> None:
    found = conventions_stated.readings()
    silent = [r for r in found if not r.labels]
    assert len(silent) >= 25
    assert [r.line for r in silent if any(r.read.of(k) for k in KINDS)] == []


def test_a_statement_is_read_in_anyone_s_words() -> None:
    assert worded_homes("约定：事故不另起条目，记在产品下。") == {"incident": UNDER}
    assert worded_homes("Security issues are not filed under the product.") == {"incident": APART}
    assert worded_homes("跑分跟着榜单走，不跟模型。") == {"score": APART}
    assert worded_homes("<!-- 约定：事故单独成条；版本记在产品条目下 -->") == {
        "incident": APART,
        "release": UNDER,
    }
    assert worded_homes("One entry per product, except papers, which stand alone.") == {
        "release": UNDER,
        "paper": APART,
    }


def test_what_a_statement_does_not_say_is_not_read() -> None:
    # an entry denied with no home named: a row of a log maybe, not the product's news
    said = "Incidents never get entries of their own: each is a row of the Incident log."
    assert worded_homes(said) == {}
    # a patch's rule, the destination's words, an entry's own follow-ups, another's unit
    assert worded_homes("补丁版与 rc 记在所属版本条目下。") == {}
    assert worded_homes("A result is logged under the release it measured.") == {}
    assert "incident" not in worded_homes(
        "每个产品 / 论文 / Bug 一条，后续进展写成带日期的子条目。"
    )
    assert worded_homes("Papers and incidents get one entry per product or event.") == {}
