"""Incidents a document keeps as entries of their own, read from a title's head (lead151):
an outage naming what went down between its region and the word (`华北区域推理中断`), a head
calling its news an incident whose hotfix only the rest names, and a product whose name is
two words (`Wren Cloud`). The names here are new, not heldout151's."""

from __future__ import annotations

from patcher.plan import incidents
from tests.conftest import brief_text, increment, run

# No preamble; incidents are entries of their own in §1.4, named with their date.
APART = (
    "# Serving notes\n\n## §1.1 Engines\n\n"
    "- **Wren** (v2.1, Finchworks) — open-source LLM serving engine.\n"
    "  - 2030-05-02: 2.1 released — paged KV rewrite.\n"
    "- **Wren Cloud** (v1.4, Finchworks) — the hosted Wren service, two regions.\n\n"
    "## §1.2 Scheduling\n\n## §1.3 KV cache\n\n## §1.4 Reliability\n\n"
    "- **Wren Cloud ap-south 502s, 2030-04-11** (v1.3, Finchworks) — 9% 502s for an hour.\n"
    "- **Wren scheduler deadlock, 2030-04-20** (v2.0.3, Finchworks) — decode stuck; fixed in 2.0.4.\n"
)
# The same products, incidents dated sub-items under the product.
UNDER = (
    "# Serving notes\n\n## §1.1 Engines\n\n"
    "- **Wren** (v2.1, Finchworks) — open-source LLM serving engine.\n"
    "  - 2030-04-20: scheduler deadlock in 2.0.3, decode stuck; fixed in 2.0.4.\n"
    "- **Wren Cloud** (v1.4, Finchworks) — the hosted Wren service, two regions.\n"
    "  - 2030-04-11: ap-south outage, 9% 502s for an hour.\n\n"
    "## §1.2 Scheduling\n\n## §1.3 KV cache\n\n## §1.4 Reliability\n\n"
)
OUTAGE = "Wren Cloud 华北区域推理中断 3 小时 — DNS 配置错误"
GARBLED = "Wren 2.2 输出错乱事故 — 前缀缓存与 INT4 组合触发，Wren-2.2.1 热修复"


def _decide(doc: str, title: str) -> tuple[str, str]:
    brief = brief_text(increment(1, title, section="§1.4 Reliability"))
    action = run(doc, brief).actions[0]
    return action.action, action.matched or ""


def test_an_outage_may_name_what_went_down_after_its_region() -> None:
    assert incidents.says_down("美东区域推理中断 6 小时")
    assert incidents.says_down("集群服务不可用")
    assert not incidents.says_down("支持区域推理中断自动切换")


def test_an_outage_of_a_two_word_product_is_an_entry_of_its_own_where_incidents_are() -> None:
    assert _decide(APART, OUTAGE)[0] == "inserted"


def test_a_head_calling_its_news_an_incident_is_no_news_of_the_product_there() -> None:
    assert _decide(APART, GARBLED)[0] == "inserted"


def test_where_incidents_go_under_the_product_both_continue_it() -> None:
    action, matched = _decide(UNDER, OUTAGE)
    assert action == "updated" and "Wren Cloud" in matched
    action, matched = _decide(UNDER, GARBLED)
    assert action == "updated" and "Wren" in matched


def test_a_longer_name_or_a_feature_is_not_read_so() -> None:
    gateway = APART.replace("- **Wren Cloud** (v1.4", "- **Wren Cloud Gateway** (v1.4")
    assert _decide(gateway, "Wren Cloud Gateway 新增故障转移 — 跨区切换")[0] == "updated"


def test_an_entry_tagged_as_an_incident_is_no_product_s() -> None:
    tagged = (
        APART
        + "- 〔事故〕Wren Cloud 2030-05-11 副本不一致：ap-east 副本返回不同结果约 1 小时｜来源：状态页\n"
    )
    title = "Wren Cloud 副本不一致事故复盘（5-11 事件）— 根因为时钟漂移"
    action, matched = _decide(tagged, title)
    assert action == "updated" and "incident, which the document files" not in matched
