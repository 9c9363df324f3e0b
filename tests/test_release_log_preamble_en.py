"""An English release log whose leads are code spans (`` * `Name vX.Y` (YYYY-MM) — … ``) and
whose preamble files news that is no release (licence changes, outages, measurements) under
the release it concerns: such news naming a product but no release of it continues that
product's latest release line; the paper a model family shares is no tie between its sizes;
and a few name forms such a log meets (`Heron VL3.1发布`, `更名 X，同步发布 1.0`, a
benchmark's head, a Chinese name its lead states, a product's API)."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.plan.evidence import bench_head, names_of, renamed_names
from patcher.plan.evidence.abbreviations import _beside
from patcher.text.source import Source
from tests.conftest import brief_text, increment

PREAMBLE = (
    "House rules:\n\n"
    "* Every release is its own line; a new minor release gets a new line.\n"
    "* Point releases, licence changes, outages and measured results are recorded as dated\n"
    "  sub-bullets under the release entry they belong to.\n"
)
DOC = (
    f"# Vision log\n\n{PREAMBLE}\n## 1. Models\n\n### 1.1 Models\n\n"
    "* `Halyard-Vision v3.1` (2030-02) — Brightwater's open video model.\n"
    "  * Earlier releases:\n"
    "    * `Halyard-Vision v3.0` (2029-11) — first release.\n"
    "* `Pike-LM-13B v1.0` (2030-01) — Ostrava AI's 13B VLM (arXiv:3001.01234).\n"
    "* `Pike-LM-70B v1.0` (2030-01) — Ostrava AI's 70B VLM, API only.\n\n"
    "### 1.2 Benchmarks\n\n"
    "* `Lodestar-Bench v2.0` (2030-01) — Polaris Lab's video QA benchmark "
    "(Chinese name 北辰评测), public leaderboard.\n\n"
    "### 1.3 Speech\n\n### 1.4 Incidents\n"
)


def _action(title: str, section: str = "§1.1", points: str = "- a point") -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section=section, points=points))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", DOC.encode()), smap)
    return report.actions[0]


def test_the_kinds_a_preamble_files_under_the_release_they_concern() -> None:
    kinds = versions.news_kinds_under_release(PREAMBLE)
    assert kinds == {"licence", "incident", "measurement"}
    said = "许可变更与实测数据记在所涉版本的条目下，作为带日期的子要点。"
    assert versions.news_kinds_under_release(said) == {"licence", "measurement"}


@pytest.mark.parametrize(
    "preamble",
    [
        "Outages get their own entry in 1.4.",
        "Point releases go as sub-bullets under the release line they concern.",
        "Licence changes are recorded under the latest release.",
    ],
)
def test_no_such_rule(preamble: str) -> None:
    assert not versions.news_kinds_under_release(preamble)


def test_a_title_of_a_filed_kind_continues_the_latest_release_line() -> None:
    licence = _action("Halyard-Vision 许可证改为 MIT")
    assert licence.action == "updated" and "Halyard-Vision v3.1" in (licence.matched or "")
    outage = _action("Halyard-Vision API 宕机 3 小时", "§1.4")
    assert outage.action == "updated" and "Halyard-Vision v3.1" in (outage.matched or "")


def test_news_of_no_filed_kind_is_not_read_so() -> None:
    assert _action("Halyard-Vision 新增日语界面").action == "inserted"


def test_a_chinese_name_its_lead_states_names_the_benchmark() -> None:
    board = _action("北辰评测榜单月更 — 新增长视频子任务", "§1.2")
    assert board.action == "updated" and "Lodestar-Bench" in (board.matched or ""), board


def test_a_family_paper_does_not_tie_another_size() -> None:
    opened = _action(
        "Pike-LM-70B 权重开放 — Apache-2.0（arXiv:3001.01234，家族技术报告）",
        points="- 70B 权重首次开放（arXiv:3001.01234）",
    )
    assert opened.action == "updated" and "Pike-LM-70B" in (opened.matched or ""), opened


def test_name_forms_of_a_release_log() -> None:
    assert names_of("Heron VL3.1发布").version == (3, 1)
    assert renamed_names("Orca-Draw 更名 Tidemark Draw，同步发布 1.0") == ("Tidemark Draw 1.0",)
    assert bench_head("OmniScope-Bench v1.2") == ("OmniScope",)
    assert bench_head("Long-Bench v1.0") == ()
    assert _beside("weights under the Marlow Research License", "Marlow") == []
    assert _beside("Marlow Research 发布", "Marlow") == [("Research", "Marlow Research")]


def test_a_night_written_launch_entry_holding_one_release_is_that_release() -> None:
    doc = DOC.replace(
        "### 1.3 Speech\n\n",
        "### 1.3 Speech\n\n* **Wren-Voice — 开源端侧语音合成** ⭐⭐⭐（2030-02-03）："
        "首个公开版本 0.4：CPU 实时 <!-- livedoc:id=2030-02-03#2 -->\n\n",
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Wren Voice 0.5 — 加入声音克隆", section="§1.3"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    assert report.actions[0].action == "inserted", report.actions[0]
    brief = brief_text(increment(1, "Wren Voice 0.4 — 实测 CPU 实时率 0.3", section="§1.3"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    assert report.actions[0].action == "updated", report.actions[0]


def test_candidates_and_incidents_filed_under_the_release_they_concern() -> None:
    said = "Release candidates and outages go as sub-bullets under the release line they concern."
    assert versions.states_candidates_under_latest(said)
    assert versions.states_incidents_under_entry(said)
    assert not versions.states_candidates_under_latest("Release candidates get one entry.")
    doc = DOC.replace("licence changes,", "release candidates, licence changes,")
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "Halyard-Vision v3.2rc1 — 预览", section="§1.1"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    rc = report.actions[0]
    assert rc.action == "updated" and "Halyard-Vision v3.1" in (rc.matched or ""), rc
    assert _action("Halyard-Vision v3.2rc1 — 预览").action == "inserted"  # (no candidates said)


def test_a_four_character_chinese_name_then_its_leaderboard() -> None:
    doc = (
        "# 多模态\n\n## §1.1 框架\n\n## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 评测\n\n"
        "- **Orbit Bench**（星轨评测，南湖实验室）— 视频理解评测集，维护公开排行榜。\n"
        "- **Tessel Omni**（镶嵌全模态，Tessel AI）— 全模态模型。\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "星轨评测榜单周更 — 新模型升至第二", section="§1.4"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    board = report.actions[0]
    assert board.action == "updated" and "Orbit Bench" in (board.matched or ""), board
    brief = brief_text(increment(1, "星轨评测集团成立", section="§1.4"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    assert report.actions[0].action == "inserted", report.actions[0]


@pytest.mark.parametrize(
    "preamble",
    [
        "Later news of any kind (a release, a fix, a flaw) goes under the product as an update.",
        "Everything later is filed under the product, dated.",
        "所有后续消息（新版本、漏洞、榜单）都挂在该产品条目下。",
    ],
)
def test_news_of_any_kind_under_the_product_files_advisories_there(preamble: str) -> None:
    assert versions.states_advisories_under_entry(preamble)


def test_news_of_any_kind_beside_advisories_of_their_own() -> None:
    said = "Later news of any kind goes under the product. CVEs get their own entry in 1.4."
    assert not versions.states_advisories_under_entry(said)
    assert not versions.states_advisories_under_entry("Later news never goes under the product.")


def test_what_happens_to_a_release_appended_under_that_release_s_entry() -> None:
    """heldout95: `Patch releases and anything that happens to a release afterwards (incidents,
    CVEs, …) are appended under that release's entry as Update lines — always under the newest
    release affected` files incidents and patches under the release they affect; a CVE of a
    product whose one entry a night wrote goes there (not an entry of its own)."""
    said = (
        "Hotfixes and whatever befalls a version later (outages, advisories, incidents) are "
        "appended under that version's entry as dated lines, always under the newest version "
        "affected."
    )
    assert versions.states_incidents_under_entry(said)
    assert not versions.states_incidents_under_entry(said.replace("under that", "beside that"))
    doc = (
        "# agent\n\n- One entry per release, led by a link `[Product X.Y](url)`.\n"
        f"- {said}\n\n## §1.1 Frameworks\n\n## §1.2 Tools\n\n"
        "- [Gullwing](https://example.org/gullwing) (Gullwing) — browser tool for agents, 0.1.\n\n"
        "## §1.3 Memory\n\n## §1.4 Safety\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, "CVE-2030-4410：Gullwing 沙箱逃逸", section="§1.4"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    assert report.actions[0].action == "updated", report.actions[0]


def test_an_incident_of_a_product_goes_to_its_one_release_entry_where_filed_under() -> None:
    """heldout95 `Hearth 跨用户记忆泄漏事故 — 0.5 公测实例…` against `[Hearth 0.5](…)` where the
    preamble files incidents under the release they affect: that release's entry (suggested
    for another section); not a title writing another release, not without the preamble's
    rule."""
    rule = (
        "- Whatever befalls a version later (outages, advisories, incidents) is appended under "
        "that version's entry, always under the newest version affected.\n"
    )

    def landed(title: str, preamble: str = rule) -> str:
        doc = (
            f"# agent\n\n- One entry per release, led by a link `[Product X.Y](url)`.\n{preamble}\n"
            "## §1.1 Frameworks\n\n## §1.2 Tools\n\n## §1.3 Memory\n\n"
            f"- [Wrenlet 0.4](https://example.org/wrenlet) (Wrenlet) — shared memory store.\n\n"
            "## §1.4 Safety\n"
        )
        smap = load_map(find_map(None, Path("/nonexistent")))
        brief = brief_text(increment(1, title, section="§1.4"))
        report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
        return report.actions[0].action

    assert landed("Wrenlet 会话串读事故 — 0.4 托管实例中租户互见") == "updated"
    assert landed("Wrenlet 0.5 会话串读事故 — 托管实例中租户互见") == "inserted"
    assert landed("Wrenlet 会话串读事故 — 0.4 托管实例中租户互见", preamble="") == "inserted"


def test_a_two_language_release_with_no_section_goes_beside_its_product_s_release() -> None:
    """heldout95 `蜂巢 Hive 2.1：预算感知调度` with no section suggested: read by its Latin half
    (`Hive 2.1`), a new release filed beside `[Hive 2.0](…)`, as `Hive 2.1` would be."""
    doc = (
        "# inference\n\n- One entry per release, led by a link `[Product X.Y](url)`.\n\n"
        "## §1.1 Engines\n\n- [Osprey 3.0](https://example.org/osprey) (Osprey) — runtime.\n\n"
        "## §1.2 Scheduling\n\n- [Tern 1.0](https://example.org/tern) (Tern) — batch scheduler.\n\n"
        "## §1.3 KV cache\n\n## §1.4 Reliability\n"
    )
    smap = load_map(find_map(None, Path("/nonexistent")))
    for title in ("鱼鹰 Osprey 3.1：连续批调度器", "Osprey 3.1：连续批调度器"):
        unsuggested = increment(1, title, points="- 调度器重写").rsplit("\n", 1)[0]
        brief = Source("b.txt", brief_text(unsuggested).encode())
        placed = api.apply([brief], Source("d.md", doc.encode()), smap).actions[0]
        assert placed.action == "inserted" and placed.anchor == "§1.1", (title, placed)


def test_an_incident_written_inside_a_chinese_title_goes_to_the_release_it_names() -> None:
    """heldout95 `研究者公布 Sentinel 2.2 护栏绕过：…` against `[Sentinel 2.2](…)`, the preamble
    filing incidents under the release they affect: the release the title writes inside its
    Chinese words; not another release, not without the preamble's rule."""
    rule = "- Incidents go as a sub-bullet under the release they affect.\n"

    def landed(title: str, preamble: str = rule) -> tuple[str, str]:
        doc = (
            f"# agent\n\n- One entry per release, led by a link `[Product X.Y](url)`.\n{preamble}\n"
            "## §1.1 Frameworks\n\n## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Safety\n\n"
            "- [Petrel 1.2](https://example.org/petrel/1.2) (Petrel) — guardrails.\n"
            "- [Petrel 1.3](https://example.org/petrel/1.3) (Petrel) — pre-call review.\n"
        )
        smap = load_map(find_map(None, Path("/nonexistent")))
        brief = brief_text(increment(1, title, section="§1.4"))
        report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
        return report.actions[0].action, report.actions[0].matched or ""

    action, matched = landed("安全团队披露 Petrel 1.2 审查绕过：借助提示注入复现")
    assert action == "updated" and "Petrel 1.2" in matched
    assert landed("安全团队披露 Petrel 1.4 审查绕过：借助提示注入复现")[0] == "inserted"
    assert landed("安全团队披露 Petrel 1.2 审查绕过", preamble="")[0] == "inserted"


