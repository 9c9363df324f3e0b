"""Bytes in: sources read with bounds, decoded with exact line endings."""

from __future__ import annotations

import codecs
import os
import stat
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import overload

from patcher.errors import InputError
from patcher.text.lazy import lazy

_ENDING = lazy(r"\r\n|\n|\r")
BOM = "\ufeff"


@dataclass(frozen=True)
class Source:
    """Raw bytes of one input, with the name used in messages."""

    name: str
    data: bytes
    path: Path | None = None

    @property
    def digest(self) -> str:
        import hashlib  # only runs that write need it

        return hashlib.sha256(self.data).hexdigest()


class Uniform(Sequence[str]):
    """The endings of a text whose lines all end in `\n` but maybe the last: a tuple of them
    in the two fields it needs (a 20 MB document's ~200,000 endings took 1.7 MB as a tuple).
    Reads, slices (as tuples) and compares as the tuple it stands for."""

    __slots__ = ("_last", "_size")

    def __init__(self, size: int, last: str) -> None:
        self._size, self._last = size, last

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[str, ...]: ...
    def __getitem__(self, index: int | slice) -> str | tuple[str, ...]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._size)))
        at = index + self._size if index < 0 else index
        if not 0 <= at < self._size:
            raise IndexError("ending index out of range")
        return self._last if at == self._size - 1 else "\n"

    def __iter__(self) -> Iterator[str]:
        if self._size:
            yield from ("\n" for _ in range(self._size - 1))
            yield self._last

    def count(self, value: object) -> int:
        ends = (self._size - 1) * (value == "\n") if self._size else 0
        return ends + (self._size > 0 and value == self._last)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Uniform):
            return (self._size, self._last) == (other._size, other._last)
        if isinstance(other, Sequence) and not isinstance(other, str):
            same = len(other) == self._size
            return same and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Uniform({self._size}, {self._last!r})"


@dataclass(frozen=True)
class Text:
    """Decoded text split into lines, each line's own ending kept beside it."""

    name: str
    lines: tuple[str, ...]
    endings: tuple[str, ...] | Uniform
    bom: bool = False

    @property
    def newline(self) -> str:
        """The dominant line ending, used for inserted lines."""
        counts = {e: self.endings.count(e) for e in ("\n", "\r\n", "\r")}
        best = max(counts, key=lambda e: counts[e])
        return best if counts[best] else "\n"

    def render(self) -> str:
        body = "".join(line + end for line, end in zip(self.lines, self.endings, strict=True))
        return (BOM if self.bom else "") + body

    def encode(self) -> bytes:
        return self.render().encode("utf-8")

    def chunks(self, lines: int = 4096) -> Iterator[bytes]:
        """`encode()` a few thousand lines at a time (for writing a large document)."""
        if self.bom:
            yield BOM.encode("utf-8")
        for start in range(0, len(self.lines), lines):
            end = start + lines
            window = zip(self.lines[start:end], self.endings[start:end], strict=True)
            yield "".join(line + end for line, end in window).encode("utf-8")


MAX_BRIEF_SIZE = 10 * 1024 * 1024  # bytes: a briefing is tens of kilobytes
MAX_FILE_SIZE = 64 * 1024 * 1024  # bytes: a document (a large living document is a few MB)
MAX_MAP_SIZE = 256 * 1024  # bytes: a section map is a few kilobytes (YAML reads ~50 kB/s)
_BRIEF_HINT = "pass --max-size BYTES if this briefing is really that large"
_FILE_HINT = "no living document is that large: is this the right file?"
_DOC_HINT = "pass --max-doc-size BYTES if this document is really that large"


def read_document_source(name: str, max_size: int = MAX_FILE_SIZE) -> Source:
    """The living document's bytes, refused by its size on disk (over `max_size`, by default
    64 MiB) before anything is read."""
    return read_source(name, max_size, hint=_DOC_HINT)


def read_source(name: str, max_size: int | None = None, *, hint: str | None = None) -> Source:
    """Read a regular file (after resolving symlinks) as bytes, at most `max_size` of them
    (MAX_FILE_SIZE when None), refused by its size on disk before anything is read.

    A FIFO, device or directory is refused without blocking: it is opened non-blocking and
    checked before anything is read.
    """
    limit = MAX_FILE_SIZE if max_size is None else max_size
    hint = hint or (_FILE_HINT if max_size is None else _BRIEF_HINT)
    path = Path(name)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise InputError("no such file", path=name, hint="check the path") from None
    except IsADirectoryError:
        raise InputError("is a directory, not a file", path=name, hint="pass a file path") from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=name) from None
    kind = os.fstat(fd).st_mode
    if not stat.S_ISREG(kind):
        os.close(fd)
        if stat.S_ISDIR(kind):
            raise InputError("is a directory, not a file", path=name, hint="pass a file path")
        raise InputError(
            "not a regular file (a pipe, socket or device)",
            path=name,
            hint="save the input to a file first, or pass - for standard input",
        )
    if os.fstat(fd).st_size > limit:  # a sparse file of a gigabyte costs nothing to refuse
        os.close(fd)
        raise InputError(f"larger than {limit} bytes; not read", path=name, hint=hint)
    with os.fdopen(fd, "rb") as handle:
        try:
            data = handle.read(limit + 1)
        except OSError as exc:
            raise InputError(f"cannot read: {exc.strerror}", path=name) from None
    if len(data) > limit:  # it grew while being read
        raise InputError(f"larger than {limit} bytes; not read", path=name, hint=hint)
    return Source(name=name, data=data, path=path)


