"""Benchmark: whole `patcher` processes, as users run them, side by side with a full mistletoe
parse and `python -c pass`; then the in-process phases of one apply.

    python bench/run.py [--sizes 1,5,20] [--repeat 3] [--briefs 100] [--out bench/results.json]

Every figure is a child process (interpreter start and imports included), run --repeat times
after one warm-up: the median and the minimum wall time, and the child's peak RSS from the
OS (`wait4`). The runs are interleaved (every command once per round), so that a burst of
noise on a shared machine falls on all of them alike and the ratios of medians hold. The
many-briefing figure uses copies of a real-format briefing (shifted dates and arXiv ids,
with contradictions, an arXiv list and priorities). The ratios, measured in one run on one
machine, are the figures; absolute times on a shared 2-core machine are noisy. The package
is byte-compiled first (what installing it does), and the map cache is used as a user's runs
use it (the warm-up round fills it).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))


MB = 1_000_000
PY = sys.executable
MAP = str(ROOT / "section_map.yaml")
TEMPLATE = ROOT / "examples" / "briefs" / "2026-09-23-plain.txt"
PARSE = "import sys; from mistletoe import Document; Document(open(sys.argv[1], encoding='utf-8'))"
TARGETS = {
    "apply/parse at 1 MB": ("<=", 0.5),
    "apply/parse at 20 MB": ("<=", 0.15),
    "apply 100 briefings / 1, at 1 MB": ("<=", 2.0),
    "apply 20 MB / 5 MB": ("<=", 4.2),
    "check --staged/parse at 1 MB": ("<=", 0.3),
    "peak RSS / document at 20 MB": ("<=", 6.0),
    "check (small) / python -c pass": ("<=", 10.0),
}


def run(args: list[str], cwd: Path) -> tuple[float, int]:
    """(wall seconds, peak RSS in bytes) of one child process; stdout discarded."""
    with tempfile.TemporaryFile() as errors:  # a pipe could fill up and block the child
        start = time.perf_counter()
        child = subprocess.Popen(args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        elapsed = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode not in (0, 1):
            errors.seek(0)
            message = errors.read().decode(errors="replace")[-2000:]
            raise SystemExit(f"{' '.join(args[:4])}… failed ({child.returncode}): {message}")
    return elapsed, usage.ru_maxrss * 1024


Command = tuple[list[str], Path]


def measure_interleaved(
    commands: dict[tuple[str, str], Command], repeat: int
) -> dict[tuple[str, str], dict[str, float]]:
    """Every command once per round, after a warm-up round (page cache, .pyc, map cache),
    for `repeat` rounds: a burst of noise on a shared machine falls on all of them alike,
    so the ratios of their medians hold."""
    for args, cwd in commands.values():
        run(args, cwd)
    samples: dict[tuple[str, str], list[tuple[float, int]]] = {name: [] for name in commands}
    for round_number in range(repeat):
        print(f"round {round_number + 1} of {repeat} ...", file=sys.stderr, flush=True)
        for name, (args, cwd) in commands.items():
            samples[name].append(run(args, cwd))
    return {name: _stats(taken) for name, taken in samples.items()}


def _stats(samples: list[tuple[float, int]]) -> dict[str, float]:
    times = [t for t, _ in samples]
    return {
        "median": statistics.median(times),
        "min": min(times),
        "peak_rss": float(max(r for _, r in samples)),
    }


def real_format_briefs(work: Path, count: int) -> list[str]:
    """Copies of a real-format briefing, each a day later with its own arXiv ids."""
    text = TEMPLATE.read_text(encoding="utf-8")
    paths = []
    for n in range(count):
        day = (date(2026, 9, 23) + timedelta(days=n)).isoformat()
        copy = text.replace("2026-09-23", day)
        copy = re.sub(r"\b(\d{4})\.(\d{5})", _shifted(n), copy)
        path = work / f"brief-{n:03d}.txt"
        path.write_text(copy, encoding="utf-8")
        paths.append(str(path))
    return paths


def _shifted(n: int) -> Callable[[re.Match[str]], str]:
    """An arXiv id `n` later, so each copy lists ids of its own."""

    def shift(match: re.Match[str]) -> str:
        return f"{match.group(1)}.{(int(match.group(2)) + n) % 100000:05d}"

    return shift


def staged_repo(work: Path, doc: Path) -> Path:
    """A repository with the document committed and an added bullet staged."""
    repo = work / "repo"
    repo.mkdir()
    git = ["git", "-C", str(repo)]
    subprocess.run([*git, "init", "-q"], check=True)
    for key, value in [
        ("user.name", "b"),
        ("user.email", "b@e.invalid"),
        ("commit.gpgSign", "false"),
    ]:
        subprocess.run([*git, "config", key, value], check=True)
    text = doc.read_text(encoding="utf-8")
    (repo / "inference.md").write_text(text, encoding="utf-8")
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "x"], check=True)
    at = text.find("\n- ", len(text) // 2)
    at = at if at >= 0 else text.index("\n- ")
    (repo / "inference.md").write_text(
        text[:at] + "\n- **new** bullet" + text[at:], encoding="utf-8"
    )
    subprocess.run([*git, "add", "."], check=True)
    return repo


def phases(doc: Path, brief: str) -> dict[str, float]:
    """In-process seconds of one apply's phases (the best of three)."""
    from patcher import api
    from patcher.config.maps import load_map
    from patcher.document import sections
    from patcher.output.diff import unified
    from patcher.output.splice import splice
    from patcher.output.verify import verify
    from patcher.plan import merge
    from patcher.plan.editor import Editor
    from patcher.text.source import decode, read_source

    smap = load_map(read_source(MAP))
    source = read_source(str(doc))
    best: dict[str, float] = {}

    def timed(name: str, func: Callable[..., Any], *args: Any) -> Any:
        start = time.perf_counter()
        value = func(*args)
        best[name] = min(best.get(name, 1e9), time.perf_counter() - start)
        return value

    for _ in range(3):
        briefs = timed("parse briefing", api.parse_briefs, [read_source(brief)]).briefs
        text = timed("decode document", decode, source)
        model = timed("locate + parse anchors", sections.load, text, smap)
        editor = Editor(model, smap)
        timed("plan", merge.plan, merge.distinct_ids(briefs), smap, editor)
        new, _ = timed("splice", splice, text, editor.plan)
        timed("verify", verify, model, new, editor.plan, smap)
        timed("diff", unified, text, new, editor.plan.changes(text), "d.md")
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1,5,20", help="document sizes in MB")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--briefs", type=int, default=100, help="briefings in the many-briefing run"
    )
    parser.add_argument(
        "--at", type=float, default=1.0, help="size (MB) of the many-briefing and --staged runs"
    )
    parser.add_argument("--out", default=str(HERE / "results.json"))
    args = parser.parse_args()
    sizes = [float(s) for s in args.sizes.split(",")]
    if args.at not in sizes:
        sizes.insert(0, args.at)
    results: dict[str, dict[str, dict[str, float]]] = {}
    _byte_compile()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        briefs = real_format_briefs(work, max(args.briefs, 1))
        patcher = [PY, "-m", "patcher"]
        commands: dict[tuple[str, str], Command] = {
            ("python -c pass", "-"): ([PY, "-c", "pass"], work),
            ("check (small)", "-"): (
                [*patcher, "check", str(ROOT / "examples" / "inference.md"), "--map", MAP],
                work,
            ),
        }
        at_doc = None
        for size in sizes:
            label = f"{size:g} MB"
            doc = work / f"inference-{size:g}.md"
            _write_document(doc, int(size * MB))
            size_row = {"median": float(doc.stat().st_size), "min": 0.0, "peak_rss": 0.0}
            results.setdefault(label, {})["size"] = size_row
            commands[(label, "parse")] = ([PY, "-c", PARSE, str(doc)], work)
            apply = [*patcher, "apply", briefs[0], "--doc", str(doc), "--map", MAP]
            commands[(label, "apply")] = (apply, work)
            if size == args.at:
                at_doc = doc
                many = [*patcher, "apply", *briefs, "--doc", str(doc), "--map", MAP]
                commands[(label, "apply many")] = (many, work)
                staged = [*patcher, "check", "--staged", "inference.md", "--map", MAP]
                commands[(label, "check --staged")] = (staged, staged_repo(work, doc))
        for (label, what), cells in measure_interleaved(commands, args.repeat).items():
            results.setdefault(label, {})[what] = cells
        assert at_doc is not None
        results[f"{args.at:g} MB"]["phases"] = phases(at_doc, briefs[0])
    figures = ratios(
        results,
        f"{args.at:g} MB",
        f"{sizes[-2]:g} MB" if len(sizes) > 1 else "",
        f"{sizes[-1]:g} MB",
    )
    print(table(results, figures, args.briefs))
    record = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()}, {platform.platform()}",
        "repeat": args.repeat,
        "briefs": args.briefs,
        "results": results,
        "ratios": figures,
        "targets": {k: f"{op} {bound}" for k, (op, bound) in TARGETS.items()},
    }
    Path(args.out).write_text(
        json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    if any(value is not None and value > TARGETS[name][1] for name, value in figures.items()):
        print("some targets are NOT met", file=sys.stderr)


def _write_document(path: Path, size: int) -> None:
    """Generate a document in a child process: the children measured later are forked from
    this one, and a forked child's peak RSS counts what it shared with its parent."""
    code = (
        f"import sys; sys.path.insert(0, {str(HERE)!r}); from generate import document; "
        f"open({str(path)!r}, 'w', encoding='utf-8').write(document({size}))"
    )
    subprocess.run([PY, "-c", code], check=True)


def _byte_compile() -> None:
    """Compile the package's modules to .pyc first, as `pip install` does: in a checkout
    under PYTHONDONTWRITEBYTECODE every child would otherwise compile all of them again."""
    import compileall

    compileall.compile_dir(str(ROOT / "patcher"), quiet=1)


def ratios(
    results: dict[str, dict[str, dict[str, float]]], at: str, mid: str, big: str
) -> dict[str, float | None]:
    """The target figures: `at` is the reference size (1 MB), `mid` and `big` the two
    largest (5 and 20 MB)."""

    def get(size: str, what: str, key: str = "median") -> float | None:
        return results.get(size, {}).get(what, {}).get(key)

    def ratio(a: float | None, b: float | None) -> float | None:
        return a / b if a is not None and b else None

    return {
        "apply/parse at 1 MB": ratio(get(at, "apply"), get(at, "parse")),
        "apply/parse at 20 MB": ratio(get(big, "apply"), get(big, "parse")) if big != at else None,
        "apply 100 briefings / 1, at 1 MB": ratio(get(at, "apply many"), get(at, "apply")),
        "apply 20 MB / 5 MB": ratio(get(big, "apply"), get(mid, "apply")) if mid else None,
        "check --staged/parse at 1 MB": ratio(get(at, "check --staged"), get(at, "parse")),
        "peak RSS / document at 20 MB": ratio(get(big, "apply", "peak_rss"), get(big, "size")),
        "check (small) / python -c pass": ratio(
            get("check (small)", "-"), get("python -c pass", "-")
        ),
    }


def table(
    results: dict[str, dict[str, dict[str, float]]], figures: dict[str, float | None], briefs: int
) -> str:
    lines = ["| run | median (s) | min (s) | peak RSS (MB) |", "|---|---|---|---|"]
    for label, row in results.items():
        for what, cells in row.items():
            if what in ("size", "phases"):
                continue
            name = f"{what} ({briefs} briefings)" if what == "apply many" else what
            lines.append(
                f"| {label} {name} | {cells['median']:.3f} | {cells['min']:.3f} | "
                f"{cells['peak_rss'] / MB:.0f} |"
            )
    phase = next((row["phases"] for row in results.values() if "phases" in row), None)
    if phase:
        lines += ["", "| apply phase at 1 MB, in process | seconds |", "|---|---|"]
        lines += [f"| {name} | {seconds:.4f} |" for name, seconds in phase.items()]
    lines += ["", "| figure | value | target | met |", "|---|---|---|---|"]
    for name, value in figures.items():
        op, bound = TARGETS[name]
        met = "—" if value is None else ("yes" if value <= bound else "NO")
        shown = "—" if value is None else f"{value:.3f}"
        lines.append(f"| {name} | {shown} | {op} {bound} | {met} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
