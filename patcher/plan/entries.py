"""The entries an increment can continue — already in the document or planned in this run —
and the index of what identifies them: the item ids they hold (by id and by day), their
identity keys and their names (`plan/evidence/`). Asked through query methods."""

from __future__ import annotations

import bisect
import re
from array import array
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from itertools import compress
from typing import TypeVar, cast

from patcher.document.headentries import description, summary
from patcher.document.identity import (
    Entry,
    described_name,
    entry_aliases,
    label_alias,
    labelled,
    launched_product,
    lead_aliases,
    lead_name,
    lead_text,
    listed_products,
    listed_sdks,
    opening_short_form,
    package_names,
    products_line,
    tag_first,
)
from patcher.document.template import lead_template
from patcher.plan import contrary, gatherings, incidents, logs, versions
from patcher.plan.evidence import (
    NameIndex,
    Verdict,
    bracketed_latin,
    edition_lines,
    edition_said,
    editions_in_lead,
    editions_in_updates,
    expand_abbreviation,
    maker_bracketed_chinese,
    names_something,
    preamble_abbreviations,
    preamble_code_names,
    preamble_definitions,
    preamble_name_table,
    preamble_short_forms,
    preamble_slug_names,
    renamed_in_updates,
    spelled_name,
)
from patcher.plan.model import Segment
from patcher.plan.versions import release_history
from patcher.text import marker
from patcher.text.glossary import Glossary
from patcher.text.lazy import lazy
from patcher.text.markdown import ITEM_PREFIX

_LIST_MARK = lazy(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+")  # (a lead's list marker)
# The editor's entries `EntryIndex.incident_home` reads at most (the convention shows early).
_HOME_SAMPLE = 1000
_Answer = TypeVar("_Answer")  # what a reader of the preamble answers (`EntryIndex._stated`)
# The editor's entries whose leads are read for a rule of where scores go (`_board_rules`).
_BOARD_RULES_SAMPLE = 400


# A title opening with a Latin name in lenticular brackets glued to the Chinese words after it
# (`【MCP】规范 2031-10 草案`): the name, read as written without them (not a Chinese kind tag,
# `【发布】…`).
_LABELLED_LATIN = lazy(r"^\s*【(?P<name>[A-Za-z][A-Za-z0-9.\-]{0,30})】(?=[\u4e00-\u9fff])")


# A top-level item opening on a name in lenticular brackets (`- 【潮汐】GPU 集群…`): its lead,
# and the bracket's value.
_BRACKET_ITEM = lazy(r"^(?:[-*+]|\d{1,9}[.)])\s+(?P<lead>【(?P<label>[^】\s][^】]{0,19})】\S.*)$")
_BRACKET_LEAD = lazy(r"^【(?P<label>[^】\s][^】]{0,19})】(?P<rest>\S.*)$")
MIN_BRACKET_NAMES = 5  # leads read by their 【…】 for a document to name its entries so
BRACKET_MISREAD = 10  # … and one 【…】 lead in this many at most read otherwise (one at least)


# A footnote reference in a lead (`◆ 织机[^loom]：…`) and a footnote's definition line
# (`[^loom]: Loom · github.com/lingshu-ai/loom`): the name the definition opens with, up to a
# bracket or a separator, a Latin name of up to four words.
_FOOTNOTE_REF = lazy(r"\[\^(?P<key>[^\]\s]{1,40})\]")
_FOOTNOTE_NAME = lazy(
    r"^\[\^(?P<key>[^\]\s]{1,40})\]:\s*"
    r"(?P<name>[A-Z][A-Za-z0-9.\-]*(?: [A-Z0-9][A-Za-z0-9.\-]*){0,3})\s*(?:[（(·,，;；—–|]|$)"
)

# A footnote's name that is a maker's (`Hexmoor Labs`, `Quay AI`): the source it cites, not the
# entry's name.
_FOOTNOTE_MAKER = lazy(contrary.ORG)

# A rename reported as not done (`拟更名`, a rumour, a proposal).
# The words a lead gives its short form after (`（下称 PSD）`, `(hereafter PSD)`).
_HEREAFTER = r"(?:下称|简称|(?i:hereafter|hereinafter))"
_RENAME_UNDONE = lazy(r"否认|传闻|拟|计划|考虑|提议|提案|撤回|(?i:rumou?r|proposed|plans?)")
# A title leading with a Latin name, a dash, then another Latin name said renamed (`Quill —
# Quillstack 更名并并入 Cobaltline`): the new name first, the old one after.
_NEW_THEN_RENAMED = lazy(
    r"^\s*(?P<new>[A-Z][A-Za-z0-9\-]*(?: [A-Z0-9][A-Za-z0-9\-]*){0,2})"
    # (its release maybe: `Ferrokv 0.9 — Kestrel-KV 更名后首个版本`)
    # (and the word saying it ships, the kind of thing the old name was: `Bolt-LI 0.5 发布 —
    # ColBolt 项目更名后首个版本`; or a colon: `QuantaTok:PixTok 更名…`)
    r"(?:\s+(?P<release>v?\d+(?:\.\d+)+)(?:\s*(?:正式)?发布)?)?(?:\s+[—–]{1,2}\s+|\s*[:：]\s*)"
    r"(?P<old>[A-Z][A-Za-z0-9\-]*(?: [A-Z0-9][A-Za-z0-9\-]*){0,2})\s*(?:项目|产品)?\s*(?:更名|改名)"
    r"(?![为成]|\s*(?:为|成|to)\s)(?P<rest>.*)$"
)


@dataclass(frozen=True, slots=True)
class Planned:
    """What only an entry planned in this run has: its section, keys, the line it goes
    before, its lines (`segment`) and its title."""

    anchor: str
    keys: Collection[str]
    position: int
    segment: Segment
    named: str


class Target:
    """An entry that can take update sub-bullets: one already in the document (an `Entry`)
    or one `Planned` in this run (with its `text`).

    An existing entry's section, keys, end, title, first line and text are read from its
    `Entry` (whose lead is read back from the document's lines) when asked for: most
    entries of a large document are never looked at closely, and none is copied. A target
    of one of ~100,000 entries holds four fields (64 bytes; six took 80, ~1.4 MB at 20 MB):
    its ids (while they are its entry's own tuple), sub-item number (while None) and body
    (while unread) are kept in a `_Changed` of their own only once one of them differs.
    """

    __slots__ = ("_changed", "at", "of", "sub_prefix")

    def __init__(
        self,
        of: Entry | Planned,
        ids: Collection[str],  # as read (a tuple); a set once the run adds to it
        sub_prefix: str,
        sub_number: int | None,
        text: str | None = None,  # the body, once read or planned (a `_Read`: lines asked)
        at: int = -1,  # its position in the index's names, once added
    ) -> None:
        self.of = of
        self.sub_prefix = sub_prefix
        self.at = at
        self._changed: _Changed | None = None
        if not (isinstance(of, Entry) and ids is of.ids and sub_number is None and text is None):
            self._changed = _Changed(ids, sub_number, text)

    def _more(self) -> _Changed:
        """The fields kept apart, made when one is first set (till then: its entry's ids,
        no sub-item number, no body read)."""
        changed = self._changed
        if changed is None:
            changed = self._changed = _Changed(cast(Entry, self.of).ids, None, None)
        return changed

    @property
    def ids(self) -> Collection[str]:
        changed = self._changed
        return cast(Entry, self.of).ids if changed is None else changed.ids

    @ids.setter
    def ids(self, value: Collection[str]) -> None:
        self._more().ids = value

    @property
    def sub_number(self) -> int | None:
        changed = self._changed
        return None if changed is None else changed.sub_number

    @sub_number.setter
    def sub_number(self, value: int | None) -> None:
        self._more().sub_number = value

    @property
    def text(self) -> str | None:
        changed = self._changed
        return None if changed is None else changed.text

    @text.setter
    def text(self, value: str | None) -> None:
        self._more().text = value

    def _fields(self) -> tuple[object, ...]:
        return (self.of, self.ids, self.sub_prefix, self.sub_number, self.text, self.at)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"Target(ids={self.ids!r}, sub_prefix={self.sub_prefix!r}, "
            f"sub_number={self.sub_number!r})"
        )

    @property
    def anchor(self) -> str:
        return self.of.anchor

    @property
    def keys(self) -> Collection[str]:
        return self.of.keys

    @property
    def position(self) -> int:
        """The line an update goes before: an existing entry's end, a planned one's place."""
        of = self.of
        return of.end if isinstance(of, Entry) else of.position

    @property
    def entry(self) -> Entry | None:
        """The entry already in the document (None for a planned one)."""
        of = self.of
        return of if isinstance(of, Entry) else None

    @property
    def planned(self) -> Segment | None:
        """The lines of an entry planned in this run (None for one already there)."""
        of = self.of
        return None if isinstance(of, Entry) else of.segment

    @property
    def named(self) -> str:
        """The title of a planned entry ("" for one already there)."""
        of = self.of
        return "" if isinstance(of, Entry) else of.named

    @property
    def start(self) -> int | None:
        """The 1-based first line of an entry already in the document, else None."""
        return None if self.entry is None else self.entry.start + 1

    @property
    def title(self) -> str:
        """The entry's lead (an existing entry's, read back from the document's lines)."""
        return self.named if self.entry is None else self.entry.lead

    @property
    def aliases(self) -> tuple[str, ...]:
        """The other names an existing entry's lead brackets or first sub-item give it
        (`英文名 Prismfold`)."""
        entry = self.entry
        if entry is None:  # (a planned one: the name its lead line spells out, `BMG 1.3 — …：
            return spelled_name(self.named, self.text or "")  # Beacon MCP Gateway（BMG）1.3 …`)
        return self.aliases_of(entry, entry.lead)

    @staticmethod
    def aliases_of(entry: Entry, lead: str) -> tuple[str, ...]:
        """`aliases` of an existing entry whose lead (`entry.lead`) is read already."""
        given = lead_aliases(lead) if labelled(lead) else ()  # (brackets or a label clause)
        given += label_alias(lead) if "【" in lead else ()  # (`【云雀推理云】Skylark Cloud · …`)
        described = described_name(lead) if lead[:1] in "「*" else ""  # (`「帆索」：…（Halyard）`)
        given += (described,) if described else ()
        given += listed_products(lead, names_something)  # (`**Xinglan Tech** — products: …`)
        given += listed_sdks(lead)  # (`官方 SDK 为 toolwire-py 与 toolwire-ts`)
        given += launched_product(lead)  # (`**Quayside 推出 Relayer Cloud — …**`: Relayer Cloud)
        given += package_names(lead) or package_names(summary(entry))  # (`包名 `x``)
        given += entry_aliases(
            entry.lines, entry.start + entry.lead_lines, entry.end, entry.prefix.startswith("#")
        )
        if entry.prefix.startswith("#"):  # (`### Marrowgate Labs` / `Products: Quillfeather (…)`)
            given += products_line(entry.lines, entry.start + 1, entry.end, names_something)
            given += _described_bracketed_chinese(entry, lead)  # (`… on Jiyun Cloud (霁云…).`)
            given += _described_bracketed_latin(entry, lead)  # (`### 知脉 3` / `知脉（Zhimai）`)
        body = entry.lines[entry.start + entry.lead_lines : entry.end]
        edited = edition_lines(body)  # (most entries have none: their names are not read)
        # (a heading entry's description too: `its managed service Tessera Cloud`)
        described = summary(entry) if entry.prefix.startswith("#") else ""
        if edited or "版" in lead or edition_said(f"{lead} {described}"):
            named = (lead_name(lead), *bracketed_latin(_LIST_MARK.sub("", lead)), *given)
            given += editions_in_updates(named, edited)  # (`托管版 Tessera Cloud 公测`)
            given += editions_in_lead(named, lead)  # (`…，提供托管版 Echoloft Cloud。`)
            given += editions_in_lead(named, described) if described else ()
        return given + renamed_in_updates(lead, body)  # (`续：FlintKV 更名 Emberline`)

    @property
    def source(self) -> tuple[Sequence[str], int, int]:
        """The document's lines and the existing entry's span of them (none for a planned)."""
        entry = self.entry
        return ((), 0, 0) if entry is None else (entry.lines, entry.start, entry.end)

    @property
    def body(self) -> str:
        """The entry's text, to recognise a note it already has (updates included)."""
        if self.text is None:
            lines, start, end = self.source
            self.text = "\n".join(lines[start:end])
        return self.text

    @body.setter
    def body(self, value: str) -> None:
        self.text = str(value)  # (its lines read again when asked)

    def lines(self) -> list[str]:
        """The body's lines (kept, and extended as lines are added: notes read them often)."""
        body = self.body
        if not isinstance(body, _Read):
            body = self.text = _Read(body)
            body.lines = body.split("\n")
        return body.lines

    def lines_read(self) -> Sequence[str]:
        """The body's lines as `lines` gives them, without keeping them when nothing kept them
        yet (a reading of every entry's lines once: `history_subject_home`; kept, they would
        hold a second copy of the document for the rest of the run: issue 26, round 39)."""
        text = self.text
        if isinstance(text, _Read):
            return text.lines
        if text is not None:
            return text.split("\n")
        lines, start, end = self.source
        return lines[start:end]

    def extend(self, added: list[str]) -> None:
        """Lines added to the entry in this run."""
        before = self.body
        self.body = before + "\n" + "\n".join(added)
        if isinstance(before, _Read):
            body = self.text = _Read(self.text)
            body.lines = before.lines
            body.lines.extend(added)

    def tokens(self, pattern: re.Pattern[str]) -> set[str]:
        """What `pattern` finds on the body's lines (without reading the body for good)."""
        if self.text is not None:
            return set(pattern.findall(self.text))
        lines, start, end = self.source
        return {token for line in lines[start:end] for token in pattern.findall(line)}


