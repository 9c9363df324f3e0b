"""An entry led by an abbreviation that is not the initials of the name in the brackets after
it (`**HRS**（Heron Scheduler）`, `**FLR Enterprise**（Fulmar Runtime Enterprise）`); a relation
line naming a product by its whole name and a release where an edition shares that name
(`已有 X 2.0.3；本条是其 2.1.0 版本更新` beside `X Enterprise`); a board's round whose
relation line names the product beside the board (heldout155). Names here are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.evidence import abbreviations, relations
from patcher.text.source import Source
from tests.conftest import brief_text, increment

ZH = (
    "# notes\n\n> 约定：条目以缩写开头，版本发布写成该产品条目下的日期子条目。\n\n"
    "## §1.1 推理引擎\n\n"
    "- **BWR**（Brantwood Runtime）：Brantwood Labs 的开源推理服务器，当前 2.0.3。来源：github.com/brantwood-labs/brantwood\n"
    "- **BWR Enterprise**（Brantwood Runtime Enterprise）：BWR 的商业版，多租户配额，当前 2.0-ent。\n"
    "- **QMR**（Quillmore Router）：多模型请求路由，当前 0.6。\n\n"
    "## §1.2 调度\n\n## §1.3 显存\n\n## §1.4 评测\n"
)
EN = (
    "# notes\n\n> Conventions: one entry per product; scores live under the products.\n\n"
    "## §1.1 Engines\n\n"
    "- **Brantwood Runtime (BWR)** — Brantwood Labs' open-source serving engine; current 2.0.\n"
    "- **Brantwood Runtime Enterprise (BWR-E)** — the commercial edition; current 2.0-ent.\n\n"
    "## §1.2 Scheduling\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n\n"
    "- **Tollbridge Bench (TBB)** — long-context latency benchmark, monthly board.\n"
)


def _action(doc: str, title: str, relation: str = "", section: str = "§1.1") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    extra = f"与活文档的关系：{relation}\n" if relation else ""
    brief = brief_text(increment(1, title, section=section, extra=extra))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_a_bracketed_name_the_abbreviation_shortens_is_the_entrys_name() -> None:
    lead = "**QMR**（Quillmore Router）：多模型请求路由"
    assert abbreviations.bracketed_shortened(lead, "QMR") == ("Quillmore Router",)
    edition = "**BWR Enterprise**（Brantwood Runtime Enterprise）：商业版"
    assert abbreviations.bracketed_shortened(edition, "BWR Enterprise") == (
        "Brantwood Runtime Enterprise",
    )
    assert not abbreviations.bracketed_shortened("**QMR**（Tessel Engine）：路由", "QMR")
    assert not abbreviations.bracketed_shortened("**QMR**（Quillmore Router）", "Quillmore")
    found = _action(ZH, "Quillmore Router 0.7 — 新增权重感知路由")
    assert found.action == "updated" and found.line == 10, found  # (under QMR)
    ent = _action(ZH, "Brantwood Runtime Enterprise 2.1 上线：多租户隔离")
    assert ent.action == "updated" and ent.line == 9, ent  # (under BWR Enterprise)


def test_a_release_of_it_said_with_its() -> None:
    said = "已有 Brantwood Runtime 2.0；本条是其 2.1.0 版本更新"
    assert relations.RELEASE_OF_IT.search(said)
    assert not relations.RELEASE_OF_IT.search(
        "已有 Brantwood Runtime 2.0；本条是其 2.1.0 版本的竞品"
    )


def test_a_products_whole_name_and_release_is_not_its_editions() -> None:
    relation = "已有 Brantwood Runtime 2.0；本条是其 2.1.0 版本更新"
    found = _action(EN, "Brantwood v2.1 发布 — 分块预填充默认开启", relation)
    assert found.action == "updated", found
    assert found.line == 8, found  # (under `Brantwood Runtime (BWR)`, not its edition)


def test_a_round_whose_relation_line_names_the_product_beside_the_board() -> None:
    relation = "活文档已有 Tollbridge Bench 与 Brantwood Runtime 条目"
    title = "Tollbridge Bench 榜单 — BWR 2.1 长上下文 p99 最低"
    found = _action(EN, title, relation, "§1.4")
    assert found.action == "updated" and "Brantwood Runtime (BWR)" in (found.matched or ""), found
    alone = _action(EN, title, "活文档已有 Tollbridge Bench 条目", "§1.4")
    assert "Brantwood" not in (alone.matched or ""), alone


CURRENT = (
    "# notes\n\n> Conventions: one entry per product, releases as dated sub-bullets.\n\n"
    "## §1.1 Engines\n\n"
    "- **Wexford Batcher (WXB)** — Wexford Labs' cluster batcher; current 0.6.\n\n"
    "## §1.2 Scheduling\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n"
)


def test_a_short_name_and_the_release_after_the_current_one() -> None:
    found = _action(CURRENT, "WXB 0.7 — 新增 SLO 分级准入", section="")
    assert found.action == "updated" and "current 0.6" in (found.matched or ""), found
    jump = _action(CURRENT, "WXB 0.9 — 新增 SLO 分级准入", section="")
    assert jump.action == "inserted", jump  # (not the release after 0.6: a possibility)
