"""Decision measure: a labelled set's nights applied to each of its documents, compared with
what a careful editor would do (the labels), without looking at the tool's own report.

    python bench/decisions.py [SET_DIR ...] [--json]

For every set folder (default: the development sets `real` and `week1` of
tests/data/decisions/, `real` skipped when /work/shared/briefs is absent; a held-out set is
measured only when named) and each of its documents, the
nights are applied in order with --write to a copy of the document; after each night the
same briefings are applied again to prove the night idempotent. Where an increment's text
landed is read from the written document (its `<!-- livedoc:id=… -->` marker and the
top-level entry around it), so the figures measure the document a reviewer gets.

Printed per set and document: continuation precision (right continuations / continuations
made) and recall (right continuations / labelled continuations), placement accuracy
(increments whose text lands where the label says / all), duplicates (labelled
continuations the tool wrote as a new entry), cascades (wrong continuations into such a
duplicate: a miss that a later night continued), `possibly continues` reports and how many
name the labelled entry (flags, flags_right), contradiction placement (notes on the labelled
entry or in the 待核实 section / all labelled items) and nights that were not idempotent.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
import unicodedata
from dataclasses import asdict, dataclass, field, replace
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
from patcher.document.identity import lead_name  # noqa: E402
from patcher.errors import PatcherError  # noqa: E402
from patcher.plan.contradictions import note_id  # noqa: E402
from patcher.text import marker  # noqa: E402
from patcher.text.source import decode, read_source  # noqa: E402

_ID = re.compile(r"<!--\s*livedoc:[^>]*?\bid=(?P<id>[^\s>]+)")
_HEAD = re.compile(r"(?P<kind>增量|邻接|###)\s*(?P<label>[0-9A-Za-z]+|[一二三四五六七八九十])")


@dataclass
class Score:
    """The counts behind one document's figures."""

    increments: int = 0
    placed: int = 0
    labelled_continuations: int = 0
    made_continuations: int = 0
    right_continuations: int = 0
    duplicates: int = 0
    cascades: int = 0  # wrong continuations into an entry only the tool made (a duplicate)
    flags: int = 0  # new entries reported `possibly continues` an entry
    flags_right: int = 0  # … that entry being the one the label says it continues
    contradictions: int = 0
    contradictions_placed: int = 0
    nights: int = 0
    not_idempotent: int = 0
    refused: int = 0  # nights the tool refused (exit 2/3): their increments land nowhere
    misses: list[str] = field(default_factory=list)
    # continuations made, by the kind of evidence the report names: [right, wrong]
    evidence: dict[str, list[int]] = field(default_factory=dict)

    def add(self, other: Score) -> None:
        for name, value in asdict(other).items():
            if name == "misses":
                self.misses += value
            elif name == "evidence":
                for kind, (right, wrong) in value.items():
                    counts = self.evidence.setdefault(kind, [0, 0])
                    counts[0] += right
                    counts[1] += wrong
            else:
                setattr(self, name, getattr(self, name) + value)

    def figures(self) -> dict[str, float | int]:
        return {
            "precision": _ratio(self.right_continuations, self.made_continuations),
            "recall": _ratio(self.right_continuations, self.labelled_continuations),
            "placement": _ratio(self.placed, self.increments),
            "duplicates": self.duplicates,
            "cascades": self.cascades,
            "flags": self.flags,
            "flags_right": self.flags_right,
            "contradictions": _ratio(self.contradictions_placed, self.contradictions),
            "not_idempotent": self.not_idempotent,
            "refused": self.refused,
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
    collapsed: bool = False  # no text written: the tool found it already there (`unchanged`)

    @property
    def new(self) -> bool:
        """The tool wrote it as a new top-level entry."""
        return not self.collapsed and self.entry_start == self.line


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
            score.nights += 1
            try:
                report, _ = apply_file(sources, str(doc), smap, write_back=True)
            except PatcherError as error:  # nothing written: the night's items land nowhere
                score.refused += 1
                score.misses.append(f"{doc_name}: night {night['briefs']} refused: {error}")
                _score_night(
                    score, set_dir, labels, night, (doc, doc_name, {}, {}, {}), smap, editors
                )
                continue
            again, _ = apply_file(sources, str(doc), smap)
            if again.changed:
                score.not_idempotent += 1
                score.misses.append(f"{doc_name}: night {night['briefs']} not idempotent")
            lines = {a.id: a.line for a in (*report.actions, *report.contradictions)}
            flags = {a.id: a.possibly_line for a in report.actions if a.possibly}
            matched = {a.id: a.matched or "" for a in report.actions}
            written = (doc, doc_name, lines, flags, matched)
            _score_night(score, set_dir, labels, night, written, smap, editors)
    return score


def _entry_firsts(doc: Path, smap: SectionMap) -> set[str]:
    living = sections.load(decode(read_source(str(doc))), smap)
    return {living.text.lines[e.start] for s in living.sections for e in s.entries}


def _score_night(
    score: Score,
    set_dir: Path,
    labels: dict[str, Any],
    night: dict[str, Any],
    written: tuple[Path, str, dict[str, int | None], dict[str, int | None], dict[str, str]],
    smap: SectionMap,
    editors: set[str],
) -> None:
    """Score one night; `editors` (the first lines of the entries the editor's own copy
    holds) gains the entries of increments labelled `new` that the tool wrote as new."""
    doc, doc_name, lines, flags, matched = written
    living = sections.load(decode(read_source(str(doc))), smap)
    landings = _landings(living)
    ids = _item_ids(set_dir, labels, night)
    found: list[tuple[dict[str, Any], Landing | None, str, str]] = []
    for label in night.get("increments", ()):
        key = (label["brief"], *_head_key(label["head"]))
        if key not in ids:
            raise SystemExit(f"label {label['head']!r} of {label['brief']}: no such increment")
        candidates, title = ids[key]
        if _fold(label["title"].replace("**", "")) not in _fold(title):  # (a bold name: unbolded)
            raise SystemExit(f"label {label['head']} of {label['brief']}: title {title!r}")
        landing = _landing(landings, candidates, living, lines)
        flagged = next((f"{flags[i]}" for i in candidates if i in flags), "")
        evidence = next((matched[i] for i in candidates if matched.get(i)), "")
        found.append((label, landing, flagged, evidence))
        if label["decision"][doc_name] == "new" and landing and landing.new:
            editors.add(landing.entry_first)
    owners = _Owners(living, editors)
    for label, landing, flagged, evidence in found:
        _score_increment(score, label, doc_name, landing, owners, evidence)
        _score_flag(score, label["decision"][doc_name], flagged, owners)
    for label in night.get("contradictions", ()):
        key = (label["brief"], "c", _label_text(str(label["item"])))
        if key not in ids:
            raise SystemExit(f"contradiction {label['item']!r} of {label['brief']}: no such item")
        landing = _landing(landings, ids[key][0], living, lines)
        _score_note(score, label, doc_name, landing, owners)


_NUMERALS = dict(
    zip("一二三四五六七八九十", ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], strict=True)
)
_CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _label_text(label: str) -> str:
    """`３`, `三`, `③`, `3.` → `3`; `b` → `B`."""
    label = unicodedata.normalize("NFKC", label).strip().rstrip(".、)）")
    if label and label[0] in _CIRCLED:
        return str(_CIRCLED.index(label[0]) + 1)
    return _NUMERALS.get(label, label.upper())


