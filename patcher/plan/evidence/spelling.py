"""How a name is spelt to compare: its form, plain and visible text, words, heads, abbreviations."""

from __future__ import annotations

import functools
import re
import unicodedata

from patcher.text import marker
from patcher.text.lazy import lazy
from patcher.text.markdown import without_code_spans
from patcher.text.normalise import bigrams, fold_width

_BOLD = lazy(
    r"^\s*(?:~~)?\s*\*\*(?P<name>[^*]+?)\*\*"
    # (the other half of a two-language name after the bold one: `**风铃推理引擎** / Windbell —`,
    # `**羽匠**｜Quillsmith｜北辰智能 — …`: a full-width or ASCII bar as the slash)
    r"(?:\s*[/｜|]\s*(?P<half>[A-Za-z][A-Za-z0-9.+\-]*(?: [A-Z][A-Za-z0-9.+\-]*){0,3}"
    r"|[\u4e00-\u9fff]{2,8})(?=\s*(?:[—–:：，,(（｜|]|-\s|$))"
    # (and the abbreviation a bracket gives it: `｜Agent Interop Protocol（AIP）｜`)
    r"(?:\s*[(（](?P<abbr>[A-Z][A-Z0-9]{1,7})[)）](?=\s*[—–:：，,｜|]))?)?"
)
# `Full Name (ABBR)` and `ABBR Full Name`: the abbreviation's letters are the words' initials.
_ABBR_AFTER = lazy(
    r"(?P<full>(?:[A-Za-z][A-Za-z0-9]*[ \-]){1,7}[A-Za-z][A-Za-z0-9]*)\s*[（(]\s*"
    r"(?P<abbr>[A-Z][A-Za-z]{1,7})\s*[)）]"
)
_ABBR_BEFORE = lazy(
    r"(?<![A-Za-z0-9])(?P<abbr>[A-Z]{2,8})[ \t]+"
    r"(?=(?P<full>(?:[A-Za-z][A-Za-z0-9]*[ \-]){1,7}[A-Za-z][A-Za-z0-9]*))"
)
_LEADING_TAG = lazy(r"^\s*[【\[〔〖][^】\]〕〗]{0,40}[】\]〕〗]\s*")  # `【推理引擎】…`, `〔图像〕…`


def _untagged(text: str) -> str:
    """`text` without the tag it starts with (`_LEADING_TAG`, whose bracket it needs)."""
    tagged = "【" in text or "[" in text or "〔" in text or "〖" in text
    return _LEADING_TAG.sub("", text) if tagged else text


_VERSION_V = lazy(r"(?<![a-z])v(?=\d)")
_POST = lazy(r"\.post\d+|-cu\d+")
_NOT_NAME = lazy(r"[\W_]+")


def _unversioned(folded: str) -> str:
    """A folded name without `v` before a version and `.postN`, `-cuN` (`form`, `spaced`):
    each pattern run only on a name with its literal (`v`; `.post`, `-cu`), in that order."""
    folded = _VERSION_V.sub("", folded) if "v" in folded else folded
    return _POST.sub("", folded) if ".post" in folded or "-cu" in folded else folded


_CJK_CHARS = r"\u3400-\u9fff\uf900-\ufaff"

GENERIC = frozenset(
    {
        "agent",
        "agents",
        "benchmark",
        "benchmarks",
        "bug",
        "bugs",
        "cache",
        "kv",
        "kvcache",
        "model",
        "models",
        "inference",
        "engine",
        "engines",
        "survey",
        "paper",
        "release",
        "update",
        "llm",
        "llms",
        "genai",
        "gpu",
        "gpus",
        "api",
        "serving",
        "runtime",
        "framework",
        "推理",
        "引擎",
        "框架",
        "模型",
        "基准",
        "更新",
        "发布",
        "论文",
        "推理引擎",
        "推理框架",
        "",
    }
)


