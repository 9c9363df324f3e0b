"""Which entry an increment continues, decided from evidence and explained.

For an increment and each entry that could be the one it continues, the evidence is:
a shared strong key (arXiv id, GitHub ref, the address of the specific page it comes from
unless several increments of its briefing cite that page, a key in the entry's markers);
the title's subject being the entry's own name once spelling is normalised (case, width,
spaces and hyphens, `v` before a version, `.postN`, a patch of the release line an entry
is named by, a name glued to Chinese text, an abbreviation written next to its full name,
defined in brackets after a Chinese name, spelled out after the name or standing for
capitalised words, a Latin name and the entry named by it and Chinese or a description, a
one-word proper name, the one distinctive word inside a Chinese name, a Latin name in
brackets after a Chinese one, a product's words starting one entry's name, a release of
that product or from the repository its name spells); the relation line
naming the entry with continuation wording (`续立`, `再次确认`, `补充`, `更新`, `X 条目`,
`为该条目补充`) rather than as context, or giving it the increment's own arXiv id; the
section the increment is routed to agreeing with the entry's. Each piece has a weight; an
increment continues the best entry when the weights add up to `CONTINUE` and no other entry
does as well; with less (but at least `POSSIBLE`) it becomes a new entry reported as
`possibly continues`. A name of one to three letters never decides alone; a generic name,
or one side of a comparison, is no evidence; a title that names another thing too
continues by a proper name only as a possibility. What the briefing shows against an entry
(`plan/contrary.py`: a denying clause, another repository, …) leaves it a possibility at most.

The names are indexed once per run (`NameIndex`): finding the candidates of an increment
costs a few dictionary look-ups, whatever the size of the document.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
import unicodedata
from _collections_abc import dict_items, dict_keys, dict_values
from array import array
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol, TypeVar, overload

from patcher.briefing.increments import Increment
from patcher.config.sectionmap import SectionMap
from patcher.document.identity import dotted_name, lead_text, without_symbols
from patcher.plan import contrary, incidents, versions
from patcher.plan.descriptor import descriptor_only, holds_generic
from patcher.text import marker, refs
from patcher.text.glossary import Glossary
from patcher.text.lazy import lazy
from patcher.text.markdown import without_code_spans
from patcher.text.normalise import bigrams, fold_letters

CONTINUE = 2.0  # continue the entry from this weight on (chosen for precision)
POSSIBLE = 1.0  # below CONTINUE, from this weight on: a new entry, reported

STRONG = 3.0  # a shared arXiv id, GitHub ref or marker key
NAME = 2.0  # the title's subject is the entry's own name
SHORT_NAME = 1.5  # ... a name of three letters or fewer (`TGI`): needs one more piece
WEAK_NAME = 0.5  # ... one word other entries' names start with too, or common words
RELATION = 1.0  # the relation line names the entry with continuation wording
SAYS_SO = 2.0  # the relation line says it continues the entry (`续立锚定 10-02 X 条目`)
SECTION = 0.5  # the increment is routed to the entry's section (only with other evidence)

# What ends the subject of a title or the name of an entry: ` — `, `——`, ` · `, a colon,
# an opening bracket, an arrow, ` + `.
_SUBJECT_END = lazy(  # (a dot right after a bracket too: `ChartReason Bench（CRB）· 机构`)
    r"\s*[—–]{1,2}\s*|\s+-{1,2}\s+|(?:\s+|(?<=[)）⟩]))·\s+|[：:（(【\[→|]|\s+[+&]\s+"
)
_NOISE = lazy(
    r"(?i)arxiv[:：]?\s*\d{4}\.\d{4,5}(?:v\d+)?|\d[\d,]*\s*[▲★⭐]+|[★⭐]+|(?<![A-Za-z0-9])#\d+"
)
# A month and day right after a Latin name, Chinese text after it (`Tidewell 10-02 区域故障`).
_MONTH_DAY_AFTER_NAME = lazy(
    r"(?<=[A-Za-z0-9])\s+(?:0?[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?=\s*[\u4e00-\u9fff])"
)
_LATIN_CORE = lazy(r"^[A-Za-z0-9][A-Za-z0-9_.+\-/ ]*[A-Za-z0-9+]|^[A-Za-z0-9]")
_FIRST_WORD = lazy(r"^[A-Za-z0-9][A-Za-z0-9.\-]*")
_VERSION_TAIL = versions.VERSION_TAIL  # ` v0.5.21.post1`, ` 3.2.1 LTS`; not `-2` (`Ostrakon-2`)
_COMPARES = lazy(r"\s+(?:vs\.?|versus|对比)\s+", re.I)
_BOLD = lazy(
    r"^\s*(?:~~)?\s*\*\*(?P<name>[^*]+?)\*\*"
    # (the other half of a two-language name after the bold one: `**风铃推理引擎** / Windbell —`,
    # `**羽匠**｜Quillsmith｜北辰智能 — …`: a full-width or ASCII bar as the slash)
    r"(?:\s*[/｜|]\s*(?P<half>[A-Za-z][A-Za-z0-9.+\-]*(?: [A-Z][A-Za-z0-9.+\-]*){0,3}"
    r"|[\u4e00-\u9fff]{2,8})(?=\s*(?:[—–:：，,(（｜|]|-\s|$))"
    # (and the abbreviation a bracket gives it: `｜Agent Interop Protocol（AIP）｜`)
    r"(?:\s*[(（](?P<abbr>[A-Z][A-Z0-9]{1,7})[)）](?=\s*[—–:：，,｜|]))?)?"
)
# `Full Name (ABBR)` and `ABBR Full Name`: the abbreviation's letters are the words' initials.
_ABBR_AFTER = lazy(
    r"(?P<full>(?:[A-Za-z][A-Za-z0-9]*[ \-]){1,7}[A-Za-z][A-Za-z0-9]*)\s*[（(]\s*"
    r"(?P<abbr>[A-Z][A-Za-z]{1,7})\s*[)）]"
)
_ABBR_BEFORE = lazy(
    r"(?<![A-Za-z0-9])(?P<abbr>[A-Z]{2,8})[ \t]+"
    r"(?=(?P<full>(?:[A-Za-z][A-Za-z0-9]*[ \-]){1,7}[A-Za-z][A-Za-z0-9]*))"
)
_PRODUCT = lazy(r"[a-z][A-Z]|[A-Z]{2,}|\d")  # `vLLM`, `NVIDIA`, `0.3`: not `Prefix caching`
_LEADING_TAG = lazy(r"^\s*[【\[〔〖][^】\]〕〗]{0,40}[】\]〕〗]\s*")  # `【推理引擎】…`, `〔图像〕…`
_QUOTES = "\"'“”‘’「」『』《》"


def _untagged(text: str) -> str:
    """`text` without the tag it starts with (`_LEADING_TAG`, whose bracket it needs)."""
    tagged = "【" in text or "[" in text or "〔" in text or "〖" in text
    return _LEADING_TAG.sub("", text) if tagged else text


# A late correction's prefix (`更正：Theodolite 论文 arXiv 号应为 …`, `Correction: …`).
_CORRECTING = lazy(
    r"^\s*(?:更正|勘误|订正|(?i:correction|erratum))(?:\s*[：:]|\s*[—–]{1,2}|\s+-{1,2}\s)\s*"
)
# A prefix saying what the rest of the title is: a correction's, or a verification's (`已核实：
# Gantry Cache 跨区域复制延迟 120ms` resolves an earlier item about Gantry Cache: about it).
_PREFIXED = lazy(
    r"^\s*(?:更正|勘误|订正|已核实|已证实|已确认|核实|(?i:correction|erratum|verified|confirmed))"
    r"(?:\s*[：:]|\s*[—–]{1,2}|\s+-{1,2}\s)\s*(?=\S)"
)
# The first clause of a lead's description, in Chinese (`**Larkspur**（云雀花）：托管推理平台，…`).
_KIND_SAID = lazy(r"(?:[：:]|\s[—–]{1,2}\s?)\s*(?P<kind>[\u3400-\u9fff]{3,12})(?=[，,。；;\s]|$)")
# A topic before a colon, in Chinese (an acronym before it at most), then a proper name and a
# dotted release (`KV 分层：Tidepool 2.1 引入 GPUDirect NVMe 直通`): about that release; not a
# name said after it (`托管推理平台：Quire 公司推出`: the platform's news).
_TOPIC_THEN_NAME = lazy(
    r"^\s*(?:[A-Z0-9]{1,5}\s*)?[\u3400-\u9fff]{1,8}\s*[：:]\s*"
    r"(?=[A-Z][a-z][A-Za-z0-9\-]+\s*v?\d+(?:\.\d+)+(?![\d.]))"
)
# A release, then `升级后`/`更新后` and another product's release (`vLLM v0.31.0 升级后 TideServe
# v0.9.2 的兼容层崩溃`, `升级到 Hollis 3.2 后，Quarry 0.8 启动失败`): the news is the second
# product's (its crash after the upgrade), not the first's. Not `Halyard 3.0 升级后吞吐下降`
# (nothing named after it: the release's own regression).
_AFTER_UPGRADE = lazy(
    r"^\s*(?:升级(?:到|至)\s*)?(?P<first>[A-Za-z][A-Za-z0-9.\-]*)"
    r"(?:\s+[A-Za-z][A-Za-z0-9.\-]*){0,2}\s*"
    r"v?\d+(?:\.\d+)+\S*\s*(?:升级|更新)?\s*之?后\s*[，,]?\s*"
    r"(?=(?P<second>[A-Z][A-Za-z0-9\-]+)(?:\s+[A-Z][A-Za-z0-9\-]*)?\s*v?\d+(?:\.\d+)+(?![\d.]))"
)
# What went wrong with the second product after the upgrade, in its clause (`…的兼容层崩溃`,
# `启动失败`), not denied (`未受影响`): not a gain the upgrade brings it (`吞吐提升 40%`).
_BROKE = lazy(
    r"崩溃|失败|报错|出错|错误|异常|误报|不可用|挂起|卡死|死锁|回归|中断|截断|无法|超时|泄[漏露]|宕机|退出"
    r"|不兼容|(?<![A-Za-z])(?:OOM|crash(?:es)?|fails?|hangs?)(?![A-Za-z])"
)
_UNHARMED = lazy(r"未受影响|不受影响|无影响|未受波及|正常")


def _broken_after(visible: str, after: re.Match[str]) -> bool:
    """`A x.y 升级后 B u.v …` is news of B (`_AFTER_UPGRADE`) when B is another product than A
    (not `Kiln 2.1 升级后 Kiln 2.0 的配置…`: the upgrade's own change) and the clause after B
    says B broke (`_BROKE`), not that it was spared or gained (`吞吐提升 40%`)."""
    if after["first"].casefold() == after["second"].casefold():
        return False
    clause = re.split(r"[，,。；;：:]", visible[after.end() :], maxsplit=1)[0]
    return _BROKE.search(clause) is not None and _UNHARMED.search(clause) is None


# A lead or title about an issue of a product, `Product: what went wrong (#2217)` (or
# `owner/repo#N`): its subject is the issue, never the product alone (a release of the product
# is not news of its bug).
_ISSUE_LEAD = lazy(
    r"^\s*(?:\*\*)?\s*(?P<product>[A-Za-z][\w.+-]*(?: [A-Z][\w.+-]*)?)\s*[：:]\s*"
    r"(?P<issue>[^：:—–（(]{3,}?)\s*[（(]\s*(?:[\w.-]+/[\w.-]+)?#\d+\s*[）)]"
)
_ABBR_FIRST = lazy(  # `EPD（Encode-Prefill-Decode）`, `TBG 0.2（Token Budget Governor）`
    r"(?<![A-Za-z0-9])(?P<abbr>[A-Z]{2,8})(?P<release>\s+v?\d+(?:\.\d+)+)?\s*[（(]\s*"
    r"(?P<full>(?:[A-Za-z][A-Za-z0-9]*[ \-]){1,7}[A-Za-z][A-Za-z0-9]*)\s*[)）]"
)
# A name, its other name in brackets, then its release (`黑曜路由（Obsidian Router）0.2`,
# `Kestrel（Halden AI）1.1`): the release is the name's, read as if written before the bracket.
_ALIAS_THEN_RELEASE = lazy(
    r"^(?P<name>[^（()）—–:：]{1,40}?)\s*(?P<alias>[（(][^（()）]{1,40}[)）])\s*"
    r"(?P<release>v?\d+(?:\.\d+)+(?:\.?post\d+|-?rc\d+)?|v\d+)(?![A-Za-z0-9.])"
)
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
_VERSION_V = lazy(r"(?<![a-z])v(?=\d)")
_POST = lazy(r"\.post\d+|-cu\d+")
_NOT_NAME = lazy(r"[\W_]+")
_SPACES = lazy(r"\s+")


def _unversioned(folded: str) -> str:
    """A folded name without `v` before a version and `.postN`, `-cuN` (`form`, `spaced`):
    each pattern run only on a name with its literal (`v`; `.post`, `-cu`), in that order."""
    folded = _VERSION_V.sub("", folded) if "v" in folded else folded
    return _POST.sub("", folded) if ".post" in folded or "-cu" in folded else folded


_CJK_CHARS = r"\u3400-\u9fff\uf900-\ufaff"
_MIN_CJK_NAME = 5  # characters of a Chinese name a title can start with

# Continuation wording in a relation line, and wording that names an entry as background.
_CONTINUING = lazy(
    r"续立|再次确认|再次官方确认|补充|更新|延续|跟进|续写|接续|承接|后续|(?<!新)条目|本条续"
    r"|^\s*续(?=\s)"
    r"|(?i:(?<![A-Za-z])(?:continues|continuing|continuation\s+of|update\s+(?:to|of|on)"
    r"|updates|follow-?\s?up\s+(?:to|on|of)|same\s+release\s+line)(?![A-Za-z]))"
)
# A report on an incident after the fact (`复盘报告`, `根因报告`, `postmortem`, `root-cause
# analysis`), and an entry's name saying it is an incident's (`…误删生产库事件`).
_POSTMORTEM = lazy(
    r"复盘|根因(?:报告|分析)|(?i:(?<![A-Za-z])(?:post-?mortem|root[- ]cause\s+(?:report|analysis)"
    r")(?![A-Za-z]))"
)
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
_CONTEXT = lazy(
    r"本条是[^；;。]*新|新类别|新案例|新范式|区别于|共同构成|双锚|双轨|张力|背景"
    r"|(?i:(?<![A-Za-z])(?:background|for\s+context|context\s+only|new\s+entry"
    r"|different\s+(?:component|product|project|thing|paper)|separate)(?![A-Za-z]))"
)
# A relation line's clauses (a comma joins a name to what the line says of it).
_CLAUSES = lazy(r"[；;。]")
# Wording that says the increment continues what it names, even next to context wording.
_SURELY = lazy(
    r"续立|再次确认|条目(?![^；;。，,]{0,6}背景)"
    r"|(?i:(?<![A-Za-z])(?:continues|update\s+to|follow-?\s?up\s+to)(?![A-Za-z]))"
)
# `已有 TGI 已死锚定`, `已有 DeepSeek-V4.1-Flash / Fathom 锚定`, `续立锚定 9-21 colibri … 条目`
_HAS = lazy(
    r"已有\s*[\"“「]?(?P<names>[^；;。，,（(]+?)[\"”」]?\s*(?:[（(][^）)]{0,60}[）)]\s*)?"
    r"(?:锚定|条目|(?=[；;。]|$))"
)
# `已有推理引擎缺陷实证(1,200 issue,arXiv:2609.21188)锚定`: the entry, with the paper it is
# (`雪松调度（arXiv:…）条目更新`: a line opening with the name, when no `已有` follows)
_HAS_ASIDE = lazy(
    r"(?:已有|^(?![^；;。]*已有))\s*(?P<names>[^；;。，,（(]+?)\s*[（(](?P<aside>[^）)]{0,60})[）)]\s*(?:锚定|条目)"
)
# `为该条目补充…`, `是该条目的更新`: the entry the line has just named is the one continued
_THAT_ENTRY = lazy(
    r"(?:为|对|是)?该条目的?\s*(?:补充|更新|续立|续写|延续)|(?:补充|更新)该条目"
    # `本条为其更名后的首个开源版本`: the thing the line has just named, renamed or released,
    # the whole clause saying so (not `本条为其新版本的开源竞品`: a rival of its new version)
    r"|本条(?:为|是)其(?:更名后|改名后|新版本|新版|下一版|补丁|后续)"
    r"(?:[^；;。，,！!？?]*?(?:版本|版|补丁|更新|发布))?\s*(?=[；;。，,！!？?]|$)"
)
_CONTINUES = lazy(
    # (a bare `续` before a space or a day: `续 5-29 Chrome Android WebGPU 设备丢失条目`)
    r"(?:续立锚定|续立|续写|延续|更新|补充|接续|承接|跟进|(?<![继持陆连手存后延])续(?=\s|\d))\s*"
    r"(?:(?:\d{4}\s*[-/年]\s*)?\d{1,2}\s*[-/月]\s*\d{1,2}\s*日?\s*)?(?:的\s*)?"
    r"(?P<names>[^；;。，,、]+?)\s*条目"
)
# `续 SGLang v0.8.0 显存泄漏(#14388)，为其修复版本`: a line opening with a bare `续` and a space
# continues what it names up to a bracket or the clause's end (`条目` not written)
_CONTINUES_BARE = lazy(
    r"^\s*续\s+(?:(?:\d{4}\s*[-/年]\s*)?\d{1,2}\s*[-/月]\s*\d{1,2}\s*日?\s*)?"
    r"(?P<names>[^；;。，,、（(]+?)\s*(?:条目)?\s*(?=[（(；;。，,]|$)"
)
# `continues the Ostrava v3.3 entry`, `update to Bobbin (entry added 10-20)`, `follow-up to
# the Tallow entry`: the English for the same.
_CONTINUES_EN = lazy(
    r"(?i:(?<![A-Za-z])(?:continues|update\s+to|follow-?\s?up\s+to|updates))\s+"
    r"(?:(?i:the|our|its)\s+)?(?:(?i:doc(?:ument)?'s)\s+)?"
    r"(?P<names>[A-Za-z0-9][^；;。，,()（）]*?)"
    r"(?:\s+(?i:entry|item)(?![A-Za-z])|(?=\s*[；;。，,(（]|\s+[—–-]\s|\s*$))"
)
# `是对 inference.md 中 TGI 已死 条目的补充`
_ENTRY_OF = lazy(
    r"(?:对|为)\s*(?:inference\.md\s*)?(?:§\s*[\d.]+\s*)?中?\s*(?P<names>[^；;。，,（(、]+?)"
    r"\s*条目的?\s*(?:补充|更新|续立|延续|续写)"
)
# `inference.md §1.1 X 条目的后续`, `§1.1 砧座 条目更新`: a clause that is the entry's follow-up
# (`Nimbus Agent Cloud（04-15 锚定）条目续；…`: a bracket aside, a bare `续` ending the clause)
_FOLLOWS = lazy(
    r"(?:^|[；;。，,：:]\s*)(?![是对为])(?P<names>[^；;。，,（(、]+?)\s*(?:[（(][^）)]{0,30}[）)]\s*)?"
    # (not `X 条目的后续竞品`: a rival that came after it, another thing)
    r"条目的?(?:后续(?!\s*(?:竞品|对手|项目|产品))|延续|更新|补充|续写|续(?=\s*(?:[；;。，,（(]|$)))"
    # (a bare `续` right after the aside, then a colon: `声海语料（VoxCorpus-10K）续：数据量翻倍`)
    r"|(?:^|[；;。，,：:]\s*)(?![是对为])(?P<aside>[^；;。，,（(、]+?)\s*[（(][^）)]{0,30}[）)]"
    r"\s*续(?=\s*(?:[：:；;。，,]|$))"
)
# `4-19 Quill 删库事故的后续处置`, `昨日 渡鸦SDK 3.3 的回归问题`, `本条是 X 的后续`: a clause
# saying the increment is the follow-up, the regression, the fix or the reproduction of
# results (`本条是 OpenHands 1.9 的成绩复现`, `X 的第三方评测`) of what it names, the
# clause ending there (not `与 X 的…`: a comparison; not `X 的后续版本`: a successor; not `X 的
# 后续处置之外的新功能`, `X 的回归测试中发现`, `X 的补丁作者另起的新项目`: the keyword is part of
# another thing's name), X the thing itself (not `Meridian 调度器作者的后续`: its author's)
_FOLLOW_UP_OF = lazy(
    r"(?:^|[；;。，,：:]\s*)(?:本条|此条)?\s*(?:是|为)?\s*(?![与和跟同是对为])"
    r"(?P<names>[^；;。，,（(、的]+?)"
    r"(?<!作者)(?<!团队)(?<!社区)(?<!维护者)(?<!开发者)(?<!贡献者)(?<!成员)(?<!公司)(?<!厂商)"
    r"(?<!用户)\s*(?:[（(][^）)]{0,30}[）)]\s*)?的\s*(?:后续(?:处置|进展|修复|报道|跟进|说明)?|回归(?:问题|缺陷|故障)?"
    r"|复盘|修复进展|补丁(?:版本?|发布)?|(?:成绩|结果|第三方|独立)?(?:复现|评测))"
    r"\s*(?=[；;。，,！!？?（(]|$)"
)
# `再次确认 Dynamo 1.4（同日 Tom 实例已立）`: a clause opening by re-confirming what it names,
# up to a bracket or the clause's end.
_RECONFIRMS = lazy(
    r"(?:^|[；;。，,：:]\s*)再次(?:官方)?确认\s*[:：]?\s*"
    r"(?P<names>[^；;。，,、（(:：]+?)\s*(?=[（(；;。，,]|$)"
)
# `即活文档 §1.1 的织像（PixelLoom），更名后续写`: a clause saying the increment is the
# document's own entry (`即`, namely), then continuing it (not `即将`, `即使`, `即便`).
_IS_THE_DOCS = lazy(
    r"(?:^|[；;。，,：:]\s*)即(?![将使便时刻日可])\s*(?:活文档|文档|本文档)?\s*(?:§\s*[\d.]+\s*)?[中里]?的?\s*"
    r"(?P<names>[^；;。，,（(、的]+?)\s*(?:[（(][^）)]{0,40}[）)])?\s*[，,]?\s*(?:更名后|改名后)?"
    r"(?:续写|续立|续|更新|补充)"
)
# The patterns by which a relation line names what the increment continues.
_CONTINUATIONS = (
    _CONTINUES,
    _CONTINUES_BARE,
    _CONTINUES_EN,
    _ENTRY_OF,
    _FOLLOWS,
    _FOLLOW_UP_OF,
    _RECONFIRMS,
    _IS_THE_DOCS,
)
_SPLIT = lazy(r"\s+/\s+|、|\s+\+\s+|\s+和\s+|\s+与\s+")
# Where a relation line says the entry is, before its name: `inference.md §1.3`, `10-06 增量 6`
_SECTION_REF = lazy(
    r"^(?:[A-Za-z0-9_\-]+\.md\s*)?(?:§\s*[\d.()（）]+\s*)?(?:中\s*)?(?:昨日|昨天|前日|前天|同日)?\s*"
    r"(?:(?:\d{4}\s*[-/年]\s*)?\d{1,2}\s*[-/月]\s*\d{1,2}\s*日?\s*)?(?:(?:增量|邻接)\s*[0-9A-Za-z一二三四五六七八九十]+\s*)?"
)

GENERIC = frozenset(
    {
        "agent",
        "agents",
        "benchmark",
        "benchmarks",
        "bug",
        "bugs",
        "cache",
        "kv",
        "kvcache",
        "model",
        "models",
        "inference",
        "engine",
        "engines",
        "survey",
        "paper",
        "release",
        "update",
        "llm",
        "llms",
        "genai",
        "gpu",
        "gpus",
        "api",
        "serving",
        "runtime",
        "framework",
        "推理",
        "引擎",
        "框架",
        "模型",
        "基准",
        "更新",
        "发布",
        "论文",
        "推理引擎",
        "推理框架",
        "",
    }
)


@functools.lru_cache(maxsize=1 << 12)  # pure; a lead's words recur, mostly in a row
def form(text: str) -> str:
    """A name as compared: width and case folded, `v` before a version, `.postN` and
    `-cuNNN` dropped, then only letters and digits (Chinese characters included)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = _unversioned(folded)
    return _NOT_NAME.sub("", folded)


@dataclass(frozen=True, slots=True)  # one per entry: no per-instance dict
class Names:
    """The forms one thing goes by: its whole name (and abbreviation variants), its Latin
    core when the name goes on in Chinese, the core without a version, its first word."""

    full: frozenset[str]
    core: str
    bare: str  # the name (or core) without its trailing version; "" when it has none
    first: str
    shown: str  # the name as written, for reports
    core_words: int = 0  # words in the Latin core
    product: bool = False  # the core looks like a product's name (`vLLM`, `H100`, `NVIDIA`)
    version: tuple[int, ...] = ()  # the trailing version of the core (`v0.5.21.post1` → 0,5,21)
    described: bool = False  # a Latin name then lowercase words only (`llm-d inference scheduler`)
    proper: bool = False  # every word of the Latin core is capitalised (`Mosaic-Spec`, `Kestrel`)
    comparison: bool = False  # `A vs B`: a name of its own, never A's or B's
    heads: tuple[str, ...] = ()  # an English name's first words (`GPU Xid error triage` → gpuxid)
    inner: tuple[str, ...] = ()  # capitalised words after the first (`… 追踪 TraceLoom`)
    others: bool = False  # names another thing after its Latin core (`X 团队新项目 Lumen-2`)
    led: bool = False  # the name an English title leads with (`Tessera` of `Tessera adds …`)
    rival: bool = False  # the name is only the rival of the subject (`X 竞品 Y 发布`)
    joined: bool = False  # joined to another name (`A and B 联合基准`, `A & B`, `A alternative B`)
    former: str = ""  # the title read by the former name it gives (`Egretwell（原名 Egretta）…`)

    @property
    def words(self) -> frozenset[str]:
        """Latin words (folded) and Chinese bigrams of the name (worked out when asked: few
        entries are ever compared so)."""
        return frozenset(_words(self.shown))

    @property
    def keys(self) -> list[str]:
        """Marker keys that let a later increment find this thing by name: its Latin core
        when the name goes on in Chinese (`colibri 0.3 续立锚定` → `name:colibri03`)."""
        if self.core:  # only a core that identifies on its own (see `_core_evidence`)
            forms = [self.core] if self.product and self.core_words >= 2 else []
        else:  # a whole name, when it looks like a product's (`DeepSeek-V4.1-Flash`)
            forms = sorted(self.full) if _PRODUCT.search(self.shown) else []
        if self.former:  # (renamed: the entry is found by the new name from now on, and
            forms = [*forms, form(self.shown), self.bare]  # by it without its release)
        renamed = versions.renamed_to(self.shown)  # (`Jolt Gateway 更名为 Halyard Gateway`)
        if renamed:
            forms = [*forms, form(renamed)]
        found = [marker.name_key(f) for f in dict.fromkeys(forms) if distinctive(f)]
        return [k for k in found if k is not None]


def distinctive(name_form: str) -> bool:
    """Long enough, and specific enough, to identify one thing on its own."""
    latin = len(name_form.encode("ascii", "ignore"))  # its ASCII characters
    cjk = len(name_form) - latin
    return name_form not in GENERIC and (latin >= 4 or cjk >= 2 or (latin >= 2 and cjk >= 1))


def corrected_keys(title: str, keys: Sequence[str]) -> list[str]:
    """The arXiv ids a correction's title names besides its own (`更正：X 论文 arXiv 号应为 A
    （非 B）`: B, the id the entry holding the mistake carries)."""
    if not _CORRECTING.match(_visible(title)):
        return []
    named = [marker.arxiv_key(a) for a in refs.arxiv_ids(title)]
    return [k for k in dict.fromkeys(named) if k not in keys]


# A short Chinese maker word, then the name in corner quotes (`白鹭「蜂巢 Hive」2.0 —`).
_MAKER_THEN_QUOTED = lazy(rf"^[{_CJK_CHARS}]{{1,6}}「(?P<name>[^「」]{{1,40}})」\s*")


# A release alone in angle brackets right after a name (`Anvil ⟨1.4⟩ :: kernel compiler`): a
# ledger's way of writing which release an entry is, read as the name and its release.
_BRACKETED_RELEASE = lazy(r"(?<=[A-Za-z0-9])\s*⟨\s*(?P<release>v?\d+(?:\.\d+)+)\s*⟩")


@functools.lru_cache(maxsize=64)  # an entry's lead is read thrice in a row as it is indexed
def subject(text: str) -> str:
    """What a title or an entry's lead is about: its text up to ` — `, `：`, a bracket …,
    with figures, arXiv ids, markers, code spans, `**` and `~~` out (and a correction's or
    verification's prefix: `更正：X …`, `已核实：X …` are about X), and an abbreviation in
    brackets (`Breakable CUDA Graph（BCG）`) kept with its full name."""
    seen = _PREFIXED.sub("", _visible(text), count=1)  # (`更正：X …`, `已核实：X …`: about X)
    issue = _ISSUE_LEAD.match(seen) if "#" in seen else None  # (it needs the issue's `#N`)
    if issue:  # `Sablewing: worker deadlock under preemption (#2217)`: about the issue
        return _SPACES.sub(" ", f"{issue['product']} {issue['issue']}").strip(" *~")
    visible = _untagged(_NOISE.sub(" ", without_symbols(seen))).lstrip(_QUOTES + " ")
    if "⟨" in visible:  # (`Anvil ⟨1.4⟩ :: …`: the release 1.4 of Anvil)
        visible = _BRACKETED_RELEASE.sub(r" \g<release>", visible, count=1)
    if "「" in visible:  # (`白鹭「蜂巢 Hive」2.0`: the maker's `蜂巢 Hive 2.0`)
        visible = _MAKER_THEN_QUOTED.sub(r"\g<name> ", visible, count=1)
    visible = _GLUED_RELEASE.sub(" ", visible) if "." in visible else visible
    if "." in visible:  # (`Kestrel-VL 1.3 34B 权重放出`: release 1.3's weights)
        visible = _SIZE_AFTER_RELEASE.sub(r"\g<release>", visible, count=1)
    topic = _TOPIC_THEN_NAME.match(visible) if ":" in visible or "：" in visible else None
    visible = visible[topic.end() :] if topic else visible  # (`KV 分层：Tidepool 2.1 引入…`)
    after = _AFTER_UPGRADE.match(visible) if "后" in visible[:60] else None
    broken = after is not None and _broken_after(visible, after)
    visible = visible[after.end() :] if after and broken else visible  # (`A 升级后 B 崩溃`: B's)
    if _bracketed(visible):  # (both abbreviation patterns need a bracket)
        visible = _ABBR_FIRST.sub(_full_first, visible)
        visible = _ABBR_AFTER.sub(_abbreviation_marked, visible)
        visible = _ALIAS_THEN_RELEASE.sub(r"\g<name> \g<release>\g<alias>", visible, count=1)
    head = _SUBJECT_END.split(visible, maxsplit=1)[0]
    head = _SPACES.sub(" ", head.replace("⟨", "(").replace("⟩", ")")).strip(" *~" + _QUOTES)
    head = _one_of_same_halves(head) if " / " in head else head
    return _trailing_release(head) if head[-1:].isdigit() else head


# English words after a release saying that it came out (`Driftwood Runtime v2.5.0 released`,
# `Pike 3.1 is now available`, `Tern 2.0 goes GA`): the release is read before them (as before
# `发布`); the name as shown keeps them (a lead that announces one release is that release's).
_RELEASED_WORDS = frozenset(
    {"released", "out", "available", "launched", "shipped", "ships", "lands", "landed"}
    | {"tagged", "published", "ga"}
)
_RELEASED_AFTER = lazy(
    r"(?<=\d)\s+(?:(?:is|are|has\s+been|was)\s+)?(?:now\s+)?"
    r"(?:released|out|available|generally\s+available|launched|shipped|ships|lands|landed"
    r"|tagged|published|goes\s+GA|is\s+GA|GA)$",
    re.I,
)


# A name joined by a hyphen to a generation's number (`Sprig-4`, `Ostrakon-2`), leading a text.
_LED_BY_GENERATION = lazy(r"^(?P<base>[A-Za-z][A-Za-z0-9]*)-(?P<generation>\d{1,3})(?![\d.]|-\d)")


def _other_generation(title: str, shown: str) -> str:
    """The entry's name (`Sprig-3`), where it is another generation of the very name the title
    leads with (`Sprig-4 草稿模型`): a successor, not the entry's news, whatever paper it cites;
    "" otherwise."""
    mine = _LED_BY_GENERATION.match(title.lstrip("*【「 "))
    theirs = _LED_BY_GENERATION.match(shown) if mine else None
    if theirs is None or mine is None:
        return ""
    same = mine["base"].casefold() == theirs["base"].casefold()
    return shown if same and mine["generation"] != theirs["generation"] else ""


def _one_of_same_halves(head: str) -> str:
    """A name written twice across the slash of a two-language name (`【RAGFlow / RAGFlow】`,
    a product whose Chinese name is its Latin one) is that name once."""
    halves = head.split(" / ")
    return halves[0] if len(halves) == 2 and form(halves[0]) == form(halves[1]) else head


# A model size right after a name's dotted release (`Kestrel-VL 1.3 34B 权重放出`, `Lumora VL 2.5
# 2B 端侧版`): the release's weights, the size no part of the name.
_SIZE_AFTER_RELEASE = lazy(
    r"(?P<release>(?<=[A-Za-z][ \-])v?\d+(?:\.\d+)+)\s+\d+(?:\.\d+)?[BbMm](?![A-Za-z0-9.])"
)
_WIDE = lazy(r"[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")  # full-width letters (`ＯＯＭ`)
# A name glued to its release (`SGLang0.7 发布`, `Harbor2.4正式发布`, `Kestrel-VL1.2发布`):
# three letters, or two after a hyphen, or two capitals after a word and a space (`Nimbus
# VL2.0发布`), then a dotted version (`Nimbus3`, `DeepSeek-V4.1`, `py3.11` stay as written).
_GLUED_RELEASE = lazy(
    r"(?:(?<=[A-Za-z]{3})|(?<=[A-Za-z]-[A-Za-z]{2})|(?<=[A-Za-z] [A-Z]{2}))"
    r"(?=v?\d+(?:\.\d+)+(?:\.?post\d+|-?rc\d+)?(?![A-Za-z0-9.]))"
)


def aliased_release(title: str) -> str | None:
    """The other name a title gives in brackets between its name and its release, with that
    release (`黑曜路由（Obsidian Router）0.2 — …` → `Obsidian Router 0.2`); None for none (a
    maker's name or a former name in the brackets is no other name of the thing)."""
    if not _bracketed(title):
        return None
    match = _ALIAS_THEN_RELEASE.match(_visible(title))
    if match is None:
        return None
    alias = match["alias"][1:-1].strip()
    if versions.former_reading(f"X（{alias}）") or not distinctive(form(alias)):
        return None
    if contrary.bracketed_maker(match.group()) == alias:  # (`Kestrel（Halden AI）1.1`)
        return None
    return f"{alias} {match['release']}"


def _bracketed(text: str) -> bool:
    """The text holds an opening bracket, ASCII or full width: a cheap test before a pattern
    that needs one is run (most leads have none near their name)."""
    return "(" in text or "（" in text


@functools.lru_cache(maxsize=64)  # pure; a lead is read by `subject`, `defined_names` and the index
def _visible(text: str) -> str:
    """A title or lead as read: markers and code spans out, width folded (`ＰＡＳ调度器` is
    `PAS调度器`), the bold name alone when it starts with one."""
    visible = marker.strip(without_code_spans(text)) if ("<" in text or "`" in text) else text
    visible = _nfkc(visible)
    bold = _BOLD.match(visible)
    if bold is None:
        return visible.replace("~~", "")
    if not _proper_half(bold):
        return bold["name"]
    return f"{bold['name']} / {bold['half']}" + (f" ({bold['abbr']})" if bold["abbr"] else "")


def _proper_half(bold: re.Match[str]) -> bool:
    """The other-language half after a bold name is a name of its own (`Windbell`), not only
    common words (`**鹊桥网关** / Gateway —`: what the thing is, which namesakes share), nor
    the bold name written again (`**OpenHands**｜OpenHands｜All Hands AI`: one name), nor a
    field in the same language after a bar (`**LangGraph v1.4**｜LangChain｜2029-11-12：`: its
    maker), nor a maker in Chinese or a field a date follows (`**Loomwork v2.2**｜织梭实验室`)."""
    words = (bold["half"] or "").casefold().split()
    if not any(w not in COMMON for w in words) or form(bold["half"]) == form(bold["name"]):
        return False
    if _CJK_MAKER.search(bold["half"]) or _DATE_FIELD.match(bold.string, bold.end()):
        return False  # (`｜织梭实验室｜`, `｜红隼云｜2029-11-12：`: fields of maker and date)
    return bool(_HAS_CJK.search(bold["half"])) != bool(_HAS_CJK.search(bold["name"]))


# A bar then a date after a bold name's second field: the lead's fields (name, maker, date).
_DATE_FIELD = lazy(r"(?:\s*[（(][^（()）]{1,40}[)）])?\s*[｜|]\s*\d{4}-\d{1,2}")


@functools.lru_cache(maxsize=64)  # a lead is folded by `_visible` and `defined_names` in a row
def _nfkc(text: str) -> str:
    """Width folded (NFKC), once for the two readings of a lead without markers or code."""
    return unicodedata.normalize("NFKC", text)


def _abbreviation_marked(match: re.Match[str]) -> str:
    """`Full Name (ABBR)` → `Full Name ⟨ABBR⟩`, a release glued after the bracket set apart
    (`Lattice Inference Runtime（LIR）0.9` → `… ⟨LIR⟩ 0.9`: the name's release)."""
    glued = re.match(r"v?\d", match.string[match.end() : match.end() + 2])
    return f"{match.group('full')} ⟨{match.group('abbr')}⟩{' ' if glued else ''}"


def _full_first(match: re.Match[str]) -> str:
    """`EPD（Encode-Prefill-Decode）` → `Encode-Prefill-Decode ⟨EPD⟩`, when the letters are
    the words' initials (else the text as it was); a release between the two stays last
    (`TBG 0.2（Token Budget Governor）` → `Token Budget Governor ⟨TBG⟩ 0.2`)."""
    words = re.findall(r"[A-Za-z][A-Za-z0-9]*", match.group("full"))
    if "".join(w[0] for w in words).upper() != match.group("abbr").upper():
        return match.group()
    return f"{match.group('full')} ⟨{match.group('abbr')}⟩{match.group('release') or ''}"


@functools.lru_cache(maxsize=64)  # pure; a title is read as it is decided, then as it is written
def names_of(text: str) -> Names:
    """The forms of the subject of a title or lead."""
    name = versions.release_last(subject(text))  # (`v0.6 Quarrystone 发布`: Quarrystone's)
    variants = _abbreviation_variants(name)
    core = _QUALIFIED.sub("", _latin_core(variants[0]))
    compared, undated, edition = _comparison(name) or (None, "", ())
    defined = defined_names(text)
    owned = [*variants, *defined, *_prefixed_abbreviations(defined), *_owned(name)]
    full = {form(v) for v in owned} - {""}
    if compared:
        full.add(compared)
        core = ""  # (one side's name is not the comparison's)
    core_form = compared or form(core)
    versioned = core or ("" if compared else name)  # `推理引擎缺陷分类研究 v2` too
    versioned = _release_past_abbreviation(name, core) or versioned
    versioned = _ACRONYMS_AFTER.sub("", versioned) if " " in versioned else versioned
    if versioned.rsplit(" ", 1)[-1].casefold() in _RELEASED_WORDS:  # (cheap: most end otherwise)
        versioned = _RELEASED_AFTER.sub("", versioned)  # (its release; `shown` still announces it)
    if versioned is name and (released := _chinese_release(name)) != name:
        full.add(form(released))  # (`青柏嵌入2.0社区评测` goes by `青柏嵌入 2.0` too)
        versioned = released
    elif versioned is name and (generation := _CJK_GENERATION.match(name)) is not None:
        full.add(form(generation.group()))  # (`清音 2 MOS 评测` goes by `清音 2` too)
    tail = _VERSION_TAIL.search(versioned) if versioned else None
    dated = None if tail or not core else _DATED_EDITION.search(versioned)
    tail = tail or dated  # (`Stillwater-Bench 2027-Q2 榜单`: the 2027 Q2 edition)
    tail = tail or _year_edition(versioned, name)  # (`VGenEval-2028 版`)
    bare = versioned[: tail.start()] if tail else ""
    first = _FIRST_WORD.match(variants[0])
    joined = _joins(text, name)
    return Names(
        frozenset(full),
        core_form if core_form not in full else "",
        form(bare) if bare else undated if edition else "",  # a dated comparison's: undated
        form(first.group()) if first else "",
        name,
        len(core.split()),
        bool(_PRODUCT.search(core)),
        _version(tail.group().lstrip("-")) if tail and not dated else _edition(dated) or edition,
        bool(_DESCRIBED.match(name)),
        _proper(core),
        compared is not None,
        () if compared else _heads(name),
        () if compared else _inner(name),
        (bool(core) and _names_another(name, core)) or joined,
        rival=bool(core) and _rival(name, core),
        joined=joined,
        former=versions.former_reading(_visible(text)) or "",
    )


# An abbreviation in brackets between a name and its release (`Marathon Agent Benchmark (MLAB)
# v1.1`).
_ABBR_BEFORE_RELEASE = lazy(r"\s*[（(][A-Z][A-Z0-9\-]{1,9}[)）](?=\s*v?\d)")


def _release_past_abbreviation(name: str, core: str) -> str:
    """The Latin name with the release written after its abbreviation in brackets
    (`Marathon Agent Benchmark (MLAB) v1.1` → `Marathon Agent Benchmark v1.1`); "" for
    another name."""
    if not core or ("(" not in name and "（" not in name) or _VERSION_TAIL.search(core):
        return ""
    unbracketed = _ABBR_BEFORE_RELEASE.sub("", name, count=1)
    if unbracketed == name:
        return ""
    whole = _QUALIFIED.sub("", _latin_core(unbracketed))
    return whole if whole.startswith(core) and _VERSION_TAIL.search(whole) else ""


# A lead saying the thing was launched (`…MCP 服务器首发`, `…解析器开源`, `launched`): in a
# section keeping releases apart, an entry so named with no release is its first release's.
_LAUNCH_SAID = lazy(
    r"首发|开源|发布|上线|推出|亮相|面世"
    r"|(?i:(?<![A-Za-z])(?:launch(?:ed|es)?|open[- ]sourced?|released|debuts?|unveil(?:s|ed)?)"
    r"(?![A-Za-z]))"
)


def _latin_core(name: str) -> str:
    """The Latin name a subject opens with, a month after it left out (`RAGArena 5 月榜单`:
    `RAGArena`, not its release 5); "" for none."""
    core = _LATIN_CORE.match(name)
    if core is None:
        return ""
    month = _MONTH_ENDING.search(core.group()) if "月" in name else None
    if month and name[core.end() :].lstrip().startswith("月"):
        return core.group()[: month.start()].strip()
    return core.group().strip()


# Lowercase English words after a name, saying what it is (` leaderboard`, ` eval suite`), or
# a kind's abbreviation (` SDK 1.4`), maybe a release after them.
_DESCRIBING_WORDS = lazy(
    r"(?:\s+[a-z][a-z\-]{2,}){1,3}|\s+(?:SDK|API|CLI|UI)(?:\s+v?\d+(?:\.\d+)+)?"
)


def _about_more(mine: Names) -> bool:
    """The title is about more than its subject: another thing, a rival, a comparison."""
    return mine.others or mine.rival or mine.joined or mine.comparison or mine.led


# A lead opening with a day (after a symbol at most), its first clause reporting an incident
# (`⚠ 2030-10-02 ｜ 潮井：us-east 区域故障 5 小时，…`): an incident's own entry.
_DAY_FIRST = lazy(r"^\W{0,4}\d{4}-\d{1,2}-\d{1,2}(?!\d)")
_FIRST_CLAUSE_OF = lazy(r"^[^，,。；;]*")


def _dated_incident_lead(lead: str) -> bool:
    """The lead opens with a day and its first clause reports an incident (`⚠ 2030-10-02 ｜
    潮井：us-east 区域故障 5 小时，…`): an incident's own entry, named by its product."""
    if _DAY_FIRST.match(lead) is None:
        return False
    first = _FIRST_CLAUSE_OF.match(lead_text(lead))
    return bool(first and _INCIDENT_WORD.search(first.group()))


def _dated_by_month(shown: str, name: str) -> bool:
    """The number ending `name` at the start of `shown` is a month (`RAGArena 5 月榜单`, the
    month of a day: `Tidewell 10-02 区域故障`)."""
    if not shown.startswith(name):
        return False
    rest = shown[len(name) :]
    return rest.lstrip().startswith("月") or _DAY_OF_MONTH.match(rest) is not None


_DAY_OF_MONTH = lazy(r"-(?:0[1-9]|[12]\d|3[01])(?![\d.\-])")


# A month the title names an edition by (`7 月榜`, `2028年7月`, `12 月版`).
# The way a product reaches users, after its name (`Lumora-Pro API`, `Lumora App`).
_ACCESS_TAIL = lazy(r"[ \-](?:API|App|Playground)$")
_MONTH_NAMED = lazy(r"(?<![\d.])(?:1[0-2]|0?[1-9])\s*月")
_MONTH_ENDING = lazy(r"(?<![A-Za-z0-9.\-])(?:1[0-2]|0?[1-9])$")


# A dated edition ending a Latin name (`Stillwater-Bench 2027-Q2`, `Harbor Bench 2026H1`, a
# specification's month or day: `MCP 2027-06`, `ALP 2029-08-01`).
_DATED_EDITION = lazy(
    r"[\s\-]+(?P<year>(?:19|20)\d\d)"
    r"(?:[\s\-]?[QqHh](?P<part>[1-4])|-(?P<month>0[1-9]|1[0-2])(?:-(?P<day>0[1-9]|[12]\d|3[01]))?)$"
)


# A maker's name leading a title, then the product's (`Orca Labs Echo-ASR 1.5`).
_ORG_FIRST = lazy(rf"^(?P<maker>{contrary.ORG})\s+(?=[A-Z])")
# A year glued by a hyphen after a name the title calls an edition (`VGenEval-2028 版`).
_HYPHEN_YEAR = lazy(r"(?<=[A-Za-z])-(?:19|20)\d\d$")
_EDITION_WORD = lazy(r"\d\s*(?:年版|版(?!本)|(?i:edition))")


def _year_edition(versioned: str, name: str) -> re.Match[str] | None:
    """The `-2028` of `VGenEval-2028 版`: a year the name says is its edition, a release."""
    if not versioned[-4:].isdigit() or "-" not in versioned:
        return None
    return _HYPHEN_YEAR.search(versioned) if _EDITION_WORD.search(name) else None


def _edition(dated: re.Match[str] | None) -> tuple[int, ...]:
    """The edition a dated edition stamp names (`2027-Q2` → (2027, 2), `2027-06` → (2027,
    6), `2029-08-01` → (2029, 8, 1)); () for none."""
    if dated is None:
        return ()
    day = (int(dated["day"]),) if dated["day"] else ()
    return (int(dated["year"]), int(dated["part"] or dated["month"]), *day)


def _chinese_release(name: str) -> str:
    """A title that is a Chinese name, then its dotted release, then more Chinese (`雀鹰1.5正式
    发布`, `云枢 1.8.2 补丁`) read as the name and its release (`雀鹰 1.5`), as a Latin core is
    (`Harbor 2.4正式发布`); else the name as it is."""
    match = _CJK_RELEASE.match(name)
    return f"{match['name']} {match['release']}" if match else name


# An all-capitals term of the news after a release, then Chinese (`HNSW 索引损坏`, `INT8 量化版`;
# not an edition word: `PRO 版`).
_NEWS_ACRONYM = (
    r"(?!(?:PRO|MAX|MINI|LITE|PLUS|ULTRA|TURBO|FLASH|EDGE|NEXT)(?![A-Za-z0-9]))"
    r"[A-Z][A-Z0-9]{2,7}\s?[\u3400-\u9fff\uf900-\ufaff]"
)
# A Chinese name (a run of two to six characters, maybe with a Latin tail: `青鸾-VL`), its
# dotted release glued or spaced, then Chinese text or the end (`测深2.0发布`, `云枢 1.8.2 补丁`,
# `青鸾-VL 3.5.1 补丁`; not `…降至 1.9 s`: a figure), or an acronym of the news then Chinese
# (`云枢 1.8 HNSW 索引损坏`, `云枢 1.8.post1 INT8 量化版`: what the news is about, not an
# edition: `云枢 1.8 PRO 版`).
_CJK_RELEASE = lazy(
    r"^(?P<name>[\u3400-\u9fff\uf900-\ufaff]{2,6}(?:[ \-]?[A-Za-z][A-Za-z0-9]{0,5}(?=\s))?)\s?"
    r"(?P<release>v?\d+(?:\.\d+)+(?:\.?post\d+|-?rc\d+)?)"
    r"(?=\s?[\u3400-\u9fff\uf900-\ufaff]|$|\s" + _NEWS_ACRONYM + ")"
)


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
_INCIDENT_WORD = lazy(r"故障|宕机|中断|事故|(?i:outage|incident)")
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
# A Chinese name, a bare generation, more Chinese (`清音 2 粤语版上线 API`).
_CJK_GENERATION = lazy(
    r"^(?P<name>[\u3400-\u9fff\uf900-\ufaff]{2,6})\s?(?P<generation>[1-9]\d?)\s?"
    r"(?=[\u3400-\u9fff\uf900-\ufaff]|" + _NEWS_ACRONYM + r")(?![个款种家月日年号代版])"
)


# Acronyms after a name's release (`Q4 Serve 0.6 NPU 后端`: the release is 0.6, `NPU` says
# what it is about).
_ACRONYMS_AFTER = lazy(r"(?<=\d)(?:\s+[A-Z][A-Z0-9]{1,5})+$")


def _prefixed_abbreviations(defined: list[str]) -> list[str]:
    """An abbreviation defined with a full name whose first word is a product's name and
    gives the abbreviation's first letter (`Cairn Tiered Offload`, `CTO`) is also written
    after that word (`Cairn CTO`), as the product's thing; not after a common word or an
    adjective (`Tiered SLO Scheduler`, `TSS`: `Tiered` names nothing)."""
    abbrs = [d for d in defined if _ABBREVIATION.match(d)]
    found: list[str] = []
    for full in defined:
        words = full.split()
        if len(words) < 2 or not _product_word(words[:1]) or contrary.ADJECTIVE.match(words[0]):
            continue
        initials = _initials(full)
        found += [f"{words[0]} {a}" for a in abbrs if a == initials and a[0] == words[0][0]]
    return found


# A Chinese title that says what the thing is, then names it and its release (`LoRA 热插拔调度器
# Loom 1.2`): the name and the release are its subject.
def _without_title_readings(evidence: list[Evidence]) -> list[Evidence]:
    """The evidence that is not a reading of the title's name (`title names …`, `title
    starts with …`): shared keys, what the relation line says."""
    return [e for e in evidence if not e.why.startswith("title ")]


# Abbreviations that are a person's role in a company before they are a product's name.
_ROLES = frozenset({"CEO", "CTO", "CFO", "COO", "CIO", "CPO", "CSO", "VP"})


# A Latin name right after a short Chinese name, with a release or an edition word after it
# (`云雀引擎 Skylark 2.0`, `云雀引擎 Skylark 版`): the thing's own name, said in the title.
_LATIN_NAMED = lazy(r"^\s*(?P<name>[A-Z][A-Za-z0-9\-]{2,})\s*(?:v?\d+(?:\.\d+)+|版|edition)")


_LATIN_WORD_FIRST = lazy(r"^\s*(?P<name>[A-Z][A-Za-z0-9\-]{2,})(?![A-Za-z0-9])")


def _latin_word_first(rest: str, theirs: Names) -> bool:
    """A capitalised Latin word, a name the entry does not go by, right after a short Chinese
    name (`叉线 Driftline 联合基准`): maybe another thing the title is about; not an acronym or
    a common word (`鹊桥 KV 传输`)."""
    named = _LATIN_WORD_FIRST.match(rest)
    if named is None or _names_nothing(named["name"]):
        return False
    return form(named["name"]) not in theirs.full


def _another_latin_name(rest: str, theirs: Names) -> bool:
    """The title names its thing in Latin right after the Chinese name, by a name the entry
    does not go by (`云雀引擎 Skylark 2.0` against `云雀引擎（Larkspur）`): another product with
    that Chinese name, maybe; not an acronym or a common word (`云雀引擎 iOS Metal 后端`)."""
    named = _LATIN_NAMED.match(rest)
    if named is None or _names_nothing(named["name"]):
        return False
    return form(named["name"]) not in {form(n) for n in theirs.full}


# Words calling a thing another's rival (`Halyard 竞品 Marlin Router`).
_RIVAL_WORDS = r"(?:竞品|竞争对手|对手|竞争者|替代品|替代者|替代方案|挑战者)"
# Words saying the title is about another thing than the name it starts with: its rival, a
# thing its former staff made (`云雀花托管推理平台竞品 …`, `…前团队创业`).
_ANOTHER_THING = lazy(rf"{_RIVAL_WORDS}|前团队|前员工|前成员|原团队|离职|创业")
# A proper Latin name and a release (`Heath 1.0`).
_NAME_RELEASE = lazy(
    r"(?<![A-Za-z0-9])(?P<name>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)*)\s+v?\d+(?:\.\d+)+"
)


def _about_another(rest: str, theirs: Names) -> bool:
    """What follows an entry's Chinese name and description words says the title is about
    another thing: a rival or former staff's (`竞品`, `前团队创业`), or a proper name with a
    release the entry does not go by (`… Heath 1.0 上线`)."""
    if _ANOTHER_THING.search(rest):
        return True
    own = {form(n) for n in theirs.full}
    return any(form(m["name"]) not in own for m in _NAME_RELEASE.finditer(rest))


_TRAILING_RELEASE = lazy(
    r"^(?P<before>.*[\u3400-\u9fff])\s*(?P<name>[A-Z][A-Za-z0-9]{2,}(?:-[A-Za-z0-9]+)*)"
    r"\s+(?P<release>v?\d+(?:\.\d+)+)$"
)


def _trailing_release(name: str) -> str:
    """`LoRA 热插拔调度器 Loom 1.2` → `Loom 1.2`, when what comes before names nothing else
    (Chinese, acronyms, common words: not `Harbor 插件 Loom 1.2`); else the name as it is."""
    match = _TRAILING_RELEASE.match(name)
    if match is None:
        return name
    before = re.findall(r"[A-Za-z][A-Za-z0-9\-]*", match["before"])
    if not all(_names_nothing(word) for word in before) or not _KIND_LAST.search(match["before"]):
        return name
    return f"{match['name']} {match['release']}"


# The noun saying what a thing is, last before its name (`调度器`, `缓存`, `引擎`): a verb or a
# preposition there (`支持`, `适配`, `基于`, `升级`, `量化`) makes the name what the news is
# about another thing's use of (a model, a dependency), not the thing itself; so does a role
# one thing plays for another (`草稿模型 Llama 3.1`, `推理后端 Triton 3.1`).
_KIND_LAST = lazy(
    r"(?:器|机|引擎|框架|库|缓存|存储|系统|平台|工具|网关|运行时|服务|插件|内核|算子|"
    r"方案|组件|中间件|代理|调度|卸载|索引|集群)\s*$"
)


def names_something(name: str) -> bool:
    """`name` has a word that names a thing: Chinese, or a Latin word that is no common word,
    acronym or word of a cloud's offering (`Cadenza`, `Orbit TTS`, `opaline-trace`, `绘影`; not
    `B200 spot`, `Inference API`, `H100 on-demand`: generic words, another maker's too)."""
    if re.search(r"[\u3400-\u9fff]{2,}", name):
        return True
    words = re.findall(r"[A-Za-z][A-Za-z0-9\-]*", name)
    return any(not _names_nothing(w) and w.casefold() not in _OFFERING for w in words)


# Words a cloud's offering is written in (`B200 spot`, `H100 on-demand`, `reserved instances`).
_OFFERING = frozenset(
    [
        "spot",
        "on-demand",
        "reserved",
        "instance",
        "instances",
        "serverless",
        "dedicated",
        "hosting",
        "hosted",
        "endpoint",
        "endpoints",
        "cluster",
        "clusters",
        "nodes",
        "node",
        "pricing",
        "plan",
        "plans",
        "tier",
        "tiers",
    ]
)


def _names_nothing(word: str) -> bool:
    """A Latin word that names no product: a common word, an acronym (`KV`, `GPU`, `FP8`),
    a short term in mixed case (`LoRA`, `MoE`)."""
    upper = sum(c.isupper() for c in word)
    return (
        form(word) in COMMON
        or word.isupper()
        or any(c.isdigit() for c in word)
        or (len(word) <= 5 and upper >= 2 and word[0].isupper())
    )


# `FP8 KV cache in Quillserve`: an English name of a feature, then the product it is of.
_IN_PRODUCT = lazy(
    r"^(?P<what>[A-Za-z0-9][A-Za-z0-9.\- ]*?)\s+(?:in|for)\s+(?P<product>[A-Za-z][A-Za-z0-9.\-]*)$"
)


def _owned(name: str) -> list[str]:
    """`FP8 KV cache in Quillserve` also as `Quillserve FP8 KV cache`, the way a title puts the
    product first, when the product is one product-like word (not `… for agents`)."""
    match = _IN_PRODUCT.match(name)
    if match is None or not _product_word([match["product"]]):
        return []
    return [f"{match['product']} {match['what']}"]


# A name in two languages (`Sablewing / 黑羽引擎`): a Latin part and a Chinese part.
_HAS_CJK = lazy(rf"[{_CJK_CHARS}]")
# A Latin name, then Chinese words only (`A2A 协议`, `Triton 推理服务器`).
_LATIN_THEN_KIND = lazy(
    r"^(?P<latin>[A-Za-z][A-Za-z0-9.\-]*(?: [A-Za-z][A-Za-z0-9.\-]*)*)"
    rf"\s*(?P<kind>[{_CJK_CHARS}]{{2,8}})$"
)
# A noun saying a name is a standard (`A2A 协议`): `X 网关`, `X 插件` may be a thing made
# for X (`TGI 网关`: another team's gateway in front of TGI), never X's own kind.
_THING_KIND = lazy(r"(?:协议|规范|标准)$")
_GREEK = lazy(r"[\u03b1-\u03c9\u0391-\u03a9]")  # a Greek letter (`τ-bench`)
_LATIN_WORD = lazy(r"[A-Za-z]*[a-z][A-Za-z]*")  # a word, not an abbreviation (`KWS`)


# What a bug is called in a title, and what a fix is (a fix is news of the product).
_BUG = lazy(
    r"缺陷|故障|崩溃|泄漏|泄露|死锁|截断|回归|挂起|卡死|错误|异常|骤降|退化|劣化|逃逸|越权|绕过"
    r"|(?i:(?<![A-Za-z])(?:bug|crash|leak|deadlock|hang|regression|error|escape|bypass)s?"
    r"(?![A-Za-z]))"
)
_FIX = lazy(
    r"修复|修正|合入|补丁|热修"
    r"|(?i:(?<![A-Za-z])(?:(?:hot|bug)?fix(?:ed|es)?|hotfix|patch(?:ed|es)?)(?![A-Za-z]))"
)
_BARE_ISSUE = lazy(r"(?<![A-Za-z0-9_/#&])#\d{2,}(?![0-9])")


def _common_start(one: str, other: str) -> int:
    """How many characters the two strings start with alike."""
    pairs = zip(one, other, strict=False)
    return next((i for i, (a, b) in enumerate(pairs) if a != b), min(len(one), len(other)))


def cites_issue(text: str) -> bool:
    """The text cites a GitHub issue or pull request (`owner/repo#N`, its address, `#2217`)."""
    return bool(refs.first_github_ref(text) or _BARE_ISSUE.search(text))


# A lead that is a GitHub repository's path alone (`ferrostat-labs/ferrostat`; not an issue),
# or with the release the entry is for (`sgl-project/sglang v0.5.24`).
_REPO_PATH = lazy(
    r"^[A-Za-z0-9][A-Za-z0-9_.\-]*/(?P<repo>[A-Za-z0-9][A-Za-z0-9_.\-]*?)"
    r"(?P<release>\s+v?\d+(?:\.\d+)*(?:\.post\d+|[\-.]?(?i:rc|beta|alpha)\.?\d*)?|-v\d+(?:\.\d+)*)?$"
)  # (a release glued by `-v`: `BAAI/bge-reranker-v3`)


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


def _names_owner(lead: str, owner: str) -> bool:
    """The lead names a GitHub owner, its parts spaced or joined as written there
    (`gristmill-systems` in `CPA (Gristmill Systems) — …`, `lantern-obs` in `Lantern
    (lantern-obs)`)."""
    parts = [re.escape(p) for p in re.split(r"[\-_.]+", owner) if p]
    if not parts:
        return False
    joined = r"[\s\-_.]*".join(parts)
    return re.search(rf"(?<![A-Za-z0-9]){joined}(?![A-Za-z0-9])", lead, re.I) is not None


# A Chinese name, then the Latin proper name the thing goes by (`薇丽 Vellichor`, `船首引擎
# Bowsprit`, `雨云推理 Nimbus Serve`, `峰云 Summit GPU Cloud`: a capitalised word, then up to
# three more capitalised words or acronyms; not `Agent 推理链路追踪 TraceLoom`, not an
# abbreviation alone: `推理网关 PDG`).
_CHINESE_THEN_PROPER = lazy(
    rf"^[{_CJK_CHARS}]{{2,}}\s*(?P<latin>[A-Z](?=[A-Za-z0-9\-]*[a-z])[A-Za-z0-9\-]{{3,}}"
    r"(?:\s[A-Z][A-Za-z0-9\-]+){0,3})"
    r"(?P<release>\s+v?\d+(?:\.\d+)+)?$"  # (`镶石 Tessera 1.9`: the release's entry)
)


def _two_language_half(shown: str) -> tuple[str, str, str] | None:
    """(Chinese name, Latin name, release) of a name written in two languages, Chinese first
    (`镶石 Tessera 1.9` → 镶石, Tessera, ` 1.9`); None for another name (not `实现基于 SGLang
    v0.5.23`: a thing it is built on)."""
    text = shown.strip()
    half = _CHINESE_THEN_PROPER.match(text) if _starts_cjk(text) else None
    if half is None or not _proper(half["latin"]):
        return None
    chinese = text[: half.start("latin")].strip()
    if re.search(_BUILT_ON + "$", chinese):
        return None
    return chinese, half["latin"], half["release"] or ""


# A name's Latin tail after its last Chinese character (`Postgres 向量扩展 pgvector`, `RAG竞技场
# RAGArena`, `智源嵌入 BGE-M3`, `Cohere 重排 Cohere Rerank`).
_LATIN_TAIL = lazy(
    rf"[{_CJK_CHARS}]\s*(?P<latin>[A-Za-z][A-Za-z0-9\-.]*(?:\s[A-Za-z0-9][A-Za-z0-9\-.]*){{0,3}})$"
)


# Words of a sentence, not of a name (`更名为`, `发布`, `接入`, `与`).
_NOT_A_NAME_PART = lazy(
    r"更名|改名|发布|推出|开源|上线|接入|支持|基于|为|与|和|及|对|在|的|被|将|是|用|适配|集成|兼容"
    r"|对接|移植|迁移|替代|取代|加速|调用|使用|采用|部署|运行|升级|相比|超越|击败|复现|评测|测试"
)


def latin_tail(shown: str, found: tuple[str, ...], glossary: Glossary) -> tuple[str, ...]:
    """The Latin name a name in two languages ends with, when the Chinese part before it holds
    Latin words too (`Postgres 向量扩展 pgvector`: `pgvector`; `_two_language_half` reads the
    plain `镶石 Tessera`): a proper name of three letters or more, not a kind of thing
    (`推理优化 KV`), not a release (`… v2`); () when the entry already goes by it."""
    last = shown.rstrip()[-1:]
    if shown.isascii() or not (last.isascii() and last.isalnum()):
        return ()  # (string tests only: asked of every entry's lead; the tail is Latin)
    if not any(c.isascii() and c.islower() for c in shown):
        return ()
    if not any("\u3400" <= c <= "\u9fff" or "\uf900" <= c <= "\ufaff" for c in shown):
        return ()
    match = _LATIN_TAIL.search(shown.strip())
    if match is None or _NOT_A_NAME_PART.search(shown[: match.start("latin")]):
        return ()  # (`Orbweaver 更名为 Weft`: a sentence, its last word another thing's name)
    latin = match["latin"].strip()
    if len(latin) < 3 or _VERSION_TAIL.fullmatch(" " + latin) or latin in found:
        return ()
    if descriptor_only(latin, glossary) or not distinctive(form(latin)):
        return ()
    return (latin,)


def _chinese_half(half: tuple[str, str, str]) -> tuple[str, ...]:
    """The Chinese half of a name in two languages with a release (`铁砧 Anvil 0.5` → `铁砧`:
    `铁砧 0.5` names it, its release the version rules' to weigh); () without a release."""
    return (half[0],) if half[2].strip() else ()


def _starts_cjk(text: str) -> bool:
    """The text starts with a Chinese character of `_CJK_CHARS` (a cheap test before a pattern
    that needs one first is run)."""
    first = text[:1]
    return "\u3400" <= first <= "\u9fff" or "\uf900" <= first <= "\ufaff"


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
# A title's head ends at a dash or a colon (`Rook 向量库 0.2（Fathom）——新增混合检索`).
_TITLE_HEAD_END = lazy(r"\s*(?:——|—|–|：|:\s)")
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


# What an entry is built on or for, in its description: `基于 Envoy 的内部推理网关`,
# `平台组对 SGLang 的内部补丁集`, `a fork of vLLM`: that name is another thing's, not the entry's.
_BUILT_ON = (
    r"(?:基于|基於|源自|派生自|移植自|改自|对|對|面向|为|(?i:based\s+on|built\s+on|fork\s+of|"
    r"forked\s+from|patches\s+(?:to|for)|wrapper\s+(?:around|for)|plugin\s+for))\s*"
)


def built_on(text: str, name: str) -> bool:
    """The entry's text says it is built on or made for `name` (the last part of a path):
    such a name given in its lead (`**天枢网关** · Envoy Proxy — 基于 Envoy 的…`,
    `【青鸾补丁集 / sgl-project/sglang】— …对 SGLang 的内部补丁集`) is not its own."""
    word = name.rsplit("/", 1)[-1].split()[0] if name.strip() else ""
    if not word.isascii() or len(word) < 3 or word.casefold() not in text.casefold():
        return False
    pattern = _BUILT_ON + re.escape(word) + r"(?![A-Za-z0-9])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def entry_names(
    shown: str, given: tuple[str, ...], glossary: Glossary | None = None
) -> tuple[str, ...]:
    """The other names of an entry whose lead names it `shown`, English first: the name of a
    repository whose path the lead is (`sinew-ai/sinewkv`: `sinewkv`), the Latin name after
    a Chinese one (`薇丽 Vellichor`: `Vellichor`), the parts of a name in two languages
    (`Sablewing / 黑羽引擎`: `Sablewing`, `黑羽引擎`; not a Chinese half that only describes,
    `Quillserve / 推理服务器`: `descriptor.py`), then the names its first sub-item gives
    (`英文名 Prismfold`, `document/identity.py`); () for none."""
    repo = _REPO_PATH.match(shown.strip()) if "/" in shown else None  # (a path needs one)
    short = ""
    if repo:  # (`ferrostat-labs/ferrostat`: the repository's name is the thing's)
        given = (repo["repo"] + (repo["release"] or ""), *given)
    rival = _rival_subject(shown)
    if rival:  # (`Halyard 竞品 Marlin Router 开源`: the entry is Marlin Router's)
        given = (rival, *given)
    half = _two_language_half(shown)
    if half:  # (`薇丽 Vellichor`: a name in two languages; `镶石 Tessera 1.9`: with its release;
        given = (half[1] + half[2], *given, *_chinese_half(half))  # its Chinese half too)
    parts = _LANGUAGE_PARTS.split(shown) if "/" in shown else [shown]  # (cut at a `/` only)
    if len(parts) == 2:
        latin = [p for p in parts if not _HAS_CJK.search(p) and _LATIN_WORD.search(p)]
        cjk = [p for p in parts if _HAS_CJK.search(p)]
        short = ""
        if len(latin) == 1 and len(cjk) == 1:
            named = not descriptor_only(cjk[0], glossary or Glossary())
            given = (latin[0].strip(), *([cjk[0].strip()] if named else []), *given)
            path = _REPO_PATH.match(latin[0].strip())  # (`索雷尔 / plinth-labs/sorrel-rag`)
            given = (path["repo"] + (path["release"] or ""), *given) if path else given
        abbr = [p.strip() for p in parts if _SHORT_HALF.fullmatch(p.strip())]
        if not latin and len(abbr) == 1 and len(cjk) == 1:
            # (an abbreviation of two or three capitals as the Latin half, `【上下文段落压缩 /
            # CPC】`, is a name as `**TGI**` is: a short name's weight, `_by_name`)
            short = abbr[0]
            given = (short, *given)
    return tuple(a for a in dict.fromkeys(given) if a == short or distinctive(form(a)))