def _head_key(head: str) -> tuple[str, str]:
    """A label's head (`增量 3`, `邻接 B`, `### 4.`, `- 增量 ２`) → (kind, label)."""
    match = _HEAD.search(unicodedata.normalize("NFKC", head))
    if match is None:
        raise SystemExit(f"label head {head!r}: expected 增量 N, 邻接 X or ### N.")
    return ("adj" if match.group("kind") == "邻接" else "inc", _label_text(match.group("label")))


def _item_ids(
    set_dir: Path, labels: dict[str, Any], night: dict[str, Any]
) -> dict[tuple[str, str, str], tuple[list[str], str]]:
    """(brief, kind, label) → (the ids the tool may give the item, its title): its own id
    and its same-day suffixed id (a second briefing of the day), for increments (kind
    `inc`/`adj`) and contradiction items (kind `c`, by number as written and by order)."""
    found: dict[tuple[str, str, str], tuple[list[str], str]] = {}
    for name in night["briefs"]:
        source = read_source(str(brief_path(set_dir, labels, name)))
        for brief in parse_briefs([source]).briefs:
            for inc in brief.increments:
                kind = "adj" if inc.adjacent else "inc"
                ids = [marker.suffixed(inc.id, inc.title), inc.id]
                found[(name, kind, _label_text(inc.number))] = (ids, inc.title)
            used: set[str] = set()
            by_order = []
            for position, item in enumerate(brief.contradictions):
                item_id = note_id(brief, item, position)
                if item_id in used:
                    item_id = marker.note_id(brief.date, str(100 + position))
                used.add(item_id)
                ids = [marker.suffixed(item_id, item.title), item_id]
                found.setdefault((name, "c", _label_text(item.number or "")), (ids, item.title))
                by_order.append(((name, "c", str(position + 1)), (ids, item.title)))
            for key, value in by_order:  # (after every number: a `2v` item takes no `3`)
                found.setdefault(key, value)
    return found


