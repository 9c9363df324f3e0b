"""Writes the briefing drift corpus: each variant a briefing file, and expected.json.

The variants are one briefing's content (our own wording) in the shapes a machine writer
produces: section headings with or without a numeral (`二、`, `2.`, `Ⅱ、`, `II.`, none),
Chinese or English names, heading levels, bold or bracketed heading lines; increment and
contradiction items numbered every common way; full-width digits and brackets; blank lines
or none; a trailing summary table; the header line's topic and date, and the increments' field
labels, said other ways. Every variant has the same expected parse.

Run from the repository root: `python tests/data/briefing_drift/make_corpus.py`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).parent
SECTIONS = ("sources", "increments", "contradictions", "arxiv", "quiet", "priorities")
ZH_NUMERALS = "一二三四五六"
ROMAN = ("Ⅰ", "Ⅱ", "Ⅲ", "Ⅳ", "Ⅴ", "Ⅵ")
ASCII_ROMAN = ("I", "II", "III", "IV", "V", "VI")
FULL_DIGITS = "１２３４５６"
NAMES = {
    "sources": "检查过的来源清单",
    "increments": "增量条目",
    "contradictions": "值得警惕的矛盾或待核实说法",
    "arxiv": "可引用 arXiv 号列表",
    "quiet": "本次无显著新增量的来源说明",
    "priorities": "建议今晚 E2 活文档更新优先级",
}
SHORT = {
    "sources": "来源清单",
    "increments": "新增量",
    "contradictions": "矛盾与待核实",
    "arxiv": "arXiv 列表",
    "quiet": "无显著新增量的来源",
    "priorities": "E2 合并优先级",
}
ENGLISH = {
    "sources": "Sources checked",
    "increments": "Increments",
    "contradictions": "Contradictions",
    "arxiv": "arXiv IDs",
    "quiet": "Quiet sources",
    "priorities": "Priorities",
}
# Other wordings of the names (English and Chinese), each read only as a heading.
OTHER_ENGLISH = {
    "sources": "Sources reviewed",
    "increments": "New increments",
    "contradictions": "To verify",
    "arxiv": "Papers",
    "quiet": "Quiet sources",
    "priorities": "E2 merge priorities",
}
OTHER_CHINESE = {
    "sources": "来源清单",
    "increments": "今日增量",
    "contradictions": "待确认事项",
    "arxiv": "相关论文",
    "quiet": "无显著增量的来源",
    "priorities": "E2 合并顺序",
}

# Each heading style: (index, section) → the heading line.
HEADINGS = {
    "zh": lambda i, s: f"{ZH_NUMERALS[i]}、{NAMES[s]}",
    "zh-md": lambda i, s: f"## {ZH_NUMERALS[i]}、{NAMES[s]}",
    "md-no-numeral": lambda i, s: f"## {NAMES[s]}",
    "md3-short": lambda i, s: f"### {SHORT[s]}",
    "bold": lambda i, s: f"**{NAMES[s]}**",
    "bold-colon": lambda i, s: f"**{SHORT[s]}：**",
    "bare": lambda i, s: SHORT[s],
    "bare-colon": lambda i, s: f"{NAMES[s]}：",
    "arabic": lambda i, s: f"{i + 1}. {NAMES[s]}",
    "arabic-md": lambda i, s: f"## {i + 1}) {SHORT[s]}",
    "full-width-arabic": lambda i, s: f"{FULL_DIGITS[i]}．{NAMES[s]}",
    "roman": lambda i, s: f"{ROMAN[i]}、{NAMES[s]}",
    "ascii-roman-english": lambda i, s: f"## {ASCII_ROMAN[i]}. {ENGLISH[s]}",
    "english": lambda i, s: f"## {ENGLISH[s]}",
    "english-bare": lambda i, s: ENGLISH[s],
    "paren-zh": lambda i, s: f"（{ZH_NUMERALS[i]}）{NAMES[s]}",
    "bracket": lambda i, s: f"【{SHORT[s]}】",
    "part": lambda i, s: f"### 第{ZH_NUMERALS[i]}部分：{SHORT[s]}",
    "emoji-md": lambda i, s: f"## 📌 {SHORT[s]}",
    "other-english": lambda i, s: f"## {OTHER_ENGLISH[s]}",
    "other-english-bold": lambda i, s: f"**{_OTHER_BOLD.get(s, ENGLISH[s])}**",
    "other-english-numbered": lambda i, s: f"### {i + 1}. {_OTHER_NUMBERED.get(s, ENGLISH[s])}",
    "other-chinese": lambda i, s: f"## {OTHER_CHINESE[s]}",
    # (the real briefings' headings, two of them in English: a writer's mix)
    "zh-english-mix": lambda i, s: (
        f"## {OTHER_ENGLISH[s]}"
        if s in ("contradictions", "arxiv")
        else f"{ZH_NUMERALS[i]}、{NAMES[s]}"
    ),
}
# The names a writer in English gives (wip/parse4).
ENGLISH_E2 = {
    "sources": "Sources checked",
    "increments": "New increments",
    "contradictions": "Contradictions / to verify",
    "arxiv": "arXiv",
    "quiet": "Quiet sources",
    "priorities": "Priorities for E2",
}
HEADINGS["english-e2"] = lambda i, s: f"## {ENGLISH_E2[s]}"
_OTHER_BOLD = {"contradictions": "Open questions", "arxiv": "arXiv", "priorities": "Priorities"}
_OTHER_NUMBERED = {"contradictions": "Needs verification", "arxiv": "Citable papers"}
# A section no name reads, after the increments (`after`) or between two of them
# (`between`): its text is reported, never an increment's points.
UNKNOWN_SECTION = ("- 背景：Tarn 3.0 于去年发布", "- 1. 旧版预取默认关闭")
UNKNOWN_HEADINGS = {
    "md": "## Background",
    "numeral": "七、附录",
    "between": "### 背景说明",
}
# Each increment head style: (number, title) → the head line.
INCREMENT_HEADS = {
    "plain": lambda n, t: f"增量 {n}：{t}",
    "bracket": lambda n, t: f"【增量 {n}】{t}",
    "md-dot": lambda n, t: f"### 增量 {n} · {t}",
    "bold": lambda n, t: f"**增量 {n}**：{t}",
    "full-width": lambda n, t: f"增量 {FULL_DIGITS[n - 1]}：{t}",
    "glued": lambda n, t: f"增量{n}. {t}",
    "paren": lambda n, t: f"增量（{n}）：{t}",
    "circled": lambda n, t: f"增量{CIRCLED[n - 1]}：{t}",
    "hash": lambda n, t: f"### 增量 #{n}：{t}",
    "english": lambda n, t: f"Increment {n}: {t}",
    # (wip/parse4: the number in brackets; an ordered list of bold titles, the fields its
    # sub-items; `### Increment 1 TITLE`; a rule between increments)
    "bracket-number": lambda n, t: f"**[{n}]** {t}",
    "numbered-list": lambda n, t: "{}. **{}**（{}".format(n, *t.split("（", 1)),
    "english-md": lambda n, t: f"### Increment {n} {t}",
    "rule": lambda n, t: ("---\n\n" if n > 1 else "") + f"增量 {n}：{t}",
    # (the head giving its number only, the title the next line of text; a bare English head
    # before the fields: no increments found, or the increment's text in the one above)
    "md-next-line": lambda n, t: f"#### 增量 {n}\n{t}",
    "bold-next-line": lambda n, t: f"**增量 {n}**\n\n{t}",
    "english-bare": lambda n, t: f"Increment {n} {t}",
    # (the number as a keycap emoji, after `#` in a heading, out of the total, zero-padded)
    "keycap": lambda n, t: f"### {n}\ufe0f\u20e3 {t}",
    "hashed": lambda n, t: f"### #{n} {t}",
    "of-total": lambda n, t: f"增量 {n}/3：{t}",
    "zero-padded": lambda n, t: f"增量 0{n}：{t}",
    # (wip/parse44: the heads an ordered list, each numbered every common way, the fields
    # its sub-items or indented lines; `1. **增量 1｜TITLE**（⭐⭐⭐）`: no increments found,
    # or the title kept `增量 1｜`)
    "listed-head": lambda n, t: f"{n}. 增量 {n}：{t}",
    "listed-head-comma": lambda n, t: f"{n}、增量 {n}：{t}",
    "listed-head-paren": lambda n, t: f"（{n}）增量 {n}：{t}",
    "listed-head-full-dot": lambda n, t: f"{n}．增量 {n}：{t}",
    "listed-head-close-paren": lambda n, t: f"{n}) 增量 {n}：{t}",
    "listed-head-indented": lambda n, t: f"{n}. 增量 {n}：{t}",
    "listed-bar": lambda n, t: "{}. **增量 {}｜{}**（{}".format(n, n, *t.split("（", 1)),
}
# The heads whose fields are the sub-items of a list item, and those whose fields are
# indented lines under it.
NESTED_HEADS = (
    "numbered-list",
    "listed-head",
    "listed-head-comma",
    "listed-head-paren",
    "listed-head-full-dot",
    "listed-head-close-paren",
    "listed-bar",
)
INDENTED_HEADS = ("listed-head-indented",)
CIRCLED = "①②③④⑤"
# Each contradiction item style: (number, title) → the item line.
CONTRADICTION_ITEMS = {
    "labelled": lambda n, t: f"矛盾/待核实 {CIRCLED[n - 1]}：{t}",
    "paren": lambda n, t: f"(1) {t}".replace("1", str(n), 1),
    "full-paren": lambda n, t: f"（{n}）{t}",
    "close-paren": lambda n, t: f"{n}) {t}",
    "full-close-paren": lambda n, t: f"{n}）{t}",
    "circled": lambda n, t: f"{CIRCLED[n - 1]}{t}",
    "circled-space": lambda n, t: f"{CIRCLED[n - 1]} {t}",
    "bullet-dot": lambda n, t: f"- {n}. {t}",
    "full-width-dot": lambda n, t: f"{FULL_DIGITS[n - 1]}．{t}",
    "comma": lambda n, t: f"{n}、{t}",
    "bold-paren": lambda n, t: f"**({n})** {t}",
    "bullet-paren": lambda n, t: f"- （{n}）{t}",
    "short-label": lambda n, t: f"矛盾 {CIRCLED[n - 1]}：{t}",
    "verify-label": lambda n, t: f"**待核实 {n}**：{t}",
    "english-label": lambda n, t: f"Contradiction {n}: {t}",
    # (bold around the number and the title, the risk outside it; around the title alone)
    "bold-circled": lambda n, t: "**{} {}**（{}".format(CIRCLED[n - 1], *t.split("（", 1)),
    "bold-dot-title": lambda n, t: "- **{}. {}**（{}".format(n, *t.split("（", 1)),
    "bold-title": lambda n, t: "{} **{}**（{}".format(CIRCLED[n - 1], *t.split("（", 1)),
    # (fourteenth session: a task list, ticked or not: not understood, 0 contradictions)
    "task-circled": lambda n, t: f"- [ ] {CIRCLED[n - 1]} {t}",
    "task-labelled": lambda n, t: f"- [x] 矛盾/待核实 {CIRCLED[n - 1]}：{t}",
    "task-short-label": lambda n, t: f"* [ ] 待核实 {n}：{t}",
    # (in a heading, in a quote, as a keycap emoji, a colon after the circled number)
    "heading-circled": lambda n, t: f"### {CIRCLED[n - 1]} {t}",
    "quote-circled": lambda n, t: f"> {CIRCLED[n - 1]} {t}",
    "keycap": lambda n, t: f"{n}\ufe0f\u20e3 {t}",
    "circled-colon": lambda n, t: f"- {CIRCLED[n - 1]}：{t}",
}

# Each header line style (the topic and date said every common way).
HEADERS = {
    "dot": "inference · E1 预消化简报 · 2026/11/02",
    "no-separator": "inference E1 预消化简报 2026-11-02",
    "md-dash": "# inference · E1 预消化简报 — 2026-11-02",
    "topic-in-brackets": "E1 预消化简报（inference，2026-11-02）",
    "full-width-date": "inference｜E1 预消化简报｜２０２６-１１-０２",
    "chinese-date": "## inference · E1 预消化简报 2026年11月2日",
    # (wip/parse4: in English; the date first and the topic after the title)
    "english-dash": "E1 Pre-digest Briefing — inference — 2026-11-02",
    "english-md": "# inference E1 pre-digest (2026-11-02)",
    "english-bracket-date": "[2026-11-02] inference E1 briefing",
    "topic-after": "2026-11-02 · E1 预消化简报 · inference",
}
HEADER = "inference · E1 预消化简报(2026-11-02)"


class FieldStyle(NamedTuple):
    """The labels of 来源, 要点, 可信度, 与活文档的关系 and 建议归入章节; whether the fields
    are list items (`- 来源：…`); the colon after a label; a line after the source (a source
    named by its kind, `- GitHub：…`) or after the credibility; the stars as a field
    (`Stars: ⭐⭐⭐`, the title then without them); the fields but 要点 in a two-column table."""

    labels: tuple[str, str, str, str, str]
    listed: bool = False
    colon: str = "："
    after_source: str = ""
    after_credibility: str = ""
    stars: str = ""
    table: bool = False


# Each increment field label style.
FIELDS = {
    "zh": FieldStyle(("来源", "要点", "可信度", "与活文档的关系", "建议归入章节")),
    "zh-short": FieldStyle(("出处", "关键点", "置信度", "关联", "建议章节"), True),
    "zh-core": FieldStyle(("来源", "核心要点", "可信度", "与活文档关系", "建议归入")),
    "zh-place": FieldStyle(("来源", "要点", "可信度", "与 inference.md 的关系", "建议位置"), True),
    "zh-into": FieldStyle(("来源", "要点", "可信度", "关联", "归入章节")),
    "zh-section-first": FieldStyle(("来源", "要点", "可信度", "关联", "章节建议"), True),
    "zh-english-mix": FieldStyle(("来源", "要点", "可信度", "关联", "建议 section")),
    "english": FieldStyle(("Sources", "Points", "Credibility", "Relation", "Section"), True),
    "english-suggested": FieldStyle(
        ("Sources", "Highlights", "Confidence", "Relation to living doc", "Suggested section")
    ),
    "english-target": FieldStyle(
        ("Source", "Key points", "Confidence", "Relation", "Target section"), True
    ),
    # (wip/parse4: labels in bold, ASCII colons; the stars as a field; sources named by
    # their kind, listed after the source or after the credibility; a table of fields)
    "english-bold": FieldStyle(
        ("**Sources**", "**Key points**", "**Credibility**", "**Relation**", "**Section**"),
        True,
        ": ",
        stars="**Stars**",
    ),
    "source-listed": FieldStyle(
        ("来源", "要点", "可信度", "与活文档的关系", "建议归入章节"),
        True,
        after_source="GitHub：https://github.com/tarn-ai/tarn",
    ),
    "source-bold": FieldStyle(
        ("Sources", "Key points", "Credibility", "Relation", "Suggested section"),
        True,
        ": ",
        after_credibility="**Paper**: https://arxiv.org/abs/2611.04821",
    ),
    "table": FieldStyle(("来源", "要点", "可信度", "与活文档的关系", "建议归入章节"), table=True),
}
# What a source named by its kind adds to each increment's sources (label kept).
EXTRA_SOURCES = {
    "source-listed": "GitHub：https://github.com/tarn-ai/tarn",
    "source-bold": "Paper：https://arxiv.org/abs/2611.04821",
}
# A field no label reads, after 可信度 (its text is a field of its own, reported).
UNKNOWN_FIELD = "备注：发布说明与基准仓库不是同一作者"

INCREMENTS = (
    ("Tarn 推理服务器 3.1 — 分页 KV 预取", "inbox/ada/2026-11-02-notes.md §2", "§1.3 KV Cache"),
    ("Quill 批调度器的抢占策略", "inbox/ada/2026-11-02-notes.md §4", "§1.2 推理调度"),
    ("Moss 量化内核（arXiv:2611.04821）", "inbox/bo/2026-11-02-papers.md", "§1.1 框架格局"),
)
CONTRADICTIONS = (
    ("Tarn 预取命中率的两种口径", "发布说明写 92%，基准仓库只复现到 71%", "写入时注明口径待核实"),
    ("Moss 吞吐数字未见复现", "论文称 2.4 倍，社区复现约 1.6 倍", "标注\u201c吞吐倍数待复现\u201d"),
)
ARXIV = (
    ("2611.04821", "Moss: Mixed-Precision Kernels", "本次新增 → §1.1"),
    ("2610.17733", "Quill Preemption", "沿用"),
)
PRIORITIES = (
    ("🔴 高", "Tarn 3.1 分页 KV 预取", "写入 §1.3 KV Cache"),
    ("🟡 中", "Quill 抢占策略", "写入 §1.2 推理调度"),
    ("🟢 低", "Moss 量化内核", "写入 §1.1 框架格局"),
)


def _increment(n: int, head: str, fields: str = "zh", unknown_field: bool = False) -> list[str]:
    title, source, section = INCREMENTS[n - 1]
    style = FIELDS[fields]
    (sources, points, credibility, relation, suggestion), c = style.labels, style.colon
    mark, indent = ("- ", "  ") if style.listed else ("", "")
    if head in NESTED_HEADS:
        mark, indent = "   - ", "     "
    if head in INDENTED_HEADS:
        mark, indent = "   ", "   "
    stars = [f"{mark}{style.stars}{c}⭐⭐⭐"] if style.stars else []
    rows = [(sources, source), (credibility, "中"), (relation, "新条目"), (suggestion, section)]
    return [
        INCREMENT_HEADS[head](n, title if style.stars else f"{title}（⭐⭐⭐）"),
        *([] if not style.table else ["| 字段 | 内容 |", "|---|---|"]),
        *[f"| {label} | {value} |" for label, value in rows if style.table],
        *stars,
        *([] if style.table else [f"{mark}{sources}{c}{source}"]),
        *([mark + style.after_source] if style.after_source else []),
        f"{mark}{points}{c}".rstrip(),
        f"{indent}1. 第一阶段：先按请求长度分桶",
        f"{indent}2. 第二阶段：桶内再按到达时间排序",
        *([] if style.table else [f"{mark}{credibility}{c}中"]),
        *([mark + style.after_credibility] if style.after_credibility else []),
        *([mark + UNKNOWN_FIELD] if unknown_field else []),
        *([] if style.table else [f"{mark}{relation}{c}新条目", f"{mark}{suggestion}{c}{section}"]),
    ]


# The increments table's first column: its header word and each row's cell (wip/parse44:
# `增量 N` in the first column, headed `增量` or `#`: the rows were dropped, no increments).
TABLE_NUMBERS = {
    "table": ("#", "{}"),
    "table-labelled": ("增量", "增量 {}"),
    "table-hash-labelled": ("#", "增量 {}"),
}


def _increment_table(style: str = "table") -> list[str]:
    """The increments as a table, a row each, the points broken with `<br>`."""
    points = "1. 第一阶段：先按请求长度分桶<br>2. 第二阶段：桶内再按到达时间排序"
    word, cell = TABLE_NUMBERS[style]
    rows = [
        f"| {cell.format(n)} | {title}（⭐⭐⭐） | {source} | {points} | 中 | 新条目 | {section} |"
        for n, (title, source, section) in enumerate(INCREMENTS, start=1)
    ]
    header = f"| {word} | 标题 | 来源 | 要点 | 可信度 | 与活文档的关系 | 建议归入章节 |"
    return [header, "|---|---|---|---|---|---|---|", *rows]


def _body(section: str, increment_head: str, item: str, fields: str = "zh") -> list[list[str]]:
    """The section's blocks (a blank line may go between blocks)."""
    if section == "sources":
        return [
            ["| 来源 | 内容 |", "|---|---|", "| inbox/ada | 两份笔记 |", "| inbox/bo | 论文摘要 |"]
        ]
    if section == "increments" and increment_head in TABLE_NUMBERS:
        return [_increment_table(increment_head)]
    if section == "increments":
        unknown = fields.endswith("+unknown")
        fields = fields.removesuffix("+unknown")
        return [
            _increment(n, increment_head, fields, unknown) for n in range(1, len(INCREMENTS) + 1)
        ]
    if section == "contradictions":
        return [
            [CONTRADICTION_ITEMS[item](n, f"{title}（低风险）"), problem, f"建议：{advice}"]
            for n, (title, problem, advice) in enumerate(CONTRADICTIONS, start=1)
        ]
    if section == "arxiv":
        rows = [f"| {i} | {t} | {r} |" for i, t, r in ARXIV]
        return [["| arXiv 号 | 标题 | 关系 |", "|---|---|---|", *rows]]
    if section == "quiet":
        return [["- inbox/cy/2026-11-02-radar.md：只有 RAG 邻接条目"]]
    rows = [f"| {level} | {content} | {action} |" for level, content, action in PRIORITIES]
    return [["| 优先级 | 内容 | 动作 |", "|---|---|---|", *rows]]


