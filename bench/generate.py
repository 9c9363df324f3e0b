"""Seeded generators for the benchmark: realistic living documents and E1 briefings.

A document here is what a living document becomes after months of nights: every entry
inside the anchors §1.1–§1.4 (sub-sections, lists of every marker, tables and fences between
lists), entries with arXiv ids, GitHub refs and patcher markers, dated sub-bullets and
`⚠️ 待核实` notes, thousands of distinct lead names, and an arXiv index row per id. A
briefing really continues some entries (the same arXiv id, GitHub ref or lead name), and its
contradictions name entries of the document, so that matching does its real work.
"""

from __future__ import annotations

import random
import re

WORDS = (
    "推理",
    "缓存",
    "调度",
    "引擎",
    "量化",
    "吞吐",
    "延迟",
    "显存",
    "集群",
    "部署",
    "路由",
    "压缩",
    "卸载",
    "预填充",
    "解码",
    "批处理",
    "可观测",
    "稳定性",
    "成本",
    "基准",
)
# Known names, written in the entries' bodies the way real entries mention other work.
KNOWN = ("vLLM", "SGLang", "LMDeploy", "TensorRT-LLM", "llama.cpp", "Dynamo", "LMCache", "MLX")
SYLLABLES = (
    "ka", "lo", "mi", "ra", "ve", "zu", "to", "ni", "sa", "qe", "do", "fy", "gu",
    "ha", "ji", "ku", "le", "mo", "pa", "ri", "su", "ta", "vo", "xe", "yu",
)  # fmt: skip
SUFFIXES = ("", "Serve", "Cache", "Attn", "KV", "Flow", "Router", "Spec", "Infer", "Quant")
ANCHORS = ("§1.1 框架格局", "§1.2 推理调度", "§1.3 KV Cache", "§1.4 推理可靠性与可观测性")
MARKERS = ("-", "*", "+", "1.")
# What goes wrong, as §1.4 names an incident entry (`Foo Serve 流式输出卡死`), and how a
# briefing says it again in other words (`Foo Serve streaming hang 再现`): the incident rule's work.
SYMPTOMS = {
    "流式输出卡死": "streaming hang",
    "显存泄漏": "memory leak",
    "流式输出截断": "streaming truncation",
    "多卡死锁": "deadlock",
    "冷启动超时": "timeout",
    "解码崩溃": "crash",
}
ENTRY_BYTES = 231  # about what one entry with its sub-bullets takes, index row included
_LEAD = re.compile(r"^(?:[-*+]|\d+\.) \*\*(?P<name>[^*]+?)\*\*(?P<rest>.*)$")
_ARXIV = re.compile(r"arXiv:(\d{4}\.\d{5})")
_GITHUB = re.compile(r"（([a-z0-9-]+/[a-z0-9-]+#\d+)）")


