"""heldout212's general causes (lead212): a preamble keeping `one entry per major generation`
(the generation rule said with `major generation`); an issue's follow-up where the preamble files
incidents under the entry they affect and one entry's dated history line already cites the issue
(`- 2040-10-22 — incident owner/repo#N: …`). The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import versions
from tests.conftest import brief_text, run

_EN = (
    "# Serving — living notes\n\n"
    "Each entry is a `### Name` heading, a one-paragraph description, and a `History:` list,\n"
    "newest last. Runtimes are tracked one entry per major generation; incidents are history\n"
    "lines of the generation they hit.\n\n"
    "## §1.1 Framework landscape\n\n"
    "### Tallyhook 2\n"
    "Brackwater Labs' serving runtime (github.com/brackwater/tallyhook), second generation.\n\n"
    "History:\n"
    "- 2040-03-02 — 2.0: paged KV.\n"
    "- 2040-05-14 — incident brackwater/tallyhook#2210: stalls after adapter reload; confirmed P1.\n\n"
    "### Pinecrest Server 4\n"
    "Ulmo Compute's compiled engine; fourth generation.\n\n"
    "History:\n"
    "- 2040-04-01 — GA.\n\n"
    "## §1.2 Scheduling\n\n"
    "### Larchmere\n"
    "arXiv:3905.11111. Batch scheduling by slack.\n\n"
    "## §1.3 KV cache\n\n"
    "### Quernstone\n"
    "github.com/quern/quernstone. Tiered KV store.\n\n"
    "## §1.4 Reliability and observability\n\n"
    "### Gorsefield\n"
    "github.com/gorse/gorsefield. Per-request tracing.\n\n"
    "History:\n"
    "- 2040-02-01 — 1.0.\n"
)


def _one(doc: str, title: str, section: str, source: str = "example.org/a") -> tuple[str, str]:
    block = (
        f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/x.md §1；{source}\n"
        f"要点：- 要点一 - 要点二\n可信度：高\n与活文档关系：无\n建议归入章节：{section}"
    )
    report = run(doc, brief_text(block, date="2040-06-10"))
    [action] = report.actions
    return action.action, action.matched or ""


def test_one_entry_per_major_generation_is_the_generation_rule() -> None:
    """`tracked one entry per major generation` keeps an entry per generation, as `one entry
    per major version` does; not when denied."""
    assert versions.states_generation_entries(
        "Runtimes are tracked one entry per major generation; incidents are lines."
    )
    assert versions.states_generation_entries("One entry per runtime major generation.")
    assert not versions.states_generation_entries("We do not keep one entry per major generation.")


def test_a_new_major_generation_is_a_new_entry_where_the_preamble_says_so() -> None:
    """`Pinecrest Server 5.0 发布` is not `### Pinecrest Server 4`'s news under that rule;
    `PinecrestServer 4.2` (glued) is."""
    action, _ = _one(_EN, "Pinecrest Server 5.0 发布 — 新编译器后端", "§1.1 框架格局")
    assert action == "inserted"
    action, matched = _one(_EN, "PinecrestServer 4.2 —— FP4 编译路径", "§1.1 框架格局")
    assert action == "updated" and "Pinecrest Server 4" in matched, matched


def test_an_issue_a_history_line_records_is_that_entrys_news() -> None:
    """The preamble files incidents under the generation they hit and `### Tallyhook 2`'s
    history cites `brackwater/tallyhook#2210`: the issue's fix is Tallyhook 2's news, not a new
    §1.4 entry; without that history line it is not read so."""
    title = "Tallyhook #2210 适配器重载卡死 — 修复 PR 合并"
    source = "github.com/brackwater/tallyhook/issues/2210"
    action, matched = _one(_EN, title, "§1.4 推理可靠性", source)
    assert action == "updated" and "Tallyhook 2" in matched, matched
    other = "github.com/brackwater/tallyhook/issues/2388"
    action, matched = _one(_EN, "Tallyhook #2388 流式截断", "§1.4 推理可靠性", other)
    assert "records" not in matched, matched


def test_an_issue_in_history_is_not_read_without_the_preamble_saying_so() -> None:
    """Without the preamble filing incidents under the generation, a history line citing the
    issue does not decide it."""
    plain = _EN.replace(
        "; incidents are history\nlines of the generation they hit.", ".\n"
    )
    title = "Tallyhook #2210 适配器重载卡死 — 修复 PR 合并"
    source = "github.com/brackwater/tallyhook/issues/2210"
    _, matched = _one(plain, title, "§1.4 推理可靠性", source)
    assert "records the title" not in matched, matched
