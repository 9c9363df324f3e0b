"""Adversarial pass 40: apply each labelled case (labels.yaml) to its document in memory and
score it: python score.py [--json] [--briefs DIR]. One briefing per case (date 2035-06-20 unless
its header says otherwise): one increment, its fields and lines as the case writes them (`raw`:
the increments section's lines as written), and a contradiction item when the case has one
(`nohead`: no increments heading; `chead`: the contradictions heading as written); the shipped
section map; nothing written. `arxiv`: the briefing's arXiv list (`id | title | relation`);
`style`: how doc-mc's index list writes its items (`rows`: which of its papers it lists);
`swap`: [old, new] pieces of the document replaced; `prior`: titles a briefing of 2035-06-10
brought first; `keeps` / `lacks`: lines the result must hold verbatim / text it must not hold
(else WRONG); `times`: [line, n], a line the result holds n times (else WRONG); `order`: texts
the result holds in this order (else WRONG; MISSED when one is absent); `shows`: text the
result should hold (else MISSED). An `adopt` case surveys its inline document (`text`) and
compares the templates `adopt --write-map` proposes with `want` (`keep`: the map's kept)."""

from __future__ import annotations

import json
import re
import sys
from dataclasses import replace
from pathlib import Path

import yaml

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan.adoption import survey
from patcher.text.source import Source, decode

HERE = Path(__file__).resolve().parent
DATE = "2035-06-20"
HEAD = f"inference · E1 预消化简报({DATE})"
_TOP = re.compile(r"^(?:- |\d+\. )")
_ID = re.compile(r"^\d{4}-\d{2}-\d{2}#")
_HEADED = re.compile(r"^#{2,3} ")
# Documents whose entries are headings.
_HEADDOCS = {"doc-ma.md"}
_PRE: dict[str, str] = {
    "doc-ma.md": "Conventions: one `### Name — Maker` entry per model, runtime or benchmark: a paragraph, then its history (oldest first) with releases, fixes and any score that model earned. Comparisons of several models and leaderboard snapshots go under the benchmark's entry. Outages get their own `### Incident: …` entry in §1.4.\n\n",
    "doc-mb.md": "> 约定：每个模型一条加粗名条目，子条目记版本发布、修复以及该模型取得的任何成绩。多模型对比和榜单快照记在基准条目下。事故单列在 §1.4，条目名 `Outage: 产品 …（日期）`。\n\n",
}
# doc-mc's index list: (id, title, section, first day, last day), written in a case's `style`.
_ROWS = [
    ("3501.04411", "Osprey: Paged Serving at Scale", "§1.1", "2035-01-20", "2035-03-02"),
    ("3503.20517", "Lattice Batching · Mixed Prompts", "§1.1", "2035-03-09", "2035-03-09"),
    ("3502.11873", "Eviction Storms, 2035-02-14 Edition", "§1.2", "2035-02-20", "2035-02-20"),
    ("3504.00021", "Tidal · Eviction", "§1.2", "2035-04-02", "2035-04-11"),
    ("3504.00388", "Revisiting §4 of the KV Spec", "§1.1", "2035-04-05", "2035-04-05"),
]
STYLES = {
    "dot": "- {0} — {1} ({2}) · first {3} · last {4}",
    "dot-plain": "- {0} — {1} · {2} · {4}",
    "comma": "- {0} — {1} ({2}), first {3}, last {4}",
    "pipe": "- {0} — {1} | {2} | {4}",
    "semi": "- {0} — {1}; {2}; {4}",
    "zh": "- {0} — {1}（{2}）· 首次 {3} · 最近 {4}",
    "title-only": "- {0} — {1}",
}


def block(case: dict) -> list[str]:
    """The increment's lines: the case's own `block`, or one built from its fields."""
    if case.get("raw"):
        return list(case["raw"])
    if case.get("block"):
        return [f"增量 1：{case['title']}（⭐⭐⭐）", *case["block"]]
    points = [f"- {p}" for p in case.get("pt") or ["见来源"]]
    lines = [f"增量 1：{case['title']}（⭐⭐⭐）", "来源：inbox/test/notes.md", "要点：", *points]
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
    rows = [_ROWS[n] for n in case.get("rows", [0, 1, 2])]
    text = (
        (HERE / case["doc"])
        .read_text(encoding="utf-8")
        .replace("{pre}", case.get("pre", _PRE.get(case["doc"], "")))
        .replace("{index}", "\n".join(STYLES[case.get("style", "dot")].format(*r) for r in rows))
    )
    for old, new in case.get("swap") or []:
        assert old in text, old
        text = text.replace(old, new)
    drop = case.get("drop") or []
    return "\n".join(ln for ln in text.split("\n") if not any(d in ln for d in drop))


