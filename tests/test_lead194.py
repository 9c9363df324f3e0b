"""heldout194's general causes (lead194): a Chinese preamble opening a new entry on a change of
major version (`主版本号变更（如 1.x → 2.0…）另立新条`) against product entries named without a
version that record only an older major's releases; one filing a product's own bugs under it
while a cloud service's outages get entries of their own (`云服务宕机…单独成条`: two kinds, not a
contradiction of the rule); an issue a title leads with that one entry's update records; a
relation line naming an entry in quotes after its section and calling the increment its
postmortem; a day written `4·03` dating the incident a title follows up; an English `### Vendor`
entry going by the products its `Products:` line lists, the vendor's own name beside its
product's in a title (`X 发布 Y 3`) being that entry's news, a vendor's new product its news
where the preamble keeps one entry per vendor; a suggestion to record a line in the 待核实
section (`在待核实区记一条…`). The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.document.identity import products_line
from patcher.plan import versions
from tests.conftest import brief_text, increment, items, run

_ZH = (
    "# 推理 · 活文档\n\n"
    "> 编辑约定：每个产品各占一条，按主题归入 §1.1–§1.4；同一产品的小版本与补丁记为该条下的"
    "「日期 续：」子条；主版本号变更（如 3.x → 4.0；0.x 阶段的递增不算）另立新条，旧条保留。\n"
    "> 某产品自身的缺陷、回归、issue 记在该产品条目下作续（不另立条）；云服务宕机与事故复盘"
    "（outage / postmortem）单独成条，放 §1.4。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Brindlewick**（Osprey Forge · github.com/ospreyforge/brindlewick）：3.x 系列服务引擎，"
    "连续合批。\n"
    "  - 2038-04-02 续：3.4 加入分块预填充。\n"
    "- **Tollgarth**（Heronfield · github.com/heronfield/tollgarth）：MoE 服务引擎。\n"
    "  - 2038-04-20 续：heronfield/tollgarth#812 长请求流式输出乱序，待修。\n"
    "- **Carrowmoor 网关**（Heronfield · github.com/heronfield/carrowmoor）：开源 AI 网关。\n"
    "  - 2038-04-22 续：2.4 加入按租户限流。\n\n"
    "## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- **Sablemarsh**（Wexcombe · github.com/wexcombe/sablemarsh）：推理追踪 SDK。\n"
    "  - 2038-04-11 续：5.2 新增显存水位指标。\n"
    "- **Wexcombe Cloud 4·03 故障**（2038-04-03）：美东区推理 API 超时，官方承诺发布复盘。\n"
)

_EN = (
    "# Inference — living document\n\n"
    "A company that ships inference software gets one entry per vendor (`### Vendor`), its\n"
    "products listed first, a History line for every release of any of them.\n\n"
    "## §1.1 Serving engines & runtimes\n\n"
    "### Osprey Forge\n"
    "Products: Brindlewick (serving engine, github.com/ospreyforge/brindlewick), Quellstone"
    " (tiered KV offload, github.com/ospreyforge/quellstone).\n"
    "History:\n"
    "- 2038-04-02 — Brindlewick 3.4: chunked prefill.\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV cache\n\n"
    "## §1.4 Reliability & observability\n\n"
    "### Wexcombe\n"
    "Products: Sablemarsh (tracing SDK for inference: queue, prefill, decode and KV-hit spans,"
    " github.com/wexcombe/sablemarsh).\n"
    "History:\n"
    "- 2038-04-11 — Sablemarsh 5.2: memory watermark metrics.\n\n"
    "### Incident: Wexcombe Cloud outage, 2038-04-03\n"
    "US-east inference API timeouts; a postmortem promised.\n"
)


def _actions(doc: str, *blocks: str) -> list[tuple[str, str]]:
    report = run(doc, brief_text(*blocks, date="2038-05-02"))
    return [(a.action, a.matched or "") for a in report.actions]


def test_a_change_of_major_version_said_to_open_an_entry() -> None:
    """`主版本号变更（如 1.x → 2.0、2.x → 3；0.x 阶段的递增不算）另立新条` keeps one entry per major
    version, in so many words; `版本变更记在条目下` says nothing of it."""
    said = "主版本号变更（如 1.x → 2.0、2.x → 3，任何产品均适用；0.x 阶段的递增不算）另立新条。"
    assert versions.states_generation_entries(said)
    assert versions.states_major_change_entries(said)
    assert not versions.states_generation_entries("版本变更记在该产品条目下。")
    # (one entry per generation of some kind is not the rule in so many words: heldout149's
    # `协议按大版本分条` and heldout189's `one entry per product generation` keep their readings)
    assert not versions.states_major_change_entries("协议按大版本分条（`ATP/1`、`ATP/2`）。")
    assert not versions.states_major_change_entries("One entry per product generation.")


def test_a_new_major_is_new_against_an_entry_recording_an_older_major() -> None:
    """`Brindlewick 4.0 正式版` against `**Brindlewick**：3.x 系列…` (its update 3.4) is a new
    entry where the preamble opens one per major version; `Brindlewick 3.5` stays the entry's."""
    (new,) = _actions(_ZH, increment(1, "Brindlewick 4.0 正式版 —— 调度器重写", section="§1.1"))
    assert new[0] == "inserted", new
    (minor,) = _actions(_ZH, increment(1, "Brindlewick 3.5 —— 前缀缓存提速", section="§1.1"))
    assert minor[0] == "updated" and "Brindlewick" in minor[1], minor


