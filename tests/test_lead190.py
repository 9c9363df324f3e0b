"""heldout190's general causes (lead190): a Chinese preamble keeping one entry per product
family among other kinds (`一个产品族 / 一个基准 = 一条`), an English one listing incidents and
benchmarks among the things kept one entry each (`One entry per model generation, per
benchmark, … and per incident`), where the editor's entries file a product's score on a board
(under the board or under the product) when the preamble does not say, a relation line refusing
an incident in a clause of its own, misuse, complaints and a regional outage as incidents, a
follow-up or an answer to a product's one incident entry, an entry that says it is a first
generation, a benchmark's version with a paper of its own, and a resolution about an incident.
The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import contrary, incidents, versions
from tests.conftest import brief_text, increment, items, run

_ZH = (
    "# 视觉 · 活文档\n\n"
    "> 约定：一个产品族 / 一个基准 / 一个应用 = 一条 `- **名称**` 条目；"
    "新版本、新一代、榜单成绩写成条目下的日期子项。\n\n"
    "## §1.1 视觉语言模型\n\n"
    "- **Tarnix-VL**（Tarn Labs，2038-02 首发）：开放权重 VLM 族\n"
    "  - 2038-02-10：Tarnix-VL 2\n"
    "- **Quorra Vision**（Quorra AI）：闭源 VLM 族\n"
    "  - 2038-05-01：Quorra Vision 3\n\n"
    "## §1.2 图像·视频·语音生成\n\n"
    "- **Wispcast**（Wisp Studio）：文生视频模型族\n\n"
    "## §1.3 评测与榜单\n\n"
    "- **Gaugeboard**（arXiv:3801.01234）：多模态综合基准\n"
    "  - 2038-06-01 续：v2 榜单：Tarnix-VL 2 61.5 第二，Quorra Vision 3 64.0 第一\n"
    "- **Clipwise**（clipwise.org）：视频理解榜\n"
    "  - 2038-07-01 续：Quorra Vision 3 58.2 第一\n\n"
    "## §1.4 应用与产品\n\n"
    "- **Parvo Cloud API**（Parvo Labs）：统一 API 平台\n"
)

_EN = (
    "# Vision — living document\n\n"
    "Conventions: one `###` entry per model *generation* (major version), per benchmark, per app,"
    " per standalone paper, and per incident. Each entry: one summary line, then a dated"
    " history list.\n\n"
    "## §1.1 Vision-language models\n\n"
    "### Tarnix-VL 2\n"
    "Tarn Labs' open-weight VLM, second generation.\n"
    "- 2038-02-10: released\n"
    "- 2038-06-01: Gaugeboard v2 61.5\n\n"
    "### Quorra Vision 3\n"
    "Quorra AI's closed VLM, third generation.\n"
    "- 2038-05-01: released\n"
    "- 2038-06-01: Gaugeboard v2 64.0 (first)\n"
    "- 2038-07-01: Clipwise 58.2 (first)\n\n"
    "### Corvel-Doc\n"
    "Corvel AI's document VLM, first generation, Apache-2.0.\n"
    "- 2038-03-01: released\n\n"
    "## §1.2 Generative media\n\n"
    "### Wispcast 3\n"
    "Wisp Studio's text-to-video model, third generation.\n"
    "- 2038-04-01: released\n\n"
    "### Vellum 4\n"
    "Vellum Inc.'s TTS model, fourth generation.\n"
    "- 2038-05-20: released\n\n"
    "## §1.3 Benchmarks and leaderboards\n\n"
    "### Gaugeboard\n"
    "Multimodal benchmark by the Gauge consortium, arXiv:3801.01234.\n"
    "- 2038-06-01: v2 test set\n\n"
    "### Clipwise\n"
    "Video understanding benchmark (clipwise.org).\n\n"
    "## §1.4 Apps, products and incidents\n\n"
    "### Parvo Cloud API\n"
    "Parvo Labs' unified API for Quorra models.\n\n"
    "### Incident: Wispcast 3 subtitle leak (2038-08)\n"
    "Burned-in subtitles of private uploads were shown to other users.\n"
    "- 2038-08-10: Wisp Studio apologised\n"
)


def _actions(doc: str, *blocks: str) -> list[tuple[str, str]]:
    report = run(doc, brief_text(*blocks, date="2038-09-01"))
    return [(a.action, a.matched or "") for a in report.actions]


def _relation(text: str) -> str:
    return f"与活文档现有脉络的关系：{text}\n"


def test_a_family_among_kinds_each_said_to_be_one_entry() -> None:
    """`一个产品族 / 一个基准 / 一个应用 = 一条` keeps one entry per family; `一个版本 = 一条` does
    not."""
    assert versions.states_family_entries(
        "一个产品族 / 一个基准 / 一个应用 = 一条 `- **名称**` 条目"
    )
    assert versions.states_family_entries("一个模型族 = 一条条目。")
    assert not versions.states_family_entries("一个版本 / 一个基准 = 一条条目。")


def test_incidents_last_in_a_list_of_things_kept_one_entry_each() -> None:
    """`One `###` entry per model generation, per benchmark, and per incident` gives incidents
    entries of their own; a rule naming no incident, or filing them under the product, not."""
    said = "One `###` entry per model generation (major version), per benchmark, and per incident."
    assert incidents.states_incident_entries(said)
    assert not incidents.states_incident_entries("One entry per model generation, per benchmark.")
    assert not incidents.states_incident_entries(
        "One entry per product; incidents go under the product's entry."
    )


def test_one_entry_per_benchmark_in_a_list_keeps_a_benchmark_for_life() -> None:
    """`… per model generation, per benchmark, per app` keeps one entry per benchmark; not one
    per benchmark version, nor a denial."""
    said = "One `###` entry per model generation (major version), per benchmark, per app."
    assert versions.states_benchmarks_for_life(said)
    assert not versions.states_benchmarks_for_life("One entry per benchmark version.")
    assert not versions.states_benchmarks_for_life("Never one entry per benchmark.")


def test_a_new_generation_goes_under_the_family_where_families_are_one_entry() -> None:
    """`Tarnix-VL 3 发布` is the family `**Tarnix-VL**`'s news."""
    [(action, matched)] = _actions(_ZH, increment(1, "Tarnix-VL 3 发布 — 原生 4K 输入", "§1.1"))
    assert action == "updated" and "Tarnix-VL" in matched, matched