# An abbreviation of two or three capitals (`CPC`), the Latin half of a two-language name.
_SHORT_HALF = lazy(r"[A-Z]{2,3}")


# A Chinese name in brackets right after the kind of thing the description says the entry is
# (`Gantry Router (v2.0) — multi-tenant request router (龙门路由), …`).
_KIND_THEN_CHINESE = lazy(
    rf"(?P<kind>[A-Za-z][A-Za-z\-]*(?:\s+[A-Za-z][A-Za-z\-]*)?)\s*[（(]"
    rf"(?P<name>[{_CJK_CHARS}]{{2,8}})[)）]"
)
_FIRST_CLAUSE = lazy(r"^[^；;。]{1,160}")
# What `_KIND_THEN_CHINESE` cannot match without (its own end): a fast search, where the
# whole pattern tries a kind at every Latin letter.
_CJK_BRACKETED = lazy(rf"[（(][{_CJK_CHARS}]{{2,8}}[)）]")


def described_chinese(text: str, shown: str, glossary: Glossary) -> tuple[str, ...]:
    """The Chinese name a Latin-named entry's description gives it in brackets right after
    the kind of thing it is, in its first clause, that kind said in both (`Gantry Router —
    multi-tenant request router (龙门路由)`: `龙门路由`, router = 路由); () otherwise (not a
    Chinese name of descriptor terms only, `router (路由器)`, nor one of another kind)."""
    if _HAS_CJK.search(shown) or ("(" not in text and "（" not in text):
        return ()
    clause = _FIRST_CLAUSE.match(text[text.find(shown) + len(shown) :] if shown in text else text)
    first = clause.group() if clause else ""  # (searched only with its Chinese brackets)
    found = _KIND_THEN_CHINESE.search(first) if _CJK_BRACKETED.search(first) else None
    if found is None or descriptor_only(found["name"], glossary):
        return ()
    said = glossary.terms(found["name"])
    if not said:  # (`coding-agent IDE plug-in (羽伴)`: no word of a kind, a name of its own)
        kind = found["kind"].split()[-1]  # (not after a name: `built on Qdrant (象限)`, Qdrant's)
        return _own_chinese(found["name"]) if kind[:1].islower() else ()
    return (found["name"],) if said <= glossary.terms(found["kind"]) else ()