def decode(source: Source, encoding: str = "utf-8") -> Text:
    """Decode bytes to Text; undecodable or binary input is an InputError. NUL is looked
    for in the decoded text (so UTF-16 decodes), line numbers follow its own line endings."""
    data = source.data
    try:
        codecs.lookup(encoding)
    except LookupError:
        raise InputError(f"unknown encoding {encoding!r}", path=source.name) from None
    chunked = _utf8_lines(source.name, data, encoding)
    if chunked is not None:
        return chunked
    try:
        text = _decoded(source, encoding)
    except UnicodeDecodeError as exc:
        if b"\x00" in data:
            offset = data.index(b"\x00")
            raise InputError(
                f"binary file (NUL byte at offset {offset})",
                path=source.name,
                line=_line_of(data, offset, encoding),
                hint="pass a text file (or the right --encoding)",
            ) from None
        raise InputError(
            f"not valid {encoding}: byte 0x{data[exc.start]:02x} at offset {exc.start}",
            path=source.name,
            line=_line_of(data, exc.start, encoding),
            hint="re-save the file as UTF-8 or pass --encoding (e.g. --encoding gbk)",
        ) from None
    except LookupError:
        raise InputError(f"unknown encoding {encoding!r}", path=source.name) from None
    if "\x00" in text:
        offset = text.index("\x00")
        raise InputError(
            f"binary file (NUL character at offset {offset})",
            path=source.name,
            line=_line_at(text[:offset]),
            hint="pass a text file (or the right --encoding)",
        )
    return split_text(source.name, text)


_CHUNK = 1 << 20  # bytes decoded at a time


def _utf8_lines(name: str, data: bytes, encoding: str) -> Text | None:
    """The common case, a megabyte at a time: UTF-8 with \n endings only, no NUL. A large
    document never exists as one decoded string beside its lines (which would double the
    memory a run needs). None when another path must decode (or report) it."""
    if codecs.lookup(encoding).name != "utf-8" or b"\r" in data or b"\x00" in data:
        return None
    bom = data.startswith(codecs.BOM_UTF8)
    lines: list[str] = []
    position = len(codecs.BOM_UTF8) if bom else 0
    while position < len(data):
        cut = data.find(b"\n", min(position + _CHUNK, len(data) - 1))
        end = len(data) if cut < 0 else cut + 1
        try:
            chunk = data[position:end].decode("utf-8")
        except UnicodeDecodeError:
            return None  # the whole-text path says where
        lines += chunk.split("\n")
        if chunk.endswith("\n"):
            lines.pop()  # the empty piece after the chunk's last newline
        position = end
    if not lines:
        return Text(name=name, lines=("",), endings=("",), bom=bom)
    last = "\n" if data.endswith(b"\n") else ""
    return Text(name=name, lines=tuple(lines), endings=Uniform(len(lines), last), bom=bom)


def _decoded(source: Source, encoding: str) -> str:
    """The whole text; a codec that fails other than on a byte (`idna`: a label too long,
    `utf-7`…) is an InputError too."""
    try:
        return source.data.decode(encoding)
    except UnicodeDecodeError:
        raise
    except (UnicodeError, ValueError) as exc:
        raise InputError(
            f"cannot decode as {encoding}: {str(exc).splitlines()[0] if str(exc) else 'failed'}",
            path=source.name,
            hint="pass the briefing's own text encoding (e.g. --encoding gbk)",
        ) from None


def _line_of(data: bytes, offset: int, encoding: str) -> int:
    """The line of a byte offset, decoding what precedes it as well as the codec allows."""
    try:
        return _line_at(data[:offset].decode(encoding, errors="replace"))
    except (UnicodeError, LookupError, ValueError):
        return data[:offset].count(b"\n") + 1


def _line_at(before: str) -> int:
    """The 1-based line a position is on, counting \r\n, \n and \r as one break each."""
    return len(_ENDING.findall(before)) + 1


def split_text(name: str, text: str) -> Text:
    """Split on \\r\\n, \\n and \\r only (not str.splitlines), keeping each ending."""
    bom = text.startswith(BOM)
    if bom:
        text = text[1:]
    if "\r" not in text:  # the common case, without a regex
        lines = text.split("\n")
        endings = ["\n"] * (len(lines) - 1) + [""]
        if len(lines) > 1 and lines[-1] == "":
            lines.pop()
            endings.pop()
        return Text(name=name, lines=tuple(lines), endings=tuple(endings), bom=bom)
    lines = []
    endings = []
    pos = 0
    for match in _ENDING.finditer(text):
        lines.append(text[pos : match.start()])
        endings.append(match.group())
        pos = match.end()
    if pos < len(text) or not lines:
        lines.append(text[pos:])
        endings.append("")
    return Text(name=name, lines=tuple(lines), endings=tuple(endings), bom=bom)
