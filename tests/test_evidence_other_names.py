"""An entry's other names (issue 21, heldout19/20 misses): a lead giving its name in two forms
(`**中文名** · English name —`, `【中文名 / owner/repo】`, `request router (中文名)`), a
proper name written in lower case, a release of the generation a name glues to its word, a
name's words said in the glossary's other language, a Chinese name followed by what the thing
did, a verified report's prefix, a title in two languages, another name taken on after `接入`
or a backend for named hardware. And what must stay new: a kind after ` · `, another
generation, another release line, a name no entry goes by, a descriptor, another thing."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.document.identity import dotted_name
from patcher.plan.evidence import (
    NameIndex,
    Verdict,
    bracketed_chinese,
    bracketed_latin,
    described_chinese,
    entry_names,
    names_of,
)
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str) -> Verdict:
    return names.decide(title, "", [], anchor)


def test_a_dotted_second_name_is_read() -> None:
    assert dotted_name("**鹭桥缓存** · Heronbridge Cache — 跨实例前缀缓存") == "Heronbridge Cache"
    assert (
        dotted_name("**探活协议** · Pulse Check Probe（PCP）— 健康检查")
        == "Pulse Check Probe（PCP）"
    )
    assert dotted_name("**鹭影 0.9** · Egret 0.9 — 0.9 版：流式调度") == "Egret 0.9"
    assert dotted_name("鹭影追踪 · Egret tracing：请求级链路追踪") == "Egret tracing"
    # a kind or a maker after a Latin name, a Chinese second part, a lowercase one: no name
    assert dotted_name("「CPX」· 调度器 — 分块预填") == ""
    assert dotted_name("「热重启后停顿」· 事故 — Tolland 3.2") == ""
    assert dotted_name("**分层缓存** · tiered cache — x") == ""
    assert dotted_name("**Heronbridge** — no dot here") == ""


def test_a_package_name_in_brackets_after_the_name_is_the_entrys_too(
    glossary: Glossary,
) -> None:
    """`Kestrel (pgkestrel) — …`, `隼 · Kestrel（pgkestrel）＝ …`: a release named by the package
    (`pgkestrel 1.2`) is the entry's; a bracket that is no package of the name is not."""
    for lead in (
        "Kestrel (pgkestrel) — Postgres queue extension. [active · 1.1]",
        "隼 · Kestrel（pgkestrel）＝ PG 队列扩展 ｜ 现行 1.1 ｜ 社区",
    ):
        names = index(glossary, (lead, "§1.1"))
        assert decide(names, "pgkestrel 1.2 — 支持批量出队", "§1.1").chosen == 0
    names = index(glossary, ("Kestrel (community) — queue extension. [active · 1.1]", "§1.1"))
    assert decide(names, "pgcommunity 1.2 — 支持批量出队", "§1.1").chosen is None


def test_a_dotted_second_name_ends_at_a_full_width_field_separator() -> None:
    """`中文名 · English ＝ 定位 ｜ 现行 版本` leads: the Latin name ends at `＝` or `｜`, and a
    Chinese note in brackets after it (`（下称 X）`) is no part of it."""
    assert dotted_name("鹭桥 · Heronbridge ＝ 前缀缓存层 ｜ 现行 2.1 ｜ 鹭桥科技") == "Heronbridge"
    assert dotted_name("风铃路由 · Chime Router｜现行 0.4｜社区") == "Chime Router"
    lead = "航程评测基准 · Wayline-Bench（下称 WLB）＝ 长程任务基准 ｜ 现行 v2"
    assert dotted_name(lead) == "Wayline-Bench"
    assert dotted_name("鹭影 · 追踪器 ＝ 链路追踪 ｜ 现行 1.0") == ""  # (no Latin name)


