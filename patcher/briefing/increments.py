"""Increments (新增量): header, fields, points, section suggestions and references."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import ClassVar

from patcher.briefing.body import Point, flat_tables, flat_texts, parse_body
from patcher.briefing.layout import (
    read_layout,
    rows_as_increments,
    spelled_labels,
    unread_head_table,
)
from patcher.errors import BriefError
from patcher.text import marker, refs
from patcher.text.lazy import lazy
from patcher.text.normalise import fold_width

_STAR_CHARS = "⭐★"
# An emoji some briefings put before a field label (`- 📥 **来源**：…`) or a header
# (`### 🚦 增量 1：…`), and its selector.
EMOJI = r"(?:[\U0001F100-\U0001F2FF\U0001F300-\U0001FAFF\u2600-\u27BF]\uFE0F?\s*)?"
HEADER = lazy(
    # (a head in an ordered list, its fields the item's sub-items or indented lines:
    # `1. 增量 1：TITLE`, `1、增量 1：`, `（1）增量 1：`, `1．`, `1)`, `1. **增量 1｜TITLE**`)
    r"^\s*(?P<bullet>[-*+]\s+|(?P<listed>[0-9]{1,3}[.)、．]|[（(][0-9]{1,3}[)）])\s*)?"
    r"(?:#{1,6}\s*)?(?P<bold>\*\*)?\s*"
    + EMOJI
    # (the head in brackets of its own: `【增量 3】TITLE`, `[增量 3] TITLE`)
    + r"(?P<open>[【\[]\s*)?(?P<kind>增量|邻接|Increment(?=\s))\s*"
    # (the number circled, after `#`, or in brackets: `增量①`, `增量 #2`, `增量（3）`)
    r"(?:[#＃]\s*|(?P<paren>[（(]\s*))?"
    r"(?P<num>[0-9０-９]+(?![A-Za-zＡ-Ｚａ-ｚ])|[①-⑳]|[0-9０-９A-Za-zＡ-Ｚａ-ｚ]{1,4}|[一二三四五六七八九十]{1,3})"
    r"(?(paren)\s*[)）])(?:\s*[/／]\s*[0-9０-９]{1,2}(?![0-9０-９]))?\s*(?:\*\*\s*)?"
    r"(?(open)[】\]]\s*(?:\*\*\s*)?(?:(?:[：:.、．·•｜|]|[—–]{1,2})\s*)?)"
    r"(?:【(?P<bracket>[^】]*)】|(?P<sep>[：:.、．·•｜|）)]|[—–]{1,2}|-(?=\s))|(?=\s)|(?(open)(?=\S)|(?!)))"
    r"\s*(?P<rest>.*)$"
)
# `### 3. TITLE`: a markdown heading numbered without 增量, taken as an increment's header only
# when no line of the section has one written with 增量/邻接 (same groups as HEADER).
NUMBERED = lazy(
    r"^\s*(?P<bullet>)#{1,6}\s*(?:\*\*)?\s*(?P<kind>)(?P<num>[0-9０-９]{1,2})\s*"
    r"(?:【(?P<bracket>[^】]*)】|(?P<sep>[.、．:：]))\s*(?P<rest>.*\S)\s*$"
)
# Other heads numbered without 增量, read when no line of the section has a head of a form
# before it (same groups as HEADER): the number in brackets (`**[3]** TITLE`, `【3】TITLE`),
# and an ordered list of bold titles at the margin, the fields its sub-items (`1. **TITLE**`;
# not a point's label, `1. **吞吐**：2 倍`).
_BRACKETED = lazy(
    r"^\s*(?P<bullet>)(?:#{1,6}\s*)?(?:\*\*)?\s*[\[【]\s*(?P<kind>)(?P<num>[0-9０-９]{1,2})\s*[\]】]"
    r"\s*(?:\*\*)?\s*(?P<bracket>)(?P<sep>[：:.、．·]|[—–]{1,2})?\s*(?P<rest>.*\S)\s*$"
)
_LISTED = lazy(
    r"^(?P<bullet>)(?P<kind>)(?P<num>[0-9]{1,2})[.)、]\s+(?P<bracket>)(?P<sep>)"
    r"(?P<rest>\*\*(?![^*]*\*\*\s*[：:])(?![^*]*[：:]\s*\*\*)[^*].*\S)\s*$"
)
# A number as a keycap emoji (`1️⃣ TITLE`, `### 2️⃣ TITLE`) or after `#` in a heading
# (`### #3 TITLE`).
_KEYCAP = lazy(
    r"^\s*(?P<bullet>)(?:#{1,6}\s*)?(?:\*\*)?\s*(?P<kind>)(?P<num>[0-9]{1,2})\uFE0F?\u20E3"
    r"\s*(?:\*\*)?\s*(?P<bracket>)(?P<sep>[：:.、．·]|[—–]{1,2})?\s*(?P<rest>.*\S)\s*$"
)
_HASHED = lazy(
    r"^\s*(?P<bullet>)#{1,6}\s*(?:\*\*)?\s*(?P<kind>)[#＃](?P<num>[0-9０-９]{1,2})\s+"
    r"(?:\*\*)?\s*(?P<bracket>)(?P<sep>[：:.、．·]|[—–]{1,2})?\s*(?P<rest>.*\S)\s*$"
)
_NUMBERED_HEADS = (NUMBERED, _BRACKETED, _LISTED, _KEYCAP, _HASHED)
# A line that starts like an increment header (for the warning when HEADER cannot read it).
LOOKS_LIKE_HEADER = lazy(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*)?\s*" + EMOJI + r"(?:增量|邻接)\s*\S"
    r"|^\s*[-*+]\s+(?:\*\*)?\s*" + EMOJI + r"(?:增量|邻接)[^：:【\s]{0,4}\s*[：:【]"
)
_CHINESE_DIGITS = {c: n for n, c in enumerate("一二三四五六七八九", start=1)}
_STARS_TAIL = lazy(
    r"\s*(?:[（(](?P<stars1>[⭐★☆]+)(?P<note>[^）)]*)[）)]"
    # (stars after the title, never inside a bracket text goes on after: `T（⭐⭐）→ x`)
    r"|(?<![（(⭐★☆])(?P<stars2>[⭐★☆]+)(?P<note2>[^⭐★☆]*))\s*$"
)
# Each field's label, in Chinese and in the English some briefings write (`Relation: …`).
LABELS: tuple[tuple[str, str], ...] = (
    ("sources", r"来源|出处|Sources?"),
    # (a source named by its kind, `GitHub：https://github.com/a/b`, `论文：arXiv:2501.01234`:
    # one of the sources, its label kept with it, when its value names a link or an id)
    (
        "source_kind",
        r"GitHub|Repo(?:sitory)?|代码仓库|仓库|代码|Code|HF|Hugging\s*Face|Model\s+card|模型卡"
        r"|Papers?|论文|Blog|官方博客|博客|官方公告|公告|Announcement|Release\s+notes|发布说明"
        r"|官网|Website|Docs|文档",
    ),
    # (the increment's rating, when its title gives none: `Stars: ⭐⭐⭐`, `星级：★★★★`)
    ("stars", r"Stars|Rating|星级|评级"),
    ("arxiv", r"arXiv\s*/\s*URL|arXiv\s*号|arXiv"),
    ("url", r"URL|链接|Links?"),
    ("points", r"核心要点|要点|关键点|(?:Key\s+)?points|Highlights"),
    ("credibility", r"可信度|置信度|Credibility|Confidence"),
    (
        "relation",
        # (`与活文档现有脉络的关系`, `与 rag.md 的关系`, `与文档既有内容`, `关联条目`)
        r"与\s*(?:活?文档|现有文档|[A-Za-z0-9_\-]+\.md)[^：:\n]{0,33}?(?:关系|内容)|关联(?:条目|内容)?"
        # (`Relation to the living document`, `Relation to agent.md`, `Relationship with rag.md`)
        r"|Relation(?:ship)?(?:\s+(?:to|with)\s+(?:the\s+)?(?:living\s+doc(?:ument)?|doc(?:ument)?"
        r"|[A-Za-z0-9_\-]+\.md))?",
    ),
    # (a bare `Section:` only before a section's code: `Section: §1.2 推理调度`, `Section: 1.2`)
    (
        "suggestion",
        r"建议归入章节|建议归入节|建议归入|建议章节|建议位置|归入章节|章节建议|建议\s*section"
        r"|(?:Suggested|Target)\s+section"
        r"|Section(?=(?:\*\*)?\s*[：:]\s*(?:\*\*)?\s*(?:§|第?\s*[1-9]\s*\.\s*\d))",
    ),
)
_LABEL = lazy(
    r"^(?P<indent>\s*)(?P<bullet>(?:[-*+•]|\d{1,2}[.)、])\s+)?"
    + EMOJI
    + r"(?:\*\*)?(?P<label>"
    + "|".join(f"(?P<{key}>{pattern})" for key, pattern in LABELS)
    + r")(?:\*\*)?\s*(?P<note>[（(][^（）()]*[）)])?\s*[：:]\s*(?:\*\*)?\s*(?P<value>.*)$",
    re.IGNORECASE,
)
SECTION_REF = lazy(
    r"§\s*(?P<code>\d+\s*\.\s*(?:[(（]\s*\d+\s*[)）]|\d+))(?P<name>[^；;+（(§\n，,]*)"
)
_BULLET = lazy(r"^(?:[-*+•]|\d{1,3}[.)、])\s+")
_INLINE_SPLIT = lazy(r"\s+-\s+")


@dataclass(frozen=True)
class Field:
    """One labelled field exactly as written: canonical key, label, value lines."""

    key: str
    label: str
    text: str
    line: int


@dataclass(frozen=True)
class Suggestion:
    """A suggested target section: `§1.1 框架格局` → code `§1.1`, name `框架格局`."""

    code: str | None
    name: str
    raw: str


@dataclass(frozen=True)
class Remark:
    """A line of the briefing the parser reports: text it kept but did not understand, or a
    warning, with where it was."""

    line: int
    text: str
    where: str


@dataclass(frozen=True)
class Increment:
    """One increment of a briefing, typed."""

    id: str
    number: str
    kind: str
    title: str
    stars: int
    line: int
    category: str | None = None
    continued: bool = False
    sources: str = ""
    points: tuple[str, ...] = ()  # every text point, depth first
    tables: tuple[str, ...] = ()
    body: tuple[Point, ...] = ()  # the points as the briefing nests them, with tables and code
    digest: str = ""  # the briefing's own one-line digest of this increment (状态摘要), if any
    credibility: str = ""
    relation: str = ""
    suggestions: tuple[Suggestion, ...] = ()
    primary_arxiv: str | None = None
    fields: tuple[Field, ...] = ()
    unparsed: tuple[Remark, ...] = field(default=())
    # Read from the title and fields when asked for (the report and --json show them;
    # applying needs only primary_arxiv).
    JSON_PROPERTIES: ClassVar[tuple[str, ...]] = ("arxiv", "github", "urls")

    @property
    def adjacent(self) -> bool:
        return self.kind == "adjacent"

    @functools.cached_property
    def arxiv(self) -> tuple[str, ...]:
        """Every arXiv id the increment names."""
        return tuple(refs.arxiv_ids(self._whole))

    @functools.cached_property
    def github(self) -> tuple[str, ...]:
        """Its own GitHub refs (title, sources, links, points), a bare `#N` qualified when
        it names one repository."""
        repos = refs.github_repos(self._whole)
        own = [self.title, *(self._field(k) for k in ("arxiv", "url", "sources")), *self.points]
        default = repos[0] if len(repos) == 1 else None
        return tuple(refs.github_refs("\n".join(own), default))

    @functools.cached_property
    def urls(self) -> tuple[str, ...]:
        return tuple(refs.urls(self._whole))

    @property
    def _whole(self) -> str:
        return "\n".join([self.title, *(f.text for f in self.fields)])

    def _field(self, key: str) -> str:
        return "\n".join(f.text for f in self.fields if f.key == key)


@dataclass
class _Draft:
    """Mutable collector for one increment while its lines are read."""

    match: re.Match[str]
    line: int
    fields: list[Field] = field(default_factory=list)
    unparsed: list[Remark] = field(default_factory=list)
    current: list[str] | None = None
    current_meta: tuple[str, str, int] | None = None
    points_indent: int = 0  # columns before the line that opened the points field
    listed_fields: bool = False  # that line was a list item (`- 要点：`)
    field_mark: str = ""  # its list mark's kind (see _mark)

    def close_field(self) -> None:
        if self.current is not None and self.current_meta is not None:
            key, label, line = self.current_meta
            self.fields.append(Field(key, label, "\n".join(self.current).strip("\n"), line))
        self.current = None
        self.current_meta = None


def parse_increments(
    lines: list[tuple[int, str]], date: str, source: str
) -> tuple[list[Increment], list[Remark]]:
    """Parse the 增量条目 section: (line number, text) pairs → increments and stray text."""
    drafts: list[_Draft] = []
    stray: list[Remark] = []
    lines = _spelled_heads(spelled_labels(lines, opens_field))
    lines = rows_as_increments(lines, opens_field, not any(_header(t) for _, t in lines))
    _refuse_unread_table(lines, source)
    numbered = None if any(_header(t) for _, t in lines) else _numbered_head(lines)

    def is_head(text: str) -> bool:
        return bool(numbered.match(text) if numbered else _header(text))

    seen: set[tuple[str, str]] = set()
    for number, text in read_layout(lines, opens_field, is_head):
        header = numbered.match(text) if numbered else _header(text)
        if header and not numbered and drafts and _refers_back(header, seen):
            header = None  # (`- 【增量 1】SGLang 的说法…` in increment 2's points: a point)
        if header:
            if not numbered:
                seen.add((header.group("kind"), header.group("num")))
            if drafts:
                drafts[-1].close_field()
            drafts.append(_Draft(header, number))
        elif drafts:
            _feed(drafts[-1], number, text)
        elif text.strip():
            stray.append(Remark(number, text, "increments"))
    if drafts:
        drafts[-1].close_field()
    return [_build(d, date) for d in drafts], stray


def _refuse_unread_table(lines: list[tuple[int, str]], source: str) -> None:
    """BriefError for a table whose rows name increments (`| 增量 1 | … |`) but that is no
    table of increments read (no title column, or no column a field's label heads): its
    increments would be lost."""
    line = unread_head_table(lines)
    if line is not None:
        raise BriefError(
            "a table of increments could not be read (its rows name increments)",
            path=source,
            line=line,
            hint="give it a title column (`标题`) and field columns (`来源`, `要点`, "
            "`建议归入章节` …), or write each increment as `增量 N：TITLE` with its fields",
        )


# A head that gives its number only (`#### 增量 1`, `**增量 2**`, `增量 3：`): its title is the
# next line of text.
_UNTITLED_HEAD = lazy(
    r"^\s{0,3}(?:#{1,6}\s*)?(?:\*\*)?\s*"
    + EMOJI
    + r"(?P<open>[【\[]\s*)?(?:增量|邻接|Increment)\s*"
    r"[#＃]?\s*(?:[0-9０-９]{1,3}|[①-⑳]|[一二三四五六七八九十]{1,3}|[A-Za-z])\s*(?(open)[】\]]\s*)"
    r"(?:\*\*)?\s*(?P<sep>[：:.、．·｜|])?\s*(?:\*\*)?\s*$"
)
# A line that cannot be a title: a list item, a heading, a table row, a rule or a quote.
_NOT_A_TITLE = lazy(r"^\s*(?:[-*+•]\s|[>|]|#{1,6}(?:\s|$)|\d{1,3}[.)、]\s)")
_INCREMENT_SENTENCE = lazy(r"^(?P<head>Increment\s+(?P<num>[0-9]{1,3}))\s+(?P<rest>\S.*)$")


def _spelled_heads(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The section's lines with two heads the briefings write spelled as one line: a head
    giving its number only, its title on the next line of text (`#### 增量 1` / `TITLE`),
    and a bare English head before a field (`Increment 3 TITLE` / `- Sources: …`), read
    only where it has the number the heads before lead to and the field after it is one the
    open increment has already (`Increment 2 shows …` / `建议归入章节：…` is a point)."""
    out = list(lines)
    heads, last = 0, -1  # (the heads read so far, the index of the last)
    for index, (number, text) in enumerate(out):
        named = "增量" in text or "邻接" in text or "Increment" in text  # (what a head needs)
        if named and (head := _UNTITLED_HEAD.match(text)) is not None:
            nxt = _next_text(out, index)
            if nxt is not None and _a_title(out[nxt][1]):
                sep = "" if head.group("sep") else "："
                out[index] = (number, f"{text.rstrip()}{sep} {out[nxt][1].strip()}")
                out[nxt] = (out[nxt][0], "")
        elif (
            named
            and (bare := _INCREMENT_SENTENCE.match(text))
            and int(bare.group("num")) == heads + 1
        ):
            field = _field_after(out, index)
            if field is not None and (heads == 0 or field in _given(out[last + 1 : index])):
                out[index] = (number, f"{bare.group('head')}: {bare.group('rest')}")
        if named and _header(out[index][1]):
            heads, last = heads + 1, index
    return out


def _given(lines: list[tuple[int, str]]) -> set[str]:
    """The keys of the fields the lines open (the open increment's, after its head)."""
    return {label_key(label) for _, text in lines if (label := _LABEL.match(text)) is not None}


def _field_after(lines: list[tuple[int, str]], index: int) -> str | None:
    """The key of the field the next non-blank line opens, if it opens one."""
    nxt = _next_text(lines, index)
    label = _LABEL.match(lines[nxt][1]) if nxt is not None else None
    return label_key(label) if label is not None else None


def _next_text(lines: list[tuple[int, str]], index: int) -> int | None:
    """The index of the next non-blank line after `index`, if any."""
    return next((i for i in range(index + 1, len(lines)) if lines[i][1].strip()), None)


def _a_title(text: str) -> bool:
    """Whether a line after a head giving its number only can be its title."""
    return not (_NOT_A_TITLE.match(text) or opens_field(text) or _header(text))


def _numbered_head(lines: list[tuple[int, str]]) -> re.Pattern[str]:
    """The first form of head numbered without 增量 that a line of the section has."""
    found = (p for p in _NUMBERED_HEADS if any(p.match(t) for _, t in lines))
    return next(found, NUMBERED)


def _refers_back(header: re.Match[str], seen: set[tuple[str, str]]) -> bool:
    """A bulleted head in brackets of its own, no separator after it (`- 【增量 1】…`), that
    names an increment already opened: a point of the open increment about that one, not a
    head of its own."""
    bare = header.group("bullet") and header.group("open") and not header.group("sep")
    return bool(bare) and (header.group("kind"), header.group("num")) in seen


# What follows a bracketed increment's number in a sentence about it (`【增量 1】的来源…`,
# `[增量 1] 中的版本号有误`, `【增量 2】所述`, `【增量 2】提到的`), not a title.
_ABOUT_INCREMENT = lazy(r"(?:的|中|里|所述|所说|提到|提及|同上|与本条)")


_MD_HEAD = lazy(r"^\s{0,3}#{1,6}\s")


def opens_increment(text: str) -> bool:
    """Whether the line is an increment's header written with 增量/邻接 (`增量 3：TITLE`)."""
    return _header(text) is not None


def opens_field(text: str) -> bool:
    """Whether the line opens an increment's field (`可信度：高`, `- **建议归入章节**：§1.2`)."""
    return _LABEL.match(text) is not None


def _header(text: str) -> re.Match[str] | None:
    """A header written with 增量/邻接 (`增量 3：`, `### 增量3 · `, `- **邻接 A**【…】`)."""
    header = HEADER.match(text) if ("增量" in text or "邻接" in text or "Incr" in text) else None
    if header is None or not (header.group("rest").strip() or header.group("bracket")):
        return None
    written = header.group("sep") or header.group("open") or _MD_HEAD.match(text)
    if header.group("kind") == "Increment" and not written:
        return None  # (`Increment 2 shows …` is a sentence; `### Increment 2 TITLE` a head)
    about = header.group("open") and _ABOUT_INCREMENT.match(header.group("rest"))
    if about and not header.group("sep"):
        return None  # (`- 【增量 1】的来源与本条相同`: a point about increment 1)
    listed = header.group("sep") or header.group("bracket") or header.group("open")
    if header.group("bullet") and not listed:
        return None  # `- 增量 2 的来源…` is a point; `- 增量 2：TITLE` is a header
    if header.group("listed") and not _numbered_alike(header):
        return None  # (`1. 增量 2：…` among increment 1's points: a point about increment 2)
    return header


_LIST_NUMBER = lazy(r"[0-9]+")


def _numbered_alike(header: re.Match[str]) -> bool:
    """A head in an ordered list gives its list item's number (`2. 增量 2：`), or is an
    adjacent item, whose letter no list number gives (`4. 邻接 A：`)."""
    if header.group("kind") == "邻接":
        return True
    item = _LIST_NUMBER.search(header.group("listed"))
    return item is not None and item.group().lstrip("0") == header_number(header.group("num"))


def _feed(draft: _Draft, number: int, text: str) -> None:
    label = _LABEL.match(text)
    key = draft.current_meta[0] if draft.current_meta is not None else None
    if label and label.group(_KIND) and not _opens_source(draft, label, key):
        label = None  # (a line of the open field, as any `X：Y` line there is)
    if label and label.group("stars") and not _RATING.fullmatch(label.group("value")):
        label = None  # (`Stars: 35.5k` counts a repository's stars: no rating)
    if label and _opens_field(draft, label, key):
        draft.close_field()
        key = label_key(label)
        note = (label.group("note") or "").strip()
        value = label.group("value")
        draft.current = [note[1:-1].strip() + "：" + value if note and key == "points" else value]
        if note and key != "points":
            draft.current = [f"{note} {value}".strip()]
        draft.current_meta = (key, label.group("label"), number)
        draft.points_indent = _indent(label.group("indent"))
        draft.listed_fields = bool(label.group("bullet"))
        draft.field_mark = _mark(label.group("bullet"))
    elif label is None and _opens_unknown(draft, text):
        _open_unknown(draft, number, text)
    elif key in ("url", "arxiv") and text.strip() and not _names_a_link(text):
        _start_points(draft, number, text)  # a URL field holds links only
    elif key in _UNWRITTEN and text.strip() and not _continues(key, text):
        # the document never shows these fields: a line that is not theirs is written as a
        # point, and reported
        draft.unparsed.append(Remark(number, text, f"increment: after {_LABEL_NAMES[key]}"))
        _start_points(draft, number, text)
    elif draft.current is not None:
        draft.current.append(text)
    elif text.strip():  # body text before any label: written as points, and reported
        draft.unparsed.append(Remark(number, text, "increment"))
        _start_points(draft, number, text)


def _opens_field(draft: _Draft, label: re.Match[str], key: str | None) -> bool:
    """Inside 要点, a label line (`可信度：…`, `- **建议归入章节**：…`) opens its field when it is
    not indented deeper than the `要点：` line (deeper, it is a point or a point's child).
    A list item opens one only where the fields are list items too (`- 要点：`) or where it
    stands left of the points (`要点：` / `  - a` / `- 可信度：…`), and only a field the increment
    does not have yet: under a plain `要点：` with points at its margin, `- 来源：…` is a point."""
    if key != "points":
        return True
    if _indent(label.group("indent")) > draft.points_indent:
        return False
    if not label.group("bullet"):
        return True
    given = {f.key for f in draft.fields} | {"points"}
    new_key = label_key(label)
    first = next((line for line in (draft.current or [])[1:] if line.strip()), None)
    outdented = first is not None and _indent(label.group("indent")) < _indent(_lead(first))
    return (draft.listed_fields or outdented) and new_key not in given


_KIND = "source_kind"  # a source named by its kind: a field of key `sources`, labelled


def label_key(label: re.Match[str]) -> str:
    """The field key of a label line `_LABEL` matched (`GitHub：…` → `sources`)."""
    key = next(k for k, _ in LABELS if label.group(k))
    return "sources" if key == _KIND else key


def _opens_source(draft: _Draft, label: re.Match[str], key: str | None) -> bool:
    """A source named by its kind (`- GitHub：https://github.com/a/b`) opens a field of the
    sources, its label kept, when its value names a link or an id and it stands where a
    field opens: first, after the fields the document never shows, where a label no entry
    reads would open one (`- 来源：x` / `- GitHub：…`), or among the points where any label
    does. Elsewhere it is a line of the open field (`来源：` / `GitHub：…` / `博客：…`)."""
    if not _names_a_link(label.group("value")):
        return False
    if key is None or key in _UNWRITTEN:
        return True
    if key == "points" and _opens_field(draft, label, key):
        return True
    return _opens_unknown(draft, label.string)


# A line shaped as a field's label no entry of LABELS reads (`- 备注：…`, `Note: …`): a short
# name (a letter first; no path, URL or bracket in it), a colon, the value.
_ANY_LABEL = lazy(
    r"^(?P<indent>\s*)(?P<bullet>(?:[-*+•]|\d{1,2}[.)、])\s+)?"
    + EMOJI
    + r"(?:\*\*)?(?P<label>[^\W\d_](?:[^\s：:*/\\.@#|`()（）\[\]【】<>]| (?! )){0,15}?)"
    r"\s*(?:\*\*)?\s*[：:](?!//)\s*(?:\*\*)?\s*(?P<value>.*)$"
)
_MARK = lazy(r"\s*(?:(?P<number>\d{1,3}[.)、])|[-*+•])\s+")


def _mark(bullet: str | None) -> str:
    """A list mark's kind: "" none, "-" a bullet (`-`, `*`, `•`), "1" a number (`1.`, `2、`)."""
    match = _MARK.match(bullet or "")
    return "" if match is None else "1" if match.group("number") else "-"


def _at_field_level(draft: _Draft, line: str) -> bool:
    """The line stands where the open field's label line stands: same indent, same mark."""
    match = _MARK.match(line)
    mark = _mark(match.group()) if match else ""
    return _indent(_lead(line)) == draft.points_indent and mark == draft.field_mark


def _opens_unknown(draft: _Draft, text: str) -> bool:
    """A label no entry of LABELS reads (`- 备注：…` after `- 可信度：高`) opens a field of its
    own, not a line of the open field, when it stands where that field's label stands and
    the field already has text of its own (its value, or lines deeper or marked otherwise);
    a field whose lines stand there too is a list (`来源：` / `GitHub：…` / `博客：…`), and the
    line is one of its items. Under 要点 only when every point is indented deeper than the
    `要点：` line (`- 要点：` / `  - a` / `- 备注：…`): a point at its margin, marked or not,
    says `X：Y` often (`要点：` / `1. a` / `矛盾：…` is a point)."""
    if draft.current is None or draft.current_meta is None or not draft.current_meta[1]:
        return False
    if not _ANY_LABEL.match(text) or not _at_field_level(draft, text):
        return False
    if LOOKS_LIKE_HEADER.match(text):
        return False  # (`增量：TITLE`: an increment header it cannot read, warned as one)
    lines = [line for line in draft.current[1:] if line.strip()]
    if draft.current_meta[0] == "points":  # (only below points nested deeper than 要点)
        return bool(lines) and all(_indent(_lead(line)) > draft.points_indent for line in lines)
    if any(_at_field_level(draft, line) for line in lines):
        return False
    return bool(draft.current[0].strip() or lines)


UNKNOWN = "unknown"  # the key of a field no label of LABELS reads


def _open_unknown(draft: _Draft, number: int, text: str) -> None:
    label = _ANY_LABEL.match(text)
    assert label is not None
    draft.close_field()
    draft.current = [label.group("value")]
    draft.current_meta = (UNKNOWN, label.group("label").strip(), number)


def _lead(text: str) -> str:
    return text[: len(text) - len(text.lstrip())]


def _indent(text: str) -> int:
    return len(text.expandtabs(4))


_UNWRITTEN = ("relation", "suggestion", "stars")
_LABEL_NAMES = {"relation": "与活文档现有脉络的关系", "suggestion": "建议归入章节", "stars": "星级"}
# A rating written as stars (`⭐⭐⭐`, `★★★☆☆`, `⭐⭐⭐（续立）`).
_RATING = lazy(r"\s*(?:\*\*)?[⭐★☆](?:\s*[⭐★☆])*(?:\*\*)?\s*(?:[（(][^（）()]*[)）])?\s*")


def _continues(key: str, text: str) -> bool:
    """A line after 建议归入章节 that names a section (`§1.3 …`) goes on suggesting; nothing
    goes on the relation field (it is read, never written)."""
    return key == "suggestion" and bool(SECTION_REF.search(text))


def _names_a_link(text: str) -> bool:
    return bool(refs.urls(text) or refs.arxiv_ids(text) or refs.github_refs(text))


def _start_points(draft: _Draft, number: int, text: str) -> None:
    draft.close_field()
    draft.current = [text]
    draft.current_meta = ("points", "", number)
    draft.points_indent = _indent(_lead(text))
    draft.listed_fields = False


def _build(draft: _Draft, date: str) -> Increment:
    match = draft.match
    kind = "adjacent" if match.group("kind") == "邻接" else "increment"
    number = header_number(match.group("num"))
    rest, arrow = _arrow_section(_rebolded(match))
    title, stars, note = split_title(rest)
    bracket = match.group("bracket") or ""
    by_key: dict[str, str] = {}
    for f in draft.fields:
        text = _labelled(f)
        by_key[f.key] = (by_key[f.key] + "\n" + text) if f.key in by_key else text
    stars = stars or sum(by_key.get("stars", "").count(c) for c in _STAR_CHARS)
    body = parse_body(by_key.get("points", ""))
    points, tables = flat_texts(body), flat_tables(body)
    whole = "\n".join([title, *(f.text for f in draft.fields)])
    primary = _primary_arxiv(title, by_key, points)
    return Increment(
        id=marker.increment_id(date, number, adjacent=kind != "increment"),
        number=number,
        kind=kind,
        title=title,
        stars=stars,
        line=draft.line,
        category=_category(bracket),
        continued="续立" in title or "续立" in note or "续立锚定" in whole,
        sources=by_key.get("sources", ""),
        points=tuple(points),
        tables=tuple(tables),
        body=body,
        credibility=by_key.get("credibility", ""),
        relation=by_key.get("relation", ""),
        suggestions=_dedupe(
            parse_suggestions(by_key.get("suggestion", ""))
            + [s for s in parse_suggestions(bracket) if s.code]
            + parse_suggestions(arrow)
        ),
        primary_arxiv=primary,
        fields=tuple(draft.fields),
        unparsed=tuple(draft.unparsed),
    )


def _rebolded(header: re.Match[str]) -> str:
    """The head's text after its number, with the bold opened before the number when it
    closes inside the text (`**增量 1｜Moss 内核**（arXiv:…）` → `**Moss 内核**（arXiv:…）`)."""
    rest = header.group("rest")
    opened = "bold" in header.groupdict() and header.group("bold")
    return f"**{rest}" if opened and "**" in rest else rest


# The suggested section at the end of the head, after an arrow (`TITLE（⭐⭐⭐）→ §1.2 推理调度`).
_ARROW = lazy(r"\s*(?:→|⟶|➡\uFE0F?|->|=>)\s*(?P<ref>§\s*\d+\s*\.\s*\d+[^→⟶➡]*)$")


def _arrow_section(rest: str) -> tuple[str, str]:
    """The head's text without an arrow to a section at its end, and that section."""
    arrow = _ARROW.search(rest)
    return (rest, "") if arrow is None else (rest[: arrow.start()], arrow.group("ref"))


_SOURCE_KIND = lazy(dict(LABELS)[_KIND], re.IGNORECASE)


def _labelled(field: Field) -> str:
    """A field's text; a source named by its kind with its label (`GitHub：https://…`)."""
    if field.key == "sources" and _SOURCE_KIND.fullmatch(field.label):
        return f"{field.label}：{field.text}"
    return field.text


_CHINESE_NUMERAL = lazy(r"[一二三四五六七八九十]+")
_CATEGORY_MARK = lazy(r"[·•|]")


def header_number(raw: str) -> str:
    """`２` → `2`, `01` → `1`, `三` → `3`, `十二` → `12`, `③` → `3`, `A` → `A` (full-width
    folded)."""
    text = fold_width(raw)
    if text.isascii() and text.isdigit():
        return str(int(text))  # (`增量 01`: the increment numbered 1)
    if not _CHINESE_NUMERAL.fullmatch(text):
        return text
    if "十" not in text:
        return "".join(str(_CHINESE_DIGITS[c]) for c in text)
    tens, _, ones = text.partition("十")
    return str(_CHINESE_DIGITS.get(tens, 1) * 10 + _CHINESE_DIGITS.get(ones, 0))


def _dedupe(suggestions: list[Suggestion]) -> tuple[Suggestion, ...]:
    seen: dict[str, Suggestion] = {}
    for suggestion in suggestions:
        seen.setdefault(suggestion.code or suggestion.name, suggestion)
    return tuple(seen.values())


_STARS = lazy(r"[⭐★☆]+")


_SPACES = lazy(r"\s+")


def split_title(rest: str) -> tuple[str, int, str]:
    """`TITLE（⭐⭐⭐⭐，续立锚定）` → (TITLE, 4, '续立锚定'); also `TITLE ★★★★` and
    `TITLE（<source> 确认·⭐⭐⭐⭐）`: a closing bracket holding stars goes whole, matched by
    balance, so a title is never cut inside a bracket."""
    text = rest.strip().removesuffix("**").strip()
    bracket = _closing_bracket(text)
    rated = _RATED.fullmatch(text[bracket + 1 : -1] if bracket is not None else "")
    if bracket is not None and rated is not None:
        return _rated(text[:bracket], rated)
    if (rated := _RATED_TAIL.search(text)) is not None:
        return _rated(text[: rated.start()], rated)
    if bracket is not None and any(c in text[bracket:] for c in "⭐★☆"):
        inner = text[bracket + 1 : -1]
        count = sum(inner.count(c) for c in _STAR_CHARS)
        note = _STARS.sub(" ", inner)
        title = text[:bracket].strip().removesuffix("**").strip()
        return _unbolded(title), count, _SPACES.sub(" ", note).strip(" ，,·・;；")
    tail = _STARS_TAIL.search(text)
    if not tail:
        return _unbolded(text), 0, ""
    stars = tail.group("stars1") or tail.group("stars2") or ""
    note = tail.group("note") or tail.group("note2") or ""
    title = text[: tail.start()].strip().removesuffix("**").strip()
    return _unbolded(title), sum(stars.count(c) for c in _STAR_CHARS), note.strip(" ，,")


# A rating written as a number (`（4/5）`, `（★4）`, `(4 stars)`, `（4 星，续立）`, ` ★4`): the
# number of stars, never one star and a note `4`.
_RATED = lazy(
    r"\s*(?:[⭐★]\s*(?P<a>[1-5])|(?P<b>[1-5])\s*/\s*5|(?P<c>[1-5])\s*(?:stars?|颗?星))"
    r"\s*(?:[，,;；·]\s*(?P<note>[^（）()]*))?",
    re.IGNORECASE,
)
_RATED_TAIL = lazy(r"\s+[⭐★]\s*(?P<a>[1-5])(?P<b>)(?P<c>)(?P<note>)\s*$")


def _rated(title: str, rated: re.Match[str]) -> tuple[str, int, str]:
    stars = int(rated.group("a") or rated.group("b") or rated.group("c"))
    note = (rated.group("note") or "").strip(" ，,")
    return _unbolded(title.strip().removesuffix("**").strip()), stars, note


def _unbolded(title: str) -> str:
    """A title whose name is written bold (`**VoxCorpus 20K** — 声海语料扩展`) without the
    `**`: the name is the title's, and a lead written from it would show them literally."""
    if not title.startswith("**"):
        return title
    end = title.find("**", 2)
    if end < 0:  # (its closing `**` went with the header's: `**Foo 2.0**（⭐⭐）`)
        return title[2:].strip() or title
    if end == 2:
        return title
    return (title[2:end] + title[end + 2 :]).strip()


_OPEN = {"）": "（", ")": "("}


def _closing_bracket(text: str) -> int | None:
    """Where the bracket that closes the text opens (balanced), or None."""
    if not text or text[-1] not in _OPEN:
        return None
    depth = 0
    for index in range(len(text) - 1, -1, -1):
        char = text[index]
        if char in "）)":
            depth += 1
        elif char in "（(":
            depth -= 1
            if depth == 0:
                return index if index > 0 else None
    return None


def _category(bracket: str) -> str | None:
    parts = [p.strip() for p in _CATEGORY_MARK.split(bracket) if p.strip() and "§" not in p]
    return parts[0] if parts else None


_ARXIV_POINT = lazy(
    r"^\s*arXiv\s*(?:号|id|ID)?\s*[：:]"
    # (a point saying the increment is a paper's own code: `论文 arXiv:3802.17324 的官方实现`,
    # `Official implementation of arXiv:…`; not a product's implementation citing it)
    r"|^\s*(?:论文\s*)?arXiv\s*[：:]\s*\d{4}\.\d{4,5}(?:v\d+)?\s*(?:论文)?\s*的\s*"
    r"(?:官方|参考|开源)?(?:实现|代码)(?:\s*$|[，,；;。（(])"
    r"|^\s*(?:the\s+)?(?:official|reference)\s+(?:implementation|code)\s+(?:of|for)\s+"
    r"(?:the\s+)?(?:paper\s+)?arXiv\s*[：:]",
    re.I,
)


def _primary_arxiv(title: str, by_key: dict[str, str], points: list[str]) -> str | None:
    """The increment's own paper: from the title, arXiv/URL/来源 fields, or an `arXiv 号` point."""
    candidates = [title, by_key.get("arxiv", ""), by_key.get("url", ""), by_key.get("sources", "")]
    candidates += [p for p in points if _ARXIV_POINT.match(p)]
    for text in candidates:
        found = refs.arxiv_ids(text)
        if found:
            return found[0]
    return None


_SUGGESTION_SPLIT = lazy(r"[；;+]")


def parse_suggestions(text: str) -> list[Suggestion]:
    """Section suggestions, primary first; `；`, `;` and `+` separate several."""
    found = [
        Suggestion(
            _normalise_code(m.group("code")), m.group("name").strip(" ·:："), m.group(0).strip()
        )
        for m in SECTION_REF.finditer(text)
    ]
    if found or not text.strip():
        return found
    parts = [part.strip() for part in _SUGGESTION_SPLIT.split(text) if part.strip()]
    return [_bare_suggestion(part) for part in parts]


# A suggestion written without `§`: `1.3 KV Cache`, `第1.3节 KV Cache`, `1.3` (never a version:
# `1.3.2` or `0.9` is no section number).
_BARE_REF = lazy(
    r"^(?:第\s*)?(?P<code>[1-9]\s*\.\s*\d{1,2})(?![.\d])\s*节?(?=\s|$|[^\x00-\x7f])"
    r"(?P<name>[^；;+（(§\n，,]*)"
)


_OPEN_BRACKET = lazy(r"[（(]")


def _bare_suggestion(part: str) -> Suggestion:
    bare = _BARE_REF.match(part)
    if bare:
        code = _normalise_code(bare.group("code"))
        return Suggestion(code, bare.group("name").strip(" ·:："), part)
    name = _OPEN_BRACKET.split(part)[0].strip()
    return Suggestion(None, name, name)


def _normalise_code(code: str) -> str:
    code = _SPACES.sub("", code).replace("（", "(").replace("）", ")")
    return "§" + code


def split_points(text: str) -> tuple[list[str], list[str]]:
    """Text points (depth first) and pipe tables of a 要点 field (see `body.parse_body`)."""
    body = parse_body(text)
    return flat_texts(body), flat_tables(body)
