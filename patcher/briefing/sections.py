"""A briefing's lines → its sections, by one table of section names; a heading it does not
know opens a section of its own, kept apart and reported."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from patcher.briefing.increments import EMOJI, NUMBERED, opens_field, opens_increment
from patcher.text.lazy import lazy

Lines = list[tuple[int, str]]


@dataclass(frozen=True)
class SectionName:
    """How briefings name one kind of section (patterns, case-insensitive): `names`, a
    heading's whole name in any heading form (`## 增量条目`, `**矛盾与待核实**`, the bare line
    `Increments`); `marked`, whole names read only in a marked heading (`##`, bold, 【】, a
    Chinese numeral), being words a line of text may be (`Papers:`, `Conflicts`); `keywords`,
    what the title of a heading numbered `三、` need only contain."""

    kind: str
    names: str
    marked: str = ""
    keywords: str = ""


# The wordings of "to verify" in Chinese (`待核实`, `需确认`, `存疑`).
_VERIFY_ZH = r"(?:(?:待|需要?)(?:核实|确认|核查|验证)|存疑)"
# Every section kind, in the order a numbered heading's keywords are tried.
SECTION_NAMES: tuple[SectionName, ...] = (
    SectionName(
        "quiet_sources",
        r"(?:本次)?无显著新?增量的?(?:来源|领域)(?:说明)?|quiet\s+sources"
        r"|sources\s+with\s+no\s+(?:new\s+)?increments?",
        keywords=r"无显著|无新增|无.*增量",
    ),
    SectionName(
        "sources_checked",
        r"(?:已?检查过?的)?来源(?:清单|列表)|已?检查过?的来源"
        r"|sources?\s+(?:checked|reviewed|read)|checked\s+sources",
        keywords=r"检查过|来源清单",
    ),
    SectionName(
        "increments",
        r"(?:本次|今日|主要|核心)?(?:新|邻接|补充)?增量(?:条目|列表|清单)?"
        r"|邻接(?:主题|领域|话题|方向|条目)|(?:new\s+|adjacent\s+)?increments"
        r"|adjacent\s+(?:topics|areas|fields|items)",
        marked=r"邻接",  # (`## 邻接`: the adjacent increments under it)
        keywords=r"增量条目|增量|邻接",
    ),
    SectionName(
        "contradictions",
        r"(?:值得警惕的)?(?:(?:矛盾|冲突|争议)(?:\s*[与或和及/／、]?\s*" + _VERIFY_ZH + r")?"
        r"|" + _VERIFY_ZH + r"|(?:开放|未决|待解)问题)(?:的)?(?:说法|项|事项|问题)?"
        r"|contradictions?(?:\s*(?:and|&|/)\s*(?:claims\s+)?to\s+verify)?",
        marked=r"(?:(?:contradictions?|conflicts?)\s*(?:and|&|/)\s*)?"
        r"(?:(?:claims|items|points)\s+)?(?:to\s+verify|needing\s+verification)"
        r"|(?:needs?|pending)\s+verification|(?:open|unresolved)\s+questions"
        r"|conflicts?(?:\s+and\s+open\s+questions)?|unverified\s+claims|疑点",
        keywords=r"矛盾|待核实",
    ),
    SectionName(
        "arxiv_list",
        r"(?:可引用的?\s*)?arxiv\s*(?:号|id|ids|编号)?\s*(?:列表|清单|list)?"
        r"|(?:可引用的?|相关的?|新增的?)\s*(?:arxiv\s*)?论文(?:列表|清单)?"
        r"|(?:arxiv\s*)?论文(?:列表|清单)",
        marked=r"(?:(?:new|cited|citable|related)\s+)?(?:arxiv\s+)?papers(?:\s+list)?|论文",
        keywords=r"arXiv",
    ),
    SectionName(
        "priorities",
        r"(?:建议)?(?:今晚)?\s*(?:E2\s*)?(?:活文档)?\s*(?:更新|合并)?\s*优先级"
        r"|(?:(?:suggested|recommended|proposed)\s+)?(?:(?:tonight'?s|nightly)\s+)?(?:E2\s+)?"
        r"(?:merge\s+|update\s+)?priorit(?:y|ies)(?:\s+for\s+(?:the\s+)?E2)?"
        r"(?:\s+(?:for\s+)?tonight)?(?:\s+(?:list|table|order))?",
        marked=r"(?:E2\s*)?(?:合并|更新)(?:顺序|次序)|(?:E2\s+)?(?:merge|update)\s+order",
        keywords=r"优先级|E2",
    ),
    SectionName("summary", r"汇总|总结|小结|统计|summary"),
)
# The kinds by a heading's Chinese numeral, when its title names none (`三、其他` → 三).
_BY_POSITION = (
    "sources_checked",
    "increments",
    "contradictions",
    "arxiv_list",
    "quiet_sources",
    "priorities",
)
_NAMES = tuple((s.kind, lazy(s.names, re.IGNORECASE)) for s in SECTION_NAMES)
_MARKED = tuple(
    (s.kind, lazy(f"{s.names}|{s.marked}", re.IGNORECASE)) for s in SECTION_NAMES if s.marked
)
_KEYWORDS = tuple((s.kind, lazy(s.keywords, re.IGNORECASE)) for s in SECTION_NAMES if s.keywords)

SECTION = lazy(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*)?\s*" + EMOJI + r"(?:\*\*)?"
    r"(?P<num>[一二三四五六七八九十]{1,3})\s*[、.．:：]\s*"
    r"(?P<title>.+?)(?:\*\*)?\s*$"
)
_NUMERALS = "一二三四五六七八九十"
# How a heading numbers its section, if it does: `二、`, `2.`, `２．`, `Ⅱ、`, `II.`, `（二）`,
# `(2)`, `第二部分：`; a part added to a section (`二·补、`, `二之二、`, `二-补、`, `二（续）`).
_SUB_NUMBER = (
    r"(?:\s*(?:[·・\-－之]\s*(?:补|续|[一二三四五六七八九十]|[0-9０-９])"
    r"|[（(]\s*(?:补|续)\s*[)）]))?"
)
_SECTION_NUMBER = (
    r"(?:第\s*[一二三四五六七八九十0-9]{1,3}\s*(?:部分|节|章)"
    r"|[（(]\s*(?:[一二三四五六七八九十]{1,3}|[0-9]{1,2})\s*[)）]"
    r"|(?:[一二三四五六七八九十]{1,3}|[0-9０-９]{1,2}|[ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ]|(?:VI{0,3}|IV|I{1,3})(?![A-Za-z]))"
    + _SUB_NUMBER
    + r"(?:\s*[、.．)）]|\s))\s*[:：]?\s*"
)
# A section heading named, not numbered by a Chinese numeral: a markdown heading, a line bold
# or in 【】 as a whole, or a line that is the name alone (`## 增量条目`, `**矛盾与待核实**`,
# `Increments`, `2. arXiv 列表`, `【E2 合并优先级】`), the name perhaps followed by a bracket
# (`（3 条）`) and a colon.
_NAMED_SECTION = lazy(
    r"^\s*(?P<hashes>#{1,6}\s*)?(?:(?P<bold>\*\*)|(?P<open>【))?\s*"
    + EMOJI
    + f"(?:{_SECTION_NUMBER})?"
    + EMOJI
    + r"(?P<name>[^\s*【】#|].*?)\s*(?:[（(][^（）()]*[)）])?\s*[：:]?\s*"
    r"(?(bold)\*\*)(?(open)】)\s*[：:]?\s*$"
)
# A markdown heading (`## To verify`; `#1182 …` is an issue, not a heading).
_MD_HEADING = lazy(r"^\s{0,3}(?P<hashes>#{1,6})\s+\S")
_ADJACENT_SECTION = lazy(r"邻接|补充|adjacent", re.IGNORECASE)  # a second increments section
_FOOTER = lazy(r"^\s*本报告由")
# The last line signing the briefing without `本报告由`: `Kai · 2026-10-08 22:20 CST · …`
# (a name, then the date and time of the run).
_SIGNATURE = lazy(
    r"^\s*[^\s·•|#*-][^·•|]{0,30}[·•]\s*\d{4}-\d{1,2}-\d{1,2}\s+\d{1,2}:\d{2}(?![0-9])"
)


@dataclass(frozen=True)
class UnknownSection:
    """A section under a heading no name of the table reads (`## Background`), its lines."""

    heading: str
    line: int
    lines: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class Sections:
    """A briefing's lines after its header, split by section kind."""

    sections: dict[str, Lines]
    headings: dict[str, int]  # where each kind's first heading is
    preamble: Lines
    footer: str
    stray: tuple[tuple[int, str, str], ...]  # (line, text, why) of a repeated heading
    unknown: tuple[UnknownSection, ...]

    def unknown_lines(self) -> Lines:
        """The lines of the sections no name reads (their headings apart)."""
        return [pair for section in self.unknown for pair in section.lines]


