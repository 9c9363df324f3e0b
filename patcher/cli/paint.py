"""Colour for terminals: ANSI styles added to finished text reports (after their control
characters were stripped), honouring NO_COLOR; the click layer drops them off a terminal."""

from __future__ import annotations

import os
import re

_RESET = "\x1b[0m"
BOLD, RED, GREEN, YELLOW, CYAN = "\x1b[1m", "\x1b[31m", "\x1b[32m", "\x1b[33m", "\x1b[36m"
_FINDING = re.compile(r"^(?P<where>[^\n]*?:\d+:) (?P<code>PD\d{3}) ", re.M)


def wanted() -> bool:
    """False when the NO_COLOR convention asks for no colour (a non-empty value)."""
    return not os.environ.get("NO_COLOR")


def style(text: str, *codes: str) -> str:
    return "".join(codes) + text + _RESET if text and wanted() else text


def diff(text: str) -> str:
    """A unified diff: file lines bold, hunk headers cyan, removed red, added green."""
    if not wanted():
        return text
    return "".join(_diff_line(line) for line in text.splitlines(keepends=True))


def _diff_line(line: str) -> str:
    body = line.rstrip("\r\n")
    ending = line[len(body) :]
    if body.startswith(("--- ", "+++ ")):
        return style(body, BOLD) + ending
    codes = {"@": CYAN, "-": RED, "+": GREEN}.get(body[:1])
    return style(body, codes) + ending if codes else line


def findings(text: str) -> str:
    """`path:line: CODE message` lines: the place bold, the code red."""
    if not wanted():
        return text
    return _FINDING.sub(
        lambda m: f"{style(m.group('where'), BOLD)} {style(m.group('code'), RED, BOLD)} ", text
    )


def error(text: str) -> str:
    """A `patcher: error: …` line with its head in red."""
    head, found, rest = text.partition("error:")
    return style(head + found, RED, BOLD) + rest if found else text
