"""Entry granularity read twice: from the preamble and from the document's own entries (per
heading group: two release entries of one product apart, or entries recording their product's
releases), reconciled; where the two disagree, or the preamble states a rule no reader knows,
a release continues another release's (or its product's) entry only as a possibility."""

from __future__ import annotations

import sys
from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.document import sections
from patcher.plan import versions
from patcher.plan.editor import Editor
from patcher.plan.entries import EntryIndex, Target, _created, _paper
from patcher.plan.evidence import NameIndex
from patcher.text.source import Source, decode

from .conftest import ROOT, brief_text, increment

sys.path.insert(0, str(ROOT / "bench"))
from generate import document as generated

DECISIONS = ROOT / "tests" / "data" / "decisions"

SMAP = load_map(find_map(None, Path("/nonexistent")))


def run(doc: str, brief: str) -> api.ApplyReport:
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), SMAP)


def shown(doc: str) -> dict[str, str]:
    """Each section's unit, as its own entries show it (one group per section here)."""
    index = Editor(sections.load(decode(Source("doc.md", doc.encode())), SMAP), SMAP).index
    return {anchor: index.shown_in(anchor, group) for anchor, group in index.groups()}


TAIL = """
## §1.2 推理调度

- Osprey 调度器：按 SLO 排队；来源 osprey.dev

## §1.3 KV Cache

- Wicket 1.1：KV 压缩库；来源 wicket.dev

## §1.4 推理可靠性与可观测性

- Gantlet 断连事故：长连接批量掉线
"""


def test_an_entrys_sub_items_recording_its_releases_show_one_entry_per_product() -> None:
    # two dated lines, or one release said to come out under a product-named entry
    assert versions.records_releases(["  - 2031-02-03：Marrow 4.1 发布，换用新分词器"])
    assert versions.records_releases(["  * Jan 9 — release · 0.7, cold start halved"])
    assert versions.records_releases(["  - 0.5：首个公开版", "  - 0.6：支持 ROCm"])
    # the line the entry is named by is its own release's news (a patch), not another's
    assert not versions.records_releases(["  - 3.2.1 released, fixes a leak"], (3, 2))
    assert versions.records_releases(["  - 3.3 released: grouped queries"], (3, 2))
    # not a figure, not a line outside a sub-item, not a line the patcher wrote
    assert not versions.records_releases(["  - 延迟降至 1.5 秒，吞吐 2.5 倍"])
    assert not versions.records_releases(["Marrow 4.1 发布，换用新分词器"])
    assert not versions.records_releases(
        ["  - 2031-02-03 续：Marrow 4.1 发布 <!-- livedoc:id=2031-02-03#2 -->"]
    )


def test_the_structure_reader_reads_each_heading_group() -> None:
    doc = f"""# 检索周记

## §1.1 框架格局

- **Tamarisk**：检索编排框架；来源 tamarisk.dev
  - 2031-01-10：2.0 发布，插件化检索器
- Lodestar 1.2：向量库客户端；来源 lodestar.dev
{TAIL}"""
    assert shown(doc) == {"§1.1": "product", "§1.2": "", "§1.3": "", "§1.4": ""}
    # two entries of one product named by two releases: one entry per release there
    two = doc.replace("- Lodestar 1.2：", "- Lodestar 1.1：首版\n- Lodestar 1.2：")
    assert shown(two)["§1.1"] == "release"
    # a comparison, or two papers, are no releases kept apart
    pair = doc.replace("- Lodestar 1.2：", "- Lodestar 1.2 vs Quiver 0.4：对比\n- Lodestar 1.2：")
    assert shown(pair)["§1.1"] == "product"
    assert versions.shown_unit(False, 0) == "" and versions.shown_unit(True, 3) == "release"


def test_the_two_readings_are_reconciled() -> None:
    assert versions.reconciled_unit("release", "release") == "release"
    assert versions.reconciled_unit("", "product") == "product"  # the preamble silent
    assert versions.reconciled_unit("release", "") == "release"  # the entries silent
    assert versions.reconciled_unit("product", "release") == "conflict"
    assert versions.reconciled_unit("release", "product") == "conflict"
    assert versions.reconciled_unit("", "") == ""
    # the preamble's reading for a section: every release, the section's by code, products
    assert versions.stated_unit("> Rule: every minor release gets its own entry.", "§1.3") == (
        "release"
    )
    scoped = "> 约定：§1.2 按次版本立条，一个次版本一条；其余各节按产品立条。"
    assert versions.stated_unit(scoped, "§1.2") == "release"
    assert versions.stated_unit(scoped, "§1.1") == ""  # (scoped elsewhere: not this section's)
    assert versions.stated_unit("> 约定：每个产品只占一个条目。", "§1.1") == "product"


