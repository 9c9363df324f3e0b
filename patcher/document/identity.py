"""An entry of the living document and its identity: ids, arXiv ids, refs, markers."""

from __future__ import annotations

import functools
import re
import sys
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from patcher.config.sectionmap import Anchor, SectionMap
from patcher.text import marker, refs
from patcher.text.lazy import lazy
from patcher.text.markdown import ITEM_PREFIX, without_code_spans
from patcher.text.source import Text


@dataclass(frozen=True, slots=True)
class Entry:
    """A top-level list item of an anchor section (0-based, end exclusive, blanks trimmed).

    Small, as a large document has ~100,000: its lead is read back from the document's
    `lines` (shared by every entry, never copied) when asked for, and its keys and ids are
    sorted tuples, mostly the one empty tuple."""

    anchor: str
    start: int
    end: int
    prefix: str
    lead_lines: int  # the lead paragraph's lines: start .. start + lead_lines
    keys: tuple[str, ...]
    ids: tuple[str, ...]
    sub_prefix: str | None
    number: int | None
    lines: Sequence[str] = field(default=(), compare=False, repr=False)  # the text's lines

    @property
    def content_column(self) -> int:
        """The column the item's content starts at (its prefix, tabs expanded)."""
        return len(self.prefix.expandtabs(4))

    @property
    def lead(self) -> str:
        """The lead paragraph's lines joined, without the item prefix (read when asked)."""
        return _lead(self.lines[self.start : self.start + self.lead_lines], self.prefix)


def _lead(lines: Sequence[str], prefix: str) -> str:
    """An item's lead paragraph from its lines: stripped, joined by spaces, prefix left out."""
    lead = lines[0].strip() if len(lines) == 1 else " ".join(line.strip() for line in lines)
    return lead[len(prefix.strip()) :].strip() if prefix else lead


def sorted_keys(found: set[str]) -> tuple[str, ...]:
    """A key or id set as a sorted tuple (() for none: one shared). Not interned: a large
    document's keys and ids (arXiv ids, GitHub refs, markers' ids) are nearly all one
    entry's, and interning them only grew the interpreter's table of interned strings,
    which never shrinks (~2 MB for the ids at 20 MB; ~1.7 MB of peak RSS for the keys)."""
    return tuple(sorted(found)) if found else ()


def make_entry(
    text: Text,
    anchor: Anchor,
    smap: SectionMap,
    lines: tuple[int, int, int],
    sub_prefix: str | None,
) -> Entry:
    """Entry from (first line, end of the lead paragraph, end), all 0-based."""
    first, lead_end, end = lines
    prefix_match = ITEM_PREFIX.match(text.lines[first])
    prefix = prefix_match.group(0) if prefix_match else ""
    if prefix_match and not prefix_match.group("gap"):
        prefix += " "
    prefix = sys.intern(prefix)  # a few prefixes, shared by ~100,000 entries of a large document
    lead = _lead(text.lines[first:lead_end], prefix)
    keys, ids = entry_identity(lead, "\n".join(text.lines[first:end]), smap)
    number = int(prefix_match.group("num")) if prefix_match and prefix_match.group("num") else None
    return Entry(
        anchor.id,
        first,
        end,
        prefix,
        lead_end - first,
        sorted_keys(keys),
        sorted_keys(ids),
        sub_prefix,
        number,
        text.lines,
    )


def entry_identity(lead: str, body: str, smap: SectionMap) -> tuple[set[str], set[str]]:
    """Identity keys and applied increment ids of an entry.

    Keys: the first arXiv id, the first `owner/repo#N` and the first address of a specific
    page of its first paragraph (later ones are mentions of other work), the named entities
    that paragraph matches, and the keys in its patcher markers.
    """
    keys: set[str] = set()
    ids: set[str] = set()
    for found in _markers(body):
        ids.update(found.ids)
        keys.update(found.keys)
    visible = marker.strip(_prose(lead))
    if smap.identity.arxiv and (arxiv := _own_arxiv_id(visible) or _code_arxiv_id(lead)):
        keys.add(marker.arxiv_key(arxiv))
    if smap.identity.github and (github := refs.first_github_ref(visible)):
        keys.add(marker.github_key(github))
    elif smap.identity.github and (short := refs.first_short_ref(visible)):
        keys.add(f"ghshort:{short}")  # (`(orca-serve#1207)`: the issue without its owner)
    if smap.identity.cve and (cves := refs.cve_ids(visible)):
        keys.add(marker.cve_key(cves[0]))
    pages = [k for u in refs.urls(visible, keep=False) if (k := marker.url_key(u))]
    if pages:  # the page the entry comes from, as an increment citing it names it
        keys.add(pages[0])
    keys.update(marker.entity_key(e.name) for e in smap.identity.entities_in(visible))
    return keys, ids


def entry_ids(body: str) -> set[str]:
    """The applied increment ids an entry's markers hold (as `entry_identity` reads them)."""
    return {item_id for found in _markers(body) for item_id in found.ids}


def _markers(body: str) -> list[marker.Marker]:
    """The patcher markers of an entry's text, outside code spans."""
    return marker.read(_prose(body)) if "<!--" in body else []


# Words that cite a paper in passing, in the clause before its id (`吞吐比 Kappa 论文（arXiv:…）
# 报告的基线高 2 倍`, `相比 X（arXiv:…）`, `baseline: arXiv:…`): the entry is not that paper.
_CITED = lazy(r"基线|对比|相比|比|优于|超过|参见|参考|引用|baseline|compared|than|cf\.", re.I)
_CLAUSE_END = lazy(r"[，,；;。：:]")
_ID_LABEL = lazy(r"arxiv\s*[:：]?\s*$", re.I)


def _own_arxiv_id(lead: str) -> str | None:
    """The lead's first arXiv id that is not cited in passing (see `_CITED`)."""
    if "." not in lead:  # (every id has one: most leads none, and a scan costs ~1.5 µs)
        return None
    for found in refs.ARXIV.finditer(lead):
        before = _ID_LABEL.sub("", lead[: found.start()])
        ends = [m.end() for m in _CLAUSE_END.finditer(before)]
        if not _CITED.search(before[ends[-1] if ends else 0 :]):
            return found.group("id")
    return None


# An entry led by its arXiv id in a code span (`` `arXiv:2607.02291` — TokenSieve: …``): the
# document's label for the paper, which the code span blanked from its prose.
_CODE_ARXIV_LEAD = lazy(
    r"^\s*(?:\*\*)?`\s*arXiv\s*[:：]\s*(?P<id>\d{4}\.\d{4,5})(?:v\d+)?\s*`", re.I
)


def _code_arxiv_id(lead: str) -> str | None:
    """The arXiv id of a lead opening with it in a code span (`_CODE_ARXIV_LEAD`), else None."""
    found = _CODE_ARXIV_LEAD.match(lead) if "`" in lead[:4] else None
    return found["id"] if found else None


def _prose(text: str) -> str:
    """Text with its code spans blanked (only text with a backtick has any)."""
    return without_code_spans(text) if "`" in text else text


_BOLD_LEAD = lazy(r"^\s*(?:~~)?\s*\*\*(?P<name>[^*]+?)\*\*")
_NAME_END = lazy(r"\s+[—–-]{1,2}\s+|[：:（(【\[]|\s+·\s+")

