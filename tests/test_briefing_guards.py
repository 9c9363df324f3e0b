"""The cheap tests in front of the briefing readers that rewrite heads and labels spelled other
ways (`_spelled_heads`, `spelled_labels`): each guard is a condition the reading cannot act
without, so the guarded reading is the unguarded one. Held on every line of the briefings
under tests/data and on generated sections full of heads, labels, dashes and definitions."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patcher.briefing import increments, layout
from patcher.briefing.increments import _INCREMENT_SENTENCE, _LABEL, _UNTITLED_HEAD, opens_field

from .conftest import ROOT

Lines = list[tuple[int, str]]


def _unguarded_heads(lines: Lines) -> Lines:
    """`_spelled_heads` as written before its guards: every pattern on every line, the open
    increment's fields gathered line by line."""
    out = list(lines)
    heads, given_keys = 0, set[str]()
    for index, (number, text) in enumerate(out):
        if (head := _UNTITLED_HEAD.match(text)) is not None:
            nxt = increments._next_text(out, index)
            if nxt is not None and increments._a_title(out[nxt][1]):
                sep = "" if head.group("sep") else "："
                out[index] = (number, f"{text.rstrip()}{sep} {out[nxt][1].strip()}")
                out[nxt] = (out[nxt][0], "")
        elif (bare := _INCREMENT_SENTENCE.match(text)) and int(bare.group("num")) == heads + 1:
            field = increments._field_after(out, index)
            if field is not None and (heads == 0 or field in given_keys):
                out[index] = (number, f"{bare.group('head')}: {bare.group('rest')}")
        if increments._header(out[index][1]):
            heads, given_keys = heads + 1, set()
        elif (label := _LABEL.match(out[index][1])) is not None:
            given_keys.add(increments.label_key(label))
    return out


def _unguarded_labels(lines: Lines) -> Lines:
    """`spelled_labels` as written before its guards."""
    out = list(lines)
    for index, (number, text) in enumerate(out):
        dash = layout._DASH.search(text)
        line = f"{text[: dash.start()]}：{text[dash.end() :]}" if dash else text
        if dash and not opens_field(text) and opens_field(line):
            out[index] = (number, line)
            continue
        nxt = next((i for i in range(index + 1, len(out)) if out[i][1].strip()), None)
        if nxt is not None:
            value = layout._value_after(text, out[nxt][1], opens_field)
            if value is not None:
                out[index] = (number, f"{text}：{value}")
                taken = value or layout._DEFINITION.match(out[nxt][1])
                out[nxt] = (out[nxt][0], "" if taken else out[nxt][1])
    return out


def _same(lines: Lines) -> None:
    labelled = layout.spelled_labels(lines, opens_field)
    assert labelled == _unguarded_labels(lines)
    assert increments._spelled_heads(labelled) == _unguarded_heads(labelled)
    assert increments._spelled_heads(lines) == _unguarded_heads(lines)


def test_guards_on_every_briefing() -> None:
    paths = sorted((ROOT / "tests" / "data").rglob("*.txt"))
    assert len(paths) > 400
    for path in paths:
        text = path.read_text(encoding="utf-8", errors="replace")
        _same(list(enumerate(text.splitlines(), start=1)))


PIECES = (
    "增量 1",
    "#### 增量 2",
    "**增量 3**：",
    "邻接 A",
    "Increment 1",
    "Increment 2 shows",
    "Increment 3 TITLE",
    "### Increment 2 TITLE",
    "来源",
    "**来源**",
    "- Sources: x",
    "建议归入章节：§1.2",
    "来源 — inbox/a.md",
    "- **Sources** – x",
    "要点 -- a",
    ": inbox/a.md",
    "：",
    "- a point",
    "1. item",
    "| a | b |",
    "---",
    "",
    "  ",
    "TITLE",
    "可信度",
    "—",
    "–",
)
SECTIONS = st.lists(
    st.lists(st.sampled_from(PIECES) | st.text("增量邻接Increment 来源:：—–-*+# 1２", max_size=8))
    .map(" ".join)
    .map(str.strip),
    max_size=14,
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SECTIONS)
def test_guards_on_tricky_sections(texts: list[str]) -> None:
    _same(list(enumerate(texts, start=1)))
