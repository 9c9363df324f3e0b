"""Short forms and spelled-out names: abbreviations a text or preamble defines, renames, aliases."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import replace

from patcher.document.identity import lead_text
from patcher.plan import contrary, versions
from patcher.plan.descriptor import descriptor_only
from patcher.plan.evidence.names import (
    _ABBREVIATION,
    _ABBREVIATION_START,
    _LANGUAGE_PARTS,
    _LATIN_WORD,
    _REPO_PATH,
    _VERSION_TAIL,
    Names,
    _comparison,
    _product_word,
    _proper,
    _starts_cjk,
    _two_language_half,
    built_on,
    distinctive,
    names_of,
    subject,
)
from patcher.plan.evidence.spelling import (
    _CJK_CHARS,
    _HAS_CJK,
    _VERSION_V,
    COMMON,
    GENERIC,
    _nfkc,
    _plain,
    _reordered_capitals,
    _takes_letters,
    _visible,
    form,
)
from patcher.text.glossary import Glossary
from patcher.text.lazy import lazy

# A Latin name, then Chinese words only (`A2A 协议`, `Triton 推理服务器`).
_LATIN_THEN_KIND = lazy(
    r"^(?P<latin>[A-Za-z][A-Za-z0-9.\-]*(?: [A-Za-z][A-Za-z0-9.\-]*)*)"
    rf"\s*(?P<kind>[{_CJK_CHARS}]{{2,8}})$"
)
# A noun saying a name is a standard (`A2A 协议`): `X 网关`, `X 插件` may be a thing made
# for X (`TGI 网关`: another team's gateway in front of TGI), never X's own kind.
_THING_KIND = lazy(r"(?:协议|规范|标准)$")
_THING_KINDS = ("协议", "规范", "标准")  # (`_THING_KIND`'s, the end of a name it reads)
_GREEK = lazy(r"[\u03b1-\u03c9\u0391-\u03a9]")  # a Greek letter (`τ-bench`)


def spelled_out_name(shown: str, text: str) -> tuple[str, ...]:
    """The name an entry called by an abbreviation alone spells out in its description
    (`CPA (Gristmill) — the Chunked Prefill Arbiter (CPA): …`, `「CPA」· 调度器 — 分块预填仲裁器
    （Chunked Prefill Arbiter，…）`: `Chunked Prefill Arbiter`), as the lead writes it: the
    capitalised words whose initials are the abbreviation (`contrary.spelled_words`), only
    that abbreviation's (not another one the description spells out); () for none."""
    abbr = shown.strip()
    glued = _ABBREVIATION_GLUED.fullmatch(abbr)
    spelled = _glued_spelled(glued["abbr"], glued["word"], text) if glued else ()
    if spelled:  # (`MMRiddle — Multimodal Riddle reasoning puzzles`)
        return spelled
    if not _ABBREVIATION_START.match(abbr) and "称" not in text and "hereafter" not in text:
        return ()  # (no abbreviation, its release cut off or not, and no label: `_named_short`)
    tail = _VERSION_TAIL.search(abbr) if " " in abbr else None  # (`BMG 1.3`: its release apart)
    abbr = abbr[: tail.start()].strip() if tail else abbr
    if not _ABBREVIATION.match(abbr) or abbr.isdigit():
        return _named_short(abbr, text)
    words = contrary.spelled_words(text).get(abbr)
    if not words:
        return _named_short(abbr, text)
    written = re.search(
        r"(?<![A-Za-z0-9])" + r"[ \-]".join(re.escape(w) for w in words) + r"(?![A-Za-z0-9])",
        text,
        re.I,
    )
    return (written.group(),) if written else ()


# A name made of an abbreviation glued to a capitalised word (`MMRiddle`, `VLBench`), and the
# capitalised words a description writes before that word (`Multimodal Riddle`).
_ABBREVIATION_GLUED = lazy(r"(?P<abbr>[A-Z]{2,5})(?P<word>[A-Z][a-z]{2,})")
_CAPITALISED_BEFORE = r"(?<![A-Za-z0-9])((?:[A-Z][a-z]+[ \-]){1,3})"


def _glued_spelled(abbr: str, word: str, text: str) -> tuple[str, ...]:
    """The name an entry called by an abbreviation glued to a word (`MMRiddle`) spells out
    in its description: capitalised words whose letters the abbreviation takes in order,
    each word giving its initial first (`_shortens`), then that word (`Multimodal Riddle`;
    not `Music Riddle`: no second `M`); () for none."""
    said = rf"{_CAPITALISED_BEFORE}{re.escape(word)}(?![A-Za-z0-9])"
    for written in re.finditer(said, text):
        before = written.group(1).replace("-", " ").strip()
        if _shortens(abbr, before):
            return (written.group(),)
    return ()


def _named_short(shown: str, text: str) -> tuple[str, ...]:
    """The Latin name a lead gives as the one its abbreviation, which its name opens with
    (maybe with a release and what the release did: `CW 3.1 发布`), stands for: a name whose
    letters it takes in order, before a bracket saying so (`Codewright（下称 CW）3.1`); ()."""
    if "称" not in text and "hereafter" not in text:  # (`_SHORT_LABEL`'s words)
        return ()
    head = _ABBR_RELEASE_SAID.match(shown) or _ABBREVIATION.match(shown)
    named = _point_short_of(text, head["abbr"] if head and head.groups() else shown)
    return (named,) if named and head else ()


def spelled_name(title: str, text: str) -> tuple[str, ...]:
    """The name a planned entry's lead line spells out when its title names it by an
    abbreviation (`BMG 1.3 — …` created as `**BMG 1.3 — …** ⭐⭐⭐（…）：Beacon MCP Gateway（BMG）
    1.3 支持…`: `Beacon MCP Gateway`), as `spelled_out_name` reads the lead of an entry already
    in the document; () for none."""
    shown = subject(title)
    if not shown or not text or not _ABBR_HEAD.match(shown):
        return ()
    return spelled_out_name(shown, text.split("\n", 1)[0])


_ABBR_HEAD = lazy(r"[A-Z][A-Z0-9]{1,7}(?:\s|$)")
# An abbreviation, its release, then what the release did in Chinese (`CW 3.1 发布`).
_ABBR_RELEASE_SAID = lazy(rf"^(?P<abbr>[A-Z][A-Z0-9]{{1,7}})\s*v?\d+(?:\.\d+)+\s*[{_CJK_CHARS}]")


def renamed_in_updates(lead: str, lines: Sequence[str]) -> tuple[str, ...]:
    """The new names an entry's own lines say it took under its name (`[FlintKV](…) — …` with
    `  * 2027-06-16 续：FlintKV 更名 Emberline — …`: `Emberline`): it goes by them from then
    on; () for none (not a rename of another thing it names)."""
    said = [line for line in lines if _rename_hinted(line)]
    if not said:
        return ()
    own = names_of(lead_text(lead))
    forms = own.full | ({own.bare, own.core} - {""})
    found: list[str] = []
    for line in said:
        if _RENAME_UNDONE.search(line):
            continue
        old, new = versions.renamed_from(line), versions.renamed_to(line)
        if old and new and form(old) in forms and _LATIN_WORD.search(new):
            found.append(new)
        former = _FORMER_IN_LINE.search(line)  # (`续：Harborlist（原 ToolDock Registry）— …`)
        if former and form(former["old"]) in forms:
            found.append(former["new"])
    return tuple(dict.fromkeys(found))


# An edition of the thing launched under a name of its own, said by an update line
# (`05-06 托管版 Tessera Cloud 公测`, `hosted edition Tessera Cloud enters beta`).
_EDITION_LAUNCHED = lazy(
    r"(?:托管|云|企业|商业|社区|专业|SaaS\s*)版\s*(?P<zh>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,2})"
    r"\s*(?:公测|内测|上线|发布|推出|开放|正式商用)"
    r"|(?i:(?:hosted|managed|cloud|enterprise)\s+edition\s+)"
    r"(?P<en>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,2})"
    r"\s+(?i:(?:enters|in|launch(?:es|ed)?|released?|ships?|goes)(?![A-Za-z]))"
)


