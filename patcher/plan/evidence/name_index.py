"""NameIndex: every entry's names and keys, indexed once, and the verdicts read from them."""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

from patcher.document.identity import lead_text
from patcher.plan import contrary, incidents, versions
from patcher.plan.descriptor import descriptor_only
from patcher.plan.evidence.abbreviations import (
    _ABBR_HEAD,
    _LATIN_THEN_KIND,
    _NAME_ABBR,
    _NAME_WORD,
    _beside,
    _compared_unreleased,
    _greek_namesake,
    _point_short_of,
    latin_before_kind,
    short_forms,
    spelled_otherwise,
)
from patcher.plan.evidence.clues import (
    _ANNOUNCED,
    _CLAUSES,
    _FIX,
    _IS_CJK,
    _LATIN_TOKEN,
    _POSTMORTEM,
    _RELEASE_AFTER,
    _abbreviated_title,
    _abbreviates,
    _advisory_named,
    _after_letters,
    _announces_other,
    _bare_product,
    _chinese_name_in,
    _continued_by_name,
    _described_comparison,
    _generation_apart,
    _generations,
    _initialised,
    _longest_whole,
    _moved_with_name,
    _name_words,
    _named_by_release,
    _named_repository,
    _other_pair,
    _other_provider,
    _other_version,
    _paper_on,
    _partners,
    _plain_lower,
    _product_only,
    _proper_entry_name,
    _release_after_kind,
    _released_run,
    _renamed_released,
    _reports_damage,
    _repository_title,
    _reviews_incident,
    _spelled_in,
    _squashed,
    _subject_side,
    _title_repository,
    _took_name,
    _undenied,
    _unwritten_words,
    _versioned,
    _without_acronym,
    _without_initials,
    _word_prefixes,
    _writes_any,
    _writes_release,
    _writes_word,
)
from patcher.plan.evidence.mentions import Mentions
from patcher.plan.evidence.names import (
    _ABBREVIATION,
    _CAPITALISED,
    _CJK_GENERATION,
    _CJK_RELEASE,
    _EDITION_WORD,
    _FIRST_CLAUSE,
    _FIRST_WORD,
    _INCIDENT_WORD,
    _ISSUE_LEAD,
    _LATIN_CORE,
    _LATIN_WORD,
    _VERSION_TAIL,
    Names,
    _about_another,
    _about_more,
    _another_latin_name,
    _common_start,
    _dated_by_month,
    _dated_incident_lead,
    _latin_word_first,
    _names_another,
    _names_owner,
    _other_generation,
    _product_word,
    _proper,
    _starts_cjk,
    _two_language_half,
    _without_title_readings,
    aliased_release,
    built_on,
    cites_issue,
    corrected_keys,
    distinctive,
    names_of,
    subject,
)
from patcher.plan.evidence.namesakes import (
    _NEWS_VERB,
    _after_words,
    _alone,
    _another_word,
    _core_words,
    _denies_namesake,
    _dotted,
    _latin_words,
    _leading,
    _same_generation,
    _says_rival,
    _set_apart,
    _shares_besides,
    _spells_parts,
    _technique,
    _year_only,
    english_lead,
)
from patcher.plan.evidence.positions import (
    Positions,
    _Ascending,
    _Heads,
    _Lazy,
    _put,
    _said_exactly,
)
from patcher.plan.evidence.readings import (
    _LATIN_RELEASE,
    _TITLE_HEAD_END,
    Titled,
    _Entry,
    _fix_release,
    _Increment,
    _patch_of_named,
    _release_cites,
    entry_readings,
    owner_bracketed,
)
from patcher.plan.evidence.relations import (
    _CONTEXT,
    _CONTINUATIONS,
    _HAS,
    _SECTION_REF,
    _THAT_ENTRY,
    _leads_with,
    _names_its_product,
    affirmed,
    asks_apart,
    background_clauses,
    continuing,
    relation_names,
)
from patcher.plan.evidence.spelling import (
    _CJK,
    _CJK_CHARS,
    _HAS_CJK,
    COMMON,
    GENERIC,
    _abbreviation_variants,
    _bracketed,
    _visible,
    _words,
    fold_words,
    form,
)
from patcher.plan.evidence.weights import (
    CONTINUE,
    NAME,
    POSSIBLE,
    RELATION,
    SAYS_SO,
    SECTION,
    SHORT_NAME,
    STRONG,
    WEAK_NAME,
    Evidence,
    Verdict,
)
from patcher.text import marker, refs
from patcher.text.glossary import Glossary
from patcher.text.lazy import lazy
from patcher.text.normalise import bigrams

# A month and day right after a Latin name, Chinese text after it (`Tidewell 10-02 区域故障`).
_MONTH_DAY_AFTER_NAME = lazy(
    r"(?<=[A-Za-z0-9])\s+(?:0?[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?=\s*[\u4e00-\u9fff])"
)
# The first clause of a lead's description, in Chinese (`**Larkspur**（云雀花）：托管推理平台，…`).
_KIND_SAID = lazy(r"(?:[：:]|\s[—–]{1,2}\s?)\s*(?P<kind>[\u3400-\u9fff]{3,12})(?=[，,。；;\s]|$)")
# A Chinese name and its release, then a Latin name with a release in brackets or after a slash,
# then the rest of the title (`衡尺重排 1.5（Yardstick Rerank 1.5）发布 — …`, `鲸库3.2 / WhaleVault
# v3.2 发布`).
_CJK_RELEASE_LATIN = lazy(
    r"^(?P<cjk>[\u3400-\u9fff\uf900-\ufaff]{2,8})\s?(?P<release>v?\d+(?:\.\d+)*)\s*"
    r"(?:(?P<open>[（(])|/\s*)"
    r"(?P<latin>[A-Za-z][A-Za-z0-9\-]*(?: [A-Za-z][A-Za-z0-9\-]*){0,3})\s+"
    # (the brackets close right after the release: `（Milvus 2.5 兼容）` says what it is
    # compatible with, `（Cohere Rerank 3 平替）` what it replaces, not its own name)
    r"(?P<again>v?\d+(?:\.\d+)*)(?:(?(open)[)）]|(?=\s|$)))(?P<rest>.*)$"
)
# After a Chinese name in a lead: its release, maybe, then a Latin name in brackets.
_PAIRED_AFTER = r"\s?(?:v?\d+(?:\.\d+)*)?\s*[（(]\s*(?P<latin>[A-Za-z][^（()）]*)"
_MIN_CJK_NAME = 5  # characters of a Chinese name a title can start with
# A day a relation line cites (`凭据泄露事件（03-19）`, `02-27 事故`), and the word an advisory
# sub-bullet opens with (`- Advisory (2030-03-19): …`, `- 安全公告（2030-03-19）：…`).
_RELATION_DAY = lazy(r"(?<![\d\-])(0?[1-9]|1[0-2])-([0-2]?\d|3[01])(?![\d\-])")
_ADVISORY_WORD = r"(?:advisory|incident|安全公告|公告|事故)"
# A relation line naming what the document anchored (`04-17 已锚定 Gantry 0.2`).
_ANCHORED = lazy(r"已锚定\s*(?P<names>[^；;。，,（(]+?)\s*(?=[；;。，,（(]|$)")
# A relation line saying the title's thing is another one (`本条是 10-14 的另一起故障`).
_ANOTHER_ONE = lazy(
    r"另一|另起|不同|无关|并非|(?i:(?<![A-Za-z])(?:another|different|separate|unrelated|not\s+the)"
    r"(?![A-Za-z]))"
)
_INCIDENT_NAME = lazy(r"事件|事故|(?i:(?<![A-Za-z])(?:incident|outage|breach)(?![A-Za-z]))")
# `已有推理引擎缺陷实证(1,200 issue,arXiv:2609.21188)锚定`: the entry, with the paper it is
# (`雪松调度（arXiv:…）条目更新`: a line opening with the name, when no `已有` follows)
_HAS_ASIDE = lazy(
    r"(?:已有|^(?![^；;。]*已有))\s*(?P<names>[^；;。，,（(]+?)\s*[（(](?P<aside>[^）)]{0,60})[）)]\s*(?:锚定|条目)"
)
_WIDE = lazy(r"[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")  # full-width letters (`ＯＯＭ`)


# A lead saying the thing was launched (`…MCP 服务器首发`, `…解析器开源`, `launched`): in a
# section keeping releases apart, an entry so named with no release is its first release's.
_LAUNCH_SAID = lazy(
    r"首发|开源|发布|上线|推出|亮相|面世"
    r"|(?i:(?<![A-Za-z])(?:launch(?:ed|es)?|open[- ]sourced?|released|debuts?|unveil(?:s|ed)?)"
    r"(?![A-Za-z]))"
)


# Lowercase English words after a name, saying what it is (` leaderboard`, ` eval suite`), or
# a kind's abbreviation (` SDK 1.4`), maybe a release after them.
_DESCRIBING_WORDS = lazy(
    r"(?:\s+[a-z][a-z\-]{2,}){1,3}|\s+(?:SDK|API|CLI|UI)(?:\s+v?\d+(?:\.\d+)+)?"
)


# A month the title names an edition by (`7 月榜`, `2028年7月`, `12 月版`).
# The way a product reaches users, after its name (`Lumora-Pro API`, `Lumora App`).
_ACCESS_TAIL = lazy(r"[ \-](?:API|App|Playground)$")
_MONTH_NAMED = lazy(r"(?<![\d.])(?:1[0-2]|0?[1-9])\s*月")


# A maker's name leading a title, then the product's (`Orca Labs Echo-ASR 1.5`).
_ORG_FIRST = lazy(rf"^(?P<maker>{contrary.ORG})\s+(?=[A-Z])")


# A model word: capitals then digits (`H200`, `B200`, `MI300X`).
_MODEL_WORD = lazy(r"(?<![A-Za-z0-9])[A-Z]{1,3}\d{2,4}[A-Za-z]?(?![A-Za-z0-9])")
# A Chinese name, then a model word (`光环云 B200 预留价回调`).
_CJK_THEN_MODEL = lazy(
    r"^(?P<cjk>[\u3400-\u9fff\uf900-\ufaff]{2,6})\s*"
    r"(?P<model>[A-Z]{1,3}\d{2,4}[A-Za-z]?)(?![A-Za-z0-9])"
)
# A cloud region's id (`cn-east-2`, `us-west-1`) and words for an incident.
# (Not a region named without its number, `eu-west`, `ap-southeast`: a coarse area, where
# another incident of the same product is as likely; a blind week lost a right decision to it.)
_REGION_ID = lazy(r"(?<![A-Za-z0-9\-])[a-z]{2,6}(?:-[a-z]{2,9})+-\d{1,2}(?![A-Za-z0-9\-])")
# An issue's page on a tracker (`github.com/lumen/trace/issues/412`).
_ISSUE_PAGE = lazy(r"github\.com/[A-Za-z0-9_.\-]+/[A-Za-z0-9_.\-]+/issues/\d+")
# A title following an incident up: its compensation, review, root cause, recovery.
_FOLLOW_UP = lazy(
    r"补偿|复盘|根因|恢复|赔付|追踪|(?i:post-?mortem|compensat|root\s+cause|RCA|follow-?up|recover)"
)
# A product's name, then only a review of an incident (`Stratus 故障复盘`, `Stratus outage
# postmortem`, `Stratus 事故根因分析`).
_INCIDENT_REVIEW = lazy(
    r"^(?P<name>[A-Z][A-Za-z0-9\-]+)\s*(?:的\s*)?(?:故障|事故|宕机|中断|(?i:outage|incident)\s*)?"
    r"(?:复盘|事后分析|根因(?:分析)?|(?i:post-?mortem|RCA|root\s+cause(?:\s+analysis)?))$"
)


# Abbreviations that are a person's role in a company before they are a product's name.
_ROLES = frozenset({"CEO", "CTO", "CFO", "COO", "CIO", "CPO", "CSO", "VP"})


# What a bug is called in a title, and what a fix is (a fix is news of the product).
_BUG = lazy(
    r"缺陷|故障|崩溃|泄漏|泄露|死锁|截断|回归|挂起|卡死|错误|异常|骤降|退化|劣化|逃逸|越权|绕过"
    r"|(?i:(?<![A-Za-z])(?:bug|crash|leak|deadlock|hang|regression|error|escape|bypass)s?"
    r"(?![A-Za-z]))"
)


# A title led by a GitHub repository's path (`lantern-obs/lantern 登上 …`; not an issue's
# `o/r#N`, not a Latin pair such as `TCP/IP`: an owner or name with a hyphen, a dot, a digit or
# lowercase letters), then a release or more words.
_TITLE_REPO_PATH = lazy(  # (an owner in capitals with a repository in lower case: `BAAI/bge-m3`)
    r"^(?P<owner>(?=[A-Za-z0-9_.\-]*[a-z\-_.]|[A-Z0-9]+/[A-Za-z0-9_.\-]*[a-z])"
    r"[A-Za-z0-9][A-Za-z0-9_.\-]*)"
    r"/(?P<repo>[A-Za-z0-9][A-Za-z0-9_.\-]*?)(?=\s|$)"
)


# Where a repository was listed (`登上 GitHub Trending`): a place, not another thing the
# title is about.
_LISTED = lazy(
    r"^\s*(?:登上|登顶|冲上|上榜|进入|hits|tops|on)\s+[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)*"
    # (or the word for the repository itself, what it gained after: `acme/foo 仓库新增 vLLM
    # 部署脚本` is about foo's repository, vLLM only a target)
    r"|^\s*(?:仓库|代码库|(?i:repo(?:sitory)?)(?![A-Za-z]))"
)


# A maker's name before a product's (`NVIDIA Prefill-Decode Bridge`): a capitalised word or
# an acronym, then a capitalised name of two words or more.
# A maker's capitals, then a one-word name and maybe a release (`NVIDIA Dynamo 1.4`).
_CAPS_MAKER = lazy(
    r"^[A-Z]{2,}[A-Za-z0-9]{0,13}\s+(?P<name>[A-Z][A-Za-z0-9\-]*)(?:\s+v?\d+(?:\.\d+)*)?$"
)
_MAKER_FIRST = lazy(
    r"^(?P<maker>[A-Z][A-Za-z0-9]{1,15})\s+(?=[A-Z][A-Za-z0-9\-]*[\s\-][A-Z])"
    r"|^(?P<caps>[A-Z]{2,}[A-Za-z0-9]{0,13})\s+(?=[A-Z][A-Za-z0-9\-]*\s+v?\d)"  # `NVIDIA X 1.3`
    # `Skyframe Lumora 3.5 预览版` (`Lumora3.5` as read): a capitalised word, a name, a release
    r"|^(?P<word>[A-Z][a-z][A-Za-z0-9]{1,14})\s+(?=[A-Z][A-Za-z0-9\-]*\s+v?\d+\.\d)"
)

# A one-word name joined by a hyphen to a word saying what it is (`Pennant-Scheduler`).
_HYPHEN_KIND = lazy(r"^(?P<name>[A-Za-z][A-Za-z0-9]{2,})-(?P<kind>[A-Za-z]{3,})(?![A-Za-z0-9\-])")

# A lead up to its first comma: its name and the first clause of its description.
_LEAD_HEAD = lazy(r"^[^，,。；;]{1,120}")
# One capitalised word in brackets: a maker (`（Fathom）`; not `（GA）`, `（中文）`).
_MAKER_AFTER = lazy(r"\s*[（(]\s*(?P<maker>[A-Z][a-z][A-Za-z0-9\-]*)\s*[)）]")

# A one-word name joined by a hyphen to a word (`Pumice-Edge`; not `Pumice-2`).
_HYPHENED = lazy(r"^(?P<name>[A-Za-z][A-Za-z0-9]{2,})-[A-Za-z][A-Za-z0-9]*(?![A-Za-z0-9\-])")

# A name, a release and the words right after it (`Heron 2.0 调度插件`: 调度插件).
_KIND_AFTER_RELEASE = lazy(
    r"^[A-Za-z][\w.\-]*(?:\s+[A-Za-z][\w.\-]*){0,2}\s*v?\d+(?:\.\d+)+\S*\s+"
    r"(?P<kind>[^\s—–:：,，(（]+)"
)
# Characters that join two things named before and after them (`叉线与 Driftline`).
_JOINING = frozenset("与和及跟对同兼")
# A title starting with a name in two languages: `薇丽 Vellichor 2.6 预览`.
_TWO_LANGUAGES = lazy(
    rf"^(?P<whole>[{_CJK_CHARS}]{{2,}}\s*"
    r"(?P<latin>[A-Z](?=[A-Za-z0-9\-]*[a-z])[A-Za-z0-9\-]{3,}))(?![A-Za-z0-9\-])"
)


# A noun for a kind of thing, a product, a standard or a model, wherever it falls (`器` with the
# two characters before it: `服务器`, `编译器` apart).
_KIND_NOUN = lazy(rf"[{_CJK_CHARS}]{{0,2}}器|协议|框架|引擎|运行时|网关|平台|库|规范|标准|模型")
# An aside in brackets (`（原 提线 Marionette）`).
_BRACKETED_ASIDE = lazy(r"[（(][^（()）]*[）)]")
# Chinese words right before a release (`耳机 2.0`, `编译器 3.2`): the kind a title gives its name.
# A Chinese name, a Latin one, maybe a model size (`赤霄 Chixiao-VL 72B 预告`).
_CHINESE_SPACE_LATIN = lazy(
    rf"^(?P<cjk>[{_CJK_CHARS}]{{2,6}})\s+(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z]*)*)"
    r"(?:\s+\d+(?:\.\d+)?[BM])?(?![A-Za-z0-9.\-])"
)
_KIND_THEN_RELEASE = lazy(rf"^\s*(?P<kind>[{_CJK_CHARS}]{{1,6}})\s*v?\d+(?:\.\d+)+")


# A point led by a Latin name and a release (`Pelican Retrieve 0.4 用 …`).
# A point defining an abbreviation by the name it stands for (`SWA（Shipwright Agent，Dovetail
# 出品）3.2 将…`): the abbreviation, then the capitalised name in brackets up to a comma or the
# closing bracket.
_POINT_ABBREVIATION = lazy(
    r"(?<![A-Za-z0-9])(?P<abbr>[A-Z][A-Z0-9]{1,6})\s*[（(]\s*"
    r"(?P<full>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,4})\s*[，,、;；）)]"
)
_ABBREVIATION_HEAD = lazy(r"[A-Z][A-Z0-9]{1,6}(?![A-Za-z0-9])")
_POINT_NAME = lazy(
    r"^\s*(?:[-*+]\s+)?(?P<name>[A-Z][A-Za-z0-9]*(?:[ \-][A-Z][A-Za-z0-9]*){0,3})"
    r"\s+v?(?P<version>\d+(?:\.\d+)+)(?![\d.])"
)

# A point leading with a Chinese name, its Latin name in brackets, then a release
# (`织网检索（WeaveRetriever）2.0：规则层…`).
_POINT_PAIRED_NAME = lazy(
    rf"^\s*(?:[-*+]\s+)?(?P<cjk>[{_CJK_CHARS}]{{2,8}})\s*[（(]\s*"
    r"(?P<name>[A-Z][A-Za-z0-9]*(?:[ \-][A-Z][A-Za-z0-9]*){0,3})\s*[)）]"
    r"\s*v?(?P<version>\d+(?:\.\d+)+)(?![\d.])"
)


_CJK_THEN_ABBR = lazy(  # `蕨丘 FDS 开源`
    rf"^(?P<cjk>[{_CJK_CHARS}]{{2,4}})\s*(?P<abbr>[A-Z]{{2,6}})(?![A-Za-z0-9])"
)
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
_NO_RELEASE = lazy(r"[vV]?\d[\d.xX]*|\s+")  # (`分层缓存 2.0` names `分层缓存`)
# A name that is one word glued to its generation (`Sable3`, `Kiln-2`), as written; its
# bare word as compared (`sable`); a release written in a lead (`v1.3`, `2.1 版`).
_GENERATION = lazy(r"^[A-Za-z][A-Za-z]+-?\d{1,2}$")
_GLUED_WORD = lazy(r"^[a-z]{3,}$")
_LEAD_RELEASE = lazy(r"(?<![\w.])v?(?P<major>\d{1,3})\.\d+(?:\.\d+)*(?![\w.])")
# A leaderboard, right after a benchmark's name (`视域评测榜单周更`, `…排行榜 9 月更新`).
_BOARD_NOUN = lazy(r"^(?:榜单|排行榜|子榜)")


# A product's name, then a generation of a capital and a number (`Helix H3 发布`), then more.
_GENERATION_NAMED = lazy(
    r"^(?P<name>[A-Z][A-Za-z0-9]+)\s+(?P<generation>[A-Z]\d{1,2})(?![A-Za-z0-9.\-])"
)


# A name and its numbered generation (`Glint-2`, `Pixie 2`).
_NUMBERED = lazy(r"^(?P<name>[A-Za-z][A-Za-z\-]*?)[- ](?P<n>[1-9]\d?)$")


# A dotted release glued to the Chinese name before it (`霁光3.6 API 降价`).
_GLUED_DOTTED = lazy(r"^v?(\d+(?:\.\d+)+)(?![\d.])")


# The words right after a product word, up to a space, a figure or a mark (`智能体运行时`).
_KIND_HEAD = lazy(rf"^\s*[A-Za-z{_CJK_CHARS}][A-Za-z\-{_CJK_CHARS}]*(?=[\s\d\W]|$)")
# A name right after a word saying the subject now works with it or goes into it.
_TAKEN_ON_NAME = lazy(
    r"(?:接入|对接|适配|兼容|支持|加入|并入|合并到|合并进|迁移到|迁入|进入)\s*"
    r"(?P<name>[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*){0,3})"
)


_LATIN_OR_CJK = lazy(rf"[A-Za-z0-9{_CJK_CHARS}]")
# Agreement on these alone is no agreement: a modifier (`tier`: offload tier, pricing tier),
# and `KV` without `cache` (any key-value thing).
_BROAD = frozenset({"tiered"})
_BARE_KV = lazy(r"(?i)(?<![A-Za-z0-9])kv(?![A-Za-z0-9])(?!\s*-?\s*(?:cache|缓存))")
_WORD = lazy(r"[a-z0-9]+")


_ONLY_WORD = "title names only the product word"


# Words after an entry's whole name that go on with a proper word (` Cache 开源` after `Heron`).
_LONGER_NAME = lazy(r"\s*[A-Z][a-z]+(?![A-Za-z0-9])")
_RELEASED = lazy(r"(?i)发布|正式版|(?<![A-Za-z])released?(?![A-Za-z])")
# After a release, a verb saying what the release changed: the rest is the news, not a name.
_CHANGED = lazy(r"(?<=\d)\s*(?:修复|新增|支持|加入|上线|引入|默认|改为|移除)")


_IDENTIFIER = lazy(r"^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![A-Za-z0-9_])")


# A relation line asking for an entry of its own (`建议新建事故条目`, `另立条目`).
_ENTRY_APART = lazy(r"新建|新开|另立|另开|单列|单独(?:建|立|开|成)|新条目|(?i:new\s+entry)")


# A clause, its brackets whole (`与 X（同名云厂商，6-17）无关；`).
_BRACKETED_CLAUSE = lazy(r"(?:[（(][^（()）]*[）)]|[^；;。！!？?，,])+[；;。！!？?，,]?")
# A clause saying no more than that the names agree (`仅同名`, `只是同名而已`).
_ONLY_SAME_NAME = lazy(r"^\s*(?:仅|只|只是|仅是|纯属)?\s*同名(?:而已)?\s*[；;。！!？?，,]?\s*$")
_UNRELATED_TO = lazy(
    r"^\s*(?:本条|注意|需?注意|请注意)?\s*与(?:[（(][^（()）]*[）)]|[^；;。，,])*?"
    r"(?:无关|(?:不是|并非|非)同一(?:个|款|家|种)?"  # (`与 Nimbus Trace（…）不是同一家`)
    r"|(?:只是|仅是|仅|只)同名)"  # (`与 01-08 的 Harbor Eval 只是同名前缀，无关`)
)


_PLAIN_SECTION = lazy(r"§\s*(\d+\.\d+)(?![\d.])")  # `§1.4` (not a legacy `§1.(4)`)


_NO_KEYS: frozenset[str] = frozenset()
# A Latin name with its generation glued on by a hyphen (`OrcaVL-3`, `Strata-3 发布`).
_HYPHEN_GENERATION = lazy(
    rf"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]*-(?P<n>[1-9]\d?)(?![\d.A-Za-z])(?=[\s{_CJK_CHARS}]|$)"
)
# A rename to a quoted new name, the old Chinese name maybe right before it (`识文更名"鸣石
# 识文"`, `VLM 线更名为“青瞳 Omni”`).
_QUOTED_RENAME = lazy(
    rf"(?:(?<![{_CJK_CHARS}])(?P<old>[{_CJK_CHARS}]{{2,6}}))?(?:更名|改名)(?:为|成)?\s*"
    r"[“\"「『](?P<new>[^”\"」』]{2,24})[”\"」』]"
)


