"""The pre-write check counts the entries of each re-read window and the ids they hold
(`lists.window_ids`): the same entries, in order, and the same ids as reading them whole
(`lists.read_window`) gives, markers in code spans and fences included."""

from __future__ import annotations

import sys

from patcher.config.sectionmap import SectionMap
from patcher.document.lists import read_window, window_ids
from patcher.document.sections import load
from patcher.text.source import split_text

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
from generate import document as generated

TRICKY = """# 活文档

## §1.1 框架格局

- **Alpha** 发布 <!-- livedoc:id=2026-10-01#1 keys=arxiv:2609.00001 -->
  - 2026-10-02 续：吞吐 <!-- livedoc:id=2026-10-02#1 -->
- **Beta** `<!-- livedoc:id=2026-10-03#1 -->` 只是代码
  ```
  <!-- livedoc:id=2026-10-04#1 -->
  ```
- **Gamma** 无标记
1. **Delta** <!-- livedoc:id=2026-10-05#1 --> <!-- livedoc:id=2026-10-05#2 -->

## §1.2 推理调度

## §1.3 KV Cache

- **Epsilon** <!-- livedoc:id=2026-10-06#1 -->

## §1.4 推理可靠性与可观测性
"""


def test_window_ids_are_the_ids_of_the_entries_read(default_map: SectionMap) -> None:
    for text in (split_text("d.md", TRICKY), split_text("g.md", generated(60_000))):
        doc = load(text, default_map)
        for section in doc.sections:
            anchor = default_map.anchor(section.anchor.id)
            starts = [e.start for e in section.entries] or [section.start]
            for lo, hi in [
                (section.start, section.end),
                *zip(starts[::7], starts[3::7], strict=False),
            ]:
                entries = read_window(text, lo, hi, anchor, default_map)
                assert window_ids(text, lo, hi) == [set(e.ids) for e in entries]
