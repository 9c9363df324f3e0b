"""Releases, generations, editions and papers: when two names of one product are two things.

What an editor states in general, read from the names themselves:
- a version after a name is a release (`SGLang v0.5.24`, `Quillserve 3.2.1 LTS`): an entry
  named by a release stands for that release line (a patch continues it, another release
  does not); an entry named without one stands for the product and takes every release;
- a number joined to a name by a hyphen is a generation, part of the name (`Ostrakon-2`
  is a successor of `Ostrakon`, not its release 2);
- a period stamp in a comparison is its edition (`vLLM vs SGLang 2026Q4` is the
  next edition of `vLLM vs SGLang 2026Q3`);
- two different arXiv ids are two papers, whatever their names share — but a release
  (`LMCache 0.4`) is the product's, whatever new paper it cites.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterable

from patcher.document.identity import lead_text
from patcher.plan import incidents
from patcher.text import marker
from patcher.text.lazy import lazy

# A pre-release glued to its numbers, as package versions write it (`0.32rc1`, `3.4.0rc1`,
# `2.0beta2`, `1.1.dev3`, PEP 440's `3.3b1`, `2.0a1`): still the release those numbers name.
_GLUED = r"[.\-]?(?:(?:rc|beta|alpha|dev|pre)\.?\d*|[ab]\d+)(?![A-Za-z])"  # (`0.8.0-rc.2`)
# A release after a name: ` 1.2`, ` v0.5.21.post1`, `-v2`, `-1.2`, a series ` 2.x`, then
# release words (`LTS`, `RC1`, `beta`); never `-2` (a generation: `Ostrakon-2`).
_QUALIFIER = r"(?:LTS|GA|RC\d*|beta\d*|alpha\d*|preview|stable|hotfix|final|nightly)"
VERSION_TAIL = lazy(  # (not the count of a top-ten list: `ASI Top 10`; but `Hilltop 1.2`;
    # not an HTTP status the name returns: `Osprey Gate 502`, `… 429`: its trouble)
    r"(?:(?<!(?<![A-Za-z])[Tt]op)(?!\s+"
    + incidents.HTTP_STATUS
    + r"$)\s+v?\d+(?:\.\d+)*(?:\.[xX](?![A-Za-z0-9]))?|-v\d+(?:\.\d+)*|-\d+(?:\.\d+)+)"
    rf"(?:{_GLUED})?(?:\.post\d+)?(?:-cu\d+)?(?:[ \-]{_QUALIFIER}|(?:rc|beta|alpha)\d+)*$",
    re.I,
)
_SPACE_RUN = lazy(r"\s+")  # (the preamble readers flatten its lines with it)
_NUMBERS = lazy(r"\d+(?:\.\d+)*")
# A title that puts the release first (`v0.6 Quarrystone 发布`, `2.3.post1 Prismfold 补丁`): a
# `v` or a dotted version, then a capitalised name (not a unit: `1.2 TB`).
_RELEASE_FIRST = lazy(
    r"^(?P<release>v\d+(?:\.\d+)*|\d+(?:\.\d+)+)(?P<post>\.post\d+)?\s+"
    r"(?P<name>(?:[A-Z][a-z][A-Za-z0-9\-]+|[A-Z][A-Za-z0-9\-]{3,})(?:\s+[A-Z][A-Za-z0-9\-]*)*)"
    r"(?![A-Za-z0-9.])"
)
# A release after a product's name and the Chinese word for what it is (`Wheatear 调度器 1.1`).
_AFTER_KIND = lazy(
    r"^(?P<name>[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z][A-Za-z0-9.\-]*)*)\s*(?P<kind>[\u3400-\u9fff]{1,6})\s*"
    rf"(?P<tail>v?\d+(?:\.\d+)+(?:\.post\d+)?(?:[ \-]{_QUALIFIER})*)\s*$",
    re.I,
)

_PATCH_SUFFIX = lazy(r"\.post\d+|-cu\d+", re.I)


def release(tail: str) -> tuple[int, ...]:
    """` v0.5.21.post1` → (0, 5, 21), ` 3.2.1 LTS` → (3, 2, 1): the release numbers of a
    version tail, without `.postN`, `-cuNNN` or the release words after it."""
    found = _NUMBERS.search(_PATCH_SUFFIX.sub("", tail))
    return tuple(int(d) for d in found.group().split(".")) if found else ()


# A generation, then words saying a patch of it comes, then that patch (`Kestrel 5 point
# release 5.0.1`, `Kestrel-5 补丁版 5.0.1`): the patch is the release the title names.
_PATCH_OF_GENERATION = lazy(
    r"^(?P<name>[A-Z][A-Za-z0-9\-]*?)[\s\-]?(?P<generation>[1-9]\d?)\s+"
    r"(?:(?i:point|patch|maintenance|bug-?fix|minor|hotfix)\s+(?i:release|update)|小版本|补丁版?|修复版)"
    r"\s*v?(?P<release>(?P=generation)\.\d+(?:\.\d+)?)(?![\d.])"
)


# A Chinese ordinal generation before a Latin name (`第三代 Lumen`, `第二代Kestrel`).
_CHINESE_ORDINALS = "一二三四五六七八九"
_ORDINAL_FIRST = lazy(
    r"^第(?P<ordinal>[一二三四五六七八九])代\s*"
    r"(?P<name>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][a-z][A-Za-z0-9\-]*)*)(?![A-Za-z0-9.\-])(?!\s*\d)"
)


def release_last(name: str) -> str:
    """A name that puts its release first, with the release after the Latin name, as names
    are read (`v0.6 Quarrystone 发布` → `Quarrystone v0.6 发布`), or a generation's patch after
    it (`Kestrel 5 point release 5.0.1` → `Kestrel 5.0.1`); else the name as it is."""
    patch = _PATCH_OF_GENERATION.match(name) if name[:1].isupper() else None
    if patch is not None:
        return f"{patch['name']} {patch['release']}{name[patch.end() :]}"
    ordinal = _ORDINAL_FIRST.match(name) if name[:1] == "第" else None
    if ordinal is not None:  # (`第三代 Lumen 加入…` → `Lumen 3 加入…`)
        number = _CHINESE_ORDINALS.index(ordinal["ordinal"]) + 1
        return f"{ordinal['name']} {number}{name[ordinal.end() :]}"
    match = _RELEASE_FIRST.match(name)
    if match is None:
        return name
    rest = name[match.end() :]
    return f"{match['name']} {match['release']}{match['post'] or ''}{rest}"


# A former name in brackets after the name (`Egretwell（原名 Egretta）1.0：…`, `Quire (formerly
# Parchment)`, `剧团 Troupe 2.0（原 提线 Marionette）`: 原 then a space before a Chinese name, not
# `（原生…）`): the thing was renamed, and is the one its former name names. After a bare 原 only
# a name, to the closing bracket (not `（原 潮池 Tidepool 核心成员打造）`: a clause about people),
# maybe the rename word after it (`Apiary 1.0（原 Hivemind Agents 更名）`).
_RENAME_SAID = r"(?:\s*(?:更名|改名)(?:而来)?)?"
# (or of what the thing was a part, or who came from there: `（原 Tessel 调度组件）`,
# `（原 Tidewater 工程师）`: another thing's part or people, not its former name)
_MADE_BY = (
    r"(?:打造|开发|团队|成员|出品|维护|推出|作者|创始|孵化"
    r"|组件|模块|子项目|子模块|插件|部门|工程师|员工)"
)
_FORMER = lazy(
    r"^(?P<new>[^（(]+?)\s*[（(]\s*(?:原名|旧名|曾用名|前身(?:为|是)?|原(?=(?:\s+[\u3400-\u9fff]{2,8})?"
    rf"\s*(?:[A-Za-z][^（()）\u3400-\u9fff]*)?{_RENAME_SAID}[）)]"
    # (or a Latin name then its Chinese one, `（原 Tidewater 潮水调度器）`; not who made it:
    # `（原 Tidepool 团队打造）`)
    rf"|\s+[A-Za-z][^（()）\u3400-\u9fff]*?\s*(?![^（()）]*{_MADE_BY})[\u3400-\u9fff]{{2,8}}[）)])"
    r"|formerly|previously|"
    rf"renamed from|née|nee)\s*[:：]?\s*(?P<old>[^）)]{{2,40}}?){_RENAME_SAID}\s*[）)]"
    r"\s*(?P<rest>.*)$",
    re.I | re.S,
)


# The former name in the description after the dash (`白鹭「蜂巢 Hive」2.0 — 原蜂群 Swarmline
# 更名后的首个版本`, `Weft 0.5 — formerly Orbweaver`): `原` (or `formerly`), the name, then the
# rename word (`更名`) or the end of the clause.
_FORMER_AFTER = lazy(
    r"^(?P<new>[^—–]+?)\s*[—–]{1,2}\s*(?:(?:原名?|前身为?)\s*"
    r"(?P<old>[^\s，,；;。（(]{1,12}(?:\s+[A-Za-z][A-Za-z0-9\-]*){0,2})\s*(?:更名|改名)"
    # (then the release it names, or nothing: `更名后首版`, `更名后的首个版本`, `更名而来`; not
    # `原 Tollgate 更名后首次接入的注册中心`, another thing's rename)
    r"(?:为[^，,；;。—–]{1,30}?)?(?:而来|后)?\s*的?\s*(?:首个|第一个|首)?\s*(?:版本?|发布|正式版)?"
    r"\s*(?=[，,；;。）)]|$)"
    # (`formerly Orbweaver, now MIT`, the clause ending there; not `previously Atlas plugin`)
    r"|(?i:formerly|previously)\s+(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,2})"
    r"(?=\s*(?:[,，;；。)）]|\.(?:\s|$)|$)))"
)


_LAST_RELEASE = lazy(r"(?<![\d.])v?\d+(?:\.\d+)+$")


def former_reading(title: str) -> str | None:
    """A title that gives its former name, read by that name (`Egretwell（原名 Egretta）1.0：分层
    KV 卸载库` → `Egretta 1.0：分层 KV 卸载库`; `X 2.0 — 原 Y 更名后的首个版本` → `Y 2.0`); None
    when it gives none."""
    match = _FORMER.match(title)
    after = _FORMER_AFTER.match(title) if match is None and ("—" in title or "–" in title) else None
    bare = _RENAMED_AFTER.match(title) if match is None and after is None else None
    if bare is not None:  # (`Cairn Memory — Mnemo 更名并发布 1.0` → `Mnemo 1.0`)
        head = _HEAD_RELEASE.search(bare["new"]) if bare["first"] else None
        release = bare["release"] or (head.group() if head else "")
        return f"{bare['old']} {release}".strip()
    if after is not None:
        release = _LAST_RELEASE.search(after["new"].strip())
        return f"{after['old'] or after['latin']} {release.group() if release else ''}".strip()
    if match is None:
        return None
    release = VERSION_TAIL.search(match["new"])  # (`Rookery 1.0（原 Corvid Serve）`: 1.0 too)
    old = f"{match['old']}{release.group() if release else ''}"
    return f"{old} {match['rest']}".strip()


# The former name alone after the dash, then the rename and maybe the release it came with
# (`Cairn Memory — Mnemo 更名并发布 1.0`, `Weft — Orbweaver 改名后首发`): a capitalised Latin name,
# the whole clause.
_RENAMED_AFTER = lazy(
    r"^(?P<new>[^—–]+?)\s*[—–]{1,2}\s*(?P<old>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,2})\s*"
    r"(?:正式|已)?(?:更名|改名)(?:并|后)?\s*(?:首发|发布|推出)?\s*(?P<release>v?\d+(?:\.\d+)+)?"
    # (or the release the head names, the first stable one since the rename: `Tessella 1.0 发布
    # — Tessera 更名后的首个稳定版`, read as `Tessera 1.0`; not `更名后首个版本`, read by the
    # new name: a document of one entry per release keeps it apart)
    # (`— Quill Runtime 正式更名，墨匣首个正式版`: its Chinese name, then the first stable one)
    r"(?P<first>(?:[，,]\s*[\u4e00-\u9fff]{1,6}?)?的?\s*(?:首个|第一个|首)\s*(?:稳定|正式)\s*"
    r"(?:版本?|发布|发行版))?"
    r"\s*(?=[，,；;。]|$)"
)
# A release written in a title's head (`Tessella 1.0 发布`).
_HEAD_RELEASE = lazy(r"(?<![\w.])v?\d+(?:\.\d+)+(?![\w.])")


# A title saying the thing takes a new name (`Jolt Gateway 更名为 Halyard Gateway`, `Orbweaver
# renamed to Weft`, `OOM 巡检器 Gristle 更名 Gristle Sentry`): the Latin proper name right
# before the rename word when there is one (`old`), or a Chinese name that is all the title
# says before it (`chinese`: `织像更名为 LoomVision`), and the new name, capitalised Latin
# words, a release after it left out (`new`). One pattern for both readings.
_RENAMED = lazy(
    r"(?:(?<![A-Za-z0-9\-])(?P<old>[A-Z][A-Za-z0-9\-]*[a-z][A-Za-z0-9\-]*)\s*"
    # (a Chinese word saying what it is between: `Corvid 调度器更名 Rookery`)
    r"(?:[\u4e00-\u9fff]{0,3}(?:调度器|引擎|框架|网关|运行时|服务器|插件|库)\s*)?"
    r"|^(?P<chinese>[\u3400-\u9fff\uf900-\ufaff]{2,6}(?:[A-Z]{2,4}(?![A-Za-z0-9]))?)\s*)?"
    r"(?:更名为?|改名为?|重命名为|(?i:\brenamed(?:\s+(?:to|as))?|\brebranded\s+(?:to|as)))\s*"
    r"(?P<new>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,2})"
)


# What every `_RENAMED` match holds: `名` (of `更名`, `改名`, `重命名为`), or `renamed` or
# `rebranded` in any case: `re.I` matches to these letters only characters that lower to them
# (`tests/test_index_guards.py`), so the word is in the lower-cased title.
_RENAME_WORDS = ("renamed", "rebranded")


def _renamed(title: str) -> re.Match[str] | None:
    """`_RENAMED.search(title)`, searched only where a rename word is (the pattern tries a
    proper name at every capital letter, ~12 µs a title; most titles say no rename)."""
    if "名" not in title and not any(w in title.lower() for w in _RENAME_WORDS):
        return None
    return _RENAMED.search(title)


@functools.lru_cache(maxsize=256)  # pure; a briefing's titles are read for each of its items
def renamed_to(title: str) -> str | None:
    """The new name a title says the thing takes (`Orbweaver 更名为 Weft —— 0.5 版` → `Weft`),
    None when it says none: the entry it continues is found by that name from then on."""
    match = _renamed(title)
    return match["new"] if match else None


# `Aster 更名：Aster Serve → Aster Engine`, `Rename: A -> B`: the rename word, a colon, the old
# name, an arrow and the new name.
_RENAMED_ARROW = lazy(
    r"(?:更名|改名|重命名|(?i:(?<![A-Za-z])(?:renamed?|rebrand(?:ed)?)(?![A-Za-z])))\s*[：:]\s*"
    r"(?P<old>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,2})\s*(?:→|->|=>|⟶)\s*"
    r"(?P<new>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,2})"
)


# `Kestrel 将 Wren Audio 更名为 Finch Voice`: a maker (or anyone) renaming the thing it names
# after `将`, the old name Latin words, the first capitalised (`Wren TTS`, `Wren-2 audio`).
_RENAMED_HELD = lazy(
    r"^[^将—–，,：:]{1,30}?\s*将\s*(?P<old>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9\-]*){0,2})"
    r"\s*(?:正式)?(?:更名|改名)(?:为|成)"
)


# A rename its title denies or calls a rumour (`否认将 …`, `不会将 …`, `… 的传闻不实`).
_RENAME_DENIED = lazy(r"否认|否定|辟谣|不会|不再|并未|尚未|没有|无意|拒绝|传闻|据传|计划")
_RENAME_DENIED_AFTER = lazy(r"的?(?:传闻|说法|消息|报道)|(?:不实|有误|系误传|被否认|遭否认)")


def renamed_held(title: str) -> str | None:
    """The old name a title writes after `将`, before its rename word (`Kestrel 将 Wren Audio
    更名为 Finch Voice` → `Wren Audio`): the thing renamed, which its subject (the maker) is
    not; None when it writes none so."""
    match = _RENAMED_HELD.search(title) if "名" in title else None
    if match is None or _RENAME_DENIED.search(title[: match.start("old")]):
        return None  # (`Kestrel 否认将 Wren Audio 更名为 …`, `… 不会将 …`: no rename)
    if _RENAME_DENIED_AFTER.search(title, match.end()):
        return None  # (`… 将 Wren Audio 更名为 Finch Voice 的传闻不实`)
    return match["old"]


def renamed_by_arrow(title: str) -> str | None:
    """The old name a title writes after a rename word and a colon, before an arrow (`Aster
    更名：Aster Serve → Aster Engine` → `Aster Serve`); None when it writes none so."""
    match = _RENAMED_ARROW.search(title)
    return match["old"] if match else None


def renamed_release(title: str) -> str | None:
    """The release a title gives its thing under the new name it says it takes (`Beacon-Rerank
    更名 Lumen-Rerank，Lumen-Rerank 3 同步发布` → `Lumen-Rerank 3`); None when it gives none."""
    match = _renamed(title)
    if match is None:
        return None
    new, after = match["new"], title[match.start("new") :]
    found = re.search(
        rf"(?<![A-Za-z0-9\-]){re.escape(new)}\s*(?P<release>v?\d+(?:\.\d+)*)(?![\d.A-Za-z])", after
    )
    return f"{new} {found['release']}" if found else None


# A release right after the new name, in the rename's clause (`Glint 更名 GlintRT，1.2 发布`,
# `Mnemo renamed Cairn, releases 1.0`): what the renamed thing came with.
_RELEASE_WITH_RENAME = lazy(
    r"^\s*[，,]?\s*(?:并|同时|(?i:and\s+|with\s+))?(?:发布|推出|首发|(?i:releases?\s+|ships\s+))?"
    r"\s*v?\d+(?:\.\d+)+(?![\d.])"
)


def renames_with_release(title: str) -> bool:
    """The title says its thing takes a new name and gives a release right after that name
    (`Glint 更名 GlintRT，1.2 发布`): a release of the renamed line, not news of an older one."""
    match = _renamed(title)
    return match is not None and _RELEASE_WITH_RENAME.match(title[match.end() :]) is not None


def renamed_from(title: str) -> str | None:
    """The name a title says its thing is renamed from (`OOM 巡检器 Gristle 更名 Gristle
    Sentry` → `Gristle`, `Egretta renamed to Egretwell` → `Egretta`): the Latin proper
    name right before the rename word, or the Chinese name the title opens with (`织像更名为
    LoomVision` → `织像`); None when it says no rename or names no old name."""
    match = _renamed(title)
    return (match["old"] or match["chinese"]) if match else None


# A product's name, the Chinese word for what it is, then its abbreviation and a release
# (`Ferric 网关 FSG 0.9.1`): the abbreviation is the thing's name, the words before describe it.
_ABBR_AFTER_KIND = lazy(
    r"^(?P<name>[A-Z][A-Za-z0-9\-]+)\s*[\u3400-\u9fff]{1,6}\s*(?P<abbr>[A-Z][A-Z0-9]{1,7})\s*"
    rf"(?P<tail>v?\d+(?:\.\d+)+(?:{_GLUED})?(?:\.post\d+)?(?:[ \-]{_QUALIFIER})*)\s*$",
)


def abbreviation_after_kind(name: str) -> str | None:
    """`Ferric 网关 FSG 0.9.1` → `FSG 0.9.1`: a title's abbreviation and release after the
    product's name and a Chinese kind word, when the abbreviation starts with the name's
    initial (Ferric's FSG; not `Ferric 网关 GSX 0.9`); None otherwise."""
    match = _ABBR_AFTER_KIND.match(name)
    if match is None or match["abbr"][0] != match["name"][0].upper():
        return None
    return f"{match['abbr']} {match['tail']}"


def abbreviation_maker(name: str) -> tuple[str, str] | None:
    """`Ferric 网关 FSG 0.9.1` → (`Ferric`, `FSG`): the product word and the abbreviation of
    `abbreviation_after_kind`'s reading; None when the title has none."""
    match = _ABBR_AFTER_KIND.match(name)
    if match is None or match["abbr"][0] != match["name"][0].upper():
        return None
    return match["name"], match["abbr"]


def release_after_kind(name: str) -> tuple[str, str] | None:
    """A title's Latin name and the release written after the Chinese word for what it is
    (`Wheatear 调度器 1.1` → (`Wheatear`, `1.1`)); None when it has none there."""
    match = _AFTER_KIND.match(name)
    return (match["name"], match["tail"]) if match else None


def kind_before_release(name: str) -> str | None:
    """The Chinese word a title writes for what its thing is, between the name and the
    release (`Rook 向量库 0.2` → `向量库`); None when it writes none there."""
    match = _AFTER_KIND.match(name)
    return match["kind"] if match else None


_PRE_RELEASE = lazy(r"(?i)[\d \-.](?:RC\.?\d*|beta\.?\d*|alpha\.?\d*|preview|nightly)\s*$")


def pre_release(name: str) -> bool:
    """A release not made yet (`Tamarind 2.0 beta`, `Quillserve 3.3 preview`, `1.3 RC1`): not
    the release a product's entry names, even where the entry takes every release."""
    return _PRE_RELEASE.search(name) is not None


def other_release(mine: tuple[int, ...], theirs: tuple[int, ...]) -> bool:
    """Both carry a version, and `mine` is not of the release line `theirs` names:
    `SGLang v0.5.20` is another release than `SGLang v0.5.19`, while `1.3.1` and
    `0.5.21.post1` are patches of the `1.3` and `0.5.21` lines (a line needs a major and a
    minor number: `Llama 3.1` is not a patch of `Llama 3`); a title's `2.0` is the release of
    an entry named `Qingbai-Embed 2` (its first), not the other way round (`3` after a title's
    name is a generation, not the entry's release `3.0`)."""
    line = _trimmed(theirs)
    if not (mine and theirs) or _trimmed(mine) == line:
        return False
    if len(theirs) == 1 and _unzeroed(mine) == theirs:
        return False
    return not (len(line) >= 2 and mine[: len(line)] == line)


def writes_line(text: str, numbers: tuple[int, ...]) -> bool:
    """The text writes the release line `numbers` names, a major and a minor number at least
    (`3.3` or `v3.3.0-rc1` for (3, 3, 0); `v0.6.3` for (0, 6, 3)), not inside another
    number (`13.3`, `3.31`)."""
    line = _trimmed(numbers)
    if len(line) < 2:
        return False
    dotted = r"\.".join(str(n) for n in line)
    return re.search(rf"(?<![\d.])[vV]?{dotted}(?![\d])", text) is not None


def _unzeroed(numbers: tuple[int, ...]) -> tuple[int, ...]:
    """A release without the zeros that end it, past its major number (`2.0` is `2`)."""
    while len(numbers) > 1 and numbers[-1] == 0:
        numbers = numbers[:-1]
    return numbers


def _trimmed(numbers: tuple[int, ...]) -> tuple[int, ...]:
    """A release without the zeros that end it, past its major and minor numbers: `3.4.0` is
    `3.4` (`Quillserve v3.4 GA` is the release `Quillserve 3.4.0rc1` was a candidate of)."""
    while len(numbers) > 2 and numbers[-1] == 0:
        numbers = numbers[:-1]
    return numbers


# An edition stamp among a comparison's words (folded): `2026q4`, `2026h1`, `2026`, `q3`.
_EDITION = lazy(r"^(?:(?:19|20)\d\d(?:q[1-4]|h[12])?|q[1-4]|h[12])$")


_DIGIT_RUNS = lazy(r"\d+")


def edition_split(words: Iterable[str]) -> tuple[list[str], tuple[int, ...]]:
    """A comparison's words (folded) without their edition stamp, and the edition
    (`2026q4` → (2026, 4), `2026` → (2026,)); () when it has none."""
    kept: list[str] = []
    edition: tuple[int, ...] = ()
    for word in words:
        if _EDITION.match(word):
            edition = tuple(int(d) for d in _DIGIT_RUNS.findall(word))
        else:
            kept.append(word)
    return kept, edition


def other_edition(mine: tuple[int, ...], theirs: tuple[int, ...]) -> bool:
    """Both are dated editions, and not the same one (`2026Q3` and `2026Q4`)."""
    return bool(mine and theirs) and mine != theirs


# A monthly edition's stamp: `2028 年 1 月`, `2028-01 月榜`, `December 2027` (not a full date:
# `2028-01-15` is a day).
_MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
# A month's edition word: not one opening another word (`月版权`, `月版本`, `月期间`, `月刊物`).
_MONTH_EDITION_WORD = (
    r"(?:版(?![权本图面块式税])|榜|刊(?![物登载发])|期(?![间刊货望待限满末中内许]))"
)
_MONTH_STAMP = lazy(
    r"(?<![\d\-])(?P<year>20\d\d)\s*(?:年\s*(?P<cjk>\d{1,2})\s*月|-(?P<dash>\d{2})(?![\d\-])"
    r"|\.(?P<dot>0[1-9]|1[0-2])(?=\s*(?:期|月|版|榜)))"
    rf"|(?i:(?<![A-Za-z])(?P<name>{'|'.join(_MONTHS)})\s+(?P<after>20\d\d)(?!\d))"
    rf"|(?<![一二三四五六七八九十])(?P<numeral>十[一二]?|[一二三四五六七八九])月(?={_MONTH_EDITION_WORD})"
    rf"|(?<![\d.\-])(?P<arabic>1[0-2]|0?[1-9])\s*月(?=\s*{_MONTH_EDITION_WORD})"
)
_NUMERALS = "一二三四五六七八九十"


def month_edition(text: str) -> tuple[int, int] | None:
    """The monthly edition a name gives (`MMTEB 2028 年 1 月刷新` → (2028, 1), `MMTEB — December
    2027 refresh` → (2027, 12)); None when it gives none (a day `2028-01-15` is none)."""
    if "20" not in text and "月" not in text:
        return None
    match = _MONTH_STAMP.search(text)
    if match is None:
        return None
    if match["name"]:
        return int(match["after"]), _MONTHS.index(match["name"].casefold()) + 1
    if match["arabic"]:  # (`7 月榜`: no year said, 0)
        return 0, int(match["arabic"])
    if match["numeral"]:  # (`九月版`, `十一月榜`: no year said, 0)
        numeral = match["numeral"]
        ones = _NUMERALS.index(numeral[-1]) + 1
        return 0, (10 + ones % 10 if numeral[0] == "十" and len(numeral) > 1 else ones)
    return int(match["year"]), int(match["cjk"] or match["dash"] or match["dot"])


def same_month(one: tuple[int, int], other: tuple[int, int]) -> bool:
    """Two monthly editions are the same: the same month, of the same year where both say it
    (`九月版` gives none: `WebGauntlet 九月版` is `WebGauntlet 2028.09 期`)."""
    return one[1] == other[1] and (one[0] == other[0] or not one[0] or not other[0])


# A preamble giving an edition an entry of its own (`a new version, edition or patch gets its
# own bullet`, `每个版次单独成条`).
_EDITION_WORD = lazy(r"(?i)(?<![A-Za-z])editions?(?![A-Za-z])|版次|期次|每一?期|每一?届|年度版")


def states_edition_entries(preamble: str) -> bool:
    """The document's text before its first section gives an edition an entry of its own."""
    return _states_own_entries(preamble, _EDITION_WORD)


# A preamble sentence naming a product's tiers (`one bullet per product tier or edition (Pro,
# Cloud … each its own entry)`, `所有档位——Pro / Lite / Cloud——都写在同一条目下`).
_TIER_WORD = lazy(r"(?i)(?<![A-Za-z])tiers?(?![A-Za-z])|档位|档次")
# … saying they share the product's entry (`都写在同一条目下`, `under the product's one entry`).
_SAME_ENTRY = lazy(
    r"同一(?:个)?条目|同一条(?![件款])|(?i:(?<![A-Za-z])(?:the\s+same|the\s+product's(?:\s+one|"
    r"\s+single)?)\s+(?:entry|bullet)(?![A-Za-z]))"
)


def stated_tiers(preamble: str) -> str:
    """Where the document's text before its first section files a product's tiers: "held" (a
    sentence naming tiers writes them in the product's one entry: `所有档位…都写在同一条目下`),
    "apart" (each its own entry: `one bullet per product tier or edition (… each its own
    entry)`), "" when no sentence says (or one sentence says both)."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    said = set()
    for sentence in _SENTENCE_END.split(flat):
        if not _TIER_WORD.search(sentence) or _DENIED.search(sentence):
            continue
        own, same = _OWN_ENTRY.search(sentence), _SAME_ENTRY.search(sentence)
        same = same or _product_entry_said(sentence)  # (`同一产品的…档位…都写成该条目下`)
        if own and not same:
            said.add("apart")
        elif same and not own:
            said.add("held")
    return said.pop() if len(said) == 1 else ""


def other_paper(mine: Iterable[str], theirs: Iterable[str], version: tuple[int, ...] = ()) -> bool:
    """The increment is a paper (an arXiv key) and the entry is another one: it has arXiv
    keys, and not this one (`Pelican v2` with an id of its own is a successor). A release
    (`LMCache 0.4`: a dotted `version` in the title) is the product's, whatever new paper
    it cites."""
    own = {k for k in mine if k.startswith("arxiv:")}
    held = {k for k in theirs if k.startswith("arxiv:")}
    return len(version) < 2 and bool(own and held) and not own & held


# A unit after a figure (`1.8 seconds faster`, `4.2 GB less`, `2.1 倍`): a measure, no release.
_UNIT = (
    r"(?:(?i:seconds?|secs?|s|ms|us|µs|minutes?|mins?|hours?|hrs?|h|days?|weeks?|[kmgt]i?b|"
    r"x|times|tokens?|tok|percent|points?|pp|k|m|b|bn|million|billion)(?![A-Za-z])"
    r"|[倍秒分小天周个万亿点])"
)
# A sub-item of an entry's history naming a release of it: `- 2026-09-05 0.3: NVMe tier`,
# `- 2026-10-02: v2.2, CUDA graph capture` (a date, then the release and a colon or comma;
# after a date, a word may follow the release: `- 2026-12-02: 2.3 adds chunked prefill`;
# the date bold, or its month named, and a dash after it: `- **Dec 2, 2026** — 2.3 adds …`).
# (or the release, its date in brackets, then a colon: `  - 1.2.0（2029-05-01）：…`)
_HISTORY_LINE = lazy(
    r"^\s*(?:[-*+]|\d+[.)])\s+(?:[*_]{0,2}(?P<date>\d{4}-\d{2}-\d{2}"
    r"|(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4})"
    r"[*_]{0,2}\s*(?:[:：]|\s[—–]\s)?\s*)?v?(?P<line>\d+\.\d+)"
    r"(?:\.\d+)*(?:\s*[（(]\d{4}-\d{2}(?:-\d{2})?[)）])?"
    r"(?:\s*[:：,，]|\s+[—–]\s|(?(date)\s+(?!" + _UNIT + r")[A-Za-z\u4e00-\u9fff]|(?!)))"
)


def release_history(lines: Iterable[str]) -> bool:
    """An entry's lines list two or more releases of it, one a sub-item (`<details>` history
    `- 2026-09-05 0.3: …`, `- 2026-10-03 0.4: …`): the entry takes its product's releases."""
    found: set[str] = set()
    for line in lines:
        match = _HISTORY_LINE.match(line)
        if match:
            found.add(match["line"])
            if len(found) >= 2:
                return True
    return False


