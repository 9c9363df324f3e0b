"""The `patcher` command: a thin click layer; the only module that exits."""

from __future__ import annotations

import atexit
import errno
import os
import sys
import time
import traceback
from collections.abc import Callable
from functools import wraps
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click
from click.shell_completion import CompletionItem

from patcher.cli import paint
from patcher.config.maps import find_map, load_map
from patcher.document.collector import as_a_process
from patcher.errors import INTERRUPTED, INTERRUPTED_LINE, InputError, PatcherError
from patcher.text.source import (
    MAX_BRIEF_SIZE,
    MAX_FILE_SIZE,
    Source,
    decode,
    read_document_source,
    read_source,
)

if TYPE_CHECKING:
    from patcher.config.sectionmap import SectionMap

F = TypeVar("F", bound=Callable[..., Any])
INTERNAL_ERROR = 3


def error_seam(func: F) -> F:
    """Turn typed errors into one line and exit 2; anything else is an internal error (3)."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except PatcherError as exc:
            _json_error(kwargs, exc)
            click.echo(paint.error(f"patcher: error: {exc}"), err=True)
            sys.exit(exc.exit_code)
        except click.UsageError:
            raise  # the group prints it, as JSON too under --json
        except click.ClickException as exc:
            _json_error(kwargs, PatcherError(exc.format_message()))
            raise
        except (OSError, RecursionError, UnicodeError, LookupError) as exc:
            # bad input or a full disk on a path no typed error covers yet: still one line
            typed = PatcherError(untyped_message(exc))
            _json_error(kwargs, typed)
            click.echo(f"patcher: error: {typed}", err=True)
            sys.exit(typed.exit_code)
        except (click.exceptions.Exit, click.Abort):
            raise
        except Exception as exc:  # pragma: no cover - exercised only by bugs
            _json_error(kwargs, PatcherError(f"internal error (a bug): {exc!r}"))
            click.echo(
                "patcher: internal error (a bug; please report it with its input):", err=True
            )
            click.echo(traceback.format_exc(), err=True)
            sys.exit(INTERNAL_ERROR)

    return wrapper  # type: ignore[return-value]


def _json_error(kwargs: dict[str, Any], exc: PatcherError) -> None:
    """Under --json, the error as JSON on stdout too, so a job's result file always parses."""
    if kwargs.get("as_json"):
        from patcher.cli.render import error_json

        click.echo(error_json(exc), nl=False)


def untyped_message(exc: BaseException) -> str:
    """One line for an error no typed error names: the file, what happened, what to do."""
    if isinstance(exc, OSError):
        name = exc.filename if exc.filename is not None else "?"
        code = errno.errorcode.get(exc.errno or 0, "OS error")
        return f"{name}: {exc.strerror or exc} ({code})"
    if isinstance(exc, RecursionError):
        return "the input nests too deeply to be read (is this the right file?)"
    first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return f"cannot decode: {first} (pass the input's own --encoding)"


def read_inputs(names: tuple[str, ...], max_size: int | None = MAX_BRIEF_SIZE) -> list[Source]:
    if names.count("-") > 1:
        raise InputError("standard input (-) given more than once", path="-")
    return [_stdin(max_size) if n == "-" else read_source(n, max_size) for n in names]


def _stdin(max_size: int | None) -> Source:
    data = sys.stdin.buffer.read() if max_size is None else sys.stdin.buffer.read(max_size + 1)
    if max_size is not None and len(data) > max_size:
        raise InputError(
            f"larger than {max_size} bytes; not read",
            path="<stdin>",
            hint="pass --max-size BYTES if this briefing is really that large",
        )
    return Source("<stdin>", data)


class _PathType(click.types.StringParamType):
    """A file path, completed by the shell as one; the readers check the file itself (so their
    one-line errors, not click's, answer a missing or odd file)."""

    name = "path"

    def shell_complete(
        self, ctx: click.Context, param: click.Parameter, incomplete: str
    ) -> list[CompletionItem]:
        return [CompletionItem(incomplete, type="file")]


