"""The product-word readings found without a pattern compiled per title read exactly what
the per-title patterns read (`_alone`'s number and qualifier, `_after_words`, `_leading`):
held against those patterns, built as they were, on titles made of the characters that
matter."""

from __future__ import annotations

import re
import string

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
    assert evidence.namesakes._numbered(word, shown) == _numbered_by_pattern(word, shown)
    assert evidence.namesakes._qualified(word, shown) == _qualified_by_pattern(word, shown)
    assert evidence.namesakes._after_words(shown, words) == _after_by_pattern(shown, words)


def test_product_word_readings_on_written_titles() -> None:
    """The cases the readings exist for, and the backtracking a hyphen run needs."""
    assert evidence.namesakes._numbered("Vellum", "Vellum 2 卸载层")
    assert not evidence.namesakes._numbered("Vellum", "Vellum 2.1 卸载层")
    assert evidence.namesakes._qualified("Wicket", "Wicket tracing for Apache Wicket")
    assert not evidence.namesakes._qualified("Wicket", "Wicket tracing for Apache Wickets")
    assert evidence.namesakes._after_words("  Morrow-Serve 调度", ["Morrow", "Serve"]) == " 调度"
    assert evidence.namesakes._after_words("Tor - -x y", ["Tor", "-x"]) == " y"
    assert evidence.namesakes._after_words("Tor y", ["Tor", "x"]) == ""


def _leading_by_pattern(shown: str, words: list[str]) -> tuple[str, int] | None:
    joined = r"[\s\-]*".join(re.escape(w) for w in words)
    lead = re.match(rf"\s*{joined}(?![A-Za-z0-9])", shown, re.I)
    return (lead.group(), lead.end()) if lead else None


def _leading(shown: str, words: list[str]) -> tuple[str, int] | None:
    lead = evidence.namesakes._leading(shown, words)
    return (lead.group(), lead.end()) if lead else None


# Both cases, hyphens, spaces of three kinds, digits, CJK, a letter with a mark, and the
# letters `re.I` folds onto ASCII ones (the pattern is used then).
_NAME_CHARS = st.sampled_from(list("AaBbKkSsIi29-. \u3000\t卸é\u0130\u0131\u017f\u212a"))
_NAME_WORD = st.text(_NAME_CHARS, min_size=1, max_size=4).filter(lambda w: w.split() == [w])


@settings(max_examples=600, deadline=None)
@given(
    st.lists(_NAME_WORD, min_size=1, max_size=3),
    st.text(_NAME_CHARS, max_size=20),
    st.integers(0, 20),
    st.booleans(),
    st.sampled_from(["", " ", "-", " - ", "  "]),
)
def test_leading_matches_the_per_name_pattern(
    words: list[str], title: str, cut: int, holds: bool, gap: str
) -> None:
    """`_leading` without its per-name pattern finds what the pattern finds, where it
    finds it (case, hyphen and space runs, the word's end)."""
    written = gap.join(w.swapcase() if n % 2 else w for n, w in enumerate(words))
    shown = (title[:cut] + written + title[cut:]) if holds else title
    assert _leading(shown, words) == _leading_by_pattern(shown, words)
    assert _leading(written + title, words) == _leading_by_pattern(written + title, words)


def test_leading_on_written_names() -> None:
    assert _leading("Bollard Serve inference server", ["Bollard", "Serve"]) == ("Bollard Serve", 13)
    assert _leading("  morrow--serve 调度", ["Morrow", "Serve"]) == ("  morrow--serve", 15)
    assert _leading("Bollard Server", ["Bollard", "Serve"]) is None
    assert _leading("Tor - -x y", ["Tor", "-x"]) == ("Tor - -x", 8)
    assert _leading("\u212aelvin x", ["kelvin"]) == ("\u212aelvin", 6)  # by the pattern


def test_only_four_letters_outside_ascii_fold_onto_ascii_ones() -> None:
    """The list `_leading` checks before comparing letters itself: every code point outside
    ASCII that some printable ASCII character matches under `re.I`."""
    every = "".join(chr(c) for c in range(0x80, 0x110000) if not 0xD800 <= c < 0xE000)
    folding = {m.group() for w in string.printable for m in re.finditer(re.escape(w), every, re.I)}
    assert folding == set(evidence.namesakes._FOLDS_TO_ASCII)
    assert all((re.match(r"\s", chr(c)) is not None) == chr(c).isspace() for c in range(0x3100))