@dataclass
class _Split:
    """Mutable state while the lines are split."""

    sections: dict[str, Lines] = field(default_factory=dict)
    headings: dict[str, int] = field(default_factory=dict)
    preamble: Lines = field(default_factory=list)
    unknown: list[tuple[int, str, Lines]] = field(default_factory=list)
    stray: list[tuple[int, str, str]] = field(default_factory=list)
    kind: str | None = None  # the open section ("" for an unknown one)
    level: int = 0  # the markdown level of its heading (0: not a markdown heading)
    levels: dict[str, int] = field(default_factory=dict)  # of each kind's last heading
    increment_level: int | None = None  # of the last increment header (0: not markdown)
    written: bool = False  # an increment header of the section says 增量/邻接
    resumes: bool = False  # the open unknown section interrupted the increments
    position: int = -1
    implied: bool = False  # an increment header before any section opens the increments

    def current(self) -> Lines:
        if self.kind is None:
            return self.preamble
        return self.unknown[-1][2] if self.kind == "" else self.sections[self.kind]


def split_sections(lines: Lines) -> Sections:
    """Split lines by section kind: sections, heading lines, preamble, footer, stray notes
    and the sections under headings no name reads."""
    split, footer = _split(lines, implied=False)
    if "increments" not in split.sections and any(opens_increment(t) for _, t in split.preamble):
        split, footer = _split(lines, implied=True)  # (`增量 1：…` with no section heading)
    return Sections(
        split.sections,
        split.headings,
        split.preamble,
        footer,
        tuple(split.stray),
        tuple(UnknownSection(h.strip(), n, tuple(body)) for n, h, body in split.unknown),
    )


