"""Adversarial pass 9 (tests/data/adversarial9): wrong decisions the rules of 8b65009..57ed4b9
made (a generation rule read from another's, another kind's or a past rule and from `代理`;
`A 升级后 B …` read as B's news whatever befell B; products listed after generic words or
`plus`/`以及`; a point opening with `【增量 1】` read as a head), each fixed at its cause."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.briefing.parse import parse_text
from patcher.config.maps import find_map, load_map
from patcher.document.identity import listed_products
from patcher.plan import versions
from patcher.plan.evidence import names_something, subject
from patcher.text.source import Source, split_text
from tests.conftest import brief_text, increment

DATA = Path(__file__).parent / "data" / "adversarial9"


def _action(doc: str, title: str, section: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section))
    text = (DATA / doc).read_text(encoding="utf-8")
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", text.encode()), smap)
    return report.actions[0]


def test_a_generation_rule_of_another_kind_another_log_or_the_past_is_not_the_documents() -> None:
    """A9 N1: `Unlike the vendors' wikis, which keep one entry per generation, …`, `Accelerators
    (§1.3) have one entry per generation`, `Until 2026-09 we kept one entry per generation`,
    `每个代理框架一条`, `每个代理商一条` made `Cadenza 3.1` continue `Cadenza 3` in a log giving
    every release its own entry."""
    assert versions.states_generation_entries("One entry per generation of a model.")
    assert versions.states_generation_entries("编辑约定：模型每一代一条，小版本写成子要点。")
    for said in (
        "Unlike the vendors' wikis, which keep one entry per generation, we keep releases.",
        "Accelerators (§1.3) have one entry per generation (H100, H200, B200).",
        "Until 2026-09 we kept one entry per generation, with minor releases as sub-bullets.",
        "编辑约定：每个代理框架一条顶层条目。",
        "编辑约定：每个代理商一条顶层条目，价格变动写成子要点。",
        "编辑约定：每个代码库一条。",
    ):
        assert not versions.states_generation_entries(said), said
    for doc in ("doc-gen-other.md", "doc-gen-scoped.md", "doc-gen-past.md"):
        action = _action(doc, "Cadenza 3.1 released: 1M context", "§1.1")
        assert action.action == "inserted", (doc, action.matched)
    assert _action("doc-zh-gen.md", "Cadenza 3.1 发布：上下文 1M", "§1.2").action == "inserted"
    action = _action("doc-gen-true.md", "Cadenza 3.1 released: 1M context", "§1.1")
    assert action.action == "updated" and "Cadenza 3" in (action.matched or "")


def test_another_products_release_after_an_upgrade_is_its_news_only_when_it_broke() -> None:
    """A9 N2: `Tidepool 2.1 升级后 Marlin 3.1 推理吞吐提升 40%` (a gain the engine brings a model),
    `Kiln 2.1 升级后 Kiln 2.0 的配置文件不再兼容` (the same product), `Tidepool 2.1 升级后 Kiln 2.0
    未受影响，…` went to the second release's entry."""
    for title in (
        "Tidepool 2.1 升级后 Marlin 3.1 推理吞吐提升 40%",
        "Kiln 2.1 升级后 Kiln 2.0 的配置文件不再兼容",
        "Tidepool 2.1 升级后 Kiln 2.0 未受影响，自身 CUDA 图捕获回归",
    ):
        assert subject(title).startswith(title[:12]), title
    assert subject("Tidepool 2.1 升级后 Kiln 2.0 插件加载崩溃") == "Kiln 2.0 插件加载崩溃"
    action = _action(
        "doc-zh-upg.md", "Tidepool 2.1 更新后 Marlin 3.1 首 token 延迟下降 30%", "§1.1"
    )
    assert "Tidepool 2.1" in (action.matched or ""), action.matched
    action = _action(
        "doc-zh-upg.md", "Tidepool 2.1 升级后 Kiln 2.0 插件加载崩溃（kiln#55）", "§1.1"
    )
    assert "Kiln 2.0" in (action.matched or ""), action.matched


def test_a_makers_listed_products_stop_at_plus_and_leave_out_generic_offerings() -> None:
    """A9 N3: `产品：绘影、听澜，以及兼容 OpenAI 接口的推理 API` gave the maker `OpenAI`; `Products:
    Cadenza, plus connectors for Slack and Notion` gave it `Notion`; `products: H100 on-demand,
    B200 spot, Inference API` gave a cloud Lambda's B200 spot price and `Inference API`."""
    lead = (
        "**星澜科技** — 产品：绘影（图像）、听澜（语音），以及兼容 OpenAI 接口的推理 API — 跟踪。"
    )
    assert listed_products(lead) == ("绘影", "听澜")
    lead = "**Tern Labs** — 旧金山 | Products: Cadenza, plus connectors for Slack and Notion"
    assert listed_products(lead) == ("Cadenza",)
    lead = "**Cirrusforge Inc.** — products: H100 on-demand, B200 spot, Inference API, Halo"
    assert listed_products(lead, names_something) == ("Halo",)
    assert listed_products("**Q** — products: Llama 3 微调服务") == ("Llama 3 微调服务",)
    for title, section in (
        ("OpenAI 发布 GPT-6：推理成本下降一半", "§1.2"),
        ("Notion 上线 AI Agent 模式", "§1.2"),
        ("B200 spot 价格在 Lambda 下调 20%", "§1.2"),
        ("Inference API 定价：Together 下调 Llama 价格", "§1.2"),
    ):
        assert _action("doc-list.md", title, section).action == "inserted", title
    action = _action("doc-list.md", "Marlin Vision 2 发布", "§1.2")
    assert "Quarry Labs" in (action.matched or ""), action.matched


@pytest.mark.parametrize(
    "point",
    [
        "【增量 1】的来源与本条相同，只是日期不同",
        "[增量 1] 中的 SGLang 版本号有误，应为 v0.6.3",
        "【增量 1】SGLang v0.6.4 的调度器改动与本条无关",
    ],
)
def test_a_point_opening_with_an_earlier_increment_in_brackets_is_a_point(point: str) -> None:
    """A9 N4: `- 【增量 1】的来源…` among increment 2's points was read as a head: the briefing
    was refused (`increment number 1 is used twice`)."""
    first = increment(1, "SGLang v0.6.4 发布")
    second = increment(2, "Nimbus Gateway 1.2 发布", points=f"\n- {point}\n- 其余同上")
    brief = parse_text(split_text("b.txt", brief_text(first + "\n" + second)))
    assert [i.title for i in brief.increments] == ["SGLang v0.6.4 发布", "Nimbus Gateway 1.2 发布"]
    assert any(point in p for p in brief.increments[1].points)
