"""`adopt --write-map` proposes update and entry templates in the document's own style; apply
with the written map writes lines of that shape, idempotently, and `check` stays clean."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from patcher import api
from patcher.briefing.parse import parse_source
from patcher.config.maps import load_map
from patcher.config.sectionmap import SectionMap
from patcher.lint.check import check_text
from patcher.plan.render import render_values
from patcher.text.source import Source, decode, read_source

from .conftest import CliInvoke, brief_text, increment

ENGLISH = """\
# Inference notes

## §1.1 Engines

- **GraphLoom** — graph-native serving engine from Loomworks.
  - 2038-03-18 — v4.0: async RetrievalGraph.
  - 2038-04-02 — v4.1: streaming tool calls.
- **Quillserve** — a small C++ runtime.
  - 2038-02-11 — 3.4 adds FP8 kernels.
- **Tallyo** — an on-device engine.

## §1.2 Scheduling

- **FairBatch** — per-tenant fair batching.
  - 2038-01-20 — paper accepted at MLSys.

## §1.3 KV Cache

- **PageStore** — tiered KV offload.

## §1.4 Reliability

- **Probe** — health probes for serving fleets.
"""

CHINESE = """\
# 推理笔记

## §1.1 框架格局

- **GraphLoom**：图原生推理引擎。
  - 03-18：4.0 发布，异步检索图。
  - 04-02：4.1 支持流式工具调用。
- **Quillserve**：小型 C++ 运行时。
  - 02-11：3.4 加入 FP8 内核。
- **塔利**：端侧引擎。

## §1.2 推理调度

- **FairBatch**：按租户公平合批。
  - 01-20：论文被 MLSys 接收。

## §1.3 KV Cache

- **PageStore**：分层 KV 卸载。

## §1.4 推理可靠性与可观测性

- **Probe**：服务集群健康探针。
"""

BRIEF = brief_text(
    increment(1, "GraphLoom发布4.2版", "§1.1 框架格局", "- 支持多租户检索图 - 延迟降低 20%"),
    increment(2, "Zephyr推理引擎开源", "§1.1 框架格局", "- 新的端侧推理引擎"),
    date="2038-05-02",
)

CASES = {
    "english": (
        ENGLISH,
        "{date} — {title}: {summary}",
        "**{title}** — {summary}",
        "  - 2038-05-02 — GraphLoom发布4.2版: 支持多租户检索图 <!-- livedoc:id=2038-05-02#1 -->",
        "- **Zephyr推理引擎开源** — 新的端侧推理引擎 <!-- livedoc:id=2038-05-02#2 -->",
    ),
    "chinese": (
        CHINESE,
        "{day}：{title}：{summary}",
        "**{title}**：{summary}",
        "  - 05-02：GraphLoom发布4.2版：支持多租户检索图 <!-- livedoc:id=2038-05-02#1 -->",
        "- **Zephyr推理引擎开源**：新的端侧推理引擎 <!-- livedoc:id=2038-05-02#2 -->",
    ),
}


def written_map(cli_invoke: CliInvoke, tmp_path: Path, doc: str) -> SectionMap:
    (tmp_path / "doc.md").write_text(doc, encoding="utf-8")
    result = cli_invoke("adopt", "doc.md", "--write-map", "section_map.yaml")
    assert result.exit_code == 0, result.output
    return load_map(read_source(str(tmp_path / "section_map.yaml")))


def apply(doc: str, smap: SectionMap) -> api.ApplyReport:
    return api.apply([Source("b.txt", BRIEF.encode())], Source("doc.md", doc.encode()), smap)


@pytest.mark.parametrize("case", CASES)
def test_the_written_map_writes_new_lines_in_the_documents_style(
    case: str, cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc, update, entry, new_update, new_entry = CASES[case]
    monkeypatch.chdir(tmp_path)
    smap = written_map(cli_invoke, tmp_path, doc)
    assert (smap.template.update, smap.template.entry) == (update, entry)
    first = apply(doc, smap)
    text = first.new_text.render()
    lines = text.split("\n")
    assert new_update in lines and new_entry in lines
    again = apply(text, smap)
    assert not again.changed and not again.diff  # the second run changes nothing
    assert check_text(decode(Source("doc.md", text.encode())), smap) == []


def test_adopt_shows_each_template_with_the_lines_it_was_read_from(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "doc.md").write_text(ENGLISH, encoding="utf-8")
    out = cli_invoke("adopt", "doc.md").stdout
    assert "update    `{date} — {title}: {summary}` (4 of 4 dated updates in this shape)" in out
    assert "entry     `**{title}** — {summary}` (6 of 6 entries in this shape)" in out
    assert out.endswith("ready: `patcher apply` can patch this document\n")


SHIPPED_STYLE = """\
# 推理

