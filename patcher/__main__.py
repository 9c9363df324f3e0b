"""`python -m patcher`: the same command as `patcher`."""

from patcher.document.collector import as_a_process
from patcher.text.kept_methods import keep_generated_methods

as_a_process()  # (both before the command's modules are imported)
keep_generated_methods()

from patcher.cli.commands import run  # noqa: E402

run()
