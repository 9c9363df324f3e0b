"""Adversarial pass 18 (tests/data/adversarial18): the core evidence every document meets (a
title naming an entry, relation lines, shared addresses and keys), on plain documents; each
wrong continuation fixed at its cause. The wordings and names here are new, not the pass's
inputs."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_REST = "\n## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n"


def _doc(entries: str) -> str:
    return f"# 服务栈 · 活文档\n\n## §1.1 框架格局\n\n{entries}{_REST}"


def _action(doc: str, title: str, section: str = "§1.1 框架格局") -> tuple[str, str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or "", action.possibly or ""


_PLAIN = _doc(
    "- **Cobble** — Ashgrove 的推理网关。\n"
    "- **Thimble** — 端侧推理库。\n"
    "- Cobble 10-02 证书过期宕机 — 持续 1 小时。\n"
)


def test_a_relation_word_before_a_latin_name_is_no_chinese_name_of_it() -> None:
    """`基于 Cobble 的 Marten 网关开源` is about Marten, built on Cobble: the two characters
    before the Latin name are a word of relation (`基于`, `对标`, `适配`), not a Chinese name
    the title gives Cobble, so the title is not read from `Cobble` on."""
    for title in (
        "基于 Cobble 的 Marten 网关开源",
        "对标 Cobble 的 Ferret 网关发布",
        "适配 Thimble 的 Vole 语音插件上线",
    ):
        action, matched, _ = _action(_PLAIN, title)
        assert action == "inserted", (title, matched)
    kept, matched, _ = _action(_PLAIN, "Cobble 1.4 发布")
    assert kept == "updated" and "Cobble" in matched, matched


def test_a_things_ecosystem_is_no_news_of_the_thing() -> None:
    """`Cobble 生态新增 Marten 插件` (or `Cobble 生态：…`) reports what others build around
    Cobble: a new entry that possibly continues Cobble's, not an update of it."""
    for title in (
        "Cobble 生态新增 Marten 鉴权插件",
        "Cobble 生态：社区插件 Marten 0.2 发布",
        "Cobble ecosystem: community plugin Marten 0.2",
    ):
        action, matched, possibly = _action(_PLAIN, title)
        assert action == "inserted" and "Cobble" in possibly, (title, matched)
    kept, matched, _ = _action(_PLAIN, "Cobble 新增 gRPC 入口")
    assert kept == "updated" and "Cobble" in matched, matched


def test_a_maker_an_entry_says_launched_its_subject_is_no_name_of_that_entry() -> None:
    """A night's entry `Brackwater Labs 团队发布 Salt 编译器` is Salt's: a title leading with
    `Brackwater Labs` (the maker) is new, possibly continuing it; the entry's own subject is not
    changed (`Salt 编译器` is not read as the maker)."""
    doc = _doc(
        "- **Cobble** — Ashgrove 的推理网关。\n"
        "- **Brackwater Labs 团队发布 Salt 编译器** ⭐⭐⭐（2026-12-01）：Salt 融合算子 "
        "<!-- livedoc:id=2026-12-01#3 -->\n"
        "  - 来源：inbox/x.md\n"
    )
    action, matched, possibly = _action(doc, "Brackwater Labs 完成 B 轮融资")
    assert action == "inserted" and "Brackwater" in possibly, (action, matched)
    action, matched, possibly = _action(doc, "Brackwater Labs Cloud 上线 H200 实例")
    assert action == "inserted", (action, matched)


def test_a_plain_word_heading_a_topic_its_entry_does_not_say_is_a_possibility() -> None:
    """`Ripple 量化：…` is a headline on quantisation the word `Ripple` heads, not news of the
    entry `**Ripple**` (an embedding service): new, possibly continuing it; a topic the lead says
    too (`Sieve 调度：…` for a scheduler) or a practice (`Ripple 冷启动实战：…`) stays its news."""
    doc = _doc(
        "- **Ripple** — 多语言嵌入服务，Quoin 团队维护。\n- **Sieve** — 请求调度器，按 SLO 排队。\n"
    )
    for title in ("Ripple 量化：按通道分组的 INT4 新方法", "Ripple token 注意力：只留涟漪 token"):
        action, matched, possibly = _action(doc, title, "§1.3 KV Cache")
        assert action == "inserted" and "Ripple" in possibly, (title, matched)
    action, matched, _ = _action(doc, "Sieve 调度：新增跨租户抢占", "§1.2 推理调度")
    assert action == "updated" and "Sieve" in matched, matched
    action, matched, _ = _action(doc, "Ripple 冷启动实战：首包延迟减半")
    assert action == "updated" and "Ripple" in matched, matched
    action, matched, possibly = _action(doc, "Ripple routing: a cost-aware policy", "§1.2 推理调度")
    assert action == "inserted" and "Ripple" in possibly, matched


