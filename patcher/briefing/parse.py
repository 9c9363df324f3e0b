"""E1 briefing → typed model: header, sections 一–六, increments, and what was not understood."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import ClassVar, Literal

from patcher.briefing.header import read_header
from patcher.briefing.increments import (
    EMOJI,
    LOOKS_LIKE_HEADER,
    UNKNOWN,
    Field,
    Increment,
    Remark,
    parse_increments,
    parse_suggestions,
    split_title,
)
from patcher.briefing.markup import plain_lines
from patcher.briefing.sections import SECTION, UnknownSection, split_sections
from patcher.errors import BriefError
from patcher.text import marker, refs
from patcher.text.lazy import lazy
from patcher.text.source import Source, Text, decode
from patcher.text.tables import Table, is_table_line, parse_table

# A task list's box before an item (`- [ ] ① …`, `- [x] 矛盾/待核实 2：…`): layout, no text.
TASK_BOX = r"(?:\[[ xX]\]\s+)?"
_CONTRADICTION = lazy(
    r"^\s*(?:#{1,6}\s*)?(?:[-*]\s*)?"
    + TASK_BOX
    + r"(?:\*\*)?\s*"
    + EMOJI  # (`⚠️ 矛盾/待核实 2：…`, `- **🔍 矛盾/待核实 1**：…`)
    + r"(?:\*\*)?(?P<open>[【\[]\s*)?矛盾\s*/?\s*待核实\s*(?:项)?\s*"
    r"(?P<num>[①-⑳]|\d{1,2}|[一二三四五六七八九十]{1,3}|[A-Za-z])?\s*(?:\*\*)?\s*"
    r"(?(open)[】\]]\s*(?:\*\*)?\s*[：:]?|[：:])\s*(?P<title>.*)$"  # (`【矛盾/待核实 3】…`)
)
_RISK_TAIL = lazy(r"[（(](?P<risk>[^（）()]*风险[^（）()]*)[)）]\s*$")
# An item written on one line: its title, its risk in brackets, a colon, then what is wrong and
# perhaps `建议：…` (`1. **X 的时长**（中风险）：状态页记 3 小时…。建议：暂记…`).
_RISK_INLINE = lazy(
    r"^(?P<title>\S.*?)\s*[（(](?P<risk>[^（）()]*风险[^（）()]*)[)）]\s*[：:]\s*(?P<rest>\S.*)$"
)
_INLINE_SUGGESTION = lazy(r"\s*(?:\*\*)?建议(?:\*\*)?\s*[：:]\s*(?:\*\*)?\s*")
_SUB_LABEL = lazy(r"^\s*(?:[-*]\s*)?(?P<label>问题|建议|来源|风险)\s*[：:]\s*(?P<value>.*)$")


# A priority or risk level as the briefing marks it; "" when it marks none that is known.
Level = Literal["high", "medium", "low", ""]


@dataclass(frozen=True)
class Contradiction:
    """A 矛盾/待核实 item, in paragraph or table form."""

    number: str
    title: str
    risk: str
    risk_level: Level
    problem: str
    suggestion: str
    source: str
    body: tuple[str, ...]
    line: int
    arxiv: tuple[str, ...]
    github: tuple[str, ...]
    id: str = ""  # the note id `apply` writes for it (before a same-day suffix): see note_ids


ArxivStatus = Literal["new", "carried-over", ""]


@dataclass(frozen=True)
class ArxivRow:
    """A row or bullet of 四、可引用 arXiv 号列表, with the status its own text or its
    sub-heading gives (`新增`/`净增` new, `沿用` carried over, else "")."""

    id: str
    raw: str
    title: str
    credibility: str
    relation: str
    new: bool
    sections: tuple[str, ...]
    line: int
    status: ArxivStatus = ""
    group: str = ""  # the sub-heading the row stands under (`🔄 沿用（…）：`), if any


@dataclass(frozen=True)
class Priority:
    """A row of 六、E2 优先级: level, content, action and the sections it names."""

    level: Level
    raw_level: str
    content: str
    action: str
    sections: tuple[str, ...]
    line: int


@dataclass(frozen=True)
class QuietSource:
    """A line of 五: a source checked that gave no increment, and why."""

    source: str
    text: str
    line: int


@dataclass(frozen=True)
class SourceChecked:
    """A row of 一、检查过的来源清单."""

    cells: tuple[str, ...]
    line: int


@dataclass(frozen=True)
class Brief:
    """One E1 briefing, every part of it kept."""

    JSON_EXCLUDE: ClassVar[tuple[str, ...]] = ("same_day",)

    path: str
    topic: str
    date: str
    header_line: int
    summary: tuple[str, ...]
    sources_checked: tuple[SourceChecked, ...]
    sources_header: tuple[str, ...]
    increments: tuple[Increment, ...]
    contradictions: tuple[Contradiction, ...]
    arxiv_list: tuple[ArxivRow, ...]
    quiet_sources: tuple[QuietSource, ...]
    priorities: tuple[Priority, ...]
    footer: str
    unparsed: tuple[Remark, ...]
    warnings: tuple[Remark, ...] = ()
    same_day: bool = False  # another briefing of this run has the same date (ids suffixed)


def parse_source(source: Source, encoding: str = "utf-8") -> Brief:
    """Decode and parse one briefing; raise BriefError when it is unusable."""
    return parse_text(decode(source, encoding))


MAX_LINE = 20_000  # characters: a briefing line is at most a few thousand


def parse_text(text: Text) -> Brief:
    """The briefing in `text`: header, increments and the other sections (一–六), with what
    could not be read kept as remarks; BriefError (with the line) when it has no header or
    no increments."""
    lines = plain_lines(list(enumerate(text.lines, start=1)))
    if not any(line.strip() for _, line in lines):
        raise BriefError("empty briefing", path=text.name, hint="pass a non-empty E1 briefing")
    long = next((n for n, line in lines if len(line) > MAX_LINE), None)
    if long is not None:
        raise BriefError(
            f"line is over {MAX_LINE} characters; not read",
            path=text.name,
            line=long,
            hint="a briefing's lines are short: is this the right file?",
        )
    header = read_header(lines, text.name)
    header_line, topic, date = header.line, header.topic, header.date
    split = split_sections(lines[header_line:])
    sections, headings, preamble = split.sections, split.headings, split.preamble
    notes: list[Remark] = [Remark(n, line, why) for n, line, why in split.stray]
    notes += [Remark(n, line, "summary") for n, line in sections.get("summary", []) if line.strip()]
    notes += [Remark(n, t, "unknown section") for n, t in split.unknown_lines() if t.strip()]
    increments, inc_notes = parse_increments(sections.get("increments", []), date, text.name)
    notes += inc_notes
    if not increments:
        raise BriefError(
            "no increments found (expected lines like `增量 1：TITLE（⭐⭐⭐）`)",
            path=text.name,
            line=headings.get("increments"),
            hint="add increments under a `二、增量条目` section",
        )
    _check_increments(increments, text.name)
    summary = tuple(line for _, line in preamble if line.strip())
    increments = _with_digests(increments, summary)
    checked_header, checked = _sources_checked(sections.get("sources_checked", []), notes)
    unread: list[Remark] = []
    contradictions = _contradictions(sections.get("contradictions", []), notes, unread)
    return Brief(
        path=text.name,
        topic=topic,
        date=date,
        header_line=header_line,
        summary=summary,
        sources_checked=checked,
        sources_header=checked_header,
        increments=tuple(increments),
        contradictions=tuple(_with_ids(contradictions, date)),
        arxiv_list=tuple(_arxiv_list(sections.get("arxiv_list", []), notes)),
        quiet_sources=tuple(_quiet_sources(sections.get("quiet_sources", []))),
        priorities=tuple(_priorities(sections.get("priorities", []), notes)),
        footer=split.footer,
        unparsed=tuple(notes + [n for inc in increments for n in inc.unparsed]),
        warnings=tuple(_warnings(increments, sections, split.unknown) + unread),
    )


_CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"


def note_number(number: str, position: int) -> str:
    """The number a contradiction item's note id carries: its own as a digit (`②` → `2`,
    `2v`), else (none, or not a plain one) its position from 1."""
    if number and number in _CIRCLED:
        number = str(_CIRCLED.index(number) + 1)
    return number if number.isalnum() else str(position + 1)


def note_ids(date: str, items: tuple[Contradiction, ...] | list[Contradiction]) -> list[str]:
    """Each item's note id (`2026-09-21#c2`, `#c2v` for a `已核实` line after ②), in order; an
    id already taken (both forms numbered from 1) is `#c1NN` by position. `apply` suffixes
    them when two briefings share a date."""
    ids: list[str] = []
    for position, item in enumerate(items):
        item_id = marker.note_id(date, note_number(item.number, position))
        if item_id in ids:
            item_id = marker.note_id(date, str(100 + position))
        ids.append(item_id)
    return ids


def _with_ids(items: list[Contradiction], date: str) -> list[Contradiction]:
    return [replace(c, id=i) for c, i in zip(items, note_ids(date, items), strict=True)]


_DIGEST_LINE = lazy(r"^\s*[-*]?\s*(?:\*\*)?核心新增(?:\*\*)?\s*[：:]\s*(?P<items>.*)$")


_CIRCLED_SPLIT = lazy(f"([{_CIRCLED}])")


def _with_digests(increments: list[Increment], summary: tuple[str, ...]) -> list[Increment]:
    """Each numbered increment's one-line digest from 状态摘要 (`核心新增：① … ② …`)."""
    for line in summary:
        match = _DIGEST_LINE.match(line)
        if not match:
            continue
        parts = _CIRCLED_SPLIT.split(match.group("items"))
        digests = {
            str(_CIRCLED.index(mark) + 1): split_title(text.strip())[0]
            for mark, text in zip(parts[1::2], parts[2::2], strict=True)
        }
        return [
            replace(inc, digest=digests.get(inc.number, "")) if not inc.adjacent else inc
            for inc in increments
        ]
    return increments