def test_an_entry_named_in_two_forms_is_found_by_either(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**鹭桥缓存** · Heronbridge Cache — 跨实例前缀缓存层，与鹭桥路由同一团队。", "§1.3"),
        ("**鹭桥路由** · Heronbridge Router — 多租户请求路由器。", "§1.2"),
        ("**探活协议** · Pulse Check Probe（PCP）— 健康检查协议。", "§1.4"),
        ("**鹭影追踪** · Egret tracing — 请求级链路追踪。", "§1.4"),
    )
    assert decide(names, "Heronbridge Cache 跨区域复制 — 多区域同步", "§1.3").chosen == 0
    assert decide(names, "Heronbridge Cache 1.2", "§1.3").chosen == 0
    assert decide(names, "PCP v1.2 — 新增 KV 水位检测", "§1.4").chosen == 2
    assert decide(names, "Pulse Check Probe 1.3", "§1.4").chosen == 2
    assert decide(names, "鹭影追踪 3.1", "§1.4").chosen == 3
    assert decide(names, "Heronbridge Gateway 1.0", "§1.2").chosen is None  # (another thing)


def test_a_repository_half_gives_its_name(glossary: Glossary) -> None:
    assert entry_names("索鹭 / tern-labs/tern-rag", ()) == (
        "tern-rag",
        "tern-labs/tern-rag",
        "索鹭",
    )
    names = index(glossary, ("【索鹭 / tern-labs/tern-rag】开源 RAG 工具链；v0.5。", "§1.2"))
    assert decide(names, "Tern RAG v0.6 — 新增多跳检索", "§1.2").chosen == 0
    assert decide(names, "tern-rag 改用 MIT 许可", "§1.2").chosen == 0
    assert decide(names, "other-labs/tern-rag 0.7", "§1.2").chosen is None


def test_a_proper_name_in_lower_case_is_that_name(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Whinchat** — draft-tree speculative decoding with a shared verifier.", "§1.2"),
        ("**Router Kestrel** — a router named by a common word first.", "§1.3"),
    )
    assert decide(names, "whinchat 投机解码新进展", "§1.2").chosen == 0
    # a name led by a common word is not read so in lower case
    assert decide(names, "router kestrel 新进展", "§1.3").chosen is None


def test_a_name_taken_on_that_an_entry_goes_by(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Whinchat** — draft-tree speculative decoding.", "§1.2"),
        ("**Corran Serve** (Corran Systems) — C++ serving engine.", "§1.1"),
        ("**Larder Scheduler** — SLO-aware batching scheduler.", "§1.2"),
        ("**Tollgate Router** — request router by prefix affinity.", "§1.2"),
    )
    assert decide(names, "whinchat 投机解码接入 Corran Serve 2.5", "§1.2").chosen == 0
    assert decide(names, "Larder Scheduler 项目归档，功能并入 Tollgate Router", "§1.2").chosen == 2
    # a multi-word name no entry goes by is a second subject still
    assert names_of("Quarry Router 接入 Chrome DevTools").others
    assert decide(names, "Larder Scheduler 接入 Chrome DevTools", "§1.2").chosen is None


def test_a_release_of_the_generation_a_name_glues(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Marten3** — third-generation KV compression from the Marten project.", "§1.3"),
        ("[Stoat2] (v1.3) — Rust serving runtime.", "§1.1"),
        ("**Vole2** — arXiv:2612.01190, a runtime, 1.4 adds INT4.", "§1.1"),
    )
    assert decide(names, "Marten 3.1 — 新增 FP4 值缓存", "§1.3").chosen == 0
    assert decide(names, "Marten 4.0 发布", "§1.3").chosen is None  # another generation
    assert decide(names, "Stoat 2.1 发布", "§1.1").chosen is None  # its releases are 1.x
    assert decide(names, "Vole 2.1 发布", "§1.1").chosen is None  # its lead writes 1.4


