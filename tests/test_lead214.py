"""heldout214's general causes (lead214): the release a bare-named heading entry is at read from
its dated history lines (`- 2040-03-01: 1.4 — …`) where the preamble opens an entry per
generation; `论文一篇一条` (each paper its entry) and a follow-up paper `extends the existing
entry`; a split-brain an incident's symptom, and an incident's entry named by the release it
hit no release entry; a `…-Bench` name a benchmark's; a log named in double quotes, the one log
of the document taking comparisons of any section; a comparison filed under the item named
first; apps logged in one entry the preamble names. The names and wordings are new, not the
set's."""

from __future__ import annotations

from patcher.plan import incidents, logs, versions
from tests.conftest import brief_text, run

_EN = (
    "# Serving — living notes\n\n"
    "House rules: one `###` entry per product *generation* (a new major version opens a new "
    "entry; minor and patch releases go in the generation's history); incidents are entries of "
    "their own under §1.4; benchmark results are written into the history of the product that "
    'scored them; apps are logged in the single "App diary" entry; comparisons go in the '
    '"Side-by-side" log; papers get an entry per research line (a follow-up paper by the same '
    "line extends the existing entry).\n\n"
    "## §1.1 框架格局\n\n"
    "### Tillerbox\n"
    "Quayline Labs' open-source request router (github.com/quayline/tillerbox).\n"
    "- 2040-03-01: 1.4 — weighted routing.\n\n"
    "### Ferrule 3\n"
    "Ostrel's serving engine, 3.x line.\n"
    "- 2040-02-02: 3.1 — paged cache.\n\n"
    "### Brask-2\n"
    "Ostrel's draft model, second generation.\n"
    "- 2040-04-04: released.\n\n"
    "### App diary\n"
    "One line per event for apps built on serving engines (no separate entries).\n"
    "- 2040-05-05: Lanyard Desk 1.0 — a help-desk assistant.\n\n"
    "## §1.2 推理调度\n\n"
    "### Knotweave\n"
    "Speculative scheduling line (arXiv:4003.11111).\n"
    "- 2040-03-03: paper.\n\n"
    "## §1.3 KV Cache\n\n"
    "### QuillHop-Bench\n"
    "Multi-turn cache reuse over 40 dialogues (arXiv:4004.12121).\n"
    "- 2040-04-01: released.\n\n"
    "### Side-by-side\n"
    "Log of comparisons between two tracked items.\n"
    "- 2040-04-02: Ferrule 3 vs Tillerbox — latency.\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "### Incident: Ferrule 3.0 queue stall (2040-02)\n"
    "- 2040-02-10: queues stalled for 20 minutes.\n"
)

_ZH = (
    "# 推理 · 活文档\n\n"
    "> 维护约定：一个产品家族一条；论文一篇一条（以 arXiv 号为准，同一团队的后续论文另起新条目）；"
    "两者对比记在标题里先出现的那一方条目下。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Tillerbox**（Quayline Labs 开源请求路由）：当前 1.4。\n"
    "- **Quayline Cache**（托管缓存服务）：按量计费。\n\n"
    "## §1.2 推理调度\n\n"
    "- **Knotweave**（投机调度，arXiv:4003.11111）：草稿树调度。\n\n"
    "## §1.3 KV Cache\n\n"
    "- **Holdwell**（缓存复用，arXiv:4004.20202）：跨轮复用。\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- **Lumetrack**（追踪工具）：0.8 版。\n"
)


def _block(title: str, section: str, relation: str = "", arxiv: str = "") -> str:
    return (
        f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/x.md §1；example.org/a\n"
        f"{f'arXiv: {arxiv}' + chr(10) if arxiv else ''}"
        "要点：- 要点一 - 要点二\n可信度：高\n"
        f"与活文档关系：{relation or '无'}\n建议归入章节：{section}"
    )


def _one(doc: str, block: str) -> tuple[str, str]:
    """The increment's action and the first line of the entry its text landed in."""
    report = run(doc, brief_text(block, date="2040-08-10"))
    [action] = report.actions
    lines = report.new_text.render().split("\n")
    at = (action.line or 1) - 1
    while at > 0 and not lines[at].startswith(("### ", "- **")):
        at -= 1
    return action.action, lines[at]


def test_a_bare_heading_at_its_first_major_opens_a_new_generation() -> None:
    """`### Tillerbox` whose history opens with `1.4 — …`, where the preamble opens an entry per
    generation: `Tillerbox 2.0` is a new generation's entry; `Tillerbox 1.5` its news."""
    assert versions.states_new_major_opens_entry("(a new major version opens a new entry)")
    assert not versions.states_new_major_opens_entry("a new major generation gets its own heading")
    action, _ = _one(_EN, _block("Tillerbox 2.0 — 新调度器", "§1.1 框架格局"))
    assert action == "inserted"
    # (where only a new major *generation* gets a heading, a bare-named product keeps its 2.0)
    said = "a new major version opens a new entry"
    other = _EN.replace(said, "a new major generation gets its own heading")
    action, matched = _one(other, _block("Tillerbox 2.0 — 新调度器", "§1.1 框架格局"))
    assert action == "updated" and "Tillerbox" in matched, matched
    action, matched = _one(_EN, _block("Tillerbox 1.5 — 修复路由抖动", "§1.1 框架格局"))
    assert action == "updated" and "Tillerbox" in matched, matched


