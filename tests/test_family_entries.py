"""A document keeping one entry per model family (`One entry per model family`): a family's next
generation (`Veyra 3 预览`) is the family's news, not another generation's new entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.text.source import Source
from tests.conftest import brief_text, increment


def _doc(preamble: str) -> str:
    return (
        f"# Multimodal models\n\n{preamble}\n\n## §1.1 Video generation\n\n"
        "- **Vireo** (Heron AI; Chinese name 维鹭) — video generation, up to 12 s at 1080p.\n\n"
        "## §1.2 VLMs\n\n## §1.3 Speech\n\n## §1.4 Reliability\n"
    )


def _action(doc: str, title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.1"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


@pytest.mark.parametrize(
    "preamble",
    [
        "Maintained nightly. **One entry per model family**; releases are rows.",
        "每个系列只立一条。",
    ],
)
def test_the_wordings(preamble: str) -> None:
    assert versions.states_family_entries(preamble)


def test_not_denied_nor_another_unit() -> None:
    assert not versions.states_family_entries("We do not keep one entry per model family.")
    assert not versions.states_family_entries("One entry per release.")


def test_a_next_generation_is_the_familys_news() -> None:
    title = "Vireo 3 预览 — 第三代视频生成开放内测"
    family = _action(_doc("Maintained nightly. One entry per model family."), title)
    assert family.action == "updated" and "Vireo" in (family.matched or ""), family
    assert _action(_doc("Maintained nightly."), title).action == "inserted"


def test_a_generation_glued_on_in_a_document_of_one_entry_per_product() -> None:
    """`Gull-E2` is a generation of `「海鸥」Gull-E` where the preamble keeps one entry per
    product, never per version (issue 21, heldout85); a document saying nothing keeps it apart."""
    from tests.test_evidence_incidents import CARDS, on_cards

    title = "Gull-E2 — 第二代多语嵌入，覆盖 30 种语言"
    found = on_cards(title, "§1.1")
    assert found.action == "updated" and "generation" in (found.matched or ""), found
    rule = "1. **一款产品一个条目**，不按版本拆条目；新版本、价格变化写成子项。\n"
    assert on_cards(title, "§1.1", CARDS.replace(rule, "")).action == "inserted"


def test_a_family_of_products_is_a_family_to_the_generation_rule() -> None:
    assert versions.states_product_families("> 1. 每个**产品族**只占一个条目，新版本写成子行。")
    assert versions.states_product_families("每模型族一条。")
    assert not versions.states_product_families("不再每个产品族一条，改为按版本立条。")
    assert not versions.states_family_entries("每个产品族只占一个条目。")  # (a product unit)


def test_a_family_taking_one_entry_in_chinese() -> None:
    """`一个产品系列只占一条` (heldout109): one entry per family, so `Vireo 4 预告 — 第四代路线图` is the
    family's news; `一个条件` or a family word alone states nothing."""
    assert versions.states_family_entries("一个产品系列只占一条，新版本写成子项。")
    assert versions.states_family_entries("一个模型家族只立一条。")
    assert not versions.states_family_entries("一个系列的条件说明。")
    family = _action(
        _doc("> 一个产品系列只占一条，新版本写成子项。"), "Vireo 4 预告 — 第四代路线图"
    )
    assert family.action == "updated" and "Vireo" in (family.matched or ""), family


def test_two_kinds_of_family_in_one_chinese_rule() -> None:
    """`每个模型/产品家族一条` (heldout122) keeps one entry per family; a product family alone is
    still the product unit's rule."""
    assert versions.states_family_entries("> - 每个模型/产品**家族**一条：新版本写成子条目。")
    assert versions.states_family_entries("每个产品、模型家族一条。")
    assert not versions.states_family_entries("不再每个模型/产品家族一条。")


def test_a_generation_joined_by_a_hyphen_is_the_familys_news() -> None:
    """`Vireo-4 内测` is the family `Vireo`'s next generation where the preamble keeps one entry
    per model family (heldout122); a document saying nothing keeps it apart, and a name joined
    to a word, not a number, is not read so."""
    title = "Vireo-4 内测 — 长镜头一致性改进"
    family = _action(_doc("Maintained nightly. One entry per model family."), title)
    assert family.action == "updated" and "Vireo" in (family.matched or ""), family
    assert _action(_doc("Maintained nightly."), title).action == "inserted"
    zh = _action(_doc("每个模型/产品家族一条，新版本写成子条目。"), title)
    assert zh.action == "updated", zh
    other = _action(_doc("One entry per model family."), "Vireo-Lab 内测 — 另一团队的工具")
    assert "generation" not in (other.matched or ""), other


def _paper_action(preamble: str, title: str) -> api.Action:
    doc = _doc(preamble).replace("1080p.\n", "1080p. [paper](https://arxiv.org/abs/3301.00417)\n")
    smap = load_map(find_map(None, Path("/nonexistent")))
    inc = increment(1, title, section="§1.1").replace("inbox/x.md", "arXiv:3402.05561")
    report = api.apply(
        [Source("b.txt", brief_text(inc).encode())], Source("d.md", doc.encode()), smap
    )
    return report.actions[0]


def test_a_next_generation_with_its_own_paper_is_the_familys_news() -> None:
    """`Vireo 3` citing its own arXiv id, not the `Vireo` entry's, is the family's news where the
    preamble keeps one entry per model family (heldout122); a document saying nothing keeps
    the other paper a possibility only."""
    title = "Vireo 3 — 分钟级长视频生成"
    family = _paper_action("One entry per model family; new generations are sub-bullets.", title)
    assert family.action == "updated" and "Vireo" in (family.matched or ""), family
    assert _paper_action("Maintained nightly.", title).action == "inserted"


@pytest.mark.parametrize("title", ["Vireo-Lite 端侧版 — 1.5B 参数", "Vireo-S：手机上 4 秒出片"])
def test_a_member_joined_by_a_hyphen_is_the_familys_news(title: str) -> None:
    """`Vireo-Lite`, `Vireo-S` (a size or tier word joined to the family's name) are members of
    the family `Vireo` where the preamble keeps one entry per model family (heldout122
    `Nebula-VL-Mini`, heldout130 `TesselViT-g`); a document saying nothing keeps them apart."""
    family = _action(_doc("One entry per model family; new members are sub-bullets."), title)
    assert family.action == "updated" and "member" in (family.matched or ""), family
    assert _action(_doc("Maintained nightly."), title).action == "inserted"


def test_a_member_with_its_own_paper_is_the_familys_news() -> None:
    """`Vireo-Turbo` citing its own arXiv id is the family's news where the preamble keeps one
    entry per model family (heldout122 `Halo3D-Turbo`); a document saying nothing keeps the
    other paper a possibility only; a member with an entry of its own is that entry's."""
    title = "Vireo-Turbo：单卡 3 秒生成"
    family = _paper_action("每个模型家族一条，新成员写成子条目。", title)
    assert family.action == "updated" and "Vireo" in (family.matched or ""), family
    assert _paper_action("Maintained nightly.", title).action == "inserted"
    own = _doc("One entry per model family.") + "- **Vireo-Turbo** (Heron AI) — distilled.\n"
    assert "member" not in (_action(own, title).matched or "")
