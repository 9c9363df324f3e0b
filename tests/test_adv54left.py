"""Adversarial pass 54's leftovers (adv54left). The names are new, not the set's.

- A circled number opening a field of an item's own lines (`问题：① 官网写 2K；`) begins that
  field's list: the next number's line (`② 技术报告写 1.5K。`) continues it, it is no item.
- A number after a name followed by a unit or measure (`2048 像素`, `4K`, `30 tokens`) or of
  three digits or more is a figure, not a generation a rumour runs ahead to.
- A tier's name (`Sorrel 5-Go`) is not read across its last word written apart and running on
  into another noun (`Sorrel 5 Go 语言 SDK`: the Go language).
"""

from __future__ import annotations

import pytest

from patcher.briefing.parse import parse_text
from patcher.text.source import split_text

from .conftest import brief_text, increment, items, run
from .test_contradictions_fifteenth import _note
from .test_devleft3 import _PER_RELEASE, _PULLED

# --- 1. a numbering begun inside an item's field --------------------------------------------


def _numbers(section: str) -> list[str]:
    text = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2027-08-06") + section
    return [c.number for c in parse_text(split_text("b.txt", text)).contradictions]


@pytest.mark.parametrize(
    "field",
    [
        "问题：① 官网写 2K；\n② 技术报告写 1.5K。\n",  # (the adversarial case)
        "问题：（1）官网写 2K；\n（2）技术报告写 1.5K。\n",
        "问题：1. 官网写 2K；\n2. 技术报告写 1.5K。\n",
        "问题：① 官网写 2K；\n② 技术报告写 1.5K；\n③ 社区实测 1.8K。\n",
    ],
)
def test_a_number_continuing_a_list_begun_in_an_items_field_is_no_item(field: str) -> None:
    section = items("矛盾 ①：Larkspur 分辨率说法不一（低风险）\n" + field)
    assert _numbers(section) == ["①"]


@pytest.mark.parametrize(
    "field",
    [
        "问题：官网写 2K，技术报告写 1.5K。\n- ② Quokka 时长（低风险）\n",  # no list in the field
        "问题：① 官网写 2K；② 技术报告写 1.5K。\n- ② Quokka 时长（低风险）\n",  # ③ would go on
        "问题：官网写 2K。\n② Quokka 时长（低风险）\n",
    ],
)
def test_a_list_line_after_an_item_whose_fields_number_nothing_is_the_next_item(
    field: str,
) -> None:
    """Controls: parse2's list line among labelled items still reads as the next item where
    the item's field begins no list at ①."""
    section = items("矛盾 ①：Larkspur 分辨率说法不一（低风险）\n" + field)
    assert _numbers(section) == ["①", "②"]


# --- 2. a figure after a name is no generation ----------------------------------------------


@pytest.mark.parametrize(
    "title",
    [
        "Kestrelite 2048 像素输出传闻",  # (the adversarial case: 3+ digits, a unit)
        "Kestrelite 4096 输出传闻",  # 3+ digits alone
        "Kestrelite 8K 输出传闻",
        "Kestrelite 16 像素网格泄露传闻",
        "Kestrelite 32 tokens 上下文传闻",
    ],
)
def test_a_figure_after_the_name_is_no_unreleased_generation(title: str) -> None:
    landed = _note(title, "社区帖称 Kestrelite 4 下月支持，官方未回应。")
    assert landed is not None and "Kestrelite" in landed, landed


@pytest.mark.parametrize("title", ["Kestrelite 5 泄露截图", "传闻 Kestrelite 12 下月发布"])
def test_a_generation_number_ahead_still_stays_in_verify(title: str) -> None:
    """Controls: a whole generation after the name (one or two digits, no unit)."""
    assert _note(title, "仅一条社交媒体帖子，厂商未回应。") == "verify"


# --- 3. a tier's name not read across a word running on into another noun ---------------------

_TIERED = _PER_RELEASE.replace("Sorrel 5-Pro", "Sorrel 5-Go")


def _continues_tier(title: str) -> bool:
    action = run(_TIERED, brief_text(increment(1, title, "§1.1", _PULLED))).actions[0]
    return action.action == "updated" and '"Sorrel 5-Go"' in (action.matched or "")


@pytest.mark.parametrize(
    "title", ["Sorrel 5 Go 语言 SDK 发布 — 服务端接入", "Sorrel 5 Go SDK 发布 — 服务端接入"]
)
def test_a_tiers_word_running_on_into_another_noun_is_not_the_tier(title: str) -> None:
    assert not _continues_tier(title)


@pytest.mark.parametrize(
    "title",
    [
        "Sorrel 5-Go 下架 — 训练数据授权争议，暂停 API",  # the whole name, as the entry writes it
        "Sorrel 5 Go 下架 — 训练数据授权争议，暂停 API",  # written apart, then what happened
        "Sorrel 5-Go 语言模式下架 — 训练数据授权争议",  # hyphened as the entry: the tier
    ],
)
def test_a_tiers_whole_name_still_continues_it(title: str) -> None:
    assert _continues_tier(title), title