# A release line an entry's text records before a colon (`（0.8：M3 上 34 tok/s）`, `〔10-19〕0.9：
# Prometheus 导出`, `- 1.2: …`; not a date, not a figure).
_RECORDED_LINE = lazy(r"(?<![\d.\-/])v?(?P<major>\d{1,3})\.(?P<minor>\d{1,3})(?:\.\d+)*\s*[：:]")


def lines_recorded(lines: Iterable[str]) -> frozenset[tuple[int, int]]:
    """The release lines an entry's lines record (`0.8：…` → (0, 8))."""
    return frozenset(
        (int(m["major"]), int(m["minor"])) for line in lines for m in _RECORDED_LINE.finditer(line)
    )


# The major versions an entry's text records: a series its lead says it is (`1.x 系列`, `2.x
# line`), a release a sub-item opens with after its date and continuation mark (`- 2039-05-11
# 续：2.6 新增…`, `- 2039-04-18: 1.8 adds …`; not a figure: `0.5%`, `2.6×`).
_SERIES_SAID = lazy(
    r"(?<![\d.])(?P<major>\d{1,3})\.[xX](?![A-Za-z0-9])\s*(?:系列|分支|版本线|(?i:line|series|branch)(?![A-Za-z]))"
)
_OPENING_RELEASE = lazy(
    r"^\s*[-*+]\s+(?:\d{4}-\d{1,2}(?:-\d{1,2})?\s*)?(?:续\s*[：:]|[：:—–-])?\s*[vV]?"
    r"(?P<major>\d{1,3})\.\d{1,3}(?:\.\d+)*(?![\d.%×xX])\s"
)


# A sub-item opening with a minor release after its date and continuation mark (`- 2039-05-11
# 续：5.2 加入…`, `- 2039-04-18: 1.8, adds …`): its major and minor.
_OPENING_MINOR = lazy(
    r"^\s*[-*+]\s+(?:\d{4}-\d{1,2}(?:-\d{1,2})?\s*)?(?:续\s*[：:]|[：:—–-])?\s*[vV]?"
    r"(?P<major>\d{1,3})\.(?P<minor>\d{1,3})(?:\.\d+)*(?![\d.%×xX])(?=[\s,，：:])"
)


def minors_opened(lines: Iterable[str], major: int) -> frozenset[int]:
    """The minor releases of `major` an entry's sub-items open with (`- 2039-05-11 续：5.2 加入
    后台合并` → 2), the editor's own (not a line a night wrote: its marker)."""
    found = set()
    for line in lines:
        said = _OPENING_MINOR.match(line)
        if said and int(said["major"]) == major and not marker.ANYWHERE.search(line):
            found.add(int(said["minor"]))
    return frozenset(found)


def majors_recorded(lead: str, lines: Iterable[str]) -> frozenset[int]:
    """The major versions an entry records: the series its lead says it is (`1.x 系列`) and
    the releases its sub-items open with (`- 2039-05-11 续：2.6 新增…` → 2)."""
    found = {int(m["major"]) for m in _SERIES_SAID.finditer(lead)}
    found |= {int(m["major"]) for line in lines if (m := _OPENING_RELEASE.match(line))}
    return frozenset(found)


# A sub-item opening with a generation, then its date in brackets or a colon (`- H2（2029-11-12）：
# 96 GB HBM3e`, `- X5: …`).
_GENERATION_LINE = lazy(
    r"^\s*(?:[-*+]|\d+[.)])\s+(?P<generation>[A-Z]\d{1,2})(?![A-Za-z0-9.\-])\s*(?:[（(]|[:：])"
)


# A sub-item logging a generation of a name, after a mark and a date at most (`- ↳ 04-14
# Glint-1：…`, `* 2030-04-14 · release · Glint-1`, `- 2029-06 Pixie 1: …`).
_NAMED_GENERATION_LINE = lazy(
    r"^\s*(?:[-*+]|\d+[.)])\s+(?:↳\s*)?(?:(?:\d{4}-)?\d{1,2}-\d{1,2}\s*)?(?:·\s*[a-z]+\s*·\s*)?"
    r"(?P<generation>[A-Z][A-Za-z]+(?:-[A-Z][A-Za-z]+)*[- ][1-9]\d?)(?![\d.A-Za-z])"
    r"\s*(?:[：:，,（(]|$)"
)


# A sub-item logging a family's lettered generation after its date (`  - 2039-05-04：Wrenfield-A1，
# 34B。`, `- 2039-10-09: Wrenfield-A2, 70B`): the generation's letter and number (`A1`).
_FAMILY_LETTER_GENERATION_LINE = lazy(
    r"^\s*(?:[-*+]|\d+[.)])\s+(?:(?:\d{4}-)?\d{1,2}-\d{1,2}\s*(?:续)?\s*[:：—–]?\s*)?"
    r"[A-Z][A-Za-z]+-(?P<generation>[A-Z]\d{1,2})(?![\d.A-Za-z\-])\s*(?:[：:，,（(]|$)"
)


def generations_recorded(lines: Iterable[str]) -> frozenset[str]:
    """The generations an entry's sub-items record (`- H2（2029-11-12）：…` → `H2`; a name's
    numbered generation too: `- ↳ 04-14 Glint-1：…` → `Glint-1`; a family's lettered one:
    `- 2039-05-04：Wrenfield-A1，34B` → `A1`)."""
    found = set()
    for line in lines:
        said = _GENERATION_LINE.match(line) or _NAMED_GENERATION_LINE.match(line)
        said = said or _FAMILY_LETTER_GENERATION_LINE.match(line)
        if said:
            found.add(said["generation"])
    return frozenset(found)


def one_entry_per_product(releases: int, products: int, history: bool) -> bool:
    """The document keeps one entry per product (its editor's entries, not the patcher's):
    an entry lists its product's releases in its history; or most of the entries that are
    not papers are named by a release (three or more), the release last checked
    (`Sablewing 2.3：…` takes 2.4); or none of five or more is (the products are named
    without releases: an entry a briefing's title named by a release, `Quarrystone 0.5`, is
    the product's). Two release entries of one product say otherwise for that product
    (`several_releases`)."""
    named = releases >= 3 and 2 * releases >= products
    return history or named or (releases == 0 and products >= 5)


# A name that announces one release: a release line, then `发布`/`正式版`/`released`/`launched`.
_ANNOUNCES = lazy(
    r"(?i)(?<![\d.])v?\d+(?:\.\d+)+\S*\s*(?:(?:正式)?发布|正式版|上线|(?:is\s+)?(?:released?|launched|out|ga)(?![A-Za-z]))"
)


def announces_release(shown: str) -> bool:
    """The entry's name announces one release (`SGLang v0.5.19 发布`, `Quillserve 3.4.0 正式发布`,
    `Tamarind 2.3 released`):
    an entry per release, never its product's entry, whatever the document's convention."""
    return _ANNOUNCES.search(shown) is not None


def several_releases(versions: Iterable[tuple[int, ...]]) -> bool:
    """The document keeps one entry per release of a product: two or more of its entries
    are named by different releases (`vLLM 0.31`, `vLLM 0.30`)."""
    return len({v for v in versions if v}) >= 2


# A range of releases after a name (`Mica 0.4–0.6`, `Mica 0.4 ~ 0.6`, `Mica 0.4 至 0.6`).
_RANGE_TO = r"\s*(?:–|—|-|~|～|至|到|to)\s*v?(?P<end>\d+(?:\.\d+)+)(?![\d.])"


# A lead opening with the release range its entry covers, in square brackets (`[1.3 → 1.6]
# Codewren — …`, `[v3] TermBench`, `[1.x] AgentTrace`, `[0.5] Bramble`); not a month range
# (`[2031-03 → 2031-06]`: four digits are a year's) nor `[paper]`.
_LEAD_RANGE = lazy(
    r"^\s*(?:\d{1,3}[.)]\s+)?\[\s*[vV]?(?P<a>\d{1,3})(?:\.(?:\d{1,4}|[xX]))*\s*"
    r"(?:(?:→|->|–|—|~|(?<=\s)to(?=\s))\s*[vV]?(?P<b>\d{1,3})(?:\.(?:\d{1,4}|[xX]))*\s*)?\]"
)


def lead_range_majors(lead: str) -> range | None:
    """The major versions a lead's opening bracketed range spans (`[1.3 → 1.6]` → 1..1,
    `[0.9 → 1.2]` → 0..1, `[v3]` → 3..3); None when the lead opens with no such range."""
    match = _LEAD_RANGE.match(lead)
    if match is None:
        return None
    first = int(match["a"])
    last = int(match["b"]) if match["b"] else first
    return range(first, last + 1) if last >= first else None


def range_end(lead: str, shown: str) -> tuple[int, ...]:
    """The last release line of the range a lead's name spans (`Mica 0.4–0.6` → (0, 6)),
    when `shown` (`Mica 0.4`, the name as read) is followed by one that ends after it and is
    numbered alike; () for a name of one release."""
    at = lead.find(shown)
    match = re.match(_RANGE_TO, lead[at + len(shown) :]) if shown and at >= 0 else None
    if match is None:
        return ()
    start, end = release(shown), release(match["end"])
    return end if len(end) == len(start) and end > start else ()


# A document's preamble stating that its engines get one entry per release (`Serving engines
# and gateways (§1.1) get **one entry per release**`, `engines and runtimes … get one entry
# per minor release`, `推理引擎每个版本一条`), or that the document does, naming no kind
# (`Conventions: **one entry per release.**`, `One numbered entry per **release**`, `编辑约定：
# 每个**版本**一条`): the rule itself.
# Kinds of thing a preamble gives entries (`per model, runtime or benchmark`), and a list of
# them qualifying a unit (`one entry per model or runtime release`, `… generation`).
_KIND_OF_THING = (
    r"(?:model|runtime|engine|framework|library|tool|service|benchmark|dataset|product|project)s?"
)
_ZH_KIND = r"(?:模型|引擎|框架|运行时|库|工具|服务|基准|数据集|产品|项目)"
_KINDS_BEFORE = rf"(?:{_KIND_OF_THING}(?:\s*(?:,|/|\bor\b|\band\b)\s*{_KIND_OF_THING})*\s+)"
# What follows a list of kinds when they qualify another unit (`per model or runtime release`).
_KINDS_UNIT = (
    r"(?!\s+(?:generations?|major|minor|versions?|releases?|updates?|editions?)(?![A-Za-z]))"
)
_STATES_RELEASE_ENTRIES = lazy(
    r"(?i)(?:one\s+(?:numbered\s+|separate\s+|dated\s+)?(?:entry|bullet|item|card)\s+per\s+"
    r"(?:minor\s+|feature\s+)?release|每个(?:小)?版本一条|每次发布一条"
    # (`one `### Name — Maker` entry per model or runtime release`: each release of those kinds)
    r"|one\s+(?:`[^`\n]{1,40}`\s+)?(?:entry|bullet|item|card|heading)\s+per\s+"
    + _KINDS_BEFORE
    + r"(?:minor\s+|feature\s+)?release(?![A-Za-z])"
    # (`every final release is its own entry`, `each release gets its own line`, `一版一条`,
    # `每个正式的主版本或次版本（2.5、0.9）单独成条`, `一个发布一条`, `每个正式版本（X.Y）单列一条`)
    # (`Every minor or major release (X.Y), hardware launch, incident and paper gets its own
    # entry`: the release listed first among the things that do)
    # (`Frameworks (§1.1) are logged per minor release`, `Each `X.Y` release is its own entry`,
    # `each minor or major release is an event with its own entry`)
    r"|(?:logged|tracked|filed|recorded)\s+per\s+(?:minor\s+|feature\s+)?release(?![A-Za-z])"
    r"|(?:every|each)\s+(?:`?[xX]\.[yY]`?\s+)?(?:(?:final|new|minor|major)\s+(?:(?:or|and)\s+)?)*release"
    r"(?:\s*[(（][^)）]{0,12}[)）])?(?:,[^.;。；]{0,100}?)?\s+(?:is|gets|has)\s+"
    r"(?:an\s+event\s+with\s+)?(?:its\s+own|a\s+"
    r"(?:separate|new))\s+(?:entry|line|bullet|item|card)|一版一条|一个(?:发布|版本)一条"
    r"|每个(?:[^。；;，,]{0,16}?)版本"
    r"(?:[（(][^）)]{0,30}[)）])?(?:单独|独立|各|单列)(?:成条|一条|立条))"
)

# An event defined as a release first (`a release (minor or major version), an incident …`,
# `releases and incidents`, `新版本发布、事故…`): each release is an event, an entry of its own.
_EVENT_RELEASE = lazy(
    r"(?i)\s*(?:an?\s+|any\s+|each\s+)?(?:(?:new|minor|major)\s+(?:(?:or|and)\s+)?)*"
    r"releases?(?![A-Za-z])"  # (`a minor or major release`)
    r"|\s*(?:新)?版本?发布"
)

# A clause denying what follows (`do not keep`, `never`, `不`, `并非`).
_DENIED = lazy(r"(?i)(?<![A-Za-z])(?:not|no|never|don't|doesn't)(?![A-Za-z])|不|并非|无需")


# A sentence of the preamble giving a patch release an entry of its own (`a new version,
# edition or patch gets its own bullet`, `补丁版本也单独成条`).
_PATCH = lazy(r"(?i)(?<![A-Za-z])patch(?:es)?(?![A-Za-z])|补丁")
_CANDIDATE = lazy(r"(?i)(?<![A-Za-z])(?:release\s+candidates?|rc)(?![A-Za-z])|候选版")
_OWN_ENTRY = lazy(
    # (not a thing's own entry others go under: `under the product's own entry`)
    r"(?i)(?<![A-Za-z])(?<!['’]s\s)own\s+(?:entry|entries|bullets?|items?|cards?)(?![A-Za-z])"
    r"|单独(?:成条|一条|建条|立条|列出)|独立成条|各自一条|各占一条|也一条|(?:也|亦)?单列|另列一条"
    r"|每一?(?:期|版次|届)(?:[（(][^）)]{0,8}[）)])?(?:各)?一条"  # (`每一届（年度版）一条`)
    r"|(?<![A-Za-z])(?:is\s+a\s+new|its\s+own)\s+line(?![A-Za-z])"  # (`v2.3.1 is a new line`)
)


# Any new version at all, a patch too (`A new version of anything … is a new entry`, `Every new
# version gets its own bullet`, `任何新版本都单独成条`), given an entry: no line spared.
_ANY_VERSION = lazy(
    r"(?i)(?<![A-Za-z])(?:(?:any|every|each)\s+new\s+version|new\s+version\s+of\s+any(?:thing)?"
    # (`A new release of a known product is a NEW entry`: any release of it, a patch too)
    r"|new\s+release\s+of\s+(?:a\s+known|an?\s+existing|any)\s+(?:product|project|tool)s?)"
    r"(?![A-Za-z])|任何新版本|每个新版本|每一个新版本"
)
_NEW_ENTRY = lazy(
    r"(?i)(?<![A-Za-z])(?:a\s+new|its\s+own|a\s+separate)\s+(?:entry|bullet|item|line|card)(?![A-Za-z])"
    r"|新条目|单独成条|单独立条|另立一条|新立一条"
)


def states_patch_entries(preamble: str) -> bool:
    """The document's text before its first section says a patch release gets an entry of
    its own (one sentence saying both, not denied), or that any new version does: `2.7.4` is
    then not news of `2.7`'s entry there."""
    return _states_own_entries(preamble, _PATCH) or states_any_release_entries(preamble)


def states_any_release_entries(preamble: str) -> bool:
    """The preamble gives any new version an entry (`A new version of anything …`, `A new
    release of a known product is a NEW entry`), filing no patches under an entry: a
    post-release (`2.5.post1`) is then a release of its own too."""
    return _states_any_version_entries(preamble) and not states_patches_under_entry(preamble)


