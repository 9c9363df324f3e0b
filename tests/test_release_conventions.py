"""Releases read from the document's convention: one entry per product (a new release updates
it) or one per release (a new release is new); a title that writes its release first or after
the Chinese word for what the thing is; a renamed product found by its former name, then by
its new one."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import contrary, versions
from patcher.plan.entries import _apart
from patcher.plan.evidence import NameIndex, Verdict, names_of
from patcher.text.source import Source

from .conftest import brief_text, increment


def index(*leads: tuple[str, str], per_product: bool) -> NameIndex:
    names = NameIndex(convention=lambda: per_product)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str = "§1.1", relation: str = "") -> Verdict:
    return names.decide(title, relation, [], anchor)


TIDEPOOL = ("Tidepool 1.6：Zig 编写的推理服务器，单文件部署；来源 tidepool.dev", "§1.1")
BRACKWATER = ("Brackwater 0.8：多租户准入网关；来源 github.com/brackwater/brackwater", "§1.2")


def test_a_document_keeping_one_entry_per_product_takes_the_next_release() -> None:
    names = index(TIDEPOOL, BRACKWATER, per_product=True)
    taken = decide(names, "Tidepool 1.7 发布 — 流式分词器")
    assert taken.chosen == 0 and "one entry per product" in taken.why
    assert decide(names, "Tidepool v2.0").chosen == 0  # a major release too
    # the same news in another section: a short name's weight, a possibility only
    elsewhere = decide(names, "Tidepool 1.7 发布 — 流式分词器", "§1.4")
    assert elsewhere.chosen is None and elsewhere.possible
    # a release not made yet is not the release the lead names
    for early in ("Tidepool 1.7 beta", "Tidepool 2.0 RC2", "Tidepool 1.7 preview"):
        pre = decide(names, early)
        assert pre.chosen is None and pre.possible, early
    # a generation or an edition is another thing, whatever the convention
    for other in ("Tidepool-2 重写版", "Tidepool 1.6 Lite", "Tidepool Cloud 1.0"):
        assert decide(names, other).chosen is None, other


def test_a_document_keeping_one_entry_per_release_keeps_the_next_release_new() -> None:
    names = index(TIDEPOOL, BRACKWATER, per_product=False)
    kept = decide(names, "Tidepool 1.7 发布 — 流式分词器")
    assert kept.chosen is None and kept.possible and "another release" in kept.why
    # a patch of the entry's own line continues it in either convention
    assert decide(names, "Tidepool 1.6.3 — 修复内存泄漏").chosen == 0


def test_two_release_entries_of_a_product_mean_one_entry_per_release_for_it() -> None:
    older = ("Tidepool 1.5：首个稳定版；来源 tidepool.dev", "§1.1")
    names = index(TIDEPOOL, older, BRACKWATER, per_product=True)
    assert decide(names, "Tidepool 1.7 发布").chosen is None
    assert not decide(names, "Tidepool 1.7 发布").possible
    assert decide(names, "Brackwater 0.9 发布", "§1.2").chosen == 2  # other products as before


def test_the_briefing_denying_the_tie_keeps_a_release_a_possibility() -> None:
    names = index(TIDEPOOL, per_product=True)
    denied = decide(names, "Tidepool 2.0 发布", relation="同名不同作：另一个团队的 Tidepool")
    assert denied.chosen is None and denied.possible


def test_a_release_written_first_is_read_after_the_name() -> None:
    assert versions.release_last("v0.9 Gullwing 发布 — 新调度器") == "Gullwing v0.9 发布 — 新调度器"
    assert versions.release_last("3.1.post2 Gullwing 补丁") == "Gullwing 3.1.post2 补丁"
    read = names_of("v0.9 Gullwing 发布 — 新调度器")
    assert read.bare == "gullwing" and read.version == (0, 9)
    # a figure and a unit, a lowercase word, a bare number: not a release and a name
    for kept in ("1.5 TB KV 缓存池上线", "2.1 倍吞吐提升", "v2 draft 模型", "12 Gullwing 节点"):
        assert versions.release_last(kept) == kept, kept
    names = index(("Gullwing：Go 推理网关", "§1.1"), per_product=False)
    assert decide(names, "v0.9 Gullwing 发布 — 新调度器").chosen == 0


def test_a_release_after_the_chinese_word_for_what_it_is() -> None:
    assert versions.release_after_kind("Kittiwake 调度器 2.1") == ("Kittiwake", "2.1")
    assert versions.release_after_kind("Kittiwake 调度器 2.1 LTS") == ("Kittiwake", "2.1 LTS")
    # a figure after Chinese words is no release; nor is a name going on after the number
    assert versions.release_after_kind("Kittiwake 吞吐提升 40") is None
    assert versions.release_after_kind("Kittiwake 调度器 2.1 新增抢占") is None
    entry = ("Kittiwake 2.0：多租户公平调度器；来源 kittiwake.dev", "§1.2")
    assert decide(index(entry, per_product=True), "Kittiwake 调度器 2.1", "§1.2").chosen == 0
    kept = decide(index(entry, per_product=False), "Kittiwake 调度器 2.1", "§1.2")
    assert kept.chosen is None and kept.possible


def test_a_renamed_product_is_found_by_its_former_name_and_keeps_the_new_one() -> None:
    assert (
        versions.former_reading("Sternway（原名 Stern）2.0：分层卸载库") == "Stern 2.0：分层卸载库"
    )
    assert versions.former_reading("Sternway (formerly Stern KV) 2.0") == "Stern KV 2.0"
    assert versions.former_reading("Sternway（2.0 版）：分层卸载库") is None
    renamed = names_of("Sternway（原名 Stern）2.0：分层卸载库更名")
    assert "name:sternway" in renamed.keys  # the update's marker: found by the new name next
    stern = ("Stern 1.4：GPU→CPU 分层 KV 卸载库；来源 github.com/stern-io/stern", "§1.3")
    names = index(stern, per_product=True)
    title = "Sternway（原名 Stern）2.0：分层卸载库更名"
    assert decide(names, title, "§1.3").chosen == 0
    # its repository renamed with it (same owner) counts nothing against it ...
    same_owner = names.decide(title, "", [], "§1.3", repos=frozenset({"stern-io/sternway"}))
    assert same_owner.chosen == 0
    # ... another owner's does
    other = names.decide(title, "", [], "§1.3", repos=frozenset({"lagoon/sternway"}))
    assert other.chosen is None and other.possible
    # a product entry named without a release takes the rename as its news
    plain = index(("**Stern** — 分层 KV 卸载库", "§1.3"), per_product=False)
    assert decide(plain, "Sternway（原名 Stern）：更名公告", "§1.3").chosen == 0
    # without a former name in brackets, a new name is a new thing
    assert decide(names, "Sternway 2.0：分层卸载库", "§1.3").chosen is None


def test_a_release_is_none_of_the_products_bug_entries_news() -> None:
    engine = ("**Fulmar Engine** — Python 推理引擎，v0.9", "§1.1")
    bug = ("**Fulmar: scheduler stalls after swap-out (#412)** — 长跑后挂起", "§1.4")
    names = index(engine, bug, per_product=False)
    assert decide(names, "Fulmar 1.0 正式版").chosen == 0
    # the bug's own news still finds the bug entry, not the engine
    assert decide(names, "Fulmar 调度挂起修复进展（#412）", "§1.4").chosen != 0


def test_the_convention_is_read_from_the_editors_entries() -> None:
    # most entries named by a release (three or more): one entry per product
    assert versions.one_entry_per_product(4, 6, False)
    assert not versions.one_entry_per_product(2, 6, False)  # a few release entries
    assert not versions.one_entry_per_product(3, 9, False)
    # an entry holding its product's release history
    assert versions.one_entry_per_product(1, 12, True)
    assert versions.release_history(["  - 2026-08-02 0.4: NVMe 层", "  - 2026-09-10 0.5: 预取"])
    assert versions.release_history(["- 2026-08-02: v1.1, 新调度器", "- 2026-09-10: v1.2, 预取"])
    assert not versions.release_history(["- 2026-08-02 0.4: NVMe 层"])  # one release
    # a dated line whose release a word follows (`2.3 adds …`); undated, a figure maybe
    assert versions.release_history(
        ["  - 2026-12-02: 2.3 adds prefill.", "  - 2026-12-28: 2.4 ships"]
    )
    assert not versions.release_history(["  - 2.3 adds prefill", "  - 2.4 ships FP8"])
    # a dated measure is no release (`1.8 seconds faster`, `4.2 GB less`, `2.1 倍`)
    assert not versions.release_history(
        ["  - 2026-11-20: 1.8 seconds faster cold start", "  - 2026-11-25: 4.2 GB less memory"]
    )
    assert not versions.release_history(
        ["  - 2026-11-20: 2.1 倍吞吐", "  - 2026-11-25: 0.9 ms p99"]
    )
    assert not versions.release_history(["- 吞吐 1.3× 提升，P99 降 0.4 s"])  # figures
    # none of five or more named by a release: products, the briefing's release entries too
    assert versions.one_entry_per_product(0, 6, False)
    assert not versions.one_entry_per_product(0, 3, False)


def run(doc: str, brief: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    return api.apply([Source("b.txt", brief.encode())], Source("doc.md", doc.encode()), smap)


PER_PRODUCT = """# 推理笔记

