"""A rename written `更名：old → new` after the title's subject (issue 21, heldout17): `Aster
更名：Aster Serve → Aster Engine，…` continues the entry named by the old name; not an entry
named by a release of it, not another product sharing the word, not a title with no arrow."""

from __future__ import annotations

from patcher.plan import versions
from patcher.plan.evidence import NameIndex

SERVE = "「Tarn Serve」· 推理引擎 — Tarn Compute 出品，2.4 版支持多 LoRA 热切换"
CLOUD = "「Tarn Cloud」· 托管服务 — Tarn Compute 的按量计费推理云"
RELEASE = "Tarn Serve 2.4 (Tarn Compute) — multi-LoRA hot swap"
TITLE = "Tarn 更名：Tarn Serve → Tarn Engine，仓库迁移至 tarn-compute/tarn-engine"


def index(*leads: str) -> NameIndex:
    names = NameIndex()
    for lead in leads:
        names.add(lead, "§1.1", [])
    return names


def test_the_old_name_before_the_arrow() -> None:
    assert versions.renamed_by_arrow(TITLE) == "Tarn Serve"
    assert versions.renamed_by_arrow("Renamed: Foo Bar -> Baz") == "Foo Bar"
    assert versions.renamed_by_arrow("Tarn Serve 更名为 Tarn Engine") is None
    assert versions.renamed_by_arrow("KV 迁移：GPU → CPU") is None  # no rename word


def test_an_arrow_rename_continues_the_old_names_entry() -> None:
    names = index(CLOUD, SERVE)
    verdict = names.decide(TITLE, "", [], "§1.1")
    assert verdict.chosen is not None and names.entries[verdict.chosen].lead == SERVE, verdict


def test_not_a_release_entry_nor_a_namesake_nor_without_the_arrow() -> None:
    names = index(CLOUD, RELEASE)
    assert names.decide(TITLE, "", [], "§1.1").chosen is None
    assert index(CLOUD, SERVE).decide("Tarn 更名 — 官方公告", "", [], "§1.1").chosen is None


OLDER = "Tarn Serve 2.3 (Tarn Compute) — paged LoRA adapters"


def test_a_rename_goes_on_as_the_newest_release() -> None:
    """Where the document keeps an entry per release, a rename of the product with no release
    goes on the newest release's entry; with one release entry, or a title with a release of
    its own, or another product's rename, it does not read so."""
    names = index(OLDER, RELEASE, CLOUD)
    for title in ("Tarn Serve 更名为 Tarn Engine（官方公告）", TITLE):
        verdict = names.decide(title, "", [], "§1.1")
        assert verdict.chosen is not None and names.entries[verdict.chosen].lead == RELEASE
    for title in ("Tarn Serve 2.5 更名为 Tarn Engine", "Tarn Cloud 更名为 Tarn Hosted"):
        assert "newest release" not in names.decide(title, "", [], "§1.1").why, title
    one = index(RELEASE, CLOUD)
    assert "newest release" not in one.decide(TITLE, "", [], "§1.1").why
