"""The guard compares what entries say: HEAD's visible text must still be shown (PD017, PD018).

Each class of text loss has at least three cases, and each kind of harmless edit (a move, a
re-nesting, a reorder, a typo fix, an addition) as many; the pre-commit cases are in
tests/test_hooks.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from patcher import api
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.lint.conserve import TYPO_MAX, typo_budget
from patcher.lint.guard import check_loss
from patcher.text.source import Source, split_text

from .conftest import EXAMPLES

HEAD = """\
# 推理活文档

## 说明

本文档记录推理方向的跟踪结论，每周复核一次。

- 维护人轮值表见团队空间
- 复核日：每周四

## §1.1 框架格局

- **Paxos-Serve**（arXiv:2611.04417）⭐⭐⭐（2026-11-02）：多副本一致性调度，尾延迟降低 31%。
  来源：作者在 OSDI 海报环节的口头说明，尚无开源代码。
- **Lumen 引擎** ⭐⭐（2026-11-03）：单机多卡推理框架，主打冷启动 4 秒内。 <!-- livedoc:id=2026-11-03#2 -->
  - 2026-11-05 续立：官方博客补充了 ROCm 支持计划。 <!-- livedoc:id=2026-11-05#1 -->
- **Quartz 路由器**（arXiv:2611.05120）⭐⭐⭐（2026-11-04）：按前缀哈希把请求分到缓存命中率最高的副本。

部署注意：Lumen 目前只支持 CUDA 12.4 以上的驱动版本。

```yaml
lumen:
  max_batch: 64
  prefill_chunk: 2048
```

| 框架 | 冷启动 | 备注 |
|---|---|---|
| Lumen | 3.8 s | 官方数据 |
| Paxos-Serve | 11 s | 论文附录 |

## §1.2 推理调度

1. **When2Think** arXiv:2609.19671 — IDAC 推理深度控制，按问题难度分配思考预算
2. **Tidal 调度** ⭐⭐（2026-11-06）：潮汐式批处理，夜间把离线任务塞进空闲槽位

## §1.3 KV Cache

- **Strata** ⭐⭐⭐（2026-11-07）：分层 KV 存储，热块留在 HBM，冷块落到 CXL 内存。 <!-- livedoc:id=2026-11-07#1 -->

## §1.4 推理可靠性与可观测性

## 待归类

## 待核实

## 归档

## arXiv 索引

