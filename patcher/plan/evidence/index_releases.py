"""The index's rules on releases: lines, generations, editions, candidates, releases apart."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from patcher.document.identity import Entry, lead_text
from patcher.plan import contrary, incidents, versions
from patcher.plan.descriptor import descriptor_only
from patcher.plan.evidence.clues import (
    _FIX,
    _LATIN_TOKEN,
    _bare_product,
    _generations,
    _named_by_release,
)
from patcher.plan.evidence.index_name_rules import (
    _CJK_RUN,
    _FAMILY_GENERATION,
    _FAMILY_MEMBER,
    _GLUED_DOTTED,
    _NameRules,
    series_papers_kept,
)
from patcher.plan.evidence.index_names import _CHINESE_SPACE_LATIN, _LEAD_HEAD, _NUMBERED
from patcher.plan.evidence.index_stated import _BROAD
from patcher.plan.evidence.names import (
    _EDITION_WORD,
    _LATIN_CORE,
    Names,
    _starts_cjk,
    distinctive,
    names_of,
    subject,
    two_language_half,
)
from patcher.plan.evidence.namesakes import (
    _dotted,
)
from patcher.plan.evidence.readings import (
    _LATIN_RELEASE,
    _TITLE_HEAD_END,
    _Increment,
)
from patcher.plan.evidence.relations import (
    relation_names,
)
from patcher.plan.evidence.spelling import (
    _CJK_CHARS,
    _bracketed,
    _visible,
    form,
)
from patcher.plan.evidence.weights import (
    NAME,
    POSSIBLE,
    SECTION,
    SHORT_NAME,
    STRONG,
    WEAK_NAME,
    Evidence,
)
from patcher.text.glossary import Glossary
from patcher.text.lazy import lazy

# A major line an entry's name covers (`Luan 1.x`, `v2.*`), and where a lead's name ends.
# A release the lead's summary ends with (`[Pinnace](…) by Keel Labs: workflow runner 2.0.`):
# the release the entry was written for, where its name carries none.
_SUMMARY_RELEASE = lazy(r"(?<![\w.])v?(\d+)\.(\d+)(?:\.\d+)*\.?\s*$")
_MAJOR_LINE = lazy(r"(?<![\w.])[vV]?(?P<major>\d{1,3})\.[xX*](?![\w.])")
_HEAD_END = lazy(r"\s[—–]{1,2}\s|[：:]\s?|——")
# A dotted release a title writes (`0.5`, `v0.31.1`), not a figure (`99.9%`, `1.9 s`).
_WRITTEN_RELEASE = lazy(r"(?<![\w.])v?(\d+(?:\.\d+)+)(?![\d.]|\s*(?:%|s\b|ms\b|倍|x\b))")

# A Chinese name and its release, then a Latin name with a release in brackets or after a slash,
# then the rest of the title (`衡尺重排 1.5（Yardstick Rerank 1.5）发布 — …`, `鲸库3.2 / WhaleVault
# v3.2 发布`).
# An entry's name that is a repository id (`org/name-0.9`, `svc:` and `bench:` leads are not).
_REPOSITORY_LED = lazy(r"[A-Za-z0-9][\w.-]*/(?P<name>[A-Za-z][\w.-]*)")
# A dotted release a title's subject writes anywhere (`语音克隆 0.6 许可变更`).
_HEAD_RELEASE = lazy(r"(?<![\w.])[vV]?(?P<release>\d{1,4}(?:\.\d{1,4}){1,3})(?![\w.])")
_CJK_RELEASE_LATIN = lazy(
    r"^(?P<cjk>[\u3400-\u9fff\uf900-\ufaff]{2,8})[\s\-]?(?P<release>v?\d+(?:\.\d+)*)\s*"
    r"(?:(?P<open>[（(])|/\s*)"
    # (a generation joined by a hyphen: `观星-2（Guanxing-2）发布`, the Latin name's joiner kept)
    r"(?P<latin>[A-Za-z][A-Za-z0-9\-]*?(?: [A-Za-z][A-Za-z0-9\-]*){0,3})(?P<joiner>\s+|-)"
    # (the brackets close right after the release: `（Milvus 2.5 兼容）` says what it is
    # compatible with, `（Cohere Rerank 3 平替）` what it replaces, not its own name)
    r"(?P<again>v?\d+(?:\.\d+)*)(?:(?(open)[)）]|(?=\s|$)))(?P<rest>.*)$"
)
# A relation line naming what the document anchored (`04-17 已锚定 Gantry 0.2`).
_ANCHORED = lazy(r"已锚定\s*(?P<names>[^；;。，,（(]+?)\s*(?=[；;。，,（(]|$)")


# A lead saying the thing was launched (`…MCP 服务器首发`, `…解析器开源`, `launched`): in a
# section keeping releases apart, an entry so named with no release is its first release's.
_LAUNCH_SAID = lazy(
    r"首发|开源|发布|上线|推出|亮相|面世"
    r"|(?i:(?<![A-Za-z])(?:launch(?:ed|es)?|open[- ]sourced?|released|debuts?|unveil(?:s|ed)?)"
    r"(?![A-Za-z]))"
)


# A month the title names an edition by (`7 月榜`, `2028年7月`, `12 月版`).
# The way a product reaches users, after its name (`Lumora-Pro API`, `Lumora App`).
_ACCESS_TAIL = lazy(r"[ \-](?:API|App|Playground)$")
_MONTH_NAMED = lazy(r"(?<![\d.])(?:1[0-2]|0?[1-9])\s*月")
# A title led by an issue (`aurora-infer#512 超时已修复`): the issue's news, not its product's.
# What follows a two-language name's Latin half: Chinese words saying what happened.
_CHINESE_AFTER = lazy(rf"\s+[{_CJK_CHARS}]")


def _latin_half_on(shown: str) -> str:
    """A title's subject opening on a short Chinese name, then a Latin proper name, then
    Chinese words (`哨兵 Sentinel 误报事故`): from its Latin half on (`Sentinel 误报事故`), as a
    title naming the product in Latin alone is read; "" for another subject."""
    half = _CHINESE_SPACE_LATIN.match(shown)
    if half is None or not _CHINESE_AFTER.match(shown, half.end("latin")):
        return ""
    return shown[half.start("latin") :]


_ISSUE_LED = lazy(r"^\s*[A-Za-z0-9][A-Za-z0-9_.\-/]*#\d+")
# A Latin name and a dotted release inside a subject (`磐石端侧 Bedrock Edge 1.0 正式发布`).
_LATIN_RELEASED = lazy(r"(?<![A-Za-z0-9.])[A-Z][A-Za-z0-9\-]*\s*v?\d+\.\d+")
# A rename word, then a Latin name with a release (`Loomwright 更名 — Weftline 1.2 发布`).
_RENAME_THEN_RELEASE = lazy(
    r"(?:更名|改名|(?i:(?<![A-Za-z])renamed?(?![A-Za-z])))"
    r".*?(?<![A-Za-z0-9.])(?P<name>[A-Z][A-Za-z0-9\-]*)\s*v?\d+(?:\.\d+)+"
)


def _renamed_with_release(title: str, core: str) -> bool:
    """The title says the product took a new name and writes a release of another name after
    that (`Loomwright 更名 — 纬线 Weftline 1.2 发布`): a release under the new name, no
    follow-up of the old name's latest release."""
    said = _RENAME_THEN_RELEASE.search(title)
    return said is not None and form(said["name"]) != form(core)


# A rename reported as not done (`拟更名`, a rumour, a denial), or a brand move still to come.
_RENAME_NOT_DONE = lazy(r"否认|传闻|拟|计划|考虑|提议|将|(?i:rumou?r|propos|plans?\b|will\b)")
# Any release written in a title (`0.9.2`, `v1.0`).
_ANY_RELEASE = lazy(r"(?<![\w.])v?\d+(?:\.\d+)+(?![\w.])")


def _renames_alone(title: str, core: str) -> bool:
    """The title says the product `core` takes a new name, done, and writes no release
    (`Wrenfield 网关更名 Thrushgate — 仓库迁移`): news of the product itself, not a release."""
    old = versions.renamed_from(title)
    if old is None or form(old) != form(core) or versions.renamed_to(title) is None:
        return False
    return not _RENAME_NOT_DONE.search(title) and not _ANY_RELEASE.search(title)


# A name, a release and the words right after it (`Heron 2.0 调度插件`: 调度插件).
_KIND_AFTER_RELEASE = lazy(
    r"^[A-Za-z][\w.\-]*(?:\s+[A-Za-z][\w.\-]*){0,2}\s*v?\d+(?:\.\d+)+\S*\s+"
    r"(?P<kind>[^\s—–:：,，(（]+)"
)


# A noun for a kind of thing, a product, a standard or a model, wherever it falls (`器` with the
# two characters before it: `服务器`, `编译器` apart).
_KIND_NOUN = lazy(rf"[{_CJK_CHARS}]{{0,2}}器|协议|框架|引擎|运行时|网关|平台|库|规范|标准|模型")
# An aside in brackets (`（原 提线 Marionette）`).
_BRACKETED_ASIDE = lazy(r"[（(][^（()）]*[）)]")


# A product's name, then a generation of a capital and a number (`Helix H3 发布`), then more.
# (or hyphened, maybe a model's size after it: `Wrenfield-A3-14B 开放权重`)
_GENERATION_NAMED = lazy(
    r"^(?P<name>[A-Z][A-Za-z0-9]+)\s+(?P<generation>[A-Z]\d{1,2})(?![A-Za-z0-9.\-])"
    r"|^(?P<hname>[A-Z][A-Za-z0-9]+)-(?P<hgeneration>[A-Z]\d{1,2})(?:-\d+(?:\.\d+)?[BM])?"
    r"(?![A-Za-z0-9.\-])"
)
# A Latin name with its generation glued on by a hyphen (`OrcaVL-3`, `Strata-3 发布`).
_HYPHEN_GENERATION = lazy(
    rf"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]*-(?P<n>[1-9]\d?)(?![\d.A-Za-z])(?=[\s{_CJK_CHARS}]|$)"
)


# What an engine's entry says it is (`推理引擎`, `serving engine`, `runtime`).
_ENGINE = lazy(
    r"推理引擎|推理框架|运行时"
    r"|(?i:(?<![A-Za-z])(?:(?:serving|inference)\s+engine|runtime)s?(?![A-Za-z]))"
)


# A name glued by a hyphen to a generation number (`SieveRank-3 …`, `筛子-3 mini`).
_SERIES = lazy(
    rf"(?P<name>[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*|[{_CJK_CHARS}]{{2,8}})"
    r"-(?P<generation>\d{1,2})(?![\d.])"
)


_VERSION_AT = lazy(r"v?\d+(?:\.\d+)+")  # where a name's release starts (`渡鸦SDK 3.3`)


# An entry's lead up to its first clause's end; a word calling a thing a series or family;
# the Latin word right before it (`VLM 系列`, `Jetson 系列`).
_FIRST_CLAUSE = lazy(r"[^，,；;。]*")
_SERIES_WORD = lazy(r"系列|家族|(?i:(?<![A-Za-z])(?:family|series)(?![A-Za-z]))")
_LATIN_BEFORE = lazy(r"[A-Za-z0-9][A-Za-z0-9.\-]*(?=\s*$)")


# A release written as a bare major number (`v2 released`, `v3 (2029-02-18)`).
_MAJOR_RELEASE = lazy(r"(?<![A-Za-z0-9.])v\d{1,2}(?![\d.A-Za-z])")


