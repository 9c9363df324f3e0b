"""A name a title writes otherwise than the entry (issue 21, heldout126): its abbreviation
spelled out (`Agent Link Protocol` for `ALP 协议`), its two halves (`鉴衡评测（JianHeng）`,
`JianHeng 鉴衡 2.0` for `鉴衡（JianHeng Eval，…）`), its Latin name glued to what it is
(`Mnemo记忆层 1.5` for `Mnemo`); a relation line calling the increment a release of what it
names (`已有 RecallStack 1.x；本条是 2.0 大版本`); a restatement of another instance's increment
(`同 Tom 实例增量 4 的复述`)."""

from __future__ import annotations

from patcher.plan.evidence import NameIndex, cited_increments


def index(*leads: tuple[str, str]) -> NameIndex:
    names = NameIndex()
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def chosen(names: NameIndex, title: str, anchor: str, relation: str = "") -> str | None:
    verdict = names.decide(title, relation, [], anchor)
    return None if verdict.chosen is None else names.entries[verdict.chosen].lead


PROTOCOL = "KLP 协议（KLP 工作组）— 智能体与工具服务器之间的开放接入协议，当前 1.2 版。"
OTHER = "Kestrel（Osprey Labs）— 智能体编排框架，当前 2.0。"


def test_an_abbreviation_spelled_out() -> None:
    """Three capitalised words or more whose initials open one entry's name, in its section."""
    names = index((PROTOCOL, "§1.2"), (OTHER, "§1.1"))
    assert chosen(names, "Kestrel Link Protocol 1.3 草案：流式结果", "§1.2") == PROTOCOL
    assert chosen(names, "Kestrel Link Protocol 1.3 草案：流式结果", "§1.4") is None  # (alone)
    assert chosen(names, "Kestrel Link 1.3：流式结果", "§1.2") is None  # (two words: too few)
    assert chosen(names, "Kestrel Link Pipeline 1.3", "§1.2") is None  # (no standard's kind)
    bare = index(("KLP（KLP 工作组）— 开放接入协议。", "§1.2"))
    assert chosen(bare, "Kestrel Link Protocol 1.3 草案", "§1.2") is None  # (initials alone)
    cloud = index((PROTOCOL, "§1.2"), ("KLP Cloud（Kiln）— 托管服务。", "§1.2"))
    assert chosen(cloud, "Kestrel Link Protocol 1.3 草案", "§1.2") == PROTOCOL  # (the kind)
    two = index((PROTOCOL, "§1.2"), ("KLP Protocol (Kiln Forum): another one.", "§1.2"))
    assert chosen(two, "Kestrel Link Protocol 1.3 草案", "§1.2") is None  # (two entries)


EVAL = "鉴秤（JianCheng Eval，清序研究院）— 中文智能体评测框架，当前 1.3。"


def test_a_name_by_both_halves() -> None:
    """A Chinese name the entry's starts and a Latin word its Latin name starts, either order;
    not one half alone, not another Latin word."""
    names = index((EVAL, "§1.4"), (OTHER, "§1.1"))
    assert chosen(names, "鉴秤评测（JianCheng）新增安全子集", "§1.4") == EVAL
    assert chosen(names, "JianCheng 鉴秤 2.0 公开榜单", "§1.4") == EVAL
    assert chosen(names, "鉴秤评测（Quarrel）新增安全子集", "§1.4") is None
    assert chosen(names, "鉴定评测（JianCheng）新增安全子集", "§1.4") is None


MEMORY = "Larkspur（Fennick）— 智能体长期记忆库，当前 1.4。"
HOSTED = "Larkspur Cloud（Fennick）— Larkspur 的多租户托管服务。"


def test_a_latin_name_glued_to_its_kind() -> None:
    """`Larkspur记忆层 1.5` is Larkspur's release; not a kind naming a sibling (`托管版`)."""
    names = index((MEMORY, "§1.3"), (HOSTED, "§1.3"))
    assert chosen(names, "Larkspur记忆层 1.5：记忆版本化", "§1.3") == MEMORY
    assert chosen(names, "Larkspur托管版 1.5：多区域", "§1.3") is None


STACK = "**Ostrava** (Pell AI): layered memory middleware for agents; 1.6."


def test_a_relation_line_calling_it_a_release_of_what_it_names() -> None:
    names = index((STACK, "§1.3"), (OTHER, "§1.1"))
    relation = "agent.md §1.3 已有 Ostrava 1.x（分层记忆中间件）；本条是 2.0 大版本"
    assert chosen(names, "奥斯特2.0：分层记忆", "§1.3", relation) == STACK
    rival = "agent.md §1.3 已有 Ostrava 1.x（分层记忆中间件）；本条是 2.0 版本的竞品"
    assert chosen(names, "奥斯特2.0：分层记忆", "§1.3", rival) is None
    # an entry of another release: the version rules', not this clause's
    per_release = index(
        ("[x] Glassmere 3.1 · Qingyu Lab · 2032-07-20 — 128K context", "§1.1"),
        ("[x] Glassmere 3.0 · Qingyu Lab · 2032-05-02 — first open weights", "§1.1"),
    )
    relation = "§1.1 已有镜湖 Glassmere 3.1（07-20）；本条为 3.2 新版本，首次原生支持视频"
    assert chosen(per_release, "镜湖 Glassmere 3.2 发布 — 原生视频输入", "§1.1", relation) is None


def test_a_restatement_of_the_other_instances_increment() -> None:
    assert cited_increments("同 Tom 实例增量 4 的复述", "2034-04-11") == ["2034-04-11#4"]
    assert cited_increments("与 Tom 实例增量 4 无关", "2034-04-11") == []
