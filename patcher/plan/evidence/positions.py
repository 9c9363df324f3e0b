"""Where the index keeps entries' names: sorted positions, lazily filed heads and packed runs."""

from __future__ import annotations

import bisect
import itertools
import unicodedata
from _collections_abc import dict_items, dict_keys, dict_values
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TypeVar, overload

from patcher.plan import versions
from patcher.plan.evidence.clues import _PARTS, _described_comparison, _initialised
from patcher.plan.evidence.names import (
    _COMPARES,
    Names,
    _comparison,
    _may_compare,
    _owned,
    _prefixed_abbreviations,
    defined_names,
    subject,
)
from patcher.plan.evidence.spelling import (
    _INNER,
    _abbreviation_variants,
    _visible,
    camel_short_forms,
    form,
    spaced,
)
from patcher.text import refs
from patcher.text.lazy import lazy

# --- which entries may go by a name: the index puts an entry's names in when needed -------------

V = TypeVar("V")
T = TypeVar("T")


class _Ascending:
    """Positions added in increasing order, four bytes each (a set of a third of a large
    document's entries took ~2 MB at the run's peak): `in` by bisection, iterated in order."""

    __slots__ = ("_items",)

    def __init__(self) -> None:
        self._items = array("i")

    def add(self, position: int) -> None:
        assert not self._items or position > self._items[-1]  # (entries are only appended)
        self._items.append(position)

    def __contains__(self, position: object) -> bool:
        if not isinstance(position, int):
            return False
        at = bisect.bisect_left(self._items, position)
        return at < len(self._items) and self._items[at] == position

    def __iter__(self) -> Iterator[int]:
        return iter(self._items)


class Positions:
    """Identity key → the positions of the entries filed under it, in the order filed: one
    position is kept as itself, more as a list (most keys of a large document — arXiv ids,
    pages — are one entry's: a list per key of ~120,000 took ~7 MB at 20 MB)."""

    __slots__ = ("_filed",)

    def __init__(self) -> None:
        self._filed: dict[str, int | list[int]] = {}

    def add(self, key: str, position: int) -> None:
        known = self._filed.get(key)
        if known is None:
            self._filed[key] = position
        elif isinstance(known, list):
            known.append(position)
        else:
            self._filed[key] = [known, position]

    def get(self, key: str, default: Sequence[int] = ()) -> Sequence[int]:
        known = self._filed.get(key)
        if known is None:
            return default
        return known if isinstance(known, list) else (known,)

    def __contains__(self, key: object) -> bool:
        return key in self._filed

    def __iter__(self) -> Iterator[str]:
        return iter(self._filed)

    def __len__(self) -> int:
        return len(self._filed)


class ShortRefs:
    """`ghshort:repo#N` → the `gh:owner/repo#N` keys the entries hold (an issue a title cites
    without its owner), worked out from the key map when first asked: most runs never ask,
    and at 20 MB a short form and a list for each of ~31,000 issue keys held ~6 MB."""

    __slots__ = ("_owners",)

    def __init__(self) -> None:
        self._owners: dict[str, str | list[str]] | None = None  # one key as itself, more a list

    def add(self, key: str) -> None:
        """A key an entry gained (nothing to do till the map is first asked)."""
        if self._owners is not None:
            self._file(self._owners, key)

    def owners(self, short: str, keys: Iterable[str]) -> list[str]:
        """The issue keys filed under `short`, in the order first filed; `keys`: every key the
        entries hold, in the order first filed (the key map), read on the first call."""
        if self._owners is None:
            self._owners = {}
            for key in keys:
                self._file(self._owners, key)
        found = self._owners.get(short, [])
        return [found] if isinstance(found, str) else list(found)

    @staticmethod
    def _file(owners: dict[str, str | list[str]], key: str) -> None:
        short = refs.short_key(key) if key.startswith("gh:") else None
        if short is None:
            return
        known = owners.get(short)
        if known is None:
            owners[short] = key
        elif isinstance(known, str):
            if known != key:
                owners[short] = [known, key]
        elif key not in known:
            known.append(key)