def test_one_entry_per_paper_in_chinese_keeps_a_follow_up_apart() -> None:
    """`论文一篇一条（以 arXiv 号为准，同一团队的后续论文另起新条目）`: a follow-up paper with its
    own arXiv id is a new entry, though the preamble keeps one entry per family; where the
    preamble says a follow-up `extends the existing entry`, it continues the line's."""
    assert versions.states_papers_own_entries("论文一篇一条（以 arXiv 号为准）。")
    relation = "§1.2 已有 Knotweave(arXiv:4003.11111);本条为同团队后续论文"
    block = _block(
        "Knotweave-2 arXiv:4008.22222——增量式草稿树", "§1.2 推理调度", relation, "4008.22222"
    )
    action, _ = _one(_ZH, block)
    assert action == "inserted"
    assert versions.states_follow_ups_under_original(
        "papers get an entry per line (a follow-up paper by the same line extends the existing "
        "entry)"
    )
    action, matched = _one(_EN, block)
    assert action == "updated" and "Knotweave" in matched, matched


def test_a_split_brain_is_an_incident_of_its_own_not_the_lines_news() -> None:
    """`副本分裂(split-brain)` is a symptom: where incidents are entries of their own, the
    release's outage is not news of its line; the line's next news still is (the incident's
    entry, named by the release it hit, is no release entry)."""
    assert incidents.SYMPTOM.search("Ferrule 3.2 升级后脑裂")
    assert incidents.SYMPTOM.search("replicas hit a split-brain")
    title = "Ferrule 3.2 滚动升级后副本分裂(split-brain)——部分客户读到旧数据"
    report = run(_EN, brief_text(_block(title, "§1.4 推理可靠性与可观测性"), date="2040-08-10"))
    [action] = report.actions
    assert action.action == "inserted"
    after = report.new_text.render()
    action2, matched = _one(after, _block("Ferrule 3.2 社区复测——吞吐与延迟", "§1.1 框架格局"))
    assert action2 == "updated" and matched == "### Ferrule 3", matched


def test_a_bench_named_entry_is_a_benchmark_whose_scores_go_to_the_product() -> None:
    """`### QuillHop-Bench` whose paragraph never says `benchmark`: a `…-Bench` name is a
    benchmark's, so a product's placing on it (its arXiv id cited) goes to the product where
    the preamble writes results into the product's history."""
    block = _block(
        "Brask-2 在 QuillHop-Bench 刷新榜首——EM 40.1 → 44.0", "§1.3 KV Cache", arxiv="4004.12121"
    )
    action, matched = _one(_EN, block)
    assert action == "updated" and "Brask-2" in matched, matched


def test_a_log_quoted_in_double_quotes_takes_comparisons_of_any_section() -> None:
    """`comparisons go in the "Side-by-side" log`: the one log the document names, its section
    unsaid, takes a comparison filed in another section."""
    assert logs.stated_comparison_logs('comparisons go in the "Side-by-side" log;') == (
        "sidebyside",
    )
    action, matched = _one(_EN, _block("Tillerbox 对比 Ferrule 3——路由开销", "§1.1 框架格局"))
    assert action == "updated" and "Side-by-side" in matched, matched
    # (a log whose section the preamble says takes that section's comparisons only)
    assert not logs.comparison_logs_placed('comparisons go in the "Side-by-side" log;')
    assert logs.comparison_logs_placed("comparisons go into the log (`LOG · Side log` in §1.2).")


def test_a_comparison_goes_under_the_item_named_first() -> None:
    """`两者对比记在标题里先出现的那一方条目下`: `Tillerbox 对比 Quayline Cache` is Tillerbox's
    news; without the rule, neither's."""
    assert logs.states_comparisons_under_first("两者对比记在标题里先出现的那一方条目下")
    assert logs.states_comparisons_under_first(
        "Comparisons (A vs B) are written on the entry of the item named first in the title."
    )
    assert not logs.states_comparisons_under_first("对比不记在先出现的一方条目下")
    block = _block("Tillerbox 对比 Quayline Cache——千万级请求成本实测", "§1.1 框架格局")
    action, matched = _one(_ZH, block)
    assert action == "updated" and "Tillerbox" in matched, matched
    plain = _ZH.replace("两者对比记在标题里先出现的那一方条目下。", "")
    action, _ = _one(plain, block)
    assert action == "inserted"


