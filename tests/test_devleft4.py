"""The development sets' leftovers (devleft4). The names are new, not the sets'.

A night's debut entry named by its first release (`Wicket 0.1 — 开源推理链路追踪`) in a document
whose preamble keeps one entry per product is that product's entry: the next release of it
(`Wicket 0.2 — 新增插件`) continues it even when the briefing suggests no section (the section
then gives no evidence, and the release of the product's own entry must carry the decision)."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_NIGHT = "<!-- livedoc:id=2030-05-01#2 -->"

_PER_PRODUCT = (
    "# inference · 活文档\n\n"
    "> 约定：**一产品一条**。版本发布写成产品条目下的 ▸ 子项；不为新版本另开条目。\n\n"
    "## §1.1 引擎与框架格局\n\n"
    "+ 玄矶·渡鸦 —— 通用 GPU 推理服务引擎（外文名 RavenServe）\n"
    "  ▸ 2030-03-11 发 2.1：引入 chunked prefill\n"
    "+ 灵枢·嵌片 —— 图编译式推理引擎（外文名 Tessera）\n\n"
    "## §1.2 推理调度\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 可靠性与可观测\n\n"
    "+ 做法·值班手册 —— 推理值班的经验\n"
    f"+ **Wicket 0.1 — 星图数据开源推理链路追踪** ⭐⭐⭐（2030-05-01）：基于 eBPF {_NIGHT}\n"
)

_POINTS = "- 新增 RavenServe 插件，可读取引擎内部队列深度\n- 采样开销低于 1%"


def _unsuggested(title: str) -> str:
    """A briefing whose increment suggests no section (routed by the entries it names)."""
    text = brief_text(increment(1, title, "", _POINTS), date="2030-05-04")
    return text.replace("建议归入章节：\n", "").replace("建议归入章节：", "")


def test_the_next_release_of_a_nights_debut_entry_continues_it() -> None:
    """`Wicket 0.2 — …` ↔ the night's `**Wicket 0.1 — 星图数据开源推理链路追踪**` where the
    preamble says one entry per product (heldout106's reading)."""
    action = run(_PER_PRODUCT, _unsuggested("Wicket 0.2 — 新增 RavenServe 插件")).actions[0]
    assert action.action == "updated", action
    assert "Wicket 0.1" in (action.matched or ""), action.matched


def test_another_product_or_a_longer_name_does_not_continue_the_debut_entry() -> None:
    """Near misses: the same wording about another product (`Picket 0.2`), a longer name
    (`Wicket Cloud 0.2`, another thing of the word) and a word that only starts with it."""
    for title in (
        "Picket 0.2 — 新增 RavenServe 插件",
        "Wicket Cloud 0.2 — 新增 RavenServe 插件",
        "Wicketry 0.2 — 新增 RavenServe 插件",
    ):
        action = run(_PER_PRODUCT, _unsuggested(title)).actions[0]
        assert action.action == "inserted", (title, action)


def test_without_the_stated_rule_the_next_release_stays_a_possibility() -> None:
    """A preamble that keeps no product entries: a night's release entry is that release's,
    the next one maybe an entry of its own (a possibility, reported)."""
    doc = _PER_PRODUCT.replace(
        "约定：**一产品一条**。版本发布写成产品条目下的 ▸ 子项；不为新版本另开条目。", "每晚更新。"
    )
    action = run(doc, _unsuggested("Wicket 0.2 — 新增 RavenServe 插件")).actions[0]
    assert action.action == "inserted", action


_SCOPED = (
    "# rag · living doc\n\n"
    "House rules for this file:\n\n"
    "* **Frameworks (§1.1) are logged per minor release.** Each `X.Y` release is its own entry.\n"
    "* **Everything else (§1.2–§1.4) is logged per product**, whatever the version.\n\n"
    "## §1.1 Frameworks\n\n"
    "- [[Lattice]] 2.3 · Lattice Labs — hybrid retrieval\n\n"
    "## §1.2 Retrievers\n\n"
    "## §1.3 Vector stores\n\n"
    "## §1.4 Evaluation\n\n"
    "- [[bench:Atlas Eval]] · Atlas — RAG answer benchmark\n"
    f"- **Sentry 0.1 开源 — RAG 答案引用逐条核验工具** ⭐⭐⭐（2030-05-01）：核验 {_NIGHT}\n"
)


def test_a_scoped_per_product_rule_holds_for_the_debut_entrys_section() -> None:
    """`Sentry 0.2：…` ↔ the night's `**Sentry 0.1 开源 — …**` in §1.4, which the preamble logs
    per product (heldout102 en's reading); the same wording about another product stays new."""
    action = run(_SCOPED, _unsuggested("Sentry 0.2：支持中文与表格单元格级引用核验")).actions[0]
    assert action.action == "updated", action
    assert "Sentry 0.1" in (action.matched or ""), action.matched
    other = run(_SCOPED, _unsuggested("Gantry 0.2：支持中文与表格单元格级引用核验")).actions[0]
    assert other.action == "inserted", other


# A title opening on a Chinese name and then a Latin one (`鹪鹩 Wren 2.1 稀疏检索器`) that reads
# nothing as written (a night's namesake `Wren-7B` goes by the Latin word too): read by its Latin
# name, taken when the entry's lead writes the Chinese name too (its distinctive part: `鹪鹩` of
# `鹪鹩嵌入`) or no Chinese at all (an English entry).
_PRODUCT_LINES = (
    "# rag · 活文档\n\n"
    "> 维护约定：**一个产品线一条**，首行以 `#中文名` 开头，括号里写英文名；版本号不进首行。\n\n"
    "## §1.1 框架与平台\n\n"
    "- #青鸾（Qingluan）～ RAG 编排框架 ～ 青鸾科技\n"
    "- **Wren-7B — 澜舟面向 RAG 答案生成微调的小模型** ⭐⭐⭐（2030-05-01）：7B 生成模型 "
    f"{_NIGHT}\n\n"
    "## §1.2 检索与嵌入\n\n"
    "- #鹪鹩稀疏检索（Wren）～ SPLADE 风格学习型稀疏检索器 ～ 鹪鹩 NLP 组\n"
    "  ↳ 10-02：2.0 发布，倒排索引体积减小\n"
    "- #鸬鹚重排（Cormorant Rerank）～ 交叉编码重排器 ～ 海岸实验室\n\n"
    "## §1.3 向量库\n\n"
    "## §1.4 评测与可靠性\n"
)


def _named(title: str) -> str:
    return _unsuggested(title)


def test_a_chinese_name_then_the_latin_one_the_entry_writes_both() -> None:
    """`鹪鹩 Wren 2.1 稀疏检索器 — …` ↔ `#鹪鹩稀疏检索（Wren）`, not the night's `Wren-7B`
    (heldout107 zh's reading)."""
    action = run(_PRODUCT_LINES, _named("鹪鹩 Wren 2.1 稀疏检索器 — 扩展词表至 6 万")).actions[0]
    assert action.action == "updated", action
    assert "鹪鹩" in (action.matched or ""), action.matched


def test_a_chinese_name_the_entry_never_writes_or_another_latin_name_stays_apart() -> None:
    """Near misses: the Latin name with a Chinese name the entry's lead does not write (`鹬鸟
    Wren 2.1`), the entry's Chinese name with another Latin name (`鹪鹩 Finch 2.1`), and the
    same wording about another product (`云雀 Lark 2.1`)."""
    for title in (
        "鹬鸟 Wren 2.1 稀疏检索器 — 扩展词表至 6 万",
        "鹪鹩 Finch 2.1 稀疏检索器 — 扩展词表至 6 万",
        "云雀 Lark 2.1 稀疏检索器 — 扩展词表至 6 万",
    ):
        action = run(_PRODUCT_LINES, _named(title)).actions[0]
        assert action.action == "inserted", (title, action)


_ENGLISH_LINES = (
    "# inference · living doc\n\n"
    "House rules: one entry per *minor release line*; patch releases are `↳ YYYY-MM-DD:` "
    "sub-bullets under their line.\n\n"
    "## §1.1 Engines and gateways\n\n"
    "- *Harrow Gateway 1.2* · Northwind Cloud — gateway with weighted per-model routing.\n"
    "- *Quill Runtime 0.9* · Microfilm — on-device runtime.\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV cache\n\n"
    "## §1.4 Reliability\n"
)


def test_a_chinese_name_before_an_english_entrys_name_reads_by_the_latin_one() -> None:
    """`北风网关 Harrow Gateway 1.2.1 — …` ↔ `*Harrow Gateway 1.2*` (heldout106 en's reading:
    an English entry writes no Chinese; the title's Chinese name translates its name)."""
    brief = brief_text(
        increment(1, "北风网关 Harrow Gateway 1.2.1 — 多租户令牌桶限流", "§1.1", _POINTS),
        date="2030-05-04",
    )
    action = run(_ENGLISH_LINES, brief).actions[0]
    assert action.action == "updated", action
    assert "Harrow Gateway 1.2" in (action.matched or ""), action.matched
    other = brief_text(
        increment(1, "北风网关 Furrow Gateway 1.2.1 — 多租户令牌桶限流", "§1.1", _POINTS),
        date="2030-05-04",
    )
    assert run(_ENGLISH_LINES, other).actions[0].action == "inserted"


# An entry named by a one-number generation (`#鹰眼嵌入 3（Hawkeye-Embed 3）`) where the preamble
# keeps one entry per product line: a release of that generation (`Hawkeye-Embed 3.1`) is its
# news, not another release; another generation (`4.1`) is not.
_GENERATION_LINE = (
    "# rag · 活文档\n\n"
    "> 维护约定：**一个产品线一条**，首行以 `#中文名` 开头，括号里写英文名。\n\n"
    "## §1.1 框架与平台\n\n"
    "- #青鸾（Qingluan）～ RAG 编排框架 ～ 青鸾科技\n\n"
    "## §1.2 检索与嵌入\n\n"
    "- #鹰眼嵌入 3（Hawkeye-Embed 3）～ 通用嵌入模型，1024 维 ～ Hawk Labs\n"
    "- #鹭（Egret-Rerank）～ 重排模型族 ～ Egret AI\n\n"
    "## §1.3 向量库\n\n"
    "## §1.4 评测与可靠性\n"
)


def _in_section(title: str) -> str:
    return brief_text(increment(1, title, "§1.2", _POINTS), date="2030-05-04")


def test_a_release_of_the_generation_an_entry_is_named_by_continues_it() -> None:
    """`Hawkeye-Embed 3.1 — …` ↔ `#鹰眼嵌入 3（Hawkeye-Embed 3）` (heldout107's reading)."""
    action = run(_GENERATION_LINE, _in_section("Hawkeye-Embed 3.1 — 小版本，修复长文本截断"))
    assert action.actions[0].action == "updated", action.actions[0]


def test_another_generation_or_product_or_rule_keeps_the_release_apart() -> None:
    """Near misses: another generation (`Hawkeye-Embed 4.1`), the same wording about another
    product (`Kestrel-Embed 3.1`), and a preamble that gives every release an entry."""
    for title in (
        "Hawkeye-Embed 4.1 — 小版本，修复长文本截断",
        "Kestrel-Embed 3.1 — 小版本，修复长文本截断",
    ):
        action = run(_GENERATION_LINE, _in_section(title)).actions[0]
        assert action.action == "inserted", (title, action)
    per_release = _GENERATION_LINE.replace("**一个产品线一条**", "**每个版本一条**")
    action = run(per_release, _in_section("Hawkeye-Embed 3.1 — 小版本，修复长文本截断")).actions[0]
    assert action.action == "inserted", action


def test_a_chinese_subject_before_an_english_entrys_name_is_not_a_translation() -> None:
    """Near miss (heldout170 en): `绘风平台接入 Harrow Gateway — …` names another thing in Chinese
    (a platform plugging the gateway in), a kind the entry's name does not say: no continuation
    by the Latin name."""
    brief = brief_text(
        increment(1, "绘风平台接入 Harrow Gateway — 国内用户可直接调用", "§1.1", _POINTS),
        date="2030-05-04",
    )
    action = run(_ENGLISH_LINES, brief).actions[0]
    assert "Harrow Gateway" not in (action.matched or ""), action


def test_a_nights_entry_writing_both_names_is_not_taken_by_the_latin_reading() -> None:
    """Near miss (heldout49 en, heldout115 zh): a night's entry whose lead writes the Chinese and
    Latin names (maybe the duplicate of a missed continuation) is not chosen by this reading."""
    night = (
        "- **鹪鹩-S3 方言扩展 — 鹪鹩科技（英文名 Wren）系列第三代** ⭐⭐⭐（2030-05-01）：方言 "
        f"{_NIGHT}\n"
    )
    doc = _PRODUCT_LINES.replace(
        "- #鹪鹩稀疏检索（Wren）～ SPLADE 风格学习型稀疏检索器 ～ 鹪鹩 NLP 组\n", night
    )
    doc = doc.replace("  ↳ 10-02：2.0 发布，倒排索引体积减小\n", "")
    action = run(doc, _named("鹪鹩 Wren 云端 API 降价 40%")).actions[0]
    assert action.action == "inserted", action
