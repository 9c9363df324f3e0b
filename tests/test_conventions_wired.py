"""The one reading of a preamble's stated homes (`stated.conventions`) in the decisions: a
document stating in its own words where incidents and scores go files them there."""

from __future__ import annotations

from patcher.plan import versions
from patcher.plan.stated import APART, UNDER
from patcher.plan.stated_words import worded_homes
from tests.conftest import brief_text, increment, run

_DOC = (
    "# Runners · living document\n\n"
    "> Conventions: one entry per product. {rule}\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Pinnace** (Keel Labs) — workflow runner.\n"
    "  - `2031-03-02` 2.0 released.\n"
    "- **Yawl** (Harl Systems) — request gateway.\n\n"
    "## §1.2 Scheduling\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 Reliability\n\n"
    "- **RunBench** (Runner Consortium) — end-to-end workflow benchmark.\n"
)


def _on(rule: str, title: str, section: str) -> tuple[str, str]:
    doc = _DOC.format(rule=rule)
    action = run(doc, brief_text(increment(1, title, section=section))).actions[0]
    return action.action, action.matched or ""


def test_a_part_naming_a_benchmark_carries_no_earlier_kind() -> None:
    said = "发布与事故都写在对应产品条目下；评测基准各自成条，某产品的得分写在该产品条目下。"
    assert worded_homes(said) == {"release": UNDER, "incident": UNDER, "score": UNDER}


def test_a_sub_item_under_a_named_home_is_that_home_s() -> None:
    said = "Benchmarks are their own entries, and every score goes as a sub-bullet under the "
    said += "benchmark, never under the product."
    assert worded_homes(said) == {"score": APART}


def test_a_product_denied_as_home_makes_no_sub_item_the_product_s() -> None:
    said = "Incidents are never filed under products: each section has ONE `Incidents` entry "
    said += "with one dated sub-bullet per incident."
    assert worded_homes(said) == {"incident": APART}


def test_own_entries_in_a_section_and_new_entries_are_entries_of_their_own() -> None:
    said = "Security advisories and outages are their own §1.4 entries."
    assert worded_homes(said) == {"incident": APART}
    said = "A new generation gets its own new entry; incidents go as dated sub-bullets under "
    said += "their generation."
    assert worded_homes(said) == {"incident": UNDER, "generation": APART}


def test_a_unit_s_rule_carries_no_kind_to_the_next_part() -> None:
    said = "Conventions: one entry per product or paper; dated updates as sub-bullets."
    assert "paper" not in worded_homes(said)


def test_one_entry_per_major_version_is_no_entry_per_release() -> None:
    assert not versions.states_release_entries("约定：每个主版本一条。")
    assert versions.states_release_entries("1. 每个正式的主版本或次版本单独立一条，首行写作 X。")


def test_an_incident_the_preamble_files_apart_in_its_words_is_an_entry_of_its_own() -> None:
    rule = "Security advisories and outages are their own §1.4 entries."
    action, matched = _on(rule, "Yawl 网关宕机事故（3 月 9 日）", "§1.4 Reliability")
    assert action == "inserted", matched
    action, matched = _on(rule, "Yawl 2.1 released", "§1.1 Frameworks")
    assert action == "updated" and "Yawl" in matched, matched


def test_a_score_the_preamble_files_under_the_benchmark_in_its_words_goes_there() -> None:
    rule = "Every score goes as a sub-bullet under the benchmark, never under the product."
    action, matched = _on(rule, "Pinnace 2.1 tops RunBench (p99 latency 1.9 s)", "§1.1 Frameworks")
    assert action == "updated" and "RunBench" in matched, matched
