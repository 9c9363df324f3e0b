"""The patcher's marker `<!-- livedoc:id=… keys=… -->`, the item ids it carries and the
identity keys: written and read here only.

Item ids: `2026-09-21#1` (increment 1), `2026-09-21#adj-A` (adjacent increment A),
`2026-09-21#c2` (contradiction item 2); a same-day second briefing's id carries a suffix
from its content, `2026-09-21#1.3fa2c1`. Identity keys: `arxiv:2609.19969`,
`gh:owner/repo#N`, `url:HOST/PATH` (the canonical address of one specific page: a post, a
document; not a site, a listing, release notes or a repository), `entity:NAME` (a named
entity of the map), `name:NAME` (the normalised name of the thing an entry is about).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from patcher.text.lazy import lazy
from patcher.text.markdown import UNESCAPED
from patcher.text.normalise import fold

# A `<` after an odd number of backslashes is escaped text, not a comment.
MARKER = lazy(UNESCAPED + r"<!--\s*livedoc:(?P<body>[^<>]*?)\s*-->")
# MARKER on a text without a backslash, where its look-behind always holds and its escape
# pairs match nothing: the same matches (spans and groups), found three times faster (the
# literal `<!--` first lets the search skip ahead).
_UNESCAPED_MARKER = lazy(r"<!--\s*livedoc:(?P<body>[^<>]*?)\s*-->")
IN_LINE = lazy(UNESCAPED + r"<!--\s*livedoc:[^<>\n]*?\s*-->")  # never across lines
OPENING = lazy(UNESCAPED + r"<!--\s*livedoc\b", re.I)  # where a marker starts
# The same without the escape look-behind (which costs 15 ms a megabyte), to find the lines
# that may hold a marker; `problems` then reads them with OPENING.
ANYWHERE = lazy(r"<!--\s*livedoc\b", re.I)
# The date of a marker's item id, without the escape look-behind either: finds the lines
# whose ids may name a day no calendar has (`lint/check.py` then reads them with `read`).
ID_DATE = lazy(r"<!--\s*livedoc:[^<>]*?(?<![A-Za-z0-9_])id=(?P<date>\d{4}-\d{2}-\d{2})#")
FIELD = lazy(r"^(?P<key>id|keys)=(?P<value>\S+)$")
ID_SHAPE = lazy(r"^\d{4}-\d{2}-\d{2}#(?:adj-)?(?:\d+|[0-9A-Za-z]{1,4})(?:\.[0-9a-f]{6})?$")
KEY_SHAPE = lazy(
    r"^(?:arxiv:\d{4}\.\d{4,5}|gh:[\w.-]+/[\w.-]+#\d+|entity:[\w.\-]+|name:[^\s,<>]+"
    r"|url:[a-z0-9.\-]+/[a-z0-9._~%/+\-]+)$"
)
_NOT_IN_NAME_KEY = lazy(r"[\s,<>\-_./·:：()（）\[\]【】*`~'\"]+")


@dataclass(frozen=True)
class Marker:
    """What one marker says: the item ids and the identity keys."""

    ids: tuple[str, ...]
    keys: tuple[str, ...]


def write(item_id: str, keys: Iterable[str] = ()) -> str:
    """`<!-- livedoc:id=ID keys=K1,K2 -->` (no `keys=` when there are none)."""
    listed = ",".join(dict.fromkeys(k for k in keys if KEY_SHAPE.match(k)))
    body = f"id={item_id}" + (f" keys={listed}" if listed else "")
    return f"<!-- livedoc:{body} -->"


def read(text: str) -> list[Marker]:
    """Every marker in `text` (code spans are the caller's to blank out)."""
    if "livedoc:" not in text:
        return []
    return [_fields(match.group("body")) for match in _marker(text).finditer(text)]


def _fields(body: str) -> Marker:
    ids: list[str] = []
    keys: list[str] = []
    for part in body.split():
        field = FIELD.match(part)
        if field and field.group("key") == "id":
            ids.append(field.group("value"))
        elif field:
            keys += [k for k in field.group("value").split(",") if k]
    return Marker(tuple(ids), tuple(keys))


def strip(text: str, replacement: str = " ") -> str:
    """`text` without its markers (each replaced by `replacement`)."""
    return _marker(text).sub(replacement, text) if "<!--" in text else text


def _marker(text: str) -> re.Pattern[str]:
    """MARKER, or the same pattern without its escape test for a text with no backslash."""
    return MARKER if "\\" in text else _UNESCAPED_MARKER


def problems(line: str) -> list[str]:
    """What is wrong with the markers of one line (empty when every one is well formed)."""
    found = []
    for start in OPENING.finditer(line):
        marker = MARKER.match(line, start.start())
        if marker is None:
            found.append("malformed identity marker: write `<!-- livedoc:id=DATE#N -->`")
            continue
        fields = dict(part.partition("=")[::2] for part in marker.group("body").split())
        unknown = sorted(set(fields) - {"id", "keys"})
        if unknown or not ID_SHAPE.match(fields.get("id", "")):
            found.append(
                f"malformed identity marker {marker.group(0)!r}: "
                "needs id=YYYY-MM-DD#N and optional keys="
            )
            continue
        bad = [k for k in fields.get("keys", "").split(",") if k and not KEY_SHAPE.match(k)]
        if bad or ("keys" in fields and not fields["keys"]):
            found.append(
                f"malformed identity marker key {(bad or [''])[0]!r}: "
                "keys are arxiv:ID, gh:owner/repo#N, url:HOST/PATH, entity:NAME or name:NAME"
            )
    return found


# --- item ids -----------------------------------------------------------------------------------


def increment_id(date: str, number: str, adjacent: bool = False) -> str:
    """`2026-09-21#3`, or `2026-09-21#adj-B` for an adjacent increment."""
    return f"{date}#{'adj-' + number if adjacent else number}"


def note_id(date: str, number: str) -> str:
    """A contradiction item's id: `2026-09-21#c2`."""
    return f"{date}#c{number}"


def base(item_id: str) -> str:
    """The id without a same-day suffix: `2026-09-21#1.3fa2c1` → `2026-09-21#1`."""
    return item_id.split(".", 1)[0]


def day(item_id: str) -> str | None:
    """The date an item id names (None for other ids, such as `section:verify`)."""
    return item_id.split("#", 1)[0] if "#" in item_id else None


def is_note(item_id: str) -> bool:
    """The id of a contradiction note, not of an increment."""
    return "#c" in item_id


def suffixed(item_id: str, text: str) -> str:
    """An id made unique by its content: `2026-09-21#1` → `2026-09-21#1.3fa2c1`."""
    import hashlib  # here: `check` reads markers and never needs it

    digest = hashlib.sha1(fold(text).encode("utf-8")).hexdigest()[:6]
    return f"{base(item_id)}.{digest}"


# --- identity keys ------------------------------------------------------------------------------


def arxiv_key(arxiv_id: str) -> str:
    return f"arxiv:{arxiv_id}"


def github_key(ref: str) -> str:
    return f"gh:{ref}"


def cve_key(cve_id: str) -> str:
    return f"cve:{cve_id}"


def entity_key(name: str) -> str:
    return f"entity:{name}"


def name_key(normalised: str) -> str | None:
    """`name:NAME` for a normalised name (None when nothing of it can go into a marker)."""
    text = _NOT_IN_NAME_KEY.sub("", normalised)
    return f"name:{text}" if text else None


# The last part of an address that lists pages rather than being one: a site's blog, its
# releases, its docs (`github.com/o/r/releases` is cited by every release of `o/r`).
_LISTING = frozenset(
    {"blog", "blogs", "news", "docs", "doc", "documentation", "releases", "release", "tags"}
    | {"tag", "changelog", "papers", "posts", "learn", "articles", "wiki", "index", "en", "zh"}
    | {"zh-cn", "category", "topics", "latest", "main", "master"}
)
_GITHUB_PAGE = frozenset({"blob", "tree", "wiki", "commit", "compare"})
_NOT_IN_URL_KEY = lazy(r"[^a-z0-9._~%/+\-]+")


_SCHEME = lazy(r"^(?i:https?)://")
_DASH_RUN = lazy(r"-{2,}")


def url_key(url: str) -> str | None:
    """`url:HOST/PATH` for the address of one specific page (scheme, `www.`, query, fragment
    and a final `/` dropped; case folded); None for a site, a listing, release notes, a
    repository, an issue or pull request (a `gh:` key), an arXiv page (an `arxiv:` key)."""
    address = _SCHEME.sub("", url.strip()).split("#", 1)[0].split("?", 1)[0]
    host, _, path = address.lower().partition("/")
    host = host.rpartition("@")[2].partition(":")[0].removeprefix("www.")  # no user, port
    parts = [p for p in _NOT_IN_URL_KEY.sub("", path).split("/") if p]
    if "." not in host or not parts or host.endswith("arxiv.org"):
        return None
    if any(p.startswith(("release", "changelog")) for p in parts):
        return None  # release notes: every change of the release cites them
    if host == "github.com":
        specific = len(parts) >= 4 and parts[2] in _GITHUB_PAGE
    else:
        last = parts[-1].removesuffix(".html").removesuffix(".htm")
        slug = len(last) >= 8 and any(c.isdigit() or c == "-" for c in last)
        specific = last not in _LISTING and (len(parts) >= 2 or slug)
    if not specific:
        return None
    key = _DASH_RUN.sub("-", f"url:{host}/{'/'.join(parts)}")
    return key[:160]


# Pages many things are ranked, listed or reported on: a leaderboard (`…/leaderboard/2032-12`,
# `leaderboards.example.org/x`), a ranking or standings page, a status page, a search or
# compare page. Each product ranked there cites it, so it identifies none of them: its
# address names the board, not one thing on it (a post, a paper, an issue, a release does).
_BOARD_HOSTS = frozenset(
    {"leaderboard", "leaderboards", "board", "boards", "scoreboard", "rank", "ranking"}
    | {"rankings", "standings", "status"}
)
_BOARD_PARTS = _BOARD_HOSTS | frozenset(
    {"lb", "scoreboards", "ranks", "search", "compare", "results", "scores", "trending"}
    | {"explore", "list", "lists", "directory", "catalog", "arena"}
)
BOARD_WORDS = _BOARD_PARTS  # (the words of a board's address: no name of the thing it ranks)
# A post's slug after a board's part: two words of three letters or more (`results/
# 2031-quill-eval-study` is one report; `leaderboard/2032-12`, `board/v2` are editions).
_POST_SLUG = lazy(r"[a-z]{3,}[-_.][a-z0-9\-_.]*?[a-z]{3,}")
# After a ranking's own word an edition may be worded (`standings/spring-open`, `leaderboard/
# final-round`): a post there takes three words (`leaderboard/how-we-score-agents`).
_RANKING_PARTS = _BOARD_HOSTS | frozenset({"lb", "scoreboards", "ranks"})
_LONG_SLUG = lazy(r"[a-z]{3,}[-_.][a-z0-9\-_.]*?[a-z]{3,}[-_.][a-z0-9\-_.]*?[a-z]{3,}")


def board_page(key: str) -> bool:
    """A `url:` key of a board's page (`_BOARD_HOSTS`, `_BOARD_PARTS`: a host's first label
    or a path part, no post's slug after it; after a ranking's word, a worded edition is no
    post): a page many things cite, no strong identity of one entry
    (`index_names._shared_page`)."""
    if not key.startswith("url:"):
        return False
    host, _, path = key[len("url:") :].partition("/")
    if host.split(".", 1)[0] in _BOARD_HOSTS:
        return True
    parts = [p.removesuffix(".html").removesuffix(".htm") for p in path.split("/")]
    return any(
        p in _BOARD_PARTS
        and not any(
            (_LONG_SLUG if p in _RANKING_PARTS else _POST_SLUG).search(q) for q in parts[n + 1 :]
        )
        for n, p in enumerate(parts)
    )


def status_page(key: str) -> bool:
    """A `url:` key of a status page (`status.marlpit.example/incidents/k7`, `…/status/…`):
    the address names the service whose status it is, not a board's maker."""
    host, _, path = key[len("url:") :].partition("/")
    return host.split(".", 1)[0] == "status" or "status" in path.split("/")


def kind(key: str) -> str:
    """`arxiv`, `gh`, `entity` or `name`: what kind of identity a key is."""
    return key.split(":", 1)[0]


def value(key: str) -> str:
    """The key without its kind: `arxiv:2609.19969` → `2609.19969`."""
    return key.split(":", 1)[1] if ":" in key else key


def strong(key: str) -> bool:
    """An arXiv id or a GitHub ref: one is enough to say two items are about one thing."""
    return key.startswith(("arxiv:", "gh:"))