def _owners(living: sections.LivingDocument) -> dict[int, tuple[int, str]]:
    """Line index → (the top-level entry's first line or -1, the anchor) for anchor lines."""
    owner: dict[int, tuple[int, str]] = {}
    for section in living.sections:
        for line in range(section.start, section.end):
            owner[line] = (-1, section.anchor.id)
        for entry in section.entries:
            for line in range(entry.start, entry.end):
                owner[line] = (entry.start, section.anchor.id)
    return owner


def _landings(living: sections.LivingDocument) -> dict[str, list[Landing]]:
    """Item id → where its markers are."""
    owner = _owners(living)
    found: dict[str, list[Landing]] = {}
    for index, line in enumerate(living.text.lines):
        for match in _ID.finditer(line):
            found.setdefault(match.group("id"), []).append(_at(living, owner, index))
    return found


def _at(living: sections.LivingDocument, owner: dict[int, tuple[int, str]], index: int) -> Landing:
    start, anchor = owner.get(index, (-1, None))
    first = living.text.lines[start] if start >= 0 else ""
    return Landing(index, start if start >= 0 else None, first, anchor)


def _landing(
    landings: dict[str, list[Landing]],
    candidates: list[str],
    living: sections.LivingDocument,
    lines: dict[str, int | None],
) -> Landing | None:
    """Where the item is: its marker (the first one, for the first id it goes by), else,
    when the tool wrote nothing for it (found already there), the entry its report names."""
    for item_id in candidates:
        if landings.get(item_id):
            return landings[item_id][0]
    for item_id in candidates:
        line = lines.get(item_id)
        if line:
            landing = _at(living, _owners(living), line - 1)
            return replace(landing, line=-1, collapsed=True)
    return None


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
        if len(starts) > 1:  # the one whose name holds it (`Spindle Router`, not an entry
            named = [s for s in starts if part in _name_of(lines[s])]  # citing it in a point)
            starts = named if len(named) == 1 else starts
        if len(starts) > 1:  # the one whose first line is the label (`### Kestrel 5`, not a
            exact = [s for s in starts if lines[s].strip() == part.strip()]  # `### Kestrel 5.3`)
            starts = exact if len(exact) == 1 else starts
        if len(starts) > 1:  # the one whose first line opens with the label (`**Qiranda-VL**`,
            opening = [s for s in starts if _opens_with(lines[s], part)]  # not an archived
            starts = opening if len(opening) == 1 else starts  # entry citing it: 并入 **X**)
        if len(starts) > 1:
            raise SystemExit(f"label {part!r} names {len(starts)} entries (needs exactly one)")
        return starts[0] if starts else None


_ITEM_MARK = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+")


def _opens_with(first_line: str, part: str) -> bool:
    """Whether an entry's first line, its list marker off, opens with `part`."""
    return _ITEM_MARK.sub("", first_line, count=1).lstrip().startswith(part.strip())


def _name_of(first_line: str) -> str:
    """The name an entry's first line shows (its list marker off)."""
    return lead_name(_ITEM_MARK.sub("", first_line, count=1))


def _score_increment(
    score: Score,
    label: dict[str, Any],
    doc_name: str,
    landing: Landing | None,
    owners: _Owners,
    evidence: str = "",
) -> None:
    decision = label["decision"][doc_name]
    what = f"{doc_name} {label['brief']} {label['head']} {label['title']!r}"
    score.increments += 1
    made_new = landing is not None and landing.new
    made_continuation = landing is not None and not made_new and landing.entry_start is not None
    if made_continuation:
        score.made_continuations += 1
        right_entry = (
            decision != "new"
            and landing is not None
            and landing.entry_start == owners.of(decision["continues"])
        )
        counts = score.evidence.setdefault(evidence_kind(evidence), [0, 0])
        counts[not right_entry] += 1
    if decision == "new":
        section = label_section(label, doc_name)
        right = made_new and landing is not None and landing.anchor == section
        if made_continuation and landing is not None:
            score.misses.append(f"{what}: new, but continued {landing.entry_first.strip()[:60]!r}")
        elif not right:
            score.misses.append(f"{what}: new in {section}, landed {_where(landing)}")
        score.placed += right
        return
    score.labelled_continuations += 1
    owner = owners.of(decision["continues"])
    right = made_continuation and landing is not None and landing.entry_start == owner
    score.right_continuations += right
    score.placed += right
    if made_new:
        score.duplicates += 1
    if made_continuation and not right and landing is not None:
        score.cascades += landing.entry_first not in owners.editors
    if not right:
        score.misses.append(f"{what}: continues {decision['continues']!r}, {_where(landing)}")


