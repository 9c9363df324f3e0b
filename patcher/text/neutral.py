"""Briefing text made inert markdown, in one pass, for every place the patcher writes it.

Checked against CommonMark (markdown-it-py) in the tests: written text cannot open an HTML
comment or tag, a heading, quote, list, fence or table row, a `javascript:`/`data:` link, or a
livedoc marker, and cannot carry terminal control characters.
"""

from __future__ import annotations

import functools
import html
import re
import unicodedata

from patcher.text.lazy import lazy

# C0/C1 controls (tab and line breaks are whitespace, handled apart), bidi overrides and
# marks, invisible operators and annotations, and Unicode TAG characters (text that shows
# as nothing).
_CONTROL = lazy(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u180e\u200e\u200f\u202a-\u202e"
    "\u2061-\u2064\u2066-\u2069\ufff9-\ufffb\U000e0000-\U000e007f]"
)
# A character reference (`&#x202E;`, `&#106;`, `&lt;`): GitHub decodes it, so it could carry
# a control character, a scheme or markup. Shown as written instead (its `&` escaped), or
# dropped when it stands for a control character.
_ENTITY = lazy(r"&(?:#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});")
# `$…$` is math on GitHub (`$\color{transparent}{…}$` hides text): a text that holds a pair
# (an opening `$` before a non-space, a closing one after a non-space) or `$$` gets every `$`
# escaped; a lone price (`$2.10/h 下 … $0.42`) stays as written (so mdformat keeps it).
_MATH = lazy(r"\$\$|\$(?=[^\s$])[^$]*?(?<=[^\s$])\$")
_IMAGE = lazy(r"!(?=\[)")  # an image shows its text only as alt: `\![t](u)` is a link
_TRAILING_BACKSLASHES = lazy(r"\\+(?=\s*$)")
_ZERO_WIDTH = lazy("[\u00ad\u200b-\u200d\u2060\ufeff]")
# A run of whitespace and zero-width characters holding at least one whitespace character
# (a run of zero-width characters alone is left as it is).
_INVISIBLE = r"[\s\u200b-\u200d\u2060\ufeff]*"
_WHITESPACE_RUN = lazy(_INVISIBLE + r"\s" + _INVISIBLE)
# A backslash before ASCII punctuation is an escape; doubled, it stays a visible backslash.
_ESCAPING_BACKSLASH = lazy(r"\\(?=[!-/:-@\[-`{-~])")
_HTML_OPEN = lazy(r"<(?=[A-Za-z/!?])")
_DANGEROUS_LINK = lazy(r"\]\s*(?=\(\s*<?\s*(?:javascript|vbscript|data|file)\s*:)", re.I)
# `](destination)`: a link shows only its text, so a destination or title holding more than a
# plain URL (CJK, spaces, a title) would hide words, and a link with no text hides itself.
# The one link kept: text without brackets or backslashes, then a plain ASCII URL without
# brackets, parentheses or spaces. Every other `](` is a closer that could start a link.
_URL_CHAR = r"(?:(?![()\[\]\\<>])[!-~])"
_SAFE_LINK = lazy(r"\[[^\[\]\\]+\]\(<?" + _URL_CHAR + r"+>?\)")
_CLOSER = lazy(r"\\*\]\(")
_LINE_START_TRAP = lazy(
    r"^(?:#{1,6}(?=\s|$)|>|[-*+](?=\s|$)|`{3,}|~{3,}|=+\s*$|-+\s*$|<|\||\["
    r"|(?:[-*_][ \t]*){3,}$)"  # a thematic break: `___`, `***`, `_ _ _`
)
_BACKTICKS = lazy(r"`+")
_CODE_UNESCAPE = lazy(r"\\([\\`$&!*_~])")
# A run of one emphasis or strikethrough delimiter character.
_DELIMITER_RUN = lazy(r"\*+|_+|~+")
_ORDERED = lazy(r"^\d{1,9}(?=[.)](?:\s|$))")


