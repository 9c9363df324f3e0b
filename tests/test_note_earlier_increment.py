"""A contradiction item citing an increment of an earlier briefing by day and number
(`更正：12-15 增量 4 的 … 只影响 3.2`) goes on the entry that increment went into, not on this
briefing's increment of the same number; a number alone still names this briefing's."""

from __future__ import annotations

from patcher import api

from .conftest import brief_text, increment
from .test_route import CALLED_DOC, run


def _item(cited: str) -> str:
    return (
        "三、值得警惕的矛盾或待核实说法\n"
        f"矛盾/待核实 ①：更正：{cited}的 Sorrel 精度回退只影响 0.3（低风险）\n"
        '- 建议：把此前"精度回退"的说法限定为 0.3\n'
    )


def _nights(cited: str) -> api.ApplyReport:
    first = brief_text(
        increment(1, "Sorrel 框架发布"),
        increment(2, "Sorrel 长上下文精度回退", section="§1.4 推理可靠性与可观测性"),
        date="2026-10-06",
    )
    written = run(CALLED_DOC, first).new_text.render()
    second = brief_text(
        increment(1, "Quenby 网关 0.2"),
        increment(2, "Tarrow 追踪采样开销 1.2%", section="§1.4 推理可靠性与可观测性"),
        date="2026-10-09",
    ) + _item(cited)
    return run(written, second)


def test_an_item_citing_an_earlier_days_increment_goes_where_it_went() -> None:
    (note,) = _nights("10-06 增量 2 ").contradictions
    assert "Sorrel 长上下文精度回退" in (note.attached_to or ""), note
    assert note.matched == "cites 10-06 增量 2", note


def test_counter_examples_a_number_alone_or_a_day_not_held() -> None:
    (note,) = _nights("增量 2 ").contradictions  # this briefing's increment 2
    assert note.attached_to == "2026-10-09#2", note
    (note,) = _nights("10-05 增量 2 ").contradictions  # no entry holds 2026-10-05#2
    assert "Sorrel 长上下文精度回退" not in (note.attached_to or ""), note
    assert note.attached_to != "2026-10-09#2", note
