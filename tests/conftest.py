"""Shared fixtures: repository paths, a CLI runner that shows what went wrong, a tiny map."""

from __future__ import annotations

import importlib
import os
import pkgutil
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, settings

from patcher import api
from patcher.cli.commands import main
from patcher.config.maps import find_map, load_map
from patcher.config.sectionmap import SectionMap
from patcher.text.source import Source

# Every property test runs without hypothesis's deadline (no test is timed: a loaded machine
# must not fail one); `HYPOTHESIS_PROFILE=long` runs many more examples.
settings.register_profile(
    "ci", max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "long", max_examples=5000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


# The map cache stays out of every test (and of the processes they start): each map is read
# from its YAML; tests/test_cache.py turns the cache on in a temporary directory.
os.environ["LIVEDOC_PATCHER_CACHE"] = "off"

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
DATA = Path(__file__).resolve().parent / "data"
SHARED_BRIEFS = ROOT.parent / "shared" / "briefs"

CliInvoke = Callable[..., Result]


@pytest.fixture
def patch_evidence(monkeypatch: pytest.MonkeyPatch) -> Callable[[str, Callable[[Any], Any]], Any]:
    """Replaces a module-level name of `plan/evidence` by `wrap(real)` in every module of the
    package that holds it (each imports the names it reads); returns the replacement."""
    from patcher.plan import evidence

    modules = [evidence] + [
        importlib.import_module(f"{evidence.__name__}.{info.name}")
        for info in pkgutil.iter_modules(evidence.__path__)
    ]

    def patch(name: str, wrap: Callable[[Any], Any]) -> Any:
        held = [module for module in modules if name in vars(module)]
        assert held, name
        new = wrap(vars(held[0])[name])
        for module in held:
            monkeypatch.setattr(module, name, new)
        return new

    return patch


@pytest.fixture
def cli_invoke() -> CliInvoke:
    """Run `patcher ARGS`; print output and any traceback before the test asserts."""

    def invoke(*args: str, input: bytes | str | None = None) -> Result:
        runner = CliRunner()
        result = runner.invoke(main, list(args), input=input, catch_exceptions=True)
        print(f"$ patcher {' '.join(args)}\nexit {result.exit_code}")
        print("--- stdout\n" + result.stdout)
        print("--- stderr\n" + result.stderr)
        if result.exc_info and not isinstance(result.exception, SystemExit):
            traceback.print_exception(*result.exc_info)
        return result

    return invoke


@pytest.fixture
def default_map() -> SectionMap:
    return load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))


@pytest.fixture
def in_root(monkeypatch: pytest.MonkeyPatch) -> Path:
    """Run from the repository root so relative paths in goldens are stable."""
    monkeypatch.chdir(ROOT)
    return ROOT


SMALL_MAP = """\
version: 1
fallback: misc
anchors:
  - id: "§1.1"
    heading: "§1.1 框架格局"
    aliases: ["§1.(1)"]
    keywords: [engine]
  - id: "§1.2"
    heading: "§1.2 推理调度"
    aliases: ["§2.4"]
    keywords: [scheduler]
  - id: misc
    heading: "Misc"
identity:
  entities:
    - {name: colibri, match: ['colibri']}
"""


@pytest.fixture
def small_map(tmp_path: Path) -> Path:
    path = tmp_path / "map.yaml"
    path.write_text(SMALL_MAP, encoding="utf-8")
    return path


def brief_text(*increments: str, date: str = "2026-10-01") -> str:
    """A minimal briefing with the given increment blocks."""
    body = "\n".join(increments)
    return f"inference · E1 预消化简报({date})\n二、增量条目\n{body}\n"


def increment(
    n: int | str = 1,
    title: str = "colibri engine update",
    section: str = "§1.1 框架格局",
    points: str = "- first point - second point",
    extra: str = "",
) -> str:
    return (
        f"增量 {n}：{title}（⭐⭐⭐）\n来源：inbox/x.md\n要点：{points}\n可信度：高\n"
        f"{extra}建议归入章节：{section}"
    )


def shipped_map() -> SectionMap:
    """The map the package ships (`section_map.yaml` at the repository's root)."""
    return load_map(find_map(None, Path("/nonexistent")))


def run(doc: str, *briefs: str) -> api.ApplyReport:
    """`apply` the briefings (named b0.txt, b1.txt, …) to `doc` with the shipped map, in memory."""
    sources = [Source(f"b{n}.txt", b.encode()) for n, b in enumerate(briefs)]
    return api.apply(sources, Source("doc.md", doc.encode()), shipped_map())


def items(*lines: str) -> str:
    """A briefing's contradictions part (三、…) holding the given item lines."""
    return "三、值得警惕的矛盾或待核实说法\n" + "".join(lines)


def line_of(text: str, needle: str) -> int:
    """The index (from 0) of the first line of `text` holding `needle`."""
    return next(n for n, line in enumerate(text.split("\n")) if needle in line)


def entry_at(text: str, line: int) -> str:
    """The top-level entry (its first line) the line at index `line` belongs to."""
    lines = text.split("\n")
    return next(lines[n] for n in range(line, -1, -1) if lines[n].startswith("- "))


def entry_holding(text: str, needle: str) -> str:
    """The top-level entry (its first line) holding the first line with `needle`."""
    return entry_at(text, line_of(text, needle))


def patched(old: str, diff: str) -> str:
    """Apply a unified diff the way `patch` would, checking every context and removed line."""
    from unidiff import PatchSet

    if not diff:
        return old
    lines = (
        old.splitlines(keepends=True)
        if "\r" in old and "\n" not in old
        else [line + "\n" for line in old.split("\n")]
    )
    if not old.endswith("\n"):
        lines[-1] = lines[-1][:-1]
    elif lines and lines[-1] == "\n":
        lines.pop()
    (patch,) = PatchSet(diff)
    out: list[str] = []
    cursor = 0
    for hunk in patch:
        start = hunk.source_start - 1 if hunk.source_length else hunk.source_start
        out += lines[cursor:start]
        cursor = start
        items = list(hunk)
        for n, line in enumerate(items):
            if line.line_type == "\\":
                continue
            last = n + 1 < len(items) and items[n + 1].line_type == "\\"
            value = line.value[:-1] if last and line.value.endswith("\n") else line.value
            if line.is_context or line.is_removed:
                assert lines[cursor] == value, (cursor, lines[cursor], value)
                cursor += 1
            if line.is_context or line.is_added:
                out.append(value)
    out += lines[cursor:]
    return "".join(out)


@pytest.fixture
def parse_stats(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """How many readings by cmark-gfm a test makes, and of how many lines (counted by
    wrapping the block reader, so production code carries no counter); the outlines kept
    from earlier tests are let go first."""
    from patcher.document import blocks

    stats = {"parses": 0, "lines": 0}
    real = blocks.parse

    def counting(
        lines: Sequence[str], front_matter: bool = True, deep: bool = True, offset: int = 0
    ) -> blocks.Tree:
        stats["parses"] += 1
        stats["lines"] += len(lines)
        return real(lines, front_matter, deep, offset)

    blocks._outline.cache_clear()
    monkeypatch.setattr(blocks, "parse", counting)
    return stats
