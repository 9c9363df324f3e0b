"""Reading a section map from YAML: syntax, no aliases, every declared key checked with its line."""

from __future__ import annotations

import dataclasses
import difflib
import re
import string
from typing import Any, NoReturn

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.events import AliasEvent

from patcher.config.keys import (
    REQUIRED,
    AnchorRef,
    Choice,
    Flag,
    Format,
    Integer,
    Key,
    Patterns,
    Rows,
    Table,
    Text,
    Texts,
    declared,
)
from patcher.config.sectionmap import Anchor, Entity, SectionMap
from patcher.errors import MapError
from patcher.text.normalise import fold
from patcher.text.source import Source, decode

try:  # the standard library's regex parser (private; public as sre_parse before 3.11)
    from re._parser import parse as _sre_parse  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - Python 3.10
    from sre_parse import parse as _sre_parse


def read_map(source: Source) -> SectionMap:
    """The map in `source`, validated; MapError (with the line) when it is not valid."""
    return _Validator(source.name).build(load_yaml(source))


def load_yaml(source: Source) -> Any:
    """The YAML document in `source` (round-trip nodes, with lines), aliases refused;
    MapError with the line when it is not YAML."""
    text = decode(source).render()
    _refuse_aliases(text, source.name)
    try:
        data = YAML(typ="rt").load(text)
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        column = f", column {mark.column + 1}" if mark else ""
        problem = (exc.problem or exc.context or "invalid YAML").strip()
        raise MapError(f"invalid YAML{column}: {problem}", path=source.name, line=line) from None
    except YAMLError as exc:
        raise MapError(f"invalid YAML: {exc}", path=source.name) from None
    return data


_MAX_STRING = 500


# Where an anchor (`&a`) or alias (`*a`) could start: after a line start, space or flow mark.
_NODE_PROPERTY = re.compile(r"(?:^|[\s\[{,])[&*]", re.MULTILINE)


def _refuse_aliases(text: str, name: str) -> None:
    """YAML anchors and aliases are refused: a map has no use for them, and an alias bomb
    expands to gigabytes. Only a text with `&` or `*` where a node may start is parsed
    for them (a second parse of the map costs as much as the load)."""
    if not _NODE_PROPERTY.search(text):
        return
    try:
        for event in YAML(typ="rt").parse(text):
            if isinstance(event, AliasEvent) or getattr(event, "anchor", None):
                mark = event.start_mark
                raise MapError(
                    "YAML anchors and aliases (&name, *name) are not allowed in the map",
                    path=name,
                    line=mark.line + 1 if mark else None,
                    hint="write the value out where it is used",
                )
    except YAMLError:
        return  # the load reports the syntax error with its line


def nested_repeat(pattern: str) -> str | None:
    """The repeated group of a pattern that itself repeats something (`(a+)+`, `(a|aa)*`
    with a repeat inside): the shape behind catastrophic backtracking. None when safe."""
    try:
        tree = _sre_parse(pattern, re.IGNORECASE)
    except re.error:
        return None
    return _nested(list(tree), inside=False)


def _nested(items: list[Any], inside: bool) -> str | None:
    for op, value in items:
        name = str(op)
        if name == "POSSESSIVE_REPEAT" or name == "ATOMIC_GROUP":
            continue  # never backtracks into its body
        if name in ("MAX_REPEAT", "MIN_REPEAT"):
            _, high, body = value
            if high > 1 and inside:
                return "a repeat inside a repeat"
            found = _nested(list(body), inside or high > 1)
            if found:
                return found
        elif name == "SUBPATTERN":
            found = _nested(list(value[-1]), inside)
            if found:
                return found
        elif name == "BRANCH":
            if inside:
                return "alternatives inside a repeat"
            for branch in value[1]:
                found = _nested(list(branch), inside)
                if found:
                    return found
    return None


