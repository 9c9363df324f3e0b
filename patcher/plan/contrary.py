"""Evidence against an increment continuing an entry: what the briefing itself says or shows
that makes the increment another thing than the entry its name points to.

Each reason is one an editor would give: the briefing says so (`与 X 无关`, `不是 X 的更新`,
`同名不同作`, `同名项目`), the increment is another repository's (`skyreach/falcon-cache`
against `falconlabs/falcon-router`), it spells the entry's abbreviation out otherwise, or it
is a successor (`Parchment-2`: a number joined by a hyphen to a name that has none), or it
describes another part of the product than the entry does, which the document files in
another section (`Selkie decode-first serving mode` against `Selkie 2.2 — paged-decode
kernel`). Another
paper (another arXiv id) and another release are `plan/versions.py`'s. Also here: the shapes
of a title that make a product word not stand alone (a generation, an adjective) or join
another name (`A and B`, `A alternative B`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence

from patcher.plan import incidents
from patcher.text import dates, refs
from patcher.text.lazy import lazy
from patcher.text.normalise import may_write_any

# Words saying the increment is not the thing another of the same name is (anywhere in the
# title or the relation line): `同名不同作`, `Harrow 团队的同名项目`, `不是同一项目`; not one event
# set apart from another its clause names (`已有 11-30 诈骗事件（仅作背景，非同一事件）`).
# (`非同一缺陷`: another bug of that product, no namesake, as `非同一事故` is another incident)
_NOT_THE_SAME = lazy(
    r"同名|(?:不是|并非|非)同一(?!\s*(?:起|次|个|宗)?\s*(?:事件|事故|故障|漏洞|缺陷|问题|(?i:bug|issue)))|不同作|另一(?:个|款|篇)同名"
    r"|(?i:same-named|same\s+name|namesake|not\s+the\s+same\s+(?:project|product|thing|paper))"
)
# A clause denying a tie to what it names (`与 X 无关`, `不是 X 的更新`, `区别于 X`; `not an
# update to X`, `unrelated to X`, `different from X`).
# (`isn't related to X`, `doesn't update X`, `no relation to X`, `unlike X, …` too.)
_ENGLISH = (
    r"(?i:(?<![A-Za-z])(?:not|nor|neither|unrelated|different\s+from|unlike|no\s+relation"
    r"|(?:is|are|was|does|do|did)n['’]t)(?![A-Za-z]))"
)
_DENIES = lazy(r"无关|不是|并非|而非|不属于|区别于|不同于|不同\s*$|" + _ENGLISH)
_ENGLISH_DENIAL = lazy(_ENGLISH)
_NAME_LIKE = lazy(r"[A-Z0-9]")  # in an English clause only names count (`Prismfold`)
_CLAUSE = lazy(r"[^；;。！!？?，,（()）]+")  # (an aside in brackets is a clause of its own)
_TOKEN = lazy(r"(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9]*(?:[\-.][A-Za-z0-9]+)*(?![A-Za-z0-9_])")
# `Vellum-2`, `Ostrakon-2`: a generation joined by a hyphen (not `v2`, not `0.4`); `Vellum 2
# 卸载层`, `Falcon H2 MoE`: a generation inside the name (a number the name goes on after).
# A unit of time right after a number (`LongHaul 72 小时浸泡测试`): how long, not a generation.
DURATION_AFTER = lazy(r"\s*(?:小时|个小时|分钟|天|周)")
_SUCCESSOR = lazy(
    r"^(?P<name>[A-Za-z][A-Za-z0-9]*)(?:-\d{1,2}(?![\d.])|\s+[A-Z]?\d{1,2}(?![\d.])(?=\s*[^\s\d]))"
    r"(?![BbMm](?![A-Za-z0-9]))"  # (not a model size: `DraftHorse 1B`)
    r"(?!\s*[%％])"  # (nor a share: `Kiln 61% 经 RepoGauntlet 官方复核`)
    rf"(?!{DURATION_AFTER.pattern})"
)
# A generation or model size right after a product word: `Falcon H2`, `Vellum 2`, `Atlas V3`.
GENERATION = lazy(r"^[A-Z]?\d{1,2}$")
_REPO_OF_REF = lazy(r"^gh:(?P<repo>[^#\s]+/[^#\s]+)#")


def says_not_same(title: str, relation: str) -> bool:
    """The briefing says the increment is a same-named other thing (`同名不同作`, `同名项目`,
    `不是同一项目`)."""
    return bool(_NOT_THE_SAME.search(title) or _NOT_THE_SAME.search(relation))


# A relation line that opens by asking for an entry of its own (`新条目`, `新条目，与 KV 压缩
# 无关`, `new entry`), not `新条目补充`-style wording that goes on to continue something.
_NEW_ENTRY = lazy(
    r"^[\s\-*>]*(?:(?:建议)?(?:新建|新开|另立|单列)?(?:新|独立)条目|(?i:(?:a\s+)?new\s+entry))"
    r"\s*(?:$|[，,；;。.(（:：—–]|\s[—–])"
)


# A relation line telling the editor not to merge the increment into what it named (`不应合并`,
# `勿并入`, `should not be merged`), or saying it differs from that (`本条与之不同`, `与其无关`:
# `之`/`其` is the thing just named), or that it is no continuation (`不是事故续报`, `not a
# follow-up`).
_NO_MERGE = lazy(
    r"(?:不应|不要|勿|不宜|无需|不必|不)(?:合并|并入)|与(?:之|其)(?:不同|无关)"
    r"|不是[^，,；;。]{0,12}?(?:续报|续篇|延续|后续)"
    r"|(?i:(?<![A-Za-z])(?:should\s+not|shouldn't|do\s+not|don't|must\s+not|not\s+to)\s+"
    r"(?:be\s+)?merge[ds]?(?![A-Za-z])|not\s+a\s+(?:follow-?up|continuation)(?![A-Za-z]))"
)


def refuses_merge(relation: str) -> bool:
    """The relation line says not to merge the increment into what it names, or that it
    differs from that (`本条与之不同，是另一个 bug，不应合并`): an editor's instruction, as
    `asks_new_entry` is."""
    return bool(relation) and _NO_MERGE.search(relation) is not None


# A refusal by `之`/`其` (`与之无关`, `与其不同`) after the line names an incident (`已有 9-14 X
# 索引重建事故；本条是另一起新故障，与之无关`): what it refuses is that incident, not the product;
# so does one saying it is no follow-up of the same incident (`不是同一事件的续报`).
_REFUSED_BACK = lazy(
    r"与(?:之|其)(?:不同|无关)"
    r"|不是同一(?:起|次)?(?:事件|事故|故障)的?(?:续报|续篇|延续|后续)"
    # (or no follow-up of the incident it names by its day: `不是 11-21 事故的延续`)
    r"|不是\s*(?:\d{1,2}\s*[-/月]\s*\d{1,2}\s*日?\s*)(?:的\s*)?(?:事件|事故|故障|宕机)的?"
    r"(?:续报|续篇|延续|后续)"
    r"|(?i:not\s+a\s+follow-?up\s+(?:to|of)\s+the\s+same\s+(?:incident|outage)(?![A-Za-z]))"
)
_INCIDENT_BEFORE = lazy(r"事故|故障|宕机|事件|(?i:(?<![A-Za-z])(?:incident|outage)s?(?![A-Za-z]))")


def refused_clause_start(relation: str) -> int:
    """Where the clause holding a refusal that points back to an incident starts (`已锚定；
    Sulcus 3-05 有泄露事件，本条与之无关`: after the `；`), where the line's only refusal is
    such (`refuses_only_an_incident`); -1 otherwise."""
    back = _REFUSED_BACK.search(relation) if refuses_only_an_incident(relation) else None
    if back is None:
        return -1
    ends = list(_CLAUSE_BREAK.finditer(relation, 0, back.start()))
    return ends[-1].end() if ends else 0


_CLAUSE_BREAK = lazy(r"[;；。]")


def refuses_back_as_unrelated(relation: str) -> bool:
    """The line's only refusal points back to an incident it names by `与之无关`/`与其不同`
    (`Y 3-05 有泄露事件，本条与之无关`) and calls the increment no incident of its own (not
    `本条是另一起新故障`, `新一轮投毒`): the increment is other news beside that incident."""
    back = _REFUSED_BACK.search(relation) if refuses_only_an_incident(relation) else None
    if back is None or not back.group().startswith("与"):
        return False
    return _ANOTHER_INCIDENT.search(relation) is None


# A line calling the increment another incident (`另一起新故障`, `新一轮投毒`, `又一次宕机`,
# `another outage`).
_ANOTHER_INCIDENT = lazy(
    r"另一(?:起|次|个)|新一轮|又一(?:起|次)|新(?:的)?(?:事故|故障|事件|漏洞)"
    r"|(?i:(?<![A-Za-z])(?:another|a\s+new|a\s+second)\s+(?:incident|outage|breach|leak)(?![A-Za-z]))"
)


def refuses_only_an_incident(relation: str) -> bool:
    """The line's only refusal (`refuses_merge`) points back (`与之无关`) to an incident it
    names before (`已有 9-14 X 索引重建事故；本条是另一起新故障，与之无关`): where incidents are
    filed under the product, the product's entry is not refused."""
    back = _REFUSED_BACK.search(relation) if relation else None
    if back is None or _NO_MERGE.search(relation.replace(back.group(), "")):
        return False
    return _INCIDENT_BEFORE.search(relation, 0, back.start()) is not None


