"""Which entry an increment continues: evidence, spelling variants, context vs continuation
wording, the `possibly continues` report, identity kept through updates."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from patcher import api
from patcher.plan.contradictions import _CITES
from patcher.plan.evidence import NameIndex, Verdict, form, names_of
from patcher.text.source import Source

from .conftest import CliInvoke, brief_text, increment, run, shipped_map

DOC = (
    "# Notes\n\n## §1.1 框架格局\n\n"
    "1. **TGI 已死** — HF 宣布维护模式\n"
    "2. **SGLang v0.5.19** — 统一 RadixTree\n"
    "3. **vLLM原生transformers后端** — 450+ 架构\n"
    "4. **vLLM FP8 KV-Cache** — 早期试验\n\n"
    "## §1.2 推理调度\n\n"
    "- NVIDIA Encode-Prefill-Decode (EPD) disaggregation: vision encoder split out\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 可靠性\n\n- **HookPoint**（arXiv:2605.11093）— 可观测性\n"
)


def index() -> NameIndex:
    names = NameIndex()
    for lead, anchor in [
        ("**TGI 已死** — HF 宣布维护模式", "§1.1"),
        ("**SGLang v0.5.19** — 统一 RadixTree", "§1.1"),
        ("**vLLM原生transformers后端** — 450+ 架构", "§1.1"),
        ("**vLLM FP8 KV-Cache** — 早期试验", "§1.1"),
        ("NVIDIA Encode-Prefill-Decode (EPD) disaggregation: vision encoder", "§1.2"),
        ("**HookPoint**（arXiv:2605.11093）— 可观测性", "§1.4"),
    ]:
        names.add(lead, anchor, ["arxiv:2605.11093"] if "HookPoint" in lead else [])
    return names


def decide(
    title: str, relation: str = "", anchor: str = "§1.1", keys: tuple[str, ...] = ()
) -> Verdict:
    return index().decide(title, relation, list(keys), anchor)


def test_spelling_variants_name_the_same_entry() -> None:
    assert form("SGLang 0.5.21.post1") == form("SGLang v0.5.21")
    assert form("vLLM FP8 KV Cache") == form("vllm fp8 kv-cache")
    assert decide("TGI维护模式8-14再次官方确认").chosen == 0  # glued to Chinese, no relation line
    assert decide("vLLM FP8 KV Cache 验证报告", anchor="§1.3").chosen == 3
    epd = decide("NVIDIA EPD Encode-Prefill-Decode Disaggregation — 官方指南", anchor="§1.3")
    assert epd.chosen == 4 and 'title names "NVIDIA Encode-Prefill-Decode' in epd.why


def test_a_name_shrunk_to_a_word_decides_nothing() -> None:
    # `vLLM原生…` goes by `vLLM`, which other entries' names start with too
    verdict = decide("vLLM 原生 CUDA graph 调优")
    assert verdict.chosen is None
    assert decide("vLLM Prefix Caching Bug — GPU 利用率").chosen is None
    assert decide("SGLang Breakable CUDA Graph（BCG）— 回归隐患").chosen is None


def test_another_release_is_not_the_same_entry() -> None:
    assert decide("SGLang v0.5.20 发布").chosen is None
    assert decide("SGLang v0.5.19 破坏性 Flag Rename + DeepSeek-V4 专项优化").chosen == 1


def test_context_wording_is_no_evidence_but_continuation_wording_is() -> None:
    context = "§1.4 已有 HookPoint 锚定；本条是 Multi-Agent 协作系统的新数据，与之共同构成双锚"
    assert decide("Multi-Agent 级联故障", context, anchor="§1.4").candidate is None
    said = "续立锚定 9-21 HookPoint 条目"
    assert decide("可观测性 overhead 复测", said, anchor="§1.4").chosen == 5
    weak = decide("可观测性 overhead 复测", "已有 HookPoint 锚定；本条是对它的补充", anchor="§1.4")
    assert weak.chosen is None and weak.possible and weak.candidate == 5


def test_strong_keys_decide_and_are_named_first() -> None:
    verdict = decide("Model-internal tracing", anchor="§1.1", keys=("arxiv:2605.11093",))
    assert verdict.chosen == 5 and verdict.why.startswith("arxiv:2605.11093")


def test_comparisons_continue_a_comparison_of_the_same_products_only() -> None:
    names = NameIndex()
    names.add("**vLLM vs SGLang 2026选型决策树**", "§1.1", [])
    names.add("**SGLang v0.5.19** — 统一 RadixTree", "§1.1", [])
    assert names.decide("SGLang vs vLLM 2026 决策框架 · TGI 已死", "", [], "§1.1").chosen == 0
    assert names_of("SGLang vs vLLM 2026 决策框架").full & names_of("vLLM vs SGLang 2026").full


def test_possibly_continues_is_reported_in_text_json_and_pr_body(
    cli_invoke: CliInvoke, tmp_path: Path
) -> None:
    relation = "与活文档现有脉络的关系：已有 HookPoint 锚定；本条是对它的补充\n"
    brief = brief_text(increment(title="可观测性 overhead 复测", section="§1.4", extra=relation))
    (tmp_path / "doc.md").write_text(DOC, encoding="utf-8")
    (tmp_path / "b.txt").write_text(brief, encoding="utf-8")
    body = tmp_path / "pr.md"
    args = ["apply", str(tmp_path / "b.txt"), "--doc", str(tmp_path / "doc.md")]
    text = cli_invoke(*args, "--pr-body", str(body)).stderr
    first = text.split("\n")[0]
    assert first.startswith("2026-10-01#1 possibly continues '**HookPoint**")
    assert 'relation line names "HookPoint"' in first and "inserted as a new entry in §1.4" in first
    data = json.loads(cli_invoke(*args, "--json").stdout)
    (action,) = data["documents"][0]["report"]["actions"]
    assert action["action"] == "inserted" and "possibly-continues" in action["flags"]
    assert action["possibly"].startswith("'**HookPoint**")
    pr = body.read_text(encoding="utf-8")
    # the run's body opens with the list, before every document's part
    assert pr.startswith("## Check first: new entries that may continue an existing one\n")
    assert pr.index("possibly continues") < pr.index("### §1.4")


def test_possibly_continues_names_the_line_of_the_entry_in_the_new_document(
    cli_invoke: CliInvoke, tmp_path: Path
) -> None:
    """The entry a new one may continue is given by its line in the document as written (new
    entries above it moved it down), in the text report, `--json` and the PR body."""
    relation = "与活文档现有脉络的关系：已有 HookPoint 锚定；本条是对它的补充\n"
    maybe = increment(2, title="可观测性 overhead 复测", section="§1.4", extra=relation)
    fresh = increment(1, title="Quokka 推理引擎 0.1 发布", section="§1.1 框架格局")
    (tmp_path / "doc.md").write_text(DOC, encoding="utf-8")
    (tmp_path / "b.txt").write_text(brief_text(fresh, maybe), encoding="utf-8")
    body = tmp_path / "pr.md"
    args = ["apply", str(tmp_path / "b.txt"), "--doc", str(tmp_path / "doc.md")]
    data = json.loads(cli_invoke(*args, "--json").stdout)
    text = cli_invoke(*args, "--write", "--pr-body", str(body)).stderr
    written = (tmp_path / "doc.md").read_text(encoding="utf-8").split("\n")
    line = 1 + next(n for n, t in enumerate(written) if t.startswith("- **HookPoint**"))
    assert line > 1 + DOC.split("\n").index("- **HookPoint**（arXiv:2605.11093）— 可观测性")
    action = data["documents"][0]["report"]["actions"][1]
    assert (
        action["possibly_line"] == line
        and data["documents"][0]["report"]["actions"][0]["possibly_line"] is None
    )
    assert f"at {tmp_path / 'doc.md'}:{line}: inserted" in text.split("\n")[0]
    assert f"at line {line}" in body.read_text(encoding="utf-8")


RELEASES = (
    "# inference\n\nOne entry per release: each release of an engine gets its own entry.\n\n"
    "## §1.1 框架格局\n\n- **Quay 2.4** — 新增分页 KV 缓存\n- **Marlin 0.9** — 量化内核库\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n"
)


def test_a_release_of_its_own_where_the_document_keeps_releases_apart_is_not_reported() -> None:
    """A new release of a product whose releases the document keeps one entry each (its
    preamble says so, its entries do not say otherwise) is new without a `possibly continues`
    report; where nothing says so, the earlier release's entry is still reported."""
    brief = brief_text(increment(title="Quay 2.5 发布 — 新增投机解码", section="§1.1 框架格局"))
    (apart,) = run(RELEASES, brief).actions
    assert apart.action == "inserted" and not apart.possibly and not apart.flags
    rule = "One entry per release: each release of an engine gets its own entry.\n\n"
    (maybe,) = run(RELEASES.replace(rule, ""), brief).actions
    assert maybe.action == "inserted" and maybe.possibly.startswith("'**Quay 2.4**")
    assert "possibly-continues" in maybe.flags


