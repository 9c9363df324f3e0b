"""Incident entries named by their symptom: which one a bug's news continues.

A document may name an incident by what goes wrong (`流式响应卡死（Larchserve SSE hang）`,
`GPU memory leak on LoRA hot-swap (SGLang)`, `vLLM 流式输出在 4096 token 处截断`), and a
briefing names it by the product and the symptom in its own words (`LarchServe SSE 流式卡死`,
`vLLM 4096 截断回归`). An editor sees the same incident when the title's subject and the
entry's name say the same symptom (the map's glossary rows carry it across languages:
`hang = 卡死`), the entry's lead names the title's product, the title names nothing the lead
lacks (a word written with a capital or a digit, a glossary term; lowercase words are free),
and one more thing agrees: another word or term (`SSE`, `LoRA`, `hot swap = 热切换`), a
distinctive number (`4096`) or the issue. Another bug of the same product has another
symptom (`vLLM 前缀缓存 Bug`), or names a thing the entry does not (`tool-call … JSON`), or
cites an issue of its own where the entry cites another (unless it says it is a regression:
`回归`, `再现`, or a fix: `补丁 o/r#4127` cites the fix's pull request, not another bug); the
same symptom in another product names another product.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from patcher.text import marker, refs
from patcher.text.glossary import Glossary
from patcher.text.lazy import lazy
from patcher.text.normalise import (
    LATIN_AFTER,
    LATIN_BEFORE,
    fold_case,
    fold_width,
    may_write_any,
)

# The one vocabulary of what goes wrong: each symptom's canonical term (the map's glossary
# rows use the same, `hang = … = 卡死`) with the words that say it in English (a plural or past
# ending allowed) and Chinese. The incident rule reads the glossary and these words; the
# evidence against a continuation (`plan/contrary.py`), which has no glossary, these words.
_WORDS: dict[str, tuple[str, str]] = {
    "hang": ("hang|hung|stall|stuck", "卡死|卡住|挂起|停滞|卡顿|僵死|无响应"),
    "runaway": ("runaway", "失控"),
    "crash": ("crash", "崩溃|宕机"),
    "segfault": ("segfault|segmentation\\s+fault", "段错误"),
    "memory leak": ("leak", "泄漏|泄露"),
    "deadlock": ("deadlock", "死锁"),
    # (two primaries taking writes at once: `副本分裂(split-brain)`, `脑裂`)
    "split-brain": ("split[\\s-]+brain", "脑裂|副本分裂"),
    "truncation": ("truncat(?:ed|ion|es|e)|cut\\s+off", "截断"),
    "timeout": ("timeout|timed\\s+out", "超时"),
    "out of memory": ("out\\s+of\\s+memory", "溢出"),
    "eviction storm": ("eviction\\s+storm", "驱逐风暴"),
    "storm": ("storm", "风暴"),
    # (an outage said in Chinese by how wide it is: `大面积延迟`, `大面积不可用`)
    "outage": ("outage", "大面积延迟|大面积超时|大面积故障|大面积不可用|大面积中断"),
    "regression": ("regression", ""),
    "nan": ("NaN", ""),
    # (one session's or user's output reaching another: `多会话串音`, `cross-talk`)
    "crosstalk": ("cross[\\s-]?talk", "串音|串话|串台"),
}
# A symptom that is a kind of another (`段错误` is a crash: `Kiln2 长提示崩溃` and `Kiln2
# long-prompt segfault` say the same).
_BROADER = {"segfault": "crash"}
# The canonical terms that name a symptom an incident entry is named by (not a bare `storm`,
# `outage` (any incident) or `regression` (a bug come back): words of an incident only).
SYMPTOMS = frozenset(_WORDS) - {"storm", "outage", "regression"} | {
    "false positive",
    "garbled output",
    "nan",
    "drift",
}
# A defence named after the symptom it guards against (`脑裂防护`, `死锁检测`, `split-brain
# protection`): a feature, no symptom (not `检测到`, a symptom detected; nor a defence that
# failed, `脑裂防护失效`, `split-brain protection failed`: the symptom it let through).
_DEFENCE_FAILED = (
    r"(?!\s*(?:机制|功能)?\s*(?:失效|失灵|被绕过|未生效|没生效|未能生效"
    r"|(?i:(?:mechanism\s+)?(?:failed|fails|broke|broken|was\s+bypassed|did\s+not\s+hold)"
    r"(?![A-Za-z]))))"
)
_DEFENCE_AFTER = (
    r"(?!\s*(?:防护|防御|防范|保护|检测(?!到)"
    r"|(?i:(?:protection|prevention|detection|guards?)(?![A-Za-z])))" + _DEFENCE_FAILED + ")"
)
# What an incident is named by, in any text (`MoE 路由 OOM`, `Decode stalls after warm
# restart`, `Silent truncation past 32k`, `前缀缓存驱逐风暴`): one group per symptom.
_SYMPTOM_ALTERNATIVES = (
    "(?:"
    + "|".join(
        f"(?P<s{n}>{cjk + '|' if cjk else ''}(?i:(?<![A-Za-z])(?:{latin})(?:s|es|ed)?(?![A-Za-z])))"
        for n, (latin, cjk) in enumerate(_WORDS.values())
    )
    + r"|(?P<oom>(?<![A-Za-z])OOM(?![A-Za-z])))"
    + _DEFENCE_AFTER
)


def _alternatives(words: str) -> list[str]:
    """The top-level alternatives of a pattern of words (`truncat(?:ed|e)|cut\\s+off`: two)."""
    found, depth, start = [], 0, 0
    for at, char in enumerate(words):
        depth += (char == "(") - (char == ")")
        if char == "|" and not depth:
            found.append(words[start:at])
            start = at + 1
    return [*found, words[start:]]


def _first_characters() -> str:
    """The symptom pattern's guard (issue 26: the thirteen groups tried at every character of
    a text were ~30 µs a lead): where one of its alternatives can start. Each Chinese word
    starts on its first character; each Latin word (and `OOM`, `o` under `re.I`) on its first
    letter in any case, with no ASCII letter before it (the lookbehind every Latin
    alternative opens on). Zero-width and without groups, so every match, span and group is
    the unguarded pattern's (`tests/test_index_guards.py`)."""
    chinese = {w[0] for _, cjk in _WORDS.values() for w in cjk.split("|") if w}
    latin = {w[0].lower() for words, _ in _WORDS.values() for w in _alternatives(words)} | {"o"}
    return f"(?=[{''.join(sorted(chinese))}]|(?<![A-Za-z])(?i:[{''.join(sorted(latin))}]))"


SYMPTOM = lazy(f"{_first_characters()}(?:{_SYMPTOM_ALTERNATIVES})")
_CANONICAL = (*_WORDS, "out of memory")
# The Chinese words of this vocabulary's symptoms (`挂起`, `宕机`): an entry's name saying one
# is an incident's, whether or not the map's glossary rows list that synonym.
HINTS = tuple(pair[1] for name, pair in _WORDS.items() if name in SYMPTOMS and pair[1])
_CHINESE_ALTERNATIVES = "|".join(f"(?P<s{n}>{words})" for n, words in enumerate(HINTS))
# (guarded as `SYMPTOM` is: where a word can start, a zero-width look without groups)
_CHINESE_FIRST = "".join(sorted({w[0] for words in HINTS for w in words.split("|")}))
_CHINESE_SYMPTOM = lazy(f"(?=[{_CHINESE_FIRST}])(?:{_CHINESE_ALTERNATIVES})")
_CHINESE_CANONICAL = tuple(name for name, pair in _WORDS.items() if name in SYMPTOMS and pair[1])


def chinese_symptoms(text: str) -> frozenset[str]:
    """The symptoms `text` says in this vocabulary's Chinese words (`驱动挂起` → hang)."""
    matches = _CHINESE_SYMPTOM.finditer(text)
    return frozenset(_CHINESE_CANONICAL[m.lastindex - 1] for m in matches if m.lastindex)


def symptoms(text: str) -> frozenset[str]:
    """The canonical symptoms a text says, a kind's broader one too (`Decode stalls` →
    hang; `段错误` → segfault, crash)."""
    found = {_CANONICAL[m.lastindex - 1] for m in SYMPTOM.finditer(text) if m.lastindex}
    return frozenset(found | {_BROADER[s] for s in found if s in _BROADER})


# The glossary's term of an incident or its review (`事故`, `复盘`): what the news is, not a
# kind of thing the entry must name (`X 驱逐风暴正式复盘` of `X eviction storm, 2036-07-22`).
REVIEW = frozenset({"outage"})
# Terms that say the bug came back, not what it is about (`4096 截断回归`).
AGAIN = frozenset({"regression"})
_AGAIN = lazy(r"回归|再现|复现|重现|(?i:regress\w*|recur\w*|again|reappear\w*)")
# A title about a fix cites the fix's pull request or commit, not the bug's issue.
_FIX = lazy(
    r"修复|修正|补丁|合入|热修"
    r"|(?i:(?<![A-Za-z])(?:(?:hot|bug)?fix(?:ed|es)?|patch|patched|pr)(?![A-Za-z]))"
)
# Where an entry's name ends and its description starts: the symptom is in the name.
_NAME_END = lazy(r"\s+[—–]{1,2}\s+|\s+-{1,2}\s+|[：]|:\s")
_LATIN = lazy(LATIN_BEFORE + r"[A-Za-z][A-Za-z0-9]*(?:[\-.][A-Za-z0-9]+)*" + LATIN_AFTER)
# A distinctive number: three digits or more, not a version, date or issue (`4096`); or a
# length in thousands (`32k`, `128K`: a context or token count).
_NUMBER = lazy(r"(?<![\d.\-/#:v])\d{3,}(?![\d.\-/:])|(?<![\d.\-/#:v])\d+[kK](?![A-Za-z0-9])")
_YEAR = lazy(r"^(?:19|20)\d\d$")
# A product's word: mixed case or capitalised, not an acronym (`vLLM`, `SGLang`, `Larchserve`).
_PRODUCT = lazy(r"[a-z][A-Z]|^[A-Z]{2,}[a-z]|^[A-Z][a-z]{3,}")


@dataclass(frozen=True)
class Described:
    """What a title's subject or an entry's lead says about an incident."""

    symptoms: frozenset[str]  # canonical symptom terms
    terms: frozenset[str]  # the other glossary terms (`streaming`, `hot swap`)
    words: frozenset[str]  # Latin words, folded, not glossary terms
    products: frozenset[str]  # of those, the product-like ones (`vllm`, `larchserve`; else `yar`)
    named: frozenset[str]  # of those, the ones written with a capital or a digit (`JSON`)
    numbers: frozenset[str]  # distinctive numbers (`4096`)
    issues: frozenset[str]  # `owner/repo#N`
    again: bool = False  # says the bug came back (`回归`, `regression`)
    fix: bool = False  # says it is a fix (`补丁`, `patch`): its issue is the fix's
    # a product written by its full name → the initials a lead may call it by (`yarrow`: yar)
    spelled: tuple[tuple[str, str], ...] = ()
    by_acronym: bool = False  # the products are acronyms only (`YAR`, `SSE`): no product word
    persists: bool = False  # says the bug is not gone yet (`未根治`, `still leaks`)
    releases: frozenset[tuple[str, str]] = frozenset()  # (`nccl`, `2.30`): a word's release
    months: frozenset[int] = frozenset()  # the months it dates on (`7 月`, `2036-07-22`: 7)

    def other_release(self, lead: Described) -> str | None:
        """A word the lead writes with a release, written here with another release of
        another line (`NCCL 2.31` against `NCCL 2.30`; not `2.30.1`, a patch of it): the
        word and release, or None. Not a product's: a bug is seen in a product's releases
        (`SGLang v0.5.25 … 复现`); a dependency's release (`NCCL`, `CUDA`) is the bug's own."""
        for word, release in sorted(self.releases):
            if word in self.products:
                continue
            theirs = [r for w, r in lead.releases if w == word]
            if theirs and not any(_same_line(release, r) for r in theirs):
                return f"{word} {release}"
        return None

    def in_lead(self, word: str, lead: Described) -> bool:
        """The lead names the word, or the product it starts by its initials (`Yarrow Agent
        Runtime` as `YAR`)."""
        return word in lead.words or dict(self.spelled).get(word, "") in lead.words


# A product's full name: a product word and two capitalised words or more (`Yarrow Agent
# Runtime`), whose initials an entry may call it by (`YAR`).
_FULL_NAME = lazy(
    r"(?<![A-Za-z0-9])[A-Z][a-z][A-Za-z0-9]*(?:\s+[A-Z][A-Za-z0-9]*){2,}(?![A-Za-z0-9])"
)
# An acronym (`YAR`): the product, when the title names no product word.
_ACRONYM = lazy(r"^[A-Z]{3,6}$")


def described(
    text: str, glossary: Glossary, common: frozenset[str], full_names: bool = False
) -> Described:
    """What `text` says: its symptoms, terms, Latin words, product words, numbers, issues;
    `full_names` (a title's): a product's full name is a name, the terms in it none of the
    title's (`Yarrow Agent Runtime`: not `agent`, `runtime`)."""
    text = fold_width(text)
    spelled = _spelled(text) if full_names else ()
    terms = glossary.terms(_FULL_NAME.sub(" ", text) if spelled else text)
    left = glossary.without(text)  # (folded: the words that are no term)
    words = frozenset(m.group().casefold() for m in _LATIN.finditer(left)) - common
    words |= _glued_generations(text)
    products = frozenset(
        m.group().casefold()
        for m in _LATIN.finditer(text)
        if _PRODUCT.search(m.group()) and m.group().casefold() in words
    )
    acronyms = frozenset(
        m.group().casefold()
        for m in _LATIN.finditer(text)
        if _ACRONYM.match(m.group()) and m.group().casefold() in words
    )
    named = frozenset(
        m.group().casefold()
        for m in _LATIN.finditer(text)
        if not m.group().islower() and m.group().casefold() in words
    )
    numbers = frozenset(n.casefold() for n in _NUMBER.findall(text) if not _YEAR.match(n))
    return Described(
        symptoms=_said(text, terms),
        terms=terms - SYMPTOMS - AGAIN,
        words=words,
        products=products or acronyms,  # (`YAR streaming 截断回归`: named by its acronym)
        by_acronym=not products and bool(acronyms),
        named=named,
        numbers=numbers,
        issues=frozenset(refs.github_refs(text)),
        again=comes_back(text),
        spelled=spelled,
        releases=_releases(text),
        months=_months(text),
    )