class _DirType(_PathType):
    """A directory path, completed by the shell as one."""

    def shell_complete(
        self, ctx: click.Context, param: click.Parameter, incomplete: str
    ) -> list[CompletionItem]:
        return [CompletionItem(incomplete, type="dir")]


_PATH = _PathType()
_DIR = _DirType()
briefs_argument = click.argument("briefs", nargs=-1, required=True, metavar="BRIEF...", type=_PATH)
json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON for machines.")
workspace_option = click.option(
    "--workspace",
    "workspace_path",
    metavar="FILE",
    help="The workspace file listing topics (default: ./livedoc.yaml when present).",
)
map_option = click.option(
    "--map",
    "map_path",
    metavar="FILE",
    type=_PATH,
    envvar="LIVEDOC_MAP",
    help="Section map (default: $LIVEDOC_MAP, ./section_map.yaml, else the shipped one).",
)
_encoding = click.option(
    "--encoding",
    default="utf-8",
    show_default=True,
    help="Encoding of the briefings (e.g. gbk); the document is always UTF-8.",
)
_max_size = click.option(
    "--max-size",
    type=click.IntRange(min=1),
    default=MAX_BRIEF_SIZE,
    show_default=True,
    metavar="BYTES",
    help="Refuse a briefing larger than this.",
)


max_doc_size_option = click.option(
    "--max-doc-size",
    type=click.IntRange(min=1),
    default=MAX_FILE_SIZE,
    show_default=True,
    metavar="BYTES",
    help="Refuse a document larger than this on disk (judged before it is read).",
)


def encoding_option(func: F) -> F:
    """--encoding and --max-size: how briefings are read."""
    return _encoding(_max_size(func))


USAGE_ERROR = 2
ENV_PREFIX = "LIVEDOC"


class PatcherGroup(click.Group):
    """The command group: click's usage errors on one line, Ctrl-C exits 130."""

    def main(self, *args: Any, **kwargs: Any) -> Any:
        name_envvars(self, ENV_PREFIX)
        if not kwargs.get("standalone_mode", True):
            return super().main(*args, **kwargs)
        kwargs["standalone_mode"] = False
        try:
            returned = super().main(*args, **kwargs)
        except click.UsageError as exc:
            where = exc.ctx.command_path if exc.ctx else "patcher"
            message = exc.format_message().rstrip(".")
            line = f"patcher: error: {message} (see `{where} --help`)"
            if _asked_for_json(exc.ctx, args[0] if args else kwargs.get("args")):
                _json_error({"as_json": True}, PatcherError(f"{message} (see `{where} --help`)"))
            click.echo(paint.error(line), err=True)
            sys.exit(USAGE_ERROR)
        except click.ClickException as exc:
            click.echo(paint.error(f"patcher: error: {exc.format_message()}"), err=True)
            sys.exit(exc.exit_code)
        except click.Abort:
            click.echo(INTERRUPTED_LINE, err=True)
            sys.exit(INTERRUPTED)
        sys.exit(returned if isinstance(returned, int) else 0)


def _asked_for_json(ctx: click.Context | None, args: Any) -> bool:
    """Whether a command line click refused asked for --json (its option or its variable),
    so that the job's result file parses even on a usage error."""
    argv = list(args) if args is not None else sys.argv[1:]
    if "--" in argv:
        argv = argv[: argv.index("--")]
    if "--json" in argv:
        return True
    command = ctx.command.name if ctx and ctx.command else None
    name = f"{ENV_PREFIX}_{command.upper()}_JSON" if command else None
    return bool(name and os.environ.get(name, "").lower() in ("1", "true", "yes", "on"))


