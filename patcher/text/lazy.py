"""Regular expressions compiled when first used, not when their module is imported, and kept
compiled between runs.

Compiling is about a tenth of a run's CPU at 1 MB (issue 26: ~400 patterns, ~75–95 ms; the
lazy patterns of the name rules about half of it), the same work every run. What `re`
compiles a pattern to (`_sre` code: a list of integers, with its flags and groups) is a
function of the pattern, its flags and the interpreter only, so the code of each lazy
pattern is kept in a file of the cache directory (`cache_dir`, the map cache's) named by the
interpreter's version and `_sre.MAGIC`, and a later run builds the pattern from it with
`_sre.compile` (what `re` itself calls last; its code is validated there). A pattern is kept
only once the pattern built from its code compares equal to `re.compile`'s (`Pattern.__eq__`
compares flags, pattern and code). Anything unexpected — another interpreter, no cache
directory, `LIVEDOC_PATCHER_CACHE=off`, a file another user owns or others may write, a file
that does not read — and patterns are compiled as `re` compiles them.
"""

from __future__ import annotations

import atexit
import contextlib
import marshal
import os
import re
import stat
import sys
import zlib
from array import array
from pathlib import Path
from typing import Any, cast

_METHODS = ("search", "match", "fullmatch", "sub", "subn", "split", "findall", "finditer")
_KEEP = 4096  # patterns kept; past that only the ones a run used are written back


def cache_dir() -> Path | None:
    """Where the patcher keeps what it only saves time with: `$LIVEDOC_PATCHER_CACHE` (a
    directory, or `off`), else `$XDG_CACHE_HOME/livedoc-patcher`, else
    `~/.cache/livedoc-patcher`."""
    setting = os.environ.get("LIVEDOC_PATCHER_CACHE", "")
    if setting.lower() == "off":
        return None
    if setting:
        return Path(setting)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "livedoc-patcher"


def trusted(info: os.stat_result) -> bool:
    """A regular file of ours that no one else may write (the cache's files are read as
    code: a pickled map, a pattern's code)."""
    getuid = getattr(os, "getuid", None)
    mine = getuid is None or info.st_uid == getuid()
    return stat.S_ISREG(info.st_mode) and mine and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


# flags, the code (32-bit words, as bytes: a tenth of the memory of a list of ints), groups,
# group names → numbers, numbers → names
Code = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
# A pattern's code as kept: its `Code` marshalled on its own and compressed (`zlib`), read
# into objects only when the pattern is compiled (a run uses ~300 of the ~750 patterns kept;
# all of them read into tuples, dicts and strings held ~2.2 MB through the run, the records
# ~1.3 MB). The records of every tree a machine runs are kept, and are held through a run:
# 1,980 of them took 3.5 MB uncompressed, 0.6 MB compressed (issue 26, round 41: the 20 MB
# apply's peak; the code's 32-bit words are mostly small numbers and zero bytes)
Record = bytes


class _Kept:
    """The code of the lazy patterns compiled in earlier runs, read at the first compile of
    a run; what this run compiled anew is written back when it ends."""

    def __init__(self) -> None:
        self.codes: dict[tuple[str, int], Record] | None = None  # None: not read yet
        self.kept = False  # a cache directory to keep them in (known once read)
        self.used: set[tuple[str, int]] = set()
        self.new = 0

    def compile(self, pattern: str, flags: int) -> re.Pattern[str]:
        flags = int(flags)  # (a `re.RegexFlag` is an `int` marshal does not write)
        key = (pattern, flags)
        codes = self._read()
        if codes is None:
            return re.compile(pattern, flags)
        self.used.add(key)
        record = codes.get(key)
        if record is not None:
            with contextlib.suppress(Exception):  # (a bad record: compiled as `re` does)
                return _build(pattern, marshal.loads(zlib.decompress(record)))
        compiled = re.compile(pattern, flags)
        code = _code_of(pattern, flags)
        if code is not None and _build(pattern, code) == compiled:
            codes[key] = zlib.compress(marshal.dumps(code))
            self.new += 1
            if self.new == 1:
                atexit.register(self.write)
        return compiled

    def _read(self) -> dict[tuple[str, int], Record] | None:
        """The codes kept (read once a run), or None when none are kept."""
        if self.codes is None:
            path = _path()
            self.kept = path is not None
            self.codes = (read_records(path) if path is not None else None) or {}
        return self.codes if self.kept else None

    def write(self) -> None:
        """Keep the codes for later runs (atomically; failures are ignored)."""
        path, codes = _path(), self.codes or {}
        if path is None or self.new <= 0:
            return
        if len(codes) > _KEEP:
            codes = {k: v for k, v in codes.items() if k in self.used}
        write_records(path, codes)