# A month written out (`7 月驱逐风暴`; not an edition, `7 月榜`, nor `7 个月`), or a full day's
# (`2036-07-22`).
_MONTH = lazy(
    r"(?<![\d.])(?P<month>1[0-2]|0?[1-9])\s*月(?![榜版期度份])"
    r"|(?<!\d)(?:19|20)\d\d-(?P<day_month>1[0-2]|0?[1-9])-\d{1,2}(?!\d)"
)


def _months(text: str) -> frozenset[int]:
    """The months a text dates on (`_MONTH`)."""
    if "月" not in text and "-" not in text:
        return frozenset()
    return frozenset(int(m["month"] or m["day_month"]) for m in _MONTH.finditer(text))


# A name's letters and a generation written apart from them (`Lucida-VL 3`, `Loom XL-2`; not a
# word and a date, `Pylon 11-20`).
_GENERATION_APART = lazy(r"(?<![A-Za-z0-9])([A-Za-z]{2,4})[\s\-](\d{1,2})(?![\d.A-Za-z]|-\d)")


def _glued_generations(text: str) -> frozenset[str]:
    """A name's letters and the generation written after them, as one word (`Lucida-VL 3`:
    `vl3`): the form a title glues them in (`Lucida VL3 OOM 根因`)."""
    return frozenset(f"{m[1]}{m[2]}".casefold() for m in _GENERATION_APART.finditer(text))


# A Latin word and the release written right after it (`NCCL 2.30`, `Egret Serve v1.4.2`:
# `serve 1.4.2`): two dotted numbers at least, so neither a count nor a date.
_RELEASED = lazy(r"(?<![A-Za-z0-9])([A-Za-z][A-Za-z0-9\-]*)\s*[vV]?(\d+(?:\.\d+)+)(?![\d.]*\d)")


def _releases(text: str) -> frozenset[tuple[str, str]]:
    return frozenset((m[1].casefold(), m[2]) for m in _RELEASED.finditer(text))


def _same_line(one: str, other: str) -> bool:
    """One release is the other or a patch of it (`2.30` and `2.30.1`)."""
    a, b = one.split("."), other.split(".")
    return a[: len(b)] == b or b[: len(a)] == a


def with_issue_words(said: Described, common: frozenset[str]) -> Described:
    """An entry's lead read with the words of the repositories its issues are filed in
    (`kunwu-ai/k7-driver#412`: kunwu, k7, driver): the bug's maker and product, named by the
    issue, as an editor reads `**昆吾 K7 NPU 驱动挂起**（kunwu-ai/k7-driver#412）` for `Kunwu K7
    驱动挂起` (a title keeps its own words: only the entry's lead is read so)."""
    parts = {
        word.casefold()
        for issue in said.issues
        for word in _REPO_PART.findall(issue.split("#", 1)[0])
        if word.casefold() not in common
    }
    return replace(said, words=said.words | parts) if parts - said.words else said


_REPO_PART = lazy(r"[A-Za-z][A-Za-z0-9]+|\d+[A-Za-z][A-Za-z0-9]*")


def named_symptoms(
    text: str, glossary: Glossary, terms: frozenset[str] | None = None
) -> frozenset[str]:
    """The symptoms a name says: `described(text, …).symptoms` without reading the rest
    (`terms`: `glossary.terms(text)`, when read already; the glossary folds the text's width
    itself, and NFKC folded again is the same text, so they are its terms folded too)."""
    text = fold_width(text)
    return _said(text, glossary.terms(text) if terms is None else terms)


def _said(text: str, terms: frozenset[str]) -> frozenset[str]:
    """The symptoms of a (width-folded) text whose glossary terms are `terms`, a kind's
    broader one too."""
    said = (terms | symptoms(text)) & SYMPTOMS
    return said | {_BROADER[s] for s in said if s in _BROADER}


def acronyms_only(said: Described) -> bool:
    """The text names a product only by acronyms (`SSE`, `YAR`), no product word."""
    return said.by_acronym


def _spelled(text: str) -> tuple[tuple[str, str], ...]:
    """Each full name's product word (folded) and its initials (`Yarrow Agent Runtime` →
    yarrow: yar)."""
    runs = (m.group().split() for m in _FULL_NAME.finditer(text))
    return tuple((r[0].casefold(), "".join(w[0] for w in r).casefold()) for r in runs)


def comes_back(text: str) -> bool:
    """The text says the bug came back (`回归`, `再现`, `regression`)."""
    return bool(_AGAIN.search(text))


def persists(text: str) -> bool:
    """The text says the bug is not gone yet (`未根治`, `仍未修复`, `not fully fixed`)."""
    return bool(_PERSISTS.search(text))


# Words saying a bug is not gone yet: the known incident's news, not another one.
_PERSISTS = lazy(
    r"未根治|未(?:被)?(?:完全|彻底)?(?:修复|解决)|仍未(?:修复|解决)|依然存在|仍然存在"
    r"|(?i:(?<![A-Za-z])(?:not\s+(?:fully|completely|yet)\s+(?:fixed|resolved)|still\s+(?:leaks|"
    r"leaking|present|occurs|happens|unresolved)|persists)(?![A-Za-z]))"
)


def is_fix(text: str) -> bool:
    """The text is about a fix (`补丁`, `修复`, `patch`): an issue it cites is the fix's."""
    return bool(_FIX.search(text))


def entry_name(lead: str) -> str:
    """The name part of an entry's lead (what it is called, before its description), after a
    label filing it as an incident (`Incident: Kestrel Metal backend memory leak — …`)."""
    label = _INCIDENT_LABEL_FIRST.match(lead)
    parts = _NAME_END.split(lead[label.end() :] if label else lead, maxsplit=1)
    if label is None or len(parts) < 2 or SYMPTOM.search(parts[0]):
        return parts[0]
    # (`事故｜Tessel 2.2｜2030-06-15：工具循环失控，…`: named by product and date, the symptom
    # its description's first clause)
    return f"{parts[0]} {_FIRST_CLAUSE.match(parts[1]).group()}"  # type: ignore[union-attr]


_FIRST_CLAUSE = lazy(r"[^，,；;。]*")


def without_incident_label(name: str) -> str:
    """An entry's name after a label filing it as an incident (`事故：Tessera Cloud 东京区域中断`
    → `Tessera Cloud 东京区域中断`); the name itself where it opens with none."""
    return _INCIDENT_LABEL_FIRST.sub("", name, count=1)


# A label filing an entry as an incident, first in its lead (`Incident:`, `Outage:`, `事故：`).
_INCIDENT_LABEL_FIRST = lazy(
    r"(?i)^\s*(?:incident|outage|postmortem|事故|故障)(?:\s*\d{4}-\d{1,2}-\d{1,2})?"
    r"\s*[:：|｜]\s*(?=\S)"  # (`事故｜X 2.2｜…`; the day first: `Incident 2031-04-02: X …`)
)


class Kept:
    """The incident entries of a document: the symptoms each one's name says, filed by
    symptom; its name and whole lead read (`describe`) only when a title says one of them,
    once. A title's look-up reads the entries sharing a symptom with it, the only ones
    `same_incident` can accept. Entries come in position order."""

    def __init__(self, describe: Callable[[str], Described], lead: Callable[[int], str]) -> None:
        self.names: dict[int, frozenset[str]] = {}  # position → the symptoms its name says
        self._lead = lead  # position → its lead, read back when asked (not kept: ~4 MB at 20 MB)
        self._read: dict[int, tuple[Described, Described]] = {}
        self._folded: dict[int, str] = {}  # position → its lead folded, once asked (`may_name`)
        self._by_symptom: dict[str, list[int]] = {}
        self._describe = describe
        self._sets: dict[frozenset[str], frozenset[str]] = {}  # one object per symptom set

    def add(self, position: int, said: frozenset[str]) -> None:
        # a few distinct sets (`{hang}`) among thousands of entries (~200 bytes each at 20 MB)
        self.names[position] = self._sets.setdefault(said, said)
        for symptom in said:
            self._by_symptom.setdefault(symptom, []).append(position)

    def read(self, position: int) -> tuple[Described, Described]:
        """What the entry's name and its whole lead say (read once, when first asked)."""
        if position not in self._read:
            lead = self._lead(position)
            self._read[position] = (self._describe(entry_name(lead)), self._describe(lead))
        return self._read[position]

    def described_by(self, title: Described) -> list[tuple[int, str]]:
        """The entries whose incident `title` describes, in order, with why
        (`same_incident`); only the entries whose lead may name what the title names
        (`may_name`) are read."""
        if not title.products:
            return []
        shared = sorted({p for s in title.symptoms for p in self._by_symptom.get(s, ())})
        found = (
            (p, same_incident(title, *self.read(p))) for p in shared if self.may_name(title, p)
        )
        return [(p, why) for p, why in found if why is not None]

    def may_name(self, title: Described, position: int) -> bool:
        """The entry's lead, case and width folded, holds each product and named word of
        the title, or the initials it spells (`same_incident` asks the lead's words for
        them): a lead's words (`described`) are runs of ASCII letters, digits and dots of
        that folded text (the glossary takes terms out and makes separators spaces, never
        joining two runs), so a lead failing this is one `same_incident` refuses, and it
        is not read (at 20 MB, ~1,500 entries share a symptom with a title, a handful name
        its product)."""
        if position in self._read:
            return True
        lead = self._folded.get(position)
        if lead is None:  # (titles of one symptom ask about the same entries)
            lead = self._folded[position] = fold_case(self._lead(position))
        spelled = dict(title.spelled)
        return all(
            word in lead
            or (bool(spelled.get(word)) and spelled[word] in lead)
            or (word[-1].isdigit() and word in _glued_generations(lead))
            for word in title.products | title.named
        )


def same_incident(title: Described, name: Described, lead: Described) -> str | None:
    """Why a title (its subject, `title`; its issues from the whole title) describes the
    incident an entry is named by (`name`: its name; `lead`: its whole lead), or None."""
    symptoms = title.symptoms & name.symptoms
    if not symptoms or not title.products:
        return None  # (another symptom, or no product)
    if not all(title.in_lead(w, lead) for w in title.products | title.named):
        return None  # (another product, or a thing the entry does not name: `tool-call … JSON`)
    if not title.terms - REVIEW <= lead.terms:
        return None  # (the title names a kind of thing the entry does not)
    if not (title.again or title.fix or title.persists) and title.other_release(lead):
        return None  # (`… 在 NCCL 2.31 下挂起` is not `NCCL 2.30 挂起`: another release's)
    own = title.issues and lead.issues and not title.issues & lead.issues
    if own and not title.again and not title.fix:
        return None  # (a bug with an issue of its own, the entry another's; a fix cites its PR)
    more = sorted(
        (title.words - title.products) & lead.words
        | title.terms & lead.terms
        | title.numbers & lead.numbers
        | title.issues & lead.issues
        | {f"{w} {r}" for w, r in title.releases & lead.releases}  # (`Tessel 2.2` both)
        | {f"month {m}" for m in title.months & (name.months | lead.months)}  # (`7 月`, 07-22)
    )
    if not more and not title.persists:
        return None  # (the product and symptom alone: maybe another bug, unless it lingers)
    said = ", ".join(f'"{w}"' for w in [*sorted(title.products), *sorted(symptoms), *more])
    return f"title describes the same incident ({said})"


# A relation line's clause saying the document holds this very incident already (`§1.4 已锚定
# 该卡死问题（5-28）`, `已有此 OOM 故障条目`; not `已有 X 卡顿锚定（不同问题）`: another one), with
# the day it was first anchored in brackets at most. Not one of its kind (`已有此类卡死问题`,
# `already covered the same class of hang`): another incident like it.
_ANCHORED = lazy(
    r"(?:已锚定|已有|已记录|已收录)\s*(?:该|此|这一?个?|同一)(?![类种])"
    r"|(?i:already\s+(?:anchored|tracked|covered)\s+(?:this|the\s+same)"
    r"(?!\s+(?:class|kind|type|sort|category)(?![A-Za-z])))"
)
# A clause of the same line that takes the reading back: this one is apart from it (`本条与其
# 无关`, `另立条目`, `是 Quillserve 的独立问题`, `a separate Quillserve bug, new entry`).
_APART = lazy(
    r"无关|另立|另开|单列|新条目|独立问题|不同问题|另一(?:个|起)?问题"
    r"|(?i:(?<![A-Za-z])(?:unrelated|separate|new\s+entry|another\s+(?:bug|issue|incident)"
    r"|different\s+(?:bug|issue|incident))(?![A-Za-z]))"
)
_ANCHOR_DAY = lazy(r"[（(]\s*(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?\s*[)）]")
_CLAUSE = lazy(r"[^；;。]+")


@dataclass(frozen=True)
class Anchored:
    """What a relation line says of an incident the document holds: its symptoms, the day
    (`MM-DD`) it was first anchored, the section (`§1.4`) it is in ("" when unsaid)."""

    symptoms: frozenset[str]
    day: str = ""
    section: str = ""


def anchored(relation: str) -> Anchored | None:
    """The incident a relation line says the document holds (`§1.4 已锚定该卡死问题（5-28）；本条
    为修复进展`: hang, 05-28, §1.4); None when no clause says so with a symptom, or when any
    clause says this one is apart from it (`本条与其无关`, `另立条目`, `separate … bug`)."""
    if _APART.search(relation):
        return None
    for clause in _CLAUSE.findall(relation):
        said = symptoms(clause) & SYMPTOMS
        if not said or not _ANCHORED.search(clause):
            continue
        day = _ANCHOR_DAY.search(clause)
        when = f"{int(day['month']):02d}-{int(day['day']):02d}" if day else ""
        section = _SECTION.search(clause)
        return Anchored(said, when, f"§{section[1]}" if section else "")
    return None


