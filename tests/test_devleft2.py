"""The development sets' leftovers (devleft2): conventions a document states that no reading
took. The names are new, not the sets'.

A ledger whose preamble gives its entries' kind tags their own unit (`Entries tagged [MODEL]
are one per release line` / `Everything else is one entry per thing: [LIB], [TOOL]`): a new
release of a thing whose lead carries a tag kept one entry per thing is that entry's news."""

from __future__ import annotations

from tests.conftest import brief_text, increment, run

_TAGGED = (
    "inference · living document (EN desk)\n=====================================\n\n"
    "House rules\n-----------\n\n"
    "- **Release ledger for engines.** Entries tagged `[MODEL]` or `[SERVE]` are one per\n"
    "  *release line* `x.y`; patch releases go under the newest `x.y` entry as `Update` lines.\n"
    "- **Everything else is one entry per thing**: `[LIB]` (libraries, schedulers), `[TOOL]`\n"
    "  (tracing, monitoring) and `[BENCH]` (benchmarks).\n"
    "- Leads are `- [TAG] Name version :: maker :: date` in English only.\n\n"
    "## §1.1 框架格局\n\n"
    "- [SERVE] Quayserve 0.7 :: Quay Inc :: 2031-10-05\n"
    "- [SERVE] Quayserve 0.8 :: Quay Inc :: 2032-01-12\n"
    "- [MODEL] Marlin-VL 1.5 :: Osprey Lab :: 2032-02-03\n"
    "- [MODEL] Fenwick 2.0 :: Fen Labs :: 2032-01-30\n\n"
    "## §1.2 推理调度\n\n"
    "- [LIB] Gristle :: open source :: since 2031-09-01\n"
    "- [LIB] Tansyway :: Tansy Inc :: since 2032-02-11\n\n"
    "## §1.3 KV Cache\n\n"
    "- [LIB] Cobbler :: Cobble AI :: since 2031-11-02\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- [TOOL] Quire :: open source :: since 2031-12-01\n"
    "- [BENCH] LatBench :: Heron Eval Center :: v1.2\n"
    "- [DATA] Pebblecorp :: Pebble Labs :: since 2031-08-01\n"
)

_TRACED = "- 视频帧级 span 与 GPU 解码耗时追踪\n- 默认关闭，环境变量开启"


def test_a_release_of_a_thing_kept_one_entry_per_thing() -> None:
    """`Quire 0.4` ↔ `[TOOL] Quire`: the preamble keeps `[TOOL]` one entry per thing."""
    brief = brief_text(increment(6, "Quire 0.4 — 视频帧级 span 追踪", "§1.4", _TRACED))
    action = run(_TAGGED, brief).actions[0]
    assert action.action == "updated", action
    assert 'title names "Quire"' in (action.matched or "")


def test_a_benchmarks_new_version_is_its_entrys() -> None:
    """`LatBench 2.0` ↔ `[BENCH] LatBench :: … :: v1.2` (`[BENCH]`: one entry per thing)."""
    brief = brief_text(increment(3, "LatBench 2.0 — 新增视频子集", "§1.4", _TRACED))
    action = run(_TAGGED, brief).actions[0]
    assert action.action == "updated", action
    assert 'title names "LatBench"' in (action.matched or "")


def test_a_release_tagged_entry_or_an_unlisted_tag_stays_apart() -> None:
    """Counter-examples: `[SERVE]` keeps one entry per release line (`Quayserve 0.9` is new);
    a tag the preamble lists nowhere (`[DATA] Pebblecorp`) keeps the unread rule's doubt; the
    same wording about another product finds no entry."""
    served = run(_TAGGED, brief_text(increment(2, "Quayserve 0.9 — 编码器解耦", "§1.1", _TRACED)))
    assert served.actions[0].action == "inserted", served.actions[0]
    data = run(_TAGGED, brief_text(increment(4, "Pebblecorp 0.4 — 帧级标注", "§1.4", _TRACED)))
    assert data.actions[0].action == "inserted", data.actions[0]
    other = run(
        _TAGGED, brief_text(increment(6, "Quillon 0.4 — 视频帧级 span 追踪", "§1.4", _TRACED))
    )
    assert other.actions[0].action == "inserted", other.actions[0]


