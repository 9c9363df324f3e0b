"""Adversarial pass 35 (tests/data/adversarial35): near-misses of the readings merged last
(lead152: a board's head then a product's figure, a product before `登上` a board, rounds
listing products with ` / `, a Chinese-only title read by a point's Latin name, a shared CVE
with the entry's initials, a day-first `已锚定` review, `<board> 复测 N`; lead155: an
abbreviation-led entry by its bracketed Latin name, rounds ranked by 反超/最低, `本条是其 X 版本
更新`, a short name plus the release after the lead's `当前` one; night1: a title dating an
incident and following it up; contra8: an item led by an abbreviation and a release); the
set's figures held, and each cause fixed tested with new names."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher import api
from patcher.plan.evidence import names_of
from patcher.text.source import Source
from tests.conftest import brief_text, increment, run, shipped_map

_SET = Path(__file__).parent / "data" / "adversarial35"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial35_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """68 labelled cases on three documents: none wrong (5 before the pass's fixes: b02, c07 a
    short name the points spell out as another thing's, `Bramley Model Registry（BMR）`,
    continued the entry going by it; c23 an item led by an abbreviation and a release naming a
    board further on went to the board where scores go under the products; then b16, a
    follow-up of the day an incident entry names, the preamble filing incidents apart, and b17,
    an HTTP status after the name read as a release), none missed (b13 `12-03 已锚定 502 故障`,
    c18 `HRS 调度阻塞（12-03）补充` before), no briefing refused."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 68
    assert verdicts["WRONG"] == [], verdicts
    assert verdicts["MISSED"] == [], verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


_SHORT = (
    "# notes\n\n## §1.1 Engines\n\n"
    "- **Tamber Queue (TMQ)** — Tamber Labs' job queue; current 1.4.\n"
    "- **KSR**（Kelder Sampler）：Kelder 的采样器，当前 2.2。\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n"
)


def _found(title: str, point: str) -> api.Action:
    return run(_SHORT, brief_text(increment(1, title, points=f"- {point}"))).actions[0]


def test_a_short_name_the_points_spell_out_as_another_thing() -> None:
    """`TMQ 1.5 …` with a point `Toller Message Queue（TMQ）…`: the letters are that thing's,
    not `Tamber Queue (TMQ)`'s; so for an entry going by its abbreviation, the name
    bracketed after it (`**KSR**（Kelder Sampler）`); the entry's own expansion continues."""
    other = _found("TMQ 1.5 发布：首个公开版", "Toller Message Queue（TMQ）由 Toller 社区维护")
    assert "Tamber" not in (other.matched or ""), other
    own = _found("TMQ 1.5 发布：首个公开版", "Tamber Queue（TMQ）新增优先级")
    assert own.action == "updated" and "Tamber" in (own.matched or ""), own
    other = _found("KSR 2.3 发布：首个版本", "Kestrel Speech Recognizer（KSR）为新项目")
    assert "Kelder" not in (other.matched or ""), other
    own = _found("KSR 2.3 发布：新增温度调度", "Kelder Sampler（KSR）新增温度调度")
    assert own.action == "updated" and "Kelder" in (own.matched or ""), own


_BOARD = (
    "# 引擎笔记\n\n> 约定：评测成绩写在被测产品条目下，评测条目只记评测本身。\n\n"
    "## §1.1 引擎\n\n- **PVR**（Pellbrook Vector Router）：向量路由，当前 1.2。\n\n"
    "## §1.2 工具\n\n## §1.3 记忆\n\n"
    "## §1.4 评测\n\n- **Marlow Bench**：长上下文延迟基准，月度榜单。\n"
)


def _attached(doc: str, title: str) -> str:
    brief = brief_text(increment(1, "Quarrow Cache 1.0 发布：分层淘汰", section="§1.3"))
    brief += f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 1：{title}（中风险）\n"
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), shipped_map()
    )
    (note,) = report.contradictions
    return note.attached_to or ""


def test_an_item_led_by_an_abbreviation_and_a_release_naming_a_board_after() -> None:
    """`PVR 1.3 Marlow Bench 复测 p99 41 ms`: the abbreviation's entry, where scores go under
    the products; where the preamble files them under the board, the board's."""
    title = "PVR 1.3 Marlow Bench 复测 p99 41 ms"
    assert "PVR" in _attached(_BOARD, title)
    boards = _BOARD.replace(
        "写在被测产品条目下，评测条目只记评测本身", "记在该评测的条目下，不记在被测产品下"
    )
    assert "PVR" not in _attached(boards, title)


