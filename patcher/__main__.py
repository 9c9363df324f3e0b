"""`python -m patcher`: the same command as `patcher`."""

from patcher.cli import run

run()  # (sets the process's collector and kept methods before the commands are imported)
