"""The toneless pinyin spellings of a Chinese name, to compare it with a Latin name that
spells it (`灵枢` ↔ `Lingshu`). The readings come from pypinyin's table of single characters
(`pinyin_dict.json`), read as text when a comparison first asks for it and searched one
character at a time: a run that never compares a Chinese name never reads it (issue 26,
start-up), and one that does keeps that text (0.8 MB), not pypinyin's imported tables (its
phrase table too, 57 MB of peak RSS: issue 26, round 39). The readings are pypinyin's
(`pinyin(char, style=Style.NORMAL, heteronym=True)`: tests/test_evidence_pinyin.py compares
every character)."""

from __future__ import annotations

import functools
import importlib.util
import re
import unicodedata
from pathlib import Path

# More spellings than this (a long name of characters with several readings each): none
# read, the name too uncertain to spell.
_MOST = 256
_HAN = re.compile(r"[\u4e00-\u9fff]+")
_TABLE = "pinyin_dict.json"  # (pypinyin's: `"30018": "líng,lìng",` a line)
_DIAERESIS = "\u0308"  # (`ü` = `u` + U+0308 decomposed: pypinyin's NORMAL style writes `v`)
# The four tones' marks, decomposed (macron, acute, caron, grave); another mark stays (`ê̄`
# → `ê`, no Latin letter: not read).
_TONES = str.maketrans("", "", "\u0304\u0301\u030c\u0300")


@functools.cache
def _table() -> str:
    """pypinyin's single-character table as text, found without importing pypinyin (its
    `__init__` loads and copies both tables) where a folder holds it; empty when pypinyin is not
    installed."""
    spec = importlib.util.find_spec("pypinyin")
    places = spec.submodule_search_locations if spec is not None else None
    for place in places or ():
        path = Path(place) / _TABLE
        if path.is_file():
            return path.read_text(encoding="utf-8")
    if spec is None:
        return ""
    # (installed where no folder holds the file, a zip: read through the package's resources,
    # which imports it — the memory paid, the readings the same; imported here, as
    # `importlib.resources` brings `tempfile` with it)
    from importlib import resources

    return resources.files("pypinyin").joinpath(_TABLE).read_text(encoding="utf-8")


@functools.lru_cache(maxsize=4096)
def _readings(char: str) -> tuple[str, ...]:
    """Every toneless reading of one character (heteronyms too), ü written `v` and `u`."""
    table = _table()
    at = table.find(f'"{ord(char)}": "')
    if at < 0:
        return ()
    start = table.index(': "', at) + 3
    marked = table[start : table.index('"', start)].split(",")
    read = [r for r in (_toneless(m) for m in marked) if r.isascii() and r.isalpha()]
    return tuple(dict.fromkeys(s for r in read for s in (r, r.replace("v", "u"))))


def _toneless(marked: str) -> str:
    """A reading with its tone marks dropped, ü written `v` (`lǜ` → `lv`, `ń` → `n`)."""
    parts = unicodedata.normalize("NFD", marked).translate(_TONES)
    return unicodedata.normalize("NFC", parts.replace("u" + _DIAERESIS, "v"))


def spellings(name: str) -> frozenset[str]:
    """Each way the pinyin of every character of an all-Chinese `name` of two characters or
    more spells it, in lower case with nothing between the syllables (`灵枢` → `lingshu`;
    `长河` → `changhe`, `zhanghe`); empty for another name, or one of too many spellings."""
    if len(name) < 2 or not _HAN.fullmatch(name):
        return frozenset()
    spelt = [""]
    for char in name:
        readings = _readings(char)
        if not readings or len(spelt) * len(readings) > _MOST:
            return frozenset()
        spelt = [s + r for s in spelt for r in readings]
    return frozenset(spelt)
