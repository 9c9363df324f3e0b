"""Precision rules found on heldout145 (issue: unseen weeks' precision): a relation line saying
the increment belongs to none of the things it names, a product's release taking in a paper its
maker wrote, a name spelled out whose initials an entry goes by. Names here are invented."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan import contrary
from patcher.plan.evidence import NameIndex, Verdict, subject
from patcher.plan.evidence.relations import affirmed
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


def decide(
    names: NameIndex, title: str, anchor: str, relation: str = "", keys: tuple[str, ...] = ()
) -> Verdict:
    return names.decide(title, relation, list(keys), anchor, (), contrary.repos_of(title, keys))


def test_a_joint_thing_the_relation_line_says_is_neither_products(glossary: Glossary) -> None:
    """`Wickline × Porterdb 联合方案` whose relation line lists both entries and says it is no
    update of either: a thing of its own, the first-named entry a possibility only."""
    names = index(
        glossary,
        ("**Wickline**（Fenwick Labs）：跨节点 KV 传输库；v0.4", "§1.3"),
        ("**Porterdb**（Porter Data）：分层 KV 存储；v2.0", "§1.3"),
    )
    title = "Wickline × Porterdb 联合方案 — 分离式部署的 KV 复用"
    relation = "已有 Porterdb / Wickline 各自条目；本条是两家的联合方案，不属于任一产品的版本更新"
    verdict = decide(names, title, "§1.3", relation)
    assert verdict.chosen is None and verdict.possible
    said = "已有 Porterdb / Wickline 各自条目；本条是联合方案"  # (no such clause: as before)
    assert decide(names, title, "§1.3", said).chosen == 0
    assert affirmed("已有 A 条目；this is not an update of either product") == ""
    assert affirmed("已有 Wickline 条目；本条是其 0.5 版本") != ""


def test_a_release_taking_in_a_paper_its_maker_wrote(glossary: Glossary) -> None:
    """`Harrier 调度器 0.7 合入 Quota-Fair（arXiv:…）`: a release of Harrier merging the
    paper's method, though the paper's lead names Harrier's lab as its maker: the paper's
    entry is a possibility only; without the merging verb the lead's word keeps the key."""
    paper = "**Quota-Fair**（论文，Harrier Systems Lab）：多租户公平调度，arXiv:2811.04021"
    names = index(glossary, (paper, "§1.2"))
    key = ("arxiv:2811.04021",)
    title = "Harrier 调度器 0.7 合入 Quota-Fair 多租户公平调度（arXiv:2811.04021）"
    verdict = decide(names, title, "§1.2", keys=key)
    assert verdict.chosen is None and verdict.possible
    assert decide(names, "Harrier 0.7 复现 Quota-Fair 结果", "§1.2", keys=key).chosen == 0
    assert decide(names, "Quota-Fair v2 修订（arXiv:2811.04021v2）", "§1.2", keys=key).chosen == 0


def test_a_name_spelled_out_for_an_entry_called_by_its_initials(glossary: Glossary) -> None:
    """`Tidal Batch Planner 1.3` for `[TBP](…) — batch planner from Tidal Labs …`: the lead
    writes every word the initials stand for; not an entry whose lead does not, nor an entry
    called by other initials."""
    lead = "[TBP](https://tidal.example/tbp) — SLO-aware batch planner from Tidal Labs. v1.2."
    names = index(glossary, (lead, "§1.2"))
    assert decide(names, "Tidal Batch Planner 1.3 — 抢占预测", "§1.2").chosen == 0
    assert decide(names, "Tidal Batch Planner 1.3.1 patch — leak fix", "§1.2").chosen == 0
    other = "[TBP](https://tbp.example) — token budget proxy for model gateways. v0.3."
    names = index(glossary, (other, "§1.2"))
    assert decide(names, "Tidal Batch Planner 1.3 — 抢占预测", "§1.2").chosen is None


def test_a_news_kinds_label_before_a_dash_then_a_release(glossary: Glossary) -> None:
    """`事故 — Marlow Gate 2.4.0 探针误报`: the label says what kind of news it is; the title is
    about the named release (a name of Chinese before a dash stays the subject)."""
    assert subject("事故 — Marlow Gate 2.4.0 探针误报，副本反复重启").startswith(
        "Marlow Gate 2.4.0"
    )
    assert (
        subject("Incident — Marlow Gate 2.4.0 probe misfires") == "Marlow Gate 2.4.0 probe misfires"
    )
    assert subject("雀鹰 — Marlow Gate 2.4 后端接入") == "雀鹰"
    names = index(
        glossary, ("[Marlow Gate](https://marlow.example) — model gateway. v2.3.", "§1.1")
    )
    assert decide(names, "事故 — Marlow Gate 2.4.0 探针误报，副本反复重启", "§1.1").chosen == 0