def _states_any_version_entries(preamble: str) -> bool:
    """One sentence gives any new version (`A new version of anything`) a new entry, no
    denial before that."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for sentence in _SENTENCE_END.split(flat):
        said = _ANY_VERSION.search(sentence)
        own = _NEW_ENTRY.search(sentence, said.end()) if said else None
        if own is not None and _DENIED.search(sentence[: own.start()]) is None:
            return True
    return False


# (a pre-release word besides `rc`: `beta`, `preview`, `预发布`)
_PRE_RELEASE_SAID = lazy(
    r"(?i)(?<![A-Za-z])(?:betas?|previews?|pre-?releases?)(?![A-Za-z])|预发布|预览版"
)


def speaks_of_candidates(preamble: str) -> bool:
    """The preamble says anything of release candidates or pre-releases (`rc`, `release
    candidates`, `beta`, `候选版`, `预发布`), whatever it files them under."""
    flat = preamble.replace("*", "")
    return bool(_CANDIDATE.search(flat) or _PRE_RELEASE_SAID.search(flat))


def states_candidate_entries(preamble: str) -> bool:
    """The document's text before its first section says a release candidate gets an entry
    of its own (`major, minor, patch or release candidate (2.4.0rc1) — is its own entry`,
    `Release candidates get one entry, named for the first rc`), or, speaking of candidates,
    that the final release does (`… The final release gets its own entry.`): the final
    release is then not news of its candidate's entry there."""
    if _states_own_entries(preamble, _CANDIDATE):
        return True
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    sentences = _SENTENCE_END.split(flat)
    for at, sentence in enumerate(sentences):
        if _CANDIDATE.search(sentence) is None:
            continue
        if _gets_entry(sentence, _CANDIDATES_GET_ENTRY) or any(
            _FINAL.search(s) and _gets_entry(s, _OWN_ENTRY) for s in sentences[at : at + 3]
        ):
            return True
    return False


# A sentence giving a thing one entry (`Release candidates get one entry`, `候选版单独成条`).
_AN_ENTRY = lazy(
    r"(?i)(?<![A-Za-z])(?:gets?|has|have|opens?)\s+(?:one|an|a)\s+(?:entry|bullet|item|card)"
    r"(?![A-Za-z])"
)
# Candidates, the subject, given an entry (`Release candidates get one entry`, `every rc opens an
# entry`; not `candidates of a minor that already has an entry are sub-bullets`).
_CANDIDATES_GET_ENTRY = lazy(
    r"(?i)(?<![A-Za-z])(?:release\s+candidates?|rcs?)\s+(?:gets?|has|have|opens?)\s+"
    r"(?:one|an|a)\s+(?:entry|bullet|item|card)(?![A-Za-z])"
)
# The final release, in a sentence about candidates (`The final release gets its own entry`).
_FINAL = lazy(r"(?i)(?<![A-Za-z])final\s+(?:release|version)(?![A-Za-z])|正式版")


def _gets_entry(sentence: str, entry: re.Pattern[str]) -> bool:
    """The sentence gives a thing an entry (`entry`), no denial before that in its clause
    (`…子要点，不单独成条` denies it; `除非它不止影响一个产品，那时单独成条` gives one)."""
    own = entry.search(sentence)
    return own is not None and not _denied_in_clause(sentence[: own.start()])


def _denied_in_clause(before: str) -> bool:
    """The clause ending `before` (after its last comma or colon) holds a denial, `不止` (more
    than) none."""
    clause = re.split(r"[:：,，]", before)[-1]
    return _DENIED.search(_MORE_THAN.sub("", clause)) is not None


# `Not only` / `more than`, no denial (`不止影响一个产品`, `not just one release`).
_MORE_THAN = lazy(r"(?i)不止|不只|不仅|(?<![A-Za-z])not\s+(?:only|just)(?![A-Za-z])")


# Where a preamble files a thing under an entry (`filed as dated sub-bullets under the entry of
# the minor release`, `以带日期的子要点追加在该产品条目之下`).
_UNDER_ENTRY = lazy(
    r"(?i)(?<![A-Za-z])sub-?(?:bullets?|items?)(?![A-Za-z])"
    r"|(?<![A-Za-z])under\s+(?:the|its|their|that)\s+(?:[A-Za-z']+\s+){0,3}(?:entr(?:y|ies)|cards?)"
    r"|(?<![A-Za-z])on\s+(?:the|its|their)\s+(?:[A-Za-z']+\s+){0,3}cards?(?![A-Za-z])"
    r"|子要点|子条目|子项|条目(?:之)?下|嵌套列表|(?i:(?<![A-Za-z])nested\s+(?:list|bullets?)(?![A-Za-z]))"
    # (under the entry's updates list, named by its label: `记在所属产品条目的 `更新：` 下`)
    r"|条目的\s*`?[^`\s，,。；;]{1,8}`?\s*(?:之)?下"
)


# A post-build named by a patch word (`.postN 补丁包`, `post 补丁`, `补丁 .postN`, `.post1
# patches`): a post-release, not a patch release.
_POST_BUILD = lazy(r"(?i)(?<![A-Za-z])\.?post(?:N|\d+)?(?![A-Za-z])")
_POST_PATCH = lazy(
    r"(?i)(?<![A-Za-z])\.?post(?:N|\d+)?`?\s*(?:补丁包?|patch(?:es)?(?![A-Za-z]))"
    r"|补丁包?\s*`?\.post(?:N|\d+)?(?![A-Za-z])"
)
# A patch release written by its numbers or as a hot fix (`x.y.z`, `.1/.2`, `hotfix`, `热修复`).
_PATCH_RELEASE = lazy(
    r"(?i)(?<![A-Za-z0-9])x\.y\.z(?![A-Za-z0-9])|\.1\s*/\s*\.2|(?<![A-Za-z])hot-?fix|热修复"
)


def states_post_builds_only(preamble: str) -> bool:
    """A sentence of the preamble files post-builds under a release's entry (`同一版本的 rc
    预发布与 .postN 补丁包不另开条目，写在该版本条目之下`), and no sentence names a patch release
    otherwise (`补丁版`, `patch releases`, `x.y.z`, `.1/.2`, `hotfix`): the builds the editor
    files under a release are post-builds only, a patch release (`0.31.1`) not among them."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    posts = False
    for sentence in _SENTENCE_END.split(flat):
        if _PATCH_RELEASE.search(sentence):
            return False
        covered = [m.span() for m in _POST_PATCH.finditer(sentence)]
        for patch in _PATCH.finditer(sentence):
            if not any(start <= patch.start() < end for start, end in covered):
                return False
        posts = posts or bool(_POST_BUILD.search(sentence) and _UNDER_ENTRY.search(sentence))
    return posts


def states_patches_under_entry(preamble: str) -> bool:
    """One sentence of the preamble names patches and files them under an entry (`Patch
    releases … are filed as dated sub-bullets under the entry of the minor release they
    patch`, `新版本、补丁…都以带日期的子要点追加在该产品条目之下`), not giving them an entry of
    their own: a relation line asking one for a patch yields to it."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for sentence in _SENTENCE_END.split(flat):
        if not _PATCH.search(sentence) or not _UNDER_ENTRY.search(sentence):
            continue
        if _OWN_ENTRY.search(sentence) is None:
            return True
    return False


def _states_own_entries(preamble: str, kind: re.Pattern[str]) -> bool:
    """One sentence of the preamble names `kind` and gives it an entry of its own (not
    denied before that)."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for sentence in _SENTENCE_END.split(flat):
        own = _OWN_ENTRY.search(sentence) if kind.search(sentence) else None
        if own is not None and _DENIED.search(sentence[: own.start()]) is None:
            return True
    return False


# A preamble sentence filing follow-ups tied to no release under the product's latest release
# entry (`Follow-ups that belong to no single release … go under the product's most recent
# release entry`, `不属于某个版本的后续新闻记在该产品最新版本的条目下`), or news of the whole
# product (`Product-wide news (renames, …) goes … under the product's latest release entry`,
# `产品层面的消息记在该产品最新版本的条目下`).
_FOLLOW_UPS = lazy(
    r"(?i)(?<![A-Za-z])(?:follow-?\s?ups?|product-(?:wide|level)\s+news)(?![A-Za-z])"
    r"|后续|产品(?:层面|级|整体)的?(?:消息|新闻|动态)"
)
# News of a product named as a kind filed under an entry (`Incidents, CVEs, news and
# third-party results about a product go … under the product's newest release entry`).
_NEWS = lazy(r"(?i)(?<![A-Za-z])news(?![A-Za-z])|新闻|动态|消息")


def _filed_news(sentence: str) -> re.Match[str] | None:
    """The news word of a sentence filing news under an entry (`_filed_under`), else None."""
    news = _NEWS.search(sentence)
    return news if news is not None and _filed_under(sentence) else None


_LATEST_RELEASE = lazy(
    r"(?i)(?<![A-Za-z])(?:most\s+recent|latest|newest)\s+(?:release|version|entry)(?![A-Za-z])"
    r"|最新(?:的)?(?:版本|发布)"
)


# News with no new version (`Anything that happens to a shipped release without a new version`,
# `不发新版本的消息`) and that release's entry as its home (`under that release's entry`).
_NO_NEW_VERSION = lazy(
    r"(?i)(?<![A-Za-z])(?:without|no)\s+(?:a\s+)?new\s+(?:version|release)(?![A-Za-z])"
    # (`News about a line that has not shipped a new release`: a condition, no denial)
    r"|(?<![A-Za-z])(?:has|have)\s+not\s+(?:shipped|released|had)\s+a\s+new\s+(?:version|release)"
    r"(?![A-Za-z])|(?:不|没有|未)(?:发|出)?新版本"
)
_THAT_RELEASE = lazy(
    r"(?i)(?<![A-Za-z])under\s+(?:that|the|its)\s+release(?:'s)?\s+entry(?![A-Za-z])"
    r"|(?:该|那个|所属)版本(?:的)?条目"
)


def states_follow_ups_under_latest(preamble: str) -> bool:
    """One sentence of the preamble files follow-ups under the product's latest release entry
    (not denied before that), or news with no new version under its release's entry
    (`Anything that happens to a shipped release without a new version … under that
    release's entry`): a title naming the product with no release is news of that entry."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for sentence in _SENTENCE_END.split(flat):
        said = _NO_NEW_VERSION.search(sentence) and _THAT_RELEASE.search(sentence)
        if said and not _DENIED.search(_NO_NEW_VERSION.sub(" ", sentence)):  # (not its own `不`)
            return True
    if _FOLLOW_UPS.search(preamble) is None and _NEWS.search(preamble) is None:
        return False
    for sentence in _SENTENCE_END.split(flat):
        sentence = _NO_NEW_VERSION.sub(" ", sentence)  # (`…that has not shipped a new release`)
        follow = _FOLLOW_UPS.search(sentence) or _filed_news(sentence)
        if follow is None or _LATEST_RELEASE.search(sentence) is None:
            continue
        if _DENIED.search(sentence[: follow.start()]) is None:
            return True
    return False


# The release a follow-up concerns, named as its home (`under the release line they concern`,
# `under the release entry it belongs to`, `记在所涉版本的条目下`).
_CONCERNED_RELEASE = lazy(
    r"(?i)(?<![A-Za-z])release(?:\s+(?:line|entry|bullet|item|card))?\s+(?:they|it)\s+"
    r"(?:concerns?|belongs?\s+to|relates?\s+to|(?:is|are)\s+about|affects?)(?![A-Za-z])"
    r"|所涉(?:及)?(?:的)?版本|(?:所|其)属(?:的)?版本|相关(?:的)?版本(?:条目|那一?条)"
)
# News of a kind that is no release of its own, as a preamble names it (`re-licensing,
# incidents and measurements`, `许可变更、事故与实测`), and as a title says it is news of
# that kind (`Kestrel-V 改用非商用许可`, `API 服务中断 5 小时`, `排行榜 9 月更新`).
_NEWS_KINDS: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {
    "licence": (
        lazy(r"(?i)(?<![A-Za-z])(?:re-?)?licen[cs](?:es?|ing)(?![A-Za-z])|许可|授权协议"),
        lazy(
            r"(?i)(?<![A-Za-z])(?:licen[cs]e[sd]?|re-?licen[cs]ed|open[- ]weights?|weights"
            r"\s+(?:opened|released)|open-?sourced?)(?![A-Za-z])|许可|开源|开放权重|权重开放|非商用"
        ),
    ),
    "incident": (
        lazy(r"(?i)(?<![A-Za-z])(?:incidents?|outages?)(?![A-Za-z])|事故|故障"),
        lazy(
            r"(?i)(?<![A-Za-z])(?:incident|outage|downtime|regression)s?(?![A-Za-z])"
            r"|中断|宕机|事故|故障|回归"
        ),
    ),
    "measurement": (
        lazy(
            r"(?i)(?<![A-Za-z])(?:measurements?|benchmarks|(?:measured|benchmark)\s+"
            r"(?:results?|figures?))(?![A-Za-z])|实测|测评结果"
        ),
        lazy(
            r"(?i)(?<![A-Za-z])(?:measured|measurements?|leaderboard|scores?)(?![A-Za-z])"
            r"|实测|榜|跑分|测得"
            # (a result on a named benchmark: `X 在 LongBench-RAG 上的压缩曲线`)
            r"|在\s*[A-Z][A-Za-z0-9\-.]+\s*上"
        ),
    ),
}


# Where a preamble says a score lives besides `benchmark's entry`: with the benchmark (`Scores live
# with the benchmark`), under the entry its benchmark tag marks (`under that `[BENCH]` entry`).
_BENCHMARK_HOME = (
    r"|(?<![A-Za-z])(?:lives?|go|goes|belongs?|stays?)\s+with\s+(?:the|its|their)\s+benchmark"
    r"(?![A-Za-z'’]|\s+[A-Za-z])"  # (not `lives with its benchmark score`)
    r"|(?<![A-Za-z])(?:under|in)\s+(?:that|the|its|their)\s+`?\[?bench(?:mark)?\]?`?"
    r"\s+entry(?![A-Za-z])"
    # (a sub-bullet under the benchmark itself: `every score goes as a sub-bullet under the
    # benchmark, never under the product`; not `under the benchmark score`)
    r"|(?<![A-Za-z])under\s+(?:the|its|their)\s+(?:benchmark|leaderboard)s?"
    r"(?![A-Za-z'’]|\s+[A-Za-z])"
)


# A preamble filing any product's scores on a benchmark under the benchmark's entry (`任何产品
# 在该基准上的成绩写在基准条目下`, `Scores go under the benchmark's entry, not the product's`),
# the entry's tag bracketed before `条目` (`评测分数记在对应基准（[BENCH]）条目下`), `的` before it
# (`记在该评测或榜单的条目下`), `条` short for
# `条目` (`成绩写在榜单条下`; not `基准条件`, `评测条款`), `自己的` before it
# (`记在该榜单自己的条目下`).
_SCORES = lazy(
    r"(?i)(?<![A-Za-z])(?:scores?|results?|standings|rankings|placings)(?![A-Za-z])"
    r"|成绩|得分|分数|跑分|排名|名次"
)
# (either of two kinds of home: `跑分/排名记在榜单或评测集条目下`)
_BENCHMARK_KIND = r"(?:基准|评测集?|榜单|排行榜)"
_BENCHMARK_KINDS = rf"{_BENCHMARK_KIND}(?:(?:或|和|与|及|、|/){_BENCHMARK_KIND})?"
_BENCHMARK_ENTRY = lazy(
    rf"(?i){_BENCHMARK_KINDS}(?:[（(][^（()）\n]{{1,24}}[)）])?(?:自己|本身|自身)?的?条(?:目|(?![件款例理约文]))"
    r"|(?<![A-Za-z])(?:benchmark|leaderboard)'?s?\s+(?:own\s+)?(?:entry|card|line)(?![A-Za-z])"
    + _BENCHMARK_HOME
)


# An entry named between a score word and a benchmark's entry: the scores' home is another
# entry (`成绩写在被测产品的条目下（基准条目只记题量）`); not the form of the record, `a nested
# line under the benchmark`. (Its own name: the unit readers' `_ENTRY_SAID` below counts
# `line` and a bare `条`.) A sub-entry is the record's form too (`各家成绩作为 `【MM-DD】` 子条目
# 记在基准条目下`, `as dated sub-entries under the benchmark's entry`).
_SCORE_ENTRY_SAID = lazy(
    r"(?<!子)条(?:目|(?![件款例理约文]))|(?i:(?<!sub-)(?<!sub)entr(?:y|ies)|(?<!sub-)card)"
)


# Scores filed at a place the sentence named before them (`Each benchmark has its own
# leaderboard entry in §1.4 and scores go there`, `每个基准单列一条，成绩都记在该条目下`).
_SCORES_THERE = lazy(
    r"(?i)(?<![A-Za-z])(?:scores?|results?)\s+(?:(?:also|all|always)\s+)?(?:go|goes|are\s+(?:filed|"
    r"noted|recorded|added|kept|logged)|live|lives|belong|sit)\s+there(?![A-Za-z])"
    # (`…its own bullet in §1.4, where its results are logged`: the place named, then `where`)
    r"|(?i:(?<![A-Za-z])where\s+(?:its|their)\s+(?:scores|results)\s+(?:are|get)\s+(?:filed|"
    r"noted|recorded|added|kept|logged|listed)(?![A-Za-z]))"
    r"|(?:成绩|得分|分数|跑分|排名)(?:也|都|均|一律)?(?:写|记|挂|放|归)(?:在|入|到|成)?"
    r"(?:那里|其下|该条目?下?|此条目?下?)"
    # (`Each benchmark gets its own entry; scores are written under its entry`)
    r"|(?i:(?<![A-Za-z])(?:scores?|results?)\s+(?:are\s+|is\s+)?(?:written|filed|noted|recorded|"
    r"logged|kept|listed|go|goes)\s+under\s+(?:its|that|this)\s+(?:own\s+)?entry(?![A-Za-z]))"
)


# A benchmark said to keep an entry (`Every benchmark keeps an entry in §1.3`, `Each benchmark
# or leaderboard gets its own bullet`): a home only for scores filed `there` after it.
_BENCHMARK_KEEPS = lazy(
    r"(?i)(?<![A-Za-z])(?:benchmark|leaderboard)s?(?:\s+(?:or|and)\s+(?:benchmark|leaderboard)s?)?"
    r"\s+(?:keeps?|has|have|gets?)\s+(?:its\s+own\s+|their\s+own\s+|an?\s+)(?:[A-Za-z]+\s+)?"
    r"(?:entry|entries|card|bullets?)(?![A-Za-z])"  # (a document of bullets: `its own bullet`)
    r"|(?:每个|各)(?:基准|评测集?|榜单)(?:都|均)?(?:有|单列|保留|自立|自成|单独成)(?:自己的|一个)?"
    r"(?:条目|一条)"
)


def states_scores_under_benchmark(preamble: str) -> bool:
    """One sentence of the preamble names scores and files them under the benchmark's entry
    (`_BENCHMARK_ENTRY`, no denial before it): a title scoring a product on a benchmark
    (`X 2.0 在 Y 榜单登顶`) is then news of the benchmark's entry, not the product's. A
    sentence that first denies the product as their home files them where it turns to
    (`_product_denied_then`); one whose `they`/`them` are the scores a sentence before denied
    somewhere (`Results never go under the product; they go under the benchmark's entry`)
    names them too."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    prior = ""
    for sentence in _SENTENCE_END.split(flat):
        carried, prior = _scores_carried(prior, sentence), sentence
        home = _BENCHMARK_ENTRY.search(sentence)
        if _kept_then_there(sentence, home):
            return True
        said = _several_asides_blanked(sentence[: home.start()]) if home is not None else ""
        scores = _SCORES.search(said) if home is not None else None
        start = scores.end() if scores is not None else 0
        if home is None or (scores is None and not carried):
            continue
        then = _product_denied_then(sentence[start : home.start()])
        if then is not None:
            if then:
                return True
            continue
        between = sentence[start : home.start()]
        under = _UNDER_PRODUCT.search(between)
        if under is not None and _DENIED.search(between[: under.start()]):
            under = None  # (`Results never go under the product: they go under …`)
        if _SCORE_ENTRY_SAID.search(between) or under is not None:
            continue  # (`成绩写在被测产品的条目下（基准条目只记题量）`, `…产品条下`, `挂在被评测的
            # 产品下面（评测集条目只记…）`: elsewhere)
        if _PAST.search(turned(sentence[: home.start()])) or _FILED_ONCE.search(between):
            continue  # (`分数曾记在该榜单自己的条目下，现改为…`, `Until 2034, results went under
            # the benchmark's entry`: a rule of the past)
        if _DENIED.search(turned(sentence[: home.start()])) is None:
            return True
    return False


def _several_asides_blanked(text: str) -> str:
    """`text` with its short bracketed asides scoped to several products blanked (`a title
    about the board itself (a new track, a results table for several products)`: examples of
    the board's news, a snapshot's scores, not every score), the offsets kept."""

    def blank(aside: re.Match[str]) -> str:
        scoped = _SEVERAL_RANKED.search(aside.group()) or _SEVERAL_SCOPED.search(aside.group())
        return " " * len(aside.group()) if scoped else aside.group()

    return re.sub(r"[（(][^（()）]{0,120}[)）]", blank, text)


# A clause denying the product (its entry) as the scores' home, or telling it as the past,
# then a break to what follows (`从不挂在被评测的产品下面，`, `不写在产品条目下，`, `过去挂在被
# 评测的产品下面，`, `never go under the product's entry:`, `are never filed under the product —`).
_PRODUCT_HOME_DENIED = lazy(
    r"(?:(?i:(?<![A-Za-z])(?:not|never|no\s+longer)(?![A-Za-z]))|不|并非|过去|以前|此前|曾)"
    r"[^，,;；:：—–。.]{0,24}?"
    r"(?:(?i:(?<![A-Za-z])(?:under|in|on|with)\s+(?:the|its|their|that|each)\s+(?:own\s+)?"
    r"(?:product|model|tool)s?(?:'s|s')?(?:\s+(?:own\s+)?(?:entry|entries|card))?(?![A-Za-z\-]))"
    r"|(?:产品|模型)(?:自己|自身|本身)?的?(?:条目)?(?:之)?(?:下面?|里|中)"
    # (`不写在该条下，` after `模型每代一条`: the entry a rule before kept, no benchmark's)
    r"|(?:该|此|本)条目?(?:之)?(?:下面?|里|中))"
    r"\s*(?:[，,:：—–]|\s-\s)"
)
# What the words after such a clause do: file the scores (`they go under`, `only under`,
# `一律记在`).
_FILED_THEN = lazy(
    r"(?i)(?<![A-Za-z])(?:go|goes|filed|kept|logged|recorded|live|lives|sit|sits|belong|belongs"
    r"|only|instead|rather|always)(?![A-Za-z])|记|写|挂|放|归|一律|只|而是"
)
_NOR = lazy(r"(?i)(?<![A-Za-z])nor(?![A-Za-z])|也不|亦不")


def _product_denied_then(before: str) -> bool | None:
    """The words between a sentence's score word and the benchmark's entry first deny the
    product as the scores' home (or tell it as the past: `_PRODUCT_HOME_DENIED`): True when
    the words after the clause file them (`_FILED_THEN`, undenied: `they go under`, `一律记在`),
    False when they deny it too (`也不记在`) or say something else (`so the benchmark's entry
    lists rules`); None when no such clause comes first."""
    said = list(_PRODUCT_HOME_DENIED.finditer(before))
    if not said:
        return None
    tail = before[said[-1].end() :]
    if _DENIED.search(tail) or _NOR.search(tail) or _PAST.search(tail):
        return False
    return _FILED_THEN.search(tail) is not None or not tail.strip()


# Scores filed there once (`results went under`, `were logged under`).
_FILED_ONCE = lazy(
    r"(?i)(?<![A-Za-z])(?:went|were\s+(?:filed|kept|logged|recorded|noted)|used\s+to)(?![A-Za-z])"
)


# A sentence's words for the scores a sentence before named (`they`, `them`, `它们`).
_THEY = lazy(r"(?i)(?<![A-Za-z])(?:they|them|these|those)(?![A-Za-z])|它们")


def _scores_carried(prior: str, sentence: str) -> bool:
    """The sentence's `they`/`them` are the scores the sentence before named and denied
    somewhere (`Results never go under the product; they go under …`)."""
    return bool(_THEY.search(sentence) and _SCORES.search(prior) and _DENIED.search(prior))


def _kept_then_there(sentence: str, home: re.Match[str] | None = None) -> bool:
    """The sentence names a benchmark's entry (`home`, or one it keeps: `Each benchmark or
    leaderboard gets its own bullet in §1.4`), then files scores there (`_scores_there`:
    `…, where its results are logged`)."""
    kept = home or _BENCHMARK_KEEPS.search(sentence)
    return kept is not None and _scores_there(sentence[kept.end() :])


def _scores_there(after: str) -> bool:
    """The words after a benchmark's entry file scores there (`_SCORES_THERE`), no denial
    between the score word and its place (not `scores do not go there`)."""
    there = _SCORES_THERE.search(after)
    return there is not None and _DENIED.search(there[0]) is None


# Where a sentence turns from what it denies to its rule: a colon or a contrast (`never under
# the product: they go under …`, `不记在产品条目，而是记在基准条目`, `not … but …`).
_TURN = lazy(r":\s|：|而是|(?i:(?<![A-Za-z])(?:but|instead)(?![A-Za-z]))")


