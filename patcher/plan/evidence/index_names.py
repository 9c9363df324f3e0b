"""The index's look-ups and the readings its rules share: names, keys, pages, kinds, cores."""

from __future__ import annotations

import re
from collections.abc import Sequence

from patcher.document.headentries import description
from patcher.document.identity import Entry, lead_text
from patcher.plan import contrary, incidents, versions
from patcher.plan.descriptor import descriptor_only
from patcher.plan.evidence.abbreviations import (
    _NAME_ABBR,
    bracketed_shortened,
    short_forms,
    spelled_otherwise,
)
from patcher.plan.evidence.clues import (
    _ANNOUNCED,
    _DAMAGE,
    _IS_CJK,
    _LATIN_TOKEN,
    _RELEASE_AFTER,
    _SECURITY_SAID,
    _after_letters,
    _announces_other,
    _other_pair,
    _other_version,
    _plain_lower,
    _proper_entry_name,
    _released_run,
    _without_initials,
    _writes_word,
    spelled_by_initials,
)
from patcher.plan.evidence.index_fields import _MIN_CJK_NAME
from patcher.plan.evidence.index_stated import _BROAD, _Stated
from patcher.plan.evidence.names import (
    _CAPITALISED,
    _CJK_RELEASE,
    _FIRST_CLAUSE,
    _FIRST_WORD,
    _INCIDENT_WORD,
    _ISSUE_LEAD,
    _LATIN_CORE,
    _LATIN_WORD,
    _VERSION_TAIL,
    Names,
    _names_another,
    _names_owner,
    _other_generation,
    _product_word,
    _proper,
    _two_language_half,
    distinctive,
    names_of,
)
from patcher.plan.evidence.namesakes import (
    _NEWS_VERB,
    _after_words,
    _alone,
    _another_word,
    _latin_words,
    _leading,
    _says_rival,
    _shares_besides,
    _technique,
    _year_only,
)
from patcher.plan.evidence.readings import (
    _Increment,
)
from patcher.plan.evidence.spelling import (
    _CJK_CHARS,
    _HAS_CJK,
    COMMON,
    GENERIC,
    _visible,
    _words,
    fold_words,
    form,
)
from patcher.plan.evidence.weights import (
    NAME,
    POSSIBLE,
    SHORT_NAME,
    STRONG,
    WEAK_NAME,
    Evidence,
)
from patcher.text import marker, refs
from patcher.text.lazy import lazy
from patcher.text.normalise import bigrams

# The first clause of a lead's description, in Chinese (`**Larkspur**（云雀花）：托管推理平台，…`).
# One to four Chinese characters, then no more of them (a space, a release, a mark, the end).
_CJK_HEAD = lazy(r"[\u3400-\u9fff]{1,4}(?![\u3400-\u9fff])")
_KIND_SAID = lazy(r"(?:[：:]|\s[—–]{1,2}\s?)\s*(?P<kind>[\u3400-\u9fff]{3,12})(?=[，,。；;\s]|$)")
# After a Chinese name in a lead: its release, maybe, then a Latin name in brackets.
_PAIRED_AFTER = r"\s?(?:v?\d+(?:\.\d+)*)?\s*[（(]\s*(?P<latin>[A-Za-z][^（()）]*)"


# Lowercase English words after a name, saying what it is (` leaderboard`, ` eval suite`), or
# a kind's abbreviation (` SDK 1.4`), maybe a release after them.
_DESCRIBING_WORDS = lazy(
    r"(?:\s+[a-z][a-z\-]{2,}){1,3}|\s+(?:SDK|API|CLI|UI)(?:\s+v?\d+(?:\.\d+)+)?"
)


# The word for a thing's ecosystem right after its name (`Orbit 生态新增 Wisp 插件`, `Orbit
# 生态：社区插件 …`): news of what others build around it.
_ECOSYSTEM = lazy(r"^\s*生态")


def _ecosystem(shown: str) -> bool:
    """The title names its Latin core's ecosystem, not the thing itself."""
    name = _LATIN_CORE.match(shown)
    return name is not None and _ECOSYSTEM.match(shown[name.end() :]) is not None


# A model word: capitals then digits (`H200`, `B200`, `MI300X`).
_MODEL_WORD = lazy(r"(?<![A-Za-z0-9])[A-Z]{1,3}\d{2,4}[A-Za-z]?(?![A-Za-z0-9])")

# A lead up to its first comma: its name and the first clause of its description.
_LEAD_HEAD = lazy(r"^[^，,。；;]{1,120}")
# Characters that join two things named before and after them (`叉线与 Driftline`).
_JOINING = frozenset("与和及跟对同兼")
# A preposition ending the Chinese words before a Latin name (`社区为 Quokka 发布移植版`, `厂商给
# Osprey 做的插件`): a subject and whom it acts for, not a Chinese name of the Latin one.
_PREPOSITION = frozenset("为给替帮向把被由将")
# Words of an action or a relation that may come glued before a Latin name (`接入Tundra`,
# `对标Echo`): not a Chinese name of it.
_GLUED_ACTION = lazy(
    r"发布|推出|支持|接入|集成|兼容|适配|基于|对标|采用|使用|新增|上线|开源|弃用|迁移|替换|收购"
    r"|联合|携手|替代|取代|超越|击败|比较|对比|评测|实测"
    # (and of rivalry or imitation: `叫板Tundra`, `复刻Tundra`, `媲美Echo`)
    r"|叫板|挑战|复刻|仿制|魔改|媲美|比肩|看齐|对抗|起诉"
)


# The Chinese name a lead writes right before a Latin one (`「苔原」Tundra`, `**苔原** Tundra`).
_CJK_BEFORE_LATIN = lazy(rf"(?P<cjk>[{_CJK_CHARS}]{{2,}})[」】』\]*·\s]*$")


def _glued_name(chinese: str) -> bool:
    """Two to four Chinese characters written glued to the Latin name after them (`苔原Tundra
    0.10`), none of them a word of action or relation (`接入Tundra`): a Chinese name, as
    when a space sets it apart."""
    return (
        2 <= len(chinese) <= 4
        and not _GENERIC_CJK.search(chinese)
        and (not _GLUED_ACTION.search(chinese))
    )


# A title starting with a name in two languages: `薇丽 Vellichor 2.6 预览`.
_TWO_LANGUAGES = lazy(
    rf"^(?P<whole>[{_CJK_CHARS}]{{2,}}\s*"
    r"(?P<latin>[A-Z](?=[A-Za-z0-9\-]*[a-z])[A-Za-z0-9\-]{3,}))(?![A-Za-z0-9\-])"
)
# Chinese words right before a release (`耳机 2.0`, `编译器 3.2`): the kind a title gives its name.
# A Chinese name, a Latin one, maybe a model size (`赤霄 Chixiao-VL 72B 预告`).
_CHINESE_SPACE_LATIN = lazy(
    rf"^(?P<cjk>[{_CJK_CHARS}]{{2,6}})(?<![{''.join(sorted(_PREPOSITION))}])\s+"
    r"(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z]*)*)"
    r"(?:\s+\d+(?:\.\d+)?[BM])?(?![A-Za-z0-9.\-])"
)
_KIND_THEN_RELEASE = lazy(rf"^\s*(?P<kind>[{_CJK_CHARS}]{{1,6}})\s*v?\d+(?:\.\d+)+")
# The Latin name in brackets right after a Chinese name in a relation line (`已有 脂烛推理服务
# （Tallow Serve）`): the briefing's own link between the two.
_NAME_LATIN = lazy(
    r"\s*[（(]\s*(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*){0,3})\s*[)）]"
)
# A repository's path in brackets right after a name in a relation line (`continues Meridian
# (kestrel-labs/meridian) scheduler`): the entry whose lead writes that repository.
_NAME_PATH = lazy(
    r"\s*[（(]\s*(?P<owner>[A-Za-z0-9][\w.\-]*)/(?P<repo>[A-Za-z0-9][\w.\-]*)\s*[)）]"
)
# A leaderboard, right after a benchmark's name (`视域评测榜单周更`, `…排行榜 9 月更新`).
_BOARD_NOUN = lazy(r"^(?:榜单|排行榜|子榜)")
# A lead saying the thing made its debut (`…中间件首发`, `first public release`, `launched`).
_DEBUT_SAID = lazy(
    r"首发|首个(?:公开)?版本|(?i:(?<![A-Za-z])(?:first\s+(?:public\s+)?release|launch(?:ed|es)?"
    r"|debuts?)(?![A-Za-z]))"
)


# The releases a product's first one is numbered (`Lodestar 0.1`, `Tern v0.1.0`).
_FIRST_RELEASES = ((0, 1), (0, 1, 0))


# A name and its numbered generation (`Glint-2`, `Pixie 2`).
_NUMBERED = lazy(r"^(?P<name>[A-Za-z][A-Za-z\-]*?)[- ](?P<n>[1-9]\d?)$")


# The words right after a product word, up to a space, a figure or a mark (`智能体运行时`).
_KIND_HEAD = lazy(rf"^\s*[A-Za-z{_CJK_CHARS}][A-Za-z\-{_CJK_CHARS}]*(?=[\s\d\W]|$)")


_LATIN_OR_CJK = lazy(rf"[A-Za-z0-9{_CJK_CHARS}]")
_BARE_KV = lazy(r"(?i)(?<![A-Za-z0-9])kv(?![A-Za-z0-9])(?!\s*-?\s*(?:cache|缓存))")
_WORD = lazy(r"[a-z0-9]+")


_ONLY_WORD = "title names only the product word"
# A capitalised Latin word (`Ardentia`).
_CAPITALISED_WORD = lazy(r"(?<![A-Za-z0-9\-])[A-Z][A-Za-z0-9\-]*[A-Za-z0-9]")
# A name with a one-number generation glued on (`Sorrel3`, `Sorrel-3`).
_GLUED_GENERATION = lazy(r"(?P<name>[A-Za-z][A-Za-z\-]*?[A-Za-z])-?(?P<n>[1-9]\d?)")
# A sub-item logging a generation of a name coming out, after its date (`  - 2040-01-16 续：Sorrel
# 2 发布，…`, `- 2039-11-30: Sorrel 2 released`), `{name}` the name's words.
_GENERATION_LOGGED = (
    r"^\s*(?:[-*+]|\d+[.)])\s+(?:\**\d{{4}}-\d{{1,2}}-\d{{1,2}}\**\s*(?:续)?\s*[:：—–]?\s*)?"
    r"(?<![A-Za-z0-9\-]){name}[\s\-]?(?P<n>[1-9]\d?)(?![\d.A-Za-z])\s*"
    r"(?:正式)?(?:发布|上线|推出|(?:is\s+)?(?:released|launched|out)(?![A-Za-z]))"
)
# A dated edition right after the product word, then what it changed or nothing (`2039 秋季版：
# 新增…`, `秋季版`, `2039 fall edition`): a release of the thing, not another part of it.
_EDITION_RELEASE = lazy(
    r"^\s*(?:(?:19|20)\d{2}\s*年?\s*)?(?:春季|夏季|秋季|冬季|年度|上半年|下半年)版"
    r"(?=\s*(?:$|[:：,，;；—–(（]))"
    r"|(?i:^\s*(?:19|20)\d{2}\s+(?:spring|summer|fall|autumn|winter|annual)\s+edition(?![A-Za-z]))"
)


# Words after an entry's whole name that go on with a proper word (` Cache 开源` after `Heron`).
_LONGER_NAME = lazy(r"\s*[A-Z][a-z]+(?![A-Za-z0-9])")
# The same after one acronym (`MCP Server` of `Tollgate Proxy MCP Server 发布`; not `FP4 KV Cache`).
_ACRONYM_THEN_LONGER = lazy(r"\s*[A-Z]{2,5}\s+[A-Z][a-z]+(?![A-Za-z0-9])")
# (a specification finalised is its release: `SealFrame 1.2 规范定稿`)
_RELEASED = lazy(
    r"(?i)发布|正式版|(?:规范|标准|草案)?定稿|(?<![A-Za-z])(?:released?|finali[sz]ed)(?![A-Za-z])"
)
# After a release, a verb saying what the release changed: the rest is the news, not a name.
_CHANGED = lazy(r"(?<=\d)\s*(?:修复|新增|支持|加入|上线|引入|默认|改为|移除)")


_PLAIN_SECTION = lazy(r"§\s*(\d+\.\d+)(?![\d.])")  # `§1.4` (not a legacy `§1.(4)`)


# A title that is a product's minor release (`Fathom 0.7`, no patch), then what it changed, a
# CVE's fix among that (`Fathom 0.7 — 修复 CVE-2031-0412，新增审计日志`): the release's news, the
# vulnerability one thing it fixed.
_MINOR_FIXING_CVE = lazy(
    r"(?i)^\s*[A-Za-z][\w.\-]*(?:\s+[A-Za-z][\w.\-]*){0,2}\s+v?\d+\.\d+(?![\d.])\s*"
    r"(?:[—–:：]|-{1,2})\s*[^—–]*?(?:修复|修补|fix(?:es|ed)?)\s*CVE-\d{4}-\d{4,7}"
)


