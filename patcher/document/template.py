"""A document's lead template, learned from its own entries: which slots before the name are
labels (a kind, a maker, a status, a card id, a week tag) rather than the name.

Each top-level lead is cut into slots at the wrappers a lead uses (`【…】`, `〔…〕`, `「…」`,
`《…》`, `［…］`, `〈…〉`, brackets, `[…]`, a link, bold, a code span) and the separators
between them (` · `, ` — `, `｜`, ` | `, `：`, `:`, `::`). A first slot whose whole value
recurs across the document's leads (or a heading group's), a card id's shape counting as
one value (`REL-12`, `REL-13`; `甲-01`, `乙-02`; `[W41]`), is a label where the slot after it
reads as a name: such a lead is read by the slot after its labels. Slots are read with `str`
methods, once per document: patterns run only for the leads found labelled (`lead_name`),
inside the budget `tests/test_performance.py` holds per entry.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from patcher.document.identity import lead_name

MIN_LEADS = 8  # fewer leads than this: no template (too few to tell a label from a name)
MIN_GROUP = 5  # a heading group's leads, to learn labels of its own (in a document of 8)
MIN_REPEATS = 3  # a label's whole value recurs on this many leads at least …
MIN_SHARE = 0.30  # … and labelled leads are this share of the group's at least
MAX_SLOT = 40  # a slot's characters at most (a longer run is a description)
MAX_CODE_NUMBER = 999  # an id's number (`REL-12`); a larger one is a model's (`RTX-4090`)

_PAIRS = {
    "【": "】",
    "〔": "〕",
    "「": "」",
    "《": "》",
    "［": "］",
    "〈": "〉",
    "〖": "〗",
    "『": "』",
    "（": "）",
    "(": ")",
    "[": "]",
    "`": "`",
    "**": "**",
    "__": "__",
}
# Separators between slots: marks that need no spaces (`::` before `:`; `:` with a space after
# it), and marks only with a space either side (`GPT-4`, `a/b`, `x|y` hold none).
_TIGHT = ("::", "｜", "：", ":")
_SPACED = ("——", "—", "–", "--", "|", "·", "/", "-")
_SEPARATORS = (" :: ", "::", " · ", " — ", " – ", " -- ", "｜", " | ", "：", ": ", " / ", " - ")
# (` —— ` holds ` — `'s space-less half: found by `—` and passed by `——`)
_SENTENCE = "，,。；;！？"  # a slot holding these is a description, not a name or label


@dataclass(frozen=True, slots=True)
class Slot:
    """One slot of a lead: its value, its wrapper (`【`, `**`, "" for plain) and where the
    text after it (and its separator) starts."""

    value: str
    wrapper: str
    end: int
    separated: bool  # a separator (or a wrapper's close) ends it, not the lead's end


def _symbol(char: str) -> bool:
    """A pictograph or mark (`✅`, `🆕`, its variation selector), not text."""
    return not char.isascii() and (
        unicodedata.category(char)[0] == "S" or char in "\ufe0f\u200d\u20e3"
    )


def _skip_marks(text: str, at: int) -> int:
    """`at` past the spaces, pictographs and a checkbox there."""
    while at < len(text):
        if text[at].isspace() or _symbol(text[at]):
            at += 1
        elif text.startswith(("[ ] ", "[x] ", "[X] "), at):
            at += 4
        elif text.startswith("~~", at):  # (struck through: the entry's own slots inside)
            at += 2
        else:
            break
    return at


def _after_separator(text: str, at: int) -> tuple[int, bool]:
    """`at` past the separator (and spaces) there, and whether there was one."""
    mark = at
    while mark < len(text) and text[mark] == " ":
        mark += 1
    for bare in _TIGHT:
        if text.startswith(bare, mark) and (bare != ":" or text[mark + 1 : mark + 2] == " "):
            return _past_spaces(text, mark + len(bare)), True
    for bare in _SPACED:
        after = mark + len(bare)
        if mark > at and text.startswith(bare, mark) and text[after : after + 1] == " ":
            return _past_spaces(text, after), True
    return at, False


def _past_spaces(text: str, at: int) -> int:
    """`at` past the spaces there."""
    while at < len(text) and text[at] == " ":
        at += 1
    return at


def _opening(text: str, at: int) -> tuple[str, int]:
    """Where the slot at `at` starts (marks skipped), its wrapper's opener ("" for plain) and
    its close (-1: a wrapper not closed within `MAX_SLOT`); `at` is past the text: none."""
    at = _skip_marks(text, at)
    if at >= len(text):
        return "", at
    opener = "**" if text.startswith("**", at) else "__" if text.startswith("__", at) else text[at]
    return (opener, at) if opener in _PAIRS else ("", at)


def _first_key(text: str) -> str | None:
    """`_key` of the lead's first slot (`slot_at(text, 0)`), without reading past it."""
    opener, at = _opening(text, 0)
    if at >= len(text):
        return None
    if not opener:
        return _wrapped_key("", _plain_value(text, at))
    close = text.find(_PAIRS[opener], at + len(opener), at + len(opener) + MAX_SLOT + 1)
    if close < 0:
        return None
    return _wrapped_key(opener, text[at + len(opener) : close].strip())