# A section's code (`§1.4`; not `§1.4.2`), a full stop after it ending the sentence (`in §1.4.`).
_SECTION = lazy(r"§\s*(\d+\.\d+)(?!\d|\.\d)")
# An HTTP status a service returns in trouble (`502`, `429`, `5xx`): the trouble, never a release
# or a figure of the news.
HTTP_STATUS = r"(?<![\d.])(?:429|50[0-4]|5[xX]{2})(?![\d.])"
# `10-13 故障已锚定`: a day's incident the line says the document holds; `本条是其根因复盘`: the
# increment is that incident's review.
# (or the day, then the word saying it is held, then the incident: `9-06 已锚定美东区调度故障`,
# `12-03 已锚定 502 故障`)
_DAY_ANCHORED = lazy(
    r"(?<![\d.-])(?P<month>\d{1,2})-(?P<day>\d{1,2})\s*(?:(?:故障|事故|宕机|中断)\s*"
    r"(?:已锚定|已记录|已收录)|(?:已锚定|已记录|已收录)(?:[^；;。，,\d]|"
    + HTTP_STATUS
    + r"){0,20}?(?:故障|事故|宕机|中断))"
)
# (or the word saying it is held, `this incident`, then the day: `§1.4 已记该事故 08-12 确认与回滚`)
_ANCHORED_THEN_DAY = lazy(
    r"(?:已锚定|已记录|已收录|已记)\s*(?:该|此|这一?起?)\s*(?:事故|故障|宕机|中断)\s*"
    r"(?P<month>\d{1,2})-(?P<day>\d{1,2})(?![\d.-])"
)
# (its review, whole or official: `本条是其根因复盘`, `本条是完整复盘`, `本条为复盘`)
_ITS_REVIEW = lazy(r"本条(?:是|为)其?\s*(?:完整|官方|根因)?\s*(?:的)?\s*(?:复盘|根因分析)")


def reviewed_day(relation: str) -> str:
    """The day (`MM-DD`) of the incident a relation line says the document holds and the
    increment reviews (`10-13 故障已锚定；本条是其根因复盘`, `9-06 已锚定美东区调度故障；本条为其
    复盘`); "" otherwise."""
    said = _DAY_ANCHORED.search(relation) or _ANCHORED_THEN_DAY.search(relation)
    if said is None or _APART.search(relation) or not _ITS_REVIEW.search(relation):
        return ""
    return f"{int(said['month']):02d}-{int(said['day']):02d}"


# A relation line's clause citing an incident by the day it happened and its product, with
# continuation wording (`续 2027-04-19 Quill 事故条目`, `4-19 Quill 删库事故的后续处置`):
# the day, the words before the incident word, the incident word.
_DAY_INCIDENT = lazy(
    r"(?:(?P<year>\d{4})\s*[-/年]\s*)?(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?"
    r"\s*(?P<name>[^；;。，,、（(\d][^；;。，,、（(]{0,40}?)\s*"
    r"(?:事故|故障|宕机|停机|(?i:(?<![A-Za-z])(?:incident|outage|postmortem)(?![A-Za-z])))"
)
# … or in English, the day after the incident (`follow-up of the us-east-2 write outage
# recorded on 03-01`): the words before the incident word, then the day it was recorded.
_INCIDENT_DAY = lazy(
    r"(?i)(?<![A-Za-z])(?:of|to|on)\s+(?:the\s+)?(?P<name>[^；;。，,、（(]{1,40}?)\s+"
    r"(?:incident|outage|postmortem)\s+(?:recorded|reported|logged|anchored|filed|entered)\s+"
    r"(?:on\s+)?(?:(?P<year>\d{4})-)?(?P<month>\d{1,2})-(?P<day>\d{1,2})(?![\d-])"
)
# … or the incident, then its day in brackets (`已有 Saltmarsh 循环调用事故（1-27）`).
_INCIDENT_THEN_DAY = lazy(
    r"(?P<name>[A-Za-z][^；;。，,、（(]{0,40}?)\s*(?:事故|故障|事件|宕机|停机)\s*"
    r"[（(]\s*(?:(?P<year>\d{4})\s*[-/年]\s*)?(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?\s*[)）]"
)
# A clause saying the document holds the incident already (`已有`, `已记`, `已锚定`).
_HELD = lazy(
    r"已有|已记|已收录|已锚定"
    r"|(?i:(?<![A-Za-z])already\s+(?:has|holds|recorded|logged)(?![A-Za-z]))"
)
# A title following an incident up: its later course, a review, a fine or a refund (`X 账单事故
# 后续：…`, `… 数据保护机构开出罚单`, `postmortem`, `refund`).
_FOLLOW_UP_TITLE = lazy(
    r"后续|跟进|进展|复盘|罚单|罚款|退还|退款|赔偿"
    r"|(?i:(?<![A-Za-z])(?:follow-?\s?up|postmortem|fined?|refunds?|refunded)(?![A-Za-z\-]))"
)
# A word of a product or a place in English words (`us-east-2`, `Quill`), not a plain word.
_NAMING_WORD = lazy(r"[A-Z\d\-]")
_FOLLOWING = lazy(r"续|后续|跟进|进展|复盘|处置|(?i:(?<![A-Za-z])follow-?\s?up(?![A-Za-z]))")
_LATIN_WORD = lazy(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9.+\-]*[A-Za-z0-9]")


@dataclass(frozen=True)
class DayCited:
    """An incident a relation line cites by its day (`YYYY-MM-DD`, or `-MM-DD` when the line
    gives no year) and the Latin words of its product (`Quill`)."""

    day: str
    words: tuple[str, ...]


def cited_by_day(relation: str, common: frozenset[str], title: str = "") -> list[DayCited]:
    """The incidents the clauses of a relation line say the increment follows up, by day and
    product (`续 2027-04-19 Quill 事故条目`: 2027-04-19, Quill); none from a clause saying
    this one is apart (`另立条目`) or with no continuation wording, unless the `title` says
    it follows an incident up (`X 账单事故后续`, `… 开出罚单`), the clause naming the incident
    then its day in brackets and saying the document holds it (`已有 X 循环调用事故（1-27）`)."""
    found = []
    follows = bool(title) and _FOLLOW_UP_TITLE.search(title) is not None
    for clause in _CLAUSE.findall(relation):
        if _APART.search(clause):
            continue
        held = follows and _HELD.search(clause) is not None  # (`已有 X 事故（1-27）`)
        if not _FOLLOWING.search(clause):
            found += _incidents_then_day(clause, common) if held else []
            continue
        for m in _DAY_INCIDENT.finditer(clause):
            words = tuple(w for w in _LATIN_WORD.findall(m["name"]) if w.casefold() not in common)
            found += _day_cited(m, words)
        found += _incidents_then_day(clause, common) if held else []
        for m in _INCIDENT_DAY.finditer(clause):
            latin = _LATIN_WORD.findall(m["name"])
            words = tuple(w for w in latin if _NAMING_WORD.search(w) and w.casefold() not in common)
            found += _day_cited(m, words)
    return found


def _incidents_then_day(clause: str, common: frozenset[str]) -> list[DayCited]:
    """The incidents a clause names before their day in brackets (`_INCIDENT_THEN_DAY`)."""
    found = []
    for m in _INCIDENT_THEN_DAY.finditer(clause):
        words = tuple(w for w in _LATIN_WORD.findall(m["name"]) if w.casefold() not in common)
        found += _day_cited(m, words)
    return found


def _day_cited(said: re.Match[str], words: tuple[str, ...]) -> list[DayCited]:
    """The incident a day-citing clause names, when it names its product or place by a word."""
    day = f"{said['year'] or ''}-{int(said['month']):02d}-{int(said['day']):02d}"
    return [DayCited(day, words)] if words else []


# A vulnerability's own identifier (`CVE-2027-31877`, `GHSA-4f7x-9wq2-hm3c`).
_CVE = lazy(
    r"(?i)(?<![A-Za-z0-9])(?:CVE-\d{4}-\d{4,7}(?![0-9])|GHSA(?:-[0-9a-z]{4}){3}(?![A-Za-z0-9]))"
)
# A security advisory's Chinese words (`安全公告`, `安全通告`, `安全公报`: one thing).
ADVISORY_ZH = r"安全(?:公告|通告|公报)"
# A title about a release that ships a security fix (`安全更新`, `security release`,
# `addresses CVE-…`), not about the vulnerability itself.
_SECURITY_RELEASE = lazy(
    rf"安全(?:更新|版本|补丁)|{ADVISORY_ZH}|(?i:(?<![A-Za-z])(?:security\s+(?:release|update|advisory)"
    r"|address(?:es|ed)?|resolve[sd]?|mitigat\w*)(?![A-Za-z]))"
)


# A security flaw said in words (`沙箱逃逸`, `认证绕过`, `路径穿越漏洞`, `sandbox escape`,
# `auth bypass`, `prompt injection`), and where a title's head ends (` — `, a colon).
_FLAW = lazy(
    r"漏洞|绕过|逃逸|越权|提权|注入|穿越|越界(?:读|写)|缓冲区溢出|远程代码执行"
    r"|(?i:(?<![A-Za-z])(?:vulnerabilit(?:y|ies)|bypass(?:es)?|path\s+traversal"
    r"|escapes?|injections?|privilege\s+escalation|RCE|exploits?|buffer\s+overflows?"
    r"|out-of-bounds\s+(?:read|write)s?|remote\s+code\s+execution"
    r"|security\s+(?:holes?|flaws?|bugs?))(?![A-Za-z]))"  # (`Skiff sandbox security holes`)
)
_TITLE_HEAD_END = lazy(r"\s*[—–]{1,2}\s*|\s+-{1,2}\s+|[：:]")


# A fix said not to exist yet (`暂无补丁`, `no patch yet`): no fix.
_UNFIXED = lazy(
    r"(?:暂无|尚无|尚未|还没有|没有|未)(?:补丁|修复)"
    r"|(?i:(?<![A-Za-z])(?:no|without)\s+(?:patch|fix)(?![A-Za-z]))"
)


# A defence against a kind of flaw (`提示注入检测`, `越权操作防护`, `防注入`, `injection
# detection`), or a vulnerability scanner's own words (`漏洞库`, `漏洞检测规则`): a feature, not
# a flaw found.
_DEFENDED = lazy(
    r"防(?:止|范)?(?:提示)?(?:注入|越权|提权|逃逸|绕过|穿越)"
    r"|(?:注入|越权|提权|逃逸|绕过|穿越)(?:操作|攻击|行为|访问|读取|调用)?\s*"
    r"(?:检测|防护|拦截|防御|防范|过滤|识别|扫描|告警|预警)"
    r"|(?i:(?<![A-Za-z])(?:anti-)?(?:injections?|escapes?|bypass(?:es)?|exploits?)\s+"
    r"(?:detection|detectors?|protection|guards?|defen[cs]es?|filters?|scanners?|hardening"
    r"|alerts?|alerting)"
    r"(?![A-Za-z]))"
    # (a scanner's words: `漏洞库同步失败`, `SSRF 漏洞检测规则`, `vulnerability database`)
    r"|漏洞(?:库|数据库|扫描|检测|规则|情报|特征|签名|赏金)"
    r"|(?i:(?<![A-Za-z])vulnerabilit(?:y|ies)\s+(?:database|db|scan(?:ner|ning)?|detection"
    r"|feeds?|rules?|signatures?|bount(?:y|ies))(?![A-Za-z]))"
)


@functools.lru_cache(maxsize=256)  # pure; asked of one title for each entry it may continue
def reports_flaw(title: str) -> bool:
    """The title's head reports a security flaw in words (`Gantry 沙箱逃逸 — …`, `Glint FS 0.6
    路径穿越漏洞（CVE-…）`), not its fix nor a release shipping one (`X 1.2.1 修复沙箱逃逸`;
    `暂无补丁` is none)."""
    head = _DEFENDED.sub(" ", _TITLE_HEAD_END.split(title, maxsplit=1)[0])
    if not _FLAW.search(head) or _FIX.search(_UNFIXED.sub(" ", title)):
        return False
    return _SECURITY_RELEASE.search(title) is None


def reports_advisory(title: str) -> bool:
    """The title's head is a security advisory's (`Cairn DB 安全公告：gRPC 管理接口未鉴权…`,
    `Tern security advisory — …`), naming no release (a CVE id aside) and no fix: the
    advisory's report, not a release shipping a fix (`Halyard 3.1 安全公告`)."""
    head = _TITLE_HEAD_END.split(title, maxsplit=1)[0]
    if _ADVISORY_SAID.search(head) is None or _FIX.search(_UNFIXED.sub(" ", title)):
        return False
    return _RELEASE_NUMBER.search(_CVE.sub(" ", title)) is None


# A release's security fix said in words (`3.6.1 安全修复`, `2.4.1 security fix`).
_SECURITY_FIX = lazy(
    r"安全(?:修复|补丁)|(?i:(?<![A-Za-z])security\s+(?:fix|patch)(?:es)?(?![A-Za-z]))"
)


# A fix of a vulnerability said in words (`1.5.3 修复 SSRF 漏洞`, `2.1.4 fixes a sandbox
# vulnerability`, `patches an RCE vulnerability`): the fix verb, a short object, the flaw's noun.
_FIXES_VULNERABILITY = lazy(
    r"(?:修复|修补|修正)[^，,；;。：:—]{0,16}?漏洞"
    r"|(?i:(?<![A-Za-z])(?:fix(?:es|ed)?|patch(?:es|ed)?)\s+(?:[\w-]+\s+){0,4}?"
    r"vulnerabilit(?:y|ies)(?![A-Za-z]))"
)


# A fix of a vulnerability its id names (`修复 CVE-2031-0042`, `fixes GHSA-…`): a flaw's fix when
# the title says the flaw in words too (`… 修复 CVE-2031-0042 路径穿越`).
_FIXES_ID = lazy(
    r"(?:修复|修补|修正)\s*了?\s*(?:CVE-\d{4}-\d{4,7}|GHSA(?:-[0-9a-z]{4}){3})"
    r"|(?i:(?<![A-Za-z])(?:fix(?:es|ed)?|patch(?:es|ed)?)\s+"
    r"(?:CVE-\d{4}-\d{4,7}|GHSA(?:-[0-9a-z]{4}){3}))"
)


