"""The development sets' leftovers (devleft2): conventions a document states that no reading
took. The names are new, not the sets'.

A ledger whose preamble gives its entries' kind tags their own unit (`Entries tagged [MODEL]
are one per release line` / `Everything else is one entry per thing: [LIB], [TOOL]`): a new
release of a thing whose lead carries a tag kept one entry per thing is that entry's news."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_TAGGED = (
    "inference · living document (EN desk)\n=====================================\n\n"
    "House rules\n-----------\n\n"
    "- **Release ledger for engines.** Entries tagged `[MODEL]` or `[SERVE]` are one per\n"
    "  *release line* `x.y`; patch releases go under the newest `x.y` entry as `Update` lines.\n"
    "- **Everything else is one entry per thing**: `[LIB]` (libraries, schedulers), `[TOOL]`\n"
    "  (tracing, monitoring) and `[BENCH]` (benchmarks).\n"
    "- Leads are `- [TAG] Name version :: maker :: date` in English only.\n\n"
    "## §1.1 框架格局\n\n"
    "- [SERVE] Quayserve 0.7 :: Quay Inc :: 2031-10-05\n"
    "- [SERVE] Quayserve 0.8 :: Quay Inc :: 2032-01-12\n"
    "- [MODEL] Marlin-VL 1.5 :: Osprey Lab :: 2032-02-03\n"
    "- [MODEL] Fenwick 2.0 :: Fen Labs :: 2032-01-30\n\n"
    "## §1.2 推理调度\n\n"
    "- [LIB] Gristle :: open source :: since 2031-09-01\n"
    "- [LIB] Tansyway :: Tansy Inc :: since 2032-02-11\n\n"
    "## §1.3 KV Cache\n\n"
    "- [LIB] Cobbler :: Cobble AI :: since 2031-11-02\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- [TOOL] Quire :: open source :: since 2031-12-01\n"
    "- [BENCH] LatBench :: Heron Eval Center :: v1.2\n"
    "- [DATA] Pebblecorp :: Pebble Labs :: since 2031-08-01\n"
)

_TRACED = "- 视频帧级 span 与 GPU 解码耗时追踪\n- 默认关闭，环境变量开启"


def test_a_release_of_a_thing_kept_one_entry_per_thing() -> None:
    """`Quire 0.4` ↔ `[TOOL] Quire`: the preamble keeps `[TOOL]` one entry per thing."""
    brief = brief_text(increment(6, "Quire 0.4 — 视频帧级 span 追踪", "§1.4", _TRACED))
    action = run(_TAGGED, brief).actions[0]
    assert action.action == "updated", action
    assert "title names \"Quire\"" in (action.matched or "")


def test_a_benchmarks_new_version_is_its_entrys() -> None:
    """`LatBench 2.0` ↔ `[BENCH] LatBench :: … :: v1.2` (`[BENCH]`: one entry per thing)."""
    brief = brief_text(increment(3, "LatBench 2.0 — 新增视频子集", "§1.4", _TRACED))
    action = run(_TAGGED, brief).actions[0]
    assert action.action == "updated", action
    assert "title names \"LatBench\"" in (action.matched or "")


def test_a_release_tagged_entry_or_an_unlisted_tag_stays_apart() -> None:
    """Counter-examples: `[SERVE]` keeps one entry per release line (`Quayserve 0.9` is new);
    a tag the preamble lists nowhere (`[DATA] Pebblecorp`) keeps the unread rule's doubt; the
    same wording about another product finds no entry."""
    served = run(_TAGGED, brief_text(increment(2, "Quayserve 0.9 — 编码器解耦", "§1.1", _TRACED)))
    assert served.actions[0].action == "inserted", served.actions[0]
    data = run(_TAGGED, brief_text(increment(4, "Pebblecorp 0.4 — 帧级标注", "§1.4", _TRACED)))
    assert data.actions[0].action == "inserted", data.actions[0]
    other = run(_TAGGED, brief_text(increment(6, "Quillon 0.4 — 视频帧级 span 追踪", "§1.4", _TRACED)))
    assert other.actions[0].action == "inserted", other.actions[0]