def render(
    heading: str,
    head: str,
    item: str,
    blank: bool,
    summary_table: bool,
    unknown: str = "",
    header: str = HEADER,
    fields: str = "zh",
) -> str:
    """One variant's text (with the unknown section `unknown` names, if any; `fields` names
    the increments' labels, `+unknown` after it adds a field no label reads)."""
    sep = [""] if blank else []
    lines = [header, "状态摘要", "- 增量条数：3 条"]
    for index, section in enumerate(SECTIONS):
        lines += [*sep, HEADINGS[heading](index, section), *sep]
        for number, block in enumerate(_body(section, head, item, fields), start=1):
            lines += block + sep
            if section == "increments" and unknown and number == (1 if unknown == "between" else 3):
                lines += [UNKNOWN_HEADINGS[unknown], *UNKNOWN_SECTION, *sep]
    if summary_table:
        lines += ["", "**汇总**", "| 项目 | 数量 |", "|---|---|", "| 增量 | 3 |", "| 矛盾 | 2 |"]
    lines.append("本报告由 Ada 实例自动生成")
    return "\n".join(lines) + "\n"


Spec = (
    tuple[str, str, str, bool, bool]
    | tuple[str, str, str, bool, bool, str]
    | tuple[str, str, str, bool, bool, str, str, str]
)