def _own_chinese(name: str) -> tuple[str, ...]:
    """A short Chinese name in brackets saying nothing of a kind, a status or a maker (`羽伴`;
    not `鹭桥缓存`, `实验性`, `北辰智能`): the entry's Chinese name; () otherwise."""
    if len(name) > 4 or _STATUS_CJK.search(name) or _CJK_MAKER.search(name):
        return ()
    if holds_generic(name):
        return ()
    return (name,)


def bracketed_chinese(text: str, shown: str, glossary: Glossary) -> tuple[str, ...]:
    """The Chinese name the brackets right after a Latin-named entry's name give it, alone or
    after its maker (`Tansy Router (Tansy Inc.; 艾菊路由) — …`, `Mirrorlake (镜湖) — …`): one
    clause of Chinese characters only; () otherwise (not descriptor terms only, `(开源)`, nor
    brackets of a date, a figure or a sentence: `（2027-03-08）`, `（开源 v0.3）`)."""
    if _HAS_CJK.search(shown) or shown not in text:
        return ()
    after = text[text.find(shown) + len(shown) :].lstrip("*_~] ")  # (`**Yunshu v1.8** (云枢)`)
    brackets = _NAME_BRACKETS.match(after) if after[:1] in "(（" else None
    if brackets is None or not _NAME_ENDS.match(after, brackets.end()):
        return ()  # (`Cistern（蓄水池）分层 KV 存储`: the name goes on; another's, maybe)
    clauses = [c.strip() for c in _CLAUSE_SPLIT.split(brackets["inside"])]
    named = [c for c in clauses if _chinese_name_of(c, shown) and not _STATUS_CJK.search(c)]
    named = [c for c in named if not descriptor_only(c, glossary) and not _CJK_MAKER.search(c)]
    return (named[0],) if len(named) == 1 else ()


