"""The development sets' leftovers (devleft): a title naming a product without a release and
citing an issue of the very repository the product's entry links, where the document keeps one
entry per product family with its release after the name (`Kestrel 0.9：…` and `Kestrel
前缀缓存返回脏块（kestrel-ml/kestrel#884）`): the product's news. The names are new, not the
sets'."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_PER_FAMILY = (
    "推理 · 活文档\n=============\n\n"
    "更新：2026-12-06 · 每产品族一条；版本写在名后；论文以简称领头。\n\n"
    "## 1.1 框架\n\n"
    "- Kestrel 0.9：Python 推理引擎，前缀缓存 + 连续批处理；来源 github.com/kestrel-ml/kestrel\n"
    "- Wrenfield 2.3：Rust 推理引擎，分页 KV；来源 github.com/wrenfield-ai/wrenfield\n\n"
    "## 1.2 调度\n\n"
    "- Tallowbay 1.0：多租户公平调度器；来源 github.com/tallowbay/tallowbay\n\n"
    "## 1.3 量化与 KV\n\n"
    "## 1.4 推理可靠性与可观测性\n\n"
    "- LLM 推理事故合集：各引擎线上故障汇总\n"
)


def _bug(title: str, section: str = "§1.4 推理可靠性与可观测性") -> str:
    points = "- 根因：块驱逐后哈希表未清理旧 block id\n- 修复 PR 待合入，维护者预计随下一版发布"
    return brief_text(increment(3, title, section=section, points=points))


def test_an_issue_of_the_products_own_repository_is_its_news() -> None:
    """The issue's repository is the one the entry's lead links: the product's entry."""
    action = run(
        _PER_FAMILY, _bug("Kestrel 前缀缓存返回脏块问题修复进展（kestrel-ml/kestrel#884）")
    )
    assert action.actions[0].action == "updated", action.actions[0]
    assert "Kestrel 0.9" in (action.actions[0].matched or "")


def test_another_repositorys_issue_or_another_release_is_not() -> None:
    """Counter-examples: the issue of another repository of that name (`acme/kestrel`), or a
    title writing a release of its own (the release rules read that), are not read so."""
    other = run(_PER_FAMILY, _bug("Kestrel 前缀缓存返回脏块问题修复进展（acme/kestrel#884）"))
    assert other.actions[0].action == "inserted", other.actions[0]
    released = run(_PER_FAMILY, _bug("Kestrel 1.4 前缀缓存返回脏块（kestrel-ml/kestrel#884）"))
    assert "from the repository its lead links" not in (released.actions[0].matched or "")


_PER_PRODUCT = (
    "# Multimodal living document\n\n"
    "One entry per product. Updates go under an entry as `  * YYYY-MM-DD — …`.\n\n"
    "## §1.1 Frameworks\n\n"
    "* **Lantern-VL** · Moheng Lab · open VLM family in 3B / 8B sizes\n\n"
    "## §1.2 Scheduling\n\n## §1.3 KV Cache\n\n"
    "## §1.4 Serving and incidents\n\n"
    "* **Skiff VLM serving** · skiff-project · prefix cache over image tokens; since v0.9.1\n"
    "* **Prism Gate** · Prism Labs · multimodal API gateway\n"
)


def _served(title: str, source: str) -> str:
    points = "- 图像 token 长输入分块预填充，TTFT 降 38%\n- 默认开启"
    block = (
        f"增量 2：{title}（⭐⭐⭐⭐）\n来源：inbox/jay/serving.md §3；{source}\n要点：{points}\n"
        "可信度：高\n建议归入章节：§1.4 部署与事故"
    )
    return brief_text(block, date="2028-12-06")


def test_a_broad_agreement_from_the_makers_repository() -> None:
    """`Skiff v0.9.3 多模态 chunked prefill` from `github.com/skiff-project/skiff`, the entry's
    lead naming `skiff-project` as its maker: the product's news (the section agreeing)."""
    title = "Skiff v0.9.3 多模态 chunked prefill"
    action = run(_PER_PRODUCT, _served(title, "github.com/skiff-project/skiff/releases/v0.9.3"))
    assert action.actions[0].action == "updated", action.actions[0]
    assert "from its own repository" in (action.actions[0].matched or "")


def test_a_broad_agreement_from_another_repository_stays_new() -> None:
    """Counter-example: the same title from another owner's repository stays a possibility."""
    title = "Skiff v0.9.3 多模态 chunked prefill"
    action = run(_PER_PRODUCT, _served(title, "github.com/acme-ai/skiff/releases/v0.9.3"))
    assert action.actions[0].action == "inserted", action.actions[0]


_PER_GENERATION = (
    "# 视听 · 活文档\n\n"
    "> 维护约定：每条 `- **名称**：简介（厂商，YYYY-MM）`，后续动态写成缩进子条目。\n"
    "> 模型按“代”立条（`**塔恩 ASR 4**`）：新一代另立新条；点版本记在所属代之下。\n"
    "> 滥用事件与宕机记在涉事产品条目下；论文在 §1.3 各自立条。\n\n"
    "## §1.1 多模态模型\n\n"
    "- **Corrin-V 3**：Corrin Labs 第三代视觉语言模型（Corrin Labs，2038-06）\n\n"
    "## §1.2 语音\n\n"
    "- **塔恩 ASR 4**：塔恩科技流式语音识别，中英混说（塔恩科技，2038-06）\n"
    "  - 2038-09-01：开放私有化部署\n"
    "  - 2038-10-04 续：塔恩ASR4 云端识别大面积延迟 —— 华东区 API 超时\n"
    "- **Tarn TTS 2**：塔恩科技语音合成（塔恩科技，2038-03）\n\n"
    "## §1.3 论文\n\n"
    "## §1.4 评测、榜单与安全\n\n"
    "- **EchoArena**：语音盲评榜单（EchoArena，2037-08）\n"
)


