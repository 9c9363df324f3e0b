"""What adversarial pass 52 left (tests/data/adversarial52), each reading tested with new names and
a near-miss: a bracket after a basis word names no head's thing; a two-character lead running on
into a longer word is no name; a one-decimal figure after a metric name or a ranking's `以` is a
score; `该条目` after a benchmark's own entry in the same rule item is the benchmark's; `后`,
`以上`, `时` after an outage's duration make a condition; an apposition's head noun says what the
thing is; a past rule held `until` a day is the past; `不同` said of a statement is no other
incident. (The heading entries dated `【MM-DD】` are tested in test_heading_entries.py.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.config.sectionmap import SectionMap
from patcher.plan.contradictions import _given_name, _score_figures, head_gives_name
from patcher.plan.evidence.index_relations import _ANOTHER_ONE
from patcher.plan.history_subjects import _USER_APPOSITION
from patcher.plan.incidents import _DOWN_ZH, filed_apart
from patcher.plan.versions import _scores_in_the_entry_kept_before, states_scores_under_benchmark
from patcher.text.source import Source

from .conftest import brief_text, increment, items

DOC = """\
# 语音 · 活文档

> 约定：每个产品一条，新版本写成条目下的日期子项；评测成绩记在榜单条目下，不写在产品条下。事故单列于 §1.4，每起一条。

## §1.1 产品

### Wendao
Perrin 公司的会议纪要工具（2036-01-09 收录）。
- 2036-04-02：3.0 发布：多人分轨。

### 松萝
Hartwell 实验室的语音合成引擎（2036-02-11 收录）。
- 2036-04-10：1.0 发布：流式合成。

### Quire 字幕（基于 Halden）
Marl Media 的直播字幕应用，底层调用 Halden 识别模型。
- 2036-05-01：上线。

### 澄川助手（Osterly）
澄川智能的车载语音助手。
- 2036-03-15：1.0 发布。

## §1.2 评测

### RookBoard
众包语音合成对战榜，按月出榜。
- 2036-01-08：上线。

## §1.3 论文

## §1.4 事故
"""


@pytest.fixture
def smap() -> SectionMap:
    return load_map(find_map(None, Path("/nonexistent")))


def _apply(brief: str, smap: SectionMap) -> api.ApplyReport:
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), smap)


def _note_on(report: api.ApplyReport) -> str:
    (note,) = report.contradictions
    return note.attached_to or "" if note.action == "attached" else note.action


def _title_of_entry(report: api.ApplyReport) -> str:
    """The heading above the first action's line ("" for a new entry)."""
    act = report.actions[0]
    if act.action != "updated" or report.new_text is None:
        return ""
    lines = report.new_text.render().split("\n")
    return next(lines[n] for n in range(act.line - 1, -1, -1) if lines[n].startswith("#"))


RELEASE = increment(1, "松萝 1.1 发布：情感合成", "§1.1 产品", "- 情感合成")


@pytest.mark.parametrize(
    ("item", "on"),
    [
        (
            "矛盾/待核实 ①：Halden 词错率说法不一（低风险）\n问题：官网写 4.1%，第三方 5.0%。\n",
            None,
        ),
        (
            "矛盾/待核实 ①：Osterly 唤醒率说法不一（低风险）\n问题：官网写 97%，车评 90%。\n",
            "澄川助手",
        ),
    ],
)
def test_a_bracket_after_a_basis_word_names_no_heads_thing(
    item: str, on: str | None, smap: SectionMap
) -> None:
    report = _apply(brief_text(RELEASE, date="2036-06-20") + items(item), smap)
    got = _note_on(report)
    assert (on in got) if on else ("Quire" not in got), got


def test_basis_words_before_a_bracketed_name() -> None:
    assert not head_gives_name("Quire 字幕（基于 Halden）", _given_name("Halden"))
    assert not head_gives_name("Quire 字幕（接入 Halden）", _given_name("Halden"))
    assert not head_gives_name("Quire captions (built on Halden)", _given_name("Halden"))
    assert head_gives_name("澄川助手（Osterly）", _given_name("Osterly"))
    assert head_gives_name("Kittiwake 代理（鸮石 Orrin）", _given_name("Orrin"))


TWO = [
    "增量 1：青杉 2.1 发布：粤语音色（⭐⭐⭐）\n来源：inbox/a.md\n要点：- 以方言数据训练的粤语音色\n"
    "可信度：中\n建议归入章节：§1.1 产品",
    increment(2, "Wendao 3.1 发布：说话人分离", "§1.1 产品", "- 说话人分离"),
]


def test_a_two_character_lead_running_on_into_a_longer_word_is_no_name(smap: SectionMap) -> None:
    item = "矛盾/待核实 ①：青杉林数据集规模说法不一（低风险）\n问题：官网写 1 万小时方言数据，论文写 8 千小时。\n"
    report = _apply(brief_text(*TWO, date="2036-06-20") + items(item), smap)
    got = _note_on(report)
    assert "2036-06-20#1" not in got and "青杉" not in got, got


