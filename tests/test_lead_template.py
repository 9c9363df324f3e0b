"""A document's lead template learned from its own entries (`patcher/document/template.py`):
a slot before the name whose whole value recurs across the leads, or a card id, is a label,
and the entry goes by the slot after it. Lead forms here are in no labelled set."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

import pytest

from patcher import api
from patcher.document import sections
from patcher.document.template import (
    _first_key,
    _item_text,
    _key,
    _line_first_key,
    code_shape,
    lead_template,
    slot_at,
)
from patcher.plan.editor import Editor
from patcher.text.source import Source

from .conftest import ROOT, brief_text, increment, run, shipped_map

DECISIONS = ROOT / "tests" / "data" / "decisions"

NAMES = (
    "Corvette",
    "Halberd",
    "Mistral Bay",
    "Pinecrest",
    "Quillon",
    "Rampart",
    "Sextant",
    "Tollgate",
    "Umbrel",
    "Vantage",
)


def _doc(lead: Callable[[int, str], str], names: Sequence[str] = NAMES) -> str:
    """A document whose §1.1 holds one entry per name, each lead written by `lead`."""
    leads = "".join(f"- {lead(i, name)}\n" for i, name in enumerate(names))
    return (
        f"# Notes\n\n## §1.1 框架格局\n\n{leads}\n## §1.2 推理调度\n\n"
        "## §1.3 KV Cache\n\n## §1.4 可靠性\n"
    )


def _shown(doc: str) -> list[str]:
    """The names the entry index reads for the document's entries, in order."""
    smap = shipped_map()
    loaded = sections.load(api.decode(Source("d.md", doc.encode())), smap, proposal=lambda a: "")
    return [entry.shown for entry in Editor(loaded, smap).index.names.entries]


def _continued(doc: str, title: str) -> str:
    """Why an increment titled `title` for §1.1 continues an entry ("" for a new one)."""
    report = run(doc, brief_text(increment(1, title, section="§1.1 框架格局")))
    action = report.actions[0]
    return (action.matched or "") if action.action == "updated" else ""


def test_a_greek_letter_tag_before_the_name_is_a_label() -> None:
    """`(α) Quillon — …`: the tag recurs on a third of the leads; the entry is Quillon's."""
    doc = _doc(lambda i, name: f"({'αβγ'[i % 3]}) {name} — 开源推理框架，第 {i} 代")
    assert _shown(doc)[:3] == ["Corvette", "Halberd", "Mistral Bay"]
    assert 'names "Quillon"' in _continued(doc, "Quillon 2.0 发布 — 新增分页 KV")


def test_an_angle_bracketed_verdict_before_the_name_is_a_label() -> None:
    """`〈推荐〉Halberd — …` and `〈观察〉潮汐：…`: the verdict is no part of the name."""
    doc = _doc(lambda i, name: f"〈{'推荐' if i % 2 else '观察'}〉{name} — 开源推理框架")
    assert _shown(doc)[:2] == ["Corvette", "Halberd"]
    chinese = ("潮汐", "鸣沙", "青岚", "石磬", "银杏", "雪松", "云杉", "赤霞", "白露")
    doc = _doc(lambda i, name: f"〈{'推荐' if i % 2 else '观察'}〉{name}：开源推理框架", chinese)
    assert _shown(doc)[:3] == ["潮汐", "鸣沙", "青岚"]


def test_a_release_card_id_and_a_dot_before_the_name_are_a_label() -> None:
    """`REL-12 · Pinecrest — …`: a card id (no zero-padded number, a dot after it)."""
    doc = _doc(lambda i, name: f"REL-{i + 10} · {name} — 开源推理框架")
    assert _shown(doc)[3] == "Pinecrest"
    assert 'names "Pinecrest"' in _continued(doc, "Pinecrest 0.9 发布 — 多租户限流")


