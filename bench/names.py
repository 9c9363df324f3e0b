"""Measure: the names the entry index reads for the entries the labels say increments continue.

    python bench/names.py [SET_DIR ...] [--misses] [--no-template]

For every labelled continuation (`continues: <substring of the entry's lead>`) whose entry is
in the document before any night, the name the index reads for that entry is looked for in
the increment's title (its forms, `evidence.form`: whole, core, core without its release): a
name read from a label (`【框架】`, `REL-12`, `甲-01`) is in no title. Printed per set: found /
continuations, and with `--misses` each entry whose name is not in the title.
`--no-template` measures without the document's lead template (`patcher/document/template.py`).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from ruamel.yaml import YAML

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from patcher.config.maps import find_map, load_map  # noqa: E402
from patcher.document import sections  # noqa: E402
from patcher.plan import entries  # noqa: E402
from patcher.plan.editor import Editor  # noqa: E402
from patcher.plan.evidence import form  # noqa: E402
from patcher.text.source import decode, read_source  # noqa: E402

SETS = ROOT / "tests" / "data" / "decisions"


def shown_names(doc: Path) -> dict[str, tuple[str, frozenset[str]]]:
    """Each existing entry's lead → the name the entry index reads for it and its forms
    (whole names, core, core without its release)."""
    smap = load_map(find_map(None, Path(tempfile.gettempdir())))
    living = sections.load(decode(read_source(str(doc))), smap, proposal=lambda anchor: "")
    index = Editor(living, smap).index
    read = {}
    for target in index._targets:
        if target.entry is not None:
            names = index.names.entries[target.at].names
            forms = {f for f in (*names.full, names.core, names.bare) if len(f) >= 2}
            read[target.entry.lead] = (names.shown, frozenset(forms))
    return read


def measure(set_dir: Path, misses: list[str]) -> tuple[int, int]:
    """(names found in the title, continuations of an existing entry) over a set."""
    labels = YAML(typ="safe").load((set_dir / "labels.yaml").read_text(encoding="utf-8"))
    found = total = 0
    for doc_name in labels["documents"]:
        leads = shown_names(set_dir / doc_name)
        for night in labels["nights"]:
            for inc in night.get("increments", []):
                decision = (inc.get("decision") or {}).get(doc_name)
                if not isinstance(decision, dict) or "continues" not in decision:
                    continue
                sub = str(decision["continues"]).strip()
                lead = next((lead for lead in leads if sub in lead), None)
                if lead is None:
                    continue  # (an entry a night created)
                total += 1
                shown, forms = leads[lead]
                title = form(str(inc["title"]))
                if any(f in title for f in forms):
                    found += 1
                else:
                    misses.append(f"{set_dir.name}/{doc_name}: {shown!r} ← {inc['title']}")
    return found, total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("sets", nargs="*", type=Path, help="set folders (default: all)")
    parser.add_argument("--misses", action="store_true", help="list each name not in its title")
    parser.add_argument("--no-template", action="store_true", help="without the lead template")
    args = parser.parse_args()
    if args.no_template:
        entries.lead_template = lambda lines: {}  # type: ignore[assignment]
    sets = args.sets or sorted(p for p in SETS.iterdir() if (p / "labels.yaml").exists())
    misses: list[str] = []
    all_found = all_total = 0
    for set_dir in sets:
        found, total = measure(set_dir, misses)
        all_found, all_total = all_found + found, all_total + total
        print(f"{set_dir.name}: {found}/{total}")
    print(f"all: {all_found}/{all_total}")
    for miss in misses if args.misses else []:
        print(f"    {miss}")


if __name__ == "__main__":
    main()
