"""Precision of names (issue 21, adversarial round 3): a Chinese half of an entry's name that
only describes it (`Quillserve / 推理服务器`, `分层缓存（Strata）`) is no name of its own;
English denials (`isn't related to X`, `unlike X`); a relation line naming an entry as
background only. Each rule with the counter-examples it must not take."""

from __future__ import annotations

from patcher.plan.contrary import denied_words
from patcher.plan.descriptor import descriptor_only
from patcher.plan.evidence import NameIndex, Verdict, background_clauses, entry_names
from patcher.text.glossary import Glossary, rows_of

GLOSSARY = Glossary(
    rows_of(
        (
            "scheduler = scheduling = 调度 = 调度器",
            "tiered = tier = 分层",
            "disaggregation = 分离 = 分离式",
            "kv cache = kv = kv 缓存",
            "offload = 卸载 = 卸载层",
        )
    )
)


def index(*entries: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=GLOSSARY)
    for lead, anchor in entries:
        names.add(lead, anchor, [], True, ())
    return names


def decide(names: NameIndex, title: str, anchor: str, relation: str = "") -> Verdict:
    return names.decide(title, relation, [], anchor)


def test_a_chinese_name_of_only_descriptor_and_trade_words_is_a_descriptor() -> None:
    for name in (
        "推理服务器",
        "分层缓存",
        "分离式部署",
        "调度器",
        "托管推理平台",
        "指南",
        "KV 缓存",
    ):
        assert descriptor_only(name, GLOSSARY), name
    for name in ("铜绿云", "黑羽路由", "棱镜推理引擎", "时隙调度器", "Quillserve", "KV 缓存 X1"):
        assert not descriptor_only(name, GLOSSARY), name
    assert not descriptor_only("KV 缓存", Glossary())  # (`KV` is a descriptor by the glossary)


def test_the_chinese_half_that_only_describes_is_no_other_name() -> None:
    assert entry_names("Quillserve / 推理服务器", (), GLOSSARY) == ("Quillserve",)
    assert entry_names("Capstan / 调度器", (), GLOSSARY) == ("Capstan",)
    assert entry_names("Verdigris Cloud / 铜绿云", (), GLOSSARY) == ("Verdigris Cloud", "铜绿云")


def test_a_title_starting_with_the_descriptor_half_is_another_thing() -> None:
    names = index(
        ("**Quillserve / 推理服务器**：Rust 推理服务器。", "§1.1"),
        ("**Capstan / 调度器**：SLO 感知批调度。", "§1.2"),
        ("**Strata / 分层缓存**（arXiv:2609.33333）：按热度分层的 KV 缓存。", "§1.3"),
        ("**Verdigris Cloud / 铜绿云**（verdigris.ai）：托管推理平台。", "§1.1"),
    )
    assert decide(names, "推理服务器选型指南 2026", "§1.1").chosen is None
    assert decide(names, "调度器 2.0：Quire 团队发布", "§1.2").chosen is None
    assert decide(names, "分层缓存 2.0：Harrow 的新实现", "§1.3").chosen is None
    # the names of their own still decide
    assert decide(names, "Quillserve 3.3 发布", "§1.1").chosen == 0
    assert decide(names, "Capstan 0.4 发布", "§1.2").chosen == 1
    assert "铜绿云" in names.entries[3].names.full  # (a name of its own stays one)
    assert decide(names, "铜绿云", "§1.1").chosen == 3


def test_a_descriptor_before_a_bracketed_name_is_no_name_of_the_entry() -> None:
    names = index(("**分层缓存（Strata）**（arXiv:2609.33333）：按热度分层。", "§1.3"))
    assert decide(names, "分层缓存 2.0：Harrow 的新实现", "§1.3").chosen is None
    assert decide(names, "Strata 0.3 发布", "§1.3").chosen == 0
    # an entry with no other name keeps its descriptor name (what else would find it?)
    alone = index(("**分层缓存**：按热度分层的 KV 缓存综述。", "§1.3"))
    assert alone.entries[0].names.full == frozenset({"分层缓存"})