# What can stand before an entry's name without being part of it: a task-list checkbox and a
# date, bare or in a code span, bold or brackets, with the mark that follows it.
_CHECKBOX = lazy(r"^\[[ xX]\]\s+")
# (or an ISO week: `2033-W22 · Name 2.3 — …`)
_DATE = r"(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{4}年\d{1,2}月\d{1,2}日|\d{4}-W\d{2})"
_DATE_FIRST = lazy(
    rf"^(?P<open>`|\*\*|\[|【|\(|（)?{_DATE}(?P<close>`|\*\*|\]|】|\)|）)?"
    r"(?:\s*[—–|·:：]\s*|\s+-\s+|\s+|$)"
)
# A date without its year before the name, in a date column (`11-20 · 「Name」…`, `12/28 | …`,
# `11月20日：…`): only with a separator after it (`3-4 卡部署` is no date).
# An internal card id before the name (`AGT-019 Beacon Tracing (Lumen) — …`, `INC-02 Relay
# Gateway tool-catalog poisoning`): three capitals or more, a hyphen and a zero-padded
# number, then a capitalised or Chinese name (not `RTX-4090 …`, `YOLO-11 nano`, `MI-300
# Series`, `TPU-300 Lumen`: a name's own number).
_CARD_ID_FIRST = lazy(r"^[A-Z]{3,5}-0\d{1,3}\s+(?=[A-Z\u4e00-\u9fff]|arXiv:)")
# A ledger code and a bar before the name (`甲-01｜视界服务器「VistaServe」— …`, `KV-03 | Name`):
# a stem or section word of one or two Chinese characters, or capitals, a hyphen and a
# zero-padded number, the bar ending the field.
_LEDGER_FIRST = lazy(r"^(?:[\u4e00-\u9fff]{1,2}|[A-Z]{1,5})-0?\d{2,3}\s*[｜|]\s*(?=\S)")
_SHORT_DATE_FIRST = lazy(
    r"^(?:(?:0?[1-9]|1[0-2])[-/](?:0?[1-9]|[12]\d|3[01])|(?:0?[1-9]|1[0-2])月(?:0?[1-9]|[12]\d|3[01])日)"
    r"\s*[—–|·•:：]\s*"
)
# A date inside the bold name (`**2026-11-12 Quillserve** — …`) and a name bold with `__`.
_DATE_IN_BOLD = lazy(rf"^\*\*\s*{_DATE}\s*(?:[—–|·:：]|\s-)?\s*(?=[^*\s])")
# A kind word and a colon before the name, the lead form a document gives a kind of entry
# (`榜单：视域竞技场／VisArena —— …`, `Benchmark: [VisArena](…) — …`, `Dataset: Foo — …`).
_KIND_INITIALS = frozenset("榜排基评数BbLlDd")
_KIND_FIRST = lazy(
    r"^(?:榜单|排行榜|基准|评测基准|数据集|(?i:benchmark|leaderboard|dataset))\s*[:：]\s*(?=\S)"
    r"|^(?:评测|基准|榜单)[·・](?=[\u3400-\u9fffA-Za-z])"  # (`评测·卵石（PebbleBench）— …`)
)
_UNDERSCORE_BOLD = lazy(r"^__(?=\S)(?P<name>[^_]+?)(?<=\S)__")
_LINK = lazy(r"!?\[(?P<text>[^\[\]]*)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+\"[^\"]*\")?\)")
# A linked name, `by` and its maker before a dash or a colon (`[Skiff](https://skiff.dev) by
# Xingheng Tech — …`, `[Skiff](…) by Xingheng Tech: …`): the link's text is the name, the maker
# is not part of it.
_LINK_BY_MAKER = lazy(
    r"^\[(?P<name>[^\[\]]{1,80})\]\([^()\s]+\)\s+by\s+(?P<maker>[^—–\[\]\n:：]{1,60}?)"
    r"(?:\s+[—–]{1,2}\s+|\s*[:：]\s*)"
)
_REF_LINK = lazy(r"\[(?P<text>[^\[\]]+)\]\[[^\[\]]*\]")
# A wiki link (`[[Brocade]]`, `[[Brocade|the framework]]`, `[[bench:RAGArena]]`): read as the
# page it names, a lowercase namespace before a colon left out (`arXiv:` is an id's, kept).
_WIKI_LINK = lazy(
    r"\[\[(?:(?![a-z]*arxiv:)[a-z][a-z_-]{0,15}:)?(?P<page>[^\[\]|#\n]{1,80}?)(?:[|#][^\[\]\n]*)?\]\]"
)
_LABEL = lazy(
    r"^(?:[【〖〔「『《［](?P<cjk>[^】〗〕」』》］]{1,80})[】〗〕」』》］]"
    r"|\[(?P<ascii>[^\[\]]{1,80})\](?![(\[]))\s*"
)
_LABEL_OPENERS = "【〖〔「『《［["  # (what `_LABEL` starts with)
# A Chinese name, its Latin name in tortoise-shell brackets, then a colon or a dash
# (`织机〔Loomwork〕：…`): read as `织机（Loomwork）：…`, the name in its two languages.
_TORTOISE_NAME = lazy(
    r"^(?P<cjk>[\u3400-\u9fff]{1,12})〔(?P<latin>[A-Za-z][A-Za-z0-9.\- ]{0,40}?)〕"
    r"(?=\s*(?:[：:，,]|[—–]))"
)
_CODE_NAME = lazy(r"^`(?P<name>[^`]{1,80})`")
# A kind word before ` · ` and the name (`Benchmark · LongRetrieve`, `论文 · ChunkLess`): it sorts.
_KIND_DOT = lazy(
    r"^(?:\*\*)?(?:基准|论文|数据集|评测|榜单|事故"
    r"|(?i:bench(?:mark)?s?|datasets?|papers?|leaderboards?|evals?|incidents?))(?:\*\*)?\s+·\s+(?=\S)"
)
# A paper's arXiv id before ` · ` and its short name (`📄 2604.21877 · Splice-KV：…`,
# `arXiv:2604.21877 · Splice-KV — …`): the entry goes by the name (its id is a key of its own).
_ID_DOT = lazy(r"^(?:(?i:arxiv)[:\s]?\s*)?\d{4}\.\d{4,5}(?:v\d+)?\s+·\s+(?=\S)")
# A label that sorts an entry rather than naming it: it holds a section code or a ` · ` list
# (`【推理引擎 · §1.1】`), or the lead goes on with a name of its own (bold, a link, another
# label, a code span) or, after a label of Chinese or capitals only, with a Latin name and a
# colon or dash (`【推理引擎】vLLM v0.31：…`, `[NEW] Tidewater: …`).
_SORTING_LABEL = lazy(r"§|\s·\s|[|｜]")
_NAME_FOLLOWS = lazy(r"^(?:\*\*|__|\[|[【〖〔「『《［]|`)")
_LATIN_NAME_FOLLOWS = lazy(  # (a reference is no name: `【…】arXiv:2609.30118，…`)
    r"^(?!(?i:arxiv|doi|https?|ftp|github\.com|www)\b)"
    r"[A-Za-z0-9]*[A-Z0-9](?:[^，,。；;：:—–]{0,40}?"
    # (or its full name spelled out in brackets before the colon: `【榜】ABC 某评测（A B C）：…`)
    r"|[^，,。；;：:—–（(]{0,30}?\s*[（(][^（()）]{1,60}[)）])(?:\s*[：:]|\s+[—–-]{1,2}\s)"
)
_LOWERCASE = lazy(r"[a-z]")  # a name's letters; a tag's are Chinese or capitals (`[NEW]`)
# A Latin name, ` · ` and its maker (after a Chinese label: `【云雀推理云】Skylark Cloud · …`).
_DOTTED_LATIN = lazy(r"^\s*[A-Z][A-Za-z0-9.\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.\-]*){0,3}\s+·\s+\S")


@functools.lru_cache(maxsize=256)  # pure; an entry's lead is read by several rules in a row
def lead_text(lead: str) -> str:
    """An entry's lead with its name first, as GitHub shows it: links read as their text
    (`[Quillserve](https://…): …` → `Quillserve: …`), a checkbox, a date (in a code span, bold,
    brackets or the bold name) and symbols (`🆕`, `⚠️`) before the name left out, and a
    name in a label (`【Quillserve】…`, `[Quillserve] …`) or a code span written as `name — …`;
    a label that sorts entries (`【推理引擎 · §1.1】`, a Chinese category before a Latin name
    and its colon) is left out. The patcher's own `**name** — …` leads come back unchanged."""
    text = lead.strip()
    if text.startswith("[["):  # (`[[tidewater]] Tidewater 潮汐 — …`: the display name after)
        text = _SLUG_FIRST.sub("", text, count=1)
    if "[[" in text:  # (the pattern's start: a template sub costs a call without it)
        text = _WIKI_LINK.sub(_wiki_page, text)
    by_maker = _LINK_BY_MAKER.match(text) if text[:1] == "[" else None
    if by_maker:  # (`[Skiff](https://…) by Xingheng Tech — …`: the link's text, the maker after)
        text = f"{by_maker['name']} — {text[by_maker.end() :]}"
    if "[" in text:  # (both link patterns need one)
        text = _REF_LINK.sub(r"\g<text>", _LINK.sub(r"\g<text>", text))
    text = _without_prefixes(text)
    if "`" in text[:24]:
        text = _slug_name(text)  # (`鲸跃 `orca-serve` @星海智算 ⸺ …`: the two-language name)
    if text[:1] == "#":
        text = _hashtag_lead(text)  # (`#潮汐检索（Tidewell）～ 开源 RAG 框架 ～ 澄江实验室`)
    if "〔" in text[:16]:
        text = _TORTOISE_NAME.sub(r"\g<cjk>（\g<latin>）", text, count=1)
    if "‖" in text or "∥" in text:
        text = _bar_fields(text)  # (`羽笺 ‖ Quill RAG ‖ Northwind Labs —— …`)
    if "<sup>" in text[:80]:  # (`**澄镜**<sup>ClearMirror</sup>｜…`: the other name, bracketed)
        text = _SUP_NAME.sub(r"**\g<bold>**（\g<other>）", text, count=1)
    if text.startswith("__"):  # (the pattern's start: a template sub costs a call without it)
        text = _UNDERSCORE_BOLD.sub(r"**\g<name>**", text)
    bold_date = text.startswith("**") and (text[2:3].isdigit() or text[2:3].isspace())
    text = _DATE_IN_BOLD.sub("**", text) if bold_date else text  # (`^\*\*\s*\d`)
    if " · " in text[:24]:
        text = _KIND_DOT.sub("", text, count=1)  # (`Benchmark · LongRetrieve (…)`: the name after)
        text = _ID_DOT.sub("", text, count=1)  # (`2604.21877 · Splice-KV：…`: the paper's name)

    if text.startswith("**") and "** " in text[:20]:
        text = _tag_first(text)  # (`**v1.0** Cadence · Quay Labs — …`, `**tracked** Relay · …`)
    code = _CODE_NAME.match(text) if text[:1] == "`" else None  # (its first character)
    if code:
        paper = _ID_THEN_NAME.match(text, code.end()) if _ARXIV_ID.match(code["name"]) else None
        if paper:  # (`` `arXiv:2601.11820` RecallBench — … ``: the paper's name, its id after)
            return f"{paper['name']}（{code['name']}）— {text[paper.end() :].strip()}"
        return _named(package_release(code.group("name")), text[code.end() :])
    if text[:1] == "〈":
        text = _angle_name(text)  # (`〈Lingxi〉灵犀调度器｜灵犀智算 —— …`: the two-language name)
    label = _LABEL.match(text) if text[:1] in _LABEL_OPENERS else None
    if label is None:
        return text
    name = label.group("cjk") or label.group("ascii") or ""
    rest = text[label.end() :]
    paired = name_pair(name) if _PAIR_BAR.search(name) else ""
    if paired and not _NAME_FOLLOWS.match(rest.lstrip()):
        return _named(paired, rest)  # (`【Halyard｜帆索】…`: the name in its two languages)
    barred = "｜" in rest or "|" in rest or "‖" in rest or "∥" in rest
    fields = _LATIN_BAR_FIELDS.match(rest) if barred else None
    if fields and not _HAS_LATIN.search(name) and not _SORTING_LABEL.search(name):
        return _named(f"{fields['latin']} / {name.strip()}", fields["rest"])
    # (`〔图像〕绘影 3 · …`, `〔OCR〕…`: a kind, no name; `〔Lanternflow〕开源 RAG 框架`: the name;
    # `〔Kelp Labs〕Brackish：…`: the maker, the name after it)
    kind = text.startswith("〔") and bool(rest.strip())
    kind = kind and (not _LOWERCASE.search(name) or _LEADS_WITH_NAME.match(rest) is not None)
    if _sorting(name, rest) or kind or (text[0] == "【" and _maker_label(name, rest)):
        return lead_text(rest) if rest else name
    return _named(name, rest)


