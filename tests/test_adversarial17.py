"""Adversarial pass 17 (tests/data/adversarial17): the rules heldout89, heldout90 and the
leftovers of heldout85/87/88 added (news under repository-led entries, one entry per
repository, short forms a lead says it goes by, preamble code tables, contradictions put in
the 待核实 section), where they over-read; each fixed at its cause. The wordings and names here
are new, not the pass's inputs."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import contrary, logs, versions
from patcher.plan.contradictions import _INTO_VERIFY
from patcher.text.source import Source
from tests.conftest import brief_text, increment, run

_REST = "\n## §1.2 推理调度\n\n## §1.3 KV Cache\n\n## §1.4 可靠性\n"


def _doc(preamble: str, entries: str) -> str:
    return f"# 服务栈 · 活文档\n\n> {preamble}\n\n## §1.1 框架格局\n\n{entries}{_REST}"


def _action(doc: str, title: str, section: str = "§1.1 框架格局") -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


REPOSITORIES = (
    "# speech · living document\n\n"
    "One entry per published model, led by its repository id in a code span. Whatever else\n"
    "concerns a release (incidents, licence changes) is added under its entry.\n\n"
    "## §1.1 Speech models\n\n"
    "- `plover-ai/plover-vad-1.2` — Plover AI, 2031-06: voice activity detection.\n\n"
    "## §1.2 Other\n\n## §1.3 More\n\n## §1.4 Infrastructure\n"
)


def _repository_action(title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.1 Speech models"))
    src = Source("d.md", REPOSITORIES.encode())
    return api.apply([Source("b.txt", brief.encode())], src, smap).actions[0]


def test_a_latin_word_the_repository_lacks_names_another_product_of_the_maker() -> None:
    """`Plover TTS licence change` is about Plover AI's TTS model, not `plover-vad-1.2`: a
    Latin word between the product word and the news that the repository's name lacks."""
    assert _repository_action("Plover TTS licence change — weights now CC-BY").action == "inserted"
    kept = _repository_action("Plover VAD licence change — weights now CC-BY")
    assert kept.action == "updated" and "plover-vad-1.2" in (kept.matched or ""), kept


def test_a_kind_in_chinese_the_repository_entry_never_says_names_another_product() -> None:
    """`Sandpiper 语音合成 许可变更` is about another model of Sandpiper Labs than the
    streaming-ASR repository `sandpiper-labs/sandpiper-listen-3`: a kind the glossary knows
    (speech synthesis) the entry's id and lead never say; `Sandpiper 语音识别 …` (speech
    recognition, which its lead says) and a word the glossary lacks stay its news."""
    doc = REPOSITORIES.replace(
        "- `plover-ai/plover-vad-1.2` — Plover AI, 2031-06: voice activity detection.",
        "- `sandpiper-labs/sandpiper-listen-3` — Sandpiper Labs, 2031-06: streaming ASR.",
    )
    smap = load_map(find_map(None, Path("/nonexistent")))

    def act(title: str) -> api.Action:
        brief = brief_text(increment(1, title, section="§1.1 Speech models"))
        src = Source("d.md", doc.encode())
        return api.apply([Source("b.txt", brief.encode())], src, smap).actions[0]

    assert act("Sandpiper 语音合成 许可变更 — 改为非商用").action == "inserted"
    assert act("Sandpiper 视频 3 宕机 2 小时").action == "inserted"
    for kept in ("Sandpiper 语音识别 许可变更 — 改为非商用", "Sandpiper 多方言 宕机 2 小时"):
        action = act(kept)
        assert action.action == "updated" and "sandpiper-listen-3" in (action.matched or ""), kept


_PAST_RULE = (
    "House style: one entry per published model; each minor release gets its own entry. "
    "Gateways and proxies {}."
)


def test_one_entry_per_repository_of_the_past_or_denied_scopes_nothing() -> None:
    """A preamble saying tools *used to* get one entry per repository, or no longer do, gives
    them no such rule: the release rule is the whole preamble's."""
    scoped = _PAST_RULE.format("get one entry per repository, not per version")
    past = _PAST_RULE.format("used to get one entry per repository; now every release gets one")
    denied = _PAST_RULE.format("no longer keep one entry per repository")
    assert not versions.states_release_entries_for_all(scoped)
    assert versions.states_release_entries_for_all(past)
    assert versions.states_release_entries_for_all(denied)


