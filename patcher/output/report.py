"""What one apply run produced: the actions per increment, note and index row, and the diff."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from patcher.briefing.parse import Brief
    from patcher.plan.contradictions import NoteAction
    from patcher.plan.index import IndexAction
    from patcher.plan.model import Action
    from patcher.plan.priorities import Disagreement, Held
    from patcher.text.source import Text


@dataclass(frozen=True)
class ApplyReport:
    """What one `apply` did: each increment's action, the notes, index rows, held and
    disputed items, created sections, the unified diff and the new text (written by `write`
    only if the document still has `old_digest`)."""

    JSON_EXCLUDE: ClassVar[tuple[str, ...]] = ("new_text", "old_digest", "briefs")

    changed: bool
    actions: tuple[Action, ...]
    diff: str
    document: str
    new_text: Text
    old_digest: str
    briefs: tuple[Brief, ...] = ()
    contradictions: tuple[NoteAction, ...] = ()
    index: tuple[IndexAction, ...] = ()
    held: tuple[Held, ...] = ()
    disagreements: tuple[Disagreement, ...] = ()
    created: tuple[str, ...] = ()  # anchors whose section this run creates
