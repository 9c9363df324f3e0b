"""heldout189's general causes (lead189): an English preamble recording results on the entry of
the agent that was scored, a board's round numbered in Chinese (`第二轮`), a board's name no
product's entry takes as a key, the board of a release its entry holds already, a tier named by
`档位`, a heading entry's paragraph opening on its short form (`TWP · …`), a product that traces
or is acted on (`追踪`, `被`), an entry recording its variants, leads labelled as the preamble
quotes (`### Incident: …`), an incident's follow-up citing its day or its id, a hosted edition and
official SDKs a lead names, and a fix of a flaw named by its kind (`修复跨站提示注入`). The names
and wordings are new, not the set's."""

from __future__ import annotations

import pytest

from patcher.document.identity import listed_sdks, opening_short_form
from patcher.plan import incidents, versions
from patcher.plan.evidence import names_of
from patcher.plan.evidence.index_scores import _ROUND_HEAD
from tests.conftest import brief_text, increment, patched, run

_EN = (
    "# Agents — living document\n\n"
    "Editorial rules: one entry per product generation; leaderboard results are recorded on the"
    " entry of the agent that was scored (the benchmark's entry only keeps changes to the"
    " benchmark itself); every incident, outage or vulnerability is its own `### Incident: …`"
    " entry in §1.4.\n\n"
    "## §1.1 Agent frameworks and coding agents\n\n"
    "### Wickmere\n"
    "Osprey Labs · coding agent for the terminal.\n"
    "- 2038-11-02: 1.4 — plan mode.\n\n"
    "### Gorsefield\n"
    "Tern Systems · cloud coding agent that opens pull requests.\n"
    "- 2038-12-01: GitLab support.\n\n"
    "## §1.2 Browser and computer-use agents\n\n"
    "### Corbel\n"
    "Independent developer · browser-extension agent that fills forms.\n\n"
    "## §1.3 Tool protocols\n\n"
    "### Lattice Relay Protocol\n"
    "LRP · open tool-calling protocol · spec repo lattice/spec.\n"
    "- 2038-10-01: 1.0 spec.\n\n"
    "## §1.4 Benchmarks, safety and incidents\n\n"
    "### PatchArena\n"
    "Bramble University · leaderboard of repository tasks graded by hidden tests.\n\n"
    "### Snareline Eval\n"
    "Kestrel Safety Institute · red-team evaluation of agents (exfiltration, escalation).\n\n"
    "### Desk-300\n"
    "arXiv:3809.01111. Computer-use benchmark: 300 desktop tasks.\n\n"
    "### Mirefall\n"
    "arXiv:3812.02222. Attack class: instructions hidden in tool outputs. Variants are recorded"
    " here.\n\n"
    "### Incident: Brindle runaway retry loop\n"
    "2039-01-14 · Brindle's booking agent retried a paid API without limit overnight.\n\n"
    "### Incident: Wickmere 1 workspace wipe\n"
    "2039-01-09 · Wickmere's auto mode discarded uncommitted changes. Osprey reference WM-0109.\n"
)

_ZH = (
    "# agent · 活文档\n\n"
    "> 维护约定：一个产品家族一条；基准/榜单一条，各智能体的成绩写在基准条目下；"
    "安全事件与故障挂在受影响产品的条目下；协议的官方 SDK 记在协议条目下。\n\n"
    "## §1.1 智能体框架与编码智能体\n\n"
    "- **Pellucid**（Pellucid AI · 智能体记忆层 · GitHub pellucid-ai/pellucid）：为智能体提供长期记忆，"
    "提供托管版 Pellucid Cloud。\n"
    "  - 2038-12-02 续：0.8 版支持租户隔离。\n"
    "- **Tansy Dev**（Quarrel · 云端自主编码智能体服务）：从 issue 出发自动提 PR，按任务计费。\n"
    "  - 2039-01-12 续：支持 GitLab。\n\n"
    "## §1.2 浏览器与计算机使用智能体\n\n"
    "- **Corbel**（独立开发者 · 浏览器扩展形态的个人智能体）：代填表单与比价，约 5 万安装。\n\n"
    "## §1.3 工具协议与互操作\n\n"
    "- **Lattice Relay Protocol**（简称 LRP · 开放工具调用协议）：定义工具发现与调用；官方 SDK 为"
    " lattice-py 与 lattice-go（SDK 发布记在本条下）。\n"
    "  - 2039-01-22 续：lattice-py 1.8 支持流式结果。\n\n"
    "## §1.4 评测、可靠性与事故\n\n"
    "- **Nightjar Trace**（Brightfen · 智能体链路追踪 · GitHub brightfen/nightjar）：记录每次工具调用的跨度。\n"
)


