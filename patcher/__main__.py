"""`python -m patcher`: the same command as `patcher`."""

from .cli import main

main()