def entry_of(text: str, line: int, doc: str = "") -> str:
    """The top-level entry (its first line) holding the 1-based `line`; in a document whose
    entries are headings, the `##`/`###` heading above it."""
    lines = text.split("\n")
    top = _HEADED if doc in _HEADDOCS else _TOP
    fenced, inside = set(), False
    for n, ln in enumerate(lines):
        inside = inside != ln.startswith("```")
        if inside or ln.startswith("```"):
            fenced.add(n)
    found = (n for n in range(line - 1, -1, -1) if n not in fenced and top.match(lines[n]))
    return next((lines[n] for n in found), "")


def heading_of(text: str, line: int) -> str:
    """The section heading (`## `) above the 1-based `line`."""
    lines = text.split("\n")
    return next((lines[n] for n in range(line - 1, -1, -1) if lines[n].startswith("## ")), "")


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
    if "note" in case["expect"]:
        if not report.contradictions:  # (the item not read: no note, a miss)
            return "", ""
        note = report.contradictions[0]
        got = note.attached_to or ""
        if _ID.match(got) and note.line:  # (under tonight's sub-item: the entry holding it)
            got = entry_of(text, note.line, case["doc"])
        return ("" if got.startswith("verify") or note.action != "attached" else got), ""
    act = report.actions[0]
    if act.action == "updated" and act.line:
        return entry_of(text, act.line, case["doc"]), ""
    return "", heading_of(text, act.line) if act.line else ""


def checked(case: dict, text: str, verdict: str) -> str:
    """The verdict after the case's checks of the written text: a line it keeps lost or a
    text it lacks written is WRONG; a text it shows not written is MISSED."""
    lines = text.split("\n")
    if any(k not in lines for k in case.get("keeps") or []):
        return "WRONG"
    if any(x in text for x in case.get("lacks") or []):
        return "WRONG"
    if any(lines.count(line) != n for line, n in case.get("times") or []):
        return "WRONG"
    order = case.get("order") or []
    if order and verdict == "ok":
        places = [text.find(x) for x in order]
        if any(p < 0 for p in places):
            return "MISSED"
        if places != sorted(places):
            return "WRONG"
    if verdict == "ok" and any(w not in text for w in case.get("shows") or []):
        return "MISSED"
    return verdict


def adopted(case: dict, smap) -> dict:
    """An `adopt` case: the templates proposed for its inline document against `want`."""
    text = decode(Source("doc.md", case["text"].encode()))
    found = {p.key: p for p in survey(text, smap, "map").templates}
    verdict = "ok"
    for key, want in case["want"].items():
        got = found[key].template or "keep"
        fine = [want, *((case.get("also") or {}).get(key) or [])]
        if got not in fine:
            verdict = "MISSED" if got == "keep" and verdict == "ok" else "WRONG"
    shown = "; ".join(
        f"{k}={p.template or 'keep'} ({p.shown}/{p.read}{p.why and ' ' + p.why})"
        for k, p in found.items()
    )
    return {
        "id": case["id"],
        "verdict": verdict,
        "entry": shown,
        "title": case["title"],
        "kind": case["kind"],
    }


def outcome(case: dict, smap) -> dict:
    """What the tool did with the case, and its verdict against the label."""
    if "adopt" in case["kind"]:
        return adopted(case, smap)
    doc = document(case)
    briefs = [Source("brief.txt", briefing(case).encode())]
    for title in reversed(case.get("prior") or []):
        head = HEAD.replace(DATE, "2035-06-10")
        old = {"id": "prior", "title": title, "sec": case["sec"], "head": head}
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
    want = "new" if expect == "new" else expect.get("continues") or expect["note"]
    verdict = judge(want, got, case.get("also") or [])
    if len(report.actions) != case.get("count", 1):  # (a point read as an increment, or lost)
        verdict = "WRONG" if len(report.actions) > case.get("count", 1) else "MISSED"
    verdict = checked(case, report.new_text.render(), verdict)
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
        for case in (c for c in cases if "adopt" not in c["kind"]):
            (out / f"brief-{case['id']}.md").write_text(briefing(case), encoding="utf-8")
    rows = [outcome(case, smap) for case in cases]
    if "--json" in argv:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return
    for r in rows:
        print(
            f"{r['id']} {r['verdict']:6} {r.get('action', ''):8} {r['entry'][:60]!r} "
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
