"""Entry leads of conventions the blind weeks of 2026-12-05 showed (heldout68): an entry per
maker whose lead lists the products it covers, and a kind in tortoise-shell brackets before
a generation's name. Names here are invented."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.document.identity import lead_name, lead_text, listed_products
from patcher.plan import versions
from patcher.text.source import Source
from tests.conftest import brief_text, increment

PER_MAKER = """# speech — living doc

One top-level entry per maker; each product's news goes under the maker as a sub-bullet.

## §1.1 Models

- **Tidewell Labs (潮井实验室)** — products: Brisk 声澜, Quarry OCR (QOCR)
  - Brisk: v2 (2029-10), v2.5 (2030-01)
  - Quarry OCR: v1 (2029-12)
- **Hollow Audio** — products: Murmur
  - Murmur: v1 (2029-08)

## §1.2 Serving

## §1.3 Data

## §1.4 Incidents
"""

BY_GENERATION = """# 语音活文档

约定：每一代一条顶层条目，同代变体与补丁写在该代之下。

## §1.1 模型

- 〔语音合成〕Murmur 2 · Hollow Audio · 2029-11
  - ▸ 2029-11-02：零样本音色克隆
- 〔语音识别〕声澜 2 · 潮井实验室 · 2029-10
  - ▸ 2029-10-20：中英粤三语

## §1.2 服务

## §1.3 数据

## §1.4 事故
"""


def _action(doc: str, title: str, section: str = "§1.1") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_a_lead_listing_its_products_goes_by_each_product() -> None:
    """`**Maker** — products: A, B` (an entry per maker): a product's news is the maker's."""
    lead = "**Tidewell Labs (潮井实验室)** — products: Brisk 声澜, Quarry OCR (QOCR)"
    assert listed_products(lead) == ("Brisk 声澜", "Brisk", "声澜", "Quarry OCR", "QOCR")
    assert listed_products("【潮井实验室】旗下产品：声澜、井眼。") == ("声澜", "井眼")
    assert listed_products("**Hollow Audio** — a maker of products: none yet") == ()
    assert listed_products("**Hollow Audio** — speech models") == ()
    for title in ("Brisk 3 发布 — 流式延迟减半", "声澜 3 降价 40%", "Quarry OCR 1.1 修复表格串行"):
        action = _action(PER_MAKER, title)
        assert action.action == "updated" and "Tidewell" in (action.matched or ""), title
    assert _action(PER_MAKER, "Ossicle 1 发布 — 新创公司的助听模型").action == "inserted"


def test_a_kind_in_tortoise_shell_brackets_is_no_part_of_the_name() -> None:
    """`〔语音合成〕Murmur 2 · Hollow Audio · 2029-11`: the kind sorts, the name follows it."""
    lead = "〔语音合成〕Murmur 2 · Hollow Audio · 2029-11"
    assert lead_text(lead) == "Murmur 2 · Hollow Audio · 2029-11"
    assert lead_name(lead) == "Murmur 2"
    assert _action(BY_GENERATION, "Murmur 2 新增粤语音色").action == "updated"
    assert _action(BY_GENERATION, "语音合成评测 VoxBench 1 发布").action == "inserted"


GENERATIONS = """# 服务活文档

约定：每个产品的每一代一条顶层条目，同代的小版本与补丁写在该代之下。

## §1.1 模型

- **Gleam 3** · Lumenfold · 2029-05
- **Gleam 3.5** · Lumenfold · 2029-12
- **Lumen 4** · Driftlab · 2030-02

## §1.2 服务

- **Wharf Serve 2** · Pierline · 2029-09
  - ▸ 2029-09-12：连续批处理

## §1.3 缓存

## §1.4 事故
"""


def test_a_preamble_keeping_one_entry_per_generation_files_minor_releases_under_it() -> None:
    """`每一代一条` / `one entry per generation`: `Wharf Serve 2.3` is news of `Wharf Serve 2`;
    a minor step the document keeps as a generation of its own elsewhere (`Gleam 3.5` beside
    `Gleam 3`) is one here too (`Lumen 4.5`), and only a generation entry takes releases."""
    assert versions.states_generation_entries("One entry per generation; patches go under it.")
    assert versions.states_generation_entries("约定：每个产品的每一代一条顶层条目。")
    assert versions.states_generation_entries("引擎按主版本分代。")
    assert not versions.states_generation_entries("We do not keep one entry per generation.")
    assert not versions.states_generation_entries("每个产品一条。")
    assert _action(GENERATIONS, "Wharf Serve 2.3 发布 — 前缀缓存", "§1.2").action == "updated"
    assert _action(GENERATIONS, "Lumen 4.5 发布 — 中间代", "§1.1").action == "inserted"
    plain = GENERATIONS.replace(
        "约定：每个产品的每一代一条顶层条目，同代的小版本与补丁写在该代之下。", ""
    )
    assert _action(plain, "Wharf Serve 2.3 发布 — 前缀缓存", "§1.2").action == "inserted"


BRACKETED_PRODUCTS = """# 语音活文档