class _Lazy(dict[str, V]):
    """A name → positions map of the `NameIndex` whose look-ups first put in the names of
    the entries that may go by the name (`fetch`); iterating it puts in every entry's."""

    def __init__(
        self, fetch: Callable[[str], None], whole: Callable[[], None], items: dict[str, V]
    ) -> None:
        super().__init__(items)
        self._fetch = fetch
        self._whole = whole

    @overload
    def get(self, key: str, default: None = None, /) -> V | None: ...
    @overload
    def get(self, key: str, default: V, /) -> V: ...
    @overload
    def get(self, key: str, default: T, /) -> V | T: ...
    def get(self, key: str, default: object = None, /) -> object:
        self._fetch(key)
        return dict.get(self, key, default)  # (not `super()`: asked ~350 times an increment)

    def __getitem__(self, key: str) -> V:
        self._fetch(key)
        return dict.__getitem__(self, key)

    def __contains__(self, key: object) -> bool:
        if isinstance(key, str):
            self._fetch(key)
        return dict.__contains__(self, key)

    def __iter__(self) -> Iterator[str]:
        self._whole()
        return super().__iter__()

    def __len__(self) -> int:
        self._whole()
        return super().__len__()

    def keys(self) -> dict_keys[str, V]:
        self._whole()
        return super().keys()

    def values(self) -> dict_values[str, V]:
        self._whole()
        return super().values()

    def items(self) -> dict_items[str, V]:
        self._whole()
        return super().items()


def _put(names: dict[str, list[int]], name: str, position: int) -> None:
    bisect.insort(names.setdefault(name, []), position)


# An entry's name of one word and a generation (`Halyard 3`, `Sorrel 2`): a family's generation.
_FAMILY_GENERATION = lazy(r"^(?P<family>[A-Z][A-Za-z0-9\-]*)\s+(?P<n>\d{1,2})$")
# A member of a family's generation (`Halyard Embed 3`), and where a lead's first sentence ends
# (static patterns: one compiled per family would grow with the document).
_MEMBER = lazy(
    r"(?<![A-Za-z0-9])(?P<family>[A-Z][A-Za-z0-9\-]*)\s+(?P<kind>[A-Z][a-z]+)\s+(?P<n>\d{1,2})(?![\d.])"
)
_SENTENCE_END = lazy(r"[.;；。]\s")


def generation_members(lead: str, shown: str) -> list[str]:
    """The forms of the members an entry named by a family's generation (`**Halyard 3** — third
    Halyard generation: Halyard Embed 3 (…) and Halyard Rerank 3 …`) writes in its lead's first
    sentence: the family, one capitalised word, that generation (`halyardembed3`,
    `halyardrerank3`). The entry holds them (a title naming one is its news), and the
    prefilter files them (`_Heads.add`)."""
    if not shown.rstrip()[-1:].isdigit():  # (`_FAMILY_GENERATION` ends on a digit: most don't)
        return []
    named = _FAMILY_GENERATION.match(shown.strip())
    if named is None:
        return []
    family, n = named["family"], named["n"]
    first = _SENTENCE_END.split(lead, maxsplit=1)[0]
    return [
        form(f"{family} {m['kind']} {n}")
        for m in _MEMBER.finditer(first)
        if m["family"] == family and m["n"] == n
    ]


