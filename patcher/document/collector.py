"""Python's cycle collector paused while a document is read into objects that all live to
the end of the run (its entries and their index for `apply`, both versions for the guard):
~10^5 of them at a few megabytes, which the collector would otherwise traverse again and
again. Measured: ~7% of the guard's time at 1 MB; at 20 MB reading the anchors and
building the entry index took 9.9 CPU seconds with it and 7.7 without, and it found no
garbage cycle to free afterwards. Nothing read there forms garbage cycles worth
collecting early; the collector runs again, as before, once the block is left."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


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
