"""livedoc-patcher: keep a living markdown document current from daily E1 briefings.

The library API (the CLI is a thin layer over it)::

    from patcher import apply, load_map, find_map, read_source

    smap = load_map(find_map(None))
    report = apply([read_source("brief.txt")], read_source("inference.md"), smap)
    print(report.diff)

Every function returns data and raises `PatcherError` (or a subclass) with a file, a line and
a hint for bad input; none of them exits or prints.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from patcher.errors import (
    BriefError,
    DocumentError,
    EditRefused,
    InputError,
    MapError,
    PatcherError,
    WriteConflict,
)

# The rest is imported on first use, so `patcher check` (and the hook) does not pay for the
# modules that only `apply` needs.
_LAZY = {
    "Committed": "patcher.nightly",
    "ParseReport": "patcher.api",
    "RouteReport": "patcher.api",
    "apply": "patcher.api",
    "apply_to_branch": "patcher.nightly",
    "check": "patcher.api",
    "init": "patcher.api",
    "parse_briefs": "patcher.api",
    "review": "patcher.api",
    "route": "patcher.api",
    "write": "patcher.api",
    "SectionMap": "patcher.config.sectionmap",
    "find_map": "patcher.config.maps",
    "load_map": "patcher.config.maps",
    "CheckReport": "patcher.lint.check",
    "Finding": "patcher.lint.check",
    "ApplyReport": "patcher.output.report",
    "Source": "patcher.text.source",
    "read_source": "patcher.text.source",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'patcher' has no attribute {name!r}")


if TYPE_CHECKING:
    from patcher.api import (
        ParseReport,
        RouteReport,
        apply,
        check,
        init,
        parse_briefs,
        review,
        route,
        write,
    )
    from patcher.config.maps import find_map, load_map
    from patcher.config.sectionmap import SectionMap
    from patcher.lint.check import CheckReport, Finding
    from patcher.nightly import Committed, apply_to_branch
    from patcher.output.report import ApplyReport
    from patcher.text.source import Source, read_source

__all__ = [
    "ApplyReport",
    "BriefError",
    "CheckReport",
    "Committed",
    "DocumentError",
    "EditRefused",
    "Finding",
    "InputError",
    "MapError",
    "ParseReport",
    "PatcherError",
    "RouteReport",
    "SectionMap",
    "Source",
    "WriteConflict",
    "apply",
    "apply_to_branch",
    "check",
    "find_map",
    "init",
    "load_map",
    "parse_briefs",
    "read_source",
    "review",
    "route",
    "write",
]