# A fix of a security flaw named by its kind, no `漏洞` said (`修复跨站提示注入`, `fixes a prompt
# injection`, `修复沙箱逃逸`): not a plain `注入` (`修复依赖注入问题` is a framework's bug).
_FIXES_NAMED_FLAW = lazy(
    r"(?:修复|修补|修正)[^，,；;。：:—]{0,6}?"
    r"(?:提示词?注入|指令注入|命令注入|SQL\s*注入|代码注入|越权|提权|沙箱逃逸|路径穿越|远程代码执行|请求走私"
    r"|(?:认证|鉴权|权限|安全|防护|过滤|校验|验证|登录)(?:机制|检查)?绕过)"
    r"|(?i:(?<![A-Za-z])(?:fix(?:es|ed)?|patch(?:es|ed)?)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:prompt|command|SQL|code)\s+injections?(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:fix(?:es|ed)?|patch(?:es|ed)?)\s+(?:an?\s+|the\s+)?"
    r"(?:sandbox\s+escape|privilege\s+escalation|path\s+traversal|remote\s+code\s+execution|RCE"
    r"|(?:(?:HTTP|request|header)\s+){1,2}smuggling)"  # (`fixes a header smuggling flaw`)
    # (`fixes a voice-cloning guard bypass`, `an auth bypass`: a bypass of a security check)
    r"|(?<![A-Za-z])(?:fix(?:es|ed)?|patch(?:es|ed)?)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:auth\w*|guard(?:rail)?s?|safety|security|consent|permissions?|access[\s-]control|login"
    r"|verification|sandbox|(?:content\s+)?filters?|rate[\s-]limits?)\s+bypass(?:es)?"
    r"(?![A-Za-z]))"
)

# A feature a release ships besides (`，新增 JetBrains 插件`, `and adds a plugin`).
_SHIPS_TOO = lazy(
    r"新增|加入|引入|推出|上线|(?<!修复)支持"
    r"|(?i:(?<![A-Za-z])(?:adds?|added|introduces?|introduced|ships?|new)(?![A-Za-z]))"
)


def _fixes_named_flaw_only(title: str) -> bool:
    """The title fixes a flaw named by its kind (`_FIXES_NAMED_FLAW`) and announces nothing
    else: `X 0.2 — 修复沙箱逃逸，新增 JetBrains 插件` is a release of the product's."""
    fixed = _FIXES_NAMED_FLAW.search(title)
    if fixed is None:
        return False
    rest = title[: fixed.start()] + " " + title[fixed.end() :]
    return _SHIPS_TOO.search(rest) is None


def fixes_flaw(title: str) -> bool:
    """The title is a security fix of a flaw it says in words (`quarry 3.6.1 安全修复 —— 提示
    模板注入导致远程代码执行`, `Sextant 1.5.3 修复 SSRF 漏洞（CVE-…）`): an advisory's news where
    the document files advisories apart."""
    said = _DEFENDED.sub(" ", title)  # (`修复漏洞库同步失败`: a scanner's own bug)
    if _FIXES_VULNERABILITY.search(said) or _fixes_named_flaw_only(said):
        return True
    if _FIXES_ID.search(said) and _FLAW.search(_CVE.sub(" ", said)):
        return True  # (`X 0.9.2 修复 CVE-… 路径穿越`: the id and the flaw in words)
    if _SECURITY_FIX.search(title) is None:
        return False
    return _FLAW.search(said) is not None


# A CVE id a title says its news came after (`CVE-2029-10433 之后的加固`, `hardening after
# CVE-…`, `following CVE-…`): background, not the vulnerability's news.
AFTER_CVE = lazy(
    r"(?i)CVE-\d{4}-\d{4,7}\s*(?:之后|以后|过后)"
    r"|(?<![A-Za-z])(?:after|following|post)[\s\-]+(?:the\s+)?CVE-\d{4}-\d{4,7}"
)


def security_news(title: str) -> bool:
    """The title is a security advisory's news: it reports a vulnerability (by its id, in
    words, as an advisory) or a security fix of a flaw it names (`fixes_flaw`); not a title
    citing a CVE as what its news came after (`只读模式默认开启（CVE-… 之后的加固）`)."""
    if AFTER_CVE.search(title):
        return False
    return (
        reports_vulnerability(title)
        or reports_flaw(title)
        or reports_advisory(title)
        or fixes_flaw(title)
    )


def flaw_in_head(title: str) -> bool:
    """The title's head reports a security flaw in words and no fix, a fix said only after it
    (`Vireo 提示词过滤绕过：厂商回应，称本周推送修复`): the flaw's news, not a fix release."""
    head = _DEFENDED.sub(" ", _TITLE_HEAD_END.split(title, maxsplit=1)[0])
    if not _FLAW.search(head) or _FIX.search(_UNFIXED.sub(" ", head)):
        return False
    return _SECURITY_RELEASE.search(title) is None


def names_flaw(name: str) -> bool:
    """An entry's name says a security flaw (`Portcullis 认证绕过`): a vulnerability's entry."""
    return _FLAW.search(name) is not None


def other_vulnerability(title: str, lead: str) -> str | None:
    """The CVE an entry's lead names it by (in its head, not as a fix) where the title cites
    others only (`… 第二个认证绕过（CVE-2030-0977）` against `… 认证绕过（CVE-2030-0412）— …`):
    another vulnerability; else None."""
    head = _TITLE_HEAD_END.split(lead, maxsplit=1)[0]  # (not `fixes CVE-…`: a release's lead)
    if _FIX.search(head):
        return None
    other = _other_ids(_cve_ids(title), _cve_ids(head))
    opening = _FIX.split(lead[:120], maxsplit=1)[0]  # (`KLP-SA-…` after the name's colon too)
    return other or _other_ids(_vendor_advisory_ids(title), _vendor_advisory_ids(opening))


def _other_ids(mine: list[str], theirs: list[str]) -> str | None:
    """The entry's first identifier where the title cites others only; else None."""
    return theirs[0] if mine and theirs and not set(mine) & set(theirs) else None


def _cve_ids(text: str) -> list[str]:
    """The CVE and GHSA identifiers the text cites."""
    return refs.cve_ids(text) if cites_vulnerability(text) else []


# A vendor's security advisory identifier (`KLP-SA-2026-03`, `TRN-SA-2026-04`, `HALY-SA-2029-7`).
_VENDOR_ADVISORY = lazy(r"(?<![A-Za-z0-9-])[A-Z][A-Z0-9]{1,9}-SA-\d{4}-\d{1,5}(?![\d-])")


def _vendor_advisory_ids(text: str) -> list[str]:
    """The vendor advisory identifiers the text cites (`KLP-SA-2026-03`)."""
    return _VENDOR_ADVISORY.findall(text) if "-SA-" in text else []


def cites_vulnerability(text: str) -> bool:
    """The text cites a vulnerability by its CVE or GitHub advisory (GHSA) identifier."""
    folded = text.casefold()
    return ("cve" in folded or "ghsa" in folded) and _CVE.search(text) is not None


def reports_vulnerability(title: str) -> bool:
    """The title reports a vulnerability by its CVE identifier (`Corvid Guard 绕过 — Unicode
    标签字符注入（CVE-2027-31877）`), not a fix or a release shipping one (`Quillserve 3.3.post1
    — 安全修复 CVE-2026-4410`, `X 1.3.1 addresses CVE-…`: the product's news)."""
    if not cites_vulnerability(title) or is_fix(title):
        return False
    said = _SECURITY_RELEASE.search(title)
    return said is None or _unreleased_advisory(title, said.group())


# An advisory's word (`安全公告`, `security advisory`): a release's only with a release named.
_ADVISORY = lazy(r"公告|通告|公报|(?i:advisory)")
_RELEASE_NUMBER = lazy(r"(?<![A-Za-z0-9.\-])v?\d+\.\d+(?:\.\d+)*(?![\d.])")


def _unreleased_advisory(title: str, said: str) -> bool:
    """The security word is an advisory's (`Lanternflow 安全公告 CVE-… — …`) and the title names
    no release (its CVE id aside): the vulnerability's report, not a release shipping a fix
    (`Halyard 3.1 … SSRF 安全公告` stays the release's)."""
    if not _ADVISORY.search(said):
        return False
    return _RELEASE_NUMBER.search(_CVE.sub(" ", title)) is None


# A document's own words that it files issues, CVEs or security incidents one entry each
# (`bug、CVE 与安全事件按 issue 或 CVE 各自成条`, `Issues, CVEs and incidents: one entry each`).
_FILED_APART = lazy(
    r"各自成条|各成一条|单独(?:成条|立条|建条|一条)|单列一条|独立成条|另立条目|一个一条|每个一条|各自立条"
    r"|各立一条"  # (`事故与缺陷（各立一条）`)
    r"|每(?:起|个|项)单列|另起一条"  # (`故障每起单列在 §1.4`, `即使是同一产品也另起一条`)
    r"|单开(?:条目|一条)"  # (`事故、漏洞：单开条目，放 §1.4`)
    r"|单列(?:条目|成条)"  # (`事故与安全公告一律在 §1.4 单列条目`)
    # (`榜单成绩在 §1.4 单列`: listed apart in a section, the clause ending there)
    r"|(?:§\s*\d+(?:\.\d+)*\s*(?:中|里|内)?\s*)单列(?=\s*(?:$|[。；;，,]))"
    r"|单列(?=\s*(?:在|于|到|进|入)\s*§\s*\d)"  # (`事故单列在 §1.4，条目名 …`: apart, in a section)
    # (`安全公告与服务中断是 §1.4 的独立条目`, `单列为独立条目`: the section between, as in English)
    r"|(?:是|为|作为|列为)\s*(?:§\s*\d+(?:\.\d+)*\s*(?:中|里|下)?\s*的\s*)?(?:独立|单独)的?条目"
    # (`故障与安全公告各自单列为 §1.4 的条目`: set apart as entries of a section)
    r"|单列(?:为|成)\s*(?:§\s*\d+(?:\.\d+)*\s*(?:中|里|下)?\s*的\s*)?(?:独立的?|单独的?)?条目"
    # (`事故单独开「故障单」，放 §1.4`: each one an entry of the quoted lead form)
    r"|单独开\s*(?:「[^」\n]{1,15}」|条目|一条)"
    # (`另立 `丁-xx｜故障单·…` 条目`: the lead form shown in a code span; `一次故障一条`)
    r"|另立\s*`[^`]{1,30}`\s*(?:条目|一条)|[一每](?:次|起|个)(?:故障|事故|缺陷)(?:各)?一条"
    # (`事故一件一条`: the thing, then one per; `即使是同一产品，也另立一条`)
    r"|(?:故障|事故|缺陷)[一每](?:件|起|次|个)一条|另立一条"
    # (`故障、泄漏等事件一律在 §1.4 立「事件单 #NN」`: each one an entry of the quoted lead form)
    r"|一律(?:在\s*§?\s*\d+(?:\.\d+)*\s*)?(?:另|单独|单)?立\s*「[^」\n]{1,30}」"
    # (the document's incident entries named by a rule: `事故条目以症状命名`, `Incident entries
    # are named by their symptom`; not another's, `厂商百科的事故条目`, nor a past one, `此前…`)
    r"|(?<![\u4e00-\u9fff])(?:事故|故障)条目(?:以|按|用)[^。；;，,]{1,12}?命名"
    r"|(?i:(?<![A-Za-z'’]\s)(?<![A-Za-z])incident\s+entries\s+are\s+(?:named|titled|led)\s+"
    r"(?:by|after|with)(?![A-Za-z]))"
    # (what they are split by, the event or its issue: `安全事件按事件（漏洞编号）成条`, `事故按
    # GitHub issue 一条`; not `按产品成条`, the product's entry)
    r"|按(?:事件|事故|故障|漏洞|起|次|\s*(?:GitHub\s*)?(?i:issue))(?:\s*[（(][^（()）]{0,20}[)）])?\s*"
    r"(?:成条|立条|分条|一条)"
    # (`one `INC-nn` card each`: a document calling its entries cards, or threads)
    # (a document of bullets calls its entries bullets: `one bullet each`, `its own bullet`)
    r"|(?i:(?<![A-Za-z])(?:(?:one|an)\s+(?:`[^`]{1,16}`\s+)?(?:entry|card|thread|bullet)\s+each"
    # (`Security advisories and outages are their own §1.4 entries`: the section between; the
    # lead form shown in a code span: `get their own `### Incident: …` entry`)
    r"|(?:its|their)\s+own\s+(?:§\s*\d+(?:\.\d+)*\s+)?(?:`[^`]{1,40}`\s+)?"
    r"(?:entr(?:y|ies)|cards?|threads?|items?|bullets?)"  # (`items`: `one item per product`)
    r"|(?:entr(?:y|ies)|cards?|threads?|items?|bullets?)\s+of\s+(?:its|their)\s+own"
    r"|separate\s+(?:entr(?:y|ies)|cards?|threads?|items?|bullets?)"
    # (incidents last in a list of things one entry each: `One `###` entry per model generation,
    # per benchmark, per app, and per incident`)
    r"|one\s+(?:`[^`]{1,40}`\s+)?(?:entry|heading|card|item|bullet)\s+per\s+"
    r"(?:[^.;:。；：]{0,200}?(?:,|\band)\s+(?:per\s+)?)?(?:\w+\s+)?incident)(?![A-Za-z]))"
)
_VULNERABILITY_WORDS = lazy(
    rf"CVE|漏洞|安全事件|{ADVISORY_ZH}|安全问题|安全缺陷"
    # (`security breaches`, `security bugs` listed among the incidents a preamble files apart)
    # (`Advisories get their own entries in §1.4`: an advisory is a security one)
    r"|(?i:(?<![A-Za-z])(?:cves?|vulnerabilit\w*|advisor(?:y|ies)|security\s+(?:incidents?"
    r"|breach(?:es)?|bugs?|flaws?|holes?|issues?|problems?))(?![A-Za-z]))"
)
# A clause denying what follows (`not`, `不`; not `不论`/`不管`, regardless: `事故不论涉及一个还是
# 多个产品，一律单独成条`), and where a preamble's clauses end.
_NOT = lazy(r"(?i)(?<![A-Za-z])(?:not|no|never|don't|doesn't)(?![A-Za-z])|不(?!论|管)|并非|无需")
_PREAMBLE_CLAUSE = lazy(r"[。；;！？!?]|\.\s|\n\s*(?:>\s*)?[-*+]\s")


# An incident mark before a lead's name, after its bullet and date (`` `2031-09-19` 🔥 Ferrule
# 0.9 … ``, `⚠️ …`).
INCIDENT_MARK = lazy(r"^[^A-Za-z\u3400-\u9fff]{0,40}?(?:🔥|🚨|⚠)")