## §1.1 框架格局

- **A** ⭐⭐（2038-01-01）：一
  - 2038-01-02 续：A 2.0 ⭐：二
  - 2038-01-03 续：A 2.1 ⭐：三
- **B** ⭐（2038-01-01）：一
  - 2038-01-04 续：B 3 ⭐⭐：四
- **C**（2038-01-05）：五

## §1.2 推理调度

## §1.3 KV Cache

## §1.4 推理可靠性与可观测性
"""


def test_a_document_in_the_maps_own_style_keeps_the_maps_templates(
    cli_invoke: CliInvoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, default_map: SectionMap
) -> None:
    monkeypatch.chdir(tmp_path)
    smap = written_map(cli_invoke, tmp_path, SHIPPED_STYLE)
    assert smap.template == default_map.template
    out = cli_invoke("adopt", "doc.md").stdout
    assert "the map's kept: it already reads 3 of the 3 dated updates" in out


def test_an_entry_shape_few_entries_share_is_not_proposed(default_map: SectionMap) -> None:
    doc = ENGLISH.replace("- **Quillserve** — ", "- Quillserve, ").replace(
        "- **Tallyo** — ", "- Tallyo: "
    )
    doc = doc.replace("- **PageStore** — ", "- PageStore ").replace("- **Probe** — ", "- Probe ")
    result = api.adopt(Source("doc.md", doc.encode()), default_map, "section_map.yaml")
    assert result.proposed() == {"update": "{date} — {title}: {summary}"}
    (entry,) = [p for p in result.templates if p.key == "entry"]
    assert entry.why == "only 2 of 6 entries open `**name** — `"


@pytest.mark.parametrize(
    ("line", "template"),
    [
        ("  - [03-18] 4.0 发布，异步检索图", "[{day}] {title}：{summary}"),
        ("  - （03-18）4.0 发布，异步检索图", "（{day}）{title}：{summary}"),
        ("  - ↳ 2038-03-18: v4.0 ships async graphs", "↳ {date}: {title}: {summary}"),
        ("  - 2038-03-18 v4.0 ships async graphs", "{date} {title}: {summary}"),
    ],
)
def test_date_forms_and_separators(line: str, template: str, default_map: SectionMap) -> None:
    last = "- **C**（2038-01-05）：五"
    doc = SHIPPED_STYLE.replace(last, "\n".join([last] + [line] * 4))
    result = api.adopt(Source("doc.md", doc.encode()), default_map, "section_map.yaml")
    assert result.proposed().get("update") == template


def test_the_day_placeholder_writes_the_month_and_day(default_map: SectionMap) -> None:
    inc = parse_source(Source("b.txt", BRIEF.encode())).increments[0]
    values = render_values(inc, "2038-05-02", "§1.1", default_map)
    assert (values["date"], values["day"]) == ("2038-05-02", "05-02")


def test_the_shipped_map_writes_as_before(default_map: SectionMap) -> None:
    text = apply(ENGLISH, default_map).new_text.render()
    assert re.search(r"^  - 2038-05-02 续：GraphLoom发布4\.2版 ⭐⭐⭐：", text, re.M)