@functools.lru_cache(maxsize=1 << 12)  # pure; a lead's words recur, mostly in a row
def form(text: str) -> str:
    """A name as compared: width and case folded, `v` before a version, `.postN` and
    `-cuNNN` dropped, then only letters and digits (Chinese characters included)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = _unversioned(folded)
    return _NOT_NAME.sub("", folded)


def _bracketed(text: str) -> bool:
    """The text holds an opening bracket, ASCII or full width: a cheap test before a pattern
    that needs one is run (most leads have none near their name)."""
    return "(" in text or "（" in text


@functools.lru_cache(maxsize=64)  # pure; a lead is read by `subject`, `defined_names` and the index
def _visible(text: str) -> str:
    """A title or lead as read: markers and code spans out, width folded (`ＰＡＳ调度器` is
    `PAS调度器`), the bold name alone when it starts with one."""
    visible = marker.strip(without_code_spans(text)) if ("<" in text or "`" in text) else text
    visible = _nfkc(visible)
    bold = _BOLD.match(visible)
    if bold is None:
        return visible.replace("~~", "")
    if not _proper_half(bold):
        return bold["name"]
    return f"{bold['name']} / {bold['half']}" + (f" ({bold['abbr']})" if bold["abbr"] else "")


def _proper_half(bold: re.Match[str]) -> bool:
    """The other-language half after a bold name is a name of its own (`Windbell`), not only
    common words (`**鹊桥网关** / Gateway —`: what the thing is, which namesakes share), nor
    the bold name written again (`**OpenHands**｜OpenHands｜All Hands AI`: one name), nor a
    field in the same language after a bar (`**LangGraph v1.4**｜LangChain｜2029-11-12：`: its
    maker), nor a maker in Chinese or a field a date follows (`**Loomwork v2.2**｜织梭实验室`)."""
    if not bold["half"]:  # (no other half, no words of it: most bold names)
        return False
    words = bold["half"].casefold().split()
    if not any(w not in COMMON for w in words) or form(bold["half"]) == form(bold["name"]):
        return False
    if _CJK_MAKER.search(bold["half"]) or _DATE_FIELD.match(bold.string, bold.end()):
        return False  # (`｜织梭实验室｜`, `｜红隼云｜2029-11-12：`: fields of maker and date)
    if _led_by_another_proper_word(bold["name"], bold["half"]):
        return False  # (`**Tidemark FP8 KV 路径**｜Harbor Labs`: its maker)
    return bool(_HAS_CJK.search(bold["half"])) != bool(_HAS_CJK.search(bold["name"]))


# A proper Latin word opening a name (`Tidemark FP8 KV 路径`): a capital, then lowercase letters.
_PROPER_FIRST = lazy(r"^\s*(?P<word>[A-Z][a-z][A-Za-z0-9\-]*)(?![A-Za-z0-9])")


def _led_by_another_proper_word(name: str, half: str) -> bool:
    """The bold name is Chinese led by a proper Latin word (`Tidemark FP8 KV 路径`: a
    product's feature, its Latin name already written) the Latin half does not write
    (`Harbor Labs`): the half is another field (its maker), not the same name in English,
    which would keep the word (`Tidemark 路径｜Tidemark Path`); an abbreviation first (`GPU
    调度器`) is no such word."""
    first = _PROPER_FIRST.match(name) if _HAS_CJK.search(name) else None
    if first is None or _HAS_CJK.search(half):
        return False
    return first["word"].casefold() not in re.split(r"[^a-z0-9\-]+", half.casefold())


# A bar then a date after a bold name's second field: the lead's fields (name, maker, date).
_DATE_FIELD = lazy(r"(?:\s*[（(][^（()）]{1,40}[)）])?\s*[｜|]\s*\d{4}-\d{1,2}")


@functools.lru_cache(maxsize=64)  # a lead is folded by `_visible` and `defined_names` in a row
def _nfkc(text: str) -> str:
    """Width folded (NFKC), once for the two readings of a lead without markers or code; a
    Unicode hyphen (`‐`, and the non-breaking `‑` NFKC folds to it) is `-` (`Sieve‑3.1`)."""
    return fold_width(text).replace("\u2010", "-")


# A name in two languages (`Sablewing / 黑羽引擎`): a Latin part and a Chinese part.
_HAS_CJK = lazy(rf"[{_CJK_CHARS}]")
# A maker's name in brackets beside the product's (`（图表问答 Pro，复光大学）`): a
# university, a lab, a company (`星阑智能`); never the product's other name.
_CJK_MAKER = lazy(
    r"(?:大学|学院|实验室|研究院|研究所|研究中心|公司|集团|科技|智能|团队|基金会|工作室|半导体|智研)$"
)


@functools.lru_cache(maxsize=64)  # pure; read by four readings of a lead in a row
def _plain(text: str) -> str:
    """A lead as its short-form and defined-name readings read it: markers out, width folded,
    `**` out (the one home of that fold: worked out once per lead)."""
    return _nfkc(marker.strip(text)).replace("**", "")


def _reordered_capitals(short: str, name: str) -> bool:
    """`short`, three capitals or more, takes exactly the name's capitals in another order: the
    name's words spelled in English order (`LVE`, Long Video Eval, of `VidEval-Long`)."""
    capitals = sorted(c for c in name if c.isupper())
    return len(short) >= 3 and short.isupper() and short.isalpha() and sorted(short) == capitals


# Capitalised at a title's head, still common words: never a proper name alone.
COMMON = GENERIC | frozenset(
    {"scheduler", "scheduling", "router", "routing", "gateway", "kernel", "kernels"}
    | {"attention", "batching", "decoding", "decode", "prefill", "quantization", "tokenizer"}
    | {"pipeline", "tracing", "observability", "leaderboard", "roadmap", "cluster", "memory"}
    | {"speculative", "compiler", "plugin", "server", "client", "adapter", "storage", "offload"}
    | {"study", "report", "analysis", "guide", "tutorial", "overview", "news", "weekly"}
    | {"a", "an", "the", "of", "on", "in", "at", "for", "to", "with", "towards", "first", "new"}
)


def fold_words(text: str) -> str:
    """Text as its words are compared: width and case folded."""
    return unicodedata.normalize("NFKC", text).casefold()


_LATIN_WORDS = lazy(r"[A-Za-z][A-Za-z0-9]+")


def _words(name: str) -> set[str]:
    """Latin words (folded) and Chinese bigrams of a name, to see what two names share."""
    return {w.casefold() for w in _LATIN_WORDS.findall(name)} | bigrams(name)


# An all-Latin name whose first words carry capitals and whose rest is lowercase words: the
# thing, then what about it (`GPU Xid error triage`, `OpenTelemetry GenAI conventions`).
_ENGLISH_NAME = lazy(r"^[A-Za-z0-9][A-Za-z0-9.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.\-]*){2,7}$")


def _heads(name: str) -> tuple[str, ...]:
    """The first two words or more (not all) of an English name of three words or more,
    as a title that goes on in Chinese names it (`GPU Xid 故障排查` for `GPU Xid error
    triage`, `OpenTelemetry GenAI 语义约定` for `OpenTelemetry GenAI conventions`)."""
    if not _ENGLISH_NAME.match(name):
        return ()
    words = name.split()
    heads = (words[:k] for k in range(2, len(words)))  # not common words alone (`LLM Inference`)
    return tuple(form(" ".join(h)) for h in heads if not all(form(w) in COMMON for w in h))


_INNER = lazy(r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?![A-Za-z0-9\-])")


_LATIN_TOKENS = lazy(r"[A-Za-z][A-Za-z0-9.\-]*")


def _inner(name: str) -> tuple[str, ...]:
    """The one capitalised word of four letters or more after a name's first word when it is
    the name's only Latin word that is not generic: the product a Chinese name is about
    (`Agent 推理链路追踪 TraceLoom`; not `vLLM 与 Prometheus 集成`, about vLLM as much)."""
    found = [m.group() for m in _INNER.finditer(name) if m.start() > 0]
    inner = [f for w in found if len(f := form(w)) >= 4 and f not in GENERIC]
    latin = {form(w) for w in _LATIN_TOKENS.findall(name)} - GENERIC
    return (inner[0],) if len(inner) == 1 and latin == {inner[0]} else ()


# A hyphenated Latin name leading, one of its parts a camel-case word of three capitals or more
# (`TensorRT-LLM`, `Llama-FlashInfer`).
_HYPHENED_LEAD = lazy(r"^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+(?![A-Za-z0-9\-])")
_CAMEL_WORD = lazy(r"[A-Z][a-z]+(?:[A-Z]+[a-z]*)+")


def camel_short_forms(name: str) -> tuple[str, ...]:
    """The name with one camel-case part of its leading hyphenated name written by its
    capitals alone (`TensorRT-LLM 1.4` → `TRT-LLM 1.4`), as a team abbreviates it; the other
    parts kept as written, three capitals or more (a bare acronym identifies nothing); ()
    when it has no such part."""
    lead = _HYPHENED_LEAD.match(name) if "-" in name else None
    if lead is None:
        return ()
    parts = lead.group().split("-")
    found = []
    for i, part in enumerate(parts):
        if _CAMEL_WORD.fullmatch(part) is None:  # (first: most parts are no camel case)
            continue
        capitals = "".join(c for c in part if c.isupper())
        if len(capitals) >= 3:
            short = "-".join([*parts[:i], capitals, *parts[i + 1 :]])
            found.append(short + name[lead.end() :])
    return tuple(found)


@functools.lru_cache(maxsize=64)  # a lead's subject is read by `names_of` and `mention_names`
def _abbreviation_variants(name: str) -> tuple[str, ...]:
    """The name without the abbreviation it defines, and with the abbreviation instead of
    the full name (`NVIDIA EPD Encode-Prefill-Decode X` → `NVIDIA Encode-Prefill-Decode X`,
    `NVIDIA EPD X`); the name itself when it defines none."""
    for pattern in (_ABBR_AFTER, _ABBR_BEFORE) if _bracketed(name) else (_ABBR_BEFORE,):
        for match in pattern.finditer(name):
            variants = _expanded(name, match, before=pattern is _ABBR_BEFORE)
            if variants:
                return tuple(re.sub(r"\s+", " ", v).strip() for v in variants)
    return (name,)


_LATIN_RUNS = lazy(r"[A-Za-z][A-Za-z0-9]*")


def defined_abbreviation(name: str) -> tuple[str, tuple[str, ...]] | None:
    """The abbreviation a name defines after its words in brackets and the words it stands
    for (`Token Eviction Ring Notes (TERN) 0.1` → `TERN`, its four words); None for none."""
    if not _bracketed(name):
        return None
    for match in _ABBR_AFTER.finditer(name):
        words = list(_LATIN_RUNS.finditer(match.group("full")))
        span = words[-len(match.group("abbr")) :] if len(words) >= len(match["abbr"]) else []
        if "".join(w.group()[0] for w in span).upper() != match["abbr"].upper():
            span = _abbreviated(match["abbr"], words)
        if span:
            return match["abbr"], tuple(w.group() for w in span)
    return None


def _expanded(name: str, match: re.Match[str], before: bool) -> list[str]:
    """(long form, short form) when the abbreviation's letters are its words' initials."""
    abbr = match.group("abbr")
    words = list(_LATIN_RUNS.finditer(match.group("full")))
    span = words[: len(abbr)] if before else words[-len(abbr) :]
    if len(words) < len(abbr) or "".join(w.group()[0] for w in span).upper() != abbr.upper():
        span = [] if before else _abbreviated(abbr, words)
        if not span:
            return []
    offset = match.start("full")
    first, last = offset + span[0].start(), offset + span[-1].end()
    if before:  # `ABBR Full Name …`
        return [name[: match.start()] + name[first:], name[:first] + name[last:]]
    return [name[:last] + name[match.end() :], name[:first] + abbr + name[match.end() :]]


def _abbreviated(abbr: str, words: list[re.Match[str]]) -> list[re.Match[str]]:
    """The last two words or more before the brackets that `abbr` abbreviates with letters
    from inside a word too (`Kilnworks Serve (KWS)`: K and w of Kilnworks, S of Serve):
    each word gives its initial and then maybe more of its letters, in order; [] for none."""
    for count in range(2, min(len(abbr), len(words)) + 1):
        span = words[-count:]
        if _takes_letters(abbr.casefold(), [w.group().casefold() for w in span]):
            return span
        if _reordered_capitals(abbr, " ".join(w.group() for w in span)):  # (`VidEval-Long (LVE)`)
            return span
    return []


def _takes_letters(abbr: str, words: list[str]) -> bool:
    """`abbr` is each word's initial followed by some of its later letters, in order."""
    if not words:
        return not abbr
    word = words[0]
    if not abbr or abbr[0] != word[0]:
        return False
    rest, at = abbr[1:], 1
    for taken in range(len(rest) + 1):  # letters this word gives after its initial
        if taken and (at := word.find(rest[taken - 1], at) + 1) == 0:
            return False
        if _takes_letters(rest[taken:], words[1:]):
            return True
    return False


# --- names mentioned in a text (contradiction items) ---------------------------------------------

_CJK = r"\u3400-\u9fff\uf900-\ufaff"
_NOT_SPACED = lazy(rf"[^a-z0-9{_CJK}]+")
_SCRIPT_EDGE = lazy(rf"(?<=[a-z0-9])(?=[{_CJK}])|(?<=[{_CJK}])(?=[a-z0-9])")


_SPACE_OR_DIGIT = lazy(r"[\s0-9]+")


def steady_run(said: str) -> str:
    """The longest stretch of `said` (a `spaced` text) without a space or a digit: what a
    text must hold folded (`may_be_spaced_in`) for its `spaced` form to hold `said`."""
    return max(_SPACE_OR_DIGIT.split(said), key=len)


def may_be_spaced_in(text: str, run: str) -> bool:
    """`spaced(text)` may hold a text of which `run` is a `steady_run`: `text` folded as
    `spaced` folds it (NFKC, then casefold) holds `run`, or `.post`/`-cu` (whose version
    `_unversioned` cuts out, joining what was around it). Else it cannot: a stretch of the
    spaced form without spaces is one of the folded text less the cut `v`s (the rest only
    puts spaces between and around stretches), and a `v` is cut only right before a digit,
    which then follows what preceded the `v`: a stretch without digits holding that join
    ends at it, so it is one of the folded text too. Tests in C before `spaced`'s four
    patterns (`test_the_round_43_readings_answer_as_the_full_ones`; issue 26, round 43), the
    text folded by `fold_width` (NFKC itself: most Chinese text then passes its quick check)."""
    if not run:
        return True
    folded = fold_width(text).casefold()
    return run in folded or ".post" in folded or "-cu" in folded


@functools.lru_cache(maxsize=1 << 10)  # pure; a name recurs in a row, if at all
def spaced(text: str) -> str:
    """Text as names are looked for in it: folded like `form`, but with one space between
    words and between Latin and Chinese runs (`SGLang BCG 在…` → `sglang bcg 在…`)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = _unversioned(folded)
    return " ".join(_SCRIPT_EDGE.sub(" ", _NOT_SPACED.sub(" ", folded)).split())