# (`re.I` as the pattern reads it: `edıtion` and `EDİTION` say it too, which casefold misses)
_EDITION_WORD = lazy(r"版|(?i:edition|hosted|managed)")


def may_say_edition(text: str) -> bool:
    """`_EDITION_WORD` may match in `text`, tested in C before it is searched (most entries'
    texts say no edition; issue 26, round 41). Under `re.I` the words' letters match only
    their ASCII capitals, but for `i` (`İ`, `ı` too) and `s` (`ſ` too: checked over every
    code point in the tests): so the text holds `版`, or the word lowered, or one of those
    three letters. Each word holds an `e` just before a `d` (`EDition`, `hostED`, `managED`):
    a text without one is not lowered."""
    if "版" in text:
        return True
    if "ed" not in text and "eD" not in text and "Ed" not in text and "ED" not in text:
        return False
    lowered = text.lower()  # (a match's letters are ASCII here: lowered one by one)
    if "edition" in lowered or "hosted" in lowered or "managed" in lowered:
        return True
    return "İ" in text or "ı" in text or "ſ" in text


def edition_said(text: str) -> bool:
    """The text says an edition (`版`, `edition`, `hosted`, `managed`): its names may be read."""
    return may_say_edition(text) and _EDITION_WORD.search(text) is not None


def edition_lines(lines: Sequence[str]) -> list[str]:
    """The lines `editions_in_updates` reads: those saying `版` or `edition` (in any case), without
    which its pattern finds nothing; the entries whose lines say neither need no names read."""
    return [line for line in lines if may_say_edition(line) and _EDITION_WORD.search(line)]


def editions_in_updates(names: Sequence[str], lines: Sequence[str]) -> tuple[str, ...]:
    """The names of editions an entry's own lines say it launched, each led by one of the
    entry's names (`names`: `Tessera` of `镶片记忆（Tessera）`, with `  - 05-06 托管版 Tessera
    Cloud 公测`: `Tessera Cloud`): the entry keeps that edition's news, as it did its launch;
    () for none (not an edition named otherwise, `托管版 Loamstack 公测`)."""
    own = {form(n.split()[0]) for n in names if n.strip() and n.isascii()}
    found: list[str] = []
    for line in edition_lines(lines):
        for said in _EDITION_LAUNCHED.finditer(line):
            name = said["zh"] or said["en"]
            if form(name.split()[0]) in own:
                found.append(name)
    return tuple(dict.fromkeys(found))


# An edition under a name of its own that a lead says the thing offers (`…，提供托管版 Echoloft
# Cloud。`, `offers a hosted edition, Tessera Cloud`).
_EDITION_OFFERED = lazy(
    r"(?:提供|另有|还有|推出)(?:托管|云|企业|商业|SaaS\s*)版\s*"
    r"(?P<zh>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,2})(?=\s*(?:$|[。，,；;）)]))"
    r"|(?i:(?<![A-Za-z])(?:offers?|has|with|plus|its)\s+(?:a\s+)?(?:hosted|managed|cloud|enterprise)\s+"
    r"(?:edition|version|service)[,:]?\s+)(?P<en>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,2})"
    r"(?=\s*(?:$|[.,;)(]))"
    # (`the hosted Tessera Cloud is tracked here too`: one the description says it records)
    r"|(?i:(?<![A-Za-z])the\s+(?:hosted|managed)\s+)(?P<held_en>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,2})"
    r"(?=\s+(?:is|are)\s+(?:also\s+)?(?:tracked|recorded|kept|filed|written)\s+(?:here|in\s+this\s+entry))"
    # (or one the lead says it records: `托管版 Lumenvec Cloud 与各大版本均记在本条`)
    r"|(?:托管|云|企业|商业|SaaS\s*)版\s*(?P<held>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,2})"
    r"(?=[^。；;]{0,30}?(?:均|都|也|一并)?(?:记|写|归|收)(?:在|入|于)?本条)"
)


def editions_in_lead(names: Sequence[str], lead: str) -> tuple[str, ...]:
    """The names of editions an entry's lead says the thing offers, each led by one of the
    entry's names (`**Echoloft**（…）：…，提供托管版 Echoloft Cloud。`: `Echoloft Cloud`): the
    entry keeps that edition's news; () for none."""
    if not _EDITION_WORD.search(lead):
        return ()
    own = {form(n.split()[0]) for n in names if n.strip() and n.isascii()}
    found = [
        name
        for said in _EDITION_OFFERED.finditer(lead)
        if form((name := _offered(said)).split()[0]) in own
    ]
    return tuple(dict.fromkeys(found))


def _offered(said: re.Match[str]) -> str:
    """The edition's name an `_EDITION_OFFERED` match gives."""
    return said["zh"] or said["en"] or said["held"] or said["held_en"]


_RENAME_HINT = lazy(r"更名|改名|[（(]\s*(?:原|旧名|曾用名)|(?i:renamed|formerly)")
_RENAME_HINT_WORDS = ("renamed", "formerly")  # (its case-blind words: `_short_hint` on `re.I`)


def _rename_hinted(line: str) -> bool:
    """`_RENAME_HINT` is in `line`: searched only when `名`, `原` or one of its words in lower
    case is (an entry's every update line is asked; the case-blind words are slow to search)."""
    if "名" not in line and "原" not in line and not _any_in(line.lower(), _RENAME_HINT_WORDS):
        return False
    return _RENAME_HINT.search(line) is not None


# A Latin name, then its former name in brackets (`Harborlist（原 ToolDock Registry）`,
# `Harborlist (formerly ToolDock Registry)`): the thing's new name.
_FORMER_IN_LINE = lazy(
    r"(?<![A-Za-z0-9\-])(?P<new>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z0-9][A-Za-z0-9\-]*){0,2})\s*[（(]\s*"
    r"(?:原名|旧名|曾用名|原|(?i:formerly|previously|renamed\s+from))\s*[:：]?\s*"
    r"(?P<old>[^（()）]{2,40}?)\s*(?:更名|改名)?[）)]"
)
# A line saying a rename did not happen or is only talked of (`Capstan 更名 Loom 的提案被否决`,
# `辟谣：…更名…`, `renaming to Loom was rejected`): no new name the entry goes by.
_RENAME_UNDONE = lazy(
    r"否决|否认|拒绝|辟谣|传闻|谣言|提案|提议|拟|计划|考虑|撤回|不会|并未|尚未|暂不|取消"
    r"|(?i:(?<![A-Za-z])(?:rejected|denied|declined|proposals?|proposed|rumou?rs?|plans?"
    r"|considering|reverted|not\s+renamed|withdrawn)(?![A-Za-z]))"
)


_WORD_BREAKS = lazy(r"[\s\-_.]+")


def opening_abbreviation(text: str, shown: str) -> tuple[str, ...]:
    """The abbreviation a lead's description opens with when it is the initials of the
    name's words, a repository's name's too (`huggingface/text-generation-inference — TGI,
    in maintenance mode`: `TGI`): the entry's name as well; () for none (not an acronym of
    other words: `text-generation-inference — HF recommends …`)."""
    visible = _visible(text)
    if not shown or not visible.startswith(shown):
        return ()
    clause = _DESCRIPTION.match(visible[len(shown) :])
    abbr = _OPENING_ABBR.match(clause["clause"]) if clause else None
    if abbr is None:
        return ()
    repo = _REPO_PATH.match(shown.strip())
    words = [w for w in _WORD_BREAKS.split(repo["repo"] if repo else shown) if w]
    initials = "".join(w[0] for w in words).upper()
    return (abbr["abbr"],) if len(words) >= 2 and initials == abbr["abbr"] else ()


