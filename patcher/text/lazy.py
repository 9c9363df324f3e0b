"""Regular expressions compiled when first used, not when their module is imported."""

from __future__ import annotations

import re
from typing import Any, cast

_METHODS = ("search", "match", "fullmatch", "sub", "subn", "split", "findall", "finditer")


class _Lazy:
    """A pattern compiled at its first use; from then on its methods are the compiled
    pattern's own, bound on the instance (a call costs what a compiled pattern's does)."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._args = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        compiled = re.compile(*self._args)
        for method in _METHODS:
            setattr(self, method, getattr(compiled, method))
        for attribute in ("pattern", "flags", "groups", "groupindex"):
            setattr(self, attribute, getattr(compiled, attribute))
        return getattr(compiled, name)


def lazy(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, paid when the pattern is first used: a run pays only for
    the rules it reaches (issue 26: start-up pays for what the command uses)."""
    return cast("re.Pattern[str]", _Lazy(pattern, flags))
