"""The increment and the entry as the index reads them, and the names their labels give."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from patcher.document.identity import dotted_name, lead_text
from patcher.plan import contrary, incidents, versions
from patcher.plan.evidence.abbreviations import (
    _INERT_BRACKETS,
    _SHORT_SAID,
    _short_hint,
    aliased_names,
    bracketed_repository,
    bracketed_shortened,
    defined_short_forms,
    full_initials,
    greek_spelled,
    latin_before_kind,
    launched_names,
    opening_abbreviation,
    opening_expansion,
    own_repository_name,
    renamed_names,
    short_forms,
    spelled_out_name,
    translated_short_forms,
    without_descriptors,
)
from patcher.plan.evidence.names import (
    _VERSION_TAIL,
    DASH_CHINESE,
    Names,
    _proper,
    _two_language_half,
    bracketed_chinese,
    bracketed_latin,
    dashed_chinese,
    described_chinese,
    distinctive,
    entry_names,
    latin_tail,
    maker_bracketed_chinese,
    names_of,
)
from patcher.plan.evidence.spelling import _CJK_CHARS, _HAS_CJK, COMMON, _plain, form
from patcher.text.glossary import Glossary
from patcher.text.lazy import lazy

# A title's head ends (as `contrary.ships` reads it); a release right after a Latin name
# (`TideVoice 0.2.1`, `Quay v2.4.1`), the version its group.
_TITLE_HEAD_END = lazy(r"\s+[—–]{1,2}\s*|\s*——\s*|[：:]\s")
# A maker's name before a product's (`NVIDIA Dynamo 1.3`, `Halden 托管 Tessera Serve …`).
_MAKER_FIRST = lazy(
    r"^(?P<maker>[A-Z][A-Za-z0-9]{1,15})\s+(?=[A-Z][A-Za-z0-9\-]*[\s\-][A-Z])"
    r"|^(?P<caps>[A-Z]{2,}[A-Za-z0-9]{0,13})\s+(?=[A-Z][A-Za-z0-9\-]*\s+v?\d)"  # `NVIDIA X 1.3`
    # `Skyframe Lumora 3.5 预览版` (`Lumora3.5` as read): a capitalised word, a name, a release
    r"|^(?P<word>[A-Z][a-z][A-Za-z0-9]{1,14})\s+(?=[A-Z][A-Za-z0-9\-]*\s+v?\d+\.\d)"
    # `Halden 托管 Tessera Serve …`, `Bramble Cloud 宣布 Bramble Batcher …`: a maker (one or two
    # capitalised words), then a word saying what it did with the product it names next
    r"|^(?P<doer>[A-Z][A-Za-z0-9]{1,15}(?:\s+[A-Z][A-Za-z0-9]{1,15})?)\s*(?:托管的?|宣布)\s*(?=[A-Z])"
)
_LATIN_RELEASE = lazy(
    r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9-]*\s*(?P<version>v?\d+(?:\.\d+)+)(?![\d.])"
)


def _patch_of_named(mine: Names, theirs: Names) -> bool:
    """`mine` names a patch release of the very release `theirs` is named by (`余烬 Cinder 1.4.2`
    and `余烬 Cinder 1.4 发布`): the same name, the same release line (the caller reads the
    entry's lead as a fix's, whose words say no kind of thing)."""
    if not mine.bare or len(theirs.version) < 2:
        return False
    if mine.bare != theirs.bare:  # (`鹬鸟 Godwit 2.3.1` of a lead read as `Godwit 2.3`)
        half = _two_language_half(mine.shown)
        if half is None or form(half[1]) != theirs.bare:
            return False
    return versions.patch_of(mine.version, theirs.version)


def _fix_release(title: str) -> str:
    """The version of a release the title's head says fixes something (`Quay 2.4.1
    修复队列泄漏`), or whose head is the release alone and its description's first clause says
    so (`Quay 2.4.2 — CVE-… 正式补丁，…`); "" for another title."""
    head, *rest = _TITLE_HEAD_END.split(title, maxsplit=1)
    release = _LATIN_RELEASE.search(head) or _CJK_PATCH.match(head)
    if release is None:
        return ""
    said = head
    if rest and not head[: release.start()].strip(" *") and not head[release.end() :].strip(" *"):
        said = _FIRST_CLAUSE.split(rest[0], maxsplit=1)[0]  # (the head is the release alone)
    elif (
        rest
        and _SHIPPED.fullmatch(head[release.end() :].strip(" *"))
        and _PATCH.match(release["version"])
    ):  # (`Quay 2.4.1 发布 — 修复队列泄漏`: a patch shipped, its description saying what it fixes)
        said = _FIRST_CLAUSE.split(rest[0], maxsplit=1)[0]
    return release["version"] if incidents.is_fix(said) else ""


# A Chinese name and a patch release opening the head (`鲸库 5.3.1 发布`).
_CJK_PATCH = lazy(r"[\u4e00-\u9fff]{1,8}\s*(?P<version>v?\d+\.\d+\.\d+)(?![\d.])")
_SHIPPED = lazy(r"发布|正式发布|(?i:released?)")
_PATCH = lazy(r"[vV]?\d+\.\d+\.\d+")  # (a patch release: three numbers)


_FIRST_CLAUSE = lazy(r"[，,；;。]")


def _release_cites(title: str, keys: Sequence[str]) -> frozenset[str]:
    """The issues a release's title cites (`vLLM 0.22.2 — #19021 前缀缓存 OOM 修复随版发布`):
    background of the release, whose product it is news of, not its identity (a short
    name's weight: one more piece needed). None where the title is the fix or the bug
    (`vllm#21877 修复合入 main`, `vLLM 0.33.0 卡死复现`)."""
    issues = [k for k in keys if k.startswith("gh:") and "#" in k]
    if not issues or not names_of(title).version or not contrary.ships(title):
        return frozenset()
    return frozenset(issues)


@dataclass(frozen=True)
class _Increment:
    """What the evidence against an entry is read from."""

    names: Names
    title: str
    relation: str
    keys: Sequence[str]
    repos: frozenset[str]
    denied: frozenset[int]  # entries a clause denying a tie names
    anchor: str = ""  # the section the increment goes to
    background: frozenset[int] = frozenset()  # entries named as background only
    points: Sequence[str] = ()  # its points (where a maker may be said)
    issue_sourced: bool = False  # its sources cite an issue page and no pull request
    incident_sourced: bool = False  # its sources are an incident's review (`事故复盘`)
    date: str = ""  # the briefing's day (`2039-06-20`), where a day without its year is read


class Titled(Protocol):
    """What reads an entry's lead back when asked (an existing entry's `Target`)."""

    @property
    def title(self) -> str: ...


@dataclass(slots=True)
class _Entry:
    source: str | Titled  # the lead, or what reads it back from the document (no copy kept)
    anchor: str
    # empty and shared until the entry gains a key; the tuple it was added with (shared,
    # not copied); a set once it gains more
    keys: set[str] | frozenset[str] | tuple[str, ...]
    live: bool
    shown: str  # the name as written (`Names.shown`), known for every entry
    # its names once worked out (when first needed); until then the map's descriptor terms
    # they are worked out with (shared by every entry: one field for both keeps an entry of
    # a large document's ~100,000 at 96 bytes, where a ninth field took 112)
    known: Names | Glossary | None = None
    aliases: tuple[str, ...] = ()  # the other names it goes by (`entry_names`)
    reading: str | None = None  # the lead as its name is read, where that differs (`[X](…) 0.5`)

    @property
    def lead(self) -> str:
        """The entry's lead (read back from the document's lines when it is an existing
        entry's: a large document's ~100,000 leads are not kept twice)."""
        source = self.source
        return source if isinstance(source, str) else source.title

    @property
    def names(self) -> Names:
        """The entry's names (worked out once, when first asked for)."""
        known = self.known
        if isinstance(known, Names):
            return known
        text = lead_text(self.reading or self.lead)
        read = aliased_names(text, self.aliases) if self.aliases else names_of(text)
        names = self.known = without_descriptors(read, known or Glossary())
        return names

    @property
    def names_shown(self) -> str:
        """`names.shown`, without working the names out for an entry going by no other name:
        its names are then its lead's (`names_of`), whose `shown` is its subject (`shown`,
        read as it was filed) with the release last."""
        known = self.known
        if isinstance(known, Names):
            return known.shown
        return self.names.shown if self.aliases else versions.release_last(self.shown)