@dataclass
class NameIndex:
    """Every entry's names and keys, indexed once; entries are added as the run plans them."""

    entries: list[_Entry] = field(default_factory=list)
    by_form: dict[str, list[int]] = field(default_factory=dict)  # full and bare forms
    by_core: dict[str, list[int]] = field(default_factory=dict)
    by_first: dict[str, list[int]] = field(default_factory=dict)
    by_key: Positions = field(default_factory=lambda: Positions())  # identity key → entries
    by_head: dict[str, list[int]] = field(default_factory=dict)  # `GPU Xid error triage`: gpuxid
    by_inner: dict[str, list[int]] = field(default_factory=dict)  # a capitalised word inside
    by_cjk: dict[str, list[int]] = field(default_factory=dict)  # an all-Chinese name
    by_made: dict[str, list[int]] = field(default_factory=dict)  # `NVIDIA Dynamo`: dynamo
    mentions: Mentions = field(default_factory=lambda: Mentions())
    glossary: Glossary = field(default_factory=Glossary)  # descriptor terms (the map's)
    defined: set[str] = field(default_factory=set)  # short forms the preamble defines (`TSL`)
    # whether the document keeps one entry per product (`EntryIndex.per_product`)
    convention: Callable[[], bool] = field(default=lambda: False, repr=False)
    # whether the editor keeps releases apart in the section (and sub-heading's group) of the
    # entry at a position (`EntryIndex._releases_apart_in`)
    apart: Callable[[str, int], bool] = field(default=lambda anchor, at: False, repr=False)
    # the unit the group of the entry at a position keeps, its preamble's and its own entries'
    # readings reconciled: `release`, `product`, `conflict`, `unknown` or "" (`EntryIndex`)
    granularity: Callable[[str, int], str] = field(default=lambda anchor, at: "", repr=False)
    # the release lines an entry's text records (`EntryIndex._lines_held`)
    lines_held: Callable[[int], frozenset[tuple[int, int]]] = field(
        default=lambda position: frozenset(), repr=False
    )
    # the generations an entry's sub-items record (`EntryIndex._generations_held`)
    generations_held: Callable[[int], frozenset[str]] = field(
        default=lambda position: frozenset(), repr=False
    )
    _convention: bool | None = field(default=None, repr=False)  # one entry per product, once known
    # whether the document says its engines get one entry per release (`EntryIndex`)
    stated: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated: bool | None = field(default=None, repr=False)
    # whether the document says every release gets an entry, whatever its kind (`EntryIndex`)
    stated_all: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_all: bool | None = field(default=None, repr=False)
    # whether the document says a release candidate gets an entry of its own (`EntryIndex`)
    stated_candidates: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_candidates: bool | None = field(default=None, repr=False)
    # whether the document files follow-ups under a product's latest release entry (`EntryIndex`)
    stated_latest: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_latest: bool | None = field(default=None, repr=False)
    # whether the document files release candidates under the latest release (`EntryIndex`)
    stated_candidates_latest: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_candidates_latest: bool | None = field(default=None, repr=False)
    # whether the document files security advisories under their product (`EntryIndex`)
    stated_advisories_under: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_advisories_under: bool | None = field(default=None, repr=False)
    # whether the document says it keeps one entry per product (`EntryIndex`)
    stated_products: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_products: bool | None = field(default=None, repr=False)
    # whether the document keeps one entry per model family (`EntryIndex`)
    stated_families: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_families: bool | None = field(default=None, repr=False)
    # whether the document keeps one entry per generation, its major version (`EntryIndex`)
    stated_generations: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_generations: bool | None = field(default=None, repr=False)
    _steps: tuple[int, frozenset[int]] | None = field(default=None, repr=False)
    # whether the document gives an edition an entry of its own (`EntryIndex`)
    stated_editions: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_editions: bool | None = field(default=None, repr=False)
    # whether the document files patches under an entry (`EntryIndex`)
    stated_under: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_under: bool | None = field(default=None, repr=False)
    # whether the document says a patch release gets an entry of its own (`EntryIndex`)
    stated_patches: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_patches: bool | None = field(default=None, repr=False)
    # the increment's relation line says its thing is another one (`另一次宕机`; `verdict`)
    _another_said: bool = field(default=False, repr=False)
    # whether the document says it files vulnerabilities one entry each (`EntryIndex`)
    stated_apart: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_apart: bool | None = field(default=None, repr=False)
    # whether the document says it files incidents under the entry they affect (`EntryIndex`)
    stated_incidents_under: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_incidents_under: bool | None = field(default=None, repr=False)
    # the kinds of news the document says it files under the release they concern
    stated_news_under: Callable[[], frozenset[str]] = field(default=lambda: frozenset(), repr=False)
    _stated_news_under: frozenset[str] | None = field(default=None, repr=False)
    # whether the document says it files incidents one entry each (`EntryIndex`)
    stated_incidents: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_incidents: bool | None = field(default=None, repr=False)
    # the kinds of trouble the document lists as incidents filed apart (`EntryIndex`)
    stated_incident_kinds: Callable[[], frozenset[str]] = field(
        default=lambda: frozenset(), repr=False
    )
    _stated_incident_kinds: frozenset[str] | None = field(default=None, repr=False)
    # whether the document says it files bugs one entry each (`EntryIndex`)
    stated_bugs: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_bugs: bool | None = field(default=None, repr=False)
    # whether the document says it files scores under the benchmark's entry (`EntryIndex`)
    stated_scores: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_scores: bool | None = field(default=None, repr=False)

    # whether the document says it files a line's siblings under the line (`EntryIndex`)
    stated_siblings: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_siblings: bool | None = field(default=None, repr=False)
    # whether the document says it files a product's scores under the product (`EntryIndex`)
    stated_product_scores: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_product_scores: bool | None = field(default=None, repr=False)
    # whether the document says it files an incident's fix releases under it (`EntryIndex`)
    stated_fixes: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_fixes: bool | None = field(default=None, repr=False)
    # whether the document says it files results under the benchmark's entry (`EntryIndex`)
    stated_results: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_results: bool | None = field(default=None, repr=False)
    # whether the document puts a fix release on its product's entry (`EntryIndex`)
    stated_fix_releases: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_fix_releases: bool | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self._heads = _Heads()
        self._initials: dict[str, list[int]] = {}  # `ZPAS` → entries named `Zephyr Prefix-Aware …`
        # what an entry's lead links, spells out and cites, read when a decision asks (`_against`,
        # `_own_issue`): a few candidates' leads, not every entry's as it is filed
        self._repos: dict[int, frozenset[str]] = {}  # the repositories a lead links
        self._spelled: dict[int, dict[str, str]] = {}  # the abbreviations it spells out
        self._issues = _Ascending()  # entries whose lead cites an issue (`o/r#N`) …
        self._issues_read = 0  # … among the first this many
        self._cves: set[int] = set()  # entries whose lead cites a CVE …
        self._cves_read = 0  # … among the first this many
        self._incidents = incidents.Kept(self._described_lead, self._lead_text)
        self._incidents_read = 0  # entries named by a symptom (`incident_entries`) among these
        self._symptoms: re.Pattern[str] | None = None  # symptom terms (`_symptom_hint`)
        self._symptom_named: set[int] = set()  # entries named by a symptom or filed as incidents …
        self._symptom_named_read = 0  # … among the first this many
        self._benchmark_names: dict[int, tuple[str, ...]] = {}  # (`_benchmarks`)
        self._benchmarks_read = 0  # … among the first this many
        self._indexed = bytearray()  # position → its names are in the maps
        self._fetched: set[tuple[str, bool]] = set()  # looked up since the last entry came in
        self._title_product: tuple[Names, tuple[int, Evidence] | None] | None = None
        self._pairs: dict[str, set[str]] = {}  # `镶石` → {`Tessera`} (`镶石 Tessera 1.9`)
        self._pairing: dict[str, set[int]] = {}  # `镶石` → the entries that pair it so
        self.shorts: dict[str, set[int]] = {}  # `ALB` → leads giving it (`defined_short_forms`)
        for name in ("by_form", "by_core", "by_first", "by_head", "by_inner", "by_cjk", "by_made"):
            setattr(self, name, _Lazy(self._fetch, self._fetch_all, getattr(self, name)))
        mentions = self.mentions
        mentions.by_name = _Lazy(self._fetch_mention, self._fetch_all, mentions.by_name)
        mentions.firsts = _Lazy(self._fetch_first, self._fetch_all, mentions.firsts)

    def release(self) -> None:
        """Drop everything indexed (the run is done with it), unusable after: its lazy maps
        hold its own methods (`_fetch`), a cycle that would keep it all until a full
        collection."""
        vars(self).clear()

    def add(
        self,
        lead: str | Titled,
        anchor: str,
        keys: Iterable[str],
        live: bool = True,
        aliases: tuple[str, ...] = (),
        as_read: str | None = None,
        defined: tuple[str, ...] = (),
        reading: str | None = None,
    ) -> int:
        """Index one entry by its lead (or what reads it back: `Titled`; `as_read`: its title,
        when the caller has read it already), keys and the other names its text gives it
        (`aliases`, see `entry_names`); its position. Its names go into the maps when a
        look-up may need them (see `_Heads`); `reading`: the lead as the document's convention
        names it, where that differs from the lead (`versions.release_unbracketed`)."""
        position = len(self.entries)
        # the name first, as the document's convention shows it
        title = as_read if as_read is not None else lead if isinstance(lead, str) else lead.title
        title = reading or title
        text = lead_text(title)
        shown = self._heads.add(position, text)
        read = entry_readings(text, shown, aliases, self.glossary)
        if read.pair:  # (`镶石 Tessera 1.9`: 镶石 is Tessera)
            self._pairs.setdefault(read.pair[0], set()).add(read.pair[1])
            self._pairing.setdefault(read.pair[0], set()).add(position)
        for short in read.shorts:  # (`(hereafter PS)`: maybe another's)
            self.shorts.setdefault(short, set()).add(position)
        for initials in read.initials:
            _put(self._initials, initials, position)
        aliases = (*read.aliases, *owner_bracketed(title, shown))  # (`[X](…/NVIDIA/X) (NVIDIA)`)
        aliases = (*aliases, *(d for d in defined if d not in aliases))  # (the preamble's `TSL`)
        self.defined.update(form(d) for d in defined)
        halves = shown.split(" / ") if " / " in shown else ()  # (its own name's: `vLLM 缺陷`)
        for alias in aliases:  # (filed like a lead: a look-up by it finds the entry)
            if alias in halves or not built_on(text, alias):  # (not `Envoy` of `基于 Envoy 的…`)
                self._heads.add(position, alias)
        self._fetched.clear()  # (a name looked up before may be this entry's too)
        self.entries.append(
            _Entry(lead, anchor, _NO_KEYS, live, shown, None, aliases, self.glossary, reading)
        )
        self._indexed.append(0)
        self.add_keys(position, keys)
        return position

    def _lead_text(self, position: int) -> str:
        return lead_text(self.entries[position].lead)

    def repos(self, position: int) -> frozenset[str]:
        """The repositories the entry's lead links (read when first asked)."""
        known = self._repos.get(position)
        if known is None:
            lead = self.entries[position].lead  # (a link's address too: `[Pumice](…/pumice)`)
            known = contrary.repos_of(lead if isinstance(lead, str) else lead.title)
            self._repos[position] = known
        return known

    def spelled(self, position: int) -> dict[str, str]:
        """The abbreviations the entry's lead spells out (`contrary.expansions`), when asked."""
        known = self._spelled.get(position)
        if known is None:
            known = self._spelled[position] = contrary.expansions(self._lead_text(position))
        return known

    def spelling(self, abbr: str) -> list[int]:
        """The entries whose lead spells out `abbr` (a lead spells out only an abbreviation
        it writes, so only leads holding it are read)."""
        return [
            p
            for p, entry in enumerate(self.entries)
            if abbr in entry.lead and abbr in self.spelled(p)
        ]

    def issues(self) -> _Ascending:
        """The entries whose lead cites an issue (`o/r#N`), read when first asked (and then
        only the entries added since)."""
        for position in range(self._issues_read, len(self.entries)):
            text = self._lead_text(position)
            if "#" in text and cites_issue(text):
                self._issues.add(position)
        self._issues_read = len(self.entries)
        return self._issues

    def incident_entries(self) -> dict[int, frozenset[str]]:
        """The entries named by a symptom (`plan/incidents.py`) → the symptoms their name
        says, read when first asked (and then only the entries added since)."""
        return self.kept_incidents().names

    def kept_incidents(self) -> incidents.Kept:
        """The incident entries read so far, filed (`incidents.Kept`)."""
        hint = self._symptom_hint()
        for position in range(self._incidents_read, len(self.entries)):
            line = self.entries[position].lead
            if not hint.search(line.lower()) and not _WIDE.search(line):
                continue  # (a line naming no symptom at all: nothing more read)
            text = self._lead_text(position)
            called = incidents.entry_name(text)
            terms = self.glossary.terms_once(called)  # (each name read once: no cache churned)
            named = terms & incidents.SYMPTOMS
            if not named and not incidents.chinese_symptoms(called):
                continue  # (most entries: no symptom in the name, nothing more read)
            said = incidents.named_symptoms(called, self.glossary, terms)
            if said:
                self._incidents.add(position, said)
        self._incidents_read = len(self.entries)
        return self._incidents

    def _described_lead(self, text: str) -> incidents.Described:
        said = incidents.described(text, self.glossary, COMMON)
        return incidents.with_issue_words(said, COMMON)

    def _symptom_hint(self) -> re.Pattern[str]:
        """A cheap first look at an entry's raw first line: any term of the glossary's symptom
        rows, in lower case, its words joined by any spaces, hyphens or underscores (whatever
        the glossary finds in a lead's name is in its line so; a line with full-width
        letters is always read), or a Chinese word of the incident rule's own (`挂起`)."""
        if self._symptoms is None:
            terms = [t for row in self.glossary.rows if row[0] in incidents.SYMPTOMS for t in row]
            words = sorted({r"[\s\-_]*".join(map(re.escape, t.split())) for t in terms})
            words += incidents.HINTS  # (the incident rule's own Chinese words: `挂起`)
            self._symptoms = re.compile("|".join(words))  # (asked of lower case)
        return self._symptoms

    def _fetch(self, name_form: str, mention: bool = False) -> None:
        """Put into the maps the names of every entry that may go by `name_form` (once per
        name while no entry comes in: the entries that may go by it are all in then)."""
        if (name_form, mention) in self._fetched:
            return
        self._fetched.add((name_form, mention))
        for position in self._heads.candidates(name_form, mention):
            if not self._indexed[position]:
                self._index(position)

    def _fetch_mention(self, spaced_name: str) -> None:
        """As `_fetch`, for a name a text may mention (only a distinctive one is indexed)."""
        if distinctive(spaced_name.replace(" ", "")):
            self._fetch(spaced_name, mention=True)

    def _fetch_first(self, word: str) -> None:
        self._fetch(word, mention=True)

    def _fetch_all(self) -> None:
        for position, indexed in enumerate(self._indexed):
            if not indexed:
                self._index(position)

    def _index(self, position: int) -> None:
        """Put one entry's names (forms, cores, first words, heads, mention names) into the
        maps, each list kept in position order as if every entry had been put in as added."""
        self._indexed[position] = 1
        lead = lead_text(self.entries[position].lead)  # the name first, as the convention shows
        names = self.entries[position].names
        for name_form in names.full | ({names.bare} - {""}):
            _put(self.by_form, name_form, position)
        for name_form in {names.core, *names.full, *_initialised(names.shown)} - {""}:
            _put(self.by_core, name_form, position)
        if names.first:
            _put(self.by_first, names.first, position)
        for head in names.heads:
            _put(self.by_head, head, position)
        for whole in names.full:  # an all-Chinese name: a title may start with it
            if len(whole) >= _MIN_CJK_NAME and _IS_CJK.match(whole) and whole not in GENERIC:
                _put(self.by_cjk, whole, position)
        for word in names.inner:
            _put(self.by_inner, word, position)
        made = _CAPS_MAKER.match(names.shown) if " " in names.shown else None
        if made:  # (`NVIDIA Dynamo 1.4`: a relation line's `Dynamo 1.4`, `_maker_before`)
            _put(self.by_made, form(made["name"]), position)
        compared = None if names.comparison else _described_comparison(lead, names)
        if compared and compared not in names.full:
            _put(self.by_form, compared, position)
        self.mentions.add(position, lead)
        for alias in self.entries[position].aliases:
            self.mentions.add(position, alias)

    def add_keys(self, position: int, keys: Iterable[str]) -> None:
        """Keys an entry gained (an update's marker carries the increment's keys)."""
        entry = self.entries[position]
        gained = [key for key in dict.fromkeys(keys) if key not in entry.keys]
        if not gained:
            return
        if not entry.keys and isinstance(keys, tuple) and len(gained) == len(keys):
            entry.keys = keys  # (an existing entry's own sorted tuple: shared, not copied)
        elif isinstance(entry.keys, set):
            entry.keys.update(gained)
        else:
            entry.keys = {*entry.keys, *gained}
        for key in gained:
            self.by_key.add(key, position)
            if key.startswith("name:"):
                self.by_form.setdefault(key[5:], []).append(position)
                self.by_core.setdefault(key[5:], []).append(position)

    def decide(
        self,
        title: str,
        relation: str,
        keys: Sequence[str],
        anchor: str,
        cited: Sequence[tuple[int, str]] = (),
        repos: frozenset[str] = frozenset(),
        points: Sequence[str] = (),
        sources: str = "",
    ) -> Verdict:
        """The entry the increment continues, from the evidence (see the module's text);
        `cited`: the entries holding an increment the relation line cites, with its id;
        `repos`: the repositories the increment's title and sources link; `points`: its
        points, where a clause saying outright it is unrelated to an entry denies it too;
        `sources`: its sources line, read for a short form it defines as the points are
        (`(Quillsmith,下称 QS)`)."""
        found: dict[int, list[Evidence]] = {}
        for position, item_id in cited:
            if self.entries[position].live:
                found.setdefault(position, []).append(
                    Evidence(SAYS_SO, f"relation line cites {item_id}")
                )
        cited_only = _release_cites(title, keys) or self._fix_release_cites(title, keys)
        possible: set[tuple[str, int]] = set()  # (a possibility the title and a point both
        for key in keys:  # cite is one: not a continuation by repetition)
            for position in self._live(self.by_key.get(key, ())):
                shared = self._key_evidence(title, key, position, key in cited_only)
                if shared.weight <= POSSIBLE and (key, position) in possible:
                    continue
                possible.add((key, position))
                found.setdefault(position, []).append(shared)
        for key in corrected_keys(title, keys):
            for position in self._live(self.by_key.get(key, ())):
                found.setdefault(position, []).append(Evidence(STRONG, f"corrects {key}"))
        mine = _abbreviated_title(_repository_title(names_of(title)))  # (`Ferric 网关 FSG 0.9.1`)
        mine = _subject_side(mine, relation)  # (`A 0.2 vs B` with `主体是 A 0.2`: A's)
        mine = self._taking_on_known(mine)  # (`nightjar 投机解码接入 Marlowe Serve 2.5`)
        kinded = self._kind_first(mine)  # (`多模态评测 LVUS v2`: `LVUS v2`)
        told = _KIND_FIRST.match(mine.shown) if kinded is not mine else None
        mine = _generation_apart(kinded)  # (`Corvid-Embed2发布`: `Corvid-Embed 2 发布`)
        mine = self._bracketed_latin_release(title, mine)  # (`衡尺重排 1.5（Yardstick …）`)
        self._another_said = _ANOTHER_ONE.search(relation) is not None  # (`_by_incident_review`)
        self._by_names(mine, found)
        resulted = self._by_benchmark_result(title, found)
        self._by_glued_release(mine, found)  # (`霁光3.6 API 降价`: `霁光 Jiguang 3.6 发布`)
        if told is not None:
            self._another_kind_told(told["kind"], found)
        self._by_full_initials(mine, found)
        self._by_lead_words(mine, found)
        self._by_series(title, mine, found)
        self._by_month_edition(mine, found)
        self._by_recorded_generation(mine, found)
        self._by_chinese_kind(mine, found)
        self._by_translated_release(mine, found)
        self._by_maker_first(title, mine, found)
        self._by_point_name(mine, points, found)
        self._by_point_abbreviation(mine, points, found)
        self._by_point_short_form(mine, (*points, sources) if sources else points, found)
        self._by_renamed_arrow(title, found)
        self._by_renamed_newest(title, mine, found)
        self._by_quoted_rename(title, found)
        self._by_advisory_product(title, found)
        self._by_issue_product(title, found)
        self._by_repository(mine, repos, found)
        self._by_linked_repository(mine, repos, found)
        self._by_leading_linked(mine, repos, found)
        self._by_chinese_from_repository(mine, repos, found)
        self._by_hyphened_kind(mine, set(found), found)  # (after the repository's reading)
        self._by_dropped_acronym(mine, found)  # (`Harbor Registry` of `Harbor MCP Registry`)
        self._by_described_acronym(mine, found)  # (`智能体互操作协议 AIP 0.4 草案投票通过`)
        _longest_whole(found, mine)  # (`Sieve Rerank v2 large`: `Sieve-Rerank-v2`'s)
        self._by_same_part(title, mine, found)
        self._by_incident(title, found)
        self._by_dated_incident(title, found)
        self._by_incident_of_day(title, found)
        self._by_sibling(title, found)
        if not resulted:  # (one home for a result: the benchmark entry that rule found)
            self._by_scored_benchmark(title, found)
        self._scored_under_product(title, found)
        if relation:
            alone = not (mine.comparison or mine.others or mine.joined or mine.rival)
            self._by_relation(relation, found, title if alone else "")  # (`A vs B`: not A's)
            self._by_relation_key(relation, keys, found)
            self._by_relation_paper(relation, found)
            self._by_relation_issue(relation, keys, found)
            self._by_relation_cve(relation, keys, found)
            self._by_anchored_incident(title, relation, found)
            self._by_advisory_day(title, relation, found)
            self._by_incident_day(title, affirmed(relation), anchor, found)
        released = _release_after_kind(mine)  # (`Wheatear 调度器 1.1`: release 1.1)
        self._by_latest_release(released, found, title)
        self._by_latest_for_candidate(released, found, title)
        self._by_major_line(released, found)
        self._by_other_release(released, found)
        if mine.former:  # (`Egretwell（原名 Egretta）1.0`: a release of Egretta's)
            self._by_other_release(names_of(mine.former), found)
        if (aliased := aliased_release(title)) is not None:  # (`黑曜路由（Obsidian Router）0.2`)
            self._by_other_release(names_of(aliased), found)
        self._another_makers_abbreviation(mine, found)  # (after every reading by names)
        self._family_paper(mine, found)  # (`Corvid-VL-72B 开放权重` with the 7B's paper)
        self._a_role_not_a_product(mine, found)
        for position, evidence in found.items():
            if self.entries[position].anchor == anchor:
                evidence.append(Evidence(SECTION, f"same section {anchor}"))
        self._screened(found, _renamed_released(title, released), keys, relation, title)
        denied = {p for c in contrary.denying(relation) for p in self.mentioned(c)}
        denied |= {p for c in contrary.unrelated(points) for p in self.mentioned(c)}
        background = frozenset(
            p for c in background_clauses(relation) for p in self._mentioned_in_place(c)
        )
        repos |= _title_repository(mine)
        issue_sourced = _ISSUE_PAGE.search(sources) is not None and "/pull" not in sources
        inc = _Increment(
            mine,
            title,
            relation,
            keys,
            repos,
            frozenset(denied),
            anchor,
            background,
            points,
            issue_sourced,
        )
        self._countered(found, inc)
        self._release_not_a_paper(mine, keys, found)
        return self._reconciled(self._verdict(found), released)

    def _reconciled(self, verdict: Verdict, mine: Names) -> Verdict:
        """A release (`Quarry 2.4`) continuing an entry of another release line or of its
        product (`Quarry 2.3`, `**Quarry**`) rests on the document keeping one entry per
        product: where its preamble and its entries disagree on that in the entry's group, or
        the preamble states a rule no reader understands and the entries show nothing
        (`granularity`: then an entry of another release line, or the product's where the rule
        names releases only), the continuation is only a possibility (a duplicate is the safer
        failure). Not one a shared key decides, or (an unknown rule) the relation line."""
        position = verdict.chosen
        if position is None or len(mine.version) < 2 or mine.comparison:
            return verdict
        theirs = self.entries[position].names
        if theirs.version and not versions.other_release(mine.version, theirs.version):
            return verdict
        if versions.pre_release(mine.shown) or any(e.weight >= STRONG for e in verdict.evidence):
            return verdict
        unit = self.granularity(self.entries[position].anchor, position)
        if unit.startswith("unknown") and (
            (not theirs.version and unit != "unknown-release")
            or any(e.why.startswith("relation line") for e in verdict.evidence)
        ):  # (an unread rule: only by the title's names; a product's entry, a rule of releases)
            return verdict
        if unit not in ("conflict", "unknown", "unknown-release"):
            return verdict
        why = (
            "but the document's preamble and entries disagree on one entry per release or product"
            if unit == "conflict"
            else "but the document's preamble states a rule of entries no reader knows"
        )
        evidence = (*verdict.evidence, Evidence(0.0, why))
        return Verdict(None, position, verdict.score, evidence)

    def _bracketed_latin_release(self, title: str, mine: Names) -> Names:
        """A title naming its thing by a Chinese name and a release, the same release after a
        Latin name in the brackets right after it (`衡尺重排 1.5（Yardstick Rerank 1.5）发布`),
        read by that Latin name (`Yardstick Rerank 1.5 发布`) where no entry's lead pairs the
        Chinese name with a Latin one (a document kept in English knows the thing by its Latin
        name; a night's entry led by the Chinese name alone pairs it with nothing)."""
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
        rest = match["rest"].strip()  # (`（LoomRT 0.9）NPU 后端上线`: a word right after it)
        return names_of(f"{latin} {match['again']} {rest}".strip())

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

    def _taking_on_known(self, mine: Names) -> Names:
        """A title naming another thing only as what its subject now works with, right after
        a word saying so (`nightjar 投机解码接入 Marlowe Serve 2.5`, `Paddock Scheduler 项目归档，
        功能并入 Monsoon Router`), that thing being one an entry of the document is named by:
        about its subject still (`Quarry Router 接入 Chrome DevTools`, a name no entry has,
        stays about two things)."""
        head = _LATIN_CORE.match(mine.shown)
        if not mine.others or mine.joined or mine.rival or head is None:
            return mine
        taken = _TAKEN_ON_NAME.search(mine.shown, head.end())
        if taken is None:
            return mine
        name = _VERSION_TAIL.sub("", taken["name"]).strip()
        if not distinctive(form(name)) or not self._live(self.by_form.get(form(name), ())):
            return mine
        rest = mine.shown[: taken.start("name")] + mine.shown[taken.end() :]
        if _names_another(rest, head.group().strip()):
            return mine
        return replace(mine, others=False)

    def _another_makers_abbreviation(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """`Ferric 网关 FSG 0.9.1` read as `FSG 0.9.1`: an entry that defines the abbreviation
        after another product word (`FSG (Fathom Serving Gateway)`, going by `Fathom FSG`)
        is another maker's FSG: the title's readings of its name count for it no more
        (the reading names Ferric's; `FSG v0.9 …`, `ferric-ai/fsg` stay found)."""
        read = versions.abbreviation_maker(mine.shown)
        if read is None:
            return
        maker, abbr = form(read[0]), form(read[1])
        for position, evidence in found.items():
            full = self.entries[position].names.full
            others = {f for f in full if f.endswith(abbr) and f != abbr}
            if others and f"{maker}{abbr}" not in others:
                evidence[:] = _without_title_readings(evidence)

    def _family_paper(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming a model size (`Corvid-VL-72B 开放权重`) sharing an arXiv id with an
        entry named by another size of the same name (`Corvid-VL-7B v2.0`): the family's
        paper, which every size cites; that entry is a possibility by it, not the same
        model (the title's own size's entry keeps its name's weight)."""
        if not any(e.why.startswith("arxiv:") for ev in found.values() for e in ev):
            return
        size = _SIZE.search(mine.shown)
        if size is None:
            return
        head = form(mine.shown[: size.start()])
        for position, evidence in found.items():
            theirs = self.entries[position].names.shown
            other = _SIZE.search(theirs)
            if other is None or other.group().casefold() == size.group().casefold():
                continue
            if form(theirs[: other.start()]) != head:
                continue
            sizes = f"the title names the {size.group()}, the entry the {other.group()}"
            why = f"(the family's paper: {sizes})"
            evidence[:] = [
                Evidence(POSSIBLE, f"{e.why} {why}") if e.why.startswith("arxiv:") else e
                for e in evidence
            ]

    def _a_role_not_a_product(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """`Cairn CTO 访谈`: a product word then an abbreviation that is a role (`CTO`,
        `CEO`) names a person when no release follows; an entry going by that product word
        and abbreviation (`Cairn Tiered Offload (CTO)`, `Cairn CTO`) is a possibility only
        by the title's name (`Cairn CTO 0.5` still is its release)."""
        words = mine.shown.split()
        if len(words) < 2 or words[1].upper() not in _ROLES or mine.version:
            return
        named = form(f"{words[0]}{words[1]}")
        why = f'title names "{words[0]} {words[1]}" (but with no release: a person, maybe)'
        for position, evidence in found.items():
            if named in self.entries[position].names.full:
                evidence[:] = [*_without_title_readings(evidence), Evidence(POSSIBLE, why)]

    def _screened(
        self,
        found: dict[int, list[Evidence]],
        mine: Names,
        keys: Sequence[str],
        relation: str,
        title: str = "",
    ) -> None:
        """An entry that is another paper, another release line or another edition than the
        increment (`plan/versions.py`) keeps only its shared keys; its other evidence counts
        as a possibility at most (the next edition of a comparison, when the relation line
        says it updates it: a short name's weight), the reason said."""
        for position, evidence in found.items():
            other = self._other_thing(mine, keys, relation, position, title)
            if other is None:
                continue
            cap, reason = other
            papers = self._papers_of_every_release(mine, position, evidence, cap)
            if self._other_month(mine, position):  # (the page every edition links)
                papers += [e for e in evidence if e.weight >= STRONG and e.why.startswith("url:")]
            cap = POSSIBLE if papers else cap
            strong = [e for e in evidence if e.weight >= STRONG and e not in papers]
            section = [e for e in evidence if e.why.startswith("same section")]
            rest = [e for e in evidence if e not in strong and e not in section]
            weight = min(cap, sum(e.weight for e in rest))
            why = f"{' + '.join(e.why for e in rest)} ({reason})"
            evidence[:] = (
                strong + ([Evidence(weight, why)] if rest and not strong else []) + section
            )

    def _next_edition(self, mine: Names, position: int) -> bool:
        """The title names a year's edition (`VGenEval-2028 版`) of an entry whose lead says
        which edition it describes (`video generation benchmark, 2027 edition`): the next
        edition's paper is the benchmark's news, not another paper's."""
        year = mine.version[0] if len(mine.version) == 1 else 0
        if not 1900 < year < 2100 or not _EDITION_WORD.search(mine.shown):
            return False
        return bool(_EDITION_WORD.search(self._lead_text(position)))

    def _other_thing(
        self, mine: Names, keys: Sequence[str], relation: str, position: int, title: str = ""
    ) -> tuple[float, str] | None:
        """Why the entry at `position` may not be the increment's thing, with the most its
        evidence may weigh then; None when nothing says so."""
        entry = self.entries[position]
        theirs = entry.names
        if (
            versions.other_paper(keys, entry.keys, mine.version)
            and not _paper_on(relation, entry.keys)
            and not self._next_edition(mine, position)
        ):
            held = sorted(k for k in entry.keys if k.startswith("arxiv:"))
            return WEAK_NAME, f"but the entry is another paper, {held[0]}"
        if not (mine.comparison or theirs.comparison):
            candidate = versions.pre_release(mine.shown)  # (cheap: most titles are none)
            if candidate and position == self._candidate_home(_release_after_kind(mine), title):
                return None  # (the preamble files a candidate under the latest release)
            if (
                self._another_release(_versioned(mine), theirs)
                and not self._relation_over_rule(relation, theirs, mine)
                and self._major_line(mine) != position
                and not self._within_range(mine, position)
            ):
                one = self._one_entry_per_product(theirs, position)
                if one and not versions.pre_release(mine.shown):
                    if self._stated_product_entry(position):  # (the preamble's rule, plainly)
                        return None
                    if not self.apart(entry.anchor, position):
                        return SHORT_NAME, "the document keeps one entry per product"
                return WEAK_NAME, f'but the title is another release than "{theirs.shown}"'
            if self._release_apart(mine, theirs, entry.anchor, position):
                return WEAK_NAME, f"but the document keeps one entry per release in {entry.anchor}"
            if self._first_release_entry(mine, position) and not _continued_by_name(
                relation, theirs
            ):  # (`续 3-05 Vesper 锚定`: the editor's line says it is that night's entry)
                why = "the document gives each release of an engine an entry"
                return WEAK_NAME, f'but {why}, and "{theirs.shown}" is its first release\'s'
            if self._other_month(mine, position):
                return WEAK_NAME, f'but the title is another monthly edition than "{theirs.shown}"'
            return None
        if mine.comparison != theirs.comparison or mine.version == theirs.version:
            return None  # (a comparison and a product's entry: the name rules weigh that)
        if versions.other_edition(mine.version, theirs.version) and continuing(affirmed(relation)):
            return SHORT_NAME, f'the next edition of "{theirs.shown}", as the relation line says'
        return WEAK_NAME, f'but the title is another edition than "{theirs.shown}"'

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
        if not versions.patch_of(mine.version, theirs.version):
            return False
        if self._stated_patches is None:
            self._stated_patches = self.stated_patches()
        return self._stated_patches

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
        if not held and self._launch_entry(position):
            return True
        if len(held) == 1 and self._created(position) and self.every_release_apart():
            return (mine.version[0], mine.version[1]) not in held  # (`Vesper-TTS`: 0.5's own)
        if self._own_releases_apart(theirs, anchor):
            return (mine.version[0], mine.version[1]) not in held
        if not self.apart(anchor, position):
            return False
        return bool(held) and (mine.version[0], mine.version[1]) not in held

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

    def every_release_apart(self) -> bool:
        """The preamble gives every release an entry, no kind scoping the rule
        (`versions.states_release_entries_for_all`), judged once, when first asked."""
        if self._stated_all is None:
            self._stated_all = self.stated_all()
        return self._stated_all

    def _relation_over_rule(self, relation: str, theirs: Names, mine: Names) -> bool:
        """The relation line means the entry by its release (`_writes_release`: `为 TaskArena
        2028.1 条目更新`) — unless the preamble states the rule that sets the title's release
        apart: every release gets an entry (`every edition of an eval suite … gets an entry of
        its own`), or a patch (a candidate) does (`_another_release` found the title one): the
        document's rule decides; the entry stays a possibility."""
        if not _writes_release(relation, theirs, mine):
            return False
        if not versions.other_release(mine.version, theirs.version):
            return False  # (a patch or a final apart only by the preamble's own rule)
        return not self.every_release_apart()

    def _within_range(self, mine: Names, position: int) -> bool:
        """The title's release lies in the range of releases the entry's name gives (`Mica
        0.6.3` and `「Mica 0.4–0.6」`: the entry takes the releases of the lines it spans)."""
        theirs = self.entries[position].names
        if not mine.version or not theirs.version or mine.bare != theirs.bare:
            return False
        through = versions.range_end(_visible(self._lead_text(position)), theirs.shown)
        return bool(through) and theirs.version <= mine.version[: len(through)] <= through

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
        it and one entry, named by the product alone (`**螺旋** / Helix`), records another
        generation of that letter among its sub-items (`- H2（2029-11-12）：…`): the editor
        files generations as that entry's releases, and this one is its news."""
        said = _GENERATION_NAMED.match(mine.shown) if not found and not mine.version else None
        if said is None:
            return
        generation = said["generation"]
        hits = [
            p
            for p in self._live(self.by_form.get(form(said["name"]), ()))
            if not self.entries[p].names.version
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
        per_product = self.per_product() and not versions.pre_release(mine.shown)
        for position in self._live(held):
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
            elif position not in found:
                found[position] = [Evidence(WEAK_NAME, f'title names the product of "{shown}"')]

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
        one = next(iter(mine.full)) if mine.proper and len(mine.full) == 1 else ""
        core = mine.core or (one if mine.core_words == 1 else "")  # (`Wayfarer→Pathwright 更名`)
        core = core or self._paired_product(mine)  # (`视域评测榜单周更`: MMVista-Bench's)
        if mine.version or not core or mine.comparison or mine.others or mine.joined:
            return
        if mine.rival or not distinctive(core):
            return
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
        elif len(held) == 1 and newest not in found and self.every_release_apart():
            shown = self.entries[newest].names.shown  # (no rule says so: for the reviewer)
            why = f'title names the product of "{shown}", its one release entry'
            found[newest] = [Evidence(WEAK_NAME, why)]
        elif stated:  # (`Wayfarer 1.0`, `Wayfarer 1.1` both named: the latest's)
            for older in (p for p in held if p != newest and p in found):
                if all(e.weight <= NAME and e.why.startswith("title names") for e in found[older]):
                    del found[older]

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

    def _news_filed_under(self, title: str) -> str | None:
        """The kind of news the title says it is (a licence change, an incident, a
        measurement) where the preamble files that kind under the release it concerns
        (`versions.news_kinds_under_release`, judged once, when first asked), else None."""
        if self._stated_news_under is None:
            self._stated_news_under = self.stated_news_under()
        if not self._stated_news_under:
            return None
        return versions.news_kind(title, self._stated_news_under)

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

    def _by_advisory_product(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title led by an advisory's id (maybe after the flaw's Chinese name: `缓存投毒
        CVE-2031-1 — …`), then its product (`GHSA-7q4m-2xv9-hc3r —
        tidewater/pg-mcp 只读模式可被多语句绕过`, `CVE-2029-31877 — Tern 沙箱 microVM 逃逸`), where
        the preamble files advisories under their product's entry
        (`versions.states_advisories_under_entry`): the entries the product's name finds (its
        latest release's, where the document keeps release entries and files follow-ups there),
        a name's weight."""
        led = _ADVISORY_LED.match(title) if title[:1] in "CcGg" or _starts_cjk(title) else None
        if led is None or _DEPENDENCY_SAID.search(led["rest"]):
            return  # (`GHSA-… — Loom 依赖的 protobuf 漏洞`: the dependency's advisory)
        if not self._advisories_filed_under():
            return
        product = _abbreviated_title(_repository_title(names_of(led["rest"])))
        named: dict[int, list[Evidence]] = {}
        self._by_names(product, named)
        self._by_latest_release(product, named, led["rest"])
        for position, evidence in named.items():
            if position in found or sum(e.weight for e in evidence) < NAME:
                continue
            shown = self.entries[position].names.shown
            why = f'the advisory names "{shown}" (the preamble files advisories under it)'
            found[position] = [Evidence(NAME, why)]

    def _by_issue_product(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title led by an issue, then its product and release (`sgl-project/sglang#41207 —
        SGLang 0.6.1 radix cache 死锁`), where the preamble files incidents under the release
        they affect (`versions.states_incidents_under_entry`): the entries the product's name
        finds, a name's weight (the issue's repository must not be another owner's)."""
        led = _ISSUE_LED.match(title) if "#" in title[:80] else None
        if led is None:
            return
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not self._stated_incidents_under:
            return
        product = _abbreviated_title(_repository_title(names_of(led["rest"])))
        named: dict[int, list[Evidence]] = {}
        self._by_names(product, named)
        for position, evidence in named.items():
            if position in found or sum(e.weight for e in evidence) < NAME:
                continue
            if not self._cited_owner_fits(title, [position]):
                continue
            shown = self.entries[position].names.shown
            why = f'the issue names "{shown}" (the preamble files incidents under it)'
            found[position] = [Evidence(NAME, why)]

    def _by_advisory_day(self, title: str, relation: str, found: dict[int, list[Evidence]]) -> None:
        """A report on an incident or flaw (`Loom 凭据泄露根因报告`) whose relation line dates it
        (`已有织机 Loom 凭据泄露事件（03-19）`), where the preamble files advisories under the
        release they affect: the one live entry of the title's product holding an advisory
        of that day (`- Advisory (2030-03-19): …` under `loom@1.7.2`), else the release the
        line says was anchored (`已锚定 Gantry 0.2`), a name's weight. Not where the line says
        the title's is another one (`与 03-19 那次不同`), nor for a release the title does not
        name (`Brineway 1.5.0 …`: not `brineway@1.4.0`'s)."""
        reported = _POSTMORTEM.search(title) or contrary.new_incident(title)
        if not reported and not incidents.reports_flaw(title):
            return
        mine = names_of(title)
        first = mine.first
        if not first or _ANOTHER_ONE.search(relation) or not self._advisories_filed_under():
            return
        before = set(found)
        days = _RELATION_DAY.findall(relation)
        if len(set(days)) != 1 or not self._by_day(first, days[0], found):
            self._by_anchored_release(first, relation, found)
        for position in set(found) - before:  # (the title's release is another)
            if versions.other_release(mine.version, self.entries[position].names.version):
                del found[position]

    def _by_day(self, first: str, days: tuple[str, str], found: dict[int, list[Evidence]]) -> bool:
        """The one live entry of the product (`first`) holding an advisory of that day, if
        any (`_by_advisory_day`): found so (True), else False."""
        month, day = (int(n) for n in days)
        advisory = rf"^\s*[-*+]\s*{_ADVISORY_WORD}[^\n]{{0,12}}\d{{4}}-0?{month}-0?{day}(?!\d)"
        dated = re.compile(advisory, re.I | re.M)
        fits = [
            p
            for p in dict.fromkeys(self._live(self.by_first.get(first, ())))
            if dated.search(str(getattr(self.entries[p].source, "body", "")))
        ]
        if len(fits) != 1:
            return False
        if fits[0] not in found:
            shown = self.entries[fits[0]].names.shown
            why = f'"{shown}" holds the advisory of the day the relation line cites'
            found[fits[0]] = [Evidence(NAME, why)]
        return True

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

    def _advisories_filed_under(self) -> bool:
        """The preamble files advisories under their product's (release's) entry
        (`versions.states_advisories_under_entry`), judged once, when first asked."""
        if self._stated_advisories_under is None:
            self._stated_advisories_under = self.stated_advisories_under()
        return self._stated_advisories_under

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

    def _candidate_home(self, mine: Names, title: str = "") -> int | None:
        """The product's latest final release entry, older than the candidate's release, where
        the preamble files candidates under it; None otherwise (or when an entry of the
        candidate's own release line exists: it is that entry's)."""
        if len(mine.version) < 2 or not distinctive(mine.bare) or mine.comparison:
            return None
        if not versions.pre_release(mine.shown):
            return None
        if self._stated_candidates_latest is None:
            self._stated_candidates_latest = self.stated_candidates_latest()
        if not self._stated_candidates_latest:
            return None
        held = [p for p in self._live(self._releases_of(mine.bare))]
        finals = [p for p in held if not versions.pre_release(self.entries[p].names.shown)]
        if not finals or any(
            not versions.other_release(mine.version, self.entries[p].names.version) for p in held
        ):
            return None
        newest = max(finals, key=lambda p: self.entries[p].names.version)
        if self._bracketed_stranger(title, newest):
            return None  # (`Loom 3.0.0rc1 — Loom 录屏工具（Atlassian）…`: another maker's Loom)
        return newest if self.entries[newest].names.version < mine.version else None

    def _bracketed_stranger(self, title: str, position: int) -> bool:
        """The title brackets a capitalised Latin name (`（Atlassian）`, `(Ursine AI)`) the
        entry's lead never writes: whose the thing is, by another maker maybe."""
        lead = self._lead_text(position)
        return any(
            not contrary.has_word(lead, m["name"]) for m in _BRACKETED_CAPITALISED.finditer(title)
        )

    def _by_major_line(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A release (`Bollard Serve 2.6`) of the major line one entry is named by (`系缆推理服务
        2.x（Bollard Serve 2）`), where the document numbers the product by major lines: the
        entry writes its line as a series (`2.x`), or another entry names another major line
        of it (`Bollard Serve 3`). Not `Llama 3.1` for an entry `Llama 3` alone (a model's
        generation, not a line)."""
        position = self._major_line(mine)
        if position is not None:
            shown = self.entries[position].names.shown
            why = f'title is a release of the line "{shown}"'
            found.setdefault(position, []).append(Evidence(NAME, why))

    def _major_line(self, mine: Names) -> int | None:
        """The one entry named by the major line of the title's release (`_by_major_line`)."""
        if len(mine.version) < 2 or not distinctive(mine.bare) or mine.comparison:
            return None
        major = mine.version[0]
        line = self._line_entries(mine.bare, major)
        if len(line) != 1:
            return None
        lead = lead_text(self.entries[line[0]].lead)
        series = re.search(rf"(?<![\d.]){major}\.[xX](?![A-Za-z0-9])", lead) is not None
        others = (k for k in range(max(0, major - 5), major + 6) if k != major)
        lines = series or any(self._line_entries(mine.bare, k) for k in others)
        stated = self._generations_stated() and not self._minor_generations(mine.version)
        return line[0] if lines or stated else None

    def _minor_generations(self, version: tuple[int, ...]) -> bool:
        """Some product of the document has entries of a generation and of its minor step
        `version` gives (`绘影 3` beside `绘影 3.5` for a title's `4.5`): there such a step is
        a generation of its own (`Cadenza 4.5 — 中间代`), not a release of the major's."""
        if len(version) != 2:
            return False
        if self._steps is None or self._steps[0] != len(self.entries):
            steps: set[int] = set()  # the minor steps some product keeps beside its major
            held: dict[str, set[tuple[int, ...]]] = {}
            for entry in self.entries:
                theirs = entry.names
                if theirs.bare and 0 < len(theirs.version) <= 2 and not theirs.comparison:
                    held.setdefault(theirs.bare, set()).add(theirs.version)
            for versions_held in held.values():
                steps |= {v[1] for v in versions_held if len(v) == 2 and (v[0],) in versions_held}
            self._steps = (len(self.entries), frozenset(steps))
        return version[1] in self._steps[1]

    def _generations_stated(self) -> bool:
        """The preamble keeps one entry per generation (`versions.states_generation_entries`),
        judged once, when first asked."""
        if self._stated_generations is None:
            self._stated_generations = self.stated_generations()
        return self._stated_generations

    def _line_entries(self, bare: str, major: int) -> list[int]:
        """The live entries named by the major line `major` of the product `bare`: `Wren
        Serve 4`, `Wren 4.x`, or a Chinese name with `（Wren Serve 4）` after it."""
        named = self.by_form.get(f"{bare}{major}", [])
        lined = [p for p in self.by_form.get(bare, ()) if self.entries[p].names.version == (major,)]
        return self._live(dict.fromkeys([*named, *lined]))

    def _releases_of(self, bare: str) -> list[int]:
        """The entries named by a release of the product `bare` (`Brisa 0.9` for `brisa`)."""
        return [p for p in self.by_form.get(bare, ()) if len(self.entries[p].names.version) > 1]

    def per_product(self) -> bool:
        """The document keeps one entry per product, whose lead names the release last
        checked (`versions.one_entry_per_product`), judged once, when first asked."""
        if self._convention is None:
            self._convention = self.convention()
        return self._convention

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

    def _one_entry_per_product(self, theirs: Names, position: int | None = None) -> bool:
        """The entry is its product's only release entry, and no entry is named by the
        product alone, in a document that keeps one entry per product: another release of the
        product is news of it. An entry named as a release announcement (`X 0.1 开源`) is
        only where a night wrote it (at `position`) in a document whose preamble says so. (Not
        every night's entry named by a release, in such a document, as the product's one: a
        night's entry may be the duplicate an earlier miss made, and continuing it spreads the
        miss; measured on the blind weeks, the reading took two wrong continuations for one
        right.)"""
        if not theirs.bare or not self.per_product():
            return False
        if versions.announces_release(theirs.shown) and not self._stated_product_entry(position):
            return False
        named = self._live(self.by_form.get(theirs.bare, ()))
        if any(not self.entries[p].names.version for p in named):
            return False  # (the product's entry is the one named without a release)
        held = [p for p in named if len(self.entries[p].names.version) > 1]
        return not versions.several_releases(self.entries[p].names.version for p in held)

    def _stated_product_entry(self, position: int | None) -> bool:
        """The entry at `position` was written by a night from a title (`Glint 0.1 开源`) in a
        document whose preamble keeps one entry per product (`_products_stated`): its name is
        the briefing's wording, the entry the product's one."""
        return position is not None and self._created(position) and self._products_stated()

    def _sole_night_entry(self, position: int | None) -> bool:
        """A night's entry in a document whose preamble keeps one entry per product
        (`_stated_product_entry`), no other live entry going by its first word (not `thimble
        0.1.1 补丁` beside the editor's `Thimble 顶针 0.1`): the product's one entry."""
        if position is None or not self._stated_product_entry(position):
            return False
        first = self.entries[position].names.first
        others = [p for p in self._live(self.by_first.get(first, ())) if p != position]
        return bool(first) and not others

    def _patch_filed_under(self, mine: Names, theirs: Names) -> bool:
        """The title is a patch (`Loomwork 2.4.1`) of the entry's release line (`Loomwork
        2.4.0rc1`) or of the product the entry stands for (`**Loomwork**`, no release), and the
        preamble files patches under such an entry (`versions.states_patches_under_entry`):
        the document's rule over a relation line asking for an entry of its own."""
        if theirs.version:
            patch = versions.patch_of(mine.version, theirs.version)
        else:
            patch = len(mine.version) >= 3 and mine.version[-1] != 0
        if not patch:
            return False
        if self._stated_under is None:
            self._stated_under = self.stated_under()
        return self._stated_under

    def _countered(self, found: dict[int, list[Evidence]], inc: _Increment) -> None:
        """An entry the briefing shows to be another thing (`contrary`) keeps its shared keys;
        the rest of its evidence makes it a possibility at most, the reason said."""
        for position, evidence in found.items():
            reason = self._against(inc, position)
            strong = [e for e in evidence if e.weight >= STRONG]
            if reason is None or strong:
                continue
            total = min(POSSIBLE, sum(e.weight for e in evidence))
            why = " + ".join(e.why for e in evidence)
            evidence[:] = [Evidence(total, f"{why}; but {reason}")]

    def _refused_incident_only(self, inc: _Increment, position: int) -> bool:
        """The relation line refuses only an incident it names (`与之无关` after `9-14 X 索引重建
        事故`), the preamble files incidents under the entry they affect and the entry is no
        incident's own: not a refusal of this (product's) entry."""
        if not contrary.refuses_only_an_incident(inc.relation):
            return False
        entry = self.entries[position]
        if contrary.incident_named(entry.names.shown, lead_text(entry.lead)):
            return False
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        return self._stated_incidents_under

    def _against(self, inc: _Increment, position: int) -> str | None:
        """Why the entry at `position` is not the increment's thing; None when nothing says so."""
        entry = self.entries[position]
        theirs = entry.names
        if contrary.says_not_same(inc.title, self._unrelated_kept(inc.relation, position)):
            return "the briefing says it is a same-named other thing"
        if contrary.asks_new_entry(inc.relation) and not continuing(inc.relation):
            return "the relation line asks for a new entry"
        if contrary.refuses_merge(inc.relation) and not self._refused_incident_only(inc, position):
            return "the relation line says not to merge it (or that it differs)"
        differs = contrary.other_product_clauses(inc.relation)
        if differs and contrary.names_other_product(differs, theirs.shown, inc.names.shown):
            return f'the relation line says "{theirs.shown}" is a different product'
        denied = theirs.first and theirs.first in contrary.denied_words(inc.relation)
        lead = lead_text(entry.lead)
        denied = denied and not contrary.denies_another_makers(inc.relation, theirs.first, lead)
        denied = denied and not _denies_namesake(inc.relation, inc.names, theirs)
        denied = denied or self._maker_denied(inc.relation, position)
        denied = denied or self._repo_denied(inc.relation, position)
        if denied or position in inc.denied or _chinese_name_in(theirs, inc.relation):
            return f'the relation line denies a tie to "{theirs.shown}"'
        if asks_apart(inc.relation) and not self._patch_filed_under(inc.names, theirs):
            return "the relation line asks for an entry of its own"
        maker = descriptor_only(_NO_RELEASE.sub("", inc.names.shown), self.glossary) and (
            contrary.other_maker(inc.title, lead_text(entry.lead))
        )
        if maker:
            return f'the title names only a kind of thing, and says it is "{maker}"\'s'
        if position in inc.background:
            return f'the relation line names "{theirs.shown}" as background only'
        maker = self._other_maker(inc, position)
        if maker:
            return f'the briefing says it is "{maker}"\'s, a maker "{theirs.shown}" does not name'
        if inc.names.rival and theirs.first and theirs.first == inc.names.first:
            role = "the rival" if _says_rival(inc.names.shown) else "the maker"
            return f'the title names "{theirs.shown}" only as {role} of its subject'
        former = self._former_unnamed(inc, position)
        if former:
            return f'the title says it was "{former}", a name "{theirs.shown}" never goes by'
        kind = self._former_kind_apart(inc, position) or self._latin_kind_apart(inc, position)
        if kind:
            return kind
        major = self._major_namesake(inc, position)
        if major:
            return major
        greek = _greek_namesake(inc.names.shown, (inc.title, *inc.points), theirs.shown)
        if greek:
            return greek
        within = self._named_within_another(inc, position)
        if within:
            return f'the briefing writes "{within}", a name "{theirs.shown}" never writes'
        linked = self.repos(position)
        if _title_repository(inc.names):  # (the entry's written path: `Tidepool（tidepool-ai/…）`)
            linked |= contrary.written_repos(self._lead_text(position))
        linked |= _named_repository(theirs.shown)  # (`**quarry-labs/mcp-postgres** — …`)
        renamed = bool(inc.names.former) or _took_name(inc.names, entry.keys)
        repo = contrary.other_repo(inc.repos - _partners(inc), linked, renamed)
        moved = _moved_with_name(inc.names, inc.repos, linked)
        moved = moved or self._moved_to_alias(inc, position)
        if repo is not None and not moved:
            return f"the entry is another repository's ({repo})"
        abbr = contrary.other_expansion(_spelled_in(inc), self.spelled(position))
        if abbr is not None:
            return f'the briefing spells "{abbr}" out otherwise than "{theirs.shown}" does'
        spelled = contrary.spelled_words(inc.title)
        unsaid = spelled and contrary.unspelled_other(
            spelled, self.spelled(position), lead_text(entry.lead)
        )
        if unsaid:
            return f'the title spells "{unsaid}" out in words "{theirs.shown}" never uses'
        other = self._short_spelled_otherwise(inc, position)
        if other is not None:
            return other
        if inc.anchor and inc.anchor != entry.anchor:  # (two parts filed apart)
            part = contrary.other_part(
                contrary.descriptor(inc.title), contrary.descriptor(entry.lead), True
            )
            if part is not None:
                return f"{part}, which the document files in {entry.anchor}"
        owner = contrary.other_owner(inc.names.shown, theirs.shown, COMMON)
        if owner is not None:
            return f'the title names "{owner}"\'s feature, not "{theirs.shown}"'
        incident = self._incident_reason(inc, position)
        if incident is not None:
            return incident
        if self._fix_filed_under_incident(inc, position):
            return "the preamble files a fix release under its incident's entry"
        if self._result_of_benchmark(inc, position):
            return "the preamble files results under the benchmark's entry, not the measured one's"
        said = "\n".join((inc.title, *inc.points))  # (`第二代` in a point says so too)
        after = contrary.successor(inc.names.shown, theirs.first, bool(theirs.version), said)
        if after is not None and _dated_by_month(inc.names.shown, after):
            after = None  # (`RAGArena 5 月榜单`: May's leaderboard, no fifth generation)
        if after is not None and self._stated_families is None:
            self._stated_families = self.stated_families()
        if after is not None and self._stated_families and not theirs.version:
            after = None  # (`One entry per model family`: `Veyra 3` is the family `Veyra`'s)
        if after is not None and self._records_generations(after, position):
            after = None  # (`- H2（…）` under `Helix`: the editor files generations there)
        if after is not None and _same_generation(after, theirs.shown):
            after = None  # (`Helix H3 发布`, a night's entry: the generation `Helix H3`'s own)
        if after is not None and not self._series_said(inc.title, position):
            return f'"{after}" is another generation than "{theirs.shown}", not a release'
        glued = self._glued_generation_apart(inc.title, theirs)
        if glued is not None:
            return glued
        revision = contrary.other_revision(inc.title, theirs.shown)
        if revision is not None:
            return f'the title names the {revision} revision, "{theirs.shown}" another'
        return self._other_kind(inc, position)

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

    def _moved_to_alias(self, inc: _Increment, position: int) -> bool:
        """The title names the entry by a name only its later lines give it (`Emberline` of
        `[FlintKV]`, `续：FlintKV 更名 Emberline`) and the increment's repositories are named
        after it (`emberline-ai/emberline`): the repository moved with the rename."""
        lead = self._lead_text(position).casefold()
        for alias in self.entries[position].aliases:
            said = form(alias)
            if said != inc.names.first or alias.casefold() in lead:
                continue
            if inc.repos and all(said in form(r.split("/", 1)[-1]) for r in inc.repos):
                return True
        return False

    def _unrelated_kept(self, relation: str, position: int) -> str:
        """The relation line without its clauses saying the increment is unrelated to things
        they name, the entry at `position` not among them (`与 Meridian Cloud（同名云厂商，
        6-17）无关`: what it says of that namesake says nothing of `Meridian Runtime`; `与
        Nimbus Trace（Halcyon 的追踪工具）不是同一家；本条续 §1.1 Nimbus Serve` neither)."""
        if "无关" not in relation and "同一" not in relation:
            return relation
        names = self.entries[position].names
        own = [f for f in (*names.full, names.bare) if f]
        kept, dropped = [], False
        for clause in _BRACKETED_CLAUSE.findall(relation):
            # (`与 X 无关，仅同名；…`: the namesake's clause goes on after its comma)
            if dropped and _ONLY_SAME_NAME.match(clause):
                continue
            named = any(f in form(clause) for f in own) and not self._other_qualified(
                clause, position
            )
            dropped = bool(_UNRELATED_TO.match(clause)) and not named
            if not dropped:
                kept.append(clause)
        return "".join(kept)

    def _other_qualified(self, clause: str, position: int) -> bool:
        """The clause names another entry of the entry's name by the words of that entry's
        bracket (`与 §1.3 的 Beacon KV 预取器同名无关` against `信标 Beacon（请求追踪）` beside
        `信标 Beacon（KV 预取器）`), not the entry's own: it is about that other one."""
        bracket = _QUALIFIED_NAME.match(lead_text(self.entries[position].lead))
        if bracket is None:
            return False
        said = _squashed(clause)
        if _squashed(bracket["words"]) in said:
            return False
        for other in self._live(self.by_form.get(form(bracket["word"]), ())):
            theirs = _QUALIFIED_NAME.match(lead_text(self.entries[other].lead))
            if other != position and theirs and _squashed(theirs["words"]) in said:
                return True
        return False

    def _repo_denied(self, relation: str, position: int) -> bool:
        """A denying clause names the repository or its owner the entry's lead links or
        writes (`unrelated to … and to the kestrel-labs scheduler` against `**Meridian**
        (kestrel-labs/meridian)`)."""
        denied = contrary.denied_repos(relation) if "/" in relation or "-" in relation else set()
        if not denied:
            return False
        linked = self.repos(position) | contrary.written_repos(self._lead_text(position))
        return contrary.denies_repo(denied, linked)

    def _short_spelled_otherwise(self, inc: _Increment, position: int) -> str | None:
        """The title writes a short form the entry's lead gives its name (`Anvil RT` of
        `**Anvil Runtime** (Anvil RT)`), and the title or its points write another name whose
        letters it gives (`Anvil RT 2.0 — Anvil Robotics …`, `SPR 1.0 — Speculative Parallel
        Retrieval`): that thing's short form, not the entry's."""
        shown = self.entries[position].names.shown
        text = " ".join((inc.title, *inc.points))
        for short in short_forms(self._lead_text(position), shown):
            if not re.search(rf"(?<![A-Za-z0-9_]){re.escape(short)}(?![A-Za-z0-9_])", inc.title):
                continue
            other = spelled_otherwise(text, short, shown)
            if other is not None:
                return f'"{short}" is what the briefing calls "{other}", not "{shown}"'
        return None

    def _maker_denied(self, relation: str, position: int) -> bool:
        """A denying clause names capitalised words starting with the entry's first word
        (`与 Nimbus Compute 无关`, `unrelated to the Meridian Labs GPU cloud`) that the entry's
        lead names too (`contrary.denied_names`), not only in a denial of its own (`**隼关**｜
        Kestrel Gateway｜青岚科技 — …（与 Kestrel Systems 无关）` is not Kestrel Systems')."""
        first = self.entries[position].names.first
        named = contrary.denied_names(relation).get(first, ()) if first else ()
        lead = fold_words(_undenied(self._lead_text(position))) if named else ""
        return any(fold_words(p) in lead for n in named for p in _word_prefixes(n))

    def _other_kind(self, inc: _Increment, position: int) -> str | None:
        """The title says what kind of thing its name is, right before its release (`Rook
        向量库 0.2`: a vector database), and the entry's name and first clause say kinds of
        thing, none of them that one (`Rook (Ardent Labs) — sandboxed code-execution
        runtime`): a namesake of another kind. None when either side says no kind."""
        said = versions.kind_before_release(inc.names.shown)
        kind = self.glossary.terms(said) - _BROAD if said else frozenset[str]()
        theirs = described = self._described_kinds(position) - _BROAD
        if not said:  # (`Heron 2.0 调度插件` and the entry `Heron 2.0 可观测性代理`: both
            # names say a kind after the same release, different ones)
            kind, theirs = self._kinds_after_release(inc.names.shown, position)
        who = "title"
        if not kind:  # (`Rook 是 Quire 团队的向量库`: the briefing says what it is)
            kind, who = self._stated_kind(inc), "briefing"
            theirs = described
        if not kind or not theirs or kind & theirs or self._writes_kind(position, kind):
            return None
        fixing = incidents.is_fix(self._lead_text(position))  # (its kinds: the fix's words)
        if fixing and _patch_of_named(inc.names, self.entries[position].names):
            return None  # (`Cinder 1.4.2` of `Cinder 1.4 发布 — 修复 FP8 黑图`: its own patch)
        mine, other = "/".join(sorted(kind)), "/".join(sorted(theirs))
        return f'the {who} says it is another kind of thing ("{mine}") than the entry ("{other}")'

    def _fix_releases_on_product(self) -> bool:
        """The preamble puts every release, a fix release too, on its product's entry (read
        once)."""
        if self._stated_fix_releases is None:
            self._stated_fix_releases = self.stated_fix_releases()
        return self._stated_fix_releases

    def _fix_release_cites(self, title: str, keys: Sequence[str]) -> frozenset[str]:
        """The issues a versioned fix's title cites (`Quay 2.4.1 修复队列泄漏（quay/quay#88）`)
        where the preamble puts fix releases on the product's entry: background of the
        release, as `_release_cites` reads a shipping release's."""
        issues = [k for k in keys if k.startswith("gh:") and "#" in k]
        if not issues or not _fix_release(title) or not self._fix_releases_on_product():
            return frozenset()
        return frozenset(issues)

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

    def _fix_of_incident(self, title: str, position: int) -> bool:
        """The preamble files an incident's fix releases under its entry (`stated_fixes`), the
        title says it fixes (`Tern 2.4.1 — 修复 #88 …`) and the entry is an incident's: the
        issue it cites is its identity there, not background."""
        if _FIX.search(title) is None or not self._incident_entry(position):
            return False
        if self._stated_fixes is None:
            self._stated_fixes = self.stated_fixes()
        return self._stated_fixes

    def _incident_entry(self, position: int) -> bool:
        """The entry is an incident's: its name says so (`〔事故〕Tern 2.3 OOM`) or reads as one."""
        entry = self.entries[position]
        lead = lead_text(entry.lead)
        if incidents.INCIDENT_WORDS.search(f"{entry.shown} {lead[:12]}"):
            return True
        return contrary.incident_named(entry.names.shown, lead)

    def _fix_filed_under_incident(self, inc: _Increment, position: int) -> bool:
        """A fix release citing an issue a live incident entry holds, where the preamble files
        fix releases there (`_fix_of_incident`): not news of another entry (the product's)."""
        if self._incident_entry(position):
            return False
        for key in inc.keys:
            if not key.startswith("gh:") or "#" not in key:
                continue
            held = self._live(self.by_key.get(key, ()))
            if any(p != position and self._fix_of_incident(inc.title, p) for p in held):
                return True
        return False

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
        clause = re.split(r"[，。；,;]", lead[:at])[-1] if at >= 0 else ""
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

    def _release_using(self, title: str, position: int) -> str:
        """The product a title leads with and gives a release (`Lodestar 2.1 集成 Petrichor
        投机解码`), where the entry's name and lead never write it but the title writes the
        entry's own name after it: a release of another thing that uses the entry's method,
        its paper's id cited as background; "" otherwise."""
        led = _TITLE_PRODUCT.match(title)
        if led is None or led["word"].casefold() in COMMON:
            return ""
        if not _RELEASE_AFTER_WORD.match(title[led.end() :]):
            return ""
        entry = self.entries[position]
        if contrary.has_word(" ".join([entry.shown, lead_text(entry.lead)]), led["word"]):
            return ""
        own = _FIRST_WORD.match(entry.shown)
        rest = title[led.end() :]
        named = own is not None and len(own[0]) > 2 and contrary.has_word(rest, own[0])
        return led["word"] if named else ""

    def _shared_page(self, title: str, key: str, position: int) -> Evidence:
        """A page the entry holds only through an update (`mmsb.example/v2/leaderboard`, cited
        by one model's result filed there) against a title leading with a product the entry's
        name and lead never write (`Sable-Omni 1.1 在 MMSB v2 的成绩`): a page many things cite
        (a leaderboard, a round-up), a possibility at most; the entry's own page is strong."""
        entry = self.entries[position]
        lead = lead_text(entry.lead)
        held = key[len("url:") :].casefold() in lead.casefold()
        if held and len(self._live(self.by_key.get(key, ()))) > 1:  # (a leaderboard's page
            return Evidence(POSSIBLE, f"{key}, a page other entries cite too")  # several rank on)
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
        if _AFTER_CVE.search(title) is not None:  # (`…（CVE-2029-10433 之后的加固）`: background)
            return Evidence(POSSIBLE, f"{key}, what the title's news came after")
        if _MINOR_FIXING_CVE.match(title) and not entry.names.version:
            return Evidence(POSSIBLE, f"{key}, one fix of the title's release")
        first = _FIRST_CLAUSE.match(lead_text(entry.lead))
        if first is not None and key[len("cve:") :].casefold() in first.group().casefold():
            if self._fixed_by_another_release(title, position):
                return Evidence(POSSIBLE, f"{key}, fixed by a release the preamble files apart")
            return Evidence(STRONG, key)
        lead = _TITLE_WORD.match(title)
        word = lead["word"] if lead else ""
        if not word or word.casefold() in COMMON or refs.cve_ids(word):
            return Evidence(STRONG, key)
        if contrary.has_word(entry.shown, word):
            return Evidence(STRONG, key)
        return Evidence(POSSIBLE, f'{key}, cited by a title about "{word}"')

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

    def _named_within_another(self, inc: _Increment, position: int) -> str | None:
        """A title leading with one Latin word an entry goes by or its name starts with
        (`**隼**（Kestrel）`, `**Gemini 协议**`), not renamed, and the briefing writing that word
        again after a capitalised word (not a common one, nor an acronym) or before an
        organisation's word, which the entry's name and lead never write (`Apache Heron`,
        `Google Gemini API`, `Kestrel Robotics`): another maker's namesake. That name, else
        None."""
        led = _NAME_WORD.match(inc.names.shown)
        entry = self.entries[position]
        if led is None or inc.names.former:
            return None
        word = led["word"]
        if form(word) not in entry.names.full and entry.names.first != word.casefold():
            return None  # (neither its name nor its name's first word: `Triton 推理服务器`)
        written = " ".join([entry.shown, self._lead_text(position), *entry.aliases])
        at = inc.title.find(word)
        for text in (inc.title[at + len(word) :] if at >= 0 else inc.title, *inc.points):
            for other, name in _beside(text, word):
                if other.casefold() not in COMMON and not contrary.has_word(written, other):
                    return name
        return None

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

    def _former_kind_apart(self, inc: _Increment, position: int) -> str | None:
        """A title giving a former name (`剧团 Troupe 2.0（原 提线 Marionette）— 星河科技 Agent
        编排框架`) says its thing is a kind (`_KIND_NOUN`: 框架) the entry's name and first
        clause never say, and they say one (`**提线**（Marionette）：Mozilla 的浏览器自动化驱动
        协议`): a namesake's rename, not the entry's. The reason, else None."""
        apart = self._kind_nouns_apart(inc.title, position) if inc.names.former else None
        if apart is None:
            return None
        shown = self.entries[position].shown
        return f'the title says the renamed thing is a {apart[0]}, "{shown}" a {apart[1]}'

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

    def _latin_kind_apart(self, inc: _Increment, position: int) -> str | None:
        """An entry named by a Latin name and the kind of thing it is (`Triton 推理服务器`,
        going by `Triton`: `latin_before_kind`), and a title writing that Latin name with
        another kind word before its release (`Triton 编译器 3.2`): another thing. The
        reason, else None."""
        shown = self.entries[position].names.shown
        if not latin_before_kind(shown, self.glossary):
            return None
        named = _LATIN_THEN_KIND.match(shown.strip())
        title = inc.names.shown.strip()
        if named is None or form(title[: len(named["latin"])]) != form(named["latin"]):
            return None
        said = _KIND_THEN_RELEASE.match(title[len(named["latin"]) :])
        if said is None or not _KIND_NOUN.search(said["kind"]):
            return None
        mine, theirs = set(_KIND_NOUN.findall(said["kind"])), set(_KIND_NOUN.findall(shown))
        if mine & theirs or self._same_kind(said.group(), named["kind"]):
            return None
        return f'the title says "{named["latin"]}" is a {said["kind"]}, not a {named["kind"]}'

    def _former_unnamed(self, inc: _Increment, position: int) -> str | None:
        """The former name the title gives (`Riverbed 3.0（原 FlowServe）`), when the entry's
        name, lead and other names never write it (`**Riverbed**：Delta Storage 公司的对象存储
        网关`): which thing this is, and not that namesake. None otherwise."""
        word = _NAME_WORD.match(inc.names.former) if inc.names.former else None
        if word is None:
            return None
        entry = self.entries[position]
        written = " ".join([entry.shown, lead_text(entry.lead), *entry.aliases])
        return None if contrary.has_word(written, word["word"]) else word["word"]

    def _stated_kind(self, inc: _Increment) -> frozenset[str]:
        """The kinds the points and the relation line say the title's name is
        (`contrary.stated_kinds`), read through the glossary."""
        name = _NAME_WORD.match(inc.names.shown)
        return self._kinds_said(name["word"], (*inc.points, inc.relation)) if name else frozenset()

    def _kinds_said(self, name: str, texts: Sequence[str]) -> frozenset[str]:
        said = contrary.stated_kinds(name, texts)
        return self.glossary.terms(" ".join(said)) - _BROAD if said else frozenset()

    def kind_apart(self, position: int, texts: Sequence[str]) -> str | None:
        """The texts (a contradiction item's title and problem) say what the entry's first
        word names is (`Rook 向量库 0.2 召回率`, `Rook 是 Quire 团队的向量库`), and the entry's
        name and lead say other kinds only (`Ardent 团队的请求路由器`): that kind, else None."""
        first = _NAME_WORD.match(self.entries[position].names.shown)
        kind = self._kinds_said(first["word"], texts) if first else frozenset()
        theirs = self._described_kinds(position) - _BROAD
        if not kind or not theirs or kind & theirs or self._writes_kind(position, kind):
            return None
        return "/".join(sorted(kind))

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

    def _other_maker(self, inc: _Increment, position: int) -> str | None:
        """A maker the title (in brackets after its name: `Rudder（Ursine AI）`) or its points
        (`Ursine AI 发布的 Rudder`) give the thing, which the entry's lead, naming a maker of its
        own, does not: a namesake by another maker (`contrary.other_named_maker`)."""
        name = _NAME_WORD.match(inc.names.shown)
        if name is None:
            return None
        said = contrary.said_makers(name["word"], (inc.title, *inc.points))
        bracket = contrary.bracketed_maker(inc.title)
        if not said and bracket is None:
            return None
        return contrary.other_named_maker(said, bracket, lead_text(self.entries[position].lead))

    def _incident_reason(self, inc: _Increment, position: int) -> str | None:
        """Why the title's incident (bug, vulnerability) is not news of the entry at
        `position`, judged from how the document files incidents; None where its preamble
        files them under the entry they affect (`versions.states_incidents_under_entry`)."""
        if _fix_release(inc.title) and self._fix_releases_on_product():
            return self._incident_entry_apart(inc, position, False)  # (its product's news)
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if self._own_issue(inc.title, position) and not self._stated_incidents_under:
            return "the document gives a bug with its own issue an entry of its own"
        if self._own_vulnerability(inc, position):
            return "the document gives a vulnerability with its own CVE an entry of its own"
        if self._own_flaw(inc, position):
            return "the title reports a security flaw, which the document files as its own entry"
        cve = incidents.other_vulnerability(inc.title, self._lead_text(position))
        if cve is not None:
            return f"the entry is about another vulnerability ({cve})"
        if not self._stated_incidents_under and self._incident_apart(inc, position):
            return f"the document files incidents apart, in {inc.anchor}, named by their symptom"
        if not self._stated_incidents_under and self._stated_incident_apart(inc, position):
            return "the title reports a bug, which the preamble gives an entry of its own"
        if not self._stated_incidents_under and self._labelled_incident_apart(inc, position):
            return (
                "the title calls its news an incident, which the preamble gives an entry of its own"
            )
        return self._incident_entry_apart(inc, position, not self._stated_incidents_under)

    def _by_benchmark_result(self, title: str, found: dict[int, list[Evidence]]) -> bool:
        """The preamble files results under the benchmark's entry (`stated_results`) and the
        title says its news is a result (`Kestrel 2.0 在 SRB 上的成绩`): the one live benchmark
        entry whose name, or the short form its lead declares (`服务评测基准（下称 SRB）`), the
        title writes outside a bracketed aside is where it goes (not a release carrying its
        scores, `识墨 2.0 发布，附 FenBench 成绩`: the product's); whether it found one
        (`_by_scored_benchmark` then adds nothing: one home for a result)."""
        if _MEASURED.search(title) is None or contrary.released(title) or _ON_TWO.search(title):
            return False  # (`Sedge-1 在 FenBench 与 Tarn 上的成绩`: no one benchmark's)
        if self._stated_results is None:
            self._stated_results = self.stated_results()
        if not self._stated_results:
            return False
        # not a benchmark an aside names (`（FenBench 作者新作）`: its makers')
        unbracketed = _BRACKETED_ASIDE.sub(" ", title)
        named = [p for p, names in self._benchmarks().items() if _writes_any(unbracketed, names)]
        if len(named) != 1 or not self.entries[named[0]].live:
            return False
        said = f'the title\'s result goes under the benchmark "{self.entries[named[0]].shown}"'
        found.setdefault(named[0], []).append(Evidence(STRONG, said))
        return True

    def _benchmarks(self) -> dict[int, tuple[str, ...]]:
        """The editor's entries whose name says a benchmark (`_BENCHMARK`), each with its names:
        its own, its aliases and the short form its lead declares (read once, then only the
        entries added since)."""
        for at in range(self._benchmarks_read, len(self.entries)):
            entry = self.entries[at]
            if self._created(at) or not _BENCHMARK.search(entry.shown):
                continue
            lead = lead_text(entry.lead)
            short = _DECLARED_SHORT.search(lead)
            names = (entry.names.shown, *entry.aliases, *([short["short"]] if short else []))
            self._benchmark_names[at] = tuple(n for n in names if len(n) > 1)
        self._benchmarks_read = len(self.entries)
        return self._benchmark_names

    def _result_of_benchmark(self, inc: _Increment, position: int) -> bool:
        """The preamble files results under the benchmark's entry (`stated_results`), the title
        says its news is a result (`Kestrel 2.0 在 ServeRank 上的成绩`, `… 实测`, `leaderboard`)
        and the entry's name and first clause say no benchmark: not the measured one's news
        (unless the title says a release, `识墨 2.0 发布，附 FenBench 成绩`: the product's)."""
        if _MEASURED.search(inc.title) is None or contrary.released(inc.title):
            return False
        entry = self.entries[position]
        first = _FIRST_CLAUSE.match(lead_text(entry.lead))
        if _BENCHMARK.search(f"{entry.shown} {first.group() if first else ''}"):
            return False
        if self._stated_results is None:
            self._stated_results = self.stated_results()
        return self._stated_results

    def _labelled_incident_apart(self, inc: _Increment, position: int) -> bool:
        """The preamble gives incidents entries of their own (`stated_incidents`: `事故单独立条`),
        the title's head calls its news one (`Quillmark 2.1 事故 — …`, `Tern API outage`), not
        its fix, and the entry is no incident's, nor named by the relation line (`X 条目更新
        （事故）`: the line decides, as for `_stated_damage_apart`): not that product's (or
        release's) news."""
        head = _TITLE_HEAD_END.split(_visible(inc.title), maxsplit=1)[0]
        if not incidents.INCIDENT_WORDS.search(head) or _FIX.search(inc.title):
            return False
        entry = self.entries[position]
        if entry.names.first and entry.names.first in form(inc.relation):
            return False
        if incidents.INCIDENT_WORDS.search(entry.shown):  # (`Perch 客服机器人事故`: one)
            return False
        if contrary.incident_named(entry.names.shown, lead_text(entry.lead)):
            return False
        if position in self.incident_entries() or _dated_incident_lead(entry.lead):
            return False
        if self._stated_incidents is None:
            self._stated_incidents = self.stated_incidents()
        return self._stated_incidents

    def _stated_incident_apart(self, inc: _Increment, position: int) -> bool:
        """The preamble gives incidents (bugs) entries of their own (`Incidents are separate
        entries, even when a release entry exists`), the title's subject reports one in a
        release it names (`Weir 1.0 配置迁移 bug`, `Tidewater 2.5 吞吐回归`), not its fix nor a
        release, and the entry is a release's, no incident's: not that release entry's news."""
        if not inc.names.version or not self.entries[position].names.version:
            return False
        said = subject(inc.title)
        if not _BUG.search(said) or _FIX.search(inc.title) or contrary.released(inc.title):
            return False
        entry = self.entries[position]
        if contrary.incident_named(entry.names.shown, lead_text(entry.lead)):
            return False
        if position in self.issues() or position in self.incident_entries():
            return False
        if self._stated_incidents is None:
            self._stated_incidents = self.stated_incidents()
        return self._stated_incidents

    def _incident_entry_apart(
        self, inc: _Increment, position: int, kept_apart: bool = True
    ) -> str | None:
        """Where the document keeps incidents as entries of their own (named by a symptom,
        filed as `事故`, or by an issue): a title reporting an incident is not news of the
        product's (or a release's) entry; a product's other news is not news of an incident
        entry unless it is about the incident; another issue of the same repository is another
        bug, unless the symptom agrees (`incidents.symptoms`). The reason, else None. (Not
        `kept_apart`: the preamble files incidents under the entry they affect.)"""
        entry = self.entries[position]
        theirs = entry.names
        lead = lead_text(entry.lead)
        if _advisory_named(theirs.shown) and inc.names.version and contrary.ships(inc.title):
            return f'"{theirs.shown}" is an advisory, the title a release of its product'
        if contrary.incident_named(theirs.shown, lead) or self._about_issue(position):
            day = contrary.other_incident_day(inc.title, theirs.shown)
            if day is not None:
                return f"\"{theirs.shown}\" is another day's incident (the title's: {day})"
            release = _fix_release(inc.title)
            if release and release not in lead and self._fix_releases_on_product():
                return f'"{theirs.shown}" is an incident; the preamble puts releases on the product'
            released = inc.names.version and contrary.ships(inc.title)
            if released and not self._fixes(inc, theirs, lead):
                return f'"{theirs.shown}" is an incident, the title a release of its product'
            issue = contrary.other_issue(inc.keys, lead)
            agree = incidents.symptoms(inc.title) & incidents.symptoms(theirs.shown)
            if issue is not None and not agree:
                return f"the entry is about another issue ({issue})"
            if theirs.first == inc.names.first and not contrary.news_of_incident(inc.title):
                return f'"{theirs.shown}" is an incident, the title other news of its product'
            return None
        if (
            kept_apart
            and (
                contrary.new_incident(inc.title)
                or _reviews_incident(inc.title)
                or contrary.reports_kind(inc.title, self._incident_kinds())
            )
            and _product_only(theirs)
            and not _INCIDENT_WORD.search(theirs.shown)  # (`Quayside 队列积压故障`: one)
            and not incidents.symptoms(inc.title) & incidents.symptoms(lead)  # (an OOM inspector)
            and theirs.first == inc.names.first
            and (self._keeps_incidents(position) or self._incidents_stated())
        ):
            return "the title reports an incident, which the document files as an entry of its own"
        if kept_apart and self._issue_reported(inc, theirs):
            return "the increment is an issue's report, which the preamble files as an entry"
        if kept_apart and self._stated_damage_apart(inc, theirs):
            return "the title reports an outage or damage, which the preamble files apart"
        return None

    def _issue_reported(self, inc: _Increment, theirs: Names) -> bool:
        """The increment comes from an issue page (`github.com/o/r/issues/412`, no pull request),
        its title about the entry's product and neither a fix nor a release, where the preamble
        files bugs one entry each (`stated_bugs`): a bug's report, not the product's news."""
        if not inc.issue_sourced or _FIX.search(inc.title) or contrary.released(inc.title):
            return False
        if not theirs.first or theirs.first != inc.names.first:
            return False
        if _INCIDENT_WORD.search(theirs.shown):
            return False
        if self._stated_bugs is None:
            self._stated_bugs = self.stated_bugs()
        return self._stated_bugs

    def _stated_damage_apart(self, inc: _Increment, theirs: Names) -> bool:
        """The preamble files incidents one entry each (`事故单列：线上服务中断、数据损坏…`), the
        title's subject names the entry's whole name (`Pelican Vector 区域故障（…）` against
        `〔Pelican Vector〕托管向量库`, a name of two words too) and reports an outage or damage
        (`_reports_damage`), the entry's name saying none and the relation line not naming it:
        not the product's news."""
        if not _reports_damage(inc.title) or _INCIDENT_WORD.search(theirs.shown):
            return False
        if not theirs.first or inc.names.first not in ("", theirs.first):
            return False  # (a title led by a Chinese name has no first Latin word: `墨池 MochiDB`)
        if theirs.first in form(inc.relation):  # (`Lumora-Pro 条目更新`: the line decides)
            return False
        said, shown = subject(inc.title).casefold(), theirs.shown.casefold()
        at = said.find(shown)
        if at < 0 or said[at + len(shown) : at + len(shown) + 1].isalnum():
            return False
        return self._incidents_stated()

    def _records_generations(self, after: str, position: int) -> bool:
        """The entry's sub-items record another generation of the letter the title's
        generation (`Helix H3`) has (`- H2（2029-11-12）：…`)."""
        said = _GENERATION_NAMED.match(after)
        if said is None:
            return self._records_numbered(after, position)
        generation = said["generation"]
        return any(g[0] == generation[0] for g in self.generations_held(position))

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

    @staticmethod
    def _fixes(inc: _Increment, theirs: Names, lead: str) -> bool:
        """A patch release titled by its fix of the very symptom the incident entry is named
        by (`SGLang v0.8.1 — 修复 overlap 调度器显存泄漏` and `SGLang v0.8.0 显存泄漏`): the
        incident's news, its fix. Not a title saying it is released (`vLLM 0.22.2 — #19021 前缀
        缓存 OOM 修复随版发布`: the release is the news, its product's), nor one naming where
        its bug is in Latin words the incident's entry never writes (`修复 LoRA 适配器热加载
        显存泄漏` against a leak of RadixTree nodes: another bug of that symptom)."""
        if not incidents.is_fix(inc.title) or contrary.released(inc.title):
            return False
        if theirs.first != inc.names.first:
            return False
        if not incidents.symptoms(inc.title) & incidents.symptoms(theirs.shown):
            return False
        return not _unwritten_words(inc.title, inc.names.shown, f"{theirs.shown} {lead}")

    def _incidents_stated(self) -> bool:
        """The preamble files incidents one entry each (`stated_incidents`: `事故与安全公告单独
        立条`), though no entry the editor wrote reads as one by its symptom (`Quayside 队列积压
        故障`): a product entry its maker's label now names (`【Gannet】Quayside`) is no
        incident's."""
        if self._stated_incidents is None:
            self._stated_incidents = self.stated_incidents()
        return self._stated_incidents

    def _incident_kinds(self) -> frozenset[str]:
        """The kinds of trouble the preamble lists as incidents (`stated_incident_kinds`), once."""
        if self._stated_incident_kinds is None:
            self._stated_incident_kinds = self.stated_incident_kinds()
        return self._stated_incident_kinds

    def _keeps_incidents(self, position: int) -> bool:
        """Another live entry is an incident's (`contrary.incident_named`; read once, then only
        the entries added since), one the editor wrote: an entry the patcher wrote from a
        title (`vLLM v0.21 修复 … 流式 JSON 截断`, planned that night) says nothing of how the
        document is kept."""
        for at in range(self._symptom_named_read, len(self.entries)):
            entry = self.entries[at]
            if self._created(at):
                continue  # (the patcher's own entry)
            if not contrary.may_be_incident(entry.shown, entry.lead):
                continue  # (no symptom in the name, no incident label in the line: not read)
            if contrary.incident_named(entry.shown, lead_text(entry.lead)):
                self._symptom_named.add(at)
        self._symptom_named_read = len(self.entries)
        return any(self.entries[p].live for p in self._symptom_named if p != position)

    def _incident_apart(self, inc: _Increment, position: int) -> bool:
        """The title's subject names a symptom (`Nimbus3 3.3 升级后 MoE 路由 OOM`; a fix is
        news of the product, unless an entry there is named by its symptom: `工具调用后
        流式截断已在 0.9 修复` against `Streaming cut off after tool calls (YAR 0.8)`), the
        entry's name none, the entry is filed in another section
        than the increment goes to, and there the document keeps a live entry named by a
        symptom (`Decode stalls after warm restart (Nimbus3 3.1–3.2)`): it files incidents
        apart from their product. (A probe's false positives in the probe's own section are
        the probe's news: `Beacon probe 误报`.)"""
        entry = self.entries[position]
        if not inc.anchor or entry.anchor == inc.anchor:
            return False
        said = self.glossary.terms(subject(inc.title)) & incidents.SYMPTOMS
        if not said:
            return False
        kept = self.incident_entries()  # (read only for such a title)
        if position in kept:
            return False
        there = [p for p in kept if self.entries[p].live and self.entries[p].anchor == inc.anchor]
        if _FIX.search(inc.title):  # (a fix is the product's news, unless of a kept incident)
            return any(said & kept[p] for p in there)
        return bool(there)

    def _own_issue(self, title: str, position: int) -> bool:
        """The title is about a bug with an issue of its own (`Ferrywell 流式响应截断 bug
        （o/r#902）`; not a fix or a pull request: `X 接入 Y（o/r#N）`), the entry is none,
        and the document's editor keeps another live entry that is one (not one a night wrote:
        heldout44's `Weaviate … 回归` of 07-12 says nothing of `quarrydb#4521`): it files a
        bug with its own issue apart from its product."""
        if not ("#" in title and cites_issue(title)):
            return False
        if not _BUG.search(title) or _FIX.search(title):  # (a fix, a PR: news of the product)
            return False
        issues = self.issues()  # (read only for such a title)
        if position in issues:
            return False  # (the editor's own bug entries say the convention; a night's do not)
        if self._stated_incidents is None:
            self._stated_incidents = self.stated_incidents()
        if self._stated_incidents:  # (`事故、漏洞单独成条，放 §1.4`: the editor's own rule)
            return True
        return any(self.entries[p].live and not self._created(p) for p in issues if p != position)

    def _created(self, position: int) -> bool:
        """The entry was written by a night (planned in this run, or carrying a marker), not by
        the document's editor: what it is says nothing of the editor's conventions."""
        entry = self.entries[position]
        return isinstance(entry.source, str) or marker.ANYWHERE.search(entry.lead) is not None

    def _own_vulnerability(self, inc: _Increment, position: int) -> bool:
        """The title reports a vulnerability by its CVE id (`incidents.reports_vulnerability`:
        not a fix, not a release shipping one: `X 1.3.1 — CVE-…`, `X 2.0 发布（含 CVE-… 修复）`),
        the entry is no issue's or vulnerability's, and the document files such things apart:
        its preamble says so (`bug、CVE … 各自成条`, `Issues, CVEs and incidents: one entry
        each`), or another live entry's lead cites an issue or a CVE."""
        if not incidents.reports_vulnerability(inc.title) or len(inc.names.version) >= 2:
            return False
        if versions.announces_release(inc.title):
            return False
        issues = self.issues()  # (read only for such a title)
        if position in issues or incidents.cites_vulnerability(self._lead_text(position)):
            return False
        if self._stated_apart is None:
            self._stated_apart = self.stated_apart()
        if self._stated_apart:
            return True
        if self._advisories_filed_under():  # (the preamble's rule over the entries' practice)
            return False
        kept = itertools.chain(issues, self._vulnerabilities())  # (the editor's, not a night's)
        return any(self.entries[p].live and not self._created(p) for p in kept if p != position)

    def _own_flaw(self, inc: _Increment, position: int) -> bool:
        """The title's head reports a security flaw in words (`incidents.reports_flaw`: `Gantry
        沙箱逃逸`, `Glint FS 0.6 路径穿越漏洞`, with or without a CVE), the entry is no issue's or
        vulnerability's, and the preamble files vulnerabilities as entries of their own."""
        if not incidents.reports_flaw(inc.title) or versions.announces_release(inc.title):
            return False
        entry = self.entries[position]
        lead = self._lead_text(position)
        if incidents.cites_vulnerability(lead) or incidents.names_flaw(entry.shown):
            return False
        if position in self.issues():
            return False
        if self._stated_apart is None:
            self._stated_apart = self.stated_apart()
        return self._stated_apart

    def _vulnerabilities(self) -> set[int]:
        """The entries whose lead cites a CVE, read when first asked (and then only the
        entries added since; a raw line without `cve` is not read further)."""
        for position in range(self._cves_read, len(self.entries)):
            raw = self.entries[position].lead
            if "cve" in raw.casefold() and incidents.cites_vulnerability(self._lead_text(position)):
                self._cves.add(position)
        self._cves_read = len(self.entries)
        return self._cves

    def _by_anchored_incident(
        self, title: str, relation: str, found: dict[int, list[Evidence]]
    ) -> None:
        """A title about an incident (a fix, a cause: `vllm-project/vllm#21877 修复合入 main`)
        whose relation line says the document holds it (`§1.4 已锚定该卡死问题（5-28）`): the
        one live incident entry named by that symptom, in that section, first dated that day,
        whose lead names a Latin word of the title (`vLLM 开启前缀缓存后长请求卡死`) and every
        product the title names (not `Quillserve 3.4.1 修复 SSE 长连接卡死` for Larchserve's)."""
        said = incidents.anchored(relation) if contrary.news_of_incident(title) else None
        if said is None:
            return
        mine = incidents.described(title, self.glossary, COMMON)
        kept = self.kept_incidents()
        fits = [
            p
            for p, symptoms in kept.names.items()
            if self.entries[p].live
            and symptoms & said.symptoms
            and (not said.section or self.entries[p].anchor == said.section)
            and (not said.day or f"-{said.day}" in self.entries[p].lead)
            and _names_its_product(mine, kept.read(p)[1])
        ]
        if len(fits) == 1:
            shown = self.entries[fits[0]].shown
            why = f"relation line says the document holds this incident ({shown})"
            found.setdefault(fits[0], []).append(Evidence(SAYS_SO, why))

    def _by_incident_day(
        self, title: str, relation: str, anchor: str, found: dict[int, list[Evidence]]
    ) -> None:
        """The relation line cites an incident by its day and product as the one this follows
        up (`续 2027-04-19 Quill 事故条目` for `Quill 删库事故官方复盘`): the one live entry of
        the increment's section whose lead writes that day and every Latin word of that
        product, the title naming the product too (`2027-04-19 🔥 **Quill prod-DB wipe**`)."""
        for cited in incidents.cited_by_day(relation, COMMON):
            if not all(contrary.has_word(title, w) for w in cited.words):
                continue
            fits = [
                p
                for p, entry in enumerate(self.entries)
                if entry.live
                and entry.anchor == anchor
                and cited.day in entry.lead
                and all(contrary.has_word(lead_text(entry.lead), w) for w in cited.words)
            ]
            if len(fits) == 1:
                day = cited.day.lstrip("-")
                why = f"relation line cites the {day} incident of {cited.words[0]}"
                found.setdefault(fits[0], []).append(Evidence(SAYS_SO, why))

    def _by_sibling(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title launching a sibling of a line (`Pellucid 开源 DocWeaver-OCR`, `Cobalt Cloud 推出
        Tidewell Serverless 预览`: the line's name, then a variant or tier word) where the
        preamble files siblings under the line (`stated_siblings`) and no entry is named so:
        the one entry the line's name finds (a name's weight)."""
        said = list(_LAUNCHED_SIBLING.finditer(_visible(title)))
        if not said or any(self._score(e) >= CONTINUE for e in found.values()):
            return
        if self._stated_siblings is None:
            self._stated_siblings = self.stated_siblings()
        if not self._stated_siblings:
            return
        lines: set[int] = set()
        for sibling in said:  # (`Cobalt Cloud 推出 Tidewell Serverless`: the maker's name too)
            led: dict[int, list[Evidence]] = {}
            self._by_name(names_of(sibling["base"]), led)
            lines.update(p for p, e in led.items() if self._score(e) >= CONTINUE)
        if len(lines) == 1:
            line = lines.pop()
            shown = self.entries[line].shown
            why = f'title names a sibling of "{shown}" (the preamble files siblings under the line)'
            found.setdefault(line, []).append(Evidence(NAME, why))

    def _by_incident_of_day(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title following up an incident it dates after the product's name (`Tidewell 10-02
        区域故障复盘`): the one live incident entry whose lead is dated that day and named by
        that product, or by the other name the document pairs it with (`⚠ 2030-10-02 ｜ 潮井：
        us-east 区域故障` beside `潮井 ‖ Tidewell ‖ …`), a name's weight."""
        visible = _visible(title)
        day = _MONTH_DAY_AFTER_NAME.search(visible) if "-" in visible else None
        if day is None or not _FOLLOW_UP.search(visible[day.end() :]):
            return
        names = self._paired_names(visible[: day.start()].strip())
        month, of = day.group().strip().split("-")
        dated = re.compile(rf"(?<!\d)\d{{4}}-{int(month):02d}-{int(of):02d}(?!\d)")
        hits = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and form(entry.shown) in names
            and dated.search(entry.lead[:60])
            and _INCIDENT_WORD.search(self._lead_text(p))
        ]
        if len(hits) == 1 and hits[0] not in found:
            shown = self.entries[hits[0]].shown
            why = f'title follows up the {day.group().strip()} incident "{shown}"'
            found[hits[0]] = [Evidence(NAME, why)]

    def _paired_names(self, name: str) -> set[str]:
        """`name`'s form and those of the names entries pair it with (`潮井 / Tidewell`)."""
        mine = form(name)
        names = {mine}
        for entry in self.entries:
            halves = entry.shown.split(" / ") if " / " in entry.shown else ()
            if mine in {form(h) for h in halves}:
                names.update(form(h) for h in halves)
        return names - {""}

    def _by_dated_incident(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title dating an incident right after the product's name (`Tidewell 10-02 区域故障复盘`,
        read as a thing named `Tidewell 10-02`), or placing it in a region (`Tidewell eu-west
        故障复盘`), where the preamble files incidents under the entry they affect
        (`stated_incidents_under`): read without the day (region), for the entries that reading
        names (the product's, as the document files its incidents)."""
        visible = _visible(title)
        day = _MONTH_DAY_AFTER_NAME.search(visible) if "-" in visible else None
        region = _REGION_ID.search(visible) if "-" in visible and day is None else None
        if region is not None and visible[: region.start()].strip().count(" ") < 3:
            day = region  # (`Tidewell eu-west 故障复盘`: the region of Tidewell's incident)
        if day is None or not _INCIDENT_WORD.search(visible[day.end() :]):
            return
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not self._stated_incidents_under:
            return
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(visible[: day.start()] + visible[day.end() :]), led)
        for position, evidence in led.items():
            if position not in found:
                found[position] = [
                    Evidence(e.weight, f"{e.why} (the day after it left out)") for e in evidence
                ]

    def _by_incident(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title naming a product and a symptom (`LarchServe SSE 流式卡死`) describes the
        incident an entry is named by (`流式响应卡死（Larchserve SSE hang）`): a short name's
        weight (`plan/incidents.py`)."""
        for position, why in self.incidents_described(title).items():
            found.setdefault(position, []).append(Evidence(SHORT_NAME, why))

    def _by_scored_benchmark(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title scoring a product on a benchmark (`Quire 3.1 在 Tallyboard 榜单登顶 71.2`,
        `Quire 3.1 scores 71.2 on Tallyboard`) where the preamble files scores under the
        benchmark's entry: the one benchmark entry that name starts is the news's (a name's
        weight), the product's entry at most a possibility."""
        said = _SCORED_ON.match(title) or _SCORES_ON.match(title)
        if said is None or _ON_TWO.search(title):  # (scored on two benchmarks: neither's alone)
            return
        if self._stated_scores is None:
            self._stated_scores = self.stated_scores()
        if not self._stated_scores:
            return
        word = said["bench"]
        self._fetch_first(form(word))
        benches = [
            p
            for p in self._live(self.by_first.get(form(word), ()))
            if _BENCHMARK_SAID.search(_SCORED_THERE.sub("", self.entries[p].lead))
        ]
        if len(benches) != 1:
            return
        for position, evidence in found.items():
            if position != benches[0]:
                why = " + ".join(e.why for e in evidence)
                note = "but the preamble files scores under the benchmark's entry"
                found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]
        why = f'title scores a product on "{word}" (the preamble files scores there)'
        found.setdefault(benches[0], []).append(Evidence(NAME, why))

    def _scored_under_product(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """The title ranks a product on a benchmark (`Tollgate-QA 榜单更新：Grindstone 2.0 登顶`)
        where the preamble files a product's scores under the product (`stated_product_scores`):
        an entry whose lead says it is a benchmark or a dataset is a possibility at most; the one
        product the title names after its head is the news's (a name's weight). Not a head
        naming the benchmark's release (`Tollgate-QA 2.0 榜单更新 — …`: its own news)."""
        if not _RANKED.search(title) or _ON_TWO.search(title):
            return
        head, *rest = _RANKED_HEAD_END.split(_visible(title), maxsplit=1)
        if names_of(head).version:  # (`Tollgate-QA 2.0 榜单更新 — …`: the benchmark's release)
            return
        benches = [p for p in found if self._benchmark_lead(p)]
        if not benches:
            return
        if self._stated_product_scores is None:
            self._stated_product_scores = self.stated_product_scores()
        if not self._stated_product_scores:
            return
        note = "but the preamble files a product's score under the product"
        for position in benches:
            why = " + ".join(e.why for e in found[position])
            found[position] = [
                Evidence(min(POSSIBLE, self._score(found[position])), f"{why}; {note}")
            ]
        led: dict[int, list[Evidence]] = {}
        if rest:
            self._by_name(names_of(rest[0]), led)
        products = [
            p for p, e in led.items() if self._score(e) >= CONTINUE and not self._benchmark_lead(p)
        ]
        if len(products) == 1 and products[0] not in found:
            shown = self.entries[products[0]].shown
            why = f'title ranks "{shown}" on a benchmark (the preamble files scores there)'
            found[products[0]] = [Evidence(NAME, why)]

    def _benchmark_lead(self, position: int) -> bool:
        """The entry's name and first clause say it is a benchmark or a dataset."""
        first = _FIRST_CLAUSE.match(self._lead_text(position))
        return bool(first and _BENCHMARK_OR_DATA.search(first.group()))

    def incidents_described(self, title: str) -> dict[int, str]:
        """The live entries named by a symptom that `title` describes (`plan/incidents.py`)
        → why; a contradiction item's title is read so too."""
        about = subject(title)
        if not incidents.named_symptoms(about, self.glossary):
            return {}  # (most titles: no symptom, nothing more read)
        said = incidents.described(about, self.glossary, COMMON, full_names=True)
        if not said.symptoms:
            return {}
        if not said.products or incidents.acronyms_only(said):
            # (`热重启卡死根因定位 —— …（Nimbus3 3.2）`: named after it; `SSE 流式卡死修复：
            # Quillserve 3.4.1 …`: `SSE` is no product where one is named after it)
            whole = incidents.described(title, self.glossary, COMMON, full_names=True)
            products = whole.products if not incidents.acronyms_only(whole) else said.products
            said = replace(said, products=products or said.products, spelled=whole.spelled)
        if not said.products:
            return {}
        said = replace(
            said,
            issues=frozenset(refs.github_refs(title)),
            again=incidents.comes_back(title),
            fix=incidents.is_fix(title),
            persists=incidents.persists(title),
        )
        found = self.kept_incidents().described_by(said)
        return {position: why for position, why in found if self.entries[position].live}

    def _by_relation(
        self, relation: str, found: dict[int, list[Evidence]], title: str = ""
    ) -> None:
        """Relation-line evidence: the entry it says the increment continues, or an entry it
        names with continuation wording (an entry named as context is no evidence), as if it
        said so when the title starts with that name (`滨草云冷启动降至 1.9 s` and `已有滨草云
        锚定；本条续`)."""
        relation = affirmed(relation)
        said = relation_names(relation, _CONTINUATIONS)
        for name in said:
            for position in self._named_in(relation, name):  # (`Meridian (o/r)` too)
                found.setdefault(position, []).append(
                    Evidence(SAYS_SO, f'relation line continues "{name}"')
                )
        if not continuing(relation):
            if _POSTMORTEM.search(title) and not _ANOTHER_ONE.search(relation):
                self._by_postmortem(relation, found)
            return
        named = [n for n in relation_names(relation, (_HAS,)) if n not in said]
        that = len(named) == 1 and _THAT_ENTRY.search(relation)
        apart = _ENTRY_APART.search(relation) is not None  # (`建议在 §1.4 新建事故条目`)
        for name in named:
            led = not apart and _leads_with(title, name)
            for position in self._named_in(relation, name):
                found.setdefault(position, []).append(
                    Evidence(SAYS_SO, f'relation line continues "{name}" (该条目)')
                    if that
                    else Evidence(SAYS_SO, f'relation line continues "{name}", the title\'s')
                    if led
                    else Evidence(RELATION, f'relation line names "{name}"')
                )

    def _by_postmortem(self, relation: str, found: dict[int, list[Evidence]]) -> None:
        """A postmortem or root-cause report (`X 误删事件复盘报告`) whose relation line names the
        one incident entry the document has (`已有 X 误删生产库事件（02-27）`, no continuation
        wording): that incident's follow-up."""
        named = relation_names(relation, (_HAS,))
        if len(named) != 1:
            return
        for position in self._named_in(relation, named[0]):
            entry = self.entries[position]
            shown = entry.names.shown
            lead = lead_text(entry.lead)
            if _INCIDENT_NAME.search(shown) or contrary.incident_named(shown, lead):
                why = f'relation line names the incident "{named[0]}" the title reports on'
                found.setdefault(position, []).append(Evidence(SAYS_SO, why))

    def _by_relation_key(
        self, relation: str, keys: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """The relation line names an entry together with the increment's own arXiv id
        (`已有 X(arXiv:ID)锚定`): the briefing says the entry is that paper."""
        for match in _HAS_ASIDE.finditer(relation):
            given = [marker.arxiv_key(a) for a in refs.arxiv_ids(match["aside"])]
            shared = [k for k in given if k in keys]
            name = _SECTION_REF.sub("", match["names"].strip())
            for position in self._named(name) if shared else []:
                found.setdefault(position, []).append(
                    Evidence(STRONG, f'relation line gives "{name}" {shared[0]}')
                )

    def _by_relation_paper(self, relation: str, found: dict[int, list[Evidence]]) -> None:
        """The relation line names an entry together with the arXiv id it holds, in a clause
        saying this continues it (`已有 Driftwood（arXiv:2610.08831）锚定，续立`): the
        briefing points at that very entry, as if it said so by name (not a clause naming it
        as background: `已有 X（arXiv:…）锚定；本条是新论文`, no continuation wording)."""
        for clause in _CLAUSES.split(affirmed(relation)):
            if not continuing(clause) or _CONTEXT.search(clause):
                continue
            for match in _HAS_ASIDE.finditer(clause):
                given = [marker.arxiv_key(a) for a in refs.arxiv_ids(match["aside"])]
                held = {p for k in given for p in self._live(self.by_key.get(k, ()))}
                if len(held) != 1:
                    continue
                (position,) = held
                if any(e.weight >= SAYS_SO for e in found.get(position, ())):
                    continue  # (said already; a weaker naming of it is topped up below)
                name = _SECTION_REF.sub("", match["names"].strip())
                why = f'relation line continues "{name}", the entry holding {given[0]}'
                found.setdefault(position, []).append(Evidence(SAYS_SO, why))

    def _by_relation_issue(
        self, relation: str, keys: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """The relation line, saying the increment continues what it names, cites an issue
        that is one entry's own key (`已有 vLLM 4096 截断事故（#31877）锚定；本条是同一 bug 的
        回归，续立`): the briefing says the entry is that issue. A bare `#N` is an issue of the
        one repository the increment's own refs name; a denying clause is not read."""
        said = affirmed(relation)
        if "#" not in said or not continuing(said):
            return
        repos = {k[3:].split("#", 1)[0] for k in keys if k.startswith("gh:") and "#" in k}
        default = next(iter(repos)) if len(repos) == 1 else None
        for ref in refs.github_refs(said, default):
            key = marker.github_key(ref)
            if ref.startswith("#") or key in keys:  # (its own ref: a shared key already)
                continue
            hits = self._live(self.by_key.get(key, ()))
            if len(hits) == 1:
                found.setdefault(hits[0], []).append(
                    Evidence(SAYS_SO, f"relation line cites {key[3:]}")
                )

    def _by_relation_cve(
        self, relation: str, keys: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """The relation line, saying the increment continues what it names, cites a CVE that
        is one entry's own key (`续 agent.md §1.4 LangGraph 检查点反序列化漏洞（CVE-2027-35520，
        10-09 锚定）` and `🔒 LangGraph 1.4.1 — CVE-2027-35520 — …`): the briefing says the entry
        is that vulnerability, whatever its name there. A denying clause is not read."""
        said = affirmed(relation)
        if "cve" not in said.casefold() or not continuing(said):
            return
        for cve in refs.cve_ids(said):
            key = marker.cve_key(cve)
            hits = self._live(self.by_key.get(key, ()))
            if key not in keys and len(hits) == 1:
                found.setdefault(hits[0], []).append(
                    Evidence(SAYS_SO, f"relation line cites {cve}")
                )

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
        """The live entries whose name `text` mentions → that name."""
        return {p: n for p, n in self.mentions.find(text).items() if self.entries[p].live}

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

    def _live(self, positions: Iterable[int]) -> list[int]:
        return [p for p in dict.fromkeys(positions) if self.entries[p].live]

    def _by_names(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """Name evidence of the title, of the name an English title leads with (`EAGLE-4
        official code release` → `EAGLE-4`) and of the title with the abbreviation it
        defines instead of the full name (`Phase-Aware Scheduler（PAS）开源` → `PAS开源`),
        the stronger for each entry."""
        named: dict[int, list[Evidence]] = {}
        product = self._product_entry(mine)  # its descriptors differ: no shorter reading helps
        self._title_product = (mine, product)  # (`_by_product_word` reads it: worked out once)
        try:
            self._by_name(mine, named)
        finally:
            self._title_product = None
        variants = _abbreviation_variants(mine.shown)
        short = [names_of(variants[1])] if len(variants) == 2 else []
        differs = (  # (a title that says nothing after the product word differs in nothing)
            product[0]
            if product and product[1].weight < SHORT_NAME and _ONLY_WORD not in product[1].why
            else None
        )
        former = [names_of(mine.former)] if mine.former else []  # `X（原名 Y）`: Y's too
        former += [h for name in former for h in self._latin_half(name)]  # (`原 提线 Marionette`)
        paired = self._paired(mine)  # (`镶石 2.0.1` read as `Tessera 2.0.1`)
        generation = self._generation_paired(mine)  # (`清音 2 粤语版` as `ClearTone 2`)
        readings = [*english_lead(mine), *short, *former, *self._latin_half(mine), *paired]
        for lead in [*readings, *(g for g, _ in generation)]:
            led: dict[int, list[Evidence]] = {}
            self._by_name(lead, led)
            for position, evidence in led.items():
                if position == differs:  # `Pellucid router v3` read as `Pellucid`
                    continue
                if paired and lead is paired[0] and not self._goes_by(position, mine.shown):
                    continue  # (not `**Tessera 2.0**（Mosaic Labs）`: no 镶石 in its lead)
                if (
                    generation
                    and lead is generation[0][0]
                    and not self._gives_chinese(position, generation[0][1])
                ):
                    continue
                if sum(e.weight for e in evidence) > sum(e.weight for e in named.get(position, [])):
                    named[position] = evidence
        self._by_maker_dropped(mine, named)
        self._by_size(mine, named)
        self._by_repository_path(mine, named)
        self._by_renamed(mine, named)
        for position, evidence in named.items():
            found.setdefault(position, []).extend(evidence)

    def _by_described_acronym(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title of a Chinese phrase of four characters or more, then an acronym and a
        release (`智能体互操作协议 AIP 0.4 草案投票通过`), nothing else finding anything: read
        from the acronym on (`AIP 0.4 草案投票通过`), for the entries that reading finds whose
        lead writes that phrase (`**AIP 0.4 草案 — 智能体互操作协议加入能力协商**`)."""
        alone = not found and _starts_cjk(mine.shown)
        said = _CJK_THEN_ACRONYM.match(mine.shown) if alone else None
        if said is None:
            return
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(mine.shown[said.start("abbr") :]), led)
        for position, evidence in led.items():
            if said["cjk"] in self._lead_text(position):
                why = f"its lead writes {said['cjk']}: {' + '.join(e.why for e in evidence)}"
                found[position] = [Evidence(sum(e.weight for e in evidence), why)]

    def _by_dropped_acronym(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title's Latin name of two words or more (a release after it at most) that is one
        entry's English name without an inner acronym (`Harbor Registry v1.2.3` for `**港湾注册
        中心**｜Harbor MCP Registry｜…`), nothing else finding anything: a short name's weight."""
        words = _VERSION_TAIL.sub("", mine.shown).split() if not found and mine.product else []
        if len(words) < 2 or not all(w.isascii() and w[:1].isalpha() for w in words):
            return
        said = [w.casefold() for w in words]
        hits = {
            p: name
            for p in self._live(self.by_first.get(form(words[0]), ()))
            for name in (self.entries[p].names.shown, *self.entries[p].aliases)
            if _without_acronym(name, said)
        }
        if len(hits) == 1 and not mine.comparison and not mine.others:
            ((position, name),) = hits.items()
            why = f'title names "{name}" without its acronym'
            found[position] = [Evidence(SHORT_NAME, why)]

    def _another_kind_told(self, kind: str, found: dict[int, list[Evidence]]) -> None:
        """The kind words a title put before the name it was read by (`工具调用协议 AIP 0.4`)
        against a lead calling the thing another kind of the same head word (`AIP 0.4 草案 —
        智能体互操作协议…`: another 协议, maybe another's AIP): a possibility at most (keys
        aside)."""
        head = kind[-2:]
        for position, evidence in found.items():
            lead = self._lead_text(position)
            if len(kind) < 4 or kind in lead or head not in lead:
                continue
            if any(e.weight >= STRONG for e in evidence):
                continue
            why = f"{' + '.join(e.why for e in evidence)} (but its lead calls it another {head})"
            evidence[:] = [Evidence(min(POSSIBLE, sum(e.weight for e in evidence)), why)]

    def _kind_first(self, mine: Names) -> Names:
        """The title read without the words before its Latin name that say only what kind of
        thing it is (descriptor terms and words of the trade, an acronym before them:
        `多模态评测 LVUS v2`, `MCP 服务器 northwind/mcp-postgres 0.3`); else as it is."""
        kind = None if mine.comparison else _KIND_FIRST.match(mine.shown)
        kind = kind or (None if mine.comparison else _KIND_THEN_CJK_NAME.match(mine.shown))
        if kind is None or not descriptor_only(kind["kind"], self.glossary):
            return mine
        return names_of(mine.shown[kind.end() :])

    def _by_lead_words(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming an entry's one-word Latin name and then words its lead writes, up to
        its release (`Kestrel ASR 3.1` for `**隼**（Kestrel）：开源流式语音识别（ASR）服务框架`):
        the entry's name with what it is, for an entry named by no release that nothing
        else found, the only one going by that word."""
        words = _name_words(mine)
        if len(words) < 2 or not mine.proper or mine.comparison or mine.others or mine.rival:
            return
        hits = set(self._live(self.by_form.get(form(words[0]), ())))
        if len(hits) != 1:
            return
        position = next(iter(hits))
        if sum(e.weight for e in found.get(position, ())) >= NAME:
            return
        names = self.entries[position].names
        if names.version or form(words[0]) not in names.full:
            return
        lead = self._lead_text(position)
        if all(_writes_word(lead, word) for word in words[1:]):
            said = " ".join(words[1:])
            why = f'title names "{words[0]}" and {said}, as its lead does'
            found[position] = [Evidence(NAME, why)]  # (not `Heron` weak as a common word too)

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
        if any(m != series["generation"] for m in self._generations_said(position)):
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
        return said and self._series_fits(title, position)

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

    def _by_chinese_kind(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming an entry's Chinese name glued to the kind of thing it is, then a
        release (`问渠基准 v1.1` for `**问渠** · WenQu-Bench：中文长文档 RAG 基准`): the kind a
        glossary term the entry's lead says too; the only entry going by that name, named by
        no release, nothing else finding it so."""
        head = _CJK_HEAD_RELEASE.match(mine.shown)
        if head is None:
            return
        whole = head["head"]
        for cut in range(2, len(whole) - 1):
            name, kind = whole[:cut], whole[cut:]
            said = self.glossary.terms(kind)
            hits = set(self._live(self.by_form.get(form(name), ())))
            if not said or len(hits) != 1 or not descriptor_only(kind, self.glossary):
                continue
            position = next(iter(hits))
            if self.entries[position].names.version or found.get(position):
                return
            if said <= self.glossary.terms(self._lead_text(position)):
                why = f'title names "{name}" and the kind of thing its lead says it is'
                found[position] = [Evidence(NAME, why)]
            return

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

    def _chinese_of(self, bare: str) -> str | None:
        """The one Chinese name the entries going by a Latin name give it (their aliases)."""
        said = {
            alias
            for p in self._live(self.by_form.get(bare, ()))
            for alias in self.entries[p].aliases
            if _IS_CJK.match(alias) and not _LATIN_WORD.search(alias)
        }
        return next(iter(said)) if len(said) == 1 else None

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

    def _by_renamed(self, mine: Names, named: dict[int, list[Evidence]]) -> None:
        """A title saying its thing is renamed (`OOM 巡检器 Gristle 更名 Gristle Sentry`) read
        by the name before the rename word (`Gristle`), for an entry not named by a release
        (`Orbweaver 0.4`: the renamed thing comes with a release of its own, the version rules'
        to weigh; a document of one entry per release keeps it apart)."""
        old = versions.renamed_from(mine.shown)
        if old is None:
            return
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(old), led)
        for position, evidence in led.items():
            if self.entries[position].names.version and not self._sole_night_entry(position):
                continue  # (a night's `Glint 1.0 — …` in a document of one entry per product: its)
            if sum(e.weight for e in evidence) > sum(e.weight for e in named.get(position, [])):
                named[position] = evidence

    def _by_renamed_arrow(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title writing its rename as `更名：old → new` after its subject (`Aster 更名：Aster
        Serve → Aster Engine`), or `将 old 更名为 new` where new is its subject's name, read by
        the old name, for an entry named by no release that nothing else found (as
        `_by_renamed`)."""
        old = versions.renamed_by_arrow(title) or self._renamed_to_subject(title)
        if old is None:
            return
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(old), led)
        for position, evidence in led.items():
            if position not in found and not self.entries[position].names.version:
                found[position] = evidence

    @staticmethod
    def _renamed_to_subject(title: str) -> str | None:
        """The old name of a rename the title states after its subject, when the new name is
        the subject's (`Halo-VL 2.0 — Calder AI 将 Orbis-VL 更名为 Halo-VL 并发布 2.0` →
        `Orbis-VL`); None otherwise (another thing's rename, or none)."""
        new = versions.renamed_to(title)
        if new is None:  # (most titles: their subject's names are not worked out)
            return None
        head = subject(title)
        said = names_of(head)
        if form(new) not in (said.first, said.bare):
            return None
        return versions.renamed_from(title[len(head) :])

    def _by_renamed_newest(self, title: str, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title saying its product is renamed, naming it with no release (`Aster Serve 更名为
        Aster Engine`), where the document keeps an entry per release of it (`Aster Serve 2.3`,
        `Aster Serve 2.4`): the product goes on as its newest release's entry, a short name's
        weight (a rename is news of the current line, not of an older release)."""
        old = versions.renamed_from(title) or versions.renamed_by_arrow(title)
        if old is None or mine.version or versions.renames_with_release(title):
            return  # (`Glint 更名 GlintRT，1.2 发布`: a release of its own, the version rules')
        bare = mine.core if mine.core and form(old) in form(mine.core) else old
        held = self._live(self._releases_of(form(bare)))
        if len({self.entries[p].names.version for p in held}) < 2:
            return
        newest = max(held, key=lambda p: self.entries[p].names.version)
        shown = self.entries[newest].names.shown
        why = f'title renames the product of "{shown}", its newest release'
        found.setdefault(newest, []).append(Evidence(SHORT_NAME, why))

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

    def _by_quoted_rename(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title whose subject goes by a new name it says its thing was renamed to, in
        quotes (`鸣石识文 ShiWen 2.1 — 识文更名"鸣石识文"`, `青瞳 Omni 5.0 — VLM 线更名为"青瞳
        Omni"`), read by the old Chinese name written before the rename word, else by the
        Chinese name the new one keeps: the entry of the one product, named by no release,
        that goes by it (a short name's weight)."""
        said = _QUOTED_RENAME.search(title)
        if said is None:
            return
        new = said["new"].strip()
        if not subject(title).startswith(new.split()[0]):
            return  # (another thing's rename)
        kept = _CJK_RUN.match(new)
        old = said["old"] or (kept.group(0).strip() if kept else "")
        if len(old) < 2 or form(old) == form(new):
            return
        hits = self._live(self.by_form.get(form(old), ()))
        if len(hits) != 1 or hits[0] in found or self.entries[hits[0]].names.version:
            return
        why = f'title says "{old}" is renamed "{new}"'
        found.setdefault(hits[0], []).append(Evidence(SHORT_NAME, why))

    def _by_size(self, mine: Names, named: dict[int, list[Evidence]]) -> None:
        """A title naming a model size or a quantised form of an entry's product
        (`DraftHorse 1B 草稿模型开源`, `Kestrel-VL 2B 量化版` for `**挽马**（DraftHorse）`,
        `[Kestrel-VL]`; `Lumen-Rerank-3-int4`, `Qwen3.5-Embedding-9B`): the product's news,
        where the entry is named by no size and no release but the title's (a document keeping
        an entry per size, `DraftHorse 0.5B`, has the 1B apart) — the name's weight."""
        sized = _SIZED.match(mine.shown) if not mine.comparison else None
        if sized is None:
            return
        spaced = _HYPHENED_GENERATION.sub(r" \1", sized["base"])  # (`Lumen-Rerank 3`)
        for written in dict.fromkeys((sized["base"], spaced)):
            self._by_sized_base(names_of(written), sized["size"], named)

    def _by_sized_base(self, base: Names, size: str, named: dict[int, list[Evidence]]) -> None:
        """`_by_size` for one reading of the name before the size (a hyphened generation
        before it read as a release too: `Lumen-Rerank-3-int4` as `Lumen-Rerank 3`)."""
        led: dict[int, list[Evidence]] = {}
        self._by_name(base, led)
        for position, evidence in led.items():
            theirs = self.entries[position].names
            if _SIZE.search(theirs.shown) or not self._sized_release(base, theirs):
                continue
            why = f"its {size} {'size' if size[0].isdigit() else 'build'}"
            whole = [Evidence(e.weight, f"{e.why} ({why})") for e in evidence if e.weight >= NAME]
            if sum(e.weight for e in whole) > sum(e.weight for e in named.get(position, [])):
                named[position] = whole

    @staticmethod
    def _sized_release(base: Names, theirs: Names) -> bool:
        """The entry is named by no release, or by the one the sized title's name gives
        (`Corvid Embed 2 8B` for `Corvid-Embed2`, `Lumen-Rerank-3-int4` for `Lumen-Rerank 3`)."""
        same = theirs.version == base.version or form(theirs.shown) in base.full
        return not theirs.version or same

    def _by_maker_dropped(self, mine: Names, named: dict[int, list[Evidence]]) -> None:
        """A title naming the maker before an entry's whole name (`NVIDIA Prefill-Decode
        Bridge 1.1` for `PDB（Prefill-Decode Bridge）v1.0 — NVIDIA 的 …`) read without it, for
        an entry whose lead names that maker (not another maker's same-named thing)."""
        first = _MAKER_FIRST.match(mine.shown)
        if first is None or mine.comparison:
            return
        maker = first["maker"] or first["caps"] or first["word"]
        rest = names_of(mine.shown[first.end() :])
        if first["word"] and (
            not distinctive(rest.bare)
            or rest.bare in COMMON
            or descriptor_only(rest.shown.split()[0], self.glossary)  # (`Foo Router 5.5`)
            or len(self._heads.candidates(rest.bare)) > _MANY_HEADS  # (a word of many names)
            or not self._live(self.by_form.get(rest.bare, ()))
        ):  # (a common word's entries are not worked out: `Foo Serve 1.2`, a large document's)
            return  # (`Quill Serve 3.5`: no entry goes by `Serve` alone, nothing to read)
        led: dict[int, list[Evidence]] = {}
        self._by_name(rest, led)
        for position, evidence in led.items():
            by = f"its maker {maker} first"
            whole = [Evidence(e.weight, f"{e.why}, {by}") for e in evidence if e.weight >= NAME]
            if not whole or not _said_exactly(lead_text(self.entries[position].lead), maker):
                continue
            if sum(e.weight for e in whole) > sum(e.weight for e in named.get(position, [])):
                named[position] = whole

    def _by_repository_path(self, mine: Names, named: dict[int, list[Evidence]]) -> None:
        """A title led by a GitHub path (`lantern-obs/lantern 登上 …`, `zephyr-labs/sluice
        v0.4`): the entry named by that path, or by the repository's name when its lead names
        the owner too (`Lantern (lantern-obs)`, `「Sluice」· … · zephyr-labs/sluice`) — not
        another owner's namesake, nor another repository of the owner: the name's weight."""
        path = _TITLE_REPO_PATH.match(mine.shown)
        if path is None or mine.comparison or mine.rival or mine.joined:
            return
        if mine.others and not _LISTED.match(mine.shown[path.end() :]):
            return  # (`acme/foo 团队新项目 Baz`: about Baz; `… 登上 GitHub Trending`: about foo)
        owner, repo = path["owner"], path["repo"]
        hits = [*self.by_form.get(form(f"{owner}/{repo}"), ()), *self.by_form.get(form(repo), ())]
        hits += self._writing_repository(owner, repo)  # (`Meridian 调度器（kestrel-labs/…）`)
        for position in self._live(hits):
            if not _names_owner(lead_text(self.entries[position].lead), owner):
                continue  # (another owner's `lantern`, or an owner the lead never names)
            shown = self.entries[position].names.shown
            why = f'title names "{shown}" by its repository {owner}/{repo}'
            if sum(e.weight for e in named.get(position, [])) < NAME:
                named[position] = [Evidence(NAME, why)]

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
            short = len(chinese.strip()) <= 4 and chinese.endswith(" ")  # (a name, no verb)
            short = short and not descriptor_only(chinese, self.glossary)  # (not `推理引擎`)
            # (not another entry's name, `叉线 Driftline 联合基准` with `**叉线** · Forkline`;
            # not a word joining two things, `叉线与 Driftline`)
            short = short and not self._live(self.by_form.get(form(chinese.strip()), ()))
            short = short and chinese.strip()[-1:] not in _JOINING
            latin = match["latin"]
            after = mine.shown[match.end("latin") :]  # (`耳机 2.0`: its own kind word)
            alone = short and (
                self._latin_only(latin)
                or self._latin_only(_released_run(mine.shown, match.start("latin")))
                or self._named_so(latin, chinese, after)
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
        if match is None:
            return self._kind_paired(mine)
        if self._named_alone(match["name"]):
            return []
        latin = self._pairs.get(match["name"], set())
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

    def _generation_paired(self, mine: Names) -> list[tuple[Names, str]]:
        """A title naming its thing by a Chinese name and a bare generation, then more Chinese
        (`清音 2 粤语版上线`), read by the one Latin name entries going by that Chinese name
        have (`【清音】ClearTone`, `[ClearTone] … (Chinese name 清音)`): `ClearTone 2`, with the
        Chinese name; [] for none or several."""
        match = _CJK_GENERATION.match(mine.shown) if not mine.first else None
        if match is None:
            return []
        chinese = match["name"]
        latin = set(self._pairs.get(chinese, set()))
        for position in self._live(self.by_form.get(form(chinese), ())):
            names = self.entries[position].names
            if names.proper and not names.version and not _HAS_CJK.search(names.shown):
                latin.add(names.shown)
        if len(latin) != 1:
            return []
        return [(names_of(f"{next(iter(latin))} {match['generation']}"), chinese)]

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

    def _by_name(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """Name evidence: the whole name, the name without a version, the Latin core."""
        seen: set[int] = set()
        exact = {p for f in mine.full for p in self._live(self.by_form.get(f, ()))}
        for name_form in sorted(mine.full | ({mine.bare} - {""})):
            for position in self._live(self.by_form.get(name_form, ())):
                theirs = self.entries[position].names
                if position in seen or (
                    _other_version(mine, theirs)
                    and not self._within_range(mine, position)
                    and not self._filed_release(name_form, mine, position)
                ):
                    continue
                seen.add(position)
                named = distinctive(name_form) or name_form in self.defined
                weight = NAME if named else SHORT_NAME  # (`TGI`; but the preamble's `TSL`)
                shown = self.entries[position].names.shown
                why = f'title names "{shown}"'
                if theirs.core and position not in exact and exact - {position}:
                    # (`Trestle 0.9.post1`: `Trestle 0.9`, not `Trestle 0.9 流式输出截断`)
                    weight, why = WEAK_NAME, f"{why} (another entry is named by it alone)"
                if (mine.led and mine.others) or mine.rival or mine.joined:  # `A & B 基准`
                    weight, why = WEAK_NAME, f"{why} and another name"
                found.setdefault(position, []).append(Evidence(weight, why))
        for initials in _initialised(mine.shown):  # `NVIDIA Disaggregated Prefill Router`
            for position in self._live(self.by_form.get(initials, ())):  # → `NVIDIA DPR`
                if position not in seen and distinctive(initials):
                    seen.add(position)
                    shown = self.entries[position].names.shown
                    found.setdefault(position, []).append(
                        Evidence(NAME, f'title names "{shown}" by its initials')
                    )
        self._by_generation(mine, seen, found)
        self._by_compared_sides(mine, seen, found)
        self._by_own_core(mine, seen, found)
        self._by_chinese_name(mine, seen, found)
        self._by_chinese_word(mine, seen, found)
        self._by_chinese_half(mine, seen, found)
        self._by_chinese_and_abbreviation(mine, seen, found)
        self._by_mixed_name(mine, seen, found)
        self._by_maker_prefix(mine, seen, found)
        self._by_chinese_then_latin(mine, seen, found)
        self._by_chinese_maker_model(mine, seen, found)
        self._by_incident_region(mine, seen, found)
        self._by_incident_review(mine, seen, found)
        self._by_name_then_model(mine, seen, found)
        if not mine.core:  # an all-Latin title (`Vellum offload tier v3`, `Sinewkv 0.3`)
            self._by_inner(mine, seen, found)
            self._by_product_word(mine, seen, found)
            return
        for position in self._live(self.by_core.get(mine.core, ())):
            if position in seen:
                continue
            seen.add(position)
            found.setdefault(position, []).append(self._core_evidence(mine, position))
        self._by_one_release(mine, seen, found)
        self._by_head(mine, seen, found)
        self._by_inner(mine, seen, found)
        self._by_first_word(mine, seen, found)
        self._by_proper_word(mine, seen, found)
        self._by_leading_name(mine, seen, found)
        self._by_product_word(mine, seen, found)
        self._by_identifier(mine, seen, found)

    def _filed_release(self, name_form: str, mine: Names, position: int) -> bool:
        """The title's whole name with its release is a name key an update of the entry holds
        (`栈桥网关 0.2` filed under `栈桥 RAG 网关（Jetty Gateway 0.1）`): news of that release
        goes where the document filed the release itself."""
        key = marker.name_key(name_form)
        return bool(mine.version) and name_form in mine.full and key in self.entries[position].keys

    def _by_chinese_then_latin(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title giving a Chinese name, then a Latin one, maybe a model size (`赤霄
        Chixiao-VL 72B 预告`, `云岚 Nimbra Cloud 上线…`): read by the Latin name, for an entry
        so named, by no release, whose names or lead give the Chinese one too (`【赤霄】
        Chixiao-VL`, `**云岚算力**（Nimbra Cloud）`)."""
        if mine.first or not _HAS_CJK.match(mine.shown):
            return
        both = _CHINESE_SPACE_LATIN.match(mine.shown)
        if both is None or _KIND_THEN_RELEASE.match(mine.shown[both.end() :]):
            return  # (`声序 StreamCue 耳机 2.0`: a kind word of its own, `_latin_half`'s to weigh)
        chinese, latin = both["cjk"], form(both["latin"])
        sized = form(both.group()[both.start("latin") :])  # (with its size: `Chixiao-VL 32B`)
        hits = [*self.by_form.get(latin, ()), *self.by_core.get(sized, ())]
        hits += self._led_alike(chinese, sized)  # (`**风铃智能 WB-200 推理卡发布**`)
        sharing = self._going_by(form(both["latin"].split()[0]))
        if " " in both["latin"].strip():  # (`Kestrel Cloud`: not `Kestrel PrefixStore` beside it)
            sharing = {p for p in sharing if self._goes_by_start(p, latin)}
        product = not mine.version and len(set(self._live(hits))) == 1 and self._products_stated()
        for position in self._live(hits):
            entry = self.entries[position]
            if position in seen or (entry.names.version and not product):
                continue  # (one per product: `绘声 HuiSheng 1.0` is the product's)
            if chinese not in entry.aliases and chinese not in self._lead_text(position):
                continue
            seen.add(position)
            why = f'title names "{entry.names.shown}" by its Chinese and Latin names'
            if sharing - {position}:  # (`声迹 Murmur` beside `**Murmur-S2**`: which is meant?)
                why = f"{why} (other entries go by it too)"
            weight = WEAK_NAME if sharing - {position} else NAME
            found.setdefault(position, []).append(Evidence(weight, why))

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

    def _by_name_then_model(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title whose Latin name is an entry's, then a model word (`Nimbra cloud H200 竞价
        实例` and `**云岚算力**（Nimbra Cloud）`): that provider's news, a short name's weight
        (it decides in the entry's section only), for an entry named by no release or model."""
        if not mine.core or not any(c.isdigit() for c in mine.core):
            return
        latin = _LATIN_CORE.match(mine.shown)
        words = latin.group().split() if latin else []
        if len(words) < 2 or not _MODEL_WORD.fullmatch(words[-1]):
            return
        name = form(" ".join(words[:-1]))
        for position in self._live(self.by_form.get(name, ())):
            theirs = self.entries[position].names
            if position in seen or theirs.version or _MODEL_WORD.search(theirs.shown):
                continue
            seen.add(position)
            why = f'title names "{theirs.shown}", then its "{words[-1]}"'
            found.setdefault(position, []).append(Evidence(SHORT_NAME, why))

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

    def _by_chinese_maker_model(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title giving a Chinese name, then a model word (`光环云 B200 预留价回调`): the one
        entry whose name writes that model word and whose lead writes that Chinese name
        (`**Halo Cloud B200 reserved** (Halo Cloud 光环云, …)`), named by no release."""
        if mine.first or not _HAS_CJK.match(mine.shown):
            return
        both = _CJK_THEN_MODEL.match(mine.shown)
        if both is None:
            return
        chinese, model = both["cjk"], both["model"]
        hits = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and model in entry.lead  # (a substring first: most leads write no such word)
            and chinese in entry.lead
            and model in _MODEL_WORD.findall(entry.names.shown)
            and not entry.names.version
            and chinese in self._lead_text(p)
        ]
        if len(hits) != 1 or hits[0] in seen:
            return
        seen.add(hits[0])
        shown = self.entries[hits[0]].names.shown
        why = f'title names "{model}" of "{chinese}", as only "{shown}" does'
        found.setdefault(hits[0], []).append(Evidence(NAME, why))

    def _by_incident_region(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title following up an incident in a region it names by id (`云岚 cn-east-2 故障补偿
        方案`: compensation; a new outage there is one of its own): the one
        incident entry (named so) whose lead's head writes that id (`**云岚算力华东二区故障**
        （Nimbra Cloud cn-east-2 outage）`) and the provider the title writes before it, if any
        (`星环云 cn-east-2 故障补偿` is another provider's region)."""
        region = _REGION_ID.search(mine.shown) if "-" in mine.shown else None
        if region is None or not _INCIDENT_WORD.search(mine.shown):
            return
        if not _FOLLOW_UP.search(mine.shown):  # (a new outage there is an incident of its own)
            return
        provider = mine.shown[: region.start()].strip()
        hits = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and region.group() in entry.lead  # (a substring first: most leads name no region)
            and any(_INCIDENT_WORD.search(n) for n in (entry.names.shown, *entry.aliases))
            and region.group() in self._lead_text(p)[:160]
            and not _other_provider(provider, self._lead_text(p)[:160], region.group())
        ]
        if len(hits) != 1 or hits[0] in seen:
            return
        seen.add(hits[0])
        shown = self.entries[hits[0]].names.shown
        why = f'title names the incident in "{region.group()}", as only "{shown}" does'
        found.setdefault(hits[0], []).append(Evidence(NAME, why))

    def _by_incident_review(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title naming a product, then only that it reviews an incident (`Stratus 故障复盘`,
        `Stratus outage postmortem`: a review, not a new outage) and the one live entry named
        by that product and an incident word (`Stratus 云推理服务宕机 2 小时`): that incident's
        entry, a name's weight; not where the relation line says it is another one (`本条复盘的是
        05-02 的另一次宕机`)."""
        said = _INCIDENT_REVIEW.match(mine.shown)
        if said is None or self._another_said:  # (`本条复盘的是 05-02 的另一次宕机`)
            return
        product = form(said["name"])
        hits = [
            p
            for p in self._live(self.by_first.get(product, ()))
            if self.entries[p].names.first == product
            and _INCIDENT_WORD.search(self.entries[p].names.shown)
        ]
        if len(set(hits)) != 1 or hits[0] in seen:
            return
        seen.add(hits[0])
        shown = self.entries[hits[0]].names.shown
        why = f'title reviews the incident of "{said["name"]}", as only "{shown}" is'
        found.setdefault(hits[0], []).append(Evidence(NAME, why))

    def _by_maker_prefix(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title naming its maker before the product (`Orca Labs Echo-ASR 1.5`) read by the
        product's name, for an entry whose lead names that maker (`[Echo-ASR](…) (Orca
        Labs)`)."""
        maker = _ORG_FIRST.match(mine.shown) if len(mine.heads) > 1 else None
        if maker is None:
            return
        rest = names_of(mine.shown[maker.end() :])
        for name_form in sorted({*rest.full, rest.bare} - {""}):
            for position in self._live(self.by_form.get(name_form, ())):
                theirs = self.entries[position].names
                lead = self._lead_text(position)
                if position in seen or _other_version(rest, theirs):
                    continue
                if not contrary.has_word(lead, maker.group("maker")):
                    continue
                seen.add(position)
                why = f'title names "{theirs.shown}" after its maker "{maker["maker"]}"'
                found.setdefault(position, []).append(Evidence(NAME, why))

    def _by_generation(self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]) -> None:
        """A release whose major number is the generation an entry's name glues to its word
        (`Sable 3.1` and `**Sable3** — third-generation …`): a release of that generation,
        the entry's news, when the entry is named by no release of its own and its lead
        writes no release of another major (`Kiln2 1.3`, `Kiln2 — v1.3 …`: releases of their
        own line, the version rules')."""
        if len(mine.version) < 2 or not mine.bare or not _GLUED_WORD.match(mine.bare):
            return
        generation = f"{mine.bare}{mine.version[0]}"
        for position in self._live(self.by_form.get(generation, ())):
            theirs = self.entries[position].names
            if position in seen or theirs.version or not _GENERATION.match(theirs.shown):
                continue
            if self._other_major(position, mine.version[0]):
                continue
            seen.add(position)
            found.setdefault(position, []).append(
                Evidence(SHORT_NAME, f'title is a release of generation "{theirs.shown}"')
            )

    def _other_major(self, position: int, major: int) -> bool:
        """The entry's lead writes a release of another major number (arXiv ids aside)."""
        lead = refs.ARXIV.sub(" ", self._lead_text(position))
        return any(int(m["major"]) != major for m in _LEAD_RELEASE.finditer(lead))

    def _by_proper_word(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """An entry whose whole name is one proper word (`Halyard`) that the title's Latin name
        starts with, followed only by acronyms or lowercase words (`Halyard PD-分离 …`, not
        `Halyard Cloud`), and no other entry's name starts with: a short name's weight."""
        words = _core_words(mine)
        if (
            len(words) < 2
            or mine.others
            or mine.comparison
            or _CAPITALISED.search(" ".join(words[1:]))
        ):
            return
        hits = self._live(self.by_first.get(form(words[0]), ()))
        if len(hits) != 1 or hits[0] in seen:
            return
        theirs = self.entries[hits[0]].names
        if theirs.full != {form(words[0])} or not theirs.proper or not distinctive(form(words[0])):
            return
        seen.add(hits[0])
        found.setdefault(hits[0], []).append(
            Evidence(SHORT_NAME, f'title starts with "{theirs.shown}", its whole name')
        )

    def _by_hyphened_kind(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """The title's name is an entry's one-word name (or the product word its name starts
        with) joined by a hyphen to the kind of thing it is (a glossary term), and the entry's
        name or the first clause of its description says that kind too, in any language
        (`Pennant-Scheduler` for `三角旗调度器（Pennant）` or `Pennant: SLO-aware batch
        scheduler`, `Beacon-Probe 2.0` for `Beacon 健康探针`): the product under a longer
        name, a short name's weight, when exactly one entry goes by that word (not
        `Pumice-Edge` for `Pumice`: the entry says no edge; not `Parchment-2`)."""
        joined = _HYPHEN_KIND.match(mine.shown)
        if joined is None or mine.comparison or mine.rival or mine.joined or mine.others:
            return
        kind = self.glossary.terms(joined["kind"]) - _BROAD
        word = form(joined["name"])
        if not kind or word in COMMON or not distinctive(word):
            return
        hits = self._live([*self.by_form.get(word, ()), *self.by_first.get(word, ())])
        if len(set(hits)) != 1 or hits[0] in seen:
            return
        if not kind & self._kinds(hits[0]):
            return
        seen.add(hits[0])
        shown = self.entries[hits[0]].names.shown
        why = f'title names "{shown}" joined to the kind of thing its entry says it is'
        found.setdefault(hits[0], []).append(Evidence(SHORT_NAME, why))

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

    def _by_product_word(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """The title's Latin name starts with a product word (`Vellum`, `Morrow Serve` for
        `Morrow-Serve`) that exactly one entry's name holds, at its start, followed by what it
        is (`Vellum offload tier`, `Saltmarsh 分层 KV-Cache 卸载`), and goes on alone (not
        `Token budget`, `Tidewater Cloud`): a short name's weight when the two descriptors
        agree, read through the map's glossary (`卸载` = `offload`) or sharing a word; a weak
        one otherwise (`vLLM Prefix Caching Bug` is not `vLLM FP8 KV-Cache`), so it is at most
        a possibility. A release entry (`vLLM 0.31`) is left to the version rules."""
        known = self._title_product
        matched = known[1] if known is not None and known[0] is mine else self._product_entry(mine)
        if matched is None:
            return
        position, better = matched
        if better.weight > sum(e.weight for e in found.get(position, [])):
            seen.add(position)  # (stronger than what a looser reading found)
            found[position] = [better]

    def _product_entry(self, mine: Names) -> tuple[int, Evidence] | None:
        """The one entry the product word a name starts with names, and how well their
        descriptors agree (see `_by_product_word`)."""
        words = _latin_words(mine)
        if not words or mine.comparison or mine.rival or mine.others:
            return None
        for count in (2, 1):  # `Morrow Serve` is `Morrow-Serve`: the longer reading first
            product = form(" ".join(words[:count]))
            if len(words) < count or not _product_word(words[:count]):
                continue
            after = words[count:]
            if _another_word(after) and not self.glossary.terms(" ".join(after[:1])):
                continue  # `Token budget`, `Tidewater Cloud`: not alone (`Vellum offload` is)
            if not _alone(words[:count], after, mine.shown):
                continue  # `Falcon H2`, `Adaptive 批处理`, `… for Apache Wicket`
            hits = self._starting(words[:count])
            if len(hits) > 1:  # (`Fennel 路由器 1.0` of `Fennel Router` and `Fennel Cache`)
                hits = self._of_kind(hits, words[:count], mine)
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
            if theirs.version and not self._one_entry_per_product(theirs):  # `vLLM 0.31`: a
                return None  # release; in a document of one entry per product, the product
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
            own = _VERSION_TAIL.sub("", own) if theirs.version else own  # (`Marlowe 0.9`)
            return hits[0], self._descriptor_evidence(mine, rest, theirs, own)
        return None

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
        if not _names_another(name, core):
            return False
        rest = name[name.find(core) + len(core) :]
        return any(
            form(m.group()) not in COMMON and not self.glossary.terms(m.group())
            for m in _CAPITALISED.finditer(rest)
        )

    def _by_point_name(
        self, mine: Names, points: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title naming no Latin name but a release (`鹈鹕检索 0.4 — …`) that nothing else
        finds, a point leading with a Latin name and that very release (`Pelican Retrieve 0.4
        用 …`), or with the title's Chinese name, the Latin one in brackets and that release
        (`织网检索（WeaveRetriever）2.0：…`): the Chinese name's Latin one, read as the title's."""
        if found or not mine.version or self._latin_name(mine.shown):
            return
        for point in points:
            led = _POINT_NAME.match(point) or _POINT_PAIRED_NAME.match(point)
            if led and led.groupdict().get("cjk") and not mine.shown.startswith(led["cjk"]):
                led = None  # (`织网检索（WeaveRetriever）2.0` gives `织网检索2.0` its name alone)
            theirs = names_of(f"{led['name']} {led['version']}") if led else None
            if theirs is None or theirs.version != mine.version:
                continue
            named: dict[int, list[Evidence]] = {}
            self._by_name(theirs, named)
            for position, evidence in named.items():
                why = f"a point gives it the Latin name: {' + '.join(e.why for e in evidence)}"
                found[position] = [Evidence(sum(e.weight for e in evidence), why)]
            return

    def _by_point_short_form(
        self, mine: Names, points: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title named by an abbreviation, a release or not (`CW 3.1 发布`, `HGR 官方实现开源`),
        that nothing else finds, a point giving the abbreviation as the short form of a Latin
        name whose letters it takes in order (`Anvil AI 的 Codewright（下称 CW）3.1 正式发布`,
        `Hierarchical Graph Retrieval（HGR）参考实现`, `short_forms`): that name and release,
        read as the title's."""
        head = _ABBR_HEAD.match(mine.shown) if mine.shown[:2].isupper() else None
        abbr = head.group().strip() if head else ""
        if found or not abbr:
            return
        for point in points:
            full = _point_short_of(point, abbr)
            if full is None:
                continue
            named: dict[int, list[Evidence]] = {}
            self._by_name(names_of(f"{full} {'.'.join(map(str, mine.version))}".strip()), named)
            for position, evidence in named.items():
                why = f"a point spells {abbr} out: {' + '.join(e.why for e in evidence)}"
                found[position] = [Evidence(sum(e.weight for e in evidence), why)]
            return

    def _by_point_abbreviation(
        self, mine: Names, points: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title led by an abbreviation (`SWA 3.2：后台并行任务…`) that nothing else finds, a
        point defining it (`SWA（Shipwright Agent，Dovetail 出品）3.2 将…`) by a name of two
        capitalised words or more whose initials it starts with: the title read by that name
        (`Shipwright Agent 3.2`), what that reading finds."""
        head = _ABBREVIATION_HEAD.match(mine.shown) if mine.shown[:2].isupper() else None
        if found or head is None:
            return
        abbr = head.group()
        for point in points:
            if abbr not in point:
                continue
            for match in _POINT_ABBREVIATION.finditer(point):
                if match["abbr"] != abbr or not _abbreviates(abbr, match["full"]):
                    continue
                release = ".".join(str(n) for n in mine.version)
                named: dict[int, list[Evidence]] = {}
                self._by_names(names_of(f"{match['full']} {release}".strip()), named)
                for position, evidence in named.items():
                    why = f"a point defines {abbr}: {' + '.join(e.why for e in evidence)}"
                    found[position] = [Evidence(sum(e.weight for e in evidence), why)]
                return

    def _by_maker_first(self, title: str, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """`Rook 向量库 0.2（Fathom）`: a one-word maker in brackets in the title's head, read
        before the title's name (`Fathom Rook 向量库 0.2`), for the entries named so (`Fathom
        Rook — …`): what that reading finds for them."""
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        maker = _MAKER_AFTER.search(head)
        if maker is None or not mine.first or form(maker["maker"]) == mine.first:
            return
        read: dict[int, list[Evidence]] = {}
        self._by_names(names_of(f"{maker['maker']} {_MAKER_AFTER.sub('', head)}"), read)
        named = form(f"{maker['maker']} {mine.first}")
        for position, evidence in read.items():
            if form(self.entries[position].names.shown).startswith(named):
                found.setdefault(position, []).extend(evidence)

    def _by_full_initials(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title named by an abbreviation of four letters or more alone, with a release or
        not (`ZPAS 1.2 — …`), that nothing else finds: the one entry whose English name's
        every word it spells (`Zephyr Prefix-Aware Scheduler`), a short name's weight (it
        decides in the entry's section only); not two entries so named."""
        name = _LATIN_CORE.match(mine.shown)
        abbr = _VERSION_TAIL.sub("", name.group()).strip() if name else ""
        if found or len(abbr) < 4 or not _ABBREVIATION.match(abbr):
            return
        hits = self._live(self._initials.get(abbr, ()))
        if len(hits) == 1:
            shown = self.entries[hits[0]].names.shown
            why = f'title names "{shown}" by the initials of its every word'
            found[hits[0]] = [Evidence(SHORT_NAME, why)]

    def _by_repository(
        self, mine: Names, repos: frozenset[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title naming no Latin name but a release (`系缆推理服务 3.1`; Latin glossary terms
        are no name: `蓄水池分层 KV 存储 0.7.1`), from one repository
        whose name spells the start of exactly one entry's name (`bollard-rs/bollard-serve` and
        `Bollard Serve inference server`), not a release entry: a release of that product, a
        short name's weight; a name's where the repository's owner is the maker the entry's
        lead names (`frostline-data/snowowl` and `Snowowl (Frostline Data)`)."""
        if len(mine.version) < 2 or self._latin_name(mine.shown) or len(repos) != 1:
            return
        words = [w for w in re.split(r"[\-_.]", next(iter(repos)).split("/")[-1]) if w]
        if not words or not distinctive(form("".join(words))) or form(words[0]) in COMMON:
            return
        hits = self._starting(words)
        if len(hits) != 1 or hits[0] in found or self.entries[hits[0]].names.version:
            return
        shown = self.entries[hits[0]].names.shown
        weight = NAME if self._makers_repository(repos, hits[0]) else SHORT_NAME  # (its maker's)
        found[hits[0]] = [Evidence(weight, f'a release from the repository of "{shown}"')]

    def _latin_name(self, shown: str) -> bool:
        """The name holds Latin letters besides the glossary's terms (`KV` of `蓄水池分层 KV
        存储` is a kind of thing, no name)."""
        return re.search(r"[a-z]", self.glossary.without(shown)) is not None

    def _by_same_part(self, title: str, names: Names, found: dict[int, list[Evidence]]) -> None:
        """Of the entries the title's product word points to, the one describing the same part
        of the product (`Selkie 2.2 — paged-decode kernel …` and `Selkie paged-decode kernel`
        among `Selkie 2.1 serving mode`): a short name's weight, when exactly one does (not
        for a title naming another thing too: `A & B …`, a rival, a comparison)."""
        mine = contrary.descriptor(title)
        if mine is None or names.others or names.joined or names.rival or names.comparison:
            return
        pointed = dict.fromkeys([*found, *self._live(self.by_first.get(mine[0], ()))])
        hits = [
            p
            for p in pointed
            if contrary.same_part(mine, contrary.descriptor(lead_text(self.entries[p].lead)))
        ]
        if len(hits) != 1 or sum(e.weight for e in found.get(hits[0], [])) >= SHORT_NAME:
            return
        shown = self.entries[hits[0]].names.shown
        why = f'title names "{shown}", the same part of {mine[0]}'
        found[hits[0]] = [Evidence(SHORT_NAME, why)]

    def _by_linked_repository(
        self, mine: Names, repos: frozenset[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title whose name is an entry's whole one-word name joined by a hyphen to a word
        (`Pumice-Edge 1.1` for `[Pumice](https://github.com/pumice-ml/pumice) — …`), from the
        very repository the entry's lead links: the product under a longer name, a short
        name's weight (not `Pumice-2`: a successor; not from another repository)."""
        joined = _HYPHENED.match(mine.shown)
        if joined is None or not repos:
            return
        for position in self._live(self.by_form.get(form(joined["name"]), ())):
            if position in found:
                continue
            shown = self.entries[position].names.shown
            if repos & self.repos(position):
                why = f'title names "{shown}" joined to a word, from the repository its lead links'
            elif self._makers_repository(repos, position):  # (`cpa-rs` of Gristmill Systems)
                why = f'title names "{shown}" joined to a word, from its maker\'s repository'
            else:
                continue
            found[position] = [Evidence(SHORT_NAME, why)]

    def _by_leading_linked(
        self, mine: Names, repos: frozenset[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title leading with an entry's whole name, then words of its own (`llama.cpp KV 缓存
        Q3 量化`), from the very repository the entry's lead links (`ggml-org/llama.cpp` of
        `[llama.cpp](https://github.com/ggml-org/llama.cpp)`): the product's news (not an
        entry named by a release; not a title about another thing too)."""
        if not repos or not mine.first or _about_more(mine):
            return
        for position in self._live(self.by_form.get(mine.first, ())):
            theirs = self.entries[position].names
            if position in found or theirs.version or not repos & self.repos(position):
                continue
            why = f'title leads with "{theirs.shown}", from the repository its lead links'
            found[position] = [Evidence(NAME, why)]

    def _by_chinese_from_repository(
        self, mine: Names, repos: frozenset[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title naming its thing in Chinese only (`雀鹰1.5正式发布`, `梁托服务 2.4 发布`), from
        one repository whose name is an entry's name (`quillon-labs/sparrowhawk` and
        `Sparrowhawk v1.5.0rc2`): read by that name and the title's release, as the title's
        own name is (the release rules weigh it), for an entry nothing else found, when no entry
        goes by the Chinese name (`镜湖 2.0` and `**镜湖 1.6**（Jinghu）`: another release); at
        most a short name's weight (the Chinese name is the briefing's, the repository its link),
        a name's where the repository's owner is the maker the entry's lead names
        (`deepblue-data/whalevault` and `WhaleVault (DeepBlue Data)`)."""
        if len(repos) != 1 or len(mine.version) < 2 or mine.core or mine.comparison:
            return  # (a release from the repository: `蓄水池分层 KV 存储实测` is none)
        if not _starts_cjk(mine.shown):
            return
        if _names_another(mine.shown, ""):  # (`蓄水池 Tidepool 适配 0.7.1`: another name in it)
            return
        name = next(iter(repos)).split("/", 1)[-1]
        if not distinctive(form(name)) or self._live(self.by_form.get(mine.bare, ())):
            return  # (a Chinese name the document knows is read by its own rules)
        release = ".".join(str(n) for n in mine.version)
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(f"{name} {release}"), led)
        for position, evidence in led.items():
            if position in found or not self._live([position]):
                continue
            cap = NAME if self._makers_repository(repos, position) else SHORT_NAME
            weight = min(cap, sum(e.weight for e in evidence))  # (its maker's too: the name's)
            why = f'title\'s repository {name} names "{self.entries[position].names.shown}"'
            found[position] = [Evidence(weight, why)]

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

    def _by_compared_sides(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """The title compares the sides of a comparison entry, in either order, writing a
        side's release (`Vesper-LM vs Quarry Serve 3.2` and `「Quarry Serve vs Vesper-LM」对比`):
        a short name's weight. An entry writing releases of its own (`Umber3 1.4 vs …`) is
        another release's comparison, and not read so."""
        unreleased = _compared_unreleased(mine.shown) if mine.comparison else None
        if unreleased is None:
            return
        for position in self._live(self.by_form.get(unreleased, ())):
            theirs = self.entries[position].names
            if position in seen or not theirs.comparison or theirs.version:
                continue
            seen.add(position)
            why = f'title compares the sides of "{theirs.shown}", at a release of one'
            found.setdefault(position, []).append(Evidence(SHORT_NAME, why))

    def _by_identifier(self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]) -> None:
        """The title's Latin name is a snake_case identifier whose parts begin, in order, the
        first words of exactly one entry's name (`gpu_mem_fraction 安全区` and `GPU memory
        fraction safe zone`): a short name's weight."""
        match = _IDENTIFIER.match(mine.shown)
        parts = match.group().casefold().split("_") if match else []
        if len(parts) < 2 or all(p in COMMON for p in parts) or not distinctive(form(mine.core)):
            return
        spelled = [
            p
            for p in self._live(self.by_first.get(parts[0], ()))
            if _spells_parts(parts, self.entries[p].names.shown)
            and (len(parts) >= 3 or len(parts) == len(_latin_words(self.entries[p].names)))
        ]
        if len(spelled) != 1 or spelled[0] in seen:
            return
        seen.add(spelled[0])
        shown = self.entries[spelled[0]].names.shown
        found.setdefault(spelled[0], []).append(
            Evidence(SHORT_NAME, f'title\'s {match.group() if match else ""} spells "{shown}"')
        )

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

    def _products_stated(self) -> bool:
        """The preamble says the document keeps one entry per product
        (`versions.states_product_entries`), judged once, when first asked."""
        if self._stated_products is None:
            self._stated_products = self.stated_products()
        return self._stated_products

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

    def _by_leading_name(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """An entry's whole name of three words or more is where the title's Latin name starts
        (`SGLang FP4 KV Cache Blackwell 精度评测` and `SGLang FP4 KV-Cache`): the longest
        such name, a short name's weight."""
        words = [] if mine.others else _core_words(mine)
        for cut in range(len(words) - 1, 2, -1):
            name_form = form(" ".join(words[:cut]))
            hits = [p for p in self._live(self.by_form.get(name_form, ())) if p not in seen]
            if not distinctive(name_form) or name_form in GENERIC or not hits:
                continue
            if len(hits) == 1 and not _other_version(mine, self.entries[hits[0]].names):
                if self._edition_of(words[cut], hits[0]):
                    return
                seen.add(hits[0])
                shown = self.entries[hits[0]].names.shown
                found.setdefault(hits[0], []).append(
                    Evidence(SHORT_NAME, f'title starts with "{shown}", its whole name')
                )
            return

    def _edition_of(self, word: str, position: int) -> bool:
        """The word after a release entry's whole name is an edition (`Sable Vision 2 Pro`,
        `Tern Serve 2.2 Lite`), where the preamble gives every release an entry: another
        model or build of that release, an entry of its own."""
        if form(word) not in _EDITIONS or not self.entries[position].names.version:
            return False
        return self.every_release_apart()

    def _by_first_word(self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]) -> None:
        """The title's Latin name is one word that starts exactly one entry's name, and the
        two share another word (`Strata 分层KV Cache …` and `Strata tiered KV cache`): a
        short name's weight."""
        word = mine.bare or mine.core
        if mine.core_words - bool(mine.version) != 1 or not distinctive(word):
            return
        hits = self._live(self.by_first.get(word, ()))
        if len(hits) != 1 or hits[0] in seen:
            return
        theirs = self.entries[hits[0]].names
        if theirs.comparison or _other_version(mine, theirs) or mine.others:
            return
        if not _shares_besides(mine, theirs):
            return
        seen.add(hits[0])
        found.setdefault(hits[0], []).append(
            Evidence(SHORT_NAME, f'title starts with "{theirs.shown}" and shares its words')
        )

    def _by_chinese_name(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """The title starts with an entry's whole Chinese name of five characters or more
        (`相位感知调度 多机扩展`, `推理引擎缺陷分类研究扩展版`): a short name's weight."""
        if mine.core or mine.comparison or len(mine.full) != 1:
            return
        (whole,) = mine.full
        for end in range(len(whole) - 1, _MIN_CJK_NAME - 1, -1):
            hits = [p for p in self._live(self.by_cjk.get(whole[:end], ())) if p not in seen]
            if len(hits) == 1:
                seen.add(hits[0])
                shown = self.entries[hits[0]].names.shown
                found.setdefault(hits[0], []).append(
                    Evidence(SHORT_NAME, f'title starts with "{shown}"')
                )
                return

    def _by_chinese_half(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """The title starts with the whole Chinese name, two to four characters (a longer
        one is `_by_chinese_name`'s; two only when set apart, `_set_apart`), of an entry that
        goes by a Latin name too (`云雀引擎（Larkspur）`, `Sablewing / 黑羽引擎`) — a name of
        its own, not descriptor terms and words of the trade — and the title goes on with a
        space, Latin text or a glossary term (`云雀引擎 iOS Metal 后端实测`; not
        `云雀引擎集群版`: maybe a longer name): a short name's weight, when exactly one entry
        goes by it."""
        if mine.core or mine.comparison or len(mine.full) != 1:
            return
        run = _CJK_RUN.match(mine.shown)
        if run is None:
            return
        for end in range(min(run.end(), _MIN_CJK_NAME - 1), 1, -1):
            half, rest = mine.shown[:end], mine.shown[end:]
            glued = _GLUED_DOTTED.match(rest) if end == run.end() else None  # (`霁光3.6 API`)
            if end == 2 and not _set_apart(rest) and glued is None:
                continue  # (two characters: a name only where the title sets it apart)
            if descriptor_only(half, self.glossary):
                continue
            hits = self._live(self.by_form.get(form(half), ()))
            if len(hits) != 1 or hits[0] in seen:
                continue
            if not self._then_term(rest) and not self._then_own_kind(rest, hits[0]):
                continue
            if not self._then_term(rest) and _about_another(rest, self.entries[hits[0]].names):
                return  # (`云雀花托管推理平台竞品 Heath 1.0 上线`: Heath's news)
            theirs = self.entries[hits[0]].names
            if not any(n.isascii() and distinctive(n) for n in theirs.full):
                continue  # (an all-Chinese name this short may be a kind of thing's)
            if glued is not None and theirs.version and theirs.version != _dotted(glued[1]):
                return  # (`霁光3.6` is no news of the entry `霁光 3.5`)
            if _another_latin_name(_NEWS_VERB.sub("", rest, count=1), theirs):
                return  # (`云雀引擎 Skylark 2.0`, `云雀引擎发布 Skylark 2.0`)
            if end == 2 and _latin_word_first(rest, theirs):
                return  # (`叉线 Driftline 联合基准`: maybe about Driftline too)

            seen.add(hits[0])
            why = f'title starts with "{half}", the Chinese name of "{theirs.shown}"'
            found.setdefault(hits[0], []).append(Evidence(SHORT_NAME, why))
            return

    def _by_chinese_and_abbreviation(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """The title starts with the first Chinese characters of an entry's Chinese name,
        then the abbreviation the entry goes by (`蕨丘 FDS 开源` for `蕨丘分离式服务（FDS）`):
        both halves of its name agree, a name's weight, when exactly one entry goes by the
        abbreviation (not `鹈鹕 FDS`: another thing of that abbreviation); a possibility only
        when the entry has no Chinese name (`FDS (Fernhill …)`: a translation, or another
        maker's)."""
        match = _CJK_THEN_ABBR.match(mine.shown)
        if match is None or mine.comparison:
            return
        hits = self._live(self.by_form.get(form(match["abbr"]), ()))
        if len(set(hits)) != 1 or hits[0] in seen:
            return
        theirs = self.entries[hits[0]].names
        chinese = [n for n in theirs.full if _HAS_CJK.search(n) and n != match["cjk"]]
        if chinese and not any(n.startswith(match["cjk"]) for n in chinese):
            return
        seen.add(hits[0])
        if not chinese:  # (the Chinese may translate its name, or be another maker's)
            why = f'title names "{theirs.shown}" by its abbreviation after a Chinese word'
            found.setdefault(hits[0], []).append(Evidence(POSSIBLE, why))
            return
        why = f'title names "{theirs.shown}" by its abbreviation and its Chinese name\'s start'
        found.setdefault(hits[0], []).append(Evidence(NAME, why))

    def _then_own_kind(self, rest: str, position: int) -> bool:
        """`rest` starts with what the entry's description opens with, three characters or
        more (`云雀花托管推理转正式商用` for `**Larkspur**（云雀花）：托管推理平台，…`: the
        kind of thing it is, no longer name)."""
        lead = _visible(lead_text(self.entries[position].lead).replace("**", ""))
        said = _KIND_SAID.search(lead)
        kind = said["kind"] if said else ""
        return len(kind) >= 3 and rest[:3] == kind[:3]

    def _then_term(self, rest: str) -> bool:
        """`rest` starts with a space, Latin text, a glossary term (`分层 KV 存储`) or a word
        saying what the thing did (`季风路由新增权重感知路由`: the name ends before `新增`), or
        a benchmark's leaderboard (`视域评测榜单周更`: the name ends before `榜单`)."""
        if not rest or not _IS_CJK.match(rest[0]) or _NEWS_VERB.match(rest):
            return True
        if rest[0] in "榜排子" and _BOARD_NOUN.match(rest):
            return True
        return self.glossary.without(rest[:_MIN_CJK_NAME]).startswith(" ")

    def _by_chinese_word(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """The title starts with the first three Chinese characters of exactly one entry's
        Chinese name — a name of its own, no generic word (`铜绿云` of `铜绿云推理故障复盘`)
        — goes on with a word of that name and says it is an update (`铜绿云复盘更新`; not
        `铜绿云故障复盘`: maybe another incident): a product word's weight."""
        if mine.core or mine.comparison or len(mine.full) != 1:
            return
        (whole,) = mine.full
        run = _CJK_RUN.match(whole)
        prefix = whole[:_CJK_WORD]
        if run is None or len(run.group()) < _CJK_WORD + 2 or _GENERIC_CJK.search(prefix):
            return
        hits: dict[int, str] = {}
        for position in self._live(self._heads.named.starting(prefix)):
            for name in self.entries[position].names.full:
                if name != whole and name.startswith(prefix) and _IS_CJK.match(name):
                    hits[position] = name
        if len(hits) != 1 or next(iter(hits)) in seen or self.glossary.terms(prefix):
            return
        ((position, name),) = hits.items()
        common = _common_start(whole, name)
        told = bigrams(_UPDATE_WORDS.sub(" ", whole[common:]))
        given = bigrams(name[common:])
        if told & given and _UPDATE_WORDS.search(whole):
            seen.add(position)
            shown = self.entries[position].names.shown
            found.setdefault(position, []).append(
                Evidence(SHORT_NAME, f'title starts with "{whole[:common]}" of "{shown}"')
            )

    def _by_mixed_name(self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]) -> None:
        """The title is an entry's whole name of Latin and Chinese words followed by more
        Chinese (`gpu_mem_fraction 安全区更新` and `gpu_mem_fraction 安全区`), or by Latin text
        that names no other thing (`_then_latin`): a short name's weight, when exactly one
        entry is so named (its Latin part distinctive, or four Chinese characters before a Latin
        word: `图表问答 Pro 中文扩展集` for `**PlotQA-Pro**（图表问答 Pro，复光大学）`)."""
        if mine.comparison or len(mine.full) != 1:
            return
        (whole,) = mine.full
        for end in range(len(whole) - 1, 2, -1):
            if not _IS_CJK.match(whole[end:]) and not self._then_latin(mine, whole, end):
                continue
            hits = self._live(self.by_form.get(whole[:end], ()))
            if len(hits) != 1:
                continue
            theirs = self.entries[hits[0]].names
            latin = whole[:end].encode("ascii", "ignore").decode()
            cjk = len(whole[:end]) - len(latin)  # (`图表问答 Pro`: four, distinctive themselves)
            if hits[0] in seen or cjk < 2 or not (distinctive(latin) or (cjk >= 4 and latin)):
                return
            seen.add(hits[0])
            found.setdefault(hits[0], []).append(
                Evidence(SHORT_NAME, f'title starts with "{theirs.shown}", its whole name')
            )
            return

    @staticmethod
    def _then_latin(mine: Names, whole: str, end: int) -> bool:
        """The name ends in Chinese at `end` and Latin text follows, naming no other thing
        (`Ironbark冷启动卡死 ARM 复现与修复`; not `… Graviton 复现`)."""
        if not (_IS_CJK.match(whole[end - 1]) and whole[end].isascii()) or mine.others:
            return False
        return not _CAPITALISED.search(_after_letters(mine.shown, end))

    def _by_head(self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]) -> None:
        """The title's Latin name (without a version) is the first two words or more of an
        entry's English name (`GPU Xid 79 故障排查` and `GPU Xid error triage`): a short
        name's weight, so it decides only with one more piece; common words (`Token
        budget 调优`) name a topic, not the thing."""
        if not (mine.product or mine.proper):
            return
        for core in dict.fromkeys(c for c in (mine.core, mine.bare) if distinctive(c)):
            for position in self._live(self.by_head.get(core, ())):
                if position in seen or _other_version(mine, self.entries[position].names):
                    continue
                seen.add(position)
                found.setdefault(position, []).append(self._head_evidence(mine, position))

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

    def _by_inner(self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]) -> None:
        """The title's Latin name is one capitalised word found inside one entry's name and
        starting no entry's name (`TraceLoom 接入 …` and `Agent 推理链路追踪 TraceLoom`): a
        short name's weight."""
        word = mine.bare or mine.core or (next(iter(mine.full)) if len(mine.full) == 1 else "")
        words = mine.core_words if mine.core else len(mine.shown.split())  # (`Sinewkv 0.3`)
        starts = self._live(self.by_first.get(word, ()))
        if words - bool(mine.version) != 1 or starts or mine.others or not word:
            return
        hits = self._live(self.by_inner.get(word, ()))
        if (
            len(hits) == 1
            and hits[0] not in seen
            and not _other_version(mine, self.entries[hits[0]].names)
            and not _announces_other(mine, self.entries[hits[0]].names)  # (`升帆 X 3.0 发布`)
        ):
            seen.add(hits[0])
            shown = self.entries[hits[0]].names.shown
            found.setdefault(hits[0], []).append(
                Evidence(SHORT_NAME, f'title names "{shown}" (a word of its name)')
            )

    def _by_own_core(self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]) -> None:
        """A title that is a Latin name (with a version or not: `Orion 0.1.1`, `SGLang
        v0.5.22`) and an entry whose name is that Latin name followed by Chinese text
        (`Orion 推理引擎 0.1`) or by lowercase words saying what it is (`llm-d inference
        scheduler`): the same thing, when no other entry's name starts with that word; a
        short name's weight, so it decides only with one more piece (the same section: a
        release of a product is not a bug entry about it in another section)."""
        if mine.core:
            return
        wanted = (mine.full | ({mine.bare} - {""})) - {""}
        hits = {p for f in wanted for p in self._live(self.by_core.get(f, ()))}
        hits |= {
            p
            for f in wanted
            for p in self._live(self.by_first.get(f, ()))
            if self.entries[p].names.described
        }
        for position in sorted(hits - seen):
            theirs = self.entries[position].names
            if _other_version(mine, theirs):
                continue
            seen.add(position)
            found.setdefault(position, []).append(self._own_core_evidence(mine, position))

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
        if not distinctive(first):
            return Evidence(WEAK_NAME, f'title names "{shown}" (a short name)')
        return Evidence(SHORT_NAME, f'title names "{shown}"')

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

    def _by_one_release(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title opening with a product's name of two capitalised words or more, no release
        given, the subject alone (`Quill Trace 接入 Quill Serve 原生 span 导出`), and one entry
        alone for a release of it (`Quill Trace 0.1 — …`): that entry, the product's."""
        if mine.version or not mine.proper or mine.core_words < 2 or _about_more(mine):
            return
        hits = [
            p
            for p in self._live(self.by_form.get(mine.core, ()))
            if self.entries[p].names.bare == mine.core and self.entries[p].names.version
        ]
        if len(set(hits)) != 1 or hits[0] in seen:
            return
        seen.add(hits[0])
        shown = self.entries[hits[0]].names.shown
        found.setdefault(hits[0], []).append(
            Evidence(NAME, f'title names the product of "{shown}", its one release entry')
        )

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
        if not mine.product:  # common words (`Prefix caching …`) name a topic, not a thing,
            whole = mine.core in theirs.full  # unless a whole phrase, or a proper name alone
            if whole and mine.core_words >= 3:
                return Evidence(NAME, f'title names "{shown}"')
            # (a proper name written in lower case is still that name: `nightjar …`, `sorrel-rag`)
            proper = mine.proper or (whole and _proper_entry_name(theirs))
            if mine.proper and mine.core_words >= 2 and self._one_core(mine, position):
                return Evidence(NAME, f'title names "{shown}" (the same words before Chinese)')
            if proper and not sharing and mine.others:  # about both things, maybe
                return Evidence(WEAK_NAME, f'title names "{shown}" and another name')
            if whole and proper and self._plain_word(mine, position):
                return Evidence(WEAK_NAME, f'title names "{shown}" in lower case (a word too)')
            if whole and proper and not sharing:
                return Evidence(NAME, f'title names "{shown}"')
            if whole and proper and self._beside_comparisons(mine, position, sharing):
                return Evidence(NAME, f'title names "{shown}" (others compare it)')
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

    def _one_core(self, mine: Names, position: int) -> bool:
        """One entry alone goes by the title's capitalised words before its Chinese text
        (`Nimbus Compute` of `Nimbus Compute 推出 serverless GPU 推理` for `Nimbus Compute
        serverless 推理降价`), the title naming no other thing; not when another entry's name
        starts so too, nor an incident's entry (`「Quarry Serve 流式输出卡顿」故障`: another
        bug may be meant) or an issue's."""
        if mine.others or len(self._live(self.by_core.get(mine.core, ()))) != 1:
            return False
        return position not in self.incident_entries() and position not in self.issues()

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
                hits += self._live(self.by_core.get(core, ()))
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
        return hits if len(hits) == 1 else []

    def _verdict(self, found: dict[int, list[Evidence]]) -> Verdict:
        scored = sorted(
            ((self._score(e), p) for p, e in found.items()), key=lambda pair: (-pair[0], pair[1])
        )
        if not scored or scored[0][0] <= SECTION:
            return Verdict(None, None, 0.0, ())
        score, best = scored[0]
        evidence = tuple(found[best])
        tied = len(scored) > 1 and scored[1][0] >= score
        chosen = best if score >= CONTINUE and not tied else None
        return Verdict(chosen, best, score, evidence)

    @staticmethod
    def _score(evidence: list[Evidence]) -> float:
        total = sum(e.weight for e in evidence)
        return total if total > SECTION else 0.0


# A CVE id a title says its news came after (`CVE-2029-10433 之后的加固`, `hardening after
# CVE-…`, `following CVE-…`): background, not the vulnerability's news.
_AFTER_CVE = lazy(
    r"(?i)CVE-\d{4}-\d{4,7}\s*(?:之后|以后|过后)"
    r"|(?<![A-Za-z])(?:after|following|post)[\s\-]+(?:the\s+)?CVE-\d{4}-\d{4,7}"
)


# A title scoring its subject on a benchmark: `X 2.0 在 Tallyboard 榜单登顶 66.5`, `X 在
# Tallyboard 得分 71`; `X 2.0 scores 71 on Tallyboard`, `X tops the Tallyboard leaderboard`.
_SCORED_ON = lazy(
    r"^[^在—–]{1,40}?\s*在\s*(?P<bench>[A-Za-z][A-Za-z0-9.\-]*)"
    # (not past or beside it: `X 在 Tallyboard 之外另建私有榜单`)
    r"(?![^—–，,]{0,12}?(?:之外|以外|之上|之前|之后|另建|自建))[^—–，,]{0,12}?"
    r"(?:榜单|榜|得分|登顶|排名|成绩|跑分|拿下|取得"
    # (or a metric and its figure after `上`: `在 Tollgate-QA 2.0 上多跳召回 +6.1`, not `上线`)
    r"|上(?![线架市])(?!\s*(?:支持|新增|部署|运行|实现|提供|推出|发布|开放|适配))"
    r"[^—–，,\d上]{1,8}?\s*[+＋\-−]?\d)"
)
_SCORES_ON = lazy(
    r"(?i)^[^—–]{1,40}?\s(?:scores?|scored|tops|topped|leads)\s[^—–]{0,20}?"
    r"(?:on|of)?\s*(?:the\s+)?(?P<bench>[A-Z][A-Za-z0-9.\-]*)(?![A-Za-z0-9])"
)
# An entry's lead saying it is a benchmark (`〔评测〕…`, `… 基准`, `… benchmark`, `leaderboard`).
_BENCHMARK_SAID = lazy(r"(?i)评测|基准|榜单|(?<![A-Za-z])(?:benchmark|leaderboard)(?![A-Za-z])")
# Where a lead says the thing was scored on a benchmark (`在 Harbor-Bench 榜单排名第三`,
# `ranked third on the Tallyboard leaderboard`): a product's, not a benchmark's own word.
_SCORED_THERE = lazy(
    r"在[^，,。；;]{0,30}?(?:榜单|评测|基准)"
    r"|(?i:(?<![A-Za-z])on\s+(?:the\s+)?[^,.;]{0,30}?(?:leaderboard|benchmark))"
)


# A title that is a product's minor release (`Fathom 0.7`, no patch), then what it changed, a
# CVE's fix among that (`Fathom 0.7 — 修复 CVE-2031-0412，新增审计日志`): the release's news, the
# vulnerability one thing it fixed.
_MINOR_FIXING_CVE = lazy(
    r"(?i)^\s*[A-Za-z][\w.\-]*(?:\s+[A-Za-z][\w.\-]*){0,2}\s+v?\d+\.\d+(?![\d.])\s*"
    r"(?:[—–:：]|-{1,2})\s*[^—–]*?(?:修复|修补|fix(?:es|ed)?)\s*CVE-\d{4}-\d{4,7}"
)


# A Chinese phrase, then an acronym and its release (`智能体互操作协议 AIP 0.4 草案投票通过`).
_CJK_THEN_ACRONYM = lazy(
    rf"^(?P<cjk>[{_CJK_CHARS}]{{4,12}})\s*(?P<abbr>[A-Z]{{2,4}})\s*v?\d+(?:\.\d+)+(?![\d.])"
)


# A dated edition ending a name (`MCP 规范 2028-11-25`, `Spec 2029-01`).
_DATED_TAIL = lazy(r"\s+\d{4}-\d{2}(?:-\d{2})?$")


# What an engine's entry says it is (`推理引擎`, `serving engine`, `runtime`).
_ENGINE = lazy(
    r"推理引擎|推理框架|运行时"
    r"|(?i:(?<![A-Za-z])(?:(?:serving|inference)\s+engine|runtime)s?(?![A-Za-z]))"
)


# An issue's key (`gh:meridian-compute/capstan#1034`) and a title leading with a product's
# capitalised name (`Weir 2.0 修复…`; not `NCCL 超时…`, an acronym).
# The short form a lead's bracket declares (`多模态服务基准（下称 MMSB）`, `（简称 SRB）`).
_DECLARED_SHORT = lazy(
    r"[（(]\s*(?:下称|简称|以下简称|hereafter)\s*[:：]?\s*(?P<short>[A-Z][A-Z0-9\-]{1,7})\s*[)）]"
)


# A title saying its news is a measured result, and a name or first clause saying its thing
# is a benchmark (`多模态服务基准`, `ServeBench`, `leaderboard`).
# A result on two benchmarks (`在 FenBench 与 Tarn 上的成绩`, `on FenBench and Tarn`): no one
# benchmark's entry is its home.
_ON_TWO = lazy(
    r"在\s*[^在，,。；;—–]{1,30}?\s*(?:与|和|及|、|&)\s*[^，,。；;—–]{1,30}?\s*上"
    r"|(?i:(?<![A-Za-z])on\s+[A-Z][\w.\-]*\s+(?:and|&)\s+[A-Z])"
)
_MEASURED = lazy(
    r"成绩|实测|跑分|测得|(?:轮|期|次)结果|榜(?:单)?(?:第|排名|成绩|结果)|子榜|"
    r"(?:赛道|榜单?|子项)(?:登顶|夺冠|第一)|"  # (`在 X v3 视频赛道登顶`: a placing on it)
    r"(?i:(?<![A-Za-z])(?:scores?|leaderboard|measured|results?\s+on)(?![A-Za-z]))"
)
_BENCHMARK = lazy(r"基准|评测|榜|(?i:bench|leaderboard|(?<![A-Za-z])eval)")
# A line's name, then a variant or tier word (`DocWeaver-OCR`, `Tidewell Serverless`), first
# in the title or after a word launching it (`推出`, `开源`, `launches`).
_LAUNCHED_SIBLING = lazy(
    r"(?:^|(?:推出|发布|开源|上线)\s*|(?i:(?<![A-Za-z])(?:launch(?:es|ed)?|releases?|released"
    r"|open-sources?|ships?)\s+))(?P<base>[A-Za-z][A-Za-z0-9]*(?:\s[A-Z][A-Za-z0-9]*){0,2}?)"
    r"[\s\-](?i:ocr|cli|sdk|serverless|cloud|hosted|plugin|plug-in|server|enterprise|lite)"
    r"(?![A-Za-z0-9\-])"
)
_BENCHMARK_OR_DATA = lazy(
    r"基准|评测集|榜单|数据集|(?i:(?<![A-Za-z])(?:benchmark|leaderboard|dataset)s?(?![A-Za-z]))"
)
# A title ranking a product (`登顶`, `排名第 2`, `tops`, `ranked 2nd`), and where its head ends.
_RANKED = lazy(
    _MEASURED.pattern
    + r"|登顶|夺冠|榜首|排名|第\s*\d+\s*[名位]"
    + r"|(?i:(?<![A-Za-z])(?:tops|topped|ranks?|ranked)(?![A-Za-z]))"
)
_RANKED_HEAD_END = lazy(r"[：:]|\s[—–]{1,2}\s|——")
_ISSUE_KEY = lazy(r"^gh:[^/]+/(?P<repo>[^#]+)#\d+$")
_TITLE_PRODUCT = lazy(r"^\s*(?P<word>[A-Z][A-Za-z0-9\-]*[a-z][A-Za-z0-9\-]*)(?![A-Za-z0-9])")
# A Latin name, then a bracket right after it saying which of that name's things it is
# (`信标 Beacon（请求追踪）— …`, `Beacon (Cinder) :: …`).
_QUALIFIED_NAME = lazy(
    r"^[^（(\n]{0,30}?(?<![A-Za-z0-9])(?P<word>[A-Z][A-Za-z0-9\-]*)\s*[（(](?P<words>[^）)]{2,20})[）)]"
)


# A release right after a title's leading word (` 0.5 集成 …`, ` v2.1`).
_RELEASE_AFTER_WORD = lazy(r"\s+v?\d+(?:\.\d+)+(?![\d.])")


# Words naming an edition of a release (`… 2 Pro`, `… 3.5 Turbo`, `… 2.2 Lite`).
_EDITIONS = frozenset({"pro", "max", "ultra", "plus", "lite", "mini", "nano", "turbo", "flash"})
# A clause saying an entry's thing depends on, or is hit through, another thing.
_DEPENDS = lazy(
    r"依赖|上游|受|基于|(?i:(?<![A-Za-z])(?:depends?\s+on|upstream|affected\s+by|built\s+on)"
    r"(?![A-Za-z]))"
)
# The Latin word a title leads with, an all-capitals one too (`NCCL 2.30 修复 CVE-…`).
_TITLE_WORD = lazy(r"^\s*(?P<word>[A-Za-z][A-Za-z0-9.\-]*[A-Za-z0-9])(?![A-Za-z0-9])")


# A name glued by a hyphen to a generation number (`SieveRank-3 …`, `筛子-3 mini`).
_SERIES = lazy(
    rf"(?P<name>[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*|[{_CJK_CHARS}]{{2,8}})"
    r"-(?P<generation>\d{1,2})(?![\d.])"
)


_VERSION_AFTER = lazy(r"\s*v?\d+(?:\.\d+)+(?![\d.])")  # a release right after a name


_VERSION_AT = lazy(r"v?\d+(?:\.\d+)+")  # where a name's release starts (`渡鸦SDK 3.3`)
# A title's head of Chinese characters, then a release (`问渠基准 v1.1 排行榜刷新`).
_CJK_HEAD_RELEASE = lazy(rf"^(?P<head>[{_CJK_CHARS}]{{3,12}})\s*v?\d+(?:\.\d+)+(?![\d.])")


# A title led by an advisory's id, then a dash and its product (`CVE-2029-31877 — Tern 沙箱逃逸`).
_ADVISORY_LED = lazy(
    r"(?i)^\s*(?:[\u3400-\u9fff]{2,12}\s*)?(?:CVE-\d{4}-\d{4,}|GHSA(?:-[0-9a-z]{4}){3})\s*"
    r"(?:——|—|–|:|：|\s-{1,2}\s)\s*(?P<rest>\S.*)$"
)


# A title led by an issue (`sgl-project/sglang#41207 — SGLang 0.6.1 …`, `#4950: …`).
_ISSUE_LED = lazy(
    r"^\s*(?:[A-Za-z0-9][\w.-]*/[\w.-]+)?#\d+\s*(?:——|—|–|:|：|\s-{1,2}\s)\s*(?P<rest>\S.*)$"
)


# An advisory's product said to be another's dependency or upstream (`Loom 依赖的 protobuf`,
# `protobuf (a dependency of Loom)`): the name after the dash is not the affected product.
_DEPENDENCY_SAID = lazy(
    r"依赖|上游|(?i:(?<![A-Za-z])(?:dependenc(?:y|ies)|upstream|transitive)(?![A-Za-z]))"
)


# A capitalised Latin name alone in brackets (`（Atlassian）`, `(Ursine AI)`; not `(MCP)`).
_BRACKETED_CAPITALISED = lazy(
    r"[（(]\s*(?P<name>[A-Z][a-z][A-Za-z]*(?:\s+[A-Z][A-Za-z]+){0,2})\s*[)）]"
)


# More entries than a product's name alone could single out (`Serve` in a document of
# thousands of `X Serve` entries): a maker word before it is not read off (their names would
# all be worked out for nothing).
_MANY_HEADS = 64


# A release written as a bare major number (`v2 released`, `v3 (2029-02-18)`).
_MAJOR_RELEASE = lazy(r"(?<![A-Za-z0-9.])v\d{1,2}(?![\d.A-Za-z])")


# A release candidate's version (`2.4.0rc1`, `2.4.0-rc1 基准`, `3.0 beta2`), the name going on
# after it or not.
_CANDIDATE = lazy(r"(?i)\d[\s\-.]?(?:rc|beta|alpha|preview)\d*(?![A-Za-z])")
_CJK_RUN = lazy(rf"[{_CJK}]+")
_CJK_WORD = 3  # the Chinese characters a name of its own starts with (`铜绿云`)
# Chinese words of the trade: a name starting with one is no name of its own (`推理服务…`).
_GENERIC_CJK = lazy(
    r"推理|服务|模型|缓存|调度|引擎|框架|集群|显存|内存|算子|内核|分布|训练|部署|量化|注意|投机"
    r"|解码|预填|上下|租户|故障|复盘|基准|评测|论文|研究|实测|方案|系统|平台|网关|路由|追踪|监控"
    r"|开源|发布|更新|新增|大模|多机|单机|节点|跨|多|新|旧|中|大|小|高|低"
)
# A title saying it is an update of what it names (`铜绿云复盘更新`, `… 事故后续`).
_UPDATE_WORDS = lazy(r"更新|后续|续报|进展|补充|修订|再次")


# A Latin name (a release among its words) and a model size or a quantised build
# (`DraftHorse 1B`, `Kestrel-VL 2B 量化版`, `DraftHorse-1B-FP8`, `Corvid Embed 2 8B`, `X-3-int4`).
_SIZED = lazy(
    r"^(?P<base>[A-Za-z][A-Za-z0-9.]*"
    r"(?:[ \-](?:[A-Za-z][A-Za-z0-9.]*|\d+(?:\.\d+)*(?![A-Za-z0-9.]))){0,3})[ \-]"
    r"(?P<size>\d+(?:\.\d+)?[BbMm]|(?i:int[48]|gguf|awq|gptq))(?![A-Za-z0-9.])"
)
_SIZE = lazy(r"(?<![A-Za-z0-9.])\d+(?:\.\d+)?[BbMm](?![A-Za-z0-9])")
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
_HYPHENED_GENERATION = lazy(r"-(\d{1,2})$")  # (`Lumen-Rerank-3`, before a size: `Lumen-Rerank 3`)