def test_an_incident_of_several_releases_goes_under_the_newest_one_named() -> None:
    """A preamble filing incidents under the newest release affected (`always under the newest
    version affected`): a title reporting one flaw in several releases of a name (`Quokka 0.8
    和 0.9 均存在越权读取`, `Quokka 0.8/0.9 …`) continues the newest one's entry, not the first
    one written; without that clause it is the first one's, as before."""
    said = (
        "Whatever befalls a version later (outages, advisories, incidents) is appended under "
        "that version's entry as dated lines, always under the newest version affected."
    )
    assert versions.states_newest_affected(said)
    zh = "事故写成受影响版本条目的子要点，多个版本受影响时写在受影响版本中最新的一个下。"
    assert versions.states_newest_affected(zh)
    assert not versions.states_newest_affected(said.replace(", always under the newest", "."))
    rest = "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Safety\n"
    entries = "- **Quokka 0.9** — 检索代理。\n- **Quokka 0.8** — 检索代理上一版。\n\n"
    smap = load_map(find_map(None, Path("/nonexistent")))
    for title in (
        "Quokka 0.8 和 0.9 均存在越权读取漏洞",
        "安全团队披露 Quokka 0.8/0.9 的越权读取问题",
    ):
        doc = f"# agent\n\n- {said}\n\n## §1.1 Frameworks\n\n{entries}{rest}"
        brief = brief_text(increment(1, title, section="§1.1"))
        action = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
        assert "Quokka 0.9" in (action.actions[0].matched or ""), (title, action.actions[0])


