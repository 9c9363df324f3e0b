"""The editor: identity, neutralised text, one reading of the document, refusals.

Whole edits (list styles, top insertion, updates, sub-sections) are golden case folders in
tests/data/cases (tests/goldencases.py)."""

from __future__ import annotations

import pytest

from patcher import api
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.document.scan import scan_headings
from patcher.text.marker import MARKER
from patcher.text.neutral import neutralise
from patcher.text.source import Source, split_text

from .conftest import SMALL_MAP, brief_text, increment

DOC = (
    "# Doc\n\n## §1.1 框架格局\n\n- **colibri** engine\n- **vLLM**\n\n"
    "## §1.2 推理调度\n\n1. **SAGA** arXiv:2605.00528\n\n## Misc\n"
)


def smap_with(extra: str = "") -> SectionMap:
    return load_map(Source("map.yaml", (SMALL_MAP + extra).encode()))


def run(doc: str, *briefs: str, smap: SectionMap | None = None) -> api.ApplyReport:
    sources = [Source(f"b{n}.txt", b.encode()) for n, b in enumerate(briefs)]
    return api.apply(sources, Source("doc.md", doc.encode()), smap or smap_with())


def new_lines(report: api.ApplyReport) -> list[str]:
    return [
        line[1:]
        for line in report.diff.split("\n")
        if line.startswith("+") and not line.startswith("+++")
    ]


def test_arxiv_identity_ignores_version() -> None:
    brief = brief_text(increment(title="SAGA v2 arXiv:2605.00528v3", section="§2.4"))
    (action,) = run(DOC, brief).actions
    assert action.action == "updated"
    assert action.matched == 'arxiv:2605.00528 + title names "SAGA" + same section §1.2'


def test_an_arxiv_id_leading_an_entry_in_a_code_span_is_its_key() -> None:
    """`` `arXiv:2605.00528` — SAGA: …``: the document labels the paper by its id in a code
    span; a title citing the id continues it, and the id cited further on is no key."""
    doc = DOC.replace("1. **SAGA** arXiv:2605.00528", "1. `arXiv:2605.00528` — Sagittal batching")
    brief = brief_text(increment(title="Sagittal 代码开源（arXiv:2605.00528v2）", section="§2.4"))
    (action,) = run(doc, brief).actions
    assert action.action == "updated" and action.matched.startswith("arxiv:2605.00528")
    cited = DOC.replace(
        "1. **SAGA** arXiv:2605.00528", "1. Sagittal batching, after `arXiv:2605.00528`"
    )
    (action,) = run(cited, brief).actions
    assert action.action == "inserted"


def test_continued_but_new_is_flagged() -> None:
    (action,) = run(DOC, brief_text(increment(title="Unknown thing 续立锚定"))).actions
    assert action.action == "inserted" and "continued-but-new" in action.flags


def test_apply_reads_the_document_once_plus_verification(parse_stats: dict[str, int]) -> None:
    """cmark-gfm reads the document once (its outline, which holds the anchor sections'
    lists too: they are not read again), then only the few lines the verification re-reads
    around each edit; a long part outside the anchors is read once too."""
    big = DOC.replace("# Doc\n", "# Doc\n\n## Notes\n\n" + "- note line\n" * 500)
    big = big.replace("- **vLLM**\n", "- **vLLM**\n" + "- **engine x** old\n" * 300)
    briefs = [brief_text(increment(n, f"engine {n}"), date=f"2026-10-0{n}") for n in (1, 2, 3)]
    lines = big.count("\n") + 1
    run(big, *briefs)
    assert parse_stats["parses"] > 1  # the verification reads its windows
    assert lines <= parse_stats["lines"] < lines + 60, parse_stats


# --- inserted text cannot forge structure -------------------------------------------------------

TRICKS = {
    "heading": "# Fake heading",
    "setext underline": "===",
    "quote": "> quoted",
    "list end": "- fake item",
    "ordered list": "1. fake item",
    "fence": "``` python",
    "tilde fence": "~~~",
    "html comment": "<!-- hidden text",
    "closing comment": "text --> more",
    "forged marker": "<!-- livedoc:id=2026-10-01#9 keys=gh:x/y#1 -->",
    "html block": "<div>hidden</div>",
    "table row": "| a | b |",
    "newline injection": "line one\n## §1.2 推理调度\n- injected",
    "zero width": "\u200b# zero-width then hash",
    "full width": "＃ full-width hash",
    "backslash at end": "ends with \\",
}


