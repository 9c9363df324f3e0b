"""Conventions of a release ledger (issue 21, heldout79): a release in angle brackets after
the name (`Name ⟨1.4⟩ :: …`). Names here are invented."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan import contrary, versions
from patcher.plan.evidence import NameIndex, Verdict, subject
from patcher.text import marker, refs
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [marker.arxiv_key(a) for a in refs.arxiv_ids(lead)[:1]])
    return names


def decide(names: NameIndex, title: str, anchor: str, keys: tuple[str, ...] = ()) -> Verdict:
    return names.decide(title, "", list(keys), anchor, (), contrary.repos_of(title, keys))


def test_a_release_in_angle_brackets_is_the_entrys_release(glossary: Glossary) -> None:
    """`Kilnstone ⟨2.5⟩ :: …` is release 2.5 of Kilnstone: its patch goes under it, the next
    minor release is another release (not news of 2.5)."""
    assert subject("Kilnstone ⟨2.5⟩ :: GPU kernel autotuner · Ashgrove · 2031-02-01") == (
        "Kilnstone 2.5"
    )
    assert subject("Marrow Serve ⟨v0.12⟩ :: serving runtime") == "Marrow Serve v0.12"
    assert subject("Tiller ⟨TLR⟩ :: a scheduler") == "Tiller (TLR)"  # (initials stay a name)
    names = index(glossary, ("- Kilnstone ⟨2.5⟩ :: GPU kernel autotuner · Ashgrove", "§1.1"))
    assert decide(names, "Kilnstone 2.5.2 补丁 — 修复 FP8 内核越界", "§1.1").chosen == 0
    assert decide(names, "Kilnstone 2.6 — 新增 MI400 自动调优", "§1.1").chosen is None


def test_a_methods_paper_id_cited_by_another_products_release(glossary: Glossary) -> None:
    """`Lodestar 2.1 集成 Petrichor …` citing Petrichor's arXiv id: a release of Lodestar that
    uses the method, the paper's entry a possibility only; the paper's own news keeps it."""
    paper = "**Petrichor — 无需校准集的 KV 量化，arXiv:2711.04567** ⭐⭐⭐（2031-03-02）：…"
    names = index(glossary, (paper, "§1.3"), ("燧石 Lodestar — 推理引擎", "§1.1"))
    key = ("arxiv:2711.04567",)
    verdict = decide(names, "Lodestar 2.1 集成 Petrichor KV 量化", "§1.3", key)
    assert verdict.chosen != 0
    assert decide(names, "Petrichor 代码开源 — Triton 内核", "§1.3", key).chosen == 0
    assert decide(names, "Petrichor v2 修订 — 新增 MoE 实验", "§1.3", key).chosen == 0


def test_an_issue_recurring_in_a_release_with_its_own_entry(glossary: Glossary) -> None:
    """`Marlin 1.3 … 复现` citing the issue the `Marlin ⟨1.2⟩` entry holds: the bug recurs in
    1.3, whose own entry takes it; a patch of 1.2 (`Marlin 1.2.4`) keeps the issue's entry."""
    key = ("gh:saltworks/marlin#377",)
    old = "Marlin ⟨1.2⟩ :: batch scheduler · Saltworks · 2031-01-10"
    names = NameIndex(glossary=glossary)
    names.add(old, "§1.2", list(key))
    names.add("Marlin ⟨1.3⟩ :: batch scheduler · Saltworks · 2031-02-20", "§1.2", [])
    assert decide(names, "Marlin 1.3 抢占死锁复现 — 与 1.2 同根因", "§1.2", key).chosen == 1
    assert decide(names, "Marlin 1.2.4 修复抢占死锁", "§1.2", key).chosen == 0


def test_a_ledgers_release_rule_and_a_rename_with_a_kind_word() -> None:
    """`One entry per feature release.` states the per-release rule; `Harrier 网关更名 Kittiwake`
    renames Harrier (a Chinese word saying what it is between the name and the rename word)."""
    assert versions.states_release_entries("Conventions: **One entry per feature release.**")
    assert not versions.states_release_entries("We do not keep one entry per feature release.")
    assert versions.renamed_from("Harrier 网关更名 Kittiwake — 仓库迁移") == "Harrier"
    assert versions.renamed_to("Harrier 网关更名 Kittiwake — 仓库迁移") == "Kittiwake"
    assert versions.renamed_from("Harrier 发布新网关 Kittiwake") is None


def test_a_namesake_denied_by_its_bracketed_kind_leaves_the_other_one(glossary: Glossary) -> None:
    """Two entries called Lantern, told apart by a bracket (`灯笼 Lantern（链路追踪）`, `灯笼
    Lantern（KV 回收器）`); `注意与 §1.3 的 Lantern KV 回收器同名无关` says the namesake is the one its
    bracket names, not the other: the tracing Lantern takes its news; the reclaimer does not."""
    names = index(
        glossary,
        ("灯笼 Lantern（链路追踪）— 推理请求级链路追踪", "§1.4"),
        ("灯笼 Lantern（KV 回收器）— 空闲 KV 块回收", "§1.3"),
    )
    relation = "§1.4 已有 Lumenfold 的 Lantern 链路追踪；注意与 §1.3 的 Lantern KV 回收器同名无关"
    verdict = names.decide("Lantern 2.1 — 链路追踪支持尾部采样", relation, [], "§1.4")
    assert verdict.chosen == 0, verdict
    assert names.decide("Lantern 2.1 — 新增 CXL 层", relation, [], "§1.3").chosen != 1


def test_a_namesake_clause_naming_no_bracket_holds_back_every_entry(glossary: Glossary) -> None:
    """`注意与 Lantern 调度器同名无关` names neither bracket: both Lantern entries stay held back."""
    names = index(
        glossary,
        ("灯笼 Lantern（链路追踪）— 推理请求级链路追踪", "§1.4"),
        ("灯笼 Lantern（KV 回收器）— 空闲 KV 块回收", "§1.3"),
    )
    relation = "§1.4 已有 Lantern 链路追踪；注意与 Lantern 调度器同名无关"
    assert names.decide("Lantern 2.1 — 链路追踪支持尾部采样", relation, [], "§1.4").chosen is None