def test_incidents_put_under_the_newest_release_with_no_word_for_an_entry() -> None:
    """A preamble putting incidents straight under the newest release affected, naming no entry
    (`故障记在受影响的最新版本下`, `incidents go under the latest version affected`), files them
    there; a title naming a defect or a problem (`精度缺陷`, `兼容问题`) in several releases of
    one name continues the newest one's entry; not where incidents are denied that place."""
    for said in (
        "每个版本一条；故障记在受影响的最新版本下。",
        "One entry per version; incidents go under the latest version affected.",
    ):
        assert versions.states_incidents_under_entry(said), said
        assert versions.states_newest_affected(said), said
    assert not versions.states_incidents_under_entry("每个版本一条；故障不记在受影响的最新版本下。")
    rest = "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Safety\n"
    entries = "- **Tamarin 3.1** — 编排器。\n- **Tamarin 3.0** — 编排器上一版。\n\n"
    smap = load_map(find_map(None, Path("/nonexistent")))
    for title in ("Tamarin 3.0 与 3.1 的工具调用兼容问题", "Tamarin 3.1、3.0 发现重试计数缺陷"):
        doc = f"# agent\n\n> 每个版本一条；故障记在受影响的最新版本下。\n\n## §1.1 Frameworks\n\n{entries}{rest}"
        brief = brief_text(increment(1, title, section="§1.1"))
        action = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
        assert "Tamarin 3.1" in (action.actions[0].matched or ""), (title, action.actions[0])