# A release candidate's version (`2.4.0rc1`, `2.4.0-rc1 基准`, `3.0 beta2`), the name going on
# after it or not.
_CANDIDATE = lazy(r"(?i)\d[\s\-.]?(?:rc|beta|alpha|preview)\d*(?![A-Za-z])")


# A generation a Chinese name says (`灯塔嵌入一代`, `格栅重排三代`), its ordinal.
_ORDINALS = "一二三四五六七八九"
_CHINESE_GENERATION = lazy(
    r"(?<![一二三四五六七八九十])(?P<n>[一二三四五六七八九])代(?![理码表言替价办购销号])"
)
_NOT_ALNUM = lazy(r"[^a-z0-9]")
# A lead's description saying which generation its thing is (`交叉编码器重排模型第一代`).
_NTH_GENERATION = lazy(r"第(?P<n>[一二三四五六七八九])代(?![理码表言替价办购销号])")
# A Latin name, a short Chinese name, then a release (`Kestrel 隼 0.1`, `Wren 鹪鹩 2.0`).
_LATIN_CHINESE_RELEASE = lazy(
    rf"(?P<latin>[A-Za-z][A-Za-z0-9\-]*)\s+[{_CJK_CHARS}]{{1,4}}\s+v?(?P<major>\d{{1,3}})(?:\.\d+)+"
)


# A release line a name writes (`0.1`, `v2.5`; not a date's or a longer number's part).
# An entry named by a Latin name and a major glued on by a slash (`TLP/3`, `CMB/4`).
_SLASHED_MAJOR = lazy(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9\-]*/(?P<major>\d{1,2})(?![\d.])")
# Three or more capitalised words, then a release (`Tool Link Protocol v3.1`).
_SPELLED_LINE = lazy(r"(?P<words>(?:[A-Z][a-z]+ ){2,5}[A-Z][a-z]+) v?\d")
_LINE_NAMED = lazy(r"(?<![\d.])[vV]?(\d{1,3})\.(\d{1,3})(?![\d.])")


# The release a lead says is the product's current one (`当前 0.6`, `current 2.0.3`, `最新版 1.8`).
_CURRENT_RELEASE = lazy(
    r"(?:当前|目前|最新)(?:版本?)?\s*[为是:：]?\s*v?(?P<release>\d+(?:\.\d+)+)(?!\.?\d)"
    r"|(?i:(?<![A-Za-z])(?:current|latest)(?:\s+(?:release|version))?\s*[:：]?\s*)"
    r"v?(?P<latin>\d+(?:\.\d+)+)(?!\.?\d)"
)


def next_release(after: tuple[int, ...], title: tuple[int, ...]) -> bool:
    """`title` is the release right after `after` in its line: the next minor (`0.6` → `0.7`,
    `0.7.0`), or a patch of it (`2.0.3` → `2.0.4`), not a jump (`0.6` → `0.9`, `1.0`)."""
    if len(after) < 2 or len(title) < 2 or after[0] != title[0]:
        return False
    if title[1] == after[1] + 1:
        return all(d == 0 for d in title[2:])
    return title[1] == after[1] and len(after) > 2 and title[2:3] == (after[2] + 1,)


# A name, then a word adding a subset, track or split to it (`Cairn-Bench 新增中文多跳子集`,
# `Cairn-Bench adds a Chinese multi-hop subset`).
_ADDS_SUBSET = lazy(
    r"^\s*(?P<name>[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Z][A-Za-z0-9.\-]*){0,2})\s*"
    r"(?:新增|增加|加入|扩充|推出)[^—–:：，,。；;]{0,16}?(?:子集|子榜|分榜|赛道|测试集)"
    r"|(?i:^\s*(?P<latin>[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Z][A-Za-z0-9.\-]*){0,2})\s+"
    r"(?:adds?|added|gains?|extends?\s+with)\s+(?:a\s+|an\s+|its\s+)?[^—–:,.;]{0,40}?"
    r"(?:subset|track|split)s?(?![A-Za-z]))"
)


# A maker's name, then a word saying it released the product named next (`Fathomline 发布
# Lumenwick 3`, `Vireo ships Cobblestar 1.0`).
_MAKER_RELEASES = lazy(
    r"^[A-Z][A-Za-z0-9]{1,15}(?:\s+[A-Z][A-Za-z0-9]{1,15})?\s*(?:发布|推出|(?:releases|ships|launches)\s)"
    r"\s*(?=[A-Z])"
)