# A Chinese name, its English name as a lowercase slug in a code span, maybe `@` and its maker,
# then a dash (`鲸跃 `orca-serve` @星海智算 ⸺ 开源推理引擎`, `灯塔 `beacon-trace` — 链路追踪`).
_SLUG_NAME = lazy(
    r"^(?P<cjk>[\u3400-\u9fff]{1,12})\s*`(?P<slug>[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*)`"
    r"(?:\s+@(?P<maker>[^\s@`⸺—][^@`⸺—\n]{0,29}?))?\s+(?:⸺|——|—)\s*"
)


def _slug_name(text: str) -> str:
    """A lead naming its entry by a Chinese name and a code span's slug (`_SLUG_NAME`) read as
    the two-language name (`鲸跃 / orca-serve — 星海智算 · …`); other leads unchanged."""
    found = _SLUG_NAME.match(text)
    if found is None:
        return text
    maker = f"{found['maker'].strip()} · " if found["maker"] else ""
    return f"{found['cjk']} / {found['slug']} — {maker}{text[found.end() :]}"


# A hashtag name (`#潮汐检索（Tidewell）`, `#Halyard`: no space after the mark, not a heading's
# `# `), then a spaced wave dash before what it is (`～`, `~`): read as `name — what it is`.
_HASHTAG_LEAD = lazy(r"^#(?=[^\s#\d])(?P<name>[^～~\n]{1,80}?)(?:\s+|(?<=[）)]))[～~]\s+(?=\S)")


def _hashtag_lead(text: str) -> str:
    """A hashtag lead (`#Halyard ～ 智能体式 RAG 编排器 ～ Halyard Labs`) read as the name, a
    dash and the rest (`Halyard — 智能体式 RAG 编排器 ～ Halyard Labs`); other text as it is."""
    match = _HASHTAG_LEAD.match(text)
    if match is None:
        return text
    return f"{match['name'].strip()} — {text[match.end() :]}"


# A Latin name in single angle brackets, its Chinese name glued after it, then a bar and the
# maker (`〈Lingxi〉灵犀调度器｜灵犀智算 —— …`); or a paper's arXiv id so, its short name after
# (`〈arXiv:2611.01234〉树状草稿｜南湖大学 —— …`).
_ANGLE_NAME = lazy(
    r"^〈(?:(?P<latin>[A-Za-z][A-Za-z0-9.\-]*(?: [A-Za-z0-9][A-Za-z0-9.\-]*){0,3})"
    r"|(?P<paper>(?i:arxiv):\s*\d{4}\.\d{4,5}(?:v\d+)?))〉"
    r"(?P<cjk>[^｜|〈〉（()）—–：:，,。；;]{1,30}?)\s*[｜|]\s*(?P<rest>\S.*)$"
)
_ANGLE_HAS_CJK = lazy(r"[\u3400-\u9fff]")


def _angle_name(text: str) -> str:
    """A lead naming its thing in single angle brackets before its Chinese name and a bar
    (`_ANGLE_NAME`), written as the two-language name (`Lingxi / 灵犀调度器 — 灵犀智算 —— …`)
    or as a paper's short name with its id (`树状草稿（arXiv:2611.01234）— …`); other leads
    unchanged (`〈推荐〉Halberd — …`: a verdict label, read by the template)."""
    match = _ANGLE_NAME.match(text)
    if match is None:
        return text
    cjk, rest = match["cjk"].strip(), match["rest"]
    if match["paper"]:
        return f"{cjk}（{match['paper']}）— {rest}"
    if _ANGLE_HAS_CJK.match(cjk) is None:
        return text  # (`〈Bramble〉Studio｜…`: no Chinese name after the bracket)
    return _named(f"{match['latin']} / {cjk}", rest)


# A bold name with its other name in a superscript glued to it (`**澄镜**<sup>ClearMirror</sup>`),
# read as the bracket after a bold name (`**澄镜**（ClearMirror）`).
_SUP_NAME = lazy(
    r"\*\*(?P<bold>[^*<>]{1,40})\*\*\s*<sup>\s*(?P<other>[A-Za-z][^<>（）()]{0,60}?)\s*</sup>"
)


# A lead naming its thing in fields a double bar divides, then its description after a dash or
# a colon (`羽笺 ‖ Quill RAG ‖ Northwind Labs —— 模块化 RAG 框架`: Chinese name, Latin name, maker).
_BAR_FIELDS = lazy(
    r"^(?P<fields>[^‖∥—–：:]{1,60}?(?:\s*[‖∥]\s*[^‖∥—–：:]{1,60}?){1,3})"
    r"(?P<rest>(?:\s*——|\s+[—–]\s|\s*[：:]).*)?$"
)

# A Chinese kind word before a Latin name in such a field (`基准 HERON-QA`, `指标 Plumb-3`).
_KIND_BEFORE_LATIN = lazy(
    r"^(?P<kind>[\u4e00-\u9fff]{2,4})\s+(?P<name>[A-Za-z0-9][\w.\-]*(?:\s[A-Za-z0-9][\w.\-]*){0,3})$",
    re.ASCII,
)


def _bar_fields(text: str) -> str:
    """A lead whose name is written in fields a double bar divides (`羽笺 ‖ Quill RAG ‖ Northwind
    Labs —— …`) as the two-language name its first two fields make (`羽笺 / Quill RAG —— …`), else
    as its first field (`基准 HERON-QA ‖ 北溟大学 —— …`: the name, then its maker), a kind word
    before a Latin name read after it (`HERON-QA 基准`); the other fields (the maker) left out;
    other leads unchanged."""
    match = _BAR_FIELDS.match(text)
    if match is None:
        return text
    fields = [f.strip() for f in re.split(r"[‖∥]", match["fields"])]
    one, other = fields[0], fields[1]
    paired = _HAS_LATIN.search(one) is None or _HAS_LATIN.search(other) is None
    name = (paired and name_pair(f"{one}｜{other}")) or one  # (not `指标 X-2 ‖ Tern Labs`)
    kind = _KIND_BEFORE_LATIN.match(name)  # (`基准 HERON-QA`: read as `HERON-QA 基准`)
    name = f"{kind['name']} {kind['kind']}" if kind else name
    return _named(name, match["rest"] or "")


# A Latin name right after a Chinese label, then fields a bar divides (maker, kind): the
# label's Chinese name and the Latin one name one thing (`〖帆索〗Halyard｜Northwind｜向量库`).
# (or a double bar: `〖织机〗Loomwork（LW）‖ 厂商 ‖ 定位`, a short form in brackets after the name)
_LATIN_BAR_FIELDS = lazy(
    r"^\s*(?P<latin>[A-Za-z][A-Za-z0-9.\-]*(?: [A-Za-z0-9][A-Za-z0-9.\-]*){0,3}"
    r"(?:\s*[（(][A-Za-z0-9][A-Za-z0-9.\-]{0,11}[)）])?)\s*[｜|‖∥]\s*"
    r"(?P<rest>[^｜|‖∥].*)$"
)