def variants() -> dict[str, Spec]:
    """Name → (heading, increment head, contradiction item, blank lines, summary table, and
    the unknown section, the header line and the field labels, if any)."""
    out: dict[str, Spec] = {}
    for heading in HEADINGS:
        out[f"heading-{heading}"] = (heading, "plain", "labelled", False, False)
    for head in INCREMENT_HEADS:
        out[f"increment-{head}"] = (heading_for(head), head, "labelled", True, False)
    for item in CONTRADICTION_ITEMS:
        out[f"contradiction-{item}"] = ("md-no-numeral", "plain", item, True, False)
        out[f"contradiction-{item}-zh"] = ("zh", "bracket", item, False, False)
    # (fourteenth session: the increments as a table, a row each: no increments found)
    out["increment-table"] = ("bold", "table", "labelled", True, False)
    out["increment-table-labelled"] = ("zh", "table-labelled", "labelled", False, False)
    out["increment-table-hash-labelled"] = ("bold", "table-hash-labelled", "labelled", True, False)
    out["blank-lines"] = ("english", "md-dot", "paren", True, False)
    out["summary-table"] = ("md-no-numeral", "plain", "labelled", True, True)
    out["summary-table-zh"] = ("zh", "plain", "circled", False, True)
    out["unknown-md"] = ("english", "plain", "labelled", True, False, "md")
    out["unknown-md-zh"] = ("zh", "plain", "labelled", False, False, "md")
    out["unknown-numeral-zh"] = ("zh", "plain", "labelled", False, False, "numeral")
    out["unknown-between"] = ("md-no-numeral", "md-dot", "labelled", True, False, "between")
    for name, header in HEADERS.items():
        out[f"header-{name}"] = ("zh", "plain", "labelled", False, False, "", header, "zh")
    for name in FIELDS:
        if name != "zh":
            out[f"field-{name}"] = ("zh", "plain", "labelled", False, False, "", HEADER, name)
    # (wip/parse4: a whole briefing in English)
    out["english"] = (
        "english-e2",
        "bracket-number",
        "english-label",
        True,
        False,
        "",
        "E1 Pre-digest Briefing — inference — 2026-11-02",
        "english-bold",
    )
    out["field-unknown"] = ("zh", "plain", "labelled", False, False, "", HEADER, "zh+unknown")
    out["field-unknown-listed"] = (
        "md-no-numeral",
        "plain",
        "labelled",
        True,
        False,
        "",
        HEADER,
        "zh-short+unknown",
    )
    return out


