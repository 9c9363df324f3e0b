"""Small readings the index's rules take of a title or lead: papers, advisories, scores."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from patcher.plan import contrary, incidents, versions
from patcher.plan.evidence.abbreviations import _DESCRIPTION, _compared, greek_spelled
from patcher.plan.evidence.names import (
    _COMPARES,
    _INCIDENT_WORD,
    _LATIN_CORE,
    _REPO_PATH,
    _VERSION_TAIL,
    Names,
    _proper,
    _version,
    names_of,
    subject,
)
from patcher.plan.evidence.namesakes import english_lead
from patcher.plan.evidence.readings import _Increment
from patcher.plan.evidence.relations import (
    _CONTEXT,
    _CONTINUATIONS,
    _UPDATES,
    affirmed,
    background_clauses,
    relation_names,
)
from patcher.plan.evidence.spelling import _CJK, _CJK_CHARS, _HAS_CJK, COMMON, _visible, form
from patcher.plan.evidence.weights import Evidence
from patcher.text import marker, refs
from patcher.text.lazy import lazy

# A report on an incident after the fact (`复盘报告`, `根因报告`, `postmortem`, `root-cause
# analysis`), and an entry's name saying it is an incident's (`…误删生产库事件`).
_POSTMORTEM = lazy(
    r"复盘|根因(?:报告|分析)|(?i:(?<![A-Za-z])(?:post-?mortem|root[- ]cause\s+(?:report|analysis)"
    r")(?![A-Za-z]))"
)
# A relation line's clauses (a comma joins a name to what the line says of it).
_CLAUSES = lazy(r"[；;。]")
_FIX = lazy(
    r"修复|修正|合入|补丁|热修"
    r"|(?i:(?<![A-Za-z])(?:(?:hot|bug)?fix(?:ed|es)?|hotfix|patch(?:ed|es)?)(?![A-Za-z]))"
)
# A repository's name as written (`sorrel-rag`, `gallant-rt`): lowercase words joined by hyphens.
_REPO_NAME = lazy(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$")
# A release in the words after a product word (`Trestle 路由器 0.4`, `Lampwick追踪0.9`).
_RELEASE_AFTER = lazy(r"(?<![A-Za-z0-9.])v?(\d+(?:\.\d+)+)(?![\d.])")


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
# `是独立新方法`, `本条为同团队后续论文`, `X（arXiv:…）的后续研究`: a paper of its own, filed where
# the preamble says).
_NEW_PAPER = lazy(
    r"新论文|新的论文|另一篇|新工作|独立工作|新方法|独立(?:的)?方法|后续论文|后续研究"
    r"|(?i:(?<![A-Za-z])(?:new|another|separate)\s+(?:paper|method)(?![A-Za-z]))"
)
# A part of a clause citing a paper as what the new one is measured against (`以 arXiv:… 为基线`,
# `引用 arXiv:… 作为基线`, `对比 arXiv:…`, `baseline`): citing a paper is not being about it.
_BASELINE = lazy(
    r"基线|对照|对比|比较|引用|参照"
    r"|(?i:(?<![A-Za-z])(?:baselines?|compared?|comparison|cites?|citing|versus|vs)(?![A-Za-z]))"
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


# Words of a security advisory (`安全通告`, `漏洞`, `GHSA-…`, `CVE-…`): news of its own kind.
_SECURITY_SAID = lazy(
    r"安全|通告|公告|漏洞|(?i:(?<![A-Za-z])(?:advisory|security|vulnerab\w*|CVE|GHSA)(?![A-Za-z]))"
)


def _advisory_named(name: str) -> bool:
    """An entry named as a vulnerability's advisory: its name cites a CVE and reports it, no
    release shipping its fix (`SwarmGrid 安全公告 CVE-2030-2207`, not `Fathom 0.7.1 — CVE-…`)."""
    return incidents.cites_vulnerability(name) and incidents.reports_vulnerability(name)


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


def spelled_by_initials(names: Names) -> bool:
    """The entry goes by the initials of every word of its name (`**GRB** — Granite Retrieval
    Benchmark`, `Cairn Tiered Offload (CTO)`): each word is a part of the name the initials
    count, none a descriptor a title may leave out (`Granite Retrieval 2.0` is no release of
    GRB; `Capstan 1.2` of `Capstan Scheduler`, which has no initials, may be)."""
    shown = names.shown
    abbr = _END_INITIALS.search(shown)
    words = re.findall(r"[A-Za-z][A-Za-z0-9]*", shown[: abbr.start()] if abbr else shown)
    return len(words) >= 2 and "".join(w[0] for w in words).casefold() in names.full


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


# Three or more capitalised words in a row (`Encode-Prefill-Decode`, `SLO Aware Batching`).
_CAPITALISED_RUN = lazy(r"(?<![A-Za-z0-9])(?:[A-Z][a-z]+[\- ]){2,6}[A-Z][a-z]+(?![A-Za-z0-9])")


_HYPHEN_OR_SPACE = lazy(r"[\- ]")


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
    words = _HYPHEN_OR_SPACE.split(run.group())
    found = []
    for kept in range(len(words) - 2):  # the run's first words may be a name of their own
        before = text[: run.start()] + " ".join(words[:kept])
        initials = "".join(w[0] for w in words[kept:])
        if (before + text[run.end() :]).strip():
            found.append(form(f"{before} {initials} {text[run.end() :]}"))
    return found


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
    # (the side its new data comes from: `新数据全部来自 Pangolin 2.4`, `new data all from X`)
    r"|(?:新数据|新增数据)(?:全部|均|都)?(?:来自|出自)\s*(?P<c>[A-Za-z][A-Za-z0-9.\- ]*[A-Za-z0-9])"
    r"|(?i:(?<![A-Za-z])new\s+data\s+(?:all\s+)?(?:comes?\s+|is\s+)?from\s+)"
    r"(?P<d>[A-Za-z][A-Za-z0-9.\- ]*[A-Za-z0-9])"
)


# A relation line naming a comparison's other side its baseline (`Sextant 为对比对象`, `以 vLLM
# 为对照基线`, `vLLM 作为对照`).
_BASELINE_IS = lazy(
    r"(?:以\s*)?(?P<name>[A-Za-z][A-Za-z0-9.\-]*(?:\s[A-Za-z0-9][A-Za-z0-9.\-]*){0,2})\s*"
    r"(?:为|是|作为)(?:对比|对照)(?:对象|基线|组)?"
)
# A title's two sides around a comparison word an adverb may lead (`A 官方对比 B — …`).
_TWO_SIDES = lazy(
    r"^(?P<a>[A-Za-z][A-Za-z0-9.\-]*(?:\s[A-Za-z0-9][A-Za-z0-9.\-]*){0,2})\s+"
    r"[\u4e00-\u9fff]{0,2}(?:对比|(?i:vs\.?))\s*(?P<b>[A-Za-z][A-Za-z0-9.\-]*"
    r"(?:\s[A-Za-z0-9][A-Za-z0-9.\-]*){0,2})(?![A-Za-z0-9.\-])"
)


def _baseline_side(mine: Names, relation: str) -> Names:
    """A title comparing two named things (`A 官方对比 B — …`) whose relation line names one
    of them the baseline (`B 为对比对象`): read as the other side's name; as it was otherwise."""
    sides = _TWO_SIDES.match(mine.shown)
    if sides is None or "对" not in relation:
        return mine
    baselines = {form(b["name"]) for b in _BASELINE_IS.finditer(relation)}
    ours = [s for s in (sides["a"], sides["b"]) if form(s) not in baselines]
    if len(ours) != 1:
        return mine
    names = names_of(ours[0])
    return replace(names, full=names.full | mine.full)


