"""Adversarial pass 19 (tests/data/adversarial19): the readings the seventh 2026-12-05 session
added (short forms defined in bold or code, `Maker/Product` leads, event logs, fixes filed under
the incident they fix, trouble filed apart); each wrong continuation fixed at its cause. The
wordings and names here are new, not the pass's inputs."""

from __future__ import annotations

from patcher.plan import incidents
from tests.conftest import brief_text, increment, run

_LOG = (
    "# Index log\n\n"
    "Leads read `` `date` Maker/Product version — summary ``.\n\n"
    "* **Each event is an entry**: a release (minor or major) or an incident (🔥 after the"
    " date).\n"
    "* Patches are no events: each fix is filed under the incident it fixes, another patch"
    " under its minor release.\n"
    "* Short forms in leads: **PW** = Pewter (Hollins).\n\n"
    "## §1.1 框架格局\n\n"
    "* `2030-05-01` Hollins/PW 3.0 — vector index.\n"
    "* `2030-05-06` 🔥 Hollins/PW 3.0 shard stall — writes hang after a rebalance.\n"
    "* `2030-05-09` Grebe Co./Grebe 1.4 — reranker.\n"
    "* `2030-05-12` 🔥 Grebe Co./Grebe 1.4 rank flip — ties reorder on every query.\n"
    "* `2030-05-20` Grebe Co./Grebe 1.5 — batch API.\n\n"
    "## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 可靠性\n"
)


def _on(doc: str, title: str, section: str = "§1.1") -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_a_minor_release_fixing_an_old_bug_is_an_event_of_its_own() -> None:
    """`Grebe 1.6 — 修复 1.4 起的排序翻转并新增…` is a minor release, an event where the log gives
    each release an entry: not the 1.4 incident's fix; a patch (`Grebe 1.5.2`) still is."""
    action, matched = _on(_LOG, "Grebe 1.6 — 修复 1.4 起的排序翻转并支持多语言")
    assert action == "inserted", matched
    action, matched = _on(_LOG, "Grebe 1.5.2 — 修复 1.4 起的排序翻转")
    assert action == "updated" and "rank flip" in matched, matched


def test_a_fix_naming_another_symptom_is_not_that_release_s_incident() -> None:
    """`Pewter 3.0.4 — 修复 3.0 起的内存泄漏`: the 3.0 incident is a shard stall, not a leak."""
    action, matched = _on(_LOG, "Pewter 3.0.4 — 修复 3.0 起的内存泄漏")
    assert "shard stall" not in matched, matched
    action, matched = _on(_LOG, "Pewter 3.0.4 — 修复 3.0 起的分片卡住")
    assert action == "updated" and "shard stall" in matched, matched


def test_each_event_is_an_entry_with_its_events_after_a_colon() -> None:
    """`Each event is an entry: a release … or an incident …` defines its events after the colon:
    an incident of a release (`Grebe 1.5 查询超时崩溃`) is no news of that release's entry,
    though `Maker/Product` leads make its name whole."""
    said = "Each event is an entry: a release or an incident."
    assert incidents.states_incident_entries(said)
    assert not incidents.states_incident_entries("Each event is an entry: a release.")
    action, matched = _on(_LOG, "Grebe 1.5 查询崩溃 — 空过滤条件触发", "§1.4")
    assert action == "inserted", matched
    assert _on(_LOG, "Grebe 1.5 — 新增批量接口文档")[0] == "updated"


_SHORTS = (
    "# agent log\n\nConventions:\n\n"
    "- One entry per release, led by a link `[Product X.Y](url)`.\n"
    "- Abbreviations used in leads: `LLM` = Larkspur Model Manager, **PX** = Pixel Forge.\n\n"
    "## §1.1 Frameworks\n\n"
    "- [LLM 0.8](https://example.org/llm) (Larkspur) — model registry.\n"
    "- [PX 2.0](https://example.org/px) (Pixel) — image tools.\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n"
)


def test_a_defined_short_form_that_is_a_common_term_names_its_product_only_with_a_release() -> None:
    """`LLM = Larkspur Model Manager`: `LLM 长上下文评测方法` is about LLMs, not the registry
    (a generic word of the trade); `LLM 0.8 补充说明` still names the product's release."""
    action, matched = _on(_SHORTS, "LLM 长上下文推理：新的注意力剪枝方法", "§1.3")
    assert action == "inserted", matched
    action, matched = _on(_SHORTS, "LLM 0.8 补充说明：注册表迁移指南")
    assert action == "updated", matched