# An organisation, a word saying it launched something, then the thing's capitalised name.
_LAUNCHED = lazy(
    rf"^(?P<org>{contrary.ORG})\s*(?:发布|推出|开源)了?\s*"
    r"(?P<thing>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*)*)(?![A-Za-z0-9.])"
)
# The same by a maker of one capitalised word (`Tolvane 发布 Quillet 3`), the whole name.
_LAUNCHED_BY_ONE = lazy(
    r"^(?P<org>[A-Z][A-Za-z0-9\-]+)\s*(?:发布|推出|开源)了?\s*"
    r"(?P<thing>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*)*)$"
)
# A name joined by a hyphen to a lowercase word, a family's member or tier (`Parley-turbo`).
_MEMBER_WORD = lazy(r"[A-Z][A-Za-z0-9]*-[a-z]")
# The short form a lead gives its name: first in the brackets right after the name, maybe
# after a label (`**TensorRT-LLM**（TRT-LLM）`, `（下称 TRT-LLM，2027-05-25）`), or after words
# saying what it is called (`the paper calls it ALB`, `简称 ALB`).
_SHORT_LABEL = r"(?:下称|简称|以下简称|又称|称为|称之为|hereafter|aka|a\.k\.a\.|calls?\s+it|called)"
_SHORT_WORDS = r"(?P<short>[A-Za-z][A-Za-z0-9]*(?:[ \-][A-Za-z0-9]+){0,2})"
# (a middle dot or a bar between the bracket's items too: `**Spindle Tool Protocol**（STP ·
# Spindle 工作组 · …）`)
_SHORT_BRACKET = lazy(
    rf"^\s*[（(]\s*(?:{_SHORT_LABEL}\s*[:：]?\s*)?{_SHORT_WORDS}\s*(?=[)），,；;·｜|])", re.I
)
_SHORT_SAID = lazy(
    rf"(?<![A-Za-z]){_SHORT_LABEL}\s*[:：]?\s*[「“\"]?{_SHORT_WORDS}(?![A-Za-z0-9])", re.I
)

# The bracket right after the name listing its maker, then its short form as the last item
# (`TensorRT-LLM (NVIDIA; TRT-LLM)`, `Quillsmith（Northwind，QS）`).
_SHORT_LAST_ITEM = lazy(rf"^\s*[（(][^()（）]*?[;；,，]\s*{_SHORT_WORDS}\s*[)）]")
# A text whose every bracket holds a date, an arXiv id or an issue (`（2026-01-12）`,
# `（arXiv:2301.01009）`, `（owner/repo#12）`, closed at once), as most leads of a large document
# are: none holds a short form. `_SHORT_BRACKET` and `_SHORT_ALONE` need a bracket whose first
# run of letters, digits, spaces and hyphens (after a label at most: the letters and dots of one
# too) ends at a closing bracket or a separator, where these runs end at `-` then a digit (a
# date: none starts with a digit), `:` or `/`, `.` or `_`; `_SHORT_LAST_ITEM` needs a separator
# inside the bracket, none of these holds one (`test_index_guards.py` holds the guard to them).
_INERT_BRACKETS = lazy(
    r"[^(（]*+(?:[(（](?:\d{4}-\d{2}-\d{2}|arXiv:\d{4}\.\d{4,5}(?:v\d+)?"
    r"|[A-Za-z0-9][A-Za-z0-9_.\-]*/[A-Za-z0-9_.\-]+#\d+)[)）][^(（]*+)*+"
)
# A bracket in the lead's prose holding a short form and nothing else (`NVIDIA's compiled
# engine (TRT-LLM); …`).
_SHORT_ALONE = lazy(rf"[（(]\s*{_SHORT_WORDS}\s*[)）]")
# A bracket in the lead's prose opening with capitals, then more items (`Open tool-manifest
# protocol (STP; Spindle working group; …)`): a short form only where the capitals are the
# initials of every word of the name, in order (`_initials_of`).
_SHORT_FIRST_ITEM = lazy(r"[（(]\s*(?P<short>[A-Z]{2,6})\s*(?=[;；,，·｜|])")


# A Latin name, then the short form it goes by in brackets (`Codewright（下称 CW）`).
_NAME_THEN_SHORT = lazy(
    rf"(?P<name>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){{0,3}})\s*(?:[（(]\s*"
    rf"(?:(?i:{_SHORT_LABEL})\s*[:：]?\s*)?"
    # (or a comma then the label, inside a bracket: `(Quillsmith,下称 QS)`)
    rf"|[,，]\s*(?:下称|简称|以下简称|hereafter)\s*[:：]?\s*)(?P<short>[A-Z][A-Z0-9]{{1,7}})\s*[)），,；;]"
)


def _point_short_of(point: str, abbr: str) -> str | None:
    """The Latin name a point gives `abbr` as its short form (`Codewright（下称 CW）`: the
    abbreviation's letters the name's, in order); None for none."""
    if abbr not in point:
        return None
    for said in _NAME_THEN_SHORT.finditer(point):
        if said["short"] == abbr and _shortens(abbr, said["name"]):
            return said["name"]
    return None


def short_forms(text: str, shown: str) -> tuple[str, ...]:
    """The short form a lead gives its Latin name (`_SHORT_BRACKET`, `_SHORT_SAID`) whose
    letters the name's words give in order, each word its initial first (`TRT-LLM` of
    `TensorRT-LLM`, `ALB` of `Adaptive Lookahead Batching`, `Anvil RT` of `Anvil Runtime`;
    `TensorRT-LLM 1.3（下称 TRT-LLM）` → `TRT-LLM`, the entry's release still its own; the
    name's capitals in another order: `VidEval-Long，简称 LVE`); () for none
    (not a word the name does not spell: `（Beta）`, `（Pallwick Labs）`)."""
    if not shown or not _LATIN_WORD.search(shown):
        return ()
    folded = _nfkc(text)  # (a bracket or label anywhere: else most leads, nothing to read)
    if "(" not in folded and not _short_hint(folded):
        return ()
    whole = _plain(text)
    hinted = _short_hint(whole)
    if not hinted and _INERT_BRACKETS.fullmatch(whole):
        return ()  # (every bracket a date's, an arXiv id's or an issue's: `_INERT_BRACKETS`)
    at = whole.find(shown)
    after = whole[at + len(shown) :] if at >= 0 else ""
    found = [_SHORT_BRACKET.match(after), _SHORT_LAST_ITEM.match(after)] if at >= 0 else []
    said = _SHORT_SAID.search(whole) if hinted else None
    alone = None if any(found) or said or at < 0 else _SHORT_ALONE.search(whole, at + len(shown))
    tail = _VERSION_TAIL.search(shown)
    name = _latin_half(shown[: tail.start()] if tail else shown)
    if alone is None and not said and not any(found) and at >= 0:
        alone = _first_item_initials(whole, at + len(shown), name)
    if said is None and alone is None and not any(found):
        return ()  # (no short form given: the name is not read)
    # (`written for Prism Serve (hereafter PS)`: Prism Serve's, not the entry's)
    found.extend(m for m in (said, alone) if m and _said_of_own(whole, m, name))
    kept = [m for m in found if m and (m is said or not _MAKER_SHAPED.fullmatch(m["short"]))]
    return tuple(dict.fromkeys(m["short"] for m in kept if _shortens(m["short"], name)))


def _first_item_initials(whole: str, at: int, name: str) -> re.Match[str] | None:
    """The first bracket after `at` opening with capitals that are the initials of every word
    of `name` (three words or more), other items after them (`_SHORT_FIRST_ITEM`)."""
    said = _SHORT_FIRST_ITEM.search(whole, at)
    words = [w for w in re.split(r"[ \-]+", name.strip()) if w]
    if said is None or len(words) < 3 or not all(w[:1].isupper() for w in words):
        return None
    return said if "".join(w[0] for w in words) == said["short"] else None


