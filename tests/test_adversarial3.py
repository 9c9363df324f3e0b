"""Adversarial pass 3 (tests/data/adversarial3/README.md), the wrong updates main already
made: the maker an entry's lead names in a team's or `by X` form is compared with the
briefing's (P5), and the kind of thing the briefing says its name is with the entry's
(P5, P6: `Rook 是 Quire 团队的向量库` is not Ardent's request router)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from patcher.plan import contrary
from patcher.plan.evidence import NameIndex
from patcher.text.glossary import Glossary
from tests.conftest import ROOT
from tests.test_evidence_makers import decide, glossary, index  # noqa: F401 (fixture)

ROOK = "**Rook**（Ardent）：Ardent 团队的请求路由器（2026-11-13）"
ANVIL = "**Anvil Runtime** — on-device inference runtime by Forgeworks (2026-11-02)"
TEAM = "**Rook**：Ardent 团队的请求路由器（2026-11-13）"


@pytest.mark.parametrize(
    ("lead", "own"),
    [
        (ROOK, True),
        (TEAM, True),
        (ANVIL, True),
        ("**Rook**：请求路由器，routes by priority", False),
    ],
)
def test_a_lead_names_its_maker_in_words(lead: str, own: bool) -> None:
    assert contrary.names_own_maker(lead) is own


def test_a_maker_the_lead_names_as_a_team_is_compared() -> None:
    assert contrary.other_named_maker(["Quire"], None, TEAM) == "Quire"
    assert contrary.other_named_maker(["Ardent"], None, TEAM) is None
    assert contrary.other_named_maker([], "Forgeworks", ANVIL) is None
    assert contrary.other_named_maker([], "Anvil Robotics", ANVIL) == "Anvil Robotics"
    # a lead naming no maker: whose it is is unknown
    assert contrary.other_named_maker(["Quire"], None, "**Rook**：请求路由器") is None


def test_a_maker_said_against_a_team_lead(glossary: Glossary) -> None:  # noqa: F811
    names = index(glossary, TEAM)
    other = decide(names, "Rook 0.2 发布", ("Quire Labs 团队的 Rook 支持混合检索",))
    assert other.chosen is None and "Quire Labs" in other.why
    assert decide(names, "Rook 0.2 发布", ("Ardent 团队的 Rook 支持加权路由",)).chosen == 0


@pytest.mark.parametrize(
    ("name", "text", "kind"),
    [
        ("Rook", "Rook 是 Quire 团队的向量库", "向量库"),
        ("Rook", "Rook 是向量库", "向量库"),
        ("Tessera", "Mosaic Labs 的向量数据库 Tessera 修复索引损坏", "向量数据库"),
        ("Rook", "Rook is a vector database from Quire", "vector database from Quire"),
    ],
)
def test_the_kind_a_briefing_states(name: str, text: str, kind: str) -> None:
    assert contrary.stated_kinds(name, [text]) == [kind]
    assert contrary.stated_kinds("Bishop", [text]) == []


def test_another_kind_stated_is_a_namesake(glossary: Glossary) -> None:  # noqa: F811
    names = index(glossary, ROOK, "**镶石 Tessera 1.9**：国产开源推理引擎，MoE 路由融合 kernel")
    for title, point in (
        ("Rook 0.2 发布", "Rook 是一个开源的向量库"),
        (
            "Tessera 1.9.1（Mosaic Labs）— 向量数据库补丁",
            "Mosaic Labs 的向量数据库 Tessera 修复索引损坏",
        ),
    ):
        verdict = decide(names, title, (point,))
        assert verdict.chosen is None and "another kind" in verdict.why, title
    # another team said as well: a namesake all the same (the maker read first)
    verdict = decide(names, "Rook 0.2 发布", ("Rook 是 Quire 团队的向量库",))
    assert verdict.chosen is None and "Quire" in verdict.why, verdict
    # the same kind said, or none: the name still decides
    assert decide(names, "Rook 0.2 发布", ("Rook 是 Ardent 团队的请求路由器",)).chosen == 0
    assert decide(names, "Rook 0.2 发布", ("Rook 新增加权路由",)).chosen == 0


def test_a_contradiction_item_about_another_kind(glossary: Glossary) -> None:  # noqa: F811
    """N9: `Rook 向量库 0.2 召回率 95% 的说法` is not a note for Ardent's request router."""
    names = index(glossary, ROOK)
    assert names.kind_apart(0, ("Rook 向量库 0.2 召回率 95% 的说法", "仅官方数字")) == (
        "vector database"
    )
    assert names.kind_apart(0, ("Rook 路由器 0.2 P99 延迟", "")) is None
    assert names.kind_apart(0, ("Rook 0.2 召回率 95% 的说法", "")) is None