def test_a_short_form_said_of_a_thing_the_lead_mentions_is_not_the_entrys() -> None:
    """`（下称 LKV）` closing a later clause (`…，集成同团队的分层 KV 方案（下称 LKV）`) names what
    the lead mentions, not the entry (`灯笼` the cache service): `LKV 0.2` is no news of it."""
    doc = _doc(
        "维护约定：一个产品一条。缩写：LKV = 灯笼分层 KV（Lantern Tiered KV）。",
        "- **灯笼** — Lantern 团队的缓存服务，集成同团队的分层 KV 方案（下称 LKV）。\n",
    )
    action, matched = _action(doc, "LKV 0.2 发布", "§1.3 KV Cache")
    assert action == "inserted", (action, matched)
    own = doc.replace(
        "- **灯笼** — Lantern 团队的缓存服务，集成同团队的分层 KV 方案（下称 LKV）。",
        "- 灯笼（Lantern）· Lantern 团队：分层 KV 方案（下称 LKV），冷热分层。",
    )
    action, matched = _action(own, "LKV 0.2 发布", "§1.3 KV Cache")
    assert action == "updated", (action, matched)


def test_a_code_table_reads_the_code_as_written_not_a_name_spelled_like_it() -> None:
    """`| BRK | Brackenfield |` reads a lead opening `BRK 1.4`, not `Brk 2.0 — …` (another
    product spelled like the code): `Brackenfield 2.0` is no news of it."""
    doc = (
        "# 检索栈 · 活文档\n\n维护约定：一个产品一条。条目以代号开头，代号见下表。\n\n"
        "| 代号 | 产品 |\n|---|---|\n| BRK | Brackenfield |\n\n"
        "## §1.1 框架格局\n\n- Brk 2.0 — Ostler 的日志采集器。\n" + _REST
    )
    action, matched = _action(doc, "Brackenfield 2.0 复测：吞吐提升")
    assert action == "inserted", (action, matched)
    coded = doc.replace("- Brk 2.0 — Ostler 的日志采集器。", "- BRK 2.0 (Ostler) — 向量库。")
    action, matched = _action(coded, "Brackenfield 2.0 复测：吞吐提升")
    assert action == "updated", (action, matched)


def test_a_suggestion_denying_the_verify_section_does_not_put_it_there() -> None:
    """`无需放入待核实` (`不必列入待核实`) says the item is not the 待核实 section's."""
    assert _INTO_VERIFY.search("放入待核实")
    assert _INTO_VERIFY.search("暂列待核实，不入正文")
    assert not _INTO_VERIFY.search("无需放入待核实，直接更正条目")
    assert not _INTO_VERIFY.search("不必列入待核实")


def test_a_count_or_a_third_thing_after_two_numbers_is_a_comparison_of_things() -> None:
    """`Sorrel 3.0 与 4 家竞品横评` counts rivals and `Sorrel v2 vs v3 vs Wrenfield` sets a
    third thing beside: comparisons of things; `Sorrel 3.1 与 3.0 对比` is one product's."""
    assert logs.comparing("Sorrel 3.0 与 4 家竞品横评")
    assert logs.comparing("Sorrel 3.0 和 2 个开源库对比：召回")
    assert logs.comparing("Sorrel v2 vs v3 vs Wrenfield 召回横评")
    assert not logs.comparing("Sorrel 3.1 与 3.0 对比：延迟 -9%")


def test_a_log_kept_now_is_no_log_of_the_past_for_what_the_sentence_adds() -> None:
    """`此前的横评已补录其中`, `不再分散写进产品条目`, `（含价格对比）` say the log keeps every
    comparison now; `以前记入 …` and `…，已停用` say it is the past's."""
    now = "横评记入 `对照账本` 条目"
    assert logs.stated_comparison_logs(f"{now}，此前的横评已补录其中。")
    assert logs.stated_comparison_logs(f"{now}，不再分散写进产品条目。")
    assert logs.stated_comparison_logs("横评（包括价格对比）记入 `对照账本` 条目。")
    assert not logs.stated_comparison_logs("横评以前记入 `对照账本` 条目。")
    assert not logs.stated_comparison_logs(f"{now}，已停用。")
    assert not logs.stated_comparison_logs("价格对比记入 `对照账本` 条目。")