# A document keyed by vendor: a title naming its thing, then (after the dash) the maker that
# launched it (`X — Maker 推出的…`, `X — Maker 第二代…`, the maker in Chinese as a lead
# brackets it): the maker's entry.
_BY_VENDOR = (
    "# inference — field notes (living)\n\n"
    "**House rules.** This file is keyed by *who ships it*, not by product:\n\n"
    "* One top-level entry per **vendor**. The lead reads `Vendor ⟶ product, product`; every\n"
    "  product, release, incident and vendor-reported number of that vendor is a nested line.\n"
    "* Papers: one entry per arXiv id.\n\n"
    "## §1.1 框架格局\n\n"
    "* Brackwater Systems ⟶ Dunlin API (web search for serving)\n"
    "  * 2030-08-01 · release · 2.0, domain filters\n"
    "* Osier Labs (柳丛实验室) ⟶ Fernwell DB (vector database)\n"
    "  * 2030-07-11 · release · 3.1, tiered storage\n\n"
    "## §1.2 推理调度\n\n"
    "* Tamsin AI ⟶ Gorse (request scheduler)\n"
    "  * 2030-06-02 · release · Gorse 1, SLO classes\n\n"
    "## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n"
)
_LAUNCHED = "- 按页面结构抽取正文，独立计费\n- 首发支持 12 种语言"


def _launched(title: str, section: str = "§1.1 框架格局") -> str:
    return brief_text(increment(3, title, section, _LAUNCHED))


def test_a_thing_its_maker_launched_is_the_makers_entrys() -> None:
    """`Dunlin Lens — Brackwater Systems 推出的…` ↔ `Brackwater Systems ⟶ Dunlin API`."""
    action = run(_BY_VENDOR, _launched("Dunlin Lens — Brackwater Systems 推出的网页正文抽取服务"))
    assert action.actions[0].action == "updated", action.actions[0]
    assert "Brackwater Systems" in (action.actions[0].matched or "")


def test_a_generation_its_maker_names_is_the_makers_entrys() -> None:
    """`Gorse-2 — Tamsin AI 第二代请求调度器` ↔ `Tamsin AI ⟶ Gorse`."""
    action = run(_BY_VENDOR, _launched("Gorse-2 — Tamsin AI 第二代请求调度器", "§1.2 推理调度"))
    assert action.actions[0].action == "updated", action.actions[0]
    assert "Tamsin AI" in (action.actions[0].matched or "")


def test_a_maker_named_in_chinese_as_its_lead_brackets_it() -> None:
    """`Fernwell Memory — 柳丛实验室推出…` ↔ `Osier Labs (柳丛实验室) ⟶ Fernwell DB`."""
    action = run(_BY_VENDOR, _launched("Fernwell Memory — 柳丛实验室推出智能体长期记忆存储"))
    assert action.actions[0].action == "updated", action.actions[0]
    assert "Osier Labs" in (action.actions[0].matched or "")


def test_another_maker_or_a_maker_not_launching_stays_new() -> None:
    """Counter-examples: the same wording about another maker (`Tallis Systems`, `鹭洲实验室`),
    a maker the tail names only as a rival (`对标 Brackwater Systems`), and a document keyed
    by product: new entries."""
    for title in (
        "Dunlin Lens — Tallis Systems 推出的网页正文抽取服务",
        "Fernwell Memory — 鹭洲实验室推出智能体长期记忆存储",
        "Dunlin Lens — 对标 Brackwater Systems 的网页正文抽取服务",
    ):
        action = run(_BY_VENDOR, _launched(title))
        assert action.actions[0].action == "inserted", (title, action.actions[0])
    per_product = _BY_VENDOR.replace("This file is keyed by *who ships it*, not by product:", "")
    per_product = per_product.replace("One top-level entry per **vendor**", "One entry per product")
    per_product = per_product.replace("of that vendor", "")
    action = run(per_product, _launched("Dunlin Lens — Brackwater Systems 推出的网页正文抽取服务"))
    assert action.actions[0].action == "inserted", action.actions[0]


# A release entry a night created from a two-language title with a release verb after the
# release (`灯塔 Beacon 3.0 发布 —— …`): the entry goes by the Latin half and release
# (`Beacon 3.0`), so the release's patch (`Beacon 3.0.2`) finds it.
_PER_RELEASE = (
    "# Inference release ledger\n\n"
    "One entry per minor release: a new minor or major version is a new entry; patch releases\n"
    "(`X.Y.Z`) go under their `X.Y` entry.\n\n"
    "## §1.1 框架格局\n\n"
    "- [Wayfarer Serve 4.6](https://wayfarer.example/4.6) — Python serving framework\n"
    "- [Wayfarer Serve 4.7](https://wayfarer.example/4.7) — last feature release of 4.x\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- [Lodestar 2.5](https://lodestar.example/2.5) — request tracing for inference servers\n"
)
_SPANS = "- 投机解码 span 与 KV 命中率指标\n- OpenTelemetry 导出"