def write_records(path: Path, records: dict[Any, bytes]) -> None:
    """Keep `records` in `path`, a file of the cache directory only its owner may write
    (atomically: written aside, then renamed; failures are ignored)."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(marshal.dumps(records))  # (at once: `dump` writes object by object)
        os.replace(temporary, path)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)


def _build(pattern: str, code: Code) -> re.Pattern[str]:
    """The pattern `re` would compile, from its kept code (`_sre` validates the code)."""
    flags, words, groups = code[:3]
    built = _sre().compile(pattern, flags, array("I", words).tolist(), groups, *code[3:])
    return cast("re.Pattern[str]", built)


def _sre() -> Any:
    import _sre  # type: ignore[import-not-found]

    return _sre


def _path() -> Path | None:
    """The file of this interpreter's pattern codes, or None (no cache, or an interpreter
    whose `re` this module does not know: only CPython's)."""
    where = cache_dir()
    compiler = getattr(re, "_compiler", None)
    if where is None or sys.implementation.name != "cpython" or compiler is None:
        return None
    if array("I").itemsize != 4:  # (`_sre` code is 32-bit words)
        return None
    build = zlib.crc32(sys.version.encode("utf-8", "replace"))  # (the exact build)
    tag = f"{sys.implementation.cache_tag}-{_sre().MAGIC}-{build:08x}"
    return where / f"regex-records-z-{tag}.marshal"  # (`z`: compressed records)


def read_records(path: Path) -> dict[Any, Record] | None:
    """The records kept in `path` (None when there is no such file of ours, or it does not
    read as a map)."""
    try:
        with path.open("rb") as handle:
            if not trusted(os.fstat(handle.fileno())):
                return None
            codes = marshal.loads(handle.read())  # (`marshal.load` reads object by object)
    except (OSError, EOFError, ValueError, TypeError):
        return None
    return codes if isinstance(codes, dict) else None


def _code_of(pattern: str, flags: int) -> Code | None:
    """What `re._compiler.compile` hands `_sre.compile` for the pattern (None when this
    interpreter's `re` works otherwise)."""
    try:
        compiler = re._compiler  # type: ignore[attr-defined]
        parsed = compiler._parser.parse(pattern, flags)
        code = array("I", compiler._code(parsed, flags)).tobytes()
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, index in groupindex.items():
            indexgroup[index] = name
        return (
            flags | parsed.state.flags,
            code,
            parsed.state.groups - 1,
            groupindex,
            tuple(indexgroup),
        )
    except Exception:  # (another `re`: the pattern is only compiled, not kept)
        return None


_KEPT = _Kept()


class _Lazy:
    """A pattern compiled at its first use; from then on its methods are the compiled
    pattern's own, bound on the instance (a call costs what a compiled pattern's does)."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._args = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        compiled = _KEPT.compile(*self._args)
        for method in _METHODS:
            setattr(self, method, getattr(compiled, method))
        for attribute in ("pattern", "flags", "groups", "groupindex"):
            setattr(self, attribute, getattr(compiled, attribute))
        return getattr(compiled, name)


def kept(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)` for a pattern built at run time from what recurs run after
    run (the map's section names, keywords and glossary), kept between runs as a lazy
    pattern is (`_Kept`); never for a pattern built from a document's or briefing's text."""
    return _KEPT.compile(pattern, flags)


def lazy(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, paid when the pattern is first used: a run pays only for
    the rules it reaches (issue 26: start-up pays for what the command uses), and, with a
    cache directory, once per machine (`_Kept`)."""
    return cast("re.Pattern[str]", _Lazy(pattern, flags))
