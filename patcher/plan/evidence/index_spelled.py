"""The index's readings of a name a title writes otherwise than the entry: spelled out, in two
halves, or glued to the kind of thing it is."""

from __future__ import annotations

import re
from dataclasses import dataclass

from patcher.document.identity import lead_text
from patcher.plan.evidence.index_against import _Against
from patcher.plan.evidence.names import Names, names_of
from patcher.plan.evidence.relations import affirmed
from patcher.plan.evidence.spelling import _visible, defined_abbreviation, form
from patcher.plan.evidence.weights import NAME, POSSIBLE, SHORT_NAME, STRONG, Evidence
from patcher.text.lazy import lazy

# A title's name of three to five capitalised words, letters only, and maybe a release
# (`Agent Link Protocol 1.3 草案`): an abbreviation's words spelled out.
# (a word may join two capitalised halves, each giving its initial: `MultiModal` → `MM`)
_SPELLED_WORDS = lazy(
    r"^(?P<words>[A-Z][a-z]+(?:[A-Z][a-z]+)?(?:[\s\-][A-Z][a-z]+(?:[A-Z][a-z]+)?){2,4})"
    r"(?![A-Za-z0-9\-])"
)
# The kinds of a standard an abbreviation's name may end with, and the last spelled word saying
# the same (`ALP 协议` and `Agent Link Protocol`; `abbreviations._THING_KINDS`).
_STANDARD_KINDS = {
    "协议": lazy(r"(?i:protocol)"),
    "规范": lazy(r"(?i:spec|specification)"),
    "标准": lazy(r"(?i:standard)"),
    "protocol": lazy(r"(?i:protocol)"),
    "spec(?:ification)?": lazy(r"(?i:spec|specification)"),
    "standard": lazy(r"(?i:standard)"),
    # (a benchmark: `MultiModal Safety Bench` and `**MMSB**（…）：多模态安全基准`)
    "基准": lazy(r"(?i:bench|benchmark)"),
    "benchmark": lazy(r"(?i:bench|benchmark)"),
}
# An address's path segment, the initials maybe with a release (`qingyuan-lab.org/mmsb-2`).
_PATH_SEGMENT = lazy(r"(?<=/)[A-Za-z0-9]+(?=[\-_.]?\d*(?:[/?#\s)）；;，,]|$))")
# A lead up to its first comma: its name and the first clause of its description.
_LEAD_HEAD = lazy(r"^[^，,。；;]{1,120}")
# A name made of an abbreviation and the Latin word of its kind, nothing else (`A2A protocol`).
_ABBREVIATION_KIND = lazy(r"^(?P<abbr>[A-Z][A-Z0-9]{1,5})\s+(?P<kind>[A-Za-z]+)$")


def standard_abbreviation(name: str) -> str | None:
    """The abbreviation of a name that is only it and a standard's kind in Latin (`A2A
    protocol` → `A2A`, `MCP spec`), else None (`Agent Link Protocol`, `A2A Hub`)."""
    named = _ABBREVIATION_KIND.match(name.strip())
    if named is None or not any(k.fullmatch(named["kind"]) for k in _STANDARD_KINDS.values()):
        return None
    return named["abbr"]


def standard_kind_after(said: str, name: str) -> str | None:
    """The kind word `said` starts with (`协议将并入 MCP`) where `name` is an abbreviation and
    that kind in Latin (`A2A protocol`): the title's `A2A 协议` is the entry's name in Chinese."""
    named = _ABBREVIATION_KIND.match(name.strip())
    if named is None:
        return None
    for kind, latin in _STANDARD_KINDS.items():
        written = re.match(rf"(?:{kind})(?![A-Za-z])", said.lstrip(), re.IGNORECASE)
        if written is not None and latin.fullmatch(named["kind"]):
            return written.group()
    return None


