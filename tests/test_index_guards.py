"""The cheap tests run before the entry index's patterns (issue 26: filing ~4,300 entries ran
~72 pattern operations an entry, most of them finding nothing): each guard is a condition the
pattern cannot match without, so a guarded reading is the unguarded one. Held here on every
line of generated and labelled documents and briefings, and on generated text full of the
characters that could fool a guard (case-blind letters, full width, backslashes, markers)."""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patcher.config.sectionmap import SectionMap
from patcher.document import identity
from patcher.plan import contrary, entries, evidence, form, incidents, versions
from patcher.text import marker
from patcher.text.glossary import Glossary
from patcher.text.normalise import fold_width

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
from generate import document as generated

DECISIONS = ROOT / "tests" / "data" / "decisions"
# characters a guard could get wrong: case-blind equivalents (Kelvin sign, long s, dotless
# i), full width, brackets of both widths, backslashes, markers, CJK, digits, spaces
TRICKY = (
    "aAkKcClLhHeErRfFtTnNmMsSvVuUiI.-_ \t\u3000\u212a\u017f\u0131\u0130ＡａＫｋ（）()【】[]"
    "\\<>!*~称简下又为之中文名与和跟同对比横评vs0123456789０１２"
)
PIECES = (
    "<!-- livedoc:id=2026-01-01#1 keys=name:x -->",
    "\\<!-- livedoc:id=2026-01-01#2 -->",
    "a.k.a",
    "hereafter",
    "called",
    "calls it",
    "Chinese name",
    "中文名",
    "下称",
    "v1.2",
    ".post1",
    "-cu121",
    "-cuv1",
    "（龙门路由）",
    "router (龙门路由)",
    "【推理引擎】",
    "[tag] ",
    "**",
    "__",
    "与",
    "对比",
)
TEXTS = st.lists(st.sampled_from(PIECES) | st.text(alphabet=TRICKY, max_size=6), max_size=10)


def _lines() -> Iterator[str]:
    yield from generated(200_000).split("\n")
    for path in sorted(DECISIONS.glob("*/doc-*.md")) + sorted(DECISIONS.glob("*/briefs/*.txt")):
        yield from path.read_text(encoding="utf-8").split("\n")


LINES = sorted(set(_lines()))


def _agree(text: str) -> None:
    """Every guarded reading is the unguarded one on `text`."""
    assert evidence.abbreviations._short_hint(text) == bool(
        evidence.abbreviations._SHORT_HINT.search(text)
    ), text
    assert evidence.readings._labelled_hint(text) == bool(
        evidence.readings._LABELLED_HINT.search(text)
    ), text
    assert marker.strip(text) == marker.MARKER.sub(" ", text), text
    found = [marker._fields(m["body"]) for m in marker.MARKER.finditer(text)]
    assert marker.read(text) == found, text
    assert evidence.spelling._untagged(text) == evidence.spelling._LEADING_TAG.sub("", text), text
    unversioned = evidence.spelling._POST.sub("", evidence.spelling._VERSION_V.sub("", text))
    assert evidence.spelling._unversioned(text) == unversioned, text
    if evidence.names._KIND_THEN_CHINESE.search(text):
        assert evidence.names._CJK_BRACKETED.search(text), text
    if evidence.names._PAIRED.match(text):
        assert evidence.names._pairs_words(text), text
    plain = evidence.spelling._nfkc(marker.MARKER.sub(" ", text)).replace("**", "")
    assert evidence.spelling._plain(text) == plain, text


def test_guard_letters_lower_to_themselves() -> None:
    """A guard tests a case-blind pattern's letters in `str.lower()` of the text: sound only
    when every character `re.I` matches to one of them lowers to it (not so for `s`: `ſ`)."""
    words = (*evidence.abbreviations._SHORT_HINT_WORDS, *evidence.abbreviations._RENAME_HINT_WORDS)
    words = (*words, *versions._RENAME_WORDS)
    letters = set("".join(words) + "name") - {"."}
    for letter in sorted(letters):
        pattern = re.compile(re.escape(letter), re.I)
        matched = [chr(c) for c in range(sys.maxunicode + 1) if pattern.fullmatch(chr(c))]
        assert all(c.lower() == letter for c in matched), (letter, matched)
    assert re.fullmatch("s", "\u017f", re.I) and "\u017f".lower() != "s"  # (the test can fail)
    v = re.compile("v", re.I)  # (`names._may_compare` looks for `v` and `V` as written)
    assert [chr(c) for c in range(sys.maxunicode + 1) if v.fullmatch(chr(c))] == ["V", "v"]


@pytest.mark.parametrize("chunk", range(4))
def test_guarded_readings_agree_on_documents_and_briefings(chunk: int) -> None:
    for text in LINES[chunk::4]:
        _agree(text)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(TEXTS)
def test_guarded_readings_agree_on_tricky_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    _agree(text)
    _agree(text.casefold())


def test_the_form_votes_stop_where_the_vote_is_settled() -> None:
    """A numbered list counting up, a table not laid out, a `<` mdformat would escape: each
    settles its vote (`detect` keeps that form only when none is), later lines are not read;
    the counts up to there are the same."""
    assert form._number_votes(["1. a", "2. b", "", "1. c", "1. d"]) == (0, 1)
    assert form._number_votes(["1. a", "1. b", "", "1. c", "2. d", "2. e"]) == (2, 1)
    assert form._number_votes(["1. a", "1. b"]) == (1, 0)
    aligned = ["| a | b |", "| - | - |", "| 1 | 2 |"]
    unaligned = ["| a | b |", "|---|---|", "| 1 | 2 |"]
    for lines, votes in (
        ([*aligned, "", *unaligned, "", *aligned], (1, 1)),
        ([*unaligned, "", *aligned], (0, 1)),
        ([*aligned, "", *aligned], (2, 0)),
    ):
        assert form._table_votes(tuple(lines), range(len(lines))) == votes  # type: ignore[arg-type]
    assert form._less_than_votes(["`<x>` <!-- livedoc:id=1 -->", "a \\<b", "c <d"]) == (1, 0)
    assert form._less_than_votes(["a \\<b", "x <3", "c \\<d"]) == (1, 1)