def turned(before: str) -> str:
    """The words before a rule after the sentence's last turn (`_TURN`): a denial before the
    turn is of the other place, not of the rule."""
    return _TURN.split(before)[-1]


# What a sentence files is said of a release (`Everything else about a checkpoint — …,
# incidents, licence news — is appended under its entry`): that release's entry is the home.
_ABOUT_RELEASE = lazy(
    r"(?i)(?<![A-Za-z])(?:about|concerns?|concerning|regarding)\s+(?:an?|the\s+same)\s+"
    r"(?:released\s+)?(?:checkpoint|release|version)(?![A-Za-z])"
)
# A sentence adding what it names under the release it is about (`A later fact about the same
# release (…) is added under it as `- Update …``).
_ADDED_UNDER_IT = lazy(
    r"(?i)(?<![A-Za-z])(?:is|are)\s+(?:added|noted|logged|recorded)\s+under\s+it(?![A-Za-z])"
)


def news_kinds_under_release(preamble: str) -> frozenset[str]:
    """The kinds of news that is no release (licence changes, incidents, measurements) one
    sentence of the preamble files as sub-bullets under the release it concerns (`Patch
    releases, re-licensing, incidents and measurements are noted as dated sub-bullets under
    the release line they concern`), not giving them an entry of their own: news of such a
    kind naming a product but no release of it is news of its (latest) release's entry."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    kinds: set[str] = set()
    for sentence in _SENTENCE_END.split(flat):
        home = _CONCERNED_RELEASE.search(sentence) or _ABOUT_RELEASE.search(sentence)
        if home is None or not (_filed_under(sentence) or _ADDED_UNDER_IT.search(sentence)):
            continue
        if not _gets_entry(sentence, _OWN_ENTRY):
            kinds |= {k for k, (said, _) in _NEWS_KINDS.items() if said.search(sentence)}
    return frozenset(kinds)


def news_kind(title: str, kinds: frozenset[str]) -> str | None:
    """The first of `kinds` the title says its news is (`news_kinds_under_release`), else
    None; a vulnerability reported by its id (`X 网关 CVE-2031-0001 — …`) is an incident."""
    said = next((k for k in kinds if _NEWS_KINDS[k][1].search(title)), None)
    if said is None and "incident" in kinds:
        return "incident" if incidents.reports_vulnerability(title) else None
    return said


# The product's latest final release, where a preamble files release candidates (`under the
# product's most recent final release`, `记在该产品最新正式版条目下`).
_LATEST_FINAL = lazy(
    r"(?i)(?<![A-Za-z])(?:most\s+recent|latest|newest)\s+(?:final\s+|stable\s+)?"
    r"(?:release|version)(?![A-Za-z])|最新(?:的)?(?:正式)?(?:版本|发布|版)"
)


def states_candidates_under_latest(preamble: str) -> bool:
    """A sentence of the preamble names release candidates and files them under the product's
    latest (final) release entry, itself or the next one speaking of them (`Release
    candidates, betas … are not entries. They go as a dated sub-bullet under the product's most
    recent final release`): a candidate is then news of that entry, not an entry of its own
    (not `a release candidate opens the entry of that release`)."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    sentences = _SENTENCE_END.split(flat)
    for at, sentence in enumerate(sentences):
        if _CANDIDATE.search(sentence) is None or _OPENS_ENTRY.search(sentence):
            continue
        said = [sentence]
        if at + 1 < len(sentences) and _SPEAKING_OF_THEM.match(sentences[at + 1]):
            said.append(sentences[at + 1])
        if any(_home_release(s) and _filed_under(s) for s in said):
            return not _gives_entries(sentences, _CANDIDATES_SAID)
    return False


def _home_release(sentence: str) -> bool:
    """The sentence names the product's latest (final) release as a home (`_LATEST_FINAL`),
    or the release a thing concerns (`_CONCERNED_RELEASE`: for a candidate of a release no
    entry has yet, the latest release line it comes after)."""
    return bool(_LATEST_FINAL.search(sentence) or _CONCERNED_RELEASE.search(sentence))


def _filed_under(sentence: str) -> bool:
    """The sentence files a thing under an entry (`_UNDER_ENTRY`), no denial before that
    (not `we no longer file advisories as a sub-bullet under …`, `never go as a sub-bullet`),
    nor a rule of the past (`2026-09-30 以前，…事故…写成该版本条目的子要点`)."""
    under = _UNDER_ENTRY.search(sentence)
    if under is None:
        return False
    # (`Incidents are never entries of their own: they go as lines under …`: a denial the
    # colon closes says where they are not)
    start = max(sentence.rfind(":", 0, under.start()), sentence.rfind("：", 0, under.start()))
    if _DENIED.search(sentence[start + 1 : under.start()]) is not None:
        return False
    return _PAST_RULE.search(sentence[: under.start()]) is None


# A rule of the past (`2026-09-30 以前`, `过去`, `formerly`, `we used to`).
_PAST_RULE = lazy(
    r"(?i)\d{4}-\d{2}(?:-\d{2})?\s*(?:以前|之前)|过去|曾经|原先|此前"
    r"|(?<![A-Za-z])(?:formerly|previously|used\s+to)(?![A-Za-z])"
)


# Release candidates, the word alone too once named (`candidates and advisories are entries`).
_CANDIDATES_SAID = lazy(r"(?i)(?<![A-Za-z])(?:candidates?|rc)(?![A-Za-z])|候选版")
# A sentence saying things are entries (`candidates and advisories are entries here`).
_ARE_ENTRIES = lazy(
    r"(?i)(?<![A-Za-z])(?:are|is)\s+(?:an?\s+)?(?:entr(?:y|ies)|cards?)(?![A-Za-z])"
)


def _gives_entries(sentences: list[str], kind: re.Pattern[str]) -> bool:
    """A clause of the preamble says things of `kind` are entries (`We do not follow that:
    candidates and advisories are entries here`), not denied in it: the preamble says both
    (a quoted example, a rule since changed), so the filing rule is not read. (Not `The
    release that fixes the advisory is a new line`: that release's entry.)"""
    for sentence in sentences:
        said = _ARE_ENTRIES.search(sentence)
        clause = re.split(r"[:：,，]", sentence[: said.start()])[-1] if said else ""
        if said and kind.search(clause) and not _DENIED.search(clause):
            return True  # (its own clause: `We do not follow that: … are entries here`)
    return False


# A sentence going on about what the one before named (`They go as …`, `它们记在…`).
_SPEAKING_OF_THEM = lazy(r"(?i)\s*(?:they|these|those|它们|这些|其)(?![A-Za-z])")
# A candidate opening an entry (`opens the entry of that release`, `以这个正式版号立条`).
_OPENS_ENTRY = lazy(r"(?i)(?<![A-Za-z])opens?\s+(?:the|an|its)\s+|立条|开条")


# Security advisories named in a preamble (`Security advisories (GHSA / CVE)`, `安全公告`).
_ADVISORIES = lazy(
    r"(?i)(?<![A-Za-z])(?:security\s+advisor(?:y|ies)|advisor(?:y|ies)|CVEs?|GHSAs?"
    # (`Security flaws and their fixes are logged under …`: the flaws an advisory reports)
    r"|vulnerabilit(?:y|ies)|security\s+(?:flaws?|holes?|bugs?))"
    rf"(?![A-Za-z])|{incidents.ADVISORY_ZH}|漏洞"
)
# Where a sentence files things under their product (`are logged under the affected product`,
# `go under the product`): the product's entry, as `under its entry` says.
_LOGGED_UNDER_PRODUCT = lazy(
    r"(?i:(?<![A-Za-z])(?:logged|filed|recorded|kept|written|listed|noted|go|goes|belong)\s+"
    r"under\s+(?:the|its|their)\s+(?:affected\s+)?products?(?![\w-]))"
)


def states_advisories_under_entry(preamble: str) -> bool:
    """One sentence of the preamble names security advisories and files them under an entry
    (`Security advisories (GHSA / CVE) go as a sub-bullet under the line of the latest affected
    release`, `新版本、补丁、安全公告…都写成条目下带日期的子要点`), not giving them an entry of
    their own: an advisory is then news of its product's entry."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    sentences = _SENTENCE_END.split(flat)
    for sentence in sentences:
        if _ADVISORIES_EXCEPTED.search(sentence):
            continue  # (`除安全公告外，任何后续消息都写在该产品条目下`: all but advisories)
        if _ANY_NEWS_UNDER_PRODUCT.search(sentence) and not _denied_in_clause(sentence):
            return not _advisories_own_entry(sentences)  # (`news of any kind goes under`)
        if _ADVISORIES.search(sentence) is None or not (
            _filed_under(sentence) or _filed_under_product(sentence)
        ):
            continue
        if not _gets_entry(sentence, _OWN_ENTRY):  # (`…写成该版本条目的子要点，不单独成条`)
            return not _gives_entries(sentences, _ADVISORIES)
    return False


def _filed_under_product(sentence: str) -> bool:
    """The sentence files a thing under its product (`_LOGGED_UNDER_PRODUCT`), no denial in
    its clause before that nor a rule of the past."""
    under = _LOGGED_UNDER_PRODUCT.search(sentence)
    if under is None or _denied_in_clause(sentence[: under.start()]):
        return False
    return _PAST_RULE.search(sentence[: under.start()]) is None


# A sentence excepting advisories from what it files (`除安全公告外，…`, `除了 CVE 以外`,
# `except security advisories`, `other than advisories`, `apart from CVEs`).
_ADVISORIES_EXCEPTED = lazy(
    rf"除(?:了)?[^，,。；;]{{0,12}}?(?:{incidents.ADVISORY_ZH}|漏洞|CVE)[^，,。；;]{{0,8}}?(?:外|以外|之外)"
    r"|(?i:(?<![A-Za-z])(?:except(?:\s+for)?|other\s+than|apart\s+from|but\s+not)\s+"
    r"(?:(?:security|the)\s+)?(?:advisor(?:y|ies)|CVEs?|GHSAs?)(?![A-Za-z]))"
)


def _advisories_own_entry(sentences: list[str]) -> bool:
    """A sentence of the preamble gives advisories an entry of their own (`CVEs get their own
    entry in §1.4`) or says they are entries."""
    own = any(_ADVISORIES.search(s) and _gets_entry(s, _OWN_ENTRY) for s in sentences)
    return own or _gives_entries(sentences, _ADVISORIES)


# A sentence filing every later news under the product (`Later news of any kind … goes under
# the product`, `Everything later goes under the product's entry`, `任何后续消息都写在该产品
# 条目下`).
_ANY_NEWS_UNDER_PRODUCT = lazy(
    r"(?i)(?:(?<![A-Za-z])(?:(?:later\s+)?news\s+of\s+any\s+kind|all\s+later\s+news"
    r"|everything\s+later)(?![A-Za-z])[^.;]{0,120}?\s(?:goes|go|is\s+filed|are\s+filed)\s+"
    r"under\s+(?:the|its|their)\s+product(?![A-Za-z]))"
    r"|(?:任何|所有|一切)后续(?:消息|新闻|动态)[^。；]{0,40}?(?:写|挂|记)在(?:该|所属|其)?产品(?:条目)?(?:之)?下"
)


# Incidents named in a preamble (`事故、回归与 CVE`, `Incidents and regressions`, `bugs`).
_INCIDENTS = lazy(
    r"(?i)(?<![A-Za-z])(?:incidents?|outages?|regressions?|bugs?)(?![A-Za-z])|事故|故障|回归"
    # (abuse and outages named in Chinese: `滥用事件与宕机记在涉事产品条目下`)
    r"|滥用事件|宕机"
)


def states_incidents_under_entry(preamble: str) -> bool:
    """One sentence of the preamble names incidents and files them under an entry (`影响某个
    版本的事故、回归与 CVE 写成该版本条目的子要点，不单独成条`, `Incidents go as a sub-bullet
    under the release they affect`), not giving them an entry of its own: an incident is then
    news of the (release) entry its title names, however the document's entries look."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    sentences = _SENTENCE_END.split(flat)
    for sentence in sentences:
        said = _INCIDENTS.search(sentence)
        if said is not None and _denies_own_entry(sentence, said.end()):
            return not _incidents_own_entry(sentences)  # (`Incidents get no entry of their own`)
        placed = _PLACED_UNDER_AFFECTED.search(sentence) if said is not None else None
        if said is None or _PROGRESS.match(sentence, said.end()):
            continue  # (`事故进展写成…子要点`: an incident entry's own news)
        if placed is None and not _filed_under(sentence):
            continue
        home = placed or _AFFECTED_RELEASE.search(sentence) or _OWNER_ENTRY.search(sentence)
        if home is None or _denied_in_clause(sentence[: home.start()]):
            continue  # (under the release it affects, not `not under the release it affects`)
        if _FIXING.search(re.split(r"[:：,，]", sentence[: said.start()])[-1]):
            continue  # (`修复事故的补丁版本写成…`, `The release that fixes a bug goes …`)
        if not _gets_entry(sentence, _OWN_ENTRY) and not _gets_entry(sentence, _AN_ENTRY):
            return not _incidents_own_entry(sentences)
    return False


# Things said to be lines of the history of the product (release) they concern (`are history
# lines of the product they concern`, `are dated lines in the history of the model they affect`,
# one said with its article: `an incident is a dated sub-bullet of the product it hit`).
_HISTORY_LINES_OF = (
    r"|(?i:(?<![A-Za-z])(?:is|are)\s+(?:an?\s+)?(?:(?:dated|history|dated\s+history)\s+)?"
    r"(?:lines?|items?|sub-?bullets?)\s+(?:of|in|under)\s+(?:the\s+history\s+of\s+)?the\s+"
    r"(?:product|release|version|model|generation|family)\s+(?:they|it)\s+"
    r"(?:concerns?|affects?|hits?)(?![A-Za-z]))"
    # (a dated line on the entry of the thing it is of: `An incident of one product is a dated
    # line on that product's entry`)
    r"|(?i:(?<![A-Za-z])(?:is|are)\s+(?:an?\s+)?(?:dated\s+)?(?:lines?|items?|sub-?bullets?)\s+"
    r"(?:on|under|in)\s+(?:that|the|its|their)\s+(?:product|release|version|model|family)['’]s\s+"
    r"entry(?![A-Za-z]))"
)


# Incidents put straight under the release they affect, no word for an entry (`事故放在受影响的
# 最新版本下`, `故障记在对应版本下`, `incidents go under the newest release affected`).
_PLACED_UNDER_AFFECTED = lazy(
    r"(?:放|写|记|挂|归)(?:在|到|入)(?:受影响的?(?:最新的?)?(?:版本|发布)|最新的?受影响的?(?:版本|发布)"
    r"|所影响的(?:最新的?)?版本|对应(?:的)?版本)(?:条目)?(?:之)?下"
    # (on the product's entry: `事故写在产品条目上`, `记在涉事产品条目下`)
    r"|(?:放|写|记|挂|归)(?:在|到|入)(?:该|所属|其|涉事|受影响的?)?产品的?条目(?:之)?(?:上|下|里|中)"
    r"|(?i:(?<![A-Za-z])(?:go|goes|are\s+filed|is\s+filed|belongs?)\s+under\s+the\s+"
    r"(?:(?:newest|latest|most\s+recent)\s+)?(?:release|version)s?\s+(?:affected|(?:they|it)\s+affects?)"
    r"(?![A-Za-z]))"
    # (the thing it affects said by a relative clause: `写在受影响那一代下`, `记在所涉及的那个
    # 版本的条目下`, `挂在出故障的那个产品下面`)
    r"|(?:放|写|记|挂|归)(?:在|到|入)(?:受影响|所涉及|涉及|出(?:了)?(?:故障|事故|问题))的?"
    r"(?:那|这)?(?:一|个|款)?(?:代|版本|产品|模型|家族)(?:的)?(?:条目)?(?:之)?(?:下面?|里|中|上)"
    # (`are recorded inside the entry of the product they affect`)
    r"|(?i:(?<![A-Za-z])(?:go|goes|(?:are|is)\s+(?:filed|recorded|logged|kept|written))\s+"
    r"(?:inside|under|in|on)\s+the\s+entry\s+of\s+the\s+"
    r"(?:product|release|version|model|generation|family)\s+(?:they|it)\s+(?:affects?|hits?)"
    r"(?![A-Za-z]))"
    # (lines of the history of what it concerns: `Incidents … are history lines of the
    # product they concern`)
    + _HISTORY_LINES_OF
    # (news of the entry it hit: `An incident is an update of the affected entry`, `… is an
    # update of that product's entry`)
    + r"|(?i:(?<![A-Za-z])(?:is|are)\s+(?:an?\s+)?updates?\s+(?:of|to|on)\s+(?:the\s+"
    r"(?:affected\s+entry|entry\s+(?:it|they)\s+(?:affects?|hits?))|(?:the|that|its|their)\s+"
    r"(?:affected\s+)?product(?:'s|s')\s+entry)(?![A-Za-z]))"
    # (kept on the product: `Incidents live on the product`)
    r"|(?i:(?<![A-Za-z])(?:live|lives)\s+on\s+(?:the|its|their)\s+(?:affected\s+)?"
    r"products?(?![A-Za-z\-]))"
    # (nested under the release they are of: `incidents of that release are nested under it`)
    r"|(?i:(?<![A-Za-z])of\s+(?:that|the|this|each)\s+(?:release|version)\s+(?:are|is)\s+"
    r"(?:nested|filed|logged|recorded)\s+under\s+it(?![A-Za-z]))"
    # (lines of another kind under the release they were reported against: `Incidents are
    # `Update` lines under the release they were first reported against`)
    r"|(?i:(?<![A-Za-z])(?:are|is)\s+`?(?:update|history|dated)`?\s+lines?\s+under\s+the\s+"
    r"(?:release|version|product)\s+(?:they|it)\s+(?:were|was|are|is)\s+(?:first\s+)?"
    r"reported\s+(?:against|for)(?![A-Za-z]))"
    # (follow-ups under the entry they belong to: `bugs found in a release are filed as dated
    # follow-ups under the X.Y entry they belong to`)
    r"|(?i:(?<![A-Za-z])(?:are|is)\s+filed\s+as\s+(?:dated\s+)?(?:follow-?ups?|sub-?bullets?|lines?"
    r"|updates?)\s+under\s+the\s+(?:\S+\s+)?entry\s+(?:they|it)\s+belongs?\s+to(?![A-Za-z]))"
)
# The entry of the thing's owner named as its home (`bugs and incidents are dated lines under
# the vendor's entry`, `under the product's own entry`).
_OWNER_ENTRY = lazy(
    r"(?i)(?<![A-Za-z])under\s+the\s+(?:vendor|product|maker|company|owner)['’]s\s+"
    r"(?:own\s+)?entry(?![A-Za-z])"
)
# The newest of the releases an incident affects named as its home (`under the newest release
# affected`, `受影响的最新版本`).
_NEWEST_AFFECTED = lazy(
    r"(?i)(?<![A-Za-z])(?:newest|latest|most\s+recent|highest)\s+(?:release|version)s?\s+affected"
    r"(?![A-Za-z])|受影响的?最新(?:版本|发布)|最新的?受影响的?(?:版本|发布)|受影响的?(?:版本|发布)中最新"
)