_DATED = (
    "# notes\n\n## §1.1 Engines\n\n"
    "- **Garrow Batcher (GRB)** — Garrow AI's cluster batcher; current 1.3.\n\n"
    "## §1.2 Tools\n\n## §1.3 Evals\n\n## §1.4 Reliability\n\n"
    "- **Garrow Batcher outage 2026-11-28** — queue stalled for 90 minutes.\n"
)


def test_a_follow_up_of_the_day_an_incident_entry_names_with_its_year() -> None:
    """`Garrow Batcher 队列停摆（11-28）补充` follows up `**Garrow Batcher outage 2026-11-28**`
    (the day written with its year): the incident's news, not the product's other news;
    another day's stays off the incident."""
    title = "Garrow Batcher 队列停摆（{day}）补充：影响 2 千任务"
    found = run(_DATED, brief_text(increment(1, title.format(day="11-28"), section="§1.4")))
    assert "outage" in (found.actions[0].matched or ""), found.actions[0]
    other = run(_DATED, brief_text(increment(1, title.format(day="12-02"), section="§1.4")))
    assert "outage" not in (other.actions[0].matched or ""), other.actions[0]


_APART = (
    "# notes\n\n> Conventions: releases as dated sub-bullets under the product. Incidents are"
    " entries of their own in §1.4; follow-ups (reviews, compensation) go under the incident.\n\n"
    "## §1.1 Engines\n\n"
    "- **Wexley Queue (WXQ)** — Wexley's job queue; current 2.1.\n"
    "- **PLR**（Pollard Router）：Pollard 的请求路由器，当前 0.4。\n\n"
    "## §1.2 Tools\n\n## §1.3 Evals\n\n## §1.4 Reliability\n\n"
    "- **Wexley Queue outage 2026-10-14** — jobs stuck for 40 minutes.\n"
    "- **PLR 10-14 故障**：路由表阻塞 1 小时。\n"
)


def test_a_follow_up_of_the_day_goes_to_the_incident_the_preamble_files_apart() -> None:
    """With a preamble filing incidents apart, `Wexley Queue 任务积压（10-14）补充` follows up
    `**Wexley Queue outage 2026-10-14**` and `PLR 路由阻塞（10-14）补充` `**PLR 10-14 故障**`,
    though neither title names a symptom the entry's name gives; another day's does not."""
    for title, entry in (
        ("Wexley Queue 任务积压（{day}）补充：影响 300 任务", "outage"),
        ("PLR 路由阻塞（{day}）补充：影响 900 个请求", "PLR 10-14 故障"),
    ):
        found = run(_APART, brief_text(increment(1, title.format(day="10-14"), section="§1.4")))
        assert entry in (found.actions[0].matched or ""), found.actions[0]
        other = run(_APART, brief_text(increment(1, title.format(day="10-15"), section="§1.4")))
        assert entry not in (other.actions[0].matched or ""), other.actions[0]


def test_an_http_status_after_a_name_is_its_trouble_not_a_release() -> None:
    """`Wexley Queue 503（10-14）赔付`: the status the product returned, not its release 503 (a
    release would make the incident entry "another release's"): the incident's follow-up; a
    release after the name stays one."""
    assert names_of("Kestrel Proxy 504（10-14）复盘").version == ()
    assert names_of("Kestrel Proxy 429 限流补充").version == ()
    assert names_of("Kestrel Proxy 5 发布").version == (5,)
    title = "Wexley Queue 503（10-14）赔付：5% 抵扣"
    found = run(_APART, brief_text(increment(1, title, section="§1.4")))
    assert "outage" in (found.actions[0].matched or ""), found.actions[0]
    release = run(_APART, brief_text(increment(1, "Wexley Queue 2.2 发布 — 新增限流")))
    assert "Wexley Queue (WXQ)" in (release.actions[0].matched or ""), release.actions[0]


def test_a_day_anchored_incident_named_by_its_http_status() -> None:
    """`10-14 已锚定 503 故障；本条为其复盘` anchors the day's incident though a status stands
    before the incident word: `Wexley Queue 复盘：…` reviews `**Wexley Queue outage 2026-10-14**`;
    another day's does not."""
    title = "Wexley Queue 复盘：503 根因为租约过期"
    for day, held in (("10-14", True), ("10-16", False)):
        rel = f"与活文档现有脉络的关系：{day} 已锚定 503 故障；本条为其复盘\n"
        found = run(_APART, brief_text(increment(1, title, section="§1.4", extra=rel)))
        assert ("reviews the 10-14" in (found.actions[0].matched or "")) is held, found.actions[0]
