"""What an increment's relation line says: the entry it continues or cites, or keeps apart."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from patcher.plan import incidents
from patcher.plan.evidence.names import distinctive
from patcher.plan.evidence.spelling import _visible, form
from patcher.text import marker
from patcher.text.lazy import lazy

# Continuation wording in a relation line, and wording that names an entry as background.
_CONTINUING = lazy(
    r"续立|再次确认|再次官方确认|补充|更新|延续|跟进|续写|接续|承接|后续|(?<!新)条目|本条续"
    r"|^\s*续(?=\s)"
    # (`本条是 WebTrek 2029 的核验子集`: a subset of what it names, `_SUBSET_OF`)
    r"|本条(?:是|为)[^；;。，,的]{1,40}?的[\u4e00-\u9fff]{0,4}子集(?=\s*(?:[；;。，,！!？?（(]|$))"
    r"|(?i:(?<![A-Za-z])(?:continues|continuing|continuation\s+of|update\s+(?:to|of|on)"
    r"|updates|follow-?\s?up\s+(?:to|on|of)|same\s+release\s+line)(?![A-Za-z]))"
)
_CONTEXT = lazy(
    r"本条是[^；;。]*新|新类别|新案例|新范式|区别于|共同构成|双锚|双轨|张力|背景"
    r"|(?i:(?<![A-Za-z])(?:background|for\s+context|context\s+only|new\s+entry"
    r"|different\s+(?:component|product|project|thing|paper)|separate)(?![A-Za-z]))"
)
# Wording that says the increment continues what it names, even next to context wording.
_SURELY = lazy(
    r"续立|再次确认|条目(?![^；;。，,]{0,6}背景)"
    r"|(?i:(?<![A-Za-z])(?:continues|update\s+to|follow-?\s?up\s+to)(?![A-Za-z]))"
)
# `已有 TGI 已死锚定`, `已有 DeepSeek-V4.1-Flash / Fathom 锚定`, `续立锚定 9-21 colibri … 条目`
_HAS = lazy(
    r"已有\s*[\"“「]?(?P<names>[^；;。，,（(]+?)[\"”」]?\s*(?:[（(][^）)]{0,60}[）)]\s*)?"
    r"(?:锚定|条目|(?=[；;。]|$))"
    # (an entry named in quotes after its section: `§1.4 “X 5·19 故障”条目此前只有初步归因`)
    r"|§\s*\d+(?:\.\d+)*\s*[“「\"](?P<aside>[^”」\"；;。]{2,40})[”」\"]\s*条目"
)
# `为该条目补充…`, `是该条目的更新`: the entry the line has just named is the one continued
_THAT_ENTRY = lazy(
    r"(?:为|对|是)?该条目的?\s*(?:补充|更新|续立|续写|延续)|(?:补充|更新)该条目"
    # `本条为其更名后的首个开源版本`: the thing the line has just named, renamed or released,
    # the whole clause saying so (not `本条为其新版本的开源竞品`: a rival of its new version)
    # (`本条是同一项目更名后的新版本`: the same project, renamed)
    r"|本条(?:为|是)(?:其|同一(?:个)?(?:项目|产品))(?:更名后|改名后|新版本|新版|下一版|补丁|后续)"
    r"(?:[^；;。，,！!？?]*?(?:版本|版|补丁|更新|发布))?\s*(?=[；;。，,！!？?]|$)"
    # (`本条为承诺的完整复盘`: the postmortem of the incident the line has just named)
    r"|本条(?:为|是)[^；;。，,！!？?]{0,10}?(?:复盘|事后分析|根因分析)\s*(?=[；;。，,！!？?]|$)"
)
# `已有 RecallStack 1.x（…）；本条是 2.0 大版本`: a release of the thing just named, the clause
# saying no more (not `本条是 2.0 版本的竞品`); the product's entry's news, not another release's
# entry's (`已有 ClearMirror 3.1；本条为 3.2 新版本` where releases get entries: the version rules')
# (`其`, its, may say whose: `已有 X 2.0.3；本条是其 2.1.0 版本更新`)
RELEASE_OF_IT = lazy(
    r"本条(?:为|是)\s*其?\s*v?\d+(?:\.\d+)*\s*(?:大|主|新)?(?:版本|版)(?:更新|发布)?\s*(?=[；;。，,！!？?]|$)"
)
# `本条是 Orbit Request Scheduler 0.10 版本发布`: the line calling the increment a release of a
# thing it names, the clause saying no more (not `本条是 X 0.10 版本的竞品`: a rival of it).
RELEASE_NAMED = lazy(
    r"(?:^|[；;。，,：:]\s*)本条(?:为|是)\s*(?P<names>[A-Za-z\u3400-\u9fff][^；;。，,（(、的]*?)\s*"
    r"v?(?P<release>\d+(?:\.\d+)+)\s*(?:大|主|新|正式)?(?:版本|版)?\s*(?:更新|发布)\s*"
    r"(?=[；;。，,！!？?]|$)"
)
# `本条是 Vigil Trace 的新功能`, `本条是 Heron Scheduler 自身的版本更新`: the line calling the
# increment news of a thing it names by a Latin name (its feature, release, progress), the
# clause saying no more (not `本条是 X 的竞品`, `本条是 X 的新一代替代`: another thing).
SUBJECT_NAMED = lazy(
    r"(?:^|[；;。，,：:]\s*)本条(?:为|是)\s*(?P<names>[A-Za-z][A-Za-z0-9.+\- ]*?[A-Za-z0-9+])\s*"
    r"(?:自身|本身)?\s*的\s*(?:新功能|新特性|功能更新|版本更新|新版本|更新|进展|后续)\s*"
    r"(?=[；;。，,！!？?]|$)"
)
# A dotted release a title writes (`Riverbed 3.0`, `v1.2.1`).
_WRITTEN_RELEASE = lazy(r"(?<![\w.])v?(\d+(?:\.\d+)+)(?![\w.])")


def named_release(relation: str, title: str) -> str:
    """The thing the line calls the increment a release of (`本条是 Orbit Request Scheduler
    0.10 版本发布`, `RELEASE_NAMED`), when the title writes that release; "" otherwise."""
    said = RELEASE_NAMED.search(relation)
    if said is None or said["release"] not in _WRITTEN_RELEASE.findall(title):
        return ""
    return said["names"].strip()


def named_subject(relation: str, title: str) -> str:
    """The thing the line calls the increment news of (`本条是 Vigil Trace 的新功能`,
    `SUBJECT_NAMED`), when the title writes that name; "" otherwise."""
    said = SUBJECT_NAMED.search(relation)
    if said is None or form(said["names"]) not in form(title):
        return ""
    return said["names"].strip()


_CONTINUES = lazy(
    # (a bare `续` before a space or a day: `续 5-29 Chrome Android WebGPU 设备丢失条目`)
    r"(?:续立锚定|续立|续写|延续|更新|补充|接续|承接|跟进|(?<![继持陆连手存后延])续(?=\s|\d))\s*"
    r"(?:(?:\d{4}\s*[-/年]\s*)?\d{1,2}\s*[-/月]\s*\d{1,2}\s*日?\s*)?(?:的\s*)?"
    r"(?P<names>[^；;。，,、]+?)\s*条目"
)
# `续 Brisk 条目与 Orbit 条目`, `更新 A 条目和 B 条目`: the second entry a continuation names,
# joined to the first's `条目` (both are named: neither is the one continued on the line alone)
_CONTINUES_SECOND = lazy(
    r"(?:续立锚定|续立|续写|延续|更新|补充|接续|承接|跟进|(?<![继持陆连手存后延])续(?=\s|\d))\s*"
    r"[^；;。，,、]+?\s*条目\s*(?:与|和|及|以及|、)\s*(?P<names>[^；;。，,、（(]+?)\s*条目"
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
# `本条是 WebTrek 2029 的核验子集`: a clause calling the increment a subset of what it names
# (a verified, lite, Chinese … subset of a benchmark), the clause ending there (not `使用了 X 的
# 子集`: a thing using it; not `本条是 X 的子集竞品`: another thing).
_SUBSET_OF = lazy(
    r"(?:^|[；;。，,：:]\s*)本条(?:是|为)\s*(?P<names>[A-Za-z\u3400-\u9fff][^；;。，,（(、的]*?)\s*"
    r"的\s*[\u4e00-\u9fff]{0,4}子集\s*(?=[；;。，,！!？?（(]|$)"
)
# `再次确认 Dynamo 1.4（同日 Tom 实例已立）`: a clause opening by re-confirming what it names,
# up to a bracket or the clause's end.
_RECONFIRMS = lazy(
    r"(?:^|[；;。，,：:]\s*)再次(?:官方)?确认\s*[:：]?\s*"
    r"(?P<names>[^；;。，,、（(:：]+?)\s*(?=[（(；;。，,]|$)"
)
# `即活文档 §1.1 的织像（PixelLoom），更名后续写`: a clause saying the increment is the
# document's own entry (`即`, namely), then continuing it (not `即将`, `即使`, `即便`); or
# naming that entry, the clause ending there (`即 §1.1 支流（Tributary）条目，改名后的 1.0 版本`).
_IS_THE_DOCS = lazy(
    # (not what it is compared with: `新产品；对标：即 §1.1 X 条目`)
    r"(?:^|(?<!对标)(?<!竞品)(?<!对手)[；;。，,：:]\s*)即(?![将使便时刻日可])\s*(?:活文档|文档|本文档)?\s*(?:§\s*[\d.]+\s*)?[中里]?的?\s*"
    r"(?P<names>[^；;。，,（(、的]+?)\s*(?:[（(][^）)]{0,40}[）)])?\s*"
    r"(?:[，,]?\s*(?:更名后|改名后)?(?:续写|续立|续|更新|补充)|条目(?=\s*(?:[，,；;。]|$)))"
)
# The patterns by which a relation line names what the increment continues.
_CONTINUATIONS = (
    _CONTINUES,
    _CONTINUES_SECOND,
    _CONTINUES_BARE,
    _CONTINUES_EN,
    _ENTRY_OF,
    _FOLLOWS,
    _FOLLOW_UP_OF,
    _SUBSET_OF,
    _RECONFIRMS,
    _IS_THE_DOCS,
)
_SPLIT = lazy(r"\s+/\s+|、|\s+\+\s+|\s+和\s+|\s+与\s+")
# Where a relation line says the entry is, before its name: `inference.md §1.3`, `10-06 增量 6`
_SECTION_REF = lazy(
    r"^(?:[A-Za-z0-9_\-]+\.md\s*)?(?:§\s*[\d.()（）]+\s*)?(?:中\s*)?(?:昨日|昨天|前日|前天|同日)?\s*"
    r"(?:(?:\d{4}\s*[-/年]\s*)?\d{1,2}\s*[-/月]\s*\d{1,2}\s*日?\s*)?(?:(?:增量|邻接)\s*[0-9A-Za-z一二三四五六七八九十]+\s*)?"
)


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
    """The entry names a relation line says the increment builds on (a fresh list: the line
    is read so by several rules of one increment, worked out once)."""
    return list(_relation_names(relation, patterns))


@functools.lru_cache(maxsize=64)  # pure; one increment's relation line, asked by each rule
def _relation_names(relation: str, patterns: tuple[re.Pattern[str], ...]) -> tuple[str, ...]:
    names: list[str] = []
    for pattern in patterns:
        for match in pattern.finditer(relation):
            said = match.group("names") or (match.groupdict().get("aside") or "")
            text = _SECTION_REF.sub("", said.strip())
            names += [n.strip(' "“”「」') for n in _SPLIT.split(text) if n.strip()]
    return tuple(dict.fromkeys(n for n in names if n))


# An increment a relation line cites by day and number (`续立 10-06 增量 6 …`, `与 Noa 实例
# 同日简报增量 3 是同一篇论文`, a clause opening with a bare `续 11-04 增量 2（…）`), in a clause
# saying this continues or restates it.
_CITED = lazy(
    # (`同 Tom 实例增量 4`: the other instance's of the same day)
    r"(?:(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?|同日|同\s*[A-Za-z][\w\-]{0,15}\s*实例)"
    # (not across an enumeration's `、` or a word saying tonight: `6-18 事故、今晚主实例增量 2`
    # cites tonight's increment, `_TONIGHT`)
    r"(?:(?!今晚|当晚|今夜)[^；;。，,、\d]){0,16}?"
    r"(?:增量|(?P<adj>邻接))\s*(?P<n>\d+|[A-Z](?![A-Za-z])|[一二三四五六七八九十])"
)
_SAME_THING = lazy(
    r"同一|相同|续立|续写|延续|更新|补充|再次|复述|重述|^\s*续(?=\s|\d)"
    # (the increment cited first recorded what this one is news of: `2-03 邻接 A 首录`,
    # `2-06 简报增量 1 首报越狱事件`)
    r"|首录|首报"
    # (`7/7 增量 2（X 事故）的后续`: its follow-up; not `的后续版本`, another release)
    r"|的(?:后续|跟进|复盘)(?!版本|产品|项目)"
    r"|(?i:(?<![A-Za-z])(?:same|restates?|continues|updates)(?![A-Za-z]))"
)
# A clause saying an increment cited by day and number was anchored (`03-07 已锚定华东区中断
# （tom 增量 1）`): that very thing, when the line says this one is its follow-up
# (`_FOLLOWS_ANCHORED`: `本条为官方复盘`), and names nothing as context.
# (or recorded: `10-03 简报增量 2 已记录该滥用事件`)
_ANCHORED_AT = lazy(
    r"已锚定|已收录|已记录|(?i:(?<![A-Za-z])(?:anchored|covered|recorded)(?![A-Za-z]))"
)
_FOLLOWS_ANCHORED = lazy(
    r"本条(?:为|是)[^；;。，,]{0,10}?(?:复盘|后续|跟进|进展|根因|处置|补丁|修复)"
    r"|(?i:(?<![A-Za-z])this\s+is\s+(?:the|its)\s+(?:\w+\s+)?(?:postmortem|follow-?\s?up|root\s+cause)"
    r"(?![A-Za-z]))"
)
# An increment of the briefing's own night cited by its number alone, the clause saying which
# night in words (`same release as instance A's 增量 2 tonight`, `当晚另一实例的增量 2`).
_TONIGHT = lazy(r"今晚|当晚|今夜|(?i:(?<![A-Za-z])(?:tonight|same\s+night)(?![A-Za-z]))")
_NUMBERED = lazy(r"(?:增量|(?P<adj>邻接))\s*(?P<n>\d+|[A-Z](?![A-Za-z])|[一二三四五六七八九十])")
_NUMERALS = {c: str(i) for i, c in enumerate("一二三四五六七八九十", 1)}


# Where a relation line's clauses end.
_CLAUSE_END = lazy(r"[；;。]")
_CLAUSE_MARK = lazy(r"[；;。！!？?，,]")


# A clause naming what it cites a rival, a comparison or a contrast (`与 6-10 简报增量 1 首录的
# Wicket 为竞品`, `对标…`, `不同于…`, `unlike …`): the cited increment is another thing.
_RIVALRY = lazy(
    r"竞品|竞争对手|对手|对标|不同于|区别于|有别于"
    r"|(?i:(?<![A-Za-z])(?:rivals?|competitors?|competing|unlike)(?![A-Za-z]))"
)


# A name written after a rival word (`对标竞品 Picket`): the rivalry names that product.
_NAMED_AFTER = lazy(r"\s*[A-Za-z]")


def _rival_cited(clause: str, at: int) -> bool:
    """The part of `clause` (between commas) holding a citation at `at` names what it cites a
    rival: a rival word before the citation (`对标 6-10 简报增量 1 …`), or after it with no name
    after the rival word (`…首录的 Wicket 为竞品`); not a rival named after the cited thing's
    update (`…首录的工具本次更新对标竞品 Picket`: Picket is the rival, a third product)."""
    start = max((m.end() for m in _CLAUSE_MARK.finditer(clause, 0, at)), default=0)
    stop = _CLAUSE_MARK.search(clause, at)
    end = stop.start() if stop else len(clause)
    words = list(_RIVALRY.finditer(clause, start, end))
    if not words:
        return False
    if any(m.start() < at for m in words):
        return True
    return _NAMED_AFTER.match(clause, words[-1].end(), end) is None


def cited_increments(relation: str, date: str) -> list[str]:
    """The ids of the increments a relation line says this one continues or restates
    (`同日` is the briefing's `date`; a clause naming them as context cites nothing)."""
    found: list[str] = []
    line = affirmed(relation)
    follows = _FOLLOWS_ANCHORED.search(line) is not None and not _CONTEXT.search(line)
    for clause in _CLAUSE_END.split(line):
        said = _SAME_THING.search(clause) or (follows and _ANCHORED_AT.search(clause))
        if not said or _CONTEXT.search(clause):
            continue
        dated = [m for m in _CITED.finditer(clause) if not _rival_cited(clause, m.start())]
        for m in dated:
            day = date
            if m["month"] is not None:
                day = f"{date[:4]}-{int(m['month']):02d}-{int(m['day']):02d}"
            number = _NUMERALS.get(m["n"], m["n"])
            found.append(marker.increment_id(day, number, adjacent=m["adj"] is not None))
        if not dated and _TONIGHT.search(clause):
            for m in _NUMBERED.finditer(clause):
                if _rival_cited(clause, m.start()):
                    continue
                number = _NUMERALS.get(m["n"], m["n"])
                found.append(marker.increment_id(date, number, adjacent=m["adj"] is not None))
    return list(dict.fromkeys(found))


# A day and the title of what the document anchored then, quoted (`06-08 已锚定"Wayfarer 浏览器
# 智能体事故：批量提交表单 400 余次"`).
_ANCHORED_QUOTE = lazy(
    r"(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?\s*(?:已锚定|已收录)\s*"
    r"[\"“「『](?P<title>[^\"”」』\n]{4,80})[\"”」』]"
)


def anchored_titles(relation: str, date: str) -> list[tuple[str, str]]:
    """The days and quoted titles of what a relation line says the document anchored, when
    the line says this one is its follow-up (`_FOLLOWS_ANCHORED`: `本条是该事故的复盘`) and
    names nothing as context: `[("2036-06-08", "Wayfarer 浏览器智能体事故：…")]`."""
    line = affirmed(relation)
    if _FOLLOWS_ANCHORED.search(line) is None or _CONTEXT.search(line):
        return []
    return [
        (f"{date[:4]}-{int(m['month']):02d}-{int(m['day']):02d}", m["title"].strip())
        for m in _ANCHORED_QUOTE.finditer(line)
    ]


# A point saying it is what another instance's increment of the same night said (`私有化部署 +
# 审计日志（同 Tom 实例增量 1）`): the same news, restated.
_SAME_AS_INSTANCE = lazy(
    r"(?<![不非])同\s*[A-Za-z][\w\-]{0,15}\s*实例\s*(?:的\s*)?(?:增量|(?P<adj>邻接))\s*"
    r"(?P<n>\d+|[A-Z](?![A-Za-z])|[一二三四五六七八九十])"
)


def restated_in_points(points: Sequence[str], date: str) -> list[str]:
    """The ids of the increments of the night a point says this one restates (`（同 Tom 实例
    增量 1）`), read in points that deny no tie."""
    found: list[str] = []
    for point in points:
        if _NEGATED.search(point) or _CONTEXT.search(point):
            continue
        for m in _SAME_AS_INSTANCE.finditer(point):
            number = _NUMERALS.get(m["n"], m["n"])
            found.append(marker.increment_id(date, number, adjacent=m["adj"] is not None))
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
    # (tracked on its own: `本条是新安全事件，单独跟踪`, `track it separately`)
    r"|单独(?:跟踪|追踪)|(?i:(?<![A-Za-z])track(?:ed)?\s+(?:it\s+)?separately(?![A-Za-z]))"
    r"|新建[^；;。！!？?，,]{0,8}?条目|(?i:(?<![A-Za-z])(?:new|separate|own)\s+entry(?![A-Za-z])))"
    r"(?!目?\s*(?:之外|以外))"  # (not `新条目之外`: besides one)
)
# `新建` told of an entry already made: after a day (`7-4 新建的 X 条目`, `8-03 新建`) or a word
# of when (`同日新建条目`, `此前新建的`), or as its participle before what it names (`新建的 X
# 条目`); not an ask (`建议新建独立条目`, `建议在 §1.4 新建事故条目`).
CREATED_ON = (
    r"(?:(?:(?<![§\d.])\d{1,2}\s*[-/月]\s*\d{1,2}\s*日?|同日|当日|本周|上周|昨日|昨天|前日|日前|此前|之前|先前|已)"
    r"\s*新建|(?<!建议)(?<!应)(?<!需)(?<!请)新建的)"
)
# A clause telling how the entry it names came to be (`Cinder, added 7/8 as a new entry`,
# `7/8 已作为新条目加入`): its history, no ask for an entry of the increment's own.
_ADDED_AS_NEW = lazy(
    r"(?i:(?<![A-Za-z])(?:added|created|opened)(?![A-Za-z])[^；;。，,]{0,24}?"
    r"(?<![A-Za-z])as\s+an?\s+new\s+entry)"
    r"|(?:已|\d{1,2}\s*[-/月]\s*\d{1,2}\s*日?\s*)作为新条目(?:加入|收录|写入|建立)"
    # (`续 7-4 新建的棱镜量化条目`, `（同日新建条目）`: the day the entry it names was made)
    r"|" + CREATED_ON
)
# A clause ending by saying the increment is a new thing (`同类新项目`, `同一厂商的新产品`,
# `新玩家`, `a new product`): not `新版本`, `新功能` (the entry's thing's news), nor denied
# (`同一产品更名，非新产品`, `不是新项目`, `not a new product`).
_NEW_THING = lazy(
    r"(?<![非无])(?<!不是)(?<!不算)新(?:项目|产品|玩家|入局者)(?=\s*(?:[；;。！!？?，,]|$))"
    # (`本条是另一起独立事故`, `a separate outage`: another incident than the one it names)
    r"|(?<!不是)(?<!并非)(?:另一?[起次宗]|又一[起次])(?:独立|新)?的?(?:事故|故障|中断|宕机|事件)"
    r"(?=\s*(?:[；;。！!？?，,]|$))"
    r"|(?i:(?<![A-Za-z])(?<!not\s)(?:an?\s+)?(?:separate|another|different|new|distinct)"
    r"\s+(?:incident|outage)s?\s*(?=[；;。.!?，,]|$))"
    r"|(?i:(?<![A-Za-z])(?<!not\s)an?\s+new\s+(?:product|project|player|entrant)s?"
    r"\s*(?=[；;。.!?，,]|$))"
)


