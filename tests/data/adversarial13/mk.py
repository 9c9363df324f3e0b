"""Write an E1 briefing from a compact spec: python3 mk.py SPEC OUT DATE.
Blocks separated by blank lines. Increment block: `inc: TITLE` then src:/pt:/rel:/sec: (sec: - for none).
Contradiction block: `c: TITLE（风险）` then q:/s: lines. Priority lines: `p: 🔴 高：... → 写入 §1.x`."""

import sys
from pathlib import Path


def main(spec, out, date):
    blocks = [
        b.strip().splitlines()
        for b in Path(spec).read_text(encoding="utf-8").split("\n\n")
        if b.strip()
    ]
    incs = [b for b in blocks if b[0].startswith("inc:")]
    cons = [b for b in blocks if b[0].startswith("c:")]
    pris = [line[2:].strip() for b in blocks for line in b if line.startswith("p:")]
    L = [
        f"inference · E1 预消化简报({date})",
        "状态摘要",
        f"- 增量条数：{len(incs)} 条",
        "二、增量条目",
    ]
    for n, b in enumerate(incs, 1):
        f = {"src": "inbox/test/notes.md", "pt": [], "rel": "无", "sec": "§1.1 框架格局"}
        for line in b[1:]:
            k, _, v = line.partition(":")
            if k == "pt":
                f["pt"].append(v.strip())
            else:
                f[k] = v.strip()
        L += [f"增量 {n}：{b[0][4:].strip()}（⭐⭐⭐）", f"来源：{f['src']}", "要点："]
        L += [f"- {p}" for p in (f["pt"] or ["见来源"])]
        L += ["可信度：中", f"与活文档现有脉络的关系：{f['rel']}"]
        if f["sec"] != "-":
            L.append(f"建议归入章节：{f['sec']}")
    if cons:
        L.append("三、矛盾/待核实")
        for n, b in enumerate(cons, 1):
            circ = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"[n - 1]
            L.append(f"矛盾/待核实 {circ}：{b[0][2:].strip()}")
            for line in b[1:]:
                k, _, v = line.partition(":")
                L.append({"q": "问题：", "s": "建议："}[k] + v.strip())
    if pris:
        L.append("六、E2 优先级")
        L += [f"- {p}" for p in pris]
    L.append("本报告由 test 生成")
    Path(out).write_text("\n".join(L) + "\n", encoding="utf-8")


main(*sys.argv[1:4])
