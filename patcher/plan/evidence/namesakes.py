"""Whether a name is another thing's: namesakes, generations, numbered and qualified names."""

from __future__ import annotations

import re
from dataclasses import replace

from patcher.plan import contrary
from patcher.plan.evidence.names import (
    _CAPITALISED,
    _FIRST_WORD,
    _LATIN_CORE,
    _RIVAL_STEMS,
    _VERSION_TAIL,
    PROTOCOL_WORDS,
    Names,
    _names_another,
    _proper,
    names_of,
)
from patcher.plan.evidence.spelling import COMMON, _words, form
from patcher.text.lazy import lazy


def _says_rival(name: str) -> bool:
    """The name holds a rival word (`竞品`, `替代者`, …): `rival` read so, not by its makers."""
    return any(stem in name for stem in _RIVAL_STEMS)


# A word saying what a thing did, right after its name (`季风路由新增…`, `…发布 2.0`).
_NEWS_VERB = lazy(
    r"^(?:新增|发布|推出|上线|开源|支持|修复|接入|引入|升级|更名|改名|归档|弃用|移除|宣布|默认)"
)


# A word saying what the thing took in or works with (`忆栈接入 Relaymind 3.3`, `羽伴支持 Quill
# 2.0`): the Latin name after it is the other thing, not a name the subject goes by.
_OBJECT_VERB = lazy(r"^(?:支持|接入|引入|修复|弃用|移除|新增|兼容|适配|对接)")


# A name of two capitalised Latin words at a title's start (`Orca NPU`, `Tern Cache`).
_TWO_WORD_NAME = lazy(r"^[A-Z][A-Za-z0-9\-]*\s+[A-Z][A-Za-z0-9\-]*(?![A-Za-z0-9])")


def _denies_namesake(relation: str, mine: Names, theirs: Names, bare_entry: bool = False) -> bool:
    """The relation line's denials write the entry's first word, but the title names the
    entry by a longer name it holds (`Orca NPU 驱动崩溃` for `鲸芯 Orca NPU`), and each denial
    writing that word writes another word after it (`unrelated to the Orca scheduler`): they
    deny a namesake, not this entry (`与 Orca 无关`, the bare word, denies every Orca — unless
    another entry goes by the bare word alone, `bare_entry`: `**Orca**` beside `**Orca NPU**`,
    and the relation line names `Orca NPU` outside its denials: `已有 Orca NPU；与 Orca 无关`)."""
    two = _TWO_WORD_NAME.match(mine.shown)
    if two is None or form(two.group()) not in form(theirs.shown):
        return False
    bare_entry = bare_entry and _affirmed(relation, two.group())
    first, second = two.group().split()[:2]
    after = re.compile(rf"(?<![A-Za-z0-9]){re.escape(first)}\s+(?P<next>[A-Za-z][A-Za-z0-9\-]*)")
    clauses = [c for c in contrary.denying(relation) if first.casefold() in c.casefold()]
    for clause in clauses:
        nexts = [m["next"] for m in after.finditer(clause)]
        if (not nexts and not bare_entry) or any(n.casefold() == second.casefold() for n in nexts):
            return False
    return bool(clauses)


def _affirmed(relation: str, name: str) -> bool:
    """The relation line writes `name` outside the clauses that deny a tie."""
    rest = relation
    for clause in contrary.denying(relation):
        rest = rest.replace(clause, " ")
    return form(name) in form(rest)


def _same_generation(generation: str, shown: str) -> bool:
    """The entry's name opens with the very generation the title names (`Helix H3` and `Helix
    H3 发布`, `Vellum-2 卸载层`), then no more letters or digits of a name: that generation's
    entry, not the product's."""
    mine, theirs = form(generation), form(shown)
    if not theirs.startswith(mine):
        return False
    rest = theirs[len(mine) :]
    return not rest[:1].isascii() or not rest[:1].isalnum()


