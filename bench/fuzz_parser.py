"""Fuzz the briefing parser and the whole apply on the example document with hypothesis;
every patched document is rendered as CommonMark (markdown-it-py) and must show no HTML but
the document's own and the patcher's markers, and no script or data link. Fuzz the
nothing-lost guard too: random deletions and shortenings of a document's visible text must
all be refused, pure reorders, re-nestings and typo fixes all accepted.

    python bench/fuzz_parser.py [--minutes 10] [--what parser|guard|both]

Inputs are real briefings (examples/briefs and ../shared/briefs when present) cut, spliced,
duplicated and sprinkled with hostile characters, plus free text. The only exceptions allowed
are the typed bad-input errors (PatcherError); anything else is printed and ends the run with
exit 1. Prints examples tried, the share that parsed, and the typed errors seen.
"""

from __future__ import annotations

import argparse
import collections
import functools
import re
import sys
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from patcher import api  # noqa: E402
from patcher.briefing.parse import parse_text  # noqa: E402
from patcher.config.maps import load_map  # noqa: E402
from patcher.document.scan import find_anchors, scan  # noqa: E402
from patcher.errors import PatcherError  # noqa: E402
from patcher.lint.guard import check_loss  # noqa: E402
from patcher.text.markdown import ITEM_PREFIX  # noqa: E402
from patcher.text.source import Source, read_source, split_text  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from generate import document as generated_document  # noqa: E402

SEEDS = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "examples" / "briefs").iterdir())]
SHARED = ROOT.parent / "shared" / "briefs"
if SHARED.is_dir():
    SEEDS += [p.read_text(encoding="utf-8") for p in sorted(SHARED.iterdir())]
HOSTILE = [
    "#",
    "## ",
    "<!--",
    "-->",
    "|",
    "`",
    "```",
    "\\",
    "> ",
    "- ",
    "1. ",
    "\u200b",
    "＃",
    "：",
    ":",
    "【",
    "】",
    "（",
    "）",
    "⭐",
    "★",
    "§",
    "§1.(",
    "增量 ",
    "邻接 ",
    "\r",
    "\r\n",
    "\x00",
    "\ufeff",
    "\u2028",
    "arXiv:",
    "9999.99999",
    "矛盾/待核实 ①：",
    "| # |",
    "<img src=x onerror=a()>",
    "<script>",
    "[x](javascript:a())",
    "![i](data:text/html,x)",
    "<!-- livedoc:id=2026-09-23#9 -->",
    "\x1b[1m",
]

DOC = read_source(str(ROOT / "examples" / "inference.md"))
MAP = load_map(read_source(str(ROOT / "section_map.yaml")))
MD = MarkdownIt("commonmark").enable("table")
MD.validateLink = lambda url: True  # what a permissive renderer would link
MARKER_HTML = re.compile(r"^<!-- livedoc:[^<>]*-->$")
SCRIPT_LINK = re.compile(r"^\s*(?:javascript|vbscript|data|file):", re.I)


def _tokens(tokens: list[Token]) -> list[Token]:
    out: list[Token] = []
    for token in tokens:
        out += [token, *_tokens(token.children or [])]
    return out


def _shown(text: str) -> tuple[set[str], list[str]]:
    """The raw HTML a CommonMark renderer would pass through, and the script links."""
    tokens = _tokens(MD.parse(text))
    html = {t.content.strip() for t in tokens if t.type in ("html_inline", "html_block")}
    links = [str(t.attrGet("href") or t.attrGet("src") or "") for t in tokens]
    return html, [link for link in links if SCRIPT_LINK.match(link)]


OWN_HTML = _shown(DOC.data.decode("utf-8"))[0]


class RenderedHtml(AssertionError):
    """The patched document would show raw HTML or a script link."""


@st.composite
def briefings(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(SEEDS)).split("\n")
    for _ in range(draw(st.integers(0, 12))):
        op = draw(st.sampled_from(["cut", "drop", "dup", "insert", "swap", "join"]))
        at = draw(st.integers(0, max(len(lines) - 1, 0)))
        if op == "cut" and lines:
            lines = [*lines[:at], lines[at][: draw(st.integers(0, len(lines[at])))]]
        elif op == "drop" and lines:
            del lines[at]
        elif op == "dup" and lines:
            lines.insert(at, lines[at])
        elif op == "insert":
            piece = draw(st.lists(st.sampled_from(HOSTILE) | st.text(max_size=8), max_size=5))
            lines.insert(at, "".join(piece))
        elif op == "swap" and len(lines) > 1:
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        elif op == "join" and at + 1 < len(lines):
            lines[at : at + 2] = [lines[at] + draw(st.sampled_from(HOSTILE)) + lines[at + 1]]
    return "\n".join(lines)