class Generator:
    """Names, ids and text drawn from one seeded random source."""

    def __init__(self, seed: int, years: tuple[int, int] = (23, 26)) -> None:
        self.random = random.Random(seed)
        self.years = years  # arXiv ids from these years (a briefing's new ones are later)
        self.counter = 0
        self.names: set[str] = set()
        self.arxiv_ids: set[str] = set()
        self.ids: list[tuple[str, str, str]] = []  # (arXiv id, name, anchor id) for the index

    def arxiv(self) -> str:
        """An arXiv id no other entry has."""
        while True:
            self.counter += 1
            month = f"{self.random.randint(*self.years)}{self.random.randint(1, 12):02d}"
            arxiv = f"{month}.{self.counter % 100000:05d}"
            if arxiv not in self.arxiv_ids:
                self.arxiv_ids.add(arxiv)
                return arxiv

    def github(self) -> str:
        org = self.word()
        repo = f"{org}-{self.random.choice(('core', 'serve', 'rt'))}"
        return f"{org}/{repo}#{self.random.randint(1, 99999)}"

    def word(self) -> str:
        return "".join(self.random.choice(SYLLABLES) for _ in range(self.random.randint(2, 3)))

    def name(self) -> str:
        """A lead name no other entry has (`Kavomi-Serve`, `Ritaxe KV 2`)."""
        while True:
            base = self.word().capitalize() + self.word()
            suffix = self.random.choice(SUFFIXES)
            name = f"{base}-{suffix}" if suffix and self.random.random() < 0.5 else base
            if suffix and name == base:
                name = f"{base} {suffix}"
            if self.random.random() < 0.2:
                name += f" {self.random.randint(2, 9)}"
            if name.casefold() not in self.names:
                self.names.add(name.casefold())
                return name

    def sentence(self, words: int) -> str:
        text = "".join(self.random.choice(WORDS) for _ in range(words))
        if self.random.random() < 0.5:
            text += f"，与 {self.random.choice(KNOWN)} 对比"
        return text

    def date(self, month: int = 0) -> str:
        return f"2026-{month or self.random.randint(1, 9):02d}-{self.random.randint(10, 28)}"

    def stars(self) -> str:
        return "⭐" * self.random.randint(2, 5)

    def marker(self, keys: str = "") -> str:
        """A patcher marker with an id no other marker has."""
        self.counter += 1
        number, day = divmod(self.counter, 270)
        month, day = divmod(day, 27)
        body = f"id=2026-{month + 1:02d}-{day + 1:02d}#{number + 1}"
        return f"<!-- livedoc:{body}{f' keys={keys}' if keys else ''} -->"

    def entry(self, bullet: str, anchor: str) -> list[str]:
        """One entry: a bold lead name, an id (arXiv, GitHub ref or none), sub-bullets."""
        name = self.name()
        roll = self.random.random()
        sub = " " * (len(bullet) + 1)
        tail = f"{self.stars()}（{self.date()}）："
        if anchor == "§1.4" and roll < 0.4:  # an incident entry, named by its symptom
            symptom = self.random.choice(list(SYMPTOMS))
            lead = f"{bullet} **{name} {symptom}**（{self.github()}）{tail}{self.sentence(6)}。"
        elif roll < 0.45:
            arxiv = self.arxiv()
            self.ids.append((arxiv, name, anchor))
            lead = f"{bullet} **{name}**（arXiv:{arxiv}）{tail}{self.sentence(6)}。"
        elif roll < 0.65:
            lead = f"{bullet} **{name} 修复**（{self.github()}）{tail}{self.sentence(5)}。"
        elif roll < 0.8:  # an entry the patcher wrote, with its marker
            keys = f"gh:{self.github()}" if self.random.random() < 0.4 else ""
            lead = (
                f"{bullet} **{name} — {self.sentence(3)}** {self.stars()}（{self.date()}）："
                f"{self.sentence(5)} {self.marker(keys)}"
            )
        else:
            lead = f"{bullet} **{name}** {self.stars()}（{self.date()}）：{self.sentence(7)}。"
        return [lead, *self.sub_bullets(sub)]

    def sub_bullets(self, sub: str) -> list[str]:
        lines: list[str] = []
        roll = self.random.random()
        if roll < 0.3:
            lines.append(f"{sub}- {self.date()} 续立：{self.sentence(5)}。")
        elif roll < 0.5:
            lines.append(f"{sub}- {self.date()} 续：{self.sentence(4)} {self.marker()}")
            lines.append(f"{sub}  - {self.sentence(4)}")
        elif roll < 0.6:
            lines.append(f"{sub}- ⚠️ 待核实（中风险）：{self.sentence(5)} {self.marker()}")
        if self.random.random() < 0.05:
            lines += [
                f"{sub}```bash",
                f"{sub}# 不是标题",
                f"{sub}vllm serve m-{self.counter}",
                f"{sub}```",
            ]
        return lines

    def block(self, entries: int, marker: str, anchor: str) -> list[str]:
        """A list of entries, with now and then a table or a fence after it."""
        lines: list[str] = []
        for n in range(entries):
            lines += self.entry(f"{n + 1}." if marker == "1." else marker, anchor)
        roll = self.random.random()
        if roll < 0.15:
            lines += ["", "| 指标 | 数值 | 来源 |", "|:--|--:|:--|"]
            lines += [
                f"| {self.sentence(2)} | {self.random.randint(1, 999)} | {name} |"
                for name in self.random.sample(KNOWN, 4)
            ]
        elif roll < 0.25:
            lines += [
                "",
                "```bash",
                "# 部署备忘（不是标题）",
                f"vllm serve model-{self.counter} \\",
                "  --tp 8",
                "```",
            ]
        elif roll < 0.35:
            lines += ["", f"{self.sentence(12)}。"]
        return lines


