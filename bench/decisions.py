"""Decision measure: a labelled set's nights applied to each of its documents, compared with
what a careful editor would do (the labels), without looking at the tool's own report.

    python bench/decisions.py [SET_DIR ...] [--json]

For every set folder (default: every folder of tests/data/decisions/ holding a labels.yaml,
the `real` set skipped when /work/shared/briefs is absent) and each of its documents, the
nights are applied in order with --write to a copy of the document; after each night the
same briefings are applied again to prove the night idempotent. Where an increment's text
landed is read from the written document (its `<!-- livedoc:id=… -->` marker and the
top-level entry around it), so the figures measure the document a reviewer gets.

Printed per set and document: continuation precision (right continuations / continuations
made) and recall (right continuations / labelled continuations), placement accuracy
(increments whose text lands where the label says / all), duplicates (labelled
continuations the tool wrote as a new entry), contradiction placement (notes on the labelled
entry or in the 待核实 section / all labelled items) and nights that were not idempotent.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parent.parent
SETS = ROOT / "tests" / "data" / "decisions"
SHARED = ROOT.parent / "shared" / "briefs"

sys.path.insert(0, str(ROOT))

from patcher.api import apply_file, parse_briefs  # noqa: E402
from patcher.config.maps import find_map, load_map  # noqa: E402
from patcher.config.sectionmap import SectionMap  # noqa: E402
from patcher.document import sections  # noqa: E402
from patcher.text.source import decode, read_source  # noqa: E402

_ID = re.compile(r"<!--\s*livedoc:[^>]*?\bid=(?P<id>[^\s>]+)")
_HEAD = re.compile(r"(?P<kind>增量|邻接|###)\s*(?P<label>[0-9A-Za-z]+)")


@dataclass
class Score:
    """The counts behind one document's figures."""

    increments: int = 0
    placed: int = 0
    labelled_continuations: int = 0
    made_continuations: int = 0
    right_continuations: int = 0
    duplicates: int = 0
    contradictions: int = 0
    contradictions_placed: int = 0
    nights: int = 0
    not_idempotent: int = 0
    misses: list[str] = field(default_factory=list)

    def add(self, other: Score) -> None:
        for name, value in asdict(other).items():
            if name == "misses":
                self.misses += value
            else:
                setattr(self, name, getattr(self, name) + value)

    def figures(self) -> dict[str, float | int]:
        return {
            "precision": _ratio(self.right_continuations, self.made_continuations),
            "recall": _ratio(self.right_continuations, self.labelled_continuations),
            "placement": _ratio(self.placed, self.increments),
            "duplicates": self.duplicates,
            "contradictions": _ratio(self.contradictions_placed, self.contradictions),
            "not_idempotent": self.not_idempotent,
            "increments": self.increments,
            "continuations": self.labelled_continuations,
        }


def _ratio(part: int, whole: int) -> float:
    return round(part / whole, 3) if whole else 1.0


@dataclass(frozen=True)
class Landing:
    """Where an item's marker is: the line, the top-level entry around it, its section."""

    line: int
    entry_start: int | None
    entry_first: str
    anchor: str | None


def load_labels(set_dir: Path) -> dict[str, Any]:
    data: dict[str, Any] = YAML(typ="safe").load((set_dir / "labels.yaml").read_text("utf-8"))
    return data


def brief_path(set_dir: Path, labels: dict[str, Any], name: str) -> Path:
    return SHARED / name if labels.get("source") == "shared" else set_dir / "briefs" / name


def measure_set(set_dir: Path, smap: SectionMap) -> dict[str, Score]:
    """Score of each document of the set."""
    labels = load_labels(set_dir)
    return {doc: measure_document(set_dir, labels, doc, smap) for doc in labels["documents"]}


