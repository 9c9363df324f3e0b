"""Wrong updates the third adversarial pass (`tests/data/adversarial3/`) found in the name
readings of issue 21 (W1–W4, W7, W8) and short forms the two-entry guard of contradiction
items did not count (N1, N2); each with the reading it must keep."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from patcher.config.maps import load_map
from patcher.plan import contrary
from patcher.plan.evidence import (
    NameIndex,
    Verdict,
    continuing,
    short_forms,
    spelled_otherwise,
)
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT

DATA = ROOT / "tests" / "data" / "adversarial3"


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str, relation: str = "") -> Verdict:
    return names.decide(title, relation, [], anchor)


def continued(verdict: Verdict) -> bool:
    return verdict.chosen is not None


# W1: the borrowed Latin name of a Chinese name finds only the entry going by it.
TESSERA = "**镶石 Tessera 1.9**：国产开源推理引擎，MoE 路由融合 kernel"
MOSAIC = "**Tessera 2.0**（Mosaic Labs）：Mosaic Labs 的开源向量数据库"


def test_a_borrowed_latin_name_finds_no_other_makers_entry(glossary: Glossary) -> None:
    names = index(glossary, (TESSERA, "§1.1"), (MOSAIC, "§1.1"))
    assert not continued(decide(names, "镶石 2.0.1 — 修复 2.0 计算图显存泄漏", "§1.1"))
    assert not continued(decide(names, "镶石 2.0 发布 — 统一 prefill/decode 计算图", "§1.1"))


def test_a_borrowed_latin_name_still_finds_a_nights_entry_of_its_line(glossary: Glossary) -> None:
    night = "**Tessera2.0发布**：统一 prefill/decode 计算图，调度开销 -40%"
    names = index(glossary, (TESSERA, "§1.1"), (night, "§1.1"))
    verdict = decide(names, "镶石 2.0.1 — 修复 2.0 计算图显存泄漏", "§1.1")
    assert verdict.chosen == 1


# W2: a short form belongs to the name right before it.
PALLAS = "**Pallas Scheduler** — a batch-scheduling plug-in written for Prism Serve (hereafter PS)"


def test_a_short_form_said_of_another_name_is_not_the_entrys() -> None:
    assert short_forms(PALLAS, "Pallas Scheduler") == ()
    lead = "**TensorRT-LLM 1.3**：NVIDIA 编译式引擎（下称 TRT-LLM）"
    assert short_forms(lead, "TensorRT-LLM 1.3") == ("TRT-LLM",)


def test_another_names_short_form_continues_nothing(glossary: Glossary) -> None:
    names = index(glossary, (PALLAS, "§1.1"))
    assert not continued(decide(names, "PS 3.0 released — Prism Serve gains FP8 serving", "§1.1"))
    assert continued(decide(names, "Pallas Scheduler 1.2 adds preemption", "§1.1"))


# W3 (and P2, P1): a short form the briefing spells out as another name is that thing's.
ANVIL = "**Anvil Runtime** (Anvil RT) — on-device inference runtime by Forgeworks"


def test_a_short_form_spelled_out_otherwise_is_another_things() -> None:
    title = "Anvil RT 2.0 — Anvil Robotics real-time control stack adds on-robot LLM"
    assert spelled_otherwise(title, "Anvil RT", "Anvil Runtime") == "Anvil Robotics"
    assert (
        spelled_otherwise("Anvil RT 2.1 — Forgeworks runtime", "Anvil RT", "Anvil Runtime") is None
    )
    assert spelled_otherwise("TRT-LLM 1.4 — TensorRT-LLM 修复", "TRT-LLM", "TensorRT-LLM") is None


def test_a_short_form_of_another_maker_continues_nothing(glossary: Glossary) -> None:
    names = index(glossary, (ANVIL, "§1.1"))
    other = "Anvil RT 2.0 — Anvil Robotics real-time control stack adds on-robot LLM"
    verdict = decide(names, other, "§1.1")
    assert not continued(verdict) and "Anvil Robotics" in verdict.why
    assert continued(decide(names, "Anvil RT 2.1 — Forgeworks runtime adds Metal backend", "§1.1"))
    spr = index(glossary, ("**Sparse Prefill Router** (SPR) — routes sparse prefill", "§1.2"))
    assert not continued(decide(spr, "SPR 1.0 — Speculative Parallel Retrieval for RAG", "§1.2"))


# W4: a denial naming two things denies both.
MERIDIANS = (
    ("**Meridian Labs cloud** — Meridian Labs' GPU cloud (2026-11-04)", "§1.1"),
    ("**Meridian** (kestrel-labs/meridian) — SLO-aware request scheduler (2026-11-06)", "§1.2"),
)


@pytest.mark.parametrize(
    "relation",
    [
        "unrelated to the Meridian Labs GPU cloud and to the kestrel-labs scheduler",
        "new project — not the Meridian Labs cloud, nor the Meridian scheduler",
        "unrelated to the Meridian Labs GPU cloud or the Meridian scheduler",
    ],
)
def test_a_denial_of_two_things_denies_both(glossary: Glossary, relation: str) -> None:
    names = index(glossary, *MERIDIANS)
    assert not continued(decide(names, "Meridian 2.0 — a new inference gateway", "§1.2", relation))


def test_a_denied_owner_is_read_as_a_repository_owner() -> None:
    denied = contrary.denied_repos("unrelated to the kestrel-labs scheduler")
    assert denied == {"kestrel-labs/"}
    assert contrary.denies_repo(denied, {"kestrel-labs/meridian"})
    assert not contrary.denies_repo(denied, {"meridian-compute/capstan"})
    exact = contrary.denied_repos("与 kestrel-labs/meridian-bench 无关")
    assert not contrary.denies_repo(exact, {"kestrel-labs/meridian"})


def test_the_repository_of_a_continued_entry_is_no_denial(glossary: Glossary) -> None:
    names = index(glossary, *MERIDIANS)
    relation = "continues the Meridian (kestrel-labs/meridian) scheduler"
    assert continued(decide(names, "Meridian 2.1 — SLO-aware preemption", "§1.2", relation))


# W7: the relation line's phrase is read to its clause's end.
def test_a_prefix_of_the_phrase_is_not_the_phrase() -> None:
    assert not continuing(
        "§1.1 已有 脂烛推理服务（Tallow Serve）；本条为其新版本的开源竞品，由前员工创立"
    )
    assert not continuing("§1.1 已有 脂烛推理服务（Tallow Serve）；本条为其补丁的第三方复现")
    assert continuing("§1.1 已有 脂烛推理服务（Tallow Serve）；本条为其更名后的首个开源版本")
    assert continuing("§1.1 已有 脂烛推理服务（Tallow Serve）；本条为其新版本")


# W8: the title's own proper name and release, and a rival word, are what it is about.
LARKSPUR = "**Larkspur**（云雀花）：托管推理平台，2026-11 开启公测（2026-11-20）"


@pytest.mark.parametrize(
    "title",
    ["云雀花托管推理平台竞品 Heath 1.0 上线", "云雀花托管推理平台前团队创业，发布 Heath 1.0"],
)
def test_a_title_about_another_thing_is_not_the_chinese_names(
    glossary: Glossary, title: str
) -> None:
    names = index(glossary, (LARKSPUR, "§1.1"))
    assert not continued(decide(names, title, "§1.1"))


def test_the_chinese_name_and_its_description_still_name_the_entry(glossary: Glossary) -> None:
    names = index(glossary, (LARKSPUR, "§1.1"))
    assert continued(decide(names, "云雀花托管推理转正式商用", "§1.1"))


# N1, N2: a short form counts for the two-entry guard of contradiction items.
def contradictions(doc: str, brief: str) -> dict[str, str]:
    command = [sys.executable, "-m", "patcher", "apply", "--doc", doc, f"briefs/{brief}", "--json"]
    done = subprocess.run(command, cwd=DATA, capture_output=True, text=True, check=True)
    report = json.loads(done.stdout)["documents"][0]["report"]
    return {
        c["title"].split("（")[0].split(" (")[0]: c["attached_to"] for c in report["contradictions"]
    }


def test_a_short_form_names_a_second_entry_of_an_item() -> None:
    placed = contradictions("doc.md", "brief-c1.md")
    assert placed["TRT-LLM 与 ALB 合批的延迟对比"] == "verify"
    placed = contradictions("doc-en.md", "brief-e16.md")
    assert placed["PS and Anvil RT latency comparison"] == "verify"


def test_the_shorts_named_are_the_leads(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**TensorRT-LLM**（TRT-LLM）：NVIDIA 编译式推理引擎", "§1.1"),
        ("**Adaptive Lookahead Batching**（ALB）：前瞻式合批调度算法", "§1.2"),
        (PALLAS, "§1.1"),
    )
    assert names.shorts_named("TRT-LLM 与 ALB 合批的延迟对比") == {0, 1}
    assert names.shorts_named("PS and Anvil RT latency comparison") == {2}
    assert names.shorts_named("TRT-LLM 1.4 吞吐") == {0}


def test_a_resolution_of_one_side_answers_no_pending_comparison(tmp_path: Path) -> None:
    night = tmp_path / "night.md"
    night.write_text((DATA / "doc.md").read_text(encoding="utf-8"), encoding="utf-8")
    write = [sys.executable, "-m", "patcher", "apply", "--doc", str(night), "briefs/brief-c1.md"]
    subprocess.run([*write, "--write"], cwd=DATA, capture_output=True, check=True)
    command = [sys.executable, "-m", "patcher", "apply", "--doc", str(night), "briefs/brief-n3.md"]
    done = subprocess.run(
        [*command, "--json"], cwd=DATA, capture_output=True, text=True, check=True
    )
    report = json.loads(done.stdout)["documents"][0]["report"]
    placed = {c["id"]: c["attached_to"] for c in report["contradictions"]}
    assert "Adaptive Lookahead Batching" in placed["2026-12-11#c1"]  # (a note on ALB's entry)
    assert "TRT-LLM 与 ALB" in placed["2026-12-11#c3"]  # (it cites ⑤, pending in 待核实)