def document(size: int, seed: int = 7) -> str:
    """A living document of about `size` bytes, every entry inside the anchors §1.1–§1.4."""
    gen = Generator(seed)
    per_anchor = max(size // ENTRY_BYTES // len(ANCHORS), 3)
    lines = [
        "---",
        "title: inference 活文档（基准）",
        "---",
        "",
        "# inference · 活文档",
        "",
        "<!--",
        "## 这不是标题",
        "-->",
        "",
    ]
    for number, anchor in enumerate(ANCHORS):
        anchor_id = anchor.split(" ")[0]
        lines += [f"## {anchor}", "", gen.sentence(10), ""]
        left, part = per_anchor, 0
        while left > 0:
            if part:
                lines += [f"### 1.{number + 1}.{part} {gen.sentence(2)}", ""]
            chunk = min(left, gen.random.randint(20, 60))
            marker = MARKERS[(number + part) % len(MARKERS)]
            lines += [*gen.block(chunk, marker, anchor_id), ""]
            left -= chunk
            part += 1
    lines += ["## 待归类", "", "## 待核实", "", "## 归档", ""]
    lines += [
        "## arXiv 索引",
        "",
        "| arXiv | 标题 | 章节 | 首次锚定 | 最近确认 |",
        "|---|---|---|---|---|",
    ]
    lines += [
        f"| {a} | {name} | {anchor} | {gen.date()} | {gen.date()} |" for a, name, anchor in gen.ids
    ]
    lines += ["", "## 3. 历史", "", "- 2026-09-20：§1.4 区块立项。", ""]
    return "\n".join(lines)


class Entries:
    """The entries of a document's anchors a briefing can continue: lead names, arXiv ids,
    GitHub refs, per anchor."""

    def __init__(self, text: str) -> None:
        self.by_anchor: dict[str, list[tuple[str, str | None, str | None]]] = {}
        self.incidents: list[tuple[str, str, str]] = []  # §1.4's: product, symptom, GitHub ref
        anchor = None
        for line in text.split("\n"):
            if line.startswith("## "):
                anchor = next((a.split(" ")[0] for a in ANCHORS if line[3:] == a), None)
            elif anchor and (lead := _LEAD.match(line)):
                name = re.split(r" — | 修复", lead.group("name"))[0]
                arxiv, github = _ARXIV.search(line), _GITHUB.search(line)
                said = next((s for s in SYMPTOMS if name.endswith(f" {s}")), None)
                if said is not None and github is not None:
                    self.incidents.append((name[: -len(said) - 1], said, github.group(1)))
                entry = (name, arxiv and arxiv.group(1), github and github.group(1))
                self.by_anchor.setdefault(anchor, []).append(entry)

    def pick(
        self, rng: random.Random, anchor: str, kind: int
    ) -> tuple[str, str | None, str | None]:
        """An entry of `anchor` with an arXiv id (kind 0), a GitHub ref (1) or any (2)."""
        entries = self.by_anchor[anchor]
        for _ in range(200):
            entry = rng.choice(entries)
            if kind == 2 or entry[kind + 1]:
                return entry
        return rng.choice(entries)


def briefing(
    text: str, day: int, seed: int, increments: int = 8, entries: Entries | None = None
) -> str:
    """An E1 briefing in the real format: a quarter of its increments continue an entry by
    arXiv id, a quarter by GitHub ref, a quarter by lead name (title and relation line), one
    an incident entry by its symptom in other words (`Foo Serve streaming hang 再现`), the
    rest are new; contradictions name entries of the document and increments of its own."""
    gen = Generator(seed + 1000, years=(27, 27))
    gen.counter = 40000 + seed * 37
    known = entries or Entries(text)
    date = f"2027-{1 + (day // 28) % 12:02d}-{1 + day % 28:02d}"
    anchors = [a.split(" ")[0] for a in ANCHORS]
    out = [
        f"inference · E1 预消化简报({date})",
        "状态摘要",
        f"- 增量条数：{increments} 条主增量（滑动窗口）",
        "一、检查过的来源清单",
        "| 来源目录 | 关键文件 | inference 相关度 |",
        "|---|---|---|",
        f"| inbox/bench | {date}-digest.md | 高 |",
        "二、增量条目",
    ]
    listed: list[tuple[str, str]] = []
    titles: list[str] = []
    for n in range(1, increments + 1):
        anchor = anchors[n % len(anchors)]
        kind = n % 4
        name, arxiv, github = (
            known.pick(gen.random, anchor, min(kind, 2)) if kind < 3 else (gen.name(), None, None)
        )
        arxiv = arxiv if kind == 0 else (gen.arxiv() if kind == 3 else None)
        title = f"{name} {gen.random.randint(2, 9)}.{n} 发布 — {gen.sentence(3)}（⭐⭐⭐⭐）"
        if n == increments - 1 and known.incidents:  # an incident come back, in other words
            name, symptom, github = gen.random.choice(known.incidents)
            arxiv, kind = None, 1
            title = f"{name} {SYMPTOMS[symptom]} 再现（{github}）— {gen.sentence(2)}（⭐⭐⭐）"
        titles.append(name)
        out.append(f"增量 {n}：{title}")
        source = f"来源：inbox/bench/{date}-{n}.md §条目 {n}"
        out.append(source + (f"；{github}" if kind == 1 and github else ""))
        if arxiv:
            out.append(f"arXiv 号：arXiv:{arxiv}")
            listed.append((arxiv, name))
        out += _points(gen, n)
        out.append("可信度：高（官方仓库）")
        relation = f"inference.md {anchor} 已有 {name} 锚定；本条是新版本" if kind == 2 else "新增"
        out.append(f"与活文档现有脉络的关系：{relation}")
        out.append(f"建议归入章节：{anchor} {gen.sentence(1)}")
    out += _contradictions(gen, known, titles, anchors)
    out += [
        "四、可引用 arXiv 号列表",
        "| arXiv 号 | 标题 | 可信度 | 与 inference.md 关系 |",
        "|---|---|---|---|",
    ]
    out += [f"| {a} | {name} | 高 | 建议归入 §1.3 |" for a, name in listed]
    out += ["五、本次无显著新增量的来源说明", f"- inbox/bench/{date}-other.md：无净增量"]
    out += ["六、建议今晚 E2 活文档更新优先级", "| 优先级 | 内容 | 动作 |", "|---|---|---|"]
    out += [f"| 🟡 中 | {t} | 写入 {anchors[i % 4]} |" for i, t in enumerate(titles[:4], 1)]
    out.append(f"本报告由 bench 自动生成 · {date} 22:20 CST 增量条目：{increments} 条")
    return "\n".join(out) + "\n"


def _points(gen: Generator, n: int) -> list[str]:
    """要点: one line of dash points, or a list with a table or a command now and then."""
    if n % 3:
        return [f"要点：- {gen.sentence(6)} - {gen.sentence(5)} - {gen.sentence(4)}"]
    lines = ["要点：", f"- {gen.sentence(6)}", "- 实测："]
    if n % 2:
        lines += ["| 场景 | 吞吐 |", "|---|---|", f"| 多轮 | {gen.random.randint(2, 90)}% |"]
    else:
        lines += [f"- vllm serve m-{gen.counter} \\", "    --gpu-memory-utilization 0.9"]
    return [*lines, f"- {gen.sentence(3)}"]


def _contradictions(
    gen: Generator, known: Entries, titles: list[str], anchors: list[str]
) -> list[str]:
    """Items naming an entry of the document by its lead name, one naming an increment of
    the briefing, and one naming nothing the document has."""
    out = ["三、值得警惕的矛盾或待核实说法"]
    for number, circled in enumerate("①②③"):
        name = known.pick(gen.random, anchors[number], 2)[0]
        out += [
            f"矛盾/待核实 {circled}：{name} 吞吐口径（中风险）",
            f"- 问题：{gen.sentence(5)}",
            f'- 建议：标注"{gen.sentence(4)}"',
        ]
    out += [
        f"矛盾/待核实 ④：{titles[0]} 版本号（低风险）",
        f"- 问题：{gen.sentence(5)}",
        f'- 建议：标注"{gen.sentence(3)}"',
    ]
    out += [
        f"矛盾/待核实 ⑤：{gen.sentence(4)}（低风险）",
        f"{gen.sentence(6)}。",
        f'建议：标注"{gen.sentence(3)}"',
    ]
    return out
