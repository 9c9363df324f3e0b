"""heldout217's general causes (lead217): a preamble giving each major generation one `###`
entry (`one `###` entry per major generation of a framework`), a preamble filing a product's
scores in the product's history (`go in the product's history`), a document noting apps under
the framework they are built on, a generation's point release of an entry named by its `x.0`,
a protocol's Chinese kind word and a name spelled with a hyphen. The names and wordings are new, not the set's."""

from __future__ import annotations

from patcher.plan import app_hosts, versions
from tests.conftest import brief_text, increment, run

_EN = (
    "# Agents — living notes\n\n"
    "Conventions: one `###` entry per major generation of a framework or SDK, one entry for each"
    " library, protocol and benchmark; a product's benchmark scores go in the product's history;"
    " apps are noted under the framework they are built on.\n\n"
    "## §1.1 Frameworks and platforms\n\n"
    "### Ostrel 2\n"
    "Pinfold Labs terminal coding agent.\n"
    "- 2039-01-02: 2.3 adds workspaces.\n\n"
    "### Fenwick Toolkit 3\n"
    "Fenwick Inc. agent SDK.\n"
    "- 2038-10-02: 3.0 released.\n\n"
    "### Fenwick Toolkit 4.0\n"
    "Fenwick Inc. agent SDK, fourth generation: event-sourced sessions.\n"
    "- 2039-01-04: 4.0 released.\n"
    "- 2039-01-05: Lark Desk — built on Fenwick Toolkit 4.0, a desktop assistant.\n\n"
    "## §1.2 Orchestration and tool calling\n\n"
    "### Wireline protocol\n"
    "Open protocol for transporting tool calls, spec 1.0.\n\n"
    "## §1.3 Memory and retrieval\n\n"
    "### Mnemix\n"
    "Long-term memory layer for agents.\n\n"
    "## §1.4 Reliability, safety and evaluation\n\n"
    "### GauntBench\n"
    "Browser agent benchmark with a monthly board.\n"
)

_ZH = (
    "# agent · 活文档\n\n"
    "> 体例：一个产品族一条（版本只写续行），事故写在所涉产品条目下，应用单列。\n\n"
    "## §1.1 智能体框架与平台\n\n"
    "- **Harrowby**（Tenby Systems · SaaS）：低代码智能体平台，拖拽式流程。\n"
    "- **Quarlen**（Mossbank）：Python 智能体框架。\n\n"
    "## §1.2 编排与工具调用\n\n"
    "- **Braidwell**（开源）：多智能体编排器。\n\n"
    "## §1.3 记忆与检索\n\n"
    "- **Mnemix**（开源）：智能体长期记忆层。\n\n"
    "## §1.4 智能体可靠性、安全与评测\n\n"
    "- **GauntBench**（开源）：浏览器智能体基准。\n"
)


def _one(doc: str, title: str, section: str) -> tuple[str, str]:
    report = run(
        doc, brief_text(increment(1, title, section, "- 要点一 - 要点二"), date="2039-01-12")
    )
    [action] = report.actions
    return action.action, action.matched or ""


def test_a_heading_entry_per_major_generation_is_read() -> None:
    """`one `###` entry per major generation of a framework` keeps an entry per generation, as
    `one entry per generation` does; a release rule is not one."""
    assert versions.states_generation_entries(
        "Conventions: one `###` entry per major generation of a framework/agent/SDK."
    )
    assert not versions.states_generation_entries("One `###` entry per release.")


def test_scores_in_the_products_history_are_read() -> None:
    """`a product's benchmark scores go in the product's history` files scores under the
    product; scores said to go in the benchmark's entry do not."""
    assert versions.states_scores_under_product(
        "In short: a product's benchmark scores go in the product's history."
    )
    assert not versions.states_scores_under_product(
        "In short: benchmark scores go in the benchmark's history."
    )


