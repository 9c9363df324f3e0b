"""Measure: how the patcher reads a document's stated entry granularity, against labels.

    python bench/conventions.py [--misses] [--json]

`bench/conventions.yaml` labels each document of the decision sets with the unit its preamble
says one entry stands for (product, release, release-scoped, family, generation, maker, shape,
none). The reading scored is the one the decisions use: the `states_*` readers of
`plan/versions.py` applied to the document's preamble (its lines before its first entry, as
`EntryIndex` reads it). Printed: right / labelled, overall, for documents stating a rule, by the
preamble's language, and each unit's confusion; `--misses` lists every misread document.

Also scored: the structure reading (`EntryIndex.shown_in`: per heading group, two release entries
of one product apart → release; entries recording their product's releases → product), taken
for the document as `release` where a group shows release, else `product` where one shows
product; and the table of how it and the preamble's reading agree (both coarse: release and
release-scoped as `release`), against the labels of the documents labelled product, release
or release-scoped.

And where each document files incidents (`incidents:` in the same file, labelled from the
READMEs and preambles before the reader was written): the home its own entries show
(`EntryIndex.incident_home`: incidents' own entries → apart; sub-items reporting incidents
under release or product entries → release or product), right / wrong / silent against the
labels (family, generation and maker read as product; mixed and none not scored); its
agreement with the preamble's reading (`incidents.stated_home`); what the decisions rest on
(`incidents.reconciled_home`). Likewise where each files security advisories (`advisories:`,
`EntryIndex.advisory_home`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path

from ruamel.yaml import YAML

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from patcher.config.maps import find_map, load_map  # noqa: E402
from patcher.document import sections  # noqa: E402
from patcher.plan import incidents, versions  # noqa: E402
from patcher.plan.editor import Editor  # noqa: E402
from patcher.text.source import decode, read_source  # noqa: E402

LABELS = HERE / "conventions.yaml"
SETS = ROOT / "tests" / "data" / "decisions"


@dataclass(frozen=True)
class Reading:
    """One document: its label, the patcher's reading, the preamble's language."""

    document: str
    label: str
    read: str
    chinese: bool
    shown: str = ""  # what the document's own entries show: release, product or ""

    @property
    def right(self) -> bool:
        return self.label == self.read


def unit_read(preamble: str) -> str:
    """The unit the patcher's readers give the preamble, in the labels' words."""
    if versions.states_generation_entries(preamble):
        return "generation"
    if versions.states_family_entries(preamble):
        return "family"
    if versions.states_release_entries(preamble):
        scoped = versions.release_entry_sections(preamble)
        whole = versions.states_release_entries_for_all(preamble) and not scoped
        return "release" if whole else "release-scoped"
    if versions.states_product_entries(preamble):
        return "product"
    return "none"


def preamble(path: Path) -> str:
    """The document's lines before its first entry (what `EntryIndex._preamble` reads)."""
    return _read(path)[0]


def _read(path: Path) -> tuple[str, str, dict[str, tuple[str, int]]]:
    """The document's preamble, the unit its own entries show (`EntryIndex.shown_in` over
    its heading groups: `release` where one shows release, else `product` where one shows
    product, else "") and where they file incidents and advisories
    (`EntryIndex.incident_home`, `advisory_home`)."""
    smap = load_map(find_map(None, ROOT))
    living = sections.load(decode(read_source(str(path))), smap)
    starts = [entry.start for section in living.sections for entry in section.entries]
    text = "\n".join(living.text.lines[: min(starts)]) if starts else ""
    index = Editor(living, smap).index
    shown = {index.shown_in(anchor, group) for anchor, group in index.groups()}
    unit = "release" if "release" in shown else "product" if "product" in shown else ""
    shown_homes = {"incidents": index.incident_home(), "advisories": index.advisory_home()}
    return text, unit, shown_homes


