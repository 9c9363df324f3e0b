"""Adversarial pass 5 (tests/data/adversarial5): wrong updates and a wrong contradiction
placement today's rules made, each fixed at its cause: a CVE an entry cites as background, a
bold name's other-language half that is only a common word, a rename an entry's update says
was voted down, a patch release fixing another bug of the incident's symptom, and a shorter
Chinese name that is an entry's own."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.evidence import NameIndex, renamed_in_updates
from patcher.plan.evidence.clues import _unwritten_words
from patcher.plan.evidence.spelling import _visible
from patcher.text import marker
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment
from tests.test_evidence_incidents import decide, index

CVE = "CVE-2026-41234"
BACKGROUND = (
    "**Capstan**（meridian-compute/capstan）：多租户批调度器，依赖 NCCL；已随上游修补 " + CVE
)


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def _cve_index(glossary: Glossary, lead: str) -> NameIndex:
    names = NameIndex(glossary=glossary)
    names.add(lead, "§1.2", [marker.cve_key(CVE)])
    return names


def _decide(names: NameIndex, title: str) -> int | None:
    return names.decide(title, "", [marker.cve_key(CVE)], "§1.2", (), frozenset()).chosen


def test_a_cve_cited_as_background_is_no_key_for_another_products_title(glossary: Glossary) -> None:
    names = _cve_index(glossary, BACKGROUND + "（NCCL 的漏洞）（2026-11-12）")
    for title in (f"NCCL 2.30 修复 {CVE}", f"Weir 1.0 — 不受 {CVE} 影响的新批调度器"):
        verdict = names.decide(title, "", [marker.cve_key(CVE)], "§1.2", (), frozenset())
        assert verdict.chosen is None, title
    assert _decide(names, f"Capstan 2.3 修补 {CVE} 残留路径") == 0
    assert _decide(names, f"{CVE} 补丁绕过") == 0  # (no product named: the vulnerability's news)


def test_a_vulnerability_entry_keeps_its_cve_whoever_fixes_it(glossary: Glossary) -> None:
    """The entry's first clause writes the id: the entry is the vulnerability's."""
    names = _cve_index(
        glossary, f"**NCCL 共享内存越界漏洞**（{CVE}）：多节点下可越界写（2026-11-12）"
    )
    assert _decide(names, f"Weir 1.0 修补 {CVE}") == 0


def test_a_common_word_after_a_bold_name_is_no_name_of_it() -> None:
    assert _visible("**鹊桥网关** / Gateway — 鹊桥科技的模型 API 网关") == "鹊桥网关"
    assert _visible("**风铃推理引擎** / Windbell — 风铃科技") == "风铃推理引擎 / Windbell"


def test_a_rename_voted_down_or_rumoured_gives_no_new_name() -> None:
    lead = "**Capstan**（meridian-compute/capstan）：多租户批调度器"
    for said in (
        "Capstan 更名 Loom 的提案被否决",
        "辟谣：Capstan 更名 Loom",
        "Capstan renamed to Loom? rumour denied",
    ):
        assert renamed_in_updates(lead, [f"  - 2026-12-08 续：{said}"]) == (), said
    assert renamed_in_updates(lead, ["  - 2026-12-08 续：Capstan 更名 Loom — 仓库迁移"]) == (
        "Loom",
    )


LEAK = (
    "**SGLang v0.8.0 显存泄漏**：长会话下 RadixTree 节点不释放（sgl-project/sglang#14388）",
    "§1.4",
)
PRODUCT = ("**SGLang**：LMSYS 的 RadixAttention 推理引擎", "§1.1")


def test_a_patch_fixing_another_bug_of_the_symptom_is_the_products(glossary: Glossary) -> None:
    names = index(glossary, PRODUCT, LEAK)
    assert decide(names, "SGLang v0.8.1 — 修复 LoRA 适配器热加载显存泄漏", "§1.4").chosen == 0
    assert decide(names, "SGLang v0.8.1 — 修复长会话 RadixTree 显存泄漏", "§1.4").chosen == 1
    assert (
        _unwritten_words("SGLang v0.8.1 — 修复 overlap 调度器显存泄漏", "SGLang v0.8.1", "") == []
    )


DOC = (
    "# 推理知识库\n\n## §1.1 框架格局\n\n## §1.2 推理调度\n\n## §1.3 KV Cache 与基准\n\n"
    "1. **潮池**（Tidepool）：分层 KV 缓存存储（2026-11-15）\n\n## §1.4 推理可靠性\n"
)


def test_a_shorter_chinese_name_that_is_an_entrys_names_that_entry() -> None:
    """`潮池 2.0.1 吞吐数字` is about `**潮池**`, not tonight's `潮池网关 2.0.1 热修复`."""
    brief = brief_text(
        increment(
            1, "潮池网关 2.0.1 热修复 — 潮池网关修复连接泄漏", section="§1.3 KV Cache 与基准"
        ),
        date="2026-12-10",
    )
    brief += (
        "三、矛盾/待核实\n矛盾/待核实 ①：潮池 2.0.1 吞吐数字（中风险）\n"
        "问题：潮池 2.0.1 的 KV 存储吞吐数字仅见厂商博客\n建议：标注待核实\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", DOC.encode()), smap)
    (item,) = report.contradictions
    assert "潮池**（Tidepool）" in str(item.attached_to), item


def test_a_latin_name_that_is_an_entrys_names_that_entry_not_a_repositorys_increment() -> None:
    """`Rook 2.0 延迟数字` is about `**Rook**（Ardent）`, not tonight's `鸦巢路由 2.0 发布` from
    github.com/corvid-labs/rook-router (a repository named after another Rook)."""
    doc = DOC.replace(
        "## §1.3", "1. **Rook**（Ardent）：Ardent 团队的请求路由器（2026-11-13）\n\n## §1.3"
    )
    brief = brief_text(
        increment(1, "鸦巢路由 2.0 发布 — 新的请求路由", section="§1.2 推理调度"),
        date="2026-12-10",
    ).replace("来源：inbox/x.md", "来源：https://github.com/corvid-labs/rook-router")
    brief += (
        "三、矛盾/待核实\n矛盾/待核实 ①：Rook 2.0 延迟数字（中风险）\n"
        "问题：Ardent 团队称 Rook 2.0 p99 延迟减半，仅见博客\n建议：标注待核实\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)
    (item,) = report.contradictions
    assert "**Rook**（Ardent）" in str(item.attached_to), item
