"""Patterns compiled at first use (issue 26, start-up): nothing compiled at import, the same
answers as `re.compile`, the compiled methods bound once."""

from __future__ import annotations

import ast
import importlib
import marshal
import pkgutil
import re
import stat
import subprocess
import sys
import zlib
from array import array
from pathlib import Path
from types import ModuleType

import pytest

from patcher.text.lazy import _Kept, _Lazy, lazy

from .conftest import ROOT


def _modules(package: ModuleType) -> list[ModuleType]:
    """The modules of a package (`plan/evidence`)."""
    return [
        importlib.import_module(f"{package.__name__}.{info.name}")
        for info in pkgutil.iter_modules(package.__path__)
    ]


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


# (`plan/evidence/` is a package: every module of it)
LAZY = ("contrary.py", "versions.py", "contradictions.py", "incidents.py")
EVIDENCE = str(Path("patcher", "plan", "evidence", ""))


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
    assert not [f for f in compiled_by if f.endswith(LAZY) or EVIDENCE in f], compiled_by


# --- kept between runs ---------------------------------------------------------------------


KEPT_RUN = (
    "import re, sys\n"
    "from patcher.text.lazy import lazy\n"
    "real = re._compiler.compile; seen = []\n"
    "def counted(*a, **k):\n"
    "    seen.append(a[0]); return real(*a, **k)\n"
    "re._compiler.compile = counted\n"
    "pattern = lazy(r'(?P<name>[A-Z][a-z]+)\\s+(?P<release>\\d+(?:\\.\\d+)+)', re.I)\n"
    "found = pattern.search('Quarrel 0.7 发布')\n"
    "assert found is not None and found.groupdict() == {'name': 'Quarrel', 'release': '0.7'}\n"
    "assert vars(pattern)['search'].__self__ == real(pattern.pattern, re.I | re.U)\n"
    "print(len(seen))"
)


def _kept_run(cache: str) -> int:
    """Compiles a lazy pattern in a fresh process with the cache `cache`; how many patterns
    `re` compiled for it (checked equal to `re.compile`'s and answering as it does)."""
    env = {"LIVEDOC_PATCHER_CACHE": cache, "PATH": "/usr/bin:/bin"}
    run = subprocess.run(
        [sys.executable, "-c", KEPT_RUN], capture_output=True, text=True, env=env, check=True
    )
    return int(run.stdout)


def test_a_pattern_compiled_in_one_run_is_built_from_its_kept_code_in_the_next(
    tmp_path: Path,
) -> None:
    assert _kept_run(str(tmp_path)) == 1
    kept = list(tmp_path.glob("regex-*.marshal"))
    assert len(kept) == 1 and stat.S_IMODE(kept[0].stat().st_mode) == 0o600
    assert _kept_run(str(tmp_path)) == 0  # (built from the code kept: nothing compiled)
    assert _kept_run("off") == 1 and len(list(tmp_path.iterdir())) == 1


def test_a_kept_file_that_does_not_read_or_is_not_ours_alone_is_ignored(tmp_path: Path) -> None:
    assert _kept_run(str(tmp_path)) == 1
    (kept,) = tmp_path.glob("regex-*.marshal")
    kept.chmod(0o660)  # (others may write it: not read)
    assert _kept_run(str(tmp_path)) == 1
    kept.write_bytes(b"not marshal data")
    kept.chmod(0o600)
    assert _kept_run(str(tmp_path)) == 1  # (compiled as `re` does, and kept again)
    assert _kept_run(str(tmp_path)) == 0


def test_a_kept_code_that_does_not_build_is_compiled_as_re_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LIVEDOC_PATCHER_CACHE", str(tmp_path))
    first = _Kept()
    assert first.compile(r"\d+x", 0).search("a12x")
    first.write()
    (kept,) = tmp_path.glob("regex-*.marshal")
    codes = marshal.loads(kept.read_bytes())
    (key,) = codes
    bad = array("I", [9999, 1, 2]).tobytes()  # (no valid `_sre` code)
    code = marshal.loads(zlib.decompress(codes[key]))  # (each code its own record, compressed)
    codes[key] = zlib.compress(marshal.dumps((code[0], bad, *code[2:])))
    kept.write_bytes(marshal.dumps(codes))
    again = _Kept().compile(r"\d+x", 0)
    assert again == re.compile(r"\d+x") and again.search("a12x")


