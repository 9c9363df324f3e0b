"""The five wrong decisions adversarial pass 39 left (tests/data/adversarial39: g04, o05, b11,
c02, c07), each cause's general form fixed and tested with new names, near misses beside it:
a release dropping a word a benchmark's initials count, an outage its points date in any shape,
a protocol word then a capitalised word after a product's whole name in a launch, an English
score phrase whose figure carries a unit, a score on an arena the document lacks."""

from __future__ import annotations

import pytest

from patcher.plan import contrary
from patcher.plan.evidence import index_scores
from patcher.plan.evidence.clues import spelled_by_initials
from patcher.plan.evidence.names import names_of
from patcher.text import dates
from tests.conftest import brief_text, entry_at, increment, run

# ---- g04: a release of the words a benchmark's initials spell, one word short

_BOARDS = (
    "# retrieval — living document\n\n"
    "> Conventions: one entry per product. Releases are dated sub-bullets under the product.\n\n"
    "## §1.1 Engines\n\n"
    "- **Basalt** (Basalt Labs) — columnar search engine; v3.0\n\n"
    "## §1.2 Reranking\n\n## §1.3 Evaluation\n\n"
    "- **BMQ** — Basalt Multihop Queries: multi-hop retrieval benchmark (Ember Lab)\n\n"
    "## §1.4 Reliability\n"
)


def _decided(doc: str, title: str, section: str, points: str = "- 见来源") -> tuple[str, str]:
    """What the increment did, and the entry it continued (its first line; `` when new)."""
    got = run(doc, brief_text(increment(1, title, section, points=points), date="2037-06-20"))
    action = got.actions[0]
    if action.action != "updated" or not action.line:
        return action.action, action.matched or ""
    return action.action, entry_at(got.new_text.render(), action.line - 1)


def test_initials_spelling_every_word_of_a_name() -> None:
    """`**BMQ** — Basalt Multihop Queries`: the initials count every word, so none is a
    descriptor a title may drop; a name without initials (`Capstan Scheduler`), or with
    brackets that are not its initials, has none."""
    assert spelled_by_initials(names_of("Cinder Tiered Cache (CTC)"))
    assert not spelled_by_initials(names_of("Cinder Tiered Cache (GDS)"))
    assert not spelled_by_initials(names_of("Capstan Scheduler"))


@pytest.mark.parametrize(
    ("title", "section", "action", "entry"),
    [
        # a release of two of the three words: another thing, never the benchmark
        ("Basalt Multihop 2.0 发布 — 新检索 API", "§1.1", "inserted", ""),
        ("Basalt Multihop 2.0 released — new retrieval API", "§1.1", "inserted", ""),
        # the spelled name itself, the initials, the engine: theirs
        ("Basalt Multihop Queries v2 released — 300 new tasks", "§1.3", "updated", "BMQ"),
        ("BMQ 2.0 released — answer track", "§1.3", "updated", "BMQ"),
        ("Basalt 3.1 发布 — 更快的合并", "§1.1", "updated", "Basalt"),
    ],
)
def test_a_release_dropping_a_word_the_initials_count(
    title: str, section: str, action: str, entry: str
) -> None:
    got, matched = _decided(_BOARDS, title, section)
    assert got == action, (title, matched)
    assert entry in matched, (title, matched)


def test_a_longer_spelled_name_elsewhere_is_at_most_a_possibility() -> None:
    """`Basalt Multihop Queries Lite 发布` filed in another section: a new entry, the benchmark
    reported as a possibility (in its own section it continues it, as before: an edition of the
    benchmark)."""
    title = "Basalt Multihop Queries Lite 发布 — 轻量版"
    got = run(_BOARDS, brief_text(increment(1, title, "§1.1"), date="2037-06-20")).actions[0]
    assert got.action == "inserted" and "BMQ" in got.possibly, got.possibly


# ---- o05: an outage its points date on another day, in any shape