def _warnings(
    increments: list[Increment],
    sections: dict[str, list[tuple[int, str]]],
    unknown: tuple[UnknownSection, ...],
) -> list[Remark]:
    """Signs of a truncated or incomplete briefing, and the sections and increment fields it
    has that no name reads; it is still applied."""
    warnings = [
        Remark(
            inc.line,
            f"increment {inc.number} has no fields (来源/要点/建议归入章节…)",
            "incomplete",
        )
        for inc in increments
        if not inc.fields
    ]
    warnings += _numbering(increments, sections.get("increments", []))
    last = increments[-1]
    later = any(
        k in sections for k in ("contradictions", "arxiv_list", "quiet_sources", "priorities")
    ) or any(u.line > last.line for u in unknown)
    if not later and not any(f.key == "suggestion" for f in last.fields):
        warnings.append(
            Remark(
                last.line,
                f"the briefing ends inside increment {last.number} "
                "(no sections 三–六 follow): it may be truncated",
                "truncated",
            )
        )
    unknown_fields = [(inc, f) for inc in increments for f in inc.fields if f.key == UNKNOWN]
    warnings += [_unknown_field(inc, f) for inc, f in unknown_fields]
    return warnings + [_unknown_warning(u) for u in unknown]


def _unknown_field(inc: Increment, field: Field) -> Remark:
    """`- 备注：…` is no field the parser knows: kept as a field of its own (not added to the
    field above it), written as a point of the entry after the increment's own."""
    return Remark(
        field.line,
        f"increment {inc.number}: field `{field.label}` is not one the parser knows: its text "
        "is kept apart (not added to the field above it) and written as a point",
        "unknown field",
    )


def _unknown_warning(section: UnknownSection) -> Remark:
    """`## Background` is no section the parser knows: its lines are in no increment."""
    shown = [n for n, text in section.lines if text.strip()]
    text = "it has no text"
    if shown:
        where = f"lines {shown[0]}–{shown[-1]}" if len(shown) > 1 else f"line {shown[0]}"
        text = f"its text ({where}) is reported, not read"
    return Remark(
        section.line,
        f"section `{section.heading[:60]}` is not one the parser knows: {text}, "
        "and no increment takes it",
        "unknown section",
    )


def _numbering(increments: list[Increment], lines: list[tuple[int, str]]) -> list[Remark]:
    """A gap in the increments' numbers, and a line that looks like an increment header but
    cannot be read (its text went into the increment before it): warnings with their lines."""
    warnings: list[Remark] = []
    numbers = [
        (inc.line, int(inc.number))
        for inc in increments
        if inc.number.isdigit() and len(inc.number) < 1000  # int() refuses over 4300 digits
    ]
    numbers = [(line, n) for line, n in numbers if not _adjacent_at(increments, line)]
    for (_, before), (line, after) in pairwise(numbers):
        if after != before + 1:
            warnings.append(
                Remark(line, f"increment numbers jump from {before} to {after}", "numbering")
            )
    headers = {inc.line for inc in increments}
    for number, text in lines:
        if (
            number not in headers
            and ("增量" in text or "邻接" in text)
            and LOOKS_LIKE_HEADER.match(text)
            and not _FIELDISH.match(text)
        ):
            warnings.append(
                Remark(
                    number,
                    f"this looks like an increment header but cannot be read: {text.strip()[:60]}"
                    " (its text is kept in the increment above; write `增量 N：TITLE`)",
                    "unreadable header",
                )
            )
    return warnings