def test_generations_a_preamble_gives_an_entry_each_are_no_release_lines() -> None:
    """Where the preamble gives every version an entry, `**Wren 3**` beside `**Wren 4**` are
    two releases, not the lines `3.x` and `4.x`: `Wren 3.2` is a version of its own (new);
    without such a rule the two entries still read as lines (`Wren 3.2` continues `Wren 3`)."""
    entries = "- **Wren 3** — Osier AI 的语音模型。\n- **Wren 4** — Osier AI 的下一代语音模型。\n"
    stated = (
        f"# 模型 · 活文档\n\n> 收录约定：每个版本单独一条。\n\n## §1.1 框架格局\n\n{entries}{_REST}"
    )
    action, matched, _ = _action(stated, "Wren 3.2 发布")
    assert action == "inserted", matched
    action, matched, _ = _action(_doc(entries), "Wren 3.2 发布")
    assert action == "updated" and "Wren 3" in matched, matched


def _related(doc: str, title: str, relation: str) -> tuple[str, str, str]:
    extra = f"与活文档现有脉络的关系：{relation}\n"
    action = run(doc, brief_text(increment(1, title, extra=extra))).actions[0]
    return action.action, action.matched or "", action.possibly or ""


def test_a_continuation_naming_two_entries_continues_neither_alone() -> None:
    """`补充 Cobble 条目和 Thimble 条目` names two entries the increment builds on: the line
    alone no longer picks the first (`Marten 网关 0.3` is new, possibly continuing one); a
    title naming one of them still continues it."""
    for relation in ("补充 Cobble 条目和 Thimble 条目", "续 Cobble 条目、Thimble 条目"):
        action, matched, possibly = _related(_PLAIN, "Marten 网关 0.3 发布", relation)
        assert action == "inserted" and possibly, (relation, matched)
    action, matched, _ = _related(_PLAIN, "Cobble 1.5 发布", "补充 Cobble 条目和 Thimble 条目")
    assert action == "updated" and "Cobble" in matched, matched


def test_another_name_in_the_title_counts_beside_the_names_own_incidents() -> None:
    """`Cobble、Thimble、Marten 年度回顾` names more than Cobble: a weak name, as it is where
    no other entry starts with `Cobble` — Cobble's own incident entry (`Cobble 10-02 证书过期
    宕机`) no longer lets the first name decide alone."""
    for title in ("Cobble、Thimble、Marten 年度回顾", "Cobble 插件 Marten 0.2 发布"):
        action, matched, possibly = _action(_PLAIN, title)
        assert action == "inserted" and "Cobble" in possibly, (title, matched)
    action, matched, _ = _action(_PLAIN, "Cobble 新增限流面板")
    assert action == "updated" and "Cobble" in matched, matched


def _with_points(doc: str, title: str, points: str) -> tuple[str, str, str]:
    brief = brief_text(increment(1, title, points=points))
    action = run(doc, brief).actions[0]
    return action.action, action.matched or "", action.possibly or ""


def test_a_point_denying_the_entry_makers_thing_keeps_it_a_possibility() -> None:
    """A point saying the increment is not the entry's maker's thing of that name (`not
    Ashgrove's Cobble`, `不是 Ashgrove 的 Cobble`) denies the tie as a relation line would:
    a new entry, possibly continuing. A denial naming another maker's namesake does not."""
    for points in (
        "- Cobble project by the Apache folks; not Ashgrove's Cobble",
        "- 这是开源基金会的 Cobble，不是 Ashgrove 的 Cobble 网关",
    ):
        action, matched, possibly = _with_points(_PLAIN, "Cobble 3.2 发布", points)
        assert action == "inserted" and "Cobble" in possibly, (points, matched)
    kept, matched, _ = _with_points(
        _PLAIN, "Cobble 3.2 发布", "- 新增 HTTP/3；不是 Larchmont 的 Cobble 编辑器"
    )
    assert kept == "updated" and "Cobble" in matched, matched


def test_a_plain_word_heading_an_unknown_topic_in_another_section_is_a_possibility() -> None:
    """`Cobble 阈值：按队列长度提前丢弃请求`, suggested for another section than `Cobble`'s: the
    topic (`阈值`, `口径`) is no glossary term and the entry never writes it, so the word heads a
    topic there; a possibility only. In the entry's own section, or on a topic its lead says
    (`Thimble 端侧：…` for an on-device library), it stays the entry's news."""
    for title in ("Cobble 阈值：按队列长度提前丢弃请求", "Cobble 口径：长尾请求的统计方法"):
        action, matched, possibly = _action(_PLAIN, title, section="§1.2 推理调度")
        assert action == "inserted" and "Cobble" in possibly, (title, matched)
    kept, matched, _ = _action(_PLAIN, "Cobble 阈值：按队列长度提前丢弃请求")
    assert kept == "updated" and "Cobble" in matched, matched
    kept, matched, _ = _action(_PLAIN, "Thimble 端侧：新增 Vulkan 后端", section="§1.2 推理调度")
    assert kept == "updated" and "Thimble" in matched, matched