def test_a_granularity_rule_no_reader_understands_is_told_apart() -> None:
    for unread in (
        "> Every shipped release opens a fresh card.",
        "> 体例：发行版每出一个，便另起一个条目。",
        "> Products keep a single card each for life.",
    ):
        assert versions.states_unknown_rule(unread), unread
        assert not versions.states_some_unit(unread), unread
    for other in (
        "> 约定：每个产品只占一个条目。",  # understood
        "> Each vendor is listed once; see the index.",  # no entry word, no unit word
        "> 每条新闻注明来源与日期。",  # no unit word
        "> Each entry's lead names the latest release we checked.",  # how a lead reads
        "> 每个条目标题写最新版本号。",
    ):
        assert not versions.states_unknown_rule(other), other


def test_a_preamble_and_entries_disagreeing_leave_a_release_a_possibility() -> None:
    # the preamble keeps one entry per product; §1.1's own entries keep Lodestar's releases apart
    doc = f"""# 检索周记

> 约定：每个产品只占一个条目，新版本写进该条目。

## §1.1 框架格局

- Lodestar 1.1：向量库客户端首版；来源 lodestar.dev
- Lodestar 1.2：批量写入；来源 lodestar.dev
- **Tamarisk**：检索编排框架；来源 tamarisk.dev
{TAIL}"""
    night = brief_text(
        increment(1, "Tamarisk 0.9 发布 — 混合检索", "§1.1 框架格局"), date="2031-02-01"
    )
    (action,) = run(doc, night).actions
    assert action.action == "inserted" and "possibly-continues" in action.flags, action
    assert "disagree" in action.possibly
    # the entries agreeing (no release entries kept apart): the product's entry takes it
    agreed = doc.replace("- Lodestar 1.1：向量库客户端首版；来源 lodestar.dev\n", "")
    assert run(agreed, night).actions[0].action == "updated"
    # the reverse: every release its own entry, the group's entries recording their releases
    reverse = f"""# Retrieval notes

> House style: one entry per release, whatever the product.

## §1.1 框架格局

- **Ferrule** — embedding server; source ferrule.dev
  - 2031-01-04 2.1: batching
  - 2031-01-20 2.2: int8 kernels
- Quoin 0.4 — reranker; source quoin.dev
{TAIL}"""
    later = brief_text(
        increment(1, "Ferrule 2.3 发布 — 流式嵌入", "§1.1 框架格局"), date="2031-02-01"
    )
    (action,) = run(reverse, later).actions
    assert action.action == "inserted" and "possibly-continues" in action.flags, action


def test_an_unread_rule_with_silent_entries_keeps_another_releases_entry_a_possibility() -> None:
    doc = f"""# 检索周记

> {{rule}}

## §1.1 框架格局

- Lodestar 1.2：向量库客户端；来源 lodestar.dev
- Tamarisk 0.8：检索编排框架；来源 tamarisk.dev
- Brindle 3.0：嵌入服务；来源 brindle.dev
{TAIL}"""
    night = brief_text(
        increment(1, "Lodestar 1.3 发布 — 批量写入", "§1.1 框架格局"), date="2031-02-01"
    )
    plain = run(doc.replace("{rule}", "本文档记录检索系统。"), night).actions[0]
    assert plain.action == "updated"  # (the leads name the release last checked: per product)
    for rule in ("Every shipped release opens a fresh card.", "发行版每出一个，便另起一个条目。"):
        (action,) = run(doc.replace("{rule}", rule), night).actions
        assert action.action == "inserted" and "possibly-continues" in action.flags, rule
    # a patch of the entry's own line is that release's news, whatever the rule
    patch = brief_text(
        increment(1, "Lodestar 1.2.1 — 修复泄漏", "§1.1 框架格局"), date="2031-02-01"
    )
    assert run(doc.replace("{rule}", "Every shipped release opens a fresh card."), patch).actions[
        0
    ].action == ("updated")


def test_a_shared_key_decides_whatever_the_readings() -> None:
    names = NameIndex(granularity=lambda anchor, at: "conflict")
    names.add("Brindle 3.0：嵌入服务", "§1.1", ["gh:brindle/brindle#88"])
    names.add("Quoin：重排器", "§1.1", [])
    keyed = names.decide(
        "Brindle 3.1 修复 brindle/brindle#88", "", ["gh:brindle/brindle#88"], "§1.1"
    )
    assert keyed.chosen == 0
    # by its name alone, the product's entry is a possibility
    named = names.decide("Quoin 0.5 发布", "", [], "§1.1")
    assert named.chosen is None and named.possible and "disagree" in named.why