# A maker's name (`Gorse AI`, `Tamsin Labs`): the bracket after a name says who makes it, not
# a short form its letters happen to spell (`**Gorse-Audio**（Gorse AI）`: A and i of Audio).
_MAKER_SHAPED = lazy(contrary.ORG)


def _said_of_own(whole: str, said: re.Match[str], name: str) -> bool:
    """The last name before the short form whose letters it gives is (a part of) `name`."""
    return _own_run(_spelled_runs(whole[: said.start()], said["short"])[-1:], name)


def _latin_half(name: str) -> str:
    """The Latin half of a name written in two languages (`Agent Link Protocol / 智能体链路
    协议`, a two-language label's), else the name."""
    if " / " not in name:
        return name
    latin = [half for half in name.split(" / ") if not _HAS_CJK.search(half)]
    return latin[0].strip() if len(latin) == 1 else name


def translated_short_forms(text: str, shown: str, names: tuple[str, ...]) -> tuple[str, ...]:
    """The short form a Chinese-named entry's lead gives the Latin name its brackets give it
    (`**青鸾移动运行时**（Qingluan Mobile Runtime，下称 QMR）`: `QMR`, spelled by that name's
    words, `short_forms`); () for a Latin-named entry (its own name's are read) or none."""
    if not _HAS_CJK.search(shown) or _LATIN_WORD.search(shown):
        return ()
    latin = [n for n in names if not _HAS_CJK.search(n) and _LATIN_WORD.search(n)]
    return tuple(dict.fromkeys(s for name in latin[:1] for s in short_forms(text, name)))


def latin_before_kind(shown: str, glossary: Glossary) -> tuple[str, ...]:
    """The Latin name of an entry named by it and then only that it is a standard, in
    Chinese (`A2A 协议` → `A2A`); () otherwise (not `vLLM 投机解码`: a feature; not `TGI 网关`:
    maybe a gateway for TGI; not `Kestrel 语音`: a word of its own)."""
    name = shown.strip()  # (its kind ends it: a name ending in none is not read)
    named = _LATIN_THEN_KIND.match(name) if name.endswith(_THING_KINDS) else None
    if named is None or not _THING_KIND.search(named["kind"]):
        return ()  # (not `vLLM 投机解码`: a feature of vLLM's, not vLLM)
    if not descriptor_only(named["kind"], glossary):
        return ()
    latin = form(named["latin"])  # (not `KV 缓存`, `GPU 集群`: a topic, no name)
    if len(latin) < 2 or latin in COMMON or latin in GENERIC or descriptor_only(shown, glossary):
        return ()
    return (named["latin"],)


# A Latin word beside a capitalised word with lower-case letters after its first (`Kestrel
# Robotics`, `Apache Heron`; not `Kestrel ASR`).
_WORD_BEFORE = lazy(r"(?<![A-Za-z0-9.\-])(?P<other>[A-Z][a-z][A-Za-z]*)\s+$")
# After it, only a word saying it is an organisation (`Heron Labs`, `Kestrel Robotics`; not
# `Pumice Edge`, `Mooncake Store`: the product's own new name or part; nor a licence named
# after its maker, `Featherline Research License`: the terms its weights ship under).
_WORD_AFTER = lazy(
    r"^\s+(?P<other>Labs?|AI|Inc|Corp|Robotics|Technologies|Systems|Research|Software|Group"
    r"|Foundation|Networks|Capital)(?![A-Za-z0-9.\-])(?!\s+Licen[cs]e)"
)


def _beside(text: str, word: str) -> list[tuple[str, str]]:
    """The capitalised words (`_WORD_BEFORE`, `_WORD_AFTER`) right beside each whole-word
    occurrence of `word` in the text, each with the name they make (`Apache`, `Apache Heron`;
    `Labs`, `Heron Labs`)."""
    found: list[tuple[str, str]] = []
    at = text.find(word)
    while at >= 0:
        end = at + len(word)
        if not (at and text[at - 1].isascii() and text[at - 1].isalnum()):
            before = _WORD_BEFORE.search(text[:at])
            after = _WORD_AFTER.match(text[end:])
            found += [(before["other"], f"{before['other']} {word}")] if before else []
            found += [(after["other"], f"{word} {after['other']}")] if after else []
        at = text.find(word, end)
    return found


def _greek_namesake(name: str, texts: Sequence[str], shown: str) -> str | None:
    """An entry named with a Greek letter (`Δ-Serve`), a title naming it with the letter
    spelled out (`Delta Serve 1.0`, `greek_spelled`), and the title or its points writing
    that word again, not before the rest of the name (`— Delta Storage 公司推出…`, `Tau
    Capital's …`): an ordinary word or a maker's name, not the letter. The reason, else
    None."""
    if not _GREEK.search(shown) or _GREEK.search(name):
        return None
    rest = form(_GREEK.sub(" ", shown))
    for letter in {unicodedata.name(c).split()[-1].lower() for c in _GREEK.findall(shown)}:
        word = rf"(?<![A-Za-z0-9]){letter}(?![A-Za-z0-9])"
        for text in texts:
            for said in re.finditer(word, text, re.I):
                if not form(text[said.end() :]).startswith(rest):
                    return f'the briefing writes "{said.group()}" as a word of another name'
    return None


def greek_spelled(shown: str) -> tuple[str, ...]:
    """A name with Greek letters, each spelled out in Latin letters (`τ-bench` → `tau-bench`,
    `μP` → `muP`): the same name as a keyboard writes it; () for a name with none."""
    if not _GREEK.search(shown):
        return ()
    spelled = _GREEK.sub(lambda m: unicodedata.name(m.group()).split()[-1].lower(), shown)
    return (spelled,) if distinctive(form(spelled)) else ()


# A preamble's list of abbreviations, after a label (`缩写：TW = 潮汐 Tidewater；LKV = 格栅
# LatticeKV`, `Abbreviations: TW = Tidewater, LKV = LatticeKV`, `缩写：SWE-G = SWE-Gauntlet`):
# a short form, `=`, the name it stands for.
_ABBREVIATIONS_LABEL = lazy(
    r"缩写|简称|(?i:(?<![A-Za-z])(?:abbreviations?|acronyms|short\s+forms)(?![A-Za-z]))"
)
_ABBREVIATION_DEFINED = lazy(  # (the short form bold or in a code span: `**KA** = Kestrel Agents`)
    r"(?<![A-Za-z0-9\-])(?P<short>[A-Za-z][A-Za-z0-9\-]{1,11})(?:\*\*|`)?\s*[=＝]\s*"
    r"(?P<full>[^,，;；。\n=＝]{1,60}?)\s*(?=[,，;；。\n]|\.(?:\s|$)|$)"
)
_CAPITALS = lazy(r"[A-Z][A-Z0-9]{1,5}")
_MAKER_BRACKETED = lazy(
    r"\s*[（(][^（()）]*[)）]\s*$"
)  # a bracket ending a definition  # a short form a title may open with (`TW 2.5 …`)
_RELEASE_NEXT = lazy(r"\s*v?\d+(?:\.\d+)*(?![\d\-])")  # (`GPU 2.0`, not `GPU 11-20`)
_LATIN_NAME = lazy(r"[A-Z][A-Za-z0-9]*(?:[ \-][A-Z0-9][A-Za-z0-9]*)*")


# The same written `name 简称 short` (`简称：潮水调度器简称 TWS；隼云简称 KC`).
_SHORT_AFTER_NAME = lazy(
    r"(?P<full>[^,，;；。：:=＝\n]{1,30}?)\s*简称\s*(?P<short>[A-Z][A-Za-z0-9\-]{1,11})"
    r"(?=\s*(?:[,，;；。（(]|$))"
)
# The same written `short 即 name` (`简称：MMB-Pro 即 MMBench-Pro；VA 即 VideoArena`,
# `Abbreviations: QB stands for QuarryBench`).
_SHORT_MEANS = lazy(
    r"(?<![A-Za-z0-9\-])(?P<short>[A-Za-z][A-Za-z0-9\-]{1,11})\s*(?:即|(?i:stands\s+for))\s*"
    r"(?P<full>[^,，;；。\n=＝]{1,60}?)\s*(?=[,，;；。\n]|\.(?:\s|$)|$)"
)