def test_an_update_keeps_identity_for_later_increments() -> None:
    # night 1: a paper continues HookPoint through its arXiv id and brings a GitHub ref;
    # night 2: an increment with only that ref finds the entry the update went into
    first = brief_text(
        increment(title="HookPoint 集成 arXiv:2605.11093 见 acme/hooks#12", section="§1.4")
    )
    night1 = run(DOC, first)
    assert night1.actions[0].action == "updated"
    assert "keys=arxiv:2605.11093,gh:acme/hooks#12" in night1.new_text.render()
    second = brief_text(
        increment(title="Tracing 内核合入 acme/hooks#12", section="§1.4"), date="2026-10-02"
    )
    (action,) = run(night1.new_text.render(), second).actions
    assert action.action == "updated" and action.matched.startswith("gh:acme/hooks#12")


SAME_DAY_DOC = "# Notes\n\n## §1.1 框架格局\n\n- **Alpha engine** — 早期条目\n\n## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n"
TOM = brief_text(
    increment(1, "Alpha engine 2.0 发布", points="- 吞吐 1,200 tok/s - 支持 FP8"),
    increment(2, "Beta cache 论文 arXiv:2610.11111", section="§1.3", points="- 命中率 80%"),
    date="2026-10-10",
)
JAY = brief_text(  # another instance, numbering from 1 again
    increment(1, "Gamma scheduler 论文 arXiv:2610.22222", section="§1.2", points="- 尾延迟 -30%"),
    increment(2, "Alpha engine 2.0 发布", points="- 吞吐 1,200 tok/s - 冷启动 9 s"),
    increment(3, "Beta cache 论文 arXiv:2610.11111", section="§1.3", points="- 命中率 80%"),
    date="2026-10-10",
)


def test_a_second_instance_of_the_day_is_a_separate_source() -> None:
    together = run(SAME_DAY_DOC, TOM, JAY)
    got = [(a.id.split(".")[0], a.action, a.flags) for a in together.actions]
    assert got == [
        ("2026-10-10#1", "updated", ()),
        ("2026-10-10#2", "inserted", ()),
        ("2026-10-10#1", "inserted", ()),  # a new paper, not a duplicate of TOM's #1
        ("2026-10-10#2", "updated", ("restated",)),  # only the new figure
        ("2026-10-10#3", "unchanged", ("same-day-duplicate",)),  # identical: collapses
    ]
    text = together.new_text.render()
    assert text.count("吞吐 1,200 tok/s") == 1 and text.count("冷启动 9 s") == 1
    assert text.count("**Beta cache") == 1 and "**Gamma scheduler" in text
    again = run(text, TOM, JAY)
    assert not again.changed  # the night applied again changes nothing
    # the same night in two runs (TOM, then JAY) ends where one run does
    tom = run(SAME_DAY_DOC, TOM).new_text.render()
    jay = run(tom, JAY)
    assert (
        jay.new_text.render().count("冷启动 9 s") == 1
        and not run(jay.new_text.render(), JAY).changed
    )
    # JAY's #1 is another increment than the TOM update holding `2026-10-10#1`: it lands
    assert "**Gamma scheduler" in jay.new_text.render()
    assert not run(jay.new_text.render(), TOM).changed


