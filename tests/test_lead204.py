"""heldout204's general causes (lead204): where a preamble sends leaderboard results
(`results go to the ranked products`, `written into the history of the product they concern`)
and a board's monthly round named in a title (`X 4 月榜`); a component news from the one
repository an entry's lead links for it; a maker's Chinese name glued before a product's;
a point saying the increment is a paper's official code; a generation rule said of some kinds
only; an item asking about a product's placing on a board's round. The names and wordings
are new, not the set's."""

from __future__ import annotations

from patcher.briefing.parse import parse_text
from patcher.plan import versions
from patcher.text.source import split_text
from tests.conftest import brief_text, increment, items, run

_EN = (
    "# Serving — living document\n\n"
    "Conventions: see README. Engines and runtimes get one entry per major version line;"
    " everything else one entry per product or paper. Incidents and leaderboard results are"
    " written into the history of the product they concern. Last tidied: 2041-05-02.\n\n"
    "## §1.1 Engines, runtimes and orchestration\n\n"
    "### Glimfast 2.x\n"
    "Orrin Works · github.com/orrin-works/glimfast. GPU serving engine with paged attention.\n"
    "- 2041-03-02 — 2.1: speculative decoding on by default.\n\n"
    "### Tern 1.x\n"
    "Sablecrest · github.com/sablecrest/tern. On-device runtime for phone NPUs. Current 1.4.\n\n"
    "### Fogbank\n"
    "Pellmar Cloud. Multi-region inference gateway: routing, quotas, canaries. Current 1.4.\n\n"
    "### Harrow\n"
    "Quenby Systems · github.com/quenby-sys/harrow (with its KV transfer library Skiplane,"
    " github.com/quenby-sys/skiplane).\nPrefill/decode disaggregation orchestrator.\n"
    "- 2041-03-20 — Skiplane 0.9: RDMA transfer of KV blocks.\n\n"
    "### Wickline\n"
    "Dunmore Labs · github.com/dunmore-labs/wickline; built on Pebblecast, github.com/"
    "tollan-io/pebblecast.\nRequest router for serving fleets.\n\n"
    "### Tallyrun\n"
    "tallyrun.io, community-run monthly throughput leaderboard on fixed nodes. This entry\n"
    "records methodology only; results go to the ranked products.\n\n"
    "## §1.2 Scheduling\n\n"
    "### Dovetail\n"
    "arXiv:3902.11873. SLO-aware batching scheduler.\n\n"
    "## §1.3 KV cache\n\n"
    "### Loamkv\n"
    "arXiv:3903.04411. Layer-wise KV eviction during decoding.\n\n"
    "## §1.4 Reliability and observability\n\n"
    "### Lanternlog\n"
    "Tracing SDK for inference with per-token spans.\n\n"
    "## To verify\n\n"
    "- 2041-04-20 — a rumour.\n"
)

_ZH = (
    "# 推理 · 活文档\n\n"
    "> 编辑约定见 README。一产品一条，版本写成条目下的带日期子项。\n\n"
    "## §1.1 框架格局\n\n"
    "- **Brightwing**（青澜智能，github.com/qinglan-ai/brightwing）：国产推理引擎，适配多家加速卡。\n"
    "  - 2041-03-01：2.0 发布。\n"
    "- **Moorhen**（Tessaly，github.com/tessaly/moorhen）：端侧推理运行时。\n\n"
    "## §1.2 推理调度\n\n"
    "- **Dovetail**（arXiv:3902.11873）：SLO 感知批调度。\n\n"
    "## §1.3 KV Cache\n\n"
    "- **Loamkv**（arXiv:3903.04411）：解码期逐层 KV 驱逐。\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- **Lanternlog**：推理追踪 SDK。\n"
)


def _one(doc: str, block: str) -> tuple[str, str]:
    report = run(doc, brief_text(block, date="2041-05-04"))
    [action] = report.actions
    return action.action, action.matched or ""


def _sourced(title: str, source: str, section: str = "§1.1") -> str:
    return (
        f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/x.md §1；{source}\n要点：- 要点一 - 要点二\n"
        f"可信度：高\n建议归入章节：{section}"
    )


def test_preamble_and_board_wordings_sending_results_to_products() -> None:
    """`results go to the ranked products` and `… are written into the history of the
    product they concern` file scores under the product; a denial or a release does not."""
    assert versions.states_scores_under_product(
        "This entry records methodology only; results go to the ranked products."
    )
    assert versions.states_scores_under_product(
        "Incidents and leaderboard results are written into the history of the product they"
        " concern."
    )
    assert not versions.states_scores_under_product("Results do not go to the products.")
    assert not versions.states_scores_under_product("Releases go to the product entry.")