_FIELDISH = lazy(r"^\s*(?:[-*+]\s+)?(?:增量|邻接)(?:条数|条目|说明|来源)")


def _adjacent_at(increments: list[Increment], line: int) -> bool:
    return any(inc.line == line and inc.adjacent for inc in increments)


def _check_increments(increments: list[Increment], name: str) -> None:
    seen: dict[str, Increment] = {}
    for inc in increments:
        if not inc.title:
            raise BriefError(
                f"increment {inc.number} has no title",
                path=name,
                line=inc.line,
                hint="write the title after `增量 N：`",
            )
        if inc.id in seen:
            raise BriefError(
                f"increment number {inc.number} is used twice (first at line {seen[inc.id].line})",
                path=name,
                line=inc.line,
                hint="renumber the increments",
            )
        seen[inc.id] = inc


def _tables_and_rest(
    lines: list[tuple[int, str]],
) -> tuple[list[Table], list[tuple[int, str]]]:
    tables: list[Table] = []
    rest: list[tuple[int, str]] = []
    block: list[tuple[int, str]] = []
    for number, line in [*lines, (0, "")]:
        if is_table_line(line):
            block.append((number, line))
            continue
        if block:
            tables.append(parse_table(block))
            block = []
        if line.strip() and number:
            rest.append((number, line))
    return tables, rest


def _sources_checked(
    lines: list[tuple[int, str]], notes: list[Remark]
) -> tuple[tuple[str, ...], tuple[SourceChecked, ...]]:
    """Table rows, and sources written as prose: each `path.md→ what` of a line (several may
    run together on one line) becomes a row of (path, what); text before the first path, or
    a line naming no path, a one-cell row."""
    tables, rest = _tables_and_rest(lines)
    rows = [SourceChecked(r, n) for t in tables for r, n in zip(t.rows, t.row_lines, strict=True)]
    rows += [row for number, line in rest for row in _prose_sources(number, line)]
    rows.sort(key=lambda row: row.line)
    return (tables[0].header if tables else ()), tuple(rows)


# A file path (`inbox/a/b.md`, `notes/x.txt`): where one source of a run-together list starts.
_SOURCE_PATH = lazy(
    r"(?<![A-Za-z0-9_./-])(?:[A-Za-z0-9_.-]+/)+[A-Za-z0-9_.-]*?\.(?:md|txt|pdf|json|ya?ml|html?)"
)
_GLUED_PATH = lazy(_SOURCE_PATH.pattern.removeprefix(r"(?<![A-Za-z0-9_./-])"))
_ARROW = lazy(r"^\s*(?:→|->|=>|[：:]|—+|–)\s*")


def _path_starts(text: str) -> list[int]:
    """Where each path starts. A path glued to the word before it (`K8s DRAinbox/a.md`)
    starts at the folder that other paths of the line start with (`inbox/`)."""
    found = list(_SOURCE_PATH.finditer(text))
    roots = {m.group().split("/", 1)[0] for m in found}
    starts = []
    for match in found:
        head = match.group().split("/", 1)[0]
        glued = [
            match.start() + index
            for root in roots - {head}
            if (index := match.group().find(root + "/")) > 0
        ]
        starts.append(min(glued, default=match.start()))
    return starts


_ITEM_MARKER = lazy(r"^\s*(?:[-*+•]|\d{1,3}[.)、])\s+")


def _prose_sources(number: int, line: str) -> list[SourceChecked]:
    text = _ITEM_MARKER.sub("", line).strip()
    starts = _path_starts(text)
    if not starts or starts[0] > 0:
        starts.insert(0, 0)
    rows = []
    for start, end in zip(starts, [*starts[1:], len(text)], strict=True):
        piece = text[start:end].strip()
        path = _SOURCE_PATH.match(piece) or _GLUED_PATH.match(piece)
        if path:
            rest = _ARROW.sub("", piece[path.end() :], count=1).strip()
            rows.append(SourceChecked((path.group(), rest) if rest else (path.group(),), number))
        elif piece:
            rows.append(SourceChecked((piece,), number))
    return rows


_HIGH = lazy(r"高|high|🔴", re.I)
_MEDIUM = lazy(r"中|medium|🟡", re.I)
_LOW = lazy(r"低|low|🟢", re.I)


def _risk_level(text: str) -> Level:
    if _HIGH.search(text):
        return "high"
    if _MEDIUM.search(text):
        return "medium"
    if _LOW.search(text):
        return "low"
    return ""


def _contradictions(
    lines: list[tuple[int, str]], notes: list[Remark], warnings: list[Remark]
) -> list[Contradiction]:
    tables, rest = _tables_and_rest(lines)
    items: list[Contradiction] = []
    for table in tables:
        roles = _contradiction_roles(table)
        if roles is None:
            notes.append(Remark(table.line, " | ".join(table.header), "contradictions"))
            continue
        rows = zip(table.rows, table.row_lines, strict=True)
        items += [_contradiction_row(table, roles, r, n) for r, n in rows]
    blocks: list[tuple[re.Pattern[str], list[tuple[int, str]]]] = []
    heads = _item_patterns(rest)
    for number, line in rest:
        item = _head_of(heads, line) or (_listed_item(blocks[-1], line) if blocks else None)
        if item is not None:
            blocks.append((item, [(number, line)]))
        elif blocks:
            blocks[-1][1].append((number, line))
        elif not SECTION.match(line) and not _NO_ITEMS.match(line):
            notes.append(Remark(number, line, "contradictions"))
    for index, (item, block) in enumerate(blocks):
        after = blocks[index + 1][0] if index + 1 < len(blocks) else None
        if after is _NUMBERED_ITEM and _announces(item, block):
            said = [(n, t) for n, t in block if _has_words(item, t)]
            notes += [Remark(n, t, "contradictions") for n, t in said]  # (the items follow)
            continue
        head, *resolutions = _resolutions_apart(block, warnings)
        items.append(_contradiction_block(head, item))
        items += [
            replace(_contradiction_block(r, _RESOLUTION_LINE), number=label)
            for r, label in zip(
                resolutions, _resolution_labels(items[-1].number, len(resolutions)), strict=True
            )
        ]
    return sorted(items, key=lambda c: c.line)


def _has_words(item: re.Pattern[str], line: str) -> bool:
    """The line says more than its label (`矛盾/待核实：以下 2 条`, not `**矛盾/待核实**：`)."""
    found = item.match(line)
    return found is None or bool(found.group("title").strip(" *：:"))


