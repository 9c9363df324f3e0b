"""An app the document gives no entry of its own: where the preamble notes apps under the
framework they are built on (`apps are noted under the framework they are built on`), a new
app whose title says what it is built on (`Lark Desk — 基于 Fenwick Toolkit 4.0 的桌面办公智能
体`) is news of that framework's entry (its generation's, where the document keeps one per
generation), not a new entry."""

from __future__ import annotations

import re
from collections.abc import Iterable

from patcher.plan.editor import Editor
from patcher.plan.entries import Target
from patcher.plan.evidence.names import names_of
from patcher.plan.evidence.spelling import form
from patcher.text.lazy import lazy

# A title saying, after its name and a dash, that its thing is built on a named framework
# (`Lark Desk — 基于 Fenwick Toolkit 4.0 的桌面办公智能体`, `Quire — a desktop agent built on
# Kestrel 2`): the app's name and the framework's name as written.
_BUILT_ON_TITLE = lazy(
    r"^(?P<app>[A-Z][A-Za-z0-9]*(?:[ \-][A-Z][A-Za-z0-9]*){0,3})\s*(?:[—–]{1,2}|:|：|\s-\s)\s*"
    r"(?:基于\s*(?P<zh>[A-Za-z][A-Za-z0-9 .\-]*?)\s*(?:的|开发|打造|构建)"
    r"|(?i:(?:an?\s+)?(?:[a-z\-]+\s+){0,4}(?:built|running|based)\s+on\s+)"
    r"(?P<en>[A-Z][A-Za-z0-9 .\-]*?)(?=\s*(?:$|[,，;；(（])))"
)


def built_on(title: str) -> tuple[str, str] | None:
    """The app's name and the framework's, where the title says its thing is built on a named
    framework (`_BUILT_ON_TITLE`); None else."""
    said = _BUILT_ON_TITLE.match(title.strip())
    if said is None:
        return None
    base = (said["zh"] or said["en"] or "").strip()
    return (said["app"], base) if base else None


def app_host_home(editor: Editor, title: str) -> Target | None:
    """The one live entry of the framework a new app's title says it is built on, where the
    preamble notes apps there (`states_apps_under_framework`): where the framework's name
    carries a generation and several live entries go by it, the one of that generation
    (`Fenwick Toolkit 6.0` → the 6 entry, not `Fenwick Toolkit 5`). None for another
    preamble, another title, an app the document names already, or no one such entry."""
    said = built_on(title)
    index = editor.index
    if not index.stated_apps_under_framework():
        return None
    if said is None:
        return _noted_app_home(editor, title)
    app, base = said
    if index.mentioned(app):
        return None  # (an app the document holds or names: its own reading)
    found = [p for p in _named_by(editor, base) if index.at(p).anchor not in index.retired]
    return index.at(found[0]) if len(found) == 1 else None


_WORD = lazy(r"[a-z0-9]+")


def _named_by(editor: Editor, base: str) -> list[int]:
    """The entries whose name opens with the framework's first word and writes every other word
    of it (`Fenwick Toolkit` in `Fenwick toolkit 6.0`), of the generation the framework's name
    carries where it carries one (`6.0`: not `Fenwick Toolkit 5`)."""
    mine = names_of(base)
    names = editor.index.names
    wanted = set(_WORD.findall(re.sub(r"\s+v?\d+(?:\.\d+)*\s*$", "", base).lower()))
    found = []
    for position in names.by_first.get(mine.first, []):
        theirs = names.entries[position].names
        if not wanted <= set(_WORD.findall(theirs.shown.lower())):
            continue
        if mine.version and theirs.version[:1] != mine.version[:1]:
            continue
        found.append(position)
    return found


# The capitalised Latin words a title opens with (`Lark Desk 首周 — …`: `Lark Desk`).
_LEADING_NAME = lazy(
    r"^\s*(?P<name>[A-Z][A-Za-z0-9]*(?:[ \-][A-Z][A-Za-z0-9]*){0,3})(?=\s|[\u4e00-\u9fff]|$)"
)
# A dated history item, its text after the day and a continuation mark (`- 2041-04-04 续：…`,
# `- 2041-04-04: …`).
_DATED_ITEM = lazy(r"^\s*[-*+]\s+\d{4}-\d{2}-\d{2}\s*(?:续\s*)?[:：]?\s*(?P<text>.+)$")
_DATED_OPENING = lazy(r"\s*[-*+]\s+\d{4}-\d{2}-\d{2}")


def _noted_app_home(editor: Editor, title: str) -> Target | None:
    """The one live entry whose history notes the app the title opens with as built on it
    (`- 2041-04-04 续：Lark Desk — 基于 Fenwick Toolkit 6.0 的…` for `Lark Desk 首周 — …`),
    where no entry goes by the app's name: the app's news is noted there too."""
    said = _LEADING_NAME.match(title)
    index = editor.index
    if said is None or index.mentioned(said["name"]):
        return None
    noted = index.item_heads(_built_apps, _DATED_OPENING).get(form(said["name"]), [])
    live = sorted({p for p, _ in noted if index.at(p).anchor not in index.retired})
    return index.at(live[0]) if len(live) == 1 else None


def _built_apps(target: Target) -> Iterable[tuple[str, bool]]:
    """The apps the entry's dated history items note as built on a framework (`_BUILT_ON_TITLE`
    read on the item's text), as forms."""
    for line in target.lines_read()[1:]:
        item = _DATED_ITEM.match(line)
        said = built_on(item["text"]) if item is not None else None
        if said is not None:
            yield form(said[0]), False
