"""Adversarial pass 34 (tests/data/adversarial34): near-misses of the versions and spelling
readings (vers1: a family's generations, size and tier variants, one-word products'
generations, a licence after a licence verb, `open-sourced`; spell1: a Latin name glued after
a title's Chinese words) — a maker's name in the brackets after an entry's name, a variant
numbering its own releases, a variant kept as an entry of its own, families sharing a word."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "adversarial34"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial34_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """87 labelled cases on three documents: no wrong continuation (2 before the pass's fix:
    x17, x18 `Gorse AI 开源 …` continued `**Gorse-Audio**（Gorse AI）`, the maker in its
    brackets read as a short form of the name, A and i of Audio); four misses left (x18 a
    maker then `开源` before the family's generation; y02 y03 a variant's own entry named
    with a generation, `Kestle 3-Mini`, reported `possibly continues`; z03 `澄湖Tarn`, the
    maker's Chinese name glued on: Chinese glued before a Latin name reads as its gloss only
    when it ends with a kind noun, `图像编辑模型Huilan`); no briefing refused."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 87
    assert verdicts["WRONG"] == [], verdicts
    assert len(verdicts["MISSED"]) <= 4, verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


_MAKERS = (
    "# 文档\n\n> 约定：每个产品一条。\n\n## §1.1 框架格局\n\n"
    "- **Brindle-Archive**（Brindle AI）— 长期记忆归档服务，当前 1.4。\n"
    "- **Anvil Runtime**（Anvil RT）— 端侧推理运行时，当前 2.0。\n\n"
    "## §1.2 其他\n\n## §1.3 其他\n\n## §1.4 其他\n"
)


def test_a_makers_name_in_the_brackets_is_no_short_form() -> None:
    """`**Brindle-Archive**（Brindle AI）`: the brackets give the maker, whose letters the
    name happens to spell (A and i of Archive); the maker's news is not the product's. A
    short form that is no maker's name (`（Anvil RT）`) is still the entry's."""
    act = run(_MAKERS, brief_text(increment(1, "Brindle AI 完成 C 轮融资"))).actions[0]
    assert act.action == "inserted", act
    act = run(_MAKERS, brief_text(increment(1, "Anvil RT 2.1 发布"))).actions[0]
    assert act.action == "updated" and "Anvil Runtime" in (act.matched or ""), act


_PRODUCTS = (
    "# 文档\n\n> 约定：每个产品一条，不按版本拆条；新版本、尺寸变体都写成条目下的子行。\n\n"
    "## §1.1 框架格局\n\n- **Harrowgate**（Harrow AI）— 查询改写模型，当前 1.3。\n\n"
    "## §1.2 其他\n\n## §1.3 其他\n\n## §1.4 其他\n"
)


def test_a_variant_numbering_its_own_releases_is_a_line_of_its_own() -> None:
    """`Harrowgate-Lite 0.1 发布` numbers its own releases (the entry is at 1.3): an edition
    of its own, a new entry; `Harrowgate-Lite 上线` is still the product's tier (held by main
    since spell2; a guard of spell1 a22's reading)."""
    act = run(_PRODUCTS, brief_text(increment(1, "Harrowgate-Lite 0.1 发布"))).actions[0]
    assert act.action == "inserted", act
    act = run(_PRODUCTS, brief_text(increment(1, "Harrowgate-Lite 上线"))).actions[0]
    assert act.action == "updated" and "Harrowgate" in (act.matched or ""), act
