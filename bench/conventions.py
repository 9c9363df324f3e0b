"""Measure: how the patcher reads a document's stated entry granularity, against labels.

    python bench/conventions.py [--misses] [--json]

`bench/conventions.yaml` labels each document of the decision sets with the unit its preamble
says one entry stands for (product, release, release-scoped, family, generation, maker, shape,
none). The reading scored is the one the decisions use: the `states_*` readers of
`plan/versions.py` applied to the document's preamble (its lines before its first entry, as
`EntryIndex` reads it). Printed: right / labelled, overall, for documents stating a rule, by the
preamble's language, and each unit's confusion; `--misses` lists every misread document.
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
from patcher.plan import versions  # noqa: E402
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
    smap = load_map(find_map(None, ROOT))
    living = sections.load(decode(read_source(str(path))), smap)
    starts = [entry.start for section in living.sections for entry in section.entries]
    return "\n".join(living.text.lines[: min(starts)]) if starts else ""


def _chinese(text: str) -> bool:
    cjk = sum("\u4e00" <= c <= "\u9fff" for c in text)
    latin = sum(c.isascii() and c.isalpha() for c in text)
    return cjk > latin / 3


def readings() -> list[Reading]:
    labels = YAML(typ="safe").load(LABELS.read_text(encoding="utf-8"))["documents"]
    found = []
    for document, label in labels.items():
        text = preamble(SETS / document)
        found.append(Reading(document, label, unit_read(text), _chinese(text)))
    return found


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
    return shown


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--misses", action="store_true", help="list every misread document")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args()
    found = readings()
    shown = figures(found)
    if args.json:
        shown["readings"] = [asdict(r) for r in found]
        print(json.dumps(shown, ensure_ascii=False, indent=1))
        return
    for name, value in shown.items():
        print(f"{name}: {value}")
    if args.misses:
        for r in found:
            if not r.right:
                print(f"    {r.document}: labelled {r.label}, read {r.read}")


if __name__ == "__main__":
    main()
