"""The home a preamble's words give each kind of news, clause by clause (any wording)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from patcher.text.lazy import lazy

UNDER = "under_product"
APART = "apart"

# The words naming each kind of news (a kind's own word, not one inside another: `对比评测` is a
# comparison, `大版本` a generation, `评测基准` a benchmark, no score).
_KIND_WORDS = {
    "incident": lazy(
        r"事故|故障|宕机|(?<![打])中断|漏洞|安全(?:问题|事件|公告|通告)|CVE|复盘|出事"
        r"|(?i:(?<![A-Za-z])(?:incidents?|outages?|security|vulnerabilit(?:y|ies)|advisor(?:y|ies)"
        r"|post-?mortems?|CVEs?|breaks|bugs?)(?![A-Za-z]))"
    ),
    "release": lazy(
        r"(?<![大主])版本|发布|补丁|(?i:(?<![A-Za-z])(?<!major\s)(?:releases?|versions?|patch(?:es)?"
        r"|ships)(?![A-Za-z]))"
    ),
    "score": lazy(
        r"成绩|分数|跑分|得分|(?<!对比)(?<!横向)评测(?!基准|集)|测评结果"
        r"|(?i:(?<![A-Za-z])(?:scores?|results|measurements?)(?![A-Za-z]))"
    ),
    "paper": lazy(r"论文|数据集|(?i:(?<![A-Za-z])(?:papers?|datasets?)(?![A-Za-z]))"),
    "generation": lazy(
        r"(?<![A-Za-z\d])代(?![理码表言替价办购销号])|大版本|主版本"
        r"|(?i:(?<![A-Za-z])(?:generations?|major\s+(?:versions?|releases?))(?![A-Za-z]))"
    ),
    "comparison": lazy(
        r"对比|横评|(?i:(?<![A-Za-z])(?:comparisons?|head-to-head|versus|vs\.?|bake-?offs?)"
        r"(?![A-Za-z]))"
    ),
}

_PATCHES = lazy(
    r"补丁版?本?|候选版|修复版本?|小版本"
    r"|(?i:(?<![A-Za-z])(?:(?:fix(?:ing)?\s+)?patch(?:es)?(?:\s+releases?)?|hotfix(?:es)?|rc"
    r"|fix(?:ing)?\s+releases?|release\s+candidates?)(?![A-Za-z]))"
)
# An entry's own follow-ups (`后续进展`, `事故进展`, `follow-ups`): news of whatever entry it is,
# no kind's home.
_PROGRESS = lazy(
    r"(?:事故|故障)?(?:后续)?进展|后续|(?i:(?<![A-Za-z])(?:incident\s+)?(?:follow-?ups?|progress)"
    r"(?![A-Za-z]))"
)
# Words saying a thing is an entry of its own.
_APART = lazy(
    r"单独(?:成条|一条|立条|建条|开条|记|列|一个条目|条目)|单列|独立成条|自成一条|各自(?:独立|单独)?(?:成条|一条)"
    r"|另(?:起|立|开)(?:新)?(?:一)?(?:个)?条(?:目)?|新开(?:一)?(?:个)?(?:条目?)?|即条目"
    r"|(?i:(?<![A-Za-z])(?:(?:(?:its|their)\s+)?(?<!'s\s)own\s+(?:top-level\s+|new\s+|§\s?[\d.x]+\s+)?"
    r"(?:entry|entries|line|bullet|card)"
    r"|(?:entry|entries)\s+of\s+(?:its|their)\s+own|news\s+of\s+its\s+own"
    r"|(?:a\s+)?separate\s+(?:entry|entries)|are\s+separate|(?:listed|filed|kept)\s+separately"
    r"|(?:a|one)\s+new\s+(?:top-level\s+)?entry|stands?\s+alone|apart)(?![A-Za-z]))"
)
# Words putting a thing in another entry, its home named after them (`记在…条目下`, `under the
# model's entry`, `added to the entry of the model`), or a home named before `条目下`
# (`产品条目下只记版本发布`); and words making it a sub-item or an update, no home named.
_PUT = lazy(
    r"(?:记|写|挂|归|放|追加|并|合并|列|收|续写)(?:在|入|到|进|于|为)|写进|记为|作为|跟(?:着|随)?|属于"
    r"|(?i:(?<![A-Za-z])(?:under|beneath|(?:put|keep|kept|filed?|go(?:es)?|stays?|lives?)\s+"
    r"(?:\w+\s+)?(?P<with>with)"
    r"|(?:to|in|into|on)\s+(?:the|its|their|each)\s+(?:[\w-]+(?:'s)?\s+)?entry(?:\s+of)?)(?![A-Za-z]))"
)
_SUB_ITEM = lazy(
    r"子项|子要点|子条目|更新|(?i:(?<![A-Za-z])(?:sub-?bullets?|sub-?items?|updates?)(?![A-Za-z]))"
)
# The home named: the product's (its model, family, service, the existing entry) or a
# benchmark's (a leaderboard's, a data set's: where scores go apart from the product).
_HOMES = (
    (
        "product",
        r"产品|模型|项目|服务|家族|系列|原条目|原有条目|被测|被评测"
        r"|(?i:(?<![A-Za-z])(?:products?|models?|famil(?:y|ies)|projects?|services?|systems?|generations?"
        r"|existing\s+entry)(?![A-Za-z]))",
    ),
    (
        "release",  # (the release's entry: a product's to an incident, none to a release)
        r"所属|受影响|(?:对应|所涉)?版本条目|(?i:(?<![A-Za-z])(?:release\s+(?:line|entry)|affected)"
        r"(?![A-Za-z]))",
    ),
    (
        "benchmark",
        r"基准|榜单|数据集|(?i:(?<![A-Za-z])(?:benchmarks?|leaderboards?|datasets?)(?![A-Za-z]))",
    ),
)
_HOME = lazy("|".join(f"(?P<{name}>{words})" for name, words in _HOMES))
_HOME_BEFORE = lazy(
    rf"(?:{_HOMES[0][1]})[^，,。；;]{{0,6}}?(?:的)?条目(?:之)?(?:下|的子项|的子要点|的更新)"
)
_HOME_SPAN = 24  # (how far after the putting words the home is named)
_CJK_NEGATION = lazy(r"不(?![同仅止只少久])|未|非|无需|勿|别")
_LATIN_NEGATION = lazy(
    r"(?i)(?<![A-Za-z])(?:not|never|no|don't|doesn't|aren't|isn't|nor|rather\s+than|instead\s+of)"
    r"(?![A-Za-z])"
)
# A distributive rule naming its unit (`每个产品一条`, `一个模型家族一个条目`, `one entry per
# release`, `每次发布一条`, `按版本分条`): the unit's kind and home.
_UNITS = (
    (lazy(r"(?i)大版本|主版本|代|major|generation"), "generation", APART),
    (lazy(r"(?i)家族|系列|族|famil"), "generation", UNDER),
    (lazy(r"(?i)产品|项目|product|project"), "release", UNDER),
    (lazy(r"(?i)版本|发布|release|version"), "release", APART),
    (lazy(r"(?i)论文|paper"), "paper", APART),
)
_PER_UNIT = lazy(
    r"(?:每|一)(?:个|次|一)?(?P<zh>大版本|主版本|代(?![理码表言替价办购销号])|模型家族|家族|系列|模型族"
    r"|产品族|产品线?|项目|版本|发布|论文)[^。；;，,：:]{0,8}?(?:一|单独一)(?:个)?条"
    r"|按(?P<by>大版本|主版本|代|版本|产品|项目)(?:分|立|拆|成)条"
    r"|(?i:(?<![A-Za-z])(?:(?:one|an?|single)\s+(?:separate\s+|top-level\s+)?(?:entry|bullet|item|card)"
    r"\s+(?:per|for\s+(?:each|every))\s+(?:model\s+)?(?P<en>major\s+(?:version|release)|generation"
    r"|family|product|project|release|version|paper)"
    r"|(?:each|every)\s+(?:model\s+)?(?P<each>family|product|project)\s+gets\s+(?:one|a\s+single)"
    r"\s+entry|(?P<plural>products?|projects?)\s+one\s+entry\s+each)(?![A-Za-z]))"
)
_SENTENCE = lazy(r"[。!?！？\n]|\.(?:\s|$)")
_PART = lazy(r"[，,；;:：]|(?<=\d)\.\s")
# A line break inside a paragraph (a hard-wrapped line goes on; a bullet, a number, a heading or
# a blank line starts anew).
_WRAP = lazy(r"\n(?![ \t]*(?:[-*+]\s|\d+[.)、]\s?|#|>?\s*\n|>\s*[-*+\d]))[ \t]*>?[ \t]*")
_BRACKET = lazy(r"[（(](?P<inner>[^（()）]*)[)）]")
_INCLUDING = lazy(r"^\s*(?:含|包括|包含|(?i:incl(?:uding|\.)?)(?![A-Za-z]))")
_MARKUP = lazy(r"<!--|-->|\*+|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])|^\s*>\s*|^\s*[-+]\s+", re.M)

Homes = dict[str, str]  # kind → its home


def _kinds(text: str) -> frozenset[str]:
    """The kinds of news the text names (a patch or a candidate is no release's kind here: the
    release readers read where they go; nor an incident's progress, its own entry's news)."""
    text = _PROGRESS.sub(" ", _PATCHES.sub(" ", text))
    return frozenset(kind for kind, words in _KIND_WORDS.items() if words.search(text))


def _denied(part: str, at: int) -> bool:
    """A negation right before `at`: in its eight characters (Chinese), or its three words."""
    if _CJK_NEGATION.search(part[max(0, at - 8) : at]):
        return True
    words = re.findall(r"[A-Za-z']+", part[max(0, at - 40) : at])[-3:]
    return _LATIN_NEGATION.search(" ".join(words)) is not None


def _home_after(part: str, at: int) -> tuple[str, int] | None:
    """The first home named in the span after `at`, and where it ends."""
    home = _HOME.search(part[at : at + _HOME_SPAN])
    if home is None:
        return None
    return next(name for name, _ in _HOMES if home[name]), at + home.end()


@dataclass(frozen=True)
class _Placed:
    """One saying of a home in a part: for which target (product, benchmark, own, sub-item),
    the home it gives, and the span it takes (no kind is read inside it)."""

    target: str
    home: str
    start: int
    end: int


def _put(part: str) -> list[_Placed]:
    """The homes the part's putting words give (`记在产品条目下`, `not filed under the product`)."""
    found = []
    for put in _PUT.finditer(part):
        after = _home_after(part, put.end())
        if after is None:
            continue
        target = after[0]
        denied = _denied(part, put.start())
        if target == "benchmark" and denied:
            continue  # (`not under the benchmark`: no home said)
        home = APART if denied or target == "benchmark" else UNDER
        start = put.start("with") if put["with"] else put.start()
        found.append(_Placed(target, home, start, len(part)))  # (the rest: where it goes)
    for before in _HOME_BEFORE.finditer(part):
        home = APART if _denied(part, before.start()) else UNDER
        found.append(_Placed("product", home, before.start(), before.end()))
    return found


