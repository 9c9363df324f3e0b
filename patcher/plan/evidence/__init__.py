"""Which entry an increment continues, decided from evidence and explained.

For an increment and each entry that could be the one it continues, the evidence is:
a shared strong key (arXiv id, GitHub ref, the address of the specific page it comes from
unless several increments of its briefing cite that page, a key in the entry's markers);
the title's subject being the entry's own name once spelling is normalised (case, width,
spaces and hyphens, `v` before a version, `.postN`, a patch of the release line an entry
is named by, a name glued to Chinese text, an abbreviation written next to its full name,
defined in brackets after a Chinese name, spelled out after the name or standing for
capitalised words, a Latin name and the entry named by it and Chinese or a description, a
one-word proper name, the one distinctive word inside a Chinese name, a Latin name in
brackets after a Chinese one, a product's words starting one entry's name, a release of
that product or from the repository its name spells); the relation line
naming the entry with continuation wording (`续立`, `再次确认`, `补充`, `更新`, `X 条目`,
`为该条目补充`) rather than as context, or giving it the increment's own arXiv id; the
section the increment is routed to agreeing with the entry's. Each piece has a weight; an
increment continues the best entry when the weights add up to `CONTINUE` and no other entry
does as well; with less (but at least `POSSIBLE`) it becomes a new entry reported as
`possibly continues`. A name of one to three letters never decides alone; a generic name,
or one side of a comparison, is no evidence; a title that names another thing too
continues by a proper name only as a possibility. What the briefing shows against an entry
(`plan/contrary.py`: a denying clause, another repository, …) leaves it a possibility at most.

The names are indexed once per run (`NameIndex`): finding the candidates of an increment
costs a few dictionary look-ups, whatever the size of the document.
"""

from __future__ import annotations