_OUTAGES = (
    "# vectors — living document\n\n"
    "> Conventions: one entry per product. Outages get their own §1.4 entry, `Outage — Name"
    " (date)`.\n\n## §1.1 Stores\n\n"
    "- **Lumen Cloud** (Lumen Labs) — hosted vector store, four regions\n\n"
    "## §1.2 Embeddings\n\n## §1.3 Evaluation\n\n## §1.4 Reliability\n\n"
    "- **Outage — Lumen Cloud (2037-04-09)** — index writes failed in ap-south for ~2 hours.\n"
)
_EN_OUTAGE = "Lumen Cloud eu-north outage — writes failed for an hour"


@pytest.mark.parametrize(
    "written",
    [
        "June 19, 03:10 UTC",
        "19 June, 03:10 UTC",
        "Jun 19 03:10 UTC",
        "Jun 19th, 2037",
        "6 月 19 日 03:10 起",
        "6月19日",
        "06-19 03:10",
        "2037-06-19",
        "Apr 9, 2036",  # (the entry's month and day, another year)
    ],
)
def test_an_outage_its_points_date_on_another_day(written: str) -> None:
    """`Lumen Cloud eu-north outage` whose points date it `June 19` (any shape, a year or not)
    against `Outage — Lumen Cloud (2037-04-09)`: another outage, a new entry."""
    got, matched = _decided(_OUTAGES, _EN_OUTAGE, "§1.4", f"- {written}: eu-north writes failed")
    assert got == "inserted", (written, matched)


@pytest.mark.parametrize("written", ["April 9, 22:40 UTC", "9 Apr", "4 月 9 日", "04-09"])
def test_an_outage_its_points_date_on_the_entrys_day(written: str) -> None:
    """The same outage's day, without its year: the entry's news, as a full day was."""
    got, matched = _decided(_OUTAGES, _EN_OUTAGE, "§1.4", f"- {written}: eu-north hit too")
    assert got == "updated" and "Outage — Lumen Cloud" in matched, (written, matched)


def test_days_written_in_every_shape() -> None:
    """`dates.written_days`: each shape with its year or none; no month's name lowercase, a
    version's `2` before a month, `Mar 2.0`, a unit's figure."""
    said = dates.written_days
    assert said("June 19, 03:10 UTC") == [("June 19", None, 6, 19)]
    assert said("May 12, 2034: us-east") == [("May 12, 2034", 2034, 5, 12)]
    assert said("19 Jun 2037") == [("19 Jun 2037", 2037, 6, 19)]
    assert said("2037 年 6 月 19 日") == [("2037 年 6 月 19 日", 2037, 6, 19)]
    assert said("Sept 3") == [("Sept 3", None, 9, 3)]
    assert said("Lumen 5.2 June 19 release") == [("June 19", None, 6, 19)]
    for none in ("writes may 12 nodes", "Mar 2.0", "Marathon 12", "June 1900s", "3-5 倍"):
        assert said(none) == [], none


def test_another_day_in_a_title_in_any_shape() -> None:
    """`contrary.other_incident_day` reads a title's `June 19` or `6 月 19 日` as it read `06-19`;
    the entry's own day in any shape is none."""
    name = "Outage — Lumen Cloud (2037-04-09)"
    assert contrary.other_incident_day("Lumen Cloud June 19 outage", name) == "June 19"
    assert contrary.other_incident_day("Lumen Cloud 6 月 19 日故障", name) == "6 月 19 日"
    assert contrary.other_incident_day("Lumen Cloud Apr 9 outage review", name) is None
    assert contrary.other_incident_day("Lumen Cloud 4 月 9 日故障复盘", name) is None


# ---- b11: a protocol word, then a capitalised word, after a product's whole name

_GATEWAYS = (
    "# 智能体 · 活文档\n\n> 约定：每个产品一条加粗名条目。\n\n"
    "## §1.1 框架\n\n## §1.2 工具调用\n\n"
    "- **Wicket Relay**（Ashford Networks）：工具调用网关，统一鉴权与限流，v2.0。\n\n"
    "## §1.3 记忆\n\n## §1.4 可靠性\n"
)