def test_an_entry_struck_through_whole_is_a_possibility_by_name_alone() -> None:
    """`~~**Wicket** — Ashgrove 的旧网关，已停更。~~`: the editor retired it where it stands, so
    a title naming it (`Wicket 重生：社区维护的 Wicket-CE 0.2`, `Wicket 分叉版上线`) is new,
    possibly continuing it; an entry struck only in part (`**Cobble** — ~~旧描述~~ 新描述`) is
    live news as before."""
    doc = _doc(
        "- **Cobble** — ~~Ashgrove 的旧推理网关~~ Ashgrove 的推理网关。\n"
        "- ~~**Wicket** — Ashgrove 的旧网关，已停更。~~\n"
    )
    for title in ("Wicket 重生：社区维护的 Wicket-CE 0.2", "Wicket 分叉版上线"):
        action, matched, possibly = _action(doc, title)
        assert action == "inserted" and "Wicket" in possibly, (title, matched)
    kept, matched, _ = _action(doc, "Cobble 1.4 发布")
    assert kept == "updated" and "Cobble" in matched, matched


def test_a_title_led_by_a_buyer_is_news_of_what_it_bought() -> None:
    """`Harrow Labs 收购 Pebble 解析库` (or `Harrow Labs acquires Pebble, …`) reports the fate of
    Pebble, which an entry is named by: that entry's news, not the buyer's product's; a bought
    thing no entry is named by leaves the title as it was (new)."""
    doc = _doc(
        "- **Pebble** — 独立开发者维护的 PDF 解析库。\n"
        "- **Harrow Index** — Harrow Labs 的向量索引服务。\n"
    )
    for title in ("Harrow Labs 收购 Pebble 解析库", "Harrow Labs acquires Pebble, the PDF parser"):
        action, matched, _ = _action(doc, title)
        assert action == "updated" and "Pebble" in matched, (title, matched)
    action, matched, _ = _action(doc, "Harrow Labs 收购 Gravel 团队")
    assert action == "inserted", matched


def test_a_contrast_with_a_longer_namesake_denies_only_that_namesake() -> None:
    """`对照：不同于 11-02 收录的 Wrenfold-Eval 基准（同名不同物）` sets the increment apart from the
    benchmark `Wrenfold-Eval`, not from the store `Wrenfold` its title names: `Wrenfold 2.1 …`
    continues the store; a contrast naming the store itself still denies it."""
    doc = _doc("- **Wrenfold** — 嵌入式向量库。\n- **Wrenfold-Eval** — 检索基准。\n")

    def on(relation: str) -> tuple[str, str]:
        extra = f"与活文档现有脉络的关系：{relation}\n"
        brief = brief_text(increment(1, "Wrenfold 2.1 — 新增稀疏向量列", extra=extra))
        action = run(doc, brief).actions[0]
        return action.action, action.matched or ""

    action, matched = on("对照：不同于 11-02 收录的 Wrenfold-Eval 基准（同名不同物）")
    assert action == "updated" and "Wrenfold" in matched, matched
    action, matched = on("对照：不同于文档中的 Wrenfold 向量库（同名不同物）")
    assert action == "inserted", matched


def test_a_chinese_name_glued_to_the_rest_of_the_latin_name() -> None:
    """`霜叶Rerank-v4 发布` writes the Chinese name `霜叶` for the brand `Frostleaf` of the entry
    `「霜叶」Frostleaf-Rerank`: that entry's news; the Chinese name glued to another word
    (`霜叶Embed 发布`) is not."""
    doc = _doc(
        "- 「霜叶」Frostleaf-Rerank（Birch AI）：开源重排模型系列。\n"
        "- **Cobble** — Ashgrove 的推理网关。\n"
    )
    action, matched, _ = _action(doc, "霜叶Rerank-v4 发布 — 多语种重排")
    assert action == "updated" and "Frostleaf-Rerank" in matched, matched
    action, matched, _ = _action(doc, "霜叶Embed 发布 — 多语种嵌入")
    assert action == "inserted", matched


def test_a_chinese_name_and_the_first_word_of_the_latin_name_with_a_release() -> None:
    """`柏舟 Cypress 3.1 发布：…` names the entry `柏舟〔Cypress KV〕` by its Chinese name and the
    first word of its Latin name (the rest a kind word only): that entry's release; without a
    release (`柏舟 Cypress 能源平台上线`) the title is not read so."""
    doc = _doc("- 柏舟〔Cypress KV〕：分布式 KV 缓存层。\n- **Cobble** — Ashgrove 的推理网关。\n")
    action, matched, _ = _action(doc, "柏舟 Cypress 3.1 发布：冷层压缩")
    assert action == "updated" and "Cypress KV" in matched, matched
    action, matched, _ = _action(doc, "柏舟 Cypress 能源平台上线")
    assert action == "inserted", matched