def test_a_boards_monthly_round_goes_on_the_ranked_product() -> None:
    """`Tallyrun 4 月榜 — Glimfast 2.3 升至吞吐第一` where results go to the ranked products:
    the product's major line, not the board's entry."""
    action, matched = _one(
        _EN, increment(1, "Tallyrun 4 月榜 — Glimfast 2.3 升至吞吐第一", "§1.1 框架格局")
    )
    assert action == "updated" and "Glimfast" in matched, matched


def test_a_whole_monthly_round_is_not_read_as_one_products_placing() -> None:
    """`Tallyrun 4 月榜 — A 首次登顶，B 跌至第三` places two products: the whole round, not
    read as a product's score by its month (only `X 升至第一` is)."""
    from patcher.plan.evidence.index_scores import _one_placing

    assert _one_placing("Tallyrun 4 月榜 — Glimfast 2.3 升至吞吐第一")
    assert not _one_placing("Tallyrun 4 月榜 — Glimfast 2.3 首次登顶，Tern 1.4 跌至第三")


def test_a_component_from_the_repository_the_lead_links_for_it() -> None:
    """`Skiplane 1.0` from github.com/quenby-sys/skiplane, which `### Harrow`'s lead links
    for its transfer library: Harrow's news; a repository the lead cites as what it is built
    on is not its component."""
    action, matched = _one(
        _EN,
        _sourced(
            "Skiplane 1.0 —— 多路径 RDMA 传输",
            "github.com/quenby-sys/skiplane/releases/tag/v1.0.0",
        ),
    )
    assert action == "updated" and "Harrow" in matched, matched
    action, matched = _one(
        _EN,
        _sourced(
            "Pebblecast 3.0 —— 新的序列化格式",
            "github.com/tollan-io/pebblecast/releases/tag/v3.0.0",
        ),
    )
    assert action == "inserted", matched


def test_a_makers_chinese_name_glued_before_the_products() -> None:
    """`青澜Brightwing2.1发布` names Brightwing, its maker `青澜智能` glued before it; a
    Chinese name the lead does not give its maker is not read so."""
    action, matched = _one(
        _ZH, increment(1, "青澜Brightwing2.1发布，动态批合入主线", "§1.1 框架格局")
    )
    assert action == "updated" and "Brightwing" in matched, matched
    action, matched = _one(_ZH, increment(1, "赤焰Moorhen2.1发布，新增 NPU 后端", "§1.1 框架格局"))
    assert "its maker" not in matched, matched


def test_a_point_saying_the_increment_is_a_papers_official_code() -> None:
    """`论文 arXiv:… 的官方实现` and `Official implementation of arXiv:…` make the paper the
    increment's own; a product's implementation citing a paper does not."""
    for point in (
        "论文 arXiv:3903.04411 的官方实现",
        "Official implementation of arXiv:3903.04411",
    ):
        text = brief_text(increment(1, "loamkv 代码开源", "§1.3 KV Cache", f"- {point} - 插件"))
        assert parse_text(split_text("b.txt", text)).increments[0].primary_arxiv == "3903.04411", (
            point
        )
    text = brief_text(
        increment(1, "Glimfast 2.3 发布", "§1.1", "- 默认 KV 量化实现引用 arXiv:3903.04411 - b")
    )
    assert parse_text(split_text("b.txt", text)).increments[0].primary_arxiv is None
    action, matched = _one(
        _EN,
        increment(
            1,
            "loamkv 代码开源，附 Glimfast 插件",
            "§1.3 KV Cache",
            "- 论文 arXiv:3903.04411 的官方实现",
        ),
    )
    assert action == "updated" and "3903.04411" in matched, matched


def test_a_generation_rule_said_of_some_kinds_only() -> None:
    """`Engines and runtimes get one entry per major version line; everything else one entry
    per product`: a gateway's 2.0 continues its entry; a runtime's 2.0 is a line of its own."""
    assert versions.generation_kinds(_EN) == ("engine", "runtime")
    assert versions.generation_kinds("Engines get one entry per major version line.") == ()
    action, matched = _one(_EN, increment(1, "Fogbank 2.0 — 多区域故障转移", "§1.1"))
    assert action == "updated" and "Fogbank" in matched, matched
    action, matched = _one(_EN, increment(1, "Tern 2.0 — 统一 NPU 后端", "§1.1"))
    assert action == "inserted", matched


def test_an_item_on_a_products_placing_in_a_boards_round() -> None:
    """`Tallyrun 4 月榜 Glimfast 2.3 登顶成绩复测不一致` goes where the preamble files
    scores: the product's entry here."""
    brief = brief_text(
        increment(1, "Tern 1.5 — 新增 INT4 权重", "§1.1"), date="2041-05-04"
    ) + items(
        "矛盾/待核实 ①：Tallyrun 4 月榜 Glimfast 2.3 登顶成绩复测不一致（中风险）\n"
        "第三方复测低于榜单公布数字。\n"
    )
    (note,) = run(_EN, brief).contradictions
    assert "Glimfast" in (note.attached_to or "") + (note.matched or ""), note
