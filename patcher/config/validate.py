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
from patcher.config.sectionmap import Anchor, Columns, Document, Entity, SectionMap
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
    except RecursionError:
        raise MapError(
            "the YAML nests too deeply to be read",
            path=source.name,
            hint="a map or workspace file nests a few levels: is this the right file?",
        ) from None
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
# The keys whose text the patcher writes into the document: checked by `_unwritable`.
_WRITTEN: dict[type, tuple[str, ...]] = {
    Anchor: ("heading", "headings"),
    Document: ("title",),
    Columns: ("id", "title", "section", "first", "last"),
}


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


_LONG_REPEAT = 20  # a repeat allowing more than this many is counted as unbounded
_CATEGORIES = {
    "CATEGORY_DIGIT": re.compile(r"\d"),
    "CATEGORY_NOT_DIGIT": re.compile(r"\D"),
    "CATEGORY_SPACE": re.compile(r"\s"),
    "CATEGORY_NOT_SPACE": re.compile(r"\S"),
    "CATEGORY_WORD": re.compile(r"\w"),
    "CATEGORY_NOT_WORD": re.compile(r"\W"),
}
# Characters a title may hold, to compare what two repeats can match (with every literal
# of the pattern added).
_SAMPLE = frozenset("aZ09_ \t.-!=#:/,()[]|*+?%&@~'\"<>中文，。：（）·—\u00a0é")


def adjacent_repeats(pattern: str) -> str | None:
    """Two unbounded repeats that can share characters with nothing between them that only
    one can match (`\\w*\\w*!`, `.*.*==`, `.*x.*`): polynomial backtracking on a long title
    that fails to match. None when no such pair exists."""
    try:
        tree = _sre_parse(pattern, re.IGNORECASE)
    except re.error:
        return None
    sample = _SAMPLE | {chr(v) for op, v in _walk(list(tree)) if str(op) == "LITERAL"}
    return _overlapping(_flat(list(tree)), sample)


def _walk(items: list[Any]) -> list[tuple[Any, Any]]:
    out: list[tuple[Any, Any]] = []
    for op, value in items:
        out.append((op, value))
        name = str(op)
        if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            out += _walk(list(value[2]))
        elif name in ("SUBPATTERN", "ATOMIC_GROUP"):
            out += _walk(list(value[-1] if name == "SUBPATTERN" else value))
        elif name == "BRANCH":
            out += [item for branch in value[1] for item in _walk(list(branch))]
        elif name == "IN":
            out += list(value)
    return out


def _flat(items: list[Any]) -> list[tuple[Any, Any]]:
    """The items in match order, plain groups opened (a branch stays one item)."""
    out: list[tuple[Any, Any]] = []
    for op, value in items:
        if str(op) == "SUBPATTERN":
            out += _flat(list(value[-1]))
        else:
            out.append((op, value))
    return out


def _overlapping(items: list[tuple[Any, Any]], sample: frozenset[str]) -> str | None:
    for op, value in items:  # inside branches and repeats, on their own
        name = str(op)
        inner = (
            [list(b) for b in value[1]]
            if name == "BRANCH"
            else [list(value[2])]
            if name in ("MAX_REPEAT", "MIN_REPEAT")
            else []
        )
        for body in inner:
            found = _overlapping(_flat(body), sample)
            if found:
                return found
    for right, (op, value) in enumerate(items):
        if not _unbounded(op, value):
            continue
        chars = _chars(list(value[2]), sample)
        for left in range(right - 1, -1, -1):
            middle = items[left + 1 : right]
            lop, lvalue = items[left]
            if not _unbounded(lop, lvalue):
                continue
            shared = chars & _chars(list(lvalue[2]), sample)
            if shared and all(_skippable(item, shared, sample) for item in middle):
                return "two repeats next to each other that can match the same text"
    return None


def _unbounded(op: Any, value: Any) -> bool:
    return str(op) in ("MAX_REPEAT", "MIN_REPEAT") and value[1] > _LONG_REPEAT


def _skippable(item: tuple[Any, Any], shared: frozenset[str], sample: frozenset[str]) -> bool:
    """Whether the repeats on both sides could also match what this item matches."""
    op, value = item
    name = str(op)
    if name in ("AT", "ASSERT", "ASSERT_NOT"):
        return True  # zero-width
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") and value[0] == 0:
        return True  # may match nothing
    return bool(_chars([item], sample) & shared)


def _chars(items: list[Any], sample: frozenset[str]) -> frozenset[str]:
    """The sample characters a one-character item can match; all of them for anything else
    (a group or a sequence: judged as if it matched anything, the cautious side)."""
    if len(items) != 1:
        return sample
    op, value = items[0]
    name = str(op)
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        return _chars(list(value[2]), sample)
    if name == "SUBPATTERN":
        return _chars(list(value[-1]), sample)
    return frozenset(c for c in sample if _matches(op, value, c))


def _matches(op: Any, value: Any, char: str) -> bool:
    name = str(op)
    if name == "LITERAL":
        return char.casefold() == chr(value).casefold()
    if name == "NOT_LITERAL":
        return char.casefold() != chr(value).casefold()
    if name == "ANY":
        return char != "\n"
    if name == "RANGE":
        low, high = int(value[0]), int(value[1])
        return any(low <= ord(c) <= high for c in {char, *char.swapcase()[:1]})
    if name == "CATEGORY":
        category = _CATEGORIES.get(str(value))
        return category is None or bool(category.match(char))
    if name == "IN":
        negate = bool(value) and str(value[0][0]) == "NEGATE"
        hit = any(_matches(o, v, char) for o, v in (value[1:] if negate else value))
        return hit != negate
    return True  # anything else: taken as able to match


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

    def written(self, value: str, node: Any, key: str) -> str:
        """Text the patcher writes into the document (a heading, a template, a column name):
        one line, no raw HTML or comment, no control characters."""
        problem = _unwritable(value)
        if problem:
            self.fail(
                f"{key!r} {problem}: it would hide or break what the patcher writes",
                node,
                key,
                "write plain text (markdown emphasis and code are fine)",
            )
        return value

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
        for name in _WRITTEN.get(kind, ()):  # text the patcher writes into the document
            for text in values[name] if isinstance(values[name], tuple) else [values[name]]:
                if text is not None:
                    self.written(text, node, name)
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
            adjacent = None if risky else adjacent_repeats(pattern)
            if adjacent:
                self.fail(
                    f"pattern {pattern!r} has {adjacent}: it can take minutes on a long "
                    "title that does not match",
                    node,
                    key,
                    "keep one of the repeats, or separate them by a character only one "
                    "of them matches (`\\w+-\\w+`)",
                )
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
        if _LINE_BREAK.search(text.strip("\n")):
            self.fail(
                f"template {key!r} must be one line", node, key, "use `details` for more lines"
            )
        return self.written(text.strip("\n"), node, key)


_RAW_HTML = re.compile(r"<[A-Za-z/!?]|-->")
_LINE_BREAK = re.compile("[\r\n\x0b\x0c\x85\u2028\u2029]")
_CONTROLS = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _unwritable(value: str) -> str | None:
    """Why a map-supplied text cannot be written as it is, or None."""
    if _LINE_BREAK.search(value.strip("\n")):
        return "holds a line break"
    if _RAW_HTML.search(value):
        return "holds raw HTML or a comment mark (`<tag`, `<!--`, `-->`)"
    if _CONTROLS.search(value):
        return "holds a control character"
    return None


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