# On that line, capitals and the capitalised Latin name they stand for in brackets after them
# (`Abbreviations we use: QE3 (Quill-Embed 3), BCB (Beacon Bench)`; `the` before it left out).
_SHORT_BEFORE_NAME = lazy(
    r"(?<![A-Za-z0-9\-])(?P<short>[A-Z][A-Z0-9]{1,5})\s*[（(]\s*(?:the\s+)?"
    r"(?P<full>[A-Z][A-Za-z0-9\-]*(?: [A-Za-z0-9][A-Za-z0-9\-]*){0,4})\s*[)）]"
)


# Capitals in a code span or bold, `=` and a capitalised Latin name, in any sentence of the
# preamble (`Names are English only; `QSV` = Quillsilva.`): a definition without a label.
_MARKED_DEFINITION = lazy(
    r"(?:`|\*\*)(?P<short>[A-Z][A-Z0-9]{1,5})(?:`|\*\*)\s*[=＝]\s*"
    r"(?P<full>[A-Z][A-Za-z0-9\-]+(?: [A-Z][A-Za-z0-9\-]+){0,2})(?=\s*(?:[,，;；。]|\.(?:\s|$)|$))"
)


def preamble_definitions(preamble: str) -> list[tuple[str, str]]:
    """Each definition on a preamble's abbreviations line: (short form, the name as written,
    `*` and code marks out), in order; the one reading of such a line that every rule uses."""
    labelled = "bbreviation" in preamble or "cronym" in preamble  # (`QE3 (Quill-Embed 3)`)
    if "=" not in preamble and "＝" not in preamble and "简称" not in preamble and not labelled:
        return []  # (most preambles: no definition, nothing read)
    found: list[tuple[str, str]] = []
    for line in preamble.splitlines():
        if "`" in line or "**" in line:  # (`` `LZS` = LanzhouServe ``: marked, no label needed)
            found += [(m["short"], m["full"]) for m in _MARKED_DEFINITION.finditer(line)]
        line = line.replace("**", "").replace("`", "")  # (`**WX** = WeaveIndex`)
        label = _ABBREVIATIONS_LABEL.search(line)
        if label is None:
            continue
        for said in _ABBREVIATION_DEFINED.finditer(line, label.end()):
            found.append((said["short"], said["full"].strip().strip("`*").strip()))
        for said in _SHORT_AFTER_NAME.finditer(line, label.end()):
            found.append((said["short"], said["full"].strip().strip("`*").strip()))
        for said in _SHORT_MEANS.finditer(line, label.end()):
            found.append((said["short"], said["full"].strip()))
        for said in _SHORT_BEFORE_NAME.finditer(line, label.end()):
            found.append((said["short"], said["full"].strip()))
    return found


def preamble_abbreviations(preamble: str) -> dict[str, str]:
    """The capitals a title may open with (`preamble_definitions`), each with the Latin name
    it stands for (`TW = 潮汐 Tidewater` → `Tidewater`; the whole name where it has none)."""
    found: dict[str, str] = {}
    for short, full in preamble_definitions(preamble):
        head = _MAKER_BRACKETED.sub("", full)  # (`WeaveIndex (Weft Systems)`: not the maker's)
        latin = _LATIN_NAME.findall(head if _LATIN_NAME.search(head) else full)
        name = latin[-1] if latin else full
        if _CAPITALS.fullmatch(short) and name and form(name) != form(short):
            found.setdefault(short, name)
    return found


def preamble_short_forms(preamble: str) -> dict[str, str]:
    """The Latin names the preamble defines a short form for (`preamble_definitions`), case
    folded → that short form (`缩写：TSL = Tessellate；QM = Quaymaster 调度器` → {tessellate: TSL,
    quaymaster 调度器: QM}): names an entry may go by."""
    return {
        full.casefold(): short
        for short, full in preamble_definitions(preamble)
        if full[:1].isascii() and full[:1].isalnum() and len(full) > len(short)
    }


# A name table's header cells: the column of the names in one language and the other
# (`| 中文名 | 英文名 | 厂商 |`, `| Chinese name | English name |`).
_TABLE_HEADS = (
    lazy(r"^(?:中文(?:名称?)?|(?i:chinese)(?:\s+(?i:name))?)$"),
    lazy(r"^(?:英文(?:名称?)?|(?i:english)(?:\s+(?i:name))?)$"),
)


def _cells(line: str) -> list[str]:
    """A markdown table row's cells, stripped of spaces, `*` and code marks."""
    return [c.strip().strip("`*").strip() for c in line.strip().strip("|").split("|")]


def preamble_name_table(preamble: str) -> dict[str, tuple[str, ...]]:
    """The names a preamble's name table pairs (`| 中文名 | 英文名 |` then `| 琉璃 | Liuli-VL |`),
    each case folded → the other language's: the names one entry goes by, the document
    writing one (`〔青穹实验室〕琉璃：…`) and the briefing the other (`Liuli-VL 3.5 发布`)."""
    found: dict[str, tuple[str, ...]] = {}
    for one, other in _table_pairs(preamble, _TABLE_HEADS):
        found[one.casefold()] = (*found.get(one.casefold(), ()), other)
        found[other.casefold()] = (*found.get(other.casefold(), ()), one)
    return found


# A code table's header cells: the column of the codes the entries are led by and the column
# of the names they stand for (`| code | product | maker |`, `| 代号 | 产品 |`).
_CODE_HEADS = (
    lazy(r"^(?:代号|代码|(?i:codes?|short\s+codes?|product\s+codes?))$"),
    lazy(r"^(?:产品|产品名|名称|全称|(?i:products?|product\s+names?|full\s+names?))$"),
)
_CODE = lazy(r"[A-Z][A-Z0-9]{1,5}(?:-[A-Z0-9]{1,3})?")  # (`QRY`, `ORC-E`: capitals, no spaces)


def preamble_code_names(preamble: str) -> dict[str, str]:
    """The names a preamble's code table gives the codes entries open with (`| code | product |`
    then `| QRY | Quarry |`), each code case folded → its name: what a lead written with the
    code alone (`QRY 3.2 (…) — …`) stands for, the briefing writing the name (`Quarry 3.3`)."""
    return {
        code.casefold(): name
        for code, name in _table_pairs(preamble, _CODE_HEADS)
        if _CODE.fullmatch(code) and _LATIN_NAME.match(name)
    }


def _table_pairs(preamble: str, heads_of: tuple[re.Pattern[str], ...]) -> list[tuple[str, str]]:
    """The (first, second) cells of each row of the preamble's tables whose header has a cell
    each of `heads_of` matches (their columns, in that order); separator rows left out."""
    found: list[tuple[str, str]] = []
    columns: tuple[int, int] | None = None
    for line in preamble.splitlines() if "|" in preamble else ():
        if not line.lstrip().startswith("|"):
            columns = None
            continue
        cells = _cells(line)
        heads = [next((i for i, c in enumerate(cells) if h.match(c)), -1) for h in heads_of]
        if min(heads) >= 0:
            columns = (heads[0], heads[1])
        elif columns is not None and max(columns) < len(cells):
            one, other = cells[columns[0]], cells[columns[1]]
            if one and other and not set(one) <= set("-: ") and form(one) != form(other):
                found.append((one, other))
    return found


# A preamble's slug list (`Slug list: `liuli-vl` Liuli-VL (Qingqiong Lab) · `mmsb` MMServe-Bench
# (MMSB, …)`): the label, then each slug in a code span with the name it stands for.
_SLUG_LABEL = lazy(r"(?i)(?<![A-Za-z])slugs?(?:\s+(?:list|names?|map))?\s*[:：]")
_SLUG_NAMED = lazy(
    r"`(?P<slug>[a-z0-9][a-z0-9._\-]*)`\s+(?P<name>[A-Za-z][^`(（·;；\n]*?)\s*"
    r"(?:[（(](?P<bracket>[^)）]*)[)）])?\s*(?=[·;；]|\.?\s*$)"
)


