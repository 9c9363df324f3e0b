"""Adversarial pass 44 (tests/data/adversarial44): near-misses of lead180's tier, review,
same-benchmark and board-confirmed readings, incid's incident readings (a product word, a
bracketed service, a maker's report, a status page's incident id, `A 并入 B`, a family spelled
otherwise), lead184's major-version, paper, debut, generation and board readings, and contra10's
incident-only product; the set's figures held, and the causes fixed tested with new names: an
incident id another status page gives; then (adv44left) a product word's service of another
kind, a preview under one entry per product, papers under what they study, an item on a
labelled incident, a share after a name."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from patcher.plan import contrary, versions
from patcher.plan.evidence.names import names_of
from tests.conftest import brief_text, items, run

_SET = Path(__file__).parent / "data" / "adversarial44"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial44_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """40 cases labelled before their first run: 2 wrong before the pass's fix, 1 after (i02),
    none since adv44left: i02 (`Atlas 地图服务中断…` beside `Atlas Agent`: a service of
    another kind than the entry's) and the misses m03, m04 (a preview of the next major under
    one entry per product), n02 (`… price cut 40%`: a share, no release), p02 (`只有综述论文
    单独成条`), c02 (an item on the incident of a product known by its `Incident: …` entry)
    read; s03 holds by the score reading, no longer by 61.0 read as a release."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 40
    assert verdicts["WRONG"] == [], verdicts
    assert verdicts["MISSED"] == [], verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


_DOC = (
    "# Serving\n\n> Conventions: one entry per product; outages get their own entry in §1.4.\n\n"
    "## §1.1 Engines\n\n- **Kettleway** — serving engine (Brume Labs)\n\n"
    "## §1.2 Scheduling\n\n## §1.3 KV cache\n\n## §1.4 Reliability\n\n"
    "- **Kettleway Cloud eu-north outage** — requests failed for 2 hours; status.brume.dev"
    " incident INC-5120 (Brume Labs, 2036-03-04)\n"
    "  - 2036-03-04 — status page opened\n"
)


def _postmortem(sources: str) -> str:
    block = (
        "增量 1：3·4 推理中断复盘：根因为证书轮换失败（⭐⭐⭐）\n"
        f"来源：{sources}\n要点：- 根因\n可信度：高\n建议归入章节：§1.4 Reliability"
    )
    (action,) = run(_DOC, brief_text(block, date="2036-03-20")).actions
    return f"{action.action} {action.matched or ''}"


def test_an_incident_id_another_status_page_gives_is_another_incident() -> None:
    """`status.ferrous.io/incidents/INC-5120/…` is not the INC-5120 an entry cites from
    `status.brume.dev`; the same host's, or an address of the maker's domain, is."""
    got = _postmortem("https://status.ferrous.io/incidents/INC-5120/postmortem")
    assert "INC-5120" not in got, got
    got = _postmortem("https://status.brume.dev/incidents/INC-5120/postmortem")
    assert got.startswith("updated") and "INC-5120" in got, got
    got = _postmortem("brume.dev/incidents/INC-5120")
    assert got.startswith("updated") and "INC-5120" in got, got


_TROUBLE_ZH = (
    "# 智能体\n\n> 维护约定：每个产品一个条目；事故与故障记在出事产品的条目下。\n\n"
    "## §1.1 智能体\n\n"
    "- **Corvel Agent**（Pinewick，2036-01-10）：浏览器智能体，替用户填表与下单。\n"
    "- **Tarn ASR**（Sedge Labs，2036-01-12）：流式语音识别服务。\n\n"
    "## §1.2 模型\n\n## §1.3 评测\n\n## §1.4 可靠性\n"
)


def _trouble(title: str) -> tuple[str, str]:
    block = (
        f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/x.md\n要点：- 影响\n可信度：中\n"
        "建议归入章节：§1.4 可靠性"
    )
    (action,) = run(_TROUBLE_ZH, brief_text(block, date="2036-03-20")).actions
    return action.action, action.matched or ""


def test_a_product_words_service_of_another_kind_is_not_the_entrys_trouble() -> None:
    """`Corvel 支付服务中断` beside `**Corvel Agent**: 浏览器智能体`: the title names the word's
    payment service, a kind the entry's name and lead never say; the service of the entry's
    own kind (`Corvel 智能体服务中断`, `Tarn 转写服务故障` of a speech recogniser) is its."""
    action, matched = _trouble("Corvel 支付服务中断约 3 小时，电商应用受影响")
    assert "Corvel Agent" not in matched, matched
    action, matched = _trouble("Corvel 智能体服务中断约 3 小时")
    assert action == "updated" and "Corvel Agent" in matched, matched
    action, matched = _trouble("Tarn 转写服务故障：约 2 小时输出错乱")
    assert action == "updated" and "Tarn ASR" in matched, matched


def _graph(preamble: str) -> str:
    doc = (
        f"# Data — living document\n\n{preamble}\n\n## §1.1 Frameworks & vector databases\n\n"
        "- **Dunlin 4** — open-source graph database, 4.x line (Marten Labs)\n"
        "  - 2036-01-04 — 4.1: TTL edges\n  - 2036-02-02 — 4.2: bulk loader\n"
        "- **Sorrel 2** — open-source key-value store, 2.x line (Sorrel Inc.)\n\n"
        "## §1.2 Retrieval & ranking models\n\n"
        "- **Pipit 3** — third Pipit embedding generation (Pipit AI)\n\n"
        "## §1.3 Evaluation & research\n\n"
        "## §1.4 Reliability\n"
    )
    block = (
        "增量 1：Dunlin 5.0 preview — columnar edge store（⭐⭐⭐）\n来源：inbox/x.md\n"
        "要点：- columnar\n可信度：中\n建议归入章节：§1.1 Frameworks & vector databases"
    )
    (action,) = run(doc, brief_text(block, date="2036-03-20")).actions
    return f"{action.action} {action.matched or ''}"


