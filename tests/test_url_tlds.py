"""A bare address on a newer top-level domain (`status.finchworks.cloud/incidents/…`,
`pallet.systems/postmortems/…`) is a page the briefing cites, as `….com/…` is (lead151):
two increments from one incident's status page share its key. The names here are new."""

from __future__ import annotations

from patcher.plan.evidence.mentions import page_keys
from tests.conftest import brief_text, run


def test_newer_domains_are_addresses() -> None:
    said = "inbox/x.md §1;status.finchworks.cloud/incidents/2030-04-11"
    assert page_keys(said) == ["url:status.finchworks.cloud/incidents/2030-04-11"]
    assert page_keys("见 marten.systems/postmortems/2030-03-02") == [
        "url:marten.systems/postmortems/2030-03-02"
    ]
    assert page_keys("config.yaml/notes.md/x") == []


def _item(n: int, title: str, source: str) -> str:
    return (
        f"增量 {n}：{title}（⭐⭐⭐）\n来源：inbox/x.md §{n}；{source}\n要点：- 一 - 二\n"
        "可信度：高\n建议归入章节：§1.4 可靠性\n"
    )


DOC = (
    "# 推理\n\n## §1.1 引擎\n\n- **Wren Cloud**：托管推理服务\n\n## §1.2 调度\n\n"
    "## §1.3 KV Cache\n\n## §1.4 可靠性\n\n"
)


def test_a_follow_up_from_the_incident_s_page_continues_it() -> None:
    first = brief_text(
        _item(
            1, "Wren Cloud 华北中断 — DNS 配置错误", "status.finchworks.cloud/incidents/2030-04-11"
        ),
        date="2030-04-12",
    )
    later = brief_text(
        _item(1, "华北中断整改完成 —— 双 DNS", "status.finchworks.cloud/incidents/2030-04-11#u3"),
        date="2030-04-20",
    )
    action = run(DOC, first, later).actions[-1]
    assert action.action == "updated" and "url:" in (action.matched or "")
