"""What the patcher makes of an existing document: anchors, list styles, identity keys."""

from __future__ import annotations

from dataclasses import dataclass

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.config.tailor import AnchorFit
from patcher.document.blocks import shown_text
from patcher.document.identity import lead_name
from patcher.document.index_list import ListShape
from patcher.document.scan import (
    Heading,
    created_heading,
    find_anchors,
    heading_match,
    near_miss,
    scan,
)
from patcher.document.sections import LivingDocument, Section, ordered_heads, read_section
from patcher.document.style import Proposal, proposals
from patcher.errors import DocumentError
from patcher.plan.index import locate
from patcher.plan.placement import creation_point
from patcher.text.normalise import heading_text
from patcher.text.source import Text


@dataclass(frozen=True)
class AnchorSurvey:
    """One anchor of the map in one document."""

    anchor: str
    required: bool
    state: str  # found | missing | duplicate
    how: str | None  # code | title | alternative | labelled … | arXiv table
    line: int | None  # 1-based line of the heading (or of the new one, when missing)
    level: int | None
    heading: str | None  # the document's heading text, or the one that would be created
    lines: tuple[int, ...]  # every matching heading line (more than one: duplicate)
    entries: int
    list_style: str | None  # the bullet a new entry takes: "-", "*", "1." …
    insert: str
    keys: tuple[str, ...]  # arXiv ids, refs, entities and marker keys of its entries
    leads: tuple[str, ...]  # the entries' lead names
    form: str | None = None  # heading entries: `headings (level 3), updates newest first …`


@dataclass(frozen=True)
class IndexSurvey:
    """The arXiv index table the patcher would keep (None: it would write a new one)."""

    line: int  # 1-based line of the header row
    header: tuple[str, ...]
    columns: dict[str, str | None]  # map column key → the table's header cell, or None
    rows: int
    # kept as a list: how a new item is written (`- <id> — <title> (<section>)`), or why
    # no item can be added (`! …`); None for a table
    listed: str | None = None


@dataclass(frozen=True)
class Survey:
    document: str
    map: str
    ready: bool  # every required anchor found exactly once: `apply` can run
    anchors: tuple[AnchorSurvey, ...]
    problems: tuple[str, ...]
    index: IndexSurvey | None = None
    # the update and entry templates the document's own lines suggest (`--write-map`)
    templates: tuple[Proposal, ...] = ()

    def fits(self) -> dict[str, AnchorFit]:
        """The heading and level each anchor has (or would be created with) here."""
        return {
            a.anchor: AnchorFit(_plain(a.heading), a.level)
            for a in self.anchors
            if a.state != "duplicate" and a.heading is not None and a.level is not None
        }

    def proposed(self) -> dict[str, str]:
        """The templates the written map takes from the document, by key."""
        return {p.key: p.template for p in self.templates if p.template is not None}


def _plain(heading: str) -> str:
    """A heading for the map: with raw HTML (`§1.3 KV Cache <a id="kv"></a>`) the text GitHub
    shows, which matches the heading as well (the map refuses HTML: it would be written into
    sections the patcher creates); otherwise as written."""
    return shown_text(heading) if "<" in heading else heading


def survey(text: Text, smap: SectionMap, map_name: str) -> Survey:
    """Survey `text` against the map without refusing: every problem is listed at once."""
    scanned = scan(text.lines)
    headings = list(scanned.headings)
    found = find_anchors(headings, smap, text.lines)
    unclear: list[str] = []
    sections = {
        a.id: _read(text, headings, (found[a.id][0], a), smap, (scanned.opaque, unclear))
        for a in smap.anchors
        if len(found[a.id]) == 1
    }
    sections = dict(zip(sections, ordered_heads(list(sections.values())), strict=True))
    missing = tuple(a.id for a in smap.anchors if not found[a.id])
    doc = LivingDocument(
        text,
        tuple(headings),
        tuple(sections.values()),
        missing,
        scanned.opaque,
        scanned.openers,
    )
    results = []
    problems = []
    claimed = {h.index for hits in found.values() for h in hits}
    for anchor in smap.anchors:
        hits = found[anchor.id]
        if len(hits) == 1:
            results.append(_found(text, anchor, hits[0], sections[anchor.id], smap))
            continue
        absent = _absent(doc, anchor, hits, smap)
        results.append(absent)
        near = (
            near_miss(anchor, [h for h in headings if h.index not in claimed]) if not hits else None
        )
        problems.extend(_problem(text.name, anchor, hits, absent, near))
    problems.extend(unclear)
    ready = not problems
    table = _index(doc, smap)
    styles = _styles(text, [s for a, s in sections.items() if a not in smap.auxiliary], smap)
    return Survey(text.name, map_name, ready, tuple(results), tuple(problems), table, styles)


def _styles(text: Text, sections: list[Section], smap: SectionMap) -> tuple[Proposal, ...]:
    """The templates the content anchors' entries suggest (the map's kept where they fit)."""
    entries = [entry for section in sections for entry in section.entries]
    current = {"update": smap.template.update, "entry": smap.template.entry}
    return proposals(text.lines, entries, current)


