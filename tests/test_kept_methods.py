"""The methods `dataclasses` generates, kept between processes (`patcher.text.kept_methods`):
the classes they make behave as `exec`'s, a later process compiles none of them, anything
unexpected falls back to `exec`, and a library caller's `dataclasses` is left alone."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# A class of each kind of generated method (frozen, ordered, defaults, a factory, a field
# left out of comparisons, a string annotation, an InitVar), and what it shows.
PROBE = """
import dataclasses, sys
from dataclasses import InitVar, dataclass, field
from typing import ClassVar
if sys.argv[1] == "kept":
    from patcher.text.kept_methods import _KEPT, keep_generated_methods
    keep_generated_methods()

@dataclass(frozen=True, order=True)
class Quill:
    name: str
    stars: int = 3
    tags: list[str] = field(default_factory=list, compare=False)
    seen: "int | None" = None
    kind: ClassVar[str] = "tool"

@dataclass
class Ledger:
    rows: list[int]
    scale: InitVar[int] = 1
    def __post_init__(self, scale: int) -> None:
        self.rows = [r * scale for r in self.rows]

a, b = Quill("Orrery", 5, ["x"]), Quill("Orrery", 5, ["y"])
try:
    a.stars = 1
    frozen = "no"
except dataclasses.FrozenInstanceError as error:
    frozen = type(error).__name__
print(repr(a), a == b, hash(a) == hash(b), a < Quill("Perch"), frozen)
print(Quill.__init__.__annotations__, Quill.__init__.__defaults__)
print(repr(Ledger([1, 2], 3)), Ledger([1]) == Ledger([1]), Ledger.__hash__)
if sys.argv[1] == "kept":
    print("new", _KEPT.new, file=sys.stderr)
"""


def _probe(mode: str, cache: Path | str) -> tuple[str, str]:
    env = {**os.environ, "LIVEDOC_PATCHER_CACHE": str(cache), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode], capture_output=True, text=True, env=env, check=True
    )
    return done.stdout, done.stderr


def _kept_files(cache: Path) -> list[Path]:
    return sorted(cache.glob("dataclass-methods-*.marshal"))


def test_kept_methods_make_the_classes_exec_makes_and_a_later_process_compiles_none(
    tmp_path: Path,
) -> None:
    plain, _ = _probe("plain", tmp_path)
    first, first_log = _probe("kept", tmp_path)
    assert _kept_files(tmp_path), "the first process keeps the code it compiled"
    second, second_log = _probe("kept", tmp_path)
    assert first == second == plain
    assert "'return': None" in plain and "'name': <class 'str'>" in plain  # (not strings)
    assert first_log.strip() != "new 0"
    assert second_log.strip() == "new 0"


def test_no_cache_directory_compiles_as_exec_does(tmp_path: Path) -> None:
    plain, _ = _probe("plain", "off")
    kept, log = _probe("kept", "off")
    assert kept == plain
    assert log.strip() == "new 0"  # (nothing recorded: nowhere to keep it)


def test_a_file_others_may_write_or_a_bad_record_is_not_read(tmp_path: Path) -> None:
    plain, _ = _probe("plain", tmp_path)
    _probe("kept", tmp_path)
    (kept_file,) = _kept_files(tmp_path)
    kept_file.chmod(0o666)
    again, log = _probe("kept", tmp_path)
    assert again == plain and log.strip() != "new 0"  # compiled anew, not read
    import marshal

    kept_file.chmod(0o600)
    records = marshal.loads(kept_file.read_bytes())
    kept_file.write_bytes(marshal.dumps(dict.fromkeys(records, b"not code")))
    kept_file.chmod(0o600)
    again, log = _probe("kept", tmp_path)
    assert again == plain and log.strip() != "new 0"


def test_a_library_caller_keeps_its_own_dataclasses(tmp_path: Path) -> None:
    script = (
        "import dataclasses, patcher, patcher.api, patcher.cli; print(hasattr(dataclasses, 'exec'))"
    )
    env = {**os.environ, "LIVEDOC_PATCHER_CACHE": str(tmp_path), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True
    )
    assert done.stdout.strip() == "False"


def test_a_patcher_process_keeps_its_methods(tmp_path: Path) -> None:
    env = {**os.environ, "LIVEDOC_PATCHER_CACHE": str(tmp_path)}
    example = ROOT / "examples" / "inference.md"
    command = [sys.executable, "-m", "patcher", "check", str(example)]
    first = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT)
    assert first.returncode == 0, first.stderr
    assert _kept_files(tmp_path)
    second = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT)
    assert (second.returncode, second.stdout) == (0, first.stdout)