def test_a_status_emoji_then_a_kind_word_and_a_bar_before_the_name_are_labels() -> None:
    """`✅ 框架｜Rampart（开源）：…`: the emoji is left out as before, the kind word is a label."""
    doc = _doc(
        lambda i, name: (
            f"{'✅' if i % 2 else '🔶'} {'框架' if i % 2 else '引擎'}｜{name}（开源）：推理组件"
        )
    )
    assert _shown(doc)[5] == "Rampart"
    assert 'names "Rampart"' in _continued(doc, "Rampart 3.1 发布 — 新增投机解码")


def test_a_bold_or_code_span_kind_before_the_name_is_a_label() -> None:
    """`**框架** · Sextant — …`, `` `fw` Tollgate — … ``: a kind repeated in any wrapper."""
    bold = _doc(lambda i, name: f"**{'框架' if i % 2 else '引擎'}** · {name} — 推理组件")
    assert _shown(bold)[6] == "Sextant"
    code = _doc(lambda i, name: f"`{'fw' if i % 2 else 'eng'}` {name} — 推理组件")
    assert _shown(code)[7] == "Tollgate"


def test_two_labels_before_the_name() -> None:
    """`[Q3] 方法 · Umbrel — …`: a period tag, then a kind learned among the tagged leads (a
    kind word the name reader knows, `[Q3] 论文 · Umbrel`, is read without the template)."""
    doc = _doc(lambda i, name: f"[Q{1 + i % 3}] 方法 · {name} — 推理调度方法")
    assert lead_template(doc.split("\n"))
    assert _shown(doc)[8] == "Umbrel"
    known = _doc(lambda i, name: f"[Q{1 + i % 3}] 论文 · {name} — 推理调度方法")
    assert _shown(known)[8] == "Umbrel"


def test_a_family_sharing_a_first_word_keeps_its_names() -> None:
    """`**Quill Serve** — …`, `**Quill Cache** — …`: no whole slot recurs, no template."""
    doc = _doc(lambda i, name: f"**Quill {name}** — 推理组件")
    assert lead_template(doc.split("\n")) == {}
    assert _shown(doc)[:2] == ["Quill Corvette", "Quill Halberd"]


def test_a_product_named_on_every_release_entry_is_no_label() -> None:
    """`**Halyard** · v0.21 — …` per release: the slot after it is a release, not a name."""
    doc = _doc(lambda i, name: f"**Halyard** · v0.{i + 20} — 发布说明")
    assert lead_template(doc.split("\n")) == {}


def test_a_small_document_learns_no_template() -> None:
    """Fewer than eight leads are too few to tell a label from a name."""
    doc = _doc(lambda i, name: f"REL-{i + 10} · {name} — 开源推理框架", NAMES[:6])
    assert lead_template(doc.split("\n")) == {}


def test_a_card_id_has_a_short_number_and_no_version_head() -> None:
    """Card ids and tags (`REL-12`, `乙-07`, `W41`, `#12`), not a model's or a version's number."""
    assert code_shape("REL-12") == code_shape("OPS-3") == "A-9"
    assert code_shape("乙-07") == "中-9"
    assert code_shape("W41") == "A9" and code_shape("#12") == "#9"
    for value in ("RTX-4090", "v12", "GPT-4o", "Quillon", "2031", "CVE-12"):
        assert code_shape(value) == "", value


def test_slots_end_at_wrappers_and_spaced_separators() -> None:
    """A slot ends at a wrapper's close or a separator; `GPT-4`'s hyphen is none."""
    slot = slot_at("〈推荐〉Halberd — 框架", 0)
    assert slot is not None and (slot.value, slot.wrapper) == ("推荐", "〈")
    plain = slot_at("GPT-4 Turbo — 模型", 0)
    assert plain is not None and plain.value == "GPT-4 Turbo"
    linked = slot_at("[Halberd](https://example.com/h) · 框架", 0)
    assert linked is not None and linked.value == "Halberd"
    assert linked.end == len("[Halberd](https://example.com/h) · ")
    bar = slot_at("框架｜Halberd", 0)
    assert bar is not None and bar.value == "框架" and bar.end == len("框架｜")