def test_a_name_said_in_the_glossarys_other_language(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("**Quill Memory** — long-term agent memory store.", "§1.3"),
        ("**QAR** (Quill Agent Runtime) — durable agent runtime.", "§1.1"),
        ("**Osier offload tier** — KV offload.", "§1.3"),
    )
    memory = decide(names, "Quill 记忆层 1.0 GA —— 支持压缩摘要", "§1.3")
    assert memory.chosen == 0 and "in other words" in memory.why
    assert decide(names, "Quill 智能体运行时 0.9 checkpoint 基准", "§1.1").chosen == 1
    assert decide(names, "Osier 分级定价", "§1.3").chosen is None  # another part of it


def test_a_chinese_name_then_what_it_did(glossary: Glossary) -> None:
    names = index(
        glossary,
        ("【鸮鸣路由 / Owlcall Router】按前缀亲和分发请求的路由器。", "§1.2"),
        ("**雀影引擎**（Finchshade）— 端侧推理引擎。", "§1.1"),
    )
    assert decide(names, "鸮鸣路由新增权重感知路由", "§1.2").chosen == 0
    assert decide(names, "雀影引擎新增 Metal 后端", "§1.1").chosen == 1
    assert decide(names, "雀影引擎发布 Skylark 2.0", "§1.1").chosen is None  # another name
    assert decide(names, "雀影引擎集群版发布", "§1.1").chosen is None  # maybe a longer name


def test_a_verified_prefix_is_read_past(glossary: Glossary) -> None:
    names = index(glossary, ("**鹭桥缓存** · Heronbridge Cache — 跨实例前缀缓存层。", "§1.3"))
    assert decide(names, "已核实：Heronbridge Cache 跨区域复制延迟 120ms", "§1.3").chosen == 0
    assert names_of("已核实：Heronbridge Cache 复制").shown == "Heronbridge Cache 复制"


def test_a_title_in_two_languages(glossary: Glossary) -> None:
    chinese = index(
        glossary,
        ("**叉枝** · Twigfork — 投机解码草稿模型库。", "§1.2"),
        ("**弹性批** · Elastibatch — 按显存余量动态合批。", "§1.2"),
    )
    assert decide(chinese, "叉枝 Twigfork 接入 Elastibatch 合批", "§1.2").chosen == 0
    assert decide(chinese, "叉枝 Driftfork 0.7", "§1.2").chosen is None
    english = index(
        glossary,
        ("[Twigfork] (v0.5) — speculative-decoding draft-model library.", "§1.2"),
        ("Torchlet 2.5 — 深度学习框架", "§1.1"),
    )
    assert decide(english, "叉枝 Twigfork 接入新合批", "§1.2").chosen == 0
    assert decide(english, "推理后端 Torchlet 2.5", "§1.1").chosen is None  # a release entry
    assert decide(english, "锚点草稿器接入 Twigfork", "§1.2").chosen is None  # a verb first


def test_a_chinese_name_in_the_description(glossary: Glossary) -> None:
    lead = "Heronbridge Router (v2.0) — multi-tenant request router (鹭桥路由), prefix affinity."
    assert described_chinese(lead, "Heronbridge Router", glossary) == ("鹭桥路由",)
    other = "Heronbridge Router — request router (鹭桥缓存), x."  # (another kind)
    assert described_chinese(other, "Heronbridge Router", glossary) == ()
    status = "Heronbridge Router — request router (实验性), x."
    assert described_chinese(status, "Heronbridge Router", glossary) == ()
    names = index(glossary, (f"[Heronbridge Router] (v2.0) — {lead.split(' — ', 1)[1]}", "§1.2"))
    assert decide(names, "鹭桥路由 2.1 — 加权前缀亲和路由", "§1.2").chosen == 0


