"""heldout221's general causes (lead221): preambles stating where things go in words no reader
knew — a product's hosted service and SDKs folded into the product's entry, incidents living on
the product (`is an update of that product's entry`), scores decided by the title (a results
table of several products in an aside is the board's), a follow-up paper continuing the first
(`and so does a follow-up paper`), a section's kinds kept by major version and the rest one entry
across versions (`§1.1 的引擎、运行时按主版本分条…其余条目一个条目跨所有版本`); a follow-up study
(`的后续研究`) being a paper of its own; a record broken on a board its short form names
(`刷新 GB 长提示赛道显存纪录`, `简称 GB 榜`); tonight's increment cited after an earlier day's
event (`6-18 事故、今晚主实例增量 2`); a review citing the increment that opened an incident
entry. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import versions
from patcher.plan.evidence import clues, relations
from patcher.text import marker
from tests.conftest import brief_text, increment, patched, run

_EN = (
    "# inference — living document\n\n"
    "House rules of this document:\n"
    "- **Entry shape**: one top-level bullet per entry, `- **Name** (maker · kind) — summary`,"
    " with dated updates as nested bullets.\n"
    "- **One entry per product family.** A product's hosted service, SDKs and client libraries"
    " are folded into the product's entry: Quillmere Cloud news goes on `**Quillmere**`.\n"
    "- **Incidents live on the product.** An outage, defect or leak of a tracked product is an"
    " update of that product's entry, and so are its postmortem and its fix. Only an incident"
    " that hits several products at once gets its own `**Incident: …**` entry in §1.4.\n"
    "- **Scores — the title decides.** A title headlining one product's rank, score or record"
    " goes on that product's entry; a title about the board itself (a new track, rule changes,"
    " a results table for several products) goes on the benchmark's entry.\n\n"
    "## §1.1 Engines and frameworks\n\n"
    "- **Quillmere** (Tessaly Labs · open-source serving engine) — paged KV; Tessaly also runs"
    " it as the hosted service Quillmere Cloud. Official Python client: `quillmere-sdk`.\n"
    "  - 2039-03-04: 2.4 — new scheduler.\n"
    "- **Harrowgate** (Penmark · on-device runtime) — Android CPU inference.\n\n"
    "## §1.2 Scheduling and decoding\n\n"
    "- **Tillbatch** (open-source batching library) — an embeddable request queue.\n\n"
    "## §1.3 KV cache\n\n"
    "- **Ashlow** (KV offload layer) — GPU to NVMe.\n\n"
    "## §1.4 Reliability, observability and evaluation\n\n"
    "- **Gantline Bench** (GB · serving benchmark) — monthly board.\n"
    "- **Incident: Corbel Cloud east region outage (2039-05-27)** — several inference APIs down"
    " for 4 h.\n"
)


def _action(doc: str, title: str, section: str, date: str = "2039-06-02") -> tuple[str, str]:
    report = run(doc, brief_text(increment(1, title, section=section), date=date))
    action = report.actions[0]
    return action.action, action.matched or ""


def test_a_hosted_service_folded_into_the_product_s_entry_is_a_sibling_under_the_line() -> None:
    assert versions.states_siblings_under_line(
        "A product's hosted service, SDKs and client libraries are folded into the product's entry."
    )
    assert versions.states_siblings_under_line("Hosted services are folded into their product.")
    assert not versions.states_siblings_under_line(
        "A product's hosted service is never folded into the product's entry."
    )


def test_the_hosted_service_s_news_continues_the_product_where_it_is_folded_in() -> None:
    action, matched = _action(_EN, "Quillmere Cloud 新增法兰克福区域，输出单价下调 15%", "§1.1")
    assert action == "updated" and "Quillmere" in matched, matched


def test_the_sdk_s_release_continues_the_product_where_it_is_folded_in() -> None:
    action, matched = _action(_EN, "quillmere-sdk 1.6 — 新增流式断点续传", "§1.1")
    assert action == "updated" and "Quillmere" in matched, matched


def test_tonight_s_increment_after_an_earlier_day_s_event_is_tonight_s() -> None:
    """`6-18 事故、今晚主实例增量 2 的复盘`: the 6-18 incident, then tonight's increment 2 (the
    review), not 6-18's increment 2."""
    said = relations.cited_increments(
        "6-18 事故、今晚主实例增量 2 的复盘；本条仅请求数为新", "2041-06-20"
    )
    assert said == [marker.increment_id("2041-06-20", "2")], said
    said = relations.cited_increments("6-18 简报增量 2 的复盘", "2041-06-20")
    assert said == [marker.increment_id("2041-06-18", "2")], said


def test_an_incident_said_to_be_an_update_of_the_product_s_entry_goes_under_it() -> None:
    assert versions.states_incidents_under_entry(
        "An outage, defect or leak of a tracked product is an update of that product's entry."
    )
    assert versions.states_incidents_under_entry("Incidents live on the product.")
    assert not versions.states_incidents_under_entry(
        "An outage of a tracked product is never an update of that product's entry."
    )