def preamble_slug_names(preamble: str) -> dict[str, tuple[str, ...]]:
    """The names a preamble's slug list gives each slug (`_SLUG_LABEL`, `_SLUG_NAMED`), the
    short form its bracket opens with too (`MMSB` of `(MMSB, Qinghe University)`): what
    entries led by `slug@version` go by."""
    label = _SLUG_LABEL.search(preamble) if "`" in preamble else None
    if label is None:
        return {}
    paragraph = re.split(r"\n\s*\n", preamble[label.end() :], maxsplit=1)[0]
    found: dict[str, tuple[str, ...]] = {}
    for said in _SLUG_NAMED.finditer(" ".join(paragraph.split())):
        name = said["name"].strip()
        first = (said["bracket"] or "").split(",")[0].split("，")[0].strip()
        short = (first,) if re.fullmatch(r"[A-Z][A-Z0-9\-]{1,7}", first) else ()
        if form(name) != form(said["slug"]) or short:
            found[said["slug"].casefold()] = (name, *short)
    return found


# A title opening with a full-width capital (`ＴＢ３ 分数复核`).
_FULL_WIDTH = lazy(r"\s*[Ａ-Ｚ]")


def expand_abbreviation(title: str, defined: dict[str, str]) -> str:
    """The title with the short form it opens with written out as the preamble defines it
    (`TW 2.5 长上下文回归` → `Tidewater 2.5 长上下文回归`; in full-width letters too, `ＴＷ 2.5`,
    the title then width-folded); the title as it is otherwise."""
    raw = title
    opening = re.match(r"\s*(?P<short>[A-Z][A-Z0-9]{1,5})(?![A-Za-z0-9_\-])", title)
    if (opening is None or opening["short"] not in defined) and _FULL_WIDTH.match(title):
        title = unicodedata.normalize("NFKC", title)
        opening = re.match(r"\s*(?P<short>[A-Z][A-Z0-9]{1,5})(?![A-Za-z0-9_\-])", title)
    if opening is None or opening["short"] not in defined:
        return raw
    if opening["short"].casefold() in GENERIC and not _RELEASE_NEXT.match(title, opening.end()):
        return raw  # (`GPU 显存碎片整理` is about GPUs, though `GPU = Gullwing …`; `GPU 2.0` not)
    rest = re.sub(  # (and another it defines: `PL 与 MV 联合适配`, both products' names)
        r"(?<![A-Za-z0-9_\-])[A-Z][A-Z0-9]{1,5}(?![A-Za-z0-9_\-])",
        lambda m: defined.get(m.group(), m.group()),
        title[opening.end() :],
    )
    return f"{title[: opening.start('short')]}{defined[opening['short']]}{rest}"


def defined_short_forms(
    text: str, shown: str, own: tuple[str, ...] | None = None
) -> tuple[str, ...]:
    """The short forms a lead gives a name, its own (`short_forms`, or `own` when already
    read) or another's it writes (`written for Prism Serve (hereafter PS)`): a thing the
    document knows by that form."""
    whole = _plain(text) if _short_hint(text) else ""
    if not whole:  # (no label: no short form of another name)
        return tuple(dict.fromkeys(short_forms(text, shown) if own is None else own))
    said = [
        m["short"]
        for m in _SHORT_SAID.finditer(whole)
        if _spelled_runs(whole[: m.start()], m["short"])
    ]
    mine = short_forms(text, shown) if own is None else own
    return tuple(dict.fromkeys((*mine, *said)))


# A name of capitalised words (`Prism Serve`, `Anvil Robotics`, `TensorRT-LLM`).
_CAPITAL_RUN = lazy(r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]*(?:[ \-][A-Z][A-Za-z0-9]*)*")


def _spelled_runs(text: str, short: str) -> list[str]:
    """The runs of two capitalised words or more in `text` whose letters `short` gives
    (`_shortens`), in the order written (`Prism Serve` for `PS`, `Anvil Robotics` for
    `Anvil RT`)."""
    found: list[str] = []
    for match in _CAPITAL_RUN.finditer(text):
        words = re.split(r"[ \-]+", match.group())
        for i in range(len(words)):  # (runs of up to MAX_NAME_WORDS words, longest first)
            last = min(len(words), i + MAX_NAME_WORDS)
            runs = (" ".join(words[i:j]) for j in range(last, i + 1, -1))
            found.extend(run for run in runs if _shortens(short, run))
    return found


def _own_run(runs: list[str], name: str) -> bool:
    """Every run is (a part of) the name (`TensorRT-LLM`), none another thing's."""
    folded = " ".join(re.split(r"[ \-]+", name.casefold()))
    return all(" ".join(re.split(r"[ \-]+", r.casefold())) in folded for r in runs)


def spelled_otherwise(text: str, short: str, name: str) -> str | None:
    """A name in `text` other than `name` whose letters the short form gives (`Anvil RT 2.0 —
    Anvil Robotics …` against `Anvil Runtime (Anvil RT)`): the short form is that thing's."""
    return next((r for r in _spelled_runs(text, short) if not _own_run([r], name)), None)


_SHORT_HINT = lazy(r"下称|简称|又称|称为|称之为|(?i:hereafter|aka|a\.k\.a|calls?\s+it|called)")
# What `_SHORT_HINT` cannot match without: each Chinese label has `称`, and each Latin one,
# lower-cased, one of these (`calls it`, `called`: `call`). Under `re.I` a character matches
# one of their letters only when its `str.lower()` is that letter (no `ſ`, `ı` equivalents
# among them; the Kelvin sign lowers to `k`: `test_guard_letters_lower_to_themselves`).
_SHORT_HINT_WORDS = ("hereafter", "aka", "a.k.a", "call")


def _short_hint(text: str) -> bool:
    """`_SHORT_HINT` is in `text`: searched only when its necessary literals are (most leads
    have none, and the case-blind alternation is slow to search)."""
    if "称" not in text and not _any_in(text.lower(), _SHORT_HINT_WORDS):
        return False
    return _SHORT_HINT.search(text) is not None


def _any_in(text: str, words: tuple[str, ...]) -> bool:
    return any(map(text.__contains__, words))  # (no generator: ~2x faster on a few words)


def launched_names(shown: str) -> tuple[str, ...]:
    """The thing a name saying an organisation launched it names (`Sorrel AI 发布 S1 推理加速卡`,
    a lead written from such a title): the maker's thing (`Sorrel AI S1`) and, when it is a
    name on its own, the thing (`S1` is none); () for another name."""
    if "发布" not in shown and "推出" not in shown and "开源" not in shown:
        return ()
    match = _LAUNCHED.match(shown)
    if match is None:  # (a maker of one word: not its own name's release, `Tolvane 发布 Tolvane 2`,
        match = _LAUNCHED_BY_ONE.match(shown)  # nor a member of a family, `Parley-turbo`,
        if match is None or form(match["thing"].split()[0]) == form(match["org"]):  # which
            return ()  # the family rules weigh against the family's entry)
        if _MEMBER_WORD.match(match["thing"]):
            return ()
    thing = match["thing"].strip()
    own = (thing,) if distinctive(form(thing)) and _proper(thing) else ()
    return (f"{' '.join(match['org'].split())} {thing}", *own)


