"""The map's keys declared once: each field of a map type carries its default, check and meaning.

A field of the map's types (`config/sectionmap.py`) declared with `key(...)` is a YAML key:
its name is the key, its default the value when the key is absent, its `check` says what
the value must be (`config/validate.py` reads every declared key by it and refuses every
undeclared one), and its `doc` is the README's line for it (`reference()` writes the
README's table; a test holds the README to it). Adding a key is adding one field.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, TypeAlias

REQUIRED: Any = dataclasses.MISSING


@dataclass(frozen=True)
class Text:
    """A string (numbers are read as their text); `nullable`: an explicit null is None."""

    nullable: bool = False

    def describe(self) -> str:
        return "text or null" if self.nullable else "text"


@dataclass(frozen=True)
class Texts:
    """A list of short strings."""

    def describe(self) -> str:
        return "list of text"


@dataclass(frozen=True)
class Integer:
    low: int
    high: int

    def describe(self) -> str:
        return f"`{self.low}`" if self.low == self.high else f"integer {self.low}–{self.high}"


@dataclass(frozen=True)
class Flag:
    def describe(self) -> str:
        return "true or false"


@dataclass(frozen=True)
class Choice:
    """One of a few words; `Choice.of(Literal[...])` takes them from the field's type."""

    options: tuple[str, ...]

    @classmethod
    def of(cls, vocabulary: Any) -> Choice:
        return cls(typing.get_args(vocabulary))

    def describe(self) -> str:
        return " or ".join(f"`{o}`" for o in self.options)


@dataclass(frozen=True)
class Format:
    """A one-line template whose placeholders are among `placeholders`; `many`: a list of them."""

    placeholders: frozenset[str]
    many: bool = False

    def describe(self) -> str:
        return "list of templates" if self.many else "template"


@dataclass(frozen=True)
class AnchorRef:
    """The id of one of the map's anchors."""

    def describe(self) -> str:
        return "anchor id"


@dataclass(frozen=True)
class Patterns:
    """A list of case-insensitive regular expressions (compiled, refused when they can blow up)."""

    def describe(self) -> str:
        return "list of regular expressions"


@dataclass(frozen=True)
class Table:
    """A nested mapping read into `kind`; `optional`: None when absent or null."""

    kind: type
    where: str
    optional: bool = False

    def describe(self) -> str:
        return "mapping"


@dataclass(frozen=True)
class Rows:
    """A list of mappings, each read into `kind`."""

    kind: type
    where: str

    def describe(self) -> str:
        return "list of mappings"


Check: TypeAlias = (
    Text | Texts | Integer | Flag | Choice | Format | AnchorRef | Patterns | Table | Rows
)


@dataclass(frozen=True)
class Key:
    doc: str
    check: Check
    inherit: str | None = None  # the default is this key's value in the enclosing mapping
    hint: str | None = None  # what to do when a required key is missing
    shown: str | None = None  # the default as the README shows it, when not its repr


def key(
    doc: str,
    check: Check,
    default: Any = REQUIRED,
    *,
    inherit: str | None = None,
    hint: str | None = None,
    shown: str | None = None,
) -> Any:
    """A dataclass field that is a map key (its default, check and meaning in one place)."""
    meta = {"key": Key(doc, check, inherit, hint, shown)}
    if isinstance(check, Table) and default is REQUIRED and not check.optional:
        return dataclasses.field(default_factory=check.kind, metadata=meta)
    return dataclasses.field(default=default, metadata=meta)


def declared(kind: type) -> Iterator[tuple[str, Key, Any]]:
    """The keys of a map type in declaration order: (name, declaration, default)."""
    for f in dataclasses.fields(kind):
        found = f.metadata.get("key")
        if isinstance(found, Key):
            factory = f.default_factory
            yield f.name, found, f.default if factory is dataclasses.MISSING else factory()


def paths(kind: type, prefix: str = "") -> Iterator[tuple[str, Key, Any]]:
    """Every key below a map type as a dotted path (`anchors[].id`), nested keys after theirs."""
    for name, declaration, default in declared(kind):
        path = f"{prefix}{name}"
        yield path, declaration, default
        check = declaration.check
        if isinstance(check, Table):
            yield from paths(check.kind, f"{path}.")
        elif isinstance(check, Rows):
            yield from paths(check.kind, f"{path}[].")


def reference(kind: type) -> str:
    """The README's table of keys: key, value, default, meaning (one row a key)."""
    rows = ["| key | value | default | meaning |", "|---|---|---|---|"]
    for path, declaration, default in paths(kind):
        rows.append(
            f"| `{path}` | {declaration.check.describe()} | {_shown(declaration, default)} "
            f"| {declaration.doc} |"
        )
    return "\n".join(rows) + "\n"


def _shown(declaration: Key, default: Any) -> str:
    if declaration.shown is not None:
        return declaration.shown
    if declaration.inherit is not None:
        return f"`{declaration.inherit}`"
    if default is REQUIRED or isinstance(declaration.check, (Table, Rows)):
        return "required" if default is REQUIRED else ""
    if default is None:
        return ""
    if isinstance(default, bool):
        return "`true`" if default else "`false`"
    if isinstance(default, tuple):
        return "" if not default else ", ".join(f"`{d}`" for d in default)
    return f"`{default}`"