def test_entries_citing_an_issue_are_kept_in_order_four_bytes_each() -> None:
    """`NameIndex.issues` keeps positions in an array (a set of a third of a large document's
    entries took ~2 MB at the run's peak): the same answers as the set."""
    held = evidence.positions._Ascending()
    positions = [0, 3, 4, 17, 1000, 87_000]
    for position in positions:
        held.add(position)
    assert list(held) == positions
    assert all(p in held for p in positions)
    assert not any(p in held for p in (-1, 1, 2, 5, 999, 1001, 87_001, "3", 3.5))
    with pytest.raises(AssertionError):
        held.add(17)  # (positions only grow: entries are only appended)


# Characters the thirteenth round's early exits could get wrong besides `TRICKY`'s: combining
# marks after a full-width bracket, full-width marks, the marks a subject ends at, spaces.
WIDE = "（）：，\u0301\u0338\u20dd·—–→|+&#★⭐\u00a0\u3000\t\n"
GUARD_PIECES = (
    *PIECES,
    *("arXiv:2601.00001", "ARXIV 2601.00001", "#12", " vs ", " - ", "/", "（龙门）", "(云枢)"),
    *("github.com/Kelvin-ai/\u212aestrel-rt", "kestrel-ai/kestrel-rt", "AB 1.2", "A2A 1.0"),
    *("AB-1.2", "更名", "（原 Foo）", "RENAMED", "Formerly", " + ", " & "),
    *("Orbweaver ", "ReNaMeD to ", "REBRANDED AS ", "改名为", "重命名为", "织像", "Weft"),
    *(
        "TBG 0.2（Token Budget Governor）",
        "（TBG，Token Budget Governor）",
        "（K8S，Kubernetes 8）",
    ),
    *("**2026-11-12**", "【2026年11月2日】", "** \u0663\u0663\u0663\u0663-1-2"),
    *("Quayside ", "推出", "正式发布", "上线", "开源", "Relayer Cloud", "A2A 协议", "规范", "标准"),
)
GUARD_TEXTS = st.lists(
    st.sampled_from(GUARD_PIECES) | st.text(alphabet=TRICKY + WIDE, max_size=6), max_size=10
)


def _guards_hold(text: str) -> None:
    """What the thirteenth round's early exits rest on holds on `text`."""
    assert fold_width(text) == unicodedata.normalize("NFKC", text), text
    guarded, whole = versions._renamed(text), versions._RENAMED.search(text)
    assert (guarded and guarded.span()) == (whole and whole.span()), text
    hinted = evidence.abbreviations._rename_hinted(text)
    assert hinted == bool(evidence.abbreviations._RENAME_HINT.search(text)), text
    names = evidence.names
    if names._CJK_BRACKETED.search(text) or any(True for _ in names._cjk_brackets(text)):
        assert names._CJK_OPENED.search(text), text
    head = text.strip()  # (`spelled_out_name`: an abbreviation its release is cut from)
    tail = names._VERSION_TAIL.search(head)
    if names._ABBREVIATION.match(head[: tail.start()].strip() if tail else head):
        assert names._ABBREVIATION_START.match(head), text
    _prefilter_guards_hold(text)
    folded = text.casefold()  # (`own_repository_name`: a repository's name follows a slash)
    for repo in contrary.written_repos(text) | contrary.repos_of(text):
        first = repo.rsplit("/", 1)[-1].split("-")[0]
        assert not first.isascii() or f"/{first}" in folded, (text, repo)


def test_common_wide_marks_decompose_to_their_replacements() -> None:
    """`fold_width` replaces four full-width marks before NFKC: each one's decomposition (the
    text NFKC composes) is its replacement's, so the text composes alike."""
    for wide, narrow in (("（", "("), ("）", ")"), ("：", ":"), ("，", ",")):
        for way in ("NFKD", "NFKC"):
            assert unicodedata.normalize(way, wide) == narrow == unicodedata.normalize(way, narrow)


@pytest.mark.parametrize("chunk", range(4))
def test_early_exits_rest_on_what_documents_and_briefings_hold(chunk: int) -> None:
    for text in LINES[chunk::4]:
        _guards_hold(text)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(GUARD_TEXTS)
def test_early_exits_rest_on_what_tricky_text_holds(pieces: list[str]) -> None:
    text = "".join(pieces)
    _guards_hold(text)
    _guards_hold(unicodedata.normalize("NFKC", text))


def _prefilter_guards_hold(text: str) -> None:
    """What the early exits of the name prefilter, `subject` and `lead_text` rest on."""
    names = evidence.names
    assert names._single_spaced(text) == names._SPACES.sub(" ", text), text
    assert not names._NOISE.search(text) or names._NOISE_HINT.search(text), text
    assert not names._SUBJECT_END.search(text) or names._ENDS_HINT.search(text), text
    spaced = evidence.spaced(text).replace(" ", "")
    assert evidence.positions._spaced_out(text, {text: evidence.form(text)}) == spaced, text
    stop = names._NAME_STOP.search(text)
    match = names._NAME_BRACKET.match(text) if stop and stop.group() in "（(" else None
    if match:  # (`_bracketed_pair` reads no bracket `_abbreviation_near` rules out)
        cut = names._VERSION_TAIL.sub("", match["head"].strip())
        parts = [cut, *names._BRACKET_PARTS.split(match["inside"].strip())]
        if any(names._ABBREVIATION.match(p) for p in parts):
            assert names._abbreviation_near(text, stop.end()), text
    assert not identity._LABEL.match(text) or text[:1] in identity._LABEL_OPENERS, text
    assert not identity.refs.ARXIV.search(text) or "." in text, text  # (`_own_arxiv_id`)
    assert not names._COMPARES.search(text) or names._may_compare(text), text
    launched = identity._MAKER_LAUNCHES.match(text)  # (`launched_product`: a launch word first)
    assert not launched or any(word in text for word in identity._LAUNCHES), text
    abbreviations = evidence.abbreviations  # (`latin_before_kind`: a standard's kind ends it)
    kind = abbreviations._LATIN_THEN_KIND.match(text.strip())
    if kind and abbreviations._THING_KIND.search(kind["kind"]):
        assert text.strip().endswith(abbreviations._THING_KINDS), text
    assert not identity._CODE_NAME.match(text) or text.startswith("`"), text
    assert not identity._CHECKBOX.match(text) or text.startswith("["), text
    assert not identity._DATE_FIRST.match(text) or identity._digit_within(text, 3), text
    if identity._DATE_IN_BOLD.match(text):
        assert text[2:3].isdigit() or text[2:3].isspace(), text