def _split(lines: Lines, implied: bool) -> tuple[_Split, str]:
    """The lines fed one by one, and the footer; `implied`: an increment header written before
    any section (`增量 1：…` right after the header, a briefing with no `二、增量条目`) opens the
    increments."""
    split = _Split(implied=implied)
    footer = ""
    last = max((n for n, line in lines if line.strip()), default=0)
    for number, line in lines:
        if ("本报告由" in line and _FOOTER.match(line)) or (
            number == last and _SIGNATURE.match(line)
        ):
            footer = line.strip()
            continue
        _feed(split, number, line)
    return split, footer


def _feed(split: _Split, number: int, line: str) -> None:
    kind, split.position = _section_kind(line, split.position)
    if kind == "summary" and not split.sections:
        kind = None  # (`Summary` before the sections: the briefing's own 状态摘要)
    if kind is not None:
        _open(split, kind, number, line)
    elif split.implied and split.kind is None and opens_increment(line):
        _open(split, "increments", number, line)  # (the header is the section's first line)
        split.level, split.increment_level, split.written = 0, _level(line), True
        split.sections["increments"].append((number, line))
    elif split.kind == "" and split.resumes and opens_increment(line):
        split.kind, split.level = "increments", split.levels["increments"]
        split.sections["increments"].append((number, line))
        split.increment_level, split.written = _level(line), True
    elif split.kind == "" and split.resumes and opens_field(line):
        _take_back(split)  # (`# Note` among an increment's points, then `可信度：…`)
        split.sections["increments"].append((number, line))
    elif _unknown_heading(split, line):
        split.resumes = split.kind == "increments" or (split.kind == "" and split.resumes)
        split.kind, split.level = "", _level(line)
        split.unknown.append((number, line, []))
    else:
        if split.kind == "increments" and opens_increment(line):
            split.increment_level, split.written = _level(line), True
        elif split.kind == "increments" and not split.written and NUMBERED.match(line):
            split.increment_level = _level(line)  # (`### 3. TITLE`, no header says 增量)
        split.current().append((number, line))