def test_a_backend_for_named_hardware_is_a_feature(glossary: Glossary) -> None:
    names = index(glossary, ("Gorse — on-device runtime for phones — active", "§1.1"))
    assert decide(names, "Gorse v2.3 adds an Apple Neural Engine backend", "§1.1").chosen == 0
    # a sentence title's subject is the release before its verb (lead175): what the release
    # adds is its content, even a capitalised name, and even one the document holds
    assert decide(names, "Gorse v2.3 adds Lumen Kernels", "§1.1").chosen == 0
    both = index(
        glossary,
        ("Gorse — on-device runtime for phones — active", "§1.1"),
        ("Lumen Kernels — fused GPU kernels — active", "§1.1"),
    )
    assert decide(both, "Gorse v2.3 adds Lumen Kernels", "§1.1").chosen == 0
    assert decide(both, "Lumen Kernels 1.2 adds Gorse support", "§1.1").chosen == 1
    assert not names_of("Gorse 新增 Hexagon NPU 后端").others


def test_acronyms_after_a_release_leave_it_the_release(glossary: Glossary) -> None:
    mine = names_of("Q7 Serve 0.6 NPU 后端发布")
    assert (mine.bare, mine.version) == ("q7serve", (0, 6))
    names = index(glossary, ("**Q7-Serve** — edge runtime for 4-bit models on phone NPUs.", "§1.1"))
    assert decide(names, "Q7 Serve 0.6 NPU 后端发布", "unsorted").chosen == 0
    assert names_of("vLLM 0.12 MoE 修复").version == ()  # (a mixed-case word: not acronyms only)


def test_a_chinese_name_in_the_brackets_after_the_name(glossary: Glossary) -> None:
    """Issue 21 (heldout22/23): `Tansy Router (Tansy Inc.; 艾菊路由)`, `Mirrorlake (镜湖)`."""
    lead = "Tansy Router (Tansy Inc.; 艾菊路由) — LLM request router spreading requests."
    assert bracketed_chinese(lead, "Tansy Router", glossary) == ("艾菊路由",)
    assert bracketed_chinese("Mirrorlake (镜湖) — engine", "Mirrorlake", glossary) == ("镜湖",)
    # a status, a date, a sentence, two Chinese clauses, a Chinese-named entry: no name
    assert bracketed_chinese("Tansy Router (实验性) — x", "Tansy Router", glossary) == ()
    assert bracketed_chinese("Tansy Router (已归档) — x", "Tansy Router", glossary) == ()
    assert bracketed_chinese("Tansy Router (2027-03-08) — x", "Tansy Router", glossary) == ()
    assert bracketed_chinese("Tansy Router (开源 v0.3) — x", "Tansy Router", glossary) == ()
    assert bracketed_chinese("Tansy Router (艾菊；菊花) — x", "Tansy Router", glossary) == ()
    assert bracketed_chinese("艾菊路由 (菊花) — x", "艾菊路由", glossary) == ()
    assert bracketed_chinese("Tansy Router — a router (艾菊路由)", "Tansy Router", glossary) == ()
    names = index(
        glossary,
        (
            "[Tansy Router](https://github.com/tansy-ai/tansy-router) (Tansy Inc.; 艾菊路由) — router.",
            "§1.2",
        ),
        ("Shoal Batcher (浅滩合批器) — continuous batcher.", "§1.2"),
    )
    assert decide(names, "艾菊路由 1.1 落地案例 — 电商客服 p99 −41%", "§1.2").chosen == 0
    assert decide(names, "艾菊网关 0.1 发布", "§1.2").chosen is None