def _tier_written(shown: str, title: str) -> bool:
    """The title writes the tier entry's whole name (`Lumora 4-Max 下架`), not its last word
    written apart and running on into another noun (`Brindle 2 Go 语言 SDK 发布`: the Go
    language, beside the tier `Brindle 2-Go`)."""
    if not _same_generation(shown, title):
        return False
    last = _LAST_WORD.search(shown)
    end = _name_end(shown, title)
    if last is None or end is None or last["sep"].isspace():
        return True
    if not title[: end - len(last["word"])][-1:].isspace():
        return True  # (the word set on as the entry sets it: `Brindle 2-Go`, `Brindle 2Go`)
    return _RUNS_ON.match(title[end:]) is None


# A name's last word and what sets it on (`Brindle 2-Go` → `-`, `Go`).
_LAST_WORD = lazy(r"(?P<sep>[\s\-_./]*)(?P<word>[^\s\-_./]+)\s*$")
# What follows a word written apart when it runs on into another noun (`Go 语言`, `Go SDK`):
# another word, not one telling what happened (`Brindle 2 Go 下架`, `… Go 发布`).
_RUNS_ON = lazy(
    r"^\s+(?!(?:新增|发布|推出|上线|下线|下架|开源|支持|修复|接入|引入|升级|更新|更名|改名|归档|弃用"
    r"|移除|宣布|默认|停用|停服|涨价|降价|故障|宕机|中断|回滚|泄露|续|正式|公测|内测|预览|退役"
    r"|release|launch|update|ga\b|is\b|now\b|goes\b|gets\b))[A-Za-z\u4e00-\u9fff]",
    re.I,
)


def _name_end(shown: str, title: str) -> int | None:
    """Where the title's writing of the name ends (the shortest opening of the same form)."""
    want = form(shown)
    for end in range(1, len(title) + 1):
        if form(title[:end]) == want:
            return end
    return None


def _year_only(version: tuple[int, ...]) -> bool:
    """The release is a year alone (`WebTrek 2029`: an edition's)."""
    return len(version) == 1 and 1900 <= version[0] <= 2100


def _dotted(version: str) -> tuple[int, ...]:
    """`3.6` → (3, 6)."""
    return tuple(int(part) for part in version.split("."))


def _set_apart(rest: str) -> bool:
    """What follows a two-character Chinese name at a title's start sets it apart as a name
    (`羽伴 编码智能体上线团队空间`, `鹊桥 KV 传输 0.9.1`, `羽伴发布团队版`): a space, or a word
    saying what the thing did; not more Chinese glued on (`港湾城市`: another word), nor Latin
    or a figure glued on (`澜仓Cloud`, `海燕-2`: maybe another product, another generation)."""
    return not rest or rest[0].isspace() or bool(_NEWS_VERB.match(rest))


def _shares_besides(mine: Names, theirs: Names) -> bool:
    """The two names share a word (or Chinese bigram) besides the title's first word and the
    words any outage is told in (`Thatch 云华东区全区中断` and `Thatch 托管 Wickerserve 端点中断`:
    another outage of the same host)."""
    head = _FIRST_WORD.match(mine.shown)
    return bool((mine.words & theirs.words) - _words(head.group() if head else "") - _OUTAGE)


# The words any outage is told in: shared, they say nothing of its being the same one.
_OUTAGE = frozenset(
    {"中断", "宕机", "故障", "事故", "失败", "超时", "小时", "分钟", "down", "outage", "incident"}
)


# `… from Seaport Labs`, `… by Rivet`: the title names who makes the thing.
_MAKER = lazy(r"(?<![A-Za-z0-9])(?:from|by)\s+[A-Z][A-Za-z0-9\-]+")


def _alone(product: list[str], after: list[str], shown: str) -> bool:
    """A product word stands alone: not before a generation (`Falcon H2`, `Vellum 2 卸载层`:
    a number inside the name, not a release after it), not qualified by another name
    elsewhere in the title (`Wicket tracing for Apache Wicket`) or by its maker (`… from
    Seaport Labs`). (An adjective is the entry's to judge: `_technique`.)"""
    word = " ".join(product)
    if (after and contrary.GENERATION.match(after[0])) or _numbered(word, shown):
        return False
    return not _qualified(word, shown) and _MAKER.search(shown) is None