# A clause saying two things are different products (`与 BW-2 是不同产品`, `不是同一产品`,
# `Yarrow Router is a different product`): which two, the clause's names say.
_OTHER_PRODUCT = lazy(
    r"是(?:两[个款家种]|不同的?)(?:产品|项目|公司|模型|芯片|系统|东西|事物)"
    r"|不是同一(?:个|款|家|种)?(?:产品|项目|公司|模型|芯片|系统|东西)"
    r"|(?i:(?<![A-Za-z])(?:a\s+)?different\s+(?:product|project|company|model|chip)s?(?![A-Za-z]))"
)
_NAME_TOKEN = lazy(r"[A-Za-z0-9][A-Za-z0-9.\-]*[A-Za-z0-9]|[A-Za-z]")


def other_product_clauses(relation: str) -> list[str]:
    """The relation line's clauses saying the increment's thing and another are different
    products (`与 BW-2 是不同产品`): the other is the one the clause names that the title does
    not (see `names_other_product`)."""
    if not relation or _OTHER_PRODUCT.search(relation) is None:
        return []
    return [c for c in _CLAUSE.findall(relation) if _OTHER_PRODUCT.search(c)]


def names_other_product(clauses: list[str], entry: str, title: str) -> bool:
    """One of the clauses names the entry by a word of its name the title does not write
    (`BW-2` of `Brightwave BW-2 加速卡` against `Brightwave BW-3 发布`): the entry is the other
    product; not when the clause names only the title's own thing (`Yarrow Router is a
    different product`, against the entry `Yarrow Router`)."""
    mine = {t.casefold() for t in _NAME_TOKEN.findall(title)}
    theirs = {t.casefold() for t in _NAME_TOKEN.findall(entry)} - mine
    for clause in clauses:
        said = {t.casefold() for t in _NAME_TOKEN.findall(clause)}
        if theirs & said:
            return True
    return False


def asks_new_entry(relation: str) -> bool:
    """The relation line opens by saying the increment is a new entry (`新条目`, `new entry`),
    an editor's instruction: a name alone does not make it an update."""
    return bool(relation) and _NEW_ENTRY.match(relation) is not None


def denying(relation: str) -> list[str]:
    """The relation line's clauses that deny a tie (`与 lumen-obs 的 Beacon 无关`; `与 §1.1 的
    Rook（Ardent Labs 沙箱）无关`: the clause read across the aside that interrupts it)."""
    return list(_denying(relation)) if relation else []


@functools.lru_cache(maxsize=64)  # pure; read by four rules per candidate of one increment
def _denying(relation: str) -> tuple[str, ...]:
    clauses = [p for c in _CLAUSE.findall(relation) for p in _DASH.split(c)]
    found = [_denied_part(c) for c in clauses if _DENIES.search(c)]
    return (*found, *(m["before"] + m["after"] for m in _ASIDE_THEN_DENIAL.finditer(relation)))


def _denied_part(clause: str) -> str:
    """What a denying clause denies: after `而非` when that is its only denial (`哨塔做运行时
    防护而非上线前扫描`: not 哨塔, what it is contrasted with), else the whole clause."""
    rather = clause.find("而非")
    if rather < 0 or _DENIES.search(clause.replace("而非", "  ")):
        return clause
    return clause[rather + 2 :]


# A dash between two clauses (`continues the Corvid Serve 0.9 LTS line — not Rookery 1.0`: the
# denial is the second clause's alone).
_DASH = lazy(r"\s+[—–]{1,2}\s+|——")


# A clause whose denial comes right after an aside in brackets (`与 Rook（Ardent Labs 沙箱）无关`):
# the aside's own clause holds no denial and the denial's piece names nothing.
_ASIDE_THEN_DENIAL = lazy(
    r"(?P<before>[^；;。！!？?，,（()）]+)[（(][^（()）]*[)）]"
    r"(?P<after>\s*(?:无关|没有关系|并无关系|不相关)(?=\s*(?:[；;。！!？?，,]|$)))"
)


# A clause saying outright the increment is unrelated to what it names (read in its points,
# where `不是` alone is no denial: `瓶颈不是 X 而是 Y`).
_UNRELATED = lazy(
    r"无关|没有关系|并非[^，,；;。]{0,30}的?(?:更新|续作|后续)"
    r"|(?i:(?<![A-Za-z])(?:unrelated\s+to|no\s+relation\s+to|not\s+related\s+to"
    r"|isn['’]t\s+related\s+to|not\s+an?\s+(?:update|continuation)\s+(?:to|of))(?![A-Za-z]))"
)


def unrelated(points: Iterable[str]) -> list[str]:
    """The clauses of an increment's points that say it is unrelated to what they name
    (`Harrow 团队的 SDK，与 Vellum offload tier 无关`, `unrelated to Vellum offload tier`)."""
    return [c for p in points for c in _CLAUSE.findall(p) if _UNRELATED.search(c)]


# A title saying whose the thing is: `Harrow 的新实现`, `Quire 团队发布`, `（另一家公司）`.
_MAKER = lazy(
    r"(?P<maker>[A-Z][A-Za-z0-9\-]+)\s*(?:团队|公司|实验室)?\s*(?:的新?实现|的版本|团队发布|团队推出"
    r"|公司发布|公司推出|发布|推出|出品)(?![\u4e00-\u9fff]{0,2}会)"
    r"|另一家|另一个?团队|其他团队|其他厂商|别家"
)


def other_maker(title: str, lead: str) -> str | None:
    """Whose the title says the thing is, when the entry's lead never names that maker
    (`分层缓存 2.0：Harrow 的新实现` against `分层缓存（Strata）…`); None when it says none."""
    for match in _MAKER.finditer(title):
        maker = match["maker"]
        if maker is None:
            return match.group()
        if not re.search(rf"(?<![A-Za-z0-9_]){re.escape(maker)}(?![A-Za-z0-9_])", lead, re.I):
            return maker
    return None


def denied_words(relation: str) -> set[str]:
    """The Latin words (folded) of the relation line's clauses that deny a tie (`与 lumen-obs
    的 Beacon 无关` → lumen-obs, beacon): an entry whose name starts with one is denied. The
    first word of a name of capitalised words there (`Nimbus Compute`, `Meridian Labs`) is
    not one alone (`denied_names`)."""
    found = {
        w.casefold()
        for c in denying(relation)
        for w in _TOKEN.findall(_MULTI_NAME.sub(_first_out, c))
        if not _ENGLISH_DENIAL.search(c)  # in English only names (not `an`, `update`)
        or (_NAME_LIKE.search(w) and not _ENGLISH_DENIAL.fullmatch(w))
    }
    return found - {"arxiv", "inference.md", "inference", "md"}