def renamed_names(shown: str) -> tuple[str, ...]:
    """The new name and release a name saying its thing is renamed gives it (`FlowServe 更名
    Riverbed，发布 Riverbed 3.0`, a lead written from such a title: `Riverbed 3.0`), when it
    names a release of the new name (`Orbweaver 更名为 Weft` is no `Weft 0.6`'s entry where
    the document keeps an entry per release)."""
    if "名" not in shown and "rename" not in shown.casefold():
        return ()
    new = versions.renamed_to(shown)
    if not new or not distinctive(form(new)) or not _proper(new):
        return ()
    # (`Riverbed 3.0`; `更名为 Lumiweave，0.9 版同步发布`: after a comma too; the new name
    # written again there, a bare generation too: `更名 Lumen-Rerank，Lumen-Rerank 3 同步发布`)
    named = re.escape(new)
    release = re.search(
        rf"{named}\s*(?:[，,]\s*)?(?:(?:同步|同时|并)?(?:发布|推出)\s*)?"  # (`，同步发布 2.0`)
        rf"(?:(v?\d+(?:\.\d+)+)|{named}\s+(v?\d+(?:\.\d+)*))(?![\d.])",
        shown,
    )
    return (f"{new} {release[1] or release[2]}",) if release else ()  # (its release: its entry)


def _shortens(short: str, name: str) -> bool:
    """`short` is a shorter form of the Latin name `name`: two capitals at least, and each of
    the name's words gives its initial, then maybe more of its letters, in order."""
    words = [w.casefold() for w in re.split(r"[ \-]+", name.strip()) if w]
    letters = re.sub(r"[ \-]", "", short).casefold()
    if sum(c.isupper() for c in short) < 2 or not words or not all(w.isascii() for w in words):
        return False
    if _reordered_capitals(short, name):
        return True
    return len(letters) < len("".join(words)) and _takes_letters(letters, words)


def own_repository_name(text: str, shown: str) -> tuple[str, ...]:
    """The name of the one repository a lead writes or links whose name starts with the
    entry's first word (`Gallant Runtime … GitHub gallant-ai/gallant-rt`: `gallant-rt`), when
    it differs from the entry's name: the thing's own repository, a name it goes by too; ()
    otherwise (a lead led by the path is read from it already; another project's repository,
    `sgl-project/sglang`, is not named like the entry)."""
    if "/" not in text or _REPO_PATH.match(shown.strip()):
        return ()
    first = _NAME_WORD.match(shown)
    if first is None:
        return ()
    word = first["word"].split("-")[0].casefold()
    folded = text.casefold()  # (a repository named so follows a slash: `…/gallant-rt`, folded)
    if f"/{word}" not in folded:
        return ()
    linked = contrary.repos_of(text) if "github" in folded else frozenset[str]()
    names = {r.rsplit("/", 1)[-1] for r in contrary.written_repos(text) | linked}
    own = [n for n in names if n.split("-")[0] == word != n and form(n) not in form(shown)]
    return (own[0],) if len(own) == 1 and distinctive(form(own[0])) else ()


def abbreviated_repository_name(text: str, shown: str) -> tuple[str, ...]:
    """The name of the one repository a lead writes or links, under an owner named after the
    entry's first word, that abbreviates the entry's Latin name (`Tidewater Scheduler
    (Tidewater Labs, [repo](…/tidewater-labs/tws))`: `TWS`), the thing's own short name."""
    if "/" not in text or not shown.isascii() or _REPO_PATH.match(shown.strip()):
        return ()
    words = [w.casefold() for w in re.split(r"[ \-]+", shown.strip()) if w]
    if len(words) < 2:  # (a one-word name abbreviates nothing: read before the lead's repositories)
        return ()
    first = _NAME_WORD.match(shown)
    word = first["word"].split("-")[0].casefold() if first else ""
    folded = text.casefold()
    if not word or (f"{word}/" not in folded and f"{word}-" not in folded):
        return ()
    linked = contrary.repos_of(text) if "github" in folded else frozenset[str]()
    repos = {r for r in contrary.written_repos(text) | linked if re.split(r"[-/]", r)[0] == word}
    short = [
        n
        for r in repos
        if 3 <= len(n := r.rsplit("/", 1)[-1]) <= 5 and n.isalpha()
        if _takes_letters(n, words) and n != words[0]
    ]
    return (short[0].upper(),) if len(short) == 1 and len(repos) == 1 else ()


# An English name of four to eight capitalised words (`Zephyr Prefix-Aware Scheduler`).
_CAPITALISED_NAME = lazy(r"(?:[A-Z][A-Za-z0-9]*[ \-]){3,7}[A-Z][A-Za-z0-9]*")


_SPACE_OR_HYPHEN = lazy(r"[ \-]")


def full_initials(name: str) -> str:
    """The initials of every word of an English name of four capitalised words or more, its
    release left out (`Zephyr Prefix-Aware Scheduler` → `ZPAS`, `Multilingual Table Retrieval
    Benchmark 1.0` → `MTRB`); "" for another name."""
    name = name.strip()
    if name.count(" ") + name.count("-") < 3:  # (and so without its release: a cut, no more)
        return ""
    name = _VERSION_TAIL.sub("", name) if name[-1:].isdigit() else name
    if name.count(" ") + name.count("-") < 3 or not _CAPITALISED_NAME.fullmatch(name):
        return ""
    return "".join(w[0] for w in _SPACE_OR_HYPHEN.split(name))


def opening_expansion(text: str, shown: str) -> tuple[str, ...]:
    """The English name a lead's description opens with when it spells out the abbreviation
    in brackets after the entry's name (`蕨丘分离式服务（FDS）：Fernhill Disaggregated
    Serving，…`: `Fernhill Disaggregated Serving`): the entry's name as well; () for none
    (not capitalised words whose initials are another abbreviation's, nor words of the trade
    only, none of them a product's word: `Disaggregated Serving`)."""
    visible = _visible(text)
    if not shown or not visible.startswith(shown):
        return ()
    abbr = _NAME_ABBR.match(visible[len(shown) :])
    clause = _DESCRIPTION.match(visible[len(shown) + abbr.end() :]) if abbr else None
    expansion = _OPENING_NAME.match(clause["clause"]) if abbr and clause else None
    if abbr is None or expansion is None:
        return ()
    words = expansion.group().split()
    if not any(_product_word([w]) and not contrary.ADJECTIVE.match(w) for w in words):
        return ()  # (`Disaggregated Serving`: words of the trade, what many things are)
    return (expansion.group(),) if "".join(w[0] for w in words) == abbr["abbr"] else ()


_NAME_ABBR = lazy(r"\s*[（(](?P<abbr>[A-Z]{2,6})[)）]")
_OPENING_NAME = lazy(r"(?:[A-Z][A-Za-z0-9\-]*\s+){1,6}[A-Z][A-Za-z0-9\-]*(?![A-Za-z0-9])")
# Three letters at least: two-letter initials are words too often (`GO` ↔ `Go 1.24 发布`).
_OPENING_ABBR = lazy(r"(?P<abbr>[A-Z]{3,6})(?![A-Za-z0-9])")


def aliased_names(text: str, aliases: tuple[str, ...]) -> Names:
    """The names of an entry (lead `text`) that goes by other names too (`entry_names`): the
    lead's own, with the other names' forms among its whole names; read by its English name
    when the lead gives none of its own (`【棱镜推理引擎】…` with `英文名 Prismfold`, an
    abbreviation alone is none) or gives two languages (`Sablewing / 黑羽引擎`); by its
    repository's name when the lead is a repository's path and a release
    (`sgl-project/sglang v0.5.24`: `sglang v0.5.24`, the product and the release); by the
    new name and release a rename gives (`LoomLight 更名为 Lumiweave，0.9 版同步发布`)."""
    own = names_of(text)
    primary = own
    bilingual = len(_LANGUAGE_PARTS.split(own.shown)) == 2
    repo = _REPO_PATH.match(own.shown)
    renamed = renamed_names(own.shown) if own.core else ()
    if repo and repo["release"] and aliases and aliases[0] == repo["repo"] + repo["release"]:
        primary = names_of(aliases[0])
    elif renamed and renamed[0] in aliases:  # (`LoomLight 更名为 Lumiweave，0.9 版`)
        primary = names_of(renamed[0])
    elif aliases and _latin_half_first(own.shown, aliases[0]):  # (`织网 GraphWeave 2.0`: read
        primary = names_of(aliases[0])  # as `GraphWeave 2.0`, its Chinese name kept too)
    elif bilingual or not _LATIN_WORD.search(_VERSION_V.sub("", own.shown)):  # (`巡游者 v2.3`)
        english = next((a for a in aliases if _LATIN_WORD.search(a)), None)
        primary = names_of(english) if english else own
        if own.version and not primary.version:  # (`镜湖 1.6` 英文名 Mirrorlake: its 1.6)
            primary = replace(primary, version=own.version)
    full = set(primary.full) | own.full
    for alias in aliases:
        full |= names_of(alias).full
    core = primary.core if primary.core not in full else ""
    return replace(primary, full=frozenset(full), core=core)


