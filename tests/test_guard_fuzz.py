"""A short, deterministic run of the guard fuzz in bench/fuzz_parser.py: random deletions and
shortenings of visible text are refused; reorders, re-nestings and typo fixes accepted."""

from __future__ import annotations

import sys

from hypothesis import HealthCheck, given, settings

from patcher.lint.conserve import conserve
from patcher.lint.visible import Shown, changed_blocks, shown_blocks
from patcher.text.source import split_text

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
from fuzz_parser import GuardCase, guard_cases, guard_one

SHORT = settings(
    max_examples=150,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)


@SHORT
@given(guard_cases())
def test_losses_are_refused_and_harmless_edits_accepted(case: GuardCase) -> None:
    guard_one(case)


@SHORT
@given(guard_cases())
def test_comparing_the_changed_stretch_equals_comparing_everything(case: GuardCase) -> None:
    """The blocks rendered alike at both ends are skipped: the same blocks are lost."""
    old, new = split_text("a", case.old), split_text("b", case.new)
    every_old, every_new = shown_blocks(old), shown_blocks(new)
    changed = changed_blocks(old, new)
    full = conserve(every_old, every_new, range(len(every_old)))
    part = conserve(changed.old, changed.new, range(len(changed.old)))
    # the same texts are lost (which copy of a repeated text is named may differ)
    assert sorted(x.block.key for x in full.lost) == sorted(x.block.key for x in part.lost)
    skipped = changed.skipped()
    lines = {b.start for b in every_old if b.kind != "html"}  # raw HTML sits between blocks
    assert lines <= {b.start for b in changed.old} | set(skipped)  # every block is somewhere

    def keys(blocks: list[Shown]) -> dict[int, list[str]]:
        out: dict[int, list[str]] = {}
        for block in blocks:
            if block.kind != "html":
                out.setdefault(block.start, []).append(block.key)
        return out

    before, after = keys(every_old), keys(every_new)
    read = {b.start for b in changed.old}  # a line whose cells are partly read, partly skipped
    assert all(before.get(o) == after.get(n) for o, n in skipped.items() if o not in read)
