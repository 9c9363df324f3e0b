"""Text conservation: the visible text of one version that the other no longer shows.

Each block of the old version (a paragraph, list item, heading, code block or table cell as
GitHub shows it) must still be shown somewhere in the new one: as the same text anywhere
(moves, reorders and re-nesting are free), or edited by at most a typo. An edit is
typo-sized when the characters it removes — the multiset of the old block's characters
minus the new block's, whitespace ignored, NFKC-folded and case-folded, every digit counted
as the same character (a figure or date updated in place removes nothing) — number at most
`typo_budget(n)` = min(8, 1 + n // 10) for a block of n such characters. A block split in
place (a paragraph cut in two) is compared with runs of two to four neighbouring new blocks
read in order (its text in pieces of three characters or more, within the typo budget).

Cost: one dictionary pass pairs the unchanged blocks, another those equal once folded
(full-width punctuation, case); only the rest are compared, each with a bounded number of
candidates (its neighbours, and the blocks sharing its rarest character pairs), best pairs
first, so the work stays linear in the document however much of it changed.
"""

from __future__ import annotations

import difflib
import re
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from patcher.lint.visible import Shown
from patcher.text.normalise import fold

_DIGIT = re.compile(r"\d")
TYPO_MAX = 8  # characters: no single edit removing more is a typo fix
_NEIGHBOURS = 2  # new blocks on either side of where a changed block would be
_SPLIT_WINDOW = 8  # new blocks on either side pooled for a block split in place
_BY_CONTENT = 3  # new blocks sharing the most rare character pairs
_COMMON_PAIR = 64  # a character pair in more new blocks than this says nothing
_SMALL_GROUP = 400  # same-text groups up to this many pairs are paired nearest first
_SPLIT_MIN = 12  # characters: a shorter block is not looked for split across blocks
_SPLIT_PARTS = 4  # a block split in place went into at most this many neighbouring blocks
_SPLIT_PIECE = 3  # characters: a shorter run in common is no piece of a split block