def test_only_the_ascii_space_is_printable_whitespace() -> None:
    """`_single_spaced` leaves a printable text without two spaces in a row as it is: sound
    only when every other character `\\s` matches is not printable."""
    spaces = [chr(c) for c in range(sys.maxunicode + 1) if re.fullmatch(r"\s", chr(c))]
    assert [c for c in spaces if c.isprintable()] == [" "]


def _symptom_alternation(glossary: Glossary) -> re.Pattern[str]:
    """The symptom hint as it was: every term an alternative of its own, then the Chinese."""
    terms = [t for row in glossary.rows if row[0] in incidents.SYMPTOMS for t in row]
    words = sorted({r"[\s\-_]*".join(map(re.escape, t.split())) for t in terms})
    return re.compile("|".join([*words, *incidents.HINTS]))


def test_symptom_hints_find_what_one_alternation_finds(default_map: SectionMap) -> None:
    """`_symptom_hints` (the terms grouped by first character, the Chinese words apart) finds a
    symptom in every line of documents and briefings the one alternation finds one in."""
    fields = evidence.index_fields
    hints = evidence.NameIndex(glossary=default_map.identity.terms)._symptom_hints()
    alternation = _symptom_alternation(default_map.identity.terms)
    assert len(hints) == 2
    for line in LINES:
        lowered = line.lower()
        assert fields._found_in(hints, lowered) == bool(alternation.search(lowered)), line


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    st.lists(st.text(alphabet="ab .-_*(|\\\u212a卡死", max_size=5), min_size=1, max_size=6),
    st.text(alphabet="ab .-_*(|\\\u212a卡死挂起", max_size=12),
)
def test_first_character_groups_find_what_alternatives_find(terms: list[str], text: str) -> None:
    """Grouping terms by first character finds the same texts, escaped and spaced alike (a
    term of spaces only too: it is found everywhere, as its empty alternative is)."""
    words = sorted({r"[\s\-_]*".join(map(re.escape, t.split())) for t in terms})
    grouped = re.compile(evidence.index_fields._first_character_groups(terms))
    assert bool(grouped.search(text)) == bool(re.compile("|".join(words)).search(text))


def _gates_hold(text: str, glossary: Glossary) -> None:
    """`entry_readings` skips a reader whose own first test its gate is: a name with Chinese
    in it (`latin` false) or outside ASCII (`plain` false) gets nothing from the skipped."""
    names, abbreviations = evidence.names, evidence.abbreviations
    shown = evidence.subject(text)
    if evidence.spelling._HAS_CJK.search(shown):
        assert not names.described_chinese(text, shown, glossary), text
        assert not names.bracketed_chinese(text, shown, glossary), text
        assert evidence.readings.labelled_chinese(text, shown) is None, text
    else:
        spelled = ("Token Budget Governor",)  # (a Latin name its brackets could give)
        assert not abbreviations.translated_short_forms(text, shown, spelled), text
    if shown.isascii():
        assert not abbreviations.bracketed_repository(text, shown), text
        assert not names.latin_tail(shown, (), glossary), text
    else:
        assert not names.maker_bracketed_chinese(text, shown, glossary), text


@pytest.mark.parametrize("chunk", range(4))
def test_reading_gates_hold_on_documents_and_briefings(chunk: int, default_map: SectionMap) -> None:
    for line in LINES[chunk::4]:
        _gates_hold(identity.lead_text(line), default_map.identity.terms)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(GUARD_TEXTS)
def test_reading_gates_hold_on_tricky_text(pieces: list[str]) -> None:
    _gates_hold("".join(pieces), Glossary())


def test_a_title_s_incident_reading_is_kept() -> None:
    """`contrary.new_incident` is pure and asked by several rules of every candidate and
    contradiction item for the same titles (2,021 asks of 787 titles in the bench's 100
    briefings at 1 MB): kept, bounded, as the uncached reading."""
    contrary.new_incident.cache_clear()
    for title in ("Tern Serve 显存泄漏（o/r#12）", "Tern Serve 2.4 发布 — 降低 OOM 风险"):
        assert contrary.new_incident(title) == contrary.new_incident.__wrapped__(title)
        assert contrary.new_incident(title) == contrary.new_incident.__wrapped__(title)
    info = contrary.new_incident.cache_info()
    assert (info.hits, info.misses, info.maxsize) == (2, 2, 256)
    assert contrary.new_incident("Tern Serve 显存泄漏（o/r#12）")


_UNGUARDED_SYMPTOM = re.compile(incidents._SYMPTOM_ALTERNATIVES)
_UNGUARDED_CHINESE = re.compile(incidents._CHINESE_ALTERNATIVES)
# every word of the symptom vocabulary, in the case forms `re.I` matches (long s, Kelvin sign,
# dotless and dotted i among them), beside what a boundary or another word may bring
_SYMPTOM_WORDS = [
    "hang", "HUNG", "Stall", "stuck", "runaways", "crashed", "segfault", "segmentation  fault",
    "leaks", "deadlock", "truncated", "truncation", "truncates", "cut off", "timeout",
    "timed\tout", "out of memory", "eviction storm", "storm", "outage", "regression", "OOM",
    "oom", "ſtall", "ſegfault", "deadlocK", "evıctıon storm", "tİmeout", "卡死", "卡住", "挂起",
    "停滞", "卡顿", "僵死", "无响应", "失控", "崩溃", "宕机", "段错误", "泄漏", "泄露", "死锁",
    "截断", "超时", "溢出", "驱逐风暴", "风暴", "x", "_", "1", " ", "-",
]  # fmt: skip
_SYMPTOM_TEXTS = st.lists(
    st.sampled_from(_SYMPTOM_WORDS) | st.text(alphabet=TRICKY + "OoGgDdWwYyBb卡死风", max_size=4),
    max_size=10,
)


