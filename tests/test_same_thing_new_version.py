"""A relation line saying the news is a new version of the same thing (`v3 为同一基准新版，arXiv
号为新版本的单独报告`): the version's own paper does not make it another paper than the entry
named without a version (`**Ledgerhop**` with v2's arXiv id). Names are invented."""

from __future__ import annotations

from .conftest import brief_text, increment, run

_DOC = (
    "# agent · 活文档\n\n> 论文单独成条，按主题入节。\n\n"
    "## §1.1 框架\n\n## §1.2 协议\n\n## §1.3 评测与基准\n\n"
    "- **Ledgerhop** — 多步工具调用基准，420 个任务；arXiv:3709.01234（Northwood 大学，2037-09）\n"
    "  - 07-10：v2 加入工具失败注入\n\n"
    "## §1.4 可靠性\n"
)


def _first(relation: str) -> tuple[str, str]:
    extra = f"arXiv 号：arXiv:3809.05555 Ledgerhop v3\n与活文档现有脉络的关系：{relation}\n"
    title = "Ledgerhop v3 — 920 个任务，加入多智能体协作赛道"
    action = run(_DOC, brief_text(increment(1, title, section="§1.3", extra=extra))).actions[0]
    return action.action, action.matched or ""


def test_a_new_version_of_the_same_benchmark_with_its_own_report() -> None:
    action, matched = _first("§1.3 Ledgerhop；v3 为同一基准新版，arXiv 号为新版本的单独报告")
    assert action == "updated" and "Ledgerhop" in matched, matched


def test_without_the_lines_word_its_own_paper_is_another() -> None:
    """The same increment whose line says nothing of a version: another paper, as before."""
    action, _ = _first("§1.3 Ledgerhop 已收录")
    assert action == "inserted"