def contradictions(*items: str) -> str:
    return "三、值得警惕的矛盾或待核实说法\n" + "".join(items)


def test_a_verified_item_resolves_the_earlier_note_instead_of_adding_one() -> None:
    asked = brief_text(
        increment(1, "HookPoint 集成进主线", section="§1.4"), date="2026-10-10"
    ) + contradictions(
        '矛盾/待核实 ①：HookPoint CUDA kernel 是否已合入主线（低风险）\n建议：标注"HookPoint 合入状态待核实"\n',
        '矛盾/待核实 ②：Omega 芯片功耗数字（低风险）\n建议：标注"Omega 功耗待核实"\n',
    )
    night1 = run(DOC, asked).new_text.render()
    answered = brief_text(increment(1, "Zeta 框架发布"), date="2026-10-12") + contradictions(
        "矛盾/待核实 ①：已核实：HookPoint CUDA kernel 已合入主线（已核实）\n建议：HookPoint kernel 已于 10-11 合入主线\n",
        "矛盾/待核实 ②：已核实：Omega 芯片功耗数字为 350 W\n建议：Omega 功耗为 350 W（厂商白皮书）\n",
    )
    report = run(night1, answered)
    got = {n.id: (n.action, n.reason) for n in report.contradictions}
    assert got["2026-10-12#c1"][0] == "resolved" and "under the note" in got["2026-10-12#c1"][1]
    assert got["2026-10-12#c2"][0] == "resolved" and "pending note" in got["2026-10-12#c2"][1]
    lines = report.new_text.render().split("\n")
    note = next(n for n, line in enumerate(lines) if "livedoc:id=2026-10-10#c1" in line)
    assert "HookPoint 合入状态待核实" in lines[note]  # the note is kept
    assert lines[note + 1].lstrip().startswith("- ✅ 已核实（2026-10-12）：HookPoint kernel 已于")
    assert lines[note + 1].index("-") > lines[note].index("-")  # nested under the note
    pending = next(n for n, line in enumerate(lines) if "livedoc:id=2026-10-10#c2" in line)
    assert "Omega 功耗为 350 W" in lines[pending + 1]
    assert report.new_text.render().count("⚠️ 待核实") == night1.count("⚠️ 待核实")  # no new item
    assert not run(report.new_text.render(), answered).changed


def test_without_a_suggestion_the_priority_row_routes_before_keywords() -> None:
    block = "增量 1：推理引擎雪崩复盘 — 网关重试风暴（⭐⭐⭐）\n来源：inbox/x.md\n要点：- 引擎 部署 迁移\n"
    rows = (
        "六、建议今晚 E2 活文档更新优先级\n| 优先级 | 内容 | 动作 |\n|---|---|---|\n"
        "| 🟡 中 | 推理引擎雪崩复盘（网关重试风暴） | 写入 §1.4 推理可靠性（故障复盘） |\n"
    )
    doc = DOC
    plain = run(doc, brief_text(block))
    assert (plain.actions[0].anchor, plain.actions[0].via) == ("§1.1", "keyword")
    (action,) = run(doc, brief_text(block) + rows).actions
    assert (action.anchor, action.via) == ("§1.4", "priority")
    bullets = "六、建议今晚 E2 活文档更新优先级\n- 🟡 中：推理引擎雪崩复盘（网关重试风暴）→ 写入 §1.4 推理可靠性\n"
    (action,) = run(doc, brief_text(block) + bullets).actions
    assert (action.anchor, action.via) == ("§1.4", "priority")


def test_priority_rows_go_to_the_increments_they_name_most_clearly() -> None:
    """`Sparrow 监控 → §1.4` names the dashboard more clearly than `Sparrow 0.2 → §1.3` does,
    so it is linked first and the compressor gets §1.3; a row naming two increments alike
    routes neither."""

    def block(n: int, title: str) -> str:
        return f"增量 {n}：{title}（⭐⭐⭐）\n来源：inbox/x.md\n要点：- 细节\n"

    incs = block(1, "Sparrow 监控面板 0.2") + block(2, "Sparrow KV 压缩 0.2")
    rows = (
        "六、建议今晚 E2 活文档更新优先级\n| 优先级 | 内容 | 动作 |\n|---|---|---|\n"
        "| 🟡 中 | Sparrow 0.2 | 写入 §1.3 KV Cache |\n| 🟡 中 | Sparrow 监控 | 写入 §1.4 可靠性 |\n"
    )
    got = {a.title: (a.anchor, a.via) for a in run(DOC, brief_text(incs) + rows).actions}
    assert got["Sparrow 监控面板 0.2"] == ("§1.4", "priority")
    assert got["Sparrow KV 压缩 0.2"] == ("§1.3", "priority")
    alike = block(1, "Kite 1.0 评测报告") + block(2, "Kite 1.0 发布")
    row = "六、建议今晚 E2 活文档更新优先级\n- 🟡 中：Kite 1.0 → 写入 §1.2 推理调度\n"
    vias = [a.via for a in run(DOC, brief_text(alike) + row).actions]
    assert "priority" not in vias


def test_a_restated_title_with_a_new_figure_keeps_the_figure() -> None:
    first = brief_text(
        increment(1, "Alpha engine 2.0 发布 — 1,200 tok/s", points="- 支持 FP8"), date="2026-10-10"
    )
    second = brief_text(
        increment(4, "Alpha engine 2.0 发布 — 1,350 tok/s", points="- 支持 FP8"), date="2026-10-10"
    )
    same = brief_text(
        increment(5, "Alpha engine 2.0 发布 — 1,200 tok/s", points="- 支持 FP8"), date="2026-10-10"
    )
    report = run(SAME_DAY_DOC, first, second, same)
    assert [a.action for a in report.actions] == ["updated", "updated", "unchanged"]
    text = report.new_text.render()
    assert "1,350 tok/s" in text and text.count("支持 FP8") == 1
    assert not run(text, first, second, same).changed


