"""A paper the arXiv index lists but no entry holds: the one entry citing it files it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from patcher.plan import index
from patcher.plan.editor import Editor
from patcher.plan.entries import Target
from patcher.plan.evidence.names import names_of
from patcher.plan.evidence.spelling import form
from patcher.text import marker, refs
from patcher.text.lazy import lazy

# What an arXiv id looks like, to find the entries that may cite one (`arxiv_ids` decides).
_ID_TOKEN = lazy(r"\d{4}\.\d{4,5}")


def paper_home(editor: Editor, keys: list[str]) -> Target | None:
    """The one live entry whose text cites the paper the increment's one arXiv key names
    (`- Paper (04-25): EpiMem, arXiv:2704.11832 — …` under `**Cairn**`), when no entry
    holds that key and the document's arXiv index lists the paper: where the document
    files it. None otherwise (an index's items are never entries: `document.sections`)."""
    ids = [k[len("arxiv:") :] for k in keys if k.startswith("arxiv:")]
    if len(ids) != 1 or editor.smap.index is None or not editor.doc.has(editor.smap.index.anchor):
        return None
    config = editor.smap.index
    if editor.index_tables is None:  # (the index's tables located once a run: issue 26, round 43)
        editor.index_tables = index.id_tables(editor.doc, config)
    listed = index.locate(editor.doc, config, {ids[0]}, editor.index_tables)  # (first: cheaper)
    if listed is None or not listed.by_id():
        return None
    found = [t for t in editor.index.live() if _cites(t, ids[0])]
    return found[0] if len(found) == 1 and marker.arxiv_key(ids[0]) not in found[0].keys else None


def _cites(target: Target, arxiv_id: str) -> bool:
    return arxiv_id in target.tokens(_ID_TOKEN) and arxiv_id in refs.arxiv_ids(
        target.body, keep=False
    )


def implemented_paper_home(
    editor: Editor, title: str, keys: list[str], points: Sequence[str]
) -> Target | None:
    """The entry filing the paper a title's subject implements (`DocLattice 代码开源` whose
    points cite `arXiv:3806.22719` as what it implements), no arXiv key of the increment's own:
    the one live entry citing that one id (`paper_home`) and writing the title's name right
    before it (`- 2039-06-30: DocLattice (arXiv:3806.22719), …` under `### Document layout`).
    None otherwise."""
    if any(k.startswith("arxiv:") for k in keys):
        return None
    ids = refs.arxiv_ids("\n".join(points), keep=False)
    first = names_of(title).first
    if len(ids) != 1 or not first:
        return None
    home = paper_home(editor, [marker.arxiv_key(ids[0])])
    if home is None:
        return None
    named = rf"([A-Za-z][A-Za-z0-9\-]*)\s*[(（]\s*arXiv\s*[:：]?\s*{re.escape(ids[0])}"
    if not any(form(m[1]) == first for m in re.finditer(named, home.body, re.I)):
        return None
    return home
