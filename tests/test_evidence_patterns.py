"""The product-word readings found without a pattern compiled per title read exactly what
the per-title patterns read (`_alone`'s number and qualifier, `_after_words`): held against
those patterns, built as they were, on titles made of the characters that matter."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from patcher.plan import evidence

# Capitals, lowercase, digits, dots, spaces of two kinds, hyphens, CJK: every class the
# patterns tell apart.
_CHARS = st.sampled_from(list("AVWbvlu29.0 \u3000\t-卸载"))
_WORD = st.text(_CHARS, min_size=1, max_size=4).filter(lambda w: w.split() == [w])
_WORDS = st.lists(_WORD, min_size=1, max_size=3)
_TITLE = st.text(_CHARS, max_size=24)


def _title_with(words: list[str], title: str, cut: int) -> str:
    """A title that often holds the words (the interesting case), somewhere."""
    at = min(cut, len(title))
    return title[:at] + " ".join(words) + title[at:]


def _numbered_by_pattern(word: str, shown: str) -> bool:
    pattern = rf"\s*{re.escape(word)}\s+[A-Z]?\d{{1,2}}(?![\d.])\s*\S"
    return re.match(pattern, shown) is not None


def _qualified_by_pattern(word: str, shown: str) -> bool:
    pattern = rf"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]+\s+{re.escape(word)}(?![A-Za-z0-9])"
    return re.search(pattern, shown) is not None


def _after_by_pattern(shown: str, words: list[str]) -> str:
    lead = re.match(r"\s*" + r"[\s\-]*".join(re.escape(w) for w in words), shown)
    return shown[lead.end() :] if lead else ""


@settings(max_examples=400, deadline=None)
@given(_WORDS, _TITLE, st.integers(0, 24), st.booleans())
def test_product_word_readings_match_the_per_title_patterns(
    words: list[str], title: str, cut: int, holds: bool
) -> None:
    shown = _title_with(words, title, cut) if holds else title
    word = " ".join(words)
    assert evidence._numbered(word, shown) == _numbered_by_pattern(word, shown)
    assert evidence._qualified(word, shown) == _qualified_by_pattern(word, shown)
    assert evidence._after_words(shown, words) == _after_by_pattern(shown, words)


def test_product_word_readings_on_written_titles() -> None:
    """The cases the readings exist for, and the backtracking a hyphen run needs."""
    assert evidence._numbered("Vellum", "Vellum 2 卸载层")
    assert not evidence._numbered("Vellum", "Vellum 2.1 卸载层")
    assert evidence._qualified("Wicket", "Wicket tracing for Apache Wicket")
    assert not evidence._qualified("Wicket", "Wicket tracing for Apache Wickets")
    assert evidence._after_words("  Morrow-Serve 调度", ["Morrow", "Serve"]) == " 调度"
    assert evidence._after_words("Tor - -x y", ["Tor", "-x"]) == " y"
    assert evidence._after_words("Tor y", ["Tor", "x"]) == ""