## §1.1 框架格局

- Tidepool 1.6：Zig 推理服务器；来源 tidepool.dev
- Gullwing 0.4：Go 推理网关；来源 gullwing.dev
- Petrel 2.2：端侧运行时；来源 petrel.dev

## §1.2 推理调度

- Kittiwake 2.0：多租户公平调度器；来源 kittiwake.dev

## §1.3 KV Cache

- Stern 1.4：分层 KV 卸载库；来源 github.com/stern-io/stern

## §1.4 推理可靠性与可观测性

- Auklet 事故复盘：跨区配置变更导致 5xx
"""


def test_a_document_of_release_leads_takes_new_releases_end_to_end() -> None:
    night = brief_text(
        increment(1, "Tidepool 1.7 发布 — 流式分词器", "§1.1 框架格局"),
        increment(2, "Kittiwake 调度器 2.1", "§1.2 推理调度"),
        increment(3, "Petrel 2.3 beta：新后端预览", "§1.1 框架格局"),
        date="2026-11-02",
    )
    report = run(PER_PRODUCT, night)
    assert [a.action for a in report.actions] == ["updated", "updated", "inserted"]
    assert "possibly-continues" in report.actions[2].flags
    # the same leads, but one product kept in two release entries: one entry per release
    two = PER_PRODUCT.replace("- Gullwing 0.4：", "- Tidepool 1.5：首个稳定版\n- Gullwing 0.4：")
    assert run(two, night).actions[0].action == "inserted"


def test_the_renamed_products_next_release_finds_it_by_the_new_name() -> None:
    first = brief_text(
        increment(1, "Sternway（原名 Stern）2.0：分层卸载库更名并发布 2.0", "§1.3 KV Cache"),
        date="2026-11-03",
    )
    report = run(PER_PRODUCT, first)
    assert report.actions[0].action == "updated"
    later = brief_text(increment(1, "Sternway 2.1：NVMe 预取", "§1.3 KV Cache"), date="2026-11-05")
    again = run(report.new_text.render(), later)
    assert again.actions[0].action == "updated"
    assert "Sternway 2.1" in _entry_holding(again.new_text.render(), "Stern 1.4")


def _entry_holding(text: str, lead: str) -> str:
    lines = text.split("\n")
    start = next(n for n, line in enumerate(lines) if line.startswith(f"- {lead}"))
    end = next((n for n in range(start + 1, len(lines)) if lines[n].startswith("- ")), len(lines))
    return "\n".join(lines[start:end])


def test_a_release_continues_the_major_line_its_entry_is_named_by() -> None:
    two = ("瓦雀推理服务 4.x（Wren Serve 4）：Rust 推理引擎", "§1.1")
    five = ("瓦雀推理服务 5（Wren Serve 5）：5.0 预览版", "§1.1")
    names = index(two, five, per_product=False)
    assert decide(names, "Wren Serve 4.7 发布").chosen == 0
    assert decide(names, "Wren Serve v5.0").chosen == 1
    assert decide(names, "WREN SERVE 5.1.post2").chosen == 1
    assert decide(names, "Wren Serve 6.0").chosen is None  # no entry for that line
    # one entry named by a bare number, no series: a generation (`Llama 3` is not `Llama 3.1`)
    alone = index(("Shrike 3（arXiv 新模型）：长上下文模型", "§1.1"), per_product=False)
    assert decide(alone, "Shrike 3.1 发布").chosen is None
    # written as a series, the one entry is a line
    series = index(("Shrike 3.x：长上下文推理服务", "§1.1"), per_product=False)
    assert decide(series, "Shrike 3.1 发布").chosen == 0
    assert decide(series, "Shrike 4.0 发布").chosen is None  # the series is the 3 line only


def test_in_a_document_of_one_entry_per_product_its_news_names_that_entry() -> None:
    names = index(TIDEPOOL, BRACKWATER, per_product=True)
    same = decide(names, "Tidepool 流式分词器内存泄漏")
    assert same.chosen == 0 and "whole name" in same.why
    # filed in another section: a possibility for the reviewer, not an update
    other = decide(names, "Tidepool 流式分词器内存泄漏", "§1.4")
    assert other.chosen is None and other.possible
    # one entry per release: a release entry is not the product's news
    kept = decide(index(TIDEPOOL, BRACKWATER, per_product=False), "Tidepool 流式分词器内存泄漏")
    assert kept.chosen is None


def test_another_products_release_entries_kept_apart_make_the_document_per_release() -> None:
    # `Kittiwake 2.0` and `Kittiwake 2.1` kept apart: no product's release entry takes the next
    apart = PER_PRODUCT.replace("- Kittiwake 2.0：", "- Kittiwake 2.1：配额预热\n- Kittiwake 2.0：")
    night = brief_text(increment(1, "Tidepool 1.7 发布", "§1.1 框架格局"), date="2026-11-02")
    assert run(PER_PRODUCT, night).actions[0].action == "updated"  # counter-example
    report = run(apart, night)
    assert report.actions[0].action == "inserted"
    assert "possibly-continues" in report.actions[0].flags


def test_an_entry_announcing_one_release_is_that_releases_entry() -> None:
    assert versions.announces_release("SGLang v0.5.19 发布")
    assert versions.announces_release("Tamarind 2.3 released")
    assert versions.announces_release("Tamarind 2.3 正式版")
    assert not versions.announces_release("Tamarind 2.3")
    assert not versions.announces_release("Tamarind 2.x（发布节奏）")
    # in a document of release leads, an announcing lead never takes the next release
    announced = PER_PRODUCT.replace("- Tidepool 1.6：", "- Tidepool 1.6 released：")
    night = brief_text(increment(1, "Tidepool 1.7 released", "§1.1 框架格局"), date="2026-11-02")
    assert run(announced, night).actions[0].action == "inserted"
    names = index(("Tamarind 2.3 released：FP8 by default", "§1.1"), per_product=False)
    assert decide(names, "Tamarind 2.4 released").chosen is None
    assert decide(names, "Tamarind 2.3 released: hotfix").chosen == 0  # the same release


def test_an_older_releases_patch_is_news_of_the_product_not_a_later_releases_entry() -> None:
    """One entry per product, and the news made entries of releases (`Quillserve 3.4.0 正式发布`,
    `Quillserve v3.4.0rc1`) and of an issue: `Quillserve 3.3.post1` is the product's news,
    never the 3.4.0 release's (heldout14 doc-a)."""
    assert versions.announces_release("Quillserve 3.4.0 正式发布")
    product = ("**Quillserve/羽笔推理框架**：开源 serving engine，多 LoRA 热切换", "§1.1")
    releases = (
        ("**Quillserve v3.4.0rc1 — 预发布：投机解码原生集成**（2026-11-16）", "§1.1"),
        ("**Quillserve 3.4.0 正式发布 — 投机解码 GA**（2026-11-18）", "§1.1"),
    )
    issue = ("Quillserve 健康探针误报（quillserve/quillserve#2210）：/healthz 返回 503", "§1.1")
    names = index(product, *releases, issue, per_product=True)
    title = "Quillserve 3.3.post1 — 安全修复 CVE-2026-4410"
    post = decide(names, title)
    # (the product entry is chosen: by the release-of-the-product rule, or, since a slash-glued
    # name in two languages goes by its halves, by its name `Quillserve` itself)
    assert post.chosen == 0
    assert "release of the product" in post.why or 'title names "Quillserve"' in post.why
    # counter-examples: another entry named by the product alone, or one entry per release
    # (a `Quillserve 社区版` entry is another name: the product entry, named `Quillserve`, wins)
    fork = ("**Quillserve** — 社区维护的树莓派精简分支", "§1.1")
    assert decide(index(product, *releases, fork, per_product=True), title).chosen is None
    # one entry per release: never a later release's entry (the product entry, named
    # `Quillserve` by its first half, may take it, as `Quillserve / 羽笔推理框架` always did)
    assert decide(index(product, *releases, per_product=False), title).chosen not in (1, 2)
    assert decide(index(*releases, per_product=False), title).chosen is None


