"""The index's name rules (`_by_*`): a title's names, heads, cores, halves, Chinese names."""

from __future__ import annotations

import re
from collections.abc import Sequence

from patcher.document.headentries import description
from patcher.document.identity import Entry, lead_text, maker_arrow
from patcher.plan import advisories, contrary, gatherings, incidents, versions
from patcher.plan.descriptor import descriptor_only, holds_generic
from patcher.plan.evidence.abbreviations import (
    _ABBR_HEAD,
    _compared_unreleased,
    _point_short_of,
)
from patcher.plan.evidence.clues import (
    _IS_CJK,
    _RELEASE_AFTER,
    _abbreviates,
    _announces_other,
    _initialised,
    _name_words,
    _other_provider,
    _other_version,
    _plain_lower,
    _without_acronym,
    _writes_word,
)
from patcher.plan.evidence.index_fields import _MIN_CJK_NAME
from patcher.plan.evidence.index_names import (
    _CHINESE_SPACE_LATIN,
    _CJK_HEAD_RELEASE,
    _DEPENDS,
    _GENERIC_CJK,
    _KIND_THEN_RELEASE,
    _MODEL_WORD,
    _ONLY_WORD,
)
from patcher.plan.evidence.index_relations import _RelationRules
from patcher.plan.evidence.index_stated import _BROAD
from patcher.plan.evidence.names import (
    _ABBREVIATION,
    _CAPITALISED,
    _CJK_GENERATION,
    _INCIDENT_WORD,
    _LATIN_CORE,
    _VERSION_TAIL,
    Names,
    _about_another,
    _about_more,
    _another_latin_name,
    _common_start,
    _latin_word_first,
    _names_another,
    _names_owner,
    _starts_cjk,
    distinctive,
    names_of,
    two_language_half,
)
from patcher.plan.evidence.namesakes import (
    _NEWS_VERB,
    _OBJECT_VERB,
    _core_words,
    _dotted,
    _latin_words,
    _set_apart,
    _shares_besides,
    _spells_parts,
    english_lead,
)
from patcher.plan.evidence.positions import (
    _said_exactly,
)
from patcher.plan.evidence.readings import (
    _MAKER_FIRST,
    _TITLE_HEAD_END,
)
from patcher.plan.evidence.relations import affirmed, named_release, named_subject
from patcher.plan.evidence.spelling import (
    _CJK,
    _CJK_CHARS,
    _HAS_CJK,
    COMMON,
    GENERIC,
    _abbreviation_variants,
    _visible,
    form,
)
from patcher.plan.evidence.weights import (
    CONTINUE,
    NAME,
    POSSIBLE,
    SAYS_SO,
    SECTION,
    SHORT_NAME,
    STRONG,
    WEAK_NAME,
    Evidence,
)
from patcher.text import marker, refs
from patcher.text.lazy import lazy
from patcher.text.normalise import bigrams

