"""heldout223's general causes (lead223): a preamble filing incidents apart `不论涉及一个还是多个
产品` (regardless, not a denial); one filing apart only an incident of several products, the
single product's staying on its entry. The names and wordings are new, not the set's."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_ZH = (
    "# 检索 · 活文档\n\n"
    "> 维护约定：\n"
    "> - 每个条目一个 `### 名称` 标题，下接一句说明和 `更新：` 列表。\n"
    "> - 版本化产品按**大版本**分条（`### 鹊桥 2`）：小版本、补丁记在所属大版本条目下；"
    "新的大版本号另起一条。\n"
    "> - 事故（宕机、串号、索引损坏）不论涉及一个还是多个产品，一律在 §1.4 单独成条，"
    "标题 `### 事故：…`；复盘写在事故条目下。\n\n"
    "## §1.1 框架格局\n\n"
    "### Marrowind\n"
    "Tallow Labs 的托管问答 API，2039-03-02 上线，按查询计费。\n"
    "更新：\n"
    "- 2039-05-11：新增团队知识库接入。\n\n"
    "## §1.2 推理调度\n\n"
    "### Quillby\n"
    "arXiv:3902.01234，查询改写方法。\n\n"
    "### 鹊桥 2\n"
    "鸣鹭科技开源向量数据库鹊桥（Magpie）第二代，2.0 于 2039-01-20 发布。\n"
    "更新：\n"
    "- 2039-04-02：2.3 支持稀疏向量。\n\n"
    "## §1.3 索引与嵌入\n\n"
    "### Vesper-Embed 3\n"
    "Vesperine 的第三代文本嵌入模型，1024 维。\n\n"
    "## §1.4 可靠性与评测\n\n"
    "### 事故：Corbel 2.1 缓存串号（2039-04-02）\n"
    "Corbel 2.1 开启缓存时不同用户收到同一答案；2.1.3 修复。\n"
)


def _one(doc: str, title: str, section: str = "§1.1 框架格局", extra: str = "") -> tuple[str, str]:
    report = run(doc, brief_text(increment(1, title, section, extra=extra), date="2039-06-03"))
    action = report.actions[0]
    return action.action, action.matched or ""


def test_an_incident_filed_apart_regardless_of_how_many_products_is_new() -> None:
    """`不论涉及一个还是多个产品，一律…单独成条` files every incident apart (`不论` is no denial):
    `Marrowind 问答 API 答案串号 — …` with `串号` listed is a new incident, not the API's news."""
    action, matched = _one(
        _ZH, "Marrowind 问答 API 答案串号 — 部分用户看到他人知识库片段", "§1.4 可靠性与评测"
    )
    assert action == "inserted", matched


_EN = (
    "# Retrieval — living document\n\n"
    "Conventions:\n"
    "- One top-level bullet per entry: `**Name**` (maker · kind): summary, then dated sub-bullets.\n"
    "- Hosted editions (`… Cloud`) and official SDKs are part of the product's family entry, not\n"
    "  entries of their own.\n"
    "- Every benchmark or leaderboard result — one model or many — is a dated line on the\n"
    "  benchmark's entry in §1.4.\n"
    "- One entry per paper line of work: a revised version, a code release or the authors' own\n"
    "  sequel paper (a `-2` / `++` follow-up with a new arXiv id) continues the first paper's entry.\n"
    "- An incident of one product (including its hosted edition) is a dated line on that "
    "product's entry;\n"
    "  only an incident hitting several products at once gets its own §1.4 entry "
    "(`**Incident: …**`).\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Marrowind** (Tallow Labs · hosted QA API): launched 2039-03-02, billed per query.\n"
    "  - 2039-05-11: team knowledge bases.\n"
    "- **Corbel** (Corbel Inc. · open-source RAG framework): generation 2.\n\n"
    "## §1.2 Scheduling\n\n"
    "- **Quillby** (arXiv:3902.01234 · query rewriting).\n\n"
    "## §1.3 Indexes and embeddings\n\n"
    "- **Vesper-Embed** (Vesperine · text embedding models): generation 3.\n\n"
    "## §1.4 Reliability and evaluation\n\n"
    "- **Tallyboard** (arXiv:3901.04412 · long-context retrieval benchmark): 8K to 128K bins.\n"
    "  - 2039-04-03: Q1 board, best 128K recall 0.71.\n"
    "- **Incident: Nimbus storage outage (2039-04-02)**: broke index loading at Corbel and "
    "Marrowind.\n"
)