# A resolution written as a line of its own (`已核实：…`, `> 已核实：…`, `✅ 已核实：…`,
# `- 已核实:…`, `**已核实**：…`); its title is the line from 已核实 on.
_RESOLUTION_LINE = lazy(
    r"^\s*(?:>\s*)?(?:[-*+•]\s+)?(?:\*\*)?\s*(?:✅\uFE0F?\s*)?(?:\*\*)?(?P<num>)"
    r"(?P<title>已核实(?:\*\*)?\s*[：:]\s*(?P<said>.*))$"
)
# What a resolution says when it says nothing of its own: the item above it is true
# (`已核实：属实`, `已核实：同上`, `已核实：见上`), or nothing.
_SAYS_NOTHING = lazy(
    r"^[\W_]*(?:(?:同上|见上|如上|上述|上条|本条|该条|此条|属实|无误|成立|是)[\W_]*)?$"
)
_SUGGESTION_PART = lazy(r"(?:^|\s|[。；;，,])(?:\*\*)?建议(?:\*\*)?\s*[：:]")


def _resolutions_apart(
    block: list[tuple[int, str]], warnings: list[Remark]
) -> list[list[tuple[int, str]]]:
    """The item, then each `已核实：…` line written after it (after its 建议, after a blank
    line, or after another such line) with the lines under it: a resolution of its own. A
    `已核实` line of the item's own text (directly under its title: its answer) stays; one
    after it that says nothing of its own (`已核实：属实`) stays too, with a warning."""
    pieces = [block[:1]]
    closed = bool(_SUGGESTION_PART.search(block[0][1]))
    for (before, _), (number, line) in pairwise(block):
        found = _RESOLUTION_LINE.match(line)
        after = closed or number > before + 1
        if found and after and not _SAYS_NOTHING.match(found.group("said").replace("*", "")):
            pieces.append([(number, line)])  # (the next `已核实：` line another one)
            continue
        if found and after:
            warnings.append(Remark(number, _unreadable(line), "contradictions"))
        pieces[-1].append((number, line))
        closed = closed or bool(_SUGGESTION_PART.search(line))
    return pieces


def _unreadable(line: str) -> str:
    return (
        f"this `已核实` line says nothing of its own: {line.strip()[:60]} (kept in the "
        "contradiction item above it; write `已核实：WHAT WAS VERIFIED` to resolve an earlier note)"
    )


_NUMERALS = dict(zip("一二三四五六七八九十", range(1, 11), strict=True))


def _resolution_labels(number: str, count: int) -> list[str]:
    """The labels of the `count` resolutions written after item `number`, in order: its
    number (as a digit) with `v`, `w`, … `z` (`②` → `2v`, `2w`); none ("", numbered by
    position) when the item has no number, or past `z`."""
    base = unicodedata.normalize("NFKC", number).strip()
    if base in _NUMERALS:
        base = str(_NUMERALS[base])
    if not (base.isascii() and base.isalnum() and len(base) <= 2):
        return [""] * count
    return [*(base + letter for letter in "vwxyz"), *[""] * count][:count]


# An item of the section written as a numbered list item at the margin (`1. X 的吞吐说法冲突`,
# `- ② …`, `(1) …`, `（1）…`, `1）…`, `①…`, `①：…`, `１．…`, `1️⃣ …`; in a heading or a quote,
# `### ① …`, `> ① …`), read as one only when no line of the
# section says `矛盾/待核实` (same groups). A number in brackets or circled needs no space
# after it; `1.5 倍` is no item.
_NUMBERED_ITEM = lazy(
    r"^(?:#{1,6}\s+|>\s*)?(?:[-*]\s+"
    + TASK_BOX
    + r")?(?:\*\*)?"
    + EMOJI
    + r"(?P<open>[（(]\s*)?(?P<num>\d{1,2}|[０-９]{1,2}|[①-⑳])(?:\uFE0F?\u20E3)?(?(open)\s*[)）])"
    r"(?:\*\*)?(?:\s*[：:]|(?<=[)）①-⑳])|[.)、．）](?![0-9]))?(?:\*\*)?"
    r"(?:(?<=[^0-9０-９\s])|\s)\s*(?P<title>\S.*)$"
)


# An item labelled `矛盾`, `待核实` or `Contradiction` alone, numbered (`矛盾 ①：…`,
# `**待核实 2**：…`, `Contradiction 3: …`), read as one when no line says `矛盾/待核实`.
_SHORT_LABEL = lazy(
    r"^\s*(?:#{1,6}\s*)?(?:[-*]\s*)?"
    + TASK_BOX
    + r"(?:\*\*)?\s*"
    + EMOJI
    + r"(?:\*\*)?(?P<open>[【\[]\s*)?"
    r"(?P<word>矛盾\s*[与和及或、/／]\s*待核实|矛盾|待核实|已核实|contradiction)\s*(?:项)?\s*[#＃]?\s*"
    r"(?P<num>[①-⑳]|[0-9０-９]{1,2}|[一二三四五六七八九十]{1,3}|(?<=\s)[A-Z](?![A-Z]))\s*(?:\*\*)?\s*"
    r"(?(open)[】\]]\s*(?:\*\*)?\s*[：:]?|(?:[：:、]|[.．](?![0-9０-９])))\s*(?:\*\*)?\s*(?P<title>.*)$",
    re.IGNORECASE,
)


# A label with no number opening an item at the items' level (`待核实：X 说法不一：`,
# `**矛盾**：…`), read only where no numbered item comes before it.
_BARE_LABEL = lazy(
    r"^(?:[-*]\s+)?(?:\*\*)?(?P<word>矛盾|待核实|contradiction)(?:\*\*)?\s*[：:]\s*(?:\*\*)?"
    r"\s*(?P<num>)(?P<title>\S.*)$",
    re.IGNORECASE,
)


def _item_patterns(lines: list[tuple[int, str]]) -> tuple[re.Pattern[str], ...]:
    """How the section's items start: by a label (`矛盾/待核实 N：…`, `矛盾 N：…`, `待核实 N`,
    `已核实 N`, `矛盾与待核实 N`, `Contradiction N`: each label a line of the section uses),
    else by a label with no number before any numbered line, else as numbered list items."""
    labelled = tuple(
        pattern
        for pattern in (_CONTRADICTION, _SHORT_LABEL)
        if any(pattern.match(line) for _, line in lines)
    )
    return labelled or _bare_or_numbered(lines)


def _bare_or_numbered(lines: list[tuple[int, str]]) -> tuple[re.Pattern[str], ...]:
    for _, line in lines:
        if _BARE_LABEL.match(line):
            return (_BARE_LABEL,)
        if _NUMBERED_ITEM.match(line) and _LIST_NUMBER.match(line):
            break
    return (_NUMBERED_ITEM,)


def _head_of(heads: tuple[re.Pattern[str], ...], line: str) -> re.Pattern[str] | None:
    """The pattern of the section's items that opens an item at this line, if one does."""
    return next((pattern for pattern in heads if pattern.match(line)), None)