# A maker's name leading a title, then the product's (`Orca Labs Echo-ASR 1.5`).
# A Chinese run opening a title, glued to a Latin name (`云雀科技歌姬Cantora 2.0`).
_CJK_MAKER_GLUED = lazy(r"^(?P<cjk>[\u3400-\u9fff]{2,12})(?=[A-Za-z])")
_ORG_FIRST = lazy(rf"^(?P<maker>{contrary.ORG})\s+(?=[A-Z])")
# A Chinese name, then a model word (`光环云 B200 预留价回调`).
_CJK_THEN_MODEL = lazy(
    r"^(?P<cjk>[\u3400-\u9fff\uf900-\ufaff]{2,6})\s*"
    r"(?P<model>[A-Z]{1,3}\d{2,4}[A-Za-z]?)(?![A-Za-z0-9])"
)
# A cloud region's id (`cn-east-2`, `us-west-1`) and words for an incident.
# (Not a region named without its number, `eu-west`, `ap-southeast`: a coarse area, where
# another incident of the same product is as likely; a blind week lost a right decision to it.)
_REGION_ID = lazy(r"(?<![A-Za-z0-9\-])[a-z]{2,6}(?:-[a-z]{2,9})+-\d{1,2}(?![A-Za-z0-9\-])")
_BROADLY_WHY = lazy(r'^title names the product of "[^"]+", agreeing only broadly$')
# One Latin word, then Chinese words (`Tidemark 方言语音语料`).
_LATIN_THEN_CJK = lazy(r"[A-Za-z][A-Za-z0-9\-]*\s*[\u4e00-\u9fff]{2,}")
# An app a sub-item records (`配套短片应用 Reelvane`, `配音应用 Echowright`, `companion app X`):
_APP_RECORDED = lazy(
    r"应用\s*(?P<name>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)?)(?![A-Za-z0-9\-])"
    r"|(?i:(?<![A-Za-z])apps?\s+)(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)?)"
    r"(?![A-Za-z0-9\-])"
)
# A capitalised Latin word (`Fenvale`).
_CAPITALISED_WORD = lazy(r"(?<![A-Za-z0-9\-])[A-Z][A-Za-z0-9\-]*[A-Za-z0-9]")
_STARTS_WITH_WHY = lazy(r'^title starts with "[^"]+"')  # (its whole name, or sharing words)
_WHOLE_NAME_WHY = lazy(r'^title starts with "[^"]+", its whole name$')  # (`_descriptor_evidence`)
# A title following an incident up: its compensation, review, root cause, recovery.
_FOLLOW_UP = lazy(
    r"补偿|复盘|根因|恢复|赔付|追踪|(?i:post-?mortem|compensat|root\s+cause|RCA|follow-?up|recover)"
)
# The incident word an entry's name ends on (`Heron Desk 答案串号事故`), a name before it.
_NAME_ENDS_INCIDENT = lazy(r"(?<=\S)\s*(?:事故|故障|(?i:(?<![A-Za-z])(?:incident|outage)))\s*$")
# A product's name, then only a review of an incident (`Stratus 故障复盘`, `Stratus outage
# postmortem`, `Stratus 事故根因分析`).
# What went wrong, said before an incident word after the product's name: Chinese words or
# lowercase ones (`答案串号`, `index corruption`; not `Tern Cloud` of `Tern Cloud incident`).
_WENT_WRONG = lazy(r"[\u4e00-\u9fff]|\s[a-z]")
_INCIDENT_REVIEW = lazy(
    r"^(?P<name>[A-Z][A-Za-z0-9\-]+)\s*(?:的\s*)?(?:故障|事故|宕机|中断|(?i:outage|incident)\s*)?"
    r"(?:复盘|事后分析|根因(?:分析)?|(?i:post-?mortem|RCA|root\s+cause(?:\s+analysis)?))$"
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

# A release, maybe its stage before a dash (` 3.0 内测 — `), and the marks after it, before what
# a title says next.
_RELEASE_THEN_MARKS = lazy(
    r"^\s*(?:[vV]?\d+(?:\.\d+)*\S*)?\s*(?:[\u4e00-\u9fff]{1,4}\s*(?=[—–:：|｜]))?"
    r"[\s—–\-:：|｜,，·]*"
)
# Words naming a rival or a thing compared with (`对标 OpenAI Whisper`, `unlike OpenAI`).
_RIVAL_BEFORE = lazy(
    r"(?:对标|对比|比肩|媲美|不同于|替代|取代|竞品|(?i:vs\.?|versus|unlike|rivals?))\s*$"
)


def _rival_in(lead: str, maker: str) -> bool:
    """The lead writes the maker only as a rival's (`对标 OpenAI Whisper`), never otherwise."""
    at = [m.start() for m in re.finditer(re.escape(maker), lead)]
    return bool(at) and all(_RIVAL_BEFORE.search(lead[:i]) for i in at)


# A one-word name joined by a hyphen to a word saying what it is (`Pennant-Scheduler`; not a
# repository's owner: `cedar-sched/cedar`).
_HYPHEN_KIND = lazy(r"^(?P<name>[A-Za-z][A-Za-z0-9]{2,})-(?P<kind>[A-Za-z]{3,})(?![A-Za-z0-9\-/])")
# One capitalised word in brackets: a maker (`（Fathom）`; not `（GA）`, `（中文）`).
_MAKER_AFTER = lazy(r"\s*[（(]\s*(?P<maker>[A-Z][a-z][A-Za-z0-9\-]*)\s*[)）]")

# A maker launching a product, the whole head (`Gullworks 发布 Tern 2.0`, `Quay Labs 开源 Dock 0.3`,
# `Fathom releases Rook 1.1`): the maker, one or two capitalised words, and what it launched.
# A title's head telling a maker's round of funding (`Sonoria 完成 2 亿美元 C 轮`, `Tamsin 获 B 轮
# 融资`, `Brisket Labs raises $40M Series B`).
_MAKER_FUNDED = lazy(
    r"^\s*(?P<maker>[A-Z][A-Za-z0-9\-]+(?:\s+[A-Z][A-Za-z0-9\-]*)?)\s*"
    r"(?:(?:完成|获得?|宣布)[^，,；;。]{0,16}?(?:[A-E]\+?\s*轮|天使轮|种子轮)(?:融资)?"
    r"|(?i:raises|raised|closes)\s[^,;]{0,24}?(?i:series\s+[A-E]|seed)(?![A-Za-z]))"
)
# A capitalised Latin word (`Voxen`, `Lumora-4`).
_LATIN_WORD_IN = lazy(r"(?<![A-Za-z0-9\-])[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*")
_MAKER_LAUNCHES = lazy(
    r"\s*(?P<maker>[A-Z][A-Za-z0-9\-]+(?:\s+[A-Z][A-Za-z0-9\-]*)?)\s*"
    # (its kind of body in Chinese after it: `Pellucid 联盟发布 VistaBench 污染审计`)
    r"(?:联盟|协会|基金会|实验室|工作室|团队|公司|集团|社区)?\s*"
    # (or announced or published it: `Halcyra 预告 Lumora-VL 4`, `Ardentia 公布 Fenvale 3 …处置`)
    r"(?:发布|开源|推出|上线|预告|公布|(?i:releases|launches|open-sources|ships)(?![A-Za-z]))\s*"
    r"(?P<product>[A-Z][^，,；;。]*?)\s*"
)
# The maker a title's tail says launched its thing (`X — Brackwater Systems 推出的…`,
# `X — Tamsin AI 第二代…`, `X — 柳丛实验室推出…`): Latin words, or a short Chinese name.
_TAIL_MAKER = lazy(
    r"\s*(?:(?P<latin>[A-Z][A-Za-z0-9\-&]*(?:\s+[A-Z][A-Za-z0-9\-&]*){0,3}\.?)\s*"
    r"|(?P<cjk>[\u4e00-\u9fff]{2,8}?))"
    r"(?:推出|发布|开源|上线|第[一二三四五六七八九十\d]{1,2}代)"
)
# A bracket in a title's head whose first clause is a maker's name (`（启明智算，CVE 待分配）`,
# `(Brackwater Systems)`): Chinese characters, or capitalised Latin words.
_BRACKETED_MAKER = lazy(
    r"[（(](?P<maker>[\u4e00-\u9fff]{2,8}|[A-Z][A-Za-z0-9\-&]*(?:\s+[A-Z][A-Za-z0-9\-&]*){0,3}\.?)"
    r"\s*[，,；;）)]"
)
# A title's leading Latin name, up to three words and a release (`SealFrame 1.2`).
_LEADING_LATIN = lazy(r"\s*[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.\-]*){0,3}")
# Where a title's first clause ends (a comma or a semicolon).
_CLAUSE_BREAK = lazy(r"\s*[，,；;]\s*")
# A colon or comma ending a clause, glued to Chinese after it (`Lumora-VL 4:全新架构,原生…`).
_GLUED_CLAUSE_END = lazy(r"[:：,，；;](?=\s*[\u4e00-\u9fff])")
# A comma opening what the thing just named is (`…Skylark, a model router`).
_APPOSITIVE = lazy(r"\s*,\s+(?=(?:an?|the)\s)")
# A Chinese name glued to a Latin word at a title's start (`灵犀Omni1.1发布`, `萤火Glow-3 推理卡`).
_CHINESE_GLUED_LATIN = lazy(r"\s*(?P<cjk>[\u4e00-\u9fff]{2,6})(?P<latin>[A-Z][A-Za-z]{2,})")
# Where a lead's sentences (or semicolon-parted statements) end.
_SENTENCE_MARK = lazy(r"[。；;]|\.\s")
# The characters of a repository's path as `contrary.repos_of` folds it (`quenby-sys/skiplane`),
# and a run of them in a folded text (ASCII only: `[a-z0-9]` is, without a flag) (`_writing_path`).
_PATH_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-/")
_PATH_RUN = lazy(r"[a-z0-9_./\-]+")
# A short Chinese name glued to a capitalised Latin name, maybe a release glued after
# (`青澜Brightwing2.1发布`: the maker's name, then its product's).
_CHINESE_GLUED_MAKER = lazy(
    r"\s*(?P<cjk>[\u4e00-\u9fff]{2,4})(?P<name>[A-Z][A-Za-z]{2,}(?:-[A-Za-z0-9]+)*)"
    r"\s*(?P<release>v?\d+(?:\.\d+)+)?(?![A-Za-z0-9.])"
)
# Capitalised Latin words in a row, a maker's name perhaps (`Kestrel Studio`, `Fennick Labs`).
_MAKER_WORDS = lazy(r"(?<![A-Za-z0-9\-])[A-Z][a-z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)*(?![A-Za-z0-9\-])")

# A one-word name joined by a hyphen to a word (`Pumice-Edge`; not `Pumice-2`).
# A name joined by a hyphen to a generation's number, then a space or the end (`Corvex-4 预览`).
# A name ending in a model's size after a hyphen (`Wrenfield-A3-14B`, `Corvex-4-70B`), then a
# space, Chinese text or the end.
_SIZED_MEMBER = lazy(
    r"^(?P<whole>(?P<name>[A-Za-z][A-Za-z0-9]{2,}(?:-[A-Za-z0-9]+)*?)-(?P<size>\d+(?:\.\d+)?[BM]))"
    r"(?=\s|$|[\u3400-\u9fff])"
)
# A lead saying its entry is a model (`基座模型`, `智能体基座`, `foundation model`, `LLM`).
_MODEL_SAID = lazy(r"模型|基座|(?i:(?<![A-Za-z])(?:models?|LLMs?)(?![A-Za-z]))")
_FAMILY_GENERATION = lazy(
    r"^(?P<name>[A-Za-z][A-Za-z0-9]{2,}(?:-[A-Za-z][A-Za-z0-9]*?)*?)-(?P<generation>[1-9]\d?)(?=\s|$)"
    # (a hyphened name's last word of capitals, one digit glued on: `Corvina-VL3`)
    r"|^(?P<glued>[A-Za-z][A-Za-z0-9]{2,}(?:-[A-Za-z]+)*-[A-Z]{1,3})(?P<digit>[1-9])(?=\s|$)"
    # (a name of one or two capitalised words, the generation glued on with no hyphen, Chinese
    # text or a space after: `Nimbus4技术报告`, `Pennant4 Turbo`, `Lark Omni2 新增…`)
    r"|^(?P<fused>[A-Z][a-z]{2,}[A-Za-z]*?(?:\s[A-Z][a-z]+[A-Za-z]*?)?)(?P<fdigit>[1-9])"
    r"(?=\s|$|[\u4e00-\u9fff])"
)
# A hyphened family's name written with a space for the hyphen, its generation glued on or
# spaced off (`Pike VL2`, `Pike-VL 2`, `Pike VL 2`), then maybe a member's tier word, then a
# space, a colon, Chinese text or the end (not a point release: `Pike-VL 2.1`).
_SPACED_FAMILY = lazy(
    r"^(?P<name>[A-Z][A-Za-z0-9]*[ -][A-Z][A-Za-z]*?)(?: (?P<spaced>[1-9]\d?)|(?P<glued>[1-9]\d?))"
    r"(?=(?:[ -](?i:mini|nano|micro|tiny|small|base|large|lite|turbo|max|plus|ultra|flash|pro))?"
    r"(?:\s|$|[:：（(\u3400-\u9fff]))"
)
# A name joined by a hyphen to a family member's size or tier word (`Halo3D-Turbo`,
# `Nebula-VL-Mini 2B`, `TesselViT-g`), then a space, a colon, Chinese text or the end.
_FAMILY_MEMBER = lazy(
    r"^(?P<name>[A-Za-z][A-Za-z0-9]{2,}(?:-[A-Za-z0-9]+)*?)-(?P<member>(?i:mini|nano|micro|tiny"
    r"|small|base|large|huge|giant|lite|turbo|max|plus|ultra|flash)|[SMLBHGg])"
    r"(?=\s|$|[:：\u3400-\u9fff])"
)
# A name (a generation in it or not), then a member's size or tier word after a hyphen or a
# space (a one-letter size only after a hyphen: `Brisa-2-L`), then a space, a colon, Chinese
# text or the end (`Aster 3-Mini`, `Glimmer 4 Turbo`, `Lark-Embed-large`).
_MEMBER_OF = lazy(
    r"^(?P<name>[A-Za-z][A-Za-z0-9]{2,}(?:[- ][A-Za-z0-9]+)*?)(?:[- ](?P<member>(?i:mini|nano"
    r"|micro|tiny|small|base|large|huge|giant|lite|turbo|max|plus|ultra|flash))|-(?P<size>[SMLBHG]))"
    r"(?=\s|$|[:：\u3400-\u9fff])"
)
# A title opening with a product's name and a tier's word, spaced, hyphened or glued
# (`Marrowind Cloud 推出…`, `Harbormind Studio——…`, `MarrowindPro 登顶…`), then a space, a dash,
# a colon, Chinese text or the end.
_TIER_OF = lazy(
    r"^(?P<name>[A-Za-z][A-Za-z0-9]*(?:[ \-][A-Za-z][A-Za-z0-9]*){0,2}?)(?:[ \-]|(?<=[a-z]))"
    r"(?P<tier>Pro|Lite|Cloud|Enterprise|Studio|Plus|Max|Teams?|Business|Hosted|Premium)"
    r"(?=\s|$|[:：—\-\u3400-\u9fff])"
)
# An entry's lead saying the entry itself records every tier of its product (`本条统一记录所有
# 版本与所有档位`, `This entry covers all tiers`): a tier's news is the entry's, as where the
# preamble keeps tiers in the product's entry.
_HOLDS_TIERS = lazy(
    r"(?:本条|此条|该条)(?:目)?[^。；;]{0,8}?(?:记录|涵盖|覆盖|包括|收录)[^。；;]{0,16}?"
    r"(?:所有|全部|各|每个|一切)(?:的)?(?:档位|档次|版本档位)"
    r"|(?i:(?<![A-Za-z])this\s+entry\s+(?:covers|records|tracks|holds|includes)\s+"
    r"(?:all|every|each)\s+(?:of\s+its\s+)?(?:[a-z]+\s+)?tiers?(?![A-Za-z]))"
)
# A title's name led by two to four capitals, then capitalised words (`FW Agents SDK 1.0`).
_ABBREVIATED_FIRST = lazy(
    r"^(?P<abbr>[A-Z]{2,4})\s+(?P<rest>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,2})"
    r"(?=\s+v?\d|\s*$|\s+[\u3400-\u9fff—–\-:：])"
)


def _takes_in_order(word: str, letters: str) -> bool:
    """`word` starts with the first of `letters` and holds the rest in order (`Ferrowind`,
    `fw`), `word` longer than the letters (not the abbreviation itself)."""
    folded = word.casefold()
    if len(folded) <= len(letters) or not folded.startswith(letters[0]):
        return False
    at = 1
    for letter in letters[1:]:
        at = folded.find(letter, at) + 1
        if at == 0:
            return False
    return True


# A title's head naming a product's tier (`Tessera Cloud Serverless tier`, `Halo Pro plan`).
_TIER = lazy(
    r"^\s*(?P<head>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,4})\s+(?i:tier|plan)(?![A-Za-z])"
)
# A title led by a Chinese name, then a release or a generation (`麒麟视觉 2.5`, `观澜…二代`).
_ORDINALS = "一二三四五六七八九"
_CHINESE_RELEASED = lazy(
    r"^(?P<cjk>[\u3400-\u9fff]{2,10}?)\s*(?:v?(?P<major>\d+)(?:\.\d+)*(?![\d.])"
    r"|第?(?P<ordinal>[一二三四五六七八九])代(?![理码表言替价办购销号]))"
)
# A lead named in Latin whose description opens with a Chinese clause alone (`**Qilin-VL**：
# 麒麟视觉，中英双语…`).
_APPOSED = lazy(
    r"^(?:[-*+]\s+)?\*\*[A-Za-z][^*\n]{0,40}\*\*\s*[：:]\s*(?P<cjk>[\u3400-\u9fff]{2,10})[，,；;]"
)
# The maker a lead closes with in brackets (`…权重（星穹智能）`), and what joins two makers.
_ORG_WORDS = lazy(contrary.ORG)  # (an organisation's name: `Hollin Labs`, `Ursine AI`)
_CLOSING_MAKER = lazy(r"[（(](?P<maker>[^（()）]{2,40})[)）]\s*$")
_MAKERS_APART = lazy(r"\s*(?:与|和|、|&|,|，|/|\band\b)\s*")
_HYPHENED = lazy(r"^(?P<name>[A-Za-z][A-Za-z0-9]{2,})-[A-Za-z][A-Za-z0-9]*(?![A-Za-z0-9\-])")


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

# Or the other way round: the Latin name, the Chinese one in brackets, then a release
# (`WeaveRetriever（织网检索）2.0：规则层…`).
_POINT_LATIN_PAIRED = lazy(
    r"^\s*(?:[-*+]\s+)?(?P<name>[A-Z][A-Za-z0-9]*(?:[ \-][A-Z][A-Za-z0-9]*){0,3})\s*[（(]\s*"
    rf"(?P<cjk>[{_CJK_CHARS}]{{2,8}})\s*[)）]"
    r"\s*v?(?P<version>\d+(?:\.\d+)+)(?![\d.])"
)


# A Chinese name, then a Latin tail glued to it or a space apart (`明镜VL 1.5`, `明镜 VL 2.0`).
_CJK_THEN_TAIL = lazy(rf"^(?P<cjk>[{_CJK_CHARS}]{{2,6}})\s?(?P<tail>[A-Za-z]{{2,8}})(?![A-Za-z])")
_TAIL_ROOM = 3  # letters the Latin name has before the tail, at least (`Mirror` of `MirrorVL`)


_CJK_THEN_ABBR = lazy(  # `蕨丘 FDS 开源`
    rf"^(?P<cjk>[{_CJK_CHARS}]{{2,4}})\s*(?P<abbr>[A-Z]{{2,6}})(?![A-Za-z0-9])"
)
# A name that is one word glued to its generation (`Sable3`, `Kiln-2`), as written; its
# bare word as compared (`sable`); a release written in a lead (`v1.3`, `2.1 版`).
_GENERATION = lazy(r"^[A-Za-z][A-Za-z]+-?\d{1,2}$")
_GLUED_WORD = lazy(r"^[a-z]{3,}$")
_LEAD_RELEASE = lazy(r"(?<![\w.])v?(?P<major>\d{1,3})\.\d+(?:\.\d+)*(?![\w.])")


# A dotted release glued to the Chinese name before it (`霁光3.6 API 降价`).
_GLUED_DOTTED = lazy(r"^v?(\d+(?:\.\d+)+)(?![\d.])")


# A Latin name right after a Chinese one, with a generation or release glued by a hyphen or set
# apart (`远帆 FarSail-2`, `远帆 FarSail 2.0`, `远帆 FarSail v2`).
_LATIN_RELEASED = lazy(
    r"^\s*(?P<name>[A-Z][A-Za-z0-9]*(?:[\-\s][A-Z][A-Za-z0-9]*)*?)[\-\s]?v?"
    r"(?P<release>\d+(?:\.\d+)*)(?![\d.A-Za-z])"
)


def _past_paid_edition(rest: str) -> str:
    """What follows a paid edition's word glued to a Chinese name (`企业版上线 — …` → `上线
    — …`) when a space or a word saying what the thing did sets it apart (`_set_apart`); the
    text as it is otherwise (`企业版助手上线`: maybe a longer name)."""
    edition = _PAID_EDITION.match(rest)
    if edition is None or not _set_apart(rest[edition.end() :]):
        return rest
    return rest[edition.end() :]


def _another_release_after(rest: str, theirs: Names) -> bool:
    """The Latin name after an entry's Chinese name is the entry's own name with another
    release or generation than the entry is named by (`远帆 FarSail-2` against `FarSail 1.0`):
    another release's news, not the entry's by its Chinese name (not a patch, `FarSail 1.0.1`)."""
    named = _LATIN_RELEASED.match(rest)
    if named is None or not theirs.version or form(named["name"]) != theirs.bare:
        return False
    mine = _dotted(named["release"])
    return mine[: len(theirs.version)] != theirs.version[: len(mine)]


_IDENTIFIER = lazy(r"^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![A-Za-z0-9_])")


# A Chinese phrase, then an acronym and its release (`智能体互操作协议 AIP 0.4 草案投票通过`).
_CJK_THEN_ACRONYM = lazy(
    rf"^(?P<cjk>[{_CJK_CHARS}]{{4,12}})\s*(?P<abbr>[A-Z]{{2,4}})\s*v?\d+(?:\.\d+)+(?![\d.])"
)
# A line's name, then a variant or tier word (`DocWeaver-OCR`, `Tidewell Serverless`), first
# in the title or after a word launching it (`推出`, `开源`, `launches`).
_LAUNCHED_SIBLING = lazy(
    r"(?:^|(?:推出|发布|开源|上线)\s*|(?i:(?<![A-Za-z])(?:launch(?:es|ed)?|releases?|released"
    r"|open-sources?|ships?)\s+))(?P<base>[A-Za-z][A-Za-z0-9]*(?:\s[A-Z][A-Za-z0-9]*){0,2}?)"
    r"(?P<kind>[\s\-](?i:ocr|cli|sdk|serverless|cloud|hosted|plugin|plug-in|server|enterprise|lite)"
    r"|\s?云(?:版|服务|端)?(?!原生))(?![A-Za-z0-9\-])"  # (`X云 定价调整`: X's hosted cloud too)
)


def series_papers_kept(lead: str, source: object) -> bool:
    """The entry's lead or first paragraph says it keeps its series' papers
    (`_SERIES_PAPERS_HERE`)."""
    return _SERIES_PAPERS_HERE.search(f"{lead} {_first_paragraph(source)}") is not None


def _first_paragraph(source: object) -> str:
    """A heading entry's first paragraph (`headentries.description`), "" for a list entry or
    one planned in this run."""
    entry = getattr(source, "entry", None)
    return description(entry) if isinstance(entry, Entry) else ""


# An entry's own text saying it keeps its series' papers (`Papers of the series are tracked
# here.`, `本系列后续论文都记在此条`): a sequel with an arXiv id of its own is its news.
_SERIES_PAPERS_HERE = lazy(
    r"(?i:(?<![A-Za-z])(?:(?:all\s+|later\s+|follow-up\s+)?papers\s+of\s+(?:the|this|its)\s+series"
    r"|(?:the|this|its)\s+series['’]\s+(?:later\s+)?papers)\s+(?:are|get)\s+(?:also\s+)?"
    r"(?:tracked|logged|recorded|filed|kept|noted)\s+(?:here|under\s+this\s+(?:entry|heading))"
    r"(?![A-Za-z]))"
    r"|(?:本|该|此)系列(?:的)?(?:后续|全部|所有)?论文(?:都|均|也)?(?:记|写|收录|归)(?:在|入)(?:此|本)条"
)


# A maker's own comparison of its product with a rival (`Brükel 官方对比 — Fernhook v1.0-rc vs
# Marlinspike 2.3`, `Brükel's own benchmark: Fernhook vs Marlinspike`): the maker, the first name.
_MAKERS_COMPARISON = lazy(
    r"^(?P<maker>[A-Z][^\s\u4e00-\u9fff—–:：]{1,24}(?:\s[A-Z][^\s\u4e00-\u9fff—–:：]{1,24})?)"
    r"(?:'s)?\s*(?:官方|自家|(?i:own|official)\s)\s*(?:对比|评测|实测|横评|(?i:comparison|benchmarks?))"
    r"\s*[—–:：\-]+\s*(?P<name>[A-Z][A-Za-z0-9\-]*(?:\s[A-Z][A-Za-z0-9\-]*)?)"
    r"[^—–]{0,30}?\s(?i:vs\.?|versus|对比)\s"
)


# Words naming an edition of a release (`… 2 Pro`, `… 3.5 Turbo`, `… 2.2 Lite`).
_EDITIONS = frozenset({"pro", "max", "ultra", "plus", "lite", "mini", "nano", "turbo", "flash"})


# More entries than a product's name alone could single out (`Serve` in a document of
# thousands of `X Serve` entries): a maker word before it is not read off (their names would
# all be worked out for nothing).
_MANY_HEADS = 64
_CJK_RUN = lazy(rf"[{_CJK}]+")
# A kind of thing glued to a short Chinese name (`识图App`, `绘影平台`): a Latin word or two
# Chinese characters.
_GLUED_KIND = lazy(rf"[A-Za-z]+|[{_CJK}]{{2}}")
# A paid edition's word glued to a Chinese name (`行者企业版上线`), as `_EDITION_AFTER` reads
# `HarborAgent Enterprise`: the product's edition, not another product (not `集群版`, `Lite 版`).
_PAID_EDITION = lazy(r"^(?:企业|商业)版")
# A whole Chinese name of three or four characters, a space, a Latin word for a kind of thing
# (`晴川字幕 App 上线…`), then a space or Chinese text.
_CHINESE_THEN_KIND = lazy(
    rf"^\s*(?P<cjk>[{_CJK}]{{3,4}})\s+(?P<kind>[A-Za-z]{{2,12}})(?=\s|[{_CJK}])"
)
# A Latin name next in a title (`晨曦 Aurora-Sight 7B`).
_LATIN_NEXT = lazy(r"\s*[A-Za-z]")
# A repository id (`owner/name`), and a repository name ending with a model size (`tessel-vl-13b`).
_REPOSITORY_NAME = lazy(r"`?[A-Za-z0-9][\w.-]*/(?P<name>[A-Za-z][\w.-]*)`?")
_SIZED_TAIL = lazy(r"(?P<base>[A-Za-z][\w.-]*?)-\d+(?:\.\d+)?[bBmM]")
# Kinds of documents a name may end with, in either language (`MCP 规范`, `MCP spec`).
_NAME_KINDS = {
    "规范": "specification",
    "spec": "specification",
    "specification": "specification",
}
_CJK_WORD = 3  # the Chinese characters a name of its own starts with (`铜绿云`)
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
# What a model's entry says it is (a size names a model: not a framework's, a retriever's or a
# library's entry that never says it is one, `Sparrow — SPLADE-style sparse retriever`).
_MODEL_KIND = lazy(
    r"模型|权重|嵌入|重排|草稿|(?i:(?<![A-Za-z])(?:models?|LLMs?|VLMs?|VL|MoE|embed\w*|rerank\w*"
    r"|draft|weights|checkpoints?|encoders?)(?![A-Za-z]))|(?<![A-Za-z0-9.])\d+(?:\.\d+)?[BbMm](?![A-Za-z0-9])"
)
# What a night's entry from a two-language title writes after the release (`白桦 Tamarack 3.0
# 发布`, `… 3.0 正式版`): a launch word at most, not another thing's kind (`… 3.1 适配版`).
_LAUNCH_TAIL = lazy(r"\s*(?:正式)?(?:发布|上线|推出|开源)?(?:版)?\s*")


def _released_line_ends(shown: str, line: str) -> bool:
    """The name ends with the release line, a launch word at most after it (`白桦 Tamarack 3.0
    发布`; not `红杉插件 Tamarack 3.1 适配版`, a plugin made for that release)."""
    at = [m.end() for m in _RELEASE_AFTER.finditer(shown) if m.group(1) == line]
    return bool(at) and _LAUNCH_TAIL.fullmatch(shown[at[-1] :]) is not None


_HYPHENED_GENERATION = lazy(r"-(\d{1,2})$")  # (`Lumen-Rerank-3`, before a size: `Lumen-Rerank 3`)


# A Latin name and its release inside a title (`磐石端侧 Bedrock Edge 1.0 正式发布`).
_LATIN_RELEASE = lazy(
    r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)*\s*v?(?P<v>\d+(?:\.\d+)+)(?![\d.])"
)


