"""Which security flaw a title and an advisory entry are about: the same one, or another.

An editor continues an advisory's entry only with news of the same flaw: the same id (a CVE,
a GHSA, a vendor's `KLP-SA-2026-03`), or the same flaw in other words — the same kind of
weakness (`未鉴权` = `unauthenticated`, `路径穿越` = `path traversal`) of the same component
(`管理接口`, `snapshot API`). Another weakness, another component or another id is another
flaw of the product (`Kelpie 安全公告：副本同步请求可被伪造` is not `Kelpie 安全公告：管理接口
未鉴权…`). Words that may say a flaw (`without auth`, `未授权`, `可被伪造`) say one only with a
second signal (`weak_flaw`): a feature may say them too (`supports health checks without auth`).
A leak is none of those words (`内存泄漏` is a bug, `泄漏题` a benchmark's news).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from patcher.plan import incidents
from patcher.text.lazy import lazy

# The kinds of weakness an advisory names, each in English and Chinese words.
_KINDS: dict[str, str] = {
    "auth": r"未鉴权|未授权|未认证|免认证|无需(?:认证|鉴权|登录)|(?:鉴权|认证|授权)\S{0,4}?绕过"
    r"|(?i:(?<![A-Za-z])(?:unauthenticated|unauthori[sz]ed|without\s+auth\w*|no\s+auth\w*"
    r"|missing\s+auth\w*|auth\w*\s+bypass)(?![A-Za-z]))",
    "forgery": r"伪造|(?i:(?<![A-Za-z])(?:forg(?:e|ed|ery|ing)|spoof\w*|csrf)(?![A-Za-z]))",
    "traversal": r"(?:路径|目录)(?:穿越|遍历)|(?i:(?<![A-Za-z])(?:path|directory)\s+traversal)",
    "injection": r"注入|(?i:(?<![A-Za-z])injections?(?![A-Za-z]))",
    "dos": r"拒绝服务|(?i:(?<![A-Za-z])(?:DoS|denial[\s-]of[\s-]service)(?![A-Za-z]))",
    "leak": r"泄露|泄漏|(?i:(?<![A-Za-z])(?:leak\w*|expos(?:ed|es|ure))(?![A-Za-z]))",
    "privilege": r"越权|提权|(?i:(?<![A-Za-z])privilege\s+escalation)",
    "escape": r"逃逸|(?i:(?<![A-Za-z])(?:sandbox\s+)?escapes?(?![A-Za-z]))",
    "rce": r"(?:远程)?代码执行|(?i:(?<![A-Za-z])(?:RCE|remote\s+code\s+execution"
    r"|arbitrary\s+code)(?![A-Za-z]))",
    "ssrf": r"(?i:(?<![A-Za-z])SSRF(?![A-Za-z]))",
    "xss": r"跨站脚本|(?i:(?<![A-Za-z])XSS(?![A-Za-z]))",
    "deserialization": r"反序列化|(?i:(?<![A-Za-z])deseriali[sz]\w*)",
    "readable": r"全局可读|任意文件读取?"
    r"|(?i:(?<![A-Za-z])(?:world-readable|arbitrary\s+file\s+read))",
    "poisoning": r"投毒|(?i:(?<![A-Za-z])poison\w*)",
}
_KIND = {kind: lazy(words) for kind, words in _KINDS.items()}
# What every kind's words begin with (a Chinese word's first two characters, an English
# word's first letters at a word start, case as the kinds read it): a text none of them
# starts in says no kind, read in one pass instead of fourteen (`weaknesses`).
_ANY_KIND = lazy(
    r"未鉴|未授|未认|免认|无需|鉴权|认证|授权|伪造|路径|目录|注入|拒绝|泄露|泄漏|越权|提权|逃逸"
    r"|代码执行|跨站|反序|全局可读|任意文件|投毒|(?i:(?<![A-Za-z])(?:unauth|without|no\s|missing"
    r"|auth|forg|spoof|csrf|path|directory|injection|dos|denial|leak|expos|privilege|sandbox"
    r"|escape|rce|remote|arbitrary|ssrf|xss|deseriali|world|poison))"
)
# The kinds said only by words a feature may use too: a flaw only with a second signal.
# (not a leak: `内存泄漏`, `剔除泄漏题`, `凭据泄露事件` say a bug, a benchmark's news, an incident)
_WEAK = frozenset({"auth", "forgery"})
# Words saying nothing of which flaw: the advisory's, the news', generic parts of a product,
# the access a weakness gives (`越权读取` of the admin API and of the audit log: two flaws).
_GENERIC = lazy(
    r"安全公告|安全问题|安全更新|安全修复|漏洞|问题|事件|复盘|根因|更新|补充|说明|影响|范围|扩大|修复"
    r"|不完整|公开|发布|官方|厂商|研究者|披露|利用|新增|受|可被|可以|可|被|导致|接口|服务|请求|数据|文件"
    r"|功能|模块|攻击|版本|同样|也|再次|新|的|了|与|和|在|后|中|读取|写入|访问"
    r"|(?i:(?<![A-Za-z])(?:security|advisory|advisories|vulnerabilit\w*|flaw|bug|issue|update[sd]?"
    r"|follow-?up|fix(?:ed|es)?|patch(?:ed|es)?|released?|ships?|published|publishes|root|cause"
    r"|poc|exploit\w*|also|affect\w*|via|api|endpoint|service|server|request\w*|can|be|is|are"
    r"|gets?|new|vendor|researchers?|report\w*|complete[sd]?|partial|the|a|an|of|in|on|for|to"
    r"|and|with|by|from|after|again|read|write|access)(?![A-Za-z]))"
)
_IDS = lazy(
    r"(?i)(?<![A-Za-z0-9])(?:CVE-\d{4}-\d{4,7}|GHSA(?:-[0-9a-z]{4}){3})(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9-])[A-Z][A-Z0-9]{1,9}-SA-\d{4}-\d{1,5}(?![\d-])"
)
_NUMBER = lazy(r"v?\d+(?:[.\-]\d+)*")
_LATIN = lazy(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*")
_CJK_RUN = lazy(r"[\u4e00-\u9fff]+")


def ids(text: str) -> frozenset[str]:
    """The advisory ids the text cites (CVE, GHSA, a vendor's `XXX-SA-YYYY-N`), upper-cased."""
    return frozenset(m.group().upper() for m in _IDS.finditer(text))


@functools.lru_cache(maxsize=4096)  # pure; a title is asked about by two rules, one twice
def weaknesses(text: str) -> frozenset[str]:
    """The kinds of weakness the text says (`未鉴权` → auth; `path traversal` → traversal)."""
    if _ANY_KIND.search(text) is None:
        return frozenset()
    return frozenset(kind for kind, pattern in _KIND.items() if pattern.search(text))


def components(text: str, product: str) -> frozenset[str]:
    """What the text says is flawed, in its own words: its Latin words and Chinese character
    pairs, without ids, numbers, the product's word, weakness words and generic words
    (`管理接口未鉴权可删除集合` → 管理, 理接, 删除, 除集, 集合 …)."""
    left = _NUMBER.sub(" ", _IDS.sub(" ", text))
    for pattern in _KIND.values():
        left = pattern.sub(" ", left)
    left = _GENERIC.sub(" ", left)
    words = {w.casefold() for w in _LATIN.findall(left)} - {product.casefold(), ""}
    pairs = {run[i : i + 2] for run in _CJK_RUN.findall(left) for i in range(len(run) - 1)}
    return frozenset(words | pairs)


def same_flaw(title: str, name: str, product: str) -> bool | None:
    """Whether a title is about the flaw an advisory entry is named by (`name`, the entry's
    name; `product`, the word to leave out): True (a shared id; or the same kind of weakness
    of a shared component, or of none the title names), False (other ids only; other kinds
    of weakness; another component), None where the title says too little to tell."""
    mine, theirs = ids(title), ids(name)
    if mine and theirs:
        return bool(mine & theirs)
    kinds, their_kinds = weaknesses(title), weaknesses(name)
    parts, their_parts = components(title, product), components(name, product)
    if kinds and their_kinds and not kinds & their_kinds:
        return False
    if kinds & their_kinds:
        return bool(parts & their_parts) or not parts if their_parts else True
    if parts and their_parts and not parts & their_parts and said_after_head(title):
        return False  # (`Skua security advisory: SSRF in the webhook fetcher`)
    return None


_HEAD_END = lazy(r"\s*[—–]{1,2}\s*|\s+-{1,2}\s+|[：:]\s*")


def said_after_head(title: str) -> bool:
    """The title describes its flaw after its head (`X 安全公告：…`, `X security advisory — …`)."""
    return len(_HEAD_END.split(title, maxsplit=1)) == 2


_BOLD_HEAD = lazy(r"^\s*\*\*(?P<name>[^*\n]{1,160})\*\*")
_LEAD_END = lazy(r"\s+[—–]{1,2}\s+|\s+-{1,2}\s+|[；;。]")


def entry_head(lead: str) -> str:
    """What an advisory entry is named by, as its lead writes it: its bold name whole
    (`**Kelpie 安全公告：管理接口未鉴权…（KLP-SA-2026-03）**`), else its text before a dash."""
    bold = _BOLD_HEAD.match(lead)
    return bold["name"] if bold else _LEAD_END.split(lead, maxsplit=1)[0][:160]


# Where an advisory entry's name stops naming its flaw: its advisory word or its id.
_NAME_STOP = lazy(
    r"(?i)\s*(?:(?:security\s+)?advisor(?:y|ies)(?![A-Za-z])|安全公告|安全通告|公告|通告|[（(]"
    r"|CVE-\d|GHSA-|[A-Z][A-Z0-9]{1,9}-SA-\d)"
)
_SEPARATOR = lazy(r"[\s\-]+")


def named_as_entry(title: str, name: str, products: Iterable[str] = ()) -> bool:
    """The title starts with what an advisory entry's name says before its advisory word or
    id, two words or more (`Pikerun header-smuggling fix incomplete` for `**Pikerun
    header-smuggling advisory GHSA-…**`): the flaw named as the entry names it. Not where
    that is only a product's whole name (`Haldane Gateway 新增…` beside `**Haldane Gateway**`
    and `Haldane Gateway 安全公告 CVE-…`): the product's news."""
    stop = _NAME_STOP.search(name)
    head = _spaced(name[: stop.start()] if stop else "")
    said = _spaced(title)
    if len(head.split()) < 2 or not said.startswith(head):
        return False
    if head.replace(" ", "") in {_spaced(product).replace(" ", "") for product in products}:
        return False
    return not said[len(head) : len(head) + 1].isalnum()


def _spaced(text: str) -> str:
    """Text with runs of spaces and hyphens as one space, case folded."""
    return _SEPARATOR.sub(" ", text).strip().casefold()


def says_no_flaw(title: str) -> bool:
    """The title cites no advisory id and says no advisory, weakness or attack's harm
    (`Brask 12-08 路由超时 40 分钟`): no advisory entry's news by what it says."""
    if ids(title) or weaknesses(title) or incidents.says_advisory(title):
        return False
    return not incidents.reports_harm(title)


def advisory_entry(name: str, lead: str) -> bool:
    """An entry of a security advisory's own: an id in its name or its lead's first clause
    (`incidents.advisory_entry`, a vendor's id too), or its name says an advisory
    (`Kelpie 安全公告：…`); a flaw's word alone is no advisory's (`ToolTrap 注入基准`)."""
    if incidents.advisory_entry(name, lead) or ids(name):
        return True
    head = incidents.first_clause(lead[:100])  # (not `…；已随上游修补 CVE-…`: background)
    cited = _IDS.search(head)  # (not `1.2 修复 GHSA-…`: a release's lead)
    if cited is not None and not incidents.is_fix(head[: cited.start()]):
        return True
    return incidents.says_advisory(name)  # (not a flaw's word alone: `ToolTrap 注入基准`)


def weak_flaw(title: str) -> bool:
    """The title says a flaw only in words a feature may use too (`without auth`, `未授权`,
    `可被伪造`), and no fix nor feature: a flaw given a second signal."""
    if not weaknesses(title) & _WEAK or incidents.is_fix(title):
        return False
    return _FEATURE.search(title) is None


# A title adding or supporting something (`adds a read-only mode without auth`, `新增未授权告警`).
_FEATURE = lazy(
    r"新增|支持|推出|引入|上线|(?i:(?<![A-Za-z])(?:adds?|added|supports?|introduc\w*|launch\w*"
    r"|offers?|enables?)(?![A-Za-z]))"
)