def test_a_tracked_product_s_leak_suggested_for_the_incidents_section_continues_it() -> None:
    action, matched = _action(
        _EN, "Harrowgate 2.3 安卓端内存泄漏 — 长会话 OOM 闪退（issue #77）", "§1.4"
    )
    assert action == "updated" and "Harrowgate" in matched, matched


_TITLE_DECIDES = (
    "A title headlining one product's rank, score or record goes on that product's entry; a"
    " title about the board itself (a new track, rule changes, a results table for several"
    " products) goes on the benchmark's entry."
)


def test_a_results_table_of_several_products_in_an_aside_files_no_product_s_scores() -> None:
    """The aside gives examples of news about the board; the product's own score goes on the
    product (`states_scores_under_product`)."""
    assert not versions.states_scores_under_benchmark(_TITLE_DECIDES)
    assert versions.states_scores_under_product(_TITLE_DECIDES)
    assert versions.states_scores_under_benchmark(
        "Every score (a product's rank or record) goes on the benchmark's entry."
    )


def test_a_title_headlining_one_product_s_rank_goes_on_the_product() -> None:
    action, matched = _action(
        _EN, "Harrowgate 2.3 首次登顶 Gantline Bench 长提示赛道（6 月榜）", "§1.4"
    )
    assert action == "updated" and "Harrowgate" in matched, matched


_ZH = (
    "# inference · 活文档\n\n"
    "> 编辑约定：\n"
    "> - **条目形态**：每个条目一个 `### 名称` 标题，下接一段说明，再接 `更新：` 列表。\n"
    "> - **§1.1 的引擎、运行时、网关按主版本分条**（`### Quillmere 2`）：小版本、补丁续写在该主版本"
    "条目下；新的主版本（含其预览版）另起新条目。其余条目（调度库、KV 层、论文）一个条目跨所有版本，"
    "1.0 也不另起。\n"
    "> - **事故一律单独成条**：线上服务中断、大面积报错等事故，在 §1.4 另起 `### 事故：…` 条目；"
    "复盘、修复版本、补偿等后续续写该事故条目。\n"
    "> - **论文一个 arXiv 号一个条目**：同一论文的新版本、代码、权重续写；同一团队的后续论文或扩展版"
    "（新 arXiv 号）另起条目。\n"
    "> - **成绩记在基准上**：榜单与评测成绩（单个产品的名次、纪录，或多产品对比表）一律续写在 §1.4 的"
    "基准条目下，不写进产品条目。\n\n"
    "## §1.1 框架格局\n\n"
    "### Quillmere 2\n"
    "Tessaly Labs 开源推理服务引擎第二代，2.0 于 2039-01-12 发布。\n"
    "更新：\n"
    "- 2039-03-04：2.4 引入新调度器。\n\n"
    "## §1.2 推理调度\n\n"
    "### Tillbatch\n"
    "开源连续批处理调度库。\n\n"
    "## §1.3 KV Cache\n\n"
    "### Ashlow\n"
    "开源分层 KV 卸载层。\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "### Gantline Bench\n"
    "推理服务吞吐 / 延迟基准（简称 GB 榜），长提示与短提示两个赛道，每月中旬发布月榜。\n\n"
    "### Fernrake\n"
    "arXiv:3904.20019，推理引擎挂起实证研究：6 个开源引擎的 214 个挂起案例。\n\n"
    "### 事故：Quillmere 2.3 路由环路（2039-05-20）\n"
    "Quillmere 2.3 的两个路由层互相转发形成环路，部分客户请求超时；复盘待发布。\n"
)

_FOLLOW_UP = "§1.4 Fernrake（arXiv:3904.20019）的后续研究"
_EXTENDED = "Fernrake 扩展版 arXiv:3906.14402 —— 新增 11 个引擎、317 个挂起案例"


def test_a_follow_up_study_of_the_entry_s_paper_is_not_about_that_paper() -> None:
    assert not clues._paper_on(_FOLLOW_UP, {"arxiv:3904.20019"})
    assert clues._paper_on("§1.4 Fernrake（arXiv:3904.20019）的代码更新", {"arxiv:3904.20019"})


def _paper_action(doc: str) -> tuple[str, str]:
    block = increment(
        1,
        _EXTENDED,
        section="§1.4",
        extra=f"arXiv 号：arXiv:3906.14402 Fernrake-X\n与活文档现有脉络的关系：{_FOLLOW_UP}\n",
    )
    action = run(doc, brief_text(block, date="2039-06-20")).actions[0]
    return action.action, action.matched or ""


def test_an_extended_paper_under_a_new_id_is_new_where_each_id_is_an_entry() -> None:
    action, matched = _paper_action(_ZH)
    assert action == "inserted", matched