class _Validator:
    """Walks the YAML tree, raising MapError with the line of the offending key."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.ids: list[str] = []  # the anchor ids, once the anchors are read

    def fail(
        self, message: str, node: Any = None, key: Any = None, hint: str | None = None
    ) -> NoReturn:
        raise MapError(message, path=self.name, line=_line(node, key), hint=hint)

    def mapping(self, node: Any, allowed: set[str], where: str) -> CommentedMap:
        if not isinstance(node, CommentedMap):
            self.fail(f"{where} must be a mapping", node)
        for key in node:
            if key not in allowed:
                close = difflib.get_close_matches(str(key), sorted(allowed), n=1)
                hint = (
                    f"did you mean {close[0]!r}?"
                    if close
                    else f"allowed: {', '.join(sorted(allowed))}"
                )
                self.fail(f"unknown key {key!r} in {where}", node, key, hint)
        return node

    def sequence(self, parent: CommentedMap, key: str, default: Any = ()) -> list[Any]:
        value = parent.get(key, default)
        if value is None:
            return []
        if not isinstance(value, (list, CommentedSeq, tuple)):
            self.fail(f"{key!r} must be a list", parent, key)
        return list(value)

    def strings(self, parent: CommentedMap, key: str) -> list[str]:
        """A list of short strings (numbers allowed, written as text)."""
        out = []
        for item in self.sequence(parent, key):
            if isinstance(item, bool) or not isinstance(item, (str, int, float)):
                self.fail(f"every item of {key!r} must be a string", parent, key)
            if len(str(item)) > _MAX_STRING:
                self.fail(f"an item of {key!r} is over {_MAX_STRING} characters", parent, key)
            out.append(str(item))
        return out

    def string(self, parent: CommentedMap, key: str, default: str | None = None) -> str:
        value = parent.get(key, default)
        if value is None:
            self.fail(f"missing key {key!r}", parent, hint=f"add `{key}: ...`")
        if not isinstance(value, (str, int, float)) or isinstance(value, bool):
            self.fail(f"{key!r} must be a string", parent, key)
        return str(value)

    def integer(self, parent: CommentedMap, key: str, default: int, low: int, high: int) -> int:
        value = parent.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            self.fail(f"{key!r} must be an integer from {low} to {high}", parent, key)
        return int(value)

    def boolean(self, parent: CommentedMap, key: str, default: bool) -> bool:
        value = parent.get(key, default)
        if not isinstance(value, bool):
            self.fail(f"{key!r} must be true or false", parent, key)
        return bool(value)

    def choice(self, parent: CommentedMap, key: str, default: str, options: tuple[str, ...]) -> str:
        value = self.string(parent, key, default)
        if value not in options:
            self.fail(f"{key!r} must be one of {', '.join(options)} (got {value!r})", parent, key)
        return value

    def build(self, data: Any) -> SectionMap:
        if data is None:
            self.fail("the map is empty", hint="start from the shipped section_map.yaml")
        if isinstance(data, CommentedMap) and data.get("version", 1) != 1:
            version = data["version"]
            self.fail(f"unsupported version {version!r}", data, "version", "use `version: 1`")
        smap: SectionMap = self.table(data, SectionMap, "the map", {})
        return dataclasses.replace(smap, path=self.name)

    def table(self, node: Any, kind: type, where: str, outer: dict[str, Any]) -> Any:
        """A mapping read into `kind` by its declared keys (unknown keys refused)."""
        node = self.mapping(node, {name for name, _, _ in declared(kind)}, where)
        values: dict[str, Any] = {}
        for name, declaration, default in declared(kind):
            if declaration.inherit is not None:
                default = outer[declaration.inherit]
            values[name] = self.value(node, name, declaration, default, values)
        return self.finish(kind, node, values)

    def value(
        self, node: CommentedMap, name: str, declaration: Key, default: Any, values: dict[str, Any]
    ) -> Any:
        """One key's value, read and checked as its declaration says."""
        check = declaration.check
        if name not in node and default is REQUIRED and not isinstance(check, Table):
            self.fail(f"missing key {name!r}", node, hint=declaration.hint or f"add `{name}: ...`")
        match check:
            case Text(nullable=True) if node.get(name, default) is None:
                return None
            case Text():
                return self.string(node, name, default)
            case Texts():
                return tuple(self.strings(node, name))
            case Integer(low, high):
                return self.integer(node, name, default, low, high)
            case Flag():
                return self.boolean(node, name, default)
            case Choice(options):
                return self.choice(node, name, default, options)
            case Format(allowed, many=True):
                items = self.sequence(node, name, default)
                return tuple(self.check_format(str(i), node, name, allowed) for i in items)
            case Format(allowed):
                return self.check_format(self.string(node, name, default), node, name, allowed)
            case AnchorRef():
                return self.anchor_ref(node, name, self.ids)
            case Patterns():
                return tuple(self.patterns(node, name))
            case Table(kind, where, optional):
                if optional and node.get(name) is None:
                    return None
                return self.table(node.get(name, CommentedMap()), kind, where, values)
            case Rows(kind, where):
                items = self.sequence(node, name)
                if not items and default is REQUIRED:
                    self.fail(f"{name!r} is empty", node, name, declaration.hint)
                return self.rows(items, kind, where, values)
        raise AssertionError(check)  # pragma: no cover - every check is matched above

    def rows(
        self, items: list[Any], kind: type, where: str, outer: dict[str, Any]
    ) -> tuple[Any, ...]:
        built = tuple(self.table(item, kind, where, outer) for item in items)
        if kind is Anchor:
            self.unique_names(items, built)
            self.ids = [a.id for a in built]
        return built

    def finish(self, kind: type, node: CommentedMap, values: dict[str, Any]) -> Any:
        """The checks and derived values one key cannot hold alone."""
        if kind is Anchor:
            if len({fold(a) for a in values["aliases"]}) != len(values["aliases"]):
                self.fail("duplicate alias in one anchor", node, "aliases")
            values["line"] = _line(node) or 0
        if kind is Entity:
            if not values["match"]:
                self.fail("an entity needs at least one `match` pattern", node)
            values["name"] = values["name"].lower()
        return kind(**values)

    def unique_names(self, nodes: list[Any], anchors: tuple[Anchor, ...]) -> None:
        """An alias, id or heading names one anchor only."""
        owners: dict[str, tuple[str, int]] = {}
        for node, anchor in zip(nodes, anchors, strict=True):
            for name in (anchor.id, *anchor.titles, *anchor.aliases):
                key = fold(name)
                if key in owners and owners[key][0] != anchor.id:
                    other, line = owners[key]
                    self.fail(
                        f"{name!r} names both anchor {other!r} (line {line}) and {anchor.id!r}",
                        node,
                        hint="an alias, id or heading must belong to one anchor",
                    )
                owners.setdefault(key, (anchor.id, anchor.line))

    def anchor_ref(self, top: CommentedMap, key: str, ids: list[str]) -> str | None:
        """An optional key naming an anchor id."""
        value = top.get(key)
        if value is None:
            return None
        if str(value) not in ids:
            close = difflib.get_close_matches(str(value), ids, n=1)
            self.fail(
                f"{key} {value!r} is not an anchor id",
                top,
                key,
                f"did you mean {close[0]!r}?" if close else f"one of: {', '.join(ids)}",
            )
        return str(value)

    def patterns(self, node: CommentedMap, key: str) -> list[re.Pattern[str]]:
        compiled = []
        for pattern in self.strings(node, key):
            try:
                compiled.append(re.compile(pattern, re.IGNORECASE))
            except re.error as exc:
                self.fail(f"bad pattern {pattern!r}: {exc}", node, key)
            risky = nested_repeat(pattern)
            if risky:
                self.fail(
                    f"pattern {pattern!r} repeats a repeated group ({risky}): it can take "
                    "exponential time on some titles",
                    node,
                    key,
                    "write it without the inner repeat or alternatives, or make the outer "
                    "repeat possessive (`(?:a|aa)++`) or the group atomic (`(?>…)+`)",
                )
        return compiled

    def check_format(self, text: str, node: CommentedMap, key: str, allowed: frozenset[str]) -> str:
        try:
            names = {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}
        except ValueError as exc:
            self.fail(
                f"template {key!r} is malformed: {exc}", node, key, "write {{ and }} for braces"
            )
        unknown = sorted(n for n in names if n not in allowed)
        if unknown:
            close = difflib.get_close_matches(unknown[0], sorted(allowed), n=1)
            self.fail(
                f"unknown placeholder {{{unknown[0]}}} in template {key!r}",
                node,
                key,
                f"did you mean {{{close[0]}}}?"
                if close
                else f"known: {', '.join(sorted(allowed))}",
            )
        if "\n" in text.strip("\n"):
            self.fail(
                f"template {key!r} must be one line", node, key, "use `details` for more lines"
            )
        return text.strip("\n")


def _line(node: Any, key: Any = None) -> int | None:
    """1-based line of a key in a ruamel mapping (or of the mapping itself)."""
    lc = getattr(node, "lc", None)
    if lc is None:
        return None
    try:
        if key is not None and isinstance(node, CommentedMap):
            return int(lc.key(key)[0]) + 1
        return int(lc.line) + 1
    except (KeyError, TypeError, AttributeError):
        return None