_APART = (
    "# inference · 活文档\n\n"
    "> 约定：一个项目一条，条目以「中文名〔English〕」开头；新版本写成该条下的子项。\n"
    "> 事故、漏洞单独成条，统一放 §1.4，受影响项目只在正文中提及。\n\n"
    "## §1.1 框架格局\n\n"
    "1. 石燕〔Stoneswift〕：列式存储引擎（北湾），4.0 支持压缩。\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 事故\n\n"
    "1. 事故·石燕 Stoneswift 写入中断（2030-05-01）：4.0 升级后写入中断 1 小时。\n"
)


def test_damage_suggested_where_the_preamble_files_incidents_apart() -> None:
    """`Stoneswift 4.0 列存文件损坏` suggested for §1.4, where incidents go apart: damage is
    trouble (not the product's news), even with the relation line naming the product."""
    said = "与活文档现有脉络的关系：§1.1 石燕〔Stoneswift〕条\n"
    brief = brief_text(increment(1, "石燕 Stoneswift 4.0 列存文件损坏", section="§1.4", extra=said))
    action = run(_APART, brief).actions[0]
    assert action.action == "inserted", action
    assert _on(_APART, "Stoneswift 4.1 发布：向量化扫描")[0] == "updated"


def test_a_comparison_is_no_news_of_the_product_s_one_release_entry() -> None:
    """`Pixel Forge 实测：与四款图像工具横评` (the lead `[PX 2.0]` read as Pixel Forge) compares the
    product with others: not news of its one release entry, as its own news is."""
    action, matched = _on(_SHORTS, "Pixel Forge 实测：与四款开源图像工具横评", "§1.4")
    assert action == "inserted", matched
    action, matched = _on(_SHORTS, "Pixel Forge 新增批处理模式")
    assert action == "updated" and "one release entry" in matched, matched


_SPACED = (
    "# agent register\n\n"
    "* One entry per minor release, led `N. Maker / Product X.Y — summary`; patches are"
    " `Update` sub-bullets of their minor's entry.\n"
    "* Things without versions take a kind instead of a maker: `Spec / Name`.\n\n"
    "## §1.1 Frameworks\n\n"
    "1. Marlin Works / Keel 2.0 — sandboxed runner\n"
    "2. Marlin Works / Keel 2.1 — snapshot restore\n"
    "3. Spec / TCP-A — tool call protocol, 1.0 final\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 z\n"
)


def test_a_maker_before_a_spaced_slash_is_no_part_of_the_name() -> None:
    """`Marlin Works / Keel 2.1` where the preamble quotes `Maker / Product X.Y`: a patch
    (`Keel 2.1.3`) is the 2.1 entry's, a spec's draft (`TCP-A 1.1 草案`) the spec's."""
    action, matched = _on(_SPACED, "Keel 2.1.3 — 修复快照恢复失败")
    assert action == "updated" and "2.1" in matched, matched
    action, matched = _on(_SPACED, "TCP-A 1.1 草案 — 流式结果")
    assert action == "updated" and "TCP-A" in matched, matched


def test_a_title_setting_its_subject_apart_from_the_entry_s_maker_is_a_possibility() -> None:
    """`PX 2.0 方法复刻：Pixel 以外的社区实现` (or `… other than Pixel`) is about implementations
    other than the one the lead `[PX 2.0] (Pixel)` records: new, possibly continuing it; the
    product's own news still continues it."""
    for title in (
        "PX 2.0 方法复刻：Pixel 以外的社区实现",
        "PX 2.0 clones: builds other than Pixel",
    ):
        action = run(_SHORTS, brief_text(increment(1, title, section="§1.1"))).actions[0]
        assert action.action == "inserted" and "PX 2.0" in (action.possibly or ""), action
    action, matched = _on(_SHORTS, "PX 2.0 新增批处理模式")
    assert action == "updated", matched


def test_a_postmortem_title_saying_which_incident_entry_it_corresponds_to() -> None:
    """`Stoneswift 写入中断根因分析：对应「事故·石燕 Stoneswift 写入中断」条` says in its title, as a
    relation line would, which incident entry it follows up: that entry's news, even with no
    relation line. A title that is no postmortem is not read so."""
    title = "Stoneswift 写入中断根因分析：对应「事故·石燕 Stoneswift 写入中断」条"
    action, matched = _on(_APART, title, "§1.4")
    assert action == "updated" and "写入中断" in matched, matched
    action, matched = _on(
        _APART, "Stoneswift 4.1 发布：对应「事故·石燕 Stoneswift 写入中断」条", "§1.4"
    )
    assert "title names the incident" not in matched, matched
