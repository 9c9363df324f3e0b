"""Where new lines go: the insertion point and bullet prefix of a section's new entry, the
place and level of a section created on first need, the bullet the document uses."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from patcher.config.sectionmap import SectionMap
from patcher.document.blocks import Kind
from patcher.document.scan import scan
from patcher.document.sections import LivingDocument, Section
from patcher.document.unclosed import Unclosed, unclosed
from patcher.text.lazy import lazy
from patcher.text.markdown import ITEM_PREFIX, back_over_blanks


@dataclass(frozen=True)
class Place:
    """Where a section's next new entry goes."""

    position: int  # the original line index it goes before
    prefix: str  # its bullet prefix (numbered on by `bumped`)
    unbumped: str  # the prefix without numbering on (a numbered list's last prefix)
    leading: bool  # a blank line before
    trailing: bool  # a blank line after
    numbered: bool  # the prefix is numbered from the list's last number


_DIGITS = lazy(r"\d+")


def where(
    doc: LivingDocument, section: Section, bullet: str, bumped: int, repeat: bool = False
) -> Place:
    """The place of a new entry: after the section's own list (before it with `insert:
    top`), numbered `bumped` past its last number (unless the list is `1.` throughout, or
    `repeat`: a formatter keeps it so); a new list at the end of the section's own part
    when it has none."""
    lines = doc.text.lines
    entries = section.own_entries
    if not entries:  # a new list at the end of the anchor's own part
        position = back_over_blanks(lines, section.own_end, section.start)
        trailing = position < len(lines) and bool(lines[position].strip())
        return Place(position, bullet, bullet, True, trailing, False)
    if section.anchor.insert == "top":
        first = next(e for e in entries if e.start == section.first_item)
        return Place(first.start, first.prefix, first.prefix, False, section.loose, False)
    last = max(
        (e for e in entries if e.end == section.list_end),
        key=lambda e: e.start,
        default=entries[-1],
    )
    prefix = last.prefix
    numbers = {e.number for e in entries if e.number is not None}
    repeated = len(numbers) == 1 and (len(entries) > 1 or repeat)  # `1.` throughout stays so
    numbered = last.number is not None and not repeated
    if last.number is not None and numbered:
        prefix = _DIGITS.sub(str(last.number + bumped), prefix, count=1)
    position = section.list_end or last.end
    # text right after the list (a paragraph after an item's table) would otherwise be read
    # as a lazy continuation of the new last item
    trailing = position < len(lines) and bool(lines[position].strip())
    return Place(position, prefix, last.prefix, section.loose, trailing, numbered)


def creation_point(doc: LivingDocument, smap: SectionMap, anchor_id: str) -> tuple[int, int]:
    """(line index, heading level) for a new section: after the section of the nearest
    anchor before it in the map's order, else before the nearest one after it."""
    present = [s.anchor.id for s in doc.sections]
    order = [a.id for a in smap.anchors]
    at = order.index(anchor_id)
    before = [a for a in order[:at] if a in present]
    if before:
        section = doc.section(before[-1])
        return section.end, doc.headings_by_line[section.heading].level
    after = [a for a in order[at + 1 :] if a in present]
    if after:
        section = doc.section(after[0])
        return section.heading, doc.headings_by_line[section.heading].level
    return len(doc.text.lines), smap.anchor(anchor_id).level


def document_bullet(doc: LivingDocument) -> str:
    """The bullet most of the document's unordered entries use (`- ` when it has none)."""
    counts = Counter(e.prefix.strip() for s in doc.sections for e in s.entries if e.number is None)
    counts.update(s.heads.bullet.strip() for s in doc.sections if s.heads is not None)
    counts = Counter({k: n for k, n in counts.items() if k[:1] != "#"})  # (heading entries)
    counts.pop("", None)
    return f"{counts.most_common(1)[0][0]} " if counts else "- "


def indent_of(line: str) -> int:
    expanded = line.expandtabs(4)
    return len(expanded) - len(expanded.lstrip(" "))


def prefix_of(line: str) -> str:
    match = ITEM_PREFIX.match(line)
    return match.group() if match and match.group("gap") else "- "


_NUMBER = lazy(r"^\s*(\d+)[.)]")  # a numbered item's number (`12. `, `3) `)


def number_of(prefix: str) -> int | None:
    match = _NUMBER.match(prefix)  # (asked of every entry as it is indexed: compiled once)
    return int(match.group(1)) if match else None