INCIDENT_WORDS = lazy(
    r"事故|故障|安全事件|(?i:(?<![A-Za-z])(?:(?:security\s+)?incidents?|outages?|bugs?)(?![A-Za-z]))"
)


# A head saying a service is down (`Tern gateway down again`, `Osier API went down for an hour`):
# an outage; not `shut down`, `scaled down`, `steps down` (only being/going or a service noun
# before it), nor `down 20%` (a clause's end or a time word after it).
_DOWN = lazy(
    r"(?i:(?<![A-Za-z])(?:(?:is|was|are|were|went|goes|going)\s+|(?:gateway|api|service|cluster"
    r"|region|server|site|endpoint|console|dashboard|cloud|backend|nodes?"
    # (or a region by its code: `us-east down again`, `eu-west-1 down`)
    r"|[a-z]{2}-(?:east|west|north|south|central|northeast|southeast)(?:-\d)?)\s+)down(?:\s+again)?"
    r"(?=\s+(?:again|for|on|in|at|after|since|across|during)(?![A-Za-z])|\s*[,;:(（—–]|\s*$))"
)


# The same in Chinese (`托管版美西区服务中断 2 小时`, `华南区宕机`, `API 全面不可用`): a service,
# region or cluster word, then down; not a feature about it (`支持区域中断自动切换`, `防止宕机`).
# A region or cluster may name what went down between (`美东区域推理中断`, `集群服务不可用`).
_DOWN_ZH = lazy(
    r"(?<!支持)(?<!新增)(?<!防止)(?<!避免)(?<!应对)(?:服务|[区域]性?|集群|节点|接口|平台|网关|控制台"
    r"|(?i:api))\s*(?:推理|服务|请求|调用)?\s*(?:全面|大面积|全部|再次)?(?:宕机|中断|不可用|停摆)"
    r"(?!恢复|自动|切换|保护|检测)"
    # (or any short noun down for a while: `云同步中断约 2 小时`, `转写宕机 40 分钟` — the
    # outage word read by what follows, how long it lasted; not `支持网络中断 3 秒内重连`, nor a
    # condition a feature acts on, `网络中断 30 秒后自动续传`, `中断 10 分钟以上时告警`)
    r"|(?<![\u4e00-\u9fff])(?!支持|新增|防止|避免|应对|减少|降低|优化)[\u4e00-\u9fff]{1,4}"
    r"(?:中断|宕机|停摆|不可用)(?=\s*(?:约|近|超过|长达|达)?\s*\d+(?:\.\d+)?\s*个?\s*"
    r"(?:小时|分钟|秒|天)(?!\s*(?:内|之?后|以上|时)))"
    # (or a product's name, then down on a wide scale for a stated time: `X 大面积不可用约 6 小时`)
    r"|(?<![\u4e00-\u9fff])(?:全面|大面积)(?:宕机|中断|不可用|停摆)"
    r"(?:约|超过|长达|近)?\s*\d+(?:\.\d+)?\s*个?(?:小时|分钟)"
)


# A service said degraded (`eu-central degraded: elevated query latency`, `elevated 5xx errors`,
# `服务降级`, `延迟飙升`): an outage short of down; not `graceful degradation`, a feature.
_DEGRADED = lazy(
    r"(?i:(?<![A-Za-z])(?:(?:is|was|were|went|running|runs)\s+degraded|degraded\s*(?:[:：,;(（—–]|$)"
    r"|degraded\s+(?:for|in|on|since|across|after)(?![A-Za-z])|elevated\s+(?:[\w-]+\s+){0,2}?"
    r"(?:errors?|error\s+rates?|latenc(?:y|ies)|5xx|timeouts?)(?![A-Za-z])))"
    r"|(?<!支持)(?<!防止)(?<!避免)服务降级(?!策略|能力|开关|方案)"
    r"|(?:延迟|错误率|报错率|超时率|失败率)(?:飙升|激增|暴涨|陡增)"
)


# A service answering with server errors en masse (`区域 API 大面积 503`, `网关大量返回 502`,
# `widespread 503s`): an outage in status codes; not a feature about them (`支持 503 重试`,
# `API 503 错误码说明`: no spread or answering word before the code).
_SERVER_ERRORS = lazy(
    r"(?<!支持)(?<!新增)(?<!处理)(?:服务|[区域]|集群|节点|接口|平台|网关|(?i:api))\s*"
    r"(?:请求|调用)?\s*(?:(?:全面|大面积|大量|持续|频繁|批量)\s*(?:返回|报)?|返回|报)\s*"
    r"(?i:http\s*)?5(?:\d\d|xx)(?![\dA-Za-z])(?!\s*重试)"
    r"|(?i:(?<![A-Za-z])(?:widespread|massive|mass)\s+(?:http\s+)?5(?:\d\d|xx)s?(?![\dA-Za-z]))"
)


def says_down(text: str) -> bool:
    """The text says a service is down (`_DOWN`, `_DOWN_ZH`), answers with server errors en
    masse (`_SERVER_ERRORS`) or is degraded (`_DEGRADED`): an outage in a title's words."""
    if not _may_say_down(text):
        return False
    if _DOWN.search(text) is not None or _DOWN_ZH.search(text) is not None:
        return True
    return _SERVER_ERRORS.search(text) is not None or _DEGRADED.search(text) is not None


# Words one of `says_down`'s patterns needs (`_DOWN`'s `down`, `_DEGRADED`'s `degraded` or
# `elevated`, `_SERVER_ERRORS`' `5`, the Chinese outage and surge words).
_DOWN_WORDS = (
    *("down", "degraded", "elevated", "5"),
    *("宕机", "中断", "不可用", "停摆", "降级", "飙升", "激增", "暴涨", "陡增"),
)


def _may_say_down(text: str) -> bool:
    """One of `says_down`'s patterns may match in `text`: it holds a word one of them needs
    (`_DOWN_WORDS`, in any case: `may_write_any`). Tested in C before four searches of most
    names, which say none (issue 26, round 42; the tests hold it against the patterns)."""
    return may_write_any(text, _DOWN_WORDS)


# A preamble clause keeping incidents off the product's own entry (`事故/缺陷不写在产品条目下`,
# `事故不挂在产品下`, `Incidents never go under the product's entry`): they have a home of their
# own.
_OFF_PRODUCT = lazy(
    # (`不记在所涉产品的条目下`, `不再记在受影响产品条目下`: the product concerned)
    r"(?:不|从不|绝不|均不|不再)(?:写|记|挂|放|追加)(?:在|入|到)?(?:该|其|所涉及?|涉及|受影响)?的?"
    r"产品(?:的)?(?:条目|(?:之)?下)"
    r"|(?i:(?<![A-Za-z])(?:never|not)\s+(?:go|goes|filed|written|noted|kept)\s+(?:under|in|on)\s+"
    r"the\s+product(?:'s)?(?![A-Za-z]))"
)
# The lead form that clause quotes for the home (`「可靠性档案：中文名」`, `` `Incident log: X` ``).
_HOME_LABEL = lazy(r"[「`“]\s*(?P<label>[^」`”：:\s][^」`”：:]{1,15})[：:]")


# A home's lead form a preamble quotes with a placeholder for the product, one per product
# (`` one `Incident log — <product>` entry per product ``, `每个产品一条 `事故档案 — <产品>``).
_HOME_FORM = lazy(
    r"`\s*(?P<label>[^`<>—–:：\s][^`<>—–:：]{1,28}?)\s*(?:[—–]|:|：)\s*"
    r"<\s*(?i:product|product\s+name|name|产品|产品名)\s*>\s*`"
)
_PER_PRODUCT = lazy(
    r"(?i:(?<![A-Za-z])(?:per|for\s+each|each)\s+product(?![A-Za-z]))|每个产品|每产品"
)


def incidents_off_product(preamble: str) -> str | None:
    """The label of the home a preamble line keeping incidents off the product's entry quotes
    (`事故/缺陷不写在产品条目下：每个产品在 §1.4 有一条「可靠性档案：中文名」条目` →
    `可靠性档案`), or the name of the one entry it files every incident in (`incident_register`),
    or of the home it files them in per product by a lead form with a placeholder
    (`` Incidents live in one `Incident log — <product>` entry per product `` → `Incident log`),
    "" where it quotes none; None where no line says so."""
    register = incident_register(preamble)
    if register:  # (one entry holding every incident: that entry's name is the home's label)
        return register
    for line in preamble.replace("*", "").splitlines():
        form = _HOME_FORM.search(line)
        before = INCIDENT_WORDS.search(line[: form.start()]) if form else None
        if form and before and _PER_PRODUCT.search(line) and not _NOT.search(line[: form.start()]):
            return form["label"].strip()
        said = _OFF_PRODUCT.search(line)
        if said is None or INCIDENT_WORDS.search(line[: said.start()] or line) is None:
            continue
        label = _HOME_LABEL.search(line, said.end())
        return label["label"].strip() if label else ""
    return None


# A preamble line filing every incident as a row (or line) of one named entry, its name in
# emphasis, a code span or quotes (`each is a row of the *Incident log* in §1.4`, `all incidents
# are lines of the `Outage register` entry`, `事故一律记作「事故登记」条目表格中的一行`).
_REGISTER = lazy(
    r"(?i:(?<![A-Za-z])(?:rows?|lines?)\s+(?:of|in)\s+(?:the|one)\s+[*_`\"“]{1,2}"
    r"(?P<latin>[A-Za-z][^*_`\"”\n]{2,30}?)[*_`\"”]{1,2})"
    r"|(?:记|写|登记|列)(?:在|入|作|进)\s*「(?P<cjk>[^」\n]{2,15})」(?:条目)?(?:的)?(?:表格?)?(?:中|里)?的?一行"
)


def incident_register(preamble: str) -> str:
    """The name of the one entry a preamble line files every incident in as a row
    (`**Incidents** never get entries of their own: each is a row of the *Incident log*` →
    `Incident log`); "" where no line mentioning incidents says so."""
    for line in preamble.splitlines():
        said = _REGISTER.search(line)
        if said is None or INCIDENT_WORDS.search(line[: said.start()]) is None:
            continue
        return (said["latin"] or said["cjk"]).strip()
    return ""


# Incidents a rule scopes to those of no one product (`与具体产品无关的事故单独立条`, `outages not
# caused by a product get their own entry`): it says nothing of a product's own incidents.
NO_PRODUCT = lazy(
    r"与(?:具体|任何|某个|某一|单个|特定)?(?:产品|项目)无关|不(?:涉及|属于|关联)(?:具体|任何|某个|单个|特定)?"
    r"(?:产品|项目)|(?i:(?<![A-Za-z])(?:(?:not|never)\s+(?:tied|due|caused|specific|traced)\s+(?:to|by)"
    r"|unrelated\s+to|independent\s+of)\s+(?:a|any|one)\s+(?:specific\s+|single\s+|particular\s+)?"
    r"product(?![A-Za-z])|(?<![A-Za-z])no\s+product(?:'s)?\s+(?:defect|fault|bug)s?(?![A-Za-z]))"
)


# Kinds of trouble listed as events (`越狱、数据泄露等事件一律在 §1.4 立「事件单 #NN」`, or a list
# whose last item is the event: `事故、缺陷/回归、滥用事件，每起单独一条`): the clause's word for
# them is `事件`, which alone (`发布等事件`, `安全事件`) names no incident.
_TROUBLE_EVENTS = lazy(r"(?P<kinds>[\u4e00-\u9fff、/／]{2,30}?)(?P<etc>等)?(?:安全)?事件")
_EVENT_TROUBLE = lazy(r"泄[露漏]|越狱|宕机|中断|注入|攻击|入侵|滥用")


def _trouble_events(clause: str) -> list[str]:
    """The kinds of trouble a clause lists as events (`越狱、数据泄露等事件` → `越狱`, `数据泄露`);
    empty where it lists none or no trouble among them (`发布等事件`)."""
    found = (m for m in _TROUBLE_EVENTS.finditer(clause) if m["etc"] or "、" in m["kinds"])
    listed = next(found, None)
    if listed is None or _EVENT_TROUBLE.search(listed["kinds"]) is None:
        return []
    return [w.strip() for w in _KIND_SEPARATOR.split(listed["kinds"]) if len(w.strip()) >= 2]


# A service's outage in Chinese words a preamble files (`服务中断`, `宕机`, `停机事件`).
_OUTAGE_SAID = lazy(r"宕机|服务中断|中断事件|停机事件")


def _names_incidents(clause: str) -> bool:
    """The clause names incidents: an incident word, an outage said in Chinese words, or
    trouble listed as events."""
    if INCIDENT_WORDS.search(clause) or _OUTAGE_SAID.search(clause):
        return True
    return bool(_trouble_events(clause))


def stated_event_kinds(preamble: str) -> frozenset[str]:
    """The kinds of trouble a preamble clause filing incidents apart lists as events
    (`越狱、数据泄露等事件一律在 §1.4 立「事件单 #NN」`: `越狱`, `数据泄露`); empty where none."""
    kinds: set[str] = set()
    for clause in _PREAMBLE_CLAUSE.split(preamble.replace("*", "")):
        clause = " ".join(clause.split())
        if NO_PRODUCT.search(clause) is None and filed_apart(clause):
            kinds.update(_trouble_events(clause))
    return frozenset(kinds)


# Words of trouble a preamble may file anyhow (`故障与修复…写成子项`, `outages get an entry`).
_TROUBLE_SAID = lazy(
    r"事故|故障|宕机|中断|漏洞|安全|缺陷|复盘"
    r"|(?i:(?<![A-Za-z])(?:incidents?|outages?|bugs?|cves?|vulnerabilit\w*|security|postmortems?"
    r"|advisor(?:y|ies)|downtime)(?![A-Za-z]))"
)


def mentions_trouble(preamble: str) -> bool:
    """The document's text before its first entry speaks of incidents or security at all
    (whether or not a reader understands the rule it states)."""
    return _TROUBLE_SAID.search(preamble) is not None