def test_carried_over_ids_get_an_index_row_or_confirm_theirs() -> None:
    from .conftest import SHARED_BRIEFS

    brief = SHARED_BRIEFS / "004_a49fbe21e68b1ad2.txt"
    if not brief.exists():
        import pytest

        pytest.skip("the shared briefings are not on this machine")
    doc = SAME_DAY_DOC + (
        "\n## arXiv 索引\n\n| arXiv | 标题 | 章节 | 首次锚定 | 最近确认 |\n|---|---|---|---|---|\n"
        "| 2608.01526 | An Internet for the KV Cache | §1.3 | 2026-08-01 | 2026-08-01 |\n"
    )
    report = api.apply(
        [Source(brief.name, brief.read_bytes())], Source("doc.md", doc.encode()), shipped_map()
    )
    got = {(i.id, i.action) for i in report.index}
    # `🔄 沿用` bullets under 四: a known id is confirmed, an unknown one gets its row
    assert ("2608.01526", "confirmed") in got and ("2608.01651", "added") in got
    text = report.new_text.render()
    assert "| 2608.01526 | An Internet for the KV Cache | §1.3 | 2026-08-01 | 2026-08-14 |" in text
    assert text.count("| 2608.01651 |") == 1


def _names(*leads: tuple[str, str]) -> NameIndex:
    names = NameIndex()
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def test_a_patch_release_continues_the_release_line_an_entry_is_named_by() -> None:
    names = _names(("Triton-Serve 2.4 — 分块编译", "§1.1"), ("**Quill v0.9** — 新调度", "§1.1"))
    assert names.decide("Triton-Serve 2.4.2 — 修复内存泄漏", "", [], "§1.1").chosen == 0
    assert names.decide("Triton-Serve 2.5 发布", "", [], "§1.1").chosen is None  # a new minor
    assert names.decide("Quill 0.9.3 — 热修复", "", [], "§1.1").chosen == 1
    llama = _names(("Llama 3 — 基座", "§1.1"))
    assert llama.decide("Llama 3.1 发布", "", [], "§1.1").chosen is None  # not a patch of `3`


def test_a_latin_name_finds_the_entry_named_by_it_and_chinese_or_a_description() -> None:
    names = _names(
        ("**Zephyrine 推理运行时 0.2** — 异构", "§1.1"),
        ("kv-router request scheduler: prefix affinity", "§1.2"),
        ("**vLLM 前缀缓存 Bug** — 复现", "§1.4"),
        ("**vLLM 多 LoRA** — 批处理", "§1.1"),
    )
    assert names.decide("Zephyrine 0.2.1 — 补丁", "", [], "§1.1").chosen == 0
    assert names.decide("kv-router 1.4", "", [], "§1.2").chosen == 1
    # a release of a product with several entries is none of them
    assert names.decide("vLLM 0.30 发布", "", [], "§1.1").chosen is None
    # nor the one entry about a bug of it in another section (reported, not merged)
    bug = _names(("**Quokka 前缀缓存 Bug** — 复现", "§1.4")).decide("Quokka 0.30", "", [], "§1.1")
    assert bug.chosen is None and bug.possible


def test_a_common_word_phrase_continues_only_the_entry_it_is_the_whole_name_of() -> None:
    names = _names(("Token budget guard: stops runaway loops", "§1.4"))
    assert names.decide("Token budget guard 进入默认配置", "", [], "§1.4").chosen == 0
    assert names.decide("Token budget 调优经验", "", [], "§1.4").chosen is None


def test_an_undefined_abbreviation_of_capitalised_words_names_the_entry() -> None:
    names = _names(("**AMD Prefill-Decode-Split 部署手册**", "§1.3"))
    assert names.decide("AMD PDS 自动扩缩", "", [], "§1.3").chosen == 0
    assert names.decide("PDS 调优", "", [], "§1.3").chosen is None  # three letters alone


def test_relation_lines_name_entries_after_section_refs_dates_and_asides() -> None:
    names = _names(("**Zephyrine** — 异构运行时", "§1.1"), ("**调度公平性实证** — 根因", "§1.4"))
    said = "续立 10-02 增量 4 Zephyrine 条目；本条是补丁"
    assert names.decide("补丁版本说明", said, [], "§1.1").chosen == 0
    said = "续立 inference.md §1.1 Zephyrine 条目"
    assert names.decide("补丁版本说明", said, [], "§1.1").chosen == 0
    that = "§1.4 已有调度公平性实证条目；本条是线上复盘，为该条目补充时间线"
    assert names.decide("一次复盘", that, [], "§1.4").chosen == 1
    keyed = "inference.md §1.4 已有调度公平性实证(800 issue,arXiv:2611.00123)锚定 - 本棒 = 扩展"
    verdict = names.decide("调度 Bug 研究扩展版", keyed, ["arxiv:2611.00123"], "§1.4")
    assert verdict.chosen == 1 and "arxiv:2611.00123" in verdict.why
    assert names.decide("调度 Bug 研究扩展版", keyed, ["arxiv:2611.00999"], "§1.4").chosen is None


def test_a_verified_item_goes_where_the_item_it_cites_went() -> None:
    asked = brief_text(increment(1, "Zeta 框架发布"), date="2026-10-10") + contradictions(
        "矛盾/待核实 ①：Omega 2.1 是否已支持 FP4（中风险）\n建议：标注待核实\n",
    )
    night1 = run(DOC, asked).new_text.render()
    answered = brief_text(
        increment(1, "Omega 2.1.1 — FP4 正式支持", section="§1.1"), date="2026-10-12"
    ) + contradictions("矛盾/待核实 ①：已核实：Omega 2.1.1 起支持 FP4（延续 10-10 ①）\n")
    report = run(night1, answered)
    (note,) = report.contradictions
    assert note.action == "resolved" and note.matched == "cites 2026-10-10#c1", note
    lines = report.new_text.render().split("\n")
    pending = next(n for n, line in enumerate(lines) if "livedoc:id=2026-10-10#c1" in line)
    assert "已核实（2026-10-12）" in lines[pending + 1]


