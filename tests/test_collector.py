"""The cycle collector around a run (`patcher.document.collector`)."""

from __future__ import annotations

import ast
import gc
import subprocess
import sys
import weakref
from pathlib import Path

from patcher.document.collector import fewer_collections

from .conftest import EXAMPLES


class _Node:
    """An object that can sit in a reference cycle and be watched through a weak reference."""

    def __init__(self) -> None:
        self.other: object = self


def test_a_run_leaves_its_survivors_in_the_oldest_generation_unscanned() -> None:
    """What a run made and keeps leaves the young generations on the way out without a young
    collection scanning it (the count starts again from zero); the settings are as before
    and nothing stays frozen."""
    before = gc.get_threshold()
    starts: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            starts.append(info["generation"])

    with fewer_collections():
        made = [[] for _ in range(5_000)]
    gc.callbacks.append(seen)
    try:
        more = [[] for _ in range(100)]  # (a young collection would start here before)
    finally:
        gc.callbacks.remove(seen)
    assert starts == [] and len(more) == 100
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
    oldest = {id(thing) for thing in gc.get_objects(generation=2)}
    assert id(made) in oldest and id(made[0]) in oldest


def test_a_cycle_a_run_dropped_is_still_collected() -> None:
    """A reference cycle a run made and let go is freed by the next full collection."""
    with fewer_collections():
        node = _Node()
        watched = weakref.ref(node)
        del node
    assert watched() is not None
    gc.collect()
    assert watched() is None


def test_a_patcher_process_makes_no_young_collection_at_its_start(tmp_path: Path) -> None:
    """`python -m patcher` sets the collector before importing its commands
    (`as_a_process`): a `check` of the example document makes at most five young collections
    in all (the interpreter's own start-up ones, and compiling the modules imported before it
    where no byte-code is kept: PYTHONDONTWRITEBYTECODE), where 700-allocation ones made
    dozens (35 with byte-code kept)."""
    seen = tmp_path / "collections"
    script = (
        "import atexit, gc, runpy, sys\n"
        "starts = []\n"
        "gc.callbacks.append(lambda p, i: starts.append(i['generation']) if p == 'start' else 0)\n"
        f"atexit.register(lambda: open({str(seen)!r}, 'w').write(repr(starts)))\n"
        f"sys.argv = ['patcher', 'check', {str(EXAMPLES / 'inference.md')!r}]\n"
        "runpy.run_module('patcher', run_name='__main__', alter_sys=True)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, check=False)
    assert done.returncode in (0, 1), done.stderr
    assert len(ast.literal_eval(seen.read_text())) <= 5