def denies_another_makers(relation: str, word: str, lead: str) -> bool:
    """Every clause of the relation line that denies a tie and writes `word` names a maker the
    entry's lead does not write, where the lead names a maker of its own (`与 10-12 新增的 Halden
    AI Kestrel 量化工具无关` against `【红隼】Kestrel · Birchwood Labs`): the denial is of
    another maker's namesake, not of this entry."""
    own = re.search(_ORG, lead)
    if own is None:
        return False
    clauses = [c for c in denying(relation) if _has_word(c, word)]
    return bool(clauses) and all(_other_org(c, lead) for c in clauses)


def denies_elsewhere(relation: str, word: str, anchor: str) -> bool:
    """Every clause of the relation line that denies a tie and writes `word` places what it
    denies in another section than the entry's (`与 §1.4 两起 Kinetica 事故无关` against the
    `Kinetica` entry in §1.2): the denial is of the entries there, not of this one."""
    clauses = [c for c in denying(relation) if _has_word(c, word)]
    if not clauses or not anchor:
        return False
    return all((codes := _SECTION_CODE.findall(c)) and anchor not in codes for c in clauses)


# A section code a clause names (`§1.4`, `§ 1.4`), read as the anchor it is (`§1.4`).
_SECTION_CODE = lazy(r"§\s*\d+(?:\.\d+)*(?![\d.])")


def _other_org(clause: str, lead: str) -> bool:
    """The clause names an organisation the lead does not write."""
    return any(not _has_word(lead, m.group().strip()) for m in re.finditer(_ORG, clause))


def denied_names(relation: str) -> dict[str, set[str]]:
    """The names of two capitalised words or more the relation line's denying clauses name
    (`与 7-05 的 Nimbus Compute（…）无关`, `unrelated to the Meridian Labs GPU cloud`), by their
    first word (folded): an entry whose name starts with that word is denied only when its
    lead names the whole name (`Nimbus KV` is not `Nimbus Compute`; `Meridian 调度器` is not
    Meridian Labs' cloud)."""
    found: dict[str, set[str]] = {}
    for clause in denying(relation):
        for match in _MULTI_NAME.finditer(clause):
            name = " ".join(match.group().split())
            found.setdefault(name.split(" ", 1)[0].casefold(), set()).add(name)
    return found


# A maker's thing in a denial (`not Cinder's Spark`, `不是 Cinder 的 Spark`): the maker, then the
# name right after.
_OWNED = lazy(
    r"(?<![A-Za-z0-9_\-])(?P<maker>[A-Z][A-Za-z0-9\-]*)(?:['’]s|\s*的)\s*"
    r"(?P<name>[A-Za-z][A-Za-z0-9\-]*)(?![A-Za-z0-9\-])"
)


def points_deny_owned(points: Iterable[str], word: str, lead: str) -> bool:
    """A point's clause denying a tie to a maker's thing named `word` (`Apache Spark release;
    not Cinder's Spark`), that maker written in the entry's lead (`Cinder's small-model
    server`): the briefing says it is not this entry, as a relation line's denial would."""
    sought = word.casefold()
    return any(
        m["name"].casefold() == sought and _has_word(lead, m["maker"])
        for point in points
        for clause in denying(point)
        for m in _OWNED.finditer(clause)
    )
    return False


# A name the text sets its subject apart from (`Rivulet 之外的开源实现`, `Tern 以外的选择`,
# `implementations other than Rivulet`).
_SET_APART = lazy(
    r"(?<![A-Za-z0-9_\-])(?P<name>[A-Z][A-Za-z0-9\-]*)\s*(?:之外|以外)的"
    r"|(?i:(?<![A-Za-z])other\s+than\s+)(?P<english>[A-Z][A-Za-z0-9\-]*)"
)


def sets_apart_from(title: str, written: str) -> str | None:
    """The name the title sets its subject apart from (`RAG 2.0 论文复现：Rivulet 之外的开源实现`)
    that `written` (an entry's name and lead: `RAG 2.0 (Rivulet) — …`) writes: the title's
    thing is not that entry's; None otherwise."""
    for m in _SET_APART.finditer(title):
        name = m["name"] or m["english"]
        if _has_word(written, name):
            return name
    return None


# A repository's owner or path in a denial (`the kestrel-labs scheduler`): lowercase words
# joined by a hyphen, or an `owner/name` path.
_DENIED_OWNER = lazy(
    r"(?<![A-Za-z0-9_./\-])(?P<owner>[a-z0-9]+(?:-[a-z0-9]+)+|[a-z0-9][a-z0-9_.\-]*)"
    r"(?:/(?P<repo>[a-z0-9][a-z0-9_.\-]*))?(?![A-Za-z0-9_/\-])"
)


def denied_repos(relation: str) -> set[str]:
    """The repositories (`owner/name`) and owners (`owner/`) the relation line's denying
    clauses name (`unrelated to … and to the kestrel-labs scheduler` → `kestrel-labs/`), folded:
    an entry whose lead links or writes one of them (or a repository of that owner) is denied."""
    found = set()
    for clause in denying(relation):
        for match in _DENIED_OWNER.finditer(clause):
            if match["repo"]:
                found.add(f"{match['owner']}/{match['repo']}")
            elif "-" in match["owner"]:
                found.add(f"{match['owner']}/")
    return found


def denies_repo(denied: set[str], repos: Iterable[str]) -> bool:
    """One of the repositories is denied, or its owner is (`denied_repos`)."""
    return any(r in denied or f"{r.split('/', 1)[0]}/" in denied for r in repos)


def _first_out(match: re.Match[str]) -> str:
    """A name of capitalised words without its first word (`Nimbus Compute` → ` Compute`)."""
    return " " + _LEADING_WORD.sub("", match.group(), count=1)


_LEADING_WORD = lazy(r"^[A-Za-z][A-Za-z0-9\-]*\s*")
# Two capitalised words or more in a row (`Nimbus Compute`, `Meridian Labs`; not `vLLM`, not
# an acronym first: `KV Cache`, `GPU Cloud` say what, not whose), or a capitalised word and
# the Chinese word for a kind of thing (`不是 Meridian 调度器`: the scheduler of that name).
_MULTI_NAME = lazy(
    r"(?<![A-Za-z0-9\-])[A-Z][a-z][A-Za-z0-9\-]*"
    r"(?:(?:\s+[A-Z][A-Za-z0-9\-]*)+(?![A-Za-z0-9\-])"
    r"|\s*(?:调度器|路由器|网关|引擎|缓存|框架|平台|运行时|推理云|基准))"
)


def repos_of(text: str, keys: Iterable[str] = ()) -> frozenset[str]:
    """The GitHub repositories (`owner/repo`, folded) a text links or its `gh:` keys name."""
    found = set(refs.github_repos(text))
    found |= {m["repo"].casefold() for k in keys if (m := _REPO_OF_REF.match(k))}
    return frozenset(found)


# A repository's path written as text (`tidepool-ai/tidepool`): lowercase, an owner with a
# hyphen or digit or a path whose two names share a word; not `TCP/IP`, `prefill/decode`.
_WRITTEN_REPO = lazy(r"(?<![\w./-])([a-z0-9][a-z0-9_.\-]*)/([a-z0-9][a-z0-9_.\-]*)(?![\w/-])")


def written_repos(text: str) -> frozenset[str]:
    """The repositories a text writes as a path (`Tidepool 卸载层（tidepool-ai/tidepool）`)."""
    return frozenset(
        f"{owner}/{name}"
        for owner, name in _WRITTEN_REPO.findall(text)
        if re.search(r"[\d\-]", owner) or owner.split("-")[0] in name or name.split("-")[0] in owner
    )