def _take_back(split: _Split) -> None:
    """The heading that interrupted an increment was no section: an increment's field follows
    it. Its lines go back to the increment, in order, and the increments go on."""
    number, heading, body = split.unknown.pop()
    split.sections["increments"].extend([(number, heading), *body])
    split.kind, split.level, split.resumes = "increments", split.levels["increments"], False


def _open(split: _Split, kind: str, number: int, line: str) -> None:
    repeated = kind in split.sections
    if repeated and not (kind == "increments" and _ADJACENT_SECTION.search(line)):
        split.stray.append((number, line, f"section {kind} repeated; its lines are appended"))
    split.headings.setdefault(kind, number)
    split.sections.setdefault(kind, [])
    split.kind, split.level, split.resumes = kind, _level(line), False
    split.levels[kind] = split.level
    if kind == "increments":
        split.increment_level, split.written = None, False


def _level(line: str) -> int:
    match = _MD_HEADING.match(line)
    return len(match.group("hashes")) if match else 0


def _unknown_heading(split: _Split, line: str) -> bool:
    """A heading no name reads that ends the open section: a markdown heading no deeper than
    the section's own (or, among increments, than their headers: `### Background` between
    `### 增量 1` and `### 增量 2`; any, under `增量 1：` headers), or one numbered past the
    sections a numeral names (`七、附录`)."""
    if split.kind is None:
        return False
    numbered = SECTION.match(line.lstrip())  # (`^\s*` then `\s*`: backtracks on deep indents)
    index = _numeral(numbered.group("num")) if numbered else -1
    if index >= len(_BY_POSITION) and index > split.position:
        return True
    depth = _level(line)
    if not depth:
        return False
    if split.kind == "increments":
        if opens_increment(line) or (NUMBERED.match(line) and not split.written):
            return False
        if split.increment_level is not None:
            return split.increment_level == 0 or depth <= split.increment_level
    return 0 < depth <= split.level


def _section_kind(line: str, position: int) -> tuple[str | None, int]:
    """The kind of section a heading line opens (and the position it gives), or None."""
    head = line.lstrip().lstrip("#").lstrip().lstrip("*").lstrip()[:1]
    if head not in _NUMERALS and not (head and ord(head) >= 0x2600):
        return named_kind(line), position  # (`## 增量条目`, `**Increments**`, `2. arXiv 列表`)
    match = SECTION.match(line)
    if not match:
        return named_kind(line), position
    index = _numeral(match.group("num"))
    title = match.group("title")
    kind = named_kind(line, marked=True)
    kind = kind or next((k for k, pattern in _KEYWORDS if pattern.search(title)), None)
    if kind is not None:
        return kind, index
    if index > position and 0 <= index < len(_BY_POSITION):
        return _BY_POSITION[index], index
    return None, position


# pure; a briefing's labels recur (`可信度：高`, `要点：`, a table's rule), and each line is asked
# (~12 µs a line: the heading pattern's lazy name, then up to ten names' patterns)
@functools.lru_cache(maxsize=256)
def named_kind(line: str, marked: bool = False) -> str | None:
    """The kind of a heading that names its section (see _NAMED_SECTION), or None; names read
    only in a marked heading when it is one (`## Papers`, `**Conflicts**`, `三、To verify`)."""
    if len(line) > 80 or not line.strip():
        return None
    match = _NAMED_SECTION.match(line)
    if match is None:
        return None
    name = match.group("name").strip()
    marked = marked or bool(match.group("hashes") or match.group("bold") or match.group("open"))
    table = (*_NAMES, *_MARKED) if marked else _NAMES
    return next((kind for kind, pattern in table if pattern.fullmatch(name)), None)


def _numeral(text: str) -> int:
    if len(text) == 1:
        return _NUMERALS.index(text)
    return 9 + (_NUMERALS.index(text[-1]) + 1 if text.startswith("十") else 0)
