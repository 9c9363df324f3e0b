"""NameIndex's fields and filing: entries added, their names put in the maps when asked."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from patcher.document.identity import lead_text
from patcher.plan import contrary, incidents
from patcher.plan.evidence.abbreviations import abbreviated_repository_name
from patcher.plan.evidence.clues import (
    _IS_CJK,
    _described_comparison,
    _initialised,
)
from patcher.plan.evidence.mentions import Mentions
from patcher.plan.evidence.names import (
    Names,
    built_on,
    cites_issue,
    distinctive,
    names_of,
)
from patcher.plan.evidence.positions import (
    Positions,
    ShortRefs,
    _Ascending,
    _Heads,
    _Lazy,
    _put,
    generation_members,
)
from patcher.plan.evidence.readings import (
    Titled,
    _Entry,
    entry_readings,
    owner_bracketed,
)
from patcher.plan.evidence.spelling import (
    COMMON,
    GENERIC,
    camel_short_forms,
    form,
)
from patcher.plan.evidence.weights import (
    Evidence,
)
from patcher.text.glossary import Glossary
from patcher.text.lazy import kept, lazy

_MIN_CJK_NAME = 5  # characters of a Chinese name a title can start with
_WIDE = lazy(r"[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")  # full-width letters (`ＯＯＭ`)


def _first_character_groups(terms: Iterable[str]) -> str:
    """Terms as one alternation finding what `|` between them would, each term's words joined
    by any spaces, hyphens or underscores, the terms grouped by their first character
    (`c(?:rash|ut…off)|d(?:eadlock)`: a letter of a line tries the one group it starts); ""
    for no terms."""
    groups: dict[str, set[str]] = {}
    for term in terms:
        words = term.split()
        joined = r"[\s\-_]*".join(map(re.escape, words))
        first = re.escape(words[0][0]) if words else ""  # (`re.escape` escapes by character)
        groups.setdefault(first, set()).add(joined[len(first) :])
    grouped = sorted(groups.items())
    return "|".join(f"{first}(?:{'|'.join(sorted(rest))})" for first, rest in grouped)


def _found_in(patterns: tuple[re.Pattern[str], ...], text: str) -> bool:
    """One of the patterns is found in `text` (as their alternation would be)."""
    return any(pattern.search(text) for pattern in patterns)


# A maker's name before a product's (`NVIDIA Prefill-Decode Bridge`): a capitalised word or
# an acronym, then a capitalised name of two words or more.
# A maker's capitals, then a one-word name and maybe a release (`NVIDIA Dynamo 1.4`).
_CAPS_MAKER = lazy(
    r"^[A-Z]{2,}[A-Za-z0-9]{0,13}\s+(?P<name>[A-Z][A-Za-z0-9\-]*)(?:\s+v?\d+(?:\.\d+)*)?$"
)


_NO_KEYS: frozenset[str] = frozenset()


@dataclass
class _IndexFields:
    """NameIndex's fields and filing: entries added, their names put in the maps when asked."""

    entries: list[_Entry] = field(default_factory=list)
    by_form: dict[str, list[int]] = field(default_factory=dict)  # full and bare forms
    by_core: dict[str, list[int]] = field(default_factory=dict)
    by_first: dict[str, list[int]] = field(default_factory=dict)
    by_key: Positions = field(default_factory=lambda: Positions())  # identity key → entries
    by_short: ShortRefs = field(default_factory=ShortRefs)  # `ghshort:r#N` → `gh:o/r#N`
    by_head: dict[str, list[int]] = field(default_factory=dict)  # `GPU Xid error triage`: gpuxid
    by_inner: dict[str, list[int]] = field(default_factory=dict)  # a capitalised word inside
    by_cjk: dict[str, list[int]] = field(default_factory=dict)  # an all-Chinese name
    by_made: dict[str, list[int]] = field(default_factory=dict)  # `NVIDIA Dynamo`: dynamo
    mentions: Mentions = field(default_factory=lambda: Mentions())
    glossary: Glossary = field(default_factory=Glossary)  # descriptor terms (the map's)
    defined: set[str] = field(default_factory=set)  # short forms the preamble defines (`TSL`)
    # whether the document keeps one entry per product (`EntryIndex.per_product`)
    convention: Callable[[], bool] = field(default=lambda: False, repr=False)
    # whether the editor keeps releases apart in the section (and sub-heading's group) of the
    # entry at a position (`EntryIndex._releases_apart_in`)
    apart: Callable[[str, int], bool] = field(default=lambda anchor, at: False, repr=False)
    # the unit the group of the entry at a position keeps, its preamble's and its own entries'
    # readings reconciled: `release`, `product`, `conflict`, `unknown` or "" (`EntryIndex`)
    granularity: Callable[[str, int], str] = field(default=lambda anchor, at: "", repr=False)
    # the release lines an entry's text records (`EntryIndex._lines_held`)
    lines_held: Callable[[int], frozenset[tuple[int, int]]] = field(
        default=lambda position: frozenset(), repr=False
    )
    # the major versions an existing entry's lead and sub-items record (`EntryIndex._majors_held`)
    majors_held: Callable[[int], frozenset[int]] = field(
        default=lambda position: frozenset(), repr=False
    )
    # the generations an entry's sub-items record (`EntryIndex._generations_held`)
    generations_held: Callable[[int], frozenset[str]] = field(
        default=lambda position: frozenset(), repr=False
    )
    _convention: bool | None = field(default=None, repr=False)  # one entry per product, once known
    # whether the document says its engines get one entry per release (`EntryIndex`)
    stated: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated: bool | None = field(default=None, repr=False)
    # whether the document says every release gets an entry, whatever its kind (`EntryIndex`)
    stated_all: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_all: bool | None = field(default=None, repr=False)
    # the sections the preamble gives every release an entry in, by code (`EntryIndex`)
    stated_sections: Callable[[], frozenset[str]] = field(default=lambda: frozenset(), repr=False)
    # whether the document says a release candidate gets an entry of its own (`EntryIndex`)
    stated_candidates: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_candidates: bool | None = field(default=None, repr=False)
    # whether the document's preamble speaks of release candidates at all (`EntryIndex`)
    said_candidates: Callable[[], bool] = field(default=lambda: False, repr=False)
    # whether the document files follow-ups under a product's latest release entry (`EntryIndex`)
    stated_latest: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_latest: bool | None = field(default=None, repr=False)
    # whether the document files release candidates under the latest release (`EntryIndex`)
    stated_candidates_latest: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_candidates_latest: bool | None = field(default=None, repr=False)
    # whether the document files security advisories under their product (`EntryIndex`)
    stated_advisories_under: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_advisories_under: bool | None = field(default=None, repr=False)
    # whether the document says it keeps one entry per product (`EntryIndex`)
    stated_products: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_products: bool | None = field(default=None, repr=False)
    # whether the document keeps one entry per product in a section, by a scoped rule (`EntryIndex`)
    stated_products_in: Callable[[str], bool] = field(default=lambda _: False, repr=False)
    # where the document files a product's tiers: "held" in its entry, "apart", "" (`EntryIndex`)
    stated_tiers: Callable[[], str] = field(default=lambda: "", repr=False)
    _stated_tiers: str | None = field(default=None, repr=False)
    # whether the document keeps one entry per model family (`EntryIndex`)
    stated_families: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_families: bool | None = field(default=None, repr=False)
    _editions_held: bool | None = field(default=None, repr=False)  # (`_families_hold_editions`)
    # the apps the editor's sub-items record under an entry (`配套应用 Reelvane`): form → entries
    _apps_recorded: dict[str, set[int]] | None = field(default=None, repr=False)
    # (entries named without a version take every version: `versions.states_unversioned_take_all`)
    stated_unversioned: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_unversioned: bool | None = field(default=None, repr=False)
    # the log entries the document sends comparisons to, as `logs.log_key`s (`EntryIndex`)
    stated_logs: Callable[[], tuple[str, ...]] = field(default=lambda: (), repr=False)
    # (the preamble says a comparison log's section: `logs.comparison_logs_placed`)
    stated_logs_placed: Callable[[], bool] = field(default=lambda: False, repr=False)
    # (comparisons get entries of their own: `logs.states_comparisons_apart`)
    stated_comparisons_apart: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_comparisons_apart: bool | None = field(default=None, repr=False)
    # the log entries the document logs every app in, as `logs.log_key`s (`EntryIndex`)
    stated_app_logs: Callable[[], tuple[str, ...]] = field(default=lambda: (), repr=False)
    _app_logs: list[int] | None = field(default=None, repr=False)
    # (a comparison goes under the item named first: `logs.states_comparisons_under_first`)
    stated_comparisons_first: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_comparisons_first: bool | None = field(default=None, repr=False)
    # the key of the one entry the document says every evaluation result goes in (`EntryIndex`)
    stated_ledger: Callable[[], str] = field(default=lambda: "", repr=False)
    _ledger: tuple[int, ...] | None = field(default=None, repr=False)
    _logs: list[int] | None = field(default=None, repr=False)
    # whether the document files a team's follow-up papers under the original's (`EntryIndex`)
    stated_follow_ups: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_follow_ups: bool | None = field(default=None, repr=False)
    # whether the document files a model's technical report under the model (`EntryIndex`)
    stated_reports_under: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_reports_under: bool | None = field(default=None, repr=False)
    # whether the document keeps one entry per generation, its major version (`EntryIndex`)
    stated_generations: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_generations: bool | None = field(default=None, repr=False)
    # the kinds the document's generation rule is for, everything else one entry per product
    # (`versions.generation_kinds`: `Engines and runtimes get one entry per major version line`)
    stated_generation_kinds: Callable[[], tuple[str, ...]] = field(default=lambda: (), repr=False)
    # whether the document says a change of major version opens an entry (`EntryIndex`)
    stated_major_change: Callable[[], bool] = field(default=lambda: False, repr=False)
    # (`a new major version opens a new entry`: `versions.states_new_major_opens_entry`)
    stated_new_major_opens: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_major_change: bool | None = field(default=None, repr=False)
    # whether the document keeps one entry per vendor, its products' news in it (`EntryIndex`)
    stated_vendors: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_vendors: bool | None = field(default=None, repr=False)
    _steps: tuple[int, frozenset[int]] | None = field(default=None, repr=False)
    # whether the document gives an edition an entry of its own (`EntryIndex`)
    stated_editions: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_editions: bool | None = field(default=None, repr=False)
    # whether the document files patches under an entry (`EntryIndex`)
    stated_under: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_under: bool | None = field(default=None, repr=False)
    # whether the document says a patch release gets an entry of its own (`EntryIndex`)
    stated_patches: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_patches: bool | None = field(default=None, repr=False)
    stated_any_release: Callable[[], bool] = field(default=lambda: False, repr=False)
    # whether every release gets an entry and only post-builds go under one (`EntryIndex`)
    stated_exact: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_exact: bool | None = field(default=None, repr=False)
    _stated_any_release: bool | None = field(default=None, repr=False)
    # the increment's relation line says its thing is another one (`另一次宕机`; `verdict`)
    _another_said: bool = field(default=False, repr=False)
    _title_compares: bool = field(default=False, repr=False)  # (`_by_one_release`)
    _title_launches: bool = field(default=False, repr=False)  # (`_product_entry`)
    _title_flawless: bool = field(default=False, repr=False)  # (`_by_proper_word`)
    # the increment reports an incident a gathering entry takes (`_by_gathering`; `decide`)
    _gathered_news: bool = field(default=False, repr=False)
    # whether the document says it files vulnerabilities one entry each (`EntryIndex`)
    stated_apart: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_apart: bool | None = field(default=None, repr=False)
    # whether the document says it files incidents under the entry they affect (`EntryIndex`)
    stated_incidents_under: Callable[[], bool] = field(default=lambda: False, repr=False)
    stated_off_product: Callable[[], str | None] = field(default=lambda: None, repr=False)
    _stated_off_product: tuple[str | None] | None = field(default=None, repr=False)
    # the name of the one entry the document files every incident in (`EntryIndex`)
    stated_register: Callable[[], str] = field(default=lambda: "", repr=False)
    _stated_register: tuple[str] | None = field(default=None, repr=False)
    # the entries gathering a section's incidents, by anchor ("": the document's only one)
    gatherings: Callable[[], dict[str, int]] = field(default=lambda: {}, repr=False)
    _stated_incidents_under: bool | None = field(default=None, repr=False)
    # whether it gives cloud service outages entries of their own ("only", "also" or "")
    stated_outages_apart: Callable[[], str] = field(default=lambda: "", repr=False)
    _stated_outages_apart: str | None = field(default=None, repr=False)
    # whether it files an incident under the newest release it affects (`EntryIndex`)
    stated_newest_affected: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_newest_affected: bool | None = field(default=None, repr=False)
    # the kinds of news the document says it files under the release they concern
    stated_news_under: Callable[[], frozenset[str]] = field(default=lambda: frozenset(), repr=False)
    _stated_news_under: frozenset[str] | None = field(default=None, repr=False)
    # whether the document's preamble speaks of incidents or security at all (`EntryIndex`)
    stated_trouble: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_trouble: bool | None = field(default=None, repr=False)
    # whether the document says it files incidents one entry each (`EntryIndex`)
    stated_incidents: Callable[[], bool] = field(default=lambda: False, repr=False)
    # the kinds of trouble the document lists as incidents filed apart (`EntryIndex`)
    stated_incident_kinds: Callable[[], frozenset[str]] = field(
        default=lambda: frozenset(), repr=False
    )
    _stated_incident_kinds: frozenset[str] | None = field(default=None, repr=False)
    # the kinds of bugs the document keeps on their product's entry
    stated_bug_kinds_on_product: Callable[[], frozenset[str]] = field(
        default=lambda: frozenset(), repr=False
    )
    _stated_bug_kinds_on_product: frozenset[str] | None = field(default=None, repr=False)
    # the kinds of trouble the document lists as events filed apart (`越狱、数据泄露等事件`)
    stated_event_kinds: Callable[[], frozenset[str]] = field(
        default=lambda: frozenset(), repr=False
    )
    # the section the document says it files incidents in, one entry each (`EntryIndex`)
    stated_incident_section: Callable[[], str] = field(default=lambda: "", repr=False)
    # the sections the document says it files releases and results in, one entry each
    stated_release_section: Callable[[], str] = field(default=lambda: "", repr=False)
    # … for a release of that version: none for a minor one where majors alone go apart
    release_section_of: Callable[[tuple[int, ...]], str] = field(default=lambda _: "", repr=False)
    stated_result_section: Callable[[], str] = field(default=lambda: "", repr=False)
    _stated_incident_section: str | None = field(default=None, repr=False)
    # where the editor's own entries file incidents, and how many show it (`EntryIndex`)
    shown_incidents: Callable[[], tuple[str, int]] = field(default=lambda: ("", 0), repr=False)
    _incident_home: str | None = field(default=None, repr=False)  # (`_incident_home_read`)
    _incidents_said: bool | None = field(default=None, repr=False)  # (`_said_apart`)
    # where the editor's own entries file security advisories, and how many show it (`EntryIndex`)
    shown_advisories: Callable[[], tuple[str, int]] = field(default=lambda: ("", 0), repr=False)
    _advisory_home: str | None = field(default=None, repr=False)  # (`_advisory_home_read`)
    # whether the editor's own entries keep trouble in entries of its own (`EntryIndex`)
    shown_trouble_apart: Callable[[], bool] = field(default=lambda: False, repr=False)
    _trouble_apart: bool | None = field(default=None, repr=False)  # (`_trouble_shown_apart`)
    # whether the editor's own entries score products on a board under the products (`EntryIndex`)
    shown_board_scores: Callable[[str], bool] = field(default=lambda board: False, repr=False)
    # whether the document says it files bugs one entry each (`EntryIndex`)
    stated_bugs: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_bugs: bool | None = field(default=None, repr=False)
    # whether the document says it files scores under the benchmark's entry (`EntryIndex`)
    stated_scores: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_scores: bool | None = field(default=None, repr=False)
    # where the editor's own entries file products' scores on boards (`_scores_shown_home`)
    _scores_home: str | None = field(default=None, repr=False)

    # whether the document says it files a line's siblings under the line (`EntryIndex`)
    stated_siblings: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_siblings: bool | None = field(default=None, repr=False)
    # whether the document says a sibling of this kind (`Cloud`) is an entry apart (`EntryIndex`)
    stated_kind_apart: Callable[[str], bool] = field(default=lambda kind: False, repr=False)
    # whether the document says it files a product's scores under the product (`EntryIndex`)
    stated_product_scores: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_product_scores: bool | None = field(default=None, repr=False)
    # whether the document says it files a round ranking several products under the product
    # its headline is about (`EntryIndex`)
    stated_headline_rounds: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_headline_rounds: bool | None = field(default=None, repr=False)
    # whether the document says it files a board's rounds under the board (`EntryIndex`)
    stated_board_rounds: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_board_rounds: bool | None = field(default=None, repr=False)
    # whether the document says it files comparisons and board snapshots under the benchmark
    stated_snapshots: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_snapshots: bool | None = field(default=None, repr=False)
    # whether the document says it files a paper under the product it evaluates (`EntryIndex`)
    stated_papers_under: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_papers_under: bool | None = field(default=None, repr=False)
    # whether the document says every paper gets an entry of its own (`EntryIndex`)
    stated_papers_apart: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_papers_apart: bool | None = field(default=None, repr=False)
    # whether the document says it files an incident's fix releases under it (`EntryIndex`)
    stated_fixes: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_fixes: bool | None = field(default=None, repr=False)
    # whether the document says it files results under the benchmark's entry (`EntryIndex`)
    stated_results: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_results: bool | None = field(default=None, repr=False)
    # whether the editor's own entries keep each result as an entry of its own (`_results_apart`)
    _results_apart: bool | None = field(default=None, repr=False)
    # whether the document keeps one entry for life for a benchmark (`EntryIndex`)
    stated_benchmarks_for_life: Callable[[], bool] = field(default=lambda: False, repr=False)
    # whether the preamble keeps one entry for a project's whole 0.x line (`EntryIndex`)
    stated_zero_line: Callable[[], bool] = field(default=lambda: False, repr=False)
    # the short forms the preamble defines, each → the Latin name it stands for (`EntryIndex`)
    stated_short_forms: Callable[[], dict[str, str]] = field(default=lambda: {}, repr=False)
    # whether the document says a fix goes under the incident it fixes (`EntryIndex`)
    stated_fix_goes_under: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_fix_goes_under: bool | None = field(default=None, repr=False)
    # the marks the preamble gives incident entries' leads (`▲`, `EntryIndex`)
    stated_incident_marks: Callable[[], frozenset[str]] = field(
        default=lambda: frozenset(), repr=False
    )
    _stated_incident_marks: frozenset[str] | None = field(default=None, repr=False)
    # whether the document puts a fix release on its product's entry (`EntryIndex`)
    stated_fix_releases: Callable[[], bool] = field(default=lambda: False, repr=False)
    _stated_fix_releases: bool | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self._heads = _Heads()
        self._initials: dict[str, list[int]] = {}  # `ZPAS` → entries named `Zephyr Prefix-Aware …`
        # what an entry's lead links, spells out and cites, read when a decision asks (`_against`,
        # `_own_issue`): a few candidates' leads, not every entry's as it is filed
        self._repos: dict[int, frozenset[str]] = {}  # the repositories a lead links
        self._spelled: dict[int, dict[str, str]] = {}  # the abbreviations it spells out
        self._issues = _Ascending()  # entries whose lead cites an issue (`o/r#N`) …
        self._issues_read = 0  # … among the first this many
        # the runs of a path's characters holding a slash in each live entry's folded lead and
        # first paragraph → those entries (`writing_path`) …
        self._paths: dict[str, list[int]] = {}
        self._paths_read = 0  # … among the first this many
        self._cves: set[int] = set()  # entries whose lead cites a CVE …
        self._cves_read = 0  # … among the first this many
        self._advisory_ids: dict[str, set[int]] = {}  # advisory entries by the ids they cite …
        self._advisory_ids_read = 0  # … among the first this many
        self._incidents = incidents.Kept(self._described_lead, self._lead_text)
        self._incidents_read = 0  # entries named by a symptom (`incident_entries`) among these
        self._symptoms: tuple[re.Pattern[str], ...] | None = None  # (`_symptom_hints`)
        self._symptom_named: set[int] = set()  # entries named by a symptom or filed as incidents …
        self._symptom_named_read = 0  # … among the first this many
        self._benchmark_names: dict[int, tuple[str, ...]] = {}  # (`_benchmarks`)
        self._benchmarks_read = 0  # … among the first this many
        self._roll_up_kinds: dict[int, str] | None = None  # (`_roll_ups`, read once)
        self._indexed = bytearray()  # position → its names are in the maps
        self._fetched: set[tuple[str, bool]] = set()  # looked up, no entry come in since that
        # may go by it (`_forget_fetched`), under its letters but the last (`_Heads.candidates`)
        self._fetched_stems: dict[tuple[bool, str], list[tuple[str, bool]]] = {}
        self._mentioned: dict[str, dict[int, str]] = {}  # (`mentioned`) … since then too
        self._title_product: tuple[Names, tuple[int, Evidence] | None] | None = None
        self._pairs: dict[str, set[str]] = {}  # `镶石` → {`Tessera`} (`镶石 Tessera 1.9`)
        self._pairing: dict[str, set[int]] = {}  # `镶石` → the entries that pair it so
        self.shorts: dict[str, set[int]] = {}  # `ALB` → leads giving it (`defined_short_forms`)
        for name in ("by_form", "by_core", "by_first", "by_head", "by_inner", "by_cjk", "by_made"):
            setattr(self, name, _Lazy(self._fetch, self._fetch_all, getattr(self, name)))
        mentions = self.mentions
        mentions.by_name = _Lazy(self._fetch_mention, self._fetch_all, mentions.by_name)
        mentions.firsts = _Lazy(self._fetch_first, self._fetch_all, mentions.firsts)

    def release(self) -> None:
        """Drop everything indexed (the run is done with it), unusable after: its lazy maps
        hold its own methods (`_fetch`), a cycle that would keep it all until a full
        collection."""
        vars(self).clear()

    def add(
        self,
        lead: str | Titled,
        anchor: str,
        keys: Iterable[str],
        live: bool = True,
        aliases: tuple[str, ...] = (),
        as_read: str | None = None,
        defined: tuple[str, ...] = (),
        reading: str | None = None,
    ) -> int:
        """Index one entry by its lead (or what reads it back: `Titled`; `as_read`: its title,
        when the caller has read it already), keys and the other names its text gives it
        (`aliases`, see `entry_names`); its position. Its names go into the maps when a
        look-up may need them (see `_Heads`); `reading`: the lead as the document's convention
        names it, where that differs from the lead (`versions.release_unbracketed`)."""
        position = len(self.entries)
        # the name first, as the document's convention shows it
        title = as_read if as_read is not None else lead if isinstance(lead, str) else lead.title
        title = reading or title
        text = lead_text(title)
        shown = self._heads.add(position, text)
        filed = self._heads.last_filed() if self._fetched else None  # (none: nothing to forget)
        read = entry_readings(text, shown, aliases, self.glossary)
        if read.pair:  # (`镶石 Tessera 1.9`: 镶石 is Tessera)
            self._pairs.setdefault(read.pair[0], set()).add(read.pair[1])
            self._pairing.setdefault(read.pair[0], set()).add(position)
        for short in read.shorts:  # (`(hereafter PS)`: maybe another's)
            self.shorts.setdefault(short, set()).add(position)
        for initials in read.initials:
            _put(self._initials, initials, position)
        aliases = (*read.aliases, *owner_bracketed(title, shown))  # (`[X](…/NVIDIA/X) (NVIDIA)`)
        aliases = (*aliases, *abbreviated_repository_name(title, shown))  # (`…/tidewater-labs/tws`)
        aliases = (*aliases, *(d for d in defined if d not in aliases))  # (the preamble's `TSL`)
        self.defined.update(form(d) for d in defined)
        halves = shown.split(" / ") if " / " in shown else ()  # (its own name's: `vLLM 缺陷`)
        for alias in aliases:  # (filed like a lead: a look-up by it finds the entry)
            if alias in halves or not built_on(text, alias):  # (not `Envoy` of `基于 Envoy 的…`)
                self._heads.add(position, alias)
                filed = None if filed is None else [*filed, *self._heads.last_filed()]
        self._forget_fetched(filed)  # (a name looked up before may be this entry's too)
        self._mentioned.clear()  # (and a text asked before may mention it)
        self.entries.append(
            _Entry(lead, anchor, _NO_KEYS, live, shown, self.glossary, aliases, reading)
        )
        self._indexed.append(0)
        self.add_keys(position, keys)
        return position

    def _lead_text(self, position: int) -> str:
        return lead_text(self.entries[position].lead)

    def repos(self, position: int) -> frozenset[str]:
        """The repositories the entry's lead links (read when first asked)."""
        known = self._repos.get(position)
        if known is None:
            lead = self.entries[position].lead  # (a link's address too: `[Pumice](…/pumice)`)
            known = contrary.repos_of(lead if isinstance(lead, str) else lead.title)
            self._repos[position] = known
        return known

    def spelled(self, position: int) -> dict[str, str]:
        """The abbreviations the entry's lead spells out (`contrary.expansions`), when asked."""
        known = self._spelled.get(position)
        if known is None:
            known = self._spelled[position] = contrary.expansions(self._lead_text(position))
        return known

    def spelling(self, abbr: str) -> list[int]:
        """The entries whose lead spells out `abbr` (a lead spells out only an abbreviation
        it writes, so only leads holding it are read)."""
        return [
            p
            for p, entry in enumerate(self.entries)
            if abbr in entry.lead and abbr in self.spelled(p)
        ]

    def issues(self) -> _Ascending:
        """The entries whose lead cites an issue (`o/r#N`), read when first asked (and then
        only the entries added since)."""
        for position in range(self._issues_read, len(self.entries)):
            if "#" not in self.entries[position].lead:
                continue  # (`lead_text` adds no `#`: a lead without one is not read)
            text = self._lead_text(position)
            if "#" in text and cites_issue(text):
                self._issues.add(position)
        self._issues_read = len(self.entries)
        return self._issues

    def incident_entries(self) -> dict[int, frozenset[str]]:
        """The entries named by a symptom (`plan/incidents.py`) → the symptoms their name
        says, read when first asked (and then only the entries added since)."""
        return self.kept_incidents().names

    def kept_incidents(self) -> incidents.Kept:
        """The incident entries read so far, filed (`incidents.Kept`)."""
        hints = self._symptom_hints()
        for position in range(self._incidents_read, len(self.entries)):
            line = self.entries[position].lead
            if not _found_in(hints, line.lower()) and not _WIDE.search(line):
                continue  # (a line naming no symptom at all: nothing more read)
            text = self._lead_text(position)
            called = incidents.entry_name(text)
            terms = self.glossary.terms_once(called)  # (each name read once: no cache churned)
            named = terms & incidents.SYMPTOMS
            if not named and not incidents.chinese_symptoms(called):
                continue  # (most entries: no symptom in the name, nothing more read)
            said = incidents.named_symptoms(called, self.glossary, terms)
            if said:
                self._incidents.add(position, said)
        self._incidents_read = len(self.entries)
        return self._incidents

    def _described_lead(self, text: str) -> incidents.Described:
        said = incidents.described(text, self.glossary, COMMON)
        return incidents.with_issue_words(said, COMMON)

    def _symptom_hints(self) -> tuple[re.Pattern[str], ...]:
        """A cheap first look at an entry's raw first line: any term of the glossary's symptom
        rows, in lower case, its words joined by any spaces, hyphens or underscores (whatever
        the glossary finds in a lead's name is in its line so; a line with full-width
        letters is always read), or a Chinese word of the incident rule's own (`挂起`): the
        terms by their first character (`_first_character_groups`), the Chinese words apart
        (one alternation of both tried every term at every letter of a line, ~5 µs a lead)."""
        if self._symptoms is None:
            terms = [t for row in self.glossary.rows if row[0] in incidents.SYMPTOMS for t in row]
            alternations = (_first_character_groups(terms), "|".join(incidents.HINTS))
            found = tuple(kept(a) for a in alternations if a)  # (asked of lower case; the map's)
            self._symptoms = found or (re.compile(""),)  # (nothing to look for: every line read)
        return self._symptoms

    def _fetch(self, name_form: str, mention: bool = False) -> None:
        """Put into the maps the names of every entry that may go by `name_form` (once per
        name while no entry comes in: the entries that may go by it are all in then)."""
        key = (name_form, mention)
        if key in self._fetched:
            return
        self._fetched.add(key)
        self._fetched_stems.setdefault((mention, name_form.replace(" ", "")[:-1]), []).append(key)
        for position in self._heads.candidates(name_form, mention):
            if not self._indexed[position]:
                self._index(position)

    def _forget_fetched(self, filed: list[tuple[bool, set[str]]] | None) -> None:
        """Forget the look-ups whose candidates an entry just filed under `filed` joins (all
        of them when None): a look-up of L ≥ 2 letters fetches the forms starting with its
        first L - 1 (`_Heads.candidates`), so one is forgotten when those letters start a
        form filed (one of fewer letters, under "", at every filing). Any other look-up's
        candidates are as they were, every one already indexed: fetching it again, as
        forgetting them all did, would index nothing."""
        if filed is None:
            self._fetched.clear()
            self._fetched_stems.clear()
            return
        stems = self._fetched_stems
        for mention, forms in filed:
            for name_form in forms:
                for end in range(len(name_form) + 1):
                    for key in stems.pop((mention, name_form[:end]), ()):
                        self._fetched.discard(key)

    def _fetch_mention(self, spaced_name: str) -> None:
        """As `_fetch`, for a name a text may mention (only a distinctive one is indexed)."""
        if distinctive(spaced_name.replace(" ", "")):
            self._fetch(spaced_name, mention=True)

    def _fetch_first(self, word: str) -> None:
        self._fetch(word, mention=True)

    def _fetch_all(self) -> None:
        for position, indexed in enumerate(self._indexed):
            if not indexed:
                self._index(position)

    def _index(self, position: int) -> None:
        """Put one entry's names (forms, cores, first words, heads, mention names) into the
        maps, each list kept in position order as if every entry had been put in as added."""
        self._indexed[position] = 1
        lead = lead_text(self.entries[position].lead)  # the name first, as the convention shows
        names = self.entries[position].names
        for name_form in names.full | ({names.bare} - {""}):
            _put(self.by_form, name_form, position)
        for short in camel_short_forms(names.shown) if names.bare else ():
            if bare := names_of(short).bare:  # (`TensorRT-LLM 1.4`'s `TRT-LLM` too)
                _put(self.by_form, bare, position)
        for name_form in {names.core, *names.full, *_initialised(names.shown)} - {""}:
            _put(self.by_core, name_form, position)
        if names.first:
            _put(self.by_first, names.first, position)
        for head in names.heads:
            _put(self.by_head, head, position)
        for whole in names.full:  # an all-Chinese name: a title may start with it
            if len(whole) >= _MIN_CJK_NAME and _IS_CJK.match(whole) and whole not in GENERIC:
                _put(self.by_cjk, whole, position)
        for word in names.inner:
            _put(self.by_inner, word, position)
        made = _CAPS_MAKER.match(names.shown) if " " in names.shown else None
        if made:  # (`NVIDIA Dynamo 1.4`: a relation line's `Dynamo 1.4`, `_maker_before`)
            _put(self.by_made, form(made["name"]), position)
        members = generation_members(lead, names.shown) if names.version else []
        for member in members:  # (`Halyard 3`: `Halyard Embed 3` too)
            _put(self.by_form, member, position)
        compared = None if names.comparison else _described_comparison(lead, names)
        if compared and compared not in names.full:
            _put(self.by_form, compared, position)
        # (read as the lead template reads it: `**ASSESS** · Needle (0.x)` is mentioned as Needle)
        self.mentions.add(position, self.entries[position].reading or lead)
        for alias in self.entries[position].aliases:
            self.mentions.add(position, alias)

    def named_elsewhere(self, name_form: str, position: int) -> bool:
        """Another live entry than the one at `position` goes by `name_form` by its own name
        (not by a key an update gave it): a score filed under the product it ranks (`Foo 榜单 —
        Quire 68.9%`) leaves the board's name to the board's entry; not a name the entry's own
        name opens on (`X API 故障复盘` on the incident entry `X API 区域性中断` beside `X API`)."""
        if form(self.entries[position].names.shown).startswith(name_form):
            return False
        self._fetch(name_form)
        return any(
            p != position
            and self.entries[p].live
            and (name_form in self.entries[p].names.full or name_form == self.entries[p].names.bare)
            for p in self.by_form.get(name_form, ())
        )

    def add_keys(self, position: int, keys: Iterable[str]) -> None:
        """Keys an entry gained (an update's marker carries the increment's keys)."""
        entry = self.entries[position]
        gained = [key for key in dict.fromkeys(keys) if key not in entry.keys]
        if not gained:
            return
        if not entry.keys and isinstance(keys, tuple) and len(gained) == len(keys):
            entry.keys = keys  # (an existing entry's own sorted tuple: shared, not copied)
        elif isinstance(entry.keys, set):
            entry.keys.update(gained)
        else:
            entry.keys = {*entry.keys, *gained}
        for key in gained:
            self.by_key.add(key, position)
            self.by_short.add(key)
            if key.startswith("name:"):
                self.by_form.setdefault(key[5:], []).append(position)
                self.by_core.setdefault(key[5:], []).append(position)