def test_a_chinese_name_glued_to_its_release(glossary: Glossary) -> None:
    """Issue 21 (heldout21/23/24): `雀鹰1.5正式发布`, `云枢 1.8.2 补丁` name 雀鹰 and 云枢 with
    their releases, as `Harbor2.4正式发布` names Harbor 2.4; a figure is no release."""
    glued = names_of("雀鹰1.5正式发布 — 连续批处理调度器")
    assert (glued.bare, glued.version) == ("雀鹰", (1, 5))
    spaced = names_of("云枢 1.8.2 补丁：MoE 专家路由死锁修复")
    assert (spaced.bare, spaced.version) == ("云枢", (1, 8, 2))
    assert names_of("滨草云冷启动降至 1.9 s — 第二代 GPU 快照").bare == ""
    assert names_of("推理服务 SLO 报告 2027-Q2").bare == ""
    names = index(
        glossary,
        ("**雀鹰** · Sparrowhawk — Quillon Labs 开源的 Rust 推理引擎。", "§1.1"),
        ("**测深** — GPU 集群链路检测工具。", "§1.4"),
    )
    assert decide(names, "雀鹰1.5正式发布 — 连续批处理调度器", "§1.1").chosen == 0
    assert decide(names, "测深2.0发布 — 支持 MI400", "§1.4").chosen == 1
    assert decide(names, "雀翎1.0发布 — 新引擎", "§1.1").chosen is None
    releases = index(glossary, ("**雀鹰 1.4** — 1.4 版", "§1.1"), ("**雀鹰 1.3** — 1.3 版", "§1.1"))
    assert decide(releases, "雀鹰1.5正式发布 — 连续批处理调度器", "§1.1").chosen is None


def test_a_name_in_brackets_before_its_maker(glossary: Glossary) -> None:
    """Issue 21 (heldout24): `**云枢**（Yunshu，灵渠科技）` goes by Yunshu; `**Yunshu v1.8** (云枢)`
    by 云枢 (its bold name closed before the brackets)."""
    zh = index(
        glossary, ("**云枢**（Yunshu，灵渠科技）：国产分布式推理引擎，昇腾与 H20 双栈。", "§1.1")
    )
    assert decide(zh, "Yunshu 1.9 发布 —— 跨机专家并行与 FP4", "§1.1").chosen == 0
    assert decide(zh, "Yunhe 1.9 发布", "§1.1").chosen is None
    en = index(glossary, ("**Yunshu v1.8** (云枢) — Lingqu Tech's distributed engine; x.", "§1.1"))
    assert decide(en, "云枢 1.8.2 补丁：MoE 专家路由死锁修复", "§1.1").chosen == 0
    lower = index(glossary, ("**调度器**（Scheduler，开源）：通用调度器。", "§1.1"))
    assert decide(lower, "Scheduler 2.0 发布", "§1.1").chosen is None


def test_a_tier_of_its_own_is_no_other_name(glossary: Glossary) -> None:
    """Issue 21 (heldout23): `Larch Cloud 推出 Serve 托管层` is news of Larch Cloud (its own tier);
    `Larch Cloud 与 Tansy Router 集成` still names two things."""
    names = index(
        glossary,
        ("【落叶松云 / Larch Cloud】（2027-03-05）：Larchwood 公司的 GPU 推理云。", "§1.1"),
    )
    assert decide(names, "Larch Cloud 推出 Serve 托管层 — 按 token 计费", "§1.1").chosen == 0
    assert decide(names, "Larch Cloud 与 Tansy Router 集成", "§1.1").chosen is None


def test_a_title_led_by_the_name_its_relation_line_continues(glossary: Glossary) -> None:
    """Issue 21 (heldout23): `滨草云冷启动降至 1.9 s` with `已有滨草云（Marram Cloud）锚定；本条续`
    continues 滨草云; not a comparison, nor a line asking for an entry of its own."""
    names = index(
        glossary, ("【滨草云 / Marram Cloud】（2027-02-27）：serverless 推理云，按秒计费。", "§1.1")
    )
    relation = "§1.1 已有滨草云（Marram Cloud）锚定（冷启动 4.2 s）；本条续，冷启动减半以上"
    title = "滨草云冷启动降至 1.9 s — 第二代 GPU 快照"
    assert names.decide(title, relation, [], "§1.1").chosen == 0
    assert names.decide(title, "§1.1 已有滨草云锚定", [], "§1.1").chosen is None  # (context)
    apart = "§1.1 已有滨草云锚定；本条是事故复盘，建议在 §1.4 新建事故条目"
    assert "the title's" not in names.decide("滨草云区域故障复盘", apart, [], "§1.4").why
    compared = "§1.1 已有滨草云锚定；本条续"
    assert names.decide("滨草云 vs Larch Cloud 冷启动对比", compared, [], "§1.1").chosen is None


