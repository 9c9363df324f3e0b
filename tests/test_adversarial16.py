"""Adversarial pass 16 (tests/data/adversarial16): the rules heldout85, 87 and 88 added (a
comparison log the preamble names, a hyphened brand with its maker, a Chinese name glued to a
Latin one, a glued generation under one entry per product, a title's capitals, one entry per
product family), where they over-read; each fixed at its cause. The wordings and names here are
new, not the pass's inputs."""

from __future__ import annotations

from patcher.plan import logs, versions
from tests.conftest import brief_text, increment, run

_REST = "\n## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n"


def _doc(preamble: str, entries: str) -> str:
    return f"# 检索栈 · 活文档\n\n> {preamble}\n\n## §1.1 框架格局\n\n{entries}{_REST}"


def _action(doc: str, title: str) -> tuple[str, str]:
    text = brief_text(increment(1, title, section="§1.1 框架格局"))
    action = run(doc, text).actions[0]
    return action.action, action.matched or ""


LOG = _doc(
    "维护约定：一个产品一条，新版本写成子条目。横评记入 `对照账本` 条目。",
    "- 对照账本 — 嵌入模型横评的汇总，逐次追加。\n- **Sorrel** — Quarrystone 的嵌入服务。\n",
)


def test_contrastive_learning_is_no_comparison() -> None:
    """`对比学习` (contrastive learning) and `对比度` compare nothing: a new product trained so
    is no news of the comparison log."""
    assert not logs.comparing("Wrenfield 0.2 开源：对比学习句向量")
    assert not logs.comparing("新增对比度归一化")
    assert logs.comparing("Sorrel 与 Wrenfield 对比")
    action, matched = _action(LOG, "Wrenfield 0.2 开源：对比学习句向量")
    assert action == "inserted", (action, matched)


def test_one_products_releases_side_by_side_are_no_comparison_of_things() -> None:
    """`Sorrel 1.4 与 1.3 对比` sets one product's releases side by side: not the log's."""
    assert not logs.comparing("Sorrel 1.4 与 1.3 对比：延迟 -20%")
    assert not logs.comparing("Sorrel v2 vs v1 召回")
    action, matched = _action(LOG, "Sorrel 1.4 与 1.3 对比：延迟 -20%")
    assert "comparisons in this log" not in matched, (action, matched)


def test_a_log_of_the_past_or_of_prices_takes_no_other_comparison() -> None:
    """A log the preamble no longer keeps, or keeps for price comparisons only, is no home of
    a head-to-head benchmark."""
    assert logs.stated_comparison_logs("横评记入 `对照账本` 条目。")
    assert not logs.stated_comparison_logs("横评以前记入 `对照账本` 条目，现已停用。")
    assert not logs.stated_comparison_logs("定价对比写入 `对照账本` 条目。")
    assert not logs.stated_comparison_logs("Price comparisons go into `Ledger`.")
    past = LOG.replace("横评记入 `对照账本` 条目。", "横评以前记入 `对照账本` 条目，现已停用。")
    action, matched = _action(past, "Sorrel vs Wrenfield 千万级召回横评")
    assert "comparisons in this log" not in matched, (action, matched)


BRANDS = _doc(
    "维护约定：一款产品一个条目，不按版本拆条目。",
    "- 「Quell」Ashgrove Labs 的降噪模型，对标 Google 的 Clearvoice。\n"
    "- 「鲑鱼」Salmo-V — Birchline 的视频模型。\n",
)


def test_a_hyphened_name_needs_its_maker_as_the_subject_and_not_as_a_rival() -> None:
    """`Quell-X 1.0 — Google 发布…` where Quell's lead names Google only as a rival, or `—
    测评 Ashgrove Labs …` where the maker is not who releases it: no news of Quell."""
    for title in (
        "Quell-Mark 1.0 — Google 发布语音增强检测器",
        "Quell-Eval 0.3 — 测评 Ashgrove Labs 降噪模型的数据集",
    ):
        action, matched = _action(BRANDS, title)
        assert action == "inserted", (title, action, matched)
    action, matched = _action(BRANDS, "Quell-Studio 2.0 — Ashgrove Labs 发布")
    assert action == "updated", (action, matched)


def test_a_glued_generation_of_another_maker_is_no_generation_of_the_product() -> None:
    """`Salmo-V4 传感器发布（Kettleby 电子）`: a maker the product's lead never writes."""
    action, matched = _action(BRANDS, "Salmo-V4 传感器发布（Kettleby 电子）")
    assert action == "inserted", (action, matched)
    action, matched = _action(BRANDS, "Salmo-V4 发布")
    assert action == "updated", (action, matched)


GLUED = _doc(
    "维护约定：一个产品一条。",
    "- 「冻土」Permafrost — Icefield 的列式数据库。\n",
)


def test_a_chinese_word_glued_before_a_latin_name_is_no_name_where_it_is_another() -> None:
    """`腾云Permafrost 1.0` where the entry writes `「冻土」Permafrost`, or a rivalry glued on
    (`挑战Permafrost`, `复刻Permafrost`): another thing, not this entry's news."""
    for title in (
        "腾云Permafrost 1.0 开源：音频模型",
        "挑战Permafrost：Glacier 0.1 发布",
        "复刻Permafrost 2.1 的 Moraine 开源",
    ):
        action, matched = _action(GLUED, title)
        assert action == "inserted", (title, action, matched)
    action, matched = _action(GLUED, "冻土Permafrost 2.2 发布")
    assert action == "updated", (action, matched)


def test_a_family_rule_of_the_past_is_no_rule() -> None:
    """`以前每个模型族一条；现在每一代单独一条`: the family rule is the past's."""
    assert versions.states_product_families("每个模型族一条。")
    assert not versions.states_product_families("以前每个模型族一条；现在每一代单独一条。")


CASES = _doc(
    "维护约定：一个产品一条。",
    "- 「Vela」Velacore 的推理芯片。\n- VELA 长文本问答数据集 — 南湖大学的问答基准。\n",
)


def test_capitals_with_the_bracketed_maker_of_the_mixed_case_entry_name_it() -> None:
    """`VELA 加速卡三代发布（Velacore）`: the maker `「Vela」`'s lead writes, not the dataset."""
    action, matched = _action(CASES, "VELA 加速卡三代发布（Velacore）")
    assert action == "updated" and "VELA 长文本" not in matched, (action, matched)
