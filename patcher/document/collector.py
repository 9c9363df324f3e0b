"""Python's cycle collector during a run: held back for the whole run (`fewer_collections`),
paused while a document is read into objects that all live to the end of the run
(`collector_paused`: its entries and their index for `apply`, both versions for the guard):
~10^5 of them at a few megabytes, which the collector would otherwise traverse again and
again. Measured: ~7% of the guard's time at 1 MB; at 20 MB reading the anchors and
building the entry index took 9.9 CPU seconds with it and 7.7 without, and it found no
garbage cycle to free afterwards. Nothing read there forms garbage cycles worth
collecting early; the collector runs again, as before, once the block is left."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

_RARE = (100_000, 50, 100)  # a young collection every 100,000 allocations (700 by default)


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cycle collector off inside the block (left as it was found after it)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@contextmanager
def fewer_collections() -> Iterator[None]:
    """The cyclic garbage collector held back while one run reads and plans: what is alive
    when the run starts (modules, the document's text) is frozen out of its scans and the
    young generation collects every 100,000 allocations instead of 700, so that reading a
    large document no longer re-scans its growing heap (20 MB: 14.7 → 11.4 s CPU, peak RSS
    not higher). Restored on the way out, whatever happens (`_restored`)."""
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(*_RARE)
    try:
        yield
    finally:
        _restored(threshold)


def _restored(threshold: tuple[int, int, int]) -> None:
    """The collector's settings as they were, with what the run left in the young
    generations (up to 100,000 objects: its report and what the last steps made) moved to
    the oldest one unscanned, as what was frozen at its start is: the young collection the
    old threshold would start at once scanned them all for a few dozen cyclic objects (~5 ms
    after an apply at 1 MB, the process ending right after it), which a full collection
    finds later all the same. (`gc.freeze` empties the young generations' count.)"""
    gc.freeze()
    gc.set_threshold(*threshold)
    gc.unfreeze()


def as_a_process() -> None:
    """A `patcher` process's collector, from its start: young collections as rare as during
    a run (`fewer_collections`). What a process makes before its run (modules, the map, the
    inputs) lives to its end, and what it makes after (the report's text) is let go at
    once, with the process (`cli.commands.run`): the ~30 young collections of 700
    allocations an apply at 1 MB made there (~4.5 ms) freed ~450 objects in all."""
    gc.set_threshold(*_RARE)