@dataclass(frozen=True)
class Readings:
    """What an entry's lead says about its names, read once as it is filed (`NameIndex.add`)."""

    aliases: tuple[str, ...]  # the other names it goes by, filed like its own
    pair: tuple[str, str, str] | None  # (`镶石 Tessera 1.9`: 镶石, Tessera, its release)
    shorts: tuple[str, ...]  # short forms it defines, maybe for another name (`(hereafter PS)`)
    initials: frozenset[str]  # the initials of its full names (`ZPAS`)


def entry_readings(text: str, shown: str, aliases: tuple[str, ...], glossary: Glossary) -> Readings:
    """Every reading of a lead (`text`, its name as shown `shown`) that files the entry under
    other names: the one home of per-entry name readings."""
    if not aliases and _plain_name(shown) and _inert_lead(text, shown):
        return _NO_READINGS  # (most leads of a large document: every reader gives nothing)
    return _all_readings(text, shown, aliases, glossary)


# A name no reader of a name alone reads another from (`Zumomovo Cache 修复`, `Vokasusa-Serve 4`):
# a capitalised Latin word, no abbreviation's start (`spelled_out_name`), maybe a second Latin
# word and a number, maybe Chinese words last. No slash, dot, colon or Greek letter (a path, a
# release, a rename's arrow: `entry_names`, `greek_spelled`); nothing after the Chinese (a
# launched, a rival's or a new name, a Latin tail: each a Latin name there); no Chinese first
# (`_two_language_half`); three initials at most, the third a digit or Chinese
# (`full_initials` needs four capitalised words, `opening_abbreviation` three capitals).
_PLAIN_NAME = lazy(
    # (no word `bench_head`, `renamed_names` need: `Bench`, `Eval`, `rename` in any case, `名`)
    r"(?!.*(?:Bench|Eval|[Rr][Ee][Nn][Aa][Mm][Ee]|名))"
    r"[A-Z][a-z][A-Za-z0-9]*(?:[ \-][A-Za-z][A-Za-z0-9]*)?(?: \d{1,3})?(?: [\u4e00-\u9fff]+)?"
    r"(?<!协议)(?<!规范)(?<!标准)"  # (nor a standard's kind last: `latin_before_kind`)
)


