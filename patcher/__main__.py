"""`python -m patcher`: the same command as `patcher`."""

from patcher.document.collector import as_a_process

as_a_process()  # (before anything else is imported)

from patcher.text.kept_methods import keep_generated_methods  # noqa: E402

keep_generated_methods()  # (before the command's modules are imported)

from patcher.cli.commands import run  # noqa: E402

run()