def maker_bracketed_chinese(text: str, shown: str, glossary: Glossary) -> tuple[str, ...]:
    """The Chinese name a Latin-named entry's lead gives in brackets after its maker's (or
    its product's) name further on, that name starting with the entry name's first word
    (`[Cirrusforge GPU Cloud](…) — 2028-09-30 — Cirrusforge Inc. (卷云算力) — …`: `卷云算力`;
    `Windchime (风铃网关)` of `Windchime Gateway v1.2.0`; `Magpie KV (鹊桥)` of `MagpieBridge`):
    the document's Chinese name for the thing. Brackets right after the name are
    `bracketed_chinese`'s; none of another thing's name (`built on Qdrant (象限)`)."""
    if not shown.isascii() or ("（" not in text and "(" not in text):
        return ()  # (string tests first: most leads hold no such brackets)
    first = shown.split()[0].strip("[*_`").casefold() if shown.split() else ""
    if len(first) < 4:
        return ()
    found = [
        (at, name)
        for at, name in _cjk_brackets(text)
        if _maker_of(text[:at], first, shown) and _field_ends(text[at + len(name) + 2 :])
    ]
    named = [
        name
        for _, name in found
        if _CJK_NAME.match(name)
        and not _STATUS_CJK.search(name)
        and not _CJK_MAKER.search(name)
        and not descriptor_only(name, glossary)
    ]
    return (named[0],) if len(set(named)) == 1 else ()


def _cjk_brackets(text: str) -> Iterator[tuple[int, str]]:
    """Where brackets holding two to eight Chinese characters only open, and what they hold."""
    for opening, closing in (("（", "）"), ("(", ")")):
        at = text.find(opening)
        while at >= 0:
            end = text.find(closing, at + 1, at + 10)
            inside = text[at + 1 : end] if end > 0 else ""
            if 2 <= len(inside) <= 8 and all("\u3400" <= c <= "\u9fff" for c in inside):
                yield at, inside
            at = text.find(opening, at + 1)


# The marks between a lead's fields (`[Name](…) — date — maker (中文名) — summary`).
_FIELD_MARKS = ("—", "–", "|")


def _field_ends(after: str) -> bool:
    """The text after a bracket ends the lead's field: a dash or bar next, or nothing (not
    `Lumen AI（新加坡）多模态 RAG 框架`, `Tern Labs（旧金山）：…`, a maker's city)."""
    rest = after.lstrip(" *_")
    return not rest or rest.startswith(_FIELD_MARKS)


def _maker_of(before: str, first: str, shown: str) -> bool:
    """The Latin words right before a bracket (after the last dash or bar, not a list's
    member after a comma) start with the entry name's first word, or with a word it starts
    with (`Magpie KV`, `MagpieBridge`), and are not the name itself (brackets right after it
    are `bracketed_chinese`'s to read)."""
    cut = max(before.rfind(mark) for mark in ("—", "–", "|", ",", "，", "·", ";", "；"))
    if cut < 0 or before[cut] not in _FIELD_MARKS:
        return False  # (a list's member: `undercuts Lambda, Tess (特斯云) and CoreWeave`)
    words = before[cut + 1 :].split()
    if not words or not 1 <= len(words) <= 3 or not all(w.isascii() for w in words):
        return False
    if " ".join(words).strip("*_`[]- ") == shown.strip():
        return False
    head = words[0].strip("*_`[").casefold()
    return len(head) >= 4 and first.startswith(head) and head.isalpha()


def _chinese_name_of(clause: str, shown: str) -> bool:
    """A bracket's clause is a Chinese name for `shown`: Chinese characters only (`艾菊路由`),
    or Chinese then a Latin word of the name itself (`图表问答 Pro` for `PlotQA-Pro`)."""
    if _CJK_NAME.match(clause):
        return True
    generation = _CJK_GENERATION_NAME.match(clause)  # (`灵犀全模态 2` of `Lingxi-Omni 2`)
    if generation:
        return shown.rstrip().endswith(f" {generation['n']}")
    mixed = _CJK_THEN_WORD.match(clause)
    if mixed is None:
        return False
    words = {w.casefold() for w in re.findall(r"[A-Za-z][A-Za-z0-9]*", shown)}
    return mixed["word"].casefold() in words


_NAME_BRACKETS = lazy(r"^\s*[（(](?P<inside>[^（()）]{2,80})[)）]")
_CLAUSE_SPLIT = lazy(r"[；;，,、]")
# (or a word saying it ships, then the title's dash: `Lingxi-Omni 2（灵犀全模态 2）发布 — …`)
_NAME_ENDS = lazy(
    r"\s*(?:$|[—–:：，,;；]|-{1,2}\s|(?:正式)?(?:发布|上线|开源)\s*(?:[—–:：]|-{1,2}\s))"
)
_CJK_NAME = lazy(r"^[\u3400-\u9fff\uf900-\ufaff]{2,8}$")
_CJK_GENERATION_NAME = lazy(r"^[\u3400-\u9fff\uf900-\ufaff]{2,8}\s?(?P<n>\d{1,2})$")
_CJK_THEN_WORD = lazy(r"^[\u3400-\u9fff\uf900-\ufaff]{2,8}\s?(?P<word>[A-Z][A-Za-z0-9]*)$")
# A maker's name in brackets beside the product's (`（图表问答 Pro，复光大学）`): a
# university, a lab, a company (`星阑智能`); never the product's other name.
_CJK_MAKER = lazy(
    r"(?:大学|学院|实验室|研究院|研究所|研究中心|公司|集团|科技|智能|团队|基金会|工作室|半导体|智研)$"
)
# Words of a status, a licence or a language in brackets, no name (`(实验性)`, `（已归档）`).
_STATUS_CJK = lazy(
    r"实验|开源|闭源|归档|弃用|废弃|停更|停止|预览|测试|内测|公测|内部|官方|社区|商用|付费|免费"
    r"|维护|稳定|正式|已|未|暂|待|中文|英文|简称|全称|别名|原名|国产|新版|旧版"
)


def spelled_out_name(shown: str, text: str) -> tuple[str, ...]:
    """The name an entry called by an abbreviation alone spells out in its description
    (`CPA (Gristmill) — the Chunked Prefill Arbiter (CPA): …`, `「CPA」· 调度器 — 分块预填仲裁器
    （Chunked Prefill Arbiter，…）`: `Chunked Prefill Arbiter`), as the lead writes it: the
    capitalised words whose initials are the abbreviation (`contrary.spelled_words`), only
    that abbreviation's (not another one the description spells out); () for none."""
    abbr = shown.strip()
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
    said = [line for line in lines if _RENAME_HINT.search(line)]
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


_RENAME_HINT = lazy(r"更名|改名|[（(]\s*(?:原|旧名|曾用名)|(?i:renamed|formerly)")
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
    words = [w for w in re.split(r"[\s\-_.]+", repo["repo"] if repo else shown) if w]
    initials = "".join(w[0] for w in words).upper()
    return (abbr["abbr"],) if len(words) >= 2 and initials == abbr["abbr"] else ()


# An organisation, a word saying it launched something, then the thing's capitalised name.
_LAUNCHED = lazy(
    rf"^(?P<org>{contrary.ORG})\s*(?:发布|推出|开源)了?\s*"
    r"(?P<thing>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*)*)(?![A-Za-z0-9.])"
)
# The short form a lead gives its name: first in the brackets right after the name, maybe
# after a label (`**TensorRT-LLM**（TRT-LLM）`, `（下称 TRT-LLM，2027-05-25）`), or after words
# saying what it is called (`the paper calls it ALB`, `简称 ALB`).
_SHORT_LABEL = r"(?:下称|简称|以下简称|又称|称为|称之为|hereafter|aka|a\.k\.a\.|calls?\s+it|called)"
_SHORT_WORDS = r"(?P<short>[A-Za-z][A-Za-z0-9]*(?:[ \-][A-Za-z0-9]+){0,2})"
_SHORT_BRACKET = lazy(
    rf"^\s*[（(]\s*(?:{_SHORT_LABEL}\s*[:：]?\s*)?{_SHORT_WORDS}\s*(?=[)），,；;])", re.I
)
_SHORT_SAID = lazy(
    rf"(?<![A-Za-z]){_SHORT_LABEL}\s*[:：]?\s*[「“\"]?{_SHORT_WORDS}(?![A-Za-z0-9])", re.I
)


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
    at = whole.find(shown)
    found = [] if at < 0 else [_SHORT_BRACKET.match(whole[at + len(shown) :])]
    said = _SHORT_SAID.search(whole) if _short_hint(whole) else None
    tail = _VERSION_TAIL.search(shown)
    name = _latin_half(shown[: tail.start()] if tail else shown)
    if said and not _own_run(_spelled_runs(whole[: said.start()], said["short"])[-1:], name):
        said = None  # (`written for Prism Serve (hereafter PS)`: Prism Serve's, not the entry's)
    found.append(said)
    return tuple(dict.fromkeys(m["short"] for m in found if m and _shortens(m["short"], name)))


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
    named = _LATIN_THEN_KIND.match(shown.strip())
    if named is None or not _THING_KIND.search(named["kind"]):
        return ()  # (not `vLLM 投机解码`: a feature of vLLM's, not vLLM)
    if not descriptor_only(named["kind"], glossary):
        return ()
    latin = form(named["latin"])  # (not `KV 缓存`, `GPU 集群`: a topic, no name)
    if len(latin) < 2 or latin in COMMON or latin in GENERIC or descriptor_only(shown, glossary):
        return ()
    return (named["latin"],)


# A noun for a kind of thing, a product, a standard or a model, wherever it falls (`器` with the
# two characters before it: `服务器`, `编译器` apart).
_KIND_NOUN = lazy(rf"[{_CJK_CHARS}]{{0,2}}器|协议|框架|引擎|运行时|网关|平台|库|规范|标准|模型")
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
# An aside in brackets (`（原 提线 Marionette）`).
_BRACKETED_ASIDE = lazy(r"[（(][^（()）]*[）)]")
# Chinese words right before a release (`耳机 2.0`, `编译器 3.2`): the kind a title gives its name.
# A Chinese name, a Latin one, maybe a model size (`赤霄 Chixiao-VL 72B 预告`).
_CHINESE_SPACE_LATIN = lazy(
    rf"^(?P<cjk>[{_CJK_CHARS}]{{2,6}})\s+(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z]*)*)"
    r"(?:\s+\d+(?:\.\d+)?[BM])?(?![A-Za-z0-9.\-])"
)
_KIND_THEN_RELEASE = lazy(rf"^\s*(?P<kind>[{_CJK_CHARS}]{{1,6}})\s*v?\d+(?:\.\d+)+")


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
_ABBREVIATION_DEFINED = lazy(
    r"(?<![A-Za-z0-9\-])(?P<short>[A-Za-z][A-Za-z0-9\-]{1,11})\s*[=＝]\s*"
    r"(?P<full>[^,，;；。\n=＝]{1,60}?)\s*(?=[,，;；。\n]|\.(?:\s|$)|$)"
)
_CAPITALS = lazy(r"[A-Z][A-Z0-9]{1,5}")  # a short form a title may open with (`TW 2.5 …`)
_LATIN_NAME = lazy(r"[A-Z][A-Za-z0-9]*(?:[ \-][A-Z0-9][A-Za-z0-9]*)*")


# The same written `name 简称 short` (`简称：潮水调度器简称 TWS；隼云简称 KC`).
_SHORT_AFTER_NAME = lazy(
    r"(?P<full>[^,，;；。：:=＝\n]{1,30}?)\s*简称\s*(?P<short>[A-Z][A-Za-z0-9\-]{1,11})"
    r"(?=\s*(?:[,，;；。（(]|$))"
)


def preamble_definitions(preamble: str) -> list[tuple[str, str]]:
    """Each definition on a preamble's abbreviations line: (short form, the name as written,
    `*` and code marks out), in order; the one reading of such a line that every rule uses."""
    if "=" not in preamble and "＝" not in preamble and "简称" not in preamble:
        return []  # (most preambles: no definition, nothing read)
    found: list[tuple[str, str]] = []
    for line in preamble.splitlines():
        label = _ABBREVIATIONS_LABEL.search(line)
        if label is None:
            continue
        for said in _ABBREVIATION_DEFINED.finditer(line, label.end()):
            found.append((said["short"], said["full"].strip().strip("`*").strip()))
        for said in _SHORT_AFTER_NAME.finditer(line, label.end()):
            found.append((said["short"], said["full"].strip().strip("`*").strip()))
    return found


def preamble_abbreviations(preamble: str) -> dict[str, str]:
    """The capitals a title may open with (`preamble_definitions`), each with the Latin name
    it stands for (`TW = 潮汐 Tidewater` → `Tidewater`; the whole name where it has none)."""
    found: dict[str, str] = {}
    for short, full in preamble_definitions(preamble):
        latin = _LATIN_NAME.findall(full)
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
    columns: tuple[int, int] | None = None
    for line in preamble.splitlines() if "|" in preamble else ():
        if not line.lstrip().startswith("|"):
            columns = None
            continue
        cells = _cells(line)
        heads = [next((i for i, c in enumerate(cells) if h.match(c)), -1) for h in _TABLE_HEADS]
        if min(heads) >= 0:
            columns = (heads[0], heads[1])
        elif columns is not None and max(columns) < len(cells):
            one, other = cells[columns[0]], cells[columns[1]]
            if one and other and not set(one) <= set("-: ") and form(one) != form(other):
                found[one.casefold()] = (*found.get(one.casefold(), ()), other)
                found[other.casefold()] = (*found.get(other.casefold(), ()), one)
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


def expand_abbreviation(title: str, defined: dict[str, str]) -> str:
    """The title with the short form it opens with written out as the preamble defines it
    (`TW 2.5 长上下文回归` → `Tidewater 2.5 长上下文回归`); the title as it is otherwise."""
    opening = re.match(r"\s*(?P<short>[A-Z][A-Z0-9]{1,5})(?![A-Za-z0-9_\-])", title)
    if opening is None or opening["short"] not in defined:
        return title
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


@functools.lru_cache(maxsize=64)  # pure; read by four readings of a lead in a row
def _plain(text: str) -> str:
    """A lead as its short-form and defined-name readings read it: markers out, width folded,
    `**` out (the one home of that fold: worked out once per lead)."""
    return _nfkc(marker.strip(text)).replace("**", "")


def launched_names(shown: str) -> tuple[str, ...]:
    """The thing a name saying an organisation launched it names (`Sorrel AI 发布 S1 推理加速卡`,
    a lead written from such a title): the maker's thing (`Sorrel AI S1`) and, when it is a
    name on its own, the thing (`S1` is none); () for another name."""
    if "发布" not in shown and "推出" not in shown and "开源" not in shown:
        return ()
    match = _LAUNCHED.match(shown)
    if match is None:
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


def _reordered_capitals(short: str, name: str) -> bool:
    """`short`, three capitals or more, takes exactly the name's capitals in another order: the
    name's words spelled in English order (`LVE`, Long Video Eval, of `VidEval-Long`)."""
    capitals = sorted(c for c in name if c.isupper())
    return len(short) >= 3 and short.isupper() and short.isalpha() and sorted(short) == capitals


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
    linked = contrary.repos_of(text) if "github" in text.casefold() else frozenset[str]()
    names = {r.rsplit("/", 1)[-1] for r in contrary.written_repos(text) | linked}
    own = [n for n in names if n.split("-")[0] == word != n and form(n) not in form(shown)]
    return (own[0],) if len(own) == 1 and distinctive(form(own[0])) else ()


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

# An English name of four to eight capitalised words (`Zephyr Prefix-Aware Scheduler`).
_CAPITALISED_NAME = lazy(r"(?:[A-Z][A-Za-z0-9]*[ \-]){3,7}[A-Z][A-Za-z0-9]*")


def full_initials(name: str) -> str:
    """The initials of every word of an English name of four capitalised words or more, its
    release left out (`Zephyr Prefix-Aware Scheduler` → `ZPAS`, `Multilingual Table Retrieval
    Benchmark 1.0` → `MTRB`); "" for another name."""
    name = name.strip()
    name = _VERSION_TAIL.sub("", name) if name[-1:].isdigit() else name
    if name.count(" ") + name.count("-") < 3 or not _CAPITALISED_NAME.fullmatch(name):
        return ""
    return "".join(w[0] for w in re.split(r"[ \-]", name))


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
_NO_RELEASE = lazy(r"[vV]?\d[\d.xX]*|\s+")  # (`分层缓存 2.0` names `分层缓存`)
# A release's qualifier after its version (`Quillserve v3.2.1 LTS`): the release is the version.
_QUALIFIED = lazy(r"(?i)(?<=\d)\s+(?:LTS|GA|stable|preview|hotfix|RC\d*|beta\d*|alpha\d*)$")
# A name's first word followed only by lowercase words: what the thing is, not a feature of it.
_DESCRIBED = lazy(r"^[A-Za-z0-9][A-Za-z0-9.\-]*(?:\s+[a-z][a-z\-]*){1,4}$")


_version = versions.release  # ` v0.5.21.post1` → (0, 5, 21)


# `Lumen 与 Tessera 延迟对比`, `A 和 B 的比较`: two Latin names compared in Chinese words.
_PAIRED = lazy(
    r"^(?P<a>[A-Za-z0-9][A-Za-z0-9.\- ]*?)\s*(?:与|和|跟|同)\s*(?P<b>[A-Za-z0-9][A-Za-z0-9.\- ]*?)"
    r"\s*[^\sA-Za-z0-9]{0,6}?(?:对比|比较|之争|PK|横评)"
)


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


def _pairs_words(name: str) -> bool:
    """The name has a word `_PAIRED` needs between its two sides (`与`, `和`, `跟`, `同`)."""
    return "与" in name or "和" in name or "跟" in name or "同" in name


def _comparison(name: str) -> tuple[str, str, tuple[int, ...]] | None:
    """A comparison's form (see `_compared`), the form without its edition stamp and the
    edition (`2026Q4`: `versions.edition_split`)."""
    sides = _COMPARES.split(name)
    paired = _PAIRED.match(name) if len(sides) == 1 and _pairs_words(name) else None
    if paired:
        sides = [paired["a"], paired["b"]]
    if len(sides) == 1:
        return None
    words: set[str] = set()
    for side in sides:
        core = _LATIN_CORE.match(side.strip())
        words |= {form(w) for w in re.split(r"[\s/]+", core.group() if core else side)}
    kept, edition = versions.edition_split(sorted(words - {""}))
    return "vs" + "".join(sorted(words - {""})), "vs" + "".join(kept), edition


# `相位感知调度（PAS, Phase-Aware Scheduler）`, `NVIDIA 分离式预填充路由（DPR）`: a name with
# Chinese text and, in brackets right after it, the abbreviation it goes by (and the full
# English name the abbreviation's letters begin).
_DEFINES = lazy(
    rf"^(?P<name>[^(:—]*?[{_CJK_CHARS}][^(:—]*?)\s*\(\s*(?P<abbr>[A-Z][A-Z0-9]{{1,7}})\s*"
    r"(?:[,、;/]\s*(?P<full>[A-Za-z][A-Za-z0-9]*(?:[ \-][A-Za-z][A-Za-z0-9]*){1,7}))?\s*\)"
)


# `NVIDIA DPR — Disaggregated Prefill Router, preview`: a name ending in an abbreviation
# that the words right after the name spell out.
_SPELLED_OUT = lazy(
    r"^(?P<name>(?:[A-Za-z0-9][A-Za-z0-9.\-]*\s+)*?)(?P<abbr>[A-Z]{2,8})\s*(?:[—–:]|--?)\s*"
    r"(?P<full>[A-Za-z][A-Za-z0-9]*(?:[ \-][A-Za-z][A-Za-z0-9]*){1,7})"
)


def defined_names(text: str) -> list[str]:
    """The names a lead defines for its name: a Chinese name's abbreviation in brackets and
    the full English name, each also after the name's Latin head (`NVIDIA DPR`); a name's
    final abbreviation spelled out by the words after it (`NVIDIA DPR — Disaggregated
    Prefill Router …` → `Disaggregated Prefill Router`, `NVIDIA Disaggregated Prefill
    Router`, `DPR`)."""
    visible = _untagged(_visible(text))
    whole = _plain(text)
    spelled = _SPELLED_OUT.match(whole.replace("~~", "").strip())
    if spelled and _spells(spelled["abbr"], spelled["full"]):
        words = re.split(r"[ \-]", spelled["full"])[: len(spelled["abbr"])]
        full = spelled["full"][: sum(map(len, words)) + len(words) - 1]
        head = spelled["name"].strip()
        return [spelled["abbr"], full] + ([f"{head} {full}"] if head else [])
    match = _DEFINES.match(visible) if "(" in visible else None
    if match is None:  # (a bold name's brackets follow it: `**KDR**（Kelpie …）`)
        bold = _untagged(whole.replace("~~", "")).strip()
        pair = _bracketed_pair(visible) or (_bracketed_pair(bold) if visible != bold else [])
        return pair or list(bracketed_latin(text))
    abbr, full = match["abbr"], match["full"]
    if full and abbr not in (_initials(full), _initials(full.replace("-", ""))):
        return []
    head = _LATIN_CORE.match(match["name"].strip())
    names = [abbr, full or ""]
    if head and head.group().strip() != match["name"].strip():
        names += [f"{head.group().strip()} {n}" for n in names if n]
    return [n for n in names if n]


# A name and, in the brackets right after it, the other names it goes by, separated by commas:
# `TSS（Tiered SLO Scheduler，分层 SLO 调度器）`, `跨 Pod 前缀中继（CPR，Cross-Pod Prefix Relay）`,
# `Tiered SLO Scheduler (TSS, arXiv:…)`.
_NAME_BRACKET = lazy(r"^(?P<head>[^（(:：—–]{1,60}?)\s*[（(](?P<inside>[^（()）]{1,100})[)）]")
_NAME_STOP = lazy(r"[（(:：—–]")  # what `_NAME_BRACKET`'s head stops at
_BRACKET_PARTS = lazy(r"\s*[，,、;；/]\s*")
_ABBREVIATION = lazy(r"^[A-Z][A-Z0-9]{1,7}$")
_EXPANSION = lazy(r"^[A-Za-z][A-Za-z0-9]*(?:[ \-][A-Za-z][A-Za-z0-9]*){1,7}$")


def _bracketed_pair(visible: str) -> list[str]:
    """An abbreviation and the English name its letters are the initials of, when the name
    and the brackets right after it hold both (either may be the name before the brackets)."""
    stop = _NAME_STOP.search(visible)  # (the brackets come before any other mark that ends it)
    match = _NAME_BRACKET.match(visible) if stop and stop.group() in "（(" else None
    if match is None:
        return []
    head = _VERSION_TAIL.sub("", match["head"].strip())  # `TBG 0.2（Token Budget Governor）`
    parts = [head, *_BRACKET_PARTS.split(match["inside"].strip())]
    abbrs = [p for p in parts if _ABBREVIATION.match(p)]
    fulls = [p for p in parts if _EXPANSION.match(p)]
    for abbr, full in ((a, f) for a in abbrs for f in fulls):
        if _initials(full) == abbr or _initials(full.replace("-", "")) == abbr:
            return [abbr, full]
    return []


# `时隙调度器（Capstan Scheduler）`, `系缆推理服务 3（Bollard Serve 3）`: a Chinese name, then in
# brackets the Latin name the thing goes by (capitalised words, a release after them), alone
# or first of the clauses there.
_CHINESE_THEN_LATIN = lazy(
    rf"^(?P<head>[{_CJK_CHARS}A-Za-z0-9][{_CJK_CHARS}A-Za-z0-9\s.\-]*?)\s*[（(]\s*"
    r"(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,3}(?:\s+v?\d+(?:\.\d+)*)?)"
    r"(?P<more>\s*[，,；;]\s*[^（()）]{1,40})?\s*[)）]"  # (a maker after: `云枢（Yunshu，灵渠）`)
)


# A Latin word of a Chinese name that names something (`vLLM`, `Vellichor`): not an acronym
# (`SLO`, `FP8`, `KV`: words of the trade), not the `x` of a series (`2.x`).
@functools.lru_cache(maxsize=64)  # pure; a lead is read as it is added, filed and named
def bracketed_latin(text: str) -> tuple[str, ...]:
    """The Latin name in brackets right after a lead's Chinese name, plain or bold
    (`时隙调度器（Capstan Scheduler）`, `**停摆守卫**（Stallguard）`; `_bracketed_latin`)."""
    if "(" not in text and "（" not in text:
        return ()
    visible = _untagged(_visible(text))
    whole = _plain(text)  # (folded once: `defined_names` too)
    bold = _untagged(whole.replace("~~", "")).strip()
    found = _bracketed_latin(visible) or (_bracketed_latin(bold) if visible != bold else [])
    # (not a release the lead says it is built on: `问天 2.5（Qwen 2.5，…）：基于 Qwen 2.5 …`)
    return tuple(n for n in found if not (n[-1:].isdigit() and built_on(text, n)))


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


_HEAD_WORD = lazy(r"(?<![A-Za-z0-9])(?=[A-Za-z0-9]*[a-z])[A-Za-z][A-Za-z0-9]+")


