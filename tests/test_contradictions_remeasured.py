"""A board's re-measure whose figure follows a word of measuring after the board's name
(`Orca-VL 2.1 正式版 DocRead 复测 72.9`) goes on the board's entry where the preamble files
scores there, as `DocRead 72.9` does."""

from __future__ import annotations

from patcher import api
from patcher.text.source import Source

from .conftest import brief_text, increment, shipped_map

BOARDS = (
    "# 多模态笔记\n\n> 评测分数记在对应基准条目下；故障、价格记在产品条目下。\n\n"
    "## §1.1 模型\n\n- **Orca-VL**：多模态模型（Orca Labs）\n\n"
    "## §1.2 工具\n\n## §1.3 记忆\n\n"
    "## §1.4 评测\n\n- **DocRead**：多模态阅读理解基准\n  - 04-30：Orca-VL 68.4；Kite-VL 70.1。\n"
)


def _attached(title: str) -> str:
    brief = brief_text(increment(1, "Orca-VL 2.1 正式版 — 修复长视频时间戳漂移"), date="2035-06-20")
    brief += f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 1：{title}（中风险）\n"
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", BOARDS.encode()), shipped_map()
    )
    (note,) = report.contradictions
    return note.attached_to or ""


def test_a_word_of_measuring_between_the_board_and_its_figure() -> None:
    assert "DocRead" in _attached("Orca-VL 2.1 正式版 DocRead 复测 72.9%")
    assert "DocRead" in _attached("Orca-VL 2.1 正式版 DocRead 复测为 72.9")
    # another word between them: no figure of the board's
    assert "DocRead" not in _attached("Orca-VL 2.1 正式版 DocRead 之外复测 72.9")