def test_a_chinese_title_read_by_its_repository(glossary: Glossary) -> None:
    """Issue 21 (heldout21): `雀鹰1.5正式发布` from `quillon-labs/sparrowhawk` is a release of
    the entry named Sparrowhawk; not when the document knows the Chinese name (`镜湖 1.6`: its
    own release rules), nor from two repositories, nor a Latin title."""
    names = index(glossary, ("**Sparrowhawk v1.5.0rc2** — 1.5 候选版：连续批处理调度器。", "§1.1"))
    repo = frozenset({"quillon-labs/sparrowhawk"})
    title = "雀鹰1.5正式发布 — 连续批处理调度器 + 分页 KV 转正"
    assert names.decide(title, "", [], "§1.1", repos=repo).chosen == 0
    assert names.decide(title, "", [], "§1.1").chosen is None
    two = repo | {"sgl-project/sglang"}
    assert names.decide(title, "", [], "§1.1", repos=two).chosen is None
    known = index(
        glossary,
        ("**镜湖 1.6**（Jinghu，英文名 Mirrorlake）：星衍科技的国产推理引擎。", "§1.1"),
    )
    jinghu = frozenset({"xingyan-tech/jinghu"})
    assert known.decide("镜湖 2.0 — 昇腾 910C", "", [], "§1.1", repos=jinghu).chosen is None


def test_a_chinese_title_from_its_makers_repository(glossary: Glossary) -> None:
    """`雪鸮库 2.2 分片迁移卡死` from `frostline-data/snowowl` continues `Snowowl (Frostline
    Data)` (the repository's owner is the maker the lead names: the name's weight); from
    another owner's repository it is a possibility only."""
    names = index(glossary, ("Snowowl (Frostline Data): vector store. Releases: 2.1, 2.2.", "§1.1"))
    title = "雪鸮库 2.2 分片迁移卡死 — 并发删除竞争"
    maker = frozenset({"frostline-data/snowowl"})
    assert names.decide(title, "", [], "§1.4", repos=maker).chosen == 0
    acronym = "雪鸮库 2.2 IVF 分片迁移卡死"  # (read by the repository's name and the release)
    assert names.decide(acronym, "", [], "§1.4", repos=maker).chosen == 0
    other = frozenset({"someone-else/snowowl"})
    for said in (title, acronym):
        verdict = names.decide(said, "", [], "§1.4", repos=other)
        assert verdict.chosen is None and verdict.possible


def test_a_latin_name_before_a_maker_in_a_release_entry_is_not_read() -> None:
    """`镜湖 1.6（Jinghu，…）`: the entry is a release's; the bracket names the product."""
    assert bracketed_latin("**镜湖 1.6**（Jinghu，英文名 Mirrorlake）：x") == ()
    assert bracketed_latin("**云枢**（Yunshu，灵渠科技）：x") == ("Yunshu",)


def test_a_former_name_after_a_bare_original(glossary: Glossary) -> None:
    """Issue 21 (heldout24): `Rookery 1.0（原 Corvid Serve）` is read by its former name with
    its release; `（原生 Rust）` is no former name."""
    from patcher.plan.versions import former_reading

    assert former_reading("Rookery 1.0（原 Corvid Serve）— 多租户隔离 GA") == (
        "Corvid Serve 1.0 — 多租户隔离 GA"
    )
    assert former_reading("Egretwell（原名 Egretta）1.0：分层 KV") == "Egretta 1.0：分层 KV"
    assert former_reading("Kiln 1.0（原生 Rust）— 新引擎") is None
    names = index(glossary, ("**Corvid Serve** — 多租户推理服务层。", "§1.1"))
    assert decide(names, "Rookery 1.0（原 Corvid Serve）— 多租户隔离 GA", "§1.1").chosen == 0


