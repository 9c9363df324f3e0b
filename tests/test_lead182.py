"""heldout182's general causes (lead182): a Chinese preamble keeping one entry per generation in
other words (`模型按“代”立条`, `新一代另立新条`) and a maker launching the next generation there;
a model's technical report kept as an entry of its own beside its model's, or filed under the
model where the preamble says so; placings read as scores (`榜单名次`, `升至 X 第 4`) and a name
called a board (`X v2 排行榜`); an English preamble keeping one bullet per product family, and a
family's generation glued on (`Nimbus4`, `Lark Omni2`) or followed by a tier (`Nimbus 4 Turbo`);
abuse, malicious code and widespread delays read as incidents; an app switching to a base model,
a maker's notice, a relation line saying an increment recorded the incident, an all-Chinese name
followed by its kind, a board launched with no section suggested; a contradiction about a board
itself. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import contrary, versions
from tests.conftest import brief_text, entry_holding, increment, items, run

_ZH = (
    "# 视听 · 活文档\n\n"
    "> 约定：每条 `- **名称**：简介（厂商，YYYY-MM）`。\n"
    "> 模型按“代”立条（`**Nimbus 3**`）：新一代另立新条；点版本、档位记在所属代之下。\n"
    "> 榜单名次记在榜单条目下；论文（含模型技术报告）在 §1.3 各自立条。\n\n"
    "## §1.1 模型\n\n"
    "- **Nimbus 2**：Harrow Labs 第二代视觉语言模型（Harrow Labs，2037-09）\n"
    "- **Nimbus 3**：Harrow Labs 第三代视觉语言模型（Harrow Labs，2038-06）\n"
    "  - 2038-08-30：3.1 点版本，图表问答错误率下降\n"
    "- **Quillon 1**：Ferrow 开源视频生成模型（Ferrow，2038-02）\n"
    "  - 2038-06-09：1.5 点版本，支持首尾帧控制\n"
    "- **Sonnet 2**：Larkfield Audio 音乐生成模型，整曲最长 4 分钟（Larkfield Audio，2038-07）\n\n"
    "## §1.2 应用\n\n"
    "- **Pictor**：Harrow Labs 拍照问答 App（Harrow Labs，2037-11）\n\n"
    "## §1.3 论文\n\n"
    "- **Nimbus 3 技术报告**：Nimbus 3 架构与训练配方，arXiv:3806.11111（Harrow Labs，2038-06）\n\n"
    "## §1.4 评测与安全\n\n"
    "- **ClipArena**：视频生成盲评榜单，文生视频 / 图生视频双榜（ClipArena，2037-08）\n"
)

_EN = (
    "# Audio-visual — living document\n\n"
    "Conventions: one bullet per product family, named without a version, with a nested"
    " `- Updates:` list. A paper goes under the model it is the report of; any other paper is"
    " its own §1.3 entry. Benchmark scores and leaderboard placings go under the model."
    " Incidents (abuse, outages, security) are their own §1.4 entries.\n\n"
    "## §1.1 Models\n\n"
    "- **Nimbus** — Harrow Labs' vision-language model family.\n"
    "  - Updates:\n"
    "    - 2038-06-12 — Nimbus 3 (Pro and Flash tiers).\n"
    "- **LarkOmni** — Larkfield AI's omni model family.\n"
    "  - Updates:\n"
    "    - 2038-05-08 — LarkOmni 2.\n"
    "- **Quillon** — Ferrow's video generation family.\n"
    "  - Updates:\n"
    "    - 2038-08-19 — Quillon 2: 1080p clips.\n\n"
    "## §1.2 Apps and tooling\n\n"
    "- **Weftgraph** — open-source node-graph editor for generation workflows.\n\n"
    "## §1.3 Papers and datasets\n\n"
    "## §1.4 Benchmarks, leaderboards and incidents\n\n"
    "- **ToneBench** — speech synthesis benchmark: naturalness MOS (ToneBench consortium).\n"
    "- **PuzzleSet** — 1,800 hard chart and geometry problems, arXiv:3804.22222.\n"
)


def _first(doc: str, title: str, section: str) -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or "", action.possibly


def test_a_generation_rule_in_other_words() -> None:
    """`模型按“代”立条…：新一代另立新条`: one entry per generation, the word quoted and the new
    entry said `新条`; denied, no rule."""
    assert versions.states_generation_entries(_ZH)
    assert versions.states_generation_entries("规则：新一代另立新条。")
    assert not versions.states_generation_entries("规则：新一代不另立新条。")


def test_a_maker_launching_the_next_generation_is_a_new_entry() -> None:
    """`Larkfield Audio 发布 Sonnet v3` where each generation is an entry: a new entry reported
    `possibly continues` the previous generation's."""
    action, _, possibly = _first(_ZH, "Larkfield Audio 发布 Sonnet v3 —— 整曲 8 分钟", "§1.1")
    assert action == "inserted" and "Sonnet 2" in possibly, (action, possibly)