def heading_for(head: str) -> str:
    """A `##` heading style under `### 增量 N` heads; a numberless one otherwise."""
    return "md-no-numeral" if head in ("md-dot", "hash", "english-md") else "bold"


def expected() -> dict[str, object]:
    """What every variant parses to."""
    return {
        "topic": "inference",
        "date": "2026-11-02",
        "increments": [title for title, _, _ in INCREMENTS],
        "stars": [3] * len(INCREMENTS),
        "sources": [source for _, source, _ in INCREMENTS],
        "credibility": ["中"] * 3,
        "relation": ["新条目"] * 3,
        "suggestions": [section.split()[0] for _, _, section in INCREMENTS],
        "points": [["1. 第一阶段：先按请求长度分桶", "2. 第二阶段：桶内再按到达时间排序"]] * 3,
        "contradictions": [title for title, _, _ in CONTRADICTIONS],
        "arxiv": [arxiv_id for arxiv_id, _, _ in ARXIV],
        "priorities": ["high", "medium", "low"],
        "sources_checked": 2,
        "quiet_sources": 1,
    }


# (wip/parse5: what a language-model writer does to the whole text; each written here
# before the parser read it; see README.md for what each did before)
_CLAIMS = {
    "发布说明写 92%，基准仓库只复现到 71%": ("发布说明写 92%", "基准仓库只复现到 71%"),
    "论文称 2.4 倍，社区复现约 1.6 倍": ("论文称 2.4 倍", "社区复现约 1.6 倍"),
}
_FIELD_LINE = re.compile(r"^(来源|要点|可信度|与活文档的关系|建议归入章节)：(.*)$")


