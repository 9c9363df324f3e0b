"""Adversarial pass 53 (contra14, lead209, devleft2, lead208, adv52left, perf40 and 1afd9297's readings; adversarial52's harness): apply each labelled case (labels.yaml) to its document in memory and
score it: python score.py [--json] [--briefs DIR]. One briefing per case (date 2035-06-20 unless
its header says otherwise): one increment, its fields and lines as the case writes them (`raw`:
the increments section's lines as written), and a contradiction item when the case has one
(`nohead`: no increments heading; `chead`: the contradictions heading as written); the shipped
section map; nothing written. `arxiv`: the briefing's arXiv list (`id | title | relation`);
`style`: how doc-lc's index list writes its items; `prior`: titles a briefing of 2035-06-10
brought first; `keeps` / `lacks`: lines the result must hold verbatim / text it must not hold
(else WRONG); `shows`: text the result should hold (else MISSED); `resolves`: the earlier note (`2035-06-10#c2`)
the case's item must close (its last contradiction item is the case's); `resolved_on`: the
entry (or section) holding the resolution line of tonight's item; `nested`: the continuation's
line is indented (inside a `- History:` list); `n11`..`n14`: a section's italic note under its
heading (`_NOTES` unless the case gives one)."""

from __future__ import annotations

import json
import re
import sys
from dataclasses import replace
from pathlib import Path

import yaml

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

HERE = Path(__file__).resolve().parent
DATE = "2035-06-20"
HEAD = f"inference · E1 预消化简报({DATE})"
_TOP = re.compile(r"^(?:- |\d+\. )")
_ID = re.compile(r"^\d{4}-\d{2}-\d{2}#")
_HEADED = re.compile(r"^#{2,3} ")
# Both documents' entries are `### ` headings (doc-zg's `## 待核实` holds the pending note).
_KEEPS: dict[str, list[str]] = {}
_HEADINGS: set[str] = {"doc-zg.md", "doc-zh.md", "doc-zh-first.md"}
_PRE: dict[str, str] = {
    "doc-zg.md": "> 约定：每个产品一条，新版本、故障与评测成绩都写成该产品条目下的【MM-DD】子项。论文在 §1.3 各自立条。\n\n",
    "doc-zh.md": "Conventions: one entry per thing: `[MODEL]` (models), `[API]` (hosted APIs), `[APP]` (apps), `[TOOL]` (tools), `[BENCH]` (benchmarks), its history nested under `- History:` as dated items. Scores go under the scored product. Each incident gets its own entry in §1.4. Papers get their own entries in §1.3.\n\n",
}
# doc-zg's section notes (`{n11}`..`{n14}`), each case may replace one.
# doc-zh as first written (`### [API] Gantry`, a `- Links:` item beside Fenlark's `- History:`).
_PRE["doc-zh-first.md"] = _PRE["doc-zh.md"]
# doc-zh's headings carry no kind tag (the first-written doc's did): a label's `### [API] Gantry`
# names the entry doc-zh heads `### Gantry`.
_UNTAGGED = {"doc-zh.md"}
_HEAD_TAG = re.compile(r"^### \[[A-Z]+\] ")
_NOTES = {
    "n11": "",
    "n12": "*评测基准与排行榜（基准自身的版本记在基准条目下）。*",
    "n13": "*论文（各立一条）。*",
    "n14": "",
}
# doc-lc's index list: (id, title, section, first day, last day), written in a case's `style`.
_ROWS = [
    ("3501.04411", "Osprey: Paged Serving at Scale", "§1.1", "2035-01-20", "2035-03-02"),
    ("3503.20517", "Lattice Batching for Mixed Prompts", "§1.1", "2035-03-09", "2035-03-09"),
    (
        "3502.11873",
        "Lessons from the 2035-02-14 Eviction Storm",
        "§1.2",
        "2035-02-20",
        "2035-02-20",
    ),
]
STYLES = {
    "added-updated": "- {0} — {1} ({2}; added {3}, updated {4})",
    "plain": "- {0} — {1} ({2})",
    "published": "- {0} — {1} ({2}, published {3})",
    "added": "- {0} — {1} ({2}; added {3})",
    "updated-added": "- {0} — {1} ({2}; updated {4}, added {3})",
    "zh": "- {0} — {1}（{2}，首次收录 {3}，最近确认 {4}）",
    "submitted": "- {0} — {1} ({2}; submitted {3})",
    "dotted": "* **{0}** · {1} · {2} · {4}",
}


