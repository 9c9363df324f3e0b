"""A rename a title states (`A 更名为 B`, `A renamed to B`: later titles find A's entry by B),
and a section where the editor keeps releases apart (`Harbor 2.2`, `Harbor 2.3`): there, an
entry named by its product alone that records an earlier release line (`「Cobalt」…（0.8：…）`)
stands for that release, and a new release line is a new entry (`possibly continues`)."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.plan.evidence import names_of
from patcher.text.source import Source

from .conftest import brief_text, increment


def run(doc: str, brief: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


APART = """# 推理编志

## §1.1 框架格局

- 「Tolland 2.2」· 引擎发布 — 连续批处理重写（2026-10-02）
- 「Tolland 2.3」· 引擎发布 — 权重热切换（2026-11-20）
- 「Gannet」· WebGPU 运行时 — 浏览器端推理（0.8：M3 上 34 tok/s）
- 「Skiff Gateway」· 推理网关 — 多租户网关
  - 〔10-19〕0.9：Prometheus 导出
- 「Fjordling」· 路由网关 — OpenAI 兼容入口（2026-09-28）

## §1.2 推理调度

- 「Keelson」· 调度器 — SLO 感知批调度（0.7：按租户预算）

## §1.3 KV Cache

- 「Strake」· KV 卸载 — 分层卸载库

## §1.4 推理可靠性与可观测性

- 「Auklet 事故复盘」· 事故 — 跨区配置变更导致 5xx
"""


def _night(title: str, section: str = "§1.1 框架格局") -> str:
    return brief_text(increment(1, title, section), date="2026-12-09")


def test_a_new_release_line_is_new_where_releases_are_kept_apart() -> None:
    for title in ("Gannet 0.9 — WebGPU 子组支持", "Skiff Gateway 1.0 GA — 按模型路由"):
        action = run(APART, _night(title)).actions[0]
        assert action.action == "inserted", title
        assert "possibly-continues" in action.flags
        assert "one entry per release" in action.possibly


def test_counter_examples_that_still_continue() -> None:
    # a patch of the line the entry records
    assert run(APART, _night("Gannet 0.8.1 — 修复 Safari 崩溃")).actions[0].action == "updated"
    # an entry recording no release line (the editor keeps it for the product)
    assert run(APART, _night("Fjordling 1.4 — 成本路由")).actions[0].action == "updated"
    # a section where no product's releases are kept apart
    night = _night("Keelson 0.8 — 抢占式调度", "§1.2 推理调度")
    assert run(APART, night).actions[0].action == "updated"
    # a document keeping releases apart nowhere: the product's entry takes the release
    single = APART.replace("- 「Tolland 2.2」· 引擎发布 — 连续批处理重写（2026-10-02）\n", "")
    assert run(single, _night("Gannet 0.9 — WebGPU 子组支持")).actions[0].action == "updated"


def test_releases_kept_apart_under_one_sub_heading_say_nothing_of_its_neighbours() -> None:
    """heldout45: `### 版本跟踪（每版一条）` keeps `SGLang 0.6.2` and `0.6.3` apart; `### 推理引擎`
    beside it in the same section keeps one entry per product (`vLLM`, recording `v0.30.0`):
    `vLLM v0.31.0 发布` continues vLLM. Under the group that keeps releases apart, a product
    entry recording another line stands for that release, as before."""
    grouped = APART.replace(
        "- 「Tolland 2.2」",
        "### 发布跟踪（每版一条）\n\n- 「Tolland 2.2」",
    ).replace("- 「Gannet」", "### 运行时\n\n- 「Gannet」")
    assert run(grouped, _night("Gannet 0.9 — WebGPU 子组支持")).actions[0].action == "updated"
    together = grouped.replace("### 运行时\n\n", "")
    assert run(together, _night("Gannet 0.9 — WebGPU 子组支持")).actions[0].action == "inserted"


def test_the_release_lines_an_entry_records() -> None:
    assert versions.lines_recorded(["「Gannet」…（0.8：M3 上 34 tok/s）"]) == {(0, 8)}
    assert versions.lines_recorded(["  - 〔10-19〕0.9：导出", "- v1.2: GA"]) == {(0, 9), (1, 2)}
    assert not versions.lines_recorded(["（2026-09-28）", "吞吐 1.3× 提升", "p99 2.5 s"])


def test_a_rename_the_title_states_gives_the_new_name() -> None:
    for title, new in (
        ("Skiff Gateway 更名为 Halberd Gateway(12-08 起)", "Halberd Gateway"),
        ("Orbwright renamed to Weftling — 0.5 release", "Weftling"),
        ("Orbwright 更名为 Weftling —— 0.5 版 WebGPU 运行时", "Weftling"),
    ):
        assert versions.renamed_to(title) == new, title
        assert f"name:{new.replace(' ', '').casefold()}" in names_of(title).keys
    assert versions.renamed_to("Skiff Gateway 1.0 GA") is None
    assert not names_of("Skiff Gateway 更名为 Halberd Gateway").others  # the new name is its own


PER_PRODUCT = """# Field notes

