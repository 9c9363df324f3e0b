"""The section map's types: anchors, templates, the index, identity; each YAML key declared once."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Literal

from patcher.config.keys import (
    AnchorRef,
    Choice,
    Flag,
    Format,
    Integer,
    Patterns,
    Rows,
    Table,
    Text,
    Texts,
    key,
)
from patcher.text.glossary import Glossary, rows_of

MAP_NAME = "section_map.yaml"
PLACEHOLDERS = frozenset(
    {
        "title",
        "stars",
        "date",  # the briefing's day, `2038-05-02`
        "day",  # the same day without its year, `05-02` (a document whose updates omit it)
        "id",
        "summary",
        "points",
        "sources",
        "arxiv",
        "credibility",
        "category",
        "anchor",
    }
)
NOTE_PLACEHOLDERS = frozenset({"title", "risk", "suggestion", "problem", "source", "date", "id"})
Insert = Literal["top", "bottom"]  # where new bullets go in a section
Detail = Literal["full", "digest"]  # what an entry writes of an increment's points
Winner = Literal["suggestion", "priority"]  # who wins a priority row's disagreement


@dataclass(frozen=True, kw_only=True)
class Anchor:
    """One anchor section of the document: how its heading is found and how entries go in."""

    id: str = key(
        "e.g. `§1.1`; an id starting with `§` is matched by its code at any heading level",
        Text(),
    )
    heading: str = key(
        "the heading text it matches; a heading that continues with a space or bracket, or "
        "ends with it after a label, also matches",
        Text(),
    )
    headings: tuple[str, ...] = key(
        "other titles the document may use for this anchor", Texts(), ()
    )
    level: int = key("the heading level, for `init` and created sections", Integer(1, 6), 2)
    aliases: tuple[str, ...] = key("legacy codes and names that route here", Texts(), ())
    keywords: tuple[str, ...] = key("for increments that suggest no anchor", Texts(), ())
    insert: Insert = key("overrides the top-level `insert`", Choice.of(Insert), inherit="insert")
    detail: Detail = key(
        "`full`: every point; `digest`: the entry's first line only (the points are reported as "
        "omitted)",
        Choice.of(Detail),
        "full",
    )
    line: int = 0  # where the anchor is declared in the map

    @property
    def numbered(self) -> bool:
        """A `§`-numbered anchor (`§1.1`): found by its code, checked for order."""
        return self.id.lstrip().startswith("§")

    @property
    def titles(self) -> tuple[str, ...]:
        return (self.heading, *self.headings)


@dataclass(frozen=True, kw_only=True)
class Entity:
    """A named entity: an increment whose title matches continues the entry that matches."""

    name: str = key("the entity's name (kept lower-case)", Text())
    match: tuple[re.Pattern[str], ...] = key(
        "case-insensitive regular expressions; at least one",
        Patterns(),
        hint="give the entity at least one `match` pattern",
    )

    def matches(self, text: str) -> bool:
        return any(p.search(text) for p in self.match)


@dataclass(frozen=True, kw_only=True)
class Template:
    """How entries, updates and notes are written (format strings with `{placeholders}`)."""

    entry: str = key(
        "the new bullet's first line",
        Format(PLACEHOLDERS),
        "**{title}** {stars}（{date}）：{summary}",
    )
    details: tuple[str, ...] = key(
        "its sub-bullets; a line whose placeholders are all empty is left out",
        Format(PLACEHOLDERS, many=True),
        ("{points}", "{arxiv}", "来源：{sources}", "可信度：{credibility}"),
    )
    update: str = key(
        "the dated sub-bullet added to an entry an increment continues",
        Format(PLACEHOLDERS),
        "{date} 续：{title} {stars}：{summary}",
    )
    history: str = key(
        "the dated sub-bullet of a continued (`续立`) increment whose title restates figures "
        "(`{figures}`: `95▲ #2 → 135▲ #2（48h +78▲）`)",
        Format(PLACEHOLDERS | {"figures"}),
        "{date} 续立：{figures}",
    )
    note: str = key(
        "a contradiction as a sub-bullet; placeholders "
        "`{title} {risk} {suggestion} {problem} {source} {date} {id}`",
        Format(NOTE_PLACEHOLDERS),
        "⚠️ 待核实（{risk}）：{suggestion}",
    )
    note_entry: str = key(
        "a contradiction as an entry of the `contradictions` anchor; placeholders as `note`",
        Format(NOTE_PLACEHOLDERS),
        "⚠️ 待核实（{risk}）：**{title}**：{suggestion}（{date}）",
    )
    summary_points: int = key("how many plain points go into `{summary}`", Integer(0, 50), 1)
    max_points: int = key(
        "how many points in all (`0`: no limit); what a limit leaves out is reported",
        Integer(0, 1000),
        0,
    )


@dataclass(frozen=True, kw_only=True)
class Columns:
    """The header of each column of the arXiv index; a column set to null is not written."""

    id: str = key("the arXiv id column", Text(), "arXiv")
    title: str | None = key("the title column", Text(nullable=True), "标题")
    section: str | None = key("the anchor column", Text(nullable=True), "章节")
    first: str | None = key("the first-anchored date column", Text(nullable=True), None)
    last: str | None = key("the last-confirmed date column", Text(nullable=True), None)


@dataclass(frozen=True, kw_only=True)
class IndexConfig:
    """The arXiv index table: which anchor holds it, and the header of each column."""

    anchor: str = key(
        "the anchor whose pipe table is the arXiv index",
        AnchorRef(),
        hint="name the anchor that holds the table",
    )
    columns: Columns = key(
        "the headers of its columns; a column set to null (`first` and `last` unless given) "
        "is not written",
        Table(Columns, "index.columns"),
    )


@dataclass(frozen=True, kw_only=True)
class Document:
    """The living document this map describes."""

    path: str = key("the living document's file name", Text(), "inference.md")
    title: str = key("the title `init` writes", Text(), "活文档")
    topic: str = key(
        "the topic of the briefings it takes (the word before ` · E1` in a briefing's header); "
        "a briefing of another topic is refused; empty: any",
        Text(),
        "",
    )


@dataclass(frozen=True, kw_only=True)
class Priority:
    """How the briefing's priority table is weighed."""

    disagreement: Winner = key(
        "when a priority row's action names another anchor than the increment's suggestion: "
        "which wins",
        Choice.of(Winner),
        "suggestion",
    )