def test_a_score_goes_where_the_editors_entries_file_scores() -> None:
    """The preamble silent on where scores go: the boards' sub-items score the products in the
    Chinese document (`Tarnix-VL 3 在 Gaugeboard 拿下 66.1` → Gaugeboard), the products'
    sub-items score them on boards in the English one (→ `Tarnix-VL 2`)."""
    title = "Tarnix-VL 2 在 Gaugeboard 拿下 66.1（总榜第一）"
    [(action, matched)] = _actions(_ZH, increment(1, title, "§1.3"))
    assert action == "updated" and "Gaugeboard" in matched, matched
    [(action, matched)] = _actions(_EN, increment(1, title, "§1.3"))
    assert action == "updated" and "Tarnix-VL 2" in matched, matched


def test_a_reproduced_score_and_a_new_best_go_where_scores_are_filed() -> None:
    """`X 在 Board 的 58.2 分复现失败` scores X on the board (Chinese: the board's news); `Board
    榜: X 长视频 58.2 新 SOTA` ranks X on it (English: X's news), a relation line refusing, in a
    clause of its own, an incident of X (`与之无关`) refusing no entry."""
    repro = "quorra vision 3 在 Clipwise 的 58.2 分复现失败（第三方）"
    [(action, matched)] = _actions(_ZH, increment(1, repro, "§1.3"))
    assert action == "updated" and "Clipwise" in matched, matched
    best = increment(
        1,
        "Clipwise 榜: Quorra Vision 3 长视频 60.4 新 SOTA",
        "§1.3",
        extra=_relation("§1.3 Clipwise 已锚定；Quorra Vision 3 8-20 有泄露事件，本条与之无关"),
    )
    [(action, matched)] = _actions(_EN, best)
    assert action == "updated" and "Quorra Vision 3" in matched, matched


def test_a_refusal_pointing_back_to_an_incident_as_unrelated() -> None:
    """`Y 8-20 有泄露事件，本条与之无关` calls the increment other news beside Y's incident; `本条
    是另一起新故障，与之无关` and `不是同一事件的续报` call it an incident of its own."""
    assert contrary.refuses_back_as_unrelated("§1.3 X 已锚定；Y 8-20 有泄露事件，本条与之无关")
    assert not contrary.refuses_back_as_unrelated("已有 Y 9-14 事故；本条是另一起新故障，与之无关")
    assert not contrary.refuses_back_as_unrelated("已有 Y 投毒事件；本条不是同一事件的续报")


