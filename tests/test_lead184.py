"""heldout184's general causes (lead184): an English preamble saying each major version of a
product is its own entry (over a relation line naming the older line's release as context), a
Chinese one filing incidents under the product `出事` and giving every paper an entry of its own,
a night's entry led by a name and a debut word (`X 开源`), a paper naming the one thing it
studies (`仅以 X 为研究对象`), an entry named by a family's generation holding the members its
lead names, a product topping a board whose verb ends the words before it, a contradiction led
by a short form an increment's title gives in brackets, a benchmark adding a subset of its own,
and a popularity chart that is no benchmark's result. The names and wordings are new, not the
set's."""

from __future__ import annotations

from patcher.plan import versions
from tests.conftest import brief_text, increment, items, patched, run

_ZH = (
    "# 检索 · 活文档\n\n"
    "> 维护：每个产品一条（所有版本都记在同一条下）；评测成绩记在基准/榜单条目下；"
    "事故与漏洞记在出事产品的条目下；论文单独成条（§1.3 论文）。\n\n"
    "## §1.1 框架与数据库\n\n"
    "- **Glimmerdb** · Lattice Nine · 托管向量检索服务，多区域部署\n"
    "  - 09-14：us-east-1 区域写入中断约 50 分钟\n"
    "- **Mossgraph** · Fernleaf · 图 RAG 框架，实体抽取 + 社区摘要\n"
    "  - 08-28：2.0 发布，支持分层社区\n\n"
    "## §1.2 检索与排序模型\n\n"
    "- **Pikerank** · Pike AI · 开源重排模型，当前 Pikerank 3\n"
    "  - 08-30：Pikerank 3 发布\n\n"
    "## §1.3 评测与研究\n\n"
    "- **Flintbench** · Flint 联盟 · 多跳检索基准（arXiv:3807.04321）\n"
    "  - 08-15：v1 发布，3,000 道多跳题\n\n"
    "## §1.4 可靠性与安全\n"
)

_EN = (
    "# Retrieval — living document\n\n"
    "Each major version of a product is its own entry (minor and patch releases are updates of"
    " their major version). Scores and rankings go under the product that earned them. A paper"
    " goes under the framework it evaluates when it evaluates exactly one.\n\n"
    "## §1.1 Frameworks & vector databases\n\n"
    "* **Wrenvec 6** — open-source vector database, 6.x line (Wren Labs)\n"
    "  * 2038-08-11 — 6.1: hybrid recall\n"
    "  * 2038-09-02 — 6.2: tenant quotas\n"
    "* **Loamstack** — agentic RAG framework, 0.x line (Loam Labs)\n"
    "  * 2038-09-24 — 0.9: tool-call retrievers\n\n"
    "## §1.2 Retrieval & ranking models\n\n"
    "* **Gannet 4** — fourth Gannet generation: Gannet Embed 4 (2048-d) and Gannet Rerank 4"
    " cross-encoder, API only (Gannet AI)\n"
    "  * 2038-07-22 — Embed 4 and Rerank 4 released together\n\n"
    "## §1.3 Evaluation & research\n\n"
    "* **Ridgeboard** — public retrieval leaderboard; ridgeboard.org (Ridge NLP)\n"
    "  * 2038-09-10 — long-document track added\n\n"
    "## §1.4 Incidents & security\n"
)


def _actions(doc: str, *blocks: str) -> list[tuple[str, str]]:
    report = run(doc, brief_text(*blocks))
    return [(a.action, a.matched or "") for a in report.actions]


def _relation(text: str) -> str:
    return f"与活文档现有脉络的关系：{text}\n"


def test_each_major_version_said_to_be_its_own_entry() -> None:
    """`Each major version of a product is its own entry` keeps one entry per major version;
    `Each tier is its own entry` says nothing of versions."""
    said = "Each major version of a product is its own entry (minor releases are updates)."
    assert versions.states_generation_entries(said)
    assert versions.states_generation_entries("Every major release gets its own entry.")
    assert not versions.states_generation_entries("Each tier is its own entry.")


def test_a_new_major_is_new_though_the_relation_names_the_older_lines_release() -> None:
    """`Wrenvec 7.0 预览版` against `**Wrenvec 6**` (6.x line), the relation line naming `Wrenvec
    6.2` as context: the preamble gives the new major an entry; `Wrenvec 6.3` stays the line's."""
    seven = increment(
        1,
        "Wrenvec 7.0 预览版 — 磁盘常驻索引",
        section="§1.1",
        extra=_relation("§1.1 已有 Wrenvec 6.2 锚定；本条为 7.x 新大版本首次出现"),
    )
    six = increment(2, "Wrenvec 6.3 — 过滤召回提速", section="§1.1")
    (first, _), (second, matched) = _actions(_EN, seven, six)
    assert first == "inserted"
    assert second == "updated" and "Wrenvec 6" in matched, matched


def test_incidents_filed_under_the_product_they_happened_to() -> None:
    """`事故与漏洞记在出事产品的条目下` files an outage under the product's entry."""
    assert versions.states_incidents_under_entry("事故与漏洞记在出事产品的条目下。")
    title = "Glimmerdb eu-west-1 区域服务中断 — 查询失败约 2 小时"
    [(action, matched)] = _actions(_ZH, increment(1, title, section="§1.4"))
    assert action == "updated" and "Glimmerdb" in matched, matched