def test_a_longer_proper_name_starting_with_an_entrys_whole_name_is_another_thing() -> None:
    names = index(("Heron（arXiv:2608.22222）：KV 压缩论文", "§1.3"), per_product=False)
    assert decide(names, "Heron Cache 开源", "§1.3").chosen is None
    assert decide(names, "Larkspur 缓存（原名 Heron Cache）开源", "§1.3").chosen is None
    # counter-examples: the entry's name alone, or followed by lowercase words or acronyms
    assert decide(names, "Larkspur（原名 Heron）：KV 压缩代码开源", "§1.3").chosen == 0
    assert decide(names, "Heron 代码开源", "§1.3").chosen == 0


NAMED_PRODUCTS = """# Serving notes

## §1.1 框架格局

- [Tidepool](https://tidepool.dev) — Zig inference server; v1.6 (2026-10-30).
- [Gullwing](https://gullwing.dev) — Go inference gateway.
- [Petrel](https://petrel.dev) — on-device runtime.
- [Shearwater 0.9](https://shearwater.dev/r/0.9) — release of 2026-10-20: paged KV by default. \
<!-- livedoc:id=2026-10-21#2 -->

## §1.2 推理调度

- [Kittiwake](https://kittiwake.dev) — fair multi-tenant scheduler.

## §1.3 KV Cache

- [Stern](https://github.com/stern-io/stern) — tiered KV offload library.

## §1.4 推理可靠性与可观测性

- Auklet outage review: a cross-region config change caused 5xx.
"""


