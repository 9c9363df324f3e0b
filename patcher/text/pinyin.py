"""The toneless pinyin spellings of a Chinese name, to compare it with a Latin name that
spells it (`灵枢` ↔ `Lingshu`). The tables (pypinyin) are imported when a comparison first asks
for them: a run that never compares a Chinese name so never loads them (issue 26, start-up)."""

from __future__ import annotations

import functools
import re

# More spellings than this (a long name of characters with several readings each): none
# read, the name too uncertain to spell.
_MOST = 256
_HAN = re.compile(r"[\u4e00-\u9fff]+")


@functools.lru_cache(maxsize=4096)
def _readings(char: str) -> tuple[str, ...]:
    """Every toneless reading of one character (heteronyms too), ü written `v` and `u`."""
    from pypinyin import Style, pinyin  # (imported here: see the module's text)

    found = pinyin(char, style=Style.NORMAL, heteronym=True, errors="ignore")
    read = [r for r in (found[0] if found else []) if r.isascii() and r.isalpha()]
    return tuple(dict.fromkeys(s for r in read for s in (r, r.replace("v", "u"))))


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