def _tail_restated(head: str, latin: str) -> bool:
    """A Chinese name's Latin part is letters the bracketed name writes as its own words
    (`青鸾-VL` in `Qingluan-VL`): the brackets give the whole name in Latin (not a release,
    `镜湖 1.6`, nor an abbreviation spelled out, `SPR 调度器（Slack-Preserving Reordering）`)."""
    rest = _CJK_RUNS.sub(" ", head)
    words = re.findall(r"[A-Za-z]+|\d+", rest)
    said = {w.casefold() for w in re.findall(r"[A-Za-z]+", latin)}
    return bool(words) and all(w.casefold() in said for w in words)


_CJK_RUNS = lazy(r"[\u3400-\u9fff\uf900-\ufaff]+")


def _release_restated(head: str, latin: str) -> bool:
    """The brackets give a release's name in Latin with the same release the Chinese name
    ends with (`流明视觉 2.5（Lumora-VL 2.5，…）`, `粤听 ASR 1.4（Canto-ASR 1.4，…）`): the same
    release's other name (not a product's name beside a release, `镜湖 1.6（Jinghu，…）`)."""
    mine, theirs = _VERSION_TAIL.search(head), _VERSION_TAIL.search(latin)
    if mine is None or theirs is None:
        return False
    if versions.release(mine.group()) != versions.release(theirs.group()):
        return False
    core = head[: mine.start()].strip()
    return not _NOT_CJK_ONLY.search(core) or _tail_restated(core, latin[: theirs.start()])


def _bracketed_latin(visible: str) -> list[str]:
    """The Latin name in brackets right after a Chinese name: another name of the same
    thing (not an abbreviation's letters alone, nor common words: `调度器（Scheduler）`); a
    name with Latin words in it only when the brackets restate them all, acronyms aside
    (`薇丽 FP8 KV 缓存（Vellichor FP8 KV-Cache）`, `基于SLO的分块调度（Scrivener Scheduler）`;
    not `vLLM 原生后端（Transformers）`)."""
    match = _CHINESE_THEN_LATIN.match(visible) if _bracketed(visible) else None
    if match is None or _ABBREVIATION.match(match["latin"]) or not _HAS_CJK.search(match["head"]):
        return []
    restated = _tail_restated(match["head"], match["latin"])  # (`青鸾-VL（Qingluan-VL，…）`)
    restated = restated or _release_restated(match["head"], match["latin"])
    if match["more"] and _NOT_CJK_ONLY.search(match["head"]) and not restated:
        return []  # (`镜湖 1.6（Jinghu，…）`: a release's; `SPR 调度器（Slack-…，…）`: a spelling)
    said = {w.casefold() for w in _HEAD_WORD.findall(match["latin"])}
    if not {w.casefold() for w in _HEAD_WORD.findall(match["head"])} <= said:
        return []  # (`vLLM 原生后端（Transformers）`: the brackets do not restate the name)
    latin = _VERSION_TAIL.sub("", match["latin"])
    return [match["latin"]] if _proper(latin) and distinctive(form(latin)) else []


_NOT_CJK_ONLY = lazy(r"[A-Za-z0-9]")


def _initials(name: str) -> str:
    """`Cross-Pod Prefix Relay` → `CPPR` (hyphenated words apart), `Tiered SLO Scheduler` →
    `TSS`."""
    return "".join(w[0] for w in re.split(r"[ \-]", name) if w).upper()


# Capitalised at a title's head, still common words: never a proper name alone.
COMMON = GENERIC | frozenset(
    {"scheduler", "scheduling", "router", "routing", "gateway", "kernel", "kernels"}
    | {"attention", "batching", "decoding", "decode", "prefill", "quantization", "tokenizer"}
    | {"pipeline", "tracing", "observability", "leaderboard", "roadmap", "cluster", "memory"}
    | {"speculative", "compiler", "plugin", "server", "client", "adapter", "storage", "offload"}
    | {"study", "report", "analysis", "guide", "tutorial", "overview", "news", "weekly"}
    | {"a", "an", "the", "of", "on", "in", "at", "for", "to", "with", "towards", "first", "new"}
)


def _proper(core: str) -> bool:
    """Every word of a Latin name capitalised, and not all of them common words (`Kestrel`,
    `Mosaic-Spec`, `Phase-Aware Scheduler`; not `Scheduler`, `Speculative Decoding`)."""
    words = core.split()
    capitalised = all(w[:1].isupper() or w[:1].isdigit() for w in words)
    return bool(words) and capitalised and not all(form(w) in COMMON for w in words)


# A capitalised word of four letters or more with lowercase letters: a name (`Lumen-2`,
# `XidGuard`), not a chip or a figure (`B200`, `H100`), an acronym (`MoE`, `NVIDIA`) or an
# acronym's compound (`SLO-aware`, `KV-Cache`: the lowercase letters come after a hyphen).
_CAPITALISED = lazy(r"(?<![A-Za-z0-9])[A-Z](?=[A-Za-z0-9]*[a-z][A-Za-z0-9]*[a-z])[A-Za-z0-9\-]{3,}")


# Protocols and formats a product speaks, capitalised like names (`Switchyard 网关 OAuth
# 令牌透传缺陷`): what the subject's news is about, never another thing an entry stands for.
_PROTOCOL_WORDS = frozenset(
    {"oauth", "oauth2", "openid", "saml", "webauthn", "webhook", "webhooks", "websocket"}
    | {"websockets", "graphql", "protobuf"}
)


def _names_another(name: str, core: str) -> bool:
    """The subject names another thing after its Latin core: a capitalised word of four
    letters or more, not generic (`Tessera 团队新项目 Lumen-2`, `Tidepool 与 Strata 集成`)."""
    rest = name[name.find(core) + len(core) :] if core in name else ""
    new = versions.renamed_to(rest)  # (`X 更名为 Y`: Y is X's new name, not another thing)
    if new:
        rest = rest.replace(new, "", 1)
    return any(
        form(m.group()) not in GENERIC
        and form(m.group()) not in _PROTOCOL_WORDS
        and not _TAKES_ON.search(rest[: m.start()])
        and not _ON_NAMED.search(rest[: m.start()])
        and not _granted_by(rest[: m.start()])
        and not _FEATURE.match(_MORE_CAPITALISED.sub("", rest[m.end() :], count=1))
        and not _support_launched(rest[: m.start()], rest[m.end() :])
        for m in _CAPITALISED.finditer(rest)
    )


# Support for a thing that a title says its subject launched (`Lumen Trace 上线 OpenTelemetry
# 语义约定支持`, `X 推出 Postgres 兼容`): the subject's feature, not another thing it is about.
_LAUNCHED_BEFORE = lazy(r"(?:上线|推出|发布|(?i:launch(?:es|ed)?|ships?))\s*$")
_SUPPORT_AFTER = lazy(r"^[^，,；;。—–]{0,24}?(?:支持|兼容|集成|(?i:support|integration))")


def _support_launched(before: str, after: str) -> bool:
    """The capitalised word comes after a launch word and before a support word, in one
    clause (`上线 OpenTelemetry 智能体语义约定支持`): what the subject now supports."""
    return bool(_LAUNCHED_BEFORE.search(before) and _SUPPORT_AFTER.match(after))


# `在` and the Latin words of a name a later capitalised word goes on (`X 在 SWE-bench Verified
# 达到 74.2%`: `Verified` is still the name of where X scored, not another thing X is about).
_ON_NAMED = lazy(r"在\s*(?:(?<![A-Za-z0-9.\-])[A-Za-z0-9][A-Za-z0-9.\-]*\s+)+$")


def _granted_by(before: str) -> bool:
    """The capitalised word is part of the name of what grants the subject something, right
    after `获` (`Osprey 获 CNCF Sandbox 接纳`, `X 获 Sequoia Capital 领投`): who grants it, not
    another thing the title is about."""
    return "获" in before and _GRANTED.search(before) is not None


_GRANTED = lazy(r"获得?\s*(?:[A-Za-z][A-Za-z0-9.\-]*\s+)+$")


# `X 竞品 Y 发布`, `X 的替代者 Y`: the title is about Y; X is named only as what Y competes with.
_RIVAL = lazy(rf"^\s*的?\s*{_RIVAL_WORDS}")
_RIVAL_STEMS = ("竞", "对手", "替代", "挑战")  # one is in each of `_RIVAL_WORDS`


def _joins(text: str, name: str) -> bool:
    """The subject joins another capitalised name (`A and B 联合基准`, `A alternative B`), or is
    joined to one by the ` & ` it ends at (`A & B benchmark`)."""
    if contrary.joins_another(name, GENERIC):
        return True
    if "&" not in text:
        return False
    visible = _visible(text)
    after = visible[visible.find(name) + len(name) :] if name and name in visible else ""
    return after.lstrip().startswith("&") and contrary.joins_another(after, GENERIC)


# The Latin name after a rival word (`Halyard 竞品 Marlin Router 开源` → `Marlin Router`).
_RIVAL_SUBJECT = lazy(
    rf"^[A-Za-z][A-Za-z0-9.\- ]*?\s*的?\s*{_RIVAL_WORDS}\s*"
    r"(?P<name>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)*)"
)


def _rival_subject(shown: str) -> str | None:
    """The name of the thing a name calls another's rival (`Halyard 竞品 Marlin Router 开源`:
    `Marlin Router`), an entry a night created from such a title being that thing's; None
    when the name is no rival phrase or names no capitalised thing after it."""
    if not any(word in shown for word in _RIVAL_STEMS):
        return None  # (most names: no rival word, the pattern is not run)
    match = _RIVAL_SUBJECT.match(shown)
    return match["name"] if match and _product_word(match["name"].split()) else None


def _rival(name: str, core: str) -> bool:
    """The words right after the Latin core say the title is about the core's rival, or about
    a new thing the core's makers launched (`_by_its_makers`)."""
    if core not in name:
        return False
    rest = name[name.find(core) + len(core) :]
    return bool(_RIVAL.match(rest)) or _by_its_makers(rest, core)


def _says_rival(name: str) -> bool:
    """The name holds a rival word (`竞品`, `替代者`, …): `rival` read so, not by its makers."""
    return any(stem in name for stem in _RIVAL_STEMS)


# The core's people, then a word saying they launched something (`PRISM 作者开源 …`, `Quill
# 开发者新作 …`, `Tessera 团队发布 …`, `Kestrel's team launches …`): the title is about what
# they launched, when it is a name of its own (`_launched_another`).
_MAKERS_LAUNCH = lazy(
    r"^\s*的?\s*(?:论文|项目|原|前|核心)?\s*(?:作者(?:团队)?|团队|原班人马|开发者|维护者"
    r"|(?:联合)?创始人|母公司|核心成员|出品方)\s*[^\s，,。；;：:A-Za-z]{0,4}?"
    r"(?:开源|发布|推出|新作|新项目|打造|上线|创立|创办)"
    r"|^(?:'s)?\s+(?i:team|authors|creators|founders|developers|maintainers|makers)\s+"
    r"(?i:open[- ]sources?|releases?|launch(?:es)?|unveils?|ships?|introduces?)(?![A-Za-z])"
)
# A capitalised name, its release left out (`Lumen Serve`, `Prism Serve 2.0`: `Prism Serve`).
_LAUNCHED_NAME = lazy(r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)*")


def _by_its_makers(rest: str, core: str) -> bool:
    """The words after a core say its makers launched another thing, named by a capitalised
    name that is not the core again (`PRISM 作者开源 Prism Serve`: not `Prism`; `Kestrel 团队发布
    Kestrel 2.0` is the core's own release)."""
    said = _MAKERS_LAUNCH.match(rest)
    if said is None:
        return False
    return any(
        form(m.group()) not in (form(core), "") and form(m.group()) not in GENERIC
        for m in _LAUNCHED_NAME.finditer(rest, said.end())
    )


# `Weft路由器接入Halyard…`, `X 新增 Y 后端`: the name acts on the other thing, which is only
# what it now works with; the subject stays the name (not so `X 与 Y 集成`, `X 团队新项目 Y`);
# `X 获 Y 背书`: X gains something from the other thing, still X's news.
# (`ImageKV 进入 VS 2.6 主线`, `ViBatch 1.3 合入 TokenWeave`: the subject goes into, or takes in,
# the other thing: still the subject's news)
_TAKES_ON = lazy(
    r"(?:接入|对接|对齐|遵循|适配|兼容|支持|新增|加入|修复|在|获得?|进入|合入|并入)\s*$"
)
# A name that is one word glued to its generation (`Sable3`, `Kiln-2`), as written; its
# bare word as compared (`sable`); a release written in a lead (`v1.3`, `2.1 版`).
_GENERATION = lazy(r"^[A-Za-z][A-Za-z]+-?\d{1,2}$")
_GLUED_WORD = lazy(r"^[a-z]{3,}$")
_LEAD_RELEASE = lazy(r"(?<![\w.])v?(?P<major>\d{1,3})\.\d+(?:\.\d+)*(?![\w.])")
# A repository's name as written (`sorrel-rag`, `gallant-rt`): lowercase words joined by hyphens.
_REPO_NAME = lazy(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$")
# A word saying what a thing did, right after its name (`季风路由新增…`, `…发布 2.0`).
_NEWS_VERB = lazy(
    r"^(?:新增|发布|推出|上线|开源|支持|修复|接入|引入|升级|更名|改名|归档|弃用|移除|宣布|默认)"
)
# A leaderboard, right after a benchmark's name (`视域评测榜单周更`, `…排行榜 9 月更新`).
_BOARD_NOUN = lazy(r"^(?:榜单|排行榜|子榜)")


# A product's name, then a generation of a capital and a number (`Helix H3 发布`), then more.
_GENERATION_NAMED = lazy(
    r"^(?P<name>[A-Z][A-Za-z0-9]+)\s+(?P<generation>[A-Z]\d{1,2})(?![A-Za-z0-9.\-])"
)


# A name and its numbered generation (`Glint-2`, `Pixie 2`).
_NUMBERED = lazy(r"^(?P<name>[A-Za-z][A-Za-z\-]*?)[- ](?P<n>[1-9]\d?)$")


# A name of two capitalised Latin words at a title's start (`Orca NPU`, `Tern Cache`).
_TWO_WORD_NAME = lazy(r"^[A-Z][A-Za-z0-9\-]*\s+[A-Z][A-Za-z0-9\-]*(?![A-Za-z0-9])")


def _denies_namesake(relation: str, mine: Names, theirs: Names) -> bool:
    """The relation line's denials write the entry's first word, but the title names the
    entry by a longer name it holds (`Orca NPU 驱动崩溃` for `鲸芯 Orca NPU`), and each denial
    writing that word writes another word after it (`unrelated to the Orca scheduler`): they
    deny a namesake, not this entry (`与 Orca 无关`, the bare word, denies every Orca)."""
    two = _TWO_WORD_NAME.match(mine.shown)
    if two is None or form(two.group()) not in form(theirs.shown):
        return False
    first, second = two.group().split()[:2]
    after = re.compile(rf"(?<![A-Za-z0-9]){re.escape(first)}\s+(?P<next>[A-Za-z][A-Za-z0-9\-]*)")
    clauses = [c for c in contrary.denying(relation) if first.casefold() in c.casefold()]
    for clause in clauses:
        nexts = [m["next"] for m in after.finditer(clause)]
        if not nexts or any(n.casefold() == second.casefold() for n in nexts):
            return False
    return bool(clauses)


def _same_generation(generation: str, shown: str) -> bool:
    """The entry's name opens with the very generation the title names (`Helix H3` and `Helix
    H3 发布`, `Vellum-2 卸载层`), then no more letters or digits of a name: that generation's
    entry, not the product's."""
    mine, theirs = form(generation), form(shown)
    if not theirs.startswith(mine):
        return False
    rest = theirs[len(mine) :]
    return not rest[:1].isascii() or not rest[:1].isalnum()


def _year_only(version: tuple[int, ...]) -> bool:
    """The release is a year alone (`WebTrek 2029`: an edition's)."""
    return len(version) == 1 and 1900 <= version[0] <= 2100


# A dotted release glued to the Chinese name before it (`霁光3.6 API 降价`).
_GLUED_DOTTED = lazy(r"^v?(\d+(?:\.\d+)+)(?![\d.])")


def _dotted(version: str) -> tuple[int, ...]:
    """`3.6` → (3, 6)."""
    return tuple(int(part) for part in version.split("."))


def _set_apart(rest: str) -> bool:
    """What follows a two-character Chinese name at a title's start sets it apart as a name
    (`羽伴 编码智能体上线团队空间`, `鹊桥 KV 传输 0.9.1`, `羽伴发布团队版`): a space, or a word
    saying what the thing did; not more Chinese glued on (`港湾城市`: another word), nor Latin
    or a figure glued on (`澜仓Cloud`, `海燕-2`: maybe another product, another generation)."""
    return not rest or rest[0].isspace() or bool(_NEWS_VERB.match(rest))


# The words right after a product word, up to a space, a figure or a mark (`智能体运行时`).
_KIND_HEAD = lazy(rf"^\s*[A-Za-z{_CJK_CHARS}][A-Za-z\-{_CJK_CHARS}]*(?=[\s\d\W]|$)")
# A name right after a word saying the subject now works with it or goes into it.
_TAKEN_ON_NAME = lazy(
    r"(?:接入|对接|适配|兼容|支持|加入|并入|合并到|合并进|迁移到|迁入|进入)\s*"
    r"(?P<name>[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Z0-9][A-Za-z0-9.\-]*){0,3})"
)
# `Yarrow Router 新增成本/延迟 Pareto 模式`: a capitalised word then the word for a mode or a
# policy names a feature of the subject, not another thing (not `… 接入 Chrome DevTools`).
# A backend for a named piece of hardware or platform is a feature too (`Bellows v2.3 adds an
# Apple Neural Engine backend`, `X 新增 Hexagon NPU 后端`), the capitalised words before the word
# read as one name (`_MORE_CAPITALISED`); so is a tier or plan of the subject's own (`Larch Cloud
# 推出 Serve 托管层`).
_FEATURE = lazy(
    r"^\s*(?:模式|策略|算法|后端|托管层|服务层|套餐|mode|policy|backend|tier|plan)(?![A-Za-z])",
    re.I,
)
_MORE_CAPITALISED = lazy(r"^(?:\s+[A-Z][A-Za-z0-9\-]*)+(?=\s|$)")


def _shares_besides(mine: Names, theirs: Names) -> bool:
    """The two names share a word (or Chinese bigram) besides the title's first word."""
    head = _FIRST_WORD.match(mine.shown)
    return bool((mine.words & theirs.words) - _words(head.group() if head else ""))


_LATIN_OR_CJK = lazy(rf"[A-Za-z0-9{_CJK_CHARS}]")
# Agreement on these alone is no agreement: a modifier (`tier`: offload tier, pricing tier),
# and `KV` without `cache` (any key-value thing).
_BROAD = frozenset({"tiered"})
_BARE_KV = lazy(r"(?i)(?<![A-Za-z0-9])kv(?![A-Za-z0-9])(?!\s*-?\s*(?:cache|缓存))")
_WORD = lazy(r"[a-z0-9]+")


def fold_words(text: str) -> str:
    """Text as its words are compared: width and case folded."""
    return unicodedata.normalize("NFKC", text).casefold()


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


_ONLY_WORD = "title names only the product word"


# Words after an entry's whole name that go on with a proper word (` Cache 开源` after `Heron`).
_LONGER_NAME = lazy(r"\s*[A-Z][a-z]+(?![A-Za-z0-9])")
_RELEASED = lazy(r"(?i)发布|正式版|(?<![A-Za-z])released?(?![A-Za-z])")
# After a release, a verb saying what the release changed: the rest is the news, not a name.
_CHANGED = lazy(r"(?<=\d)\s*(?:修复|新增|支持|加入|上线|引入|默认|改为|移除)")
# A release in the words after a product word (`Trestle 路由器 0.4`, `Lampwick追踪0.9`).
_RELEASE_AFTER = lazy(r"(?<![A-Za-z0-9.])v?(\d+(?:\.\d+)+)(?![\d.])")


def _product_word(words: list[str]) -> bool:
    """Words that can be a product's name on their own: capitalised or product-like
    (`Vellum`, `Morrow Serve`, `H2O`), distinctive, not a common or generic word."""
    name = form(" ".join(words))
    shaped = _proper(" ".join(words)) or bool(_PRODUCT.search(" ".join(words)))
    return shaped and distinctive(name) and name not in COMMON


_IDENTIFIER = lazy(r"^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![A-Za-z0-9_])")


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
    common word (`Skerry FP4 KV Cache`)."""
    after = words[0] if words else ""
    named = any(form(m) not in COMMON for m in _CAPITALISED.findall(" ".join(words)))
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


def _spells(abbr: str, full: str) -> bool:
    """The first words of `full` begin with the letters of `abbr`."""
    words = re.split(r"[ \-]", full)
    return len(words) >= len(abbr) and "".join(w[0] for w in words[: len(abbr)]).upper() == abbr


def _words(name: str) -> set[str]:
    """Latin words (folded) and Chinese bigrams of a name, to see what two names share."""
    return {w.casefold() for w in re.findall(r"[A-Za-z][A-Za-z0-9]+", name)} | bigrams(name)


# An all-Latin name whose first words carry capitals and whose rest is lowercase words: the
# thing, then what about it (`GPU Xid error triage`, `OpenTelemetry GenAI conventions`).
_ENGLISH_NAME = lazy(r"^[A-Za-z0-9][A-Za-z0-9.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.\-]*){2,7}$")


def _heads(name: str) -> tuple[str, ...]:
    """The first two words or more (not all) of an English name of three words or more,
    as a title that goes on in Chinese names it (`GPU Xid 故障排查` for `GPU Xid error
    triage`, `OpenTelemetry GenAI 语义约定` for `OpenTelemetry GenAI conventions`)."""
    if not _ENGLISH_NAME.match(name):
        return ()
    words = name.split()
    heads = (words[:k] for k in range(2, len(words)))  # not common words alone (`LLM Inference`)
    return tuple(form(" ".join(h)) for h in heads if not all(form(w) in COMMON for w in h))


_INNER = lazy(r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?![A-Za-z0-9\-])")


def _inner(name: str) -> tuple[str, ...]:
    """The one capitalised word of four letters or more after a name's first word when it is
    the name's only Latin word that is not generic: the product a Chinese name is about
    (`Agent 推理链路追踪 TraceLoom`; not `vLLM 与 Prometheus 集成`, about vLLM as much)."""
    found = [m.group() for m in _INNER.finditer(name) if m.start() > 0]
    inner = [f for w in found if len(f := form(w)) >= 4 and f not in GENERIC]
    latin = {form(w) for w in re.findall(r"[A-Za-z][A-Za-z0-9.\-]*", name)} - GENERIC
    return (inner[0],) if len(inner) == 1 and latin == {inner[0]} else ()


@functools.lru_cache(maxsize=64)  # a lead's subject is read by `names_of` and `mention_names`
def _abbreviation_variants(name: str) -> tuple[str, ...]:
    """The name without the abbreviation it defines, and with the abbreviation instead of
    the full name (`NVIDIA EPD Encode-Prefill-Decode X` → `NVIDIA Encode-Prefill-Decode X`,
    `NVIDIA EPD X`); the name itself when it defines none."""
    for pattern in (_ABBR_AFTER, _ABBR_BEFORE) if _bracketed(name) else (_ABBR_BEFORE,):
        for match in pattern.finditer(name):
            variants = _expanded(name, match, before=pattern is _ABBR_BEFORE)
            if variants:
                return tuple(re.sub(r"\s+", " ", v).strip() for v in variants)
    return (name,)


def _expanded(name: str, match: re.Match[str], before: bool) -> list[str]:
    """(long form, short form) when the abbreviation's letters are its words' initials."""
    abbr = match.group("abbr")
    words = list(re.finditer(r"[A-Za-z][A-Za-z0-9]*", match.group("full")))
    span = words[: len(abbr)] if before else words[-len(abbr) :]
    if len(words) < len(abbr) or "".join(w.group()[0] for w in span).upper() != abbr.upper():
        span = [] if before else _abbreviated(abbr, words)
        if not span:
            return []
    offset = match.start("full")
    first, last = offset + span[0].start(), offset + span[-1].end()
    if before:  # `ABBR Full Name …`
        return [name[: match.start()] + name[first:], name[:first] + name[last:]]
    return [name[:last] + name[match.end() :], name[:first] + abbr + name[match.end() :]]


def _abbreviated(abbr: str, words: list[re.Match[str]]) -> list[re.Match[str]]:
    """The last two words or more before the brackets that `abbr` abbreviates with letters
    from inside a word too (`Kilnworks Serve (KWS)`: K and w of Kilnworks, S of Serve):
    each word gives its initial and then maybe more of its letters, in order; [] for none."""
    for count in range(2, min(len(abbr), len(words)) + 1):
        span = words[-count:]
        if _takes_letters(abbr.casefold(), [w.group().casefold() for w in span]):
            return span
        if _reordered_capitals(abbr, " ".join(w.group() for w in span)):  # (`VidEval-Long (LVE)`)
            return span
    return []


def _takes_letters(abbr: str, words: list[str]) -> bool:
    """`abbr` is each word's initial followed by some of its later letters, in order."""
    if not words:
        return not abbr
    word = words[0]
    if not abbr or abbr[0] != word[0]:
        return False
    rest, at = abbr[1:], 1
    for taken in range(len(rest) + 1):  # letters this word gives after its initial
        if taken and (at := word.find(rest[taken - 1], at) + 1) == 0:
            return False
        if _takes_letters(rest[taken:], words[1:]):
            return True
    return False


# A relation line asking for an entry of its own (`建议新建事故条目`, `另立条目`).
_ENTRY_APART = lazy(r"新建|新开|另立|另开|单列|单独(?:建|立|开|成)|新条目|(?i:new\s+entry)")


def _names_its_product(title: incidents.Described, lead: incidents.Described) -> bool:
    """An incident entry's lead names a Latin word of the title and every product word of it
    (`vLLM` in both; not a `Quillserve` title's against a Larchserve entry)."""
    shared = title.words & lead.words
    return bool(shared) and all(title.in_lead(w, lead) for w in title.products)


def _leads_with(title: str, name: str) -> bool:
    """The title starts with the name, a distinctive one, as compared (`滨草云冷启动…` and
    `滨草云`; not `滨草云网关…`'s `滨草`: two characters are no name to lead with)."""
    named = form(name)
    return distinctive(named) and len(named) >= 3 and form(_visible(title)).startswith(named)


def relation_names(
    relation: str, patterns: tuple[re.Pattern[str], ...] = (_HAS, _CONTINUES)
) -> list[str]:
    """The entry names a relation line says the increment builds on."""
    names: list[str] = []
    for pattern in patterns:
        for match in pattern.finditer(relation):
            said = match.group("names") or (match.groupdict().get("aside") or "")
            text = _SECTION_REF.sub("", said.strip())
            names += [n.strip(' "“”「」') for n in _SPLIT.split(text) if n.strip()]
    return list(dict.fromkeys(n for n in names if n))


# An increment a relation line cites by day and number (`续立 10-06 增量 6 …`, `与 Noa 实例
# 同日简报增量 3 是同一篇论文`, a clause opening with a bare `续 11-04 增量 2（…）`), in a clause
# saying this continues or restates it.
_CITED = lazy(
    r"(?:(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?|同日)[^；;。，,\d]{0,12}?"
    r"(?:增量|(?P<adj>邻接))\s*(?P<n>\d+|[A-Z](?![A-Za-z])|[一二三四五六七八九十])"
)
_SAME_THING = lazy(r"同一|相同|续立|续写|延续|更新|补充|再次|^\s*续(?=\s|\d)")
_NUMERALS = {c: str(i) for i, c in enumerate("一二三四五六七八九十", 1)}


def cited_increments(relation: str, date: str) -> list[str]:
    """The ids of the increments a relation line says this one continues or restates
    (`同日` is the briefing's `date`; a clause naming them as context cites nothing)."""
    found: list[str] = []
    for clause in re.split(r"[；;。]", affirmed(relation)):
        if not _SAME_THING.search(clause) or _CONTEXT.search(clause):
            continue
        for m in _CITED.finditer(clause):
            day = date
            if m["month"] is not None:
                day = f"{date[:4]}-{int(m['month']):02d}-{int(m['day']):02d}"
            number = _NUMERALS.get(m["n"], m["n"])
            found.append(marker.increment_id(day, number, adjacent=m["adj"] is not None))
    return list(dict.fromkeys(found))


# A clause that denies a tie (`本条并非对 A 条目的补充`, `不要更新 A 条目`, `与 A 无关`).
_NEGATED = lazy(
    r"并非|不是|不要|不应|并不|而非|无关|不属于|区别于|非同一"
    r"|(?i:(?<![A-Za-z])(?:not|isn't|unrelated|rather\s+than|instead\s+of)(?![A-Za-z]))"
)
_CLAUSE = lazy(r"[^；;。！!？?，,]+[；;。！!？?，,]?")


# A continuation word with a negation glued before it (`勿续 Capstan 条目`, `不再续`, `无需续立`,
# `不更新 A 条目`): a clause saying not to continue what it names.
_NOT_CONTINUED = lazy(
    r"(?:勿|不再|无需|不必|不用|不|非|别|未)\s*(?:再\s*)?"
    r"(?:续|(?:更新|补充|跟进|接续|承接|延续)[^；;。！!？?，,]*条目)"
)
# A clause asking for an entry of the increment's own (`另立条目`, `应另立 Rook 新条目`, `单列`,
# `单独成条`, `新条目`, `new entry`), not told otherwise (`无需另立条目`, `新条目之外`).
_APART_ASK = lazy(
    r"(?<!勿)(?<!不)(?<!无需)(?<!不必)(?<!不用)(?<!别)(?<!未)"
    r"(?:另(?:立|开)[^；;。！!？?，,]{0,12}?条|单列|单独(?:成|立|建|开)条|新条目"
    r"|新建[^；;。！!？?，,]{0,8}?条目|(?i:(?<![A-Za-z])(?:new|separate|own)\s+entry(?![A-Za-z])))"
    r"(?!目?\s*(?:之外|以外))"  # (not `新条目之外`: besides one)
)
# A clause ending by saying the increment is a new thing (`同类新项目`, `同一厂商的新产品`,
# `新玩家`, `a new product`): not `新版本`, `新功能` (the entry's thing's news), nor denied
# (`同一产品更名，非新产品`, `不是新项目`, `not a new product`).
_NEW_THING = lazy(
    r"(?<![非无])(?<!不是)(?<!不算)新(?:项目|产品|玩家|入局者)(?=\s*(?:[；;。！!？?，,]|$))"
    r"|(?i:(?<![A-Za-z])(?<!not\s)an?\s+new\s+(?:product|project|player|entrant)s?"
    r"\s*(?=[；;。.!?，,]|$))"
)


# A clause, its brackets whole (`与 X（同名云厂商，6-17）无关；`).
_BRACKETED_CLAUSE = lazy(r"(?:[（(][^（()）]*[）)]|[^；;。！!？?，,])+[；;。！!？?，,]?")
# A clause saying no more than that the names agree (`仅同名`, `只是同名而已`).
_ONLY_SAME_NAME = lazy(r"^\s*(?:仅|只|只是|仅是|纯属)?\s*同名(?:而已)?\s*[；;。！!？?，,]?\s*$")
_UNRELATED_TO = lazy(
    r"^\s*(?:本条|注意|需?注意|请注意)?\s*与(?:[（(][^（()）]*[）)]|[^；;。，,])*?"
    r"(?:无关|(?:不是|并非|非)同一(?:个|款|家|种)?"  # (`与 Nimbus Trace（…）不是同一家`)
    r"|(?:只是|仅是|仅|只)同名)"  # (`与 01-08 的 Harbor Eval 只是同名前缀，无关`)
)


def _said_clauses(relation: str) -> list[str]:
    """The relation line's clauses that deny no tie (`本条并非对 A 条目的补充`, `不要更新 A
    条目`, `勿续 Capstan 条目`: none)."""
    return [
        c
        for c in _CLAUSE.findall(relation)
        if not _NEGATED.search(c) and not _NOT_CONTINUED.search(c)
    ]


@functools.lru_cache(maxsize=64)  # pure; read per rule and per candidate of one increment
def asks_apart(relation: str, pattern: re.Pattern[str] = _APART_ASK) -> bool:
    """The relation line's last word is an entry of the increment's own: a clause asking for
    one (`另立条目`, `新条目`), no clause after it saying the increment continues something
    (`勿续 Capstan 条目，另立条目`; `X 的后续处置之外的新功能，另立条目`); with `_NEW_THING`, a
    clause saying the increment is a new product or project."""
    apart = False
    for clause in _said_clauses(relation):
        asked = pattern.search(clause)
        rest = clause[asked.end() :] if asked else clause  # (`新条目补充：续 X 条目`: continues)
        if _UPDATES.search(rest) or relation_names(rest, _CONTINUATIONS):
            apart = False
        elif asked:
            apart = True
    return apart


@functools.lru_cache(maxsize=64)  # pure; read by each rule of one increment in a row
def affirmed(relation: str) -> str:
    """The one reading of a relation line every rule takes its continuation evidence from:
    the line without its clauses that deny a tie (`本条并非对 A 条目的补充`, `不要更新 A
    条目`, `勿续 A 条目`), and nothing at all when its last word asks for an entry of the
    increment's own (`续 X 条目所述问题的竞品方案，新条目`: `asks_apart`) or says it is a new
    product or project (`跟进 X 条目时发现的同类新项目`)."""
    if asks_apart(relation) or asks_apart(relation, _NEW_THING):  # (`…同类新项目`: what the
        return ""  # line names is no entry the increment continues; the title's name still is)
    return "".join(_said_clauses(relation))


# A clause naming what it names as background (`background: X`, `背景：X`, `see also X`).
_BACKGROUND = lazy(
    r"背景|(?i:(?<![A-Za-z])(?:background|see\s+also|for\s+context|context\s+only)(?![A-Za-z]))"
)


_PLAIN_SECTION = lazy(r"§\s*(\d+\.\d+)(?![\d.])")  # `§1.4` (not a legacy `§1.(4)`)


def background_clauses(relation: str) -> list[str]:
    """The clauses of a relation line without continuation wording that name things as
    background (`background: Vellum offload tier; this is a new project`): what they name is
    context, not the thing the increment continues."""
    if not relation or _CONTINUING.search(relation):
        return []
    return [c for c in re.split(r"[；;。！!？?，,]", relation) if _BACKGROUND.search(c)]


def continuing(relation: str) -> bool:
    """The relation line says the increment continues what it names (not only context)."""
    said = _CONTINUING.search(relation) or _THAT_ENTRY.search(relation)  # (`本条为其更名后…`)
    return bool(said) and not (_CONTEXT.search(relation) and not _SURELY.search(relation))


@dataclass(frozen=True)
class Evidence:
    """One reason to think an increment continues an entry."""

    weight: float
    why: str


@dataclass(frozen=True)
class Verdict:
    """The decision for one increment: the entry it continues (an index into the
    `NameIndex`'s entries) or None, and the best candidate's evidence."""

    chosen: int | None
    candidate: int | None
    score: float
    evidence: tuple[Evidence, ...]

    @property
    def why(self) -> str:
        return " + ".join(e.why for e in self.evidence)

    @property
    def possible(self) -> bool:
        """Some evidence, not enough: a new entry the reviewer should look at."""
        return self.chosen is None and self.candidate is not None and self.score >= POSSIBLE


_NO_KEYS: frozenset[str] = frozenset()


# A title's head ends (as `contrary.ships` reads it); a release right after a Latin name
# (`TideVoice 0.2.1`, `Quay v2.4.1`), the version its group.
_TITLE_HEAD_END = lazy(r"\s+[—–]{1,2}\s*|\s*——\s*|[：:]\s")
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
_LATIN_RELEASE = lazy(
    r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9-]*\s*(?P<version>v?\d+(?:\.\d+)+)(?![\d.])"
)


