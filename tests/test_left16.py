"""Three wrong edits left by this session's passes, and three misses beside them (adversarial36
a02, b14, c01), each with new names: a follow-up naming an advisory as its own entry does
(`Corvane request-splitting fix incomplete` beside `**Corvane request-splitting advisory
GHSA-…**`) is that entry's news, not the product's; a capitalised word after an entry's whole
name in a title launching something (`Tallow Arena Video 上线`) names a longer, new thing (a
new entry, `possibly continues`); a contradiction item led by an abbreviation entries go by
(`QLM 的同步语义与 Sprocket 实现不符`) is never the entry named further on (待核实); `errata`
after a release is read as `draft` is; a symptom word in a release's errata reports no
incident (`WQP 2.3 勘误：超时字段`); an advisory's entry is no sibling name of a title saying
no flaw (`Tolsey 12-08 调度超时`)."""

from __future__ import annotations

from patcher import api
from patcher.text.source import Source

from .conftest import brief_text, increment, run, shipped_map

_ADVISORY = (
    "# Serving notes\n\n## §1.1 Engines\n\n"
    "- **Corvane** (Corva Labs) — edge inference runtime; v2.1.\n"
    "- **Corvane Serverless** (Corva Labs) — Corvane's hosted tier, tracked on its own; v0.2.\n"
    "- **Quell** (Quell Labs) — request router; v2.0.\n\n"
    "## §1.2 Protocols\n\n## §1.3 Evals\n\n## §1.4 Reliability\n\n"
    "- **Corvane request-splitting advisory GHSA-3k2j-8xq1-aa7b** (Corva Labs): fixed in 2.1.1.\n"
)
_ARENA = (
    "# notes\n\n## §1.1 模型\n\n- **Quorra**（Quorra Labs）：开源文生图模型\n\n"
    "## §1.2 其他\n\n## §1.3 其他\n\n## §1.4 评测基准与可靠性\n\n"
    "- **Tallow Arena**（Tallow 社区）：文生图人评竞技场，每周更新 Elo\n"
    "- **Mirrow Bench**：数学评测\n"
)


def _entry(doc: str, title: str, section: str = "§1.4") -> tuple[str, str]:
    """The entry the title continued (its first line, `` when new) and what it possibly
    continues."""
    report = run(doc, brief_text(increment(1, title, section=section)))
    action, lines = report.actions[0], report.new_text.render().split("\n")
    if action.action != "updated" or action.line is None:
        return "", action.possibly
    return next(ln for ln in reversed(lines[: action.line]) if ln.startswith("- ")), ""


def test_a_follow_up_naming_an_advisory_as_its_entry_does_is_that_entrys() -> None:
    for title in (
        "Corvane request-splitting fix incomplete",
        "Corvane request splitting bypass found",
        "Corvane request-splitting 修复不完整",
    ):
        assert "advisory GHSA" in _entry(_ADVISORY, title)[0], title
    for section in ("§1.1", "§1.3"):  # (never the product's: at most a possibility)
        got, possibly = _entry(_ADVISORY, "Corvane request-splitting fix incomplete", section)
        assert got == "" and "advisory GHSA" in possibly, (section, got)
    assert "**Corvane** (" in _entry(_ADVISORY, "Corvane 2.2 released")[0]
    assert "**Corvane** (" in _entry(_ADVISORY, "Corvane adds ARM64 builds")[0]


_GATEWAY = (
    "# 网关笔记\n\n## §1.1 框架\n\n## §1.2 协议与网关\n\n"
    "- **Tamsic Relay**（Tamsic 实验室）— 工具调用网关，鉴权与配额，当前 1.4。\n\n"
    "## §1.3 其他\n\n## §1.4 可靠性与安全\n\n"
    "- **Tamsic Relay 安全公告 CVE-2026-51234：请求头注入**（2026-11-30）：1.4 及以下受影响\n"
)


def test_an_advisory_named_by_its_products_whole_name_takes_no_product_news() -> None:
    """`Tamsic Relay 新增配额策略` beside `**Tamsic Relay**` and `**Tamsic Relay 安全公告
    CVE-…**`: what the advisory's name says before its advisory word is only the product's
    whole name, so the product's news stays the product's (night1 a30)."""
    got, possibly = _entry(_GATEWAY, "Tamsic Relay 新增配额策略", "§1.2")
    assert "安全公告" not in got, got  # (at most the product's: a new entry possibly continuing it)
    assert "**Tamsic Relay**（" in got + possibly, (got, possibly)
    got = _entry(_GATEWAY, "Tamsic Relay 请求头注入修复不完整", "§1.4")[0]
    assert "安全公告" in got, got