def _latin_half_first(shown: str, alias: str) -> bool:
    """`alias` is the Latin half of a name in two languages with its release (`GraphWeave
    2.0` of `织网 GraphWeave 2.0`, `entry_names`)."""
    half = _two_language_half(shown) if _HAS_CJK.search(shown) else None
    return half is not None and _starts_cjk(shown) and alias == half[1] + half[2]


def without_descriptors(names: Names, glossary: Glossary) -> Names:
    """An entry's names without a Chinese one that only describes it when it has a name of
    its own too (`分层缓存（Strata）`: `Strata`; see `descriptor.py`); `names` otherwise."""
    described = {f for f in names.full if descriptor_only(f, glossary)}
    if not described or not any(distinctive(f) for f in names.full - described):
        return names
    return replace(names, full=names.full - described)


_DIGITS = lazy(r"\d+")
# A name's first Latin word after what may come before it (`🤖 Rudder`, `**Rudder`).
_NAME_WORD = lazy(r"^[^A-Za-z0-9]*(?P<word>[A-Za-z][A-Za-z0-9.\-]*)")


def _compared(name: str) -> str | None:
    """`SGLang vs vLLM 2026` and `vLLM vs SGLang 2026` alike, `DraftBank 草稿池 vs EAGLE-4`
    and `Lumen 与 Tessera 延迟对比` too: the Latin words of each side's Latin name (its whole
    text when it has none), sorted."""
    found = _comparison(name)
    return found[0] if found else None


# A release number right after a comparison's side (`Quarry Serve 3.2` in `Vesper-LM vs Quarry
# Serve 3.2`): the side at a release, not another thing compared.
_SIDE_RELEASE = lazy(r"(?<=[A-Za-z0-9])\s+[vV]?\d+(?:\.\d+)+(?=\s+(?:vs\.?|versus|对比)\s|\s*$)")


def _compared_unreleased(name: str) -> str | None:
    """The comparison's form (`_compared`) without the release numbers written after its
    sides, when it has any (`Vesper-LM vs Quarry Serve 3.2` → the form of `Vesper-LM vs
    Quarry Serve`); None for a name that is no comparison or writes no side's release."""
    bare = _SIDE_RELEASE.sub("", name)
    return _compared(bare) if bare != name and _compared(name) else None


# A repository's path first in the brackets right after a name (`潮汐 PG MCP（tidewater/pg-mcp，
# Tidewater）`), maybe its maker after a comma.
_BRACKETED_PATH = lazy(
    r"\s*[（(]\s*(?P<path>[A-Za-z0-9][A-Za-z0-9_.\-]*/[A-Za-z0-9][A-Za-z0-9_.\-]*)\s*"
    r"(?:[，,；;][^（()）]{0,40})?[)）]"
)


def bracketed_repository(text: str, shown: str) -> tuple[str, ...]:
    """The repository path the brackets right after a Chinese name give (`[潮汐 PG MCP](…)
    （tidewater/pg-mcp，Tidewater）：…`): the entry goes by that repository too; () otherwise
    (a name with Latin words of its own is read as written; not brackets later in the lead)."""
    if "/" not in text or not shown or shown.isascii() or not text.startswith(shown):
        return ()  # (string tests only: asked of every entry's lead)
    match = _BRACKETED_PATH.match(text, len(shown))
    # (not the upstream a lead says the entry is built on: `（qdrant/qdrant，上游）：基于 Qdrant …`)
    return (match["path"],) if match and not built_on(text, match["path"]) else ()


# What follows a name: its separator, then the description's first clause.
_DESCRIPTION = lazy(r"^\s*(?:[—–]{1,2}|-{1,2}|[：:])\s*(?P<clause>[^，,。；;（(]{1,80})")
MAX_NAME_WORDS = 8


def bracketed_shortened(text: str, shown: str) -> tuple[str, ...]:
    """The Latin name in the brackets right after an entry's name that is an abbreviation,
    maybe with a word both share after it (`**FLR**（Fulmar Runtime）`, `**FLR Enterprise**
    （Fulmar Runtime Enterprise）`), when each of the bracket's words gives the abbreviation its
    initial, then maybe more of its letters, in order (`_shortens`: not only initials, `HRS` of
    `Heron Scheduler`): the entry's name as well; () for none (not `**FLR**（Tessel Engine）`)."""
    visible = _nfkc(text).replace("**", "").lstrip()
    if not shown or not visible.startswith(shown):
        return ()
    bracket = _BRACKETED_NAME.match(visible[len(shown) :])
    if bracket is None:
        return ()
    mine, theirs = shown.split(), bracket["name"].split()
    while len(mine) > 1 and len(theirs) > 1 and mine[-1].casefold() == theirs[-1].casefold():
        mine, theirs = mine[:-1], theirs[:-1]  # (`Enterprise`, the word both end with)
    abbr = mine[0] if len(mine) == 1 else ""
    if not _ABBREVIATION.fullmatch(abbr) or not _shortens(abbr, " ".join(theirs)):
        return ()
    return (bracket["name"],)


# A Latin name, capitalised words only, alone in the brackets right after an entry's name.
_BRACKETED_NAME = lazy(r"\s*[（(](?P<name>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,4})[)）]")


# A title's abbreviated name then its generation, glued or hyphened (`GV4`, `GV-4`).
_GENERATION_ABBR = lazy(
    r"(?<![A-Za-z0-9\-])(?P<abbr>[A-Z]{2,4})-?(?P<gen>\d{1,2})(?![A-Za-z0-9.\-])"
)
# A point's Latin name of two capitalised parts or more, then a generation (`Glint-V 4 Pro`).
_GENERATION_NAME = lazy(
    r"(?<![A-Za-z0-9\-])(?P<name>[A-Z][A-Za-z0-9]*(?:[ \-][A-Z][A-Za-z0-9]*){1,3})"
    r"\s+(?P<gen>\d{1,2})(?![\d.])"
)


def generation_spelled(title: str, points: Sequence[str]) -> tuple[str, str] | None:
    """The abbreviated name a title writes with a generation (`GV4 以 1371 分登顶`, `GV-4 登顶
    …`) and the one Latin name the points write with that generation whose parts' initials the
    abbreviation is, in order (`Glint-V 4（榜单简称 GV4）`, `Glint-V 4 Pro 在 v2 全集得分…`):
    (`GV4`, `Glint-V 4`); None for none, or for two names the points could mean."""
    said = _GENERATION_ABBR.search(title)
    if said is None:
        return None
    spelled = {
        f"{m['name']} {m['gen']}"
        for point in points
        for m in _GENERATION_NAME.finditer(point)
        if m["gen"] == said["gen"] and _parts_initials(m["name"]) == said["abbr"]
    }
    return (said.group(), spelled.pop()) if len(spelled) == 1 else None


def _parts_initials(name: str) -> str:
    """The initials of a name's parts, split at spaces and hyphens (`Glint-V` → `GV`)."""
    return "".join(w[0] for w in _SPACE_OR_HYPHEN.split(name) if w)