def test_a_makers_release_of_a_new_major_is_new() -> None:
    """`Wexcombe 发布 Sablemarsh 6 —— …` against `**Sablemarsh**` whose last update is 5.2: the
    maker's word before the product does not hide the major the title gives."""
    title = "Wexcombe 发布 Sablemarsh 6 —— 全面采用 OpenTelemetry 语义约定"
    (action,) = _actions(_ZH, increment(1, title, section="§1.4"))
    assert action[0] == "inserted", action


def test_majors_recorded_by_a_lead_and_its_updates() -> None:
    """A lead's `3.x 系列` and an update opening with `续：5.2` are majors recorded; a figure
    (`0.5%`, `2.6×`) is none."""
    assert versions.majors_recorded(
        "**X**：3.x 系列服务引擎", ["  - 2038-04-02 续：3.4 加入…"]
    ) == {3}
    assert versions.majors_recorded("**X**：追踪 SDK", ["  - 2038-04-11 续：5.2 新增…"]) == {5}
    assert not versions.majors_recorded("**X**：损失 <0.5%，加速 2.6×", ["  - 续：提速 2.6× 以上"])


def test_product_bugs_under_the_product_cloud_outages_apart_is_no_contradiction() -> None:
    """`某产品自身的缺陷、回归、issue 记在该产品条目下作续` with `云服务宕机与事故复盘单独成条`: a
    product's regression goes under the product (the outage rule is another kind's)."""
    preamble = _ZH.split("## §1.1")[0]
    assert versions.states_incidents_under_entry(preamble)
    title = "Brindlewick 3.4 升级后 P99 TTFT 回归（ospreyforge/brindlewick#2207）"
    (action,) = _actions(_ZH, increment(1, title, section="§1.4"))
    assert action[0] == "updated" and "Brindlewick" in action[1], action


def test_an_issue_the_title_leads_with_goes_where_an_update_records_it() -> None:
    """`tollgarth#812 流式乱序在 v2.2 中修复` goes under `**Tollgarth**`, whose update records
    `heronfield/tollgarth#812`, where a product's bugs are filed under it."""
    (action,) = _actions(_ZH, increment(1, "tollgarth#812 流式乱序在 v2.2 中修复", section="§1.4"))
    assert action[0] == "updated" and "Tollgarth" in action[1], action


def test_a_relation_line_naming_a_quoted_entry_whose_postmortem_this_is() -> None:
    """`§1.4 “Wexcombe Cloud 4·03 故障”条目此前只有初步归因，本条为承诺的完整复盘` names that
    entry, and the increment its postmortem."""
    relation = (
        "与活文档现有脉络的关系：§1.4 “Wexcombe Cloud 4·03 故障”条目此前只有初步归因，"
        "本条为承诺的完整复盘\n"
    )
    title = "Wexcombe 4·03 故障完整复盘 — 缓存驱逐风暴"
    (action,) = _actions(_ZH, increment(1, title, section="§1.4", extra=relation))
    assert action[0] == "updated" and "4·03" in action[1], action


def test_a_products_line_lists_a_vendors_products() -> None:
    """`Products: A (…, github.com/…), B (…).` lists A and B, what the brackets say left out;
    a generic offering (`hosted inference API`) is no name of the vendor's."""
    lines = ["### Osprey Forge", "Products: Brindlewick (engine, github.com/o/b), Quellstone (kv)."]
    assert products_line(lines, 1, 2) == ("Brindlewick", "Quellstone")
    assert products_line(["### X", "History:"], 1, 2) == ()


def test_a_vendor_entry_goes_by_the_products_it_lists() -> None:
    """`Quellstone 0.9 — CXL 内存层` is news of `### Osprey Forge`, whose `Products:` line lists
    Quellstone, where one entry keeps each vendor's products."""
    (action,) = _actions(_EN, increment(1, "Quellstone 0.9 — CXL 内存层", section="§1.3"))
    assert action[0] == "updated" and "Osprey Forge" in action[1], action


def test_a_vendor_releasing_its_listed_product_is_the_vendors_news() -> None:
    """`Wexcombe 发布 Sablemarsh 6 —— …` is news of `### Wexcombe`, which lists Sablemarsh: the
    vendor's own name beside its product's names one thing there, not two."""
    title = "Wexcombe 发布 Sablemarsh 6 —— 全面采用 OpenTelemetry 语义约定"
    (action,) = _actions(_EN, increment(1, title, section="§1.4"))
    assert action[0] == "updated" and "Wexcombe" in action[1], action


