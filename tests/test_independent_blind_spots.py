"""What the independent check used to let through: an old block that shows otherwise with the
same lines and text (a list turned loose, an ordered list's start number moved, a list split in
two, a new link reference definition), and the layouts that must still pass."""

from __future__ import annotations

from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.text.source import Source, split_text

from .conftest import SMALL_MAP

MAP: SectionMap = load_map(Source("map.yaml", SMALL_MAP.encode()))


def doc(section_11: str, section_12: str = "1. **SAGA** 调度（2026-09-03）\n\n") -> str:
    return f"# 活文档\n\n## §1.1 框架格局\n\n{section_11}## §1.2 推理调度\n\n{section_12}## Misc\n"


def refusal(text: str, position: int, kind: str, lines: list[str]) -> str | None:
    """markdown-it's check on one planned block spliced at `position`: its words, or None."""
    from patcher.document.sections import load
    from patcher.output import independent
    from patcher.output.splice import splice
    from patcher.plan.model import Plan

    document = load(split_text("d.md", text), MAP)
    plan = Plan()
    plan.add(position, kind, [(line, "2026-10-01#9") for line in lines])  # type: ignore[arg-type]
    new, _ = splice(document.text, plan)
    try:
        independent.check(document, new, plan)
    except independent.Refusal as why:
        return str(why)
    return None


def index(text: str, line: str) -> int:
    return text.split("\n").index(line)


def test_an_entry_after_the_blank_line_that_turns_a_tight_list_loose_is_refused() -> None:
    # adversary 16: a setext heading, a one-item list, a blank line, the next heading
    text = (
        "# 活文档\n\n§1.1 框架格局\n-------------\n- **Delta**：KV。\n\n## §1.2 推理调度\n\n- x\n"
    )
    after_blank = index(text, "## §1.2 推理调度")
    why = refusal(text, after_blank, "entry", ["- **Kappa** 新条目", ""])
    assert why is not None and "line 5" in why and "loose" in why
    assert refusal(text, after_blank - 1, "entry", ["- **Kappa** 新条目"]) is None  # right after


def test_a_tight_list_of_several_items_made_loose_is_refused() -> None:
    text = doc("- **colibri** engine 0.3\n- **vLLM** 0.19\n\n")
    heading = index(text, "## §1.2 推理调度")
    assert refusal(text, heading, "entry", ["- **New** 条目", ""]) is not None
    assert refusal(text, heading - 1, "entry", ["- **New** 条目"]) is None


def test_a_loose_list_written_loose_passes() -> None:
    text = doc("- **colibri** engine 0.3\n\n- **vLLM** 0.19\n\n")
    heading = index(text, "## §1.2 推理调度")
    assert refusal(text, heading, "entry", ["- **New** 条目", ""]) is None


def test_a_list_loose_outside_the_window_may_gain_a_loose_entry() -> None:
    # the list is loose because of one blank line far above the edit: the lines read around
    # the edit are tight before and loose after, the whole list is loose both times
    items = [f"- **item{n}** 条目 {n}" for n in range(8)]
    text = doc(items[0] + "\n\n" + "\n".join(items[1:]) + "\n\n")
    heading = index(text, "## §1.2 推理调度")
    assert refusal(text, heading, "entry", ["- **New** 条目", ""]) is None
    tight = doc("\n".join(items) + "\n\n")
    assert refusal(tight, index(tight, "## §1.2 推理调度"), "entry", ["- **New** 条目", ""])


def test_a_nested_list_made_loose_by_an_update_is_refused() -> None:
    text = doc("- **colibri** engine 0.3\n  - 旧\n- **vLLM** 0.19\n\n")
    at = index(text, "- **vLLM** 0.19")
    assert refusal(text, at, "update", ["", "  - 2026-10-01 续"]) is not None
    assert refusal(text, at, "update", ["  - 2026-10-01 续"]) is None


def test_an_ordered_lists_start_number_that_moves_is_refused() -> None:
    text = doc("- **colibri** engine 0.3\n\n", "3. **SAGA** 调度\n4. **Orca** 调度\n\n")
    first = index(text, "3. **SAGA** 调度")
    why = refusal(text, first, "entry", ["1. **New** 调度"])
    assert why is not None and "number" in why
    assert refusal(text, first, "entry", ["3. **New** 调度"]) is None  # the list still starts at 3
    assert refusal(text, first + 2, "entry", ["5. **New** 调度"]) is None  # appended


def test_a_list_split_in_two_by_another_bullet_is_refused() -> None:
    text = doc("- **colibri** engine 0.3\n  - 旧一\n  - 旧二\n- **vLLM** 0.19\n\n")
    why = refusal(text, index(text, "  - 旧二"), "update", ["  * 2026-10-01 续"])
    assert why is not None and "list" in why
    assert refusal(text, index(text, "- **vLLM** 0.19"), "update", ["  - 2026-10-01 续"]) is None


def test_a_new_link_reference_definition_is_refused_even_far_from_its_use() -> None:
    # `[colibri]` in §1.2 is far outside the lines read around the edit in §1.1
    text = doc("- **colibri** engine 0.3\n- **vLLM** 0.19\n\n", "1. 见 [colibri] 的说明\n\n")
    at = index(text, "- **vLLM** 0.19")
    why = refusal(text, at, "update", ["", "  [colibri]: https://example.org/colibri"])
    assert why is not None and "link reference" in why
    why = refusal(text, at + 1, "entry", ["[colibri]: https://example.org/colibri"])
    assert why is not None


