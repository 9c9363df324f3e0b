"""Fuzz the briefing parser and the whole apply on the example document with hypothesis;
every patched document is rendered as CommonMark (markdown-it-py) and must show no HTML but
the document's own and the patcher's markers, and no script or data link.

    python bench/fuzz_parser.py [--minutes 10] [--seed 1]

Inputs are real briefings (examples/briefs and ../shared/briefs when present) cut, spliced,
duplicated and sprinkled with hostile characters, plus free text. The only exceptions allowed
are the typed bad-input errors (PatcherError); anything else is printed and ends the run with
exit 1. Prints examples tried, the share that parsed, and the typed errors seen.
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
import time
import traceback
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
from patcher.errors import PatcherError  # noqa: E402
from patcher.text.source import Source, read_source, split_text  # noqa: E402

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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--chunk", type=int, default=500)
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

    started = time.monotonic()
    try:
        while time.monotonic() < deadline:
            run()
    except Exception:
        traceback.print_exc()
        print(f"CRASH after {STATS['examples']} examples", file=sys.stderr)
        sys.exit(1)
    minutes = (time.monotonic() - started) / 60
    print(f"{STATS['examples']} examples in {minutes:.1f} min, no crash other than typed errors")
    for key, count in STATS.most_common():
        print(f"  {count:8d}  {key}")


if __name__ == "__main__":
    main()