class _Read(str):
    """A target's body whose lines were asked for: the lines kept with it (`Target.lines`)."""

    lines: list[str]


class _Changed:
    """A target's ids, sub-item number and body, once one is not as its entry has it."""

    __slots__ = ("ids", "sub_number", "text")

    def __init__(self, ids: Collection[str], sub_number: int | None, text: str | None) -> None:
        self.ids, self.sub_number, self.text = ids, sub_number, text


class EntryIndex:
    """Every live or retired entry of the run, indexed by the ids it holds (for "is this
    increment already there"), by identity key, and by name (for the evidence); the ids of
    a day an entry holds ("did another source of this day land here") are read from its own
    ids when asked (no index of ~100,000 entries' days)."""

    def __init__(
        self,
        retired: AbstractSet[str],
        glossary: Glossary | None = None,
        headings: Sequence[int] = (),
    ) -> None:
        self.retired = frozenset(retired)  # anchors whose entries are never continued
        self._headings = sorted(headings)  # the document's heading lines: an entry's group
        self._targets: list[Target] = []
        # item id without suffix → the entry holding it, or a list once two do (one list
        # per id of ~80,000 would take ~4 MB of a large document's run)
        self._holders: dict[str, Target | list[Target]] = {}
        self._by_anchor: dict[str | None, list[Target]] = {}  # anchor → its entries, in order
        self._grown: list[Target] = []  # entries lines were added to in this run, as added
        self._lines: dict[tuple[str, Callable[[str], str]], AnchorLines] = {}
        # the targets' names and keys, position for position
        # (anchor, heading line) → its editor keeps releases apart in that group
        self._apart: dict[tuple[str, int], bool] = {}
        # (anchor, heading line) → the unit its preamble and own entries agree on (`_granularity`)
        self._units: dict[tuple[str, int], str] = {}
        self._unknown_rule: bool | None = None  # (`versions.states_unknown_rule`, once read)
        self._listed: frozenset[str] | None = None  # (`versions.listed_product_names`)
        self._per_thing: frozenset[str] | None = None  # (`versions.tags_kept_per_thing`)
        self._incident_home: tuple[str, int] | None = None  # (`incident_home`, once read)
        self._advisory_home: tuple[str, int] | None = None  # (`advisory_home`, once read)
        self._trouble_home: tuple[int, int] = (0, 0)  # (`trouble_apart`, read with them)
        self._stated_sections: dict[str, str] = {}  # kind → its stated section, once read
        self._stated_kinds: dict[str, frozenset[str]] = {}  # the preamble's listed kinds, once
        self._shown: dict[str, dict[int, str]] = {}  # anchor → its groups' units (`shown_in`)
        self._grouped: dict[str, dict[int, list[Target]]] = {}  # (`_existing_by_group`)
        self._own_by_group: dict[str, dict[int, array[int]]] = {}  # (`_own_releases`)
        self._preamble_text: str | None = None  # the text before the first entry, once read
        self._statements: dict[Callable[[str], object], object] = {}  # (`_stated`: reader → answer)
        self._bracketed: bool | None = None  # (`versions.releases_bracketed`, once read)
        self._coded: bool | None = None  # (`versions.releases_in_code`, once read)
        self._labels: dict[int, tuple[int, str]] | None = None  # (`lead_template`, once read)
        self._bracket_names: frozenset[str] | None = None  # (`_names_bracketed`, once read)
        self._release_sections: frozenset[str] | None = None  # (`_stated_release_sections`)
        self._abbreviations: dict[str, str] | None = None  # the preamble's, once read
        self._short_forms: dict[str, str] | None = None  # full name (folded) → its short form
        self._definitions: list[tuple[str, str]] | None = None  # the preamble's (short, full)
        self._name_table: dict[str, tuple[str, ...]] | None = None  # name → the other language's
        self._slugs: dict[str, tuple[str, ...]] = {}  # slug → the names the slug list gives it
        self._codes: dict[str, str] | None = None  # code → the name the code table gives it
        self._maker_slash: bool | None = None  # the preamble quotes leads as `Maker/Product`
        self._footnotes: dict[str, str] | None = None  # footnote key → the name it defines
        self._maker_possessive: bool | None = None  # … as `Maker's Product`
        self._lead_labels: frozenset[str] | None = None  # … as `### Incident: …`
        self._benchmarks_for_life: bool | None = None  # (`_stated_benchmarks_for_life`)
        self._zero_line: bool | None = None  # (`_stated_zero_line`)
        self._scores_under_benchmark: bool | None = None  # (`_stated_scores_under_benchmark`)
        self._scores_under_product: bool | None = None  # (`_stated_scores_under_product`)
        self._board_rules_text: str | None = None  # (`_board_rules`, once read)
        self._notes_incident_entries: bool | None = None  # (`_stated_incident_entries`)
        self._notes_incidents_under: bool | None = None  # (`_stated_incidents_under_entry`)
        self._gatherings: dict[str, int] | None = None  # (`gathering_entries`, once read)
        # (`item_heads`, by the reader of the items)
        self._item_heads: dict[object, dict[str, list[tuple[int, bool]]]] = {}
        self.names = NameIndex(
            glossary=glossary or Glossary(),
            convention=self._per_product,
            stated=self._stated_release_entries,
            stated_patches=self._stated_patch_entries,
            stated_any_release=self._stated_any_release_entries,
            stated_exact=self._stated_exact_release_entries,
            stated_candidates=self._stated_candidate_entries,
            said_candidates=self._said_candidates,
            stated_all=self._stated_release_entries_for_all,
            stated_sections=self._stated_release_sections,
            stated_apart=self._stated_vulnerability_entries,
            stated_incidents=self._stated_incident_entries,
            stated_incident_kinds=self._stated_incident_kinds,
            stated_bug_kinds_on_product=self._stated_bug_kinds_on_product,
            stated_event_kinds=self._stated_event_kinds,
            stated_incident_section=self.stated_incident_section,
            stated_release_section=self.stated_release_section,
            release_section_of=self.release_section_of,
            stated_result_section=self.stated_result_section,
            stated_bugs=self._stated_bug_entries,
            stated_scores=self._stated_scores_under_benchmark,
            stated_results=self._stated_results_under_benchmark,
            stated_product_scores=self._stated_scores_under_product,
            stated_headline_rounds=self._stated_rounds_under_headline,
            stated_board_rounds=self._stated_rounds_under_board,
            stated_snapshots=self._stated_snapshots_under_benchmark,
            stated_papers_under=self._stated_papers_under_evaluated,
            stated_papers_apart=self._stated_papers_own_entries,
            stated_siblings=self._stated_siblings_under_line,
            stated_kind_apart=self._stated_kind_apart,
            stated_fixes=self._stated_fixes_under_incident,
            stated_short_forms=self._stated_abbreviations,
            stated_benchmarks_for_life=self._stated_benchmarks_for_life,
            stated_zero_line=self._stated_zero_line,
            stated_fix_goes_under=self._stated_fix_under_its_incident,
            stated_incident_marks=self._stated_incident_marks,
            stated_fix_releases=self._stated_fix_releases_on_product,
            stated_latest=self._stated_follow_ups_under_latest,
            stated_candidates_latest=self._stated_candidates_under_latest,
            stated_advisories_under=self._stated_advisories_under_entry,
            stated_incidents_under=self._stated_incidents_under_entry,
            stated_outages_apart=self._stated_service_outages_apart,
            stated_trouble=self._stated_trouble,
            stated_newest_affected=self._stated_newest_affected,
            stated_off_product=self._stated_incidents_off_product,
            stated_register=self._stated_incident_register,
            gatherings=self.gathering_entries,
            shown_incidents=self.incident_home,
            shown_advisories=self.advisory_home,
            shown_trouble_apart=self.trouble_apart,
            shown_board_scores=self.board_scored_under_products,
            stated_news_under=self._stated_news_under_release,
            stated_under=self._stated_patches_under_entry,
            stated_editions=self._stated_edition_entries,
            stated_products=self._stated_product_entries,
            stated_products_in=self._stated_product_entries_in,
            stated_families=self._stated_family_entries,
            stated_tiers=self._stated_tiers,
            stated_unversioned=self._stated_unversioned_take_all,
            stated_generations=self._stated_generation_entries,
            stated_generation_kinds=self._stated_generation_kinds,
            stated_vendors=self._stated_vendor_entries,
            stated_major_change=self._stated_major_change_entries,
            stated_new_major_opens=self._stated_new_major_opens,
            stated_follow_ups=self._stated_follow_up_papers,
            stated_reports_under=self._stated_reports_under_model,
            stated_logs=self._stated_comparison_logs,
            stated_logs_placed=self._stated_comparison_logs_placed,
            stated_comparisons_apart=self._stated_comparisons_apart,
            stated_comparisons_first=self._stated_comparisons_under_first,
            stated_app_logs=self._stated_app_logs,
            stated_ledger=self._stated_result_ledger,
            apart=self._releases_apart_in,
            granularity=self._granularity,
            lines_held=self._lines_held,
            generations_held=self._generations_held,
            majors_held=self._majors_held,
        )

    def release(self) -> None:
        """Let go of every entry and name indexed once planning is done (~40% of a large
        document's run): freed at once, with no full run of the cyclic collector (the name
        index's maps hold its own methods, a cycle only that collector would find)."""
        self._targets, self._holders, self._by_anchor = [], {}, {}
        self._own_by_group, self._grouped = {}, {}
        self.names.release()

    def add(self, target: Target) -> Target:
        """Index an entry (one of the document's, or one planned in this run)."""
        self._targets.append(target)
        self._by_anchor.setdefault(target.anchor, []).append(target)
        for item_id in list(target.ids):
            self.hold(target, item_id)
        live = target.anchor not in self.retired
        # an existing entry's lead is read back from the document's lines when asked (not kept)
        entry = target.entry
        if entry is None:
            title, aliases = target.title, target.aliases
            target.at = self.names.add(title, target.anchor, target.keys, live, aliases)
            return target
        read = entry.lead  # (read back once here, for its aliases and its names)
        aliases = (*Target.aliases_of(entry, read), *self._translated(read))
        aliases += self._footnoted(entry, read) if "[^" in read else ()
        defined = self._abbreviated(read)
        if entry.prefix.startswith("#"):  # (a heading entry's paragraph opening `TWP · …`)
            defined += opening_short_form(summary(entry), lead_name(read))
        # (`【框架】Name`: read by `Name`; `Quill · Trace — Quill Labs 的…`: by `Quill Trace`)
        cut, family = self._template(entry).get(entry.start, (0, ""))
        if cut and tag_first(read):  # (`**v1.0** Cadence · …`: read as `Cadence v1.0`)
            cut, family = 0, ""
        named = f"{family} {read[cut:]}" if family else read[cut:] if cut else read
        named = named if cut else self._bracket_named(entry, named)  # (`【潮汐】GPU …：` by 潮汐)
        named = versions.release_unbracketed(named) if self._releases_bracketed(entry) else named
        named = versions.release_uncoded(named) if self._releases_in_code(entry) else named
        named = self._code_written_out(named)  # (`QRY 3.2 (…)` read as `Quarry 3.2 (…)`)
        named = self._maker_cut(named)  # (`Ferrule Inc./Ferrule 0.9 …` read as `Ferrule 0.9 …`)
        named = self._possessive_cut(named)  # (`Ferrule Inc.'s Ferrule 0.9` as `Ferrule 0.9`)
        named = self._label_cut(named)  # (`Incident: Saltmarsh runaway loop` as `Saltmarsh …`)
        written_out = self._short_written_out(named)  # (`[KA 1.0](…)` as `[Kestrel Agents 1.0](…)`)
        if written_out != named and (as_written := lead_name(named)) not in defined:
            defined += (as_written,)  # (and by `KA 1.0` as its lead writes it)
        named = written_out
        reading = named if named != read else None  # (`[Cairn](…) (0.5)` read as `Cairn 0.5`)
        anchor, keys = target.anchor, target.keys
        target.at = self.names.add(target, anchor, keys, live, aliases, read, defined, reading)
        return target

    def _template(self, entry: Entry) -> dict[int, tuple[int, str]]:
        """The leads whose first slot is a label the document's leads show (`lead_template`:
        line → characters to leave out, a family's maker to read before the rest), read once."""
        if self._labels is None:
            self._labels = lead_template(entry.lines)
        return self._labels

    def _bracket_named(self, entry: Entry, lead: str) -> str:
        """A lead opening on a 【…】 its document's leads name entries by (`_names_bracketed`),
        read past it as a category's (a Latin-led clause and a colon after it: `【潮汐】GPU
        集群潮汐调度器：…`), read by it (`潮汐 — GPU …`); the lead as it is otherwise."""
        found = _BRACKET_LEAD.match(lead) if lead[:1] == "【" else None
        if found is None or lead_name(lead) == found["label"].strip():
            return lead
        if found["label"].strip() not in self._names_bracketed(entry):
            return lead
        return f"{found['label'].strip()} — {found['rest']}"

    def _names_bracketed(self, entry: Entry) -> frozenset[str]:
        """The 【…】 values of the document's top-level leads where they name its entries: at
        least `MIN_BRACKET_NAMES` leads read by their 【…】 (`【Corvid】开源推理引擎…`), one in
        `BRACKET_MISREAD` at most (one at least) read otherwise, the values each on one lead
        only (a category recurs); else none. Read once."""
        if self._bracket_names is None:
            found = [m for line in entry.lines if (m := _BRACKET_ITEM.match(line))]
            labels = [m["label"].strip() for m in found]
            named = sum(
                lead_name(m["lead"]) == label for m, label in zip(found, labels, strict=True)
            )
            misread = len(found) - named
            enough = named >= MIN_BRACKET_NAMES and misread <= max(1, named // BRACKET_MISREAD)
            once = len(set(labels)) == len(labels)
            self._bracket_names = frozenset(labels) if enough and once else frozenset()
        return self._bracket_names

    def _releases_bracketed(self, entry: Entry) -> bool:
        """The document names its releases' entries by a bracketed release after the product
        (`versions.releases_bracketed`: `[Halyard](…) (2.2)` beside `(2.3)`), read once."""
        if self._bracketed is None:
            self._bracketed = versions.releases_bracketed(entry.lines)
        return self._bracketed

    def _releases_in_code(self, entry: Entry) -> bool:
        """The document names its releases' entries by a release in a code span after the
        product (`versions.releases_in_code`: `` Marram `3.1` `` beside `` `3.2` ``), read once."""
        if self._coded is None:
            self._coded = versions.releases_in_code(entry.lines)
        return self._coded

    def _translated(self, lead: str) -> tuple[str, ...]:
        """The names the preamble's name table pairs with the entry's name (`| 琉璃 | Liuli-VL |`:
        `Liuli-VL` for `〔青穹实验室〕琉璃：…`)."""
        if self._name_table is None:
            self._name_table = preamble_name_table(self._preamble())
            self._slugs = preamble_slug_names(self._preamble())
        if not self._name_table and not self._slugs:
            return ()
        name = lead_name(lead)
        return (*self._name_table.get(name.casefold(), ()), *self._slug_named(lead, name))

    def _footnoted(self, entry: Entry, lead: str) -> tuple[str, ...]:
        """The Latin name the footnote its name carries defines (`◆ 织机[^loom]：…` with
        `[^loom]: Loom · github.com/…` at the end of the document: `Loom`), the footnotes read
        once; none for a footnote after the lead's first clause (a source, not a name)."""
        head = re.split(r"[：:]|\s[—–]\s", lead, maxsplit=1)[0]
        ref = _FOOTNOTE_REF.search(head)
        if ref is None:
            return ()
        if self._footnotes is None:
            self._footnotes = {}
            for line in entry.lines:
                defined = _FOOTNOTE_NAME.match(line) if line.startswith("[^") else None
                if defined:
                    self._footnotes.setdefault(defined["key"], defined["name"])
        name = self._footnotes.get(ref["key"])
        if name and _FOOTNOTE_MAKER.fullmatch(name):
            return ()  # (`[^w]: Hexmoor Labs · hexmoor.ai/blog/…`: the source's maker, no name)
        return (name,) if name else ()

    def _maker_cut(self, lead: str) -> str:
        """The lead without the maker its name opens with before a slash, where the preamble
        quotes its leads' form so (`` `YYYY-MM-DD` Maker/Product version — summary ``):
        `Ember Labs/Kiln 2.3 — …` read as `Kiln 2.3 — …`; the lead as it is otherwise."""
        if "/" not in lead:
            return lead
        if self._maker_slash is None:
            self._maker_slash = _MAKER_SLASH_FORM.search(self._preamble()) is not None
        name = lead_name(lead) if self._maker_slash else ""
        maker = _MAKER_BEFORE_SLASH.match(name)
        at = lead.find(name) if maker else -1
        return lead if at < 0 or maker is None else lead[:at] + lead[at + maker.end() :]

    def _possessive_cut(self, lead: str) -> str:
        """The lead without the maker its name opens with in the possessive, where the preamble
        quotes its leads' form so (`` `N. Maker's Product X.Y (date) — summary` ``): `Ember Labs'
        Kiln 2.3 — …` read as `Kiln 2.3 — …`; the lead as it is otherwise."""
        if "'" not in lead and "’" not in lead:
            return lead
        if self._maker_possessive is None:
            self._maker_possessive = _MAKER_POSSESSIVE_FORM.search(self._preamble()) is not None
        name = lead_name(lead) if self._maker_possessive else ""
        maker = _MAKER_POSSESSIVE.match(name)
        at = lead.find(name) if maker else -1
        return lead if at < 0 or maker is None else lead[:at] + lead[at + maker.end() :]

    def _label_cut(self, lead: str) -> str:
        """The lead without the label and colon it opens with, where the preamble quotes its
        leads' form so (`` every incident is its own `### Incident: …` entry ``): `Incident:
        Saltmarsh runaway API loop` read as `Saltmarsh runaway API loop`; else the lead."""
        if ":" not in lead and "：" not in lead:
            return lead
        if self._lead_labels is None:
            found = _LABELLED_LEAD_FORM.finditer(self._preamble())
            self._lead_labels = frozenset(m["label"].casefold() for m in found)
        if not self._lead_labels:  # (no label to cut: most documents, whose leads all hold `：`)
            return lead
        label, colon, rest = lead.replace("：", ":", 1).partition(":")
        if not colon or label.strip().casefold() not in self._lead_labels or not rest.strip():
            return lead
        return rest.strip()

    def _code_written_out(self, lead: str) -> str:
        """The lead with the code it opens with written out as the preamble's code table gives
        it (`QRY 3.2 (…) — …` → `Quarry 3.2 (…) — …`, with `| QRY | Quarry |`); else the lead."""
        if self._codes is None:
            self._codes = preamble_code_names(self._preamble())
        if not self._codes:
            return lead
        code, space, rest = lead.partition(" ")
        written = space and code.isupper()  # (as the table writes it: `Arc 2.0` is no `ARC`)
        full = self._codes.get(code.casefold()) if written else None
        return f"{full} {rest}" if full else lead

    def _slug_named(self, lead: str, name: str) -> tuple[str, ...]:
        """The names the preamble's slug list gives the slug leading the entry in a code span
        (`` `firefly-rt@0.8` — …`` → `Firefly Runtime`, the release its lead's own; `` `mmsb` —
        …`` → `MMServe-Bench`, `MMSB`)."""
        if not self._slugs or "`" not in lead[:8]:
            return ()
        return self._slugs.get(name.partition(" ")[0].casefold(), ())

    def _short_written_out(self, lead: str) -> str:
        """The lead with the short form it opens with (a link's text may hold it) written out
        as the preamble's abbreviations line defines it (`**KA** = Kestrel Agents`: `[KA 1.0](…)`
        → `[Kestrel Agents 1.0](…)`), the short form in capitals as defined and the name a
        Latin one; else the lead."""
        opening = _SHORT_LED.match(lead) if lead[:1] in "[*" or lead[:1].isupper() else None
        if opening is None:
            return lead
        if self._definitions is None:
            self._definitions = list(preamble_definitions(self._preamble()))
        short = opening["short"]
        full = [f for s, f in self._definitions if s == short and _LATIN_FULL.fullmatch(f)]
        if len(set(full)) != 1 or len(full[0]) <= len(short):
            return lead
        return f"{lead[: opening.start('short')]}{full[0]}{lead[opening.end('short') :]}"

    def _abbreviated(self, lead: str) -> tuple[str, ...]:
        """The short forms the preamble defines for the entry's name (`缩写：TSL = Tessellate`:
        `TSL` for `【Corvid Labs】Tessellate — …`, `MCP 规范` for `Model Context Protocol 规范`)."""
        hereafter = self._said_hereafter(lead)
        if self._short_forms is None:
            self._short_forms = preamble_short_forms(self._preamble())
        if not self._short_forms:
            return hereafter
        name = lead_name(lead)
        found = list(hereafter)
        for full, short in self._short_forms.items():
            if name.casefold() == full:
                found.append(short)
            elif name.casefold().startswith(f"{full} "):
                rest = name[len(full) :]
                found.append(f"{short}{rest}")
                if not any(c.isdigit() for c in rest):  # (`MCP` alone for `MCP 规范`, not
                    found.append(short)  # for the release `QMR 2.3`)
        return tuple(found)

    def _said_hereafter(self, lead: str) -> tuple[str, ...]:
        """The short forms the preamble defines by a name the entry's name starts
        (`缩写：PSD = 风车投机解码（Pinwheel Speculative Decoding）`) that the entry's own lead
        says it goes by (`风车（Pinwheel）·…：投机解码框架（下称 PSD）`): `PSD` for that entry."""
        if "下称" not in lead and "简称" not in lead and "hereafter" not in lead.casefold():
            return ()  # (most leads: no short form said)
        if self._definitions is None:
            self._definitions = list(preamble_definitions(self._preamble()))
        name = lead_name(lead)
        found = []
        for short, full in self._definitions if len(name) >= 2 else ():
            said = rf"{_HEREAFTER}\s*[「“\"]?{re.escape(short)}(?![A-Za-z0-9])"
            at = re.search(said, lead) if full.startswith(name) else None
            if at is not None and _first_clause(lead, at.start()):
                found.append(short)
        return tuple(found)

    def _per_product(self) -> bool:
        """The document keeps one entry per product (`versions.one_entry_per_product`), judged
        from the entries its editor wrote: live, in the document, not created by the patcher
        (a created entry's lead carries its marker and the briefing's wording). A release
        entry a night created and the editor kept (`vLLM 0.31`) is no sign of one entry per
        product when none of the editor's own entries names a release. Never where the
        preamble gives every release an entry of its own."""
        if self.names.every_release_apart():  # (the preamble: `每个正式版本单独一条`)
            return False
        existing = [t for t in self.live() if t.entry is not None]
        own = [t for t in existing if not _created(t)]
        if self.names.releases_apart(_at(t) for t in own):  # (`vLLM 0.30`, `vLLM 0.31` apart)
            return False
        releases = sum(1 for t in own if self.names.named_by_release(_at(t)))
        papers = sum(1 for t in own if any(k.startswith("arxiv:") for k in t.keys))
        if versions.one_entry_per_product(releases, len(own) - papers, False) and (
            releases or not _created_release(self.names, existing)
        ):
            return True
        return any(release_history(_body(t)) for t in own)  # (read only when needed)

    def _releases_apart_in(self, anchor: str, position: int) -> bool:
        """The editor keeps two release entries of one product apart in the group of the
        entry at `position` (`「Harbor 2.2」`, `「Harbor 2.3」`): it files one entry per release
        there (judged from the editor's own entries, once per group). A group is the entries
        under one heading: the section's own, or a sub-heading's (`### 版本跟踪（每版一条）`
        beside `### 推理引擎`); an entry planned in this run is judged by its section's own."""
        group = (anchor, self._group(self._targets[position]))
        known = self._apart.get(group)
        if known is None:
            own = self._own_releases(anchor).get(group[1], ())
            stated = anchor in self._stated_release_sections()
            known = self._apart[group] = stated or self.names.releases_apart(own)
        return known

    def _granularity(self, anchor: str, position: int) -> str:
        """The unit the group of the entry at `position` keeps (`versions.reconciled_unit`):
        the preamble's reading for its section and its own entries' (`shown_in`); `conflict`
        where they differ; `unknown` where the preamble states a rule no reader understands
        (`versions.states_unknown_rule`) and the entries show nothing (`unknown-release` where
        that rule names releases only, `versions.unknown_rule_of_releases`)."""
        if self._listed_product(
            position
        ):  # (`Software projects (…, VisHub): one entry per project`)
            return "product"
        if self._tagged_per_thing(position):  # (`one entry per thing: `[LIB]`, `[TOOL]``)
            return "product"
        group = (anchor, self._group(self._targets[position]))
        known = self._units.get(group)
        if known is None:
            shown = self.shown_in(*group)
            stated = versions.stated_unit(self._preamble(), anchor)
            known = versions.reconciled_unit(stated, shown)
            if not known and self._states_unknown_rule():
                of_releases = versions.unknown_rule_of_releases(self._preamble())
                known = "unknown-release" if of_releases else "unknown"
            self._units[group] = known
        return known

    def _listed_product(self, position: int) -> bool:
        """The entry is named by a product the preamble lists as kept one entry per product
        (`versions.listed_product_names`), read once."""
        if self._listed is None:
            self._listed = versions.listed_product_names(self._preamble())
        first = self.names.entries[position].names.first
        return bool(self._listed) and first in self._listed

    def _tagged_per_thing(self, position: int) -> bool:
        """The existing entry's lead opens with a kind tag (`[TOOL] Quire :: …`) the preamble
        keeps one entry per thing (`versions.tags_kept_per_thing`), read once."""
        target = self._targets[position]
        if target.entry is None:
            return False
        if self._per_thing is None:
            self._per_thing = versions.tags_kept_per_thing(self._preamble())
        return bool(self._per_thing) and versions.lead_tag(target.title) in self._per_thing

    def _states_unknown_rule(self) -> bool:
        """The preamble states no unit a reader knows, and a sentence reading like one
        (`versions.states_unknown_rule`), read once."""
        if self._unknown_rule is None:
            preamble = self._preamble()
            self._unknown_rule = not versions.states_some_unit(
                preamble
            ) and versions.states_unknown_rule(preamble)
        return self._unknown_rule

    def shown_in(self, anchor: str, group: int) -> str:
        """The unit the editor's own entries under one heading show (`versions.shown_unit`):
        two release entries of one product apart, or entries recording their product's
        releases; papers (arXiv keys) and comparisons aside. Each group is read when first
        asked (its unit is its own entries' alone, which no run changes), once."""
        shown = self._shown.setdefault(anchor, {})
        known = shown.get(group)
        if known is None:
            grouped = self._existing_by_group(anchor).get(group, ())
            own = [t for t in grouped if not _created(t) and not _paper(t)]
            known = shown[group] = self._shown_unit(own) if own else ""
        return known

    def _existing_by_group(self, anchor: str) -> dict[int, list[Target]]:
        """The document's entries of a section by group (`_group`), in order, once; none for
        a retired section (the entries `shown_in` reads, before its own-entry tests)."""
        grouped = self._grouped.get(anchor)
        if grouped is None:
            grouped = self._grouped[anchor] = {}
            for t in self._by_anchor.get(anchor, []) if anchor not in self.retired else ():
                if t.entry is not None:
                    grouped.setdefault(self._group(t), []).append(t)
        return grouped

    def _shown_unit(self, own: list[Target]) -> str:
        """`versions.shown_unit` of one group's own entries."""
        apart = self.names.releases_apart(_at(t) for t in own)
        recorded = 0 if apart else sum(self._records_releases(t) for t in own)
        return versions.shown_unit(apart, recorded)

    def _records_releases(self, target: Target) -> bool:
        """`versions.records_releases` of an entry's sub-items, the line its name gives."""
        own = self.names.entries[_at(target)].names.version if self._named(target) else ()
        return versions.records_releases(_body(target), own)

    def _named(self, target: Target) -> bool:
        """The entry's name has a dot, so maybe a release (cheap: no names worked out else)."""
        return "." in self.names.entries[_at(target)].shown

    def incident_home(self) -> tuple[str, int]:
        """Where the editor's own live entries file incidents, and how many show it
        (`incidents.shown_home`): some are incidents' own (`_incident_entry`), or sub-items of
        release or product entries report them (`incidents.reports_incident_item`); papers
        aside. Read once with `advisory_home` (`_read_homes`)."""
        if self._incident_home is None:
            self._read_homes()
        return self._incident_home or ("", 0)

    def advisory_home(self) -> tuple[str, int]:
        """Where the editor's own live entries file security advisories, and how many show it
        (`incidents.shown_home`): some are advisories' own (`incidents.advisory_entry`), or
        sub-items of release or product entries report them
        (`incidents.reports_advisory_item`). Read once with `incident_home`."""
        if self._advisory_home is None:
            self._read_homes()
        return self._advisory_home or ("", 0)

    def trouble_apart(self) -> bool:
        """The editor's own live entries keep trouble apart: two or more are an incident's, an
        advisory's or named by damage (`**Tidepool Cloud eu-west-1 index corruption, Jan 27**`
        beside `**Ragline SSRF advisory GHSA-…**`), and no entry's sub-items report one
        (`incidents.trouble_kept_apart`). Read once with `incident_home`."""
        if self._incident_home is None:
            self._read_homes()
        return incidents.trouble_kept_apart(*self._trouble_home)

    def board_scored_under_products(self, board: str) -> bool:
        """An editor's live entry not named by the board holds a sub-item scoring on it, a
        number after the board's name (`- 2026-11-15 — Tokenrace 1.0: 9,800 tok/s` under
        `**Slipstream**`): the document files that board's scores under the products."""
        said = re.compile(
            rf"(?<![A-Za-z0-9]){re.escape(board)}(?![A-Za-z0-9])[^\n]{{0,60}}?\d", re.I
        )
        for seen, t in enumerate(self._targets):
            if seen >= _HOME_SAMPLE:
                break
            if t.entry is None or t.anchor in self.retired or _created(t):
                continue
            if said.search(self.names.entries[_at(t)].shown):
                continue  # (the board's own entry)
            if any(said.search(line) for line in _body(t)):
                return True
        return False

    def _read_homes(self) -> None:
        """`incident_home` and `advisory_home`, over the document's first `_HOME_SAMPLE`
        entries (the convention shows early; a large document's run reads no more), those its
        editor wrote (`_created` asked only of an entry that shows something)."""
        counts = {"incident": [0, 0, 0], "advisory": [0, 0, 0]}  # apart, release, product
        trouble = [0, 0]  # entries of trouble's own, entries holding it (`trouble_apart`)
        for seen, t in enumerate(self._targets):
            if seen >= _HOME_SAMPLE:
                break
            if t.entry is None or t.anchor in self.retired or _paper(t):
                continue
            shown = [(kind, at) for kind, at in self._homes_shown(t).items() if at >= 0]
            damaged = not shown and self._damage_named(t)
            if (shown or damaged) and not _created(t):
                for kind, at in shown:
                    counts[kind][at] += 1
                trouble[bool(shown) and all(at > 0 for _, at in shown)] += 1
        self._incident_home = incidents.shown_home(*counts["incident"])
        self._advisory_home = incidents.shown_home(*counts["advisory"])
        self._trouble_home = (trouble[0], trouble[1])

    def _damage_named(self, target: Target) -> bool:
        """The entry's name reports damage or an outage (`… index corruption, Jan 27`), its
        lead no tool's (`incidents.damage_named`)."""
        lead = lead_text(target.entry.lead) if target.entry is not None else ""
        return incidents.damage_named(self.names.entries[_at(target)].shown, lead)

    def _homes_shown(self, target: Target) -> dict[str, int]:
        """What an entry shows of where incidents and advisories go: 0 an entry of its own,
        1 (2) sub-items reporting one under a release (product) entry, -1 nothing."""
        entry = self.names.entries[_at(target)]
        body = _body(target)
        shown = {"incident": -1, "advisory": -1}
        first = target.entry.lead if target.entry is not None else ""
        lead = lead_text(first)  # (read once: `_incident_entry` and the advisory's look)
        if self._incident_entry(entry.shown, first, lead):
            shown["incident"] = 0
        elif any(incidents.reports_incident_item(line) for line in body):
            shown["incident"] = 1 if entry.names.version else 2  # (its names: read only now)
        if incidents.advisory_entry(entry.shown, lead):
            shown["advisory"] = 0
        elif any(incidents.reports_advisory_item(line) for line in body):
            shown["advisory"] = 1 if entry.names.version else 2
        return shown

    @staticmethod
    def _incident_entry(shown: str, first: str, lead: str) -> bool:
        """An entry of an incident's own: named by a symptom or labelled one on its first line
        (`contrary.incident_named`: `Incident · Prism 0.12 — …`, `「X」· 事故`; not a tool such
        a word names, `incidents.describes_tool`), its lead naming the product and then the
        symptom (`incidents.symptom_after_name`), named by an issue (`incidents.named_by_issue`),
        or its lead opening on an issue it reports (`incidents.cites_incident`). Of an entry
        named `shown`, its first line `first`, that line's `lead_text` `lead`."""
        if incidents.SYMPTOM.search(shown):  # (`incident_named`'s symptom, searched once)
            return not incidents.describes_tool(lead)  # (not `Deadlock Hound — 死锁检测器`)
        if contrary.incident_labelled(lead) or contrary.incident_labelled(first):
            return True
        if incidents.symptom_after_name(lead):
            return True  # (`**Sorrel** 空 schema 时崩溃（11-14）— …`: as `incident_entries` reads)
        return incidents.named_by_issue(shown) or incidents.cites_incident(lead)

    def groups(self) -> list[tuple[str, int]]:
        """Every (anchor, heading line) holding a live entry of the document."""
        found = {(t.anchor, self._group(t)) for t in self.live() if t.entry is not None}
        return sorted(found)

    def _stated_release_sections(self) -> frozenset[str]:
        """The sections the preamble gives every release an entry in by code
        (`versions.release_entry_sections`), read once."""
        if self._release_sections is None:
            self._release_sections = versions.release_entry_sections(self._preamble())
        return self._release_sections

    def _own_releases(self, anchor: str) -> dict[int, array[int]]:
        """The positions of the section's live entries its editor wrote (not created by the
        patcher) named by a release (the only ones `releases_apart` reads), by group: read
        once per section, not once per group asked (a many-briefing run asks ~90 groups,
        each of which read every entry of its section). Sound because every existing entry
        is indexed when the editor is built, before any decision asks."""
        groups = self._own_by_group.get(anchor)
        if groups is None:
            groups = self._own_by_group[anchor] = {}
            for t in self._by_anchor.get(anchor, []) if anchor not in self.retired else ():
                if self._own_release(t):
                    groups.setdefault(self._group(t), array("i")).append(t.at)
        return groups

    def _own_release(self, target: Target) -> bool:
        """An entry of the document its editor wrote (`_created`: not the patcher), named by a
        release (`named_by_release`; a name with no dot never is: no call made for it)."""
        if not isinstance(target.of, Entry) or "." not in self.names.entries[_at(target)].shown:
            return False
        return self.names.named_by_release(target.at) and not _created(target)

    def _group(self, target: Target) -> int:
        """The line of the last heading before an existing entry (its section's or a
        sub-heading's); -1 for an entry planned in this run (filed in its section's own part)."""
        at = bisect.bisect_left(self._headings, target.entry.start) if target.entry else 0
        return self._headings[at - 1] if at else -1

    def _lines_held(self, position: int) -> frozenset[tuple[int, int]]:
        """The release lines an existing entry's lead and sub-items record (`（0.8：…）`,
        `〔10-19〕0.9：…`); none for an entry planned in this run."""
        target = self._targets[position]
        if target.entry is None:
            return frozenset()
        lines, start, end = target.source
        return versions.lines_recorded(lines[start:end])

    def _majors_held(self, position: int) -> frozenset[int]:
        """The major versions an existing entry's lead and sub-items record
        (`versions.majors_recorded`: `1.x 系列`, `- 2039-05-11 续：2.6 …`); none for an entry
        planned in this run."""
        target = self._targets[position]
        if target.entry is None:
            return frozenset()
        lines, start, end = target.source
        return versions.majors_recorded(lines[start], lines[start + 1 : end])

    def _generations_held(self, position: int) -> frozenset[str]:
        """The generations an existing entry's sub-items record (`- H2（2029-11-12）：…`); none
        for an entry planned in this run."""
        target = self._targets[position]
        if target.entry is None:
            return frozenset()
        lines, start, end = target.source
        return versions.generations_recorded(lines[start + 1 : end])

    def _stated_release_entries(self) -> bool:
        """The document's preamble says its engines get one entry per release
        (`versions.states_release_entries`)."""
        return self._stated(versions.states_release_entries)

    def _stated_release_entries_for_all(self) -> bool:
        """The document's preamble says every release gets an entry, whatever its kind
        (`versions.states_release_entries_for_all`)."""
        return self._stated(versions.states_release_entries_for_all)

    def _stated_patch_entries(self) -> bool:
        """The document's preamble says a patch gets an entry of its own
        (`versions.states_patch_entries`)."""
        return self._stated(versions.states_patch_entries)

    def _stated_any_release_entries(self) -> bool:
        """The document's preamble gives any new release an entry, a post-release too
        (`versions.states_any_release_entries`)."""
        return self._stated(versions.states_any_release_entries)

    def _stated_exact_release_entries(self) -> bool:
        """The document's preamble gives every release an entry and files only post-builds
        under a release's entry (`versions.states_post_builds_only`): an entry named by a
        whole release (`v0.31.0`) is that release's, its patch `v0.31.1` another release."""
        preamble = self._preamble()
        return versions.states_release_entries_for_all(
            preamble
        ) and versions.states_post_builds_only(preamble)

    def _stated_candidate_entries(self) -> bool:
        """The document's preamble says a release candidate gets an entry of its own
        (`versions.states_candidate_entries`)."""
        return self._stated(versions.states_candidate_entries)

    def _said_candidates(self) -> bool:
        """The document's preamble speaks of release candidates at all
        (`versions.speaks_of_candidates`)."""
        return self._stated(versions.speaks_of_candidates)

    def _stated_follow_ups_under_latest(self) -> bool:
        """The document's preamble files follow-ups tied to no release under the product's
        latest release entry (`versions.states_follow_ups_under_latest`)."""
        return self._stated(versions.states_follow_ups_under_latest)

    def _stated_candidates_under_latest(self) -> bool:
        """The document's preamble files release candidates under the product's latest release
        entry (`versions.states_candidates_under_latest`)."""
        return self._stated(versions.states_candidates_under_latest)

    def _stated_advisories_under_entry(self) -> bool:
        """The document's preamble files security advisories under their product's entry
        (`versions.states_advisories_under_entry`)."""
        return self._stated(versions.states_advisories_under_entry)

    def _stated_newest_affected(self) -> bool:
        """The document's preamble files an incident under the newest release it affects
        (`versions.states_newest_affected`)."""
        return self._stated(versions.states_newest_affected)

    def _stated_trouble(self) -> bool:
        """The document's preamble speaks of incidents or security at all
        (`incidents.mentions_trouble`)."""
        return self._stated(incidents.mentions_trouble)

    def stated_apps_under_framework(self) -> bool:
        """The document's preamble notes an app under the framework it is built on (read once:
        `versions.states_apps_under_framework`)."""
        return self._stated(versions.states_apps_under_framework)

    def stated_incidents_under_entry(self) -> bool:
        """The document's preamble files incidents under the entry they affect (read once)."""
        return self._stated_incidents_under_entry()

    def _stated_incidents_under_entry(self) -> bool:
        """The document's preamble, or a section's note (`_section_notes`: `*事故与故障记在受影响
        产品条目下。*` under `## §1.4`), files incidents under the entry they affect
        (`versions.states_incidents_under_entry`); a preamble filing them apart wins."""
        if self._stated(versions.states_incidents_under_entry):
            return True
        if self._notes_incidents_under is None:  # (read once: the notes do not move)
            notes = "\n".join(self._section_notes())
            self._notes_incidents_under = not self._stated(
                incidents.states_incident_entries
            ) and versions.states_incidents_under_entry(notes)
        return self._notes_incidents_under

    def _stated_service_outages_apart(self) -> str:
        """Whether the document's preamble gives cloud service outages entries of their own
        (`versions.states_service_outages_apart`): "only" where its other sentences file no
        incidents one entry each (`incidents.states_incident_entries`), "also" where they do,
        "" where it says nothing of such outages."""
        preamble = self._preamble()
        if not versions.states_service_outages_apart(preamble):
            return ""
        rest = versions.without_service_outages(preamble)
        return "also" if incidents.states_incident_entries(rest) else "only"

    def _stated_incidents_off_product(self) -> str | None:
        """The label of the home the document's preamble gives incidents, off the product's
        entry (`incidents.incidents_off_product`)."""
        return self._stated(incidents.incidents_off_product)

    def item_heads(
        self, read: Callable[[Target], Iterable[tuple[str, bool]]], opens: re.Pattern[str]
    ) -> dict[str, list[tuple[int, bool]]]:
        """The entries by what `read` says their history items open with, each with whether
        that item cites a paper (`history_subjects`): read once a run, from every entry then
        known (an entry added later is a night's, which `read` says nothing of; a night's
        update of an editor's entry is a marked line, which `read` passes over too). `read`
        finds something only on a body line after the first that `opens` matches; an entry
        whose body is still the document's span and holds no such line is not read (the
        document's lines are matched once, not each entry's: issue 26, round 40)."""
        if read not in self._item_heads:
            heads: dict[str, list[tuple[int, bool]]] = {}
            for t in self._opening(opens):
                for head, cites in read(t):
                    heads.setdefault(head, []).append((_at(t), cites))
            self._item_heads[read] = heads
        return self._item_heads[read]

    def _opening(self, opens: re.Pattern[str]) -> Iterator[Target]:
        """The entries then known whose body may hold a line after its first that `opens`
        matches: each whose body this run changed (read as it is now), and each whose body is
        the document's span with such a line (its lines matched once for all entries)."""
        found: dict[int, list[int]] = {}  # (id of the document's lines → lines `opens` matches)
        for t in list(self._targets):
            lines, start, end = t.source
            if t.text is not None or not lines:
                yield t
                continue
            hits = found.get(id(lines))
            if hits is None:
                matched = map(opens.match, lines)
                hits = found[id(lines)] = list(compress(range(len(lines)), matched))
            at = bisect.bisect_left(hits, start + 1)
            if at < len(hits) and hits[at] < end:
                yield t

    def gathering_entries(self) -> dict[str, int]:
        """The entries gathering a section's incidents (`gatherings.gathering`), by the anchor
        of the section each is the one such entry of; under "" the document's only one when
        its scope names no section (`Known issues`: every product's). Read once, from the
        editor's own live entries."""
        if self._gatherings is None:
            self._gatherings = self._read_gatherings()
        return self._gatherings

    def _read_gatherings(self) -> dict[str, int]:
        """`gathering_entries`, read."""
        found: dict[str, list[int]] = {}
        unscoped: list[int] = []
        for t in self._targets:
            if t.entry is None or t.anchor in self.retired:
                continue
            said = gatherings.gathering(t.entry.lead, _body(t))
            if said is not None and not _created(t):  # (asked only of a gathering's lead)
                found.setdefault(t.anchor, []).append(_at(t))
                unscoped += [] if said[1] else [_at(t)]
        homes = {anchor: at[0] for anchor, at in found.items() if len(at) == 1}
        if len(unscoped) == 1 and sum(map(len, found.values())) == 1:
            homes[""] = unscoped[0]
        return homes

    def _stated_incident_register(self) -> str:
        """The name of the one entry the document's preamble files every incident in
        (`incidents.incident_register`)."""
        return self._stated(incidents.incident_register)

    def _stated_news_under_release(self) -> frozenset[str]:
        """The kinds of news the document's preamble files under the release they concern
        (`versions.news_kinds_under_release`)."""
        return self._stated(versions.news_kinds_under_release)

    def _stated_patches_under_entry(self) -> bool:
        """The document's preamble files patches under an entry
        (`versions.states_patches_under_entry`)."""
        return self._stated(versions.states_patches_under_entry)

    def _stated_edition_entries(self) -> bool:
        """The document's preamble gives an edition an entry of its own
        (`versions.states_edition_entries`)."""
        return self._stated(versions.states_edition_entries)

    def _stated_product_entries(self) -> bool:
        """The document's preamble says it keeps one entry per product
        (`versions.states_product_entries`)."""
        return self._stated(versions.states_product_entries)

    def _stated_product_entries_in(self, anchor: str) -> bool:
        """The preamble keeps one entry per product in the section `anchor`, by a rule scoped
        to the sections other than its release sections
        (`versions.states_product_entries_outside`)."""
        return versions.states_product_entries_outside(self._preamble(), anchor)

    def _stated_tiers(self) -> str:
        """Where the document's preamble files a product's tiers (`versions.stated_tiers`)."""
        return self._stated(versions.stated_tiers)

    def _stated_family_entries(self) -> bool:
        """The document's preamble keeps one entry per model family
        (`versions.states_family_entries`) or family of products (`states_product_families`)."""
        preamble = self._preamble()
        families = versions.states_family_entries(preamble)
        return families or versions.states_product_families(preamble)

    def _stated_unversioned_take_all(self) -> bool:
        """The document's preamble says entries named without a version take every version
        (`versions.states_unversioned_take_all`)."""
        return self._stated(versions.states_unversioned_take_all)

    def _stated_result_ledger(self) -> str:
        """The key of the entry the document's preamble files every evaluation result in
        (`logs.stated_result_ledger`)."""
        return self._stated(logs.stated_result_ledger)

    def _stated_comparison_logs(self) -> tuple[str, ...]:
        """The log entries the document's preamble sends comparisons to
        (`logs.stated_comparison_logs`)."""
        return self._stated(logs.stated_comparison_logs)

    def _stated_comparison_logs_placed(self) -> bool:
        """The document's preamble says the section of a log it sends comparisons to
        (`logs.comparison_logs_placed`)."""
        return self._stated(logs.comparison_logs_placed)

    def _stated_comparisons_apart(self) -> bool:
        """The document's preamble gives comparisons entries of their own
        (`logs.states_comparisons_apart`)."""
        return self._stated(logs.states_comparisons_apart)

    def _stated_app_logs(self) -> tuple[str, ...]:
        """The log entries the document's preamble logs every app in (`logs.stated_app_logs`)."""
        return self._stated(logs.stated_app_logs)

    def _stated_comparisons_under_first(self) -> bool:
        """The document's preamble files a comparison under the item its title names first
        (`logs.states_comparisons_under_first`)."""
        return self._stated(logs.states_comparisons_under_first)

    def _stated_follow_up_papers(self) -> bool:
        """The document's preamble files a team's follow-up papers under the original paper's
        entry (`versions.states_follow_ups_under_original`)."""
        return self._stated(versions.states_follow_ups_under_original)

    def _stated_reports_under_model(self) -> bool:
        """The document's preamble files a model's technical report under the model's entry
        (`versions.states_reports_under_model`)."""
        return self._stated(versions.states_reports_under_model)

    def _stated_major_change_entries(self) -> bool:
        """The document's preamble says a change of major version opens an entry
        (`versions.states_major_change_entries`)."""
        return self._stated(versions.states_major_change_entries)

    def _stated_new_major_opens(self) -> bool:
        """The document's preamble says a new major version opens a new entry
        (`versions.states_new_major_opens_entry`)."""
        return self._stated(versions.states_new_major_opens_entry)

    def _stated_generation_kinds(self) -> tuple[str, ...]:
        """The kinds the document's preamble keeps one entry per generation for, everything
        else one entry per product (`versions.generation_kinds`)."""
        return self._stated(versions.generation_kinds)

    def _stated_vendor_entries(self) -> bool:
        """The document's preamble keeps one entry per vendor (`versions.states_vendor_entries`)."""
        return self._stated(versions.states_vendor_entries)

    def _stated_generation_entries(self) -> bool:
        """The document's preamble keeps one entry per generation of a product
        (`versions.states_generation_entries`)."""
        return self._stated(versions.states_generation_entries)

    def _stated_scores_under_benchmark(self) -> bool:
        """The document's preamble files scores under the benchmark's entry
        (`versions.states_scores_under_benchmark`)."""
        if self._scores_under_benchmark is None:  # (read once: the preamble does not move)
            said = f"{self._preamble()}\n{self._board_rules()}"
            self._scores_under_benchmark = versions.states_scores_under_benchmark(said)
        return self._scores_under_benchmark

    def _board_rules(self) -> str:
        """What the leads of the editor's board entries say of where scores go
        (`versions.board_lead_rules`: `各产品名次变动统一记在本条` under `**RetrievalArena 榜单**`,
        `standings go on the ranked product's entry` under `### RetrievalArena`), read once, in
        the document's first entries (the rule is stated where the boards are)."""
        if self._board_rules_text is None:
            said: list[str] = []
            entries = [t.entry for t in self._targets[:_BOARD_RULES_SAMPLE] if t.entry is not None]
            for entry in entries:
                lead = f"{entry.lead} {summary(entry)}"
                rules = versions.board_lead_rules(lead)
                if rules:
                    said.append(rules)
            said.extend(self._section_notes())
            self._board_rules_text = "\n".join(said)
        return self._board_rules_text

    def _section_notes(self) -> list[str]:
        """The notes the editor wrote under each anchor's heading, before its first entry
        (`*…评测基准与排行榜（分数记在基准条目下）…*` under `## §1.4`): where a section's
        things go, stated where they are, as a board's lead states it (`_board_rules`)."""
        firsts: dict[str, Entry] = {}
        for target in self._targets:
            entry = target.entry
            if entry is not None and (
                entry.anchor not in firsts or entry.start < firsts[entry.anchor].start
            ):
                firsts[entry.anchor] = entry
        notes = [note for entry in firsts.values() if (note := _note_before(entry))]
        return notes + self._empty_section_notes(list(firsts.values()))

    def _empty_section_notes(self, firsts: list[Entry]) -> list[str]:
        """The notes under the headings of sections holding no entry yet (`*事故与故障记在受影响
        产品条目下。*` under an empty `## §1.4`): the lines up to the next heading, a few lines
        of prose (`_NOTE_LINES`), no list."""
        if not firsts or not self._headings:
            return []
        lines = firsts[0].lines
        starts = sorted(t.entry.start for t in self._targets if t.entry is not None)
        notes: list[str] = []
        for head, stop in zip(self._headings, [*self._headings[1:], len(lines)], strict=True):
            if head < starts[0] or _holds_entry(starts, head, stop):
                continue  # (the preamble's, or an entry's heading, or a note `_note_before` reads)
            said = [line.strip() for line in lines[head + 1 : stop] if line.strip()]
            if 0 < len(said) <= _NOTE_LINES and not any(ITEM_PREFIX.match(x) for x in said):
                notes.append(" ".join(said))
        return notes

    def _stated_siblings_under_line(self) -> bool:
        """The document's preamble files a line's siblings (plug-ins, variants, hosted tiers)
        under the line's entry (`versions.states_siblings_under_line`), or keeps one entry per
        brand (`versions.states_brand_entries`: `一品牌一条`, its hosted cloud the brand's)."""
        preamble = self._preamble()
        return versions.states_siblings_under_line(preamble) or versions.states_brand_entries(
            preamble
        )

    def _stated_kind_apart(self, kind: str) -> bool:
        """The document's preamble keeps a sibling of this kind (`Cloud`) an entry apart
        (`versions.states_kind_apart`)."""
        return versions.states_kind_apart(self._preamble(), kind)

    def _stated_scores_under_product(self) -> bool:
        """The document's preamble files a product's scores under the product's entry
        (`versions.states_scores_under_product`), a board's own lead saying where its
        standings go (`_board_rules`), or a heading entry the editor wrote says so of its own
        scores in its summary (`### MMVista` / `Monthly benchmark … Model scores are kept on the
        models' entries.`): the board's scores are then the products' news."""
        if self._scores_under_product is None:  # (read once: the editor's entries do not move)
            self._scores_under_product = versions.states_scores_under_product(
                f"{self._preamble()}\n{self._board_rules()}"
            ) or any(
                versions.states_scores_under_product(said)
                for t in self._targets  # (a list entry has no summary: nothing to read)
                if t.entry is not None and (said := summary(t.entry))
            )
        return self._scores_under_product

    def _stated_rounds_under_headline(self) -> bool:
        """The document's preamble files a round ranking several products under the product
        its headline is about (`versions.states_round_under_headline`)."""
        return self._stated(versions.states_round_under_headline)

    def _stated_rounds_under_board(self) -> bool:
        """The document's preamble files a board's rounds under the board's entry
        (`versions.states_rounds_under_board`)."""
        return self._stated(versions.states_rounds_under_board)

    def _stated_snapshots_under_benchmark(self) -> bool:
        """The document's preamble files comparisons of several products and board snapshots
        under the benchmark's entry (`versions.states_snapshots_under_benchmark`)."""
        return self._stated(versions.states_snapshots_under_benchmark)

    def _stated_incident_entries(self) -> bool:
        """The document's preamble, or a section's note (`_section_notes`: `*…事故与缺陷（各立
        一条）。*` under `## §1.4`), says it files incidents (or bugs) one entry each
        (`incidents.states_incident_entries`)."""
        if self._stated(incidents.states_incident_entries):
            return True
        if self._notes_incident_entries is None:  # (read once: the notes do not move)
            notes = "\n".join(self._section_notes())
            self._notes_incident_entries = incidents.states_incident_entries(notes)
        return self._notes_incident_entries

    def stated_advisory_section(self) -> str:
        """The section the preamble files security advisories in, one entry each
        (`incidents.stated_advisory_section`: `安全通告在 §1.4 单独成条`), read once."""
        return self._stated_section("advisories", incidents.stated_advisory_section)

    def stated_incident_section(self) -> str:
        """The section the preamble files incidents in, one entry each
        (`incidents.stated_incident_section`: `事故在 §1.4 各自单独成条`), read once."""
        return self._stated_section("incidents", incidents.stated_incident_section)

    def stated_result_section(self) -> str:
        """The section the preamble files results in, one entry each
        (`incidents.stated_result_section`: `榜单成绩在 §1.4 单列`), read once."""
        return self._stated_section("results", incidents.stated_result_section)

    def stated_release_section(self) -> str:
        """The section the preamble files releases in, one entry each
        (`incidents.stated_release_section`: `Every new release … is its own entry in §1.4`),
        read once."""
        return self._stated_section("releases", incidents.stated_release_section)

    def release_section_of(self, version: tuple[int, ...]) -> str:
        """The section the preamble files a release of `version` in, one entry each: the
        stated one (`stated_release_section`), "" for a minor release or a patch where the
        clause files major versions only (`incidents.states_majors_apart`)."""
        stated = self.stated_release_section()
        if stated and not incidents.is_major(version):
            majors = self._stated_section("majors", _majors_apart)
            return "" if majors else stated
        return stated

    def _stated_section(self, kind: str, read: Callable[[str], str]) -> str:
        """What `read` finds in the preamble, read once per `kind`."""
        if kind not in self._stated_sections:
            self._stated_sections[kind] = read(self._preamble())
        return self._stated_sections[kind]

    def stated_incident_kinds(self) -> frozenset[str]:
        """The kinds of trouble the preamble lists as incidents filed one entry each
        (`incidents.stated_incident_kinds`), read once."""
        if "incident kinds" not in self._stated_kinds:
            self._stated_kinds["incident kinds"] = self._stated_incident_kinds()
        return self._stated_kinds["incident kinds"]

    def _stated_incident_kinds(self) -> frozenset[str]:
        """The kinds of trouble the preamble lists as incidents filed apart
        (`incidents.stated_incident_kinds`)."""
        return self._stated(incidents.stated_incident_kinds)

    def _stated_bug_kinds_on_product(self) -> frozenset[str]:
        """The kinds of bugs the preamble keeps on their product's entry
        (`incidents.bug_kinds_on_product`)."""
        return self._stated(incidents.bug_kinds_on_product)

    def _stated_event_kinds(self) -> frozenset[str]:
        """The kinds of trouble the preamble lists as events filed apart
        (`incidents.stated_event_kinds`)."""
        return self._stated(incidents.stated_event_kinds)

    def _stated_bug_entries(self) -> bool:
        """The document's preamble files bugs one entry each (`incidents.states_bug_entries`)."""
        return self._stated(incidents.states_bug_entries)

    def _stated_fixes_under_incident(self) -> bool:
        """The document's preamble files an incident's fix releases under the incident's entry
        (`incidents.states_fixes_under_incident`)."""
        return self._stated(incidents.states_fixes_under_incident)

    def _stated_benchmarks_for_life(self) -> bool:
        """The document's preamble keeps one entry for life for benchmarks
        (`versions.states_benchmarks_for_life`), read once."""
        if self._benchmarks_for_life is None:
            self._benchmarks_for_life = versions.states_benchmarks_for_life(self._preamble())
        return self._benchmarks_for_life

    def _stated_zero_line(self) -> bool:
        """The document's preamble keeps one entry for a project's whole 0.x line
        (`versions.states_zero_line_entry`), read once."""
        if self._zero_line is None:
            self._zero_line = versions.states_zero_line_entry(self._preamble())
        return self._zero_line

    def _stated_incident_marks(self) -> frozenset[str]:
        """The marks the preamble gives incident entries' leads (`incidents.incident_marks`)."""
        return self._stated(incidents.incident_marks)

    def _stated_fix_under_its_incident(self) -> bool:
        """The document's preamble files a fix under the incident it fixes
        (`incidents.states_fix_under_its_incident`)."""
        return self._stated(incidents.states_fix_under_its_incident)

    def _stated_papers_own_entries(self) -> bool:
        """The document's preamble gives every paper an entry of its own
        (`versions.states_papers_own_entries`)."""
        return self._stated(versions.states_papers_own_entries)

    def _stated_papers_under_evaluated(self) -> bool:
        """The document's preamble files a paper under the product it evaluates
        (`versions.states_papers_under_evaluated`)."""
        return self._stated(versions.states_papers_under_evaluated)

    def _stated_results_under_benchmark(self) -> bool:
        """The document's preamble files results under the benchmark's entry
        (`versions.states_results_under_benchmark`)."""
        return self._stated(versions.states_results_under_benchmark)

    def _stated_fix_releases_on_product(self) -> bool:
        """The document's preamble puts every release, a fix release too, on its product's
        entry (`incidents.states_fix_releases_on_product`)."""
        return self._stated(incidents.states_fix_releases_on_product)

    def _stated_vulnerability_entries(self) -> bool:
        """The document's preamble says it files vulnerabilities (CVEs, security incidents)
        one entry each (`incidents.states_vulnerability_entries`)."""
        return self._stated(incidents.states_vulnerability_entries)

    def _preamble(self) -> str:
        """The document's lines before its first entry: the title's text and any section before
        the anchors (`## How this log is kept`, `## 收录约定`), where editors state conventions."""
        if self._preamble_text is None:  # (read once: the document's entries do not move)
            entries = [t.entry for t in self._targets if t.entry is not None]
            first = min(entries, key=lambda entry: entry.start) if entries else None
            self._preamble_text = "\n".join(first.lines[: first.start]) if first else ""
        return self._preamble_text

    def _stated(self, reader: Callable[[str], _Answer]) -> _Answer:
        """What `reader` reads in the preamble, read once a run: the preamble does not move
        (`_preamble`) and each reader is a pure function of its text returning an immutable
        answer (a bool, a string, a frozenset, a tuple or None), so it was read afresh at every
        increment's look-up for the same answer (`tests/test_entry_memory.py`)."""
        statements = self._statements
        if reader in statements:
            return cast(_Answer, statements[reader])
        answer = statements[reader] = reader(self._preamble())
        return answer

    def hold(self, target: Target, item_id: str) -> None:
        """The entry now holds an item id (an update or note written to it)."""
        if item_id not in target.ids:
            if not isinstance(target.ids, set):  # as read: a tuple (or a planned frozenset)
                target.ids = set(target.ids)
            target.ids.add(item_id)
        base = marker.base(item_id)
        known = self._holders.setdefault(base, target)
        if isinstance(known, list):
            known.append(target)
        elif known is not target:
            self._holders[base] = [known, target]

    def extend(self, target: Target, added: list[str]) -> None:
        """Lines added to an entry in this run (logged for `AnchorLines`)."""
        target.extend(added)
        self._grown.append(target)

    def lines_in(self, anchor: str, key: Callable[[str], str]) -> AnchorLines:
        """What `key` makes of each line of the anchor's entries, kept up to date (one
        reader per anchor and key per run)."""
        found = self._lines.get((anchor, key))
        if found is None:
            found = self._lines[(anchor, key)] = AnchorLines(anchor, key)
        found.catch_up(self._by_anchor.get(anchor, []), self._grown)
        return found

    def named_elsewhere(self, target: Target, key: str) -> bool:
        """A `name:` key names another live entry than `target` by its own name
        (`NameIndex.named_elsewhere`)."""
        return key.startswith("name:") and self.names.named_elsewhere(key[5:], _at(target))

    def add_keys(self, target: Target, keys: Iterable[str]) -> None:
        """Keys the entry gained (an update's marker carries its increment's keys)."""
        self.names.add_keys(_at(target), keys)

    def holding(self, item_id: str) -> list[Target]:
        """The entries that hold an increment or note id (with or without its suffix)."""
        found = self._holders.get(marker.base(item_id))
        if found is None or not isinstance(found, list):
            return [] if found is None else [found]
        return list({id(t): t for t in found}.values())

    def day_ids(self, target: Target, day: str) -> Sequence[str]:
        """The item ids of `day` the entry holds."""
        return [i for i in target.ids if marker.day(i) == day]  # (an entry holds a few)

    def at(self, position: int) -> Target:
        """The entry at a position of the name index."""
        return self._targets[position]

    def live(self) -> list[Target]:
        """The entries an increment or note can go to (not archived, not a 待核实 note)."""
        return [t for t in self._targets if t.anchor not in self.retired]

    def in_anchor(self, anchor: str | None) -> list[Target]:
        return list(self._by_anchor.get(anchor, ()))

    def added_to(self, anchor: str | None, since: int) -> list[Target]:
        """The anchor's entries from its `since`-th on (entries are only ever appended)."""
        return self._by_anchor.get(anchor, [])[since:]

    def with_own_key(self, key: str) -> list[Target]:
        """The live entries read or planned with `key` among their keys (a target's keys are
        fixed when it is added), in the order they were added: those the name index files
        under the key (its positions are the targets', the ones an entry was added with in
        the order added, then any it gained) whose own keys have it (no second map of
        ~100,000 keys)."""
        targets, retired = self._targets, self.retired
        found = [targets[p] for p in self.names.by_key.get(key, ())]
        return [t for t in found if key in t.keys and t.anchor not in retired]

    def all(self) -> list[Target]:
        return list(self._targets)

    def decide(
        self,
        title: str,
        relation: str,
        keys: Sequence[str],
        anchor: str,
        cited: Sequence[tuple[Target, str]] = (),
        repos: frozenset[str] = frozenset(),
        points: Sequence[str] = (),
        sources: str = "",
        date: str = "",
    ) -> Verdict:
        """The evidence's verdict for an increment (positions: `at`); `cited`: entries
        holding an increment its relation line cites, with that increment's id; `repos`:
        the repositories the increment links; `points`: its points (read for denials);
        `sources`: its sources line (read for a short form it defines); `date`: the briefing's
        day."""
        held = [(_at(t), item_id) for t, item_id in cited]
        title = _LABELLED_LATIN.sub(r"\g<name> ", title, count=1)  # (`【MCP】规范` → `MCP 规范`)
        written = self._written_out(title)  # (`TW 2.5`, `TW = Tidewater` in the preamble)
        verdict = self.names.decide(
            written, relation, keys, anchor, held, repos, points, sources, date
        )
        if verdict.chosen is not None:
            return verdict
        readings = (
            # (written out, it finds none: an entry may go by the short form itself)
            title if written != title else None,
            # (a title leading with the new name: `Quill — Quillstack 更名…`, as the rename)
            self._renamed_reading(title),
            # (an entry named by the short form and its expansion both: `**HSP 握手协议**`)
            self._short_and_long(title) if written != title else None,
        )
        for reading in readings:
            if reading is None:
                continue
            read = self.names.decide(
                reading, relation, keys, anchor, held, repos, points, sources, date
            )
            if read.chosen is not None:
                return read
        return verdict

    def _renamed_reading(self, title: str) -> str | None:
        """A title leading with a new name, then the old one said renamed (`Quill — Quillstack
        更名并并入 Cobaltline`), read as the rename it reports (`Quillstack 更名 Quill — 并入
        Cobaltline`); None for other titles, a rename to a third name (`更名为 X`), one not
        done (`拟更名`) or one with a release (`… 更名并发布 1.0`: where releases go apart), but
        for the new name's release where the preamble keeps one entry per product, or any
        release where it keeps one per family (`QuantaTok:PixTok 更名并发布 2.1`)."""
        said = _NEW_THEN_RENAMED.match(title)
        if said is None or _RENAME_UNDONE.search(title) or said["new"] == said["old"]:
            return None
        if re.search(r"\d+\.\d+", title) and not (
            (said["release"] and self._stated_product_entries()) or self._stated_family_entries()
        ):  # (`Cairn Memory — Mnemo 更名并发布 1.0`: a release, which goes apart unless the
            return None  # preamble keeps one entry per product: `Ferrokv 0.9 — Kestrel-KV 更名后…`,
        # or per family, every release of it: `QuantaTok:PixTok 更名并发布 2.1`)
        rest = said["rest"].lstrip("并，, ")
        return f"{said['old']} 更名 {said['new']} — {rest}" if rest else None

    def _short_and_long(self, title: str) -> str | None:
        """The title with the short form it opens with followed by the expansion the preamble
        defines (`HSP 0.5 …` → `HSP 握手协议 0.5 …`), where one entry's name writes them so;
        None otherwise."""
        short = re.match(r"\s*([A-Z][A-Z0-9]{1,5})(?![A-Za-z0-9_\-])", title)
        long = (self._abbreviations or {}).get(short.group(1), "") if short else ""
        if short is None or not long:
            return None
        pair = f"{short.group(1)} {long}"
        if sum(t.entry is not None and pair in t.title for t in self._targets) != 1:
            return None
        return f"{title[: short.end()]} {long}{title[short.end() :]}"

    def _stated_abbreviations(self) -> dict[str, str]:
        """The short forms the preamble defines, each → its Latin name (read once)."""
        if self._abbreviations is None:
            self._abbreviations = preamble_abbreviations(self._preamble())
        return self._abbreviations

    def _written_out(self, title: str) -> str:
        """The title with the short form it opens with written out as the preamble's
        abbreviations define it (`evidence.preamble_abbreviations`, read once)."""
        if self._abbreviations is None:
            self._abbreviations = preamble_abbreviations(self._preamble())
        if not self._abbreviations:
            return title
        return expand_abbreviation(self._short_after_chinese(title), self._abbreviations)

    def _short_after_chinese(self, title: str) -> str:
        """A title opening with a Chinese name, then the short form the preamble defines by it
        and a release (`视界服务器VS2.5.1 补丁` with `VS＝视界服务器（VistaServe）`), read from the
        short form (`VS 2.5.1 补丁`); the title as it is otherwise."""
        said = _CHINESE_THEN_SHORT.match(title)
        if said is None:
            return title
        defined = preamble_definitions(self._preamble())
        if not any(s == said["short"] and said["cjk"] in full for s, full in defined):
            return title
        return f"{said['short']} {title[said.end('short') :].lstrip()}"

    def mentioned(self, text: str) -> dict[int, str]:
        """Live entries whose name `text` mentions → the name as written."""
        shown = self.names.mentions.shown
        return {p: shown[n] for p, n in self.names.mentioned(text).items()}


# A preamble quoting its leads' form as a maker and a product joined by a slash
# (`Maker/Product version — summary`, `厂商/产品 版本`), and a lead's maker before that slash
# (`Ferrule Inc./Ferrule 0.9`, `Brightwell/LT 3.1`, `Crane / Gantry 1.4`: words without a slash,
# then the name).
_MAKER_SLASH_FORM = lazy(
    r"(?i:(?<![A-Za-z])(?:maker|vendor|company|org|organi[sz]ation|owner|lab)\s*/\s*"
    r"(?:product|project|tool|model)(?![A-Za-z]))|(?:厂商|厂家|机构|公司|维护方)\s*/\s*(?:产品|项目)"
    # (a maker and the product's name: `厂商/中文名`, `Vendor/Name`; not `owner/name`, a path)
    r"|(?:厂商|厂家|公司)\s*/\s*(?:中文|英文)?名|(?i:(?<![A-Za-z])(?:maker|vendor|company)\s*/\s*name(?![A-Za-z]))"
)
# A lead's form the preamble quotes, a label and a colon before an ellipsis (`` `### Incident:
# …` ``, `` `事故：…` ``): the label names the kind, the name follows it.
_LABELLED_LEAD_FORM = lazy(
    r"`(?:#{1,6}\s+|[-*]\s+)?(?:\*\*)?(?P<label>[A-Z][A-Za-z]{2,15}|[\u4e00-\u9fff]{2,4})\s*[:：]"
    r"\s*(?:…|\.\.\.)(?:\*\*)?`"
)
# A preamble quoting leads that name the maker in the possessive (`Maker's Product X.Y`,
# `` `Vendor’s Model` ``; not `the owner's name`, lowercase prose).
_MAKER_POSSESSIVE_FORM = lazy(
    r"(?<![A-Za-z])(?:Maker|Vendor|Company|Org|Organi[sz]ation|Owner|Lab|Developer)['’]s?\s+"
    r"(?:Product|Project|Tool|Model|Name)(?![A-Za-z])"
)
# A maker in the possessive before the rest of a name (`QL's `, `DocSight Inc.'s `, `Loomworks' `,
# `C2PA consortium's `): up to four words, the first capitalised or a digit.
_MAKER_POSSESSIVE = lazy(
    r"[A-Z0-9][\w.&-]*(?:\s[\w.&-]+){0,3}?(?:['’]s|(?<=s)['’])\s+(?=[A-Za-z0-9])"
)
_MAKER_BEFORE_SLASH = lazy(
    r"[A-Za-z\u3400-\u9fff][^/\s`*]*(?:\s[^/\s`*]+){0,3}(?:/|\s/\s)(?=[A-Za-z0-9\u3400-\u9fff])"
)


# A lead opening with capitals (a link's text or bold may wrap them), then a space, a
# release or the wrapper's end (`[KA 1.0](…)`, `[SWE-M](…)`, `**MCPB 0.6**`).
_SHORT_LED = lazy(r"^(?:\[|\*\*)?(?P<short>[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)?)(?=\s|\]|\*\*)")
# The Latin name a short form stands for (`Kestrel Agents`, `MCP-Bridge`, `SWE-Marathon`).
_LATIN_FULL = lazy(r"[A-Z][A-Za-z0-9]*(?:[ \-][A-Za-z0-9]+){0,3}")

# A mark ending a lead's clause, and a bracket opening one (`（Pinwheel Decoding，下称 PSD）`).
_LEAD_CLAUSE_END = lazy(r"[，,；;。]")
_OPEN_BRACKET = lazy(r"[（(][^（()）]*$")


def _first_clause(lead: str, at: int) -> bool:
    """What the lead says at `at` is in its first clause, the one naming and describing the
    entry (`风车（Pinwheel）·…：投机解码框架（下称 PSD）`, `**X**（Full Name，下称 FN）`), not a
    later one about something it mentions (`推理服务，对接该团队的投机解码框架（下称 PSD）`)."""
    before = lead[:at]
    bracket = _OPEN_BRACKET.search(before)
    before = before[: bracket.start()] if bracket else before
    return _LEAD_CLAUSE_END.search(before) is None


# A Chinese name, then capitals and a release, glued or spaced (`视界服务器VS2.5.1 补丁`).
_CHINESE_THEN_SHORT = lazy(
    r"^(?P<cjk>[\u3400-\u9fff]{2,8})\s?(?P<short>[A-Z][A-Z0-9]{1,5})(?=\s?v?\d+\.\d)"
)


class AnchorLines:
    """The set of what `key` makes of every line of one anchor's entries. Entries are only
    appended to an anchor and lines only appended to an entry (`EntryIndex.extend` logs
    which), so catching up reads each line once: a note asked whether its section held it
    read every line of every note before it again (items x notes)."""

    def __init__(self, anchor: str, key: Callable[[str], str]) -> None:
        self.anchor = anchor
        self.key = key
        self.values: set[str] = set()
        self.reads = 0  # lines read, for the tests
        self._entries = 0  # the anchor's entries read
        self._grown = 0  # the entries of the log of growth looked at
        self._read: dict[int, int] = {}  # entry (`at`) → its lines read

    def catch_up(self, entries: list[Target], grown: list[Target]) -> None:
        for target in entries[self._entries :]:
            self._read_lines(target)
        self._entries = len(entries)
        for target in grown[self._grown :]:
            if target.at in self._read and target.anchor == self.anchor:
                self._read_lines(target)
        self._grown = len(grown)

    def _read_lines(self, target: Target) -> None:
        lines = target.lines()
        start = self._read.get(target.at, 0)
        self.values.update(self.key(line) for line in lines[start:])
        self.reads += len(lines) - start
        self._read[target.at] = len(lines)

    def __contains__(self, value: object) -> bool:
        return value in self.values


def _created_release(names: NameIndex, existing: Sequence[Target]) -> bool:
    """One of the document's entries the patcher created, and the editor kept, is named by a
    release (`vLLM 0.31`, a night's new entry) and so shows a release kept apart (`_apart`)."""
    return any(
        names.named_by_release(_at(t)) and _apart(names, _at(t)) for t in existing if _created(t)
    )


def _apart(names: NameIndex, position: int) -> bool:
    """The created release entry at `position` shows a release kept apart from its product:
    not a product's first release (`Dovetail 0.1 — 约束解码引擎`: a night brought the product
    in by its debut, and the entry is the product's), not an announcement (`Halyard Gateway
    1.0 GA`, `X 0.32 发布`: an entry per release whatever the convention), and no entry is
    named by its product alone (`Crane` beside `gocrane/crane 0.11`: the product's own entry
    is that one, or the release entry is another thing's)."""
    theirs = names.entries[position].names
    if theirs.version[:2] == (0, 1) and not any(theirs.version[2:]):
        return False
    if versions.announces_release(theirs.shown):
        return False
    alone = names.by_form.get(theirs.bare, ()) if theirs.bare else ()
    return not any(
        p != position and names.entries[p].live and not names.entries[p].names.version
        for p in alone
    )


def _created(target: Target) -> bool:
    """A document's entry the patcher created (its first line, the lead it wrote, carries
    the marker)."""
    lines, start, end = target.source
    return end > start and marker.ANYWHERE.search(lines[start]) is not None


def _paper(target: Target) -> bool:
    """An entry holding a paper's arXiv key (a successor paper is no release of it)."""
    return any(k.startswith("arxiv:") for k in target.keys)


def _body(target: Target) -> Sequence[str]:
    """The lines of a document's entry after its first (a slice: an entry's few lines)."""
    lines, start, end = target.source
    return lines[start + 1 : end] if end - start > 1 else ()


def _at(target: Target) -> int:
    """The target's position in the index's names (a target never added is a bug)."""
    if target.at < 0:
        raise LookupError(f"entry {target.title!r} was never added to the index")
    return target.at


# The lines of a section's note read at most (a note, not the section's prose).
_NOTE_LINES = 4


def _holds_entry(starts: Sequence[int], first: int, stop: int) -> bool:
    """An entry starts at a line of first..stop (`starts` sorted): the heading's, or one after."""
    at = bisect.bisect_left(starts, first)
    return at < len(starts) and starts[at] < stop


def _note_before(entry: Entry) -> str:
    """The non-blank lines between the heading above an anchor's first entry and the entry
    (none past `_NOTE_LINES`, none when no heading is near: prose, not a note)."""
    note: list[str] = []
    for line in reversed(entry.lines[max(0, entry.start - 2 * _NOTE_LINES) : entry.start]):
        if line.lstrip().startswith("#"):
            return " ".join(reversed(note)) if len(note) <= _NOTE_LINES else ""
        if line.strip():
            note.append(line.strip())
    return ""


def _majors_apart(preamble: str) -> str:
    """`majors` where the preamble's clause filing releases apart files majors only."""
    return "majors" if incidents.states_majors_apart(preamble) else ""


def _described_bracketed_chinese(entry: Entry, lead: str) -> tuple[str, ...]:
    """The Chinese name a heading entry's description paragraph brackets at its end after a
    name starting with the heading's (`### Jiyun` / `Serverless model serving on Jiyun Cloud
    (霁云推理服务).`), read as `maker_bracketed_chinese` reads it at a list lead's end."""
    said = description(entry)
    if not said or ("（" not in said and "(" not in said):
        return ()
    name = lead_name(lead)
    return maker_bracketed_chinese(f"{name} — {said}", name, Glossary())


# A heading naming its thing in Chinese, maybe with its generation (`### 知脉 3`, `### 澄鉴 2`).
_CHINESE_HEADING = lazy(r"(?P<name>[\u4e00-\u9fff]{2,6})(?:\s*(?P<generation>\d{1,2}))?")


def _described_bracketed_latin(entry: Entry, lead: str) -> tuple[str, ...]:
    """The Latin name a heading entry's description brackets right after the heading's Chinese
    name (`### 知脉 3` / `青枢科技企业知识库问答平台知脉（Zhimai）第三代…`), with the heading's
    generation (`Zhimai 3`): the name briefings call it by."""
    heading = _CHINESE_HEADING.fullmatch(lead_name(lead).strip())
    said = description(entry) if heading is not None else ""
    if heading is None or heading["name"] not in said:
        return ()
    bracketed = re.search(
        re.escape(heading["name"]) + r"\s*[（(]\s*(?P<latin>[A-Z][A-Za-z0-9\-]*"
        r"(?:\s[A-Z][A-Za-z0-9\-]*)?)\s*[)）]",
        said,
    )
    if bracketed is None:
        return ()
    generation = heading["generation"]
    return (f"{bracketed['latin']} {generation}" if generation else bracketed["latin"],)
