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
        said = f"{index._preamble()}\n{index._board_rules()}"  # (a board's lead states it too)
        assert first == versions.states_scores_under_benchmark(said)
        assert index._stated_scores_under_benchmark() is first
        stated += first
    assert stated >= 1


# --- issue 26, round 36: guards and counts read as the full readings -----------------------


def test_lead_text_writes_no_issue_mark_of_its_own() -> None:
    """`lead_text` adds no `#` (`_IndexFields.issues` reads only leads holding one)."""
    from patcher.document.identity import lead_text

    edges = [
        "[[tidewater]] Tidewater 潮汐 — 引擎",
        "#潮汐检索（Tidewell）～ 开源 RAG 框架 ～ 澄江实验室",
    ]
    for text in [*_texts(), *edges, *(f"- **{t}**" for t in _texts()[::7])]:
        assert "#" not in lead_text(text) or "#" in text, text


def test_issue_entries_read_as_every_lead_read(default_map: SectionMap) -> None:
    from patcher.document.identity import lead_text
    from patcher.plan.evidence.names import cites_issue

    cited = 0
    for path in sorted(DECISIONS.glob("*/doc-*.md")):
        doc = sections.load(split_text(path.name, path.read_text(encoding="utf-8")), default_map)
        index = Editor(doc, default_map).index.names
        texts = [lead_text(entry.lead) for entry in index.entries]
        full = [p for p, text in enumerate(texts) if "#" in text and cites_issue(text)]
        assert list(index.issues()) == full, path
        cited += len(full)
    assert cited > 50


def test_claims_shared_by_one_text_read_as_every_other_text_read() -> None:
    """`sharing_claims` counts the texts sharing each word where it took the union of every
    other text's for each text: the same words, so the same answer."""
    from patcher.plan.evidence import mentions

    lines = [t for t in _texts() if mentions.claim_tokens(t)][:3000]
    shared = 0
    for at in range(0, len(lines) - 8, 3):
        item, texts = " ".join(lines[at : at + 3]), lines[at + 1 : at + 9]
        mine = mentions.claim_tokens(item)
        theirs = [mentions.claim_tokens(t).keys() & mine.keys() for t in texts]
        unique = [
            sorted(words - set().union(*(o for j, o in enumerate(theirs) if j != i)))
            for i, words in enumerate(theirs)
        ]
        ranked = sorted(range(len(unique)), key=lambda i: -len(unique[i]))
        got = mentions.sharing_claims(item, texts)
        if got is not None:
            assert got == (ranked[0], [mine[w] for w in unique[ranked[0]]]), (item, texts)
            shared += 1
        else:  # (none, a tie, or one word that is not a product name of its title)
            first, second = unique[ranked[0]], unique[ranked[1]]
            assert not first or len(second) >= len(first) or len(first) == 1, (item, texts)
    assert shared > 50


def test_section_names_kept_read_as_read_afresh() -> None:
    from patcher.briefing import sections as briefing_sections

    for line in [*_texts(), "## 二、增量条目", "**Increments**", "【矛盾】", "三、To verify"]:
        for marked in (False, True):
            kept = briefing_sections.named_kind(line, marked)
            assert kept == briefing_sections.named_kind.__wrapped__(line, marked), line