def typo_budget(length: int) -> int:
    """How many characters an edit of a block of `length` characters may remove."""
    return min(TYPO_MAX, 1 + length // 10)


@dataclass(frozen=True, slots=True)
class Lost:
    """An old block whose text the new version does not show: the new block holding what
    is left of it (None when nothing is), the new line where it is or would be (0-based),
    and the text that is gone, as shown."""

    block: Shown
    partner: Shown | None
    near: int
    missing: tuple[str, ...]


@dataclass(frozen=True)
class Conservation:
    """Lost old blocks, and for each kept one (by index) the new line showing its text."""

    lost: tuple[Lost, ...]
    kept: dict[int, int]


def conserve(old: Sequence[Shown], new: Sequence[Shown], guarded: Sequence[int]) -> Conservation:
    """What of the `guarded` old blocks the new blocks no longer show."""
    same = _same_text(old, new, guarded)
    watched = set(guarded)
    kept = {i: new[j].start for i, j in same.items() if i in watched}
    left = [i for i in guarded if i not in same]
    if not left:
        return Conservation((), kept)
    expected = _Expect(same, len(new))
    matcher = _Matcher(old, new, sorted(set(range(len(new))) - set(same.values())))
    for step in (matcher.folded, matcher.pair):
        found = step(left, expected)
        kept.update((i, new[j].start) for i, j in found.items())
        left = [i for i in left if i not in found]
    lost = []
    for i in left:
        window = matcher.window(expected(i), _SPLIT_WINDOW)
        if matcher.absorbs(i, window):
            kept[i] = new[window[0]].start
        else:
            lost.append(matcher.lost(i, window, expected(i)))
    return Conservation(tuple(lost), kept)


def _same_text(
    old: Sequence[Shown], new: Sequence[Shown], guarded: Sequence[int]
) -> dict[int, int]:
    """Old block → new block with the same text: unique texts first, then each repeated
    text's copies paired nearest to where the unique ones put them. Every old block takes
    its twin (so an unguarded block's twin is no partner for another), the guarded first."""
    by_new: dict[str, list[int]] = {}
    for j, block in enumerate(new):
        by_new.setdefault(block.key, []).append(j)
    by_old: dict[str, list[int]] = {}
    for i in (*guarded, *sorted(set(range(len(old))) - set(guarded))):
        by_old.setdefault(old[i].key, []).append(i)
    same = {
        olds[0]: by_new[key][0]
        for key, olds in by_old.items()
        if len(olds) == 1 and len(by_new.get(key, ())) == 1
    }
    expected = _Expect(same, len(new))
    watched = set(guarded)
    for key, olds in by_old.items():
        news = by_new.get(key, [])
        if news and not (len(olds) == 1 and len(news) == 1):
            same.update(_nearest(olds, news, expected, watched))
    return same


def _nearest(
    olds: list[int], news: list[int], expected: _Expect, guarded: set[int]
) -> dict[int, int]:
    """Copies of one text paired guarded first, then nearest first (in order, guarded
    first, when there are very many)."""
    if len(olds) * len(news) > _SMALL_GROUP:
        return dict(zip(olds, news, strict=False))
    pairs = sorted((i not in guarded, abs(expected(i) - j), i, j) for i in olds for j in news)
    out: dict[int, int] = {}
    taken: set[int] = set()
    for _, _, i, j in pairs:
        if i not in out and j not in taken:
            out[i] = j
            taken.add(j)
    return out


class _Expect:
    """Where an old block would be in the new version: after the new twin of the nearest
    paired old block before it."""

    def __init__(self, same: dict[int, int], size: int) -> None:
        self.olds = sorted(same)
        self.news = [same[i] for i in self.olds]
        self.size = size

    def __call__(self, i: int) -> int:
        at = bisect_right(self.olds, i) - 1
        if at < 0:
            return min(i, self.size)
        return min(self.news[at] + (i - self.olds[at]), self.size)


class _Matcher:
    """Changed old blocks against the new blocks no unchanged one took (`free`), each new
    block's characters used up as old blocks are found in it."""

    def __init__(self, old: Sequence[Shown], new: Sequence[Shown], free: list[int]) -> None:
        self.old, self.new, self.free = old, new, free
        self.chars: dict[int, Counter[str]] = {}
        self.left: dict[int, Counter[str]] = {}
        self.pairs: dict[str, list[int]] | None = None

    def of(self, i: int) -> Counter[str]:
        """Old block i's characters, folded."""
        if i not in self.chars:
            self.chars[i] = _chars(self.old[i].key)
        return self.chars[i]

    def rest(self, j: int) -> Counter[str]:
        """New block j's characters not yet used up."""
        if j not in self.left:
            self.left[j] = _chars(self.new[j].key)
        return self.left[j]

    def missing(self, i: int, j: int) -> int:
        """How many of old block i's characters new block j's rest lacks."""
        return sum((self.of(i) - self.rest(j)).values())

    def take(self, i: int, j: int, out: dict[int, int]) -> bool:
        """Pair i with j if j keeps i's text within a typo, using up those characters."""
        if self.missing(i, j) > typo_budget(self.of(i).total()):
            return False
        out[i] = j
        self.left[j] = self.rest(j) - self.of(i)
        return True

    def window(self, at: int, size: int = _NEIGHBOURS) -> list[int]:
        """The free new blocks nearest to position `at`, in document order."""
        lo = bisect_left(self.free, at)
        return self.free[max(0, lo - size) : lo + size]

    def candidates(self, i: int, at: int) -> set[int]:
        """Neighbours of where block i would be, and the blocks sharing its rare pairs."""
        if self.pairs is None:
            self.pairs = {}
            for j in self.free:
                for pair in _char_pairs(fold(self.new[j].key)):
                    self.pairs.setdefault(pair, []).append(j)
        shared: Counter[int] = Counter()
        for pair in _char_pairs(fold(self.old[i].key)):
            holders = self.pairs.get(pair, ())
            if len(holders) <= _COMMON_PAIR:
                shared.update(holders)
        return set(self.window(at)) | {j for j, _ in shared.most_common(_BY_CONTENT)}

    def folded(self, left: list[int], expected: _Expect) -> dict[int, int]:
        """Blocks whose text is the same once folded (full-width forms, case)."""
        by_text: dict[str, list[int]] = {}
        for j in reversed(self.free):
            by_text.setdefault(fold(self.new[j].key), []).append(j)
        out: dict[int, int] = {}
        for i in left:
            twins = by_text.get(fold(self.old[i].key))
            if twins:
                out[i] = j = twins.pop()
                self.left[j] = Counter()  # all of it is i's text
        return out

    def pair(self, left: list[int], expected: _Expect) -> dict[int, int]:
        """Each changed old block with the new block that keeps its text within a typo,
        best pairs (least lost, then nearest) first."""
        scored = sorted(
            (self.missing(i, j) / self.of(i).total(), abs(j - expected(i)), i, j)
            for i in left
            for j in self.candidates(i, expected(i))
        )
        out: dict[int, int] = {}
        for _, _, i, j in scored:
            if i not in out:
                self.take(i, j, out)
        return out

    def absorbs(self, i: int, window: list[int]) -> bool:
        """Whether a run of consecutive new blocks around block i's place holds its text
        together, in order (a block split in two); their characters are used up if so.
        Characters pooled from unrelated blocks (other entries added nearby) are no split."""
        chars = Counter(self.of(i))
        budget = typo_budget(chars.total())
        if chars.total() < _SPLIT_MIN or self._lacking(i, window) > budget:
            return False  # short, or not even the whole window has its characters
        for run in _runs(window):
            if self._in_order(i, run) <= budget:
                for j in run:
                    used = chars & self.rest(j)
                    self.left[j] = self.rest(j) - used
                    chars -= used
                return True
        return False

    def _lacking(self, i: int, blocks: list[int]) -> int:
        """How many of block i's characters the blocks' rests lack together."""
        pooled: Counter[str] = Counter()
        for j in blocks:
            pooled += self.rest(j)
        return sum((self.of(i) - pooled).values())

    def _in_order(self, i: int, run: list[int]) -> int:
        """How many of block i's characters the run's text lacks, read in order."""
        if self._lacking(i, run) > typo_budget(self.of(i).total()):
            return self.of(i).total()  # not even the characters: no order to read
        old = _DIGIT.sub("0", fold(self.old[i].key))
        new = "".join(_DIGIT.sub("0", fold(self.new[j].key)) for j in run)
        matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
        blocks = matcher.get_matching_blocks()
        return len(old) - sum(size for _, _, size in blocks if size >= _SPLIT_PIECE)

    def lost(self, i: int, window: list[int], at: int) -> Lost:
        """The finding for block i: the new block keeping most of it, and what is gone."""
        block = self.old[i]
        scored = [(self.missing(i, j), abs(j - at), j) for j in self.candidates(i, at)]
        best = min(scored, default=None)
        if best is None or best[0] >= self.of(i).total():
            near = self.new[window[0]].start if window else _line_at(self.new, at)
            return Lost(block, None, near, (block.shown,))
        partner = self.new[best[2]]
        return Lost(block, partner, partner.start, _gone(block.shown, partner.shown))


def _line_at(new: Sequence[Shown], at: int) -> int:
    """The new line where block position `at` is."""
    if at < len(new):
        return new[at].start
    return new[-1].end if new else 0


def _chars(key: str) -> Counter[str]:
    """A block's characters as counted for loss: folded, every digit as `0` (a number
    updated in place loses nothing; a number deleted loses its digits)."""
    return Counter(_DIGIT.sub("0", fold(key)))


def _runs(window: list[int]) -> list[list[int]]:
    """The runs of two to _SPLIT_PARTS neighbouring blocks of the window, shortest first."""
    return [
        window[a : a + size]
        for size in range(2, min(_SPLIT_PARTS, len(window)) + 1)
        for a in range(len(window) - size + 1)
    ]


def _char_pairs(key: str) -> set[str]:
    return {key[k : k + 2] for k in range(len(key) - 1)}


def _gone(old: str, new: str) -> tuple[str, ...]:
    """The runs of `old` that `new` does not have, in order."""
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    runs = [
        old[a:b].strip() for op, a, b, _, _ in matcher.get_opcodes() if op in ("delete", "replace")
    ]
    return tuple(run for run in runs if run)