def label_section(label: dict[str, Any], doc_name: str) -> str:
    """The anchor a label puts the increment in for one document: `section: '§1.4'`, or a
    mapping by document where the two documents file it apart
    (`section: {doc-zh.md: '§1.1', doc-en.md: '§1.4'}`)."""
    section = label["section"]
    return str(section[doc_name] if isinstance(section, dict) else section)


def _score_flag(score: Score, decision: Any, flagged: str, owners: _Owners) -> None:
    """Count a `possibly continues` report (`flagged`: the 1-based line of the entry it
    names in the written document, `None` for an entry written the same night, "" for no
    report) and whether it names the entry the label says the increment continues."""
    if not flagged:
        return
    score.flags += 1
    owner = owners.of(decision["continues"]) if decision != "new" else None
    score.flags_right += owner is not None and flagged == str(owner + 1)


def evidence_kind(matched: str) -> str:
    """The kind of evidence a report's `matched` text names: quoted names, ids, sections and
    product words folded away, so that continuations group by how they were found."""
    kind = re.sub(r'"[^"]*"|“[^”]*”|§[\w.]+', "…", matched)
    kind = re.sub(r"\b(?:[\w.-]+/[\w.-]+|#?\d[\w.]*|[A-Z][\w.-]*)\b", "…", kind, flags=re.ASCII)
    kind = re.sub(r"[^\x00-\x7f…]+", "…", kind)  # CJK words
    kind = re.sub(r"…(?:[\s,/&…]*…)+", "…", kind)
    return kind.strip() or "(none)"


def _where(landing: Landing | None) -> str:
    if landing is None:
        return "nowhere (no marker)"
    if landing.new:
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
        right = landing is not None and landing.entry_start == owner and not landing.new
    score.contradictions_placed += right
    if not right:
        what = f"{doc_name} {label['brief']} contradiction {label['item']}"
        score.misses.append(f"{what}: on {target}, {_where(landing)}")


def default_map() -> SectionMap:
    """The map shipped with the package (the one a team without its own uses)."""
    return load_map(find_map(None, Path(tempfile.gettempdir())))


DEVELOPMENT_SETS = ("real", "week1")  # tuned on; a held-out set is run only by name


def available_sets() -> list[Path]:
    found = []
    for name in DEVELOPMENT_SETS:
        labels = SETS / name / "labels.yaml"
        if not labels.is_file():
            continue
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
    parser.add_argument(
        "--evidence", action="store_true", help="continuations by evidence kind, all sets pooled"
    )
    args = parser.parse_args()
    smap = default_map()
    results: dict[str, dict[str, Any]] = {}
    pooled = Score()
    for set_dir in args.sets or available_sets():
        if set_dir.is_file():  # (a glob over tests/data/decisions/ also hands over its notes)
            continue
        total = Score()
        for doc, score in measure_set(set_dir, smap).items():
            results[f"{set_dir.name}/{doc}"] = {
                **score.figures(),
                **_counts(score),
                "evidence": score.evidence,
                "misses": score.misses,
            }
            total.add(score)
        results[f"{set_dir.name}/all"] = {
            **total.figures(),
            **_counts(total),
            "evidence": total.evidence,
            "misses": [],
        }
        pooled.add(total)
    if args.evidence:
        print_evidence(pooled)
        return
    if args.json:
        print(json.dumps(results, ensure_ascii=False, indent=2))
        return
    for name, figures in results.items():
        shown = {k: v for k, v in figures.items() if k not in ("misses", "evidence")}
        print(f"{name}: " + "  ".join(f"{k}={v}" for k, v in shown.items()))
        if args.misses:
            for miss in figures["misses"]:
                print(f"    {miss}")


def _counts(score: Score) -> dict[str, int]:
    """The raw counts behind the ratios, so that figures of several sets pool exactly."""
    return {
        "made_continuations": score.made_continuations,
        "right_continuations": score.right_continuations,
        "placed": score.placed,
        "contradiction_items": score.contradictions,
        "contradictions_placed": score.contradictions_placed,
    }


def print_evidence(pooled: Score) -> None:
    """Continuations made, pooled over the sets, by evidence kind: right, wrong, precision."""
    rows = sorted(pooled.evidence.items(), key=lambda item: -sum(item[1]))
    print(f"{'right':>5} {'wrong':>5} {'prec':>5}  evidence")
    for kind, (right, wrong) in rows:
        print(f"{right:5d} {wrong:5d} {_ratio(right, right + wrong):5.3f}  {kind}")


if __name__ == "__main__":
    main()
