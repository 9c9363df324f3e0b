"""The oracle: what GitHub shows, read from cmark-gfm's HTML (not from the patcher's reader).

`cmarkgfm.github_flavored_markdown_to_html(..., CMARK_OPT_SOURCEPOS)` puts
`data-sourcepos="l:c-l:c"` on every block element; the HTML is walked here with its own
small tag scanner (the patcher reads cmark's XML instead), and `judge` says whether a
patched document shows as intended.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

import cmarkgfm
from cmarkgfm.cmark import Options

_TAG = re.compile(
    r"<(/?)(h[1-6]|p|ul|ol|li|blockquote|pre|hr|table|thead|tbody|tr|th|td)(?=[\s>/])"
    r'(?: data-sourcepos="(\d+):\d+-(\d+):(\d+)")?[^>]*?(/?)>'
)
_VOID = {"hr"}


@dataclass
class Element:
    """A block element GitHub renders: tag, 0-based [start, end), parent, children."""

    tag: str
    start: int
    end: int
    parent: Element | None = None
    children: list[Element] = field(default_factory=list)

    @property
    def heading_level(self) -> int:
        return int(self.tag[1]) if re.fullmatch(r"h[1-6]", self.tag) else 0


def render(text: str) -> str:
    """GitHub's HTML (with source positions); YAML front matter, which GitHub shows as a
    table and never as markdown, is blanked first (line numbers kept)."""
    lines = text.split("\n")
    if lines and lines[0].rstrip() == "---":
        close = next((n for n in range(1, len(lines)) if lines[n].rstrip() in ("---", "...")), 0)
        lines[: close + 1 if close else 0] = [""] * (close + 1 if close else 0)
    return cmarkgfm.github_flavored_markdown_to_html(
        "\n".join(lines), options=Options.CMARK_OPT_SOURCEPOS
    )


def outline(text: str) -> list[Element]:
    """The top-level block elements of `text` as GitHub renders it, with their children."""
    lines = text.split("\n")
    root = Element("root", 0, len(lines))
    current = root
    for closing, tag, first, last, column, empty in _TAG.findall(render(text)):
        if closing:
            current = current.parent or root
            continue
        start = int(first) - 1 if first else current.start
        end = (int(last) - (column == "0")) if last else current.end
        end = _trim(lines, start, max(end, start + 1))
        element = Element(tag, start, end, current)
        current.children.append(element)
        if tag not in _VOID and not empty:
            current = element
    return root.children


def _trim(lines: list[str], start: int, end: int) -> int:
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1
    return end


def headings(text: str) -> list[tuple[int, int, str]]:
    """(line, level, first line's text) of each top-level heading."""
    lines = text.split("\n")
    return [(e.start, e.heading_level, lines[e.start]) for e in outline(text) if e.heading_level]


def top_items(elements: list[Element]) -> list[Element]:
    """The items of the top-level lists."""
    return [li for e in elements if e.tag in ("ul", "ol") for li in e.children if li.tag == "li"]


def section_range(elements: list[Element], text: str, code: str) -> tuple[int, int] | None:
    """Lines [heading, end) of the section whose top-level heading starts with `code`."""
    lines = text.split("\n")
    found = [e for e in elements if e.heading_level and code in lines[e.start]]
    if len(found) != 1:
        return None
    heading = found[0]
    later = [
        e.start
        for e in elements
        if e.heading_level and e.start > heading.start and e.heading_level <= heading.heading_level
    ]
    return heading.start, later[0] if later else len(lines)


def line_map(old: str, new: str) -> dict[int, int]:
    """Old line index → new line index for every old line kept."""
    a, b = old.split("\n"), new.split("\n")
    mapping: dict[int, int] = {}
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for tag, i1, i2, j1, _ in matcher.get_opcodes():
        if tag == "equal":
            mapping.update({i1 + k: j1 + k for k in range(i2 - i1)})
    return mapping


def _contains_insert(element: Element, mapping: dict[int, int]) -> bool:
    """Whether lines were inserted inside (or a line of it was changed)."""
    start, end = element.start, element.end
    if any(i not in mapping for i in range(start, end)):
        return True
    return mapping[end - 1] - mapping[start] != end - 1 - start


def judge(old: str, new: str, expected: dict[str, str]) -> list[str]:
    """What is wrong with `new` (a patched `old`) as GitHub shows it; [] when nothing.

    `expected` maps each increment id written to the anchor code (`§1.1`) whose section's
    own top-level list must hold it: its marker sits in a top-level item there. Every
    top-level block of `old` that took no inserted line shows again over its mapped lines,
    and the headings are the same.
    """
    problems: list[str] = []
    before, after = outline(old), outline(new)
    if [h[1:] for h in headings(old)] != [h[1:] for h in headings(new)]:
        problems.append("the headings changed")
    mapping = line_map(old, new)
    new_lines = new.split("\n")
    kept = {i for i in mapping.values() if new_lines[i].strip()}  # blanks may match either way
    starts = {(e.tag, e.start): e for e in after}
    for element in before:
        if _contains_insert(element, mapping):
            continue
        now = starts.get((element.tag, mapping[element.start]))
        end = mapping[element.end - 1] + 1
        if now is None or now.end < end or any(i in kept for i in range(end, now.end)):
            problems.append(f"old {element.tag} at line {element.start + 1} shows otherwise")
    problems += _judge_markers(new, after, expected)
    problems += _judge_items(before, after, mapping)
    return problems


def _judge_markers(new: str, after: list[Element], expected: dict[str, str]) -> list[str]:
    lines = new.split("\n")
    items = top_items(after)
    problems = []
    for item_id, code in expected.items():
        marker = re.compile(rf"livedoc:id={re.escape(item_id)}(?=[\s>])")
        at = [n for n, line in enumerate(lines) if marker.search(line)]
        span = section_range(after, new, code)
        if not at or span is None:
            problems.append(f"{item_id}: no marker, or no single {code} heading")
            continue
        holder = [li for li in items if li.start <= at[0] < li.end]
        if not holder:
            problems.append(f"{item_id}: its marker (line {at[0] + 1}) is in no top-level item")
        elif not span[0] < holder[0].start < span[1]:
            problems.append(
                f"{item_id}: its entry (line {holder[0].start + 1}) is not under {code}"
            )
    return problems


def _judge_items(before: list[Element], after: list[Element], mapping: dict[int, int]) -> list[str]:
    """Every old top-level item is still one top-level item starting on its mapped line,
    holding at least its old lines."""
    starts = {li.start: li for li in top_items(after)}
    problems = []
    for li in top_items(before):
        new = starts.get(mapping.get(li.start, -1))
        if new is None or new.end < mapping.get(li.end - 1, 10**9) + 1:
            problems.append(f"old entry at line {li.start + 1} is no longer one whole item")
    return problems


def reader_disagreements(text: str, smap: object) -> list[str]:
    """Where the patcher's reader (headings, each anchor section's entries) differs from
    GitHub's rendering of `text`; [] when they agree."""
    from patcher.config.sectionmap import SectionMap
    from patcher.document.scan import find_anchors, scan
    from patcher.document.sections import read_section
    from patcher.text.source import split_text

    assert isinstance(smap, SectionMap)
    doc = split_text("d.md", text)
    scanned = scan(doc.lines)
    elements = outline(doc.render().lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n"))
    shown = [(e.start, e.heading_level) for e in elements if e.heading_level]
    read = [(h.index, h.level) for h in scanned.headings]
    if shown != read:
        return [f"headings: GitHub {shown}, reader {read}"]
    problems = []
    headings = list(scanned.headings)
    found = find_anchors(headings, smap, doc.lines)
    for anchor in smap.anchors:
        if len(found[anchor.id]) != 1:
            continue
        section = read_section(doc, headings, found[anchor.id][0], anchor, smap, scanned.opaque)
        items = [
            (li.start, li.end)
            for li in top_items(elements)
            if section.heading < li.start < section.end
        ]
        entries = [(e.start, e.end) for e in section.entries]
        if items != entries:
            problems.append(f"{anchor.id}: GitHub's items {items}, reader's entries {entries}")
    return problems