def other_repo(mine: frozenset[str], theirs: frozenset[str], renamed: bool = False) -> str | None:
    """The entry's repository, when both sides name repositories and share none (for a
    renamed thing, `Egretwell（原名 Egretta）`, whose repository is renamed with it: no owner)."""
    if renamed:
        mine, theirs = _owners(mine), _owners(theirs)
    return sorted(theirs)[0] if mine and theirs and not mine & theirs else None


def _owners(repos: frozenset[str]) -> frozenset[str]:
    return frozenset(r.split("/", 1)[0] for r in repos)


def successor(
    title_name: str, entry_first: str, entry_versioned: bool, title: str = ""
) -> str | None:
    """`Vellum-2`, `Vellum 2 卸载层` when the title's name is the entry's first word and a
    generation, and the entry's name carries no version (a successor, not a release); a bare
    `Driftline 2` too when the title (or a point: `title` is what the caller passes) says it
    is a new generation (`Driftline 2 — 新一代…`, `…发布第二代降噪耳机`); a generation the title
    only says is released (`ClearTone 2 发布`) is a bare one."""
    if entry_versioned:
        return None
    bare = title_name
    if _RELEASE_TAIL_CHARS & set(title_name):  # (the words' last characters: a cheap test)
        bare = _RELEASE_TAIL.sub("", title_name)
    match = _SUCCESSOR.match(bare)
    if match is None and _NEW_GENERATION.search(title):
        match = _BARE_GENERATION.match(bare)
    if match is None:
        return None
    return match[0] if match["name"].casefold() == entry_first else None


# A revision named by its date (`2027-03 revision`, `2027-06 修订草案`, `revision 2027-03`).
_REVISION = lazy(
    r"(?<![\d-])(?P<date>\d{4}-\d{2}(?:-\d{2})?)(?![\d])\s*(?:修订|草案|版(?!本)"
    r"|(?i:revision|draft)(?![A-Za-z]))"
    r"|(?i:(?<![A-Za-z])revision)\s+(?P<after>\d{4}-\d{2}(?:-\d{2})?)(?![\d])"
    # (a specification named by its date: `MCP spec 2027-06`, `MCP 规范 2027-11`)
    r"|(?:(?i:(?<![A-Za-z])spec(?:ification)?(?![A-Za-z]))|规范)\s*[,，]?\s*"
    r"(?P<spec>\d{4}-\d{2}(?:-\d{2})?)(?![\d])"
)


def _revisions(text: str) -> set[str]:
    return {m["date"] or m["after"] or m["spec"] for m in _REVISION.finditer(text)}


def other_revision(title: str, entry_name: str) -> str | None:
    """The revision the title names (`MCP 规范 2027-06 修订草案`) when the entry's name is one
    revision's, another (`Model Context Protocol (MCP) spec, 2027-03 revision`): an entry per
    revision, and this is the next one's news; None when the entry's name names no revision
    (a spec's entry) or the title names its revision too."""
    theirs = _revisions(entry_name)
    if not theirs:
        return None
    mine = _revisions(title)
    return min(mine) if mine and not mine & theirs else None


# A title saying its thing is a new generation, not a release (`新一代`, `第二代`, `next-gen`).
_NEW_GENERATION = lazy(
    r"新一代|下一代|第[二三四五六七八九十\d]代|(?i:(?<![A-Za-z])(?:next|new)[\s-]+gen(?:eration)?(?![A-Za-z]))"
)


def new_generation(text: str) -> bool:
    """The text calls its thing a new generation (`新一代`, `第二代`, `next-gen`)."""
    return _NEW_GENERATION.search(text) is not None


_BARE_GENERATION = lazy(r"^(?P<name>[A-Za-z][A-Za-z0-9]*)\s+[A-Z]?\d{1,2}$")
# Words saying the bare generation before them is released (`ClearTone 2 发布`): the name is
# `ClearTone 2`, a release line unless the title calls it a new generation.
_RELEASE_TAIL = lazy(r"\s*(?:正式版|正式发布|发布|上线|开源|(?i:released?|launch(?:ed)?|GA))$")
_RELEASE_TAIL_CHARS = frozenset("版布线源dhA")


# (not the tail of a hyphened name, `Sulcus-VL`: a part of that name, no abbreviation it spells)
_ABBR_TOKEN = lazy(r"(?<![A-Za-z0-9])(?<![A-Za-z0-9]-)[A-Z]{2,8}(?![A-Za-z0-9])")
_PHRASE = lazy(r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]*(?:[ \-][A-Za-z][A-Za-z0-9]*){1,7}")


_SPELLING_MARK = lazy(r"[(（]|\s[—–]|——|[:：]")


def expansions(text: str) -> dict[str, str]:
    """The abbreviations a title or lead spells out in brackets near its start (or after a
    dash or colon: `SPR 1.0 — Speculative Parallel Retrieval`), each with the
    capitalised words its letters begin (`PAR 调度器（Priority-Aware Rescheduling）` → PAR:
    priorityawarerescheduling), folded."""
    return {abbr: "".join(words) for abbr, words in spelled_words(text).items()}


_SPACE_OR_HYPHEN = lazy(r"[ \-]")


def spelled_words(text: str) -> dict[str, tuple[str, ...]]:
    """As `expansions`, each abbreviation with its words apart (PAR: priority, aware, …)."""
    head = text[:200]
    if not _SPELLING_MARK.search(head):  # (spelled out in brackets, either side, or after a
        return {}  # dash or colon: `SPR 1.0 — Speculative Parallel Retrieval`)
    abbrs = set(_ABBR_TOKEN.findall(head))
    found: dict[str, tuple[str, ...]] = {}
    for phrase in _PHRASE.finditer(head) if abbrs else ():
        words = _SPACE_OR_HYPHEN.split(phrase.group())
        for abbr in abbrs:
            for i in range(len(words) - len(abbr) + 1):
                span = words[i : i + len(abbr)]
                initials = "".join(w[0] for w in span)
                if initials == abbr and all(w[:1].isupper() for w in span):
                    found.setdefault(abbr, tuple(w.casefold() for w in span))
            if abbr not in found:  # (`ChartReason Bench (CRB)`: a word's inner capital too)
                _camel_spelled(abbr, words, found)
    return found


def _camel_spelled(abbr: str, words: list[str], found: dict[str, tuple[str, ...]]) -> None:
    """The capitalised words whose capitals, inner ones included, are the abbreviation's
    letters (`ChartReason Bench`: CRB), as `spelled_words` keeps them."""
    for i in range(len(words)):
        capitals = ""
        for j in range(i, len(words)):
            if not words[j][:1].isupper():
                break
            capitals += "".join(c for c in words[j] if c.isupper())
            if capitals == abbr and j > i:
                found[abbr] = tuple(w.casefold() for w in words[i : j + 1])
                return
            if not abbr.startswith(capitals):
                break


def unspelled_other(
    mine: dict[str, tuple[str, ...]], theirs: dict[str, str], lead: str
) -> str | None:
    """An abbreviation the title spells out that the entry's lead uses (`TBG 限流器`) but never
    spells, where the lead has English words of its own and none of the title's words for it
    (`TBG（Triton Batch Gateway）` against `TBG 限流器：token 预算限流`): another thing the
    same letters stand for. A lead with no other English word says nothing against it (`QSP
    调度器：按队列分配算力` may be `Queue-Split Planner（QSP）`)."""
    words = {w.casefold() for w in _TOKEN.findall(lead)}
    for abbr, spelled in sorted(mine.items()):
        used = re.search(rf"(?<![A-Za-z0-9_]){abbr}(?![A-Za-z0-9_])", lead)
        own = words - {abbr.casefold()}
        if used and abbr not in theirs and own and not own & set(spelled):
            return abbr
    return None


