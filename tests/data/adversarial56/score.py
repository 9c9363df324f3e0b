"""Adversarial pass 56 (the lead's, adv55left's, devleft5's and contra16's readings of the
twenty-sixth session; adversarial54's harness):
apply each labelled case (labels.yaml) to its document in memory and score it:
python score.py [--json] [--briefs DIR]. One briefing per case (date 2041-06-20); `prior`
titles are a briefing of 2041-06-10 applied first. The case keys are adversarial54's (see its
score.py): `keeps`, `lacks`, `shows`, `notes`, `warns`, `unparsed`, `insert` (a new line, which
may hold several lines, written after a document line), `drop`, `pre`."""

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
DATE = "2041-06-20"
HEAD = f"inference · E1 预消化简报({DATE})"
_TOP = re.compile(r"^(?:- |\d+\. )")
_ID = re.compile(r"^\d{4}-\d{2}-\d{2}#")
_HEADED = re.compile(r"^#{2,3} ")
# doc-en's entries are `### ` headings; doc-zh's are top-level list items.
_KEEPS: dict[str, list[str]] = {}
_HEADINGS: set[str] = {"doc-en.md"}
_PRE: dict[str, str] = {
    "doc-zh.md": "> 约定：模型每代一条；评测成绩都写在该条下，不另开条目；事故各立一条（记在 §1.4），普通 bug（崩溃、误报）仍写在产品条目下。\n\n",
    "doc-en.md": "House rules: one `###` entry per product or release line, its news dated items straight under the heading; incidents get entries of their own under §1.4; papers get an entry per research line (a follow-up paper by the same line extends the existing entry); benchmark scores go in the scoring model's entry.\n\n",
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
    """The case's document, its preamble replaced where the case gives one, each of the case's
    `insert` lines written after its line, the lines holding a piece of its `drop` left out."""
    text = (HERE / case["doc"]).read_text(encoding="utf-8")
    text = text.replace("{pre}", case.get("pre", _PRE.get(case["doc"], "")))
    lines = text.split("\n")
    for after, new in case.get("insert") or []:
        at = lines.index(after)
        lines.insert(at + 1, new)
    drop = case.get("drop") or []
    return "\n".join(ln for ln in lines if not any(d in ln for d in drop))


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
    if any(
        (a in empty and got in empty) or (a not in empty and _holds(got, a)) for a in [want, *also]
    ):
        return "ok"
    return "MISSED" if got in empty else "WRONG"


def _holds(got: str, want: str) -> bool:
    """`got` holds the label; a heading label (`### Brindle 2`) only as the whole heading (not
    `### Brindle 2-Go`), with at most a bracket or a ` | ` after it."""
    if not want.startswith("#"):
        return want in got
    return any(
        got == want or got.startswith(want + tail) or (f"| {want}" in got and got.endswith(want))
        for tail in (" ", "（", "(")
    )


def decided(case: dict, report: api.ApplyReport) -> tuple[str, str]:
    """What the tool did: the entry continued or the note's entry (`` when new or 待核实), and
    where a new entry went."""
    text = report.new_text.render()
    if "resolved_on" in case["expect"]:
        lines = text.split("\n")
        cid = f"id={DATE}#c{case.get('cid', 1)}"
        at = next((n for n, ln in enumerate(lines) if cid in ln), None)
        if at is None:
            return "", ""
        return f"{entry_of(text, at + 1, case['doc'])} | {heading_of(text, at + 1)}", ""
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


def parsed(case: dict, report: api.ApplyReport, verdict: str) -> str:
    """The verdict after the case's checks of the night's parse and notes: more notes than
    `notes` (or a warning where `warns: 0`) is WRONG; fewer notes, or an `unparsed` line not
    reported, is MISSED."""
    brief = report.briefs[-1] if report.briefs else None
    if "notes" in case and len(report.contradictions) != case["notes"]:
        return "WRONG" if len(report.contradictions) > case["notes"] else "MISSED"
    if case.get("warns") == 0 and brief is not None and (brief.warnings or brief.unparsed):
        return "WRONG"
    said = [n.text for n in brief.unparsed] if brief is not None else []
    if verdict == "ok" and any(u not in said for u in case.get("unparsed") or []):
        return "MISSED"
    return verdict


def outcome(case: dict, smap) -> dict:
    """What the tool did with the case, and its verdict against the label."""
    doc = document(case)
    briefs = [Source("brief.txt", briefing(case).encode())]
    for title in reversed(case.get("prior") or []):
        head = HEAD.replace(DATE, "2041-06-10")
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
    verdict = judge(want, got, also)
    if len(report.actions) != case.get("count", 1):  # (a point read as an increment, or lost)
        verdict = "WRONG" if len(report.actions) > case.get("count", 1) else "MISSED"
    verdict = checked(case, report.new_text.render(), verdict)
    verdict = parsed(case, report, verdict)
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
