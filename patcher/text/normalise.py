"""Text normalisation shared by every stage: folding for comparison, CJK-aware word matching.

The one home for folding: `fold_width` (full-width forms, NFKC), `fold_letters` (full-width
letters, digits and `％` only, punctuation kept), `fold_case` (width and
case, spaces kept), `fold` (width, case, no whitespace), `squash` (also no punctuation),
`heading_text` (a heading as written, `**` and runs of spaces out) and `heading_key` (a
heading compared loosely).

Python's `\\b` and `\\w` count CJK characters as word characters, so `\\bTGI\\b` misses
`TGI维护模式`; Latin tokens here are bounded by ASCII letters and digits only, and Chinese
text is compared by character bigrams.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from patcher.text.lazy import lazy

_SPACE = lazy(r"\s+")
_NOISE = lazy(r"[\s\"'“”「」（）()，,。.；;:：!！?？⚠️️]+")
_HEADING_NOISE = lazy(r"[\s\-_·]+")
_COMMENT = lazy(r"<!--.*?-->")
# Latin letters and digits (and `_`) on either side end a Latin token; CJK characters do not.
LATIN_BEFORE = r"(?<![A-Za-z0-9_])"
LATIN_AFTER = r"(?![A-Za-z0-9_])"


# The characters outside ASCII that an ASCII letter matches under `re.I` which `str.lower()`
# does not lower onto it (`İ` lowers to two characters, `ı` and `ſ` stay; the Kelvin sign lowers
# to `k`): a test holds this against every code point.
UNLOWERED_PARTNERS = frozenset("\u0130\u0131\u017f")


def may_write_any(text: str, words: tuple[str, ...]) -> bool:
    """One of `words` (lower case: ASCII letters, digits and punctuation, or Chinese characters,
    which lowering leaves and no other character lowers to) may be written in `text`, its ASCII
    letters in any case as `re.I` reads them: the lowered text holds one, or the text holds a
    character `re.I` matches to an ASCII letter that lowering does not give
    (`UNLOWERED_PARTNERS`). A test in C before a pattern needing one of the words is searched
    (issue 26, round 42): where it is false, the pattern finds nothing."""
    lowered = text.lower()
    for word in words:
        if word in lowered:
            return True
    return "\u0130" in text or "\u0131" in text or "\u017f" in text  # (`UNLOWERED_PARTNERS`)


def fold_width(text: str) -> str:
    """Full-width and compatibility forms folded (NFKC): `２` → `2`, `（` → `(`, `ＫＶ` → `KV`
    (the four full-width marks of most Chinese lines replaced first by the ASCII mark each
    decomposes to: NFKC composes the text's decomposition, made one character at a time, so
    the result is the same, and a text with nothing else to fold passes the normaliser's
    quick check: ~5 µs less a lead of ~100 characters)."""
    if not text.isascii():  # (each mark decomposes to its replacement: `test_index_guards`)
        text = text.replace("（", "(").replace("）", ")").replace("：", ":").replace("，", ",")
    return unicodedata.normalize("NFKC", text)


# Full-width letters, digits and `％` → ASCII (`ＷＳＢ` → `WSB`); full-width punctuation stays
# (`TierBench：Egretta` is two words, where NFKC would make one Latin token of them).
_WIDE_LETTERS = {
    wide: wide - 0xFEE0
    for low, high in (("０", "９"), ("Ａ", "Ｚ"), ("ａ", "ｚ"), ("％", "％"))
    for wide in range(ord(low), ord(high) + 1)
}


def fold_letters(text: str) -> str:
    """Full-width letters, digits and `％` folded to ASCII, all else as written."""
    return text.translate(_WIDE_LETTERS)


def fold_case(text: str) -> str:
    """Width and case folded, spaces kept: for matching names as whole tokens."""
    return fold_width(text).casefold()


@functools.lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """A comparison key: full-width forms folded (NFKC), whitespace removed, case folded.

    `§1.（1）`, `§1.(1)` and `§ 1.(1)` fold alike; so do `ＫＶ` and `kv`.
    """
    return _SPACE.sub("", fold_width(text)).casefold()


def squash(text: str) -> str:
    """Text without whitespace and punctuation, case folded: for "does A contain B"."""
    return _NOISE.sub("", fold_width(text)).casefold()


def heading_text(text: str) -> str:
    """A heading's text as written, without `**` and with each run of whitespace one space."""
    return _SPACE.sub(" ", text.replace("**", "")).strip()


def heading_key(text: str) -> str:
    """A heading compared loosely: no `**`, no spaces, dashes, underscores or `·`."""
    return _HEADING_NOISE.sub("", heading_text(text)).casefold()


def short(text: str, width: int) -> str:
    """Text of at most `width` characters without HTML comments (markers), `…` when cut."""
    text = _COMMENT.sub("", text).strip()
    return text if len(text) <= width else text[: width - 1] + "…"


def latin_word(word: str) -> str:
    """A pattern matching `word` as a whole Latin token, also right next to CJK text."""
    return LATIN_BEFORE + re.escape(word) + LATIN_AFTER


_CJK_RUN = lazy(r"[\u3400-\u9fff\uf900-\ufaff]+")


def bigrams(text: str) -> set[str]:
    """Character bigrams of each run of CJK characters (a single character counts alone)."""
    grams: set[str] = set()
    for run in _CJK_RUN.findall(text):
        grams.update(run[i : i + 2] for i in range(max(1, len(run) - 1)))
    return grams
