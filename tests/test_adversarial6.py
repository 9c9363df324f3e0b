"""Adversarial pass 6 (tests/data/adversarial6): wrong updates and a wrong contradiction
placement this session's rules made, each fixed at its cause: a CVE id a contradiction item
writes that an entry cites only as background, an incident's region id in another provider's
title, a `2.0` read as the release of an entry named by the major alone though the title
gives another maker and kind, and a bare generation said released though a point says it is
a new generation. Names here are invented."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import contrary
from patcher.plan.evidence import NameIndex, Verdict
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment

DOC = (ROOT / "tests/data/adversarial6/doc.md").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str, points: tuple[str, ...] = ()) -> Verdict:
    return names.decide(title, "", [], anchor, (), contrary.repos_of(title, ()), points)


def _item_on(title: str, problem: str) -> str:
    brief = brief_text(increment(1, "Zephyr 1.0 — 新的嵌入模型"), date="2026-12-10")
    brief += f"三、矛盾/待核实\n矛盾/待核实 ①：{title}（中风险）\n问题：{problem}\n建议：待核实\n"
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), smap)
    (item,) = report.contradictions
    return str(item.attached_to)


def test_a_cve_an_entry_cites_as_background_does_not_take_an_item_about_another_thing() -> None:
    """`**Capstan**：…；已随上游修补 CVE-2026-41234（NCCL 的漏洞）` is no home for `NCCL
    CVE-2026-41234 严重级别`; an item naming Capstan, or an entry named by the id, still is."""
    assert "Capstan" not in _item_on("NCCL CVE-2026-41234 严重级别", "NVD 写 9.8，公告写 7.5")
    on = _item_on("Capstan 的 CVE-2026-41234 修复状态", "是否已升级 NCCL 存疑")
    assert "**Capstan**" in on, on
    on = _item_on("Halcyon 修复版本", "CVE-2026-50001 的修复版本，NVD 写 5.0.3，厂商写 5.0.2")
    assert "**Halcyon 快照漏洞**" in on, on


def test_an_incident_region_id_in_another_providers_title(glossary: Glossary) -> None:
    names = index(glossary, ("**云岚 cn-east-2 故障**：云岚 cn-east-2 区域推理 API 中断", "§1.4"))
    assert decide(names, "星环云 cn-east-2 故障补偿方案", "§1.4").chosen is None
    names = index(glossary, ("**Nimbra Cloud cn-east-2 outage**: 3 h of API errors", "§1.4"))
    assert decide(names, "云岚 cn-east-2 故障补偿方案公布", "§1.4").chosen == 0  # (translated)
    assert decide(names, "Skyloft cn-east-2 故障补偿方案", "§1.4").chosen is None


def test_a_dot_zero_release_of_another_maker_and_kind_is_no_major_entrys(
    glossary: Glossary,
) -> None:
    names = index(glossary, ("**Vesper 2**：Vesper 实验室的第二代 TTS 模型", "§1.1"))
    assert decide(names, "Vesper 2.0 — 星港公司的向量数据库", "§1.1").chosen is None
    assert decide(names, "Vesper 2.0 — 情感强度连续可调", "§1.1").chosen == 0


def test_a_bare_generation_a_point_calls_a_new_generation_is_a_successor(
    glossary: Glossary,
) -> None:
    names = index(glossary, ("**ClearTone**：清音科技的语音合成模型", "§1.1"))
    points = ("ClearTone Audio 发布第二代降噪耳机 ClearTone 2",)
    assert decide(names, "ClearTone 2 发布", "§1.1", points).chosen is None
    points = ("情感控制改为连续强度", "新增粤语音色")
    assert decide(names, "ClearTone 2 发布", "§1.1", points).chosen == 0


def _decisions(doc: str, *titles: str) -> list[tuple[str, str]]:
    brief = brief_text(*(increment(n, t) for n, t in enumerate(titles, 1)), date="2026-12-10")
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    return [(a.action, a.anchor) for a in report.actions]


def test_a_products_releases_kept_apart_in_another_group_keep_its_next_release_apart() -> None:
    """`**Cobalt 0.7**`, `**Cobalt 0.8**` under `### 版本跟踪（每版一条）`, `**Cobalt**` under
    `### 推理引擎`: `Cobalt 0.9 发布` is an entry of its own, not news of `**Cobalt**`; another
    product's entry beside such a group still takes its releases (heldout45's vLLM)."""
    doc = (ROOT / "tests/data/adversarial6/doc-groups.md").read_text(encoding="utf-8")
    assert _decisions(doc, "Cobalt 0.9 发布 — 新增 WebGPU 子组")[0][0] == "inserted"
    assert _decisions(doc, "Tern 0.9 发布 — 新调度器")[0][0] == "updated"


def test_a_follow_up_of_another_kind_is_not_filed_under_the_latest_release() -> None:
    """The preamble files follow-ups tied to no release under the product's latest release
    entry (`**Kestrel 1.2**：Kestrel 网关 1.2 版`): `Kestrel 网关安全公告` goes there, `Kestrel
    浏览器安全公告 — 星港公司的浏览器` (another kind of thing) does not."""
    doc = (ROOT / "tests/data/adversarial6/doc-rel.md").read_text(encoding="utf-8")
    assert _decisions(doc, "Kestrel 网关安全公告")[0][0] == "updated"
    assert _decisions(doc, "Kestrel 浏览器安全公告 — 星港公司的浏览器")[0][0] == "inserted"