def _subject_side(mine: Names, relation: str) -> Names:
    """A comparison whose relation line says one side is its subject (`Corvid Serve 0.2 vs
    vLLM` with `以 vLLM 为对照基线；主体是 Corvid Serve 0.2 的第三方复测`; or that its new data
    all comes from that side, `新数据全部来自 Corvid Serve 0.2`) is that side's news:
    read as that side's name (its release too); the comparison as it was otherwise
    (`_baseline_side` for one naming the other side the baseline only)."""
    if not relation:
        return mine
    if not mine.comparison:
        return _baseline_side(mine, relation)
    said = _SUBJECT_IS.search(relation)
    if said is None:
        return mine
    subject = form(said["a"] or said["b"] or said["c"] or said["d"])
    sides = [s.strip() for s in _COMPARES.split(mine.shown)]
    side = next((s for s in sides if form(s) == subject), None)
    if side is None:
        return mine
    names = names_of(side)
    return replace(names, full=names.full | mine.full)  # (read by that side: its release)


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


def _kind_word(shown: str) -> str | None:
    """The Chinese word for what the thing is that a name writes between its Latin name and
    its release (`Lantern 健康探针 2.2 发布` → `健康探针`), a word announcing the release aside."""
    return versions.kind_before_release(_ANNOUNCED.sub("", shown))