# A title calling its thing a new standard (`面向智能体支付的新协议`, `a new protocol`): another
# thing than the one an abbreviation's initials would name.
_NEW_STANDARD = lazy(
    r"(?<!成为)(?<!作为)(?:全新|新)的?(?:开放)?(?:协议|规范|标准)"
    r"|(?i:(?<![A-Za-z])(?:brand[\s-]+)?new\s+(?:open\s+)?"
    r"(?:protocol|spec|specification|standard)s?(?![A-Za-z]))"
)
# What a sibling's name goes on with after the shared Latin word (` Studio`, `-Cloud`, `云`): a
# capitalised or Chinese word, not a release (`Ilex 0.7`: the product's) nor a comparison's
# connective (`Ilex vs Mezzo Batch`, `Ilex 与 Mezzo`).
_SIBLING_REST = lazy(r"[\s\-]*(?:[A-Z]|(?![与和及对跟])[\u4e00-\u9fff])")
# A Chinese name, then a Latin name in brackets (`鉴衡评测（JianHeng）新增…`): two halves.
_CJK_THEN_LATIN = lazy(
    r"^(?P<cjk>[\u4e00-\u9fff]{2,12})\s*[（(]\s*(?P<latin>[A-Za-z][A-Za-z0-9\-]{2,})\s*[)）]"
    # (or the Latin name first, a space, then the Chinese one: `JianHeng 鉴衡 2.0 公开榜单`)
    r"|^(?P<first>[A-Za-z][A-Za-z0-9\-]{2,})\s+(?P<then>[\u4e00-\u9fff]{2,12})(?![\u4e00-\u9fff])"
)
# A Latin name glued to a Chinese word saying what it is, then a release (`Mnemo记忆层 1.5`).
_GLUED_KIND = lazy(
    r"^(?P<latin>[A-Za-z][A-Za-z0-9\-]{2,})(?P<kind>[\u4e00-\u9fff]{2,4})\s*"
    r"(?P<release>v?\d+(?:\.\d+)+)(?![\d.])"
)
# A kind that names a sibling of the product rather than the product (`托管版`, `云`, `基准`).
_SIBLING_KIND = lazy(r"云|托管|服务|平台|基准|评测|榜|企业|商业|插件|版")
# The trailing words a repository or package name writes short (`minnow-rt`, `tarn-svc`), and
# the words they stand for.
_SHORT_WORDS = {
    "rt": "runtime",
    "svc": "service",
    "srv": "server",
    "ctl": "controller",
    "gw": "gateway",
    "mgr": "manager",
    "sched": "scheduler",
}
_LONG_WORDS = {long: short for short, long in _SHORT_WORDS.items()}
# A Latin name of two words or more, its last word apart, then a release (`minnow-rt 0.4`,
# `Minnow Runtime 0.14`), the rest of the title after.
_LAST_WORD = lazy(
    r"^(?P<head>[A-Za-z][A-Za-z0-9]*(?:[\s\-_][A-Za-z][A-Za-z0-9]*)*?)[\s\-_]"
    r"(?P<last>[A-Za-z]+)(?P<rest>\s+v?\d+(?:\.\d+)*(?![\d.]).*)$"
)


@dataclass(frozen=True)
class _Spelling:
    """A title's spelled-out abbreviation: its initials, words, standard's kinds, and the
    relation line's affirmed clauses."""

    initials: str
    words: tuple[str, ...]
    kinds: tuple[str, ...]
    relation: str
    sources: str = ""


# A relation clause's words tying what it names to the increment: the document has it, the
# increment continues or updates it (`活文档已有 ATIP 1.3 定稿`, `ATIP 1.3 的后续`, `the document
# has ATIP 1.3`), not a sibling or a rival named beside it (`与 KLP 同由 Kiln Forum 提出`).
_TIED = lazy(
    r"已有|已收录|已锚定|后续|续|更新|补充|跟进|新版|下一版"
    r"|(?i:(?<![A-Za-z])(?:has|have|covers|existing|follow-?\s?up|updates?|continues"
    r"|next)(?![A-Za-z]))"
)
_SIBLING_SAID = lazy(
    r"竞品|对标|类似|同为|同由|同属|不同|区别|无关|并非|不是"
    r"|(?i:(?<![A-Za-z])(?:rival|unlike|like|alongside|sibling|vs\.?)(?![A-Za-z]))"
)


