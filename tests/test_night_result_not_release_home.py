"""An entry a night wrote for a result (or an incident) led by a product and its release
(`Kestrel 2.4 登顶 RidgeBench — 64.9 分`) is not the home of that product's next plain release
(`Kestrel 2.5 发布`, `Kestrel v2.4.1 hotfix`) when the product has an entry of its own: the
release is the product's news. Where the night's entry is the product's only one, or the title
is a follow-up of the result itself, the night's entry stays the home. Names are invented."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_MARK = "<!-- livedoc:id=2038-07-03#3 -->"

_ZH_PRODUCT = "- **Kestrel**（Brindle AI）：轻量编码智能体 harness，v2.3。\n"
_ZH_RESULT = (
    "- **Kestrel 2.4 登顶 RidgeBench — 64.9 分** ⭐⭐⭐⭐（2038-07-03）：Kestrel 2.4 在 RidgeBench"
    f" 上得 64.9，超过此前第一（63.7） {_MARK}\n"
    "  - 分数为 Brindle AI 自行提交，待复现\n"
)


def _zh(product: str = _ZH_PRODUCT) -> str:
    return (
        "# agent · 活文档\n\n"
        "> 约定：每个产品一条加粗名条目（`- **名称**（机构）：简介`），版本发布作为带日期的子条目挂在"
        "该产品下；基准本身也是条目。\n\n"
        "## §1.1 框架格局\n\n"
        f"{product}"
        "- **Osprey**（Osprey Labs）：多智能体编排框架，v1.8。\n\n"
        "## §1.2 推理调度\n\n"
        "## §1.3 评测与基准\n\n"
        "- **RidgeBench**（Ridge 联盟）：长程多步任务基准，180 个任务。\n"
        f"{_ZH_RESULT}\n"
        "## §1.4 推理可靠性与可观测性\n"
    )


_EN_PRODUCT = (
    "### Kestrel\nBrindle AI's lightweight coding-agent harness.\n- 2038-06-01: 2.3 released.\n\n"
)
_EN_RESULT = (
    f"### Kestrel 2.4 tops RidgeBench — 64.9{_MARK}\n"
    "Kestrel 2.4 scores 64.9 on RidgeBench, ahead of the previous leader (63.7); self-submitted.\n\n"
)


def _en(product: str = _EN_PRODUCT) -> str:
    return (
        "# Agents — living document\n\n"
        "Conventions: one `### Name` entry per product; a one-line description, then a dated"
        " history list, newest last.\n\n"
        "## §1.1 Frameworks\n\n"
        f"{product}"
        "### Osprey\nOsprey Labs' multi-agent orchestration framework.\n\n"
        "## §1.2 Serving\n\n"
        "## §1.3 Evaluation\n\n"
        "### RidgeBench\nLong-horizon multi-step task benchmark, 180 tasks.\n"
        "- 2038-01-05: v1.\n\n"
        f"{_EN_RESULT}"
        "## §1.4 Reliability\n"
    )


def _action(doc: str, title: str, section: str, relation: str = "") -> tuple[str, str]:
    extra = f"与活文档现有脉络的关系：{relation}\n" if relation else ""
    report = run(doc, brief_text(increment(1, title, section, extra=extra), date="2038-07-08"))
    [action] = report.actions
    return action.action, action.matched or ""


# The failing cases: a plain release of the product, the product holding its own entry.


def test_zh_release_beside_the_results_section_is_the_products() -> None:
    """`Kestrel v2.4.1 hotfix` suggested to the section of the night's result entry."""
    matched = _action(_zh(), "Kestrel v2.4.1 hotfix — 内存泄漏已修", "§1.3 评测与基准")[1]
    assert "登顶" not in matched, matched
    assert "Kestrel" in matched, matched


def test_zh_new_release_with_a_relation_naming_the_score_is_the_products() -> None:
    """`Kestrel 2.5 发布` whose relation line recalls the 2.4 score."""
    relation = "§1.1 已有 Kestrel（v2.3；07-03 已记 2.4 的 RidgeBench 分数）；本条是新版本"
    matched = _action(_zh(), "Kestrel 2.5 发布 — 多仓库编辑", "§1.3 评测与基准", relation)[1]
    assert "登顶" not in matched and "Kestrel" in matched, matched


def test_en_release_beside_the_results_section_is_the_products() -> None:
    matched = _action(_en(), "Kestrel v2.4.1 hotfix — memory leak fixed", "§1.3 评测")[1]
    assert "tops" not in matched and "Kestrel" in matched, matched


def test_en_new_release_is_the_products() -> None:
    matched = _action(_en(), "Kestrel 2.5 released — multi-repo edits", "§1.3 评测")[1]
    assert "tops" not in matched and "Kestrel" in matched, matched


# The controls: where continuing the night's entry is right.


def test_zh_result_entry_is_the_products_only_entry() -> None:
    """No entry of the product's own: the night's entry is its first, and its release's home."""
    action, matched = _action(
        _zh(product=""), "Kestrel v2.4.1 hotfix — 内存泄漏已修", "§1.3 评测与基准"
    )
    assert action == "updated" and "登顶" in matched, matched


def test_en_result_entry_is_the_products_only_entry() -> None:
    action, matched = _action(
        _en(product=""), "Kestrel v2.4.1 hotfix — memory leak fixed", "§1.3 评测"
    )
    assert action == "updated" and "tops" in matched, matched


def test_zh_follow_up_of_the_result_itself_is_not_moved_to_the_product() -> None:
    """`RidgeBench 复核 Kestrel 2.4 成绩` is the result's news: never the product's entry."""
    action, matched = _action(_zh(), "RidgeBench 复核 Kestrel 2.4 成绩", "§1.3 评测与基准")
    assert not (action == "updated" and matched.startswith('title names "Kestrel"')), matched


def test_zh_result_follow_up_led_by_the_product_stays_on_the_result() -> None:
    """`Kestrel 2.4 登顶 RidgeBench 成绩获复现` repeats the result: the night's entry."""
    action, matched = _action(_zh(), "Kestrel 2.4 登顶 RidgeBench 成绩获复现", "§1.3 评测与基准")
    assert action == "updated" and "登顶" in matched, matched


def test_zh_release_beside_a_nights_incident_is_the_products() -> None:
    """A night's incident entry led by the product's release is no home of its next release."""
    incident = (
        "- **Kestrel 2.4 内存泄漏事故** ⭐⭐⭐（2038-07-03）：长任务下内存持续增长，"
        f"多名用户 OOM {_MARK}\n"
    )
    doc = _zh().replace(_ZH_RESULT, incident)
    matched = _action(doc, "Kestrel 2.5 发布 — 多仓库编辑", "§1.3 评测与基准")[1]
    assert "事故" not in matched and "Kestrel" in matched, matched


def test_zh_relation_citing_the_nights_item_keeps_it() -> None:
    """A relation line citing the night's item by its id says where the increment goes."""
    relation = "续 07-03 增量 3（RidgeBench 成绩条目）"
    action, matched = _action(_zh(), "Kestrel 2.5 发布 — 多仓库编辑", "§1.3 评测与基准", relation)
    assert action == "updated" and "登顶" in matched, matched
