"""Measure: what the preamble readers read of each labelled convention statement.

    python bench/conventions_stated.py [--misses]

`tests/data/conventions_stated/lines.yaml` labels preamble lines (written before the readers
were read) with the home each states for each kind of news (`stated.KINDS`): under_product,
apart, any (either reading right) or nothing. Each line is put in a small document (a title,
the line, a section with two entries) and read as the decisions read it
(`EntryIndex.conventions`). Printed: per kind, recall (stated homes read right) and precision
(homes read that the line states so); `--misses` lists every wrong or missed reading.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from ruamel.yaml import YAML

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from patcher.config.maps import find_map, load_map  # noqa: E402
from patcher.document import sections  # noqa: E402
from patcher.plan.editor import Editor  # noqa: E402
from patcher.plan.stated import KINDS, Conventions  # noqa: E402
from patcher.text.source import split_text  # noqa: E402

LINES = ROOT / "tests" / "data" / "conventions_stated" / "lines.yaml"
_DOCUMENT = """# 推理服务动态 · Inference notes

{line}

## §1.1 框架格局

- **Harbor 2.3**：推理引擎，2027-03 发布。
- **Quillmate**：编码智能体；Quillmate 2.0 于 2027-04 发布。

## §1.2 推理调度

## §1.3 KV Cache

## §1.4 推理可靠性与可观测性

- **Harbor 宕机复盘**：2027-04-02 区域中断。

## 待归类

## 待核实

## 归档

## arXiv 索引

| arXiv | 标题 | 章节 | 首次锚定 | 最近确认 |
|---|---|---|---|---|
"""


@dataclass(frozen=True)
class Reading:
    """One labelled line and what the readers read of it."""

    line: str
    labels: dict[str, str]
    read: Conventions


def read_line(line: str) -> Conventions:
    """The conventions the decisions read from a document whose preamble holds `line`."""
    smap = load_map(find_map(None, ROOT))
    living = sections.load(split_text("doc.md", _DOCUMENT.format(line=line)), smap)
    return Editor(living, smap).index.conventions()


def readings() -> list[Reading]:
    """Every labelled line, read."""
    items = YAML(typ="safe").load(LINES.read_text(encoding="utf-8"))
    return [
        Reading(i["line"], {k: v for k, v in i.items() if k != "line"}, read_line(i["line"]))
        for i in items
    ]


def counts(found: list[Reading], kind: str) -> tuple[int, int, int]:
    """(right, labelled, read) for one kind: `any` labels count in neither."""
    right = labelled = read = 0
    for r in found:
        label, got = r.labels.get(kind, ""), r.read.of(kind)
        if label == "any":
            continue
        labelled += bool(label)
        read += bool(got)
        right += bool(got) and got == label
    return right, labelled, read


def figures(found: list[Reading]) -> str:
    """Recall and precision per kind and over all kinds."""
    rows, total = [], [0, 0, 0]
    for kind in (*KINDS, "all"):
        right, labelled, read = tuple(total) if kind == "all" else counts(found, kind)
        if kind != "all":
            total = [a + b for a, b in zip(total, (right, labelled, read), strict=True)]
        rows.append(
            f"{kind:<11} recall {right}/{labelled} ({right / max(labelled, 1):.2f})"
            f"  precision {right}/{read} ({right / max(read, 1):.2f})"
        )
    return "\n".join(rows)


def misses(found: list[Reading]) -> list[str]:
    """Every reading that is not the label (`any` aside)."""
    wrong = []
    for r in found:
        for kind in KINDS:
            label, got = r.labels.get(kind, ""), r.read.of(kind)
            if label != "any" and label != got:
                wrong.append(f"{kind}: label {label or '-'} read {got or '-'}  | {r.line}")
    return wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--misses", action="store_true")
    args = parser.parse_args()
    found = readings()
    print(figures(found))
    if args.misses:
        print("\n".join(misses(found)))


if __name__ == "__main__":
    main()
