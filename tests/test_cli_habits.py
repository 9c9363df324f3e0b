"""The habits of a command-line tool: one-line usage errors, -q/-v, LIVEDOC_* variables,
colour on a terminal (NO_COLOR honoured), file completion, Ctrl-C exit 130, `review` on a
terminal with nothing piped in."""

from __future__ import annotations

import json
import os
import pty
import signal
import subprocess
import sys
import time
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from patcher.cli.commands import ENV_PREFIX, main, name_envvars

from .conftest import EXAMPLES, ROOT, CliInvoke

BRIEF = str(sorted((EXAMPLES / "briefs").iterdir())[0])
DOC = str(EXAMPLES / "inference.md")
PATCHER = [sys.executable, "-m", "patcher"]


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("apply",), "Missing argument 'BRIEF...'"),
        (("check", "--bogus"), "No such option '--bogus'"),
        (("apply", BRIEF, "--doc", DOC, "--min-priority", "urgent"), "'urgent' is not one of"),
        (("nosuch",), "No such command 'nosuch'"),
        (("-q", "-v", "check", DOC), "-q and -v exclude each other"),
    ],
)
def test_usage_errors_are_one_line_exit_2(
    cli_invoke: CliInvoke, args: tuple[str, ...], says: str
) -> None:
    result = cli_invoke(*args)
    assert result.exit_code == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("patcher: error: ") and says in lines[0]
    assert lines[0].endswith("--help`)")


@pytest.mark.parametrize(
    ("args", "env"),
    [
        (("apply", BRIEF, "--doc", DOC, "--min-priority", "urgent", "--json"), {}),
        (("apply", BRIEF, "--json", "--docx", DOC), {}),
        (("apply", BRIEF, "--doc", DOC, "--min-priority", "urgent"), {"LIVEDOC_APPLY_JSON": "1"}),
    ],
)
def test_usage_errors_under_json_print_the_error_object(
    args: tuple[str, ...], env: dict[str, str]
) -> None:
    """A job that redirects `--json` to a file gets a parseable result on a usage error too."""
    done = subprocess.run(
        [*PATCHER, *args], capture_output=True, text=True, env={**os.environ, **env}
    )
    assert done.returncode == 2
    error = json.loads(done.stdout)
    assert error["schema"] == 1 and "--help" in error["error"]["message"]
    assert len(done.stderr.splitlines()) == 1