def test_a_padded_id_before_a_space_and_a_double_dash_or_bracket_after_the_name() -> None:
    """`乙-07 Halberd — …` (a zero-padded id, no separator after it), `工具：Halberd —— …`
    (a kind, the name up to a double dash) and `Suite · Halberd (a long note …)` (the name
    up to its brackets, however long they run)."""
    padded = _doc(lambda i, name: f"{'甲乙'[i % 2]}-0{i} {name} — 开源推理框架")
    assert _shown(padded)[1] == "Halberd"
    dashed = _doc(lambda i, name: f"{'工具' if i % 2 else '框架'}：{name} —— 开源推理组件")
    assert _shown(dashed)[1] == "Halberd"
    note = "(multi-tenant serving measured on long traces; Ardent University)"
    bracketed = _doc(lambda i, name: f"{'Suite' if i % 2 else 'Tool'} · {name} {note}")
    assert _shown(bracketed)[1] == "Halberd"


def _family_doc(maker: str, kind: str) -> str:
    """Three leads of one maker's family (`Ferrule · Probe — Ferrule Labs 的…`, the third's
    description naming no maker), then others."""
    family = ("Probe", "Sluice", "Warden")

    def lead(i: int, name: str) -> str:
        if i < len(family):
            by = f"{maker} Labs 的" if i < 2 else ""
            return f"{maker} · {family[i]} — {by}{kind}，第 {i} 代"
        return f"**{name}** — 开源推理框架，第 {i} 代"

    return _doc(lead)


def test_a_maker_label_goes_with_a_one_word_name() -> None:
    """`Ferrule · Probe — Ferrule Labs 的链路追踪 SDK`: the family's member is `Ferrule Probe`,
    not `Probe` alone (a word another's news uses: `Probe 模式`), and still read past the
    label's dot; so is `Ferrule · Warden — 链路追踪 SDK`, whose description names no maker."""
    doc = _family_doc("Ferrule", "链路追踪 SDK")
    assert _shown(doc)[:3] == ["Ferrule Probe", "Ferrule Sluice", "Ferrule Warden"]
    assert _continued(doc, "Probe 模式：Sextant 新增执行回放") == ""
    assert _continued(doc, "Warden 模式：Sextant 新增只读审计") == ""
    assert 'names "Ferrule Sluice"' in _continued(doc, "Ferrule Sluice 0.4 发布 — 跨区域复制")


def test_a_maker_label_keeps_another_makers_namesake_apart() -> None:
    """`Kiteworks · Warden — Kiteworks 的编码智能体` is not `Warden 数据集 v2（Cartograph）`."""
    doc = _family_doc("Kiteworks", "编码智能体")
    assert _continued(doc, "Warden 数据集 v2 发布（Cartograph）") == ""


def test_a_latin_kind_label_is_still_left_out() -> None:
    """`Suite · Halberd — 推理组件`, `Incident · Halberd — …`: a kind, not a maker."""
    doc = _doc(lambda i, name: f"{'Suite' if i % 2 else 'Tool'} · {name} — 推理组件，第 {i} 代")
    assert _shown(doc)[1] == "Halberd"
    doc = _doc(lambda i, name: f"{'Incident' if i % 2 else 'Benchmark'} · {name} — 第 {i} 次")
    assert _shown(doc)[1] == "Halberd"


def test_a_bracketed_or_bold_maker_label_goes_with_the_name_too() -> None:
    """`[Kiteworks] Warden — Kiteworks 的…`, `**Kiteworks** Warden — …`: read `Kiteworks
    Warden`, not continued by another's `Warden Gateway 1.3`."""
    for label in ("[Kiteworks]", "**Kiteworks**"):
        doc = _family_doc("Kiteworks", "编码智能体").replace("Kiteworks · ", f"{label} ")
        assert _shown(doc)[2] == "Kiteworks Warden", label
        assert _continued(doc, "Warden Gateway 1.3 — 审计日志导出") == "", label
        assert 'names "Kiteworks Probe"' in _continued(doc, "Kiteworks Probe 1.2 发布")