def _plain_name(shown: str) -> bool:
    """No reader of a name alone reads anything from `shown` (`_PLAIN_NAME`)."""
    return _PLAIN_NAME.fullmatch(shown) is not None


def _inert_lead(text: str, shown: str) -> bool:
    """No reader of a lead reads another name from `text`, the lead of an entry named by a
    plain name `shown` (`_plain_name`). Its every bracket holds a date, an arXiv id or an issue
    (`_INERT_BRACKETS`) as written (what the readers of `text` read: a marker's brackets too)
    and as read (`_plain`; `_visible` folds alike: `﹙TR﹚` is `(TR)`): none holds Chinese
    (`described_chinese`, `bracketed_chinese`, `maker_bracketed_chinese`), nor a dash before a
    short Chinese clause and a semicolon (`dashed_chinese`), a lowercase word
    the bracket closes (`package_bracket`), a path the bracket or a separator closes
    (`bracketed_repository`), a capitalised name (`bracketed_latin`, `labelled_release_latin`,
    `opening_expansion`'s abbreviation) or a short form (`short_forms`). No middle dot
    (`dotted_name`), short form's label at a word's start (`_SHORT_SAID`: `defined_short_forms`,
    `short_forms`), Chinese name's label (`_labelled_hint`), slash right after a bold name
    (`slashed_short_form`), nor a path to a repository named by the name's first word
    (`own_repository_name`). `tests/test_index_guards.py` holds it to every reader."""
    if "·" in text:
        return False
    plain = _plain(text)
    if not _INERT_BRACKETS.fullmatch(text) or not _INERT_BRACKETS.fullmatch(plain):
        return False
    if _short_hint(plain) and _SHORT_SAID.search(plain):  # (not `aka` inside `Sakamoto`)
        return False
    if _labelled_hint(text) or _slash_after_bold(text):
        return False
    if _dash_and_semicolon(text) and _HAS_CJK.search(text) and DASH_CHINESE.search(text):
        return False  # (`dashed_chinese`: `— 潮汐; …`)
    if "/" not in text:
        return True
    first = _FIRST_BREAK.split(shown, maxsplit=1)[0].casefold()
    return f"/{first}" not in text.casefold()


