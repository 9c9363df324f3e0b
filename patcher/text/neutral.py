"""Briefing text made inert markdown, in one pass, for every place the patcher writes it.

Checked against CommonMark (markdown-it-py) in the tests: written text cannot open an HTML
comment or tag, a heading, quote, list, fence or table row, a `javascript:`/`data:` link, or a
livedoc marker, and cannot carry terminal control characters.
"""

from __future__ import annotations

import functools
import re

# C0/C1 controls (tab and line breaks are whitespace, handled apart) and bidi overrides.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
# A run of whitespace and zero-width characters holding at least one whitespace character
# (a run of zero-width characters alone is left as it is).
_INVISIBLE = r"[\s\u200b-\u200d\u2060\ufeff]*"
_WHITESPACE_RUN = re.compile(_INVISIBLE + r"\s" + _INVISIBLE)
# A backslash before ASCII punctuation is an escape; doubled, it stays a visible backslash.
_ESCAPING_BACKSLASH = re.compile(r"\\(?=[!-/:-@\[-`{-~])")
_HTML_OPEN = re.compile(r"<(?=[A-Za-z/!?])")
_DANGEROUS_LINK = re.compile(r"\]\s*(?=\(\s*<?\s*(?:javascript|vbscript|data|file)\s*:)", re.I)
_LINE_START_TRAP = re.compile(
    r"^(?:#{1,6}(?=\s|$)|>|[-*+](?=\s|$)|`{3,}|~{3,}|=+\s*$|-+\s*$|<|\||\[)"
)
_BACKTICKS = re.compile(r"`+")
_CODE_UNESCAPE = re.compile(r"\\([\\`])")
_ORDERED = re.compile(r"^\d{1,9}(?=[.)](?:\s|$))")


def strip_controls(text: str) -> str:
    """Without control characters (ESC sequences, NUL, bidi overrides)."""
    return _CONTROL.sub("", text)


@functools.lru_cache(maxsize=8192)
def inline(text: str) -> str:
    """Briefing text made safe inside one line: no line breaks, no control characters, no raw
    HTML, comment or autolink, no link to a script or data URL."""
    if not text.isprintable() or "  " in text:  # printable: no controls, no space but " "
        text = _WHITESPACE_RUN.sub(" ", strip_controls(text))
    if "\\" in text:
        text = _ESCAPING_BACKSLASH.sub(r"\\\\", text)
    if "<" in text or "-->" in text:
        text = _HTML_OPEN.sub(r"\\<", text).replace("-->", "--\\>")
    if "]" in text:
        text = _DANGEROUS_LINK.sub(lambda m: "\\" + m.group(), text)
    return _lone_backticks_escaped(text) if "`" in text else text


def _lone_backticks_escaped(text: str) -> str:
    """A backtick run that no equal run closes within the text is escaped: it would pair
    with a backtick the patcher writes later on the line (an id in code, a code span) and
    turn what lies between inside out. Runs the text closes itself stay code spans."""
    runs = list(_BACKTICKS.finditer(text))
    out, last, index = [], 0, 0
    while index < len(runs):
        run = runs[index]
        closer = next(
            (j for j in range(index + 1, len(runs)) if len(runs[j].group()) == len(run.group())),
            None,
        )
        if closer is None:
            out.append(text[last : run.start()] + "\\`" * len(run.group()))
            last, index = run.end(), index + 1
        else:
            index = closer + 1
    return "".join(out) + text[last:]


def neutralise(line: str) -> str:
    """One inert line: it cannot open a heading, quote, list, fence, table or link reference
    definition, or hide text."""
    return line_start(inline(line))


def line_start(line: str) -> str:
    """A line of already inline-safe text that cannot start a block structure either
    (`inline` is not idempotent: apply it once, then this)."""
    line = line.strip()
    ordered = _ORDERED.match(line)
    if ordered:  # a backslash escapes punctuation only: `1\.`, not `\1.`
        return line[: ordered.end()] + "\\" + line[ordered.end() :]
    if _LINE_START_TRAP.match(line):
        line = "\\" + line
    return line


def code_span(text: str) -> str:
    """`text` as one inline code span that nothing inside can close."""
    # code spans show backslashes as they are: undo the escapes `inline` doubled or added
    text = _CODE_UNESCAPE.sub(r"\1", inline(text))
    longest = max((len(run) for run in _BACKTICKS.findall(text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or not text.strip() else ""
    return f"{fence}{pad}{text}{pad}{fence}"