def test_a_link_reference_definition_a_new_line_takes_in_is_refused() -> None:
    text = doc("- **colibri** engine 0.3\n\n[colibri]: https://example.org/colibri\n\n")
    at = index(text, "[colibri]: https://example.org/colibri")
    assert refusal(text, at, "entry", ["- **New** 条目"]) is not None


# --- raw text compared first, rendered only where it differs ------------------------------


def test_a_paragraph_whose_raw_text_is_kept_but_shows_otherwise_is_refused() -> None:
    # `[colibri]` is the same raw text before and after; a definition added right below the
    # paragraph makes it a link
    text = doc("- **colibri** engine 0.3 见 [colibri]\n- **vLLM** 0.19\n\n")
    at = index(text, "- **vLLM** 0.19")
    why = refusal(text, at, "entry", ["- **New** 条目", "", "[colibri]: https://example.org"])
    assert why is not None and "link reference" in why


def nodes(*paragraphs: str) -> list[object]:
    from patcher.output.independent import REFERENCES, Node

    found = [Node("paragraph_open", n, n + 1, (), raw) for n, raw in enumerate(paragraphs)]
    return [*found, Node(REFERENCES, 0, 0, (), "")]


def test_raw_text_that_differs_is_judged_by_its_rendering() -> None:
    from patcher.output import independent
    from patcher.plan.model import Plan

    old = split_text("d.md", "*a* b\n\nc\n")
    shift = independent.Shift(Plan(), len(old.lines))

    def compared(before: list[object], after: list[object]) -> str | None:
        try:
            independent._compare(old, before, after, shift, Plan())  # type: ignore[arg-type]
        except independent.Refusal as why:
            return str(why)
        return None

    assert compared(nodes("*a* b", "c"), nodes("_a_ b", "c")) is None  # <em>a</em> b both
    assert "line 1" in (compared(nodes("*a* b", "c"), nodes("*a*  b!", "c")) or "")
    assert "line 2" in (compared(nodes("*a* b", "c"), nodes("*a* b", "`c`")) or "")


def test_unchanged_text_is_never_rendered(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from patcher.output import independent

    rendered: list[str] = []
    real = independent.shown
    monkeypatch.setattr(
        independent, "shown", lambda raw, refs: rendered.append(raw) or real(raw, refs)
    )
    text = doc("- **colibri** engine 0.3 *新* [x](/y)\n- **vLLM** 0.19\n\n")
    assert refusal(text, index(text, "## §1.2 推理调度") - 1, "entry", ["- **New** 条目"]) is None
    assert rendered == []
    assert refusal(text, index(text, "- **vLLM** 0.19"), "entry", ["继续 *写*"]) is not None
    assert rendered  # the paragraph the new line joins: its raw text changed


def test_where_each_new_line_came_from_is_the_inverse_of_where_old_lines_land() -> None:
    import random

    from patcher.output.independent import Shift
    from patcher.plan.model import Plan

    chance = random.Random(26)
    for _ in range(200):
        size, plan = chance.randint(1, 30), Plan()
        for _ in range(chance.randint(0, 6)):
            lines = [(f"x{n}", "2026-10-01#1") for n in range(chance.randint(1, 3))]
            plan.add(chance.randint(0, size), "entry", lines)
        shift = Shift(plan, size)
        total = size + sum(len(b.lines) for b in plan.blocks)
        landed = {shift.new(i): i for i in range(size)}
        assert [shift.old(j) for j in range(total + 2)] == [landed.get(j) for j in range(total + 2)]


def refusal_of_plan(text: str, edits: list[tuple[int, str, list[str]]]) -> tuple[int, str | None]:
    """markdown-it's check on several planned blocks at once: how many windows it reads (one
    per run of overlapping or adjacent windows) and its words, or None."""
    from patcher.document.sections import load
    from patcher.output import independent
    from patcher.output.splice import splice
    from patcher.plan.model import Plan

    document = load(split_text("d.md", text), MAP)
    plan = Plan()
    for position, kind, lines in edits:
        plan.add(position, kind, [(line, "2026-10-01#9") for line in lines])  # type: ignore[arg-type]
    windows = independent._windows(document, independent._units(document), plan)
    new, _ = splice(document.text, plan)
    try:
        independent.check(document, new, plan)
    except independent.Refusal as why:
        return len(windows), str(why)
    return len(windows), None


def test_two_edits_read_in_one_window_are_each_checked() -> None:
    # edits in neighbouring entries share one window, read once old and once new: each edit
    # is still judged, a broken one refused as it is alone, whether it comes first or second
    text = doc(
        "- **colibri** engine 0.3\n  - 旧\n- **vLLM** 0.19\n  - 旧一\n  - 旧二\n- **Orca** 0.2\n\n"
    )
    first, second = index(text, "- **vLLM** 0.19"), index(text, "- **Orca** 0.2")
    good = [(first, "update", ["  - 2026-10-01 续"]), (second, "update", ["  - 2026-10-01 续"])]
    assert refusal_of_plan(text, good) == (1, None)
    broken = [
        (second, "update", ["- 2026-10-01 续"]),  # a new top-level item: only the block's check
        (index(text, "  - 旧二"), "update", ["  * 2026-10-01 续"]),  # a list split in two
        (first, "update", ["- 2026-10-01 续"]),
    ]
    for bad in broken:
        why = refusal(text, bad[0], "update", bad[2])
        assert why is not None
        for ok in good:
            if ok[0] != bad[0]:
                assert refusal_of_plan(text, [ok, bad]) == (1, why)
                assert refusal_of_plan(text, [bad, ok]) == (1, why)