def test_a_two_character_lead_glued_to_the_increments_word_is_that_name(smap: SectionMap) -> None:
    review = "增量 1：岫玉 TTS 06-18 故障复盘（⭐⭐⭐）\n来源：inbox/a.md\n要点：- 调度器死锁导致排队 40 分钟\n"
    review += "可信度：中\n建议归入章节：§1.4 事故"
    item = "矛盾/待核实 ①：岫玉故障根因表述不一（中风险）\n问题：复盘写调度器死锁，状态页写网络抖动。\n"
    report = _apply(brief_text(review, TWO[1], date="2036-06-20") + items(item), smap)
    assert "2036-06-20#1" in _note_on(report)


def test_a_one_decimal_figure_after_a_metric_is_a_score(smap: SectionMap) -> None:
    board = increment(1, "RookBoard 7 月榜 — Wendao 3.1 以 MOS 4.4 登顶", "§1.2 评测", "- MOS 4.4")
    item = "矛盾/待核实 ①：Wendao 3.1 MOS 4.4 是否可复现（中风险）\n问题：社区复测得 4.1。\n"
    report = _apply(brief_text(board, date="2036-06-20") + items(item), smap)
    got = _note_on(report)
    assert "RookBoard" in got or "2036-06-20#1" in got, got


def test_score_figures_are_told_by_their_metric_or_ranking() -> None:
    assert _score_figures("RookBoard 7 月榜 — Wendao 3.1 以 MOS 4.4 登顶") == {"4.4"}
    assert _score_figures("松萝 1.1 以 4.4 登顶") == {"4.4"}
    assert _score_figures("Elo 1.5 领先") == {"1.5"}
    assert _score_figures("Nimbra Serve 1.1 发布") == set()  # (a release, no score)
    assert _score_figures("以 2.1 版本为基础重写") == set()
    assert _score_figures("以 61.4% 登顶") == {"61.4%"}


def test_an_outage_duration_then_after_is_a_condition(smap: SectionMap) -> None:
    feature = increment(1, "Wendao 3.1 发布：录音中断 20 秒后自动续录", "§1.1 产品", "- 自动续录")
    assert _title_of_entry(_apply(brief_text(feature, date="2036-06-20"), smap)) == "### Wendao"
    assert _DOWN_ZH.search("网络中断 10 分钟以上时告警") is None
    assert _DOWN_ZH.search("同步中断 30 秒时提示") is None
    assert _DOWN_ZH.search("云同步中断约 2 小时") is not None
    assert _DOWN_ZH.search("转写宕机 40 分钟，已恢复") is not None


def test_an_outage_for_a_while_is_still_an_incident(smap: SectionMap) -> None:
    outage = increment(1, "Wendao 录音中断约 2 小时", "§1.4 事故", "- 2 小时")
    assert _title_of_entry(_apply(brief_text(outage, date="2036-06-20"), smap)) == ""


def test_an_appositions_head_noun_says_what_it_is() -> None:
    assert _USER_APPOSITION.match(", a transcription app for hospital clients,") is None
    assert _USER_APPOSITION.match(", a plugin of its partners,") is None
    assert _USER_APPOSITION.match(", a pilot customer,") is not None
    assert _USER_APPOSITION.match(", one of its largest customers,") is not None


def test_a_past_rule_held_until_a_day_is_the_past() -> None:
    assert not filed_apart("Security advisories (until 2036-03) got their own entry in §1.4")
    assert not filed_apart("Security advisories got their own entry in §1.4 until 2036-03")
    assert filed_apart("Security advisories get their own entry in §1.4")
    assert filed_apart("Security advisories get their own entry in §1.4 until they are fixed")


def test_a_statement_differing_is_no_other_incident() -> None:
    assert _ANOTHER_ONE.search("与厂商此前表述不同，复盘确认为证书过期") is None
    assert _ANOTHER_ONE.search("与官方说法不同") is None
    assert _ANOTHER_ONE.search("与 5 月那次不同，是另一起") is not None
    assert _ANOTHER_ONE.search("不同的事故，根因无关") is not None


BENCH_ITEM = "> 约定：\n> - 每个产品一条，新版本写成条目下的日期子项。\n> - {}\n"


def test_its_entry_after_a_benchmarks_own_entry_is_the_benchmarks() -> None:
    own = BENCH_ITEM.format("每个榜单自立一条，各家成绩写成该条目下的子项。")
    assert states_scores_under_benchmark(own)
    assert not _scores_in_the_entry_kept_before(own)
    product = BENCH_ITEM.format("评测成绩一律写成该条目下的子项。")
    assert not states_scores_under_benchmark(product)
    assert _scores_in_the_entry_kept_before(product)
