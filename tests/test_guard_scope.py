"""The guard's scope: every block GitHub shows, hidden text of every kind, honest messages.

Found by an adversarial tester: text moved into an image's alt text passed; paragraphs,
quotes and headings outside the anchor sections could be deleted; entries wrapped in a
comment were reported "deleted"; a deleted entry was reported "moved" to an unrelated new
entry when the same change added entries (a night applied on top).
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from patcher import api
from patcher.config.sectionmap import SectionMap
from patcher.lint.guard import check_loss
from patcher.lint.review import Review
from patcher.text.source import Source, split_text

from .conftest import EXAMPLES

DOC = (EXAMPLES / "inference.md").read_text(encoding="utf-8")
ROPE = "- **Fathom**（arXiv:2609.17652）⭐⭐⭐（2026-09-18）：KV Cache Bit-Plane，per-query read depth。"
ROPE_TEXT = ROPE.removeprefix("- **Fathom**")


def guard(new: str, smap: SectionMap, head: str = DOC) -> list[tuple[str, str]]:
    found = check_loss(split_text("HEAD:d.md", head), split_text("d.md", new), smap)
    return [(f.code, f.message) for f in found]


def edited(old: str, new: str) -> str:
    assert DOC.count(old) == 1, old
    return DOC.replace(old, new)


@pytest.mark.parametrize(
    "image",
    [
        f"![{ROPE_TEXT}](https://example.org/icon.png)",
        f'<img src="https://example.org/icon.png" alt="{ROPE_TEXT}">',
        f"<img alt='{ROPE_TEXT}' src='https://example.org/icon.png'>",
    ],
    ids=["markdown image", "html img", "html img, alt first"],
)
def test_text_moved_into_an_images_alt_text_is_hidden(image: str, default_map: SectionMap) -> None:
    ((code, message),) = guard(edited(ROPE, f"- **Fathom** {image}"), default_map)
    assert code == "PD018" and "alt text" in message and "Fathom" in message


def test_an_image_added_beside_the_text_is_no_loss(default_map: SectionMap) -> None:
    assert guard(edited(ROPE, ROPE + " ![图示](https://example.org/fig.png)"), default_map) == []


HUMAN = {
    "a paragraph outside the anchors": (
        "本节之外的内容由人维护。行尾有两个空格的硬换行  \n也必须原样保留。\n\n",
        "",
    ),
    "a line of the opening quote": (
        "> 本文档由 E2 夜间合并维护：每条增量一个要点，续立的条目原地追加带日期的子要点。\n",
        "",
    ),
    "a heading outside the anchors": ("## 0. 阅读指南\n\n", ""),
    "a paragraph cut short": ("本节之外的内容由人维护。", "本节。"),
}


@pytest.mark.parametrize("name", HUMAN)
def test_text_outside_the_anchor_sections_is_guarded(name: str, default_map: SectionMap) -> None:
    found = guard(edited(*HUMAN[name]), default_map)
    assert [code for code, _ in found] == ["PD017"], found


def test_text_outside_the_anchors_moved_or_fixed_is_no_loss(default_map: SectionMap) -> None:
    paragraph = "本节之外的内容由人维护。行尾有两个空格的硬换行  \n也必须原样保留。\n\n"
    moved = edited(paragraph, "").replace("## 3. 历史\n", "## 3. 历史\n\n" + paragraph)
    assert guard(moved, default_map) == []
    assert guard(edited("本节之外的内容由人维护", "本节之外的内容由人来维护"), default_map) == []


def test_entries_wrapped_in_a_comment_are_reported_as_hidden(default_map: SectionMap) -> None:
    new = edited(ROPE, "<!--\n" + ROPE).replace(
        "生产级 KV Cache 缓存层。\n", "生产级 KV Cache 缓存层。\n-->\n"
    )
    found = guard(new, default_map)
    assert len(found) == 4 and {code for code, _ in found} == {"PD018"}, found
    assert all("inside an HTML comment" in message for _, message in found)


def _night(brief: Path, doc: str, smap: SectionMap) -> str:
    report = api.apply([Source(brief.name, brief.read_bytes())], Source("d.md", doc.encode()), smap)
    assert report.changed
    return report.new_text.render()


@pytest.mark.parametrize("nights", [1, 2], ids=["one night", "two nights"])
def test_an_entry_deleted_under_new_entries_is_deleted_not_moved(
    nights: int, default_map: SectionMap
) -> None:
    """A reviewer deletes an entry on the nightly branch; the next nights add entries on top:
    the deletion is no move to one of the new entries."""
    new = edited(ROPE + "\n", "")
    for brief in sorted((EXAMPLES / "briefs").iterdir())[-nights:]:
        new = _night(brief, new, default_map)
    ((code, message),) = guard(new, default_map)
    assert code == "PD009" and "Fathom" in message and "was deleted" in message


def test_a_paragraph_split_in_three_is_no_loss(default_map: SectionMap) -> None:
    old = "vLLM / SGLang / LMDeploy / TensorRT-LLM 四主流引擎格局；以下条目按锚定时间排列。"
    new = "vLLM / SGLang / LMDeploy\n\nTensorRT-LLM 四主流引擎格局；\n\n以下条目按锚定时间排列。"
    assert guard(edited(old, new), default_map) == []


def _review(new: str, smap: SectionMap, doc: str = DOC) -> Review:
    diff = "".join(
        difflib.unified_diff(
            DOC.splitlines(keepends=True), new.splitlines(keepends=True), "a/d.md", "b/d.md"
        )
    )
    return api.review(diff, Source("d.md", doc.encode()), smap, "d.md", "p.diff")


@pytest.mark.parametrize("side", ["before", "after"])
def test_review_calls_lines_added_to_hide_entries_churn(side: str, default_map: SectionMap) -> None:
    """`<!--` before one entry and `-->` after the last: nothing removed, four entries hidden
    (the review reads the document on either side of the patch)."""
    last = "- **LMCache**（arXiv:2510.09665）⭐⭐⭐⭐（2026-09-16）：生产级 KV Cache 缓存层。\n"
    new = edited(ROPE, "<!--\n" + ROPE).replace(last, last + "-->\n- **新条目**：手写的一条。\n")
    result = _review(new, default_map, DOC if side == "before" else new)
    (hunk,) = result.hunks
    assert result.churn and hunk.removed == 0
    hidden = [c for c in hunk.churn if "GitHub no longer shows" in c]
    assert len(hidden) == 4 and all("PD018" in c and "HTML comment" in c for c in hidden)
    assert "**Fathom**" in hidden[0] and "line 62 before the patch" in hidden[0]


def test_review_calls_text_moved_into_alt_text_churn(default_map: SectionMap) -> None:
    new = edited(ROPE, f"- **Fathom** ![{ROPE_TEXT}](https://example.org/i.png)")
    result = _review(new, default_map)
    assert result.churn and any("PD018" in c and "alt text" in c for c in result.hunks[0].churn)


def test_review_of_an_added_entry_is_no_churn(default_map: SectionMap) -> None:
    assert not _review(edited(ROPE, ROPE + "\n- **新条目**：手写的一条。"), default_map).churn


def test_review_of_a_patch_that_is_not_the_documents_is_churn(default_map: SectionMap) -> None:
    new = edited(ROPE, ROPE + "\n- **新条目**：手写的一条。")
    other = DOC.replace("- **Edge0**", "- **Edge-0**")  # neither side of the patch
    result = _review(new, default_map, other)
    assert result.churn and "cannot be told" in " ".join(result.hunks[0].churn)


def test_the_front_matter_is_metadata_not_guarded_text(default_map: SectionMap) -> None:
    """GitHub shows YAML front matter as a table, but it is metadata: its values change."""
    assert guard(edited("owner: E2 nightly", "owner: 推理组值班同学"), default_map) == []
