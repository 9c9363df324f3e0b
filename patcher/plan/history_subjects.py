"""A thing no entry is named by, which one entry's own history records as its subject: that
entry files it (an app under the model it launched on, a paper under its research line)."""

from __future__ import annotations

from collections.abc import Iterable

from patcher.plan.editor import Editor
from patcher.plan.entries import Target
from patcher.plan.evidence.spelling import form
from patcher.text import marker, refs
from patcher.text.lazy import lazy

# The capitalised Latin words a title opens with (`Fennec Studio 上架 iPad 版`: `Fennec Studio`;
# Chinese glued after them: `Lingo Pal语伴`), a numbered generation glued on maybe (`GlimpseTok-2`).
_LEADING_NAME = lazy(
    r"^\s*(?P<name>[A-Z][A-Za-z0-9]*(?:\s+[A-Z][A-Za-z0-9]*){0,2})(?P<n>-\d)?(?=\s|[\u4e00-\u9fff])"
)
# A dated history item of an editor's entry, its text after the day's colon
# (`- 2039-06-18: Fennec Studio, Hollowbay's video-editing app, launched on …`).
_DATED_ITEM = lazy(r"^\s*[-*+]\s+\d{4}-\d{2}-\d{2}\s*:\s*(?P<text>.+)$")
# What such an item's line opens with (`_DATED_ITEM` matches only a line this matches): the
# document's lines are matched once against it, and only entries holding one are read.
_DATED_OPENING = lazy(r"\s*[-*+]\s+\d{4}-\d{2}-\d{2}\s*:")
# The words an item opens with, up to a comma, a bracket, a colon, a dash or `launched`.
_ITEM_HEAD = lazy(r"[A-Za-z][A-Za-z0-9\- ]*?(?=\s*[,(（:：—–]|\s+(?:launched|released))")

# An item saying the entry's model runs a named app (`powers the Clipwright editing app`,
# `now drives the Lingo Pal speaking-practice app`): that app is a subject of the entry's
# history, as an item opening with its name is.
_POWERS_APP = lazy(
    r"(?<![A-Za-z])(?:powers|drives|runs)\s+(?:the\s+)?"
    r"(?P<name>[A-Z][A-Za-z0-9]*(?:\s+[A-Z][A-Za-z0-9]*){0,2})"
    r"(?:\s+[a-z][a-z\-]*){0,3}\s+apps?(?![A-Za-z])"
)

_CITES_PAPER = lazy(r"(?i)arXiv\s*[:：]?\s*\d{4}\.\d{4,5}")

# An apposition after an item's head calling the thing a user of the line (`Ardent Bank, a
# pilot customer, moved …`, `…, an early adopter, …`): someone using the entry's thing, not a
# thing of its line (an app launched on it, a paper of it).
_USER_APPOSITION = lazy(
    # (the user word the apposition's head: no `for`, `of` before it, `a dictation app for
    # call-centre customers` is an app)
    r"(?i)\s*[,(（]\s*(?:an?|the|one\s+of\s+(?:its|the))\s+"
    r"(?:(?!(?<![A-Za-z])(?:for|of|to|at|in|with|by|serving|among)\s)[^,()（）]){0,40}?"
    r"(?<![A-Za-z])(?:customers?|clients?|users?|adopters?|licensees?|subscribers?|buyers?"
    r"|tenants?|partners?|resellers?|investors?)\s*[,)）]"  # (the apposition's last word)
)


def history_subject_home(editor: Editor, title: str, keys: list[str]) -> Target | None:
    """The one live entry an editor wrote whose dated history opens an item with the name
    the title opens with (`- 2039-06-18: Fennec Studio, … app, launched on …` under `###
    Skylark Motion 2` for `Fennec Studio 上架 iPad 版`): the document records that thing in
    that entry's history, no entry of its own. A paper of its own (an arXiv key) named as a
    numbered successor (`GlimpseTok-2`) fits an item opening with its predecessor and citing
    a paper (`- 2039-07-22: GlimpseTok (arXiv:3807.11842), …` under `### Visual tokenizers`):
    the line it continues. None for no such entry, or several."""
    said = _LEADING_NAME.match(title)
    if said is None:
        return None
    paper = any(k.startswith("arxiv:") for k in keys)
    if said["n"] and not paper:
        return None
    index = editor.index
    items = index.item_heads(_item_heads, _DATED_OPENING).get(form(said["name"]), [])
    found = {p for p, cites in items if (cites or not said["n"])}
    live = [p for p in sorted(found) if index.at(p).anchor not in index.retired]
    if len(live) != 1:
        return None
    moved = _moved_to(editor, title[said.end() :], live[0])
    return index.at(moved if moved is not None else live[0])


