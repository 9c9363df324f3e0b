"""`python -m patcher`: the same command as `patcher`."""

from patcher.cli.commands import run

run()