def _symptoms_read(pattern: re.Pattern[str], text: str) -> list[object]:
    """Everything a caller can read of the symptom pattern's matches in `text`."""
    return [(m.span(), m.lastindex, m.groupdict()) for m in pattern.finditer(text)]


def _symptom_guard_holds(text: str) -> None:
    guarded = incidents.SYMPTOM
    assert _symptoms_read(guarded, text) == _symptoms_read(_UNGUARDED_SYMPTOM, text), text
    chinese = incidents._CHINESE_SYMPTOM
    assert _symptoms_read(chinese, text) == _symptoms_read(_UNGUARDED_CHINESE, text), text
    found = _UNGUARDED_SYMPTOM.search(text)
    assert (found and found.span()) == ((m := guarded.search(text)) and m.span()), text


def test_symptom_guard_names_every_start() -> None:
    """The guard's classes hold each alternative's first character: a literal letter or
    Chinese character (no group, escape or class an alternative could start with)."""
    guard = incidents._first_characters()
    for name, (latin, cjk) in incidents._WORDS.items():
        for word in incidents._alternatives(latin):
            assert word[0].isascii() and word[0].isalpha() and word[0].lower() in guard, word
        for word in filter(None, cjk.split("|")):
            assert not word[0].isascii() and word[0] in guard, word
            # (a word of a term that names no incident entry, `风暴` of storm, `大面积延迟` of
            # an outage, is no symptom hint)
            assert word[0] in incidents._CHINESE_FIRST or name not in incidents.SYMPTOMS, word
    assert incidents._alternatives("truncat(?:ed|e)|cut\\s+off") == [
        "truncat(?:ed|e)",
        "cut\\s+off",
    ]


def test_symptom_guard_letters_take_every_case_form() -> None:
    """Every character `re.I` matches to a Latin word's first letter (`ſ` to `s`) is one the
    guard's case-blind class matches: checked over every code point."""
    letters = re.search(r"\(\?i:\[([a-z]+)\]\)", incidents._first_characters())
    assert letters is not None
    every = "".join(chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c < 0xE000)
    blind = {m.group() for m in re.finditer(f"(?i:[{letters[1]}])", every)}
    for letter in letters[1]:
        assert {m.group() for m in re.finditer(f"(?i:{letter})", every)} <= blind, letter
    assert "\u017f" in blind and "\u212a" not in blind  # (`ſ` is an `s`; no word starts on `k`)


@pytest.mark.parametrize("chunk", range(2))
def test_symptom_guard_agrees_on_documents_and_briefings(chunk: int) -> None:
    """The guarded symptom pattern finds what the unguarded one finds, span and group alike."""
    for text in LINES[chunk::2]:
        _symptom_guard_holds(text)


@settings(max_examples=600, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(_SYMPTOM_TEXTS)
def test_symptom_guard_agrees_on_tricky_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    _symptom_guard_holds(text)
    _symptom_guard_holds(text.upper())


def _symptom_after_name_before(lead: str) -> bool:
    """`incidents.symptom_after_name` as it read before the symptom was searched first."""
    parts = incidents._DASHED.split(lead, maxsplit=1)
    if len(parts) < 2 or incidents.describes_tool(lead) or incidents._FIX.search(parts[0]):
        return False
    return bool(incidents.SYMPTOM.search(parts[0]))


def _incident_entry_before(shown: str, first: str) -> bool:
    """`EntryIndex._incident_entry` as it read before its symptom was searched once."""
    lead = identity.lead_text(first)
    if incidents.SYMPTOM.search(shown) and incidents.describes_tool(lead):
        return False
    if contrary.incident_named(shown, lead) or contrary.incident_named(shown, first):
        return True
    if _symptom_after_name_before(lead):
        return True
    return incidents.named_by_issue(shown) or incidents.cites_incident(lead)


def _incident_readings_agree(first: str) -> None:
    """The reordered incident readings are the ones before on a first line `first`, the
    entry named by the line's own name or by the whole line."""
    lead = identity.lead_text(first)
    assert incidents.symptom_after_name(lead) == _symptom_after_name_before(lead), lead
    for shown in (incidents.entry_name(lead), first, lead):
        now = entries.EntryIndex._incident_entry(shown, first, lead)
        assert now == _incident_entry_before(shown, first), (shown, first)


@pytest.mark.parametrize("chunk", range(2))
def test_incident_readings_agree_on_documents_and_briefings(chunk: int) -> None:
    """`symptom_after_name` searching the symptom first, `_incident_entry` searching the
    name's symptom once: the same answers on every line of the documents and briefings."""
    for text in LINES[chunk::2]:
        _incident_readings_agree(text)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(_SYMPTOM_TEXTS)
def test_incident_readings_agree_on_tricky_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    for tool in ("", " — 死锁检测器", " — a stall tracer", "（o/r#123）修复 — ", "：事故 — "):
        _incident_readings_agree(text + tool)
        _incident_readings_agree("**" + text + "** " + tool)


_PACKAGE_BEFORE = re.compile(
    r"^(?P<name>[A-Z][A-Za-z0-9\-]{2,})\s*[（(](?P<package>[a-z][a-z0-9\-_]{2,30})[)）]"
)


def _package_bracket_before(text: str, name: str) -> tuple[str, ...]:
    """`readings.package_bracket` as written before its bracket guard (a slice matched)."""
    if "(" not in text and "（" not in text:
        return ()
    at = text.find(name) if name else -1
    said = _PACKAGE_BEFORE.match(text[at:]) if at >= 0 else None
    if said is None or said["name"] != name.split("（")[0].split("(")[0].strip():
        return ()
    package = said["package"]
    return (
        (package,) if said["name"].casefold().replace("-", "") in package.replace("-", "") else ()
    )


def _camel_before(name: str) -> tuple[str, ...]:
    """`spelling.camel_short_forms` as written before it tested the camel case first."""
    lead = re.match(r"^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+(?![A-Za-z0-9\-])", name)
    if lead is None:
        return ()
    parts, found = lead.group().split("-"), []
    for i, part in enumerate(parts):
        capitals = "".join(c for c in part if c.isupper())
        if len(capitals) >= 3 and re.fullmatch(r"[A-Z][a-z]+(?:[A-Z]+[a-z]*)+", part):
            found.append("-".join([*parts[:i], capitals, *parts[i + 1 :]]) + name[lead.end() :])
    return tuple(found)


def _name_readings_agree(text: str) -> None:
    """The guarded package and camel-case readings answer as the unguarded ones on `text`."""
    from patcher.plan.evidence import readings, spelling

    lead = identity.lead_text(text)
    name = lead.split(" — ")[0].split("：")[0].strip()
    for shown in {name, name.split(" ")[0], lead[:12], "Strata", "Strata (pgstrata)"}:
        assert readings.package_bracket(lead, shown) == _package_bracket_before(lead, shown)
        assert spelling.camel_short_forms(shown) == _camel_before(shown), shown


@pytest.mark.parametrize("chunk", range(2))
def test_name_readings_agree_on_documents_and_briefings(chunk: int) -> None:
    """The bracket guard before the package pattern and the camel test before counting
    capitals: the same answers on every line of the documents and briefings."""
    for text in LINES[chunk::2]:
        _name_readings_agree(text)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    st.lists(
        st.sampled_from([*TRICKY, "Strata", "pgstrata", "TensorRT", "-LLM", " (", "（"]),
        max_size=14,
    )
)
def test_name_readings_agree_on_tricky_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    for tail in ("", " — 向量库", "（pgstrata）＝ 检索", " (strata-db) — x"):
        _name_readings_agree("- " + text + tail)
        _name_readings_agree("- Strata" + text + tail)