def _apart(part: str) -> list[_Placed]:
    """The part's words giving an entry of its own (`单独成条`; `不单列` gives none: under)."""
    found = []
    for apart in _APART.finditer(part):
        home = UNDER if _denied(part, apart.start()) else APART
        found.append(_Placed("own", home, apart.start(), apart.end()))
    for sub in _SUB_ITEM.finditer(part):
        found.append(_Placed("sub-item", UNDER, sub.start(), sub.end()))
    return found


# Where a clause starts, and what may open it before a distributive rule (`约定：每个产品一条`,
# `We keep one entry per product`, `本文按“一个项目一个条目”记录`, `不按版本分条`).
_CLAUSE_START = lazy(r"[:：，,；;—]")
_OPENING = lazy(
    r"(?i)^[\s\W]*(?:we\s+keep|keep|本文(?:档)?按?|按|不再?"
    r"|(?:do\s+not|don't|never)\s+(?:create|open|make|add|start))?[\s\W]*$"
)


def _per_unit(text: str) -> Homes:
    """The homes the text's distributive rules give their units' kinds."""
    homes: Homes = {}
    for rule in _PER_UNIT.finditer(text):
        opening = _CLAUSE_START.split(text[: rule.start()])[-1]
        if not _OPENING.match(opening):
            continue  # (`papers, tools and incidents get one entry per product`: theirs)
        unit = next(u for u in rule.groups() if u)
        kind, home = next((k, h) for words, k, h in _UNITS if words.search(unit))
        if _denied(text, rule.start()):
            if (kind, home) != ("release", APART):
                continue  # (only `不按版本分条`, `do not create an entry per release` is a rule)
            home = UNDER
        _add(homes, kind, home)
    return homes


