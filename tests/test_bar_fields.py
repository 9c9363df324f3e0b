"""A lead of bar-separated fields after a bold name (`**Name vX.Y**｜maker｜date：…`): the
fields after the name are its maker and date, not the other half of a two-language name."""

from __future__ import annotations

from pathlib import Path

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.evidence import subject
from patcher.text.source import Source
from tests.conftest import brief_text, increment

DOC = (
    "# agent 活文档\n\n> 维护约定：框架按发布版本立条——每个小版本 X.Y 一条，补丁版（X.Y.Z）记在所属 "
    "X.Y 那一条下面。\n\n## §1.1 框架\n\n"
    "- **Tanglewood v1.4**｜Bramble Labs｜2029-11-12：持久化检查点改用分片存储。\n"
    "- **Osprey v0.7**｜鱼鹰实验室｜2029-10-30：事件驱动 actor 内核定型。\n\n"
    "## §1.2 工具\n\n## §1.3 基准\n\n## §1.4 可靠性\n"
)


def test_the_fields_after_a_bold_name_are_no_name() -> None:
    assert (
        subject("**Tanglewood v1.4**｜Bramble Labs｜2029-11-12：持久化检查点") == "Tanglewood v1.4"
    )
    assert subject("**Osprey v0.7**｜鱼鹰实验室｜2029-10-30：内核") == "Osprey v0.7"
    assert subject("**Osprey v0.7**｜鱼鹰云（Osprey Cloud）｜2029-10-30：内核") == "Osprey v0.7"
    assert subject("**羽匠**｜Quillsmith｜北辰智能 — 编码智能体") == "羽匠 / Quillsmith"


def test_a_patch_goes_under_its_release_entry() -> None:
    smap = load_map(find_map(None, Path("/nonexistent")))
    for title, name in (
        ("Tanglewood1.4.2发布：检查点写入竞态修复", "Tanglewood v1.4"),
        ("Osprey 0.7.3 — actor 内核内存泄漏修复", "Osprey v0.7"),
    ):
        brief = brief_text(increment(1, title, section="§1.1"))
        report = api.apply([Source("b.txt", brief.encode())], Source("d.md", DOC.encode()), smap)
        action = report.actions[0]
        assert action.action == "updated" and name in (action.matched or ""), action