def _bracketed_latin_before(visible: str) -> list[str]:
    """`names._bracketed_latin` as written before its capital-after-a-bracket guard."""
    from patcher.plan.evidence import names

    quoted = names._quoted_latin(visible) if "(" in visible or "（" in visible else []
    if quoted:
        return quoted
    match = names._CHINESE_THEN_LATIN.match(visible) if "(" in visible or "（" in visible else None
    if match is None or names._ABBREVIATION.match(match["latin"]):
        return []
    if not names._HAS_CJK.search(match["head"]):
        return []
    head, latin = match["head"], match["latin"]
    restated = names._tail_restated(head, latin) or names._release_restated(head, latin)
    if match["more"] and names._NOT_CJK_ONLY.search(head) and not restated:
        return []
    said = {w.casefold() for w in names._HEAD_WORD.findall(latin)}
    if not {w.casefold() for w in names._HEAD_WORD.findall(head)} <= said:
        return []
    bare = names._VERSION_TAIL.sub("", latin)
    return [latin] if names._proper(bare) and names.distinctive(names.form(bare)) else []


def _subject_prefixes_before(visible: str) -> str:
    """`names.subject`'s first two steps as written before their first-character guard."""
    from patcher.plan.evidence import names

    seen = names._PREFIXED.sub("", visible, count=1)
    return names._NEW_EDITION_FIRST.sub("", seen, count=1)


def _defined_names_before(text: str) -> list[str]:
    """`names.defined_names` as written before its fast path (no bracket, no two capitals)."""
    from patcher.plan.evidence import names, spelling

    visible = spelling._untagged(spelling._visible(text))
    whole = spelling._plain(text)
    spelled = names._SPELLED_OUT.match(whole.replace("~~", "").strip())
    if spelled and names._spells(spelled["abbr"], spelled["full"]):
        words = re.split(r"[ \-]", spelled["full"])[: len(spelled["abbr"])]
        full = spelled["full"][: sum(map(len, words)) + len(words) - 1]
        head = spelled["name"].strip()
        return [spelled["abbr"], full] + ([f"{head} {full}"] if head else [])
    match = names._DEFINES.match(visible) if "(" in visible else None
    if match is None:
        bold = spelling._untagged(whole.replace("~~", "")).strip()
        pair = names._bracketed_pair(visible)
        pair = pair or (names._bracketed_pair(bold) if visible != bold else [])
        return pair or list(names.bracketed_latin(text))
    abbr, full = match["abbr"], match["full"]
    if full and abbr not in (names._initials(full), names._initials(full.replace("-", ""))):
        return []
    core = names._LATIN_CORE.match(match["name"].strip())
    found = [abbr, full or ""]
    if core and core.group().strip() != match["name"].strip():
        found += [f"{core.group().strip()} {n}" for n in found if n]
    return [n for n in found if n]


def _lead_readings_agree(text: str) -> None:
    """The guarded bracketed Latin name, subject prefixes and defined names are the unguarded
    ones on `text`, read as a lead and as written."""
    from patcher.plan.evidence import names, spelling

    for lead in {text, identity.lead_text(text)}:
        visible = spelling._visible(lead)
        bold = spelling._untagged(spelling._plain(lead).replace("~~", "")).strip()
        for seen in (visible, bold, lead):
            assert names._bracketed_latin(seen) == _bracketed_latin_before(seen), seen
            if seen.lstrip()[:1] not in names._PREFIX_FIRSTS:
                assert _subject_prefixes_before(seen) == seen, seen
        assert names.defined_names(lead) == _defined_names_before(lead), lead


def test_prefix_guard_letters_and_spaces_are_the_patterns() -> None:
    """The prefix guard's case-blind letters match only themselves and their capitals, and
    `str.lstrip` takes off exactly the characters `\\s` matches."""
    for letter in "cev":
        pattern = re.compile(letter, re.I)
        matched = [chr(c) for c in range(sys.maxunicode + 1) if pattern.fullmatch(chr(c))]
        assert matched == [letter.upper(), letter], (letter, matched)
    space = re.compile(r"\s")
    for c in map(chr, range(sys.maxunicode + 1)):
        assert bool(space.fullmatch(c)) == (c.lstrip() == ""), hex(ord(c))


@pytest.mark.parametrize("chunk", range(4))
def test_lead_readings_agree_on_documents_and_briefings(chunk: int) -> None:
    """Each guarded lead reading answers as the unguarded one on every line of the documents
    and briefings."""
    for text in LINES[chunk::4]:
        _lead_readings_agree(text)


