"""Where each line of a briefing landed in its parsed model: a check, independent of the
parser's own bookkeeping, that no line is silently dropped."""

from __future__ import annotations

import re

from patcher.briefing.parse import Brief
from patcher.text.tables import is_delimiter_row, is_table_line, split_row

_HEADING = re.compile(r"^\s*(?:#{1,6}\s*)?(?:\*\*)?[一二三四五六七八九十]{1,3}\s*[、.．:：]")


def unlanded(text: str, brief: Brief) -> dict[int, str]:
    """Non-blank lines that are in no part of the model and not reported as not understood."""
    lines = text.split("\n")
    numbers = {n for n, line in enumerate(lines, 1) if line.strip()}
    headings = {n for n in numbers if _HEADING.match(lines[n - 1])}
    landed = {brief.header_line, *headings, *(n.line for n in brief.unparsed)}
    landed |= {n for n in numbers if lines[n - 1] in brief.summary}
    landed |= {n for n in numbers if lines[n - 1].strip() == brief.footer}
    landed |= {r.line for r in brief.sources_checked} | {q.line for q in brief.quiet_sources}
    landed |= {r.line for r in brief.arxiv_list} | {p.line for p in brief.priorities}
    groups = {r.group for r in brief.arxiv_list}
    landed |= {n for n in numbers if lines[n - 1].strip() in groups}
    # an increment or a contradiction block runs to the next one or the next heading
    starts = {i.line for i in brief.increments} | {c.line for c in brief.contradictions}
    stops = starts | headings | {max(numbers) + 1}
    for start in starts:
        landed |= set(range(start, min(s for s in stops if s > start)))
    landed |= _table_frames(lines, landed)
    return {n: lines[n - 1] for n in sorted(numbers - landed)}


def _table_frames(lines: list[str], landed: set[int]) -> set[int]:
    """A table's header and delimiter lines, when one of its rows landed."""
    frames: set[int] = set()
    block: list[int] = []
    for number, line in enumerate([*lines, ""], 1):
        if is_table_line(line):
            block.append(number)
            continue
        if block and landed & set(block):
            frames.add(block[0])
            frames |= {n for n in block if is_delimiter_row(split_row(lines[n - 1]))}
        block = []
    return frames