def test_apps_under_their_framework_are_read() -> None:
    """`apps are noted under the framework they are built on` files an app there; `应用单列`
    and a denial do not."""
    assert versions.states_apps_under_framework(
        "In short: apps are noted under the framework they are built on."
    )
    assert not versions.states_apps_under_framework("体例：每篇论文一条，应用单列。")
    assert not versions.states_apps_under_framework(
        "Apps are not noted under the framework they are built on."
    )


def test_a_title_saying_what_its_app_is_built_on() -> None:
    """`X — 基于 Y 的…` and `X — a … built on Y` give the app and the framework; a title saying
    nothing of it gives none."""
    assert app_hosts.built_on("Lark Desk — 基于 Fenwick Toolkit 4.0 的桌面助理") == (
        "Lark Desk",
        "Fenwick Toolkit 4.0",
    )
    assert app_hosts.built_on("Lark Desk — a desktop assistant built on Fenwick Toolkit 4") == (
        "Lark Desk",
        "Fenwick Toolkit 4",
    )
    assert app_hosts.built_on("Lark Desk 首周 — 5 万下载") is None


def test_a_new_major_is_an_entry_of_its_own_where_stated() -> None:
    """`Ostrel 3` beside `### Ostrel 2`, the preamble keeping one entry per major generation:
    a new entry; a point release of the generation continues it."""
    assert _one(_EN, "Ostrel 3 — 规划/执行双代理重写", "§1.1 智能体框架与平台")[0] == "inserted"
    action, matched = _one(_EN, "Ostrel 2.4 — 修复工作区切换", "§1.1 智能体框架与平台")
    assert action == "updated" and '"Ostrel 2"' in matched, matched


def test_a_point_release_of_a_generation_named_by_its_first_release() -> None:
    """`Fenwick Toolkit 4.2` continues `### Fenwick Toolkit 4.0` (the fourth generation's
    entry), not `### Fenwick Toolkit 3`."""
    action, matched = _one(_EN, "Fenwick Toolkit 4.2 — 事件日志压缩", "§1.1 智能体框架与平台")
    assert action == "updated" and '"Fenwick Toolkit 4.0"' in matched, matched


def test_a_monthly_board_round_goes_on_the_headlined_product() -> None:
    """`GauntBench 5 月榜 — Ostrel 2 以 61.0% 居首`, the preamble filing scores in the product's
    history: `### Ostrel 2`, not the benchmark."""
    action, matched = _one(
        _EN, "GauntBench 5 月榜 — Ostrel 2 以 61.0% 居首", "§1.4 智能体可靠性、安全与评测"
    )
    assert action == "updated" and '"Ostrel 2"' in matched, matched


def test_a_new_app_goes_on_the_framework_it_is_built_on() -> None:
    """A new app built on Fenwick Toolkit 4.0 goes on that generation's entry where the preamble
    notes apps there; the app's later news, which that entry's history records, too."""
    action, matched = _one(
        _EN, "Pellam Notes — 基于 Fenwick Toolkit 4.0 的笔记智能体", "§1.1 智能体框架与平台"
    )
    assert action == "updated" and "Fenwick Toolkit 4.0" in matched, matched
    action, matched = _one(_EN, "Lark Desk 首周 — 5 万下载", "§1.1 智能体框架与平台")
    assert action == "updated" and "Fenwick Toolkit 4.0" in matched, matched


def test_an_app_is_its_own_entry_where_the_preamble_says_nothing_of_apps() -> None:
    """The same app in a document that does not note apps under frameworks: a new entry."""
    action, _ = _one(_ZH, "Pellam Notes — 基于 Quarlen 的笔记智能体", "§1.1 智能体框架与平台")
    assert action == "inserted"


def test_a_protocol_in_chinese_and_a_hyphened_name() -> None:
    """`Wire-line 协议 1.1 定稿` is a release of `### Wireline protocol`: `协议` is the kind word
    `protocol` says, the hyphen a spelling."""
    action, matched = _one(_EN, "Wire-line 协议 1.1 定稿 — 新增调用取消", "§1.2 编排与工具调用")
    assert action == "updated" and '"Wireline protocol"' in matched, matched