def test_a_release_entry_a_night_created_and_the_editor_kept_is_that_releases() -> None:
    # none of the editor's own entries is named by a release, but the document kept the entry
    # a night created for one release (`Shearwater 0.9`, its marker in the lead): that is no
    # document of one entry per product, and the next release is a possibility, not an update
    night = brief_text(
        increment(1, "Shearwater 1.0 — 前缀缓存默认开启", "§1.1 框架格局"), date="2026-11-02"
    )
    report = run(NAMED_PRODUCTS, night)
    assert report.actions[0].action == "inserted"
    assert "possibly-continues" in report.actions[0].flags
    # counter-example: without that created entry the products are named without releases,
    # and a product's next release is its entry's news
    plain = NAMED_PRODUCTS.replace(
        "- [Shearwater 0.9](https://shearwater.dev/r/0.9) — release of 2026-10-20: paged KV by "
        "default. <!-- livedoc:id=2026-10-21#2 -->",
        "- [Shearwater](https://shearwater.dev) — paged-KV engine; 0.9 (2026-10-20).",
    )
    assert run(plain, night).actions[0].action == "updated"


def test_a_debut_an_announcement_or_a_namesake_a_night_created_says_nothing_against_one_per_product() -> (
    None
):
    # the created entry is a product's first release (`Shearwater 0.1 — …`: the product's
    # entry), an announcement (`Shearwater 0.9 正式发布`: an entry per release whatever the
    # convention), or a release beside an entry named by its product alone (`Shearwater`):
    # the document still keeps one entry per product, and the next release is its news
    night = brief_text(
        increment(1, "Shearwater 1.0 — 前缀缓存默认开启", "§1.1 框架格局"), date="2026-11-02"
    )
    kept = "- [Shearwater 0.9](https://shearwater.dev/r/0.9) — release of 2026-10-20: paged KV by "
    debut = NAMED_PRODUCTS.replace(
        kept, "- [Shearwater 0.1](https://shearwater.dev/r/0.1) — paged KV engine "
    )
    assert run(debut, night).actions[0].action == "updated"
    # counter-example: any other kept release entry of the product (the test above), and a
    # release beside an entry of the product alone is that entry's news, not the release's
    beside = NAMED_PRODUCTS.replace(
        "- [Petrel](https://petrel.dev) — on-device runtime.",
        "- [Shearwater](https://shearwater.dev) — paged KV engine.",
    )
    report = run(beside, night)
    assert report.actions[0].action == "updated"
    assert "Shearwater 0.9" not in (report.actions[0].matched or "")