def other_expansion(mine: dict[str, str], theirs: dict[str, str]) -> str | None:
    """An abbreviation both spell out, differently (`PAR`: Prefix-Aware Router, Priority-Aware
    Rescheduling)."""
    return next((a for a in sorted(mine.keys() & theirs.keys()) if mine[a] != theirs[a]), None)


# An English title joining its name to another thing's: `A and B 联合基准`, `A alternative B`.
_JOINS = lazy(
    r"(?<![A-Za-z0-9])(?:and|&|plus|alternative(?:\s+to)?|rival|competitor|replacement(?:\s+for)?)"
    r"\s+(?P<other>[A-Z][A-Za-z0-9\-]{2,})"
)


def joins_another(name: str, generic: frozenset[str]) -> bool:
    """The name joins another capitalised name (`Vellum offload tier and Strata …`, `Vellum
    offload alternative Quire`): about two things, or about the other."""
    return any(m["other"].casefold() not in generic for m in _JOINS.finditer(name))


# An English adjective (`Adaptive`, `Dynamic`, `Chunked`): a technique's first word, not a product.
ADJECTIVE = lazy(r"(?i)^[a-z]{3,}(?:ive|ous|ed|al|ic|able|ible|ful|less|ing|ary)$")


# What a product's English name or lead says it is: the lowercase words after the product word
# and its release (`Selkie decode-first serving mode`; `Selkie 2.2 — paged-decode kernel 支持
# FP8 KV`), up to the first word of another kind.
_DESCRIBED = lazy(
    r"^[\W_]*(?P<product>[A-Z][A-Za-z0-9]{2,})(?:\s+v?\d+(?:\.\d+)*)?(?:\s*[—–]{1,2}\s*|\s+)"
    r"(?P<words>[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:\s+[a-z][a-z0-9]*(?:-[a-z0-9]+)*)*)(?![A-Za-z0-9])"
)
_RELEASE_WORD = lazy(r"^v\d+(?:\.\d+)*$")  # `v3` of `Vellum offload tier v3`
# A first word that says what the product did (`adds`, `now`), not what it is.
_VERB = lazy(r"^(?:[a-z]+[^su\W]s|now|gets|adds|has|is|to|with|for|and|on|in)$")


def descriptor(text: str) -> tuple[str, tuple[str, ...]] | None:
    """The product word (folded) and the words (two or more) that say what part of it a
    name or lead is about: `Selkie decode-first serving mode — …` → (selkie, (decode-first,
    serving, mode)); None when it says no such thing (`Selkie 2.3 发布`, `Tessera adds …`)."""
    match = _DESCRIBED.match(text.replace("*", ""))
    if match is None:
        return None
    words = tuple(w for w in match["words"].split() if not _RELEASE_WORD.match(w))
    if len(words) < 2 or _VERB.match(words[0]):
        return None
    return match["product"].casefold(), words


def other_part(
    mine: tuple[str, tuple[str, ...]] | None,
    theirs: tuple[str, tuple[str, ...]] | None,
    elsewhere: bool,
) -> str | None:
    """The title and the entry describe two parts of one product (`decode-first serving
    mode`, `paged-decode kernel`: neither's last word, what it is, is a word of the other),
    and the entry is filed in another section than the increment goes to: the document
    keeps the product's parts apart. The words they say, else None."""
    if not (mine and theirs and elsewhere) or mine[0] != theirs[0]:
        return None
    own, held = _parts(mine[1]), _parts(theirs[1])
    if own[-1] in held or held[-1] in own:
        return None
    return f'"{" ".join(mine[1])}" is another part of {mine[0]} than "{" ".join(theirs[1])}"'


def same_part(
    mine: tuple[str, tuple[str, ...]] | None, theirs: tuple[str, tuple[str, ...]] | None
) -> bool:
    """The title and the entry describe the same part of one product (`Selkie 2.2 —
    paged-decode kernel 支持 FP8 KV` and `Selkie paged-decode kernel — …`): every word the
    entry says is the title's, and both end on the same word (what the part is)."""
    if not (mine and theirs) or mine[0] != theirs[0]:
        return False
    own, held = _parts(mine[1]), _parts(theirs[1])
    return own[-1] == held[-1] and set(held) <= set(own)


def _parts(words: tuple[str, ...]) -> list[str]:
    """Words split at hyphens, a plural's `s` dropped (`kernels` is `kernel`)."""
    split = [p for w in words for p in w.split("-") if p]
    return [p[:-1] if len(p) > 3 and p.endswith("s") and not p.endswith("ss") else p for p in split]


# `FP8 KV-Cache in Vellichor`: a feature, then the one product it is of.
_FEATURE_OF = lazy(r"^(?P<what>.+?)\s+(?:in|for)\s+(?P<owner>[A-Z][A-Za-z0-9.\-]*)$")
# A capitalised word with lowercase letters after its first (`Bowsprit`, `MindIE`; not `FP8`,
# `KV-Cache`: an acronym's compound), four letters or more: another product's name.
_OWNER_LIKE = lazy(
    r"(?<![A-Za-z0-9])[A-Z](?=[A-Za-z0-9]*[a-z][A-Za-z0-9]*[a-z])[A-Za-z0-9]{3,}(?![A-Za-z0-9\-])"
)


def other_owner(title_name: str, entry_name: str, common: frozenset[str]) -> str | None:
    """The entry is one product's feature (`FP8 KV-Cache in Vellichor`) and the title names a
    feature with another product and not that one (`FP8 KV-Cache 在 Bowsprit 中落地`): the
    other product's feature. That product (a capitalised word, not a common one, not a word
    of the feature), else None."""
    match = _FEATURE_OF.match(entry_name.strip())
    if match is None:
        return None
    folded = title_name.casefold()
    if match["owner"].casefold() in folded:
        return None
    feature = {w.casefold() for w in re.findall(r"[A-Za-z][A-Za-z0-9]*", match["what"])}
    for match in _OWNER_LIKE.finditer(title_name):
        word = match.group()
        if word.casefold() not in feature and word.casefold() not in common:
            return word
    return None


# A maker's name: capitalised words ending on a word that says it is an organisation (`Ursine
# AI`, `Pallwick Labs`, `Gristmill Systems`, `Mizzen Inc`).
_ORG = (
    r"(?:[A-Z][A-Za-z0-9&\-]*\s+){1,3}"
    r"(?:Labs?|AI|Systems|Research|Inc|Corp|Technologies|Software|Group|Foundation|Networks)"
    r"(?![A-Za-z0-9])"
)
ORG = _ORG  # (what `plan/evidence/` reads a maker's launch by)
# Brackets holding one to three capitalised words and nothing else (`（Ursine AI）`, `(Saltmarsh)`;
# not an abbreviation alone, `(KWS)`, not a figure or a sentence).
_BRACKETED_MAKER = lazy(
    r"[（(]\s*(?P<maker>[A-Z][a-z][A-Za-z0-9\-]*(?:\s+(?:[A-Z][A-Za-z0-9\-]*)){0,2})\s*[)）]"
)
_LEADING_NAME = lazy(r"^[\W_]*[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Z][A-Za-z0-9.\-]*)?\s*")
_KIND_WORD = lazy(r"[\u4e00-\u9fff]{2,6}\s*")  # (a kind after the name, before the maker)
_RELEASE_AFTER_NAME = lazy(r"v?\d+(?:\.\d+)+(?:[.\-]?(?:post|rc|beta|alpha)\d*)?\s*")
# A maker said in words (a title or a point): `Ursine AI 发布的 Rudder`, `Quire Labs 团队的`,
# `Rudder by Ursine AI`, `来自 Ursine AI 的`; a team's capitalised name after the thing's
# (`Rook 是 Ardent 团队的新开源沙箱`: a team needs no `Labs`).
_TEAM = r"(?:[A-Z][A-Za-z0-9&\-]*\s+){0,2}[A-Z][A-Za-z0-9&\-]*"
_MAKER_SAID = lazy(
    rf"(?P<a>{_ORG})\s*(?:团队|公司)?\s*(?:(?:发布|推出|开源)的?|的)"
    rf"|(?<![A-Za-z])(?:by|from)\s+(?P<b>{_ORG})|来自\s*(?P<c>{_ORG})"
    rf"|(?:是|为)\s*(?P<d>{_TEAM})\s*(?:团队|公司)的"
)


