"""The workspace file `livedoc.yaml`: each topic with its living document and its map."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from patcher.config.maps import find_map, load_map
from patcher.config.sectionmap import SectionMap
from patcher.errors import InputError, MapError
from patcher.text.source import MAX_MAP_SIZE, read_source

WORKSPACE_NAME = "livedoc.yaml"
_TOPIC_KEYS = {"document", "map"}


@dataclass(frozen=True)
class Topic:
    """One topic of the workspace: its document and the map that routes into it."""

    name: str
    document: str  # the path as given, relative to the workspace file's folder
    path: str  # the path to open (relative to the working directory when possible)
    smap: SectionMap
    map_path: str | None = None  # the map file named (None: the folder's or the shipped one)


@dataclass(frozen=True)
class Workspace:
    path: str
    topics: tuple[Topic, ...]

    def topic(self, name: str) -> Topic | None:
        return next((t for t in self.topics if t.name == name), None)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(t.name for t in self.topics)


def find_workspace(explicit: str | None, cwd: Path | None = None) -> Workspace | None:
    """--workspace FILE, else ./livedoc.yaml, else None (one document, given by --doc)."""
    if explicit:
        return load_workspace(explicit)
    local = cwd / WORKSPACE_NAME if cwd else Path(WORKSPACE_NAME)  # relative paths stay so
    if not os.path.lexists(local):
        return None
    if local.is_symlink() and not local.exists():  # there, but unreadable: never ignored
        raise InputError(
            "is a symlink to nothing (dangling); it is not ignored",
            path=str(local),
            hint="fix or remove the link, or pass --workspace FILE",
        )
    return load_workspace(str(local))


def load_workspace(path: str) -> Workspace:
    """The workspace file validated: every topic has a document; its map (the shipped one
    when none is named) is loaded and must name this topic or none."""
    from patcher.config.validate import load_yaml

    source = read_source(path, MAX_MAP_SIZE, hint="a workspace file is a few lines")
    data = load_yaml(source)
    folder = Path(path).parent
    if (
        not isinstance(data, dict)
        or set(data) != {"topics"}
        or not isinstance(data["topics"], dict)
    ):
        raise MapError(
            "a workspace file holds one key, `topics`, mapping each topic to its document",
            path=path,
            hint="write `topics: {inference: {document: inference.md}}`",
        )
    topics = [_topic(str(name), value, folder, path) for name, value in data["topics"].items()]
    if not topics:
        raise MapError("no topics listed", path=path, hint="list at least one topic")
    _one_document_each(topics, data["topics"], path)
    return Workspace(path, tuple(topics))


def _one_document_each(topics: list[Topic], nodes: Any, path: str) -> None:
    """Two topics naming one file (however spelled) would each plan and commit it from the
    same start, the second dropping the first's edits: refused."""
    seen: dict[str, Topic] = {}
    for topic in topics:
        key = os.path.normcase(os.path.realpath(topic.path))
        first = seen.setdefault(key, topic)
        if first is not topic:
            raise MapError(
                f"topics {first.name!r} and {topic.name!r} have one document, {topic.document}",
                path=path,
                line=_line(nodes[topic.name]),
                hint="give each topic a document of its own",
            )


def _topic(name: str, value: Any, folder: Path, path: str) -> Topic:
    line = _line(value)
    if not isinstance(value, dict) or not isinstance(value.get("document"), str):
        raise MapError(
            f"topic {name!r} has no document",
            path=path,
            line=line,
            hint=f"write `{name}: {{document: {name}.md}}`",
        )
    unknown = sorted(set(value) - _TOPIC_KEYS)
    if unknown:
        raise MapError(
            f"unknown key {unknown[0]!r} in topic {name!r}",
            path=path,
            line=line,
            hint="a topic takes `document` and `map`",
        )
    map_name = value.get("map")
    chosen = _near(folder, map_name) if isinstance(map_name, str) else None
    smap = load_map(find_map(chosen, cwd=folder))
    if smap.topic and smap.topic != name:
        raise MapError(
            f"topic {name!r} uses the map {smap.path}, whose document.topic is {smap.topic!r}",
            path=path,
            line=line,
            hint="give the topic a map of its own, or fix document.topic",
        )
    if not smap.topic:
        from dataclasses import replace

        smap = replace(smap, document=replace(smap.document, topic=name))
    return Topic(name, value["document"], _near(folder, value["document"]), smap, chosen)


def _near(folder: Path, name: str) -> str:
    """A path of the workspace file, relative to its folder (as given when absolute)."""
    return name if Path(name).is_absolute() else str(folder / name)


def _line(node: Any) -> int | None:
    lc = getattr(node, "lc", None)
    return lc.line + 1 if lc is not None else None