# A bold release or lower-case kind tag before a plain Latin name, then ` · ` (its maker) or a
# spaced dash: a release ledger's lead (`**v1.0** Cadence · Quay Labs · 2031-01-05 — …`,
# `**tracked** Relay · Vantline — …`, `**paper** ServeBench-26 · arXiv:…`); the tag is no name.
_TAG_FIRST = lazy(
    r"^\*\*(?:(?P<release>[vV]?\d{1,3}(?:\.\d{1,4}){1,3}|[vV]\d{1,3})|[a-z]{3,12})\*\*\s+"
    r"(?P<name>[A-Z][A-Za-z0-9.\-]*(?:\s[A-Za-z0-9][A-Za-z0-9.\-]*){0,3})"
    r"(?P<rest>\s+·\s.*|\s+[—–]{1,2}\s.*)$"
)


def tag_first(lead: str) -> bool:
    """The lead opens with a bold release or kind tag before its name (`_TAG_FIRST`): it is
    read name first by `lead_text`, not by a template's cut, which loses the release."""
    text = lead.strip()
    return text.startswith("**") and _TAG_FIRST.match(text) is not None


def kind_tag_first(lead: str) -> bool:
    """The lead opens with a bold kind tag where a release ledger's leads write the release
    (`**tracked** Relay · Vantline — …`, `**paper** …`): a thing the document keeps by name."""
    text = lead.strip()
    match = _TAG_FIRST.match(text) if text.startswith("**") else None
    return match is not None and not match["release"]


def _tag_first(text: str) -> str:
    """A lead opening with a bold release or kind tag before its name, written name first (the
    release after it: `Cadence v1.0 · Quay Labs — …`, `Relay · Vantline — …`); other leads
    unchanged."""
    match = _TAG_FIRST.match(text)
    if match is None:
        return text
    name = f"{match['name']} {match['release']}" if match["release"] else match["name"]
    return f"{name}{match['rest']}"


# A bar or slash between the two halves of a label (`【Halyard｜帆索】`, `[帆索 | Halyard]`,
# `【Halyard/帆索】`).
_PAIR_BAR = lazy(r"[|｜/／]")
_PAIR = lazy(r"^\s*(?P<one>[^|｜/／§]{1,60}?)\s*[|｜/／]\s*(?P<other>[^|｜/／§]{1,60}?)\s*$")


def name_pair(label: str) -> str:
    """A label holding one name in two languages, a bar or slash between, in either order
    (`Halyard｜帆索`, `帆索 | Halyard`, `WebTrek 2027/网途 2027`), written as the two-language
    name `Halyard / 帆索`; "" for another label (a section code, two Chinese words that sort,
    `推理｜训练`, a repository's path, `owner/repo`)."""
    match = _PAIR.match(label)
    if match is None or " · " in label:
        return ""
    one, other = match["one"], match["other"]
    if _HAS_CJK.search(one):
        one, other = other, one  # (the Latin half first for the test below, not the result)
    if _HAS_CJK.search(one) or not _HAS_LATIN.search(one) or not _HAS_CJK.search(other):
        return ""
    return f"{match['one']} / {match['other']}"


def label_alias(lead: str) -> tuple[str, ...]:
    """The Chinese label before a Latin name and its maker (`【云雀推理云】Skylark Cloud · 云雀
    科技：…`): the thing's Chinese name, its other name (the name read is the Latin one);
    () for another lead (a category label before a name and a colon: `【推理引擎】vLLM v0.31：`)."""
    text = _without_prefixes(lead.strip())  # (`🔥 【红隼】Kestrel · …`)
    label = _LABEL.match(text)
    name = label.group("cjk") if label else None
    if label is None or not name or not _HAS_CJK.search(name) or _SORTING_LABEL.search(name):
        return ()
    return (name.strip(),) if _DOTTED_LATIN.match(text[label.end() :]) else ()


def _wiki_page(link: re.Match[str]) -> str:
    """The page a wiki link names; a paper's id as a code span (`[[arXiv:ID]] Name — …`, read
    as `` `arXiv:ID` Name — … ``: the paper goes by its name). A link a name follows is a
    slug, not the name (`[[ravenserve]] RavenServe — …`), and so is one a mark follows: left
    as written."""
    page = link["page"].strip()
    if _ARXIV_ID.match(page):
        return f"`{page}`"
    return page if _PAGE_ENDS.match(link.string, link.end()) else link[0]


# A lowercase slug's wiki link, a space, then the display name (`[[tidewater]] Tidewater — …`,
# `[[pg-quill]] pg_quill — …`): the slug is the page's address, the name follows; not a mark
# glued to it (`[[tidewater]]! queue stall — 0.3`: an incident of that page, read as written).
_SLUG_FIRST = lazy(r"^\[\[[a-z0-9][a-z0-9_.\-]{0,40}\]\] +(?=[^\s!—–\-:：·|｜(（\[])")


# After a wiki link that is the name: the lead's end, a separator or a release, not more name
# (`[[ravenserve]] RavenServe — …`) nor a mark glued to it (`[[ravenserve]]! OOM — …`).
_PAGE_ENDS = lazy(r"\s*(?:$|[—–\-:：·•|｜‖∥(（,，;；/]|v?\d)")


def _without_prefixes(text: str) -> str:
    """`text` without the checkbox, dates, symbols and kind label that lead it."""
    while True:
        before = text
        text = _CHECKBOX.sub("", text) if text[:1] == "[" else text  # (`^\[`: a cheap test first)
        if text[:1] in _KIND_INITIALS:  # (a cheap test first: most leads open otherwise)
            text = _KIND_FIRST.sub("", text, count=1)
        date = _DATE_FIRST.match(text) if _digit_within(text, 3) else None  # (`_DATE_FIRST`)
        if date and bool(date.group("open")) == bool(date.group("close")):
            text = text[date.end() :]
        text = _SHORT_DATE_FIRST.sub("", text, count=1) if text[:1].isdigit() else text
        text = _CARD_ID_FIRST.sub("", text, count=1) if text[:1].isupper() else text
        text = _LEDGER_FIRST.sub("", text, count=1) if "-" in text[:6] else text
        text = without_symbols(text)
        if text == before:
            return text


def _digit_within(text: str, first: int) -> bool:
    """A digit is among the text's `first` characters: what a date at its start needs, after
    an opener of two characters at most (`_DATE_FIRST`: `**2026-11-12**`, `【2026-11-12】`)."""
    return any(map(str.isdigit, text[:first]))  # (`str.isdigit` holds of every `\d`)


def without_symbols(text: str) -> str:
    """`text` without the pictographs and marks that lead it (`🚀 vLLM 0.15` → `vLLM 0.15`)."""
    first = text[:1]
    if first and not first.isspace() and (first.isascii() or first.isalnum()):
        return text  # (most texts: a letter, a digit or ASCII first, nothing to strip)
    return text.lstrip("".join(c for c in text[:8] if _symbol(c))).lstrip()


def _symbol(char: str) -> bool:
    """A pictograph or mark, not text (`🆕`, `⚠`, its variation selector; not `~` or a backtick)."""
    return not char.isascii() and (
        unicodedata.category(char)[0] == "S" or char in "\ufe0f\u200d\u20e3"
    )


# A label holding the release (series) an entry covers or its kind, no name (`[1.x] Tracewell —
# …`, `[v3] Ledgerbench — …`, `[paper] Plumbline — …`): its lowercase letters name nothing.
_RELEASE_TAG = lazy(r"^(?:[vV]?\d{1,3}(?:\.(?:\d{1,4}|[xX]))*|(?i:papers?|preprints?))$")


# A label that says what kind of thing the entry is: capitals (`[API]`, `[MODEL]`) or Chinese
# kind words alone (`【应用】`, `【模型】`); before a bare name, the heading's text
# (`### [TOOL] Quayside /`), it is no part of the name.
_KIND_LABEL = lazy(
    r"^(?:[A-Z][A-Z0-9]{1,11}|(?:模型|应用|工具|框架|引擎|服务|平台|产品|基准|榜单|评测|论文|数据集"
    r"|事故|故障|插件|硬件|芯片|接口|库|API|App|APP)+)$"
)
# A name and nothing after it but a bracket or a slash (`Gantry`, `Fenlark (fork of Corvid)`,
# `Quayside /`, `青萝`): no colon, dash or dot before a description.
_BARE_NAME = lazy(r"^[A-Z0-9\u3400-\u9fff][^，,。；;：:—–|｜·]{0,59}$")


def _sorting(label: str, rest: str) -> bool:
    """The label sorts the entry (or names its maker); the name comes after it."""
    if _SORTING_LABEL.search(label) or _NAME_FOLLOWS.match(rest):
        return True
    if _KIND_LABEL.match(label.strip()) and _BARE_NAME.match(rest.strip()):
        return True  # (`### [API] Gantry`, `### 【应用】青萝`: a kind tag, the name after it)
    if _LOWERCASE.search(label) and not _RELEASE_TAG.match(label):
        return False
    # (`[W40] bench · MMServeBench — …`: a week tag, then a kind word and the name)
    return bool(_LATIN_NAME_FOLLOWS.match(rest) or _KIND_DOT.match(rest))


