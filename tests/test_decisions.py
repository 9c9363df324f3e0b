"""The labelled decision sets (tests/data/decisions/): the figures bench/decisions.py
prints must not fall below the floors recorded when the rules were last changed."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from patcher.document import sections
from patcher.text.source import split_text
from tests.conftest import DATA, ROOT, SHARED_BRIEFS

# Floors per set (all documents together); raise them when the rules improve. Before the
# evidence rules (issue 21): precision 0.70, recall 0.667, placement 0.788, 5 duplicates,
# contradictions 0.675.
FLOORS = {
    "real": {"precision": 1.0, "recall": 1.0, "placement": 1.0, "contradictions": 1.0},
    # week 1: measured once as held-out (precision 0.964, recall 0.643, placement 0.837,
    # 14 duplicates, contradictions 0.55), since then the development set
    "week1": {"precision": 1.0, "recall": 0.97, "placement": 0.98, "contradictions": 1.0},
    # heldout2: measured once untuned (precision 0.90, recall 0.68, placement 0.79,
    # 12 duplicates, contradictions 0.80), since then a development set (1.0 / 1.0 / 1.0 /
    # 0 duplicates / 1.0)
    "heldout2": {"precision": 1.0, "recall": 1.0, "placement": 1.0, "contradictions": 1.0},
    # heldout3 and heldout4: measured once untuned (see their READMEs), then development sets;
    # leads read as GitHub shows them took heldout3 to 1.0 / 1.0 / 1.0 / 0 duplicates and
    # heldout4 to 1.0 / 0.977 / 0.99 / 1 duplicate (contradictions: the route rules' figure)
    "heldout3": {"precision": 1.0, "recall": 1.0, "placement": 1.0, "contradictions": 1.0},
    "heldout4": {"precision": 1.0, "recall": 0.97, "placement": 0.99, "contradictions": 1.0},
    # heldout5 and heldout6: measured once untuned (P 0.971 / 0.971, R 0.767 / 0.717,
    # placement 0.883 / 0.848, 10 / 13 duplicates, contradictions 0.79 / 0.84), then development
    # sets; the name rules (product word + glossary, …) took them to P 0.976 / 0.978, R 0.953 /
    # 0.957, placement 0.968 / 0.967, 2 / 2 duplicates, contradictions 0.854 / 0.947; with the
    # version, successor and edition rules (plan/versions.py) and the contradiction rules for
    # bare refs, quoted claims and figures: P 1.0 / 1.0, R 0.977 / 0.978, placement 0.989 /
    # 0.989, 1 / 1 duplicate, contradictions 1.0 / 1.0
    "heldout5": {"precision": 1.0, "recall": 0.97, "placement": 0.98, "contradictions": 1.0},
    "heldout6": {"precision": 1.0, "recall": 0.97, "placement": 0.98, "contradictions": 1.0},
    # heldout7 and heldout8: measured once untuned (P 1.0 / 0.923, R 0.727 / 0.783, placement
    # 0.867 / 0.89, 12 / 8 duplicates, contradictions 0.694 / 0.789, one heldout7 night not
    # idempotent), then development sets; a note's id found anywhere, another part of a product
    # filed apart and the contradiction placement rules took them to P 1.0 / 0.973, R 0.727 /
    # 0.783, placement 0.867 / 0.9, 12 / 9 duplicates, contradictions 0.833 / 0.868; with the
    # name rules of round 3 (two-word products, releases of a described product, bracketed
    # Latin names): P 1.0 / 0.976, R 0.886 / 0.87, placement 0.944 / 0.94, 5 / 5 duplicates,
    # contradictions 0.917 / 0.868
    # the release rules (one entry per product read from the document, release first or after
    # the kind word, renames, major lines: `系缆推理服务 2.x（Bollard Serve 2）`) took heldout7 to
    # R 0.955, placement 0.978, 2 duplicates, heldout8 to P 1.0, R 0.935, placement 0.97,
    # 3 duplicates (contradictions 1.0 / 0.974 with the rules of round 4)
    "heldout7": {"precision": 1.0, "recall": 0.95, "placement": 0.97, "contradictions": 1.0},
    # The same part among several parts of one product (`Selkie 2.2 — paged-decode kernel …`,
    # wip/names; also among the entries the product word starts): heldout8 R 0.935 -> 0.978,
    # placement 0.97 -> 0.99, 3 -> 1 duplicates, contradictions 0.974 -> 1.0.
    "heldout8": {"precision": 1.0, "recall": 0.97, "placement": 0.99, "contradictions": 1.0},
    # heldout9 and heldout10: measured once untuned at 87a65ff (P 0.967 / 0.756, R 0.558 / 0.534,
    # placement 0.76 / 0.763, 23 / 17 duplicates, contradictions 0.781 / 0.559); an issue entry
    # named by its issue took heldout10 to P 0.795 (19 duplicates). Floors are regression guards
    # at what the rules reach, far below the issue's targets. The contradiction rules of
    # round 4 (a name glued to Chinese, a Chinese name, more of a name than the increment's, a
    # figure of the entry, a proper name after a rack's word) took contradictions to 0.972 /
    # 0.947 / 0.812 / 0.706 (heldout7–10); every miss left follows an increment that went
    # wrong, and with each labelled continuation made every note lands right (1.0).
    # The alias rules (names a
    # first sub-item gives, two-language names, translated kind words, a Chinese name's start,
    # a bug with its own issue kept apart): P 1.0 / 0.841, R 0.808 / 0.638, placement 0.9 /
    # 0.816, 10 / 14 duplicates, contradictions 0.875 / 0.559. Floors are regression guards
    # at what the rules reach, below the issue's targets. Both together: contradictions 0.938 /
    # 0.765. With the release rules as well (the document's convention decides a new
    # release; release first or after the kind word; renames; a release is none of its
    # product's bugs' news): P 1.0 / 0.981, R 0.981 / 0.914, placement 0.99 / 0.956,
    # 1 / 4 duplicates, contradictions 0.969 / 1.0.
    # A release entry a night created and the editor kept makes "no editor's entry carries a
    # release" no sign of one entry per product (heldout12's vLLM 0.32 went into vLLM 0.31):
    # heldout9 gives back one continuation to a flagged new entry (`v0.6 Quarrystone 发布` vs
    # the created `Quarrystone 0.5`; R 0.981 -> 0.962, 1 -> 2 duplicates), precision first.
    "heldout9": {"precision": 1.0, "recall": 0.96, "placement": 0.98, "contradictions": 0.96},
    # heldout10 after devleft (an issue of a product's own repository): 1.0 / 0.983, 1 dup.
    "heldout10": {"precision": 0.99, "recall": 0.97, "placement": 0.98, "contradictions": 1.0},
    # heldout11 and heldout12: measured once untuned at e065c79 (the floors were that measure,
    # rounded down): P 0.971 / 0.947, R 0.708 / 0.818, placement
    # 0.85 / 0.902, 14 / 7 duplicates, contradictions 0.854 / 0.806, every night idempotent
    # After that measure, the created-release-entry rule above (heldout12 a development set
    # now): heldout12 P 1.0, R 0.841, placement 0.924, 7 duplicates, contradictions 0.861.
    # Then the name rules of round 6 (another product's feature counts against; a repository
    # path, a Latin name after a Chinese one or in brackets after a bold one, a correction's
    # subject, a glued incident name, the maker before a whole name): heldout11 P 1.0,
    # R 0.917, placement 0.96, 4 duplicates, contradictions 0.917; heldout12 P 1.0, R 0.932,
    # placement 0.967, 3 duplicates, contradictions 0.917; with the repository a lead links
    # by its address (`Pumice-Edge 1.1` ↔ `[Pumice](…/pumice-ml/pumice)`): heldout12 R 0.955,
    # placement 0.978, 2 duplicates; with a bracketed Latin name read as the entry's
    # English name (`Scrivener 长上下文调度器` ↔ `**基于SLO的…调度**（Scrivener Scheduler）`):
    # heldout11 R 0.938, placement 0.97, 3 duplicates. Contradictions then, with figures as
    # shared claims, name keys and spelled-out abbreviations (tests/test_note_evidence.py,
    # wip/contra): heldout11 0.917, heldout12 1.0 (the floors below).
    "heldout11": {"precision": 1.0, "recall": 0.93, "placement": 0.97, "contradictions": 0.95},
    "heldout12": {"precision": 1.0, "recall": 0.95, "placement": 0.97, "contradictions": 1.0},
    # heldout13 and heldout14: measured once untuned at c698230 (P 0.893 / 0.911, R 0.704 /
    # 0.577, placement 0.778 / 0.722, 18 / 26 duplicates, contradictions 0.789 / 0.611); the
    # floors are that measure, and they are development sets from now on. heldout13 raised
    # after the rival-title and repository-path-release fixes (wip/prec: P 0.981, R 0.746,
    # placement 0.824, contradictions 0.816); heldout14 after the older-release fix (P 0.935,
    # R 0.606, placement 0.741, 25 duplicates, contradictions 0.639); a name in two languages
    # glued by a slash (`**Quillserve/羽笔推理框架**`): heldout14 P 0.98, R 0.676, placement 0.787,
    # 22 duplicates, contradictions 0.75.
    # Then titles led by an emoji, pre-releases glued to the version (`0.15.0rc2`): heldout13
    # R 0.775, placement 0.843, 16 duplicates; heldout14 P 1.0, R 0.704, placement 0.806,
    # 21 duplicates, contradictions 0.833.
    # Names across languages (wip/bilingual: hyphen compounds of a kind, short Chinese halves,
    # translated releases, opening abbreviations, a product word and its abbreviation,
    # renames, a relation line naming the paper an entry holds): heldout13 P 0.984, R 0.859,
    # placement 0.898, 10 duplicates; heldout14 P 1.0, R 0.859, placement 0.907, 10
    # duplicates, contradictions 0.889.
    # Both merged: heldout13 P 1.0, R 0.944, placement 0.963, 4 duplicates, contradictions
    # 0.868; heldout14 P 1.0, R 0.887, placement 0.926, 8 duplicates, contradictions 0.889.
    # Then incidents named by their symptom, short abbreviations leading a note, a correction
    # set off by a dash (wip/incident, merged): heldout13 P 1.0, R 1.0, placement 1.0, 0
    # duplicates, contradictions 1.0; heldout14 P 1.0, R 0.915, placement 0.944, 6 duplicates,
    # contradictions 0.972.
    "heldout13": {"precision": 1.0, "recall": 1.0, "placement": 1.0, "contradictions": 1.0},
    "heldout14": {"precision": 1.0, "recall": 0.91, "placement": 0.94, "contradictions": 0.97},
    # 22 duplicates, contradictions 0.75. Releases (wip/releases: glued pre-releases, x.y.0
    # lines, repository-path and abbreviation titles, rival-named entries, a stated entry per
    # release of an engine, a comparison's stated subject): heldout13 P 1.0, R 0.859,
    # placement 0.907, 10 duplicates, contradictions 0.868; heldout14 P 1.0, R 0.761,
    # placement 0.843, 17 duplicates, contradictions 0.833.
    # heldout15 and heldout16: measured once untuned at 5a7e33a (the floors are that measure,
    # rounded down); development sets from now on.
    # After names glued to a release, a Chinese title naming its subject last, emoji-led
    # titles and glued pre-releases: heldout15 P 0.946, R 0.757, placement 0.821, 16
    # duplicates, contradictions 0.921; heldout16 P 0.893, R 0.758, placement 0.808, 14
    # duplicates, contradictions 0.816.
    # Then incidents (wip/incident, merged): heldout15 P 0.949, R 0.8, placement 0.849, 13
    # duplicates; heldout16 P 0.967, R 0.894, placement 0.913, 7 duplicates (an incident is
    # not news of its product where incidents are filed apart: two wrong updates gone).
    # Then recall on its names (wip/recall15: an abbreviation spelled out in the entry's
    # description, a GitHub-path title, a translated kind word among a product's entries, a
    # release range, a debut release entry, a hyphened name from the maker's repository),
    # merged with the above: heldout15 P 0.957, R 0.943, placement 0.943, 3 duplicates.
    # wip/prec2 (a namesake by another maker, incidents kept apart in any section, a stated
    # rename's new name, the release line an entry records where a section keeps releases
    # apart, an earlier day's increment cited by a contradiction), merged with main 8111928:
    # heldout15 P 1.0, R 0.971, placement 0.981, 2 duplicates; heldout16 P 1.0, R 0.924,
    # placement 0.952, 5 duplicates, contradictions 0.947.
    # (contradictions raised by wip/precision3, an item led by an entry is not about an
    # increment it names further on: heldout15 0.974)
    "heldout15": {"precision": 1.0, "recall": 0.97, "placement": 0.98, "contradictions": 0.97},
    # Then the names across languages (the rename reading: `Orbweaver 更名为 Weft`): heldout16
    # P 0.897, R 0.788, placement 0.827, 12 duplicates, contradictions 0.842.
    # Both merged: heldout16 P 0.898, R 0.803, placement 0.837, 11 duplicates.
    # contradictions 0.947 -> 0.974: the contradiction name rules (tests/test_note_led_names.py)
    "heldout16": {"precision": 1.0, "recall": 0.92, "placement": 0.95, "contradictions": 0.97},
    # Then releases (wip/releases: a repository-path title, `zephyr-labs/sluice v0.4`):
    # heldout16 P 0.897, R 0.788, placement 0.827, 12 duplicates.
    # heldout17 and heldout18: written blind this session, measured untuned at 2a0f026 after
    # every rule of the session (P 1.0 / 0.962, R 0.804 / 0.806, placement 0.906 / 0.867,
    # 10 / 11 duplicates, contradictions 0.735 / 0.778); the floors are that measure,
    # rounded down; development sets from now on.
    # wip/r17a (a partner's repository, a name others only compare, the entry's own repository,
    # an abbreviation of every word, a point's Latin name, a path and a release then Chinese),
    # merged with main 5ff7bc3: heldout17 R 0.882, placement 0.943, 6 duplicates; heldout18
    # P 0.964, R 0.855, placement 0.898, 8 duplicates.
    # rounded down; development sets from now on. Then drift and `卡顿` as symptoms
    # (wip/r17b): heldout18 P 1.0, R 0.823, placement 0.888; with `stalled`: R 0.855,
    # placement 0.908, 9 duplicates; with a fix's own pull request: R 0.887, placement 0.929,
    # 7 duplicates; a patch is a fix: R 0.903, placement 0.939, 6 duplicates; a comparison
    # at a side's release: R 0.919, placement 0.949, 5 duplicates; an item by a rename's new
    # name: contradictions 0.833.
    # heldout17 with the `更名：old → new` rename: R 0.824, placement 0.915, 9 duplicates;
    # a rename on the newest release's entry: R 0.863, placement 0.934, 7 duplicates,
    # contradictions 0.765.
    # Both merged: heldout17 P 1.0, R 0.941, placement 0.972, 3 duplicates, contradictions
    # 0.765; heldout18 P 1.0, R 0.968, placement 0.98, 2 duplicates, contradictions 0.833.
    # (contradictions raised by wip/precision3, an item doubting a fix goes on the incident:
    # heldout17 0.824, heldout18 1.0 with a resolution naming its entry and an item led by one
    # side not about a comparison increment, heldout19 1.0)
    # contradictions 0.824 -> 0.941: the contradiction name rules (tests/test_note_led_names.py)
    "heldout17": {"precision": 1.0, "recall": 0.94, "placement": 0.97, "contradictions": 0.94},
    "heldout18": {"precision": 1.0, "recall": 0.96, "placement": 0.98, "contradictions": 1.0},
    # heldout19 and heldout20: written blind during the last round of the session, measured
    # once untuned at 75edadb (P 0.978 / 0.907, R 0.629 / 0.574, placement 0.689 / 0.712,
    # 25 / 25 duplicates, contradictions 0.794 / 0.882); the floors were that measure.
    # wip/names (an entry's other names: `**中文名** · English —`, a repository half, a proper
    # name in lower case, a generation glued to its word, glossary translations, a Chinese
    # name then a verb, `已核实：`, a title in two languages, a taken-on known name, a backend
    # as a feature, `request router (中文名)`, acronyms after a release): heldout19 P 1.0,
    # R 0.957, placement 0.944, 3 duplicates, contradictions 0.941; heldout20 P 0.968,
    # R 0.882, placement 0.913, 6 duplicates, contradictions 0.912.
    # wip/precision (a denial across an aside, a kind before a release, a fix of a kept
    # incident, an unknown compared thing to 待核实, placement by the entries a title names,
    # one symptom vocabulary, an incident's product by acronym or initials, dated history
    # lines, a maker in brackets, a resolution citing `（1 月 11 日 ②）`) merged on top:
    # heldout19 P 1.0, R 0.986, placement 0.989, 1 duplicate, contradictions 0.941;
    # heldout20 P 1.0, R 0.956, placement 0.971, 3 duplicates, contradictions 1.0.
    "heldout19": {"precision": 1.0, "recall": 1.0, "placement": 1.0, "contradictions": 1.0},
    # An adversarial pass then narrowed the glossary-translation rule to decide only with the
    # section agreeing (a sense of `记忆层`/`追踪` is no name): heldout20 `Yarrow 智能体运行时
    # 0.9`, given no section, became a flagged possibility: R 0.941, placement 0.962, 4
    # duplicates (floors lowered to that, on purpose: precision first).
    "heldout20": {"precision": 1.0, "recall": 0.94, "placement": 0.96, "contradictions": 1.0},
    # heldout21–24: written blind during the last session, measured once untuned at cf38f9e
    # (P 0.978 / 0.951 / 1.0 / 0.897, R 0.776 / 0.629 / 0.719 / 0.603, placement 0.856 / 0.694 /
    # 0.822 / 0.722, 12 / 23 / 16 / 21 duplicates, contradictions 0.842 / 0.611 / 0.583 /
    # 0.611); the floors are that measure, raised by wip/precision2 (release lines: heldout22
    # P 1.0 R 0.694 placement 0.776, heldout24 P 1.0 R 0.655 placement 0.778 contradictions 0.639;
    # contradictions: heldout22 0.694, heldout23 0.667, heldout24 0.778).
    # wip/names2 (a Chinese name glued to its release, a Chinese name in the brackets after a
    # Latin one or before its maker, a tier of its own, a title led by the name its relation
    # line continues, `X 条目更新`, a Chinese title read by its one repository): heldout21
    # P 0.98, R 0.845, placement 0.9, 8 duplicates, contradictions 0.868; heldout22 P 0.953,
    # R 0.661, placement 0.714, 21, 0.667; heldout23 P 1.0, R 0.877, placement 0.922, 7, 0.75;
    # heldout24 P 0.905, R 0.655, placement 0.756, 18, 0.694; with `（原 X）` a former name:
    # heldout24 P 0.907, R 0.672, placement 0.767, 17, 0.722.
    # Both merged (with main's adversarial fixes): heldout21 P 0.98, R 0.845, placement 0.9,
    # 8 duplicates, contradictions 0.868; heldout22 P 1.0, R 0.726, placement 0.796, 17,
    # 0.778; heldout23 P 1.0, R 0.877, placement 0.922, 7, 0.833; heldout24 P 1.0, R 0.724,
    # placement 0.822, 16, 0.833.
    # wip/names3 (short forms a lead gives, a repository path a lead writes, a denial in its
    # own clause or naming capitalised words, a mixed title's leading words, dated editions, a
    # topic before a colon, a dot inside a bold lead, a maker's launch, a renamed release,
    # `capstan#1034`, a Chinese name written with a Latin one, relation lines by `本条为其…`, a
    # bracketed Latin name or repository): heldout21 P 1.0, R 0.931, placement 0.956, 4
    # duplicates, contradictions 0.974; heldout22 P 1.0, R 0.903, 0.908, 6, 0.917; heldout24
    # P 1.0, R 0.897, 0.933, 6, 0.889.
    # wip/names3 and wip/precision3 merged (2026-12-04 15:20 UTC): heldout21 P 1.0, R 0.931,
    # placement 0.956, 4 duplicates, contradictions 1.0; heldout22 1.0 / 0.903 / 0.908 / 6 /
    # 0.944; heldout23 1.0 / 0.877 / 0.922 / 7 / 0.861; heldout24 1.0 / 0.897 / 0.933 / 6 /
    # 0.917; heldout25 1.0 / 0.941 / 0.956 / 4 / 1.0; heldout26 1.0 / 0.985 / 0.989 / 1 / 1.0.
    "heldout21": {"precision": 1.0, "recall": 0.93, "placement": 0.95, "contradictions": 1.0},
    "heldout22": {"precision": 1.0, "recall": 0.9, "placement": 0.91, "contradictions": 0.94},
    # wip/names6 (names on unseen conventions): heldout23 1.0 / 0.895 / 0.933 / 6 / 0.889.
    "heldout23": {"precision": 1.0, "recall": 0.93, "placement": 0.95, "contradictions": 0.91},
    # wip/precision5 (relation lines `续 5-29 X 条目`, `X 的后续处置`; issue refs, incidents and
    # abbreviations in contradiction items): heldout24 P 1.0, R 0.931, placement 0.956, 4, 0.972.
    "heldout24": {"precision": 1.0, "recall": 0.93, "placement": 0.95, "contradictions": 0.97},
    # heldout25 and heldout26: written blind this session, measured once untuned at 312d123
    # (P 0.966 / 0.967, R 0.838 / 0.866, placement 0.878 / 0.9, 9 / 7 duplicates,
    # contradictions 0.921 / 0.778); the floors were that measure. wip/names3: heldout25
    # P 0.984, R 0.912, placement 0.933, 5 duplicates, contradictions 0.974; heldout26 P 0.97,
    # R 0.955, placement 0.967, 1 duplicate, contradictions 0.889.
    # wip/names5 (a renamed thing found by its new name without its release too): heldout25
    # R 0.956, placement 0.967, 3 duplicates.
    "heldout25": {"precision": 1.0, "recall": 0.95, "placement": 0.96, "contradictions": 1.0},
    "heldout26": {"precision": 1.0, "recall": 0.98, "placement": 0.98, "contradictions": 1.0},
    # heldout27 (rag), heldout28 (agent), heldout29 (edge inference): written blind this
    # session, measured once untuned at 7e6108c and again at e64e0b5 (the same): P 0.98 /
    # 0.915 / 0.955, R 0.831 / 0.729 / 0.737, placement 0.878 / 0.8 / 0.833, 10 / 14 / 13
    # duplicates, contradictions 0.853 / 0.667 / 0.895; the floors are that measure.
    # then `不是事故续报` read as a line saying it is no continuation: heldout27 P 1.0,
    # placement 0.889.
    # then a relation line saying not to merge (`本条与之不同…不应合并`): heldout28 P 0.935,
    # placement 0.811.
    # wip/precision5 (a shared paper against another release, relation lines naming a
    # follow-up, an incident cited by day and product, a paper about the entry's paper;
    # contradiction items by `repo#N`, an incident's repository, an abbreviation, a Chinese name
    # and release, an unknown thing's claim): heldout27 P 1.0, R 0.864, placement 0.911, 8
    # duplicates, contradictions 0.971 (1.0 with an item led by a repository path); heldout28 P 0.981, R 0.864, 0.911, 7, 0.972;
    # heldout29 P 0.956, R 0.754, 0.844, 12, 0.947.
    # wip/names5 (a Chinese-named entry's short form of its Latin name, a two-language title
    # with the kind word dropped, a Latin name and words its lead writes, a series entry's
    # generations; then a renamed thing found by its new name without its release, a Chinese
    # name glued to its kind, `问渠基准 v1.1`): heldout27 R 0.932, placement 0.956,
    # 4 duplicates; heldout29 P 0.98,
    # R 0.86, placement 0.911, 7 duplicates, contradictions 0.947.
    # then a repository path with a release glued by `-v`: heldout27 R 0.949, placement
    # 0.967, 3 duplicates.
    # then a relation line saying not to merge (`本条与之不同…不应合并`): heldout28 P 0.935,
    # placement 0.811.
    # then wip/names5 (a former name in two languages, `（原 提线 Marionette）`; Greek letters
    # spelled out, `τ-bench` as `tau bench`; a specification's month, `MCP 2027-06`; a Latin
    # name before the kind of thing, `A2A 协议`): heldout28 P 0.98, R 0.847, placement 0.889,
    # 9 duplicates, contradictions 0.694.
    # then the Chinese half of a two-language release name, `铁砧 0.5`: heldout28 P 0.981,
    # R 0.864, placement 0.9, 8 duplicates.
    # then a Latin release read by the Chinese name the document gives it, `Raven Agent SDK
    # 3.3` ↔ `渡鸦SDK 3.3`: heldout28 R 0.898, placement 0.922, 6 duplicates.
    # then an entry written from a rename title going by its new name: heldout29 R 0.877,
    # placement 0.922, 6 duplicates.
    # then a two-language title read by its Latin half among releases, `声序 StreamCue 2.0.1`:
    # heldout29 P 0.981, R 0.895, placement 0.933, 5 duplicates.
    # merged on main (precision5, names5, mixed names): heldout27 P 1.0, R 0.983, placement
    # 0.989, 1 duplicate, contradictions 1.0; heldout28 1.0, 0.983, 0.989, 1, 0.972;
    # heldout29 0.981, 0.912, 0.944, 4, 1.0.
    # then a relation line opening with a bare `续 X`: heldout27 R 1.0, placement 1.0, 0
    # duplicates.
    "heldout27": {"precision": 1.0, "recall": 1.0, "placement": 1.0, "contradictions": 1.0},
    "heldout28": {"precision": 1.0, "recall": 0.98, "placement": 0.98, "contradictions": 0.97},
    "heldout29": {"precision": 0.98, "recall": 0.94, "placement": 0.96, "contradictions": 1.0},
    # heldout30 (inference, `###` groups and date-led entries against per-release `*` leads),
    # heldout31 (multimodal, numbered `**中文名**（English，机构）` leads against `[Name](url)`
    # leads), heldout32 (inference, `####` product families against numbered per-release
    # entries): written blind this session, measured once untuned (heldout30 P 0.965 / 0.966,
    # R 0.902 / 0.934; heldout31 P 0.976, R 0.656; heldout32 P 0.906 / 0.907, R 0.80 / 0.817:
    # their READMEs), then development sets.
    # then a launch entry a night wrote is its first release's where the preamble gives every
    # release an entry (`Halyard Gateway 0.2` against `Halyard 推理网关（Halyard Gateway）首发`):
    # heldout30 P 1.0, placement 0.969.
    # contradictions 0.955 -> 1.0: the contradiction name rules (tests/test_note_led_names.py)
    "heldout30": {"precision": 1.0, "recall": 0.96, "placement": 0.98, "contradictions": 1.0},
    # then a patch release titled by its fix continues the incident, and a point saying the
    # increment's pull request closes an issue (`#31702 合入, 关闭 #31588`): heldout31 P 1.0,
    # R 0.82, placement 0.878, 11 duplicates; then a short form of the name's capitals in
    # another order (`VidEval-Long，简称 LVE`), `X（aside）续：` and `即活文档 §x 的 X（Y），更名后续写`:
    # R 0.918, placement 0.944, 5 duplicates (wip/recall8a); then a mixed name led by four
    # Chinese characters (`图表问答 Pro 中文扩展集`): R 0.934, placement 0.956, 4 duplicates, and
    # heldout32 R 0.883 -> 0.917, placement 0.922 -> 0.944, 7 -> 5 duplicates; then a launch
    # title's bracketed Chinese name with its generation (`Lingxi-Omni 2（灵犀全模态 2）发布`):
    # heldout31 R 0.951, placement 0.967, 3 duplicates.
    # contradictions 0.841 -> 0.932: the contradiction name rules (tests/test_note_led_names.py)
    "heldout31": {"precision": 1.0, "recall": 0.95, "placement": 0.96, "contradictions": 0.9},
    "heldout32": {"precision": 1.0, "recall": 0.93, "placement": 0.95, "contradictions": 0.9},
    # heldout33 (inference, `【中文名】English · 机构` leads against `+ Name vX.Y — Org —` leads):
    # measured once untuned at 277f225 (P 0.944, R 0.85, placement 0.90, 6 duplicates,
    # contradictions 0.947; the same at 900c0f0), then a development set.
    # then `续 SGLang v0.8.0 显存泄漏(#14388)` and a patch release titled by its fix: P 1.0,
    # R 0.95, placement 0.967, 3 duplicates.
    # then a launch entry a night wrote is its first release's where the preamble gives every
    # release an entry: R 0.933, placement 0.956, 4 duplicates (`Gridline 0.3` against the
    # week's `Gridline`, labelled a continuation: now a possibility).
    # contradictions 0.947 -> 0.974: the contradiction name rules (tests/test_note_led_names.py)
    "heldout33": {"precision": 1.0, "recall": 0.93, "placement": 0.95, "contradictions": 0.97},
    # heldout34 (agent, per-product leads of five shapes against per-release `*` leads),
    # heldout35 (rag, numbered per-product entries against per-release `*` entries),
    # heldout36 (inference, date-led per-release bullets against `[Name](url) —` leads with
    # two-level history): written blind this session, measured once untuned at cfb9940
    # (P 0.933 / 0.935 / 0.959, R 0.75 / 0.827 / 0.825, placement 0.819 / 0.867 / 0.891,
    # 14 / 7 / 8 duplicates, contradictions 0.778 / 0.952 / 0.853), then development sets.
    # then a resolution citing `6-16 ②` alone: heldout36 contradictions 0.912; then (wip/precision6)
    # a CVE filed apart, another dated revision, a release after a Chinese name, and items
    # naming their increment another way: P 1.0 / 0.956 / 0.959, placement 0.851 / 0.878 /
    # 0.891, contradictions 0.944 / 0.976 / 0.971.
    # wip/names6 (an abbreviation a night's entry spells out, `X（…）条目续`, `获`, a month
    # after a name, one release entry, Latin halves, dashed History lines, an entry's own
    # rename, another namesake's clause, `再次确认 X`, a maker's capitals, a linked
    # repository): P 0.943 / 0.98 / 1.0, R 0.893 / 0.923 / 1.0, placement 0.904 / 0.922 /
    # 1.0, 6 / 4 / 0 duplicates. Merged with precision6 on main: P 1.0 / 1.0 / 1.0, R 0.893 /
    # 0.923 / 1.0, placement 0.936 / 0.933 / 1.0, contradictions 1.0 / 0.976 / 1.0.
    "heldout34": {"precision": 1.0, "recall": 0.89, "placement": 0.93, "contradictions": 1.0},
    "heldout35": {"precision": 1.0, "recall": 0.92, "placement": 0.93, "contradictions": 0.97},
    "heldout36": {"precision": 1.0, "recall": 1.0, "placement": 1.0, "contradictions": 1.0},
    # heldout37 (agent, `####` families with `+` bullets against numbered per-release leads),
    # heldout38 (inference, per-product `📌` leads against per-release leads with history):
    # written blind this session, measured once untuned at f2c22c8 (P 0.851 / 0.942, R 0.727 /
    # 0.79, placement 0.789 / 0.844, 12 / 11 duplicates, contradictions 0.719 / 0.875), then
    # development sets. Then a release after a bracketed other name (`黑曜路由（Obsidian Router）
    # 0.2`): heldout38 P 0.961, placement 0.856, contradictions 0.906.
    # then a CVE id as an identity key: heldout37 P 0.896, R 0.782, placement 0.822, 11
    # duplicates, contradictions 0.781.
    # then `A 而非 B` denying B only: heldout37 P 0.898, R 0.80, placement 0.833, 10
    # duplicates, contradictions 0.812.
    # merged with wip/precision6: heldout37 P 0.917, placement 0.844; then with wip/names6:
    # P 0.90 (`LangGraph 1.5.1 修补 CVE-…` now goes under the week's duplicate of the CVE entry,
    # a cascade of an earlier miss), R 0.818, placement 0.856, 8 duplicates, contradictions
    # 0.875.
    # then a specification named by its date after `spec`: P 0.918, placement 0.867.
    # wip/recall7b (preamble rules read: release/patch/edition apart, follow-ups under the latest
    # release, patches under an entry, one entry per product; CVE and bare `续 N 增量` citations):
    # heldout37 P 0.981, R 0.945, placement 0.956, 3 duplicates, contradictions 0.938.
    "heldout37": {"precision": 0.98, "recall": 0.94, "placement": 0.95, "contradictions": 0.93},
    # then the Latin half after a bold Chinese name (`**风铃推理引擎** / Windbell —`): heldout38
    # P 0.981, R 0.855, placement 0.90, 8 duplicates, contradictions 0.938.
    # then wip/recall7a (a model word singling out a provider's entry, a Latin short form after
    # a slash, a Chinese maker and a model word, …): P 0.983, R 0.952, placement 0.967, 2
    # duplicates, contradictions 0.969.
    "heldout38": {"precision": 0.98, "recall": 0.95, "placement": 0.96, "contradictions": 0.96},
    # heldout39 (rag, per-product `**中文名**（English）` under `###` groups against per-release
    # `[Name X.Y](url) · maker · date` leads) and heldout40 (agent, emoji-led per-product leads
    # against `* Name (maker)` leads with per-revision specifications): written blind this
    # session; heldout39 measured once untuned at d7a4fb7 (P 0.884, R 0.704, the same at
    # cd13efd), heldout40 twice untuned (d7a4fb7: P 1.0, R 0.826; 34efb8e: P 1.0, R 0.855,
    # placement 0.889, 10 duplicates, contradictions 0.833); then development sets. heldout39 at
    # 34efb8e: P 0.891, R 0.759, placement 0.789, 12 duplicates, contradictions 0.80.
    # wip/recall7b: heldout39 P 1.0, R 0.778, placement 0.844, contradictions 0.925; heldout40
    # P 1.0, R 0.913, placement 0.933, 6 duplicates, contradictions 0.889.
    # contradictions 0.925 -> 0.95: the contradiction name rules (tests/test_note_led_names.py)
    # wip/recall8b (sizes and builds, PEP 440 pre-releases, a glued Chinese release, a rename's
    # generation, a release beside its product's incident, an abbreviation a point spells out):
    # P 1.0, R 0.926, placement 0.956, 4 duplicates, contradictions 0.95.
    "heldout39": {"precision": 1.0, "recall": 0.92, "placement": 0.95, "contradictions": 0.95},
    "heldout40": {"precision": 1.0, "recall": 0.92, "placement": 0.94, "contradictions": 0.94},
    # heldout41 (inference, per-product `**中文名**（English）` leads under `###` groups against a
    # numbered release log whose preamble gives patches and candidates entries of their own):
    # written blind this session, measured once untuned at 21a5c67 (P 0.917, R 0.83, placement
    # 0.833, 9 duplicates, contradictions 0.775; at cd13efd P 0.878, R 0.811); then a relation
    # line naming the release a new one follows and a final release beside its candidate's:
    # P 0.978, R 0.83, placement 0.867, 9 duplicates, contradictions 0.80.
    # wip/recall7b (a relation line naming the entry's release yields to the preamble's rule):
    # P 1.0, R 0.83, placement 0.878, contradictions 0.825.
    # then wip/recall7a (Chinese then Latin names, an incident's follow-up by its region id, a
    # provider's name then a model word, `对齐 X` naming X as an object): P 0.98, R 0.943,
    # placement 0.933, 3 duplicates.
    # contradictions 0.825 -> 0.9: the contradiction name rules (tests/test_note_led_names.py)
    "heldout41": {"precision": 1.0, "recall": 0.94, "placement": 0.94, "contradictions": 0.9},
    # heldout43 (agent, per-product `**Name**（中文名）· maker` leads against a release log whose
    # preamble files patches, security fixes and final releases under the minor release's
    # entry): written blind this session, measured once untuned at c680100 (P 0.938, R 0.763,
    # placement 0.833, 12 duplicates, contradictions 0.882; at cd13efd P 0.957, R 0.763).
    # wip/recall7b: P 1.0, R 0.949, placement 0.967, 3 duplicates, contradictions 1.0.
    "heldout43": {"precision": 1.0, "recall": 0.94, "placement": 0.96, "contradictions": 1.0},
    # heldout42 (multimodal, `【中文名】English · 机构` leads against `[Name](url) (maker)` leads):
    # written blind this session, measured untuned at 21a5c67 and at 818fca5 (the same: P 0.98,
    # R 0.769, placement 0.815, 14 duplicates, contradictions 0.861; at cd13efd P 0.978,
    # R 0.692); a development set from the next session on.
    # heldout44 (rag, Chinese per-product `**English Name**：中文说明` leads with dated history
    # against an English release log `**Name X.Y** — maker (date)` whose preamble files patches,
    # candidates and security fixes): written blind this session, measured once untuned at
    # 6b0e382 (P 0.98, R 0.806, placement 0.862, 12 duplicates, contradictions 0.864; the same at
    # de85924).
    # wip/recall8b (monthly editions without a year, initials of a released name, a generation
    # glued to a hyphened name): P 1.0, R 0.952, placement 0.968, 3 duplicates.
    "heldout44": {"precision": 1.0, "recall": 0.95, "placement": 0.96, "contradictions": 0.97},
    # heldout46 (agent, English per-product `**Name** — maker —` leads with dated updates and
    # `###` groups against a Chinese release log `【Name vX.Y】` whose preamble files patches,
    # candidates, advisories and follow-ups): written blind this session, measured once untuned
    # at d2befed (P 0.957, R 0.746, placement 0.83, 14 duplicates, contradictions 0.735; 0.794 at
    # de85924: a regression fixed at once, see its README).
    # wip/recall8b (`九月版` vs `2028.08 期`, kind words before a name, `Codewright（下称 CW）`,
    # `【巡游者 v2.3】浏览器智能体（Wayfarer）`): P 0.965, R 0.932, placement 0.947, 3 duplicates,
    # contradictions 0.853.
    "heldout46": {"precision": 0.96, "recall": 0.93, "placement": 0.94, "contradictions": 0.85},
    # heldout45 (inference, English per-product `**Name** (maker):` leads with dated history
    # against unbolded Chinese `中文名 English（机构）—` leads under `###` groups, one group of
    # which files one entry per release): written blind this session, measured once untuned at
    # 2205e3b (P 0.981, R 0.768, placement 0.822, 15 duplicates, contradictions 0.816; the same
    # at de85924); then sub-heading groups, Chinese-then-Latin names of several words and a
    # `不是同一` clause about a namesake: P 1.0, R 0.913, placement 0.933, 6 duplicates.
    # contradictions 0.868 -> 0.921: the contradiction name rules (tests/test_note_led_names.py)
    "heldout45": {"precision": 1.0, "recall": 0.91, "placement": 0.93, "contradictions": 0.92},
    # then wip/recall7a (`ClearTone 2 发布` a release, editions, a maker before the name, a
    # Chinese name then the Latin one or a bare generation): P 1.0, R 0.985, placement 0.967, 1
    # duplicate, contradictions 0.917.
    "heldout42": {"precision": 1.0, "recall": 0.98, "placement": 0.98, "contradictions": 0.91},
    # heldout49 (multimodal, Chinese per-product `📷 **English Name**（中文名，机构）` leads against
    # English `* **Name** · maker ·` leads under `###` groups, video releases and benchmark
    # editions one entry each): written blind this session, measured untuned at dda71f2 (P
    # 0.944, R 0.718, placement 0.75, 17 duplicates, contradictions 0.789; the same at de85924)
    # and after three merges at 8d1072f (P 0.911: one wrong update, fixed at 4928e86).
    # wip/recall8b (kind words before a name, a maker word before a name and its release,
    # multimodal glossary rows): P 0.985, R 0.901, placement 0.906, 6 duplicates.
    "heldout49": {"precision": 0.99, "recall": 0.92, "placement": 0.93, "contradictions": 0.97},
    # heldout50 (agent, Chinese per-product `**中文名**｜English｜机构` leads against an English
    # release log `**Name X.Y** (date, maker)`): written blind this session, measured untuned at
    # 6e73b46 (P 0.769, R 0.455, placement 0.598, 28 duplicates, contradictions 0.45: the names
    # after the bars unread; the same at de85924); then the bar as a slash: P 0.957, R 0.667;
    # then a name written twice across the bar, the lead's own denial, the sources line's short
    # form and more (wip/recall8a): P 0.968, R 0.924, placement 0.935, 4 duplicates; then a CVE
    # the title says its news came after read as background: P 1.0, R 0.939, placement 0.957;
    # then a Chinese phrase before an acronym and release: R 0.955, placement 0.967, 3 dups.
    "heldout50": {"precision": 1.0, "recall": 0.95, "placement": 0.96, "contradictions": 0.92},
    # heldout51 (rag, unbolded English `Name — maker.` leads against `【中文名 / English】` leads
    # under `###` groups, a group of one entry per version): written blind this session,
    # measured untuned at 6e73b46 (P 0.909, R 0.781; 0.943 / 0.781 at de85924); then `补丁版也单列`
    # read: P 0.962; then `【RAGFlow / RAGFlow】` as one name and more (wip/recall8a): P 0.965,
    # R 0.859, placement 0.841, 9 duplicates; then `【上下文段落压缩 / CPC】` going by `CPC`: P 0.966,
    # R 0.875, placement 0.852, 8 duplicates.
    # contradictions 0.667 -> 0.714: the contradiction name rules (tests/test_note_led_names.py)
    "heldout51": {"precision": 0.96, "recall": 0.87, "placement": 0.85, "contradictions": 0.71},
    # heldout53 (agent, Chinese `[中文名](url)（English，机构）` per-product leads against an
    # English release log whose conventions sit under a `##` heading): written blind, measured
    # untuned at 05c51a2 (P 0.763, R 0.558; the log's side P 0.273); then its conventions read.
    "heldout53": {"precision": 0.97, "recall": 0.76, "placement": 0.86, "contradictions": 0.85},
    # heldout54 (multimodal, English per-product `**Name** — *maker*` leads against a Chinese
    # release log `《中文名 X.Y》（English X.Y，…）`): written blind, measured untuned at 05c51a2
    # (P 0.977, R 0.662; the log's side R 0.407); then the book-title leads' English read.
    "heldout54": {"precision": 1.0, "recall": 0.89, "placement": 0.92, "contradictions": 0.88},
    # heldout55 (rag, Chinese `**中文名 English**（机构）` per-product leads whose preamble files
    # incidents apart, against English `[Name](url) · maker ·` leads with a release tracker and
    # yearly benchmark editions): written blind, measured untuned at 05c51a2 and again after
    # every merge (P 0.907, R 0.7); then incidents stated apart read: P 0.943, R 0.714; then a
    # two-language name's Latin tail (`Postgres 向量扩展 pgvector`): P 0.965, R 0.786; then a
    # relation line asking that it be tracked on its own (`单独跟踪`, devmiss3): P 1.0, R 0.829.
    "heldout55": {"precision": 1.0, "recall": 0.82, "placement": 0.86, "contradictions": 0.76},
    # heldout48 (inference, English release log `[Name vX.Y.Z](url) — date — maker — …` whose
    # preamble gives the first rc and the final release entries, against a Chinese per-product
    # document): kept blind two sessions (P 0.942, R 0.778 untuned at 05c51a2 and 1aed469);
    # then the final release apart from its candidate's entry, and Chinese names bracketed
    # after the maker (`Cirrusforge Inc. (卷云算力)`): P 1.0, R 0.825.
    "heldout48": {"precision": 1.0, "recall": 0.84, "placement": 0.88, "contradictions": 0.91},
    # heldout56-58 (2026-12-05): written blind, measured untuned at 1aed469 (README), then worked
    # on. heldout56 (inference; a Chinese release log led by date and status emoji, its preamble
    # in Chinese: `每个正式版本单独一条`, incidents under the release they affect; an English
    # ordered list per product): P 0.69, R 0.714 (its release log P 0.37) -> P 0.923, R 0.857;
    # then a release after a kind word (`Sentinel 健康探针 2.2`) and a patch of a whole release
    # entry (`v0.31.1` against `v0.31.0`, only post-builds filed under one; devmiss3): P 0.98.
    "heldout56": {"precision": 0.98, "recall": 0.85, "placement": 0.9, "contradictions": 0.83},
    # heldout57 (agent, `【English｜中文】` leads; English leads with updates on the lead line):
    # untuned P 0.805, R 0.55 -> P 0.966, R 0.933 (the label pair read as the entry's name).
    "heldout57": {"precision": 0.96, "recall": 0.93, "placement": 0.95, "contradictions": 0.95},
    # heldout58 (multimodal, English release log of code-span leads `` `Name vX.Y` (YYYY-MM) ``)
    # then (wip/lead58) news filed under the release it concerns, a family's shared paper, a
    # launch entry holding one release, name forms: P 1.0, R 1.0, 0 duplicates.
    "heldout58": {"precision": 1.0, "recall": 1.0, "placement": 0.989, "contradictions": 0.929},
    # heldout61 (agent; Chinese per-release frameworks, per-product others, security incidents
    # `每起单独立条`; English per-product under `###` groups with changelog tables): untuned
    # P 0.907, R 0.817 (README); then `单独立条` / `their own entry` read: P 0.962, R 0.85;
    # then `**Name vX.Y**｜maker｜date：` fields no name half: P 0.964, R 0.883, 6 duplicates;
    # a release is a product's, not its namesake paper's: P 0.965, R 0.917, 4 duplicates;
    # then a relation line asking that it be tracked on its own (`单独跟踪`, devmiss3): P 1.0, R 0.95.
    "heldout61": {"precision": 1.0, "recall": 0.95, "placement": 0.94, "contradictions": 0.83},
    # heldout60 (inference; a Chinese `**名称 X.Y 发布**` release log, incidents under the affected
    # release, against English per-product leads with advisories apart): untuned at 1aed469 and
    # again at f63bdbc P 0.822, R 0.587 (README); then a word inside an announced release's
    # name no longer finds it for another release (`Halyard 3.1` vs `升帆 Halyard 3.0 发布`):
    # P 0.864, R 0.603; an issue-led title's product and release: P 0.87, R 0.635.
    "heldout60": {"precision": 0.91, "recall": 0.69, "placement": 0.78, "contradictions": 0.73},
    # heldout63 (multimodal; English family entries with nested release tables, `One entry per
    # model family`, against a Chinese `【日期】《中文名 X.Y》English X.Y：` release log): untuned at
    # 1aed469 and d79c759 P 0.854, R 0.574; then a family's next generation its news: P 0.878,
    # R 0.705, 14 duplicates.
    "heldout63": {"precision": 0.96, "recall": 0.78, "placement": 0.85, "contradictions": 0.73},
    # heldout68 (multimodal; an English entry per maker, `**Maker** — products: A, B`, against
    # a Chinese entry per generation, `〔模态〕名称 N · 厂商 · 月份`, `每一代一条`; written blind
    # 2026-12-05, refused at 8b65009 for its `【增量 N】` heads): P 0.588, R 0.133 after the
    # parse fix; products listed in the lead, a kind label, one entry per generation: P 0.984,
    # R 0.8.
    "heldout68": {"precision": 0.98, "recall": 0.8, "placement": 0.82, "contradictions": 0.79},
    # heldout67 (inference; Chinese product cards, one entry per product with a nested
    # `- 版本记录：` list of `X.Y.Z（日期）` and a single product's incidents nested under it,
    # against an English log of one entry per minor release, date-first unbolded leads and
    # `Incident:` entries; both preambles define abbreviations `TW = Tidewater`): untuned at
    # 8b65009 P 0.977, R 0.712, 17 duplicates; then P 1.0, R 0.966, 2 duplicates.
    "heldout67": {"precision": 1.0, "recall": 0.96, "placement": 0.97, "contradictions": 1.0},
    # heldout66 (agent; a Chinese one-entry-per-product document led `- 【厂商】产品名 — …` with
    # `续（MM-DD）` sub-bullets, abbreviations defined in its preamble, incidents and advisories
    # apart in §1.4, against an English release log led by code spans `name@X.Y.Z`, `ref:slug`,
    # advisories as sub-bullets of the affected release): untuned at 8b65009 P 0.419, R 0.26;
    # then P 0.977, R 0.86, 7 duplicates.
    "heldout66": {"precision": 0.97, "recall": 0.88, "placement": 0.92, "contradictions": 0.81},
    # heldout73 (agent; a Chinese one-entry-per-product document led `〔厂商〕产品名`, benchmark
    # scores under the benchmark's entry, incidents `事故｜产品 版本｜日期` and advisories `〔安全〕`
    # apart in §1.4, against an English log of one card per minor release led by an internal
    # card id `AGT-nnn Product x.y (Maker)`, `INC-nn` incident cards, CVEs on the release's
    # card; written blind 2026-12-05): untuned at a66f1b5 P 0.762, R 0.627, 15 duplicates;
    # then P 1.0, R 0.804, 10 duplicates.
    # (merged with the session's other branches: R 0.784, placement 0.872, 11 duplicates — two
    # rules of other sets keep `Hexa 运行时1.5 实测` and one note from their entries)
    "heldout73": {"precision": 1.0, "recall": 0.78, "placement": 0.87, "contradictions": 0.94},
    # heldout71 (inference; a Chinese dossier, one entry per product led `「中文名」：描述（English,
    # owner/repo）`, `续记` sub-bullets, incidents and papers apart, `X简称 Y` abbreviations,
    # against an English changelog of one entry per event led `[Name](url) (X.Y) — … [kind]`;
    # written blind, a development set from 2026-12-05): untuned at a66f1b5 P 0.529, R 0.36,
    # 26 duplicates; then P 0.951, R 0.78, 9 duplicates.
    "heldout71": {"precision": 0.95, "recall": 0.82, "placement": 0.89, "contradictions": 0.83},
    # heldout70 (rag; a Chinese release ledger, `N. 中文名 X.Y（English X.Y）—— 日期 —— 摘要`, whose
    # preamble says `一个发布一条` and files incidents and CVEs under the affected release, against
    # an English register of one entry per product, `- Name (Maker): … Releases: 1.0, 1.1.`,
    # whose preamble files `Later news of any kind` under the product and gives incidents no
    # entry of their own; titles `中文名 X.Y（Latin X.Y）`, `中文名 X.Y HNSW …`, CVE-led): untuned
    # at a66f1b5 P 0.824, R 0.491, 24 duplicates; then P 1.0, R 0.877, 7 duplicates.
    "heldout70": {"precision": 1.0, "recall": 0.87, "placement": 0.91, "contradictions": 0.9},
    # heldout76 (multimodal; a Chinese one-entry-per-product document naming domestic products
    # in Chinese only with a `名称对照表` in its preamble, incidents and their fix releases in
    # `〔事故〕` entries, results under the benchmark's entry (`下称 MMSB`), against an English
    # release log led by `slug@X.Y` code spans with a slug list and `arXiv:ID` code spans):
    # untuned at a66f1b5 P 0.725, R 0.475, 23 duplicates; then P 0.98, R 0.803, 11 duplicates.
    "heldout76": {"precision": 0.97, "recall": 0.8, "placement": 0.85, "contradictions": 0.84},
    # heldout78 (rag; a Chinese numbered list, one entry per product led `〔Product〕描述｜维护：…`
    # with `↳ MM-DD` sub-lines, kinds `〔事故〕`/`〔基准〕`/`〔论文〕`, outages, data damage and CVEs
    # apart in §1.4, against an English entry per vendor `Vendor ⟶ Product, Product` with
    # `Benchmark · NAME` entries; written blind 2026-12-05): untuned at a66f1b5 P 0.421, R 0.11;
    # then tortoise-shell product names, arrow product lists, incidents apart: P 0.981, R 0.712;
    # then `a nested line under the benchmark` and `X 在 B 上的第三方复现 — …` read (devmiss3): P 1.0.
    "heldout78": {"precision": 1.0, "recall": 0.74, "placement": 0.79, "contradictions": 0.85},
    # heldout72 (multimodal; a Chinese one-entry-per-product-line document led `中文名／English
    # —— 定位`, `追记 M/D：` sub-bullets, benchmarks led `榜单：`, incidents `故障｜…`, a preamble
    # putting fix releases on the product, against an English entry per minor release led by a
    # link, `Benchmark: [Name](url)`, `Incident · …`, patches and no-version news as Updates):
    # untuned at a66f1b5 P 0.805, R 0.579, 17 duplicates; then P 1.0, R 0.965, 2 duplicates.
    # (merged with the session's other branches: R 0.947, placement 0.967, 3 duplicates)
    "heldout72": {"precision": 1.0, "recall": 0.96, "placement": 0.97, "contradictions": 1.0},
    # heldout81 (rag; a Chinese one-entry-per-product document led `◆ 中文名 ‖ English ‖ 厂商 ——`,
    # incidents `⚠ 日期 ｜ 中文名：…` apart in §1.4 with their reviews under them, scores under the
    # benchmark entry `📏 基准 名称 ‖ 发布方`, against an English line per package led
    # `` `package` [version] — Name (Maker): `` whose preamble files incidents, siblings and a
    # product's scores under the product; written blind 2026-12-05): untuned at a536589 P 0.822,
    # R 0.507, 29 duplicates; then P 1.0, R 0.945, 4 duplicates.
    "heldout81": {"precision": 1.0, "recall": 0.91, "placement": 0.93, "contradictions": 1.0},
    # heldout79 (inference; a Chinese vendor ledger, one entry per product under maintainer
    # sub-headings, `中文代号 English — 定位` leads with no release, incidents `故障｜产品 版本｜症状`,
    # against an English ledger of one entry per feature release led `Name ⟨major.minor⟩ :: …`,
    # patches, rc and incidents as sub-bullets; two products named Beacon): untuned at a536589
    # P 0.818, R 0.655, 16 duplicates; angle-bracketed releases, a method's paper cited by
    # another product's release, a bug recurring in a later release, a namesake denied by its
    # bracketed kind: P 1.0, R 0.745, 14 duplicates.
    "heldout79": {"precision": 1.0, "recall": 0.74, "placement": 0.82, "contradictions": 0.8},
    # heldout82 (inference, multimodal serving; a Chinese one-entry-per-product document led by
    # ledger codes `甲-01｜中文名「English」（简称 VS）— …`, `↳ 日期 · 内容` sub-lines, incidents and
    # bugs as `丁-xx｜故障单·…` entries of their own listed in the preamble `（OOM、挂起、误报、断流…）`,
    # abbreviations `VS＝视界服务器（VistaServe）`, against an English entry per minor release led
    # `[W41] Name X.Y — …`, `bench · Suite` / `paper · Name` kinds, results as rows of the suite's
    # table, incidents as `⚠` lines under the release they affect; written blind 2026-12-05):
    # untuned at a536589 P 0.636, R 0.28, 31 duplicates; then P 1.0, R 0.92, 4 duplicates.
    "heldout82": {"precision": 1.0, "recall": 0.88, "placement": 0.93, "contradictions": 0.8},
    # heldout85 (rag; Chinese product cards `* 「中文名」English — …，现行 X.Y。`, one entry per
    # product, `〔5/18〕` sub-items, incidents `… #故障` and comparisons `… #对比` entries of
    # their own, `下称 QV` abbreviations, against an English radar whose leads open with a bold
    # ring `**ADOPT** · Name`, one entry per major version with `Name (0.x)` lines, incidents
    # under the affected major and comparisons in `LOG · Bake-off log (…)` entries the preamble
    # names; written blind 2026-12-05): untuned at 7db5a4b P 0.944, R 0.797, 12 duplicates;
    # then P 1.0, R 0.984, 1 duplicate.
    "heldout85": {"precision": 1.0, "recall": 0.98, "placement": 0.98, "contradictions": 0.97},
    # heldout87 (multimodal; Chinese family entries `「Brand」中文名｜机构：…` with `↳ 日期 · 版本`
    # sub-lines, incidents `⚠事故·` and benchmarks `【榜】` entries of their own, a namesake
    # warned of (`Pica` the model, `PICA` the benchmark), against English checkpoint entries led
    # by a hub repo id in a code span, one entry per repository for software, everything else as
    # quoted `> date · note` lines; written blind 2026-12-05): untuned at e39bb33 P 0.83, R 0.611,
    # 22 duplicates; then P 1.0, R 0.708, 21 duplicates; wip/left P 1.0, R 0.792, 15 duplicates;
    # wip/left2 P 1.0, R 0.819, 13 duplicates.
    "heldout87": {"precision": 1.0, "recall": 0.84, "placement": 0.88, "contradictions": 0.95},
    # heldout88 (agent; a Chinese per-product document, bold name + `〔活跃〕` stamp, a `：`
    # definition line, `▹ DATE ·` sub-items, scores under the benchmark, abbreviations and a
    # package name `（包名 …）`, against an English list whose leads open with the release range
    # they cover `[1.3 → 1.6] Name — …` (`[1.x]`, `[v3]`, `[paper]`), a new major opening a new
    # entry, incidents including security breaches apart in §1.4; written blind 2026-12-05):
    # untuned at e39bb33 P 0.845, R 0.742, 14 duplicates; then P 0.966, R 0.864, 8 duplicates;
    # wip/left P 0.967, R 0.879, 7 duplicates; wip/left2 P 0.968, R 0.909, 5 duplicates.
    "heldout88": {"precision": 0.98, "recall": 0.9, "placement": 0.91, "contradictions": 0.97},
    # heldout90 (rag; a Chinese per-product document whose leads put the Chinese name in white
    # lenticular brackets before the Latin one and bar-divided maker and kind, `〖采石场〗Quarry｜
    # Gravel Labs｜RAG 编排框架`, no release in the lead, papers `📄 id · 简称：…`, only cross-product
    # incidents apart (`⚠ 事故｜…`), against an English per-release list led by a code a preamble
    # table defines (`| QRY | Quarry |`, `QRY 3.2 (…) — …`), incidents `INC-nn · CODE — …`;
    # written blind 2026-12-05): untuned at f858826 P 0.593, R 0.276, 33 duplicates; then
    # P 1.0, R 0.81, 11 duplicates.
    "heldout90": {"precision": 1.0, "recall": 0.81, "placement": 0.88, "contradictions": 0.94},
    # heldout89 (inference; a Chinese per-product document `🟢 中文名（English）·Maker：…` whose
    # preamble keeps incidents off the product in a per-product dossier `「可靠性档案：中文名」`,
    # keeps renamed products under the old name and defines short forms the entries say they go
    # by `（下称 PSD）`, against an English release ledger led by the release in bold, `**v2.4**
    # Tidewell · Maker · date — …`, or a kind tag in its place, `**tracked**` / `**paper**`, whose
    # preamble gives every new release, a post-release too, an entry; written blind 2026-12-05):
    # untuned at f858826 P 0.784, R 0.816, 7 duplicates; then P 1.0, R 0.939, 3 duplicates;
    # wip/left2 P 1.0, R 0.959, 2 duplicates.
    "heldout89": {"precision": 1.0, "recall": 0.95, "placement": 0.97, "contradictions": 0.87},
    # heldout94 (rag; a Chinese per-product document `- 「中文名」English（维护方）：…` with releases
    # in an ordered sub-list and short forms `LT = Lantern` in its preamble, against an English
    # event log `` * `date` Maker/Product version — … `` whose preamble keeps one entry per event
    # (a minor or major release, an incident marked 🔥, a paper or benchmark launch), files a
    # fix under the incident it fixes, keeps benchmarks one entry for life and leads by bold
    # short forms `**WX** = WeaveIndex`; incidents filed beside their product; written blind
    # 2026-12-05): untuned at e7ea981 P 0.911, R 0.745, placement 0.777, 12 duplicates (4 wrong
    # continuations in doc-en); then P 1.0, R 0.8, placement 0.872, 11 duplicates.
    "heldout94": {"precision": 1.0, "recall": 0.85, "placement": 0.9, "contradictions": 0.86},
    # heldout95 (agent; a Chinese one-entry-per-project document led `中文名〔English〕：`, versions
    # as `▸ 日期｜…` sub-items, incidents `事故·…` / CVE entries of their own in §1.4, against an
    # English entry per release led by a link `[Product X.Y](url) (Maker) — …` with incidents,
    # patches and news as `Update (date):` lines under the newest affected release and
    # abbreviations the preamble defines, `**KA** = Kestrel Agents`; written blind 2026-12-05):
    # untuned at e7ea981 P 0.893, R 0.481, 24 duplicates; then tortoise-shell two-language
    # names, `对应「事故·…」条`, trouble suggested apart: P 0.975, R 0.75, 12 duplicates; leads
    # led by a bold-defined short form, incidents under the one release entry, launch leads:
    # P 1.0, R 0.865, placement 0.922, 7 duplicates; an incident inside a Chinese title: R 0.885.
    "heldout95": {"precision": 1.0, "recall": 0.88, "placement": 0.93, "contradictions": 1.0},
    # heldout98 (rag; a Chinese one-entry-per-product document led `▍中文名 English｜类别｜首见`
    # with `▸ MM-DD` sub-items and incidents `▍⚠ 中文名 English｜事故：…｜日期` apart, against an
    # English changelog of one entry per release from 1.0 on led `` `date` · Product `X.Y` — ``
    # (the release in a code span), `Pre-1.0 projects get one entry for the whole 0.x line`;
    # written blind 2026-12-05): untuned at 9fb7846 P 0.79, R 0.831, 7 duplicates; then a
    # release in a code span after the name, the preamble's 0.x line, a `｜事故：` field: P 1.0,
    # R 1.0, placement 1.0, 0 duplicates.
    "heldout98": {"precision": 1.0, "recall": 1.0, "placement": 1.0, "contradictions": 0.96},
    # heldout99 (agent; a Chinese one-entry-per-product document `N. 「中文名」English · 厂商 ——`,
    # `▸ MM-DD` sub-items, third-party scores `评测｜` and cross-product incidents `事故｜` apart,
    # a team's follow-up papers under the original research line, abbreviations `SHT = 织梭
    # Shuttle` in its preamble, against an English entry per major version line led by an
    # npm-style major pin in a code span `` `hivemind@1` Hivemind 1.x (OpenHive) — ``, papers
    # led `` `arXiv:id` Name ``, `Update (date):` sub-bullets, `incident/` slugs; written blind
    # 2026-12-05): untuned at 9fb7846 P 0.952, R 0.845, placement 0.844, 10 duplicates (3
    # wrong continuations); then P 1.0, R 0.972, placement 0.979, 2 duplicates (the en
    # document never defines the zh preamble's abbreviations).
    "heldout99": {"precision": 1.0, "recall": 0.97, "placement": 0.97, "contradictions": 0.92},
    # heldout104 (multimodal; a Chinese entry per product led `emoji **中文名**<sup>English</sup>
    # ｜厂商｜定位，现役 X` with `↳` release sub-items, one incident entry each in §1.4 beside a
    # detector's entry there, every evaluation a row of one `📊 评测台账` entry, against an
    # English entry per minor release with task-box confidence flags, projects the preamble
    # lists kept one entry per project, and an `Incident log — <product>` entry per product;
    # written blind 2026-12-05): untuned at 1410747 P 0.884, R 0.567, 26 duplicates; then the
    # superscript name, the placeholder incident log, a misfire apart, listed projects:
    # P 0.982, R 0.821, placement 0.875, 11 duplicates; the preamble's result ledger: P 0.983,
    # R 0.881, placement 0.917, 7 duplicates; a Chinese name glued to a word of the entry's
    # other name (`灵犀Omni1.1发布`, wip/left4): R 0.896, placement 0.927, 6 duplicates.
    "heldout104": {"precision": 1.0, "recall": 0.89, "placement": 0.92, "contradictions": 0.92},
    # heldout105 (agent; a Chinese one-entry-per-product document whose leads give the Chinese
    # name only, `🟢 羽栈 —— …`, the English name in a first sub-item `外名：Quillon · repo ·
    # maker`, incidents `🔴 日期 …` entries of their own (`单开条目`), a release fixing one filed
    # under the product (`发版优先`), against an English register `N. Maker / Product X.Y — …`
    # (a kind for unversioned things, `Spec / ATP`), patches as updates of their minor, every
    # incident a row of one `Incident log` entry; written blind 2026-12-05): untuned at 562afb1
    # P 0.688, R 0.338, 34 duplicates; then P 1.0, R 0.938, placement 0.956, 4 duplicates.
    "heldout105": {"precision": 1.0, "recall": 0.93, "placement": 0.95, "contradictions": 0.97},
    # heldout102 (rag; a Chinese entry per product `N) 〖中文名〗English ‖ 厂商 ‖ 定位` with `↳`
    # lines, incidents `⚡〖产品〗版本 · 症状` entries of their own whose fix release goes on the
    # product (`修复版本本身仍记在产品条目`), against an English document naming every entry by a
    # wiki link, `- [[Product]] X.Y · Maker`, `[[bench:Name]]`, `[[arXiv:ID]] Name`, §1.1 logged
    # per minor release and the rest per product; written blind 2026-12-05): untuned at f6dd7e6
    # P 0.829, R 0.515, 27 duplicates; then wiki links, the per-section release rule, the double
    # bar after a label, fix releases on the product: P 1.0, R 0.788, placement 0.844.
    "heldout102": {"precision": 1.0, "recall": 0.78, "placement": 0.84, "contradictions": 0.72},
    # heldout100 (multimodal; a Chinese one-entry-per-product-line document led `中文名／English ‖
    # 机构 ‖ 类别 ‖ 现行 vX`, `↳ MM-DD ｜` sub-lines, incidents as `事件单 #NN` entries in §1.4
    # (`…等事件一律在 §1.4 立「事件单 #NN」`), a work's later papers under it, scores under the
    # product, against an English release ledger `- [TAG] Name x.y :: maker :: date`, one entry
    # per x.y or generation for `[MODEL]`/`[SERVE]`, one per thing for `[LIB]`/`[TOOL]`/`[BENCH]`,
    # incidents as `Incident (date):` lines, scores living with the `[BENCH]` entry; written blind
    # 2026-12-05): untuned at f6dd7e6 P 0.873, R 0.738, 12 duplicates; then P 1.0, R 0.846,
    # placement 0.894, 10 duplicates.
    "heldout100": {"precision": 1.0, "recall": 0.84, "placement": 0.89, "contradictions": 0.9},
    # heldout103 (agent; a Chinese entry per product led by a code span `` `厂商/中文名`（English）—
    # `` (the preamble quotes that form), `〔续 MM-DD〕` sub-items, benchmarks `评测·名（English）`
    # and papers apart, against an English ledger of one entry per release led
    # `[Product X.Y](…) · Maker · date —`, patches as `Update` sub-bullets, a product's incidents,
    # CVEs and news under its newest release entry; written blind 2026-12-05): untuned at
    # f6dd7e6 P 0.619, R 0.213, placement 0.456, 40 duplicates (8 wrong continuations, all
    # cascades); then the maker before the slash, the newest-release news rule, the kind-dotted
    # lead: P 0.955, R 0.689, placement 0.778, 17 duplicates.
    "heldout103": {"precision": 1.0, "recall": 0.7, "placement": 0.78, "contradictions": 0.67},
    # heldout101 (inference; a Chinese entry per product led `〈English〉中文名｜维护方 —— …` with
    # `▸ MM-DD：` sub-items, incidents under the product unless no product is at fault (`与具体
    # 产品无关的事故单独立条`), renames keeping the entry, against an English ledger of one entry
    # per minor release `[Name X.Y](…)`, `⚑ date · …` incidents taking the patches that fix
    # them, product-wide news under the latest release, `` `LZS` = LanzhouServe ``; written blind
    # 2026-12-05): untuned at f6dd7e6 P 0.913, R 0.368, placement 0.571, 34 duplicates; then
    # P 1.0, R 0.737, placement 0.821, contradictions 0.75, 15 duplicates.
    "heldout101": {"precision": 1.0, "recall": 0.75, "placement": 0.83, "contradictions": 0.85},
    # heldout110 (rag; a Chinese entry per product led `中文名 · English ＝ 定位 ｜ 现行 版本 ｜ 维护方`,
    # one entry per model generation (`燕鸥嵌入二代`, `按代分条`), incidents apart as `⛔` entries
    # in §1.4 (`…不写进产品条目，而是在 §1.4 另起一条`), scores under the tested product, against an
    # English entry per product line, `Name — what, by Maker; a.k.a. 中文名. [status · ver]`, with
    # results under the benchmark's entry (`LRB (LongRetrieve-Bench)`); written blind, measured
    # blind twice, a development set from 2026-12-05): untuned at 7a7bf36 P 0.76, R 0.535, 24
    # duplicates; then P 0.969, R 0.887, 6 duplicates.
    "heldout110": {"precision": 0.96, "recall": 0.88, "placement": 0.9, "contradictions": 0.94},
    # heldout107 (rag; a Chinese entry per product line led by a hashtag, `#中文名（English）～ 定位
    # ～ 维护方`, everything under it as `↳ MM-DD：` sub-items (incidents, scores, forks), against
    # English wiki pages `* [[slug]] Display Name — … (maker)` with incidents as `[[slug]]!
    # symptom — version` entries taking their fixes, results under the benchmark's entry and
    # `Abbreviations we use: QE3 (Quill-Embed 3)`; written blind, measured blind at f6dd7e6 and
    # 6d69a32): untuned P 0.703, R 0.388, placement 0.5, 32 duplicates; then hashtag leads read:
    # P 0.875, R 0.731; then slugs, product incidents, sizes, placings, abbreviations, fixes of a
    # slug's incident and namesake clauses: P 0.964, R 0.806, placement 0.849, 11 duplicates.
    "heldout107": {"precision": 0.97, "recall": 0.83, "placement": 0.87, "contradictions": 0.94},
    # heldout106 (inference; a Chinese entry per product `+ 厂商·中文名 —— 定位（外文名 English）`
    # with `▸` sub-items, incidents as `故障单 F-年-序号｜…` tickets of their own in §1.4
    # (`事故单独开「故障单」`) taking the patch that fixes them (`修复该事故的补丁版本也记在故障单下`),
    # renames keeping the entry, against an English document of one entry per minor release
    # `- *Product X.Y* · Maker — …`, patches, benchmarks and incidents as `↳` sub-bullets; both
    # preambles define `RS`, `KSched`; written blind, measured blind at f6dd7e6 and 6d69a32):
    # untuned at 7a7bf36 P 0.84, R 0.656, 15 duplicates; then the cited ticket, the night's
    # two-language release line, the formal rename: P 1.0, R 0.797, placement 0.865.
    "heldout106": {"precision": 1.0, "recall": 0.79, "placement": 0.86, "contradictions": 0.84},
    # heldout108 (agent; a Chinese entry per product led `◆ 中文名[^key]：…` whose English name
    # and repository are only in a footnote (`[^key]: Loom · github.com/…`), scores under the
    # scored product (`挂在被评测的产品下面`), against English hashtag threads `- #slug · Name
    # (Maker, 中文名) — …`, `#luan` for `Luan 1.x` beside `#luan2`, incidents as `threads of their
    # own`; written blind 2026-12-05): untuned at 7a7bf36 P 0.792, R 0.575, placement 0.628,
    # 24 duplicates; then P 0.955, R 0.877, placement 0.894, contradictions 0.925, 7 duplicates;
    # a board's page no key of a product (urlkey): R 0.904, placement 0.915, contradictions
    # 0.95, 6 duplicates; R 0.89, placement 0.904, 7 duplicates with lead189 (a release both
    # fixing a sandbox escape and adding a plugin read as a security fix where vulnerabilities
    # are their own entries); R 0.904, placement 0.915, 6 duplicates again once fix189 left
    # such a title the product's.
    "heldout108": {"precision": 0.97, "recall": 0.9, "placement": 0.91, "contradictions": 0.95},
    # heldout109 (multimodal; a Chinese entry per product family marked by type glyphs, `◆` /
    # `◎` / `▲` incidents apart with their follow-ups, scores under the benchmark's `◎` entry
    # (`写在**榜单条**下`), `一个产品系列只占一条`, against an English release register `N. Maker's
    # Product X.Y (date) — …` with incidents and scores under the release; written blind,
    # measured blind twice): untuned at 7a7bf36 P 0.872, R 0.618, placement 0.744, 17
    # duplicates, contradictions 0.735; then P 1.0, R 0.818, placement 0.884, 10 duplicates.
    "heldout109": {"precision": 1.0, "recall": 0.81, "placement": 0.88, "contradictions": 0.85},
    # heldout117 (inference; plain conventions: a Chinese `**English**（中文名，厂商）：` lead with
    # incidents as their own §1.4 entries, against an English `**Name** (maker, [repo](…)) —`
    # lead with incidents as `Incident:` sub-bullets; written blind as a development set):
    # untuned at 4d8f064 P 0.983, R 0.919, placement 0.918, 4 duplicates, 1 cascade; then an
    # abbreviation given as the entry's repository's name (`…/tidewater-labs/tws`) and a Latin
    # name glued to its kind word (`Halyard网关 0.3`): P 1.0, R 0.968, placement 0.949, 2 dups.
    "heldout117": {"precision": 1.0, "recall": 0.96, "placement": 0.94, "contradictions": 1.0},
    # heldout118 (agent; a Chinese numbered entry per product `N. **中文名（English）**：…`, incidents
    # apart in §1.4 (`事故与安全事件不挂在产品条目下，统一在 §1.4 单独成条`), scores under the product,
    # against English `- [Name](link) by Maker — summary` leads with incidents under the product and
    # every score under the benchmark's entry; written blind, a development set from 2026-12-06):
    # untuned at 4d8f064 P 0.821, R 0.508, 28 duplicates; then P 0.982, R 0.857, 8 duplicates.
    "heldout118": {"precision": 0.98, "recall": 0.85, "placement": 0.9, "contradictions": 1.0},
    # heldout123 (agent; plain conventions: a Chinese `Name（中文说明，厂商）：` lead with incidents,
    # vulnerabilities and outages as their own §1.4 entries (`事故、漏洞、服务中断单独成条`),
    # against an English `**Name** (Maker): summary` lead with an `Incidents:` sub-list under the
    # product; written blind as a development set): untuned at d0d3285 P 0.962, R 0.823,
    # placement 0.88, 10 duplicates; then an outage the preamble files apart, an edition word,
    # an acquirer and a successor: P 0.983, R 0.935, placement 0.96, 3 duplicates.
    "heldout123": {"precision": 0.98, "recall": 0.93, "placement": 0.96, "contradictions": 0.94},
    # heldout116 (agent; invented conventions: a Chinese entry per product led `“中文名”类别词
    # （English · 维护方）：` with `追记 MM-DD｜类型：` sub-items, incidents and scores under the
    # product, against an English event log `Name X.Y ◦ kind date ◦ maker — …`, one entry per
    # event (`An event is a minor or major release, …, or an incident`); written blind, measured
    # blind twice, a development set from 2026-12-06): untuned at a87bbe9 P 0.586, R 0.298, 31
    # duplicates; then the quoted lead's bracketed Latin name, its maker no name, a debut's
    # product entry, `…的新事故`, events of minor or major releases: P 0.938, R 0.789, 10 dups.
    "heldout116": {"precision": 0.93, "recall": 0.78, "placement": 0.85, "contradictions": 0.8},
    # heldout121 (rag; plain conventions: a Chinese numbered entry per product `N. **中文名（English）**：`
    # with releases, scores and incidents as dated sub-bullets, against English `- [Name](link) by
    # Maker: summary` leads with incidents (outages, data loss, security bugs) their own §1.4
    # entries; written blind as a development set): untuned at a87bbe9 P 0.895, R 0.548,
    # placement 0.72, 24 duplicates, contradictions 0.579; then `by Maker:` no part of the name,
    # `security bugs` filed apart, `即 X 条目`, `在 X 基准上`, `Maker 宣布 X`: P 1.0, R 0.952,
    # placement 0.97, 3 duplicates, contradictions 0.974.
    "heldout121": {"precision": 1.0, "recall": 0.96, "placement": 0.98, "contradictions": 1.0},
    # heldout115 (inference; invented conventions: a Chinese entry per product led `中文名
    # `english-slug` @厂商 ⸺ 定位`, incidents under the product, against an English ledger of one
    # entry per release line led by the ISO week, `2033-W22 · Name 2.3 (中文名) — …`, incidents
    # apart with `(repo#N)` refs, a patch fixing a logged incident on the incident's entry;
    # written blind, measured blind twice, a development set from 2026-12-06): untuned at
    # a87bbe9 P 0.6, R 0.263, 32 duplicates, 8 cascades; then P 1.0, R 0.912, 5 duplicates.
    "heldout115": {"precision": 1.0, "recall": 0.91, "placement": 0.94, "contradictions": 0.84},
    # heldout122 (multimodal; plain conventions: a Chinese `- **English** / 中文名：…` entry per
    # family, scores under the leaderboard's entry, incidents, version defects and misuse events
    # apart in §1.4 (`……、滥用事件，每起单独一条`), against English `- **Name** — summary` family
    # entries holding everything about the family; written blind, a development set from
    # 2026-12-06): untuned at 1a559e5 P 0.957, R 0.714, 18 duplicates; then a hallucination
    # defect and a misuse event read as trouble filed apart, a denial placed in another section
    # (`与 §1.4 两起 X 事故无关`) not the §1.2 entry's: P 1.0, R 0.746, 16 duplicates; then a
    # family's next generation (`X-3`, `X 2` with its own paper) under the family entry where
    # the preamble keeps one entry per family (`每个模型/产品家族一条`): R 0.81, 12 duplicates.
    "heldout122": {"precision": 1.0, "recall": 0.92, "placement": 0.94, "contradictions": 1.0},
    # The twelfth session's plain-convention weeks, written blind as development sets (decided
    # before measuring): heldout125 (inference; `- **Name**（厂商）：` everything under the product,
    # against `- [Name](link) — summary` with outages and user-hitting bugs their own §1.4
    # entries and scores under benchmarks) untuned P 0.942, R 0.766, 14 duplicates; heldout126
    # (agent; numbered unbolded `N. 中文名（English，厂商）— …`, against `* **Name** (Maker): …`
    # with each section's incidents gathered in one `Incidents (§1.x)` entry) 0.843 / 0.776, 8;
    # heldout129 (rag; unbolded `- 中文名（English）：…` with no preamble, against numbered
    # `1. **Name** — …` with advisories and outages apart) 0.915 / 0.771, 15; heldout130
    # (multimodal; one entry per family against one per generation) 0.933 / 0.6, 25.
    "heldout125": {"precision": 1.0, "recall": 0.95, "placement": 0.95, "contradictions": 0.97},
    "heldout126": {"precision": 1.0, "recall": 0.98, "placement": 0.98, "contradictions": 1.0},
    "heldout129": {"precision": 1.0, "recall": 0.98, "placement": 0.99, "contradictions": 0.92},
    "heldout130": {"precision": 0.98, "recall": 0.92, "placement": 0.94, "contradictions": 1.0},
    # The thirteenth session's plain weeks kept for development (decided before writing them):
    # heldout134 (agent; `- **名称** — 描述（机构，版本）` with advisories apart, against
    # `- [Name](link) — summary. Maker.` with everything under the product) untuned P 0.969,
    # R 0.887, 8 duplicates; heldout136 (multimodal; one entry per generation and per size
    # against one entry per family, scores under the model) 0.895 / 0.729, 14 (after lead136:
    # 0.954 / 0.886, 6).
    "heldout134": {"precision": 1.0, "recall": 0.98, "placement": 0.99, "contradictions": 1.0},
    "heldout136": {"precision": 0.97, "recall": 0.94, "placement": 0.95, "contradictions": 0.97},
    # heldout137 (agent; unbolded `- 中文名（English Name）— 描述，机构` with NO preamble, evaluation
    # results their own §1.4 entries, against `* **Name** (maker) — summary` with incidents and
    # security issues their own §1.4 entries and scores under the benchmark) untuned at d9f19b3
    # P 0.891, R 0.71, 16 duplicates, contradictions 0.6 (after lead137: 0.983 / 0.826, 11).
    "heldout137": {"precision": 0.98, "recall": 0.87, "placement": 0.89, "contradictions": 0.97},
    # heldout141 (agent; `- **名称**（English，机构）— 描述` with releases, incidents and advisories
    # under the product, against unbolded-preamble `- **Name** — summary · [site](…)` whose
    # entries keep incidents and advisories their own §1.4 entries) untuned at dd9ae91 P 0.946,
    # R 0.757, 14 duplicates, contradictions 0.725 (after lead141: 0.953 / 0.871, 6).
    "heldout141": {"precision": 0.96, "recall": 0.9, "placement": 0.91, "contradictions": 0.78},
    # heldout145 (inference; `- **名称**（机构）：…` with a preamble filing incidents as their own
    # §1.4 entries and scores under the benchmark, against NO-preamble `- [Name](url) — summary`
    # with everything under the product, a scheduler known by initials only) untuned at 212d276
    # P 0.895, R 0.797, 9 duplicates, contradictions 0.75 (after lead145: 0.964 / 0.844, 8).
    "heldout145": {"precision": 0.98, "recall": 0.94, "placement": 0.95, "contradictions": 0.83},
    # heldout146 (rag; `- **Name** · 机构 · 描述` with a preamble keeping each generation its own
    # entry, against NO-preamble `- **Name** (maker): summary. [repo](…)` with incidents and
    # advisories their own §1.4 entries, a rename mid-week) untuned at 212d276 P 0.848, R 0.812,
    # 7 duplicates, contradictions 0.789 (after lead146: 0.953 / 0.884, 6).
    "heldout146": {"precision": 0.98, "recall": 0.91, "placement": 0.91, "contradictions": 0.97},
    # heldout149 (agent; `- **中文名 Latin**：描述（机构，[链接](url)）` with a preamble filing incidents
    # and advisories as their own §1.4 entries, a protocol's versions and an SDK per language apart,
    # against NO-preamble `- **Name** — summary` with one `Incidents` entry and results as
    # `**Name on Bench: N%**` entries) untuned at 65ff7fb P 0.885, R 0.771, 11 duplicates,
    # contradictions 0.8 (after lead149: 1.0 / 0.857, 10).
    "heldout149": {"precision": 1.0, "recall": 0.88, "placement": 0.91, "contradictions": 0.95},
    # heldout151 (inference; unbolded `- 【名称】描述（机构，版本）` with a preamble keeping one entry
    # per product and results under the benchmark, against NO-preamble `- **Name** (vX.Y, maker) —
    # summary` with incidents their own §1.4 entries, major versions apart, an engine and its cloud
    # service sharing a name) untuned at 0517fe0 P 0.94, R 0.875, 7 duplicates, contradictions 0.853
    # (after lead151: 1.0 / 0.944, 4, its benchmark-after-release reading taken back).
    "heldout151": {"precision": 1.0, "recall": 0.95, "placement": 0.96, "contradictions": 1.0},
    # heldout152 (agent; `**Name**（中文名）— 一句话` with a preamble putting releases, incidents,
    # advisories and scores under the product, against `**Name** (Maker): one line` with incidents
    # and advisories their own `Incident — Product, what (date)` §1.4 entries and results under the
    # benchmark; a product and its cloud sharing a word, initials vs full name, a rename) untuned
    # at ca7ec51 P 0.947, R 0.857, 6 duplicates, contradictions 0.722 (after lead152: 1.0 / 0.984, 1).
    "heldout152": {"precision": 1.0, "recall": 0.98, "placement": 0.98, "contradictions": 0.86},
    # heldout155 (inference; `**ABC**（Full Name）：一句话` with incidents and advisories their own
    # §1.4 entries and scores under the benchmark, against `**Full Name (ABC)** — one line` with
    # everything under the product; versions written several ways, an engine and its enterprise
    # edition, a rename) untuned at ca7ec51 P 0.849, R 0.577, 25 duplicates, contradictions 0.7
    # (after lead155: 0.968 / 0.769, 16; after lead155b: 0.971 / 0.859, 9; after lead175:
    # 0.986 / 0.897, 7).
    "heldout155": {"precision": 0.98, "recall": 0.89, "placement": 0.9, "contradictions": 0.92},
    # heldout157 (rag; `**Name** v主版本 — 一句话（厂商）` with the current version in the lead,
    # releases, incidents and advisories under the product and scores under the benchmark, a
    # glossary line, against `**Name**: one line. Source: <url>` under `###` sub-headings with
    # advisories their own `Advisory: Name (ID)` §1.4 entries; a Chinese and a pinyin name, a
    # reranker and an embedder of one family, a paper that becomes a product) untuned at f5fe35c
    # P 0.933, R 0.836, 7 duplicates, contradictions 0.95 (after lead157, its results-round reading
    # taken back on the blind measure: 0.969 / 0.94, 2).
    "heldout157": {"precision": 1.0, "recall": 0.96, "placement": 0.95, "contradictions": 1.0},
    # heldout158 (multimodal; `**名称**（机构）：一句话描述` with releases, scores and incidents as
    # dated sub-bullets under the product and each model generation its own entry, against
    # `**Name** — summary ([source](url))` with every release and benchmark result its own §1.4
    # entry pointing back to the product; a numbered model family, X / X Voice, a board and its
    # video board, an abbreviation for a long benchmark name) untuned at 8fca2dbd P 0.77, R 0.87,
    # 6 duplicates, contradictions 0.775 (doc-en P 0.552: releases continued the product; after
    # lead158: 0.941 / 0.889, 6; after left16: 0.97 / 0.889).
    "heldout158": {"precision": 1.0, "recall": 0.88, "placement": 0.9, "contradictions": 0.95},
    # heldout162 (inference; numbered `1. **名称**（机构）— 描述` with releases and one product's
    # score under the product, incidents and advisories their own `事故：…` / `公告：…` §1.4 entries
    # holding their follow-ups, against linked unbolded `[Name](url) — summary (maker)` with
    # everything under the product; an engine and its managed cloud, a kernel library with and
    # without a hyphen, a Chinese vs Latin platform name, a paper that ships as a library) untuned
    # at 2d5c8615 P 0.966, R 0.836, 10 duplicates, contradictions 0.842 (after lead162: 1.0 /
    # 0.866, 9).
    "heldout162": {"precision": 0.99, "recall": 0.86, "placement": 0.89, "contradictions": 0.89},
    # heldout160 (agent; `**名称**：描述（来源：链接）` with releases, incidents and scores under the
    # product and every paper its own entry, against `**Name** (maker, GitHub `owner/repo`) —
    # summary` with incidents their own §1.4 entries, scores under the benchmark and papers under
    # the framework they evaluate; X / X Cloud / XBench, a maker shipping two products) untuned at
    # 8fca2dbd P 0.952, R 0.843, 8 duplicates, contradictions 0.868 (after lead160: 1.0 / 0.943, 4).
    "heldout160": {"precision": 1.0, "recall": 0.94, "placement": 0.95, "contradictions": 0.86},
    # heldout164 (rag; `**名称**（机构）｜一句话｜来源：[链接](url)` with a `近况：` line of dated
    # sub-bullets, everything under the product and papers in a `### 论文` part of each section,
    # against `* **Name** – summary` with outages and advisories their own `Outage: Name (date)` /
    # `Advisory: Name (CVE)` §1.4 entries and results under the benchmark; X / X Cloud / XBench,
    # a `name-cli`, initials vs the spelled-out name, a product split in two, a maker renamed)
    # untuned at 4dcb9ecb P 0.929, R 0.788, 11 duplicates, contradictions 0.861 (after lead164:
    # 1.0 / 0.894, 7; its 评测榜 reading taken back on the blind measure and its reading of a
    # kind word the lead gives by the full suite: 0.982 / 0.848, 9).
    "heldout164": {"precision": 0.98, "recall": 0.84, "placement": 0.88, "contradictions": 0.97},
    # heldout166 (multimodal; `**名称**（机构）：描述` under `### 图像 / 视频 / 语音` sub-headings with
    # releases, incidents and scores under the product, a tokenizer apart from its model, against
    # `**Name** · maker · summary` with leaderboards their own entries holding every round and
    # single-product score; a size glued to the name, a dataset and a model of one stem, a Chinese
    # name before the Latin one exists, a figure two entries report) untuned at b6a92b01 P 0.967,
    # R 0.763, 16 duplicates, contradictions 0.875 (after lead166: 1.0 / 0.921, 6).
    "heldout166": {"precision": 1.0, "recall": 0.91, "placement": 0.93, "contradictions": 0.87},
    # heldout168 (agent; one bold-named entry per product with releases, incidents and scores
    # as dated sub-bullets and a benchmark entry holding several products' scores, against
    # incidents their own `Incident YYYY-MM-DD: <product> …` §1.4 entries, a leaderboard entry
    # per benchmark and an arXiv index kept as a list; Quill / Quill Cloud / QuillBench, a
    # rename, `灵枢（Lingshu）` beside `Lingshu Studio`) untuned at fea1dba2 P 0.969, R 0.899,
    # 5 duplicates, contradictions 0.917 (after lead168 and the list index's day shapes: 1.0 /
    # 1.0, 0 duplicates, contradictions 0.972).
    "heldout168": {"precision": 1.0, "recall": 0.98, "placement": 0.96, "contradictions": 0.94},
    # heldout170 (multimodal; `- **名称**（厂商）— 简介` with every release, incident and shutdown
    # under the product and scores in a pipe table under the benchmark, against entries written
    # as `### Name — Maker` headings with a paragraph and a newest-first `Updates:` list, incidents
    # their own `### Incident: …` §1.4 entries; a versioned family Pallas-2 / Pallas 2.5 /
    # Pallas2-Pro, a video model and its API, an entry archived mid-week) untuned at 1587e723
    # P 0.842, R 0.451, 33 duplicates, contradictions 0.65 (doc-en's heading entries unread:
    # its `Updates:` items were taken as entries; after headentry, which reads heading entries,
    # lead170zh and lead170en: 1.0 / 0.859, 10 duplicates, contradictions 0.875).
    "heldout170": {"precision": 1.0, "recall": 0.85, "placement": 0.89, "contradictions": 0.87},
    # heldout172 (rag; `- **名称**：简介。来源：[链接](url)` with a `进展：` list of dated updates,
    # everything under the product and every paper its own entry, against `- **Name** — summary
    # (maker; GitHub `owner/repo`)` with outages their own `Outage — Name (date)` §1.4 entries,
    # results under the benchmark and papers under the framework they evaluate, an arXiv index
    # kept as a list; Lodestar / Lodestar Cloud / LodestarEval, a pip name `tessel-chunker`, a
    # name spelled four ways, an acquisition and rename) untuned at 94cfa7b5 P 0.955, R 0.853,
    # 9 duplicates, contradictions 0.8 (after lead172: 1.0 / 0.933, 5).
    "heldout172": {"precision": 1.0, "recall": 0.93, "placement": 0.94, "contradictions": 0.8},
    # heldout175 (inference; `- **名称**（厂商）：简介` with an `更新：` list, scores under the
    # benchmark, papers their own entries in a `### 论文` part, against heading entries
    # `### Name — Maker` with an `Updates:` list, outages their own §1.4 heading entries, scores
    # under the product, an arXiv index kept as a list) untuned at 9dc5fed0: P 0.97, R 0.855,
    # placement 0.867, 10 duplicates, contradictions 0.833 (after lead175: 1.0 / 0.961, 3
    # duplicates; after incid: 1.0 / 1.0, placement 1.0, no duplicates, contradictions 0.976).
    "heldout175": {"precision": 1.0, "recall": 0.98, "placement": 0.98, "contradictions": 0.97},
    # heldout178 (multimodal; `- **名称**（厂商，发布日期）：简介` with `【MM-DD】` updates and
    # leaderboard scores in a small table under the board, against `### Name` heading entries
    # with a `Maker: … · Released: …` line and a `#### History` list of `- **YYYY-MM-DD** — …`
    # items, each variant its own entry, incidents their own §1.4 heading entries) untuned at
    # 9dc5fed0: P 0.848, R 0.481, placement 0.551, 36 duplicates, contradictions 0.545
    # (after lead178: 1.0 / 0.679, 26 duplicates; placement 0.724, contradictions 0.727; after
    # incid: 1.0 / 0.877, 10 duplicates, placement 0.898, contradictions 0.841).
    "heldout178": {"precision": 1.0, "recall": 0.87, "placement": 0.89, "contradictions": 0.84},
    # heldout180 (agent; `- **名称** — 简介（厂商，YYYY-MM）` with `MM-DD：` updates, one entry per
    # product, results under the product, incidents their own `事故：…` §1.4 entries, against
    # `- **Name** (Maker, YYYY-MM): summary` bullets with dated updates, each tier or edition
    # its own entry, results in a table under the benchmark) untuned at 2d7099fc: P 0.921,
    # R 0.734, placement 0.76, 17 duplicates, contradictions 0.712 (after lead180: 1.0 / 0.886,
    # 9 duplicates; placement 0.896, contradictions 0.885; after lead180b: 1.0 / 0.962, 3
    # duplicates; placement 0.958, contradictions 0.981).
    "heldout180": {"precision": 1.0, "recall": 0.96, "placement": 0.95, "contradictions": 0.98},
    # heldout182 (multimodal; `- **名称**：简介（厂商，YYYY-MM）` with dated updates, one entry per
    # model generation, placings under the leaderboard, incidents under the product, every
    # paper its own entry, against `- **Family** — …` bullets with an `Updates:` list taking every
    # generation, size and tier, scores under the model, incidents their own §1.4 entries, an
    # arXiv index kept as a list) untuned at e068dd45: P 0.788, R 0.577, placement 0.598,
    # 25 duplicates, contradictions 0.688 (after lead182: 0.984 / 0.873, 8 duplicates;
    # placement 0.902, contradictions 0.917; 0.896 merged with contra10 and lead184: one note on
    # `Parley 2`'s night-made entry goes to `**Parley 1**`; after lead182b: 0.985 / 0.901,
    # 6 duplicates; placement 0.924, contradictions 0.958; 0.969 / 0.887, placement 0.913,
    # contradictions 0.938 once its reading of a board's arXiv id was taken back).
    # after devleft (a review a product publishes of a day's incident): 0.97 / 0.915, 4 dups.
    "heldout182": {"precision": 0.96, "recall": 0.9, "placement": 0.93, "contradictions": 0.93},
    # heldout184 (rag; entries grouped under `### 子类` sub-headings, `- **名称** · 厂商 · 简介` with
    # `MM-DD：` updates, one entry per product, results under the benchmark, incidents under the
    # product, against `* **Name** — summary (Maker)` asterisk bullets, each major version its own
    # entry, results under the product, outages and CVEs their own §1.4 entries, an arXiv index
    # kept as a list) untuned at 0902c453: P 0.881, R 0.747, placement 0.76, 15 duplicates,
    # contradictions 0.731 (after lead184: 1.0 / 1.0, no duplicates; placement 1.0,
    # contradictions 1.0; 1.0 / 0.987, 1 duplicate, placement 0.99 once its reading of a name
    # every other entry of which is a paper was taken back).
    "heldout184": {"precision": 1.0, "recall": 0.98, "placement": 0.98, "contradictions": 1.0},
    # heldout189 (agent; `- **名称**（厂商 / 仓库）：简介` with `YYYY-MM-DD 续：` sub-bullets, one entry
    # per product or model family taking every generation, protocols owning their SDKs,
    # against `### Name` heading entries with a dated history list, one entry per generation,
    # benchmarks not split by version, incidents their own entries) untuned at 264f9bd5:
    # P 0.909, R 0.741, placement 0.779, 16 duplicates, contradictions 0.833 (after lead189:
    # 1.0 / 0.988, 1 duplicate, placement 0.981, contradictions 1.0).
    "heldout189": {"precision": 1.0, "recall": 0.98, "placement": 0.98, "contradictions": 1.0},
    # heldout190 (multimodal; `- **家族**（厂商，首发）：简介` with `YYYY-MM-DD 续：` sub-bullets, one
    # entry per model family, an archive of merged generations, against `### Generation`
    # headings, one entry per generation, incidents their own entries, an arXiv index kept as a
    # list) untuned at 264f9bd5: P 0.818, R 0.72, placement 0.723, 14 duplicates,
    # contradictions 0.62 (after lead190: 1.0 / 1.0, no duplicates; placement 1.0,
    # contradictions 1.0; 0.98 merged with lead189: an en `已核实：` resolution of the week's
    # outage wrote no note; 1.0 again once fix189 kept the name the incident entry opens on).
    "heldout190": {"precision": 1.0, "recall": 1.0, "placement": 1.0, "contradictions": 1.0},
    # heldout194 (inference; `**名称**` entries one per product or paper, a major version a new
    # entry, a product's bugs on the product, cloud outages their own §1.4 entries, against
    # `### Vendor` entries keeping every product of a vendor in one dated History list, each bug,
    # regression or outage its own `### Incident: …` entry) untuned at 487e4a12: P 0.774,
    # R 0.512, placement 0.573, 29 duplicates, contradictions 0.519 (after lead194: 1.0 / 0.9,
    # placement 0.917, 8 duplicates, contradictions 0.865).
    "heldout194": {"precision": 1.0, "recall": 0.9, "placement": 0.91, "contradictions": 0.86},
    # heldout195 (agent; one entry per brand, incidents on the product, every arXiv id its own
    # entry, archived entries not continued, against one `### Name` entry per product and per
    # major version, incidents their own entries, papers an entry only for a named method; two
    # second instances restating an increment with a new figure) untuned at 487e4a12: P 0.902,
    # R 0.696, placement 0.724, 21 duplicates, contradictions 0.742 (after lead195: 1.0 / 0.962,
    # 3 duplicates, placement 0.969, contradictions 0.935; doc-zh 1.0 throughout; doc-en keeps a
    # benchmark's version with its own arXiv id and a sequel paper apart, which only the README
    # files under the old entry, and a maker's incident report off the week's incident entry;
    # 0.949, placement 0.959, 4 duplicates once its reading of `X云` as `X Cloud`'s news was
    # taken back: it put a result of the blind heldout167 on a wrong entry).
    "heldout195": {"precision": 1.0, "recall": 0.94, "placement": 0.95, "contradictions": 0.93},
    # heldout198 (multimodal; `**名称**` entries one per model family taking every generation,
    # one per incident, per benchmark and per paper, against `### Name` entries one per model
    # generation, research lines keeping their papers; two second-instance nights) untuned at
    # 630dac1e: P 0.897, R 0.769, placement 0.798, 13 duplicates, contradictions 0.685 (after
    # lead198: 0.964 / 0.879, 8).
    "heldout198": {"precision": 0.96, "recall": 0.87, "placement": 0.89, "contradictions": 0.72},
    # heldout199 (rag; `**名称**` entries one per product family taking versions, tiers and
    # incidents, apps their own entries, every standing on the benchmark, against `### Name`
    # entries one per major generation, hosted tiers and incidents their own entries, apps in a
    # roundup) untuned at 630dac1e: P 0.839, R 0.703, placement 0.75, 13 duplicates,
    # contradictions 0.72 (after lead199: 1.0 / 0.973, placement 0.978, 2 duplicates,
    # contradictions 0.9; both documents 1.0: a board's lead saying where standings go, a
    # product's lost-data sub-item filing incidents on products, a CVE an incident of its own
    # where incidents are, an apps roll-up, month- and spaced-name incident follow-ups; the two
    # duplicates left are `vellichor 对比 Lumenvec`, whose subject goes by a short name of a
    # night's `Vellichor DB 开源` entry; 0.946, placement 0.957, 4 duplicates once its reading
    # of the editor's entries as filing incidents under the product was taken back from the
    # day- or region-dated follow-up and the incident-home readings, where the preamble says
    # nothing: it put three results of the blind heldout167 on wrong entries).
    "heldout199": {"precision": 1.0, "recall": 0.94, "placement": 0.95, "contradictions": 0.9},
    # heldout203 (agent; `**名称**` entries one per product family taking every version,
    # generation, tier and the product's incidents and advisories, scores on the benchmark's
    # entry, one per paper, against `### Name` entries one per generation for the two families
    # whose headings carry one and one per tier, incidents and CVE advisories their own §1.4
    # entries, scores on the scored product's entry; anchors titled for agents; two
    # second-instance nights) untuned at 611db16f: P 0.95, R 0.76, placement 0.791, 15
    # duplicates, contradictions 0.796 (after lead203: 1.0 / 1.0, placement 1.0, no duplicate,
    # contradictions 1.0 on both documents: an incident's postmortem or follow-up (`误删事件官方
    # 复盘`, `故障复盘`) as the incident's news, on the product or on the incident's own entry as
    # the preamble files them; `登陆 Linux` naming no other thing; a short form first in a lead's
    # bracket before `·` or in a heading entry's paragraph bracket (`(STP; …)`); a month's board
    # the title opens with (`二月榜`); `X 1.3 Board 新榜 48.2%` and a board withdrawing X's score
    # as X's score; a family's lettered generation (`Name-A3-14B` against `- Name-A2，…`) and a
    # model's size left out for the generation's entry; tiers the preamble keeps in the
    # product's entry (`同一产品的…档位…都写成该条目下`); a doubt about a round's very figure
    # going where the round went).
    "heldout203": {"precision": 1.0, "recall": 1.0, "placement": 1.0, "contradictions": 1.0},
    # heldout204 (inference; `**名称**` entries one per product keeping every version, incidents
    # their own §1.4 entries, standings on the leaderboard's entry, a transfer library its own
    # entry in §1.3, against `### Name` entries one per major engine version, incidents and
    # standings in the product's history, the transfer library inside its orchestrator's entry in
    # §1.1; two second-instance nights) untuned at 146884c4: P 0.973, R 0.912, placement 0.929,
    # 5 duplicates, contradictions 0.942 (after lead204: 1.0 / 1.0, placement 1.0, 0 duplicates,
    # contradictions 1.0: results sent to the ranked products by the preamble's and the board
    # lead's wording, a month's round naming one product's placing, a component's news from the
    # repository its orchestrator's lead links for it, a maker's Chinese name glued before the
    # product's, a point calling the increment a paper's official code, a generation rule said of
    # engines and runtimes only, an item on a product's placing in a board's round).
    "heldout204": {"precision": 1.0, "recall": 0.98, "placement": 0.98, "contradictions": 0.98},
    # heldout207 (rag; `**名称**` entries one per numbered generation, hosted editions their own
    # §1.1 entries, incidents and advisories their own §1.4 entries taking their fixes, board
    # results on the benchmark's entry, a product's technical report its own paper entry, against
    # `### Family` entries taking generations, the hosted edition, incidents and technical
    # reports, board results on the scored product; two second-instance nights, five `已核实：…`
    # resolutions) untuned at 4c018f1d: P 0.867, R 0.712, placement 0.75, 14 duplicates,
    # contradictions 0.643 (after lead207: 1.0 / 0.904, placement 0.92, 7 duplicates,
    # contradictions 0.893: entries named `<product> <what went wrong>事故` read as incidents
    # (where the editor files incidents, named by the title without the incident word); a
    # board's one round filed on it showing where results go, `重回…榜首`;
    # `one `###` heading per product family`; an edition's outage in the family's history where
    # items report damage there; a description's hosted edition (`the hosted X Cloud is tracked
    # here too`, `its managed service X Cloud`) and families holding theirs; a family named by
    # name and kind recording earlier generations; a generation's entry recording two minors
    # taking the next; `新数据全部来自 A` as the comparison's subject; the duplicates left are
    # `LF4 beta 2` twice, `Mothwing发布云托管版 Mothwing Cloud` (en) and its GA (zh), the
    # lowercase `quillvec cloud`, `Quillvec 段合并竞争复盘` and `Lanternfly Cloud 故障复盘` (zh):
    # reading `X Cloud 故障复盘` by its two capitalised words put adversarial35's b14 on another
    # day's incident, taken back; then 0.971 / 0.904, placement 0.909, 6 duplicates,
    # contradictions 0.857 once the reading of an editor's entry named `<product> <what went
    # wrong>事故` as an incident's own was taken back: it cost the blind heldout205 and heldout210
    # six right continuations and added two wrong ones).
    "heldout207": {"precision": 0.97, "recall": 0.9, "placement": 0.9, "contradictions": 0.85},
    # heldout208 (multimodal; `**名称**` entries one per product family taking every generation,
    # tier, app and incident, scores on the leaderboard's entry where it has one, against `### Name`
    # entries one per model generation with a nested `- History:` list, apps and incidents their
    # own entries, scores on the model's entry; two second-instance nights, three `已核实：…`
    # resolutions) untuned at 4c018f1d: P 0.75, R 0.284, placement 0.375, 47 duplicates,
    # contradictions 0.458 (the English document 0.571 / 0.114) (after lead208: 1.0 / 0.811,
    # placement 0.818, 14 duplicates, contradictions 0.875: a `- History:` item's nested dated
    # list read as the heading entry's update list and written at its indentation, a month's
    # board edition and a board's opening capitals (`MMP`) filing scores under the board, a
    # family's one-number generation where its entry logs others, an app a family's sub-items
    # record, a one-word maker's launch or announcement read as the product, a safeguard against
    # misuse no misuse, a whole Latin-and-Chinese name from its own repository, a title's
    # other names only after its first clause).
    "heldout208": {"precision": 1.0, "recall": 0.81, "placement": 0.81, "contradictions": 0.87},
    # heldout209 (agent; `**名称**` entries one per product or model family, incidents and bugs
    # their own §1.4 entries, scores on the benchmark's entry, one entry per arXiv id, against
    # `### Name` entries one per model generation and per product tier, incidents, bugs and scores
    # in the product's history, a paper series under one heading; two second-instance nights, three
    # `已核实：…` resolutions) untuned at 4051567b: P 0.932, R 0.679, placement 0.723, 22
    # duplicates, contradictions 0.792 (after lead209: 1.0 / 0.963, placement 0.968, 3
    # duplicates, contradictions 0.938: a section's note read for where scores go and that
    # incidents get entries, `X 系列` going by X, a lead holding every tier, `history lines of the
    # product they concern`, `非同一缺陷` no namesake, `单列于 §1.4（背景）` no ask, `X 集成 Y`
    # X's, a release's own heading over a major line, `FW` of `Ferrowind` from its repository, a
    # heading keeping its series' papers).
    "heldout209": {"precision": 1.0, "recall": 0.96, "placement": 0.96, "contradictions": 0.93},
    # heldout212 (inference; `**名称**` entries one per product family, each incident its own §1.4
    # entry, one leaderboard entry, a third-party comparison its own entry, a sequel paper its own
    # entry, against `### Name` entries one per major version, incidents in the affected version's
    # entry, board results on the winning product, comparisons on the product whose claim was
    # tested, a sequel paper on the first paper's entry; two second-instance nights, four
    # `已核实：…` resolutions) untuned at 252a374e: P 0.897, R 0.813, placement 0.837,
    # 8 duplicates, contradictions 0.823 (the English document 0.812 / 0.684) (after lead212:
    # 0.943 / 0.880, placement 0.902, 5 duplicates, contradictions 0.919: `one entry per major
    # generation` read as the generation rule, an issue a dated history line cites continuing
    # that entry where the preamble files incidents under the entry they affect, a generation
    # named by the short form its entry's own text writes, `Marlowe 3`; left: integrations, board
    # results and comparisons whose home only the README states).
    "heldout212": {"precision": 0.94, "recall": 0.88, "placement": 0.9, "contradictions": 0.91},
    # heldout214 (rag; `**名称**` entries one per product family taking its incidents and CVEs,
    # scores on the board's entry, one entry per arXiv id, apps their own entries, a comparison on
    # the item named first, against `### Name` entries with a dated history, one per major version
    # or model generation, incidents their own §1.4 entries, scores on the product, one entry per
    # research line, apps on one watch entry and comparisons on one head-to-head entry, arXiv-id
    # disputes kept in To verify; two second-instance nights, four `已核实：…` resolutions)
    # untuned at 252a374e: P 0.855, R 0.671, placement 0.686, 19 duplicates, contradictions
    # 0.712 (the English document 0.75 / 0.545) (after lead214: 1.0 / 0.857, placement 0.884,
    # 10 duplicates, contradictions 0.904: a bare heading's release read from its dated history
    # where each generation has an entry, `论文一篇一条` each paper's entry and a follow-up paper
    # that `extends the existing entry` the line's, a split-brain an incident's symptom and an
    # incident's entry named by the release it hit no release entry, a `…-Bench` name a
    # benchmark's, a log quoted in double quotes taking comparisons of any section, a comparison
    # on the item named first, apps on the one log the preamble names).
    "heldout214": {"precision": 1.0, "recall": 0.85, "placement": 0.88, "contradictions": 0.9},
    # heldout215 (multimodal; `**名称**` entries one per product family taking apps' own entries
    # apart, scores on the benchmark's entry, a one-product incident on the product's entry,
    # against `### Name` entries one per model generation, apps under the generation they run on,
    # results on the headlined model, every incident its own `### Incident: …` entry; two
    # second-instance nights, four `已核实：…` resolutions) refused at 2862ef2f (its English
    # document's `- 2041-01: …` month items read as a group's entries, "sub-headings mix entries
    # and groups"); untuned once they read as dated updates: P 0.895, R 0.708, placement 0.739,
    # 17 duplicates, contradictions 0.722 (the English document 0.75 / 0.562) (after lead215:
    # 1.0 / 0.903, placement 0.92, 7 duplicates, contradictions 0.815; the English document 1.0
    # / 0.906: a jailbreak or an audio desync read as trouble a preamble files apart, `X 事件续`
    # and `X 中断复盘` following up X's incident, `2-03 邻接 A 首录` citing the increment it
    # follows, `powers the X app` filing the app under that model,
    # `Y 联盟发布 Z …` and a maker's funding round filed on the entry crediting the maker).
    "heldout215": {"precision": 1.0, "recall": 0.9, "placement": 0.92, "contradictions": 0.81},
    # heldout217 (agent; `**名称**` entries one per product family taking its incidents, scores on
    # the benchmark's entry, apps their own entries, against `### Name` entries one per major
    # version, every incident its own §1.4 entry, scores on the product, apps noted under the
    # framework they run on; two second-instance nights, two `已核实：…` resolutions, one `2v`
    # line resolving an earlier item than the one above it) untuned at 9a21636e: P 0.875, R
    # 0.812, placement 0.814, 8 duplicates, contradictions 0.88 (the English document 0.742 /
    # 0.719) (after lead217: 1.0 / 0.913, placement 0.93, 6 duplicates, contradictions 0.96; the
    # English document 1.0 / 0.938: `one `###` entry per major generation` read, `go in the
    # product's history` filing scores on the product, a point release of the entry named by its
    # generation's `x.0`, a new app `— 基于 Y 的…` on Y's entry where apps are noted under their
    # framework and its later news where that entry notes it, `协议` the kind word `protocol`).
    "heldout217": {"precision": 1.0, "recall": 0.91, "placement": 0.93, "contradictions": 0.96},
    # heldout219 (multimodal; `**名称**` entries one per product family taking its incidents,
    # every benchmark result on the benchmark's entry, apps their own entries, against `### Name`
    # entries one per generation, every incident its own §1.4 entry, a one-model result on the
    # model, apps under the model they run on; `【类别 · §x】` tags, a table of contradictions,
    # abbreviations `L4`, `HC2`; two second-instance nights, five `已核实：…` resolutions)
    # untuned at 9a21636e: P 0.911, R 0.612, placement 0.693, 23 duplicates, contradictions 0.796
    # (the Chinese document 0.92 / 0.575) (after lead219: 0.982 / 0.806, placement 0.852, 12
    # duplicates, contradictions 0.944; the Chinese document 1.0 / 0.9: a family the unit of
    # entries in the preamble's own words (`家族为单位`, `同一模型家族的各代、各版本都记在家族
    # 条目下`), a Chinese name glued to a hyphened name and its generation (`祈语Qiyu-Omni3`), a
    # short form with a generation before its bracketed name (`HC2（Halcyon 2）`), a session
    # cross-talk (`串音`) a symptom, a defeated safeguard (`水印被批量剥离`, `检测失效`) trouble
    # whose own entry a review continues).
    "heldout219": {"precision": 0.98, "recall": 0.8, "placement": 0.85, "contradictions": 0.94},
    # heldout221 (inference; `### 名称` entries one per major version, hosted services and SDKs
    # their own entries, every incident its own §1.4 `### 事故：…` entry, every score on the
    # benchmark's entry, a follow-up paper its own entry, against bold-lead bullets one per
    # product family taking hosted services, SDKs and its incidents, a one-product result on the
    # product, follow-up papers on the first paper's entry; half-width `增量 N【…】` heads, a
    # bulleted increment list, two second-instance nights, three `已核实：…` resolutions)
    # untuned at 6eed9c64: P 0.84, R 0.646, placement 0.75, 17 duplicates, contradictions 0.759
    # (the Chinese document 0.765 / 0.481); after lead221 (hosted services and SDKs folded in,
    # incidents on the product, the title deciding scores, a section's kinds by major version
    # and the rest across versions, follow-up studies, a record on a board's short form): P 1.0,
    # R 0.877, placement 0.907, 8 duplicates, contradictions 0.931 (the Chinese 1.0 / 0.741).
    "heldout221": {"precision": 1.0, "recall": 0.87, "placement": 0.9, "contradictions": 0.93},
    # heldout223 (rag; `### 名称` entries one per major version, hosted services and SDKs their
    # own entries, every incident its own §1.4 `### 事故：…` entry, a one-model board result on
    # the model's version entry, a follow-up paper its own entry, against bold-lead bullets one
    # per product family taking hosted editions, SDKs and single-product incidents, every board
    # result on the benchmark, a follow-up paper on the first paper's entry; a numbered
    # increment list, a section named without its id, two second-instance nights, three
    # `已核实：…` resolutions) untuned at 6eed9c64: P 0.875, R 0.571, placement 0.775, 18
    # duplicates, contradictions 0.63. parse44 (the numbered list's `**增量 N｜TITLE**` heads read
    # as head and title): P 0.892, R 0.673, placement 0.824, 13 duplicates, contradictions 0.652;
    # lead223's readings without parse44's (an incident filed apart `不论` how many products, one
    # product's incident a dated line on its entry, hosted editions and SDKs part of the family
    # entry, a comparison's baseline, a record on a board, a heading's Chinese name with its
    # bracketed Latin one, sequel papers on the first paper's entry): P 1.0, R 0.816, placement
    # 0.902, 9 duplicates, contradictions 0.87; both merged (3930be5e): P 1.0, R 0.939, placement
    # 0.961, 3 duplicates, contradictions 0.891.
    "heldout223": {"precision": 1.0, "recall": 0.93, "placement": 0.96, "contradictions": 0.89},
}
MAX_DUPLICATES = {
    **{"real": 0, "week1": 1, "heldout2": 0, "heldout3": 0, "heldout4": 1},
    **{"heldout5": 1, "heldout6": 1, "heldout7": 2, "heldout8": 1},
    **{
        "heldout9": 2,
        "heldout10": 1,
        "heldout11": 3,
        "heldout12": 2,
        "heldout13": 0,
        "heldout14": 6,
    },
    **{"heldout17": 3, "heldout18": 2, "heldout19": 0, "heldout20": 4},
    **{"heldout15": 2, "heldout16": 5},
    **{"heldout21": 4, "heldout22": 6, "heldout23": 5, "heldout24": 4},
    **{"heldout25": 3, "heldout26": 1},
    **{"heldout27": 0, "heldout28": 1, "heldout29": 2},
    **{"heldout30": 2, "heldout31": 3, "heldout32": 4, "heldout33": 4},
    **{"heldout34": 6, "heldout35": 4, "heldout36": 0, "heldout37": 3, "heldout38": 2},
    **{"heldout39": 4, "heldout40": 5, "heldout41": 3, "heldout42": 1, "heldout43": 3},
    **{
        "heldout44": 3,
        "heldout45": 6,
        "heldout46": 3,
        "heldout49": 5,
        "heldout50": 3,
        "heldout51": 8,
        "heldout53": 11,
        "heldout54": 7,
        "heldout55": 13,
        "heldout48": 10,
        "heldout56": 8,
        "heldout57": 2,
        "heldout58": 0,
        "heldout61": 4,
        "heldout60": 15,
        "heldout63": 12,
        "heldout68": 14,
        "heldout67": 2,
        "heldout66": 6,
        "heldout73": 11,
        "heldout71": 7,
        "heldout70": 7,
        "heldout76": 11,
        "heldout78": 19,
        "heldout72": 2,
        "heldout81": 6,
        "heldout79": 14,
        "heldout82": 6,
        "heldout85": 1,
        "heldout87": 11,
        "heldout88": 6,  # (a wrong continuation under the board now a new entry: lead152)
        "heldout90": 11,
        "heldout89": 2,
        "heldout94": 8,
        "heldout95": 6,
        "heldout98": 0,
        "heldout99": 2,
        "heldout104": 7,  # (a wrong continuation now a flagged new entry: nightver)
        "heldout105": 4,
        "heldout102": 14,
        "heldout100": 10,
        "heldout103": 18,  # (a wrong continuation now a flagged new entry: nightver)
        "heldout101": 14,
        "heldout110": 7,  # (a wrong continuation of the product now a new entry: heldout123)
        "heldout107": 10,
        "heldout106": 13,
        "heldout108": 6,
        "heldout109": 10,
        "heldout117": 2,
        "heldout118": 8,
        "heldout123": 3,
        "heldout116": 10,
        "heldout121": 2,
        "heldout115": 5,
        "heldout122": 5,
        "heldout125": 3,
        "heldout126": 1,
        "heldout129": 1,
        "heldout130": 4,
        "heldout134": 1,
        "heldout136": 2,
        "heldout137": 8,
        "heldout141": 4,
        "heldout145": 2,
        "heldout146": 5,
        "heldout149": 8,
        "heldout151": 3,
        "heldout152": 1,
        "heldout155": 7,
        "heldout157": 2,
        "heldout158": 6,
        "heldout160": 4,
        "heldout162": 9,
        "heldout164": 9,
        "heldout166": 6,
        "heldout168": 1,
        "heldout170": 10,
        "heldout172": 5,
        "heldout175": 1,
        "heldout178": 10,
        "heldout180": 3,
        "heldout182": 4,
        "heldout184": 1,
        "heldout189": 1,
        "heldout190": 0,
        "heldout194": 8,
        "heldout195": 4,
        "heldout198": 8,
        "heldout199": 4,
        "heldout203": 0,
        "heldout204": 0,
        "heldout207": 6,
        "heldout208": 14,
        "heldout209": 3,
        "heldout212": 5,
        "heldout214": 10,
        "heldout215": 7,
        "heldout217": 6,
        "heldout219": 12,
        "heldout221": 8,
        "heldout223": 3,
    },
}


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("decisions", ROOT / "bench" / "decisions.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["decisions"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_decision_floors(name: str) -> None:
    if name == "real" and not SHARED_BRIEFS.is_dir():
        pytest.skip("the shared briefings are not on this machine")
    bench = _bench()
    total = bench.Score()
    for score in bench.measure_set(DATA / "decisions" / name, bench.default_map()).values():
        total.add(score)
    figures = total.figures()
    print("\n".join(total.misses))
    for key, floor in FLOORS[name].items():
        assert figures[key] >= floor, (key, figures)
    assert figures["duplicates"] <= MAX_DUPLICATES[name], figures
    assert figures["not_idempotent"] == 0, figures
    assert figures["increments"] >= 50  # every increment of the set was found and scored


def test_labels_name_real_increments(tmp_path: Path) -> None:
    """A label whose title does not match the increment it names is refused, not scored."""
    if not SHARED_BRIEFS.is_dir():
        pytest.skip("the shared briefings are not on this machine")
    bench = _bench()
    real = DATA / "decisions" / "real"
    broken = tmp_path / "broken"
    broken.mkdir()
    for doc in real.glob("doc-*.md"):
        (broken / doc.name).write_bytes(doc.read_bytes())
    text = (real / "labels.yaml").read_text("utf-8")
    (broken / "labels.yaml").write_text(text.replace('"C2KV KDD 2026"', '"not this one"'), "utf-8")
    with pytest.raises(SystemExit, match="title"):
        bench.measure_set(broken, bench.default_map())


def _owners(bench: ModuleType, *leads: str) -> object:
    text = "# 推理\n\n## §1.1 框架格局\n\n" + "".join(f"- {lead}\n" for lead in leads)
    text += "\n## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 故障\n"
    living = sections.load(split_text("doc.md", text), bench.default_map())
    firsts = {living.text.lines[e.start] for s in living.sections for e in s.entries}
    return bench._Owners(living, firsts)


def test_a_label_naming_two_entries_means_the_one_it_is_the_name_of() -> None:
    """`Spindle Router` names the entry called so, not one citing it in its first line; two
    entries whose names hold it are still refused."""
    bench = _bench()
    router = "**Spindle Router** (Spindle.dev) — routes each request"
    guard = "**Spindle Guard — 护栏** ⭐⭐（2026-12-30）：挂在 Spindle Router 前的护栏"
    owners = _owners(bench, router, guard)
    assert owners.of("Spindle Router") == 4  # type: ignore[attr-defined]
    assert owners.of("Spindle Guard") == 5  # type: ignore[attr-defined]
    owners = _owners(bench, router, guard, "**Spindle Router Pro** — the paid edition")
    with pytest.raises(SystemExit, match="names 3 entries"):
        owners.of("Spindle Router")  # type: ignore[attr-defined]


def test_a_label_means_the_entry_it_opens_not_an_archived_one_citing_it() -> None:
    """`**Qiranda-VL**` names the entry whose first line opens with it, not an archived entry
    saying it was merged into it (`~~**Qiranda-VL 1**~~：已并入 **Qiranda-VL** 族条目`)."""
    bench = _bench()
    family = "**Qiranda-VL**（衡岳智能，2038-09）：开放权重 VLM 族"
    archived = "~~**Qiranda-VL 1**~~（2038-03）：已并入 **Qiranda-VL** 族条目"
    owners = _owners(bench, family, archived)
    assert owners.of("**Qiranda-VL**") == 4  # type: ignore[attr-defined]
    owners = _owners(bench, family, "**Qiranda-VL**：a second entry so named")
    with pytest.raises(SystemExit, match="names 2 entries"):
        owners.of("**Qiranda-VL**")  # type: ignore[attr-defined]


def test_a_wrong_continuation_into_a_duplicate_the_tool_made_counts_as_a_cascade() -> None:
    """A continuation that lands in an entry only the tool wrote (a missed continuation of an
    earlier night) is a cascade; one that lands in another entry of the editor's is not."""
    bench = _bench()
    text = "# 推理\n\n## §1.1 框架格局\n\n- **Osier Serve** — 推理服务\n- **Tamarisk** — 引擎\n"
    text += "- **Osier Serve 2 上线** ⭐⭐（2031-01-05）：新版\n\n## §1.2 调度\n\n## §1.3 缓存\n\n"
    text += "## §1.4 故障\n"
    living = sections.load(split_text("doc.md", text), bench.default_map())
    lines = living.text.lines
    owners = bench._Owners(living, {lines[4], lines[5]})  # the editor's copy: not line 6
    label = {"decision": {"doc.md": {"continues": "Osier Serve"}}, "brief": "b", "head": "增量 1"}
    label |= {"title": "Osier Serve 降价", "section": "§1.1"}
    for start, cascades in ((6, 1), (5, 0), (4, 0)):
        landing = bench.Landing(start + 2, start, lines[start], "§1.1")
        score = bench.Score()
        bench._score_increment(score, label, "doc.md", landing, owners)
        assert score.cascades == cascades, start
        assert score.right_continuations == (start == 4), start


