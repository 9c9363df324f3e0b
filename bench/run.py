"""Benchmark: the patcher against a full mistletoe parse, mdformat and the I/O floor.

    python bench/run.py [--sizes 0.1,1,5] [--repeat 5] [--mdformat-max 1] [--out bench/results.json]

Times are medians of --repeat runs after one warm-up. Absolute times on a shared 2-core
machine are noisy; the ratios, measured side by side in one run, are the figures.
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
import tracemalloc
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from generate import briefing, document  # noqa: E402

from patcher import api  # noqa: E402
from patcher.config.sectionmap import load_map  # noqa: E402
from patcher.text.source import Source, read_source  # noqa: E402

MB = 1_000_000
TARGETS = {
    "apply/parse": ("<=", 0.5),
    "apply/mdformat": ("<=", 0.1),
    "apply10/apply": ("<=", 2.0),
    "apply(5MB)/apply(1MB)": ("<=", 5.5),
    "check/parse": ("<=", 1.0),
    "cli-check (s)": ("<=", 0.5),
    "peak/size": ("<=", 30.0),
}


def median_time(func: Callable[[], object], repeat: int) -> float:
    func()  # warm-up
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def full_parse(text: str) -> None:
    from mistletoe.block_token import Document

    Document([line + "\n" for line in text.split("\n")])


def measure(size_mb: float, repeat: int, with_mdformat: bool, work: Path) -> dict[str, float]:
    text = document(int(size_mb * MB))
    data = text.encode("utf-8")
    path = work / f"inference-{size_mb}MB.md"
    path.write_bytes(data)
    smap = load_map(read_source(str(ROOT / "section_map.yaml")))
    brief = Source("b.txt", briefing(text, 1, 1).encode())
    briefs = [Source(f"b{n}.txt", briefing(text, n, n).encode()) for n in range(1, 11)]
    doc = Source(str(path), data, path)
    out = work / "out.md"

    def read_write() -> None:
        out.write_bytes(path.read_bytes())

    def apply_one() -> None:
        report = api.apply([brief], doc, smap)
        assert report.changed and len(report.actions) == 8

    def apply_ten() -> None:
        assert api.apply(briefs, doc, smap).changed

    def check() -> None:
        api.check([str(path)], smap)

    def mdformat_text() -> None:
        import mdformat

        mdformat.text(text)

    def cli_check() -> None:
        subprocess.run(
            [
                sys.executable,
                "-m",
                "patcher",
                "check",
                str(path),
                "--map",
                str(ROOT / "section_map.yaml"),
            ],
            capture_output=True,
            check=False,
        )

    result = {
        "size_bytes": float(len(data)),
        "read+write": median_time(read_write, repeat),
        "parse": median_time(lambda: full_parse(text), repeat),
        "apply": median_time(apply_one, repeat),
        "apply10": median_time(apply_ten, repeat),
        "check": median_time(check, repeat),
        "cli-check": median_time(cli_check, repeat),
    }
    if with_mdformat:
        result["mdformat"] = median_time(mdformat_text, repeat)
    tracemalloc.start()
    apply_one()
    result["apply_peak_bytes"] = float(tracemalloc.get_traced_memory()[1])
    tracemalloc.stop()
    return result


def ratios(results: dict[str, dict[str, float]]) -> dict[str, float | None]:
    one = results.get("1") or next(iter(results.values()))
    five = results.get("5")
    return {
        "apply/parse": one["apply"] / one["parse"],
        "apply/mdformat": one["apply"] / one["mdformat"] if "mdformat" in one else None,
        "apply10/apply": one["apply10"] / one["apply"],
        "apply(5MB)/apply(1MB)": five["apply"] / one["apply"] if five else None,
        "check/parse": one["check"] / one["parse"],
        "cli-check (s)": one["cli-check"],
        "peak/size": one["apply_peak_bytes"] / one["size_bytes"],
    }


def table(results: dict[str, dict[str, float]], figures: dict[str, float | None]) -> str:
    columns = ["read+write", "parse", "mdformat", "apply", "apply10", "check", "cli-check"]
    lines = [
        "| size | " + " | ".join(f"{c} (s)" for c in columns) + " | peak apply (MB) |",
        "|---" * (len(columns) + 2) + "|",
    ]
    for _size, r in results.items():
        cells = [f"{r[c]:.4f}" if c in r else "—" for c in columns]
        lines.append(
            f"| {r['size_bytes'] / MB:.2f} MB | "
            + " | ".join(cells)
            + f" | {r['apply_peak_bytes'] / MB:.1f} |"
        )
    lines += ["", "| ratio | value | target | met |", "|---|---|---|---|"]
    for name, value in figures.items():
        op, bound = TARGETS[name]
        met = "—" if value is None else ("yes" if value <= bound else "NO")
        shown = "—" if value is None else f"{value:.3f}"
        lines.append(f"| {name} | {shown} | {op} {bound} | {met} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="0.1,1,5", help="document sizes in MB")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument(
        "--mdformat-max",
        type=float,
        default=1.0,
        help="run mdformat only up to this size (MB); it is slow and superlinear",
    )
    parser.add_argument("--out", default=str(HERE / "results.json"))
    args = parser.parse_args()
    sizes = [s.strip() for s in args.sizes.split(",")]
    results: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            mb = float(size)
            print(f"measuring {size} MB ...", file=sys.stderr, flush=True)
            results[size.rstrip("0").rstrip(".") if "." in size else size] = measure(
                mb, args.repeat, mb <= args.mdformat_max, Path(tmp)
            )
    figures = ratios(results)
    print(table(results, figures))
    record = {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()}, {platform.platform()}",
        "repeat": args.repeat,
        "results": results,
        "ratios": figures,
        "targets": {k: f"{op} {bound}" for k, (op, bound) in TARGETS.items()},
    }
    Path(args.out).write_text(
        json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    main()
