"""What a document's preamble states it files how, kind by kind: one reading (`Conventions`)."""

from __future__ import annotations

from dataclasses import dataclass

from patcher.plan import incidents, logs, stated_words, versions

UNDER = "under_product"  # filed under the product's (release's, family's) entry
APART = "apart"  # an entry of its own (or under the benchmark's, the incident's entry)
KINDS = ("incident", "release", "score", "paper", "generation", "comparison")


@dataclass(frozen=True)
class Conventions:
    """Where the preamble says each kind of news goes: `UNDER`, `APART` or "" (not stated)."""

    incident: str = ""
    release: str = ""
    score: str = ""
    paper: str = ""
    generation: str = ""
    comparison: str = ""

    def of(self, kind: str) -> str:
        """The home stated for `kind` (one of `KINDS`)."""
        return str(getattr(self, kind))


def _home(under: bool, apart: bool) -> str:
    """One home where exactly one is stated, else none."""
    return UNDER if under and not apart else APART if apart and not under else ""


def _incident(preamble: str) -> str:
    """Incidents' home by the incident readers (`incidents.stated_home`'s inputs)."""
    under = versions.states_incidents_under_entry(preamble)
    under = under or versions.states_advisories_under_entry(preamble)
    under = under or "incident" in versions.news_kinds_under_release(preamble)
    apart = incidents.states_incident_entries(preamble) or incidents.states_bug_entries(preamble)
    apart = apart or incidents.states_vulnerability_entries(preamble)
    apart = apart or bool(incidents.stated_incident_kinds(preamble))
    return _home(under, apart)


def _release(preamble: str) -> str:
    """Releases' home by the granularity readers."""
    apart = versions.states_release_entries(preamble) or versions.states_any_release_entries(
        preamble
    )
    return _home(versions.states_product_entries(preamble), apart)


def _score(preamble: str) -> str:
    """Scores' home by the score readers."""
    apart = versions.states_scores_under_benchmark(preamble)
    apart = apart or versions.states_results_under_benchmark(preamble)
    apart = apart or bool(logs.stated_result_ledger(preamble))
    under = versions.states_scores_under_product(preamble)
    under = under or "measurement" in versions.news_kinds_under_release(preamble)
    return _home(under, apart)


def _generation(preamble: str) -> str:
    """Generations' home by the family and generation readers."""
    under = versions.states_family_entries(preamble) or versions.states_product_families(preamble)
    return _home(under, versions.states_generation_entries(preamble))


def _read(preamble: str) -> dict[str, str]:
    """Every kind's home the kind's own readers read."""
    return {
        "incident": _incident(preamble),
        "release": _release(preamble),
        "score": _score(preamble),
        "generation": _generation(preamble),
        "comparison": APART if logs.stated_comparison_logs(preamble) else "",
    }


def conventions(preamble: str) -> Conventions:
    """Every kind's home the preamble states: its own readers', else its words'
    (`stated_words.worded_homes`)."""
    read, worded = _read(preamble), stated_words.worded_homes(preamble)
    return Conventions(**{kind: read.get(kind) or worded.get(kind, "") for kind in KINDS})