def _add(homes: Homes, kind: str, home: str) -> None:
    """Record a kind's home; two homes said for one kind cancel out ("")."""
    homes[kind] = home if homes.get(kind, home) == home else ""


def _placed(part: str) -> list[_Placed]:
    """Every saying of a home in the part (a sub-item's only where no home is put: `as a
    sub-bullet under the benchmark` is the benchmark's)."""
    put = _put(part)
    return put + [p for p in _apart(part) if not put or p.target != "sub-item"]


def _masked(part: str, placed: list[_Placed]) -> str:
    """The part with the spans of its sayings blanked (`under the release line`: no kind)."""
    for p in placed:
        part = part[: p.start] + " " * (p.end - p.start) + part[p.end :]
    return part


def _part_homes(
    part: str, carried: frozenset[str], productish: bool
) -> tuple[Homes, frozenset[str]]:
    """The homes one part gives the kinds it names (else the kinds an earlier part named), and
    the kinds a later part naming none speaks of."""
    placed = _placed(part)
    masked = _masked(part, placed)
    first = min((p.start for p in placed), default=len(part))
    subject = _kinds(masked[:first])
    if not subject and (_PATCHES.search(part[:first]) or _PROGRESS.search(part[:first])):
        return {}, frozenset()  # (`补丁记在…下`: a patch's rule, no carried kind's)
    if not subject and _HOME.search(masked[:first]):
        carried = frozenset()  # (`评测基准各自成条`: the benchmark's rule, not the kinds before)
    kinds = subject or _kinds(masked) or carried  # (the subject first)
    if _PER_UNIT.search(part):
        return _said(placed, kinds, productish), frozenset()  # (a unit's rule: none carried)
    return _said(placed, kinds, productish), kinds


