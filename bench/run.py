"""Benchmark: whole `patcher` processes on realistic documents, side by side with a full
mistletoe parse and `python -c pass`; the phases of one apply from a cold start; a year of
nights.

    python bench/run.py [--quick] [--sizes 1,5,20] [--repeat 5] [--briefs 100] [--nights 60]

Documents come from `generate.py`: every entry inside §1.1–§1.4, thousands of distinct lead
names, arXiv ids, GitHub refs, markers, tables and fences, an arXiv index. Briefings are
generated against the document they are applied to, so that they continue entries (arXiv id,
GitHub ref, lead name) and their contradictions search by name; the real briefings in
`../shared/briefs/` are read at run time (skipped when absent or refused). What the applies
at the smallest size did (entries updated by each key, inserted, notes attached by name) is
read from their `--json` reports and printed beside the figures.

Every figure is a child process (a fresh interpreter, imports included) run --repeat times,
interleaved (every command once per round, so a slow spell on a shared machine falls on all
alike): its median, minimum, and peak RSS from the OS (`wait4`). The phases of one apply are
timed in a fresh process per round, each the first time it runs (nothing warm). The year of
nights applies one briefing a night with `--write` to a growing document. `--quick` takes
one round and fits in a few minutes on 2 cores. The ratios of one run on one machine are the
figures; every target is printed met or missed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from generate import briefing, document  # noqa: E402

MB = 1_000_000
PY = sys.executable
MAP = str(ROOT / "section_map.yaml")
REAL_BRIEFS = ROOT.parent / "shared" / "briefs"
PARSE = "import sys; from mistletoe import Document; Document(open(sys.argv[1], encoding='utf-8'))"
TARGETS = {
    "apply/parse at 1 MB (bench briefing)": 1.2,
    "apply/parse at 1 MB (real briefing, worst)": 1.2,
    "apply/parse at 20 MB (bench briefing)": 1.2,
    "apply/parse at 20 MB (real briefing)": 1.2,
    "apply 100 briefings / 1, at 1 MB": 2.0,
    "apply 10 briefings, 5 MB / 1 MB": 5.5,
    "peak RSS / document at 20 MB": 8.0,
    "nights: last / first": 2.0,
    "check --staged / parse at 1 MB": 1.0,
    "check (3 KB document) / python -c pass": 10.0,
}
# The phases of an apply, as (name, module, function) called through the module at run time
# (`Class.method` for a method: the entry index is built in `Editor.__init__`).
PHASES = (
    ("parse briefings", "patcher.api", "parse_briefs"),
    ("decode document", "patcher.api", "decode"),
    ("read anchors", "patcher.document.sections", "load"),
    ("index entries", "patcher.plan.editor", "Editor.__init__"),
    ("plan", "patcher.plan.merge", "plan"),
    ("splice", "patcher.output.splice", "splice"),
    ("verify", "patcher.output.verify", "verify"),
    ("diff", "patcher.output.diff", "unified"),
)

Command = tuple[list[str], Path]
Stats = dict[str, float]


# Forks and times the measured children from a small process of its own: a child's peak RSS
# (`ru_maxrss`) counts the pages it shares with the process that forks it until its `exec`, so
# children forked from this (large) process would all read at least its size.
_SPAWNER = r"""
import json, os, sys, time
for line in sys.stdin:
    args, cwd, err = json.loads(line)
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.chdir(cwd)
        os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
        os.dup2(os.open(err, os.O_WRONLY | os.O_TRUNC | os.O_CREAT), 2)
        os.execvp(args[0], args)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    print(json.dumps([elapsed, os.waitstatus_to_exitcode(status), usage.ru_maxrss]), flush=True)
