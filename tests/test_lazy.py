"""Patterns compiled at first use (issue 26, start-up): nothing compiled at import, the same
answers as `re.compile`, the compiled methods bound once."""

from __future__ import annotations

import re
import subprocess
import sys

from patcher.text.lazy import lazy


def test_a_lazy_pattern_answers_as_the_compiled_one() -> None:
    pattern = lazy(r"(?P<name>[A-Z][a-z]+)\s+(?P<release>\d+(?:\.\d+)+)", re.I)
    compiled = re.compile(pattern.pattern, pattern.flags)
    for text in ("Quarrel 0.7 发布", "no release", "wren 2.1.3 and Teasel 4.0"):
        assert pattern.findall(text) == compiled.findall(text)
        assert pattern.sub("<>", text) == compiled.sub("<>", text)
        found, expected = pattern.search(text), compiled.search(text)
        assert (found and found.groupdict()) == (expected and expected.groupdict())
    assert pattern.groupindex == compiled.groupindex


def test_its_methods_are_the_compiled_patterns_once_used() -> None:
    pattern = lazy(r"\d+")
    assert "search" not in vars(pattern)  # (nothing compiled yet)
    assert pattern.search("a1")
    assert vars(pattern)["search"].__self__.pattern == r"\d+"


LAZY = ("evidence.py", "contrary.py", "versions.py", "contradictions.py", "incidents.py")


def test_the_name_rules_compile_nothing_at_import() -> None:
    code = (
        "import re, sys; seen = []; compile = re.compile\n"
        "def counted(*a, **k):\n"
        "    seen.append(sys._getframe(1).f_code.co_filename); return compile(*a, **k)\n"
        "re.compile = counted\n"
        "import patcher.plan.evidence, patcher.plan.contradictions, patcher.plan.incidents\n"
        "print('\\n'.join(seen))"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    compiled_by = run.stdout.split()
    assert compiled_by, "the other modules compile theirs at import (the count is a real one)"
    assert not [f for f in compiled_by if f.endswith(LAZY)], compiled_by
