"""A document whose entries are led by repository ids (`` `tamsin-lab/tamsin-clone-0.4` ``) and
whose preamble files news about a release (a licence change, an incident, a regression) under
its entry: a title naming the product by its first word alone (`Tamsin 语音克隆 0.4 许可变更`)
continues the one entry whose repository name starts with that word; and where the preamble
gives tools one entry per repository beside the release rule, a tool's launch entry a night
wrote takes its later releases."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import versions
from patcher.text.source import Source
from tests.conftest import brief_text, entry_at, increment, line_of, run

PREAMBLE = (
    "**House style.** One entry per published model, led by its repository id in a code span.\n"
    "Whatever else concerns a release (fine-tunes, incidents, licence changes) is added under\n"
    "its entry as a dated quote line.\n"
)
DOC = (
    f"# audio · living document\n\n{PREAMBLE}\n## §1.1 Vision-language models\n\n"
    "- `brightfen/ouzel-vl-7b` — Brightfen, 2031-02: 7B VLM.\n\n"
    "## §1.2 Image and video generation\n\n"
    "- `copse/loam-img-2` — Copse, 2031-03: text-to-image.\n\n"
    "## §1.3 Speech models\n\n"
    "- `tamsin-lab/tamsin-clone-0.4` — Tamsin Lab, 2031-04: voice cloning.\n"
    "- `quarry-ai/whinchat-asr-2` — Quarry AI, 2031-05: streaming ASR.\n\n"
    "## §1.4 Infrastructure\n\n"
)


def _action(title: str, doc: str = DOC) -> api.Action:
    smap = load_map(find_map(None, Path("/nonexistent")))
    brief = brief_text(increment(1, title, section="§1.3 语音模型"))
    report = api.apply([Source("b.txt", brief.encode())], Source("d.md", doc.encode()), smap)
    return report.actions[0]


def test_news_said_to_concern_a_release_is_filed_under_its_entry() -> None:
    assert versions.news_kinds_under_release(PREAMBLE) == {"licence", "incident"}
    assert versions.news_kind("Whinchat 识别服务 CVE-2031-7788", frozenset({"incident"}))
    assert not versions.news_kind("Whinchat 0.3.1 修复 CVE-2031-7788", frozenset({"incident"}))


@pytest.mark.parametrize(
    ("title", "entry"),
    [
        ("Tamsin 语音克隆 0.4 许可变更 — 改为研究用途", "tamsin-lab/tamsin-clone-0.4"),
        ("Whinchat 流式识别延迟回归 — 长句首字变慢", "quarry-ai/whinchat-asr-2"),
        ("Whinchat ASR outage after the CDN switch", "quarry-ai/whinchat-asr-2"),
        ("Whinchat 识别服务 CVE-2031-7788 — 音频头解析越界", "quarry-ai/whinchat-asr-2"),
    ],
)
def test_filed_news_by_the_product_word_continues_the_repository_entry(
    title: str, entry: str
) -> None:
    action = _action(title)
    assert action.action == "updated" and entry in (action.matched or ""), action


@pytest.mark.parametrize(
    "title",
    [
        "Tamsin 语音克隆 0.6 许可变更",  # another release than the entry's
        "Whinchat 流式识别新增粤语",  # no kind the preamble files under the release
    ],
)
def test_no_continuation_without_the_filed_kind_or_with_another_release(title: str) -> None:
    assert _action(title).action == "inserted"


def test_no_continuation_where_the_preamble_files_nothing_under_the_release() -> None:
    doc = DOC.replace(PREAMBLE, "One entry per published model, led by its repository id.\n")
    assert _action("Tamsin 语音克隆 0.4 许可变更 — 改为研究用途", doc).action == "inserted"


PER_REPOSITORY = (
    "**House style.** One entry per published model; each major or minor release gets its own\n"
    "entry.\n"
    "Tools (servers, proxies, gateways) get one entry per repository, not per version.\n"
)
_RELEASE_RULE = PER_REPOSITORY.rsplit("Tools", 1)[0]


def test_one_entry_per_repository_scopes_the_release_rule() -> None:
    assert not versions.states_release_entries_for_all(PER_REPOSITORY)
    assert versions.states_release_entries_for_all(_RELEASE_RULE)


@pytest.mark.parametrize("scoped", [True, False])
def test_a_tools_launch_entry_takes_its_releases_where_tools_get_one_entry(scoped: bool) -> None:
    preamble = PER_REPOSITORY if scoped else _RELEASE_RULE
    doc = DOC.replace(PREAMBLE, preamble)
    launch = brief_text(
        increment(1, "Brookline — 开源多模态推理网关首发", section="§1.4 多模态服务"),
        date="2031-05-02",
    )
    night = run(doc, launch).new_text.render()
    release = brief_text(
        increment(1, "Brookline v0.3 — 新增 gRPC 入口", section="§1.4 多模态服务"),
        date="2031-05-09",
    )
    text = run(night, release).new_text.render()
    held = entry_at(text, line_of(text, "id=2031-05-09#1"))
    assert ("开源多模态推理网关首发" in held) is scoped, held