@pytest.mark.parametrize(
    ("text", "spelled"),
    [
        ("SPR 1.0 — Speculative Parallel Retrieval for RAG", "speculativeparallelretrieval"),
        ("SPR 1.0：Speculative Parallel Retrieval", "speculativeparallelretrieval"),
        ("AWS Application Load Balancer（ALB）新增 gRPC", "applicationloadbalancer"),
    ],
)
def test_an_abbreviation_spelled_out_after_a_dash(text: str, spelled: str) -> None:
    found = contrary.expansions(text)
    assert list(found.values()) == [spelled]
    assert contrary.expansions("SPR 1.1 adds NVLink-aware placement") == {}


def test_a_title_or_point_spelling_an_abbreviation_otherwise(glossary: Glossary) -> None:  # noqa: F811
    """P1, P2: `SPR 1.0 — Speculative Parallel Retrieval`, a point `AWS Application Load
    Balancer（ALB）` are not the entries `Sparse Prefill Router (SPR)`, `Adaptive Lookahead
    Batching（ALB）`; the same words spelled out still continue."""
    names = index(
        glossary,
        "**Sparse Prefill Router** (SPR) — routes sparse prefill to idle GPUs",
        "**Adaptive Lookahead Batching**（ALB）：前瞻式合批调度算法",
    )
    for title, points in (
        ("SPR 1.0 — Speculative Parallel Retrieval for RAG", ()),
        ("ALB 2.0 发布：负载均衡器原生支持 gRPC", ("AWS Application Load Balancer（ALB）新增",)),
    ):
        verdict = decide(names, title, points)
        assert verdict.chosen is None and "spells" in verdict.why, title
    assert decide(names, "SPR 1.1 — Sparse Prefill Router gains NVLink placement").chosen == 0
    same = ("Adaptive Lookahead Batching（ALB）新增前瞻窗口",)
    assert decide(names, "ALB 2.0 发布：前瞻窗口自适应", same).chosen == 1


def test_a_former_name_the_entry_never_writes(glossary: Glossary) -> None:  # noqa: F811
    """P3: `Riverbed 3.0（原 FlowServe）` says which thing it is: not the namesake `Riverbed`
    whose lead never names FlowServe; an entry writing the former name still continues."""
    names = index(glossary, "**Riverbed**：Delta Storage 公司的对象存储网关")
    verdict = decide(names, "Riverbed 3.0（原 FlowServe）— 许可证补充")
    assert verdict.chosen is None and "FlowServe" in verdict.why
    assert decide(names, "Riverbed 3.0 — 跨区域复制").chosen == 0
    renamed = index(glossary, "**Riverbed**（原 FlowServe）：多模型热切换 serving 框架")
    assert decide(renamed, "Riverbed 3.0（原 FlowServe）— 许可证补充").chosen == 0