def _read(
    text: Text,
    headings: list[Heading],
    found: tuple[Heading, Anchor],
    smap: SectionMap,
    into: tuple[frozenset[int], list[str]],
) -> Section:
    """An anchor's section; one whose entries are unclear (sub-headings that mix entries
    and groups) is read without heading entries and its problem noted in `into`."""
    heading, anchor = found
    opaque, unclear = into
    try:
        return read_section(text, headings, heading, anchor, smap, opaque)
    except DocumentError as error:
        unclear.append(f"{text.name}:{error.line}: {error.message} ({error.hint})")
        return read_section(text, headings, heading, anchor, smap, opaque, heads=False)


def _index(doc: LivingDocument, smap: SectionMap) -> IndexSurvey | None:
    config = smap.index
    if config is None or not any(s.anchor.id == config.anchor for s in doc.sections):
        return None
    table = locate(doc, config)
    if table is None:
        return None
    columns = {
        key: None if at is None or table.listed else table.header[at].strip()
        for key, at in table.columns.items()
    }
    header = tuple(cell.strip() for cell in table.header)
    listed = None if table.listed is None else _listed(table.listed)
    return IndexSurvey(table.header_line + 1, header, columns, len(table.by_id()), listed)


def _listed(shape: ListShape) -> str:
    """How a new item of an index kept as a list is written, or `! why` none can be."""
    if shape.shape is None:
        return "! " + shape.problem
    days = ["<first>"] * (shape.days - 1) + ["<last confirmed>"]
    values = {"id": "<id>", "title": "<title>", "section": "<section>", "last": days[-1]}
    written = shape.write(values | {"first": days[0]}, 0)
    if shape.tied:
        return f"{written} (its items are written {shape.tied} ways equally often: the newest's)"
    return written


def _found(
    text: Text, anchor: Anchor, heading: Heading, section: Section, smap: SectionMap
) -> AnchorSurvey:
    entries = section.entries
    keys = sorted({key for entry in entries for key in entry.keys})
    leads = tuple(name for entry in entries if (name := lead_name(entry.lead)))
    return AnchorSurvey(
        anchor=anchor.id,
        required=smap.required(anchor.id),
        state="found",
        how=heading_match(heading.text, anchor) or "arXiv table",
        line=heading.index + 1,
        level=heading.level,
        heading=heading_text(heading.text),
        lines=(heading.index + 1,),
        entries=len(entries),
        list_style=_style(section, text) if entries else None,
        insert=anchor.insert,
        keys=tuple(keys),
        leads=leads,
        form=section.heads.describe() if section.heads else None,
    )


def _style(section: Section, text: Text) -> str:
    """The bullet of the list new entries join (the first at `top`, the last at `bottom`)."""
    pick = section.entries[0] if section.anchor.insert == "top" else section.entries[-1]
    prefix = pick.prefix.strip()
    return prefix if pick.number is None else prefix.replace(str(pick.number), "1", 1)


def _absent(
    doc: LivingDocument, anchor: Anchor, hits: list[Heading], smap: SectionMap
) -> AnchorSurvey:
    if hits:
        state, line, level, heading = "duplicate", hits[0].index + 1, hits[0].level, None
    else:
        state, heading = "missing", created_heading(anchor, doc.headings)
        position, level = creation_point(doc, smap, anchor.id)
        line = position + 1
    return AnchorSurvey(
        anchor=anchor.id,
        required=smap.required(anchor.id),
        state=state,
        how=None,
        line=line,
        level=level,
        heading=heading,
        lines=tuple(h.index + 1 for h in hits),
        entries=0,
        list_style=None,
        insert=anchor.insert,
        keys=(),
        leads=(),
    )


def heading_proposal(text: Text, smap: SectionMap, anchor_id: str) -> str:
    """What to add for a missing anchor (`check`'s PD001 says what `adopt` says)."""
    missing = next(a for a in survey(text, smap, "").anchors if a.anchor == anchor_id)
    return _proposal(missing, smap.anchor(anchor_id))


def _proposal(absent: AnchorSurvey, anchor: Anchor) -> str:
    heading = f"{'#' * (absent.level or anchor.level)} {absent.heading or anchor.heading}"
    return f"add `{heading}` at line {absent.line}"


def _problem(
    name: str, anchor: Anchor, hits: list[Heading], absent: AnchorSurvey, near: Heading | None
) -> list[str]:
    if not hits and absent.required and near is not None:
        return [
            f"{name}:{near.index + 1}: anchor {anchor.id!r} missing: did you mean "
            f"`{'#' * near.level} {near.text}`? (rename it `{'#' * near.level} "
            f"{anchor.heading}`, or set the map's heading for {anchor.id} to {near.text!r})"
        ]
    if not hits and absent.required:
        return [
            f"{name}: anchor {anchor.id!r} missing: no heading for it ("
            f"{_proposal(absent, anchor)}, or give the document's heading for it as the "
            "map's `heading`)"
        ]
    if len(hits) > 1:
        where = ", ".join(str(h.index + 1) for h in hits)
        return [
            f"{name}:{hits[1].index + 1}: anchor {anchor.id!r} heading appears "
            f"{len(hits)} times (lines {where}; merge or rename the duplicate heading)"
        ]
    return []