# A short name, perhaps a bracketed date or note, then a dash and the description: the label
# before it holds the maker (`【Saltmarsh Labs】Brineway — 工作流引擎`, `【潮汐科技】潮汐 Tide —
# …`), not the entry's name, which a description follows directly (`【潮汐网关】按租户限流…`).
_NAME_THEN_DASH = lazy(
    r"^\s*[^\s，,。；;：:（(—–【\[·•|][^，,。；;：:（(—–【\[·•|]{0,39}?"
    r"(?:\s*[（(][^（()）]{1,20}[）)])?\s*[—–]{1,2}\s"
)
_RELEASE_IN = lazy(r"\d+\.\d+|(?<![A-Za-z0-9])v\d")


# What follows a label when it leads with a name: a short run, then a colon or a spaced dash or
# dot, its other name in brackets before them at most (`Brackish：…`, `织梭 Tessel：…`, `绘影 3 ·
# …`, `HX 运行时（Hexa Runtime）：…`); not a description running on to its
# brackets or bar (`开源 RAG 编排框架（灯笼流）｜…`: the label was the name).
_LEADS_WITH_NAME = lazy(
    r"^[^，,。；;：:（(—–·｜|\s][^，,。；;：:（(—–·｜|]{0,29}?(?:\s*[（(][^（()）]{1,30}[)）])?"
    r"\s*(?:[：:]|\s[—–·]\s)"
)


def _maker_label(label: str, rest: str) -> bool:
    """A `【…】` label holding the maker: no release in it, and a short name then a dash after
    it (a name label holds the release, `「Quarry 3.0」引擎 — …`, or a ` · ` and a kind follow)."""
    return not _RELEASE_IN.search(label) and bool(_NAME_THEN_DASH.match(rest))


# A release right after a repository's path in a code span (`` `owner/repo` v0.5.24 — … ``):
# the path's (a name alone keeps its release apart: `` `Prismfold` v2.2 — … ``, the product).
_RELEASE_AFTER = lazy(r"^v?\d+(?:\.\d+)+(?:\.post\d+)?(?![\w.])|^v\d+(?![\w.])")
_PATH = lazy(r"^[A-Za-z0-9][A-Za-z0-9_.\-]*/[A-Za-z0-9][A-Za-z0-9_.\-]*$")


# A package pinned to a release, npm- or pip-style (`toolmesh@2.0.0`, `@scope/pkg@1.2.0-rc.1`,
# `vllm==0.9.1`, a spec by its date: `mcp-spec@2030-03-10`).
_PINNED = lazy(
    r"^(?P<name>@?[A-Za-z0-9][A-Za-z0-9_.\-/]*?)\s*(?:@|==)\s*"
    r"(?P<release>v?\d+(?:\.\d+)+(?:[-.+]?[A-Za-z][A-Za-z0-9.]*)?|\d{4}-\d{2}-\d{2})$"
)


# A package pinned to a major line only, npm-style (`hivemind@1`, `@scope/pkg@2`): any release of
# that major, read as the series `hivemind 1.x`.
_MAJOR_PINNED = lazy(r"^(?P<name>@?[A-Za-z][A-Za-z0-9_.\-/]*?)@v?(?P<major>\d{1,3})$")


# An arXiv id alone in a lead's code span (`` `arXiv:2601.11820` ``), and the short name after
# it up to a dash (`` `arXiv:2601.11820` RecallBench — … ``).
_ARXIV_ID = lazy(r"(?i)^arxiv:\s*\d{4}\.\d{4,5}(?:v\d+)?$")
_ID_THEN_NAME = lazy(r"\s+(?P<name>[A-Za-z][^—–`：:（(]{0,60}?)\s+[—–]{1,2}\s")


# A slug after a short kind prefix (`ref:toolshadow`, `paper:kv-sharding`; not `arXiv:2604.01234`).
_KIND_SLUG = lazy(
    r"^(?!(?i:arxiv|doi|https?|ftp|cve|ghsa)\b)[a-z]{2,8}:(?P<slug>[a-z][a-z0-9_.\-]+)$"
)


def package_release(name: str) -> str:
    """A pinned package as its name and release (`toolmesh@2.0.0` → `toolmesh 2.0.0`, a major
    line as its series: `hivemind@1` → `hivemind 1.x`), a slug
    without its kind prefix (`ref:toolshadow` → `toolshadow`); other names unchanged."""
    pinned = _PINNED.match(name.strip()) if ("@" in name or "==" in name) else None
    if pinned:
        return f"{pinned['name']} {pinned['release']}"
    major = _MAJOR_PINNED.match(name.strip()) if "@" in name else None
    if major:
        return f"{major['name']} {major['major']}.x"
    slug = _KIND_SLUG.match(name.strip()) if ":" in name else None
    return slug["slug"] if slug else name


# Brackets holding a reference, not a name (`（arXiv:2608.01234）`, `(https://…)`).
_REFERENCE = lazy(r"^[（(]\s*(?:arxiv|https?:|doi|#)", re.I)


def _named(name: str, rest: str) -> str:
    """`name — rest`, or the name alone when nothing follows it; a release right after a
    repository's path stays with it (`` `sgl-project/sglang` v0.5.24 — … ``: that release's
    entry)."""
    rest = rest.strip()
    if not rest:
        return name.strip()
    release = _RELEASE_AFTER.match(rest) if _PATH.match(name.strip()) else None
    if release:
        name, rest = f"{name.strip()} {release.group()}", rest[release.end() :].strip()
        if not rest:
            return name
    if rest[:1] in "：:" or (rest[:1] in "（(" and not _REFERENCE.match(rest)):
        return f"{name.strip()}{rest}"  # (`《流明视觉 2.5》（Lumora-VL 2.5，…）`, `《低语 2》：…`)
    return f"{name.strip()} {rest}" if _NAME_END.match(f" {rest}") else f"{name.strip()} — {rest}"


@functools.lru_cache(maxsize=65536)
def lead_name(lead: str) -> str:
    """The name an entry goes by, as its lead shows it (see `lead_text`): its bold lead, else
    the text before ` — `, `：` or a bracket; cut at the same marks inside a bold lead too
    (`**colibri — 纯 C…**` → colibri)."""
    visible = marker.strip(lead_text(marker.strip(lead))).strip()
    visible = without_code_spans(visible) if "`" in visible else visible
    bold = _BOLD_LEAD.match(visible)
    text = bold.group("name") if bold else visible.replace("~~", "")
    maker = maker_arrow(text) if not bold else ""
    return maker or _NAME_END.split(text, maxsplit=1)[0].strip(" *~")


# A name written in two forms, ` · ` between (`**龙门缓存** · Gantry Cache — …`, `闪光追踪 ·
# Glint tracing：…`, `**推理健康探针** · Inference Health Probe（IHP）— …`): the first holds
# Chinese, the second is Latin and starts with a capital or a digit, up to a dash or a colon.
_DOTTED = lazy(
    r"^(?:\*\*(?P<bold>[^*]{1,60}?)\*\*|(?P<plain>[^·—–：:*]{1,60}?))\s+·\s+"
    r"(?P<other>[A-Z0-9][^·—–：:，,。；;*]{0,80}?)"
    r"(?=\s*[—–]{1,2}|\s+-{1,2}\s|\s*[：:，,。；;＝｜]|\s+·\s|\s*$)"
)

_UNCLOSED = lazy(r"\s*[（(][^)）]*$")  # a bracket the name leaves open, and what follows it
# A closed bracket in Chinese after the name (`（下称 WLB）`): a note, not the name.
_CJK_NOTE = lazy(r"\s*[（(][^（()）]*[\u3400-\u9fff][^（()）]*[)）]$")
# A bold lead holding the dot itself (the lead written from a title `鸻 · Plover — …`).
_BOLD_DOTTED = lazy(r"^\*\*(?P<inner>[^*]{1,60}?\s·\s[^*]+)\*\*")


def dotted_name(text: str) -> str:
    """The Latin form a lead (`lead_text`) gives its Chinese name after ` · `
    (`**龙门缓存** · Gantry Cache — …`: `Gantry Cache`); "" for none (not a kind or a maker
    after a Latin name: `「CPA」· 调度器`, `「Sluice」· KV 分页卸载 · …`)."""
    if "·" not in text:
        return ""
    bold = _BOLD_DOTTED.match(text.strip())  # (`**鸻 · Plover — 端侧草稿模型…**`: a title as lead)
    match = _DOTTED.match(bold["inner"] if bold else text.strip())
    if match is None or not _HAS_CJK.search(match["bold"] or match["plain"]):
        return ""
    if match["plain"] and _UNCLOSED.search(match["plain"]):
        return ""  # (`“潮汐”记忆层（Tidemem · Saltmarsh AI）`: a dot in brackets, a maker after)
    other = match["other"].strip()
    other = _UNCLOSED.sub("", other).strip()  # (`Petrel-2（arXiv:…）`: the name before it)
    other = _CJK_NOTE.sub("", other).strip()  # (`Wayline-Bench（下称 WLB）`: the name before it)
    return other if not _HAS_CJK.search(other) and _HAS_LATIN.search(other) else ""