def test_an_issue_another_product_cites(glossary: Glossary) -> None:  # noqa: F811
    """P4: `Weir 2.0 修复与 meridian-compute/capstan#1034 同类的…` cites Capstan's issue as a
    reference; Capstan's own news of it still continues the incident entry."""
    key = "gh:meridian-compute/capstan#1034"
    names = NameIndex(glossary=glossary)
    names.add(
        "**Capstan NCCL 超时挂起**：Capstan 2.1 在 NCCL 超时时调度线程卡死（meridian-compute/capstan#1034）",
        "§1.2",
        [key],
    )
    weir = decide(
        names, "Weir 2.0 修复与 meridian-compute/capstan#1034 同类的 NCCL 超时挂起", (), (key,)
    )
    assert weir.chosen is None and weir.possible and "Weir" in weir.why
    own = decide(
        names, "Capstan 2.1.2 修复 NCCL 超时挂起（meridian-compute/capstan#1034）", (), (key,)
    )
    assert own.chosen == 0
    bare = decide(names, "NCCL 超时挂起修复（meridian-compute/capstan#1034）", (), (key,))
    assert bare.chosen == 0
    common = decide(names, "Tracing 内核合入 meridian-compute/capstan#1034", (), (key,))
    assert common.chosen == 0  # (a common word leads: no other product named)


DATA = ROOT / "tests" / "data" / "adversarial3"


def _actions(doc: Path, brief: str, *more: str) -> list[dict[str, str]]:
    command = [sys.executable, "-m", "patcher", "apply", str(DATA / "briefs" / brief)]
    command += ["--doc", str(doc), "--json", *more]
    done = subprocess.run(command, cwd=DATA, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    found: list[dict[str, str]] = json.loads(done.stdout)["documents"][0]["report"]["actions"]
    return found


@pytest.mark.parametrize(
    ("doc", "brief"),
    [
        ("doc.md", "brief-a1.md"),
        ("doc-en.md", "brief-e8.md"),
        ("doc.md", "brief-a6b.md"),
        ("doc.md", "brief-a9.md"),
        ("doc.md", "brief-a9b.md"),
        ("doc.md", "brief-r2.md"),
        ("doc.md", "brief-r3.md"),
        ("doc.md", "brief-m1.md"),
    ],
)
def test_the_wrong_updates_of_the_pass_are_not_made(doc: str, brief: str) -> None:
    (action,) = _actions(DATA / doc, brief)
    assert action["action"] == "inserted" and "possibly-continues" in action["flags"]


def test_a_resolution_sharing_only_a_name_answers_no_note(tmp_path: Path) -> None:
    """N6: night 2's `已核实：Riverbed 对象存储跨区域复制延迟` does not answer the note
    `Riverbed 3.0 许可证…待核实` on the Riverbed entry (they share only the name): it is not
    nested under that note (a note of its own on the entry, or elsewhere, is fine)."""
    doc = tmp_path / "doc.md"
    doc.write_text((DATA / "doc.md").read_text(encoding="utf-8"), encoding="utf-8")
    _actions(doc, "brief-c1.md", "--write")
    assert "Riverbed 3.0 许可证" in doc.read_text(encoding="utf-8")
    _actions(doc, "brief-n3.md", "--write")
    lines = doc.read_text(encoding="utf-8").split("\n")
    license_at = next(i for i, line in enumerate(lines) if "Riverbed 3.0 许可证" in line)
    answer = next((line for line in lines if "2026-12-11#c2" in line), "")
    indent = len(lines[license_at]) - len(lines[license_at].lstrip())
    nested = answer in lines[license_at + 1 :] and len(answer) - len(answer.lstrip()) > indent
    assert not (nested and lines[license_at + 1] == answer), answer  # (not its answer)


def test_a_resolution_led_by_another_name_answers_no_pending_note() -> None:
    """N5: `已核实：Stillwater Bench 吞吐口径` shares `吞吐口径` with the editor's pending
    `**Tidepool 吞吐口径**` but leads with another entry's name: not its answer."""
    command = [sys.executable, "-m", "patcher", "apply", str(DATA / "briefs" / "brief-n2.md")]
    command += ["--doc", str(DATA / "doc.md"), "--json"]
    done = subprocess.run(command, cwd=DATA, capture_output=True, text=True, check=True)
    notes = json.loads(done.stdout)["documents"][0]["report"]["contradictions"]
    for note in notes:
        assert "Tidepool" not in (note["attached_to"] or ""), note
    assert notes[0]["action"] == "resolved" and "Stillwater" in notes[0]["attached_to"]