@pytest.mark.parametrize(
    ("title", "action"),
    [
        ("Wicket Relay MCP Server 发布", "inserted"),  # another product launched
        ("Wicket Relay MCP Server launches", "inserted"),
        ("Wicket Relay Server 发布", "inserted"),  # (as before: a capitalised word)
        ("Wicket Relay MCP 支持上线", "updated"),  # a feature of the gateway
        ("Wicket Relay gRPC 网关模式发布", "updated"),
        ("Wicket Relay 2.1 发布 — MCP Server 模式", "updated"),  # its release
        ("Wicket Relay FP4 KV Cache 发布", "updated"),  # two acronyms: a feature, as before
    ],
)
def test_a_protocol_word_then_a_longer_name_in_a_launch(title: str, action: str) -> None:
    got, matched = _decided(_GATEWAYS, title, "§1.2")
    assert got == action, (title, matched)


# ---- c02, c07: results filed under the benchmark, an English score phrase, an unknown arena

_THERE = (
    "# serving — living document\n\n"
    "> Conventions: one entry per product. Every benchmark keeps an entry in §1.3, and results"
    " are filed there, never under the product.\n\n## §1.1 Engines\n\n"
    "- **Heron** (Heron Labs) — paged serving engine; 1.4\n\n"
    "## §1.2 Scheduling\n\n## §1.3 Evaluation\n\n"
    "- **QueueBench** (Calder Institute) — serving latency benchmark, 12 workloads\n\n"
    "## §1.4 Reliability\n"
)


@pytest.mark.parametrize(
    "title",
    [
        "Heron 1.5 scores 1.4k tok/s on QueueBench",
        "Heron 1.5 scores p99 190 ms on QueueBench",
        "Heron 1.5 scored 1.4k tok/s on the QueueBench long track",
        "Heron 1.5 scores 71.2 on QueueBench",
    ],
)
def test_an_english_score_whose_figure_carries_a_unit(title: str) -> None:
    """The benchmark after `scores … on` is a capitalised word, never the `k` of `1.4k` nor
    `tok` of `tok/s`: the result goes under the benchmark's entry."""
    got, matched = _decided(_THERE, title, "§1.3")
    assert got == "updated" and "QueueBench" in matched, (title, matched)


def test_a_release_quoting_a_score_stays_the_products() -> None:
    got, matched = _decided(_THERE, "Heron 1.5 released — scores 1.4k tok/s on QueueBench", "§1.1")
    assert got == "updated" and "Heron" in matched, matched


@pytest.mark.parametrize(
    ("title", "action"),
    [
        ("Heron 1.5 在 DrainArena 上 p99 190 ms", "inserted"),  # an arena the document lacks
        ("Heron 1.5 scores 190 ms p99 on DrainArena", "inserted"),
        ("Heron 1.5 在 Relay Arena 上得分 1250", "inserted"),
        ("Heron 1.5 在 H200 上 p99 190 ms", "updated"),  # its own measurement on a device
        ("Heron 1.5 在 GitHub 上 star 破 10k", "updated"),
    ],
)
def test_a_score_on_an_arena_the_document_lacks(title: str, action: str) -> None:
    got, matched = _decided(_THERE, title, "§1.3")
    assert got == action, (title, matched)


def test_an_arena_where_scores_go_under_the_product() -> None:
    """Where the preamble files scores under the product, a score on an unknown arena is the
    product's news."""
    doc = _THERE.replace(
        "and results are filed there, never under the product",
        "but results are filed under the product, never there",
    )
    got, matched = _decided(doc, "Heron 1.5 在 DrainArena 上 p99 190 ms", "§1.3")
    assert got == "updated" and "Heron" in matched, matched


def test_the_arena_word() -> None:
    assert index_scores._ARENA.search("Heron 1.5 在 DrainArena 上 p99 1")
    assert not index_scores._ARENA.search("Heron 1.5 在 arenas 上 p99 1")