def _dash_and_semicolon(text: str) -> bool:
    """The text holds a dash and a semicolon, as every `DASH_CHINESE` match does (its `[—–]`
    and `[;；]`): a test in C before the pattern's search from every position (most leads
    hold neither a semicolon nor a dash)."""
    return (";" in text or "；" in text) and ("—" in text or "–" in text)


_FIRST_BREAK = lazy(r"[ \-]")  # (where a plain name's first word ends)


def _slash_after_bold(text: str) -> bool:
    """A slash follows the bold name a lead opens with, after white space only: what
    `_SLASHED_SHORT` needs (its bold name holds no `*`, so it ends at the first `**`)."""
    if not text.startswith("**"):
        return False
    end = text.find("**", 2)
    return end > 0 and text[end + 2 :].lstrip()[:1] == "/"


def _all_readings(text: str, shown: str, aliases: tuple[str, ...], glossary: Glossary) -> Readings:
    """`entry_readings`, every reader run."""
    # (a Latin name's readings return at once for a name in Chinese, and a Chinese name's,
    # or a name's outside ASCII, for the others: each reader's own first test, asked once)
    latin, plain = _HAS_CJK.search(shown) is None, shown.isascii()
    spelled = spelled_out_name(shown, text)  # (`CPA — the Chunked Prefill Arbiter (CPA)`)
    spelled = (*spelled, *bracketed_shortened(text, shown))  # (`**FLR**（Fulmar Runtime）`)
    dotted = dotted_name(text)  # (`**龙门缓存** · Gantry Cache — …`)
    given = (*((dotted,) if dotted else ()), *aliases, *bracketed_latin(text), *spelled)
    given = (*given, *described_chinese(text, shown, glossary)) if latin else given
    chinese = bracketed_chinese(text, shown, glossary) if latin else ()
    chinese = (*chinese, *dashed_chinese(text, shown, glossary)) if latin else chinese
    given = (*given, *chinese)  # (`Tansy (…; 艾菊)`)
    given = (*given, *maker_bracketed_chinese(text, shown, glossary)) if plain else given
    given = given if plain else (*given, *bracketed_repository(text, shown))  # (`潮汐 PG MCP`)
    found = entry_names(shown, given, glossary)
    found = found if plain else (*found, *latin_tail(shown, found, glossary))  # (`pgvector`)
    found = (*found, *opening_abbreviation(text, shown), *opening_expansion(text, shown))
    own = short_forms(text, shown) or (() if latin else translated_short_forms(text, shown, found))
    found = (*found, *own_repository_name(text, shown), *own)
    found = (*found, *launched_names(shown))  # (`Sorrel AI 发布 S1 推理加速卡`)
    found = (*found, *renamed_names(shown))  # (`FlowServe 更名 Riverbed，发布 …`)
    found = (*found, *greek_spelled(shown))  # (`τ-bench`: `tau-bench`)
    found = (*found, *latin_before_kind(shown, glossary))  # (`A2A 协议`: `A2A`)
    found = (*found, *slashed_short_form(text, shown))  # (`**TensorRT-LLM** / 英伟达 TRT-LLM`)
    found = (*found, *labelled_release_latin(text))  # (`【巡游者 v2.3】…（Wayfarer）`)
    found = (*found, *bench_head(shown))  # (`MMVista-Bench v2.0`: `MMVista`)
    found = (*found, *package_bracket(text, dotted or shown))  # (`Strata (pgstrata)`)
    found = found if latin else (*found, *slug_bracket(text, shown))  # (`格点扩展（pg_lattice）`)
    initials = frozenset(i for name in (shown, *found) if (i := full_initials(name)))
    shorts = tuple(defined_short_forms(text, shown, own))
    pair = _two_language_half(shown) or (labelled_chinese(text, shown) if latin else None)
    pair = pair or _release_paired(chinese, shown)  # (`Lingshu Coder 1.5 (…, Yunshan AI; 灵枢)`)
    if not (found or pair or shorts or initials):
        return _NO_READINGS  # (most leads: one shared, as `Readings((), None, (), frozenset())`)
    return Readings(found, pair, shorts, initials)


