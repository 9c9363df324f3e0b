"""`patcher` as a process leaves without tearing its heap down (`cli.commands.run`): what it
prints, its exit code and what its atexit handlers write are those of `main` run in process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import EXAMPLES, CliInvoke

BRIEF = str(sorted((EXAMPLES / "briefs").iterdir())[0])
DOC = str(EXAMPLES / "inference.md")
PATCHER = [sys.executable, "-m", "patcher"]


@pytest.mark.parametrize(
    "args",
    [
        ("apply", BRIEF, "--doc", DOC),
        ("apply", BRIEF, "--doc", DOC, "--json"),
        ("check", DOC),
        ("apply", BRIEF, "--doc", "no/such/document.md"),
    ],
)
def test_a_process_prints_and_exits_as_main_does(
    cli_invoke: CliInvoke, args: tuple[str, ...]
) -> None:
    inside = cli_invoke(*args)
    done = subprocess.run([*PATCHER, *args], capture_output=True, text=True, check=False)
    assert done.returncode == inside.exit_code
    assert done.stdout == inside.stdout
    assert done.stderr == inside.stderr


def test_a_process_runs_its_atexit_handlers_before_it_leaves(tmp_path: Path) -> None:
    script = (
        "import atexit, sys; from pathlib import Path\n"
        f"atexit.register(lambda: Path({str(tmp_path / 'ran')!r}).write_text('yes'))\n"
        "sys.argv = ['patcher', 'check', sys.argv[1]]\n"
        "from patcher.cli.commands import run\n"
        "run()\n"
    )
    done = subprocess.run([sys.executable, "-c", script, DOC], capture_output=True, check=False)
    assert done.returncode in (0, 1), done.stderr
    assert (tmp_path / "ran").read_text() == "yes"


def test_an_exit_with_a_message_leaves_as_python_does() -> None:
    script = (
        "import sys; import patcher.cli.commands as c\nc.main = lambda: sys.exit('gone')\nc.run()\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 1 and done.stderr.strip() == "gone"