def test_a_technical_report_kept_apart_from_its_model() -> None:
    """The editor keeps `**Nimbus 3 技术报告**` beside `**Nimbus 3**`: the next generation's
    report is not news of that generation's entry, though its title names it."""
    doc = _ZH.replace(
        "- **Quillon 1**",
        "- **Nimbus 4**：Harrow Labs 第四代视觉语言模型（Harrow Labs，2038-10）\n- **Quillon 1**",
    )
    action, _, possibly = _first(doc, "Nimbus4技术报告上线 arXiv:3810.33333 —— 训练配方", "§1.3")
    assert action == "inserted" and "Nimbus 4" in possibly, (action, possibly)
    released = "Harrow Labs 发布 Nimbus 4 技术报告与权重"  # (a release citing its report)
    assert _first(doc, released, "§1.1")[0] == "updated"


def test_placings_filed_under_the_board() -> None:
    """`榜单名次记在榜单条目下` files placings under the board; a product risen to a place on it
    (`升至 ClipArena 图生视频第 4`) is the board's news there."""
    assert versions.states_scores_under_benchmark("> 榜单名次记在榜单条目下。")
    # (not a board's periodic ranking update: `a leaderboard's periodic ranking update goes
    # under the benchmark's entry` files no product's score there)
    assert not versions.states_scores_under_benchmark(
        "- A leaderboard's periodic ranking update goes under the benchmark's entry."
    )
    action, matched, _ = _first(_ZH, "Quillon 1.5 升至 ClipArena 图生视频第 4", "§1.4")
    assert action == "updated" and "ClipArena" in matched, (action, matched)
    # (`位列第三` alone is no such rise: the existing readings of a placing decide it)


def test_one_bullet_per_product_family() -> None:
    assert versions.states_family_entries(_EN)
    assert versions.states_family_entries("One bullet per product family.")


def test_a_familys_generation_glued_on_or_with_a_tier() -> None:
    """Where one bullet holds a family: `Nimbus4 Flash 档上线`, `Lark Omni2 新增…` (the name
    glued to its generation) and `Nimbus 4 Turbo 开放权重` (a generation and a tier) are the
    family's news."""
    for title, family in (
        ("Nimbus4 Flash 档上线 API — 价格为 Pro 的 1/5", "Nimbus"),
        ("Lark Omni2 新增粤语语音输出", "LarkOmni"),
        ("Nimbus 4 Turbo 开放权重下载 — 非商用许可", "Nimbus"),
    ):
        action, matched, _ = _first(_EN, title, "§1.1")
        assert action == "updated" and family in matched, (title, action, matched)


