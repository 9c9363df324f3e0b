"""The nosec corpus: apply each labelled case (labels.yaml) to its document in memory and score
it: python score.py [--json] [--briefs DIR]. One briefing of one increment per case (the layout of
../adversarial26/score.py; no `建议归入章节` line where `sec` is null); the shipped map."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import yaml

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.text.source import Source

HERE = Path(__file__).resolve().parent
DATE = "2026-12-10"
_TOP = re.compile(r"^(?:- |\d+\. )")


def briefing(case: dict) -> str:
    """The case as an E1 briefing of one increment (mk.py's layout)."""
    points = [f"- {p}" for p in case.get("pt") or ["见来源"]]
    lines = [f"inference · E1 预消化简报({DATE})", "状态摘要", "- 增量条数：1 条", "二、增量条目"]
    lines += [f"增量 1：{case['title']}（⭐⭐⭐）", "来源：inbox/test/notes.md", "要点：", *points]
    lines += ["可信度：中", f"与活文档现有脉络的关系：{case.get('rel', '无')}"]
    lines += [f"建议归入章节：{case['sec']}"] if case.get("sec") else []
    lines += ["本报告由 test 生成"]
    return "\n".join(lines) + "\n"


def entry_of(text: str, line: int) -> str:
    """The top-level entry (its first line) holding the 1-based `line`."""
    lines = text.split("\n")
    return next((lines[n] for n in range(line - 1, -1, -1) if _TOP.match(lines[n])), "")


def judge(want: str | None, got: str, also: list[str]) -> str:
    """ok when the decision is the label's or one it also accepts; else WRONG or MISSED."""
    accepted = [want or "new", *also]
    if any((a == "new" and not got) or (a != "new" and got and a in got) for a in accepted):
        return "ok"
    if not got:
        return "MISSED"
    return "WRONG"


def outcome(case: dict, smap) -> dict:
    """What the tool did with the case, and its verdict against the label."""
    doc = (HERE / case["doc"]).read_text(encoding="utf-8")
    brief = Source("brief.txt", briefing(case).encode())
    report = api.apply([brief], Source(case["doc"], doc.encode()), smap)
    act = report.actions[0]
    text = report.new_text.render()
    got = entry_of(text, act.line) if act.action == "updated" and act.line else ""
    expect = case["expect"]
    want = None if expect == "new" else expect["continues"]
    verdict = judge(want, got, case.get("also") or [])
    return {
        "id": case["id"],
        "verdict": verdict,
        "action": act.action,
        "entry": got,
        "matched": act.matched or "",
        "possibly": act.possibly,
        "expect": want or "new",
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
            f"{r['id']} {r['verdict']:6} {r['action']:8} {r['entry'][:40]!r} | {r['matched']} "
            f"| possibly={r['possibly'][:50]} | {r['title']}"
        )
    wrong = sum(r["verdict"] == "WRONG" for r in rows)
    missed = sum(r["verdict"] == "MISSED" for r in rows)
    print(f"cases={len(rows)} wrong={wrong} missed={missed}")


if __name__ == "__main__":
    main(sys.argv[1:])