# A list line's number marked as one (`2.`, `2)`, `2、`, `(2)`, `②`), not a count (`2 个`).
_LIST_NUMBER = lazy(
    r"^(?:#{1,6}\s+|>\s*)?(?:[-*]\s+"
    + TASK_BOX
    + r")?(?:\*\*)?"
    + EMOJI
    + r"(?:[（(]\s*[0-9０-９]{1,2}\s*[)）]|[①-⑳]|[0-9０-９]{1,2}\s*[.)、．）：:](?![0-9]))"
)


def _listed_item(
    block: tuple[re.Pattern[str], list[tuple[int, str]]], line: str
) -> re.Pattern[str] | None:
    """A list line among labelled items (`矛盾 ①：…` then `- ② …` or `2. …`) is the next item
    when its number is the one after the item above it, and that item has no list of its own
    (`1. 博客写 2×`, `2. …` under it are its lines)."""
    pattern, lines = block
    found = _NUMBERED_ITEM.match(line)
    if found is None or not _LIST_NUMBER.match(line):
        return None
    above = pattern.match(lines[0][1])
    assert above is not None
    before = 0 if _announces(pattern, lines) else _number_value(above.group("num") or "")
    number = _number_value(found.group("num"))
    own_list = any(_NUMBERED_ITEM.match(text) for _, text in lines[1:])
    if before is None or number != before + 1 or own_list:
        return None
    if number is not None and _numbering_begun(lines[1:], number - 1):
        return None  # (`问题：① 官网写 2K；` then `② 技术报告写 1.5K。`: the field's list)
    return _NUMBERED_ITEM


# A field of an item's own lines opening a numbering after its label (`问题：① 官网写 2K；`,
# `说法：(1) 博客写 2×`, `来源：1. 官网`).
_FIELD_NUMBER = lazy(
    r"^[^：:]{1,12}[：:]\s*(?:\*\*)?\s*"
    r"(?:[（(]\s*(?P<paren>[0-9０-９]{1,2})\s*[)）]|(?P<circled>[①-⑳])"
    r"|(?P<digit>[0-9０-９]{1,2})\s*[.)、．）](?![0-9]))"
)


def _numbering_begun(lines: list[tuple[int, str]], number: int) -> bool:
    """A line within the item (not at the items' level) opens a numbering in its field, and
    its last number is the one before: the next number continues that field's list, it is no
    item of its own (`问题：① …；② …` then `② …` is the next item)."""
    for _, text in lines:
        found = _FIELD_NUMBER.match(text.strip())
        if found is None:
            continue
        said = found["paren"] or found["circled"] or found["digit"] or ""
        later = _LATER_NUMBER.findall(text.strip()[found.end() :])
        last = [n for pair in later for n in pair if n][-1:] or [said]
        if _number_value(last[0]) == number:
            return True
    return False


# A further number of a list running on within its line (`；② 技术报告写 1.5K`, `（2）…`).
_LATER_NUMBER = lazy(r"([①-⑳])|[（(]\s*([0-9０-９]{1,2})\s*[)）]")


# What a label line with no number says when it only announces the items listed under it
# (`矛盾/待核实：以下 2 条`, `**矛盾/待核实**：`, `…如下：`).
_ANNOUNCEMENT = lazy(
    r"^(?:\*\*)?\s*(?:(?:以下|如下|下列|共\s*\d{1,2}\s*[条项个]).{0,20}|.{0,30}[：:])?$"
)
_LISTS = lazy(r"以下|如下|下列|下面|下述|下方|共\s*\d{1,2}\s*[条项个]|\d{1,2}\s*[条项个处]")
# What a title says when it states a doubt of its own (`X 显存占用说法不一：`), its list the sides.
_DOUBT = lazy(r"说法不一|不一致|不符|冲突|出入|存疑|两说|有争议|对不上")


def _announces(pattern: re.Pattern[str], lines: list[tuple[int, str]]) -> bool:
    """A label line with no number of its own and no lines under it, that only announces
    the list that follows."""
    found = pattern.match(lines[0][1])
    if pattern is _NUMBERED_ITEM or found is None or found.group("num"):
        return False
    alone = not any(text.strip() for _, text in lines[1:])
    title = found.group("title").strip()
    if alone and _DOUBT.search(title) and not _LISTS.search(title):
        return False  # (`待核实：X 说法不一：` over its two sides, not over the items)
    return alone and bool(_ANNOUNCEMENT.match(title))


def _number_value(number: str) -> int | None:
    """`②`, `2`, `２`, `二` → 2; None for a letter or no number."""
    number = number.strip()
    if number and number in _CIRCLED:
        return _CIRCLED.index(number) + 1
    number = unicodedata.normalize("NFKC", number)
    if number.isdigit():
        return int(number)
    return _NUMERALS.get(number)


ContradictionRole = Literal["number", "item", "risk", "source", "suggestion"]
# Header words of each column role; the item column is also the one left with the most text.
_ROLE_WORDS: tuple[tuple[ContradictionRole, tuple[str, ...]], ...] = (
    ("number", ("#", "序号", "编号", "no.")),
    ("risk", ("风险", "等级", "级别", "严重", "risk", "severity")),
    ("suggestion", ("建议", "处理", "动作", "做法", "action", "suggest")),
    ("source", ("来源", "出处", "出自", "依据", "source")),
    ("item", ("矛盾", "待核实", "说法", "问题", "内容", "描述", "条目", "claim", "issue")),
)
_NUMBER_CELL = lazy(r"^\s*(?:[#№]?\s*\d{1,3}|[①-⑳]|[A-Za-z])\s*$")
_RISK_CELL = lazy(
    r"^\s*(?:[🔴🟡🟢⚪]\s*)?(?:高|中|低|high|medium|low)?\s*(?:风险)?\s*$", re.IGNORECASE
)
_BY_CELLS: tuple[tuple[ContradictionRole, re.Pattern[str]], ...] = (
    ("number", _NUMBER_CELL),
    ("risk", _RISK_CELL),
)


def _contradiction_roles(table: Table) -> dict[ContradictionRole, int] | None:
    """Which column of a section-三 table holds what, by header word first, then by its cells
    (short numbers; 🔴/🟡/🟢 or 高/中/低); the item is the column left with the most text.
    None when no column is left for the item."""
    roles: dict[ContradictionRole, int] = {}
    for role, words in _ROLE_WORDS:
        for index, cell in enumerate(table.header):
            folded = cell.casefold()
            if index not in roles.values() and any(w in folded for w in words):
                roles[role] = index
                break
    free = [i for i in range(len(table.header)) if i not in roles.values()]
    cells = [[table.cell(row, i) for row in table.rows] for i in range(len(table.header))]
    for role, pattern in _BY_CELLS:
        found = next((i for i in free if _all_match(pattern, cells[i])), None)
        if role not in roles and found is not None:
            roles[role] = found
            free.remove(found)
    if "item" not in roles:
        if not free:
            return None
        roles["item"] = max(free, key=lambda i: sum(len(c) for c in cells[i]))
    return roles