class _Heads:
    """Which entries may go by a name form or a mention name: the NameIndex's prefilter.

    When added, an entry is filed (`_Filed`) — and again for each of its other names
    (`entry_names`: `英文名 Prismfold`, `Sablewing / 黑羽引擎`'s halves), read as leads of
    their own — under a few forms worked out from its subject alone (`subject` of
    `lead_text`, the name as written, and as `names_of` reads it with a release or generation
    written first moved after the name: `versions.release_last`): the forms of the subject, of its
    abbreviation variants and of the name with its product first (`_owned`), its comparison
    with and without its edition (`_comparison`), its initials (`_initialised`), the
    capitalised words inside it (`_INNER`), the names its lead defines (`defined_names`,
    the only rule that reads past the subject) and the comparison its description opens
    with (`_described_comparison`, when `_COMPARES` is in the lead); and, apart, for
    mentions, under its spaced subject, variants and parts. A look-up of a form of L ≥ 2
    letters fetches the entries filed under a form that starts with its first L - 1 letters
    (for L = 1, with its letter, or that letter without its marks); only those get their
    names worked out and put in the maps. Nothing is missed: the candidates are a superset
    of the entries the full rules put under the form, because

    1. every form the index keys an entry by is one of the filed forms, or `form` of a prefix
       x of one of the filed strings: `names.full` (the forms of the subject's variants, the
       defined names and `_prefixed_abbreviations`, the product-first name, the comparison),
       `bare` (a prefix, or the undated comparison), `core`, `first` and `heads` (prefixes of
       the subject or its first variant), `inner` (filed as it is), the Chinese whole names
       (of `full`), `_initialised` (filed), the described comparison (filed); and every
       mention name and first word (`Mentions.add`) is `spaced` of a variant, or of a prefix
       of the subject (Latin core, bare name, first word) or of one of its ` / ` parts
       (filed);
    2. form(x) (or spaced(x)) and the filed string's form agree on every letter of form(x)
       but its last: `form` and `spaced` fold one character at a time (NFKC, case, `v`
       before a digit, `.postN`, `-cuN`, every non-letter out), and a prefix differs from
       the whole only at its cut — a mark after the cut composing with x's last letter (a
       prefix never ends inside a run of letters and digits, so `v2`, `.post1` and `-cu121`
       are never cut in two). So a form of L ≥ 2 letters shares its first L - 1 letters
       with a filed form, and a one-letter form's letter starts a filed form with or without
       its marks (filed too for a form that starts with a letter outside ASCII).

    `tests/test_name_index.py` holds it: every key of every entry of generated, labelled and
    real documents (and of every line of the labelled briefings, read as a lead) is found
    among its candidates, and decisions and mentions with and without the prefilter are the
    same on generated leads (Chinese, full width, hyphens, spaces, case, NFD marks,
    abbreviations, `v` and `.postN` versions, editions, comparisons, `X in Product`); a rule
    that keys an entry by a new kind of form must file it here, or those tests fail."""

    def __init__(self) -> None:
        self.named = _Filed()  # forms → entries (the `by_*` maps)
        self.mentioned = _Filed()  # spaced names, spaces out → entries (`Mentions`)

    def last_filed(self) -> list[tuple[bool, set[str]]]:
        """The forms the last `add` filed, as (mention, forms): what `candidates` gained."""
        return [(False, self.named.last), (True, self.mentioned.last)]

    def add(self, position: int, text: str) -> str:
        """File the forms of an entry whose lead reads `text` (`lead_text`); its subject (the
        name as written)."""
        shown = subject(text)
        written = {shown, *_abbreviation_variants(shown)}
        moved = versions.release_last(shown)  # (`第四代 Vega` is read as `Vega 4`: `names_of`)
        if moved != shown:
            written.update((moved, *_abbreviation_variants(moved)))
        forms = {w: form(w) for w in written}
        named = {*forms.values(), *_initialised(shown), *map(form, camel_short_forms(shown))}
        owned, compared = _owned(shown), _comparison(shown)
        if owned:
            named.update(form(w) for w in owned)
        if compared:
            named.update(compared[:2])
        defined = defined_names(text)  # (and `Cairn CTO` for `Cairn Tiered Offload (CTO)`)
        if defined:
            named.update(form(d) for d in (*defined, *_prefixed_abbreviations(defined)))
        for inner in _INNER.finditer(shown):
            if inner.start() > 0:
                named.add(form(inner.group()))
        named.update(generation_members(text, shown))  # (`Halyard 3`: `Halyard Embed 3`)
        visible = _visible(text)
        if _may_compare(visible) and _COMPARES.search(visible):
            named.add(_described_comparison(text, Names(frozenset(), "", "", "", shown)) or "")
        parts = _PARTS.split(shown) if "/" in shown else [shown]
        mentioned = {_spaced_out(w, forms) for w in [*written, *(parts[1:] and parts)]}
        self.named.file(named, position)
        # (`spaced(shown)` is empty when its spaced form is: `_spaced_out`, worked out above)
        self.mentioned.file(mentioned if _spaced_out(shown, forms) else {*mentioned, ""}, position)
        return shown

    def candidates(self, name_form: str, mention: bool = False) -> list[int]:
        """The entries that may go by `name_form` (a form, or a spaced name: `mention`)."""
        filed = self.mentioned if mention else self.named
        letters = name_form.replace(" ", "")
        if len(letters) > 1:
            return filed.starting(letters[:-1])
        if not letters:
            return filed.exactly("")
        firsts = {letters, _unmarked(letters)[:1]} - {""}
        return [p for first in firsts for p in filed.starting(first)]


def _spaced_out(written: str, forms: dict[str, str]) -> str:
    """`spaced(written)` without its spaces: its form when it is ASCII and CJK ideographs
    only (the two fold alike then), else worked out."""
    known = forms.get(written)
    if known is not None and _ASCII_CJK.fullmatch(written):
        return known
    return spaced(written).replace(" ", "")


_ASCII_CJK = lazy(r"[\x00-\x7f\u3400-\u4dbf\u4e00-\u9fff]*")


