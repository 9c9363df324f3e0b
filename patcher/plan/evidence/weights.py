"""The evidence's weights (what a continuation needs, what each kind adds), Evidence and Verdict."""

from __future__ import annotations

from dataclasses import dataclass

CONTINUE = 2.0  # continue the entry from this weight on (chosen for precision)
POSSIBLE = 1.0  # below CONTINUE, from this weight on: a new entry, reported

STRONG = 3.0  # a shared arXiv id, GitHub ref or marker key
NAME = 2.0  # the title's subject is the entry's own name
SHORT_NAME = 1.5  # ... a name of three letters or fewer (`TGI`): needs one more piece
WEAK_NAME = 0.5  # ... one word other entries' names start with too, or common words
RELATION = 1.0  # the relation line names the entry with continuation wording
SAYS_SO = 2.0  # the relation line says it continues the entry (`续立锚定 10-02 X 条目`)
SECTION = 0.5  # the increment is routed to the entry's section (only with other evidence)


@dataclass(frozen=True)
class Evidence:
    """One reason to think an increment continues an entry."""

    weight: float
    why: str
    # what capped it is the document's own convention (a release of its own where releases
    # get one entry each): no doubt for a reviewer to settle
    settled: bool = False


@dataclass(frozen=True)
class Verdict:
    """The decision for one increment: the entry it continues (an index into the
    `NameIndex`'s entries) or None, and the best candidate's evidence."""

    chosen: int | None
    candidate: int | None
    score: float
    evidence: tuple[Evidence, ...]

    @property
    def why(self) -> str:
        return " + ".join(e.why for e in self.evidence)

    @property
    def possible(self) -> bool:
        """Some evidence, not enough: a new entry the reviewer should look at."""
        return self.chosen is None and self.candidate is not None and self.score >= POSSIBLE

    @property
    def doubtful(self) -> bool:
        """A possibility the document's own conventions leave open: reported to the
        reviewer (`possibly continues`); not one they settle (`Evidence.settled`)."""
        return self.possible and not any(e.settled for e in self.evidence)
