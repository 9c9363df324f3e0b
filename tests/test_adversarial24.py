"""Adversarial pass 24 (tests/data/adversarial24): this session's rules attacked; each wrong
continuation fixed at its cause. The wordings and names here are new, not the pass's inputs."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_DOC = (
    "# 检索 · 活文档\n\n"
    "> 约定：每个产品只占一条，后续消息写成子行。评测分数记在对应基准（[BENCH]）条目下。\n"
    "> 事故单独成条。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Brindle**（Hawthorn）— 检索框架。\n"
    "  - `2031-03-02` 3.0 发布。\n"
    "- “翠鸟”适配包（Vireo，Magpie 团队）— 为 Vireo 推理引擎做的适配包。\n"
    "- “云雀”调度器（Nomad，插件形态）— 跑在集群上的批调度器。\n"
    "- “芦苇”编排器（Reedbed · 苇塘实验室）— 工作流编排。\n\n"
    "## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- [BENCH] QueryBench — 检索基准。\n"
)

_EN = (
    "# Runners · living document\n\n"
    "> Conventions: each minor or major release is an event with its own entry.\n"
    "> Security bugs and outages get entries of their own.\n\n"
    "## §1.1 Frameworks\n\n"
    "- [Pinnace](https://pinnace.dev) by Keel Labs: workflow runner.\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 Reliability\n"
)


def _on(title: str, doc: str = _DOC, relation: str = "", section: str = "§1.1") -> tuple[str, str]:
    extra = f"与活文档现有脉络的关系：{relation}\n" if relation else ""
    action = run(doc, brief_text(increment(1, title, section=section, extra=extra))).actions[0]
    return action.action, action.matched or ""


def test_quoted_lead_made_for_the_bracketed_name_is_not_its_entry() -> None:
    """`“翠鸟”适配包（Vireo，Magpie 团队）— 为 Vireo 推理引擎做的适配包`: the bracketed Latin name is
    the engine the pack is made for, not the pack's name; the engine's release is no news of
    it. A quoted lead whose brackets give its own name (`Reedbed · 苇塘实验室`) still goes by it."""
    action, matched = _on("Vireo 5.0 发布")
    assert action == "inserted", matched
    action, matched = _on("Reedbed 0.4 发布")
    assert action == "updated" and "Reedbed" in matched, matched


def test_quoted_lead_with_a_form_note_after_a_comma_is_not_named_by_the_bracket() -> None:
    """`“云雀”调度器（Nomad，插件形态）`: a Latin name, then after a comma only the form the
    thing takes (no maker, no id): the platform it runs on as likely as its name; a Nomad
    release is no news of the scheduler."""
    action, matched = _on("Nomad 1.9 发布")
    assert action == "inserted", matched


def test_overtaken_by_a_bracketed_name_is_no_acquisition() -> None:
    """`Brindle 在 QueryBench 上被 Osier（Tallow 实验室）超越`: `被 Osier（` is who overtook
    it, not a buyer; Osier is a second subject, and the ranking no news of Brindle's entry.
    `被 Y 收购` still is the subject's own news."""
    action, matched = _on("Brindle 在 QueryBench 上被 Osier（Tallow 实验室）超越", section="§1.4")
    assert not (action == "updated" and "Brindle" in matched), matched
    action, matched = _on("Brindle 被 Hawthorn Labs 收购")
    assert action == "updated" and "Brindle" in matched, matched


def test_namely_clause_after_what_it_is_compared_with_names_no_entry() -> None:
    """`新产品；对标：即 §1.1 Brindle 条目`: the clause names what the new product is set
    against, not the entry it is; a bare `即 §1.1 Brindle 条目` still names its entry."""
    action, matched = _on("Osier 0.1 发布", relation="新产品；对标：即 §1.1 Brindle 条目")
    assert action == "inserted", matched
    action, matched = _on("Brindle 新增流式接口", relation="即 §1.1 Brindle 条目")
    assert action == "updated" and "Brindle" in matched, matched


def test_security_holes_in_a_title_are_a_flaw_filed_apart() -> None:
    """`Pinnace plugin API security holes found` where the preamble gives security bugs
    entries of their own: a flaw, not the product entry's news."""
    action, matched = _on("Pinnace plugin API security holes found", doc=_EN, section="§1.4")
    assert action == "inserted", matched
    action, matched = _on("Pinnace adds retries", doc=_EN)
    assert action == "updated" and "Pinnace" in matched, matched


_ISSUES = (
    "# Runners · living document\n\n"
    "> Conventions: each minor or major release is an event with its own entry.\n"
    "> Outages get entries of their own; a patch fixing a logged outage goes under it.\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Ketchserve 2.0** (Tarn Systems) — model gateway.\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 Reliability\n\n"
    "- **Outage: Ketchserve 2.0 gateway hang** — 2031-02-11, requests hung for two hours"
    " (tarn/ketchserve#512).\n"
)