def _kind_released_entry(mine: Names, theirs: Names) -> Names:
    """An entry's name written as the title's is, the same Latin name and the same Chinese
    word for what it is before a release (`Lantern 健康探针 2.1` against the title `Lantern
    健康探针 2.2`): the entry read with that release too, for the version rules only (the
    title's is, `_release_after_kind`), so another release line is another release there as
    for `Lantern 2.1`. An entry written otherwise keeps such a number as part of its name."""
    if theirs.version or len(mine.version) < 2 or mine.comparison or theirs.comparison:
        return theirs
    found = versions.release_after_kind(_ANNOUNCED.sub("", theirs.shown))
    if found is None or form(found[0]) != mine.bare:
        return theirs
    kind = _kind_word(theirs.shown)
    if kind is None or kind != _kind_word(mine.shown):
        return theirs
    return replace(theirs, bare=form(found[0]), version=_version(" " + found[1]))


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


def _squashed(text: str) -> str:
    """`text` without spaces, case folded (`KV 预取器` → `kv预取器`)."""
    return re.sub(r"\s+", "", text).casefold()


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
# `data corruption`, `误删事件`), or a backlog or stall that lasted hours (`任务队列积压 2 小时`,
# `backlog for 3 h`: an outage of the work), read where the preamble files incidents apart.
_DAMAGE = lazy(
    r"故障|宕机|中断|事故|损坏|损毁|数据丢失"
    # (users' data deleted by mistake: `误删事件`, not a guard against it, `防误删`)
    r"|(?<!防)(?<!防止)(?<!避免)误删"
    r"|(?:积压|停滞)(?:约|超过|长达)?\s*\d+(?:\.\d+)?\s*个?(?:小时|分钟)"
    r"|(?i:(?<![A-Za-z])(?:outage|incident|corrupt(?:ion|ed)?|data\s+loss)(?![A-Za-z]))"
    r"|(?i:(?<![A-Za-z])(?:backlog|stall)(?:s|ed)?\s+(?:for\s+)?(?:about\s+|~)?\d+(?:\.\d+)?\s*"
    r"(?:h|hours?|min(?:utes)?)(?![A-Za-z]))"
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


# The Latin words a title opens with (`Corvid Cloud 美东…`: `Corvid Cloud`).
_OPENING_WORDS = lazy(r"\s*((?:[A-Za-z0-9][A-Za-z0-9.\-]*\s*)+)")


def _named_as_opened(theirs: Names, title: str) -> bool:
    """The entry is named by its product alone (`_product_only`), or by all the Latin words the
    title opens with, a lowercase word or none after them (`Corvid Cloud` of `Corvid Cloud
    美东区域推理中断`; not of `Corvid Cloud Gateway 中断`): the product the title names."""
    if _product_only(theirs):
        return True
    words = [w for w in _LATIN_TOKEN.findall(theirs.shown) if not _RELEASE_TOKEN.match(w)]
    opening = _OPENING_WORDS.match(title)
    said = _LATIN_TOKEN.findall(opening.group(1)) if opening else []
    if len(words) < 2 or [w.casefold() for w in said[: len(words)]] != [
        w.casefold() for w in words
    ]:
        return False
    rest = said[len(words) :]
    return not rest or not rest[0][0].isupper()


_LATIN_TOKEN = lazy(r"[A-Za-z0-9][A-Za-z0-9.\-]*")
# Capitalised words, two or more, then a release (`Meridian Runtime 2.1`).
_RELEASED_RUN = lazy(
    r"[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){1,3}(?=\s*v?\d+(?:\.\d+)+(?![\d.]))"
)


def _released_run(shown: str, at: int) -> str:
    """The capitalised words from `at` when a release follows them (`子午线 Meridian Runtime
    2.1`: `Meridian Runtime`); "" otherwise."""
    run = _RELEASED_RUN.match(shown, at)
    return run.group() if run else ""


def _continued_by_name(relation: str, theirs: Names) -> bool:
    """The relation line continues the entry by its very name (`续 3-05 Vesper 锚定` for
    `**Vesper（暮星）— 新推理引擎**`), the name's core alone (no release, no other words)."""
    own = theirs.full | ({theirs.core} - {""})
    if not relation or not own:
        return False
    said = [names_of(n) for n in relation_names(relation, _CONTINUATIONS)]
    return any(not n.version and (n.core or next(iter(n.full), "")) in own for n in said)


def _generations(lead: str, name: str) -> list[str]:
    """The generation numbers a lead glues to the name by a hyphen (`SieveRank-2`) or writes
    after it as a word of its own (`Lodestar 2 is GA, Lodestar 3 in preview`; not `Quill 2.1`,
    `Orca 7B`)."""
    if not name:
        return []
    pattern = rf"(?<![A-Za-z0-9]){re.escape(name)}(?:-(\d{{1,2}})(?![\d.])| (\d{{1,2}})(?![\w.]))"
    return [a or b for a, b in re.findall(pattern, lead)]


_CAPITALISED = lazy(r"[A-Z][A-Za-z0-9]+")


def _name_words(mine: Names) -> list[str]:
    """The words of a title's name up to its release, the first a Latin word (`Kestrel ASR
    3.1` → Kestrel, ASR; `Heron 分块器 1.1` → Heron, 分块器); [] for a name with no release
    or another first word; a Latin word glued to Chinese is two: `Halyard网关 0.3`)."""
    words = _GLUED_SPLIT.split(mine.shown.strip())
    at = next((i for i, w in enumerate(words) if _RELEASE_TOKEN.match(w)), 0)
    if not at or not _CAPITALISED.fullmatch(words[0]):
        return []
    return words[:at]


def _writes_word(lead: str, word: str) -> bool:
    """The lead writes the word as a word of its own (Latin: not inside another)."""
    if _HAS_CJK.search(word):
        return word in lead
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![A-Za-z0-9])", lead) is not None