def test_a_lazy_pattern_kept_answers_as_the_compiled_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every lazy pattern of the name rules, built from its kept code, is `re.compile`'s."""
    from patcher.briefing import increments, parse, sections
    from patcher.document import scan
    from patcher.plan import contradictions, contrary, entries, evidence, incidents, versions
    from patcher.text import normalise

    monkeypatch.setenv("LIVEDOC_PATCHER_CACHE", str(tmp_path))
    modules = (*_modules(evidence), contrary, versions, contradictions, incidents, entries)
    modules = (*modules, increments, parse, sections, scan, normalise)
    patterns = [
        value._args
        for module in modules
        for value in vars(module).values()
        if isinstance(value, _Lazy)
    ]
    patterns += [p._args for p in (*scan._CODE_ELSEWHERE, *scan._BARE_NUMBER)]  # type: ignore[attr-defined]
    patterns += [p._args for _, p in parse._LEVELS]  # type: ignore[attr-defined]
    names = (*sections._NAMES, *sections._MARKED, *sections._KEYWORDS)
    patterns += [p._args for _, p in names]  # type: ignore[attr-defined]
    assert len(patterns) > 100
    first = _Kept()
    for pattern, flags in patterns:
        first.compile(pattern, flags)
    first.write()
    second = _Kept()
    for pattern, flags in patterns:
        assert second.compile(pattern, flags) == re.compile(pattern, flags)
    assert second.new == 0  # (every one built from its kept code)


# Functions one apply at 1 MB reaches (the bench briefing, the real ones): their patterns
# are lazy or kept, so a warm run builds them from their kept code (the seventeenth round
# moved ~35 literal patterns of these out of `re`'s own cache, compiled afresh every run).
_HOT = {
    "briefing/header.py": ("read_header", "_refusal", "_topics", "_words", "_date"),
    "briefing/increments.py": ("_bare_suggestion", "_normalise_code", "_primary_arxiv"),
    "briefing/parse.py": ("_prose_sources", "_quiet_sources", "_risk_level"),
    "document/scan.py": ("_heading_text",),
    "plan/contradictions.py": ("_acquiring_a_maker", "_bare_refs", "_note_in_anchor"),
    "plan/contrary.py": ("spelled_words",),
    "plan/evidence/abbreviations.py": ("full_initials", "opening_abbreviation"),
    "plan/evidence/clues.py": ("_initialised", "_name_words"),
    "plan/evidence/index_names.py": ("_latin_name",),
    "plan/evidence/index_releases.py": ("_outside_lead_range",),
    "plan/evidence/names.py": ("_abbreviation_marked", "_comparison", "_initials"),
    "plan/evidence/spelling.py": ("_expanded", "_inner", "_words"),
    "plan/index.py": ("_title",),
    "plan/placement.py": ("where",),
    "plan/render.py": ("_fallback_summary", "code_lines", "fill", "note_head"),
    "plan/versions.py": ("edition_split",),
    "text/marker.py": ("url_key",),
    "text/refs.py": ("_url_pattern",),
}
_RE_CALLS = {"compile", "search", "match", "fullmatch", "sub", "subn", "split", "findall"}


def test_the_patterns_an_apply_reaches_are_kept_not_compiled_by_re() -> None:
    """The functions of `_HOT` call no `re` function with a pattern (`re.sub(r"…", …)` is
    compiled afresh every run; a `lazy` one's code is kept between runs), and `re.compile`
    nowhere (`kept` for a pattern built from the map or a constant)."""
    for module, names in _HOT.items():
        tree = ast.parse((ROOT / "patcher" / module).read_text(encoding="utf-8"))
        found = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        for name in names:
            calls = [c for c in ast.walk(found[name]) if isinstance(c, ast.Call)]
            for call in calls:
                func = call.func
                if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
                    direct = func.value.id == "re" and func.attr in _RE_CALLS
                    literal = call.args and isinstance(call.args[0], (ast.Constant, ast.JoinedStr))
                    assert not (direct and (literal or func.attr == "compile")), (module, name)