def test_which_created_release_entries_show_a_release_kept_apart() -> None:
    names = NameIndex()
    for lead in (
        "vLLM 0.31 — V2 model runner default",
        "vLLM FP4 KV-Cache — FP4 KV on Blackwell",
        "Dovetail 0.1 — 基于自动机的约束解码引擎",
        "Halyard Gateway 1.0 GA",
        "gocrane/crane 0.11 —— K8s 成本优化器",
        "Crane (Elmstead Cloud) — queue-depth autoscaler",
        "Weft 0.5.1 —— WebGPU 子组算子修复",
    ):
        names.add(lead, "§1.1", [])
    apart = [_apart(names, p) for p in range(len(names.entries))]
    # a release beside the product's feature entries, a later release alone: kept apart
    assert apart[0] and apart[6]
    # a debut, an announcement, a release beside an entry of the product alone: no sign
    assert not apart[2] and not apart[3] and not apart[4]


PER_RELEASE = """# 推理笔记

Conventions: serving engines (§1.1) get **one entry per release**, led by the release; everything
else gets one entry per product.

## §1.1 框架格局

- Larch 2.2：Python 推理引擎，前缀树缓存
- Larch 2.3：chunked prefill 默认开启
- Quillrun：纯 C 边缘运行时，单文件部署

## §1.2 推理调度

- Kittiwake：多租户公平调度器

## §1.3 KV Cache

- Stern：分层 KV 卸载库

## §1.4 推理可靠性与可观测性

- Auklet 事故复盘：跨区配置变更导致 5xx
"""


def _second_release(doc: str, first: str, second: str) -> api.ApplyReport:
    """Night 1 creates an entry from `first`; night 2 brings `second`."""
    night = brief_text(increment(1, first, "§1.1 框架格局"), date="2026-11-23")
    created = run(doc, night).new_text.render()
    later = brief_text(increment(1, second, "§1.1 框架格局"), date="2026-11-25")
    return run(created, later)