def states_incident_entries(preamble: str) -> bool:
    """The document's text before its first entry says it files incidents (or bugs) one entry
    each (`事故、漏洞单独成条，放 §1.4`, `Incidents get their own entry`), or keeps one entry per
    event and counts incidents as events (`stated_events`); not a clause denying it
    (`事故不单独成条`), nor one scoped to incidents of no product (`NO_PRODUCT`)."""
    clauses = (" ".join(c.split()) for c in _PREAMBLE_CLAUSE.split(preamble.replace("*", "")))
    clauses = (c for c in clauses if NO_PRODUCT.search(c) is None)
    if any(_names_incidents(c) and filed_apart(c) for c in clauses):
        return True
    return INCIDENT_WORDS.search(stated_events(preamble)) is not None


def stated_incident_section(preamble: str) -> str:
    """The section code (`§1.4`) the preamble's clause filing incidents one entry each puts
    them in (`事故一件一条，放 §1.4`, `Incidents get their own entry in §4.2`); "" where no such
    clause names exactly one section."""
    return _stated_section(preamble, _names_incidents)


def stated_advisory_section(preamble: str) -> str:
    """The section code the preamble's clause filing security advisories (vulnerabilities)
    one entry each puts them in (`安全通告在 §1.4 单独成条`, `Advisories get their own entry in
    §1.4`); "" where no such clause names exactly one section."""
    return _stated_section(preamble, lambda clause: bool(_VULNERABILITY_WORDS.search(clause)))


# A result's word in a preamble's clause (`榜单成绩`, `评测结果`, `排名`, `benchmark results`,
# `scores`): not a board's or a benchmark's own (`榜单`, `基准`: the board is an entry of a kind).
_RESULT_WORDS = lazy(
    r"成绩|跑分|排名|名次|(?:评测|测评|跑分|基准)结果"
    r"|(?i:(?<![A-Za-z])(?:results?|scores?|rankings?)(?![A-Za-z]))"
)


def stated_result_section(preamble: str) -> str:
    """The section code the preamble's clause filing results one entry each puts them in
    (`榜单成绩在 §1.4 单列`, `Benchmark results get their own entry in §1.3`); "" where no such
    clause names exactly one section."""
    return _stated_section(preamble, _results_filed_apart)


def _results_filed_apart(clause: str) -> bool:
    """Results are what the clause files apart: named before its `its own entry` (`Benchmark
    results get their own entry`, `榜单成绩在 §1.4 单列`), its subject; results named after
    it are logged on what it files apart (`Each benchmark gets its own bullet in §1.4, where
    its results are logged`, `每个基准单列一条，成绩都记在该条目下`)."""
    apart = _FILED_APART.search(clause)
    return bool(_RESULT_WORDS.search(clause[: apart.start()] if apart else clause))


# A clause whose subject is releases (`Every new release (any version, patches included) …`,
# `New versions get …`, `每个新版本…`, `任何新版本`), or releases of a kind (`Each new model
# version …`, `Each major version …`, `每个模型的新版本`, `每个大版本`): not one merely naming
# a version, led by other things (`Incidents … led by the affected version`, `基准本身（发布、
# 改版）…`).
_RELEASES_LEAD = lazy(
    r"^[^A-Za-z\u3400-\u9fff]*(?:(?i:(?:every|each|any|all)\s+)?(?i:new\s+)?"
    r"(?i:releases?|versions?)(?![A-Za-z])|(?:每(?:个|一)?|任何|所有)?(?:正式)?新?版本|发版"
    r"|(?i:(?:every|each|any|all)\s+(?:new\s+)?(?P<kind>[a-z]+)(?:'s)?\s+(?:new\s+)?"
    r"(?:releases?|versions?))(?![A-Za-z])"
    r"|(?:每(?:个|一)?|任何|所有)(?P<zkind>大|主|[\u4e00-\u9fff]{1,4}?的)新?版本)"
)
# The kind of release a clause scopes to majors (`Each major version`, `每个大版本`).
_MAJOR_KIND = lazy(r"(?i:major)|大|主")


def stated_release_section(preamble: str) -> str:
    """The section code the preamble's clause filing releases one entry each puts them in
    (`Every new release … is its own entry in §1.4`, `每个新版本在 §1.4 单独成条`, `Each new
    model version gets a separate entry in §1.3`); "" where no such clause names exactly one
    section."""
    return _stated_clause(preamble, lambda clause: bool(_RELEASES_LEAD.search(clause)))[0]


def states_majors_apart(preamble: str) -> bool:
    """The preamble's clause filing releases one entry each (`stated_release_section`) files
    major versions only (`Each major version gets a separate entry in §1.3`, `每个大版本…`):
    a minor release or a patch is none of them."""
    clause = _stated_clause(preamble, lambda clause: bool(_RELEASES_LEAD.search(clause)))[1]
    lead = _RELEASES_LEAD.search(clause)
    kind = (lead.group("kind") or lead.group("zkind") or "") if lead else ""
    return bool(kind) and _MAJOR_KIND.fullmatch(kind) is not None


def is_major(version: Sequence[object]) -> bool:
    """A release is a major (`4`, `4.0`, `v4.0.0`): every part after the first is zero."""
    return bool(version) and all(str(part).strip("0") == "" for part in version[1:])


def _stated_section(preamble: str, names: Callable[[str], bool]) -> str:
    """The one section code a preamble clause naming the things `names` finds, and filing
    them one entry each, puts them in; "" where no such clause names exactly one section."""
    return _stated_clause(preamble, names)[0]


def _stated_clause(preamble: str, names: Callable[[str], bool]) -> tuple[str, str]:
    """The section code and the clause of `_stated_section`; ("", "") where none."""
    for clause in _PREAMBLE_CLAUSE.split(preamble.replace("*", "")):
        clause = " ".join(clause.split())
        if not names(clause) or not filed_apart(clause):
            continue
        codes = set(_SECTION.findall(clause))
        if len(codes) == 1:
            return f"§{codes.pop()}", clause
    return "", ""


# A preamble keeping one entry per event (`One entry per event.`, `每个事件一条`) and the sentence
# saying what an event is (`An event is a release (minor or major version), an incident …`,
# `Events are releases and incidents`, `事件指发布、事故…`).
_ENTRY_PER_EVENT = lazy(
    r"(?i:(?<![A-Za-z])(?:one\s+(?:entry|bullet|item|line|card)\s+per\s+event|(?:each|every)\s+"
    r"event\s+(?:is|gets|has)\s+(?:an?|its\s+own)\s+(?:entry|bullet|item|line|card))(?![A-Za-z]))"
    r"|每(?:个|一|起)?事件(?:各|单独)?(?:一条|成条|立条)|一事一条"
)
_COLON_NEXT = lazy(r"\s*[:：]")  # (the rule's own definition after a colon)
_EVENT_IS = lazy(
    r"(?i:(?<![A-Za-z])(?:an?\s+event\s+(?:is|means)|events\s+are)(?![A-Za-z]))"
    r"|事件(?:指|是|包括|包含)"
)


def stated_events(preamble: str) -> str:
    """What the preamble says an event is, where it keeps one entry per event
    (`_ENTRY_PER_EVENT`, not denied in its clause) and defines one (`_EVENT_IS`, up to the
    sentence's end): `a release (minor or major version), an incident (…)`; "" otherwise."""
    flat = " ".join(preamble.replace("*", "").split())
    rule = _ENTRY_PER_EVENT.search(flat)
    if rule is None or _NOT.search(_PREAMBLE_CLAUSE.split(flat[: rule.start()])[-1]):
        return ""
    said = _EVENT_IS.search(flat)
    if said is None:  # (`Each event is an entry: a release …, or an incident …`)
        after = _COLON_NEXT.match(flat, rule.end())
        return _PREAMBLE_CLAUSE.split(flat[after.end() :], maxsplit=1)[0] if after else ""
    return _PREAMBLE_CLAUSE.split(flat[said.end() :], maxsplit=1)[0]


# The kinds a preamble counts as incidents, listed in brackets after its word for them
# (`线上事故 / 缺陷（OOM、挂起、误报、断流……）一律另立…`, `incidents (outages, false alarms)`), or
# between dashes (`Incidents — outages, security flaws, abuse cases — each get …`: a list).
_LISTED_KINDS = lazy(
    r"(?:事故|故障|缺陷|(?i:(?<![A-Za-z])(?:incidents?|bugs?)(?![A-Za-z])))\s*"
    r"(?:[（(](?P<kinds>[^（()）]{2,80})[)）]"
    # (or between dashes: `Incidents — outages, security flaws, abuse cases — each get …`)
    r"|[—–]\s*(?P<dashed>[^—–]{2,80}?[,，、][^—–]{1,80}?)\s*[—–])"
)
_COMMA = lazy(r"[,，]")
_KIND_SEPARATOR = lazy(r"[、,，/／;；]|…+|\.{3}|等|(?i:(?<![A-Za-z])(?:or|and|etc\.?)(?![A-Za-z]))")


def stated_incident_kinds(preamble: str) -> frozenset[str]:
    """The kinds of trouble a preamble clause filing incidents one entry each lists in brackets
    after its word for them (`线上事故 / 缺陷（OOM、挂起、误报、断流……）一律另立…条目`: `误报`,
    `断流` …), casefolded; empty when no such clause lists any."""
    kinds: set[str] = set()
    for clause in _PREAMBLE_CLAUSE.split(preamble.replace("*", "")):
        clause = " ".join(clause.split())
        listed = _LISTED_KINDS.search(clause) if filed_apart(clause) else None
        if listed is not None:
            words = [w.strip() for w in _KIND_SEPARATOR.split(listed["kinds"] or listed["dashed"])]
            kinds.update(w.casefold() for w in words if len(w) >= 2)
            kinds.update(_unscoped_kind(w) for w in words if _unscoped_kind(w))
    return frozenset(kinds)


# A scope word qualifying a listed kind (`质量回归`, `线上故障`, `安全漏洞`, `性能退化`).
_KIND_SCOPE = lazy(r"^(?:线上|质量|性能|安全|生产|服务)(?P<kind>[\u4e00-\u9fff]{2,})$")


def _unscoped_kind(word: str) -> str:
    """A listed Chinese kind's word without its scope (`质量回归` → `回归`: a title's `延迟回归` is
    one too); empty where the word has no such scope."""
    scoped = _KIND_SCOPE.match(word)
    return scoped["kind"] if scoped else ""


# A clause's home for the bugs it lists: the product's own entry (`仍写在产品条目下`, `stay under
# the product's entry`).
_ON_PRODUCT = lazy(
    r"(?:仍|也|都|照常)?(?:写|记|挂|放)(?:在|到|入)(?:该|所属|其|涉事|受影响的?)?产品的?条目(?:之)?"
    r"(?:下|里|中|上)"
    r"|(?i:(?<![A-Za-z])(?:stay|stays|go|goes|are\s+(?:filed|kept|logged|written))\s+"
    r"(?:under|on|in)\s+(?:the|its|their)\s+product['’]?s?\s+(?:own\s+)?entry(?![A-Za-z]))"
)


def bug_kinds_on_product(preamble: str) -> frozenset[str]:
    """The kinds of bugs a preamble clause lists in brackets after its word for them and keeps
    on their product's entry (`普通 bug（崩溃、误报、性能回退）仍写在产品条目下`, beside a clause
    filing outages and leaks apart), casefolded; empty where no clause does (not one filing
    them apart, nor a rule of the past)."""
    kinds: set[str] = set()
    for clause in _PREAMBLE_CLAUSE.split(preamble.replace("*", "")):
        clause = " ".join(clause.split())
        listed = _LISTED_KINDS.search(clause)
        if listed is None or _PAST_RULE.search(clause):
            continue
        home = _ON_PRODUCT.search(clause, listed.end())
        # (the kinds' own comma-part to their home: `事故各立一条，普通 bug（…）仍写在产品条目下`
        # files incidents apart before the comma, the kinds on the product after it)
        start = max((m.end() for m in _COMMA.finditer(clause, 0, listed.start())), default=0)
        if (
            home is None
            or filed_apart(clause[start : home.end()])
            or re.search(
                r"不|(?i:(?<![A-Za-z])(?:not|never)(?![A-Za-z]))",
                clause[listed.end() : home.start()],
            )
        ):
            continue
        words = [w.strip() for w in _KIND_SEPARATOR.split(listed["kinds"] or listed["dashed"])]
        kinds.update(w.casefold() for w in words if len(w) >= 2)
    return frozenset(kinds)


_BUG_WORDS = lazy(r"缺陷|(?i:(?<![A-Za-z])(?:bugs?|defects?)(?![A-Za-z]))")


def states_bug_entries(preamble: str) -> bool:
    """A preamble clause files bugs (defects) one entry each, not incidents alone
    (`线上事故 / 缺陷（…）一律另立…条目`, `Bugs get their own entry`; not `事故单列…；普通 bug
    仍写在产品条目下`)."""
    clauses = (" ".join(c.split()) for c in _PREAMBLE_CLAUSE.split(preamble.replace("*", "")))
    return any(_BUG_WORDS.search(c) and filed_apart(c) for c in clauses)


def filed_apart(clause: str) -> bool:
    """The clause says things are filed apart (`_FILED_APART`) with no denial before it
    (`事故不单独成条`); one after it denies the other place (`事故单独立条，…不挂在产品条目下`),
    and so does one before a colon it follows (`Incidents are never appended under its entry:
    each gets its own entry`) or one denying the product's entry (`_OFF_PRODUCT`)."""
    apart = next(
        (m for m in _FILED_APART.finditer(clause) if not _OF_PRODUCTS.search(clause[: m.start()])),
        None,
    )  # (`每个产品单列一条，安全公告…`: the product's own entry, not the advisories')
    if apart is None or _said_of_the_past(clause[: apart.start()]) or _held_until(clause):
        return False
    before = _AFTER_COLON.split(clause[: apart.start()])[-1]
    before = _OFF_PRODUCT.sub(" ", before) if "产品" in before or "product" in before else before
    return not _NOT.search(before)  # (`不挂在产品条目下，统一单独成条`: the product's entry denied)


# Words saying a rule held once and holds no longer (`Until 2035, … got their own bullet`,
# `formerly`, `此前…单独成条`), and words saying it holds now (`now`, `现在`).
_PAST_RULE = lazy(
    r"(?i:(?<![A-Za-z])(?:(?:until|till|before|prior\s+to)\s+(?:\d{4}|recently|last\s+year)"
    r"[^;]*?(?<![A-Za-z])(?:got|were|was|had|went|received)"
    r"|formerly|previously|used\s+to|in\s+the\s+past)(?![A-Za-z]))"
    r"|此前|以前|以往|过去|曾经?|原先|原本|早先"
)
_NOW_RULE = lazy(
    r"(?i:(?<![A-Za-z])(?:now|currently|today|these\s+days|since)(?![A-Za-z]))"
    r"|现在|如今|目前|现已|现改|现行|今后"
)