def _links_broken(text: str) -> str:
    """Every `](` written as text (`\\](`) but in a link `_SAFE_LINK` keeps: then no link can
    hide a word in its destination, whatever brackets precede it (`[](](甲)` once kept a link
    hiding 甲 after its outer `](` alone was broken). A `](` already escaped (an odd run of
    backslashes before it: the input's own backslashes are doubled by now) is left as it is."""
    out: list[str] = []
    done = 0
    for safe in _SAFE_LINK.finditer(text):
        out.append(_closers_broken(text[done : safe.start()]))
        out.append(safe.group())
        done = safe.end()
    out.append(_closers_broken(text[done:]))
    return "".join(out)


def _closers_broken(text: str) -> str:
    """`](` written as text wherever it could close a link's text."""

    def broken(closer: re.Match[str]) -> str:
        slashes = closer.group()[:-2]
        return closer.group() if len(slashes) % 2 else slashes + "\\]("

    return _CLOSER.sub(broken, text)


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
        trailing = _TRAILING_BACKSLASHES.search(text)
        if trailing and len(trailing.group()) % 2:  # it would escape what the line adds next
            text = text[: trailing.end()] + "\\" + text[trailing.end() :]
    if "&" in text:
        text = _ENTITY.sub(_inert_entity, text)
    if "$" in text and _MATH.search(text):
        text = text.replace("$", "\\$")
    if "![" in text:
        text = _IMAGE.sub("\\\\!", text)
    if "<" in text or "-->" in text:
        text = _HTML_OPEN.sub(r"\\<", text).replace("-->", "--\\>")
    if "]" in text:
        text = _DANGEROUS_LINK.sub(lambda m: "\\" + m.group(), text)
        text = _links_broken(text)
    if "*" in text or "_" in text or "~" in text:
        text = _delimiters_escaped(text)
    return _lone_backticks_escaped(text) if "`" in text else text


def _delimiters_escaped(text: str) -> str:
    """Emphasis and strikethrough delimiters GitHub could pair shown as written: every `*`
    and `_` run that can open or close emphasis (by CommonMark's flanking rules; the line
    adds `**` of its own, so a lone one can pair too), and every `~`/`~~` run that can open
    or close when the text holds a pair (GitHub strikes `~one~`). Closed code spans and
    intraword `_` (`gpu_memory`) are left as written."""
    spans = _code_spans(text)
    runs = [
        m
        for m in _DELIMITER_RUN.finditer(text)
        if not any(a <= m.start() < b for a, b in spans)
        and not _escaped(text, m.start())
        and any(_flanking(text, m))
    ]
    tildes = [m for m in runs if m.group()[0] == "~" and len(m.group()) <= 2]
    strike = any(
        _flanking(text, a)[0] and _flanking(text, b)[1] and len(a.group()) == len(b.group())
        for i, a in enumerate(tildes)
        for b in tildes[i + 1 :]
    )
    out, last = [], 0
    for run in runs:
        if run.group()[0] == "~" and not ((strike and run in tildes) or _at_an_end(text, run)):
            continue
        out.append(text[last : run.start()] + "".join("\\" + c for c in run.group()))
        last = run.end()
    return "".join(out) + text[last:]


def _flanking(text: str, run: re.Match[str]) -> tuple[bool, bool]:
    """(can open, can close) for a delimiter run, by CommonMark's rules."""
    # the text's ends (spaces around it are stripped) count as punctuation: the line may
    # write `**` right next to them
    first, last = len(text) - len(text.lstrip()), len(text.rstrip())
    before = text[run.start() - 1] if run.start() > first else "*"
    after = text[run.end()] if run.end() < last else "*"
    left = not after.isspace() and (
        not _punctuation(after) or before.isspace() or _punctuation(before)
    )
    right = not before.isspace() and (
        not _punctuation(before) or after.isspace() or _punctuation(after)
    )
    if run.group()[0] == "_":
        return left and (not right or _punctuation(before)), right and (
            not left or _punctuation(after)
        )
    return left, right


def _at_an_end(text: str, run: re.Match[str]) -> bool:
    """A `~` run that opens at the text's end or closes at its start: cmark-gfm then reads
    no `**` the line writes next to it (`**a ~**` shows no bold)."""
    opens, closes = _flanking(text, run)
    return (opens and not text[run.end() :].strip()) or (closes and not text[: run.start()].strip())