_LEAD_PIECES = (
    "**",
    "~~",
    "（",
    "）",
    "(",
    ")",
    "：",
    " — ",
    "更正：",
    "Correction: ",
    "VERIFIED — ",
    "新版",
    "全新 ",
    "最新版",
    "Kestrel ",
    "KV",
    "XQ-7",
    "Harbor Relay Mesh",
    "HRM",
    "梭鱼调度器",
    "“织梭”框架",
    "Loomwork",
    "，",
    "arXiv:2601.00001",
    "（2026-01-28）",
    "【推理】",
    "⭐",
    "\u3000",
    "\u00a0",
    "\u212a",
)


@settings(max_examples=500, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.lists(st.sampled_from(_LEAD_PIECES) | st.text(alphabet=TRICKY, max_size=4), max_size=12))
def test_lead_readings_agree_on_tricky_text(pieces: list[str]) -> None:
    text = "".join(pieces)
    _lead_readings_agree(text)
    _lead_readings_agree("- " + text)


@pytest.mark.parametrize(
    "lead",
    [
        "梭鱼调度器（ Loomwork Relay）：分层调度",
        "**梭鱼调度器**（\u3000Pikeshade）— 调度",
        "“织梭”框架（ Loomwork · 青穹实验室）",
        "新版Quillrun 2.0 发布",
        " 全新 Osprey 3 上线",
        "最新版Tarn-Edge 2 发布",
        "更正：Heron 论文 arXiv 号",
        "  Verified: Heron Gate 1.2",
        "erratum — Marlowe 0.4",
        "CONFIRMED: Sorrel 3",
        "已核实：Quayline 2.1",
        "**Kilnworks Serve**（KWS）：推理服务",
        "HRM — Harbor Relay Mesh, preview",
        "~~H~~RM — Harbor Relay Mesh",
        "港湾中继网格（HRM，Harbor Relay Mesh）",
        "港湾中继网格 (HRM)",
        "Harbor Relay Mesh（HRM）⭐⭐（2026-01-28）：网格",
        "Pallid Router(arXiv:2601.00001)⭐⭐(2026-01-28):缓存",
    ],
)
def test_lead_readings_agree_on_new_wordings(lead: str) -> None:
    """Leads each guard must let through (a space after the bracket, every prefix's first
    character, an abbreviation in brackets, spelled out, or joined across `~~`)."""
    _lead_readings_agree(lead)
    _lead_readings_agree("- " + lead)


_HEADS = st.sampled_from(
    ["", "梭鱼调度器", "“织梭”框架", "Harbor Relay Mesh", "KWS ", "新版", "更正："]
)
_INSIDES = st.sampled_from(
    ["Loomwork", "HRM", "Harbor Relay Mesh", "HRM，Harbor Relay Mesh", "2026"]
)


@settings(max_examples=500, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    st.tuples(
        _HEADS,
        _HEADS,
        st.sampled_from(["(", "（", ""]),
        st.sampled_from(["", " ", "\u3000"]),
        _INSIDES,
        st.sampled_from([")", "）", ""]),
        st.sampled_from(["", "：缓存", " — HRM"]),
    )
)
def test_lead_readings_agree_on_built_leads(parts: tuple[str, ...]) -> None:
    _lead_readings_agree("".join(parts))
    _lead_readings_agree("**" + "".join(parts[:2]) + "**" + "".join(parts[2:]))


def _inert_brackets_hold(text: str) -> None:
    """Where `_INERT_BRACKETS` takes the whole of a lead's plain text, none of the short-form
    patterns `short_forms` runs can match: not after any bracket (`_SHORT_BRACKET`,
    `_SHORT_LAST_ITEM`, anchored where the entry's name ends, white space before a bracket
    changing nothing), nor anywhere (`_SHORT_ALONE`); and `short_forms` gives nothing."""
    abbreviations, spelling = evidence.abbreviations, evidence.spelling
    for whole in {text, spelling._plain(text)}:
        if not abbreviations._INERT_BRACKETS.fullmatch(whole):
            continue
        assert abbreviations._SHORT_ALONE.search(whole) is None, whole
        for at, char in enumerate(whole):
            if char in "(（":
                after = whole[at:]
                assert abbreviations._SHORT_BRACKET.match(after) is None, after
                assert abbreviations._SHORT_LAST_ITEM.match(after) is None, after
        if not abbreviations._short_hint(whole) and whole == spelling._plain(text):
            for shown in {names_subject(text), whole[:12], "arXiv", "Pallid Router"}:
                assert abbreviations.short_forms(text, shown) == (), (text, shown)


def names_subject(text: str) -> str:
    from patcher.plan.evidence import names

    return names.subject(identity.lead_text(text))


@pytest.mark.parametrize("chunk", range(4))
def test_inert_brackets_hold_no_short_form_on_documents_and_briefings(chunk: int) -> None:
    for text in LINES[chunk::4]:
        _inert_brackets_hold(text)
        _inert_brackets_hold(identity.lead_text(text))


_INERT_PIECES = (
    "（2026-01-28）",
    "(2026-01-28)",
    "（arXiv:2601.00001）",
    "(arXiv:2601.00001v2)",
    "（owner/repo#12）",
    "(aka/x-y#3)",
    "(called/a.b#4)",
    "(a.k.a./hereafter#5)",
    "（calls-it/x_y#6）",
    "(AB-cd/ef#7)",
    "**",
    "<!-- livedoc:id=2026-01-01#1 keys=name:x -->",
    "Pallid Router",
    " — ",
    "：",
    "，",
    "；",
    ")",
    "）",
    " ",
    "⭐",
    "TRT-LLM",
    "下称",
)


@settings(max_examples=600, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.lists(st.sampled_from(_INERT_PIECES) | st.text(alphabet=TRICKY, max_size=4), max_size=12))
def test_inert_brackets_hold_no_short_form_on_tricky_text(pieces: list[str]) -> None:
    _inert_brackets_hold("".join(pieces))
    _inert_brackets_hold("**Pallid Router**" + "".join(pieces))


