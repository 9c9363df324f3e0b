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
    """Entry leads indexed by name, so that matching an increment looks at the few leads
    that could match rather than at every lead of the document.

    `candidates` is a superset of the leads `by_relation` and `by_title` could pick: those
    two, run on the candidates alone (in the same order), give the same answer as on all.
    """

    def __init__(self) -> None:
        self.leads: list[str] = []
        self._exact: dict[str, list[int]] = {}  # folded name or core → positions
        self._cores: dict[tuple[str, int], list[int]] = {}  # (folded core, its length)
        self._named: dict[str, list[int]] = {}  # folded lead name → positions
        self._folded: list[str] = []
        self._joined: tuple[str, list[int]] | None = None

    def add(self, lead: str) -> None:
        position = len(self.leads)
        self.leads.append(lead)
        _, core, folded_name, folded_core = _lead_parts(lead)
        self._named.setdefault(folded_name, []).append(position)
        if core:
            for key in {folded_name, folded_core}:
                self._exact.setdefault(key, []).append(position)
            self._cores.setdefault((folded_core, len(core)), []).append(position)
        self._folded.append(_fold_case(lead))
        self._joined = None

    def candidates(self, relation: str, title: str) -> set[int]:
        """Positions of the leads a relation line's names or the title's subject may match."""
        found: set[int] = set()
        for name in relation_names(relation):
            if _name_pattern(name) is not None:
                found.update(self._containing(_first_part(name)))
            found.update(self._named.get(fold(core_name(name)), ()))
        subject = title_head(title)
        found.update(self._exact.get(fold(subject), ()))
        for end, char in enumerate(subject):
            if char in " \t":
                found.update(self._cores.get((fold(subject[:end]), end), ()))
        return found

    def _containing(self, part: str) -> set[int]:
        """Positions of the leads whose case-folded text contains `part`."""
        if self._joined is None:
            starts = [0]
            for folded in self._folded:
                starts.append(starts[-1] + len(folded) + 1)
            self._joined = ("\n".join(self._folded), starts)
        joined, starts = self._joined
        hits: set[int] = set()
        at = joined.find(part)
        while at >= 0:
            hits.add(bisect_right(starts, at) - 1)
            at = joined.find(part, at + 1)
        return hits
