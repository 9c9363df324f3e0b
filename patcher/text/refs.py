"""Reference extraction: arXiv ids, GitHub issue/PR refs and URLs in free text."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from patcher.text.lazy import kept, lazy

# YYMM.NNNNN (or the pre-2015 NNNN), optional version; months 01-12 only.
# Boundaries are ASCII-only: `论文2609.20511提出` holds an id (CJK is `\w` to Python's re).
# The id comes first, so the engine can skip to digits; before it, no Latin letter, digit, `_`
# or `.`, unless it is glued to an `arXiv` that has none before it itself (`arXiv2609.20511`).
_AX = "[aA][rR][xX][iI][vV]"
ARXIV = lazy(
    rf"(?P<id>\d(?:(?<![A-Za-z0-9_.]\d)|(?<={_AX}\d)(?<![A-Za-z0-9_.]{_AX}\d))"
    r"\d(?:0[1-9]|1[0-2])\.\d{4,5})(?P<version>[vV]\d+)?(?![A-Za-z0-9_]|\.[A-Za-z0-9])"
)
ARXIV_STRICT = lazy(r"^\d{2}(?:0[1-9]|1[0-2])\.\d{4,5}(?:v\d+)?$")
_NAME = r"[A-Za-z0-9_.-]"
# An owner is letters, digits and hyphens (GitHub allows no dot: `latticelabs.dev/changelog#2`
# is a web page's anchor, not an issue).
_GH_QUALIFIED = lazy(
    rf"(?<![A-Za-z0-9_./-])(?P<repo>[A-Za-z0-9][A-Za-z0-9-]*/{_NAME}+)#(?P<num>\d+)(?![0-9])"
)
_GH_URL = lazy(
    rf"github\.com/(?P<repo>{_NAME}+/{_NAME}+)/(?:issues|pull|pulls|discussions)/(?P<num>\d+)",
    re.IGNORECASE,
)
_GH_REPO = lazy(r"github\.com/(?P<repo>[A-Za-z0-9_-]+/[A-Za-z0-9_.-]*[A-Za-z0-9_-])", re.IGNORECASE)
# Bare #NNN (three digits or more): "#2" after a vote count is a rank, not an issue.
# A ref naming the repository without its owner (`capstan#1034`): the one repository's.
_GH_SHORT = lazy(r"(?<![A-Za-z0-9_./-])(?P<repo>[A-Za-z][A-Za-z0-9_.\-]*)#(?P<num>\d+)(?![0-9])")
_GH_BARE = lazy(r"(?<![A-Za-z0-9_/#▲△&])#(?P<num>\d{3,})(?![0-9])")
# The endings that make a bare `host.tld/path` (no scheme) an address: common top-level domains,
# none a file's extension (`config.yaml/`, `Name.js/`, `notes.md/`, `lib.so/` are not hosts).
_TLDS = (
    "com|org|ai|io|net|dev|to|co|cn|blog|app|works|tech|info|xyz|site|page|studio"
    "|news|me|tv|uk|de|fr|jp|eu|us|ca"
)
# A URL ends at whitespace, brackets, quotes, and CJK or full-width characters.
_URL_CHAR = r"[^\s<>()（）\"'，。；、·|\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]"


@functools.cache
def _url_pattern() -> re.Pattern[str]:
    """Compiled when first needed: its character class costs 2 ms, and only briefings have
    URLs to find. Case is ignored in the scheme and host only (a case-insensitive class of
    CJK ranges costs 5 ms more)."""
    return kept(  # (its code kept between runs, as a lazy pattern's)
        rf"(?:(?i:https?)://{_URL_CHAR}+)"
        rf"|(?<![A-Za-z0-9_@/.])(?i:(?:[a-z0-9-]+\.)+(?:{_TLDS}))"
        rf"/{_URL_CHAR}*"
    )


_TLD_SLASH = lazy(rf"\.(?i:{_TLDS})/")


# The same texts (titles, fields) are asked about from several places in a run: each
# function keeps its answers (as tuples) and hands out fresh lists.


def arxiv_ids(text: str, *, keep: bool = True) -> list[str]:
    """Normalised arXiv ids in order of first appearance (`arXiv:2605.11093v1` → `2605.11093`).
    `keep=False` for text seen once (a document's entries): not kept for a later ask."""
    return list(_arxiv_ids(text) if keep else _scan_arxiv_ids(text))


def _scan_arxiv_ids(text: str) -> tuple[str, ...]:
    return _unique(m.group("id") for m in ARXIV.finditer(text))


_arxiv_ids = functools.lru_cache(maxsize=4096)(_scan_arxiv_ids)


def first_arxiv_id(text: str) -> str | None:
    """`arxiv_ids(text)[0]` (None when there is none), without reading on past it."""
    found = ARXIV.search(text)
    return found.group("id") if found else None


def github_repos(text: str) -> list[str]:
    return list(_github_repos(text))


@functools.lru_cache(maxsize=4096)
def _github_repos(text: str) -> tuple[str, ...]:
    if "github.com/" not in text.casefold():
        return ()
    return _unique(m.group("repo").lower().removesuffix(".git") for m in _GH_REPO.finditer(text))


def github_refs(text: str, default_repo: str | None = None, *, keep: bool = True) -> list[str]:
    """`owner/repo#N` refs; a bare `#NNN` is qualified with default_repo when one is known.
    `keep=False` as for `arxiv_ids`."""
    return list((_github_refs if keep else _scan_github_refs)(text, default_repo))


def _scan_github_refs(text: str, default_repo: str | None) -> tuple[str, ...]:
    if "#" not in text and "github" not in text.casefold():
        return ()  # every form needs one or the other
    found = [f"{m['repo'].lower()}#{m['num']}" for m in _GH_URL.finditer(text)]
    found += [f"{m['repo'].lower()}#{m['num']}" for m in _GH_QUALIFIED.finditer(text)]
    prefix = default_repo or ""
    found += [f"{prefix}#{m['num']}" for m in _GH_BARE.finditer(text)]
    if default_repo:  # `capstan#1034` with `meridian-compute/capstan` the one repository
        name = default_repo.rsplit("/", 1)[-1].casefold()
        found += [
            f"{default_repo.lower()}#{m['num']}"
            for m in _GH_SHORT.finditer(text)
            if m["repo"].casefold() == name
        ]
    return _unique(found)


_github_refs = functools.lru_cache(maxsize=4096)(_scan_github_refs)


# A CVE id (`CVE-2027-35520`): one vulnerability, whoever writes it.
_CVE = lazy(r"(?<![A-Za-z0-9])CVE-(\d{4})-(\d{4,7})(?![0-9])", re.IGNORECASE)


def cve_ids(text: str) -> list[str]:
    """CVE ids in order of first appearance, upper-cased (`cve-2027-35520` → `CVE-2027-35520`)."""
    if "cve" not in text.casefold():
        return []
    return list(dict.fromkeys(f"CVE-{m[1]}-{m[2]}" for m in _CVE.finditer(text)))


def first_github_ref(text: str) -> str | None:
    """The first `owner/repo#N` of `github_refs(text)` (links come first, then refs as
    written; a bare `#N` never), None when there is none, without reading on past it."""
    if "#" not in text and "github" not in text.casefold():
        return None
    for pattern in (_GH_URL, _GH_QUALIFIED):
        if found := pattern.search(text):
            return f"{found['repo'].lower()}#{found['num']}"
    return None


def first_short_ref(text: str) -> str | None:
    """The first issue written `repo#N` without its owner (`(orca-serve#1207)`), as
    `repo#N` lower-cased; None when there is none."""
    found = _GH_SHORT.search(text) if "#" in text else None
    return f"{found['repo'].lower()}#{found['num']}" if found else None


def short_key(key: str) -> str | None:
    """The owner-less key of an issue key (`gh:starsea/orca-serve#1207` →
    `ghshort:orca-serve#1207`), as an entry citing it without its owner carries; else None."""
    if not key.startswith("gh:") or "#" not in key:
        return None
    return f"ghshort:{key[3:].rsplit('/', 1)[-1].lower()}"


def urls(text: str, *, keep: bool = True) -> list[str]:
    """URLs in order of first appearance (`keep=False` for text seen once)."""
    return list(_urls(text) if keep else _scan_urls(text))


def _scan_urls(text: str) -> tuple[str, ...]:
    if "://" not in text and not _TLD_SLASH.search(text):
        return ()  # each form needs one or the other
    return _unique(m.group().rstrip(".,;:") for m in _url_pattern().finditer(text))


_urls = functools.lru_cache(maxsize=4096)(_scan_urls)


def _unique(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(items))