def test_a_possibly_continues_report_is_right_when_it_names_the_labelled_entry() -> None:
    """A report naming the entry the label continues (by its line in the written document)
    is right; one on an increment labelled new, or naming another entry, is not."""
    bench = _bench()
    owners = _owners(bench, "**Osier Serve** — 推理服务", "**Tamarisk** — 引擎")
    continues = {"continues": "Osier Serve"}
    for decision, flagged, right in (
        (continues, "5", 1),
        (continues, "6", 0),
        (continues, "None", 0),
        ("new", "5", 0),
    ):
        score = bench.Score()
        bench._score_flag(score, decision, flagged, owners)
        assert (score.flags, score.flags_right) == (1, right), (decision, flagged)
    score = bench.Score()
    bench._score_flag(score, continues, "", owners)
    assert (score.flags, score.flags_right) == (0, 0)


def test_continuations_count_by_the_kind_of_evidence_that_found_them() -> None:
    """Each continuation made counts, right or wrong, under its evidence with the names, ids
    and sections folded away; scores pooled over documents add the counts."""
    bench = _bench()
    text = "# 推理\n\n## §1.1 框架格局\n\n- **Osier Serve** — 推理服务\n- **Tamarisk** — 引擎\n"
    text += "\n## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 故障\n"
    living = sections.load(split_text("doc.md", text), bench.default_map())
    owners = bench._Owners(living, set(living.text.lines[4:6]))
    label = {"decision": {"doc.md": {"continues": "Osier Serve"}}, "brief": "b", "head": "增量 1"}
    label |= {"title": "Osier Serve 降价", "section": "§1.1"}
    matched = (
        'title names "Osier Serve" + same section §1.1',
        'arxiv:2611.01234 + 标题 "Tamarisk"',
    )
    score, other = bench.Score(), bench.Score()
    for start, evidence in ((4, matched[0]), (5, matched[0]), (5, matched[1])):
        landing = bench.Landing(start + 2, start, living.text.lines[start], "§1.1")
        bench._score_increment(score, label, "doc.md", landing, owners, evidence)
    assert score.evidence == {"title names … + same section …": [1, 1], "arxiv:… + …": [0, 1]}
    other.add(score)
    other.add(score)
    assert other.evidence["title names … + same section …"] == [2, 2]


def test_a_heading_label_means_the_entry_whose_heading_it_is() -> None:
    """`### Kestrel 5` names the heading entry so headed, not `### Kestrel 5.3 …` that a night
    wrote beside it (both first lines hold the label; neither lead name does)."""
    bench = _bench()
    text = "# 推理\n\n## §1.1 框架格局\n\n"
    for heading in ("### Kestrel 4", "### Kestrel 5", "### Kestrel 5.3 — a night's entry"):
        text += f"{heading}\n\nA serving engine line.\n\n- 2038-10-01: released\n\n"
    text += "## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 故障\n"
    living = sections.load(split_text("doc.md", text), bench.default_map())
    firsts = {living.text.lines[e.start] for s in living.sections for e in s.entries}
    assert "### Kestrel 5" in firsts and len(firsts) == 3, firsts
    owners = bench._Owners(living, firsts)
    assert living.text.lines[owners.of("### Kestrel 5")] == "### Kestrel 5"
