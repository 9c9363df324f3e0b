"""Adversarial pass 13 (tests/data/adversarial13): wrong continuations taken by the paths that
take one (a relation line's continuation wording, keys several entries cite, a maker's name),
each fixed at its cause; the wordings and names here are new, not the pass's inputs."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.output.report import ApplyReport
from patcher.text.source import Source

DOC = """# 智能体栈

## §1.1 框架与运行时

- **Brindle Coder**（Brindle Labs）— 编码智能体，支持多仓库。
- **Brindle Host**（Brindle Labs）— 推理服务；见 https://digest.example.net/issues/112 。
- **Sluicegate**（Ferro Systems）— MCP 网关，统一鉴权。

## §1.2 工具与协议

- **Quokka Desk**（Aldous）— 桌面智能体；依赖 Marmot FS（受 marmot-dev/marmot-fs#77 影响）。
- **Marmot FS** — 文件系统 MCP 服务器，github.com/marmot-dev/marmot-fs。

## §1.3 评测

## §1.4 可靠性
"""


def _action(
    title: str, relation: str = "", source: str = "inbox/x.md", point: str = "见来源"
) -> api.Action:
    return _applied(title, relation, source, point).actions[0]


def _applied(
    title: str, relation: str = "", source: str = "inbox/x.md", point: str = "见来源"
) -> ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    section = "§1.2 工具与协议" if "marmot" in title else "§1.1 框架格局"
    brief = (
        "inference · E1 预消化简报(2026-12-10)\n二、增量条目\n"
        f"增量 1：{title}（⭐⭐⭐）\n来源：{source}\n要点：\n- {point}\n可信度：高\n"
        f"与活文档现有脉络的关系：{relation or '无'}\n建议归入章节：{section}\n"
    )
    return api.apply([Source("b.txt", brief.encode())], Source("d.md", DOC.encode()), smap)


def _updated_under(report: ApplyReport) -> str:
    """The line of the document right before the first line the diff adds (the entry an
    update goes under)."""
    before = ""
    for line in report.diff.splitlines()[2:]:
        if line.startswith("+"):
            return before
        if line.startswith(" "):
            before = line
    return before


def test_a_relation_line_calling_the_increment_a_new_thing_continues_nothing() -> None:
    """A13 W1: `Hopwright 1.0 开源` with `跟进 Lodestar Agent 条目时发现的同类新项目` (`再次确认 X…；
    本条为新项目`, `…；新产品`, `…，新玩家`, `a new product`) continued the entry the line names:
    a line whose last word says the increment is a new product or project asks for its own."""
    for relation in (
        "接续 Brindle Coder 条目时看到的同类新项目",
        "再次确认 Brindle Coder（对照）；本条为新产品",
        "update to the Brindle Coder entry's landscape; a new project",
    ):
        action = _action("Tamarind 0.3 开源", relation)
        assert action.action == "inserted", (relation, action.matched)
    renamed = _action(
        "Brindle Coder 更名为 Brindle Code", "Brindle Coder 条目更新——产品更名，非新产品"
    )
    assert renamed.action == "updated" and "Brindle Coder" in (renamed.matched or "")


def test_an_entrys_later_rival_is_no_follow_up_of_the_entry() -> None:
    """A13 W1: `Lodestar Agent 条目的后续竞品` (a rival that came after it) read as `X 条目的后续`."""
    rival = _action("Tamarind 0.3 开源", "Brindle Coder 条目的后续对手")
    assert rival.action == "inserted", rival.matched
    follow = _action("Brindle Coder 计划模式上线", "Brindle Coder 条目的后续")
    assert follow.action == "updated", follow


def test_an_issue_an_entry_cites_as_background_is_its_repositorys_entrys() -> None:
    """A13 W2: `osprey-dev/osprey-mcp#45 修复` went to the entry citing the issue as a dependency's
    (`依赖 Osprey MCP（受 osprey-dev/osprey-mcp#45 影响）`), beside the entry linking the
    repository; the key, cited by the title and a point, also counted twice."""
    report = _applied(
        "marmot-dev/marmot-fs#77 修复：软链接逃逸",
        source="https://github.com/marmot-dev/marmot-fs/pull/78",
        point="marmot-dev/marmot-fs#77 已由 PR #78 关闭",
    )
    assert "Quokka" not in _updated_under(report), report.diff


def test_a_page_an_entrys_lead_cites_is_not_another_products_news() -> None:
    """A13 W3: a newsletter issue an entry's lead cites (`见 https://news.example.com/weekly/…`)
    made `Hopwright 1.0 开源` and `Lodestar Review 1.0 开源` (another product of the entry's
    first word) news of that entry; the entry's own news citing it still is."""
    source = "https://digest.example.net/issues/112"
    for title in ("Tamarind 0.3 开源", "Brindle Review 1.0 开源"):
        action = _action(title, source=source)
        assert action.action == "inserted", (title, action.matched)
    own = _action("Brindle Host 2.0 发布", source=source)
    assert own.action == "updated" and "Brindle Host" in (own.matched or ""), own.matched