def test_an_outage_of_a_release_is_not_its_entrys_where_a_colon_rule_keeps_them_apart() -> None:
    """`Outages of a release are never written under its entry: each outage gets its own entry`:
    the denial is of the release's entry, the rule after the colon files `Halden 3.1 outage in
    ap-south` apart (at most a possibility), while `Halden 3.1 throughput` stays its news."""
    doc = (
        "# serving · living document\n\n> Conventions: one entry per release. Outages of a "
        "release are never written under its entry: each outage gets its own entry in §1.4.\n\n"
        "## §1.1 框架格局\n\n- **Halden 3.0** — Brackwater's router, 2031-02.\n"
        "- **Halden 3.1** — Brackwater's router, 2031-04.\n" + _REST
    )
    assert _action(doc, "Halden 3.1 outage in ap-south", "§1.4 可靠性")[0] == "inserted"
    action, matched = _action(doc, "Halden 3.1 throughput on a new benchmark")
    assert action == "updated" and "Halden 3.1" in matched, (action, matched)


def test_a_feature_watching_for_a_symptom_is_no_incident() -> None:
    """`Tarn 3.4 支持 OOM 预警` (a feature that warns of the symptom) is the product's news where
    incidents are kept apart; `Tarn 3.4 OOM 崩溃` is still an incident, and so is an alert storm."""
    doc = _doc(
        "维护约定：一个产品一条，新版本写成该条下的子条目。事故在 §1.4 单独立条。",
        "- **Tarn** — Fellgate 的向量库。\n  - 11-03 续：3.3 发布。\n",
    )
    action, matched = _action(doc, "Tarn 3.4 支持 OOM 预警")
    assert action == "updated" and "Tarn" in matched, (action, matched)
    assert _action(doc, "Tarn 3.4 OOM 崩溃", "§1.4 可靠性")[0] == "inserted"
    assert not contrary.new_incident("Harrow 0.9 adds NaN alerts to the trainer")
    assert contrary.new_incident("Harrow NaN 告警风暴 — 训练中断")


def test_trouble_named_by_the_latin_name_goes_to_the_home_the_preamble_quotes() -> None:
    """`事故不写在产品条目下：…「稳定性记录：中文名」` with `**岩羊 Bharal**` and `稳定性记录：岩羊`:
    `Bharal 12-01 再次超时` (the Latin name) goes to that home, as the Chinese name would; a
    release of Bharal stays the product's."""
    doc = _doc(
        "维护约定：一个产品一条。事故/缺陷不写在产品条目下：每个产品在 §1.4 有一条「稳定性记录：中文名」条目。",
        "- **岩羊 Bharal** — Scree Labs 的推理网关。\n",
    ).replace("## §1.4 可靠性\n", "## §1.4 可靠性\n\n- 稳定性记录：岩羊 — 10-02 超时 15 分钟。\n")
    action, matched = _action(doc, "Bharal 12-01 再次超时", "§1.4 可靠性")
    assert action == "updated" and "稳定性记录" in matched, (action, matched)
    action, matched = _action(doc, "Bharal 3.1 发布")
    assert action == "updated" and "Bharal" in matched and "稳定性" not in matched, (
        action,
        matched,
    )


def test_a_rename_of_a_checkpoint_finds_its_repository_by_the_name_without_its_size() -> None:
    """`Quarto-VL 更名 Folio-VL — …` renames the one checkpoint led `stonehill/quarto-vl-7b` (the
    repository's name without its size); two sizes of it leave the rename unplaced."""
    smap = load_map(find_map(None, Path("/nonexistent")))
    one = "- `stonehill/quarto-vl-7b` — Stonehill, 2031-02: 7B vision-language model.\n"
    two = one + "- `stonehill/quarto-vl-34b` — Stonehill, 2031-03: 34B vision-language model.\n"
    title = "Quarto-VL 更名 Folio-VL — 统一品牌"
    for entries, same in ((one, True), (two, False)):
        doc = REPOSITORIES.replace(
            "- `plover-ai/plover-vad-1.2` — Plover AI, 2031-06: voice activity detection.\n",
            entries,
        ).replace("Speech models", "Vision-language models")
        brief = brief_text(increment(1, title, section="§1.1 Vision-language models"))
        src = Source("d.md", doc.encode())
        action = api.apply([Source("b.txt", brief.encode())], src, smap).actions[0]
        took = action.action == "updated" and "quarto-vl-7b" in (action.matched or "")
        assert took == same, (entries, action)
