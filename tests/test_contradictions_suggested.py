"""A contradiction item whose title names its entry only by initials the document does not
define as a name (`SCR 授权说法不一`) goes on the entry its suggestion names alone by a name of
two words or more (`标注"Stratus Cloud Retrieval 授权待澄清"`); a suggestion naming two entries
or one word decides nothing. Names here are invented."""

from __future__ import annotations

from .conftest import brief_text, entry_at, increment, line_of, run

DOC = (
    "# RAG\n\n## §1.1 框架格局\n\n"
    "- **层云检索**（Stratus Cloud Retrieval，arXiv:2711.04412）— 两级图检索\n"
    "- **Quarry Index** — 倒排与向量混合索引\n"
    "- **Tessel** — 切块工具\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n\n## 待核实\n\n"
)


def _apply(line: str) -> str:
    brief = brief_text(increment(1, "Wicker Serve 1.0 发布"), date="2038-02-03")
    return run(DOC, brief + f"三、值得警惕的矛盾或待核实说法\n{line}\n").new_text.render()


def test_a_suggestion_naming_one_entry_by_its_long_name_takes_the_note() -> None:
    text = _apply(
        "1. SCR 代码许可证说法不一（低风险）：LICENSE 为 MIT，README 写仅限学术。"
        '建议：标注"Stratus Cloud Retrieval 代码许可证待作者澄清"'
    )
    assert entry_at(text, line_of(text, "id=2038-02-03#c1")).startswith("- **层云检索**"), text


def test_the_paragraph_form_reads_the_same() -> None:
    text = _apply(
        "矛盾/待核实 ①：SCR 代码许可证说法不一（低风险）\n- 问题：LICENSE 与 README 不一致\n"
        '- 建议：标注"Stratus Cloud Retrieval 代码许可证待作者澄清"'
    )
    assert entry_at(text, line_of(text, "id=2038-02-03#c1")).startswith("- **层云检索**"), text


def test_a_suggestion_naming_two_entries_leaves_the_note_to_verify() -> None:
    text = _apply(
        "1. SCR 与 QI 对比口径不一（低风险）：两家自测。"
        '建议：标注"Stratus Cloud Retrieval 与 Quarry Index 对比口径待核实"'
    )
    assert line_of(text, "## 待核实") < line_of(text, "id=2038-02-03#c1"), text


def test_a_one_word_name_in_the_suggestion_decides_nothing() -> None:
    text = _apply('1. TS 切块说法不一（低风险）：两处数字不同。建议：标注"Tessel 切块数字待核实"')
    assert line_of(text, "## 待核实") < line_of(text, "id=2038-02-03#c1"), text
