"""`python -m patcher`: the same command as `patcher`."""

from patcher.document.collector import as_a_process

as_a_process()  # (before the command's modules are imported)

from patcher.cli.commands import run  # noqa: E402

run()
