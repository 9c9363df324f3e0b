"""Writes the briefing drift corpus: each variant a briefing file, and expected.json.

The variants are one briefing's content (our own wording) in the shapes a machine writer
produces: section headings with or without a numeral (`二、`, `2.`, `Ⅱ、`, `II.`, none),
Chinese or English names, heading levels, bold or bracketed heading lines; increment and
contradiction items numbered every common way; full-width digits and brackets; blank lines
or none; a trailing summary table. Every variant has the same expected parse.

Run from the repository root: `python tests/data/briefing_drift/make_corpus.py`.
"""

from __future__ import annotations

import json
from pathlib import Path

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
}
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
}

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


def _increment(n: int, head: str) -> list[str]:
    title, source, section = INCREMENTS[n - 1]
    return [
        INCREMENT_HEADS[head](n, f"{title}（⭐⭐⭐）"),
        f"来源：{source}",
        "要点：",
        "1. 第一阶段：先按请求长度分桶",
        "2. 第二阶段：桶内再按到达时间排序",
        "可信度：中",
        f"建议归入章节：{section}",
    ]


def _body(section: str, increment_head: str, item: str) -> list[list[str]]:
    """The section's blocks (a blank line may go between blocks)."""
    if section == "sources":
        return [
            ["| 来源 | 内容 |", "|---|---|", "| inbox/ada | 两份笔记 |", "| inbox/bo | 论文摘要 |"]
        ]
    if section == "increments":
        return [_increment(n, increment_head) for n in range(1, len(INCREMENTS) + 1)]
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
    heading: str, head: str, item: str, blank: bool, summary_table: bool, unknown: str = ""
) -> str:
    """One variant's text (with the unknown section `unknown` names, if any)."""
    sep = [""] if blank else []
    lines = ["inference · E1 预消化简报(2026-11-02)", "状态摘要", "- 增量条数：3 条"]
    for index, section in enumerate(SECTIONS):
        lines += [*sep, HEADINGS[heading](index, section), *sep]
        for number, block in enumerate(_body(section, head, item), start=1):
            lines += block + sep
            if section == "increments" and unknown and number == (1 if unknown == "between" else 3):
                lines += [UNKNOWN_HEADINGS[unknown], *UNKNOWN_SECTION, *sep]
    if summary_table:
        lines += ["", "**汇总**", "| 项目 | 数量 |", "|---|---|", "| 增量 | 3 |", "| 矛盾 | 2 |"]
    lines.append("本报告由 Ada 实例自动生成")
    return "\n".join(lines) + "\n"


Spec = tuple[str, str, str, bool, bool] | tuple[str, str, str, bool, bool, str]


def variants() -> dict[str, Spec]:
    """Name → (heading, increment head, contradiction item, blank lines, summary table, and
    the unknown section, if any)."""
    out: dict[str, Spec] = {}
    for heading in HEADINGS:
        out[f"heading-{heading}"] = (heading, "plain", "labelled", False, False)
    for head in INCREMENT_HEADS:
        out[f"increment-{head}"] = (heading_for(head), head, "labelled", True, False)
    for item in CONTRADICTION_ITEMS:
        out[f"contradiction-{item}"] = ("md-no-numeral", "plain", item, True, False)
        out[f"contradiction-{item}-zh"] = ("zh", "bracket", item, False, False)
    out["blank-lines"] = ("english", "md-dot", "paren", True, False)
    out["summary-table"] = ("md-no-numeral", "plain", "labelled", True, True)
    out["summary-table-zh"] = ("zh", "plain", "circled", False, True)
    out["unknown-md"] = ("english", "plain", "labelled", True, False, "md")
    out["unknown-md-zh"] = ("zh", "plain", "labelled", False, False, "md")
    out["unknown-numeral-zh"] = ("zh", "plain", "labelled", False, False, "numeral")
    out["unknown-between"] = ("md-no-numeral", "md-dot", "labelled", True, False, "between")
    return out


def heading_for(head: str) -> str:
    """A `##` heading style under `### 增量 N` heads; a numberless one otherwise."""
    return "md-no-numeral" if head in ("md-dot", "hash") else "bold"


def expected() -> dict[str, object]:
    """What every variant parses to."""
    return {
        "increments": [title for title, _, _ in INCREMENTS],
        "suggestions": [section.split()[0] for _, _, section in INCREMENTS],
        "points": [["1. 第一阶段：先按请求长度分桶", "2. 第二阶段：桶内再按到达时间排序"]] * 3,
        "contradictions": [title for title, _, _ in CONTRADICTIONS],
        "arxiv": [arxiv_id for arxiv_id, _, _ in ARXIV],
        "priorities": ["high", "medium", "low"],
        "sources_checked": 2,
        "quiet_sources": 1,
    }


def main() -> None:
    """Write every variant and expected.json."""
    for old in HERE.glob("*.brief.md"):
        old.unlink()
    names = variants()
    for name, spec in names.items():
        (HERE / f"{name}.brief.md").write_text(render(*spec), encoding="utf-8")
    manifest = {"expected": expected(), "variants": sorted(names)}
    text = json.dumps(manifest, ensure_ascii=False, indent=2) + "\n"
    (HERE / "expected.json").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
