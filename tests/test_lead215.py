"""heldout215's general causes (lead215): a document whose preamble gives incidents entries of
their own files a jailbreak or an audio desync reported against a product as an incident entry;
`X 事件续` and `X 中断复盘` follow up X's incident entry; a history item saying a model `powers the
X app` files the app's news there (or on the generation the app moves to); a maker with its kind
of body in Chinese (`Y 协会发布 Z …`) launches the entry its heading's first paragraph credits to
it; a maker's funding round goes on its product's
one entry; a relation clause `2-03 邻接 A 首录` cites the increment that first recorded what it follows. The names and wordings are new, not the set's."""

from __future__ import annotations

from tests.conftest import increment, run

_EN = (
    "# Vision notes\n\n"
    "Conventions: one entry per model *generation*; incidents are entries of their own in §1.4;\n"
    "a model's results live on the model's entry.\n\n"
    "## §1.1 Vision-language models\n\n"
    "### Tollan 2\n"
    "Brisket Labs, image-text model.\n"
    "- 2040-05-02: released in 7B and 30B.\n"
    "- 2040-07-10: powers the Pagelight reading app (photo lookup for students).\n\n"
    "### Tollan 3\n"
    "Brisket Labs, image-text model.\n"
    "- 2040-11-02: released; native 2K input.\n\n"
    "## §1.2 Speech and audio\n\n"
    "### Chime 1\n"
    "Tidewell, speech recognition.\n"
    "- 2040-04-08: released.\n\n"
    "## §1.3 Video generation\n\n"
    "### Marrow 1\n"
    "Quenby Studio, text-to-video.\n"
    "- 2040-06-01: released; 30 s single shot.\n\n"
    "## §1.4 Evaluation and incidents\n\n"
    "### GazeBoard\n"
    "Harlow evaluation guild; monthly visual QA board (scores are on the models' entries).\n"
    "- 2040-03-01: first noted.\n\n"
    "### Incident: Marrow 1 frame tearing (2040-12)\n"
    "- 2040-12-03: long shots tear at scene cuts; Quenby acknowledges, no fix date.\n\n"
    "### Incident: Gullwing image API outage (2041-01-19)\n"
    "- 2041-01-19: third-party image API down about 2 h; uploads fail; postmortem pending.\n"
)


def _brief(block: str, date: str = "2041-03-04") -> str:
    """A minimal multimodal briefing holding one increment block."""
    return f"multimodal · E1 预消化简报({date})\n二、增量条目\n{block}\n"


def _one(title: str, section: str, doc: str = _EN, extra: str = "") -> tuple[str, str, str]:
    block = increment(1, title, section=section, extra=extra)
    report = run(doc, _brief(block))
    action = report.actions[0]
    return action.action, action.matched or "", action.anchor


def test_a_jailbreak_is_an_incident_entry_where_the_preamble_files_them_apart() -> None:
    """`Tollan 3 提示越狱事件 — …` suggested for §1.4 is not the model's news where the preamble
    says incidents are entries of their own: a new entry."""
    action, matched, anchor = _one(
        "Tollan 3 提示越狱事件 — 图中隐藏指令绕过安全策略", "§1.4 评测与事故"
    )
    assert (action, anchor) == ("inserted", "§1.4"), matched


def test_an_audio_desync_is_an_incident_entry_where_the_preamble_files_them_apart() -> None:
    """`Marrow 1 音画不同步问题 — …` reports trouble (sound out of step with the picture)."""
    action, matched, anchor = _one(
        "Marrow 1 音画不同步问题 — Quenby 回滚音轨模型", "§1.4 评测与事故"
    )
    assert (action, anchor) == ("inserted", "§1.4"), matched


def test_a_defence_against_jailbreaks_is_the_models_news() -> None:
    """`越狱防护` is a feature, no jailbreak: the model's news, in its own section."""
    action, matched, _ = _one("Tollan 3 越狱防护上线 — 新增图中指令分类器", "§1.1 视觉语言模型")
    assert action == "updated" and "Tollan 3" in matched, matched


def test_an_incidents_continuation_follows_up_its_incident_entry() -> None:
    """`Marrow 1 画面撕裂事件续：…` (`事件续`: the event continued) is the news of the one
    incident entry of `Marrow 1`, not of the model's entry."""
    action, matched, _ = _one("Marrow 1 画面撕裂事件续：Quenby 推送修复", "§1.4 评测与事故")
    assert action == "updated" and "Incident" in matched, matched