def test_english_denials_with_contractions_and_unlike() -> None:
    for relation in (
        "isn't related to the Vellum offload tier entry",
        "no relation to the Vellum offload tier entry",
        "unlike Vellum offload tier, this SDK runs on the client",
        "doesn't update Vellum offload tier",
    ):
        assert "vellum" in denied_words(relation), relation
    for relation in ("update to Vellum offload tier", "continues Vellum", "notably Vellum"):
        assert denied_words(relation) == set(), relation


def test_an_entry_named_as_background_only_is_a_possibility() -> None:
    names = index(
        (
            "**Vellum offload tier**（github.com/vellum-ai/vellum）：GPU→CPU→NVMe 三级 KV 卸载层。",
            "§1.3",
        ),
    )
    for relation in (
        "background: Vellum offload tier; this is a new project by Harrow",
        "背景：Vellum offload tier；本条为新项目",
        "new entry; see also Vellum offload tier",
    ):
        verdict = decide(names, "Vellum 卸载层 SDK 发布", "§1.3", relation)
        assert verdict.chosen is None and verdict.candidate == 0, relation
    # continuation wording anywhere in the line: the background clause is not read so
    assert background_clauses("更新 Vellum offload tier；Strata 为背景") == []
    assert decide(names, "Vellum 卸载层 SDK 发布", "§1.3", "本条为新增").chosen == 0


def test_an_abbreviation_spelled_out_in_words_the_entry_never_uses() -> None:
    names = index(("**TBG 限流器**：token 预算限流。", "§1.2"))
    other = decide(names, "TBG（Triton Batch Gateway）调度插件", "§1.2")
    assert other.chosen is None and other.candidate == 0
    assert "never uses" in other.why
    # the entry has one of the words: no evidence against it
    same = index(("**TBG 限流器**：Token Budget 预算限流。", "§1.2"))
    why = decide(same, "TBG（Token Budget Governor）限流器 0.3", "§1.2").why
    assert "never uses" not in why


def test_a_point_saying_outright_it_is_unrelated_denies_the_entry() -> None:
    names = index(
        (
            "**Vellum offload tier**（github.com/vellum-ai/vellum）：GPU→CPU→NVMe KV 卸载层。",
            "§1.3",
        ),
    )
    title = "Vellum 卸载层 SDK 发布"
    for point in ("Harrow's SDK, unrelated to Vellum offload tier", "与 Vellum offload tier 无关"):
        verdict = names.decide(title, "本条为新增", [], "§1.3", points=(point,))
        assert verdict.chosen is None and verdict.candidate == 0, point
    # `不是` in a point is no denial (`瓶颈不是 Vellum offload tier 而是带宽`)
    kept = names.decide(
        title, "本条为新增", [], "§1.3", points=("瓶颈不是 Vellum offload tier 而是带宽",)
    )
    assert kept.chosen == 0


def test_a_title_naming_only_a_kind_of_thing_and_another_maker() -> None:
    names = index(
        ("**分层缓存**：按热度分层的 KV 缓存综述。", "§1.3"),
        ("**托管推理平台**：国内托管推理平台格局，Quire 公司领跑。", "§1.1"),
    )
    for title in ("分层缓存 2.0：Harrow 的新实现", "分层缓存（另一家公司）"):
        verdict = decide(names, title, "§1.3")
        assert verdict.chosen is None and verdict.candidate == 0, title
    # a maker the entry itself names is no other thing's
    assert decide(names, "托管推理平台：Quire 公司推出", "§1.1").chosen == 1
    # a title with a name of its own: the maker it gives is no evidence against
    capstan = index(("**Capstan 调度器**：SLO 感知批调度。", "§1.2"))
    assert decide(capstan, "Capstan 调度器：Quire 团队发布", "§1.2").chosen == 0


def test_a_lead_without_english_words_of_its_own_says_nothing_against_a_spelling() -> None:
    names = index(("**QSP 调度器**：按队列分配算力。", "§1.2"))
    assert decide(names, "Queue-Split Planner（QSP）开源实现", "§1.2").chosen == 0
