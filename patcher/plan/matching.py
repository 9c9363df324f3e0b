"""Which entry an increment continues, by name: the entry's own lead name against the
increment's title, or the entry the briefing's relation line names (`已有 X 锚定`).

No hand-kept list: the names come from the document and the briefing. Latin names are
matched as whole ASCII tokens (also right next to CJK text), the rest by folded text.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from patcher.document.identity import lead_name
from patcher.text import marker
from patcher.text.markdown import without_code_spans
from patcher.text.normalise import LATIN_AFTER, LATIN_BEFORE, fold

# `已有 TGI 已死锚定`, `已有 DeepSeek-V4.1-Flash / Fathom 锚定`, `续立锚定 9-21 colibri … 条目`
_HAS = re.compile(r"已有\s*(?P<names>[^；;。，,（(]+?)\s*(?:锚定|条目)")
_CONTINUES = re.compile(
    r"续立锚定\s*(?:\d{1,2}\s*[-/月]\s*\d{1,2}\s*日?\s*)?(?P<names>[^；;。，,（(]+?)\s*条目"
)
_SPLIT = re.compile(r"\s+/\s+|、|\s+\+\s+|\s+和\s+|\s+与\s+")
_SECTION = re.compile(r"^(?:inference\.md\s*)?§\s*[\d.()（）]+\s*\S*\s*")
_HEAD_END = re.compile(r"\s+[—–-]{1,2}\s+|\s+·\s+|[：:（(【→]|\s+[+&]\s+")
_NOT_ITS_OWN = re.compile(r"^\s*(?:vs\.?|versus|对比|与|和|&|\+|/)(?:\s|$)", re.IGNORECASE)
_LATIN_CORE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.+\-/ ]*[A-Za-z0-9+]|^[A-Za-z0-9]")


@dataclass(frozen=True)
class NameMatch:
    index: int  # into the candidates given
    name: str
    how: str  # "relation line" or "title"

    @property
    def key(self) -> str:
        return f'lead:"{self.name}" via {self.how}'


def relation_names(relation: str) -> list[str]:
    """The entry names a relation line says the increment builds on."""
    names: list[str] = []
    for pattern in (_HAS, _CONTINUES):
        for match in pattern.finditer(relation):
            text = _SECTION.sub("", match.group("names").strip())
            names += [n.strip() for n in _SPLIT.split(text) if distinct(n.strip())]
    return list(dict.fromkeys(names))


def title_head(title: str) -> str:
    """The increment's own subject: its title before ` — `, ` · `, `：` or a bracket."""
    return _HEAD_END.split(title, maxsplit=1)[0].strip()


@functools.lru_cache(maxsize=65536)  # the same names are looked for in the same leads all run
def contains_name(text: str, name: str) -> bool:
    """`name` occurs in `text` (case and width folded, spaces optional between its parts),
    its Latin edges bounded by non-Latin characters."""
    pattern = _name_pattern(name)
    if pattern is None:
        return False
    folded = _fold_case(text)
    first = _first_part(name)
    return first in folded and pattern.search(folded) is not None  # a cheap test first


@functools.lru_cache(maxsize=8192)
def _first_part(name: str) -> str:
    return _fold_case(name).split()[0]


@functools.lru_cache(maxsize=8192)
def _name_pattern(name: str) -> re.Pattern[str] | None:
    parts = _fold_case(name).split()
    if not parts:
        return None
    pattern = r"\s*".join(re.escape(p) for p in parts)
    if name.strip()[:1].isascii() and name.strip()[:1].isalnum():
        pattern = LATIN_BEFORE + pattern
    if name.strip()[-1:].isascii() and name.strip()[-1:].isalnum():
        pattern += LATIN_AFTER
    return re.compile(pattern)