@dataclass(frozen=True, kw_only=True)
class Identity:
    """What makes an increment continue an entry already in the document."""

    arxiv: bool = key(
        "whether the same arXiv id makes an increment continue an entry", Flag(), True
    )
    github: bool = key(
        "whether the same `owner/repo#N` makes an increment continue an entry", Flag(), True
    )
    cve: bool = key(
        "whether the same CVE id (`CVE-2027-35520`) makes an increment continue an entry",
        Flag(),
        True,
    )
    entities: tuple[Entity, ...] = key(
        "optional, empty in the shipped map: an increment whose **title** matches continues the "
        "entry whose **first paragraph** matches",
        Rows(Entity, "an identity entity"),
        (),
    )
    glossary: tuple[str, ...] = key(
        "descriptor terms that name one kind of thing across languages, one row a string "
        "`canonical = term = …` (`tracing = 追踪 = 链路追踪`): a product word that names one "
        "entry continues it only when the descriptors the title and the entry's name give "
        "share a row (or a word); empty: only shared words count",
        Texts(),
        (),
    )

    @functools.cached_property
    def terms(self) -> Glossary:
        """The glossary rows compiled (`text/glossary.py`)."""
        return Glossary(rows_of(self.glossary))

    def entities_in(self, text: str) -> list[Entity]:
        """The entities whose patterns match text (a union pattern rules most texts out)."""
        union = _entity_union(self.entities)
        if union is None or not union.search(text):
            return []
        return [e for e in self.entities if e.matches(text)]


@dataclass(frozen=True, kw_only=True)
class SectionMap:
    """A validated section map: the document's anchors and how increments become entries.

    Built by `config/validate.py` from `section_map.yaml`; each field declared with `key()`
    is the YAML key of the same name (README "section_map.yaml" lists them all).
    """

    version: int = key("the map format", Integer(1, 1), 1)
    document: Document = key("the living document", Table(Document, "document"))
    insert: Insert = key("where new bullets go in a section", Choice.of(Insert), "bottom")
    anchors: tuple[Anchor, ...] = key(
        "the anchor sections, in document order",
        Rows(Anchor, "an anchor"),
        hint="list the document's anchor sections",
    )
    fallback: str | None = key(
        "the anchor that takes increments nothing routes (flagged); without it they are an error",
        AnchorRef(),
        None,
    )
    archive: str | None = key(
        "the anchor where retired entries go: never continued by `apply`, accepted by "
        "`check --staged`",
        AnchorRef(),
        None,
    )
    contradictions: str | None = key(
        "the anchor that takes 矛盾/待核实 items concerning no increment and no entry (without "
        "it they are reported `unattached`)",
        AnchorRef(),
        None,
    )
    index: IndexConfig | None = key(
        "the arXiv index (absent: no index is kept)",
        Table(IndexConfig, "index", optional=True),
        None,
    )
    priority: Priority = key("the priority table", Table(Priority, "priority"))
    identity: Identity = key(
        "how an increment is recognised as continuing an entry", Table(Identity, "identity")
    )
    template: Template = key("how entries are written", Table(Template, "template"))
    path: str = "<map>"  # the file the map was read from

    def anchor(self, anchor_id: str) -> Anchor:
        return next(a for a in self.anchors if a.id == anchor_id)

    @property
    def topic(self) -> str:
        """The briefings' topic this document takes ("": any)."""
        return self.document.topic

    @property
    def auxiliary(self) -> frozenset[str]:
        """Anchors the document may lack (fallback, contradictions, archive, index): used when
        present, created when first needed."""
        named = {self.fallback, self.archive, self.contradictions}
        named.add(self.index.anchor if self.index else None)
        return frozenset(a for a in named if a is not None)

    def required(self, anchor_id: str) -> bool:
        return anchor_id not in self.auxiliary


@functools.lru_cache(maxsize=32)
def _entity_union(entities: tuple[Entity, ...]) -> re.Pattern[str] | None:
    patterns = [p.pattern for e in entities for p in e.match]
    if not patterns:
        return None
    try:
        return re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE)
    except re.error:  # e.g. inline flags that only work alone: always take the slow path
        return re.compile("")
