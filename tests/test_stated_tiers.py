"""A preamble saying where a product's tiers go (`versions.stated_tiers`): all tiers in the
product's one entry (`所有档位…都写在同一条目下`: `Quarrydesk Cloud 上线…` is news of
`**Quarrydesk**`, spaced or glued: `QuarrydeskPro`), or each tier its own entry (`one bullet per
product tier (Pro, Cloud … each its own entry)`: `Quarrydesk Teams — …` is a new entry, the
product's a possibility at most). A preamble saying neither changes nothing."""

from __future__ import annotations

from patcher.plan import versions

from .conftest import brief_text, increment, run

_HELD = (
    "# agent · 活文档\n\n"
    "> 维护约定：每个产品一个条目（所有版本、所有档位——Pro / Cloud / Teams 等——都写在同一条目下）；"
    "论文单独成条。\n\n"
    "## §1.1 框架与平台\n\n"
    "- **Quarrydesk** — 运维智能体，含 Quarrydesk Pro（长会话）付费档（Lintel Labs，2037-03）\n"
    "  - 06-02：Quarrydesk Pro 上线\n"
    "- **Siltway** — 浏览器智能体（Siltway Inc.，2037-05）\n\n"
    "## §1.2 工具调用与协议\n\n## §1.3 评测与基准\n\n## §1.4 可靠性与安全\n"
)
_APART = (
    "# agent · living document\n\n"
    "> Conventions: one bullet per product *tier or edition* (Pro, Cloud, Teams … each its own"
    " entry); updates nested as `- YYYY-MM-DD: …`.\n\n"
    "## §1.1 Frameworks & Platforms\n\n"
    "- **Quarrydesk** (Lintel Labs, 2037-03): ops agent, free edition\n"
    "- **Quarrydesk Pro** (Lintel Labs, 2038-06): paid long-session tier\n\n"
    "## §1.2 Protocols\n\n## §1.3 Benchmarks\n\n## §1.4 Reliability\n"
)


def _first(doc: str, title: str, section: str = "§1.1") -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_the_preambles_word_on_tiers() -> None:
    assert versions.stated_tiers(_HELD.split("\n## ")[0]) == "held"
    assert versions.stated_tiers(_APART.split("\n## ")[0]) == "apart"
    assert versions.stated_tiers("> 每个产品一个条目；论文单独成条。") == ""
    assert versions.stated_tiers("> One bullet per product; papers get their own entry.") == ""


def test_a_tier_the_preamble_holds_in_the_products_entry() -> None:
    """`Quarrydesk Cloud 上线…` and the glued `QuarrydeskPro …` beside `**Quarrydesk**`, whose
    preamble writes every tier in the product's entry: the product's news."""
    action, matched = _first(_HELD, "Quarrydesk Cloud 上线托管版，按分钟计费")
    assert action == "updated" and "Quarrydesk" in matched, matched
    action, matched = _first(_HELD, "QuarrydeskPro 会话上限提高到 2M tokens")
    assert action == "updated" and "Quarrydesk" in matched, matched
    action, matched = _first(_HELD, "Quarrydesk Studio——Lintel 推出可视化编排档位")
    assert action == "updated" and "Quarrydesk" in matched, matched


def test_a_tier_without_such_a_preamble_is_not_read_so() -> None:
    """The same title where the preamble says nothing of tiers: no tier reading."""
    doc = _HELD.replace("（所有版本、所有档位——Pro / Cloud / Teams 等——都写在同一条目下）", "")
    action, _ = _first(doc, "Quarrydesk Cloud 上线托管版，按分钟计费")
    assert action == "inserted"


def test_a_new_tier_where_each_tier_is_its_own_entry() -> None:
    """`Quarrydesk Teams — …` where each tier gets an entry and none goes by that name: a new
    entry; an existing tier (`Quarrydesk Pro …`) is still its own entry's news."""
    action, _ = _first(_APART, "Quarrydesk Teams — Lintel Labs 推出团队版")
    assert action == "inserted"
    action, matched = _first(_APART, "Quarrydesk Pro 会话上限提高到 2M tokens")
    assert action == "updated" and "Quarrydesk Pro" in matched, matched
    action, matched = _first(_APART, "Quarrydesk 4.2 发布，新增自定义钩子")
    assert action == "updated" and "Quarrydesk" in matched, matched