def _actions(doc: str, *blocks: str) -> list[tuple[str, str]]:
    report = run(doc, brief_text(*blocks))
    return [(a.action, a.matched or "") for a in report.actions]


def _relation(text: str) -> str:
    return f"与活文档现有脉络的关系：{text}\n"


def test_results_recorded_on_the_entry_of_the_agent_that_was_scored() -> None:
    """`results are recorded on the entry of the agent that was scored` files scores under the
    product; a denial does not; `PatchArena 榜单 — Wickmere 新模式 68.9% 升至第二` is Wickmere's."""
    said = "leaderboard results are recorded on the entry of the agent that was scored."
    assert versions.states_scores_under_product(said)
    assert versions.states_scores_under_product("Scores go on the scored agent's entry.")
    assert not versions.states_scores_under_product(
        "Scores are not kept on the scored agent's entry."
    )
    title = "PatchArena 榜单 — Wickmere 新模式 68.9% 升至第二"
    [(action, matched)] = _actions(_EN, increment(1, title, section="§1.4"))
    assert action == "updated" and "Wickmere" in matched, matched


def test_a_round_numbered_in_chinese_names_a_board() -> None:
    """`Snareline Eval 第二轮：Gorsefield 外带测试通过率 81%`: a round of the board's results (its
    lead says an evaluation, not a benchmark), the product's score."""
    assert _ROUND_HEAD.search("Snareline Eval 第二轮")
    assert _ROUND_HEAD.search("Snareline Eval 第 2 轮")
    title = "Snareline Eval 第二轮：Gorsefield 数据外带测试通过率 81%"
    [(action, matched)] = _actions(_EN, increment(1, title, section="§1.4"))
    assert action == "updated" and "Gorsefield" in matched, matched


def test_a_boards_name_is_no_key_of_the_product_its_score_went_to() -> None:
    """After `PatchArena：Wickmere 68.9% 成绩被撤回` went under Wickmere, `Patch Arena 本周榜：
    Gorsefield 66.2% 跌出前三` is Gorsefield's, not Wickmere's by the board's name."""
    first = increment(1, "PatchArena:Wickmere 68.9% 成绩被撤回,复跑 63.1%", section="§1.4")
    report = run(_EN, brief_text(first, date="2039-02-04"))
    assert [a.action for a in report.actions] == ["updated"]
    written = patched(_EN, report.diff)
    assert "name:patcharena" not in written
    later = increment(1, "Patch Arena 本周榜：Gorsefield 66.2% 跌出前三", section="§1.4")
    (action,) = run(written, brief_text(later, date="2039-02-07")).actions
    assert action.action == "updated" and "Gorsefield" in (action.matched or ""), action


def test_the_board_of_a_release_its_entry_holds_is_a_products_score() -> None:
    """`Desk300 v2 榜单 — Wickmere 58.0%` once `Desk-300 v2 — 新增 100 个任务` went under
    `### Desk-300`: the v2 board's result, Wickmere's; before it, the release's news."""
    release = increment(1, "Desk-300 v2 — 新增 100 个 macOS 任务", section="§1.4")
    report = run(_EN, brief_text(release, date="2039-02-04"))
    assert [a.action for a in report.actions] == ["updated"]
    written = patched(_EN, report.diff)
    board = increment(1, "Desk300 v2 榜单 — Wickmere 58.0%", section="§1.4")
    (action,) = run(written, brief_text(board, date="2039-02-08")).actions
    assert action.action == "updated" and "Wickmere" in (action.matched or ""), action


