"""Spec examples embedded in a living document, applied, and judged by GitHub's parser.

Shared by the conformance test (the examples in ../shared/conformance) and the README
figures (`python -m tests.conformance` prints them per construct).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from patcher import api
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.errors import PatcherError
from patcher.lint.check import check_text
from patcher.lint.guard import check_loss
from patcher.text.source import Source, split_text

from . import gfm
from .conftest import SMALL_MAP, brief_text, increment

CONFORMANCE = Path(__file__).resolve().parent.parent.parent / "shared" / "conformance"
MAP: SectionMap = load_map(Source("map.yaml", SMALL_MAP.encode()))
POSITIONS = ("after-last", "between", "before-next")
BRIEF = brief_text(
    increment(1, "colibri engine 0.4 发布", points="- 吞吐提升 - 新增 KV 卸载"),
    increment(2, "Tensorpipe engine 上线", points="- 单机多卡"),
    increment(3, "Fairshare scheduler 论文", section="§1.2 推理调度", points="- 公平调度"),
)
EXPECTED = {"2026-10-01#1": "§1.1", "2026-10-01#2": "§1.1", "2026-10-01#3": "§1.2"}


@dataclass(frozen=True)
class Example:
    source: str  # which file
    number: int
    section: str  # the construct (the spec's section)
    markdown: str


def examples() -> list[Example]:
    """Every example of ../shared/conformance, each markdown text once."""
    found: list[Example] = []
    data = json.loads((CONFORMANCE / "commonmark-0.31.2.json").read_text(encoding="utf-8"))
    found += [Example("commonmark", e["example"], e["section"], e["markdown"]) for e in data]
    for name in ("gfm-extensions", "gfm-regression", "gfm-spec"):
        found += list(_spec_examples(name))
    seen: set[str] = set()
    unique = []
    for example in found:
        if example.markdown not in seen:
            seen.add(example.markdown)
            unique.append(example)
    return unique


_FENCE = "`" * 32


def _spec_examples(name: str) -> Iterator[Example]:
    """Examples of a cmark-gfm spec text: ```` ```…``` example ````, markdown, `.`, HTML."""
    section, number, inside, lines = "", 0, False, []  # type: ignore[var-annotated]
    for line in (CONFORMANCE / f"{name}.txt").read_text(encoding="utf-8").split("\n"):
        if not inside and line.startswith("#"):
            section = line.lstrip("#").strip()
        elif line.startswith(_FENCE + " example"):
            inside, lines, number = True, [], number + 1
        elif inside and line == ".":
            inside = False
            yield Example(
                name, number, section, "".join(x + "\n" for x in lines).replace("→", "\t")
            )
        elif inside:
            lines.append(line)


def document(markdown: str, position: str) -> str:
    """A living document with the example embedded in §1.1 at `position`."""
    example = markdown if markdown.endswith("\n") else markdown + "\n"
    first = "- **colibri** engine 0.3（2026-09-01）：首个版本\n"
    second = "- **vLLM** 0.19 发布（2026-09-02）：调度器重写\n"
    if position == "between":
        body = f"{first}\n{example}\n{second}\n"
    elif position == "after-last":
        body = f"{first}{second}\n{example}\n本节到此为止。\n\n"
    else:  # before-next: right before the next anchor heading
        body = f"{first}{second}\n{example}"
    return (
        "# 活文档\n\n## §1.1 框架格局\n\n"
        + body
        + "## §1.2 推理调度\n\n1. **SAGA** 调度（2026-09-03）\n\n## Misc\n\n- 杂项\n"
    )


@dataclass(frozen=True)
class Outcome:
    kind: str  # "pass", "refused" (safe: nothing written), "wrong" (exit 0, shown wrongly)
    why: str = ""


def anchors_sound(text: str) -> bool:
    """Whether GitHub shows §1.1 and §1.2 each once as a top-level heading."""
    elements = gfm.outline(text)
    return all(gfm.section_range(elements, text, code) for code in ("§1.1", "§1.2"))


def judge_apply(doc: str) -> Outcome:
    """Apply the briefing; judge the result with cmark-gfm's HTML."""
    sound = anchors_sound(doc)
    try:
        report = api.apply([Source("b.txt", BRIEF.encode())], Source("d.md", doc.encode()), MAP)
    except PatcherError as error:  # right when GitHub shows no single §1.1 or §1.2
        return Outcome("pass" if not sound else "refused", error.message)
    if not sound:
        return Outcome("wrong", "applied although GitHub shows no single §1.1/§1.2")
    new = report.new_text.render()
    problems = gfm.judge(doc, new, EXPECTED)
    return Outcome("wrong", "; ".join(problems)) if problems else Outcome("pass")


def judge_check_and_guard(doc: str) -> Outcome:
    """check reports anchor problems exactly when GitHub shows them; the guard flags an entry
    deleted from the document."""
    text = split_text("d.md", doc)
    codes = {f.code for f in check_text(text, MAP)}
    anchor_problem = bool(codes & {"PD001", "PD003"})
    if anchor_problem == anchors_sound(doc):
        return Outcome("wrong", f"check says {sorted(codes)}; GitHub's headings disagree")
    if anchor_problem:
        return Outcome("pass")
    elements = gfm.outline(doc)
    span = gfm.section_range(elements, doc, "§1.1")
    items = [li for li in gfm.top_items(elements) if span and span[0] < li.start < span[1]]
    lines = doc.split("\n")
    victim = next((li for li in items if "**vLLM**" in lines[li.start]), None)
    if victim is None:
        return Outcome("pass")  # the example took the entry in: nothing to delete
    cut = "\n".join(lines[: victim.start] + lines[victim.end :])
    found = {f.code for f in check_loss(text, split_text("d.md", cut), MAP)}
    if "PD009" not in found and "PD010" not in found:
        return Outcome("wrong", "the guard let an entry's deletion pass")
    return Outcome("pass")


def run() -> dict[str, Counter[str]]:
    """Outcomes per construct (the spec's section), for the README."""
    table: dict[str, Counter[str]] = {}
    for example in examples():
        for position in POSITIONS:
            doc = document(example.markdown, position)
            for what, outcome in (
                ("apply", judge_apply(doc)),
                ("guard", judge_check_and_guard(doc)),
            ):
                table.setdefault(example.section, Counter())[f"{what} {outcome.kind}"] += 1
    return table


def main() -> None:
    table = run()
    print(
        "| construct | placements | apply pass | apply refused | apply wrong | check+guard pass |"
    )
    print("|---|---|---|---|---|---|")
    total: Counter[str] = Counter()
    for section, counts in sorted(table.items()):
        total.update(counts)
        print(_row(section, counts))
    print(_row("**all**", total))


def _row(name: str, counts: Counter[str]) -> str:
    placements = counts["apply pass"] + counts["apply refused"] + counts["apply wrong"]
    return (
        f"| {name} | {placements} | {counts['apply pass']} | {counts['apply refused']} | "
        f"{counts['apply wrong']} | {counts['guard pass']} |"
    )


if __name__ == "__main__":
    sys.exit(main())