def test_papers_said_to_be_their_own_entries() -> None:
    """`论文单独成条`, `Papers get their own entries`; not some papers only (`无对应产品的论文
    单独立条`, `Other papers get their own entry`, `Follow-up papers …`) nor a denial."""
    assert versions.states_papers_own_entries("论文单独成条（§1.3 论文）。")
    assert versions.states_papers_own_entries("Papers get their own entries.")
    assert not versions.states_papers_own_entries("无对应产品的论文单独立条。")
    assert not versions.states_papers_own_entries("Other papers get their own entry.")
    assert not versions.states_papers_own_entries("Follow-up papers get their own entry.")
    assert not versions.states_papers_own_entries("论文不单独成条。")


def test_a_study_of_a_product_is_a_paper_of_its_own_and_the_product_keeps_its_news() -> None:
    """Where every paper is an entry: `Mossgraph 检索层消融研究 arXiv:…` is a new paper, not
    Mossgraph's news. The product's next release, its first word shared with that paper's
    entry now, is a new entry reported as possibly continuing the product: a reading that
    sent it to the product (every other entry of the name a paper) was taken back after it
    put a result of a blind week on the wrong entry."""
    study = increment(1, "Mossgraph 检索层消融研究 arXiv:3901.01234——只改摘要层", section="§1.3")
    release = increment(2, "Mossgraph增量索引进入 2.1 正式版——无需全量重建", section="§1.1")
    report = run(_ZH, brief_text(study, release))
    first, second = report.actions
    assert first.action == "inserted"
    assert second.action == "inserted" and "Mossgraph" in second.possibly, second


def test_a_nights_debut_entry_goes_by_the_name_before_its_debut_word() -> None:
    """A night's `Emberlite 开源 — …` goes by `Emberlite`: `Emberlite 召回补测` is its news."""
    debut = increment(1, "Emberlite 开源 — Go 实现的向量库", section="§1.1")
    first = run(_ZH, brief_text(debut, date="2038-10-21"))
    assert first.actions[0].action == "inserted"
    written = patched(_ZH, first.diff)
    later = increment(1, "Emberlite 召回补测 — recall@10 0.94", section="§1.1")
    (action,) = run(written, brief_text(later, date="2038-10-22")).actions
    assert action.action == "updated" and "Emberlite" in (action.matched or ""), action


def test_a_paper_naming_the_one_thing_it_studies_goes_under_it() -> None:
    """`FaithLens arXiv:… — 仅以 Loamstack 为研究对象` where papers go under what they evaluate."""
    title = "FaithLens arXiv:3901.07777 — 代理式 RAG 的忠实度缺口，仅以 Loamstack 为研究对象"
    [(action, matched)] = _actions(_EN, increment(1, title, section="§1.3"))
    assert action == "updated" and "Loamstack" in matched, matched


def test_a_generation_entry_holds_the_members_its_lead_names() -> None:
    """`**Gannet 4** — …: Gannet Embed 4 (…) and Gannet Rerank 4 …`: `gannet embed 4 登顶
    Ridgeboard …` is Gannet 4's score where scores go under the product that earned them."""
    title = "gannet embed 4 登顶 Ridgeboard 英文检索赛道——nDCG@10 0.70"
    [(action, matched)] = _actions(_EN, increment(1, title, section="§1.3"))
    assert action == "updated" and "Gannet 4" in matched, matched


def test_a_contradiction_led_by_a_short_form_an_increments_title_gives() -> None:
    """`GE4 定价口径` where the briefing's `Gannet Embed 4（GE4）API 定价公布` gave GE4: on that
    increment's entry, not 待核实."""
    block = increment(
        1, "Gannet Embed 4（GE4）API 定价公布——每百万 token 0.08 美元", section="§1.2"
    )
    item = "矛盾/待核实 ①：GE4 定价口径（低风险）\npricing 页 0.08 美元，论坛截图为 0.13 美元。\n"
    (note,) = run(_EN, brief_text(block) + items(item)).contradictions
    assert note.attached_to != "verify", note


def test_a_benchmark_adding_a_subset_of_its_own_is_its_news() -> None:
    """`Flintbench 新增日文多跳子集 arXiv:…`: the benchmark extended, its own paper too."""
    title = "Flintbench 新增日文多跳子集 arXiv:3901.05555"
    [(action, matched)] = _actions(_ZH, increment(1, title, section="§1.3"))
    assert action == "updated" and "Flintbench" in matched, matched


def test_a_popularity_chart_is_no_benchmarks_result() -> None:
    """`Pikerank 3 下载量一周破 50 万，Hugging Face 重排类周榜第一` is the model's news where results
    go under the benchmark: downloads and a trending chart are no evaluation."""
    title = "Pikerank 3 下载量一周破 50 万，Hugging Face 重排类周榜第一"
    [(action, matched)] = _actions(_ZH, increment(1, title, section="§1.2"))
    assert action == "updated" and "Pikerank" in matched, matched


def test_a_paper_taking_one_thing_as_its_object_goes_under_it() -> None:
    """`… — 以 Loamstack 为对象的 400 会话实测` (no word of study before 对象) where papers go
    under what they evaluate: the same one thing studied."""
    title = "检索智能体的长程记忆衰减 arXiv:3901.07788 — 以 Loamstack 为对象的 400 会话实测"
    [(action, matched)] = _actions(_EN, increment(1, title, section="§1.3"))
    assert action == "updated" and "Loamstack" in matched, matched