_NO_READINGS = Readings((), None, (), frozenset())


# A lowercase package name in brackets right after a Latin name (`Strata (pgstrata) — …`);
# matched at the name's place (`Pattern.match(text, at)`).
_PACKAGE_BRACKET = lazy(
    r"(?P<name>[A-Z][A-Za-z0-9\-]{2,})\s*[（(](?P<package>[a-z][a-z0-9\-_]{2,30})[)）]"
)


def _bracket_follows(text: str, at: int) -> bool:
    """An opening bracket follows `at`, after white space only (`_PACKAGE_BRACKET`'s `\\s*[（(]`):
    read before the pattern, which then runs only on leads that can hold a package name."""
    while at < len(text) and text[at].isspace():
        at += 1
    return at < len(text) and text[at] in "(（"


def package_bracket(text: str, name: str) -> tuple[str, ...]:
    """The package name a bracket right after an entry's one-word Latin name gives
    (`Strata (pgstrata) — …`, `层岩 · Strata（pgstrata）＝ …` → `pgstrata`): one lowercase word
    that holds the name (not a maker's or a kind's: `Strata (community)`)."""
    if "(" not in text and "（" not in text:
        return ()
    at = text.find(name) if name and "A" <= name[0] <= "Z" else -1
    base = name.split("（")[0].split("(")[0].strip()
    if at < 0 or not _bracket_follows(text, at + len(base)):
        return ()
    said = _PACKAGE_BRACKET.match(text, at)
    if said is None or said["name"] != base:
        return ()
    package = said["package"]
    return (
        (package,) if said["name"].casefold().replace("-", "") in package.replace("-", "") else ()
    )


# A lowercase identifier of two parts or more joined by `_` or `-` in brackets right after an
# all-Chinese name (`格点扩展（pg_lattice）`); matched at the name's place.
_SLUG_BRACKET = lazy(
    rf"(?P<name>[{_CJK_CHARS}]{{2,8}})\s*[（(]\s*"
    r"(?P<slug>[a-z][a-z0-9]*(?:[_\-][a-z0-9]+)+)\s*[)）]"
)