def measure_document(
    set_dir: Path, labels: dict[str, Any], doc_name: str, smap: SectionMap
) -> Score:
    score = Score()
    with tempfile.TemporaryDirectory() as tmp:
        doc = Path(tmp) / doc_name
        shutil.copyfile(set_dir / doc_name, doc)
        editors = _entry_firsts(doc, smap)  # first lines of the entries an editor's copy has
        for night in labels["nights"]:
            paths = [str(brief_path(set_dir, labels, name)) for name in night["briefs"]]
            sources = [read_source(p) for p in paths]
            apply_file(sources, str(doc), smap, write_back=True)
            again, _ = apply_file(sources, str(doc), smap)
            score.nights += 1
            if again.changed:
                score.not_idempotent += 1
                score.misses.append(f"{doc_name}: night {night['briefs']} not idempotent")
            _score_night(score, set_dir, labels, night, doc, doc_name, smap, editors)
    return score


def _entry_firsts(doc: Path, smap: SectionMap) -> set[str]:
    living = sections.load(decode(read_source(str(doc))), smap)
    return {living.text.lines[e.start] for s in living.sections for e in s.entries}


def _score_night(
    score: Score,
    set_dir: Path,
    labels: dict[str, Any],
    night: dict[str, Any],
    doc: Path,
    doc_name: str,
    smap: SectionMap,
    editors: set[str],
) -> None:
    """Score one night; `editors` (the first lines of the entries the editor's own copy
    holds) gains the entries of increments labelled `new` that the tool wrote as new."""
    living = sections.load(decode(read_source(str(doc))), smap)
    landings = _landings(living)
    ids = _item_ids(set_dir, labels, night)
    found: list[tuple[dict[str, Any], Landing | None]] = []
    for label in night.get("increments", ()):
        item = ids[(label["brief"], label["head"])]
        if label["title"] not in item[1]:
            raise SystemExit(f"label {label['head']} of {label['brief']}: title {item[1]!r}")
        landing = _landing(landings, item[0])
        found.append((label, landing))
        if label["decision"][doc_name] == "new" and landing and landing.entry_start == landing.line:
            editors.add(landing.entry_first)
    owners = _Owners(living, editors)
    for label, landing in found:
        _score_increment(score, label, doc_name, landing, owners)
    for label in night.get("contradictions", ()):
        note_id = f"{ids[(label['brief'], 'date')][0]}#c{label['item']}"
        _score_note(score, label, doc_name, _landing(landings, note_id), owners)


def _item_ids(
    set_dir: Path, labels: dict[str, Any], night: dict[str, Any]
) -> dict[tuple[str, str], tuple[str, str]]:
    """(brief, head) → (increment id, title); (brief, "date") → (date, "")."""
    found: dict[tuple[str, str], tuple[str, str]] = {}
    for name in night["briefs"]:
        source = read_source(str(brief_path(set_dir, labels, name)))
        for brief in parse_briefs([source]).briefs:
            found[(name, "date")] = (brief.date, "")
            for inc in brief.increments:
                kind = "邻接" if inc.adjacent else "增量"
                found[(name, f"{kind} {inc.number}")] = (inc.id, inc.title)
                found[(name, f"### {inc.number}.")] = (inc.id, inc.title)
    return found


def _landings(living: sections.LivingDocument) -> dict[str, list[Landing]]:
    """Item id (without a same-day suffix) → where its markers are."""
    owner: dict[int, tuple[int, str]] = {}
    for section in living.sections:
        for line in range(section.start, section.end):
            owner[line] = (-1, section.anchor.id)
        for entry in section.entries:
            for line in range(entry.start, entry.end):
                owner[line] = (entry.start, section.anchor.id)
    found: dict[str, list[Landing]] = {}
    for index, line in enumerate(living.text.lines):
        for match in _ID.finditer(line):
            start, anchor = owner.get(index, (-1, None))
            first = living.text.lines[start] if start >= 0 else ""
            landing = Landing(index, start if start >= 0 else None, first, anchor)
            found.setdefault(match.group("id").split(".")[0], []).append(landing)
    return found


def _landing(landings: dict[str, list[Landing]], item_id: str) -> Landing | None:
    """The item's first marker in the document (its own entry, or the update line)."""
    hits = landings.get(item_id.split(".")[0], [])
    return hits[0] if hits else None


