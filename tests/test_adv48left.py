"""What adversarial pass 48 left wrong (adv48left): a feature's entry named `**Product 特性
名**｜maker` is filed under its own name, not its maker's (a name led by a proper Latin word is
no Chinese half of a pair with a Latin field sharing none of its words); an item led by a
product named after a board's lead, with a release the product's entry never names as a
generation (`Corvid Serve 2.3 许可证` beside `**Corvid Serve**`), is that product's fact; a
feature's doubt written in English words after the feature (`Marlin 5.2 spec decode speedup
claims`) still names the feature's own entry."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.plan.contradictions import NoteAction, _another_generation
from patcher.plan.evidence import names_of
from patcher.text.source import Source

from .conftest import brief_text, increment, items

_ZH = (
    "# 推理 · 活文档\n\n## §1.1 编码智能体\n\n## §1.2 推理引擎\n\n"
    "- **Gullwing**｜鸥翼｜Quay Labs — 开源推理引擎；现行 2.3。\n"
    "  - 2035-05-20 — 2.3 发布：新存储格式\n"
    "- **Stoat**｜Stoat Labs — Rust 推理引擎；现行 1.0。\n"
    "- **Gullwing INT4 KV 路径**｜Quay Labs — Gullwing 的 INT4 KV 存储，按组缩放。\n\n"
    "## §1.3 论文\n\n## §1.4 事故与缺陷\n"
)
_EN = (
    "# Serving · live document\n\n## §1.1 Engines\n\n"
    "- **Marlin** — Kettle AI's serving engine for long prompts. Current release 5.1.\n"
    "  - 2035-05-12 — Marlin 5.1 released: paged prefill\n"
    "- **Corvid Serve** — Wren Compute's lightweight serving engine.\n"
    "  - 2035-04-03 — Corvid Serve 2.2 released\n"
    "- **Marlin Spec Decode** — Marlin's speculative decoding path, draft-model based.\n\n"
    "## §1.2 Tools\n\n## §1.3 Papers\n\n## §1.4 Benchmarks\n\n"
    "- **LatencyBoard** — long-prompt time-to-first-token board, weekly (Perch Systems).\n"
    "  - 2035-06-02 — week 22: Marlin 5.1 9.8 s (first)\n"
)


def _note(doc: str, title: str, section: str, relation: str, item: str) -> NoteAction:
    release = increment(1, title, section=section, extra=f"与活文档现有脉络的关系：{relation}\n")
    brief = brief_text(release, date="2035-06-20") + items(item)
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    note = report.contradictions[-1]
    if note.line:
        lines = report.new_text.render().split("\n")
        heads = [line for line in lines[: note.line] if line.startswith("- ")]
        return NoteAction(**{**note.__dict__, "attached_to": heads[-1] if heads else ""})
    return note


def test_a_name_led_by_a_proper_latin_word_pairs_with_no_field_sharing_none_of_its_words() -> None:
    maker = names_of("**Gullwing INT4 KV 路径**｜Quay Labs — Gullwing 的 INT4 KV 存储。")
    assert maker.shown == "Gullwing INT4 KV 路径"  # (its maker after the bar)
    assert " / " in names_of("**Gullwing 路径**｜Gullwing Path — 存储。").shown  # (its English)
    assert " / " in names_of("**GPU 调度器**｜Loomwork — 开源调度器。").shown  # (an abbreviation)


def test_a_features_doubt_goes_on_the_feature_entry_named_with_its_maker() -> None:
    note = _note(
        _ZH,
        "Gullwing 2.4 发布 — 在线迁移工具，INT4 KV 路径重写",
        "§1.2 推理引擎",
        "Gullwing 的下一个特性版本",
        "矛盾/待核实 ①：Gullwing 2.4 INT4 KV 精度是否真的与 BF16 持平（中风险）\n仅官方数字。\n",
    )
    assert "Gullwing INT4 KV 路径" in (note.attached_to or ""), note


def test_a_products_own_fact_in_a_boards_round_goes_on_the_product() -> None:
    note = _note(
        _EN,
        "LatencyBoard week 24 results — Corvid Serve 2.3 first at 8.4 s",
        "§1.4 Benchmarks",
        "LatencyBoard's weekly round",
        "矛盾/待核实 ①：Corvid Serve 2.3 许可证（低风险）\n问题：仓库写 Apache-2.0，官网写 BSL。\n",
    )
    assert "**Corvid Serve**" in (note.attached_to or ""), note


def test_a_doubt_about_the_boards_result_stays_with_the_board() -> None:
    note = _note(
        _EN,
        "LatencyBoard week 24 results — Corvid Serve 2.3 first at 8.4 s",
        "§1.4 Benchmarks",
        "LatencyBoard's weekly round",
        "矛盾/待核实 ①：Corvid Serve 2.3 8.4 s 成绩复现（中风险）\n问题：维护者复跑得 9.6 s。\n",
    )
    assert "**LatencyBoard**" in (note.attached_to or ""), note


def test_a_features_doubt_in_english_words_goes_on_the_feature_entry() -> None:
    note = _note(
        _EN,
        "Marlin 5.2 — spec decode rewritten, prefix cache on by default",
        "§1.1 Engines",
        "Marlin's next feature release",
        "矛盾/待核实 ①：Marlin 5.2 spec decode speedup claims（中风险）\n问题：博客称 2.1x，文档称 1.6x。\n",
    )
    assert "**Marlin Spec Decode**" in (note.attached_to or ""), note


def test_a_longer_feature_name_in_english_stays_with_the_release() -> None:
    note = _note(
        _EN,
        "Marlin 5.2 — spec decode rewritten, prefix cache on by default",
        "§1.1 Engines",
        "Marlin's next feature release",
        "矛盾/待核实 ①：Marlin 5.2 spec decode Turbo mode speedup（中风险）\n问题：博客称 2.1x，文档称 1.6x。\n",
    )
    assert "**Marlin** —" in (note.attached_to or ""), note


def test_a_doubt_about_the_claims_rival_stays_with_the_claim() -> None:
    note = _note(
        _EN,
        "Marlin 5.2 cuts long-prompt TTFT to 7.9 s, ahead of Corvid Serve 2.2",
        "§1.1 Engines",
        "Marlin's own figures",
        "矛盾/待核实 ①：Corvid Serve 2.2 版本号存疑（低风险）\n问题：未写明测的是 2.2 还是 2.2.1。\n",
    )
    assert "**Marlin** —" in (note.attached_to or ""), note


_GEN = (
    "# Flight AI — living document\n\nConventions: one bullet per product; new generations and "
    "releases are dated sub-items. Papers get their own bullets in §1.3.\n\n## §1.1 Models\n\n"
    "- **Kite** — Sprocket Robotics' drone autopilot model that runs on-board.\n"
    "  - 2035-02-11 — Kite 2 released\n\n## §1.2 Tools\n\n## §1.3 Papers\n\n## §1.4 Benchmarks\n"
)


def test_a_preamble_filing_new_generations_as_sub_items_takes_every_generation() -> None:
    said = "one bullet per product; new generations and releases are dated sub-items."
    assert versions.states_unversioned_take_all(said)
    assert versions.states_unversioned_take_all("每个产品一条，新一代写成条目下的日期子项。")
    assert not versions.states_unversioned_take_all("new releases are dated sub-items.")
    assert not versions.states_unversioned_take_all("new generations are not sub-items.")


def test_a_spaced_generation_continues_the_product_where_generations_are_sub_items() -> None:
    release = increment(1, "Kite 3 cuts on-board inference latency to 38 ms", section="§1.1 Models")
    brief = brief_text(release, date="2035-06-20")
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", _GEN.encode()), smap)
    (act,) = report.actions
    assert act.action == "updated", act


def test_a_figure_after_a_boards_name_is_no_release_of_it() -> None:
    """(heldout190's `OmniGauge 68.9 对应的测试集版本` of `Qiranda-VL 3 在 OmniGauge 拿下 68.9`: a
    score, which the news writes after the product, not after the board's name)"""
    news = "Corvid Serve 2.3 在 LatencyBoard 拿下 68.9"
    item = "LatencyBoard 68.9 对应的测试集版本"
    assert _another_generation("68", "LatencyBoard", item, "LatencyBoard", news)
    news = "LatencyBoard week 24 results — Corvid Serve 2.3 first at 8.4 s"
    assert not _another_generation(
        "2", "Corvid Serve", "Corvid Serve 2.3 许可证", "Corvid Serve", news
    )
