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

# The public API, one name a line: where each name lives. `__all__` is this list; a name is
# imported on first use, so `patcher check` (and the hook) does not pay for the modules that
# only `apply` needs. Type checkers read the same names from the block below, which
# tests/test_layers.py holds equal to this list (with every type a public function returns
# or raises).
_PUBLIC = {
    "BriefError": "patcher.errors",
    "DocumentError": "patcher.errors",
    "EditRefused": "patcher.errors",
    "RenderRefused": "patcher.errors",
    "InputError": "patcher.errors",
    "LockTimeout": "patcher.errors",
    "MapError": "patcher.errors",
    "PatcherError": "patcher.errors",
    "WriteConflict": "patcher.errors",
    "Committed": "patcher.nightly",
    "ParseReport": "patcher.api",
    "RouteReport": "patcher.api",
    "adopt": "patcher.api",
    "apply": "patcher.api",
    "apply_file": "patcher.api",
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
    "Review": "patcher.lint.review",
    "ApplyReport": "patcher.output.report",
    "Survey": "patcher.plan.adoption",
    "Source": "patcher.text.source",
    "read_source": "patcher.text.source",
    "GitError": "patcher.vcs.git",
    "GitHubError": "patcher.vcs.github",
}
__all__ = sorted(_PUBLIC)


def __getattr__(name: str) -> Any:
    if name in _PUBLIC:
        value = getattr(importlib.import_module(_PUBLIC[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'patcher' has no attribute {name!r}")


if TYPE_CHECKING:  # the same names for type checkers (`X as X`: re-exported)
    from patcher.api import ParseReport as ParseReport
    from patcher.api import RouteReport as RouteReport
    from patcher.api import adopt as adopt
    from patcher.api import apply as apply
    from patcher.api import apply_file as apply_file
    from patcher.api import check as check
    from patcher.api import init as init
    from patcher.api import parse_briefs as parse_briefs
    from patcher.api import review as review
    from patcher.api import route as route
    from patcher.api import write as write
    from patcher.config.maps import find_map as find_map
    from patcher.config.maps import load_map as load_map
    from patcher.config.sectionmap import SectionMap as SectionMap
    from patcher.errors import BriefError as BriefError
    from patcher.errors import DocumentError as DocumentError
    from patcher.errors import EditRefused as EditRefused
    from patcher.errors import InputError as InputError
    from patcher.errors import LockTimeout as LockTimeout
    from patcher.errors import MapError as MapError
    from patcher.errors import PatcherError as PatcherError
    from patcher.errors import RenderRefused as RenderRefused
    from patcher.errors import WriteConflict as WriteConflict
    from patcher.lint.check import CheckReport as CheckReport
    from patcher.lint.check import Finding as Finding
    from patcher.lint.review import Review as Review
    from patcher.nightly import Committed as Committed
    from patcher.nightly import apply_to_branch as apply_to_branch
    from patcher.output.report import ApplyReport as ApplyReport
    from patcher.plan.adoption import Survey as Survey
    from patcher.text.source import Source as Source
    from patcher.text.source import read_source as read_source
    from patcher.vcs.git import GitError as GitError
    from patcher.vcs.github import GitHubError as GitHubError