@dataclass(frozen=True)
class _Owners:
    """The entries a label can name: those of the editor's copy of the document."""

    living: sections.LivingDocument
    editors: set[str]

    def of(self, part: str) -> int | None:
        """The entry whose first line holds `part` (at most one may; none when the tool did
        not write the entry the label means)."""
        lines = self.living.text.lines
        starts = [
            e.start
            for s in self.living.sections
            for e in s.entries
            if part in lines[e.start] and lines[e.start] in self.editors
        ]
        if len(starts) > 1:
            raise SystemExit(f"label {part!r} names {len(starts)} entries (needs exactly one)")
        return starts[0] if starts else None


def _score_increment(
    score: Score,
    label: dict[str, Any],
    doc_name: str,
    landing: Landing | None,
    owners: _Owners,
) -> None:
    decision = label["decision"][doc_name]
    what = f"{doc_name} {label['brief'][:3]} {label['head']} {label['title']!r}"
    score.increments += 1
    made_new = landing is not None and landing.entry_start == landing.line
    made_continuation = landing is not None and not made_new and landing.entry_start is not None
    if made_continuation:
        score.made_continuations += 1
    if decision == "new":
        right = made_new and landing is not None and landing.anchor == label["section"]
        if made_continuation and landing is not None:
            score.misses.append(f"{what}: new, but continued {landing.entry_first.strip()[:60]!r}")
        elif not right:
            score.misses.append(f"{what}: new in {label['section']}, landed {_where(landing)}")
        score.placed += right
        return
    score.labelled_continuations += 1
    owner = owners.of(decision["continues"])
    right = made_continuation and landing is not None and landing.entry_start == owner
    score.right_continuations += right
    score.placed += right
    if made_new:
        score.duplicates += 1
    if not right:
        score.misses.append(f"{what}: continues {decision['continues']!r}, {_where(landing)}")


def _where(landing: Landing | None) -> str:
    if landing is None:
        return "nowhere (no marker)"
    if landing.entry_start == landing.line:
        return f"a new entry in {landing.anchor}"
    return f"under {landing.entry_first.strip()[:60]!r} ({landing.anchor})"


def _score_note(
    score: Score,
    label: dict[str, Any],
    doc_name: str,
    landing: Landing | None,
    owners: _Owners,
) -> None:
    target = label["on"][doc_name]
    score.contradictions += 1
    if target == "verify":
        right = landing is not None and landing.anchor == "verify"
    else:
        owner = owners.of(target["entry"])
        right = landing is not None and landing.entry_start == owner and landing.line != owner
    score.contradictions_placed += right
    if not right:
        what = f"{doc_name} {label['brief'][:3]} contradiction {label['item']}"
        score.misses.append(f"{what}: on {target}, {_where(landing)}")


def default_map() -> SectionMap:
    """The map shipped with the package (the one a team without its own uses)."""
    return load_map(find_map(None, Path(tempfile.gettempdir())))


def available_sets() -> list[Path]:
    found = []
    for labels in sorted(SETS.glob("*/labels.yaml")):
        data = load_labels(labels.parent)
        if data.get("source") == "shared" and not SHARED.is_dir():
            continue
        found.append(labels.parent)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sets", nargs="*", type=Path)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--misses", action="store_true", help="list every wrong decision")
    args = parser.parse_args()
    smap = default_map()
    results: dict[str, dict[str, Any]] = {}
    for set_dir in args.sets or available_sets():
        total = Score()
        for doc, score in measure_set(set_dir, smap).items():
            results[f"{set_dir.name}/{doc}"] = {**score.figures(), "misses": score.misses}
            total.add(score)
        results[f"{set_dir.name}/all"] = {**total.figures(), "misses": []}
    if args.json:
        print(json.dumps(results, ensure_ascii=False, indent=2))
        return
    for name, figures in results.items():
        shown = {k: v for k, v in figures.items() if k != "misses"}
        print(f"{name}: " + "  ".join(f"{k}={v}" for k, v in shown.items()))
        if args.misses:
            for miss in figures["misses"]:
                print(f"    {miss}")


if __name__ == "__main__":
    main()