def test_a_mixed_name_glued_or_spaced_to_its_release(glossary: Glossary) -> None:
    """Issue 21 (heldout31): a Chinese name with a Latin tail (`青鸾-VL 3.5.1 补丁`, `青鸾VL 3.5.1`)
    and a hyphened name whose last part is two letters glued to its release (`Kestrel-VL1.2发布`)
    are the name and its release; `DeepSeek-V4.1` (one letter) stays a name of its own."""
    assert (names_of("青鸾-VL 3.5.1 补丁 — 修复").bare, names_of("青鸾-VL 3.5.1 补丁").version) == (
        "青鸾vl",
        (3, 5, 1),
    )
    assert names_of("青鸾VL 3.5.1 补丁").bare == "青鸾vl"
    glued = names_of("Kestrel-VL1.2发布 — 高通 NPU 适配")
    assert (glued.bare, glued.version) == ("kestrelvl", (1, 2))
    assert names_of("青鸾-VL 的 3.5 降至 1.9 s").bare == ""  # (no release right after the name)
    names = index(
        glossary,
        ("**青鸾-VL**（Qingluan-VL，星阑智能）：通用视觉语言模型家族。", "§1.1"),
        ("**隼视**（Kestrel-VL，Kestrel AI）：3B 端侧视觉语言模型。", "§1.1"),
    )
    assert decide(names, "青鸾-VL 3.5.1 补丁 — 视频帧采样修复", "§1.1").chosen == 0
    assert decide(names, "Kestrel-VL1.2发布 — 高通/联发科 NPU 原生适配", "§1.1").chosen == 1
    assert decide(names, "青鸾-VA 1.0 发布 — 新模型", "§1.1").chosen is None
    releases = index(
        glossary, ("**青鸾-VL 3.5** — 3.5 版", "§1.1"), ("**青鸾-VL 3.4** — 3.4 版", "§1.1")
    )
    assert decide(releases, "青鸾-VL 3.6 发布 — 新版", "§1.1").chosen is None


def test_news_of_a_release_filed_under_another_releases_entry(glossary: Glossary) -> None:
    """`蜂巢网关 0.2` was filed under `蜂巢网关（Hivegate 0.1）` (its update holds the name key):
    `蜂巢网关 0.2 缓存泄漏` goes there too (not without that key: another release's entry)."""
    # (one per product; a preamble that speaks of incidents: in a document silent about where
    # incidents go, an incident in another section is only a possibility — tests/test_adversarial25)
    product = {
        "convention": lambda: True,
        "stated_products": lambda: True,
        "stated_trouble": lambda: True,
    }
    names = NameIndex(glossary=glossary, **product)
    lead = "**蜂巢网关（Hivegate 0.1）上线 — 开源检索网关**：路由与限流"
    names.add(lead, "§1.1", [])
    names.add_keys(0, ["name:蜂巢网关02"])  # (the key the update filing 0.2 there wrote)
    assert names.decide("蜂巢网关 0.2 缓存泄漏 — 版本号不回收", "", [], "§1.4").chosen == 0
    bare = NameIndex(glossary=glossary, **product)
    bare.add(lead, "§1.1", [])
    assert bare.decide("蜂巢网关 0.2 缓存泄漏 — 版本号不回收", "", [], "§1.4").chosen is None