def test_a_preview_of_the_next_major_is_the_products_news_where_one_entry_per_product() -> None:
    """`Dunlin 5.0 preview` beside `**Dunlin 4**`, where this page keeps one entry per product
    (another's major-version rule, or a past one, beside it): the product's one entry; where
    each major version is its own entry here, a new one."""
    others = (
        "Unlike the vendor's wiki, where each major version of a product is its own entry, "
        "this page keeps one entry per product: versions are updates."
    )
    assert versions.states_product_entries(others)
    past = (
        "Each major version of a product used to be its own entry; since 2035 one entry per "
        "product holds every version."
    )
    for preamble in (others, past):
        got = _graph(preamble)
        assert got.startswith("updated") and "Dunlin 4" in got, got
    got = _graph("Each major version of a product is its own entry.")
    assert got.startswith("inserted"), got


def _study(preamble: str) -> str:
    doc = (
        f"# 编码智能体\n\n> 维护约定：每个产品一个条目；{preamble}\n\n"
        "## §1.1 编码智能体\n\n- **Pellor**（Brackwater，2036-01-05）：代码审查智能体。\n"
        "- **Tansy Code**（Ousel Labs，2036-01-08）：终端编码智能体。\n\n"
        "## §1.2 模型与服务\n\n## §1.3 评测与论文\n\n## §1.4 可靠性\n"
    )
    block = (
        "增量 1：Pellor 漏报率研究 arXiv:3601.04521——仅以 Pellor 为研究对象（⭐⭐⭐）\n"
        "来源：https://arxiv.org/abs/3601.04521\n要点：- 漏报\n可信度：中\n"
        "建议归入章节：§1.3 评测与论文"
    )
    (action,) = run(doc, brief_text(block, date="2036-03-20")).actions
    return f"{action.action} {action.matched or ''}"


def test_papers_go_under_what_they_study_when_only_surveys_stand_apart() -> None:
    """`只有综述论文单独成条，其余论文记在所研究的产品下`: a paper studying Pellor alone is
    Pellor's news (only surveys have entries of their own); `论文单独成条`: every paper its own."""
    said = "只有综述论文单独成条，其余论文记在所研究的产品下。"
    assert not versions.states_papers_own_entries(said)
    assert versions.states_papers_under_evaluated(said)
    assert not versions.states_papers_under_evaluated("论文不记在所研究的产品下。")
    got = _study(said)
    assert got.startswith("updated") and "Pellor" in got, got
    assert _study("论文单独成条。").startswith("inserted")


_LABELLED = (
    "# Memory\n\nIncidents get their own entry in §1.4, named `Incident: …`.\n\n"
    "## §1.1 Frameworks & vector databases\n\n"
    "- **Brindle 2** — open-source agent memory store, 2.x line (Brindle Labs)\n\n"
    "## §1.2 Retrieval & ranking models\n\n## §1.3 Evaluation & research\n\n"
    "## §1.4 Reliability\n\n"
    "- **Incident: Sallow Cloud us-west write stalls** — writes stalled for 30 minutes"
    " (Sallow Labs, 2036-02-11)\n"
)


def _item_note(subject: str, problem: str) -> str:
    block = (
        "增量 1：Brindle 2.4 — batched writes（⭐⭐⭐）\n来源：inbox/x.md\n要点：- batched\n"
        "可信度：中\n建议归入章节：§1.1 Frameworks & vector databases\n"
    )
    said = items(f"矛盾/待核实 ①：{subject}（低风险）\n", f"- 问题：{problem}\n")
    report = run(_LABELLED, brief_text(block + said, date="2036-03-20"))
    (note,) = report.contradictions
    return note.attached_to or ""


def test_an_item_on_a_products_incident_goes_to_its_labelled_incident_entry() -> None:
    """`Sallow Cloud 故障时长` beside `**Incident: Sallow Cloud us-west write stalls**` (the
    product known only by that incident): the incident's entry; the product's price is not."""
    got = _item_note("Sallow Cloud 故障时长", "状态页写 30 分钟，客户称超过 1 小时")
    assert "Sallow Cloud" in got, got
    got = _item_note("Sallow Cloud 定价", "定价页写每百万次 0.8 美元，销售材料写 1.2 美元")
    assert "Sallow Cloud" not in got, got


def test_a_share_after_a_name_is_no_release() -> None:
    """`Pipit Embed 3 price cut 35%`: 35 is a share, not release 35 of `Pipit Embed 3 price
    cut` (which kept a generation member's news from its generation's entry); `Pipit 3.5` is."""
    assert names_of("Pipit Embed 3 price cut 35%").version == ()
    assert names_of("Pipit Embed 3 price cut 12.5 %").version == ()
    assert names_of("Pipit 3.5 cuts latency").version == (3, 5)
    assert contrary.successor("Pipit 61% 经 Tallyboard 官方复核", "pipit", False) is None
    assert contrary.successor("Pipit 4 发布", "pipit", False, "新一代") == "Pipit 4"