def _review(title: str) -> str:
    points = "- 根因：一次配置推送使识别网关连接池上限被误设为 1/10\n- 补救：配置推送改为分区灰度"
    return brief_text(increment(4, title, section="§1.4 评测、榜单与安全", points=points))


def test_a_review_a_product_publishes_of_a_days_incident() -> None:
    """`塔恩 ASR 发布 10-04 故障复盘`, the product named without its generation, incidents
    filed under the product they hit: the one generation's entry recording that day's
    incident (`  - 2038-10-04 续：塔恩ASR4 …延迟`)."""
    action = run(_PER_GENERATION, _review("塔恩 ASR 发布 10-04 故障复盘 —— 配置推送引发连接池耗尽"))
    assert action.actions[0].action == "updated", action.actions[0]
    assert "塔恩 ASR 4" in (action.actions[0].matched or "")


def test_a_review_of_another_day_or_product_is_not_read_so() -> None:
    """Counter-examples: another day's review (no sub-item of it), or another product's."""
    other_day = run(_PER_GENERATION, _review("塔恩 ASR 发布 10-09 故障复盘 —— 证书过期"))
    assert "10-09 incident" not in (other_day.actions[0].matched or "")
    other = run(_PER_GENERATION, _review("鹊声 ASR 发布 10-04 故障复盘 —— 配置推送"))
    assert other.actions[0].action == "inserted", other.actions[0]


_RESULTS_UNDER_BOARD = (
    "RAG Watch — living notes\n========================\n\n"
    "*House rules:*\n\n"
    "* Every product is one wiki-style entry: `[[slug]] Display Name — what it is (maker)`.\n"
    "* **Benchmark results live under the benchmark's entry** (one `Results:` sub-list per"
    " benchmark), not under the product that scored, as long as the benchmark has an entry"
    " here.\n\n"
    "## §1.1 Frameworks\n\n"
    "* [[halyard]] Halyard — agentic RAG framework (Halyard Labs)\n\n"
    "## §1.2 Retrieval and reranking\n\n"
    "* [[auger]] Auger — listwise reranker, arXiv:2611.05599 (Drillwork Tech)\n\n"
    "## §1.3 Storage\n\n"
    "## §1.4 Evaluation and reliability\n\n"
    "* [[lantern-bench]] Lantern Bench (LNB) — RAG benchmark with retrieval / rerank tracks"
    " (Lantern consortium)\n"
)


def _placing(title: str) -> str:
    block = (
        f"增量 2：{title}（⭐⭐⭐⭐）\n来源：lantern-bench.org/leaderboard/rerank\n"
        "arXiv: 2611.05599(11-15 锚定)\n要点：\n- 重排赛道 nDCG@10 0.741，第二名 0.733\n"
        "可信度：高\n建议归入章节：§1.2 检索与重排"
    )
    return brief_text(block, date="2032-11-19")


def test_a_placing_over_a_rival_on_a_boards_track_is_the_boards() -> None:
    """`Auger 0.3 Lantern Bench 重排赛道超 Egret v3`, results filed under the benchmark's entry
    (named with its short form bracketed: `Lantern Bench (LNB)`): the board's result, though
    the increment cites the reranker's own paper (its entry a possibility at most)."""
    action = run(_RESULTS_UNDER_BOARD, _placing("Auger 0.3 Lantern Bench 重排赛道超 Egret v3"))
    assert action.actions[0].action == "updated", action.actions[0]
    assert "Lantern Bench" in (action.actions[0].matched or "")


def test_a_release_citing_its_paper_stays_the_products() -> None:
    """Counter-example: a release of the reranker citing its paper, naming no result on the
    board, is the reranker's news."""
    action = run(_RESULTS_UNDER_BOARD, _placing("Auger 0.3 新增中文训练数据"))
    assert action.actions[0].action == "updated", action.actions[0]
    assert "2611.05599" in (action.actions[0].matched or "")


_CORPUS = (
    "# 多模态活文档\n\n"
    "## §1.1 视觉语言\n\n## §1.2 语音与音频\n\n"
    "- **Marshal 方言语音语料**（Marshal Lab，2040-02）：github.com/marshal-lab/dialects，"
    "22 种汉语方言 3,400 小时。\n"
    "- **Quietbrook**（论文，2040-03）：流式语音增强。\n\n"
    "## §1.3 视频\n\n## §1.4 评测\n"
)


def test_a_whole_chinese_named_entry_from_its_own_repository_without_a_section() -> None:
    """`Marshal 方言语音语料扩充到 40 种方言` (an adjacent item: no section suggested), from
    `github.com/marshal-lab/dialects/releases`, the repository the entry's lead links: the
    title leads with the entry's whole name, its news (not a possibility only); another
    repository leaves it a possibility."""
    block = (
        "邻接 A：Marshal 方言语音语料扩充到 40 种方言、6,000 小时（⭐⭐）\n"
        "来源：{source}\n要点：\n- 新增 18 种方言\n"
    )
    own = run(_CORPUS, brief_text(block.format(source="github.com/marshal-lab/dialects/releases")))
    assert own.actions[0].action == "updated", own.actions[0]
    other = run(_CORPUS, brief_text(block.format(source="github.com/other-lab/dialects")))
    assert other.actions[0].action == "inserted", other.actions[0]