def test_owner_less_issue_in_a_title_finds_the_entry_citing_it_with_its_owner() -> None:
    """`(ketchserve#512)` in a title against `tarn/ketchserve#512` in an entry: the same issue
    (the repository is named; only the owner is left out); another issue number of the
    repository, or `#512` without the repository, is no evidence of it."""
    action, matched = _on(
        "Ketchserve patch closes the gateway hang (ketchserve#512)", _ISSUES, section="§1.4"
    )
    assert action == "updated" and "tarn/ketchserve#512" in matched, matched
    action, matched = _on("Ketchserve adds retries (ketchserve#513)", _ISSUES, section="§1.4")
    assert "#512" not in matched, matched
    action, matched = _on("Ketchserve adds retries (#512)", _ISSUES, section="§1.4")
    assert "#512" not in matched, matched


_SLUGS = (
    "# 检索 · 活文档\n\n"
    "> 约定：每个产品只占一条，后续消息写成子行。\n\n"
    "## §1.1 框架格局\n\n"
    "- 云杉 `kestrel-db` @松涛科技 ⸺ 开源向量库。\n"
    "  - `2031-01-20` 1.2 发布。\n\n"
    "## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n"
)


def test_chinese_maker_announcing_names_the_entry_its_lead_credits() -> None:
    """`松涛科技宣布 kestrel-db 停止维护` where the entry's lead names `@松涛科技`: the maker's
    announcement is the product's news, as `Maker 宣布 X` with a Latin maker; another
    maker's announcement (`青石网络宣布 …`) is not read so."""
    action, matched = _on("松涛科技宣布 kestrel-db 停止维护", _SLUGS)
    assert action == "updated" and "kestrel-db" in matched, matched
    action, matched = _on("青石网络宣布 kestrel-db 停止维护", _SLUGS)
    assert action == "inserted", matched


_FIXES = (
    "# Relays · living document\n\n"
    "> Conventions: one entry per product, later news as dated sub-lines.\n"
    "> Outages get their own entry. A patch whose point is to fix an incident we logged goes on"
    " the incident's entry.\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Gull 4.1** (Tern Works) — message relay.\n"
    "- **Petrel** (Skua Inc) — edge proxy.\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 Reliability\n\n"
    "- **Outage: Gull 4.1 queue stall** — 2031-05-02, queue stalled for forty minutes.\n"
)


def test_patch_fixing_a_logged_incident_is_not_the_release_entry_s_news() -> None:
    """`Gull 4.1.2 patch fixes the queue stall`: the release hides from the title's names
    behind a long English tail; read after the first name, it is a patch of the 4.1 line
    whose fix the preamble files on the incident's entry, not news of `Gull 4.1`."""
    action, matched = _on("Gull 4.1.2 patch fixes the queue stall", doc=_FIXES, section="§1.4")
    assert action == "inserted" or "stall" in matched, matched
    action, matched = _on("Gull 4.1 adds batch acks", doc=_FIXES)
    assert action == "updated" and "Gull 4.1" in matched, matched


def test_a_service_down_is_an_outage_the_preamble_files_apart() -> None:
    """`Petrel edge API went down for an hour` where the preamble gives outages entries of
    their own: an outage said without the word, not the product entry's news; `shut down` a
    feature still is."""
    action, matched = _on("Petrel edge API went down for an hour", doc=_FIXES, section="§1.4")
    assert action == "inserted", matched
    action, matched = _on("Petrel cluster down again", doc=_FIXES, section="§1.4")
    assert action == "inserted", matched
    action, matched = _on("Petrel shuts down its legacy dashboard", doc=_FIXES)
    assert action == "updated" and "Petrel" in matched, matched


_PER_RELEASE = (
    "# Runners · living document\n\n"
    "> Conventions: each minor or major release is an event with its own entry. News of a line"
    " that has shipped no new release goes under its latest entry.\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Gull 4.0** (Tern Works) — message relay.\n"
    "- **Gull 4.1** (Tern Works) — batched acks.\n"
    "- [Pinnace](https://pinnace.dev) by Keel Labs: workflow runner 2.0.\n"
    "- **Sprat 1.2** — edge cache.\n"
    "- [Dory](https://dory.dev) by Keel Labs — job queue 0.4.\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 Reliability\n"
)


def test_release_said_only_in_the_lead_summary_is_the_entry_s_release() -> None:
    """`[Pinnace](…) by Keel Labs: workflow runner 2.0.` where each minor or major release is
    an event with its own entry: the entry is 2.0's, so `Pinnace 2.1` (said by its maker, or
    released) is a new entry; news naming no release still goes under it."""
    action, matched = _on("Keel Labs announces Pinnace 2.1", doc=_PER_RELEASE)
    assert action == "inserted", matched
    action, matched = _on("Dory 0.5 released", doc=_PER_RELEASE)
    assert action == "inserted", matched
    action, matched = _on("Pinnace adds a retry budget", doc=_PER_RELEASE)
    assert action == "updated" and "Pinnace" in matched, matched
