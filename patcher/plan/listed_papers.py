"""A row of an arXiv index kept as a list is no entry of its paper: the entry filing it is."""

from __future__ import annotations

from patcher.plan.editor import Editor
from patcher.plan.entries import Target
from patcher.text import refs


def index_row(editor: Editor, target: Target) -> bool:
    """The target is a row of the document's arXiv index (a list item under its heading)."""
    index = editor.smap.index
    return index is not None and target.anchor == index.anchor


def paper_home(editor: Editor, row: Target) -> Target | None:
    """The one live entry outside the index whose text cites the row's paper (`- Paper
    (04-25): EpiMem, arXiv:2704.11832 — …` under `**Cairn**`): where the document files it;
    None when no entry or several do."""
    ids = [k[len("arxiv:") :] for k in row.keys if k.startswith("arxiv:")]
    if len(ids) != 1:
        return None
    found = [
        t
        for t in editor.index.live()
        if not index_row(editor, t) and ids[0] in t.body and ids[0] in _cited(t.body)
    ]
    return found[0] if len(found) == 1 else None


def _cited(body: str) -> list[str]:
    return refs.arxiv_ids(body, keep=False)