约定：一个产品一个条目，首行以〔产品名〕开头，版本写成子行。

## §1.1 模型

1. 〔Corvina TTS〕流式语音合成模型｜维护：Larch Audio｜首录：2029-04-02
   - ↳ 06-11 2.1：新增情感标签。
2. 〔OCR〕Quillread 3 · Inkhorn · 2029-08
3. 〔岩鹨 Dunnock〕离线语音识别库｜维护：dunnock 社区｜首录：2029-05-20

## §1.2 服务

## §1.3 数据

## §1.4 事故
"""


def test_a_product_name_in_tortoise_shell_brackets_names_the_entry() -> None:
    """`〔Corvina TTS〕流式语音合成模型`: a name with lowercase letters is the product's own name,
    the description follows; a kind stays a kind, Chinese or an acronym (`〔OCR〕Quillread 3`)."""
    assert lead_name("〔Corvina TTS〕流式语音合成模型｜维护：Larch Audio") == "Corvina TTS"
    assert lead_name("〔岩鹨 Dunnock〕离线语音识别库") == "岩鹨 Dunnock"
    assert lead_name("〔OCR〕Quillread 3 · Inkhorn · 2029-08") == "Quillread 3"
    action = _action(BRACKETED_PRODUCTS, "Corvina TTS 2.2 发布 — 粤语音色")
    assert action.action == "updated" and "Corvina" in (action.matched or "")
    assert _action(BRACKETED_PRODUCTS, "Dunnock 0.4 — 新增唤醒词检测").action == "updated"


PER_VENDOR_ARROW = """# speech — field notes

Keyed by who ships it: one entry per vendor, `Vendor ⟶ product, product`; every release is a
nested dated line.

## §1.1 Models

* Larch Audio ⟶ Corvina TTS (streaming speech synthesis), Sedge ASR (offline / on-device recognition)
  * 2029-06-11 · release · Corvina TTS 2.1
* `dunnock-dev` → Dunnock (wake-word engine)
  * 2029-05-20 · release · 0.3
* Inkhorn Systems ⟶ Quillread (OCR and layout analysis)

## §1.2 Serving

* Bramble — GPU → CPU → NVMe tiered audio cache

## §1.3 Data

## §1.4 Incidents
"""


def test_a_maker_lead_listing_products_after_an_arrow_goes_by_each_product() -> None:
    """`Larch Audio ⟶ Corvina TTS (…), Sedge ASR (…)`: an entry per vendor named by the maker,
    found by each product it lists (a description in brackets, its commas and slashes, is no
    product); an arrow inside a description lists nothing (`Bramble — GPU → CPU`)."""
    lead = "Larch Audio ⟶ Corvina TTS (streaming speech synthesis), Sedge ASR (offline / on-device)"
    assert lead_name(lead) == "Larch Audio"
    assert listed_products(lead) == ("Corvina TTS", "Sedge ASR")
    assert lead_name("`dunnock-dev` → Dunnock (wake-word engine)") == "dunnock-dev"
    assert listed_products("`dunnock-dev` → Dunnock (wake-word engine)") == ("Dunnock",)
    assert listed_products("Inkhorn Systems ⟶ Quillread (OCR and layout analysis)") == (
        "Quillread",
    )
    assert listed_products("Bramble — GPU → CPU → NVMe tiered audio cache") == ()
    assert lead_name("Bramble — GPU → CPU → NVMe tiered audio cache") == "Bramble"
    for title in (
        "Sedge ASR 1.0 发布 — 端侧识别",
        "Corvina TTS 2.2 — 粤语音色",
        "Dunnock 0.4 唤醒词",
    ):
        action = _action(PER_VENDOR_ARROW, title)
        assert action.action == "updated", title
    assert _action(PER_VENDOR_ARROW, "Wrenlet 1 发布 — 新创公司的语音模型").action == "inserted"
    assert listed_products("Cistern tiered KV store (HBM → DRAM → NVMe)") == ()


def test_a_kind_word_before_a_dot_sorts_the_entry() -> None:
    """`Benchmark · LongRetrieve (…)`: the kind sorts (every benchmark entry starts so), the name
    follows it; a name of its own before a dot stays the name (`Sedge ASR · Larch Audio`)."""
    assert lead_name("Benchmark · VoxArena (speech quality; Ardent University)") == "VoxArena"
    assert lead_name("**Dataset** · Murmur-Zh (Mandarin speech)") == "Murmur-Zh"
    assert lead_name("论文 · WhisperLite 蒸馏") == "WhisperLite 蒸馏"
    assert lead_name("Sedge ASR · Larch Audio · 2029-11") == "Sedge ASR"
    doc = PER_VENDOR_ARROW.replace(
        "## §1.4 Incidents\n", "## §1.4 Incidents\n\n* Benchmark · VoxArena (speech quality)\n"
    )
    assert _action(doc, "VoxArena 2.0 榜单更新 — 新增粤语子集", "§1.4").action == "updated"


LOGGED_GENERATIONS = """# 检索活文档