# A dated edition ending a name (`MCP 规范 2028-11-25`, `Spec 2029-01`).
_DATED_TAIL = lazy(r"\s+\d{4}-\d{2}(?:-\d{2})?$")
_ISSUE_KEY = lazy(r"^gh:[^/]+/(?P<repo>[^#]+)#\d+$")
# A Latin name's word an entry writes (`TaskArena`, `Quill`): a board's page may name it.
_BOARD_NAME_WORD = lazy(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]{2,}(?![A-Za-z0-9])")
# An entry's name or first clause saying it is a board (`Gorsefield 任务榜`, `代码问答排行榜`,
# `pairwise leaderboard`, `Read-aloud evaluation board`): not a product its maker's board names.
_BOARD_SAID = lazy(
    r"榜|排行|评测|基准|(?i:(?<![A-Za-z])(?:bench(?:mark)?|(?:leader|score)?board|ranking|standings"
    r"|eval(?:uation)?)s?(?![A-Za-z]))"
)
_LEAD_CLAUSE = lazy(r"^[^，,；;。.\n]*")
_TITLE_PRODUCT = lazy(r"^\s*(?P<word>[A-Z][A-Za-z0-9\-]*[a-z][A-Za-z0-9\-]*)(?![A-Za-z0-9])")


# A release right after a title's leading word (` 0.5 集成 …`, ` v2.1`).
_RELEASE_AFTER_WORD = lazy(r"\s+v?\d+(?:\.\d+)+(?![\d.])")
# Chinese words saying what kind of thing the leading word is, before its release (` 调度器`).
_KIND_BEFORE_RELEASE = lazy(r"\s*(?P<kind>[\u4e00-\u9fff]{2,6})(?=\s*v?\d+(?:\.\d+)+(?![\d.]))")
# A verb saying a release merges or adopts another thing (`合入`, `集成`, `integrates`).
_TAKES_IN = lazy(
    r"(?:合入|并入|集成|接入|引入|采用|纳入|(?i:(?<![A-Za-z])(?:integrates|adopts|merges|ships)))"
)
# A clause saying an entry's thing depends on, or is hit through, another thing.
_DEPENDS = lazy(
    r"依赖|上游|受|基于|(?i:(?<![A-Za-z])(?:depends?\s+on|upstream|affected\s+by|built\s+on)"
    r"(?![A-Za-z]))"
)
# A bracketed short form ending a name: one word in capitals (`(TFI)`, `(FLR-E)`) or the name's
# first word again (`Halo Monitor (Halo)`), not a maker's name (`(Tessel Systems)`).
_OWN_SHORT = lazy(r"\s*[（(](?:[A-Z][A-Z0-9\-]{1,7}|(?P<word>[A-Za-z][a-z]+))[）)]\s*$")


def _without_own_short(name: str) -> str:
    """The name without the short form bracketed after it (`_OWN_SHORT`): a word in capitals,
    or its own first word again (`Halo Monitor (Halo)`; not `Halo Monitor (Grafana)`)."""
    said = _OWN_SHORT.search(name)
    if said is None or (said["word"] and not name.lower().startswith(said["word"].lower())):
        return name
    return name[: said.start()]


_BRACKETED_SHORT = lazy(r"\s*[（(][^）)]*[）)]")
# The Latin word a title leads with, an all-capitals one too (`NCCL 2.30 修复 CVE-…`).
_TITLE_WORD = lazy(r"^\s*(?P<word>[A-Za-z][A-Za-z0-9.\-]*[A-Za-z0-9])(?![A-Za-z0-9])")


_CAPITALISED_RUN = lazy(r"(?<![A-Za-z0-9])[A-Z][a-z0-9]+(?:[ \-][A-Z][a-z0-9]+)+")


# News of a paper named by one word: its acceptance (`Gannet 论文被 ICML 2039 接收`, `Gannet paper
# accepted at …`) or its code (`gannet 开源实现发布`, `Gannet official code released`).
_PAPER_NEWS = lazy(
    r"^[A-Za-z][A-Za-z0-9\-]*\s*(?:论文(?:被|获|入选)|(?:开源实现|官方实现|参考实现|官方代码|代码)"
    r"(?:发布|开源|放出|公开)|(?i:paper\s+(?:accepted|wins)|(?:official\s+|reference\s+)?"
    r"(?:code|implementation)\s+(?:released|open-sourced)))"
)


# The subject shipping a plug-in for another thing (`Hollin Memory 发布 Brackish 适配插件`,
# `Hollin Memory releases a Brackish adapter`): the subject's news, the other one its context.
_SHIPS_FOR_OTHER = lazy(
    r"^[A-Za-z][A-Za-z0-9\-]*(?:\s[A-Z][A-Za-z0-9\-]*)?\s*"
    r"(?:发布|推出|上线|开源|(?i:releases|ships|launches|open-sources)(?:\s+an?)?)\s+"
    r"[A-Z][A-Za-z0-9\-]*(?:\s[A-Z][A-Za-z0-9\-]*)?\s*(?:的)?\s*(?:适配|集成|兼容)?\s*"
    r"(?:插件|适配器|连接器|扩展|(?i:plug-?ins?|adapters?|connectors?|integrations?|extensions?))"
    r"(?![A-Za-z])"
)


# The title's subject taking another named thing into itself (`Relaygrid 集成 Hopscotch 并行
# 工具调用调度`, `Quarry integrates Gannet`): the integrating product's news, the other named
# as what it took in (not `接入`: `A 接入 B` is as often A plugged into B).
_INTEGRATES_OTHER = lazy(
    r"^[A-Za-z][A-Za-z0-9\-]*(?:\s[A-Z][A-Za-z0-9\-]*)?\s*"
    r"(?:集成|内置|(?i:integrates|adopts|embeds)(?![A-Za-z]))\s*[A-Z][A-Za-z0-9\-]*"
)


def _ships_for_other(mine: Names) -> bool:
    """The title's subject ships a plug-in for another named thing (`_SHIPS_FOR_OTHER`), or
    integrates it (`_INTEGRATES_OTHER`)."""
    shown = mine.shown
    return _SHIPS_FOR_OTHER.match(shown) is not None or _INTEGRATES_OTHER.match(shown) is not None


def _name_words(shown: str) -> list[str]:
    """An entry's name as its words, folded, without a bracketed short form (`Fulmar Runtime
    (FLR)`: `fulmar`, `runtime`)."""
    return [form(w) for w in _BRACKETED_SHORT.sub(" ", shown).split()]


def _extends(longer: list[str], base: list[str]) -> bool:
    """`longer` is `base` and more words after it (`Fulmar Runtime Enterprise`)."""
    return len(longer) > len(base) > 0 and longer[: len(base)] == base


def _initials_in(word: str, shown: str) -> bool:
    """`word` is an abbreviation of three capitals or more (`ATP`) whose letters are the
    initials of consecutive capitalised words the entry's name writes (`Agent Transit
    Protocol, …`)."""
    if not (3 <= len(word) <= 6 and word.isascii() and word.isupper() and word.isalpha()):
        return False
    runs = _CAPITALISED_RUN.findall(shown)
    return any(word in "".join(w[0] for w in re.split(r"[ \-]", run)) for run in runs)


_VERSION_AFTER = lazy(r"\s*v?\d+(?:\.\d+)+(?![\d.])")  # a release right after a name
# A title's head of Chinese characters, then a release (`问渠基准 v1.1 排行榜刷新`).
_CJK_HEAD_RELEASE = lazy(rf"^(?P<head>[{_CJK_CHARS}]{{3,12}})\s*v?\d+(?:\.\d+)+(?![\d.])")
# Chinese words of the trade: a name starting with one is no name of its own (`推理服务…`).
_GENERIC_CJK = lazy(
    r"推理|服务|模型|缓存|调度|引擎|框架|集群|显存|内存|算子|内核|分布|训练|部署|量化|注意|投机"
    r"|解码|预填|上下|租户|故障|复盘|基准|评测|论文|研究|实测|方案|系统|平台|网关|路由|追踪|监控"
    r"|开源|发布|更新|新增|大模|多机|单机|节点|跨|多|新|旧|中|大|小|高|低"
)
# Words saying what kind of thing a title's name is, before it (`多模态评测 LVUS v2`, `MCP 服务器
# northwind/mcp-postgres 0.3`): a protocol's acronym at most, then Chinese, then a Latin name.
_KIND_FIRST = lazy(rf"^(?:[A-Z]{{2,5}}\s*)?(?P<kind>[{_CJK_CHARS}]{{2,8}})\s+(?=[A-Za-z])")
# A kind (a Latin word of the trade at most before it) then a Chinese name and its release
# (`GraphRAG 框架 苔图 1.3`: 苔图 1.3).
_KIND_THEN_CJK_NAME = lazy(
    rf"^(?:[A-Za-z][A-Za-z0-9\-]{{1,15}}\s*)?(?P<kind>[{_CJK_CHARS}]{{2,8}})\s+"
    rf"(?=[{_CJK_CHARS}]{{2,6}}\s*v?\d+(?:\.\d+)*(?![\d.]))"
)
_DOTTED = lazy(r"\d\.\d")  # a dotted release anywhere (`vLLM 0.31 upgrade notes`)


_CLAUSE_MARK = lazy(r"[，。；,;]")  # (where a lead's clauses end)


_LOWER_LETTER = lazy(r"[a-z]")


# A product's name and a major line written as a series (`engram 1.x`, `Gantline 2.X`).
_SERIES_NAME = lazy(r"[A-Za-z][A-Za-z0-9\-]*(?:\s+[A-Za-z][A-Za-z0-9\-]*)?\s+\d{1,3}\.[xX]")


# A name shown with the short form bracketed after it (`Brantmoor Runtime (BMR)`).
_SHOWN_WITH_SHORT = lazy(r"(?P<name>.+?)\s*[（(][A-Za-z][A-Za-z0-9\-]{1,11}[)）]")
# The bold name a lead begins with (`**HRS**（Heron Scheduler）：…`).
_LEAD_BOLD = lazy(r"\s*\*\*(?P<head>[^*]{1,40})\*\*")


def _longer_name(core: str, shown: str) -> bool:
    """`shown` goes on from the one word `core` with another Latin word, a letter first
    (`Tessera Cloud`, `TesseraCloud Serverless`), not a release or a number."""
    said = _WORD_THEN.match(shown)
    return said is not None and form(said["word"]) == core and said["next"][:1].isalpha()


# A title's one Latin word, then Chinese words (`Hollin 托管服务 12-08 写入中断`).
_KIND_AFTER_WORD = lazy(r"\s*(?P<word>[A-Za-z][A-Za-z0-9\-]*)\s+(?P<kind>[\u4e00-\u9fff]{2,})")
_WORD_THEN = lazy(r"(?P<word>[A-Za-z][A-Za-z0-9.\-]*)\s+(?P<next>[A-Za-z][A-Za-z0-9\-]*)")
# A Latin name with Chinese glued straight after it (`Mnemo调试台 2.0`, `Tessel云`).
# A title calling its news a study of something (`消融研究`, `实证分析`, `an ablation study`).
_STUDY = lazy(
    r"研究|消融|实证|评测|评估|分析|审计|(?i:(?<![A-Za-z])(?:study|studies|ablations?|analysis"
    r"|evaluation|audit)(?![A-Za-z]))"
)
_GLUED_TO_CHINESE = lazy(r"[A-Za-z][A-Za-z0-9.\-]*[\u3400-\u9fff]")


# Trouble said as a backlog or congestion (`任务排队积压`, `queue backed up`).
# An entry named by a launch's title (`Corvid Labs 发布 Corvid-3D 预览`, a night's): a maker,
# a launch word, then the capitalised name launched.
_MAKER_LAUNCHED = lazy(
    r"^(?P<maker>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)?)\s*(?:正式|宣布)?"
    r"(?:推出|发布|上线|开源)\s*(?P<name>[A-Z][A-Za-z0-9\-]*)"
)


def _launch_of_another(theirs: str, mine: str) -> bool:
    """The entry is named by a maker launching another thing (`Corvid Labs 发布 Corvid-3D 预览`:
    not `Kestrel 发布 Kestrel 2.0`, the maker's own), and the title does not name it (`Corvid
    Labs 完成融资` is the maker's news, not the launched thing's)."""
    said = _MAKER_LAUNCHED.match(theirs)
    if said is None or form(said["name"]) == form(said["maker"].split()[0]):
        return False
    return form(said["name"]) not in form(mine)


_BACKED_UP = lazy(r"积压|拥塞|(?i:backlog|backed\s+up|congest\w*)")


def _says_trouble(text: str) -> bool:
    """The text says trouble of any kind: an incident's word (`中断`, `outage`), a symptom or
    a fix of one (`news_of_incident`), damage, a service down, a backlog (`任务排队积压`)."""
    if _INCIDENT_WORD.search(text) or _DAMAGE.search(text) or _BACKED_UP.search(text):
        return True
    return contrary.news_of_incident(text) or incidents.says_down(text)