STATS: collections.Counter[str] = collections.Counter()


def one(text: str) -> None:
    STATS["examples"] += 1
    try:
        parse_text(split_text("fuzz.txt", text))
        STATS["parsed"] += 1
        report = api.apply([Source("fuzz.txt", text.encode("utf-8", "surrogatepass"))], DOC, MAP)
        STATS["applied"] += 1
        STATS["changed"] += report.changed
        html, links = _shown(report.new_text.render())
        extra = {h for h in html - OWN_HTML if not MARKER_HTML.match(h)}
        if extra or links or "\x1b" in report.new_text.render():
            raise RenderedHtml(f"{sorted(extra)} {links}")
    except PatcherError as exc:
        STATS[f"typed {type(exc).__name__}: {re.sub(r'[0-9]+', 'N', exc.message)[:60]}"] += 1


# --- the nothing-lost guard -------------------------------------------------------------------

REFUSED = ("delete", "shorten")  # must give a finding
ACCEPTED = ("reorder", "nest", "typo")  # must give none
GUARD_DOCS = [DOC.data.decode("utf-8"), generated_document(30_000)]
_COMMENT = re.compile(r"<!--.*?-->")
_RUN = re.compile(r"[^\W_]{9,}")  # nine letters, digits or CJK characters in a row


class GuardMiss(AssertionError):
    """The guard let a loss through, or refused a harmless edit."""


@dataclass(frozen=True)
class GuardCase:
    kind: str
    old: str
    new: str
    line: int  # 1-based, where the edit is


@dataclass(frozen=True)
class _Targets:
    """What an independent reader (markdown-it-py) says about a document's lines."""

    lines: list[str]
    guarded: list[int]  # lines with visible text the guard watches (not headings)
    typo_ok: list[int]  # of those, the ones outside the arXiv index table
    siblings: list[list[tuple[int, int]]]  # each list's items: (first line, end line)


@functools.cache
def _targets(text: str) -> _Targets:
    lines = text.split("\n")
    tokens = MD.parse(text)
    visible: set[int] = set()
    items: set[int] = set()
    rows: set[int] = set()
    siblings: list[list[tuple[int, int]]] = []
    open_lists: list[list[tuple[int, int]]] = []
    for token in tokens:
        start, end = token.map or (0, 0)
        if token.type in ("paragraph_open", "fence", "code_block", "tr_open"):
            visible.update(range(start, end))
        if token.type == "tr_open":
            rows.update(range(start, end))
        if token.type in ("bullet_list_open", "ordered_list_open"):
            open_lists.append([])
        elif token.type in ("bullet_list_close", "ordered_list_close"):
            siblings.append(open_lists.pop())
        elif token.type == "list_item_open":
            items.update(range(start, end))
            while end > start + 1 and not lines[end - 1].strip():
                end -= 1
            open_lists[-1].append((start, end))
    anchored, index = _anchor_lines(text)
    guarded = sorted(n for n in visible if n in items or n in rows or n in anchored)
    typo_ok = [n for n in guarded if n not in index]
    return _Targets(lines, guarded, typo_ok, [s for s in siblings if len(s) > 1])


def _anchor_lines(text: str) -> tuple[set[int], set[int]]:
    """Lines of the anchor sections, and those of the index anchor's section."""
    lines = split_text("d.md", text).lines
    scanned = scan(lines)
    headings = list(scanned.headings)
    anchored: set[int] = set()
    index: set[int] = set()
    for anchor_id, hits in find_anchors(headings, MAP, lines).items():
        if len(hits) != 1:
            continue
        first = hits[0]
        later = [h.index for h in headings if h.index > first.index and h.level <= first.level]
        span = range(first.index + 1, later[0] if later else len(lines))
        anchored.update(span)
        if MAP.index is not None and anchor_id == MAP.index.anchor:
            index.update(span)
    return anchored, index


def _runs(line: str) -> list[tuple[int, int]]:
    """Spans of nine or more letters, digits or CJK characters outside comments."""
    bare = _COMMENT.sub(lambda m: " " * len(m.group()), line)
    return [m.span() for m in _RUN.finditer(bare)]