def _patch_of_named(mine: Names, theirs: Names) -> bool:
    """`mine` names a patch release of the very release `theirs` is named by (`余烬 Cinder 1.4.2`
    and `余烬 Cinder 1.4 发布`): the same name, the same release line (the caller reads the
    entry's lead as a fix's, whose words say no kind of thing)."""
    if not mine.bare or mine.bare != theirs.bare or len(theirs.version) < 2:
        return False
    return versions.patch_of(mine.version, theirs.version)


def _fix_release(title: str) -> str:
    """The version of a release the title's head says fixes something (`Quay 2.4.1
    修复队列泄漏`); "" for another title."""
    head = _TITLE_HEAD_END.split(title, maxsplit=1)[0]
    release = _LATIN_RELEASE.search(head)
    return release["version"] if release and incidents.is_fix(head) else ""


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
    known: Names | None = None  # worked out when first needed
    aliases: tuple[str, ...] = ()  # the other names it goes by (`entry_names`)
    glossary: Glossary | None = None  # the map's descriptor terms (shared by every entry)
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
        if self.known is None:
            text = lead_text(self.reading or self.lead)
            known = aliased_names(text, self.aliases) if self.aliases else names_of(text)
            self.known = without_descriptors(known, self.glossary or Glossary())
        return self.known


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
    spelled = spelled_out_name(shown, text)  # (`CPA — the Chunked Prefill Arbiter (CPA)`)
    dotted = dotted_name(text)  # (`**龙门缓存** · Gantry Cache — …`)
    given = (*((dotted,) if dotted else ()), *aliases, *bracketed_latin(text), *spelled)
    given = (*given, *described_chinese(text, shown, glossary))  # (`router (龙门路由)`)
    chinese = bracketed_chinese(text, shown, glossary)
    given = (*given, *chinese)  # (`Tansy (…; 艾菊)`)
    given = (*given, *maker_bracketed_chinese(text, shown, glossary))  # (`Inc. (卷云算力)`)
    given = (*given, *bracketed_repository(text, shown))  # (`潮汐 PG MCP（tidewater/pg-mcp，…）`)
    found = entry_names(shown, given, glossary)
    found = (*found, *latin_tail(shown, found, glossary))  # (`Postgres 向量扩展 pgvector`)
    found = (*found, *opening_abbreviation(text, shown), *opening_expansion(text, shown))
    own = short_forms(text, shown) or translated_short_forms(text, shown, found)
    found = (*found, *own_repository_name(text, shown), *own)
    found = (*found, *launched_names(shown))  # (`Sorrel AI 发布 S1 推理加速卡`)
    found = (*found, *renamed_names(shown))  # (`FlowServe 更名 Riverbed，发布 …`)
    found = (*found, *greek_spelled(shown))  # (`τ-bench`: `tau-bench`)
    found = (*found, *latin_before_kind(shown, glossary))  # (`A2A 协议`: `A2A`)
    found = (*found, *slashed_short_form(text, shown))  # (`**TensorRT-LLM** / 英伟达 TRT-LLM`)
    found = (*found, *labelled_release_latin(text))  # (`【巡游者 v2.3】…（Wayfarer）`)
    found = (*found, *bench_head(shown))  # (`MMVista-Bench v2.0`: `MMVista`)
    initials = frozenset(i for name in (shown, *found) if (i := full_initials(name)))
    shorts = tuple(defined_short_forms(text, shown, own))
    pair = _two_language_half(shown) or labelled_chinese(text, shown)
    pair = pair or _release_paired(chinese, shown)  # (`Lingshu Coder 1.5 (…, Yunshan AI; 灵枢)`)
    return Readings(found, pair, shorts, initials)


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


# What follows a name: its separator, then the description's first clause.
_DESCRIPTION = lazy(r"^\s*(?:[—–]{1,2}|-{1,2}|[：:])\s*(?P<clause>[^，,。；;（(]{1,80})")


def _paper_on(relation: str, held: Iterable[str]) -> bool:
    """The relation line says the increment continues what it names and cites the arXiv id
    the entry holds as the original it is about (`SWE-bench Verified 条目更新(数据污染);
    arXiv:2310.06770 原基准`): a paper of its own about the entry's paper, the entry's news."""
    said = affirmed(relation)
    if not said or background_clauses(said) or _NEW_PAPER.search(said):
        return False
    if not any(_UPDATES.search(c) and not _CONTEXT.search(c) for c in _CLAUSES.split(said)):
        return False
    about = [p for p in _PARTS.split(said) if not _BASELINE.search(p)]
    cited = {marker.arxiv_key(a) for p in about for a in refs.arxiv_ids(p)}
    return bool(cited & {k for k in held if k.startswith("arxiv:")})


# A relation line's words for a paper apart from the entry's (`本条是新论文`, `another paper`,
# `是独立新方法`).
_NEW_PAPER = lazy(
    r"新论文|新的论文|另一篇|新工作|独立工作|新方法|独立(?:的)?方法"
    r"|(?i:(?<![A-Za-z])(?:new|another|separate)\s+(?:paper|method)(?![A-Za-z]))"
)
# A part of a clause citing a paper as what the new one is measured against (`以 arXiv:… 为基线`,
# `引用 arXiv:… 作为基线`, `对比 arXiv:…`, `baseline`): citing a paper is not being about it.
_BASELINE = lazy(
    r"基线|对照|对比|比较|引用|参照"
    r"|(?i:(?<![A-Za-z])(?:baselines?|compared?|comparison|cites?|citing|versus|vs)(?![A-Za-z]))"
)
_PARTS = lazy(r"[；;。，,：:]")
# A clause saying the increment updates what it names or is the same thing (`再次确认`, `同一指标的
# 第二版`; not `条目` alone: `已有 X 条目；本条…`).
_UPDATES = lazy(
    r"续立|续写|更新|补充|后续|跟进|再次确认|同一|(?<![继持陆连手存后延])续(?=\s|\d)"
    r"|(?i:(?<![A-Za-z])(?:continues|update\s+to|updates|follow-?\s?up)(?![A-Za-z]))"
)


def _without_acronym(name: str, said: list[str]) -> bool:
    """The Latin words of `name` (after a Chinese half: `港湾注册中心 / Harbor MCP Registry`) are
    `said` (folded) with one inner acronym of two to four capitals more (`MCP`)."""
    theirs = name.rsplit(" / ", 1)[-1].split()
    if len(theirs) != len(said) + 1 or not all(w.isascii() for w in theirs):
        return False
    return any(
        2 <= len(w) <= 4
        and w.isupper()
        and [t.casefold() for t in theirs[:i] + theirs[i + 1 :]] == said
        for i, w in enumerate(theirs[1:-1], 1)
    )


# A CVE id a title says its news came after (`CVE-2029-10433 之后的加固`, `hardening after
# CVE-…`, `following CVE-…`): background, not the vulnerability's news.
_AFTER_CVE = lazy(
    r"(?i)CVE-\d{4}-\d{4,7}\s*(?:之后|以后|过后)"
    r"|(?<![A-Za-z])(?:after|following|post)[\s\-]+(?:the\s+)?CVE-\d{4}-\d{4,7}"
)


def _advisory_named(name: str) -> bool:
    """An entry named as a vulnerability's advisory: its name cites a CVE and reports it, no
    release shipping its fix (`SwarmGrid 安全公告 CVE-2030-2207`, not `Fathom 0.7.1 — CVE-…`)."""
    return incidents.cites_vulnerability(name) and incidents.reports_vulnerability(name)


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


# The evidence of a title starting with an entry's whole name (`_by_leading_name` and the
# other readings of a title that goes on after the name).
_WHOLE_START = lazy(r'^title starts with "(?P<name>[^"]+)", its whole name$')


def _longest_whole(found: dict[int, list[Evidence]], mine: Names) -> None:
    """Two entries' whole names both start the title (`Sieve Rerank v2 large 延迟实测` and
    `Sieve-Rerank-v2`, `Sieve-Rerank`): the title names the longer one; the shorter, a prefix
    of it, loses that evidence (and its entry, with nothing else)."""
    whole = {
        p: form(m["name"].rsplit(" / ", 1)[-1])
        for p, evidence in found.items()
        for e in evidence
        if e.why.startswith("title starts with") and (m := _WHOLE_START.match(e.why))
    }
    title = form(mine.shown)
    for position, name in list(whole.items()):
        if any(o != name and o.startswith(name) and title.startswith(o) for o in whole.values()):
            found[position] = [e for e in found[position] if not _WHOLE_START.match(e.why)]
            if not found[position]:
                del found[position]


def _undenied(lead: str) -> str:
    """A lead without its own clauses denying a tie (`（与 Kestrel Systems 无关）`): what it
    says it is unrelated to is no name or maker of its own."""
    for clause in contrary.denying(lead):  # (read only for a lead a denial names)
        lead = lead.replace(clause, " ")
    return lead


def _word_prefixes(name: str) -> list[str]:
    """A name's first two words, three, …, all (`Meridian Labs GPU` → `Meridian Labs`, …)."""
    words = name.split()
    return [" ".join(words[:n]) for n in range(min(2, len(words)), len(words) + 1)]


def _without_initials(shown: str, own: str) -> str:
    """`own` (the words of a name after its product word) without the abbreviation in
    brackets that ends the name when it is the initials of the name's words (`Cairn Tiered
    Offload (CTO)`): the name again, not a word the title must share."""
    abbr = _END_INITIALS.search(shown)
    if abbr is None or not own.endswith(abbr.group()):
        return own
    words = re.findall(r"[A-Za-z][A-Za-z0-9]*", shown[: abbr.start()])
    if "".join(w[0] for w in words).upper() != abbr["abbr"]:
        return own
    return own[: len(own) - len(abbr.group())]


_END_INITIALS = lazy(r"\s*[（(](?P<abbr>[A-Z]{2,6})[)）]\s*$")


def _plain_lower(mine: Names) -> bool:
    """The title writes a one-word name in lower case with no release after it (`flux 调度：…`,
    `canary 发布：…`): an ordinary word as much as a name (`flux 0.3`, `sorrel-rag`,
    `Nightjar …` are names)."""
    written = _LATIN_CORE.match(mine.shown)
    word = written.group() if written else ""
    return not mine.proper and not mine.version and word.isascii() and word.isalpha()


def _proper_entry_name(theirs: Names) -> bool:
    """The entry's name is a proper name as written (`Nightjar`, `Sorrel RAG`: capitalised
    words) or a repository's (`sorrel-rag`), no common word first (a title writing it in
    lower case names it still; `τ-bench` as `tau-bench`, its Greek letter spelled out)."""
    core = _LATIN_CORE.match(next(iter(greek_spelled(theirs.shown)), theirs.shown))
    if core is None:
        return False
    written = core.group()
    proper = _proper(written) or bool(_REPO_NAME.match(written))
    return proper and form(re.split(r"[\s\-]+", written)[0]) not in COMMON


def _described_comparison(lead: str, names: Names) -> str | None:
    """The comparison a lead's description opens with, when its name says only what was
    measured (`CXL 内存 KV 卸载实测 — Cinder vs LMCache 同机对比`): the entry is that
    comparison (None for a product's entry: `vLLM 0.31 — faster than SGLang vs …`)."""
    visible = _visible(lead)
    head = visible.find(names.shown) if names.shown else -1
    described = _DESCRIPTION.match(visible[head + len(names.shown) :]) if head >= 0 else None
    if described is None or names.shown.isascii():
        return None
    sides = _COMPARES.split(described["clause"], maxsplit=1)
    return (
        _compared(described["clause"]) if len(sides) == 2 and len(sides[0].split()) <= 3 else None
    )


def _after_letters(text: str, count: int) -> str:
    """`text` after its first `count` letters, digits and Chinese characters."""
    seen = 0
    for at, char in enumerate(text):
        seen += bool(form(char))
        if seen == count:
            return text[at + 1 :]
    return ""


def _core_words(mine: Names) -> list[str]:
    """The words of a title's Latin core as written, without a trailing version."""
    match = _LATIN_CORE.match(mine.shown) if mine.core else None
    return _VERSION_TAIL.sub("", match.group().strip()).split() if match else []


# Three or more capitalised words in a row (`Encode-Prefill-Decode`, `SLO Aware Batching`).
_CAPITALISED_RUN = lazy(r"(?<![A-Za-z0-9])(?:[A-Z][a-z]+[\- ]){2,6}[A-Z][a-z]+(?![A-Za-z0-9])")


def _initialised(name: str) -> list[str]:
    """The Latin core of a name with a run of three or more capitalised words written as
    its initials, as documents abbreviate it (`NVIDIA Encode-Prefill-Decode 指南` →
    `nvidiaepd`, `Intel Layered Decode Gateway` → `intelldg`), when the core keeps another
    word (a bare acronym identifies nothing)."""
    core = _LATIN_CORE.match(name)
    run = _CAPITALISED_RUN.search(core.group()) if core else None
    if core is None or run is None:
        return []
    text = core.group()
    words = re.split(r"[\- ]", run.group())
    found = []
    for kept in range(len(words) - 2):  # the run's first words may be a name of their own
        before = text[: run.start()] + " ".join(words[:kept])
        initials = "".join(w[0] for w in words[kept:])
        if (before + text[run.end() :]).strip():
            found.append(form(f"{before} {initials} {text[run.end() :]}"))
    return found


# What an engine's entry says it is (`推理引擎`, `serving engine`, `runtime`).
_ENGINE = lazy(
    r"推理引擎|推理框架|运行时"
    r"|(?i:(?<![A-Za-z])(?:(?:serving|inference)\s+engine|runtime)s?(?![A-Za-z]))"
)


# A path and a release leading a title, what it is about after them in Chinese
# (`tern-labs/tern-router 1.3.2 修复路由抖动`).
_REPO_RELEASE_LED = lazy(
    r"^[A-Za-z0-9][A-Za-z0-9_.\-]*/(?P<repo>[A-Za-z0-9][A-Za-z0-9_.\-]*?)"
    rf"(?P<release>\s+v?\d+(?:\.\d+)+(?:\.post\d+)?)\s+(?=[{_CJK_CHARS}])"
)