@pytest.mark.parametrize("trick", TRICKS, ids=list(TRICKS))
def test_neutralised_title_and_points_cannot_create_structure(trick: str) -> None:
    text = TRICKS[trick]
    brief = brief_text(increment(title=text.replace("\n", " "), points=f"\n- {text}\n- {text}"))
    brief = brief.replace(f"- {text}\n- {text}", f"- {text}\n{text}")
    template = "template:\n  entry: '{title}'\n  details: ['{points}', '{summary}']\n"
    report = run(DOC, brief, smap=smap_with(template))
    new_doc = report.new_text
    assert [(h.level, h.text) for h in scan_headings(new_doc.lines)] == [
        (h.level, h.text) for h in scan_headings(split_text("d", DOC).lines)
    ]
    markers = [m.group("body") for m in MARKER.finditer(new_doc.render())]
    assert len(markers) == 1 and markers[0].startswith("id=2026-10-01#1")
    assert sum(1 for line in new_lines(report) if not line.startswith("  ")) == 1


@pytest.mark.parametrize(
    "line, expected",
    [
        ("# x", "\\# x"),
        ("> x", "\\> x"),
        ("- x", "\\- x"),
        ("12) x", "12\\) x"),
        ("1. x", "1\\. x"),
        ("2026. x", "2026\\. x"),
        ("```x", "\\`\\`\\`x"),  # a lone run: escaped, so it can pair with nothing
        ("run `a b` and ` alone", "run `a b` and \\` alone"),  # a closed span stays code
        ("a <!-- b --> c", "a \\<!-- b --\\> c"),
        ("a < b and <4%", "a < b and <4%"),
        ("two\nlines", "two lines"),
        ("plain", "plain"),
    ],
)
def test_neutralise(line: str, expected: str) -> None:
    assert neutralise(line) == expected


def test_same_increment_from_two_briefings_of_the_same_day_lands_once() -> None:
    first = brief_text(increment(title="Tiny engine arXiv:2610.00001"))
    second = brief_text(increment(3, title="Tiny engine (jay) arXiv:2610.00001"))
    report = api.apply(
        [Source("a.txt", first.encode()), Source("b.txt", second.encode())],
        Source("doc.md", DOC.encode()),
        smap_with(),
    )
    # the second briefing of the day gets ids of its own (suffixed), and is still
    # recognised as the same increment by its content
    assert [(a.id.split(".")[0], a.action, a.flags) for a in report.actions] == [
        ("2026-10-01#1", "inserted", ()),
        ("2026-10-01#3", "unchanged", ("same-day-duplicate",)),
    ]
    assert report.actions[1].id.startswith("2026-10-01#3.")


def test_two_briefings_of_one_day_with_the_same_numbers_both_land() -> None:
    first = brief_text(increment(1, title="Tiny engine"))
    second = brief_text(increment(1, title="Other scheduler"))
    report = api.apply(
        [Source("a.txt", first.encode()), Source("b.txt", second.encode())],
        Source("doc.md", DOC.encode()),
        smap_with(),
    )
    assert [a.action for a in report.actions] == ["inserted", "inserted"]
    again = api.apply(
        [Source("b.txt", second.encode())], Source("doc.md", report.new_text.encode()), smap_with()
    )
    assert [a.action for a in again.actions] == ["unchanged"] and not again.changed
    later = api.apply(
        [Source("c.txt", brief_text(increment(1, title="Third thing")).encode())],
        Source("doc.md", report.new_text.encode()),
        smap_with(),
    )
    assert [a.action for a in later.actions] == ["inserted"]
    assert later.actions[0].id.startswith("2026-10-01#1.")
    assert report.new_text.render().count("**Tiny engine") == 1
    assert "(jay)" not in report.new_text.render()