def _all_match(pattern: re.Pattern[str], cells: list[str]) -> bool:
    filled = [c for c in cells if c.strip()]
    return bool(filled) and all(pattern.match(c) for c in filled)


def _contradiction_block(
    block: list[tuple[int, str]], item: re.Pattern[str] = _CONTRADICTION
) -> Contradiction:
    number, first = block[0]
    match = item.match(first)
    assert match is not None
    title = _item_title(match)
    risk_match = _RISK_TAIL.search(title)
    risk = risk_match.group("risk") if risk_match else ""
    title = _unwrapped(title[: risk_match.start()].strip() if risk_match else title)
    title = _with_verified(match, title)
    labelled: dict[str, str] = {}
    body: list[str] = []
    for _, line in block[1:]:
        sub = _SUB_LABEL.match(line)
        if sub:
            labelled[sub.group("label")] = sub.group("value").strip()
        else:
            body.append(line.strip())
    inline = None if risk or labelled else _RISK_INLINE.match(title)
    if inline is not None:
        title, risk, labelled = _inline_parts(inline, body)
    risk = risk or labelled.get("风险", "")
    problem = labelled.get("问题", "\n".join(body))
    whole = "\n".join(line for _, line in block)
    return Contradiction(
        number=match.group("num") or "",
        title=title,
        risk=risk,
        risk_level=_risk_level(risk),
        problem=problem,
        suggestion=_unquote(labelled.get("建议", "")),
        source=labelled.get("来源", ""),
        body=tuple(body),
        line=number,
        arxiv=tuple(refs.arxiv_ids(whole)),
        github=tuple(refs.github_refs(whole)),
    )


def _with_verified(match: re.Match[str], title: str) -> str:
    """An item labelled `已核实 ③：X` says X was verified: its title keeps the word
    (`已核实：X`), as a `已核实：X` line's does."""
    word = match.groupdict().get("word") or ""
    if "已核实" in word and not title.startswith("已核实"):
        return f"已核实：{title}"
    return title


def _inline_parts(inline: re.Match[str], body: list[str]) -> tuple[str, str, dict[str, str]]:
    """A one-line item's title (unbolded), risk and labelled parts: what follows the risk's
    colon is the problem (with the lines under it), a `建议：…` in it the suggestion."""
    rest, suggestion = [*_INLINE_SUGGESTION.split(inline.group("rest"), maxsplit=1), ""][:2]
    problem = "\n".join([rest.strip(), *body]).strip()
    parts = {"问题": problem} | ({"建议": suggestion.strip()} if suggestion.strip() else {})
    return _unwrapped(inline.group("title").strip()), inline.group("risk"), parts


def _item_title(match: re.Match[str]) -> str:
    """The item's title without a `**` opened before it (around the number: `**① T**：…`,
    `- **(2) T**（低风险）`, `**矛盾/待核实 ①：T**`): the first `**` of the title closes it."""
    title = match.group("title").strip()
    if match.string[: match.start("title")].count("**") % 2:
        title = title.replace("**", "", 1)
    return title.strip().removesuffix("**").strip()


def _unwrapped(title: str) -> str:
    """`**T**` → `T`: bold around the whole title (its risk taken off: `① **T**（低风险）`)."""
    if len(title) > 4 and title.startswith("**") and title.endswith("**"):
        return title[2:-2].strip() if title.count("**") == 2 else title
    return title


def _contradiction_row(
    table: Table, roles: dict[ContradictionRole, int], row: tuple[str, ...], line: int
) -> Contradiction:
    item = table.cell(row, roles.get("item"))
    risk = table.cell(row, roles.get("risk"))
    whole = " ".join(row)
    return Contradiction(
        number=table.cell(row, roles.get("number")),
        title=item,
        risk=risk,
        risk_level=_risk_level(risk),
        problem=item,
        suggestion=_unquote(table.cell(row, roles.get("suggestion"))),
        source=table.cell(row, roles.get("source")),
        body=(),
        line=line,
        arxiv=tuple(refs.arxiv_ids(whole)),
        github=tuple(refs.github_refs(whole)),
    )


def _unquote(text: str) -> str:
    text = text.strip()
    if text.startswith("标注"):
        text = text[2:].strip()
    if len(text) >= 2 and text[0] in '"“「' and text[-1] in '"”」':
        text = text[1:-1]
    return text


def _arxiv_list(lines: list[tuple[int, str]], notes: list[Remark]) -> list[ArxivRow]:
    """Tables, `- ID（title · §x.y）— 沿用` bullets and unbulleted lines naming an id, each
    under the sub-heading before it (`🆕 净增 2 件：`, `🔄 沿用`, before or after a table) that
    gives its status; a sub-heading line that itself lists ids (`🔄 沿用：ID（…）、ID`) is
    both. Any other line is reported."""
    rows: list[ArxivRow] = []
    group, group_line, grouped = "", 0, True
    for block in _blocks(lines):
        number, line = block[0]
        if is_table_line(line):
            rows += _arxiv_table(parse_table(block), group, notes)
            grouped = True
            continue
        bullet = _ARXIV_BULLET.match(line)
        if bullet and refs.arxiv_ids(bullet.group("body")):
            rows.append(_arxiv_bullet(bullet.group("body"), group, number))
            grouped = True
            continue
        listed = _STATUS_LEAD.match(line)
        heading = bool(listed or _GROUP_HEADING.match(line))
        if heading and not grouped:
            notes.append(Remark(group_line, group, "arxiv_list: a sub-heading with no rows"))
        if listed and refs.arxiv_ids(listed.group("tail")):
            group, group_line, grouped = listed.group("head").strip(), number, True
            rows += [_arxiv_bullet(p, group, number) for p in _listed(listed.group("tail"))]
        elif bare := _bare_ids(line, group, number):  # `本次无新增；续用 A、B、C。`
            rows += bare
            grouped = True
        elif refs.arxiv_ids(line):  # `2611.00001 Title — 沿用`, `🆕 2611.00002（…）`
            rows.append(_arxiv_bullet(line.strip(), group, number))
            grouped = True
        elif heading:  # `🆕 净增 0 件` says its group is empty: no rows are missing
            group, group_line, grouped = line.strip(), number, bool(_ZERO_COUNT.search(line))
        elif _SAYS_NONE.match(line):  # `无`, `无新增。`, `（暂无）`: the list is empty, on purpose
            grouped = True
        else:
            notes.append(Remark(number, line, "arxiv_list"))
    if not grouped:
        notes.append(Remark(group_line, group, "arxiv_list: a sub-heading with no rows"))
    return rows