def name_envvars(command: click.Command, prefix: str) -> None:
    """Give every option without one the variable PREFIX_[COMMAND_]OPTION, named after its
    long flag (`--doc` of apply: LIVEDOC_APPLY_DOC), not its Python name as click would."""
    for param in command.params:
        if isinstance(param, click.Option) and param.envvar is None and param.expose_value:
            flag = max(param.opts, key=len).lstrip("-")
            param.envvar = f"{prefix}_{flag.upper().replace('-', '_')}"
    if isinstance(command, click.Group):
        for name, sub in command.commands.items():
            name_envvars(sub, f"{prefix}_{name.upper()}")


def verbosity() -> int:
    """-1 with -q, 1 with -v, else 0 (outside a command: 0)."""
    ctx = click.get_current_context(silent=True)
    return int(ctx.find_root().meta.get("patcher.verbosity", 0)) if ctx else 0


def say(text: str) -> None:
    """A summary line on stderr, unless -q."""
    if verbosity() >= 0 and text:
        click.echo(text, err=True, nl=False)


def detail(text: str) -> None:
    """A line on stderr only with -v."""
    if verbosity() > 0:
        click.echo(f"patcher: {text}", err=True)


def loaded_map(map_path: str | None) -> SectionMap:
    """The section map in use (named on stderr with -v)."""
    source = find_map(map_path)
    started = time.perf_counter()
    smap = load_map(source)
    detail(f"map {source.name} ({time.perf_counter() - started:.3f}s)")
    return smap


