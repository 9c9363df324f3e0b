"""Which map a run uses (--map, ./section_map.yaml, the shipped one) and loading it."""

from __future__ import annotations

from pathlib import Path

from patcher.config import cache
from patcher.config.sectionmap import MAP_NAME, SectionMap
from patcher.text.source import Source, read_source


def find_map(explicit: str | None, cwd: Path | None = None) -> Source:
    """--map, else ./section_map.yaml, else the map shipped with the package."""
    if explicit:
        return read_source(explicit)
    local = (cwd or Path.cwd()) / MAP_NAME
    if local.is_file():
        return read_source(str(local))
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
