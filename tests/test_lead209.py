"""heldout209's general causes (lead209): a rule a section's note states under its heading
(`*…评测基准与排行榜（分数记在基准条目下）、事故与缺陷（各立一条）。*`); a family entry named
`X 系列`; an entry's lead saying it holds every tier; incidents and scores said to be `history
lines of the product they concern`; `非同一缺陷` (another bug, no namesake); `单列于 §1.4（背景）`
said of another thing; `X 集成 Y` (the integrating product's news); a release's own entry beside
the line's; a maker's word abbreviated to its capitals from the entry's repository; an entry
saying it keeps its series' papers. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import incidents, versions
from patcher.plan.evidence.relations import asks_apart
from tests.conftest import brief_text, increment, run

_ZH = (
    "# 智能体 · 活文档\n\n"
    "> 每晚接力更新；条目为一级列表项，粗体名称开头。编辑约定见 README。\n\n"
    "## §1.1 框架格局\n\n"
    "*框架、SDK、模型家族与智能体应用。*\n\n"
    "- **Pelloria**（Vantor Labs，2040-01-02）：浏览器智能体，免费版 + 托管版 Pelloria Cloud；"
    "本条统一记录所有版本与所有档位（免费 / Cloud / Enterprise）。\n"
    "  - 2040-05-01 续：1.4 发布。\n"
    "- **Corvane-LM 系列**（Ostrel AI，2040-02-03）：智能体模型家族；本条记录全部代际（2、2.5 及以后）。\n"
    "  - 2040-02-03 续：Corvane-LM 2 发布。\n"
    "- **Tamwick Agents Kit**（Tamwick Inc.，2040-03-04）：智能体 SDK；github.com/tamwick/agents-kit。\n"
    "- **Quorra**（Quorra Labs，2040-03-05）：智能体调度器；github.com/quorra-io/quorra。\n\n"
    "## §1.2 推理调度\n\n"
    "*编排与调度；论文按 arXiv 号各立一条。*\n\n"
    "- **Skiprope**（arXiv:4004.10001，2040-04-02）：并行工具调用调度。\n\n"
    "## §1.3 KV Cache\n\n"
    "*记忆层与跨轮 KV 复用。*\n\n"
    "- **Holdfast**（arXiv:4004.20002，2040-04-03）：情节记忆压缩。\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "*可观测性工具、评测基准与排行榜（分数记在基准条目下）、事故与缺陷（各立一条）。*\n\n"
    "- **Ridgeway Bench**（arXiv:4003.30003，2040-03-06）：长程任务基准及排行榜。\n"
    "  - 2040-06-01 续：榜首 Corvane-LM 2.5 61.0%。\n"
    "- **Lumetrace**（Lumetrace，2040-03-07）：智能体追踪工具；github.com/lumetrace/lumetrace。\n"
)

_EN = (
    "# Agents — living notes\n\n"
    "One `###` heading per thing we track: a product tier, a model generation, a paper series.\n"
    "Incidents, bugs and benchmark scores are history lines of the product they concern —\n"
    "they never get a heading of their own.\n\n"
    "## §1.1 Framework landscape\n\n"
    "### Corvane-LM 2\n"
    "Ostrel AI's agent model, second generation.\n"
    "- 2040-02-03: release.\n\n"
    "### Corvane-LM 2.5\n"
    "Mid-cycle successor of Corvane-LM 2.\n"
    "- 2040-05-03: release.\n\n"
    "### Corvane-LM 3 preview — million-token context\n"
    "- 2040-08-01: preview.\n\n"
    "### Tamwick Agents Kit\n"
    "Agent SDK by Tamwick Inc. (github.com/tamwick/agents-kit).\n"
    "- 2040-03-04: 0.9.\n\n"
    "### Quorra\n"
    "Agent task scheduler (github.com/quorra-io/quorra).\n"
    "- 2040-03-05: 1.0.\n\n"
    "## §1.2 Orchestration & scheduling\n\n"
    "### Wicketline\n"
    "Planner for long tasks (arXiv:4004.40004).\n"
    "- 2040-04-04: preprint.\n\n"
    "## §1.3 Memory & context cache\n\n"
    "### Holdfast\n"
    "Episodic memory as compressed segments (arXiv:4004.20002). Papers of the series are tracked"
    " here.\n"
    "- 2040-04-03: preprint.\n\n"
    "## §1.4 Reliability & observability\n\n"
    "### Ridgeway Bench\n"
    "Long-horizon benchmark (arXiv:4003.30003). Scores go to the model entries.\n"
    "- 2040-03-06: 1.0.\n"
)


def _one(doc: str, block: str) -> tuple[str, str]:
    report = run(doc, brief_text(block, date="2040-08-10"))
    [action] = report.actions
    return action.action, action.matched or ""


def _with(title: str, section: str, source: str = "", relation: str = "", points: str = "") -> str:
    return (
        f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/x.md §1；{source or 'example.org/a'}\n"
        f"要点：{points or '- 要点一 - 要点二'}\n可信度：高\n"
        f"与活文档关系：{relation or '无'}\n建议归入章节：{section}"
    )


def test_a_sections_note_files_scores_under_the_benchmark() -> None:
    """`*…评测基准与排行榜（分数记在基准条目下）…*` under `## §1.4`, not in the preamble: a
    model scored on a board is the board's news."""
    action, matched = _one(
        _ZH,
        _with(
            "Corvane-LM 2.5 登顶 Ridgeway Bench 周榜，成功率 66.2%",
            "§1.4",
            relation="§1.4 已有 Ridgeway Bench 条目；本条是同一模型的新成绩",
        ),
    )
    assert action == "updated" and "Ridgeway Bench" in matched, matched


