"""heldout219's general causes (lead219): a preamble filing by family in its own words
(`家族为单位：同一模型家族的各代、各版本都记在家族条目下`) keeps one entry per family, so a point
release written in lower case (`brisa tts v3.4`) continues the family's entry. The names and
wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import incidents, versions
from patcher.plan.evidence.names import names_of
from tests.conftest import brief_text, increment, run

_ZH = (
    "# 语音 · 活文档\n\n"
    "> 维护约定见 README。每个条目一个顶层要点，以 `**名称**` 开头。\n"
    "> 系列为单位：同一模型系列的各代、各版本都记在系列条目下，不为新版本另起条目。\n\n"
    "## §1.1 语音合成\n\n"
    "- **Brisa TTS**（远帆声学 · 语音合成）：Brisa TTS 3（2039-03-10）支持 9 种情感。\n"
    "  - 2039-05-02 续：增加粤语热词表。\n"
    "- **Corvo**（开源歌声合成）：v0.4 支持日语。\n\n"
    "## §1.2 语音识别\n\n"
    "- **Lorca ASR**（流式识别）：v2 于 2039-01 发布。\n\n"
    "## §1.3 音乐生成\n\n"
    "- **Tonal**（文生音乐）：30 秒片段。\n\n"
    "## §1.4 评测\n\n"
    "- **SpeakBench**（语音综合基准）：三个子集。\n"
)


def test_a_family_as_the_unit_is_read_as_one_entry_per_family() -> None:
    assert versions.states_family_entries(
        "> 家族为单位：同一模型家族的各代、各版本都记在家族条目下。"
    )
    assert versions.states_family_entries("以模型系列为单位立条。")
    assert versions.states_family_entries("同一产品家族的各代、各版本都记在家族条目下")
    assert not versions.states_family_entries("不以家族为单位：每个版本一条。")
    assert not versions.states_family_entries("厂商百科以家族为单位；本文档每个版本一条。")


def test_a_lower_case_point_release_continues_the_family_entry() -> None:
    report = run(
        _ZH,
        brief_text(
            increment(1, "brisa tts v3.4 — 首字延迟降至 150ms", section="§1.1"), date="2039-06-02"
        ),
    )
    action = report.actions[0]
    assert action.action == "updated" and "Brisa TTS" in (action.matched or ""), action


_ZH_FAMILY = _ZH.replace(
    "- **Corvo**（开源歌声合成）：v0.4 支持日语。\n",
    "- **Corvo**（开源歌声合成）：v0.4 支持日语。\n"
    "- **Lark-Voice**（鸣岸 · 语音对话家族）：Lark-Voice 2（2039-02-01）支持打断。\n",
)

_EN = (
    "# Speech — living document\n\n"
    "Conventions: one `### Name` heading per model *generation* (or per product, paper,"
    " benchmark, incident); under it a one-line summary and a `History:` list.\n\n"
    "## §1.1 Speech synthesis\n\n"
    "### Brisa TTS 3\n"
    "Yuanfan Acoustics speech synthesis, generation 3 (2039-03-10).\n"
    "History:\n"
    "- 2039-05-02: 3.3 adds Cantonese.\n\n"
    "### Corvo\n"
    "Open-source singing synthesis.\n\n"
    "## §1.2 Speech recognition\n\n"
    "### Lorca ASR 2\n"
    "Streaming ASR, generation 2.\n\n"
    "## §1.3 Music\n\n"
    "### Tonal\n"
    "Text-to-music.\n\n"
    "## §1.4 Evaluation and incidents\n\n"
    "### SpeakBench\n"
    "Speech benchmark with three subsets.\n\n"
    "### Incident: Lorca ASR 2 timeout storm (2039-04-17)\n"
    "Requests timed out for two hours; fixed on 2039-04-18.\n"
)


def _action(doc: str, title: str, section: str, date: str = "2039-06-02") -> tuple[str, str]:
    report = run(doc, brief_text(increment(1, title, section=section), date=date))
    action = report.actions[0]
    return action.action, action.matched or ""


def test_a_chinese_name_glued_to_a_hyphened_name_and_its_generation_is_the_family() -> None:
    """`鸣岸Lark-Voice3 预览版上线` is the third generation of `**Lark-Voice**`, as `Lark-Voice3`
    and `鸣岸 Lark-Voice 3` are."""
    action, matched = _action(_ZH_FAMILY, "鸣岸Lark-Voice3 预览版上线 — 实时视频交互", "§1.1")
    assert action == "updated" and "Lark-Voice" in matched, matched


def test_a_short_form_with_a_generation_before_its_bracketed_name_is_that_name() -> None:
    """`LV2（Lark-Voice 2）…` is about `Lark-Voice 2`; not letters the name does not give, nor
    another generation."""
    assert names_of("LV2（Lark-Voice 2）水印被批量剥离 — 官方承认").version == (2,)
    assert "larkvoice2" in names_of("LV2（Lark-Voice 2）水印被批量剥离").full
    assert names_of("XY2（Lark-Voice 2）水印").version == ()
    assert names_of("LV3（Lark-Voice 2）水印").version == ()
    action, matched = _action(_ZH_FAMILY, "LV2（Lark-Voice 2）长对话崩溃 — 官方确认", "§1.1")
    assert action == "updated" and "Lark-Voice" in matched, matched


def test_cross_talk_between_sessions_is_a_symptom() -> None:
    assert incidents.SYMPTOM.search("多会话串音")
    assert incidents.SYMPTOM.search("answers cross-talk between tenants")
    assert not incidents.SYMPTOM.search("串行推理提速")


def test_a_product_s_cross_talk_is_an_incident_entry_where_the_preamble_keeps_them() -> None:
    """`Corvo 多会话串音 — …` suggested for §1.4 is an incident of its own in a document giving
    incidents a heading each, not the product's history."""
    action, matched = _action(_EN, "Corvo 多会话串音 — 并发推理时回复串到其他会话", "§1.4")
    assert action == "inserted", matched


def test_a_defeated_safeguard_is_trouble_and_its_review_continues_its_entry() -> None:
    """`Brisa TTS 3 水印被批量剥离 — …` is an incident (its own heading), and the night after,
    its review naming that increment continues the incident's heading, not the model's."""
    first = brief_text(
        increment(1, "Brisa TTS 3 水印被批量剥离 — 厂商承认检测失效", section="§1.4"),
        date="2039-06-02",
    )
    review = increment(
        1,
        "Brisa 水印事故复盘 — 水印 v2 上线",
        section="§1.4",
        extra="与活文档现有脉络的关系：6-02 简报增量 1（水印剥离）的复盘\n",
    )
    report = run(_EN, first, brief_text(review, date="2039-06-04"))
    assert report.actions[0].action == "inserted", report.actions[0]
    assert report.actions[1].action == "updated", report.actions[1]
    assert "水印被批量剥离" in (report.actions[1].matched or "") or "2039-06-02#1" in (
        report.actions[1].matched or ""
    ), report.actions[1]