def test_where_engines_get_an_entry_per_release_a_created_one_is_the_first() -> None:
    """`Serving engines get one entry per release`: an engine's entry a night created without
    a release (`Corvid Serve — 新开源 Rust 推理引擎`) is its first release's, so the next
    release is a new entry (`possibly continues`, heldout13 doc-b); a created entry that is no
    engine (a vendor SDK), the editor's own product entry, and a document that does not say
    so still take the next release (heldout14 doc-b `ReefLM SDK 0.2`, heldout12 `Halcyon-RT
    0.2`)."""
    assert versions.states_release_entries(PER_RELEASE.split("## ")[0])
    assert not versions.states_release_entries("One entry per product, newest version in the lead")
    assert not versions.states_release_entries("按大版本分条的产品每个大版本一条")
    engine = ("Corvid Serve — 新开源 Rust 推理引擎，单二进制部署", "Corvid Serve 0.2 — 支持 MoE")
    report = _second_release(PER_RELEASE, *engine)
    assert report.actions[0].action == "inserted"
    assert "possibly-continues" in report.actions[0].flags
    # counter-examples: the same where the document does not say it, a vendor SDK, the
    # editor's own product entry (no marker: it takes its releases)
    rule = PER_RELEASE[PER_RELEASE.index("Conventions:") : PER_RELEASE.index("## §1.1")]
    silent = PER_RELEASE.replace(rule, "")
    assert _second_release(silent, *engine).actions[0].action == "updated"
    # (only the rest's rule left, `everything else gets one entry per product`, read as the
    # whole document's, against §1.1's releases kept apart: a possibility, `test_versions_structure`)
    rest = PER_RELEASE.replace("serving engines (§1.1) get **one entry per release**", "—")
    assert "possibly-continues" in _second_release(rest, *engine).actions[0].flags
    sdk = ("ReefLM 推理芯片 SDK 发布 — 支持 vLLM 插件后端", "ReefLM SDK 0.2 — 新增 SGLang 后端")
    assert _second_release(PER_RELEASE, *sdk).actions[0].action == "updated"
    own = brief_text(increment(1, "Quillrun 0.3 — 多 SSD 条带化", "§1.1 框架格局"))
    assert run(PER_RELEASE, own).actions[0].action == "updated"


def test_a_shared_paper_does_not_make_another_release_the_same_entry() -> None:
    """A benchmark's paper is cited by each of its releases: `Corridor 1.1` with the arXiv id
    of the entry `Corridor 1.0` is a new entry reported `possibly continues` where the
    document does not keep one entry per product; the same release, a patch, or a document of
    one entry per product still continue it."""
    corridor = ("Corridor 1.0 (长廊) — 180 long-horizon Linux desktop tasks", "§1.3")
    paper = ["arxiv:2703.04418"]

    def on(names: NameIndex, title: str) -> Verdict:
        return names.decide(title, "", paper, "§1.3")

    names = NameIndex(convention=lambda: False)
    names.add(*corridor, paper)
    kept = on(names, "长廊 Corridor 1.1 — 新增 Windows 桌面任务")
    assert kept.chosen is None and kept.possible and "another release" in kept.why
    assert on(names, "Corridor 1.0 — 论文 v3 更新榜单").chosen == 0
    assert on(names, "Corridor 1.0.1 — 修复评分脚本").chosen == 0
    assert on(names, "Corridor 榜单刷新").chosen == 0  # no release named: the paper decides
    per_product = NameIndex(convention=lambda: True)
    per_product.add(*corridor, paper)
    assert on(per_product, "长廊 Corridor 1.1 — 新增 Windows 桌面任务").chosen == 0


BRACKETED = """Serving log
===========

## §1.1 框架格局

* [Marram](https://github.com/marram-io/marram) (3.1) — speculative decoding on by default
* [Marram](https://github.com/marram-io/marram) (3.2) — NVMe weight streaming
* [Quoll](https://quoll.dev) (0.8) — on-device runtime for ARM laptops

## §1.2 推理调度

* [Gannet](https://gannet.dev) (1.4) — priority queues per tenant
* [ServeBoard](https://serveboard.org) (2031H1) — throughput league table [bench]

## §1.3 KV Cache

* [Tussock](https://tussock.dev) (2.0) — tiered KV offload

## §1.4 推理可靠性与可观测性

* [marram-io/marram#771](https://github.com/marram-io/marram/issues/771) (3.2) — worker hang
"""


def test_a_release_in_brackets_after_the_linked_name_is_the_entrys_release() -> None:
    assert versions.releases_bracketed(BRACKETED.split("\n"))
    read = versions.release_unbracketed("[Quoll](https://quoll.dev) (0.8) — on-device runtime")
    assert read == "[Quoll](https://quoll.dev) 0.8 — on-device runtime"
    # an issue's bracket is the release it was found in, not its name's
    issue = "[marram-io/marram#771](https://github.com/marram-io/marram/issues/771) (3.2) — hang"
    assert versions.release_unbracketed(issue) == issue
    night = brief_text(
        increment(1, "Quoll 0.9 — 新增 Vulkan 后端", "§1.1 框架格局"),
        increment(2, "Gannet 1.5 调度器 — 抢占式配额", "§1.2 推理调度"),
        increment(3, "Quoll 0.8.2 — 修复启动崩溃", "§1.1 框架格局"),
        date="2026-11-02",
    )
    report = run(BRACKETED, night)
    assert [a.action for a in report.actions] == ["inserted", "inserted", "updated"]
    # an edition stamp in the brackets is the entry's edition: another issue is not its news
    assert versions.release_unbracketed("[ServeBoard](https://sb.org) (2031H1) — table") == (
        "[ServeBoard](https://sb.org) 2031H1 — table"
    )
    issue = brief_text(increment(1, "ServeBoard 2031-09 月度榜 — 吞吐排名", "§1.2 推理调度"))
    board = run(BRACKETED, issue).actions[0]
    assert board.action == "inserted" and "possibly-continues" in board.flags
    # one product in brackets once per entry, none kept apart: the bracket may be the
    # product's current release only, so its entry stays the product's
    once = BRACKETED.replace("(3.1)", "(3.0-legacy)")
    assert not versions.releases_bracketed(once.split("\n"))