def test_a_move_into_a_brand_is_its_subject_s_news(glossary: Glossary) -> None:
    """`Pipit 并入「Alder KV」品牌 — 后续版本改用新名` (or `归入 Alder 产品线`): the brand is
    where the subject goes, not a second thing the title is about; a merge into a named
    thing no entry goes by (`并入 Alder Quarrel`, `并入「Alder KV」社区`) stays about two."""
    names = index(
        glossary,
        ("**Pipit** (Wren Labs) — tiered KV offload library.", "§1.3"),
        ("**Larder Scheduler** — SLO-aware batching scheduler.", "§1.2"),
    )
    for title in (
        "Pipit 并入「Alder KV」品牌 — 后续版本改用新名",
        "Pipit 归入 Alder 产品线，仓库不变",
    ):
        assert decide(names, title, "§1.3").chosen == 0, title
    assert decide(names, "Pipit 并入 Alder Quarrel — 仓库归档", "§1.3").chosen is None
    assert decide(names, "Pipit 并入「Alder KV」社区 — 仓库归档", "§1.3").chosen is None


def test_a_quoted_chinese_name_and_its_kind_then_the_latin_name_and_maker(
    glossary: Glossary,
) -> None:
    """Issue 21 (heldout116): `“泊岸”向量数据库（Mooring · 远帆科技）`: the quotes mark the
    Chinese name, the kind follows, the brackets give the Latin name before a middle dot and
    its maker; `Mooring 3.2` continues it. Not an abbreviation, not common words."""
    lead = "“泊岸”向量数据库（Mooring · 远帆科技）：面向检索的向量库。"
    assert bracketed_latin(lead) == ("Mooring",)
    assert bracketed_latin("“卷云”Go 运行时（Cirrus Runtime，开源社区）：x") == ("Cirrus Runtime",)
    assert bracketed_latin("“通途协议”规范（TTP · 工作组）：x") == ()
    assert bracketed_latin("“调度”组件（Scheduler · 社区）：x") == ()
    names = index(glossary, (lead, "§1.3"), ("“卷云”Go 运行时（Cirrus Runtime · 社区）：x", "§1.1"))
    assert decide(names, "Mooring 3.2 — 新增混合检索", "§1.3").chosen == 0


def test_a_dot_inside_brackets_is_a_maker_not_a_second_name(glossary: Glossary) -> None:
    """Issue 21 (heldout116): `“砂洲”缓存层（Sandbar · Estuary Labs）`: the dot separates the
    Latin name from its maker inside the brackets; the maker is no name of the entry (a
    title naming the maker alone does not continue it)."""
    lead = "“砂洲”缓存层（Sandbar · Estuary Labs）：多级缓存。"
    assert dotted_name(lead) == ""
    names = index(glossary, (lead, "§1.3"))
    assert decide(names, "Estuary Labs 发布新产品 Delta 1.0", "§1.3").chosen is None
    assert decide(names, "Sandbar 2.1 — 新增冷热分层", "§1.3").chosen == 0


def test_a_name_the_subjects_adapter_plugs_into(glossary: Glossary) -> None:
    """heldout78 `Rhizome 官方发布 Glimmer 适配器`: a name the subject's adapter or plugin is for
    (as a backend for named hardware is a feature of the subject) is no second subject: the
    title is the first name's news. A name the subject only takes on, no entry going by it,
    still is one; so is one its trouble hit (`Heartwood 探针误报导致 Harbor Gateway 大面积摘流`:
    reading it as the subject's alone continued the probe where the preamble files incidents
    apart, heldout117 zh)."""
    assert not names_of("Rhizome 官方发布 Glimmer 适配器 — 图谱索引可直接作为后端").others
    assert not names_of("Tessera 新增 RavenServe 插件").others
    assert not names_of("Quarry ships a Glimmer adapter").others
    assert names_of("Quarry Router 接入 Chrome DevTools").others
    assert names_of("Heartwood 探针误报导致 Harbor Gateway 大面积摘流").others
    names = index(
        glossary, ("〔Rhizome〕知识图谱索引（GraphRAG 存储）｜维护：Rhizome Inc.", "§1.3")
    )
    title = "Rhizome 官方发布 Glimmer 适配器 — 图谱索引可作 Glimmer 后端"
    assert decide(names, title, "§1.3").chosen == 0