def stated_advisory_home(preamble: str) -> str:
    """The preamble's home of advisories as the decisions read it (`incidents.stated_home`)."""
    under = versions.states_advisories_under_entry(preamble)
    return incidents.stated_home(under, incidents.states_vulnerability_entries(preamble), False)


def stated_incident_home(preamble: str) -> str:
    """The preamble's home of incidents as the decisions read it (`incidents.stated_home`)."""
    under = versions.states_incidents_under_entry(preamble)
    apart = incidents.states_incident_entries(preamble) or incidents.states_bug_entries(preamble)
    apart = apart or bool(incidents.stated_incident_kinds(preamble))
    news = "incident" in versions.news_kinds_under_release(preamble)
    return incidents.stated_home(under, apart, news)


def _chinese(text: str) -> bool:
    cjk = sum("\u4e00" <= c <= "\u9fff" for c in text)
    latin = sum(c.isascii() and c.isalpha() for c in text)
    return cjk > latin / 3


def readings() -> list[Reading]:
    labels = YAML(typ="safe").load(LABELS.read_text(encoding="utf-8"))["documents"]
    found = []
    for document, label in labels.items():
        text, shown, _ = _read(SETS / document)
        found.append(Reading(document, label, unit_read(text), _chinese(text), shown))
    return found


@dataclass(frozen=True)
class Home:
    """One document: the labelled home of its incidents, its entries' and its preamble's."""

    document: str
    label: str
    shown: str  # apart, release, product or ""
    entries: int  # how many of its entries show it
    stated: str  # under, apart, both, said or ""

    @property
    def coarse(self) -> str:
        """The label as the entries can show it: family, generation and maker as product."""
        return "product" if self.label in ("family", "generation", "maker") else self.label

    @property
    def scored(self) -> bool:
        return self.label not in ("mixed", "none")

    @property
    def verdict(self) -> str:
        if not self.shown:
            return "silent"
        return "right" if self.shown == self.coarse else "wrong"


def homes(kind: str = "incidents") -> list[Home]:
    """Every document labelled with where it files incidents (advisories), read."""
    labels = YAML(typ="safe").load(LABELS.read_text(encoding="utf-8"))[kind]
    stated_home = stated_incident_home if kind == "incidents" else stated_advisory_home
    found = []
    for document, label in labels.items():
        text, _, shown_homes = _read(SETS / document)
        shown, entries = shown_homes[kind]
        found.append(Home(document, label, shown, entries, stated_home(text)))
    return found


def _under(home: str) -> str:
    """A home as the preamble's reading gives it: under (release, product) or apart."""
    return "under" if home in ("release", "product", "under") else home


def incident_figures(found: list[Home], kind: str = "incident") -> dict[str, object]:
    """The entries' reading of incident (advisory) homes against the labels; against the
    preamble's."""
    scored = [h for h in found if h.scored]
    verdicts = Counter(h.verdict for h in scored)
    table: Counter[str] = Counter()
    for h in scored:
        stated = h.stated if h.stated in ("under", "apart") else ""
        shown, label = _under(h.shown), _under(h.coarse)
        if stated and shown and stated == shown:
            table["agree right" if shown == label else "agree wrong"] += 1
        elif stated and shown:
            who = "entries" if shown == label else "preamble" if stated == label else "neither"
            table[f"conflict, {who} right"] += 1
        elif stated or shown:
            alone = "preamble" if stated else "entries"
            table[f"{alone} alone, {'right' if (stated or shown) == label else 'wrong'}"] += 1
        else:
            table["both silent"] += 1
    rested = [incidents.reconciled_home(h.stated, h.shown, h.entries) for h in scored]
    return {
        f"{kind} homes (entries)": (
            f"{verdicts['right']}/{len(scored)} right, {verdicts['wrong']} wrong, "
            f"{verdicts['silent']} silent ({len(found) - len(scored)} mixed or none)"
        ),
        f"{kind} homes, entries vs preamble": dict(sorted(table.items())),
        f"{kind} homes the decisions rest on": dict(Counter(rested)),
    }