@st.composite
def guard_cases(draw: st.DrawFn) -> GuardCase:
    old = draw(st.sampled_from(GUARD_DOCS))
    kind = draw(st.sampled_from(REFUSED + ACCEPTED))
    targets = _targets(old)
    lines = list(targets.lines)
    if kind in REFUSED:
        at = draw(st.sampled_from([n for n in targets.guarded if _runs(lines[n])]))
        if kind == "delete":
            del lines[at]
        else:
            start, end = draw(st.sampled_from(_runs(lines[at])))
            cut = draw(st.integers(start, end - 9))
            stop = draw(st.integers(cut + 9, end))
            lines[at] = lines[at][:cut] + lines[at][stop:]
    elif kind == "reorder":
        group = draw(st.sampled_from(targets.siblings))
        i, j = sorted(
            draw(st.lists(st.sampled_from(range(len(group))), min_size=2, max_size=2, unique=True))
        )
        (a, b), (c, d) = group[i], group[j]
        lines = [*lines[:a], *lines[c:d], *lines[b:c], *lines[a:b], *lines[d:]]
        at = a
    elif kind == "nest":
        group = draw(st.sampled_from(targets.siblings))
        k = draw(st.integers(1, len(group) - 1))
        at = group[k][0]
        above = ITEM_PREFIX.match(lines[group[k - 1][0]])
        column = len(above.group(0)) if above else 2
        lines[at] = " " * column + lines[at].lstrip()
    else:
        at = _typos(draw, targets, lines)
    return GuardCase(kind, old, "\n".join(lines), at + 1)


def _typos(draw: st.DrawFn, targets: _Targets, lines: list[str]) -> int:
    """One or two typo-sized edits inside words (a letter replaced, dropped, added, or two
    swapped); returns the first edited line."""
    places = [
        (n, k)
        for n in targets.typo_ok
        for start, end in _runs(lines[n])
        for k in range(start + 1, end - 1)
        if lines[n][k].isalpha()
    ]
    chosen = draw(
        st.lists(st.sampled_from(places), min_size=1, max_size=2, unique_by=lambda p: p[0])
    )
    for n, k in chosen:
        line = lines[n]
        how = draw(st.sampled_from(["replace", "drop", "add", "swap"]))
        letter = draw(st.sampled_from("xq字"))
        lines[n] = {
            "replace": line[:k] + letter + line[k + 1 :],
            "drop": line[:k] + line[k + 1 :],
            "add": line[:k] + letter + line[k:],
            "swap": line[:k] + line[k + 1] + line[k] + line[k + 2 :],
        }[how]
    return chosen[0][0]


def guard_one(case: GuardCase) -> None:
    STATS["guard cases"] += 1
    STATS[f"guard {case.kind}"] += 1
    head = split_text("HEAD:doc.md", case.old)
    found = check_loss(head, split_text("doc.md", case.new), MAP)
    if (case.kind in REFUSED) != bool(found):
        said = "; ".join(str(f) for f in found) or "no finding"
        raise GuardMiss(f"{case.kind} at line {case.line}: {said}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--chunk", type=int, default=500)
    parser.add_argument("--what", choices=["parser", "guard", "both"], default="both")
    args = parser.parse_args()
    deadline = time.monotonic() + args.minutes * 60

    @settings(
        max_examples=args.chunk,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(briefings() | st.text(max_size=400))
    def run(text: str) -> None:
        one(text)

    @settings(
        max_examples=args.chunk // 5,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(guard_cases())
    def run_guard(case: GuardCase) -> None:
        guard_one(case)

    rounds = {"parser": [run], "guard": [run_guard], "both": [run, run_guard]}[args.what]
    started = time.monotonic()
    try:
        while time.monotonic() < deadline:
            for one_round in rounds:
                one_round()
    except Exception:
        traceback.print_exc()
        print(
            f"CRASH after {STATS['examples']} examples, {STATS['guard cases']} guard cases",
            file=sys.stderr,
        )
        sys.exit(1)
    minutes = (time.monotonic() - started) / 60
    print(
        f"{STATS['examples']} examples in {minutes:.1f} min, no crash other than typed errors; "
        f"{STATS['guard cases']} guard cases, every loss refused and every harmless edit accepted"
    )
    for key, count in STATS.most_common():
        print(f"  {count:8d}  {key}")


if __name__ == "__main__":
    main()
