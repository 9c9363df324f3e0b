"""Names a text mentions, claims an item shares with an increment, the increment's strong keys."""

from __future__ import annotations

import bisect
import functools
import re
import unicodedata
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from patcher.briefing.increments import Increment
from patcher.config.sectionmap import Identity, SectionMap
from patcher.plan.evidence.abbreviations import MAX_NAME_WORDS
from patcher.plan.evidence.clues import _IS_CJK, _PARTS
from patcher.plan.evidence.names import (
    _COMPARES,
    _LATIN_CORE,
    _PRODUCT,
    _VERSION_TAIL,
    distinctive,
    subject,
)
from patcher.plan.evidence.spelling import _CJK, GENERIC, _abbreviation_variants, form, spaced
from patcher.text import marker, refs
from patcher.text.lazy import lazy
from patcher.text.normalise import fold_letters


def mention_names(text: str) -> dict[str, str]:
    """The names a text (a title or a lead) can be mentioned by, spaced → as written: its
    subject (and the abbreviation variants), its Latin core when that identifies a product
    (and without a version: `LMCache 0.4` → `LMCache`), and the product-like parts of a
    subject listing several (`vLLM 0.19 … / P-EAGLE / FlexKV …`)."""
    name = subject(text)
    shown = list(_abbreviation_variants(name))
    core_match = _LATIN_CORE.match(name)
    core = core_match.group().strip() if core_match else ""
    if core and core != name and distinctive(form(core)):  # `Fyxetokuve-Spec 修复`
        shown.append(core)  # (a one-word core counts only when unique: `Mentions`)
    bare = _VERSION_TAIL.sub("", core) if core else ""
    if bare and bare != core and distinctive(form(bare)):
        shown.append(bare)
    parts = _PARTS.split(name)
    for part in parts if len(parts) > 1 else []:
        if _PRODUCT.search(part) and distinctive(form(part)):
            shown.append(part.strip())
    found: dict[str, str] = {}
    for written in shown:
        key = spaced(written)
        if key and distinctive(key.replace(" ", "")) and not _lost_letter(written, key):
            found.setdefault(key, written)
    return found


# A letter `spaced` drops: not Latin, not a digit, not Chinese (`τ` of `τ-bench`).
_OTHER_LETTER = lazy(rf"[^\W\d_a-z{_CJK}]")


def _lost_letter(written: str, key: str) -> bool:
    """A one-word name that lost a letter of another script once spaced (`τ-bench` → `bench`):
    any text with that common word would mention it; not a name to look for so."""
    folded = unicodedata.normalize("NFKC", written).casefold()
    return " " not in key and _OTHER_LETTER.search(folded) is not None