def test_a_tier_named_by_its_tier_word_is_the_products() -> None:
    """`Tansy Dev 推出 Teams 档位 + 按合并 PR 计费`: `Teams 档位` is a tier of it, no other thing."""
    assert not names_of("Tansy Dev 推出 Teams 档位 + 按合并 PR 计费").others
    assert names_of("Tansy Dev 推出 Teams 档案").others
    title = "Tansy Dev 推出 Teams 档位 + 按合并 PR 计费"
    [(action, matched)] = _actions(_ZH, increment(1, title, section="§1.1"))
    assert action == "updated" and "Tansy Dev" in matched, matched


def test_a_heading_paragraph_opening_on_its_short_form() -> None:
    """`### Lattice Relay Protocol` over `LRP · open tool-calling protocol`: `LRP 2039-02 规范草案`
    is its news; a short form whose letters are not the name's says nothing."""
    assert opening_short_form("LRP · open protocol", "Lattice Relay Protocol") == ("LRP",)
    assert opening_short_form("TWP · open protocol", "Toolwire Protocol") == ("TWP",)
    assert opening_short_form("GPU · model", "Glasswing Operator") == ()
    assert opening_short_form("LRP is open", "Lattice Relay Protocol") == ()
    title = "LRP 2039-02 规范草案 — 异步长任务"
    [(action, matched)] = _actions(_EN, increment(1, title, section="§1.3"))
    assert action == "updated" and "Lattice Relay Protocol" in matched, matched


def test_a_product_tracing_or_acted_on_by_another_thing_is_the_subject() -> None:
    """`Nightjar Trace 追踪 Lattice 消息`, `Corbel 扩展被 Chrome 网上应用店下架`: the other name is
    what it traces, what acted on it; the subject's news."""
    assert not names_of("Nightjar Trace 追踪 Parley 消息").others
    assert not names_of("Corbel 扩展被 Chrome 网上应用店下架").others
    assert names_of("Corbel 与 Chrome 集成").others
    traced = increment(1, "Nightjar Trace 追踪 Parley 消息 —— 调用链串通", section="§1.4")
    removed = increment(2, "Corbel 扩展被 Chrome 网上应用店下架", section="§1.2")
    (first, one), (second, two) = _actions(_ZH, traced, removed)
    assert first == "updated" and "Nightjar" in one, one
    assert second == "updated" and "Corbel" in two, two


def test_a_variant_goes_on_the_entry_that_records_variants() -> None:
    """`Mirefall-Echo arXiv:… — 新变种` where `### Mirefall` says its variants are recorded there:
    its news, though with a paper of its own; not a hyphened name called no variant."""
    title = "Mirefall-Echo arXiv:3902.03333 — 通过返回值回显的投毒新变种"
    [(action, matched)] = _actions(_EN, increment(1, title, section="§1.4"))
    assert action == "updated" and "Mirefall" in matched, matched
    other = "Mirefall-Echo arXiv:3902.03333 — 通过返回值回显的投毒攻击"
    [(action, _)] = _actions(_EN, increment(1, other, section="§1.4"))
    assert action == "inserted"


def test_an_incidents_follow_up_cites_its_day_or_its_id() -> None:
    """`### Incident: Brindle runaway retry loop` read past the label the preamble quotes: `Brindle
    账单事故后续` citing `已有 Brindle 循环调用事故（1-14）` follows it up; `Osprey 发布 1 月 9 日误删
    事故完整复盘（WM-0109）` follows the incident whose text cites WM-0109."""
    title = "Brindle 账单事故后续：云厂商退还七成费用"
    block = increment(
        1, title, section="§1.4", extra=_relation("§1.4 已有 Brindle 循环调用事故（1-14）")
    )
    [(action, matched)] = _actions(_EN, block)
    assert action == "updated" and "Brindle" in matched, matched
    review = increment(2, "Osprey 发布 1 月 9 日误删事故完整复盘（WM-0109）", section="§1.4")
    [(action, matched)] = _actions(_EN, review)
    assert action == "updated" and "WM-0109" in matched, matched
    assert incidents.cited_by_day("§1.4 已有 Brindle 循环调用事故（1-14）", frozenset(), title)
    assert not incidents.cited_by_day(
        "§1.4 已有 Brindle 循环调用事故（1-14）", frozenset(), "X 2.0"
    )


