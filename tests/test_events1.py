"""Events pass 1 (tests/data/events1): an incident, outage, score or advisory of a product
whose title names the event, the board or the host first (`Halden 托管 Tessera Serve 端点中断`,
`HaloEval 五月评测：明镜 MirrorVL …`, `事故 — X 0.10 …`, `Security advisory — X 2.2.2 …`) is the
product's news where the document files such events under the product (stated or shown); a
round naming several products, a host's outage naming no product, a customer's or victim's
event, and every event where the document files them apart stay new."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "events1"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("events1_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """62 labelled cases on three documents (33 continue, 29 near-misses): no wrong
    continuation, at most two misses (2 wrong and 17 missed before the fix; left:
    `Ledgerly outage: …` read as a topic heading, a board whose scores the entries never show
    under a product), no briefing refused."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 62
    assert verdicts["WRONG"] == [], verdicts
    assert len(verdicts["MISSED"]) <= 2, verdicts
    assert [r["id"] for r in rows if r["verdict"] == "ERROR"] == []


_DOC = (
    "# 文档\n\n> 约定：每个产品一条；事故、服务中断与评测成绩都写成受影响产品条目下的子行。\n\n"
    "## §1.1 服务\n\n- **Gorse Serve**（Gorse Computing）— 推理服务层，Gorse 另提供托管端点。\n"
    "- **Tansy-VL**（Tansy AI）— 视觉语言模型。\n\n## §1.2 其他\n\n## §1.3 其他\n\n"
    "## §1.4 评测与可靠性\n"
)


def test_an_event_led_title_finds_its_product_where_events_go_under_it() -> None:
    """The host's (maker's) outage of its product, an incident label, a board's round naming
    one product: the product's; the host's outage naming none, a round naming two: new."""
    for title, action in (
        ("Gorse 托管 Gorse Serve 端点中断 40 分钟", "updated"),
        ("服务中断 — Gorse Serve 华东区写入失败 2 小时", "updated"),
        ("PixelEval 五月评测：Tansy-VL 幻觉率 4.1% 最低", "updated"),
        ("Gorse 云华东区全区中断 2 小时", "inserted"),
        ("PixelEval 五月评测：Tansy-VL 与 Gorse Serve 并列第一", "inserted"),
    ):
        brief = brief_text(increment(1, title, section="§1.4 评测与可靠性"))
        assert run(_DOC, brief).actions[0].action == action, title


def test_scores_said_as_numbers_under_the_tested_product() -> None:
    """`评测数字记在被测产品条目下` files scores under the product (as `评测成绩…` does); the
    preamble `写成受影响产品条目下` says so of incidents and scores too."""
    from patcher.plan import versions

    assert versions.states_scores_under_product(
        "5. 评测数字记在被测产品条目下；基准本身的改版记在基准条目。"
    )
    assert versions.states_scores_under_product("评测成绩写成受影响产品条目下带日期的子行。")
    assert versions.states_incidents_under_entry(
        "事故、服务中断都写成受影响产品条目下的子行，不单独成条。"
    )
    assert not versions.states_scores_under_product("评测数字记在基准条目下。")