def _coarse(unit: str) -> str:
    """A unit as the structure reading can give it: release (release-scoped too), product, ""."""
    return "release" if unit.startswith("release") else "product" if unit == "product" else ""


def structure_figures(found: list[Reading]) -> dict[str, object]:
    """The structure reading against the coarse labels, and its agreement with the preamble's
    (`versions.reconciled_unit`): agree right / agree wrong / conflict (who is right) / one
    reading silent (the other right or wrong) / both silent; the reconciled reading's score."""
    scored = [r for r in found if _coarse(r.label)]
    right = sum(r.shown == _coarse(r.label) for r in scored)
    silent = sum(not r.shown for r in scored)
    table: Counter[str] = Counter()
    for r in scored:
        label, stated, shown = _coarse(r.label), _coarse(r.read), r.shown
        if stated and shown and stated == shown:
            table["agree right" if stated == label else "agree wrong"] += 1
        elif stated and shown:
            who = "preamble" if stated == label else "structure" if shown == label else "neither"
            table[f"conflict, {who} right"] += 1
        elif stated or shown:
            alone = "preamble" if stated else "structure"
            table[f"{alone} alone, {'right' if (stated or shown) == label else 'wrong'}"] += 1
        else:
            table["both silent"] += 1
    reconciled = [versions.reconciled_unit(_coarse(r.read), r.shown) for r in scored]
    kept = sum(
        versions.reconciled_unit(_coarse(r.read), r.shown) == _coarse(r.label) for r in scored
    )
    return {
        "structure (product/release labels)": f"{right}/{len(scored)} right, {silent} silent",
        "structure vs preamble": dict(sorted(table.items())),
        "reconciled right": f"{kept}/{len(scored)}, {reconciled.count('conflict')} conflicts (new)",
    }


def figures(found: list[Reading]) -> dict[str, object]:
    """Right / labelled, overall and by part; each label's readings."""
    stated = [r for r in found if r.label != "none"]
    parts = {
        "all": found,
        "stated": stated,
        "stated, Chinese preamble": [r for r in stated if r.chinese],
        "stated, other preamble": [r for r in stated if not r.chinese],
    }
    shown: dict[str, object] = {
        name: f"{sum(r.right for r in part)}/{len(part)}" for name, part in parts.items()
    }
    confusion: dict[str, Counter[str]] = {}
    for r in found:
        confusion.setdefault(r.label, Counter())[r.read] += 1
    shown["confusion (label: read)"] = {k: dict(v) for k, v in sorted(confusion.items())}
    return {**shown, **structure_figures(found)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--misses", action="store_true", help="list every misread document")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args()
    found = readings()
    shown = figures(found)
    found_homes = homes()
    shown.update(incident_figures(found_homes))
    advisories = homes("advisories")
    shown.update(incident_figures(advisories, "advisory"))
    if args.json:
        shown["readings"] = [asdict(r) for r in found]
        shown["incident homes"] = [asdict(h) for h in found_homes]
        shown["advisory homes"] = [asdict(h) for h in advisories]
        print(json.dumps(shown, ensure_ascii=False, indent=1))
        return
    for name, value in shown.items():
        print(f"{name}: {value}")
    if args.misses:
        for r in found:
            if not r.right:
                print(f"    {r.document}: labelled {r.label}, read {r.read}")
        for r in found:
            if _coarse(r.label) and r.shown and r.shown != _coarse(r.label):
                print(f"    {r.document}: labelled {r.label}, entries show {r.shown}")
        for kind, read in (("incidents", found_homes), ("advisories", advisories)):
            for h in read:
                if h.scored and h.verdict != "right":
                    print(f"    {h.document}: {kind} labelled {h.label}, entries show {h.shown!r}")


if __name__ == "__main__":
    main()
