"""Write an E1 briefing from a compact spec: python gen.py SPEC OUT DATE.

SPEC: blocks separated by blank lines; line 1 the title, then `src:`, `pt:` (repeatable),
`rel:`, `sec:`, `cred:` lines.
"""

import sys
from pathlib import Path


def field_values(block: list[str]) -> dict[str, list[str]]:
    """A block's fields, each a list of values (`pt` may repeat)."""
    fields: dict[str, list[str]] = {"src": ["inbox/test/notes.md"], "pt": [], "rel": ["无"]}
    fields |= {"sec": ["§1.1 框架格局"], "cred": ["中"]}
    for line in block:
        key, _, value = line.partition(":")
        fields[key] = [*fields[key], value.strip()] if key == "pt" else [value.strip()]
    return fields


def briefing(spec: str, date: str) -> str:
    blocks = [b.strip().splitlines() for b in spec.split("\n\n") if b.strip()]
    lines = [f"inference · E1 预消化简报({date})", "状态摘要", f"- 增量条数：{len(blocks)} 条"]
    lines.append("二、增量条目")
    for number, block in enumerate(blocks, 1):
        fields = field_values(block[1:])
        lines += [f"增量 {number}：{block[0]}（⭐⭐⭐）", f"来源：{fields['src'][0]}", "要点："]
        lines += [f"- {point}" for point in (fields["pt"] or ["见来源"])]
        lines.append(f"可信度：{fields['cred'][0]}")
        lines.append(f"与活文档现有脉络的关系：{fields['rel'][0]}")
        lines.append(f"建议归入章节：{fields['sec'][0]}")
    lines.append("本报告由 test 生成")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    spec, out, date = sys.argv[1], sys.argv[2], sys.argv[3]
    Path(out).write_text(briefing(Path(spec).read_text(encoding="utf-8"), date), encoding="utf-8")
