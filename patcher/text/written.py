""" "As written" comparison: whether a text is already in the document, whatever escaping
and punctuation the patcher gave it when it wrote it (one home for the question)."""

from __future__ import annotations

from patcher.text.neutral import inline
from patcher.text.normalise import squash


def as_written(text: str, neutralised: bool = True) -> str:
    """The text as the document would hold it once written (neutralised, unless it already
    is), squashed: no whitespace, punctuation or escapes, case folded."""
    return squash((inline(text) if neutralised else text).replace("\\", ""))


def holds(body: str, text: str, neutralised: bool = True) -> bool:
    """`body` (document text) already holds `text` (a briefing's, unless `neutralised` is
    False: then text from the document too)."""
    own = as_written(text, neutralised)
    return bool(own) and own in as_written(body, neutralised=False)
