"""Which main section's entries share an increment's words: the last reading of where an
increment nothing routed goes, before the fallback."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from patcher.document.sections import LivingDocument
from patcher.text.lazy import lazy

# A Latin word of two characters or more (ASCII-aware: CJK text around it is no part of it),
# and a run of Chinese characters (read as its bigrams: running text has no word breaks).
_LATIN = lazy(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]+(?![A-Za-z0-9])")
_CJK_RUN = lazy(r"[\u3400-\u9fff\uf900-\ufaff]{2,}")
# How much more the best section's score must be than the next one's, and at least how much
# it must be: one shared word of a single section (idf = log of the main sections' count)
# is not enough alone.
MARGIN = 2.0
MINIMUM = 2.5


@dataclass(frozen=True)
class Filed:
    """The section an increment's words point to, the score and the words that decided."""

    anchor: str
    score: float
    words: tuple[str, ...]


def words(text: str) -> set[str]:
    """The words of a text: Latin words folded, Chinese bigrams."""
    found = {w.casefold() for w in _LATIN.findall(text)}
    for run in _CJK_RUN.findall(text):
        found.update(run[i : i + 2] for i in range(len(run) - 1))
    return found


class Vocabulary:
    """The words of each main section's entry leads, read once when first asked."""

    def __init__(self, doc: LivingDocument, main: Iterable[str]) -> None:
        wanted = set(main)
        self._sections = {
            s.anchor.id: set().union(*(words(e.lead) for e in s.entries)) if s.entries else set()
            for s in doc.sections
            if s.anchor.id in wanted
        }
        counts = Counter(w for held in self._sections.values() for w in held)
        total = len(self._sections)
        self._idf = {w: math.log(total / n) for w, n in counts.items()} if total > 1 else {}

    def filed(self, texts: Sequence[str]) -> Filed | None:
        """The one main section whose entries share the most distinctive of the texts' words,
        by a clear margin over the next (`MARGIN`, `MINIMUM`); None when no section stands out.
        A Latin word counts its idf; a run of Chinese characters the best of its bigrams'
        (one word of running text is several bigrams: `文生视频` counts once)."""
        latin = {w.casefold() for t in texts for w in _LATIN.findall(t)}
        runs = [r for t in texts for r in _CJK_RUN.findall(t)]
        scored = sorted(
            ((*self._score(latin, runs, held), anchor) for anchor, held in self._sections.items()),
            key=lambda s: (-s[0], s[2]),
        )
        if not scored or scored[0][0] < MINIMUM:
            return None
        if len(scored) > 1 and scored[0][0] < MARGIN * scored[1][0]:
            return None
        best, shared, anchor = scored[0]
        return Filed(anchor, round(best, 2), shared[:4])

    def _score(
        self, latin: set[str], runs: list[str], held: set[str]
    ) -> tuple[float, tuple[str, ...]]:
        """A section's score for the words (each Latin word's idf, each distinct Chinese run's
        best bigram's), and the words that scored, best first."""
        found = [(self._idf.get(w, 0.0), w) for w in latin & held]
        for run in dict.fromkeys(runs):
            grams = {run[i : i + 2] for i in range(len(run) - 1)} & held
            if grams:
                found.append(max((self._idf.get(g, 0.0), g) for g in grams))
        found.sort(key=lambda f: (-f[0], f[1]))
        return sum(f[0] for f in found), tuple(dict.fromkeys(w for _, w in found))