def slot_at(text: str, at: int) -> Slot | None:
    """The slot starting at `at` (pictographs and a checkbox before it skipped), or None."""
    opener, at = _opening(text, at)
    if at >= len(text):
        return None
    if opener:
        closer = _PAIRS[opener]
        close = text.find(closer, at + len(opener), at + len(opener) + MAX_SLOT + 1)
        if close < 0:
            return None
        value = text[at + len(opener) : close].strip()
        end = close + len(closer)
        if opener == "[" and text.startswith("(", end):  # a link: its text is the slot
            shut = text.find(")", end)
            end = shut + 1 if shut > 0 else end
        elif opener == "[" and text.startswith("[", end):
            shut = text.find("]", end)
            end = shut + 1 if shut > 0 else end
        moved, _ = _after_separator(text, end)
        return Slot(value, opener, moved, True)
    return _plain_slot(text, at)


def _plain_slot(text: str, at: int) -> Slot:
    """An unwrapped slot: a zero-padded card id before a space (`AGT-019 Beacon …`), else up
    to the first separator or wrapper within `MAX_SLOT` characters (a bracket after the value
    ends it and belongs to it: `待核实（中风险）：…`, `RAGBench-Zh (Chinese …)`), else the rest
    of the lead."""
    space = text.find(" ", at, at + 12)
    if space > at and _padded_id(text[at:space]):
        return Slot(text[at:space], "", space + 1, True)
    best = _plain_end(text, at)
    if best > 0 and text[best] in "（(":
        shut = text.find("）" if text[best] == "（" else ")", best)
        moved, _ = _after_separator(text, shut + 1) if shut > 0 else (best, False)
        return Slot(text[at:best].strip(), "", moved, True)
    if best > 0:
        value = text[at:best].strip()
        moved, separated = _after_separator(text, best)
        return Slot(value, "", moved if separated else best, True)
    return Slot(text[at:].strip(), "", len(text), False)


def _plain_end(text: str, at: int) -> int:
    """Where an unwrapped slot at `at` ends: the first separator or wrapper within `MAX_SLOT`
    characters, or -1."""
    best = -1
    for mark in (*_SEPARATORS, " —", "【", "〔", "「", "《", "〈", "［", "（", "("):
        found = text.find(mark, at, at + MAX_SLOT + len(mark))
        if found > at and (best < 0 or found < best):
            best = found
    return best


def _plain_value(text: str, at: int) -> str:
    """The value `_plain_slot` reads at `at`."""
    space = text.find(" ", at, at + 12)
    if space > at and _padded_id(text[at:space]):
        return text[at:space]
    best = _plain_end(text, at)
    return text[at:best].strip() if best > 0 else text[at:].strip()


def _padded_id(token: str) -> bool:
    """A card id with a zero-padded number (`AGT-019`, `甲-01`): never a name's own number
    (`GPT-4 Turbo`, `MI-300 Series`)."""
    head = token.rstrip("0123456789")
    return bool(code_shape(token)) and head[-1:] in "-_" and token[len(head) : len(head) + 1] == "0"