def test_apps_go_to_the_one_log_the_preamble_names() -> None:
    """`apps are logged in the single "App diary" entry`: an app the diary records, or a title
    calling its thing an app, is the diary's news."""
    assert logs.stated_app_logs('apps are logged in the single "App diary" entry;') == ("appdiary",)
    for title in (
        "Lanyard Desk 2.0 上线——多渠道工单",
        "Pellow 法务助手上线 — 基于 Ferrule 的问答应用",
    ):
        action, matched = _one(_EN, _block(title, "§1.1 框架格局"))
        assert action == "updated" and "App diary" in matched, (title, matched)


def test_a_denial_inside_the_follow_up_rule_denies_it() -> None:
    """`a follow-up paper by the same line never extends the existing entry` (the denial
    between the rule's subject and its verb, adversarial55 pap2), `does not extend`,
    `后续论文从不并入原条目`: follow-ups are not filed under the original; a bare `no` in the
    subject (`with no new arXiv id`) denies nothing."""
    for said in (
        "papers get an entry each (a follow-up paper by the same line never extends the "
        "existing entry)",
        "a follow-up paper by the same line does not extend the existing entry",
        "同一团队的后续论文从不并入原条目",
        "同一团队的后续论文不会并入原条目",
    ):
        assert not versions.states_follow_ups_under_original(said), said
    assert versions.states_follow_ups_under_original(
        "a follow-up paper with no new arXiv id extends the existing entry"
    )
    assert versions.states_follow_ups_under_original("同一工作的后续论文仍记在原条下")


def test_a_defence_named_after_a_symptom_is_no_symptom() -> None:
    """`新增脑裂防护` (split-brain protection), `死锁检测`, `split-brain protection` name a
    feature guarding against the symptom, not the symptom (adversarial55 sb2: the engine's
    release was kept off its entry); the symptom itself, or one detected (`超时检测到后`), still
    reads."""
    for feature in (
        "Ferrule 3.2 新增脑裂防护 — 仲裁节点",
        "新增死锁检测",
        "adds split-brain protection",
    ):
        assert incidents.SYMPTOM.search(feature) is None, feature
    for symptom in ("Ferrule 3.2 升级后脑裂", "超时检测到后重试失败", "replicas hit a split-brain"):
        assert incidents.SYMPTOM.search(symptom), symptom
    action, matched = _one(_EN, _block("Ferrule 3.2 新增脑裂防护 — 仲裁节点", "§1.1 框架格局"))
    assert action == "updated" and matched == "### Ferrule 3", matched


def test_a_defence_that_failed_leaves_the_symptom() -> None:
    """A defence word followed by a failure word (`脑裂防护失效`, `死锁检测失灵`, `被绕过`,
    `split-brain protection failed`, `broke`) reports the symptom the defence let through
    (adversarial56 sb1: the failed defence read as a feature, the incident kept on the
    engine's entry); the defence alone (`新增脑裂防护`) and one that holds stay a feature."""
    for failed in (
        "Ferrule 3 脑裂防护失效 — 双主 40 分钟",
        "死锁检测失灵",
        "脑裂防护被绕过",
        "split-brain protection failed — two leaders for 40 minutes",
        "split-brain protection broke after upgrade",
    ):
        assert incidents.SYMPTOM.search(failed), failed
    for feature in ("Ferrule 3.2 新增脑裂防护 — 仲裁节点", "adds split-brain protection — witness"):
        assert incidents.SYMPTOM.search(feature) is None, feature
    title = "Ferrule 3 脑裂防护失效 — 双主 40 分钟"
    action, matched = _one(_EN, _block(title, "§1.4 推理可靠性与可观测性"))
    assert action == "inserted" and matched != "### Ferrule 3", (action, matched)


def test_whether_or_not_inside_the_follow_up_rule_denies_nothing() -> None:
    """`whether or not` (`无论是否`, `是否`) qualifies the rule's subject, it denies no verb
    (adversarial56 pap2: `a follow-up paper, whether or not its arXiv id is new, extends the
    existing entry` read as denied); a denial of the verb still denies the rule."""
    for said in (
        "(a follow-up paper, whether or not its arXiv id is new, extends the existing entry)",
        "a follow-up paper, whether its arXiv id is new or not, extends the existing entry",
        "同一团队的后续论文无论是否换了 arXiv 号都记在原条下",
        "同一团队的后续论文（不论是否换号）仍记在原条下",
    ):
        assert versions.states_follow_ups_under_original(said), said
    assert not versions.states_follow_ups_under_original(
        "a follow-up paper, whether or not its arXiv id is new, never extends the existing entry"
    )
    assert not versions.states_follow_ups_under_original("后续论文无论是否换号都不并入原条目")