# A clause saying the increment belongs to none of the things the line names (`不属于任一产品的
# 版本更新`, `不归入任何一方`, `not an update of either product`, `belongs to neither`): a joint
# thing of its own, whatever entries the line lists.
_OWNED_BY_NONE = lazy(
    r"(?:不属于|不归入|不归属|并非|不是|非)\s*(?:任一|任何一?|其中任一|哪一?)(?:方|家|个|款)?"
    r"(?:产品|项目|条目|一方|方)"
    r"|(?i:(?<![A-Za-z])(?:belongs\s+to\s+neither|not\s+(?:an?\s+\w+\s+)?"
    r"(?:of|to|for|under)\s+either|neither\s+(?:product|project|entry)(?:'s)?)(?![A-Za-z]))"
)


# Tracking said of another thing than the increment (`其依赖的 kitesdk 兼容问题另行单独跟踪`,
# `the ONNX loader issue is tracked separately`): the clause before the tracking word ends on
# an issue noun or a passive of a named subject, and says nothing of this one (`本条`, `this`,
# `it`: `本条是新问题，单独跟踪` stays an ask).
_TRACKING = lazy(r"单独(?:跟踪|追踪)|(?i:track)")
_ANOTHER_SUBJECT = lazy(
    r"(?:问题|缺陷|漏洞|回归|故障|隐患|(?i:bug|issue)s?)\s*(?:另行|另外|将|会|则|也|已|需|须|被|\s)*$"
    r"|(?i:(?<![A-Za-z])[\w\-]+\s+(?:is|are|will\s+be|gets?|being|to\s+be)\s+$)"
)
# A clause's ask told as background after it (`单列于 §1.4（背景）`): where the thing it names
# already is, not an entry asked for the increment.
_BACKGROUND = lazy(r"[（(]\s*(?:仅为|仅作|作为)?背景\s*[)）]|(?i:[(]\s*background\s*[)])")
_THIS_ONE = lazy(r"本条|本次|本增量|此条|该条|(?i:(?<![A-Za-z])(?:this|it)(?![A-Za-z]))")