def test_a_bare_issue_number_names_the_entry_holding_that_repositorys_ref() -> None:
    names_doc = DOC.replace(
        "## §1.3 KV Cache\n\n",
        "## §1.3 KV Cache\n\n- **Prefix 驱逐修复**（acme/turbo#4411）— 合入\n\n",
    )
    item = brief_text(increment(1, "Zeta 框架发布"), date="2026-10-12") + contradictions(
        "矛盾/待核实 ①：turbo #4411 是否回移旧分支（低风险）\n"
    )
    (note,) = run(names_doc, item).contradictions
    assert note.matched == "gh:acme/turbo#4411" and "Prefix 驱逐修复" in (note.attached_to or "")


def test_a_run_body_lists_every_documents_check_first_at_its_top() -> None:
    from patcher.output.messages import BodyPart, night_body

    relation = "与活文档现有脉络的关系：已有 HookPoint 锚定；本条是对它的补充\n"
    brief = brief_text(increment(title="可观测性 overhead 复测", section="§1.4", extra=relation))
    first, second = run(DOC, brief), run(DOC, brief)
    second = replace(second, document="other.md")
    parts = [BodyPart("inference", r, shipped_map()) for r in (first, second)]
    body = night_body(parts, [])
    head, rest = body.split("\n\n", 1)
    assert head == "## Check first: new entries that may continue an existing one"
    listed = rest.split("\n\n", 1)[0].splitlines()
    assert [line.split(" ", 2)[1] for line in listed] == ["`doc.md`", "`other.md`"]
    assert all("possibly continues" in line and "HookPoint" in line for line in listed)
    assert body.count("possibly continues") == 2  # not again inside each document's part


def test_a_relation_line_that_denies_a_tie_is_no_continuation() -> None:
    said = "续立锚定 HookPoint 条目"
    assert decide("可观测性 overhead 复测", said, anchor="§1.4").chosen == 5
    for denied in (
        "本条并非对 HookPoint 条目的补充，而是一个无关的新工具",
        "不要更新 HookPoint 条目；这是独立项目",
        "与 HookPoint 条目无关",
    ):
        verdict = decide("Lanyard 追踪代理 0.1 首发", denied, anchor="§1.4")
        assert verdict.chosen is None, denied
    # a denial in one clause leaves the other clauses' evidence
    mixed = decide("可观测性 overhead 复测", "续立 HookPoint 条目，与 TGI 无关", anchor="§1.4")
    assert mixed.chosen == 5


def test_a_title_naming_an_entry_as_the_rival_of_its_subject_is_no_continuation() -> None:
    for title in ("HookPoint 竞品 Lanyard 发布", "HookPoint 的竞争对手 Lanyard 开源"):
        verdict = decide(title, anchor="§1.4")
        assert verdict.chosen is None and verdict.possible, title
    assert decide("HookPoint 0.2 发布", anchor="§1.4").chosen == 5  # its own release still is
    # a relation line naming the rival's entry (`已有 X 条目…；Y 是其竞品`) makes it no more
    rival = "已有 HookPoint 条目（活跃度下降，背景）；Lanyard 是其竞品，新项目"
    for title in ("HookPoint 竞品 Lanyard 开源 — 追踪 0.2", "HookPoint 竞品 Lanyard 发布"):
        verdict = decide(title, rival, anchor="§1.4")
        assert verdict.chosen is None and verdict.possible, title
    assert decide("HookPoint 0.2 发布", rival, anchor="§1.4").chosen == 5


def test_a_title_naming_an_entry_as_the_maker_of_its_subject_is_no_continuation() -> None:
    # the people behind the entry launched another thing: the news is that thing's, whatever
    # case the entry's name is written in (a paper's name in capitals: `HOOKPOINT`)
    for title in (
        "HOOKPOINT 作者开源 Lanyard 追踪代理",
        "HookPoint 团队新作 Lanyard Probe 发布",
        "HOOKPOINT 论文作者开源 HookPoint Serve",  # a longer name is another thing
        "HookPoint's team launches Lanyard",
    ):
        verdict = decide(title, anchor="§1.4")
        assert verdict.chosen is None and verdict.possible, title
        assert "maker" in verdict.why or "maker" in str(verdict.possible), verdict
    # the makers' release of the entry's own thing is still its news
    assert decide("HOOKPOINT 团队发布 HookPoint 0.3", anchor="§1.4").chosen == 5
    assert decide("HOOKPOINT 作者开源代码", anchor="§1.4").chosen == 5


_MAKERS_DOC = (
    "# agent · 活文档\n\n## §1.1 框架\n\n"
    "- **Tern** — 编排框架（Gullworks 出品），支持图式工作流。\n"
    "- **Gullworks** — Tern 的开发公司。\n"
    "- **Moorage** — 工具沙箱，Quay Labs 维护。\n"
    "- **Skua** — 另一家团队的检索代理。\n"
    "- **Quay Labs Harbor** — 托管推理平台。\n\n"
    "## §1.2 工具\n\n## §1.3 记忆\n\n## §1.4 安全\n"
)


def test_a_makers_launch_of_its_product_continues_the_product() -> None:
    """`Gullworks 发布 Tern 2.0`: a head saying a maker launched a product continues the entry of
    that product whose lead names the maker (`（Gullworks 出品）`, `Quay Labs 维护`), not the
    maker's own entry; not a product whose lead names another maker, in another section than the
    one suggested, or named by the maker's name and a word (`Quay Labs Harbor`)."""
    for title, shown in (
        ("Gullworks 发布 Tern 2.0", "Tern"),
        ("Quay Labs 开源 Moorage 0.3", "Moorage"),
        ("Gullworks releases Tern 2.1", "Tern"),
    ):
        action = run(_MAKERS_DOC, brief_text(increment(1, title, section="§1.1"))).actions[0]
        assert action.action == "updated" and f'"{shown}' in (action.matched or ""), action
    for title, section in (
        ("Gullworks 发布 Skua 2.0", "§1.1"),  # (another maker's)
        ("Gullworks 发布 Tern 2.0", "§1.2"),  # (suggested in another section)
        ("Quay Labs 推出 Harbor 2", "§1.1"),  # (the maker's name and a word: no tag before it)
    ):
        other = run(_MAKERS_DOC, brief_text(increment(1, title, section=section))).actions[0]
        assert other.action == "inserted", other


