"""The command line: click commands over the library API, and the report renderers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from patcher.cli.commands import main

__all__ = ["main", "run"]


def run() -> NoReturn:
    """The `patcher` script: the process's collector and kept dataclass methods set before
    the commands' modules are imported (as `python -m patcher` does), then the command."""
    from patcher.document.collector import as_a_process

    as_a_process()
    from patcher.text.kept_methods import keep_generated_methods

    keep_generated_methods()
    from patcher.cli.commands import run as command

    command()


def __getattr__(name: str) -> Any:
    if name == "main":
        from patcher.cli.commands import main as command

        return command
    raise AttributeError(name)