def block(case: dict) -> list[str]:
    """The increment's lines: the case's own `block`, or one built from its fields."""
    if case.get("raw"):
        return list(case["raw"])
    if case.get("block"):
        return [f"增量 1：{case['title']}（⭐⭐⭐）", *case["block"]]
    points = [f"- {p}" for p in case.get("pt") or ["见来源"]]
    src = case.get("src", "inbox/test/notes.md")
    lines = [f"增量 1：{case['title']}（⭐⭐⭐）", f"来源：{src}", "要点：", *points]
    lines += case.get("fields") or []
    lines += ["可信度：中", f"与活文档现有脉络的关系：{case.get('rel', '无')}"]
    return [*lines, f"建议归入章节：{case['sec']}", *(case.get("after") or []), *listed(case)]


def listed(case: dict) -> list[str]:
    """The briefing's arXiv list (四、), when the case gives one."""
    if not case.get("arxiv"):
        return []
    rows = [f"| {row} |" for row in case["arxiv"]]
    return [
        "四、可引用 arXiv 号列表",
        "| arXiv 号 | 标题 | 可信度 | 关系 |",
        "|---|---|---|---|",
        *rows,
    ]


def briefing(case: dict) -> str:
    """The case as an E1 briefing (header, summary, the increment, its contradiction item)."""
    lines = [*(case.get("before") or []), case.get("head", HEAD), "状态摘要", "- 增量条数：1 条"]
    lines += [*([] if case.get("nohead") else ["二、增量条目"]), *block(case)]
    if case.get("item"):
        lines += [case.get("chead", "三、值得警惕的矛盾或待核实说法"), *case["item"]]
    return "\n".join([*lines, "本报告由 test 生成"]) + "\n"


def document(case: dict) -> str:
    """The case's document, its preamble replaced where the case gives one, the lines
    holding a piece of the case's `drop` left out."""
    text = (
        (HERE / case["doc"])
        .read_text(encoding="utf-8")
        .replace("{pre}", case.get("pre", _PRE.get(case["doc"], "")))
        .replace(
            "{index}",
            "\n".join(STYLES[case.get("style", "added-updated")].format(*r) for r in _ROWS),
        )
    )
    for key, default in _NOTES.items():
        text = text.replace("{" + key + "}", case.get(key, default))
    drop = case.get("drop") or []
    return "\n".join(ln for ln in text.split("\n") if not any(d in ln for d in drop))


def entry_of(text: str, line: int, doc: str = "") -> str:
    """The top-level entry (its first line) holding the 1-based `line`; in a document whose
    entries are headings, the `##`/`###` heading above it."""
    lines = text.split("\n")
    top = _HEADED if doc in _HEADINGS else _TOP
    fenced, inside = set(), False
    for n, ln in enumerate(lines):
        inside = inside != ln.startswith("```")
        if inside or ln.startswith("```"):
            fenced.add(n)
    found = (n for n in range(line - 1, -1, -1) if n not in fenced and top.match(lines[n]))
    return next((lines[n] for n in found), "")


def heading_of(text: str, line: int) -> str:
    """The heading above the 1-based `line`."""
    lines = text.split("\n")
    return next((lines[n] for n in range(line - 1, -1, -1) if lines[n].startswith("#")), "")


def judge(want: str, got: str, also: list[str]) -> str:
    """ok when the decision is the label's or one it also accepts; else WRONG or MISSED."""
    empty = ("", "new", "verify")
    if any((a in empty and got in empty) or (a not in empty and a in got) for a in [want, *also]):
        return "ok"
    return "MISSED" if got in empty else "WRONG"


def decided(case: dict, report: api.ApplyReport) -> tuple[str, str]:
    """What the tool did: the entry continued or the note's entry (`` when new or 待核实), and
    where a new entry went."""
    text = report.new_text.render()
    if "resolved_on" in case["expect"]:
        lines = text.split("\n")
        at = next((n for n, ln in enumerate(lines) if f"id={DATE}#c1" in ln), None)
        return ("" if at is None else entry_of(text, at + 1, case["doc"])), ""
    if "resolves" in case["expect"]:
        if not report.contradictions:
            return "", ""
        note = report.contradictions[-1]
        cited = note.action == "resolved" and case["expect"]["resolves"] in (note.matched or "")
        if cited:
            return case["expect"]["resolves"], ""
        # (another note closed: wrong; the item left open or noted: a miss)
        return (f"resolved: {note.matched}" if note.action == "resolved" else ""), ""
    if "note" in case["expect"]:
        if not report.contradictions:  # (the item not read: no note, a miss)
            return "", ""
        note = report.contradictions[-1]  # (a prior night's items come first)
        got = note.attached_to or ""
        if _ID.match(got) and note.line:  # (under tonight's sub-item: the entry holding it)
            got = entry_of(text, note.line, case["doc"])
        elif got.startswith("entry '") and note.line:  # (an editor's entry: its heading)
            got = entry_of(text, note.line, case["doc"]) or got
        # (a resolution the item's own line gives, on its entry: the note is there, `resolved`)
        placed = note.action in ("attached", "resolved")
        return ("" if got.startswith("verify") or not placed else got), ""
    act = report.actions[0]
    if act.action == "updated" and act.line:
        return entry_of(text, act.line, case["doc"]), ""
    return "", heading_of(text, act.line) if act.line else ""