def _said_of_the_past(before: str) -> bool:
    """The words before a filing phrase say it was the rule once (`Until 2035, security
    advisories got their own bullet; they are now …`): no rule now, unless they say now too.
    A past word in an aside (`Security advisories, formerly logged under the affected product,
    get their own entry`, `（此前记在产品条下）`) qualifies that aside, not the clause's rule."""
    said = _PAST_ASIDE.sub(" ", before)
    return bool(_PAST_RULE.search(said)) and not _NOW_RULE.search(said)


# A rule told by a past verb and the day it held until, either side (`Security advisories
# (until 2035-05) got their own entry`, `… got their own entry until 2035-05`).
_HELD_UNTIL = lazy(
    r"(?i)(?<![A-Za-z])(?:got|were|was|had|went|received)(?![A-Za-z])(?:[^;.。；]|\.(?=\S))*?"
    r"(?<![A-Za-z])(?:until|till)\s+\d{4}"
    r"|(?<![A-Za-z])(?:until|till)\s+\d{4}(?:[^;.。；]|\.(?=\S))*?(?<![A-Za-z])"
    r"(?:got|were|was|had|went|received)(?![A-Za-z])"
)


def _held_until(clause: str) -> bool:
    """The clause tells its rule in the past, held until a day (`_HELD_UNTIL`), with no word
    saying it holds now before it: the rule now is another clause's (`since then …`)."""
    held = _HELD_UNTIL.search(clause)
    return held is not None and not _NOW_RULE.search(clause[: held.end()])


# An aside a past word opens, between commas or in brackets (`, formerly logged under …,`,
# `(previously under the product)`, `（此前记在产品条下）`): closed before the filing words.
_PAST_ASIDE = lazy(
    r"(?i:,\s*(?:formerly|previously|once|until\s+\S+|in\s+the\s+past)(?![A-Za-z])[^,;()]*,)"
    r"|[（(]\s*(?i:formerly|previously|once|until|in\s+the\s+past|此前|以前|以往|过去|曾经?|原先|原本|早先)"
    r"[^()（）]*[)）]"
)


# The words before a filing phrase saying it of products (`每个产品单列一条`, `each product gets
# its own bullet`): the product rule, not things filed apart from products.
_OF_PRODUCTS = lazy(
    r"(?:每个|每一个|一个|各)产品\s*(?:各自|都|均)?\s*$"
    r"|(?i:(?<![A-Za-z])(?:each|every)\s+product\s+(?:gets|has|is\s+given)\s*$)"
)


# A colon closing what a clause denies before its rule (`… never appended under it: each …`),
# or a contrast turning from it (`不写进产品条目，而是另起一条`, `not under the product but …`).
_AFTER_COLON = lazy(r":\s|：|而是|(?i:(?<![A-Za-z])(?:but|instead)(?![A-Za-z]))")


# A release that fixes a bug (`修复型发布`, `修复版本`, `fix releases`, `a release that fixes …`,
# `发布即使是为了修…`),
# the product's entry a clause puts it on (`一律追记到产品条目`, `go on the product entry`), and
# an incident's entry (a clause naming that one too puts fixes there: `修复追加在事故条目下`).
_FIX_RELEASE = lazy(
    r"修复(?:型|性)?(?:发布|版本|版)"
    # (`一次版本发布即使是为了修某个事故，也记在产品条目`: a release fixing an incident)
    r"|发布[^，,。；;]{0,4}?(?:即使|即便|哪怕)(?:是|只是)?(?:为了|用于|只为)?修"
    r"|(?i:(?<![A-Za-z])(?:(?:bug-?)?fix|hotfix|patch)\s+releases?"
    r"|releases?\s+(?:that|which)\s+(?:only\s+)?fix(?:es)?)(?![A-Za-z])"
)
_PRODUCT_ENTRY = lazy(
    r"产品(?:的)?条目|产品线条目|(?i:(?<![A-Za-z])product(?:'s)?\s+entr(?:y|ies)"
    r"|entr(?:y|ies)\s+of\s+(?:its|the)\s+product|under\s+(?:its|the)\s+product(?![\w-]))"
)
_INCIDENT_ENTRY = lazy(
    r"(?:事故|故障|问题)条目|(?i:(?<![A-Za-z])(?:incident|bug|issue)(?:'s)?\s+entr(?:y|ies))"
)


def states_fix_releases_on_product(preamble: str) -> bool:
    """The document's text before its first entry says every release, one that fixes an
    incident too, goes on the product's entry (`产品发布（包括修复型发布）一律追记到产品条目`,
    `Fix releases go on the product entry too`; or in a part of its own beside the incident's:
    `复盘记在事故条目的子行，修复版本本身仍记在产品条目`); not a clause denying it."""
    clauses = (" ".join(c.split()) for c in _PREAMBLE_CLAUSE.split(preamble.replace("*", "")))
    return any(
        _FIX_RELEASE.search(part)
        and _PRODUCT_ENTRY.search(part)
        and not _INCIDENT_ENTRY.search(part)
        and not _NOT.search(_up_to_product(c))  # (`…under the product, not the advisory`)
        for c in clauses
        for part in (c, *(_COMMA.split(c) if _INCIDENT_ENTRY.search(c) else ()))
    )


def _up_to_product(clause: str) -> str:
    """The clause up to its product-entry words: a denial after them is of another home."""
    said = _PRODUCT_ENTRY.search(clause)
    return clause[: said.end()] if said else clause


# A comma between the parts of a clause: `复盘记在事故条目，修复版本本身仍记在产品条目` says where
# each thing goes, the fix release's part its own.
_COMMA = lazy(r"[，,]")


def states_vulnerability_entries(preamble: str) -> bool:
    """The document's text before its first section says it files vulnerabilities (CVEs,
    security incidents) one entry each; not a clause denying it (`CVE 不单独成条`; a denial after
    the filing words is of something else: `…单独立条，正文回指产品，不用「」`)."""
    clauses = (" ".join(c.split()) for c in _PREAMBLE_CLAUSE.split(preamble.replace("*", "")))
    return any(_VULNERABILITY_WORDS.search(c) and filed_apart(c) for c in clauses)


# A preamble filing an incident's fix release under the incident's own entry (`该事故的…修复版本
# （含 .postN）…都记在事故条目的子行下`, `the fix release goes under the incident's entry`).
_FIX_RELEASES = lazy(
    r"修复版本|热修复|修复发布|补丁版本|(?i:(?<![A-Za-z])(?:fix(?:ing)?\s+releases?|hotfix(?:es)?)(?![A-Za-z]))"
    # (`a patch whose point is to fix an incident we logged goes on the incident's entry`)
    r"|(?i:(?<![A-Za-z])patch(?:es)?(?:\s+releases?)?\s+(?:whose|that|which)\s[^.;:]{0,30}?"
    r"(?<![A-Za-z])fix(?:es|ing)?(?![A-Za-z]))"
)
_INCIDENT_ENTRY = lazy(  # (a mark the incident's lead carries may stand before `entry`: `⚑`)
    r"事故(?:的)?条目|故障(?:的)?条目|(?:事故|故障)单"  # (`记在故障单下`: the incident's ticket)
    r"|(?i:(?<![A-Za-z])incident(?:'s)?\s+(?:own\s+)?(?:[^\w\s`*]{1,2}\s+)?entry)"
)


# A preamble filing a fix under the incident it fixes (`a fix goes under the incident it fixes`,
# `修复记在其所修复的事故下`): the fix, a filing verb, then the incident.
_FIX_GOES_UNDER_INCIDENT = lazy(
    # (`a fix or follow-up of that incident goes under the incident entry`)
    r"(?i:(?<![A-Za-z])fix(?:es)?(?:\s+(?:or|and)\s+follow-?ups?)?"
    r"(?:\s+(?:of|to|for)\s+(?:that|the|an|its|this)\s+incident)?"
    r"\s+(?:goes|go|is\s+filed|are\s+filed|is\s+recorded|are\s+recorded"
    r"|is\s+written|are\s+written)\s+(?:under|below|beneath)\s+(?:the|its)\s+incidents?(?![A-Za-z]))"
    r"|修复[^，,；;。：:]{0,8}?(?:记|写|归|挂)(?:在|入|到|于)[^，,；;。]{0,8}?(?:事故|故障)"
)


def states_fixes_under_incident(preamble: str) -> bool:
    """A clause of the preamble files an incident's fix releases under the incident's entry
    (`_FIX_RELEASES` then `_INCIDENT_ENTRY`), no denial before it."""
    clauses = (" ".join(c.split()) for c in _PREAMBLE_CLAUSE.split(preamble.replace("*", "")))
    for clause in clauses:
        fix = _FIX_RELEASES.search(clause)
        entry = _INCIDENT_ENTRY.search(clause, fix.end()) if fix else None
        if entry is not None and not _NOT.search(clause[: entry.start()]):
            return True
    return False


# A mark a preamble says incident entries open with (`事故单独成条，条首用 `▲``, `incident entries
# are marked `⚠``): a symbol in a code span, in a sentence naming incidents and entries.
_MARK_SENTENCE_END = lazy(r"[。；;\n]|\.\s")
_MARK_IN_CODE = lazy(r"`(?P<mark>[^\w\s`]{1,2})`")
_ENTRY_OPENING = lazy(
    r"条首|领句|开头|(?i:(?<![A-Za-z])(?:marked|prefixed|led|starts?|opens?)(?![A-Za-z]))"
)


def incident_marks(preamble: str) -> frozenset[str]:
    """The marks the preamble gives incident entries' leads (`事故与安全事件单独成条，条首用 `▲``):
    a symbol in a code span of a sentence naming incidents and how entries open, no other kind
    of entry named before the incidents in it."""
    found: set[str] = set()
    for sentence in _MARK_SENTENCE_END.split(preamble.replace("*", "")):
        said = _INCIDENT_NAMED.search(sentence)
        if said is None or _ENTRY_OPENING.search(sentence) is None:
            continue
        found |= {m["mark"] for m in _MARK_IN_CODE.finditer(sentence, said.start())}
    return frozenset(found)


_INCIDENT_NAMED = lazy(r"事故|安全事件|(?i:(?<![A-Za-z])incidents?(?![A-Za-z]))")


def states_fix_under_its_incident(preamble: str) -> bool:
    """The preamble files a fix under the incident it fixes (`states_fixes_under_incident`, or
    `a fix goes under the incident it fixes`: `_FIX_GOES_UNDER_INCIDENT`, no denial inside)."""
    if states_fixes_under_incident(preamble):
        return True
    clauses = (" ".join(c.split()) for c in _PREAMBLE_CLAUSE.split(preamble.replace("*", "")))
    for clause in clauses:
        goes = _FIX_GOES_UNDER_INCIDENT.search(clause)
        if goes is not None and not _NOT.search(goes.group()):
            return True
    return False


# Where a document files incidents, read from its own entries (P4 of bench/conventions-survey.md).
# An incident label at a sub-item's head (`- 事故：…`, `- Advisory (2030-03-19): …`,
# `- ⚠ 2030-09-12: …`, `Update (…): us-east outage`).
_ITEM_LABEL = lazy(
    rf"事故|故障|宕机|{ADVISORY_ZH}|安全事件|⚠|(?i:(?<![A-Za-z])(?:incidents?|outages?|postmortems?"
    r"|advisory|advisories)(?![A-Za-z]))"
)
_ITEM = lazy(r"^\s*(?:[-*+]|\d+[.)])\s+(?P<rest>.*)")
# What a sub-item opens with before what it says: an arrow, a date (`【03-19】`, `2030-03-19：`).
_ITEM_OPENING = lazy(
    r"[\s↳▸⤷→•]*(?:[【\[(（]?\s*(?:\d{4}[-/.年])?\d{1,2}[-/.月]\d{1,2}日?\s*[】\])）]?)?[\s:：·—–-]*"
)
_RELEASE_LED = lazy(r"(?:[A-Za-z][\w.+-]*\s+)?v?\d+\.\d+")
_FIX_LED = lazy(r"修复|修正|(?i:fix(?:ed|es)?(?![A-Za-z]))")
# A pointer to an entry filed elsewhere (`长会话泄漏见 §1.4 事故条目`, `(see §1.4)`).
_ELSEWHERE = lazy(r"见\s*§|(?i:(?<![A-Za-z])see\s+§)|[（(]\s*§\s*\d")
_ADVISORY_ID = lazy(r"(?i)(?<![A-Za-z0-9])(?:CVE-\d{4}-\d{4,7}|GHSA(?:-[0-9a-z]{4}){3})")
_BARE_ISSUE = lazy(r"(?<![A-Za-z0-9_/#&])#\d{2,}(?![0-9])")
_TROUBLE = lazy(r"回归|缺陷|(?i:(?<![A-Za-z])regress\w*)")


def reports_incident_item(line: str) -> bool:
    """A sub-item of an entry reports an incident of its thing: an incident label at its head
    (`- 事故：…`, `- Advisory (date): …`, `- ⚠ date: …`), an advisory's id leading it, or an
    issue, CVE or GHSA cited beside a symptom (`- Update 07-26: decode OOM (o/r#1182)`); not
    a release's line (`- 2030-09-03 0.9.2：修复…`), a fix, a pointer to an entry elsewhere
    (`见 §1.4 事故条目`), nor a line a night wrote (its marker)."""
    said = _item_said(line)
    if said is None:
        return False
    rest, head = said
    if _ITEM_LABEL.search(rest[:48]) or _ADVISORY_ID.match(head) or _harm_headed(head):
        return True
    if _loss_headed(head) or _damage_headed(head):
        return True
    cited = refs.first_github_ref(rest) or _BARE_ISSUE.search(rest) or _ADVISORY_ID.search(rest)
    if not cited or _shipped_before(rest, rest.find("#") if "#" in rest else len(rest)):
        return False  # (`续：1.4 发布，修复长请求挂起（o/r#498）`: a release's note)
    return bool(SYMPTOM.search(rest) or chinese_symptoms(rest))


