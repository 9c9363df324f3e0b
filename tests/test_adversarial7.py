"""Adversarial pass 7 (tests/data/adversarial7): wrong updates the release-log rules of
05c51a2..9b664a1 made, each fixed at its cause."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.plan.evidence import bracketed_latin, bracketed_repository
from patcher.text.source import Source
from tests.conftest import brief_text, increment

RULES = (
    "Every final release is its own entry. Release candidates are not entries. They go as a "
    "dated sub-bullet under the product's most recent final release. Security advisories "
    "(GHSA / CVE) go as a sub-bullet under the line of the latest affected release. "
    "Follow-ups tied to no release go under the product's most recent release entry."
)


def _doc(preamble: str) -> str:
    return (
        f"# Agent release log\n\n{preamble}\n\n## §1.1 框架格局\n\n"
        "1. **Loom v2.9.0** — Weft Labs' agent framework, 2.9.0 (2026-11-01)\n"
        "2. **Loom v2.8.0** — Weft Labs' agent framework, 2.8.0 (2026-10-01)\n"
        "3. **Tern v0.6.0** — tern-ai/tern sandbox runtime for agents (2026-11-05)\n\n"
        "## §1.2 算力与云\n\n## §1.3 KV Cache 与基准\n\n## §1.4 推理可靠性与可观测性\n"
    )


def _action(doc: str, title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.1"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_a_denied_or_retracted_filing_rule_is_no_rule() -> None:
    """A7 N1/N2: `no longer file advisories … under`, `never go as a sub-bullet`, and a quoted
    example the preamble then contradicts (`candidates and advisories are entries here`)."""
    assert versions.states_advisories_under_entry(RULES)
    assert versions.states_candidates_under_latest(RULES)
    fixing = " The release that fixes the advisory is a new line of its own that names it."
    assert versions.states_advisories_under_entry(RULES + fixing)  # (heldout53: that release's)
    retracted = (
        "- 2026-11-21: we no longer file advisories (CVE / GHSA) as a sub-bullet under the "
        "latest affected release; advisories are entries in §1.4 now."
    )
    assert not versions.states_advisories_under_entry(retracted)
    never = "Security advisories never go as a sub-bullet under the line of a release."
    assert not versions.states_advisories_under_entry(never)
    quoted = f"> {RULES}\n\nWe do not follow that: candidates and advisories are entries here."
    assert not versions.states_advisories_under_entry(quoted)
    assert not versions.states_candidates_under_latest(quoted)
    ghsa = "GHSA-mmmm-nnnn-pppp — Loom 插件沙箱绕过"
    assert _action(_doc(RULES), ghsa).action == "updated"
    assert _action(_doc(quoted), ghsa).action == "inserted"
    candidate = "Loom 3.0.0rc1（Weft Labs）候选版"
    assert _action(_doc(RULES), candidate).action == "updated"
    assert _action(_doc(quoted), candidate).action == "inserted"


def test_an_advisory_of_a_dependency_is_not_the_products() -> None:
    """A7 N3: the name after the dash is a dependency's user, not the affected product."""
    title = "GHSA-abcd-efgh-ijkl — Loom 依赖的 protobuf 反序列化漏洞"
    assert _action(_doc(RULES), title).action == "inserted"


def test_a_cited_repository_of_another_owner_is_another_product() -> None:
    """A7 N4: `Tern Cloud …（tern-cloud/tern#12）` against a lead writing `tern-ai/tern`."""
    other = _action(_doc(RULES), "Tern Cloud 控制台登录失败（tern-cloud/tern#12）")
    assert other.action == "inserted", other
    same = _action(_doc(RULES), "Tern 沙箱冷启动变慢（tern-ai/tern#900）")
    assert same.action == "updated" and "Tern v0.6.0" in (same.matched or ""), same


def test_a_bracketed_name_the_lead_builds_on_is_not_the_entrys() -> None:
    """A7 N5: `问天 2.5（Qwen 2.5，通义底座）：基于 Qwen 2.5 微调…`: Qwen 2.5 is its base model."""
    lead = "问天 2.5（Qwen 2.5，通义底座）：律途科技基于 Qwen 2.5 微调的法律模型"
    assert bracketed_latin(lead) == ()
    assert bracketed_latin("流萤视觉 2.5（Firefly-VL 2.5，萤光实验室）：百万像素输入") == (
        "Firefly-VL 2.5",
    )
    upstream = "潮汐向量检索（qdrant/qdrant，上游项目）：Tidewater 基于 Qdrant 的托管检索"
    assert bracketed_repository(upstream, "潮汐向量检索") == ()
    assert bracketed_repository(
        "潮汐 PG MCP（tidewater/pg-mcp，Tidewater）：服务器", "潮汐 PG MCP"
    ) == ("tidewater/pg-mcp",)


def test_a_candidate_bracketing_another_maker_is_not_filed_under_the_latest() -> None:
    """A7 U1: `Loom 3.0.0rc1 — Loom 录屏工具（Atlassian）…`: a maker the lead never writes."""
    other = _action(_doc(RULES), "Loom 3.0.0rc1 — Loom 录屏工具（Atlassian）桌面端候选版")
    assert other.action == "inserted", other
    own = _action(_doc(RULES), "Loom 3.0.0rc1 — 多 agent 编排框架 3.0 首个候选版")
    assert own.action == "updated" and "Loom v2.9.0" in (own.matched or ""), own