def _technique(product: list[str], theirs: Names) -> bool:
    """The product word is an English adjective and the entry's name is no proper name of
    capitalised words: a technique (`Adaptive 批处理` and `Adaptive batching`), not a product
    (`Armillary 网关 0.8` and `Armillary Gateway`)."""
    return len(product) == 1 and bool(contrary.ADJECTIVE.match(product[0])) and not theirs.proper


# The two readings of `_alone` with the product's words (split words: no space at either
# end) found by `str` search and the rest by patterns compiled once: a pattern built from
# each title's words was compiled anew for nearly every title (hundreds a night).
_NUMBER_AFTER = lazy(r"\s+[A-Z]?\d{1,2}(?![\d.])\s*\S")
_QUALIFIER_BEFORE = lazy(r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]+\s+\Z")
_ALNUM = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")


def _numbered(word: str, shown: str) -> bool:
    """The title starts (after spaces) with the words and a number inside the name:
    `\\s*{word}\\s+[A-Z]?\\d{1,2}(?![\\d.])\\s*\\S` (`Vellum 2 卸载层`)."""
    start = len(shown) - len(shown.lstrip())  # (`str.isspace` is what `\\s` matches)
    return shown.startswith(word, start) and bool(_NUMBER_AFTER.match(shown, start + len(word)))


def _qualified(word: str, shown: str) -> bool:
    """Another capitalised name stands right before the words somewhere in the title:
    `(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]+\\s+{word}(?![A-Za-z0-9])` (`… for Apache Wicket`)."""
    at = shown.find(word)
    while at >= 0:
        end = at + len(word)
        ends = end == len(shown) or shown[end] not in _ALNUM
        if ends and _QUALIFIER_BEFORE.search(shown, 0, at):
            return True
        at = shown.find(word, at + 1)
    return False


def _spells_parts(parts: list[str], name: str) -> bool:
    """The name's first words begin with the identifier's parts, in order (`gpu`, `mem`,
    `fraction` and `GPU memory fraction safe zone`)."""
    words = re.split(r"[\s\-]+", name.casefold())
    firsts = words[: len(parts)]
    return len(firsts) == len(parts) and all(
        w.startswith(p) for p, w in zip(parts, firsts, strict=True)
    )


def _latin_words(mine: Names) -> list[str]:
    """The words of a name's Latin core, or of an all-Latin name, without a version."""
    if mine.core:
        return _core_words(mine)
    whole = _LATIN_CORE.match(mine.shown) if mine.shown.isascii() else None
    return _VERSION_TAIL.sub("", whole.group().strip()).split() if whole else []


def _another_word(words: list[str]) -> bool:
    """The words after a product word go on with a lowercase word (`Token budget`: a
    phrase) or another capitalised name (`Tidewater Cloud`), not an acronym, a version or a
    common word (`Skerry FP4 KV Cache`), nor a protocol it speaks (`Tollgate OAuth 令牌…`)."""
    after = words[0] if words else ""
    capitalised = (form(m) for m in _CAPITALISED.findall(" ".join(words)))
    named = any(m not in COMMON and m not in PROTOCOL_WORDS for m in capitalised)
    return bool(_LOWER_WORD.match(after)) or named


def _leading(shown: str, words: list[str]) -> re.Match[str] | None:
    r"""Where a name's first `words` end (spaces or hyphens between them), when it starts so and
    the last of them ends a word: the match of `\s*{w1}[\s\-]*{w2}…(?![A-Za-z0-9])`, case
    ignored. Found without compiling that pattern (`_leading_end`) when the words are ASCII and
    the name holds none of the four letters outside ASCII that `re.I` folds onto ASCII ones;
    else by the pattern."""
    if all(w.isascii() for w in words) and not _FOLDS_TO_ASCII.intersection(shown):
        end = _leading_end(shown, words, 0, first=True)
        return None if end is None else _PREFIX.match(shown, 0, end)
    joined = r"[\s\-]*".join(re.escape(w) for w in words)
    return re.match(rf"\s*{joined}(?![A-Za-z0-9])", shown, re.I)


# The only characters outside ASCII that an ASCII letter or digit matches under `re.I`
# (`İ`, `ı`, `ſ`, the Kelvin sign; a test holds the list against every code point).
_FOLDS_TO_ASCII = frozenset("\u0130\u0131\u017f\u212a")
_PREFIX = lazy(r".*", re.S)  # `_PREFIX.match(text, 0, end)`: the text up to `end`