def test_a_maker_after_a_dash_is_the_named_things_maker() -> None:
    """A13 W4: `Tollgate 0.1 发布 — Harrow Labs 的计费代理` continued `**Tollgate**（Pike
    Systems）`: the maker the apposition gives is another than the entry's."""
    other = _action("Sluicegate 0.2 发布 — Ornate Labs 的日志代理")
    assert other.action == "inserted", other.matched
    same = _action("Sluicegate 0.2 发布 — Ferro Systems 的新版本")
    assert same.action == "updated", same


RELEASES = """# 语音模型

说明：每个版本一条（`- 「名称 版本」· 厂商 — 说明`）；同一版本的后续写成该条子要点。

## §1.1 模型

- 「Corax Voice 3」· Corax AI — 语音合成模型。
- 「Corax Voice 2」· Corax AI — 上一代。

## §1.2 部署

## §1.3 评测

## §1.4 可靠性
"""


def test_an_edition_of_a_release_is_an_entry_where_every_release_is() -> None:
    """A13 W5: `Sable Vision 2 Pro 发布` (and `Tern Serve 2.2 Pro released`) continued the entry
    `Sable Vision 2` in a document of one entry per release: an edition word after the release
    names another model of it; in a document without that rule it stays the release's news."""
    smap = load_map(find_map(None, Path("/nonexistent")))

    def action(doc: str, title: str) -> api.Action:
        brief = (
            "inference · E1 预消化简报(2026-12-10)\n二、增量条目\n"
            f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/x.md\n要点：\n- 见来源\n可信度：高\n"
            "与活文档现有脉络的关系：无\n建议归入章节：§1.1 框架格局\n"
        )
        report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
        return report.actions[0]

    assert action(RELEASES, "Corax Voice 3 Turbo 发布").action == "inserted"
    assert action(RELEASES, "Corax Voice 3 多说话人上线").action == "updated"
    plain = RELEASES.replace(
        "说明：每个版本一条（`- 「名称 版本」· 厂商 — 说明`）；同一版本的后续写成该条子要点。", ""
    )
    assert action(plain, "Corax Voice 3 Turbo 发布").action == "updated"


def test_a_page_several_entries_cite_is_no_ones_key() -> None:
    """A13 W3 (its guard): a leaderboard page two release entries cite (`2nd on …/latency`)
    stays a possibility for each: `Teasel 1.5 tops the board` is no news of `Teasel 1.4`."""
    doc = (
        "# Engines\n\nOne entry per release.\n\n## §1.1 Engines\n\n"
        "- **Osier 2.0** (Osier Labs) — engine; 3rd on https://ranks.example.com/board/p99\n"
        "- **Teasel 1.4** — engine; 5th on https://ranks.example.com/board/p99\n\n"
        "## §1.2 Routing\n\n## §1.3 Benchmarks\n\n## §1.4 Reliability\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = (
        "inference · E1 预消化简报(2026-12-10)\n二、增量条目\n"
        "增量 1：Teasel 1.5 tops the board（⭐⭐⭐）\n来源：https://ranks.example.com/board/p99\n"
        "要点：\n- first place\n可信度：高\n与活文档现有脉络的关系：无\n建议归入章节：§1.1 框架格局\n"
    )
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    assert report.actions[0].action == "inserted", report.actions[0].matched