class _Releases(_NameRules):
    """The index's rules on releases: lines, generations, editions, candidates, releases apart."""

    def _by_current_release(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """The one entry found, by a short name alone (`HRS 0.7` ↔ `**HRS**（Heron Scheduler）`),
        whose lead says its current release is the one right before the title's (`当前 0.6`,
        `next_release`): one more piece, a section's weight (not beside another entry found)."""
        if not mine.version or len(found) != 1:
            return
        for position, evidence in found.items():
            if [(e.weight, e.why[:12]) for e in evidence] != [(SHORT_NAME, "title names ")]:
                continue  # (the name alone, not `title spells out "KLP"`: the section decides)
            said = _CURRENT_RELEASE.search(self._lead_text(position))
            current = versions.release(said["release"] or said["latin"]) if said else ()
            if current and next_release(current, mine.version):
                shown = ".".join(map(str, current))
                evidence.append(Evidence(SECTION, f"title's release follows the current {shown}"))

    def _bracketed_latin_release(self, title: str, mine: Names) -> Names:
        """A title naming its thing by a Chinese name and a release, the same release after a
        Latin name in the brackets right after it (`衡尺重排 1.5（Yardstick Rerank 1.5）发布`),
        read by that Latin name (`Yardstick Rerank 1.5 发布`) where no entry's lead pairs the
        Chinese name with a Latin one (a document kept in English knows the thing by its Latin
        name; a night's entry led by the Chinese name alone pairs it with nothing), nor an
        entry goes by the Chinese name alone (`**星河推理**（澜图科技）`: the document knows the
        thing by it, `星河推理 3.0（Galaxia 3.0）` its release)."""
        paired = _bracketed(title) or "/" in title  # (`鲸库3.2 / WhaleVault v3.2 发布` too)
        match = _CJK_RELEASE_LATIN.match(_visible(title)) if paired else None
        if match is None or match["release"].lstrip("v") != match["again"].lstrip("v"):
            return mine
        latin, chinese = match["latin"].strip(), match["cjk"]
        if not distinctive(form(latin)) or contrary.bracketed_maker(match.group()) == latin:
            return mine
        live = self._live(range(len(self.entries)))
        if any(self._pairs_chinese(p, chinese, latin) for p in live):
            return mine
        if any(form(self.entries[p].names.shown) == form(chinese) for p in live):
            return mine  # (the document's own name for the thing)
        rest = match["rest"].strip()  # (`（LoomRT 0.9）NPU 后端上线`: a word right after it)
        joiner = "-" if match["joiner"] == "-" else " "
        return names_of(f"{latin}{joiner}{match['again']} {rest}".strip())

    def _release_not_a_paper(
        self, mine: Names, keys: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """Two entries tie by name, one a paper (it holds an arXiv id), and the title names a
        software release and cites no paper (`Mnemo 0.8 — 记忆库新增…` beside the library
        `Mnemo` and the paper `Mnemo: structured episodic memory`): the release is the
        product's news; the paper, named by no release, is left out of the tie (it stays a
        candidate otherwise; a benchmark's paper named by its release, `ToolGauntlet v3.0`,
        takes its releases)."""
        if len(mine.version) < 2 or len(found) < 2 or any(k.startswith("arxiv:") for k in keys):
            return
        scores = {p: self._score(e) for p, e in found.items()}
        top = max(scores.values())
        tied = [p for p, score in scores.items() if score == top]
        papers = [
            p
            for p in tied
            if any(k.startswith("arxiv:") for k in self.entries[p].keys)
            and not self.entries[p].names.version  # (`ToolGauntlet v3.0`: a release's paper)
        ]
        if len(tied) - len(papers) == 1 and papers:
            for position in papers:
                del found[position]

    def _next_edition(self, mine: Names, position: int) -> bool:
        """The title names a year's edition (`VGenEval-2028 版`) of an entry whose lead says
        which edition it describes (`video generation benchmark, 2027 edition`): the next
        edition's paper is the benchmark's news, not another paper's."""
        year = mine.version[0] if len(mine.version) == 1 else 0
        if not 1900 < year < 2100 or not _EDITION_WORD.search(mine.shown):
            return False
        return bool(_EDITION_WORD.search(self._lead_text(position)))

    def _own_subset(self, title: str, position: int) -> bool:
        """The title's subject is the entry's whole name adding a subset, a track or a split of
        its own (`Cairn-Bench 新增中文多跳子集 arXiv:…`, `Cairn-Bench adds a Chinese subset`):
        the benchmark extended, its paper the benchmark's news, not another paper's."""
        said = _ADDS_SUBSET.match(title)
        name = (said["name"] or said["latin"]) if said is not None else ""
        return bool(name) and form(name) in self.entries[position].names.full

    def _family_generation_paper(self, mine: Names, position: int) -> bool:
        """The title names a next generation (`Corvex 3`, hyphened: `Corvex-3`) of an entry
        named by the family alone (`**Corvex**`), where the preamble keeps one entry per model
        family (`stated_families`), or a member of it (`Halo3D-Turbo`: `_FAMILY_MEMBER`): the
        generation's or member's own paper is the family's news there."""
        theirs = self.entries[position].names
        member = _FAMILY_MEMBER.match(mine.shown) or _hyphened_generation(mine.shown)
        if (
            member
            and not (theirs.version or mine.comparison)
            and form(member["name"]) in theirs.full
        ):
            return self._families_stated()
        if len(mine.version) != 1 or not 2 <= mine.version[0] < 100 or theirs.version:
            return False
        if mine.comparison or not mine.bare or form(mine.bare) not in theirs.full:
            return False
        return self._families_stated()

    def _families_stated(self) -> bool:
        """The preamble keeps one entry per model family (`stated_families`, read once)."""
        if self._stated_families is None:
            self._stated_families = self.stated_families()
        return self._stated_families

    def _other_month(self, mine: Names, position: int) -> bool:
        """The title gives a monthly edition (`MMTEB 2028 年 1 月刷新`), the entry's lead
        another (`[MMTEB — December 2027 refresh](…)`), and the preamble gives an edition an
        entry of its own (`versions.states_edition_entries`): another edition, the
        leaderboard's page both link no tie."""
        month = versions.month_edition(mine.shown)
        if month is None or mine.comparison:
            return False
        theirs = versions.month_edition(self._lead_text(position))
        if theirs is None or versions.same_month(theirs, month):
            return False
        if self._stated_editions is None:
            self._stated_editions = self.stated_editions()
        return self._stated_editions

    def _another_release(self, mine: Names, theirs: Names) -> bool:
        """Another release line than the entry's (`versions.other_release`), or a patch of it
        where the document says a patch gets an entry of its own (`Milvus v2.7.4` against
        `Milvus 2.7`). An entry named by a major release alone (`Halcyon Embed v1`) is its
        `.0` release's where the preamble gives every release an entry: `1.1` is another."""
        if versions.other_release(self._minor_line(mine.version), self._minor_line(theirs.version)):
            return True
        if self._final_of_candidate(mine, theirs):
            return True
        if _post_of(mine, theirs):
            if self._stated_any_release is None:
                self._stated_any_release = self.stated_any_release()
            return self._stated_any_release
        if not versions.patch_of(mine.version, theirs.version):
            return False
        if self._stated_patches is None:
            self._stated_patches = self.stated_patches()
        return self._stated_patches or self._exact_release_apart(theirs)

    def _exact_release_apart(self, theirs: Names) -> bool:
        """The entry is named by a whole release, its patch number written (`vLLM v0.31.0`),
        where the preamble gives every release an entry and files only post-builds under one
        (`同一版本的 rc 预发布与 .postN 补丁包不另开条目`): that release's entry, a patch of it
        (`v0.31.1`) another release. An entry named by its line (`vLLM v0.32`) takes the
        patches as before."""
        if len(theirs.version) < 3:
            return False
        if self._stated_exact is None:
            self._stated_exact = self.stated_exact()
        return self._stated_exact

    def _minor_line(self, version: tuple[int, ...]) -> tuple[int, ...]:
        """`(1,)` as `(1, 0)` where the preamble gives every release an entry (`versions.
        states_release_entries_for_all`); the version as it is otherwise."""
        if len(version) != 1:
            return version
        if self._stated_all is None:
            self._stated_all = self.stated_all()
        return (*version, 0) if self._stated_all else version

    def _final_of_candidate(self, mine: Names, theirs: Names) -> bool:
        """The title is the final release (`TideServe 2.4.0 正式版`) whose candidate the entry is
        (`TideServe 2.4.0rc1`), where the document says a candidate gets an entry of its own."""
        if not mine.version or _CANDIDATE.search(unicodedata.normalize("NFKC", mine.shown)):
            return False
        if not _CANDIDATE.search(theirs.shown) or mine.version[:3] != theirs.version[:3]:
            return False
        if self._stated_candidates is None:
            self._stated_candidates = self.stated_candidates()
        return self._stated_candidates

    def _final_of_own_candidate(self, mine: Names, theirs: Names, position: int) -> bool:
        """The title is the final release (`Inkwell 3.0 正式版`) whose candidate an entry the
        editor wrote is named by (`Inkwell v3.0rc1`), in a document whose preamble gives every
        release an entry and says nothing of candidates: the editor gave the candidate an
        entry of its own, so the final release is another release (not an entry a night wrote
        from a candidate's title, which says nothing of the editor's convention)."""
        if position < 0 or not mine.version or not theirs.version:
            return False
        if _CANDIDATE.search(unicodedata.normalize("NFKC", mine.shown)):
            return False
        if not _CANDIDATE.search(theirs.shown) or mine.version[:3] != theirs.version[:3]:
            return False
        if self._created(position) or not self.every_release_apart():
            return False
        return not self.said_candidates()

    def _papers_of_every_release(
        self, mine: Names, position: int, evidence: list[Evidence], cap: float
    ) -> list[Evidence]:
        """A shared arXiv id is the paper of a benchmark or a model, which each of its releases
        cites (`长廊 Corridor 1.1` with the id of `Corridor 1.0`): where the title names another
        release line than the entry is named by, in a document that does not keep one entry
        per product of it (`cap`), that key makes the entry a possibility, not the same
        release. The arXiv keys so read; other shared keys stay strong."""
        theirs = self.entries[position].names
        if cap > WEAK_NAME or mine.comparison:
            return []
        if not versions.other_release(mine.version, theirs.version):
            return []
        return [e for e in evidence if e.weight >= STRONG and e.why.startswith("arxiv:")]

    def _release_apart(self, mine: Names, theirs: Names, anchor: str, position: int) -> bool:
        """The title names a release line (`Cobalt 0.9`, not a pre-release) and the entry, named
        by no release, records another line (`「Cobalt」· WebGPU 运行时 …（0.8：…）`), in a
        section where the editor keeps releases apart (`「Harbor 2.2」`, `「Harbor 2.3」`): the
        entry stands for the earlier release; the new one has an entry of its own there (in
        that sub-heading's group, when the section has groups: `### 版本跟踪（每版一条）` keeps
        releases apart, `### 推理引擎` beside it does not)."""
        if len(mine.version) < 2 or theirs.version or versions.pre_release(mine.shown):
            return False
        held = self.lines_held(position)
        launched = None if held else self._launched_line(position)
        if launched is not None:
            return (mine.version[0], mine.version[1]) != launched
        if not held and self._launch_entry(position):
            return True
        if len(held) == 1 and self._created(position) and self.every_release_apart():
            return (mine.version[0], mine.version[1]) not in held  # (`Vesper-TTS`: 0.5's own)
        summary = None if held else self._summary_line(position)
        if summary is not None:
            return (mine.version[0], mine.version[1]) != summary
        if self._own_releases_apart(theirs, anchor):
            return (mine.version[0], mine.version[1]) not in held
        if not self.apart(anchor, position):
            return False
        return bool(held) and (mine.version[0], mine.version[1]) not in held

    def _summary_line(self, position: int) -> tuple[int, int] | None:
        """The release line the editor's entry's lead summary ends with (`… runtime 1.0.`), its
        name and sub-items naming none, where the preamble gives every release an entry and
        the section's entries keep releases apart: the entry is that release's; else None."""
        entry = self.entries[position]
        said = _SUMMARY_RELEASE.search(lead_text(entry.lead))
        if said is None or not self.every_release_apart():
            return None
        if not self.apart(entry.anchor, position):  # (the section's entries keep releases apart)
            return None
        return int(said[1]), int(said[2])

    def _own_releases_apart(self, theirs: Names, anchor: str) -> bool:
        """The section keeps this very product's releases apart, in any of its groups
        (`**Cobalt 0.7**`, `**Cobalt 0.8**` under `### 版本跟踪` beside `**Cobalt**` under
        `### 推理引擎`): its next release has an entry of its own there too."""
        named = {p for f in theirs.full for p in self._live(self.by_form.get(f, ()))}
        return self.releases_apart(p for p in named if self.entries[p].anchor == anchor)

    def _launch_entry(self, position: int) -> bool:
        """An entry a night wrote from a launch title with no release (`Kitewire — … MCP 服务器
        首发`, `灯塔智能 DocSeer — …解析器开源`; or named by one Latin word alone, `ShellHound —
        编码智能体 shell 命令审计工具`) in a document whose preamble gives every release an
        entry (`One entry per release`, no kind scoping it: not `engines get one entry per
        release; everything else one per product`): the first release's entry. Not a launch
        holding a paper's arXiv id (heldout32 `KVBridge — 跨节点 KV 传输层开源`): the paper's
        entry, which takes the releases of its code."""
        entry = self.entries[position]
        if not self._created(position):
            return False  # (the editor's own entry of a product takes its releases)
        if _LAUNCH_SAID.search(lead_text(entry.lead)) is None and not _bare_product(entry.names):
            return False  # (`SGLang 挂起事故`: a night's entry of something else than the product)
        if any(k.startswith("arxiv:") for k in entry.keys):
            return False  # (a paper's launch, `KVBridge — …开源` with its arXiv id: the paper's)
        return self.every_release_apart()

    def _launched_line(self, position: int) -> tuple[int, int] | None:
        """The release line (`0.1`) a night's entry names (`Sleuth 检索代理 0.1 开源 — …`) in a
        section the preamble gives every release an entry by its code and the editor's own
        entries keep so (`Frameworks (§1.1) are logged per minor release` beside `[[Brocade]]
        2.3`, `[[Brocade]] 2.4`): that release's entry; None otherwise."""
        entry = self.entries[position]
        if not self._created(position) or entry.anchor not in self.stated_sections():
            return None
        lines = {(int(m[1]), int(m[2])) for m in _LINE_NAMED.finditer(entry.names.shown)}
        if len(lines) != 1 or self.granularity(entry.anchor, position) != "release":
            return None
        return next(iter(lines))

    def _first_release_entry(self, mine: Names, position: int) -> bool:
        """The title names a release, the document says its engines get one entry per release
        (`versions.states_release_entries`), and the entry is an engine's a night created,
        named without a release (`Corvid Serve — 新开源 Rust 推理引擎`): it is the engine's
        first release's, and another release is a new entry. Not a thing that is no engine
        (`ReefLM 推理芯片 SDK 发布`), nor an entry the editor wrote."""
        entry = self.entries[position]
        if len(mine.version) < 2 or entry.names.version:
            return False
        lead = entry.lead
        if not self._created(position) or _ENGINE.search(lead_text(lead)) is None:
            return False
        if self._stated is None:
            self._stated = self.stated()
        return self._stated

    def _by_recorded_generation(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming a product's generation (`Helix H3 发布`) where no entry is named by
        it and one entry, named by the product alone (`**螺旋** / Helix`; or, none so, by the
        product and more words, `### Helix reranker`), records another
        generation of that letter among its sub-items (`- H2（2029-11-12）：…`): the editor
        files generations as that entry's releases, and this one is its news."""
        said = _GENERATION_NAMED.match(mine.shown) if not found and not mine.version else None
        if said is None:
            return
        generation = said["generation"] or said["hgeneration"]
        name = form(said["name"] or said["hname"])
        hits = [
            p for p in self._live(self.by_form.get(name, ())) if not self.entries[p].names.version
        ]
        if not hits:  # (or by the family's name and what it is: `### Vesper reranker`)
            self._fetch_first(name)
            hits = [
                p
                for p in self._live(self.by_first.get(name, ()))
                if not self.entries[p].names.version and self.entries[p].names.first == name
            ]
        if len(hits) != 1:
            return
        held = self.generations_held(hits[0])
        older = sorted(g for g in held if g[0] == generation[0] and g != generation)
        if not older or generation in held:
            return
        shown = self.entries[hits[0]].names.shown
        why = f'title names generation {generation} of "{shown}", whose entry records {older[-1]}'
        found[hits[0]] = [Evidence(NAME, why)]

    def _incident_filed_under(self, title: str, position: int) -> bool:
        """The title's head reports an incident (`Hearth 跨用户记忆泄漏事故 — …`, a flaw, a new
        outage; not its fix nor a release), every release it writes is the entry's at
        `position` (`— 0.5 公测实例中…`; not `X v0.31.1 … OOM` against `X v0.31.0`), and the
        preamble files incidents under the entry they affect (`stated_incidents_under`)."""
        release = self.entries[position].names.version
        written = [versions.release(r) for r in _WRITTEN_RELEASE.findall(_visible(title))]
        if any(r != release for r in written):
            return False
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        said = incidents.INCIDENT_WORDS.search(head) or incidents.reports_flaw(title)
        if not (said or contrary.new_incident(title)) or _FIX.search(title):
            return False
        if contrary.released(title):
            return False
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        return self._stated_incidents_under

    def _by_other_release(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A new release of a product the document keeps one release entry of (`Brisa 0.10`,
        `Brisa 0.9`): in a document that keeps one entry per product (`per_product`) that
        entry is the product's, a short name's weight; otherwise maybe the document's entry
        for the product, maybe one per release — a possibility for the reviewer (`_screened`
        caps it). When the document keeps two release entries of it or more, a new release
        is plainly new."""
        if len(mine.version) < 2 or not distinctive(mine.bare) or mine.comparison:
            return  # (a release line has a major and a minor number: not `vLLM V1 引擎`)
        held = self._releases_of(mine.bare)
        if versions.several_releases(self.entries[p].names.version for p in held):
            return
        live = self._live(held)  # (the convention read only when an entry may need it)
        per_product = bool(live) and self.per_product() and not versions.pre_release(mine.shown)
        for position in live:
            theirs = self.entries[position].names
            shown = theirs.shown
            if (
                per_product
                and versions.other_release(mine.version, theirs.version)
                and (not versions.announces_release(shown) or self._stated_product_entry(position))
                and not self.apart(self.entries[position].anchor, position)
            ):
                why = f'title names a release of "{shown}"'
                found.setdefault(position, []).append(Evidence(SHORT_NAME, why))
            elif position not in found and self._zero_line_of(mine, theirs):
                why = f'title names a release of the 0.x line of "{shown}" (the preamble\'s rule)'
                found[position] = [Evidence(NAME, why)]
            elif position not in found:
                found[position] = [Evidence(WEAK_NAME, f'title names the product of "{shown}"')]

    def _zero_line_of(self, mine: Names, theirs: Names) -> bool:
        """Both releases are of the 0.x line (`Perch 0.2`, `Perch 0.1`; not a pre-release),
        where the preamble keeps one entry for a project's whole 0.x line (`stated_zero_line`)."""
        zero = len(mine.version) >= 2 and len(theirs.version) >= 2
        zero = zero and mine.version[0] == 0 == theirs.version[0]
        return zero and not versions.pre_release(mine.shown) and self.stated_zero_line()

    def _by_latest_release(
        self, mine: Names, found: dict[int, list[Evidence]], title: str = ""
    ) -> None:
        """A title naming a product with no release (`Switchyard 网关 OAuth 令牌透传缺陷`), alone,
        where the document keeps entries of its releases (`Switchyard v0.6`) and its preamble
        files follow-ups tied to no release under the product's most recent release entry
        (`versions.states_follow_ups_under_latest`): that entry, a name's weight, unless the
        title names a maker or a kind of thing that entry's lead does not (`_series_fits`).
        The product may be the repository the title cites, its name the title's first word
        (`OpenHands arm64 运行时挂起回归（All-Hands-AI/OpenHands#10412）`). With no such rule,
        where every release gets an entry, the product's one release entry is a possibility
        for the reviewer (a weak name's weight)."""
        if not mine.core and not mine.version and (latin := _latin_half_on(mine.shown)):
            read: dict[int, list[Evidence]] = {}  # (`哨兵 Sentinel 误报事故`: by `Sentinel`)
            self._by_latest_release(names_of(latin), read, title)
            for position, evidence in read.items():
                found.setdefault(position, evidence)
            if read:
                return
        one = next(iter(mine.full)) if mine.proper and len(mine.full) == 1 else ""
        core = mine.core or (one if mine.core_words == 1 else "")  # (`Wayfarer→Pathwright 更名`)
        core = core or self._paired_product(mine)  # (`视域评测榜单周更`: MMVista-Bench's)
        if mine.version or not core or mine.comparison or mine.others or mine.joined:
            return
        if mine.rival or not distinctive(core):
            return
        if _renamed_with_release(title, core):
            return
        if _ISSUE_LED.match(title) or _LATIN_RELEASED.search(mine.shown):
            return  # (`x#512 已修复`: the issue's; `磐石端侧 Bedrock Edge 1.0`: a release)
        if _MONTH_NAMED.search(mine.shown) and self._news_filed_under(title) != "measurement":
            return  # (`RAGArena 7 月榜中期修订`: the July edition's news, not the latest entry's)
        held = self._live(self._releases_of(core))
        if not held and mine.first and self._cites_repository_named(title, mine.first):
            held = self._live(self._releases_of(mine.first))
        held = held or self._accessed_releases(mine)  # (`Lumora-Pro API 服务中断`)
        if not held or not self._cited_owner_fits(title, held):
            return
        if self._stated_latest is None:
            self._stated_latest = self.stated_latest()
        newest = max(held, key=lambda p: self.entries[p].names.version)
        if not self._series_fits(mine.shown, newest):
            return  # (`Kestrel 浏览器安全公告` against `Kestrel 网关 1.2 版`: another kind)
        stated = self._stated_latest or self._news_filed_under(title) is not None
        if stated and newest not in found:
            shown = self.entries[newest].names.shown
            why = f'title names the product of "{shown}", its latest release (the preamble\'s rule)'
            found[newest] = [Evidence(NAME, why)]
        elif len(held) == 1 and newest not in found and self._incident_filed_under(title, newest):
            shown = self.entries[newest].names.shown  # (the preamble files incidents under it)
            why = f'title reports an incident of the product of "{shown}", its one release entry'
            found[newest] = [Evidence(NAME, why)]
        elif newest not in found and self.every_release_apart() and _renames_alone(title, core):
            shown = self.entries[newest].names.shown  # (the product's news: its newest entry)
            why = f'title renames the product of "{shown}", its newest release entry'
            found[newest] = [Evidence(NAME, why)]
        elif len(held) == 1 and newest not in found and self.every_release_apart():
            shown = self.entries[newest].names.shown  # (no rule says so: for the reviewer)
            why = f'title names the product of "{shown}", its one release entry'
            found[newest] = [Evidence(WEAK_NAME, why)]
        elif stated:  # (`Wayfarer 1.0`, `Wayfarer 1.1` both named: the latest's)
            for older in (p for p in held if p != newest and p in found):
                if all(e.weight <= NAME and e.why.startswith("title names") for e in found[older]):
                    del found[older]

    def _by_repository_news(
        self, mine: Names, released: Names, found: dict[int, list[Evidence]], title: str
    ) -> None:
        """A title naming by its first word alone the product of the one live entry led by a
        repository id (`Tamsin 语音克隆 0.4 许可变更` and `tamsin-lab/tamsin-clone-0.4`: the
        repository's name starts with that word), no other entry led by it, where the preamble
        files that kind of news (a licence change, an incident) under the release's entry: that
        entry, a name's weight; never where the title writes another release (`released`: the
        one after a kind word)."""
        word = mine.first
        if not word or not distinctive(word) or mine.comparison or mine.others:
            return
        if any(e.weight >= NAME for evidence in found.values() for e in evidence):
            return  # (found by a name already; a weak reading alone may be this entry's)
        led = self._live(self.by_first.get(word, ()))
        if mine.joined or mine.rival or any(not self._repository_of(p, "") for p in led):
            return  # (an entry led by the word itself: that one's news, not this rule's)
        if self._news_filed_under(title) is None:
            return
        hits = [p for p in self._live(range(len(self.entries))) if self._repository_of(p, word)]
        if len(hits) != 1 or set(found) - set(hits):
            return
        theirs = self.entries[hits[0]].names
        written = _HEAD_RELEASE.search(subject(title))  # (`Tamsin 语音克隆 0.6 许可变更`: 0.6)
        said = mine.version or released.version
        said = said or (tuple(int(n) for n in written["release"].split(".")) if written else ())
        if said and said != theirs.version[: len(said)]:
            return
        if _other_product_said(subject(title), theirs.shown):
            return  # (`Marram TTS licence change` against `…/marram-clone-0.4`: another product)
        if self._other_kind_said(subject(title), hits[0]):
            return  # (`Marram 歌声合成 许可变更` against a voice-cloning model: another product)
        why = f'title names "{word}", the repository of "{theirs.shown}"'
        found[hits[0]] = [Evidence(NAME, f"{why} (the preamble files its news there)")]

    def _other_kind_said(self, head: str, position: int) -> bool:
        """Between the product word and its news a title's head says a kind the glossary knows
        (`Marram 歌声合成`: singing synthesis) that neither the repository-led entry's id nor its
        lead says (`…/marram-clone-0.4 — …: voice cloning`): another product of that maker."""
        told = self.glossary.terms(_head_between(head)) - _BROAD
        if not told:
            return False  # (a word the glossary lacks, `Murmur 全双工`: kept as the repository's)
        entry = self.entries[position]
        said = self.glossary.terms(f"{entry.names.shown} {self._lead_text(position)}")
        return not told <= said

    def _repository_of(self, position: int, word: str) -> bool:
        """The entry is led by a repository id (`owner/name`) whose name's first part is `word`
        (any, for "")."""
        led = _REPOSITORY_LED.fullmatch(self.entries[position].names.shown)
        return led is not None and (not word or form(led["name"].split("-", 1)[0]) == word)

    def _paired_product(self, mine: Names) -> str:
        """The form of the Latin product a title's leading Chinese name stands for, as an
        entry's lead states it (`视域评测榜单周更`, a lead saying `Chinese name 视域评测`:
        `labelled_chinese`); "" for none (the title's first characters looked up, no scan)."""
        shown = mine.shown
        if not _starts_cjk(shown):
            return ""
        for length in range(min(len(shown), 8), 1, -1):
            latin = self._pairs.get(shown[:length])
            if latin is not None and len(latin) == 1:
                return form(next(iter(latin)))
        return ""

    def _accessed_releases(self, mine: Names) -> list[int]:
        """The release entries of the product whose API or app the title names (`Lumora-Pro
        API 服务中断` with `Lumora-Pro v2.2` held): the way its news reached users, no other
        product."""
        latin = _LATIN_CORE.match(mine.shown)
        access = _ACCESS_TAIL.search(latin.group()) if latin else None
        if latin is None or access is None:
            return []
        product = form(latin.group()[: access.start()])
        return self._live(self._releases_of(product)) if distinctive(product) else []

    def _by_anchored_release(
        self, first: str, relation: str, found: dict[int, list[Evidence]]
    ) -> None:
        """The relation line names the release the document anchored (`04-17 已锚定 Gantry
        0.2`), of the title's product: that release's one live entry (`_by_advisory_day`)."""
        named = relation_names(relation, (_ANCHORED,))
        mine = [n for n in named if names_of(n).first == first and names_of(n).version]
        fits = {p for n in mine for p in self._named_in(relation, n) if self.entries[p].live}
        if len(mine) == 1 and len(fits) == 1 and not found.keys() & fits:
            (position,) = fits
            shown = self.entries[position].names.shown
            why = f'relation line names the release "{shown}" (the preamble files advisories there)'
            found[position] = [Evidence(NAME, why)]

    def _by_latest_for_candidate(
        self, mine: Names, found: dict[int, list[Evidence]], title: str = ""
    ) -> None:
        """A release candidate (`Loom 3.0.0rc1`) of a product the document keeps release entries
        of (`Loom v2.9.0`), where its preamble files candidates under the product's latest
        final release (`versions.states_candidates_under_latest`): that entry, a name's
        weight (`_candidate_home`)."""
        newest = self._candidate_home(mine, title)
        if newest is not None and newest not in found:
            shown = self.entries[newest].names.shown
            why = f'title is a candidate of the next release of "{shown}" (the preamble\'s rule)'
            found[newest] = [Evidence(NAME, why)]

    def _by_major_line(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A release (`Bollard Serve 2.6`) of the major line one entry is named by (`系缆推理服务
        2.x（Bollard Serve 2）`), where the document numbers the product by major lines: the
        entry writes its line as a series (`2.x`), or another entry names another major line
        of it (`Bollard Serve 3`), or its sub-items record two minor releases of that major
        (`续：5.1 …`, `续：5.2 …` under `Quillon 5`). Not `Llama 3.1` for an entry `Llama 3` alone
        (a model's generation, not a line)."""
        position = self._major_line(mine)
        if position is not None:
            shown = self.entries[position].names.shown
            why = f'title is a release of the line "{shown}"'
            found.setdefault(position, []).append(Evidence(NAME, why))

    def _line_half(self, mine: Names) -> Names | None:
        """A title in two languages, a Chinese name then a Latin one and a release (`蜂巢
        Hivemind 2.1`, glued too: `蜂巢Hivemind2.1`), read by its Latin half and release for the
        major line it is of; None for another title, or where the Chinese half names an entry
        (`叉线 Driftline 0.7` beside `**叉线** · Forkline`: two things)."""
        if mine.first or mine.comparison or not mine.version:
            return None
        half = two_language_half(mine.shown)
        if half is None or not half[2].strip():
            return None
        chinese = form(half[0])
        if self._live([*self.by_form.get(chinese, ()), *self.by_core.get(chinese, ())]):
            return None
        return names_of(f"{half[1]}{half[2]}")

    def _major_line(self, mine: Names) -> int | None:
        """The one entry named by the major line of the title's release (`_by_major_line`)."""
        mine = self._line_half(mine) or mine
        if len(mine.version) < 2 or mine.comparison:
            return None
        slashed = self._slashed_line(mine)
        if slashed is not None:
            return slashed
        if not distinctive(mine.bare) and not self._short_form_given(mine.bare):
            return None  # (`SRK 2.1.3` where `Commonly abbreviated SRK` names one entry: read)
        major = mine.version[0]
        if self._own_release_entry(mine):
            return None  # (`Okapi-Agent 3.5` beside `### Okapi-Agent 3.5`: its own entry)
        line = self._line_entries(mine.bare, major)
        latin = "" if line else self._latin_after_chinese(mine)
        line = self._line_entries(latin, major) if latin else line
        if len(line) != 1:
            return None
        lead = lead_text(self.entries[line[0]].lead)
        series = re.search(rf"(?<![\d.]){major}\.[xX](?![A-Za-z0-9])", lead) is not None
        if latin and not series:  # (`溪鸟 Wherry 0.10`: only an entry written `Wherry 0.x`)
            return None
        others = (k for k in range(max(0, major - 5), major + 6) if k != major)
        lines = series or any(self._line_entries(mine.bare, k) for k in others)
        # (or its sub-items record two minor releases of that major: `续：5.1 …`, `续：5.2 …`)
        lines = lines or len(self._minors_opened(line[0], major)) >= 2
        if not series and self.every_release_apart():  # (`Corvid 2`, `Corvid 3`: releases,
            lines = False  # each with its entry; `Corvid 2.1` is another one)
        stated = self._generations_stated() and not self._minor_generations(mine.version)
        return line[0] if lines or stated else None

    def _own_release_entry(self, mine: Names) -> bool:
        """A live entry is named by the title's product and its very release (`### Okapi-Agent
        3.5` for `Okapi-Agent v3.5 …`): that release's own, no line's; not an incident's
        entry named by the release it hit (`Ferrule 3.2 升级后脑裂`)."""
        return any(
            self.entries[p].names.version == mine.version
            and not incidents.SYMPTOM.search(self.entries[p].names.shown)  # (an incident's)
            for p in self._live(self.by_form.get(mine.bare, ()))
        )

    def _minors_opened(self, position: int, major: int) -> frozenset[int]:
        """`versions.minors_opened` of an existing entry's sub-items (none for a planned one)."""
        source = getattr(self.entries[position].source, "entry", None)
        if not isinstance(source, Entry):
            return frozenset()
        body = source.lines[source.start + source.lead_lines : source.end]
        return versions.minors_opened(body, major)

    def _short_form_given(self, bare: str) -> bool:
        """A live entry's own text gives it the short form `bare` (`Commonly abbreviated
        SRK`, `简称 SRK`: its aliases), so short a name identifies it in this document."""
        return any(
            e.live and any(form(a) == bare for a in e.aliases) for e in self.entries if e.aliases
        )

    def _slashed_line(self, mine: Names) -> int | None:
        """The one entry named by a major glued on by a slash (`**TLP/3**`, `CMB/4`: a
        protocol's or benchmark's major line, each major its own entry) that the title's
        revision is of (`TLP/3.1`, `TLP 3.1`, or the words the lead spells the initials with:
        `Tool Link Protocol v3.1`), where no entry is named by that revision and the document
        does not give every release an entry. Not `TLP/4` (another major)."""
        major = mine.version[0]
        hits = [p for p in self._spelled_lines(mine, major) if self._slash_named(p, major)]
        if len(hits) != 1 or self.every_release_apart():
            return None
        own = [
            p
            for p in self._live(self.by_form.get(mine.bare, ()))
            if self.entries[p].names.version == mine.version
        ]
        return None if own else hits[0]

    def _slash_named(self, position: int, major: int) -> bool:
        """The entry's name, before its lead's dash, writes the major glued on by a slash
        (`**AXP/2**`, `智能体交换协议（AXP/2）`)."""
        head = _HEAD_END.split(lead_text(self.entries[position].lead), 1)[0]
        return any(int(m["major"]) == major for m in _SLASHED_MAJOR.finditer(head))

    def _spelled_lines(self, mine: Names, major: int) -> list[int]:
        """The entries named by major `major` of the title's name, or, for a title spelling
        three or more capitalised words, the entries named by a slash major whose lead writes
        those words as one phrase (`**MCX/2** — Model Context Exchange v2`)."""
        if mine.bare and (lines := self._line_entries(mine.bare, major)):
            return lines
        spelled = _SPELLED_LINE.match(mine.shown)
        if spelled is None:
            return []
        phrase = re.compile(rf"(?<![A-Za-z]){re.escape(spelled['words'])}(?![A-Za-z])")
        return [
            p
            for p in self._live(range(len(self.entries)))
            if self.entries[p].names.version == (major,)
            and phrase.search(lead_text(self.entries[p].lead))
        ]

    def _latin_after_chinese(self, mine: Names) -> str:
        """The one Latin word a title's name writes after a Chinese name (`溪鸟 Wherry 0.10`:
        `wherry`), where it is distinctive; "" otherwise."""
        if len(mine.inner) != 1 or not _starts_cjk(mine.shown):
            return ""
        latin = mine.inner[0]
        before = mine.bare[: -len(latin)] if mine.bare.endswith(latin) else ""
        chinese = re.fullmatch(r"[\u3400-\u9fff]{1,8}", before) is not None
        return latin if chinese and distinctive(latin) else ""

    def _other_generation_stated(self, mine: Names, theirs: Names) -> bool:
        """The preamble keeps one entry per major version (`_generations_stated`) and the
        title's release is of another major than the entry's (`Beacon 1.0` against `Beacon
        (0.x)`, `Quiver 3.0.0-rc1` against `Quiver 2`): that major's own entry."""
        if not mine.version or not theirs.version or mine.version[0] == theirs.version[0]:
            return False
        return self._generations_stated()

    def _generation_past_chinese_name(self, mine: Names, theirs: Names) -> bool:
        """The entry is named by a Latin name, a Chinese name and a release (`Kestrel 隼 0.1`, a
        night's entry from a two-language title), the title a release of that name of another
        major, where the preamble keeps one entry per major version: that major's own entry."""
        if not mine.version or theirs.version or not mine.bare:
            return False
        named = _LATIN_CHINESE_RELEASE.fullmatch(theirs.shown.strip())
        if named is None or _NOT_ALNUM.sub("", named["latin"].casefold()) != mine.bare:
            return False
        return int(named["major"]) != mine.version[0] and self._generations_stated()

    def _outside_lead_range(self, mine: Names, position: int) -> bool:
        """The preamble keeps one entry per major version (`_generations_stated`), the entry is
        named by the product alone, its lead opening with the release range it covers (`[1.3 →
        1.6] Codewren`), and the title's release of that product is of a major outside it
        (`Codewren 2.0`, `鹊桥Magpie 1.0` against `[0.7 → 0.9] Magpie`): that major's own entry."""
        theirs = self.entries[position].names
        if not mine.version or theirs.version or not theirs.first:
            return False
        if _NOT_ALNUM.sub("", mine.bare) != theirs.first:
            return False
        lead = self.entries[position].lead
        majors = versions.lead_range_majors(lead if isinstance(lead, str) else lead.title)
        return majors is not None and mine.version[0] not in majors and self._generations_stated()

    def _by_current_major(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming a product by its bare name, no release (`Halyard 发布 Corvid 适配插件`),
        nothing found by a name, where the preamble opens an entry on each change of major
        version (`stated_major_change`) and the live entries going by the name are two or more
        of its major lines (`Halyard 1`, `Halyard 2`) and nothing else: the newest major's, the
        current line, a name's weight."""
        if mine.version or not mine.first or not mine.core or form(mine.core) != mine.first:
            return
        if any(sum(e.weight for e in evidence) >= SHORT_NAME for evidence in found.values()):
            return
        lines = self._live(self.by_first.get(mine.first, ()))
        majors: dict[int, int] = {}
        for position in lines:
            theirs = self.entries[position].names
            if len(theirs.version) != 1 or form(theirs.bare) != mine.first:
                return  # (another entry going by the name: `Halyard Cloud`, `Halyard 2.1`)
            majors[theirs.version[0]] = position
        if len(majors) < 2 or len(majors) != len(lines):
            return
        if self._stated_major_change is None:
            self._stated_major_change = self.stated_major_change()
        if not self._stated_major_change:
            return
        newest = majors[max(majors)]
        shown = self.entries[newest].names.shown
        why = f'title names "{mine.shown.split()[0]}", whose current major line is "{shown}"'
        found[newest] = [*found.get(newest, ()), Evidence(NAME, why)]

    def _beyond_recorded_majors(self, mine: Names, position: int) -> bool:
        """The preamble says a change of major version opens an entry (`stated_major_change`,
        not only one entry per generation of some kind), the entry is
        named by the product alone and records releases of other majors only (its lead's `1.x
        系列`, its sub-items' `续：2.6 …`), and the title's release of that product is of
        another major (`Quillfeather 2.0` against `**Quillfeather**：1.x 系列…`, `Lumenwick 3`
        against an entry whose last release is 2.6): that major's own entry. Not a 0.x
        release, whose increments open no line."""
        theirs = self.entries[position].names
        maker = _MAKER_RELEASES.match(mine.shown)  # (`Fathomline 发布 Lumenwick 3`)
        mine = names_of(mine.shown[maker.end() :]) if maker else mine
        if not mine.version or mine.version[0] == 0 or theirs.version or not theirs.first:
            return False
        if not self._names_product_of(mine, theirs):
            return False
        held = self.majors_held(position)
        if not held or max(held) == 0 or mine.version[0] in held:
            return False  # (`Parley 1.0` after a 0.x line: its graduation, maybe the same entry)
        if self._stated_major_change is None:
            self._stated_major_change = self.stated_major_change()
        return self._stated_major_change

    def _other_chinese_generation(self, mine: Names, position: int, title: str = "") -> bool:
        """The preamble keeps one entry per generation (`_generations_stated`), the entry is
        named by the product alone, its Chinese name or its description saying which generation
        it is (`灯塔嵌入一代 · Lighthouse-Embed`, `**Quarry-Rerank** · … · 重排模型第一代`), and the
        title's release of that product is of another major (`Lighthouse-Embed 2`, `Quarry
        Rerank 2`), or, the lead saying none, a second or later one the title calls a new
        generation (`Sprig-v2 —— 第二代学习型稀疏表示`, `Gannet Embed 3 发布：第三代…`; not a
        dotted release, `Gannet Embed 2.2 发布：支持第二代 Ibis`): that generation's own entry."""
        theirs = self.entries[position].names
        if not mine.version or theirs.version or not theirs.first:
            return False
        if not self._names_product_of(mine, theirs) or not self._generations_stated():
            return False
        lead = lead_text(self.entries[position].lead)
        said = _CHINESE_GENERATION.search(lead.split("·")[0]) or _NTH_GENERATION.search(lead)
        if said is not None:
            return _ORDINALS.index(said["n"]) + 1 != mine.version[0]
        # (the title calling its generation new, `Sprig-v2 —— 第二代…`, the entry saying none)
        bare = len(mine.version) == 1  # (a generation's number, no dotted release)
        return bare and mine.version[0] >= 2 and contrary.new_generation(title)

    @staticmethod
    def _names_product_of(mine: Names, theirs: Names) -> bool:
        """The title's name with its release dropped is the entry's product: one word
        (`Quarry-Rerank`, `Quarry Rerank 2`) or its whole name (`Gannet Embed` for `Gannet Embed
        3`)."""
        said = _NOT_ALNUM.sub("", mine.bare)
        return said in (theirs.first, _NOT_ALNUM.sub("", theirs.shown.casefold()))

    def _of_generation_entry(self, mine: Names, position: int) -> bool:
        """The title's release (`Fenwick Toolkit 6.1`) is of the major whose first release
        names the entry (`Fenwick toolkit 6.0 — …`, a night's entry of a new major), where
        the preamble keeps one entry per generation: that generation's news, not another
        release (not where some product keeps a minor step apart: `_minor_generations`, nor
        where the product has an unversioned entry of its own)."""
        theirs = self.entries[position].names.version
        if len(mine.version) < 2 or len(theirs) < 2 or any(theirs[1:]):
            return False
        if mine.version[0] != theirs[0]:
            return False
        # (not where the product has an entry of its own, unversioned: `**Wrenfield**` beside
        # `**Wrenfield 3.0 release**`, its minor releases the product's)
        if any(
            not self.entries[p].names.version for p in self._live(self.by_form.get(mine.bare, ()))
        ):
            return False
        return self._generations_stated() and not self._minor_generations(mine.version)

    def _minor_generations(self, version: tuple[int, ...]) -> bool:
        """Some product of the document has entries of a generation and of its minor step
        `version` gives (`绘影 3` beside `绘影 3.5` for a title's `4.5`): there such a step is
        a generation of its own (`Cadenza 4.5 — 中间代`), not a release of the major's. An
        incident's entry named by the release it hit (`Ferrule 3.2 升级后脑裂`) is none."""
        if len(version) != 2:
            return False
        if self._steps is None or self._steps[0] != len(self.entries):
            steps: set[int] = set()  # the minor steps some product keeps beside its major
            held: dict[str, set[tuple[int, ...]]] = {}
            for entry in self.entries:
                theirs = entry.names
                if _release_named(theirs):
                    held.setdefault(theirs.bare, set()).add(theirs.version)
            for versions_held in held.values():
                steps |= {v[1] for v in versions_held if len(v) == 2 and (v[0],) in versions_held}
            self._steps = (len(self.entries), frozenset(steps))
        return version[1] in self._steps[1]

    def _line_entries(self, bare: str, major: int) -> list[int]:
        """The live entries named by the major line `major` of the product `bare`: `Wren
        Serve 4`, `Wren 4.x`, or a Chinese name with `（Wren Serve 4）` after it."""
        named = self.by_form.get(f"{bare}{major}", [])
        lined = [p for p in self.by_form.get(bare, ()) if self.entries[p].names.version == (major,)]
        opened = self._opened_line(bare, major)
        return self._live(dict.fromkeys([*named, *lined, *self._glued_line(bare, major), *opened]))

    def _opened_line(self, bare: str, major: int) -> list[int]:
        """Where the preamble keeps one entry per major version (`_generations_stated`), the
        entries named by the product's `.0` release of that major (`Tessella 1.0 发布 — …`, a
        night's entry: the release that opened the line), not a comparison."""
        found = [
            p
            for p in self.by_form.get(bare, ())
            if self.entries[p].names.version[:1] == (major,)
            and len(self.entries[p].names.version) > 1
            and not any(self.entries[p].names.version[1:])
            and self.entries[p].names.bare == bare
            and not self.entries[p].names.comparison
        ]
        return found if found and self._generations_stated() else []

    def _glued_line(self, bare: str, major: int) -> list[int]:
        """Where the preamble keeps one entry per major version (`_generations_stated`), the
        entries whose Latin core is the product's name with that major glued on by a hyphen
        (`Sieve-3 重排模型发布`, a night's entry): that major's line."""
        glued = f"{bare}{major}"
        return [
            p
            for p in self.by_core.get(glued, ())
            if self.entries[p].names.core == glued
            and not self.entries[p].names.comparison
            and _HYPHEN_GENERATION.match(self.entries[p].names.shown)
            and self._generations_stated()
        ]

    def releases_apart(self, positions: Iterable[int]) -> bool:
        """Some product has two or more of these entries named by different releases (`vLLM
        0.30`, `vLLM 0.31`): the document keeps one entry per release."""
        held: dict[str, set[tuple[int, ...]]] = {}
        for position in positions:
            if not self.named_by_release(position):  # (cheap: no names worked out)
                continue
            names = self.entries[position].names
            if names.bare and len(names.version) > 1 and not names.comparison:
                held.setdefault(names.bare, set()).add(names.version)
        return any(len(seen) >= 2 for seen in held.values())

    def named_by_release(self, position: int) -> bool:
        """The entry's name ends in a release line (`Sablewing 2.3`), not a comparison's."""
        return _named_by_release(self.entries[position].shown)

    def _glued_generation_apart(self, title: str, theirs: Names) -> str | None:
        """The title's head names a generation glued to its Latin name by a hyphen
        (`马林 OrcaVL-3 发布`), the entry another major release (`Orca-VL 2.1`), in a document
        giving every release an entry: that generation's own entry. The reason, else None."""
        head = _TITLE_HEAD_END.split(title, maxsplit=1)[0]
        glued = _HYPHEN_GENERATION.search(head)
        if glued is None or not theirs.version or int(glued["n"]) == theirs.version[0]:
            return None
        if not self.every_release_apart():
            return None
        return f'the title names generation {glued["n"]}, "{theirs.shown}" another release'

    def _major_namesake(self, inc: _Increment, position: int) -> str | None:
        """A title's `2.0` read as the release of an entry named by the major alone (`Vesper 2`)
        only when it names no maker the entry's lead does not write and no kind of thing other
        than the lead's (`_series_fits`): `Vesper 2.0 — 星港公司的向量数据库` against
        `**Vesper 2**：…第二代 TTS 模型` is a namesake. The reason, else None."""
        mine, theirs = inc.names.version, self.entries[position].names.version
        if len(theirs) != 1 or len(mine) < 2 or mine[0] != theirs[0]:
            return None
        if self._series_fits(inc.title, position):
            return None
        return f'the title names another maker or kind than "{self.entries[position].names.shown}"'

    def _other_major_line(self, inc: _Increment, position: int) -> str | None:
        """An entry whose name gives the major line it covers (`Luan 1.x (Maker)`, `Kiln v2.*`,
        not a lead's description: `Kiln (…) · a 3.x main line beside 2.4 LTS`) and a
        title's release of another major (`Luan 2.1`): another line's news (a document keeping
        a rewrite's line apart). The reason, else None."""
        mine = inc.names.version
        if not mine:
            return None
        lead = lead_text(self.entries[position].lead)
        head = re.split(r"[(（]", _HEAD_END.split(lead, maxsplit=1)[0], maxsplit=1)[0]
        line = _MAJOR_LINE.search(head) if "." in head else None
        if line is None or int(line["major"]) == mine[0]:
            return None
        return f'the title\'s release is not of the {line.group()} line "{head.strip()}" covers'

    def _kind_nouns_apart(self, text: str, position: int) -> tuple[str, str] | None:
        """The nouns for a kind of thing (`_KIND_NOUN`: 框架, 协议, 编译器) a text writes outside
        brackets, when the entry's name and first clause write such nouns, none of them
        those: (the text's, the entry's), else None."""
        mine = set(_KIND_NOUN.findall(_BRACKETED_ASIDE.sub(" ", text)))
        entry = self.entries[position]
        head = _LEAD_HEAD.match(_visible(lead_text(entry.lead).replace("**", "")))
        theirs = set(_KIND_NOUN.findall(" ".join([head.group() if head else "", entry.shown])))
        if not mine or not theirs or mine & theirs:
            return None
        return "/".join(sorted(mine)), "/".join(sorted(theirs))

    def _kinds_after_release(
        self, shown: str, position: int
    ) -> tuple[frozenset[str], frozenset[str]]:
        """The kinds the title and the entry's name say right after a release (`Heron 2.0
        调度插件`, `Heron 2.0 可观测性代理`), when both names are so written (a title saying
        what a release did, `vLLM 0.32 调度器重写`, against `vLLM`, says no kind of it)."""
        mine = _KIND_AFTER_RELEASE.match(shown)
        theirs = _KIND_AFTER_RELEASE.match(self.entries[position].names.shown)
        if mine is None or theirs is None:
            return frozenset(), frozenset()
        told = self.glossary.terms(mine["kind"]) - _BROAD
        return told, self.glossary.terms(theirs["kind"]) - _BROAD

    def _records_generations(self, after: str, position: int) -> bool:
        """The entry's sub-items record another generation of the letter the title's
        generation (`Helix H3`) has (`- H2（2029-11-12）：…`)."""
        said = _GENERATION_NAMED.match(after)
        if said is None:
            return self._records_numbered(after, position)
        generation = said["generation"]
        return any(g[0] == generation[0] for g in self.generations_held(position))

    def _by_series(self, title: str, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming a generation of a series (`SieveRank-3 重排模型开源`, `筛子-3 mini`) the
        entry is, by a name of it (`**筛子**（SieveRank）`), when its lead writes another
        generation so (`SieveRank-2（2027-02，…）`): the entry keeps the series, no release of
        its own; the only entry going by that name, and the title saying no other maker or
        kind of thing (`_series_fits`). Added to what was found, never replacing it."""
        series = _SERIES.match(mine.shown)
        hits = set(self._live(self.by_form.get(form(series["name"]), ()))) if series else set()
        if series is None or len(hits) != 1:
            return
        position = next(iter(hits))
        entry = self.entries[position]
        if entry.names.version or sum(e.weight for e in found.get(position, ())) >= NAME:
            return
        if not self._series_fits(title, position):
            return  # (`Hermes-3 — Hermes Labs 的 Agent 消息总线`: another maker's)
        said = any(m != series["generation"] for m in self._generations_said(position))
        if said or series_papers_kept(self._lead_text(position), entry.source):
            why = f'title names generation {series["generation"]} of series "{entry.shown}"'
            found.setdefault(position, []).append(Evidence(NAME, why))

    def _by_month_edition(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming a monthly edition of a name (`WebGauntlet 2028.09 期勘误`) and an
        entry naming that name and the same month otherwise (`WebGauntlet 九月版：…`, a
        year or not): that edition's news, the name's weight."""
        name = mine.bare or mine.core  # (`RAGArena 7 月榜`: the core, the month left out)
        month = versions.month_edition(mine.shown) if name and not mine.comparison else None
        if month is None:
            return
        hits = {*self.by_form.get(name, ()), *self.by_core.get(name, ())}
        for position in self._live(sorted(hits)):
            theirs = self.entries[position].names
            edition = versions.month_edition(theirs.shown)
            if edition is None or not versions.same_month(edition, month) or position in found:
                continue
            why = f'title names the same monthly edition as "{theirs.shown}"'
            found[position] = [Evidence(NAME, why)]

    def _series_said(self, title: str, position: int) -> bool:
        """The entry keeps a series (`_generations_said`) the title may name a generation of
        (`_series_fits`; not `Hermes-3 — Hermes Labs 的…`: another maker's)."""
        said = bool(self._generations_said(position)) or self._releases_logged(position)
        said = said or self._called_series(position)
        return said and self._series_fits(title, position)

    def _called_series(self, position: int) -> bool:
        """The entry's lead calls the thing itself a series or family in its first clause
        (`**Sorrel**（…）：开源 VLM 系列（7B / 34B），…`, `open VLM family (7B / 34B)`): an entry
        for the series; not another thing's (`支持 Jetson 系列`, `H100 series`)."""
        entry = self.entries[position]
        if entry.names.version:
            return False
        first = _FIRST_CLAUSE.match(self._lead_text(position).replace(entry.shown, " ", 1))
        said = _SERIES_WORD.search(first.group()) if first else None
        if said is None:
            return False
        before = _LATIN_BEFORE.search(first.group()[: said.start()] if first else "")
        word = before.group() if before else ""
        own = form(word) in entry.names.full
        return not word or own or not (any(c.isdigit() for c in word) or word.istitle())

    def _releases_logged(self, position: int) -> bool:
        """A product's entry, in a document whose preamble keeps one entry per product, whose
        lead records a release by a bare major number (`**Murmur** — … — v2 released
        2029-03-30`, `v3 (2029-02-18) makes 10 s clips`): its generations are its releases."""
        entry = self.entries[position]
        if entry.names.version or not self._products_stated():
            return False
        return _MAJOR_RELEASE.search(self._lead_text(position)) is not None

    def _series_fits(self, title: str, position: int) -> bool:
        """The title names no maker (`contrary.ORG`) the entry's lead does not write
        (`Hermes-3 — Hermes Labs 的…` against `**Hermes**（Nous Research）`; `SieveRank-3 — Sieve
        Labs …` against a lead naming none) and no kind of thing other than the lead's
        (`_kind_nouns_apart`: `Agent 编排框架` against `…驱动协议`): a generation of that
        series. (Its other kind words are weighed as any name's are: `_other_kind`.)"""
        lead = self._lead_text(position)
        for maker in re.finditer(contrary.ORG, title):
            words = maker.group().split()
            if not any(contrary.has_word(lead, " ".join(words[i:])) for i in range(len(words) - 1)):
                return False
        return self._kind_nouns_apart(title, position) is None

    def _by_translated_release(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming a Latin name and a release (`Raven Agent SDK 3.3 性能回归`) read by
        the one Chinese name the document's entries of that name give it in brackets
        (`[Raven Agent SDK 3.2] (渡鸦)`): the entry named by that Chinese name and the same
        release or the line it patches (`渡鸦SDK 3.3 —— …`, `墨斗3.0发布` for `Inkline 3.0.1`),
        nothing between but the Latin name's own words; the only such entry, nothing else
        finding anything."""
        if not mine.version or not mine.bare or not mine.proper or found:
            return
        chinese = self._chinese_of(mine.bare)
        if chinese is None:
            return
        words = {w.casefold() for w in _LATIN_TOKEN.findall(mine.shown)}
        hits = [
            p
            for p in self._live(self._heads.candidates(form(chinese)))
            if self._release_named(p, chinese, words, mine.version)
        ]
        if len(set(hits)) == 1:
            why = f'title names "{chinese}" (as the document writes "{mine.bare}") and its release'
            found[hits[0]] = [Evidence(NAME, why)]

    def _release_named(
        self, position: int, chinese: str, words: set[str], version: tuple[int, ...]
    ) -> bool:
        """The entry's name is the Chinese name, the title's Latin words at most, and the
        release `version` is or patches (`渡鸦SDK 3.3`, `墨斗3.0发布` for 3.0.1)."""
        entry = self.entries[position]
        theirs = entry.names.version
        if not entry.shown.startswith(chinese) or not theirs or version[: len(theirs)] != theirs:
            return False
        between = _VERSION_AT.split(entry.shown[len(chinese) :], maxsplit=1)[0]
        return all(w.casefold() in words for w in between.split())

    def _by_chinese_aside(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title naming a Latin product and release, its Chinese name in brackets after
        (`Magpie 1.0（鹊桥）— …`), and the one live entry named by that Chinese name written
        before that Latin name and release (`鹊桥Magpie 1.0 正式版`, an entry a night wrote):
        a short name's weight, where nothing else found that entry."""
        said = _RELEASE_CHINESE_ASIDE.match(_visible(title))
        if said is None:
            return
        chinese, latin, release = said["cjk"], said["latin"].casefold(), _dotted(said["release"])
        hits = set()
        for position in self._live(self._heads.candidates(form(chinese))):
            theirs = _CHINESE_LATIN_RELEASE.match(self.entries[position].names.shown)
            if theirs is None or theirs["cjk"] != chinese:
                continue
            if theirs["latin"].casefold() == latin and _dotted(theirs["release"]) == release:
                hits.add(position)
        if len(hits) != 1 or hits & set(found):
            return
        (position,) = hits
        shown = self.entries[position].names.shown
        why = f'title names "{said["latin"]} {said["release"]}" and "{chinese}", as "{shown}"'
        found[position] = [Evidence(SHORT_NAME, why)]

    def _by_dashed_chinese(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title naming a Latin product (and release), then after its dash the Chinese
        name of one live entry as the subject of the rest (`Sable-2 32B — 黑貂第二代` against
        `黑貂 —— …`; `Quill-Embed 3.1 — 羽笔嵌入小版本` against `羽笔嵌入 3（…）`): nothing else
        found, an entry whose Latin names (if any) the title's Latin name starts; the Chinese
        name ends where a verb, a generation or the text does (`龙骨实验室` is a maker, not
        `龙骨`). Weighed by `_restated_weight`: a Latin name of the entry's agreeing is the
        second half of a two-language name."""
        said = _DASHED_CHINESE.match(_visible(title).strip()) if not found else None
        if said is None:
            return
        latin = form(names_of(said["latin"]).bare or said["latin"])
        hits: set[tuple[int, str]] = set()
        for cjk in _chinese_heads(said["cjk"]):
            if _plain_words(cjk, self.glossary):
                continue
            for position in self._live(self._heads.candidates(form(cjk))):
                if self._goes_by_chinese(position, cjk, latin):
                    hits.add((position, cjk))
        if len({p for p, _ in hits}) != 1:
            return
        position, cjk = max(hits, key=lambda hit: len(hit[1]))
        shown = self.entries[position].names.shown
        weight = _restated_weight(cjk, self._has_latin_name(position))
        found[position] = [Evidence(weight, f'title restates its subject as "{cjk}" of "{shown}"')]

    def _by_chinese_half_led(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title led by the Chinese half of one live entry's name in two languages written
        without a release (`雨云追踪新增告警规则包` against `雨云追踪 Nimbus Trace`), the
        Chinese name ending where a verb or a generation starts; nothing else found (weighed
        by `_restated_weight`, the Latin half unsaid)."""
        text = _visible(title).strip()
        run = _CJK_RUN.match(text) if not found else None
        if run is None:
            return
        heads = _chinese_heads(run.group())
        if _GLUED_ON.match(text, run.end()):  # (`灯影XR 2.1`: another name)
            heads = heads[1:]
        hits = {
            (p, cjk)
            for cjk in heads
            if not (_plain_words(cjk, self.glossary))
            for p in self._two_language_named(cjk)
        }
        if len({p for p, _ in hits}) != 1:
            return
        position, cjk = max(hits, key=lambda hit: len(hit[1]))
        shown = self.entries[position].names.shown
        weight = _restated_weight(cjk, agreed=False)
        found[position] = [
            Evidence(weight, f'title is led by "{cjk}", the Chinese half of "{shown}"')
        ]

    def _goes_by_chinese(self, position: int, cjk: str, latin: str) -> bool:
        """The entry's Chinese name is `cjk` (with a release, or kind words after:
        `羽笔嵌入 3`, `“雪貂”编码智能体`), and each Latin name it has starts with `latin`."""
        entry = self.entries[position]
        names = [form(n) for n in (entry.shown, *entry.aliases, *entry.names.full)]
        chinese = [n for n in names if _HAS_CJK_FORM.search(n)]
        own = form(cjk)
        if not any(
            n == own or _released_or_kind(n[len(own) :], self.glossary)
            for n in chinese
            if n.startswith(own)
        ):
            return False
        return all(n.startswith(latin) for n in names if n and not _HAS_CJK_FORM.search(n))

    def _has_latin_name(self, position: int) -> bool:
        """The entry goes by a Latin name too (`“雪貂”编码智能体（Ferret CLI · …）`)."""
        entry = self.entries[position]
        return any(not _HAS_CJK_FORM.search(n) for n in (entry.shown, *entry.aliases))

    def _by_same_release_said(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title saying in brackets that its release is the same as another name's
        (`Strata 1.6 跨机房前缀同步（与 TKV 1.6 同一发布）`), nothing else finding anything: the
        one live entry that name finds, named by that very release (a night's `TKV 1.6（Strata）
        — …`), a name's weight."""
        said = _SAME_RELEASE_AS.search(_visible(title)) if not found else None
        if said is None:
            return
        other = names_of(said["zh"] or said["en"])
        if not other.version:
            return
        led: dict[int, list[Evidence]] = {}
        self._by_names(other, led)
        hits = [p for p in led if self.entries[p].names.version == other.version]
        if len(hits) != 1:
            return
        shown = self.entries[hits[0]].names.shown
        found[hits[0]] = [Evidence(NAME, f'title says it is the same release as "{shown}"')]

    def _generations_said(self, position: int) -> list[str]:
        """The generations of its own name an entry named by no release writes in its lead
        (`**筛子**（SieveRank）：…SieveRank-2（2027-02）…`: 2) or logs in its sub-items (`- ↳ 04-14
        Glint-1：…`: 1): an entry for the series."""
        entry = self.entries[position]
        if entry.names.version:
            return []
        lead = self._lead_text(position)
        said = [m for n in (entry.shown, *entry.aliases) for m in _generations(lead, n)]
        own = {form(n) for n in (entry.shown, *entry.aliases)}
        for held in self.generations_held(position):  # (`- ↳ 04-14 Glint-1：…` under `〔Glint〕`)
            numbered = _NUMBERED.match(held)
            if numbered and form(numbered["name"]) in own:
                said.append(numbered["n"])
        return said

    def _by_chinese_and_first_word(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title opening with an entry's Chinese name, the first word of its Latin name and
        a release (`云杉 Spruce 2.1 发布` against `云杉〔Spruce KV〕`, the rest of that name only
        kind words), nothing else found: the one live entry so named, a short name's weight."""
        said = _CHINESE_WORD_RELEASE.match(title.strip()) if not found else None
        if said is None:
            return
        hits = set()
        for position in self._live(self._heads.candidates(form(said["cjk"]))):
            theirs = self.entries[position].names
            if form(said["cjk"]) not in theirs.full:
                continue
            first, _, rest = theirs.shown.strip().partition(" ")
            if first == said["latin"] and rest and not self.glossary.without(rest).strip():
                hits.add(position)
        if len(hits) == 1:
            (position,) = hits
            shown = self.entries[position].names.shown
            named = f"{said['cjk']} {said['latin']}"
            why = f'title names "{named}", the Chinese name and first word of "{shown}"'
            found[position] = [Evidence(SHORT_NAME, why)]

    def _by_chinese_for_brand(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title opening with an entry's Chinese name glued to the rest of its Latin name
        (`萤火Embed-v3 发布` against `「萤火」Firefly-Embed（Glowworm AI）`: 萤火 stands for the
        brand `Firefly`), nothing else found: the one live entry so named, a short name's
        weight. The entry's names may say so too, its Chinese one going on with a kind word
        its Latin one's rest stands for (`星图VDB 3.0` against `星图向量库（StarMap VDB）` and
        `**StarMap VDB (星图向量库)**`: `_brand_named`)."""
        said = _CHINESE_FOR_BRAND.match(title.strip()) if not found else None
        if said is None:
            return
        hits = set()
        for position in range(len(self.entries)):
            entry = self.entries[position]
            lead = entry.lead
            if not entry.live or not isinstance(lead, str) or said["cjk"] not in lead[:40]:
                continue
            theirs = _CHINESE_THEN_LATIN.match(lead)
            led = theirs and theirs["cjk"] == said["cjk"] and theirs["rest"] == said["rest"]
            if led or self._brand_named(position, said["cjk"], said["rest"]):
                hits.add(position)
        if len(hits) == 1:
            (position,) = hits
            shown = self.entries[position].names.shown
            why = (
                f'title names "{said["cjk"]}{said["rest"]}", the Chinese name and rest of "{shown}"'
            )
            found[position] = [Evidence(SHORT_NAME, why)]

    def _brand_named(self, position: int, chinese: str, rest: str) -> bool:
        """The entry goes by a Chinese name that is `chinese` alone or with a kind word after
        it (`星图` + `向量库`, a glossary term) and by a Latin name of two words, the second
        `rest` and the first another word (`StarMap VDB`): `chinese` is its brand's name."""
        entry = self.entries[position]
        names = (entry.shown, *entry.aliases)
        branded = any(
            n.startswith(chinese) and not self.glossary.without(n[len(chinese) :]).strip()
            for n in names
            if _CJK_ONLY.fullmatch(n)
        )
        return branded and any(_LATIN_PAIR.fullmatch(n) and n.split()[-1] == rest for n in names)

    def _by_glued_release(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title opening with a Chinese name glued to a dotted release (`霁光3.6 API 降价`)
        and the one entry named by that Chinese name, a Latin name and that very release
        (`**霁光 Jiguang 3.6 发布 — …**`): a short name's weight, where nothing else found it."""
        run = _CJK_RUN.match(mine.shown)
        glued = _GLUED_DOTTED.match(mine.shown[run.end() :]) if run and run.end() >= 2 else None
        if run is None or glued is None:
            return
        chinese, release = run.group(0), _dotted(glued[1])
        hits = set()
        for position in self._live(self._heads.candidates(form(chinese))):
            theirs = self.entries[position].names
            both = _CHINESE_SPACE_LATIN.match(theirs.shown)
            named = _LATIN_RELEASE.search(theirs.shown)  # (`霁光 Jiguang 3.6 发布`: 3.6)
            said = named and _dotted(named["version"].lstrip("v"))
            if both and both["cjk"] == chinese and said == release:
                hits.add(position)
        if len(hits) != 1 or hits & set(found):
            return
        (position,) = hits
        shown = self.entries[position].names.shown
        why = f'title names "{chinese}" and release {glued[1]}, as "{shown}"'
        found[position] = [Evidence(SHORT_NAME, why)]


# A title opening with a Chinese name, a Latin word and a release (`云杉 Spruce 2.1 发布`).
_CHINESE_WORD_RELEASE = lazy(
    r"^(?P<cjk>[\u4e00-\u9fff]{2,6})\s+(?P<latin>[A-Z][A-Za-z0-9\-]*)\s*v?\d+(?:\.\d+)+(?![\d.])"
)


# A title opening with a Chinese name glued to the rest of a hyphened Latin name, maybe a
# generation after (`萤火Embed-v3 发布`: 萤火 for Firefly, `Firefly-Embed`'s first word).
_CHINESE_FOR_BRAND = lazy(
    r"^(?P<cjk>[\u4e00-\u9fff]{2,4})(?P<rest>[A-Z][A-Za-z0-9]*)(?:-?v?\d[\w.]*)?(?![A-Za-z0-9])"
)
# An entry's lead opening with its Chinese name, then its Latin name of two words or more
# (`「萤火」Firefly-Embed（Glowworm AI）：…`).
_CHINESE_THEN_LATIN = lazy(
    r"^[\s*]*[「【〔]?(?P<cjk>[\u4e00-\u9fff]{2,4})[」】〕]?\s*(?:\*\*)?"
    r"(?P<first>[A-Z][A-Za-z0-9]*)[\-\s](?P<rest>[A-Z][A-Za-z0-9]*)(?![A-Za-z0-9\-])"
)


# A name of Chinese characters only (`星图向量库`), and a Latin name of two words, the first not
# the second (`StarMap VDB`).
_CJK_ONLY = lazy(r"[\u4e00-\u9fff]{2,8}")
_LATIN_PAIR = lazy(r"(?P<first>[A-Z][A-Za-z0-9]*) (?!(?P=first)$)[A-Z][A-Za-z0-9]*")


# A title's Latin name and release, its Chinese name in brackets after (`Magpie 1.0（鹊桥）— …`).
# A Latin name and maybe a release, a dash, then Chinese text (`Sable-2 32B — 黑貂第二代`).
_DASHED_CHINESE = lazy(
    r"^(?P<latin>[A-Za-z][A-Za-z0-9\-.]*(?:\s[A-Za-z0-9][A-Za-z0-9\-.]*){0,2})\s*(?:—{1,2}|–|--)\s*"
    r"(?P<cjk>[\u4e00-\u9fff]{2,12})"
)
# Where a Chinese name ends inside a run of Chinese: a word of a sentence (`支持`, `发布`), a
# generation or a release word (`第二代`, `小版本`, `新版`).
_CHINESE_NAME_END = lazy(
    r"(?:更名|发布|推出|开源|上线|接入|支持|新增|修复|基于|上架|登顶|第[一二三四五六七八九十\d]+代"
    r"|[一二三四五六七八九十]代|小版本|大版本|新版|正式版|预览版)"
)
# Latin letters going on from a run of Chinese, glued or a space apart (`灯影XR`, `灯影 XR`).
_GLUED_ON = lazy(r"\s?[A-Za-z]")
_HAS_CJK_FORM = lazy(r"[\u3400-\u9fff\uf900-\ufaff]")
_NAMED_CJK = 3  # Chinese characters from which a restated name weighs as a name


def _chinese_heads(run: str) -> list[str]:
    """The heads of a run of Chinese a name may be (two characters or more): the whole run,
    and each head the run goes on from with a word ending a name (`黑貂第二代` → 黑貂)."""
    heads = [run]
    for at in range(2, len(run)):
        if _CHINESE_NAME_END.match(run, at):
            heads.append(run[:at])
    return heads


def _plain_words(cjk: str, glossary: Glossary) -> bool:
    """A Chinese word that is no name: kind words only, or fewer than two characters left
    without them (`编码智能体`, `模型`)."""
    return descriptor_only(cjk, glossary) or len(_HAS_CJK_FORM.findall(glossary.without(cjk))) < 2


def _restated_weight(cjk: str, agreed: bool) -> float:
    """A Chinese name of three characters or more, or one whose entry's Latin name the title
    names too, weighs as a name; two characters alone (`龙骨` may be a common word) only make
    a possibility, `possibly continues` for the reviewer whatever else agrees."""
    return NAME if agreed or len(cjk) >= _NAMED_CJK else POSSIBLE


def _released_or_kind(rest: str, glossary: Glossary) -> bool:
    """What follows a Chinese name in an entry's name form is a release (`3`) or kind words
    only (`编码智能体`)."""
    return rest.isdigit() or (bool(rest) and descriptor_only(rest, glossary))


_RELEASE_CHINESE_ASIDE = lazy(
    r"^(?P<latin>[A-Za-z][A-Za-z0-9\-]*(?:\s[A-Za-z][A-Za-z0-9\-]*)?)\s*v?(?P<release>\d+(?:\.\d+)+)"
    r"\s*[（(](?P<cjk>[\u4e00-\u9fff]{2,6})[)）]"
)
# An entry's Chinese name before its Latin one (glued or spaced) and a release (`鹊桥Magpie 1.0`).
_CHINESE_LATIN_RELEASE = lazy(
    r"^(?P<cjk>[\u4e00-\u9fff]{2,6})\s*(?P<latin>[A-Za-z][A-Za-z0-9\-]*(?:\s[A-Za-z][A-Za-z0-9\-]*)?)"
    r"\s*v?(?P<release>\d+(?:\.\d+)+)(?![\d.])"
)


# A title saying in brackets that its release is another name's (`（与 TKV 1.6 同一发布）`,
# `(same release as TKV 1.6)`): the name that release goes by.
_SAME_RELEASE_AS = lazy(
    r"[（(]\s*(?:与|和|同|即)\s*(?P<zh>[^（）()，,]{2,30}?)\s*(?:为|是)?同一(?:个)?(?:发布|版本|版)\s*[)）]"
    r"|(?i:[（(]\s*(?:the\s+)?same\s+release\s+as\s+(?P<en>[^（）()，,]{2,30}?)\s*[)）])"
)


# Where a title's news, release or id starts after its product word (`Wren ASR outage`: `ASR`
# before it).
_NEWS_START = lazy(
    r"(?i)(?<![A-Za-z])(?:re-?)?(?:licen[cs]|incident|outage|downtime|regression|measur"
    r"|leaderboard|scores?(?![A-Za-z])|open|weights|cve-|ghsa-)"
    r"|许可|授权|开源|开放|非商用|事故|故障|中断|宕机|回归|实测|榜|跑分|测得|测评"
    r"|(?<![\w.])v?\d+(?:\.\d+)*(?![\w])"
)
_FIRST_WORD = lazy(r"^\W*[A-Za-z][\w\-]*")
_LATIN_WORD = lazy(r"[A-Za-z][A-Za-z0-9]*")


def _other_product_said(head: str, repository: str) -> bool:
    """Between the product word and its news a title's head says a Latin word the repository's
    name lacks (`Marram TTS licence change` against `marram-lab/marram-clone-0.4`): another
    product of that maker, not the repository's. (Chinese words there, `Marram 歌声合成 许可
    变更`, through the glossary's kinds: `_other_kind_said`.)"""
    parts = {p.casefold() for p in re.split(r"[/\-_.]", repository)}
    return any(w.casefold() not in parts for w in _LATIN_WORD.findall(_head_between(head)))


def _head_between(head: str) -> str:
    """What a title's head says between its product word and its news (`Marram TTS licence
    change`: ` TTS `)."""
    first = _FIRST_WORD.match(head)
    rest = head[first.end() :] if first else head
    end = _NEWS_START.search(rest)
    return rest[: end.start()] if end else rest


# A post-release after a release (`Tidewell v2.5.post1`, `2.2.post3`).
_POST_RELEASE = lazy(r"(?<![A-Za-z])v?\d+(?:\.\d+)+\.post\d+(?![\w.])", re.I)


def _post_of(mine: Names, theirs: Names) -> bool:
    """The title is a post-release (`Tidewell v2.5.post1`) of the very release the entry is
    named by (`Tidewell 2.5 发布`), which is none: a patch of it, as `2.5.1` is."""
    if len(theirs.version) < 2 or mine.version != theirs.version:
        return False
    return bool(_POST_RELEASE.search(mine.shown)) and not _POST_RELEASE.search(theirs.shown)


def _hyphened_generation(shown: str) -> re.Match[str] | None:
    """A name joined by a hyphen to a generation's number (`Corvex-3`, `Guanxing-2`:
    `_FAMILY_GENERATION`'s first reading, its `name`), not a glued one (`Nimbus3`)."""
    joined = _FAMILY_GENERATION.match(shown)
    return joined if joined is not None and joined["name"] else None


def _release_named(theirs: Names) -> bool:
    """An entry named by a product's generation or minor step (`绘影 3`, `绘影 3.5`), not a
    comparison nor an incident's entry named by the release it hit (a symptom in its name)."""
    if not theirs.bare or not 0 < len(theirs.version) <= 2 or theirs.comparison:
        return False
    return incidents.SYMPTOM.search(theirs.shown) is None