def open_at_end(lines: Sequence[str]) -> Unclosed | None:
    """The block a list item (its lines) ends inside — a code fence, comment or `<pre>`
    without its closer, or an HTML block such as `<details>` (it runs to a blank line) —
    read as the item's content (prefix and content indent off): a sub-bullet written after
    it would be inside it on GitHub. Its `line` counts from the item's first line.

    Only a fence or an HTML block can be left open: content without their openers is let
    through unparsed (`may_open`)."""
    if not lines:
        return None
    column = len(prefix_of(lines[0]).expandtabs(4))
    content = [lines[0][len(prefix_of(lines[0])) :] if ITEM_PREFIX.match(lines[0]) else lines[0]]
    content += [_dedented(line, column) for line in lines[1:]]
    if not may_open(content):
        return None
    found = unclosed(content)
    if found is not None:
        return found
    tops = scan(content).blocks
    last = tops[-1] if tops else None
    if last is None or last.kind is not Kind.HTML or _ENDS_AT_CLOSER.match(content[last.start]):
        return None
    tag = _TAG.match(content[last.start])
    shown = f"`<{tag.group(1).lower()}>`, " if tag else ""
    what = f"an HTML block ({shown}which runs to a blank line)"
    return Unclosed(last.start, what, "raw HTML", TO_BLANK)


def may_open(content: Sequence[str]) -> bool:
    """Whether an item's content (as `open_at_end` reads it) may end inside a block it leaves
    open. Only a code fence or an HTML block can be: a fence opens with three backticks or
    tildes in a row, an HTML block on a line whose first character after its indent is `<`
    (every one of CommonMark's seven kinds), and `open_at_end` names a block only when it is
    the last top-level block of the content (an indented code block ends at a less indented
    line: `unclosed` never names one). Without these openers it is None (a `<!--` marker
    after an entry's text is inline HTML, not a block)."""
    return any(line.lstrip().startswith("<") or "```" in line or "~~~" in line for line in content)


def before_html(lines: Sequence[str]) -> int | None:
    """The line (counted from the item's first) of the HTML block the item ends in, when a
    sub-bullet can go just before it: a block of one of CommonMark's block tags (kind 6:
    `<details>`, `<div>` …, which interrupts a paragraph, so the sub-bullet's text does not
    run on into it) starting after the item's first line. None otherwise (a lone tag of
    kind 7 would read as the sub-bullet's text)."""
    return html_before(lines, open_at_end(lines))


def html_before(lines: Sequence[str], found: Unclosed | None) -> int | None:
    """`before_html` of an item's lines, given what `open_at_end` finds in them."""
    if found is None or found.closer != TO_BLANK or found.line == 0:
        return None
    column = len(prefix_of(lines[0]).expandtabs(4))
    tag = _TAG.match(_dedented(lines[found.line], column))
    return found.line if tag and tag.group(1).lower() in _BLOCK_TAGS else None


# CommonMark's HTML block kind 6: the tags whose block may interrupt a paragraph
_BLOCK_TAGS = frozenset(
    [
        "address",
        "article",
        "aside",
        "base",
        "basefont",
        "blockquote",
        "body",
        "caption",
        "center",
        "col",
        "colgroup",
        "dd",
        "details",
        "dialog",
        "dir",
        "div",
        "dl",
        "dt",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "form",
        "frame",
        "frameset",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "head",
        "header",
        "hr",
        "html",
        "iframe",
        "legend",
        "li",
        "link",
        "main",
        "menu",
        "menuitem",
        "nav",
        "noframes",
        "ol",
        "optgroup",
        "option",
        "p",
        "param",
        "search",
        "section",
        "summary",
        "table",
        "tbody",
        "td",
        "tfoot",
        "th",
        "thead",
        "title",
        "tr",
        "track",
        "ul",
    ]
)


# What closes an HTML block of CommonMark's kinds 6 and 7 (`<details>`, `<div>`, a lone tag)
TO_BLANK = "a blank line"


def loose_at(lines: Sequence[str], start: int, end: int, item: int) -> bool:
    """Whether the top-level list holding the item that starts at line `item` (lines
    start..end read on their own, after a heading) is loose as GitHub shows it: its items
    are paragraphs, and one more blank line inside an item changes nothing."""
    for block in scan(lines[start:end], front_matter=False).blocks:
        if block.kind is Kind.LIST and block.start <= item - start < block.end:
            return not block.tight
    return False


# HTML blocks that end at their closing marker (`-->`, `</pre>` …), not at a blank line
_ENDS_AT_CLOSER = lazy(
    r"^ {0,3}<(?:!--|\?|![A-Za-z]|!\[CDATA\[|(?:pre|script|style|textarea)(?=[\s>]|$))", re.I
)
_TAG = lazy(r"^ {0,3}</?([A-Za-z][A-Za-z0-9-]*)")


def _dedented(line: str, column: int) -> str:
    expanded = line.expandtabs(4)
    return expanded[min(indent_of(expanded), column) :]
