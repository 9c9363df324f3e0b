"""Development week heldout141, in other words: an acquisition of a product's company (`X 收购
Y Labs 及其 Z 框架`), a product made for a platform (`X for VS`), a short Chinese name and the
product it plugs into (`忆栈接入 Relaymind 3.3`), a point restating another instance's increment."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_REST = "\n## §1.2 工具调用\n\n## §1.3 记忆\n\n## §1.4 可靠性\n"


def _doc(entries: str) -> str:
    return f"# agent · 活文档\n\n## §1.1 框架与编排\n\n{entries}{_REST}"


def _action(doc: str, title: str) -> tuple[str, str]:
    action = run(doc, brief_text(increment(1, title, section="§1.1 框架与编排"))).actions[0]
    return action.action, action.matched or ""


def test_a_bought_companys_product_is_the_news_of_that_product() -> None:
    """`Harrow Labs 收购 Gravel Works 及其 Pebble 解析库` (or `… acquires Gravel Works and its
    Pebble parser`) reports the fate of Pebble, whose entry names Gravel Works as its maker;
    a company no entry names as Pebble's maker, or no product after it, leaves the title new."""
    doc = _doc(
        "- **Pebble**（Pebble，Gravel Works）— PDF 解析库。\n"
        "- **Harrow Index** — Harrow Labs 的向量索引服务。\n"
    )
    for title in (
        "Harrow Labs 收购 Gravel Works 及其 Pebble 解析库",
        "Harrow Labs acquires Gravel Works and its Pebble parser",
    ):
        action, matched = _action(doc, title)
        assert action == "updated" and "Pebble" in matched, (title, matched)
    for title in (
        "Harrow Labs 收购 Gravel Works 旗下团队",
        "Harrow Labs 收购 Marl Labs 及其 Pebble 解析库",
    ):
        action, matched = _action(doc, title)
        assert action == "inserted", (title, matched)


def test_a_product_for_a_platform_is_its_own_thing() -> None:
    """`Quill for VS 0.7` is the plugin `Quill for VS` (not a comparison of `Quill for` with
    `0.7`): its own entry where the document has one, else a new entry that possibly continues
    `Quill`; the words `for VS` are never read as `versus`."""
    both = _doc(
        "- **Quill**（Quill，Ashby）— 编码智能体。\n- **Quill for VS** — Quill 的插件，0.6。\n"
    )
    action, matched = _action(both, "Quill for VS 0.7：内联审阅")
    assert action == "updated" and "Quill for VS" in matched, matched
    alone = _doc("- **Quill**（Quill，Ashby）— 编码智能体。\n")
    for title in ("Quill for VS 0.7：内联审阅", "Quill for Docs 1.0 发布"):
        action, matched = _action(alone, title)
        assert action == "inserted", (title, matched)
    action, matched = _action(alone, "Quill 2.1 发布")
    assert action == "updated", matched


def test_a_short_chinese_name_then_the_product_it_plugs_into() -> None:
    """`忆栈接入 Relaymind 3.3 记忆插槽`: the Latin name after `接入` (or `支持`) is what 忆栈
    plugs into, not another name of 忆栈's; `忆栈发布 Skylark 2.0` still may be another product."""
    doc = _doc("- **忆栈**（Mnemora，深岚科技）— 托管智能体记忆服务，1.x。\n")
    for title in ("忆栈接入 Relaymind 3.3 记忆插槽", "忆栈支持 Skylark 2.0 协议"):
        action, matched = _action(doc, title)
        assert action == "updated" and "忆栈" in matched, (title, matched)
    action, matched = _action(doc, "忆栈发布 Skylark 2.0")
    assert action == "inserted", matched


def test_a_point_restating_another_instances_increment() -> None:
    """A second instance's `忆栈企业版上线` whose point says `（同 Tom 实例增量 1）` goes where
    that night's increment 1 went (`Mnemora 企业版上线` under `忆栈`); without that point it goes
    there too since dup6: `企业版` glued to a Chinese name is the product's paid edition (as
    heldout40's `行者企业版上线` is labelled), no longer maybe a longer name."""
    doc = _doc("- **忆栈**（Mnemora，深岚科技）— 托管智能体记忆服务，1.x。\n")
    first = brief_text(increment(1, "Mnemora 企业版上线：私有化部署", section="§1.1 框架与编排"))
    for point, expected in (("（同 Tom 实例增量 1）", "updated"), ("首批客户为券商", "updated")):
        block = increment(
            1,
            "忆栈企业版上线，私有化部署",
            section="§1.1 框架与编排",
            points=f"- 私有化部署{point}",
        )
        second = brief_text(block).replace("实例 A", "实例 B")
        report = run(doc, first, second)
        assert report.actions[1].action == expected, (point, report.actions[1])
