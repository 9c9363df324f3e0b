"""The command line: click commands over the library API, and the report renderers."""

from patcher.cli.commands import main, run

__all__ = ["main", "run"]
