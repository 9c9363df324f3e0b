"""The names a text gives its thing: names_of, a lead's subject, an entry's names, rivals."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from patcher.document.identity import lead_text, without_symbols
from patcher.plan import contrary, versions
from patcher.plan.descriptor import descriptor_only, holds_generic
from patcher.plan.evidence.spelling import (
    _ABBR_AFTER,
    _CJK_CHARS,
    _CJK_MAKER,
    _HAS_CJK,
    COMMON,
    GENERIC,
    _abbreviation_variants,
    _bracketed,
    _heads,
    _inner,
    _plain,
    _untagged,
    _visible,
    _words,
    camel_short_forms,
    form,
)
from patcher.plan.evidence.weights import Evidence
from patcher.text import marker, refs
from patcher.text.glossary import Glossary
from patcher.text.lazy import lazy

# What ends the subject of a title or the name of an entry: ` — `, `——`, ` · `, a colon,
# an opening bracket, an arrow, ` + `.
_SUBJECT_END = lazy(  # (a dot right after a bracket too: `ChartReason Bench（CRB）· 机构`)
    r"\s*[—–]{1,2}\s*|\s+-{1,2}\s+|(?:\s+|(?<=[)）⟩]))·\s+|[：:（(【\[→|]|\s+[+&]\s+"
)
_NOISE = lazy(
    r"(?i)arxiv[:：]?\s*\d{4}\.\d{4,5}(?:v\d+)?|\d[\d,]*\s*[▲★⭐]+|[★⭐]+|(?<![A-Za-z0-9])#\d+"
)
# What each alternative of `_NOISE` starts with (its flag kept) and of `_SUBJECT_END` holds: a
# text with none of them is left as it is, by a search that tries no pattern at every position.
_NOISE_HINT = lazy(r"(?i:arx)|\d|[★⭐#]")
# A cloud region's short id after a name (`Ozmo Relay eu-north 区域中断`): the place the trouble
# was, not a word of the name. (Not a numbered zone, `us-east-2`: readings of their own keep it.)
_REGION_AFTER_NAME = lazy(
    r"(?<=[A-Za-z0-9] )(?<!(?i:\bin|\bat|\bon|\bof) )"
    r"(?:us|eu|ap|sa|ca|me|af|cn|uk|jp|au)-(?:north|south|east|west|central"
    r"|northeast|southeast|northwest|southwest)(?= )"
)
_ENDS_HINT = lazy(r"[—–·：:（(【\[→|]|\s[\-+&]")
_LATIN_CORE = lazy(r"^[A-Za-z0-9][A-Za-z0-9_.+\-/ ]*[A-Za-z0-9+]|^[A-Za-z0-9]")
_FIRST_WORD = lazy(r"^[A-Za-z0-9][A-Za-z0-9.\-]*")
_VERSION_TAIL = versions.VERSION_TAIL  # ` v0.5.21.post1`, ` 3.2.1 LTS`; not `-2` (`Ostrakon-2`)
# (`Tidewright for VS 0.7`: a product for Visual Studio, after a preposition no comparison)
_COMPARES = lazy(r"(?<![\s(]for)(?<![\s(]in)(?<![\s(]on)\s+(?:vs\.?|versus|对比)\s+", re.I)
_PRODUCT = lazy(r"[a-z][A-Z]|[A-Z]{2,}|\d")  # `vLLM`, `NVIDIA`, `0.3`: not `Prefix caching`
_QUOTES = "\"'“”‘’「」『』《》"


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
# The first characters of `_PREFIXED`'s and `_NEW_EDITION_FIRST`'s words (under `re.I`, `c`,
# `e` and `v` match only themselves and their capitals: `test_index_guards`).
_PREFIX_FIRSTS = frozenset("更勘订已核cCeEvV新全最")
# A word saying "the new release of" before a Latin name, spaced or glued (`新版Marlin-0.7 发布`,
# `全新 Osprey 3`, `新一代Tarn 2.0`): the title is about that name.
_NEW_EDITION_FIRST = lazy(r"^\s*(?:新版本?|新一代|全新|最新版?)\s*(?=[A-Z])")
# A topic before a colon, in Chinese (an acronym before it at most), then a proper name and a
# dotted release (`KV 分层：Tidepool 2.1 引入 GPUDirect NVMe 直通`): about that release; not a
# name said after it (`托管推理平台：Quire 公司推出`: the platform's news).
_TOPIC_THEN_NAME = lazy(
    r"^\s*(?:[A-Z0-9]{1,5}\s*)?[\u3400-\u9fff]{1,8}\s*[：:]\s*"
    r"(?=[A-Z][a-z][A-Za-z0-9\-]+(?:\s[A-Z][a-z][A-Za-z0-9\-]+)*\s*v?\d+(?:\.\d+)+(?![\d.]))"
)
# A news kind's label before a dash (`事故 — Tessera Gateway 0.10.0 健康检查误报`, `Incident —
# …`, `事故 — Sandpiper 网关 2.0 误报`): the title is about what follows, whatever it names (the
# label is no name: not an incident entry's `事故｜…`); not any Chinese words before a dash
# (`雀鹰 — …`: a name of its own).
_KIND_LABEL_DASH = lazy(
    r"^\s*(?:事故|故障|事件|安全公告|公告|快讯|(?i:incident|outage|advisory))\s*[—–]{1,2}\s*(?=\S)"
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
# A short form with a generation glued on, then the name it shortens with that generation in
# brackets (`HC2（Halcyon 2）…`): the title is about the bracketed name.
_SHORT_GENERATION_FIRST = lazy(
    r"^(?P<abbr>[A-Z]{2,4}(?P<gen>[1-9]\d?))\s*[（(]\s*"
    r"(?P<full>[A-Z][A-Za-z]+(?:[ \-][A-Za-z]+){0,3})[ \-]?(?P<fgen>[1-9]\d?)\s*[)）]"
)
# A name, its other name in brackets, then its release (`黑曜路由（Obsidian Router）0.2`,
# `Kestrel（Halden AI）1.1`): the release is the name's, read as if written before the bracket.
_ALIAS_THEN_RELEASE = lazy(
    r"^(?P<name>[^（()）—–:：]{1,40}?)\s*(?P<alias>[（(][^（()）]{1,40}[)）])\s*"
    r"(?P<release>v?\d+(?:\.\d+)+(?:\.?post\d+|-?rc\d+)?|v\d+)(?![A-Za-z0-9.])"
)
_SPACES = lazy(r"\s+")


def _single_spaced(text: str) -> str:
    """Each run of whitespace one space (`_SPACES`): a printable text (whose only whitespace
    is the ASCII space: `str.isprintable`) without two spaces in a row is so already."""
    return text if text.isprintable() and "  " not in text else _SPACES.sub(" ", text)


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
    seen = _visible(text)
    if seen.lstrip()[:1] in _PREFIX_FIRSTS:  # (what both prefixes start with, spaces aside)
        seen = _PREFIXED.sub("", seen, count=1)  # (`更正：X …`, `已核实：X …`: about X)
        seen = _NEW_EDITION_FIRST.sub("", seen, count=1)  # (`新版Marlin-0.7 发布`: Marlin-0.7's)
    issue = _ISSUE_LEAD.match(seen) if "#" in seen else None  # (it needs the issue's `#N`)
    if issue:  # `Sablewing: worker deadlock under preemption (#2217)`: about the issue
        return _SPACES.sub(" ", f"{issue['product']} {issue['issue']}").strip(" *~")
    seen = without_symbols(seen)
    seen = _NOISE.sub(" ", seen) if _NOISE_HINT.search(seen) else seen
    seen = _REGION_AFTER_NAME.sub("", seen) if "-" in seen else seen  # (`X eu-north 中断`: X's)
    visible = _untagged(seen).lstrip(_QUOTES + " ")
    if "⟨" in visible:  # (`Anvil ⟨1.4⟩ :: …`: the release 1.4 of Anvil)
        visible = _BRACKETED_RELEASE.sub(r" \g<release>", visible, count=1)
    if "x)" in visible or "x）" in visible:  # (`Beacon (0.x)`: the line `Beacon 0.x`)
        visible = _BRACKETED_SERIES.sub(r" \g<major>.x", visible, count=1)
    if "「" in visible:  # (`白鹭「蜂巢 Hive」2.0`: the maker's `蜂巢 Hive 2.0`)
        visible = _MAKER_THEN_QUOTED.sub(r"\g<name> ", visible, count=1)
    visible = _GLUED_RELEASE.sub(" ", visible) if "." in visible else visible
    glued = _CJK_GLUED_NAME.match(visible) if _starts_cjk(visible) else None
    if glued and _says_its_kind(glued["zh"]):  # (`长期记忆库Corrib 1.5`: `长期记忆库 Corrib 1.5`)
        visible = f"{glued['zh']} {visible[glued.end() :]}"
    if "." in visible:  # (`Kestrel-VL 1.3 34B 权重放出`: release 1.3's weights)
        visible = _SIZE_AFTER_RELEASE.sub(r"\g<release>", visible, count=1)
    labelled = ":" in visible or "：" in visible or "—" in visible or "–" in visible
    topic = _TOPIC_THEN_NAME.match(visible) or _KIND_LABEL_DASH.match(visible) if labelled else None
    visible = visible[topic.end() :] if topic else visible  # (`KV 分层：Tidepool 2.1 引入…`)
    after = _AFTER_UPGRADE.match(visible) if "后" in visible[:60] else None
    broken = after is not None and _broken_after(visible, after)
    visible = visible[after.end() :] if after and broken else visible  # (`A 升级后 B 崩溃`: B's)
    if _bracketed(visible):  # (both abbreviation patterns need a bracket)
        visible = _ABBR_FIRST.sub(_full_first, visible)
        visible = _SHORT_GENERATION_FIRST.sub(_generation_name_first, visible, count=1)
        visible = _ABBR_AFTER.sub(_abbreviation_marked, visible)
        visible = _ALIAS_THEN_RELEASE.sub(r"\g<name> \g<release>\g<alias>", visible, count=1)
    dotted = "." in visible  # (`_RELEASE_THEN_VERB`'s release has a dot: most names have none)
    sentence = _RELEASE_THEN_VERB.match(visible) if dotted and not labelled else None
    visible = sentence["head"] if sentence else visible  # (`Tarn 2.1 adds …`: `Tarn 2.1`)
    head = _SUBJECT_END.split(visible, maxsplit=1)[0] if _ENDS_HINT.search(visible) else visible
    head = _single_spaced(head.replace("⟨", "(").replace("⟩", ")")).strip(" *~" + _QUOTES)
    head = _one_of_same_halves(head) if " / " in head else head
    return _trailing_release(head) if head[-1:].isdigit() else head


# An English sentence after a Latin name and its dotted release, its verb in the third person
# or past (`Tarn 2.1 schedules prefill on Quiver`, `Tarn 2.1 adds fair queues`, `Tarn 2.1
# dropped …`, `Tarn 2.1.1 patch fixes …`): the subject is the name and release before it.
_RELEASE_THEN_VERB = lazy(
    r"^(?P<head>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,3}\s+v?\d+(?:\.\d+)+)"
    # (the release's own noun between: `Tarn 2.1.1 patch fixes …`, `Tarn 2.1 update brings …`)
    r"(?:\s+(?:patch|hotfix|bug-?fix|update|release|build))?"
    r"\s+(?=[a-z]{2,}(?:es|s|ed)\s+[A-Za-z])"
)


# A major line written in brackets right after a name (`Beacon (0.x)`, `Koi-M（1.x）`): the
# entry stands for that line, as `Beacon 0.x` does.
_BRACKETED_SERIES = lazy(r"(?<=[A-Za-z0-9])\s*[（(]\s*[vV]?(?P<major>\d{1,3})\.x\s*[)）]")


# English words after a release saying that it came out (`Driftwood Runtime v2.5.0 released`,
# `Pike 3.1 is now available`, `Tern 2.0 goes GA`, `Qilin-VL v2.5 open-sourced`): the release
# is read before them (as before `发布`); the name as shown keeps them (a lead that announces
# one release is that release's).
_RELEASED_WORDS = frozenset(
    {"released", "out", "available", "launched", "shipped", "ships", "lands", "landed"}
    | {"tagged", "published", "ga", "release", "open-sourced", "opensourced", "draft"}
    | {"errata", "erratum"}
)
_RELEASED_AFTER = lazy(
    r"(?<=\d)\s+(?:(?:is|are|has\s+been|was)\s+)?(?:now\s+)?"
    r"(?:released|release|out|available|generally\s+available|launched|shipped|ships|lands|landed"
    r"|tagged|published|open[\s-]?sourced|goes\s+GA|is\s+GA|GA|draft|errat(?:a|um))$",
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


# A Latin proper name glued after the Chinese words a title opens with (`上下文预算器Budgeteer
# 1.2`, `多跳记忆基准Multihop Memory Bench 2.0`): the place a space goes, so the title reads as
# a name in two languages does; a capitalised word with lowercase letters, ended by a space, a
# release or the end (not an abbreviation: `星图VDB`; not `灵枢推理Engine加速`).
_CJK_GLUED_NAME = lazy(rf"^(?P<zh>[{_CJK_CHARS}]{{2,}})(?=[A-Z][a-z][A-Za-z0-9\-]*(?:\s|\d|$))")
# A model size right after a name's dotted release (`Kestrel-VL 1.3 34B 权重放出`, `Lumora VL 2.5
# 2B 端侧版`): the release's weights, the size no part of the name.
_SIZE_AFTER_RELEASE = lazy(
    r"(?P<release>(?<=[A-Za-z][ \-])v?\d+(?:\.\d+)+)\s+\d+(?:\.\d+)?[BbMm](?![A-Za-z0-9.])"
)
# A name glued to its release (`SGLang0.7 发布`, `Harbor2.4正式发布`, `Kestrel-VL1.2发布`):
# three letters, or two after a hyphen, or two capitals after a word and a space (`Nimbus
# VL2.0发布`), then a dotted version (`Nimbus3`, `DeepSeek-V4.1`, `py3.11` stay as written).
_GLUED_RELEASE = lazy(
    r"(?:(?<=[A-Za-z]{3})|(?<=[A-Za-z]-[A-Za-z]{2})|(?<=[A-Za-z] [A-Z]{2}))"
    r"(?=v?\d+(?:\.\d+)+(?:\.?post\d+|-?rc\d+|(?:a|b|alpha|beta)\d+)?(?![A-Za-z0-9.]))"
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


_RELEASE_START = lazy(r"v?\d")


def _abbreviation_marked(match: re.Match[str]) -> str:
    """`Full Name (ABBR)` → `Full Name ⟨ABBR⟩`, a release glued after the bracket set apart
    (`Lattice Inference Runtime（LIR）0.9` → `… ⟨LIR⟩ 0.9`: the name's release)."""
    glued = _RELEASE_START.match(match.string[match.end() : match.end() + 2])
    return f"{match.group('full')} ⟨{match.group('abbr')}⟩{' ' if glued else ''}"


def _full_first(match: re.Match[str]) -> str:
    """`EPD（Encode-Prefill-Decode）` → `Encode-Prefill-Decode ⟨EPD⟩`, when the letters are
    the words' initials (else the text as it was); a release between the two stays last
    (`TBG 0.2（Token Budget Governor）` → `Token Budget Governor ⟨TBG⟩ 0.2`)."""
    words = re.findall(r"[A-Za-z][A-Za-z0-9]*", match.group("full"))
    if "".join(w[0] for w in words).upper() != match.group("abbr").upper():
        return match.group()
    return f"{match.group('full')} ⟨{match.group('abbr')}⟩{match.group('release') or ''}"


def _generation_name_first(match: re.Match[str]) -> str:
    """`HC2（Halcyon 2）` → `Halcyon 2（HC2）`, when the short form's letters are the name's, in
    order, the first its first, and the two give one generation (else the text as it was)."""
    letters = match.group("abbr")[: -len(match.group("gen"))].casefold()
    name = re.sub(r"[^a-z]", "", match.group("full").casefold())
    rest = iter(name)
    if match.group("gen") != match.group("fgen") or letters[0] != name[:1]:
        return match.group()
    if not all(c in rest for c in letters):
        return match.group()
    return f"{match.group('full')} {match.group('fgen')}（{match.group('abbr')}）"


@functools.lru_cache(maxsize=64)  # pure; a title is read as it is decided, then as it is written
def names_of(text: str) -> Names:
    """The forms of the subject of a title or lead."""
    name = versions.release_last(subject(text))  # (`v0.6 Quarrystone 发布`: Quarrystone's)
    variants = _abbreviation_variants(name)
    latin = _QUALIFIED.sub("", _latin_core(variants[0]))
    core = _EDITION_AFTER.sub("", latin) if " " in latin else latin  # (`HarborAgent Enterprise`)
    compared, undated, edition = _comparison(name, text) or (None, "", ())
    defined = defined_names(text)
    owned = [*variants, *defined, *_prefixed_abbreviations(defined), *_owned(name)]
    owned += camel_short_forms(name)  # (`TensorRT-LLM 1.4` goes by `TRT-LLM 1.4` too)
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
    if name.endswith(" GA") and _GA_AFTER.fullmatch(name):
        full.add(form(name[:-3]))  # (`Relayer Cloud GA`: the status, not a word of the name)
    tail = _VERSION_TAIL.search(versioned) if versioned else None
    dated = None if tail or not core else _DATED_EDITION.search(versioned)
    tail = tail or dated  # (`Stillwater-Bench 2027-Q2 榜单`: the 2027 Q2 edition)
    tail = tail or _year_edition(versioned, name)  # (`VGenEval-2028 版`)
    tail = tail or (_SLASH_RELEASE.search(versioned) if "/" in versioned else None)  # `TLP/3`
    bare = versioned[: tail.start()] if tail else ""
    first = _FIRST_WORD.match(variants[0])
    joined = _joins(text, name)
    if bare and tail and tail.group().endswith(".x") and _BRACKETED_SERIES.search(text):
        full.add(form(bare))  # (`Beacon (0.x)` goes by `Beacon` too, its line the version)
    kept = core_form if core_form not in full else ""
    if name[-2:] in _DEBUT_ENDS and (debut := _DEBUT_AFTER.fullmatch(name)) is not None:
        full.add(form(debut["name"]))  # (`Cindervec 开源`, a night's lead: goes by `Cindervec`)
    return Names(
        frozenset(full),
        kept,
        form(bare) if bare else undated if edition else "",  # a dated comparison's: undated
        form(first.group()) if first else "",
        name,
        len(core.split()),
        bool(_PRODUCT.search(core)),
        _version(tail.group().lstrip("-/")) if tail and not dated else _edition(dated) or edition,
        bool(_DESCRIBED.match(name)),
        _proper(core),
        compared is not None,
        () if compared else _heads(name),
        () if compared else _inner(name),
        (bool(core) and _names_another(name, latin)) or joined,  # (an edition is no other)
        rival=bool(core) and _rival(name, core),
        joined=joined,
        former=versions.former_reading(_visible(text)) or "",
    )


# A release glued to a Latin name by a slash, as protocols and specifications name their major
# lines and revisions (`TLP/3`, `TLP/3.1`, `HTTP/2`; not a path's digits: `owner/2024`).
_SLASH_RELEASE = lazy(r"(?<=[A-Za-z])/\d{1,2}(?:\.\d+)*(?=(?:\s+[a-z][a-z\-]*)*$)")


# A Latin name, then a Chinese word saying a new thing came out (`Cindervec 开源`, `Sorrel Rerank 2
# 首发`: the lead of a night's entry written from a debut's title): the thing goes by the name
# alone too. Not `X 发布`, `X 上线`: a known product's release too, whose night entry may be the
# duplicate an earlier miss made (continuing it spreads the miss).
_DEBUT_ENDS = frozenset({"开源", "首发"})
_DEBUT_AFTER = lazy(
    r"(?P<name>[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.\-]*){0,3})\s*(?:开源|首发)"
)


# A name of capitalised words, then `GA` (general availability: a status the title announces).
_GA_AFTER = lazy(r"[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,3}\s+GA")


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


def _latin_core(name: str) -> str:
    """The Latin name a subject opens with, a month after it left out (`RAGArena 5 月榜单`:
    `RAGArena`, not its release 5); "" for none."""
    core = _LATIN_CORE.match(name)
    if core is None:
        return ""
    month = _MONTH_ENDING.search(core.group()) if "月" in name else None
    if month and name[core.end() :].lstrip().startswith("月"):
        return core.group()[: month.start()].strip()
    count = _COUNT_ENDING.search(core.group())
    if count and contrary.DURATION_AFTER.match(name, core.end()):  # (`LongHaul 72 小时浸泡测试`)
        return core.group()[: count.start()].strip()
    share = _SHARE_ENDING.search(core.group())
    if share and _PERCENT_AFTER.match(name, core.end()):  # (`Gannet Embed 4 price cut 40%`)
        return core.group()[: share.start()].strip()
    return core.group().strip()


# A whole number ending a Latin core and a unit of time after it (`LongHaul 72 小时浸泡测试`,
# `Soak 48 天`): how long something ran, neither a release nor a generation of the name.
_COUNT_ENDING = lazy(r"(?<=[A-Za-z] )\d{1,4}$")
# A number ending a Latin core, a percent sign after it (`… price cut 40%`): a share, no release.
_SHARE_ENDING = lazy(r"(?<=[A-Za-z] )\d{1,3}(?:\.\d+)?$")
_PERCENT_AFTER = lazy(r"\s*[%％]")


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
_MONTH_ENDING = lazy(r"(?<![A-Za-z0-9.\-])(?:1[0-2]|0?[1-9])$")


# A dated edition ending a Latin name (`Stillwater-Bench 2027-Q2`, `Harbor Bench 2026H1`, a
# specification's month or day: `MCP 2027-06`, `ALP 2029-08-01`).
_DATED_EDITION = lazy(
    r"[\s\-]+(?P<year>(?:19|20)\d\d)"
    r"(?:[\s\-]?[QqHh](?P<part>[1-4])|-(?P<month>0[1-9]|1[0-2])(?:-(?P<day>0[1-9]|[12]\d|3[01]))?)$"
)
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
_INCIDENT_WORD = lazy(r"故障|宕机|中断|事故|(?i:outage|incident)")
# A Chinese name, a bare generation, more Chinese (`清音 2 粤语版上线 API`).
_CJK_GENERATION = lazy(
    r"^(?P<name>[\u3400-\u9fff\uf900-\ufaff]{2,6})\s?(?P<generation>[1-9]\d?)\s?"
    r"(?=[\u3400-\u9fff\uf900-\ufaff]|" + _NEWS_ACRONYM + r")(?![个款种家月日年号代版])"
)


# Acronyms after a name's release (`Q4 Serve 0.6 NPU 后端`: the release is 0.6, `NPU` says
# what it is about; `X 3 MTEB-R 复测`, `X 2.2 DiskANN 查询毛刺`: a word ending in an acronym).
_ACRONYMS_AFTER = lazy(
    r"(?<=\d)(?:\s+(?:[A-Z][A-Z0-9]{1,5}(?:-[A-Z0-9]{1,4})?|[A-Z][a-z]+[A-Z]{2,5}))+$"
)


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


def _says_its_kind(chinese: str) -> bool:
    """Chinese words glued before a Latin name end with the noun saying what the thing is
    (`上下文预算器`, `重排服务`, `多跳记忆基准`, `图像编辑模型`): a gloss of the name, not
    another name or a verb glued on (`腾云Permafrost`, `挑战Permafrost`)."""
    return _KIND_LAST.search(chinese) is not None or chinese.endswith(("基准", "评测集", "模型"))


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


_LATIN_WORD = lazy(r"[A-Za-z]*[a-z][A-Za-z]*")  # a word, not an abbreviation (`KWS`)
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
_REPO_PATH = lazy(  # (not a major or revision after a slash: `AXP/2`, `TLP/3.1`)
    r"^[A-Za-z0-9][A-Za-z0-9_.\-]*/(?!\d+(?:\.\d+)*(?:\s|$))(?P<repo>[A-Za-z0-9][A-Za-z0-9_.\-]*?)"
    r"(?P<release>\s+v?\d+(?:\.\d+)*(?:\.post\d+|[\-.]?(?i:rc|beta|alpha)\.?\d*)?|-v\d+(?:\.\d+)*)?$"
)  # (a release glued by `-v`: `BAAI/bge-reranker-v3`)


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
    # (`镶石 Tessera 1.9`: the release's entry; `灯塔 Beacon 3.0 发布`: a night's lead, too)
    r"(?:(?P<release>\s+v?\d+(?:\.\d+)+)(?:\s*(?:正式)?(?:发布|上线)|\s+(?:GA|released))?)?$"
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


def two_language_half(shown: str) -> tuple[str, str, str] | None:
    """`_two_language_half`, for the plan's other modules (`蜂巢 Hive 2.1` → 蜂巢, Hive, ` 2.1`)."""
    return _two_language_half(shown)


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


# What an entry is built on or for, in its description: `基于 Envoy 的内部推理网关`,
# `平台组对 SGLang 的内部补丁集`, `a fork of vLLM`: that name is another thing's, not the entry's.
_BUILT_ON = (
    r"(?:基于|基於|源自|派生自|移植自|改自|对|對|面向|为|(?i:based\s+on|built\s+on|fork\s+of|"
    r"forked\s+from|patches\s+(?:to|for)|wrapper\s+(?:around|for)|plugin\s+for))\s*"
)


# (as `_BUILT_ON`, but `为` after 名/称 renames: `更名为 X`, `改称为 X` make X the entry's name)
_MADE_FOR = _BUILT_ON.replace("|为|", "|(?<![名称])为|", 1)


def built_on(text: str, name: str) -> bool:
    """The entry's text says it is built on or made for `name` (the last part of a path):
    such a name given in its lead (`**天枢网关** · Envoy Proxy — 基于 Envoy 的…`,
    `【青鸾补丁集 / sgl-project/sglang】— …对 SGLang 的内部补丁集`) is not its own."""
    parts = name.rsplit("/", 1)[-1].split()  # (none after a trailing `/`: `Quayside /`)
    word = parts[0] if parts else ""
    if not word.isascii() or len(word) < 3 or word.casefold() not in text.casefold():
        return False
    pattern = _MADE_FOR + re.escape(word) + r"(?![A-Za-z0-9])"
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
    series = _SERIES_NAMED.fullmatch(shown.strip())
    if series:  # (`Okapi-Agent 系列`: the family goes by `Okapi-Agent`)
        given = (series["name"], *given)
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
    if not given:
        return ()
    return tuple(
        a
        for a in dict.fromkeys(given)
        if a == short or distinctive(form(a)) or _initials_of_every_word(a, shown)
    )


# An entry named by a Latin name and a word calling it a series or family (`Okapi-Agent 系列`,
# `Lumen family`): the thing goes by the Latin name alone too.
_SERIES_NAMED = lazy(
    r"(?P<name>[A-Za-z][A-Za-z0-9.\-]*(?: [A-Za-z][A-Za-z0-9.\-]*){0,2})"
    r"\s*(?:系列|家族|(?i:\s(?:family|series)))"
)


def _initials_of_every_word(short: str, shown: str) -> bool:
    """`short` is two or three capitals, the initials of every word of the entry's Latin name
    before its release (`AKR` of `Agent Kernel Runtime v0.8`): a short form the document
    gives it (`Commonly abbreviated AKR`), kept though it is short."""
    if not _SHORT_HALF.fullmatch(short) or _HAS_CJK.search(shown):
        return False
    words = [w for w in _NAME_WORD_SPLIT.split(shown.strip()) if w and not _RELEASE_WORD.match(w)]
    return len(words) == len(short) and "".join(w[0] for w in words) == short


_NAME_WORD_SPLIT = lazy(r"[\s\-]+")
_RELEASE_WORD = lazy(r"v?\d")


# An abbreviation of two or three capitals (`CPC`), the Latin half of a two-language name.
_SHORT_HALF = lazy(r"[A-Z]{2,3}")


# A Chinese name in brackets right after the kind of thing the description says the entry is
# (`Gantry Router (v2.0) — multi-tenant request router (龙门路由), …`).
_KIND_THEN_CHINESE = lazy(
    rf"(?P<kind>[A-Za-z][A-Za-z\-]*(?:\s+[A-Za-z][A-Za-z\-]*)?)\s*[（(]"
    rf"(?P<name>[{_CJK_CHARS}]{{2,8}})[)）]"
)
# What `_KIND_THEN_CHINESE` cannot match without (its own end): a fast search, where the
# whole pattern tries a kind at every Latin letter.
_CJK_BRACKETED = lazy(rf"[（(][{_CJK_CHARS}]{{2,8}}[)）]")
# A bracket opening right before a Chinese character: what `_CJK_BRACKETED` and `_cjk_brackets`
# cannot find brackets without (one search of a lead, where most leads have brackets of another
# kind: `（arXiv:…）`, `（2026-01-28）`).
_CJK_OPENED = lazy(rf"[（(][{_CJK_CHARS}]")


def described_chinese(text: str, shown: str, glossary: Glossary) -> tuple[str, ...]:
    """The Chinese name a Latin-named entry's description gives it in brackets right after
    the kind of thing it is, in its first clause, that kind said in both (`Gantry Router —
    multi-tenant request router (龙门路由)`: `龙门路由`, router = 路由); () otherwise (not a
    Chinese name of descriptor terms only, `router (路由器)`, nor one of another kind)."""
    if _HAS_CJK.search(shown) or not _CJK_OPENED.search(text):  # (`_CJK_BRACKETED` needs it)
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


# A short Chinese clause opening an English description, before a semicolon and more Latin
# words (`**Chaoxi** (v1.2, Qinglan Lab) — 潮汐; tidal GPU cluster scheduler`): a gloss.
DASH_CHINESE = lazy(rf"\s*[—–]{{1,2}}\s*(?P<name>[{_CJK_CHARS}]{{2,4}})\s*[;；]\s*(?=[A-Za-z])")


def dashed_chinese(text: str, shown: str, glossary: Glossary) -> tuple[str, ...]:
    """The Chinese name an English lead of a Latin-named entry glosses its name with, the
    description's first clause alone (`DASH_CHINESE`: `**Shuttle** (v2.4, Lanwan Compute) —
    飞梭; device-cloud runtime`: `飞梭`), right after the name and its brackets: a short name
    saying nothing of a kind, a status or a maker (`_own_chinese`; not `— 开源; …`)."""
    if _HAS_CJK.search(shown) or shown not in text:
        return ()
    after = text[text.find(shown) + len(shown) :].lstrip("*_~] ")
    brackets = _NAME_BRACKETS.match(after)  # (`(v2.4, Lanwan Compute)`: passed)
    after = after[brackets.end() :] if brackets else after
    found = DASH_CHINESE.match(after)
    if found is None or descriptor_only(found["name"], glossary):
        return ()
    return _own_chinese(found["name"])


def bracketed_chinese(text: str, shown: str, glossary: Glossary) -> tuple[str, ...]:
    """The Chinese name the brackets right after a Latin-named entry's name give it, alone or
    after its maker (`Tansy Router (Tansy Inc.; 艾菊路由) — …`, `Mirrorlake (镜湖) — …`): one
    clause of Chinese characters only; () otherwise (not descriptor terms only, `(开源)`, nor
    brackets of a date, a figure or a sentence: `（2027-03-08）`, `（开源 v0.3）`)."""
    if _HAS_CJK.search(shown) or shown not in text:
        return ()
    after = text[text.find(shown) + len(shown) :].lstrip("*_~] ")  # (`**Yunshu v1.8** (云枢)`)
    brackets = _NAME_BRACKETS.match(after) if after[:1] in "(（" else None
    if brackets is None or not _name_ends(text, after, brackets.end()):
        return ()  # (`Cistern（蓄水池）分层 KV 存储`: the name goes on; another's, maybe)
    clauses = [c.strip() for c in _CLAUSE_SPLIT.split(brackets["inside"])]
    named = [c for c in clauses if _chinese_name_of(c, shown) and not _STATUS_CJK.search(c)]
    named = [c for c in named if not descriptor_only(c, glossary) and not _CJK_MAKER.search(c)]
    return (named[0],) if len(named) == 1 else ()


def _name_ends(text: str, after: str, end: int) -> bool:
    """The name ends right after its brackets (`_NAME_ENDS`), or the bold a lead opens with
    closes there, holding the brackets (`**Lingshu (灵枢)** (Yunqu Tech): …`: whatever follows
    the bold, a maker's brackets too, is no more of the name)."""
    if _NAME_ENDS.match(after, end):
        return True
    return text.startswith(("**", "__")) and after.startswith(("**", "__"), end)


def maker_bracketed_chinese(text: str, shown: str, glossary: Glossary) -> tuple[str, ...]:
    """The Chinese name a Latin-named entry's lead gives in brackets after its maker's (or
    its product's) name further on, that name starting with the entry name's first word
    (`[Cirrusforge GPU Cloud](…) — 2028-09-30 — Cirrusforge Inc. (卷云算力) — …`: `卷云算力`;
    `Windchime (风铃网关)` of `Windchime Gateway v1.2.0`; `Magpie KV (鹊桥)` of `MagpieBridge`):
    the document's Chinese name for the thing. Brackets right after the name are
    `bracketed_chinese`'s; none of another thing's name (`built on Qdrant (象限)`)."""
    if not shown.isascii() or ("（" not in text and "(" not in text):
        return ()  # (string tests first: most leads hold no such brackets)
    if not _CJK_OPENED.search(text):  # (what `_cjk_brackets` finds opens so)
        return ()
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
    return not rest or rest.startswith(_FIELD_MARKS) or rest in (".", "。")  # (the lead's end)


# The prepositions a clause names its maker's or platform's name after (`serverless model
# serving on Jiyun Cloud (霁云推理服务)`).
_MAKER_PREPOSITIONS = ("on", "by", "from")


def _after_preposition(words: list[str]) -> list[str]:
    """The field's words, or, where it is a longer clause, the capitalised words after its
    last preposition when they end it (`… serving on Jiyun Cloud` → `Jiyun Cloud`)."""
    if len(words) <= 3:
        return words
    for at in range(len(words) - 2, max(len(words) - 5, -1), -1):
        if words[at] in _MAKER_PREPOSITIONS:
            tail = words[at + 1 :]
            return tail if all(w[:1].isupper() for w in tail) else []
    return words


def _maker_of(before: str, first: str, shown: str) -> bool:
    """The Latin words right before a bracket (after the last dash or bar, not a list's
    member after a comma) start with the entry name's first word, or with a word it starts
    with (`Magpie KV`, `MagpieBridge`), and are not the name itself (brackets right after it
    are `bracketed_chinese`'s to read)."""
    cut = max(before.rfind(mark) for mark in ("—", "–", "|", ",", "，", "·", ";", "；"))
    if cut < 0 or before[cut] not in (*_FIELD_MARKS, "·"):  # (`· *category* · summary`)
        return False  # (a list's member: `undercuts Lambda, Tess (特斯云) and CoreWeave`)
    words = _after_preposition(before[cut + 1 :].split())
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
# (or a lead's next field after a spaced middle dot: `**Lantern Router** (灯笼路由) · *router* · …`;
# or a word saying it ships, then the title's dash: `Lingxi-Omni 2（灵犀全模态 2）发布 — …`; the
# bold the brackets close inside first: `**Qiwu (栖梧)** — …`)
_NAME_ENDS = lazy(
    r"(?:\*\*|__)?\s*(?:$|[—–:：，,;；]|-{1,2}\s|·\s|(?:正式)?(?:发布|上线|开源)\s*(?:[—–:：]|-{1,2}\s))"
)
_CJK_NAME = lazy(r"^[\u3400-\u9fff\uf900-\ufaff]{2,8}$")
_CJK_GENERATION_NAME = lazy(r"^[\u3400-\u9fff\uf900-\ufaff]{2,8}\s?(?P<n>\d{1,2})$")
_CJK_THEN_WORD = lazy(r"^[\u3400-\u9fff\uf900-\ufaff]{2,8}\s?(?P<word>[A-Z][A-Za-z0-9]*)$")
# Words of a status, a licence or a language in brackets, no name (`(实验性)`, `（已归档）`).
_STATUS_CJK = lazy(
    r"实验|开源|闭源|归档|弃用|废弃|停更|停止|预览|测试|内测|公测|内部|官方|社区|商用|付费|免费"
    r"|维护|稳定|正式|已|未|暂|待|中文|英文|简称|全称|别名|原名|国产|新版|旧版"
)
# A release's qualifier after its version (`Quillserve v3.2.1 LTS`): the release is the version.
_QUALIFIED = lazy(r"(?i)(?<=\d)\s+(?:LTS|GA|stable|preview|hotfix|RC\d*|beta\d*|alpha\d*)$")
# A paid edition's word after a product's one-word name (`HarborAgent Enterprise`, `Quill Business
# Edition`): the product's edition, not another product.
_EDITION_AFTER = lazy(r"(?<=[A-Za-z0-9])\s+(?:Enterprise|Business)(?:\s+Edition)?$")
# A name's first word followed only by lowercase words: what the thing is, not a feature of it.
_DESCRIBED = lazy(r"^[A-Za-z0-9][A-Za-z0-9.\-]*(?:\s+[a-z][a-z\-]*){1,4}$")


_version = versions.release  # ` v0.5.21.post1` → (0, 5, 21)


# `Lumen 与 Tessera 延迟对比`, `A 和 B 的比较`: two Latin names compared in Chinese words.
_PAIRED = lazy(
    r"^(?P<a>[A-Za-z0-9][A-Za-z0-9.\- ]*?)\s*(?:与|和|跟|同)\s*(?P<b>[A-Za-z0-9][A-Za-z0-9.\- ]*?)"
    r"\s*[^\sA-Za-z0-9]{0,6}?(?:对比|比较|之争|PK|横评)"
)


def _pairs_words(name: str) -> bool:
    """The name has a word `_PAIRED` needs between its two sides (`与`, `和`, `跟`, `同`)."""
    return "与" in name or "和" in name or "跟" in name or "同" in name


_SPACES_SLASHES = lazy(r"[\s/]+")


def _may_compare(text: str) -> bool:
    """`_COMPARES` may be in `text`: each of its words holds a `v` (which `re.I` matches as `v`
    or `V` only) or is `对比` (tested first: most names hold neither)."""
    return "v" in text or "V" in text or "对比" in text


# `ToolForge 与 Relay：ALP 网关选型对比`: a subject that is two Latin names joined, and a title
# saying after it that it compares them (`选型`, `对比`, `shoot-out`).
_PAIR_ONLY = lazy(
    r"^(?P<a>[A-Za-z][A-Za-z0-9.\-]*(?:\s[A-Za-z0-9][A-Za-z0-9.\-]*){0,2})\s*(?:与|和|跟|同)\s*"
    r"(?P<b>[A-Za-z][A-Za-z0-9.\-]*(?:\s[A-Za-z0-9][A-Za-z0-9.\-]*){0,2})$"
)
_COMPARING_AFTER = lazy(
    r"对比(?!学习|度)|比较|横评|选型|之争|(?i:(?<![A-Za-z])(?:comparison|compared|shoot-?out"
    r"|bake-?off|head-to-head)(?![A-Za-z]))"
)


def _comparison(name: str, text: str = "") -> tuple[str, str, tuple[int, ...]] | None:
    """A comparison's form (see `_compared`), the form without its edition stamp and the
    edition (`2026Q4`: `versions.edition_split`); two names joined as the whole subject of a
    `text` saying it compares them (`_PAIR_ONLY`, `_COMPARING_AFTER`) are one too."""
    sides = _COMPARES.split(name) if _may_compare(name) else [name]
    paired = _PAIRED.match(name) if len(sides) == 1 and _pairs_words(name) else None
    if paired is None and len(sides) == 1 and text and _pairs_words(name):
        paired = _PAIR_ONLY.match(name)
        paired = paired if paired and _COMPARING_AFTER.search(text) else None
    if paired:
        sides = [paired["a"], paired["b"]]
    if len(sides) == 1:
        return None
    words: set[str] = set()
    for side in sides:
        core = _LATIN_CORE.match(side.strip())
        words |= {form(w) for w in _SPACES_SLASHES.split(core.group() if core else side)}
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
    whole = _plain(text).replace("~~", "")
    if not _bracketed(visible) and not _ABBREVIATION_START.search(whole):
        return list(bracketed_latin(text))  # (each other reading needs a bracket or two capitals)
    spelled = _SPELLED_OUT.match(whole.strip())
    if spelled and _spells(spelled["abbr"], spelled["full"]):
        words = re.split(r"[ \-]", spelled["full"])[: len(spelled["abbr"])]
        full = spelled["full"][: sum(map(len, words)) + len(words) - 1]
        head = spelled["name"].strip()
        return [spelled["abbr"], full] + ([f"{head} {full}"] if head else [])
    match = _DEFINES.match(visible) if "(" in visible else None
    if match is None:  # (a bold name's brackets follow it: `**KDR**（Kelpie …）`)
        bold = _untagged(whole).strip()
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
# How an abbreviation starts: what a name holds when it, or the name with its release cut off
# the end (`_VERSION_TAIL`: a prefix of it), is one.
_ABBREVIATION_START = lazy(r"[A-Z][A-Z0-9]")
_BRACKET = lazy(r"[（()）]")


def _abbreviation_near(visible: str, opened: int) -> bool:
    """An abbreviation may be a part `_NAME_BRACKET` reads in `visible`, whose first bracket
    mark (`_NAME_STOP`) opens a bracket before `opened`: the name before it starts as one does,
    or what the bracket holds, up to the next bracket, has one's first two letters."""
    if _ABBREVIATION_START.match(visible.lstrip()):
        return True
    end = _BRACKET.search(visible, opened)
    return end is not None and _ABBREVIATION_START.search(visible, opened, end.start()) is not None


_EXPANSION = lazy(r"^[A-Za-z][A-Za-z0-9]*(?:[ \-][A-Za-z][A-Za-z0-9]*){1,7}$")


def _bracketed_pair(visible: str) -> list[str]:
    """An abbreviation and the English name its letters are the initials of, when the name
    and the brackets right after it hold both (either may be the name before the brackets)."""
    stop = _NAME_STOP.search(visible)  # (the brackets come before any other mark that ends it)
    if stop is None or stop.group() not in "（(" or not _abbreviation_near(visible, stop.end()):
        return []
    match = _NAME_BRACKET.match(visible)
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


# `“织网”多智能体框架（Loomwork · 青穹实验室）`: a Chinese name in quotes, the kind of thing
# glued after it, then in brackets its Latin name, a maker after a middle dot or a comma.
_QUOTED_THEN_LATIN = lazy(
    rf"^[“「『\"](?P<head>[{_CJK_CHARS}]{{1,12}})[”」』\"][^（()）“”「」]{{0,16}}?\s*[（(]\s*"
    r"(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*){0,3})"
    r"(?:\s*(?P<sep>[，,；;]|\s[·・]\s)\s*(?P<note>[^（()）]{1,40}))?\s*[)）]"
)
# A note after a comma that says what form the thing takes, not who keeps it nor an id
# (`（Kubernetes，插件形态）`, `（Apache，开源协议）`): Chinese words alone, no maker's word.
_FORM_NOTE = lazy(r"^[\u3400-\u9fff]{2,8}$")
_MAKER_WORD = lazy(
    r"(?:实验室|团队|公司|研究院|研究所|大学|学院|社区|基金会|集团|科技|智能|智算|工作室)$"
)


# What `_QUOTED_THEN_LATIN` and `_CHINESE_THEN_LATIN` cannot match without: an opening
# bracket, maybe spaces, then the capital the Latin name starts with.
_OPENS_CAPITAL = lazy(r"[（(]\s*[A-Z]")


def _quoted_latin(visible: str) -> list[str]:
    """The Latin name in brackets after a quoted Chinese name and its kind (`“织网”多智能体
    框架（Loomwork · 青穹实验室）` → `Loomwork`): the quotes mark the name, the kind is not."""
    match = _QUOTED_THEN_LATIN.match(visible) if "“" in visible or "「" in visible else None
    if match is None or _ABBREVIATION.match(match["latin"]):
        return []
    comma = bool(match["sep"]) and match["sep"].strip() in "，,；;"
    note = (match["note"] or "").strip() if comma else ""
    if note and _FORM_NOTE.match(note) and not _MAKER_WORD.search(note):
        return []  # (`“潮汐”调度器（Kubernetes，插件形态）`: the platform it runs on, maybe)
    if _made_for(visible[match.end() :], match["latin"]):
        return []  # (`“青鸟”兼容插件（Ferrule，适配层）— 为 Ferrule 做的插件`: what it is made for)
    return [match["latin"]] if _proper(match["latin"]) and distinctive(form(match["latin"])) else []


def _made_for(rest: str, latin: str) -> bool:
    """The lead says its thing is made for the Latin name (`为 Ferrule 推理引擎做的兼容插件`,
    `a plugin for Ferrule`): the name is another product's, not the entry's."""
    name = re.escape(latin)
    made_for = rf"为\s*{name}(?![A-Za-z0-9])|(?i:(?<![A-Za-z])for\s+){name}(?![A-Za-z0-9])"
    return re.search(made_for, rest) is not None


def _bracketed_latin(visible: str) -> list[str]:
    """The Latin name in brackets right after a Chinese name: another name of the same
    thing (not an abbreviation's letters alone, nor common words: `调度器（Scheduler）`); a
    name with Latin words in it only when the brackets restate them all, acronyms aside
    (`薇丽 FP8 KV 缓存（Vellichor FP8 KV-Cache）`, `基于SLO的分块调度（Scrivener Scheduler）`;
    not `vLLM 原生后端（Transformers）`)."""
    if not _bracketed(visible) or not _OPENS_CAPITAL.search(visible):
        return []  # (both patterns need it: most leads' brackets hold a date, an id, a ref)
    quoted = _quoted_latin(visible)
    if quoted:
        return quoted
    match = _CHINESE_THEN_LATIN.match(visible)
    if match is None or _ABBREVIATION.match(match["latin"]):
        return []
    if not _HAS_CJK.search(match["head"]):
        return _latin_lengthened(match["head"], match["latin"], bool(match["more"]))
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


def _latin_lengthened(head: str, latin: str, more: bool) -> list[str]:
    """A Latin name's brackets giving first that name and a word more, then another clause
    (`**Pliant Tools**（Pliant Tools SDK，Pliant）`): the same thing's longer name (not a
    release, `Tern（Tern 2.0，…）`; not alone, nor a maker's name: `Tern（Tern Labs）`)."""
    name = head.strip()
    rest = latin[len(name) :] if more and latin.startswith(name) and _proper(name) else ""
    if not _ONE_WORD_MORE.fullmatch(rest) or re.fullmatch(contrary.ORG, latin):
        return []
    return [latin]


_ONE_WORD_MORE = lazy(r"\s+[A-Z][A-Za-z\-]*[A-Za-z]")


_SPACE_HYPHEN = lazy(r"[ \-]")


def _initials(name: str) -> str:
    """`Cross-Pod Prefix Relay` → `CPPR` (hyphenated words apart), `Tiered SLO Scheduler` →
    `TSS`."""
    return "".join(w[0] for w in _SPACE_HYPHEN.split(name) if w).upper()


def _proper(core: str) -> bool:
    """Every word of a Latin name capitalised, and not all of them common words (`Kestrel`,
    `Mosaic-Spec`, `Phase-Aware Scheduler`; not `Scheduler`, `Speculative Decoding`)."""
    words = core.split()
    capitalised = all(w[:1].isupper() or w[:1].isdigit() for w in words)
    return bool(words) and capitalised and not all(form(w) in COMMON for w in words)


# A capitalised word of four letters or more with lowercase letters: a name (`Lumen-2`,
# `XidGuard`), not a chip or a figure (`B200`, `H100`), an acronym (`MoE`, `NVIDIA`) or an
# acronym's compound (`SLO-aware`, `KV-Cache`: the lowercase letters come after a hyphen).
# `for` and a capitalised name right after a name (`Tidewright for VS`, `Quill for Slack`): a
# product made for that platform (a plugin, an edition), not the name's own thing.
_FOR_PLATFORM = lazy(r"^\s+for\s+[A-Z][A-Za-z0-9]*(?![A-Za-z0-9])")
_CAPITALISED = lazy(r"(?<![A-Za-z0-9])[A-Z](?=[A-Za-z0-9]*[a-z][A-Za-z0-9]*[a-z])[A-Za-z0-9\-]{3,}")


# Protocols and formats a product speaks, capitalised like names (`Switchyard 网关 OAuth
# 令牌透传缺陷`): what the subject's news is about, never another thing an entry stands for.
PROTOCOL_WORDS = frozenset(
    {"oauth", "oauth2", "openid", "saml", "webauthn", "webhook", "webhooks", "websocket"}
    | {"websockets", "graphql", "protobuf"}
)


# A language subset's suffix after a name (`MMB-Pro-zh`, `X_en`): the name's own subset.
_LANGUAGE_SUFFIX = r"[-_](?i:zh|cn|en|ja|jp|ko|de|fr|es)(?![A-Za-z0-9])"


def _names_another(name: str, core: str) -> bool:
    """The subject names another thing after its Latin core: a capitalised word of four
    letters or more, not generic (`Tessera 团队新项目 Lumen-2`, `Tidepool 与 Strata 集成`)."""
    rest = name[name.find(core) + len(core) :] if core in name else ""
    new = versions.renamed_to(rest)  # (`X 更名为 Y`: Y is X's new name, not another thing)
    if new:
        rest = rest.replace(new, "", 1)
    if core and core in rest:  # (`MMB-Pro 发布中文子集 MMB-Pro-zh`: its own language subset)
        rest = re.sub(rf"(?<![A-Za-z0-9]){re.escape(core)}{_LANGUAGE_SUFFIX}", " ", rest)
    if _FOR_PLATFORM.match(rest):  # (`Tidewright for VS 0.7`: its plugin for VS, another thing)
        return True
    return any(
        form(m.group()) not in GENERIC
        and form(m.group()) not in PROTOCOL_WORDS
        and not _TAKES_ON.search(rest[: m.start()])
        and not _ON_NAMED.search(rest[: m.start()])
        and not _on_benchmark(rest[: m.start()], rest[m.end() :])
        and not _granted_by(rest[: m.start()])
        and not _LICENSED_TO.search(rest[: m.start()])
        and not _acquired_by(rest[: m.start()], rest[m.end() :])
        and not _moved_off(rest[: m.start()])
        and not _FEATURE.match(_MORE_CAPITALISED.sub("", rest[m.end() :], count=1))
        and not _support_launched(rest[: m.start()], rest[m.end() :])
        and not _hosted_on(rest[: m.start()], m.group())
        and not _on_platform(rest[: m.start()], m.group())
        and not _sanctioned_by(rest[: m.start()], rest[m.end() :])
        and not _SCORED_AT.search(rest[: m.start()])
        and not _LICENCE.match(rest, m.start())
        for m in _CAPITALISED.finditer(rest)
    )


# A licence the subject now goes under (`改用 Apache-2.0 许可`, `moves to Apache-2.0`): its terms,
# no other thing the title is about.
_LICENCE = lazy(r"(?i:Apache|Elastic\s+License|Commons\s+Clause)(?:[\s\-]*v?\d+(?:\.\d+)*)?")


# A verb saying the subject topped or scored on what follows (`Kestrel 2.1 tops ServeBench v4.1`,
# `X scores 71.2 on Tallyboard`, `X 3.1 登顶 Tallyboard`): the board it was measured on, where
# a result was got, not another thing the title is about.
_SCORED_AT = lazy(
    r"(?:登顶|领跑|夺冠|问鼎|(?i:(?<![A-Za-z])(?:tops|topped|leads|(?:scores?|scored|ranks?|ranked"
    r"|places?|placed)(?![A-Za-z])[^,;，；—–]{0,24}?\s(?:on|in|at)(?:\s+the)?)))\s*$"
)


# A site that hosts code, models or packages (`GitHub`, `Hugging Face`, `PyPI`), after a word
# saying the subject was put there (`Ember Serve 开源仓库上线 GitHub`, `X 权重登陆 Hugging Face`,
# `X released on PyPI`): where it went, not another thing the title is about.
_HOSTS = frozenset(
    {"github", "gitlab", "gitee", "hugging", "huggingface", "modelscope", "pypi", "docker"}
)
_PUT_ON = lazy(
    r"(?:上线|上架|登陆|入驻|开源(?:到|至|于)?|发布(?:到|至|于)|托管(?:到|至|于|在)|迁(?:移)?(?:到|至)"
    r"|(?i:(?<![A-Za-z])(?:on|to)))\s*$"
)


# An operating system a product comes to (`Pellucid Desk 登陆 Linux(公测)`, `X 支持 Windows`,
# `X 移植到 Android`, `X lands on macOS`): where it now runs, not another thing the title is about.
_PLATFORMS = frozenset(
    {"linux", "windows", "macos", "ios", "ipados", "android", "chromeos", "harmonyos", "wayland"}
)
_COMES_TO = lazy(
    r"(?:上线|上架|登陆|登录|支持|适配|移植(?:到|至)?|扩展(?:到|至)|(?:来|推广)(?:到|至)"
    r"|(?i:(?<![A-Za-z])(?:lands?\s+on|comes?\s+to|on|to|for|supports?|adds?)))\s*$"
)


def _on_platform(before: str, word: str) -> bool:
    """The capitalised `word` is an operating system the subject was just said to come to or
    support (`_PLATFORMS` after `_COMES_TO`)."""
    return form(word) in _PLATFORMS and _COMES_TO.search(before) is not None


# `被` before the capitalised word and a removal or sanction after it, in one clause (`X 扩展被
# Chrome 网上应用店下架`, `X 被 Acme 起诉`): what acted against the subject, still the subject's
# news (not `X 被 SGLang 采纳`: the other thing took it up).
_SANCTIONED = lazy(
    r"^[^，,；;。—–]{0,16}?(?:下架|封禁|封停|封杀|屏蔽|拉黑|起诉|处罚|罚款|约谈|调查|警告|点名|禁用|移除)"
)


def _sanctioned_by(before: str, after: str) -> bool:
    """The capitalised word comes right after `被` and before a removal or sanction
    (`_SANCTIONED`): who acted against the subject."""
    return before.rstrip().endswith("被") and _SANCTIONED.match(after) is not None


def _hosted_on(before: str, word: str) -> bool:
    """The capitalised `word` is a hosting site the subject was just said to be put on (the
    second word of `Hugging Face` too)."""
    if form(word) == "face" and before.endswith(("Hugging ", "Hugging")):
        before, word = before.rstrip()[: -len("Hugging")], "Hugging"
    return form(word) in _HOSTS and _PUT_ON.search(before) is not None


# Support for a thing that a title says its subject launched (`Lumen Trace 上线 OpenTelemetry
# 语义约定支持`, `X 推出 Postgres 兼容`), or an interface to it (`Kestrel Cloud 上线 Kestrel 5 批量
# 接口`): the subject's feature, not another thing it is about.
_LAUNCHED_BEFORE = lazy(r"(?:上线|推出|发布|(?i:launch(?:es|ed)?|ships?))\s*$")
_SUPPORT_AFTER = lazy(
    r"^[^，,；;。—–]{0,24}?(?:支持|兼容|集成|接口|端点|(?i:support|integration|api|endpoints?)(?![A-Za-z]))"
)


def _support_launched(before: str, after: str) -> bool:
    """The capitalised word comes after a launch word and before a support or an interface
    word, in one clause (`上线 OpenTelemetry 智能体语义约定支持`, `上线 Kestrel 5 批量接口`): what
    the subject now supports or serves."""
    return bool(_LAUNCHED_BEFORE.search(before) and _SUPPORT_AFTER.match(after))


# `在` and the Latin words of a name a later capitalised word goes on (`X 在 SWE-bench Verified
# 达到 74.2%`: `Verified` is still the name of where X scored, not another thing X is about).
_ON_NAMED = lazy(r"在\s*(?:(?<![A-Za-z0-9.\-])[A-Za-z0-9][A-Za-z0-9.\-]*\s+)+$")


# `在` right before the name and a benchmark word then `上` after it (`X 在 BEIR-Disk 十亿级基准上的
# 第三方评测`, `X 在 Foo 榜单上排第一`): where the subject was scored, not another thing.
# (`在 BEIR-`: the name's start before the capitalised word)
_AT_ZAI = lazy(r"在\s*(?:[A-Za-z0-9][A-Za-z0-9.\-]*\s+)*[A-Za-z0-9.\-]*$")
_BENCHMARK_ON = lazy(
    r"^\s*[^，,；;。—–]{0,10}?(?:基准|榜单?|排行榜|评测集|数据集|测试集|(?i:benchmark|leaderboard))"
    r"(?:测试)?\s*上"
)


def _on_benchmark(before: str, after: str) -> bool:
    """The capitalised word follows `在` and comes before a benchmark word and `上`
    (`在 BEIR-Disk 十亿级基准上`): the benchmark the subject was scored on."""
    return bool(_AT_ZAI.search(before) and _BENCHMARK_ON.match(after))


def _granted_by(before: str) -> bool:
    """The capitalised word is part of the name of what grants the subject something, right
    after `获` (`Osprey 获 CNCF Sandbox 接纳`, `X 获 Sequoia Capital 领投`): who grants it, not
    another thing the title is about."""
    return "获" in before and _GRANTED.search(before) is not None


_GRANTED = lazy(r"获得?\s*(?:[A-Za-z][A-Za-z0-9.\-]*\s+)+$")

# A licence verb right before the capitalised word (`许可证改为 Apache-2.0`, `改用 Apache-2.0
# 许可`, `relicensed to Apache-2.0`, `license changed to …`): the licence the subject takes, not
# another thing the title is about.
_LICENSED_TO = lazy(
    r"(?:许可证?|协议)\s*(?:改为|改成|换成|变更为|调整为|改用)\s*$|改用\s*$"
    r"|(?i:(?<![A-Za-z])(?:re)?licen[cs](?:e|ed)\s+(?:(?:changed|switched|moved)\s+)?(?:to|under)\s+$)"
)


def _acquired_by(before: str, after: str) -> bool:
    """The capitalised word is part of the name of who acquires the subject (`Quillfeather 被
    Kestrel AI 收购`, `Wren acquired by Harbor Labs`): the buyer, not another thing the title is
    about (the subject's news: an acquisition)."""
    if "被" not in before and "by" not in before:
        return False
    if (by := _BOUGHT_BEFORE.search(before)) is None:
        return False
    said = _BOUGHT_AFTER.match(_MORE_CAPITALISED.sub("", after, count=1))
    # (`被 Y` then a bracket or the clause's end is no acquisition: `X 在 Bench 上被 Gorse（…）
    # 反超`; only `acquired by Y` needs no word after it)
    return said is not None and (bool(said["bought"]) or by.group()[0] not in "被由")


_BOUGHT_BEFORE = lazy(
    r"(?:被|由)\s*(?:[A-Za-z][A-Za-z0-9.\-]*\s+)*$"
    r"|(?i:(?<![A-Za-z])(?:acquired|bought)\s+by\s+(?:[A-Za-z][A-Za-z0-9.\-]*\s+)*$)"
)


def _moved_off(before: str) -> bool:
    """The capitalised word names where the subject's users are sent as it is discontinued
    (`Cairn Studio 宣布停止维护，引导用户迁往 Maestro Flow`, `X deprecated — migrate to Y`): the
    successor, not another thing the title is about (the subject's news: its end)."""
    return _DISCONTINUED.search(before) is not None and _MOVE_TO.search(before) is not None


_DISCONTINUED = lazy(
    r"停止维护|停更|停止更新|停止服务|下线|弃用|废弃|退役|(?i:(?<![A-Za-z])(?:end[\s-]of[\s-]life"
    r"|EOL|deprecat(?:ed|es|ion)|sunset(?:s|ting)?|discontinued|retired?)(?![A-Za-z]))"
)
_MOVE_TO = lazy(
    r"(?:迁往|迁移到|迁移至|迁至|转向|转到|改用)\s*(?:[A-Za-z][A-Za-z0-9.\-]*\s+)*$"
    r"|(?i:(?<![A-Za-z])(?:migrat(?:e|es|ing)|move|moving|switch(?:ing)?)\s+to\s+"
    r"(?:[A-Za-z][A-Za-z0-9.\-]*\s+)*$)"
)
_BOUGHT_AFTER = lazy(r"\s*(?P<bought>(?:全资|正式|宣布)?(?:收购|并购))|\s*(?=[，,；;。—–(（]|$)")


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
    if not any(map(shown.__contains__, _RIVAL_STEMS)):  # (no generator: asked of every lead)
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


# The core's people, then a word saying they launched something (`PRISM 作者开源 …`, `Quill
# 开发者新作 …`, `Tessera 团队发布 …`, `Kestrel's team launches …`; the people named too:
# `Wren-KV 的作者 Wrenworks 推出 …`): the title is about what they launched, when it is a name
# of its own (`_launched_another`).
_MAKERS_LAUNCH = lazy(
    r"^\s*的?\s*(?:论文|项目|原|前|核心)?\s*(?:作者(?:团队)?|团队|原班人马|开发者|维护者"
    r"|(?:联合)?创始人|母公司|核心成员|出品方)\s*(?:[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)*\s*)?"
    r"[^\s，,。；;：:A-Za-z]{0,4}?"
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
# the other thing: still the subject's news; `X 2.3 增加 SharePoint 同步`, as `新增`)
_TAKES_ON = lazy(
    r"(?:接入|对接|对齐|遵循|适配|兼容|支持|新增|增加|加入|修复|在|获得?|进入|合入|并入"
    r"|追踪|跟踪|监控|观测)\s*$"  # (`Lanternfish 追踪 Parley 消息`: what it now traces)
)
# `Yarrow Router 新增成本/延迟 Pareto 模式`: a capitalised word then the word for a mode or a
# policy names a feature of the subject, not another thing (not `… 接入 Chrome DevTools`).
# A backend for a named piece of hardware or platform is a feature too (`Bellows v2.3 adds an
# Apple Neural Engine backend`, `X 新增 Hexagon NPU 后端`), the capitalised words before the word
# read as one name (`_MORE_CAPITALISED`); so is a tier or plan of the subject's own (`Larch Cloud
# 推出 Serve 托管层`).
_FEATURE = lazy(
    r"^\s*(?:模式|策略|算法|后端|套餐|档位|档(?![案期])|mode|policy|backend|tier|plan|layer)(?![A-Za-z])"
    # (an adapter or a plugin of the subject's, named by what it plugs into: `发布 Glimmer 适配器`,
    # `新增 RavenServe 插件`, `a Glimmer adapter`, as a backend for named hardware is)
    r"|^\s*(?:适配器|插件|连接器|adapters?|plug-?ins?|connectors?)(?![A-Za-z])"
    # (a layer of the subject: `托管层`, `服务层`, `推出 Serverless 索引层`; not `层级`, `层面`)
    r"|^\s*[\u4e00-\u9fff]{0,3}层(?![级次面])",
    re.I,
)
_MORE_CAPITALISED = lazy(r"^(?:\s+[A-Z][A-Za-z0-9\-]*)+(?=\s|$)")


def _product_word(words: list[str]) -> bool:
    """Words that can be a product's name on their own: capitalised or product-like
    (`Vellum`, `Morrow Serve`, `H2O`), distinctive, not a common or generic word."""
    name = form(" ".join(words))
    shaped = _proper(" ".join(words)) or bool(_PRODUCT.search(" ".join(words)))
    return shaped and distinctive(name) and name not in COMMON


def _spells(abbr: str, full: str) -> bool:
    """The first words of `full` begin with the letters of `abbr`."""
    words = re.split(r"[ \-]", full)
    return len(words) >= len(abbr) and "".join(w[0] for w in words[: len(abbr)]).upper() == abbr


# A lead's first clause: up to its first comma, semicolon or full stop (`**X 漏洞**（CVE-…）：
# pickle 检查点…；`, `LangGraph 1.4.1 — CVE-2027-35520 — pickle …;`).
_FIRST_CLAUSE = lazy(r"^[^，,；;。]*")
# the halves of a name in two languages: spaced (`Sablewing / 黑羽引擎`) or glued where Latin
# meets Chinese (`Quillserve/羽笔推理框架`; never `owner/repo` or `TCP/IP`)
_LANGUAGE_PARTS = lazy(
    r"\s+/\s+|(?<=[A-Za-z0-9])/(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])/(?=[A-Za-z])"
)