def code_shape(value: str) -> str:
    """The shape of a card id or tag (`REL-12` → `A-9`, `甲-01` → `中-9`, `W41` → `A9`,
    `#12` → `#9`), or "" for another value (a version `v2`, a model `RTX-4090`, `GPT-4o`)."""
    value = value.strip()
    head = value.rstrip("0123456789")
    digits = value[len(head) :]
    if not digits or int(digits) > MAX_CODE_NUMBER:
        return ""
    sep = head[-1:] if head[-1:] in "-_#." else ""
    head = head[: len(head) - len(sep)] if sep != "#" or len(head) > 1 else head
    if head == "#":
        return "#9"
    if not head or len(head) > 5 or head.casefold() in {"v", "r", "rc", "cve", "ghsa", "pr"}:
        return ""
    if head.isascii() and head.isalpha() and head.isupper():
        kind = "A"
    elif all("\u3400" <= c <= "\u9fff" for c in head) and len(head) <= 2:
        kind = "中"
    else:
        return ""
    return f"{kind}{sep}9"


def _name_like(slot: Slot | None) -> bool:
    """A slot that can be a name: short, no sentence in it, no version or date first, and a
    separator or wrapper after it (a run to the lead's end is a description)."""
    if slot is None or not slot.value or len(slot.value) > MAX_SLOT:
        return False
    if any(c in slot.value for c in _SENTENCE) or slot.value[0].isdigit():
        return False
    first = slot.value[:2]
    if first[:1] in "vV" and first[1:2].isdigit():
        return False
    return slot.separated or bool(slot.wrapper)


MAX_LABELS = 2  # label slots before the name at most (`[W40] paper · ImageKV`)


@dataclass(frozen=True, slots=True)
class _Lead:
    line: int  # 0-based line of the document
    text: str  # its first line, after the item prefix
    slots: tuple[Slot, ...]  # its first slots (`MAX_LABELS` + 1 at most)


def _leads(lines: Sequence[str]) -> list[list[_Lead]]:
    """The document's top-level leads (first lines), grouped by the heading above them."""
    groups: list[list[_Lead]] = [[]]
    for number, line in enumerate(lines):
        if line.startswith("#"):
            groups.append([])
            continue
        text = _item_text(line)
        if text:
            groups[-1].append(_Lead(number, text, _slots(text)))
    return [g for g in groups if g]


def _slots(text: str) -> tuple[Slot, ...]:
    """A lead's first slots, as many as can hold labels and the name after them."""
    found: list[Slot] = []
    at = 0
    while len(found) <= MAX_LABELS and (slot := slot_at(text, at)) is not None:
        found.append(slot)
        if not slot.separated or slot.end <= at:
            break
        at = slot.end
    return tuple(found)


def _item_text(line: str) -> str:
    """A top-level list item's text after its marker (`- `, `* `, `+ `, `1. `), else ""."""
    if line[:2] in ("- ", "* ", "+ "):
        return line[2:].strip()
    if not line[:1].isdigit():  # (no `1. ` marker: not a scan of a long sub-item for one)
        return ""
    head, dot, rest = line.partition(". ")
    if dot and head.isdigit() and len(head) <= 4:
        return rest.strip()
    return ""


def _key(slot: Slot) -> str:
    """What a slot is compared by: its shape if it is a card id, else wrapper and value."""
    shape = code_shape(slot.value)
    return f"{slot.wrapper}\x00{shape}" if shape else f"{slot.wrapper}\x00{slot.value}"


def _wrapped_key(wrapper: str, value: str) -> str:
    """`_key` of a slot `wrapper` wraps holding `value`, made without a `Slot` (`_first_key`)."""
    shape = code_shape(value)
    return f"{wrapper}\x00{shape}" if shape else f"{wrapper}\x00{value}"


def _labels(leads: Sequence[_Lead], at: int) -> set[str]:
    """The keys of slot `at` that are labels in these leads: whole values (or card-id
    shapes) recurring on `MIN_REPEATS` leads or more, together on `MIN_SHARE` of the leads
    whose next slot can be a name at least."""
    counted = Counter(
        _key(lead.slots[at])
        for lead in leads
        if len(lead.slots) > at + 1 and _name_like(lead.slots[at + 1])
    )
    repeated = {k for k, n in counted.items() if n >= MIN_REPEATS}
    labelled = sum(counted[k] for k in repeated)
    if not labelled or labelled < MIN_SHARE * sum(counted.values()):
        return set()
    return repeated