_DOERS_DOC = (
    "# ops · 活文档\n\n## §1.1 平台\n\n"
    "- **Wicket Gate** — 推理网关（Osier Labs 出品），Osier 另提供托管版。\n"
    "- **Larch Queue** — 任务队列，Corran Systems 维护。\n"
    "\n"
    "## §1.2 工具\n\n## §1.3 记忆\n\n## §1.4 可靠性\n"
)


def test_a_maker_and_what_it_did_before_the_name_name_the_product() -> None:
    """`Osier 托管 Wicket Gate 中断`, `Corran Systems 宣布 Larch Queue 停止维护`: a maker, then a
    word saying what it did with the product (`托管`, `宣布`), then the entry's whole name read
    as that product, for an entry whose lead names the maker; not for a maker the lead never
    names, nor a name no entry goes by."""
    for title, section, shown in (
        ("Osier 托管 Wicket Gate 中断 2 小时", "§1.4", "Wicket Gate"),
        ("Corran Systems 宣布 Larch Queue 停止维护", "§1.1", "Larch Queue"),
    ):
        action = run(_DOERS_DOC, brief_text(increment(1, title, section=section))).actions[0]
        assert action.action == "updated" and f'"{shown}' in (action.matched or ""), action
    for title in (
        "Fennick 托管 Wicket Gate 中断 2 小时",  # (a maker the lead never names)
        "Corran Systems 宣布 Larch Stream 开源",  # (no entry of that name)
    ):
        other = run(_DOERS_DOC, brief_text(increment(1, title, section="§1.1"))).actions[0]
        assert other.action == "inserted", other