def test_a_large_document_s_leads_hold_inert_brackets_only() -> None:
    """The guard takes the leads it is for (a generated document's: a date, an arXiv id or an
    issue in brackets), and no lead with another bracket."""
    plain = evidence.spelling._plain
    inert = evidence.abbreviations._INERT_BRACKETS
    for lead in (
        "**Pallid Router**（arXiv:2601.00001）⭐⭐（2026-01-28）：缓存，与 vLLM 对比。",
        "**Zumomovo Cache 修复**（risuka/risuka-rt#73729）⭐⭐⭐⭐（2026-03-24）：解码路由",
        "**Vokasusa-Serve** ⭐⭐⭐⭐（2026-09-17）：推理缓存 <!-- livedoc:id=2026-07-14#12 -->",
    ):
        assert inert.fullmatch(plain(lead)), lead
    for lead in ("**TensorRT-LLM**（TRT-LLM）", "X (NVIDIA; TRT-LLM)", "X（2026-01-28，TRT）"):
        assert not inert.fullmatch(plain(lead)), lead


def _readers(text: str, shown: str, glossary: Glossary) -> dict[str, object]:
    """What every reader `entry_readings` runs gives on a lead `text` named `shown`, each run
    whatever its gate in `entry_readings` (`latin`, `plain`) and with nothing found before it."""
    names, abbreviations, readings = evidence.names, evidence.abbreviations, evidence.readings
    return {
        "spelled_out_name": abbreviations.spelled_out_name(shown, text),
        "dotted_name": identity.dotted_name(text),
        "bracketed_latin": names.bracketed_latin(text),
        "described_chinese": names.described_chinese(text, shown, glossary),
        "bracketed_chinese": names.bracketed_chinese(text, shown, glossary),
        "maker_bracketed_chinese": names.maker_bracketed_chinese(text, shown, glossary),
        "bracketed_repository": abbreviations.bracketed_repository(text, shown),
        "entry_names": names.entry_names(shown, (), glossary),
        "latin_tail": names.latin_tail(shown, (), glossary),
        "opening_abbreviation": abbreviations.opening_abbreviation(text, shown),
        "opening_expansion": abbreviations.opening_expansion(text, shown),
        "short_forms": abbreviations.short_forms(text, shown),
        "translated_short_forms": abbreviations.translated_short_forms(text, shown, ()),
        "own_repository_name": abbreviations.own_repository_name(text, shown),
        "launched_names": abbreviations.launched_names(shown),
        "renamed_names": abbreviations.renamed_names(shown),
        "greek_spelled": abbreviations.greek_spelled(shown),
        "latin_before_kind": abbreviations.latin_before_kind(shown, glossary),
        "slashed_short_form": readings.slashed_short_form(text, shown),
        "labelled_release_latin": readings.labelled_release_latin(text),
        "bench_head": readings.bench_head(shown),
        "package_bracket": readings.package_bracket(text, shown),
        "full_initials": abbreviations.full_initials(shown),
        "defined_short_forms": abbreviations.defined_short_forms(text, shown),
        "two_language_half": names._two_language_half(shown),
        "labelled_chinese": readings.labelled_chinese(text, shown),
    }


# Names a lead's readers could read something of, or a plain name its lead may hold again.
_SHOWN = ("Strata", "Gallant Runtime", "Tansy Router", "Zumomovo Cache 修复", "Mirrorlake")


def _reads_nothing_holds(text: str, glossary: Glossary) -> int:
    """Where `entry_readings`' shared test says a lead yields nothing (a plain name, an inert
    lead), every reader gives nothing and the unguarded readings are none; how many said so."""
    readings, said = evidence.readings, 0
    for lead in {text, identity.lead_text(text)}:
        for shown in {names_subject(lead), lead.strip("*")[:12].strip(), *_SHOWN}:
            if not (readings._plain_name(shown) and readings._inert_lead(lead, shown)):
                continue
            said += 1
            found = {k: v for k, v in _readers(lead, shown, glossary).items() if v}
            assert not found, (lead, shown, found)
            assert readings._all_readings(lead, shown, (), glossary) == readings._NO_READINGS
            assert readings.entry_readings(lead, shown, (), glossary) == readings._NO_READINGS
    return said


@pytest.mark.parametrize("chunk", range(4))
def test_leads_said_to_yield_nothing_do_on_documents_and_briefings(
    chunk: int, default_map: SectionMap
) -> None:
    said = sum(_reads_nothing_holds(t, default_map.identity.terms) for t in LINES[chunk::4])
    assert said > 1000  # (the generated document's leads: the test is not vacuous)


_NOTHING_PIECES = (
    *_INERT_PIECES,
    *(
        "（艾菊）",
        "( 艾菊路由)",
        "(Tansy Inc.; 艾菊路由)",
        "（Tansy，艾菊）",
        "(pgstrata)",
        "（strata）",
    ),
    *(
        "（TRT-LLM）",
        "(TRT)",
        "（Capstan Scheduler）",
        "(Strata Labs)",
        "（下称 TR）",
        "(hereafter GR)",
    ),
    *(" aka GR", "，简称 GR", " called GR", "Sakamoto", "Chinese name 视界流", "（中文名：青鸾）"),
    *(" / ", "/ 英伟达 TRT", " · ", "· Gantry Cache", "`x`", "`(`", "⑴", "﹙1﹚", "２０２６"),
    *("（gallant-ai/gallant-rt#12）", "github.com/gallant-ai/gallant-rt", "gallant/strata-db"),
    *(" — TGI, ", "：Fernhill Disaggregated Serving，", "（FDS）", "Strata (pgstrata)", "~~"),
    *("<!-- livedoc:id=2026-01-01#3 keys=name:(Strata) -->", "【巡游者 v2.3】", "（Wayfarer）"),
    *("﹙TR﹚", "﹙艾菊﹚", "<!-- livedoc:id=2026-01-01#3 keys=name:x — Strata Labs （艾菊）| -->"),
    *(
        "Tansy Router",
        "Gallant Runtime",
        "Strata",
        "Mirrorlake",
        "Gantry",
        "（镜湖）",
        "**Strata**",
    ),
    *(
        "Cirrusforge Inc. (卷云算力)",
        " — ",
        "|",
        "Lingshu Coder 1.5",
        "(2028-12-22, Yunshan AI; 灵枢)",
    ),
)
_NOTHING_NAMES = st.sampled_from(
    [*_SHOWN, "Strata-Bench", "Tansy 协议", "Gallant 更名", "Gallant 竞品", "A2A", "TRT-LLM"]
)