def _said(placed: list[_Placed], kinds: frozenset[str], productish: bool) -> Homes:
    """The homes a part's sayings give its kinds."""
    homes: Homes = {}
    for p in placed:
        for kind in kinds:
            if _concerns(p.target, kind) and (productish or _homed(p, kind)):
                _add(homes, kind, p.home)
    return homes


def _homed(placed: _Placed, kind: str) -> bool:
    """The saying gives the kind a home by itself, no product named: an update or an entry
    denied is of what the sentence never says (`never entries of their own: rows of the
    log`), but a release or a generation denied an entry is its product's news."""
    if placed.home != UNDER or placed.target not in ("sub-item", "own"):
        return True
    return placed.target == "own" and kind in ("release", "generation")


def _concerns(target: str, kind: str) -> bool:
    """A home of that target says where the kind goes: a benchmark's only a score's, a
    release's anything's but a release's (a release under a release is a patch rule)."""
    if target == "benchmark":
        return kind == "score"
    return target != "release" or kind != "release"


def _unbracketed(sentence: str) -> tuple[str, list[str]]:
    """The sentence without its brackets, and the brackets' text as parts of their own (a
    bracket saying what it includes, `（含新一代）`, stays in its part)."""
    kept: list[str] = []

    def cut(bracket: re.Match[str]) -> str:
        if _INCLUDING.match(bracket["inner"]):
            return f" {bracket['inner']} "
        kept.append(bracket["inner"])
        return " "

    return _BRACKET.sub(cut, sentence), kept


def _product_home(text: str) -> bool:
    """The text names a product as a home, not only as one denied (`never under products`)."""
    if not any(m["product"] for m in _HOME.finditer(text)):
        return False
    denied = (p for part in _PART.split(text) for p in _put(part) if p.target == "product")
    return not any(p.home == APART for p in denied)


def _sentence_homes(sentence: str) -> Homes:
    """The homes one sentence gives each kind: its distributive rules', its parts'."""
    text, brackets = _unbracketed(sentence)
    homes = _per_unit(text)
    productish = UNDER in homes.values() or _product_home(text)
    for parts in (_PART.split(text), *([b] for b in brackets)):
        carried: frozenset[str] = frozenset()
        for part in parts:
            said, carried = _part_homes(part, carried, productish)
            for kind, home in said.items():
                _add(homes, kind, home)
    return homes


def worded_homes(preamble: str) -> Homes:
    """Every kind's home the preamble's sentences give, one home a kind (kinds given two, or
    none, left out)."""
    homes: Homes = {}
    for sentence in _SENTENCE.split(_MARKUP.sub(" ", _WRAP.sub(" ", preamble))):
        for kind, home in _sentence_homes(sentence).items():
            _add(homes, kind, home)
    return {kind: home for kind, home in homes.items() if home}