def bracketed_maker(text: str) -> str | None:
    """The capitalised words in brackets right after the text's leading Latin name (and its
    release), its maker in a `Name (Org)` convention (`Rudder（Ursine AI）— …`, `Kestrel
    1.1（Halden AI）` → Ursine AI, Halden AI); None for
    an abbreviation (`Kilnworks Serve (KWS)`), a spelled-out one, or a rename."""
    lead = _LEADING_NAME.match(text)
    if lead is None:
        return None
    release = _RELEASE_AFTER_NAME.match(text, lead.end())  # (`Kestrel 1.1（Halden AI）`)
    at = release.end() if release else lead.end()
    kind = _KIND_WORD.match(text, at)  # (`Sieve 隐私过滤器（Halcyon）`: a kind word between)
    match = _BRACKETED_MAKER.match(text, at) or (kind and _BRACKETED_MAKER.match(text, kind.end()))
    if match is None:
        return None
    maker = match["maker"]
    name = lead.group().strip()
    initials = "".join(w[0] for w in maker.split()).upper()
    if initials and _has_word(name, initials):
        return None  # (`DPR (Disaggregated Prefill Router)`: the name spelled out)
    return maker


# A maker in an apposition after a dash, right after a name, its release and a launch word
# (`Tollgate 0.1 发布 — Harrow Labs 的计费代理`: Harrow Labs' billing proxy).
_APPOSED_MAKER = lazy(
    r"\s*(?:[vV]?\d+(?:\.\d+)*\s*)?(?:发布|开源|上线|推出|亮相)?\s*[—–]+\s*"
    rf"(?P<maker>{_ORG})\s*(?:团队|公司)?\s*(?:(?:发布|推出|开源)的|的)"
)


def said_makers(name: str, texts: Iterable[str]) -> list[str]:
    """The organisations the texts say make the thing named (`Ursine AI 发布的 Rudder`,
    `Rudder by Ursine AI`): a maker said right before or after the name, or after a dash
    following the name a text opens with (`Rudder 0.1 发布 — Ursine AI 的…`)."""
    found: list[str] = []
    if not name:
        return found
    for text in texts:
        start = len(text) - len(text.lstrip())
        if text.casefold().startswith(name.casefold(), start):
            apposed = _APPOSED_MAKER.match(text, start + len(name))
            if apposed is not None:
                found.append(apposed["maker"].strip())
        for match in _MAKER_SAID.finditer(text):
            before = text[match.end() : match.end() + len(name) + 2]
            after = text[max(0, match.start() - len(name) - 2) : match.start()]
            maker = match["a"] or match["b"] or match["c"] or match["d"]
            if _has_word(before if match["a"] or match["c"] else after, name):
                found.append(maker.strip())
    return found


def _has_word(text: str, word: str) -> bool:
    """`word` occurs in `text` (case folded) as a whole Latin word (no pattern is compiled
    per word: a briefing's names would each cost one)."""
    folded, sought = text.casefold(), word.casefold()
    at = folded.find(sought)
    while at >= 0:
        end = at + len(sought)
        if not (at and _alnum(folded[at - 1])) and not (end < len(folded) and _alnum(folded[end])):
            return True
        at = folded.find(sought, at + 1)
    return False


def has_word(text: str, word: str) -> bool:
    """`word` occurs in `text` as a whole Latin word, case folded (`_has_word`)."""
    return _has_word(text, word)


def _alnum(char: str) -> bool:
    return char.isascii() and char.isalnum()


def _names_maker(lead: str, maker: str) -> bool:
    return _has_word(lead, maker)


# A lead naming its thing's maker without an organisation's word: a team or company
# (`Ardent 团队的请求路由器`), `by Forgeworks` (not `by priority`: capitalised).
_LEAD_MAKER = lazy(
    r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9&\-]*\s*(?:团队|公司)的"
    r"|(?<![A-Za-z])by\s+[A-Z][A-Za-z0-9\-]*[a-z][A-Za-z0-9\-]*"
    # (or in the field a bar ends after the name and a dash: `Sieve / 筛子 — Tamarack｜重排库`)
    r"|\s[—–]{1,2}\s+(?:[\u4e00-\u9fff]{1,8}\s*)?[A-Z][A-Za-z0-9&.\-]*"
    r"(?:\s+[A-Z][A-Za-z0-9&.\-]*){0,2}\s*[｜|]"
)


def names_own_maker(lead: str) -> bool:
    """The entry's lead says whose its thing is: an organisation (`Pallwick Labs`), a
    bracketed maker after its name (`Rook（Ardent）`), a team (`Ardent 团队的…`), `by X`."""
    if re.search(_ORG, lead) is not None or bracketed_maker(lead) is not None:
        return True
    return _LEAD_MAKER.search(lead) is not None


def other_named_maker(makers: Iterable[str], title_bracket: str | None, lead: str) -> str | None:
    """A maker the increment gives its thing that the entry's lead does not name, when the
    lead names a maker of its own (`names_own_maker`): a namesake by another maker
    (`Rudder（Ursine AI）` against `Rudder (Pallwick Labs) — …`, `Quire Labs 团队的 Rook`
    against `Rook（Ardent）：Ardent 团队的…`). None when the lead names no maker (whose it is
    is unknown) or names the increment's."""
    if not names_own_maker(lead):
        return None
    for maker in makers:
        if not _names_maker(lead, maker):
            return maker
    if title_bracket and not _names_maker(lead, title_bracket):
        return title_bracket
    return None


# The kind of thing a briefing says its name is: `Rook 是 Quire 团队的向量库`, `Rook is a
# vector database`; right before its name (`Mosaic Labs 的向量数据库 Tessera`) or its release
# (`Rook 向量库 0.2 召回率`).
_IS_KIND = lazy(
    # (`是` not of a question: `X 是否已停更`, `X 是不是…`)
    r"(?<![A-Za-z0-9.\-])(?P<name>[A-Za-z][A-Za-z0-9.\-]*)\s*(?:是(?![否不])|为)\s*(?:[^，。；;,、的]{0,20}的)?"
    r"(?P<kind>[^\s，。；;,、（(的][^，。；;,、（(的]{1,29})"
    r"|(?P<en>[A-Za-z][A-Za-z0-9.\-]*)\s+is\s+an?\s+(?P<en_kind>[A-Za-z\- ]{3,40})"
)
_KIND_BEFORE = lazy(
    r"的(?P<kind>[^\s，。；;,、（(的A-Za-z0-9]{2,8})\s*(?P<name>[A-Za-z][A-Za-z0-9.\-]*)"
    r"|(?<![A-Za-z0-9.\-])(?P<named>[A-Za-z][A-Za-z0-9.\-]*)\s*(?P<release_kind>[\u3400-\u9fff]{2,6})"
    r"\s*v?\d+(?:\.\d+)+"
)


def stated_kinds(name: str, texts: Iterable[str]) -> list[str]:
    """The words the texts use for what the thing named is (`Rook 是 Quire 团队的向量库` →
    `向量库`), read only where the name is the subject, right after a kind (`的向量数据库
    Tessera`) or before a release (`Rook 向量库 0.2`); a title's tail (`— 调度器重写`: what a
    release did) is not read."""
    folded = name.casefold()
    found: list[str] = []
    for text in texts:
        if folded not in text.casefold():
            continue  # (casefold maps each character alone: a name said folds inside the text's)
        for match in _IS_KIND.finditer(text):
            said = match["name"] or match["en"]
            if said.casefold() == folded:
                found.append(match["kind"] or match["en_kind"])
        for match in _KIND_BEFORE.finditer(text):
            if (match["name"] or match["named"]).casefold() == folded:
                found.append(match["kind"] or match["release_kind"])
    return found