def test_a_sections_note_gives_incidents_their_own_entries() -> None:
    """`事故与缺陷（各立一条）` in a section's note: incidents are filed one entry each."""
    assert incidents.states_incident_entries("事故与缺陷各立一条。")
    assert incidents.states_incident_entries(
        "*可观测性工具、评测基准与排行榜、事故与缺陷（各立一条）。*"
    )
    assert not incidents.states_incident_entries("事故与缺陷不各立一条。")


def test_a_family_named_as_a_series_takes_its_generations() -> None:
    """`**Corvane-LM 系列**` goes by `Corvane-LM`: `CorvaneLM 3 预览版` (spelled without the
    hyphen, after its maker) and `Corvane LM 2 下线时间表` are the family's news."""
    for title in ("Ostrel 发布 CorvaneLM 3 预览版 — 百万上下文", "Corvane LM 2 下线时间表公布"):
        action, matched = _one(_ZH, increment(1, title, "§1.1 框架格局"))
        assert action == "updated" and "Corvane-LM 系列" in matched, (title, matched)


def test_an_entry_saying_it_holds_every_tier_takes_a_tiers_news() -> None:
    """`本条统一记录所有版本与所有档位` in `**Pelloria**`'s lead: `PelLoria Cloud 降价` is its
    news; without that sentence the tier is not read into it."""
    action, matched = _one(_ZH, increment(1, "PelLoria Cloud 席位价下调 30%", "§1.1 框架格局"))
    assert action == "updated" and "Cloud tier" in matched, matched
    plain = _ZH.replace("本条统一记录所有版本与所有档位（免费 / Cloud / Enterprise）。", "")
    action, _ = _one(plain, increment(1, "PelLoria Cloud 席位价下调 30%", "§1.1 框架格局"))
    assert action == "inserted"


def test_history_lines_of_the_product_they_concern() -> None:
    """`Incidents, bugs and benchmark scores are history lines of the product they concern`
    files incidents and scores under the product."""
    said = "Incidents, bugs and benchmark scores are history lines of the product they concern."
    assert versions.states_incidents_under_entry(said)
    assert versions.states_scores_under_product(said)
    assert not versions.states_scores_under_product("Releases are history lines of the product.")


def test_another_bug_of_the_product_is_no_namesake() -> None:
    """`…（背景，非同一缺陷）` says the bug is another one, not that the product is another
    thing: where bugs are the product's history lines, it goes under the product."""
    action, matched = _one(
        _EN,
        _with(
            "Quorra 长任务内存泄漏（quorra-io/quorra#812）",
            "§1.4",
            source="github.com/quorra-io/quorra/issues/812",
            relation="Quorra 在 §1.1；此前已记 1.0.2 修复（背景，非同一缺陷）",
        ),
    )
    assert action == "updated" and "Quorra" in matched, matched


def test_listed_apart_told_as_background_asks_nothing() -> None:
    """`Y 是其采用的约定，单列于 §1.4（背景）` says where Y already is; `单列于 §1.4` alone still
    asks for an entry of the increment's own."""
    assert not asks_apart(
        "§1.4 Lumetrace 已锚定至 1.3；Spanner 是其采用的约定，单列于 §1.4（背景）"
    )
    assert asks_apart("本条单列于 §1.4")


def test_the_integrating_product_takes_the_news() -> None:
    """`Quorra 集成 Skiprope 并行工具调用` is Quorra's news, Skiprope named as what it took in."""
    action, matched = _one(_ZH, increment(1, "Quorra 集成 Skiprope 并行工具调用", "§1.1 框架格局"))
    assert action == "updated" and "Quorra" in matched, matched


def test_a_release_with_its_own_heading_is_no_lines() -> None:
    """`Corvane-LM v2.5 …` beside `### Corvane-LM 2.5` is that heading's, though another
    generation (`Corvane-LM 3 preview`) makes `Corvane-LM 2` read as a major line."""
    action, matched = _one(
        _EN, increment(1, "Corvane-LM v2.5 在 Ridgeway Bench 上成功率 63.0%", "§1.4 可靠性")
    )
    assert action == "updated" and "Corvane-LM 2.5" in matched, matched


def test_a_makers_word_abbreviated_from_the_entrys_repository() -> None:
    """`TW Agents Kit 1.0` from github.com/tamwick/agents-kit, the repository the entry's
    lead (or heading description) links: `Tamwick Agents Kit`; from another repository, new."""
    for doc in (_ZH, _EN):
        action, matched = _one(
            doc,
            _with(
                "TW Agents Kit 1.0 — 正式版",
                "§1.1",
                source="github.com/tamwick/agents-kit/releases/tag/v1.0.0",
            ),
        )
        assert action == "updated" and "Tamwick Agents Kit" in matched, matched
    action, _ = _one(
        _ZH,
        _with("TW Agents Kit 1.0 — 正式版", "§1.1", source="github.com/other/agents-kit"),
    )
    assert action == "inserted"


def test_a_heading_keeping_its_series_papers_takes_a_sequel() -> None:
    """`### Holdfast` says `Papers of the series are tracked here.`: `Holdfast-2` with an arXiv
    id of its own is its news; in the document giving each arXiv id an entry it is new."""
    block = (
        "增量 1：Holdfast-2：情节片段跨模型复用（⭐⭐⭐）\n来源：inbox/x.md §3\n"
        "arXiv 号：arXiv:4008.50005\n要点：- 同一作者组的续作\n可信度：中高\n"
        "与活文档关系：§1.3 已有 Holdfast（arXiv:4004.20002）；本篇是新 arXiv 号的续作\n"
        "建议归入章节：§1.3 KV Cache"
    )
    action, matched = _one(_EN, block)
    assert action == "updated" and "Holdfast" in matched, matched
    action, _ = _one(_ZH, block)
    assert action == "inserted"
