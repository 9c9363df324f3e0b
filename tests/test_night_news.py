"""An entry a night wrote, named by its product (a release maybe) and news of its own: a title
naming that product but none of that news is maybe other news, a `possibly continues`."""

from __future__ import annotations

from patcher.plan.evidence.night_news import other_news, own_news
from tests.conftest import brief_text, increment, run

_DOC = (
    "# 网关 · 活文档\n\n## §1.1 框架格局\n\n- **Orle Router**：请求路由器。\n\n"
    "## §1.2 检索\n\n## §1.3 评测\n\n## §1.4 安全与可靠性\n"
)


def _second(first: str, second: str) -> tuple[str, str, str]:
    """The second night's action on the entry the first night wrote: kind, matched, possibly."""
    report = run(
        _DOC,
        brief_text(increment(1, first), date="2031-03-02"),
        brief_text(increment(1, second, points="- 新要点 - 另一要点"), date="2031-03-05"),
    )
    action = report.actions[-1]
    return action.action, action.matched or "", action.possibly


def test_the_news_a_name_goes_on_with() -> None:
    assert own_news("Brackwater 3.4 API 价格下调 30%") == {"价格", "格下", "下调"}
    assert own_news("Larchline 1.8 回归") == {"回归"}
    assert own_news("鹭桥 Brackwater 3.4 正式发布") == frozenset()  # (announces it only)
    assert own_news("鹭桥-2（Luqiao-2）发布") == frozenset()  # (an aside: another form)
    assert other_news("Larchline 1.8 回归", "Larchline 1.8.1 — 修复重试重复输出")
    assert not other_news("Larchline 1.8 回归", "Larchline 1.8 回归复盘")


def test_other_news_of_the_product_is_a_possibility() -> None:
    """`Brackwater 3.4 内存泄漏已修复（v3.4.2）` is not the night's pricing entry's news."""
    kind, _, possibly = _second(
        "Brackwater 3.4 价格下调 30% — 按 token 计费", "Brackwater 3.4 内存泄漏已修复（v3.4.2）"
    )
    assert kind == "inserted"
    assert "Brackwater 3.4 价格下调 30%" in possibly


def test_a_patch_is_not_the_regression_entry_by_its_release_alone() -> None:
    """`Larchline 1.8.1 — 修复重试重复输出` names the line of `Larchline 1.8 回归`, not its news."""
    kind, _, possibly = _second(
        "Larchline 1.8 回归 — 流式输出在重试时重复", "Larchline 1.8.1 — 修复重试重复输出"
    )
    assert kind == "inserted"
    assert "Larchline 1.8 回归" in possibly


def test_the_same_news_continues() -> None:
    """A title writing the night's news (`价格`, `回归`) continues its entry."""
    kind, matched, _ = _second(
        "Brackwater 3.4 价格下调 30% — 按 token 计费", "Brackwater 3.4 价格下调后用量翻倍"
    )
    assert (kind, matched.startswith("title names")) == ("updated", True)
    kind, _, _ = _second("Larchline 1.8 回归 — 流式输出在重试时重复", "Larchline 1.8 回归复盘")
    assert kind == "updated"


def test_a_name_going_on_with_what_it_is_says_no_news() -> None:
    """A kind, a status or a comparison after the name is no news of its own."""
    assert own_news("Tollgate 2.0 编译器") == frozenset()
    assert own_news("Wicket 0.4 草案") == frozenset()
    assert own_news("Tollgate vs Wicket 端侧对比") == frozenset()
    assert own_news("Wicket 0.4 内测") == frozenset()