def _leading_end(shown: str, words: list[str], at: int, first: bool) -> int | None:
    """Where the pattern `_leading` describes, tried from `at`, ends (ASCII words; a name without
    `_FOLDS_TO_ASCII`): the same search order as the pattern's — each run of spaces (and, after
    a word, hyphens) taken longest first, then shorter —, letters compared case-insensitively
    (for ASCII text that is what `re.I` does), the end not followed by an ASCII letter or
    digit."""
    run = at
    while run < len(shown) and (shown[run].isspace() or (not first and shown[run] == "-")):
        run += 1
    word = words[0].lower()
    for start in range(run, at - 1, -1):
        written = shown[start : start + len(word)]
        if len(written) != len(word) or not written.isascii() or written.lower() != word:
            continue
        end = start + len(word)
        if len(words) > 1:
            found = _leading_end(shown, words[1:], end, first=False)
            if found is not None:
                return found
        elif end == len(shown) or not (shown[end].isascii() and shown[end].isalnum()):
            return end
    return None


def _after_words(shown: str, words: list[str]) -> str:
    """The text of a name after its first `words` (spaces or hyphens between them)."""
    end = _words_end(shown, words, len(shown) - len(shown.lstrip()))
    return shown[end:] if end is not None else ""


def _words_end(shown: str, words: list[str], at: int) -> int | None:
    """Where `words` (split words) written from `at` end, as the pattern
    `{w1}[\\s\\-]*{w2}…` matched there would (each run of spaces and hyphens taken longest
    first, then shorter), without compiling a pattern per name; None when they are not so."""
    if not shown.startswith(words[0], at):
        return None
    end = at + len(words[0])
    if len(words) == 1:
        return end
    run = end
    while run < len(shown) and (shown[run].isspace() or shown[run] == "-"):
        run += 1
    found = (_words_end(shown, words[1:], start) for start in range(run, end - 1, -1))
    return next((e for e in found if e is not None), None)


_LOWER_WORD = lazy(r"^[a-z][a-z\-]*$")


def english_lead(mine: Names) -> list[Names]:
    """The names of the words an all-Latin title leads with, up to its first lowercase word
    (`Tessera adds MoE` → `Tessera`, `GPU Xid 79 triage` → `GPU Xid 79`): as a whole name,
    and as a Latin name a description follows (as Chinese text would), knowing whether the
    rest names another thing; none for a title that is not so."""
    words = mine.shown.split()
    if mine.core and not mine.comparison:
        return _mixed_lead(mine)
    if mine.core or mine.comparison or not mine.shown.isascii():
        return []
    cut = next((i for i, w in enumerate(words) if i and _LOWER_WORD.match(w)), 0)
    if not cut:
        return []
    lead = " ".join(words[:cut])
    rest = " ".join(words[cut:])
    others = mine.others or _names_another(f"{lead} {rest}", lead)  # (a feature is none)
    return [
        replace(names_of(lead), others=others, led=True),
        replace(names_of(f"{lead} 之"), others=others, led=True),
    ]


def _mixed_lead(mine: Names) -> list[Names]:
    """A title whose Latin core goes on in lowercase words before its Chinese text (`Nimbus
    Compute serverless 推理降价`) read by the capitalised name the core leads with, two
    words or more (`Nimbus Compute`), as a name Chinese text follows; none for another core."""
    core = _LATIN_CORE.match(mine.shown)
    words = core.group().split() if core else []
    cut = next((i for i, w in enumerate(words) if i and _LOWER_WORD.match(w)), 0)
    if cut < 2 or not _proper(" ".join(words[:cut])):
        return []
    return [replace(names_of(f"{' '.join(words[:cut])} 之"), others=mine.others, led=True)]


def _core_words(mine: Names) -> list[str]:
    """The words of a title's Latin core as written, without a trailing version."""
    match = _LATIN_CORE.match(mine.shown) if mine.core else None
    return _VERSION_TAIL.sub("", match.group().strip()).split() if match else []
