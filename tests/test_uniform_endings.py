"""A text whose lines all end in `\\n` keeps its endings as `Uniform` (two fields, not a tuple
of one pointer a line: 1.7 MB at 20 MB), read, sliced and compared as that tuple."""

from __future__ import annotations

import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from patcher.text.source import Source, Uniform, decode, split_text


@given(st.integers(0, 40), st.sampled_from(["\n", ""]), st.integers(-45, 45), st.integers(-45, 45))
def test_uniform_reads_as_its_tuple(size: int, last: str, a: int, b: int) -> None:
    tuple_form = ("\n",) * (size - 1) + (last,) if size else ()
    uniform = Uniform(size, last)
    assert list(uniform) == list(tuple_form) and len(uniform) == len(tuple_form)
    assert uniform[a:b] == tuple_form[a:b] and uniform[a:b:2] == tuple_form[a:b:2]
    assert uniform == tuple_form and tuple_form == uniform
    assert uniform.count("\n") == tuple_form.count("\n")
    assert uniform.count("") == tuple_form.count("")
    assert hash(uniform) == hash(tuple_form)
    if -size <= a < size:
        assert uniform[a] == tuple_form[a]
    else:
        with pytest.raises(IndexError):
            uniform[a]


@pytest.mark.parametrize("body", ["a\nb\n", "a\nb", "", "\n", "一\n二\n三"])
def test_decoding_keeps_the_same_text_either_way(body: str) -> None:
    fast = decode(Source("d.md", body.encode()))
    slow = split_text("d.md", body)
    assert fast.render() == body == slow.render()
    assert tuple(fast.endings) == tuple(slow.endings) and fast.lines == slow.lines
    assert fast.newline == slow.newline


def test_a_large_text_keeps_no_tuple_of_endings() -> None:
    text = decode(Source("d.md", b"x\n" * 100_000))
    assert isinstance(text.endings, Uniform)
    assert sys.getsizeof(text.endings) < 100  # (a tuple of them: 800 kB)