def _details(text: str) -> str:
    """Each `##` section a `<details>` block, its heading the summary."""
    out: list[str] = []
    for line in text.split("\n"):
        if line.startswith("## "):
            out += ["</details>"] * bool(out and "<details>" in out) + ["<details>"]
            out += [f"<summary>{line[3:]}</summary>", ""]
        elif line.startswith("本报告由"):
            out += ["</details>", "", line]
        else:
            out.append(line)
    return "\n".join(out)


def _fields(text: str, spell: Callable[[str, str], list[str]]) -> str:
    """Each field line (`来源：…`) as `spell(label, value)` writes it."""
    out: list[str] = []
    for line in text.split("\n"):
        field = _FIELD_LINE.match(line)
        out += spell(field.group(1), field.group(2)) if field else [line]
    return "\n".join(out)


def _arrow(text: str) -> str:
    """No 建议归入章节 field: the section after an arrow at the end of the head."""
    lines = [line for line in text.split("\n") if not line.startswith("建议归入章节：")]
    text = "\n".join(lines)
    for title, _, section in INCREMENTS:
        text = text.replace(f"{title}（⭐⭐⭐）", f"{title}（⭐⭐⭐）→ {section}")
    return text


def _claims(text: str, mark: str = "") -> str:
    """Each contradiction's two claims as fields of their own (`说法 A：` / `说法 B：`)."""
    for both, (a, b) in _CLAIMS.items():
        text = text.replace(both, f"{mark}说法 A：{a}\n{mark}说法 B：{b}")
    return text.replace("\n建议：", f"\n{mark}建议：")