@dataclass
class Mentions:
    """Names (spaced) → the positions that go by them; `find` looks up every run of up to
    `MAX_NAME_WORDS` words of a text (and the leading part of a Chinese run), so finding the
    names in a text costs dictionary look-ups, not a scan of every name."""

    by_name: dict[str, list[int]] = field(default_factory=dict)
    shown: dict[str, str] = field(default_factory=dict)  # spaced name → as its first entry has it
    # first word → whose name starts so: one position alone, a set once there are two
    firsts: dict[str, int | set[int]] = field(default_factory=dict)

    def add(self, position: int, text: str) -> None:
        """Index the names `text` (a title or a lead) can be mentioned by."""
        for name, written in mention_names(text).items():
            positions = self.by_name.setdefault(name, [])
            bisect.insort(positions, position)  # (an index may add its entries out of order)
            if positions[0] == position:  # as written by the first entry that goes by it
                self.shown[name] = written
        first = spaced(subject(text)).split(" ", 1)[0]
        known = self.firsts.setdefault(first, position)
        if isinstance(known, set):
            known.add(position)
        elif known != position:
            self.firsts[first] = {known, position}

    def add_glued(self, position: int, text: str) -> None:
        """`add`, and its names opening with two Latin words written apart filed too as one
        word (`Quill Serve 4.0` also as `Quillserve 4.0`): `find` reads the names so the other
        way round already (`_joined`: `Frame Forge` for `FrameForge`)."""
        self.add(position, text)
        for name, written in mention_names(text).items():
            words = name.split(" ")
            glued = _joined(" ".join(words[:2])) if len(words) >= 2 else ()
            if not glued:
                continue
            key = " ".join([glued[0], *words[2:]])
            positions = self.by_name.setdefault(key, [])
            if position not in positions:
                bisect.insort(positions, position)
                self.shown.setdefault(key, written.replace(" ", "", 1))  # (`QuillServe 4.0`)

    def _one_thing(self, name: str) -> bool:
        """A one-word name counts only when no other name starts with that word (`colibri`,
        not `vLLM`)."""
        return " " in name or not isinstance(self.firsts.get(name), set)

    def find(self, text: str) -> dict[int, str]:
        """Positions whose name the text mentions → the longest such name (spaced; `shown`
        has it as written)."""
        hits: dict[int, str] = {}
        folded = text.casefold()
        for run in _runs(spaced(text).split()):
            joined = _joined(run) if run in folded else ()  # (`Frame Forge` for `FrameForge`)
            for name in (run, *joined):
                positions = self.by_name.get(name, ())
                if positions and not self._one_thing(name):
                    continue
                for position in positions:
                    if len(name) > len(hits.get(position, "")):
                        hits[position] = name
        return hits


def _joined(run: str) -> tuple[str, ...]:
    """A run of two Latin words written apart (by a space: not `Flow-Draft`, a hyphened
    spelling the product-word rules read) as one name (`frame forge` → `frameforge`), each
    word three letters or more (not `a b`, `v 2`)."""
    words = run.split(" ")
    if len(words) != 2 or not all(len(w) >= 3 and w.isascii() and w.isalpha() for w in words):
        return ()
    return ("".join(words),)


@functools.lru_cache(maxsize=256)  # pure; a briefing's titles are looked through for each row
def names_in(text: str) -> frozenset[str]:
    """Every name `Mentions.find` looks up in a text (spaced)."""
    return frozenset(_runs(spaced(text).split()))


def _runs(words: list[str]) -> Iterator[str]:
    """The names a text's words may be, in `find`'s order: each run of up to
    `MAX_NAME_WORDS` words, with the leading parts of a last Chinese run."""
    for start in range(len(words)):
        for end in range(start + 1, min(len(words), start + MAX_NAME_WORDS) + 1):
            yield from _candidates(words, start, end)


def _candidates(words: list[str], start: int, end: int) -> list[str]:
    """Words start..end, and, when the last is a Chinese run, each of its leading parts."""
    joined = " ".join(words[start:end])
    last = words[end - 1]
    if not _IS_CJK.match(last):
        return [joined]
    head = " ".join(words[start : end - 1])
    return [joined] + [f"{head} {last[:k]}".strip() for k in range(2, len(last))]


# --- claims shared by a contradiction item and one increment --------------------------------------

_TOKEN = lazy(r"[A-Za-z0-9][A-Za-z0-9_.:+\-]*[A-Za-z0-9%]")
_STOP = frozenset(
    {
        "the",
        "and",
        "for",
        "with",
        "from",
        "not",
        "but",
        "vs",
        "new",
        "arxiv",
        "blog",
        "tok",
        "token",
    }
    | {"tokens", "github", "issue", "paper", "data"}
)