def states_newest_affected(preamble: str) -> bool:
    """The preamble files incidents under the entry they affect (`states_incidents_under_entry`),
    the newest release affected where several are (`appended under that release's entry: the
    newest release affected`)."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    return bool(_NEWEST_AFFECTED.search(flat)) and states_incidents_under_entry(preamble)


def _denies_own_entry(sentence: str, after: int) -> bool:
    """The sentence, right after the thing it names (at `after`), denies it an entry of its
    own (`Incidents get no entry of their own`, `事故不单独成条`; not `Incidents that affect
    no release get their own entry`: no denial of the entry there)."""
    denial = _NO_OWN_ENTRY.search(sentence, after)
    if denial is None or _FIXING.search(sentence[:after]):
        return False
    between = sentence[after : denial.start()]
    return len(between) <= 12 and not re.search(r"[:：,，(（]", between)


# A thing denied an entry of its own (`get no entry of their own`, `never get their own
# entry`, `are not separate entries`, `不单独成条`).
_NO_OWN_ENTRY = lazy(
    r"(?i)(?<![A-Za-z])(?:(?:get|gets|have|has)\s+no\s+(?:entry|entries|bullet|bullets)"
    r"\s+of\s+(?:their|its)\s+own|(?:never|do\s+not|don't|does\s+not|doesn't)\s+get\s+"
    r"(?:an?\s+|their\s+|its\s+)?(?:own\s+)?(?:entry|entries|bullet|bullets)"
    r"|are\s+(?:never|not)\s+(?:separate\s+)?entries)(?![A-Za-z])"
    r"|(?:从|都|也)?不(?:单独|独立)(?:成条|立条|建条)|不(?:单列|另立条目)"
)


def _incidents_own_entry(sentences: list[str]) -> bool:
    """A sentence of the preamble names incidents and gives them an entry of their own
    (`Incidents … get their own entry in §1.4`, `网关与探针的事故单独成条`, `事故本身单独成条`):
    the preamble says both (a scoped or quoted rule, a fix release's filing), so the filing
    rule is not read."""
    for sentence in sentences:
        said = _INCIDENTS.search(sentence)
        if said is None or _FIXING.search(re.split(r"[:：,，]", sentence[: said.start()])[-1]):
            continue
        if _SEVERAL_PRODUCTS.search(sentence) or incidents.NO_PRODUCT.search(sentence):
            continue  # (`只有跨多个产品的故障才单独成条`, `与具体产品无关的事故单独立条`: not one
            # product's, which goes under it)
        if _SERVICE_OUTAGES.search(sentence):
            continue  # (`云服务宕机与事故复盘单独成条`: a hosted service going down, no
            # product's own bug)
        if _gets_entry(sentence, _OWN_ENTRY) or _gets_entry(sentence, _AN_ENTRY):
            return True
        if _gets_entry(sentence, _EACH_ONE):
            return True  # (`事故各立一条（记在 §1.4），普通 bug（…）仍写在产品条目下`)
    return _gives_entries(sentences, _INCIDENTS)


# Each one an entry (`事故各立一条`, `各开一条`), said of incidents: their own entries (read
# only here: `发布按版本各立一条` keeps releases one entry each, which other readings weigh
# by their own words).
_EACH_ONE = lazy(r"各(?:立|开|成)一条")


def states_service_outages_apart(preamble: str) -> bool:
    """A sentence of the preamble gives outages of a hosted or cloud service an entry of their
    own (`云服务宕机单独立条`, `Cloud service outages get their own entry`): a narrower rule than
    one filing a product's incidents under it (`事故写在产品条目上`), so a title reporting such an
    outage goes apart whatever that wider rule says."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for sentence in _SENTENCE_END.split(flat):
        said = _SERVICE_OUTAGES.search(sentence)
        if said is not None and _gets_entry(sentence[said.start() :], _OWN_ENTRY):
            return True
    return False


def without_service_outages(preamble: str) -> str:
    """The preamble, its sentences giving cloud service outages an entry of their own left out
    (`states_service_outages_apart`): what it says of other incidents."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    kept = []
    for sentence in _SENTENCE_END.split(flat):
        said = _SERVICE_OUTAGES.search(sentence)
        if said is None or not _gets_entry(sentence[said.start() :], _OWN_ENTRY):
            kept.append(sentence)
    return "。".join(kept)


# Outages of a hosted or cloud service (`云服务宕机与事故复盘`, `托管服务中断`, `cloud service
# outages`, `outages of hosted APIs`): a rule for them says nothing of a product's own bugs.
_SERVICE_OUTAGES = lazy(
    r"(?:云服务|云端服务|云上服务|托管服务|在线服务|托管\s*API)[^。；;，,]{0,4}?(?:宕机|中断|停服|故障|事故)"
    r"|(?i:(?<![A-Za-z])(?:cloud|hosted|managed)\s+(?:services?|APIs?|endpoints?)\s+outages?"
    r"|(?<![A-Za-z])outages?\s+of\s+(?:a\s+|the\s+)?(?:cloud|hosted|managed)\s+(?:services?|APIs?)"
    r"(?![A-Za-z]))"
)


# Things shared by several products (`跨多个产品的事件`, `多引擎共同受影响的故障`, `incidents
# affecting several products`): a rule for them says nothing of one product's incidents.
_SEVERAL_PRODUCTS = lazy(
    r"跨(?:多个|多|几个|两个以上)?(?:产品|引擎|厂商|项目)|多(?:个)?(?:产品|引擎|厂商)(?:共同|同时)?受影响"
    r"|(?i:(?<![A-Za-z])(?:cross|multi)-(?:product|engine|vendor)s?(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:several|multiple|many)\s+(?:products|engines|vendors)(?![A-Za-z])"
    r"|(?<![A-Za-z])more\s+than\s+one\s+(?:product|engine|vendor)(?![A-Za-z]))"
)


# A fix of a thing, not the thing (`修复事故的补丁`, `the release that fixes a bug`).
_FIXING = lazy(r"(?i)(?<![A-Za-z])fix(?:es|ed|ing)?(?![A-Za-z])|修复|修正")


# An incident's progress or updates, not the incident (`事故进展`, `incident updates`).
_PROGRESS = lazy(r"(?i)\s*(?:进展|更新|后续|复盘|updates?|follow-?ups?|progress|post-?mortems?)")
# The release an incident affects, named as its home (`该版本条目`, `the release they affect`).
_AFFECTED_RELEASE = lazy(
    r"(?i)(?<![A-Za-z])(?:release|version)s?\s+(?:they|it)\s+(?:affects?|hits?)|affected\s+release"
    # (the thing's own entry, whatever it is: `goes under its entry as a dated sub-bullet`,
    # `记在它自己条目下`; every entry's dated sub-items: `都写成条目下的日期子项`)
    r"|(?<![A-Za-z])under\s+(?:its|their)\s+(?:own\s+)?entr(?:y|ies)(?![A-Za-z'])"
    r"|(?:它|其)自己的?条目|都(?:写|记|挂)(?:成|在)(?:该)?条目(?:之)?下"
    # (a family's or a product's entry, named plainly: `记在家族条目下`, `记在产品条目下`)
    r"|(?:记|写|挂)在(?:产品|家族|模型)条目(?:之)?下"
    # (`under their generation`, `under the product they are about`, `under the product as
    # dated sub-bullets`)
    r"|(?<![A-Za-z])under\s+(?:its|their)\s+(?:own\s+)?(?:generation|family|product|model)(?![A-Za-z])"
    r"|(?<![A-Za-z])under\s+the\s+(?:product|model|family)\s+(?:(?:they|it)\s+(?:are|is)\s+about"
    r"|(?:they|it)\s+concerns?|as)(?![A-Za-z])"
    # (`happens to a release … under that release's entry …, under the newest release affected`)
    r"|(?<![A-Za-z])(?:release|version)s?\s+affected(?![A-Za-z])"
    r"|该版本|所影响的版本|受影响(?:的)?(?:版本|发布)|对应版本"
    r"|(?<![A-Za-z])release(?:\s+(?:line|entry))?\s+(?:they|it)\s+concerns?(?![A-Za-z])"
    # (or the product's own entry: `单一产品的事故写在嵌套列表里，仍归该产品条目`)
    r"|(?:该|所属|其)产品(?:的)?条目|(?:挂|写|记)在(?:该|所属|其)产品(?:之)?下"
    # (`记在对应协议/框架/产品的条目下`: the corresponding product's entry, its kinds listed)
    r"|对应(?:的)?(?:[^，,。；;、]{0,12}?[/／、])?产品(?:的)?条目"
    # (`写成受影响产品条目下的子行`, `记在所涉产品的条目下`, `记在出事产品的条目下`)
    r"|(?:受影响|所涉及?|涉及|涉事|出事|出问题)(?:的)?产品(?:的)?条目"
    r"|(?<![A-Za-z])(?:its|their|the|that|this|each)\s+(?:product|model|family)'?s?\s+(?:own\s+)?"
    r"(?:(?:newest|latest|current)\s+)?(?:release\s+)?entry(?![A-Za-z])"
    # (the line's or the product's own, filed under it: `incidents of that line are sub-bullets
    # under it`, `该产品自身的事故…写成产品条目下的子项`)
    r"|(?<![A-Za-z])of\s+(?:that|this|the|its|each)\s+(?:(?:major|version|release)\s+)*line(?![A-Za-z])"
    r"|(?:该|其|所属)产品(?:自身|本身|自己)的"
)


def patch_of(mine: tuple[int, ...], theirs: tuple[int, ...]) -> bool:
    """`mine` is a patch of the release line `theirs` names (`2.7.4` of `2.7`, `3.2.1` of
    `3.2.0`), not that release itself."""
    line = _trimmed(theirs)
    return (
        len(line) >= 2
        and len(mine) > len(line)
        and mine[: len(line)] == line
        and any(mine[len(line) :])
    )


# A preamble scoping its release rule to some kinds (`Everything else gets one entry per
# product`, `其余每个产品一条`).
_OTHERS_APART = lazy(
    r"(?i)(?<![A-Za-z])(?:everything\s+else|all\s+other|the\s+rest)(?![A-Za-z])|其余|其他"
    # (or a rule given as an exception: `例外：推理引擎按 minor 版本单列条目（一版一条）`)
    r"|例外|(?<![A-Za-z])except(?:ions?)?(?![A-Za-z])"
)


# A preamble stating one entry per product (`one bullet per product`, `每个产品只有一个条目`,
# `每个产品 / 项目 / 协议只立一条`).
# (`one `### Name — Maker` entry per model, runtime or benchmark`: a list of kinds of thing,
# each taking one entry, is one per product; one kind alone is not read: `per model` may be a
# release, `One bullet per project or paper` states no unit)
_STATES_PRODUCT_ENTRIES = lazy(
    r"(?i)one\s+(?:numbered\s+|separate\s+)?(?:entry|bullet|item|card)\s+per\s+product(?![A-Za-z])"
    # (a word for how the entry looks between: `one bold-named entry per product`, `one
    # top-level entry per product`; not `… per product release`)
    r"|(?i:one\s+[a-z]+-[a-z]+\s+(?:entry|bullet|item|card)\s+per\s+product(?!\s*releases?)(?![A-Za-z]))"
    r"|(?i:one\s+(?:`[^`\n]{1,40}`\s+)?(?:entry|bullet|item|card|heading)\s+per\s+"
    + _KIND_OF_THING
    + r"(?:\s*(?:,|/|\bor\b|\band\b)\s*"
    + _KIND_OF_THING
    + r")+(?![A-Za-z])"
    + _KINDS_UNIT
    + r")"
    r"|每(?:个|一)?(?:产品线?|项目)[^。；;，,：:]{0,12}?(?:只|仅)?(?:有|立|记|占)?(?:一个|一)条"
    # (a Chinese list of kinds: `每个模型、引擎或框架只立一条`; not `…的每个版本各立一条`)
    rf"|每(?:个|一)?{_ZH_KIND}(?:\s*(?:、|/|／|或|和|与|及)\s*{_ZH_KIND})+"
    r"(?:(?!版本|代|发布|每)[^。；;，,：:]){0,8}?(?:只|仅)?(?:有|立|记|占)?(?:一个|一)条"
    r"|一(?:个)?(?:产品线?|项目)(?:只|仅)?(?:有|立|记|占)?(?:一个|一)条"  # (`一个产品线一个条目`)
    # (the product the subject, one entry its predicate, a word for how it looks between: `Every
    # product is one wiki-style entry`, `A product normally has one thread`; not `Every product
    # release is …`)
    r"|(?i:(?<![A-Za-z])(?:every|each|a|one)\s+product\s+(?:[a-z]+ly\s+)?(?:is|gets|has|takes)\s+"
    r"(?:just\s+|only\s+)?(?:one|a\s+single)\s+(?:[a-z]+-[a-z]+\s+)?(?:entry|bullet|item|card|thread)"
    r"(?![A-Za-z]))"
)


# A preamble keeping one entry per model family (`One entry per model family`, `每个系列一条`):
# a family's next generation (`Veyra 3`) is that family's news there.
_STATES_FAMILY_ENTRIES = lazy(
    # (or a heading, the document's entries being headings: `one `###` heading per family`)
    r"(?i)one\s+(?:numbered\s+|separate\s+)?(?:`?\#{2,4}`?\s+)?(?:entry|bullet|item|card|heading)\s+"
    r"per\s+(?:model\s+|product\s+)?famil(?:y|ies)(?![A-Za-z])"
    # (`每个系列一条`, `每个模型系列一条`, `每个模型/产品家族一条`: two kinds of family, one
    # entry each)
    r"|每(?:个|一)?(?:(?:模型|产品)[/／、]?)?(?:系列|模型家族|产品家族|家族)"
    # (a list of kinds after it, each taking one too: `每个模型家族 / 产品 / 数据集 / 基准一条`)
    r"(?:\s*[/／、]\s*[\u4e00-\u9fffA-Za-z]{1,6}){0,5}[^。；;，,：:]{0,12}?(?:一个|一)条"
    # (a family taking one entry: `一个产品系列只占一条`, `一个模型系列只立一条`)
    r"|一个(?:产品|模型)?(?:系列|家族)(?:只|仅)?(?:占|立|记|设|开)?(?:一个|一)条(?!件)"
    # (a brand one entry: `一品牌一条`, `每个品牌一条`, `一个品牌只占一条`)
    r"|(?<![\u4e00-\u9fff])(?:一个?|每(?:个|一)?)品牌(?:只|仅)?(?:占|立|记|设|开)?(?:一个|一)条(?!件)"
    # (a family and other kinds each one entry: `一个产品族 / 一个基准 / 一个应用 = 一条`)
    r"|一个(?:产品|模型)(?:族|系列|家族)(?:\s*[/／、]\s*[^/／、=＝。；;，,]{1,10}?)*\s*(?:=|＝|即|为)\s*(?:一个|一)条"
    # (a family the unit of entries: `家族为单位`, `以模型系列为单位立条`)
    r"|(?<![\u4e00-\u9fff])以?(?:模型|产品)?(?:家族|系列|产品族|模型族)为单位"
    # (a family's generations and versions all under its entry: `同一模型家族的各代、各版本都记在
    # 家族条目下`)
    r"|同一(?:个)?(?:模型|产品)?(?:家族|系列)的各(?:代|版本)(?:[、/和与及]各?(?:代|版本))?"
    r"(?:均|都)?(?:记在|记入|写在|归入|并入)(?:该|其)?(?:家族|系列)?条目"
    # (a family said to be one entry: `A model family is ONE entry`, `each family gets a single
    # entry`, `families are one entry each`)
    r"|(?i:(?<![A-Za-z])(?:(?:a|an|each|every|one)\s+(?:(?:model|product)\s+)?family\s+(?:is|gets|has|takes)"
    r"|(?:model\s+|product\s+)?families\s+(?:are|get|have|take))\s+(?:just\s+|only\s+)?"
    r"(?:one|a\s+single|a)\s+(?:entry|bullet|item|card)(?![A-Za-z]))"
)


# One entry per generation (major version) of a product: `one entry per generation`, `one
# entry per major version`, `每一代一条顶层条目`, `每代一条`, `按主版本分代`.
_STATES_GENERATION_ENTRIES = lazy(
    r"(?i)one\s+(?:top-level\s+|separate\s+)?(?:entry|bullet|item|card)\s+per\s+"
    r"(?:(?:model|product)\s+)?(?:generation|major\s+(?:version|release|generation))(?![A-Za-z])"
    # (a list of kinds before it: `one `### Name — Maker` entry per model or runtime generation`)
    r"|one\s+(?:`[^`\n]{1,40}`\s+)?(?:entry|bullet|item|card|heading)\s+per\s+"
    + _KINDS_BEFORE
    + r"?(?:generation|major\s+(?:version|release|generation))(?![A-Za-z])"
    # (an entry opened for each generation: `opens a new entry for every generation`)
    r"|(?<![A-Za-z])(?:opens|gets|starts|adds|creates)\s+a\s+(?:new|separate)\s+(?:top-level\s+)?"
    r"(?:entry|bullet|item|card|heading)\s+for\s+(?:each|every)\s+(?:new\s+)?"
    r"(?:(?:model|product)\s+)?generation(?![A-Za-z])"
    # (`代` a generation's, not a word's first character: `每个代理框架一条`, `每个代理商一条`,
    # `每个代码库一条` keep one entry per agent framework, reseller, repository)
    r"|每(?:个|一)?(?:[^。；;，,：:]{0,12}?的)?(?:一)?代(?![理码表言替价办购销号])"
    r"[^。；;，,：:]{0,8}?(?:(?:一个|一)条|(?:单独|各自|各)(?:成|立|开)条)|按主版本分代"
    # (or a new major said to open an entry of its own: `a new major version (x.0) opens a NEW
    # entry`, `each new major release gets its own entry`, `新的大版本另立条目`)
    r"|(?<![A-Za-z])(?:new|next)\s+major(?:\s+(?:version|release))?(?![A-Za-z])"
    r"(?:\s*[(（][^()（）]{0,60}[)）])?\s+(?:opens|gets|starts|takes|has)\s+(?:a\s+)?(?:new|its\s+own|separate|fresh)"
    r"\s+(?:top-level\s+)?(?:entry|bullet|item|card)(?![A-Za-z])"
    # (a new major alone, not `每个主版本或次版本单独立一条`: every release's rule)
    r"|新的?(?:大|主)版本(?:\s*[（(][^（()）]{0,20}[)）])?\s*(?:另立|另开|新开|单独(?:立|成))(?:一个|一)?条"
    # (`模型按代分条`, `新一代（如 二代 → 三代）另起一条`)
    # (the generation word quoted, `模型按“代”立条`; a new entry said so, `新一代另立新条`)
    r"|按[“\"「『]?代[”\"」』]?(?:分条|立条|成条)"
    r"|新一代(?:\s*[（(][^（()）]{0,20}[)）])?\s*(?:另起|另立|另开|单独立)(?:一个|一|新)?条"
    # (`产品换代（如 X 2、X 3）各立一条，不合并`: each generation an entry of its own)
    r"|换代(?:\s*[（(][^（()）]{0,40}[)）])?\s*(?:各立|各自立|各成|单独立|单独成|另立|另起|另开)(?:一个|一)?条"
    # (`按大版本分条`, `每个主版本一条`: each major version an entry of its own)
    r"|按(?:大|主)版本(?:分条|立条|成条)(?!的)"
    # (a change of major version said to open an entry, its examples in brackets: `主版本号变更
    # （如 1.x → 2.0、2.x → 3；0.x 阶段的递增不算）另立新条`)
    r"|(?:大|主)版本号?(?:变更|变化|升级|跳变|更替)(?:\s*[（(][^（()）]{0,80}[)）])?\s*"
    r"(?:另立|另开|新开|另起|单独(?:立|成))(?:一个|一|新)?条"
    r"|每(?:个|一)?(?:大|主)版本(?:(?:一个|一)条|(?:单独|各自|各)(?:成|立|开)条)"
    # (each new generation said to get an entry of its own: `each new generation of a model gets
    # its own entry`, `Each tier gets its own entry, and so does each new generation`)
    # (`every model generation gets its own entry`, `each new generation opens an entry of its own`)
    # (a generation after another unit, each one entry: `one entry per product and per major
    # generation`, `one entry per product, per major version`; not `…, not per generation`)
    r"|one\s+(?:entry|bullet|item|card|heading)\s+per\s+[^.;:。；：()（）]{1,60}?(?:,|\band)\s+per\s+"
    r"(?:(?:model|product)\s+)?major\s+(?:generation|version|release)(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:each|every)\s+(?:new\s+)?(?:(?:model|product)\s+)?generation(?:\s+of\s+"
    r"(?:a|the|each)\s+(?:model|product))?\s+(?:gets|has|takes|opens)\s+(?:(?:its\s+own|a\s+"
    r"separate|a\s+new)\s+(?:top-level\s+)?(?:entry|bullet|item|card)(?![A-Za-z])|an?\s+"
    r"(?:entry|bullet|item|card)\s+of\s+its\s+own(?![A-Za-z]))"
    # (each major version said to be an entry of its own: `Each major version of a product is
    # its own entry`, `every major release is a separate entry`)
    r"|(?<![A-Za-z])(?:each|every)\s+major\s+(?:version|release)(?:\s+of\s+(?:a|the|each)\s+"
    r"(?:model|product))?\s+(?:is|gets|has|takes)\s+(?:its\s+own|a\s+separate|a\s+new)\s+"
    r"(?:top-level\s+)?(?:entry|bullet|item|card)(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:own|separate)\s+(?:entry|entries|bullet|card)[^.;:]{0,40}?(?<![A-Za-z])and\s+"
    r"so\s+(?:does|do)\s+(?:each|every)\s+(?:new\s+)?generation(?![A-Za-z])"
)
# A preamble keeping one entry per vendor, every product of a vendor in it (`gets one entry per
# vendor`, `one entry per company`, `a new product of a listed vendor is a new History line`,
# `每家厂商一条`): a known vendor's new product is that vendor's news.
_STATES_VENDOR_ENTRIES = lazy(
    # (a word for how the entry looks between: `ONE top-level entry per maker`; not `… per vendor
    # product`, a product's entry)
    r"(?i:(?<![A-Za-z])one\s+(?:[a-z]+-[a-z]+\s+)?(?:entry|heading|card|bullet)\s+per\s+"
    r"(?:vendor|company|maker)(?![A-Za-z])(?!\s+(?:products?|releases?|versions?)(?![A-Za-z]))"
    r"|(?<![A-Za-z])new\s+products?\s+of\s+(?:a\s+)?(?:listed|known)\s+(?:vendor|company|maker)s?\s+"
    r"(?:is|are)\s+(?:a\s+)?(?:new\s+)?history\s+lines?(?![A-Za-z]))"
    r"|每(?:个|家|一家)(?:厂商|公司|供应商)(?:只|仅)?(?:占|立|记|设)?(?:一个|一)条"
)


def states_vendor_entries(preamble: str) -> bool:
    """The preamble keeps one entry per vendor, each of its products' news there
    (`_STATES_VENDOR_ENTRIES`), not denied in its clause nor another's rule (the document's
    headings left out: `# Serving vendors — living document` names no other's rule)."""
    flat = _SPACE_RUN.sub(" ", _HEADING_LINE.sub("", preamble).replace("*", ""))
    for rule in _STATES_VENDOR_ENTRIES.finditer(flat):  # (a colon ends a denial's scope too:
        # `keyed by who ships it, not by product: one top-level entry per vendor`)
        clause = re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None and not _others_rule(clause):
            return True
    return False


_HEADING_LINE = lazy(r"(?m)^#{1,6}\s.*$")


# What makes a generation rule's clause not this document's rule for its models: another's
# (`Unlike the vendors' wikis, which keep one entry per generation, …`, `不同于厂商百科的每代一条`),
# one scoped to another kind of entry or a section (`Accelerators (§1.3) have one entry per
# generation`, `加速器每一代一条`, `按大版本分条的产品…`), a rule of the past (`_PAST_RULE`; `Until
# 2026-09 we kept …`).
_NOT_OURS = lazy(
    r"(?i)(?<![A-Za-z])(?:unlike|whereas|other|others'?|vendors?'?s?|wikis?|accelerators?|gpus?"
    r"|chips?|hardware|until|before)(?![A-Za-z])|不同于|不像|其他|厂商|加速器|芯片|显卡|硬件|§\s*\d"
    # (`按大版本分条的产品每个大版本一条`: the rule of the products that are split so, not all)
    r"|按[^。；;，,：:]{0,8}(?:分条|立条|成条)的"
)


# A preamble filing a team's follow-up papers under the original paper's entry (`同一团队的续作
# 论文作为 ▸ 子项并入原线索`, `Follow-up papers go as sub-bullets under the original paper's
# entry`); not a denial (`续作不并入原条目`) nor `Follow-up papers get their own entry`.
_FOLLOW_UPS_UNDER_ORIGINAL = lazy(
    r"续作(?:论文)?[^。；;]{0,24}?(?<![不未非])(?:并入|归入|记在|写在|挂在|追加在|追加到|放在)"
    r"(?:原|其|该|原有)(?:研究)?(?:线索|条目|论文)"
    # (`同一工作的后续论文（即使换了 arXiv 号）仍记在原条下`: a work's later paper, the original's)
    r"|后续论文[^。；;]{0,40}?(?<![不未非])(?:并入|归入|记在|写在|挂在|追加在|追加到|放在)"
    r"(?:原|其|该|原有)(?:研究)?(?:线索|条目|论文|条)"
    r"|(?i:(?<![A-Za-z])follow-?up\s+papers?(?![A-Za-z])[^.;]{0,60}?(?<![A-Za-z])(?:go|goes|are\s+"
    r"(?:filed|added|kept|listed)|filed|added)\s+(?:as\s+[^.;]{0,30}?\s+)?under\s+(?:the|its|their)"
    r"\s+original(?![A-Za-z]))"
    # (`a follow-up paper by the same line extends the existing entry`)
    r"|(?i:(?<![A-Za-z])follow-?up\s+papers?(?![A-Za-z])[^.;()]{0,40}?(?<![A-Za-z])"
    r"(?:extends?|continues?)\s+(?:the|its|their)\s+(?:existing|original)\s+entr(?:y|ies)"
    r"(?![A-Za-z]))"
    # (`the authors' own sequel paper (a `-2` follow-up …) continues the first paper's entry`)
    r"|(?i:(?<![A-Za-z])sequel\s+papers?(?![A-Za-z])[^.;]{0,80}?(?<![A-Za-z])(?:extends?|continues?"
    r"|goes\s+under|go\s+under)\s+(?:the|its|their)\s+(?:existing\s+|original\s+|first\s+)"
    r"(?:paper['’]s\s+)?entr(?:y|ies)(?![A-Za-z]))"
    # (`Revisions … continue the paper's entry, and so does a follow-up paper by the same group`)
    r"|(?i:(?<![A-Za-z])continues?\s+the\s+paper(?:'s|s')\s+entr(?:y|ies),?\s+and\s+so\s+"
    r"(?:does|do)\s+(?:a|the|its)\s+follow-?up\s+papers?(?![A-Za-z]))"
)


# A preamble filing a model's technical report under the model (`A paper goes under the model it
# is the report of`, `Technical reports go under their model's entry`, `技术报告记在所属模型条目
# 下`).
_REPORTS_UNDER_MODEL = lazy(
    r"(?i:(?<![A-Za-z])(?:papers?|(?:technical|tech)\s+reports?)\s+(?:goes|go|is\s+filed|are\s+filed"
    r"|belongs?|lives?)\s+under\s+(?:the|its|their)\s+(?:model|product|family)(?:'s|s')?\s+"
    r"(?:(?:it|they)\s+(?:is|are)\s+(?:the\s+)?(?:technical\s+|tech\s+)?reports?\s+(?:of|for)"
    r"|(?:own\s+)?entr(?:y|ies))(?![A-Za-z]))"
    r"|技术报告[^。；;]{0,12}?(?<![不未非])(?:记|写|挂|放|归)(?:在|入|到|作)(?:其|所属|对应|该)?(?:模型|产品)"
    r"(?:的)?(?:条目|之?下)"
)


def states_reports_under_model(preamble: str) -> bool:
    """A clause of the preamble files a model's technical report under the model's entry
    (`_REPORTS_UNDER_MODEL`), no denial before it in its clause."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _REPORTS_UNDER_MODEL.finditer(flat):
        clause = re.split(r"[.。;；!?！？]\s|[。;；！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None:
            return True
    return False


def states_follow_ups_under_original(preamble: str) -> bool:
    """The preamble files a paper's follow-ups by the same team under the original paper's
    entry (`_FOLLOW_UPS_UNDER_ORIGINAL`), not denied in its clause."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _FOLLOW_UPS_UNDER_ORIGINAL.finditer(flat):
        clause = re.split(r"[.。;；!?！？]\s|[。;；！？]", flat[: rule.start()])[-1]
        clause, inside = _WHETHER.sub(" ", clause), _WHETHER.sub(" ", rule.group())
        if _DENIED.search(clause) is None and _DENIED_INSIDE.search(inside) is None:
            return True
    return False


# `whether or not` (`whether … or not`, `无论是否`, `不论是否`, `是否`): a qualifier of the
# rule's subject, no denial of its verb.
_WHETHER = lazy(
    r"(?i)(?<![A-Za-z])(?:whether\s+or\s+not|or\s+not)(?![A-Za-z])|(?:无论|不论|不管)?是否"
)


# A denial between a rule's subject and its verb (`a follow-up paper … never extends the
# existing entry`, `后续论文从不并入原条目`); not a bare `no` (`papers with no new arXiv id`).
_DENIED_INSIDE = lazy(
    r"(?i)(?<![A-Za-z])(?:not|never|no\s+longer|don't|doesn't|won't|cannot)(?![A-Za-z])"
    r"|不会|从不|而非|并不|不再|不得|不[并归记写挂追放]"
)


# A change of major version said to open an entry, its examples in brackets maybe (`主版本号变更
# （如 1.x → 2.0；0.x 阶段的递增不算）另立新条`, `a major version change (1.x → 2.0) opens a new
# entry`): the rule in so many words, not one entry per generation of some kind of thing.
_STATES_MAJOR_CHANGE = lazy(
    r"(?:大|主)版本号?(?:变更|变化|升级|跳变|更替)(?:\s*[（(][^（()）]{0,80}[)）])?\s*"
    r"(?:另立|另开|新开|另起|单独(?:立|成))(?:一个|一|新)?条"
    r"|(?i:(?<![A-Za-z])major[\s-]+version\s+(?:change|bump)s?(?:\s*[(][^()]{0,80}[)])?\s+"
    r"(?:opens?|gets?|starts?)\s+a\s+(?:new|separate)\s+(?:entry|heading|bullet)(?![A-Za-z]))"
)


# A new major version said to open an entry in so many words (`a new major version opens a new
# entry`), not a generation's (`a new major generation gets its own heading`).
_NEW_MAJOR_OPENS = lazy(
    r"(?i:(?<![A-Za-z])new\s+major\s+versions?\s+(?:opens?|gets?|starts?)\s+(?:a\s+)?"
    r"(?:new|separate|its\s+own)\s+(?:entry|heading)(?![A-Za-z]))"
)


def states_new_major_opens_entry(preamble: str) -> bool:
    """The preamble says a new major version opens a new entry (`_NEW_MAJOR_OPENS`), not
    denied in its clause nor another's rule: a product named without a version is then at
    the release its history records, and its next major is an entry of its own."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _NEW_MAJOR_OPENS.finditer(flat):
        clause = re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None and not _others_rule(clause):
            return True
    return False


def states_major_change_entries(preamble: str) -> bool:
    """The preamble says a change of major version opens a new entry (`_STATES_MAJOR_CHANGE`),
    not denied in its clause nor another's rule."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _STATES_MAJOR_CHANGE.finditer(flat):
        clause = re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None and not _others_rule(clause):
            return True
    return False


# A generation rule said of some kinds only (`Engines and runtimes get one entry per major
# version line`), and everything else kept one entry per product (`everything else — gateways,
# … — is one entry per product or paper`, `其余一产品一条`).
_KINDS_GET_GENERATIONS = lazy(
    r"(?i)(?<![A-Za-z])(?P<kinds>[A-Za-z]+(?:(?:\s*,\s*|\s+(?:and|or)\s+)[A-Za-z]+){0,4})\s+"
    r"(?:get|gets|have|has|take|takes|keep|keeps)\s+one\s+(?:entry|heading|bullet)\s+per\s+"
    r"(?:major\s+(?:version|release)|generation)(?![A-Za-z])"
)
_ELSE_PER_PRODUCT = lazy(
    r"(?i)(?<![A-Za-z])(?:everything|anything|all)\s+else(?![A-Za-z])[^.;。；]{0,120}?"
    r"one\s+(?:entry|heading|bullet)\s+per\s+(?:product|project|tool)(?![A-Za-z])"
    r"|其[余他它][^。；;]{0,40}?(?:一产品一条|每个?产品一条)"
    # (`其余条目（调度库、论文）一个条目跨所有版本`)
    r"|其[余他它][^。；;]{0,60}?(?:一个条目|一条)跨(?:所有|全部|各个?)版本"
)
# The Chinese of such a rule (`§1.1 的引擎、运行时、网关按主版本分条`): its kinds, `、` apart.
_ZH_KINDS_BY_MAJOR = lazy(
    r"(?:的)?(?P<kinds>[\u4e00-\u9fff]{1,6}(?:、[\u4e00-\u9fff]{1,6}){0,6})按(?:大|主)版本"
    r"(?:分条|立条|成条)"
)
_NOT_KINDS = frozenset({"and", "or", "the", "all", "only", "each", "every"})


def generation_kinds(preamble: str) -> tuple[str, ...]:
    """The kinds a preamble's generation rule is said of (`Engines and runtimes get one entry
    per major version line` → `engine`, `runtime`), where it keeps everything else one entry
    per product (`_ELSE_PER_PRODUCT`): an entry of another kind takes every version; () when
    it says no such thing."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    rule = _KINDS_GET_GENERATIONS.search(flat) or _ZH_KINDS_BY_MAJOR.search(flat)
    if rule is None or _ELSE_PER_PRODUCT.search(flat, rule.end()) is None:
        return ()
    if not rule["kinds"].isascii():  # (`引擎、运行时、网关`)
        return tuple(rule["kinds"].split("、"))
    words = re.split(r"\s*,\s*|\s+", rule["kinds"].casefold())
    kinds = [w[:-1] if w.endswith("s") else w for w in words if w and w not in _NOT_KINDS]
    return tuple(k for k in kinds if len(k) > 2)


def states_generation_entries(preamble: str) -> bool:
    """The document's text before its first entry keeps one entry per generation of a product
    (its major version: `Kiln 2` holds 2.1 and 2.2), not denied in its clause; or of some
    kinds, everything else one entry across versions (`generation_kinds`: a section's kinds,
    `§1.1 的引擎、运行时按主版本分条…其余条目一个条目跨所有版本`)."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _STATES_GENERATION_ENTRIES.finditer(flat):
        clause = re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None and not _others_rule(clause):
            return True
    return bool(generation_kinds(preamble))


# Where a clause turns from another's rule to this document's (`Unlike the vendor's wiki,
# which keeps …, this page opens …`, `…, here each new generation …`, `in this document`,
# `…，本文档…`, `这里`).
_OURS_NOW = lazy(
    r"[,，]\s*(?:(?i:this\s+(?:page|document|doc|file|list)|in\s+this\s+(?:page|document|file|doc)"
    r"|here|we)(?![A-Za-z])|本文档?|本文件|本页|这里|此处)"
)


def _ours_now(clause: str) -> str:
    """The clause from where it turns to this document's own rule (`_OURS_NOW`: `Unlike the
    vendor's wiki, where …, this page keeps`), the whole clause when it does not."""
    turns = list(_OURS_NOW.finditer(clause))
    return clause[turns[-1].end() :] if turns else clause


def _others_rule(clause: str) -> bool:
    """The clause before a generation rule makes it not the document's own rule for its
    models (`_NOT_OURS`: another's, another kind's or section's, a rule of the past); read
    after where it turns to this document's own (`_OURS_NOW`: `…, this page opens`)."""
    clause = _ours_now(clause)
    return _NOT_OURS.search(clause) is not None or _PAST_RULE.search(clause) is not None


# A preamble keeping one entry per family of products (`每个产品族只占一个条目`, `每模型族一条`):
# a unit of products to the granularity readers, of families to the generation rule.
_STATES_PRODUCT_FAMILIES = lazy(r"每(?:个|一)?(?:产品族|模型族)[^。；;，,：:]{0,12}?(?:一个|一)条")


# A clause telling a rule of the past (`过去每个产品族一条；自 12 月起…`).
_PAST = lazy(
    r"过去|以前|此前|曾经?|(?i:(?<![A-Za-z])(?:formerly|previously|used\s+to)(?![A-Za-z]))"
)


# Entries named by no version said to take every version (`entries named without a version
# (Marl, Quoin) take every version in their History`, `不带版本号的条目收录其所有版本`).
_UNVERSIONED_TAKE_ALL = lazy(
    r"(?i:(?<![A-Za-z])entr(?:y|ies)\s+(?:named|called|titled)\s+(?:without|with\s+no)\s+(?:a\s+)?"
    r"(?:version|release|generation)(?:\s+(?:number|numbers))?(?:\s*[(（][^()（）]{0,60}[)）])?\s+"
    r"(?:takes?|holds?|keeps?|records?|gets?)\s+(?:every|all|each)\s+(?:its\s+)?"
    r"(?:versions?|releases?|generations?)(?![A-Za-z]))"
    r"|(?:不带|无|没有)版本号?的条目(?:\s*[（(][^（()）]{0,40}[)）])?(?:收录?|记录?|包含|涵盖)(?:其)?"
    r"(?:所有|全部|各个?)(?:版本|代)"
    # (new generations filed as the product's sub-items: `new generations and releases are
    # dated sub-items`, `新一代写成条目下的日期子项`)
    r"|(?i:(?<![A-Za-z])new\s+generations?(?:\s+(?:and|or)\s+(?:new\s+)?releases?)?\s+(?:are|get)\s+"
    r"(?:logged\s+as\s+|written\s+as\s+|kept\s+as\s+)?(?:dated\s+)?sub-?items(?![A-Za-z]))"
    r"|(?:新一?代|新代际)(?:(?:与|和|及)新版本)?(?:均|都)?(?:写成|记为|记成|作为)(?:条目下的)?(?:日期)?子项"
)


def states_unversioned_take_all(preamble: str) -> bool:
    """A clause of the preamble says entries named without a version take every version of
    their product (`_UNVERSIONED_TAKE_ALL`, no denial before it in its clause), however it
    files generations of entries named with one: `Marl 3` is news of `Marl`."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _UNVERSIONED_TAKE_ALL.finditer(flat):
        clause = re.split(r"[.。;；!?！？]\s|[。;；！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None and not _others_rule(clause):
            return True  # (not `Unlike the vendor wiki, where entries … take every version`)
    return False


def states_product_families(preamble: str) -> bool:
    """The preamble keeps one entry per family of products (`_STATES_PRODUCT_FAMILIES`, not
    denied in its clause): a family's next generation (`Murmur 2`) is that family's news."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _STATES_PRODUCT_FAMILIES.finditer(flat):
        clause = re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None and _PAST.search(clause) is None:
            return True
    return False


def states_family_entries(preamble: str) -> bool:
    """The document's text before its first entry keeps one entry per model family (not
    denied in its clause, nor said there of another's or a past practice: `厂商百科里一个产品族 =
    一条；本文档模型按“代”立条`)."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _STATES_FAMILY_ENTRIES.finditer(flat):
        clause = re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.start()])[-1]
        others = _OTHERS_SAY.search(_ours_now(clause)) or _PAST.search(clause)
        if _DENIED.search(clause) is None and others is None:
            return True
    return False


def states_product_entries(preamble: str) -> bool:
    """The document's text before its first section says it keeps one entry per product (not
    denied, and no release rule beside it: `engines get one entry per release; everything else
    one per product` is scoped)."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    if states_release_entries(flat):
        return False
    for rule in _STATES_PRODUCT_ENTRIES.finditer(flat):
        clause = _ours_now(re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.start()])[-1])
        others = _OTHERS_SAY.search(clause) or _PAST.search(clause)  # (`unlike the vendor's
        if _DENIED.search(clause) is None and others is None:  # wiki, which keeps …`, `we used
            return True  # to keep one entry per model or runtime`: not this document's rule)
    return any(unit == "product" for unit, _ in worded_units(preamble))