| arXiv | 标题 | 章节 | 首次锚定 | 最近确认 |
|---|---|---|---|---|
| 2611.04417 | Paxos-Serve | §1.1 | 2026-11-02 | 2026-11-02 |
| 2611.05120 | Quartz 路由器 | §1.1 | 2026-11-04 | 2026-11-04 |
"""


@pytest.fixture(scope="module")
def smap() -> SectionMap:
    return load_map(Source("m.yaml", (Path(__file__).parents[1] / "section_map.yaml").read_bytes()))


def guard(new: str, smap: SectionMap) -> list[tuple[int, str, str]]:
    head = split_text("HEAD:doc.md", HEAD)
    found = check_loss(head, split_text("doc.md", new), smap)
    return sorted((f.line, f.code, f.message) for f in found)


def edited(*changes: tuple[str, str]) -> str:
    text = HEAD
    for old, new in changes:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


LOSSES = {
    # an entry keeps its identity (arXiv id, marker) but loses what it says
    "cut down to its arXiv id": (
        "1. **When2Think** arXiv:2609.19671 — IDAC 推理深度控制，按问题难度分配思考预算",
        "1. arXiv:2609.19671",
        "PD017",
    ),
    "a patcher entry cut to 见上 and its marker": (
        "- **Strata** ⭐⭐⭐（2026-11-07）：分层 KV 存储，热块留在 HBM，冷块落到 CXL 内存。 "
        "<!-- livedoc:id=2026-11-07#1 -->",
        "- 见上 <!-- livedoc:id=2026-11-07#1 -->",
        "PD017",
    ),
    "an entry's second half cut, its arXiv id kept": (
        "⭐⭐⭐（2026-11-04）：按前缀哈希把请求分到缓存命中率最高的副本。",
        "⭐⭐⭐（2026-11-04）：按前缀哈希",
        "PD017",
    ),
    # text moved into an HTML comment
    "moved into a comment on the same line": (
        "1. **When2Think** arXiv:2609.19671 — IDAC 推理深度控制，按问题难度分配思考预算",
        "1. arXiv:2609.19671 <!-- **When2Think** — IDAC 推理深度控制，按问题难度分配思考预算 -->",
        "PD018",
    ),
    "a paragraph wrapped in a comment block": (
        "部署注意：Lumen 目前只支持 CUDA 12.4 以上的驱动版本。\n",
        "<!--\n部署注意：Lumen 目前只支持 CUDA 12.4 以上的驱动版本。\n-->\n",
        "PD018",
    ),
    "a sub-bullet's tail commented out, its marker kept": (
        "2026-11-05 续立：官方博客补充了 ROCm 支持计划。",
        "2026-11-05 续立：<!-- 官方博客补充了 ROCm 支持计划。 -->",
        "PD018",
    ),
    # continuation lines
    "an entry's continuation line deleted": (
        "  来源：作者在 OSDI 海报环节的口头说明，尚无开源代码。\n",
        "",
        "PD017",
    ),
    "a continuation line cut short": (
        "  来源：作者在 OSDI 海报环节的口头说明，尚无开源代码。",
        "  来源：作者。",
        "PD017",
    ),
    "a multi-line lead joined and shortened": (
        "尾延迟降低 31%。\n  来源：作者在 OSDI 海报环节的口头说明，尚无开源代码。",
        "尾延迟降低 31%。",
        "PD017",
    ),
    # table cells
    "one cell emptied": ("| Lumen | 3.8 s | 官方数据 |", "| Lumen | 3.8 s |  |", "PD017"),
    "a number cell emptied": (
        "| Paxos-Serve | 11 s | 论文附录 |",
        "| Paxos-Serve |  | 论文附录 |",
        "PD017",
    ),
    "a header cell emptied": ("| 框架 | 冷启动 | 备注 |", "| 框架 | 冷启动 |  |", "PD017"),
    # paragraphs and fences inside anchor sections
    "a paragraph of an anchor section deleted": (
        "部署注意：Lumen 目前只支持 CUDA 12.4 以上的驱动版本。\n\n",
        "",
        "PD017",
    ),
    "a fenced block deleted": (
        "```yaml\nlumen:\n  max_batch: 64\n  prefill_chunk: 2048\n```\n\n",
        "",
        "PD017",
    ),
    "two lines of a fenced block deleted": (
        "  max_batch: 64\n  prefill_chunk: 2048\n",
        "",
        "PD017",
    ),
    # list items anywhere, non-anchor sections too
    "an item of a non-anchor section deleted": ("- 维护人轮值表见团队空间\n", "", "PD017"),
    "both items of a non-anchor section deleted": (
        "- 维护人轮值表见团队空间\n- 复核日：每周四\n",
        "",
        "PD017",
    ),
    "an item of a non-anchor section shortened": (
        "- 维护人轮值表见团队空间",
        "- 维护人",
        "PD017",
    ),
}


@pytest.mark.parametrize("name", LOSSES)
def test_each_text_loss_is_refused(name: str, smap: SectionMap) -> None:
    old, new, code = LOSSES[name]
    found = guard(edited((old, new)), smap)
    assert {c for _, c, _ in found} == {code}, found


def test_the_finding_names_both_lines_and_what_was_lost(smap: SectionMap) -> None:
    new = edited(("\n## 说明\n", "\n## 说明\n\n新增一段前言。\n"))  # staged lines shift by two
    new = new.replace(
        "1. **When2Think** arXiv:2609.19671 — IDAC 推理深度控制，按问题难度分配思考预算",
        "1. arXiv:2609.19671",
    )
    ((line, code, message),) = guard(new, smap)
    assert line == line_of(new, "1. arXiv:2609.19671") == line_of(HEAD, "1. **When2Think**") + 2
    assert code == "PD017"
    assert f"(HEAD line {line_of(HEAD, '1. **When2Think**')})" in message
    assert "When2Think" in message and "IDAC 推理深度控制" in message  # what was lost
    assert "now reads 'arXiv:2609.19671'" in message


def test_a_comment_finding_says_github_does_not_show_it(smap: SectionMap) -> None:
    old, new, _ = LOSSES["moved into a comment on the same line"]
    ((_, code, message),) = guard(edited((old, new)), smap)
    assert code == "PD018" and "inside an HTML comment" in message and "When2Think" in message


def test_a_deleted_item_outside_the_anchors_names_its_text(smap: SectionMap) -> None:
    ((line, code, message),) = guard(edited(("- 维护人轮值表见团队空间\n", "")), smap)
    assert line == line_of(HEAD, "- 维护人轮值表")  # where it would be: nothing moved
    assert code == "PD017" and "'维护人轮值表见团队空间'" in message and "is gone" in message
    assert f"HEAD line {line_of(HEAD, '- 维护人轮值表')}" in message


KEPT = {
    # an entry moved under another as a sub-bullet, all its text kept
    "an entry nested under the one above": (
        "- **Quartz 路由器**",
        "  - **Quartz 路由器**",
    ),
    "an entry nested two levels down": (
        "- **Quartz 路由器**（arXiv:2611.05120）⭐⭐⭐（2026-11-04）：按前缀哈希把请求分到缓存命中率最高的副本。",
        "  - 相关：\n    - **Quartz 路由器**（arXiv:2611.05120）⭐⭐⭐（2026-11-04）：按前缀哈希把请求分到缓存命中率最高的副本。",
    ),
    "an ordered entry nested under its neighbour": (
        "2. **Tidal 调度**",
        "   - **Tidal 调度**",
    ),
    # reorders and moves
    "two entries swapped": (
        "- **Lumen 引擎** ⭐⭐（2026-11-03）：单机多卡推理框架，主打冷启动 4 秒内。 <!-- livedoc:id=2026-11-03#2 -->\n"
        "  - 2026-11-05 续立：官方博客补充了 ROCm 支持计划。 <!-- livedoc:id=2026-11-05#1 -->\n"
        "- **Quartz 路由器**（arXiv:2611.05120）⭐⭐⭐（2026-11-04）：按前缀哈希把请求分到缓存命中率最高的副本。\n",
        "- **Quartz 路由器**（arXiv:2611.05120）⭐⭐⭐（2026-11-04）：按前缀哈希把请求分到缓存命中率最高的副本。\n"
        "- **Lumen 引擎** ⭐⭐（2026-11-03）：单机多卡推理框架，主打冷启动 4 秒内。 <!-- livedoc:id=2026-11-03#2 -->\n"
        "  - 2026-11-05 续立：官方博客补充了 ROCm 支持计划。 <!-- livedoc:id=2026-11-05#1 -->\n",
    ),
    "table rows swapped": (
        "| Lumen | 3.8 s | 官方数据 |\n| Paxos-Serve | 11 s | 论文附录 |",
        "| Paxos-Serve | 11 s | 论文附录 |\n| Lumen | 3.8 s | 官方数据 |",
    ),
    "a paragraph moved below the fence": (
        "部署注意：Lumen 目前只支持 CUDA 12.4 以上的驱动版本。\n\n```yaml\nlumen:\n"
        "  max_batch: 64\n  prefill_chunk: 2048\n```\n",
        "```yaml\nlumen:\n  max_batch: 64\n  prefill_chunk: 2048\n```\n\n"
        "部署注意：Lumen 目前只支持 CUDA 12.4 以上的驱动版本。\n",
    ),
    # typo fixes and re-wrapping
    "a typo fixed in an entry": ("多副本一致性调度", "多副本一至性调度"),
    "a number corrected in a cell": ("| 3.8 s |", "| 3.9 s |"),
    "a lead re-wrapped over two lines": (
        "多副本一致性调度，尾延迟降低 31%。",
        "多副本一致性调度，\n  尾延迟降低 31%。",
    ),
    "a paragraph split in two": (
        "部署注意：Lumen 目前只支持 CUDA 12.4 以上的驱动版本。",
        "部署注意：\n\nLumen 目前只支持 CUDA 12.4 以上的驱动版本。",
    ),
    # additions and strikes
    "text added to an entry": ("尚无开源代码。", "尚无开源代码（11-08 已开源）。"),
    "an entry struck through": (
        "2. **Tidal 调度** ⭐⭐（2026-11-06）：潮汐式批处理，夜间把离线任务塞进空闲槽位",
        "2. ~~**Tidal 调度** ⭐⭐（2026-11-06）：潮汐式批处理，夜间把离线任务塞进空闲槽位~~",
    ),
    "a loose list made tight": (
        "- 维护人轮值表见团队空间\n- 复核日",
        "- 维护人轮值表见团队空间\n\n- 复核日",
    ),
}


@pytest.mark.parametrize("name", KEPT)
def test_moves_nesting_reorders_typos_and_additions_are_not_losses(
    name: str, smap: SectionMap
) -> None:
    old, new = KEPT[name]
    assert guard(edited((old, new)), smap) == []


def test_an_entry_nested_under_an_entry_of_another_anchor_is_a_move(smap: SectionMap) -> None:
    entry = "- **Quartz 路由器**（arXiv:2611.05120）⭐⭐⭐（2026-11-04）：按前缀哈希把请求分到缓存命中率最高的副本。\n"
    new = edited((entry, "")).replace(
        "<!-- livedoc:id=2026-11-07#1 -->\n",
        "<!-- livedoc:id=2026-11-07#1 -->\n  " + entry,
    )
    ((line, code, message),) = guard(new, smap)
    assert code == "PD010" and "moved from §1.1 to §1.3" in message
    assert line == line_of(new, "  - **Quartz")


def test_deleting_one_of_two_identical_items_is_a_loss(smap: SectionMap) -> None:
    doubled = HEAD.replace("- 复核日：每周四\n", "- 复核日：每周四\n- 复核日：每周四\n")
    head = split_text("HEAD:doc.md", doubled)
    found = check_loss(head, split_text("doc.md", HEAD), smap)
    assert [f.code for f in found] == ["PD017"]


def test_an_entry_deleted_is_reported_once(smap: SectionMap) -> None:
    found = guard(edited(("- 复核日：每周四\n", ""), ("2. **Tidal 调度**", "2. **Tidal**")), smap)
    assert [code for _, code, _ in found] == ["PD017"]  # Tidal lost 2 characters: a typo
    entry = "2. **Tidal 调度** ⭐⭐（2026-11-06）：潮汐式批处理，夜间把离线任务塞进空闲槽位\n"
    assert [code for _, code, _ in guard(edited((entry, "")), smap)] == ["PD009"]


@pytest.mark.parametrize("length", [1, 5, 19, 20, 40, 60, 119, 120, 500])
def test_the_typo_budget(length: int) -> None:
    assert typo_budget(length) == min(TYPO_MAX, 1 + length // 10)
    assert 1 <= typo_budget(length) <= TYPO_MAX


def test_a_cut_just_over_the_budget_is_refused_and_just_under_is_not(smap: SectionMap) -> None:
    lead = "单机多卡推理框架，主打冷启动 4 秒内。"
    whole = "Lumen引擎⭐⭐（2026-11-03）：" + lead.replace(" ", "")
    budget = typo_budget(len(whole))
    assert guard(edited((lead, lead[budget:])), smap) == []
    assert [c for _, c, _ in guard(edited((lead, lead[budget + 1 :])), smap)] == ["PD017"]


@pytest.mark.parametrize("brief", sorted((EXAMPLES / "briefs").iterdir()), ids=lambda p: p.name)
def test_the_patchers_own_edits_pass_the_guard(brief: Path, smap: SectionMap) -> None:
    """`apply` only adds (entries, history lines, index rows, dates moving forward)."""
    doc = (EXAMPLES / "inference.md").read_bytes()
    report = api.apply([Source(brief.name, brief.read_bytes())], Source("d.md", doc), smap)
    assert report.changed
    head = split_text("HEAD:d.md", doc.decode("utf-8"))
    assert check_loss(head, split_text("d.md", report.new_text.render()), smap) == []


def test_a_paragraph_cut_short_in_an_anchor_section_and_crlf_lines(smap: SectionMap) -> None:
    paragraph = "部署注意：Lumen 目前只支持 CUDA 12.4 以上的驱动版本。"
    new = edited((paragraph, "部署注意：Lumen。")).replace("\n", "\r\n")
    head = split_text("HEAD:doc.md", HEAD.replace("\n", "\r\n"))
    ((finding),) = check_loss(head, split_text("doc.md", new), smap)
    assert (finding.code, finding.line) == ("PD017", line_of(HEAD, paragraph))
    assert "目前只支持 CUDA 12.4 以上的驱动版本" in finding.message


def test_one_of_two_look_alikes_deleted_while_the_other_is_edited(smap: SectionMap) -> None:
    """The edited twin keeps its own text; the deleted one is named, not the edited one."""
    twin = "- **Lumen 引擎** ⭐⭐（2026-11-03）：单机多卡推理框架，主打冷启动 4 秒内。"
    new = edited((twin, twin.replace("Lumen 引擎", "Lumen 引擎 v2", 1) + "\n" + twin))
    head = split_text("HEAD:doc.md", new)
    edited_twin = new.replace("主打冷启动 4 秒内。 <!--", "主打冷启动 4 秒内（实测）。 <!--", 1)
    without = edited_twin.replace(twin.replace("Lumen 引擎", "Lumen 引擎 v2", 1) + "\n", "")
    found = check_loss(head, split_text("doc.md", without), smap)
    assert [(f.code, "Lumen 引擎 v2" in f.message) for f in found] == [("PD009", True)]


SUB = "  - 2026-11-05 续立：官方博客补充了 ROCm 支持计划。 <!-- livedoc:id=2026-11-05#1 -->\n"
QUARTZ = "- **Quartz 路由器**（arXiv:2611.05120）⭐⭐⭐（2026-11-04）：按前缀哈希把请求分到缓存命中率最高的副本。\n"


@pytest.mark.parametrize(
    "where",
    [
        "under the next entry of the anchor",
        "promoted to an entry of the anchor",
        "under an entry of another anchor",
    ],
)
def test_a_sub_bullet_moved_keeps_its_text(where: str, smap: SectionMap) -> None:
    """Its text is kept: within the anchor no PD011; elsewhere PD011 names it."""
    new = edited((SUB, ""))
    if where == "under the next entry of the anchor":
        new = new.replace(QUARTZ, QUARTZ + SUB)
    elif where == "promoted to an entry of the anchor":
        new = new.replace(QUARTZ, QUARTZ + SUB.lstrip())
    else:
        new = new.replace(
            "<!-- livedoc:id=2026-11-07#1 -->\n", "<!-- livedoc:id=2026-11-07#1 -->\n" + SUB
        )
    codes = [code for _, code, _ in guard(new, smap)]
    assert codes == ([] if "of the anchor" in where else ["PD011"])


@pytest.mark.parametrize(
    "new_date", ["2026-11-09", "2026-12-01", "2027-01-30"], ids=["days", "month", "year"]
)
def test_an_index_rows_last_date_moving_forward_is_no_text_loss(
    new_date: str, smap: SectionMap
) -> None:
    """PD012 alone rules the index rows: a date moving forward may change most digits."""
    row = "| 2611.04417 | Paxos-Serve | §1.1 | 2026-11-02 | 2026-11-02 |"
    new = edited((row, row[: -len("2026-11-02 |")] + new_date + " |"))
    assert guard(new, smap) == []
    backwards = edited((row, row[: -len("2026-11-02 |")] + "2026-10-29 |"))
    assert [code for _, code, _ in guard(backwards, smap)] == ["PD012"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("| Lumen | 3.8 s | 官方数据 |", "| Lumen | 12.75 s | 官方数据 |"),
        ("（2026-11-04）：按前缀哈希", "（2026-12-31）：按前缀哈希"),
        ("尾延迟降低 31%。", "尾延迟降低 47%。"),
    ],
    ids=["a figure in a cell", "a date in an entry", "a percentage"],
)
def test_a_number_updated_in_place_loses_nothing(old: str, new: str, smap: SectionMap) -> None:
    assert guard(edited((old, new)), smap) == []


def test_a_number_deleted_is_still_a_loss(smap: SectionMap) -> None:
    found = guard(
        edited(("| Paxos-Serve | 11 s | 论文附录 |", "| Paxos-Serve | s | 论文附录 |")), smap
    )
    assert [code for _, code, _ in found] == ["PD017"]


@given(st.text(alphabet="|:- a\\\t\u3000", max_size=14))
def test_the_guards_delimiter_filter_agrees_with_splitting_the_row(line: str) -> None:
    """The guard tells a delimiter row by its characters first, then by its cells: the same
    answer as splitting every row."""
    from patcher.lint.guard import _delimiter
    from patcher.text.tables import is_delimiter_row, split_row

    assert _delimiter(line) == is_delimiter_row(split_row(line))
