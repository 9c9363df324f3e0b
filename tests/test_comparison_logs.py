"""A preamble sending head-to-head comparisons to a running log entry it names (issue 21,
heldout85: `Head-to-head comparisons go into the bake-off logs (`LOG · Bake-off log (vector
stores)` in §1.2, …)`): a comparison's title continues the one such log of its section."""

from __future__ import annotations

from patcher.plan import logs
from tests.conftest import brief_text, increment, run
from tests.test_release_lines import RADAR, on_radar


def test_the_logs_a_preamble_names() -> None:
    said = (
        "- **Head-to-head comparisons go into the shoot-out logs** (`LOG · Shoot-out log "
        "(indexes)` in §1.2, `LOG · Shoot-out log (rerankers)` in §1.3), one per comparison."
    )
    assert logs.stated_comparison_logs(said) == ("logshootoutlogindexes", "logshootoutlogrerankers")
    assert logs.stated_comparison_logs("横评一律记入 `选型对照记录` 条目，按日期追加。") == (
        "选型对照记录",
    )
    # a comparison rule naming no log, or a tag: nothing to continue
    assert logs.stated_comparison_logs("多个产品的横向对比单独成条，首行以 `#对比` 结尾。") == ()
    assert logs.stated_comparison_logs("A single product's own numbers stay on its entry.") == ()


def test_a_comparison_continues_the_log_of_its_section() -> None:
    title = "百万级图索引横评 — Ospira 2.4 / Marten 0.9，Ospira 延迟最低"
    found = on_radar(title, "§1.2").actions[0]
    assert found.action == "updated" and "comparisons" in (found.matched or ""), found
    plain = RADAR.replace("- **Head-to-head comparisons go into the shoot-out log**", "- Note")
    assert on_radar(title, "§1.2", doc=plain).actions[0].action == "inserted"
    assert on_radar(title, "§1.1").actions[0].action == "inserted"  # (no log in §1.1)


_LEDGER = (
    "# inference · 活文档\n\n"
    "> 约定：一个产品一条，新版本写成子项。\n"
    "> 全部评测成绩（含新基准的首发）一律记入 §1.4 的 `🧪 跑分总账` 表，一次跑分一行，不为基准另立条目。\n\n"
    "## §1.1 框架格局\n\n- 🧠 **岩鹭**（Rockheron）｜北岸实验室｜通用大模型，现役 2.0\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 评测与可靠性\n\n"
    "- 🧪 **跑分总账**（一次跑分一行）\n\n"
    "  | 日期 | 基准 | 对象 | 结果 |\n  |---|---|---|---|\n"
    "  | 03-02 | LongHaul（arXiv:2611.04567） | 岩鹭 2.0 | 61.2 |\n\n"
    "- 🔭 **Tracewell**｜开源｜推理链路追踪\n"
)


def test_every_evaluation_goes_to_the_ledger_the_preamble_names() -> None:
    """heldout104 zh `所有评测结果（包括新评测集的首次发布）都登记在 §1.4 的 `📊 评测台账` 表里`: a
    leaderboard, a score and a new benchmark's first release (its own arXiv id, beside a
    ledger row citing another paper) continue that ledger; a release quoting a score, and news
    of another entry, do not."""
    assert logs.stated_result_ledger(_LEDGER) == "跑分总账"
    assert logs.stated_result_ledger("> 评测结果过去记入 `旧总账`，现已停用。") == ""
    assert logs.reports_evaluation("ToolRace 5 月榜 — 岩鹭登顶")
    assert logs.reports_evaluation("SparBench 首发 — 长上下文检索基准（arXiv:2703.01234）")
    assert not logs.reports_evaluation("岩鹭 2.1 发布 — LongHaul 基准 64.0")
    for title in (
        "ToolRace 5 月榜 — 岩鹭登顶，Tracewell 未参评",
        "SparBench 首发 — 长上下文检索基准（arXiv:2703.01234）",
        "岩鹭2.0 长文成绩 — LongHaul 63.5",
    ):
        action = run(_LEDGER, brief_text(increment(1, title, section="§1.4"))).actions[0]
        assert action.action == "updated" and "ledger" in (action.matched or ""), action
    first = brief_text(
        increment(1, "SparBench 首发 — 检索基准（arXiv:2703.01234）", section="§1.4")
    )
    second = "QuarryEval-2 — 多模态综合评测第二版（arXiv:2704.05678）"
    night = brief_text(increment(1, second, section="§1.4"), date="2026-10-02")
    action = run(_LEDGER, first, night).actions[-1]  # (the ledger holds the first paper's id)
    assert action.action == "updated" and "ledger" in (action.matched or ""), action
    release = brief_text(increment(1, "岩鹭 2.1 发布 — LongHaul 基准 64.0", section="§1.1"))
    found = run(_LEDGER, release).actions[0]
    assert found.action == "updated" and "ledger" not in (found.matched or ""), found


_BRACKETED_LEDGER = (
    "# inference · 活文档\n\n"
    "> 约定：每个工具一条。所有跑分成绩都写在 §1.2 的「基准总表」，一次一行。\n\n"
    "## §1.1 框架格局\n\n1. **Sparrowhawk**：向量检索服务。\n\n"
    "## §1.2 评测\n\n1. **基准总表**：\n\n"
    "| 日期 | 对象 | 基准 | 结果 |\n|---|---|---|---|\n| 03-02 | Sparrowhawk 1.1 | QPSBench | 9k |\n\n"
    "## §1.3 y\n\n## §1.4 z\n"
)


def test_a_ledger_the_preamble_quotes_in_corner_brackets() -> None:
    """A preamble quoting the ledger in corner brackets (`…都写在 §1.2 的「基准总表」`) names it
    as a code span does; a score led by the product's name, and a benchmark round's results
    (`HELM 结果：…`), suggested in the ledger's section, go there; the product's release does
    not."""
    assert logs.stated_result_ledger(_BRACKETED_LEDGER) == "基准总表"
    assert logs.reports_evaluation("HELM 结果：Sparrowhawk 召回第一")
    assert not logs.reports_evaluation("事故复盘结果：索引损坏")
    for title in ("Sparrowhawk 在 QPSBench 上得分 12k", "HELM 结果：Sparrowhawk 召回第一"):
        action = run(_BRACKETED_LEDGER, brief_text(increment(1, title, section="§1.2"))).actions[0]
        assert action.action == "updated" and "ledger" in (action.matched or ""), action
    release = brief_text(increment(1, "Sparrowhawk 1.2 发布：支持量化", section="§1.1"))
    found = run(_BRACKETED_LEDGER, release).actions[0]
    assert found.action == "updated" and "ledger" not in (found.matched or ""), found
