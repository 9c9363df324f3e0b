"""An entry of the living document and its identity: ids, arXiv ids, refs, markers."""

from __future__ import annotations

import functools
import re
import sys
from dataclasses import dataclass

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.text import marker, refs
from patcher.text.markdown import ITEM_PREFIX, without_code_spans
from patcher.text.source import Text


@dataclass(frozen=True, slots=True)
class Entry:
    """A top-level list item of an anchor section (0-based, end exclusive, blanks trimmed)."""

    anchor: str
    start: int
    end: int
    prefix: str
    content_column: int
    lead: str
    keys: frozenset[str]
    ids: frozenset[str]
    sub_prefix: str | None
    number: int | None


_NONE: frozenset[str] = frozenset()  # shared by the many entries without keys or ids


def make_entry(
    text: Text,
    anchor: Anchor,
    smap: SectionMap,
    lines: tuple[int, int, int],
    sub_prefix: str | None,
) -> Entry:
    """Entry from (first line, end of the lead paragraph, end), all 0-based."""
    first, lead_end, end = lines
    prefix_match = ITEM_PREFIX.match(text.lines[first])
    prefix = prefix_match.group(0) if prefix_match else ""
    if prefix_match and not prefix_match.group("gap"):
        prefix += " "
    prefix = sys.intern(prefix)  # a few prefixes, shared by ~100,000 entries of a large document
    lead = " ".join(line.strip() for line in text.lines[first:lead_end])
    lead = lead[len(prefix.strip()) :].strip() if prefix else lead
    keys, ids = entry_identity(lead, "\n".join(text.lines[first:end]), smap)
    number = int(prefix_match.group("num")) if prefix_match and prefix_match.group("num") else None
    return Entry(
        anchor.id,
        first,
        end,
        prefix,
        len(prefix.expandtabs(4)),
        lead,
        frozenset(keys) if keys else _NONE,
        frozenset(ids) if ids else _NONE,
        sub_prefix,
        number,
    )


def entry_identity(lead: str, body: str, smap: SectionMap) -> tuple[set[str], set[str]]:
    """Identity keys and applied increment ids of an entry.

    Keys: the first arXiv id, the first `owner/repo#N` and the first address of a specific
    page of its first paragraph (later ones are mentions of other work), the named entities
    that paragraph matches, and the keys in its patcher markers.
    """
    keys: set[str] = set()
    ids: set[str] = set()
    for found in marker.read(_prose(body)) if "<!--" in body else ():
        ids.update(found.ids)
        keys.update(found.keys)
    visible = marker.strip(_prose(lead))
    if smap.identity.arxiv and (arxiv := refs.first_arxiv_id(visible)):
        keys.add(marker.arxiv_key(arxiv))
    if smap.identity.github and (github := refs.first_github_ref(visible)):
        keys.add(marker.github_key(github))
    pages = [k for u in refs.urls(visible, keep=False) if (k := marker.url_key(u))]
    if pages:  # the page the entry comes from, as an increment citing it names it
        keys.add(pages[0])
    keys.update(marker.entity_key(e.name) for e in smap.identity.entities_in(visible))
    return keys, ids


def _prose(text: str) -> str:
    """Text with its code spans blanked (only text with a backtick has any)."""
    return without_code_spans(text) if "`" in text else text


_BOLD_LEAD = re.compile(r"^\s*(?:~~)?\s*\*\*(?P<name>[^*]+?)\*\*")
_NAME_END = re.compile(r"\s+[—–-]{1,2}\s+|[：:（(【]|\s+·\s+")


@functools.lru_cache(maxsize=65536)
def lead_name(lead: str) -> str:
    """The name an entry goes by: its bold lead, else the text before ` — `, `：` or a
    bracket; cut at the same marks inside a bold lead too (`**colibri — 纯 C…**` → colibri)."""
    visible = marker.strip(without_code_spans(lead)).strip()
    bold = _BOLD_LEAD.match(visible)
    text = bold.group("name") if bold else visible.replace("~~", "")
    return _NAME_END.split(text, maxsplit=1)[0].strip(" *~")
