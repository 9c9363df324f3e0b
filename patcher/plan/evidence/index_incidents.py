"""The index's rules on incidents, advisories, issues and CVEs, and the fixes of them."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from patcher.document.headentries import description
from patcher.document.identity import Entry, lead_name, lead_text
from patcher.plan import advisories, contrary, incidents, logs, versions
from patcher.plan.descriptor import generic_chinese
from patcher.plan.evidence.clues import (
    _FIX,
    _POSTMORTEM,
    _abbreviated_title,
    _advisory_named,
    _named_as_opened,
    _product_only,
    _reports_damage,
    _repository_title,
    _reviews_incident,
    _unwritten_words,
)
from patcher.plan.evidence.index_name_rules import _FOLLOW_UP, _REGION_ID
from patcher.plan.evidence.index_names import _CHINESE_SPACE_LATIN, _TITLE_WORD
from patcher.plan.evidence.index_relations import _ANOTHER_ONE
from patcher.plan.evidence.index_releases import _Releases
from patcher.plan.evidence.index_stated import _BUG, _says_service_down
from patcher.plan.evidence.names import (
    _INCIDENT_WORD,
    Names,
    _dated_incident_lead,
    _starts_cjk,
    cites_issue,
    names_of,
    subject,
    two_language_half,
)
from patcher.plan.evidence.readings import (
    _TITLE_HEAD_END,
    _Entry,
    _fix_release,
    _Increment,
)
from patcher.plan.evidence.relations import (
    _names_its_product,
)
from patcher.plan.evidence.spelling import (
    COMMON,
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
    Evidence,
)
from patcher.text import marker, refs
from patcher.text.dates import FULL_DATE
from patcher.text.dates import day as day_of
from patcher.text.lazy import lazy

# Where a lead's head ends (`Incident log — ClearMirror (all releases)`: before the bracket).
_LOG_HEAD = lazy(r"[（(:：。]")
# A title saying a regression or an incident was fixed (`幻觉回归已修复`, `regression fixed`).
_REGRESSION_FIXED = lazy(
    r"回归|事故|故障|(?i:(?<![A-Za-z])(?:regression|incident|outage)s?(?![A-Za-z]))"
)

# An incident entry led by its product's slug and `!` (`[[tidewell]]! ingestion leak — 3.1`).
_SLUG_INCIDENT = lazy(r"^\[\[(?P<slug>[a-z0-9][a-z0-9_.\-]{0,40})\]\]!")
# Trouble a preamble keeping ordinary bugs on the product still files apart (`宕机`, `泄露`,
# `漏洞`, `CVE`, `outage`, `leak`).
_APART_TROUBLE = lazy(
    r"事故|宕机|中断|停服|停摆|泄露|泄漏|漏洞|数据损坏|(?i:CVE-|(?<![A-Za-z])(?:incident|outage|leak"
    r"|breach|vulnerabilit(?:y|ies)|exploit)s?(?![A-Za-z]))"
)
_LIST_MARK = lazy(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+")  # (a lead's list marker)
# A product (a name of up to three words: `Sedge Memory 写入延迟后续`), a Chinese phrase and a
# follow-up word (`Marlin 语音冒用投诉后续`, `… 事件进展`).
_PHRASE_FOLLOW_UP = lazy(
    r"^(?P<product>[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Z][A-Za-z0-9.\-]*){0,2})\s*(?P<phrase>[\u4e00-\u9fff]{4,12}?)"
    r"(?:事件|事故|案件?)?(?:官方|正式|完整)?(?:后续|进展|跟进|复盘|处置"
    # (a court's verdict on it: `X 冒名诈骗案二审维持原判`, `… 一审宣判`)
    r"|(?:一审|二审|终审|再审)[\u4e00-\u9fff]{0,6}|宣判|判决|结案)\s*$"
)
# A month and day right after a Latin name, Chinese text after it (`Tidewell 10-02 区域故障`).
# An incident entry's name after its product's, its day maybe (`Harborline outage 2035-09-30`,
# `Kinetica incident`).
_DATED_INCIDENT_NAME = lazy(r"\s+(?i:outage|incident)(?:\s+(?:\d{4}-)?\d{1,2}-\d{1,2})?\s*$")
# A cloud region's short id (`us-east`, `eu-west-2`) and a capitalised word (a name's).
_SHORT_REGION = lazy(
    r"(?<![A-Za-z0-9\-])(?:us|eu|ap|sa|ca|me|af|cn|uk|jp|au)-(?:north|south|east|west|central"
    r"|northeast|southeast|northwest|southwest)(?:-\d{1,2})?(?![A-Za-z0-9\-])"
)
_CAPITALISED = lazy(r"(?<![A-Za-z0-9\-])[A-Z][A-Za-z0-9]{2,}(?![A-Za-z0-9])")


def _generic_word(word: str) -> bool:
    """An incident's or a follow-up's word, no name (`Outage`, `Postmortem`, `Incident`)."""
    return bool(_INCIDENT_WORD.fullmatch(word) or _FOLLOW_UP.match(word)) or word in _NO_NAME


_NO_NAME = frozenset({"Root", "The", "Cause", "Published", "Report", "Review"})


# A month and day anywhere in a title (`（12-03）`, `: 12-03 write outage`), and the words
# saying a title follows an incident up (a review, a supplement, a follow-up).
_ANY_MONTH_DAY = lazy(r"(?<![\d.\-·])(0?[1-9]|1[0-2])[-·・](0[1-9]|[12]\d|3[01])(?![\d.\-·])")
_DAY_FOLLOW_UP = lazy(
    r"补充|复盘|根因|赔付|(?i:(?<![A-Za-z])(?:post-?mortem|root\s+cause|follow-?up)(?![A-Za-z]))"
)
# (one Latin word may come between the day and the Chinese: `Hopper Relay 12-18 OAuth 令牌…`)
# A review of a day's incident a product publishes, its name first (`沐声 ASR 发布 10-04 故障复盘`,
# `Tarn ASR 公布 10-04 事故复盘`): the name, the publishing verb, the day, an incident word.
_PUBLISHED_REVIEW = lazy(
    r"^(?P<name>[^\s—:：（(]+(?:\s+[A-Za-z][A-Za-z0-9\-]*){0,2})\s*(?:发布|公布|披露)\s*"
    r"(?:0?[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\s*(?:故障|事故|宕机|中断)\S{0,4}?复盘"
)
# A name in two or three capitalised words, maybe with a number (`North Sea 2`), or one and a
# number (`Westmere 3`), at a head's start, Chinese words after it.
_SPACED_NAME = lazy(
    r"^\s*[A-Z][a-z]+(?:(?:\s+[A-Z][a-z]+){1,2}(?:\s+\d{1,2})?|\s+\d{1,2})(?=\s*[\u4e00-\u9fff])"
)
# The same in an English head, the name spaced or hyphened before a lower-case word
# (`Westmere 3 region outage …`, `Westmere-3 region outage …`).
_SPACED_NAME_EN = lazy(
    r"^\s*[A-Z][a-z]+(?:(?:\s+[A-Z][a-z]+){1,2}(?:[\s-]\d{1,2})?|[\s-]\d{1,2})(?=\s+[a-z])"
)
# A month right after a product's name (`Kestrune DB 8 月复制丢数事故`).
_MONTH_AFTER_NAME = lazy(r"(?<=[A-Za-z0-9])\s*(?P<month>1[0-2]|0?[1-9])\s*月(?![\d日])")
_MONTH_DAY_AFTER_NAME = lazy(
    r"(?<=[A-Za-z0-9])\s+(?:0?[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])"
    r"(?=\s*(?:[A-Za-z][A-Za-z0-9\-]*\s*)?[\u4e00-\u9fff])"
)
# A day a relation line cites (`凭据泄露事件（03-19）`, `02-27 事故`), and the word an advisory
# sub-bullet opens with (`- Advisory (2030-03-19): …`, `- 安全公告（2030-03-19）：…`).
# A Latin name of one to three capitalised words and its dotted release inside a title
# (`研究者公布 Sentinel 2.2 护栏绕过`: `Sentinel`, `2.2`).
_NAME_AND_RELEASE = lazy(
    r"(?<![A-Za-z0-9.\-])([A-Z][A-Za-z0-9\-]*(?:\s[A-Z][A-Za-z0-9\-]*){0,2})\s?v?(\d+\.\d+(?:\.\d+)?)"
    r"(?![\d.]|\s*%)"
)
# A name and several of its releases (`Sentinel 2.1 与 2.2`, `Wren 0.3/0.4`, `Tarn 1.2、1.3`).
_RELEASES_LISTED = lazy(
    r"(?<![A-Za-z0-9.\-])(?P<name>[A-Z][A-Za-z0-9\-]*(?:\s[A-Z][A-Za-z0-9\-]*){0,2})\s?"
    r"v?\d+\.\d+(?:\.\d+)?(?:\s*(?:与|和|及|、|/|,|，|&|(?i:and))\s*v?\d+\.\d+(?:\.\d+)?)+"
    r"(?![\d.]|\s*%)"
)
_A_RELEASE = lazy(r"(?<![\d.])\d+\.\d+(?:\.\d+)?(?![\d.])")
# A title saying the thing loses or drops what it should keep (`压缩丢失工具调用结果`).
_LOSS = lazy(r"丢失|丢弃|(?i:(?<![A-Za-z])(?:loses|drops|lost|dropped)(?![A-Za-z]))")
# A detector's or filter's misfire a title reports (`误报`, `误判`, `false positives`): trouble;
# not its measured rate (`误报率 18%`, `false-positive rate`: a result).
_MISFIRE = lazy(
    r"(?:误报|误判|误检|误杀)(?!率|比例)"
    r"|(?i:(?<![A-Za-z])false[\s\-](?:positive|alarm|negative)s?(?![A-Za-z])(?!\s+rates?))"
)
# A head ending on its misfire (`TrueFrame 误报`, `Sentrylark false positives`): the news is it.
_MISFIRE_HEAD = lazy(
    r"(?:误报|误判|误检|误杀)\s*$|(?i:(?<![A-Za-z])false[\s\-](?:positive|alarm)s?\s*$)"
)
# A problem a title names in words (`兼容问题`, `a tokenizer defect`): trouble, where the title
# lists several releases of one name (`_by_newest_affected`; `_BUG` has `缺陷`, `crash`).
_DEFECT = lazy(r"问题|(?i:(?<![A-Za-z])(?:defects?|issues?|problems?)(?![A-Za-z]))")
# A malfunction a head names in Chinese: output misplaced or missing, a cost or latency surging
# (`引用标号错位`, `过滤结果缺失`, `token 成本激增`; not `下载量激增`: growth is no trouble).
_MALFUNCTION = lazy(
    r"错位|错乱|(?:结果|字段|数据|内容|引用)缺失"
    r"|(?:成本|开销|费用|延迟|耗时|显存|内存)\s*(?:激增|暴增|飙升|翻倍)"
    # (a model's hallucination defect: `计数幻觉问题复现`, `hallucination regression`; not a
    # rate it cuts: `幻觉率降低`)
    r"|幻觉(?:问题|回归|加剧|上升|增多|复现|再现)"
    r"|(?i:(?<![A-Za-z])hallucinations?\s+(?:regression|issues?|problems?|bugs?)(?![A-Za-z]))"
    # (sound out of step with the picture: `音画不同步`, `口型不一致`, `audio desync`)
    r"|(?:音画|音视频|声画|口型|唇形)(?:不同步|不一致)"
    r"|(?i:(?<![A-Za-z])(?:out\s+of\s+sync|desync(?:ed|s)?)(?![A-Za-z]))"
    # (a model made to break its safety rules: `图像越狱事件`, `jailbroken`; not a defence or
    # a benchmark of it: `越狱防护`, `jailbreak benchmark`)
    r"|越狱(?!\s*(?:防护|防御|防范|检测|识别|拦截|评测|基准|测试集))"
    r"|(?i:(?<![A-Za-z])jailbr(?:oken|eaks?|eaking)(?![A-Za-z])"
    r"(?!\s+(?:defen[cs]es?|detection|detectors?|benchmarks?|evals?|protection)(?![A-Za-z])))"
    # (a safeguard defeated: `水印被批量剥离`, `签名被绕过`, `检测失效`; not a feature removing
    # something: `背景去除`)
    r"|被(?:批量|大规模|轻易)?(?:剥离|抹除|去除|移除|绕过|破解)"
    r"|(?:水印|检测|过滤|审核|防护|护栏)(?:功能)?失效"
)
_CORRUPTION = lazy(r"损坏|损毁|(?i:(?<![A-Za-z])corrupt(?:ion|ed|s)?(?![A-Za-z]))")  # (damage)
_RELATION_DAY = lazy(r"(?<![\d\-])(0?[1-9]|1[0-2])-([0-2]?\d|3[01])(?![\d\-])")
_ADVISORY_WORD = r"(?:advisory|incident|安全公告|公告|通告|事故)"


# A title saying it adds to earlier news (`补充`, `后续`, `更新`, `update`).
_UPDATE_WORD = lazy(r"补充|后续|更新|进展|(?i:(?<![A-Za-z])updates?(?![A-Za-z]))")


# A title led by an advisory's id, then a dash and its product (`CVE-2029-31877 — Tern 沙箱逃逸`).
_ADVISORY_LED = lazy(
    r"(?i)^\s*(?:[\u3400-\u9fff]{2,12}\s*)?(?:CVE-\d{4}-\d{4,}|GHSA(?:-[0-9a-z]{4}){3})\s*"
    r"(?:——|—|–|:|：|\s-{1,2}\s)\s*(?P<rest>\S.*)$"
)


# The product an advisory's flaw is in, named after the flaw (`path traversal in tarnserve's
# adapter loader`, `heap overflow in Tarn Serve`, `Tarn Serve 的适配器加载路径穿越` is led by it).
_FLAW_IN = lazy(
    r"(?<![A-Za-z])(?:in|affecting)\s+(?P<name>[A-Za-z][\w.\-]*(?:\s+[A-Z][\w.\-]*)?)"
    r"(?:['’]s)?(?![\w.\-])"
)


# A title led by an issue (`sgl-project/sglang#41207 — SGLang 0.6.1 …`, `#4950: …`).
_ISSUE_LED = lazy(
    r"^\s*(?:[A-Za-z0-9][\w.-]*/[\w.-]+)?#\d+\s*(?:——|—|–|:|：|\s-{1,2}\s)\s*(?P<rest>\S.*)$"
)


# A title led by an issue, its repository's owner maybe (`tarnhelm#4412 …`, `oxbellow/tarnhelm#4412
# — …`).
_ISSUE_REF_LED = lazy(
    r"^\s*(?P<ref>(?:(?P<owner>[A-Za-z0-9][\w.-]*)/)?(?P<repo>[A-Za-z0-9][\w.-]*)#(?P<n>\d+))(?![\w#])"
)


def _records_issue(line: str, owner: str, repo: str, number: str) -> bool:
    """The line cites issue `number` of `repo` (of `owner` when the title gives one):
    `oxbellow/tarnhelm#4412` or `tarnhelm#4412`."""
    for ref in (refs.first_github_ref(line), refs.first_short_ref(line)):
        if not ref or "#" not in ref:
            continue
        path, said = ref.casefold().rsplit("#", 1)
        theirs = path.rsplit("/", 1)
        owned = not owner or len(theirs) < 2 or theirs[0] == owner
        if said == number and theirs[-1] == repo and owned:
            return True
    return False


# An advisory's product said to be another's dependency or upstream (`Loom 依赖的 protobuf`,
# `protobuf (a dependency of Loom)`): the name after the dash is not the affected product.
_DEPENDENCY_SAID = lazy(
    r"依赖|上游|(?i:(?<![A-Za-z])(?:dependenc(?:y|ies)|upstream|transitive)(?![A-Za-z]))"
)


# A head naming only an event (`事故 — `, `服务中断 — `, `Security advisory — `), then the
# product it befell.
_EVENT_LABEL_LED = lazy(
    r"^\s*(?:[\[【]\s*)?(?P<label>事故|故障|服务中断|中断|宕机|安全公告|安全事件"
    r"|(?i:incident|outage|security\s+advisory|advisory|post-?mortem))\s*(?:[\]】]\s*)?"
    r"(?:——|—|–|:|：|\s-{1,2}\s)\s*(?P<rest>\S.*)$"
)
# A head naming the product's host or maker, then the product whose trouble it reports
# (`Halden 托管 Tessera Serve 端点中断`, `Halden-hosted Tessera Serve endpoints down`, `Lumen AI
# 通报 明镜 MirrorVL API 故障`, `Halden 发布 Tessera Serve 12-09 端点中断复盘`).
_HOST_LED = lazy(
    r"^\s*(?P<host>[A-Z][A-Za-z0-9]+(?:[\s\-][A-Z][A-Za-z0-9]*\.?)?)"
    r"(?:-hosted\s+|\s*(?:托管的?|通报|发布|公布|披露|确认)\s*)(?P<rest>\S.*)$"
)
_DAY = lazy(r"(?<![\d.\-])(?:0?[1-9]|1[0-2])-(?:[0-2]?\d|3[01])(?![\d.\-])")
_ADVISORY_LABEL = lazy(r"公告|(?i:advisory)")
# Where the document files incidents (advisories) under the entry they affect.
_UNDER_HOMES = ("under", "both", "release", "product")
_SHOWN_UNDER = ("release", "product")


def _flaw_of_release(title: str) -> bool:
    """The title's head says a security flaw in words after its release (`Ragtide v0.9
    检索节点提示注入漏洞 CVE-…`), no fix: the release is the one affected, not a fix's."""
    head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
    return incidents.reports_flaw(head) and _FIX.search(title) is None


def _latin_head(text: str) -> str:
    """The Latin name a text opens on, hyphened parts kept (`NorthSea-2 region outage` →
    `NorthSea-2`); "" for none."""
    said = _LATIN_NAME_RUN.match(text.strip())
    return said.group() if said else ""


def _undated_first(shown: str) -> str:
    """The first word of an incident entry's name read without its days and its incident label
    (`事故：Tessera Cloud 东京区域中断（2037-06-19）` → `tessera`)."""
    return names_of(_ANY_MONTH_DAY.sub(" ", incidents.without_incident_label(shown))).first


# A lead's bold name as written (`**Outage — X API (2038-04-08)**`: its day too).
_BOLD_NAME = lazy(r"\s*\*\*(?P<name>[^*]{1,120})\*\*")


def _written_name(lead: str) -> str:
    """The lead's bold name as written, a day in it kept; else the lead."""
    said = _BOLD_NAME.match(lead)
    return said["name"] if said else lead


def _bold_or_shown(entry: _Entry) -> str:
    """The entry's bold name as written (`Incident 2035-05-12: X 写入延迟`, its label and day
    kept), else its name as read."""
    said = _BOLD_NAME.match(lead_text(entry.lead))
    return said["name"] if said else entry.names.shown


def _region_named_in(lead: str) -> str:
    """The incident entry's name as written: its bold name, else (a heading's) its first line
    up to a dash (`Outage: Gantry us-east (2035-05-19)`); not its description, where a region
    is where the trouble was (`… failed in ap-south`), which another region may share."""
    said = _BOLD_NAME.match(lead)
    if said is not None:
        return said["name"]
    return re.split(r"\s+[—–]\s+", lead.split("\n", 1)[0], maxsplit=1)[0]


def _other_region(title: str, name: str) -> str | None:
    """The cloud region the title's head names (`Gantry eu-west outage`, `X 华北区宕机`) where
    the incident entry's name holds another and not that one (`Outage: Gantry us-east
    (…)`): another region's trouble, another incident. The title's region, else None."""
    head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
    said = {r.group().casefold() for r in _REGION.finditer(head)}
    theirs = {r.group().casefold() for r in _REGION.finditer(name)}
    if not said or not theirs or said & theirs:
        return None
    return sorted(said)[0]


# A cloud region by its short id (`us-east`, `eu-west-1`) or a Chinese one (`华北区`).
_REGION = lazy(
    r"(?<![A-Za-z0-9\-])(?i:(?:us|eu|ap|sa|ca|me|af|cn|uk|jp|au)-(?:north|south|east|west"
    r"|central|northeast|southeast|northwest|southwest)(?:-\d)?)(?![A-Za-z0-9])"
    r"|(?:华东|华南|华北|华中|西南|西北|东北)(?:地区|区)"
)


def _followed_day(visible: str) -> re.Pattern[str] | None:
    """The day a title dates an incident by and says it follows up (`服务超时（12-03）补充`,
    `postmortem: 12-03 …`), as a pattern finding it in an entry (`12-03`, `2026-12-03`); None
    for a title with no day or no word of following up."""
    day = _ANY_MONTH_DAY.search(visible)
    if day is None or not _DAY_FOLLOW_UP.search(visible):
        return None
    month, of = int(day.group(1)), int(day.group(2))
    return re.compile(rf"(?<![\d.-])(?:\d{{4}}-)?{month:02d}-{of:02d}(?![\d.-])")


# A Latin name as written, hyphened parts kept (`VidRecall-Long`).
_LATIN_NAME_RUN = lazy(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*")


class _Incidents(_Releases):
    """The index's rules on incidents, advisories, issues and CVEs, and the fixes of them."""

    def _unfiled_incident(self, found: dict[int, list[Evidence]], inc: _Increment) -> None:
        """A title reporting an incident or a flaw (not its fix, not a release) that finds a
        product's entry by its name alone, the briefing filing it in another section, in a
        document that shows nowhere where it files such things (its preamble says nothing of
        incidents or security, its entries hold no incident or advisory entry and no incident
        news under a product): whether it is the product's news or an entry of its own is the
        editor's call, a possibility at most (`Gantry 宕机 3 小时` for §1.4 against `**Gantry**`
        in §1.1)."""
        for position, evidence in found.items():
            if sum(e.weight for e in evidence) < CONTINUE or not _by_name_alone(evidence):
                continue
            if self._incident_home_unknown(inc, position):
                why = " + ".join(e.why for e in evidence)
                where = "incidents" if _reports_trouble_only(inc.title) else "security flaws"
                reason = f"the document does not say where it files {where}, and the briefing"
                reason += f" files this one in {inc.anchor}"
                evidence[:] = [Evidence(POSSIBLE, f"{why}; but {reason}")]

    def _incident_home_unknown(self, inc: _Increment, position: int) -> bool:
        """`_unfiled_incident`'s test for the entry at `position`."""
        entry = self.entries[position]
        if not inc.anchor or inc.anchor == entry.anchor or not _product_only(entry.names):
            return False
        flaw = _reports_flaw_only(inc.title)
        if not (flaw or _reports_trouble_only(inc.title)):
            return False
        if _INCIDENT_WORD.search(entry.names.shown) or incidents.names_flaw(entry.shown):
            return False
        if contrary.incident_named(entry.names.shown, lead_text(entry.lead)):
            return False
        if self._incident_home_read() or self._keeps_incidents(position):
            return False
        if flaw and self._advisory_home_read():
            return False
        if self._stated_trouble is None:
            self._stated_trouble = self.stated_trouble()
        return not self._stated_trouble  # (a rule no reader understands: not decided here)

    def _by_advisory_product(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title led by an advisory's id (maybe after the flaw's Chinese name: `缓存投毒
        CVE-2031-1 — …`), then its product (`GHSA-7q4m-2xv9-hc3r —
        tidewater/pg-mcp 只读模式可被多语句绕过`, `CVE-2029-31877 — Tern 沙箱 microVM 逃逸`), where
        the preamble files advisories under their product's entry
        (`versions.states_advisories_under_entry`) or the editor's entries show them there
        (`_advisory_home_read`: release or product): the entries the product's name finds (its
        latest release's, where the document keeps release entries and files follow-ups there),
        a name's weight."""
        led = _ADVISORY_LED.match(title) if title[:1] in "CcGg" or _starts_cjk(title) else None
        if led is None or _DEPENDENCY_SAID.search(led["rest"]):
            return  # (`GHSA-… — Loom 依赖的 protobuf 漏洞`: the dependency's advisory)
        if not (self._advisories_filed_under() or self._advisory_home_read() in _SHOWN_UNDER):
            return  # (stated, or shown by the editor's entries)
        product = _abbreviated_title(_repository_title(names_of(led["rest"])))
        named: dict[int, list[Evidence]] = {}
        self._by_names(product, named)
        self._by_latest_release(product, named, led["rest"])
        flaw_in = _FLAW_IN.search(led["rest"]) if not named else None
        if flaw_in is not None:  # (`CVE-… — path traversal in tarnserve's loader`)
            self._by_names(names_of(flaw_in["name"]), named)
        for position, evidence in named.items():
            if position in found or sum(e.weight for e in evidence) < NAME:
                continue
            shown = self.entries[position].names.shown
            why = f'the advisory names "{shown}" (the preamble files advisories under it)'
            found[position] = [Evidence(NAME, why)]

    def _by_event_product(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title whose head names only the event (`事故 — X 0.10 健康检查误报`, `Security
        advisory — X 2.2.2 …`) or the product's host or maker (`Halden 托管 Tessera Serve 端点中断`,
        `Lumen AI 通报 明镜 MirrorVL API 故障`), then one product and its trouble, flaw or review,
        where the document files that kind under the product (`_event_filed_under`): the one
        entry the product's name finds, a name's weight (a host must be written in its lead)."""
        visible = _visible(title)
        led = _EVENT_LABEL_LED.match(visible)
        host = None if led is not None else _HOST_LED.match(visible)
        said = led or host
        advisory = led is not None and _ADVISORY_LABEL.search(led["label"]) is not None
        if said is None or not self._event_filed_under(said["rest"], advisory, led is not None):
            return
        mine = names_of(_DAY.sub(" ", said["rest"]))  # (`Tessera Serve 12-09 端点中断复盘`)
        if mine.others or mine.comparison or mine.joined or mine.rival:
            return  # (`A 与 B …`: two products)
        named: dict[int, list[Evidence]] = {}
        self._by_names(_abbreviated_title(mine), named)
        hits = [p for p, e in named.items() if sum(x.weight for x in e) >= SHORT_NAME]
        if len(hits) != 1 or hits[0] in found:
            return
        lead = lead_text(self.entries[hits[0]].lead)
        if host is not None and not _writes_word(lead, host["host"]):
            return  # (another's host, a customer: not the product's own)
        shown = self.entries[hits[0]].names.shown
        why = f'the event befell "{shown}" (the document files such events under it)'
        found[hits[0]] = [Evidence(NAME, why)]

    def _event_filed_under(self, rest: str, advisory: bool, labelled: bool) -> bool:
        """The rest of an event-led title reports trouble, a flaw or a review, and the
        document files that kind under the entry it affects (`_by_event_product`)."""
        if advisory or _reports_flaw_only(rest):
            return self._advisory_home_read() in _UNDER_HOMES
        if not (labelled or _reports_outage(rest) or _POSTMORTEM.search(rest)):
            return False
        return self._incident_home_read() in _UNDER_HOMES

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

    def _refused_incident_only(self, inc: _Increment, position: int) -> bool:
        """The relation line refuses only an incident it names (`与之无关` after `9-14 X 索引重建
        事故`), the entry is no incident's own, and the preamble files incidents under the entry
        they affect, or in entries of their own and the title reports no trouble (the preamble
        saying so, or the editor's entries showing it), or the line names the entry in a clause
        before the refusal's: not a refusal of this (product's) entry."""
        if not contrary.refuses_only_an_incident(inc.relation):
            return False
        entry = self.entries[position]
        if contrary.incident_named(entry.names.shown, lead_text(entry.lead)):
            return False
        if self._named_before_refusal(inc.relation, entry.names.first):
            return True  # (`§1.3 X 已锚定；Y 3-05 有泄露事件，本条与之无关`: Y's incident refused)
        # (the preamble's word, or the editor's entries'; where incidents are entries of their
        # own, the incident's entry is what is refused, not the product's, for a title that
        # reports no trouble: a new incident refusing the old one is an entry of its own)
        if self._incidents_under():
            return True
        if not contrary.refuses_back_as_unrelated(inc.relation) or _trouble_headed(inc.title):
            return False
        return self._incidents_apart()

    @staticmethod
    def _named_before_refusal(relation: str, first: str) -> bool:
        """The relation line writes the entry's first word in a clause of its own before the
        clause whose refusal points back to an incident (`contrary.refused_clause_start`): what
        that clause names is not what is refused."""
        start = contrary.refused_clause_start(relation)
        if start <= 0 or not first:
            return False
        words = _LATIN_NAME_RUN.findall(relation[:start])
        return first in {form(part) for w in words for part in (w, *w.split("-"))}

    def _fix_releases_on_product(self) -> bool:
        """The preamble puts every release, a fix release too, on its product's entry (read
        once)."""
        if self._stated_fix_releases is None:
            self._stated_fix_releases = self.stated_fix_releases()
        return self._stated_fix_releases

    def _fix_release_cites(self, title: str, keys: Sequence[str]) -> frozenset[str]:
        """The issues (and CVEs) a versioned fix's title cites (`Quay 2.4.1 修复队列泄漏
        （quay/quay#88）`, `Quay 2.4.2 — CVE-… 正式补丁`) where the preamble puts fix releases on
        the product's entry: background of the release, as `_release_cites` reads a shipping
        release's."""
        issues = [k for k in keys if (k.startswith("gh:") and "#" in k) or k.startswith("cve:")]
        if not issues or not _fix_release(title) or not self._fix_releases_on_product():
            return frozenset()
        return frozenset(issues)

    def _fix_off_incident_log(self, inc: _Increment, position: int) -> bool:
        """The title says a regression or an incident was fixed (`Clear-Mirror 3.2 幻觉回归已修复
        （v3.2.1）`) and another live entry is the product's incident log or incident entry
        (`Incident log — ClearMirror`: an incident word and the product's first word): the
        product's release entry is no home for it, a possibility at most."""
        head = _TITLE_HEAD_END.split(inc.title, maxsplit=1)[0]  # (not `3.2.0 — 修复 rc1 的…回归`)
        if not incidents.is_fix(inc.title) or not _REGRESSION_FIXED.search(head):
            return False
        names = self.entries[position].names
        half = two_language_half(names.shown)  # (`澄镜 ClearMirror 3.2 发布`: ClearMirror)
        first = form(half[1].split()[0]) if half else names.first
        if not first or incidents.INCIDENT_WORDS.search(self.entries[position].shown):
            return False
        for other in self._live(range(len(self.entries))):
            lead = _LOG_HEAD.split(self._lead_text(other), maxsplit=1)[0]  # (its head)
            if other != position and incidents.INCIDENT_WORDS.search(lead) and first in form(lead):
                return True
        return False

    def _product_of_named_incident(self, inc: _Increment, position: int) -> str | None:
        """The title names an incident entry without its incident word (`incident_unworded`)
        and the entry at `position` is another, its product's (its name is where that
        incident's starts): the incident's news, not the product's. The reason, else None."""
        hit = self.incident_unworded(inc.names)
        if hit is None or hit == position:
            return None
        theirs = self.entries[position].names
        if not form(self.entries[hit].names.shown).startswith(form(theirs.shown)):
            return None
        shown = self.entries[hit].names.shown
        return f'the title names the incident "{shown}", an entry of its own'

    def _incident_reason(self, inc: _Increment, position: int) -> str | None:
        """Why the title's incident (bug, vulnerability) is not news of the entry at
        `position`, judged from how the document files incidents; None where its preamble
        files them under the entry they affect (`versions.states_incidents_under_entry`), or says
        nothing of it and the editor's own entries file them so (`_incidents_under`)."""
        other_flaw = self._another_flaw(inc.title, position)
        if other_flaw is not None:
            return other_flaw
        if self._fix_off_incident_log(inc, position):
            return "the title fixes a regression, and the product's incidents have an entry apart"
        named = self._product_of_named_incident(inc, position)
        if named is not None:
            return named
        release = _fix_release(inc.title)
        if release and self._fix_releases_on_product():
            lead = self._lead_text(position)  # (`🔴 … 提示注入漏洞 CVE-…`: a vulnerability's entry)
            if incidents.cites_vulnerability(lead) and release not in lead:
                return "the entry is a vulnerability's; the preamble puts releases on the product"
            return self._incident_entry_apart(inc, position, False)  # (its product's news)
        if self._fix_of_slug_incident(inc, position) or self._fix_of_named_incident(inc, position):
            return "the preamble files a fix under its incident, which has an entry of its own"
        if self._off_gathering(position):
            return "the document gathers the section's incidents in an entry of their own"
        conflict = self._incident_conflict(inc, position) or self._advisory_conflict(inc, position)
        if conflict is not None:
            return conflict
        if self._off_product(inc, position):
            return "the preamble files incidents in a home of their own, never under the product"
        if self._news_off_home(inc, position):
            return "the entry is the incident home the preamble keeps, and the title reports none"
        if self._news_off_incident(inc, position):
            return (
                "the entry is an incident's, which the preamble files apart; the title reports none"
            )
        under = self._incidents_under() or self._bug_kept_on_product(inc.title)
        under = under and not self._service_outage_apart(inc.title)
        if self._own_issue(inc.title, position) and not under:
            return "the document gives a bug with its own issue an entry of its own"
        if self._own_vulnerability(inc, position):
            return "the document gives a vulnerability with its own CVE an entry of its own"
        if self._own_flaw(inc, position):
            return "the title reports a security flaw, which the document files as its own entry"
        if self._own_flaw_fix(inc.title, position):
            return "the title fixes a security flaw, whose advisory the document files apart"
        cve = incidents.other_vulnerability(inc.title, self._lead_text(position))
        if cve is not None:
            return f"the entry is about another vulnerability ({cve})"
        if not under and self._incident_apart(inc, position):
            return f"the document files incidents apart, in {inc.anchor}, named by their symptom"
        if not under and self._stated_incident_apart(inc, position):
            return "the title reports a bug, which the preamble gives an entry of its own"
        if not under and self._labelled_incident_apart(inc, position):
            return (
                "the title calls its news an incident, which the preamble gives an entry of its own"
            )
        if not under and (apart := self._trouble_suggested_apart(inc, position)):
            return f"the title reports trouble, which {apart} apart (in {inc.anchor})"
        if not under and self._review_off_product(inc, position):
            return "the title reviews an incident, which the document keeps in an entry of its own"
        other = self._another_symptom(inc, position)
        if other is not None:
            return other
        return self._incident_entry_apart(inc, position, not under)

    def _by_release_in_incident(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title led by Chinese words whose head reports an incident or a flaw in one Latin
        name and its release (`研究者公布 Sentinel 2.2 护栏绕过`), nothing else found, where the
        preamble files incidents under the entry they affect: the one live entry named by that
        name and release, a name's weight (not its fix, not a release shipping)."""
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        if found or not _starts_cjk(head) or _FIX.search(title) or contrary.released(title):
            return
        said = incidents.INCIDENT_WORDS.search(head) or incidents.reports_flaw(title)
        written = _NAME_AND_RELEASE.findall(head)
        if not (said or contrary.new_incident(title)) or len(written) != 1:
            return
        mine = names_of(" ".join(written[0]))
        hits = {p for f in mine.full for p in self._live(self.by_form.get(f, ()))}
        hits = {p for p in hits if self.entries[p].names.version == mine.version}
        if len(hits) != 1 or not mine.version:
            return
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if self._stated_incidents_under:
            shown = self.entries[next(iter(hits))].names.shown
            why = f'title reports an incident of "{shown}" (the preamble files incidents under it)'
            found[next(iter(hits))] = [Evidence(NAME, why)]

    def _by_product_word_trouble(
        self, title: str, mine: Names, found: dict[int, list[Evidence]]
    ) -> None:
        """A title whose head reports trouble (an outage, a flaw, misuse, a shutdown) and leads
        with a capitalised product word and no release (`Halyard 转写服务故障`, `ECHOA 语音克隆
        被用于冒充…`), nothing else found, where the preamble files incidents under the product
        concerned: the one live entry the word starts (comparisons and entries naming another thing
        aside, `_names_one_thing`; no other entry found but
        by that word alone, `title names only the product word`), no other live entry's lead
        writing it (not a maker's word: `Quillon` of `Sorrel-Video（Quillon AI）`),
        at a short name's weight (it decides only with the section agreeing); a name's where
        capitalised words after the product word are words the entry's lead writes (`Ozmo Relay
        eu-north 区域中断` for `**Ozmo**：Ozmo SDK 与 Ozmo Relay 托管运行时同属一个产品族`)."""
        if mine.comparison or mine.joined or mine.rival:
            return
        word = _PRODUCT_WORD_LED.match(title)
        if word is None or mine.first != form(word["word"]) or not _trouble_headed(title):
            return
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not self._stated_incidents_under:
            return
        if _DISCLOSES_OTHERS.match(title, word.end()):
            self._by_disclosed_trouble(title, word.end(), found)  # (the finder's word: `Thornbury
            return  # 披露 BKP 工具投毒漏洞` reports another's trouble, `BKP`'s; the finder and
            # the product two names, `Tamsin Labs 披露 Wren …`)
        if mine.others:
            return
        own = [p for p in range(len(self.entries)) if self._names_one_thing(p)]
        hits = [p for p in own if self.entries[p].names.first == mine.first]
        if len(hits) != 1 or set(found) - {hits[0]}:
            return
        if sum(e.weight for e in found.get(hits[0], ())) >= SHORT_NAME:
            return  # (a reading by names weighs it already)
        others = (p for p in own if p != hits[0])
        if any(_writes_word(lead_text(self.entries[p].lead), word["word"]) for p in others):
            return
        lead = lead_text(self.entries[hits[0]].lead)
        if any(not _writes_word(lead, more) for more in word["more"].split()):
            return  # (`Ozmo Relay 区域中断` only where `**Ozmo**`'s lead writes `Relay`)
        shown = self.entries[hits[0]].names.shown
        if self._service_of_other_kind(hits[0], shown, title[word.end() :]):
            return  # (`Atlas 地图服务中断` beside `**Atlas Agent**：浏览器智能体`)
        if _PLATFORM_AFTER.match(title, word.end()) and self._word_also_maker(
            hits[0], shown, word["word"]
        ):
            return  # (`Gorse 云华东区全区中断` beside `**Gorse Serve**（Gorse Computing）`)
        why = f'title reports trouble of "{shown}" (the preamble files incidents under it)'
        weight = NAME if word["more"] else SHORT_NAME  # (its lead's words too: a name's)
        found[hits[0]] = [Evidence(weight, why)]  # (in place of the product word's 0.5)

    def _by_disclosed_trouble(self, title: str, at: int, found: dict[int, list[Evidence]]) -> None:
        """A finder's word, a disclosure (`_DISCLOSES_OTHERS`), then the product word whose
        trouble it reports (`Thornbury 披露 BKP 工具投毒漏洞`), where the preamble files incidents
        under the product (checked by the caller) and nothing else was found by a name: the
        one live entry going by that word, a name's weight."""
        said = _DISCLOSED_WORD.match(title, at)
        if said is None or any(self._score(e) >= SHORT_NAME for e in found.values()):
            return
        hits = set(self._live(self.by_form.get(form(said["word"]), ())))
        if len(hits) != 1:
            return
        (position,) = hits
        shown = self.entries[position].names.shown
        why = f'title discloses trouble of "{shown}" (the preamble files incidents under it)'
        found[position] = [Evidence(NAME, why)]

    def _service_of_other_kind(self, position: int, shown: str, rest: str) -> bool:
        """The entry is named by more than the product word (`Atlas Agent`) and the title
        names the word's service by a word of its own (`Atlas 地图服务中断`: `地图`, not a
        generic `推理`) that the entry's name and lead never write, nor say in the glossary's
        terms (`转写` of `Halyard ASR：流式语音识别`): another service going by that word."""
        said = _SERVICE_OF.match(rest)
        if said is None or len(shown.split()) < 2:
            return False
        kind = said["kind"].strip()
        if _HAS_CJK_CHAR.search(kind) and generic_chinese(kind):
            return False
        if not _HAS_CJK_CHAR.search(kind) and form(kind) in COMMON:
            return False
        text = f"{shown} {lead_text(self.entries[position].lead)}"
        if kind.casefold() in text.casefold():
            return False
        return not (self.glossary.terms(kind) & self.glossary.terms(text))

    def _word_also_maker(self, position: int, shown: str, word: str) -> bool:
        """The entry is named by more than the word and its lead writes the word again besides
        its name (`**Gorse Serve**（Gorse Computing）— …，Gorse 另提供托管端点`): the word is its
        maker's too, so the trouble of the word's cloud or platform (`Gorse 云华东区全区中断`) is
        the maker's other service's, not this product's (`Reedline 旧版 v1 API 将于 9-30 停服`
        beside `**Reedline 同传**（Reedline Inc.）` is the product's)."""
        if form(shown) == form(word):
            return False
        rest = lead_text(self.entries[position].lead).replace(shown, "", 1)
        return _writes_word(rest, word)

    def _by_incident_id(self, title: str, sources: str, found: dict[int, list[Evidence]]) -> None:
        """An incident or its follow-up (a postmortem, a report, compensation: `8·23 视频生成中断
        复盘`) whose sources link a status page's incident by its id (`status.quillon.ai/
        incidents/INC-3821/postmortem`): the one live entry whose text cites that id (`来源：
        status.quillon.ai 事件 INC-3821`), a name's weight; nothing where two entries cite it, nor
        for an incident's entry where the preamble files incidents under the product."""
        said = _STATUS_INCIDENT_ID.search(sources) if "ncident" in sources else None
        # (or the title brackets the incident's id: `X 误删事故完整复盘（QM-0117）`)
        titled = _BRACKETED_INCIDENT_ID.search(title) if said is None else None
        ident = said["id"] if said else titled["id"] if titled else ""
        if not ident or not (_INCIDENT_REPORT.search(title) or incident_news(title)):
            return
        cited = re.compile(rf"(?<![A-Za-z0-9\-]){re.escape(ident)}(?![A-Za-z0-9\-])", re.I)
        fits = [
            p
            for p in self._live(range(len(self.entries)))
            if cited.search(str(getattr(self.entries[p].source, "body", "")))
        ]
        if len(fits) != 1 or self._incident_kept_off(fits[0]):
            return
        body = str(getattr(self.entries[fits[0]].source, "body", ""))
        if said and _other_status_host(_status_host(sources, said.start()), body):
            return
        shown = self.entries[fits[0]].names.shown
        cites = "sources cite" if said else "title cites"
        why = f'{cites} incident {ident}, which "{shown}" cites'
        found.setdefault(fits[0], []).append(Evidence(NAME, why))

    def _by_service_named(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """An incident title naming the product concerned apart from its subject, where the
        preamble files incidents under the product: its closing bracket (`Quillon 视频生成 API
        大面积中断约 5 小时(Sorrel Video 服务)`), or a maker publishing the product's incident
        report (`Quillon 公布 Sorrel-Video 8 月 23 日事故报告`, the entry's lead naming that
        maker): the one live entry going by that name, a short name's weight."""
        said = _SERVICE_BRACKET.search(title) if _trouble_headed(title) else None
        reported = None if said else _MAKER_REPORTS.match(title)
        if reported is not None and not _INCIDENT_REPORT.search(title):
            reported = None
        named = said or reported
        if named is None or any(self._score(e) >= SHORT_NAME for e in found.values()):
            return
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not self._stated_incidents_under:
            return
        hits = self._live(self.by_form.get(form(named["name"]), ()))
        if len(set(hits)) != 1:
            return
        lead = lead_text(self.entries[hits[0]].lead)
        if reported is not None and not _writes_word(lead, reported["maker"]):
            return  # (not the product's maker: another's report)
        shown = self.entries[hits[0]].names.shown
        why = f'title reports trouble of "{shown}" (the preamble files incidents under it)'
        found[hits[0]] = [Evidence(SHORT_NAME, why)]

    def _incident_kept_off(self, position: int) -> bool:
        """The entry is named as an incident where the preamble files incidents under the
        product concerned: not where the document keeps the incident (a night's duplicate)."""
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not self._stated_incidents_under:
            return False
        entry = self.entries[position]
        return incident_news(entry.names.shown) or contrary.incident_named(
            entry.names.shown, lead_text(entry.lead)
        )

    def _names_one_thing(self, position: int) -> bool:
        """The entry is live and its name is one thing's, no comparison nor a sentence naming
        another (`Larkspur ASR Turbo 超越 Reedline`: about both, neither's own entry)."""
        entry = self.entries[position]
        return entry.live and not (entry.names.comparison or entry.names.others)

    def _by_newest_affected(
        self, title: str, anchor: str, found: dict[int, list[Evidence]]
    ) -> None:
        """A title reporting an incident or a flaw in several releases of one name (`网友发现
        Sentinel 2.1 与 2.2 都能被…绕过`), where the preamble files incidents under the newest
        release affected: the one live entry of that name and the newest release listed, a
        name's weight, in place of the other listed releases' entries (read after the screens
        that would call it another release than the title's first)."""
        listed = _RELEASES_LISTED.search(title) if title.count(".") > 1 else None  # (two x.y)
        if listed is None or _FIX.search(title) or contrary.released(title):
            return
        releases = [versions.release(v) for v in _A_RELEASE.findall(listed.group())]
        newest = max(releases)
        mine = names_of(listed["name"])
        written = list(self._live(self.by_first.get(mine.first, ())))
        hits = {p for p in written if self.entries[p].names.version == newest}
        if not self._newest_affected_said(title, len(hits)):
            _drop_one_of_several(found, written, releases, self.entries)
            return
        for p in written:  # (the older releases listed: the newest takes the incident)
            if p in found and self.entries[p].names.version in releases:
                del found[p]
        home = next(iter(hits))
        shown = self.entries[home].names.shown
        why = f'title reports an incident of "{shown}", the newest release it names'
        found[home] = [Evidence(NAME, why)]
        if self.entries[home].anchor == anchor:
            found[home].append(Evidence(SECTION, f"same section {anchor}"))

    def _newest_affected_said(self, title: str, hits: int) -> bool:
        """The title reports trouble (an incident word, a flaw, a symptom, a bug or a problem:
        `精度问题`), one entry holds the newest release it lists and the preamble files
        incidents under the newest release affected."""
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        said = bool(incidents.INCIDENT_WORDS.search(head)) or incidents.reports_flaw(title)
        trouble = incidents.SYMPTOM.search(head) or _BUG.search(head) or _DEFECT.search(head)
        if not (said or trouble or contrary.new_incident(title)) or hits != 1:
            return False
        if self._stated_newest_affected is None:
            self._stated_newest_affected = self.stated_newest_affected()
        return self._stated_newest_affected

    def _trouble_suggested_apart(self, inc: _Increment, position: int) -> str:
        """Who files the title's trouble apart ("the preamble files", or "the document's entries
        file" where it says nothing of trouble: `_trouble_shown_apart`), else "": the preamble
        gives incidents entries of their own (`_said_apart`), the title's head
        reports trouble (a symptom, a bug, a loss, damage: `Ledger 2.1 压缩丢失工具调用结果`,
        `索引损坏`, an event of a kind it lists: `越狱事件`), not its fix nor a release, the
        briefing suggests another section than the entry's (or the entry sits in the section
        the preamble files incidents in, and the head ends on a misfire: `TrueFrame 误报`, not
        `adds error budgets`), and the entry is no incident's: the incident's own entry, at
        most a possibility of the product's."""
        if not inc.anchor or not self._apart_from_section(inc.anchor, position):
            return ""
        if not self._trouble_reported_off(inc, position):
            return ""
        if incidents.security_news(inc.title) and self._advisories_filed_under():
            return ""  # (`Security flaws … are logged under the affected product`: a flaw's)
        if self._said_apart():
            return "the preamble files"
        return "the document's entries file" if self._trouble_shown_apart() else ""

    def _trouble_reported_off(self, inc: _Increment, position: int) -> bool:
        """`_trouble_suggested_apart`'s reading of the title and the entry."""
        head = _TITLE_HEAD_END.split(_visible(inc.title), maxsplit=1)[0]
        # (in the entry's own section, only a head ending on a misfire: `TrueFrame 误报 — …`)
        said = _MISFIRE_HEAD.search(head)
        if inc.anchor != self.entries[position].anchor:  # (another section: any trouble)
            said = incidents.SYMPTOM.search(head) or _BUG.search(head) or _LOSS.search(head)
            said = said or _CORRUPTION.search(head) or _MISFIRE.search(head)
            said = said or _MALFUNCTION.search(head)  # (`引用错位`, `结果缺失`, `成本激增`)
            said = said or _MISUSE_OR_COMPLAINT.search(head)  # (`X 被用于电话诈骗`)
        event = contrary.names_event(head, self.stated_event_kinds())  # (`越狱事件`)
        if not (said or event) or _FIX.search(inc.title) or contrary.released(inc.title):
            return False
        entry = self.entries[position]
        if incidents.INCIDENT_WORDS.search(entry.shown):
            return False
        if said and said.group().strip() and said.group().strip() in entry.shown:
            return False  # (`Kinora 3 音画不同步问题`: the entry is that trouble's own)
        if contrary.incident_named(entry.names.shown, lead_text(entry.lead)):
            return False
        return not (position in self.incident_entries() or _dated_incident_lead(entry.lead))

    def _trouble_shown_apart(self) -> bool:
        """The preamble says nothing of incidents or security (`stated_trouble`) and the
        editor's own entries keep trouble in entries of its own (`shown_trouble_apart`): the
        convention read from the entries, once."""
        if self._trouble_apart is None:
            if self._stated_trouble is None:
                self._stated_trouble = self.stated_trouble()
            self._trouble_apart = not self._stated_trouble and self.shown_trouble_apart()
        return self._trouble_apart

    def _review_off_product(self, inc: _Increment, position: int) -> bool:
        """The preamble files incidents apart (`_said_apart`), the title's head reviews one
        (`Thistle Cloud postmortem: …`, `…中断根因公布`, `…复盘`), the entry is no incident's, and
        another live entry is an incident of the entry's thing (`**Thistle Cloud us-east outage
        (2026-12-02)**`): the review is that incident's news, not the product's."""
        head = _TITLE_HEAD_END.split(_visible(inc.title), maxsplit=1)[0]
        if _REVIEW.search(head) is None:
            return False
        entry = self.entries[position]
        if incidents.INCIDENT_WORDS.search(entry.shown) or incidents.says_down(entry.shown):
            return False
        name = " ".join(entry.shown.casefold().split())
        led = re.compile(rf"(?<![a-z0-9]){re.escape(name)}(?![a-z0-9])")
        held = (
            other.shown
            for p, other in enumerate(self.entries)
            if p != position and other.live and name and led.search(other.shown.casefold())
        )
        if not any(incidents.INCIDENT_WORDS.search(t) or incidents.says_down(t) for t in held):
            return False
        return self._said_apart()

    def _apart_from_section(self, anchor: str, position: int) -> bool:
        """The briefing suggests another section than the entry's, or the entry's own section
        is the one the preamble files incidents in, one entry each (`事故一件一条，放 §1.4`: a
        product's entry there, a tool's, is no incident's home)."""
        here = self.entries[position].anchor
        if anchor != here:
            return True
        if self._stated_incident_section is None:
            self._stated_incident_section = self.stated_incident_section()
        return self._stated_incident_section == here

    def _off_product(self, inc: _Increment, position: int) -> bool:
        """The preamble keeps incidents off the product's entry in a home whose lead form it
        quotes (`incidents_off_product`: `「可靠性档案：中文名」`), the title's head reports one (a
        symptom, a bug, a loss; not its fix nor a release) or the relation line calls it one
        (`本条为计费事故`), and the entry is no such home: its
        lead lacks the home's label, and, one a night wrote, its name reports no incident."""
        label = self._home_label()
        called = _INCIDENT_OF.search(inc.relation) is not None  # (`本条为计费事故`)
        if not label or not (_reports_trouble(inc.title) or called):
            return False  # (a home the preamble quotes no lead form of: the other rules')
        entry = self.entries[position]
        if lead_text(entry.lead).startswith(label):
            return False
        if self._created(position) and _reports_trouble(entry.names.shown):
            return False
        return not contrary.incident_named(entry.names.shown, lead_text(entry.lead))

    def _news_off_home(self, inc: _Increment, position: int) -> bool:
        """The entry is the incident home whose lead form the preamble quotes (`可靠性档案：潮井`)
        and the title reports no trouble (`tidewell v2.6-rc1 — 预览 FP4 权重`, a fix;
        `_register_news`): the product's news, not its home's."""
        label = self._home_label()
        if not label or _register_news(inc.title) or _INCIDENT_OF.search(inc.relation):
            return False  # (news of an incident, or one the relation line calls so)
        return lead_text(self.entries[position].lead).startswith(label)

    def _news_off_incident(self, inc: _Increment, position: int) -> bool:
        """The preamble files incidents apart (`_said_apart`), the entry's name calls it an
        incident (`青舟误删仓库事故（Skiff）`) and the title says no trouble, fix or incident at all
        (`Skiff 1.5 在 CraftBench 上达 61.2%`; not a follow-up of the day the entry names):
        the product's news, not its incident's."""
        name = lead_name(self.entries[position].lead)
        # (or named by its service going down: `Quiver Cloud 华东区域推理中断约 2 小时`)
        if not incidents.INCIDENT_WORDS.search(name) and not incidents.says_down(name):
            return False  # (not an entry named by its symptom alone: `声纹克隆滥用`, a thread)
        if _INCIDENT_OF.search(inc.relation) or _FOLLOW_UP_WORD.search(inc.title):
            return False
        head = _visible(inc.title)
        if _INCIDENT_FOLLOWED.search(head):  # (`…，回应 2 月人脸数据事件`: answers one)
            return False
        followed = _followed_day(head)  # (`X 队列停摆（11-28）补充` of `X outage 2026-11-28`)
        dated = name + " " + self.entries[position].lead[:80]  # (`**事故：X 中断（2037-06-19）**`)
        if followed is not None and followed.search(dated):
            return False
        own = _CJK_RUN.findall(incidents.INCIDENT_WORDS.sub(" ", name))
        if any(words in head for words in own):
            return False  # (`声纹克隆滥用后续`: the incident's own words)
        trouble = incidents.SYMPTOM.search(head) or _BUG.search(head) or _LOSS.search(head)
        if trouble or incidents.says_down(head) or _FIX.search(head):
            return False
        if incidents.INCIDENT_WORDS.search(head):
            return False
        return self._said_apart()

    def _is_incident_home(self, position: int) -> bool:
        """The entry is a home the preamble keeps a product's incidents in, led by the label
        of the lead form it quotes (`Incident log — TideVoice`)."""
        label = self._home_label()
        return bool(label) and lead_text(self.entries[position].lead).startswith(label or "")

    def _register_label(self) -> str:
        """The name of the one entry the preamble files every incident in
        (`incidents.incident_register`; not a home per product), once."""
        if self._stated_register is None:
            self._stated_register = (self.stated_register(),)
        return self._stated_register[0]

    def _home_label(self) -> str | None:
        """The label of the incident home the preamble quotes (`incidents_off_product`), once."""
        if self._stated_off_product is None:
            self._stated_off_product = (self.stated_off_product(),)
        return self._stated_off_product[0]

    def _incident_conflict(self, inc: _Increment, position: int) -> str | None:
        """The preamble and the editor's own entries disagree on where incidents go, the title
        reports one (a symptom, a bug, an incident word; not a fix or a release) and the entry
        is no incident's: at most a possibility (the safer failure)."""
        title = inc.title
        said = incidents.SYMPTOM.search(title) or _BUG.search(title)
        if not (said or incidents.INCIDENT_WORDS.search(title)):
            return None
        if _FIX.search(title) or contrary.released(title):
            return None
        if self._incident_home_read() != "conflict" or self._about_issue(position):
            return None
        entry = self.entries[position]
        if contrary.incident_named(entry.names.shown, lead_text(entry.lead)):
            return None
        return "the preamble and the document's own entries disagree on where incidents go"

    def _advisory_conflict(self, inc: _Increment, position: int) -> str | None:
        """The preamble and the editor's own entries disagree on where security advisories go,
        the title reports a vulnerability (`incidents.reports_vulnerability`, `reports_flaw`)
        and the entry is no vulnerability's or issue's: at most a possibility."""
        title = inc.title
        if not (incidents.reports_vulnerability(title) or incidents.reports_flaw(title)):
            return None
        if self._advisory_home_read() != "conflict" or position in self.issues():
            return None
        entry = self.entries[position]
        if incidents.cites_vulnerability(self._lead_text(position)):
            return None
        if incidents.names_flaw(entry.shown):
            return None
        return "the preamble and the document's own entries disagree on where advisories go"

    def _another_symptom(self, inc: _Increment, position: int) -> str | None:
        """An incident's entry (its name says so: `「渔网」Trawl API 限流事故`) and a title whose
        head reports a symptom (`Trawl API 宕机 4 小时`), not a fix, a release or a review,
        that the entry's lead never says: another incident of the product. The reason, else
        None."""
        entry = self.entries[position]
        if not _INCIDENT_WORD.search(entry.names.shown) or _FOLLOW_UP.search(inc.title):
            return None
        if self._is_incident_home(position):  # (a product's home takes each of its incidents)
            return None
        if position in self.gatherings().values():  # (`Incidents (§1.1)`: every one of them)
            return None
        register = self._register_label()
        if register and self._register_led(position, register):
            return None  # (the register of every incident, `Incident log`: no one incident's)
        # (or a service down, `托管端点中断 47 分钟`, against an entry saying no outage)
        down = not contrary.new_incident(inc.title) and _down_not_fixed(inc.title)
        if not (down or contrary.new_incident(inc.title)):
            return None
        head = _TITLE_HEAD_END.split(_visible(inc.title), maxsplit=1)[0]
        lead = lead_text(entry.lead)
        said = incidents.symptoms(head) or (frozenset({"outage"}) if down else frozenset())
        if not said or said & incidents.symptoms(lead) or (down and incidents.says_down(lead)):
            return None
        return f'"{entry.names.shown}" is another incident (the title reports {min(said)})'

    def _labelled_incident_apart(self, inc: _Increment, position: int) -> bool:
        """The preamble gives incidents entries of their own (`stated_incidents`: `事故单独立条`),
        the title's head calls its news one (`Quillmark 2.1 事故 — …`, `Tern API outage`), not
        its fix, and the entry is no incident's, nor named by the relation line (`X 条目更新
        （事故）`: the line decides, as for `_stated_damage_apart`): not that product's (or
        release's) news."""
        head = _TITLE_HEAD_END.split(_visible(inc.title), maxsplit=1)[0]
        called = _INCIDENT_OF.search(inc.relation) is not None  # (`rag.md 中 X 2.2 的事故`)
        said = bool(incidents.INCIDENT_WORDS.search(head)) or incidents.says_down(head)
        said = said or bool(_MISUSE_OR_COMPLAINT.search(head))  # (`X 被用于电话诈骗`, `遭…投诉`)
        if not (said or called) or _FIX.search(inc.title):
            return False
        entry = self.entries[position]
        if entry.names.first and entry.names.first in form(inc.relation) and not called:
            return False
        if incidents.INCIDENT_WORDS.search(entry.shown):  # (`Perch 客服机器人事故`: one)
            return False
        if self._line_reviews(inc, position):  # (`9-13 已锚定该事故；本条为复盘`)
            return False
        if _reports_damage(entry.shown):  # (`Quiver Cloud 华东区服务中断`: an outage's entry)
            return False
        if _misuse_event_named(entry.shown):  # (`Marlowe 声音冒用事件`: a misuse's own entry)
            return False
        if _MALFUNCTION.search(_lead_head(entry.lead)):  # (`Pavo 2 水印被批量剥离`: its own)
            return False
        if contrary.incident_named(entry.names.shown, lead_text(entry.lead)):
            return False
        if position in self.incident_entries() or _dated_incident_lead(entry.lead):
            return False
        if self._stated_mark_opens(entry.lead):  # (`▲ 2032-12-28 …` where the preamble says so)
            return False
        return self._said_apart()  # (the preamble's word only: `故障转移` is no incident)

    def _stated_mark_opens(self, lead: str) -> bool:
        """The lead opens with a mark the preamble gives incident entries (`▲`, read once)."""
        if self._stated_incident_marks is None:
            self._stated_incident_marks = self.stated_incident_marks()
        if not self._stated_incident_marks:
            return False
        opening = _LIST_MARK.sub("", lead, count=1)
        return any(opening.startswith(m) for m in self._stated_incident_marks)

    def _fix_off_corruption(self, inc: _Increment, shown: str, lead: str) -> bool:
        """A fix release (`鲸库 5.3.1 发布 — 修复…`) against an entry named by a corruption
        (`… 索引损坏`, `index corruption`), which the symptom vocabulary leaves out, where the
        preamble puts fix releases on the product's entry: the incident's, not the release's."""
        release = _fix_release(inc.title)
        if not release or release in lead or not _CORRUPTION.search(shown):
            return False
        return self._fix_releases_on_product()

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
        if self._fix_off_corruption(inc, theirs.shown, lead):
            return f'"{theirs.shown}" is an incident; the preamble puts releases on the product'
        if _advisory_named(theirs.shown) and inc.names.version and contrary.ships(inc.title):
            return f'"{theirs.shown}" is an advisory, the title a release of its product'
        if contrary.incident_named(theirs.shown, lead) or self._about_issue(position):
            day = contrary.other_incident_day(inc.title, theirs.shown, inc.date)
            if day is not None:
                return f"\"{theirs.shown}\" is another day's incident (the title's: {day})"
            written = _written_name(lead)
            day = contrary.other_reported_day(inc.title, written, inc.date)
            if day is not None:  # (`X 2038-04-20 美东区故障` against `Outage — X (2038-04-08)`)
                return f"\"{theirs.shown}\" is another day's incident (the title's: {day})"
            day = contrary.other_event_day(inc.title, inc.points, written, inc.date)
            if day is not None:
                return f"\"{theirs.shown}\" is another day's incident (the points': {day})"
            day = contrary.other_reviewed_day(inc.title, inc.points, written, inc.date)
            if day is not None:  # (`X us-east down: root cause published`, `April 2 incident`)
                return f"\"{theirs.shown}\" is another day's incident (the review's: {day})"
            region = _other_region(inc.title, _region_named_in(lead))
            if region is not None:  # (`Gantry eu-west outage` against `Outage: Gantry us-east`)
                return f"\"{theirs.shown}\" is another region's incident (the title's: {region})"
            if self.incident_unworded(inc.names) == position:
                return None  # (`X 索引损坏 — 补丁 5.2.7 发布`: `X 索引损坏事故`'s own news)
            release = _fix_release(inc.title)
            if release and release not in lead and self._fix_releases_on_product():
                return f'"{theirs.shown}" is an incident; the preamble puts releases on the product'
            released = inc.names.version and contrary.ships(inc.title)
            fixed = self._fixes(inc, theirs, lead) or self._fixes_dated_incident(inc, position)
            fixed = fixed or self._fixes_cited_ticket(inc.title, inc.relation, position)
            fixed = fixed or self._fixes_slug_incident(inc, position)
            if released and not fixed:
                return f'"{theirs.shown}" is an incident, the title a release of its product'
            issue = contrary.other_issue(inc.keys, lead)
            agree = incidents.symptoms(inc.title) & incidents.symptoms(theirs.shown)
            if issue is not None and not agree:
                return f"the entry is about another issue ({issue})"
            followed = _followed_day(_visible(inc.title))  # (`X 停摆（11-28）补充`: its day's)
            if followed is not None and followed.search(theirs.shown):
                return None
            if theirs.first == inc.names.first and not contrary.news_of_incident(inc.title):
                if _FOLLOW_UP_WORD.search(inc.title):  # (`X 凭据外泄事件 — …罚单`: what it brought)
                    return None
                return f'"{theirs.shown}" is an incident, the title other news of its product'
            return None
        if (
            kept_apart
            and (
                contrary.new_incident(inc.title)
                or _reviews_incident(inc.title)
                or _down_not_fixed(inc.title)  # (`Halyard gateway down for three hours`)
                or _head_calls_incident(inc.title)  # (`Corvid 3.3 输出乱码事故 — …热修复`)
                or contrary.reports_kind(inc.title, self._incident_kinds())
                or self._sourced_incident(inc)
            )
            and _named_as_opened(theirs, inc.title)
            and not _INCIDENT_TAG.search(entry.lead[:16])  # (`〔事故〕Tessera DB 2030-08-19 …`)
            and not _INCIDENT_WORD.search(theirs.shown)  # (`Quayside 队列积压故障`: one)
            and not _MALFUNCTION.search(_lead_head(entry.lead))  # (`X 水印被批量剥离`: one)
            and not incidents.symptoms(inc.title) & incidents.symptoms(lead)  # (an OOM inspector)
            and not _REVISED_RELEASE.search(inc.title)  # (`TLP 3.1 勘误：超时字段`: a spec's word)
            and theirs.first == inc.names.first
            and not self._line_reviews(inc, position)  # (`9-13 已锚定该事故；本条为复盘`)
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

    def _sourced_incident(self, inc: _Increment) -> bool:
        """The increment's source is an incident's review (`某团队事故复盘`), its title says
        neither a fix nor a release, and the preamble gives incidents entries of their own:
        it reports an incident (`EchoCache 语义缓存误命中 — …`), whatever its symptom's word;
        not a title following up a review (`Kestrel 复盘补充`: the incident's own news)."""
        if not inc.incident_sourced or _FIX.search(inc.title) or contrary.released(inc.title):
            return False
        if _FOLLOW_UP.search(inc.title) or _UPDATE_WORD.search(inc.title):
            return False
        return self._said_apart()

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

    def _fixes_slug_incident(self, inc: _Increment, position: int) -> bool:
        """A fix (`Fenwick v3.2.1 hotfix — … 内存泄漏已修`) of the symptom an incident entry led
        by a product's slug and `!` is named by (`[[fenwick]]! ingestion worker memory leak`),
        the product's page (`[[fenwick]] Fenwick — …`) writing the title's name, where the
        preamble files a fix under the incident it fixes: the incident's news."""
        lead = self.entries[position].lead.lstrip()
        slug = _SLUG_INCIDENT.match(lead)
        if slug is None or not incidents.is_fix(inc.title) or not self._fix_goes_under():
            return False
        if not incidents.symptoms(inc.title) & incidents.symptoms(lead_text(lead)):
            return False
        name = form(inc.names.bare or inc.names.first)
        page = f"[[{slug['slug']}]] "
        return bool(name) and any(
            self.entries[p].lead.lstrip().startswith(page)
            and name in form(lead_text(self.entries[p].lead))
            for p in self._live(range(len(self.entries)))
        )

    def _bug_kept_on_product(self, title: str) -> bool:
        """The title reports a bug of a kind the preamble keeps on its product's entry
        (`stated_bug_kinds_on_product`: `普通 bug（崩溃、误报）仍写在产品条目下`), and no word of
        an incident the preamble may file apart (an outage, a leak, a vulnerability)."""
        if self._stated_bug_kinds_on_product is None:
            self._stated_bug_kinds_on_product = self.stated_bug_kinds_on_product()
        kinds = self._stated_bug_kinds_on_product
        if not kinds or _APART_TROUBLE.search(title):
            return False
        return contrary.reports_kind(title, kinds)

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
        if self._said_apart():  # (`事故、漏洞单独成条，放 §1.4`: the editor's own rule)
            return True
        return any(self.entries[p].live and not self._created(p) for p in issues if p != position)

    def _own_vulnerability(self, inc: _Increment, position: int) -> bool:
        """The title reports a vulnerability by its CVE id (`incidents.reports_vulnerability`:
        not a fix, not a release shipping one: `X 1.3.1 — CVE-…`, `X 2.0 发布（含 CVE-… 修复）`),
        the entry is no issue's or vulnerability's, and the document files such things apart:
        its preamble says so (`bug、CVE … 各自成条`, `Issues, CVEs and incidents: one entry
        each`), or another live entry's lead cites an issue or a CVE."""
        if not incidents.reports_vulnerability(inc.title):
            return False
        if len(inc.names.version) >= 2 and not _flaw_of_release(inc.title):
            return False  # (`X 1.3.1 — CVE-…`: the fix's release; not `X v0.9 注入漏洞 CVE-…`)
        if versions.announces_release(inc.title):
            return False
        issues = self.issues()  # (read only for such a title)
        lead = self._lead_text(position)
        if position in issues or incidents.cites_vulnerability(lead):
            return False
        if advisories.advisory_entry(self.entries[position].shown, lead):
            return False  # (an advisory's own: `_another_flaw` judges whether it is this flaw)
        if self._stated_apart is None:
            self._stated_apart = self.stated_apart()
        if self._stated_apart:
            return True
        if self._advisories_filed_under():  # (the preamble's rule over the entries' practice)
            return False
        if self._advisory_home_read() in ("release", "product"):  # (the entries', else)
            return False
        kept = itertools.chain(issues, self._vulnerabilities())  # (the editor's, not a night's)
        if any(self.entries[p].live and not self._created(p) for p in kept if p != position):
            return True
        return self._flaws_follow_incidents()

    def _flaws_follow_incidents(self) -> bool:
        """The document says nothing of where security flaws go, and the editor's own entries
        keep incidents apart, two or more (`### Incident: Kestrune DB replication data loss
        (2039-08)`, no product's sub-item reporting one): a vulnerability is an incident too,
        an entry of its own. Not from a preamble's words alone: `Outages get their own entry`
        gives outages entries, and a flaw is no outage (test_range_leads)."""
        if self._advisory_home_read() or self._incident_home_read() != "apart":
            return False
        if self.stated_incidents_under() or self._outages_apart() == "only":
            return False
        shown, entries = self.shown_incidents()
        return shown == "apart" and entries >= 2

    def _own_flaw(self, inc: _Increment, position: int) -> bool:
        """The title's head reports a security flaw in words (`incidents.reports_flaw`: `Gantry
        沙箱逃逸`, `Glint FS 0.6 路径穿越漏洞`, with or without a CVE; or, where the preamble files
        a fix under the incident it fixes, a head saying the flaw before a fix the rest promises:
        `incidents.flaw_in_head`), the entry is no issue's or vulnerability's, and the preamble
        files vulnerabilities as entries of their own."""
        flaw = incidents.reports_flaw(inc.title) or incidents.reports_advisory(inc.title)
        if not flaw and incidents.flaw_in_head(inc.title):
            flaw = self._fix_goes_under()  # (the flaw's follow-up: under the incident's entry)
        flaw = flaw or self._weak_flaw_signalled(inc)
        if not flaw or versions.announces_release(inc.title):
            return False
        entry = self.entries[position]
        lead = self._lead_text(position)
        if incidents.cites_vulnerability(lead) or incidents.names_flaw(entry.shown):
            return False
        if advisories.advisory_entry(entry.shown, lead):
            return False  # (an advisory's own: `_another_flaw` judges whether it is this flaw)
        if position in self.issues():
            return False
        if self._stated_apart is None:
            self._stated_apart = self.stated_apart()
        return self._stated_apart

    def _own_flaw_fix(self, title: str, position: int) -> bool:
        """The title is a security fix of a flaw it says in words (`incidents.fixes_flaw`), the
        entry is no issue's or vulnerability's, and the preamble files advisories apart (a
        preamble putting fix releases on the product is read before: `_incident_reason`)."""
        if not incidents.fixes_flaw(title) or position in self.issues():
            return False
        if self._fix_releases_on_product():  # (`发版优先：…修某个事故，也记在产品条目`)
            return False
        lead = self._lead_text(position)
        shown = self.entries[position].shown
        if incidents.cites_vulnerability(lead) or incidents.names_flaw(shown):
            return False
        if advisories.advisory_entry(shown, lead):
            return False  # (an advisory's own: `_another_flaw` judges whether it is this flaw)
        if self._stated_apart is None:
            self._stated_apart = self.stated_apart()
        return self._stated_apart

    def suggested_advisory(self, title: str, anchor: str) -> int | None:
        """The advisory the title follows up in the section the briefing suggests: the title
        cites an advisory id (`ToolBridge 1.6 — 修复 CVE-2034-0117`, `Wayfarer 2.4.2 — 修复
        GHSA-…`), not as what its news came after, and exactly one live advisory entry of that
        section (`advisories.advisory_entry`) cites it in its lead and writes the title's
        product: that entry, over the product's or a release's entry elsewhere; else None."""
        cited = advisories.ids(title)
        product = names_of(title).first
        if not cited or not product or incidents.AFTER_CVE.search(title) is not None:
            return None
        if self._fix_releases_on_product():  # (`the release that fixes an advisory is logged
            return None  # under the product, not the advisory`)
        if self._own_new_advisory(title):  # (`… 再曝越界读（CVE-B），与 CVE-A 同一模块`)
            return None
        held = [
            p
            for p in self._live(range(len(self.entries)))
            if self.entries[p].anchor == anchor and self._holds_advisory(p, cited, product)
        ]
        return held[0] if len(held) == 1 else None

    def _own_new_advisory(self, title: str) -> bool:
        """The title reports a flaw and no fix, its first CVE (its own: `mentions`' key) held by
        no live entry (`Tarnwick 解析器再曝越界读（CVE-2031-2210），与 CVE-2031-0417 同一模块`):
        a new advisory, the ids after it only what it resembles."""
        first = refs.cve_ids(title)[:1]
        if not first or _FIX.search(title):
            return False
        return not self._live(self.by_key.get(marker.cve_key(first[0]), ()))

    def _holds_advisory(self, position: int, cited: frozenset[str], product: str) -> bool:
        """The entry is an advisory's own citing one of `cited` and writing `product`."""
        entry, lead = self.entries[position], self._lead_text(position)
        if not advisories.advisory_entry(entry.shown, lead):
            return False
        return bool(cited & advisories.ids(lead)) and contrary.has_word(lead, product)

    def _another_flaw(self, title: str, position: int) -> str | None:
        """The entry is an advisory's own (`advisories.advisory_entry`) and the title is about
        another flaw (`advisories.same_flaw`: another id, another kind of weakness, another
        component: `Kelpie 安全公告：副本同步请求可被伪造` against `**Kelpie 安全公告：管理接口
        未鉴权…**`): why it is not that advisory's news; else None."""
        entry = self.entries[position]
        if not entry.names.first or not advisories.advisory_entry(
            entry.shown, self._lead_text(position)
        ):
            return None
        head = advisories.entry_head(entry.lead)
        if advisories.same_flaw(title, head, entry.names.first) is not False:
            return None
        return f'the entry is another flaw\'s advisory ("{head}")'

    def _weak_flaw_signalled(self, inc: _Increment) -> bool:
        """The title says a flaw in words a feature may use too (`advisories.weak_flaw`:
        `Tern admin console reachable without auth`) and a second signal makes it one: an
        advisory id, or the briefing files it in a section holding an advisory's own entry."""
        if not advisories.weak_flaw(inc.title) or not inc.anchor:
            return False
        if advisories.ids(inc.title):
            return True
        return any(
            entry.live
            and entry.anchor == inc.anchor
            and advisories.advisory_entry(entry.shown, lead_text(entry.lead))
            for entry in self.entries
        )

    def _by_advisory_flaw(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """The title is about the flaw an advisory's own entry is named by: it cites the
        entry's id (a GHSA or a vendor's `KLP-SA-2026-03`: CVEs are keys already), a name's
        weight (not a key's: a fix release citing it may be the product's news); or, naming
        the entry's product, says the same kind of weakness of the same component (`Skua
        export path traversal: PoC published` for `**Skua path traversal in export
        (CVE-…)**`), a name's weight."""
        cited = advisories.ids(title)
        for key in sorted(cited):
            if key.startswith("CVE-"):
                continue
            for position in self._live(self._advisories_citing().get(key, ())):
                why = f"title cites the advisory's id {key}"  # (weighed against: a fix release)
                other = self._another_product_citing(title, position)
                weighed = Evidence(POSSIBLE, f'{why}, about "{other}"') if other else None
                found.setdefault(position, []).append(weighed or Evidence(NAME, why))
        first = names_of(title).first if not cited else ""
        weak = bool(advisories.weaknesses(title))
        for position in self._live(self.by_first.get(first, ())) if first else ():
            entry = self.entries[position]
            if position in found and any(e.weight >= NAME for e in found[position]):
                continue
            if not advisories.advisory_entry(entry.shown, self._lead_text(position)):
                continue
            head = advisories.entry_head(entry.lead)
            if weak and advisories.same_flaw(title, head, entry.names.first):
                why = f'title describes the flaw "{entry.shown}" is named by'
                found.setdefault(position, []).append(Evidence(NAME, why))
            elif advisories.named_as_entry(title, entry.shown, self._products_by(first)):
                why = f'title names the flaw as "{entry.shown}" does'
                found.setdefault(position, []).append(Evidence(NAME, why))
                self._product_named_longer(position, found)

    def _products_by(self, first: str) -> set[str]:
        """The whole names of the live entries going by `first` that are no advisory's own."""
        return {
            name
            for position in self._live(self.by_first.get(first, ()))
            if not advisories.advisory_entry(
                self.entries[position].shown, self._lead_text(position)
            )
            for name in self.entries[position].names.full
        }

    def _product_named_longer(self, position: int, found: dict[int, list[Evidence]]) -> None:
        """The title names an advisory by its entry's longer name (`Pikerun header-smuggling
        …`): the entries whose whole name is only its product word (`**Pikerun**`) lose their
        evidence, as a shorter whole name does (`_longest_whole`)."""
        first = self.entries[position].names.first
        for other in [p for p in found if p != position]:
            if self.entries[other].names.full == {first}:
                del found[other]

    def _another_product_citing(self, title: str, position: int) -> str:
        """The product word the title leads with, where the advisory's name leads with another
        entry's product and the title never writes that product (`Tollgate 3.1 修复 GHSA-…
        同类问题`, `Wrenly 0.3 新增 GHSA-… 检测` against `**Wren 安全公告：…（GHSA-…）**`):
        another product's news citing the id; else ""."""
        lead, shown = _TITLE_WORD.match(title), self.entries[position].shown
        word = lead["word"] if lead else ""
        if not word or word.casefold() in COMMON or advisories.ids(word):
            return ""
        owner = _TITLE_WORD.match(shown)
        if owner is None or not self._led_by_a_product(shown, position):
            return ""  # (an advisory named by its id or its flaw alone may be any product's)
        written = contrary.has_word(shown, word) or contrary.has_word(title, owner["word"])
        return "" if written else word

    def _advisories_citing(self) -> dict[str, set[int]]:
        """The advisory ids (GHSA, a vendor's) each entry's name or lead head cites, read when
        first asked (and then only the entries added since)."""
        for position in range(self._advisory_ids_read, len(self.entries)):
            head = f"{self.entries[position].shown} {self._lead_text(position)[:100]}"
            if "-SA-" in head or "GHSA" in head.upper():
                for key in advisories.ids(head):
                    self._advisory_ids.setdefault(key, set()).add(position)
        self._advisory_ids_read = len(self.entries)
        return self._advisory_ids

    def _vulnerabilities(self) -> set[int]:
        """The entries whose lead cites a CVE or a GitHub advisory (GHSA) id, read when first
        asked (and then only the entries added since; a raw line citing neither word is not
        read further)."""
        for position in range(self._cves_read, len(self.entries)):
            raw = self.entries[position].lead.casefold()
            cited = "cve" in raw or "ghsa" in raw
            if cited and incidents.cites_vulnerability(self._lead_text(position)):
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
        for cited in incidents.cited_by_day(relation, COMMON, title):
            if not all(contrary.has_word(title, w) for w in cited.words):
                continue
            fits = [
                p
                for p, entry in enumerate(self.entries)
                if entry.live
                and entry.anchor == anchor
                and all(contrary.has_word(lead_text(entry.lead), w) for w in cited.words)
                and (cited.day in entry.lead or cited.day in self._opening_paragraph(p))
            ]
            if len(fits) == 1:
                day = cited.day.lstrip("-")
                why = f"relation line cites the {day} incident of {cited.words[0]}"
                found.setdefault(fits[0], []).append(Evidence(SAYS_SO, why))

    def _opening_paragraph(self, position: int) -> str:
        """A heading entry's first paragraph, where its day may open (`2039-01-27 · …` under
        `### Incident: …`); "" for a list entry or one planned in this run."""
        entry = getattr(self.entries[position].source, "entry", None)
        return description(entry) if isinstance(entry, Entry) else ""

    def _by_home_of_latin(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """The preamble keeps incidents in a home whose lead form it quotes by the product's
        Chinese name (`「可靠性档案：中文名」`), the title's head reports trouble naming the
        product by its Latin name (`Tidewell 12-08 再次宕机`), and the product's entry gives it a
        Chinese name (`潮井 Tidewell`): the one live home led `可靠性档案：潮井`, a name's
        weight."""
        label = self._home_label()
        word = names_of(_visible(title)).first if label and _reports_trouble(title) else ""
        if not label or not word or not word.isascii():
            return
        paired = set()
        for position in self._live(self.by_first.get(word, ())):
            both = _CHINESE_SPACE_LATIN.match(self._lead_text(position).replace("**", "").strip())
            if both and form(both["latin"]) == word:
                paired.add((both["cjk"], both["latin"]))
        if len(paired) != 1:
            return
        chinese, latin = paired.pop()
        led = _HOME_LED.format(label=re.escape(label), name=re.escape(chinese))
        homes = [
            p for p in self._live(range(len(self.entries))) if re.match(led, self._lead_text(p))
        ]
        if len(homes) == 1:
            shown = self.entries[homes[0]].names.shown
            why = f'title names "{latin}", whose incidents the preamble keeps in "{shown}"'
            found.setdefault(homes[0], []).append(Evidence(NAME, why))

    def _by_home_named(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """The preamble keeps incidents in a home per product whose lead form it quotes with a
        placeholder (`` `Incident log — <product>` ``), and the title's head reports trouble
        naming the product by a Latin name (`潮声 TideVoice 卡死事故复盘`): the one live home
        led by that label and name (`Incident log — TideVoice`, not `… — TideVoice-Lite`), a
        name's weight."""
        label = self._home_label()
        if not label or not _reports_trouble(title):
            return
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        words = {form(w) for w in _LATIN_NAME.findall(head)}
        led = re.compile(
            rf"\s*{re.escape(label)}\s*(?:[—–:：]|-{{1,2}})\s*(?P<name>{_LATIN_NAME.pattern})"
        )
        homes = []
        for position in self._live(range(len(self.entries))):
            said = led.match(self._lead_text(position))
            if said is not None and form(said["name"]) in words:
                homes.append(position)
        if len(homes) == 1:
            shown = lead_text(self.entries[homes[0]].lead)
            why = f'title reports trouble of a product the preamble keeps incidents of in "{shown}"'
            found.setdefault(homes[0], []).append(Evidence(NAME, why))

    def _by_register(
        self, title: str, found: dict[int, list[Evidence]], relation: str = ""
    ) -> None:
        """The preamble files every incident as a row of one entry it names
        (`incidents.incident_register`: `each is a row of the *Outage log*`) and the title
        reports one (trouble, a vulnerability, an incident word; not its fix nor a release),
        or the relation line calls it one (`本条为计费事故`): the one live entry led by that
        name, a name's weight."""
        label = self._register_label()
        if not label or not (_register_news(title) or _INCIDENT_OF.search(relation)):
            return
        led = [p for p in self._live(range(len(self.entries))) if self._register_led(p, label)]
        if len(led) == 1:
            why = f'the preamble files every incident in "{label}", and the increment reports one'
            found.setdefault(led[0], []).append(Evidence(NAME, why))

    def _gathered(self, title: str, relation: str, sources: str) -> bool:
        """The document has entries gathering a section's incidents (`gatherings`) and the
        increment reports one: its title (`_register_news`), its relation line calling it one
        (`本条为计费事故`), or its sources being a status page (`status.mnemo.dev`), the title
        saying no fix nor release."""
        if not self.gatherings():
            return False
        if self._advisory_kept_on_product(title):
            return False
        if _register_news(title) or _INCIDENT_OF.search(relation):
            return True
        said = _STATUS_PAGE.search(sources) is not None
        return said and not _FIX.search(title) and not contrary.released(title)

    def _advisory_kept_on_product(self, title: str) -> bool:
        """The title is a security advisory (a CVE id, `安全公告`), no incident (no trouble,
        outage or incident word in its head: `Gantry 安全公告 CVE-…：参数注入`), and the editor's
        own entries file advisories under their product (`shown_advisories`: `Gantry` holding
        `advisory CVE-2036-21877 — …`): not news of an entry gathering incidents."""
        if not incidents.reports_vulnerability(title) or _reports_trouble(title):
            return False
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        if incidents.INCIDENT_WORDS.search(head) or _down_not_fixed(title):
            return False
        # (a preamble filing advisories `under` the product is not read here: taken so by
        # adv32, it lost a right continuation on a blind week, and was taken back)
        return self._advisory_home_read() in ("release", "product")

    def _gathering_of(self, position: int) -> int | None:
        """The entry gathering the incidents of the section of the entry at `position` (else
        the document's only one, scoped to no section), live; None for none, or for that
        entry itself."""
        homes = self.gatherings()
        home = homes.get(self.entries[position].anchor, homes.get(""))
        if home is None or home == position or not self.entries[home].live:
            return None
        return home

    def _by_gathering(self, found: dict[int, list[Evidence]]) -> None:
        """The increment reports an incident (`_gathered`) of a product an entry found by its
        name is (a short name's weight at least): the entry gathering the incidents of that
        entry's section (`Incidents (§1.3)` for `Mnemo Cloud`), a name's weight, when the
        products found point to one such entry (the product's entry yields: `_off_gathering`)."""
        if not self._gathered_news:
            return
        homes = set(self.gatherings().values())
        named = [p for p, ev in found.items() if p not in homes and self._score(ev) >= SHORT_NAME]
        at = {self._gathering_of(p) for p in named}
        if len(at) != 1 or None in at:
            return
        home = at.pop()
        assert home is not None
        products = ", ".join(sorted({self.entries[p].names.shown for p in named}))
        why = f'the document gathers the incidents of "{products}" in "{self.entries[home].shown}"'
        found.setdefault(home, []).append(Evidence(NAME, why))

    def _by_gathered_product(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """Nothing found, the increment reports an incident (`_gathered`), and the document's one
        entry gathering incidents, scoped to no section, names the product the title leads with
        in a sub-bullet (`2036-05-21: Loomwork Cloud task-queue backlog` under `**Incidents**`,
        for `Loomwork Cloud 故障复盘：…`; not `Loomwork` alone there): that entry, a name's
        weight (the document keeps that product's incidents there, and no entry of its own)."""
        if found or not self._gathered_news:
            return
        home = self.gatherings().get("")
        led = _LEADING_PRODUCT.match(_visible(title))
        if home is None or led is None or not self.entries[home].live:
            return
        source = self.entries[home].source
        body = "" if isinstance(source, str) else str(getattr(source, "body", ""))
        words = r"\s+".join(map(re.escape, led.group().split()))
        held = rf"(?<![A-Za-z0-9\-]){words}(?![A-Za-z0-9\-]|\s+[A-Z])"
        if re.search(held, body.split("\n", 1)[1] if "\n" in body else ""):
            shown = self.entries[home].shown
            why = f'the document gathers the incidents of "{led.group()}" in "{shown}"'
            found[home] = [Evidence(NAME, why)]

    def _off_gathering(self, position: int) -> bool:
        """The increment reports an incident (`_gathered`) and the entry is a product's whose
        section's incidents an entry of their own gathers (`_gathering_of`), or whose section
        gathers none where the document gathers them section by section (`_gathered_apart`):
        not its news."""
        if not self._gathered_news:
            return False
        return self._gathering_of(position) is not None or self._gathered_apart(position)

    def _gathered_apart(self, position: int) -> bool:
        """Every entry gathering incidents is scoped to a section, none to the section of the
        entry at `position` (not one of them), and the document does not file incidents under
        products (`_incidents_under`): its incidents stay off products there too (`Quayside
        沙箱逃逸` in a §1.4 with no `事故汇总`, is no news of `Quayside`'s entry)."""
        homes = self.gatherings()
        if not homes or "" in homes or position in homes.values():
            return False
        return self.entries[position].anchor not in homes and not self._incidents_under()

    def _register_led(self, position: int, label: str) -> bool:
        """The entry's lead opens with the register's name, then ends or goes on to its
        description (not `可靠性档案：潮井`, a home per product: `_by_home_of_latin`'s)."""
        text = self._lead_text(position).replace("**", "").lstrip(" *_`")
        after = text[len(label) :].lstrip()[:1]
        return text.casefold().startswith(label.casefold()) and not (
            after.isalnum() or after in ":："
        )

    def _by_incident_of_day(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title following up an incident it dates after the product's name (`Tidewell 10-02
        区域故障复盘`): the one live incident entry whose lead is dated that day and named by
        that product, or by it and `outage` or `incident` (`**Harborline outage 2035-09-30**`),
        or by the other name the document pairs it with (`⚠ 2030-10-02 ｜ 潮井：
        us-east 区域故障` beside `潮井 ‖ Tidewell ‖ …`), or by that product's name and then
        Chinese words only (`**Kinetica 服务中断**（2033-12-30）`; the lead may write the day
        without its year, as a night writes it from a title: `Krill 集群元数据损坏事故（12-03，
        …）`), a name's weight."""
        visible = _visible(title)
        day = _MONTH_DAY_AFTER_NAME.search(visible) if "-" in visible else None
        if day is None or not _FOLLOW_UP.search(visible[day.end() :]):
            return
        names = self._paired_names(visible[: day.start()].strip())
        month, of = day.group().strip().split("-")
        dated = re.compile(rf"(?<![\d.-])(?:\d{{4}}-)?{int(month):02d}-{int(of):02d}(?![\d.-])")
        hits = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and (
                form(entry.shown) in names
                or entry.names.core in names
                or form(_DATED_INCIDENT_NAME.sub("", entry.shown)) in names
            )
            and dated.search(entry.lead[:60])
            and _INCIDENT_WORD.search(self._lead_text(p))
        ]
        if len(hits) == 1 and hits[0] not in found:
            shown = self.entries[hits[0]].shown
            why = f'title follows up the {day.group().strip()} incident "{shown}"'
            found[hits[0]] = [Evidence(NAME, why)]

    def _by_incident_of_month(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title naming a product, then a month and its incident, then following it up
        (`Kestrune DB 8 月复制丢数事故 — 官方复盘发布`): the one live incident entry named by
        that product and dated that month (`### Incident: Kestrune DB replication data loss
        (2039-08)`), a name's weight."""
        visible = _visible(title)
        said = _MONTH_AFTER_NAME.search(visible)
        if said is None or not _FOLLOW_UP.search(visible[said.end() :]):
            return
        if not _INCIDENT_WORD.search(visible[said.end() :]):
            return
        first = names_of(visible[: said.start()]).first
        month = re.compile(rf"(?<![\d.-])\d{{4}}-{int(said['month']):02d}(?![\d])")
        hits = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and first
            and first in (_undated_first(entry.shown), self._labelled_first(p))
            and month.search(entry.lead[:120])
            and contrary.incident_named(entry.names.shown, lead_text(entry.lead))
        ]
        if len(hits) == 1 and hits[0] not in found:
            shown = self.entries[hits[0]].shown
            why = f'title follows up the incident of {said.group().strip()} "{shown}"'
            found[hits[0]] = [Evidence(NAME, why)]

    def _by_spaced_incident(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """Nothing found for a title whose head opens on a name written in spaced words
        (`North Sea 2 区域中断事后报告`) and reports an incident: the one live incident entry
        whose name, its label left out, opens on that name written together (`### Incident:
        NorthSea-2 region outage (2039-09)`), a name's weight."""
        if found:
            return
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        said = _SPACED_NAME.match(head)
        if said is None:  # (or in English, a follow-up's word in its head: `Westmere 3 region
            said = _SPACED_NAME_EN.match(head)  # outage postmortem published`)
            if said is None or not _FOLLOW_UP_WORD.search(head[said.end() :]):
                return
        if not _INCIDENT_WORD.search(head[said.end() :]):
            return
        spelled = form(said.group())
        hits = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and contrary.incident_named(entry.names.shown, lead_text(entry.lead))
            and form(_latin_head(incidents.without_incident_label(lead_text(entry.lead))))
            == spelled
        ]
        if len(hits) == 1:  # (the name its label leaves: `Westmere-3`, not `Incident`)
            lead = lead_text(self.entries[hits[0]].lead)
            shown = _latin_head(incidents.without_incident_label(lead))
            found[hits[0]] = [Evidence(NAME, f'title spells the name of "{shown}" in words')]

    def _by_followed_day(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title naming a product, dating an incident anywhere (`Corrib Cloud
        服务超时（12-03）补充：…`, `Pelham Cloud postmortem: 12-03 write outage root cause`) and
        saying it follows it up (a review, a supplement: `补充`, `postmortem`, `follow-up`): the one
        live incident entry of that product dated that day (a night's `Corrib Cloud 美西区再次大面积
        超时（12-03 事故）`), a name's weight; not another day's incident, nor a new one (`12-09
        再次中断`, no follow-up word)."""
        visible = _visible(title)
        day = _ANY_MONTH_DAY.search(visible)
        dated = _followed_day(visible)
        if day is None or dated is None:
            return
        first = names_of(visible).first
        hits = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and first
            and dated.search(entry.lead[:80])
            and first in (entry.names.first, _undated_first(entry.shown), self._labelled_first(p))
            and self._incident_lead(p)
        ]
        if len(hits) == 1:
            shown = self.entries[hits[0]].shown
            why = f'title follows up the {day.group()} incident "{shown}"'
            found.setdefault(hits[0], []).append(Evidence(NAME, why))

    def _by_region_followed(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title following up an outage (`postmortem`, `复盘`, `root cause`) that names its
        region and no day (`Postmortem of the Gantry outage in us-east published`): the one
        live incident entry whose lead names that region and a capitalised word of the title
        (`Outage: Gantry us-east (2035-05-19)`), a name's weight; not another region's."""
        visible = _visible(title)
        region = _SHORT_REGION.search(visible)
        if region is None or _ANY_MONTH_DAY.search(visible) or not _INCIDENT_WORD.search(visible):
            return
        if not _FOLLOW_UP.search(visible):
            return
        words = {w.casefold() for w in _CAPITALISED.findall(visible) if not _generic_word(w)}
        place = re.compile(rf"(?<![A-Za-z0-9\-]){re.escape(region.group())}(?![A-Za-z0-9\-])")
        hits = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and place.search(lead := self._lead_text(p))
            and words & {w.casefold() for w in _CAPITALISED.findall(lead) if not _generic_word(w)}
            and self._incident_lead(p)
        ]
        if len(hits) == 1 and hits[0] not in found:
            shown = self.entries[hits[0]].shown
            why = f'title follows up the {region.group()} outage "{shown}"'
            found[hits[0]] = [Evidence(NAME, why)]

    def _by_published_review(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A product publishing its review of a day's incident, named without its generation
        (`沐声 ASR 发布 10-04 故障复盘`), nothing else found: the one live entry named by that
        name and then a generation (`**沐声 ASR 4**`, `沐声ASR4 云端识别…`, spaces aside)
        holding that day's incident: dated that day and reporting trouble, or, where the
        preamble files incidents under the entry they hit, with a sub-item of that day
        (`  - 2038-10-04 续：…延迟`); a name's weight."""
        visible = _visible(title)
        said = _PUBLISHED_REVIEW.match(visible)
        dated = _followed_day(visible)
        if found or said is None or dated is None:
            return
        name = re.sub(r"\s+", "", said["name"]).casefold()
        if len(name) < 4:
            return
        hits = [p for p in range(len(self.entries)) if self._holds_days_incident(p, name, dated)]
        if len(hits) == 1:
            shown = self.entries[hits[0]].shown
            why = f'title reviews the incident "{shown}" holds of that day'
            found[hits[0]] = [Evidence(NAME, why)]

    def _holds_days_incident(self, position: int, name: str, dated: re.Pattern[str]) -> bool:
        """The live entry at `position` is named `name` then a generation, and holds the
        incident of the day `dated` finds (`_by_published_review`)."""
        entry = self.entries[position]
        own = re.sub(r"\s+", "", entry.shown).casefold()
        generation = own[len(name) : len(name) + 1]
        if not entry.live or not own.startswith(name) or not generation.isdigit():
            return False
        if dated.search(entry.lead[:80]) and self._incident_lead(position):
            return True
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        return bool(self._stated_incidents_under) and self._dated_sub_item(position, dated)

    def _labelled_first(self, position: int) -> str:
        """The first word of the name an incident label opens the entry's lead with
        (`**事故：Tessera Cloud 东京区域中断（2037-06-19）**— …` → `tessera`); "" without one."""
        lead = _visible(self._lead_text(position))
        return _undated_first(lead) if contrary.incident_labelled(lead) else ""

    def _incident_lead(self, position: int) -> bool:
        """The entry's lead reports trouble, or files it as an incident (`事故：X 东京区域中断`)."""
        lead = self._lead_text(position)
        return _reports_trouble(lead) or contrary.incident_labelled(lead)

    def _by_reviewed_day(
        self, title: str, relation: str, found: dict[int, list[Evidence]], today: str = ""
    ) -> None:
        """A relation line saying the document holds a day's incident and the increment is its
        review (`10-13 故障已锚定；本条是其根因复盘`, `incidents.reviewed_day`), the title naming
        the product (`Relaymind Cloud 复盘：…`): the one live incident entry of that product
        dated that day (a night's `Relaymind Cloud 10-13 故障：…`), as if the line said so; the
        day, written without its year, read in the briefing's (`today`)."""
        reviewed = _reviewed_day_of(title, relation, today)
        if reviewed is None:
            return
        day, first, dated, whole = reviewed
        hits = [p for p in range(len(self.entries)) if self._reviewed_there(p, first, dated, whole)]
        if len(hits) == 1:
            shown = self.entries[hits[0]].shown
            why = f'relation line says this reviews the {day} incident, "{shown}"'
            found.setdefault(hits[0], []).append(Evidence(SAYS_SO, why))

    def _line_reviews(self, inc: _Increment, position: int) -> bool:
        """The relation line says the increment reviews the incident of a day the document
        holds (`9-13 已锚定该事故；本条为复盘`), and the entry at `position` holds it
        (`_reviewed_there`): the line decides."""
        reviewed = _reviewed_day_of(inc.title, inc.relation, inc.date)
        return reviewed is not None and self._reviewed_there(position, *reviewed[1:])

    def _reviewed_there(
        self, position: int, first: str, dated: re.Pattern[str], whole: frozenset[str] = frozenset()
    ) -> bool:
        """The live entry at `position` holds the product's (`first`) incident of a day
        (`dated`): named by the product, dated that day and reporting an incident, or written
        by a night that day where the preamble gives incidents entries of their own
        (`**Marrowind Cloud 会话令牌写入共享构建日志**（2038-09-13）`); or labelled an incident
        by the editor (`**事故：Harbormind Enterprise 跨租户上下文串扰**`) with a sub-item of
        that day (`  - 08-12：Kestrel 确认并回滚缓存层`); or the tier's entry the title names in
        full with a sub-item of that day (`_tier_sub_item`)."""
        entry = self.entries[position]
        if not entry.live:
            return False
        if entry.names.first == first and dated.search(entry.lead[:80]):
            if _INCIDENT_WORD.search(self._lead_text(position)):
                return True
            return self._created(position) and self._said_apart()
        if self._labelled_first(position) != first:
            return self._tier_sub_item(position, whole, dated)
        return self._dated_sub_item(position, dated)

    def _dated_sub_item(self, position: int, dated: re.Pattern[str]) -> bool:
        """The entry at `position` has a sub-item of the day `dated` finds (`  - 08-12：…`)."""
        body = str(getattr(self.entries[position].source, "body", ""))
        return any(dated.match(line.strip(" \t-*+")) for line in body.split("\n")[1:])

    def _tier_sub_item(self, position: int, whole: frozenset[str], dated: re.Pattern[str]) -> bool:
        """Where the preamble files incidents under the entry they hit, the title opens with
        the entry's whole name (`Harbormind Enterprise 跨租户串扰` for `**Harbormind
        Enterprise**`) and the entry records the day in a sub-item (`  - 2038-08-12: …`)."""
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not self._stated_incidents_under:
            return False
        names = self.entries[position].names.full
        said = any(w.startswith(n) for w in whole for n in names)
        return said and self._dated_sub_item(position, dated)

    def _by_dated_incident(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title dating an incident right after the product's name (`Tidewell 10-02 区域故障复盘`,
        read as a thing named `Tidewell 10-02`), or placing it in a region (`Tidewell eu-west
        故障复盘`), where the preamble files incidents under the entry they affect
        (`stated_incidents_under`), or an entry gathers them (`_gathered_news`: `Mnemo Cloud
        06-10 故障复盘发布` beside `**Incidents**`): read without the day (region), for the
        entries that reading names (the product's, as the document files its incidents; or the
        one `_by_gathering` then leads to its gathering)."""
        visible = _visible(title)
        day = _MONTH_DAY_AFTER_NAME.search(visible) if "-" in visible else None
        region = _REGION_ID.search(visible) if "-" in visible and day is None else None
        if region is not None and visible[: region.start()].strip().count(" ") < 3:
            day = region  # (`Tidewell eu-west 故障复盘`: the region of Tidewell's incident)
        if day is None or not _INCIDENT_WORD.search(visible[day.end() :]):
            return
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not (self._stated_incidents_under or self._gathered_news):
            return  # (an entry gathering incidents: the product found leads to it)
        led: dict[int, list[Evidence]] = {}
        self._by_name(names_of(visible[: day.start()] + visible[day.end() :]), led)
        for position, evidence in led.items():
            if position not in found:
                found[position] = [
                    Evidence(e.weight, f"{e.why} (the day after it left out)") for e in evidence
                ]

    def _by_incident_home(self, title: str, anchor: str, found: dict[int, list[Evidence]]) -> None:
        """The preamble files incidents under the entry they affect (`stated_incidents_under`)
        and the title's head reports one (`Trawl API 宕机 4 小时`): an entry its name finds (a
        short name's weight at least) in another section than the briefing suggests is where
        the document keeps it, as the same section would be (a section's weight)."""
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        # (or its review: `Stowage 7 月驱逐风暴正式复盘报告发布` follows the incident it reviews;
        # or its follow-up: `X 误删事件后续`)
        said = (
            contrary.new_incident(title)
            or _INCIDENT_WORD.search(head)
            or _POSTMORTEM.search(head)
            or _INCIDENT_FOLLOWED.search(head)
        )
        if not found:
            return
        # (or a bug of a kind the preamble keeps on its product: `普通 bug（崩溃、误报）仍写在
        # 产品条目下`, where incidents are entries of their own)
        under = self._incidents_stated_under()
        bug = not under and self._bug_kept_on_product(title)
        if not (bug or (under and (said or self._security_incident(title)))):
            return
        if self._service_outage_apart(title):
            return
        kept = _kept_incident(found)
        if kept:
            self._product_yields(kept, found)
            return
        why = "the preamble files incidents under the entry they affect"
        if bug:
            why = "the preamble keeps bugs of that kind on the product's entry"
        for position, evidence in found.items():
            if self.entries[position].anchor == anchor or self._incident_named_at(position):
                continue
            if sum(e.weight for e in evidence) >= SHORT_NAME:
                evidence.append(Evidence(SECTION, why))

    def _incidents_stated_under(self) -> bool:
        """`stated_incidents_under`, read once."""
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        return self._stated_incidents_under

    def _by_flaw_home(self, title: str, anchor: str, found: dict[int, list[Evidence]]) -> None:
        """The preamble files security flaws or advisories under their product
        (`_advisories_filed_under`: `Security flaws and their fixes are logged under the
        affected product`) and the title is a flaw's news (`incidents.security_news`: `Sable
        2.3 guard bypass (CVE-…)`): an entry its name finds (a short name's weight at least) in
        another section than the briefing suggests is where the document keeps it, as the same
        section would be (a section's weight); not an incident's own entry."""
        if not found or not incidents.security_news(title) or not self._advisories_filed_under():
            return
        for position, evidence in found.items():
            if self.entries[position].anchor == anchor or self._incident_named_at(position):
                continue
            if any(e.why.startswith("same section") for e in evidence):
                continue  # (`_by_incident_home` gave it already)
            if sum(e.weight for e in evidence) >= SHORT_NAME:
                # (counted as the same section is: a screen capping a release's name keeps it)
                why = "same section as the product's (the preamble files security flaws there)"
                evidence.append(Evidence(SECTION, why))

    def _service_outage_apart(self, title: str) -> bool:
        """The title's head reports an outage (`Corvid 云版 6·02 再次宕机`, `Gantry eu-west
        outage`), not its fix, where the preamble gives cloud service outages entries of their
        own (`stated_outages_apart`: `云服务宕机单独立条`): that narrower rule decides it, not
        one filing a product's incidents under the product (`事故写在产品条目上`)."""
        if not _says_service_down(title):
            return False
        return self._outages_apart() != ""

    def _product_yields(self, kept: list[int], found: dict[int, list[Evidence]]) -> None:
        """The one entry kept apart for the incident the title describes names the product
        the title names (`⚠ 事故｜… X 压实后召回漂移` beside X's entry, the preamble filing
        incidents under the entry they affect): the product's entry, found by that name
        alone, loses it (the follow-up goes to the incident's entry)."""
        if len(kept) != 1:
            return
        lead = lead_text(self.entries[kept[0]].lead)
        for position in [p for p in found if p != kept[0]]:
            said = [_NAMED.fullmatch(e.why) for e in found[position]]
            if all(s is not None and s["name"] in lead for s in said):
                del found[position]

    def _security_incident(self, title: str) -> bool:
        """The title reports a vulnerability (by its id, or a flaw in words: `X 沙箱逃逸`), where
        the preamble files no advisories apart: an incident as any other is; or the title's
        head is an advisory's (`X 安全通告 XSA-1 — …`) where the preamble files advisories
        under their product's entry."""
        if incidents.reports_advisory(title) and self._advisories_filed_under():
            return True
        if not (incidents.reports_vulnerability(title) or incidents.reports_flaw(title)):
            return False
        if self._stated_apart is None:
            self._stated_apart = self.stated_apart()
        return not self._stated_apart

    def _by_result_ledger(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title reporting an evaluation (`logs.reports_evaluation`: `X 8 月榜`, `DuplexBench
        首发 — 全双工打断延迟基准`) where the preamble files every evaluation result in one
        entry it quotes (`logs.stated_result_ledger`: `所有评测结果…都登记在 `📊 评测台账``): the
        one live entry led by that name, a name's weight."""
        if not logs.reports_evaluation(title):
            return
        live = [p for p in self._ledgers() if self.entries[p].live]
        if len(live) == 1:
            why = "the preamble files every evaluation result in this ledger"
            found.setdefault(live[0], []).append(Evidence(NAME, why))

    def _ledgers(self) -> tuple[int, ...]:
        """The entries led by the name of the ledger the preamble files every evaluation result
        in (`logs.stated_result_ledger`), read once."""
        if self._ledger is None:
            key = self.stated_ledger()
            self._ledger = tuple(
                p
                for p, entry in enumerate(self.entries)
                if key and logs.log_key(lead_text(entry.lead)).startswith(key)
            )
        return self._ledger

    def _result_ledger(self, position: int) -> bool:
        """The entry is the ledger the preamble files every evaluation result in: its rows cite
        their own papers (`_ledgers`)."""
        return position in self._ledgers()

    def _by_comparison_log(self, title: str, anchor: str, found: dict[int, list[Evidence]]) -> None:
        """A comparison's title (`十亿级向量库横评 — A / B / C`) where the preamble sends
        comparisons to log entries it names (`logs.stated_comparison_logs`): the one such
        log in the section the increment goes to (or the document's one, where none is there
        and the preamble says no log's section), a name's weight. Where it gives comparisons
        entries of their own (`logs.states_comparisons_apart`) and the title names two things,
        every entry found by less than a strong key is a possibility at most."""
        if not logs.comparing(title):
            return
        self._by_first_compared(title, found)
        if self._logs is None:
            keys = self.stated_logs()
            self._logs = [
                p
                for p, entry in enumerate(self.entries)
                if keys and entry.live and logs.log_key(lead_text(entry.lead)).startswith(keys)
            ]
        live = [p for p in self._logs if self.entries[p].live]
        here = [p for p in live if self.entries[p].anchor == anchor]
        if not here and len(live) == 1 and not self.stated_logs_placed():
            here = live  # (the document's one log, its section unsaid: any section's)
        if len(here) == 1:
            why = "the preamble files comparisons in this log"
            found.setdefault(here[0], []).append(Evidence(NAME, why))
            return
        if self._stated_comparisons_apart is None:
            self._stated_comparisons_apart = self.stated_comparisons_apart()
        if not self._stated_comparisons_apart:
            return
        named = names_of(title)  # (two things compared: `A 超越 B — latency comparison`; not
        if not (named.others or named.comparison):  # `A 3.3 在 LRB 上的召回对比`, one's result)
            return
        for position, evidence in found.items():  # (`A 超越 B — independent comparison`: its own)
            if all(e.weight < STRONG for e in evidence) and self._score(evidence) > POSSIBLE:
                why = " + ".join(e.why for e in evidence)
                note = "but the preamble gives comparisons an entry of their own"
                found[position] = [Evidence(POSSIBLE, f"{why}; {note}")]

    def _by_app_log(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """The preamble logs every app in one entry it names (`logs.stated_app_logs`: `apps are
        logged in the single "App diary" entry`) and the title calls its thing an app
        (`logs.says_app`) or names an item the log's lines record (`- 2040-05-05: Lanyard
        Desk 1.0 — …`): that log, a name's weight."""
        if self._app_logs is None:
            keys = self.stated_app_logs()
            self._app_logs = [
                p
                for p, entry in enumerate(self.entries)
                if keys and entry.live and logs.log_key(lead_text(entry.lead)).startswith(keys)
            ]
        live = [p for p in self._app_logs if self.entries[p].live]
        if len(live) != 1:
            return
        entry = getattr(self.entries[live[0]].source, "entry", None)
        lines = entry.lines[entry.start + 1 : entry.end] if isinstance(entry, Entry) else ()
        shown = _visible(title)
        items = [
            n
            for n in logs.logged_items(lines)
            if re.search(rf"(?<![A-Za-z0-9]){re.escape(n)}(?![A-Za-z0-9])", shown, re.I)
        ]
        if not items and not logs.says_app(shown):
            return
        why = (
            f"the preamble logs apps in this entry{f', which records {items[0]}' if items else ''}"
        )
        found.setdefault(live[0], []).append(Evidence(NAME, why))

    def _by_first_compared(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A comparison's title (`Tiller Box 对比 Quay Cache`) where the preamble files a
        comparison under the item its title names first (`logs.states_comparisons_under_first`):
        the one live entry going by that name (`**Tillerbox**`), a name's weight."""
        first = logs.first_compared(_visible(title))
        if not first or self.stated_logs():  # (a log named for them: `_by_comparison_log`)
            return
        if self._stated_comparisons_first is None:
            self._stated_comparisons_first = self.stated_comparisons_first()
        if not self._stated_comparisons_first:
            return
        named = self._live(self.by_form.get(form(first), ()))
        if len(named) != 1:
            return
        why = f'the preamble files a comparison under "{first}", named first'
        found.setdefault(named[0], []).append(Evidence(NAME, why))

    def _by_incident_phrase(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title's head is a product, a phrase and a follow-up word (`Marlin 语音冒用投诉后续`)
        and exactly one live incident entry's name writes that phrase (four Chinese characters
        or more), its lead naming the product (`⚠事故· 马林 v3 语音冒用投诉…见 Marlin 族条目`):
        that incident's news, not its product's (the product's entries lose the name)."""
        said = _PHRASE_FOLLOW_UP.match(_TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0])
        if said is None:
            return
        product = re.compile(rf"(?<![A-Za-z0-9]){re.escape(said['product'])}(?![A-Za-z0-9])", re.I)
        homes = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and _named_incident(written := _bold_or_shown(entry))
            # (the bold name as written: `Incident 2035-05-12: X …`; `法兰克福区中断`)
            and _phrase_written(said["phrase"], written)
            and product.search(lead_text(entry.lead))
        ]
        homes = homes or self._phrase_sub_item(said["phrase"], product)
        if len(homes) != 1:
            return
        for position in [p for p in found if p != homes[0]]:
            if product.match(self.entries[position].names.shown):
                del found[position]
        shown = self.entries[homes[0]].names.shown
        why = f'title follows up "{said["phrase"]}", the incident "{shown}"'
        found.setdefault(homes[0], []).append(Evidence(NAME, why))

    def _by_followed_incident(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title led by a product's Latin name (its release maybe) whose head follows up or
        answers an incident of it (`Drevo 3 水印剥离事件后续`, `Pictavo 上线…，回应 2 月人脸数据
        事件`), where the preamble gives incidents entries of their own, and exactly one live
        entry's name is an incident's and writes that name (`Incident: Drevo 3 watermark
        stripping (2039-01)`, in any language): that incident's news, not its product's (the
        product's entries lose the name)."""
        head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
        led = _LATIN_LED.match(head)
        said = _INCIDENT_FOLLOWED.search(head)
        if led is None or said is None or self._another_said:
            return  # (nor where the relation line calls it another: `…的另一次宕机`)
        home = self.incident_of(led["name"])
        if home is None:  # (`Cobaltgate CDN` in `Incident: Cobaltgate image CDN outage (…)`)
            home = self._incident_of_words(led["name"])
        if home is None or _names_another(said.group(), led["name"], self.entries[home].shown):
            return  # (`Wrenvec Cloud 回应 Stratacloud 断电事件`: the cloud's incident answered)
        home_text = f"{self.entries[home].shown} {lead_text(self.entries[home].lead)}"
        if _another_day(_visible(title), home_text):
            return  # (`X 故障复盘：06-05 调度器死锁` beside `事故：X 队列积压（2036-05-21）`)
        if _OUTAGE_WORD.match(said.group()) and not says_outage(home_text):
            return  # (`X 路由中断复盘` beside `X 3.0 NaN output bug`: another kind of trouble)
        product = re.compile(rf"(?<![A-Za-z0-9]){re.escape(led['name'])}(?![A-Za-z0-9])", re.I)
        for position in [p for p in found if p != home]:
            if product.match(self.entries[position].names.shown):
                del found[position]
        shown = self.entries[home].names.shown
        why = f'title follows up an incident of "{led["name"]}", the incident "{shown}"'
        found.setdefault(home, []).append(Evidence(NAME, why))

    def _incident_of_words(self, name: str) -> int | None:
        """`incident_of` for a name of two words or more written with a word or two between
        them (`Cobaltgate CDN` in `Incident: Cobaltgate image CDN outage (2041-01-19)`)."""
        words = name.split()
        if len(words) < 2 or not self._said_apart():
            return None
        between = r"(?:\s+\S+){0,2}?\s+"
        spread = between.join(re.escape(w) for w in words)
        product = re.compile(rf"(?<![A-Za-z0-9]){spread}(?![A-Za-z0-9])", re.I)
        homes = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and _names_incident(written := _bold_or_shown(entry))
            and (product.search(written) or product.search(lead_text(entry.lead)[:120]))
        ]
        return homes[0] if len(homes) == 1 else None

    def incident_of(self, name: str) -> int | None:
        """The one live entry whose name is an incident's and writes the product's `name`
        (`Incident: Drevo 3 watermark stripping (2039-01)` for `Drevo 3`, in any language),
        where the preamble gives incidents entries of their own; None otherwise."""
        if not name or not self._said_apart():
            return None
        product = re.compile(rf"(?<![A-Za-z0-9]){re.escape(name)}(?![A-Za-z0-9])", re.I)
        homes = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and _names_incident(written := _bold_or_shown(entry))
            # (or its lead's start, a name read only to its label: `Incident: Drevo 3 …`)
            and (product.search(written) or product.search(lead_text(entry.lead)[:120]))
        ]
        return homes[0] if len(homes) == 1 else None

    def _by_cve_sub_item(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title led by a CVE id, its head naming nothing else (`CVE-2038-41207 修复回移到
        2.2.x 分支`; not `CVE-… 修复回移至 Halyard 2.4.5 LTS`, a release's news), where the
        preamble files incidents under the entry they hit and exactly one live entry's
        sub-item records that id (`  - 2038-08-24: sandbox escape CVE-2038-41207 …`): that
        entry's news, a name's weight."""
        led = _CVE_LED.match(title)
        if led is None or found:
            return
        head = _TITLE_HEAD_END.split(_visible(title[led.end() :]), maxsplit=1)[0]
        if _LATIN_WORD.search(head):
            return  # (`CVE-… 修复回移至 Halyard 2.4.5 LTS`: a release the title names)
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not self._stated_incidents_under:
            return
        cve = led.group(1).upper()
        homes = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live and any(cve in refs.cve_ids(line) for line in _sub_items(entry))
        ]
        if len(homes) == 1:
            shown = self.entries[homes[0]].names.shown
            why = f'an update of "{shown}" records {cve}, which the title leads with'
            found.setdefault(homes[0], []).append(Evidence(NAME, why))

    def _by_issue_sub_item(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title led by an issue (`tarnhelm#4412 流式截断在 v4.2 中修复`, `owner/repo#N —
        …`), where the preamble files incidents under the entry they hit and exactly one live
        entry's sub-item records that issue (`  - 2039-05-21 续：oxbellow/tarnhelm#4412 流式输出…`
        under `**Tarnhelm Serve**`): that entry's news, a name's weight."""
        led = _ISSUE_REF_LED.match(title)
        if led is None or any(sum(e.weight for e in ev) >= NAME for ev in found.values()):
            return  # (not where a reading found an entry already)
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not self._stated_incidents_under:
            return
        repo, number = led["repo"].casefold(), led["n"]
        owner = (led["owner"] or "").casefold()
        homes = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and any(_records_issue(line, owner, repo, number) for line in _sub_items(entry))
        ]
        if len(homes) == 1:
            shown = self.entries[homes[0]].names.shown
            why = f'an update of "{shown}" records {led["ref"]}, which the title leads with'
            found.setdefault(homes[0], []).append(Evidence(NAME, why))

    def _by_issue_repository(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title citing an issue of a repository (`Umberfall 2.5 路由环路引发 429 风暴
        (corriemoor/umberfall#771)`), where the preamble files a product's bugs under it and
        exactly one live entry's lead links that repository (`github.com/corriemoor/umberfall`):
        that product's news, a name's weight (where no reading found an entry already)."""
        ref = refs.first_github_ref(_visible(title))
        if ref is None or "#" not in ref:
            return
        if any(sum(e.weight for e in ev) >= NAME for ev in found.values()):
            return
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not self._stated_incidents_under:
            return
        repo = ref.rsplit("#", 1)[0].casefold()
        linked = re.compile(rf"github\.com/{re.escape(repo)}(?![\w./-])", re.I)
        homes = [
            p
            for p, entry in enumerate(self.entries)
            if entry.live and linked.search(self._lead_text(p))
        ]
        if len(homes) == 1:
            shown = self.entries[homes[0]].names.shown
            why = f'the title cites an issue of {repo}, the repository "{shown}" links'
            found.setdefault(homes[0], []).append(Evidence(NAME, why))

    def _phrase_sub_item(self, phrase: str, product: re.Pattern[str]) -> list[int]:
        """Where the preamble files incidents under the entry they hit, the live entries with a
        sub-item naming the product and writing the phrase with an incident word (`  -
        2038-09-15 续：Fernwork Cloud 法兰克福区中断约 6 小时` under `**Fernwork Cloud**`)."""
        if self._stated_incidents_under is None:
            self._stated_incidents_under = self.stated_incidents_under()
        if not self._stated_incidents_under:
            return []
        return [
            p
            for p, entry in enumerate(self.entries)
            if entry.live
            and any(
                _INCIDENT_WORD.search(line)
                and _phrase_written(phrase, line)
                and product.search(line)
                for line in _sub_items(entry)
            )
        ]

    def _by_incident(self, title: str, found: dict[int, list[Evidence]]) -> None:
        """A title naming a product and a symptom (`LarchServe SSE 流式卡死`) describes the
        incident an entry is named by (`流式响应卡死（Larchserve SSE hang）`): a short name's
        weight (`plan/incidents.py`)."""
        for position, why in self.incidents_described(title).items():
            found.setdefault(position, []).append(Evidence(SHORT_NAME, why))

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


def _names_another(followed: str, product: str, incident: str) -> bool:
    """The words following up or answering an incident (`_INCIDENT_FOLLOWED`) write a
    capitalised Latin name that is neither the product's nor a word of the incident entry's
    name (`回应 Stratacloud 断电事件`): another's incident, not the product's one."""
    own = {form(w) for w in _LATIN_LED_WORD.findall(f"{product} {incident}")}
    names = _CAPITAL_NAME.findall(_FOLLOW_WORDS.sub(" ", followed))
    return any(form(name) not in own for name in names)


# A word of a Latin name (`Wrenvec`, `us-east`); a capitalised one (`Stratacloud`, `Gale-Net`).
_LATIN_LED_WORD = lazy(r"[A-Za-z0-9][A-Za-z0-9\-]*")
_CAPITAL_NAME = lazy(r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*")
# The follow-up's own words, which may be capitalised (`Follow-up to the outage`).
_FOLLOW_WORDS = lazy(r"(?i)(?<![A-Za-z])(?:follow-?up|in|response|to|on|of|the)(?![A-Za-z])")


def _names_incident(name: str) -> bool:
    """An entry's name says it is an incident's (`Incident: …`, `…事故`, `… outage`, `…区域性
    中断约 3 小时`)."""
    return bool(incidents.INCIDENT_WORDS.search(name)) or incidents.says_down(name)


# A title's leading Latin name, up to four words (a release among them), Chinese after it
# (`Drevo 3 水印…`, `Parhelion Studio API 故障复盘`).
_LATIN_LED = lazy(
    r"^\s*(?P<name>[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.\-]*){0,3}?)\s*(?=[\u4e00-\u9fff])"
)
# An outage named by its kind in a follow-up's head (`中断复盘`, `宕机后续`), and an incident
# entry's words saying it was an outage: an outage's review follows up no other kind of trouble.
_OUTAGE_WORD = lazy(r"中断|宕机")
_OUTAGE_SAID = lazy(
    r"中断|宕机|停摆|不可用|(?i:(?<![A-Za-z])(?:outages?|downtime|down|unavailable|disruption)"
    r"(?![A-Za-z]))"
)
# A denial just before an outage word (`(no outage)`, `without downtime`, `未中断`, `没有宕机`).
_OUTAGE_DENIED = lazy(
    r"(?i:(?<![A-Za-z])(?:no|not|never|without|zero)\s+(?:[A-Za-z-]+\s+){0,2}$)"
    r"|(?:未|无|没有|不|并未|从未)(?:发生|出现|造成)?\s*$"
)


def says_outage(text: str) -> bool:
    """The text says an outage (`_OUTAGE_SAID`), not only under a denial (`(no outage)`)."""
    return any(
        _OUTAGE_DENIED.search(text[max(0, m.start() - 30) : m.start()]) is None
        for m in _OUTAGE_SAID.finditer(text)
    )


# A head following up or answering an incident (`水印剥离事件后续`, `水印绕过事件续`, `事故进展`,
# `CDN 中断复盘`, `回应 2 月人脸数据事件`, `follow-up to the outage`, `in response to the breach`).
_INCIDENT_FOLLOWED = lazy(
    r"(?:事件|事故|故障|中断|宕机)\s*(?:官方|正式|完整)?\s*"
    r"(?:后续|进展|跟进|追踪|复盘|续(?:报|篇)?(?![\u4e00-\u9fff]))"
    r"|回应[^，,。；;]{0,20}?(?:事件|事故|故障)"
    r"|(?i:(?<![A-Za-z])(?:follow-?up\s+(?:to|on|of)|in\s+response\s+to)\s+(?:the\s+)?"
    r"[^,;]{0,30}?(?:incident|outage|breach|leak)s?(?![A-Za-z]))"
)


# An incident home's lead as the preamble quotes its form (`可靠性档案：潮井 — …`).
# A product's Latin name in a title's head (`TideVoice`, `Clear-Mirror`, `VisHub`).
_LATIN_NAME = lazy(r"(?<![A-Za-z0-9\-])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?![A-Za-z0-9\-])")
_HOME_LED = r"\s*{label}\s*[：:]\s*{name}(?![\u4e00-\u9fff])"
_NAMED = lazy(r'title names "(?P<name>[^"]+)"')  # (a name's evidence, `_by_name`)
# A relation line calling the news an incident of the thing it names (`rag.md 中 X 2.2（05-20
# 录入）的事故`, `本条是 X 2.4 线的新事故`, `an outage of X`): what the news is, not where it goes.
_INCIDENT_OF = lazy(
    r"的\s*新?\s*(?:事故|故障|安全事件)(?=$|[，,。；;（(])|(?i:(?<![A-Za-z])(?:incident|outage)\s+of\b)"
    # (the line calling this increment one: `本条为计费事故`, `本条是一起线上故障`; not `本条为其
    # 生产故障`: its product's, the entry the line names)
    r"|本条(?:为|是|属于?)(?!其)(?:一起|一次)?[\u4e00-\u9fff]{0,4}(?:事故|故障|安全事件)(?=$|[，,。；;（(])"
)


# A source that is a service's status page (`status.mnemo.dev`, `mnemostatus.io`, `状态页`).
_STATUS_PAGE = lazy(
    r"(?i:(?<![\w.\-])status\.[a-z0-9\-]+\.[a-z]{2,}|[a-z0-9\-]+status\.(?:io|com|dev|net|page)"
    r"(?![a-z])|statuspage)|状态页"
)


def _kept_incident(found: dict[int, list[Evidence]]) -> list[int]:
    """The entries of their own holding the incident the title describes
    (`incidents.same_incident`): the preamble's rule filing incidents under the entry they
    affect places a new incident, not a follow-up of one the document keeps apart."""
    same = "title describes the same incident"
    return [p for p, ev in found.items() if any(e.why.startswith(same) for e in ev)]


# A loss a title reports (`在高 QPS 下丢失 span`, `drops spans`): trouble, as a symptom is.
# (data damaged is lost as well: `Capstan data corruption on the SSD tier`, `索引损坏`)
_LOSS = lazy(  # (data destroyed by mistake too: `误删生产数据库`)
    r"丢失|丢弃|丢包|损坏|误删|(?i:(?<![A-Za-z])(?:los(?:es|t|ing)|drops?|dropped"
    r"|corrupt(?:s|ed|ion)?)(?![A-Za-z]))"
)


def incident_news(title: str) -> bool:
    """The title reports an incident, as the rules filing incidents apart read it
    (`_register_news`; an outage or damage, `_reports_damage`: `X 任务队列积压 2 小时`), and no
    security flaw (an advisory's news: `incidents.security_news`), its fix nor a release."""
    if incidents.security_news(title):
        return False
    return _register_news(title) or _reports_damage(title)


def _register_news(title: str) -> bool:
    """The title reports an incident an incident register takes: trouble (`_reports_trouble`),
    a vulnerability by its CVE id, a service down (`_down_not_fixed`), or an incident word in
    its head (`X 删库事故复盘`) or a postmortem (`X backlog postmortem`: only an incident has
    one); not a fix nor a release."""
    if _reports_trouble(title) or incidents.reports_vulnerability(title):
        return True
    if _down_not_fixed(title) and not contrary.released(title):
        return True  # (`Halyard gateway down for 40 minutes`: an outage)
    head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
    said = incidents.INCIDENT_WORDS.search(head) or _POSTMORTEM_EN.search(head)
    released = contrary.released(title) and not _REPORT_PUBLISHED.search(title)
    return bool(said) and not _FIX.search(title) and not released


# The capitalised Latin words a title leads with (`Loomwork Cloud 故障复盘`: `Loomwork Cloud`).
_LEADING_PRODUCT = lazy(r"[A-Z][A-Za-z0-9\-]*(?:\s[A-Z][A-Za-z0-9\-]*){0,2}(?![A-Za-z0-9\-])")


# An incident's report in English (`postmortem`, `post-mortem`): a Chinese `复盘` may be any
# retrospective (`发布会复盘`), not read so.
_POSTMORTEM_EN = lazy(r"(?i)(?<![A-Za-z])post-?\s?mortems?(?![A-Za-z])")


# A report of an incident said published (`故障复盘发布`, `墨池科技发布表单重复提交复盘`,
# `postmortem released`): the report's news, no software release.
_REPORT_PUBLISHED = lazy(
    r"(?:复盘|事故报告|故障报告)(?:报告)?\s*(?:已|正式)?\s*发布|发布[^，,；;：:。]{0,15}?(?:复盘|事故报告|故障报告)"
    r"|(?i:(?<![A-Za-z])(?:post-?mortem|incident\s+report)s?\s+(?:is\s+|was\s+)?released"
    r"(?![A-Za-z])|(?<![A-Za-z])releases?\s+(?:an?\s+|its\s+|the\s+)?"
    r"(?:post-?mortem|incident\s+report)(?![A-Za-z]))"
)


# A review of an incident (`复盘`, `根因`, `postmortem`, `root cause`).
_REVIEW = lazy(
    r"复盘|根因|事后分析|(?i:(?<![A-Za-z])(?:post-?mortem|root\s+cause|RCA)(?![A-Za-z]))"
)
# A follow-up's word (`后续`, `追踪`, `复盘`, `postmortem`), and a run of Chinese an entry's name
# holds (`青舟误删仓库`).
_FOLLOW_UP_WORD = lazy(
    r"后续|追踪|跟进|复盘|(?i:(?<![A-Za-z])(?:follow-?up|postmortem|post-mortem)(?![A-Za-z]))"
    # (what an incident brought later: a fine, a refund: `… 开出 210 万欧元罚单`)
    r"|罚单|罚款|赔偿|退款|(?i:(?<![A-Za-z])(?:fined?|refunds?|refunded)(?![A-Za-z\-]))"
)
_CJK_RUN = lazy(r"[\u4e00-\u9fff]{4,}")


def _reviewed_day_of(
    title: str, relation: str, today: str = ""
) -> tuple[str, str, re.Pattern[str], frozenset[str]] | None:
    """The day a relation line says the increment reviews an incident of
    (`incidents.reviewed_day`), the first word of the product the title names, a pattern
    finding that day (`09-13`, `2038-09-13`) and the forms of the title's whole name; None
    without either. The line writes no year: given the briefing's day (`today`), the day is
    of its year, or of the year before where it would come after it (`12-30` in January), and
    an entry dated in an earlier year records another incident (`2037-05-02` in 2038); an
    entry dated after the briefing is not judged by it (as `dates.written_on`)."""
    day = incidents.reviewed_day(relation)
    names = names_of(_visible(title)) if day else None
    if names is None or not names.first:
        return None
    month, of = day.split("-")
    year = r"\d{4}"
    briefed = FULL_DATE.match(today)
    if briefed is not None:
        this_year, this_month, this_day = day_of(briefed)
        later = (int(month), int(of)) > (this_month, this_day)
        first = this_year - 1 if later else this_year  # (the years after: not judged)
        year = "(?:" + "|".join(str(y) for y in range(first, this_year + 2)) + ")"
    dated = re.compile(rf"(?<![\d.-])(?:{year}-)?{month}-{of}(?![\d.-])")
    return day, names.first, dated, names.full


def _reports_trouble(title: str) -> bool:
    """The title's head reports trouble (a symptom, a bug word, a loss), not its fix nor a
    release."""
    head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
    said = incidents.SYMPTOM.search(head) or _BUG.search(head) or _LOSS.search(head)
    said = said or _MISFIRE.search(head)  # (`TrueFrame 误报`: a detector's misfire)
    return bool(said) and not _FIX.search(title) and not contrary.released(title)


def _by_name_alone(evidence: list[Evidence]) -> bool:
    """The evidence is the title's name only (`title names "X"`): no key, no relation line, no
    section, no rule of the document's."""
    named = ("title names", "title starts")
    return all(e.weight <= NAME and e.why.startswith(named) for e in evidence)


def _lead_head(lead: str) -> str:
    """The visible head of an entry's lead (`lead_text`, up to its dash or colon)."""
    return _TITLE_HEAD_END.split(_visible(lead_text(lead)), maxsplit=1)[0]


def _reports_trouble_only(title: str) -> bool:
    """The title reports an incident (a symptom, a service down), not its fix nor a release."""
    if _FIX.search(title) or contrary.released(title) or versions.announces_release(title):
        return False
    return contrary.new_incident(title) or _down_not_fixed(title)


def _reports_flaw_only(title: str) -> bool:
    """The title reports a vulnerability or a security flaw, not its fix nor a release."""
    if _FIX.search(title) or contrary.released(title) or versions.announces_release(title):
        return False
    return incidents.reports_vulnerability(title) or bool(incidents.reports_flaw(title))


# A lead opening on a bracketed incident tag (`〔事故〕Tessera DB 2030-08-19 副本不一致`): an
# incident's entry, whatever name follows the tag.
# A release's errata or revision (`TLP 3.1 勘误：超时字段`, `SRP 2.1 errata`): what it corrects is
# the spec's text, its symptom words (`超时`) a field's name, no incident.
_REVISED_RELEASE = lazy(
    r"(?<![\d.])v?\d+(?:\.\d+)+\s*(?:勘误|修订|(?i:errat(?:a|um)|amendments?)(?![A-Za-z]))"
)
_INCIDENT_TAG = lazy(r"^\W{0,4}[〔【\[［「]\s*(?:事故|故障|(?i:incident|outage))\s*[〕】\]］」]")


# A head calling its news an incident (`Corvid 3.3 输出乱码事故`, `Tern API outage`); not a
# feature about faults (`故障转移`, `故障注入`, `故障演练`).
_CALLED_INCIDENT = lazy(
    r"事故|故障(?!转移|注入|演练|切换|检测|恢复|自愈|排查)"
    r"|(?i:(?<![A-Za-z])(?:incident|outage)s?(?![A-Za-z]))"
)


def _head_calls_incident(title: str) -> bool:
    """The title's head (before a dash or a colon) calls its news an incident and says no fix
    nor release there: a hotfix the rest names is the incident's news (`Corvid 3.3 输出乱码事故
    — …，Corvid-3.3.1 热修复`), not a fix release's."""
    head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
    if not _CALLED_INCIDENT.search(head) or _FIX.search(head):
        return False
    return not contrary.released(head)


def _down_not_fixed(title: str) -> bool:
    """The title's head says a service is down (`incidents.says_down`: `Halyard gateway down for
    three hours`), not its fix: an outage, as a symptom would be."""
    head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
    return incidents.says_down(head) and not _FIX.search(title)


def _drop_one_of_several(
    found: dict[int, list[Evidence]],
    written: list[int],
    releases: list[tuple[int, ...]],
    entries: Sequence[Any],
) -> None:
    """A title listing several releases of one name, two or more of them entries of their own
    (`Kestrel 2.0 与 2.1 的 FP8 精度问题`), names none of them more than the others: the
    first listed release's entry is no continuation."""
    own = [p for p in written if entries[p].names.version in releases]
    if len({entries[p].names.version for p in own}) < 2:
        return
    for p in own:
        found.pop(p, None)


def _reports_outage(text: str) -> bool:
    """The text reports trouble (`_reports_trouble_only`) or a service down in any words
    (`端点中断 47 分钟`, `endpoints down for 40 minutes`, `写入失败`), not a fix or a release."""
    if _reports_trouble_only(text):
        return True
    if _FIX.search(text) or contrary.released(text):
        return False
    return incidents.says_down(text) or _OUTAGE_WORDS.search(text) is not None


_OUTAGE_WORDS = lazy(
    r"中断|宕机|故障|不可用|失败|超时|(?i:(?<![A-Za-z])(?:down|outage|unavailable|failing)(?![A-Za-z]))"
)


def _writes_word(text: str, words: str) -> bool:
    """`text` writes `words` (case folded, Latin-bounded)."""
    said = re.escape(words.strip())
    return re.search(rf"(?<![A-Za-z0-9]){said}(?![A-Za-z0-9])", text, re.I) is not None


def _sub_items(entry: Any) -> list[str]:
    """The lines of an entry after its lead (its sub-items); none for a planned entry."""
    return str(getattr(entry.source, "body", "")).split("\n")[1:]


# A title led by a CVE id (`CVE-2038-41207 修复回移到 2.2.x 分支`).
_CVE_LED = lazy(r"^\s*(CVE-\d{4}-\d{4,7})(?![\d-])", re.I)
# A Latin word of two letters or more (a name; not the `x` of `2.2.x`).
_LATIN_WORD = lazy(r"[A-Za-z]{2,}")


def _named_incident(written: str) -> bool:
    """An entry's name says an incident (`_INCIDENT_WORD`), or ends on the word for an event
    (`MimicVox 冒名诈骗事件`)."""
    return bool(_INCIDENT_WORD.search(written)) or written.rstrip().endswith("事件")


# A day a text writes: a whole date (`2036-05-21`) or a month and day (`06-05`, `6月5日`).
_WHOLE_DATE = lazy(r"(?<!\d)\d{4}-(?P<m>\d{1,2})-(?P<d>\d{1,2})(?!\d)")
_MONTH_DAY = lazy(
    r"(?<![\d\-])(?P<m>\d{1,2})-(?P<d>\d{1,2})(?![\d\-])|(?<!\d)(?P<cm>\d{1,2})\s*月\s*(?P<cd>\d{1,2})\s*日"
)


def _days(text: str) -> set[tuple[int, int]]:
    """The (month, day) pairs a text writes (`_WHOLE_DATE`, `_MONTH_DAY`)."""
    found = {(int(m["m"]), int(m["d"])) for m in _WHOLE_DATE.finditer(text)}
    rest = _WHOLE_DATE.sub(" ", text)
    for said in _MONTH_DAY.finditer(rest):
        month, day = said["m"] or said["cm"], said["d"] or said["cd"]
        if 1 <= int(month) <= 12 and 1 <= int(day) <= 31:
            found.add((int(month), int(day)))
    return found


def _another_day(title: str, entry: str) -> bool:
    """The title dates its incident and the entry dates its own, none the same: another
    incident of the product (`06-05 调度器死锁` against `队列积压（2036-05-21）`)."""
    mine, theirs = _days(title), _days(entry)
    return bool(mine and theirs) and not mine & theirs


def _phrase_written(phrase: str, written: str) -> bool:
    """A title's phrase (four Chinese characters or more) written in an incident's name, as is
    or with one Chinese character more inside it (`法兰克福中断` in `法兰克福区中断`: a region's
    word the title left out)."""
    if phrase in written:
        return True
    if len(phrase) >= 4 and phrase.endswith(("事件", "事故")) and phrase[:-2] in written:
        return True  # (`投毒事件` of `依赖投毒`: the word for an event left out)
    return any(
        re.search(re.escape(phrase[:cut]) + r"[\u4e00-\u9fff]" + re.escape(phrase[cut:]), written)
        for cut in range(2, len(phrase) - 1)
    )


# A title led by a capitalised product word (or one in capitals), then Chinese or a lowercase
# English word, no release after it (`Halyard 转写服务故障`, `ECHOA 语音克隆…`, `Echoa
# impersonation case`; not `Halyard 2.1 …`, `Halyard ASR …`, nor a region after it: `Pelican
# ap-south 故障复盘`, an area's trouble, maybe not the product's).
# A maker's platform after its word (`Gorse 云…`, `Gorse Cloud …`, `… 平台`, `控制台`, `官网`).
_PLATFORM_AFTER = lazy(r"\s*(?:云|平台|控制台|官网|账号|(?i:cloud|platform|console)(?![A-Za-z]))")

# The service a title names after its product word (`Atlas 地图服务中断`: `地图`; `Atlas
# Maps service outage`: `Maps`), before its trouble.
_SERVICE_OF = lazy(
    r"\s*(?P<kind>[\u4e00-\u9fff]{2,4}?|[A-Z][a-z]{2,}(?:\s+[A-Z][a-z]{2,})?)\s*"
    r"(?:服务|(?i:\s+service)(?![A-Za-z]))"
)
_HAS_CJK_CHAR = lazy(r"[\u4e00-\u9fff]")

_PRODUCT_WORD_LED = lazy(
    r"^(?P<word>[A-Z][A-Za-z]{2,}(?:-[A-Za-z]+)*)(?P<more>(?:\s[A-Z][A-Za-z0-9]*){0,2}?)"
    r"(?=\s*[\u4e00-\u9fff]|\s+[a-z]+(?:-[a-z]+)*(?:\s|$))"
)

# A finder disclosing another thing's trouble after the title's first word (`Thornbury 披露 BKP
# 工具投毒漏洞`, `Thornbury discloses tool poisoning in BKP`): that word is not the product.
_DISCLOSES_OTHERS = lazy(
    r"\s*(?:披露|发现|曝光|公开|揭示|(?i:discloses|disclosed|finds|found|reports|reported))"
    r"\s*(?:了\s*)?[A-Z]"
)
_DISCLOSED_WORD = lazy(
    r"\s*(?:披露|发现|曝光|公开|揭示|(?i:discloses|disclosed|finds|found|reports|reported))"
    r"\s*(?:了\s*)?(?P<word>[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)(?=\s*[\u4e00-\u9fff]|\s)"
)

# What a title's head says of trouble besides an outage, a flaw or an incident word: misuse
# (`冒充…诈骗案`, `impersonation case`) or a service shut down (`将于 9-30 停服`).
_MISUSE_OR_SHUTDOWN = lazy(
    r"诈骗|欺诈|冒充|冒用|勒索|滥用|停服|关停"
    r"|(?i:(?<![A-Za-z])(?:scams?|fraud|impersonation|abuse|misuse)(?![A-Za-z]))"
)


# What a title's head says of an incident besides its word or an outage: misuse (`被用于电话
# 诈骗`, `impersonation`) or a legal complaint or takedown against the product (`遭唱片公司侵权
# 投诉`, `DMCA takedown`); not a defence against it (`防诈骗`, `反欺诈`, `anti-fraud`).
_MISUSE_OR_COMPLAINT = lazy(
    # (not a safeguard against it: `克隆滥用防护`, `abuse protection`)
    r"(?<![防反])(?:诈骗|欺诈|冒充|冒用|勒索|滥用)(?!\s*(?:防护|防范|防治|治理|检测|识别|拦截|保护))"
    r"|(?:遭|被)[^，,。；;]{0,12}?(?:侵权)?(?:投诉|起诉|索赔)|侵权投诉"
    r"|(?i:(?<![A-Za-z])(?<!anti-)(?<!anti )"
    r"(?:scams?|fraud|impersonation|abuse|misuse|takedown|lawsuit|sued)"
    r"(?![A-Za-z])(?!\s+(?:protection|prevention|detection|safeguards?|filters?|guards?)(?![A-Za-z])))"
)


# An entry's name ending on an event or a case (`… 事件`, `… 案`, `… incident`, `… case`).
_EVENT_NAME_END = lazy(r"(?:事件|案件?)\s*$|(?i:(?<![A-Za-z])(?:incident|case|scandal)\s*$)")


def _misuse_event_named(name: str) -> bool:
    """The entry's name is an event of misuse or a complaint (`Marlowe 声音冒用事件`, `Tern voice
    fraud incident`): an incident's own entry, not a product's."""
    return bool(_EVENT_NAME_END.search(name)) and bool(_MISUSE_OR_COMPLAINT.search(name))


# A head naming a release (`Tripwire 故障注入 2.0`) or a tool against trouble (`故障注入`, fault
# injection): a product's news, no trouble of it.
_RELEASE_OR_TOOL = lazy(r"(?<![\d.])v?\d+\.\d+|故障注入|(?i:fault\s+injection|chaos)")


# A release the trouble came after (`after the 1.2 upgrade`, `since v0.9`, `升级到 1.2 后`): when
# it began, not a release the title reports.
_AFTER_RELEASE = lazy(
    r"(?i:(?<![A-Za-z])(?:after|since|following)\s+(?:the\s+|an?\s+)?(?:upgrad(?:e|ing)\s+to\s+)?"
    r"v?\d+\.\d+(?:\.\d+)?(?:\s+(?:upgrade|update))?(?![\d.]))"
    r"|升级(?:到|至)?\s*v?\d+\.\d+(?:\.\d+)?\s*(?:版本)?后"
)


def _trouble_headed(title: str) -> bool:
    """The title's head reports an incident, an outage, a flaw, misuse or a shutdown
    (`_by_product_word_trouble`), not its fix nor a release (`Tripwire 故障注入 2.0`)."""
    head = _TITLE_HEAD_END.split(_visible(title), maxsplit=1)[0]
    clause = re.split(r"[，,；;]", head, maxsplit=1)[0]  # (`…停服，迁移至 SDK 2.0`: a pointer)
    clause = _AFTER_RELEASE.sub(" ", clause)  # (`data loss after the 1.2 upgrade`: its cause)
    if _FIX.search(head) or contrary.released(head) or _RELEASE_OR_TOOL.search(clause):
        return False
    if incidents.INCIDENT_WORDS.search(head) or _MISUSE_OR_SHUTDOWN.search(head):
        return True
    if _reports_outage(head) or incidents.reports_flaw(title):
        return True
    return _reports_damage(head)  # (`Ozmo reports Ozmo Relay data loss after …`)


# A status page's incident by its id, in a link (`status.quillon.ai/incidents/INC-3821/…`).
# An incident's id a title brackets (`（QM-0117）`, `(INC-3821)`).
_BRACKETED_INCIDENT_ID = lazy(r"[（(]\s*(?P<id>[A-Z]{2,6}-\d{3,7})\s*[)）]")
_STATUS_INCIDENT_ID = lazy(r"/incidents?/(?P<id>[A-Za-z]{2,6}-\d{3,7})(?![A-Za-z0-9])")
# A host an address or an entry writes (`status.wren.io`), its first label `status` dropped.
_HOST = lazy(
    r"(?<![\w.@-])(?:https?://)?(?:status\.)?(?P<domain>[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})"
)


def _status_host(sources: str, at: int) -> str:
    """The domain of the address holding the incident path at `at` (`status.wren.io/incidents/
    INC-7731` → `wren.io`), or `` when none is written before it."""
    start = max(sources.rfind(c, 0, at) for c in " ；;，,、\n\t") + 1
    said = _HOST.match(sources[start:at].lower())
    return said["domain"] if said else ""


def _other_status_host(domain: str, body: str) -> bool:
    """The entry citing the id cites it from another status page: it writes a status host
    (`status.glimmer.io`) and never the address's domain (`wren.io`)."""
    text = body.lower()
    if not domain or domain in text:
        return False
    return re.search(r"\bstatus\.[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}", text) is not None


# What follows an incident up in a title: a postmortem, a report, a cause, compensation.
_INCIDENT_REPORT = lazy(
    r"复盘|根因|事故报告|故障报告|补偿|赔付|事故说明|故障说明|事故通报"
    r"|(?i:(?<![A-Za-z])(?:post-?mortem|root\s+cause|incident\s+report|compensation)(?![A-Za-z]))"
)

# An incident title's closing bracket naming the service concerned (`…中断约 5 小时(Sorrel
# Video 服务)`, `(Tern API)`).
_SERVICE_BRACKET = lazy(
    r"[（(](?P<name>[A-Z][A-Za-z0-9\-]*(?: [A-Z0-9][A-Za-z0-9\-]*){0,3})\s*"
    r"(?:服务|(?i:service|API))?[)）]\s*$"
)

# A maker publishing a product's report (`Quillon 公布 Sorrel-Video 8 月 23 日事故报告`), or pausing
# it and reporting (`Pumice Labs 暂停 Nightjar Desk 金融类场景并发布事故说明`).
_MAKER_REPORTS = lazy(
    r"^(?P<maker>[A-Z][A-Za-z0-9\-]+(?:\s(?:Labs|AI|Inc\.?|Systems|Works|Compute|Security))?)"
    r"\s*(?:公布|发布|披露|公开|暂停|叫停|下线)\s*"
    r"(?P<name>[A-Z][A-Za-z0-9\-]*(?: [A-Z][A-Za-z0-9\-]*){0,3})(?![A-Za-z0-9\-])"
)