# The other names an entry's first sub-item gives it, a label and the name: `英文名 Prismfold；…`,
# `英文名 Kilnworks Serve，简称 KWS`, `English name: Lampwick Tracing`, `aka Bollard`, `别名 …`,
# `外名：Corvid · corvid-ai/corvid · 鸦科` (fields apart by a spaced middle dot).
_ALIAS = lazy(
    r"^(?:\*\*|__)?(?:(?P<latin>英文名称?|英文全称|英文|外文名|外名|(?i:english\s+name))"
    r"|(?P<cjk>中文名称?|中文(?:社区)?(?:称|叫)|(?i:chinese\s+name|(?:zh|chinese)(?=\s*[:：]))"
    # (`; sold in China as 行者`: the name it goes by there)
    r"|(?i:(?:sold|marketed|known|branded)\s+in\s+(?:mainland\s+)?china\s+as))"
    r"|别名|又名|简称|缩写|全称|(?i:also\s+known\s+as|short\s+name|a\.?k\.?a\.?)"
    # (`Commonly abbreviated AKR in release notes …`, `Often shortened to AKR`: its short form)
    r"|(?P<short>(?i:(?:commonly|often|usually|widely)\s+)?(?i:abbreviated|shortened)"
    r"(?:\s+(?i:as|to))?)"
    # (the name its package goes by: `（包名 hearth-mem）`, `(package: hearth-mem)`)
    r"|包名|(?i:package(?:\s+name)?(?=\s*[:：])))"
    r"(?:\*\*|__)?(?:\s*[:：]\s*|\s+|(?:是|为)\s*|(?<=[\u4e00-\u9fff])(?=[A-Za-z\"“「『]))"
    r"(?P<name>\S.*)$"
)
_HAS_LATIN = lazy(r"[A-Za-z]")
_HAS_CJK = lazy(r"[\u3400-\u9fff\uf900-\ufaff]")
_ALIAS_CLAUSE = lazy(r"[；;，,。]\s*|\s+[—–·]\s+|\s*[（(]")
_ALIAS_NAME = lazy(r"^[\w][\w .\-+/]{0,60}$")
MAX_ALIAS_WORDS = 8


def entry_aliases(
    lines: Sequence[str], first: int, end: int, headed: bool = False
) -> tuple[str, ...]:
    """The names an entry's first sub-item gives it (`lines[first:end]`: the lines after its
    lead paragraph), each clause that opens with a naming label (`英文名`, `简称`, `English
    name`, `aka`); () when its first sub-item names nothing (read only as far as that item).
    A heading's entry (`headed`) holds its items unindented, and a dated history line's text
    after its day is the item's (`- 2035-03-20: Commonly abbreviated SRK.`), its description
    paragraph before them passed over."""
    for line in lines[first:end]:
        if not line.strip():
            continue
        item = ITEM_PREFIX.match(line)
        if item is None and headed and not line.startswith("#"):
            continue  # (`Orrin's audio streaming toolkit, second generation.`: the description)
        if item is None or not (item.group("indent") or headed):
            return ()
        if not labelled(line):
            return ()
        text = line[item.end() :].replace("`", "")  # (a name in a code span is still the name)
        text = _ITEM_DAY.sub("", text, count=1) if headed else text
        return tuple(n for c in _ALIAS_CLAUSE.split(text.strip()) if (n := _alias(c)))
    return ()


# A dated history line's day and its colon (`2035-03-20: `).
_ITEM_DAY = lazy(r"^\s*\d{4}-\d{2}-\d{2}\s*[:：]\s*")


_BRACKETS = lazy(r"[（(](?P<inside>[^（()）]{1,80})[)）]")
_NAME_SPAN = 60  # the lead's first characters, where brackets belong to its name
_LINK_ADDRESS = lazy(r"\]\([^()\s]*\)")  # a link's address after its text: `](https://…)`
_PAST_NAME = lazy(r"[：:，,。；;]|\s[—–-]{1,2}\s")  # the name has ended before them


def lead_aliases(lead: str) -> tuple[str, ...]:
    """The names the brackets after a lead's name give it with a naming label
    (`**棱镜推理引擎**（英文名 Prismfold）：…`, `【汀岸】(English name: Quayside) …`), and
    brackets later in the lead, or a clause of its description, with a label for the entry's
    name in the other language (`…推理引擎（英文名 Prismfold）`, `…推理引擎，英文名 Tidewell，…`;
    not `支持分块预填充（简称 CP）`: a feature's)."""
    found: list[str] = []
    bracketed = [b for b in _BRACKETS.finditer(lead) if lead[b.start() - 1 : b.start()] != "]"]
    for at, brackets in enumerate(bracketed):  # (not a link's address: `[名](https://…)（…）`)
        named = at == 0 and brackets.start() <= _NAME_SPAN
        before = _LINK_ADDRESS.sub("]", lead[: brackets.start()])  # (`https:` is no colon of it)
        named = named and not _PAST_NAME.search(before)
        clauses = _ALIAS_CLAUSE.split(brackets["inside"].replace("`", "").strip())
        for clause in clauses:
            name = _alias(clause, other_language_only=not named)
            if name:
                found.append(name)
    said = _LEAD_CLAUSE.split(_BRACKETS.sub(" ", lead)) if _OTHER_LABEL.search(lead) else []
    for clause in said:
        name = _alias(clause, other_language_only=True)  # (`…推理引擎，英文名 Tidewell，…`)
        if name:
            found.append(name)
    return tuple(dict.fromkeys([*found, *_full_names(lead)]))


# The package name a lead says the thing goes by, in a code span (`社区多用包名 `tarnserve` 称呼`,
# `usually called by its package name `tarnserve``, `package name: `tarnserve``), or a clause
# opening with a package registry's label (`；pip 包 `quoin-diffusion``, `; Python package
# `quoin-diffusion``: the thing's own package, not one it uses, `依赖 pip 包 `torch``).
_PACKAGE_NAMED = lazy(
    r"(?:包名|(?i:(?<![A-Za-z])package\s+name(?![A-Za-z]))"
    r"|(?:^|(?<=[；;，,。.、:：])\s*)"
    r"(?i:(?:pip|pypi|npm|python|node|rust)\s*(?:包|package(?![A-Za-z])|crate(?![A-Za-z]))))"
    r"\s*(?:是|为|[:：])?\s*"
    r"`(?P<name>[A-Za-z0-9][A-Za-z0-9._\-]{1,40})`"
)


def package_names(text: str) -> tuple[str, ...]:
    """The package names an entry's lead (or a heading entry's first paragraph) gives the
    thing with a package-name label and a code span (`…服务引擎，社区多用包名 `tarnserve` 称呼`):
    a name the thing goes by, as titles write it (`tarnserve 2.4 发布`)."""
    if "`" not in text:
        return ()
    return tuple(dict.fromkeys(m["name"] for m in _PACKAGE_NAMED.finditer(text)))


# A heading entry's paragraph opening on a short form, then a separator (`TWP · open
# tool-calling protocol …` under `### Toolwire Protocol`).
_OPENING_SHORT = lazy(r"^(?P<short>[A-Z]{2,6})\s*[·•|—–:：,，]\s*\S")


# The paragraph's first bracket, opening with capitals and another item after them
# (`Open tool-manifest and invocation protocol (STP; Spindle working group; …)`).
_FIRST_BRACKET_SHORT = lazy(r"^[^(（]*[(（]\s*(?P<short>[A-Z]{2,6})\s*[;；,，·|｜]")


def opening_short_form(paragraph: str, name: str) -> tuple[str, ...]:
    """The short form a heading entry's first paragraph opens with (`TWP · …`), or its first
    bracket opens with before more items (`… protocol (STP; Spindle working group; …)`), its
    capitals the heading name's words' letters in order, each word giving its first letter and
    maybe more of its own (`Toolwire Protocol`: T, w, P): a name the thing goes by."""
    said = _OPENING_SHORT.match(paragraph) or _FIRST_BRACKET_SHORT.match(paragraph)
    words = [w.casefold() for w in name.split()]
    if said is None or not 2 <= len(words) <= len(said["short"]):
        return ()
    return (said["short"],) if _spells(said["short"].casefold(), words) else ()


def _spells(short: str, words: list[str]) -> bool:
    """`short` is the words' letters in order: each word's first, then maybe others of it."""
    if not words:
        return not short
    if not short or short[0] != words[0][:1]:
        return False
    for taken in range(1, len(short) - len(words) + 2):  # (letters this word gives)
        if _in_order(short[1:taken], words[0][1:]) and _spells(short[taken:], words[1:]):
            return True
    return False


def _in_order(letters: str, word: str) -> bool:
    """Every letter of `letters` in `word`, in order."""
    rest = iter(word)
    return all(letter in rest for letter in letters)