def test_a_capitalised_word_after_a_whole_name_in_a_launch_names_a_new_thing() -> None:
    for title in ("Tallow Arena Video — 文生视频人评竞技场上线", "Tallow Arena Video 上线"):
        got, possibly = _entry(_ARENA, title)
        assert got == "" and "**Tallow Arena**" in possibly, (title, got)
    for title in (
        "Tallow Arena 本周 Elo 更新",
        "Tallow Arena 上线视频赛道",
        "Tallow Arena v2 发布",
    ):
        assert "**Tallow Arena**" in _entry(_ARENA, title)[0], title


_SPEC = (
    "# 智能体笔记\n\n## §1.1 框架\n\n- **Trellis**：开源多智能体框架（Arbor Labs）\n\n"
    "## §1.2 协议\n\n"
    "- **QLM**（检索交换规范）— Pellucid Labs 发起的开放规范，定义检索源的注册与增量同步。\n"
    "- **QLM SDKs** — 官方 SDK：Python、Go。\n"
    "- **Sprocket** — 工具网关，鉴权与限流。\n"
    "\n## §1.3 记忆\n\n- **Cairn**：图结构智能体记忆\n\n## §1.4 评测\n\n- **MemArena**：评测基准\n"
)


def _attached(title: str, doc: str) -> str:
    brief = brief_text(increment(1, "Trellis 3.3 — 能力协商重写"), date="2035-06-20")
    brief += f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 1：{title}（低风险）\n"
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), shipped_map()
    )
    return report.contradictions[0].attached_to or ""


def test_an_item_led_by_an_abbreviation_is_not_the_entry_named_further_on() -> None:
    alone = _SPEC.replace("- **QLM SDKs** — 官方 SDK：Python、Go。\n", "")
    for doc in (_SPEC, alone):
        for title in ("QLM 的同步语义与 Sprocket 实现不符", "QLM 同步语义与 Sprocket 实现不一致"):
            assert "Sprocket" not in _attached(title, doc), title
    assert "Sprocket" in _attached("Sprocket 的限流与 QLM 规范不符", _SPEC)


_PROTOCOL = (
    "# n\n\n## §1.1 Engines\n\n## §1.2 Protocols\n\n"
    "- **QTP/3** (Quinn group) — Queue Transfer Protocol v3; final 2026-02.\n\n"
    "## §1.3 Evals\n\n## §1.4 Reliability\n"
)


def test_errata_after_a_release_is_read_as_draft_is() -> None:
    """`QTP 3.2 errata`: the release, then a word saying what of it came out (as `draft`)."""
    assert "**QTP/3**" in _entry(_PROTOCOL, "QTP 3.2 errata", "§1.2 Protocols")[0]
    assert _entry(_PROTOCOL, "QTP 4.0 errata", "§1.2 Protocols")[0] == ""


_APART = (
    "# n\n\n> 约定：每个协议、每个产品一条，协议按大版本分条；修订、勘误写成条目下带日期的子行；"
    "每次故障在 §1.4 单独成条。\n\n## §1.1 协议\n\n"
    "- **WQP/2**（Wren 工作组）— Work Queue Protocol v2：工作队列协议，2026-03 定稿。\n\n"
    "## §1.2 服务\n\n- **Harlow**（Harlow Labs）— 队列服务，当前 1.2。\n\n"
    "## §1.3 评测\n\n## §1.4 可靠性\n"
)


def test_a_symptom_word_in_a_releases_errata_reports_no_incident() -> None:
    """`WQP 2.3 勘误：超时字段`: the errata of a release, `超时` a field's name; an outage of
    the product is still filed apart (a new entry in §1.4)."""
    for title in ("WQP 2.3 勘误：超时字段", "WQP 2.3 修订：重试与超时字段"):
        assert "**WQP/2**" in _entry(_APART, title, "§1.1 协议")[0], title
    assert _entry(_APART, "Harlow 12-08 请求超时 40 分钟", "§1.4 可靠性")[0] == ""


_UNDER = (
    "# n\n\n> 约定：每个产品一条；事故、安全通告都写成该产品条目下的子条目。\n\n## §1.1 服务\n\n"
    "- **Tolsey**（Tolsey AI）— 推理请求路由，当前 2.0。\n"
    "- **Quorn**（Quorn Labs）— 向量数据库。\n\n"
    "## §1.2 其他\n\n## §1.3 评测\n\n## §1.4 可靠性\n\n"
    "- **Tolsey 安全通告 TSA-2026-03**：路由头注入，2.0.1 修复。\n"
)


def test_an_advisorys_entry_is_no_sibling_name_of_a_title_saying_no_flaw() -> None:
    """`Tolsey 12-08 调度超时 40 分钟` where incidents go under the product: the one word is
    the product's whole name, the advisory entry that also starts with it no sibling; a
    follow-up citing the advisory is never the product's."""
    assert "**Tolsey**（" in _entry(_UNDER, "Tolsey 12-08 调度超时 40 分钟", "§1.4 可靠性")[0]
    got = _entry(_UNDER, "Tolsey 路由头注入（TSA-2026-03）补充", "§1.4 可靠性")[0]
    assert "**Tolsey**（" not in got, got