from patcher.plan.evidence.abbreviations import MAX_NAME_WORDS as MAX_NAME_WORDS
from patcher.plan.evidence.abbreviations import aliased_names as aliased_names
from patcher.plan.evidence.abbreviations import bracketed_repository as bracketed_repository
from patcher.plan.evidence.abbreviations import defined_short_forms as defined_short_forms
from patcher.plan.evidence.abbreviations import edition_lines as edition_lines
from patcher.plan.evidence.abbreviations import edition_said as edition_said
from patcher.plan.evidence.abbreviations import editions_in_lead as editions_in_lead
from patcher.plan.evidence.abbreviations import editions_in_updates as editions_in_updates
from patcher.plan.evidence.abbreviations import expand_abbreviation as expand_abbreviation
from patcher.plan.evidence.abbreviations import full_initials as full_initials
from patcher.plan.evidence.abbreviations import greek_spelled as greek_spelled
from patcher.plan.evidence.abbreviations import latin_before_kind as latin_before_kind
from patcher.plan.evidence.abbreviations import launched_names as launched_names
from patcher.plan.evidence.abbreviations import opening_abbreviation as opening_abbreviation
from patcher.plan.evidence.abbreviations import opening_expansion as opening_expansion
from patcher.plan.evidence.abbreviations import own_repository_name as own_repository_name
from patcher.plan.evidence.abbreviations import preamble_abbreviations as preamble_abbreviations
from patcher.plan.evidence.abbreviations import preamble_code_names as preamble_code_names
from patcher.plan.evidence.abbreviations import preamble_definitions as preamble_definitions
from patcher.plan.evidence.abbreviations import preamble_name_table as preamble_name_table
from patcher.plan.evidence.abbreviations import preamble_short_forms as preamble_short_forms
from patcher.plan.evidence.abbreviations import preamble_slug_names as preamble_slug_names
from patcher.plan.evidence.abbreviations import renamed_in_updates as renamed_in_updates
from patcher.plan.evidence.abbreviations import renamed_names as renamed_names
from patcher.plan.evidence.abbreviations import short_forms as short_forms
from patcher.plan.evidence.abbreviations import spelled_name as spelled_name
from patcher.plan.evidence.abbreviations import spelled_otherwise as spelled_otherwise
from patcher.plan.evidence.abbreviations import spelled_out_name as spelled_out_name
from patcher.plan.evidence.abbreviations import translated_short_forms as translated_short_forms
from patcher.plan.evidence.abbreviations import without_descriptors as without_descriptors
from patcher.plan.evidence.index_spelled import standard_abbreviation as standard_abbreviation
from patcher.plan.evidence.index_spelled import standard_kind_after as standard_kind_after
from patcher.plan.evidence.mentions import Mentions as Mentions
from patcher.plan.evidence.mentions import claim_tokens as claim_tokens
from patcher.plan.evidence.mentions import closed_refs as closed_refs
from patcher.plan.evidence.mentions import figures as figures
from patcher.plan.evidence.mentions import identity_keys as identity_keys
from patcher.plan.evidence.mentions import mention_names as mention_names
from patcher.plan.evidence.mentions import names_in as names_in
from patcher.plan.evidence.mentions import page_keys as page_keys
from patcher.plan.evidence.mentions import shared_pages as shared_pages
from patcher.plan.evidence.mentions import sharing_claims as sharing_claims
from patcher.plan.evidence.name_index import NameIndex as NameIndex
from patcher.plan.evidence.names import Names as Names
from patcher.plan.evidence.names import aliased_release as aliased_release
from patcher.plan.evidence.names import bracketed_chinese as bracketed_chinese
from patcher.plan.evidence.names import bracketed_latin as bracketed_latin
from patcher.plan.evidence.names import built_on as built_on
from patcher.plan.evidence.names import cites_issue as cites_issue
from patcher.plan.evidence.names import corrected_keys as corrected_keys
from patcher.plan.evidence.names import defined_names as defined_names
from patcher.plan.evidence.names import described_chinese as described_chinese
from patcher.plan.evidence.names import distinctive as distinctive
from patcher.plan.evidence.names import entry_names as entry_names
from patcher.plan.evidence.names import latin_tail as latin_tail
from patcher.plan.evidence.names import maker_bracketed_chinese as maker_bracketed_chinese
from patcher.plan.evidence.names import names_of as names_of
from patcher.plan.evidence.names import names_something as names_something
from patcher.plan.evidence.names import subject as subject
from patcher.plan.evidence.namesakes import english_lead as english_lead
from patcher.plan.evidence.positions import Positions as Positions
from patcher.plan.evidence.positions import T as T
from patcher.plan.evidence.positions import V as V
from patcher.plan.evidence.readings import Readings as Readings
from patcher.plan.evidence.readings import Titled as Titled
from patcher.plan.evidence.readings import bench_head as bench_head
from patcher.plan.evidence.readings import entry_readings as entry_readings
from patcher.plan.evidence.readings import labelled_chinese as labelled_chinese
from patcher.plan.evidence.readings import labelled_release_latin as labelled_release_latin
from patcher.plan.evidence.readings import owner_bracketed as owner_bracketed
from patcher.plan.evidence.readings import slashed_short_form as slashed_short_form
from patcher.plan.evidence.relations import affirmed as affirmed
from patcher.plan.evidence.relations import anchored_titles as anchored_titles
from patcher.plan.evidence.relations import asks_apart as asks_apart
from patcher.plan.evidence.relations import background_clauses as background_clauses
from patcher.plan.evidence.relations import cited_increments as cited_increments
from patcher.plan.evidence.relations import continuing as continuing
from patcher.plan.evidence.relations import relation_names as relation_names
from patcher.plan.evidence.relations import restated_in_points as restated_in_points
from patcher.plan.evidence.spelling import COMMON as COMMON
from patcher.plan.evidence.spelling import GENERIC as GENERIC
from patcher.plan.evidence.spelling import fold_words as fold_words
from patcher.plan.evidence.spelling import form as form
from patcher.plan.evidence.spelling import spaced as spaced
from patcher.plan.evidence.weights import CONTINUE as CONTINUE
from patcher.plan.evidence.weights import NAME as NAME
from patcher.plan.evidence.weights import POSSIBLE as POSSIBLE
from patcher.plan.evidence.weights import RELATION as RELATION
from patcher.plan.evidence.weights import SAYS_SO as SAYS_SO
from patcher.plan.evidence.weights import SECTION as SECTION
from patcher.plan.evidence.weights import SHORT_NAME as SHORT_NAME
from patcher.plan.evidence.weights import STRONG as STRONG
from patcher.plan.evidence.weights import WEAK_NAME as WEAK_NAME
from patcher.plan.evidence.weights import Evidence as Evidence
from patcher.plan.evidence.weights import Verdict as Verdict