约定：一个产品一个条目，版本与新一代都写成该产品条目下的子行。

## §1.1 模型

1. 〔Sorrel〕学习式稀疏检索模型｜维护：Ember AI｜首录：2029-03-02
   - ↳ 03-02 Sorrel-1：SPLADE 类稀疏表示。
2. 〔Wicket〕交叉编码器重排模型｜维护：Wicket Labs｜首录：2029-04-11

## §1.2 服务

## §1.3 数据

## §1.4 事故
"""


def test_a_generation_the_entry_logs_another_of_is_the_products_news() -> None:
    """`Sorrel-2` against `〔Sorrel〕` whose sub-item logs `Sorrel-1`: the editor files the
    series' generations under the product; an entry logging none keeps the generation apart."""
    assert versions.generations_recorded(
        ["   - ↳ 03-02 Sorrel-1：SPLADE", "  * 2029-03-02 · release · Sorrel-1"]
    ) == {"Sorrel-1"}
    action = _action(LOGGED_GENERATIONS, "Sorrel-2 — Ember AI 第二代稀疏检索")
    assert action.action == "updated" and "Sorrel" in (action.matched or "")
    assert _action(LOGGED_GENERATIONS, "Wicket-2 — 第二代重排模型").action == "inserted"


def test_a_paper_s_arxiv_id_before_a_dot_and_its_short_name() -> None:
    """heldout90: `📄 2611.04417 · Pantograph：…` (the id, ` · `, the short name) goes by
    `Pantograph`, so news of the paper without its id (`Pantograph 被 NeurIPS 接收`) finds it;
    a release's number before a dot is no id (`2.1 · Pantograph`)."""
    assert lead_name("📄 2611.04417 · Pantograph：分块检索的拼接重算。") == "Pantograph"
    assert lead_name("arXiv:2611.04417v2 · Pantograph — 分块拼接") == "Pantograph"
    assert lead_name("2.1 · Pantograph：…") != "Pantograph"


BY_SLUG = """# 推理活文档

约定：一个产品一条；条目首行写 `- 中文名 `slug` @厂商 ⸺ 定位`。

## §1.1 引擎

- 落叶松 `larch-serve` @北辰算力 ⸺ 开源推理引擎，现行 3.0
  - 04.02 · 3.0 发布：连续批处理
- 渡鸦 `ravenkv` ⸺ 分层 KV 存储，现行 0.6

## §1.2 调度

## §1.3 KV

## §1.4 可靠性
"""


def test_a_slug_in_a_code_span_after_a_chinese_name_is_the_english_name() -> None:
    assert lead_text("落叶松 `larch-serve` @北辰算力 ⸺ 开源推理引擎").startswith(
        "落叶松 / larch-serve — 北辰算力 · "
    )
    assert lead_text("渡鸦 `ravenkv` — 分层 KV 存储").startswith("渡鸦 / ravenkv — ")
    assert lead_text("渡鸦 `--max-batch` 参数说明") == "渡鸦 `--max-batch` 参数说明"


def test_a_release_named_as_words_continues_the_entry_its_slug_names() -> None:
    action = _action(BY_SLUG, "Larch Serve 3.1 — 前缀缓存默认开启")
    assert action.action == "updated" and action.matched, action
    assert _action(BY_SLUG, "RavenKV 0.7 — NVMe 层预取").action == "updated"
    assert _action(BY_SLUG, "Larchwood 1.0 — 新引擎").action == "inserted"