_ARXIV_BULLET = lazy(r"^\s*(?:[-*+•]|\d{1,3}[.)、])\s+(?P<body>.*\S)\s*$")
_GROUP_HEADING = lazy(r"^\s*(?:#{1,6}\s+)?(?!\s*[-*+]\s).*[：:]\s*(?:\*\*)?\s*$")
# A sub-heading led by a status mark, whatever its punctuation (`🔄 沿用 ——`, `**🆕 新收**`);
# its head runs to the first colon or dash (ids listed after it are rows).
_STATUS_LEAD = lazy(
    r"^\s*(?:#{1,6}\s+)?(?:[-*+•]\s+)?(?:\*\*)?\s*(?P<head>(?:🆕|🔄)[^：:—–]*?(?:\*\*)?)"
    r"\s*(?:[：:]|[—–]+|$)\s*(?:\*\*)?(?P<tail>.*)$"
)

_SAYS_NONE = lazy(
    r"^\s*(?:[-*+•]\s+)?[（(]?\s*(?:(?:暂无|无净增|无新增|无|none|n/a)\s*[。.]?"
    r"|[^（）()，,；;。]{0,8}无[^（）()，,；;。\d]{0,10}?(?:新增|新收|更新)[。.]?"
    r"|[^（）()，,；;。]{0,8}无\s*(?:新增的?|新收的?|新的?|可引用的?)?\s*arxiv\s*(?:号|id|编号|论文)?[。.]?)"
    r"\s*[）)]?\s*[。.]?\s*$",
    re.IGNORECASE,
)
# The contradictions section saying it has none, on purpose (`本实例无新增矛盾项。`, `无`,
# `暂无待核实说法`, `None.`).
_NO_ITEMS = lazy(
    r"^\s*(?:[-*+•]\s+)?[（(]?\s*(?:(?:暂无|无|none|n/a)\s*[。.]?"
    r"|(?:本(?:实例|轮|次))?(?:暂无|无)\s*新增(?:项|条)?\s*[（(][^（）()]*[)）]"  # (`无新增（…）`)
    r"|[^（）()，,；;。]{0,8}(?:无|没有)\s*(?:新增|新的?)?\s*(?:矛盾|待核实|冲突)(?:项|条|说法)?)"
    r"\s*[）)]?\s*[。.]?\s*$",
    re.IGNORECASE,
)
_ZERO_COUNT = lazy(r"(?<![0-9.])0\s*(?:件|篇|条|个)")
_CARRIED = lazy(r"沿用|延续|续用|🔄|carried", re.IGNORECASE)
_NEW = lazy(r"新增|净增|🆕|(?<![A-Za-z])new(?![A-Za-z])", re.IGNORECASE)
_ROW_BRACKET = lazy(r"^[\s:：]*[（(](?P<inner>.*)[)）](?P<tail>[^（）()]*)$")
_TAIL_DASH = lazy(r"^\s*(?:[—–]+|-{1,2})\s*")
_DASH = lazy(r"\s*[—–]+\s*|\s+--?\s+")


# A clause that only lists ids after a few words saying what they are (`续用 A、B、C`).
_BARE_ID = r"(?:arXiv\s*[:：]?\s*)?\d{2}(?:0[1-9]|1[0-2])\.\d{4,5}(?:[vV]\d+)?"
_BARE_IDS = lazy(
    rf"^\s*(?P<lead>[^\s\d][^0-9]{{0,11}}?)?\s*[：:]?\s*{_BARE_ID}(?:\s*[、,，和及]\s*{_BARE_ID})+\s*$",
    re.IGNORECASE,
)
_CLAUSE_END = lazy(r"[;；。]")


def _bare_ids(line: str, group: str, number: int) -> list[ArxivRow]:
    """A sentence listing two or more ids without titles, clause by clause (`本次无新增；续用
    A、B、C。`): a row per id, its status from its clause's words; [] for any other line."""
    clauses = [c for c in _CLAUSE_END.split(line.strip()) if c.strip()]
    matched = [(c, _BARE_IDS.match(c)) for c in clauses if refs.arxiv_ids(c)]
    if not matched or any(m is None for _, m in matched):
        return []
    if any(not (_SAYS_NONE.match(c) or refs.arxiv_ids(c)) for c in clauses):
        return []
    rows = []
    for clause, match in matched:
        assert match is not None
        status = status_of(match.group("lead") or "") or status_of(group)
        rows += [_bare_row(i, clause, status, group, number) for i in refs.arxiv_ids(clause)]
    return rows


def _bare_row(arxiv: str, clause: str, status: ArxivStatus, group: str, line: int) -> ArxivRow:
    return ArxivRow(
        id=arxiv,
        raw=clause.strip(),
        title="",
        credibility="",
        relation="",
        new=status == "new",
        sections=(),
        line=line,
        status=status,
        group=group,
    )