def _moved_to(editor: Editor, rest: str, home: int) -> int | None:
    """The one other live entry of the home's line the rest of the title names (`Clipwright
    剪匠 接入 Kinora 3` with its history under `Kinora 2`: the app moved to the `Kinora 3`
    entry's generation), where the thing now goes; None where it names none, or several."""
    names = editor.index.names
    first = names.entries[home].names.first
    if not first:
        return None
    others = [
        p
        for p in editor.index.mentioned(rest)
        if p != home and names.entries[p].names.first == first and names.entries[p].names.version
    ]
    return others[0] if len(others) == 1 else None


def _item_heads(target: Target) -> Iterable[tuple[str, bool]]:
    """The names the items of the entry's history the editor wrote (no night's marker) open
    with (as forms), each with whether the item cites an arXiv paper; none for a night's
    entry (no editor's record)."""
    if marker.ANYWHERE.search(target.title):
        return
    for line in target.lines_read()[1:]:  # (not kept: every live entry is read)
        item = _DATED_ITEM.match(line)
        if item is None or marker.ANYWHERE.search(line):
            continue
        head = _ITEM_HEAD.match(item["text"])
        if head is not None and not _USER_APPOSITION.match(item["text"], head.end()):
            yield form(head.group()), _CITES_PAPER.search(item["text"]) is not None
        for app in _POWERS_APP.finditer(item["text"]):  # (`powers the Clipwright editing app`)
            yield form(app["name"]), False


# A dated history item of an editor's entry, whatever follows its day (`- 2040-10-22 — incident
# tallowlabs/quillserve#4417: …`, `- 2040-10-22: …`), its text after the day.
_DATED_ANY = lazy(r"^\s*[-*+]\s+\d{4}-\d{2}-\d{2}(?P<text>(?:\s|[:：—–-]).*)$")
_DATED_ANY_OPENING = lazy(r"\s*[-*+]\s+\d{4}-\d{2}-\d{2}(?:\s|[:：—–-])")


def issue_history_home(editor: Editor, keys: list[str]) -> Target | None:
    """The one live entry an editor wrote whose dated history cites the increment's issue
    (`- 2040-10-22 — incident tallowlabs/quillserve#4417: …` under `### Quillserve 3` for
    `Quillserve #4417 … 修复 PR 合并`), where the preamble files incidents under the entry
    they affect (`versions.states_incidents_under_entry`): the issue's follow-up is news of
    the entry that recorded it. None for no such entry, or several, or another preamble."""
    issues = [k for k in keys if k.startswith("gh:") and "#" in k]
    index = editor.index
    if not issues or not index.stated_incidents_under_entry():
        return None
    cited = index.item_heads(_item_issues, _DATED_ANY_OPENING)
    found = {p for k in issues for p, _ in cited.get(k, [])}
    live = [index.at(p) for p in sorted(found) if index.at(p).anchor not in index.retired]
    return live[0] if len(live) == 1 else None


def _item_issues(target: Target) -> Iterable[tuple[str, bool]]:
    """The issue keys (`gh:owner/repo#N`) the dated history items the editor wrote (no
    night's marker) cite; none for a night's entry."""
    if marker.ANYWHERE.search(target.title):
        return
    for line in target.lines_read()[1:]:
        item = _DATED_ANY.match(line)
        if item is None or marker.ANYWHERE.search(line):
            continue
        for ref in refs.github_refs(item["text"]):
            yield marker.github_key(ref), False