def _arxiv_links(text: str, label: str = "") -> str:
    for arxiv_id, _, _ in ARXIV:
        link = f"[{label}{arxiv_id}](https://arxiv.org/abs/{arxiv_id})"
        text = text.replace(f"| {arxiv_id} |", f"| {link} |")
    return text


def _priorities_english(text: str, levels: tuple[str, str, str]) -> str:
    text = text.replace("| 优先级 | 内容 | 动作 |", "| Priority | Item | Action |")
    for (level, _, _), new in zip(PRIORITIES, levels, strict=True):
        text = text.replace(f"| {level} |", f"| {new} |")
    return text


def shaped() -> dict[str, str]:
    """Name → the text of a variant written whole and then reshaped."""
    zh = render("zh", "plain", "labelled", False, False)
    md = render("md-no-numeral", "plain", "labelled", True, False)
    ordered = _fields(md, lambda k, v: [f"1. {k}：{v}"])
    return {
        "text-crlf": md.replace("\n", "\r\n"),
        "text-bom": "\ufeff" + zh,
        "text-bom-crlf": "\ufeff" + md.replace("\n", "\r\n"),
        "text-trailing-spaces": "\n".join(line + "  " for line in zh.split("\n")),
        "text-trailing-tabs": "\n".join(line + " \t" for line in md.split("\n")),
        "text-ideographic-space": zh.replace(" ", "\u3000"),
        "text-ideographic-space-md": md.replace(" ", "\u3000"),
        "text-details": _details(md),
        "text-details-zh": _details(render("zh-md", "plain", "labelled", True, False)),
        "field-dash": _fields(md, lambda k, v: [f"{k} — {v}".rstrip()]),
        "field-dash-listed": _fields(md, lambda k, v: [f"- {k} — {v}".rstrip()]),
        "field-bold-next-line": _fields(md, lambda k, v: [f"**{k}**", *[v] * bool(v)]),
        "field-bold-next-line-blank": _fields(md, lambda k, v: [f"**{k}**", "", *[v] * bool(v)]),
        "field-definition-list": _fields(md, lambda k, v: [k, f": {v}".rstrip()]),
        "field-definition-list-spaced": _fields(
            md, lambda k, v: ["", k, *[f": {v}"] * bool(v), ""]
        ),
        "field-ordered": ordered.replace("\n1. 第一", "\n   1. 第一").replace(
            "\n2. 第二", "\n   2. 第二"
        ),
        "stars-out-of-five": md.replace("（⭐⭐⭐）", "（3/5）"),
        "stars-star-number": md.replace("（⭐⭐⭐）", "（★3）"),
        "stars-star-number-bare": md.replace("（⭐⭐⭐）", " ★3"),
        "stars-english": md.replace("（⭐⭐⭐）", " (3 stars)"),
        "stars-half-empty": md.replace("（⭐⭐⭐）", "（★★★☆☆）"),
        "title-arrow": _arrow(md),
        "title-arrow-zh": _arrow(zh),
        "contradiction-claims": _claims(md),
        "contradiction-claims-zh": _claims(zh),
        "contradiction-claims-listed": _claims(md, "- "),
        "arxiv-link": _arxiv_links(md),
        "arxiv-link-labelled": _arxiv_links(md, "arXiv:"),
        "priority-english": _priorities_english(md, ("🔴 High", "🟡 Medium", "🟢 Low")),
        "priority-emoji-only": _priorities_english(md, ("🔴", "🟡", "🟢")),
        "priority-p-number": _priorities_english(md, ("P0 🔴", "P1 🟡", "P2 🟢")),
    }


def main() -> None:
    """Write every variant and expected.json."""
    for old in HERE.glob("*.brief.md"):
        old.unlink()
    names = variants()
    for name, spec in names.items():
        (HERE / f"{name}.brief.md").write_text(render(*spec), encoding="utf-8")
    for name, text in shaped().items():  # (bytes: a CRLF kept as written)
        (HERE / f"{name}.brief.md").write_bytes(text.encode("utf-8"))
    extra = {
        name: EXTRA_SOURCES[spec[7]]
        for name, spec in names.items()
        if len(spec) > 7 and spec[7] in EXTRA_SOURCES  # type: ignore[misc]
    }
    manifest = {
        "expected": expected(),
        "variants": sorted([*names, *shaped()]),
        "extra_sources": extra,
    }
    text = json.dumps(manifest, ensure_ascii=False, indent=2) + "\n"
    (HERE / "expected.json").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