"""
_spawner: subprocess.Popen[str] | None = None


def run(args: list[str], cwd: Path) -> tuple[float, int]:
    """(wall seconds, peak RSS in bytes) of one child process, forked by the spawner (see
    `_SPAWNER`); stdout discarded, stderr read back when it fails."""
    global _spawner
    if _spawner is None:
        _spawner = subprocess.Popen(
            [PY, "-S", "-c", _SPAWNER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
    assert _spawner.stdin is not None and _spawner.stdout is not None
    with tempfile.NamedTemporaryFile() as errors:
        _spawner.stdin.write(json.dumps([args, str(cwd), errors.name]) + "\n")
        _spawner.stdin.flush()
        elapsed, code, peak = json.loads(_spawner.stdout.readline())
        if code not in (0, 1):
            message = Path(errors.name).read_text(errors="replace")[-2000:]
            raise SystemExit(f"{' '.join(args[:5])}… failed ({code}): {message}")
    return elapsed, peak * 1024


def measure_interleaved(commands: dict[str, Command], repeat: int) -> dict[str, Stats]:
    """Every command once per round for `repeat` rounds (the caller warms up first)."""
    samples: dict[str, list[tuple[float, int]]] = {name: [] for name in commands}
    for round_number in range(repeat):
        print(f"round {round_number + 1} of {repeat} ...", file=sys.stderr, flush=True)
        for name, (args, cwd) in commands.items():
            samples[name].append(run(args, cwd))
    return {name: _stats(taken) for name, taken in samples.items()}


def _stats(samples: list[tuple[float, int]]) -> Stats:
    times = [t for t, _ in samples]
    return {
        "median": statistics.median(times),
        "min": min(times),
        "max": max(times),
        "peak_rss": float(max(r for _, r in samples)),
    }


def write_document(path: Path, size: int) -> int:
    """Generate a document in a child process (a forked child's peak RSS would count what
    it shares with this one); its size in bytes."""
    code = (
        f"import sys; sys.path.insert(0, {str(HERE)!r}); from generate import document; "
        f"open({str(path)!r}, 'w', encoding='utf-8').write(document({size}))"
    )
    subprocess.run([PY, "-c", code], check=True)
    return path.stat().st_size


def bench_briefs(doc: Path, work: Path, count: int, tag: str) -> list[str]:
    """`count` briefings generated against `doc`, a day apart, continuing its entries (in a
    child process, so that this one stays small: see `write_document`)."""
    paths = [str(work / f"brief-{tag}-{n:03d}.txt") for n in range(count)]
    code = (
        f"import sys; sys.path.insert(0, {str(HERE)!r}); from generate import Entries, briefing\n"
        f"text = open({str(doc)!r}, encoding='utf-8').read(); entries = Entries(text)\n"
        f"for n, path in enumerate({paths!r}):\n"
        "    open(path, 'w', encoding='utf-8').write(briefing(text, n, n, entries=entries))\n"
    )
    subprocess.run([PY, "-c", code], check=True)
    return paths


def real_briefs(small_doc: Path, work: Path) -> tuple[list[str], list[str]]:
    """The real briefings the patcher applies (read where they are, never copied), largest
    first, and the ones skipped with why."""
    if not REAL_BRIEFS.is_dir():
        return [], [f"{REAL_BRIEFS}: absent"]
    usable, skipped = [], []
    for path in sorted(REAL_BRIEFS.glob("*.txt"), key=lambda p: -p.stat().st_size):
        args = [PY, "-m", "patcher", "apply", str(path), "--doc", str(small_doc), "--map", MAP]
        done = subprocess.run(args, cwd=work, capture_output=True, text=True)
        if done.returncode in (0, 1):
            usable.append(str(path))
        else:
            skipped.append(f"{path.name}: exit {done.returncode} {done.stderr.strip()[-200:]}")
    return usable, skipped


def staged_repo(work: Path, doc: Path) -> Path:
    """A repository with the document committed and a bullet added in the middle staged."""
    repo = work / "repo"
    repo.mkdir()
    git = ["git", "-C", str(repo)]
    subprocess.run([*git, "init", "-q"], check=True)
    for key, value in [("user.name", "b"), ("user.email", "b@e.invalid")]:
        subprocess.run([*git, "config", key, value], check=True)
    subprocess.run([*git, "config", "commit.gpgSign", "false"], check=True)
    text = doc.read_text(encoding="utf-8")
    (repo / "inference.md").write_text(text, encoding="utf-8")
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "x"], check=True)
    at = text.find("\n- **", len(text) // 3)
    at = at if at >= 0 else text.index("\n- **")
    added = "\n- **新条目** ⭐⭐⭐（2027-01-01）：人工补充。"
    (repo / "inference.md").write_text(text[:at] + added + text[at:], encoding="utf-8")
    subprocess.run([*git, "add", "."], check=True)
    return repo


def work_done(args: list[str], cwd: Path) -> dict[str, int]:
    """What one apply did, from its `--json` report: entries updated by arXiv id, by GitHub
    ref and by lead name, entries inserted, and notes attached to the entry whose name
    they mention. A figure whose run skipped one of these measures less than it claims."""
    done = subprocess.run([*args, "--json"], cwd=cwd, capture_output=True, text=True)
    reports = [d["report"] for d in json.loads(done.stdout)["documents"] if d.get("report")]
    actions = [a for r in reports for a in r["actions"]]
    updated = [a["matched"] or "" for a in actions if a["action"] == "updated"]
    notes = [n for r in reports for n in r["contradictions"]]
    return {
        "updated by arXiv id": sum(m.startswith("arxiv:") for m in updated),
        "updated by GitHub ref": sum(m.startswith("gh:") for m in updated),
        "updated by lead name": sum("title names" in m for m in updated),
        "inserted": sum(a["action"] == "inserted" for a in actions),
        "notes attached by name": sum((n["matched"] or "").startswith("names ") for n in notes),
    }


def phases_child(doc: str, briefs: list[str]) -> None:
    """In a fresh process: one apply, each phase timed the first time it runs (cold: nothing
    cached, lazy imports paid where they fall); prints JSON."""
    import importlib

    start = time.perf_counter()
    from patcher import api
    from patcher.config.maps import load_map
    from patcher.text.source import read_source

    seconds: dict[str, float] = {"import patcher.api": time.perf_counter() - start}
    for name, module_name, attr in PHASES:
        holder: Any = importlib.import_module(module_name)
        *owners, attr = attr.split(".")
        for owner in owners:  # (a method: timed on its class)
            holder = getattr(holder, owner, None)
        if hasattr(holder, attr):
            setattr(holder, attr, _timed(getattr(holder, attr), name, seconds))
    smap = load_map(read_source(MAP))
    sources = [read_source(b) for b in briefs]
    start = time.perf_counter()
    api.apply(sources, read_source(doc), smap)
    seconds["apply, all phases"] = time.perf_counter() - start
    print(json.dumps(seconds))


def _timed(func: Callable[..., Any], name: str, seconds: dict[str, float]) -> Callable[..., Any]:
    def timed(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return func(*args, **kwargs)
        finally:
            seconds[name] = seconds.get(name, 0.0) + time.perf_counter() - start

    return timed


def phases(doc: Path, brief: str, rounds: int) -> dict[str, Stats]:
    """The median (and min, max) of each phase over `rounds` fresh processes."""
    taken: dict[str, list[float]] = {}
    for _ in range(rounds):
        args = [PY, str(Path(__file__).resolve()), "--phases-child", str(doc), brief]
        out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
        for name, value in json.loads(out).items():
            taken.setdefault(name, []).append(value)
    return {
        name: {"median": statistics.median(v), "min": min(v), "max": max(v)}
        for name, v in taken.items()
    }


def nights(work: Path, start_size: int, count: int, increments: int = 16) -> dict[str, Any]:
    """A year of nights: each night a briefing generated against tonight's document is
    applied with `--write`; wall time and document size per night. Sixteen increments a
    night add about as much text as a real briefing (whose increments carry longer bodies).

    Nights run one after another, so a slow spell cannot be interleaved away: right after
    each night the same reference run (the first night's briefing on the first night's
    document, not written) is timed, and a night counts as its time over the reference's."""
    doc, first_doc = work / "nights.md", work / "nights-first.md"
    write_document(doc, start_size)
    first_doc.write_bytes(doc.read_bytes())
    first_brief = work / "nights-first.txt"
    times, references, sizes = [], [], []
    for night in range(count):
        text = doc.read_text(encoding="utf-8")
        brief = first_brief if night == 0 else work / "night.txt"
        brief.write_text(briefing(text, night, 5000 + night, increments), encoding="utf-8")
        apply = [PY, "-m", "patcher", "apply", "--map", MAP]
        times.append(run([*apply, str(brief), "--doc", str(doc), "--write"], work)[0])
        references.append(run([*apply, str(first_brief), "--doc", str(first_doc)], work)[0])
        sizes.append(doc.stat().st_size)
        if night % 10 == 9:
            print(f"night {night + 1} of {count} ...", file=sys.stderr, flush=True)
    ends = max(1, min(5, count // 4))
    relative = [t / r for t, r in zip(times, references, strict=True)]
    return {
        "seconds": times,
        "reference seconds": references,
        "sizes": sizes,
        "first": statistics.median(relative[:ends]),
        "last": statistics.median(relative[-ends:]),
        "first seconds": statistics.median(times[:ends]),
        "last seconds": statistics.median(times[-ends:]),
        "nights per end": ends,
    }


def main() -> None:
    args = _arguments()
    if args.phases_child:
        phases_child(args.phases_child[0], args.phases_child[1:])
        return
    _byte_compile()
    load = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp:
        record = measure(Path(tmp), args)
    record["load average at start"] = load
    figures = ratios(record)
    record["ratios"] = figures
    record["targets"] = {name: f"<= {bound}" for name, bound in TARGETS.items()}
    print(table(record, figures))
    Path(args.out).write_text(
        json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="one round (a few minutes)")
    parser.add_argument("--sizes", default="1,5,20", help="document sizes in MB")
    parser.add_argument("--repeat", type=int, default=5, help="rounds (1 with --quick)")
    parser.add_argument("--briefs", type=int, default=100, help="briefings in the many run")
    parser.add_argument("--few", type=int, default=10, help="briefings in the 5 MB / 1 MB run")
    parser.add_argument("--nights", type=int, default=60)
    parser.add_argument("--nights-start", type=float, default=1.0, help="MB on the first night")
    parser.add_argument("--out", default=str(HERE / "results.json"))
    parser.add_argument("--phases-child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.quick:
        args.repeat = 1
    if args.nights < 2:
        parser.error("--nights must be at least 2 (last / first compares the two ends)")
    return args


def measure(work: Path, args: argparse.Namespace) -> dict[str, Any]:
    sizes = sorted(float(s) for s in args.sizes.split(","))
    small = work / "small.md"
    small.write_text(document(3000), encoding="utf-8")
    reals, skipped = real_briefs(small, work)
    patcher = [PY, "-m", "patcher"]
    commands: dict[str, Command] = {
        "python -c pass": ([PY, "-c", "pass"], work),
        "check (3 KB document)": ([*patcher, "check", str(small), "--map", MAP], work),
    }
    documents: dict[str, int] = {"3 KB document": small.stat().st_size}
    for size in sizes:
        label = f"{size:g} MB"
        doc = work / f"inference-{size:g}.md"
        documents[label] = write_document(doc, int(size * MB))
        ours = bench_briefs(doc, work, max(args.briefs, args.few), label.replace(" ", ""))
        apply = [*patcher, "apply", "--doc", str(doc), "--map", MAP]
        commands[f"{label} parse"] = ([PY, "-c", PARSE, str(doc)], work)
        commands[f"{label} apply"] = ([*apply, ours[0]], work)
        for real in reals if size == sizes[0] else reals[:1]:
            commands[f"{label} apply real {Path(real).stem}"] = ([*apply, real], work)
        if size in (sizes[0], sizes[-2] if len(sizes) > 1 else None):
            commands[f"{label} apply {args.few}"] = ([*apply, *ours[: args.few]], work)
        if size == sizes[0]:
            many = [*reals, *ours][: args.briefs]
            commands[f"{label} apply {args.briefs}"] = ([*apply, *many], work)
            staged = [*patcher, "check", "--staged", "inference.md", "--map", MAP]
            commands[f"{label} check --staged"] = (staged, staged_repo(work, doc))
            phase_args = (doc, ours[0])
    for name in ("python -c pass", "check (3 KB document)", f"{sizes[0]:g} MB apply"):
        run(*commands[name])  # warm-up: the map cache, the page cache
    results = measure_interleaved(commands, args.repeat)
    done = {
        name: work_done(*commands[name])
        for name in (f"{sizes[0]:g} MB apply", f"{sizes[0]:g} MB apply {args.briefs}")
    }
    print("phases ...", file=sys.stderr, flush=True)
    phase = phases(*phase_args, max(args.repeat, 3))
    print("nights ...", file=sys.stderr, flush=True)
    year = nights(work, int(args.nights_start * MB), args.nights)
    return {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()}, {platform.platform()}",
        "arguments": {k: v for k, v in vars(args).items() if k != "phases_child"},
        "documents": documents,
        "real briefings": [Path(r).name for r in reals],
        "real briefings skipped": skipped,
        "reference size": f"{sizes[0]:g} MB",
        "sizes": [f"{s:g} MB" for s in sizes],
        "results": results,
        "work": done,
        "phases": phase,
        "nights": year,
    }


def _byte_compile() -> None:
    """Compile the package to .pyc first, as installing it does (under
    PYTHONDONTWRITEBYTECODE every child would otherwise compile every module)."""
    import compileall

    compileall.compile_dir(str(ROOT / "patcher"), quiet=1)


def ratios(record: dict[str, Any]) -> dict[str, float | None]:
    """The target figures, from the smallest size (1 MB), the middle and the largest."""
    results, documents = record["results"], record["documents"]
    sizes = record["sizes"]
    at, mid, big = sizes[0], sizes[-2] if len(sizes) > 1 else None, sizes[-1]
    args = record["arguments"]

    def median(name: str) -> float | None:
        return results[name]["median"] if name in results else None

    def ratio(a: float | None, b: float | None) -> float | None:
        return a / b if a is not None and b else None

    def real(size: str) -> float | None:
        found = [
            ratio(median(n), median(f"{size} parse"))
            for n in results
            if n.startswith(f"{size} apply real ")
        ]
        return max((f for f in found if f is not None), default=None)

    year = record["nights"]
    rss = results.get(f"{big} apply", {}).get("peak_rss")
    return {
        "apply/parse at 1 MB (bench briefing)": ratio(median(f"{at} apply"), median(f"{at} parse")),
        "apply/parse at 1 MB (real briefing, worst)": real(at),
        "apply/parse at 20 MB (bench briefing)": (
            ratio(median(f"{big} apply"), median(f"{big} parse")) if big != at else None
        ),
        "apply/parse at 20 MB (real briefing)": real(big) if big != at else None,
        "apply 100 briefings / 1, at 1 MB": ratio(
            median(f"{at} apply {args['briefs']}"), median(f"{at} apply")
        ),
        "apply 10 briefings, 5 MB / 1 MB": (
            ratio(median(f"{mid} apply {args['few']}"), median(f"{at} apply {args['few']}"))
            if mid and mid != at
            else None
        ),
        "peak RSS / document at 20 MB": ratio(rss, documents.get(big)),
        "nights: last / first": ratio(year["last"], year["first"]),
        "check --staged / parse at 1 MB": ratio(
            median(f"{at} check --staged"), median(f"{at} parse")
        ),
        "check (3 KB document) / python -c pass": ratio(
            median("check (3 KB document)"), median("python -c pass")
        ),
    }


def table(record: dict[str, Any], figures: dict[str, float | None]) -> str:
    lines = ["| run | median (s) | min (s) | max (s) | peak RSS (MB) |", "|---|---|---|---|---|"]
    for name, cells in record["results"].items():
        lines.append(
            f"| {name} | {cells['median']:.3f} | {cells['min']:.3f} | {cells['max']:.3f} | "
            f"{cells['peak_rss'] / MB:.0f} |"
        )
    lines += ["", f"| apply phase at {record['reference size']}, cold | median (s) |", "|---|---|"]
    lines += [f"| {name} | {cells['median']:.4f} |" for name, cells in record["phases"].items()]
    year = record["nights"]
    lines += [
        "",
        f"nights: {len(year['seconds'])}, document {year['sizes'][0] / MB:.2f} → "
        f"{year['sizes'][-1] / MB:.2f} MB; first {year['first seconds']:.3f} s, last "
        f"{year['last seconds']:.3f} s; over the reference run timed beside each night: "
        f"first {year['first']:.3f}, last {year['last']:.3f} (medians of "
        f"{year['nights per end']} nights at each end)",
    ]
    for name, done in record["work"].items():
        missing = [what for what, count in done.items() if not count]
        shown = ", ".join(f"{what} {count}" for what, count in done.items())
        lines.append(f"work of `{name}`: {shown}" + (f" (NONE {missing})" if missing else ""))
    if record["real briefings skipped"]:
        lines.append("real briefings skipped: " + "; ".join(record["real briefings skipped"]))
    sizes = " / ".join(record["sizes"])
    lines += ["", f"sizes {sizes} stand for the targets' 1 / 5 / 20 MB", ""]
    lines += ["| figure | value | target | met |", "|---|---|---|---|"]
    for name, value in figures.items():
        met = "—" if value is None else ("met" if value <= TARGETS[name] else "MISSED")
        shown = "—" if value is None else f"{value:.3f}"
        lines.append(f"| {name} | {shown} | <= {TARGETS[name]} | {met} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
