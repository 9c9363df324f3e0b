"""The methods `dataclasses` generates, compiled once and kept between runs of a process.

Each `@dataclass` writes its methods (`__init__`, `__repr__`, `__eq__`, `__hash__`, a frozen
class's `__setattr__` and `__delattr__`) as source text and compiles it with `exec`: an
`apply` process creates ~90 dataclasses, ~520 such texts, ~35 ms of CPU (issue 26: start-up
pays at import for what the command uses; this is that import, every run). The code a text
compiles to is a function of the text and the interpreter only, so, as `lazy` keeps the
patterns' code, `keep_generated_methods` makes `dataclasses` compile through `_exec`: the
code of each text is read from a file of the cache directory named by the interpreter's
exact build and byte-code magic, compiled only when absent (exactly as `exec` compiles a
text: file `<string>`, no `__future__` flag — `dataclasses` has none) and written back when
the process ends. The generated functions are then made from that code in the class's own
namespace, as `exec` makes them. Anything unexpected — another implementation, no cache
directory, `LIVEDOC_PATCHER_CACHE=off`, a file another user owns or others may write, a
record that does not read as code — and the text is compiled as `exec` compiles it. Only a
`patcher` process installs it (`python -m patcher`, the `patcher` script), before it imports
its commands: a library caller's `dataclasses` is left as it is.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import importlib.util
import marshal
import sys
import zlib
from pathlib import Path
from types import CodeType
from typing import Any

from patcher.text.lazy import cache_dir, read_records, write_records

_KEEP = 4096  # texts kept; past that only the ones a process used are written back


class _Kept:
    """The code of the texts compiled in earlier processes, read at the first compile; what
    this process compiled anew is written back when it ends."""

    def __init__(self) -> None:
        self.codes: dict[str, bytes] | None = None  # None: not read yet
        self.path: Path | None = None
        self.used: set[str] = set()
        self.new = 0

    def code(self, text: str) -> CodeType:
        """What `exec(text)` in `dataclasses` compiles `text` to."""
        codes = self._read()
        if self.path is None:
            return _compiled(text)
        self.used.add(text)
        record = codes.get(text)
        if record is not None:
            with contextlib.suppress(Exception):  # (a bad record: compiled anew)
                code = marshal.loads(record)
                if isinstance(code, CodeType):
                    return code
        code = _compiled(text)
        codes[text] = marshal.dumps(code)
        self.new += 1
        if self.new == 1:
            atexit.register(self.write)
        return code

    def _read(self) -> dict[str, bytes]:
        if self.codes is None:
            self.path = _path()
            found = read_records(self.path) if self.path is not None else None
            self.codes = found if found is not None and _all_records(found) else {}
        return self.codes

    def write(self) -> None:
        """Keep the codes for later processes (atomically; failures are ignored)."""
        codes = self.codes or {}
        if self.path is None or self.new <= 0:
            return
        if len(codes) > _KEEP:
            codes = {text: code for text, code in codes.items() if text in self.used}
        write_records(self.path, codes)


def _compiled(text: str) -> CodeType:
    """`text` compiled as `exec` compiles it when `dataclasses` calls it (no `__future__`
    flag inherited from this module: `dont_inherit`)."""
    return compile(text, "<string>", "exec", dont_inherit=True)


def _all_records(found: Any) -> bool:
    return isinstance(found, dict) and all(
        isinstance(k, str) and isinstance(v, bytes) for k, v in found.items()
    )


def _path() -> Path | None:
    """The file of this interpreter's kept methods, or None (no cache, not CPython)."""
    where = cache_dir()
    if where is None or sys.implementation.name != "cpython":
        return None
    build = zlib.crc32(sys.version.encode("utf-8", "replace"))  # (the exact build)
    magic = importlib.util.MAGIC_NUMBER.hex()
    return where / f"dataclass-methods-{sys.implementation.cache_tag}-{magic}-{build:08x}.marshal"


_KEPT = _Kept()


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:
    """`exec` as `dataclasses` calls it, a text's code taken from `_KEPT`."""
    if isinstance(source, str):
        source = _KEPT.code(source)
    exec(source, globals, locals)


def keep_generated_methods() -> None:
    """From now on, in this process, `dataclasses` compiles the methods it generates through
    `_KEPT` (a name of its module's own found before the built-in `exec`)."""
    if sys.implementation.name == "cpython" and not hasattr(dataclasses, "exec"):
        dataclasses.exec = _exec  # type: ignore[attr-defined]