CODED = """Serving changelog
=================

## §1.1 框架格局

1. `2031-02-03` · Marram `3.1` — speculative decoding on by default
2. `2031-03-09` · Marram `3.2` — NVMe weight streaming
3. `2031-01-15` · Kestrel `1.4` — on-device runtime for ARM laptops
4. `2030-11-02` · Wherry `0.x` — prompt cache sidecar

## §1.2 推理调度

## §1.3 KV Cache

## §1.4 推理可靠性与可观测性
"""


def test_a_release_in_a_code_span_after_the_name_is_the_entrys_release() -> None:
    """`` `date` · Kestrel `1.4` — … `` beside two Marram entries kept apart the same way: the
    code span holds the entry's release (not blanked as code), so Kestrel 1.5 is another
    release, its patch and a release of the `0.x` line are news of their entries."""
    assert versions.releases_in_code(CODED.split("\n"))
    read = versions.release_uncoded("`2031-01-15` · Kestrel `1.4` — on-device runtime")
    assert read == "`2031-01-15` · Kestrel 1.4 — on-device runtime"
    assert versions.release_uncoded("Kestrel: `pip install kestrel==1.4`") == (
        "Kestrel: `pip install kestrel==1.4`"
    )
    night = brief_text(
        increment(1, "Kestrel 1.5 — 新增 Vulkan 后端", "§1.1 框架格局"),
        increment(2, "Kestrel 1.4.2 — 修复启动崩溃", "§1.1 框架格局"),
        increment(3, "Wherry 0.9 — 前缀缓存跨进程共享", "§1.1 框架格局"),
        date="2031-04-02",
    )
    report = run(CODED, night)
    assert [a.action for a in report.actions] == ["inserted", "updated", "updated"]
    # a Chinese name before the Latin one: the `0.x` line still takes its release
    chinese = brief_text(
        increment(1, "溪鸟 Wherry 0.10 — 支持分布式前缀缓存", "§1.1 框架格局"),
        date="2031-04-03",
    )
    assert [a.action for a in run(CODED, chinese).actions] == ["updated"]
    # one release per product in code spans, none kept apart: maybe the current release only
    once = CODED.replace("Marram `3.2`", "Marram `3.1`")
    assert not versions.releases_in_code(once.split("\n"))


ZERO_LINE = """Retrieval log

Conventions: one entry per release. Projects still below 1.0 keep a single entry for all their
0.x releases; their 1.0 opens a new one.

## §1.1 框架格局

- Marram 3.1 — speculative decoding on by default
- Marram 3.2 — NVMe weight streaming

## §1.2 推理调度

## §1.3 KV Cache

## §1.4 推理可靠性与可观测性
"""


def test_a_preamble_keeping_one_entry_for_the_whole_0x_line() -> None:
    """`Projects still below 1.0 keep a single entry for all their 0.x releases`: a night's
    `Perch 0.1` entry and its `Wicket` entry take their next 0.x releases; 1.0 opens a new one."""
    assert versions.states_zero_line_entry(ZERO_LINE)
    assert versions.states_zero_line_entry("1.0 之前的各个版本共用一条。")
    assert not versions.states_zero_line_entry(
        "We no longer keep one entry for the whole 0.x line."
    )
    assert not versions.states_zero_line_entry("Conventions: one entry per release.")
    first = brief_text(
        increment(1, "Perch 0.1 — 新开源分块器，按句法树切块", "§1.2 推理调度"),
        increment(2, "Wicket — 开源检索追踪工具", "§1.4 推理可靠性与可观测性"),
        date="2031-05-01",
    )
    doc = run(ZERO_LINE, first).new_text.render()
    second = brief_text(
        increment(1, "Perch 0.2 — 新增表格感知", "§1.2 推理调度"),
        increment(2, "Wicket 0.3 — 新增 OTLP 导出", "§1.4 推理可靠性与可观测性"),
        increment(3, "Perch 1.0 — 正式版", "§1.2 推理调度"),
        date="2031-05-09",
    )
    assert [a.action for a in run(doc, second).actions] == ["updated", "updated", "inserted"]
    # without the sentence, the release rule gives Perch 0.2 an entry of its own
    rule = "Projects still below 1.0 keep a single entry for all their\n0.x releases; "
    assert rule in doc
    plain = doc.replace(rule, "")
    assert run(plain, second).actions[0].action == "inserted"