_RELEASE_TOKEN = lazy(r"(?i)^v?\d[\w.\-]*$")

# Where a title's name splits into words: white space, or a Latin letter meeting Chinese.
_GLUED_SPLIT = lazy(r"\s+|(?<=[A-Za-z])(?=[\u3400-\u9fff])")


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
    # (or a Chinese name and a capitalised word, maybe hyphened: `墨子Coder3 公测` as `墨子Coder
    # 3`, `祈语Qiyu-Omni3` as `祈语Qiyu-Omni 3`)
    rf"|[{_CJK_CHARS}]{{1,6}}\s?[A-Z][a-z]{{2,}}(?:-[A-Z][a-z]{{2,}})?)(?P<generation>[1-9]\d?)"
    rf"(?=[\s{_CJK_CHARS}]|$)"
)


# A name with a generation glued on (`Koi-M2`, `Koi-M-2`): the name, the generation.
_GLUED_ONTO = lazy(
    r"^(?P<name>[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z]+)+?)-?(?P<generation>[1-9]\d?)(?![\d.])"
)


# A one-word name (a capital, two lowercase letters or more; humps too: `LumenGen3`) with a
# generation glued on or joined by a hyphen (`Lumen-3 OCR 回归`, `Echoa3声音克隆`, `Lumen3 视频`);
# glued, one digit only (`Strata51`, `Area52` are names ending in digits, no 51st generation).
_ONE_WORD_GENERATION = lazy(
    rf"^(?P<name>[A-Z][a-z]{{2,}}(?:[A-Z][a-z]+)*)-?(?P<generation>(?<=-)[1-9]\d?|[1-9])"
    rf"(?=[\s{_CJK_CHARS}]|$)"
)


def _generation_apart(mine: Names, known: Callable[[str, str], bool] | None = None) -> Names:
    """A title whose hyphened name has its generation glued on, read with the generation
    apart, a release (`Corvid-Embed2发布` as `Corvid-Embed 2 发布`); a one-word name so too
    (`Lumen-3 OCR 回归`, `Echoa3声音克隆` as `Echoa 3 声音克隆`) where `known` says the document
    goes by the name (`Lumen`, `Lumen 3`) and by no glued one (`Nimbus3`); else as it is."""
    glued = _GLUED_GENERATION.match(mine.shown) if not mine.comparison else None
    if glued is None and known is not None and not mine.comparison:
        glued = _ONE_WORD_GENERATION.match(mine.shown)
        if glued is not None and not known(glued["name"], glued.group()):
            glued = None
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


_IS_CJK = lazy(rf"^[{_CJK}]+$")
_PARTS = lazy(r"\s+/\s+")