def test_abuse_and_malicious_code_listed_as_incidents() -> None:
    """`Incidents (abuse, outages, security)`: a model used to forge news videos and a
    community library serving malicious nodes are incidents of their own, not the product's
    news; a feature of the product stays its news."""
    kinds = frozenset({"abuse", "outages", "security"})
    assert contrary.reports_kind("Quillon 2 被用于批量伪造新闻视频 —— 平台下架", kinds)
    assert contrary.reports_kind("Pictor 视频通话被用于绕过人脸识别限制", kinds)
    assert not contrary.reports_kind("Weftgraph 新增安全沙箱", kinds)
    for title, section in (
        ("Quillon 2 被用于批量伪造新闻视频 —— 三个平台下架 900 条", "§1.4"),
        ("Weftgraph 社区节点库出现恶意自定义节点，窃取用户 API Key", "§1.4"),
    ):
        assert _first(_EN, title, section)[0] == "inserted", title
    action, matched, _ = _first(_EN, "Weftgraph v0.16 新增视频节点", "§1.2")
    assert action == "updated" and "Weftgraph" in matched


def test_a_name_called_a_board_is_no_products_home_for_its_score() -> None:
    """`QV-4 登顶 PuzzleSet v2 排行榜 …` citing the board's paper: the title calls `PuzzleSet` a
    board, so where placings go under the model its entry is a possibility at most."""
    title = "QV-4 登顶 PuzzleSet v2 排行榜 arXiv:3804.22222 —— 71.9%"
    action, matched, _ = _first(_EN, title, "§1.4")
    assert action == "inserted", (action, matched)


def test_a_report_filed_under_its_model() -> None:
    """`A paper goes under the model it is the report of`: `Nimbus4技术报告上线`, suggested for
    §1.3, is the family's news."""
    assert versions.states_reports_under_model(_EN)
    assert versions.states_reports_under_model("> 技术报告记在所属模型条目下。")
    assert not versions.states_reports_under_model(
        "Technical reports do not go under the model's entry."
    )
    action, matched, _ = _first(_EN, "Nimbus4技术报告上线 arXiv:3810.44444 —— 训练配方", "§1.3")
    assert action == "updated" and "Nimbus" in matched, (action, matched)


def test_a_contradiction_about_the_board_itself() -> None:
    """A board's round landed on the product (placings go under the model); an item led by the
    board's name asking who funds it (`ToneBench 秋季评测是否由 Harrow 赞助`) goes on the board."""
    brief = brief_text(
        increment(1, "Nimbus 3.5 在 ToneBench 自然度 MOS 登顶", section="§1.4")
    ) + items(
        "矛盾/待核实 1：ToneBench 秋季评测是否由 Harrow 赞助（低风险）\n",
        "- 问题：致谢页列有 Harrow Labs 提供的算力\n",
        "- 建议：标注“ToneBench 资金来源待披露”\n",
    )
    report = run(_EN, brief)
    text = report.new_text.render()
    assert "ToneBench" in entry_holding(text, "资金来源待披露"), text


def test_a_report_entry_is_not_named_by_news_saying_no_paper() -> None:
    """Beside `**Nimbus 3**`, the entry `**Nimbus 3 技术报告**` is not named by a title saying
    no paper (`Nimbus 3 被用于批量伪造证件照`): the model's entry takes it alone."""
    action, matched, _ = _first(_ZH, "Nimbus 3 被用于批量伪造证件照 —— 平台下架 300 条", "§1.4")
    assert action == "updated" and matched.startswith('title names "Nimbus 3"'), matched


def test_an_app_switching_to_a_base_model_is_the_apps_news() -> None:
    """`Pictor 切换至 Nimbus 3 底座`: Nimbus 3 is what the app now runs on, not a second subject."""
    action, matched, _ = _first(_ZH, "Pictor 切换至 Nimbus 3 底座", "§1.2")
    assert action == "updated" and "Pictor" in matched, (action, matched)