def _punctuation(char: str) -> bool:
    return unicodedata.category(char)[0] in "PS"


def _escaped(text: str, at: int) -> bool:
    """Whether the character at `at` follows an odd number of backslashes."""
    count = 0
    while at - count > 0 and text[at - count - 1] == "\\":
        count += 1
    return count % 2 == 1


def _code_spans(text: str) -> list[tuple[int, int]]:
    """The (start, end) of the code spans the text closes itself."""
    runs = list(_BACKTICKS.finditer(text))
    spans, index = [], 0
    while index < len(runs):
        run = runs[index]
        closer = next(
            (
                j
                for j in range(index + 1, len(runs))
                if len(runs[j].group()) == len(runs[index].group())
            ),
            None,
        )
        if closer is None:
            index += 1
        else:
            spans.append((run.start(), runs[closer].end()))
            index = closer + 1
    return spans


def _inert_entity(match: re.Match[str]) -> str:
    """A character reference shown as written (`\\&#106;`), or nothing for one that stands
    for a control or invisible character."""
    decoded = html.unescape(match.group())
    if decoded != match.group() and (_CONTROL.search(decoded) or _ZERO_WIDTH.search(decoded)):
        return ""
    return "\\" + match.group()


def _lone_backticks_escaped(text: str) -> str:
    """A backtick run that no equal run closes within the text is escaped: it would pair
    with a backtick the patcher writes later on the line (an id in code, a code span) and
    turn what lies between inside out. Runs the text closes itself stay code spans."""
    spans = _code_spans(text)
    return _BACKTICKS.sub(
        lambda run: (
            run.group() if any(a <= run.start() < b for a, b in spans) else "\\`" * len(run.group())
        ),
        text,
    )


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


# GitHub turns these into links, closes issues (`closes #1` in a merged PR or a pushed
# commit) and notifies people (`@user`, `@org/team`), and cross-references issues elsewhere
# (`owner/repo#3`, an issue's URL). Briefing text in a PR body or commit message is made
# inert with look-alike characters that stay visible and that GitHub never reads as such:
# `#` before a number becomes `＃` (U+FF03), a mention's `@` becomes `＠` (U+FF20), the `-`
# of `GH-12` a non-breaking hyphen, and a github.com link to an issue, pull request,
# discussion or commit loses its scheme and gets `[.]` for its dot (`github[.]com/o/r/pull/1`).
_ISSUE_NUMBER = lazy(r"(?P<repo>[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)?#(?=[0-9])")
_MENTION = lazy(r"(?<![A-Za-z0-9_.+-])@(?=[A-Za-z0-9])|(?<=[A-Za-z0-9_.-])@(?=[0-9a-fA-F]{7})")
_GH_DASH = lazy(r"(?<![A-Za-z0-9_])(GH)-(?=[0-9])", re.IGNORECASE)
_GITHUB_LINK = lazy(
    r"(?:https?://)?(?:www\.)?github\.com(?=/[^/\s]+/[^/\s]+/(?:issues|pull|discussions|commit)\b)",
    re.IGNORECASE,
)


def inert_refs(text: str) -> str:
    """Text with no issue reference, mention or issue link GitHub would act on (see above)."""
    if "github" in text.lower():
        text = _GITHUB_LINK.sub("github[.]com", text)
    if "#" in text:
        text = _ISSUE_NUMBER.sub(lambda m: _issue_number(m, text), text)
    if "@" in text:
        text = _MENTION.sub("＠", text)
    if "-" in text:
        text = _GH_DASH.sub("\\1\u2011", text)
    return text


def _issue_number(match: re.Match[str], text: str) -> str:
    """`#12` and `owner/repo#12` made inert; `2026-10-01#3` (an increment id: GitHub reads
    no reference after a letter or digit) kept."""
    repo, at = match.group("repo"), match.start()
    if repo or at == 0 or not re.match(r"[A-Za-z0-9_]", text[at - 1]):
        return (repo or "") + "＃"
    return match.group()
