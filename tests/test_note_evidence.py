"""Evidence a 矛盾/待核实 item's note is placed by besides names: the figures it shares with one
increment (a short name alone never counts), the name key an update left on an entry, an
abbreviation an entry spells out next to its full name."""

from __future__ import annotations

from patcher.plan.evidence import sharing_claims

from .conftest import brief_text, entry_holding, increment, items, run

DOC = (
    "# 推理栈\n\n## §1.1 框架格局\n\n"
    "- 【船首引擎 Bowsprit】新兴 C++/CUDA 推理引擎，长 prompt 吞吐领先（Bowsprit Systems，2026-10）\n"
    "- **Quillon 3.1** — 单进程推理服务器（2026-11-20）\n\n"
    "## §1.2 推理调度\n\n"
    "- **WSB (Wavefront Speculative Batcher)** — 跨请求合并 draft–verify 波次；arXiv:2610.15522\n"
    "- **Wickgate** — 拒绝式准入控制（2026-11-01）\n\n"
    "## §1.3 KV Cache\n\n"
    "- PDB（Prefill-Decode Bridge）v1.0 — NVIDIA 的 PD 分离 KV 传输层，NVLink/RDMA\n\n"
    "## §1.4 可靠性\n\n"
)


def _night(item: str, date: str = "2026-11-24") -> str:
    return brief_text(
        increment(
            1,
            "ＷＳＢ 调度器开源 — wavefront-batcher 仓库 + vLLM 插件",
            section="§1.2 推理调度",
            points="- 以 vLLM 插件形式发布 - README 报告吞吐提升 1.3×",
        ),
        increment(
            2,
            "Quillon 3.2 — 新增 OpenAI 兼容前端",
            points="- 许可证见 README - 吞吐提升 17%",
        ),
        date=date,
    ) + items(item)


def test_a_short_name_and_a_figure_one_increment_shares_place_the_note_there() -> None:
    # `ＷＳＢ` (full width) in the increment's title is `WSB`; with the figure 1.3× only that
    # increment holds, two claims: the note goes where the increment went (the WSB entry)
    night = _night("矛盾/待核实 ①：WSB 开源版 README 报告 1.3× 吞吐提升，论文为 1.7×（中风险）\n")
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.attached_to == "2026-11-24#1", note
    assert note.matched == "claims:1.3×,WSB", note
    text = report.new_text.render()
    assert entry_holding(text, "id=2026-11-24#c1").startswith("- **WSB"), text
    assert not run(text, night).changed


def test_a_short_name_alone_or_a_figure_alone_places_no_note() -> None:
    # `WSB` (three letters) with no figure, or a figure with no name: the 待核实 section
    for said in ("WSB 开源版许可证未说明", "某新方案称吞吐提升 1.3×，来源不明"):
        report = run(DOC, _night(f"矛盾/待核实 ①：{said}（低风险）\n"))
        (note,) = report.contradictions
        assert note.attached_to == "verify", (said, note)


def test_figures_are_claims_but_never_one_alone() -> None:
    texts = ["Tidepool 1.0 — 吞吐 +52%", "Quillon 3.2 — 吞吐 +17%"]
    assert sharing_claims("Tidepool 1.0 吞吐 +52% 只在 8 实例下测得", texts) == (
        0,
        ["52%", "Tidepool"],
    )
    assert sharing_claims("吞吐 1.3× 的来源", ["新调度器 1.3× 提升", "Quillon 3.2"]) is None
    assert sharing_claims("Turnpike 拒绝率低 40%", ["Turnpike 论文", "另一论文 40%"]) is None


def test_a_plain_name_and_a_figure_find_the_increment_naming_it_after_chinese_words() -> None:
    night = brief_text(
        increment(
            5,
            "SLO 感知准入控制新论文 Turnpike — 按预测输出长度提前分流",
            section="§1.2 推理调度",
            points="- 长请求分流到专用副本 - 与拒绝式准入相比, 拒绝率 -40%",
        ),
        date="2026-12-11",
    ) + items(
        "矛盾/待核实 ②：Turnpike 拒绝率对比口径（中风险）\n"
        "问题：Turnpike 称比 Wickgate 拒绝率低 40%, 但对照用的是 Wickgate v1 配置。\n"
    )
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.attached_to == "2026-12-11#5", note
    assert "Turnpike" in entry_holding(report.new_text.render(), "id=2026-12-11#c2")