def _path_and_release(shown: str) -> re.Match[str] | None:
    """A title's name led by a repository's path (`tidepool-ai/tidepool 0.5`), with a release
    and what it is about in Chinese after it (`tern-labs/tern-router 1.3.2 修复路由抖动`)."""
    if "/" not in shown:
        return None
    return _REPO_PATH.match(shown) or _REPO_RELEASE_LED.match(shown)


def _repository_title(mine: Names) -> Names:
    """A title led by a repository's path and a release (`tidepool-ai/tidepool 0.5 — …`) is
    also read as the repository's name and the release (`tidepool 0.5`), as a lead so written
    is (`aliased_names`): the product's release, whatever the entry calls the product; the
    path's own form is kept (an entry led by the path finds it). Another owner's repository
    of that name is the contrary rules' (`plan/contrary.py`: the increment's repositories)."""
    repo = _path_and_release(mine.shown)
    if repo is None or not repo["release"]:
        return mine
    read = names_of(repo["repo"] + repo["release"])
    return replace(read, full=read.full | mine.full, shown=mine.shown)


def _abbreviated_title(mine: Names) -> Names:
    """A title naming a product, its kind in Chinese, then an abbreviation of its initial and a
    release (`Ferric 网关 FSG 0.9.1`) is also read as the abbreviation and the release
    (`FSG 0.9.1`: `versions.abbreviation_after_kind`), its own forms kept."""
    read = versions.abbreviation_after_kind(mine.shown)
    if read is None:
        return mine
    names = names_of(read)
    return replace(names, full=names.full | mine.full, shown=mine.shown)


# A relation line saying which thing the increment is about (`主体是 Corvid Serve 0.2 的第三方复测`,
# `the subject is X`, `X is the subject`).
_SUBJECT_IS = lazy(
    r"(?:主体(?:是|为)|(?i:the\s+subject\s+is))\s*(?P<a>[A-Za-z][A-Za-z0-9.\- ]*[A-Za-z0-9])"
    r"|(?P<b>[A-Za-z][A-Za-z0-9.\- ]*[A-Za-z0-9])\s+(?i:is\s+the\s+subject)"
)


def _subject_side(mine: Names, relation: str) -> Names:
    """A comparison whose relation line says one side is its subject (`Corvid Serve 0.2 vs
    vLLM` with `以 vLLM 为对照基线；主体是 Corvid Serve 0.2 的第三方复测`) is that side's news:
    read as that side's name (its release too); the comparison as it was otherwise."""
    if not mine.comparison or not relation:
        return mine
    said = _SUBJECT_IS.search(relation)
    if said is None:
        return mine
    subject = form(said["a"] or said["b"])
    sides = [s.strip() for s in _COMPARES.split(mine.shown)]
    side = next((s for s in sides if form(s) == subject), None)
    if side is None:
        return mine
    names = names_of(side)
    return replace(names, full=names.full | mine.full, shown=mine.shown)


def _named_repository(shown: str) -> frozenset[str]:
    """The repository an entry is named by (`quarry-labs/mcp-postgres`, with or without a
    release), folded: the entry's own, as much as one its lead links; none otherwise."""
    path = _REPO_PATH.match(shown.strip()) if "/" in shown else None
    if path is None:
        return frozenset()
    end = path.start("release") if path["release"] else path.end()
    return frozenset({path.group()[:end].casefold()})


def _title_repository(mine: Names) -> frozenset[str]:
    """The repository a title is led by, with a release (`tidepool-ai/tidepool 0.5`), folded;
    none otherwise."""
    repo = _path_and_release(mine.shown)
    if repo is None or not repo["release"]:
        return frozenset()
    return frozenset({repo.group()[: repo.start("release")].casefold()})


def _partners(inc: _Increment) -> frozenset[str]:
    """The repositories the increment links of another product its title names beside its
    subject (`Orrery-KV 接入 SGLang` linking sgl-project/sglang): the partner's, which say
    nothing of whose the subject is."""
    own = {inc.names.first, inc.names.core, inc.names.bare} - {""}
    named = {form(word) for word in _LATIN_TOKEN.findall(inc.title)} - own
    return frozenset(r for r in inc.repos if form(r.rsplit("/", 1)[-1]) in named)


# A word announcing a release after it (`3.2 发布`, `1.0 正式版`, `2.1 上线`).
_ANNOUNCED = lazy(r"(?<=\d)\s*(?:(?:正式)?发布|正式版|上线)\s*$")


_OWNER_FIRST = lazy(r"^[A-Za-z0-9][A-Za-z0-9_.\-]*/(?=[A-Za-z][A-Za-z0-9_.\-]*\s)")


def _release_after_kind(mine: Names) -> Names:
    """A title's name with the release it writes after the Chinese word for what the thing is,
    or after its Chinese name (`Wheatear 调度器 1.1`, `LanCang 澜仓 3.2 发布`: releases 1.1 and
    3.2, a word announcing it aside), for the version rules only (the name
    rules read the name as written; an entry's name keeps such a number as part of its name:
    an entry `Kestrel端侧运行时 1.2` a night created stays the product's)."""
    shown = _ANNOUNCED.sub("", mine.shown)  # (`LanCang 澜仓 3.2 发布`: release 3.2)
    owner = _OWNER_FIRST.match(shown) if "/" in shown else None
    shown = shown[owner.end() :] if owner else shown  # (`acme/Foo 发布 1.0`: Foo's release 1.0)
    found = None if mine.version or mine.comparison else versions.release_after_kind(shown)
    if found is None:
        return mine
    return replace(mine, bare=form(found[0]), version=_version(" " + found[1]))


# An issue's key (`gh:meridian-compute/capstan#1034`) and a title leading with a product's
# capitalised name (`Weir 2.0 修复…`; not `NCCL 超时…`, an acronym).
# The short form a lead's bracket declares (`多模态服务基准（下称 MMSB）`, `（简称 SRB）`).
_DECLARED_SHORT = lazy(
    r"[（(]\s*(?:下称|简称|以下简称|hereafter)\s*[:：]?\s*(?P<short>[A-Z][A-Z0-9\-]{1,7})\s*[)）]"
)


def _writes_any(title: str, names: Sequence[str]) -> bool:
    """The title writes one of the names: a Latin one as a word of its own (ASCII bounds), a
    Chinese one anywhere."""
    folded = title.casefold()
    for name in names:
        if _HAS_CJK.search(name):
            if name.casefold() in folded:
                return True
        elif re.search(rf"(?<![A-Za-z0-9]){re.escape(name.casefold())}(?![A-Za-z0-9])", folded):
            return True
    return False


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


def _squashed(text: str) -> str:
    """`text` without spaces, case folded (`KV 预取器` → `kv预取器`)."""
    return re.sub(r"\s+", "", text).casefold()


# A release right after a title's leading word (` 0.5 集成 …`, ` v2.1`).
_RELEASE_AFTER_WORD = lazy(r"\s+v?\d+(?:\.\d+)+(?![\d.])")


# Words naming an edition of a release (`… 2 Pro`, `… 3.5 Turbo`, `… 2.2 Lite`).
_EDITIONS = frozenset({"pro", "max", "ultra", "plus", "lite", "mini", "nano", "turbo", "flash"})
# A clause saying an entry's thing depends on, or is hit through, another thing.
_DEPENDS = lazy(
    r"依赖|上游|受|基于|(?i:(?<![A-Za-z])(?:depends?\s+on|upstream|affected\s+by|built\s+on)"
    r"(?![A-Za-z]))"
)
# A title's head of two capitalised words (`Lodestar Review 1.0 开源`), the second with lowercase
# letters (not `Osprey MCP`, an acronym saying what it is).
_TITLE_PAIR = lazy(
    r"^\s*(?P<pair>[A-Z][A-Za-z0-9\-]*[a-z][A-Za-z0-9\-]*\s+(?P<second>[A-Z][A-Za-z0-9\-]*[a-z]"
    r"[A-Za-z0-9\-]*))(?![A-Za-z0-9.])"
)


def _other_pair(title: str, written: str) -> str | None:
    """The two capitalised words a title leads with (`Lodestar Review`), the second no common
    word, which `written` (an entry's name and lead) never writes together though it may write
    the first (`**Lodestar Serve**（Lodestar Labs）`): another product of that first word."""
    match = _TITLE_PAIR.match(title)
    if match is None or form(match["second"]) in COMMON:
        return None
    pair = match["pair"]  # (written `prism-serve` too)
    said = contrary.has_word(written, pair) or contrary.has_word(written, pair.replace(" ", "-"))
    return None if said else pair


def _unwritten_words(title: str, name: str, text: str) -> list[str]:
    """The title's Latin words with a capital, past its thing's name and release, naming
    where the bug is (not common words, a symptom or a fix) and that `text` never writes
    (`LoRA` of `SGLang v0.8.1 — 修复 LoRA 适配器热加载显存泄漏`; not a lowercase word, which
    describes: `overlap 调度器`, `音频 chunk 超时`)."""
    own = {w.casefold() for w in _TITLE_WORDS.findall(name)}
    return [
        word
        for word in _TITLE_WORDS.findall(title)
        if word.casefold() not in own
        and not word.islower()
        and word.casefold() not in COMMON
        and not versions.VERSION_TAIL.fullmatch(f" {word}")
        and not incidents.symptoms(word)
        and not incidents.is_fix(word)
        and not contrary.has_word(text, word)
    ]


_TITLE_WORDS = lazy(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9\-]*[A-Za-z0-9]")
# The Latin word a title leads with, an all-capitals one too (`NCCL 2.30 修复 CVE-…`).
_TITLE_WORD = lazy(r"^\s*(?P<word>[A-Za-z][A-Za-z0-9.\-]*[A-Za-z0-9])(?![A-Za-z0-9])")
# A lead's first clause: up to its first comma, semicolon or full stop (`**X 漏洞**（CVE-…）：
# pickle 检查点…；`, `LangGraph 1.4.1 — CVE-2027-35520 — pickle …;`).
_FIRST_CLAUSE = lazy(r"^[^，,；;。]*")


def _spelled_in(inc: _Increment) -> dict[str, str]:
    """The abbreviations the title spells out (`contrary.expansions`), then those its points
    do (`AWS Application Load Balancer（ALB）新增…`), the title's first."""
    found: dict[str, str] = {}
    for text in (*reversed(inc.points), inc.title):
        found.update(contrary.expansions(text))
    return found


def _versioned(mine: Names) -> Names:
    """The title's names, or those of the English lead that gives its release where the
    whole title gives none (`Brineway 1.4.2 patch: fixes replay ordering` → `Brineway
    1.4.2`): the release an entry of another is checked against."""
    if mine.version:
        return mine
    return next((n for n in english_lead(mine) if n.version), mine)


def _reviews_incident(title: str) -> bool:
    """The title's subject reviews an incident (`Birchwood 故障复盘 — …`, `X outage
    postmortem`): a report on an incident, filed where incidents are."""
    said = subject(title)
    return bool(_POSTMORTEM.search(said) and _INCIDENT_WORD.search(said))


def _bare_product(theirs: Names) -> bool:
    """The entry is named by one Latin word alone (`ShellHound`, from `ShellHound — 编码智能体…`):
    a product's, no part, incident or release of it."""
    return bool(theirs.first) and _LATIN_TOKEN.fullmatch(theirs.shown.strip()) is not None


# An incident said by its kind rather than a symptom (`区域故障`, `写入中断`, `索引损坏事件`,
# `data corruption`), read where the preamble files incidents apart.
_DAMAGE = lazy(
    r"故障|宕机|中断|事故|损坏|损毁|数据丢失"
    r"|(?i:(?<![A-Za-z])(?:outage|incident|corrupt(?:ion|ed)?|data\s+loss)(?![A-Za-z]))"
)


def _reports_damage(title: str) -> bool:
    """The title's subject reports an outage or damage (`Pelican Vector 区域故障（…）`, `MochiDB
    4.0 升级后索引损坏事件`), not its fix nor a release."""
    said = subject(title)
    return bool(_DAMAGE.search(said)) and not _FIX.search(title) and not contrary.released(said)


def _product_only(theirs: Names) -> bool:
    """The entry is named by its product alone, or with a release (`Nimbus3`, `Nimbus3
    v3.3-rc1`): the product's entry, not one of its parts."""
    words = [w for w in _LATIN_TOKEN.findall(theirs.shown) if not _RELEASE_TOKEN.match(w)]
    return bool(theirs.first) and [w.casefold() for w in words] == [theirs.first]


_LATIN_TOKEN = lazy(r"[A-Za-z0-9][A-Za-z0-9.\-]*")


# A name glued by a hyphen to a generation number (`SieveRank-3 …`, `筛子-3 mini`).
_SERIES = lazy(
    rf"(?P<name>[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*|[{_CJK_CHARS}]{{2,8}})"
    r"-(?P<generation>\d{1,2})(?![\d.])"
)


_VERSION_AFTER = lazy(r"\s*v?\d+(?:\.\d+)+(?![\d.])")  # a release right after a name
# Capitalised words, two or more, then a release (`Meridian Runtime 2.1`).
_RELEASED_RUN = lazy(
    r"[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,3}(?=\s*v?\d+(?:\.\d+)+(?![\d.]))"
)


def _released_run(shown: str, at: int) -> str:
    """The capitalised words from `at` when a release follows them (`子午线 Meridian Runtime
    2.1`: `Meridian Runtime`); "" otherwise."""
    run = _RELEASED_RUN.match(shown, at)
    return run.group() if run else ""


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


def _continued_by_name(relation: str, theirs: Names) -> bool:
    """The relation line continues the entry by its very name (`续 3-05 Vesper 锚定` for
    `**Vesper（暮星）— 新推理引擎**`), the name's core alone (no release, no other words)."""
    own = theirs.full | ({theirs.core} - {""})
    if not relation or not own:
        return False
    said = [names_of(n) for n in relation_names(relation, _CONTINUATIONS)]
    return any(not n.version and (n.core or next(iter(n.full), "")) in own for n in said)


def _generations(lead: str, name: str) -> list[str]:
    """The generation numbers a lead glues to the name by a hyphen (`SieveRank-2`)."""
    pattern = rf"(?<![A-Za-z0-9]){re.escape(name)}-(\d{{1,2}})(?![\d.])"
    return re.findall(pattern, lead) if name else []


def _name_words(mine: Names) -> list[str]:
    """The words of a title's name up to its release, the first a Latin word (`Kestrel ASR
    3.1` → Kestrel, ASR; `Heron 分块器 1.1` → Heron, 分块器); [] for a name with no release
    or another first word."""
    words = mine.shown.split()
    at = next((i for i, w in enumerate(words) if _RELEASE_TOKEN.match(w)), 0)
    if not at or not re.fullmatch(r"[A-Z][A-Za-z0-9]+", words[0]):
        return []
    return words[:at]


def _writes_word(lead: str, word: str) -> bool:
    """The lead writes the word as a word of its own (Latin: not inside another)."""
    if _HAS_CJK.search(word):
        return word in lead
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![A-Za-z0-9])", lead) is not None


_RELEASE_TOKEN = lazy(r"(?i)^v?\d[\w.\-]*$")


def _moved_with_name(mine: Names, repos: frozenset[str], theirs: frozenset[str]) -> bool:
    """A renamed thing (`Whirl 3.3（原 Pinwheel）`) whose repositories' owners say its new name
    (`whirl-ai/whirl`) while the entry's say the former one (`pinwheel-ai/pinwheel`): the
    repository moved with the name, owner and all (not `lagoon/sternway`: another owner)."""
    former = form(mine.former.split()[0]) if mine.former.strip() else ""
    new = mine.first
    if not former or not new or not repos or not theirs:
        return False
    owners = [form(r.split("/", 1)[0]) for r in repos]
    held = [form(r.split("/", 1)[0]) for r in theirs]
    return all(new in o for o in owners) and all(former in o for o in held)


def _took_name(mine: Names, keys: Iterable[str]) -> bool:
    """The entry took the title's name from an update (a renamed thing: `name:egretwell` in
    its markers after `Egretwell（原名 Egretta）`)."""
    taken = {k for k in keys if k.startswith("name:")}
    return bool(taken) and any(marker.name_key(f) in taken for f in {*mine.full, mine.bare} if f)


def _announces_other(mine: Names, theirs: Names) -> bool:
    """The entry's name announces a release (`Tamarind 2.3 released`) and the title names
    another (`Tamarind 2.4 released`): two releases' entries."""
    if not versions.announces_release(theirs.shown):
        return False
    told = set(_RELEASE_AFTER.findall(mine.shown))
    return bool(told) and not told & set(_RELEASE_AFTER.findall(theirs.shown))


def _named_by_release(shown: str) -> bool:
    """A name ending in a release line, a major and a minor number (`Sablewing 2.3`)."""
    if "." not in shown:  # (most names: no pattern run)
        return False
    tail = _VERSION_TAIL.search(shown)
    return tail is not None and len(_version(tail.group())) >= 2 and not _COMPARES.search(shown)


def _other_provider(provider: str, head: str, region: str) -> bool:
    """The head of an incident entry's lead names, before the region id, a provider in the
    script of the title's (`云岚 cn-east-2 故障`) but not the title's (`星环云 cn-east-2 故障补偿`):
    another provider's region. A head naming it in the other script only (`Nimbra Cloud
    cn-east-2 outage` for `云岚`) says nothing against it."""
    before = head[: head.find(region)]
    if not provider or provider.casefold() in before.casefold():
        return False
    if _IS_CJK.match(provider[0]):
        return any(_IS_CJK.match(c) for c in before)
    return re.search(r"[A-Za-z]{2}", before) is not None


# A hyphened name whose last word (a capital, two lowercase letters or more) has a bare
# generation glued on (`Corvid-Embed2发布`; not `DeepSeek-V4`, `GPT-4`, `Nimbus3`).
_GLUED_GENERATION = lazy(
    rf"^(?P<name>[A-Z][A-Za-z0-9]*-[A-Z][a-z]{{2,}}"
    # (or a Chinese name and a capitalised word: `墨子Coder3 公测` as `墨子Coder 3`)
    rf"|[{_CJK_CHARS}]{{1,6}}\s?[A-Z][a-z]{{2,}})(?P<generation>[1-9]\d?)(?=[\s{_CJK_CHARS}]|$)"
)


def _generation_apart(mine: Names) -> Names:
    """A title whose hyphened name has its generation glued on, read with the generation
    apart, a release (`Corvid-Embed2发布` as `Corvid-Embed 2 发布`); else as it is."""
    glued = _GLUED_GENERATION.match(mine.shown) if not mine.comparison else None
    if glued is None:
        return mine
    rest = mine.shown[glued.end() :].lstrip()
    if _CJK_RELEASE_WORD.fullmatch(rest) and not glued["name"][0].isascii():
        rest = ""  # (`墨子Coder3 公测`: `墨子Coder 3`, its public beta)
    return names_of(f"{glued['name']} {glued['generation']} {rest}".rstrip())


_CJK_RELEASE_WORD = lazy(r"发布|公测|内测|上线|正式版|开源|预览|亮相")


def _renamed_released(title: str, mine: Names) -> Names:
    """The title read by the release it gives under a new name (`Beacon-Rerank 更名 Lumen-Rerank，
    Lumen-Rerank 3 同步发布` → `Lumen-Rerank 3`) when its own reading has no release: an entry
    named by another release (`Beacon-Rerank 2`) is another release's, however it is found."""
    if mine.version or not ("名" in title or "ename" in title or "ebrand" in title):
        return mine
    renamed = versions.renamed_release(title)
    return names_of(renamed) if renamed else mine


def _subsequence(short: str, long: str) -> bool:
    """Every character of `short` is in `long`, in order."""
    rest = iter(long)
    return all(c in rest for c in short)


def _abbreviates(abbr: str, full: str) -> bool:
    """The abbreviation spells the name: its first letter, then letters of the name in order,
    every word's initial among them (`SWA` of `Shipwright Agent`; not `SWA` of `Sable Agent`)."""
    initials = "".join(w[0] for w in full.split()).upper()
    letters = full.replace(" ", "").upper()
    return abbr[0] == letters[0] and _subsequence(abbr, letters) and _subsequence(initials, abbr)


def _writes_release(relation: str, theirs: Names, mine: Names) -> bool:
    """The relation line writes the entry's name with its version (`更新 State of Serving
    2025 条目`): it means that very entry, not the product (`续立 Quillserve 条目`) — unless
    it writes the title's own release line too, setting the two apart (`已有 Brindle 3.2
    锚定；本条是 3.3 线首个候选版`, `continues SGLang (v0.6.2 → v0.6.3)`)."""
    if not (theirs.version and relation) or form(theirs.shown) not in form(relation):
        return False
    if _SUCCESSOR_SAID.search(relation):  # (`已有 X 0.4 锚定；本条为新版本`: X 0.4 as the base)
        return False
    return not versions.writes_line(relation, mine.version)


# A release candidate's version (`2.4.0rc1`, `2.4.0-rc1 基准`, `3.0 beta2`), the name going on
# after it or not.
_CANDIDATE = lazy(r"(?i)\d[\s\-.]?(?:rc|beta|alpha|preview)\d*(?![A-Za-z])")
# A relation line saying the increment is a new release of what it names (`本条为新版本`,
# `本条是其补丁版本`, `a new release of`): the release it writes is the base, not the entry meant.
_SUCCESSOR_SAID = lazy(
    r"本条(?:是|为)(?:其|它的|该版本的)?(?:的)?\s*(?:新版本|新版|下一版|下一个版本|补丁版本|补丁版|补丁|后续版本)"
    r"|(?i:(?<![A-Za-z])(?:a\s+)?(?:new|next|patch)\s+(?:release|version)\s+of(?![A-Za-z]))"
)


def _chinese_name_in(theirs: Names, relation: str) -> bool:
    """A clause of the relation line denying a tie holds the entry's Chinese name (`与相位感知
    调度无关`: running Chinese text has no word boundaries to find names by)."""
    chinese = [f for f in theirs.full if len(f) >= 4 and _IS_CJK.match(f)]
    return bool(chinese) and any(f in form(c) for c in contrary.denying(relation) for f in chinese)


def _other_version(mine: Names, theirs: Names) -> bool:
    """Both names carry a version, and not the same release line (`versions.other_release`:
    `SGLang v0.5.20` is not `SGLang v0.5.19`, `0.5.21.post1` is of the `v0.5.21` line). Two
    editions of one comparison are weighed apart (`NameIndex._screened`)."""
    if mine.comparison or theirs.comparison:
        return False
    return versions.other_release(mine.version, theirs.version)


# --- names mentioned in a text (contradiction items) ---------------------------------------------

_CJK = r"\u3400-\u9fff\uf900-\ufaff"
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
_NOT_SPACED = lazy(rf"[^a-z0-9{_CJK}]+")
_SCRIPT_EDGE = lazy(rf"(?<=[a-z0-9])(?=[{_CJK}])|(?<=[{_CJK}])(?=[a-z0-9])")
_IS_CJK = lazy(rf"^[{_CJK}]+$")
_PARTS = lazy(r"\s+/\s+")
# the halves of a name in two languages: spaced (`Sablewing / 黑羽引擎`) or glued where Latin
# meets Chinese (`Quillserve/羽笔推理框架`; never `owner/repo` or `TCP/IP`)
_LANGUAGE_PARTS = lazy(
    r"\s+/\s+|(?<=[A-Za-z0-9])/(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])/(?=[A-Za-z])"
)
MAX_NAME_WORDS = 8


