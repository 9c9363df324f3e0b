"""heldout212's general causes (lead212): a preamble keeping `one entry per major generation`
(the generation rule said with `major generation`); an issue's follow-up where the preamble files
incidents under the entry they affect and one entry's dated history line already cites the issue
(`- 2040-10-22 — incident owner/repo#N: …`). The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import versions
from tests.conftest import brief_text, increment, items, run

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
    plain = _EN.replace("; incidents are history\nlines of the generation they hit.", ".\n")
    title = "Tallyhook #2210 适配器重载卡死 — 修复 PR 合并"
    source = "github.com/brackwater/tallyhook/issues/2210"
    _, matched = _one(plain, title, "§1.4 推理可靠性", source)
    assert "records the title" not in matched, matched


_ZH = (
    "# serving · 活文档\n\n"
    "> 每条以加粗名称开头；后续进展以 `YYYY-MM-DD 续：` 子条目挂在原条目下。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Pinecrest Server**（Ulmo Compute · 闭源编译式引擎）：预编译计算图。\n"
    "  - 2039-10-02：Pinecrest 3 GA。\n"
    "  - 2040-04-01 续：Pinecrest 4 GA，引入 FP8。\n"
    "- **Tallyhook**（Brackwater Labs）：开源服务运行时。\n\n"
    "## §1.2 推理调度\n\n"
    "- **Larchmere**（arXiv:3905.11111）：按松弛度批调度。\n\n"
    "## §1.3 KV Cache\n\n"
    "- **Quernstone**（GitHub quern/quernstone）：分层 KV 存储。\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- **Gorsefield**（GitHub gorse/gorsefield）：链路追踪。\n\n"
    "## 待核实\n\n"
    "- 旧条目。\n"
)


def _note(doc: str, item: str) -> str:
    """Where a night holding one unrelated increment puts the item: the matched reason."""
    block = increment(1, "Larchmere v2 修订 — 新增多副本实验", "§1.2 推理调度")
    report = run(doc, brief_text(block, date="2040-06-10") + items(item))
    (note,) = report.contradictions
    return note.matched or ""


def test_a_generation_by_the_short_form_its_entry_writes() -> None:
    """`传闻 Ulmo 将开源 Pinecrest 3` names `Pinecrest 3`, which `**Pinecrest Server**`'s own
    sub-item writes (`Pinecrest 3 GA`): the rumour is that entry's, not the 待核实 section's. A
    number the entry never writes after the word (`Pinecrest 7`) is not read so."""
    said = "矛盾/待核实 ④：传闻 Ulmo 将开源 Pinecrest 3（低风险）\n- 仅一篇通讯提及\n- 建议：待官方消息\n"
    assert "short form" in _note(_ZH, said)
    other = said.replace("Pinecrest 3", "Pinecrest 7")
    assert "short form" not in _note(_ZH, other)
