"""A title named only in Chinese, a point giving the Latin name first and the Chinese name in
brackets after it, then the title's release (`Wickerway（柳编）3.0：…`): the Latin name, read as
the title's."""

from __future__ import annotations

import pytest

from patcher.plan.evidence import NameIndex

from .conftest import shipped_map

LEAD = "**Wickerway** (Osier Labs): multi-agent workflow engine with a visual editor."


@pytest.fixture(scope="module")
def names() -> NameIndex:
    index = NameIndex(glossary=shipped_map().identity.terms)
    index.add(LEAD, "§1.1", [])
    return index


def chosen(names: NameIndex, title: str, *points: str) -> int | None:
    return names.decide(title, "", [], "§1.1", points=points).chosen


def test_a_point_giving_the_latin_name_before_the_chinese_one(names: NameIndex) -> None:
    title = "柳编编排 3.0 — 子流程市场 + 本地推理"
    assert chosen(names, title, "Wickerway（柳编编排）3.0：子流程可发布到市场") == 0
    # another Chinese name in the brackets, or another release: not the title's name
    assert chosen(names, title, "Wickerway（藤编）3.0：子流程可发布到市场") is None
    assert chosen(names, title, "Wickerway（柳编编排）2.9：旧版仍维护") is None