def slug_bracket(text: str, shown: str) -> tuple[str, ...]:
    """The identifier a bracket right after an entry's all-Chinese name gives it, written as a
    package or extension is (`格点扩展（pg_lattice）：Postgres 向量检索扩展` → `pg_lattice`, which
    `pg-lattice 0.9` names): lowercase parts joined by `_` (or by `-` with a digit in them:
    `（open-source）` says what the thing is), not common words only (`（kv_cache）`)."""
    at = text.find(shown) if shown and ("(" in text or "（" in text) else -1
    said = _SLUG_BRACKET.match(text, at) if at >= 0 else None
    if said is None or said["name"] != shown:
        return ()
    slug = said["slug"]
    if "_" not in slug and not any(c.isdigit() for c in slug):
        return ()
    parts = re.split(r"[_\-]", slug)
    if all(p in COMMON for p in parts) or len(form(slug)) < 4:
        return ()
    return (slug,)


# A benchmark's name: a head that is a name, then its kind word (`MMVista-Bench v2.0`).
_BENCH_TAIL = lazy(
    r"^(?P<head>[A-Za-z][A-Za-z0-9]{3,})[ \-](?:Bench(?:mark)?|Eval)(?=\s+v?\d|\s*$)"
)


def bench_head(shown: str) -> tuple[str, ...]:
    """The name a benchmark goes by without its kind word (`MMVista-Bench v2.0` → `MMVista`):
    a title naming its leaderboard (`MMVista 排行榜 9 月更新`) names it. Only a head written
    as a name (two capitals or a digit: not `Long-Bench`'s `Long`)."""
    if "Bench" not in shown and "Eval" not in shown:
        return ()
    match = _BENCH_TAIL.match(shown)
    if match is None:
        return ()
    head = match["head"]
    named = sum(c.isupper() for c in head) >= 2 or any(c.isdigit() for c in head)
    return (head,) if named and distinctive(form(head)) else ()


def _release_paired(chinese: tuple[str, ...], shown: str) -> tuple[str, str, str] | None:
    """The Chinese name the brackets after a Latin-named release give it (`bracketed_chinese`:
    `**Lingshu Coder 1.5** (2028-12-22, Yunshan AI; 灵枢)`) paired with the product's Latin
    name, its release left out (`灵枢`, `Lingshu Coder`), as a labelled one is."""
    tail = _VERSION_TAIL.search(shown) if len(chinese) == 1 else None
    product = shown[: tail.start()].strip() if tail else ""
    return (chinese[0], product, "") if product and _proper(product) else None


# A bold name, a slash, maybe a maker's Chinese name, then a Latin short form of the name
# (`**TensorRT-LLM** / 英伟达 TRT-LLM — 编译型引擎`).
_SLASHED_SHORT = lazy(
    rf"^\*\*[^*]{{1,60}}\*\*\s*/\s*(?:[{_CJK_CHARS}]{{2,8}}\s*)?"
    r"(?P<short>[A-Z][A-Za-z0-9.\-]{1,30})(?=\s*(?:[—–:：，,(（]|-\s|$))"
)


# A Chinese name and its release in a label (or as `lead_text` reads one: `巡游者 v2.3 — …`),
# words saying what it is, then its Latin name in brackets (`【巡游者 v2.3】浏览器智能体
# （Wayfarer）`).
_LABELLED_RELEASE_LATIN = lazy(
    rf"^\s*【?(?P<cjk>[{_CJK_CHARS}]{{2,8}})\s*(?P<release>v?\d+(?:\.\d+)+)(?:】|\s+[—–]\s*)"
    rf"(?P<kind>[{_CJK_CHARS}]{{0,12}})[（(]"
    r"(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s[A-Z][A-Za-z0-9\-]*){0,2})[)）]"
)


_MAKER_WORDS = lazy(contrary.ORG + r"\s")  # (`Lumen Labs`: a maker's name)


