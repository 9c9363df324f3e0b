"""A title led by an abbreviation (`HRP 网关 2.0.4 — CVE-… 修复不完整`) citing the CVE an entry
holds whose name the abbreviation's letters begin word by word (`Incident — Harbor Relay
Protocol, …`): the entry's own product, not another thing citing the id."""

from __future__ import annotations

from patcher.plan.evidence import NameIndex
from patcher.text import marker

from .conftest import shipped_map

LEAD = (
    "**Incident — Harbor Relay Protocol, gateway skips token checks (2036-03-02)**: "
    "CVE-2036-11111, spec 2.0 reference gateway; fixed in 2.0.3."
)
CVE = "CVE-2036-11111"


def chosen(title: str) -> int | None:
    names = NameIndex(glossary=shipped_map().identity.terms)
    names.add(LEAD, "§1.4", [marker.cve_key(CVE)])
    return names.decide(title, "", [marker.cve_key(CVE)], "§1.2").chosen


def test_an_abbreviation_of_the_entrys_name_citing_its_cve() -> None:
    assert chosen(f"HRP 参考网关 2.0.4 — {CVE} 修复不完整，再次补丁") == 0
    # letters that are no initials of its words: maybe another product citing the id
    assert chosen(f"HXP 参考网关 2.0.4 — {CVE} 修复不完整，再次补丁") is None