class _Filed:
    """(form, position) pairs, kept sorted in runs, so the entries filed under forms with a
    given start are a range of each run found by bisection.

    A pair is the form in UTF-8, NUL, the position in four bytes (big endian): UTF-8 sorts
    as the code points it encodes, a form has letters and digits only (`form`; `spaced`
    without its spaces) so NUL sorts before any byte that could follow in a longer form,
    and big-endian numbers of one width sort as numbers: the pairs sort as (form, position)
    would. They are packed `RUN` at a time as they are filed (`_Run`: one bytes object and
    where each pair ends) and never merged: a large document files ~200,000 pairs (a bytes
    object each took ~13 MB at 20 MB; a tuple, a string and an int each over three times
    that), and a look-up bisects its ~13 runs. The pairs of the last, unfilled run are kept
    as they are (sorted when looked up, kept sorted after)."""

    RUN = 16384  # pairs sorted and packed together while filing

    def __init__(self) -> None:
        self.runs: list[_Run] = []
        self.loose: list[bytes] = []  # filed since the last run was packed
        self.ordered = False  # looked up: `loose` is sorted, and kept sorted
        self.last: set[str] = set()  # the forms the last `file` filed

    def file(self, forms: set[str], position: int) -> None:
        """File `position` under each form (and under an unmarked first letter of a form
        that starts outside ASCII; "" under "": a nameless entry's first word)."""
        forms = self.last = forms | {_unmarked(f)[:1] for f in forms if f and not f[0].isascii()}
        number = b"\0" + position.to_bytes(4, "big")
        pairs = [name_form.encode("utf-8", "surrogatepass") + number for name_form in forms]
        if self.ordered:
            for pair in pairs:
                bisect.insort(self.loose, pair)
        else:
            self.loose += pairs
        if len(self.loose) >= self.RUN:
            self.runs.append(_Run(self.loose if self.ordered else sorted(self.loose)))
            self.loose = []

    def starting(self, start: str) -> list[int]:
        """The positions filed under a form that starts with `start`."""
        prefix, loose = _utf8(start), self.loose
        if not self.ordered:
            loose.sort()
            self.ordered = True
        found = _prefixed(loose, prefix)
        if self.runs:  # (each run in order: the pairs of all in order)
            found = sorted(found + [pair for run in self.runs for pair in _prefixed(run, prefix)])
        return [int.from_bytes(pair[-4:], "big") for pair in found]

    def exactly(self, name_form: str) -> list[int]:
        """The positions filed under `name_form` itself."""
        return self.starting(f"{name_form}\0")


class _Run(Sequence[bytes]):
    """Sorted pairs of `_Filed` packed: their bytes joined, and where each ends."""

    __slots__ = ("data", "ends")

    def __init__(self, pairs: list[bytes]) -> None:
        self.data = b"".join(pairs)
        self.ends = array("i", itertools.accumulate(map(len, pairs)))

    def __len__(self) -> int:
        return len(self.ends)

    @overload
    def __getitem__(self, at: int) -> bytes: ...
    @overload
    def __getitem__(self, at: slice) -> Sequence[bytes]: ...
    def __getitem__(self, at: int | slice) -> bytes | Sequence[bytes]:
        if isinstance(at, slice):
            return [self[i] for i in range(*at.indices(len(self)))]
        if at < 0:
            at += len(self.ends)
        return self.data[self.ends[at - 1] if at else 0 : self.ends[at]]


def _prefixed(pairs: Sequence[bytes], prefix: bytes) -> list[bytes]:
    """The pairs of a sorted sequence that start with `prefix`, in order."""
    found = []
    for at in range(bisect.bisect_left(pairs, prefix), len(pairs)):
        pair = pairs[at]
        if not pair.startswith(prefix):
            break
        found.append(pair)
    return found


def _utf8(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


def _unmarked(text: str) -> str:
    """The first letters of `text` decomposed, without combining marks (`é` → `e`)."""
    return "".join(
        c for c in unicodedata.normalize("NFKD", text[:4]) if not unicodedata.combining(c)
    )


def _said_exactly(text: str, word: str) -> bool:
    """`word` occurs in `text` as written (case kept), as a whole Latin word: no pattern
    compiled per word (a briefing's makers would each cost one)."""
    at = text.find(word)
    while at >= 0:
        end = at + len(word)
        before = text[at - 1] if at else ""
        after = text[end] if end < len(text) else ""
        if not _ascii_alnum(before) and not _ascii_alnum(after):
            return True
        at = text.find(word, at + 1)
    return False


def _ascii_alnum(char: str) -> bool:
    return char.isascii() and char.isalnum()