def checked(case: dict, text: str, verdict: str) -> str:
    """The verdict after the case's checks of the written text: a line it keeps lost or a
    text it lacks written is WRONG; a text it shows not written is MISSED."""
    lines = text.split("\n")
    if any(k not in lines for k in [*(case.get("keeps") or []), *_KEEPS.get(case["doc"], [])]):
        return "WRONG"
    if any(x in text for x in case.get("lacks") or []):
        return "WRONG"
    if verdict == "ok" and any(w not in text for w in case.get("shows") or []):
        return "MISSED"
    return verdict


def outcome(case: dict, smap) -> dict:
    """What the tool did with the case, and its verdict against the label."""
    doc = document(case)
    briefs = [Source("brief.txt", briefing(case).encode())]
    for title in reversed(case.get("prior") or []):
        head = HEAD.replace(DATE, "2035-06-10")
        old = {"id": "prior", "title": title, "sec": case["sec"], "head": head}
        if isinstance(title, dict):
            old = {**old, **title}
        briefs.insert(0, Source("prior.txt", briefing(old).encode()))
    try:
        report = api.apply(briefs, Source(case["doc"], doc.encode()), smap)
    except Exception as err:  # (a refusal: no wrong edit, but a miss)
        return {
            "id": case["id"],
            "verdict": "ERROR",
            "entry": str(err)[:80],
            "title": case["title"],
        }
    if not report.actions:  # (no increment read: no edit, a miss)
        return {"id": case["id"], "verdict": "MISSED", "entry": "", "title": case["title"]}
    prior = len(case.get("prior") or [])
    report = replace(report, actions=report.actions[prior:])
    if not report.actions:
        return {"id": case["id"], "verdict": "MISSED", "entry": "", "title": case["title"]}
    got, placed = decided(case, report)
    expect = case["expect"]
    want = (
        "new"
        if expect == "new"
        else expect.get("continues")
        or expect.get("resolves")
        or expect.get("resolved_on")
        or expect["note"]
    )
    also = case.get("also") or []
    if case["doc"] in _UNTAGGED:
        want, also = _HEAD_TAG.sub("### ", want), [_HEAD_TAG.sub("### ", a) for a in also]
    verdict = judge(want, got, also)
    if len(report.actions) != case.get("count", 1):  # (a point read as an increment, or lost)
        verdict = "WRONG" if len(report.actions) > case.get("count", 1) else "MISSED"
    verdict = checked(case, report.new_text.render(), verdict)
    act = report.actions[0]
    if verdict == "ok" and case.get("nested") and act.line:
        line = report.new_text.render().split("\n")[act.line - 1]
        verdict = verdict if line[:1].isspace() else "PLACED"
    if verdict == "ok" and not got and case.get("placed") and case["placed"] not in placed:
        verdict = "PLACED"
    act = report.actions[0]
    return {
        "id": case["id"],
        "verdict": verdict,
        "action": act.action,
        "entry": got,
        "placed": placed,
        "matched": act.matched or "",
        "possibly": act.possibly,
        "expect": want,
        "title": case["title"],
        "kind": case["kind"],
        "doc": case["doc"],
    }


def main(argv: list[str]) -> None:
    cases = yaml.safe_load((HERE / "labels.yaml").read_text(encoding="utf-8"))["cases"]
    smap = load_map(find_map(None, Path("/nonexistent")))
    if "--briefs" in argv:
        out = Path(argv[argv.index("--briefs") + 1])
        out.mkdir(parents=True, exist_ok=True)
        for case in cases:
            (out / f"brief-{case['id']}.md").write_text(briefing(case), encoding="utf-8")
    rows = [outcome(case, smap) for case in cases]
    if "--json" in argv:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return
    for r in rows:
        print(
            f"{r['id']} {r['verdict']:6} {r.get('action', ''):8} {r['entry'][:44]!r} "
            f"{r.get('placed', '')[:12]} | {r.get('matched', '')[:50]} "
            f"| possibly={r.get('possibly', '')[:40]} | {r['title']}"
        )
    for verdict in ("WRONG", "MISSED", "PLACED", "ERROR"):
        print(verdict, [r["id"] for r in rows if r["verdict"] == verdict])
    print(
        f"cases={len(rows)} "
        + " ".join(
            f"{v.lower()}={sum(r['verdict'] == v for r in rows)}"
            for v in ("WRONG", "MISSED", "PLACED", "ERROR")
        )
    )


if __name__ == "__main__":
    main(sys.argv[1:])
