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
    brief = brief_text(increment(1, "Sorrel 5-Pro 下架 — 训练数据授权争议，暂停 API", "§1.1", _PULLED))
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
