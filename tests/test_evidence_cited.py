"""A relation line that cites an earlier increment by day and number (`续立 10-06 增量 6`,
`与另一实例同日简报增量 2 是同一项工作`) continues the entry holding that increment."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.evidence import cited_increments
from patcher.text.source import Source

DOC = (
    "# Notes\n\n## §1.1 框架格局\n\n- **Wrenfield 0.4** — 单机推理服务\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n"
)


def block(n: int, title: str, relation: str = "") -> str:
    line = f"与活文档现有脉络的关系：{relation}\n" if relation else ""
    return (
        f"增量 {n}：{title}（⭐⭐⭐）\n来源：inbox/r.md\n要点：- 一点 {n} - 两点 {n}\n"
        f"可信度：高\n{line}建议归入章节：§1.2 推理调度"
    )


def brief(date: str, *blocks: str) -> str:
    return f"inference · E1 预消化简报({date})\n二、增量条目\n" + "\n".join(blocks) + "\n"


def run(doc: str, *briefs: tuple[str, str]) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    sources = [Source(name, text.encode()) for name, text in briefs]
    return api.apply(sources, Source("doc.md", doc.encode()), smap)


def test_the_cited_ids() -> None:
    date = "2026-10-12"
    assert cited_increments("与 Pim 实例同日简报增量 2 是同一项工作；本条只补充数据", date) == [
        "2026-10-12#2"
    ]
    assert cited_increments("续立 10-09 邻接 B 条目", date) == ["2026-10-09#adj-B"]
    assert cited_increments("续立 10-09 增量五", date) == ["2026-10-09#5"]
    # named as context, or without saying it continues: no citation
    assert cited_increments("与 10-09 增量 4 共同构成双锚；本条是新的方向", date) == []
    assert cited_increments("已有 Wrenfield 锚定（10-09 增量 4）", date) == []


def test_a_second_instance_restating_an_increment_under_another_name() -> None:
    first = brief("2026-10-12", block(1, "Kitefall 推测解码 — 草稿树按熵剪枝"))
    second = brief(
        "2026-10-12",
        block(
            1,
            "熵剪枝草稿树复现 — 加速 1.7×",
            "与 Pim 实例同日简报增量 1 是同一篇论文；本条只补充复现",
        ),
        block(2, "Lanternfish 批调度器", ""),
    )
    report = run(DOC, ("a.txt", first), ("b.txt", second))
    actions = {a.title.split(" ")[0]: a for a in report.actions}
    restated = actions["熵剪枝草稿树复现"]
    assert restated.action == "updated"
    assert "relation line cites 2026-10-12#1" in (restated.matched or "")
    assert actions["Lanternfish"].action == "inserted"


def test_a_later_night_citing_an_increment_by_day_and_number() -> None:
    night1 = run(DOC, ("n1.txt", brief("2026-10-12", block(3, "Kitefall 推测解码 — 熵剪枝"))))
    written = night1.new_text.render()
    later = brief("2026-10-14", block(1, "熵剪枝开源实现", "续立 10-12 增量 3 条目；补充代码"))
    (action,) = run(written, ("n2.txt", later)).actions
    assert action.action == "updated" and "cites 2026-10-12#3" in (action.matched or "")


def test_a_later_night_quoting_the_title_it_anchored() -> None:
    """heldout149: `06-08 已锚定"Wayfarer 浏览器智能体事故：批量提交表单 400 余次"；本条是该事故的
    复盘` cites the increment by its day and quoted title, not its number: the entry holding an
    increment of that day whose lead opens with that title; not without the follow-up clause,
    nor a title no entry of that day opens with."""
    from patcher.plan.evidence import anchored_titles

    date = "2026-10-14"
    said = '10-12 已锚定"Wrenfield 调度器事故：队列停滞 3 小时"；本条是该事故的复盘'
    assert anchored_titles(said, date) == [("2026-10-12", "Wrenfield 调度器事故：队列停滞 3 小时")]
    assert anchored_titles('10-12 已锚定"Wrenfield 调度器事故"；本条是新方向', date) == []
    night1 = run(
        DOC, ("n1.txt", brief("2026-10-12", block(3, "Wrenfield 调度器事故：队列停滞 3 小时")))
    )
    doc = night1.new_text.render()
    title = "Wrenfield 事故后续：官方发布队列停滞复盘"
    found = run(doc, ("n2.txt", brief(date, block(1, title, said)))).actions[0]
    assert found.action == "updated" and "2026-10-12#3" in (found.matched or ""), found
    other = said.replace("队列停滞 3 小时", "磁盘写满")
    found = run(doc, ("n2.txt", brief(date, block(1, title, other)))).actions[0]
    assert "2026-10-12#3" not in (found.matched or ""), found


def test_a_cited_number_two_instances_of_that_day_used_is_the_unsuffixed_ones() -> None:
    """heldout166: `续 11-07 增量 4 / 11-09 增量 2（…）` where both instances of 11-09 had an
    增量 2 (the second's id carries a suffix, under another entry): the entry holding the very
    id cited, not no entry at all."""
    first = brief("2026-10-12", block(2, "Kitefall 推测解码 — 熵剪枝"))
    second = brief("2026-10-12", block(2, "Lanternfish 批调度器 — 公平队列"))
    night1 = run(DOC, ("a.txt", first), ("b.txt", second))
    assert [a.action for a in night1.actions] == ["inserted", "inserted"]
    later = brief("2026-10-14", block(1, "熵剪枝开源实现", "续 10-12 增量 2（熵剪枝）；本条是代码"))
    report = run(night1.new_text.render(), ("n2.txt", later))
    (action,) = report.actions
    assert action.action == "updated" and "cites 2026-10-12#2" in (action.matched or "")
    before = report.new_text.render().split("熵剪枝开源实现")[0]
    assert before.rfind("Kitefall") > before.rfind("Lanternfish")


def test_a_cited_number_of_the_second_instance_is_its_suffixed_ones() -> None:
    """heldout166: `续 11-11 第二实例增量 3（Resonant 首发）` cites the second instance's 增量 3,
    whose id carries a suffix, not the first instance's; naming some instance, unsaid which,
    cites neither."""
    first = brief("2026-10-12", block(2, "Kitefall 推测解码 — 熵剪枝"))
    second = brief("2026-10-12", block(2, "Lanternfish 批调度器 — 公平队列"))
    written = run(DOC, ("a.txt", first), ("b.txt", second)).new_text.render()
    later = brief("2026-10-14", block(1, "公平队列开源实现", "续 10-12 第二实例增量 2（首发）"))
    report = run(written, ("n2.txt", later))
    (action,) = report.actions
    assert action.action == "updated" and "cites 2026-10-12#2" in (action.matched or "")
    before = report.new_text.render().split("公平队列开源实现")[0]
    assert before.rfind("Lanternfish") > before.rfind("Kitefall")
    some = brief("2026-10-14", block(1, "公平队列开源实现", "续 10-12 Tom 实例增量 2（首发）"))
    (action,) = run(written, ("n3.txt", some)).actions
    assert "cites" not in (action.matched or "")