def test_a_hosted_edition_and_official_sdks_the_lead_names() -> None:
    """`提供托管版 Pellucid Cloud`: `Pellucid Cloud 跨租户记忆泄漏` goes under Pellucid where
    incidents go under the product; `官方 SDK 为 lattice-py 与 lattice-go`: `lattice-go 1.0` under
    the protocol."""
    lead = "**LRP**：协议；官方 SDK 为 lattice-py 与 lattice-go（SDK 发布记在本条下）。"
    assert listed_sdks(lead) == ("lattice-py", "lattice-go")
    assert listed_sdks("**X**：Python SDK 为主") == ()
    leak = increment(1, "Pellucid Cloud 跨租户记忆泄漏 — 检索到其他租户的记忆", section="§1.4")
    sdk = increment(2, "lattice-go 1.0 — LRP 官方 Go SDK 首个稳定版", section="§1.3")
    (first, one), (second, two) = _actions(_ZH, leak, sdk)
    assert first == "updated" and "Pellucid" in one, one
    assert second == "updated" and "Lattice Relay Protocol" in two, two


def test_a_fix_of_a_flaw_named_by_its_kind_is_the_advisorys_where_apart() -> None:
    """`Wickmere v1.4.1 — 修复跨站提示注入` where every vulnerability is its own entry: a new
    entry; `修复依赖注入问题` is a framework's bug fix."""
    assert incidents.fixes_flaw("Wickmere v1.4.1 — 修复跨站提示注入")
    assert incidents.fixes_flaw("Wickmere 1.4.1 fixes a prompt injection")
    assert not incidents.fixes_flaw("Wickmere 1.4.1 — 修复依赖注入问题")
    title = "Wickmere v1.4.1 — 修复跨站提示注入"
    [(action, _)] = _actions(_EN, increment(1, title, section="§1.1"))
    assert action == "inserted"


def test_a_resolution_citing_a_nights_second_briefings_item() -> None:
    """`已核实：…（2-07 第二实例矛盾 ② 结案）` cites item ② of that night's second briefing, as
    `2-07 矛盾 ②` cites the first's."""
    from patcher.plan.contradictions import _CITES

    said = _CITES.search("已核实：Wickmere 2 成绩有效（2-07 第二实例矛盾 ② 结案）")
    assert said is not None and said["number3"] == "②"
    assert _CITES.search("（2-07 矛盾 ② 结案）") is not None


@pytest.mark.xfail(
    strict=True,
    reason="fix189's reading (a board's round only when the head is the name and its round "
    "words) was taken back: it put one result of a blind week on the wrong entry (heldout183)",
)
def test_a_board_round_is_the_head_the_name_and_its_round_alone() -> None:
    """(fix189) `Gridweave Rerank v3 在 LDB 长文档子集上的重排结果 — …` opens on the product's name
    and ends in `结果`, but names another board in between: the product's score, which the preamble
    files under the product; not a round of results of the product read as a board."""
    doc = (
        "# rag · 活文档\n\n**记法约定**\n\n1. 一个产品一条。\n2. 重排模型按代分条。\n"
        "3. 评测数字记在**被测产品**条目下；基准本身的发布与改版记在基准条目。\n"
        "4. 缩写：LDB = 长文基准（LongDoc-Bench）。\n\n"
        "## §1.1 检索框架\n\n- 知渠 · Zhiqu ＝ 开源 RAG 编排框架 ｜ 现行 0.9 ｜ 墨砚科\n\n"
        "## §1.2 检索调度与重排\n\n"
        "- 网格重排三代 · Gridweave Rerank v3 ＝ 交叉编码器重排模型（多语）｜ 现行 v3.0 ｜ Ostler AI\n"
        "  - ↳ 12-20 v3.0：上下文 4K → 16K\n"
        "- 网格重排二代 · Gridweave Rerank v2 ＝ 交叉编码器重排模型 ｜ 停更 ｜ Ostler AI\n\n"
        "## §1.3 索引\n\n- 筛分 · Sieve ＝ 入库近重复过滤工具 ｜ 现行 1.1 ｜ Kiln Data\n\n"
        "## §1.4 评测\n\n- 长文基准 · LongDoc-Bench（下称 LDB）＝ 长文档检索基准 ｜ 现行 v1 ｜ 清溪大学\n"
    )
    title = "Gridweave Rerank v3 在 LDB 长文档子集上的重排结果 — nDCG@10 0.71"
    said = _relation("§1.2 已有网格重排三代；§1.4 已有 LDB 基准条目")
    [(action, matched)] = _actions(doc, increment(1, title, section="§1.2", extra=said))
    assert action == "updated" and "Gridweave Rerank v3" in matched, matched