@click.group(
    cls=PatcherGroup,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.option("-q", "--quiet", is_flag=True, help="No summaries on stderr (errors still).")
@click.option("-v", "--verbose", is_flag=True, help="Also name the map and documents read.")
@click.version_option(package_name="livedoc-patcher")
@click.pass_context
def main(ctx: click.Context, quiet: bool, verbose: bool) -> None:
    """Keep a living markdown document current from E1 briefings, losslessly.

    Options also come from LIVEDOC_<COMMAND>_<OPTION> environment variables (for example
    LIVEDOC_APPLY_DOC), the map from LIVEDOC_MAP. Exit codes: 0 done, 1 findings or
    conflicts, 2 bad input or usage, 3 a patcher bug, 4 written and pushed but the pull
    request step failed, 130 interrupted.
    """
    if quiet and verbose:
        raise click.UsageError("-q and -v exclude each other")
    ctx.meta["patcher.verbosity"] = -1 if quiet else int(verbose)


def run() -> NoReturn:
    """`patcher` as a process (`python -m patcher` and the installed script): `main`, then
    out without tearing the heap down. Everything a run leaves is written by then (files
    through `with` blocks and renames, the lock released in its `finally`); the atexit
    handlers (the kept patterns) run and the standard streams are flushed; what is skipped
    is only freeing, object by object, what the OS takes back at once (~30 ms of CPU after
    an apply at 1 MB: its entries, index and text). Anything unusual (an exit with a
    message, a stream that cannot be flushed) leaves as Python does. The cycle collector
    runs as a process's does (`as_a_process`: `python -m patcher` sets it before importing
    this module)."""
    as_a_process()
    try:
        main()
    except SystemExit as done:
        code = done.code
    else:  # (`main` always exits)
        code = 0
    if code is None:
        code = 0
    if not isinstance(code, int) or isinstance(code, bool):
        raise SystemExit(code)
    try:
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:  # (Python's own exit then reports it)
        raise SystemExit(code) from None
    os._exit(code)


@main.command("parse")
@briefs_argument
@json_option
@encoding_option
@error_seam
def parse_command(briefs: tuple[str, ...], as_json: bool, encoding: str, max_size: int) -> None:
    """Print the structured briefing(s)."""
    from patcher import api
    from patcher.cli import render as report

    result = api.parse_briefs(read_inputs(briefs, max_size), encoding)
    click.echo(report.dumps(result) if as_json else report.parse_summary(result), nl=False)


@main.command("route")
@briefs_argument
@map_option
@json_option
@encoding_option
@error_seam
def route_command(
    briefs: tuple[str, ...], map_path: str | None, as_json: bool, encoding: str, max_size: int
) -> None:
    """Show where each increment goes, and why."""
    from patcher import api
    from patcher.cli import render as report

    smap = loaded_map(map_path)
    result = api.route(read_inputs(briefs, max_size), smap, encoding)
    click.echo(report.dumps(result) if as_json else report.route_summary(result), nl=False)


@main.command("apply")
@briefs_argument
@click.option(
    "--doc",
    "doc_path",
    metavar="FILE",
    type=_PATH,
    help="The living document (default: each briefing's topic's document in livedoc.yaml).",
)
@map_option
@workspace_option
@click.option(
    "--other-topics",
    type=click.Choice(["refuse", "skip"]),
    default="refuse",
    show_default=True,
    help="A briefing of a topic no document takes: refuse the run (exit 2) or skip it.",
)
@click.option("--write", is_flag=True, help="Edit the document in place (atomically).")
@click.option(
    "--branch",
    metavar="NAME",
    help="Commit the result on branch NAME instead; "
    "the work tree, index and current branch are not touched.",
)
@click.option(
    "--base",
    metavar="REV",
    help="With --branch: the commit whose document is patched (default: HEAD).",
)
@click.option(
    "--force",
    is_flag=True,
    help="With --branch: rebuild the branch from the base (push with a lease on its remote tip).",
)
@click.option("--push", "remote", metavar="REMOTE", help="With --branch: push it to REMOTE.")
@click.option(
    "--min-priority",
    type=click.Choice(["high", "medium", "low"]),
    default="low",
    show_default=True,
    help="Hold back increments and index rows whose E2 priority row ranks below this.",
)
@click.option(
    "--pr-body",
    "pr_body_path",
    metavar="FILE",
    type=_PATH,
    help="Write a markdown PR description to FILE.",
)
@click.option(
    "--open-pr",
    is_flag=True,
    help="With --branch and --push: create or update the pull request with the GitHub CLI.",
)
@click.option(
    "--lock-timeout",
    type=click.FloatRange(min=0),
    default=10.0,
    show_default=True,
    metavar="SECONDS",
    help="With --write: how long to wait for another writer's lock on the document.",
)
@max_doc_size_option
@json_option
@encoding_option
@error_seam
def apply_command(
    briefs: tuple[str, ...],
    doc_path: str | None,
    map_path: str | None,
    workspace_path: str | None,
    other_topics: str,
    write: bool,
    branch: str | None,
    base: str | None,
    force: bool,
    remote: str | None,
    pr_body_path: str | None,
    open_pr: bool,
    min_priority: str,
    lock_timeout: float,
    max_doc_size: int,
    as_json: bool,
    encoding: str,
    max_size: int,
) -> None:
    """Print the unified diff that applies BRIEF... to the document (or --write it, or
    commit it on a --branch); without --doc, each briefing goes to its topic's document."""
    from patcher import api, nightly
    from patcher.cli import render as report

    if pr_body_path:
        api.remove_report(pr_body_path)  # never left stale: written again only on success
    _check_apply_options(write, branch, base, force, remote, open_pr)
    targets = _targets(doc_path, map_path, workspace_path)
    options = nightly.Options(
        branch, base, force, remote, min_priority, write, lock_timeout,
        "skip" if other_topics == "skip" else "refuse", max_doc_size,
        body=bool(pr_body_path or as_json or open_pr),  # built only when something shows it
    )  # fmt: skip
    night = nightly.run(read_inputs(briefs, max_size), targets, options, encoding)
    if pr_body_path:
        api.write_text(pr_body_path, night.body)
    if open_pr and night.branch and night.branch.commits:
        night = nightly.with_pull_request(night, pr_body_path)
    if as_json:
        click.echo(report.dumps(report.to_jsonable(night)), nl=False)
    else:
        click.echo(paint.diff("".join(d.report.diff for d in night.documents)), nl=False)
        say(report.night_summary(night, write))
    if night.pr_error is not None:
        click.echo(paint.error(f"patcher: error: {report.pr_failure(night)}"), err=True)
    sys.exit(night.exit_code)


def _targets(doc_path: str | None, map_path: str | None, workspace_path: str | None) -> list[Any]:
    """The documents a run may write: --doc (with --map, or its topic's map in the
    workspace), else every topic of the workspace."""
    from patcher import nightly
    from patcher.config.workspace import find_workspace

    workspace = find_workspace(workspace_path)
    if doc_path:
        topics = workspace.topics if workspace is not None else []
        listed = any(_same_file(t.path, doc_path) for t in topics)
        if map_path is None and workspace is not None:
            smap = _topic_map(workspace, doc_path)
        else:
            smap = loaded_map(map_path)
        stated = () if listed else nightly.stated_topics(doc_path, smap)  # (its own name's)
        return [nightly.Target(doc_path, smap, stated)]
    if workspace is None:
        raise click.UsageError("pass --doc FILE, or list the topics' documents in livedoc.yaml")
    if map_path:
        raise click.UsageError("--map needs --doc (a workspace names each topic's map)")
    return [nightly.Target(t.path, t.smap) for t in workspace.topics]


def _topic_map(workspace: Any, doc: str) -> Any:
    """The map of the workspace topic whose document `doc` is, else the default map."""
    same = [t for t in workspace.topics if _same_file(t.path, doc)]
    return same[0].smap if same else load_map(find_map(None))


def _review_map(map_path: str | None, doc_path: str | None) -> Any:
    """--map, else the map of the workspace topic whose document --doc is, else the default."""
    from patcher.config.workspace import find_workspace

    workspace = find_workspace(None) if map_path is None and doc_path else None
    return _topic_map(workspace, doc_path) if workspace and doc_path else loaded_map(map_path)


def _same_file(a: str, b: str) -> bool:
    import os

    return os.path.realpath(a) == os.path.realpath(b)


def _check_apply_options(
    write: bool,
    branch: str | None,
    base: str | None,
    force: bool,
    remote: str | None,
    open_pr: bool,
) -> None:
    if write and branch:
        raise click.UsageError("--write and --branch exclude each other")
    if not branch and (force or remote or base):
        raise click.UsageError("--base, --force and --push need --branch")
    if open_pr and not (branch and remote):
        raise click.UsageError(
            "--open-pr needs --branch and --push (the PR is of the pushed branch)"
        )
    if open_pr and base in (None, "HEAD"):
        raise click.UsageError(
            "--open-pr needs --base REMOTE/BRANCH (the pull request's base, e.g. origin/main)"
        )


@main.command("pr")
@click.argument("result", metavar="RESULT.json")
@click.option(
    "--body-file",
    metavar="FILE",
    help="The PR body (default: the body in RESULT.json, written to a temporary file).",
)
@click.option("--title", metavar="TEXT", help="The title of a new pull request.")
@click.option("--base", "pr_base", metavar="BRANCH", help="The PR's base (default: from --base).")
@json_option
@error_seam
def pr_command(
    result: str, body_file: str | None, title: str | None, pr_base: str | None, as_json: bool
) -> None:
    """Create or update the rolling branch's pull request from `apply --json`'s output
    (GitHub CLI; label livedoc:pending, a draft while a conflict is open)."""
    from patcher import nightly
    from patcher.cli import render as report

    opened = nightly.open_pr_from_result(read_source(result), body_file, title, pr_base)
    if as_json:
        click.echo(report.dumps({"pull_request": opened}), nl=False)
    else:
        click.echo(report.pr_summary(opened))


@main.command("review")
@click.argument("patch", required=False, metavar="[PATCH]", type=_PATH)
@click.option("--branch", metavar="NAME", help="Review branch NAME against its base instead.")
@click.option(
    "--base",
    metavar="REV",
    help="With --branch: the base (default: where the branch left HEAD, else its parent).",
)
@click.option(
    "--doc",
    "doc_path",
    metavar="FILE",
    type=_PATH,
    help="The document (default: the diff's file; with --branch, every document of "
    "livedoc.yaml the branch changed, else the map's document.path).",
)
@map_option
@workspace_option
@json_option
@error_seam
def review_command(
    patch: str | None,
    branch: str | None,
    base: str | None,
    doc_path: str | None,
    map_path: str | None,
    workspace_path: str | None,
    as_json: bool,
) -> None:
    """Show, per anchor, what a diff (PATCH, stdin, or --branch) does; exit 1 on churn.
    With --branch in a workspace and no --doc, each document the branch changed in turn."""
    from patcher import api
    from patcher.cli import render as report

    if branch and patch:
        raise click.UsageError("give a PATCH or --branch, not both")
    if not patch and not branch and sys.stdin.isatty():  # nothing piped in: say how instead
        ctx = click.get_current_context()
        click.echo(ctx.get_usage() + "\n\n" + (ctx.command.help or "").split("\n")[0], err=True)
        click.echo(
            f"Pipe a diff in, or pass PATCH or --branch NAME (`{ctx.command_path} -h`).", err=True
        )
        sys.exit(USAGE_ERROR)
    if base and not branch:
        raise click.UsageError("--base needs --branch")
    if branch and not doc_path and not map_path and _has_workspace(workspace_path):
        sys.exit(_review_workspace(workspace_path, branch, base, as_json))
    smap = _review_map(map_path, doc_path)
    if branch:
        diff_text, doc, label = api.review_branch_inputs(
            doc_path or smap.document.path, branch, base
        )
    else:
        (source,) = read_inputs((patch or "-",))
        diff_text = decode(source).render()
        doc_path = doc_path or api.patched_path(diff_text, source.name)
        doc, label = read_source(doc_path), api.diff_label(doc_path)
    result = api.review(diff_text, doc, smap, label, None if branch else source.name)
    commits = api.branch_commits(doc_path or smap.document.path, branch, base) if branch else ()
    if as_json:
        data = report.to_jsonable(result)
        click.echo(report.dumps({**data, "commits": report.to_jsonable(commits)}), nl=False)
    else:
        click.echo(report.review_summary(result) + report.commits_summary(commits), nl=False)
    sys.exit(1 if result.churn else 0)


def _review_workspace(
    workspace_path: str | None, branch: str, base: str | None, as_json: bool
) -> int:
    """`review --branch` over every document of the workspace the branch changed, each with
    its topic's map and its own commit list (as `--doc` gives one); 1 when any has churn."""
    from patcher import api
    from patcher.cli import render as report
    from patcher.config.workspace import find_workspace

    workspace = find_workspace(workspace_path)
    assert workspace is not None
    parts = []
    for topic in workspace.topics:
        diff_text, doc, label = api.review_branch_inputs(topic.path, branch, base)
        if not diff_text.strip():
            continue  # the branch did not change this document
        result = api.review(diff_text, doc, topic.smap, label)
        parts.append((topic.name, result, api.branch_commits(topic.path, branch, base)))
    churn = any(r.churn for _, r, _ in parts)
    if as_json:
        documents = [
            {"topic": name, **report.to_jsonable(r), "commits": report.to_jsonable(c)}
            for name, r, c in parts
        ]
        click.echo(report.dumps({"documents": documents, "churn": churn}), nl=False)
    else:
        click.echo(report.workspace_review_summary(branch, parts), nl=False)
    return 1 if churn else 0


@main.command("check")
@click.argument("docs", nargs=-1, metavar="[DOC...]", type=_PATH)
@map_option
@workspace_option
@click.option(
    "--staged",
    is_flag=True,
    help="Check the staged version against HEAD (nothing-lost guard); for git hooks.",
)
@click.option(
    "--from-ref",
    metavar="REV",
    envvar=["LIVEDOC_CHECK_FROM_REF", "PRE_COMMIT_FROM_REF"],
    help="With --to-ref: the nothing-lost guard between two revisions (CI, pre-push).",
)
@click.option(
    "--to-ref",
    metavar="REV",
    envvar=["LIVEDOC_CHECK_TO_REF", "PRE_COMMIT_TO_REF"],
    help="The newer revision checked against --from-ref.",
)
@max_doc_size_option
@json_option
@error_seam
def check_command(
    docs: tuple[str, ...],
    map_path: str | None,
    workspace_path: str | None,
    staged: bool,
    from_ref: str | None,
    to_ref: str | None,
    max_doc_size: int,
    as_json: bool,
) -> None:
    """Lint the document's structure (default: every document of livedoc.yaml, else the
    map's document.path); exit 1 on findings. With --from-ref/--to-ref (or pre-commit's
    PRE_COMMIT_FROM_REF/TO_REF), the nothing-lost guard between the two revisions."""
    from patcher import api  # neither mistletoe nor git unless --staged needs git
    from patcher.cli import render as report

    if bool(from_ref) != bool(to_ref):
        raise click.UsageError("--from-ref and --to-ref go together")
    revisions = (from_ref, to_ref) if from_ref and to_ref else None
    if map_path or not _has_workspace(workspace_path):
        smap = loaded_map(map_path)
        names = list(docs) or [smap.document.path]
        detail(
            f"checking {', '.join(names)}" + (f" from {from_ref} to {to_ref}" if revisions else "")
        )
        result = api.check(names, smap, staged, revisions=revisions, max_doc_size=max_doc_size)
    else:
        result = _check_workspace(workspace_path, list(docs), staged, revisions, max_doc_size)
    if as_json:
        click.echo(report.dumps(result), nl=False)
    elif verbosity() < 0:
        click.echo(paint.findings("".join(f"{f}\n" for f in result.findings)), nl=False)
    else:
        click.echo(paint.findings(report.check_summary(result)), nl=False)
    sys.exit(1 if result.findings else 0)


def _has_workspace(workspace_path: str | None) -> bool:
    from patcher.config.workspace import WORKSPACE_NAME

    return bool(workspace_path) or os.path.isfile(WORKSPACE_NAME)


def _check_workspace(
    workspace_path: str | None,
    docs: list[str],
    staged: bool,
    revisions: tuple[str, str] | None = None,
    max_doc_size: int = MAX_FILE_SIZE,
) -> Any:
    """Each document (default: every one of the workspace) with its topic's map; a document
    no topic lists, with the default map."""
    from patcher import api
    from patcher.config.workspace import find_workspace
    from patcher.lint.check import CheckReport

    workspace = find_workspace(workspace_path)
    assert workspace is not None
    pairs = [(t.path, t.smap) for t in workspace.topics]
    if docs:
        pairs = [(doc, _topic_map(workspace, doc)) for doc in docs]
    parts = [
        api.check([path], smap, staged, revisions=revisions, max_doc_size=max_doc_size)
        for path, smap in pairs
    ]
    return CheckReport(
        tuple(n for p in parts for n in p.checked), tuple(f for p in parts for f in p.findings)
    )


@main.group("hook")
def hook_group() -> None:
    """Install or remove the plain git pre-commit hook (without the pre-commit framework)."""


@hook_group.command("install")
@click.option("--repo", "repo_dir", default=".", show_default=True, metavar="DIR", type=_DIR)
@click.option(
    "--doc", "doc_path", metavar="FILE", type=_PATH, help="Document to check (default: the map's)."
)
@map_option
@click.option(
    "--force", is_flag=True, help="Replace a hook patcher did not write (kept as backup)."
)
@error_seam
def hook_install(repo_dir: str, doc_path: str | None, map_path: str | None, force: bool) -> None:
    """Write .git/hooks/pre-commit running `patcher check --staged`."""
    from patcher import api

    args = ([doc_path] if doc_path else []) + (["--map", map_path] if map_path else [])
    result = api.install_hook(repo_dir, args, force)
    backup = f" (previous hook kept as {result.backup})" if result.backup else ""
    click.echo(f"{result.path}: {result.action}{backup}")


@hook_group.command("uninstall")
@click.option("--repo", "repo_dir", default=".", show_default=True, metavar="DIR", type=_DIR)
@error_seam
def hook_uninstall(repo_dir: str) -> None:
    """Remove the hook, only if patcher wrote it."""
    from patcher import api

    result = api.uninstall_hook(repo_dir)
    restored = f" (restored {result.backup})" if result.backup else ""
    click.echo(f"{result.path}: {result.action}{restored}")


@main.command("adopt")
@click.argument("doc", required=False, metavar="[DOC]", type=_PATH)
@map_option
@workspace_option
@click.option(
    "--topic", metavar="NAME", help="Adopt this topic's document with its map (livedoc.yaml)."
)
@click.option(
    "--write-map",
    "write_map",
    metavar="FILE",
    type=_PATH,
    help="Write a copy of the map with the document's own headings, levels and path.",
)
@click.option("--force", is_flag=True, help="With --write-map: replace an existing FILE.")
@max_doc_size_option
@json_option
@error_seam
def adopt_command(
    doc: str | None,
    map_path: str | None,
    workspace_path: str | None,
    topic: str | None,
    write_map: str | None,
    force: bool,
    max_doc_size: int,
    as_json: bool,
) -> None:
    """Show how the map fits an existing document (default: the map's document.path, or
    the --topic's document and map); exit 1 when `apply` would refuse it."""
    from patcher import api
    from patcher.cli import render as report

    if topic:
        doc, map_path = _topic_paths(topic, workspace_path, doc, map_path)
    elif doc and not map_path and _has_workspace(workspace_path):
        map_path = _listed_map(workspace_path, doc)
    map_source = find_map(map_path)
    smap = load_map(map_source)
    doc_path = doc or smap.document.path
    doc_source = read_document_source(doc_path, max_doc_size)
    result = api.adopt(doc_source, smap, map_source.name)
    if write_map and result.ready:
        api.write_new(write_map, api.tailored_map(map_source, result, doc_source, doc_path), force)
    if as_json:
        written = write_map if write_map and result.ready else None
        click.echo(report.dumps({**report.to_jsonable(result), "map_written": written}), nl=False)
    else:
        click.echo(report.adopt_summary(result, write_map), nl=False)
    sys.exit(0 if result.ready else 1)


def _listed_map(workspace_path: str | None, doc: str) -> str | None:
    """The map file of the workspace topic whose document `doc` is (None: the default)."""
    from patcher.config.workspace import find_workspace

    workspace = find_workspace(workspace_path)
    same = [t for t in workspace.topics if _same_file(t.path, doc)] if workspace else []
    return same[0].map_path if same else None


def _topic_paths(
    topic: str, workspace_path: str | None, doc: str | None, map_path: str | None
) -> tuple[str, str | None]:
    """(document, map) of a workspace topic; --map and DOC still win."""
    from patcher.config.workspace import find_workspace

    workspace = find_workspace(workspace_path)
    if workspace is None:
        raise click.UsageError("--topic needs livedoc.yaml (or --workspace FILE)")
    found = workspace.topic(topic)
    if found is None:
        raise InputError(
            f"no topic {topic!r} (known: {', '.join(workspace.names)})",
            path=workspace.path,
            hint="pass one of the known topics",
        )
    return doc or found.path, map_path or found.map_path


@main.command("init")
@map_option
@click.option(
    "--print-map", is_flag=True, help="Print the map in use (default: the shipped one) instead."
)
@json_option
@error_seam
def init_command(map_path: str | None, print_map: bool, as_json: bool) -> None:
    """Print a new, empty living document with every anchor of the map."""
    from patcher import api
    from patcher.cli import render as report

    source = find_map(map_path)
    smap = load_map(source)
    if print_map:
        click.echo(decode(source).render(), nl=False)
        return
    text = api.init(smap)
    if as_json:
        click.echo(
            report.dumps({"document": text, "anchors": [a.id for a in smap.anchors]}), nl=False
        )
    else:
        click.echo(text)