@functools.lru_cache(maxsize=256)  # pure; a briefing's increments are read for each item
def claim_tokens(text: str) -> Mapping[str, str]:
    """The Latin words of a text that can carry a claim (folded → as written): three
    characters or more, with a letter, not a generic or common word (`DeployBase`,
    `std::bad_alloc`, `LLaMA-3.1-8B`); width folded (`ＷＳＢ` is `WSB`). And the figures a
    claim rests on (`1.3×`, `40%`, `2 倍`), each as one token (`_figure`)."""
    found: dict[str, str] = {}
    text = fold_letters(text)
    for match in _TOKEN.finditer(text):
        word = match.group()
        folded = word.casefold()
        wordy = len(word) >= 3 and any(c.isalpha() for c in word)
        if wordy and folded not in GENERIC and folded not in _STOP and not _figure(word):
            found.setdefault(folded, word)
    return found | figures(text)


# A figure a claim rests on: a number with a percent, times or multiple sign (`1.3×`, `40%`).
_FIGURE = lazy(r"(?<![\d.])\d+(?:\.\d+)?\s*(?:%|×|倍|x(?![A-Za-z]))")


@functools.lru_cache(maxsize=256)  # pure; a briefing's increments are read for each item
def figures(text: str) -> dict[str, str]:
    """The figures of a text, each spelt one way (`_figure`) → as written (`1.3 倍`)."""
    found: dict[str, str] = {}
    for match in _FIGURE.finditer(fold_letters(text)):
        found.setdefault(_figure(match.group()), match.group())
    return found


def _figure(word: str) -> str:
    """The figure `word` is, spelt one way (`1.3x`, `1.3 倍`, `１.３×` → `1.3×`), or ""."""
    word = fold_letters(word)
    if not _FIGURE.fullmatch(word):
        return ""
    return re.sub(r"\s+", "", word).replace("x", "×").replace("倍", "×")


_NAMED = lazy(r"\d|[a-z][A-Z]")  # `EAGLE-3`, `C2KV`, `HookPoint`; not `NVIDIA`


def sharing_claims(item: str, texts: Sequence[str]) -> tuple[int, list[str]] | None:
    """The one text (an increment's title, then its points) that shares with the item
    words and figures no other text has: at least two, or one product name of its title
    (`EAGLE-3`; a figure alone never), and more than any other text: (its position, the
    words)."""
    mine = claim_tokens(item)
    theirs = [claim_tokens(t).keys() & mine.keys() for t in texts]
    held = Counter(word for shared in theirs for word in shared)  # (how many texts share it)
    unique = [sorted(w for w in shared if held[w] == 1) for shared in theirs]  # (no other's)
    ranked = sorted(range(len(unique)), key=lambda i: -len(unique[i]))
    if not ranked or not unique[ranked[0]]:
        return None
    if len(ranked) > 1 and len(unique[ranked[1]]) >= len(unique[ranked[0]]):
        return None
    best = ranked[0]
    if len(unique[best]) == 1:
        (word,) = unique[best]
        title = texts[best].split("\n", 1)[0]
        named = _NAMED.search(mine[word]) and len(word) >= 4 and not _figure(word)
        if not (named and word in claim_tokens(title)) or _COMPARES.search(title):
            return None  # (one side of `A vs B` names A's own entry, not the comparison)
    return best, [mine[w] for w in unique[best]]


# --- the increment's strong keys ------------------------------------------------------------


def identity_keys(inc: Increment, smap: SectionMap) -> list[str]:
    """The increment's own identity, strongest first: arXiv id, GitHub ref, the address of
    the page it comes from, named entity (a fresh list: worked out once per increment, when
    its briefing is first read, `shared_pages`, and kept for the editor's `keys_of`)."""
    return list(_identity_keys(inc, smap.identity))