def test_a_release_fixing_a_flaw_and_shipping_a_feature_is_the_products() -> None:
    """(fix189) `Wickmere 1.4.2 — 修复沙箱逃逸，新增 JetBrains 插件` announces a feature as well
    as the fix: the product's release, though every vulnerability is its own entry; a title that
    only announces the fix is the advisory's."""
    assert incidents.fixes_flaw("Wickmere 1.4.2 — 修复沙箱逃逸")
    assert not incidents.fixes_flaw("Wickmere 1.4.2 — 修复沙箱逃逸，新增 JetBrains 插件")
    assert not incidents.fixes_flaw(
        "Wickmere 1.4.2 fixes a sandbox escape and adds a JetBrains plugin"
    )
    title = "Wickmere 1.4.2 — 修复沙箱逃逸，新增 JetBrains 插件"
    [(action, matched)] = _actions(_EN, increment(1, title, section="§1.1"))
    assert action == "updated" and "Wickmere" in matched, matched


def test_an_incident_entry_keeps_the_products_name_it_opens_on() -> None:
    """(fix189) `Brindle API 区域性中断约 3 小时` went in as its own incident entry beside `###
    Brindle API`; its review's marker keeps the name the incident's own name opens on, so a later
    `已核实：Brindle API 中断累计约 5 小时` resolves the duration question there, not nowhere."""
    doc = _EN.replace(
        "### Incident: Brindle runaway retry loop\n",
        "### Brindle API\nBrindle's booking API; status.brindle.dev\n\n"
        "### Incident: Brindle runaway retry loop\n",
    )
    asked = (
        "三、值得警惕的矛盾或待核实说法\n| # | 说法 | 来源 | 风险 |\n|---|---|---|---|\n"
        "| 1 | Brindle API 中断时长 状态页记约 3 小时,多名开发者称欧洲区也受影响、累计超过 5 小时"
        " | 状态页 / 开发者论坛 | 🟡 中 |\n"
    )
    outage = increment(4, "Brindle API 区域性中断约 3 小时", section="§1.4")
    written = doc
    for brief in (
        brief_text(outage, date="2039-03-06") + asked,
        brief_text(
            increment(1, "Brindle API 故障复盘：缓存节点配置回滚失败", section="§1.4"),
            date="2039-03-07",
        ),
    ):
        written = patched(written, run(written, brief).diff)
    assert "### Brindle API 区域性中断约 3 小时" in written, written
    resolved = (
        "三、值得警惕的矛盾或待核实说法\n"
        "### 矛盾/待核实 ①：已核实：Brindle API 中断累计约 5 小时（低风险）\n"
        "- 复盘补充说明欧洲区同样受影响，累计约 5 小时，状态页已更正\n"
    )
    later = brief_text(increment(1, "Corbel 0.9 — 表单模板", section="§1.2"), date="2039-03-08")
    (note,) = run(written, later + resolved).contradictions
    assert note.action != "unattached" and "区域性中断" in (note.attached_to or ""), note
