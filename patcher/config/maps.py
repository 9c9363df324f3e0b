"""Which map a run uses (--map, ./section_map.yaml, the shipped one) and loading it."""

from __future__ import annotations

import os
from pathlib import Path

from patcher.config import cache
from patcher.config.sectionmap import MAP_NAME, SectionMap
from patcher.errors import InputError
from patcher.text.source import MAX_MAP_SIZE, Source, read_source

_MAP_HINT = "a section map is a few kilobytes: is this the right file?"


def find_map(explicit: str | None, cwd: Path | None = None) -> Source:
    """--map, else ./section_map.yaml, else the map shipped with the package. A local map
    that is there but cannot be read (a directory, a FIFO, a dangling symlink) is an error,
    never a reason to use the shipped one."""
    if explicit:
        return read_source(explicit, MAX_MAP_SIZE, hint=_MAP_HINT)
    local = (cwd or Path.cwd()) / MAP_NAME
    if os.path.lexists(local):
        if local.is_symlink() and not local.exists():
            raise InputError(
                "is a symlink to nothing (dangling); the shipped map is not used instead",
                path=str(local),
                hint="fix or remove the link, or pass --map FILE",
            )
        return read_source(str(local), MAX_MAP_SIZE, hint=_MAP_HINT)
    from importlib import resources

    shipped = resources.files("patcher").joinpath(MAP_NAME)
    return Source(name=f"<default {MAP_NAME}>", data=shipped.read_bytes())


def load_map(source: Source) -> SectionMap:
    """The validated map of `source`: from the cache when these bytes were read before,
    else read from YAML (`validate`) and cached."""
    cached = cache.lookup(source)
    if cached is not None:
        return cached
    from patcher.config.validate import read_map

    smap = read_map(source)
    cache.store(source, smap)
    return smap