# pure; a briefing's increments, read twice in a row (keyed by the map's identity rules: the
# whole map's hash is worked out afresh each time, ~130 µs)
@functools.lru_cache(maxsize=64)
def _identity_keys(inc: Increment, identity: Identity) -> tuple[str, ...]:
    keys: list[str] = []
    if identity.arxiv and inc.primary_arxiv:
        keys.append(marker.arxiv_key(inc.primary_arxiv))
    own = "\n".join(
        [inc.title, inc.sources, *(f.text for f in inc.fields if f.key in ("arxiv", "url"))]
    )
    if identity.github:
        repos = refs.github_repos(own)
        keys += [
            marker.github_key(g)
            for g in refs.github_refs(own, repos[0] if len(repos) == 1 else None)
            if not g.startswith("#")
        ]
        keys += [marker.github_key(g) for g in closed_refs(inc.points, keys)]
    keys += page_keys(own)
    if identity.cve:  # (the title's: a release listing the CVEs it fixes is no CVE's)
        keys += [marker.cve_key(c) for c in refs.cve_ids(inc.title)[:1]]
    keys += [marker.entity_key(e.name) for e in identity.entities if e.matches(inc.title)]
    return tuple(keys)


# An issue its points say a pull request closed (`quarrylabs/trestle#4412 已由 PR #4601 关闭`,
# `acme/foo#12 closed by PR #31`, `… fixed by #31`).
_CLOSED_BY = lazy(
    r"(?P<repo>[A-Za-z0-9][A-Za-z0-9_.\-]*/[A-Za-z0-9_.\-]+)#(?P<issue>\d+)\s*"
    r"(?:已\s*(?:由|被|经)|(?i:is\s+|was\s+)?(?i:closed|fixed|resolved)\s+(?i:by|in|via))\s*"
    r"(?i:PR\s*|pull\s+request\s*)?#(?P<pr>\d+)\s*(?:关闭|修复|合入|解决)?"
)


# The same said the other way round: the pull request, then the issue it closes
# (`vllm-project/vllm#31702 合入, 关闭 vllm-project/vllm#31588`, `acme/foo#31 merged, fixes #12`).
_CLOSES = lazy(
    r"(?P<repo>[A-Za-z0-9][A-Za-z0-9_.\-]*/[A-Za-z0-9_.\-]+)#(?P<pr>\d+)\s*"
    r"(?:已?\s*合入|(?i:is\s+|was\s+)?merged)?\s*[,，]?\s*(?:并\s*)?"
    r"(?:关闭|修复|解决|(?i:closes|closed|fixes|fixed|resolves|resolved)(?![A-Za-z]))\s*"
    r"(?:(?P<issue_repo>[A-Za-z0-9][A-Za-z0-9_.\-]*/[A-Za-z0-9_.\-]+)(?=#))?#(?P<issue>\d+)"
)


def closed_refs(points: Sequence[str], keys: Sequence[str]) -> list[str]:
    """The issues the increment's points say its own pull request closed (the PR its title or
    sources cite, `github.com/quarrylabs/trestle/pull/4601`: already a key): the increment is
    that issue's fix, and the issue's entry takes it (`SSE 尾块丢失补丁合入`)."""
    found: list[str] = []
    text = "\n".join(points)
    for match in [*_CLOSED_BY.finditer(text), *_CLOSES.finditer(text)]:
        repo = match["repo"].lower()
        if marker.github_key(f"{repo}#{match['pr']}") not in keys:
            continue
        issue_repo = (match.groupdict().get("issue_repo") or repo).lower()
        found.append(f"{issue_repo}#{match['issue']}")
    return list(dict.fromkeys(found))


def page_keys(text: str) -> list[str]:
    """`url:` keys of the specific pages a text cites (see `marker.url_key`)."""
    found = (marker.url_key(u) for u in refs.urls(text)) if "/" in text else ()
    return list(dict.fromkeys(k for k in found if k is not None))


def shared_pages(incs: Sequence[Increment], smap: SectionMap) -> set[str]:
    """The page keys more than one increment of a briefing cites: a round-up post, which
    identifies none of them."""
    seen: dict[str, int] = {}
    for inc in incs:
        for key in _identity_keys(inc, smap.identity):
            if key.startswith("url:"):
                seen[key] = seen.get(key, 0) + 1
    return {k for k, n in seen.items() if n > 1}