def _labelled(leads: Sequence[_Lead]) -> dict[int, int]:
    """Per lead (its line), how many slots lead it that are labels (`_labels`, learned per
    slot among the leads whose slots before it are labels)."""
    count = dict.fromkeys((lead.line for lead in leads), 0)
    among = list(leads)
    for at in range(MAX_LABELS):
        labels = _labels(among, at)
        among = [
            lead for lead in among if len(lead.slots) > at + 1 and _key(lead.slots[at]) in labels
        ]
        for lead in among:
            count[lead.line] = at + 1
    return count


def _distinct(leads: Sequence[_Lead], count: dict[int, int]) -> bool:
    """The slots after the labels rarely repeat: names, not a second label or a release."""
    seconds = Counter(lead.slots[count[lead.line]].value for lead in leads)
    return sum(n for n in seconds.values() if n > 1) <= len(leads) // 4


def lead_template(lines: Sequence[str]) -> dict[int, tuple[int, str]]:
    """The leads (0-based line → characters of its first line's text to leave out, and the
    words to read before the rest) whose first slots are labels the document's leads show
    (`_labelled`, per heading group or over all), the name in the slot after them (after a
    maker's family label, `_family`, that name with the maker's before it). Empty for a
    document of fewer than `MIN_LEADS` leads."""
    if not _first_slot_recurs(lines):
        return {}
    groups = _leads(lines)
    every = [lead for group in groups for lead in group]
    if len(every) < MIN_LEADS:
        return {}
    count = _labelled(every)
    cut: dict[int, tuple[int, str]] = {}
    for group in groups:
        if len(group) >= MIN_GROUP:
            for line, labels in _labelled(group).items():
                count[line] = max(count[line], labels)
    _tagged_alike(every, count)
    for group in groups:
        chosen = [lead for lead in group if count[lead.line]]
        if not chosen or not _distinct(chosen, count):
            continue
        for lead in chosen:
            if _reads_next(lead, count[lead.line]):
                label = lead.slots[count[lead.line] - 1]
                cut[lead.line] = (label.end, _family(lead, count[lead.line]))
    return cut


# Wrappers that make a first slot a tag (`[Northwind] Atlas`, `【框架】Osprey`): not bold, a code
# span, round brackets or a plain slot, which hold names as often.
_TAG_WRAPPERS = frozenset({"[", "【", "〔", "［", "〈", "〖"})


def _tagged_alike(leads: Sequence[_Lead], count: dict[int, int]) -> None:
    """Leads opening on a tag written as the document's labels are (the same bracket, the name
    right after it with no separator: `[Corvid AI] Lantern — …` beside `[Northwind] Atlas — …`,
    `[Northwind]` recurring), its value written once or twice, a Latin name after it, are
    labelled too (`count`)."""
    shapes = {_tag_shape(lead) for lead in leads if count[lead.line] == 1}
    shapes.discard(None)
    for lead in leads:
        tagged = len(lead.slots) > 1 and _tag_shape(lead) in shapes
        if not count[lead.line] and tagged and _latin_name(lead.slots[1]):
            count[lead.line] = 1


def _latin_name(slot: Slot) -> bool:
    """A name-like slot of capitalised Latin words, three at most (`Lantern`, `Atlas Hub`), not a
    description (`〔Corvid〕智能体式检索运行时（渡鸦）｜…`: the tag is that lead's name)."""
    words = slot.value.split()
    capitalised = all(w[:1].isascii() and w[:1].isupper() for w in words)
    return _name_like(slot) and 0 < len(words) <= 3 and capitalised and slot.value.isascii()


def _tag_shape(lead: _Lead) -> tuple[str, bool] | None:
    """A lead's first slot's bracket and whether a separator follows it, for a tag wrapper."""
    first = lead.slots[0]
    if first.wrapper not in _TAG_WRAPPERS:
        return None
    return first.wrapper, not lead.text[: first.end].rstrip().endswith(_PAIRS[first.wrapper])


