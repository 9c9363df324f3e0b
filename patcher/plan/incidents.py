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

from dataclasses import dataclass

from patcher.text import refs
from patcher.text.glossary import Glossary
from patcher.text.lazy import lazy
from patcher.text.normalise import LATIN_AFTER, LATIN_BEFORE, fold_width

# The glossary's canonical terms that name a symptom (what goes wrong), not a kind of thing.
SYMPTOMS = frozenset(
    {
        "hang",
        "memory leak",
        "out of memory",
        "truncation",
        "crash",
        "deadlock",
        "timeout",
        "false positive",
        "garbled output",
        "nan",
        "segfault",
        "eviction storm",
        "drift",
    }
)
# Terms that say the bug came back, not what it is about (`4096 截断回归`).
AGAIN = frozenset({"regression"})
_AGAIN = lazy(r"回归|再现|复现|重现|(?i:regress\w*|recur\w*|again|reappear\w*)")
# A title about a fix cites the fix's pull request or commit, not the bug's issue.
_FIX = lazy(
    r"修复|修正|补丁|合入|(?i:(?<![A-Za-z])(?:fix|fixed|fixes|patch|patched|pr)(?![A-Za-z]))"
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
    products: frozenset[str]  # of those, the product-like ones (`vllm`, `larchserve`)
    named: frozenset[str]  # of those, the ones written with a capital or a digit (`JSON`)
    numbers: frozenset[str]  # distinctive numbers (`4096`)
    issues: frozenset[str]  # `owner/repo#N`
    again: bool = False  # says the bug came back (`回归`, `regression`)
    fix: bool = False  # says it is a fix (`补丁`, `patch`): its issue is the fix's


def described(text: str, glossary: Glossary, common: frozenset[str]) -> Described:
    """What `text` says: its symptoms, terms, Latin words, product words, numbers, issues."""
    text = fold_width(text)
    terms = glossary.terms(text)
    left = glossary.without(text)  # (folded: the words that are no term)
    words = frozenset(m.group().casefold() for m in _LATIN.finditer(left)) - common
    products = frozenset(
        m.group().casefold()
        for m in _LATIN.finditer(text)
        if _PRODUCT.search(m.group()) and m.group().casefold() in words
    )
    named = frozenset(
        m.group().casefold()
        for m in _LATIN.finditer(text)
        if not m.group().islower() and m.group().casefold() in words
    )
    numbers = frozenset(n.casefold() for n in _NUMBER.findall(text) if not _YEAR.match(n))
    return Described(
        symptoms=terms & SYMPTOMS,
        terms=terms - SYMPTOMS - AGAIN,
        words=words,
        products=products,
        named=named,
        numbers=numbers,
        issues=frozenset(refs.github_refs(text)),
        again=comes_back(text),
    )


def comes_back(text: str) -> bool:
    """The text says the bug came back (`回归`, `再现`, `regression`)."""
    return bool(_AGAIN.search(text))


def is_fix(text: str) -> bool:
    """The text is about a fix (`补丁`, `修复`, `patch`): an issue it cites is the fix's."""
    return bool(_FIX.search(text))


def entry_name(lead: str) -> str:
    """The name part of an entry's lead (what it is called, before its description)."""
    return _NAME_END.split(lead, maxsplit=1)[0]


def same_incident(title: Described, name: Described, lead: Described) -> str | None:
    """Why a title (its subject, `title`; its issues from the whole title) describes the
    incident an entry is named by (`name`: its name; `lead`: its whole lead), or None."""
    symptoms = title.symptoms & name.symptoms
    if not symptoms or not title.products or not title.products <= lead.words:
        return None  # (another symptom, no product, or another product)
    if not title.named <= lead.words or not title.terms <= lead.terms:
        return None  # (the title names a thing the entry does not: `tool-call … JSON`)
    own = title.issues and lead.issues and not title.issues & lead.issues
    if own and not title.again and not title.fix:
        return None  # (a bug with an issue of its own, the entry another's; a fix cites its PR)
    more = sorted(
        (title.words - title.products) & lead.words
        | title.terms & lead.terms
        | title.numbers & lead.numbers
        | title.issues & lead.issues
    )
    if not more:
        return None
    said = ", ".join(f'"{w}"' for w in [*sorted(title.products), *sorted(symptoms), *more])
    return f"title describes the same incident ({said})"
