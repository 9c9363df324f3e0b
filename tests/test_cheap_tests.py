"""Cheap tests before the dear rules (issue 26: each extra briefing's cost). A text none of
the weakness kinds' first words starts in says no kind (`advisories._ANY_KIND`); a name said
as a kind's is in the text, case folded (`contrary.stated_kinds`); two releases listed hold two
dots (`_by_newest_affected`); the preamble's rule on scores is read once. Each answers as the
full rule does, on every line of the development sets and on words written to test the edges."""

from __future__ import annotations

import re
from collections.abc import Iterator

from patcher.config.sectionmap import SectionMap
from patcher.document import sections
from patcher.plan import advisories, contrary, versions
from patcher.plan.editor import Editor
from patcher.plan.evidence.index_incidents import _RELEASES_LISTED
from patcher.text.source import split_text

from .conftest import ROOT

DECISIONS = ROOT / "tests" / "data" / "decisions"
# Every kind's words, in other cases and with the letters case-insensitive matching folds
# (`ſ` for s, the Kelvin sign for k, dotless and dotted i), glued and set apart.
_EDGES = [
    *(w for words in advisories._KINDS.values() for w in re.findall(r"[\u4e00-\u9fff]{2,}", words)),
    "unauthenticated",
    "UNAUTHORISED admin",
    "without  auth",
    "No\tauthentication",
    "missing authz",
    "authn bypass",
    "FORGED token",
    "SpOoFing",
    "CSRF",
    "path traversal",
    "Directory\u00a0traversal",
    "Injections",
    "DoS",
    "denial-of-service",
    "leaked keys",
    "EXPOSURE",
    "privilege escalation",
    "sandbox escape",
    "escapes",
    "RCE",
    "remote code execution",
    "arbitrary code",
    "SSRF",
    "xss",
    "deserialisation",
    "world-readable",
    "arbitrary file read",
    "poisoned",
    "\u017fpoofing",
    "SPOO\u017f",
    "ſſrf",
    "leaK",
    "leak",
    "prıvilege escalation",
    "PRİVILEGE ESCALATION",
    "ınjection",
    "dıs",
    "XLeak",
    "aleak",
    "未鉴权",
    "鉴权被绕过",
    "认证 绕过",
    "远程代码执行",
    "代码执行",
    "任意文件读",
]


def _lines() -> Iterator[str]:
    for path in sorted(DECISIONS.glob("*/briefs/*.txt")) + sorted(DECISIONS.glob("*/*.md")):
        yield from path.read_text(encoding="utf-8").splitlines()


def _texts() -> list[str]:
    lines = list(dict.fromkeys(line.strip() for line in _lines()))
    glued = [f"Skua {a}{b}" for a in _EDGES for b in ("", "s", " 漏洞", "X")]
    return [*lines, *_EDGES, *glued, *(f"x{e}" for e in _EDGES), *(f"{e} 与 2.1" for e in _EDGES)]


def test_weaknesses_read_as_every_kind_read_on_its_own() -> None:
    said = 0
    for text in _texts():
        full = frozenset(k for k, pattern in advisories._KIND.items() if pattern.search(text))
        assert advisories.weaknesses.__wrapped__(text) == full, text
        said += bool(full)
    assert said > 200


def _stated_kinds_unguarded(name: str, texts: list[str]) -> list[str]:
    folded = name.casefold()
    found: list[str] = []
    for text in texts:
        for match in contrary._IS_KIND.finditer(text):
            if (match["name"] or match["en"]).casefold() == folded:
                found.append(match["kind"] or match["en_kind"])
        for match in contrary._KIND_BEFORE.finditer(text):
            if (match["name"] or match["named"]).casefold() == folded:
                found.append(match["kind"] or match["release_kind"])
    return found


def test_stated_kinds_read_as_every_text_read() -> None:
    edges = ["Streſs 是流式框架", "STRESS 是流式框架", "Kelvin 是单位", "straße is a road"]
    said = [t for t in _texts() if contrary._IS_KIND.search(t) or contrary._KIND_BEFORE.search(t)]
    found = 0
    for text in [*said, *_texts()[::20], *edges]:  # (every text saying a kind; others sampled)
        words = set(re.findall(r"[A-Za-z\u017f\u212a][A-Za-z0-9.\-\u017f\u212a]*", text))
        for word in [*sorted(words)[:4], "Stress", "kelvin", "STRASSE", ""]:
            for variant in (word, word.upper(), word.lower()):
                kinds = contrary.stated_kinds(variant, [text, "无关"])
                assert kinds == _stated_kinds_unguarded(variant, [text, "无关"]), (variant, text)
                found += bool(kinds)
    assert found > 100


def test_releases_listed_hold_two_dots() -> None:
    listed = 0
    texts = [*_texts(), "Sentinel 2.1 与 2.2 都能被绕过", "Weir v1.0 and v1.1", "Gantry 3.2/3.3"]
    for text in texts:
        if _RELEASES_LISTED.search(text) is not None:
            assert text.count(".") > 1, text
            listed += 1
    assert listed > 20


def test_the_preambles_rule_on_scores_is_read_once(default_map: SectionMap) -> None:
    stated = 0
    for path in sorted(DECISIONS.glob("*/doc-*.md")):
        text = path.read_text(encoding="utf-8")
        doc = sections.load(split_text(path.name, text), default_map)
        index = Editor(doc, default_map).index
        first = index._stated_scores_under_benchmark()
        assert first == versions.states_scores_under_benchmark(index._preamble())
        assert index._stated_scores_under_benchmark() is first
        stated += first
    assert stated >= 1