def _first_slot_recurs(lines: Sequence[str]) -> bool:
    """Some top-level lead's first slot (its `_key`) recurs `MIN_REPEATS` times in the
    document. Else no slot is a label: a label is a first slot recurring that often among a
    group's leads (fewer than the document's), and a second label is learned only among leads
    a first one leads, so the template is empty; it is found reading one slot a lead and
    keeping none (a document of unlabelled leads: ~1.4 s and ~100 MB less at 20 MB)."""
    seen: Counter[str] = Counter()
    for line in lines:
        key = _line_first_key(line)
        if key is not None:
            seen[key] += 1
            if seen[key] >= MIN_REPEATS:
                return True
    return False


_BULLETS = ("- ", "* ", "+ ")


def _line_first_key(line: str) -> str | None:
    """`_first_key(_item_text(line))` of a top-level lead, None for a heading or another line;
    a lead whose text opens on the bold wrapper read in place (no mark before it to skip: its
    slot is the bold run closing within `MAX_SLOT`)."""
    if line[:2] in _BULLETS:
        if line.startswith("**", 2):  # (`_item_text` is `line[2:]` stripped of trailing spaces)
            close = line.find("**", 4, 4 + MAX_SLOT + 1)
            return _wrapped_key("**", line[4:close].strip()) if close >= 0 else None
    elif not line[:1].isdigit():
        return None
    text = _item_text(line)
    if text.startswith("**"):
        close = text.find("**", 2, 2 + MAX_SLOT + 1)
        return _wrapped_key("**", text[2:close].strip()) if close >= 0 else None
    return _first_key(text) if text else None


def _family(lead: _Lead, labels: int) -> str:
    """The maker or family a label gives a one-word name (`Quill · Trace`, `[Moonbase] Atlas`,
    `**Pike** Sentry`): one capitalised Latin word, not an acronym or a tag (`REL`, `W41`) nor
    a word saying what the entry is (`Incident`, `Benchmark`, `Tool`: `_KINDS`), before a name
    of one Latin word; else "". Such a lead is read by both words (`Quill Trace`): the word
    after the label alone is a word others' news uses (`Trace 模式`) or another maker's
    namesake (`Atlas 数据集（Cartograph）`)."""
    word, name = lead.slots[labels - 1].value, lead.slots[labels].value
    if not _latin_word(word) or not word[:1].isupper() or word.isupper():
        return ""
    if word.casefold() in _KINDS or not _latin_word(name):
        return ""
    return word


# Latin words a label says what its entry is by (a kind, a verdict, a status), not its maker
_KINDS = frozenset(
    {"incident", "incidents", "outage", "bug", "fix", "benchmark", "benchmarks", "eval", "paper"}
    | {"papers", "survey", "dataset", "datasets", "model", "models", "tool", "tools", "suite"}
    | {"framework", "library", "engine", "runtime", "service", "platform", "product", "project"}
    | {"release", "releases", "update", "report", "note", "notes", "news", "idea", "watch"}
    | {"agent", "agents", "plugin", "gateway", "router", "server", "sdk", "api", "app", "demo"}
    | {"new", "hot", "top", "stable", "beta", "alpha", "preview", "deprecated", "archived"}
    | {"adopt", "trial", "assess", "hold", "recommended", "experimental", "draft", "done", "todo"}
)


def _latin_word(value: str) -> bool:
    """One word of Latin letters and digits (`Quill`, `Moonbase`, `Trace`)."""
    return value.isascii() and value.isalnum()


def _reads_next(lead: _Lead, labels: int) -> bool:
    """The lead, its labels left out, is read by the slot after them (`lead_name`): a name
    holding that slot's value, no release or date first (not `【…】2.3 长会话…`, a label the
    name reader took for a sorting one), and not the name it was read by before."""
    name = lead_name(lead.text[lead.slots[labels - 1].end :])
    second = lead.slots[labels].value
    if not name or not second or name[0].isdigit() or name == lead_name(lead.text):
        return False
    return second.casefold() in name.casefold() or name.casefold() in second.casefold()
