"""Releases, generations, editions and papers: when two names of one product are two things.

What an editor states in general, read from the names themselves:
- a version after a name is a release (`SGLang v0.5.24`, `Quillserve 3.2.1 LTS`): an entry
  named by a release stands for that release line (a patch continues it, another release
  does not); an entry named without one stands for the product and takes every release;
- a number joined to a name by a hyphen is a generation, part of the name (`Ostrakon-2`
  is a successor of `Ostrakon`, not its release 2);
- a period stamp in a comparison is its edition (`vLLM vs SGLang 2026Q4` is the
  next edition of `vLLM vs SGLang 2026Q3`);
- two different arXiv ids are two papers, whatever their names share — but a release
  (`LMCache 0.4`) is the product's, whatever new paper it cites.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# A release after a name: ` 1.2`, ` v0.5.21.post1`, `-v2`, `-1.2`, then release words
# (`LTS`, `RC1`, `beta`); never `-2` (a generation: `Ostrakon-2`).
_QUALIFIER = r"(?:LTS|GA|RC\d*|beta\d*|alpha\d*|preview|stable|hotfix|final|nightly)"
VERSION_TAIL = re.compile(
    r"(?:\s+v?\d+(?:\.\d+)*|-v\d+(?:\.\d+)*|-\d+(?:\.\d+)+)"
    rf"(?:\.post\d+)?(?:-cu\d+)?(?:[ \-]{_QUALIFIER})*$",
    re.I,
)
_NUMBERS = re.compile(r"\d+(?:\.\d+)*")
_PATCH_SUFFIX = re.compile(r"\.post\d+|-cu\d+", re.I)


def release(tail: str) -> tuple[int, ...]:
    """` v0.5.21.post1` → (0, 5, 21), ` 3.2.1 LTS` → (3, 2, 1): the release numbers of a
    version tail, without `.postN`, `-cuNNN` or the release words after it."""
    found = _NUMBERS.search(_PATCH_SUFFIX.sub("", tail))
    return tuple(int(d) for d in found.group().split(".")) if found else ()


def other_release(mine: tuple[int, ...], theirs: tuple[int, ...]) -> bool:
    """Both carry a version, and `mine` is not of the release line `theirs` names:
    `SGLang v0.5.20` is another release than `SGLang v0.5.19`, while `1.3.1` and
    `0.5.21.post1` are patches of the `1.3` and `0.5.21` lines (a line needs a major and a
    minor number: `Llama 3.1` is not a patch of `Llama 3`)."""
    if not (mine and theirs) or mine == theirs:
        return False
    return not (len(theirs) >= 2 and mine[: len(theirs)] == theirs)


# An edition stamp among a comparison's words (folded): `2026q4`, `2026h1`, `2026`, `q3`.
_EDITION = re.compile(r"^(?:(?:19|20)\d\d(?:q[1-4]|h[12])?|q[1-4]|h[12])$")


def edition_split(words: Iterable[str]) -> tuple[list[str], tuple[int, ...]]:
    """A comparison's words (folded) without their edition stamp, and the edition
    (`2026q4` → (2026, 4), `2026` → (2026,)); () when it has none."""
    kept: list[str] = []
    edition: tuple[int, ...] = ()
    for word in words:
        if _EDITION.match(word):
            edition = tuple(int(d) for d in re.findall(r"\d+", word))
        else:
            kept.append(word)
    return kept, edition


def other_edition(mine: tuple[int, ...], theirs: tuple[int, ...]) -> bool:
    """Both are dated editions, and not the same one (`2026Q3` and `2026Q4`)."""
    return bool(mine and theirs) and mine != theirs


def other_paper(mine: Iterable[str], theirs: Iterable[str], version: tuple[int, ...] = ()) -> bool:
    """The increment is a paper (an arXiv key) and the entry is another one: it has arXiv
    keys, and not this one (`Pelican v2` with an id of its own is a successor). A release
    (`LMCache 0.4`: a dotted `version` in the title) is the product's, whatever new paper
    it cites."""
    own = {k for k in mine if k.startswith("arxiv:")}
    held = {k for k in theirs if k.startswith("arxiv:")}
    return len(version) < 2 and bool(own and held) and not own & held


def several_releases(versions: Iterable[tuple[int, ...]]) -> bool:
    """The document keeps one entry per release of a product: two or more of its entries
    are named by different releases (`vLLM 0.31`, `vLLM 0.30`)."""
    return len({v for v in versions if v}) >= 2
