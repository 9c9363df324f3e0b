"""section_map.yaml → validated SectionMap; every error names the key, the line and the fix."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

MAP_NAME = "section_map.yaml"
PLACEHOLDERS = frozenset(
    {
        "title",
        "stars",
        "date",
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


@dataclass(frozen=True)
class Anchor:
    id: str
    heading: str
    level: int
    aliases: tuple[str, ...]
    keywords: tuple[str, ...]
    insert: str
    line: int
    headings: tuple[str, ...] = ()  # other titles the document may use for this anchor
    detail: str = "full"  # full: every point; digest: the summary line only (rest reported)

    @property
    def numbered(self) -> bool:
        """A `§`-numbered anchor (`§1.1`): found by its code, checked for order."""
        return self.id.lstrip().startswith("§")

    @property
    def titles(self) -> tuple[str, ...]:
        return (self.heading, *self.headings)


@dataclass(frozen=True)
class Entity:
    name: str
    patterns: tuple[re.Pattern[str], ...]

    def matches(self, text: str) -> bool:
        return any(p.search(text) for p in self.patterns)


@dataclass(frozen=True)
class Template:
    entry: str
    details: tuple[str, ...]
    update: str
    history: str
    note: str
    note_entry: str
    summary_points: int
    max_points: int


DEFAULT_TEMPLATE = Template(
    entry="**{title}** {stars}（{date}）：{summary}",
    details=("{points}", "{arxiv}", "来源：{sources}", "可信度：{credibility}"),
    update="{date} 续：{title} {stars}：{summary}",
    history="{date} 续立：{figures}",
    note="⚠️ 待核实（{risk}）：{suggestion}",
    note_entry="⚠️ 待核实（{risk}）：**{title}**：{suggestion}（{date}）",
    summary_points=1,
    max_points=0,
)


@dataclass(frozen=True)
class IndexConfig:
    """The arXiv index table: which anchor holds it, and the header of each column."""

    anchor: str
    id: str
    title: str | None
    section: str | None
    first: str | None
    last: str | None


@dataclass(frozen=True)
class SectionMap:
    path: str
    document_path: str
    title: str
    anchors: tuple[Anchor, ...]
    fallback: str | None
    archive: str | None
    identity_arxiv: bool
    identity_github: bool
    entities: tuple[Entity, ...]
    template: Template
    contradictions: str | None = None
    index: IndexConfig | None = None
    disagreement: str = "suggestion"
    topic: str = ""  # the briefings' topic this document takes (`document.topic`); "" any

    def entities_in(self, text: str) -> list[Entity]:
        """The entities whose patterns match text (a union pattern rules most texts out)."""
        union = _entity_union(self.entities)
        if union is None or not union.search(text):
            return []
        return [e for e in self.entities if e.matches(text)]

    def anchor(self, anchor_id: str) -> Anchor:
        return next(a for a in self.anchors if a.id == anchor_id)

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
    patterns = [p.pattern for e in entities for p in e.patterns]
    if not patterns:
        return None
    try:
        return re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE)
    except re.error:  # e.g. inline flags that only work alone: always take the slow path
        return re.compile("")