def test_an_unread_rule_of_releases_keeps_the_products_entry_a_possibility_too() -> None:
    assert versions.unknown_rule_of_releases("> Every shipped release opens a fresh card.")
    assert versions.unknown_rule_of_releases("> 体例：发行版每出一个，便另起一个条目。")
    # naming products too, the rule may well be one entry per product: not one of releases
    product = "> A product holds a single card for life, each release noted inside it."
    assert versions.states_unknown_rule(product)
    assert not versions.unknown_rule_of_releases(product)
    assert not versions.unknown_rule_of_releases("> 约定：每个产品只占一个条目。")
    doc = f"""# 检索周记

> {{rule}}

## §1.1 框架格局

- **Tamarisk**：检索编排框架；来源 tamarisk.dev
- **Brindle**：嵌入服务；来源 brindle.dev
{TAIL}"""
    night = brief_text(
        increment(1, "Tamarisk 0.9 发布 — 混合检索", "§1.1 框架格局"), date="2031-02-01"
    )
    (action,) = run(
        doc.replace("{rule}", "Every shipped release opens a fresh card."), night
    ).actions
    assert action.action == "inserted" and "possibly-continues" in action.flags, action
    assert run(doc.replace("{rule}", product[2:]), night).actions[0].action == "updated"
    assert run(doc.replace("{rule}", "本文档记录检索系统。"), night).actions[0].action == "updated"


def _shown_in_one_pass(index: EntryIndex, anchor: str) -> dict[int, str]:
    """Every group's unit of a section in one pass, as `shown_in` read them before it read
    each group when first asked (the eager reading, kept here as the reference)."""
    own: dict[int, list[Target]] = {}
    for t in index._by_anchor.get(anchor, []) if anchor not in index.retired else ():
        if t.entry is not None and not _created(t) and not _paper(t):
            own.setdefault(index._group(t), []).append(t)
    return {g: index._shown_unit(ts) for g, ts in own.items()}


GROUPED = (
    """# 推理

> 约定：本文档收录推理引擎。

## §1.1 推理引擎

### 引擎

- **Marten 2.1** — 推理引擎；来源 marten.dev
- **Marten 2.2** — 推理引擎，新调度器
- **Pallas** — KV 压缩库
  - 2031-02-03：Pallas 0.5 发布，支持 ROCm
  - 2031-03-04：Pallas 0.6 发布
- **Kestrel 1.0**（arXiv:2501.01234）— 论文

### 网关

- **Skerry** — 推理网关
- **Wren 0.9** — 网关 <!-- livedoc:id=2031-01-01#1 -->
- **Tern 3.1** — 路由器
- **Tern 3.2** — 路由器
"""
    + TAIL
)


def test_a_group_s_unit_read_alone_is_its_unit_read_with_every_group() -> None:
    # each (anchor, heading line) asked in turn, in two orders, and lines no group starts at:
    # the unit read when first asked is the one the one-pass reading gave it ("" for none)
    docs = [GROUPED, generated(60_000)]
    docs += [p.read_text(encoding="utf-8") for p in sorted(DECISIONS.glob("*/doc-*.md"))[:40]]
    for doc in docs:
        for order in (1, -1):
            index = Editor(sections.load(decode(Source("d.md", doc.encode())), SMAP), SMAP).index
            anchors = sorted({t.anchor for t in index._targets if t.anchor})
            eager = {a: _shown_in_one_pass(index, a) for a in anchors}
            asked = [(a, g) for a in anchors for g in [*eager[a], -1, 0, 10**6]][::order]
            for anchor, group in asked:
                assert index.shown_in(anchor, group) == eager[anchor].get(group, ""), (
                    anchor,
                    group,
                )


def test_a_group_s_unit_reads_only_its_own_entries() -> None:
    index = Editor(sections.load(decode(Source("d.md", GROUPED.encode())), SMAP), SMAP).index
    read: list[list[str]] = []
    shown_unit = index._shown_unit
    index._shown_unit = lambda own: read.append([t.title for t in own]) or shown_unit(own)  # type: ignore[method-assign]
    groups = [g for a, g in index.groups() if a == "§1.1"]
    assert len(groups) == 2 and index.shown_in("§1.1", groups[1]) == "release"
    titles = ["**Skerry** — 推理网关", "**Tern 3.1** — 路由器", "**Tern 3.2** — 路由器"]
    assert read == [titles]  # (its group's alone, the created Wren 0.9 and papers aside)
    assert index.shown_in("§1.1", groups[1]) == "release" and len(read) == 1  # (once)