def test_one_products_incident_stays_on_its_entry_where_only_shared_ones_are_apart() -> None:
    """`An incident of one product … is a dated line on that product's entry; only an incident
    hitting several products at once gets its own §1.4 entry`: `Marrowind 问答 API 答案串号`
    is a dated line on `**Marrowind**`, not a new §1.4 entry."""
    relation = "与活文档现有脉络的关系：§1.1 Marrowind 5-11 接入团队知识库；本条为该功能的事故\n"
    title = "Marrowind 问答 API 答案串号 — 部分用户看到他人知识库片段"
    action, matched = _one(_EN, title, "§1.4 可靠性与评测", relation)
    assert action == "updated" and "Marrowind" in matched, matched


def test_a_hosted_edition_or_sdk_is_the_family_entrys_where_the_preamble_says_so() -> None:
    """`Hosted editions (… Cloud) and official SDKs are part of the product's family entry`:
    `Corbel Cloud …` and `Corbel Edge SDK 发布` are lines on `**Corbel**`."""
    for title in (
        "Corbel Cloud 切换到 3.0 运行时 — 旧工作区保留至 10 月",
        "Corbel Edge SDK 发布 — 浏览器端检索",
    ):
        action, matched = _one(_EN, title)
        assert action == "updated" and "Corbel" in matched, (title, matched)


def test_a_comparison_is_the_subjects_where_the_relation_line_names_the_other_the_baseline() -> (
    None
):
    """`Marrowind 官方对比 Corbel — …` with `Corbel 为对比对象` in the relation line is
    Marrowind's news (Corbel only the baseline); without that line, a possibility at most."""
    title = "Marrowind 官方对比 Corbel — 企业问答准确率高 4 个点"
    relation = "与活文档现有脉络的关系：§1.1 Marrowind；Corbel 为对比对象\n"
    action, matched = _one(_EN, title, "§1.1 框架格局", relation)
    assert action == "updated" and "Marrowind" in matched, matched
    action, matched = _one(_EN, title, "§1.1 框架格局", "与活文档现有脉络的关系：§1.1 Marrowind\n")
    assert action == "inserted", matched


def test_a_record_set_on_a_board_is_the_boards_news_where_results_go_there() -> None:
    """`Vesper-Embed 3 刷新 Tallyboard 64K 档纪录 — 单模型召回 0.91`: a record on the board (the
    record word a result, whatever follows the dash), filed on `**Tallyboard**`."""
    title = "Vesper-Embed 3 刷新 Tallyboard 64K 档纪录 — 单模型召回 0.91"
    action, matched = _one(_EN, title, "§1.4 可靠性与评测")
    assert action == "updated" and "Tallyboard" in matched, matched
    own = _EN.replace(
        "- Every benchmark or leaderboard result — one model or many — is a dated line on the\n"
        "  benchmark's entry in §1.4.\n",
        "- A title headlining one product's rank, score or record goes on that product's entry;\n"
        "  a results table for several products goes on the benchmark's entry.\n",
    )
    action, matched = _one(own, title, "§1.4 可靠性与评测")
    assert "Tallyboard" not in matched, matched  # (the product's record, there)


def test_a_chinese_named_generation_goes_by_the_latin_name_its_description_brackets() -> None:
    """`### 鹊桥 2` described as `…鹊桥（Magpie）第二代`: `Magpie 2.4` is a release of that
    generation; `Magpie 3.0` a new major, a new entry where the document keeps one per major."""
    action, matched = _one(_ZH, "Magpie 2.4 — 修复稀疏索引重建", "§1.2 推理调度")
    assert action == "updated" and "Magpie 2" in matched, matched  # (`鹊桥 2`: its alias)
    action, matched = _one(_ZH, "Magpie 3.0 发布 — 存算分离", "§1.2 推理调度")
    assert action == "inserted", matched


def test_an_authors_sequel_paper_continues_the_first_papers_entry_where_the_preamble_says_so() -> (
    None
):
    """`the authors' own sequel paper (a -2 / ++ follow-up with a new arXiv id) continues the
    first paper's entry`: `Quillby-2 arXiv:…` citing Quillby's id goes on `**Quillby**`."""
    title = "Quillby-2 arXiv:3907.05511 — 多轮查询改写"
    relation = "与活文档现有脉络的关系：§1.2 已有 Quillby（arXiv:3902.01234）；本条为同一作者组的后续论文\n"
    action, matched = _one(_EN, title, "§1.2 推理调度", relation)
    assert action == "updated" and "Quillby" in matched, matched
