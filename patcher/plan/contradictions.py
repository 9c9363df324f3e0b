"""Contradictions (矛盾/待核实) → `⚠️ 待核实` notes on the entries they concern, or an anchor."""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
import weakref
from array import array
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from patcher.briefing.increments import Increment
from patcher.briefing.parse import Brief, Contradiction, note_number
from patcher.document.identity import lead_name, lead_text
from patcher.plan import contrary, incidents
from patcher.plan.descriptor import generic_chinese
from patcher.plan.editor import Editor
from patcher.plan.entries import EntryIndex, Target
from patcher.plan.evidence import (
    COMMON,
    GENERIC,
    Mentions,
    NameIndex,
    Names,
    claim_tokens,
    distinctive,
    figures,
    form,
    names_of,
    sharing_claims,
    spaced,
    standard_abbreviation,
    standard_kind_after,
    subject,
)
from patcher.plan.evidence.spelling import may_be_spaced_in, steady_run
from patcher.plan.render import fill, note_head
from patcher.plan.versions import renamed_to
from patcher.text import marker, refs
from patcher.text.lazy import lazy
from patcher.text.neutral import inline, line_start
from patcher.text.normalise import (
    bigrams,
    fold_letters,
    latin_word,
    may_write_any,
    short,
    squash,
)
from patcher.text.written import as_written, holds

_CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"
# A Latin word, ASCII only: `\w` would run on into Chinese (`TierBench自研方案`, as notes
# are compared once squashed), so a name glued to Chinese text would never be shared; a
# `+` ends a word (`C++`) but joins none (`Astrolabe + Weirgate` squashed is two words).
_WORD = lazy(r"[A-Za-z](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?(?:\++(?![A-Za-z0-9+]))?")
_GENERIC = {
    "the",
    "and",
    "for",
    "with",
    "vs",
    "new",
    "llm",
    "gpu",
    "api",
    "arxiv",
    "of",
    "in",
    "on",
    "at",
    "to",
    "a",
    "an",
}


@dataclass(frozen=True)
class NoteAction:
    """What happened to one 矛盾/待核实 item."""

    id: str
    title: str
    risk: str
    action: str  # attached | resolved | unchanged | unattached | held
    attached_to: str | None
    matched: str | None
    reason: str
    line: int | None = None
    brief: str = ""


def note_id(brief: Brief, item: Contradiction, position: int) -> str:
    return marker.note_id(brief.date, note_number(item.number, position))


def attach_all(
    editor: Editor,
    briefs: tuple[Brief, ...],
    landed: dict[str, Target],
    held: set[str],
    conflicts: frozenset[str] = frozenset(),
) -> list[NoteAction]:
    """Attach every contradiction of every briefing; none is dropped."""
    actions: list[NoteAction] = []
    for brief in briefs:
        own = list(brief.increments)
        used: set[str] = set()
        for position, item in enumerate(brief.contradictions):
            item_id = note_id(brief, item, position)  # (as `patcher parse` names it: note_ids)
            if item_id in used:  # both forms numbered from 1 in one briefing
                item_id = marker.note_id(brief.date, str(100 + position))
            if brief.same_day or _held_by_another(editor, item_id, item):
                item_id = marker.suffixed(item_id, item.title)
            used.add(item_id)
            actions.append(_attach(editor, brief, item, item_id, own, landed, held, conflicts))
    return actions


def _held_by_another(editor: Editor, item_id: str, item: Contradiction) -> bool:
    """A note id of that day already written for another item (another briefing's)."""
    own = [s for s in (item.suggestion or item.problem or item.title, item.title, _said(item)) if s]
    return any(
        item_id in t.ids and not any(holds(t.body, s) for s in own)
        for t in editor.index.holding(item_id)
    )


def _attach(
    editor: Editor,
    brief: Brief,
    item: Contradiction,
    item_id: str,
    own: list[Increment],
    landed: dict[str, Target],
    held: set[str],
    conflicts: frozenset[str] = frozenset(),
) -> NoteAction:
    base = NoteAction(item_id, item.title, item.risk, "", None, None, "", None, brief.path)
    written = _written(editor, item_id)
    if written is not None:  # wherever the evidence would place it today: never twice
        return _with(base, "unchanged", written, f"id:{item_id}", "the document already has it")
    if _RESOLVED.search(f"{item.title} {item.risk}"):
        return _resolve(editor, brief, item, item_id, own, landed, base)
    if _INTO_VERIFY.search(_suggested(item)):  # (`建议：放入待核实`: the section, no entry)
        return _note_in_anchor(editor, item, item_id, brief.date, base, _ASKED_THERE)
    earlier = _earlier_increment(item, brief.date, editor)
    if earlier is not None:  # (`更正：12-15 增量 4 的 …`: where that increment went)
        label = f"entry {short(earlier[0].title, 40)!r}"
        return _note_on(editor, earlier[0], item, item_id, brief.date, base, label, earlier[1])
    if _unknown_compared(item.title, own, editor) or _unknown_on_board(item.title, own, editor):
        return _note_in_anchor(editor, item, item_id, brief.date, base)  # (about no one entry)
    if _merging(item.title, editor):
        return _note_in_anchor(editor, item, item_id, brief.date, base)  # (about no one entry)
    if _acquiring_a_maker(item.title, editor) or _company_news(item.title, editor):
        # (`有报道称 A 将收购 B`, `灯塔智能 B 轮融资传闻`: a maker's news, no one entry's)
        return _note_in_anchor(editor, item, item_id, brief.date, base)  # (about no one entry)
    if _unreleased_rumoured(item, own, editor):
        # (`PixelWeave 5 泄露截图` where the document has reached PixelWeave 4.1: no entry yet)
        return _note_in_anchor(editor, item, item_id, brief.date, base)  # (about no one entry)
    if (
        _unknown_claiming(item.title, own, editor)
        and not _note_leads_with_claimed(item, editor)
        and not _claimed_answers(item.title, editor)
    ):
        return _note_in_anchor(editor, item, item_id, brief.date, base)  # (about no one entry)
    inc, how = _match_increment(item, own, editor)
    if inc is not None and (
        _named_as_accused_of(item.title, how) or _named_as_unrelated(item.title, how)
    ):
        inc, how = None, None  # (`Marram 被指基于 Kelpie 的代码`: not tonight's Kelpie news)
    if inc is not None and _sets_beside(item.title, inc, how, editor):
        return _note_in_anchor(editor, item, item_id, brief.date, base)  # (two things)
    if (stopped := _stopped(base, inc, how, held, conflicts)) is not None:
        return stopped
    target = landed.get(inc.id) if inc is not None else None
    if (product := _product_beside_incident(item, how, target, editor)) is not None:
        inc, (target, how) = None, product  # (a feature's doubt, not tonight's incident's)
    if (pathed := _path_over_name(item, inc, how, target, editor)) is not None:
        inc, (target, how) = None, pathed  # (`hollowtree/mnemo 0.8 …`: that library's)
    ref = _ref_entry(item, editor)
    if (
        ref is not None
        and ref[0] is not target
        and not _by_key(inc, how, editor)
        and not _release_asked_for_fix(item.title, inc, editor)
    ):
        inc, (target, how) = None, ref  # the item is about that paper or issue itself
    if (
        target is not None
        and inc is not None
        and not _led_by_its_other_name(item.title, inc, how)
        and (fuller := _fuller_entry(item, how, editor, inc))
    ):
        inc, (target, how) = None, fuller  # the item names that entry, not only the product
    if target is not None and (how or "").startswith("claims:"):
        spelled = _spelled_entry(item, editor, leading=True)
        if spelled[0] is not None and spelled[0] is not target:
            inc, (target, how) = None, spelled  # the item's own name is that entry's
        elif (
            inc is not None
            and (own_name := _led_by_entry_not_increment(item, inc, editor))
            and own_name[0] is not target  # (tonight's own new entry: the increment's note)
        ):
            inc, (target, how) = None, own_name  # (`FrameKV 论文称…`: FrameKV's entry)
    elif (
        target is not None
        and inc is not None
        and (how or "").startswith("quotes ")
        and (own_name := _led_by_entry_not_increment(item, inc, editor))
        and own_name[0] is not target
    ):
        inc, (target, how) = None, own_name  # (`KV-Pilot 是否停止维护` quoting `只修 bug`)
    incident = (
        _incident_entry(item, editor)
        or _dated_incident(item.title, editor)
        or _product_incident(item.title, target, editor)
        or _named_incident(item.title, target, editor)
        or _incident_on_product(item.title, target, editor)
    )
    if incident is not None and incident[0] is not target and not _by_key(inc, how, editor):
        inc, (target, how) = None, incident  # (`Larchserve SSE 卡死…`: the incident's entry)
    scored = _product_of_score(item.title, target, editor)
    if scored is not None and not _by_key(inc, how, editor):
        inc, (target, how) = None, scored  # (`TH-Embed-3 67.4 分是否为自报`: the product's)
    board = _board_of_score(item.title, target, editor)
    if board is not None and not _by_key(inc, how, editor):
        inc, (target, how) = None, board  # (`Vega 4.1 MMRead 74.0 为自报`: the board's)
    itself = _board_itself(item.title, target, editor)
    if itself is not None and not _by_key(inc, how, editor):
        inc, (target, how) = None, itself  # (`ToneBench 秋季评测是否由 X 赞助`: the board's)
    if target is None:
        target, how = _match_entry(item, editor)
        if (scored := _product_of_score(item.title, target, editor)) is not None:
            target, how = scored  # (`Ferrule 在 ToolArena 5 月榜成功率 92.0%`: the product's)
        newer = _newer_release(item.title, target, own, editor) if target is not None else None
        if newer is not None and (target := landed.get(newer[0].id)) is not None:
            inc, how = newer
        elif newer is None and target is not None:
            target, how = _release_sibling(item.title, target, how, editor)
    if target is None and inc is None and (tied := _one_landing(item.title, own, landed)):
        target, how = tied
    if target is None and inc is None and (weak := _weakly_led(item, own)) is not None:
        inc, how = weak
        if (stopped := _stopped(base, inc, how, held, conflicts)) is not None:
            return stopped
        target = landed.get(inc.id)
    if target is None and inc is None:
        target, how = _glued_release_entry(item, editor)
    if target is None and inc is None:
        target, how = _short_form_entry(item.title, editor)
    if target is not None:
        label = inc.id if inc is not None else f"entry {short(target.title, 40)!r}"
        return _note_on(editor, target, item, item_id, brief.date, base, label, how)
    return _note_in_anchor(editor, item, item_id, brief.date, base)


# A capitalised Latin word and a generation number after it, no capitalised word before or
# after them (`传闻 Osprey 将开源 Marlowe 3`: `Marlowe 3`; not `Marlowe Engine 3`).
_WORD_GENERATION = lazy(
    r"(?<![A-Za-z0-9.\-])(?P<word>[A-Z][a-z]{2,}[A-Za-z]*)\s+(?P<n>[1-9]\d?)(?![\d.A-Za-z])"
)