def test_a_shared_paper_does_not_make_another_generation_the_same_entry() -> None:
    """`Wagtail-5 蒸馏模型` citing the paper the entry `[Wagtail-4](…)` links is the next
    generation, a new entry reported `possibly continues`; the same generation, or an entry
    named by the family alone, still takes it."""
    paper = ["arxiv:3101.00042"]

    def on(lead: str, title: str) -> Verdict:
        names = NameIndex(convention=lambda: False)
        names.add(lead, "§1.2", paper)
        return names.decide(title, "", paper, "§1.2")

    fourth = "[Wagtail-4](https://arxiv.org/abs/3101.00042) (drafter) — distilled drafters"
    kept = on(fourth, "Wagtail-5 蒸馏模型 — 接受率 0.83")
    assert kept.chosen is None and kept.possible and "another generation" in kept.why
    assert on(fourth, "Wagtail-4 蒸馏模型 — 代码开源").chosen == 0
    assert on("Wagtail 蒸馏模型家族（arXiv:3101.00042）", "Wagtail-5 蒸馏模型").chosen == 0


def test_a_release_of_a_nights_unversioned_launch_entry_is_new_where_releases_are_apart() -> None:
    """In a document of one entry per release (heldout109), a night's launch entry named by no
    release (`Starling — 端侧语音模型`) is maybe that product's first release: a later release
    (`Starling 1.2`) is a new entry, `possibly continues` the launch; where the document keeps
    one entry per product, the launch takes it."""
    apart = (
        "# notes\n\n> One entry per release: every minor release is its own entry.\n\n"
        "## §1.1 框架格局\n\n- **Pellucid 1.0** — speech model.\n- **Pellucid 1.1** — dialects.\n\n"
        "## §1.2 工具\n\n## §1.3 缓存\n\n## §1.4 可靠性\n"
    )
    launch = brief_text(increment(1, "Starling — 海雀科技端侧语音模型，离线运行"))
    release = brief_text(increment(1, "Starling 1.2 — 支持方言识别"), date="2026-10-02")
    smap = load_map(find_map(None, Path("/nonexistent")))

    def second(doc: str) -> api.Action:
        sources = [Source("a.txt", launch.encode()), Source("b.txt", release.encode())]
        return api.apply(sources, Source("d.md", doc.encode()), smap).actions[1]

    found = second(apart)
    assert found.action == "inserted" and "Starling" in found.possibly, found
    product = apart.replace("One entry per release: every minor release is its own entry.", "")
    product = product.replace("- **Pellucid 1.1** — dialects.", "  - 1.1：dialects.")
    assert second(product).action == "updated"


def test_an_event_set_apart_from_another_event_is_no_namesake_warning() -> None:
    """`已有 03-02 鹭鸣冒充事件（仅作背景，非同一事件）；本条为 Tidepool 的新安全事件` (heldout109): the
    clause sets one incident apart from another, it does not say the increment is a same-named
    other thing; `非同一项目`, `同名不同作` still do."""
    relation = "§1.4 已有 03-02 鹭鸣冒充事件（仅作背景，非同一事件）；本条为 Tidepool 的新安全事件"
    assert not contrary.says_not_same("Tidepool 声纹水印被去除", relation)
    assert contrary.says_not_same("Tidepool 发布", "与 §1.1 的 Tidepool 非同一项目")
    assert contrary.says_not_same("Tidepool 发布", "不是同一次发布，同名不同作")
    names = index(TIDEPOOL, per_product=True)
    assert decide(names, "Tidepool 声纹水印被去除", relation=relation).chosen == 0


def test_the_convention_is_read_only_when_an_entry_may_need_it() -> None:
    # `_by_other_release` asks whether the document keeps one entry per product only when a
    # live entry is named by a release of the title's product; the verdicts are the ones of an
    # index whose convention was read first (eagerly), in either convention
    asked: list[bool] = []
    leads = (("Moorhen 0.4：流式 ASR 服务；来源 moorhen.dev", "§1.1"), BRACKWATER)
    titles = [
        "Moorhen 0.5 发布 — 低延迟模式",
        "Moorhen 0.4.1 — 修复内存泄漏",
        "Moorhen 1.0 beta",
        "Brackwater 0.9 发布：准入策略热更新",
        "Fieldfare 2.3 发布 — 新分词器",
        "Moorhen 语音网关",
    ]
    for per_product in (True, False):
        lazy = NameIndex(convention=lambda p=per_product: asked.append(p) or p)
        eager = NameIndex(convention=lambda p=per_product: p)
        for names in (lazy, eager):
            for lead, anchor in leads:
                names.add(lead, anchor, [])
        eager.per_product()
        for title in titles:
            mine, theirs = decide(lazy, title), decide(eager, title)
            assert (mine.chosen, mine.possible, mine.why) == (
                theirs.chosen,
                theirs.possible,
                theirs.why,
            )
    fresh = index(BRACKWATER, per_product=True)
    asked.clear()
    fresh.convention = lambda: asked.append(True) or True
    decide(fresh, "Fieldfare 2.3 发布 — 新分词器")  # (no entry named by a Fieldfare release)
    assert asked == []