class _NameLookups(_Stated):
    """The index's look-ups and the readings its rules share: names, keys, pages, kinds, cores."""

    def _pairs_chinese(self, position: int, chinese: str, latin: str) -> bool:
        """The entry's lead writes the Chinese name with another Latin name than `latin` in
        brackets right after it (and its release: `萤火嵌入 2（Glowfly 2）`): the document
        pairs the name otherwise; a lead writing it alone (a night's entry) or with the same
        Latin name (`沙漏 0.1（Hourglass 0.1）`) pairs it with nothing else."""
        lead = self._lead_text(position)
        if chinese not in lead:
            return False
        said = re.search(re.escape(chinese) + _PAIRED_AFTER, lead)
        return said is not None and not form(said["latin"]).startswith(form(latin))

    def every_release_apart(self) -> bool:
        """The preamble gives every release an entry, no kind scoping the rule
        (`versions.states_release_entries_for_all`), judged once, when first asked."""
        if self._stated_all is None:
            self._stated_all = self.stated_all()
        return self._stated_all

    @staticmethod
    def _cites_repository_named(title: str, first: str) -> bool:
        """The title cites a repository (`All-Hands-AI/OpenHands#10412`) whose name is the
        title's first word (`openhands`, folded as names are)."""
        if "/" not in title:
            return False
        cited = (r.split("#", 1)[0] for r in refs.github_refs(title, keep=False))
        return any(form(r.rsplit("/", 1)[-1]) == first for r in (*cited, *contrary.repos_of(title)))

    def _cited_owner_fits(self, title: str, held: Sequence[int]) -> bool:
        """The entries' leads write no repository of the name the title cites under another
        owner (`tern-ai/tern` against `Tern Cloud …（tern-cloud/tern#12）`: another maker's
        project of that name)."""
        if "/" not in title:
            return True
        cited = {r.split("#", 1)[0].casefold() for r in refs.github_refs(title, keep=False)}
        cited |= contrary.repos_of(title)
        leads = contrary.written_repos(" ".join(self._lead_text(p) for p in held))
        named = {r.rsplit("/", 1)[-1] for r in cited}
        written = {r for r in leads if r.rsplit("/", 1)[-1] in named}
        return not written or bool(written & cited)

    def _one_entry_per_product(self, theirs: Names, position: int | None = None) -> bool:
        """The entry is its product's only release entry, and no entry is named by the
        product alone, in a document that keeps one entry per product: another release of the
        product is news of it. An entry named as a release announcement (`X 0.1 开源`) is
        only where a night wrote it (at `position`) in a document whose preamble says so. (Not
        every night's entry named by a release, in such a document, as the product's one: a
        night's entry may be the duplicate an earlier miss made, and continuing it spreads the
        miss; measured on the blind weeks, the reading took two wrong continuations for one
        right.)"""
        if not theirs.bare or not (self.per_product() or self._stated_debut(position)):
            return False
        if versions.announces_release(theirs.shown) and not self._stated_product_entry(position):
            return False
        named = self._live(self.by_form.get(theirs.bare, ()))
        if any(not self.entries[p].names.version for p in named):
            return False  # (the product's entry is the one named without a release)
        held = [p for p in named if len(self.entries[p].names.version) > 1]
        return not versions.several_releases(self.entries[p].names.version for p in held)

    def _stated_debut(self, position: int | None) -> bool:
        """A night's entry of a product's debut (`Tern 0.1 — 开源重试中间件首发`: a debut word in
        its lead, or a name whose release is a first one, `0.1`) where the preamble keeps one
        entry per product, no other live entry going by its first word (`_sole_night_entry`):
        the product's one entry, though another night's entry named by a release (maybe a
        miss's duplicate) hides the editor's convention."""
        if position is None or not self._sole_night_entry(position):
            return False
        if self.entries[position].names.version in _FIRST_RELEASES:
            return True  # (`Lodestar 0.1 — 按问题类型自动路由…`: a first release, a debut)
        return _DEBUT_SAID.search(lead_text(self.entries[position].lead)) is not None

    def _one_product_entry(self, theirs: Names, position: int) -> bool:
        """The entry at `position` is its product's one (`_one_entry_per_product`), or the
        night's debut entry of it (`_stated_debut`)."""
        if self._one_entry_per_product(theirs):
            return True
        return self._stated_debut(position) and self._one_entry_per_product(theirs, position)

    def _sole_night_entry(self, position: int | None) -> bool:
        """A night's entry in a document whose preamble keeps one entry per product
        (`_stated_product_entry`), no other live entry going by its first word (not `thimble
        0.1.1 补丁` beside the editor's `Thimble 顶针 0.1`): the product's one entry."""
        if position is None or not self._stated_product_entry(position):
            return False
        first = self.entries[position].names.first
        others = [p for p in self._live(self.by_first.get(first, ())) if p != position]
        return bool(first) and not others

    def _short_spelled_otherwise(self, inc: _Increment, position: int) -> str | None:
        """The title writes a short form the entry's lead gives its name (`Anvil RT` of
        `**Anvil Runtime** (Anvil RT)`), and the title or its points write another name whose
        letters it gives (`Anvil RT 2.0 — Anvil Robotics …`, `SPR 1.0 — Speculative Parallel
        Retrieval`): that thing's short form, not the entry's."""
        shown = self.entries[position].names.shown
        text = " ".join((inc.title, *inc.points))
        for short, name in self._short_pairs(position):
            if not re.search(rf"(?<![A-Za-z0-9_]){re.escape(short)}(?![A-Za-z0-9_])", inc.title):
                continue
            other = spelled_otherwise(text, short, name)
            if other is not None:
                return f'"{short}" is what the briefing calls "{other}", not "{shown}"'
        return None

    def _short_pairs(self, position: int) -> list[tuple[str, str]]:
        """The short forms the entry's lead gives its name, each with the name it shortens:
        after the name (`Anvil Runtime (Anvil RT)`, the name shown with its bracket too:
        `**Brantmoor Runtime (BMR)**`), or the entry named by it, the name bracketed after
        (`**HRS**（Heron Scheduler）`, `bracketed_shortened`)."""
        shown, lead = self.entries[position].names.shown, self._lead_text(position)
        bare = _SHOWN_WITH_SHORT.fullmatch(shown)
        name = bare["name"] if bare else shown
        pairs = [(short, name) for short in short_forms(lead, name)]
        bold = _LEAD_BOLD.match(lead)  # (the entry may go by the bracketed name: `Heron Scheduler`)
        head = bold["head"] if bold else shown
        return pairs + [(head, full) for full in bracketed_shortened(lead, head)]

    def _key_evidence(self, title: str, key: str, position: int, cited: bool) -> Evidence:
        """A shared key: the same thing; but an issue another product's title cites (`Weir 2.0
        修复与 meridian-compute/capstan#1034 同类的…`: the title leads with a product that is
        not the issue's repository and that the entry never writes) is a reference, a
        possibility at most; one a release cites (`cited`: `_release_cites`), a short name's
        weight at most."""
        found = self._shared_key(title, key, position)
        if cited and found.weight > SHORT_NAME and not self._fix_of_incident(title, position):
            return Evidence(SHORT_NAME, f"{key} (cited by a release)")
        return found

    def _shared_key(self, title: str, key: str, position: int) -> Evidence:
        if key.startswith("cve:"):
            return self._shared_cve(title, key, position)
        if key.startswith("arxiv:"):
            other = _other_generation(title, self.entries[position].shown)
            if other:  # (`Sprig-4 草稿模型` citing the id the `[Sprig-3](…)` entry links)
                return Evidence(POSSIBLE, f"{key}, of another generation ({other})")
            user = self._release_using(title, position)
            if user:  # (`Quillspec 0.5 集成 Sparrowhawk`: the paper's id, cited by a user)
                return Evidence(POSSIBLE, f'{key}, cited by a release of "{user}"')
        if key.startswith("url:"):
            return self._shared_page(title, key, position)
        issue = _ISSUE_KEY.match(key)
        owner = self._repository_entry(key, position) if issue is not None else None
        if owner is not None:  # (`依赖 Osprey MCP（受 osprey-dev/osprey-mcp#45 影响）`)
            return Evidence(POSSIBLE, f'{key}, an issue of "{owner}", cited as background')
        recurring = self._release_of_its_own(title, position) if issue else ""
        if recurring:  # (`Ferrox 0.9 … OOM 复现` citing the issue `Ferrox ⟨0.8⟩` holds)
            return Evidence(POSSIBLE, f"{key}, of another release than {recurring}'s")
        lead = _TITLE_PRODUCT.match(title)
        if issue is None or lead is None or lead["word"].casefold() in COMMON:
            return Evidence(STRONG, key)  # (`Tracing 内核合入 acme/hooks#12`: no product named)
        if lead["word"].casefold() == issue["repo"].casefold():
            return Evidence(STRONG, key)
        entry = self.entries[position]
        written = " ".join([entry.shown, lead_text(entry.lead)])
        pair = _other_pair(title, written)  # (`Lodestar Review` against `Lodestar Serve`)
        if contrary.has_word(written, lead["word"]) and pair is None:
            return Evidence(STRONG, key)
        return Evidence(POSSIBLE, f'{key}, cited by a title about "{pair or lead["word"]}"')

    def _repository_entry(self, key: str, position: int) -> str | None:
        """The one other live entry whose lead links the repository of the issue `key`, when
        the entry at `position` cites the issue in a clause saying it depends on or is hit by
        another thing, without linking that repository, its name writing no word of it
        (`**Wayline** — …；依赖 Osprey MCP（受 osprey-dev/osprey-mcp#45 影响）` beside `**Osprey
        MCP** — github.com/osprey-dev/osprey-mcp`): the issue is that entry's, background here."""
        path = key[len("gh:") :].split("#", 1)[0].casefold()
        entry = self.entries[position]
        lead = self._lead_text(position)
        at = lead.casefold().find(key[len("gh:") :].casefold())
        clause = _CLAUSE_MARK.split(lead[:at])[-1] if at >= 0 else ""
        if not _DEPENDS.search(clause) or path in self.repos(position):
            return None
        if any(contrary.has_word(entry.shown, w) for w in re.split(r"[/\-_.]", path) if w):
            return None
        live = self._live(range(len(self.entries)))
        owners = [p for p in live if p != position and path in self.repos(p)]
        return self.entries[owners[0]].names.shown if len(owners) == 1 else None

    def _release_of_its_own(self, title: str, position: int) -> str:
        """The release a title names (`Ferrox 0.9 长上下文 OOM 复现`), where the entry holding
        its issue is named by another release of that product, not one the title's patches
        (`Ferrox ⟨0.8⟩`), and another live entry is named by the title's release: the bug
        recurs in that release, whose entry it is (its name, returned); "" otherwise."""
        mine = names_of(title)
        theirs = self.entries[position].names
        if not mine.version or not theirs.version or form(mine.bare) != form(theirs.bare):
            return ""
        if mine.version[: len(theirs.version)] == theirs.version:
            return ""  # (`Ferrox 0.8.1`: a patch of the entry's own line)
        for other in self._live(self.by_form.get(form(mine.bare), ())):
            names = self.entries[other].names
            same = names.version and form(names.bare) == form(mine.bare)
            if other != position and same and mine.version[: len(names.version)] == names.version:
                return names.shown
        return ""

    def _closer_release(self, title: str, position: int) -> str:
        """The release a title names, where another live entry is named by it more closely than
        the entry at `position` (`Tern 3.5 复测` against `Tern 3` beside `Tern 3.5 发布`), or
        the entry is another release's (`_release_of_its_own`): that entry's name; else ""."""
        mine = names_of(title)
        theirs = self.entries[position].names
        if not mine.version or not theirs.version or form(mine.bare) != form(theirs.bare):
            return ""
        if mine.version[: len(theirs.version)] != theirs.version:
            return self._release_of_its_own(title, position)
        for other in self._live(self.by_form.get(form(mine.bare), ())):
            names = self.entries[other].names
            closer = len(names.version) > len(theirs.version) and form(names.bare) == form(
                mine.bare
            )
            if other != position and closer and mine.version[: len(names.version)] == names.version:
                return names.shown
        return ""

    def _release_using(self, title: str, position: int) -> str:
        """The product a title leads with and gives a release (`Lodestar 2.1 集成 Petrichor
        投机解码`), where the entry's name and lead never write it but the title writes the
        entry's own name after it: a release of another thing that uses the entry's method,
        its paper's id cited as background; "" otherwise."""
        led = _TITLE_PRODUCT.match(title)
        if led is None or led["word"].casefold() in COMMON:
            return ""
        kind = _KIND_BEFORE_RELEASE.match(title[led.end() :])  # (`Orbit 调度器 0.10 合入 …`)
        if kind and not descriptor_only(kind["kind"], self.glossary):
            return ""
        rest = title[led.end() + (kind.end() if kind else 0) :]
        if not _RELEASE_AFTER_WORD.match(rest):
            return ""
        entry = self.entries[position]
        own = _FIRST_WORD.match(entry.shown)
        if own is None or len(own[0]) <= 2 or not contrary.has_word(rest, own[0]):
            return ""
        if contrary.has_word(entry.shown, led["word"]):
            return ""
        maker = contrary.has_word(lead_text(entry.lead), led["word"])
        if maker and not self._taken_in(rest, own[0]):
            return ""  # (the lead's maker, `Orbit Systems Lab`: only with `合入 SLOFair` said)
        return led["word"]

    @staticmethod
    def _taken_in(rest: str, name: str) -> bool:
        """The title says its release takes the entry's thing in: a verb of merging or
        adopting right before the entry's name (`0.10 合入 SLOFair`, `2.1 integrates X`)."""
        taken = rf"{_TAKES_IN.pattern}\s*{re.escape(name)}(?![A-Za-z0-9])"
        return re.search(taken, rest) is not None

    def _shared_page(self, title: str, key: str, position: int) -> Evidence:
        """A page the entry holds only through an update (`mmsb.example/v2/leaderboard`, cited
        by one model's result filed there) against a title leading with a product the entry's
        name and lead never write (`Sable-Omni 1.1 在 MMSB v2 的成绩`) or naming a release of
        the entry's product that another live entry is (`_release_of_its_own`): a page many
        things cite (a leaderboard, a round-up), a possibility at most; the entry's own page
        is strong."""
        entry = self.entries[position]
        lead = lead_text(entry.lead)
        held = key[len("url:") :].casefold() in lead.casefold()
        if held and len(self._live(self.by_key.get(key, ()))) > 1:  # (a leaderboard's page
            return Evidence(POSSIBLE, f"{key}, a page other entries cite too")  # several rank on)
        if not held and marker.board_page(key) and not self._board_named(key, position):
            return Evidence(POSSIBLE, f"{key}, a board's page")  # (`taskarena.org/leaderboard/
        # 2032-12`, left on a product's entry by its result: no identity of that product)
        recurring = "" if held else self._closer_release(title, position)
        if recurring:  # (`X 3.5 … 复测` citing the leaderboard an update of `X 3` cites)
            return Evidence(POSSIBLE, f"{key}, of another release than {recurring}'s")
        led = _TITLE_PRODUCT.match(title)
        if led is None or led["word"].casefold() in COMMON:
            return Evidence(STRONG, key)
        written = " ".join([entry.shown, lead, *entry.aliases])
        other = _other_pair(title, written)  # (`Lodestar Review` against `Lodestar Serve`)
        if contrary.has_word(written, led["word"]) and other is None:
            return Evidence(STRONG, key)
        if other is not None:
            return Evidence(POSSIBLE, f'{key}, cited by a title about "{other}"')
        if held and contrary.has_word(key, led["word"]):  # (a page the lead cites is a
            return Evidence(STRONG, key)  # possibility too, its address not the title's
        # product's either: `见 https://news.example.com/weekly/2026-46`, `Hopwright 1.0 开源`)
        return Evidence(POSSIBLE, f'{key}, cited by a title about "{led["word"]}"')

    def _board_named(self, key: str, position: int) -> bool:
        """The entry at `position` goes by a Latin name (its name or an alias; not a common
        word nor a board's) that is a word of the board page's address (`TaskArena` in
        `taskarena.org/leaderboard/2032-12`) and that says a board (`_says_board`): the
        board's own entry, which the page names; or a status page naming the entry's product
        (`status.marlpit.example/incidents/k7`), that product's own."""
        entry = self.entries[position]
        written = " ".join([entry.shown, *entry.aliases])
        words = {w.casefold() for w in _BOARD_NAME_WORD.findall(written)}
        words -= COMMON | marker.BOARD_WORDS
        named = any(w in words for w in re.split(r"[./\-_]+", key[len("url:") :]))
        return named and (self._says_board(position) or marker.status_page(key))

    def _says_board(self, position: int) -> bool:
        """The entry's name or its lead's first clause (a heading entry's: its paragraph's)
        says a board (`_BOARD_SAID`): `Gorsefield 任务榜`, not `Gorsefield Agent`, a product
        of the board's maker whose name the board's address writes too."""
        entry = self.entries[position]
        clause = _LEAD_CLAUSE.match(lead_text(entry.lead))
        said = f"{entry.shown} {clause.group() if clause else ''}"
        if _BOARD_SAID.search(said):
            return True
        source = getattr(entry.source, "entry", None)  # (an existing heading entry's paragraph)
        if not isinstance(source, Entry):
            return False
        first = _LEAD_CLAUSE.match(description(source))
        return first is not None and _BOARD_SAID.search(first.group()) is not None

    def _shared_cve(self, title: str, key: str, position: int) -> Evidence:
        """A CVE id the title and the entry's first paragraph share: the same vulnerability
        when the entry is the vulnerability's (its first clause writes the id: `**LangGraph
        检查点反序列化漏洞**（CVE-2027-35520）：…`) or the title leads with no other product;
        but an entry citing it further on as background (`**Capstan**：…；已随上游修补
        CVE-2026-41234（NCCL 的漏洞）`) against a title leading with a product its name never
        writes (`NCCL 2.30 修复 CVE-2026-41234`, `Weir 1.0 — 不受 CVE-… 影响`) is a reference,
        a possibility at most; so is a CVE the title says its news came after (`Ledgerline MCP
        1.5 — 只读模式默认开启（CVE-2029-10433 之后的加固）`: a release, not the advisory's fix)."""
        entry = self.entries[position]
        if (
            incidents.AFTER_CVE.search(title) is not None
        ):  # (`…（CVE-2029-10433 之后的加固）`: background)
            return Evidence(POSSIBLE, f"{key}, what the title's news came after")
        if _MINOR_FIXING_CVE.match(title) and not entry.names.version:
            return Evidence(POSSIBLE, f"{key}, one fix of the title's release")
        first = _FIRST_CLAUSE.match(lead_text(entry.lead))
        if first is not None and key[len("cve:") :].casefold() in first.group().casefold():
            if self._fixed_by_another_release(title, position):
                return Evidence(POSSIBLE, f"{key}, fixed by a release the preamble files apart")
            other = self._another_entrys_product(title, position)
            if other:  # (`Ravel 1.2 — 同步修复 CVE-…` against `**Tamarack 安全公告：…（CVE-…）**`)
                return Evidence(POSSIBLE, f'{key}, cited by a title about "{other}"')
            return Evidence(STRONG, key)
        lead = _TITLE_WORD.match(title)
        word = lead["word"] if lead else ""
        if not word or word.casefold() in COMMON or refs.cve_ids(word):
            return Evidence(STRONG, key)
        if contrary.has_word(entry.shown, word) or _initials_in(word, entry.shown):
            return Evidence(STRONG, key)  # (`ATP …` of `Agent Transit Protocol, …`: its initials)
        return Evidence(POSSIBLE, f'{key}, cited by a title about "{word}"')

    def _another_entrys_product(self, title: str, position: int) -> str:
        """The product word the title leads with, when the entry's name never writes it and
        it is another live entry's first word (`Ravel 1.2 发布 — 同步修复 CVE-…` against the
        vulnerability's `**Tamarack 安全公告：…（CVE-…）**` where `**Ravel**` is an entry):
        that product's news citing the id; else ""."""
        lead = _TITLE_WORD.match(title)
        word = lead["word"] if lead else ""
        if not word or word.casefold() in COMMON or refs.cve_ids(word):
            return ""
        shown = self.entries[position].shown
        if contrary.has_word(shown, word) or not self._led_by_a_product(shown, position):
            return ""  # (an advisory named by its id or its flaw alone may be any product's)
        others = [p for p in self._live(self.by_first.get(form(word), ())) if p != position]
        return word if others else ""

    def _led_by_a_product(self, shown: str, position: int) -> bool:
        """The entry's name leads with a product word another live entry goes by
        (`Tamarack 安全公告：…` beside `**Tamarack**`): the advisory says whose it is."""
        lead = _TITLE_WORD.match(shown)
        word = lead["word"] if lead else ""
        if not word or word.casefold() in COMMON or refs.cve_ids(word):
            return False
        return any(p != position for p in self._live(self.by_first.get(form(word), ())))

    def _fixed_by_another_release(self, title: str, position: int) -> bool:
        """The title is a release of a product (`栈桥网关 0.3 — 修复 CVE-…`), the vulnerability's
        entry names another release of that product (`… — 栈桥网关 0.2 重排缓存可被污染`), and
        the preamble gives every release an entry: the fix is that new release's entry."""
        mine = names_of(title)
        if not mine.bare or not mine.version or not self.every_release_apart():
            return False
        said = re.search(
            re.escape(mine.bare) + r"\s?v?(?P<release>\d+(?:\.\d+)+)(?![\d.])",
            _visible(self._lead_text(position)),
        )
        theirs = versions.release(said["release"]) if said else ()
        return bool(theirs) and versions.other_release(mine.version, theirs)

    def _records_numbered(self, after: str, position: int) -> bool:
        """The entry's sub-items log another numbered generation of the title's name (`Glint-2`
        against `- ↳ 04-14 Glint-1：…` under `〔Glint〕`): the editor files generations there."""
        said = _NUMBERED.match(after)
        if said is None:
            return False
        name = said["name"].casefold()
        for held in self.generations_held(position):
            other = _NUMBERED.match(held)
            if other and other["name"].casefold() == name and other["n"] != said["n"]:
                return True
        return False

    def _paired_names(self, name: str) -> set[str]:
        """`name`'s form and those of the names entries pair it with (`潮井 / Tidewell`)."""
        mine = form(name)
        names = {mine}
        for entry in self.entries:
            halves = entry.shown.split(" / ") if " / " in entry.shown else ()
            if mine in {form(h) for h in halves}:
                names.update(form(h) for h in halves)
        return names - {""}

    def shorts_named(self, text: str) -> set[int]:
        """The live entries whose lead gives a short form `text` writes (`TRT-LLM 与 ALB
        合批…`: TensorRT-LLM's and Adaptive Lookahead Batching's), though it is too short to
        be a name of its own (`ALB`), or another thing's that lead writes (`PS`)."""
        found: set[int] = set()
        for short, positions in self.shorts.items():
            if re.search(rf"(?<![A-Za-z0-9_]){re.escape(short)}(?![A-Za-z0-9_])", text):
                found.update(self._live(positions))
        return found

    def mentioned(self, text: str) -> dict[int, str]:
        """The live entries whose name `text` mentions → that name (a copy: the answer is kept
        until an entry comes in, `add`, the only change to what `find` reads — the entries,
        whose `live` is set once, and the names filed for them; a lazy fetch puts in only
        what the whole index holds already)."""
        known = self._mentioned.get(text)
        if known is None:
            found = self.mentions.find(text).items()
            known = self._mentioned[text] = {p: n for p, n in found if self.entries[p].live}
        return dict(known)

    def products_named(self, text: str) -> dict[int, str]:
        """The live entries whose product word (their name's first Latin word) is a
        distinctive word of `text` → that word (`SGLang vs vLLM 前缀命中基准` → `SGLang 0.6`,
        `vLLM 0.31`): where a title's things are filed, not what it continues."""
        words = {form(w): w for w in _LATIN_TOKEN.findall(text)}
        found = {}
        for word, shown in sorted(words.items()):
            if word not in COMMON and distinctive(word):
                found.update(dict.fromkeys(self._live(self.by_first.get(word, ())), shown))
        return found

    def _mentioned_in_place(self, clause: str) -> list[int]:
        """The entries a clause names, less those in another section than the one it places
        what it names in (`§1.4 已有 Osprey-Serve 32k 截断故障（背景）` is not about the
        Osprey-Serve entry of §1.1)."""
        placed = {f"§{m}" for m in _PLAIN_SECTION.findall(clause)}
        named = self.mentioned(clause)
        return [p for p in named if not placed or self.entries[p].anchor in placed]

    def _kind_first(self, mine: Names) -> Names:
        """The title read without the words before its Latin name that say only what kind of
        thing it is (descriptor terms and words of the trade, an acronym before them:
        `多模态评测 LVUS v2`, `MCP 服务器 northwind/mcp-postgres 0.3`); else as it is."""
        kind = None if mine.comparison else _KIND_FIRST.match(mine.shown)
        kind = kind or (None if mine.comparison else _KIND_THEN_CJK_NAME.match(mine.shown))
        if kind is None or not descriptor_only(kind["kind"], self.glossary):
            return mine
        return names_of(mine.shown[kind.end() :])

    def _chinese_of(self, bare: str) -> str | None:
        """The one Chinese name the entries going by a Latin name give it (their aliases)."""
        said = {
            alias
            for p in self._live(self.by_form.get(bare, ()))
            for alias in self.entries[p].aliases
            if _IS_CJK.match(alias) and not _LATIN_WORD.search(alias)
        }
        return next(iter(said)) if len(said) == 1 else None

    def writing_repository(self, owner: str, repo: str) -> list[int]:
        """`_writing_repository`: the live entries going by a repository their lead writes."""
        return self._writing_repository(owner, repo)

    def _writing_repository(self, owner: str, repo: str) -> list[int]:
        """The entries whose name starts with the repository's name and whose lead writes or
        links that very repository (`**Meridian 调度器**（kestrel-labs/meridian）` for
        `kestrel-labs/meridian v2.1.post1`; not `Meridian Labs 推理云`)."""
        path = f"{owner}/{repo}".casefold()
        return [
            p
            for p in self._live(self.by_first.get(form(repo), ()))
            if path in self.repos(p) | contrary.written_repos(self._lead_text(p))
        ]

    def _other_chinese_name(self, chinese: str, latin: str) -> bool:
        """An entry going by the Latin name writes it in its lead after a Chinese name other than
        the one glued before it in the title (`「苔原」Tundra` against `字节Tundra 1.0`: another
        maker's or product's Tundra, not a Chinese name of this one)."""
        for p in self._live(self.by_form.get(form(latin), ())):
            lead = self.entries[p].lead  # (as written: `lead_text` leaves `「苔原」` out)
            lead = lead if isinstance(lead, str) else lead.title
            at = lead.find(latin)
            if at < 0:
                continue
            before = _CJK_BEFORE_LATIN.search(lead[:at])
            if before is not None and before["cjk"] != chinese.strip():
                return True
        return False

    def _latin_half(self, mine: Names) -> list[Names]:
        """A title that starts with an entry's whole name in two languages (`薇丽 Vellichor
        2.6 预览` for `【薇丽 Vellichor】`) read from its Latin half on (`Vellichor 2.6 预览`)."""
        match = _TWO_LANGUAGES.match(mine.shown)
        if match is None:
            return []
        if not self._live(self.by_form.get(form(match["whole"]), ())):
            chinese = mine.shown[: match.start("latin")]  # (`叉线 Forkline`: `**叉线** · Forkline`)
            both = set(self.by_form.get(form(chinese), ())) & set(
                self.by_form.get(form(match["latin"]), ())
            )
            short = len(chinese.strip()) <= 4 and chinese.endswith(" ")  # (a name, no verb:
            short = short and not _GLUED_ACTION.search(chinese)  # not `基于 Orbit 的 Sparrow`)
            short = short or (
                _glued_name(chinese)  # (`苔原Tundra 0.10`: written as one word)
                and not self._other_chinese_name(chinese, match["latin"])
            )
            short = short and not descriptor_only(chinese, self.glossary)  # (not `推理引擎`)
            # (not another entry's name, `叉线 Driftline 联合基准` with `**叉线** · Forkline`;
            # not a word joining two things, `叉线与 Driftline`)
            short = short and not self._live(self.by_form.get(form(chinese.strip()), ()))
            short = short and chinese.strip()[-1:] not in _JOINING | _PREPOSITION
            latin = match["latin"]
            after = mine.shown[match.end("latin") :]  # (`耳机 2.0`: its own kind word)
            alone = short and (
                self._latin_only(latin)
                or self._latin_only(_released_run(mine.shown, match.start("latin")))
                or self._named_so(latin, chinese, after)
                or self._named_both_ways(latin, chinese)
                or (
                    _VERSION_AFTER.match(mine.shown[match.end() :]) is not None
                    and not _GENERIC_CJK.search(chinese)  # (not `推理后端 PyTorch 2.5`: a role)
                    and self._latin_releases(latin)
                )
            )
            if not self._live(sorted(both)) and not alone:
                return []
        return [names_of(mine.shown[match.start("latin") :])]

    def _paired(self, mine: Names) -> list[Names]:
        """A title naming its thing by a Chinese name and a release only (`镶石 2.0.1 — 修复…`)
        read by the one Latin name the document writes that Chinese name with (`镶石 Tessera
        1.9`: `Tessera 2.0.1`; `(Chinese name 青鸾-VL)` of `[Qingluan-VL 3]`: `青鸾-VL 3.5.1` as
        `Qingluan-VL 3.5.1`, the release rules' to place), when no entry goes by the Chinese
        name but those that pair it so."""
        match = _CJK_RELEASE.match(mine.shown) if self._pairs and not mine.core else None
        latin = self._pairs.get(match["name"], set()) if match else set()
        if match is None or not (latin or self._named_alone(match["name"])):
            return self._kind_paired(mine)  # (`灵枢推理引擎1.9`: a name glued to its kind)
        if self._named_alone(match["name"]):
            return []
        return [names_of(f"{next(iter(latin))} {match['release']}")] if len(latin) == 1 else []

    def _kind_paired(self, mine: Names) -> list[Names]:
        """`_paired` for a Chinese name glued to the kind of thing it is (a glossary term the
        entry's lead says too), then its release (`灵枢编码智能体 1.6.1` as `Lingshu Coder
        1.6.1`, where `Lingshu Coder 1.5 (…; 灵枢) — enterprise coding agent`)."""
        head = _CJK_HEAD_RELEASE.match(mine.shown) if self._pairs else None
        whole = head["head"] if head else ""
        release = head.group()[len(whole) :].strip().lstrip("v") if head else ""
        for cut in range(2, len(whole) - 1):
            name, kind = whole[:cut], whole[cut:]
            latin = self._pairs.get(name, set())
            if len(latin) != 1 or self._named_alone(name) or not self.glossary.terms(kind):
                continue
            if not descriptor_only(kind, self.glossary):
                continue
            said = self.glossary.terms(kind)
            pairing = self._pairing.get(name, set())
            if any(said <= self.glossary.terms(self._lead_text(p)) for p in pairing):
                return [names_of(f"{next(iter(latin))} {release}")]
        return []

    def _gives_chinese(self, position: int, chinese: str) -> bool:
        """The entry goes by the Chinese name: an alias, or its lead writes it."""
        return chinese in self.entries[position].aliases or chinese in self._lead_text(position)

    def _named_alone(self, chinese: str) -> bool:
        """An entry goes by the Chinese name alone, not only as the Chinese half of its
        name in two languages with a release (`镶石 Tessera 1.9`: a release's entry), nor as
        a Chinese name its lead pairs with a Latin one (`(Chinese name 青鸾-VL)`)."""
        pairing = self._pairing.get(chinese, set())
        for position in self._live(self.by_form.get(form(chinese), ())):
            if position in pairing:
                continue
            half = _two_language_half(self.entries[position].shown)
            if not (half and half[0] == chinese and half[2].strip()):
                return True
        return False

    def _goes_by(self, position: int, shown: str) -> bool:
        """The entry's lead writes the Chinese name a title leads with (`镶石 2.0.1` and
        `**镶石 Tessera 1.9**`), or names no maker (`Tessera2.0发布：…`, a night's entry for
        the same line): the borrowed Latin name finds no entry another maker's (`**Tessera
        2.0**（Mosaic Labs）：…向量数据库`, where no lead says 镶石 is Mosaic Labs')."""
        match = _CJK_RELEASE.match(shown)
        name = match["name"] if match else self._paired_head(shown)  # (`灵枢编码智能体 1.6.1`)
        lead = self._lead_text(position)
        if not name or name in lead:
            return bool(name)
        maker = re.search(contrary.ORG, lead) or contrary.bracketed_maker(lead)
        return maker is None

    def _paired_head(self, shown: str) -> str:
        """The paired Chinese name (`_pairs`) a Chinese head glued to its kind and release
        starts with (`灵枢` of `灵枢编码智能体 1.6.1`); "" for none."""
        head = _CJK_HEAD_RELEASE.match(shown)
        whole = head["head"] if head else ""
        cuts = range(len(whole) - 1, 1, -1)
        return next((whole[:c] for c in cuts if whole[:c] in self._pairs), "")

    def _named_so(self, latin: str, chinese: str, after: str = "") -> bool:
        """Exactly one entry goes by the Latin name, and its Chinese name is the title's
        Chinese half and a kind of thing (`声序 StreamCue 2.0.1` for `**声序调度器**（StreamCue）`:
        调度器, scheduler): the title names it in both languages, the kind word dropped; a
        kind word of the title's own before its release (`after` the Latin name) agrees
        with it (not `声序 StreamCue 耳机 2.0`: earphones)."""
        hits = self._live(self.by_form.get(form(latin), ()))
        chinese = chinese.strip()
        if len(set(hits)) != 1 or not chinese:
            return False
        shown = self.entries[hits[0]].shown  # (as written: `声序调度器`, not its alias)
        rest = shown[len(chinese) :] if shown.startswith(chinese) else ""
        return bool(rest) and descriptor_only(rest, self.glossary) and self._same_kind(after, rest)

    def _named_both_ways(self, latin: str, chinese: str) -> bool:
        """Exactly one entry goes by the two halves the other way round (`浮木Driftwood v0.3`
        for `**Driftwood 浮木** — …`): the title's own name, in the title's order."""
        return len(set(self._live(self.by_form.get(form(f"{latin}{chinese}"), ())))) == 1

    def _same_kind(self, after: str, kind: str) -> bool:
        """The Chinese words a title writes right before its release (`_KIND_THEN_RELEASE`)
        are the kind word, a part of it, or a term the glossary reads as one of its; true
        when it writes none there."""
        said = _KIND_THEN_RELEASE.match(after)
        if said is None or said["kind"] in kind or kind in said["kind"]:
            return True
        return bool(self.glossary.terms(said["kind"]) & self.glossary.terms(kind) - _BROAD)

    def _latin_releases(self, latin: str) -> bool:
        """The entries going by the Latin name are releases of it (`StreamCue 1.4`,
        `StreamCue 2.0`), none with a Chinese name: a title giving it a Chinese name and a
        release (`声序 StreamCue 2.0.1`) is read by its Latin half, the version rules to pick
        the release."""
        hits = set(self._live(self.by_form.get(form(latin), ())))
        return bool(hits) and all(
            self.entries[p].names.version
            and (
                not any(_HAS_CJK.search(n) for n in self.entries[p].names.full)
                # (a night's `Quill v2.4.0 发布`: Chinese only in the word announcing it)
                or not _HAS_CJK.search(_ANNOUNCED.sub("", self.entries[p].names.shown))
            )
            for p in hits
        )

    def _latin_only(self, latin: str) -> bool:
        """Exactly one entry goes by the Latin name, and it has no Chinese name (`[Forkline]
        (v0.5)`, for `叉线 Forkline …`: the Chinese translates the name, nothing contradicts it)."""
        hits = self._live(self.by_form.get(form(latin), ()))
        if len(set(hits)) != 1 or self.entries[hits[0]].names.version:
            return False  # (`推理后端 PyTorch 2.5`: a release entry, a dependency maybe)
        return not any(_HAS_CJK.search(n) for n in self.entries[hits[0]].names.full)

    def _goes_by_start(self, position: int, name: str) -> bool:
        """One of the entry's names (its own or an alias, as forms) starts with `name` (a
        form of two words or more: `kestrelcloud`)."""
        entry = self.entries[position]
        forms = {*entry.names.full, *(form(a) for a in entry.aliases)}
        return any(f.startswith(name) for f in forms)

    def _going_by(self, name: str) -> set[int]:
        """The live entries whose name's first word is `name` (a form), or `name` and more
        glued on (`murmurs2` of `Murmur-S2` for `murmur`): the prefilter's candidates for the
        name (`_Heads.candidates`: a superset of the entries filed under a form starting so),
        each read (no scan of every entry's names: issue 26)."""
        if not name:
            return set()
        found = set()
        for position in self._heads.candidates(name):
            if not self._indexed[position]:
                self._index(position)
            if self.entries[position].names.first.startswith(name):
                found.add(position)
        return set(self._live(found))

    def _led_alike(self, chinese: str, latin: str) -> list[int]:
        """The entries whose names start with the same Chinese name, then the same Latin one
        and size (`**风铃智能 WB-200 推理卡发布**` for `风铃智能 WB-200 实测`)."""
        found = []
        for position in self._heads.candidates(form(chinese)):  # (filed under its subject)
            entry = self.entries[position]
            if chinese not in entry.lead or not entry.names.shown.startswith(chinese):
                continue
            both = _CHINESE_SPACE_LATIN.match(entry.names.shown)
            if both and both["cjk"] == chinese and form(both.group()[len(chinese) :]) == latin:
                found.append(position)
        return sorted(found)

    def _kinds(self, position: int) -> frozenset[str]:
        """The glossary terms an entry's lead says up to its first comma (its name and the
        first clause of its description: what kind of thing it is) and its other names."""
        entry = self.entries[position]
        head = _LEAD_HEAD.match(_visible(lead_text(entry.lead)))
        return self.glossary.terms(" ".join([head.group() if head else "", *entry.aliases]))

    def _writes_kind(self, position: int, kinds: frozenset[str]) -> bool:
        """The entry's name and first clause write a spelling of one of `kinds` wherever it
        falls (`批调度器` writes 调度器, though the glossary reads 批调度 there first)."""
        entry = self.entries[position]
        head = _LEAD_HEAD.match(_visible(lead_text(entry.lead).replace("**", "")))
        text = " ".join([head.group() if head else "", *entry.aliases]).casefold()
        rows = (row for row in self.glossary.rows if row[0] in kinds)
        return any(term.casefold() in text for row in rows for term in row)

    def _described_kinds(self, position: int) -> frozenset[str]:
        """As `_kinds`, read past a bold name (`**Rook** (Ardent Labs) — sandboxed
        code-execution runtime for agents, …` → runtime)."""
        entry = self.entries[position]
        head = _LEAD_HEAD.match(_visible(lead_text(entry.lead).replace("**", "")))
        return self.glossary.terms(" ".join([head.group() if head else "", *entry.aliases]))

    def _product_entry(self, mine: Names) -> tuple[int, Evidence] | None:
        """The one entry the product word a name starts with names, and how well their
        descriptors agree (see `_by_product_word`); a generation of it the entry logs others
        of (`_logged_generation_entry`) when they agree only weakly or it stands in a name."""
        found = self._product_word_entry(mine)
        if found is not None and found[1].weight >= SHORT_NAME:
            return found
        return self._logged_generation_entry(mine) or found

    def _logged_generation_entry(self, mine: Names) -> tuple[int, Evidence] | None:
        """A title led by a product word and a one-number generation (`Sorrel 3 上线…`), the one
        live entry going by that word first (`**Sorrel TTS**`, named by no release) logging
        other generations of it (`_generation_logged`): that entry, a name's weight."""
        words = _latin_words(mine)
        if not words or mine.comparison or mine.rival:
            return None
        others = [w for w in _CAPITALISED_WORD.findall(mine.shown) if w != words[0]]
        glued = _GLUED_GENERATION.fullmatch(words[0]) if not mine.version else None
        if glued is not None and not self._live(self.by_form.get(form(words[0]), ())):
            words = [glued["name"]]  # (`Sorrel3「导演模式」上线`: `Sorrel 3`, no entry named so)
            mine = names_of(f"{glued['name']} {glued['n']}")
        if len(mine.version) != 1 or form(mine.bare) != form(words[0]):
            return None
        if not _product_word(words[:1]):
            return None
        hits = self._starting(words[:1])
        if len(hits) != 1 or self.entries[hits[0]].names.version:
            return None
        theirs = self.entries[hits[0]].names
        if theirs.first != form(words[0]) or not self._generation_logged(mine, words[:1], hits[0]):
            return None
        lead = lead_text(self.entries[hits[0]].lead)
        if mine.others and not all(_writes_word(lead, w) for w in others):
            return None  # (another name besides: only the maker the entry's lead writes)
        why = f'title names a generation of "{theirs.shown}", whose entry logs others'
        return hits[0], Evidence(NAME, why)

    def _product_word_entry(self, mine: Names) -> tuple[int, Evidence] | None:
        """`_product_entry` read by the product word and the descriptors after it."""
        words = _latin_words(mine)
        if not words or mine.comparison or mine.rival or mine.others:
            return None
        for count in (2, 1):  # `Morrow Serve` is `Morrow-Serve`: the longer reading first
            product = form(" ".join(words[:count]))
            if len(words) < count or not (
                _product_word(words[:count]) or self._lower_release_word(words[:count], mine)
            ):
                continue
            after = words[count:]
            if _another_word(after) and not self.glossary.terms(" ".join(after[:1])):
                continue  # `Token budget`, `Tidewater Cloud`: not alone (`Vellum offload` is)
            if not _alone(words[:count], after, mine.shown):
                continue  # `Falcon H2`, `Adaptive 批处理`, `… for Apache Wicket`
            hits = self._starting(words[:count])
            if len(hits) > 1:  # (`Fennel 路由器 1.0` of `Fennel Router` and `Fennel Cache`)
                hits = self._of_kind(hits, words[:count], mine)
            if len(hits) > 1 and mine.version:  # (`Fulmar 2.1.1`: not `… Enterprise`'s)
                hits = self._base_of_editions(hits)
            if len(mine.version) >= 2:  # a release is none of the product's bugs' news
                hits = self._product_not_incidents([p for p in hits if not self._about_issue(p)])
            inner = self._live(self.by_inner.get(product, ()))
            if len(hits) != 1 or [p for p in inner if p != hits[0]]:
                continue
            theirs = self.entries[hits[0]].names
            if _technique(words[:count], theirs):
                continue
            lead = _FIRST_WORD.match(theirs.shown)
            if count > 1 and lead is not None and form(lead.group()) != product:
                lead = _leading(theirs.shown, words[:count])  # `Bollard Serve inference server`
            if theirs.comparison or lead is None:
                return None
            line = self._one_line_of(mine, hits[0])  # (`engram 1.x`: the product's one line)
            if theirs.version and not (line or self._one_product_entry(theirs, hits[0])):  # `vLLM
                return None  # 0.31`: a release; in a document of one entry per product, the
            if _announces_other(mine, theirs):  # `Tamarind 2.3 released`: that release's
                return None
            if self._editions_apart(mine, theirs):  # (`DeskBench 2029`, `DeskBench 2028`)
                return None
            if self._names_another(theirs.shown, lead.group()):  # `Halyard 与 Strata 集成`
                return None
            rest = _after_words(mine.shown, words[:count])
            own = theirs.shown[lead.end() :]
            if count == 1 and not _LATIN_OR_CJK.search(own) and _LONGER_NAME.match(rest):
                return None  # `Heron Cache` is not the entry `Heron`: a longer proper name
            if self._launches_longer(own, rest):  # `Easel Arena Video 上线`: a new thing
                why = f'title launches a longer name than "{theirs.shown}", its whole name'
                return hits[0], Evidence(WEAK_NAME, why)
            own = _VERSION_TAIL.sub("", own) if theirs.version else own  # (`Marlowe 0.9`)
            said = self._descriptor_evidence(mine, rest, theirs, own)
            if said.weight == SHORT_NAME and self._next_of_debut(mine, rest, own, hits[0]):
                why = f'title is the next release of "{theirs.shown}", the product\'s debut entry'
                return hits[0], Evidence(NAME, why)  # (`Wicket 0.2` of `Wicket 0.1 — 开源…`)
            if said.weight == SHORT_NAME and line:
                why = f'title names the product of "{theirs.shown}", its one major line'
                return hits[0], Evidence(NAME, why)  # (`Engram 长会话写放大`: `engram@1`)
            return hits[0], said
        return None

    def _generation_line_of(self, mine: Names, position: int) -> bool:
        """The entry at `position` is named by a one-number generation (`Hawkeye-Embed 3`,
        `#鹰眼嵌入 3（Hawkeye-Embed 3）`), the title by a release of that generation
        (`Hawkeye-Embed 3.1`), and the preamble keeps one entry per product (line), in the
        document or the entry's section: the release is that line's news, not another release.
        Only the one live entry so named, and not where the preamble keeps one entry per
        generation (its own rules weigh a minor step: `Lumen 4.5` beside `Gleam 3.5`)."""
        theirs = self.entries[position].names
        if len(theirs.version) != 1 or len(mine.version) < 2 or not mine.bare:
            return False
        if mine.version[0] != theirs.version[0] or mine.comparison or mine.others:
            return False
        line = f"{mine.bare}{theirs.version[0]}"
        if line not in theirs.full or self._live(self.by_form.get(line, ())) != [position]:
            return False
        if self._generations_stated():
            return False
        return self._products_stated() or self.stated_products_in(self.entries[position].anchor)

    def _by_generation_line(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming a release of the generation one live entry is named by, where the
        preamble keeps one entry per product (`_generation_line_of`): that entry, a name's
        weight (`Hawkeye-Embed 3.1` of `#鹰眼嵌入 3（Hawkeye-Embed 3）`)."""
        if len(mine.version) < 2 or not mine.bare:
            return
        line = f"{mine.bare}{mine.version[0]}"
        hits = self._live(self.by_form.get(line, ()))
        if len(hits) != 1 or not self._generation_line_of(mine, hits[0]):
            return
        if any(e.weight >= NAME for e in found.get(hits[0], ())):
            return
        shown = self.entries[hits[0]].names.shown
        why = f'title is a release of "{shown}", the generation its entry is named by'
        found.setdefault(hits[0], []).append(Evidence(NAME, why))

    def _next_of_debut(self, mine: Names, rest: str, own: str, position: int) -> bool:
        """The title is the product word and a later release (`Wicket 0.2 — 新增插件`, what
        the release did after it: `_release_of`) of a night's debut entry named by its first
        release (`**Wicket 0.1 — 开源推理链路追踪**`), where the preamble keeps one entry per
        product, in the document or the entry's section (`_stated_debut`): the product's
        entry, a name's weight, whatever section the briefing suggests (or none)."""
        theirs = self.entries[position].names
        if not theirs.version or not mine.version or mine.version <= theirs.version:
            return False
        if not self._stated_debut(position):
            return False
        return self._release_of(mine, rest, self.glossary.terms(own))

    def _generation_logged(self, mine: Names, words: Sequence[str], position: int) -> bool:
        """The title names a one-number generation of the product word (`Sorrel 3`) an entry
        named by that word and what it is goes by (`**Sorrel TTS**`), the preamble keeps one
        entry per product, and the editor's sub-items of that entry log another generation of
        it coming out (`- 2040-01-16 续：Sorrel 2 发布`): the family files its generations."""
        if len(mine.version) != 1 or not 1 <= mine.version[0] < 100:
            return False
        entry = self.entries[position]
        source = getattr(entry.source, "entry", None)
        if not entry.live or not isinstance(source, Entry) or not self._products_stated():
            return False
        name = r"[\s\-]?".join(re.escape(w) for w in words)
        logged = re.compile(_GENERATION_LOGGED.format(name=name), re.I)
        body = source.lines[source.start + source.lead_lines : source.end]
        said = (logged.match(line) for line in body if not marker.ANYWHERE.search(line))
        return any(m is not None and int(m["n"]) != mine.version[0] for m in said)

    def _launches_longer(self, own: str, rest: str) -> bool:
        """A capitalised word after an entry's whole name of two words or more, maybe after
        one acronym, in a title launching something (`Easel Arena Video 上线`, `Tallow Arena
        Audio launches`, `Tollgate Proxy MCP Server 发布`; not `… MCP 支持上线`, a feature): a
        longer name, a new thing, at most a possibility (`_by_tier` reads the tiers a document
        keeps under their product)."""
        return (
            self._title_launches
            and not _LATIN_OR_CJK.search(own)
            and bool(_LONGER_NAME.match(rest) or _ACRONYM_THEN_LONGER.match(rest))
        )

    def _editions_apart(self, mine: Names, theirs: Names) -> bool:
        """Both names end with a year, not the same (`DeskBench 2029`, `DeskBench 2028`), in a
        document whose preamble gives an edition an entry of its own
        (`versions.states_edition_entries`): another edition, not the product's news."""
        if not (_year_only(mine.version) and _year_only(theirs.version)):
            return False
        if mine.version == theirs.version:
            return False
        if self._stated_editions is None:
            self._stated_editions = self.stated_editions()
        return self._stated_editions

    def _product_not_incidents(self, hits: list[int]) -> list[int]:
        """Of the entries a release's product word starts, the one named by no release that
        is no incident's (`Lanstone 压缩任务内存泄漏` beside `**澜石向量库**（Lanstone DB）`: a
        release is none of its product's incidents' news); else them all."""
        kept = [p for p in hits if p not in self.incident_entries()] if len(hits) > 1 else hits
        named = self.entries[kept[0]].names if len(kept) == 1 else None
        return kept if named and not named.version and not _DOTTED.search(named.shown) else hits

    def _lower_release_word(self, words: list[str], mine: Names) -> bool:
        """One lower-case word before a dotted release (`fulmar 2.1.1 发布`, as a package or a
        tag writes it): a product's name, where it is distinctive, no common word nor a term
        the glossary knows (not `flash 2.0`)."""
        if len(words) != 1 or len(mine.version) < 2 or not words[0].isalpha():
            return False
        word = words[0]
        return (
            word.islower()
            and distinctive(form(word))
            and form(word) not in COMMON
            and not self.glossary.terms(word)
        )

    def _base_of_editions(self, hits: list[int]) -> list[int]:
        """Of the entries a product word starts, the one whose name every other's extends by
        words after it (`Fulmar Runtime` beside `Fulmar Runtime Enterprise`, its edition): a
        release after the bare word is the base product's, an edition being named by its
        further word; all of them otherwise (`Tessel Engine` beside `Tessel Cloud`)."""
        words = {p: _name_words(self.entries[p].names.shown) for p in hits}
        bases = [p for p in hits if all(o == p or _extends(words[o], words[p]) for o in hits)]
        return bases if len(bases) == 1 else hits

    def _of_kind(self, hits: list[int], product: list[str], mine: Names) -> list[int]:
        """Of the entries a product word starts, those whose name says the kind of thing the
        title says it is, capitalised as part of the name (`Fennel 路由器 1.0`: `Fennel
        Router`, not `Fennel Cache`), read through the glossary; all of them when the title
        says no kind, or when the kind is a lowercase part of one product (`Garnet router`
        and `Garnet KV offload`: `Garnet 路由 2.0` may be Garnet's release)."""
        told = self.glossary.terms(_BARE_KV.sub(" ", _after_words(mine.shown, product)))
        if not told:
            return hits
        kinds = []
        for position in hits:
            theirs = self.entries[position].names.shown
            lead = _leading(theirs, product)
            kind = theirs[lead.end() :].strip() if lead is not None else ""
            if kind[:1].isupper() and told & self.glossary.terms(kind):
                kinds.append(position)
        return kinds if len(kinds) == 1 else hits

    def _about_issue(self, position: int) -> bool:
        """The entry is about an issue of a product (`Marlowe: prefix cache returns stale
        blocks (#884)`), not the product."""
        return _ISSUE_LEAD.match(_visible(lead_text(self.entries[position].lead))) is not None

    def _names_another(self, name: str, core: str) -> bool:
        """`_names_another`, a capitalised word saying what kind of thing the name is (`Glowworm
        Tracing`, `Armillary Gateway`: a glossary term or a common word) naming nothing."""
        name = _without_own_short(name)  # (`Halo Monitor (Halo)`: its own short form)
        if not _names_another(name, core):
            return False
        rest = name[name.find(core) + len(core) :]
        return any(
            form(m.group()) not in COMMON and not self.glossary.terms(m.group())
            for m in _CAPITALISED.finditer(rest)
        )

    def _latin_name(self, shown: str) -> bool:
        """The name holds Latin letters besides the glossary's terms (`KV` of `蓄水池分层 KV
        存储` is a kind of thing, no name)."""
        return _LOWER_LETTER.search(self.glossary.without(shown)) is not None

    def _makers_repository(self, repos: frozenset[str], position: int) -> bool:
        """The increment links one repository, of an owner the entry's lead names as its
        maker (`gristmill-systems/cpa-rs` and `CPA (Gristmill Systems) — …`)."""
        if len(repos) != 1:
            return False
        owner = next(iter(repos)).split("/", 1)[0]
        return distinctive(form(owner)) and _names_owner(self._lead_text(position), owner)

    def _starting(self, words: list[str]) -> list[int]:
        """The live entries whose name starts with these words: one word (or two hyphened,
        `Morrow-Serve`) is the name's first word; two words apart start a longer English name
        (`Bollard Serve` of `Bollard Serve inference server`)."""
        hits = self._live(self.by_first.get(form(" ".join(words)), ()))
        if len(words) > 1 and form(words[0]) not in COMMON:  # (not `LLM Inference …`)
            firsts = self._live(self.by_first.get(form(words[0]), ()))
            hits += [p for p in firsts if _leading(self.entries[p].names.shown, words)]
        return list(dict.fromkeys(hits))

    def _descriptor_evidence(self, mine: Names, rest: str, theirs: Names, own: str) -> Evidence:
        """How the words after a shared product word compare: `rest` of the title, `own` of
        the entry's name."""
        told, given = self.glossary.terms(_BARE_KV.sub(" ", rest)), self.glossary.terms(own)
        shown = theirs.shown
        own = _without_initials(shown, own)  # (`Cairn Tiered Offload (CTO)`: no qualifier)
        if not _LATIN_OR_CJK.search(own):  # the entry's whole name is the product
            return Evidence(SHORT_NAME, f'title starts with "{shown}", its whole name')
        if self._translated(rest, own, given):  # `Yarrow 智能体运行时` ↔ `Yarrow Agent Runtime`
            # (a short name's weight: glossary words have senses, `记忆层` of agent memory and
            # `Memory` of a GPU memory pool; it decides with the section agreeing)
            return Evidence(SHORT_NAME, f'title names "{shown}" in other words (the glossary\'s)')
        if self._release_of(mine, rest, given):  # `Weirgate 0.5`, `Capstan Scheduler 1.2`
            if spelled_by_initials(theirs):  # (`Granite Retrieval 2.0` against `**GRB** —
                why = f'title drops a word of "{shown}", which its initials count'
                return Evidence(WEAK_NAME, why)  # Granite Retrieval Benchmark`: another thing)
            if self._products_stated():  # (`one bullet per product`: the product's, plainly)
                return Evidence(NAME, f'title is a release of the product of "{shown}"')
            return Evidence(SHORT_NAME, f'title is a release of the product of "{shown}"')
        agree = sorted((told & given) - _BROAD)
        if agree and self._qualified_alike(rest, own):
            return Evidence(SHORT_NAME, f'title names "{shown}" (its one entry; both {agree[0]})')
        if told & given:  # `Vellum 分级定价` for `Vellum offload tier`; `Datadog GPU 内核追踪`
            return Evidence(  # for `Datadog LLM tracing`: a possibility, in any section
                POSSIBLE, f'title names the product of "{shown}", agreeing only broadly'
            )
        if _words(rest) & _words(own) and not (told and given):  # (besides the product)
            return Evidence(SHORT_NAME, f'title names "{shown}" (its one entry) and shares words')
        if not told:  # `Corvus 发布` for `Corvus 推理网关`: maybe the product, maybe not
            return Evidence(WEAK_NAME, f'{_ONLY_WORD} of "{shown}"')
        return Evidence(WEAK_NAME, f'title names the product of "{shown}", another part of it')

    def _translated(self, rest: str, own: str, given: frozenset[str]) -> bool:
        """The words after the product word in the title, up to a space, a figure or a mark,
        are the entry's own words after it said in another language: both are glossary terms
        only, the same ones (`智能体运行时` of `Yarrow 智能体运行时 0.9` and `Agent Runtime`;
        `记忆层` and `Memory`; not `分级定价` and `offload tier`)."""
        said = _KIND_HEAD.match(rest)
        if not given or said is None or self.glossary.without(own).strip():
            return False
        words = said.group()
        return self.glossary.terms(words) == given and not self.glossary.without(words).strip()

    def _release_of(self, mine: Names, rest: str, given: frozenset[str]) -> bool:
        """The title is the product word, at most the kind of thing it is (a glossary term the
        entry's name agrees with: `Scheduler` of `Capstan SLO-aware batch scheduler`, `网关`),
        and a release (`1.2`, `v0.6.post2`), then maybe what the release did (`修复 …`): a
        release of the product, not another part of it (`Vellum 分级定价` says more;
        `Corvus 发布` gives no release)."""
        said = _CHANGED.split(rest, maxsplit=1)[0]  # `v0.6.post2 修复 Vulkan 驱动崩溃`
        if _EDITION_RELEASE.match(rest):  # (`C-Recall 2039 秋季版：新增…`: an edition of it)
            return True
        if len(mine.version) < 2 and not _RELEASE_AFTER.search(said):  # (`Trestle 路由器 0.4`)
            return False
        told = self.glossary.terms(_BARE_KV.sub(" ", said))
        left = _RELEASED.sub("", self.glossary.without(said)).rstrip()
        bare = not _LATIN_OR_CJK.search(_VERSION_TAIL.sub("", " " + left))
        return bare and (not told or bool(told & given))

    def _qualified_alike(self, rest: str, own: str) -> bool:
        """The entry's name says no more than its descriptors, or the title says the same
        (`LLM` of `Datadog LLM tracing` is not in `Datadog GPU 内核追踪`)."""
        qualifiers = set(_WORD.findall(self.glossary.without(own))) - {"s"}
        return qualifiers <= set(_WORD.findall(fold_words(rest)))

    def _then_own_kind(self, rest: str, position: int) -> bool:
        """`rest` starts with what the entry's description opens with, three characters or
        more (`云雀花托管推理转正式商用` for `**Larkspur**（云雀花）：托管推理平台，…`: the
        kind of thing it is, no longer name)."""
        lead = _visible(lead_text(self.entries[position].lead).replace("**", ""))
        said = _KIND_SAID.search(lead)
        kind = said["kind"] if said else ""
        return len(kind) >= 3 and rest[:3] == kind[:3]

    def _then_described_kind(self, half: str, rest: str, position: int) -> bool:
        """`rest` opens with one to four Chinese characters ending the title's Chinese name,
        which with the name's last two characters are what the entry's description calls the
        thing (`明鉴评测平台 4.0` for `明鉴评测（MingJian）：中文 RAG 评测平台，…`: `评测平台`):
        the name and the kind of thing it is, not a longer name."""
        said = _CJK_HEAD.match(rest)
        if said is None or len(half) < 3:
            return False
        lead = _visible(lead_text(self.entries[position].lead).replace("**", ""))
        at = lead.find(half)
        described = lead[at + len(half) :] if at >= 0 else ""
        return f"{half[-2:]}{said.group()}" in described

    def _then_term(self, rest: str) -> bool:
        """`rest` starts with a space, Latin text, a glossary term (`分层 KV 存储`) or a word
        saying what the thing did (`季风路由新增权重感知路由`: the name ends before `新增`), or
        a benchmark's leaderboard (`视域评测榜单周更`: the name ends before `榜单`)."""
        if not rest or not _IS_CJK.match(rest[0]) or _NEWS_VERB.match(rest):
            return True
        if rest[0] in "榜排子" and _BOARD_NOUN.match(rest):
            return True
        return self.glossary.without(rest[:_MIN_CJK_NAME]).startswith(" ")

    @staticmethod
    def _then_latin(mine: Names, whole: str, end: int) -> bool:
        """The name ends in Chinese at `end` and Latin text follows, naming no other thing
        (`Ironbark冷启动卡死 ARM 复现与修复`; not `… Graviton 复现`)."""
        if not (_IS_CJK.match(whole[end - 1]) and whole[end].isascii()) or mine.others:
            return False
        return not _CAPITALISED.search(_after_letters(mine.shown, end))

    def _whole_name_alone(self, mine: Names, position: int) -> bool:
        """The title's Latin name is the entry's whole name but its release (`Harbor-Guard 规则库
        …` and `Harbor Guard 2.0`), and no other live entry goes by it: entries sharing only its
        first word (`Harbor Eval`) are no rivals."""
        theirs = self.entries[position].names
        if not mine.core or mine.core != theirs.bare or theirs.first == theirs.bare:
            return False
        return self._live(self.by_form.get(mine.core, ())) == [position]

    def _head_evidence(self, mine: Names, position: int) -> Evidence:
        theirs = self.entries[position].names
        others = [p for p in self._live(self.by_first.get(theirs.first, ())) if p != position]
        model = self._singled_out(mine, position, others) if others else None
        if model is not None:  # (`Skylark Compute 下调 H200 按需价` of `… H200 on-demand`)
            return Evidence(NAME, f'title names "{theirs.shown}" by its head and "{model}"')
        if others and not self._whole_name_alone(mine, position):
            return Evidence(WEAK_NAME, f'title names "{theirs.shown}" (other entries do too)')
        if mine.others:
            return Evidence(WEAK_NAME, f'title names "{theirs.shown}" and another name')
        return Evidence(SHORT_NAME, f'title names "{theirs.shown}"')

    def _singled_out(self, mine: Names, position: int, others: list[int]) -> str | None:
        """The one model word (`H200`) the title writes that the entry's name writes and the
        names of the `others` sharing its first word do not (`Skylark Compute H200 on-demand`
        against `Skylark Compute H100 SXM`); None for none or several."""
        if not any(c.isdigit() for c in mine.shown):
            return None
        said = set(_MODEL_WORD.findall(mine.shown))
        own = said & set(_MODEL_WORD.findall(self.entries[position].names.shown))
        for other in others:
            own -= set(_MODEL_WORD.findall(self.entries[other].names.shown))
        return next(iter(own)) if len(own) == 1 else None

    def _own_core_evidence(self, mine: Names, position: int) -> Evidence:
        shown = self.entries[position].names.shown
        first = self.entries[position].names.first
        sharing = [p for p in self._live(self.by_first.get(first, ())) if p != position]
        if sharing and self._product_among(mine, position, sharing):
            return Evidence(SHORT_NAME, f'title is a release of the product "{shown}"')
        if sharing:
            return Evidence(WEAK_NAME, f'title names "{shown}" (other entries start so too)')
        if mine.others:  # `Vellum offload alternative Quire released`
            return Evidence(WEAK_NAME, f'title names "{shown}" and another name')
        if not distinctive(first) and not self._own_repository_named(position, first):
            return Evidence(WEAK_NAME, f'title names "{shown}" (a short name)')
        return Evidence(SHORT_NAME, f'title names "{shown}"')

    def _paper_news(self, mine: Names, position: int) -> bool:
        """The title is news of a paper named by its one word (`Gannet 论文被 ICML 接收`,
        `gannet 开源实现发布`, `Gannet paper accepted at ICML`) and the entry is a paper's (it
        holds an arXiv key): the paper's news, though the name is a word too."""
        if _PAPER_NEWS.match(mine.shown) is None:
            return False
        return any(k.startswith("arxiv:") for k in self.entries[position].keys)

    def _own_repository_named(self, position: int, first: str) -> bool:
        """The one GitHub repository the entry's lead links is named by the entry's short first
        word (`**AHP 智能体握手协议**：…（来源：https://github.com/ahp-project/ahp）`): the word
        is the thing's own name, not a common one."""
        repos = refs.github_repos(self._lead_text(position))
        return len(repos) == 1 and form(repos[0].split("/")[-1]) == first

    def _product_among(self, mine: Names, position: int, sharing: list[int]) -> bool:
        """The title is a release (`Quillserve 3.3.post1`) and the entry the product's own
        (named without a release), in a document that keeps one entry per product, the other
        entries starting with its name being releases or issues (`Quillserve v3.4.0rc1`,
        `Quillserve 健康探针误报（o/r#2210）`): none of them is the product's entry."""
        if len(mine.version) < 2 or self.entries[position].names.version:
            return False
        if position in self.issues() or not self.per_product():
            return False
        issues = self.issues()
        return all(p in issues or self._a_release(p) for p in sharing)

    def _a_release(self, position: int) -> bool:
        """The entry is named by a release (`Quillserve 3.4.0 正式发布`, `Quillserve v3.4.0rc1`)."""
        names = self.entries[position].names
        return bool(names.version) or versions.pre_release(names.shown)

    def _core_evidence(self, mine: Names, position: int) -> Evidence:
        """The same Latin name, described differently (`TGI 正式死亡` and `TGI 已死`)."""
        theirs = self.entries[position].names
        shown = theirs.shown
        sharing = [p for p in self._live(self.by_first.get(mine.first, ())) if p != position]
        if mine.core in GENERIC:  # `KV Cache …`: a topic, whatever entry starts so
            return Evidence(0.0, f'title starts with "{shown}" (a generic name)')
        if mine.rival:  # `X 竞品 Y 发布`: about Y, X named as its rival (or its makers')
            role = "a rival" if _says_rival(mine.shown) else "the maker"
            return Evidence(WEAK_NAME, f'title names "{shown}" as {role} of its subject')
        if theirs.rival and not mine.rival:  # (`**X 团队发布 Y**`, a night's: Y's entry)
            return Evidence(WEAK_NAME, f'title names "{shown}" by the maker or rival it names')
        if not mine.rival and _launch_of_another(theirs.shown, mine.shown):
            return Evidence(WEAK_NAME, f'title names "{shown}" by the maker of its launch')
        if _ecosystem(mine.shown):  # `X 生态新增 Y 插件`: the things around X
            return Evidence(WEAK_NAME, f'title names the ecosystem of "{shown}"')
        if not mine.product:  # common words (`Prefix caching …`) name a topic, not a thing,
            whole = mine.core in theirs.full or self._renamed_to(mine, position)  # unless a
            # whole phrase, or a proper name alone (a new name the entry took: `Tessera`)
            if whole and mine.core_words >= 3:
                return Evidence(NAME, f'title names "{shown}"')
            # (a proper name written in lower case is still that name: `nightjar …`, `sorrel-rag`)
            proper = mine.proper or (whole and _proper_entry_name(theirs))
            if mine.proper and mine.core_words >= 2 and self._one_core(mine, position):
                return Evidence(NAME, f'title names "{shown}" (the same words before Chinese)')
            if proper and not sharing and mine.others and _ships_for_other(mine):
                why = (
                    f'title names "{shown}", which ships a plug-in for (or takes in) the other name'
                )
                return Evidence(NAME, why)  # (`X 发布 Y 适配插件`: X shipped it, the adopter)
            if proper and not sharing and mine.others:  # about both things, maybe
                return Evidence(WEAK_NAME, f'title names "{shown}" and another name')
            if whole and proper and self._paper_news(mine, position):
                return Evidence(NAME, f'title names "{shown}" and news of its paper')
            if whole and proper and self._plain_word(mine, position):
                return Evidence(WEAK_NAME, f'title names "{shown}" in lower case (a word too)')
            if whole and proper and not sharing:
                return Evidence(NAME, f'title names "{shown}"')
            if whole and proper and mine.others and self._no_rivals(mine, position, sharing):
                return Evidence(WEAK_NAME, f'title names "{shown}" and another name')
            if whole and proper and self._beside_comparisons(mine, position, sharing):
                return Evidence(NAME, f'title names "{shown}" (others compare it)')
            if whole and proper and self._beside_incidents(mine, position, sharing):
                return Evidence(NAME, f'title names "{shown}" (the others are its incidents)')
            if (
                whole
                and proper
                and not mine.others
                and self._beside_longer(mine, position, sharing)
            ):
                return Evidence(SHORT_NAME, f'title names "{shown}" (others go by longer names)')
            if whole and proper and not mine.others and self._beside_shorter(mine, sharing):
                return Evidence(NAME, f'title names "{shown}" (others go by shorter names)')
            if proper and not sharing and _shares_besides(mine, theirs):
                return Evidence(SHORT_NAME, f'title starts with "{shown}" and shares its words')
            return Evidence(WEAK_NAME, f'title starts with "{shown}" (common words)')
        if mine.led and mine.others:  # `Harbor KV cache storage from Seaport Labs`
            return Evidence(WEAK_NAME, f'title names "{shown}" and another name')
        if mine.others and mine.core in self.defined:  # (`KBE 风格的新评测 Gullwing-Bench`: as
            return Evidence(WEAK_NAME, f'title names "{shown}" and another name')  # written out)
        if distinctive(mine.core) and mine.core_words >= 2:
            return Evidence(NAME, f'title names "{shown}"')
        if sharing and self._only_whole(mine.core, position, sharing):  # `MKX` and `MKX QP 泄漏`
            return Evidence(SHORT_NAME, f'title names "{shown}" (others only start so)')
        if sharing:
            return Evidence(WEAK_NAME, f'title starts with "{shown}" (other entries do too)')
        weight = NAME if distinctive(mine.core) else SHORT_NAME
        return Evidence(weight, f'title names "{shown}"')

    def _one_line_of(self, mine: Names, position: int) -> bool:
        """The entry is named by a major line of the title's product (`engram 1.x`, read from
        `` `engram@1` ``), the one live entry named by a line of it: a title naming the product
        and no release (`Engram 长会话写放大`) is news of that line, as of a product's entry."""
        theirs = self.entries[position].names
        if len(theirs.version) != 1 or theirs.bare != mine.core or mine.version:
            return False
        if not _SERIES_NAME.fullmatch(theirs.shown.strip()):
            return False
        lines = [
            p
            for p in self._live(self.by_form.get(mine.core, ()))
            if self.entries[p].names.bare == mine.core
        ]
        return set(lines) == {position}

    def _no_rivals(self, mine: Names, position: int, sharing: list[int]) -> bool:
        """The other entries starting with the name are only comparisons with it or its
        incidents (`_beside_comparisons`, `_beside_incidents`): no other thing of that name."""
        return self._beside_comparisons(mine, position, sharing) or self._beside_incidents(
            mine, position, sharing
        )

    def _renamed_to(self, mine: Names, position: int) -> bool:
        """The title's Latin core is a new name an update of the entry says it took (its
        marker's `name:` key: `Loomwork 正式更名为 Tessera` → `name:tessera`)."""
        key = marker.name_key(mine.core) if mine.core else None
        return key is not None and key in self.entries[position].keys

    def _one_core(self, mine: Names, position: int) -> bool:
        """One entry alone goes by the title's capitalised words before its Chinese text
        (`Nimbus Compute` of `Nimbus Compute 推出 serverless GPU 推理` for `Nimbus Compute
        serverless 推理降价`), the title naming no other thing; not when another entry's name
        starts so too, nor an incident's entry (`「Quarry Serve 流式输出卡顿」故障`: another
        bug may be meant) or an issue's. Other entries going by those words that are all
        incidents' (`Nimbus Compute 华东区中断`) leave it one, the title no incident's news."""
        if mine.others:
            return False
        live = self._live(self.by_core.get(mine.core, ()))
        others = [p for p in live if p != position]
        if len(live) - len(others) != 1 or (
            others and not self._beside_its_incidents(mine, others)
        ):
            return False
        return position not in self.incident_entries() and position not in self.issues()

    def _beside_its_incidents(self, mine: Names, others: list[int]) -> bool:
        """The other entries are all incidents' and the title says no trouble at all
        (`_beside_incidents`; not `X 再次中断`: a new outage, maybe one of theirs)."""
        return not _says_trouble(mine.shown) and self._beside_incidents(mine, -1, others)

    def _plain_word(self, mine: Names, position: int) -> bool:
        """The title writes the entry's one-word name as a plain lower-case word (`_plain_lower`)
        and says no kind of thing the entry's lead says (`nightjar 投机解码…` against
        `Nightjar — speculative decoding …` is the name; `flux 调度：…` against `Flux — 推理引擎`
        may be the word)."""
        if not _plain_lower(mine):
            return False
        said = self.glossary.terms(mine.shown) - _BROAD
        return not said & self._described_kinds(position)

    def _beside_comparisons(self, mine: Names, position: int, sharing: list[int]) -> bool:
        """Every other entry starting with the name compares it with another thing (`Ember.cpp
        与 K2-Serve 横评` is no other thing of that name), and a kind of thing the title says
        right after the name (`Ilex调度器`) the entry's name or first clause says too, in words
        or in the glossary's terms (not `Marlow 调度器` against `马洛 KV 量化（Marlow）`)."""
        if any(not self.entries[p].names.comparison for p in sharing):
            return False
        name = _LATIN_CORE.match(mine.shown)
        said = (mine.shown[name.end() :] if name else "").split()
        kind = self.glossary.terms(said[0]) - _BROAD if said else frozenset[str]()
        if not kind:
            return True
        head = _LEAD_HEAD.match(_visible(self._lead_text(position)))
        return said[0] in (head.group() if head else "") or bool(kind & self._kinds(position))

    def _beside_incidents(self, mine: Names, position: int, sharing: list[int]) -> bool:
        """Every other entry starting with the name is an incident's (`「渔网」Trawl API 限流
        事故`), the entry is none and the title is no news of an incident (`Trawl 调整价格`):
        the product's news, not an incident's."""
        if contrary.news_of_incident(mine.shown) or _SECURITY_SAID.search(mine.shown):
            return False  # (`Pylon 安全通告 GHSA-…`: an advisory, an incident's kind of news)
        if position >= 0 and self._incident_named_at(position):
            return False
        return all(self._incident_named_at(p) for p in sharing)

    def _incident_named_at(self, position: int) -> bool:
        """The entry's name or lead says it is an incident's (`… 限流事故`, `「X」· 事故 — …`)."""
        entry = self.entries[position]
        lead = lead_text(entry.lead)
        return bool(_INCIDENT_WORD.search(entry.names.shown)) or contrary.incident_named(
            entry.names.shown, lead
        )

    def _beside_longer(self, mine: Names, position: int, sharing: list[int]) -> bool:
        """The title's one-word name is the entry's whole name, the entry no issue's or
        incident's, and every other entry starting with it goes by a longer name, another
        Latin word after it (`Tessera` beside `Tessera Cloud`, `Tessera Edge`; not beside
        `Tessera 0.2`, `Tessera v3.1` or `Tessera #2291`: its releases and issues), the name
        not glued to Chinese that may say which sibling it is."""
        if position in self.issues() or position in self.incident_entries():
            return False
        if _GLUED_TO_CHINESE.match(mine.shown):
            return False  # (`Mnemo调试台`, `Tessel云`: the glued word may be a sibling's)
        if not self._only_whole(mine.core, position, sharing):
            return False
        if self._says_a_siblings_kind(mine, position, sharing):
            return False
        return all(_longer_name(mine.core, self.entries[p].names.shown) for p in sharing)

    def _beside_shorter(self, mine: Names, sharing: list[int]) -> bool:
        """The title's name of two words or more, in lower case, is the entry's whole name,
        and every other entry starting with its first word goes by a shorter name the title's
        starts with (`vireo cloud 华东区故障` beside `Vireo` and `Vireo Cloud`): the longer
        whole name is the one the title writes."""
        if mine.core_words < 2 or not sharing:
            return False
        return all(
            all(mine.core.startswith(f) and f != mine.core for f in self.entries[p].names.full)
            for p in sharing
        )

    def _says_a_siblings_kind(self, mine: Names, position: int, sharing: list[int]) -> bool:
        """The Chinese words after the title's one-word name say what a longer-named entry's
        lead calls that entry, and the entry's own lead does not (`Hollin 托管服务 …` beside
        `**Hollin Vault** — Hollin 的托管服务`): the sibling described, not the one word."""
        said = _KIND_AFTER_WORD.match(mine.shown)
        if said is None or form(said["word"]) != mine.core:
            return False
        pairs = bigrams(said["kind"][:4])
        if pairs & bigrams(self._lead_text(position)):
            return False
        incidents_ = self.incident_entries()
        siblings = [p for p in sharing if p not in incidents_]
        return any(pairs & bigrams(self._lead_text(p)) for p in siblings)

    def _only_whole(self, core: str, position: int, sharing: list[int]) -> bool:
        """The Latin name is the entry's whole name (or one it defines), and the other entries
        starting with it only start so (`MKX 传输层 QP 泄漏` is news about MKX, not MKX)."""
        whole = core in self.entries[position].names.full
        return whole and not any(core in self.entries[p].names.full for p in sharing)

    def _named(self, name: str) -> list[int]:
        """The entries a relation line's name denotes: by name, else by its Latin core."""
        names = names_of(name)
        hits = [p for f in names.full for p in self._live(self.by_form.get(f, ()))]
        proper = names.product or (names.proper and names.core_words >= 2)  # (`Nimbus Agent
        for core in [] if hits else [names.core or f for f in names.full] + [names.bare]:
            if distinctive(core) and proper:  # Cloud`: `Nimbus Agent Cloud 正式发布`'s)
                # (the entry that core is the whole name of, not its edition's: `Fulmar Runtime
                # 2.0.3` is `Fulmar Runtime`'s, not `Fulmar Runtime Enterprise`'s; an entry named
                # by no release: `NVIDIA Dynamo v1.2` is one release's, not the product's)
                named = self._live(self.by_form.get(core, ()))
                named = [p for p in named if not self.entries[p].names.version]
                named = named if _core_and_release(names, core) else []  # (not `vLLM 前缀缓存…`)
                hits += named or self._live(self.by_core.get(core, ()))
        if not hits and len(names.full) == 1:  # `TraceLoom` of `Agent 推理链路追踪 TraceLoom`
            (whole,) = names.full
            starts = self._live(self.by_first.get(whole, ()))
            hits = [] if starts else self._live(self.by_inner.get(whole, ()))
            hits = hits or self._described_start(name, starts)  # `RAGArena leaderboard`
        hits = hits or self._maker_before(names)  # `Dynamo 1.4` for `NVIDIA Dynamo`
        product = None if hits else self._product_entry(names)  # `Vellum 卸载层` → `… offload …`
        if product is not None and product[1].weight >= SHORT_NAME:
            hits = [product[0]]
        return list(dict.fromkeys(hits)) if len(set(hits)) == 1 else []

    def _maker_before(self, names: Names) -> list[int]:
        """The one entry named by a maker's capitals then the name (`NVIDIA Dynamo`, `NVIDIA
        Dynamo 1.4`) for a one-word name and maybe a release (`Dynamo 1.4`), of the same
        release line when both give one; [] otherwise."""
        word = names.bare or (next(iter(names.full)) if len(names.full) == 1 else "")
        if not distinctive(word) or word in COMMON:
            return []
        hits = []
        for position in self._live(self.by_made.get(word, ())):
            if not _other_version(names, self.entries[position].names):
                hits.append(position)
        return hits if len(set(hits)) == 1 else []

    def _described_start(self, name: str, starts: list[int]) -> list[int]:
        """The one entry named `name` then lowercase English words saying what it is, or a
        kind's abbreviation (a relation line's `RAGArena` for `RAGArena leaderboard — …`,
        `Marlin` for `[Marlin SDK 1.4](…)`); [] otherwise."""
        if len(set(starts)) != 1 or not _proper(name.strip()):
            return []
        shown = self.entries[starts[0]].shown
        rest = shown[len(name.strip()) :] if shown.startswith(name.strip()) else ""
        return [starts[0]] if _DESCRIBING_WORDS.fullmatch(rest) else []

    def _named_in(self, relation: str, name: str) -> list[int]:
        """`_named`, else by the abbreviation in brackets right after the name in the relation
        line (`已有蕨丘分离式服务（FDS）锚定` for an entry called `FDS (Fernhill …)` only)."""
        hits = self._named(name)
        if hits:
            return hits
        undated = _DATED_TAIL.sub("", name) if name[-1:].isdigit() else name
        if undated != name:  # (`续 MCP 规范 2028-11-25 条目`: `**MCP 规范**`, its dated versions)
            return self._named(undated)
        bracket = re.search(re.escape(name) + _NAME_ABBR.pattern, relation)
        if bracket:
            return self._named(bracket["abbr"])
        latin = re.search(re.escape(name) + _NAME_LATIN.pattern, relation)  # `脂烛（Tallow）`
        if latin and _HAS_CJK.search(name):
            return self._named(latin["latin"])
        half = _two_language_half(name) if _HAS_CJK.search(name) else None
        if half:  # (`蜂房 Apiary 条目更新`: the entry `**Apiary**`)
            return self._named(half[1] + half[2])
        path = re.search(re.escape(name) + _NAME_PATH.pattern, relation)  # `Meridian (o/r)`
        hits = self._writing_repository(path["owner"], path["repo"]) if path else []
        return hits if len(hits) == 1 else self._launched_as(name)

    def _launched_as(self, name: str) -> list[int]:
        """The one entry a night wrote from a Chinese name's launch title, named by that
        whole name and the launch words only (`霁云推理服务 条目更新` for `**霁云推理服务 GA
        发布**`; `_LAUNCH_TAILS`); [] for a name with Latin letters or digits (its core and
        release find it), or two entries so named."""
        if not _CJK_ONLY.fullmatch(name):
            return []
        folded = next(iter(names_of(name).full), "")
        hits = [p for t in _LAUNCH_TAILS for p in self._live(self.by_form.get(folded + t, ()))]
        return hits if len(set(hits)) == 1 else []


# The launch words a night's lead writes after the name of a thing launched (`**霁云推理服务 GA
# 发布**`), folded as the name's forms are.
_LAUNCH_TAILS = ("发布", "ga发布", "正式发布", "上线", "正式上线", "ga")
_CJK_ONLY = lazy(r"[\u3400-\u9fff\uf900-\ufaff]{3,12}")


def _core_and_release(names: Names, core: str) -> bool:
    """The name is its core and a release only (`Fulmar Runtime 2.0.3`), no other words."""
    return bool(names.version) and any(
        f.startswith(core) and f[len(core) :].isdigit() for f in names.full
    )
