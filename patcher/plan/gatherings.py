"""Entries gathering a section's incidents: where an incident of a product goes.

A document may keep incidents off its products' entries and gather them, one dated sub-bullet
each, in one entry per section (`* **Incidents (§1.1)**: incidents of §1.1 products, oldest
first.` with `    * 2034-03-27 — Tessellate Cloud: eu-west checkpoint writes failed …`;
`**事故汇总**`, `**Known issues**`, `**Outages**`). Such an entry is recognised by its lead — a
gathering label as its whole name, maybe scoped by a section code or lowercase words — and by
what it holds: a dated sub-bullet, or a lead saying it holds incidents. An incident of a product
is news of the gathering entry of the product's section (else of the document's only one, when
it is scoped to no section), not of the product's entry.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from patcher.document.identity import lead_text
from patcher.text.lazy import lazy

# A lead whose whole name is a gathering label (`Incidents`, `Incident log`, `Known issues`,
# `Outages`, `事故汇总`, `故障记录`, `已知问题`: a plural or a collective word, not one incident's
# label, `Incident: X leak`, `事故：…`), maybe scoped: a bracket (`(§1.1)`, `（§1.3）`,
# `(frameworks)`) or a dash and lowercase or Chinese words; then the lead's description or its end.
_GATHERING = lazy(
    r"^\**\s*(?P<label>(?i:(?:known\s+)?(?:incidents|outages)(?:\s*(?:&|and|/)\s*"
    r"(?:incidents|outages|issues))?|(?:incident|outage)s?\s+(?:log|register|ledger|list|digest"
    r"|roundup)|known\s+issues)"
    r"|(?:事故|故障|安全事件)(?:[与和/、](?:事故|故障|漏洞))?(?:汇总|记录|日志|登记|清单|列表|合集|台账)"
    r"|已知问题)"
    r"\s*(?P<scope>[（(\[【][^)）\]】\n]{1,30}[)）\]】]|[—–]\s*[^A-Z*:：\n]{1,30}?)?"
    r"\s*\**\s*(?:[:：—–]|\s-\s|$)"
)
# A dash after the label, then a capitalised name: a product's own home (`Incident log —
# ClearMirror (all releases)`), not a section's.
_PRODUCT_AFTER = lazy(r"\s*(?:[—–]|\s-\s)\s*[A-Z]")
_BOLD_NAME = lazy(r"^\*\*(?P<name>[^*]{1,60})\*\*")
_SECTION_CODE = lazy(r"§?\s*\d+\.\d+")
# A sub-bullet opening with a day (`* 2034-03-27 — …`, `- 4月11日：…`, `- 03-27: …`).
_DATED_ITEM = lazy(
    r"^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\*\*|`|\[)?\s*(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}(?!\d)"
    r"|\d{1,2}\s*月\s*\d{1,2}\s*日)"
)
# A description saying the entry holds incidents (`incidents of §1.1 products, oldest first`).
_HOLDS_INCIDENTS = lazy(
    r"(?i:(?<![A-Za-z])(?:incidents?|outages?|issues)(?![A-Za-z]))|事故|故障|安全事件"
)


def gathering(lead: str, body: Sequence[str]) -> tuple[str, bool] | None:
    """How an entry gathers incidents, from its lead and the lines under it: its label as
    written and whether its scope names a section (`Incidents (§1.1)`: `Incidents`, True);
    None for an entry gathering none (a product's, an incident's own, a label with nothing
    dated under it and no description saying it holds incidents)."""
    text = lead_text(lead).strip()
    said = _GATHERING.match(text)
    bold = _BOLD_NAME.match(text)
    if said is None or (bold is not None and _GATHERING.fullmatch(bold["name"]) is None):
        return None  # (`**Incident log — TideVoice**`: a product's home, not a section's)
    if _PRODUCT_AFTER.match(text, said.end("label")):
        return None
    described = text[said.end("label") :]
    if not any(_DATED_ITEM.match(line) for line in body) and not _HOLDS_INCIDENTS.search(described):
        return None
    scope = said["scope"] or ""
    return said["label"], _SECTION_CODE.search(scope) is not None


# A roll-up entry's name (`RAG apps roundup`, `Plugin roll-up`, `应用汇总`): the kind it
# gathers, then the roll-up's word.
_ROLL_UP_NAME = lazy(
    r"(?i)(?<![A-Za-z])(?P<kind>[a-z]+?)s?\s+(?:roundup|round-up|roll-?up)(?![A-Za-z])"
    r"|(?P<zh>应用|插件|集成|工具|数据集)(?:汇总|合集|一览)"
)
# A description saying each thing of a kind is a dated line of this entry, none an entry of
# its own (`each app gets a dated line here, not its own entry`, `每个应用在本条记一行`).
_LINE_HERE = lazy(
    r"(?i)(?<![A-Za-z])each\s+(?P<kind>[a-z]+?)s?\s+(?:gets|has|is)\s+(?:a|one)\s+(?:dated\s+)?"
    r"(?:line|item|bullet)\s+here(?![A-Za-z])"
    r"|每个(?P<zh>应用|插件|集成|工具|数据集)(?:都|均)?(?:在本条|在此)(?:记|写)(?:一行|一条)"
)
# The Chinese word of each kind a roll-up gathers (a title says `问答应用`, the roll-up `apps`).
_KIND_WORDS = {"app": "应用", "plugin": "插件", "integration": "集成", "tool": "工具"}
_KIND_WORDS_BACK = {zh: en for en, zh in _KIND_WORDS.items()} | {"数据集": "dataset"}


def named_roll_up(name: str) -> bool:
    """The entry's name says a roll-up (`RAG apps roundup`, `应用汇总`): without it
    `roll_up_kind` is "" whatever the text says, so the text need not be read."""
    return may_name_roll_up(name) and _ROLL_UP_NAME.search(name) is not None


# The words a `_ROLL_UP_NAME` match holds, as `str.lower` writes them: `round` or `roll` (its
# letters have no case partner outside ASCII that `(?i)` would match), or a Chinese word.
_ROLL_UP_WORDS = ("round", "roll")
_ROLL_UP_ZH = ("汇总", "合集", "一览")


def may_name_roll_up(name: str) -> bool:
    """A test in C before `_ROLL_UP_NAME`'s search from every position of a name: every name
    it finds holds `round`/`roll` in any case or `汇总`/`合集`/`一览` (asked of every entry's name
    once a run: issue 26, round 40; `tests/test_performance.py` holds it to the pattern)."""
    if "汇总" in name or "合集" in name or "一览" in name:  # (`_ROLL_UP_ZH`, spelled out: a
        return True  # generator per name cost more than the tests)
    lowered = name.lower()
    return "round" in lowered or "roll" in lowered  # (`_ROLL_UP_WORDS`)


def roll_up_kind(name: str, text: str) -> str:
    """The kind of thing a roll-up entry gathers, one dated line each (`app` of `### RAG apps
    roundup` whose description says `each app gets a dated line here, not its own entry`): its
    name says a roll-up and its text says each thing is a line of it; "" for another entry."""
    named = _ROLL_UP_NAME.search(name)
    said = _LINE_HERE.search(text)
    if named is None or said is None:
        return ""
    kind = said["kind"] or _KIND_WORDS_BACK.get(said["zh"] or "", "")
    own = named["kind"] or _KIND_WORDS_BACK.get(named["zh"] or "", "")
    return kind.casefold() if kind and kind.casefold() == own.casefold() else ""


def says_kind(text: str, kind: str) -> bool:
    """The text calls its thing one of `kind` (`判例检索问答应用` an app, `a new RAG app`)."""
    zh = _KIND_WORDS.get(kind, "")
    english = re.search(rf"(?i)(?<![A-Za-z]){re.escape(kind)}s?(?![A-Za-z])", text) is not None
    return english or bool(zh and zh in text)


def lines_led_by(body: Sequence[str], name: str) -> bool:
    """A dated line of the roll-up opens on `name` after its date (`- 2039-06-14: Pellucid
    Search (Oorin) — …`), in any case."""
    led = re.compile(
        rf"^\s*[-*+]\s+\**\d{{4}}-\d{{1,2}}-\d{{1,2}}\**\s*[:：—–-]?\s*{re.escape(name)}"
        r"(?![A-Za-z0-9])",
        re.I,
    )
    return any(led.match(line) for line in body)