def _full_names(lead: str) -> list[str]:
    """The full names clauses of a lead's description give (`**KVX**（Mnemo Labs）：分层 KV
    缓存层，全称 Mnemo KV Exchange，当前 1.4`: `Mnemo KV Exchange`); not in brackets (`支持
    PD（全称 Prefill-Decode）分离`: a feature's)."""
    if not _FULL_LABEL.search(lead):
        return []
    clauses = _LEAD_CLAUSE.split(_BRACKETS.sub(" ", lead))
    named = (_FULL_NAMED.match(c.strip()) for c in clauses)
    return [n for m in named if m and (n := _alias(f"全称 {m['name']}"))]


# A lead written from a launch's title, its maker, the launch word, then the product's Latin
# name (`**Quayside 推出 Relayer Cloud — 托管 agent 运行平台** …`).
_MAKER_LAUNCHES = lazy(
    r"^(?:\*\*)?(?P<maker>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z][A-Za-z0-9\-]*)?)\s*"
    r"(?:正式|宣布)?(?:推出|发布|上线|开源)\s*"
    r"(?P<name>[A-Z][A-Za-z0-9\-]*(?:\s+[A-Z0-9][A-Za-z0-9\-.]*){0,3})"
    # (a stage word after the name: `Oriel 发布 Tern-3D 预览：…`, `… Tern 2 公测版，…`)
    r"(?:\s*(?:预览版?|公测版?|测试版|内测版?|(?i:preview|beta)(?![A-Za-z])))?"
    r"(?=\s*(?:[—–：:，,]|\*\*|$))"
)


# The launch words `_MAKER_LAUNCHES` needs one of (tested first: most leads have none, and the
# pattern's failing match costs ~2 µs a lead).
_LAUNCHES = ("推出", "发布", "上线", "开源")


# One hyphened word whose every part is capitalised or a number (`Tern-3D`, `Kite-Omni`).
_HYPHENED_NAME = lazy(r"^[A-Z][A-Za-z0-9]*(?:-[A-Z0-9][A-Za-z0-9]*)+$")


def launched_product(lead: str) -> tuple[str, ...]:
    """The product a lead written from a launch's title names after its maker and the launch
    word (`Quayside 推出 Relayer Cloud — …` → `Relayer Cloud`), a name of two words or more
    that does not start with the maker's (`Kestrel 发布 Kestrel 2.0` is the maker's own), or
    one hyphened word whose parts are capitalised or numbers (`Oriel 发布 Tern-3D 预览：…` →
    `Tern-3D`; not `Parley-turbo`, a tier); () for none."""
    launching = lead[:3].lstrip("*")[:1].isupper() and any(map(lead.__contains__, _LAUNCHES))
    said = _MAKER_LAUNCHES.match(lead) if launching else None
    if said is None:
        return ()
    name, maker = said["name"], said["maker"]
    if " " not in name and not _HYPHENED_NAME.match(name):
        return ()  # (`Parley-turbo`: a tier of `Parley`, maybe that family's own entry)
    if name.split()[0].split("-")[0] in maker.split():  # (`Kestrel 发布 Kestrel-2 预览`)
        return ()
    return (name,)


def listed_products(lead: str, naming: Callable[[str], bool] = bool) -> tuple[str, ...]:
    """The products a lead says the entry covers (`**Xinglan Tech** — products: Huiying 绘影,
    Orbit TTS`, `【星澜科技】旗下产品：绘影、听澜`): an entry per maker or per family goes by
    each product's name; a name in two languages by each half too (`Huiying`, `绘影`), a short
    name in brackets after it as well (`PaperEye (PE-OCR)`); () for a lead listing none. A
    listed name `naming` refuses is left out (a cloud's `B200 spot`: generic words)."""
    arrow = _maker_arrow(lead)
    if arrow:  # (`Quill Systems ⟶ HayLoft (parsing / ingestion), Sheaf`: a bracket describes)
        named = _BRACKETS.sub(lambda m: _INNER_SEPARATORS.sub(" ", m.group()), arrow[1])
    else:
        folded = lead.casefold()
        if "product" not in folded and "产品" not in lead:
            return ()
        listed = _PRODUCTS.search(lead)
        if listed is None:
            return ()
        named = listed["list"]
    found: list[str] = []
    named = _PRODUCTS_END.split(named, maxsplit=1)[0]  # (not `, plus connectors for …`)
    for part in _PRODUCT_SEPARATOR.split(named.strip().rstrip(".。")):
        inside = [m["inside"].strip() for m in _BRACKETS.finditer(part)]
        name = _BRACKETS.sub(" ", part).strip(" *_`")
        two = _HAS_CJK.search(name) and _TWO_LANGUAGES.fullmatch(name)
        halves = _LANGUAGE_HALVES.findall(name) if two else []  # (not `兼容 OpenAI 接口的推理 API`)
        found += [name, *halves] if naming(name) else []
        found += [i for i in inside if _SHORT_NAME.fullmatch(i)]
    return tuple(n for n in dict.fromkeys(found) if n and len(n) <= 40)


# A heading entry's line listing the products it covers (`Products: Quillfeather (open-source
# serving engine, github.com/marrowgate/quillfeather), Mossgrave (tiered KV offload, …).`,
# `产品：绘影、听澜`), its first line after the heading.
_PRODUCTS_LINE = lazy(
    r"^\s*(?:Products?|Product\s+lines?|旗下产品|产品(?:线)?)\s*[:：]\s*(?P<list>\S.*)$"
)
_ANY_BRACKETS = lazy(r"[（(][^（()）]*[)）]")
_LINE_SEPARATOR = lazy(r"\s*(?:[,，;；、]|\s+and\s+|(?<=\S)\s*[和与及]\s*)\s*")


def products_line(
    lines: Sequence[str], first: int, end: int, naming: Callable[[str], bool] = bool
) -> tuple[str, ...]:
    """The products a heading entry's first block lists (`Products: Quillfeather (…), Mossgrave
    (…).`, its first line or after a description paragraph, before the first list item or
    heading): an entry per vendor goes by each product's name (what the brackets say of each is
    description, not a name). A listed name `naming` refuses is left out (`hosted inference
    API`: generic words)."""
    listed = None
    for line in lines[first:end]:
        if _BLOCK_ENDS.match(line):
            break
        listed = _PRODUCTS_LINE.match(line) if line.strip() else None
        if listed is not None:
            break
    if listed is None:
        return ()
    named = _ANY_BRACKETS.sub(" ", listed["list"]).strip().rstrip(".。")
    found = [n.strip(" *_`.") for n in _LINE_SEPARATOR.split(named)]
    found = [n for n in dict.fromkeys(found) if n and len(n) <= 40 and naming(n)]
    headed = _headed_names(lines) if found else frozenset()
    return tuple(n for n in found if n.casefold() not in headed)


def _headed_names(lines: Sequence[str]) -> frozenset[str]:
    """The names the document's headings give (`### Brindle`), case folded: a product a
    vendor's `Products:` line lists but that has a heading entry of its own (spun off) is that
    entry's, not another name of the vendor's."""
    return frozenset(line.lstrip("#").strip().casefold() for line in lines if line.startswith("#"))


# What ends a heading entry's first block: a list item, a heading, a rule or a quote.
_BLOCK_ENDS = lazy(r"\s*(?:[-*+]\s|\d+[.)]\s|#|>|---|\|)")


# The official SDKs a protocol's lead lists (`官方 SDK 为 toolwire-py 与 toolwire-ts`, `official
# SDKs: toolwire-py, toolwire-ts`), up to the clause's end.
_SDKS_LISTED = lazy(
    r"(?:官方\s*)?SDK\s*(?:为|是|有|包括|[:：])\s*(?P<zh>[^。；;:：（(\n]+)"
    r"|(?i:(?<![A-Za-z])official\s+SDKs?\s*(?:are|include|:)\s*)(?P<en>[^.;:(\n]+)"
)
_SDK_NAME = lazy(r"[A-Za-z][A-Za-z0-9]*(?:[\-_.][A-Za-z0-9]+)+|[A-Z][A-Za-z0-9]+")
_SDK_SEPARATOR = lazy(r"\s*(?:[,，、/]|\s+and\s+|和|及|与)\s*")


def listed_sdks(lead: str) -> tuple[str, ...]:
    """The SDKs a lead says are the thing's official ones (`**Toolwire Protocol**（…）：…；官方
    SDK 为 toolwire-py 与 toolwire-ts（SDK 发布记在本条下）`): the entry holds their news, as the
    lead lists them; () for none."""
    if "SDK" not in lead:
        return ()
    found: list[str] = []
    for said in _SDKS_LISTED.finditer(lead):
        listed = said["zh"] or said["en"] or ""
        for part in _SDK_SEPARATOR.split(listed.strip()):
            name = part.strip(" *_`")
            if _SDK_NAME.fullmatch(name):
                found.append(name)
    return tuple(dict.fromkeys(found))


# A maker's name (a code span, bold or brackets around it at most), an arrow, then the names
# of its products (`Quill Systems ⟶ HayLoft (pipelines), Sheaf`, `` `wren-chunk` → Wren ``): an
# entry per maker; an arrow later in a lead is no list (`Cistern — HBM → DRAM`).
_MAKER_ARROW = lazy(
    r"^\s*(?P<maker>[^—–:：，,。；;|｜⟶→\n]{1,60}?)\s*[⟶→]\s*"
    r"(?P<list>[`*\[]*[A-Z\u3400-\u9fff][^。；;:：\n]*)"
)
_MAKER_WORDS_MAX = 5
_INNER_SEPARATORS = lazy(r"[,，、/；;|｜—–]|\s+and\s+")


