"""Adversarial pass 10 (tests/data/adversarial10): wrong decisions the rules merged from
wip/lead66 and wip/lead67 made (an incident review whose relation line says it is another
incident; an advisory's day read for another incident or another release; a rename clause of
another thing; a defence against a flaw read as the flaw; a defined short form beside another
name; two short forms in one title; a patch named in an English lead; incident reviews and
reports against a product entry a maker's label now names), each fixed at its cause."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import incidents, versions
from patcher.plan.evidence import expand_abbreviation
from patcher.text.source import Source
from tests.conftest import brief_text, increment

DATA = Path(__file__).parent / "data" / "adversarial10"


def _action(doc: str, title: str, section: str, relation: str = "") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    extra = f"与活文档现有脉络的关系：{relation}\n" if relation else ""
    brief = brief_text(increment(1, title, section=section, extra=extra))
    text = (DATA / doc).read_text(encoding="utf-8")
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", text.encode()), smap)
    return report.actions[0]


def test_an_incident_review_the_relation_line_calls_another_incident_is_not_the_known_one() -> None:
    """A10 N1: `Quayside 故障复盘` with `本条复盘的是 05-02 的另一次宕机` continued the one
    Quayside incident entry (03-15 deadlock)."""
    another = _action("doc-zh.md", "Quayside 故障复盘", "§1.4", "本条复盘的是 05-02 的另一次宕机")
    assert another.action == "inserted", another.matched
    same = _action("doc-zh.md", "Quayside 故障复盘", "§1.4", "已有 Quayside 队列积压故障")
    assert same.action == "updated" and "队列积压故障" in (same.matched or "")


def test_an_advisory_day_is_not_read_for_another_incident_or_another_release() -> None:
    """A10 N2: `Brineway 1.5.0 new credential leak incident` with `与 03-19 那次（1.4.0）不同`
    continued `brineway@1.4.0`, which holds the advisory of 03-19."""
    relation = "与 03-19 那次（1.4.0）不同，是 1.5.0 的新事故"
    title = "Brineway 1.5.0 new credential leak incident"
    assert _action("doc-en.md", title, "§1.1", relation).action == "inserted"
    relation = "已有 Brineway 凭据泄露事件（03-19）"
    title = "Brineway 1.5.0 credential leak root-cause report"
    assert _action("doc-en.md", title, "§1.1", relation).action == "inserted"
    same = _action("doc-en.md", "Brineway 1.4 incident review (03-19)", "§1.1")
    assert same.action == "updated" and "brineway 1.4.0" in (same.matched or "")


def test_a_rename_clause_of_another_thing_is_not_the_titles_former_name() -> None:
    """A10 N3: `Tide 2.1 — 原 Tollgate 更名后首次接入的注册中心` went to Tollgate's entry."""
    assert versions.former_reading("Tide 2.1 — 原 Tollgate 更名后首次接入的注册中心") is None
    assert versions.former_reading("Conclave 0.4 — previously Atlas plugin, now standalone") is None
    assert versions.former_reading("Harbor 2.0 — 原 Quayside 更名后的首个版本") == "Quayside 2.0"
    assert versions.former_reading("苍鹭「栖木 Perch」3.0 — 原巢箱 Nestbox 更名后首版") == (
        "巢箱 Nestbox 3.0"
    )
    assert versions.former_reading("Weft 0.5 — formerly Orbweaver, now MIT") == "Orbweaver 0.5"
    action = _action("doc-zh.md", "Tide 2.1 — 原 Tollgate 更名后首次接入的注册中心", "§1.1")
    assert "Tollgate" not in (action.matched or "")


def test_a_defence_against_a_flaw_is_no_flaw() -> None:
    """A10 N4: `Wicket 新增提示注入检测`, `Lantern 越权操作防护上线`, `Brineway 注入防护白皮书发布`
    were kept off their product's entry as security flaws the document files apart."""
    for title in (
        "Wicket 新增提示注入检测",
        "Lantern 越权操作防护上线",
        "Brineway 注入防护白皮书发布",
        "Wicket adds prompt injection detection",
    ):
        assert not incidents.reports_flaw(title), title
    for title in ("Wicket 注入检测可被绕过", "Wicket 沙箱逃逸 — 插件可读取宿主文件"):
        assert incidents.reports_flaw(title), title
    action = _action("doc-zh.md", "Wicket 新增提示注入检测", "§1.2", "已有 Wicket 条目")
    assert action.action == "updated" and "Wicket" in (action.matched or "")


def test_a_defined_short_form_beside_another_name_is_not_that_entry_alone() -> None:
    """A10 N5: `KBE 风格的新评测 Gullwing-Bench 发布` (`KBE = Kestrel-Bench`) continued
    Kestrel-Bench, which `Kestrel-Bench 风格的…` written out does not."""
    action = _action("doc-zh.md", "KBE 风格的新评测 Gullwing-Bench 发布", "§1.3", "新评测")
    assert action.action == "inserted", action.matched
    same = _action("doc-zh.md", "BRW 1.5 发布：定时触发器", "§1.1", "已有 Brineway 条目")
    assert same.action == "updated" and "Brineway" in (same.matched or "")


def test_two_short_forms_in_a_title_are_both_written_out() -> None:
    """A10 N6: `PL 与 MV 联合适配` (two products' short forms) continued Perlite alone."""
    defined = {"PL": "Perlite", "MV": "Muskeg-V"}
    assert expand_abbreviation("PL 与 MV 联合适配", defined) == "Perlite 与 Muskeg-V 联合适配"
    assert expand_abbreviation("PL 2.5 发布", defined) == "Perlite 2.5 发布"
    assert _action("doc-card.md", "PL 与 MV 联合适配", "§1.1", "跨产品").action == "inserted"


def test_a_patch_named_in_an_english_lead_is_a_new_version() -> None:
    """A10 N7: `Brineway 1.4.2 patch: fixes replay ordering` continued `brineway@1.4.0` in a log
    where `A new version of anything … is a new entry`."""
    action = _action("doc-en.md", "Brineway 1.4.2 patch: fixes replay ordering", "§1.1")
    assert action.action == "inserted", action.matched


def test_an_incident_review_is_not_news_of_the_product_where_incidents_are_apart() -> None:
    """A10 N8: `Quayside outage postmortem`, `Birchwood 故障复盘 — …` continued the product's
    entry a maker's label (`【Gannet】Quayside`) now names, though the preamble files incidents
    in §1.4 as entries of their own."""
    relation = "a different outage than the 03-15 deadlock"
    assert _action("doc-zh.md", "Quayside outage postmortem", "§1.4", relation).action == (
        "inserted"
    )
    title = "Birchwood 故障复盘 — 04-20 授权服务中断 3 小时"
    assert _action("doc-zh.md", title, "§1.4").action == "inserted"
    product = _action("doc-zh.md", "Tide 2.1 产品复盘：从审批流到低代码", "§1.1")
    assert product.action == "updated" and "Tide" in (product.matched or "")
