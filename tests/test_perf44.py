"""Issue 26, round 44: the entries whose lead and first paragraph write a repository's path
are read once a run (`_NameRules._writing_path`), not once for each increment a component's
repository names (`_by_component_repository`). The kept reading answers what reading every
live entry does, on entries added since too, and a run of several briefings writes the same
document and reports the same with it as without it."""

from __future__ import annotations

import sys

import pytest

from patcher.config.sectionmap import SectionMap
from patcher.document import sections
from patcher.document.identity import lead_text
from patcher.plan.editor import Editor
from patcher.plan.evidence.index_name_rules import _NameRules
from patcher.text.source import split_text
from tests.conftest import EXAMPLES, ROOT, brief_text, run

sys.path.insert(0, str(ROOT / "bench"))
from generate import document as generated

_DOC = (
    "# Serving — living document\n\n"
    "Conventions: see README. One entry per product or paper. Last tidied: 2041-05-02.\n\n"
    "## §1.1 Engines, runtimes and orchestration\n\n"
    "### Corrick\n"
    "Abelmoor Labs · github.com/abelmoor/corrick (with its block store Pennock,"
    " github.com/abelmoor/pennock).\nDisaggregated prefill orchestrator.\n"
    "- 2041-03-20 — Pennock 0.9: RDMA transfer of KV blocks.\n\n"
    "### Fallowmere\n"
    "Ystrad Works · GitHub.com/Ystrad-Works/Fallowmere; built on Quillet,"
    " github.com/tarnvale/quillet.\nRequest router for serving fleets.\n\n"
    "### Harlequay\n"
    "Kiln Systems · github.com/\u212ailn-sys/harlequay (with its scheduler Mossgate,"
    " github.com/kiln-sys/mossgate, and x-kiln-sys/mossgate-extra).\nA serving mesh.\n\n"
    "## §1.2 Scheduling\n\n"
    "- **Wrenlow**（arXiv:3902.11873，orrin-ai/wrenlow#41）：SLO-aware batching.\n"
    "- **Brindlecote** [pell-co/brindle](https://example.invalid)cote：our fork.\n"
    "- 【Tessmoor｜潮石】：a cache layer.\n"
    "- 〈Brackwell〉溪井调度器｜溪井智算 —— a scheduler.\n"
    "- **Tamsin Gate**（github.com/orrin-ai/tamsin；见 orrin-ai/tamsin）：a gateway.\n\n"
    "## §1.3 KV cache\n\n"
    "- **Loamrest**（arXiv:3903.04411）：layer-wise KV eviction.\n\n"
    "## §1.4 Reliability and observability\n\n"
    "- **Lanternwick**：tracing SDK with per-token spans.\n\n"
    "## To verify\n\n"
    "- 2041-04-20 — a rumour.\n"
)

_PATHS = (
    "abelmoor/pennock",
    "abelmoor/corrick",
    "ystrad-works/fallowmere",
    "tarnvale/quillet",
    "kiln-sys/mossgate",
    "kiln-sys/harlequay",  # (a Kelvin sign folded to `k`)
    "ln-sys/mossgate",  # (inside a run)
    "pell-co/brindlecote",  # (joined across a link the lead reads as its text)
    "orrin-ai/wrenlow",
    "orrin-ai/tamsin",
    "nobody/nothing",
    "/",
    "Abelmoor/Pennock",  # (a character no folded run holds: every entry is read)
    "abelmoor /pennock",
    "tessmoor/",
    "r/x",
)


def _index(doc: str, smap: SectionMap) -> _NameRules:
    loaded = sections.load(split_text("d.md", doc), smap)
    names = Editor(loaded, smap).index.names
    assert isinstance(names, _NameRules)
    return names


def _every_live_entry(names: _NameRules, path: str) -> list[int]:
    live = [p for p in range(len(names.entries)) if names.entries[p].live]
    return [p for p in live if names._lead_and_paragraph(p).casefold().find(path) >= 0]


def _agrees(names: _NameRules, path: str) -> bool:
    kept = names._writing_path(path)
    return kept is None or kept == _every_live_entry(names, path)