# Harm done by an attack, said in words (`窃取 API Key`, `插件投毒`, `exfiltrated keys`).
_HARM = lazy(
    r"窃取|窃密|投毒|后门|(?i:(?<![A-Za-z])(?:stole|stolen|steals?|exfiltrat\w*|typosquat\w*"
    r"|backdoor(?:s|ed)?|poison(?:ed|ing)?)(?![A-Za-z]))"
)
_ITEM_HEAD_END = lazy(r"[：:，,；;。]")


def reports_harm(text: str) -> bool:
    """The text reports a security flaw or an attack's harm in words (`typosquatted plugin
    harvested API keys`, `插件投毒`, `prompt injection via …`), not a defence against one."""
    said = _DEFENDED.sub(" ", text)
    return bool(_FLAW.search(said) or _HARM.search(said))


# Data a fault lost, said in words (`命名空间丢失最近 40 分钟写入`, `丢数`, `数据丢失`, `lost the
# last 40 minutes of writes`, `data loss`): damage done, an incident's report.
_DATA_LOST = lazy(
    r"丢失[^，,；;。]{0,16}?(?:写入|数据|记录)|丢数|数据丢失"
    r"|(?i:(?<![A-Za-z])(?:data\s+loss|lost\s+(?:[\w~%.-]+\s+){0,6}?(?:writes|data|records))"
    r"(?![A-Za-z]))"
)

# The word a dated update opens on before its news (`续：`, `更新：`, `Update:`).
_CONTINUED_WORD = lazy(r"^\s*(?:续|更新|追记|补记|(?i:update))\s*[：:]\s*")


def _loss_headed(head: str) -> bool:
    """A sub-item's first clause reports data a fault lost (`复制链路 bug 导致约 0.3% 命名空间丢失
    最近 40 分钟写入；厂商称已回滚修复`): an incident of the entry's thing, reported under it."""
    head = _CONTINUED_WORD.sub("", head, count=1)  # (`续：…`: the update's own words after)
    return _DATA_LOST.search(_ITEM_HEAD_END.split(head, maxsplit=1)[0]) is not None


def _damage_headed(head: str) -> bool:
    """A sub-item's first clause, before any bracket, reports damage or an outage by its word
    (`index corruption in 5.2 — merge racing deletes breaks HNSW edges`, `华东区宕机 2 小时`;
    `_DAMAGE_NAMED`), no fix of it (`修复索引损坏`): an incident of the entry's thing."""
    head = _CONTINUED_WORD.sub("", head, count=1)
    first = _BRACKET_OPEN.split(_ITEM_HEAD_END.split(head, maxsplit=1)[0], maxsplit=1)[0]
    return _DAMAGE_NAMED.search(first) is not None and _FIX.search(first) is None


_BRACKET_OPEN = lazy(r"[（(]")


def _harm_headed(head: str) -> bool:
    """A sub-item's first clause reports a security flaw or an attack's harm in words
    (`隐藏表单字段提示注入：…`, `仿冒插件读取环境变量窃取 API Key，已下架`), not a defence
    against one (`新增提示注入防护`)."""
    return reports_harm(_ITEM_HEAD_END.split(head, maxsplit=1)[0])


def reports_advisory_item(line: str) -> bool:
    """A sub-item of an entry reports a security advisory of its thing: a CVE or GHSA id, or
    an advisory's word at its head (`- Advisory (2030-03-14): CVE-…`, `- 2029-10-30 安全公告
    HALY-2029-007`); not a release's line, a fix, a pointer elsewhere (`reports_incident_item`)."""
    said = _item_said(line)
    if said is None:
        return False
    rest, _ = said
    cited = _ADVISORY_ID.search(rest)
    if cited is not None and _shipped_before(rest, cited.start()):
        return False  # (`续：1.4.1 发布，修复 CVE-…`: a release's note)
    return bool(cited or _ADVISORY_SAID.search(rest[:48]))


def _item_said(line: str) -> tuple[str, str] | None:
    """A sub-item's text and what it says after its opening (an arrow, a date), where it may
    report something of its entry's thing: None for no sub-item, a night's line, a release's
    line, a fix or a pointer to an entry filed elsewhere."""
    item = _ITEM.match(line)
    if item is None or marker.ANYWHERE.search(line):
        return None
    rest = item["rest"]
    opening = _ITEM_OPENING.match(rest)
    head = rest[opening.end() :] if opening else rest
    if _RELEASE_LED.match(head) or _FIX_LED.match(head) or _ELSEWHERE.search(rest):
        return None
    return rest, head


# A release said shipping (`发布`, `released`), in a sub-item before what it cites.
_SHIPPED = lazy(r"发布|发版|正式版|(?i:(?<![A-Za-z])(?:released?|ships?|shipped)(?![A-Za-z]))")


def _shipped_before(rest: str, at: int) -> bool:
    """A sub-item says a release or a fix before what it cites at `at` (`续：1.4.1 发布，修复
    CVE-…`, `11-08 续：3.2 发布；修复重载后死锁（o/r#2210）`): a release's note, no report of
    an incident or advisory (`_item_said` leaves out only a line a release or fix leads)."""
    before = rest[:at]
    return bool(_FIX.search(before) or _SHIPPED.search(before))


_ADVISORY_SAID = lazy(
    rf"{ADVISORY_ZH}|(?i:(?<![A-Za-z])(?:security\s+)?advisor(?:y|ies)(?![A-Za-z]))"
)


def says_advisory(text: str) -> bool:
    """The text says a security advisory (`安全公告`, `security advisory`)."""
    return _ADVISORY_SAID.search(text) is not None


def may_cite_advisory(text: str) -> bool:
    """`_ADVISORY_ID` may match in `text`: it holds `cve-` or `ghsa` in any case
    (`may_write_any`), tested in C (issue 26, round 42)."""
    return may_write_any(text, ("cve-", "ghsa"))


def advisory_entry(name: str, lead: str) -> bool:
    """An entry of a security advisory's own: its name holds a CVE or GHSA id, or its lead
    does in its first 100 characters, no fix said before it (`Inkstone MCP Server 0.8.2 —
    CVE-2027-38112 — path traversal`; not `5.1 发布，修复快照路径穿越（见 §1.4 CVE-…）`), in
    its first clause (not `多租户批调度器，依赖 NCCL；已随上游修补 CVE-…`: background)."""
    if may_cite_advisory(name) and _ADVISORY_ID.search(name):
        return True
    if not may_cite_advisory(lead[:100]):
        return False  # (no id in the lead's first 100 characters: none in its first clause)
    head = first_clause(lead[:100])
    cited = _ADVISORY_ID.search(head)
    return cited is not None and not _FIX.search(head[: cited.start()])


_CLAUSE_END = lazy(r"[；;。]")


def first_clause(lead: str) -> str:
    """A lead's text up to its first `；`, `;` or `。`: what the entry is, before background."""
    return _CLAUSE_END.split(lead, maxsplit=1)[0]


def named_by_issue(name: str) -> bool:
    """An entry's name is an issue (`vllm-project/vllm#33107`, `vLLM issue #40211`): the
    entry is that issue's."""
    return bool(refs.first_github_ref(name) or _BARE_ISSUE.search(name))


def cites_incident(lead: str) -> bool:
    """An entry's lead opens on an issue it reports (`**Qdrant 快照恢复丢失 payload 索引**
    （qdrant/qdrant#6120）`, `[vLLM issue #40211](…) — FP8 KV-cache scale becomes NaN`):
    an issue cited in its first 160 characters, beside a symptom or a word of trouble."""
    text = lead[:160]
    if not (refs.first_github_ref(text) or _BARE_ISSUE.search(text)):
        return False
    said = SYMPTOM.search(text) or chinese_symptoms(text)
    if said or (may_write_any(text, _INCIDENT_WORDS_WRITTEN) and INCIDENT_WORDS.search(text)):
        return True
    if may_write_any(text, _FLAW_WORDS) and _FLAW.search(text):
        return True
    return may_write_any(text, _TROUBLE_WORDS) and _TROUBLE.search(text) is not None


# Words each of `cites_incident`'s last patterns needs, one at least (`INCIDENT_WORDS`, `_FLAW`,
# `_TROUBLE`), lower-cased: tested in C before the pattern is searched (issue 26, round 42; the
# tests hold each against its pattern).
_INCIDENT_WORDS_WRITTEN = ("事故", "故障", "安全事件", "incident", "outage", "bug")
_FLAW_WORDS = (
    *("漏洞", "绕过", "逃逸", "越权", "提权", "注入", "穿越", "越界", "缓冲区溢出", "远程代码执行"),
    *("vulnerabilit", "bypass", "traversal", "escape", "injection", "escalation", "rce"),
    *("exploit", "overflow", "out-of-bounds", "execution", "security"),
)
_TROUBLE_WORDS = ("回归", "缺陷", "regress")


def shown_home(apart: int, release: int, product: int) -> tuple[str, int]:
    """Where a document's own entries file incidents, and how many entries show it: `apart`
    where some are incidents' own entries (`apart`) and no other's sub-items report one;
    `release` (`product`) where only sub-items of release (product) entries do, the more of
    them; "" where neither or both."""
    if apart and not (release or product):
        return "apart", apart
    if (release or product) and not apart:
        return ("release", release) if release > product else ("product", product)
    return "", 0


def trouble_kept_apart(apart: int, held: int) -> bool:
    """A document's own entries keep trouble (incidents, advisories, damage) apart: `apart`
    entries of its own, two or more, and no entry holding sub-items reporting it (`held`);
    where they disagree, or one entry alone shows it, nothing is read."""
    return apart >= 2 and not held


# Damage or an outage an entry's name reports (`index corruption`, `数据丢失`, `宕机`).
_DAMAGE_NAMED = lazy(
    r"损坏|损毁|数据丢失|宕机"
    r"|(?i:(?<![A-Za-z])(?:corrupt(?:ion|ed)|outage|data\s+loss)(?![A-Za-z]))"
)


_DAMAGE_WORDS = ("损坏", "损毁", "数据丢失", "宕机", "corrupt", "outage", "loss")


def _may_name_damage(name: str) -> bool:
    """`_DAMAGE_NAMED` may match in `name`: it holds one of its words (`_DAMAGE_WORDS`, in any
    case: `may_write_any`), tested in C (issue 26, round 42)."""
    return may_write_any(name, _DAMAGE_WORDS)


def damage_named(name: str, lead: str) -> bool:
    """An entry's name reports damage or an outage (`Tidepool Cloud eu-west-1 index corruption,
    Jan 27`, `Quarry Cloud 宕机`), its lead no tool's (not `Outage Radar — outage detector`)."""
    said = _may_name_damage(name) and _DAMAGE_NAMED.search(name) is not None
    said = said or says_down(name)
    return said and not describes_tool(lead)


def stated_home(under: bool, apart: bool, news: bool) -> str:
    """The preamble's home of incidents: `under` the entry they affect (`under`), `apart`
    (entries of their own: incidents, bugs or listed kinds), `both` (kinds differ: a single
    product's under it, others apart), `said` (only news of incidents filed under the release
    it concerns, `news`: no home of incidents), "" (nothing said)."""
    if under:
        return "both" if apart else "under"
    return "apart" if apart else "said" if news else ""


def reconciled_home(stated: str, shown: str, entries: int) -> str:
    """The home of incidents the decisions rest on, from the preamble's reading (`stated`:
    `apart`, `under`, "") and the entries' (`shown_home`, shown by `entries` entries): the
    preamble's where the entries agree or say nothing, the entries' where the preamble is
    silent; `conflict` where the preamble files them under the entry they affect and two
    entries or more keep them apart, or the other way round (one may be an exception the
    editor made: `Engine bugs that get their own line are in 1.4`)."""
    under = stated == "under" and shown == "apart"
    if entries >= 2 and (under or (stated == "apart" and shown in ("release", "product"))):
        return "conflict"
    return stated or shown


# A tool's or service's head noun closing a description's first clause (`死锁检测器`,
# `崩溃转储收集与符号化服务`), or one an article opens it on (`a deadlock detector for …`).
_TOOL_WORDS = (
    r"detector|tracer|profiler|analy[sz]er|collector|inspector|sanitizer|monitor|tool(?:kit)?"
    r"|library|service|dashboard|plugin"
)
_TOOL_NOUN = lazy(
    rf"(?:器|工具|服务|探针|平台|框架|插件|库|SDK|(?i:(?<![A-Za-z])(?:{_TOOL_WORDS})s?))\s*$"
)
_ARTICLE_TOOL = lazy(rf"(?i)^(?:an?|the)\s+(?:[\w-]+\s+){{0,4}}?(?:{_TOOL_WORDS})s?(?![A-Za-z])")
_TOOL_CLAUSE = lazy(r"[^，,；;。(（]*")


def describes_tool(lead: str) -> bool:
    """An entry's lead describes a tool or a service, not an incident (`Deadlock Hound — 死锁
    检测器，…`, `Crash Courier — 崩溃转储收集与符号化服务`, `Stall Lens — a stall tracer for
    …`): its description's first clause ends on a tool's noun, or an article opens it on one."""
    parts = _NAME_END.split(lead, maxsplit=1)
    if len(parts) < 2:
        return False
    clause = _TOOL_CLAUSE.match(parts[1].strip()).group().strip()  # type: ignore[union-attr]
    return bool(_TOOL_NOUN.search(clause) or _ARTICLE_TOOL.match(clause))


def symptom_after_name(lead: str) -> bool:
    """An entry's lead names its product and then the symptom it reports, before its
    description (`**Sorrel** 空 schema 时崩溃（11-14）— 需重启`, `Wicket — index merge hangs —
    …`): the name the old readers of incidents take (`entry_name`) says a symptom, and a
    description follows it; not a tool a trouble's word names (`describes_tool`)."""
    parts = _DASHED.split(lead, maxsplit=1)
    if len(parts) < 2 or not SYMPTOM.search(parts[0]):
        return False  # (the symptom first: most leads say none, nothing more read)
    return not describes_tool(lead) and not _FIX.search(parts[0])  # (`**Quay 2.5** 修复…`)


_DASHED = lazy(r"\s*[—–]{1,2}\s*|：|:\s")  # (`（11-14）— 需重启`: a dash the name ends on)
