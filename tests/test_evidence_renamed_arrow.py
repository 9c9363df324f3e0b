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


def test_a_rename_to_a_quoted_chinese_name() -> None:
    """heldout72 zh: `鸣石识文 ShiWen 2.1 — 识文更名"鸣石识文"` and `青瞳 Qingtong Omni 5.0 —
    VLM 线更名为"青瞳 Omni"` continue the one product entry going by the old Chinese name
    (`识文／ShiWen`), or by the Chinese name the new one keeps (`青瞳／Qingtong-VL`); not an
    entry named by a release, not another thing's rename."""
    names = NameIndex()
    names.add("渡声／Ferryvoice —— 潮汐科技的语音识别服务", "§1.3", [])
    names.add("雁阵／Skein-VL —— 开放视觉语言模型线", "§1.2", [])
    renamed = names.decide('潮汐渡声 Ferryvoice 3.1 — 渡声更名"潮汐渡声"，新增方言', "", [], "§1.3")
    assert renamed.chosen == 0 and "renamed" in renamed.why, renamed
    kept = names.decide("雁阵 Skein Omni 3.0 发布 — VLM 线更名为“雁阵 Omni”", "", [], "§1.2")
    assert kept.chosen == 1, kept
    other = names.decide('潮汐 Tide 2.0 — 渡声更名"潮汐渡声"', "", [], "§1.3")
    assert other.chosen is None, other
    release = NameIndex()
    release.add("渡声 Ferryvoice 3.0 —— 语音识别服务", "§1.3", [])
    assert release.decide('潮汐渡声 3.1 — 渡声更名"潮汐渡声"', "", [], "§1.3").chosen is None


_PER_RELEASE = (
    "# serving log\n\n"
    "Conventions: one entry per release; a product's news goes under its release's entry.\n\n"
    "## §1.1 Frameworks\n\n"
    "- Wrenfield 0.4 (Thrush Labs, 2030-02-01) — request router with sticky sessions.\n"
    "- Gannet 1.2 (Gannet Inc., 2030-02-03) — batch scheduler.\n\n"
    "## §1.2 x\n\n## §1.3 y\n\n## §1.4 z\n"
)


def test_a_rename_alone_goes_on_the_one_release_entry_where_each_release_has_one() -> None:
    """Where the preamble gives every release an entry, `Wrenfield 网关更名 Thrushgate — 仓库
    迁移，接口不变` (no release of its own) is the product's news: its one release entry; not a
    rename with a release (`… Thrushgate 0.5 发布`), a planned one (`拟更名`), another's."""
    from tests.conftest import brief_text, increment, run

    def on(title: str) -> tuple[str, str]:
        action = run(_PER_RELEASE, brief_text(increment(1, title, section="§1.1"))).actions[0]
        return action.action, action.matched or ""

    action, matched = on("Wrenfield 网关更名 Thrushgate — 仓库迁移，接口不变")
    assert action == "updated" and "Wrenfield 0.4" in matched, matched
    for title in (
        "Wrenfield 更名 Thrushgate — 同时发布 0.5",
        "Wrenfield 拟更名 Thrushgate — 社区投票中",
        "Osprey 更名 Thrushgate — 仓库迁移",
    ):
        assert on(title)[0] == "inserted", title
