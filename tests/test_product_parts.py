"""Two parts of one product filed apart (issue 21, heldout8): a document keeping a product's
serving mode in one section and its kernel in another does not take an increment about the
one into the other's entry on the product word alone — at most `possibly continues`."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan import contrary
from patcher.plan.evidence import NameIndex, Verdict
from patcher.text.source import Source
from tests.conftest import ROOT

KERNEL = ("**Gannet 3.4 — fused attention kernel 支持 INT4 权重，长序列再快 18%**", "§1.2")


@pytest.fixture(scope="module")
def names() -> NameIndex:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    index = NameIndex(glossary=shipped.identity.terms)
    index.add(*KERNEL, [])
    index.add("**Tern 路由网关** — 按租户分流（2026-11-02）", "§1.1", [])
    return index


def decide(names: NameIndex, title: str, anchor: str) -> Verdict:
    return names.decide(title, "", [], anchor)


def test_another_part_of_the_product_in_another_section_is_only_a_possibility(
    names: NameIndex,
) -> None:
    verdict = decide(names, "Gannet speculative serving mode — 多副本共享草稿缓存（3.4）", "§1.1")
    assert verdict.chosen is None and verdict.possible, verdict
    assert "another part of gannet" in verdict.why and "§1.2" in verdict.why, verdict


def test_the_same_part_or_the_same_section_still_continues(names: NameIndex) -> None:
    same_part = decide(names, "Gannet fused attention kernel 3.4.1 — 修复 INT4 溢出", "§1.1")
    assert same_part.chosen == 0 and "another part" not in same_part.why, same_part
    same_section = decide(
        names, "Gannet speculative serving mode — 多副本共享草稿缓存（3.4）", "§1.2"
    )
    assert same_section.chosen == 0, same_section


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Gannet speculative serving mode — 多副本",
            ("gannet", ("speculative", "serving", "mode")),
        ),
        (
            "**Gannet 3.4 — fused attention kernel 支持**",
            ("gannet", ("fused", "attention", "kernel")),
        ),
        ("Gannet offload tier v2 发布", ("gannet", ("offload", "tier"))),
        ("Gannet adds speculative decoding", None),  # what it did, not what part it is
        ("Gannet 3.5 发布", None),
        ("Gannet scheduler", None),  # one word: too little to tell parts apart
    ],
)
def test_what_part_a_name_describes(text: str, expected: object) -> None:
    assert contrary.descriptor(text) == expected


def test_the_same_part_among_several_parts_of_the_product() -> None:
    """`Selkie 2.2 — paged-decode kernel …` continues the kernel's entry, not the serving
    mode's: of the entries the product word points to, the one describing the same part
    (heldout8: a new entry). A part neither describes decides nothing."""
    index = NameIndex()
    index.add("Selkie 2.1 serving mode — the Selkie engine's decode-first serving mode", "§1.1", [])
    index.add("Selkie paged-decode kernel — the Selkie engine's fused kernel", "§1.2", [])
    kernel = decide(index, "Selkie 2.2 — paged-decode kernel 支持 FP8 KV，batch 128 再快", "§1.2")
    assert kernel.chosen == 1 and "the same part of selkie" in kernel.why
    assert decide(index, "Selkie 2.2 — prefix cache 支持 FP8 KV", "§1.2").chosen is None
    # with no other name evidence too: the part's words are the product's words for it
    mode = decide(index, "Selkie decode-first serving mode — 跨副本 prefix pinning（2.2）", "§1.1")
    assert mode.chosen == 0 and "the same part of selkie" in mode.why
    elsewhere = decide(index, "Selkie decode-first serving mode — 跨副本 pinning", "§1.3")
    assert elsewhere.chosen is None  # (a short name's weight: the section decides)
    assert contrary.same_part(("selkie", ("paged-decode", "kernel")), ("selkie", ("kernel",)))
    assert not contrary.same_part(("selkie", ("serving", "mode")), ("selkie", ("kernel",)))
