"""Seeded generators for the benchmark: realistic living documents and E1 briefings."""

from __future__ import annotations

import random

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
NAMES = (
    "vLLM",
    "SGLang",
    "LMDeploy",
    "TensorRT-LLM",
    "llama.cpp",
    "Dynamo",
    "LMCache",
    "MLX",
    "FlashInfer",
    "Triton",
    "KVBM",
    "NIXL",
    "Medusa",
    "EAGLE",
    "Mooncake",
)
ANCHORS = ("§1.1 框架格局", "§1.2 推理调度", "§1.3 KV Cache", "§1.4 推理可靠性与可观测性")
ANCHOR_SHARE = 0.12  # the anchors hold about an eighth of the entries; other sections the rest


class Generator:
    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)
        self.counter = 0

    def arxiv(self) -> str:
        self.counter += 1
        return f"26{self.random.randint(1, 9):02d}.{10000 + self.counter:05d}"

    def sentence(self, words: int) -> str:
        return "".join(self.random.choice(WORDS) for _ in range(words))

    def entry(self, marker: str, indent: str = "") -> list[str]:
        name = f"{self.random.choice(NAMES)} {self.random.randint(1, 99)}"
        stars = "⭐" * self.random.randint(2, 5)
        lines = [
            f"{indent}{marker} **{name}**（arXiv:{self.arxiv()}）{stars}（2026-09-"
            f"{self.random.randint(10, 28)}）：{self.sentence(6)}。"
        ]
        if self.random.random() < 0.35:
            sub = " " * (len(indent) + len(marker) + 1)
            lines.append(f"{sub}- {self.random.choice(NAMES)}：{self.sentence(5)}。")
        return lines

    def block(self, entries: int, marker: str) -> list[str]:
        """A list of entries, with now and then a table or a fence after it."""
        lines: list[str] = []
        for n in range(entries):
            bullet = f"{n + 1}." if marker == "1." else marker
            lines += self.entry(bullet)
        roll = self.random.random()
        if roll < 0.1:
            lines += ["", "| 指标 | 数值 | 来源 |", "|:--|--:|:--|"]
            lines += [
                f"| {self.sentence(2)} | {self.random.randint(1, 999)} | "
                f"{self.random.choice(NAMES)} |"
                for _ in range(4)
            ]
        elif roll < 0.18:
            lines += [
                "",
                "```bash",
                "# 不是标题",
                f"vllm serve model-{self.counter} \\",
                "  --gpu-memory-utilization 0.9",
                "```",
            ]
        return lines


def document(size: int, seed: int = 7) -> str:
    """A living document of about `size` bytes: about one entry per 120 bytes."""
    gen = Generator(seed)
    total = max(size // 120, 40)
    in_anchors = max(int(total * ANCHOR_SHARE), 8)
    others = total - in_anchors
    sections = max(others // 150, 4)
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
    markers = ("-", "*", "+", "1.")
    for number, anchor in enumerate(ANCHORS):
        lines += [f"## {anchor}", "", gen.sentence(10), ""]
        lines += [*gen.block(in_anchors // len(ANCHORS), markers[number % len(markers)]), ""]
    lines += ["## 待归类", "", "## 待核实", "", "## 归档", ""]
    for number in range(sections):
        lines += [f"## 3.{number} 专题 {number}", "", gen.sentence(12), ""]
        per = others // sections
        while per > 0:
            chunk = min(per, gen.random.randint(20, 60))
            lines += [*gen.block(chunk, markers[gen.random.randrange(len(markers))]), ""]
            if gen.random.random() < 0.3:
                lines += [f"### 3.{number}.{gen.counter % 9} 小节", ""]
            per -= chunk
    lines += [
        "## arXiv 索引",
        "",
        "| arXiv | 标题 | 章节 | 首次锚定 | 最近确认 |",
        "|---|---|---|---|---|",
        "| 2609.19969 | DeepSeek-V4.1-Flash | §1.3 | 2026-09-19 | 2026-09-20 |",
        "",
    ]
    return "\n".join(lines)


def anchor_arxiv_ids(text: str) -> list[str]:
    """arXiv ids of entries inside the anchor sections (targets for updates)."""
    ids: list[str] = []
    inside = False
    for line in text.split("\n"):
        if line.startswith("## "):
            inside = line[3:] in ANCHORS
        elif inside and "arXiv:" in line and not line.startswith(" "):
            ids.append(line.split("arXiv:", 1)[1][:10])
    return ids


def briefing(text: str, day: int, seed: int, increments: int = 8) -> str:
    """An E1 briefing: half new increments, half continuing entries of the document."""
    gen = Generator(seed + 1000)
    gen.counter = 50000 + seed * 100
    existing = anchor_arxiv_ids(text)
    date = f"2026-10-{day:02d}"
    out = [f"inference · E1 预消化简报({date})", "二、增量条目"]
    for n in range(1, increments + 1):
        anchor = ANCHORS[n % len(ANCHORS)]
        arxiv = gen.arxiv() if n % 2 else gen.random.choice(existing)
        out += [
            f"增量 {n}：{gen.random.choice(NAMES)} 第{seed}批 {n} 号 arXiv:{arxiv}（⭐⭐⭐⭐）",
            f"来源：inbox/bench/{date}-{n}.md",
            f"要点：- {gen.sentence(8)} - {gen.sentence(6)}",
            "可信度：高",
            f"建议归入章节：{anchor}",
        ]
    return "\n".join(out) + "\n"
