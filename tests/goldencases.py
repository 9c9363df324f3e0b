"""Golden edit cases: one folder each under tests/data/cases, picked up by being there.

A case folder holds `in.md` (the document), `out.md` (the document after the run), and
optionally its own briefings (`brief*.txt`/`brief*.md`, applied in name order; else the
shared `cases/brief.txt`), its own `map.yaml` (else the shared `cases/map.yaml`) and
`report.txt` (the text report the run must print: which increment did what, and why).
`tests/regen_goldens.py` rewrites `out.md` and any `report.txt` from the current code.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from patcher import api
from patcher.cli.render import apply_summary
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.text.source import Source

CASES = Path(__file__).resolve().parent / "data" / "cases"


@dataclass(frozen=True)
class Case:
    folder: Path

    @property
    def name(self) -> str:
        return self.folder.name

    @property
    def input(self) -> Path:
        return self.folder / "in.md"

    @property
    def output(self) -> Path:
        return self.folder / "out.md"

    @property
    def report(self) -> Path:
        return self.folder / "report.txt"

    @property
    def map_path(self) -> Path:
        own = self.folder / "map.yaml"
        return own if own.is_file() else CASES / "map.yaml"

    def smap(self) -> SectionMap:
        return load_map(_source(self.map_path))

    def briefs(self) -> list[Source]:
        own = sorted(p for p in self.folder.glob("brief*") if p.suffix in (".txt", ".md"))
        return [_source(p) for p in own or [CASES / "brief.txt"]]

    def document(self, path: Path | None = None) -> Source:
        """The case's input (or another file, e.g. its output) as the document `NAME.md`."""
        path = path or self.input
        return Source(f"{self.name}.md", path.read_bytes(), path)

    def run(self, path: Path | None = None) -> api.ApplyReport:
        return api.apply(self.briefs(), self.document(path), self.smap())

    @staticmethod
    def summary(report: api.ApplyReport) -> str:
        return apply_summary(report) + "\n"


def _source(path: Path) -> Source:
    return Source(path.name, path.read_bytes(), path)


def all_cases() -> list[Case]:
    return [Case(p) for p in sorted(CASES.iterdir()) if (p / "in.md").is_file()]