def _latin_release(title: str) -> tuple[int, ...]:
    """The release after the first Latin name of a title (`_LATIN_RELEASE`), else ()."""
    found = _LATIN_RELEASE.search(title)
    return versions.release(found["v"]) if found else ()


# A name of three to seven capitalised words, maybe a release after it, nothing else
# (`Orbit Request Scheduler 0.9`, `Orbit Request Scheduler 0.9.1 patch`).
_SPELLED_NAME = lazy(
    r"^(?P<words>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){2,6})(?:\s+v?\d+(?:\.\d+)*(?:\s+[a-z]+)?)?$"
)


# The capitalised Latin words a title opens on (`Pellucid Search 企业版…`: `Pellucid Search`).
_LEADING_LATIN = lazy(r"^\s*[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Z][A-Za-z0-9.\-]*){0,3}")


def _sub_items_of(entry: object) -> list[str]:
    """The lines of an entry after its lead (none for a planned entry)."""
    return str(getattr(getattr(entry, "source", None), "body", "")).split("\n")[1:]


class _NameRules(_RelationRules):
    """The index's name rules (`_by_*`): a title's names, heads, cores, halves, Chinese names."""

    def _within_range(self, mine: Names, position: int) -> bool:
        """The title's release lies in the range of releases the entry's name gives (`Mica
        0.6.3` and `「Mica 0.4–0.6」`: the entry takes the releases of the lines it spans)."""
        theirs = self.entries[position].names
        if not mine.version or not theirs.version or mine.bare != theirs.bare:
            return False
        through = versions.range_end(_visible(self._lead_text(position)), theirs.shown)
        return bool(through) and theirs.version <= mine.version[: len(through)] <= through

    def _by_makers_comparison(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A maker's own comparison (`Brükel 官方对比 — Fernhook v1.0-rc vs Marlinspike 2.3 冷启动`,
        `Brükel benchmarks: Fernhook vs …`): the one live entry going by the first name compared
        whose lead writes the maker, a name's weight (a vendor's self-comparison is its
        product's news), nothing else found by a name."""
        said = _MAKERS_COMPARISON.match(_visible(title))
        if said is None or any(self._score(e) >= SHORT_NAME for e in found.values()):
            return
        named: dict[int, list[Evidence]] = {}
        self._by_name(names_of(said["name"]), named)
        hits = [
            p
            for p, e in named.items()
            if self._score(e) >= SHORT_NAME
            and _writes_word(
                f"{self._lead_text(p)} {_first_paragraph(self.entries[p].source)}",
                said["maker"].split()[0],
            )  # (a heading entry's maker in its first paragraph: `Brükel Systems' Go runtime`)
        ]
        if len(hits) == 1:
            shown = self.entries[hits[0]].names.shown
            why = f'title is {said["maker"]}\'s own comparison of "{shown}", its product'
            found[hits[0]] = [Evidence(NAME, why)]

    def _by_roll_up(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """Nothing found by a name for a title about a thing a roll-up entry gathers one dated
        line each (`gatherings.roll_up_kind`: `### RAG apps roundup`, `each app gets a dated
        line here, not its own entry`): the roll-up is its home, a name's weight, where one of
        its lines opens on the title's leading name (`Ashgrove Notes 上线…` against `- 2039-04-02:
        Ashgrove Notes (Ashgrove) — …`) or the title calls its thing one of that kind
        (`Ferncastle 法律助手上线 — 面向律所的判例检索问答应用`)."""
        if any(self._score(e) >= NAME for e in found.values()):
            return
        rollups = self._roll_ups()  # (first: most documents have none, and then the
        if not rollups:  # incidents' home, read from the entries, is not asked: round 40)
            return
        if self._trouble_kept_apart(title):
            return  # (`X 同步服务事故：…`: an incident, an entry of its own there)
        visible = _visible(title)
        led = _LEADING_LATIN.match(visible)
        words = led.group().split() if led else []
        homes = []
        for position, kind in rollups.items():
            body = _sub_items_of(self.entries[position])
            named = any(
                gatherings.lines_led_by(body, " ".join(words[:n]))
                for n in range(len(words), 0, -1)
                if len(" ".join(words[:n])) > 3
            )
            if named or (not found and words and gatherings.says_kind(visible, kind)):
                homes.append((position, kind))
        if len(homes) == 1:
            position, kind = homes[0]
            why = f'the roll-up "{self.entries[position].shown}" gathers each {kind}, one line each'
            found[position] = [Evidence(NAME, why)]

    def _trouble_kept_apart(self, title: str) -> bool:
        """The title reports an incident or a flaw, which the document keeps apart."""
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        trouble = contrary.new_incident(title) or incidents.reports_flaw(title)
        trouble = trouble or _INCIDENT_WORD.search(head) is not None
        return bool(trouble) and self._incidents_apart()

    def _roll_ups(self) -> dict[int, str]:
        """The editor's live roll-up entries and the kind each gathers
        (`gatherings.roll_up_kind`), read once."""
        if self._roll_up_kinds is None:
            kinds: dict[int, str] = {}
            for position, entry in enumerate(self.entries):
                if not entry.live or not gatherings.named_roll_up(entry.shown):
                    continue  # (most names say no roll-up: their lead and text are not read)
                source = getattr(entry.source, "entry", None)
                if not isinstance(source, Entry) or self._created(position):
                    continue
                text = f"{lead_text(entry.lead)} {description(source)}"
                kind = gatherings.roll_up_kind(entry.shown, text)
                if kind:
                    kinds[position] = kind
            self._roll_up_kinds = kinds
        return self._roll_up_kinds

    def _by_sibling(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title launching a sibling of a line (`Pellucid 开源 DocWeaver-OCR`, `Cobalt Cloud 推出
        Tidewell Serverless 预览`: the line's name, then a variant or tier word) where the
        preamble files siblings under the line (`stated_siblings`) and no entry is named so:
        the one entry the line's name finds (a name's weight); not a sibling of a kind another
        clause keeps apart (`stated_kind_apart`: `托管服务（… Cloud）与自托管版本各立一条`)."""
        said = [
            s
            for s in _LAUNCHED_SIBLING.finditer(_visible(title))
            if not self.stated_kind_apart(s["kind"].strip(" -"))
        ]
        if not said or any(
            self._score(e) >= CONTINUE and not self._incident_untold(title, p)
            for p, e in found.items()
        ):
            return
        if self._stated_siblings is None:
            self._stated_siblings = self.stated_siblings()
        if not self._stated_siblings:
            return
        lines: set[int] = set()
        for sibling in said:  # (`Cobalt Cloud 推出 Tidewell Serverless`: the maker's name too)
            lines.update(self._sibling_base(sibling["base"]))
        if len(lines) == 1:
            line = lines.pop()
            shown = self.entries[line].shown
            why = f'title names a sibling of "{shown}" (the preamble files siblings under the line)'
            found.setdefault(line, []).append(Evidence(NAME, why))

    def _sibling_base(self, base: str) -> set[int]:
        """The entries a sibling's base finds by name (a continuation's weight): its whole
        words, else its shorter heads (`Hollis Edge` of `Hollis Edge SDK`: the SDK's qualifier
        after the line's name), the longest finding any."""
        words = base.split()
        for size in range(len(words), 0, -1):
            led: dict[int, list[Evidence]] = {}
            self._by_name(names_of(" ".join(words[:size])), led)
            found = {p for p, e in led.items() if self._score(e) >= CONTINUE}
            if found:
                return found
        return set()

    def _incident_untold(self, title: str, position: int) -> bool:
        """The entry is an incident's, named by its symptom or its service going down
        (`Halyard Cloud 美东区域推理中断约 3 小时`), the preamble files incidents apart and the
        title reports no trouble (`Halyard Cloud 上线 Skylark Draft 3 …`): no home of the
        title's news, which the rules after the names weigh (`_by_sibling`)."""
        name = self.entries[position].names.shown
        named = incidents.INCIDENT_WORDS.search(name) or incidents.says_down(name)
        if not named and not contrary.incident_named(name, lead_text(self.entries[position].lead)):
            return False
        head = _visible(title)
        if contrary.new_incident(title) or incidents.INCIDENT_WORDS.search(head):
            return False
        if incidents.says_down(head) or _FOLLOW_UP.search(head):
            return False
        return self._said_apart()

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
        latin = self._latin_half(mine)
        own = mine.version or _latin_release(mine.shown) if former else ()
        readings = [*english_lead(mine), *short, *former, *latin, *paired]
        for lead in [*readings, *(g for g, _ in generation)]:
            led: dict[int, list[Evidence]] = {}
            self._by_name(lead, led)
            for position, evidence in led.items():
                if position == differs:  # `Pellucid router v3` read as `Pellucid`
                    continue
                if any(lead is f for f in former) and versions.other_release(
                    own, self.entries[position].names.version
                ):  # (`磐石端侧 Bedrock Edge 1.0（原 Bedrock Runtime）`: not `Bedrock Runtime 0.9`)
                    continue
                if paired and lead is paired[0] and not self._goes_by(position, mine.shown):
                    continue  # (not `**Tessera 2.0**（Mosaic Labs）`: no 镶石 in its lead)
                if (
                    generation
                    and lead is generation[0][0]
                    and not self._gives_chinese(position, generation[0][1])
                ):
                    continue
                if generation and lead is generation[0][0]:
                    evidence = self._generation_apart_capped(position, evidence)
                if sum(e.weight for e in evidence) > sum(e.weight for e in named.get(position, [])):
                    named[position] = evidence
        self._by_maker_dropped(mine, named)
        self._by_chinese_maker_glued(mine, named)
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

    def _by_lead_words(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming an entry's one-word Latin name and then words its lead writes, up to
        its release (`Kestrel ASR 3.1` for `**隼**（Kestrel）：开源流式语音识别（ASR）服务框架`):
        the entry's name with what it is, for an entry named by no release that nothing
        else found, the only one going by that word; not an organisation's name (`Hollin
        Labs`), its maker's."""
        words = _name_words(mine)
        if len(words) < 2 or not mine.proper or mine.comparison or mine.others or mine.rival:
            return
        if _ORG_WORDS.fullmatch(" ".join(words)):
            return  # (`Hollin Labs 官网中断`: the maker the lead brackets, not the thing)
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

    def _by_translated_kind(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming a Latin word and a Chinese kind word up to its release or date
        (`MCP 规范 2031-10 草案`) and the only live entry named by that word and the kind in
        the other language (`MCP spec`; `_kind_terms`): a name's weight, where nothing else
        found it."""
        words = _name_words(mine)
        if len(words) != 2 or not _HAS_CJK.search(words[1]) or mine.comparison or mine.others:
            return
        told = self._kind_terms(words[1])
        if not told:
            return
        hits = [
            position
            for position in self._live(self.by_first.get(form(words[0]), ()))
            if self._named_with_kind(position, words[0], told)
        ]
        if len(hits) != 1 or hits[0] in found:
            return
        shown = self.entries[hits[0]].names.shown
        why = f'title names "{words[0]}" and {words[1]}, as "{shown}" in other words'
        found[hits[0]] = [Evidence(NAME, why)]

    def _by_translated_descriptor(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming a Latin word, then descriptor words up to its release (`Kestrel
        Admission Control 0.4.1`), and the only live entry going by that word, its other words
        the same glossary terms in the other script (`Kestrel 准入控制`): the name written half
        translated, a name's weight where nothing else found it."""
        words = _name_words(mine)
        if len(words) < 2 or mine.comparison or mine.others or mine.rival or mine.joined:
            return
        rest = " ".join(words[1:])
        told = self._descriptor_terms(rest)
        if not told:
            return
        going = self._live(self.by_first.get(form(words[0]), ()))
        if len(going) != 1 or going[0] in found:
            return  # (`Garnet router` beside `Garnet KV offload`: the product's release?)
        if not self._translated_as(going[0], words[0], rest, told):
            return
        shown = self.entries[going[0]].names.shown
        why = f'title names "{words[0]}" and {rest}, as "{shown}" in the other language'
        found[going[0]] = [Evidence(NAME, why)]

    def _descriptor_terms(self, text: str) -> frozenset[str]:
        """The glossary terms `text` says when it is made of them alone (`Admission Control`,
        `准入控制`); empty when another word is left."""
        terms = self.glossary.terms(text)
        return terms if terms and not self.glossary.without(text).strip() else frozenset()

    def _translated_as(self, position: int, word: str, rest: str, told: frozenset[str]) -> bool:
        """The entry goes by `word` and other words in the other script than `rest` saying the
        terms `told` (its name as shown, or an alias)."""
        entry = self.entries[position]
        for name in (entry.names.shown, *entry.aliases):
            theirs = name.split(maxsplit=1)
            if len(theirs) != 2 or form(theirs[0]) != form(word):
                continue
            other = bool(_HAS_CJK.search(theirs[1])) != bool(_HAS_CJK.search(rest))
            if other and self._descriptor_terms(theirs[1]) == told:
                return True
        return False

    def _named_with_kind(self, position: int, word: str, told: frozenset[str]) -> bool:
        """The entry is named by `word` and a Latin kind word saying the kinds `told`."""
        theirs = self.entries[position].names.shown.split()
        if len(theirs) != 2 or form(theirs[0]) != form(word) or not theirs[1].isascii():
            return False
        return self._kind_terms(theirs[1]) == told

    @staticmethod
    def _kind_terms(word: str) -> frozenset[str]:
        """The kind of document a name's last word says (`规范` = `spec`: too common in prose
        for a glossary row; the glossary's kinds are `_descriptor_evidence`'s, with its guards)."""
        own = _NAME_KINDS.get(word.casefold())
        return frozenset({own}) if own else frozenset()

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
        if not led:
            self._by_sized_repository(old, led)  # (`Tessel-VL` of `northgate/tessel-vl-13b`)
        for position, evidence in led.items():
            if self.entries[position].names.version and not self._sole_night_entry(position):
                continue  # (a night's `Glint 1.0 — …` in a document of one entry per product: its)
            if sum(e.weight for e in evidence) > sum(e.weight for e in named.get(position, [])):
                named[position] = evidence

    def _by_sized_repository(self, old: str, led: dict[int, list[Evidence]]) -> None:
        """The one live entry led by a repository id whose name is the renamed one and a model
        size (`Tessel-VL` and `` `northgate/tessel-vl-13b` ``): the checkpoint renamed, a name's
        weight."""
        hits = []
        for position in self._live(range(len(self.entries))):  # (a rename's title: rare)
            led_by = _REPOSITORY_NAME.fullmatch(self.entries[position].names.shown)
            sized = _SIZED_TAIL.fullmatch(led_by["name"]) if led_by else None
            if sized and form(sized["base"]) == form(old):
                hits.append(position)
        if len(hits) == 1:
            shown = self.entries[hits[0]].names.shown
            led[hits[0]] = [Evidence(NAME, f'title renames "{old}", the repository "{shown}"')]

    def _by_size(self, mine: Names, named: dict[int, list[Evidence]]) -> None:
        """A title naming a model size or a quantised form of an entry's product
        (`DraftHorse 1B 草稿模型开源`, `Kestrel-VL 2B 量化版` for `**挽马**（DraftHorse）`,
        `[Kestrel-VL]`; `Lumen-Rerank-3-int4`, `Qwen3.5-Embedding-9B`): the product's news,
        where the entry is named by no size and no release but the title's (a document keeping
        an entry per size, `DraftHorse 0.5B`, has the 1B apart) — the name's weight."""
        sized = _SIZED.match(mine.shown) if not mine.comparison else None
        if sized is None or self._size_entry(sized["base"], sized["size"]):
            return
        spaced = _HYPHENED_GENERATION.sub(r" \1", sized["base"])  # (`Lumen-Rerank 3`)
        for written in dict.fromkeys((sized["base"], spaced)):
            self._by_sized_base(names_of(written), sized["size"], named)

    def _size_entry(self, base: str, size: str) -> bool:
        """A live entry goes by the name and the size together (`**Fennix-2B**` for
        `Fennix-2B-Instruct`): the document keeps that size apart, no size of the name's entry."""
        return bool(self._live(self.by_form.get(form(f"{base}-{size}"), ())))

    def _by_sized_base(self, base: Names, size: str, named: dict[int, list[Evidence]]) -> None:
        """`_by_size` for one reading of the name before the size (a hyphened generation
        before it read as a release too: `Lumen-Rerank-3-int4` as `Lumen-Rerank 3`)."""
        led: dict[int, list[Evidence]] = {}
        self._by_name(base, led)
        for position, evidence in led.items():
            theirs = self.entries[position].names
            if _SIZE.search(theirs.shown) or not self._sized_release(base, theirs):
                continue
            if not _MODEL_KIND.search(self.entries[position].lead):
                continue  # (a size names a model; the entry never says it is one)
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
        maker = first["maker"] or first["caps"] or first["word"] or first["doer"]
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

    def _by_chinese_maker_glued(self, mine: Names, named: dict[int, list[Evidence]]) -> None:
        """A title gluing a Chinese maker before the product's name (`云雀科技歌姬Cantora 2.0`
        for `**歌姬 Cantora**（云雀科技）`) read without it, for an entry whose lead writes that
        maker in brackets (not another maker's same-named thing), the entry's Chinese name
        maybe between (`**Cantora (歌姬)** · … (云雀科技)`); nothing else found."""
        glued = _CJK_MAKER_GLUED.match(mine.shown) if not named else None
        if glued is None or mine.comparison:
            return
        for end in range(len(glued["cjk"]), 1, -1):
            led: dict[int, list[Evidence]] = {}
            self._by_name(names_of(mine.shown[end:]), led)
            for position, evidence in led.items():
                maker = self._glued_maker(mine.shown[:end], position)
                if maker and all(e.weight >= NAME for e in evidence):
                    named[position] = [
                        Evidence(e.weight, f"{e.why}, its maker {maker} first") for e in evidence
                    ]
            if named:
                return

    def _glued_maker(self, cjk: str, position: int) -> str:
        """The maker the entry's lead writes in brackets that `cjk` opens with, the rest of it
        nothing or one of the entry's names (`云雀科技歌姬`: `云雀科技`, then `歌姬`)."""
        theirs = self.entries[position].names
        for cut in range(len(cjk), 1, -1):
            rest = cjk[cut:]
            if rest and form(rest) not in theirs.full:
                continue
            if form(cjk[:cut]) not in theirs.full and _bracketed(
                self._lead_text(position), cjk[:cut]
            ):
                return cjk[:cut]
        return ""

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

    def _generation_apart_capped(self, position: int, evidence: list[Evidence]) -> list[Evidence]:
        """A Chinese name and a generation read by its Latin name (`绘影2` as `HuiYing 2`)
        against an entry named by no generation, where the preamble keeps one entry per
        generation: maybe another generation's news, a possibility at most."""
        if self.entries[position].names.version or not self._generations_stated():
            return evidence
        why = " + ".join(e.why for e in evidence)
        return [Evidence(WEAK_NAME, f"{why} (but the preamble gives each generation an entry)")]

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
                    and not self._of_generation_entry(mine, position)
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
        self._by_initials_in_lead(mine, seen, found)
        self._by_generation(mine, seen, found)
        self._by_compared_sides(mine, seen, found)
        self._by_own_core(mine, seen, found)
        self._by_chinese_name(mine, seen, found)
        self._by_chinese_word(mine, seen, found)
        self._by_chinese_half(mine, seen, found)
        self._by_chinese_and_abbreviation(mine, seen, found)
        self._by_chinese_then_tail(mine, seen, found)
        self._by_mixed_name(mine, seen, found)
        self._by_maker_prefix(mine, seen, found)
        self._by_chinese_then_latin(mine, seen, found)
        self._by_chinese_maker_model(mine, seen, found)
        self._by_incident_region(mine, seen, found)
        self._by_incident_review(mine, seen, found)
        self._by_incident_unworded(mine, seen, found)
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

    def _by_initials_in_lead(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title whose Latin name is three or more capitalised words, maybe with a release
        (`Orbit Request Scheduler 0.9`), for the one entry called by those words' initials
        alone (`[ORS](…)`, named by no other release) whose lead writes every one of the words
        (`SLO-aware request scheduler from Orbit Systems Lab`): the abbreviation it goes by."""
        spelled = _SPELLED_NAME.match(mine.shown)
        if spelled is None:
            return
        words = spelled["words"].split()
        initials = form("".join(w[0] for w in words))
        hits = [p for p in self._live(self.by_form.get(initials, ())) if p not in seen]
        if len(hits) != 1:
            return
        theirs = self.entries[hits[0]].names
        if form(theirs.shown) != initials:  # (named by the abbreviation alone, no release)
            return
        lead = lead_text(self.entries[hits[0]].lead)
        if all(contrary.has_word(lead, w) for w in words):
            seen.add(hits[0])
            why = f'title names "{theirs.shown}" by its initials, words its lead writes'
            found.setdefault(hits[0], []).append(Evidence(NAME, why))

    def _of_generation_entry(self, mine: Names, position: int) -> bool:
        """The title's release is of the generation whose first release names the entry, where
        the preamble keeps one entry per generation (`_Releases._of_generation_entry`)."""
        return False

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
            lead = self._lead_text(position)
            gloss = self._glossed_latin(position, lead, latin) and not sharing - {position}
            if chinese not in entry.aliases and chinese not in lead and not gloss:
                continue
            seen.add(position)
            why = f'title names "{entry.names.shown}" by its Chinese and Latin names'
            if chinese not in entry.aliases and chinese not in lead:
                why = f'title names "{entry.names.shown}" by its Latin name, after a Chinese gloss'
            if sharing - {position}:  # (`声迹 Murmur` beside `**Murmur-S2**`: which is meant?)
                why = f"{why} (other entries go by it too)"
            weight = WEAK_NAME if sharing - {position} else NAME
            found.setdefault(position, []).append(Evidence(weight, why))

    def _glossed_latin(self, position: int, lead: str, latin: str) -> bool:
        """The entry's whole name is the title's Latin name and its lead writes no Chinese
        (`[Loom Agents](…) by Loomworks — …` in an English document): a Chinese gloss before
        that name (`织机 Loom Agents 宕机`) is the briefing's translation, not another name."""
        return (
            latin in self.by_form and position in self.by_form[latin] and not _HAS_CJK.search(lead)
        )

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

    def _by_incident_unworded(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title's subject that is the one live entry's name without the incident word it
        ends on (`Heron Desk 答案串号 — 发布修复` ↔ `**Heron Desk 答案串号事故**`): that
        incident's entry, a name's weight."""
        hit = self.incident_unworded(mine)
        if hit is None or hit in seen:
            return
        seen.add(hit)
        shown = self.entries[hit].names.shown
        why = f'title names "{shown}" without its incident word'
        found.setdefault(hit, []).append(Evidence(NAME, why))

    def incident_unworded(self, mine: Names) -> int | None:
        """The one live entry named by the title's subject and an incident word it ends on
        (`Heron Desk 答案串号` ↔ `**Heron Desk 答案串号事故**`; what went wrong said before that
        word, not the product's name alone: `Tern Cloud incident`), else None."""
        if not mine.first or _NAME_ENDS_INCIDENT.search(mine.shown):
            return None
        self._fetch_first(mine.first)
        hits = {
            p
            for p in self._live(self.by_first.get(mine.first, ()))
            if _NAME_ENDS_INCIDENT.search(self.entries[p].names.shown)
            and _WENT_WRONG.search(_NAME_ENDS_INCIDENT.sub("", self.entries[p].names.shown))
            and form(_NAME_ENDS_INCIDENT.sub("", self.entries[p].names.shown)) in mine.full
        }
        return hits.pop() if len(hits) == 1 else None

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
        if len(hits) > 1 and self._title_flawless:  # (`Brask 12-08 路由超时` beside `**Brask
            hits = [p for p in hits if not self._advisory_named(p)]  # 安全通告 BSA-…**`)
        if len(hits) != 1 or hits[0] in seen:
            return
        theirs = self.entries[hits[0]].names
        if theirs.full != {form(words[0])} or not theirs.proper or not distinctive(form(words[0])):
            return
        seen.add(hits[0])
        found.setdefault(hits[0], []).append(
            Evidence(SHORT_NAME, f'title starts with "{theirs.shown}", its whole name')
        )

    def _advisory_named(self, position: int) -> bool:
        """The entry is a security advisory's own (`**Brask 安全通告 BSA-2026-07**`): a title
        saying no flaw (`_title_flawless`) is none of its news, nor a sibling's name."""
        entry = self.entries[position]
        return advisories.advisory_entry(entry.shown, self._lead_text(position))

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
        if not kind & self._described_kinds(hits[0]):  # (past a bold name: `**X**：…调度器`)
            return
        seen.add(hits[0])
        shown = self.entries[hits[0]].names.shown
        why = f'title names "{shown}" joined to the kind of thing its entry says it is'
        found.setdefault(hits[0], []).append(Evidence(SHORT_NAME, why))

    def _by_member_variant(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """The title's name is one entry's whole name (a generation in it or not) and a
        member's size or tier word after it (`Aster 3-Mini`, `Glimmer 4 Turbo`, `Brisa-2-L`,
        `Lark-Embed-large`: `_MEMBER_OF`), no entry going by the variant, where the preamble
        keeps one entry per family, product or generation, which holds its variants: that
        entry's news, a short name's weight (the same section completes it). A variant with a
        release of its own (`QSR-Lite 0.1`) is that only where the preamble keeps families."""
        said = _MEMBER_OF.match(mine.shown) if not found else None
        if said is None or mine.comparison or mine.rival or mine.joined or mine.others:
            return
        if self._live(self.by_form.get(form(said.group(0)), ())):
            return  # (`Aster 3 Turbo` has an entry of its own)
        hits = self._live(self.by_form.get(form(said["name"]), ()))
        if not self._variants_held():
            return
        if not hits and self._stated_families:  # (`Pennant 4 Turbo` of the family `Pennant`)
            hits = self._family_named(names_of(said["name"]))
        if len(set(hits)) != 1:
            return
        if mine.version and not self._stated_families:
            return  # (`QSR-Lite 0.1` where one entry per product: an edition with its own line)
        shown = self.entries[hits[0]].names.shown
        member = said["member"] or said["size"]
        why = f'title names a {member} variant of "{shown}" (its entry holds variants)'
        found[hits[0]] = [Evidence(SHORT_NAME, why)]

    def _tier_named(self, mine: Names) -> tuple[int, str] | None:
        """The title opens with one live entry's whole name and a tier's word (`_TIER_OF`:
        `Marrowind Cloud`, `MarrowindPro`), no entry going by the tier's name, nor a comparison
        or a list: that entry's position and the tier's word."""
        said = _TIER_OF.match(mine.shown)
        if said is None or mine.comparison or mine.rival or mine.joined or mine.others:
            return None
        if self._live(self.by_form.get(form(said["name"] + said["tier"]), ())):
            return None  # (`Marrowind Pro` has an entry of its own)
        hits = self._live(self.by_form.get(form(said["name"]), ()))
        return (hits[0], said["tier"]) if len(set(hits)) == 1 else None

    def _tiers_stated(self) -> str:
        """Where the preamble files a product's tiers (`versions.stated_tiers`), read once."""
        if self._stated_tiers is None:
            self._stated_tiers = self.stated_tiers()
        return self._stated_tiers

    def _by_held_tier(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """The title names a tier of an entry's product (`_tier_named`: `Marrowind Cloud 推出
        GPU 沙箱` beside `**Marrowind**`) where the preamble writes every tier in the product's
        one entry (`所有档位…都写在同一条目下`), or keeps one entry per family whose entries hold
        their editions (`_families_hold_editions`), or the entry's own lead says it keeps every
        tier (`_HOLDS_TIERS`): that entry's news, a short name's weight (the same section
        completes it)."""
        stated = self._tiers_stated()
        named = self._tier_named(mine) if stated != "apart" else None
        if named is None or named[0] in found:
            return
        by_preamble = stated == "held" or self._families_hold_editions()
        if not by_preamble and _HOLDS_TIERS.search(self._lead_text(named[0])) is None:
            return
        shown = self.entries[named[0]].names.shown
        said = "the preamble" if by_preamble else "its lead"
        why = f'title names the {named[1]} tier of "{shown}" ({said} keeps tiers in it)'
        found[named[0]] = [Evidence(SHORT_NAME, why)]

    def _families_hold_editions(self) -> bool:
        """The preamble keeps one entry per family and two live entries or more the editor
        wrote hold an edition of their own name (`the hosted Pallas Cloud is tracked here too`
        under `### Pallas`: its alias `Pallas Cloud`): the families keep their editions, read
        once."""
        if self._editions_held is None:
            held = 0
            if self.stated_families():
                for position, entry in enumerate(self.entries):
                    if entry.live and entry.aliases and not self._created(position):
                        own = (form(entry.names.shown), entry.names.first)  # (`Tamsin Cloud`
                        said = (_TIER_OF.match(a) for a in entry.aliases)  # of `Tamsin DB`)
                        held += any(t is not None and form(t["name"]) in own for t in said)
            self._editions_held = held >= 2
        return self._editions_held

    def _tier_apart(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """The title names a tier no entry goes by (`_tier_named`: `Gatekeeper Enterprise —
        … 推出托管企业版` beside `**Gatekeeper**`) where the preamble gives each tier an entry
        of its own: a new tier, the product's entry, found by less than a strong key, a
        possibility at most."""
        named = self._tier_named(mine) if self._tiers_stated() == "apart" else None
        evidence = found.get(named[0], []) if named is not None else []
        if not evidence or any(e.weight >= STRONG for e in evidence):
            return
        assert named is not None
        why = " + ".join(e.why for e in evidence)
        note = f"but the {named[1]} tier is no entry, and the preamble gives each tier its own"
        found[named[0]] = [Evidence(POSSIBLE, f"{why}; {note}")]

    def _family_named(self, name: Names) -> list[int]:
        """The live entries a generation's name (`Pennant 4`) names by its product alone, each
        named by no release (`**Pennant**`): its family's, where the preamble keeps one entry
        per family."""
        if not name.version or not name.bare:
            return []
        named = self._live(self.by_form.get(name.bare, ()))
        return [p for p in named if not self.entries[p].names.version]

    def _by_tier(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title's head naming a tier of a product (`Tessera Cloud Serverless tier`,
        `TesseraCloud Pro plan`: the product's name, spaced or glued, then one or two
        capitalised words and `tier` or `plan`), where nothing else found a name's weight and
        no entry goes by the name with those words: the one entry going by that product's
        whole name, a short name's weight (the same section completes it)."""
        said = _TIER.match(_visible(title))
        if said is None or any(self._score(e) >= SHORT_NAME for e in found.values()):
            return
        words = said["head"].split()
        if self._live(self.by_form.get(form("".join(words)), ())):
            return  # (`X Serverless` has an entry of its own)
        hits: list[int] = []
        for cut in range(len(words) - 1, max(0, len(words) - 3), -1):  # (the longest name)
            hits = self._live(self.by_form.get(form("".join(words[:cut])), ()))
            if hits:
                break
        if len(set(hits)) != 1 or hits[0] in found:
            return
        shown = self.entries[hits[0]].names.shown
        found[hits[0]] = [Evidence(SHORT_NAME, f'title names a tier of "{shown}"')]

    def _variants_held(self) -> bool:
        """The preamble keeps one entry per family, product or generation (not per release):
        a size or tier variant is news of the entry it is a variant of."""
        if self._stated_families is None:
            self._stated_families = self.stated_families()
        return self._stated_families or self._products_stated() or self._generations_stated()

    def _by_sized_member(self, title: str, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """The title's name ends in a model's size after a hyphen (`Wrenfield-A3-14B 开放权重`,
        `Corvex-4-70B`), no entry going by it and nothing found by a name: the title read
        without the size (`Wrenfield-A3 开放权重`), for the one entry that reading names (a
        short name's weight at least) whose name or lead writes that size or says a model
        (`Wrenfield-A3发布 —— … 智能体基座(120B MoE / 14B)`): a size of that model."""
        said = _SIZED_MEMBER.match(mine.shown)
        if said is None or mine.comparison or mine.rival or mine.joined or mine.others:
            return
        if any(self._score(e) >= SHORT_NAME for e in found.values()):
            return
        if self._live(self.by_form.get(form(said["whole"]), ())):
            return  # (a size with an entry of its own)
        visible = _visible(title)
        at = visible.find(said["whole"])
        if at < 0:
            return
        cut = f"{visible[: at + len(said['name'])]}{visible[at + len(said['whole']) :]}"
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(cut), led)
        hits = [
            p
            for p, e in led.items()
            if self._score(e) >= SHORT_NAME and self._model_of_size(p, said["size"])
        ]
        if len(hits) != 1:
            return
        size = said["size"]
        found[hits[0]] = [
            Evidence(e.weight, f"{e.why} (its size {size} left out)") for e in led[hits[0]]
        ]

    def _model_of_size(self, position: int, size: str) -> bool:
        """The entry's name or lead writes the model size `size` (`14B`), or says a model."""
        text = f"{self.entries[position].names.shown} {lead_text(self.entries[position].lead)}"
        written = rf"(?<![A-Za-z0-9.]){re.escape(size)}(?![A-Za-z0-9])"
        return re.search(written, text, re.I) is not None or _MODEL_SAID.search(text) is not None

    def _by_family_generation(
        self, title: str, mine: Names, found: dict[int, list[Evidence]]
    ) -> None:
        """The title's name is one entry's one-word name joined by a hyphen to a generation's
        number (`Corvex-4 预览` against `**Corvex**`, an entry named by no release), or an
        entry's name joined to a member's size or tier word that no entry goes by
        (`Halo3D-Turbo`, `Nebula-VL-Mini 2B`, `TesselViT-g`: `_FAMILY_MEMBER`), where the
        preamble keeps one entry per model family (`stated_families`): the family's next
        generation or member, a short name's weight (the same section completes it); not two
        entries so named, nor a comparison or a list, nor a maker bracketed that the entry's
        lead never writes."""
        joined = _FAMILY_GENERATION.match(mine.shown) or _FAMILY_MEMBER.match(mine.shown)
        if joined is None or mine.comparison or mine.rival or mine.joined or mine.others:
            return
        said = joined.groupdict()
        word = form(said.get("name") or said.get("glued") or said.get("fused") or "")
        if word in COMMON or not distinctive(word):
            return
        if self._live(self.by_form.get(form(joined.group(0)), ())):
            return  # (`TesselViT-g` has an entry of its own)
        hits = self._live([*self.by_form.get(word, ()), *self.by_first.get(word, ())])
        if len(set(hits)) != 1 or hits[0] in found or self.entries[hits[0]].names.version:
            return
        if self.entries[hits[0]].names.first != word:
            return  # (`Corvex Studio`: another product of the maker, not the family's entry)
        if self._maker_unwritten(title, hits[0]):
            return  # (`Salmo-V4 传感器发布（Kettleby 电子）`: another maker's namesake)
        if self._stated_families is None:
            self._stated_families = self.stated_families()
        unit = "family" if self._stated_families else ""
        if not unit and "generation" in joined.groupdict():
            unit = "product" if self._products_stated() and not self._generations_stated() else ""
        if not unit:
            return  # (one entry per product: a generation only, checked against it later)
        shown = self.entries[hits[0]].names.shown
        what = "a member" if "member" in joined.groupdict() else "a next generation"
        why = f'title names {what} of "{shown}" (one entry per {unit}, the preamble)'
        found[hits[0]] = [Evidence(SHORT_NAME, why)]

    def _by_recorded_app(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title led by a name no live entry goes by (`Reelvane 开放多人协作剪辑`), which the
        editor's sub-items of exactly one live entry record as its app (`- 2040-06-18 续：配套
        短片应用 Reelvane 接入 Fenvale 3`), where the preamble keeps one entry per product: the
        product's news, a name's weight (any other name the title writes, its lead's too)."""
        words = _latin_words(mine)
        if found or not words or mine.comparison or mine.rival or not self._products_stated():
            return
        name = form(words[0])
        if not distinctive(name) or self._live(self.by_form.get(name, ())):
            return
        owners = self._live(sorted(self._apps().get(name, ())))
        if len(owners) != 1:
            return
        lead = lead_text(self.entries[owners[0]].lead)
        others = [w for w in _CAPITALISED_WORD.findall(mine.shown) if form(w) != name]
        if mine.others and not all(self._entry_writes(owners[0], lead, w) for w in others):
            return
        shown = self.entries[owners[0]].names.shown
        found[owners[0]] = [Evidence(NAME, f'title names an app the entry "{shown}" records')]

    def _by_first_clause(self, title: str, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A title naming other things only after its first clause (`SealFrame 1.2 规范定稿，
        Ardentia 与 Corvane 宣布采纳`: who adopted it), that clause naming one thing alone: its
        subject is the title's, read by the first clause alone (what its names find at a name's
        weight or a short name's; only where nothing found more than a possibility)."""
        if not mine.others or any(self._score(e) > POSSIBLE for e in found.values()):
            return
        parts = _CLAUSE_BREAK.split(_visible(title), maxsplit=1)
        if len(parts) < 2 or not parts[1].strip():
            return
        first = names_of(parts[0])
        if first.others or first.comparison or first.rival or first.joined or not first.proper:
            return
        lead = _LEADING_LATIN.match(parts[0])
        if lead is None or _CAPITALISED_WORD.search(parts[0], lead.end()):
            return  # (`X 接入 Y 水印，…`: two things in the first clause)
        led: dict[int, list[Evidence]] = {}
        self._by_names(first, led)
        hits = [p for p, e in led.items() if self._score(e) >= SHORT_NAME]
        if len(hits) != 1:
            return
        why = " + ".join(e.why for e in led[hits[0]])
        found[hits[0]] = [Evidence(self._score(led[hits[0]]), f"{why} (its first clause)")]

    def _apps(self) -> dict[str, set[int]]:
        """The apps the editor's sub-items record (`配套应用 Lumora Lens`, `companion app X`):
        each name's form → the entries recording it (read once)."""
        if self._apps_recorded is None:
            self._apps_recorded = {}
            for position, entry in enumerate(self.entries):
                source = getattr(entry.source, "entry", None)
                if not isinstance(source, Entry):
                    continue
                body = source.lines[source.start + source.lead_lines : source.end]
                for line in body:
                    if marker.ANYWHERE.search(line) is not None:
                        continue  # (a night's)
                    for said in _APP_RECORDED.finditer(line):
                        app = said["name"] or said["latin"]
                        self._apps_recorded.setdefault(form(app), set()).add(position)
        return self._apps_recorded

    def _entry_writes(self, position: int, lead: str, word: str) -> bool:
        """The entry's lead or the editor's sub-items write the word (`Fenvale` of `Fenvale 3`)."""
        if _writes_word(lead, word):
            return True
        source = getattr(self.entries[position].source, "entry", None)
        if not isinstance(source, Entry):
            return False
        return any(_writes_word(line, word) for line in source.lines[source.start : source.end])

    def _by_spaced_family(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """A family's name written with a space for its hyphen or with its generation spaced
        off, the generation and maybe a member's tier word after it (`Pike VL2 Mini 开放权重`,
        `Pike-VL 2 Mini INT4 量化版`), where the preamble keeps one entry per model family
        (`stated_families`): the one live entry named by the family's name alone (no release),
        no entry going by the name with its generation, a short name's weight (the same
        section completes it); nothing where another reading found a name."""
        said = _SPACED_FAMILY.match(mine.shown) if not mine.comparison else None
        if said is None or mine.rival or mine.joined:
            return
        if any(self._score(e) >= SHORT_NAME for e in found.values()):
            return
        family = form(said["name"])
        generation = said["spaced"] or said["glued"]
        if self._live(self.by_form.get(form(said["name"] + generation), ())):
            return  # (`Pike VL2` has an entry of its own)
        hits = [p for p in self._live(self.by_form.get(family, ())) if "-" in self.entries[p].shown]
        if len(set(hits)) != 1 or self.entries[hits[0]].names.version:
            return
        if self._stated_families is None:
            self._stated_families = self.stated_families()
        if not self._stated_families:
            return
        shown = self.entries[hits[0]].names.shown
        why = f'title names a generation of "{shown}" (one entry per family, the preamble)'
        found[hits[0]] = [Evidence(SHORT_NAME, why)]

    def _by_described_chinese(
        self, mine: Names, told: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """The title is led by a Chinese name and a release or a generation (`麒麟视觉 2.5 开源`,
        `观澜多模态大模型二代发布`), that name the whole first clause of exactly one Latin-named
        entry's description (`**Qilin-VL**：麒麟视觉，中英双语…（星穹智能）`: its Chinese name,
        written as an apposition, or what it is: `离散图像分词器，…`), and the title or a point
        (`told`) names the maker the lead's closing bracket gives: a short name's weight; not
        descriptor terms alone, a release of another generation than the entry's, nor a
        generation of an entry named by none where the preamble keeps no entry per family."""
        said = _CHINESE_RELEASED.match(mine.shown) if not found and not mine.comparison else None
        if said is None or descriptor_only(said["cjk"], self.glossary):
            return
        hits = [p for p in self._live(range(len(self.entries))) if self._apposed(p, said["cjk"])]
        if len(hits) != 1 or not self._maker_told(hits[0], told):
            return
        theirs = self.entries[hits[0]].names
        if said["ordinal"] and not theirs.version:
            if self._stated_families is None:
                self._stated_families = self.stated_families()
            if not self._stated_families:
                return  # (`二代` of an entry named by no generation: maybe a successor's)
        major = _ORDINALS.index(said["ordinal"]) + 1 if said["ordinal"] else int(said["major"])
        if theirs.version and major != theirs.version[0]:
            return  # (`麒麟视觉 3.0` is no release of `Qilin-VL 2`)
        cjk = said["cjk"]
        why = f'title starts with "{cjk}", the Chinese name the lead of "{theirs.shown}" opens with'
        found[hits[0]] = [Evidence(SHORT_NAME, why)]

    def _maker_told(self, position: int, told: Sequence[str]) -> bool:
        """A maker the entry's lead closes with in brackets (`（星穹智能）`, `（Ridgeline AI 与青禾
        大学）`: either) is written in `told`."""
        maker = _CLOSING_MAKER.search(lead_text(self.entries[position].lead))
        if maker is None:
            return False
        makers = [m.strip() for m in _MAKERS_APART.split(maker["maker"]) if len(m.strip()) >= 2]
        return any(m in text for m in makers for text in told)

    def _apposed(self, position: int, chinese: str) -> bool:
        """The entry, named in Latin, opens its description with `chinese` as a clause alone
        (`**Qilin-VL**：麒麟视觉，…`)."""
        theirs = self.entries[position].names
        if not theirs.first or _HAS_CJK.search(theirs.shown):
            return False
        apposed = _APPOSED.match(lead_text(self.entries[position].lead))
        return apposed is not None and apposed["cjk"] == chinese

    def _by_hyphened_maker(self, title: str, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """The title's name is one entry's one-word name (named by no release) joined by a
        hyphen to another word (`Tarn-Audio 3.0`), and the title names, after it, the maker the
        entry's lead names (`— Fennick Labs 发布…` against `「Tarn」…｜Fennick Labs：…`): that
        product's news under a longer name, a short name's weight; not where nothing else
        agrees, nor two entries so named."""
        joined = _HYPHENED.match(mine.shown)
        if joined is None or mine.comparison or mine.rival or mine.joined or mine.others:
            return
        word = form(joined["name"])
        hits = self._live([*self.by_form.get(word, ()), *self.by_first.get(word, ())])
        if len(set(hits)) != 1 or hits[0] in found or self.entries[hits[0]].names.version:
            return
        entry = self.entries[hits[0]]
        lead = lead_text(entry.lead)
        visible = _visible(title)
        at = visible.find(joined.group())
        rest = visible[at + len(joined.group()) :] if at >= 0 else ""
        # (the maker opening what follows the release, the subject: `— Fennick Labs 发布`, not
        # `— 评测 Fennick Labs 语音模型的基准`, `— 社区复刻 Fennick Labs 的 Tarn`)
        rest = _RELEASE_THEN_MARKS.sub("", rest, count=1)
        makers = [
            m for m in _MAKER_WORDS.findall(rest) if form(m) not in COMMON and rest.startswith(m)
        ]
        named = [
            m
            for m in makers
            if m not in entry.names.shown and _writes_word(lead, m) and not _rival_in(lead, m)
        ]
        if not named:
            return
        why = f'title names "{entry.names.shown}" hyphened, and its maker "{named[0]}" as it does'
        found[hits[0]] = [Evidence(SHORT_NAME, why)]

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

    def _by_point_name(
        self, mine: Names, points: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title naming no Latin name but a release (`鹈鹕检索 0.4 — …`) that nothing else
        finds, a point leading with a Latin name and that very release (`Pelican Retrieve 0.4
        用 …`), or with the title's Chinese name, the Latin one in brackets and that release
        (`织网检索（WeaveRetriever）2.0：…`), or the other way round (`WeaveRetriever（织网检索）
        2.0`): the Chinese name's Latin one, read as the title's."""
        if found or not mine.version or self._latin_name(mine.shown):
            return
        for point in points:
            led = _POINT_NAME.match(point) or _POINT_PAIRED_NAME.match(point)
            led = led or _POINT_LATIN_PAIRED.match(point)
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

    def _by_capitalised_in_points(
        self, mine: Names, points: Sequence[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A one-word name the title writes as a plain lower-case word (`cairn 登顶 …`, a word
        as much as a name: `_plain_word`) that the points write capitalised, as the entry is
        named (`Cairn 0.9 = 47.5%`): the briefing spells the name, a name's weight."""
        if not found or not _plain_lower(mine):
            return
        word = _LATIN_CORE.match(mine.shown)
        if word is None:
            return
        capital = word.group()[:1].upper() + word.group()[1:]
        spelled = re.compile(rf"(?<![A-Za-z0-9_\-]){re.escape(capital)}(?![A-Za-z_\-])")
        if not any(spelled.search(point) for point in points):
            return
        for position, evidence in found.items():
            if not spelled.match(self.entries[position].names.shown):
                continue
            for at, said in enumerate(evidence):
                if said.weight == WEAK_NAME and said.why.endswith("in lower case (a word too)"):
                    why = said.why.replace("(a word too)", "(the points write it capitalised)")
                    evidence[at] = Evidence(NAME, why)

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

    def _by_maker_launching(
        self, title: str, anchor: str, found: dict[int, list[Evidence]]
    ) -> None:
        """`Gullworks 发布 Tern 2.0`: a head saying a maker launched a product, read as the
        product's name, for the entries of the section suggested whose lead names that maker
        beside the product (not the maker's own entry); read as `Gullworks Tern 2.0` for the
        leads that tag the maker before the name (`[Gullworks] Tern — …`)."""
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        said = _MAKER_LAUNCHES.fullmatch(_APPOSITIVE.split(head, maxsplit=1)[0])
        if said is None:  # (a colon or comma glued on ends the head too: `… Lumora-VL 4:全新架构`)
            said = _MAKER_LAUNCHES.fullmatch(_GLUED_CLAUSE_END.split(head, maxsplit=1)[0])
        if said is None:  # (`Vireo launches Skylark, a model router`: what Skylark is, after)
            return
        written = re.escape(said["maker"])
        maker = re.compile(rf"(?<![A-Za-z0-9]){written}(?![A-Za-z0-9])", re.I)
        tagged = re.compile(rf"^[\s*+\-]*[\[【〔［]\s*{written}\s*[\]】〕］]", re.I)
        # (a maker publishing an incident's review launches nothing: `Brevix 发布 Sonaro-4
        # 串号事故复盘`, its first paragraph crediting the maker no reason)
        reviewed = bool(incidents.INCIDENT_WORDS.search(said["product"]))
        alone: dict[int, list[Evidence]] = {}
        self._by_names(names_of(said["product"]), alone)
        if not alone:
            self._by_vendor_launching(said["maker"], found)
        with_maker: dict[int, list[Evidence]] = {}
        self._by_names(names_of(f"{said['maker']} {said['product']}"), with_maker)
        for position, evidence in (with_maker | alone).items():
            entry, lead = self.entries[position], lead_text(self.entries[position].lead)
            if self._makers_own(entry.names, said["maker"]) and position in alone:
                # (the maker's own entry going by the product too: `### Fathomline` listing
                # `Products: Lumenwick (…)`, where one entry keeps a vendor's products)
                why = f'title names "{entry.names.shown}" and its product "{said["product"]}"'
                found[position] = [Evidence(min(e.weight for e in alone[position]), why)]
                continue
            if position in found or form(entry.names.shown) == form(said["maker"]):
                continue
            if anchor and entry.anchor != anchor:
                continue
            described = "" if reviewed else _first_paragraph(entry.source)
            if not (maker.search(lead) or maker.search(described)):
                continue  # (the maker in the lead, or a heading's first paragraph: `### X` then
            if not (position in alone or tagged.match(entry.lead)):  # `Pellucid consortium; …`)
                continue
            if self._generation_apart(said["product"], entry.names):
                why = " + ".join(e.why for e in evidence)
                why += ", but the preamble gives each generation an entry"
                evidence = [Evidence(POSSIBLE, f'{why}, and "{entry.names.shown}" is another\'s')]
            found[position] = evidence

    def _by_maker_funded(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """`Sonoria 完成 2 亿美元 C 轮，用于 Voxen 下一代训练`: a head telling a maker's round of
        funding (`_MAKER_FUNDED`), the maker no entry's name, nothing found yet: the one live
        entry, no incident's, going by a word the rest of the title names and crediting that
        maker in its lead or a heading's first paragraph (`**Voxen**（Sonoria 声澜）`, `### Voxen
        2` over `Sonoria, text-to-speech.`): the maker's news goes on its product's entry."""
        said = _MAKER_FUNDED.match(_visible(title))
        if said is None or any(self._score(ev) >= POSSIBLE for ev in found.values()):
            return
        maker = said["maker"]
        if self._live(self.by_first.get(form(maker.split()[0]), ())):
            return  # (the maker's own entry: the name rules')
        rest = title[said.end() :]
        homes = {
            p
            for word in _LATIN_WORD_IN.findall(rest)
            if form(word) not in COMMON
            for p in self._live(self.by_first.get(form(word), ()))
            if not incidents.INCIDENT_WORDS.search(self.entries[p].shown)
            and (
                contrary.has_word(self._lead_text(p), maker)
                or contrary.has_word(_first_paragraph(self.entries[p].source), maker)
            )
        }
        if len(homes) == 1:
            home = homes.pop()
            why = f'title tells "{maker}"\'s funding and names "{self.entries[home].names.shown}"'
            found.setdefault(home, []).append(Evidence(NAME, why))

    def _by_vendor_launching(self, maker: str, found: dict[int, list[Evidence]]) -> None:
        """A maker launching a product no entry goes by (`Kestrelmoor 发布 Brambleway — …`),
        where the preamble keeps one entry per vendor: the one live entry named by the maker
        (`### Kestrelmoor`; its first word for a maker of one word), a name's weight."""
        if self._stated_vendors is None:
            self._stated_vendors = self.stated_vendors()
        if not self._stated_vendors:
            return
        first = form(maker.split()[0]) if maker.split() else ""
        own = [
            p
            for p in self._live(self.by_first.get(first, ()))
            if self._makers_own(self.entries[p].names, maker)
            and not incidents.INCIDENT_WORDS.search(self.entries[p].shown)
        ]
        if len(own) == 1 and sum(e.weight for e in found.get(own[0], ())) < NAME:
            shown = self.entries[own[0]].names.shown
            why = f'title\'s maker is "{shown}", and the preamble keeps one entry per vendor'
            found[own[0]] = [Evidence(NAME, why)]

    def _by_maker_in_tail(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """`Dunlin Lens — Brackwater Systems 推出的网页正文抽取服务`, where the preamble keeps one
        entry per vendor and nothing names the thing: the tail after the title's dash opening
        on the maker that launched it (`_TAIL_MAKER`), or a bracket in the title's head whose
        first clause is a maker (`灵枢 RAG 泄露事故（启明智算，CVE 待分配）`): the maker's one
        live entry (`_vendor_named`), a name's weight."""
        if any(self._score(evidence) >= POSSIBLE for evidence in found.values()):
            return
        parts = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)
        said = _TAIL_MAKER.match(parts[1]) if len(parts) == 2 else None
        makers = [(said["latin"] or said["cjk"]).strip()] if said else []
        makers += [b["maker"].strip() for b in _BRACKETED_MAKER.finditer(parts[0])]
        if not makers:
            return
        if self._stated_vendors is None:
            self._stated_vendors = self.stated_vendors()
        if not self._stated_vendors:
            return
        for maker in makers:
            own = self._vendor_named(maker)
            if len(own) == 1:
                shown = self.entries[own[0]].names.shown
                why = f'title says "{maker}" made it, "{shown}" (one entry per vendor)'
                found[own[0]] = [Evidence(NAME, why)]
                return

    def _vendor_named(self, maker: str) -> list[int]:
        """The live entries (no incident's) named by the maker: a Latin maker by the entry's
        name or the maker a lead names before its arrow (`Brackwater Systems ⟶ Dunlin API`), a
        Chinese one by the brackets right after a Latin maker's name opening a lead (`Osier
        Labs (柳丛实验室) ⟶ …`, `**Beichen University (北辰大学)** — …`)."""
        if maker[:1].isascii():
            said = form(maker)
            near = self._live(self.by_first.get(form(maker.split()[0]), ()))
            own = [
                p
                for p in near
                if said
                in (form(self.entries[p].names.shown), form(maker_arrow(self._lead_text(p))))
            ]
        else:
            bracket = re.compile(
                rf"^[\s*+\-`]*[A-Z][^()（）⟶→]{{0,40}}[(（]{re.escape(maker)}[)）,，]"
            )
            live = self._live(range(len(self.entries)))
            own = [p for p in live if bracket.search(self._lead_text(p))]
        return [p for p in own if not incidents.INCIDENT_WORDS.search(self.entries[p].shown)]

    @staticmethod
    def _makers_own(theirs: Names, maker: str) -> bool:
        """The entry is named by the maker: its whole name, or, for a maker written in one word,
        its first word (`Quarrington 上线 …` of `### Quarrington Cloud`)."""
        said = form(maker)
        return form(theirs.shown) == said or (" " not in maker.strip() and theirs.first == said)

    def _generation_apart(self, product: str, theirs: Names) -> bool:
        """The product a maker launched (`Sonnet 3`) is another generation than the entry's
        release (`Sonnet 2`), where the preamble keeps one entry per generation: its own."""
        mine = names_of(product)
        if not mine.version or not theirs.version or mine.bare != theirs.bare:
            return False
        return mine.version[0] != theirs.version[0] and self._generations_stated()

    def _by_glued_chinese_name(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """`灵犀Omni1.1发布` that nothing else finds: a head opening on a Chinese name glued to a
        Latin word, the one live entry named by that Chinese name whose other name has that word
        (`**灵犀**<sup>Lingxi-Omni</sup>`), a name's weight."""
        said = _CHINESE_GLUED_LATIN.match(_visible(title)) if not found else None
        if said is None:
            return
        word = re.compile(rf"(?<![A-Za-z0-9]){said['latin']}(?![A-Za-z0-9])", re.I)
        hits = [
            p
            for p in self._live(self.by_form.get(form(said["cjk"]), ()))
            if word.search(self.entries[p].names.shown) and not self.entries[p].names.version
        ]
        if len(hits) == 1:
            why = f'title names "{said["cjk"]}" glued to "{said["latin"]}", a word of its name'
            found[hits[0]] = [Evidence(NAME, why)]

    def _by_glued_maker(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """`青澜Brightwing2.1发布` that nothing else finds: a head opening on a short Chinese
        name glued to a Latin name (and maybe a release), no entry going by the Chinese name,
        read without it (`Brightwing 2.1`) for the entries whose lead (or first paragraph)
        gives that Chinese as its maker's name in brackets (`**Brightwing**（青澜智能，…）`):
        what that reading finds for them."""
        said = _CHINESE_GLUED_MAKER.match(_visible(title)) if not found else None
        if said is None or self._live(self.by_form.get(form(said["cjk"]), ())):
            return
        read: dict[int, list[Evidence]] = {}
        self._by_names(names_of(f"{said['name']} {said['release'] or ''}".strip()), read)
        maker = re.compile(rf"[（(][^（()）]{{0,40}}?{said['cjk']}")
        for position, evidence in read.items():
            source = self.entries[position].source
            text = f"{self._lead_text(position)} {_first_paragraph(source)}"
            if maker.search(text) and self._score(evidence) >= CONTINUE:
                why = " + ".join(e.why for e in evidence)
                found[position] = [Evidence(NAME, f'{why}, its maker "{said["cjk"]}" glued before')]

    def _by_named_release(
        self, relation: str, title: str, found: dict[int, list[Evidence]]
    ) -> None:
        """A line calling the increment a release of a thing it names (`本条是 Orbit Request
        Scheduler 0.10 版本发布`, `named_release`), the release the title writes: the one entry
        named so (by the line's lookup, else as a title naming it is read: `[ORS]` by its
        initials), where that is a product's (named by no release: another release's entry is
        the version rules' to weigh), as if the line said so."""
        name = named_release(affirmed(relation), title)
        hits = self._named_in(relation, name) if name else []
        if name and not hits:
            read: dict[int, list[Evidence]] = {}
            self._by_names(names_of(name), read)
            hits = [p for p, ev in read.items() if sum(e.weight for e in ev) >= NAME]
        hits = [p for p in dict.fromkeys(hits) if not self.entries[p].names.version]
        if len(hits) == 1 and hits[0] not in found:
            found[hits[0]] = [Evidence(SAYS_SO, f'relation line calls it a release of "{name}"')]

    def _by_named_subject(
        self, relation: str, title: str, found: dict[int, list[Evidence]]
    ) -> None:
        """A line calling the increment news of a thing the title names (`已有 Halo；本条是
        Vigil Trace 的新功能` for `Vigil Trace 与 Halo Monitor 打通`, `named_subject`): the one
        product entry named so is the news's, as if the line said so; the others the title
        names are context (a possibility at most)."""
        name = named_subject(affirmed(relation), title)
        hits = self._named_in(relation, name) if name else []
        hits = [p for p in dict.fromkeys(hits) if not self.entries[p].names.version]
        if len(hits) != 1:
            return
        for position, evidence in found.items():
            if position != hits[0] and sum(e.weight for e in evidence) > POSSIBLE:
                why = " + ".join(e.why for e in evidence)
                found[position] = [Evidence(POSSIBLE, f"{why}; but the relation line says whose")]
        said = Evidence(SAYS_SO, f'relation line calls it news of "{name}"')
        found.setdefault(hits[0], []).append(said)

    def _by_kind_tailed_chinese(self, mine: Names, found: dict[int, list[Evidence]]) -> None:
        """`玄武2.1正式版发布` that nothing else finds: a Chinese name and a release, read as
        the one live entry named by no release whose Chinese name is that name, then words
        saying only what kind of thing it is (`**玄武推理引擎 Xuanwu**`, `[玄武推理引擎（Xuanwu）]`;
        not `玄武缓存推理引擎`, a word of its own after it): the name's weight."""
        bare = mine.bare
        if found or not mine.version or not _CJK_RUN.fullmatch(bare) or holds_generic(bare):
            return
        hits = []
        for position in self._live(self._heads.candidates(bare)):
            theirs = self.entries[position].names
            heads = {_CJK_RUN.match(f) for f in theirs.full}
            if theirs.version or not any(h and self._kind_tail(h.group(), bare) for h in heads):
                continue
            hits.append(position)
        if len(hits) == 1:
            shown = self.entries[hits[0]].shown
            why = f'title names "{bare}", the Chinese name of "{shown}" without its kind'
            found[hits[0]] = [Evidence(NAME, why)]

    def _kind_tail(self, chinese: str, bare: str) -> bool:
        """`chinese` is `bare` then words saying only what kind of thing it is (`玄武推理引擎`)."""
        tail = chinese[len(bare) :]
        return chinese.startswith(bare) and bool(tail) and descriptor_only(tail, self.glossary)

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

    def _by_abbreviated_maker(
        self, mine: Names, repos: frozenset[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title whose name is an entry's name with its first word abbreviated to the
        capitals that word takes in order (`FW Agents SDK 1.0` for `**Ferrowind Agents SDK**`),
        from the very repository the entry's lead links, nothing found yet: the product under
        its short name, a name's weight (not from another repository, not two such entries)."""
        said = _ABBREVIATED_FIRST.match(mine.shown)
        if said is None or not repos or found:
            return
        rest = [form(w) for w in said["rest"].split()]
        if self._live(self.by_first.get(rest[0], ())):
            return  # (a name led by the rest's first word: not this reading)
        letters = said["abbr"].casefold()
        chosen = []
        for position, entry in enumerate(self.entries):
            words = entry.names.shown.split()
            if not entry.live or entry.names.version or len(words) != len(rest) + 1:
                continue
            if [form(w) for w in words[1:]] != rest or not _takes_in_order(words[0], letters):
                continue
            text = f"{self._lead_text(position)} {_first_paragraph(entry.source)}"
            if repos & contrary.repos_of(text):  # (a heading's description links it too)
                chosen.append(position)
        if len(chosen) == 1:
            shown = self.entries[chosen[0]].names.shown
            why = f'title names "{shown}" by its first word\'s capitals, from its repository'
            found[chosen[0]] = [Evidence(NAME, why)]

    def _by_component_repository(
        self, mine: Names, repos: frozenset[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title led by a name no live entry goes by (`Skiplane 1.0 — …`), from the one
        repository of that very name (`quenby-sys/skiplane`), which exactly one live entry's lead
        or first paragraph links and names as a part of its product (`### Harrow` / `… (with its
        KV transfer library Skiplane, github.com/quenby-sys/skiplane)`): the entry documents
        that component, its news the entry's (a name's weight). Not a repository the lead cites
        as a thing it depends on or is hit by (`依赖 …`, `built on …`)."""
        if found or len(repos) != 1 or not mine.first or _about_more(mine):
            return
        repo = next(iter(repos))
        word = mine.first
        if form(repo.split("/")[-1]) != word or not distinctive(word):
            return
        if self._live([*self.by_form.get(word, ()), *self.by_first.get(word, ())]):
            return
        owners = []
        writing = self._writing_path(repo)
        for position in self._live(range(len(self.entries))) if writing is None else writing:
            text = self._lead_and_paragraph(position)
            at = text.casefold().find(repo)
            said = _SENTENCE_MARK.split(text[:at])[-1] if at >= 0 else ""
            named = bool(said) and contrary.has_word(said, mine.shown.split()[0])
            if named and not _DEPENDS.search(said):
                owners.append(position)  # (named in the sentence linking it, not as a base)
        if len(owners) != 1:
            return
        shown = self.entries[owners[0]].names.shown
        why = f'title names a part of "{shown}", from the repository its lead links for that part'
        found[owners[0]] = [Evidence(NAME, why)]

    def _lead_and_paragraph(self, position: int) -> str:
        """The entry's lead as GitHub shows it and its first paragraph (a heading entry's)."""
        return f"{self._lead_text(position)} {_first_paragraph(self.entries[position].source)}"

    def _writing_path(self, path: str) -> list[int] | None:
        """The live entries whose lead and first paragraph, folded, write `path` (a
        repository's `owner/name`), in order; None for a path of other characters (the
        caller reads every entry). Each live entry's folded text is read once a run (then only
        the entries added since: an entry's lead and lines do not change while a run plans),
        and the runs of a path's characters in it that hold a slash are kept: a text writes
        the path exactly when one of them does (the path's characters are all a run's, so
        where the text writes it, it lies inside one run, slash included). An entry whose
        lead and paragraph write no slash is not read: `lead_text` writes one only between
        spaces (`Latin / 中文`), a run of one character, shorter than any path (no character
        folds to a slash). Reading every lead was ~50 ms at 1 MB, asked once for each
        increment named by a repository's own name (issue 26, round 44)."""
        if "/" not in path or len(path) < 2 or not _PATH_CHARACTERS.issuperset(path):
            return None
        for position in range(self._paths_read, len(self.entries)):
            entry = self.entries[position]
            paragraph = _first_paragraph(entry.source) if entry.live else ""
            if not entry.live or ("/" not in entry.lead and "/" not in paragraph):
                continue  # (`lead_text` adds a slash only as ` / `: a run of itself alone)
            text = f"{self._lead_text(position)} {paragraph}".casefold()
            for run in {run for run in _PATH_RUN.findall(text) if "/" in run}:
                self._paths.setdefault(run, []).append(position)
        self._paths_read = len(self.entries)
        held = {p for run, positions in self._paths.items() if path in run for p in positions}
        return sorted(held)

    def _by_leading_linked(
        self, mine: Names, repos: frozenset[str], found: dict[int, list[Evidence]]
    ) -> None:
        """A title leading with an entry's whole name, then words of its own (`llama.cpp KV 缓存
        Q3 量化`), from the very repository the entry's lead links (`ggml-org/llama.cpp` of
        `[llama.cpp](https://github.com/ggml-org/llama.cpp)`): the product's news (not an
        entry named by a release; not a title about another thing too)."""
        if not repos or not mine.first or _about_more(mine):
            return
        for position in self._leading_names(mine):
            theirs = self.entries[position].names
            if not repos & self.repos(position) or not self._leading_linked_open(
                mine, theirs, position, found
            ):
                continue
            why = f'title leads with "{theirs.shown}", from the repository its lead links'
            found[position] = [Evidence(NAME, why)]

    def _leading_names(self, mine: Names) -> list[int]:
        """The live entries whose whole name is the title's first word (`llama.cpp`), or whose
        name of a Latin word and Chinese words the title opens with (`Tidemark 方言语音语料扩充到
        …` for `**Tidemark 方言语音语料**`)."""
        hits = self._live(self.by_form.get(mine.first, ()))
        if not _LATIN_THEN_CJK.match(mine.shown):
            return hits
        self._fetch_first(mine.first)
        opened = form(mine.shown)
        longer = [
            p
            for p in self._live(self.by_first.get(mine.first, ()))
            if _LATIN_THEN_CJK.fullmatch(self.entries[p].names.shown)
            and opened.startswith(form(self.entries[p].names.shown))
        ]
        return list(dict.fromkeys([*hits, *longer]))

    def _by_broad_from_own_repository(
        self, repos: frozenset[str], found: dict[int, list[Evidence]]
    ) -> None:
        """An entry whose product the title names, agreeing only broadly on the rest
        (`SGLang v0.9.3 多模态 chunked prefill` for `**SGLang VLM serving** · sgl-project · …`),
        from the very repository the entry's lead links, or one repository of the maker its
        lead names: the product's news at a short name's weight (the section decides)."""
        if not repos:
            return
        for position, evidence in found.items():
            if len(evidence) != 1 or not _BROADLY_WHY.match(evidence[0].why):
                continue
            if repos & self.repos(position) or self._makers_repository(repos, position):
                why = f"{evidence[0].why}, from its own repository"
                found[position] = [Evidence(SHORT_NAME, why)]

    def _leading_linked_open(
        self, mine: Names, theirs: Names, position: int, found: dict[int, list[Evidence]]
    ) -> bool:
        """`_by_leading_linked` may weigh the entry: nothing found it, and it is named without a
        release; or, where the document keeps one entry per product (`Marlowe 0.9：…` with
        `每产品族一条；版本写在名后`), a title writing no release of its own found it by its whole
        name alone (`Marlowe 前缀缓存返回脏块（marlowe-lm/marlowe#884）`: the product's news)."""
        if not theirs.version:  # (or found only by the name it leads with: `Tidemark 方言语料扩充`)
            return all(_STARTS_WITH_WHY.match(e.why) for e in found.get(position, []))
        if mine.version or not self._one_entry_per_product(theirs, position):
            return False
        held = found.get(position, [])
        return not held or all(_WHOLE_NAME_WHY.match(e.why) for e in held)

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
            half, rest = mine.shown[:end], _past_paid_edition(mine.shown[end:])
            glued = _GLUED_DOTTED.match(rest) if end == run.end() else None  # (`霁光3.6 API`)
            if end == 2 and not _set_apart(rest) and glued is None:
                past = self._past_own_kind(half, rest)  # (`识图App 上线…`, `绘影平台接入 X`)
                if past is None:
                    continue  # (two characters: a name only where the title sets it apart)
                rest = past
            if descriptor_only(half, self.glossary):
                continue
            hits = self._going_by_chinese(half, rest)
            if len(hits) != 1 or hits[0] in seen:
                continue
            if not (
                self._then_term(rest)
                or self._then_own_kind(rest, hits[0])
                or self._then_described_kind(half, rest, hits[0])
            ):
                continue
            if not self._then_term(rest) and _about_another(rest, self.entries[hits[0]].names):
                return  # (`云雀花托管推理平台竞品 Heath 1.0 上线`: Heath's news)
            theirs = self.entries[hits[0]].names
            if not any(n.isascii() and distinctive(n) for n in theirs.full):
                continue  # (an all-Chinese name this short may be a kind of thing's)
            if glued is not None and theirs.version and theirs.version != _dotted(glued[1]):
                return  # (`霁光3.6` is no news of the entry `霁光 3.5`)
            if not _OBJECT_VERB.match(rest) and _another_latin_name(
                _NEWS_VERB.sub("", rest, count=1), theirs
            ):
                return  # (`云雀引擎 Skylark 2.0`, `云雀引擎发布 Skylark 2.0`)
            if _another_release_after(rest, theirs) and self._releases_apart(hits[0]):
                return  # (`远帆 FarSail-2` is no news of the entry `FarSail 1.0`)
            if end == 2 and _latin_word_first(rest, theirs):
                return  # (`叉线 Driftline 联合基准`: maybe about Driftline too)

            seen.add(hits[0])
            why = f'title starts with "{half}", the Chinese name of "{theirs.shown}"'
            found.setdefault(hits[0], []).append(Evidence(SHORT_NAME, why))
            return

    def _going_by_chinese(self, half: str, rest: str) -> list[int]:
        """The live entries going by a Chinese name: as a name of theirs, or as the Chinese half
        of a name written in two languages with a space (`**绘影 HuiYing**`: `_pairing`), the
        title then writing no Latin name (`晨曦 Aurora-Sight 7B …`: read by its Latin half)."""
        hits = self._live(self.by_form.get(form(half), ()))
        if hits or _LATIN_NEXT.match(rest):
            return hits
        return self._live(sorted(self._pairing.get(half, ())))

    def _past_own_kind(self, half: str, rest: str) -> str | None:
        """What follows the kind of thing glued to a two-character Chinese name, a Latin word or
        two Chinese characters the one entry going by that name says in its lead (`识图App 上线`
        for `**识图**（…）— 拍照识物 App`, `绘影平台接入 X` for `…视频创作平台`), when a space or
        a word saying what the thing did sets it apart then; None otherwise (`澜仓Cloud`,
        `港湾城市`: maybe another product, another word)."""
        hits = self._going_by_chinese(half, rest)
        kind = _GLUED_KIND.match(rest)
        if len(hits) != 1 or kind is None or not _set_apart(rest[kind.end() :]):
            return None
        lead = _visible(self._lead_text(hits[0]).replace("**", ""))
        said = re.escape(kind.group())
        if not re.search(rf"(?<![A-Za-z]){said}(?![A-Za-z])", lead.replace(half, " ")):
            return None
        return rest[kind.end() :]

    def _by_chinese_name_and_kind(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """The title starts with the whole all-Chinese name, three or four characters, of one
        live entry (`**晴川字幕**：…实时字幕 App`), then a space and a Latin word for a kind of
        thing its lead says (`晴川字幕 App 上线粤语字幕`), then a space or Chinese text: a short
        name's weight, when nothing else found one."""
        said = _CHINESE_THEN_KIND.match(_visible(title)) if not found else None
        if said is None or descriptor_only(said["cjk"], self.glossary):
            return
        hits = [
            p
            for p in self._live(range(len(self.entries)))
            if self.entries[p].names.full == frozenset({said["cjk"]})
        ]
        if len(hits) != 1:
            return
        lead = _visible(self._lead_text(hits[0]).replace("**", "")).replace(said["cjk"], " ")
        if not re.search(rf"(?<![A-Za-z]){re.escape(said['kind'])}(?![A-Za-z])", lead):
            return
        why = f'title starts with "{said["cjk"]}", its whole name, and the kind its lead says'
        found[hits[0]] = [Evidence(SHORT_NAME, why)]

    def _releases_apart(self, position: int) -> bool:
        """The document gives every release an entry (`every_release_apart`), or the entry's
        group keeps one per release or follows a rule no reader knows (`granularity`): not a
        document keeping one entry per product, where another release is the product's news."""
        unit = self.granularity(self.entries[position].anchor, position)
        return self.every_release_apart() or unit in ("release", "unknown", "unknown-release")

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

    def _by_chinese_then_tail(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """The title's name is the Chinese name an entry states, then a Latin tail its Latin
        name ends with (`明镜VL 1.5 上线` for `明镜 MirrorVL` or `**MirrorVL** — …（Chinese name
        明镜）`): both halves agree, a name's weight, when exactly one entry goes by that
        Chinese name (not descriptor or common words, `模型VL`; not an entry named by another
        release, `明镜VL 2.0` against `MirrorVL 1.5`)."""
        match = _CJK_THEN_TAIL.match(mine.shown)
        if match is None or mine.comparison:
            return
        cjk, tail = match["cjk"], match["tail"].casefold()
        if descriptor_only(cjk, self.glossary) or holds_generic(cjk):
            return
        hits = list(dict.fromkeys(self._live(self.by_form.get(form(cjk), ()))))
        hits = hits or self._two_language_named(cjk)  # (`**明镜 MirrorVL**`: no release)
        if len(hits) != 1 or hits[0] in seen:
            return
        entry = self.entries[hits[0]]
        theirs = entry.names
        if theirs.version and theirs.version != mine.version[: len(theirs.version)]:
            return
        latin = [form(n) for n in (entry.shown, *entry.aliases) if not _HAS_CJK.search(n)]
        if not any(n.endswith(tail) and len(n) >= len(tail) + _TAIL_ROOM for n in latin):
            return
        seen.add(hits[0])
        why = f'title names "{theirs.shown}" by its Chinese name and its Latin name\'s end'
        found.setdefault(hits[0], []).append(Evidence(NAME, why))

    def _two_language_named(self, cjk: str) -> list[int]:
        """The live entries whose name is written in two languages, Chinese first, with the
        Chinese half `cjk` and no release (`明镜 MirrorVL`: that half is not indexed alone)."""
        return [
            p
            for p in dict.fromkeys(self._live(self._heads.candidates(form(cjk))))
            if (half := two_language_half(self.entries[p].shown)) and half[0] == cjk
        ]

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

    def _by_inner(self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]) -> None:
        """The title's Latin name is one capitalised word found inside one entry's name and
        starting no entry's name (`TraceLoom 接入 …` and `Agent 推理链路追踪 TraceLoom`): a
        short name's weight; where it starts only other releases' names, `_by_inner_release`."""
        word = mine.bare or mine.core or (next(iter(mine.full)) if len(mine.full) == 1 else "")
        words = mine.core_words if mine.core else len(mine.shown.split())  # (`Sinewkv 0.3`)
        starts = self._live(self.by_first.get(word, ()))
        if starts and mine.version and word == mine.bare and not mine.others:
            if all(_other_version(mine, self.entries[p].names) for p in starts):
                self._by_inner_release(word, mine, seen, found)  # (`X 2.1`, `X 2.2`: not 2.3)
            return
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

    def _by_inner_release(
        self, word: str, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title naming a Latin name and a release (`Tamarack 3.1 实测`) whose entries by that
        name are all of other releases (`*Tamarack 2.9*`): the one entry whose name writes
        that word inside, after a Chinese name, with the title's release line (`白桦 Tamarack
        3.1 发布`, a night's entry from a two-language title), a short name's weight; a name's
        for a patch of that line the preamble files under it (`_patch_filed_under`)."""
        line = ".".join(str(n) for n in mine.version[:2])
        hits = [
            p
            for p in self._live(self.by_inner.get(word, ()))
            if self.entries[p].names.inner == (word,)
            and line in _RELEASE_AFTER.findall(self.entries[p].names.shown)
            and _released_line_ends(self.entries[p].names.shown, line)
        ]
        if len(hits) != 1 or hits[0] in seen:
            return
        seen.add(hits[0])
        theirs = self.entries[hits[0]].names
        why = f'title names "{theirs.shown}" (a word of its name, with its release)'
        if self._patch_filed_under(mine, theirs):  # (the preamble files the patch under it)
            found.setdefault(hits[0], []).append(Evidence(NAME, f"{why}, a patch of its line"))
            return
        found.setdefault(hits[0], []).append(Evidence(SHORT_NAME, why))

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

    def _by_one_release(
        self, mine: Names, seen: set[int], found: dict[int, list[Evidence]]
    ) -> None:
        """A title opening with a product's name of two capitalised words or more, no release
        given, the subject alone (`Quill Trace 接入 Quill Serve 原生 span 导出`), and one entry
        alone for a release of it (`Quill Trace 0.1 — …`): that entry, the product's."""
        if mine.version or not mine.proper or mine.core_words < 2 or _about_more(mine):
            return
        if self._title_compares:  # (`X 评测：X 与三款开源网关对比`: a comparison, not X's news)
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

    @staticmethod
    def _score(evidence: list[Evidence]) -> float:
        total = sum(e.weight for e in evidence)
        return total if total > SECTION else 0.0


def _bracketed(lead: str, maker: str) -> bool:
    """The lead writes `maker` in brackets, as its maker (`（云雀科技）`, `(云雀科技)`)."""
    return any(f"{o}{maker}{c}" in lead for o, c in (("（", "）"), ("(", ")")))