def test_a_day_written_with_a_middle_dot_dates_the_incident_followed_up() -> None:
    """`Wexcombe 公布 4·03 故障 SLA 赔付方案` follows up the incident dated 2038-04-03 (`4·03`
    is how an event's day is named, as `04-03` is)."""
    title = "Wexcombe 公布 4·03 故障 SLA 赔付方案"
    (action,) = _actions(_EN, increment(1, title, section="§1.4"))
    assert action[0] == "updated" and "follows up the 4·03 incident" in action[1], action


def test_one_entry_per_vendor_said() -> None:
    """`gets one entry per vendor`, `a new product of a listed vendor is a new History line`,
    `每家厂商一条`; not a denial (`not one entry per vendor`)."""
    assert versions.states_vendor_entries("A company gets one entry per vendor (`### Name`).")
    assert versions.states_vendor_entries("A new product of a listed vendor is a new History line.")
    assert versions.states_vendor_entries("每家厂商一条，旗下产品都记在其中。")
    assert not versions.states_vendor_entries("We do not keep one entry per vendor.")


def test_a_vendors_new_product_is_the_vendors_news() -> None:
    """`Osprey Forge 发布 Harrowmist — 端侧编译器` (a product no entry goes by) is news of
    `### Osprey Forge` where the preamble keeps one entry per vendor."""
    title = "Osprey Forge 发布 Harrowmist — 端侧图编译器"
    (action,) = _actions(_EN, increment(1, title, section="§1.1"))
    assert action[0] == "updated" and "Osprey Forge" in action[1], action


def test_a_maker_of_one_word_launching_a_listed_product() -> None:
    """`Osprey 上线 Quellstone 跨区域复制` is news of `### Osprey Forge`, which lists Quellstone:
    the maker written by the entry's first word."""
    title = "Osprey 上线 Quellstone 跨区域复制"
    (action,) = _actions(_EN, increment(1, title, section="§1.3"))
    assert action[0] == "updated" and "Osprey Forge" in action[1], action


def test_a_suggestion_to_record_a_line_in_the_verify_section() -> None:
    """`建议：在待核实区记一条通用口径说明` puts the item in the 待核实 section, though its quoted
    words (`“P99 首包延迟”`) are an increment's of the same night."""
    block = increment(1, "Brindlewick 3.5 —— “P99 首包延迟”降 20%", section="§1.1")
    item = (
        "矛盾/待核实 ①：“P99 首包延迟”测量起点不一（低风险）\n"
        "各家的延迟数字有的从网关入口计时、有的从引擎入口计时。\n"
        "建议：在待核实区记一条通用口径说明\n"
    )
    (note,) = run(_ZH, brief_text(block, date="2038-05-02") + items(item)).contradictions
    assert note.attached_to == "verify", note


def test_an_issue_of_the_repository_an_entry_links_is_that_products_bug() -> None:
    """`Carrowmoor 2.5 路由环路引发 429 风暴(heronfield/carrowmoor#771)` cites an issue of the
    repository `**Carrowmoor 网关**` links, where a product's bugs are filed under it: the
    gateway's news (its name alone, `路由` after it, left it in doubt)."""
    title = "Carrowmoor 2.5 路由环路引发 429 风暴(heronfield/carrowmoor#771)"
    (action,) = _actions(_ZH, increment(1, title, section="§1.4"))
    assert action[0] == "updated" and "carrowmoor" in action[1], action


def test_a_first_major_after_a_zero_line_is_no_new_entry_by_the_recorded_majors() -> None:
    """`Tollgarth 1.0` against an entry whose updates record 0.x releases only is not read as
    another major's by what the entry records (a 0.x line's graduation: the preamble's `0.x 阶段的
    递增不算`)."""
    doc = _ZH.replace("MoE 服务引擎。\n", "MoE 服务引擎。\n  - 2038-03-02 续：0.9 加入专家并行。\n")
    (action,) = _actions(doc, increment(1, "Tollgarth 1.0 正式版 —— 专家并行稳定", section="§1.1"))
    assert action[0] == "updated" and "Tollgarth" in action[1], action


def test_one_entry_per_vendor_with_a_word_for_the_entry_between() -> None:
    """A word for how the entry looks between `one` and `entry` (`ONE top-level entry per
    **maker**`, `One top-level entry per vendor`): the same rule (pre2's audit; invented
    wording). Not denied, not past."""
    said = versions.states_vendor_entries
    assert said("Conventions: ONE top-level entry per **maker** (company or lab).")
    assert said("* One top-level entry per **vendor** (or per GitHub org).")
    assert said("Keyed by who ships it, not by product:\n\n* One top-level entry per **vendor**.")
    assert not said("We do not keep one top-level entry per vendor.")
    assert not said("One top-level entry per vendor product.")