def test_the_name_key_an_update_left_on_an_entry_places_a_later_note_there() -> None:
    first = brief_text(
        increment(1, "Bowsprit 1.0 正式发布 — C++/CUDA 推理引擎首个稳定版", points="- API 冻结"),
        date="2026-11-24",
    )
    text = run(DOC, first).new_text.render()
    assert "keys=name:bowsprit10" in text, text
    later = brief_text(increment(1, "Quillon 3.2 — 新增指标"), date="2026-11-26") + items(
        "矛盾/待核实 ③：Bowsprit 1.0 官方 benchmark 与社区复测相差 35%（中风险）\n"
    )
    report = run(text, later)
    (note,) = report.contradictions
    # (the entry also goes by `Bowsprit` itself, the Latin half of `船首引擎 Bowsprit`, which
    # names it before the key does: wip/names)
    assert note.matched in ("name:bowsprit10", 'names "Bowsprit"'), note
    assert "船首引擎 Bowsprit" in entry_holding(report.new_text.render(), "id=2026-11-26#c3")
    # another release's number is another key: no entry holds it; the note goes by the
    # product's name only, to the entry named by the product without a release
    other = later.replace("Bowsprit 1.0 官方", "Bowsprit 2.0 官方")
    (note,) = run(text, other).contradictions
    assert note.matched == 'names "Bowsprit"', note
    assert "船首引擎 Bowsprit" in note.attached_to, note


def test_an_abbreviation_an_entry_spells_out_and_a_shared_word_place_the_note() -> None:
    night = brief_text(increment(1, "Quillon 3.2 — 新增指标"), date="2026-12-07") + items(
        "矛盾/待核实 ③：NVIDIA PDB 是否支持 AMD GPU（低风险）\n"
        "问题：一篇社区文章称 PDB 已可在 MI300X 上传输 KV，官方文档只列 NVIDIA GPU。\n"
    )
    report = run(DOC, night)
    (note,) = report.contradictions
    assert note.matched == 'spells out "PDB", sharing nvidia', note
    assert entry_holding(report.new_text.render(), "id=2026-12-07#c3").startswith("- PDB（")
    assert not run(report.new_text.render(), night).changed


def test_an_abbreviation_alone_or_spelt_by_two_entries_places_no_note() -> None:
    alone = brief_text(increment(1, "Quillon 3.2 — 新增指标"), date="2026-12-07") + items(
        "矛盾/待核实 ③：PDB 是否支持 AMD 显卡（低风险）\n"
    )
    (note,) = run(DOC, alone).contradictions
    assert note.attached_to == "verify", note
    two = DOC.replace(
        "## §1.4 可靠性\n\n",
        "## §1.4 可靠性\n\n- PDB（Python Debugger）远程调试 — NVIDIA 驱动下的推理进程调试\n",
    )
    named = alone.replace("PDB 是否", "NVIDIA PDB 是否")
    (note,) = run(two, named).contradictions
    assert note.attached_to == "verify", note
    # an entry spelling an abbreviation out in its text but not going by it
    spelt = DOC.replace(
        "## §1.4 可靠性\n\n",
        "## §1.4 可靠性\n\n- **Tessellate 调度器** — 按 TTFT（Time To First Token）排序，NVIDIA 插件\n",
    )
    ttft = alone.replace("PDB 是否支持 AMD 显卡", "NVIDIA TTFT 口径不一致")
    (note,) = run(spelt, ttft).contradictions
    assert note.attached_to == "verify", note


def test_the_items_own_abbreviation_outweighs_claims_shared_with_a_new_increment() -> None:
    # the increment spells the name out and becomes a new entry; the item goes by the
    # abbreviation the document's entry spells out: the note goes on that entry
    night = brief_text(
        increment(
            3,
            "NVIDIA Prefill-Decode Bridge 1.1 — 支持 GB300 NVL72 机柜内 KV 直传",
            section="§1.3 KV Cache",
            points="- GB300 上带宽 1.8 TB/s - NVIDIA 官方博客",
        ),
        date="2026-12-09",
    ) + items("矛盾/待核实 ①：NVIDIA PDB 1.1 在 GB300 上的带宽数字（中风险）\n")
    report = run(DOC, night)
    (note,) = report.contradictions
    # (the increment now continues the PDB entry, its maker named first — wip/names — so the
    # claims it shares with the item place the note in that entry too)
    assert note.matched in ('spells out "PDB", sharing nvidia', "claims:GB300,NVIDIA"), note
    assert entry_holding(report.new_text.render(), "id=2026-12-09#c1").startswith("- PDB（")
    # the abbreviation later in the title is not the item's own name: the increment keeps it
    later = night.replace(
        "NVIDIA PDB 1.1 在 GB300 上的带宽数字", "GB300 NVIDIA 带宽数字与 PDB 口径"
    )
    (note,) = run(DOC, later).contradictions
    assert note.attached_to == "2026-12-09#3", note