def _nights(first: str, second: str) -> tuple[str, str]:
    one = brief_text(increment(3, first, "§1.4", _SPANS), date="2032-05-03")
    two = brief_text(increment(1, second, "§1.4", _SPANS), date="2032-05-08")
    return one, two


def test_a_patch_of_a_release_a_night_created_with_a_release_verb() -> None:
    """`灯塔 Beacon 3.0 发布 —— …` (night 1, a new entry), then `Beacon 3.0.2 —— 修复…`."""
    report = run(
        _PER_RELEASE,
        *_nights("灯塔 Beacon 3.0 发布 —— 投机解码 span", "Beacon 3.0.2 —— 修复流式响应 span 丢失"),
    )
    first, patch = report.actions
    assert first.action == "inserted", first
    assert patch.action == "updated", patch
    assert "Beacon 3.0" in (patch.matched or ""), patch


def test_another_minor_release_or_product_stays_new() -> None:
    """Counter-examples: `Beacon 3.1` (another minor release: its own entry) and the same
    wording about another product (`Halberd 3.0.2`) are new."""
    report = run(
        _PER_RELEASE,
        *_nights("灯塔 Beacon 3.0 发布 —— 投机解码 span", "Beacon 3.1 —— 流式响应 span"),
    )
    assert report.actions[1].action == "inserted", report.actions[1]
    report = run(
        _PER_RELEASE,
        *_nights(
            "灯塔 Beacon 3.0 发布 —— 投机解码 span", "Halberd 3.0.2 —— 修复流式响应 span 丢失"
        ),
    )
    assert report.actions[1].action == "inserted", report.actions[1]