def _ties(relation: str, initials: str) -> bool:
    """A clause of the relation line names `initials` as the thing the increment continues
    (`_TIED`), not beside it as a sibling or rival (`_SIBLING_SAID`)."""
    word = _whole_word(initials)
    return any(
        word.search(clause) and _TIED.search(clause) and not _SIBLING_SAID.search(clause)
        for clause in re.split(r"[；;。，,]", relation)
    )


def _addressed(spelled: _Spelling) -> bool:
    """The sources line links an address whose path names the initials (`qingyuan-lab.org/
    mmsb-2` for `MMSB`): the thing's own page, tying the spelled words to that abbreviation."""
    wanted = spelled.initials.casefold()
    return any(m.group().casefold() == wanted for m in _PATH_SEGMENT.finditer(spelled.sources))


def _whole_word(word: str) -> re.Pattern[str]:
    """`word` as a whole Latin word (`ATIP` in `已有 ATIP 1.3`, not in `ATIPS`)."""
    return re.compile(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![A-Za-z])")


def _word_start(word: str) -> re.Pattern[str]:
    """`word` starting a Latin word, any case (`Agent` in `for agents`)."""
    return re.compile(rf"(?<![A-Za-z]){re.escape(word)}", re.IGNORECASE)


class _Spelled(_Against):
    """The index's readings of a name a title writes otherwise than the entry."""

    def _by_spelled_acronym(
        self,
        title: str,
        mine: Names,
        found: dict[int, list[Evidence]],
        relation: str = "",
        sources: str = "",
    ) -> None:
        """A title named by three capitalised words or more ending in a standard's kind
        (`Agent Link Protocol 1.3 草案`), nothing else finding anything, whose initials and kind
        are the whole name of exactly one live entry (`ALP 协议（ALP 工作组）`, `ALP Protocol`),
        or whose initials alone are, its lead saying that kind and tying the words to it
        (`_described_as`), a short name's weight (it decides in the entry's section only); not
        initials alone (an abbreviation entry whose description never spells it out may be
        another thing's), nor where the title calls its thing a new standard (`…的新协议`)."""
        said = _SPELLED_WORDS.match(mine.shown) if not found else None
        if said is None or _NEW_STANDARD.search(_visible(title)):
            return  # (`Agent Ledger Protocol：…的新协议`: the title says its thing is new)
        words = re.split(r"[\s\-]+", said["words"])
        initials = "".join(c for w in words for c in w if c.isupper())
        kinds = [k for k, latin in _STANDARD_KINDS.items() if latin.fullmatch(words[-1])]
        if not kinds:
            return  # (`Chunked Prefill Arbiter`: initials alone may be another thing's)
        self._fetch_first(form(initials))
        opens = re.compile(rf"^{initials}\s*(?:{'|'.join(kinds)})$", re.IGNORECASE)
        spelled = _Spelling(initials, tuple(words), tuple(kinds), affirmed(relation), sources)
        hits = [
            p
            for p in self._live(self.by_first.get(form(initials), ()))
            if opens.match(self.entries[p].names.shown) or self._described_as(p, spelled)
        ]
        if len(hits) == 1:
            shown = self.entries[hits[0]].names.shown
            why = f'title spells out "{initials}", the name "{shown}" opens with'
            found[hits[0]] = [Evidence(SHORT_NAME, why)]

    def _by_spelled_from_repository(
        self, mine: Names, repos: frozenset[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title named by three capitalised words or more (`Sparse Lattice Retriever 2.1`),
        nothing else finding anything, from the very repository the lead of the one live entry
        named by their initials alone links (`**SLR**（…）｜…｜[GitHub](…/slr)`): the briefing
        spells out the name the document abbreviates, a short name's weight (it decides in the
        entry's section only); not initials alone, nor from another repository."""
        said = _SPELLED_WORDS.match(mine.shown) if not found and repos else None
        if said is None:
            return
        initials = "".join(w[0] for w in re.split(r"[\s\-]+", said["words"]))
        self._fetch_first(form(initials))
        hits = [
            p
            for p in self._live(self.by_first.get(form(initials), ()))
            if self.entries[p].names.shown == initials and repos & self.repos(p)
        ]
        if len(hits) == 1:
            why = f'title spells out "{initials}", from the repository its lead links'
            found[hits[0]] = [Evidence(SHORT_NAME, why)]

    def _described_as(self, position: int, spelled: _Spelling) -> bool:
        """The entry is named by the initials alone, its lead up to its first comma says it is
        a thing of the spelled kind (`**ATIP** — 智能体工具互操作协议，…`), and either the lead
        writes every spelled word (`[ATIP](…) — open tool-interop protocol for agents`) or the
        relation line names the entry by the initials (`已有 ATIP 1.3 定稿`): the briefing or
        the document ties the words to that abbreviation (a relation clause naming the initials
        as a sibling, `与 KLP 同由 Kiln Forum 提出`, ties nothing)."""
        if self.entries[position].names.shown != spelled.initials:
            return False
        lead = _visible(lead_text(self.entries[position].lead).replace("**", ""))
        head = _LEAD_HEAD.match(lead)
        kind = re.compile(rf"(?:{'|'.join(spelled.kinds)})", re.IGNORECASE)
        if head is None or not kind.search(head.group()[len(spelled.initials) :]):
            return False
        if _ties(spelled.relation, spelled.initials) or _addressed(spelled):
            return True
        return all(_word_start(word).search(lead) for word in spelled.words)

    def _by_defined_abbreviation(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title defining an abbreviation by the words it stands for (`Token Eviction Ring
        Notes (TERN) 0.1`), found by it alone an entry named by a word spelled so in another
        case (`**Tern** — WASM sandbox`), whose lead does not write those words: the initials
        of another thing's name, a possibility at most."""
        defined = defined_abbreviation(mine.shown)
        if defined is None:
            return
        abbr, words = defined
        for position, evidence in found.items():
            shown = self.entries[position].names.shown
            if abbr in shown or abbr.casefold() not in shown.casefold():
                continue  # (written in the same capitals, or not that word at all)
            if any(e.weight >= STRONG or not e.why.startswith("title ") for e in evidence):
                continue
            lead = self._lead_text(position).casefold()
            if all(w.casefold() in lead for w in words):
                continue
            why = " + ".join(e.why for e in evidence)
            why = f"{why} (but the title's {abbr} stands for words its lead does not write)"
            evidence[:] = [Evidence(min(POSSIBLE, sum(e.weight for e in evidence)), why)]

    def _by_two_halves(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title led by a Chinese name and a Latin name in brackets (`鉴衡评测（JianHeng）…`),
        or by the Latin name and then the Chinese one (`JianHeng 鉴衡 2.0`), nothing else
        finding a name (a relation line's mention may have): the one live entry whose Chinese
        name the title's starts with (`鉴衡`) and whose Latin name the Latin word starts
        (`JianHeng Eval`), a name's weight; both halves agree."""
        said = _CJK_THEN_LATIN.match(_visible(title))
        if said is None or any(self._score(ev) >= SHORT_NAME for ev in found.values()):
            return
        cjk = said["cjk"] or said["then"]
        written = said["latin"] or said["first"]
        self._fetch_first(form(written))
        hits = {
            p
            for p in self._live(self.by_first.get(form(written), ()))
            if self._halves_agree(p, cjk, written)
        }
        if len(hits) == 1:
            position = hits.pop()
            shown = self.entries[position].names.shown
            why = f'title names "{shown}" by both halves ({cjk}, {written})'
            found.setdefault(position, []).append(Evidence(NAME, why))

    def _halves_agree(self, position: int, cjk: str, latin: str) -> bool:
        """The entry's Chinese name (two characters or more) starts the title's `cjk`, and one
        of its Latin names (its own or an alias) starts with the word `latin`."""
        entry = self.entries[position]
        names = (entry.shown, entry.names.shown, *entry.aliases)
        if not any(len(n) >= 2 and _all_cjk(n) and cjk.startswith(n) for n in names):
            return False
        word = re.compile(rf"^{re.escape(latin)}(?![A-Za-z0-9])", re.IGNORECASE)
        return any(word.match(n) for n in names)

    def _by_glued_kind(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title's Latin name glued to a Chinese word for what it is, then a release
        (`Mnemo记忆层 1.5`), read as that name's release (`Mnemo 1.5`): the one live entry that
        reading names (a name's weight at least), a short name's weight (it decides in the
        entry's section); not a kind naming a sibling (`Mnemo托管版 1.5`, `X云 2.0`)."""
        said = _GLUED_KIND.match(_visible(title))
        if said is None or _SIBLING_KIND.search(said["kind"]):
            return
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(f"{said['latin']} {said['release']}"), led)
        named = [p for p, ev in led.items() if self._score(ev) >= NAME]
        if len(named) != 1 or self._score(found.get(named[0], [])) >= SHORT_NAME:
            return
        if self._kind_of_sibling(named[0], said["latin"], said["kind"]):
            return
        shown = self.entries[named[0]].names.shown
        why = f'title names "{shown}", glued to what it is ({said["kind"]})'
        found[named[0]] = [Evidence(SHORT_NAME, why)]

    def _by_short_word(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title's name and release whose last word a repository writes short, or writes in
        full where the entry writes it short (`minnow-rt 0.4` for `**Minnow Runtime**`,
        `Minnow Runtime 0.14` for `**minnow-rt**`; `_SHORT_WORDS`), read with that word the
        other way: the one live entry that reading names (a name's weight), a short name's
        weight, nothing else finding a short name's; not another word (`minnow-rtc`)."""
        said = _LAST_WORD.match(mine.shown)
        if said is None or any(self._score(ev) >= SHORT_NAME for ev in found.values()):
            return
        last = said["last"].casefold()
        other = _SHORT_WORDS.get(last) or _LONG_WORDS.get(last)
        if other is None:
            return
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(f"{said['head']} {other}{said['rest']}"), led)
        named = [p for p, ev in led.items() if self._score(ev) >= NAME]
        if len(named) != 1:
            return
        shown = self.entries[named[0]].names.shown
        written = "short" if last in _SHORT_WORDS else "in full"
        why = f'title names "{shown}", its last word written {written}'
        found[named[0]] = [Evidence(SHORT_NAME, why)]

    def _kind_of_sibling(self, position: int, latin: str, kind: str) -> bool:
        """Another live entry whose name opens with the same Latin word describes itself by the
        glued kind (`Mnemo Studio — Mnemo 的可视化调试台` for `Mnemo调试台 2.0`), which the lead
        of the entry at `position` does not: the kind names that sibling, not this entry (the
        sibling's name goes on with a word: not the product itself beside its release's entry)."""
        if kind in self._lead_text(position):
            return False
        self._fetch_first(form(latin))
        siblings = [
            p
            for p in self._live(self.by_first.get(form(latin), ()))
            if p != position and _SIBLING_REST.match(self.entries[p].names.shown[len(latin) :])
        ]
        return any(kind in self._lead_text(p) for p in siblings)


def _all_cjk(name: str) -> bool:
    """The name is Chinese characters only."""
    return bool(name) and all("\u4e00" <= c <= "\u9fff" for c in name)