def labelled_release_latin(text: str) -> tuple[str, ...]:
    """The Latin name and release of a lead labelling a release by its Chinese name, Chinese
    words alone between the label and a bracket holding nothing but that name (`【巡游者 v2.3】
    浏览器智能体（Wayfarer）`: `Wayfarer v2.3`; not a maker's bracket, `（Lumen Labs）`, nor
    Latin words before it, `【道岔 v0.5】MCP 网关（Switchyard）`); () for none."""
    # (a Chinese name first and a bracket after it, or no pattern is run)
    first = text.lstrip(" 【")[:1]
    if not "\u3400" <= first <= "\u9fff" or ("（" not in text and "(" not in text):
        return ()
    found = _LABELLED_RELEASE_LATIN.match(text)
    if found is None or _MAKER_WORDS.fullmatch(found["latin"] + " "):
        return ()
    return (f"{found['latin']} {found['release']}",)


def slashed_short_form(text: str, shown: str) -> tuple[str, ...]:
    """The Latin short form a lead writes after a slash (`**TensorRT-LLM** / 英伟达 TRT-LLM`:
    `TRT-LLM`), when its letters are, in order, the name's (not another thing's name)."""
    if "/" not in text[:80] or not text.startswith("**"):
        return ()
    match = _SLASHED_SHORT.match(text)
    short = match["short"] if match else ""
    if not short or form(short) == form(shown) or short[0].casefold() != shown[:1].casefold():
        return ()
    letters = iter(form(shown))
    return (short,) if all(c in letters for c in form(short)) else ()


# A name, then a word in brackets (`TensorRT-LLM (NVIDIA)`).
_NAME_THEN_BRACKET = lazy(r"^(?P<name>\S.*?)\s*\((?P<word>[A-Za-z][A-Za-z0-9\-]{1,30})\)$")


def owner_bracketed(lead: str | Titled, shown: str) -> tuple[str, ...]:
    """The name before brackets holding the owner of the repository the lead links
    (`[TensorRT-LLM](https://github.com/NVIDIA/TensorRT-LLM) (NVIDIA) — …`, read as
    `TensorRT-LLM (NVIDIA)`): the maker, no part of the name."""
    raw = lead if isinstance(lead, str) else lead.title
    if not shown.endswith(")") or "/" not in raw:
        return ()
    match = _NAME_THEN_BRACKET.match(shown)
    if match is None:
        return ()
    owners = {r.split("/", 1)[0].casefold() for r in contrary.repos_of(raw)}
    return (match["name"],) if match["word"].casefold() in owners else ()


def labelled_chinese(text: str, shown: str) -> tuple[str, str, str] | None:
    """The Chinese name a Latin-named entry's lead states with a label (`[Vidora 2](…) — Lumen
    Labs' text-to-video model (Chinese name 视界流)`, `（中文名：青鸾-VL）`), as a pair with the
    product's Latin name, its release left out (`视界流`, `Vidora`): a title naming the thing by
    that Chinese name and a release is read by the Latin one (`_paired`); None otherwise."""
    if not _labelled_hint(text) or _HAS_CJK.search(shown):
        return None
    found = _LABELLED_CHINESE.search(text)
    if found is None:
        return None
    tail = _VERSION_TAIL.search(shown)
    product = (shown[: tail.start()] if tail else shown).strip()
    return (found["name"], product, "") if product and _proper(product) else None


_LABELLED_HINT = lazy(r"(?i:chinese\s+name)|中文名")


def _labelled_hint(text: str) -> bool:
    """`_LABELLED_HINT` is in `text`, searched only when `中文名` is, or `name` lower-cased
    (what its `chinese name` needs: see `_SHORT_HINT_WORDS` on `re.I`)."""
    if "中文名" not in text and "name" not in text.lower():
        return False
    return _LABELLED_HINT.search(text) is not None


_LABELLED_CHINESE = lazy(
    r"(?:(?i:chinese\s+name)|中文名(?:称)?)\s*(?:is\s+)?[:：]?\s*[「“\"]?"
    r"(?P<name>[\u3400-\u9fff\uf900-\ufaff]{2,6}(?:[ \-]?[A-Za-z][A-Za-z0-9]{0,5})?)"
    r"(?=[」”\"]?\s*(?:$|[)）,，;；.。、]))"
)