# What the rest gets, in the sentence after `everything else` / `其余`: entries of their own
# (`one entry per product`, `其余各节按产品立条`, `其他产品一品一条`); not `Everything else
# (benchmarks, renames, …) is a follow-up under the entry of the release it concerns`.
_OWN_ENTRIES = lazy(
    r"(?i)(?:one|an?)\s+(?:\w+\s+)?(?:entry|bullet|item|card)(?![A-Za-z])|per\s+(?:product|paper|project)"
    r"|一条|立条|各立|一个条目"
)


# A rule keeping one entry per product or project (`one entry per project`, `一个产品一条`), and
# the names a bracket in its sentence lists (`Software projects (frameworks, libraries: OmniGlue,
# VisHub, PixTok): one entry per project`): those products are kept so, whatever else is.
_ONE_PER_PRODUCT = lazy(
    r"(?i:(?<![A-Za-z])one\s+entry\s+per\s+(?:product|project|tool)(?![A-Za-z]))"
    r"|一个(?:产品|项目)一条|每个(?:产品|项目)(?:只)?一条"
)
_LISTED = lazy(r"[（(](?P<listed>[^()（）]{3,300})[)）]")
_LISTED_NAME = lazy(r"^[A-Z][A-Za-z0-9]*(?:[\-.][A-Za-z0-9]+)*$")
_SENTENCE = lazy(r"\n\s*(?:>\s*)?[-*+]\s|[。；;!?！？]|\.\s")


def listed_product_names(preamble: str) -> frozenset[str]:
    """The names (casefolded, hyphens out) a sentence keeping one entry per product or project
    lists in a bracket (`Software projects (…: OmniGlue, VisHub, PixTok): one entry per
    project` → omniglue, vishub, pixtok); two names at least, capitalised Latin words only."""
    found: set[str] = set()
    for sentence in _SENTENCE.split(preamble.replace("*", "")):
        if not _ONE_PER_PRODUCT.search(sentence) or _DENIED.search(sentence):
            continue
        for bracket in _LISTED.finditer(sentence):
            items = [i.strip() for i in re.split(r"[,，、]", bracket["listed"].split(":")[-1])]
            names = [i for i in items if _LISTED_NAME.match(i)]
            if len(names) >= 2 and len(names) == len(items):
                found.update(n.casefold().replace("-", "") for n in names)
    return frozenset(found)


# A kind tag a lead opens with (`[LIB]`, `[TOOL]`), and a rule keeping one entry per thing
# (`Everything else is one entry per thing: `[LIB]` (…), `[TOOL]` (…)`), or one per release.
_KIND_TAG = lazy(r"(?<![\w\]])\[(?P<tag>[A-Z][A-Z0-9]{1,11})\](?![(\[\w])")
_ONE_PER_THING = lazy(
    r"(?i:(?<![A-Za-z])one\s+(?:entry\s+)?per\s+(?:thing|product|project|tool|library|item)"
    r"(?![A-Za-z]))|一物一条|每个(?:产品|项目)(?:只)?一条|一个(?:产品|项目)一条"
)
_ONE_PER_RELEASE = lazy(
    r"(?i:(?<![A-Za-z])(?:one\s+(?:entry\s+)?)?per\s+\*?(?:release|version)s?(?![A-Za-z]))"
    r"|每个?(?:正式)?版本|每版"
)
_LEAD_TAG = lazy(r"^\s*(?:(?:[-*+]|\d+[.)])\s+)?\[(?P<tag>[A-Z][A-Z0-9]{1,11})\]\s")


def tags_kept_per_thing(preamble: str) -> frozenset[str]:
    """The kind tags (`LIB`, `TOOL`) a sentence of the preamble keeps one entry per thing
    (`_ONE_PER_THING`), that sentence naming no release unit and denying nothing before the
    rule (`Everything else is one entry per thing: `[LIB]` (libraries), `[TOOL]` (tracing)`);
    two tags at least listed with it. Tags a rule of release lines names are not among them."""
    found: set[str] = set()
    for sentence in _SENTENCE.split(preamble.replace("*", "")):
        rule = _ONE_PER_THING.search(sentence)
        if rule is None or _ONE_PER_RELEASE.search(sentence):
            continue
        if _DENIED.search(sentence[max(0, rule.start() - 12) : rule.start()]):
            continue  # (`not one entry per product`)
        tags = {m["tag"] for m in _KIND_TAG.finditer(sentence)}
        if len(tags) >= 2:
            found.update(tags)
    return frozenset(found)


def lead_tag(lead: str) -> str:
    """The kind tag an entry's lead opens with (`- [LIB] Gristle :: …` → `LIB`), else ""."""
    m = _LEAD_TAG.match(lead)
    return m["tag"] if m else ""


def states_release_entries_for_all(preamble: str) -> bool:
    """The preamble says every release gets an entry (`states_release_entries`), the rule
    scoped to no kind: no `everything else gets one entry per product` beside it."""
    return states_release_entries(preamble) and not _scoped(preamble.replace("*", ""))


# Some kind of thing given one entry for all its versions beside the release rule (`software
# projects (servers, caches, gateways) get one entry per repository, not per version`).
_PER_REPOSITORY = lazy(
    r"(?i)(?<![A-Za-z])one\s+entry\s+per\s+(?:repository|repo|code\s+base)(?![A-Za-z])"
    r"|每个(?:代码)?仓库(?:只)?(?:占)?一(?:个)?条(?:目)?"
)


def _per_repository(preamble: str) -> bool:
    """A sentence gives some kind one entry per repository (`_PER_REPOSITORY`), neither denied
    nor of the past before it (not `We no longer keep one entry per repository`, `Tools used
    to get one entry per repository; since December …`)."""
    for said in _PER_REPOSITORY.finditer(preamble):
        clause = _SENTENCE_START.split(preamble[: said.start()])[-1]
        if _DENIED.search(clause) is None and _PAST.search(clause) is None:
            return True
    return False


# Where the text before a rule's words starts its sentence (`entry. Tools used to …`).
_SENTENCE_START = lazy(r"[.。;；!?！？:：]\s|[。；！？：]")


def _scoped(preamble: str) -> bool:
    """A sentence of the preamble gives everything else entries of its own (`_OWN_ENTRIES`),
    some kind one entry per repository (`_PER_REPOSITORY`), or its words give releases
    entries for some entries only (`worded_units`)."""
    for other in _OTHERS_APART.finditer(preamble):
        after = preamble[other.end() : other.end() + 200]
        if _OWN_ENTRIES.search(re.split(r"[.。;；!?！？]\s|[。；！？]", after)[0]):
            return True
    if _per_repository(preamble):  # (`software projects get one entry per repository`)
        return True
    worded = worded_units(preamble)
    return any(scoped for unit, scoped in worded if unit == "release") or (
        any(unit == "release" for unit, _ in worded)
        and any(unit == "product" for unit, _ in worded)
    )


