"""heldout182's remaining causes (lead182b): an abbreviated name and generation (`HV4`, `HV-4`)
that a point spells out (`Haze-V 4（榜单简称 HV4）`, `Haze-V 4 Pro 在…`) read as that name; a
board's arXiv id no home for a product's placing where placings go under the product; a
contradiction item led by the new generation an increment of its briefing launches
(`Murmur 2 是否开源` of `Tallow Audio 发布 Murmur 2`) kept with that increment. The names and
wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan.evidence.abbreviations import generation_spelled
from tests.conftest import brief_text, entry_holding, increment, items, run

_EN = (
    "# Audio-visual — living document\n\n"
    "Conventions: one bullet per product family, named without a version, with a nested"
    " `- Updates:` list. Benchmark scores and leaderboard placings go under the model; the"
    " leaderboard's entry records only the benchmark itself.\n\n"
    "## §1.1 Models\n\n"
    "- **Haze-V** — Corrin Labs' vision-language model family.\n"
    "  - Updates:\n"
    "    - 2038-06-12 — Haze-V 3 (Pro and Flash tiers).\n"
    "- **Quillon** — Ferrow's video generation family.\n"
    "  - Updates:\n"
    "    - 2038-08-19 — Quillon 2: 1080p clips.\n\n"
    "## §1.2 Apps and tooling\n\n"
    "- **Weftgraph** — open-source node-graph editor for generation workflows.\n\n"
    "## §1.3 Papers and datasets\n\n"
    "## §1.4 Benchmarks, leaderboards and incidents\n\n"
    "- **ClipArena** — blind human-preference leaderboard for vision-language models.\n"
    "- **PuzzleSet** — 1,800 hard chart and geometry problems, arXiv:3804.22222.\n"
)

_ZH = (
    "# 视听 · 活文档\n\n"
    "> 约定：每条 `- **名称**：简介（厂商，YYYY-MM）`。\n"
    "> 模型一代一条（`**Murmur 1**`）：新一代另立新条；点版本、档位记在所属代之下。\n\n"
    "## §1.1 模型\n\n"
    "- **Murmur 1**：Tallow Audio 全双工语音对话模型，支持随时打断（Tallow Audio，2038-08）\n"
    "  - 2038-10-01：开放 API\n\n"
    "## §1.2 应用\n\n"
    "- **Pictor**：Corrin Labs 拍照问答 App（Corrin Labs，2037-11）\n\n"
    "## §1.3 论文\n\n"
    "## §1.4 评测与安全\n\n"
    "- **ClipArena**：视频生成盲评榜单（ClipArena，2037-08）\n"
)


def test_an_abbreviated_generation_a_point_spells_out() -> None:
    """`HV4`/`HV-4` with a point writing `Haze-V 4`: that name (the initials of its parts, the
    same generation); none without such a point, nor for another generation or other initials."""
    assert generation_spelled("X 榜 — HV4 以 1290 分登顶", ["- Haze-V 4（榜单简称 HV4）居首"]) == (
        "HV4",
        "Haze-V 4",
    )
    assert generation_spelled("HV-4 登顶 PuzzleSet v2", ["Haze-V 4 Pro 在 v2 得分 71.9%"]) == (
        "HV-4",
        "Haze-V 4",
    )
    assert generation_spelled("HV-4 登顶 PuzzleSet v2", ["Haze-V 3 Pro 得分 61.2%"]) is None
    assert generation_spelled("HV-4 登顶 PuzzleSet v2", ["Hollow Quartz 4 得分 61.2%"]) is None
    assert generation_spelled("HV-4 登顶 PuzzleSet v2", []) is None


def test_a_boards_round_naming_the_product_by_its_abbreviation() -> None:
    """`ClipArena 十月首周榜 — HV4 以 1290 分登顶`, a point saying `Haze-V 4（榜单简称 HV4）`,
    where placings go under the model: the family's news."""
    points = "- Haze-V 4（榜单简称 HV4）首次上榜即以 1290 分居首\n- 投票数 5,210"
    brief = brief_text(
        increment(1, "ClipArena 十月首周榜 — HV4 以 1290 分登顶", section="§1.4", points=points)
    )
    action = run(_EN, brief).actions[0]
    assert action.action == "updated" and "Haze-V" in (action.matched or ""), action


def test_a_contradiction_about_the_generation_launched_tonight() -> None:
    """`Tallow Audio 发布 Murmur 2` makes a new entry beside `**Murmur 1**`; the item `Murmur 2
    是否开源` goes on that new entry, not on the previous generation's."""
    points = "- 第二代全双工语音对话模型，支持多人会话\n- 开源：博客称权重随后开放，FAQ 称暂无计划"
    title = "Tallow Audio 发布 Murmur 2 —— 多人会话与情绪跟随"
    brief = brief_text(increment(1, title, section="§1.1", points=points)) + items(
        "矛盾/待核实 1：Murmur 2 是否开源（低风险）\n",
        "- 官方博客与 FAQ 说法相反\n",
        "- 建议：标注“Murmur 2 开源计划待官方统一口径”\n",
    )
    report = run(_ZH, brief)
    assert report.actions[0].action == "inserted", report.actions[0]
    text = report.new_text.render()
    assert "Murmur 2" in entry_holding(text, "开源计划待官方统一口径"), text