def _short_form_entry(title: str, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry whose name of two words or more opens with the word the item's
    title writes before a generation number, and whose own text writes that word and number
    (`传闻 Osprey 将开源 Marlowe 3` and `**Marlowe Engine**（Osprey Compute …）` holding
    `- …：Marlowe 3 GA。`): the short form its editor gives that generation. None for no such
    entry or two."""
    said = list(_WORD_GENERATION.finditer(title))
    if len(said) != 1:
        return None, None
    word, number = said[0]["word"], said[0]["n"]
    short_form = re.compile(rf"(?<![A-Za-z]){re.escape(word)}\s+{number}(?![\d.A-Za-z])")
    found = []
    for position in dict.fromkeys(editor.index.names.by_first.get(form(word), ())):
        t = editor.index.at(position)
        if t.entry is None or t.anchor in editor.index.retired:
            continue
        if t.anchor == editor.smap.contradictions:
            continue
        name = lead_name(lead_text(t.title)).split()
        if len(name) < 2 or form(name[0]) != form(word):
            continue
        if any(short_form.search(line) for line in t.lines_read()[1:]):
            found.append(t)
    if len(found) != 1:
        return None, None
    return found[0], f'names "{word} {number}", the short form its entry writes'


# A name written glued to its release number (`Cadenza2`, `回声2.1`, `KiteVideo1.0`): three
# Latin letters or two Chinese characters, then a version that no letter follows (`H200`,
# `FP8`, `Qwen3-VL` stay as written).
_NAME_THEN_RELEASE = lazy(
    r"(?:(?<![A-Za-z0-9])[A-Za-z]{3,}|[\u4e00-\u9fff]{2,})"
    r"(?=\d+(?:\.\d+)*(?![\d.]*[A-Za-z0-9_+-]))"
)


def _glued_release_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The entry an item names once its name and release number are spaced apart."""
    title = _NAME_THEN_RELEASE.sub(lambda m: f"{m.group(0)} ", item.title)
    if title == item.title:
        return None, None
    target, how = _match_entry(replace(item, title=title, problem="", suggestion=""), editor)
    if target is not None and _other_release_entry(item.title, target.title):
        return None, None  # (`FarSail2 吞吐` is not `远帆 FarSail `1.0``'s: another generation)
    return target, how


def _other_release_entry(title: str, lead: str) -> bool:
    """The entry's lead writes the glued name with a release of its own (`FarSail `1.0``) and
    none the item's glued number starts (`FarSail2`: generation 2, not 1.0)."""
    for glued in _NAME_THEN_RELEASE.finditer(title):
        number = _GLUED_NUMBER.match(title, glued.end())
        after = re.search(
            rf"(?<![A-Za-z]){re.escape(glued.group(0))}[\s`*]*v?(\d+(?:\.\d+)*)", lead, re.I
        )
        if number is None or after is None:
            continue
        mine, theirs = number.group(0), after.group(1)
        if (
            theirs != mine
            and not theirs.startswith(f"{mine}.")
            and not mine.startswith(f"{theirs}.")
        ):
            return True
    return False


_GLUED_NUMBER = lazy(r"\d+(?:\.\d+)*")


# A suggestion putting the item in the 待核实 section itself (`放入待核实`, `列入待核实，暂不
# 入正文`, `暂列待核实`, `仅记入待核实`, `进待核实，不写正文`, `待核实条目补充说明`, `在待核实区
# 记一条…`), not marking
# a note (`标注待核实`) or closing one (`关闭此前待核实项`).
_INTO_VERIFY = lazy(
    r"(?<!无需)(?<!无须)(?<!不必)(?<!不需)(?<!不要)(?<!不用)(?<![不勿别])"  # (not `无需放入待核实`)
    r"(?:放入|放进|列入|移入|记入|暂列|暂记|列|(?<![推促引先改])进入?)\s*待核实(?!项)"
    r"|待核实(?:条目|项)(?:补充|更新|追加)"
    # (`在待核实区记一条通用口径说明`: a line of the section's own)
    r"|(?<![不勿别])在\s*待核实(?:区|区域|部分|栏|节)?\s*(?:记|列|写|放|加|补)"
)
_ASKED_THERE = "the suggestion puts it in the to-verify section"
_INLINE_SUGGESTION = lazy(r"\s建议[：:]\s*(?P<said>[^。；;]+)")


def _suggested(item: Contradiction) -> str:
    """The item's suggestion, or the one its one-line title ends with (`3. X 停更说法（低风险）：…
    建议：待核实条目补充说明`)."""
    if item.suggestion:
        return item.suggestion
    inline = _INLINE_SUGGESTION.search(item.title) if "建议" in item.title else None
    return inline["said"] if inline else ""


# An item led by a thing's name (`Quasar Serve（未收录的新引擎）号称 …`) that compares it with
# another (`为 Marlowe Serve 的 2×`, `比 X 快`, `对标 X`, `以 X 为基线`, `than X`, `vs X`; not a
# source's `来源为 X 员工推文`).
_LED_NAME = lazy(r"^\s*(?P<name>[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Z][A-Za-z0-9.\-]*){0,2})")
_COMPARED = lazy(
    r"(?:(?<!来源)(?<!出处)(?<!作者)(?<!来自)为"
    r"|比|相比|对比|对标|以(?=\s*[A-Za-z][\w .\-]*为(?:基线|对照|基准|参照))"
    r"|超过|优于|胜过|不如|(?i:(?<![A-Za-z])(?:than|vs\.?|versus"
    r"|compared\s+(?:to|with)|against|benchmarked\s+against)))\s*[A-Za-z]"
)


# A name, then the comparison it stands in (`在回应 GraphWeave 对比时`, `与 Trellis 的比较`):
# the thing compared with, written before the word (not `的对照设置`, a control).
_COMPARED_AFTER = lazy(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9.\-]*\s*(?:的)?\s*(?:对比|比较)")


def _unknown_compared(title: str, own: list[Increment], editor: Editor) -> bool:
    """The item is about a thing (its first word) no increment of its briefing and no entry
    names, compared with one they do (`Quasar Serve（未收录的新引擎）号称 MoE 吞吐为 Marlowe
    Serve 的 2×`): it belongs in the 待核实 section, not on the thing it is compared with."""
    led = _LED_NAME.match(title)
    if led is None:
        return False
    if not _COMPARED.search(title, led.end()) and not _COMPARED_AFTER.search(title, led.end()):
        return False
    if _spaced_apart(title, editor) is not None:
        return False  # (`Deep trawl 2.0 …`: DeepTrawl's, its name spaced apart)
    return _unknown(led["name"].split()[0], own, editor)


# Words placing a thing on a board (`出现在 AgentArena 前三`, `登上 X 榜首`, `appears on X`).
_ON_BOARD = lazy(
    r"(?:出现在|现身|登上|登顶|位列|上榜)\s*[A-Za-z]"
    r"|(?i:(?<![A-Za-z])(?:appears?|appeared|shows?\s+up|showed\s+up|ranks?|ranked)\s+"
    r"(?:\w+\s+){0,2}?(?:on|in|at)\s+[A-Za-z])"
)


def _unknown_on_board(title: str, own: list[Increment], editor: Editor) -> bool:
    """The item is about a thing (its first word) no increment of its briefing and no entry
    names, seen on a board they do (`Hexapod Agent 本周再度出现在 AgentArena 前三`): the doubt is
    whose that thing is, not the board's: it belongs in the 待核实 section."""
    led = _LED_NAME.match(title)
    if led is None or not _ON_BOARD.search(title, led.end()):
        return False
    return _unknown(led["name"].split()[0], own, editor)


# A claim right after the name an item leads with (`Vectorly 云称已提供…`, `X claims …`).
_CLAIMS = lazy(
    r"[^，,。；;：:「」\"“”]{0,8}?(?:号称|宣称|声称|自称|称|(?i:(?<![A-Za-z])claims?(?![A-Za-z])))"
)


# The thing an item leads with owning what follows (`Quillfeather Agent 的 SWE-Gauntlet 71%
# 成绩`): its claim, as much as one it says.
_OWN = lazy(r"\s*的")


# Words calling the claimant a newcomer before its name (`新厂商 MiraVox 声称…`, `初创公司 X
# 称…`, `new vendor X claims`): the claim is read from that name.
_NEWCOMER = lazy(
    r"^\s*(?:一家)?(?:新|新兴|新创|初创|创业)(?:厂商|公司|团队|实验室|玩家)\s*"
    r"|^\s*(?i:(?:a\s+)?(?:new\s+(?:vendor|company|player)|startup))\s+"
)


def _unknown_claiming(title: str, own: list[Increment], editor: Editor) -> bool:
    """The item is about what a thing no increment of its briefing and no entry names claims
    (`Vectorly 云称已提供「托管 RAGFlow 0.22 + 无限知识库」`) or owns (`Quillfeather Agent 的
    SWE-Gauntlet 71% 成绩`), though the claim names a thing the document holds: the claim is
    the unknown thing's, its place the 待核实 section; read past words calling it a newcomer
    (`新厂商 MiraVox 声称…超越 Voxen`)."""
    title = title[newcomer.end() :] if (newcomer := _NEWCOMER.match(title)) else title
    led = _LED_NAME.match(title)
    claim = None
    if led is not None:
        claim = _CLAIMS.match(title, led.end()) or _OWN.match(title, led.end())
    if led is None or claim is None:
        return _unknown_chinese_claimant(title, own, editor)
    first = led["name"].split()[0]
    claimed = title[claim.end() :]
    return _unknown(first, own, editor) and not _maker_of_claimed(first, claimed, editor)


# A claimant named in Chinese before its claim (`雁阵云称已托管 Tern-Embed-3…`, `贝壳云宣称…`),
# and the words of hearsay, whose claimant is only a channel (`某博客称`, `有帖子称`, `匿名帖称`,
# `社区帖称`, `媒体称`): a claim about an entry there is that entry's question.
_CHINESE_CLAIMANT = lazy(r"^\s*(?P<name>[\u4e00-\u9fff]{2,8}?)(?:号称|宣称|声称|自称|称)")
_HEARSAY_CLAIMANT = lazy(
    r"^(?:某|有|一|匿名|未具名|未署名|据|网传|多家|业内)"
    r"|帖|博客|媒体|社区|论坛|报道|消息|传闻|用户|网友|复盘|调研|榜单|厂商|官方|演讲|文章|报告|人士|作者"
)


def _unknown_chinese_claimant(title: str, own: list[Increment], editor: Editor) -> bool:
    """The item leads with a claimant named in Chinese (not hearsay) that no increment of its
    briefing and no entry's lead writes, not even by its first two characters (`雁阵云称已托管
    Tern-Embed-3 且免费调用`): the claim is that unknown claimant's, its place the 待核实
    section (`燕鸥实验室称…` of an entry led `燕鸥嵌入` is the maker's word on its own entry)."""
    said = _CHINESE_CLAIMANT.match(title)
    if said is None or _HEARSAY_CLAIMANT.search(said["name"]):
        return False
    texts = [inc.title for inc in own] + [" ".join(inc.points) for inc in own]
    texts += [lead_text(e.lead) for e in editor.index.names.entries]
    texts += [a for e in editor.index.names.entries for a in e.aliases]
    return not any(said["name"][:2] in text for text in texts)


# The note a suggestion asks for, in quotes (`标注"Osprey 治理是否受 … 待核实"`), when it
# still has them.
_NOTE_ASKED = lazy(r"[\"“「『]\s*(?P<note>[^\"“”「」『』\n]{2,200}?)\s*[\"”」』]")


def _note_leads_with_claimed(item: Contradiction, editor: Editor) -> bool:
    """The note the suggestion asks for leads with an entry the unknown claimant's claim
    names (`Gannet Labs 宣称收购 Osprey 核心团队` suggesting `标注"Osprey 治理是否受 Gannet Labs
    影响待核实"`): the claim is about that entry, the note its own (not `Vectorly 云称已提供
    「托管 RAGFlow 0.22」` suggesting `Vectorly 托管服务真实性待核实`: the claimant's)."""
    led = _LED_NAME.match(item.title)
    if led is None or not item.suggestion:
        return False
    asked = _NOTE_ASKED.search(item.suggestion)  # (as parsed, the note's quotes are dropped)
    note = spaced(asked["note"] if asked else item.suggestion).casefold()
    claimed = editor.index.mentioned(item.title[led.end() :])
    return any(note.startswith(spaced(name).casefold()) for name in claimed.values())


# Where one clause of a title ends and the next begins.
_CLAUSES = lazy(r"[，,；;。]")


def _claimed_answers(title: str, editor: Editor) -> bool:
    """A later clause of the title leads with an entry the unknown claimant's claim names
    (`ReGen-Strip 宣称去除 GlyphMark 95%，GlyphMark 工作组复测仅 60%`): that entry's side answers
    the claim, a dispute over that entry (not `Vectorly 云称已提供「托管 RAGFlow 0.22」`, the
    claimant's own service)."""
    led = _LED_NAME.match(title)
    if led is None:
        return False
    first, *rest = _CLAUSES.split(title[led.end() :])
    claimed = [spaced(n) for n in editor.index.mentioned(first).values()]
    return any(_starts_with(spaced(clause), name) for clause in rest for name in claimed)


def _maker_of_claimed(claimant: str, claim: str, editor: Editor) -> bool:
    """The claim names an entry whose lead writes the claimant, its maker (`Mozilla 称 Marionette
    …` and `**提线**（Marionette）：Mozilla 的…`; `Forgeworks claims Anvil Runtime …` and `… by
    Forgeworks`): no unknown thing claims it."""
    names = editor.index.names
    word = re.compile(rf"(?<![A-Za-z0-9]){re.escape(claimant)}(?![A-Za-z0-9])", re.I)
    named = {*names.mentioned(claim), *names.products_named(claim)}
    return any(word.search(lead_text(names.entries[p].lead)) for p in named)


_GLUED_RELEASE = lazy(r"(?<=[A-Za-z])[\-.]?v?\d+(?:\.\d+)*$")


def _unknown(first: str, own: list[Increment], editor: Editor) -> bool:
    """`first`, a proper name's word (not an acronym: `NVIDIA`), is named by no increment of
    the briefing (title or points) and by no entry (name or other names); read without a
    release glued to it (`Wayfarer2.4 的 MCP 客户端…` is Wayfarer's)."""
    first = _GLUED_RELEASE.sub("", first)
    if len(first) < 4 or not any(c.islower() for c in first):
        return False
    word = re.compile(rf"(?<![A-Za-z0-9]){re.escape(first)}(?![A-Za-z0-9])", re.I)
    texts = [inc.title for inc in own] + [" ".join(inc.points) for inc in own]
    entries = editor.index.names.entries
    texts += [e.shown for e in entries] + [a for e in entries for a in e.aliases]
    return not any(word.search(text) for text in texts)


# An item saying named things merge into one (`将 A 与 B 合并为统一产品`, `merge A and B into`).
_MERGE = lazy(
    r"合并为|合并成|并入|整合为"
    r"|(?i:(?<![A-Za-z])merg(?:e|es|ed|ing)\s+(?:\S+\s+){0,6}?(?:into|with)(?![A-Za-z]))"
)


# Two things joined before the merge is said (`把梁托服务与梁托缓存合并为…`, `merge A and B`).
_JOINED = lazy(r"\S\s*(?:与|和|及|同|跟|(?i:(?<![A-Za-z])(?:and|with)(?![A-Za-z]))|&)\s*\S")


def _merging(title: str, editor: Editor) -> bool:
    """The item says two things the document has entries for merge (`梁托实验室将把梁托服务与
    梁托缓存合并为统一产品 "Corbel Cloud"`): it is about both, and the new whole — no one
    entry's; it belongs in the 待核实 section."""
    merged = _MERGE.search(title)
    if merged is None:
        return False
    if _JOINED.search(title, 0, merged.start()):  # (`把 A 与 B 合并为…`: two things said)
        return True
    said = form(title)
    named = [t for t in editor.index.live() if t.entry is not None and _named_in(said, t, editor)]
    return len(named) >= 2


# An item saying one company acquires another (`有报道称 Cobalt Cloud 将收购 Linnet AI`, `Emery Labs
# to acquire Tern`): news of two makers, no one entry's; a Latin name after the verb (not `X
# 收购金额`: the amount of X's acquisition, X's news).
_ACQUIRING = lazy(
    r"[A-Za-z\u4e00-\u9fff]{2}[^，,。；;]{0,30}?(?:将|拟|计划|已)?\s*(?:收购|并购)(?=\s*[A-Z][A-Za-z])"
    r"|(?i:(?<![A-Za-z])(?:to\s+acquire|acquires|acquired|will\s+acquire)(?=\s+[A-Z]))"
)


_CLAUSE_END = lazy(r"[，,。；;]")


def _acquiring_a_maker(title: str, editor: Editor) -> bool:
    """The item says one company acquires another that no entry is named by (`有报道称 Cobalt
    Cloud 将收购 Linnet AI`): news of two makers, no one entry's; not an acquired thing the
    document has an entry for (`Gannet Labs 宣称收购 Osprey 核心团队`: Osprey's)."""
    said = _ACQUIRING.search(title)
    if said is None:
        return False
    acquired = _CLAUSE_END.split(title[said.end() :], maxsplit=1)[0]
    return not editor.index.mentioned(acquired)


# A company's own news (`B 轮融资`, `估值`, `被收购`, `合并`, `funding`, `valuation`), not a
# product's.
_COMPANY_NEWS = lazy(
    r"(?:[A-E]\+?\s*轮|天使轮|种子轮|Pre-[A-E]\s*轮)?融资|估值|被\S{0,8}?收购|合并\S{0,8}?(?:业务|公司|团队)"
    r"|(?i:(?<![A-Za-z])(?:funding|raises|raised|valuation|acquired|merger)(?![A-Za-z]))"
)


def _company_news(title: str, editor: Editor) -> bool:
    """The item tells a company's own news (`灯塔智能 B 轮融资 8 亿元传闻`, `北辰智算与远岫科技
    合并智能体业务传闻`) and what it says it of names no entry: a maker, whose product's entry
    (`灯塔智能 DocSeer …`) is not the news' place; 待核实 (`Halyard Gateway 融资金额` names an
    entry: its own)."""
    said = _COMPANY_NEWS.search(title)
    if said is None or said.start() == 0:
        return False
    whose = title[: said.start()]
    return not editor.index.mentioned(whose) and not editor.index.names.shorts_named(whose)


# A rumour or leak (`传闻`, `流传`, `爆料`, `泄露截图`, `rumour`, `leaked`): said of no release yet.
_RUMOURED = lazy(
    r"传闻|据传|流传|爆料|泄露\S{0,4}?(?:截图|界面|图片)|(?:截图|界面)\S{0,2}?泄露"
    r"|(?i:(?<![A-Za-z])(?:rumou?r(?:s|ed)?|leak(?:s|ed)?)(?![A-Za-z]))"
)


_COMMENT = lazy(r"<!--.*?-->")


# What follows a generation number (`Lanting 4 发布传闻`): not more digits or a point, nor a unit
# or measure making it a figure (`Nimbus-Vid 11 月`, `Glintra 3 110B`, `Lanting 2048 像素`, `4K`).
_NO_MEASURE = (
    r"(?![\d.]|\s*(?:月|日|年|号|%|像素|亿|万|千|倍|×|帧|秒|分钟|小时|天|周|个|条|张|字|元"
    r"|(?:[KMBGT]|px|fps|ms|tokens?|tok|bit|GB|MB|TB|k)(?![A-Za-z])))"
)


def _unreleased_rumoured(item: Contradiction, own: list[Increment], editor: Editor) -> bool:
    """A rumour or leak (`_RUMOURED`, in the title or problem) whose title leads with one
    entry's name and a whole generation after it (`PixelWeave 5 泄露截图`) that the document
    writes nowhere, newer than every generation it writes of that name (`PixelWeave 4`,
    `4.1`), and that no increment tonight writes: an unreleased thing, which has no entry
    yet (待核实), where the document keeps an entry per generation (the one found writes its
    own, `### PixelWeave 4`); a family's one entry (`**PixelWeave**`) holds them. Not a
    rumour about a generation the document has (`Stratus Music 2 下架`) nor about the product
    itself (`Tangram Agents 许可证变更传闻`)."""
    if _RUMOURED.search(f"{item.title}\n{item.problem}") is None:
        return False
    lead = re.sub(r"^\s*(?:传闻|据传|rumou?red|rumou?r)\s*[：:]?\s*", "", item.title, flags=re.I)
    mentioned = editor.index.mentioned(lead)
    if len(mentioned) != 1:
        return False
    ((position, name),) = mentioned.items()
    if not names_of(editor.index.names.entries[position].shown).version:
        return False  # (a family's one entry holds its family's rumours)
    bare = names_of(name).bare or name
    words = r"[\s\-]*".join(re.escape(w) for w in bare.split())
    said = re.match(rf"\s*{words}[\s\-]*v?(?P<gen>\d{{1,2}}){_NO_MEASURE}", lead, re.I)
    if said is None:
        return False
    generation = int(said["gen"])
    written = re.compile(rf"{words}[\s\-]*v?(?P<gen>\d+)(?![\d])", re.I)
    text = (_COMMENT.sub("", line) for line in _reached_lines(editor))  # (not `keys=name:x42`)
    gens = {int(m["gen"]) for line in text for m in written.finditer(line)}
    if not gens or max(gens) >= generation:
        return False
    return not any(int(m["gen"]) == generation for inc in own for m in written.finditer(inc.title))


def _reached_lines(editor: Editor) -> list[str]:
    """The document's lines but its to-verify section's: a pending question (`Lanting 4 发布
    传闻`) writes a generation nobody has released."""
    lines = editor.doc.text.lines
    anchor = editor.smap.contradictions
    if not anchor or not editor.doc.has(anchor):
        return list(lines)
    pending = editor.doc.section(anchor)
    return [*lines[: pending.heading], *lines[pending.end :]]


# An item setting two things side by side (`Mooncake 与 LMCache 的命中率对比口径`, `A 吞吐与 B
# 命中率不可比`, `A vs B`).
_SIDE_BY_SIDE = lazy(
    r"(?<![A-Za-z])(?:vs\.?|versus)(?![A-Za-z])|对比|相比|比较|不可比|可比性", re.I
)


def _sets_beside(title: str, inc: Increment, how: str | None, editor: Editor) -> bool:
    """The item, matched to an increment by a name it gives (`Rudder` of `Rudder 接入 LMCache`),
    compares two things the document has entries for (`Rudder 吞吐 1.8× 与 Prefix Router 命中率
    22% 不可比`): the two-entry rule holds for an increment's name too; not where the increment
    is itself a comparison (`Cinder vs LMCache`), nor where a figure the item compares is the
    increment's own (tonight's news set against an entry: `Kiln 44 tok/s 与 LuanRT 38 tok/s`)."""
    if not (how or "").startswith("names ") or names_of(inc.title).comparison:
        return False
    if not _comparing_two(title, editor):
        return False
    named = editor.index.mentioned(title), editor.index.names.products_named(title)
    things = " ".join(n for found in named for n in found.values()).casefold()
    said = {t.casefold() for t in _TOKEN.findall(title)} - set(spaced(things).split()) - GENERIC
    text = "\n".join([inc.title, *inc.points]).casefold()
    # (`Kiln 44 tok/s 与 LuanRT 38 tok/s 不能直接比较`, `Moraine 对比 Vellum Memory 的 LongMemEval
    # 数据`: a figure or word of tonight's increment, its news set against an entry)
    return not any(re.search(rf"(?<![a-z0-9.]){re.escape(t)}(?![a-z0-9])", text) for t in said)


_TOKEN = lazy(r"(?<![A-Za-z0-9.])[A-Za-z0-9][A-Za-z0-9.+\-]*(?<![.\-])")


def _comparing_two(title: str, editor: Editor) -> bool:
    """The item compares two things the document has entries for, neither name holding the
    other (`Mooncake 与 LMCache 的命中率对比口径`, also where `Mooncake` starts another entry's
    name, `Mooncake 传输层内存泄漏`, and so names no one entry): about both, no one entry's;
    it belongs in the 待核实 section. Not an entry that is itself the comparison."""
    if _SIDE_BY_SIDE.search(title) is None:
        return False
    entries = editor.index.names.entries
    mentioned = editor.index.mentioned(title)
    if any(entries[p].names.comparison for p in mentioned):
        return False
    said = {spaced(n) for n in mentioned.values()}
    said |= {spaced(w) for w in editor.index.names.products_named(title).values()}
    things = [n for n in said if not any(n != m and n in m for m in said)]
    return len(things) >= 2


def _one_side_asked(item: Contradiction, editor: Editor) -> tuple[Target, str] | None:
    """Of a comparison's two things, the entry both the problem and the note asked for lead
    with (`LatticeRoute 与 Tern Router 的对比基准不可比`, `问题：LatticeRoute 论文只对比 RouteLLM`,
    `标注"LatticeRoute 相对规则式路由优势待核实"`): the doubt is that one's; else none."""
    if not item.problem or not item.suggestion:
        return None
    asked = _NOTE_ASKED.search(item.suggestion)
    note = asked["note"] if asked else item.suggestion
    problem = _leading(item.problem, editor.index.mentioned(item.problem))
    noted = _leading(note, editor.index.mentioned(note))
    if problem is None or noted is None or problem[0] != noted[0]:
        return None
    if spaced(problem[1]) not in spaced(item.title):
        return None
    return editor.index.at(problem[0]), f'its problem and note lead with "{problem[1]}"'


def _two_led_alike(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """Of two entries an item names, no finder choosing, the one its title, its problem and
    its note all lead with (`GaugeWire 0.11 的 KV 命中率定义与 Lanternscope 不一致`,
    `问题：GaugeWire 按块计，Lanternscope 按 token 计`, `标注"GaugeWire KV 命中率口径需注明"`):
    the doubt is that one's, the other what it is set against; else 待核实 (`A 与 B 的延迟
    数字互相矛盾`)."""
    led = _leading(item.title, editor.index.mentioned(item.title))
    asked = _one_side_asked(item, editor)
    if led is None or asked is None or asked[0].at != led[0]:
        return None, None
    return asked[0], f'its title, problem and note lead with "{led[1]}"'


def _named_in(said: str, target: Target, editor: Editor) -> bool:
    """A name of the entry, without its release, of four characters or more, is in `said`
    (a title's `form`: Chinese text has no word boundaries to find names by)."""
    entry = editor.index.names.entries[target.at]
    bares = {names_of(name).bare or form(name) for name in (entry.shown, *entry.aliases)}
    return any(len(bare) >= 4 and distinctive(bare) and bare in said for bare in bares)


def _stopped(
    base: NoteAction,
    inc: Increment | None,
    how: str | None,
    held: set[str],
    conflicts: frozenset[str],
) -> NoteAction | None:
    """`held` when the item's increment was held back or is in conflict, else None."""
    if inc is not None and inc.id in conflicts:
        why = f"its increment {inc.id} is in conflict with a reviewer's change"
        return _with(base, "held", inc.id, how, why)
    if inc is not None and inc.id in held:
        return _with(base, "held", inc.id, how, f"its increment {inc.id} was held back")
    return None


def _written(editor: Editor, item_id: str) -> str | None:
    """Where the document (or this run's plan) already holds the note of this very id: the
    id of an item is its own (`_held_by_another` gave a taken id a suffix), so a note
    written by an earlier run stays the only one even when the evidence now points
    elsewhere (the night's own new entries and notes are evidence the first run lacked)."""
    for target in editor.index.holding(item_id):
        if item_id in target.ids:
            anchor = editor.smap.contradictions
            return anchor if target.anchor == anchor else f"entry {short(target.title, 40)!r}"
    return None


def _ref_entry(item: Contradiction, editor: Editor) -> tuple[Target, str] | None:
    """The one live entry whose own key is an arXiv id or GitHub ref of the item's title
    (`vllm-project/vllm#33107 是否已修复`): the item is about that paper or issue, even when an
    increment of the briefing names its project."""
    keys = [marker.arxiv_key(a) for a in refs.arxiv_ids(item.title)]
    keys += [marker.github_key(g) for g in refs.github_refs(item.title) if not g.startswith("#")]
    keys += _cve_keys(item, editor)
    for key in [*keys, *_bare_refs(item, editor)]:
        hits = editor.index.with_own_key(key)  # (an index's items are no entries: `sections`)
        if len(hits) > 1 and key.startswith("cve:"):
            hits = _named_by(hits, key[4:])  # (the advisory's entry, not a release fixing it)
        if len(hits) == 1 and key.startswith("cve:"):
            hits = _cve_entry(hits, key[4:], item, editor)
        if len(hits) == 1:
            return hits[0], key
    return None


# A question whether a release carries a fix (`是否真包含 #4471 修复`, `是否真的合入 #3127 修复`,
# `does 1.9 include the fix for #4471`): about what the release contains.
_CARRIES_FIX = lazy(
    r"是否(?:真的?|确实|已经?)?(?:包含|包括|含有?|合入|并入|收录|带上|带有)[^。；;？?]{0,24}修复"
    r"|(?i:(?<![A-Za-z])(?:include|contain|ship|carr)\w*\s+(?:the\s+)?(?:fix|patch))"
)


def _release_asked_for_fix(title: str, inc: Increment | None, editor: Editor) -> bool:
    """The item's title leads with a release of tonight's increment (its lead word and a
    release both titles write) and asks whether that release carries an issue's fix
    (`quiver-db 1.9 是否真包含 #4471 修复` beside `quiver-db 1.9 — 多租户命名空间`): about the
    release, so its note goes where the release went, not onto the entry holding the issue —
    unless the preamble files fix releases under the incident's entry."""
    asked = _CARRIES_FIX.search(title)
    if inc is None or asked is None:
        return False
    led = title[: asked.start()]
    first = _lead_word(led).casefold()
    if not first or first not in {w.casefold() for w in _lead_words(inc.title)}:
        return False
    if not _releases(led) & _releases(inc.title):
        return False
    return not editor.index.names.stated_fixes()


def _named_by(targets: list[Target], cve: str) -> list[Target]:
    """The entries whose name (their lead before its description) writes the CVE id."""
    return [t for t in targets if cve in incidents.entry_name(lead_text(t.title))]


def _cve_entry(hits: list[Target], cve: str, item: Contradiction, editor: Editor) -> list[Target]:
    """The entry holding the CVE id, when it is the vulnerability's (its name writes the id)
    or the item names it; an entry citing the id as background (`**Capstan**：…；已随上游修补
    CVE-2026-41234（NCCL 的漏洞）`) is not what an item about another thing asks (`NCCL
    CVE-2026-41234 严重级别`): none then."""
    if _named_by(hits, cve):
        return hits
    named = editor.index.mentioned("\n".join((item.title, item.problem)))
    return [t for t in hits if t.at in named]


def _cve_keys(item: Contradiction, editor: Editor) -> list[str]:
    """The CVE ids the item writes, in its title or what it says of the problem (`Halcyon-
    Vector 快照漏洞修复版本` saying `CVE-2028-20411 的修复，NVD 记录写 5.0.3…`): a question about
    that vulnerability, whose entry (one holding the id as its own key) takes it."""
    if not editor.smap.identity.cve:
        return []
    said = "\n".join((item.title, item.problem, *item.body))
    return [marker.cve_key(c) for c in refs.cve_ids(said)]


def _fuller_entry(
    item: Contradiction, how: str | None, editor: Editor, inc: Increment | None = None
) -> tuple[Target, str] | None:
    """The one live entry the item's title names by a longer name than the one its increment
    was matched on, a name holding that one (`Ostrava FP8 KV-Cache 10-09 记为…` names the
    `Ostrava FP8 KV-Cache` entry; the increment `Ostrava v3.3 发布` only `Ostrava`)."""
    said = _NAMES.match(how or "")
    if said is None:
        return None
    named = _one(editor.index.mentioned(item.title))
    if named is None:
        return (
            _led_further(item.title, said["name"], editor)
            or _release_entry(item.title, said["name"], editor)
            or _feature_past_release(item.title, editor, inc)
        )
    shorter, longer = spaced(said["name"]), spaced(named[1])
    if len(longer) <= len(shorter) or not re.search(rf"(?<![a-z0-9]){re.escape(shorter)}", longer):
        return _feature_past_release(item.title, editor, inc)
    return editor.index.at(named[0]), f'names "{named[1]}"'


# A clause of a relation line calling what it names background (`均为背景`, `only background`).
_BACKGROUND_SAID = lazy(r"背景|(?i:(?<![A-Za-z])background(?![A-Za-z]))")
_RELATION_CLAUSE = lazy(r"[；;。]|\.\s")


def _called_background(relation: str, feature: list[str]) -> bool:
    """A clause of the increment's relation line writes the feature's words (`fp8 kv`) and
    calls what it names background."""
    wanted = " ".join(feature)
    return any(
        wanted in spaced(clause) and _BACKGROUND_SAID.search(clause)
        for clause in _RELATION_CLAUSE.split(relation)
    )


def _feature_past_release(
    title: str, editor: Editor, inc: Increment | None = None
) -> tuple[Target, str] | None:
    """The one live entry of a product's feature whose name starts with the title's product
    and at least two words after its release (`Tidewell 3.2 FP8 KV 精度…` and `Tidewell FP8 KV
    path`, or `TW FP8 KV 量化路径` where the preamble defines TW = Tidewell), the title's name
    ending there: the doubt is about that feature, not the release that reworked it."""
    mine = spaced(subject(title)).split(" ")
    cut = next((i for i in range(1, len(mine)) if not mine[i].isdigit()), len(mine))
    if cut == 1 or not mine[0].isascii():
        return None  # (no release after the product's name)
    words = [mine[0], *mine[cut:]]
    names = editor.index.names
    firsts = {mine[0]} | {
        form(short) for short, full in names.stated_short_forms().items() if form(full) == mine[0]
    }
    led: list[tuple[int, int]] = []
    for first in firsts:
        for position in names.by_first.get(first, ()):
            entry = names.entries[position]
            theirs = spaced(subject(entry.shown)).split(" ")
            if not entry.live or entry.names.comparison or theirs[0] != first:
                continue
            common = _common_start(words, [mine[0], *theirs[1:]])
            if common >= 3 and (
                common == len(words)
                or not words[common].isascii()
                or (common == len(theirs) and _lowercase_after(title, words[1:common]))
            ):
                led.append((common, position))
    led.sort(reverse=True)
    if not led or (len(led) > 1 and led[1][0] == led[0][0]):
        return None
    if inc is not None and _called_background(inc.relation, words[1 : led[0][0]]):
        return None  # (`§1.3 已有 vLLM FP4 KV-Cache 锚定，均为背景`: the release's doubt)
    shown = short(names.entries[led[0][1]].shown, 30)
    return editor.index.at(led[0][1]), f'names the feature "{shown}"'


def _lowercase_after(title: str, feature: list[str]) -> bool:
    """The title writes the feature's words, then a lowercase English word (`spec decode
    speedup claims`): what it says of the feature, not a longer name (`spec decode Turbo`)."""
    words = r"\s+".join(re.escape(w) for w in feature)
    return re.search(rf"(?i:{words})\s+[a-z]{{3,}}(?![A-Za-z0-9])", subject(title)) is not None


_LATIN_NAME = lazy(r"[A-Za-z][A-Za-z0-9.\-]*")


def _led_by_its_other_name(title: str, inc: Increment, how: str | None) -> bool:
    """The item's title leads with another name of its increment than the one it was
    matched on (`Lumen-Rerank 3 是否兼容 Beacon-Rerank 2 的打分 API` and `Beacon-Rerank 更名
    Lumen-Rerank，Lumen-Rerank 3 同步发布`; `Weft 0.5 …是否仍能加载 Orbweaver 0.4 的模型` and
    `Orbweaver 更名为 Weft`): it is about the increment's new thing, not an entry of the old."""
    said = _NAMES.match(how or "")
    lead = names_of(subject(title))
    word = lead.bare or lead.core
    if said is None or not word or not distinctive(word) or word in COMMON:
        return False
    matched = names_of(said["name"])
    if word in (matched.bare, matched.core, form(said["name"])):
        return False
    return word in {form(t) for t in _LATIN_NAME.findall(inc.title)}


def _newer_release(
    title: str, target: Target, own: list[Increment], editor: Editor
) -> tuple[Increment, str] | None:
    """The one increment of the briefing that is the release the item writes, of the product
    the entry it named is another release of (`云枢 1.9 FP4 精度损失` names `**Yunshu v1.8**
    (云枢)`; the increment `Yunshu 1.9 发布` is that release): the item is about that release,
    where its increment went. None when the entry is of that release or names none."""
    if target.at < 0:
        return None
    entry = editor.index.names.entries[target.at]
    mine, theirs = _releases(title), names_of(entry.shown).version
    if len(mine) != 1 or len(theirs) < 2:
        return None
    (line,) = mine
    said = tuple(int(p) for p in line.split("."))
    if theirs[: len(said)] == said:
        return None  # (the entry is of the release the item writes)
    products = {form(names_of(n).bare or n) for n in (entry.shown, *entry.aliases)}
    found = [
        inc
        for inc in own
        if (n := names_of(inc.title)).bare in products and n.version[: len(said)] == said
    ]
    if len(found) != 1:
        return None
    return found[0], f'names the product of "{short(entry.shown, 30)}" and its release {line}'


def _incident_kept_apart(title: str, position: int, editor: Editor) -> bool:
    """The item is about an incident (a symptom and an issue: `SGLang #21090 死锁复现条件`), the
    entry its title names is not one (`SGLang 0.6.2`), and the document files incidents as
    entries of their own (`vLLM eviction storm (vllm-project/vllm#40112)`): the incident is
    not that entry's news, as an increment's would not be (`plan/evidence/`); none of the
    document's incident entries took it, so it goes to 待核实."""
    if not incidents.symptoms(title) or "#" not in title or not _ISSUE_NUMBER.search(title):
        return False
    names = editor.index.names
    entry = names.entries[position]
    if contrary.incident_named(entry.shown, entry.lead):
        return False
    kept = names.incident_entries()
    return any(names.entries[p].live for p in kept if p != position)


_ISSUE_NUMBER = lazy(r"(?<![A-Za-z0-9&])#\d{2,}(?!\d)")


def _incident_entry(item: Contradiction, editor: Editor) -> tuple[Target, str] | None:
    """The one live entry named by a symptom that the item's title describes as an increment's
    title would (`Larchserve SSE 流式卡死 2.4.1 修复是否完整` and `流式响应卡死（Larchserve SSE
    hang）`, `plan/incidents.py`): the item is about that incident, not its product."""
    found = editor.index.names.incidents_described(item.title)
    if not found:
        return _fix_in_doubt(item, editor)
    if len(found) != 1:
        return None
    ((position, why),) = found.items()
    return editor.index.at(position), why


# A day a title names (`9-25`, `09/25`), not part of a date, version or figure.
_TITLE_DAY = lazy(
    r"(?<![\d.\-/])(?P<month>0?[1-9]|1[0-2])[-/](?P<day>0?[1-9]|[12]\d|3[01])(?![\d.\-/])"
)


def _dated_incident(title: str, editor: Editor) -> tuple[Target, str] | None:
    """An item whose title names a day and an incident (`WeaveIndex 9-25 Cloud 宕机根因`) is
    about the one live incident entry of the title's product (its name, or the short form
    the preamble defines for it: `WX`) dated that day (`` `2031-09-25` 🔥 Weft/WX Cloud
    east-region outage ``), not about an increment that only names the product."""
    day = _TITLE_DAY.search(title)
    said = incidents.INCIDENT_WORDS.search(title) or incidents.SYMPTOM.search(title)
    first = names_of(title).first if day and said else ""
    if day is not None and not first and (said or _OUTAGE.search(title)):
        return _incident_of_day(title, day, editor)  # (`隼云 ap-south 6-20 中断根因`)
    if day is None or not first:
        return None
    names = editor.index.names
    shorts = {form(s) for s, full in names.stated_short_forms().items() if form(full) == first}
    dated = _day_written(day)
    fits = [
        p
        for p, entry in enumerate(names.entries)
        if entry.live
        and entry.names.first in {first, *shorts}
        and dated.search(entry.lead)
        and _marked_incident(editor.index.at(p))
    ]
    if len(fits) != 1:
        return None
    return editor.index.at(fits[0]), f"names the incident of {day.group()}"


# A service's outage in Chinese words (`中断`, `宕机`), beside the incident words.
_OUTAGE = lazy(r"中断|宕机|停服|不可用")
# A word of a title before its day: a Latin name or region (`ap-south`), a Chinese run.
_WORD_BEFORE_DAY = lazy(r"[A-Za-z][A-Za-z0-9\-]{3,}|[\u4e00-\u9fff]{2,}")


def _day_written(day: re.Match[str]) -> re.Pattern[str]:
    """The day a title names (`6-20`) as an entry's lead writes it (`2030-06-20`, `6/20`)."""
    month, date = int(day["month"]), int(day["day"])
    return re.compile(
        rf"(?<!\d)(?:\d{{4}}-)?0?{month}-0?{date}(?![\d\-])|(?<![\d\-/]){month}/{date}(?![\d/])"
    )


def _incident_of_day(title: str, day: re.Match[str], editor: Editor) -> tuple[Target, str] | None:
    """The one live incident entry dated the day an outage's title names, by no product's name
    (`隼云 ap-south 6-20 中断根因`: a service and a region), whose name writes a word the title
    writes before the day (`事故｜隼云 ap-south 区 2030-06-20 中断`, `[KC ap-south outage]`) and
    writes no other region or Chinese name there (`_same_place`)."""
    words = {w.casefold() for w in _WORD_BEFORE_DAY.findall(title[: day.start()])}
    dated, names = _day_written(day), editor.index.names
    fits = [
        p
        for p, entry in enumerate(names.entries)
        if entry.live
        and (on := dated.search(head := entry.lead.split(" — ", 1)[0]))
        and any(w in head.casefold() for w in words)
        and _same_place(words, head[: on.start()])
        and _marked_incident(editor.index.at(p))
    ]
    if len(fits) != 1:
        return None
    return editor.index.at(fits[0]), f"names the incident of {day.group()} by its place"


# A cloud region as a title or an incident's name writes it (`ap-south`, `eu-west-1`).
_REGION = lazy(r"[a-z]{2,6}(?:-[a-z]{2,9})+(?:-\d{1,2})?")
_CJK_RUN = lazy(r"[\u4e00-\u9fff]{2,}")


def _same_place(words: set[str], before: str) -> bool:
    """No region and no Chinese name the title writes before its day stands where the
    incident's name writes another before its day (`鹭羽云` or `ap-south` against `事故｜鹭岛云
    eu-west 区 2026-12-02 中断`): one of the title's, where the name writes any."""
    for kind in (_REGION, _CJK_RUN):
        mine = {w for w in words if kind.fullmatch(w)}
        theirs = [w for w in kind.findall(before) if not _incident_word(w)]
        if mine and theirs and not any(w in before.casefold() for w in mine):
            return False
    return True


def _incident_word(word: str) -> bool:
    """The run says an incident (`事故`, `中断`), no place."""
    return bool(incidents.INCIDENT_WORDS.search(word) or _OUTAGE.search(word))


# Words any doubt about a product writes, naming no incident (`是否`, `问题`, `修复`).
_DOUBT_WORDS = lazy(
    r"是否|问题|事件|事故|修复|解决|同时|一并|真的|仍然|仍|已经|彻底|影响|波及|称|据|报告|社区|官方"
    r"|说法|版本"
)


# A doubt an incident's follow-up writes: whether its fix holds, how far it reaches.
_INCIDENT_DOUBT = lazy(
    r"是否(?:同时|一并|也|彻底|完全|真正|已)?(?:修复|解决)|是否(?:也|同样|仍)?(?:波及|影响)"
)
_CJK_PAIR = lazy(r"[\u4e00-\u9fff]{2,}")
# A name an occurrence ends with (`误删生产库事件`, `会话回放丢失问题`): the product's problem.
_OCCURRENCE = lazy(r"[\u4e00-\u9fff]{2,}(?:事件|问题)\s*$")


def _product_incident(
    title: str, target: Target | None, editor: Editor
) -> tuple[Target, str] | None:
    """The one live incident entry (`Loomwright 长连接断连事件`) of the product whose entry the
    item landed on, named by the first Chinese word of a title asking whether the incident's
    fix holds or how far it reaches (`Loomwright 断连是否波及 2.1`): the item doubts it."""
    if target is None or target.at < 0 or _marked_incident(target):
        return None
    names = editor.index.names
    product = names.entries[target.at]
    own = bigrams(_DOUBT_WORDS.sub(" ", f"{product.shown} {' '.join(product.aliases)}"))
    runs = [r for r in _CJK_PAIR.findall(_DOUBT_WORDS.sub(" ", title)) if r[:2] not in own]
    if not product.names.first or not runs or not _INCIDENT_DOUBT.search(title):
        return None
    said = {runs[0][:2]}  # (its first word: `动态专家复制` is a feature's, not `专家…OOM`'s)
    fits = [
        p
        for p in _product_entries(target.at, editor)
        if p != target.at
        and names.entries[p].live
        and (found := editor.index.at(p)).anchor != editor.smap.contradictions
        and (_marked_incident(found) or _OCCURRENCE.search(names.entries[p].names.shown))
        and _says_symptom(runs[0], said, own, _incident_words(p, found, editor))
    ]
    if len(fits) != 1:
        return None
    shown = short(names.entries[fits[0]].shown, 30)
    return editor.index.at(fits[0]), f'names the incident "{shown}"'


# Particles and prepositions closing a symptom's run (`会话回放丢失的`, `内存泄漏在 v3.2.3 …`), no
# word of it.
_CLOSING_PARTICLES = lazy(r"[的了吗呢等在于是也都还已]+$")


def _says_symptom(symptom: str, said: set[str], own: set[str], words: str) -> bool:
    """The issue's words hold the symptom's first word, its head (last pair: what goes wrong)
    and most of its pairs: `会话导出丢失` shares `会话` and `丢失` with `会话回放丢失问题` but is
    another symptom, and so is `会话回放卡顿` (a stall, not the loss)."""
    theirs = bigrams(_DOUBT_WORDS.sub(" ", words)) - own
    pairs = bigrams(symptom) - own
    head = _CLOSING_PARTICLES.sub("", symptom)[-2:]
    return (
        bool(said & theirs)
        and (head in theirs or head in own or len(head) < 2)
        and 2 * len(pairs & theirs) >= len(pairs)
    )


def _product_entries(at: int, editor: Editor) -> list[int]:
    """The entries going by the product's first name, and those with none whose name opens on
    one of the product's other names (`羽匠会话回放丢失问题` beside `**羽匠**｜Quillsmith`)."""
    names = editor.index.names
    product = names.entries[at]
    found = list(names.by_first.get(product.names.first, ()))
    others = [a for a in product.aliases if len(a) >= 2 and form(a) != product.names.first]
    return found + [
        p
        for p, entry in enumerate(names.entries)
        if p not in found
        and not entry.names.first
        and any(entry.names.shown.startswith(a) for a in others)
    ]


def _incident_words(at: int, found: Target, editor: Editor) -> str:
    """What an entry says its problem is: its name, and for an incident's entry the lead's
    description too (`▍⚠ 深测 Fathom｜事故：3.1 升级后索引损坏`)."""
    entry = editor.index.names.entries[at]
    return f"{entry.names.shown} {entry.lead}" if _marked_incident(found) else entry.names.shown


def _named_incident(title: str, target: Target | None, editor: Editor) -> tuple[Target, str] | None:
    """The one live incident entry (`Incident: Drevo 3 watermark stripping (2039-01)`) writing
    the product an item names just before its incident word (`已核实：Drevo 水印事件受影响视频
    数…`), where the preamble gives incidents entries of their own (`incident_of`) and the
    entry the item landed on is no incident's: the item is about that incident."""
    said = _PRODUCT_THEN_INCIDENT.search(title)
    if said is None or (target is not None and target.at >= 0 and _marked_incident(target)):
        return None
    names = editor.index.names
    home = names.incident_of(said["name"])
    if home is None or (target is not None and target.at == home):
        return None
    shown = short(names.entries[home].shown, 30)
    return editor.index.at(home), f'names an incident of "{said["name"]}", the incident "{shown}"'


def _incident_on_product(
    title: str, target: Target | None, editor: Editor
) -> tuple[Target, str] | None:
    """The one live entry going by the first word of the product an item names just before
    its incident word (`Tamarind 事故受影响用户数`, `已核实：Tamarind 事故…` for `**Tamarind
    CLI**`), where the item found no entry and the preamble files incidents under the product
    (`事故写在产品条目上`): the incident's home is that product's entry."""
    said = _PRODUCT_NEXT_TO_INCIDENT.search(title)
    if said is None or (target is not None and target.at >= 0):
        return None
    names = editor.index.names
    if not names.stated_incidents_under():
        return None
    first = form(said["name"].split()[0])
    fits = [
        p
        for p in names.by_first.get(first, ())
        if names.entries[p].live
        and editor.index.at(p).anchor != editor.smap.contradictions
        and not _OCCURRENCE.search(names.entries[p].names.shown)
    ]
    if len(fits) != 1:
        return None
    shown = short(names.entries[fits[0]].shown, 30)
    return editor.index.at(fits[0]), f'names an incident of "{said["name"]}", filed on "{shown}"'


# A product's Latin name, then a few Chinese words or none and an incident word (`X 事故`).
_PRODUCT_NEXT_TO_INCIDENT = lazy(
    r"(?<![A-Za-z0-9\-])(?P<name>[A-Z][A-Za-z0-9\-]*)\s*[\u4e00-\u9fff]{0,8}?(?:事件|事故)"
)
# A product's Latin name, then a few Chinese words and an incident word (`Drevo 水印事件`).
_PRODUCT_THEN_INCIDENT = lazy(
    r"(?<![A-Za-z0-9\-])(?P<name>[A-Z][A-Za-z0-9\-]*(?:\s+\d+(?:\.\d+)?)?)\s*"
    r"[\u4e00-\u9fff]{1,8}?(?:事件|事故)"
)


# A title giving a score (`67.4 分`, `分数`, `score`), not a span of minutes (`30 分钟`), or a
# board's rate with its figure (`成功率 92.0%`, `通过率 81%`).
_SCORE_SAID = lazy(
    r"\d(?:\.\d+)?\s*分(?![钟类])|分数|得分|成绩|(?i:(?<![A-Za-z])scores?(?![A-Za-z]))"
    r"|(?:成功率|通过率|准确率|胜率)\s*(?:为|是|[:：])?\s*\d+(?:\.\d+)?\s*[%％]"
)


_BRACKETED_AFTER = lazy(r"\s*[（(](?P<name>[^（()）]{2,40})[）)]")


def _product_of_score(
    title: str, target: Target | None, editor: Editor
) -> tuple[Target, str] | None:
    """The product's entry for an item about its score (`TH-Embed-3 67.4 分是否为自报`) that
    followed a board's refresh onto the benchmark's entry, where the document files scores
    under the products: its preamble says so, or a product's entry already holds a score on
    that benchmark (`MTRB 65.9` under `黑貂嵌入`). Never where the preamble files them under
    the benchmark."""
    if target is None or target.at < 0 or not _SCORE_SAID.search(title):
        return None
    names = editor.index.names
    board = names.benchmark_names(target.at)
    if board:  # (and the name its lead gives in brackets: `多语检索基准（MTRB）`)
        bracketed = _BRACKETED_AFTER.match(target.title, len(lead_name(target.title)))
        board = (*board, bracketed["name"]) if bracketed else board
    if not board or names.stated_scores():
        return None
    led = _leading(title, editor.index.mentioned(title))
    if led is None or led[0] == target.at or names.is_benchmark(led[0]):
        return None
    if not names.stated_product_scores() and not _scored_under_products(board, editor):
        return None
    return editor.index.at(led[0]), f'names "{led[1]}", the product, of a score'


# A score a board's entry lists: a name, then a figure with a decimal (`Vega-3 68.4`).
_LISTED_SCORE = lazy(r"[A-Za-z\u4e00-\u9fff][A-Za-z0-9.\-]*\s*\d{1,3}\.\d+(?![\d.])")


# The board's own measurement set against a product's claim (`Veridian 复测为 72.9`): a
# self-report alone (`74.0 为自报`, `排行榜尚未收录`) is the product's claim.
_REMEASURED = lazy(r"复测|重测|实测|(?i:(?<![A-Za-z])re-?(?:test|run|measure|evaluat)\w*)")


def _board_of_score(title: str, target: Target | None, editor: Editor) -> tuple[Target, str] | None:
    """The benchmark's entry for an item giving a figure right after the board's name and the
    board's own measurement against it (`Vega 4.1 MMRead 74.0 为自报，Veridian 复测为 72.9`)
    that followed a product's news elsewhere, where the
    document files scores under the benchmarks: its preamble says so (`评测分数记在对应基准条目
    下`), or, the preamble silent, the board's entry lists a product's score (`Vega-3 68.4`)
    and no product's entry holds one on that board. The mirror of `_product_of_score`."""
    names = editor.index.names
    if target is None or names.stated_product_scores() or not _REMEASURED.search(title):
        return None
    boards = [
        (p, said)
        for p, entry in enumerate(names.entries)
        if entry.live and p != target.at
        for said in [_scored_on(title, names.benchmark_names(p))]
        if said
    ]
    if len(boards) != 1:
        return None
    entry = editor.index.at(boards[0][0])
    if not names.stated_scores() and not _lists_scores(entry, editor):
        return None
    return entry, f'names "{boards[0][1]}", the board its scores are filed under'


# A figure or a placing in an item's title (`测得 … 0.4GB/h`, `58.9 的评测设置`, `名次`, `第五`).
_MEASURE_SAID = lazy(
    r"\d(?:\.\d+)?\s*(?:%|GB|MB|ms|倍|×)|\d+\.\d+|名次|排名|第\s*[一二三四五六七八九十\d]"
)


def _board_itself(title: str, target: Target | None, editor: Editor) -> tuple[Target, str] | None:
    """The benchmark's entry for an item led by its name and saying no score (`ToneBench 秋季
    评测是否由 Harrow 赞助`: its funding, its rules) that followed a board's round onto a
    product's entry, where the preamble files scores under the products: the board's own
    matter. The other side of `_product_of_score`."""
    if target is None or target.at < 0 or _SCORE_SAID.search(title) or _MEASURE_SAID.search(title):
        return None
    names = editor.index.names
    if not names.stated_product_scores() or names.is_benchmark(target.at):
        return None
    mentioned = editor.index.mentioned(title)
    led = _leading(title, mentioned)
    if led is None or led[0] == target.at or not names.is_benchmark(led[0]):
        return None
    if set(mentioned) != {led[0]}:
        return None  # (`VidArena 上 Sable-Vid 的名次`: a product's placing on it)
    return editor.index.at(led[0]), f'names "{led[1]}", the board itself'


def _lists_scores(board: Target, editor: Editor) -> bool:
    """The board's entry lists a product's score (`Vega-3 68.4`) and no product's entry holds
    one on that board."""
    names = editor.index.names.benchmark_names(board.at)
    listed = any(_LISTED_SCORE.search(line) for line in board.lines()[1:])
    return listed and not _scored_under_products(names, editor)


# What may stand between a board's name and its figure: a word of measuring (`复测`, `得分`).
_MEASURING = r"\s*(?:(?:复测|重测|实测|得分|成绩)\s*(?:为|[:：])?\s*)?"


def _scored_on(title: str, board: tuple[str, ...]) -> str:
    """The board's name `title` writes as a word with a figure right after it (`MMRead 74.0`,
    or after a word of measuring: `MMRead 复测 69.8%`; not `MMRead-Pro 55.3`), or ''."""
    for name in board:
        said = rf"(?<![A-Za-z0-9\-]){re.escape(name)}{_MEASURING}\d+(?:\.\d+)?(?![\d.])"
        if re.search(said, title, re.IGNORECASE):
            return name
    return ""


def _scored_under_products(board: tuple[str, ...], editor: Editor) -> bool:
    """A live entry other than a benchmark's holds a score on the board (`MTRB 65.9`)."""
    said = "|".join(re.escape(n) for n in board)
    score = re.compile(rf"(?<![A-Za-z0-9])(?:{said})[\s:：]*\d+(?:\.\d+)?(?![\d.])", re.I)
    names = editor.index.names
    return any(
        entry.live
        and not names.is_benchmark(p)
        # (every live entry's lines read, not kept: `Target.lines_read`)
        and any(score.search(line) for line in editor.index.at(p).lines_read()[1:])
        for p, entry in enumerate(names.entries)
    )


def _marked_incident(target: Target) -> bool:
    """The entry's lead carries an incident mark or its name says it is an incident's."""
    name = lead_name(target.title)
    if incidents.INCIDENT_MARK.match(target.title):
        return True
    return contrary.incident_named(name, target.title) or bool(
        incidents.INCIDENT_WORDS.search(name)
    )


def _fix_in_doubt(item: Contradiction, editor: Editor) -> tuple[Target, str] | None:
    """An item doubting a fix of a symptom in a product (`Kiln2 1.5 是否彻底修复段错误`) is about
    the one live incident entry of that product named by that symptom (`窑2 段错误 · Kiln2
    segfault on long prompts`), with nothing more to agree: the fix is the incident's news,
    not the release's that claims it."""
    if not incidents.is_fix(item.title):
        return None
    names = editor.index.names
    said = incidents.described(subject(item.title), names.glossary, COMMON, full_names=True)
    if not said.symptoms or not said.products:
        return None
    kept = names.kept_incidents()
    fits = [
        p
        for p, symptoms in kept.names.items()
        if names.entries[p].live
        and said.symptoms & symptoms
        and all(said.in_lead(w, kept.read(p)[1]) for w in said.products)
    ]
    if len(fits) != 1:
        return None
    return editor.index.at(fits[0]), f'doubts the fix of "{names.entries[fits[0]].shown}"'


def _release_entry(title: str, name: str, editor: Editor) -> tuple[Target, str] | None:
    """The one live entry named by `name` and the release line the item's title writes right
    after it (`… 所称 Quillserve 3.4 吞吐 +18% 有误` and `Quillserve v3.4.0rc1 — …`), where the
    increment was matched on `name` alone and names another line (`Quillserve 3.3.post1`): a
    document keeping release entries files the item with that release. None where it keeps
    the product's one entry (no entry is named by that release), or two entries are."""
    line = _line_after(fold_letters(title), name)
    names = editor.index.names
    if line is None or names.per_product():  # (one entry per product: the product's)
        return None
    first = spaced(name).split(" ", 1)[0]
    named = [
        p
        for p in names.by_first.get(first, ())
        if names.entries[p].live
        and not names.entries[p].names.comparison
        and _line_after(fold_letters(names.entries[p].names.shown), name) == line
        and spaced(names.entries[p].names.shown).startswith(spaced(name))
    ]
    if len(named) != 1:
        return None
    return editor.index.at(named[0]), f'names "{name}" {".".join(map(str, line))}'


def _line_after(text: str, name: str) -> tuple[int, ...] | None:
    """The release line (major, minor) written right after `name` in `text`, when there is one."""
    found = re.search(
        rf"(?<![A-Za-z0-9]){re.escape(name)}\s*[vV]?(?P<major>\d+)\.(?P<minor>\d+)(?![\d%×])",
        text,
        re.I,
    )
    return (int(found["major"]), int(found["minor"])) if found else None


def _led_further(title: str, name: str, editor: Editor) -> tuple[Target, str] | None:
    """The one live entry (not a comparison) whose name starts with more of the title's words
    than `name` has, two at least (`Sablewing FP8 KV 是否…` starts the name `Sablewing FP8
    KV-Cache / 黑羽…`; `Harrowgate v0.8 吞吐` the name `Harrowgate 0.8`), where the increment was
    matched on `name` alone (`Sablewing`): the item names that entry, not only the product.
    The title's name must end there: its next word is Chinese (or there is none)."""
    mine = spaced(subject(title)).split(" ")
    fewest = max(2, len(spaced(name).split(" ")) + 1)
    names = editor.index.names
    led: list[tuple[int, int]] = []
    for position in names.by_first.get(mine[0], ()):
        entry = names.entries[position]
        if entry.live and not entry.names.comparison:
            common = _common_start(mine, spaced(subject(entry.shown)).split(" "))
            if common == len(mine) or not mine[common].isascii():  # not `Ostrava FP8 KV…`
                led.append((common, position))  # of `Ostrava FP8 NaN`, nor 0.9 of `0.8`
    led.sort(reverse=True)
    if not led or led[0][0] < fewest or (len(led) > 1 and led[1][0] == led[0][0]):
        return None
    shown = " ".join(spaced(subject(names.entries[led[0][1]].shown)).split(" ")[: led[0][0]])
    return editor.index.at(led[0][1]), f'starts "{shown}"'


def _common_start(mine: list[str], theirs: list[str]) -> int:
    """How many words two names start with alike."""
    count = 0
    for one, other in zip(mine, theirs, strict=False):
        if one != other:
            break
        count += 1
    return count


_NAMES = lazy(r'^names "(?P<name>[^"]+)"$')


def _by_key(inc: Increment | None, how: str | None, editor: Editor) -> bool:
    """The increment was matched on a key it shares with the item, or cited by number."""
    if inc is None or how is None:
        return False
    return how.startswith("cites ") or how in editor.keys_of(inc)


_RESOLVED = lazy(r"(?:^|[\s（(【✅])已核实")
_RESOLVED_HEAD = lazy(r"^\s*✅?\s*已核实\s*[：:]?\s*")


def _resolve(
    editor: Editor,
    brief: Brief,
    item: Contradiction,
    item_id: str,
    own: list[Increment],
    landed: dict[str, Target],
    base: NoteAction,
) -> NoteAction:
    """A `已核实：…` item resolves the earlier note it answers: the note is kept and gets
    the resolution and date under it (on the entry the earlier item concerned, or in the
    待核实 section); it never becomes a new 待核实 item."""
    asked = replace(item, title=_RESOLVED_HEAD.sub("", item.title))
    head = note_head(editor.smap.template.note)
    said = line_start(inline(_said(asked)).strip())
    text = f"✅ 已核实（{brief.date}）：{said}"
    target, how, earlier = _resolved_where(editor, brief, asked, own, landed)
    if target is None:
        why = "a resolution (已核实) that names no entry or earlier note; nothing written"
        return _with(base, "unattached", None, None, why)
    if (since := _entry_since(editor, target, asked)) is not None:
        return _resolve_on_entry(editor, brief, target, since, text, item_id, base)
    pending = target.anchor == editor.smap.contradictions and bool(target.anchor)
    if pending and (identified := _identified_entry(editor, asked)) is not None:
        return _resolve_on_entry(editor, brief, target, identified, text, item_id, base)
    if (sourced := _source_tonight(editor, target, asked, own, landed)) is not None:
        return _resolve_on_entry(editor, brief, target, sourced, text, item_id, base)
    if (confirmed := _thing_confirmed_tonight(editor, target, asked, own, landed)) is not None:
        return _resolve_on_entry(editor, brief, target, confirmed, text, item_id, base)
    label = f"entry {short(target.title, 40)!r}"
    if item_id in target.ids or _noted(target.lines(), text, head):
        return _with(base, "unchanged", label, how, "the note is already resolved")
    if earlier is None:
        earlier = _restated(target, asked, text, head, resolving=True)
    if earlier is None and target.anchor != editor.smap.contradictions:
        earlier = _one_open_note(target, asked, text, head)
    merged = how == _MERGED  # (the item says which entry it goes to: no other note's answer)
    if earlier is None and target.anchor != editor.smap.contradictions and not merged:
        answered = _answered(editor, brief, asked, head)  # a note elsewhere it answers
        if answered is not None and _of_another_name(how, target, answered[0], brief, asked):
            answered = None  # (`Combvec 许可证` answers no `Lumen Rerank 权重许可证待核实`)
        if answered is not None and (
            released := _generation_released(editor, answered[0][0], target, asked, own, landed)
        ):  # (`已核实：Kinora 3 发布…` answering `Kinora 3 发布传闻`: on tonight's Kinora 3)
            return _resolve_on_entry(editor, brief, answered[0][0], released, text, item_id, base)
        if answered is not None:
            (target, earlier), how = answered
            label = f"entry {short(target.title, 40)!r}"
            if item_id in target.ids or _noted(target.lines(), text, head):
                return _with(base, "unchanged", label, how, "the note is already resolved")
    if earlier is None and target.anchor != editor.smap.contradictions and not merged:
        asked_there, named = _pending_note(editor, asked)  # asked in the 待核实 section
        identified = _identified_entry(editor, asked) if asked_there is not None else None
        if asked_there is not None and identified is not None and identified[0] is target:
            return _resolve_on_entry(editor, brief, asked_there, identified, text, item_id, base)
        if asked_there is not None and (
            released := _generation_released(editor, asked_there, target, asked, own, landed)
        ):
            return _resolve_on_entry(editor, brief, asked_there, released, text, item_id, base)
        if asked_there is not None:
            target, how, label = asked_there, named, f"entry {short(asked_there.title, 40)!r}"
            if item_id in target.ids or _noted(target.lines(), text, head):
                return _with(base, "unchanged", label, how, "the note is already resolved")
    if earlier is None and (blocked := editor.open_end(target)) is not None:
        why = f"matched on {how}, but {blocked}; nothing written"
        return _with(base, "unattached", label, how, why)
    if earlier is None:
        editor.append_sub(target, text, item_id)
        pending = target.anchor == editor.smap.contradictions
        where = "under the pending note" if pending else "no earlier note found"
        return _with(base, "resolved", label, how, f"matched on {how}; {where}")
    editor.nest_under(target, earlier, text, item_id)
    return _with(base, "resolved", label, how, f"matched on {how}; under the note it resolves")


def _entry_since(
    editor: Editor, pending: Target, asked: Contradiction
) -> tuple[Target, str] | None:
    """The entry an earlier night wrote that a resolution's title leads with, when the note it
    answers waits in the 待核实 section and asked about that entry alone: (entry, how)."""
    if pending.anchor != editor.smap.contradictions or not pending.anchor:
        return None
    named, how = _match_entry(asked, editor)
    if named is None or named.entry is None or named.anchor == pending.anchor:
        return None  # (an entry this night writes answers no question asked before it)
    if not (how or "").startswith('names "'):
        return None
    question = pending.title
    named_there = set(editor.index.mentioned(question)) | editor.index.names.shorts_named(question)
    others = [editor.index.at(at) for at in named_there]
    if any(t is not named and t.anchor != pending.anchor for t in others):
        return None  # (the question was about two things: `A 与 B 的延迟对比` stays asked there)
    name = (how or "")[len('names "') : -1]  # led by it, not citing it as evidence
    return (
        (named, how or "")
        if _starts_with(fold_letters(asked.title.strip()).casefold(), fold_letters(name).casefold())
        else None
    )


# A resolution saying what the thing asked about is: another name of an entry (`Nimbus Gateway
# 即 Stratus Router 更名`, `Aperture-X 为 Pallas AI 的 Glint-1 内部代号`; not `即将`).
_IDENTITY = lazy(
    r"即(?![将使可便时刻日])|就是|实为|实际上是"
    r"|(?:为|是)(?=[^，,；;。]{0,30}?(?:内部代号|代号|更名|改名|前身|新名|旧名|别名))"
)


def _identified_entry(editor: Editor, asked: Contradiction) -> tuple[Target, str] | None:
    """The one entry (outside the 待核实 section) a resolution says the thing a pending note
    asked about is (`Nimbus Gateway 即 Stratus Router 更名`): the answer belongs with that
    entry, the name asked about being its other name: (entry, how). Not a thing of that
    entry's (`X 实为 Y 的商业分支`), nor where the suggestion keeps it in the 待核实 section."""
    said = _IDENTITY.search(asked.title)
    if said is None or "待核实" in (asked.suggestion or ""):
        return None  # (`建议：…标为已核实并保留在待核实区`: the editor's word)
    clause = _CLAUSE_END.split(asked.title[said.end() :], maxsplit=1)[0]
    index, verify = editor.index, editor.smap.contradictions
    named = {p: n for p, n in index.mentioned(clause).items() if index.at(p).anchor != verify}
    if len(named) != 1:
        return None
    ((position, name),) = named.items()
    if _OWN.match(clause, clause.casefold().find(name.casefold()) + len(name)):
        return None  # (`Glintsearch 实为 Quiver DB 的闭源商业分支`: a thing of Quiver DB's)
    return index.at(position), f'says it is "{name}"'


# Words giving a paper as where a claim comes from (`出自 arXiv …`, `source: arXiv …`), not a
# paper cited as evidence (`arXiv:… 的数据也不支持`).
_SOURCE_WORD = lazy(r"出自|源自|来自|来源|原文|(?i:(?<![A-Za-z])(?:source|from)(?![A-Za-z]))")


def _source_tonight(
    editor: Editor,
    pending: Target,
    asked: Contradiction,
    own: list[Increment],
    landed: dict[str, Target],
) -> tuple[Target, str] | None:
    """The entry of the one increment of the same briefing holding the paper a resolution
    gives as its source (`已核实：出自 arXiv 2701.01234`), when the note it answers waits in the
    待核实 section: the answer is that paper, which the document now has: (entry, how)."""
    if pending.anchor != editor.smap.contradictions or not pending.anchor:
        return None
    said = f"{asked.title}\n{asked.problem}"
    keys = {
        marker.arxiv_key(a)
        for a in refs.arxiv_ids(said)
        if (at := said.find(a)) >= 0 and _SOURCE_WORD.search(said[max(0, at - 12) : at])
    }
    if not keys:
        return None
    holding = [inc for inc in own if keys & set(editor.keys_of(inc))]
    target = landed.get(holding[0].id) if len(holding) == 1 else None
    if target is None or target.anchor == pending.anchor:
        return None
    return target, f"its source {sorted(keys)[0]} is that increment's"


def _thing_confirmed_tonight(
    editor: Editor,
    pending: Target,
    asked: Contradiction,
    own: list[Increment],
    landed: dict[str, Target],
) -> tuple[Target, str] | None:
    """The entry of the one increment of the same briefing that is the thing itself (its
    title names no release of it) which a resolution's title leads with and the pending
    待核实 note asked about (`Zephyr-Sight 是否存在`, answered by `已核实：Zephyr-Sight 确为
    风眼科技产品` beside `Zephyr-Sight — 风眼科技 VLM 首次官方确认`): the thing now has its
    entry, and the answer goes there. Not a release's entry (`X 1.0 — 首个正式版`: the
    question was about the product, not that release): (entry, how)."""
    if pending.anchor != editor.smap.contradictions or not pending.anchor:
        return None
    inc, _ = _match_increment(asked, own, editor)
    target = landed.get(inc.id) if inc is not None else None
    if inc is None or target is None or target.anchor == pending.anchor:
        return None
    theirs = names_of(subject(inc.title))
    if theirs.version and _generation_asked(theirs, pending.title, asked.title):
        return target, f"tonight's increment releases {theirs.shown!r}, the generation asked about"
    name = lead_name(inc.title) or theirs.shown
    if theirs.version or not distinctive(form(name)) or form(name) in COMMON:
        return None  # (a release's entry, or a name too plain to tell the thing by)
    said = fold_letters(asked.title.strip()).casefold()
    if not _starts_with(said, fold_letters(name).casefold()):
        return None
    if not contrary.has_word(pending.title, name):
        return None  # (the note asked about something else)
    return target, f'tonight\'s increment is "{short(name, 40)}", the thing asked about'


def _generation_released(
    editor: Editor,
    pending: Target,
    target: Target,
    asked: Contradiction,
    own: list[Increment],
    landed: dict[str, Target],
) -> tuple[Target, str] | None:
    """The entry (`target`) of tonight's increment releasing a whole generation, which the
    resolution leads with and the note pending in the 待核实 section asked about as a rumour
    (`_generation_asked`): the generation now has its entry, and the answer goes there."""
    if pending.anchor != editor.smap.contradictions or not pending.anchor:
        return None
    for inc in own:
        if landed.get(inc.id) is target and target.anchor != pending.anchor:
            theirs = names_of(subject(inc.title))
            if theirs.version and _generation_asked(theirs, pending.title, asked.title):
                return target, f"tonight's increment releases {theirs.shown!r}, the one asked about"
    return None


def _generation_asked(theirs: Names, pending: str, asked: str) -> bool:
    """Tonight's increment releases a whole generation (`Kinora 3 发布`: one number) that the
    resolution leads with (`Kinora 3 发布时间…传闻属实`) and the pending note asked about (`Kinora
    3 发布传闻`): no point release (`Kinora 3.1`), no other name."""
    if len(theirs.version) != 1 or not theirs.bare:
        return False
    said = f"{theirs.bare}{theirs.version[0]}"
    mine, noted = form(asked), form(pending)
    at = noted.find(said)
    return (
        mine.startswith(said)
        and not mine[len(said) : len(said) + 1].isdigit()
        and at >= 0
        and not noted[at + len(said) : at + len(said) + 1].isdigit()
    )


def _resolve_on_entry(
    editor: Editor,
    brief: Brief,
    pending: Target,
    since: tuple[Target, str],
    text: str,
    item_id: str,
    base: NoteAction,
) -> NoteAction:
    """A resolution written on the entry it names; the pending 待核实 note it answers gets a
    line saying so (its own id, so a second run adds neither)."""
    (target, how), label = since, f"entry {short(since[0].title, 40)!r}"
    if (blocked := editor.open_end(target)) is not None:
        return _with(
            base, "unattached", label, how, f"matched on {how}, but {blocked}; nothing written"
        )
    editor.append_sub(target, text, item_id)
    if editor.open_end(pending) is None:
        name = lead_name(target.title) or short(target.title, 40)
        pointer = f"✅ 已核实（{brief.date}）：见 {name} 条目"
        editor.append_sub(pending, pointer, marker.suffixed(item_id, "pending"))
    why = f"matched on {how}; the pending note it answers is in the to-verify section"
    return _with(base, "resolved", label, how, why)


def _of_another_name(
    how: str | None,
    named: Target,
    answered: tuple[Target, str | None],
    brief: Brief,
    asked: Contradiction,
) -> bool:
    """The resolution matched an entry by its name (`names "Combvec"`) and the note found by
    shared words alone (no day of the note cited: `11-05 标注的…` finds it) sits on another
    entry, neither its lead nor the note writing that name's first word (`Kiln` of `Kiln
    Rerank 1.0` is on `Kiln Rerank 0.9`): an answer to another thing's question."""
    said = _NAMED_HOW.match(how or "")
    target, line = answered
    if said is None or target is named:
        return False
    if _noted_day(brief.date, f"{asked.title}\n{asked.problem}\n{asked.suggestion}"):
        return False
    first = said["name"].split()[0]
    return not contrary.has_word(f"{target.title}\n{line or ''}", first)


_NAMED_HOW = lazy(r'^names "(?P<name>[^"]+)"$')


def _one_open_note(
    target: Target, asked: Contradiction, text: str, head: re.Pattern[str]
) -> str | None:
    """The entry's one open 待核实 note, when it shares a Chinese word or a figure with the
    resolution (`已核实：Lattice Spec 的 4× 加速` and `Lattice Spec 4× 加速未说明 batch…`: `加速`),
    names aside: the entry the item names answers its own note before any other entry's."""
    notes = _pending_lines(target, head)
    if len(notes) != 1:
        return None
    new = _words_of(note_core(text, head) + note_core(asked.title, head))
    old = _words_of(note_core(notes[0], head))
    shared = {w for w in new & old if not w.isascii()} - _ASKING
    return notes[0] if shared else None


def _pending_lines(target: Target, head: re.Pattern[str]) -> list[str]:
    """The entry's own 待核实 notes (sub-lines led by the note's head), none resolved yet."""
    lines = target.lines()[1:]
    notes = [line for line in lines if head.match(_ITEM.sub("", line).strip())]
    return [n for n in notes if not _resolved_under(n, lines)]


def _resolved_under(note: str, lines: list[str]) -> bool:
    """A `✅ 已核实` line follows the note, indented deeper (its resolution)."""
    at = lines.index(note)
    depth = len(note) - len(note.lstrip())
    for line in lines[at + 1 :]:
        if len(line) - len(line.lstrip()) <= depth:
            return False
        if "已核实" in line:
            return True
    return False


def _resolved_where(
    editor: Editor,
    brief: Brief,
    asked: Contradiction,
    own: list[Increment],
    landed: dict[str, Target],
) -> tuple[Target | None, str | None, str | None]:
    """Where a resolution goes: the note it cites, the entry whose own key (arXiv id, GitHub
    ref, CVE id) it writes, the entry of the increment it names, the entry it names, a
    pending 待核实 note it answers, else the earlier note it answers wherever that is
    (`_answered`): (entry, how, the note's line or None)."""
    merged = _merged_into(asked.title, editor)  # (`建议：并入 QuantLens 条目`: the editor's word)
    if merged is not None:
        return merged, _MERGED, None
    target, how, earlier = _asked_before(editor, brief, asked)  # where it was asked
    if target is None:
        inc, how = _match_increment(asked, own, editor)
        target = landed.get(inc.id) if inc is not None else None
        ref = _ref_entry(asked, editor)  # (`已核实：CVE-… 已在 0.9.3 修复`: that flaw's entry)
        if ref is not None and ref[0] is not target and not _by_key(inc, how, editor):
            return ref[0], ref[1], None
        if target is not None and (fuller := _fuller_entry(asked, how, editor, inc)) is not None:
            target, how = fuller  # `Harrowgate v0.8 …` of the `Harrowgate v0.9.post1` increment
        if target is not None and (how or "").startswith("claims:"):
            named, by = _match_entry(asked, editor)  # (`Orrery KV NVMe 读带宽 …` names its entry)
            if named is not None and (by or "").startswith("names "):
                target, how = named, by
    if target is None:
        target, how = _match_entry(asked, editor)
        if (incident := _named_incident(asked.title, target, editor)) is not None:
            target, how = incident  # (`已核实：Drevo 水印事件…`: the incident's own entry)
        elif (incident := _incident_on_product(asked.title, target, editor)) is not None:
            target, how = incident  # (`已核实：Tamarind 事故…`: the product's, incidents on it)
    if target is None and (noted := _noted_abbreviation(asked, brief.date, editor)) is not None:
        target, how = noted, "leads with the abbreviation of the entry holding an earlier note"
    if target is None and (record := _of_symptom(asked.title, editor)) is not None:
        target, how = editor.index.at(record[0]), f'names the incident "{record[1]}"'
    if target is None:
        target, how = _pending_note(editor, asked)
    if target is None:
        answered = _answered(editor, brief, asked, note_head(editor.smap.template.note))
        answered = answered or _answered_on_named(editor, asked)
        if answered is not None:
            (target, earlier), how = answered
    return target, how, earlier


# The least share of a resolution's words (less the words of asking) a note on an entry it
# names must hold, and by how much it must lead the next such note (`_answered_on_named`).
_NAMED_ENOUGH, _NAMED_MARGIN = 0.2, 0.1


def _answered_on_named(
    editor: Editor, asked: Contradiction
) -> tuple[tuple[Target, str | None], str] | None:
    """The earlier note a resolution answers whose words fall short of `_answered`'s share,
    where the resolution names the note's entry by the name index the increments use
    (`Tidemem 0.8.2 已发布，跨租户串读修复生效` of `Tidemem 0.8 ◦ incident`, whose note writes
    the Chinese name: `潮汐记忆 0.8.2 修复是否生效待核实`) or the note writes the name the
    resolution leads with (`DuplexBench 利益冲突待作者声明` on a ledger's entry): of those
    notes, the one sharing the most of its words, a fifth at least and clearly more than the
    next. ((entry, the note's line), how)."""
    head = note_head(editor.smap.template.note)
    index, title = editor.index, asked.title
    named = set(index.mentioned(title)) | set(index.names.products_named(title))
    named = {
        p
        for p in named
        if not _named_as_unrelated(title, f'names "{index.names.entries[p].shown}"')
    }
    led = _RESOLVED_NAME.match(title)
    mine = _words_of(note_core(f"{title}\n{asked.problem}", head)) - _ASKING
    scored: list[tuple[float, Target, str]] = []
    for target, line in _note_lines(editor, None, head):
        on_named = target.at in named or (led is not None and contrary.has_word(line, led["name"]))
        if not on_named or target.anchor == editor.smap.contradictions:
            continue
        old = _words_of(note_core(line, head)) - _ASKING
        scored.append((len(mine & old) / max(1, min(len(mine), len(old))), target, line))
    scored.sort(key=lambda found: -found[0])
    if not scored or scored[0][0] < _NAMED_ENOUGH:
        return None
    if len(scored) > 1 and scored[1][0] + _NAMED_MARGIN > scored[0][0]:
        return None
    return (scored[0][1], scored[0][2]), "the note it answers, on the entry it names"


# A resolution saying which entry it belongs in (`建议：并入 QuantLens 条目`, `merge into the
# QuantLens entry`).
_MERGE_INTO = lazy(
    r"(?:并入|归入|合入|记入|挂到|移入)\s*(?P<name>[^，,；;。：:（(]{1,40}?)\s*(?:的)?条目"
    r"|(?i:(?<![A-Za-z])(?:merge|fold|move)\s+(?:it\s+)?into\s+the\s+(?P<en>[^,;.]{1,40}?)"
    r"\s+entry(?![A-Za-z]))"
)


_MERGED = "the item says to merge it into that entry"


def _merged_into(text: str, editor: Editor) -> Target | None:
    """The one live entry a resolution says it is to be merged into (`并入 QuantLens 条目`):
    named by that clause alone, one entry (not two: `并入 A 与 B 条目`); of several releases'
    entries, the one whose name the item writes (`出自 QuantLens 0.7 发布说明`)."""
    said = _MERGE_INTO.search(text)
    if said is None:
        return None
    name = (said["name"] or said["en"] or "").strip()
    hits = editor.index.mentioned(name)
    if len(hits) != 1:  # (`QuantLens 0.6`, `QuantLens 0.7`: the release the item writes)
        folded = text.casefold()
        hits = {
            p: n
            for p, n in editor.index.mentioned(text).items()
            if n.casefold().startswith(name.casefold()) and n.casefold() in folded
        }
    named = _one(hits)
    return editor.index.at(named[0]) if named is not None else None


def _of_symptom(name: str, editor: Editor) -> tuple[int, str] | None:
    """The one live entry of the product `name` opens with whose name says the symptom `name`
    says (`Marten OOM 不限于 ARM`: `Marten 0.9 DiskANN 查询 OOM`, not `Marten 0.8` or `Marten
    0.9`): the incident's record; none where `name` says no symptom."""
    said = incidents.symptoms(name)
    first = names_of(name).first if said else ""
    names = editor.index.names
    fits = [
        p
        for p in dict.fromkeys(names.by_first.get(first, ()) if first else ())
        if names.entries[p].live and said & incidents.symptoms(names.entries[p].shown)
    ]
    return (fits[0], names.entries[fits[0]].shown) if len(fits) == 1 else None


# `（延续 10-07 ③）`: the earlier item a restatement or resolution continues; or a day and a
# circled number in brackets, `（1 月 11 日 ②）`; or a day, the word for an item and its
# number, `3-11 矛盾 1 的疑问`; or a day and an item's ordinal in brackets, `（6-30 第 2 项）`
_CITES = lazy(
    r"延续(?:自)?\s*(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?\s*"
    r"(?:矛盾|待核实|第)?\s*(?P<number>[①-⑳]|\d{1,2}|[一二三四五六七八九十])"
    r"|[（(]\s*(?P<month2>\d{1,2})\s*[-/月]\s*(?P<day2>\d{1,2})\s*日?\s*(?:的\s*)?"
    r"(?:矛盾|待核实|第)?\s*(?P<number2>[①-⑳])\s*[)）]"
    r"|(?<![\d.\-/])(?P<month3>\d{1,2})\s*[-/月]\s*(?P<day3>\d{1,2})\s*日?\s*(?:的\s*)?"
    # (of a night's second briefing: `2-07 第二实例矛盾 ②`)
    r"(?:第\s*[一二三四五六七八九十\d]\s*(?:个\s*)?实例\s*(?:的\s*)?)?"
    r"(?:矛盾|待核实)\s*(?:项\s*)?(?P<number3>[①-⑳]|\d{1,2}(?![\d.%])|[一二三四五六七八九十])"
    # (a day and a circled number alone, `6-16 ② 的疑问关闭`: a circled number is an item's)
    r"|(?<![\d.\-/])(?P<month4>\d{1,2})\s*[-/月]\s*(?P<day4>\d{1,2})\s*日?\s*(?:的\s*)?"
    r"(?P<number4>[①-⑳])"
    # (a day and an item's ordinal in brackets, `（6-30 第 2 项）`)
    r"|[（(]\s*(?P<month5>\d{1,2})\s*[-/月]\s*(?P<day5>\d{1,2})\s*日?\s*(?:的\s*)?"
    r"第\s*(?P<number5>\d{1,2}|[一二三四五六七八九十])\s*[项条]\s*[)）]"
)
_NUMERALS = "一二三四五六七八九十"
# A suggestion closing the earlier item it cites (`关闭 9-08 矛盾 ①`, `关闭 05-21 ①`): its day
# and number, as `_CITES` reads them.
_CLOSING = lazy(
    r"关闭\s*(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?\s*(?:的\s*)?"
    r"(?:(?:矛盾|待核实)\s*(?:项\s*)?(?P<number>[①-⑳]|\d{1,2}(?![\d.%]))|(?P<number2>[①-⑳]))"
)


def _asked_before(
    editor: Editor, brief: Brief, asked: Contradiction
) -> tuple[Target | None, str | None, str | None]:
    """The earlier note a resolution cites (`延续 10-07 ③`, `（1 月 11 日 ②）`: the note of
    item 3 of that day, found by its marker): (its entry, how, the note's line, or None when
    the entry is the 待核实 item itself)."""
    cited = _CITES.search(f"{asked.title} {asked.risk} {asked.problem}")
    cited = cited or _CLOSING.search(asked.suggestion)  # (`建议：关闭 9-08 矛盾 ①`)
    if cited is None and len(brief.date) >= 4:
        return _day_item_named(editor, brief, asked)
    if cited is None or len(brief.date) < 4:
        return None, None, None
    number = _first_of(cited, "number")
    if number in _CIRCLED:
        number = str(_CIRCLED.index(number) + 1)
    elif number in _NUMERALS:
        number = str(_NUMERALS.index(number) + 1)
    month, day_of = int(_first_of(cited, "month")), _first_of(cited, "day")
    day = f"{brief.date[:4]}-{month:02d}-{int(day_of):02d}"
    note = marker.note_id(day, number)
    for target in editor.index.holding(note):
        lines = [line for line in target.lines() if f"id={note}" in line]
        if lines and _about(editor, asked, target.lines()):
            how = f"cites {note}"
            better = _better_note(editor, asked, day, (target, lines[0]))
            if better is not None:  # (a miscounted number: the day's note it answers)
                (target, lines[0]), how = better, f"cites {note}, answers the day's note that fits"
            line = None if target.anchor == editor.smap.contradictions else lines[0]
            return target, how, line
    return None, None, None


# `（10-07 待核实项）`: a day's item cited without its number
_DAY_ITEM = lazy(
    r"(?<![\d.\-/])(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?\s*(?:的\s*)?"
    r"(?:待核实|矛盾)\s*项(?![\d①-⑳])"
)
# The Latin name a resolution's title leads with (`Rookery 许可证仍为 Apache-2.0`).
_RESOLVED_NAME = lazy(r"^\s*(?P<name>[A-Z][A-Za-z0-9\-]*[a-z][A-Za-z0-9\-]*)(?![A-Za-z0-9])")


def _day_item_named(
    editor: Editor, brief: Brief, asked: Contradiction
) -> tuple[Target | None, str | None, str | None]:
    """A resolution citing a day's item without its number (`已核实：Rookery 许可证仍为
    Apache-2.0（10-07 待核实项）`): the one note of that day on an entry whose text writes the
    Latin name the title leads with (`Rookery`, a rename logged under `鸦 Corvid`)."""
    cited, led = _DAY_ITEM.search(asked.title), _RESOLVED_NAME.match(asked.title)
    if cited is None or led is None or led["name"].casefold() in COMMON:
        return None, None, None
    day = f"{brief.date[:4]}-{int(cited['month']):02d}-{int(cited['day']):02d}"
    head = note_head(editor.smap.template.note)
    notes = [
        (target, line)
        for target, line in _note_lines(editor, day, head)
        if contrary.has_word("\n".join(target.lines()), led["name"])
    ]
    if len(notes) != 1:
        return None, None, None
    target, line = notes[0]
    pending = target.anchor == editor.smap.contradictions
    return target, f'cites a {day[5:]} item on "{led["name"]}"', None if pending else line


def _first_of(cited: re.Match[str], name: str) -> str:
    """The group `name` of whichever of `_CITES`'s alternatives matched (`name`, `name2`…)."""
    groups = cited.groupdict()
    for suffix in ("", "2", "3", "4", "5"):
        if (found := groups.get(f"{name}{suffix}")) is not None:
            return found
    raise AssertionError(f"_CITES matched without a {name}")


def _better_note(
    editor: Editor, asked: Contradiction, day: str, cited: tuple[Target, str]
) -> tuple[Target, str] | None:
    """Another note of the cited day that fits the resolution clearly better than the note
    its number cites (its words and its entry's name: twice as many shared, two more at
    least): `已核实：Mooncake 泄漏仅限 RDMA 传输（12 月 1 日 ⑬）` answers `泄漏仅 RDMA 模式待核实`
    on `Mooncake 传输层内存泄漏`, not ⑬ on `Mooncake`; `已核实：Capstan 抢占式调度兼容 vLLM（…⑯）`
    answers Capstan's note, not Tidewater's ⑯."""
    head = note_head(editor.smap.template.note)
    said = _words_of(f"{asked.title}\n{asked.problem}") - _ASKING

    def fit(target: Target, line: str) -> int:
        name = editor.index.names.entries[target.at].shown if target.at >= 0 else ""
        return len(said & ((_words_of(note_core(line, head)) | _words_of(name)) - _ASKING))

    mine = fit(*cited)
    others = sorted(
        ((fit(t, line), t, line) for t, line in _note_lines(editor, day, head) if line != cited[1]),
        key=lambda found: -found[0],
    )
    if not others or others[0][0] < max(2 * mine, mine + 2):
        return None
    if len(others) > 1 and others[1][0] == others[0][0]:
        return None  # (two fit as well: no better one)
    return others[0][1], others[0][2]


_ASKING = frozenset({"核实", "待核", "已核", "确认", "风险", "实："})


def _about(editor: Editor, asked: Contradiction, lines: list[str]) -> bool:
    """A day and a number in brackets (`（1 月 11 日 ②）`) cite a note only when the item says
    something the note or its entry says (a miscounted number would put the answer under
    another entry's question: `Stilt 0.3 Vulkan 吞吐（1 月 11 日 ②）` is no answer to a note
    on `Canary`)."""
    said = _words_of(f"{asked.title}\n{asked.problem}") - _ASKING
    head = note_head(editor.smap.template.note)
    return any(said & (_words_of(note_core(line, head)) - _ASKING) for line in lines)


# `10-27 标注的…`, `更新 10-27 的待核实标注`: the day of the earlier note a resolution answers
_NOTED_ON = lazy(
    r"(?<!\d)(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?\s*(?:所|已)?"
    r"(?:的\s*(?:待核实|矛盾)?\s*)?(?:标注|记录|提出|登记|注记)"
)


def _answered(
    editor: Editor, brief: Brief, asked: Contradiction, head: re.Pattern[str]
) -> tuple[tuple[Target, str | None], str] | None:
    """The earlier note (one written with a note id, on any entry or in the 待核实 section)
    a resolution answers, when the entry the resolution matched has none: of the day the
    resolution names (`10-27 标注的…`) if it names one (then a quarter of the words of the
    shorter side suffice), else sharing at least half of them; and clearly more than any
    other note. ((entry, the note's line or None when the entry is the 待核实 item), how)."""
    said = f"{asked.title}\n{asked.problem}\n{asked.suggestion}"
    mine = _words_of(note_core(said, head))
    day = _noted_day(brief.date, said)
    notes = _note_lines(editor, day, head)
    quoting = _quoting(said, notes, head) or _same_reference(said, notes, head)
    if quoting is not None:
        pending = quoting[0].anchor == editor.smap.contradictions
        return (quoting[0], None if pending else quoting[1]), "quotes the note it answers"
    scored: list[tuple[float, Target, str]] = []
    for target, line in notes:
        if _one_side_of(editor, asked.title, line):
            continue  # (`ALB 合批延迟 5 ms` answers no `TRT-LLM 与 ALB 合批的延迟对比`)
        old = _words_of(note_core(line, head))
        scored.append((len(mine & old) / max(1, min(len(mine), len(old))), target, line))
    scored.sort(key=lambda found: -found[0])
    enough, margin = (0.25, 0.2) if day else (0.5, 0.25)  # a named day leaves a few notes
    if not scored or scored[0][0] < enough:
        return None
    best, target, line = scored[0]
    if any(other + margin > best and held is not target for other, held, _ in scored[1:2]):
        return None
    pending = target.anchor == editor.smap.contradictions
    return (target, None if pending else line), "the note it answers"


def _one_side_of(editor: Editor, title: str, note: str) -> bool:
    """The note names two entries or more (by name or a short form its lead gives: `TRT-LLM 与
    ALB 合批的延迟对比`) and the resolution's title only some of them (`ALB 合批延迟 5 ms`):
    the resolution is about one side, no answer to the note's comparison."""
    index = editor.index

    def named(text: str) -> set[int]:
        return set(index.mentioned(text)) | index.names.shorts_named(text)

    theirs = named(note)
    if len(theirs) < 2:
        return False
    mine = named(title)
    return bool(mine) and mine < theirs


# An issue or advisory a note and its resolution both cite (`marlin#5521`, `owner/repo#12`,
# `CVE-2031-0412`).
_REFERENCE = lazy(
    r"(?<![A-Za-z0-9_./#\-])[A-Za-z][A-Za-z0-9_.\-]*(?:/[A-Za-z0-9_.\-]+)?#\d+(?!\d)"
    r"|(?i:CVE-\d{4}-\d{4,7})"
)


def _same_reference(
    said: str, notes: list[tuple[Target, str]], head: re.Pattern[str]
) -> tuple[Target, str] | None:
    """The one note citing an issue or advisory the resolution cites (`已核实：marlin#5521 仅影响
    4.3.0` answers `marlin#5521 影响范围：…`), none when several do."""
    cited = {m.group().casefold() for m in _REFERENCE.finditer(said)}
    if not cited:
        return None
    holding = [
        (target, line)
        for target, line in notes
        if cited & {m.group().casefold() for m in _REFERENCE.finditer(marker.strip(line))}
    ]
    return holding[0] if len(holding) == 1 else None


def _quoting(
    said: str, notes: list[tuple[Target, str]], head: re.Pattern[str]
) -> tuple[Target, str] | None:
    """The one note holding words the resolution quotes (`撤销"待作者回应"标注` answers the
    note `DraftWeave 加速倍数待作者回应`): four characters or more, as written."""
    quoted = {squash(m.group("claim")) for m in _QUOTED.finditer(said)}
    holding = [
        (target, line)
        for target, line in notes
        if any(q and q in squash(note_core(line, head)) for q in quoted)
    ]
    return holding[0] if len(holding) == 1 else None


def _noted_day(date: str, text: str) -> str | None:
    """The day (`YYYY-MM-DD`, the year of `date`) of the note a resolution says it answers."""
    found = _NOTED_ON.search(text)
    if found is None or len(date) < 4:
        return None
    return f"{date[:4]}-{int(found.group('month')):02d}-{int(found.group('day')):02d}"


def _note_lines(editor: Editor, day: str | None, head: re.Pattern[str]) -> list[tuple[Target, str]]:
    """The lines of the notes (`head`, not their resolutions) written with a note id
    (`…#cN`) of `day` (any day when None), with the entries holding them; only the entries
    holding such an id are read."""
    found: list[tuple[Target, str]] = []
    for target in editor.index.all():
        ids = [i for i in target.ids if "#c" in i and (day is None or marker.day(i) == day)]
        for note in ids:
            found += [
                (target, line)
                for line in target.lines()
                if f"id={note}" in line and head.match(_ITEM.sub("", line).strip())
            ][:1]
    return found


def _pending_note(editor: Editor, item: Contradiction) -> tuple[Target | None, str | None]:
    """A 待核实 section entry (an earlier note that matched no entry) the item answers: the
    one whose name the item's title mentions, else the one sharing the most words (three at
    least, more than any other), else the one note of the same release."""
    head = note_head(editor.smap.template.note)
    pending = _pending_notes(editor, head)
    notes = pending.notes
    found = _one(_named_not_numbers(pending.mentions.find(item.title)))
    if found is not None:
        return notes[found[0]], f'names "{pending.mentions.shown[found[1]]}"'
    shared = Counter(
        n for w in _words_of(note_core(item.title, head)) for n in pending.words.get(w, ())
    )
    for n in [n for n in shared if _led_elsewhere(item.title, notes[n].title)]:
        del shared[n]  # (`已核实：Stillwater Bench 吞吐口径` answers no `Tidepool 吞吐口径`)
    for n in [n for n in shared if _one_side_of(editor, item.title, notes[n].title)]:
        del shared[n]  # (`ALB 合批延迟 5 ms` answers no `TRT-LLM 与 ALB 合批的延迟对比`)
    most = max(shared.values(), default=0)
    if most >= 3 and list(shared.values()).count(most) == 1:
        return notes[max(shared, key=shared.__getitem__)], "words"
    led = [
        notes[n]
        for n in pending.firsts.get(_first_word(item.title), ())
        if _same_release(item.title, notes[n].title)
    ]
    return (led[0], "the same release") if len(led) == 1 else (None, None)


def _named_not_numbers(found: dict[int, str]) -> dict[int, str]:
    """The names found less bare numbers: a note led by a claimed figure (`"2036 年超过 40%
    的…"`) is not named by a year the item writes inside an id (`CVE-2036-44810`)."""
    return {at: name for at, name in found.items() if not name.replace(" ", "").isdigit()}


def _notes_writing_name(title: str, notes: list[Target]) -> list[tuple[Target, str]]:
    """The notes whose text writes, as a word, the Latin name the item's title leads with
    (`Combvec 许可证（已核实）` and `Whether Combvec 4.x is still released under SSPL`: a note
    written as a question names its thing inside it)."""
    led = _RESOLVED_NAME.match(title)
    if led is None or led["name"].casefold() in COMMON or not distinctive(led["name"]):
        return []
    name = led["name"]
    return [(n, f'writes "{name}"') for n in notes if contrary.has_word(n.title, name)]


def _led_elsewhere(title: str, note: str) -> bool:
    """The item leads with a distinctive Latin name the note never writes: shared words
    about some claim (`吞吐口径`) are another thing's."""
    first = _first_word(title)
    if not first.isascii() or not distinctive(first):
        return False
    return first.casefold() not in {w.casefold() for w in _WORD.findall(note)}


@dataclass
class _PendingNotes:
    """The 待核实 section's notes of one run, indexed as they come in (entries are only ever
    appended to an anchor): the names their titles go by (`Mentions`, by position), their
    words (`_words_of` of the note's core) and their titles' first words (`_same_release`
    compares only notes led by the same word). An item answering a note looks up its own
    names and words: each note is read once per run, not once per item (items x notes)."""

    head: re.Pattern[str]
    notes: list[Target] = field(default_factory=list)
    mentions: Mentions = field(default_factory=Mentions)
    words: dict[str, list[int]] = field(default_factory=dict)
    firsts: dict[str, list[int]] = field(default_factory=dict)

    def catch_up(self, added: list[Target]) -> None:
        """Index the notes added to the section since the last look-up."""
        for target in added:
            position, title = len(self.notes), target.title
            said = _without_head(title, self.head)  # (`⚠️ 待核实（高风险）：` is no name)
            self.notes.append(target)
            self.mentions.add(position, said)
            for word in _words_of(note_core(title, self.head)):
                self.words.setdefault(word, []).append(position)
            self.firsts.setdefault(_first_word(said), []).append(position)


# the run's entry index → its 待核实 notes indexed (let go with the index)
_PENDING: weakref.WeakKeyDictionary[EntryIndex, _PendingNotes] = weakref.WeakKeyDictionary()


def _pending_notes(editor: Editor, head: re.Pattern[str]) -> _PendingNotes:
    """The run's index of the 待核实 section's notes, caught up with the notes added since."""
    known = _PENDING.get(editor.index)
    if known is None or known.head is not head:
        known = _PENDING[editor.index] = _PendingNotes(head)
    known.catch_up(editor.index.added_to(editor.smap.contradictions, len(known.notes)))
    return known


def _first_word(title: str) -> str:
    """The first word of a title's subject, spaced (what `_same_release` compares)."""
    return spaced(subject(title)).split(" ", 1)[0]


def _same_release(title: str, other: str) -> bool:
    """Two titles led by the same distinctive Latin word, naming the same release and sharing
    another word (`Selkie 2.1 跨请求 pinning 延迟` and `Selkie 2.1 request pinning latency …`)."""
    first = _first_word(title)
    if not first.isascii() or not distinctive(first):
        return False
    if _first_word(other) != first or not _releases(title) & _releases(other):
        return False
    return bool((_words_of(title) & _words_of(other)) - {first} - _GENERIC)


def _with(
    base: NoteAction, action: str, attached: str | None, matched: str | None, reason: str
) -> NoteAction:
    return NoteAction(
        base.id, base.title, base.risk, action, attached, matched, reason, None, base.brief
    )


# What a suggestion says when it only asks for the usual note (`建议：标注待核实`,
# `继续保留在待核实`, `列入待核实（低风险）`, `关闭此前待核实项`): verbs, statuses and risks,
# nothing of its own.
_BARE_ASK = lazy(
    r"标注|列入|继续|保留|维持|仍|暂|先|在|为|此前|的|关闭|撤销|改为|更新|"
    # (`暂记待核实`, `暂列待核实`, `仅记入待核实`, `放入待核实`: only where the note goes)
    r"记入?|列|仅|放入|放进|移入|"
    r"待核实|需核实|核实|待确认|确认|待复测|已核实|待定|存疑|项|标记|状态|"
    r"(?:下次|后续)(?:简报)?(?:跟进|追踪|关注)|持续关注|"  # (`标注待核实，下次简报跟进`)
    # (`跟踪官方说明`, `等待官方回应`: the usual wait for the maker's word)
    r"(?:跟踪|跟进|追踪|关注|等待|等)(?:官方|厂商)(?:说明|回应|公告|确认|消息|文档)?|"
    r"[低中高]?风险|[（）()，,。.;；:：\s\"“”「」]"
)
# What a problem says when it only says that sources disagree (`两处来源说法不一`, `报道不一致`,
# `sources disagree`): nothing of its own, every such note reading alike.
_BARE_PROBLEM = lazy(
    r"两处|多处|各|来源|报道|说法|数据|口径|存在|不一致?|不同|有出入|矛盾|冲突|分歧|"
    r"(?i:(?<![A-Za-z])(?:two|the|sources?|reports?|disagree|conflict(?:ing)?|differ)(?![A-Za-z]))|"
    r"[（）()，,。.;；:：\s\"“”「」]"
)


def _said(item: Contradiction) -> str:
    """What the item's note says: its suggestion, unless that only asks for the usual note
    (`标注待核实`: every such note would read alike, and a second would pass for the first),
    else what it says of the problem, unless that only says sources disagree, else its title."""
    suggestion = item.suggestion if _BARE_ASK.sub("", item.suggestion) else ""
    problem = item.problem if _BARE_PROBLEM.sub("", item.problem) else ""
    return suggestion or problem or item.title


def _values(item: Contradiction, item_id: str, date: str) -> dict[str, str]:
    """Placeholder values; `suggestion` is empty when it would only repeat the title."""
    suggestion = _said(item)
    if squash(suggestion) == squash(item.title):
        suggestion = ""
    values = {
        "title": item.title,
        "risk": item.risk or "风险未标注",
        "suggestion": suggestion,
        "problem": item.problem,
        "source": item.source,
        "date": date,
        "id": item_id,
    }
    return {k: inline(v).strip() for k, v in values.items()}


def _note_on(
    editor: Editor,
    target: Target,
    item: Contradiction,
    item_id: str,
    date: str,
    base: NoteAction,
    label: str,
    how: str | None,
) -> NoteAction:
    values = _values(item, item_id, date)
    values["suggestion"] = values["suggestion"] or values["title"]
    text = fill(editor.smap.template.note, values) or line_start(values["suggestion"])
    head = note_head(editor.smap.template.note)
    if item_id in target.ids or _noted(target.lines(), text, head):
        return _with(base, "unchanged", label, how, "the entry already has this note")
    earlier = _restated(target, item, text, head)
    if earlier is not None:
        editor.nest_under(target, earlier, text, item_id)
        return _with(base, "attached", label, how, f"matched on {how}; under the note it restates")
    blocked = editor.open_end(target)
    if blocked is not None:  # the note would be inside that block: the 待核实 section
        why = f"matched {label} on {how}, but {blocked}"
        return _note_in_anchor(editor, item, item_id, date, base, why)
    editor.append_sub(target, text, item_id)
    return _with(base, "attached", label, how, f"matched on {how}")


def _restated(
    target: Target,
    item: Contradiction,
    text: str,
    head: re.Pattern[str],
    resolving: bool = False,
) -> str | None:
    """The line of an earlier note on this entry that the new one restates (it says
    `延续自`, or most of its words are the old note's) or, `resolving`, answers (the
    note sharing most words, one at least besides the name the item leads with and the words
    of asking); None when there is none."""
    new = _words_of(note_core(text, head) + (note_core(item.title, head) if resolving else ""))
    named = _words_of(_first_word(item.title)) | _ASKING  # (an answer shares a claim, not a name)
    best: tuple[float, str] | None = None
    for line in target.lines()[1:]:  # the entry's sub-lines, planned ones too
        if not head.match(_ITEM.sub("", line).strip()):
            continue
        old = _words_of(note_core(line, head))
        if resolving and not (new & old) - named:
            continue  # (`已核实：Riverbed 复制延迟` answers no `Riverbed 3.0 许可证待核实`)
        score = len(new & old) / max(1, min(len(new), len(old)))
        if "延续" in item.risk or "延续" in item.title or resolving:
            score += 0.5
        if score >= 0.6 and (best is None or score > best[0]):
            best = (score, line)
    return best[1] if best else None


def _shared_enough(words: frozenset[str]) -> bool:
    """A Latin word, or two Chinese bigrams (`命中率`: one bigram alone, `开启`, is a word in
    passing)."""
    latin = [w for w in words if w.isascii()]
    return bool(latin) or len(words) >= 2


@functools.lru_cache(maxsize=16384)
def _words_of(text: str) -> frozenset[str]:
    return frozenset(bigrams(text) | {w.lower() for w in _WORD.findall(text)})


_COLON_BEFORE_DATE = lazy(r"[：:]\s*(?=[（(]\d{4}-|$)")


def _note_in_anchor(
    editor: Editor,
    item: Contradiction,
    item_id: str,
    date: str,
    base: NoteAction,
    why: str = "matched no increment or entry",
) -> NoteAction:
    anchor = editor.smap.contradictions
    if anchor is None:
        return _with(
            base,
            "unattached",
            None,
            None,
            "no increment or entry matches and the map names no `contradictions` anchor",
        )
    values = _values(item, item_id, date)
    text = fill(editor.smap.template.note_entry, values) or line_start(values["title"])
    if not values["suggestion"]:  # the item says no more than its title: say it once
        text = _COLON_BEFORE_DATE.sub("", text)
    core = note_core(text, head := note_head(editor.smap.template.note))
    done = any(item_id in t.ids for t in editor.index.holding(item_id)) or (
        bool(core) and core in editor.index.lines_in(anchor, _cores(head))
    )
    if done:
        return _with(base, "unchanged", anchor, None, "already noted")
    editor.add_entry(
        anchor,
        [f"{editor.prefix_for(anchor)}{text} {marker.write(item_id)}"],
        item_id,
        [],
        item.title,
    )
    return _with(base, "attached", anchor, None, why)


# An unnamed source's word opening an item (`某博客称 X …`, `有网友称 X …`, `A forum post
# claims X …`): after it, an item led by X is about X's increment, whoever said it.
_HEARSAY = lazy(
    r"^\s*(?:(?:某|有|一篇|一则)\s*(?:博客|博文|帖子|论坛帖子?|网友)\s*(?:称|声称|宣称)"
    r"|(?i:an?\s+(?:blog|forum)\s+post\s+claims(?:\s+that)?(?![A-Za-z])))\s*[：:,，]?\s*(?=\S)"
)


def _match_increment(
    item: Contradiction, own: list[Increment], editor: Editor
) -> tuple[Increment | None, str | None]:
    """The increment of the same briefing the item concerns, from the evidence: a shared
    key; the increment's name in the item's title (`SGLang BCG` for `SGLang Breakable CUDA
    Graph（BCG）`); claims only that increment's title and points share with the item
    (`DeployBase`, `std::bad_alloc`); Chinese words of the titles. Never one short or
    generic word alone."""
    cited = _cited_increment(item, own)
    if cited is not None:
        return cited
    keys = _item_keys(item, editor)
    for inc in own:
        shared = [k for k in editor.keys_of(inc) if k in keys]
        if shared:
            return inc, shared[0]
    bare = _bare_own_ref(item, own, editor)
    if bare is not None:
        return bare
    named = _named(item.title, [inc.title for inc in own])
    if named is not None and (leading := _led_by_another(item.title, named, own)) is not None:
        return leading
    if named is not None and _led_by_an_entry(item.title, named, own[named[0]].title, editor):
        return None, None  # (`Kettle 0.5 的 1.8× 与 Fennel Cache 对照…`: about Kettle's entry)
    if named is not None and " " not in spaced(named[1]):
        worded, how = _by_bigrams(item, own)  # one word in passing, or the item's subject?
        if worded is not None and worded is not own[named[0]]:
            return worded, how
    if named is not None:
        return own[named[0]], f'names "{named[1]}"'
    apart = _release_apart(item.title)
    if apart is not None and (named := _named(apart, [inc.title for inc in own])) is not None:
        return own[named[0]], f'names "{named[1]}" (its release written onto it)'
    renamed = _by_new_name(item.title, own) or _by_maker_dropped(item.title, own)
    if renamed is not None:
        return renamed
    texts = ["\n".join([inc.title, *inc.points]) for inc in own]
    claims = sharing_claims(f"{item.title}\n{item.problem}", texts)
    if (
        claims is not None
        and not _led_by_another_figure(item.title, own[claims[0]].title, editor)
        and not _led_by_another_release(item.title, own[claims[0]].title)
        and not _led_by_unknown(item.title, own, editor)
    ):
        return own[claims[0]], "claims:" + ",".join(claims[1])
    led = _led_by(item.title, [inc.title for inc in own])
    heard = _HEARSAY.sub("", item.title, count=1)  # (`某博客称 X …`: led by X)
    if led is None and heard != item.title:
        led = _led_by(heard, [inc.title for inc in own])
    if led is None:
        led = _led_by_short_form(item.title, [inc.title for inc in own], editor)
    if led is None:
        led = _led_by_bracketed_short(item.title, [inc.title for inc in own])
    if led is not None:
        return own[led[0]], led[1]
    released = _led_by_release(item.title, own, editor)
    if released is not None:
        return released
    inside = _named_inside_one_title(item.title, own, editor)
    if inside is not None:
        return inside
    worded, how = _by_bigrams(item, own)
    if worded is None and item.suggestion:  # the suggestion says what to annotate
        worded, how = _by_bigrams(item, own, f"{item.title}\n{item.suggestion}")
    if worded is None:
        quoted = _by_quote(item, own) or _by_figures(item, own)
        if quoted is None or _led_by_another_entry(item.title, quoted[0], editor):
            return None, None
        return quoted
    return worded, how


def _named_inside_one_title(
    title: str, own: list[Increment], editor: Editor
) -> tuple[Increment, str] | None:
    """The one increment whose title says its maker launches the thing by the distinctive Latin
    name the item's title leads with, when no entry of the document goes by that name
    (`Sedge 定价` and `Pellmoor 上线 Sedge 托管推理服务`): tonight's news of that thing — not a
    title naming it as what another thing takes in (`Runebook 0.5 接入 Ferrule 编译器`), nor
    for an item writing a release the title does not."""
    name = _leading_latin(title)
    if name is None or _COMPARING.search(title):
        return None
    names = editor.index.names
    if names.by_first.get(form(name)) or names.by_form.get(form(name)):
        return None
    launched = re.compile(_LAUNCHED.format(re.escape(name)), re.IGNORECASE)
    found = [inc for inc in own if _writes_word(inc.title, name) and launched.search(inc.title)]
    if len(found) != 1 or _release_not_written(title, name, found[0].title):
        return None
    return found[0], f'names "{name}" inside its title'


# A maker launching a thing its title names right after the verb (`Pellmoor 上线 Sedge`,
# `Emery Labs launches Sedge`): `{}` is the thing's name.
_LAUNCHED = (
    r"(?:上线|发布|推出|开源|首发)\s*(?-i:{0})(?![A-Za-z0-9])"
    r"|(?<![A-Za-z])(?:launch(?:es|ed)?|release[sd]?|ships|shipped|unveil(?:s|ed)?|introduc(?:es|ed))"
    r"\s+(?-i:{0})(?![A-Za-z0-9])"
)


def _led_by_another_entry(title: str, inc: Increment, editor: Editor) -> bool:
    """The item's title leads with the name of an entry the increment's title does not name
    (`vLLM 0.32 "默认 PD 分离" 与 release notes 不符` and `SGLang v0.8.0 —— 默认 PD 分离`): a
    quoted claim or a figure the increment shares is that entry's, not the increment's."""
    hits = {**editor.index.names.products_named(title), **editor.index.mentioned(title)}
    said, theirs = spaced(subject(title)), spaced(inc.title)
    led = [n for n in map(spaced, hits.values()) if _starts_with(said, n)]
    return bool(led) and not any(n in theirs for n in led)


# A Latin word written right before an issue's number (`SGLang #530`).
_WORD_BEFORE = lazy(r"(?<![A-Za-z0-9_./-])([A-Za-z][A-Za-z0-9_.\-]*)\s*$")


def _bare_own_ref(
    item: Contradiction, own: list[Increment], editor: Editor
) -> tuple[Increment, str] | None:
    """The one increment of the briefing holding the issue the item's title cites by its
    number alone (`#530 泄漏速率：…` and `loomflow/loomflow#530 — 长会话内存泄漏`), when no
    entry of the document holds another repository's issue of that number, and no other name
    is written right before the number (`SGLang #530`: that project's issue; spelling aside,
    `QuiverDB #4471` of `quiverly/quiver-db#4471`)."""
    for match in _BARE_REF.finditer(item.title):
        tail = f"#{match.group(1)}"
        before = _WORD_BEFORE.search(item.title, 0, match.start())
        hits = [
            (inc, key)
            for inc in own
            for key in editor.keys_of(inc)
            if key.startswith("gh:")
            and key.endswith(tail)
            and (before is None or form(before.group(1)) in form(key))  # (`QuiverDB`, quiver-db)
        ]
        keys = {key for _, key in hits}
        others = {k for k in editor.index.names.by_key if k.startswith("gh:") and k.endswith(tail)}
        if len(hits) == 1 and not others - keys:
            return hits[0][0], hits[0][1]
    return None


def _led_by_another(
    title: str, named: tuple[int, str], own: list[Increment]
) -> tuple[Increment, str] | None:
    """The increment the item's title leads with, when the one name found in it is named
    further on (`vLLM 0.33 新调度器与 Heron 插件兼容性`: the name `vLLM`, which two increments
    start with, is passed over for `Heron`): the title is about what it leads with."""
    if spaced(subject(title)).startswith(spaced(named[1])):
        return None
    led = _led_by(title, [inc.title for inc in own])
    if led is None or led[0] == named[0]:
        return None
    return own[led[0]], f'{led[1]}, before "{named[1]}"'


def _led_by_an_entry(title: str, named: tuple[int, str], theirs: str, editor: Editor) -> bool:
    """The item's title leads with the name of an entry of the document (`Kettle 0.5 的 1.8× 与
    Fennel Cache 对照…`) and names an increment's thing only further on (`Fennel Cache` of
    `fennel cache 0.6 — …`): the item is not about that increment. It is when the increment's
    title (`theirs`) names that entry too and one of the two gives the figure the other writes
    right after its name (`MMBench-Pro 86.4 是否使用 CoT…` of `Qiwen-VL 4 在 MMBench-Pro 登顶
    （86.4）`, `Cairn 在 RecallArena 的 78.1…` of `RecallArena 记忆评测：Cairn 78.1 / …`: a
    score on that board, the news the note goes with)."""
    said = spaced(subject(title))
    if said.startswith(spaced(named[1])):
        return False
    also = _entries_named(theirs, editor)
    return any(
        said.startswith(spaced(name))
        and spaced(named[1]) not in spaced(name)
        and not (at in also and _same_figure(title, name, theirs))
        for at, name in _entries_named(title, editor).items()
    )


def _entries_named(text: str, editor: Editor) -> dict[int, str]:
    """The live entries `text` names, by a name or by their product's one word (`Spindrift` of
    `**tracked** Spindrift`) → the name as written."""
    return {**editor.index.names.products_named(text), **editor.index.mentioned(text)}


def _led_by_another_figure(title: str, theirs: str, editor: Editor) -> bool:
    """The item's title leads with an entry's name and a figure right after it that the
    increment's title (`theirs`) does not give (`ChartArena 86.0 是否…` of `Lumen-VL 5 在
    ChartArena 登顶（88.4）`): a score on that board another thing got, not the increment's news."""
    said = spaced(subject(title))
    for name in editor.index.mentioned(title).values():
        at = title.casefold().find(name.casefold())
        figure = _FIGURE_AT.match(title, at + len(name)) if at >= 0 else None
        if _starts_with(said, spaced(name)) and figure and not _figure_after(title, name, theirs):
            return True
    return False


def _led_by_another_release(title: str, theirs: str) -> bool:
    """The item's title leads with a Latin name and a release right after it (`Ferrule 1.2 …`)
    that the increment's title (`theirs`) writes only further on, another thing's news
    (`Runebook 内核选择库 0.5 接入 Ferrule 编译器`), and writes that release nowhere: the item asks
    about that release of the thing named, not about the increment's news, whatever claims
    the two share (the increment's measurement cited as evidence)."""
    first = _lead_word(title)
    mine = _release_after(title, first) if first.isascii() and distinctive(first) else ()
    if not mine or _starts_with(spaced(subject(theirs)), first):
        return False
    written = ".".join(str(n) for n in mine) in _releases(theirs)  # (`OpenHands 发布 1.0`)
    written = written or _release_after(theirs, first) == mine  # (`Veradyne 发布 Parley 2`)
    return contrary.has_word(theirs, first) and not written


def _led_by_unknown(title: str, own: list[Increment], editor: Editor) -> bool:
    """The item's title leads with a thing no increment of its briefing and no entry names
    (`_unknown`: `Helix-Q 量化服务`) and names nothing known after it: claims its problem
    shares with an increment (`报价比 Quarry Cloud 再低 20%`) are what the unknown thing is set
    against, not the item's subject."""
    led = _LED_NAME.match(title)
    if led is None or not _unknown(led["name"].split()[0], own, editor):
        return False
    return not editor.index.mentioned(title) and _named(title, [i.title for i in own]) is None


def _same_figure(title: str, name: str, theirs: str) -> bool:
    """The figure one of the titles gives right after `name` is written in the other: the
    item's (`MMBench-Pro 86.4 是否…` of `…登顶（86.4）`) or the increment's (`Cairn 78.1` of
    `RecallArena 记忆评测：Cairn 78.1 / …` for `Cairn 在 RecallArena 的 78.1 …`)."""
    return _figure_after(title, name, theirs) or _figure_after(theirs, name, title)


# A figure right after a name (`86.4` of `MMBench-Pro 86.4 是否…`).
_FIGURE_AT = lazy(r"\s*(\d+(?:\.\d+)?)(?![\d.])")


def _figure_after(title: str, name: str, theirs: str) -> bool:
    """`theirs` writes the figure `title` gives right after `name` (`（86.4）`)."""
    found = _figure_at(title, name)
    return found is not None and bool(re.search(rf"(?<![\d.]){re.escape(found)}(?![\d.])", theirs))


def _figure_at(title: str, name: str) -> str | None:
    """The figure `title` writes right after `name` (`86.4` of `MMBench-Pro 86.4 …`)."""
    at = title.casefold().find(name.casefold())
    found = _FIGURE_AT.match(title, at + len(name)) if at >= 0 else None
    return found[1] if found else None


# A maker's capitals before a product's name (`NVIDIA Dynamo 1.3`), or a maker's one
# capitalised word before a name glued to its release (`Skyframe Lumora3.5 预览版`: the title
# writes the release onto the name, so the word before it is not the name's first word).
_MAKER_THEN = lazy(r"^[A-Z]{2,}[A-Za-z0-9]{0,13}\s+(?P<name>[A-Z][A-Za-z0-9\-]*)(?=\s|$)")
_WORD_MAKER_THEN_GLUED = lazy(
    r"^[A-Z][a-z]{2,13}\s+(?P<name>[A-Z][A-Za-z\-]*[a-z])v?\d+(?:\.\d+)+(?![A-Za-z0-9.])"
)


# A title led by a Latin name with its dotted release glued on (`CW3.2 后台队列并发上限`,
# `Lumora3.5 时长`; not `Qwen3`, whose digit is no release).
_LEADING_GLUED_RELEASE = lazy(
    r"^(?P<name>\s*[A-Za-z][A-Za-z\-]*[A-Za-z])(?P<release>v?\d+(?:\.\d+)+)(?![A-Za-z0-9.])"
)


def _release_apart(title: str) -> str | None:
    """The title with the release it leads with written apart from its name (`CW 3.2 后台…`),
    as tonight's increments write it; none when the title writes no release so."""
    glued = _LEADING_GLUED_RELEASE.match(title)
    if glued is None:
        return None
    return f"{glued['name']} {glued['release']}{title[glued.end() :]}"


def _by_maker_dropped(title: str, own: list[Increment]) -> tuple[Increment, str] | None:
    """The one increment named by a maker's capitals, then the name and release the item's
    title leads with (`Dynamo 1.3 发布日期…` and `NVIDIA Dynamo 1.3 — KV 路由感知 LoRA`): the
    maker left out; the release must be the same, and the name a distinctive one."""
    mine = names_of(subject(title))
    if not mine.bare or not mine.version or not distinctive(mine.bare) or mine.bare in COMMON:
        return None
    found = []
    for inc in own:
        theirs = names_of(inc.title)
        made = _MAKER_THEN.match(theirs.shown) or _WORD_MAKER_THEN_GLUED.match(inc.title)
        if made and form(made["name"]) == mine.bare and theirs.version == mine.version:
            found.append(inc)
    if len(found) != 1:
        return None
    return found[0], f'names "{short(names_of(found[0].title).shown, 40)}" without its maker'


def _by_new_name(title: str, own: list[Increment]) -> tuple[Increment, str] | None:
    """The one increment renaming its thing to a name the item's title starts with (`Rivulet
    1.0 GA 日期` for `Ripple renamed to Rivulet — agent runtime 1.0 GA`): the item is about
    the renamed thing by its new name."""
    found = [
        (inc, new)
        for inc in own
        if (new := renamed_to(inc.title))
        and re.match(rf"\s*{re.escape(new)}(?![A-Za-z0-9\-])", title, re.I)
    ]
    if len(found) != 1:
        return None
    return found[0][0], f'names "{found[0][1]}", the new name'


def _weakly_led(item: Contradiction, own: list[Increment]) -> tuple[Increment, str] | None:
    """An increment only the item's first name leads to, asked when no entry of the document
    is named: a release led by its number (`v3.0 Stitchpage 发布` for `Stitchpage 跨租户…`) or
    a Chinese name (`铜绿云复盘更新` for `铜绿云根因…`). A release filed as a new entry beside
    the product's own entry is the product's news: the item goes to the entry it names."""
    led = _led_by(item.title, [inc.title for inc in own], past_release=True)
    return (own[led[0]], led[1]) if led is not None else _chinese_led_by(item, own)


# A claim the item quotes (`综述"收益减半"结论的依据`): four characters or more in quotes.
_QUOTED = lazy(r"[\"“「『]\s*(?P<claim>[^\"“”「」『』\n]{4,40}?)\s*[\"”」』]")


def _by_quote(item: Contradiction, own: list[Increment]) -> tuple[Increment, str] | None:
    """The one increment whose title or points hold a claim the item's title or problem
    quotes (the suggestion's quotes are the note to write, not the claim doubted)."""
    texts = [_squashed("\n".join([inc.title, *inc.points])) for inc in own]
    for match in _QUOTED.finditer(f"{item.title}\n{item.problem}"):
        claim = squash(match.group("claim"))
        hits = [n for n, text in enumerate(texts) if claim in text]
        if len(hits) == 1:
            return own[hits[0]], f'quotes "{match.group("claim")}"'
    return None


# A briefing's increments are read again for each of its items: their squashed texts and
# title bigrams are worked out once (pure functions of the text).
_squashed = functools.lru_cache(maxsize=256)(squash)


def _figures(text: str) -> frozenset[str]:
    """The figures of a text, spelt one way (`evidence.figures`)."""
    return frozenset(figures(text))


def _by_figures(item: Contradiction, own: list[Increment]) -> tuple[Increment, str] | None:
    """The one increment whose title and points hold two figures or more of the item's
    title and problem (`Q3 矩阵称…领先 29%，Q4 复测仅 6%` and `领先收窄到 6%（Q3 为 29%）`),
    more than any other increment holds."""
    mine = _figures(f"{item.title}\n{item.problem}")
    shared = sorted(
        ((mine & _figures("\n".join([inc.title, *inc.points])), n) for n, inc in enumerate(own)),
        key=lambda pair: -len(pair[0]),
    )
    if not shared or len(shared[0][0]) < 2:
        return None
    if len(shared) > 1 and len(shared[1][0]) >= len(shared[0][0]):
        return None
    figures, best = shared[0]
    return own[best], "figures:" + ",".join(sorted(figures))


_COMPARING = lazy(r"(?<![A-Za-z])(?:vs\.?|versus)(?![A-Za-z])|对比|相比|比较", re.I)


def _led_by(title: str, titles: list[str], past_release: bool = False) -> tuple[int, str] | None:
    """The one title whose subject starts with the same distinctive Latin word as the
    item's and shares another word with it (`Halyard 千卡案例的客户身份` and `Halyard PD-分离
    首个千卡生产案例`); none for a comparison (`A vs B`) or a word two titles start with."""
    first = _lead_word(title)
    short = not distinctive(first) and _abbreviation_first(title, first)
    if not first.isascii() or not (distinctive(first) or short) or _COMPARING.search(title):
        return None
    hits = [
        n
        for n, t in enumerate(titles)
        if first in _lead_words(t, past_release) and not _COMPARING.search(subject(t))
    ]  # (not `Umber3 1.5 vs Vesper-LM 0.9 端侧对比` for `UMBER3 v1.5 INT4 KV 精度…`: one side)
    if short:  # (`TGI`, `DWS`: never alone — one title, and two more things shared with it)
        return _led_by_abbreviation(title, first, hits, titles)
    if len(hits) > 1:  # `Prismfold FP4 KV …` of `Prismfold FP4 KV-Cache` and `Prismfold Prefix …`
        return _led_by_more(title, first, hits, titles)
    if len(hits) != 1:
        return None
    led = _from_latin(titles[hits[0]], first)
    paired = led is not titles[hits[0]]  # (led by its Chinese name: `渡鸦 Corvid 0.6 — …`)
    if paired and _releases(title) and not _releases(led) & _releases(title):
        return None  # (`Corvid 0.7 发布日期`: another release than that increment's)
    if _words_of(led) & _words_of(title) - {first}:
        return hits[0], f'leads with "{first}"'
    if _releases(led) & _releases(title) and not _named_apart(subject(title), subject(led), first):
        return hits[0], f'leads with "{first}", the same release'  # `Capstan 1.2 …` and
    # `Capstan Scheduler 1.2`; not `Kite Video 1.0 …` and `Kite TTS 1.0`: two products
    alone = not _GOES_ON.match(subject(title).lstrip()[len(first) :])  # not `NVIDIA H100 …`
    if _releases(title) and not _releases(led):  # (`vLLM v0.32 …`: not `vLLM FP8 KV 回归`)
        return None
    if alone and not _named_on(subject(led).lstrip(), first):  # `Tallow OOM看门狗`
        return hits[0], f'leads with "{first}", its product word'
    return None  # (`NVIDIA 收购…` is not about the `NVIDIA Dynamo` increment)


def _named_apart(title: str, led: str, first: str) -> bool:
    """Both names go on from their first word with a capitalised word of their own, not the
    same (`Kite Video 1.0` and `Kite TTS 1.0`): two products sharing a first word."""
    mine, theirs = _name_goes_on(title, first), _name_goes_on(led, first)
    return bool(mine and theirs and mine.casefold() != theirs.casefold())


def _name_goes_on(text: str, first: str) -> str:
    """The capitalised word right after `first` where a name opens with it (`Video` of
    `Kite Video 1.0`), else ""."""
    said = re.match(rf"\s*{re.escape(first)}[\s\-]+([A-Z][A-Za-z0-9]*)", text, re.I)
    return said.group(1) if said and said.group(1)[0].isupper() else ""


def _named_on(led: str, first: str) -> bool:
    """The increment's subject goes on from its first word with another word of its name: a
    capitalised one (`Tallow Scheduler`), or, the name written in lower case, a lower-case
    Latin word (`vireo cloud 华东区故障`: not the item's `Vireo`)."""
    rest = led[len(first) :]
    if _NAMED_ON.match(rest):
        return True
    return led[: len(first)].islower() and _LOWER_ON.match(rest) is not None


# A short form of capitals leading a title, a release after it (`QSV 3.1 吞吐数字`).
_SHORT_FORM_RELEASE = lazy(r"^\s*(?P<short>[A-Z][A-Z0-9]{1,5})\s*(?=v?\d+(?:\.\d+)+(?![\d.]))")


def _led_by_short_form(title: str, titles: list[str], editor: Editor) -> tuple[int, str] | None:
    """An item led by a short form the preamble defines and a release (`QSV 3.1 吞吐数字` where
    the preamble says `QSV = 青杉 Quillsilva`): read by the Latin name it stands for, as
    `_led_by` reads a title led by that name (`青杉 Quillsilva 3.1 发布`: the same release)."""
    said = _SHORT_FORM_RELEASE.match(subject(title))
    full = editor.index.names.stated_short_forms().get(said["short"], "") if said else ""
    if said is None or not full.isascii() or not full[:1].isupper() or " " in full.strip():
        return None
    led = _led_by(f"{full} {title[said.end('short') :].lstrip()}", titles)
    return (led[0], f"{led[1]} ({said['short']} = {full})") if led else None


# A short form of capitals (a digit maybe: `HE4`) leading a title, then a space or Chinese text.
_SHORT_LEADING = lazy(r"^\s*(?P<short>[A-Z][A-Z0-9]{1,5})(?=\s|[\u4e00-\u9fff])")


def _led_by_bracketed_short(title: str, titles: list[str]) -> tuple[int, str] | None:
    """An item led by a short form that exactly one title of the briefing gives in brackets
    right after a Latin name (`HE4 定价口径` and `Halyard Embed 4（HE4）API 定价公布`): about
    that increment's thing, where it went."""
    said = _SHORT_LEADING.match(subject(title))
    if said is None or said["short"].casefold() in GENERIC:
        return None
    short = re.escape(said["short"])
    given = rf"[A-Za-z0-9]\s*[（(]\s*{short}\s*[)）]"
    hits = [n for n, t in enumerate(titles) if re.search(given, t)]
    if len(hits) != 1:
        return None
    return hits[0], f'leads with "{said["short"]}", the short form that increment\'s title gives'


def _abbreviation_first(title: str, first: str) -> bool:
    """The title's subject starts with an abbreviation of two or three capitals written as a
    word of its own (`TGI 安全补丁…`, `ＤＷＳ 公平性回归`), not a generic one (`GPU`, `API`)."""
    written = _ABBREVIATED.match(fold_letters(subject(title)).lstrip())
    return written is not None and written.group().casefold() == first and first not in GENERIC


def _led_by_abbreviation(
    title: str, first: str, hits: list[int], titles: list[str]
) -> tuple[int, str] | None:
    """The one title led by the same short abbreviation as the item's, when the two share two
    more things: Chinese words, Latin words or releases (`TGI 安全补丁截止日期` and
    `TGI维护模式再次确认：HF 宣布 2027-06 停止安全补丁`: 安全补丁; `DWS 饥饿问题…1.3` and
    `ＤＷＳ 公平性回归 — 1.3 抢占式调度下低优先级租户饥饿`: 饥饿, 1.3)."""
    if len(hits) != 1:
        return None
    led = fold_letters(titles[hits[0]])
    mine = fold_letters(title)
    words = (_words_of(led) & _words_of(mine)) - {first} - _GENERIC
    releases = _releases(led) & _releases(mine)
    if len(words) + len(releases) < 2:
        return None
    shared = sorted(releases) + sorted(words, key=mine.find)
    return hits[0], f'leads with "{first}", sharing ' + ",".join(shared[:3])


def _lead_word(title: str, past_release: bool = False) -> str:
    """The word a title's subject starts with; `past_release`, the word after a release
    number leading it (`v3.0 Stitchpage 发布` is led by `Stitchpage`)."""
    said = subject(title)
    if past_release:
        said = _LEADING_RELEASE.sub("", said, count=1) or said
    return spaced(said).split(" ", 1)[0]


def _lead_words(title: str, past_release: bool = False) -> tuple[str, ...]:
    """The word a title's subject starts with (`_lead_word`), and the Latin name after a
    Chinese one it opens with (`流萤 Lumiq 3 发布`: `流萤`, `Lumiq`)."""
    first = _lead_word(title, past_release)
    paired = _CHINESE_THEN_LATIN.match(subject(title))
    return (first, spaced(paired["latin"]).split(" ", 1)[0]) if paired else (first,)


def _from_latin(title: str, first: str) -> str:
    """The title from the Latin name `first` on when a Chinese name opens it before that
    name (`流萤 Lumiq 3 发布` → `Lumiq 3 发布`); else the title."""
    paired = _CHINESE_THEN_LATIN.match(subject(title))
    if paired is None or _lead_word(title) == first:
        return title
    return title[title.index(paired["latin"]) :] if paired["latin"] in title else title


# A Chinese name, a space and a Latin name opening a title's subject (`流萤 Lumiq 3 发布`).
_CHINESE_THEN_LATIN = lazy(r"^\s*[\u3400-\u9fff]{1,8}\s+(?P<latin>[A-Za-z][^\s\u3400-\u9fff]*.*)$")
_LEADING_RELEASE = lazy(r"^\s*v?\d+(?:\.\d+)+(?:[.-]?post\d+)?\s+(?=[A-Za-z])", re.I)


def _led_by_more(
    title: str, first: str, hits: list[int], titles: list[str]
) -> tuple[int, str] | None:
    """Of titles led by the same word, the one sharing other Latin words with the item's
    title (`FP4`, `KV`) when no other of them shares any."""
    mine = _words_of(subject(title)) - {first.lower()} - _GENERIC
    shared = [(mine & _words_of(subject(titles[n])), n) for n in hits]
    sharing = [(words, n) for words, n in shared if words]
    if not sharing:
        return _led_by_line(title, first, hits, titles)
    if len(sharing) != 1:
        return None
    words, n = sharing[0]
    return n, f'leads with "{first}", sharing ' + ",".join(sorted(words)[:3])


def _led_by_line(
    title: str, first: str, hits: list[int], titles: list[str]
) -> tuple[int, str] | None:
    """Of titles led by the same word and sharing no other, the one of the release line the
    item's title gives (`vLLM 0.33 新调度器…` and `vLLM v0.33.0rc1 — …`, not `vLLM FP8 KV …`)."""
    mine = _releases(subject(title))
    lined = [
        n
        for n in hits
        if any(r == m or r.startswith(f"{m}.") for r in _releases(subject(titles[n])) for m in mine)
    ]
    if len(lined) != 1:
        return None
    return lined[0], f'leads with "{first}", the release line ' + ",".join(sorted(mine))


# A release number (`1.2`, `v0.9.1`), not a figure (`2.7×`, `1.5%`).
_RELEASE = lazy(r"(?<![\d.])v?(\d+\.\d+(?:\.\d+)*)(?![\d.])(?!\s*[×%％xX倍])")
# What follows a product word when the name goes on with another proper word (`Dynamo`).
_NAMED_ON = lazy(r"^[\s\-]*[A-Z][a-z]")
_LOWER_ON = lazy(r"^[\s\-]*[a-z]{2}")


# A name going on with another capitalised word or acronym (`NVIDIA H100`, `NVIDIA EPD`).
_GOES_ON = lazy(r"^[\s\-]*[A-Z]")


def _releases(text: str) -> set[str]:
    return set(_RELEASE.findall(text))


# `见增量 3`, `增量二的数字`, `邻接 B`: the item names an increment of its briefing by number
_INCREMENT_REF = lazy(
    r"(?P<kind>增量|邻接)\s*(?P<number>\d{1,2}|[一二三四五六七八九十]|[①-⑳]|[A-Z])(?![0-9A-Za-z%％.])"
)


# A day written before an increment's number, in the same clause (`11-18 Kai 实例增量 1`).
_DAY_BEFORE = lazy(r"(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?[^；;。，,\n\d]{0,16}$")


def _cited_increment(item: Contradiction, own: list[Increment]) -> tuple[Increment, str] | None:
    """The increment the item names by its number (`增量 3`), when exactly one has it; not
    a number another day's briefing gave (`11-18 Kai 实例增量 1 所称…`)."""
    text = f"{item.title}\n{item.problem}\n{item.suggestion}"
    for match in _INCREMENT_REF.finditer(text):
        if own and _another_day(text[: match.start()], own[0].id):
            continue
        if _INSTANCE_BEFORE.search(text[: match.start()]):
            continue  # (`Tom 实例今日增量 2`: another instance's briefing numbered it)
        adjacent, number = match.group("kind") == "邻接", _number(match.group("number"))
        hits = [i for i in own if i.adjacent == adjacent and _number(i.number) == number]
        if len(hits) == 1:
            return hits[0], f"cites {match.group()}"
    return None


# An increment of an earlier briefing cited by day and number (`12-15 增量 4`, `12月15日增量四`).
_DATED_REF = lazy(
    r"(?<!\d)(?P<month>\d{1,2})\s*[-/月]\s*(?P<day>\d{1,2})\s*日?\s*(?:的\s*)?"
    r"(?:[A-Za-z][A-Za-z0-9_\-]*\s*实例\s*(?:的\s*)?)?"  # (`12-23 Jay 实例增量 1`: any instance's)
    r"(?P<kind>增量|邻接)\s*(?P<number>\d{1,2}|[一二三四五六七八九十]|[①-⑳]|[A-Z])(?![0-9A-Za-z%％.])"
)


def _earlier_increment(item: Contradiction, date: str, editor: Editor) -> tuple[Target, str] | None:
    """The one entry holding the increment of another day the item cites by day and number
    (`更正：12-15 增量 4 的 … 精度回退只影响 3.2` → the entry 2026-12-15#4 went into), an
    instance named or not (`12-23 Jay 实例增量 1`: every instance's increment 1 of that day is
    held by that one entry, or none is taken)."""
    for match in _DATED_REF.finditer(f"{item.title}\n{item.problem}\n{item.suggestion}"):
        day = f"{date[:4]}-{int(match['month']):02d}-{int(match['day']):02d}"
        if day >= date[:10]:
            continue  # (this briefing's own, or a day not written yet)
        number = _number(match["number"])
        cited = marker.increment_id(day, number, match["kind"] == "邻接")
        held = editor.index.holding(cited)
        if len(held) > 1 and "实例" in match.group():  # (instances numbering alike)
            held = _holders_naming(held, cited, item.title)
        if len(held) == 1:
            return held[0], f"cites {match.group()}"
    return None


def _holders_naming(held: list[Target], cited: str, title: str) -> list[Target]:
    """Of the entries holding an increment id of that day (several instances numbered from
    1), those whose line of it shares a distinctive Latin word with the item's title."""
    words = {w for w in _latin_words(title) if distinctive(w) and w not in _GENERIC}
    own = f"id={marker.base(cited)}"
    return [
        t
        for t in held
        if any(_holds_id(line, own) and words & _latin_words(line) for line in t.lines())
    ]


def _holds_id(line: str, own: str) -> bool:
    """The line's marker writes that id, suffixed or not (`id=2026-12-23#1.3fa2c1`), not a
    longer number (`#10`)."""
    at = line.find(own)
    return at >= 0 and not line[at + len(own) : at + len(own) + 1].isdigit()


def _latin_words(text: str) -> frozenset[str]:
    return frozenset(w.lower() for w in _WORD.findall(text))


# Another instance named right before an increment's number (`Tom 实例今日增量 2`, `Kai 实例增量
# 1`, `the Tom instance's 增量 2`): its briefing's number, not this one's.
_INSTANCE_BEFORE = lazy(
    r"(?:[A-Za-z][\w\-]*\s*实例|(?i:[A-Za-z][\w\-]*\s+instance(?:'s)?))"
    r"\s*(?:今日|今天|同日|当日|当天)?\s*(?:的\s*)?$"
)


def _another_day(before: str, own_id: str) -> bool:
    """The text before an increment's number ends in a day other than the one of `own_id`
    (`2026-11-20#1`: the briefing's increments' day)."""
    day = _DAY_BEFORE.search(before)
    if day is None:
        return False
    month, date = own_id[5:7], own_id[8:10]
    return (int(day["month"]), int(day["day"])) != (int(month or 0), int(date or 0))


def _number(label: str) -> str:
    """`３`, `三`, `③`, `3.` → `3`; `b` → `B`."""
    label = unicodedata.normalize("NFKC", label).strip().rstrip(".、)）")
    if label and label[0] in _CIRCLED:
        return str(_CIRCLED.index(label[0]) + 1)
    if label in _NUMERALS:
        return str(_NUMERALS.index(label) + 1)
    return label.upper()


def _one_landing(
    title: str, own: list[Increment], landed: dict[str, Target]
) -> tuple[Target, str] | None:
    """The one entry every increment led by the item's first word went to, when several are
    (`Kelp 2.0 默认值…` and both `Kelp 2.0 发布` and `海带 Kelp 2.0 在某基准上…`), each writing
    the item's release if it gives one: which of them it concerns, their entry says alike;
    none where they parted, nor for a comparison."""
    first = _lead_word(title)
    if not first.isascii() or not distinctive(first) or _COMPARING.search(title):
        return None
    hits = [inc for inc in own if first in _lead_words(inc.title)]
    released = _releases(title)
    if len(hits) < 2 or any(
        released and not _releases(_from_latin(inc.title, first)) & released for inc in hits
    ):
        return None
    targets = {id(landed.get(inc.id)): landed.get(inc.id) for inc in hits}
    target = next(iter(targets.values()))
    if len(targets) != 1 or target is None:
        return None
    return target, f'leads with "{first}", whose {len(hits)} increments all went to that entry'


def _named(text: str, titles: list[str]) -> tuple[int, str] | None:
    """The one title whose name `text` mentions (the longest name wins a tie of one)."""
    mentions = _title_mentions(tuple(titles))
    found = _one(mentions.find(text))
    return (found[0], mentions.shown[found[1]]) if found else None


@functools.lru_cache(maxsize=4)
def _title_mentions(titles: tuple[str, ...]) -> Mentions:
    """The names of a briefing's increment titles, by position (indexed once for all its
    items: `attach_all` asks for one briefing's titles item after item; never modified)."""
    mentions = Mentions()
    for position, title in enumerate(titles):
        mentions.add_glued(position, title)  # (`Quillserve 4.0 …` of `Quill Serve 4.0 预览`)
    return mentions


def _one(hits: dict[int, str]) -> tuple[int, str] | None:
    """The hit with the longest name, when every other hit's name is part of it (`vLLM` of
    `vLLM FP8 KV-Cache`); none when the text names two things (`Mooncake 与 LMCache`)."""
    ranked = sorted(hits.items(), key=lambda hit: -len(hit[1]))
    if not ranked or any(
        name == ranked[0][1] or name not in ranked[0][1] for _, name in ranked[1:]
    ):
        return None
    return ranked[0]


# `Beacon 是否 fork 自 Lantern 早期版本`: a question about the thing the title leads with (not
# `A 与 B …`, about two things).
_ASKS = lazy(r"^\s*(?:是否|是不是|有没有|能否|可否|究竟|到底)")


def _asked_about(title: str, hits: dict[int, str]) -> tuple[int, str] | None:
    """Of the entries a title names, the one it leads with when a question about it follows
    its name (the other names are what it asks about)."""
    said = spaced(title)
    led = [
        (p, n)
        for p, n in hits.items()
        if said.startswith(name := spaced(n)) and _ASKS.match(said[len(name) :])
    ]
    return led[0] if len(led) == 1 else None


# A title's words between the name it leads with and the next name: a release only (`青鸾-VL
# 3.5 MMSight-Bench 分数`: `3 5`, as spaced).
_RELEASE_WORDS = lazy(r"(?:v?\d+[a-z]*\d*\s*)+", re.I)
# A separator between two names (`A 0.2、B`, `A 0.2 / B`).
_LISTED = lazy(r"[、,，/&;；|+]")


def _leading(title: str, hits: dict[int, str]) -> tuple[int, str] | None:
    """Of the entries a title names, the one it leads with (the longest such name, alone
    of its length), its name ending at a word's end."""
    said = spaced(subject(title))
    led = [(p, n) for p, n in hits.items() if _starts_with(said, spaced(n))]
    led.sort(key=lambda hit: -len(hit[1]))
    if not led or (len(led) > 1 and len(led[1][1]) == len(led[0][1])):
        return None
    return led[0]


def _starts_with(said: str, name: str) -> bool:
    rest = said[len(name) : len(name) + 1]
    return bool(name) and said.startswith(name) and not (rest.isascii() and rest.isalnum())


def _led_by_release_of(
    title: str, hits: dict[int, str], names: NameIndex
) -> tuple[int, str] | None:
    """The entry whose name the title leads with, followed by a release, when the other
    names come after that release (`青鸾-VL 3.5 MMSight-Bench 分数`, `Quillon 0.2 SGLang 加速比`:
    the release says whose figure it is; the benchmark or backend is what it is measured on),
    none listed beside it (`A 0.2、B`); a comparison is still left to `_comparing_two`."""
    led = _leading(title, hits)
    if led is None or len(hits) < 2 or _LISTED.search(_names_blanked(subject(title), hits)):
        return None
    said = spaced(subject(title))
    rest = said[len(spaced(led[1])) :]
    others = [spaced(n) for p, n in hits.items() if p != led[0] and spaced(n) not in spaced(led[1])]
    starts = [rest.find(f" {n}") for n in others]
    if not others or min(starts) < 0:
        return None
    gap = rest[: min(starts)].strip()
    if not gap or not _RELEASE_WORDS.fullmatch(gap) or not gap.split()[0][-1:].isdigit():
        return None
    return _of_release(led, tuple(int(d) for d in re.findall(r"\d+", gap.split()[0])), names)


def _names_blanked(title: str, hits: dict[int, str]) -> str:
    """The title with the names found in it written as spaces: a separator inside a name
    (`AXP/2`) lists nothing."""
    for name in sorted(hits.values(), key=len, reverse=True):
        title = re.sub(re.escape(name), " ", title, flags=re.IGNORECASE)
    return title


def _of_release(
    led: tuple[int, str], release: tuple[int, ...], names: NameIndex
) -> tuple[int, str] | None:
    """The entry of that release of the led entry's product: the led entry when its name
    writes no other release or it is the product's only live entry (`Quillon 0.1` for
    `Quillon 0.2 …`); else the one live entry of the product named by that release; else none."""
    mine = names.entries[led[0]].names
    if not mine.version or mine.version == release or not mine.bare:
        return led
    sibling = _sibling_of_release(led, release, names)
    if sibling is not None:
        return sibling
    kin = [p for p in dict.fromkeys(names.by_form.get(mine.bare, ())) if names.entries[p].live]
    return led if kin == [led[0]] else None


def _sibling_of_release(
    named: tuple[int, str], release: tuple[int, ...], names: NameIndex
) -> tuple[int, str] | None:
    """The one other live entry of the named entry's product named by the release the title
    writes after the name, where the named entry's name writes another (`Qingluan-VL 3.5` for
    `青鸾-VL 3.5 …`, `青鸾-VL` being an alias of `Qingluan-VL 3`)."""
    mine = names.entries[named[0]].names
    if not mine.version or mine.version == release or not mine.bare:
        return None
    kin = dict.fromkeys(names.by_form.get(mine.bare, ()))
    same = [p for p in kin if names.entries[p].live and names.entries[p].names.version == release]
    return (same[0], names.entries[same[0]].shown) if len(same) == 1 else None


def _release_sibling(
    title: str, target: Target, how: str | None, editor: Editor
) -> tuple[Target, str | None]:
    """`_sibling_of_release` for the entry an item names (`names "青鸾-VL"`), else that entry."""
    said = _NAMES.match(how or "")
    release = _release_after(title, said["name"]) if said and target.at >= 0 else ()
    if said is None or not release:
        return target, how
    sibling = _sibling_of_release((target.at, said["name"]), release, editor.index.names)
    if sibling is None:
        return target, how
    return editor.index.at(sibling[0]), f'names "{sibling[1]}"'


def _release_after(title: str, name: str) -> tuple[int, ...]:
    """The release written right after `name` in the title (`青鸾-VL 3.5 …` → 3, 5), or ()."""
    at = title.casefold().find(name.casefold())
    found = _RELEASE_AT.match(title, at + len(name)) if at >= 0 else None
    return tuple(int(d) for d in found[1].split(".")) if found else ()


# A release right after a name (`3.5` of `青鸾-VL 3.5 …`), not a figure (`2×`, `30%`).
_RELEASE_AT = lazy(r"\s*[vV]?(\d+(?:\.\d+)*)(?![\d.%×xX倍])")


@functools.lru_cache(maxsize=256)
def _title_grams(title: str) -> frozenset[str]:
    """The bigrams of an increment's title's subject (of the title when it has none)."""
    return frozenset(bigrams(subject(title) or title))


def _by_bigrams(
    item: Contradiction, own: list[Increment], text: str = ""
) -> tuple[Increment | None, str | None]:
    """The increment whose title shares the most Chinese words (character bigrams) with
    the item's title (or `text`): at least three, and two more than any other increment."""
    text = text or item.title
    mine = bigrams(text)
    scored = sorted(
        ((mine & _title_grams(inc.title), inc) for inc in own),
        key=lambda pair: -len(pair[0]),
    )
    if not scored or len(scored[0][0]) < 3:
        return None, None
    if len(scored) > 1 and len(scored[1][0]) + 2 > len(scored[0][0]):
        return None, None
    shared, inc = scored[0]
    return inc, "words:" + "".join(_joined(sorted(shared, key=text.find)))


def _match_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """An entry of the document (`_entry_named`), never one the title names only as what its
    subject is accused of (`Rivulet 作者回应“被指抄袭 Weft”`: not Weft's) or only as what it is
    said to have nothing to do with (`Qingluan 崩溃与 Lumen-VL 无关`): 待核实 then."""
    target, how = _entry_found(item, editor)
    if target is not None and (
        _named_as_accused_of(item.title, how) or _named_as_unrelated(item.title, how)
    ):
        return None, None
    return target, how


# A name written as what the title's subject is not, or has nothing to do with (`与 X 无关`,
# `并非 X 所致`, `unrelated to X`, `not X`): `{}` is the name.
_UNRELATED_TO = (
    r"(?:与|和|跟)\s*{}\s*(?:的\S{{0,6}}?)?\s*(?:无关|没有关系|毫无关系|不相关|无涉)"
    r"|(?:并非|不是|而非|非)\s*{}"
    r"|(?i:(?<![A-Za-z])(?:unrelated\s+to|not\s+related\s+to|nothing\s+to\s+do\s+with"
    r"|not|rather\s+than|instead\s+of)\s+{})"
)


def _named_as_unrelated(title: str, how: str | None) -> bool:
    """The name a match went by (`how`) is not the title's subject and is written only as what
    the subject has nothing to do with (`Qingluan 崩溃与 Lumen-VL 无关：论坛称是驱动问题`)."""
    named = _HOW_NAMED.search(how or "")
    if named is None or spaced(subject(title)).startswith(spaced(named["name"])):
        return False
    name = re.escape(named["name"])
    said = re.compile(_UNRELATED_TO.format(name, name, name), re.IGNORECASE)
    return said.search(title) is not None and len(re.findall(name, title, re.IGNORECASE)) == 1


# The name a finder says it matched (`names "Weft"`, `title names "Kelpie"`).
_HOW_NAMED = lazy(r'names "(?P<name>[^"]+)"')


def _named_as_accused_of(title: str, how: str | None) -> bool:
    """The name a match went by (`how`) is written only after the title's accusation (`Marram
    被指基于 Kelpie 的索引代码`: Kelpie is what Marram is accused of using), not in its subject."""
    said = _ACCUSED.match(title)
    named = _HOW_NAMED.search(how or "")
    if said is None or named is None:
        return False
    name = named["name"].casefold()
    return name not in said["subject"].casefold() and name in title[said.end() :].casefold()


def _entry_found(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """An entry of the document: a shared key, else the one entry the item's title names."""
    keys = _item_keys(item, editor)
    for key in keys:
        hits = editor.index.with_own_key(key)
        if hits:
            return hits[0], key
    mentioned = editor.index.mentioned(item.title)
    if mentioned and not editor.index.names.stated_product_scores():
        edition = _edition_by_month(item, editor)  # (`Gauntlet 六月版 Qingluo 2.0 分数`: the
        if edition[0] is not None:  # edition the title leads with, a product named after it)
            return edition
    if len(mentioned) >= 1 and (accused := _accused_entry(item.title, editor)) is not None:
        return accused  # (`GuanLan-MM 被指基于 Qilin-VL 2 微调`: GuanLan-MM's, not Qilin-VL's)
    if len(mentioned) == 2 and (scored := _scored_entry(item.title, editor)) is not None:
        return scored  # (`Qiwu 2.1 在 RAGArena 7 月榜的分数`: where the document files scores)
    named = _one(mentioned) or _asked_about(item.title, mentioned)
    named = named or _led_by_release_of(item.title, mentioned, editor.index.names)
    if named is not None and editor.index.names.shorts_named(item.title) - {named[0]}:
        return None, None  # (`TRT-LLM 与 ALB 合批的延迟对比`: two things, one by its short form)
    if (
        named is not None
        and " " not in spaced(named[1])
        and _head_only(item, editor.index.names.entries[named[0]].shown)
    ):
        named = None  # `NVL72 单机柜功耗` does not name `NVL72 机柜 Xid 79 复位风暴`
    if _comparing_two(item.title, editor):  # (`Mooncake 与 LMCache 的命中率对比口径`: 待核实)
        return _one_side_asked(item, editor) or (None, None)
    if named is not None and _incident_kept_apart(item.title, named[0], editor):
        return None, None  # (`SGLang #21090 死锁复现条件` is not `SGLang 0.6.2`'s: 待核实)
    if named is not None and _other_news_than_incident(item, named, editor):
        return None, None  # (`Mnemo Cloud pricing` is not `Mnemo Cloud 区域故障`'s: 待核实)
    if named is not None and editor.index.names.kind_apart(named[0], (item.title, item.problem)):
        return None, None  # (`Rook 向量库 0.2 …` against Ardent's request router: a namesake)
    if named is not None and (led := _led_by_product(item.title, named, editor)) is not None:
        return led  # (`Spindrift MI400 吞吐 — ServeBench-26 v2 …`: not the board's entry)
    if named is not None and len(_products_leading(item.title, named, editor)) > 1:
        return None, None  # (`Littoral 卡死是否影响 Skein 1.7` of `Littoral 0.3`, `0.4`: 待核实)
    if named is not None and (led := _led_by_abbreviation_release(item, named, editor)):
        return led  # (`QMR 2.1 Tollbridge Bench 复测 …`: not the board's entry)
    if named is not None and _abbreviation_leading(item.title, named, editor):
        return None, None  # (`KXP 的同步语义与 Ferrule 实现不符`: KXP's doubt, not Ferrule's)
    if named is not None and _term_of_many(named, editor):
        return None, None  # (`"MCP server 平均存活 41 天"统计来源不明`: the document's word)
    if named is not None:
        return _subject_entry(item.title, named, editor) or (
            editor.index.at(named[0]),
            f'names "{named[1]}"',
        )
    for finder in (  # in order; the first that finds an entry decides
        _keyed,
        _edition_by_month,
        _called,
        _spelled_alike,
        _problem_led_entry,
        _spelled_entry,
        _abbreviation_entry,
        _path_entry,
        _labelled_incident,
        _beside_incidents,
        _beside_longer_names,
        _led_entry,
        _chinese_led_entry,
        _measured_entry,
        _valued_entry,
        _quoted_entry,
        _named_inside_one_head,
    ):
        found = finder(item, editor)
        if found[0] is not None:
            return found
    return _suggested_entry(item, editor) if len(mentioned) < 2 else _two_led_alike(item, editor)


def _term_of_many(named: tuple[int, str], editor: Editor) -> bool:
    """The name the item was found by (`MCP server`) is not the lead of the entry it is in
    (`**Relay Hub 下架 37 个仿冒 MCP server — …**`) and two other live entries' first lines
    write it too (`Relay Hub — 公共 MCP server 注册中心`, `glint-fs — 文件系统 MCP server`): a
    word of the document's vocabulary, not one entry's name."""
    position, name = named
    said = spaced(name).casefold()
    if " " not in said:
        return False
    own = spaced(editor.index.at(position).title).casefold().lstrip("-*#【】[] ")
    if own.startswith(said):
        return False
    others = 0
    run = steady_run(said)  # (a title not holding it folded is passed over before `spaced`)
    for target in editor.index.live():
        if target.at == position or not may_be_spaced_in(title := target.title, run):
            continue
        if said in spaced(title).casefold():
            others += 1
            if others >= 2:
                return True
    return False


# A board's monthly edition named by its month (`TrailBench 九月版`, `Gauntlet 9 月期`); not
# `版`/`期` opening another word (`5 月版权声明`, `月版本号`, `6 月期间`, `期刊`).
_EDITION_MONTH = lazy(
    r"^\s*(?P<board>[A-Za-z][A-Za-z0-9\-]*(?:\s[A-Z][A-Za-z0-9\-]*){0,2})\s*"
    r"(?P<month>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])\s*月\s*"
    r"(?:版(?![权本图面块式税])|期(?![间刊货望待限满末中内许]))"
)
_MONTH_WORDS = ("一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二")


def _edition_by_month(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry of a board kept per monthly edition (`【TrailBench 2028.09 期】`) whose
    month is the one the title names the edition by (`TrailBench 九月版 Codewright 3.1 分数`):
    that edition's own entry. None where no entry, or more than one, is that month's."""
    said = _EDITION_MONTH.match(item.title)
    if said is None:
        return None, None
    month = said["month"]
    number = int(month) if month.isdigit() else _MONTH_WORDS.index(month) + 1
    board = form(said["board"])
    if not distinctive(board):
        return None, None
    edition = re.compile(rf"(?<!\d)\d{{4}}\s*[.\-/年]\s*0?{number}(?!\d)")
    names = editor.index.names
    hits = [
        p
        for p in names.by_first.get(board, ())
        if names.entries[p].live
        and editor.index.at(p).anchor != editor.smap.contradictions
        and edition.search(names.entries[p].shown)
    ]
    if len(hits) != 1:
        return None, None
    shown = short(names.entries[hits[0]].shown, 30)
    how = f'names the {number} 月 edition of "{said["board"]}", "{shown}"'
    return editor.index.at(hits[0]), how


def _other_news_than_incident(item: Contradiction, named: tuple[int, str], editor: Editor) -> bool:
    """The one entry the title names is an incident's, named by the product the title writes
    and a symptom or an incident word after it (`Mnemo Cloud 区域故障：06-10 …`), and neither
    the title nor the problem says a symptom, an incident word or a day: the item is about the
    product (its price, licence, a feature), not that incident."""
    entry = editor.index.names.entries[named[0]]
    if not _incident_by_name(entry.shown, entry.lead):
        return False
    if form(entry.shown) == form(named[1]):
        return False  # (the incident named whole: `Mnemo Cloud 区域故障 时长`)
    said = f"{item.title}\n{item.problem}"
    return not (
        contrary.news_of_incident(said)
        or incidents.INCIDENT_WORDS.search(said)
        or _TITLE_DAY.search(said)
    )


def _led_by_abbreviation_release(
    item: Contradiction, named: tuple[int, str], editor: Editor
) -> tuple[Target, str] | None:
    """The one live entry going by the abbreviation the title leads with, a release right
    after it (`QMR 2.1 Tollbridge Bench 复测 p99 41 ms` and `**QMR**（Quillmore Router）`),
    when the one name found (`named`) is another entry's written only further on: the
    release names the thing itself (`_released_itself`), the other entry what it was
    measured on or compared with. None when the abbreviation is two entries' (`_abbreviated`),
    or the other a board the preamble files scores under."""
    names = editor.index.names
    if names.stated_scores() and names.is_benchmark(named[0]):
        return None  # (the preamble files scores under the board: `_board_of_score`)
    found = _abbreviated(item.title, editor)
    if found is None or found[1] == named[0]:
        return None
    lead, head = found[0], subject(item.title)
    if not _released_itself(head[lead.end() :]) or head.find(named[1]) < lead.end():
        return None
    why = f'leads with "{lead["abbr"]}", the entry\'s abbreviation, then a release'
    return editor.index.at(found[1]), why


def _abbreviation_leading(title: str, named: tuple[int, str], editor: Editor) -> bool:
    """The title leads with an abbreviation (not a word of the trade) that another live
    entry's name is or starts with (`KXP 的同步语义与 Ferrule 实现不符` beside `**KXP**`,
    `**KXP SDKs**`), the one name found (`named`) written only further on: the doubt is about
    what it leads with, never `named`'s; an abbreviation alone is too little to say whose
    (`_abbreviation_entry`), so 待核实."""
    lead = _LEADING_ABBR.match(subject(title))
    if lead is None or lead["abbr"].casefold() in _GENERIC | COMMON:
        return False
    if subject(title).find(named[1]) < lead.end():
        return False
    names, abbr = editor.index.names, form(lead["abbr"])
    hits = {*names.by_form.get(abbr, ()), *names.by_first.get(abbr, ())} - {named[0]}
    return any(names.entries[p].live for p in hits)


def _led_by_product(
    title: str, named: tuple[int, str], editor: Editor
) -> tuple[Target, str] | None:
    """The one live entry whose product word (its name's first Latin word: `Spindrift` of
    `**tracked** Spindrift`) the title leads with, when the one name found in it (`named`) is
    written only further on (`Spindrift MI400 吞吐 — ServeBench-26 v2 实测…`): the title is
    about what it leads with, the other name its evidence. Never an entry this run writes
    (`Halyard 更名原因…Jolt 公司…` of tonight's `Halyard Gateway 1.0 GA`, renamed from Jolt)."""
    led = _products_leading(title, named, editor)
    if len(led) != 1 or (target := editor.index.at(led[0][0])).entry is None:
        return None  # (an entry tonight's briefing writes: its increment decides)
    return target, f'leads with "{led[0][1]}", before "{named[1]}"'


def _products_leading(title: str, named: tuple[int, str], editor: Editor) -> list[tuple[int, str]]:
    """The live entries whose product word the title leads with, when the one name found in it
    (`named`) is another's written only further on; two or more when the product keeps an
    entry per release (`Littoral 0.3`, `Littoral 0.4`): about that product, not `named`'s."""
    said = spaced(subject(title))
    if _starts_with(said, spaced(named[1])):
        return []
    return [
        (at, word)
        for at, word in editor.index.names.products_named(title).items()
        if at != named[0] and _starts_with(said, spaced(word))
    ]


# A title saying its subject is accused of something (`GuanLan-MM 被指基于 Qilin-VL 2 微调`,
# `X 涉嫌抄袭 Y`, `X accused of …`): the claim is about the subject, whatever else it names.
_ACCUSED = lazy(
    r"^\s*(?P<subject>[^，,；;。：:（(]{2,40}?)\s*"
    r"(?:被(?:指控?|曝|爆|质疑|疑|控|传)|涉嫌|(?i:(?:is\s+|was\s+)?(?:accused|alleged|suspected)\s))"
)


def _accused_entry(title: str, editor: Editor) -> tuple[Target | None, str | None] | None:
    """The entry of the one thing a title accuses (`GuanLan-MM 被指基于 Qilin-VL 2 微调`), not of
    what the accusation names; 待核实 (no entry) when the accused is a name the document does
    not have (its claim is not the other thing's news). None when the title accuses nothing
    or its subject names two entries (the other finders decide)."""
    said = _ACCUSED.match(title)
    if said is None:
        return None
    hits = editor.index.mentioned(said["subject"])
    named = _one(hits)
    if named is not None:
        return editor.index.at(named[0]), f'names "{named[1]}", which it says is accused'
    first = names_of(said["subject"]).first
    if hits or not first or editor.index.names.by_first.get(first):
        return None
    return None, None


# A title asking about a product's score on a benchmark (`Qiwu 2.1 在 RAGArena 7 月榜的分数`,
# `Qiwu 2.1's score on RAGArena`): the product's name, then the benchmark's.
_SCORE_ON = lazy(
    r"^\s*(?P<product>[^在，,；;]{2,40}?)\s*在\s*(?P<board>[^在的，,；;]{2,40}?)"
    r"(?:\s*\d{1,2}\s*月)?\s*(?:榜单?|排行榜|子榜|上)?\s*的?\s*(?:分数|得分|成绩|排名|名次)"
    r"|(?i:^\s*(?P<en_product>[^,;]{2,40}?)(?:'s)?\s+(?:scores?|results?|rank(?:ing)?)"
    r"\s+on\s+(?:the\s+)?(?P<en_board>[^,;]{2,40}?)(?:\s+(?:leaderboard|board))?\s*$)"
)


# A title led by a board's round, then a product's score or placing on it (`Tallyrun 4 月榜
# Glimfast 2.3 登顶成绩复测不一致`, `Foo 榜单 Bar 2.0 的分数存疑`): the board's name, then the
# product's.
_ROUND_SCORE = lazy(
    r"^\s*(?P<board>[A-Za-z][A-Za-z0-9.\-]*(?:\s[A-Z][A-Za-z0-9.\-]*){0,2})\s*"
    r"(?:(?:1[0-2]|0?[1-9])\s*月|十[一二]?月|[一二三四五六七八九]月)?\s*(?:榜单?|排行榜)\s*"
    r"(?P<product>[A-Za-z][^，,；;：:]{1,40}?)\s*的?\s*(?:登顶|夺冠|第一名?)?\s*"
    r"(?:成绩|分数|得分|排名|名次)"
)


def _scored_entry(title: str, editor: Editor) -> tuple[Target, str] | None:
    """The entry a question about a product's score on a benchmark goes to, when the document
    has both: the benchmark's where the preamble files scores under it, else the product's
    (the benchmark is where it was scored, no second subject: `在` as in the titles). A title
    led by the board's round (`_ROUND_SCORE`) goes where the preamble says scores go, and
    nowhere by this reading when it says nothing."""
    said = _SCORE_ON.match(title)
    if said is None:
        return _round_scored_entry(title, editor)
    names = editor.index.names
    product = names.mentioned(said["product"] or said["en_product"])
    board = names.mentioned(said["board"] or said["en_board"])
    if len(product) != 1 or len(board) != 1 or set(product) == set(board):
        return None
    if not names.is_benchmark(next(iter(board))):
        return None
    ((at, _),) = board.items() if names.stated_scores() else product.items()
    where = "the benchmark (the preamble files scores there)" if at in board else "the product"
    return editor.index.at(at), f'names "{names.entries[at].shown}", {where}, of a score'


def _round_scored_entry(title: str, editor: Editor) -> tuple[Target, str] | None:
    """`_scored_entry` for a title led by a board's round, the board word saying it is one
    (`Tallyrun 4 月榜 Glimfast 2.3 登顶成绩…`): the product's entry where the preamble
    files a product's scores under the product, the board's where it files them under the
    benchmark; None when it says neither, or the names are not one entry each."""
    said = _ROUND_SCORE.match(title)
    if said is None:
        return None
    names = editor.index.names
    product, board = names.mentioned(said["product"]), names.mentioned(said["board"])
    if len(product) != 1 or len(board) != 1 or set(product) == set(board):
        return None
    if names.stated_scores():
        ((at, _),) = board.items()
        where = "the benchmark (the preamble files scores there)"
    elif names.stated_product_scores():
        ((at, _),) = product.items()
        where = "the product (the preamble files scores there)"
    else:
        return None
    return editor.index.at(at), f'names "{names.entries[at].shown}", {where}, of a score'


# A repository's path leading a title (`lanterndata/lantern 0.6 HNSW 构建提速 3×`), no issue.
_LEADING_PATH = lazy(
    r"^\s*(?P<owner>[A-Za-z0-9][A-Za-z0-9_.-]*)/(?P<repo>[A-Za-z0-9][A-Za-z0-9_.-]*[A-Za-z0-9])"
    r"(?![A-Za-z0-9_./#-])"
)


def _path_over_name(
    item: Contradiction,
    inc: Increment | None,
    how: str | None,
    target: Target | None,
    editor: Editor,
) -> tuple[Target, str] | None:
    """The entry writing the repository path an item leads with (`_path_entry`), for an item
    matched by a name alone (`Mnemo`) to an increment whose title does not write that path
    (`Mnemo 论文 v2`: a paper of the same name) and went elsewhere: the path names the thing."""
    if inc is None or target is None or _NAMES.match(how or "") is None:
        return None
    lead = _LEADING_PATH.match(subject(item.title))
    if lead is None or (path := lead.group(0).strip().casefold()) in inc.title.casefold():
        return None
    written = re.compile(rf"(?<![A-Za-z0-9_./-]){re.escape(path)}(?![A-Za-z0-9_/-])", re.I)
    names = editor.index.names
    hits = [
        p
        for p in names.by_first.get(form(lead["repo"]), ())
        if names.entries[p].live and written.search(editor.index.at(p).title)
    ]
    if len(hits) != 1 or hits[0] == target.at:
        return None
    return editor.index.at(hits[0]), f'leads with "{path}", the repository its lead writes'


def _path_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry whose name starts with the repository's name and whose lead writes
    that very repository, for an item led by its path (`lanterndata/lantern 0.6 HNSW 构建提速`
    and `**Lantern**（Postgres 向量扩展，lanterndata/lantern）`)."""
    lead = _LEADING_PATH.match(subject(item.title))
    if lead is None:
        return None, None
    hits = editor.index.names.writing_repository(lead["owner"], lead["repo"])
    if len(hits) != 1:
        return None, None
    return editor.index.at(hits[0]), f'leads with "{lead["owner"]}/{lead["repo"]}", its repository'


# An abbreviation leading a title (`ARB 基准的作者单位不明`), then a space or Chinese text.
# (after a rumour's word, `传闻 ATP/3 将于年底启动起草`: what the rumour is about leads)
_LEADING_ABBR = lazy(
    r"^\s*(?:(?:传闻|据传|传)\s*[：:]?\s*)?(?P<abbr>[A-Z][A-Z0-9]{1,5})(?![A-Za-z0-9\-.])"
)
# A release right after a name (`ATP 1.2 草案`, `ATP/3 将于…`, `ATP v2`), no letter after it.
_RELEASE_NEXT = lazy(r"^(?:\s*[vV]|\s+|/)\d+(?:\.\d+)*(?![\d.]*[A-Za-z])")


def _abbreviation_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry that goes by the abbreviation the item's title leads with, its lead
    defining it (`ARB 基准的作者单位不明` and `**ARB（Agent Runtime Bench）— …**`), not a word
    of the trade (`GPU`, `LLM`), its text sharing two Chinese words (bigrams) or more with the
    item (`基准`, `冷启`): never a short abbreviation alone."""
    found = _abbreviated(item.title, editor)
    if found is None:
        return None, None
    lead, hit = found
    names = editor.index.names
    target = editor.index.at(hit)  # never a short abbreviation alone: more must agree
    shared = _shared_words(f"{item.title}\n{item.problem}", "\n".join(target.lines()))
    shared = [w for w in shared if not generic_chinese(w)]
    rest = subject(_after_hearsay(item.title))[lead.end() :]
    kind = _kind_after(rest, names.entries[hit].names.full)
    kind = kind or standard_kind_after(rest, names.entries[hit].names.shown)
    released = _released_itself(rest)
    if len(shared) < 2 and kind is None and not released:  # (two words, not one's pairs)
        return None, None
    why = f'leads with "{lead["abbr"]}", the entry\'s abbreviation, '
    if released:  # (`ATP 1.2 草案…` and `**ATP**（智能体传输协议）`: the thing itself)
        return target, why + "its whole name, then a release"
    if kind is not None:  # (`A2B 协议…` and `**跨端互联协议（A2B）**`: the kind its name ends with)
        return target, why + f'then "{kind}", the kind its name ends with'
    return target, why + "sharing " + ",".join(shared[:3])


def _abbreviated(title: str, editor: Editor) -> tuple[re.Match[str], int] | None:
    """The abbreviation a title leads with and the one live entry going by it, its lead
    defining it; not a word of the trade (`GPU`, `LLM`)."""
    lead = _LEADING_ABBR.match(subject(_after_hearsay(title)))
    if lead is None or lead["abbr"].casefold() in _GENERIC | COMMON:
        return None
    names = editor.index.names
    abbr = form(lead["abbr"])
    hits = [p for p in dict.fromkeys(names.by_form.get(abbr, ())) if names.entries[p].live]
    if not hits:  # (or an entry named by it and its kind in Latin: `[A2A protocol]`)
        hits = [
            p
            for p in dict.fromkeys(names.by_first.get(abbr, ()))
            if names.entries[p].live
            and (
                standard_abbreviation(names.entries[p].names.shown)
                or _ABBREVIATION_THEN_CHINESE.match(names.entries[p].names.shown) is not None
            )
        ]
        return (lead, hits[0]) if len(hits) == 1 else None
    if len(hits) != 1 or abbr not in names.entries[hits[0]].names.full:
        return None
    return lead, hits[0]


# An entry named by its abbreviation and a Chinese name of what it is (`VRB 检索增强基准`).
_ABBREVIATION_THEN_CHINESE = lazy(r"^\s*[A-Z][A-Z0-9]{1,5}\s*[\u4e00-\u9fff]{2,}\s*$")


def _after_hearsay(title: str) -> str:
    """The title after a channel of hearsay it leads with (`社区帖称`, `有报道称`, `媒体称`: no
    claimant of its own), else the title."""
    said = _CHINESE_CLAIMANT.match(title)
    if said is None or not _HEARSAY_CLAIMANT.search(said["name"]):
        return title
    return title[said.end() :]


def _released_itself(rest: str) -> bool:
    """The title writes a release right after the abbreviation an entry goes by (`ATP 1.2
    草案…`, `ATP/3 …` of `**ATP**（智能体传输协议）` or `**ATP** — Agent Tool Protocol`):
    a release names the thing itself, not a word of the trade."""
    return _RELEASE_NEXT.match(rest) is not None


def _noted_abbreviation(asked: Contradiction, date: str, editor: Editor) -> Target | None:
    """For a resolution led by an entry's own abbreviation (`已核实：A2B 并入 X 传闻不实`), that
    entry when it holds a note an earlier night wrote (the question it answers)."""
    found = _abbreviated(asked.title, editor)
    if found is None:
        return None
    target = editor.index.at(found[1])
    noted = [i for i in target.ids if "#c" in i and (marker.day(i) or date) < date]
    return target if noted else None


# The Chinese word a spelled-out name ends with (`智能体互联协议` → `协议`): what kind of thing.
_KIND_END = lazy(r"[\u4e00-\u9fff]{2,}?([\u4e00-\u9fff]{2})$")


def _kind_after(rest: str, full: frozenset[str]) -> str | None:
    """The kind word (a name's last two Chinese characters) of an entry's spelled-out name
    that the title writes right after the abbreviation (`A2B 协议将…`, `RBX 基准的…`)."""
    said = rest.lstrip()
    for name in full:
        end = _KIND_END.search(name)
        if end is not None and said.startswith(end.group(1)):
            return end.group(1)
    return None


def _shared_words(text: str, other: str) -> list[str]:
    """The Chinese words `text` shares with `other`, sorted: each longest run of `text`'s
    characters whose every bigram `other` holds too (`调度算法` is one word, not three pairs)."""
    theirs = bigrams(other)
    words: set[str] = set()
    for run in re.findall(r"[\u3400-\u9fff\uf900-\ufaff]{2,}", text):
        start = None
        for i in range(len(run)):
            inside = i + 2 <= len(run) and run[i : i + 2] in theirs
            if inside and start is None:
                start = i
            elif not inside and start is not None:
                words.add(run[start : i + 1])
                start = None
    return sorted(words)


def _beside_incidents(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The entry named by the one product word of the item's title (`Mooncake 跨节点传输
    12 GB/s 的网络条件` → `**Mooncake**`) when the other entries whose names start with it are
    that product's incidents (`Mooncake 传输层内存泄漏`, `TideDB incident (Nov 30)`), and the item
    says no symptom, incident word or day (it is not about an incident), nor that something is
    unrelated to another (`Capstan Cloud 为另一家公司的 GPU 云，与调度器无关`: a weak reading,
    and the item itself says two things)."""
    if not _about_the_product(item):
        return None, None
    found = _product_beside_incidents(item.title, editor)
    if found is None:
        return None, None
    return editor.index.at(found[0]), f'names "{found[1]}" (its other entries: incidents)'


# An entry's bold lead opening with an incident label, then the product concerned
# (`**Incident: Tallow Cloud eu-west read timeouts**`, `**事故：Tallow Cloud 读超时**`).
_INCIDENT_LABEL = lazy(r"^\*\*\s*(?:(?i:incident|outage)|事故|故障)\s*[:：]\s*")


def _labelled_incident(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry labelled as an incident of the product the item's title leads with
    (`Tallow Cloud 故障时长` → `**Incident: Tallow Cloud eu-west read timeouts**`, its name the
    label alone), the item saying a symptom, an incident word or a day (not about the product
    itself, `_about_the_product`) and no entry going by that product's name."""
    led = _LED_NAME.match(item.title)
    if led is None or _about_the_product(item) or editor.index.mentioned(item.title):
        return None, None
    name = re.escape(led["name"].strip())
    entries = editor.index.names.entries
    hits = [
        p
        for p, entry in enumerate(entries)
        if entry.live
        and (label := _INCIDENT_LABEL.match(lead_text(entry.lead))) is not None
        and re.match(rf"{name}(?![A-Za-z0-9])", lead_text(entry.lead)[label.end() :]) is not None
    ]
    if len(hits) != 1:
        return None, None
    return editor.index.at(hits[0]), f'names "{led["name"].strip()}" (its incident\'s entry)'


def _about_the_product(item: Contradiction) -> bool:
    """The item says no symptom, incident word or day, nor two things side by side or one
    unrelated to another: what `_beside_incidents` reads as about a product itself."""
    if contrary.news_of_incident(item.title) or _SIDE_BY_SIDE.search(item.title):
        return False
    if _TITLE_DAY.search(item.title) or incidents.INCIDENT_WORDS.search(item.title):
        return False  # (`Gullwing 11-30 写入失败时长`: a day's happening, an incident's)
    return not contrary.unrelated((item.title, item.problem, item.suggestion))


def _beside_longer_names(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The entry going by the bare product word the item's title leads with (`Tessera 许可证变更
    传闻` → `[Tessera]`) when the document's other entries starting with that word are incidents
    or go on with another capitalised word the title does not write (`[Tessera Cloud]`,
    `[Tessera Edge]`: other products of that name), the item being about the product itself
    (`_about_the_product`)."""
    if not _about_the_product(item):
        return None, None
    found = _product_beside_incidents(item.title, editor, longer_apart=True)
    if found is None or not _starts_with(spaced(subject(item.title)), spaced(found[1])):
        return None, None
    return editor.index.at(found[0]), f'names "{found[1]}" (its other entries: other names)'


def _product_beside_incidents(
    text: str, editor: Editor, longer_apart: bool = False
) -> tuple[int, str] | None:
    """The one live entry named by the one product word of `text` (the entry's own name, a
    release after it at most) when every other entry whose name starts with that word is an
    incident's (`Mooncake 传输层内存泄漏`, `Trestle streaming truncation`), or, `longer_apart`,
    one whose name goes on with another capitalised word (`Tessera Cloud`): position, word."""
    names = editor.index.names
    hits = names.products_named(text)
    if len(set(hits.values())) != 1 or len(hits) < 2:
        return None
    entries = names.entries
    rest = [
        p
        for p in hits
        if not _incident_by_name(entries[p].shown, entries[p].lead)
        and not (longer_apart and _longer_name(entries[p].shown, hits[p]))
    ]
    if len(rest) != 1:
        return None
    word = hits[rest[0]]
    if form(names_of(entries[rest[0]].shown).bare or entries[rest[0]].shown) != form(word):
        return None  # (the entry's own name is the word, a release after it at most)
    if _longer_name(text, word):
        return None  # (`Capstan Cloud 托管版定价口径`: another thing's name, not `Capstan`)
    return rest[0], word


def _product_beside_incident(
    item: Contradiction, how: str | None, target: Target | None, editor: Editor
) -> tuple[Target, str] | None:
    """The product's own entry for an item matched by the product's name alone (`Switchyard
    Gateway 是否已支持 ATP 1.2 流式取消`) to an increment that went to an incident's or an
    advisory's entry of it (`Switchyard Gateway 故障转移环 — 同一工具调用被重复执行`), the item
    saying no symptom, incident word, day or CVE id, nor what an incident brought later
    (`赔偿范围`): a feature's, a price's, a plan's doubt is the product's, where the document
    has the one live entry of that bare name."""
    said = _NAMES.match(how or "")
    if said is None or target is None or not _incident_or_advisory(target):
        return None
    text = f"{item.title}\n{item.problem}"
    if (
        contrary.news_of_incident(text)
        or incidents.INCIDENT_WORDS.search(text)
        or _AFTERMATH.search(item.title)
        or _TITLE_DAY.search(text)
        or refs.cve_ids(text)
    ):
        return None
    names = editor.index.names
    fits = [
        p
        for p, entry in enumerate(names.entries)
        if entry.live and form(entry.shown) == form(said["name"]) and p != target.at
    ]
    if len(fits) != 1 or (found := editor.index.at(fits[0])).anchor == editor.smap.contradictions:
        return None
    return found, f'names "{said["name"]}", the product, not its incident'


# What an incident brought later, written in an item's title (`Quillmate 赔偿范围`, `罚款金额`,
# `refund terms`): the incident's doubt, not a feature's or a price's of the product.
_AFTERMATH = lazy(
    r"赔偿|补偿|赔付|退款|罚款|罚单|复盘|根因"
    r"|(?i:(?<![A-Za-z])(?:compensat\w*|refunds?|fined?|fines|post-?mortem|root[- ]cause)"
    r"(?![A-Za-z]))"
)


def _incident_or_advisory(target: Target) -> bool:
    """The entry is an incident's (`_marked_incident`) or an advisory's (its name writes a CVE
    id: `CVE-2029-44812 — Halyard 3.1 … SSRF 安全公告`)."""
    return _marked_incident(target) or bool(refs.cve_ids(lead_name(target.title)))


def _incident_by_name(name: str, lead: str) -> bool:
    """The entry is an incident's by its name: a symptom, an incident label, or an incident
    word (`TideDB incident (Nov 30)`, `Quiver Cloud outage`, `潮汐库事故`)."""
    return contrary.incident_named(name, lead) or bool(incidents.INCIDENT_WORDS.search(name))


# A capitalised word right after a product word: the two are a longer proper name (`Capstan
# Cloud`), not the product's one word (`Mooncake 跨节点传输`, `Trestle 0.9`, `Trestle FP8 KV`).
_NAME_GOES_ON = r"[ \t]*[A-Z][a-z][A-Za-z0-9]*(?![A-Za-z0-9])"


def _longer_name(text: str, word: str) -> bool:
    """`text` writes `word` as the first word of a longer proper name (`Capstan Cloud`)."""
    pattern = rf"(?<![A-Za-z0-9]){re.escape(word)}(?={_NAME_GOES_ON})"
    return re.search(pattern, text) is not None


def _suggested_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one entry the item's suggestion names by a name with a release, or alone by a
    name of two words or more, when its title names none (`栈桥 0.9 的 FP8 KV …`,
    suggesting `标注"Trestle 0.9 FP8 KV 仅 Hopper 及以上生效"`; `HGR 许可证说法不一`, suggesting
    `标注"Hierarchical Graph Retrieval 许可证待澄清"`: the suggestion says what to annotate);
    never by a name of one word."""
    if not item.suggestion or editor.index.mentioned(item.title):
        return None, None
    hits = editor.index.mentioned(item.suggestion)
    entries = editor.index.names.entries
    whole = {p: n for p, n in hits.items() if form(entries[p].shown) == form(n)}
    named = _one(whole if len(whole) == 1 else hits)  # (`Trestle 0.9`, not `… 流式输出截断`)
    if named is None and not hits and not contrary.news_of_incident(item.title):
        return _suggested_product(item.suggestion, editor)
    if named is None or " " not in spaced(named[1]):
        return None, None
    if not names_of(named[1]).version and len(hits) > 1:
        return None, None
    if not _opens_annotation(item.suggestion, named[1]):
        return None, None  # (`标注"对比对象 Quarry Index 的版本未写明"`: what it was compared with)
    return editor.index.at(named[0]), f'suggestion names "{named[1]}"'


# Where a suggestion's text to annotate begins: its start, or after a word saying to annotate
# or what was found (`标注"…"`, `注明：…`, `mark "…"`, `已核实：…`) and an opening quote.
_ANNOTATION_START = (
    r"(?:^|(?:标注|注明|标明|加注|备注|已核实|已确认|已证实|更正"
    r"|(?i:(?<![A-Za-z])(?:note|mark|flag|annotate|verified|confirmed)(?![A-Za-z])))"
    r"\s*(?:为)?\s*[:：]?\s*)[\"“「『'‘`]?\s*"
)


def _opens_annotation(suggestion: str, name: str) -> bool:
    """The suggestion's text to annotate opens on `name` (`标注"Stratus Cloud Retrieval 召回数字
    待澄清"`, `Trestle 0.9 FP8 KV …`): the entry is what the note is about; not a name later in
    it, a comparison (`标注"与 Quarry Index 的对比待复现"`), a reference (`参照 Loom Rerank 团队的
    口径`) or a place it says not to write (`暂不写入 Quarry Index 条目`)."""
    words = r"[\s\-]*".join(re.escape(w) for w in re.split(r"[\s\-]+", name.strip()) if w)
    pattern = _ANNOTATION_START + rf"{words}(?![A-Za-z0-9])"
    return re.search(pattern, suggestion.strip(), re.IGNORECASE) is not None


def _suggested_product(suggestion: str, editor: Editor) -> tuple[Target | None, str | None]:
    """The product's own entry the suggestion names by the product word and a release
    (`标注"Trestle 0.9 FP8 KV 仅 Hopper 及以上生效"` → `[Trestle]`, whose other entry is its
    incident `Trestle streaming truncation`): a document of one entry per product."""
    found = _product_beside_incidents(suggestion, editor)
    if found is None:
        return None, None
    released = re.search(rf"(?<![A-Za-z0-9]){re.escape(found[1])}\s*v?\d+\.\d", suggestion, re.I)
    if released is None:
        return None, None
    return editor.index.at(found[0]), f'suggestion names "{released.group()}…", the product'


def _keyed(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry holding the name key of the item's title (`Bowsprit 1.0 官方
    benchmark …` and the entry `船首引擎 Bowsprit` a `Bowsprit 1.0` update went into: an
    update's marker carries its name, see `Editor.update`)."""
    for key in names_of(item.title).keys:
        hits = editor.index.with_own_key(key)
        if len(hits) == 1:
            return hits[0], key
    return None, None


# An abbreviation as a title writes it: two to five capitals (and digits), a word of its own.
_ABBREVIATED = lazy(r"(?<![A-Za-z0-9])[A-Z][A-Z0-9]{1,4}(?![A-Za-z0-9])")


def _led_by_entry_not_increment(
    item: Contradiction, inc: Increment, editor: Editor
) -> tuple[Target, str] | None:
    """The one live entry whose name the item's title leads with, the only entry it names
    (`FrameKV 论文称 4× 压缩` and `〔视频缓存〕FrameKV · Nimbus AI`), for an item matched on claims
    alone to an increment whose title does not write that name, or writes it only as another's
    (`VisCache 1.2 — Quill Research 集成 Nimbus 的 FrameKV`): the item's own name says whose
    doubt it is. Not a comparison, nor another generation than the entry's (`Emberlight 2`)."""
    mentioned = editor.index.mentioned(item.title)
    led = _leading(item.title, mentioned)
    if led is None or set(mentioned) != {led[0]} or _COMPARING.search(item.title):
        return None  # (`Cinder vs LMCache …`: the comparison's, not Cinder's)
    if not _written_as_anothers(inc.title, led[1]) and not _placer_of_anothers(
        inc.title, led[1], item.title
    ):
        return None  # (`MarrowindPro 拿下 OfficeSim 榜首`: OfficeSim is its news too)
    found = editor.index.at(led[0])
    if _incident_or_advisory(found):
        return None  # (`Tidewell 2.4 MoE 吞吐` is not `Tidewell 2.4 长 prompt 卡死`'s)
    if editor.index.names.stated_scores() and _doubts_its_score(item.title, inc.title):
        return None  # (`X 61.4% 是否接触过测试仓库` of `Board 二月榜 — X 以 61.4% 登顶`: the
        # board's round, where the preamble files scores under the benchmark)
    number = _NUMBER_AFTER.match(spaced(subject(item.title)), len(spaced(led[1])))
    if number is not None and _another_generation(
        number["number"], found.title, item.title, led[1], inc.title
    ):
        return None  # (`Emberlight 2 …` is not `**Emberlight 1**`'s: another generation)
    if found.anchor == editor.smap.contradictions:
        return None
    return found, f'leads with "{led[1]}", its entry'


# A score's figure (`61.4%`, `48.2 分`, `0.731`); not a release (`Nimbra Serve 1.1`: one
# decimal after a whole number, no unit, reads as a version).
_SCORE_FIGURE = lazy(
    r"(?<![\d.])\d+(?:\.\d+)?\s*(?:%|分|points?(?![A-Za-z]))"
    r"|(?<![\d.])(?:0\.\d+|\d+\.\d{2,})(?![\d.])"
)


# A figure told as a score by what comes before it, whatever its decimals: a metric's name
# (`MOS 4.3`, `Elo 1.5`), or a ranking's `以` (`以 4.3 登顶`).
_TOLD_SCORE = lazy(
    r"(?:(?<![A-Za-z])(?:MOS|Elo|ELO|WER|CER|BLEU|ROUGE(?:-L)?|mAP|AUC|F1)\s*(?:[:：=]\s*)?"
    r"(?P<metric>\d+(?:\.\d+)?)(?![\d.])"
    r"|以\s*(?P<ranked>\d+\.\d+)(?![\d.])(?=\s*(?:的?(?:成绩|得分|均分))?\s*(?:登顶|夺冠|居首|领跑|位列|排名)))"
)


def _score_figures(text: str) -> set[str]:
    """The figures a text writes as scores (`61.4%`, `48.2 分`, `0.731`, `MOS 4.3`)."""
    found = {re.sub(r"\s+", "", f) for f in _SCORE_FIGURE.findall(text)}
    return found | {m["metric"] or m["ranked"] for m in _TOLD_SCORE.finditer(text)}


def _doubts_its_score(item: str, increment: str) -> bool:
    """The item's title writes a score's figure the increment's title writes too (`Fernhollow
    Team 61.4% 是否…` and `Slatebench 二月榜 — Fernhollow Team 以 61.4% 登顶`; `MOS 4.3`): a
    doubt about that very score."""
    return bool(_score_figures(item) & _score_figures(increment))


def _placer_of_anothers(title: str, name: str, item: str) -> bool:
    """The increment's title leads with another name and writes this one after it (`RerankArena
    重排模型公开榜单上线，AnchorRank-2-mini 小模型组第一`), and the item says nothing of a score nor
    writes that lead (`AnchorRank-2-mini 参数量`): a fact of the placer's own, not the news's."""
    lead = _lead_word(title)
    if not lead or lead == spaced(name).split(" ", 1)[0] or _SCORE_SAID.search(item):
        return False
    if _rival_in(title, name):
        return False  # (`Halyard 4.1 … ahead of Nimbra Serve 1.0`: the claim's rival)
    theirs = _subject_words(subject(title).replace(name, " "))
    return not theirs & _subject_words(subject(item).replace(name, " "))


# A word comparing the title's subject with what follows it (`ahead of`, `beats`, `领先`).
_RIVAL_BEFORE = lazy(
    r"(?:领先|超过|超越|优于|胜过|击败|力压|对比|相比|(?i:(?<![A-Za-z])(?:ahead\s+of|beat(?:s|ing)?"
    r"|outperform(?:s|ed|ing)?|vs\.?|versus|than)(?![A-Za-z])))\s*$"
)


def _rival_in(title: str, name: str) -> bool:
    """The title writes the name right after a word comparing its subject with it (`Halyard
    4.1 … ahead of Nimbra Serve 1.0`, `Tidemark 3.2 吞吐领先 Brindle 2.0`): the rival of the
    news's claim, not a subject of its own."""
    said = [m.start() for m in re.finditer(re.escape(name), title, re.I)]
    return bool(said) and all(_RIVAL_BEFORE.search(title[:at]) for at in said)


def _subject_words(said: str) -> set[str]:
    """A subject's Latin words of three letters or more and its Chinese pairs (`comparison`,
    `cloud`, `公测`): what another title would write to speak of the same news."""
    folded = spaced(said)
    latin = {w for w in folded.split(" ") if w.isascii() and w.isalpha() and len(w) >= 3}
    return latin | bigrams(" ".join(_CJK_PAIR.findall(folded)))


def _written_as_anothers(title: str, name: str) -> bool:
    """The increment's title does not write the name, or writes it only right after another's
    possessive (`Nimbus 的 FrameKV`): not its subject."""
    said = [m.start() for m in re.finditer(re.escape(name), title, re.I)]
    return all(re.search(r"的\s*$", title[:at]) for at in said)


# A release or generation number right after a name (`Emberlight 2`, `Beacon 3.0`, `v0.9`).
_NUMBER_AFTER = lazy(r"\s*v?(?P<number>\d+(?:\.\d+)*)(?![\d.])", re.I)


def _another_generation(number: str, entry: str, title: str, name: str, news: str) -> bool:
    """The number after the item's name (`name`, in its title) is not the entry's: another
    than the one the entry's name writes (`Emberlight 2` and `**Emberlight 1**`), or a bare
    generation where the name writes none (`Emberlight 2` and `**Emberlight**`). A dotted
    release of a name writing no number is the product's when tonight's news writes the name
    with that release too (`Nimbra Serve 1.1` in the item and in `TTFTBoard week 24 results —
    Nimbra Serve 1.1 first …`); not a figure after a board's name (`OmniGauge 68.9 …` of
    `Qiranda-VL 3 在 OmniGauge 拿下 68.9`)."""
    theirs = _releases_or_numbers(entry)
    if theirs:
        return number not in theirs
    words = r"[\s\-]*".join(re.escape(w) for w in name.split())
    said = re.search(rf"{words}\s*(?P<release>v?\d+(?:\.\d+)+)(?![\d.])", subject(title), re.I)
    if said is None:
        return True
    release = re.escape(said["release"])
    return re.search(rf"{words}\s*{release}(?![\d.])", news, re.I) is None


def _releases_or_numbers(text: str) -> set[str]:
    """The numbers a name writes (`Emberlight 1` → 1, `Beacon 2.5` → 2.5)."""
    return set(re.findall(r"(?<![\d.])v?(\d+(?:\.\d+)*)(?![\d.])", lead_name(text)))


def _spelled_entry(
    item: Contradiction, editor: Editor, leading: bool = False
) -> tuple[Target | None, str | None]:
    """The one live entry (not a comparison) that spells out an abbreviation the item's
    title holds as a word of its own and goes by it (`NVIDIA PDB 是否支持 AMD GPU` and
    `PDB（Prefill-Decode Bridge）v1.0 — NVIDIA 的 PD 分离 KV 传输层`; not a generic word, not
    one two entries spell out or another entry goes by), when the entry's
    text shares another claim word or a figure with the item's title and problem: a short
    abbreviation alone never counts. `leading`: only an abbreviation of the Latin name the
    title starts with (`NVIDIA PDB 1.1 在 GB300 上…`), the item's own name."""
    names = editor.index.names
    said = claim_tokens(f"{item.title}\n{item.problem}").keys()
    title = fold_letters(item.title)
    if leading:
        title = " ".join(itertools.takewhile(str.isascii, subject(title).split()))
    for abbr in dict.fromkeys(_ABBREVIATED.findall(title)):
        position = _spelt_by_one(names, abbr)
        if position is None:
            continue
        form = abbr.casefold()
        target = editor.index.at(position)
        shared = (said & claim_tokens("\n".join(target.lines())).keys()) - {form}
        if shared:
            return target, f'spells out "{abbr}", sharing ' + ",".join(sorted(shared)[:3])
    return None, None


def _spelt_by_one(names: NameIndex, abbr: str) -> int | None:
    """The one live entry (not a comparison) spelling out `abbr` (not a generic word), when
    it is also the only live entry going by it. Both are needed, so either is asked first:
    a two-letter form's entries are fetched from every entry with a form starting with its
    first letter (`by_form`), so its spellers (a scan of the leads holding it) come first."""
    form = abbr.casefold()
    if form in GENERIC:
        return None  # (`GPU`)
    spelling: list[int] | None = None
    if len(form) <= 2:
        spelling = _live_spelling(names, abbr)
        if len(spelling) != 1:
            return None  # (spelt by none, or by two entries)
    going = {p for p in names.by_form.get(form, ()) if names.entries[p].live}
    if not going:
        return None  # (no entry goes by it)
    spelling = _live_spelling(names, abbr) if spelling is None else spelling
    if len(spelling) != 1 or going != set(spelling):
        return None  # (spelt by two entries; not the name the entry goes by)
    return spelling[0]


def _live_spelling(names: NameIndex, abbr: str) -> list[int]:
    """The live entries (not comparisons) whose lead spells out `abbr`."""
    return [
        p
        for p in names.spelling(abbr)
        if names.entries[p].live and not names.entries[p].names.comparison
    ]


def _led_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry (not a comparison) whose name starts with the distinctive Latin
    word the item's title starts with, when the entry's text shares another word or a
    figure with the item (`DraftWeave 2.7× 加速无法独立复现` and `DraftWeave tree
    speculative decoding — …; 2.7× on code benchmarks`)."""
    first = spaced(subject(item.title)).split(" ", 1)[0]
    if not first.isascii() or not distinctive(first) or _COMPARING.search(item.title):
        return None, None
    if _GOES_ON.match(subject(item.title).lstrip()[len(first) :]):  # `NVIDIA H100 …`
        return None, None
    names = editor.index.names
    hits = [
        p
        for p in names.by_first.get(first, ())
        if names.entries[p].live and not names.entries[p].names.comparison
    ]
    if len(hits) == 1 and _GOES_ON.match(names.entries[hits[0]].names.shown[len(first) :]):
        return None, None  # a maker's word before another name (`NVIDIA EPD …`)
    if len(hits) > 1:  # (not an entry of another release than the title writes)
        hits = [p for p in hits if not _another_release_written(item.title, p, names)]
        return _led_entry_sharing(item.title, first, hits, editor)
    if len(hits) != 1 or _head_only(item, names.entries[hits[0]].shown):
        return None, None
    if _names_another(item.title, first, hits[0], names):
        return None, None
    if _another_release_written(item.title, hits[0], names):
        return None, None  # (`TideMark 对象存储层状态：0.6 …` is not `Tidemark 0.5`'s)
    target = editor.index.at(hits[0])
    said, text = f"{item.title}\n{item.problem}", "\n".join(target.lines())
    shared = (_words_of(said) & _words_of(text)) - {first} - _GENERIC
    figures = _figures(said) & _figures(text)
    if not shared and not figures:
        return None, None
    return target, f'leads with "{first}", sharing ' + ",".join(sorted(figures or shared)[:3])


def _another_release_written(title: str, position: int, names: NameIndex) -> bool:
    """The title writes a release (`0.6`) other than the one the entry's name writes (`Tidemark
    0.5`), where the document keeps an entry per release of that product: the item is that
    release's news."""
    mine = names.entries[position].names
    said = {tuple(int(p) for p in r.split(".")) for r in _releases(title)}
    if not said or len(mine.version) < 2 or not mine.bare:
        return False
    if names.per_product() and not names.releases_apart(names.by_form.get(mine.bare, ())):
        return False  # (the product's one entry, its release the last checked)
    return not any(mine.version[: len(r)] == r for r in said)


def _names_another(title: str, first: str, position: int, names: NameIndex) -> bool:
    """The title also names another live entry by the first word of its name (`Vellum 卸载层
    与 Strata 分层缓存的延迟数字互相矛盾`: about two entries, left to the 待核实 section)."""
    words = {w for w in spaced(subject(title)).split(" ") if w.isascii() and distinctive(w)}
    others = (p for w in words - {first} for p in names.by_first.get(w, ()))
    return any(p != position and names.entries[p].live for p in others)


def _led_entry_sharing(
    title: str, first: str, hits: list[int], editor: Editor
) -> tuple[Target | None, str | None]:
    """Of the live entries led by the title's first word, the one whose lead (its first
    line) shares another Latin word with the title when no other one does (`Selkie 2.1 跨请求
    pinning …` and `Selkie decode-first serving mode — 跨副本 prefix pinning`, not `Selkie 2.2
    — paged-decode kernel`)."""
    mine = _words_of(title) - {first} - _GENERIC
    sharing = [
        (p, words)
        for p in hits
        if _shared_enough(words := mine & _words_of(editor.index.at(p).title))
    ]
    if len(sharing) != 1:
        return None, None
    position, words = sharing[0]
    return editor.index.at(position), f'leads with "{first}", sharing ' + ",".join(sorted(words))


# A measured figure: a number with its unit (`1.7 ms`, `47 分钟`, `29%`, `2.4×`).
_MEASURED = lazy(
    r"(?<![\d.])\d+(?:\.\d+)?\s*(?:%|％|×|倍|ms|µs|us|GB|GiB|MB|TB|kW|分钟|毫秒|秒)(?![A-Za-z])"
)


def _measured_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry led by a distinctive Latin word of the item's title or problem
    (`Meridian 维护者确认…`) whose text holds a measured figure of the item's title (`MKX 1.7
    ms 不含序列化` and `Meridian KV Exchange — …, 1.7 ms per 4K tokens`): the item names the
    entry by its figure and its maker's or product's word."""
    figures = {re.sub(r"\s+", "", f) for f in _MEASURED.findall(item.title)}
    if not figures:
        return None, None
    names = editor.index.names
    found: dict[int, str] = {}
    for word in dict.fromkeys(spaced(f"{item.title} {item.problem}").split(" ")):
        if not word.isascii() or not distinctive(word):
            continue
        led = [p for p in names.by_first.get(word, ()) if names.entries[p].live]
        if len(led) != 1 or names.entries[led[0]].names.comparison:
            continue
        text = "\n".join(editor.index.at(led[0]).lines())
        shared = figures & {re.sub(r"\s+", "", f) for f in _MEASURED.findall(text)}
        if shared:
            found[led[0]] = f'names "{word}" and its figure ' + ",".join(sorted(shared))
    if len(found) != 1:
        return None, None
    ((position, how),) = found.items()
    return editor.index.at(position), how


# A value with two decimals or more (`0.71`, an acceptance rate or a score), not a release.
_VALUE = lazy(r"(?<![\d.vV])\d+\.\d{2,}(?!\d|\.\d)")


def _valued_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry the item's title names by its product word, however hyphenated
    (`某博客称 Flow-Draft 的接受率实为 0.64 而非论文的 0.71` → `**流草**（FlowDraft，…）`), whose
    text holds a value of two decimals the title gives (`接受率 0.71`): the item doubts that
    entry's figure. Not a comparison's entry, not where the word names two entries."""
    values = set(_VALUE.findall(item.title))
    if not values:
        return None, None
    names = editor.index.names
    named = names.products_named(item.title)
    if len(named) != 1:
        return None, None
    ((position, word),) = named.items()
    if names.entries[position].names.comparison:
        return None, None
    text = "\n".join(editor.index.at(position).lines())
    shared = values & set(_VALUE.findall(text))
    if not shared:
        return None, None
    return editor.index.at(position), f'names "{word}" and its value ' + ",".join(sorted(shared))


def _quoted_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry of the document whose text holds a claim the item's title or
    problem quotes, six characters or more as written (`"命中率比上代翻倍"说法的出处` and `官方称
    "命中率比上代翻倍"`: a whole document holds more short phrases than a briefing); none when
    the claim is in no entry or in two."""
    lines = editor.doc.text.lines
    for match in _QUOTED.finditer(f"{item.title}\n{item.problem}"):
        claim = match.group("claim")
        if len(squash(claim)) < 6:
            continue
        found = [n for n, line in enumerate(lines) if claim in line]
        holders = {
            id(t): t
            for t in (editor.index.live() if found else ())
            if t.entry is not None and any(t.entry.start <= n < t.entry.end for n in found)
        }
        if len(holders) == 1:
            return next(iter(holders.values())), f'quotes "{claim}"'
    return None, None


# The Chinese words a title starts with (`铜绿云故障时长`), up to the first other character.
# A Chinese name leading a title: three characters or more, or two that a Latin word, a
# release or a space ends (`萤火 OOM 影响机型范围`, `灵犀 2.0 GA 日期`: a two-character name,
# never two characters cut from a longer run).
_CHINESE_LEAD = lazy(r"^[\u4e00-\u9fff]{3,}|^[\u4e00-\u9fff]{2}(?![\u4e00-\u9fff])")
# Where a name starts: at the beginning, or after a separator (`Verdigris Cloud / 铜绿云…`).
_NAME_STARTS = "/／(（【「·| "


def _chinese_led_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry a Chinese name the item's title starts with begins a name of
    (`铜绿云故障时长` and `铜绿云推理故障复盘`, or `Verdigris Cloud … / 铜绿云推理故障复盘`): the
    longest start of three characters or more that only one entry's name holds, where that
    entry's name (or a part after `/`, a bracket) starts with it, and its text shares
    another Chinese word with the item's title and problem. Two entries holding the start
    (a generic word: `推理服务`) leave the item to the 待核实 section."""
    lead = _CHINESE_LEAD.match(subject(item.title).strip())
    if lead is None:
        return None, None
    names = editor.index.names
    by_gram = _name_grams(names)
    for size in _lead_sizes(lead.group()):
        start = lead.group()[:size]
        grams = [set(by_gram.get(gram, ())) for gram in bigrams(start)]
        holding = [
            p
            for p in set.intersection(*grams)
            if names.entries[p].live and start in names.entries[p].shown
        ]
        if len(holding) > 1:
            return None, None
        if holding and size == 2 and _suggested_elsewhere(item, holding[0], editor):
            return None, None  # (a two-character name is weak: the suggestion's name decides)
        if holding:
            return _led_by_chinese(item, start, holding[0], editor)
    return None, None


# The name an item's title leads with: a Latin word, and what is joined to it by a hyphen
# (`NorthSea-2`, `Orrin`).
_LEADING_LATIN = lazy(r"\s*(?P<name>[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)(?![A-Za-z0-9.])")


def _leading_latin(title: str) -> str | None:
    """The distinctive Latin name the item's title leads with, not a common word."""
    led = _LEADING_LATIN.match(subject(title))
    if led is None:
        return None
    word = form(led["name"])
    return led["name"] if distinctive(word) and word not in COMMON | _GENERIC else None


def _writes_word(text: str, name: str) -> bool:
    """`text` writes `name` as a whole word inside it, not at its start and not before another
    capitalised word (`（鸮石 Orrin）`, `Incident: NorthSea-2 region …`; not `Umberfield Dynamo
    编排层`, a maker's word before its product's name)."""
    found = (
        rf"(?<![A-Za-z0-9_\-])(?i:{re.escape(name)})(?![A-Za-z0-9_]|-[A-Za-z0-9])(?![ \t]*[A-Z])"
    )
    start = len(text) - len(text.lstrip(" \t*[`#"))
    return any(m.start() > start for m in re.finditer(found, text))


# Where an entry's head ends and its description begins (`** …：`, `) — `, ` — `).
_HEAD_END = lazy(r"\*\*\s*[:：(（⭐]|\)\s+—\s|\s—\s|：")


def _head_of(title: str) -> str:
    """An entry's head: its first line up to the description."""
    end = _HEAD_END.search(title)
    return title[: end.start()] if end is not None else title


def _named_inside_one_head(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry whose head writes the distinctive Latin name the item's title leads
    with, in brackets, when no other entry goes by that name and the title names no entry
    (`Orrin 告警规则库许可证` and `**Kittiwake 可观测代理开源（鸮石 Orrin）** …`): that entry is
    the thing's own."""
    name = _leading_latin(item.title)
    if name is None or _COMPARING.search(item.title) or editor.index.mentioned(item.title):
        return None, None
    names = editor.index.names
    live = [p for p, entry in enumerate(names.entries) if entry.live]
    given = _given_name(name)  # (compiled once for the look-up, not once an entry)
    written = (name.lower(),)
    heads = [p for p in live if _gives_name(editor.index.at(p), given, written)]
    if len(heads) != 1 or _goes_by_elsewhere(name, heads[0], names):
        return None, None
    if _release_not_written(item.title, name, editor.index.at(heads[0]).title):
        return None, None  # (`Ferrule 1.2 …` is not `Runebook 0.5 接入 Ferrule 编译器`'s)
    return editor.index.at(heads[0]), f'names "{name}" inside its head'


# Where a head gives a thing's other name inside it: in brackets (`（鸮石 Orrin）`); `{}` is the
# name.
_GIVEN_NAME = (
    r"[（(](?P<before>[^（()）]*?)(?<![A-Za-z0-9_\-]){0}"
    r"(?![A-Za-z0-9_]|-[A-Za-z0-9])(?P<after>[^（()）]*)[）)]"
)
# A basis word right before a name in brackets: the name is what the thing is built on or
# calls (`（基于 Corvid）`, `(built on Corvid)`), no name of the thing's own.
_BASIS_BEFORE = lazy(
    r"(?:基于|接入|调用|采用|依托|搭载|底层(?:为|是|用)?|(?i:built\s+on|based\s+on|powered\s+by"
    r"|runs\s+on|uses|using|on\s+top\s+of))\s*$"
)


def _given_name(name: str) -> re.Pattern[str]:
    """`_GIVEN_NAME` for `name` (a name read from an item's title: compiled per look-up)."""
    return re.compile(_GIVEN_NAME.format(f"(?i:{re.escape(name)})"))


def _gives_name(target: Target, given: re.Pattern[str], written: tuple[str, ...]) -> bool:
    """The entry's head gives the name of `given` (`_given_name`, of the name lowered
    `written`) as its thing's other name, in brackets, not after a basis word (`Lumen 同传（基于
    Corvid）` names what Lumen is built on). A match inside the head (a prefix of the title) is
    one in the title, its look-arounds reading only characters it spans; and a lead of one line
    is a stretch of its line in the document: an entry whose line has none is passed over
    before its title is read back and its head cut (most are: issue 26, round 40), and a text
    without a bracket or the name in any case (`_may_give`) before it is searched (round 42)."""
    entry = target.entry
    lines = entry.lines if entry is not None and entry.lead_lines == 1 else ()
    if lines and entry is not None:
        line = lines[entry.start]
        if not _may_give(line, written) or given.search(line) is None:
            return False
    title = target.title
    if not _may_give(title, written) or given.search(title) is None:
        return False
    return head_gives_name(_head_of(title), given)


# A relation word right before a name in brackets: the name is a rival's, what the thing
# replaces or was forked from (`（对标 Corvid）`, `(fork of Corvid)`, `(successor to Corvid)`).
_RELATION_BEFORE = lazy(
    r"(?:对标|替代|取代|竞品|对手|分叉自|派生自|fork(?:ed)?\s+(?:of|from)|successor\s+(?:to|of)"
    r"|(?i:rival\s+(?:to|of)|alternative\s+to|replacement\s+for|competitor\s+(?:to|of)|vs\.?"
    r"|versus|compet\w*\s+with|clone\s+of|port\s+of))\s*$"
)
# A relation noun right after a name in brackets (`（Corvid 竞品）`, `（Corvid 的竞品）`,
# `(a Corvid fork)`, `(Corvid alternative)`).
_RELATION_AFTER = lazy(
    r"^\s*(?:的\s*)?(?:竞品|竞争对手|对手|替代品|分支|衍生版|克隆"
    r"|(?i:(?:'s\s+)?(?:fork|rival|competitor|alternative|clone|successor|replacement|port)s?"
    r"(?![A-Za-z])))"
)


def _may_give(text: str, written: tuple[str, ...]) -> bool:
    """`_given_name` of the name lowered `written` may match in `text`: the text holds an
    opening bracket and the name in any case as `re.I` reads it (`may_write_any`; the name's
    letters, digits and hyphens match nothing else outside ASCII, checked over every code
    point). Tested in C, most entries' lines holding neither (issue 26, round 42)."""
    return ("(" in text or "（" in text) and may_write_any(text, written)


def head_gives_name(head: str, given: re.Pattern[str]) -> bool:
    """`head` gives the name of `given` (`_given_name`) in brackets, not after a basis word
    (`基于`, `built on`: what the thing is built on, no name of its own) nor beside a relation
    word (`对标`, `竞品`, `fork of`, `successor to`: a rival's or a source's name)."""
    return any(
        _BASIS_BEFORE.search(m["before"]) is None
        and _RELATION_BEFORE.search(m["before"]) is None
        and _RELATION_AFTER.match(m["after"]) is None
        for m in given.finditer(head)
    )


def _release_not_written(title: str, name: str, other: str) -> bool:
    """The item's title writes a release right after `name` (`Ferrule 1.2 …`) that `other`
    does not write."""
    release = re.match(rf"\s*{re.escape(name)}\s*[vV]?(?P<r>\d+(?:\.\d+)*)", subject(title))
    return release is not None and release["r"] not in other


def _goes_by_elsewhere(name: str, position: int, names: NameIndex) -> bool:
    """Another live entry than the one at `position` goes by `name` or starts its name with it."""
    held = {*names.by_first.get(form(name), ()), *names.by_form.get(form(name), ())}
    return any(p != position and names.entries[p].live for p in held)


# Two Latin words an item's title leads with (`Deep trawl 2.0 …`).
_TWO_WORDS_LEAD = lazy(r"\s*(?P<one>[A-Za-z]{3,})\s+(?P<two>[A-Za-z]{3,})(?![A-Za-z0-9\-])")


def _spaced_apart(title: str, editor: Editor) -> tuple[int, str] | None:
    """The one live entry going by the first two Latin words of the title written as one
    (`Deep trawl` → `DeepTrawl`), and those words joined."""
    led = _TWO_WORDS_LEAD.match(subject(title))
    if led is None:
        return None
    joined = form(led["one"] + led["two"])
    names = editor.index.names
    held = {*names.by_first.get(joined, ()), *names.by_form.get(joined, ())}
    live = [p for p in held if names.entries[p].live]
    if len(live) != 1 or not distinctive(joined):
        return None
    return live[0], led["one"] + led["two"]


def _suggested_elsewhere(item: Contradiction, position: int, editor: Editor) -> bool:
    """The item's suggestion names another entry than the one at `position` (`标注"LingXi-Omni
    1.6 …"` where `灵犀 1.6.1 …` leads to `灵犀Omni1.6 全双工会话掉线`)."""
    named = _suggested_entry(item, editor)[0]
    return named is not None and named.at != position


def _chinese_led_by(item: Contradiction, own: list[Increment]) -> tuple[Increment, str] | None:
    """The one increment whose subject (or a part of it after `/`, a bracket) starts with the
    longest start (three characters or more) of the Chinese name the item's title starts
    with (`铜绿云根因的第二个因素` and `铜绿云复盘更新：根因确认为…`), sharing another Chinese word
    with the item's title and problem; none when two increments start so."""
    lead = _CHINESE_LEAD.match(subject(item.title).strip())
    if lead is None:
        return None
    for size in _lead_sizes(lead.group()):
        start = lead.group()[:size]
        hits = [inc for inc in own if _starts_a_name(_subject_and_alias(inc.title), start)]
        if len(hits) > 1:
            return None
        if hits:
            said = bigrams(f"{item.title}\n{item.problem}") - bigrams(start)
            shared = said & bigrams("\n".join([hits[0].title, *hits[0].points]))
            return (hits[0], f'leads with "{start}"') if shared else None
    return _two_character_led_by(item, lead.group(), own)


def _two_character_led_by(
    item: Contradiction, lead: str, own: list[Increment]
) -> tuple[Increment, str] | None:
    """The one increment whose subject starts with the two characters a longer Chinese lead
    starts with, written there as a name of their own (`岚音故障根因表述不一` and `岚音 ASR
    发布 10-04 故障复盘`), sharing another Chinese word with the item's title and problem. The
    word glued on after the two characters must be one the increment says (`故障`): else the
    lead runs on into a longer word (`青萝卜数据集` is no `青萝`'s)."""
    start, glued = lead[:2], lead[2:4]
    if len(glued) < 2 or generic_chinese(start):
        return None
    alone = re.compile(rf"{re.escape(start)}(?![\u4e00-\u9fff])")
    hits = [inc for inc in own if alone.match(subject(inc.title).strip())]
    if len(hits) != 1:
        return None
    told = "\n".join([hits[0].title, *hits[0].points])
    said = bigrams(f"{item.title}\n{item.problem}") - bigrams(start)
    shared = said & bigrams(told)
    return (hits[0], f'leads with "{start}"') if shared and glued in told else None


def _subject_and_alias(title: str) -> str:
    """A title's subject, with the other name its title gives in brackets right after it
    (`Lumora-VL 3.0-preview（流明视觉 3 预览）— …`), after a `/`."""
    said = subject(title)
    at = title.find(said)
    alias = _BRACKETED_AFTER.match(title, at + len(said)) if said and at >= 0 else None
    return f"{said} / {alias['name']}" if alias else said


def _lead_sizes(lead: str) -> range:
    """The lengths of a Chinese lead's starts to try, longest first: down to three characters,
    or the two of a two-character name that says which thing (not `模型`, `推理`)."""
    if len(lead) == 2:
        return range(0) if generic_chinese(lead) else range(2, 1, -1)
    return range(len(lead), 2, -1)


# A title led by a Chinese name and a release of three numbers or two (`千里 2.0.3 修复范围`),
# maybe with the Latin name between them (`织梭 Shuttle 1.0 正式版`: read as `织梭 1.0`).
_CHINESE_RELEASE_LEAD = lazy(
    r"^(?P<name>[\u4e00-\u9fff]{2,8})\s*(?:(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)?)\s+)?"
    r"(?P<release>v?\d+(?:\.\d+)+)(?![\d.])"
)


def _led_by_release(
    title: str, own: list[Increment], editor: Editor
) -> tuple[Increment, str] | None:
    """The one increment whose subject starts with the Chinese name and release the item's
    title starts with (`千里 2.0.3 修复范围` and `千里 2.0.3 热修复 — …`; `织梭 1.0 冷启动数字` and
    `织梭 Shuttle 1.0 正式版`, its Latin name between: a two-character name is too short
    alone, its release makes it one thing); none when two do. A Latin name the item writes
    between is that increment's (`青鸾 Quokka 1.0` is not `青鸾 1.0 正式版`: another product)."""
    lead = _release_lead(title)
    if lead is None:
        return _led_by_latin_release(title, own, editor)
    start, latin = lead
    hits = [inc for inc in own if _same_release_lead(_release_lead(inc.title), start, latin)]
    # (`潮汐 0.5.1 是否…` and `潮汐调度器 0.5.1 热修复`: a shorter Chinese name; not an entry's
    # own name, `潮池` of `**潮池**`)
    said = _CHINESE_RELEASE_LEAD.match(subject(title).strip())
    if not hits and said and not _entry_named_so(title, said["name"], editor):
        hits = [inc for inc in own if _longer_release_lead(title, inc.title)]
    return (hits[0], f'leads with "{start}", the same release') if len(hits) == 1 else None


# A title led by a Latin name and a release (`Corvid 0.6 发布日期`).
_LATIN_RELEASE_LEAD = lazy(
    r"^(?P<latin>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)?)\s+(?P<release>v?\d+(?:\.\d+)+)(?![\d.])"
)


def _led_by_latin_release(
    title: str, own: list[Increment], editor: Editor
) -> tuple[Increment, str] | None:
    """The one increment whose subject is led by a Chinese name, then the Latin name and
    release the item's title starts with (`Corvid 0.6 发布日期` and `渡鸦 Corvid 0.6 — 反思循环
    可插拔`: the item leaves the Chinese name out); else by Chinese words alone, holding that
    release, from the repository the Latin name names (`Kestrel 0.10 …` and `红隼多智能体框架
    0.10 发布` from kestrel-labs/kestrel-agents); none when two are."""
    lead = _LATIN_RELEASE_LEAD.match(subject(title).strip())
    if lead is None:
        return None
    latin, release = lead["latin"], lead["release"].lstrip("vV")
    hits = [inc for inc in own if _chinese_then(inc.title, latin, release)]
    if not hits and not _entry_named_so(title, latin, editor):
        hits = [inc for inc in own if _chinese_named_from(inc, latin, release)]
        if not hits and not _goes_by(latin, editor):  # (`ATP 1.2` beside `**ATP**`: its own)
            hits = [inc for inc in own if _spelled_then(inc.title, latin, release)]
    return (hits[0], f'leads with "{lead.group()}", the same release') if len(hits) == 1 else None


# A subject led by capitalised words spelling a name out, then a release (`Sparse Lattice
# Retriever 2.1`).
_SPELLED_RELEASE_LEAD = lazy(
    r"^(?P<words>[A-Z][a-z]+(?:[\s\-]+[A-Z][a-z]+){1,5})\s+v?(?P<release>\d+(?:\.\d+)+)(?![\d.])"
)


def _goes_by(word: str, editor: Editor) -> bool:
    """A live entry's name starts with `word` (`**ATP**（智能体传输协议）` for `ATP`)."""
    names = editor.index.names
    return any(names.entries[p].live for p in names.by_first.get(form(word), ()))


def _spelled_then(title: str, latin: str, release: str) -> bool:
    """The title's subject spells out the item's abbreviation (`SLR 2.1 中文召回…` and `Sparse
    Lattice Retriever 2.1：…`): its words' initials are `latin`, all capitals, then `release`."""
    theirs = _SPELLED_RELEASE_LEAD.match(subject(title).strip())
    if theirs is None or not latin.isupper() or theirs["release"] != release:
        return False
    return "".join(w[0] for w in re.split(r"[\s\-]+", theirs["words"])) == latin


def _chinese_then(title: str, latin: str, release: str) -> bool:
    """The title's subject is led by a Chinese name, then `latin` and `release`."""
    theirs = _CHINESE_RELEASE_LEAD.match(subject(title).strip())
    if theirs is None or not theirs["latin"]:
        return False
    return form(theirs["latin"]) == form(latin) and theirs["release"].lstrip("vV") == release


def _chinese_named_from(inc: Increment, latin: str, release: str) -> bool:
    """The increment's subject is led by Chinese words and holds `release`, and the repository
    its title or sources link is named by the Latin name's first word (`kestrel-agents`, or
    `kestrel`, for `Kestrel`): the increment names in Chinese the thing the item names so."""
    said = subject(inc.title).strip()
    if not said or not _CJK_START.match(said):
        return False
    if release not in _releases(said):
        return False
    word = latin.split()[0].casefold()
    for repo in contrary.repos_of("\n".join([inc.title, inc.sources])):
        name = repo.rsplit("/", 1)[-1].casefold()
        if name == word or re.split(r"[-_.]", name, maxsplit=1)[0] == word:
            return True
    return False


_CJK_START = lazy(r"[\u4e00-\u9fff]")


def _same_release_lead(theirs: tuple[str, str] | None, start: str, latin: str) -> bool:
    """The increment's lead is the same Chinese name and release, and the same Latin name
    between when the item writes one (the increment may write one the item leaves out)."""
    return theirs is not None and theirs[0] == start and latin in ("", theirs[1])


def _entry_named_so(title: str, name: str, editor: Editor) -> bool:
    """The name the item's title is led by is an entry's whole name (`潮池 2.0.1 吞吐数字` and
    `**潮池**（Tidepool）`; `Rook 2.0 延迟数字` and `**Rook**（Ardent）`): the item names that
    entry, not an increment named otherwise (`潮池网关 2.0.1`; `鸦巢路由 2.0` from
    `corvid-labs/rook-router`)."""
    said = spaced(name)
    return any(spaced(named) == said for named in editor.index.mentioned(title).values())


def _longer_release_lead(title: str, other: str) -> bool:
    """The increment's subject is led by a longer Chinese name starting with the one the
    item's title is led by (`潮汐调度器` for `潮汐`), then the same release of three numbers
    (`0.5.1`: one thing however named), with no Latin name between on either side."""
    mine = _CHINESE_RELEASE_LEAD.match(subject(title).strip())
    theirs = _CHINESE_RELEASE_LEAD.match(subject(other).strip())
    if mine is None or theirs is None or mine["latin"] or theirs["latin"]:
        return False
    release = mine["release"].lstrip("vV")
    return (
        release == theirs["release"].lstrip("vV")
        and release.count(".") >= 2
        and theirs["name"].startswith(mine["name"])
        and theirs["name"] != mine["name"]
    )


def _release_lead(title: str) -> tuple[str, str] | None:
    """The Chinese name and release a title's subject starts with, as compared (`form`), and
    the Latin name between them (`form`; "" for none)."""
    lead = _CHINESE_RELEASE_LEAD.match(subject(title).strip())
    if lead is None:
        return None
    return form(f"{lead['name']} {lead['release']}"), form(lead["latin"] or "")


def _starts_a_name(name: str, start: str) -> bool:
    """`name`, or a part of it after a separator (`Hollin Cloud / 雀岭云…`), starts with `start`."""
    at = name.find(start)
    return at == 0 or (at > 0 and name[at - 1] in _NAME_STARTS)


def _led_by_chinese(
    item: Contradiction, start: str, position: int, editor: Editor
) -> tuple[Target | None, str | None]:
    """The entry at `position` when a name of it starts with `start` and its text shares a
    Chinese word (a bigram) more than `start` with the item's title and problem."""
    if not _starts_a_name(editor.index.names.entries[position].shown, start):
        return None, None
    target = editor.index.at(position)
    said = bigrams(f"{item.title}\n{item.problem}") - bigrams(start)
    shared = said & bigrams("\n".join(target.lines()))
    if not shared:
        return None, None
    return target, f'leads with "{start}", sharing ' + ",".join(sorted(shared)[:3])


_BRACKETED = lazy(r"[（(][^（()）]*[）)]")


def _head_only(item: Contradiction, shown: str) -> bool:
    """The entry's name is a Latin word before Chinese words that go on to a proper name
    (`NVL72 机柜 Xid 79 复位风暴`: the entry is about Xid 79 on that rack; not `KV` of `Skiff
    弹性 KV 分页`) which the item does not hold: the first word is where it happens, not what
    the entry is about."""
    words = spaced(subject(_BRACKETED.sub(" ", shown))).split(" ")
    if len(words) < 3 or not words[0].isascii() or words[1].isascii():
        return False
    after = _BRACKETED.sub(" ", shown).split(maxsplit=1)[-1]
    later = {w.casefold() for w in _PROPER.findall(after)}
    short = {a.casefold() for a in _ABBREVIATION.findall(shown)}  # `（BCG）` stands for them
    said = set(spaced(f"{item.title} {item.problem}").split(" "))
    return bool(later) and not (later | short) & said


# An abbreviation in brackets after a name (`Breakable CUDA Graph（BCG）`).
_ABBREVIATION = lazy(r"[（(]\s*([A-Z][A-Za-z0-9]{1,9})\s*[）)]")
# A proper name's word: capitalised with lower-case letters after (`Xid`, `DeepSeek`).
_PROPER = lazy(r"(?<![A-Za-z0-9])[A-Z][a-z]+(?:[A-Z][a-z]*)*(?![A-Za-z0-9])")


def _subject_entry(title: str, named: tuple[int, str], editor: Editor) -> tuple[Target, str] | None:
    """A one-word name in passing (`分离式预填充路由对 SGLang 的支持` names `SGLang`) yields to
    the entry whose name the title's Chinese words are (at least three shared character
    bigrams, two more than any other entry's name)."""
    if " " in named[1] or spaced(title).startswith(spaced(named[1])):
        return None  # (a name the title leads with is its subject: `LMCache 内存泄漏是否与…`)
    mine = bigrams(title)
    names = editor.index.names
    by_gram = _name_grams(names)
    shared_by = Counter(p for gram in mine for p in by_gram.get(gram, ()))
    # entries sharing none score 0: never first (< 3) nor close enough to be second
    scored = sorted(((n, p) for p, n in shared_by.items()), reverse=True)[:2]
    if not scored or scored[0][0] < 3 or scored[0][1] == named[0]:
        return None
    if len(scored) > 1 and scored[1][0] + 2 > scored[0][0]:
        return None
    shared = mine & bigrams(names.entries[scored[0][1]].names.shown)
    return editor.index.at(scored[0][1]), "words:" + "".join(
        _joined(sorted(shared, key=title.find))
    )


@dataclass
class _NameGrams:
    """Every live entry name's character bigrams → the entries' positions, for one run's
    name index; extended as the run adds entries (entries are only ever appended)."""

    names: weakref.ref[NameIndex]
    done: int = 0
    # (positions in arrays, four bytes each: a list's slot and an int each took ~1 MB at 20 MB)
    by_gram: dict[str, array[int]] = field(default_factory=dict)


_GRAMS: list[_NameGrams] = []  # the last index's (one run at a time)


def _name_grams(names: NameIndex) -> dict[str, array[int]]:
    """The bigram index of `names`, built once per run instead of once per look-up."""
    if not _GRAMS or _GRAMS[0].names() is not names:
        _GRAMS[:] = [_NameGrams(weakref.ref(names))]
    grams = _GRAMS[0]
    for position in range(grams.done, len(names.entries)):
        entry = names.entries[position]
        if entry.live:
            for gram in bigrams(entry.shown):  # (the name as written: no rule run)
                held = grams.by_gram.get(gram)
                if held is None:
                    held = grams.by_gram[gram] = array("i")
                held.append(position)
    grams.done = len(names.entries)
    return grams.by_gram


# `在 TGI 条目注明…`, `缺陷实证条目注明…`, `EAGLE-4 条目的待核实注记…`: the entry the item
# tells the editor to annotate, by the name it goes by
_CALLED = lazy(
    r"(?:在|给|为|对|将)?\s*[\"“「『]?"
    r"(?P<name>[A-Za-z0-9\u4e00-\u9fff][^，,。；;：:\"“”「」『』（）()]{0,40}?)"
    r"[\"”」』]?\s*条目"
)


# A suggestion keeping the item out of the entry it names next (`暂不写入 X 条目`, `不要记到 X`).
_NOT_INTO = lazy(
    r"(?:暂不|不要|不必|无需|无须|勿|别|不)\s*(?:写|记|放|挂|归|并|列)(?:入|进|到|在)?\s*$"
)


def _called(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry whose own name (or Latin core) is the name the item calls an
    entry (`X 条目`) in its suggestion, problem or title. A generic word never counts; a
    name of one to three letters (`TGI`) only when the item's title names it too."""
    for text in (item.suggestion, item.problem, item.title):
        for match in _CALLED.finditer(text):
            words = match.group("name").split()
            for n in range(len(words)):  # `标注 X 条目`
                called = " ".join(words[n:])
                before = text[: match.start("name")] + " ".join(words[:n])
                if _NOT_INTO.search(before):
                    continue  # (`暂不写入 Quarry Index 条目`: the entry it is kept out of)
                hit = _entry_named(called, item.title, editor)
                if hit is not None:
                    return editor.index.at(hit), f'calls "{called}" an entry'
    return None, None


def _spelled_alike(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry (not a comparison) whose name is the Latin name the item's title
    leads with, spelling normalised (`Ting Lan TTS 2.1 音色克隆…` and `TingLan TTS 2.1 — …`:
    spaces, hyphens and case aside, release and all; a name without a release matches an
    entry's name without one). A short or generic name never counts."""
    names = editor.index.names
    if editor.index.mentioned(item.title):
        return None, None  # (a name written as the entry writes it: the rules above judged it)
    mine = names_of(subject(item.title))
    if not mine.core or mine.core in GENERIC or len(mine.core) < 6 or not distinctive(mine.core):
        return None, None
    hits = {
        p
        for p in names.by_form.get(mine.core, ())
        if names.entries[p].live
        and not names.entries[p].names.comparison
        and mine.core in names.entries[p].names.full
    }
    if len(hits) != 1:
        return None, None
    (position,) = hits
    if _starts_with(spaced(subject(item.title)), spaced(names.entries[position].names.shown)):
        return None, None  # (written alike, `Capstan 托管版…`: the rules after this judge it)
    if _incident_kept_apart(item.title, position, editor):
        return None, None  # (`QuiverDB #4471 是否影响…`: the incident's, not `Quiver DB`'s)
    if names.kind_apart(position, (item.title, item.problem)):
        return None, None
    return editor.index.at(position), f'names "{names.entries[position].shown}"'


def _problem_led_entry(item: Contradiction, editor: Editor) -> tuple[Target | None, str | None]:
    """The one live entry whose name the item's problem leads with, where its title names no
    entry (`铁狐 Metal 后端吞吐两源不一致`, a Chinese name the document does not give, and
    `Ferrox v1.8 Metal 后端在 M5 Max 上的吞吐…`), when the rest of the problem shares a Latin word
    or two Chinese bigrams with the title (`Metal`, `后端`, `吞吐`): the problem says whose."""
    names = editor.index.names
    if not item.problem or names.products_named(item.title) or editor.index.mentioned(item.title):
        return None, None
    led = _leading(item.problem, editor.index.mentioned(item.problem))
    if led is None or names.entries[led[0]].names.comparison:
        return None, None
    rest = spaced(subject(item.problem))[len(spaced(led[1])) :]
    shared = (_words_of(rest) & _words_of(item.title)) - _GENERIC
    if not _shared_enough(frozenset(shared)):
        return None, None
    return editor.index.at(led[0]), f'its problem leads with "{led[1]}"'


def _entry_named(called: str, title: str, editor: Editor) -> int | None:
    """The one live entry whose name is `called`, spelling normalised; or whose Latin core
    it is (`TGI` for `TGI 已死`) when no other entry's name starts with that word."""
    names = editor.index.names
    called_names = names_of(called)
    forms = called_names.full
    if not forms or forms & GENERIC or not _fits(called, forms, title):
        return None
    hits = {p for f in forms for p in names.by_form.get(f, ()) if names.entries[p].live}
    if not hits:
        starting = [p for p in names.by_first.get(called_names.first, ()) if names.entries[p].live]
        hits = {p for f in forms for p in names.by_core.get(f, ()) if names.entries[p].live}
        hits = hits if len(starting) <= 1 else set()
    return hits.pop() if len(hits) == 1 else None


def _fits(called: str, forms: frozenset[str], title: str) -> bool:
    """A distinctive name, or a short one the title also names as a word of its own."""
    if all(distinctive(f) for f in forms):
        return True
    pattern = latin_word(called) if called.isascii() else re.escape(called)
    return re.search(pattern, title, re.IGNORECASE) is not None


def _item_keys(item: Contradiction, editor: Editor) -> list[str]:
    """Named entities of the title and problem; arXiv ids and GitHub refs of the title only
    (ids in the body are often the alternatives being doubted)."""
    text = f"{item.title}\n{item.problem}"
    keys = [marker.entity_key(e.name) for e in editor.smap.identity.entities if e.matches(text)]
    keys += [marker.arxiv_key(a) for a in refs.arxiv_ids(item.title)]
    keys += [marker.github_key(g) for g in refs.github_refs(item.title) if not g.startswith("#")]
    return keys + _bare_refs(item, editor)


_BARE_REF = lazy(r"(?<![\w/])#(\d{2,})")
# `ambervec#2407`: an issue named by its repository's name alone, without the owner
_REPO_REF = lazy(r"(?<![A-Za-z0-9_./-])(?P<repo>[A-Za-z][A-Za-z0-9_.-]*[A-Za-z0-9])#(?P<n>\d{2,})")


_LATIN_WORD = lazy(r"[A-Za-z][A-Za-z0-9]*")


def _bare_refs(item: Contradiction, editor: Editor) -> list[str]:
    """`vLLM #31877` in the title: the GitHub ref of an entry's key whose repository the
    item names (`gh:vllm-project/vllm#31877`) — in its title, problem, suggestion or source
    (`#41877 修复是否回移植` … `vLLM 0.30.x 用户`; a table row's source `vLLM PR 31940`) — when
    exactly one key fits."""
    text = f"{item.title}\n{item.problem}\n{item.suggestion}\n{item.source}"
    words = {w.casefold() for w in _WORD.findall(text)} | {
        w.casefold() for w in _LATIN_WORD.findall(text)
    }
    found: list[str] = []
    for number in _BARE_REF.findall(item.title):
        fits = {
            key
            for key in editor.index.names.by_key
            if key.startswith("gh:")
            and key.endswith(f"#{number}")
            and key[3:].split("#", 1)[0].rsplit("/", 1)[-1].casefold() in words
        }
        found += sorted(fits) if len(fits) == 1 else []
    return found + _repository_refs(item, editor)


def _repository_refs(item: Contradiction, editor: Editor) -> list[str]:
    """`ambervec#2407 是否影响 4.2`: the GitHub ref of the one entry's key of that repository
    and number (`gh:amberdb/ambervec#2407`), whatever its owner, unless the item says the
    repository is another one of that name (`ardent-ai 的同名仓库 capstan#1034`, or another
    owner's path of it written beside: `ardent-ai/capstan`)."""
    found: list[str] = []
    for m in _REPO_REF.finditer(item.title):
        if _NAMESAKE_REPO.search(item.title, 0, m.start()):
            continue
        tail = f"/{m['repo'].casefold()}#{m['n']}"
        fits = {
            key
            for key in editor.index.names.by_key
            if key.startswith("gh:") and key.casefold().endswith(tail)
        }
        owners = {key[3:].split("/", 1)[0].casefold() for key in fits}
        if len(fits) == 1 and not _other_owner(item, m["repo"], owners):
            found += sorted(fits)
    return found


# Before an issue named by its repository's name: that name is another repository's (`同名仓库`).
_NAMESAKE_REPO = lazy(r"同名|(?i:(?<![A-Za-z])(?:same-?named|namesake)(?![A-Za-z]))")


# An owner's name written right before an issue named by its repository's name (`ardent-ai 的
# capstan#1034`): lower case or hyphened, as GitHub owners are written.
_OWNER_BESIDE = lazy(
    r"(?<![A-Za-z0-9_.-])(?P<owner>[a-z0-9][a-z0-9_.]*-[A-Za-z0-9_.-]*|[a-z][a-z0-9_.]*)"
    r"\s*的\s*(?:[\u4e00-\u9fff]{0,4}仓库\s*)?$"
)


def _other_owner(item: Contradiction, repo: str, owners: set[str]) -> bool:
    """The item writes a path of the repository `repo` under another owner than `owners`
    (`ardent-ai/capstan` beside `capstan#1034`, an entry's `meridian-compute/capstan`)."""
    text = f"{item.title}\n{item.problem}"
    path = rf"(?<![A-Za-z0-9_.-])([A-Za-z0-9][A-Za-z0-9_.-]*)/{re.escape(repo)}(?![A-Za-z0-9_-])"
    if any(m.group(1).casefold() not in owners for m in re.finditer(path, text, re.I)):
        return True
    beside = _OWNER_BESIDE.search(item.title.split(f"{repo}#", 1)[0])  # (`ardent-ai 的 capstan#`)
    return beside is not None and beside["owner"].casefold() not in owners


def _joined(grams: list[str]) -> list[str]:
    """Consecutive bigrams written once: [级联, 联故, 故障] → 级联故障."""
    out: list[str] = []
    for gram in grams:
        if out and out[-1][-1] == gram[0]:
            out[-1] += gram[1]
        else:
            out.append(gram)
    return [",".join(out)]


_NOTE_DATE = lazy(r"[（(]\d{4}-\d{2}-\d{2}[）)]\s*$")
_ITEM = lazy(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+")


def _without_head(line: str, head: re.Pattern[str]) -> str:
    """A note's line as written, without its list marker, patcher marker and note `head`
    (`⚠️ 待核实（高风险）：**Zephyr-Serve …**` → `**Zephyr-Serve …**`): where its names are."""
    text = _ITEM.sub("", marker.strip(line, "")).strip()
    return head.sub("", text, count=1).strip() or text


@functools.lru_cache(maxsize=65536)
def note_core(line: str, head: re.Pattern[str]) -> str:
    """A note as compared for duplicates: no list marker, patcher marker, note `head`
    (`⚠️ 待核实（…）：`, see `render.note_head`) or trailing date; squashed as written."""
    text = marker.strip(line, "")
    text = _NOTE_DATE.sub("", head.sub("", _ITEM.sub("", text).strip(), count=1).strip())
    return as_written(text, neutralised=False)


@functools.cache
def _cores(head: re.Pattern[str]) -> Callable[[str], str]:
    """`note_core` of a line under `head`, one function per head (the key of
    `EntryIndex.lines_in`: the section's notes' cores are indexed once per run)."""

    def core(line: str) -> str:
        return note_core(line, head)

    return core


def _noted(lines: list[str], text: str, head: re.Pattern[str]) -> bool:
    """The entry (its lines) already holds this whole note (from any day, any risk)."""
    core = note_core(text, head)
    return bool(core) and any(note_core(line, head) == core for line in lines)