def test_usage_errors_without_json_print_nothing_on_stdout() -> None:
    done = subprocess.run(
        [*PATCHER, "apply", BRIEF, "--doc", DOC, "--min-priority", "urgent", "--", "--json"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2 and done.stdout == ""


def test_quiet_drops_the_summary_and_verbose_names_the_map(cli_invoke: CliInvoke) -> None:
    plain = cli_invoke("apply", BRIEF, "--doc", DOC)
    quiet = cli_invoke("-q", "apply", BRIEF, "--doc", DOC)
    verbose = cli_invoke("-v", "apply", BRIEF, "--doc", DOC)
    assert plain.stdout == quiet.stdout == verbose.stdout and plain.stdout.startswith("--- a/")
    assert "inserted" in plain.stderr and quiet.stderr == ""
    assert verbose.stderr.startswith("patcher: map ") and plain.stderr in verbose.stderr
    quiet_check = cli_invoke("-q", "check", DOC)
    assert quiet_check.exit_code == 0 and quiet_check.stdout == ""


def test_options_come_from_livedoc_variables(
    cli_invoke: CliInvoke, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    expected = cli_invoke("apply", BRIEF, "--doc", DOC).stdout
    monkeypatch.setenv("LIVEDOC_APPLY_DOC", DOC)
    monkeypatch.setenv("LIVEDOC_QUIET", "1")
    from_env = cli_invoke("apply", BRIEF)
    assert from_env.exit_code == 0 and from_env.stdout == expected and from_env.stderr == ""
    monkeypatch.setenv("LIVEDOC_MAP", str(tmp_path / "absent.yaml"))
    refused = cli_invoke("apply", BRIEF)
    assert refused.exit_code == 2 and "absent.yaml" in refused.stderr


def test_every_option_has_a_livedoc_variable_named_after_its_flag() -> None:
    name_envvars(main, ENV_PREFIX)

    def options(command: click.Command, path: str) -> list[tuple[str, click.Option]]:
        found = [(path, p) for p in command.params if isinstance(p, click.Option)]
        if isinstance(command, click.Group):
            for name, sub in command.commands.items():
                found += options(sub, f"{path}_{name.upper()}")
        return found

    seen = options(main, ENV_PREFIX)
    assert len(seen) > 20
    for path, option in seen:
        if not option.expose_value:  # --version
            continue
        names = [option.envvar] if isinstance(option.envvar, str) else list(option.envvar or [])
        flag = max(option.opts, key=len).lstrip("-").upper().replace("-", "_")
        assert f"{path}_{flag}" in names or "LIVEDOC_MAP" in names, (path, option.opts, names)
    named = {o.envvar for _, o in seen if isinstance(o.envvar, str)}
    assert {"LIVEDOC_APPLY_DOC", "LIVEDOC_ADOPT_WRITE_MAP", "LIVEDOC_QUIET"} <= named


def test_colour_on_a_terminal_and_never_with_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    runner = CliRunner()
    coloured = runner.invoke(main, ["apply", BRIEF, "--doc", DOC], color=True)
    assert "\x1b[32m+" in coloured.stdout and "\x1b[1m--- a/" in coloured.stdout
    piped = runner.invoke(main, ["apply", BRIEF, "--doc", DOC])  # not a terminal
    assert "\x1b[" not in piped.stdout and piped.stdout.startswith("--- a/")
    monkeypatch.setenv("NO_COLOR", "1")
    plain = runner.invoke(main, ["apply", BRIEF, "--doc", DOC], color=True)
    assert "\x1b[" not in plain.stdout and plain.stdout == piped.stdout


def test_findings_and_errors_are_coloured(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    doc = tmp_path / "doc.md"
    doc.write_text("# Doc\n\n## §1.1 x\n", encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(main, ["check", str(doc)], color=True)
    assert result.exit_code == 1 and "\x1b[31m\x1b[1mPD001\x1b[0m" in result.stdout
    error = runner.invoke(main, ["check", str(tmp_path / "none.md")], color=True)
    assert error.exit_code == 2 and error.stderr.startswith("\x1b[31m\x1b[1mpatcher: error:")


def test_path_options_complete_file_names(tmp_path: Path) -> None:
    (tmp_path / "section_map.yaml").write_text("x", encoding="utf-8")
    for words, cword in (
        ("patcher check --map sec", 3),
        ("patcher apply b --doc ", 4),
        ("patcher adopt ", 2),
        ("patcher apply --pr-body x", 3),
    ):
        env = {**os.environ, "_PATCHER_COMPLETE": "bash_complete", "COMP_WORDS": words}
        env["COMP_CWORD"] = str(cword)
        done = subprocess.run(
            [sys.executable, "-c", "from patcher.cli import main; main(prog_name='patcher')"],
            env=env,
            cwd=tmp_path,
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.stdout.splitlines()[0].startswith("file,"), (words, done.stdout)
    env = {**os.environ, "_PATCHER_COMPLETE": "bash_source"}
    script = subprocess.run(
        [sys.executable, "-c", "from patcher.cli import main; main(prog_name='patcher')"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert "complete -o nosort -F _patcher_completion patcher" in script.stdout


def test_ctrl_c_exits_130() -> None:
    read, write = os.pipe()  # standard input that never ends: review waits on it
    proc = subprocess.Popen(
        [*PATCHER, "review", "--doc", DOC],
        stdin=read,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        # (a suite started in the background by a non-interactive shell inherits SIGINT
        # ignored, and a process that starts so keeps ignoring it, as it should: the child
        # gets the disposition a terminal's foreground process has)
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        time.sleep(1.0)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        os.close(read)
        os.close(write)
    assert proc.returncode == 130, err
    assert out == "" and "patcher: interrupted" in err


def test_ctrl_c_while_the_commands_load_exits_130_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A Ctrl-C in the first fraction of a second (the commands' modules still importing,
    before click's handling): the same exit and line as later, not Python's traceback."""
    import patcher.cli
    import patcher.text.kept_methods as kept

    def interrupted() -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(kept, "keep_generated_methods", interrupted)
    with pytest.raises(SystemExit) as exited:
        patcher.cli.run()
    assert exited.value.code == 130
    out, err = capsys.readouterr()
    assert out == "" and err == "patcher: interrupted (a --write or --branch is all or nothing)\n"


def test_review_on_a_terminal_with_nothing_piped_prints_its_usage() -> None:
    leader, follower = pty.openpty()
    try:
        done = subprocess.run(
            [*PATCHER, "review"],
            stdin=follower,
            capture_output=True,
            text=True,
            timeout=30,
            cwd=ROOT,
            check=False,
        )
    finally:
        os.close(leader)
        os.close(follower)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("Usage: ") and "review [OPTIONS] [PATCH]" in done.stderr
    assert "Pipe a diff in" in done.stderr
