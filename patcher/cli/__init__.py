"""The command line: click commands over the library API, and the report renderers."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from patcher.cli.commands import main

__all__ = ["main", "run"]


def run() -> NoReturn:
    """The `patcher` script and `python -m patcher`: the process's collector and kept
    dataclass methods set before the commands' modules are imported, then the command. A
    Ctrl-C while those modules load (before click's handling is in place, nothing read or
    written yet) exits 130 with the commands' one line, not Python's traceback."""
    try:
        from patcher.document.collector import as_a_process

        as_a_process()
        from patcher.text.kept_methods import keep_generated_methods

        keep_generated_methods()
        from patcher.cli.commands import run as command
    except KeyboardInterrupt:
        from patcher.errors import INTERRUPTED, INTERRUPTED_LINE

        sys.stderr.write(INTERRUPTED_LINE + "\n")
        sys.exit(INTERRUPTED)
    command()


def __getattr__(name: str) -> Any:
    if name == "main":
        from patcher.cli.commands import main as command

        return command
    raise AttributeError(name)