# A lead that files the entry as an incident: `「X」· 事故 — …`, `X — incident: …`.
# (or opening the lead, a mark after it: `故障｜…`, `Incident · …`)
_INCIDENT_LABEL = lazy(
    r"(?:[·|｜—–:：]\s*)(?:事故|故障|(?i:incident|outage|postmortem))(?:\s|[—–:：(（|｜]|$)"
    # (in bold or brackets too: `**Incident: Gantry API outage** — …`, `【事故：X 路由环路】`)
    r"|^\s*(?:\*\*|__|[\[【「〔])?\s*(?:事故|故障|(?i:incident|outage|postmortem))"
    r"(?:\s*\d{4}-\d{1,2}-\d{1,2})?\s*[｜|·:：—–]"  # (its day first: `Incident 2031-04-02: X …`)
)
# A title about the incident rather than news beside it: a fix, a cause, a reproduction.
_ABOUT_INCIDENT = lazy(
    r"修复|修正|已修|补丁|根因|复现|规避|临时办法|问题|复盘|事故|故障"
    r"|(?i:(?<![A-Za-z])(?:fix|fixed|fixes|patch|patched|resolved|root\s+cause|workaround|repro|reproduced"
    r"|postmortem|incident|issue|bug)(?![A-Za-z]))"
)
_FIXED = lazy(
    r"修复|修正|已修|解决|热修"
    r"|(?i:(?<![A-Za-z])(?:(?:hot|bug)?fix(?:ed|es)?|resolved)(?![A-Za-z]))"
)


def incident_named(name: str, lead: str) -> bool:
    """The entry is an incident's: named by a symptom, or its lead files it as one (`「X」·
    事故 — …`; not `故障注入`, a tool)."""
    return bool(incidents.SYMPTOM.search(name)) or incident_labelled(lead)


def incident_labelled(lead: str) -> bool:
    """A lead files its entry as an incident's (`「X」· 事故 — …`): `incident_named`'s label."""
    head = lead[:120]
    if not may_write_any(head, INCIDENT_LABEL_WORDS):
        return False  # (no label word: tested in C, issue 26, round 42)
    return bool(_INCIDENT_LABEL.search(head))


# The words `_INCIDENT_LABEL` needs, one at least (lower-cased, for `may_write_any`).
INCIDENT_LABEL_WORDS = ("事故", "故障", "incident", "outage", "postmortem")


def other_incident_day(title: str, name: str, today: str = "") -> str | None:
    """The day a title dates its incident on, where the incident entry's name is dated on
    another (`Pelican Vector 2030-09-02 区域宕机` against `Pelican Vector 区域故障（2030-09-20，
    …）`; a title's `11-12`, `Nov 12` or `11 月 12 日` without its year against `… 2026-11-07`):
    another incident of the product. None when the entry writes no full day, the title no day,
    or one of the title's days is the entry's (a review published later: `…宕机复盘（2030-09-02
    事件）`)."""
    theirs = _full_days(name)
    if not theirs:
        return None
    mine = dates.written_days(title)
    if not mine or any(dates.written_on(m, theirs, today) for m in mine):
        return None
    return mine[0][0]


def _full_days(name: str) -> set[tuple[int, int, int]]:
    """The days an entry's name writes in full (`2030-09-20`, `Sep 20, 2030`)."""
    found = {dates.day(m) for m in dates.FULL_DATE.finditer(name)}
    named = (dates.named_day(m) for m in dates.NAMED_DATE.finditer(name))
    return found | {d for d in named if d is not None}


def other_reported_day(title: str, name: str, today: str = "") -> str | None:
    """The day a title reporting an incident (no review, follow-up or fix) dates it on, where
    the incident entry's name as written dates it on another (`X 2038-04-20 美东区故障`
    against `**Outage — X (2038-04-08)**`): another incident of the product."""
    return other_incident_day(title, name, today) if _reports_event(title) else None


def other_event_day(title: str, points: Sequence[str], name: str, today: str = "") -> str | None:
    """The day an increment's points date its event on (their first day, in any shape:
    `2038-04-20`, `04-20`, `April 20`, `20 Apr`, `4 月 20 日`; a day without its year read as
    the entry's when its month and day are, or, given the briefing's day (`today`), in its
    year (`dates.written_on`); the first point writing a day, its first day not
    the entry's: `Unlike the May 12 incident, this one began June 19`), where the title
    reports an incident (its head says one: `X API 欧洲区故障 — …`), writes no day and is no
    review, follow-up or fix, and the incident entry's name is dated on another (`Outage — X
    API (2038-04-08)`): another incident of the product. None otherwise."""
    theirs = _full_days(name)
    if not theirs or dates.written_days(title) or not _reports_event(title):
        return None
    for point in points:
        said = dates.written_days(point)
        if said:  # (its first day not the entry's: `Unlike the May 12 incident, this one
            other = [d for d in said if not dates.written_on(d, theirs, today)]  # June 19`)
            return other[0][0] if other else None
    return None


def _reports_event(title: str) -> bool:
    """The title's head says an incident happened (`欧洲区故障`, `outage`, a symptom), and the
    title is no review, follow-up or fix of one (`复盘`, `后续`, `修复`)."""
    head = _HEAD_END.split(title, maxsplit=1)[0]
    said = incidents.INCIDENT_WORDS.search(head) or incidents.says_down(head)
    if not (said or new_incident(title)):
        return False
    return _NOT_AN_EVENT.search(title) is None and _FIXED.search(title) is None


def other_reviewed_day(title: str, points: Sequence[str], name: str, today: str = "") -> str | None:
    """The first day an increment's points write, where the title follows an incident up
    (`Gannet Cloud us-east down: root cause published`, `… 中断复盘`), writes no day, none of
    the days its points write is the one the incident entry's name is dated on, and a point
    dates an incident on another (`April 2 incident: quorum loss` against `Outage — Gannet
    Cloud (2035-05-12)`): the review of another incident of the product. None otherwise (a
    point writing the entry's day: its review; a day no incident's: `变更冻结至 2027-01-15`)."""
    theirs = _full_days(name)
    if not theirs or dates.written_days(title) or not _NOT_AN_EVENT.search(title):
        return None
    said = [d for point in points for d in dates.written_days(point)]
    if any(dates.written_on(d, theirs, today) for d in said):
        return None
    dated = [d for point in points for d in _incident_days(point)]  # (not `冻结至 2027-01-15`)
    return dated[0][0] if dated else None


# An incident word right after a day (`April 2 incident`, `3 月 2 日事件`, `04-02 outage`).
_DAYS_INCIDENT = lazy(
    r"\s*(?:的)?\s*(?:事件|事故|故障|中断|宕机|(?i:(?:incident|outage)s?(?![A-Za-z])))"
)


def _incident_days(point: str) -> list[tuple[str, int | None, int, int]]:
    """The days a point writes as an incident's (an incident word right after the day)."""
    found = []
    for said in dates.written_days(point):
        at = point.find(said[0])
        if at >= 0 and _DAYS_INCIDENT.match(point, at + len(said[0])):
            found.append(said)
    return found


# A title following an incident up rather than reporting one (`复盘`, `根因`, `补充`, `postmortem`).
_NOT_AN_EVENT = lazy(
    r"复盘|根因|后续|追踪|跟进|补充|更正|进展|赔偿|补偿"
    r"|(?i:(?<![A-Za-z])(?:post-?mortem|root[- ]cause|follow-?up|update[sd]?|rca)(?![A-Za-z]))"
)


def may_be_incident(name: str, line: str) -> bool:
    """A cheap first look for `incident_named`, on an entry's raw first line: its name says a
    symptom, or the line holds an incident label anywhere (its lead, read, is a part of it)."""
    return bool(incidents.SYMPTOM.search(name) or _INCIDENT_LABEL.search(line))


