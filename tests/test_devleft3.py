"""The development sets' leftovers (devleft3). The names are new, not the sets'.

A night's entry named by a generation with a tier hyphened on (`Sorrel 5-Pro — 同日发布的高质量档`)
is that tier's entry: a title that writes the whole name (`Sorrel 5-Pro 下架 — …`) names it, not a
generation `Sorrel 5` beyond an entry called `Sorrel`."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_PER_RELEASE = (
    "# multimodal · 活文档\n\n"
    "> 约定：**一次发布一个条目**。条目首行格式 `【锚定日期】《中文名 版本》English 版本：摘要`。\n"
    "> 事故（下架以外的故障、bug、争议）各自成条，放在 §1.4；发布条目下只追加带日期的续记子要点。\n\n"
    "## §1.1 图像与视频生成\n\n"
    "- 【2029-09-18】《雀羽 4》Sorrel 4：鸣禽实验室第四代文生图，原生 2K，闭源 API。\n"
    "- **Sorrel 5 发布 — 鸣禽实验室第五代文生图，原生 4K** ⭐⭐⭐⭐⭐（2030-02-04）：单张原生 4K 输出\n"
    "- **Sorrel 5-Pro — 同日发布的高质量档，仅 API** ⭐⭐⭐⭐（2030-02-04）：50 步采样，单张约 14 秒\n"
    "- 【2030-01-20】《棱镜 2》Prismo 2：另一家的文生图模型，开放权重。\n\n"
    "## §1.2 视觉语言\n\n"
    "## §1.3 语音与音频\n\n"
    "## §1.4 评测、部署与事故\n"
)

_PULLED = "- 2030-02-07 晨，官方暂停全部 API 调用，产品页下线\n- 标准档不受影响，照常服务"


def test_a_title_writing_a_tier_entrys_whole_name_continues_it() -> None:
    """`Sorrel 5-Pro 下架 — …` ↔ `**Sorrel 5-Pro — 同日发布的高质量档…**` (not a generation
    `Sorrel 5` beyond the entry's name)."""
    brief = brief_text(
        increment(1, "Sorrel 5-Pro 下架 — 训练数据授权争议，暂停 API", "§1.1", _PULLED)
    )
    action = run(_PER_RELEASE, brief).actions[0]
    assert action.action == "updated", action
    assert "Sorrel 5-Pro" in (action.matched or ""), action.matched


def test_a_lowercased_tier_name_continues_it_too() -> None:
    """`sorrel 5-pro 下架续报` writes the same whole name."""
    brief = brief_text(increment(1, "sorrel 5-pro 下架续报 — 退款方案", "§1.1", _PULLED))
    action = run(_PER_RELEASE, brief).actions[0]
    assert action.action == "updated", action
    assert "Sorrel 5-Pro" in (action.matched or ""), action.matched


def test_another_tier_or_another_product_stays_apart() -> None:
    """Near misses: another tier (`Sorrel 5-Max`), a longer tier word (`Sorrel 5-Prox`) and the
    same wording about another product (`Prismo 5-Pro`) do not continue the tier's entry."""
    for title in (
        "Sorrel 5-Max 下架 — 训练数据授权争议，暂停 API",
        "Sorrel 5-Prox 下架 — 训练数据授权争议，暂停 API",
        "Prismo 5-Pro 下架 — 训练数据授权争议，暂停 API",
    ):
        action = run(_PER_RELEASE, brief_text(increment(1, title, "§1.1", _PULLED))).actions[0]
        assert "Sorrel 5-Pro —" not in (action.matched or ""), (title, action.matched)


# A relation line denying a namesake it names by its kind (`与 KESTREL 基准同名但无关`, `与 §1.4
# PICA 评测同名但无关`): the clause is about the live entry of that name and kind (a benchmark),
# not about the product entry of the same name, which says no such kind.
_NAMESAKES = (
    "# agent · 活文档\n\n"
    "## §1.1 智能体框架格局\n\n"
    "- “雀鹰”编码智能体（Kestrel CLI · Halvard AI）：终端里的编码智能体，读写仓库、跑测试、提交 PR。\n"
    "- “白鹭”浏览器智能体（Egret · Saltmarsh AI）：网页任务智能体。\n\n"
    "## §1.2 记忆与检索\n\n"
    "## §1.3 工具与协议\n\n"
    "## §1.4 评测\n\n"
    "- 基准“KESTREL”工具调用纠错测试（Kestrel Error Recovery Test · 清澄大学）：考察智能体在工具报错后"
    "能否自我纠正，v1 共 800 题。\n"
)
_WORKSPACE = "- 多仓库工作区：一个会话可挂载最多 8 个仓库\n- 计划模式先出计划、人工批准后执行"


def _namesake_brief(title: str, relation: str) -> str:
    extra = f"与活文档现有脉络的关系：{relation}\n"
    return brief_text(increment(2, title, "§1.1 智能体框架格局", _WORKSPACE, extra))


def test_a_namesake_denied_by_its_kind_leaves_the_product_entry() -> None:
    """`Kestrel 1.7` with `本条为 1.7 新版本，与 KESTREL 基准同名但无关` continues the coding
    agent `Kestrel CLI`: the denial is the benchmark's."""
    brief = _namesake_brief(
        "Kestrel 1.7 — 雀鹰支持多仓库工作区与计划模式",
        "已有 Kestrel CLI（1.6）；本条为 1.7 新版本，与 KESTREL 基准同名但无关",
    )
    action = run(_NAMESAKES, brief).actions[0]
    assert action.action == "updated", action
    assert "Kestrel CLI" in (action.matched or ""), action.matched


def test_a_namesake_denied_by_the_entrys_own_kind_or_another_product_stays_apart() -> None:
    """Near misses: the same denial naming the agent's own kind (`与 Kestrel 编码智能体同名但
    无关`) still denies it; the same wording about another product (`Osprey 1.7`) does not
    continue the agent."""
    own = _namesake_brief(
        "Kestrel 1.7 — 雀鹰支持多仓库工作区与计划模式",
        "本条为 1.7 新版本，与 Kestrel 编码智能体同名但无关",
    )
    action = run(_NAMESAKES, own).actions[0]
    assert action.action == "inserted", action
    other = _namesake_brief(
        "Osprey 1.7 — 鹗支持多仓库工作区与计划模式",
        "本条为 1.7 新版本，与 KESTREL 基准同名但无关",
    )
    action = run(_NAMESAKES, other).actions[0]
    assert "Kestrel CLI" not in (action.matched or ""), action.matched


_PAPER_NAMESAKE = (
    "# inference · living document\n\n"
    "## §1.1 框架格局\n\n"
    "## §1.2 推理调度\n\n"
    "- **Whinchat** · *speculative decoding library* · `whinchat-spec/whinchat`, tree drafting"
    " plugged into vLLM and SGLang.\n\n"
    "## §1.3 KV Cache\n\n"
    "- **WHINCHAT: Tiered KV Paging for Long-Context Serving（arXiv:2911.00873）** ⭐⭐⭐"
    "（2029-11-05）：按访问热度把 KV 页划分为 HBM / CPU / NVMe 三层\n\n"
    "## §1.4 推理可靠性与可观测性\n"
)
_DRAFTS = "- 新增 SGLang 0.6 后端，草稿树与 radix cache 共享前缀\n- 多轮对话场景 decode 提速 1.7×"


def _paper_brief(title: str, relation: str) -> str:
    extra = f"与活文档现有脉络的关系：{relation}\n"
    return brief_text(increment(3, title, "§1.2 推理调度", _DRAFTS, extra))


def test_a_namesake_paper_its_bracket_describes_leaves_the_library() -> None:
    """`与 11-05 的同名论文 WHINCHAT（KV 分页）无关`: the bracket says the namesake's kind (KV
    paging), which the paper's entry says and the library's never does."""
    brief = _paper_brief(
        "Whinchat 0.7 — 投机解码库接入 SGLang 0.6",
        "续 Whinchat 投机解码库锚定；与 11-05 的同名论文 WHINCHAT（KV 分页）无关",
    )
    action = run(_PAPER_NAMESAKE, brief).actions[0]
    assert action.action == "updated", action
    assert "Whinchat" in (action.matched or ""), action.matched


def test_a_namesake_bracket_saying_the_librarys_own_kind_still_denies_it() -> None:
    """Near miss: a bracket saying the library's own kind (`（投机解码）`) denies it."""
    brief = _paper_brief(
        "Whinchat 0.7 — 投机解码库接入 SGLang 0.6",
        "与 11-05 的同名项目 WHINCHAT（投机解码）无关",
    )
    action = run(_PAPER_NAMESAKE, brief).actions[0]
    assert action.action == "inserted", action


# A board's round whose relation line names the board and the product by its unnumbered name
# (`§1.3 已有 MMBoard 榜单；Sorrel-Omni 见 §1.1`), where scores are kept on the models' entries:
# the relation line names the product beside the board, so the one entry found for the
# product (`### Sorrel-Omni 1`, the generation of `Sorrel-Omni 1.5`) takes the round.
_GENERATIONS = (
    "# multimodal · living document\n\n"
    "Conventions: one `### Name` entry per model generation; a one-line description, then a\n"
    "dated history list.\n\n"
    "## §1.1 Models and products\n\n"
    "### Sorrel-Omni 1\n"
    "Sorrel Institute's any-to-text/speech omni model, first generation.\n"
    "- 2039-04-20: 1.0 released.\n"
    "- 2039-06-28: 1.5 released with public API.\n\n"
    "### Lumen-VL 3\n"
    "Lumen Labs' closed VLM.\n"
    "- 2039-03-01: released.\n\n"
    "## §1.2 Speech\n\n"
    "## §1.3 Benchmarks\n\n"
    "### MMBoard\n"
    "Monthly multimodal-understanding benchmark (12 weighted sub-tasks). Model scores are kept on"
    " the models' entries.\n"
    "- 2039-01-08: v1.\n\n"
    "## §1.4 Reliability\n"
)
_ROUND = "- 综合分 72.4，领先第二名 1.1 分\n- 视频子项提升最大"


def _round_brief(title: str, relation: str) -> str:
    extra = f"与活文档现有脉络的关系：{relation}\n"
    return brief_text(increment(3, title, "§1.3 Benchmarks", _ROUND, extra))


def test_a_round_whose_relation_line_names_the_product_goes_to_its_generation() -> None:
    """`MMBoard 8 月榜 — Sorrel-Omni 1.5 以 72.4 分登顶，Corvid-VL 2 退居第二` ↔ `### Sorrel-Omni 1`."""
    brief = _round_brief(
        "MMBoard 8 月榜 — Sorrel-Omni 1.5 以 72.4 分登顶，Corvid-VL 2 退居第二",
        "§1.3 已有 MMBoard 榜单（7 月榜首 Lumen-VL 3）；Sorrel-Omni 见 §1.1",
    )
    action = run(_GENERATIONS, brief).actions[0]
    assert action.action == "updated", action
    assert "Sorrel-Omni 1" in (action.matched or ""), action.matched


def test_a_round_whose_relation_line_names_only_the_board_stays_off_the_product() -> None:
    """Near miss: the relation line names the board alone (the writer's reading), and the same
    wording about a product the document does not hold finds no model."""
    alone = _round_brief(
        "MMBoard 8 月榜 — Sorrel-Omni 1.5 以 72.4 分登顶，Corvid-VL 2 退居第二",
        "§1.3 已有 MMBoard 榜单（7 月榜首 Lumen-VL 3）",
    )
    action = run(_GENERATIONS, alone).actions[0]
    assert "Sorrel-Omni 1" not in (action.matched or ""), action.matched
    other = _round_brief(
        "MMBoard 8 月榜 — Corvane-Omni 1.5 以 72.4 分登顶，Corvid-VL 2 退居第二",
        "§1.3 已有 MMBoard 榜单；Corvane-Omni 是新模型",
    )
    action = run(_GENERATIONS, other).actions[0]
    assert "Sorrel-Omni 1" not in (action.matched or ""), action.matched