def test_misuse_a_complaint_and_a_regional_outage_are_incidents_of_their_own() -> None:
    """Where every incident is an entry: `X 声音克隆被用于电话诈骗`, `X 遭唱片公司侵权投诉`, `X API
    区域性中断约 2 小时` are new entries, not the product's news."""
    fraud = increment(1, "Vellum 4 声音克隆被用于电话诈骗（媒体报道）", "§1.4")
    complaint = increment(2, "Vellum 4 歌声合成遭唱片公司侵权投诉", "§1.4")
    outage = increment(3, "Parvo Cloud API 区域性中断约 2 小时", "§1.4")
    assert [a for a, _ in _actions(_EN, fraud, complaint, outage)] == ["inserted"] * 3


def test_a_follow_up_of_a_products_one_incident_goes_to_that_incident() -> None:
    """`Wispcast 3 字幕泄露事件后续：…` and `Wispcast 3 上线…，回应 8 月字幕泄露事件` are the news of
    `### Incident: Wispcast 3 subtitle leak (2038-08)`, whatever its language."""
    follow = increment(1, "Wispcast 3 字幕泄露事件后续：Wisp Studio 改为本地渲染字幕", "§1.2")
    answer = increment(2, "Wispcast 3 上线「私密上传」模式，回应 8 月字幕泄露事件", "§1.4")
    for block in (follow, answer):
        [(action, matched)] = _actions(_EN, block)
        assert action == "updated" and "Incident" in matched, matched


def test_the_next_generation_of_an_entry_said_to_be_a_first_generation_is_new() -> None:
    """`### Corvel-Doc` says `first generation`: where each generation is an entry, `Corvel-Doc
    2 发布` is new; `Corvel-Doc 1.1` stays its news."""
    [(action, _)] = _actions(_EN, increment(1, "Corvel-Doc 2 发布：手写表单", "§1.1"))
    assert action == "inserted"
    [(action, matched)] = _actions(_EN, increment(1, "Corvel-Doc 1.1：表格识别修复", "§1.1"))
    assert action == "updated" and "Corvel-Doc" in matched, matched


def test_a_benchmarks_version_with_its_own_paper_is_the_benchmarks_news() -> None:
    """Where one entry is kept per benchmark: `Gauge-board V3：新增视频子集（arXiv:…）` continues
    `### Gaugeboard`, though its paper is a new one."""
    block = increment(1, "Gauge-board V3：新增视频幻觉子集（arXiv:3809.04321）", "§1.3")
    [(action, matched)] = _actions(_EN, block)
    assert action == "updated" and "Gaugeboard" in matched, matched


def test_a_resolution_about_a_products_incident_goes_to_the_incident() -> None:
    """`已核实：Wispcast 字幕事件涉及上传数…` resolves a question about the incident: it goes on
    `### Incident: Wispcast 3 subtitle leak (2038-08)`, not on `### Wispcast 3`."""
    other = increment(1, "Tarnix-VL 2.6：视频帧采样 64", "§1.1")
    brief = brief_text(other, date="2038-09-01") + items(
        "矛盾/待核实 ①：已核实：Wispcast 字幕事件涉及上传数约 4,000 个（低风险）\n"
        "Wisp Studio 补充公告列出逐日数据。\n"
    )
    (note,) = run(_EN, brief).contradictions
    assert "Incident" in (note.attached_to or ""), note


def test_a_safeguard_against_misuse_is_the_products_news() -> None:
    """`Vellum 4 上线克隆滥用防护：声纹同意校验` launches a protection against misuse: the
    product's news, not a misuse incident of its own (`声音克隆被用于电话诈骗` still is one)."""
    guard = increment(1, "Vellum 4 上线克隆滥用防护：声纹同意校验 + 名人声纹黑名单", "§1.2")
    english = increment(2, "Vellum 4 adds voice-clone abuse protection", "§1.2")
    assert [a for a, _ in _actions(_EN, guard, english)] == ["updated"] * 2
