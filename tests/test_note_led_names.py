"""A 矛盾/待核实 item goes on the entry it is about when its title names that entry another
way: led by the entry's name and a release, a benchmark or backend named after it (`Corvina-VL
2.5 ChartQA-Hard 分数`), the release's own entry where the name is another release's alias; a
Latin name spelt apart (`Kai Lan TTS` for `KaiLan TTS`); a Chinese name the document lacks,
the problem leading with the entry's name; a maker left out (`Dynamo 1.3` of `NVIDIA Dynamo
1.3`); a bare issue number after a name spelt without the repository's hyphen. And it stays
off an entry a quoted claim or another name would wrongly give it."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.contradictions import NoteAction
from patcher.text.source import Source

from .conftest import brief_text, increment, items

DOC = (
    "# Inference\n\n## §1.1 框架格局\n\n"
    "* **Corvina-VL**（科维纳，Corvid AI）：视觉语言模型家族，开放 7B 权重\n"
    "* **ChartQA-Hard** — 图表问答基准，1,200 题\n"
    "* **Brisa** — 推理引擎，PagedAttention\n"
    "* **Tarn** — 推理引擎，前缀复用\n"
    "* **Ferrite v1.8** — ferrite-ai — Rust single-binary server; adds a Metal backend\n"
    "* **KaiLan TTS 2.1 — 方言扩展到 14 种** ⭐⭐⭐（2027-08-03）：新增 5 种方言\n"
    "* **NVIDIA Dynamo** — 集群级分布式推理编排层\n"
    "* **Beacon-Rerank 2** — 双语重排模型，8K 文档\n\n"
    "## §1.2 推理调度\n\n* **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n\n"
    "## §1.3 KV Cache\n\n* **Quiver DB** — Rust 向量数据库，带 serverless 层\n\n"
    "## §1.4 可靠性\n\n"
)


def run(doc: str, brief: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


def _one(doc: str, brief: str) -> NoteAction:
    (note,) = run(doc, brief).contradictions
    return note


def _brief(item: str, *incs: str) -> str:
    incs = incs or (increment(1, "Sandcastle — 浏览器沙箱"),)
    return brief_text(*incs, date="2027-08-06") + items(item)


def test_an_item_led_by_an_entry_and_a_release_naming_a_benchmark_after_it() -> None:
    note = _one(
        DOC,
        _brief("矛盾/待核实 ①：Corvina-VL 2.5 ChartQA-Hard 分数（低风险）\n三个数字互不一致。\n"),
    )
    assert "Corvina-VL" in (note.attached_to or ""), note
    # listed side by side, or compared: about both, the 待核实 section
    listed = _brief("矛盾/待核实 ①：Corvina-VL 2.5、ChartQA-Hard 分数（低风险）\n")
    assert "Corvina-VL" not in (_one(DOC, listed).attached_to or "")
    compared = _brief("矛盾/待核实 ①：Corvina-VL 2.5 与 ChartQA-Hard 的对比口径（低风险）\n")
    assert _one(DOC, compared).attached_to == "verify"


def test_the_release_named_goes_to_that_releases_entry_not_the_alias_holder() -> None:
    doc = DOC.replace(
        "* **Corvina-VL**（科维纳，Corvid AI）：视觉语言模型家族，开放 7B 权重\n",
        "* [Corvina-VL 2](https://corvid.ai/cv-2) — Corvid AI's VLM (Chinese name 科维纳-VL)\n"
        "* [Corvina-VL 2.5](https://corvid.ai/cv-2-5) — video input up to 10 min\n",
    )
    note = _one(doc, _brief("矛盾/待核实 ①：科维纳-VL 2.5 ChartQA-Hard 分数（低风险）\n"))
    assert "Corvina-VL 2.5" in (note.attached_to or ""), note


def test_a_quoted_claim_of_an_increment_yields_to_the_entry_the_title_leads_with() -> None:
    tarn = increment(1, "Tarn 0.8 —— 默认分离式预填充", points="- 默认分离式预填充 - 新调度器")
    brief = _brief(
        '矛盾/待核实 2：Brisa 0.4 "默认分离式预填充" 与 release notes 不符（中风险）\n', tarn
    )
    assert _one(DOC, brief).attached_to != "2027-08-06#1"
    # led by the increment's own name: its increment
    own = brief.replace("Brisa 0.4", "Tarn 0.8")
    assert _one(DOC, own).attached_to == "2027-08-06#1"


def test_a_latin_name_spelt_apart_finds_its_entry() -> None:
    note = _one(
        DOC, _brief("矛盾/待核实 3：Kai Lan TTS 2.1 音色克隆被用于仿冒客服电话的报道（中风险）\n")
    )
    assert "KaiLan TTS 2.1" in (note.attached_to or ""), note
    other = _brief("矛盾/待核实 3：Kai Lan TTS 2.2 音色克隆被用于仿冒客服电话的报道（中风险）\n")
    assert "KaiLan TTS 2.1" not in (_one(DOC, other).attached_to or "")


def test_a_problem_leading_with_an_entrys_name_when_the_title_names_none() -> None:
    item = (
        "矛盾/待核实 ②：铁素 Metal 后端吞吐两源不一致（中风险）\n"
        "- 问题：Ferrite v1.8 Metal 后端在 M5 Max 上的吞吐，README 写 48 tok/s，实测 31 tok/s\n"
    )
    note = _one(DOC, _brief(item))
    assert "Ferrite v1.8" in (note.attached_to or ""), note
    # the problem shares nothing with the title: no evidence it is that entry's
    unrelated = item.replace("Metal 后端在 M5 Max 上的吞吐", "许可证条款")
    assert _one(DOC, _brief(unrelated)).attached_to == "verify"


def test_a_maker_left_out_of_the_increments_name() -> None:
    dynamo = increment(1, "NVIDIA Dynamo 1.3 — KV 路由感知 LoRA")
    brief = _brief(
        "矛盾/待核实 1：Dynamo 1.3 发布日期：tag 为 7-05，博客写 7-08（低风险）\n", dynamo
    )
    note = _one(DOC, brief)
    assert note.attached_to == "2027-08-06#1", note
    assert note.matched == 'names "NVIDIA Dynamo 1.3" without its maker', note
    # another release: not that increment
    assert _one(DOC, brief.replace("Dynamo 1.3 发布日期", "Dynamo 1.2 发布日期")).matched != (
        'names "NVIDIA Dynamo 1.3" without its maker'
    )


def test_a_bare_issue_number_after_a_name_spelt_without_the_hyphen() -> None:
    quiver = increment(
        1, "Quiver DB HNSW 并发 upsert 下召回骤降（quiverly/quiver-db#4471）", "§1.4 可靠性"
    )
    brief = _brief("矛盾/待核实 ①：QuiverDB #4471 是否影响 serverless 层（中风险）\n", quiver)
    note = _one(DOC, brief)
    assert note.attached_to == "2027-08-06#1", note
    assert note.matched == "gh:quiverly/quiver-db#4471", note


def test_an_item_led_by_its_increments_new_name_stays_with_the_increment() -> None:
    renamed = increment(1, "Beacon-Rerank 更名 Lumen-Rerank，Lumen-Rerank 3 同步发布")
    item = "矛盾/待核实 1：Lumen-Rerank 3 是否兼容 Beacon-Rerank 2 的打分 API（中风险）\n"
    note = _one(DOC, _brief(item, renamed))
    # the increment's new entry, by its id or (since it goes by `Lumen-Rerank 3`) by its lead
    new = note.attached_to == "2027-08-06#1" or "Beacon-Rerank 更名 Lumen-Rerank" in (
        note.attached_to or ""
    )
    assert new and "Beacon-Rerank 2" not in (note.attached_to or ""), note


RESOLVED_DOC = DOC.replace(
    "* **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n",
    "* **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n"
    "* **QuillX — 图编译器首发 0.1** ⭐⭐⭐（2027-08-01）：融合推理图\n"
    "  * ⚠️ 待核实（中风险）：待作者确认 <!-- livedoc:id=2027-08-01#c2 -->\n"
    "* **Lattix Spec — 投机解码库，声称 4× 解码加速** ⭐⭐⭐（2027-08-03）：统一验证器接口\n"
    "  * ⚠️ 待核实（🟡）：Lattix Spec 4× 加速未说明 batch 与草稿模型 <!-- livedoc:id=2027-08-03#c1 -->\n",
)


def test_a_resolution_goes_under_the_named_entrys_one_open_note() -> None:
    item = (
        "矛盾/待核实 ②：已核实：Lattix Spec 的 4× 加速（中风险）\n"
        "- 问题：作者回复确认 4× 为 batch=1、对比 eager 基线\n"
        "- 建议：在 Lattix Spec 条目修正表述\n"
    )
    note = _one(RESOLVED_DOC, _brief(item))
    assert note.action == "resolved", note
    assert "Lattix Spec" in (note.attached_to or ""), note
    assert note.reason.endswith("under the note it resolves"), note
    # sharing no Chinese word with that note: not nested under it
    other = item.replace("Lattix Spec 的 4× 加速", "Lattix Spec 的许可证")
    unshared = _one(RESOLVED_DOC, _brief(other))
    assert not ("Lattix" in (unshared.attached_to or "") and "resolves" in unshared.reason)


ROUTERS = DOC.replace(
    "* **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n",
    "* **抢占调度综述** — 各引擎的抢占策略对照（2026-11-18）\n"
    "* **Sextant Router** — 学习式多模型路由论文\n"
    "* **Tern Router** — 按前缀亲和与队列长度路由的请求路由器\n"
    "* **Aster Serve** — 推理引擎\n"
    "  * 2026-12-23 续：Aster 更名为 Aster Engine <!-- livedoc:id=2026-12-23#1 -->\n"
    "* **QuillKV** — KV 压缩\n"
    "  * 2026-12-23 续：QuillKV 复现 <!-- livedoc:id=2026-12-23#1.3fa2c1 -->\n",
)


def test_a_comparison_whose_problem_and_note_lead_with_one_side_is_that_sides() -> None:
    item = (
        "矛盾/待核实 1：Sextant Router 与 Tern Router 的对比基准不可比（低风险）\n"
        "- 问题：Sextant Router 论文只对比 RouteLLM，未含规则式路由器\n"
        '- 建议：标注"Sextant Router 相对规则式路由优势待核实"\n'
    )
    note = _one(ROUTERS, _brief(item))
    assert "Sextant Router" in (note.attached_to or ""), note
    # the problem leads with the other side: about both, the 待核实 section
    other = item.replace("问题：Sextant Router 论文", "问题：Tern Router 博客")
    assert _one(ROUTERS, _brief(other)).attached_to == "verify"


def test_an_earlier_instances_increment_cited_by_day_and_number() -> None:
    item = "矛盾/待核实 ①：更正：12-23 Jay 实例增量 1 的 Aster 更名生效日期应为 12-28（低风险）\n"
    brief = brief_text(increment(1, "Sandcastle — 浏览器沙箱"), date="2026-12-25") + items(item)
    (note,) = run(ROUTERS, brief).contradictions
    assert "Aster Serve" in (note.attached_to or ""), note
    # two instances' increment 1 held by two entries, the item naming neither: none taken
    unnamed = brief.replace("的 Aster 更名生效日期", "的生效日期")
    (note,) = run(ROUTERS, unnamed).contradictions
    assert note.attached_to == "verify", note


def test_an_item_writing_another_release_is_not_an_entry_of_a_release_led_alike() -> None:
    doc = (  # (a document keeping an entry per release)
        "# Inference\n\n## §1.1 框架格局\n\n"
        "* **Brisa 0.3**（布里萨 0.3）：推理引擎，PagedAttention\n"
        "* **Brisa 0.4**（布里萨 0.4）：推理引擎，分离式预填充\n\n"
        "## §1.2 推理调度\n\n* **Tarn 0.7**（塔恩 0.7）：调度器\n* **Tarn 0.8**（塔恩 0.8）：调度器\n\n"
        "## §1.3 KV Cache\n\n"
        "* **Tidemark 0.4**（潮痕 0.4）：分层 KV 卸载，GPU → CPU 两级\n"
        "* **Tidemark 0.5**（潮痕 0.5）：分层 KV 卸载；0.5 版新增对象存储层（beta）\n\n"
        "## §1.4 可靠性\n\n"
    )
    item = "1) TideMark 对象存储层状态：0.5 release notes 写 beta，官方文档写 GA（🟡 中）\n"
    assert "Tidemark 0.5" in (_one(doc, _brief(item)).attached_to or "")  # (the control)
    newer = item.replace("0.5 release notes", "0.6 release notes")
    assert _one(doc, _brief(newer)).attached_to == "verify"


def test_an_item_led_by_the_latin_name_of_a_chinese_led_increment() -> None:
    """heldout72 en: `Lumiq 3 时长上限` is about that night's `流萤 Lumiq 3 正式发布`, not
    the entry of an older release (`Lumiq 2.1`); `Strata-3 许可门槛` about `层积 Strata-3 发布`."""
    doc = DOC.replace(
        "* **Brisa** — 推理引擎", "* **Kestrel 2.1** — 视频生成\n* **Brisa** — 推理引擎"
    )
    third = increment(2, "隼 Kestrel 3 正式发布 — 第三代视频生成，60 秒", section="§1.1 框架格局")
    note = _one(
        doc, _brief("矛盾/待核实 ①：Kestrel 3 时长上限（低风险）\n博客与文档不一。\n", third)
    )
    assert note.attached_to == "2027-08-06#2", note
    glued = increment(2, "岩层 Shale-3 发布 — 第三代开放权重", section="§1.1 框架格局")
    note = _one(DOC, _brief("矛盾/待核实 ①：Shale-3 许可门槛（中风险）\n两处不一。\n", glued))
    assert note.attached_to == "2027-08-06#2", note