## §1.1 框架格局

+ Skiff Gateway (Mizzen Inc) — OpenAI-compatible gateway — 多租户推理网关
+ Orbwright (Tangle Systems) — WebGPU in-browser runtime, 0.4 — 浏览器端运行时

## §1.2 推理调度

+ Keelson (Marrow Labs) — SLO-aware batch scheduler

## §1.3 KV Cache

+ 「Strake」· KV 卸载 — 分层卸载库

## §1.4 推理可靠性与可观测性

+ 「Auklet 事故复盘」· 事故 — 跨区配置变更导致 5xx
"""


def test_the_renamed_products_next_release_finds_its_entry() -> None:
    first = run(PER_PRODUCT, _night("Orbwright 更名为 Weftling —— 0.5 版 WebGPU 运行时"))
    assert first.actions[0].action == "updated"
    later = run(
        first.new_text.render(),
        brief_text(
            increment(1, "Weftling 0.6 —— WebGPU + WebNN 双后端", "§1.1 框架格局"),
            date="2026-12-19",
        ),
    )
    assert later.actions[0].action == "updated"
    # a title naming the new name without saying it is a rename is read as before
    other = run(PER_PRODUCT, _night("Halberd Gateway 1.0 GA —— 按模型路由"))
    assert other.actions[0].action == "inserted"


# A preamble logging one section per minor release and the others per product, in words the
# release rules had no phrase for (heldout102: `logged per minor release`, `Each `X.Y` release
# is its own entry`); the engines' entries are wiki links.
PER_MINOR = """# inference living doc

House rules:

* **Engines (§1.1) are logged per minor release.** Each `X.Y` release is its own entry:
  `- [[Engine]] X.Y · Maker — what changed`; patches are nested under it.
* **Everything else (§1.2–§1.4) is logged per product**, whatever the version.

## §1.1 框架格局

- [[Marlinspike]] 3.1 · Rope Labs — paged attention rewrite
- [[Marlinspike]] 3.2 · Rope Labs — speculative decoding
- [[Cleat]] 0.9 · Cleat Org — Rust serving core

## §1.2 推理调度

- [[Bollard]] · Dock AI — SLO-aware batch scheduler

## §1.3 KV Cache

## §1.4 推理可靠性与可观测性
"""


def test_a_preamble_logging_a_section_per_minor_release() -> None:
    assert versions.release_entry_sections(PER_MINOR) == frozenset({"§1.1"})
    assert versions.stated_unit(PER_MINOR, "§1.1") == "release"
    assert versions.stated_unit(PER_MINOR, "§1.2") == ""


def test_the_next_minor_release_of_an_engine_a_night_launched_is_a_new_entry() -> None:
    first = run(PER_MINOR, _night("Hawser 检索代理 0.1 开源 — 多轮检索"))
    assert first.actions[0].action == "inserted"
    doc = first.new_text.render()
    later = run(doc, _night("hawser v0.2：支持多卡张量并行"))
    assert later.actions[0].action == "inserted"
    assert "one entry per release" in later.actions[0].possibly
    # a patch of the launched release stays on its entry
    assert run(doc, _night("Hawser 0.1.1 — 兼容 CUDA 12.6")).actions[0].action == "updated"
    # the editor's own per-product section is not per release
    night = _night("Bollard 2.0 — 抢占式调度", "§1.2 推理调度")
    assert run(PER_MINOR, night).actions[0].action == "updated"
