"""A comparison of several products is no continuation of the first one named (issue 21,
heldout126): `A 与 B：…选型对比` is its own thing; `shoot-out on XBench: A vs B vs C` is a
result on the benchmark, its entry's where the document files results under benchmarks."""

from __future__ import annotations

from patcher.plan.evidence import NameIndex, names_of
from tests.conftest import brief_text, increment, run


def test_two_names_the_title_says_it_compares() -> None:
    assert names_of("Harrow 与 Quenby：网关选型对比").comparison
    assert names_of("Harrow 和 Quenby — a head-to-head").comparison
    assert not names_of("Harrow 与 Quenby 完成集成").comparison  # (no comparison said)
    assert not names_of("Harrow 与 Quenby：联合发布").comparison


def test_a_compared_pair_continues_neither_side() -> None:
    names = NameIndex()
    names.add("**Harrow** (Kiln Labs): tool registry", "§1.2", [])
    names.add("**Relay** (Osier): gateway and proxy", "§1.2", [])
    assert names.decide("Harrow 与 Relay：网关选型对比", "", [], "§1.2").chosen is None
    assert names.decide("Harrow 2.0：多租户", "", [], "§1.2").chosen is not None


DOC = (
    "# Agent notes\n\n"
    "> Benchmark results, including a product's score, go under the benchmark's entry.\n\n"
    "## §1.1 Frameworks\n\n"
    "- **Larkspur** (Fennick): memory library; 1.4.\n"
    "- **Ostrava** (Pell AI): layered memory middleware; 0.7.\n\n"
    "## §1.2 Tools\n\n## §1.3 Memory\n\n## §1.4 Evaluation\n\n"
    "- **RecallBench** (Fennick): agent memory benchmark — recall, updates, forgetting; 1.0.\n"
)


def test_a_shoot_out_on_a_benchmark_goes_under_it() -> None:
    """Where results go under the benchmark's entry, a shoot-out on it is its news."""
    title = "Memory-layer shoot-out on RecallBench: Larkspur 1.5 vs Ostrava 0.7"
    action = run(DOC, brief_text(increment(1, title, section="§1.4"))).actions[0]
    assert action.action == "updated" and "RecallBench" in (action.matched or ""), action