@pytest.mark.parametrize(
    "lead",
    [
        "**Quill Serve** — 推理组件",
        "【框架】Atlas — 调度",
        "REL-12 · Halberd — note",
        "AGT-019 Beacon Tracing (Lumen)",
        "✅ 框架｜Corvette（开源）：说明",
        "[W41] Vantage 2.4 — engine",
        "`fw` Umbrel runtime",
        "[Name](https://x.example/a) (0.5) — log",
        "待核实（中风险）：某说法",
        "plain words with no separator at all",
        "**unclosed bold and a very long run of words going past the slot limit for sure",
        "〈推荐〉鲸库 — 向量库",
        "",
        "   ",
    ],
)
def test_the_first_slots_key_is_read_alone_as_slot_at_reads_it(lead: str) -> None:
    """`_first_slot_recurs` keys a lead by `_first_key` (the first slot, nothing after it):
    the same key `slot_at` and `_key` give, or None where there is no slot."""
    slot = slot_at(lead, 0)
    assert _first_key(lead) == (_key(slot) if slot is not None else None)


def test_the_first_slots_key_agrees_on_every_lead_of_the_documents() -> None:
    """`_first_key` (its key made without a `Slot`) is `_key` of `slot_at`'s first slot on
    every list item of the labelled sets' documents and a generated one."""
    sys.path.insert(0, str(ROOT / "bench"))
    from generate import document as generated

    texts = [generated(100_000)]
    texts += [p.read_text(encoding="utf-8") for p in sorted(DECISIONS.glob("*/doc-*.md"))]
    leads = {_item_text(line) for text in texts for line in text.split("\n")} - {""}
    assert len(leads) > 1000
    for lead in sorted(leads):
        slot = slot_at(lead, 0)
        assert _first_key(lead) == (_key(slot) if slot is not None else None), lead


_TRICKY_LINES = [
    f"{marker}{lead}"
    for marker in ("- ", "* ", "+ ", "1. ", "12. ", "12345. ", "٣. ", "-", "1.", "# ", "  - ", "")
    for lead in (
        "**Corvette** — 推理组件",
        "**Corvette 2.1**（arXiv:2601.00001）：长会话",
        "** Corvette **：x",
        "**REL-12** **Corvette**",
        "**" + "x" * 40 + "**",
        "**" + "x" * 41 + "**",
        "**Corvette",
        "****",
        "**",
        "*Corvette*",
        " **Corvette** ",
        "**Corvette**   ",
        "~~**Corvette**~~",
        "[x] **Corvette**",
        "✅ **Corvette**",
        "【REL】**Corvette**",
        "__Corvette__",
        "Corvette — 推理组件",
        "",
        "   ",
    )
]


def test_a_lines_first_key_read_in_place_is_its_items_first_key() -> None:
    """`_line_first_key` (a bold first slot read in place) is `_first_key(_item_text(line))`,
    None where that text is empty, on every line of the labelled sets' documents and
    briefings, a generated document and tricky lines (every marker, spaces, long and
    unclosed bold runs, marks before the bold)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from generate import document as generated

    texts = [generated(100_000)]
    texts += [p.read_text(encoding="utf-8") for p in sorted(DECISIONS.glob("*/doc-*.md"))]
    texts += [p.read_text(encoding="utf-8") for p in sorted(DECISIONS.glob("*/briefs/*"))]
    lines = {line for text in texts for line in text.split("\n")} | set(_TRICKY_LINES)
    assert len(lines) > 5000
    for line in sorted(lines):
        text = _item_text(line)
        assert _line_first_key(line) == (_first_key(text) if text else None), line


def test_a_document_whose_first_slots_never_recur_has_no_template_read_further() -> None:
    """No first slot recurs three times: the template is empty (the early exit), as the full
    reading finds; two recurrences are not enough either."""
    doc = _doc(lambda i, name: f"**{name}** — 推理组件")
    assert lead_template(doc.split("\n")) == {}
    twice = _doc(lambda i, name: f"【{'甲乙丙丁戊己'[i // 2]}】{name} — 推理组件")
    assert lead_template(twice.split("\n")) == {}