# A ledger of release entries whose preamble files a product's news under its newest release
# entry: a title naming the product in two languages (`哨兵 Warden 误报事故`) is read by its
# Latin half as `Warden 误报事故` is.
_NEWEST = (
    "# Agent release ledger\n\n"
    "- Minor/major releases get their own entry; patch releases go as `Update` sub-bullets.\n"
    "- Incidents, CVEs, news, third-party results about a product go under the product's\n"
    "  **newest** release entry.\n\n"
    "## §1.1 框架格局\n\n"
    "1. [Pellucid 2.0](https://pellucid.example/2.0) · Pell Co · 2032-03-02 — agent runtime.\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "1. [Warden 3.2](https://warden.example/3.2) · Watchpost · 2032-01-10 — injection detector.\n"
    "2. [Warden 4.0](https://warden.example/4.0) · Watchpost · 2032-04-22 — streaming mode.\n"
)
_FLAGGED = "- 流式检测误拦截正常 shell 工具\n- 官方已确认，规则热更新中"


def test_a_two_language_product_name_goes_to_its_newest_release() -> None:
    """`哨兵 Warden 误报事故 — …` ↔ `[Warden 4.0]`, the newest of Warden's release entries."""
    brief = brief_text(increment(6, "哨兵 Warden 误报事故 — 流式检测误拦截", "§1.4", _FLAGGED))
    action = run(_NEWEST, brief).actions[0]
    assert action.action == "updated", action
    assert "Warden 4.0" in (action.matched or ""), action


def test_a_two_language_name_of_another_product_stays_new() -> None:
    """Counter-example: the same wording about a product with no entry (`哨兵 Gatekeep`)."""
    brief = brief_text(increment(6, "哨兵 Gatekeep 误报事故 — 流式检测误拦截", "§1.4", _FLAGGED))
    action = run(_NEWEST, brief).actions[0]
    assert action.action == "inserted", action


def test_a_maker_in_the_titles_brackets_is_the_makers_entrys() -> None:
    """`柳丛 DB 跨租户泄露事故（柳丛实验室，CVE 待分配）` ↔ `Osier Labs (柳丛实验室) ⟶ …`, and
    the same with the Latin maker; not a bracket naming a maker with no entry (`鹭洲实验室`)."""
    for title in (
        "柳丛 DB 跨租户检索泄露事故（柳丛实验室，CVE 待分配）",
        "Fernwell DB 跨租户检索泄露事故（Osier Labs，CVE 待分配）",
    ):
        action = run(_BY_VENDOR, _launched(title, "§1.4 推理可靠性与可观测性")).actions[0]
        assert action.action == "updated", (title, action)
        assert "Osier Labs" in (action.matched or ""), action
    title = "柳丛 DB 跨租户检索泄露事故（鹭洲实验室，CVE 待分配）"
    action = run(_BY_VENDOR, _launched(title, "§1.4 推理可靠性与可观测性")).actions[0]
    assert action.action == "inserted", action


# A document whose preamble keeps one entry per product, one group excepted (a release tracker
# keeping a product's releases apart): a night's entry named by a product's release
# (`Quillmere Index 1.0 — …`), then the next release with a relation line continuing the
# product (`续 Quillmere Index（…）`): the product's entry, as the preamble files it.
_PRODUCT_RULE = (
    "# rag — living document\n\n"
    "Maintained nightly. One entry per product: later news is appended under the entry as a\n"
    "dated sub-bullet. One exception, kept on purpose: the *Release tracker* files Brinestore by\n"
    "minor release line (x.y — patches go under their line).\n\n"
    "## §1.1 框架格局\n\n"
    "* [Loamchain](https://github.com/loamchain/loamchain) · Loamchain OSS · RAG orchestration.\n\n"
    "## §1.2 推理调度\n\n"
    "* [Tarn Vector](https://tarn.example/vector) · Tarn Cloud · managed vector DB.\n\n"
    "### Release tracker\n\n"
    "* Brinestore 2.4 · Brine Labs · 2029-03-02 — filtered HNSW.\n"
    "* Brinestore 2.5 · Brine Labs · 2029-05-02 — sparse vectors.\n\n"
    "## §1.3 KV Cache\n\n## §1.4 推理可靠性与可观测性\n"
)
_INDEXED = "- 磁盘优先向量索引\n- 支持多写者并发插入"


def _index_nights(relation: str, second: str = "Quillmere Index 1.1 — 并发写入") -> str:
    extra = f"与活文档现有脉络的关系：{relation}\n" if relation else ""
    one = brief_text(
        increment(3, "Quillmere Index 1.0 — 磁盘优先向量索引", "§1.2", _INDEXED), date="2029-06-04"
    )
    two = brief_text(increment(4, second, "§1.2", _INDEXED, extra), date="2029-06-09")
    return run(_PRODUCT_RULE, one, two).actions[1]


def test_the_next_release_a_relation_line_continues_is_the_nights_product_entry() -> None:
    """`Quillmere Index 1.1` with `续 Quillmere Index（柏林 Quillmere Labs）` ↔ the night's
    `Quillmere Index 1.0 — …` entry."""
    action = _index_nights("续 Quillmere Index（柏林 Quillmere Labs），不是 Tarn Vector")
    assert action.action == "updated", action
    assert "Quillmere Index" in (action.matched or ""), action


def test_without_the_relation_line_or_naming_another_it_stays_apart() -> None:
    """Counter-examples: no relation line (the release alone: a possibility, as before), and
    a relation line continuing another product (`续 Tarn Vector`: that one's, not the night's)."""
    assert _index_nights("").action == "inserted"
    other = _index_nights("续 Tarn Vector（多租户配额）")
    assert "Quillmere" not in (other.matched or ""), other


# A release log whose preamble adds later facts about a release (benchmarks among them) under
# it (`A later fact about the *same* release (benchmarks, patch builds, adoption) is added under
# it`): a measurement naming the product and no release is news of its one release entry.
_RELEASE_LOG = (
    "# rag · living document (release log)\n\n"
    "**House rules.** This log keeps **one entry per release, per paper and per incident** — never\n"
    "one per product.\n\n"
    "* A release entry opens with the product's name, the version and the date.\n"
    "* A later fact about the *same* release (benchmarks, patch builds such as `.postN` or\n"
    "  `x.y.z`, adoption) is added under it as `   - Update YYYY-MM-DD: …`. A new minor/major\n"
    "  version is a new entry.\n"
    "* An incident gets its own entry `1. INC-nn · Name — …`; its follow-ups go under it.\n\n"
    "## §1.1 框架格局\n\n"
    "1. Quarrel 3.1 (2031-02-11) — declarative retrieval pipelines.\n"
    "2. Quarrel 3.2 (2031-04-02) — native hybrid retrieval.\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "1. Pebbleton 1.4 (2031-04-01) — 6× compression of retrieved chunks.\n"
    "2. Ledgermoss 0.4 (2031-04-19) — reuses whole answers by semantic similarity.\n\n"
    "## §1.4 推理可靠性与可观测性\n"
)
_MEASURED = "- 客服场景 37%，长尾问题 12%\n- 第三方复现"


def test_a_measurement_of_a_product_goes_to_its_one_release_entry() -> None:
    """`Ledgermoss 语义缓存命中率实测` ↔ `Ledgermoss 0.4`; `Pebbleton 在 LongBench-RAG 上的压缩
    曲线` ↔ `Pebbleton 1.4` (a result on a benchmark: a measurement)."""
    for title, entry in (
        ("Ledgermoss 语义缓存命中率实测：客服场景 37%", "Ledgermoss 0.4"),
        ("Pebbleton 在 LongBench-RAG 上的压缩/质量曲线", "Pebbleton 1.4"),
    ):
        action = run(_RELEASE_LOG, brief_text(increment(6, title, "§1.3", _MEASURED))).actions[0]
        assert action.action == "updated", (title, action)
        assert entry in (action.matched or ""), action


def test_a_new_release_or_another_products_measurement_stays_new() -> None:
    """Counter-examples: a new release (`Pebbleton 2.0`: an entry of its own), the same wording
    about a product with no entry (`Quillfern`)."""
    for title in ("Pebbleton 2.0：查询感知压缩", "Quillfern 在 LongBench-RAG 上的压缩/质量曲线"):
        action = run(_RELEASE_LOG, brief_text(increment(6, title, "§1.3", _MEASURED))).actions[0]
        assert action.action == "inserted", (title, action)


def _related(title: str, relation: str) -> str:
    extra = f"与活文档现有脉络的关系：{relation}\n"
    return brief_text(increment(3, title, "§1.1 框架格局", _LAUNCHED, extra))


def test_a_product_set_apart_by_the_same_maker_keeps_the_makers_entry() -> None:
    """`区别于 §1.1 Fernwell DB（同一机构）`: the clause sets the product apart, not its maker,
    where the document keeps one entry per vendor (Osier Labs takes the new product)."""
    title = "Fernwell Memory — 柳丛实验室推出智能体长期记忆存储"
    action = run(_BY_VENDOR, _related(title, "区别于 §1.1 Fernwell DB（同一机构）")).actions[0]
    assert action.action == "updated", action
    assert "Osier Labs" in (action.matched or ""), action


def test_a_product_set_apart_without_the_same_maker_stays_apart() -> None:
    """Counter-example: `区别于 §1.1 Fernwell DB` alone denies the tie: not continued."""
    title = "Fernwell Memory — 柳丛实验室推出智能体长期记忆存储"
    action = run(_BY_VENDOR, _related(title, "区别于 §1.1 Fernwell DB")).actions[0]
    assert action.action == "inserted", action


# A release log keeping each product's incidents in a log entry of their own: a title saying a
# regression was fixed (`Glasswing 3.2 幻觉回归已修复（v3.2.1）`) is no news of the night's
# release entry (`琉璃 Glasswing 3.2 发布 — …`), though its Latin half and release name it.
_INCIDENT_LOGS = (
    "# multimodal — release log\n\n"
    "- One entry per minor release; patch releases go under their `X.Y` entry.\n"
    "- **Incidents** live in §1.4 in one `Incident log — <product>` entry per product, one dated\n"
    "  line per incident (and its follow-ups nested under that line).\n\n"
    "## §1.1 框架格局\n\n"
    "- [Glasswing 3.1](https://glasswing.example/3.1) — image-text model.\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "## §1.4 推理可靠性与可观测性\n\n"
    "- [x] Incident log — Glasswing (all releases)\n"
    "  - 2032-07-28: 3.1 API hallucinated objects on multi-image input\n"
)


def _fixed(second: str) -> object:
    one = brief_text(
        increment(1, "琉璃 Glasswing 3.2 发布 — 原生视频输入", "§1.1", _SPANS), date="2032-08-18"
    )
    two = brief_text(increment(2, second, "§1.1", _SPANS), date="2032-08-21")
    return run(_INCIDENT_LOGS, one, two).actions[1]


def test_a_regression_fix_is_no_news_of_the_release_entry_beside_an_incident_log() -> None:
    """`Glasswing 3.2 幻觉回归已修复（v3.2.1）`: not continued onto `琉璃 Glasswing 3.2 发布`."""
    action = _fixed("Glasswing 3.2 幻觉回归已修复（v3.2.1）")
    assert getattr(action, "action", "") == "inserted", action
    assert "incidents have an entry apart" in str(getattr(action, "possibly", "")), action


def test_a_patch_saying_no_regression_still_goes_to_its_release() -> None:
    """Counter-example: `Glasswing 3.2.1 — 修复视频首帧丢失` (no regression or incident word)
    is the patch of the night's `琉璃 Glasswing 3.2 发布` entry."""
    action = _fixed("Glasswing 3.2.1 — 修复视频首帧丢失")
    assert getattr(action, "action", "") == "updated", action