@functools.lru_cache(maxsize=65536)
def _fold_case(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def by_relation(relation: str, title: str, leads: Sequence[str]) -> NameMatch | None:
    """The entry the relation line names; a name the title repeats comes first, and a name
    held by several entries counts only for the one that goes by it."""
    names = relation_names(relation)
    names.sort(key=lambda n: not contains_name(title, n))
    for name in names:
        hits = [i for i, lead in enumerate(leads) if contains_name(lead, name)]
        own = [i for i in hits if contains_name(lead_name(leads[i]), name)]
        chosen = own or hits
        if len(chosen) == 1 or (chosen and own):
            return NameMatch(chosen[0], name, "relation line")
        core = core_name(name)  # `colibri 纯 C MoE 推理引擎` names the entry `colibri — …`
        if core == name:
            continue
        own = [i for i, lead in enumerate(leads) if fold(lead_name(lead)) == fold(core)]
        if own:
            return NameMatch(own[0], core, "relation line")
    return None


def by_title(title: str, leads: Sequence[str]) -> NameMatch | None:
    """The entry whose own name is the increment's subject (`colibri 0.3` continues
    `**colibri — …**`); a title comparing two things (`SGLang vs vLLM …`) continues neither."""
    subject = title_head(title)
    head = fold(subject)
    if not head:
        return None
    for index, lead in enumerate(leads):
        name, core, folded_name, folded_core = _lead_parts(lead)
        if not core:
            continue
        if head in (folded_name, folded_core):
            return NameMatch(index, name, "title")
        if not head.startswith(folded_core[:1]):
            continue  # cannot start with the name: skip the slower check
        rest = subject[len(core) :] if fold(subject[: len(core)]) == folded_core else None
        if rest is not None and rest[:1] in (" ", "\t") and not _NOT_ITS_OWN.match(rest):
            return NameMatch(index, name, "title")
    return None


@functools.lru_cache(maxsize=65536)
def _lead_parts(lead: str) -> tuple[str, str, str, str]:
    """(name, core name or "" when too short to identify, and both folded) of an entry."""
    name = lead_name(lead)
    core = core_name(name)
    return name, core if distinct(core) else "", fold(name), fold(core)


@functools.lru_cache(maxsize=65536)
def core_name(name: str) -> str:
    """A name's Latin part when it starts with one (`SGLang v0.5.19 发布` → `SGLang v0.5.19`)."""
    match = _LATIN_CORE.match(name)
    return match.group().strip() if match else name


@functools.lru_cache(maxsize=65536)
def distinct(name: str) -> bool:
    """Long enough to identify something: three Latin characters, or two CJK ones."""
    latin = sum(c.isascii() and c.isalnum() for c in name)
    return latin >= 3 or len(name.strip()) - latin >= 2


class LeadIndex:
    """Entry leads kept as two folded texts, so that matching an increment looks at the few
    leads that could match rather than at every lead of the document.

    `candidates` is a superset of the leads `by_relation` and `by_title` could pick: those
    two, run on the candidates alone (in the same order), give the same answer as on all.
    Relation names are looked for in the leads' case-folded text; a title's subject, and a
    name's core, in their visible text (code spans and markers out) folded as `fold` does,
    without `*` and `~`: an entry's own name is part of that text. Both texts are made a
    whole document at a time, not lead by lead.
    """

    def __init__(self) -> None:
        self.leads: list[str] = []
        self._raw: tuple[str, list[int]] | None = None
        self._visible: tuple[str, list[int]] | None = None
        self._folded = 0  # leads already in the two texts
        # (text, part) → (leads looked at, the hits among them): names recur across a run
        self._hits: dict[tuple[str, str], tuple[int, set[int]]] = {}

    def add(self, lead: str) -> None:
        self.leads.append(lead)

    def candidates(self, relation: str, title: str) -> set[int]:
        """Positions of the leads a relation line's names or the title's subject may match."""
        found: set[int] = set()
        for name in relation_names(relation):
            if _name_pattern(name) is not None:
                found |= self._find("raw", _first_part(name))
            core = core_name(name)
            if core != name:  # by_relation's second look: a lead named the name's core
                found |= self._find("visible", _visible(core))
        subject = title_head(title)
        gap = next((i for i, char in enumerate(subject) if char in " \t"), len(subject))
        found |= self._find("visible", _visible(subject[:gap]))
        return found

    def _find(self, kind: str, part: str) -> set[int]:
        """Positions of the leads whose part of the `kind` text contains `part`; a part asked
        for before is looked for only in the leads added since."""
        self._fold_new()
        text = self._raw if kind == "raw" else self._visible
        assert text is not None
        covered, hits = self._hits.get((kind, part), (0, set()))
        if covered < len(self.leads):
            hits = hits | _find_in(text, part, text[1][covered])
            self._hits[(kind, part)] = (len(self.leads), hits)
        return hits

    def _fold_new(self) -> None:
        """Fold the leads added since the last time (all of them the first time) onto the
        two texts."""
        if self._raw is not None and self._folded == len(self.leads):
            return
        new = self.leads[self._folded :]
        raw = _joined(new, unicodedata.normalize("NFKC", "\n".join(new)).casefold())
        visible = _joined(new, _visible("\n".join(new)))  # `contains_name` looks in `raw`
        self._raw = _appended(self._raw, raw)
        self._visible = _appended(self._visible, visible)
        self._folded = len(self.leads)


def _find_in(text: tuple[str, list[int]], part: str, start: int) -> set[int]:
    """Positions of the leads whose part of `text`, from `start` on, contains `part`."""
    joined, starts = text
    hits: set[int] = set()
    at = joined.find(part, start)
    while at >= 0:
        index = bisect_right(starts, at) - 1
        if index >= len(starts) - 1:  # past the last lead (or there are none)
            break
        hits.add(index)
        at = joined.find(part, starts[index + 1])  # on from the next lead
    return hits


def _joined(leads: list[str], folded: str) -> tuple[str, list[int]]:
    """The folded text of all leads (one per line) and where each lead's part starts."""
    pieces = folded.split("\n")
    if not leads:
        return "", [0]
    if len(pieces) != len(leads):  # folding cannot add a line break; if it did, drop them
        pieces = [piece.replace("\n", " ") for piece in _each_folded(leads, folded)]
        folded = "\n".join(pieces)
    starts = [0]
    for piece in pieces:
        starts.append(starts[-1] + len(piece) + 1)
    return folded, starts


def _each_folded(leads: list[str], folded: str) -> list[str]:
    """Each lead folded on its own, the way `folded` was made from all of them."""
    fold_one = _visible if folded == _visible("\n".join(leads)) else _fold_case
    return [fold_one(lead) for lead in leads]


def _appended(
    text: tuple[str, list[int]] | None, more: tuple[str, list[int]]
) -> tuple[str, list[int]]:
    """Two folded texts (each lead's part on its own line) as one."""
    if text is None or len(text[1]) == 1:  # nothing yet, or no leads
        return more
    joined, starts = text
    offset = starts[-1]
    return joined + "\n" + more[0], starts + [offset + s for s in more[1][1:]]


_NOT_IN_NAMES = re.compile(r"[^\S\n]|[*~]")


def _visible(text: str) -> str:
    """Text as `fold` folds it, after `lead_name` takes code spans and markers out, with
    no `*` or `~` (line breaks kept)."""
    if "`" in text:
        text = without_code_spans(text)
    if "<!--" in text:
        text = marker.IN_LINE.sub(" ", text)
    return _NOT_IN_NAMES.sub("", unicodedata.normalize("NFKC", text)).casefold()