def _listed(text: str) -> list[str]:
    """`A（x、y）、B；C` → [`A（x、y）`, `B`, `C`]: split on 、,，;； outside brackets."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        depth += 1 if char in "（(" else -1 if char in "）)" else 0
        if depth == 0 and char in "、,，;；":
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if refs.arxiv_ids(p)]


def status_of(text: str) -> ArxivStatus:
    """`沿用` (carried over) before `新增`/`净增` (new); "" when the text says neither."""
    if _CARRIED.search(text):
        return "carried-over"
    return "new" if _NEW.search(text) else ""


def _blocks(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """Consecutive table lines as one block, every other non-blank line alone."""
    blocks: list[list[tuple[int, str]]] = []
    for number, line in lines:
        if not line.strip():
            continue
        if is_table_line(line) and blocks and is_table_line(blocks[-1][-1][1]):
            blocks[-1].append((number, line))
        else:
            blocks.append([(number, line)])
    return blocks


def _arxiv_table(table: Table, group: str, notes: list[Remark]) -> list[ArxivRow]:
    rows: list[ArxivRow] = []
    id_col = table.column("arXiv", "ID", "编号")
    title_col = _other_column(table, id_col, "标题", "题目", "论文", "名称", "title", "paper")
    relation_col = _other_column(
        table, id_col, "关系", "章节", "归入", "归属", "section", "anchor", "备注", "说明"
    )
    credibility_col = _other_column(table, id_col, "可信度", "credibility", "confidence")
    for row, line in zip(table.rows, table.row_lines, strict=True):
        raw = table.cell(row, id_col if id_col is not None else 0)
        ids = refs.arxiv_ids(raw)
        if not ids:
            notes.append(Remark(line, " | ".join(row), "arxiv_list: no arXiv id"))
            continue
        relation = table.cell(row, relation_col)
        status = status_of(relation) or status_of(group)
        rows.append(
            ArxivRow(
                id=ids[0],
                raw=raw,
                title=table.cell(row, title_col),
                credibility=table.cell(row, credibility_col),
                relation=relation,
                new=status == "new",
                sections=tuple(s.code for s in parse_suggestions(relation) if s.code),
                line=line,
                status=status,
                group=group,
            )
        )
    return rows


_LIST_MARKS = lazy(r"[·•；;]")


def _arxiv_bullet(body: str, group: str, line: int) -> ArxivRow:
    """`2608.01651（Title · what · §2.3）— 沿用`: the id, the bracket's first part as the
    title, its § parts as sections, the rest (and what follows the bracket) as the relation;
    `ID Title — 沿用` without a bracket: the text before the dash is the title."""
    match = refs.ARXIV.search(body)
    assert match is not None
    after = body[match.end() :]
    bracket = _ROW_BRACKET.match(after)
    if bracket:
        parts = [p.strip() for p in _LIST_MARKS.split(bracket.group("inner")) if p.strip()]
        sections = [p for p in parts if "§" in p]
        others = [p for p in parts if "§" not in p]
        title = others[0] if others else ""
        tail = _TAIL_DASH.sub("", bracket.group("tail")).strip()
        relation = " · ".join([*others[1:], *sections, tail])
    else:
        pieces = _DASH.split(after.strip(" :："), maxsplit=1)
        title, tail = pieces[0].strip(), pieces[1].strip() if len(pieces) > 1 else ""
        sections, relation = [tail] if "§" in tail else [], tail
    status = status_of(body[: match.start()] + " " + relation) or status_of(group)
    return ArxivRow(
        id=match.group("id"),
        raw=body[: match.end()].strip(),
        title=title,
        credibility="",
        relation=relation.strip(" ·"),
        new=status == "new",
        sections=tuple(s.code for p in sections for s in parse_suggestions(p) if s.code),
        line=line,
        status=status,
        group=group,
    )


def _other_column(table: Table, taken: int | None, *keywords: str) -> int | None:
    """The first column (not the id column) whose header holds one of the keywords."""
    for keyword in keywords:
        for index, cell in enumerate(table.header):
            if index != taken and keyword.casefold() in cell.casefold():
                return index
    return None


_BULLET = lazy(r"^[-*]\s+")


def _quiet_sources(lines: list[tuple[int, str]]) -> list[QuietSource]:
    """`- SOURCE：why` (or `SOURCE — why`) per line; a line without a bullet or a separator
    is kept whole as the text. A colon inside `arXiv:2610.1` or a URL separates nothing."""
    items: list[QuietSource] = []
    for number, line in lines:
        text = line.strip()
        if not text:
            continue
        body = _BULLET.sub("", text)
        sep = _QUIET_SEP.search(body)
        if sep and text.startswith(("-", "*")):
            source, rest = body[: sep.start()], body[sep.end() :]
            items.append(QuietSource(source.strip(), rest.strip(), number))
        else:
            items.append(QuietSource("", body, number))
    return items


_QUIET_SEP = lazy(r"：|:(?![0-9/])|\s[—–]{1,2}\s|——")


_LEVELS: tuple[tuple[Level, re.Pattern[str]], ...] = (
    ("high", lazy(r"🔴|最高|高")),
    ("medium", lazy(r"🟡|中")),
    ("low", lazy(r"🟢|低")),
)


# A priority written as a line instead of a table row: `- 🔴 高：colibri … → 写入 §1.1 …`,
# `2. 🟡 中 | EOS 续立 | 写入 §1.2`, `🟢 低 — Internet for the KV Cache（写入 §1.3）`: a level
# (an emoji, or 最高/高/中/低 followed by a separator) first, then the content, then the action
# from `→`, `|`, `｜`, `——` or the first `写入`/`更新`/`追加`/`补充`… on.
_PRIORITY_LINE = lazy(
    r"^\s*(?:[-*+•]\s+|\d{1,2}[.)、]\s*)?(?:\*\*)?"
    r"(?P<level>(?:🔴|🟡|🟢)\s*(?:最高|高|中|低)?|最高|高|中|低)(?:\*\*)?"
    r"(?:\s*(?:优先级?|优先))?\s*(?:[：:|｜]|[—–]{1,2}|\s)\s*(?P<rest>\S.*)$"
)
_PRIORITY_ACTION = lazy(
    r"\s*(?:→|->|[|｜]|——|\s[—–]\s)\s*|\s*(?=[（(]?(?:写入|更新|追加|补充|合并)\s*§)"
)


def _line_priority(number: int, line: str) -> Priority | None:
    """A priority written as a line, when it has a level and an action naming a section."""
    match = _PRIORITY_LINE.match(line)
    if match is None:
        return None
    rest = match["rest"]
    cut = _PRIORITY_ACTION.search(rest)
    if cut is None:
        return None
    content, action = rest[: cut.start()], rest[cut.end() :]
    sections = tuple(s.code for s in parse_suggestions(action) if s.code)
    if not sections:
        return None
    raw = match["level"].strip()
    level: Level = next((name for name, pattern in _LEVELS if pattern.search(raw)), "")
    content = content.strip().strip("*").strip()
    return Priority(level, raw, content, _unwrap(action), sections, number)


def _unwrap(action: str) -> str:
    """The action without the bracket that opened it (`…（写入 §1.3）`), its own brackets kept."""
    action = action.strip().lstrip("（(")
    opened = action.count("（") + action.count("(")
    closed = action.count("）") + action.count(")")
    return action[:-1] if closed > opened and action[-1:] in "）)" else action


def _priorities(lines: list[tuple[int, str]], notes: list[Remark]) -> list[Priority]:
    tables, rest = _tables_and_rest(lines)
    written = [(n, t, _line_priority(n, t)) for n, t in rest]
    notes += [Remark(n, t, "priorities") for n, t, row in written if row is None]
    items: list[Priority] = []
    for table in tables:
        level_col = table.column("优先级", "级", "priority", "level")
        for row, line in zip(table.rows, table.row_lines, strict=True):
            raw = table.cell(row, level_col if level_col is not None else 0)
            level: Level = next((name for name, pattern in _LEVELS if pattern.search(raw)), "")
            action = table.cell(row, table.column("动作", "操作", "action"))
            items.append(
                Priority(
                    level=level,
                    raw_level=raw,
                    content=table.cell(row, table.column("内容", "item", "content", "increment")),
                    action=action,
                    sections=tuple(s.code for s in parse_suggestions(action) if s.code),
                    line=line,
                )
            )
    items += [row for _, _, row in written if row is not None]
    return sorted(items, key=lambda row: row.line)
