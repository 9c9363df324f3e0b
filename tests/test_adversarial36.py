"""Adversarial pass 36 (tests/data/adversarial36): near-misses of the readings merged last
(spell2: revisions of an entry named by a slash major, a slash major no repository path;
infer1: trouble kept apart and a release before a board's name read from the entries;
lead157: a bare denial of the entry going by that word alone, a one-word name beside
longer-named siblings, advisories under their product, `X Serverless tier`; adv35b: a
follow-up of the day an incident entry names, an HTTP status after a name); the set's
figures held, and each cause fixed tested with new names."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from tests.conftest import brief_text, increment, run

_SET = Path(__file__).parent / "data" / "adversarial36"


def _score() -> ModuleType:
    spec = importlib.util.spec_from_file_location("adversarial36_score", _SET / "score.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sets_figures_hold() -> None:
    """132 labelled cases on three documents: none wrong (2 before the pass's fixes: e17
    `Hollin Labs 12-08 官网中断`, the maker the lead brackets read as the entry's name with
    what it is; e18 `Hollin 托管服务 12-08 写入中断`, the one-word name beside longer-named
    siblings though the words after it are what `**Hollin Vault**`'s lead calls it), none
    missed (3 before left16: a02, b14 `TLP 3.1 勘误` / `SRP 2.1 errata` beside `**TLP/3**`; c01
    an incident under its product where trouble entries stand apart too), no briefing refused."""
    score = _score()
    cases = score.yaml.safe_load((_SET / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = score.load_map(score.find_map(None, Path("/nonexistent")))
    rows = [score.outcome(case, smap) for case in cases]
    verdicts = {v: [r["id"] for r in rows if r["verdict"] == v] for v in ("WRONG", "MISSED")}
    assert len(rows) == 132
    assert verdicts["WRONG"] == [], verdicts
    assert verdicts["MISSED"] == [], verdicts
    assert [r["id"] for r in rows if r["verdict"] in ("ERROR", "PLACED")] == []


_FAMILY = (
    "# notes\n\n> 约定：每个产品一条；事故写成该产品条目下的子条目。\n\n## §1.1 服务\n\n"
    "- **Tamsin**（Tamsin Labs）v2 — 开源对象存储。\n"
    "- **Tamsin Cloud**（Tamsin Labs）— Tamsin 的托管服务。\n"
    "- **Tamsin Edge**（Tamsin Labs）— Tamsin 的边缘版，单独维护。\n\n"
    "## §1.2 其他\n\n## §1.3 其他\n\n## §1.4 可靠性\n"
)


def _matched(title: str) -> str:
    """The entry the title continued (its first line), or `` when it became one of its own."""
    report = run(_FAMILY, brief_text(increment(1, title, section="§1.4")))
    action, lines = report.actions[0], report.new_text.render().split("\n")
    if action.action != "updated" or action.line is None:
        return ""
    return next(ln for ln in reversed(lines[: action.line]) if ln.startswith("- "))


def test_words_a_siblings_lead_calls_it_after_the_one_word_name() -> None:
    """`Tamsin 托管服务 …` says what `**Tamsin Cloud**`'s lead calls it (`Tamsin 的托管服务`):
    not a short name of `**Tamsin**` beside longer-named siblings; `Tamsin 事故` still is."""
    assert "**Tamsin**" not in _matched("Tamsin 托管服务 03-08 写入中断")
    assert "**Tamsin**" not in _matched("Tamsin 边缘版 03-08 同步中断")
    assert "**Tamsin**" in _matched("Tamsin 事故 — 读取超时约 40 分钟")


def test_the_maker_the_lead_brackets_is_not_the_entry_with_what_it_is() -> None:
    """`Tamsin Labs 03-08 官网中断`: the maker (`（Tamsin Labs）` in every lead), not
    `**Tamsin**` named with a word its lead writes."""
    assert "**Tamsin**" not in _matched("Tamsin Labs 03-08 官网中断 2 小时")