def _tracks_another(clause: str, asked: re.Match[str]) -> bool:
    """The clause's ask is tracking said of another thing (`_ANOTHER_SUBJECT`), not this one."""
    if not _TRACKING.match(asked.group()):
        return False
    before = clause[: asked.start()]
    return _ANOTHER_SUBJECT.search(before) is not None and _THIS_ONE.search(before) is None


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
        asked = None if _ADDED_AS_NEW.search(clause) else pattern.search(clause)
        if asked and _tracks_another(clause, asked):  # (`X 兼容问题另行单独跟踪`: not this)
            asked = None
        if asked and _BACKGROUND.search(clause, asked.end()):  # (`Y 是其采用的约定，单列于
            asked = None  # §1.4（背景）`: where another thing already is, told as background)
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
    if _OWNED_BY_NONE.search(relation):  # (`不属于任一产品的版本更新`: none of them)
        return ""
    return "".join(_said_clauses(relation))


# A clause naming what it names as background (`background: X`, `背景：X`, `see also X`).
_BACKGROUND = lazy(
    r"背景|(?i:(?<![A-Za-z])(?:background|see\s+also|for\s+context|context\s+only)(?![A-Za-z]))"
)


def background_clauses(relation: str) -> list[str]:
    """The clauses of a relation line without continuation wording that name things as
    background (`background: Vellum offload tier; this is a new project`): what they name is
    context, not the thing the increment continues."""
    if not relation or _CONTINUING.search(relation):
        return []
    return [c for c in _CLAUSE_MARK.split(relation) if _BACKGROUND.search(c)]


def continuing(relation: str) -> bool:
    """The relation line says the increment continues what it names (not only context)."""
    that = _THAT_ENTRY.search(relation)  # (`本条为其更名后…`: sure, though `本条是…新版本`)
    said = _CONTINUING.search(relation) or that
    return bool(said) and not (_CONTEXT.search(relation) and not (_SURELY.search(relation) or that))


# A clause saying the increment updates what it names or is the same thing (`再次确认`, `同一指标的
# 第二版`; not `条目` alone: `已有 X 条目；本条…`).
_UPDATES = lazy(
    r"续立|续写|更新|补充|后续|跟进|再次确认|同一|(?<![继持陆连手存后延])续(?=\s|\d)"
    r"|(?i:(?<![A-Za-z])(?:continues|update\s+to|updates|follow-?\s?up)(?![A-Za-z]))"
)
