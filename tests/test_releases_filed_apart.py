"""A preamble keeping one entry per product but filing every release (patches too) and every
benchmark result as an entry of its own in a section it names, with a pointer back to the
product: a release or a result continues neither the product's entry nor an older release's
or result's, however strongly it names them, and goes to that section; the product's other
news (an incident in a release) stays with the product, not the release's pointer entry."""

from __future__ import annotations

from patcher.plan import incidents
from tests.conftest import brief_text, increment, run

EN = (
    "> House rules: one entry per product; outages and other news are dated sub-bullets under "
    "the product. Each new version, hotfixes included, and each leaderboard result gets a "
    "separate entry in §1.3, with a `see:` line naming the product."
)
ZH = "> 约定：每个产品一条；新闻与故障记在产品条目下。每个新版本（含补丁）和每条榜单成绩在 §1.3 单独成条，并注明所属产品。"
PLAIN = "> House rules: one entry per product; releases and news are dated sub-bullets under it."


def _doc(preamble: str) -> str:
    return (
        f"# speech · living document\n\n{preamble}\n\n## §1.1 Models\n\n"
        "- **Larkspur** — Wren Labs' streaming speech recogniser, 12 languages\n"
        "- **Quillsong TTS** — Marrow AI's expressive text-to-speech\n\n"
        "## §1.2 Tools\n\n- **Gannet** — open-source audio labelling tool\n\n"
        "## §1.3 Evaluation & releases\n\n"
        "- **Tarn Arena** — community speech-model arena, Elo ranked\n"
        "- **Larkspur 2.0 release** — 2031-01-10, adds Cantonese\n"
        "  - see: Larkspur (§1.1)\n"
        "- **Gannet v0.9 release** — 2031-02-02, batch export\n"
        "  - see: Gannet (§1.2)\n\n## §1.4 Reliability\n"
    )


def _actions(doc: str, *titles: tuple[str, str]) -> list[object]:
    incs = [increment(n, title, section=section) for n, (title, section) in enumerate(titles, 1)]
    return list(run(doc, brief_text(*incs)).actions)


def test_the_release_section_a_preamble_names() -> None:
    assert incidents.stated_release_section(EN) == "§1.3"
    assert incidents.stated_release_section(ZH) == "§1.3"
    assert incidents.stated_release_section(PLAIN) == ""
    assert incidents.stated_release_section("Releases get no entry of their own in §1.4.") == ""
    led_by = "Incidents are entries of their own in §1.4, led by the affected version."
    assert incidents.stated_release_section(led_by) == ""  # (a version named, not filed)


def test_a_release_is_a_new_entry_in_the_stated_section() -> None:
    for preamble in (EN, ZH):
        action = _actions(_doc(preamble), ("Larkspur 2.1 发布 — 新增吴语", "§1.1 框架"))[0]
        assert action.action == "inserted" and action.anchor == "§1.3", action
        assert "Larkspur" in (action.possibly or ""), action
    kept = _actions(_doc(PLAIN), ("Larkspur 2.1 发布 — 新增吴语", "§1.1 框架"))[0]
    assert kept.action == "updated", kept


def test_a_patch_is_not_its_line_release_entry() -> None:
    action = _actions(_doc(EN), ("Gannet v0.9.post1 — 修复导出卡死", "§1.2 工具"))[0]
    assert action.action == "inserted" and action.anchor == "§1.3", action


def test_a_release_named_by_no_number_is_a_release() -> None:
    action = _actions(_doc(EN), ("Quillsong TTS Pro-Max 发布 — 48 kHz 输出", "§1.1 框架"))[0]
    assert action.action == "inserted" and action.anchor == "§1.3", action


def test_a_result_and_a_board_edition_are_new_entries() -> None:
    result, board = _actions(
        _doc(EN),
        ("Larkspur 2.0 在 Tarn Arena 排名第一（Elo 1302）", "§1.3 评测"),
        ("Tarn Arena 4 月榜 — Larkspur / Quillsong 对比", "§1.3 评测"),
    )
    assert result.action == "inserted", result
    assert board.action == "inserted", board
    news = _actions(_doc(EN), ("Tarn Arena 发现刷票，榜单暂停", "§1.3 评测"))[0]
    assert news.action == "updated" and "Tarn Arena" in (news.matched or ""), news


def test_news_of_a_release_goes_to_the_product() -> None:
    action = _actions(_doc(EN), ("Larkspur 2.0 权重校验和不符，已撤回重传", "§1.1 框架"))[0]
    assert action.action == "updated", action
    assert 'names "Larkspur"' in (action.matched or ""), action


def test_a_restated_release_continues_the_nights_release_entry() -> None:
    first, again = _actions(
        _doc(EN),
        ("Larkspur 2.1 发布 — 新增吴语", "§1.1 框架"),
        ("Larkspur v2.1 — Wu dialect support", "§1.1 框架"),
    )
    assert first.action == "inserted", first
    assert again.action == "updated" and "Larkspur 2.1" in (again.matched or ""), again
