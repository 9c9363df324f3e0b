"""Bytes in: sources read with bounds, decoded with exact line endings."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from patcher.errors import InputError

_ENDING = re.compile(r"\r\n|\n|\r")
BOM = "\ufeff"


@dataclass(frozen=True)
class Source:
    """Raw bytes of one input, with the name used in messages."""

    name: str
    data: bytes
    path: Path | None = None

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


@dataclass(frozen=True)
class Text:
    """Decoded text split into lines, each line's own ending kept beside it."""

    name: str
    lines: tuple[str, ...]
    endings: tuple[str, ...]
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


def read_source(name: str) -> Source:
    """Read a path as bytes; a directory or missing file is an InputError."""
    path = Path(name)
    if path.is_dir():
        raise InputError("is a directory, not a file", path=name, hint="pass a file path")
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise InputError("no such file", path=name, hint="check the path") from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=name) from None
    return Source(name=name, data=data, path=path)


def decode(source: Source, encoding: str = "utf-8") -> Text:
    """Decode bytes to Text; undecodable or binary input is an InputError."""
    data = source.data
    if b"\x00" in data:
        offset = data.index(b"\x00")
        raise InputError(
            f"binary file (NUL byte at offset {offset})",
            path=source.name,
            line=data[:offset].count(b"\n") + 1,
            hint="pass a text file",
        )
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        raise InputError(
            f"not valid {encoding}: byte 0x{data[exc.start]:02x} at offset {exc.start}",
            path=source.name,
            line=data[: exc.start].count(b"\n") + 1,
            hint="re-save the file as UTF-8 or pass --encoding (e.g. --encoding gbk)",
        ) from None
    except LookupError:
        raise InputError(f"unknown encoding {encoding!r}", path=source.name) from None
    return split_text(source.name, text)


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