def test_an_app_a_history_item_says_the_model_powers_goes_there() -> None:
    """`- 2040-07-10: powers the Pagelight reading app` under `### Tollan 2`: the document
    keeps the app in that model's history, so the app's news goes there."""
    action, matched, _ = _one("Pagelight 3.0 — 新增离线拍照检索", "§1.1 视觉语言模型")
    assert action == "updated" and "Tollan 2" in matched, matched


def test_an_app_moving_to_another_generation_goes_to_that_generations_entry() -> None:
    """`Pagelight 接入 Tollan 3`: the app moves to the generation its title names."""
    action, matched, _ = _one("Pagelight 接入 Tollan 3", "§1.1 视觉语言模型")
    assert action == "updated" and "Tollan 3" in matched, matched


def test_a_body_named_in_chinese_after_the_maker_launches_its_benchmarks_news() -> None:
    """`Harlow 协会发布 GazeBoard 题目轮换`: the maker (`Harlow`, then `协会`) publishes news of
    the board whose heading's first paragraph credits it (`Harlow evaluation guild; …`)."""
    action, matched, _ = _one(
        "Harlow 协会发布 GazeBoard 题目轮换 — 每月更换 30% 题目", "§1.4 评测与事故"
    )
    assert action == "updated" and "GazeBoard" in matched, matched


def test_a_relation_clause_saying_an_increment_first_recorded_it_cites_that_increment() -> None:
    """`2-03 邻接 A 首录` and `2-06 简报增量 1 首报该事件`: the increment cited recorded what this
    one is news of."""
    from patcher.plan.evidence.relations import cited_increments

    assert cited_increments("2-03 邻接 A 首录；X 仅为被替换组件", "2041-02-04") == [
        "2041-02-03#adj-A"
    ]
    assert cited_increments("2-06 简报增量 1 首报该事件", "2041-02-07") == ["2041-02-06#1"]


def test_a_restatement_continues_the_incident_entry_its_first_instance_opened() -> None:
    """The first instance opens `Marrow 1 音画不同步问题 — …` in §1.4; the second restates it
    (`重述 Tom 实例增量 1`, no section suggested): the trouble it reports is that entry's own,
    not a reason to keep it off."""
    first = increment(1, "Marrow 1 音画不同步问题 — Quenby 回滚音轨模型", section="§1.4 评测与事故")
    second = (
        "增量 1：Marrow1 音画不同步（重述）— 回滚后复现率降至 0.3%（⭐⭐⭐）\n来源：inbox/y.md\n"
        "要点：- 重述 Tom 实例增量 1；新数据：回滚 12 小时后复现率 0.3%\n可信度：中高\n"
    )
    report = run(_EN, _brief(first), _brief(second))
    opened, restated = report.actions[0], report.actions[1]
    assert (opened.action, opened.anchor) == ("inserted", "§1.4"), opened.matched
    assert restated.action == "updated" and restated.line is not None, restated.matched
    assert restated.anchor == "§1.4", (restated.anchor, restated.matched)


def test_a_makers_funding_goes_on_the_one_entry_of_its_product_the_title_names() -> None:
    """`Quenby Studio 完成 2 亿美元 C 轮，用于 Marrow 下一代训练`: the maker's news, on the one
    entry going by `Marrow` whose first paragraph credits Quenby (not the incident's)."""
    title = "Quenby Studio 完成 2 亿美元 C 轮，用于 Marrow 下一代训练"
    action, matched, _ = _one(title, "§1.3 视频生成")
    assert action == "updated" and "Marrow 1" in matched and "Incident" not in matched, matched


def test_a_makers_funding_naming_a_product_of_two_entries_decides_nothing() -> None:
    """`Brisket Labs 完成 B 轮，用于 Tollan 下一代训练` with `Tollan 2` and `Tollan 3` both
    crediting the maker: no one entry by the funding reading."""
    action, matched, _ = _one(
        "Brisket Labs 完成 1 亿美元 B 轮，用于 Tollan 下一代训练", "§1.1 视觉语言模型"
    )
    assert action == "inserted" or "funding" not in matched, matched


def test_an_outages_review_follows_up_the_incident_writing_its_words_apart() -> None:
    """`Gullwing API 中断复盘 — …` (an outage's review) is the news of `Incident: Gullwing
    image API outage (…)`, which writes `Gullwing` and `API` with a word between."""
    action, matched, _ = _one("Gullwing API 中断复盘 — 根因为配置推送脚本", "§1.4 评测与事故")
    assert action == "updated" and "Gullwing" in matched, matched


