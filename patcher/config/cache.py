"""Validated maps kept by their bytes, so a run reads no YAML it has read and checked before.

Reading the map is a quarter of a small run (importing the YAML library, parsing, checking).
A map that validated is stored with the exact bytes it came from and the source of the code
that built it; a lookup returns it only when both are byte-identical, so an edited map or
an upgraded patcher always reads the YAML again. Where: `$LIVEDOC_PATCHER_CACHE` (a
directory, or `off`), else `$XDG_CACHE_HOME/livedoc-patcher`, else
`~/.cache/livedoc-patcher`. Files another user owns or others may write are ignored; a
cache that cannot be read or written is skipped without a word (it only saves time).
"""

from __future__ import annotations

import contextlib
import os
import pickle
import zlib
from pathlib import Path

from patcher.config.sectionmap import SectionMap
from patcher.text.lazy import cache_dir
from patcher.text.lazy import trusted as _trusted  # (a pickle runs code when loaded)
from patcher.text.source import Source

_FORMAT = 1
_KEEP = 32  # maps kept; the oldest beyond that are removed when one is stored


def lookup(source: Source) -> SectionMap | None:
    """The map stored for exactly these bytes (and this code), else None."""
    path = _entry(source)
    if path is None:
        return None
    try:
        with path.open("rb") as handle:
            info = os.fstat(handle.fileno())
            if not _trusted(info):
                return None
            record = pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError):
        return None
    if not isinstance(record, tuple) or len(record) != 5:
        return None
    version, data, code, name, smap = record
    fresh = (version, data, code, name) == (_FORMAT, source.data, _code(), source.name)
    return smap if fresh and isinstance(smap, SectionMap) else None


def store(source: Source, smap: SectionMap) -> None:
    """Keep a validated map for the next run (atomically; failures are ignored)."""
    path = _entry(source)
    if path is None:
        return
    record = (_FORMAT, source.data, _code(), source.name, smap)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as handle:
            pickle.dump(record, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
        _prune(path.parent)
    except (OSError, pickle.PicklingError):
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)


def _entry(source: Source) -> Path | None:
    """The cache file for this map: named by a checksum of its name and bytes (the record
    itself holds the bytes, so a checksum collision can never hand back another map)."""
    where = cache_dir()
    if where is None or not _code():
        return None
    checksum = zlib.crc32(source.data, zlib.crc32(source.name.encode("utf-8", "replace")))
    return where / f"map-{checksum:08x}-{len(source.data)}.pickle"


_CODE: list[bytes] = []


def _code() -> bytes:
    """The source of the modules that build and define a map: a cached map is only good for
    the code that validated it."""
    if not _CODE:
        here = Path(__file__).parent
        try:
            names = ("keys.py", "sectionmap.py", "validate.py")
            _CODE.append(b"".join((here / name).read_bytes() for name in names))
        except OSError:  # installed without sources: no cache
            _CODE.append(b"")
    return _CODE[0]


def _prune(where: Path) -> None:
    maps = sorted(where.glob("map-*.pickle"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in maps[_KEEP:]:
        old.unlink(missing_ok=True)