def test_a_hosted_outage_is_an_incident_where_the_preamble_files_incidents_apart() -> None:
    """The maker's hosted product down (`Osier 托管 Wicket Gate 中断`), where the preamble gives
    every incident an entry of its own: a new entry, the product only a possibility."""
    doc = _DOERS_DOC.replace(
        "## §1.1", "> 约定：事故与服务中断在 §1.4 单独立条（一次事故一条）。\n\n## §1.1", 1
    )
    title = "Osier 托管 Wicket Gate 中断 2 小时"
    action = run(doc, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert action.action == "inserted" and "Wicket Gate" in action.possibly, action


def test_a_chinese_name_and_release_finds_the_entry_adding_its_kind() -> None:
    """`朱雀2.3正式版发布`: a Chinese name glued to a release names the entry whose Chinese name
    is that name and only a kind after it (`**朱雀调度器 Zhuque**`, `[朱雀推理服务（Zhuque）]`);
    not where two entries go by it so, nor a name with a word of its own after it."""
    names = NameIndex()
    names.add("**朱雀调度器 Zhuque**（朱雀智算）：批调度器；v2.2 稳定", "§1.2", [])
    names.add("[青龙推理服务（Qinglong）](https://x.cn) — 托管推理", "§1.1", [])
    names.add("**白虎星图**（白虎实验室）：数据集", "§1.3", [])
    assert names.decide("朱雀2.3正式版发布 — 新增抢占", "", [], "§1.2").chosen == 0
    assert names.decide("青龙 1.4 发布", "", [], "§1.1").chosen == 1
    assert names.decide("白虎 1.0 发布", "", [], "§1.3").chosen is None  # (`星图`: a name's word)
    names.add("**朱雀网关**（朱雀智算）：推理网关", "§1.2", [])
    assert names.decide("朱雀2.3正式版发布", "", [], "§1.2").chosen is None  # (two go by it)


def test_a_longer_latin_name_first_in_the_brackets_is_the_entrys_too() -> None:
    """`**Garnet Flow**（Garnet Flow CLI，Garnet）`: the brackets give the entry's name and a word
    more before its maker, its longer name (`Garnet Flow CLI 移除旧版配置格式` is its news); not
    a maker's name alone in them (`（Garnet Labs）`) nor a release."""
    from patcher.plan.evidence import bracketed_latin

    lead = "**Garnet Flow**（Garnet Flow CLI，Garnet）— 工作流命令行工具"
    assert bracketed_latin(lead) == ("Garnet Flow CLI",)
    assert bracketed_latin("**Garnet Flow**（Garnet Flow Labs）— 工作流") == ()
    assert bracketed_latin("**Garnet Flow**（Garnet Flow 2.0，Garnet）— 工作流") == ()
    names = NameIndex()
    names.add(lead, "§1.2", [])
    assert names.decide("Garnet Flow CLI 移除旧版配置格式", "", [], "unsorted").chosen == 0


_RELEASED_DOC = (
    "# serving · 活文档\n\n## §1.1 引擎\n\n## §1.2 调度\n\n"
    "- [QBS](https://quarry.dev/qbs) — batch request scheduler from Quarry Works Lab.\n"
    "- **FairQ**（论文，Quarry Works Lab）：公平调度，arXiv:2701.00001\n"
    "- **Tansy Router 2.3**（Tansy）：路由器，arXiv:2612.00002\n\n"
    "## §1.3 缓存\n\n## §1.4 可靠性\n"
)


def test_a_relation_line_calling_the_item_a_release_of_a_named_thing() -> None:
    """`本条是 Quarry Batch Scheduler 1.4 版本发布`: the line calls the increment a release of
    what it names, the release the title writes — that product's entry (`[QBS]` by its
    initials), though the title cites another entry's paper; not where the title writes
    another release, nor a release entry's (`Tansy Router 2.3`: the version rules')."""
    relation = "与活文档现有脉络的关系：§1.2 已有 FairQ（论文，arXiv:2701.00001）；本条是 Quarry Batch Scheduler 1.4 版本发布\n"
    title = "Quarry 调度器 1.4 合入 FairQ 公平策略（arXiv:2701.00001）"
    brief = brief_text(increment(1, title, section="§1.2", extra=relation))
    action = run(_RELEASED_DOC, brief).actions[0]
    assert action.action == "updated" and "Quarry Batch" in (action.matched or ""), action
    assert action.line == 8, action  # (under `[QBS]`, line 7)
    other = brief_text(increment(1, title.replace("1.4", "1.5"), section="§1.2", extra=relation))
    assert run(_RELEASED_DOC, other).actions[0].action == "inserted"
    tansy = "与活文档现有脉络的关系：本条是 Tansy Router 2.4 版本发布\n"
    routed = brief_text(increment(1, "Tansy 路由 2.4 发布", section="§1.2", extra=tansy))
    assert "本条是" not in (run(_RELEASED_DOC, routed).actions[0].matched or "")


_OUTAGE_DOC = (
    "# agents\n\n## §1.1 Runtimes\n\n"
    "- **Kelpmoor** — hosted runtime for scheduled agent jobs · [site](https://kelpmoor.io)\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Reliability\n\n"
    "- **Kelpmoor outage 2031-04-07** — EU job queue stalled for 2 h; review promised\n"
)


def test_a_review_of_a_dated_incident_finds_the_product_outage_entry_of_that_day() -> None:
    """`Kelpmoor 04-07 故障复盘`: the incident entry named by the product, `outage` and that
    day (`**Kelpmoor outage 2031-04-07**`), not another day's."""
    title = "Kelpmoor 04-07 故障复盘：队列租约过期"
    action = run(_OUTAGE_DOC, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert action.action == "updated" and "04-07" in (action.matched or ""), action
    other = title.replace("04-07", "04-09")
    action = run(_OUTAGE_DOC, brief_text(increment(1, other, section="§1.4"))).actions[0]
    assert "outage" not in (action.matched or ""), action


def test_a_review_the_relation_line_ties_to_a_days_anchored_incident() -> None:
    """`04-12 故障已锚定；本条是其根因复盘`: the review of the product's incident entry dated
    that day (a night's `Kelpmoor 04-12 故障：…`), not the product's entry the title names;
    without the line, the title dating the incident it reviews says so itself (night1); with
    neither, not that incident's."""
    night = brief_text(increment(1, "Kelpmoor 04-12 故障：任务队列停摆 3 小时", section="§1.4"))
    relation = "与活文档现有脉络的关系：04-12 故障已锚定；本条是其根因复盘\n"
    title = "Kelpmoor 复盘：04-12 停摆根因为租约时钟漂移"
    review = brief_text(increment(2, title, section="§1.4", extra=relation)).replace(
        "2026-10-01", "2026-10-03"
    )
    actions = run(_OUTAGE_DOC, night, review).actions
    assert actions[0].action == "inserted", actions[0]
    assert "04-12" in (actions[1].matched or ""), actions[1]
    plain = review.replace("04-12 故障已锚定；本条是其根因复盘", "无")
    assert "04-12" in (run(_OUTAGE_DOC, night, plain).actions[1].matched or "")
    undated = plain.replace("复盘：04-12 停摆根因", "复盘：停摆根因")
    assert "04-12" not in (run(_OUTAGE_DOC, night, undated).actions[1].matched or "")


@pytest.mark.parametrize(
    ("lead", "key"),
    [
        (
            "**Alpha 引擎**（2026-09-01）：吞吐比 Kappa 论文（arXiv:2609.22222）报告的基线高 2 倍",
            None,
        ),
        ("**Alpha 引擎**：相比 arXiv 2609.22222 的基线快 2 倍", None),
        ("Alpha engine — 2× over the baseline of arXiv:2609.22222", None),
        ("**Kappa**（arXiv:2609.22222）⭐⭐⭐：调度论文，吞吐比基线高", "arxiv:2609.22222"),
        ("Kappa scheduler — multi-tenant batching (arXiv:2609.22222)", "arxiv:2609.22222"),
        # a cited baseline first, the entry's own paper after it
        ("**Kappa v2**：比 arXiv:2601.00001 快；论文 arXiv:2609.22222", "arxiv:2609.22222"),
    ],
)
def test_an_arxiv_id_cited_in_passing_is_no_key_of_the_entry(lead: str, key: str | None) -> None:
    from patcher.document.identity import entry_identity

    keys, _ = entry_identity(lead, lead, shipped_map())
    assert {k for k in keys if k.startswith("arxiv:")} == ({key} if key else set())


def _unsuggested(title: str, points: str = "- 白皮书 12 页") -> str:
    return brief_text(f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/x.md\n要点：{points}\n可信度：中\n")


def test_an_increment_nothing_routes_goes_where_the_entries_its_title_names_live() -> None:
    """No suggested section, no priority row, no keyword: an editor files the new entry in
    the section of the entries its title names (by name, else by their product word: `vLLM`
    of `vLLM FP8 KV-Cache`), not in 待归类; things of two sections, or none, stay there."""
    (named,) = run(DOC, _unsuggested("HookPoint 与 Zephyr 联合白皮书")).actions
    assert (named.anchor, named.via) == ("§1.4", "named"), named
    assert "fallback" not in named.flags
    (word,) = run(DOC, _unsuggested("SGLang vs vLLM 前缀命中对比")).actions
    assert (word.anchor, word.via, word.action) == ("§1.1", "named", "inserted"), word
    (two,) = run(DOC, _unsuggested("HookPoint 与 SGLang 联合白皮书")).actions
    assert two.via == "fallback", two
    (none,) = run(DOC, _unsuggested("Zephyr 联合白皮书")).actions
    assert none.via == "fallback", none
    # a thing only set against or made for the named entries says nothing of where it goes
    for title in [
        "Zephyr 1.0 发布，对标 HookPoint",
        "Zephyr 2.0：以 HookPoint 为基线的新探针",
        "Zephyr 1.0 支持 SGLang 与 vLLM",
    ]:
        (against,) = run(DOC, _unsuggested(title)).actions
        assert against.via == "fallback", against


def test_a_title_naming_no_entry_goes_where_the_entries_its_points_name_live() -> None:
    """heldout42: `Zephyr-Sight — 风眼科技 VLM 首次官方确认`, no section suggested, its points
    scoring it against entries of one section: filed there, and said why; points naming
    entries of two sections, or only something set against (`对标`) or made for (`支持`),
    leave it in the fallback; a title naming an entry is placed by the title alone."""
    scored = run(DOC, _unsuggested("Zephyr 首次官方确认", "- 吞吐高于 SGLang 与 vLLM")).actions
    assert (scored[0].anchor, scored[0].via) == ("§1.1", "named"), scored
    for points in ["- 吞吐高于 SGLang，HookPoint 采样", "- 对标 SGLang", "- 支持 vLLM"]:
        (left,) = run(DOC, _unsuggested("Zephyr 首次官方确认", points)).actions
        assert left.via == "fallback", (points, left)
    (titled,) = run(DOC, _unsuggested("HookPoint 联合白皮书", "- 吞吐高于 SGLang")).actions
    assert titled.anchor == "§1.4", titled


def test_a_title_naming_no_entry_goes_where_the_entries_its_relation_line_names_live() -> None:
    """heldout99 `Aegis 守门` with `同厂 Sable 的绊线 Tripwire 是提示层护栏`, no section
    suggested and nothing in its title or points naming an entry: filed where its relation
    line's entries live; not where a namesake it denies lives, nor entries of two sections, nor
    for an incident."""

    def placed(relation: str, title: str = "Zephyr 守门 — 新出口防火墙") -> tuple[str, str]:
        brief = brief_text(
            f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/x.md\n要点：- 拦截出站请求\n"
            f"可信度：中\n与活文档现有脉络的关系：{relation}\n"
        )
        (action,) = run(DOC, brief).actions
        return action.anchor, action.via

    assert placed("同厂的 HookPoint 是采样层工具，Zephyr 守门是出口层") == ("§1.4", "named")
    assert placed("与 HookPoint 同名但无关")[1] == "fallback"
    assert placed("区别于 HookPoint 与 SGLang")[1] == "fallback"
    # (an incident goes where the document files incidents, not beside what it names)
    assert placed("HookPoint 的姊妹项目", "Zephyr 死锁事故 — 停摆 3 小时")[1] != "named"


def test_a_verified_title_is_about_what_follows_its_prefix() -> None:
    """`已核实：HookPoint 采样开销 3%` is news of HookPoint (the resolution of an earlier
    item), read as `更正：…` is."""
    assert decide("已核实：HookPoint 采样开销 3%", anchor="§1.4").chosen == 5
    assert decide("Verified: HookPoint overhead is 3%", anchor="§1.4").chosen == 5


def test_a_resolution_citing_a_day_and_item_in_brackets_finds_that_note() -> None:
    """`已核实：… （10 月 10 日 ②）` resolves the note of item ② of that day, wherever its entry
    is, even when its words name two entries (`SGLang`, `vLLM`)."""
    asked = brief_text(
        increment(1, "HookPoint 集成进主线", section="§1.4"), date="2026-10-10"
    ) + contradictions(
        "矛盾/待核实 ①：HookPoint 吞吐数字（低风险）\n",
        "矛盾/待核实 ②：HookPoint 许可证 README 与 LICENSE 不一（中风险）\n",
    )
    night1 = run(DOC, asked).new_text.render()
    answered = brief_text(increment(1, "Zeta 框架发布"), date="2026-10-12") + contradictions(
        "矛盾/待核实 ①：已核实：许可证为 Apache 2.0，SGLang 与 vLLM 同款（10 月 10 日 ②）\n",
    )
    report = run(night1, answered)
    (note,) = report.contradictions
    assert note.action == "resolved" and "cites 2026-10-10#c2" in (note.matched or ""), note


@pytest.mark.parametrize("cites", ["（10 月 10 日 ①）", "（延续 10-10 ①）"])
def test_a_citation_naming_nothing_the_note_says_resolves_nothing_there(cites: str) -> None:
    """A miscounted `（10 月 10 日 ①）` or `延续 10-10 ①` whose item shares no word with that
    note or its entry is no answer to it: the answer is not written under another entry's
    question."""
    asked = brief_text(
        increment(1, "HookPoint 集成进主线", section="§1.4"), date="2026-10-10"
    ) + contradictions("矛盾/待核实 ①：HookPoint 许可证 README 与 LICENSE 不一（中风险）\n")
    night1 = run(DOC, asked).new_text.render()
    answered = brief_text(increment(1, "Zeta 框架发布"), date="2026-10-12") + contradictions(
        f"矛盾/待核实 ①：已核实：Zeta 框架 Vulkan 吞吐与 Metal 持平{cites}\n",
    )
    report = run(night1, answered)
    (note,) = report.contradictions
    assert "cites 2026-10-10#c1" not in (note.matched or ""), note


def test_a_resolution_citing_a_day_and_the_word_for_an_item_finds_that_note() -> None:
    """heldout22: `已核实：…`, its problem saying `3-11 矛盾 1 的疑问 … 已澄清`, resolves the
    note of item 1 of that day; a figure after the word is no item number."""
    asked = brief_text(
        increment(1, "HookPoint 集成进主线", section="§1.4"), date="2026-10-10"
    ) + contradictions(
        "矛盾/待核实 ①：HookPoint 吞吐数字（低风险）\n",
        "矛盾/待核实 ②：HookPoint 许可证 README 与 LICENSE 不一（中风险）\n",
    )
    night1 = run(DOC, asked).new_text.render()
    answered = brief_text(increment(1, "Zeta 框架发布"), date="2026-10-12") + contradictions(
        "矛盾/待核实 ①：已核实：许可证为 Apache 2.0（低风险）\n"
        "- 问题：10-10 矛盾 2 的疑问已由仓库说明澄清\n",
    )
    report = run(night1, answered)
    (note,) = report.contradictions
    assert note.action == "resolved" and "cites 2026-10-10#c2" in (note.matched or ""), note
    assert _CITES.search("10-10 矛盾 2% 的样本") is None