@functools.lru_cache(maxsize=1 << 10)  # pure; a name recurs in a row, if at all
def spaced(text: str) -> str:
    """Text as names are looked for in it: folded like `form`, but with one space between
    words and between Latin and Chinese runs (`SGLang BCG 在…` → `sglang bcg 在…`)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = _unversioned(folded)
    return " ".join(_SCRIPT_EDGE.sub(" ", _NOT_SPACED.sub(" ", folded)).split())


def mention_names(text: str) -> dict[str, str]:
    """The names a text (a title or a lead) can be mentioned by, spaced → as written: its
    subject (and the abbreviation variants), its Latin core when that identifies a product
    (and without a version: `LMCache 0.4` → `LMCache`), and the product-like parts of a
    subject listing several (`vLLM 0.19 … / P-EAGLE / FlexKV …`)."""
    name = subject(text)
    shown = list(_abbreviation_variants(name))
    core_match = _LATIN_CORE.match(name)
    core = core_match.group().strip() if core_match else ""
    if core and core != name and distinctive(form(core)):  # `Fyxetokuve-Spec 修复`
        shown.append(core)  # (a one-word core counts only when unique: `Mentions`)
    bare = _VERSION_TAIL.sub("", core) if core else ""
    if bare and bare != core and distinctive(form(bare)):
        shown.append(bare)
    parts = _PARTS.split(name)
    for part in parts if len(parts) > 1 else []:
        if _PRODUCT.search(part) and distinctive(form(part)):
            shown.append(part.strip())
    found: dict[str, str] = {}
    for written in shown:
        key = spaced(written)
        if key and distinctive(key.replace(" ", "")) and not _lost_letter(written, key):
            found.setdefault(key, written)
    return found


# A letter `spaced` drops: not Latin, not a digit, not Chinese (`τ` of `τ-bench`).
_OTHER_LETTER = lazy(rf"[^\W\d_a-z{_CJK}]")


def _lost_letter(written: str, key: str) -> bool:
    """A one-word name that lost a letter of another script once spaced (`τ-bench` → `bench`):
    any text with that common word would mention it; not a name to look for so."""
    folded = unicodedata.normalize("NFKC", written).casefold()
    return " " not in key and _OTHER_LETTER.search(folded) is not None


@dataclass
class Mentions:
    """Names (spaced) → the positions that go by them; `find` looks up every run of up to
    `MAX_NAME_WORDS` words of a text (and the leading part of a Chinese run), so finding the
    names in a text costs dictionary look-ups, not a scan of every name."""

    by_name: dict[str, list[int]] = field(default_factory=dict)
    shown: dict[str, str] = field(default_factory=dict)  # spaced name → as its first entry has it
    # first word → whose name starts so: one position alone, a set once there are two
    firsts: dict[str, int | set[int]] = field(default_factory=dict)

    def add(self, position: int, text: str) -> None:
        """Index the names `text` (a title or a lead) can be mentioned by."""
        for name, written in mention_names(text).items():
            positions = self.by_name.setdefault(name, [])
            bisect.insort(positions, position)  # (an index may add its entries out of order)
            if positions[0] == position:  # as written by the first entry that goes by it
                self.shown[name] = written
        first = spaced(subject(text)).split(" ", 1)[0]
        known = self.firsts.setdefault(first, position)
        if isinstance(known, set):
            known.add(position)
        elif known != position:
            self.firsts[first] = {known, position}

    def _one_thing(self, name: str) -> bool:
        """A one-word name counts only when no other name starts with that word (`colibri`,
        not `vLLM`)."""
        return " " in name or not isinstance(self.firsts.get(name), set)

    def find(self, text: str) -> dict[int, str]:
        """Positions whose name the text mentions → the longest such name (spaced; `shown`
        has it as written)."""
        hits: dict[int, str] = {}
        folded = text.casefold()
        for run in _runs(spaced(text).split()):
            joined = _joined(run) if run in folded else ()  # (`Frame Forge` for `FrameForge`)
            for name in (run, *joined):
                positions = self.by_name.get(name, ())
                if positions and not self._one_thing(name):
                    continue
                for position in positions:
                    if len(name) > len(hits.get(position, "")):
                        hits[position] = name
        return hits


def _joined(run: str) -> tuple[str, ...]:
    """A run of two Latin words written apart (by a space: not `Flow-Draft`, a hyphened
    spelling the product-word rules read) as one name (`frame forge` → `frameforge`), each
    word three letters or more (not `a b`, `v 2`)."""
    words = run.split(" ")
    if len(words) != 2 or not all(len(w) >= 3 and w.isascii() and w.isalpha() for w in words):
        return ()
    return ("".join(words),)


@functools.lru_cache(maxsize=256)  # pure; a briefing's titles are looked through for each row
def names_in(text: str) -> frozenset[str]:
    """Every name `Mentions.find` looks up in a text (spaced)."""
    return frozenset(_runs(spaced(text).split()))


def _runs(words: list[str]) -> Iterator[str]:
    """The names a text's words may be, in `find`'s order: each run of up to
    `MAX_NAME_WORDS` words, with the leading parts of a last Chinese run."""
    for start in range(len(words)):
        for end in range(start + 1, min(len(words), start + MAX_NAME_WORDS) + 1):
            yield from _candidates(words, start, end)


def _candidates(words: list[str], start: int, end: int) -> list[str]:
    """Words start..end, and, when the last is a Chinese run, each of its leading parts."""
    joined = " ".join(words[start:end])
    last = words[end - 1]
    if not _IS_CJK.match(last):
        return [joined]
    head = " ".join(words[start : end - 1])
    return [joined] + [f"{head} {last[:k]}".strip() for k in range(2, len(last))]


# --- claims shared by a contradiction item and one increment --------------------------------------

_TOKEN = lazy(r"[A-Za-z0-9][A-Za-z0-9_.:+\-]*[A-Za-z0-9%]")
_STOP = frozenset(
    {
        "the",
        "and",
        "for",
        "with",
        "from",
        "not",
        "but",
        "vs",
        "new",
        "arxiv",
        "blog",
        "tok",
        "token",
    }
    | {"tokens", "github", "issue", "paper", "data"}
)


@functools.lru_cache(maxsize=256)  # pure; a briefing's increments are read for each item
def claim_tokens(text: str) -> Mapping[str, str]:
    """The Latin words of a text that can carry a claim (folded → as written): three
    characters or more, with a letter, not a generic or common word (`DeployBase`,
    `std::bad_alloc`, `LLaMA-3.1-8B`); width folded (`ＷＳＢ` is `WSB`). And the figures a
    claim rests on (`1.3×`, `40%`, `2 倍`), each as one token (`_figure`)."""
    found: dict[str, str] = {}
    text = fold_letters(text)
    for match in _TOKEN.finditer(text):
        word = match.group()
        folded = word.casefold()
        wordy = len(word) >= 3 and any(c.isalpha() for c in word)
        if wordy and folded not in GENERIC and folded not in _STOP and not _figure(word):
            found.setdefault(folded, word)
    return found | figures(text)


# A figure a claim rests on: a number with a percent, times or multiple sign (`1.3×`, `40%`).
_FIGURE = lazy(r"(?<![\d.])\d+(?:\.\d+)?\s*(?:%|×|倍|x(?![A-Za-z]))")


@functools.lru_cache(maxsize=256)  # pure; a briefing's increments are read for each item
def figures(text: str) -> dict[str, str]:
    """The figures of a text, each spelt one way (`_figure`) → as written (`1.3 倍`)."""
    found: dict[str, str] = {}
    for match in _FIGURE.finditer(fold_letters(text)):
        found.setdefault(_figure(match.group()), match.group())
    return found


def _figure(word: str) -> str:
    """The figure `word` is, spelt one way (`1.3x`, `1.3 倍`, `１.３×` → `1.3×`), or ""."""
    word = fold_letters(word)
    if not _FIGURE.fullmatch(word):
        return ""
    return re.sub(r"\s+", "", word).replace("x", "×").replace("倍", "×")


_NAMED = lazy(r"\d|[a-z][A-Z]")  # `EAGLE-3`, `C2KV`, `HookPoint`; not `NVIDIA`


def sharing_claims(item: str, texts: Sequence[str]) -> tuple[int, list[str]] | None:
    """The one text (an increment's title, then its points) that shares with the item
    words and figures no other text has: at least two, or one product name of its title
    (`EAGLE-3`; a figure alone never), and more than any other text: (its position, the
    words)."""
    mine = claim_tokens(item)
    theirs = [claim_tokens(t).keys() & mine.keys() for t in texts]
    unique = []
    for i, shared in enumerate(theirs):
        others = set().union(*(o for j, o in enumerate(theirs) if j != i))
        unique.append(sorted(shared - others))
    ranked = sorted(range(len(unique)), key=lambda i: -len(unique[i]))
    if not ranked or not unique[ranked[0]]:
        return None
    if len(ranked) > 1 and len(unique[ranked[1]]) >= len(unique[ranked[0]]):
        return None
    best = ranked[0]
    if len(unique[best]) == 1:
        (word,) = unique[best]
        title = texts[best].split("\n", 1)[0]
        named = _NAMED.search(mine[word]) and len(word) >= 4 and not _figure(word)
        if not (named and word in claim_tokens(title)) or _COMPARES.search(title):
            return None  # (one side of `A vs B` names A's own entry, not the comparison)
    return best, [mine[w] for w in unique[best]]


# --- the increment's strong keys ------------------------------------------------------------


def identity_keys(inc: Increment, smap: SectionMap) -> list[str]:
    """The increment's own identity, strongest first: arXiv id, GitHub ref, the address of
    the page it comes from, named entity."""
    keys: list[str] = []
    if smap.identity.arxiv and inc.primary_arxiv:
        keys.append(marker.arxiv_key(inc.primary_arxiv))
    own = "\n".join(
        [inc.title, inc.sources, *(f.text for f in inc.fields if f.key in ("arxiv", "url"))]
    )
    if smap.identity.github:
        repos = refs.github_repos(own)
        keys += [
            marker.github_key(g)
            for g in refs.github_refs(own, repos[0] if len(repos) == 1 else None)
            if not g.startswith("#")
        ]
        keys += [marker.github_key(g) for g in closed_refs(inc.points, keys)]
    keys += page_keys(own)
    if smap.identity.cve:  # (the title's: a release listing the CVEs it fixes is no CVE's)
        keys += [marker.cve_key(c) for c in refs.cve_ids(inc.title)[:1]]
    keys += [marker.entity_key(e.name) for e in smap.identity.entities if e.matches(inc.title)]
    return keys


# An issue its points say a pull request closed (`quarrylabs/trestle#4412 已由 PR #4601 关闭`,
# `acme/foo#12 closed by PR #31`, `… fixed by #31`).
_CLOSED_BY = lazy(
    r"(?P<repo>[A-Za-z0-9][A-Za-z0-9_.\-]*/[A-Za-z0-9_.\-]+)#(?P<issue>\d+)\s*"
    r"(?:已\s*(?:由|被|经)|(?i:is\s+|was\s+)?(?i:closed|fixed|resolved)\s+(?i:by|in|via))\s*"
    r"(?i:PR\s*|pull\s+request\s*)?#(?P<pr>\d+)\s*(?:关闭|修复|合入|解决)?"
)


# The same said the other way round: the pull request, then the issue it closes
# (`vllm-project/vllm#31702 合入, 关闭 vllm-project/vllm#31588`, `acme/foo#31 merged, fixes #12`).
_CLOSES = lazy(
    r"(?P<repo>[A-Za-z0-9][A-Za-z0-9_.\-]*/[A-Za-z0-9_.\-]+)#(?P<pr>\d+)\s*"
    r"(?:已?\s*合入|(?i:is\s+|was\s+)?merged)?\s*[,，]?\s*(?:并\s*)?"
    r"(?:关闭|修复|解决|(?i:closes|closed|fixes|fixed|resolves|resolved)(?![A-Za-z]))\s*"
    r"(?:(?P<issue_repo>[A-Za-z0-9][A-Za-z0-9_.\-]*/[A-Za-z0-9_.\-]+)(?=#))?#(?P<issue>\d+)"
)


def closed_refs(points: Sequence[str], keys: Sequence[str]) -> list[str]:
    """The issues the increment's points say its own pull request closed (the PR its title or
    sources cite, `github.com/quarrylabs/trestle/pull/4601`: already a key): the increment is
    that issue's fix, and the issue's entry takes it (`SSE 尾块丢失补丁合入`)."""
    found: list[str] = []
    text = "\n".join(points)
    for match in [*_CLOSED_BY.finditer(text), *_CLOSES.finditer(text)]:
        repo = match["repo"].lower()
        if marker.github_key(f"{repo}#{match['pr']}") not in keys:
            continue
        issue_repo = (match.groupdict().get("issue_repo") or repo).lower()
        found.append(f"{issue_repo}#{match['issue']}")
    return list(dict.fromkeys(found))


def page_keys(text: str) -> list[str]:
    """`url:` keys of the specific pages a text cites (see `marker.url_key`)."""
    found = (marker.url_key(u) for u in refs.urls(text)) if "/" in text else ()
    return list(dict.fromkeys(k for k in found if k is not None))


def shared_pages(incs: Sequence[Increment], smap: SectionMap) -> set[str]:
    """The page keys more than one increment of a briefing cites: a round-up post, which
    identifies none of them."""
    seen: dict[str, int] = {}
    for inc in incs:
        for key in identity_keys(inc, smap):
            if key.startswith("url:"):
                seen[key] = seen.get(key, 0) + 1
    return {k for k, n in seen.items() if n > 1}


# --- which entries may go by a name: the index puts an entry's names in when needed -------------

V = TypeVar("V")
T = TypeVar("T")


class _Ascending:
    """Positions added in increasing order, four bytes each (a set of a third of a large
    document's entries took ~2 MB at the run's peak): `in` by bisection, iterated in order."""

    __slots__ = ("_items",)

    def __init__(self) -> None:
        self._items = array("i")

    def add(self, position: int) -> None:
        assert not self._items or position > self._items[-1]  # (entries are only appended)
        self._items.append(position)

    def __contains__(self, position: object) -> bool:
        if not isinstance(position, int):
            return False
        at = bisect.bisect_left(self._items, position)
        return at < len(self._items) and self._items[at] == position

    def __iter__(self) -> Iterator[int]:
        return iter(self._items)


class Positions:
    """Identity key → the positions of the entries filed under it, in the order filed: one
    position is kept as itself, more as a list (most keys of a large document — arXiv ids,
    pages — are one entry's: a list per key of ~120,000 took ~7 MB at 20 MB)."""

    __slots__ = ("_filed",)

    def __init__(self) -> None:
        self._filed: dict[str, int | list[int]] = {}

    def add(self, key: str, position: int) -> None:
        known = self._filed.get(key)
        if known is None:
            self._filed[key] = position
        elif isinstance(known, list):
            known.append(position)
        else:
            self._filed[key] = [known, position]

    def get(self, key: str, default: Sequence[int] = ()) -> Sequence[int]:
        known = self._filed.get(key)
        if known is None:
            return default
        return known if isinstance(known, list) else (known,)

    def __contains__(self, key: object) -> bool:
        return key in self._filed

    def __iter__(self) -> Iterator[str]:
        return iter(self._filed)

    def __len__(self) -> int:
        return len(self._filed)


class _Lazy(dict[str, V]):
    """A name → positions map of the `NameIndex` whose look-ups first put in the names of
    the entries that may go by the name (`fetch`); iterating it puts in every entry's."""

    def __init__(
        self, fetch: Callable[[str], None], whole: Callable[[], None], items: dict[str, V]
    ) -> None:
        super().__init__(items)
        self._fetch = fetch
        self._whole = whole

    @overload
    def get(self, key: str, default: None = None, /) -> V | None: ...
    @overload
    def get(self, key: str, default: V, /) -> V: ...
    @overload
    def get(self, key: str, default: T, /) -> V | T: ...
    def get(self, key: str, default: object = None, /) -> object:
        self._fetch(key)
        return super().get(key, default)

    def __getitem__(self, key: str) -> V:
        self._fetch(key)
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        if isinstance(key, str):
            self._fetch(key)
        return super().__contains__(key)

    def __iter__(self) -> Iterator[str]:
        self._whole()
        return super().__iter__()

    def __len__(self) -> int:
        self._whole()
        return super().__len__()

    def keys(self) -> dict_keys[str, V]:
        self._whole()
        return super().keys()

    def values(self) -> dict_values[str, V]:
        self._whole()
        return super().values()

    def items(self) -> dict_items[str, V]:
        self._whole()
        return super().items()


def _put(names: dict[str, list[int]], name: str, position: int) -> None:
    bisect.insort(names.setdefault(name, []), position)


class _Heads:
    """Which entries may go by a name form or a mention name: the NameIndex's prefilter.

    When added, an entry is filed (`_Filed`) — and again for each of its other names
    (`entry_names`: `英文名 Prismfold`, `Sablewing / 黑羽引擎`'s halves), read as leads of
    their own — under a few forms worked out from its subject alone (`subject` of
    `lead_text`, the name as written): the forms of the subject, of its
    abbreviation variants and of the name with its product first (`_owned`), its comparison
    with and without its edition (`_comparison`), its initials (`_initialised`), the
    capitalised words inside it (`_INNER`), the names its lead defines (`defined_names`,
    the only rule that reads past the subject) and the comparison its description opens
    with (`_described_comparison`, when `_COMPARES` is in the lead); and, apart, for
    mentions, under its spaced subject, variants and parts. A look-up of a form of L ≥ 2
    letters fetches the entries filed under a form that starts with its first L - 1 letters
    (for L = 1, with its letter, or that letter without its marks); only those get their
    names worked out and put in the maps. Nothing is missed: the candidates are a superset
    of the entries the full rules put under the form, because

    1. every form the index keys an entry by is one of the filed forms, or `form` of a prefix
       x of one of the filed strings: `names.full` (the forms of the subject's variants, the
       defined names and `_prefixed_abbreviations`, the product-first name, the comparison),
       `bare` (a prefix, or the undated comparison), `core`, `first` and `heads` (prefixes of
       the subject or its first variant), `inner` (filed as it is), the Chinese whole names
       (of `full`), `_initialised` (filed), the described comparison (filed); and every
       mention name and first word (`Mentions.add`) is `spaced` of a variant, or of a prefix
       of the subject (Latin core, bare name, first word) or of one of its ` / ` parts
       (filed);
    2. form(x) (or spaced(x)) and the filed string's form agree on every letter of form(x)
       but its last: `form` and `spaced` fold one character at a time (NFKC, case, `v`
       before a digit, `.postN`, `-cuN`, every non-letter out), and a prefix differs from
       the whole only at its cut — a mark after the cut composing with x's last letter (a
       prefix never ends inside a run of letters and digits, so `v2`, `.post1` and `-cu121`
       are never cut in two). So a form of L ≥ 2 letters shares its first L - 1 letters
       with a filed form, and a one-letter form's letter starts a filed form with or without
       its marks (filed too for a form that starts with a letter outside ASCII).

    `tests/test_name_index.py` holds it: every key of every entry of generated, labelled and
    real documents (and of every line of the labelled briefings, read as a lead) is found
    among its candidates, and decisions and mentions with and without the prefilter are the
    same on generated leads (Chinese, full width, hyphens, spaces, case, NFD marks,
    abbreviations, `v` and `.postN` versions, editions, comparisons, `X in Product`); a rule
    that keys an entry by a new kind of form must file it here, or those tests fail."""

    def __init__(self) -> None:
        self.named = _Filed()  # forms → entries (the `by_*` maps)
        self.mentioned = _Filed()  # spaced names, spaces out → entries (`Mentions`)

    def add(self, position: int, text: str) -> str:
        """File the forms of an entry whose lead reads `text` (`lead_text`); its subject (the
        name as written)."""
        shown = subject(text)
        written = {shown, *_abbreviation_variants(shown)}
        compared = _comparison(shown)
        forms = {w: form(w) for w in written}
        named = {*forms.values(), *(form(w) for w in _owned(shown))}
        named |= set(compared[:2]) if compared else set()
        defined = defined_names(text)  # (and `Cairn CTO` for `Cairn Tiered Offload (CTO)`)
        named |= {*_initialised(shown), *(form(d) for d in defined)}
        named |= {form(d) for d in _prefixed_abbreviations(defined)}
        named |= {form(m.group()) for m in _INNER.finditer(shown) if m.start() > 0}
        if _COMPARES.search(_visible(text)):
            named.add(_described_comparison(text, Names(frozenset(), "", "", "", shown)) or "")
        parts = _PARTS.split(shown) if "/" in shown else [shown]
        mentioned = {_spaced_out(w, forms) for w in [*written, *(parts[1:] and parts)]}
        self.named.file(named, position)
        self.mentioned.file(mentioned if spaced(shown) else {*mentioned, ""}, position)
        return shown

    def candidates(self, name_form: str, mention: bool = False) -> list[int]:
        """The entries that may go by `name_form` (a form, or a spaced name: `mention`)."""
        filed = self.mentioned if mention else self.named
        letters = name_form.replace(" ", "")
        if len(letters) > 1:
            return filed.starting(letters[:-1])
        if not letters:
            return filed.exactly("")
        firsts = {letters, _unmarked(letters)[:1]} - {""}
        return [p for first in firsts for p in filed.starting(first)]


def _spaced_out(written: str, forms: dict[str, str]) -> str:
    """`spaced(written)` without its spaces: its form when it is ASCII and CJK ideographs
    only (the two fold alike then), else worked out."""
    known = forms.get(written)
    if known is not None and _ASCII_CJK.fullmatch(written):
        return known
    return spaced(written).replace(" ", "")


_ASCII_CJK = lazy(r"[\x00-\x7f\u3400-\u4dbf\u4e00-\u9fff]*")


class _Filed:
    """(form, position) pairs, kept sorted in runs, so the entries filed under forms with a
    given start are a range of each run found by bisection.

    A pair is the form in UTF-8, NUL, the position in four bytes (big endian): UTF-8 sorts
    as the code points it encodes, a form has letters and digits only (`form`; `spaced`
    without its spaces) so NUL sorts before any byte that could follow in a longer form,
    and big-endian numbers of one width sort as numbers: the pairs sort as (form, position)
    would. They are packed `RUN` at a time as they are filed (`_Run`: one bytes object and
    where each pair ends) and never merged: a large document files ~200,000 pairs (a bytes
    object each took ~13 MB at 20 MB; a tuple, a string and an int each over three times
    that), and a look-up bisects its ~13 runs. The pairs of the last, unfilled run are kept
    as they are (sorted when looked up, kept sorted after)."""

    RUN = 16384  # pairs sorted and packed together while filing

    def __init__(self) -> None:
        self.runs: list[_Run] = []
        self.loose: list[bytes] = []  # filed since the last run was packed
        self.ordered = False  # looked up: `loose` is sorted, and kept sorted

    def file(self, forms: set[str], position: int) -> None:
        """File `position` under each form (and under an unmarked first letter of a form
        that starts outside ASCII; "" under "": a nameless entry's first word)."""
        forms = forms | {_unmarked(f)[:1] for f in forms if f and not f[0].isascii()}
        number = position.to_bytes(4, "big")
        for name_form in forms:
            pair = _utf8(name_form) + b"\0" + number
            if self.ordered:
                bisect.insort(self.loose, pair)
            else:
                self.loose.append(pair)
        if len(self.loose) >= self.RUN:
            self.runs.append(_Run(self.loose if self.ordered else sorted(self.loose)))
            self.loose = []

    def starting(self, start: str) -> list[int]:
        """The positions filed under a form that starts with `start`."""
        prefix, loose = _utf8(start), self.loose
        if not self.ordered:
            loose.sort()
            self.ordered = True
        found = _prefixed(loose, prefix)
        if self.runs:  # (each run in order: the pairs of all in order)
            found = sorted(found + [pair for run in self.runs for pair in _prefixed(run, prefix)])
        return [int.from_bytes(pair[-4:], "big") for pair in found]

    def exactly(self, name_form: str) -> list[int]:
        """The positions filed under `name_form` itself."""
        return self.starting(f"{name_form}\0")


class _Run(Sequence[bytes]):
    """Sorted pairs of `_Filed` packed: their bytes joined, and where each ends."""

    __slots__ = ("data", "ends")

    def __init__(self, pairs: list[bytes]) -> None:
        self.data = b"".join(pairs)
        self.ends = array("i", itertools.accumulate(map(len, pairs)))

    def __len__(self) -> int:
        return len(self.ends)

    @overload
    def __getitem__(self, at: int) -> bytes: ...
    @overload
    def __getitem__(self, at: slice) -> Sequence[bytes]: ...
    def __getitem__(self, at: int | slice) -> bytes | Sequence[bytes]:
        if isinstance(at, slice):
            return [self[i] for i in range(*at.indices(len(self)))]
        if at < 0:
            at += len(self.ends)
        return self.data[self.ends[at - 1] if at else 0 : self.ends[at]]


def _prefixed(pairs: Sequence[bytes], prefix: bytes) -> list[bytes]:
    """The pairs of a sorted sequence that start with `prefix`, in order."""
    found = []
    for at in range(bisect.bisect_left(pairs, prefix), len(pairs)):
        pair = pairs[at]
        if not pair.startswith(prefix):
            break
        found.append(pair)
    return found


def _utf8(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


def _unmarked(text: str) -> str:
    """The first letters of `text` decomposed, without combining marks (`é` → `e`)."""
    return "".join(
        c for c in unicodedata.normalize("NFKD", text[:4]) if not unicodedata.combining(c)
    )


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


def _said_exactly(text: str, word: str) -> bool:
    """`word` occurs in `text` as written (case kept), as a whole Latin word: no pattern
    compiled per word (a briefing's makers would each cost one)."""
    at = text.find(word)
    while at >= 0:
        end = at + len(word)
        before = text[at - 1] if at else ""
        after = text[end] if end < len(text) else ""
        if not _ascii_alnum(before) and not _ascii_alnum(after):
            return True
        at = text.find(word, at + 1)
    return False


def _ascii_alnum(char: str) -> bool:
    return char.isascii() and char.isalnum()