def _maker_arrow(lead: str) -> tuple[str, str] | None:
    """The maker a lead names before an arrow and the list of products after it (`Quill
    Systems ⟶ HayLoft, Sheaf` → `Quill Systems`, `HayLoft, Sheaf`); None for another lead (a
    maker of more than a few words, or a bracket the arrow falls inside: `Cistern (HBM → DRAM)`)."""
    arrow = _MAKER_ARROW.match(lead) if ("⟶" in lead or "→" in lead) else None
    if arrow is None:
        return None
    maker = _BRACKETS.sub("", arrow["maker"]).strip(" *`[]")
    if not maker or "(" in maker or "（" in maker or len(maker.split()) > _MAKER_WORDS_MAX:
        return None
    return maker, arrow["list"]


def maker_arrow(lead: str) -> str:
    """The maker a lead names before an arrow listing its products (`_maker_arrow`), else ""."""
    arrow = _maker_arrow(lead)
    return arrow[0] if arrow else ""


# `products: A, B` / `旗下产品：A、B` after the lead's name (a field mark or the start before it).
_PRODUCTS = lazy(
    r"(?:^|[—–|｜:：,，;；】\]]\s*)(?i:products?|(?:旗下)?产品(?:线)?)\s*[:：]\s*"
    r"(?P<list>[^。；;:：\n]+)"
)
_PRODUCT_SEPARATOR = lazy(r"\s*(?:[,，、/；;]|\s+and\s+|和|及)\s*")
_LANGUAGE_HALVES = lazy(
    r"[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z][A-Za-z0-9.\-]*)*|[\u3400-\u9fff]{2,}"
)
_SHORT_NAME = lazy(r"[A-Z][A-Za-z0-9]*(?:-[A-Z0-9][A-Za-z0-9]*)*")
# A name in two languages, its Latin half and its Chinese one (`Huiying 绘影`, `听澜 Orbit TTS`).
_TWO_LANGUAGES = lazy(
    r"[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z][A-Za-z0-9.\-]*)*\s*[\u3400-\u9fff]{2,}"
    r"|[\u3400-\u9fff]{2,}\s*[A-Za-z][A-Za-z0-9.\-]*(?:\s+[A-Za-z][A-Za-z0-9.\-]*)*"
)
# Where the products end, and other things the maker offers or works with or the lead's next
# field begin (`products: Cadenza, plus connectors for Slack and Notion`, `产品：绘影、听澜，以及
# 兼容 OpenAI 接口的 API`, `… — tracked since 2026-09`).
_PRODUCTS_END = lazy(
    r"[,，、]?\s*(?:(?<![A-Za-z])(?:plus|as\s+well\s+as|along\s+with|including|and\s+also)"
    r"(?![A-Za-z])|以及|另有|还有|此外)|\s*[—–|｜]"  # (or the next field: `… — tracked since …`)
)


_LEAD_CLAUSE = lazy(r"[；;，,。]\s*|\s+[—–]\s+|[：:]\s*")
_OTHER_LABEL = lazy(
    r"[，,；;：:]\s*(?:\*\*|__)?(?:英文名|中文名|(?i:english\s+name|chinese\s+name"
    r"|(?:sold|marketed|known|branded)\s+in\s+(?:mainland\s+)?china\s+as))"
)
# A clause of the description giving the entry's full name (`…，全称 Mnemo KV Exchange，…`,
# `…; full name Mnemo KV Exchange`): a name it goes by, in any language.
_FULL_LABEL = lazy(r"[，,；;：:]\s*(?:\*\*|__)?(?:全称|英文全称|(?i:full\s+name))")
_FULL_NAMED = lazy(
    r"^(?:\*\*|__)?(?:英文全称|全称|(?i:full\s+name))(?:\*\*|__)?(?:\s*[:：]\s*|\s+|(?:是|为)\s*"
    r"|(?<=[\u4e00-\u9fff])(?=[A-Za-z]))(?P<name>\S.*)$"
)


_LABEL_WORDS = (
    "english",
    "chinese",
    "aka",
    "known as",
    "a.k.a",
    "short name",
    "zh:",
    "china as",
    "abbreviated",
    "shortened",
)
# A short form, two capitals or more, a generation maybe (`AKR`, `KRR-3`; not `Abbreviated units`).
_SHORT_FORM = lazy(r"[A-Z][A-Z0-9]+(?:-[A-Z0-9]+)*(?![\w\-])")


def labelled(text: str) -> bool:
    """The text may hold a naming label (`英文名`, `简称`, `English name`, `aka`): a cheap test
    before it is read closely (most entries have none)."""
    if "名" in text or "称" in text:
        return True
    folded = text.casefold()  # (once, not once per word)
    return any(map(folded.__contains__, _LABEL_WORDS))  # (no generator: asked of every lead)


def _alias(clause: str, other_language_only: bool = False) -> str:
    """The name a clause gives (`英文名 Prismfold` → `Prismfold`), or "" (with
    `other_language_only`, only after `英文名`, `中文名` and their English)."""
    match = _ALIAS.match(clause.strip())
    if match is None or (other_language_only and not (match["latin"] or match["cjk"])):
        return ""
    name = match["name"].replace("**", "").replace("`", "").strip(' *_"“”「」『』')
    if match["short"]:  # (the short form is the word after the label, in capitals)
        short = _SHORT_FORM.match(name)
        return short.group() if short else ""
    if match["cjk"] and _HAS_CJK.search(name[-2:-1]):
        name = name.rstrip(".")  # (`; sold in China as 行者.`: the lead's full stop)
    if not _ALIAS_NAME.match(name) or len(name.split()) > MAX_ALIAS_WORDS:
        return ""
    if (match["latin"] and not _HAS_LATIN.search(name)) or (
        match["cjk"] and not _HAS_CJK.search(name)
    ):
        return ""  # (`英文版发布于…` names nothing)
    return name


# A lead naming its thing in Chinese alone, in corner brackets or bold (`「帆索」：…`,
# `「鹪鹩」编译器：…`, `**石堆**：…`), a word or two of what it is allowed after the label, then a
# colon.
_CHINESE_LABEL = lazy(
    r"^(?:「(?P<quoted>[\u3400-\u9fff·]{1,12})」|\*\*(?P<bold>[\u3400-\u9fff·]{1,12})\*\*)"
    r"[^：:（(「」*\n]{0,8}[：:]"
)
# A Latin name of one to four words (`Halyard`, `Tessera Serve`, `Sentinel Probe`).
_LATIN_NAME = lazy(r"[A-Z][A-Za-z0-9.\-]*(?: [A-Z0-9][A-Za-z0-9.\-]*){0,3}")
# Who makes the thing, before or in the brackets (`星盘实验室（Astrolabe Labs）`, `（Lumen AI）`).
_MAKER_BEFORE = lazy(r"(?:实验室|公司|科技|集团|团队|厂商|研究院|基金会)$")
_MAKER_NAME = lazy(r"(?i)(?<![A-Za-z])(?:labs?|inc|corp|ltd|gmbh|foundation|technologies|ai)\.?$")
# A bracket listing what the thing is built with (`（CUDA，Rust 实现）`): its first word is a
# technology it uses, not its name.
_BUILT_WITH = lazy(r"[A-Za-z][A-Za-z0-9.+#\-]*\s*(?:实现|编写|加速|驱动|后端|构建)\s*$")
_DESCRIBED_SPAN = 80  # the description's first characters, where its name's brackets belong


def described_name(lead: str) -> str:
    """The Latin name a lead naming its thing in Chinese alone gives in its description's
    brackets, first in them (`「帆索」：开源推理引擎（Halyard，halyard-ai/halyard），…` →
    `Halyard`; `「哨兵」探针：推理服务健康探针（Sentinel Probe）` → `Sentinel Probe`); not a
    maker's (`星盘实验室（Astrolabe Labs）的…`), not a path, an id or a figure; "" for none."""
    first = lead[1:2] if lead[:1] == "「" else lead[2:3] if lead[:2] == "**" else ""
    if not "\u3400" <= first <= "\u9fff" or ("（" not in lead and "(" not in lead):
        return ""  # (a cheap test first, a Chinese character opening the label: every lead)
    label = _CHINESE_LABEL.match(lead)
    if label is None:
        return ""
    start = label.end()
    for brackets in _BRACKETS.finditer(lead, start, start + _DESCRIBED_SPAN):
        first, *others = (p.strip() for p in re.split(r"[，,、；;]", brackets["inside"]))
        if not _LATIN_NAME.fullmatch(first) or "/" in first:
            continue
        if any(_BUILT_WITH.fullmatch(other) for other in others):
            continue  # (`（CUDA，Rust 实现）`: technologies, no name)
        if _MAKER_BEFORE.search(lead, 0, brackets.start()) or _MAKER_NAME.search(first):
            continue  # (the maker's name, not the thing's)
        return first
    return ""