def test_the_kept_runs_find_what_reading_every_entry_finds(default_map: SectionMap) -> None:
    names = _index(_DOC, default_map)
    assert all(_agrees(names, path) for path in _PATHS)
    assert names._writing_path("kiln-sys/harlequay") == _every_live_entry(
        names, "kiln-sys/harlequay"
    )
    assert names._writing_path("pell-co/brindlecote")  # (what `lead_text` reads, not the line)
    assert names._writing_path("Abelmoor/Pennock") is None
    assert names._writing_path("nobody/nothing") == []


def test_entries_added_after_the_first_reading_are_read_too(default_map: SectionMap) -> None:
    names = _index(_DOC, default_map)
    assert names._writing_path("abelmoor/pennock")
    before = len(names.entries)
    names.add("**Stavewood**（github.com/abelmoor/pennock 的 fork）：a fork", "§1.1", ())
    names.add("**Quoin**（sorrel-ai/quoin）：planned", "§1.2", ())
    assert len(names.entries) == before + 2
    for path in (*_PATHS, "sorrel-ai/quoin"):
        assert _agrees(names, path), path
    assert before in (names._writing_path("abelmoor/pennock") or ())


def test_lead_text_writes_a_slash_of_its_own_only_between_spaces(
    default_map: SectionMap,
) -> None:
    """What lets `_writing_path` skip an entry whose lead writes no slash."""
    leads = [
        *_DOC.splitlines(),
        *generated(60_000).splitlines(),
        *(EXAMPLES / "inference.md").read_text(encoding="utf-8").splitlines(),
        "羽笺 ‖ Quill RAG ‖ Northwind Labs —— 模块化 RAG 框架",
        "鲸跃 `orca-serve` @星海智算 ⸺ 开源推理引擎",
        "〖帆索〗Halyard｜Northwind｜向量库",
    ]
    for lead in (line.lstrip("-#* ") for line in leads if "/" not in line):
        read = lead_text(lead)
        assert all(read[at - 1 : at + 2] == " / " for at, c in enumerate(read) if c == "/"), lead
    assert "/" in lead_text("【Tessmoor｜潮石】：a cache layer.")  # (the test reads one)


@pytest.mark.parametrize("size", [60_000])
def test_the_kept_runs_agree_on_a_generated_document(default_map: SectionMap, size: int) -> None:
    text = generated(size)
    names = _index(text, default_map)
    names._writing_path("a/b")
    runs = set(names._paths)
    assert runs  # (the generated leads cite issues: `（owner/repo#N）`)
    for path in [*sorted(runs)[:40], "rt#1/x", "core/"]:
        assert _agrees(names, path), path


_COMPONENTS = (
    ("Pennock 1.0 —— 多路径 RDMA 传输", "github.com/abelmoor/pennock/releases/tag/v1.0.0"),
    ("Quillet 3.0 —— 新的序列化格式", "github.com/tarnvale/quillet/releases/tag/v3.0.0"),
    ("Mossgate 2.0 —— 调度器重写", "github.com/kiln-sys/mossgate/releases/tag/v2.0.0"),
)


def _briefs() -> list[str]:
    return [
        brief_text(
            f"增量 1：{title}（⭐⭐⭐）\n来源：inbox/x.md §1；{source}\n要点：- 要点一 - 要点二\n"
            "可信度：高\n建议归入章节：§1.1",
            date=f"2041-05-0{n + 1}",
        )
        for n, (title, source) in enumerate(_COMPONENTS)
    ]


def test_a_run_of_several_briefings_is_the_same_without_the_kept_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[str] = []
    kept = _NameRules._writing_path

    def counted(self: _NameRules, path: str) -> list[int] | None:
        asked.append(path)
        return kept(self, path)

    monkeypatch.setattr(_NameRules, "_writing_path", counted)
    with_runs = run(_DOC, *_briefs())
    assert len(asked) >= 2  # (the rule read the entries for more than one increment)
    monkeypatch.setattr(_NameRules, "_writing_path", lambda self, path: None)
    every_entry = run(_DOC, *_briefs())
    assert with_runs.new_text.render() == every_entry.new_text.render()
    assert with_runs.diff == every_entry.diff
    assert [(a.action, a.matched) for a in with_runs.actions] == [
        (a.action, a.matched) for a in every_entry.actions
    ]
    assert any("Corrick" in (a.matched or "") for a in with_runs.actions)