def test_a_makers_notice_is_the_products_news() -> None:
    """`Harrow 通知 Nimbus 2 API 提前停服`: a maker's notice about the thing named next."""
    action, matched, _ = _first(_ZH, "Harrow 通知 Nimbus 2 API 提前至 2038-11-30 停服", "§1.1")
    assert action == "updated" and "Nimbus 2" in matched, (action, matched)


def test_abuse_and_outages_filed_under_the_product_concerned() -> None:
    """`滥用事件与宕机记在涉事产品条目下` files incidents under the product."""
    assert versions.states_incidents_under_entry("> 滥用事件与宕机记在涉事产品条目下。")
    assert not versions.states_incidents_under_entry(
        "> 滥用事件与宕机单独成条，不记在涉事产品条目下。"
    )


def test_a_follow_up_citing_the_increment_that_recorded_the_incident() -> None:
    """`10-03 简报增量 2 已记录该滥用事件;本条为厂商处置与后续`: the line cites that increment
    (`已记录` as `已锚定`), whose entry the follow-up continues."""
    from patcher.plan.evidence.relations import cited_increments

    line = "10-03 简报增量 2 已记录该滥用事件;本条为厂商处置与后续"
    assert cited_increments(line, "2038-10-04") == ["2038-10-03#2"]
    assert cited_increments("10-03 简报增量 2 已记录该滥用事件", "2038-10-04") == []


def test_a_widespread_delay_is_an_outage() -> None:
    """`X 云端识别大面积延迟`: an outage reported, not a feature."""
    assert contrary.new_incident("Nimbus 3 云端识别大面积延迟 —— 华东区 API 超时")
    assert not contrary.new_incident("Nimbus 3 端到端延迟降至 200ms")


def test_a_chinese_name_then_the_kind_its_lead_says() -> None:
    """`晴川字幕 App 上线粤语字幕` starts with the whole name of `**晴川字幕**：…实时字幕 App`, then
    the kind its lead says: that entry (in its section); not a kind its lead never says."""
    doc = _ZH.replace(
        "- **Pictor**",
        "- **晴川字幕**：Harrow Labs 实时字幕 App（Harrow Labs，2038-02）\n- **Pictor**",
    )
    action, matched, _ = _first(doc, "晴川字幕 App 上线粤语 / 闽南语实时字幕", "§1.2")
    assert action == "updated" and "晴川字幕" in matched, (action, matched)
    assert _first(doc, "晴川字幕 SDK 开放下载", "§1.2")[0] == "inserted"


def test_a_board_launched_goes_where_the_boards_are() -> None:
    """`SongFair 首期榜单发布 —— Sonnet 2 人声组第一`, no section suggested: the title launches a
    board, filed where the document's boards live (§1.4), not beside the product it ranks."""
    block = increment(1, "SongFair 首期榜单发布 —— Sonnet 2 人声组第一", section="")
    block = block.replace("建议归入章节：", "")
    doc = _ZH.replace(
        "- **ClipArena**",
        "- **TuneBench 榜**：音乐生成评测榜（TuneBench，2037-05）\n- **ClipArena**",
    )
    action = run(doc, brief_text(block)).actions[0]
    assert action.action == "inserted" and action.anchor == "§1.4", action


def test_a_contradiction_naming_a_product_on_the_board_stays_with_the_product() -> None:
    """An item led by the board's name that names a product's placing or figure on it
    (`ToneBench 上 Nimbus 3.5 的名次`) is no matter of the board itself."""
    brief = brief_text(
        increment(1, "Nimbus 3.5 在 ToneBench 自然度 MOS 登顶", section="§1.4")
    ) + items(
        "矛盾/待核实 1：ToneBench 上 Nimbus 3.5 的名次：去掉新账号投票后降至第三（中风险）\n",
        "- 问题：快照与复算不一致\n",
        "- 建议：标注“名次待复核”\n",
    )
    text = run(_EN, brief).new_text.render()
    assert not entry_holding(text, "名次待复核").startswith("- **ToneBench**"), text
