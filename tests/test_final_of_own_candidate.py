"""A document giving every release an entry, whose editor wrote a release candidate as an
entry of its own (`7. Inkwell v3.0rc1 — …`), its preamble silent on candidates: the final
release (`Inkwell 3.0 正式版`) is another release, a new entry that possibly continues the
candidate's; where the preamble files candidates under their release's entry, or a night
wrote the candidate's entry, the final release still continues it."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source
from tests.conftest import brief_text, increment

PER_RELEASE = (
    "One numbered entry per **release**: a new version of a product gets its own entry; news\n"
    "about a release already listed goes under it as a dated sub-bullet.\n"
)
CANDIDATES_UNDER = (
    "One entry per release: a new minor or major version gets its own entry; patch releases\n"
    "and release candidates of x.y go as dated sub-bullets under the x.y entry.\n"
)


def _doc(preamble: str) -> str:
    return (
        f"# Agent log\n\n{preamble}\n## 1.1 Frameworks (§1.1)\n\n"
        "1. Loomcraft v2.2 — Tessel Labs — graph workflows with checkpoints. (2027-10-12)\n"
        "2. Inkwell v3.0rc1 — Corvid Systems — desktop computer-use agent, first release "
        "candidate of 3.0. (2027-10-15)\n\n"
        "## 1.2 Tools (§1.2)\n\n## 1.3 Evaluation (§1.3)\n\n## 1.4 Incidents (§1.4)\n"
    )


def _action(preamble: str, title: str) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.1"), date="2027-11-07")
    report = api.apply(
        [Source("b.txt", brief.encode())], Source("d.md", _doc(preamble).encode()), smap
    )
    return report.actions[0]


def test_the_final_release_of_a_candidate_the_editor_gave_an_entry() -> None:
    final = _action(PER_RELEASE, "Inkwell 3.0 正式版 — 多显示器与操作回放")
    assert final.action == "inserted"
    assert "Inkwell v3.0rc1" in final.possibly
    # the candidate's own news still goes under it
    assert _action(PER_RELEASE, "Inkwell v3.0rc1 修复多显示器坐标偏移").action == "updated"


def test_the_final_release_where_the_preamble_files_candidates_under_it() -> None:
    final = _action(CANDIDATES_UNDER, "Inkwell 3.0 正式版 — 多显示器与操作回放")
    assert final.action == "updated"