def release_entry_sections(preamble: str) -> frozenset[str]:
    """The sections a release-entries rule (`states_release_entries`) is scoped to by their
    code in its own clause (`引擎（§1.1）每个正式版本各一条；其余产品一个产品一条`, `In §1.1 and
    §1.3, one entry per release`): there every release gets an entry, whatever the look of the
    other sections' entries."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    found: set[str] = set()
    for rule in _STATES_RELEASE_ENTRIES.finditer(flat):
        clause = re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None:
            found.update(f"§{major}.{minor}" for major, minor in _SECTION_CODE.findall(clause))
    return frozenset(found) or _worded_sections(flat)


def _worded_sections(flat: str) -> frozenset[str]:
    """The section codes of the clauses whose words alone give releases an entry each
    (`worded_units`: `§1.1 按小版本立条，一个小版本一条`)."""
    found: set[str] = set()
    for clause in _CLAUSE_END.split(flat):
        if any(unit == "release" for unit, _ in worded_units(clause)):
            found.update(f"§{major}.{minor}" for major, minor in _SECTION_CODE.findall(clause))
    return frozenset(found)


_SECTION_CODE = lazy(r"§\s*(\d+)\s*\.\s*(\d+)")


# What a rule for the rest gives them, one entry per product (`Everything else (§1.2–§1.4) is
# logged per product`, `其余各节一个产品一条`).
_REST_PER_PRODUCT = lazy(
    r"(?i)(?<![A-Za-z])per\s+(?:product|project)(?![A-Za-z])|(?:一个|每个)(?:产品|项目)(?:只)?一条|按产品"
)


def states_product_entries_outside(preamble: str, anchor: str) -> bool:
    """The preamble scopes a release-entries rule to some sections by code
    (`release_entry_sections`), `anchor` not among them, and gives everything else one entry
    per product in the sentence after `everything else` / `其余` (`Frameworks (§1.1) are logged
    per minor release … Everything else (§1.2–§1.4) is logged per product`): there the
    document keeps one entry per product."""
    sections = release_entry_sections(preamble)
    if not sections or anchor in sections:
        return False
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for other in _OTHERS_APART.finditer(flat):
        after = flat[other.end() : other.end() + 200]
        sentence = re.split(r"[.。;；!?！？]\s|[。；！？]", after)[0]
        if _REST_PER_PRODUCT.search(sentence) and not _DENIED.search(sentence):
            return True
    return False


# A preamble keeping one entry for life for benchmarks (`Papers and benchmarks keep one entry
# for life`, `基准与评测集始终一条`): their revisions are updates, not entries.
_BENCHMARKS = lazy(r"(?i)(?<![A-Za-z])benchmarks?(?![A-Za-z])|评测集|基准")
# One entry per benchmark, alone or in a list of things given one each (`One `###` entry per
# model generation (major version), per benchmark, per app`); not per benchmark version.
_ENTRY_PER_BENCHMARK = lazy(
    r"(?i)(?<![A-Za-z])one\s+(?:`[^`\n]{1,40}`\s+)?(?:entry|heading|item|bullet|card)\s+per\s+"
    r"(?:[^.;:。；：]{0,160}?(?:,|\band)\s+(?:per\s+)?)?benchmark(?![A-Za-z])"
    r"(?!\s*(?:version|release|edition|round)s?(?![A-Za-z]))"
)
_FOR_LIFE = lazy(
    r"(?i)(?<![A-Za-z])(?:one|a\s+single)\s+entry\s+for\s+(?:life|good|ever)(?![A-Za-z])"
    r"|始终一条|终身一条|一条到底"
)


def states_benchmarks_for_life(preamble: str) -> bool:
    """A sentence of the preamble keeps one entry for life for benchmarks (`_BENCHMARKS`
    before `_FOR_LIFE`), no denial between them; or keeps one entry per benchmark, listed
    among the things given one each (`One `###` entry per model generation, per benchmark,
    per app`: a benchmark, not its version), not denied in its clause."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _ENTRY_PER_BENCHMARK.finditer(flat):
        clause = re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None and not _others_rule(clause):
            return True
    for sentence in _SENTENCE_END.split(flat):
        kind = _BENCHMARKS.search(sentence)
        if kind is None:
            continue
        life = _FOR_LIFE.search(sentence, kind.end())
        if life is not None and _DENIED.search(sentence[kind.end() : life.start()]) is None:
            return True
    return False


def states_release_entries(preamble: str) -> bool:
    """The document's text before its first section says its engines (or all its entries) get
    one entry per release (`*` marks and line breaks aside); not one per major line, one per
    product. A wording no phrase here lists is read by its words (`worded_units`)."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _STATES_RELEASE_ENTRIES.finditer(flat):
        clause = re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None:  # (not `we do not keep one entry per release`)
            return True
    if _EVENT_RELEASE.match(incidents.stated_events(preamble)):
        return True  # (`One entry per event. An event is a release (minor or major), …`)
    return any(unit == "release" for unit, _ in worded_units(preamble))


# The words of a Chinese rule giving each unit an entry (`一个产品 / 一篇论文只占一条`, `每个正式的
# 主版本或次版本单独立一条`, `一次发布一个条目`, `框架与产品每个一条`): a distributive word, the
# unit, then the entry word within the clause (brackets read out: `每个产品（模型家族、…）只占一个
# 条目`); not a patch's or a candidate's (`补丁版不另立条`: they are filed under an entry), nor a
# major version's (`每个大版本一条`: a generation's), nor what is filed in one entry
# (`同一产品的新版本都记在这一条里`: `同一` is no distributive word, `这一条` no entry each).
_EACH = r"(?:每(?:个|一)?|(?<![同这该此统唯逐])一(?:个|次|篇|起|品)?|各|按)"
_UNITS = (
    (
        "release",
        r"(?:主|次|小)?(?<!大)版本|发行版|(?<![补丁预])发布|(?i:minor)\s*(?:版本|发布)?|x\.y",
    ),
    ("product", r"产品|项目|名字|(?<=一)品"),
)
_ENTRY_WORD = lazy(
    r"[^。；;，,：:]{0,16}?(?:(?<![这该此同原])一个条目|立条|成条|建条|(?<![这该此同原])一条)"
)
_UNIT_RULE = {
    unit: lazy(rf"{_EACH}[^。；;，,：:（(条]{{0,6}}?(?:{words})|(?:{words})\s*每个(?=\s*一条)")
    for unit, words in _UNITS
}
_NOT_A_UNIT = lazy(r"补丁|候选|预发布|(?i:patch|rc|post)")
# Another distributive word and unit before the entry word (`每个产品的每个正式版本单列一条`: the
# entry is the nearer unit's); not the entry word's own `各` (`按发行版各立一条`).
_NEARER_UNIT = lazy(r"每(?:个|一)?[^，,。；;]{0,6}?(?:版本|发行版|发布|产品|项目)")


def worded_units(preamble: str) -> list[tuple[str, bool]]:
    """The units (`release`, `product`) the preamble's Chinese clauses give an entry each,
    by their words rather than a listed phrase, each with whether its clause is scoped (a
    section code, `其余`, `例外`: a rule for some entries only); none where a clause denies
    it (`不按版本拆条`)."""
    found: list[tuple[str, bool]] = []
    flat = _SHORT_BRACKETED.sub("", _SPACE_RUN.sub(" ", preamble.replace("*", "")))
    for clause in _CLAUSE_END_OR_DASH.split(flat):
        for unit, rule in _UNIT_RULE.items():
            for said in rule.finditer(clause):
                before = clause[max(0, said.start() - 4) : said.start()]
                if _NOT_A_UNIT.search(clause[max(0, said.start() - 6) : said.end()]):
                    continue
                entry = _ENTRY_WORD.match(clause, said.end())
                if entry is None or "不" in before or _NEARER_UNIT.search(entry.group()):
                    continue  # (`每个产品的每个正式版本单列一条`: the release's entry)
                if _OTHERS_SAY.search(_ours_now(clause[: said.start()])):
                    continue  # (`厂商百科里一个产品族 = 一条`: another's practice)
                scoped = bool(_SECTION_CODE.search(clause) or _OTHERS_APART.search(clause))
                found.append((unit, scoped))
                break
    return found


# A lead naming its product, linked or not, then the release alone in brackets, then a dash
# (`* [Cairn](https://github.com/cairn-kv/cairn) (0.5) — three-tier KV offload [release]`,
# `- [Dovetail] (v0.9) — …`): the bracket may hold the entry's release, or only the release
# the product was at when the entry was written.
_BRACKETED_RELEASE_LEAD = lazy(
    r"^\s{0,3}(?:[*+-]\s+)?(?:\[(?P<linked>[^\]\n]{1,80})\](?:\([^)\s]*\))?"
    r"|(?P<plain>[A-Za-z][^\[\]()（）—–:：\n]{0,79}?))"
    r"(?P<bracket>\s+[(（](?:v?(?P<release>\d+(?:\.\d+){1,2})|(?P<edition>(?:19|20)\d\d[QH]\d))"
    r"[)）])\s*(?:[—–]|--?\s)"
)


def _bracketed_release(line: str) -> tuple[str, str] | None:
    """The product's name and release of a lead of that form (`_BRACKETED_RELEASE_LEAD`); not
    an issue's or an advisory's lead (`[o/r#4410](…) (2.3)`: the release it was found in)."""
    if " (" not in line and " （" not in line:  # (a cheap test first: asked of every line)
        return None
    found = (
        _BRACKETED_RELEASE_LEAD.match(line) if "—" in line or "–" in line or "-" in line else None
    )
    if found is None:
        return None
    name = (found["linked"] or found["plain"]).strip()
    if "#" in name or re.search(r"(?i)CVE-\d", name):
        return None
    return name.casefold(), found["release"] or found["edition"]


def releases_bracketed(lines: Iterable[str]) -> bool:
    """The document names its releases' entries by a bracketed release after the product's
    name: two of its leads name one product with two different releases so (`[Halyard](…)
    (2.2) — …`, `[Halyard](…) (2.3) — …`), the editor keeping them apart."""
    held: dict[str, str] = {}
    for line in lines:
        read = _bracketed_release(line)
        if read is None:
            continue
        name, release = read
        if "." in release and held.setdefault(name, release) != release:
            return True
    return False


def release_unbracketed(lead: str) -> str:
    """A lead of that form read with its release as part of its name (`[Cairn](…) 0.5 — …`),
    for a document that names its releases' entries so (`releases_bracketed`)."""
    found = _BRACKETED_RELEASE_LEAD.match(lead) if _bracketed_release(lead) else None
    if found is None:
        return lead
    start, end = found.span("bracket")
    return f"{lead[:start]} {found['release'] or found['edition']}{lead[end:]}"


# A preamble keeping one entry for a project's whole line before 1.0 (`Pre-1.0 projects get one
# entry for the whole 0.x line`, `1.0 之前的版本共用一条`): the sentence names that line, and
# gives it one entry for all its releases.
_BEFORE_ONE = lazy(
    r"(?i)(?<![A-Za-z0-9.])(?:pre-?1\.0|before\s+1\.0|0\.x)(?![0-9])|1\.0\s*(?:之前|以前|前)"
)
_ONE_ENTRY_FOR_ALL = lazy(
    r"(?i)(?<![A-Za-z])(?:one|a\s+single)\s+entry\s+for\s+(?:the\s+|its\s+|their\s+)?"
    r"(?:whole|entire|all)(?![A-Za-z])|(?:共用|共享|合为|合并为|只占|只记)一(?:个)?条"
)


def states_zero_line_entry(preamble: str) -> bool:
    """A sentence of the preamble keeps one entry for a project's whole line before 1.0
    (`_BEFORE_ONE`, `_ONE_ENTRY_FOR_ALL`), not denied before it: a `0.y` release is then news
    of the project's entry, whatever the rule for releases from 1.0 on."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for sentence in _SENTENCE_END.split(flat):
        line = _BEFORE_ONE.search(sentence)
        one = _ONE_ENTRY_FOR_ALL.search(sentence) if line else None
        if line is None or one is None:
            continue
        if _DENIED.search(sentence[: max(line.start(), one.start())]) is None:
            return True
    return False


# A lead's release in a code span right after the product's name, then a dash, a colon or the
# end (`` `2031-01-15` · Kestrel `1.4` — on-device runtime ``, `` Gannet `v1.2`: … ``,
# `` Wherry `0.x` — … ``): the name reader blanks code spans, so it is read out of its span
# where the document writes its releases so.
_CODE_RELEASE = lazy(
    r"(?<=[A-Za-z0-9+)\]])\s+`\s*(?P<release>[vV]?\d{1,4}(?:\.\d{1,4}){0,2}(?:\.[xX])?)\s*`"
    r"(?=\s*(?:[—–:：]|--?\s|$))"
)
_LIST_MARK = lazy(r"^\s{0,3}(?:[*+-]|\d{1,9}[.)])\s+")


def _code_release(line: str) -> tuple[str, str] | None:
    """The product's name and release of a lead naming its release in a code span after the
    name (`_CODE_RELEASE`), its list mark, date and kind label aside; not an issue's lead."""
    if "`" not in line:  # (a cheap test first: asked of every line)
        return None
    text = lead_text(_LIST_MARK.sub("", line, count=1))
    found = _CODE_RELEASE.search(text)
    if found is None or "`" in text[: found.start()]:
        return None
    name = text[: found.start()].strip()
    if not name or "#" in name or re.search(r"(?i)CVE-\d", name):
        return None
    return name.casefold(), found["release"]


def releases_in_code(lines: Iterable[str]) -> bool:
    """The document names its releases' entries by a release in a code span after the
    product's name: two of its leads name one product with two different releases so, one of
    them dotted (`` Marram `3.1` — … ``, `` Marram `3.2` — … ``), the editor keeping them
    apart."""
    held: dict[str, str] = {}
    for line in lines:
        read = _code_release(line)
        if read is None:
            continue
        name, release = read
        known = held.setdefault(name, release)
        if known != release and "." in known + release and "x" not in (known + release).lower():
            return True
    return False


def release_uncoded(lead: str) -> str:
    """A lead of that form read with its release out of its code span (`` Kestrel `1.4` — … ``
    → `Kestrel 1.4 — …`), for a document that names its releases' entries so
    (`releases_in_code`); the first such span before the lead's dash only."""
    found = _CODE_RELEASE.search(lead) if "`" in lead else None
    if found is None or not _code_release(lead):
        return lead
    return f"{lead[: found.start()]} {found['release']}{lead[found.end() :]}"


# A preamble filing measurement results under the benchmark's entry (`评测结果挂基准：某模型在某
# 基准上的成绩，记在基准条目下`, `Scores go under the benchmark's entry, not the model's`).
_RESULT_WORDS = lazy(
    r"成绩|结果|跑分|得分|分数|评测数字|名次|排名"
    r"|(?i:(?<![A-Za-z])(?:results?|scores?|measurements?|standings|rankings|placings)(?![A-Za-z]))"
)
_UNDER_BENCHMARK = lazy(
    r"挂基准|基准(?:的)?条目|评测(?:的)?条目|榜单(?:的)?条目"
    r"|(?i:(?<![A-Za-z])(?:under|in)\s+the\s+benchmark(?:'s|s')?\s+(?:own\s+)?entry)"
)
_DENIAL = lazy(r"(?i)(?<![A-Za-z])(?:not|never|no)(?![A-Za-z])|不|并非|无需")


# A preamble filing a product's scores under the product's own entry (`a product's score goes
# under the product`, `评测成绩写在被测产品的条目下`, `写在被评测产品的条目下`, `…评测分数都记在
# 该产品自己的条目下`).
_UNDER_PRODUCT = lazy(
    r"(?:写|记|挂|放)(?:在|入|到|成|作)\s?"
    r"(?:被测|所测|被评测的?|被测评的?|被评的?|该|受影响的?|对应的?|取得(?:该|这一?)?成绩的)?"
    # (`写成受影响产品条目下的子行`, `写在取得成绩的产品条目下`)
    r"(?:产品|模型)\s?(?:自己|自身|本身)?(?:的)?(?:条目|条(?=[下里中内])|名下)"
    # (`记在被测产品条下`, `记在被测产品名下`, `记在 产品 条目的…里`: the product's entry)
    # (`挂在被评测的产品下面`: the product's entry said by the product alone)
    r"|(?:写|记|挂|放)(?:在|入|到)(?:被测|所测|被评测|被测评|被评)的?(?:产品|模型)(?:条目)?(?:之)?下"
    r"|(?i:(?<![A-Za-z])(?:goes?|go|is|are|belongs?|lives?|sits?)\s+"
    r"(?:(?:filed|recorded|noted|logged|kept|written)\s+)?"  # (`is recorded under the model`)
    # (`goes as a dated sub-bullet under that product's entry`, `scores live under the products`)
    r"(?:as\s+(?:an?\s+)?(?:[a-z]+\s+)?(?:sub-?)?(?:bullets?|items?|lines?)\s+)?(?:under|on|with|to)\s+"
    # (`results go to the ranked products`: the products a score was given)
    r"(?:the|its|their|that|each)\s+(?:own\s+)?(?:(?:scored|evaluated|measured|tested|ranked)\s+)?"
    r"(?:product|model|tool|agent)s?(?:'s|s')?(?![A-Za-z\-])"
    # (`are written into the history of the product they concern`: the product's own updates)
    r"|(?<![A-Za-z])(?:written|recorded|logged|noted|kept|entered)\s+(?:into|in|on)\s+the\s+"
    r"(?:history|histories|updates?|log)\s+of\s+(?:the|each|that)\s+(?:product|model|tool|agent)s?"
    r"(?![A-Za-z\-])"
    # (`a product's benchmark scores go in the product's history`: its own history or entry)
    r"|(?<![A-Za-z])(?:goes?|go|is|are|belongs?|lives?|sits?)\s+(?:in|into)\s+(?:the|its|their|that|each)\s+"
    r"(?:own\s+)?(?:product|model|tool|agent)(?:'s|s')\s+(?:own\s+)?(?:history|histories|entry|entries"
    r"|updates?|log)(?![A-Za-z\-]))"
    # (`results are recorded on the entry of the agent that was scored`, `… on the scored
    # agent's entry`: the entry named by what was scored)
    r"|(?i:(?<![A-Za-z])(?:on|under|in)\s+(?:the|its|their)\s+entry\s+of\s+(?:the|each)\s+"
    r"(?:product|model|tool|agent|system)s?\s+(?:that\s+(?:was|were|is|are|got|get)\s+)?"
    r"(?:scored|evaluated|measured|tested|ranked)(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:on|under|in)\s+(?:the|each)\s+(?:scored|evaluated|measured|tested|ranked)\s+"
    r"(?:product|model|tool|agent|system)(?:'s|s')?\s+(?:own\s+)?entry)"
    # (`… and benchmark scores are history lines of the product they concern`)
    r"|(?i:(?<![A-Za-z])(?:is|are)\s+(?:(?:dated|history|dated\s+history)\s+)?(?:lines?|items?)\s+"
    r"(?:of|in|under)\s+(?:the\s+history\s+of\s+)?the\s+(?:product|model|tool|agent)s?\s+"
    r"(?:they|it)\s+(?:concerns?|belongs?\s+to)(?![A-Za-z]))"
)
# The scores a product earned, said where an entry's updates are listed (`Updates: for
# releases, patches and any score that model earned`): the product's own entry holds them.
_EARNED = lazy(
    r"(?i)(?<![A-Za-z])(?:that|the|this|each|its)\s+(?:product|model|tool)\s+(?:itself\s+)?"
    r"(?:earned|earns|achieved|achieves|got|gets|posted|posts)(?![A-Za-z])"
)


# Words saying a rule is another's (`厂商百科把成绩挂在…`, `Unlike the vendor wiki, …`).
_OTHERS_SAY = lazy(
    r"(?i)(?<![A-Za-z])(?:unlike|whereas|vendors?'?s?|wikis?)(?![A-Za-z])|不同于|不像|厂商|百科"
)


# A board's entry saying what it records (`各产品名次变动统一记在本条`, `standings go on the
# ranked product's entry`, `This entry records rules only`): the entry itself said as `this
# entry` (`本条`, `本条目`, `此条`, `this entry`, `here`).
_BOARD_WORD = lazy(r"榜|基准|评测|(?i:(?<![A-Za-z])(?:benchmark|leaderboard|board)s?(?![A-Za-z]))")
_THIS_ENTRY = lazy(r"本条目?|此条目?|(?i:(?<![A-Za-z])(?:this\s+entry|here)(?![A-Za-z]))")


def board_lead_rules(lead: str) -> str:
    """The sentences of a board's (benchmark's, leaderboard's) lead that say where scores go,
    `this entry` read as the benchmark's own (`各产品名次变动统一记在本条` → `…记在基准条目`,
    `standings are recorded here` → `… in the benchmark's entry`); "" for a lead saying no
    board, or no sentence naming scores. Read beside the preamble: the editor states the
    document's rule where the board is (`standings go on the ranked product's entry`)."""
    if _BOARD_WORD.search(lead) is None:
        return ""
    said: list[str] = []
    for sentence in _SENTENCE_END.split(_SPACE_RUN.sub(" ", lead.replace("*", ""))):
        if _SCORES.search(sentence) is None:
            continue
        said.append(_THIS_ENTRY.sub(_benchmark_home, sentence))
    return "。".join(said)


def _benchmark_home(this: re.Match[str]) -> str:
    """`this entry` said as the benchmark's entry (`本条` → `基准条目`, `here` → `in the
    benchmark's entry`)."""
    word = this.group()
    if not word.isascii():
        return "基准条目"
    return "in the benchmark's entry" if word.lower() == "here" else "the benchmark's entry"


# The entry the clause is about (`写成该条下`, `go under its entry`), and a subject qualified by
# a product (`同一产品的新版本、评测成绩…`, `… and other news about a product`): with both, the
# product's entry.
_ITS_ENTRY = lazy(
    r"(?:写|记|挂|放)(?:在|入|到|成)(?:该|本|这个?)条(?:目)?(?:之)?(?:下|里|中)"
    r"|(?i:(?<![A-Za-z])(?:goes?|go|is|are)\s+(?:filed\s+|recorded\s+|logged\s+)?under\s+its\s+"
    r"(?:own\s+)?entry(?![A-Za-z]))"
)
_A_PRODUCTS = lazy(
    r"同一?(?:个|款)?(?:产品|项目|模型)的"
    r"|(?i:(?<![A-Za-z])(?:about|of)\s+(?:a|the|that|this)\s+(?:product|model|project)(?![A-Za-z]))"
)


def _product_entry_said(clause: str) -> re.Match[str] | None:
    """Where the clause files things under the product's entry (`_UNDER_PRODUCT`), or under
    `its entry` / `该条` where a product qualifies the subject before it (`_A_PRODUCTS`)."""
    under = _UNDER_PRODUCT.search(clause)
    if under is not None:
        return under
    its = _ITS_ENTRY.search(clause)
    return its if its is not None and _A_PRODUCTS.search(clause, 0, its.start()) else None


def _last_part(text: str) -> str:
    """The text after its last comma: a denial closed by a comma denies what it governs
    (`都不单列，写成该产品条目下`: not the home the next part gives)."""
    return re.split(r"[，,]", text)[-1]


def _score_clauses(flat: str) -> list[str]:
    """The clauses a rule of where scores go is read in: split at sentence ends and brackets
    (a bracketed rule is a clause of its own), and again with short bracketed asides left out
    (`单个产品的评测成绩（厂商自报、第三方单测）记在该产品条目下`: the aside stands between the
    subject and its verb, the clause is the subject's)."""
    split = r"[.。;；!?！？(（)）]\s|[。;；！？（）()]"
    return re.split(split, flat) + re.split(split, _SHORT_BRACKETED.sub("", flat))


def states_scores_under_product(preamble: str) -> bool:
    """A clause of the preamble files a product's scores (results) under the product's entry
    (`_UNDER_PRODUCT` after a score word, no denial before it; `any score that model earned`
    in what its updates hold), the clause filing them under no benchmark's entry: a title
    scoring a product on a benchmark is then not news of the benchmark's (dataset's) entry."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for clause in _score_clauses(flat):
        under = _product_entry_said(clause)
        earned = _EARNED.search(clause) if under is None else None
        under = under or earned
        scores = _RESULT_WORDS.search(clause[: under.start()]) if under is not None else None
        if under is None or scores is None or _DENIAL.search(_last_part(clause[: under.start()])):
            continue
        if _PAST.search(clause[: under.start()]) or _OTHERS_SAY.search(clause[: under.start()]):
            continue  # (`成绩过去挂在被评测的产品下面，现在…`, `厂商百科把成绩挂在…产品下面；`)
        if earned is None or not _BENCHMARK_ENTRY.search(clause, earned.end()):
            return True  # (not `any score a model earned goes under the benchmark's entry`)
    return _scores_in_the_entry_kept_before(preamble)


# Where a preamble's rule list splits into items (`> - …`, `* …`, `2. …` lines), and a benchmark
# named in one (whose entry `该条目` may then be).
_RULE_ITEM = lazy(r"\n\s*(?:>\s*)?(?:[-*+]|\d+[.)])\s")
_BENCHMARK_NAMED = lazy(
    rf"{_BENCHMARK_KIND}|(?i:(?<![A-Za-z])(?:benchmarks?|leaderboards?|boards?)(?![A-Za-z]))"
)


_RULE_CLAUSE = lazy(r"[；;]")
# The kind a score word is compounded with (`评测成绩`, `榜单成绩`): no benchmark named.
_SCORES_KIND = lazy(r"(?:评测|榜单|基准|跑分)$")


def _scores_in_the_entry_kept_before(preamble: str) -> bool:
    """A rule item (or a rule's clause after `；`) files scores under `该条目` / `its entry`
    (`_ITS_ENTRY`, no product in its own clause) right after an item (a clause) keeping one
    entry per product or per generation and naming no benchmark
    (`一个产品只占一条…` then `评测成绩…一律写成该条目下`): that entry is the product's; not a
    denied rule, a past one or another party's, nor one whose own item names a benchmark
    before `该条目` (`每个基准自立一条，各家成绩写成该条目下的子项`: the benchmark's entry)."""
    items = [_SPACE_RUN.sub(" ", item.replace("*", "")) for item in _RULE_ITEM.split(preamble)]
    # (or a clause of one rule after another, `模型每代一条；…评测成绩都写成该条下…`)
    pairs = [(*pair, False) for pair in itertools.pairwise(items)]
    pairs += [
        (*pair, True) for item in items for pair in itertools.pairwise(_RULE_CLAUSE.split(item))
    ]
    for before, item, clause_of_one in pairs:
        kept = states_product_entries(before) or states_generation_entries(before)
        if not kept or _BENCHMARK_NAMED.search(before):
            continue
        for clause in _score_clauses(item):
            its = _ITS_ENTRY.search(clause)
            scores = _RESULT_WORDS.search(clause, 0, its.start()) if its is not None else None
            head = clause[: its.start()] if its is not None else ""
            if scores is None or _DENIAL.search(_last_part(head)):
                continue
            said = item[: max(item.find(clause), 0)] + head
            if _BENCHMARK_KEEPS.search(said) or _BENCHMARK_ENTRY.search(said):
                continue
            before_scores = said[: len(said) - len(head) + scores.start()]
            if clause_of_one and _BENCHMARK_NAMED.search(_SCORES_KIND.sub("", before_scores)):
                continue  # (`…；基准单列一条，评测成绩写在该条下`: the benchmark's entry)
            if _PAST.search(head) is None and _OTHERS_SAY.search(head) is None:
                return True
    return False


# A round ranking several products filed under the product its headline is about (`a round
# that ranks several products goes under the product its headline is about`, `多款产品同榜的一轮
# 成绩记在标题所说的产品条目下`): the round's several products, then where it goes.
_SEVERAL_RANKED = lazy(
    r"(?i)(?<![A-Za-z])(?:several|multiple|many|two\s+or\s+more)\s+(?:products|models|engines|tools)"
    r"|(?<![A-Za-z])multi-(?:product|model)(?![A-Za-z])|多款|多个(?:产品|模型)|几款|同榜"
)
_HEADLINE_HOME = lazy(
    r"(?i)(?<![A-Za-z])(?:under|to|with)\s+(?:the\s+)?(?:product|model|engine)s?\s+(?:that\s+)?"
    r"(?:its|the)\s+(?:headline|title)(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:headline|headlined|lead(?:ing)?)\s+(?:product|model|engine)(?![A-Za-z])"
    r"|(?:标题|头条|题目)(?:所说|所指|点名|说|讲|写|里|中)?的?(?:那[个款])?(?:产品|模型|引擎)"
)


def states_round_under_headline(preamble: str) -> bool:
    """A clause of the preamble files a round ranking several products (`_SEVERAL_RANKED`)
    under the product its headline is about (`_HEADLINE_HOME` after it, no denial before it):
    such a round is then that one product's news, not the board's nor each product's."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for clause in re.split(r"[.。;；!?！？]\s|[。;；！？]", flat):
        several = _SEVERAL_RANKED.search(clause)
        home = _HEADLINE_HOME.search(clause, several.end()) if several is not None else None
        if home is not None and not _DENIAL.search(clause[: home.start()]):
            return True
    return False


# Several products' results together (`multi-model comparisons`, `leaderboard snapshots`,
# `shoot-outs`, `横评`, `榜单快照`).
_SNAPSHOTS = lazy(
    r"(?i)(?<![A-Za-z])(?:(?:multi-\w+\s+)?comparisons?|snapshots?|shoot-?outs?|bake-?offs?)"
    r"(?![A-Za-z])|横评|对比评测|榜单快照|排行快照"
)


def states_snapshots_under_benchmark(preamble: str) -> bool:
    """A clause of the preamble files comparisons of several products or board snapshots
    under the benchmark's entry (`_SNAPSHOTS` before `_BENCHMARK_ENTRY`, no denial before
    it): one product passing another on a board (`X 反超 Y`) is then such a snapshot."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for clause in re.split(r"[.。;；!?！？]\s|[。;；！？]", flat):
        home = _BENCHMARK_ENTRY.search(clause)
        said = _SNAPSHOTS.search(clause, 0, home.start()) if home is not None else None
        if home is not None and said is not None and not _DENIAL.search(clause[: home.start()]):
            return True
    return False


# A board's round: its periodic or each ranking (`每周榜单`, `榜单每一轮次`, `榜单整体更新`,
# `a leaderboard's periodic ranking update`, `each round of the board`).
_BOARD_ROUND = lazy(
    r"(?:每|各)(?:一)?(?:周|月|季度?|期|轮次?)(?:的)?(?:榜单?|排名|排行|轮次|更新)"
    r"|榜单?(?:的)?(?:每|各)(?:一)?(?:周|月|季度?|期|轮次?)"
    r"|榜单?(?:的)?(?:整体|定期|周期性?)(?:的)?(?:更新|排名)"
    r"|(?i:(?<![A-Za-z])(?:leader)?board(?:'s|s')?\s+(?:(?:periodic|weekly|monthly|quarterly|"
    r"regular|each|every)\s+)?(?:ranking\s+)?(?:updates?|rounds?)(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:each|every)\s+(?:new\s+)?(?:weekly\s+|monthly\s+)?round\s+of\s+"
    r"(?:a|the|its)\s+(?:leader)?board(?![A-Za-z]))"
)
# A round scoped to several products (`多产品的榜单整体更新`, `a multi-product leaderboard`): a
# rule of rounds ranking several products (`_SEVERAL_RANKED`), not of every round.
_SEVERAL_SCOPED = lazy(r"多(?:产品|模型|款)|(?i:(?<![A-Za-z])multi-(?:product|model)(?![A-Za-z]))")


def states_rounds_under_board(preamble: str) -> bool:
    """A clause of the preamble files a board's rounds under the board's entry (`_BOARD_ROUND`
    as the subject, `_BENCHMARK_ENTRY` after it; no denial, past or another party's rule
    before it, nor a scope of several products): a round led by the board's name is then the
    board's news, where a product's own scores go under the product."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for clause in re.split(r"[.。;；!?！？]\s|[。;；！？]", flat):
        round_ = _BOARD_ROUND.search(clause)
        home = _BENCHMARK_ENTRY.search(clause, round_.end()) if round_ is not None else None
        if home is None:
            continue
        before = clause[: home.start()]
        if _DENIAL.search(before) or _PAST.search(before) or _OTHERS_SAY.search(before):
            continue
        if _SEVERAL_RANKED.search(before) or _SEVERAL_SCOPED.search(before):
            continue  # (a rule of rounds ranking several products: `_ranks_several` reads it)
        return True
    return False


# A preamble filing a paper under the product it evaluates (`A paper goes under the framework it
# evaluates when it names one`, `评测某框架的论文记在被评测框架的条目下`).
_PAPER_UNDER_EVALUATED = lazy(
    r"(?i:(?<![A-Za-z])papers?\s+(?:goes|go|is\s+filed|are\s+filed|belongs?|lives?|sits?)\s+"
    r"under\s+the\s+(?:framework|product|tool|system|model|engine|library|project)s?\s+"
    r"(?:it|they)\s+(?:evaluates?|measures?|tests?|stud(?:y|ies)|benchmarks?)(?![A-Za-z]))"
    # (`A paper that evaluates a single framework is an update of that framework's entry`)
    r"|(?i:(?<![A-Za-z])papers?\s+(?:that|which)\s+(?:evaluates?|measures?|tests?|stud(?:y|ies))\s+"
    r"(?:a\s+)?(?:single|one)\s+(?P<kind>framework|product|tool|system|model|engine|library)\s+"
    r"(?:is|are)\s+(?:an?\s+)?updates?\s+(?:of|to|on|under)\s+(?:that|the)\s+(?P=kind)(?:'s|’s)?\s+"
    r"entry(?![A-Za-z]))"
    r"|论文[^。；;]{0,16}?(?<![不未非])(?:写|记|挂|放|归)(?:在|入|到|作)(?:其|所|被|它们?)?(?:评测|测评|评估|测量|研究)(?:的|对象的?)?"
    r"(?:(?:框架|产品|系统|模型|工具)(?:的)?)?条目"
    # (`其余论文记在所研究的产品下`: under the product it studies)
    r"|论文[^。；;]{0,16}?(?<![不未非])(?:写|记|挂|放|归)(?:在|入|到)(?:其|所|被|它们?)?(?:评测|测评|评估|测量|研究)(?:的|对象的?)?"
    r"(?:框架|产品|系统|模型|工具)(?:的)?(?:条目)?之?下"
)


def states_papers_under_evaluated(preamble: str) -> bool:
    """A clause of the preamble files a paper under the product it evaluates
    (`_PAPER_UNDER_EVALUATED`, no denial before it): a paper naming the product it evaluates
    is then news of that product's entry."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for clause in re.split(r"[.。;；!?！？]\s|[。;；！？]", flat):
        under = _PAPER_UNDER_EVALUATED.search(clause)
        if under is not None and not _DENIAL.search(clause[: under.start()]):
            return True
    return False


# A preamble giving every paper an entry of its own (`论文单独成条`, `论文一律单独立条`, `论文一篇
# 一条`, `Papers are always their own entries`, `each paper gets its own entry`), not
# `论文不单独成条`.
_PAPERS_OWN_ENTRIES = lazy(
    r"论文(?:一律|都|均|总是|始终|一概)?(?:单独|各自|独立)(?:成条|立条|成为一条|占一条)"
    # (one entry per arXiv id: `论文按 arXiv 号一条`, `每个 arXiv 号一条`, `one entry per arXiv id`)
    r"|论文按\s*arXiv\s*(?:号|编号|ID|id)\s*(?:各立|单独|分别)?(?:一条|立条|成条|分条)"
    r"|每(?:个|篇)\s*(?:arXiv\s*(?:号|编号|ID|id)|论文)\s*(?:各立|单独)?(?:一条|立条|成条)"
    # (`论文一篇一条（以 arXiv 号为准）`, `一篇论文一条`)
    r"|论文(?:一|每)篇(?:各)?一条|一篇论文(?:各)?一条"
    r"|(?i:(?<![A-Za-z])one\s+entry\s+per\s+(?:arXiv\s+(?:id|number)|paper)(?![A-Za-z]))"
    r"|(?i:(?<![A-Za-z])(?:papers\s+(?:are|get)|(?:each|every|a)\s+paper\s+(?:is|gets))\s+"
    r"(?:always\s+)?(?:its|their)\s+own\s+entr(?:y|ies)(?![A-Za-z]))"
)


def states_papers_own_entries(preamble: str) -> bool:
    """A clause of the preamble gives every paper an entry of its own (`_PAPERS_OWN_ENTRIES`),
    papers unqualified (not `无对应产品的论文单独立条`, `Other papers …`, `Follow-up papers …`:
    some papers only) and no denial before them in the clause: a paper studying a product is
    not that product's news."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for clause in re.split(r"[.。;；!?！？]\s|[。;；！？]", flat):
        own = _PAPERS_OWN_ENTRIES.search(clause)
        if own is None:
            continue
        before = re.split(r"[:：,，、]", clause[: own.start()])[-1]
        if _DENIAL.search(before) or _PAPERS_QUALIFIED.search(before):
            continue
        return True
    return False


# Words before `papers` making them some papers only (`无对应产品的论文`, `其他论文`, `Other
# papers`, `Follow-up papers`): a qualifier, an adjective or a clause ending in `的`
# (`只有综述论文单独成条`, `仅综述论文…`: those papers only)
_PAPERS_QUALIFIED = lazy(r"的\s*$|其他|其余|其它|只有|唯有|仅有?|只|(?i:[A-Za-z][A-Za-z\-]*\s*$)")


# A preamble filing a product line's siblings under the line (`Sibling packages of a line
# (plugins, `-ocr`/`-cli` variants, hosted tiers) also go under the line`, `插件、托管版等衍生
# 形态写在该产品条目下`, `A product's hosted service, SDKs and client libraries are folded into
# the product's entry`).
_SIBLINGS = lazy(
    r"(?i:(?<![A-Za-z])(?:siblings?|sibling\s+packages?|variants?|hosted\s+tiers?|plug-?ins?"
    r"|hosted\s+(?:offerings?|services?|versions?|editions?)"
    # (`Hosted editions and official SDKs are part of the product's family entry`)
    r"|(?:official\s+)?SDKs?|client\s+librar(?:y|ies))(?![A-Za-z]))|插件|衍生(?:版|形态|包)?|托管版|变体"
)
_UNDER_LINE = lazy(
    r"(?i:(?<![A-Za-z])(?:go|goes|are\s+filed|is\s+filed|belong)\s+(?:also\s+)?under\s+"
    r"(?:the|its|their)\s+(?:product\s+)?(?:line|product|entry)(?![A-Za-z]))"
    # (`A vendor's hosted offering is part of its engine's entry`)
    r"|(?i:(?<![A-Za-z])(?:is|are)\s+(?:a\s+)?part\s+of\s+(?:the|its|their)\s+"
    r"(?:[a-z]+(?:'s|s')?\s+)?(?:family\s+)?(?:line|entry)(?![A-Za-z]))"
    # (`A product's hosted service and SDKs are folded into the product's entry`)
    r"|(?i:(?<![A-Za-z])(?:is|are)\s+folded\s+into\s+(?:the|its|their)\s+"
    r"(?:product(?:'s|s')?|line(?:'s|s')?)(?:\s+entry)?(?![A-Za-z]))"
    r"|(?:写|记|挂|放)(?:在|入)(?:该|所属|其)?(?:产品|主)条目(?:之)?下"
)


# One entry per brand (`一品牌一条`, `每个品牌一条`, `one entry per brand`, `a brand is one
# entry`): a brand's SDK, CLI and hosted variants are the brand's entry's.
_STATES_BRAND_ENTRIES = lazy(
    r"(?<![\u4e00-\u9fff])(?:一个?|每(?:个|一)?)品牌(?:只|仅)?(?:占|立|记|设|开)?(?:一个|一)条(?!件)"
    r"|(?i:(?<![A-Za-z])(?:one\s+(?:entry|bullet|item|card)\s+per\s+brand"
    r"|(?:a|each|every|one)\s+brand\s+(?:is|gets|has|takes)\s+(?:one|a\s+single)\s+"
    r"(?:entry|bullet|item|card))(?![A-Za-z]))"
)


def states_brand_entries(preamble: str) -> bool:
    """A clause of the preamble keeps one entry per brand (`_STATES_BRAND_ENTRIES`), no
    denial before it in its clause nor a rule of the past."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for rule in _STATES_BRAND_ENTRIES.finditer(flat):
        clause = re.split(r"[.。;；:：!?！？（(]\s*|[。;；：！？]", flat[: rule.start()])[-1]
        if _DENIED.search(clause) is None and _PAST.search(clause) is None:
            return True
    return False


def states_siblings_under_line(preamble: str) -> bool:
    """A sentence of the preamble files a product line's siblings (plug-ins, variants, hosted
    tiers) under the line's entry (`_SIBLINGS` before `_UNDER_LINE`), no denial before it; not
    a sentence giving them entries of their own (`插件或衍生模型另起一条`)."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", "").replace("`", ""))
    for sentence in _SENTENCE_END.split(flat):
        under = _UNDER_LINE.search(sentence)
        said = _SIBLINGS.search(sentence, 0, under.start()) if under is not None else None
        if said is not None and under is not None and not _DENIAL.search(sentence[: under.start()]):
            return True
    return False


def states_kind_apart(preamble: str, kind: str) -> bool:
    """A clause of the preamble naming a sibling's kind word (`Cloud`) files it apart
    (`incidents.filed_apart`: `托管服务（… Cloud）与自托管版本各立一条`), though another clause
    files variants under the line."""
    if not kind:
        return False
    latin = kind.isascii()
    word = re.compile(
        rf"(?i)(?<![A-Za-z]){re.escape(kind)}(?![A-Za-z])" if latin else re.escape(kind)
    )
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", "").replace("`", ""))
    return any(word.search(c) and incidents.filed_apart(c) for c in _CLAUSE_END.split(flat))


# Results written as rows of a benchmark entry's table (`Benchmarks get one `bench ·` entry per
# suite; results of any product are rows of that entry's table`, `成绩记为该基准条目表格的一行`).
_RESULT_ROWS = lazy(
    r"(?i:(?<![A-Za-z])(?:results?|scores?)(?![A-Za-z])[^.。;；]{0,40}?(?<![A-Za-z])(?:are|as|go\s+as)"
    r"\s+(?:the\s+)?rows?\s+(?:of|in)\s+(?:that|the|its|this)\s+(?:entry'?s|benchmark'?s)\s+table)"
    r"|(?:成绩|结果)[^。；;]{0,20}?(?:记为|写成|作为|列为)(?:该|其)?(?:基准|横评)?条目(?:的)?表格?(?:的)?(?:一)?行"
)
_BENCHMARK_WORD = lazy(r"基准|横评|(?i:(?<![A-Za-z])bench(?:marks?)?(?![A-Za-z]))")


_SENTENCE_BREAK = lazy(r"[.。!?！？]\s|[。！？]")


def states_results_as_rows(preamble: str) -> bool:
    """A sentence of the preamble naming benchmarks writes any product's results as rows of the
    benchmark entry's table (`_RESULT_ROWS`), no denial in that clause."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for sentence in _SENTENCE_BREAK.split(flat):
        rows = _RESULT_ROWS.search(sentence)
        if rows is None or not _BENCHMARK_WORD.search(sentence):
            continue
        if not _DENIAL.search(rows.group()):
            return True
    return False


def states_results_under_benchmark(preamble: str) -> bool:
    """A sentence of the preamble files a model's (or method's) results on a benchmark under
    the benchmark's entry (`_UNDER_BENCHMARK`), no denial before it (`成绩不记在基准条目下`),
    or writes them as rows of its table (`states_results_as_rows`), or keeps a benchmark's own
    entry and files them there (`_kept_then_there`: `Each benchmark gets its own bullet in
    §1.4, where its results are logged`); not a sentence filing only news about the benchmark
    itself there."""
    if states_results_as_rows(preamble):
        return True
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    for sentence in _SENTENCE_END.split(flat):
        if _kept_then_there(sentence, _BENCHMARK_ENTRY.search(sentence)):
            return True  # (`Each benchmark gets its own bullet, where its results are logged`)
        under = _UNDER_BENCHMARK.search(sentence)
        result = _RESULT_WORDS.search(sentence)
        if under is None or result is None:
            continue
        if result.end() <= under.start() and re.search(
            r"条目|(?i:entr(?:y|ies)|card)", sentence[result.end() : under.start()]
        ):
            continue  # (`成绩写在被测产品的条目下（基准条目只记题量）`: filed elsewhere)
        if not _DENIAL.search(turned(sentence[: under.start()])):
            return True
    return False


# A release a sub-item says came out (`2.3.0 发布`, `0.9 released`, `release · 2.2`, `v1.4 GA`).
_RELEASED_ITEM = lazy(
    r"(?<![\d.A-Za-z])v?(?P<major>\d{1,3})\.(?P<minor>\d{1,3})(?:\.\d+)*\s*(?:正式)?(?:发布|上线"
    r"|(?i:released|is\s+out|ships|ga)(?![A-Za-z]))"
    r"|(?i:(?<![A-Za-z])release\s*[·:：]\s*)v?(?P<major2>\d{1,3})\.(?P<minor2>\d{1,3})(?![\d])"
)


def records_releases(lines: Iterable[str], own: tuple[int, ...] = ()) -> bool:
    """An entry's sub-items record releases of its product (`- 2026-09-05 0.3: …`, `0.8：…`,
    `续：2.3.0 发布`): two release lines, or one other than the line the entry is named by
    (`own`; none for an entry named by its product): the entry takes its product's releases.
    Only the editor's own sub-items: not one the patcher wrote (its `livedoc` marker)."""
    items = [line for line in lines if _SUB_ITEM.match(line)]
    items = [line for line in items if "<!--" not in line or not marker.ANYWHERE.search(line)]
    if release_history(items):
        return True
    found = set(lines_recorded(items))
    for line in items:
        for m in _RELEASED_ITEM.finditer(line):
            found.add((int(m["major"] or m["major2"]), int(m["minor"] or m["minor2"])))
    return len(found) >= 2 or any(line != own[:2] for line in found)


def shown_unit(apart: bool, recorded: int) -> str:
    """The unit a heading group's own entries show: `release` where two entries of one product
    are named by different releases (`apart`), `product` where none are and some entry records
    two releases of its product (`recorded`: `records_releases`); "" where they show neither."""
    if apart:
        return "release"
    return "product" if recorded else ""


def stated_unit(preamble: str, anchor: str) -> str:
    """The unit the preamble gives the entries of the section `anchor`: `release` (every
    release, or the section's by its code), `product`; "" where it says nothing the section
    can be held to (a rule scoped to a kind of entry: `engines get one entry per release`)."""
    if anchor in release_entry_sections(preamble) or states_release_entries_for_all(preamble):
        return "release"
    return "product" if states_product_entries(preamble) else ""


def reconciled_unit(stated: str, shown: str) -> str:
    """The unit the decisions may rest on, from the preamble's reading (`stated_unit`) and the
    entries' (`shown_unit`): the one both give or the only one given; `conflict` where they
    give two; "" where neither speaks."""
    if stated and shown and stated != shown:
        return "conflict"
    return stated or shown


# A sentence shaped like a rule of entry granularity: a distributive word, an entry word and a
# unit word (`每个版本单独成卡`, `each release line gets a card`), whatever the phrasing.
_DISTRIBUTIVE = lazy(r"每|各|一个|(?i:(?<![A-Za-z])(?:per|each|every)(?![A-Za-z]))")
_ENTRY_SAID = lazy(
    r"条目|(?<![条件])条(?!件)|(?i:(?<![A-Za-z])(?:entry|entries|card|cards|line)(?![A-Za-z]))"
)
_UNIT_SAID = lazy(
    r"版本|发行版|发布|产品|(?i:(?<![A-Za-z])(?:releases?|versions?|products?)(?![A-Za-z]))"
)


def states_unknown_rule(preamble: str) -> bool:
    """A sentence of the preamble reads like a rule of entry granularity (`_DISTRIBUTIVE`,
    `_ENTRY_SAID`, `_UNIT_SAID`) that none of the readers of a unit or a release's home
    understands: the document states a rule the patcher cannot read."""
    return bool(_unread_rules(preamble))


def unknown_rule_of_releases(preamble: str) -> bool:
    """Every such unread sentence (`states_unknown_rule`) names releases and no product
    (`Every shipped release opens a fresh card`): a rule likely keeping releases apart."""
    unread = _unread_rules(preamble)
    return bool(unread) and not any(_PRODUCT_SAID.search(s) for s in unread)


# The newest release a lead or line names (`the latest release`, `最新版本号`): a sentence saying
# how an entry reads, not what it stands for.
_LATEST_UNIT = lazy(
    r"(?:最新|当前|最近)(?:的)?(?:正式)?(?:版本|发布|发行版)"
    r"|(?i:(?<![A-Za-z])(?:latest|newest|current|last)\s+(?:\w+\s+)?(?:releases?|versions?)(?![A-Za-z]))"
)
# Where the preamble's sentences and clauses end, and other patterns of its readers
# (module constants: compiled once, kept between runs, as `lazy` keeps them).
_SENTENCE_OR_LINE_END = lazy(r"[.。;；!?！？]\s|[。；！？\n]")
_SENTENCE_END = lazy(r"[.。;；!?！？]\s|[。;；！？]")
_CLAUSE_END = lazy(r"[。；;！？!?\n]")
_CLAUSE_END_OR_DASH = lazy(r"[。；;！？!?\n]|——")
_SHORT_BRACKETED = lazy(r"[（(][^（()）]{0,60}[)）]")
_SUB_ITEM = lazy(r"\s*(?:[-*+]|\d+[.)])\s")
_PRODUCT_SAID = lazy(r"产品|项目|(?i:(?<![A-Za-z])(?:products?|projects?)(?![A-Za-z]))")


def _unread_rules(preamble: str) -> list[str]:
    """The preamble's sentences shaped like a rule of entry granularity no reader reads."""
    flat = _SPACE_RUN.sub(" ", preamble.replace("*", ""))
    found = []
    for sentence in _SENTENCE_OR_LINE_END.split(flat):
        if not (
            _DISTRIBUTIVE.search(sentence)
            and _ENTRY_SAID.search(sentence)
            and _UNIT_SAID.search(sentence)
        ):
            continue
        if _LATEST_UNIT.search(sentence):
            continue  # (`Each entry's lead names the latest release`: how a lead reads)
        if not _understood(sentence):
            found.append(sentence)
    return found


def _understood(sentence: str) -> bool:
    """Some reader of a unit, or of where a release, a patch or a candidate goes, reads the
    sentence."""
    readers = (
        states_release_entries,
        states_product_entries,
        states_family_entries,
        states_generation_entries,
        states_patch_entries,
        states_candidate_entries,
        states_patches_under_entry,
        states_edition_entries,
        states_follow_ups_under_latest,
        states_candidates_under_latest,
    )
    return any(reader(sentence) for reader in readers) or bool(news_kinds_under_release(sentence))


def states_some_unit(preamble: str) -> bool:
    """A reader of entry granularity reads the preamble (a unit for every entry or for some:
    release, product, family, generation)."""
    readers = (
        states_release_entries,
        states_product_entries,
        states_family_entries,
        states_generation_entries,
    )
    return any(reader(preamble) for reader in readers)


# A preamble noting an app under the framework (SDK, platform) it is built on or runs on
# (`apps are noted under the framework they are built on`, `an app's news is a history line on
# the framework generation it runs on`, `应用记在其所基于的框架条目下`); not `apps get their own
# entry` nor `应用单列`.
_APP_FRAMEWORK = r"(?:framework|sdk|platform|runtime|model)s?(?:\s+(?:generation|version)s?)?"
_STATES_APPS_UNDER_FRAMEWORK = lazy(
    r"(?i:(?<![A-Za-z])(?:apps?|applications?)(?:'s?\s+news)?\s+(?:are|is|go|goes|get|gets)\s+"
    r"(?:(?:noted|filed|recorded|logged|kept|written)\s+)?(?:(?:as\s+)?(?:an?\s+)?(?:dated\s+)?"
    r"(?:history\s+)?(?:lines?|items?|bullets?)\s+)?(?:under|on|in)\s+(?:the\s+)?"
    + _APP_FRAMEWORK
    + r"\s+(?:(?:that\s+)?(?:they|it)\s+(?:are\s+|is\s+)?(?:built|runs?|run)\s+on|"
    r"(?:they|it)\s+(?:are|is)\s+built\s+on)(?![A-Za-z]))"
    r"|(?:应用|App)[^。；;，,]{0,8}?(?:记|写|挂|并入|归入)(?:在|入|到)?(?:其)?所?(?:基于|依托|运行)的?"
    r"(?:框架|SDK|平台)"
)
# A denial before the rule in its clause (`apps are not noted under …`, `应用不记在…`).
_APPS_DENIED = lazy(r"(?i)(?<![A-Za-z])(?:not|never|no)(?![A-Za-z])|不|非|并非")


def states_apps_under_framework(preamble: str) -> bool:
    """The preamble notes an app under the framework it is built on (`_STATES_APPS_UNDER_
    FRAMEWORK`), not denied in its clause."""
    flat = re.sub(r"\s+", " ", preamble.replace("*", ""))
    for rule in _STATES_APPS_UNDER_FRAMEWORK.finditer(flat):
        clause = re.split(r"[.。;；:：!?！？]\s|[。;；：！？]", flat[: rule.end()])[-1]
        if _APPS_DENIED.search(clause) is None:
            return True
    return False