def test_an_extended_paper_continues_the_first_where_follow_ups_continue_it() -> None:
    assert versions.states_follow_ups_under_original(
        "Revisions, code and weights continue the paper's entry, and so does a follow-up paper"
        " by the same group."
    )
    doc = _EN.replace(
        "- **Gantline Bench**",
        "- **Fernrake** (empirical study of hangs, arXiv:3904.20019) — 214 hangs.\n"
        "- **Gantline Bench**",
    ).replace(
        "- **Scores",
        "- **Papers: one entry per line of work.** Revisions, code and weights continue the"
        " paper's entry, and so does a follow-up paper by the same group.\n- **Scores",
    )
    action, matched = _paper_action(doc)
    assert action == "updated" and "Fernrake" in matched, matched


def test_breaking_a_record_on_a_board_is_a_score_on_it() -> None:
    """`X 刷新 GB 长提示赛道显存纪录 —— 单卡 80GB…`: a record on the board, the benchmark's
    entry's news where the preamble files scores there, though no figure follows the dash."""
    action, matched = _action(
        _ZH, "Ashlow 刷新 GB 长提示赛道显存纪录 —— 单卡 80GB 跑通 1M 上下文", "§1.3"
    )
    assert action == "updated" and 'on "GB"' in matched, matched  # (`Gantline Bench（简称 GB 榜）`)


def test_a_board_s_declared_short_form_beats_an_entry_a_night_named_by_it() -> None:
    """A night wrote `GB 榜新增 MoE 赛道…` as an entry of its own; a record on `GB` the night
    after is still the board's (`Gantline Bench（简称 GB 榜）`), not that entry's nor the
    product's."""
    first = brief_text(
        increment(1, "GB 榜新增 MoE 赛道 — 首批 9 个引擎", section="§1.4"), date="2039-06-19"
    )
    record = increment(
        1, "Ashlow 刷新 GB 长提示赛道显存纪录 —— 单卡 80GB 跑通 1M 上下文", section="§1.3"
    )
    report = run(_ZH, first, brief_text(record, date="2039-06-20"))
    matched = report.actions[1].matched or ""
    assert report.actions[1].action == "updated" and 'on "GB"' in matched, report.actions[1]


_KINDS_RULE = (
    "> - §1.1 的引擎、运行时、网关按主版本分条（`### Quillmere 2`）：小版本、补丁续写在该主版本条目下；"
    "新的主版本另起新条目。其余条目（调度库、KV 层、论文）一个条目跨所有版本，1.0 也不另起。"
)


def test_a_section_s_kinds_kept_by_major_version_the_rest_across_versions_is_read() -> None:
    assert versions.generation_kinds(_KINDS_RULE) == ("引擎", "运行时", "网关")
    assert versions.states_generation_entries(_KINDS_RULE)
    assert not versions.states_generation_entries("> - §1.1 的引擎按主版本分条。")  # (no rest)
    assert versions.generation_kinds("> - 引擎按主版本分条。") == ()


def test_a_point_release_spelled_in_lower_case_continues_its_major_version() -> None:
    action, matched = _action(_ZH, "quillmere v2.5 —— 新增 Vulkan 后端，decode 提速 1.6 倍", "§1.1")
    assert action == "updated" and "Quillmere 2" in matched, matched


def test_a_library_s_release_continues_it_where_the_rest_takes_every_version() -> None:
    action, matched = _action(_ZH, "Tillbatch 0.10 —— 优先级抢占成为默认策略", "§1.2")
    assert action == "updated" and "Tillbatch" in matched, matched


def test_a_new_major_s_preview_is_a_new_entry_of_the_section_s_kinds() -> None:
    action, matched = _action(_ZH, "Quillmere 3 预览 —— 第三代调度内核", "§1.1")
    assert action == "inserted", matched


def test_a_review_citing_the_increment_that_opened_an_incident_entry_continues_it() -> None:
    """An outage filed as an entry of its own one night (`事故一律单独成条`); the night after,
    its review, whose relation line cites that increment as what it reviews (`6-18 简报增量 1
    （…）的复盘`), continues it: the line names the very entry, whatever the title's words."""
    outage = increment(
        1, "Quillmere Cloud 大面积 503 —— 上午约 90 分钟，两区受影响", section="§1.4"
    )
    review = increment(
        1,
        "Quillmere Cloud 503 事故复盘 —— 配置推送未经灰度",
        section="§1.4",
        extra="与活文档现有脉络的关系：6-18 简报增量 1（Quillmere Cloud 大面积 503）的复盘\n",
    )
    first = run(_ZH, brief_text(outage, date="2039-06-18"))
    assert first.actions[0].action == "inserted", first.actions[0]
    report = run(patched(_ZH, first.diff), brief_text(review, date="2039-06-20"))
    assert report.actions[0].action == "updated", report.actions[0]
    assert "2039-06-18#1" in (report.actions[0].matched or ""), report.actions[0]
