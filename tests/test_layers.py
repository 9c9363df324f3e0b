"""The package's import graph: layers import downward only, no cycles, third parties fenced in."""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "patcher"
# Lower layers first; a module may import its own layer or lower ones, never a higher one.
LAYERS = {
    "errors": 0,
    "text": 1,
    "config": 2,
    "briefing": 3,
    "document": 4,
    "plan": 5,
    "output": 6,
    "lint": 6,
    "vcs": 6,
    "api": 7,
    "nightly": 7,  # the nightly flow: uses api's use cases, never the other way
    "cli": 8,
    "__init__": 9,
    "__main__": 9,
}
# Third-party packages allowed only in these modules.
FENCED = {
    "click": {"patcher.cli.commands"},
    "git": {"patcher.vcs.git"},
    "unidiff": {"patcher.lint.review"},
    # the one block reader is GitHub's parser; the independent pre-write check another one
    "cmarkgfm": {"patcher.document.blocks", "patcher.lint.visible"},
    "markdown_it": {"patcher.output.independent", "patcher.output.table_rows"},
    "mistletoe": set(),  # the bench's reference parse only
}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p) for p in PACKAGE.rglob("*.py")}


def _imports(path: Path) -> set[str]:
    """Every module imported anywhere in the file (function-level and TYPE_CHECKING too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            assert node.level == 0, f"{path}: relative import"
            # `from pkg import mod` depends on pkg.mod; `from mod import name` on mod
            submodules = {f"{node.module}.{alias.name}" for alias in node.names}
            modules = submodules & MODULES
            found |= modules or {node.module}
            if modules != submodules:
                found.add(node.module)
    return found


def _graph() -> dict[str, set[str]]:
    modules = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    return {
        name: {i for i in _imports(path) if i in modules and i != name}
        for name, path in modules.items()
    }


def _layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS[parts[1] if len(parts) > 1 else "__init__"]


GRAPH = _graph()


@pytest.mark.parametrize("module", sorted(GRAPH))
def test_imports_go_down_the_layers(module: str) -> None:
    upward = [i for i in GRAPH[module] if _layer(i) > _layer(module)]
    assert not upward, f"{module} imports higher layers: {upward}"


def test_no_import_cycle() -> None:
    state: dict[str, int] = {}  # 1 visiting, 2 done

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for nxt in sorted(GRAPH[module]):
            if state.get(nxt) == 1:
                cycle = [*path[path.index(nxt) :], nxt] if nxt in path else [module, nxt]
                pytest.fail("import cycle: " + " → ".join(cycle))
            if nxt not in state:
                visit(nxt, [*path, nxt])
        state[module] = 2

    for module in sorted(GRAPH):
        if module not in state:
            visit(module, [module])


@pytest.mark.parametrize("package", sorted(FENCED))
def test_third_party_packages_stay_in_their_module(package: str) -> None:
    users = {
        _module_name(p)
        for p in PACKAGE.rglob("*.py")
        if any(i == package or i.startswith(package + ".") for i in _imports(p))
    }
    assert users <= FENCED[package], f"{package} imported by {sorted(users - FENCED[package])}"


def _one_module_split(importer: str, imported: str) -> bool:
    """Both are modules of one package below a layer (`patcher.plan.evidence`: one module's
    rules split by concern), which shares its privates among its own modules."""
    package = importer.rpartition(".")[0]
    return package.count(".") >= 2 and imported.startswith(package + ".")


def test_no_module_imports_another_modules_privates() -> None:
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.ImportFrom)
                and node.module
                and node.module.startswith("patcher")
            ):
                offenders += [
                    f"{_module_name(path)}: {node.module}.{a.name}"
                    for a in node.names
                    if a.name.startswith("_")
                    and not a.name.startswith("__")
                    and not _one_module_split(_module_name(path), node.module)
                ]
    assert not offenders


def test_public_api_is_exported() -> None:
    import patcher

    assert patcher.__all__ and all(hasattr(patcher, name) for name in patcher.__all__)
    from patcher import apply  # the README's example

    assert callable(apply)


def _type_checking_imports() -> dict[str, str]:
    """name → module of the `if TYPE_CHECKING:` block of patcher/__init__.py."""
    tree = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    block = next(
        node
        for node in tree.body
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
    )
    found: dict[str, str] = {}
    for node in block.body:
        assert isinstance(node, ast.ImportFrom) and node.module
        for alias in node.names:
            assert alias.asname == alias.name, f"{alias.name}: write `X as X` (a re-export)"
            found[alias.name] = node.module
    return found


def test_the_public_list_is_one_list() -> None:
    """`__all__`, the lazy loader and the type checkers' imports name the same things."""
    import patcher

    public = patcher._PUBLIC  # type: ignore[attr-defined]
    assert sorted(public) == patcher.__all__
    assert _type_checking_imports() == public
    for name, module in public.items():
        assert getattr(patcher, name) is getattr(importlib.import_module(module), name)


def _public_functions() -> list[tuple[str, object]]:
    import patcher

    found = [(name, getattr(patcher, name)) for name in patcher.__all__]
    return [(name, obj) for name, obj in found if inspect.isfunction(obj)]


def test_every_type_a_public_function_returns_is_public() -> None:
    import builtins
    import collections.abc
    import pathlib
    import typing

    import patcher

    elsewhere = (builtins, typing, collections.abc, pathlib)
    missing = []
    for name, function in _public_functions():
        returned = inspect.signature(function).return_annotation
        assert isinstance(returned, str) and returned != "inspect._empty", name
        for word in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", returned):
            if word in patcher.__all__ or any(hasattr(m, word) for m in elsewhere):
                continue
            missing.append(f"{name} returns {word}")
    assert not missing


def test_every_error_the_package_raises_is_public() -> None:
    """Every PatcherError subclass anywhere in the package (what a public function may raise)."""
    import pkgutil

    import patcher
    from patcher.errors import PatcherError

    for info in pkgutil.walk_packages(patcher.__path__, "patcher."):
        if info.name != "patcher.__main__":  # it runs the CLI
            importlib.import_module(info.name)
    pending, errors = [PatcherError], []
    while pending:
        cls = pending.pop()
        errors.append(cls)
        pending += cls.__subclasses__()
    assert len(errors) >= 8
    for cls in errors:
        assert getattr(patcher, cls.__name__, None) is cls, cls.__qualname__
