"""Rewrite the golden files in tests/data from the current code: `python tests/regen_goldens.py`.

Review the resulting `git diff tests/data` before committing: goldens are the spec.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from patcher import api  # noqa: E402
from patcher.cli.render import dumps  # noqa: E402
from patcher.config.maps import load_map  # noqa: E402
from patcher.text.source import read_source  # noqa: E402
from tests.goldencases import Case, all_cases  # noqa: E402

DATA = ROOT / "tests" / "data"


def main() -> None:
    os.chdir(ROOT)
    smap = load_map(read_source("section_map.yaml"))
    doc = read_source("examples/inference.md")
    for brief in sorted((ROOT / "examples" / "briefs").iterdir()):
        rel = str(brief.relative_to(ROOT))
        source = read_source(rel)
        (DATA / "parse" / f"{brief.name}.json").write_text(
            dumps(api.parse_briefs([source])), encoding="utf-8"
        )
        result = api.apply([source], doc, smap)
        (DATA / "apply" / f"{brief.name}.md").write_bytes(result.new_text.encode())
    for case in all_cases():
        result = case.run()
        case.output.write_bytes(result.new_text.encode())
        if case.report.is_file():
            case.report.write_text(Case.summary(result), encoding="utf-8")
    _write_key_table(ROOT / "README.md")


def _write_key_table(readme: Path) -> None:
    """The README's section_map.yaml key table, written from the keys' declarations."""
    from patcher.config.keys import reference
    from patcher.config.sectionmap import SectionMap

    text = readme.read_text(encoding="utf-8")
    start = text.index("| key | value | default | meaning |")
    end = text.index("\n\n", start) + 1
    readme.write_text(text[:start] + reference(SectionMap) + text[end:], encoding="utf-8")


if __name__ == "__main__":
    main()
