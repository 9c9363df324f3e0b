"""The page an increment comes from as an identity key (`url:HOST/PATH`): the address of
one specific page, carried in markers, shared by a later increment citing it; a site, a
listing, a repository or a round-up post that several increments of one briefing cite is
no key."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text import marker, refs
from patcher.text.source import Source

DOC = (
    "# Notes\n\n## §1.1 框架格局\n\n"
    "- **Wrenfield 0.4** — 单机推理服务\n\n"
    "## §1.2 推理调度\n\n"
    "- **Palisade 批处理器** — 静态批\n\n"
    "## §1.3 KV Cache\n\n"
    "## §1.4 可靠性\n\n"
    "- 超时雪崩复盘：[复盘](https://ops.example.org/postmortems/2026-09-grpc-timeout-storm)"
    "，重试放大 9 倍（2026-09-20）\n"
)


def brief(date: str, *blocks: tuple[str, str, str]) -> str:
    body = "\n".join(
        f"增量 {n}：{title}（⭐⭐⭐）\n来源：inbox/q.md；{source}\n要点：- 一点 - 两点\n"
        f"可信度：高\n建议归入章节：§1.4 可靠性"
        for n, (title, source, _) in enumerate(blocks, 1)
    )
    return f"inference · E1 预消化简报({date})\n二、增量条目\n{body}\n"


def apply(doc: str, text: str) -> api.ApplyReport:
    smap = load_map(find_map(None, Path("/nonexistent")))
    return api.apply([Source("b.txt", text.encode())], Source("doc.md", doc.encode()), smap)


def test_the_address_of_a_specific_page_is_a_key() -> None:
    post = "https://Blog.Example.com/posts/2026-10-04-kv-eviction-study/?utm=x#fig2"
    assert marker.url_key(post) == "url:blog.example.com/posts/2026-10-04-kv-eviction-study"
    assert marker.url_key("https://github.com/acme/wren/blob/main/docs/tuning.md")
    assert marker.KEY_SHAPE.match(marker.url_key(post) or "")
    ported = marker.url_key("http://lab.example.net:8080/notes/quarry-v2-eval")
    assert ported == "url:lab.example.net/notes/quarry-v2-eval"


def test_a_site_a_listing_a_repository_or_an_issue_is_no_page_key() -> None:
    for address in (
        "https://example.com/",
        "https://example.com/blog/",
        "github.com/acme/wren/releases",
        "github.com/acme/wren",
        "https://github.com/acme/wren/releases/tag/v0.5.1",  # every change of the release
        "https://docs.example.com/en/release-notes/v2.3",
        "https://github.com/acme/wren/issues/912",  # a gh: key already
        "https://arxiv.org/abs/2610.01234",  # an arxiv: key already
    ):
        assert marker.url_key(address) is None, address


def test_an_increment_citing_an_entry_s_page_continues_it() -> None:
    text = brief(
        "2026-10-05",
        (
            "gRPC 重试风暴后续：官方加了退避上限",
            "https://ops.example.org/postmortems/2026-09-grpc-timeout-storm",
            "",
        ),
    )
    (action,) = apply(DOC, text).actions
    assert action.action == "updated"
    assert action.matched and "url:ops.example.org/postmortems" in action.matched


def test_the_page_key_is_carried_to_a_later_night() -> None:
    page = "https://lab.example.net/notes/palisade-dynamic-batching"
    first = apply(DOC, brief("2026-10-05", ("动态批处理网关 Corvid 上线", page, "")))
    (inserted,) = first.actions
    assert inserted.action == "inserted" and not inserted.possibly
    written = first.new_text.render()
    assert "url:lab.example.net/notes/palisade-dynamic-batching" in written
    second = apply(written, brief("2026-10-06", ("动态批处理 P99 复测", page, "")))
    (action,) = second.actions
    assert action.action == "updated" and "url:" in (action.matched or "")


def test_a_bare_address_is_the_key_of_its_https_form() -> None:
    bare = "来源：inbox/q/2026-10-07-notes.md；fenmark.tech/notes/sluice-batching-v2"
    (address,) = refs.urls(bare)
    assert marker.url_key(address) == marker.url_key(
        "https://fenmark.tech/notes/sluice-batching-v2"
    )
    assert refs.urls("见 tallow.works/blog/ledger-2-design 与 corvid.app/docs/queue-3") == [
        "tallow.works/blog/ledger-2-design",
        "corvid.app/docs/queue-3",
    ]


def test_a_mail_a_version_a_file_or_a_product_is_no_bare_address() -> None:
    for text in (
        "联系 ops@tallow.works/notes 获取",  # an e-mail
        "升级到 2.4.1/2.5.0 之后",  # versions
        "改了 config.yaml/settings 和 notes.md/a",  # file names
        "Next.js/React 组件、Vue.js/Nuxt 方案",  # `Name.js` products
        "inbox/q/2026-10-07-notes.md",  # a path in the inbox
    ):
        assert not [u for u in refs.urls(text) if marker.url_key(u)], text


def test_a_restatement_citing_the_bare_address_continues_the_entry() -> None:
    page = "fenmark.tech/notes/sluice-batching-v2"
    first = apply(DOC, brief("2026-10-05", ("排队网关 Sluice 2.0 上线", f"https://{page}", "")))
    (inserted,) = first.actions
    assert inserted.action == "inserted"
    second = apply(first.new_text.render(), brief("2026-10-06", ("分层准入调度复测结果", page, "")))
    (action,) = second.actions
    assert action.action == "updated" and f"url:{page}" in (action.matched or "")


def test_a_page_several_increments_of_a_briefing_cite_is_no_key() -> None:
    roundup = "https://weekly.example.com/issues/2026-w40-serving-roundup"
    text = brief(
        "2026-10-05",
        ("队列抖动观测新工具 Tallyho", roundup, ""),
        ("显存碎片整理策略 Sweepline", roundup, ""),
    )
    report = apply(DOC, text)
    assert [a.action for a in report.actions] == ["inserted", "inserted"]
    assert "url:weekly.example.com" not in report.new_text.render()
    later = apply(report.new_text.render(), brief("2026-10-06", ("显存碎片复测", roundup, "")))
    assert [a.action for a in later.actions] == ["inserted"]


def test_a_leaderboard_page_one_result_cited_is_not_another_product_s() -> None:
    """A result filed under one product's entry carries the leaderboard's page; another
    product's result citing that page on a later night is not that entry's news (a page many
    things cite), while the first product's follow-up citing it still continues it."""
    board = "https://rank.example.edu/s3/board"
    doc = DOC.replace("- **Palisade 批处理器** — 静态批\n", "- **Palisade 0.3** — 静态批\n")
    first = apply(doc, brief("2026-10-05", ("Palisade 0.3 在 ServeRank 的成绩：第 2", board, "")))
    (filed,) = first.actions
    assert filed.action == "updated"
    written = first.new_text.render()
    other = apply(
        written, brief("2026-10-06", ("Kestrel-Serve 2.0 在 ServeRank 的成绩", board, ""))
    )
    (action,) = other.actions
    assert action.action == "inserted"
    again = apply(written, brief("2026-10-06", ("Palisade 0.3 复测：升至第 1", board, "")))
    (action,) = again.actions
    assert action.action == "updated" and "url:" in (action.matched or "")
