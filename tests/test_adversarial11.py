"""Adversarial pass 11 (tests/data/adversarial11): wrong decisions the rules merged this
session (a66f1b5..b4b65ed) made, each fixed at its cause: a Latin name and release in a
Chinese release's brackets that say what it is compatible with or replaces; a maker or a
technology first in a Chinese-labelled lead's brackets; a Latin-then-Chinese bracket naming
a part or people of another thing; a product's own hyphened number read as a card id; a
product entry whose lead mentions a leaderboard read as a benchmark; a title beside a
benchmark read as a score on it; a preamble filing scores under the product read as filing
them under the benchmark."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.document.identity import described_name
from patcher.plan import versions
from patcher.plan.evidence import names_of
from patcher.text.source import Source
from tests.conftest import brief_text, increment

DATA = Path(__file__).parent / "data" / "adversarial11"


def _action(doc: str, title: str, section: str, relation: str = "") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    extra = f"与活文档现有脉络的关系：{relation}\n" if relation else ""
    brief = brief_text(increment(1, title, section=section, extra=extra))
    text = (DATA / doc).read_text(encoding="utf-8")
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", text.encode()), smap)
    return report.actions[0]


def test_a_latin_release_in_brackets_is_the_name_only_where_the_brackets_close_after_it() -> None:
    """A11 N1: `鹭岛 2.5（Milvus 2.5 分支）发布` and `白鹭重排 3（Cohere Rerank 3 平替）开源`
    continued the Milvus 2.5 / Cohere Rerank 3 entries; `鲸库 2.5（Milvus 2.5 协议兼容）发布`
    left 鲸库 for Milvus 2.5."""
    for title in ("鹭岛 2.5（Milvus 2.5 分支）发布", "白鹭重排 3（Cohere Rerank 3 平替）开源"):
        assert _action("doc-zh.md", title, "§1.1").action == "inserted", title
    compatible = _action(
        "doc-zh.md", "鲸库 2.5（Milvus 2.5 协议兼容）发布", "§1.1", "已有「鲸库」条目"
    )
    assert compatible.action == "updated" and "鲸库" in (compatible.matched or "")
    named = _action("doc-en.md", "衡尺重排 1.5（Yardstick Rerank 1.5）发布", "§1.2")
    assert named.action == "updated" and "Yardstick Rerank" in (named.matched or "")
    slash = _action("doc-zh-prod.md", "鲸库3.2 / WhaleVault v3.2 发布", "§1.1")
    assert slash.action == "updated" and "WhaleVault" in (slash.matched or "")


def test_a_maker_or_a_technology_in_a_chinese_labelled_leads_brackets_is_no_name() -> None:
    """A11 N2: `「鲸库」：开源向量数据库（Moonbase AI，Apache-2.0）` went by `Moonbase AI` and
    `「雁栖」：分布式检索引擎（CUDA，Rust 实现）` by `CUDA`: `Moonbase AI 开源 Lodestar 0.1 检索框架`
    and `CUDA 13.0 发布` continued them."""
    assert described_name("「鲸库」：开源向量数据库（Moonbase AI，Apache-2.0），3.1") == ""
    assert described_name("「雁栖」：分布式检索引擎（CUDA，Rust 实现），0.8 版。") == ""
    assert described_name("**石堆**：文档切分工具（Cairnstack，MIT 许可）。") == "Cairnstack"
    for title in ("Moonbase AI 开源 Lodestar 0.1 检索框架", "CUDA 13.0 发布：新增向量检索算子"):
        assert _action("doc-zh.md", title, "§1.1").action == "inserted", title
    own = _action("doc-zh.md", "Cairnstack 0.3 发布：表格切分", "§1.2")
    assert own.action == "updated" and "Cairnstack" in (own.matched or "")


def test_a_part_or_the_people_of_another_thing_in_brackets_is_no_former_name() -> None:
    """A11 N3: `Ebbflow 0.1（原 Tessel 调度组件）独立开源` continued Tessel."""
    assert versions.former_reading("Ebbflow 0.1（原 Tessel 调度组件）独立开源") is None
    assert versions.former_reading("Ebbflow 0.1（原 Tidewater 工程师）开源") is None
    assert versions.former_reading("Ebbflow 0.5.1（原 Tidewater 潮水调度器）") == (
        "Tidewater 潮水调度器 0.5.1"
    )
    assert _action("doc-zh-rel.md", "Ebbflow 0.1（原 Tessel 调度组件）独立开源", "§1.2").action == (
        "inserted"
    )


def test_a_products_own_hyphened_number_is_no_card_id() -> None:
    """A11 N4: `TPU-300 Lumen — 检索加速卡` was read as card `TPU-300` of `Lumen`, and
    `TPU-300 Lumen 降价 30%` (its own news) became a new entry."""
    same = _action("doc-zh.md", "TPU-300 Lumen 降价 30%", "§1.1", "已有 TPU-300 Lumen 条目")
    assert same.action == "updated", same.possibly
    assert _action("doc-zh.md", "Lumen 2.0 多模态检索模型开源", "§1.2").action == "inserted"


def test_scores_under_the_benchmark_only_for_a_benchmark_and_a_score() -> None:
    """A11 N5: where the preamble files scores under the benchmark's entry, `Wisp 1.0 在 Quire
    之上取得 2 倍加速` went to Quire (a product whose lead says where it ranked) and `Quire 在
    Tallyboard 之外另建私有榜单` to Tallyboard (no score on it)."""
    beside = _action("doc-zh.md", "Wisp 1.0 在 Quire 之上取得 2 倍加速", "§1.1")
    assert beside.action == "updated" and "Wisp" in (beside.matched or "")
    own = _action("doc-zh.md", "Quire 在 Tallyboard 之外另建私有榜单", "§1.1")
    assert own.action == "updated" and "Quire" in (own.matched or "")
    scored = _action("doc-zh.md", "Quire 3.1 在 Harbor-Bench 榜单登顶 71.2", "§1.3")
    assert scored.action == "updated" and "Harbor-Bench" in (scored.matched or "")


def test_scores_filed_under_the_product_are_not_filed_under_the_benchmark() -> None:
    """A11 N6: `评测成绩写在被测产品的条目下（基准条目只记题量与版本变化）` was read as filing
    scores under the benchmark's entry: `Quire 3.1 在 Harbor-Bench 榜单登顶 71.2` went there."""
    said = "评测成绩写在被测产品的条目下（基准条目只记题量与版本变化）。"
    assert not versions.states_scores_under_benchmark(said)
    assert versions.states_scores_under_benchmark("成绩一律写在基准条目下。")
    scored = _action("doc-zh-prod.md", "Quire 3.1 在 Harbor-Bench 榜单登顶 71.2", "§1.1")
    assert scored.action == "updated" and "Quire" in (scored.matched or "")


def test_a_name_ending_in_top_keeps_its_release() -> None:
    """A11 N7: `Top 10` is no release, but `Hilltop 1.2` is one: in a document of one entry per
    minor release `Hilltop 1.3 发布` continued `Hilltop 1.2 — …` (read as the product's entry)."""
    assert names_of("Hilltop 1.2").version
    assert names_of("Warden Top 10").version == ()
    assert _action("doc-zh-minor.md", "Hilltop 1.3 发布", "§1.1").action == "inserted"
    patch = _action("doc-zh-minor.md", "Hilltop 1.2.1 补丁", "§1.1", "已有 Hilltop 1.2 条目")
    assert patch.action == "updated" and "Hilltop 1.2" in (patch.matched or "")


def test_a_release_goes_beside_its_products_releases_not_beside_an_incident_in_one() -> None:
    """A11 N8: `Quayside 0.9 发布`, no section suggested, went to §1.4 beside `Quayside 0.8
    队列积压事故（04-02）`, an incident in a release (the only entry writing a Quayside release)."""
    smap = load_map(find_map(None, Path("/nonexistent")))
    text = (DATA / "doc-zh-minor.md").read_text(encoding="utf-8")
    for title, points in (
        ("Quayside 0.9 发布", "- 队列式任务调度器新版本"),
        ("Gantry 1.1", "- 网关"),
    ):
        unsuggested = increment(1, title, points=points).rsplit("\n", 1)[0]  # (no 建议归入章节)
        brief = Source("b.txt", brief_text(unsuggested).encode())
        placed = api.apply([brief], Source("d.md", text.encode()), smap).actions[0]
        assert placed.action == "inserted" and placed.anchor == "§1.2", (title, placed.anchor)


def test_a_preamble_excepting_advisories_does_not_file_them_under_the_product() -> None:
    """A11 N9: `除安全公告外，任何后续消息都写在该产品条目下` filed advisories under the product:
    `缓存投毒 CVE-2030-7002 — Wisp 1.0 缓存键可碰撞` (an advisory led by the flaw's Chinese name,
    read since this session) continued Wisp; `CVE-2030-7001 — Wisp 1.0 …` did already."""
    assert not versions.states_advisories_under_entry(
        "除安全公告外，任何后续消息都写在该产品条目下。"
    )
    assert not versions.states_advisories_under_entry(
        "Later news of any kind, except security advisories, goes under the product's entry."
    )
    assert versions.states_advisories_under_entry("任何后续消息都写在该产品条目下。")
    for title in (
        "缓存投毒 CVE-2030-7002 — Wisp 1.0 缓存键可碰撞",
        "CVE-2030-7001 — Wisp 1.0 语义缓存投毒",
    ):
        advisory = _action("doc-zh-adv.md", title, "§1.4")
        assert advisory.action == "inserted" and advisory.anchor == "§1.4", title
    release = _action("doc-zh-adv.md", "Wisp 1.1 发布", "§1.1")
    assert release.action == "updated"