@settings(max_examples=800, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    _NOTHING_NAMES,
    st.lists(st.sampled_from(_NOTHING_PIECES) | st.text(alphabet=TRICKY, max_size=4), max_size=10),
)
def test_leads_said_to_yield_nothing_do_on_tricky_text(name: str, pieces: list[str]) -> None:
    rest = "".join(pieces)
    for lead in (f"**{name}**{rest}", f"{name}{rest}", f"{name} {rest}", rest):
        _reads_nothing_holds(lead, Glossary())
        _reads_nothing_holds(unicodedata.normalize("NFKC", lead), Glossary())


def test_a_large_document_s_leads_are_said_to_yield_nothing() -> None:
    """The shared test takes the leads it is for (a generated document's), and no lead
    any reader reads a name from."""
    readings = evidence.readings
    for lead, shown in (
        (
            "**Pallid Router**（arXiv:2601.00001）⭐⭐（2026-01-28）：缓存，与 vLLM 对比。",
            "Pallid Router",
        ),
        (
            "**Zumomovo Cache 修复**（risuka/risuka-rt#73729）⭐⭐（2026-03-24）：路由",
            "Zumomovo Cache 修复",
        ),
        ("**Sakamokapa-KV 6** ⭐⭐⭐⭐⭐（2026-02-26）：批处理调度延迟量化", "Sakamokapa-KV 6"),
    ):
        assert readings._plain_name(shown) and readings._inert_lead(lead, shown), lead
    for lead, shown in (
        ("**TensorRT-LLM**（TRT-LLM）", "TensorRT-LLM"),
        ("**Gallant Runtime**（gallant-ai/gallant-rt#12）", "Gallant Runtime"),
        ("**Strata** (pgstrata)", "Strata"),
        ("**Tansy Router**（2026-01-28）：路由 aka TR", "Tansy Router"),
        ("**Sakamoto** / 英伟达 SKM", "Sakamoto"),
        ("**Tansy Router**﹙TR﹚：路由", "Tansy Router"),  # (a bracket once width-folded)
        # (a maker's Chinese name in a marker's brackets, which `maker_bracketed_chinese` reads)
        (
            "**Strata** <!-- livedoc:id=2026-01-01#3 keys=name:x — Strata Labs （艾菊）| -->",
            "Strata",
        ),
    ):
        assert not (readings._plain_name(shown) and readings._inert_lead(lead, shown)), lead
    for shown in (
        "A2A 协议",
        "Strata-Bench",
        "Gallant 更名",
        "TRT-LLM",
        "镶石 Tessera",
        "Ab Cd Ef",
    ):
        assert not readings._plain_name(shown), shown


def _names_shown_agree(leads: list[str], glossary: Glossary) -> None:
    """An entry's name as shown, read without working its names out (`names_shown`), is the
    one its names give, for every lead (and the other names its text gives it)."""
    index = evidence.NameIndex(glossary=glossary)
    for lead in leads:
        index.add(lead, "§1", [])
    for entry in index.entries:
        assert entry.names_shown == entry.names.shown, entry.lead
        assert entry.names_shown == entry.names.shown, entry.lead  # (and once worked out)


@pytest.mark.parametrize("chunk", range(4))
def test_names_shown_is_the_names_one_on_documents_and_briefings(
    chunk: int, default_map: SectionMap
) -> None:
    _names_shown_agree(LINES[chunk::4], default_map.identity.terms)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(GUARD_TEXTS)
def test_names_shown_is_the_names_one_on_tricky_text(pieces: list[str]) -> None:
    _names_shown_agree(["".join(pieces), "**" + "".join(pieces) + "**"], Glossary())


def _edition_guard_holds(text: str) -> None:
    """A line `edition_lines` leaves out is one `_EDITION_LAUNCHED` finds nothing in, so an
    entry none of whose lines is kept has no edition to read (and its names are not read)."""
    abbreviations = evidence.abbreviations
    if not abbreviations.edition_lines([text]):
        assert abbreviations._EDITION_LAUNCHED.search(text) is None, text


def test_edition_guard_holds_on_documents_and_briefings() -> None:
    for text in LINES:
        _edition_guard_holds(text)
    _edition_guard_holds("- 05-06 托管版 Tessera Cloud 公测")  # (kept, and read: the test can fail)
    assert evidence.abbreviations.edition_lines(["  - 05-06 HOSTED EDITION Tessera Cloud ships"])


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    st.lists(
        st.sampled_from(("版", "托管", "公测", "edition", "Edition", "hosted ", " Tessera Cloud "))
        | st.text(alphabet=TRICKY, max_size=6),
        max_size=10,
    )
)
def test_edition_guard_holds_on_tricky_text(pieces: list[str]) -> None:
    """With `İ` and `ı`, which `re.I` matches to `i` (`edıtion`: the guard reads as the
    pattern does, not by casefold)."""
    text = "".join(pieces)
    _edition_guard_holds(text)


def test_edition_guard_keeps_dotless_and_dotted_i() -> None:
    for text in ("- 托管 edıtion Tessera Cloud ships", "- HOSTED EDİTION Tessera Cloud ships"):
        _edition_guard_holds(text)
        assert evidence.abbreviations.edition_lines([text]), text


def test_a_title_s_weaknesses_are_kept_as_read() -> None:
    """`advisories.weaknesses` is kept per text (asked three times a title): the kept reading
    is the one worked out afresh, on every line of the documents and briefings."""
    from patcher.plan import advisories

    for text in LINES[::3]:
        assert advisories.weaknesses(text) == advisories.weaknesses.__wrapped__(text), text
    assert advisories.weaknesses("Kelpie 管理接口未鉴权") is advisories.weaknesses(
        "Kelpie 管理接口未鉴权"
    )