def test_two_increments_of_one_briefing_on_one_entry_both_land() -> None:
    brief = brief_text(increment(1, "colibri 0.3"), increment(2, "colibri 0.4"))
    report = run(DOC, brief)
    assert [a.action for a in report.actions] == ["updated", "updated"]


def test_verification_refuses_an_edit_that_would_not_be_an_entry(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from patcher.errors import EditRefused
    from patcher.plan.editor import Editor

    monkeypatch.setattr(Editor, "prefix_for", lambda self, anchor: "")  # a bullet-less line
    with pytest.raises(EditRefused, match=r"section §1.1 would have 3 new entries instead of 1"):
        run(DOC, brief_text(increment(title="Tiny engine")))


def test_verification_refuses_a_changed_original_line(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from patcher.errors import EditRefused
    from patcher.output import splice as splice_module
    from patcher.text.source import Text

    real = splice_module.splice

    def tamper(text, plan):  # type: ignore[no-untyped-def]
        new, where = real(text, plan)
        lines = list(new.lines)
        lines[0] = lines[0] + " "
        return Text(new.name, tuple(lines), new.endings, new.bom), where

    monkeypatch.setattr(splice_module, "splice", tamper)
    with pytest.raises(EditRefused, match="line 1 would change"):
        run(DOC, brief_text(increment(title="Tiny engine")))


@pytest.mark.parametrize(
    ("planted", "why"),
    [
        ("## planted heading", "would add, remove or change a heading"),
        ("```", "would open a code block"),
        ("<!-- swallow", "would open a code block"),
    ],
)
def test_verification_refuses_an_inserted_heading_or_open_block(
    monkeypatch: pytest.MonkeyPatch, planted: str, why: str
) -> None:
    from patcher.errors import EditRefused
    from patcher.plan import editor as editor_module

    real = editor_module.Editor.add_entry

    def plant(self, anchor, lines, item_id, keys, title):  # type: ignore[no-untyped-def]
        return real(self, anchor, [*lines, planted], item_id, keys, title)

    monkeypatch.setattr(editor_module.Editor, "add_entry", plant)
    with pytest.raises(EditRefused, match=why):
        run(DOC, brief_text(increment(title="Tiny engine")))


def test_an_insertion_inside_a_code_block_is_refused() -> None:
    from patcher.document.sections import load
    from patcher.errors import EditRefused
    from patcher.output.verify import verify
    from patcher.plan.model import Plan

    text = split_text("d.md", DOC.replace("## Misc\n", "## Misc\n\n```\ncode\n```\n"))
    doc = load(text, smap_with(""))
    inside = text.lines.index("code")
    plan = Plan()
    plan.add(inside, "entry", [("- x", "2026-10-01#1")])
    new = split_text("d.md", "\n".join([*text.lines[:inside], "- x", *text.lines[inside:]]) + "\n")
    with pytest.raises(EditRefused, match="would land in a code block"):
        verify(doc, new, plan, smap_with(""))


@pytest.mark.parametrize(
    ("index", "what"),
    [(0, "text"), (2, "text"), (-3, "text"), (-1, "text"), (3, "ending"), (-1, "ending")],
)
def test_verification_names_any_changed_line_or_ending(monkeypatch, index: int, what: str) -> None:  # type: ignore[no-untyped-def]
    """Untouched lines are compared a run at a time; a change anywhere (text or ending,
    before the inserted lines, or after them: counted from the end) is refused with its
    line."""
    from patcher.errors import EditRefused
    from patcher.output import splice as splice_module
    from patcher.text.source import Text, split_text

    real = splice_module.splice
    old_lines = split_text("d", DOC).lines
    line = index % len(old_lines)

    def tamper(text, plan):  # type: ignore[no-untyped-def]
        new, where = real(text, plan)
        at = len(new.lines) - len(old_lines) + line if index < 0 else line
        lines, endings = list(new.lines), list(new.endings)
        if what == "text":
            lines[at] += " "
        else:
            endings[at] = "\r\n"
        return Text(new.name, tuple(lines), tuple(endings), new.bom), where

    monkeypatch.setattr(splice_module, "splice", tamper)
    with pytest.raises(EditRefused, match=f"line {line + 1} would change"):
        run(DOC, brief_text(increment(title="Tiny engine")))