def test_an_outages_review_is_no_follow_up_of_another_kind_of_incident() -> None:
    """`Marrow 1 路由中断复盘` reviews an outage: the product's one incident entry is frame
    tearing, another trouble, so it is not that incident's news (adversarial26 d16)."""
    action, matched, _ = _one("Marrow 1 路由中断复盘 — 调度节点失联", "§1.4 评测与事故")
    assert "follows up an incident" not in matched, (action, matched)
    action, matched, _ = _one("Marrow 1 事故复盘 — 场景切换撕裂的根因", "§1.4 评测与事故")
    assert action == "updated" and "follows up an incident" in matched, matched  # (generic)


def test_an_outages_review_is_no_follow_up_of_an_incident_saying_no_outage() -> None:
    """An incident whose words deny an outage (`(no outage)`, `without downtime`, `未中断`)
    does not say one: `Marrow 1 中断复盘` is no follow-up of it (adversarial55 out2); an
    incident saying a real outage beside a denied word still does."""
    from patcher.plan.evidence.index_incidents import says_outage

    assert not says_outage("Incident: Marrow 1 frame tearing (no outage)")
    assert not says_outage("tearing at scene cuts, without downtime; 服务未中断")
    assert says_outage("Incident: Gullwing image API outage (2041-01-19)")
    assert says_outage("no data loss; the API was down about 2 h")
    doc = _EN.replace("frame tearing (2040-12)", "frame tearing (no outage)")
    action, matched, _ = _one("Marrow 1 中断复盘 — 调度节点失联", "§1.4 评测与事故", doc)
    assert "follows up an incident" not in matched, (action, matched)
    action, matched, _ = _one("Gullwing API 中断复盘 — 根因为配置推送脚本", "§1.4 评测与事故", doc)
    assert action == "updated" and "Gullwing" in matched, matched  # (the control holds)


def test_a_relation_naming_the_cited_increments_product_a_rival_cites_nothing() -> None:
    """`与 6-10 简报增量 1 首录的 Wicket 为竞品` names what the cited increment recorded a rival
    (also `…的竞品`, `对标`, `不同于`, `unlike`, `rival of`): this increment continues nothing
    there (adversarial55 rel2); a rivalry in another clause leaves the citation."""
    from patcher.plan.evidence.relations import cited_increments

    for rel in (
        "与 6-10 简报增量 1 首录的 Wicket 为竞品",
        "6-10 简报增量 1 首录 Wicket 的竞品",
        "对标 6-10 简报增量 1 首录的 Wicket",
        "不同于 6-10 简报增量 1 首录的 Wicket",
        "a rival of what 6-10 简报增量 1 首录",
    ):
        assert cited_increments(rel, "2041-06-20") == [], rel
    assert cited_increments("6-10 简报增量 1 首录", "2041-06-20") == ["2041-06-10#1"]
    assert cited_increments("6-10 简报增量 1 首录；与 Lantern 为竞品", "2041-06-20") == [
        "2041-06-10#1"
    ]


def test_a_rival_named_after_the_cited_things_update_leaves_the_citation() -> None:
    """`6-10 简报增量 1 首录的工具本次更新对标竞品 Picket` cites the tool the increment recorded;
    the rivalry names a third product after it (`Picket`), what the update is measured against
    (adversarial56 rc1); a rivalry naming the cited thing (`…首录的 Wicket 为竞品`, `对标 6-10
    简报增量 1 首录的 Wicket`, `…首录 Wicket 的竞品`) still cites nothing."""
    from patcher.plan.evidence.relations import cited_increments

    for rel in (
        "6-10 简报增量 1 首录的工具本次更新对标竞品 Picket",
        "6-10 简报增量 1 首录的工具本次更新对标 Picket",
        "6-10 简报增量 1 首录的工具这次对标竞品 Picket 补齐探针",
    ):
        assert cited_increments(rel, "2041-06-20") == ["2041-06-10#1"], rel
    for rel in (
        "与 6-10 简报增量 1 首录的 Wicket 为竞品",
        "6-10 简报增量 1 首录 Wicket 的竞品",
        "对标 6-10 简报增量 1 首录的 Wicket",
        "6-10 简报增量 1 首录的 Wicket 是竞品",
    ):
        assert cited_increments(rel, "2041-06-20") == [], rel