def news_of_incident(title: str) -> bool:
    """The title is about an incident (a symptom, a fix, a cause, a reproduction)."""
    return bool(incidents.SYMPTOM.search(title) or _ABOUT_INCIDENT.search(title))


_HEAD_END = lazy(r"\s+[—–]{1,2}\s*|\s*——\s*|[：:]\s")


@functools.lru_cache(maxsize=256)  # pure; asked by rules of every candidate and contradiction
def new_incident(title: str) -> bool:
    """The title's head (before ` — ` or a colon) reports an incident, a symptom, not its fix
    (a fix is news of the product) nor a release (`Harbor 2.4 发布 — 降低 OOM 风险`)."""
    head = _HEAD_END.split(title, maxsplit=1)[0]
    said = incidents.SYMPTOM.search(head)
    if not said or _FIXED.search(title) or _RELEASED.search(head):
        return False
    return not _WATCHES_FOR.search(head)


# A feature watching for a symptom (`新增 NaN 告警`, `支持 OOM 检测`, `adds NaN alerts`): what the
# product now does about the trouble, no incident of it.
_WATCHES_FOR = lazy(
    r"(?:新增|加入|增加|支持|上线|引入|提供)[^，,。；;]{0,12}?(?:告警|报警|检测|监控|预警)"
    r"|(?i:(?<![A-Za-z])(?:adds?|added|introduces?|supports?)(?![A-Za-z])[^,;]{0,30}?"
    r"(?<![A-Za-z])(?:alerts?|alerting|detection|detectors?|monitoring)(?![A-Za-z]))"
)


_RELEASED = lazy(r"发布|发版|正式版|(?i:(?<![A-Za-z])(?:released?|GA)(?![A-Za-z]))")


def reports_kind(title: str, kinds: frozenset[str]) -> bool:
    """The title's head reports one of the kinds of trouble a preamble counts as incidents
    (`incidents.stated_incident_kinds`: `Vireo 2.1 推流断流` with `断流` listed), not its fix nor
    a release; a Latin kind as whole words."""
    head = _HEAD_END.split(title, maxsplit=1)[0]
    if not kinds or _FIXED.search(title) or _RELEASED.search(head) or _WATCHES_FOR.search(head):
        return False
    folded = head.casefold()
    if any(_SECURITY_KIND.search(kind) for kind in kinds) and _SECURITY_SAID.search(head):
        return True  # (`security breaches` listed: `Kiln 注册表出现恶意 server`, any language)
    if any(_MISUSE_KIND.search(kind) for kind in kinds) and _MISUSE_SAID.search(head):
        return True  # (`abuse` listed: `Vireo 2 被用于批量伪造新闻视频`, any language)
    return any(_kind_in(kind, folded) for kind in kinds)


def names_event(title: str, kinds: frozenset[str]) -> bool:
    """The title's head names an event of a kind the preamble lists as filed apart
    (`incidents.stated_event_kinds`): the kind before `事件`/`事故` (`Vireo 越狱事件`) or as
    the head's last word (`Vireo 遭越狱`); not a feature against it (`越狱防护上线`), a fix,
    a release."""
    head = _HEAD_END.split(title, maxsplit=1)[0].strip()
    if not kinds or _FIXED.search(title) or _RELEASED.search(head):
        return False
    if _MISUSE_SAID.search(head) and any(_MISUSE_KIND.search(k) for k in kinds):
        return True  # (`滥用` listed: `Echo 被用于电话诈骗`, `Vox misused for fraud`)
    return any(head.endswith(k) or f"{k}事件" in head or f"{k}事故" in head for k in kinds)


# A kind of trouble a preamble lists that is misuse (`滥用`), and what a title's head says of
# one without the word: the product used for a crime (`被用于深伪诈骗`, `used in a fraud`), or
# the case of a crime (`…冒充银行客服诈骗案`, `impersonation case`).
_MISUSE_KIND = lazy(r"滥用|(?i:misuse|abuse)")
_MISUSE_SAID = lazy(
    r"被(?:用于|用来|用作|拿来|利用)[^，,。；;（(]{0,12}?(?:诈骗|欺诈|冒充|冒用|勒索|骗局|犯罪"
    # (forging or faking content, or getting round a safeguard: `被用于批量伪造新闻视频`,
    # `被用于生成仿冒名人广告`, `被用于绕过人脸识别限制`)
    r"|伪造|仿冒|假冒|深伪|造假|绕过|规避)"
    # (a crime's case the head ends on, `…冒充银行客服诈骗案`; `impersonation case`)
    r"|(?:诈骗|欺诈|勒索|冒充)(?:案|事件)$"
    r"|(?i:(?<![A-Za-z])(?:impersonation|fraud|scam|extortion)\s+(?:case|scheme)s?(?![A-Za-z]))"
    r"|(?i:(?<![A-Za-z])(?:misused|abused|used\s+(?:in|for)\s+(?:an?\s+)?(?:[A-Za-z-]+\s+)?"
    r"(?:scams?|fraud|impersonation|extortion))(?![A-Za-z]))"
)


# A kind of trouble a preamble lists that is a security breach (`security breaches`, `安全事件`),
# and what a title's head says of one in either language (a malicious package, a poisoning, an
# intrusion, a backdoor).
# (or `security` alone in a list of incident kinds: `Incidents (abuse, outages, security)`)
_SECURITY_KIND = lazy(r"(?i)security\s+(?:breach|incident)|^security$|安全事件|安全入侵|入侵")
_SECURITY_SAID = lazy(
    r"恶意|投毒|供应链攻击|入侵|后门"
    r"|(?i:(?<![A-Za-z])(?:malicious|poison(?:ed|ing)?|backdoor(?:ed|s)?|breach(?:ed)?)(?![A-Za-z]))"
)


def _kind_in(kind: str, folded: str) -> bool:
    """`kind` is in the casefolded text (a Latin one not inside a longer word)."""
    if not kind.isascii():
        return kind in folded
    return re.search(rf"(?<![a-z0-9]){re.escape(kind)}(?![a-z0-9])", folded) is not None


# An aside saying what a release includes (`（含 capstan#1034 修复）`, `(incl. the #1034 fix)`).
_INCLUDED = lazy(
    r"[（(]\s*(?:含|包含|包括|附带?|(?i:incl(?:\.|uding|udes)?|with|includes?)(?![A-Za-z]))"
    r"[^（()）]*[)）]"
)


def ships(title: str) -> bool:
    """A release's title (its head, a versioned name, said by the caller) that says nothing
    of an incident in its head and says it ships (`发布`, `GA`) or carries a fix (`vLLM
    0.22.2 — #19021 前缀缓存 OOM 修复随版发布`): news of the release's product; the incident
    it fixes is background (the title is the fix only where its head says so: `vllm#21877
    修复合入 main`); an aside saying what the release includes is no part of its head
    (`Capstan 2.2 发布（含 capstan#1034 修复）` ships as `Capstan 2.2 发布 — … 修复随版发布`)."""
    head = _INCLUDED.sub(" ", _HEAD_END.split(title, maxsplit=1)[0])
    if news_of_incident(head):
        return False
    return bool(_RELEASED.search(title) or _FIXED.search(title))


def released(title: str) -> bool:
    """The title says the thing is released (`发布`, `正式版`, `GA`), not only what it fixes."""
    return bool(_RELEASED.search(title))


def other_issue(mine: Iterable[str], lead: str) -> str | None:
    """The issue an incident entry's lead cites, when the increment cites another issue of
    the same repository and not that one (`vllm#31877` against `（vllm-project/vllm#30412）`):
    another bug of the same project. None otherwise."""
    own = {r for k in mine if (r := k.removeprefix("gh:")) != k and "#" in r}
    if not own or "#" not in lead:
        return None
    held = refs.github_refs(lead)
    if not held or own & set(held):
        return None
    repos = {r.split("#", 1)[0] for r in own}
    return next((r for r in held if r.split("#", 1)[0] in repos), None)
