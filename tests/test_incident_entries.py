"""Incident entries named by their symptom (issue 21, heldout13/14 misses): a title naming the
product and the symptom in other words or another language continues the entry when the
entry's lead names the product, the symptoms agree through the glossary and one more thing
agrees. And what must stay new: another bug of the same engine, the same symptom in another
product, a bug with another issue of its own, a title naming a thing the entry lacks."""

from __future__ import annotations

from pathlib import Path

import pytest

from patcher import api
from patcher.config.maps import find_map, load_map
from patcher.plan import contrary, incidents
from patcher.plan.evidence import COMMON, NameIndex, Verdict, subject
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT, brief_text, increment

HANG_ZH = "**流式响应卡死（Larchserve SSE hang）** — v2.3 在 SSE 流式输出约 30 s 后停止推送"
HANG_EN = "🔥 Streaming responses hang after ~30 s (Larchserve v2.3 SSE) — clients time out"
LEAK_ZH = "**显存泄漏：SGLang LoRA 热切换** — v0.5.23/0.5.24 频繁切换 LoRA adapter 时泄漏显存"
LEAK_EN = "🔥 GPU memory leak on LoRA hot-swap (SGLang) — ~200 MB lost per adapter swap"
CUT_ZH = "vLLM 流式输出在 4096 token 处截断（vllm-project/vllm#31877）：v0.31 起出现"
CUT_EN = "Streaming output cut at 4096 tokens (vllm-project/vllm#31877) — since v0.31"
PRODUCTS = [
    ("**Larchserve（落叶松推理服务）** — 开源 Python 推理引擎", "§1.1"),
    ("**SGLang** — RadixAttention 前缀复用", "§1.1"),
    ("**vLLM** — 生产标准引擎，PagedAttention", "§1.1"),
    ("**Quillserve** — Rust 推理引擎", "§1.1"),
]


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *incidents: str) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in PRODUCTS:
        names.add(lead, anchor, [])
    for lead in incidents:
        names.add(lead, "§1.4", [])
    return names


def decide(names: NameIndex, title: str, anchor: str = "§1.4", relation: str = "") -> Verdict:
    return names.decide(title, relation, [], anchor)


def _kind(lead: str) -> str:
    return next(k for k, ls in KINDS.items() if lead in ls)


KINDS = {"hang": (HANG_ZH, HANG_EN), "leak": (LEAK_ZH, LEAK_EN), "cut": (CUT_ZH, CUT_EN)}


def shown(names: NameIndex, verdict: Verdict) -> str | None:
    return None if verdict.chosen is None else names.entries[verdict.chosen].shown


@pytest.mark.parametrize(
    ("title", "lead"),
    [
        ("LarchServe SSE 流式卡死 — 根因定位为 keep-alive 计时器，2.4.1 修复", HANG_ZH),
        ("LarchServe SSE 流式卡死 — 根因定位为 keep-alive 计时器，2.4.1 修复", HANG_EN),
        ("GPU 显存泄漏 SGLang LoRA 热切换 — v0.5.25 已修复确认", LEAK_ZH),
        ("GPU 显存泄漏 SGLang LoRA 热切换 — v0.5.25 已修复确认", LEAK_EN),
        ("vLLM 4096 截断回归 — v0.32.1 再现（vllm-project/vllm#32410）", CUT_ZH),
        ("vLLM 4096 截断回归 — v0.32.1 再现（vllm-project/vllm#32410）", CUT_EN),
    ],
)
def test_a_title_naming_product_and_symptom_continues_the_incident(
    glossary: Glossary, title: str, lead: str
) -> None:
    others = [o for o in (HANG_ZH, LEAK_ZH, CUT_ZH) if _kind(o) != _kind(lead)]
    names = index(glossary, *others, lead)
    verdict = decide(names, title)
    assert verdict.chosen is not None, verdict
    assert names.entries[verdict.chosen].lead == lead
    assert "same incident" in verdict.why


def test_outside_the_incident_section_it_is_only_a_possibility(glossary: Glossary) -> None:
    names = index(glossary, HANG_EN)
    verdict = decide(names, "Larchserve SSE 流式卡死复现", anchor="§1.2")
    assert verdict.chosen is None and verdict.possible, verdict


@pytest.mark.parametrize(
    ("title", "why"),
    [
        ("vLLM 前缀缓存 Bug — 命中后返回旧 block", "another bug of the same engine"),
        ("vLLM 长输出截断", "product and symptom alone: nothing more agrees"),
        ("vLLM tool-call 流式 JSON 被截断 — vllm-project/vllm#31990", "names JSON, an issue"),
        ("vLLM 4096 流式截断（vllm-project/vllm#31990）", "another issue of its own"),
        ("Quillserve 流式输出在 4096 token 处截断", "the same symptom in another product"),
        ("流式输出 4096 截断", "no product named"),
        ("vLLM 4096 token 流式输出卡死", "another symptom"),
    ],
)
def test_other_bugs_stay_new(glossary: Glossary, title: str, why: str) -> None:
    names = index(glossary, CUT_ZH, HANG_ZH)
    verdict = decide(names, title)
    assert "same incident" not in verdict.why, (why, verdict)
    assert shown(names, verdict) != "vLLM 流式输出在 4096 token 处截断", why


def test_the_same_symptom_of_another_product_is_not_its_incident(glossary: Glossary) -> None:
    names = index(glossary, HANG_ZH, LEAK_EN)
    for title in ("Quillserve SSE 流式卡死", "vLLM LoRA 热切换显存泄漏", "SGLang SSE 流式卡死"):
        verdict = decide(names, title)
        assert "same incident" not in verdict.why, (title, verdict)


def test_a_product_entry_is_no_incident(glossary: Glossary) -> None:
    """Only an entry whose name says a symptom is an incident: the product's own entry, whose
    description mentions a crash, is not continued by the symptom."""
    names = NameIndex(glossary=glossary)
    names.add("**Marlowe** — 推理引擎；0.9 修复 SSE 流式卡死", "§1.1", [])
    verdict = decide(names, "Marlowe SSE 流式卡死 复现", anchor="§1.1")
    assert "same incident" not in verdict.why, verdict


def test_the_glossary_carries_symptoms_across_languages(glossary: Glossary) -> None:
    assert glossary.terms("流式卡死") == glossary.terms("streaming hangs") == {"hang", "streaming"}
    assert glossary.terms("截断") == glossary.terms("truncated") == {"truncation"}
    assert glossary.terms("LoRA 热切换") == glossary.terms("LoRA hot-swap") == {"hot swap"}
    assert glossary.terms("显存泄漏") == glossary.terms("memory leak") == {"memory leak"}


REGRESSION = "已有 vLLM 流式输出 4096 截断事故（#31877）锚定；本条是同一 bug 的回归，续立"


def test_a_relation_line_citing_the_entrys_issue_continues_it(glossary: Glossary) -> None:
    """A relation line that says it continues what it names and cites an issue one entry
    holds as its key (a bare `#N` of the increment's own repository) names that entry,
    whatever the title says; context wording, a denial, or another repository do not."""
    names = index(glossary, CUT_EN)
    names.add_keys(len(names.entries) - 1, ["gh:vllm-project/vllm#31877"])
    keys = ["gh:vllm-project/vllm#32410"]
    title = "vLLM async scheduler 再现问题（vllm-project/vllm#32410）"
    verdict = names.decide(title, REGRESSION, keys, "§1.4")
    assert verdict.chosen is not None and "relation line cites" in verdict.why, verdict
    for relation, own in [
        ("已有 vLLM 4096 截断事故（#31877）锚定（背景）；本条是新的另一个 bug", keys),
        ("本条与 #31877 无关，是另一个 bug；续立 vLLM 条目之外的新条目", keys),
        (REGRESSION, ["gh:other-org/other#32410"]),
    ]:
        other = names.decide(title, relation, own, "§1.4")
        assert "relation line cites" not in other.why, (relation, other)


def test_an_english_title_may_say_more_in_lowercase_words_but_no_other_name(
    glossary: Glossary,
) -> None:
    """Ordinary lowercase words are free (`root cause`); a word written with a capital the
    lead lacks (`Graviton`) names another thing: not this incident."""
    names = index(glossary, HANG_ZH, LEAK_EN)
    found = decide(names, "Larchserve SSE streaming hang root cause found — keep-alive timer")
    assert shown(names, found) == "流式响应卡死", found
    other = decide(names, "Larchserve SSE streaming hang on Graviton")
    assert "same incident" not in other.why, other
    leaked = decide(names, "SGLang LoRA 热切换显存泄露复现")  # (泄露, the other spelling)
    assert leaked.chosen is not None and "same incident" in leaked.why, leaked


def test_a_data_leak_is_no_memory_leak(glossary: Glossary) -> None:
    assert glossary.terms("显存泄露") == glossary.terms("内存泄露") == {"memory leak"}
    assert "memory leak" not in glossary.terms("跨租户数据泄露")


INCIDENT_DOC = (
    "# 推理栈\n\n## §1.1 框架格局\n\n"
    "- **Larchserve（落叶松推理服务）** — 开源 Python 推理引擎（2026-11-02）\n\n"
    "## §1.2 推理调度\n\n## §1.3 KV Cache\n\n"
    "## §1.4 可靠性\n\n"
    f"- {HANG_ZH}\n"
)


def _night(item: str, title: str = "Quillrun 多 SSD 条带化 — 2.1× 提速") -> str:
    return brief_text(increment(1, title), date="2026-12-05") + (
        f"三、值得警惕的矛盾或待核实说法\n矛盾/待核实 ①：{item}（中风险）\n问题：社区报告仍有复现\n"
    )


def _run(doc: str, night: str) -> tuple[str, str | None]:
    smap = load_map(find_map(None, Path("/nonexistent")))
    report = api.apply([Source("b.txt", night.encode())], Source("doc.md", doc.encode()), smap)
    (note,) = report.contradictions
    return str(note.attached_to), note.matched


def test_a_note_describing_an_incident_goes_on_its_entry_not_the_products() -> None:
    """`Larchserve SSE 流式卡死 2.4.1 修复是否完整` describes the incident entry as an
    increment's title would: the note goes there, also when an increment of the night about
    the product (`Larchserve 2.4.1 发布`) was matched by the product's name; a note about the
    product's other claims stays with the product."""
    on, how = _run(INCIDENT_DOC, _night("Larchserve SSE 流式卡死 2.4.1 修复是否完整"))
    assert "流式响应卡死" in on and how and "same incident" in how, (on, how)
    released = _night("Larchserve SSE 流式卡死修复是否完整", "Larchserve 2.4.1 发布 — 热修复")
    on, how = _run(INCIDENT_DOC, released)
    assert "流式响应卡死" in on, (on, how)
    on, how = _run(INCIDENT_DOC, _night("Larchserve 2.4 decode 吞吐 +35% 来源单一"))
    assert "流式响应卡死" not in on, (on, how)
    on, how = _run(INCIDENT_DOC, _night("Quillserve SSE 流式卡死是否同源"))
    assert "流式响应卡死" not in on, (on, how)


def test_a_release_is_free_but_a_namesake_is_another_thing(glossary: Glossary) -> None:
    """A release the title writes says where the bug was seen or fixed (`v0.5.25`); a
    capitalised word after the product (`Larchserve Cloud`) is another org's namesake."""
    names = index(glossary, HANG_EN, LEAK_ZH)
    seen = decide(names, "SGLang v0.5.25 LoRA 热切换显存泄漏复现")
    assert shown(names, seen) == "显存泄漏", seen
    cloud = decide(names, "Larchserve Cloud SSE 流式卡死")
    assert "same incident" not in cloud.why, cloud


STALL_EN = "Decode stalls after warm restart (Nimbus3 3.1–3.2) — 热重启后解码卡死"
CUT32_ZH = "「32k 以上静默截断」· 故障 · Osprey-Serve v0.9，不报错，输出中途截断"
STORM_EN = (
    "Prefix-cache eviction storm (vLLM) — mass eviction past the watermark — 前缀缓存驱逐风暴"
)


@pytest.mark.parametrize(
    ("title", "lead"),
    [
        ("热重启卡死根因定位 —— CUDA Graph 重捕获竞态（Nimbus3 3.2）", STALL_EN),
        ("Osprey Serve 32k 截断 — 根因是分块拼接越界", CUT32_ZH),
        ("vLLM prefix cache驱逐风暴在 0.32 复现", STORM_EN),
        (
            "Decode stall after hot swap fixed in Harbor 2.3.2",
            "「热切换后 decode 停滞」· 事故 — Harbor 2.3 负载下热切换后解码停 20–90 s",
        ),
    ],
)
def test_more_ways_a_title_describes_an_incident(glossary: Glossary, title: str, lead: str) -> None:
    """The product named after the subject (in brackets), a length in thousands (`32k`), a
    stall (`停滞`), an eviction storm, a warm restart (`热重启`)."""
    names = index(glossary, HANG_ZH, lead)
    verdict = decide(names, title)
    assert verdict.chosen is not None and names.entries[verdict.chosen].lead == lead, verdict


@pytest.mark.parametrize(
    "title",
    [
        "热重启卡死根因定位 —— CUDA Graph 重捕获竞态（Vireo2 1.1）",  # another product after it
        "Osprey Serve 64k 截断",  # another length
        "热重启卡死根因定位",  # no product at all
    ],
)
def test_less_is_not_the_incident(glossary: Glossary, title: str) -> None:
    names = index(glossary, STALL_EN, CUT32_ZH)
    verdict = decide(names, title)
    assert "same incident" not in verdict.why, verdict


def test_a_new_incident_is_not_news_of_its_product_where_incidents_are_filed_apart(
    glossary: Glossary,
) -> None:
    """Where the document files incidents apart (entries named by a symptom in the section
    the increment goes to), a title naming a symptom (`Nimbus3 3.3 升级后 MoE 路由 OOM`) is not
    news of the product's entry in another section: only a possibility. A fix is the
    product's news; a probe's false positives in the probe's own section are the probe's;
    a document with no incident entry there continues the product as before."""
    product = ("Nimbus3 (Northwind Labs) — C++/CUDA serving engine, releases 3.0–3.2", "§1.1")
    probe = ("**Beacon 健康探针** — 推理副本的 liveness / readiness 探针", "§1.4")

    def names_with(*incident_leads: str) -> NameIndex:
        names = NameIndex(glossary=glossary)
        for lead, anchor in (product, probe):
            names.add(lead, anchor, [])
        for lead in incident_leads:
            names.add(lead, "§1.4", [])
        return names

    apart = names_with(STALL_EN)
    bug = decide(apart, "Nimbus3 3.3 升级后 MoE 路由 OOM")
    assert bug.chosen is None and "files incidents apart" in bug.why, bug
    fixed = decide(apart, "Nimbus3 3.3.1 修复 MoE 路由 OOM", anchor="§1.1")
    assert shown(apart, fixed) == "Nimbus3", fixed
    beacon = decide(apart, "Beacon probe 误报 — 冷启动期间副本被判死")
    assert shown(apart, beacon) == "Beacon 健康探针", beacon
    together = names_with()
    assert "files incidents apart" not in decide(together, "Nimbus3 3.3 升级后 MoE 路由 OOM").why


DRIFT_EN = (
    "**Recall drift after compaction** (Shingle 3.x) — Recall@10 drops 5 points after compaction"
)
STUTTER_ZH = "11-21 · 「Tarn Serve 流式输出卡顿」故障 — 3.1 生成约 2k token 后 SSE 停止输出"


def test_drift_and_stutter_are_symptoms(glossary: Glossary) -> None:
    """`漂移 = drift` (a recall or accuracy drift) and `卡顿` (a stall) name a symptom: a
    title naming the product and the drift continues the entry named by it; another symptom
    of the same product, or the same drift of another product, does not."""
    product = ("**Shingle** (Shingle Data) — vector database, HNSW — 向量数据库", "§1.3")
    names = NameIndex(glossary=glossary)
    names.add(*product, [])
    names.add(DRIFT_EN, "§1.4", [])
    names.add(STUTTER_ZH, "§1.4", [])
    drift = decide(names, "Shingle 3.2 compaction 后召回漂移复现")
    assert drift.chosen is not None and names.entries[drift.chosen].lead == DRIFT_EN, drift
    stall = decide(names, "Tarn Serve 3.1 SSE 流式卡死")
    assert stall.chosen is not None and names.entries[stall.chosen].lead == STUTTER_ZH, stall
    for other in ("Shingle 3.2 compaction 后 OOM", "Gravel 1.2 compaction 后召回漂移复现"):
        assert "same incident" not in decide(names, other).why, other


def test_a_drift_is_not_news_of_the_product_where_incidents_are_filed_apart(
    glossary: Glossary,
) -> None:
    """A document whose incident section holds only a stall (`卡顿`) files incidents apart: a
    drift of a product filed in another section is a new entry; with no incident entry
    there, or as a fix, it is the product's news."""
    product = ("11-05 · 「Shingle」向量库 — HNSW + 过滤检索", "§1.3")
    apart = NameIndex(glossary=glossary)
    apart.add(*product, [])
    apart.add(STUTTER_ZH, "§1.4", [])
    drift = decide(apart, "Shingle 3.2 重嵌入后召回漂移复现")
    assert drift.chosen is None and "files incidents apart" in drift.why, drift
    fixed = decide(apart, "Shingle 3.2.1 修复重嵌入后召回漂移", anchor="§1.3")
    assert shown(apart, fixed) == "Shingle", fixed
    together = NameIndex(glossary=glossary)
    together.add(*product, [])
    assert shown(together, decide(together, "Shingle 3.2 重嵌入后召回漂移复现")) == "Shingle"


def test_stalled_is_a_stall(glossary: Glossary) -> None:
    """`Stalled SSE streams in Tarn Serve 3.1` names the stall (`stalled`, `卡顿`) of the
    entries named by it in either language; another product's stall, or another symptom of
    the same product, is not that incident."""
    stalled_en = "**Stalled streams after ~2k tokens** (Tarn Serve 3.1) SSE streams stop emitting"
    title = "Stalled SSE streams in Tarn Serve 3.1 — 根因定位为缓存淘汰锁竞争"
    for lead in (stalled_en, STUTTER_ZH):
        names = index(glossary, HANG_ZH, lead)
        verdict = decide(names, title)
        assert verdict.chosen is not None and names.entries[verdict.chosen].lead == lead, verdict
        for other in ("Stalled SSE streams in Gravel Serve 3.1", "Tarn Serve 3.1 SSE 崩溃"):
            assert "same incident" not in decide(names, other).why, other


SPEC_LEAK = "**Tarn Serve speculative decoding 显存泄漏 — 长跑 OOM**（tarn-ai/tarn-serve#800）"


@pytest.mark.parametrize(
    ("title", "same"),
    [
        ("Tarn Serve spec-decode 显存泄漏已定位 — 补丁 tarn-ai/tarn-serve#812", True),
        ("Tarn Serve speculative decoding 显存泄漏修复合入（tarn-ai/tarn-serve#812）", True),
        ("Tarn Serve spec-decode 显存泄漏（tarn-ai/tarn-serve#812）", False),  # its own issue
        ("Tarn Serve LoRA 显存泄漏补丁（tarn-ai/tarn-serve#812）", False),  # LoRA: another bug
        ("Gravel Serve spec-decode 显存泄漏补丁（gravel/gravel#812）", False),  # another product
    ],
)
def test_a_fix_cites_its_own_pull_request(glossary: Glossary, title: str, same: bool) -> None:
    """A title about a fix (`补丁`, `修复`, `patch`) cites the fix's pull request, not a bug of
    its own: it may still describe the incident whose entry cites the bug's issue (`spec-decode`
    is `speculative decoding`); without a fix word the number is another bug's."""
    names = index(glossary, SPEC_LEAK, LEAK_ZH)
    verdict = decide(names, title)
    if same:
        assert verdict.chosen is not None and names.entries[verdict.chosen].lead == SPEC_LEAK
    assert ("same incident" in verdict.why) == same, verdict


def test_a_fix_of_an_incident_kept_apart_is_the_incidents_news(glossary: Glossary) -> None:
    """A fix is news of the product, unless the section it goes to keeps an entry named by
    the same symptom (`工具调用后流式截断已在 0.9 修复` against `Streaming cut off after tool
    calls (YAR 0.8)` in §1.4): then the product's entry in §1.1 is a possibility only; a fix of
    another symptom stays the product's news."""
    names = NameIndex(glossary=glossary)
    names.add(
        "**Yarrow Agent Runtime** — durable agent runtime; tool calls are replayed", "§1.1", []
    )
    names.add("**Streaming cut off after tool calls (YAR 0.8)** — responses stop", "§1.4", [])
    fix = decide(names, "Yarrow Agent Runtime 工具调用后流式截断已在 0.9 修复", "§1.4")
    assert fix.chosen == 1, fix  # (the incident's entry: the same incident)
    names = NameIndex(glossary=glossary)  # (an incident entry the rule does not read as it)
    names.add(
        "**Yarrow Agent Runtime** — durable agent runtime; tool calls are replayed", "§1.1", []
    )
    names.add("**工具调用后流式截断** — 可恢复流式开启时响应中断", "§1.4", [])
    apart = decide(names, "Yarrow Agent Runtime 工具调用后流式截断已在 0.9 修复", "§1.4")
    assert apart.chosen != 0 and "files incidents apart" in apart.why, apart
    other = decide(names, "Yarrow Agent Runtime 0.9 修复 checkpoint 死锁", "§1.4")
    assert shown(names, other) == "Yarrow Agent Runtime", other


def test_one_symptom_vocabulary_across_languages() -> None:
    """`plan/incidents.py` is the one home of the symptom words (the evidence against a
    continuation reads them too): canonical terms across languages, a segfault a crash."""
    assert incidents.symptoms("Decode stalls; 热重启后卡死") == {"hang"}
    assert incidents.symptoms("Streaming cut off after tool calls") == {"truncation"}
    assert incidents.symptoms("工具调用后流式截断") == {"truncation"}
    assert incidents.symptoms("窑2 段错误") == {"segfault", "crash"}
    assert incidents.symptoms("Kiln2 长提示崩溃") == {"crash"}
    assert incidents.symptoms("MoE 路由 OOM") == {"out of memory"}
    assert incidents.symptoms("Xoom 3.1 released") == frozenset()
    assert contrary.incident_named("Kiln2 long-prompt segfault", "")


def test_a_nan_output_is_a_symptom_an_incident_is_named_by() -> None:
    """`NaN` (the glossary's `nan` row) is said by a title's head as a symptom: `Quarrel 1.4
    长序列下 logits 出现 NaN` names an incident; a name holding the letters is no symptom."""
    assert incidents.symptoms("Quarrel 1.4 长序列下 logits 出现 NaN") == {"nan"}
    assert incidents.symptoms("Quarrel loss goes nan after warmup") == {"nan"}
    assert incidents.symptoms("Nanotrace 0.3 — Nantes 节点上线") == frozenset()
    assert contrary.new_incident("Quarrel 1.4 长序列下 logits 出现 NaN — 混合精度下复现")


YAR = ("- **YAR** (Yarrow Agent Runtime) — durable agent runtime; tool calls are replayed", "§1.1")
KILN = ("- [Kiln2] (v1.3) — Rust serving runtime, single-binary deploys.", "§1.1")
CUT_YAR = "- **Streaming cut off after tool calls (YAR 0.8)** — responses stop after the first tool result"
CUT_YAR_ZH = (
    "1. 【工具调用后流式截断 / YAR streaming truncation】开启可恢复流式后，首个工具结果之后响应中断"
)
SEGV_EN = "- [Kiln2 long-prompt segfault] (v1.3) — prompts over 64K tokens crash the worker."
SEGV_ZH = "+ **窑2 段错误** · Kiln2 segfault on long prompts — 超过 64K token 的提示触发段错误。"


@pytest.mark.parametrize(
    ("title", "lead"),
    [
        ("YAR streaming 截断回归: 0.9.1 再现", CUT_YAR),  # an acronym names the product
        ("Yarrow Agent Runtime 工具调用后流式截断已在 0.9 修复", CUT_YAR),  # its full name
        ("Yarrow Agent Runtime 工具调用后流式截断已在 0.9 修复", CUT_YAR_ZH),
        ("Kiln2 长提示崩溃在 1.4 仍可复现", SEGV_EN),  # a segfault is a crash
        ("Kiln2 长提示崩溃在 1.4 仍可复现", SEGV_ZH),
    ],
)
def test_an_incident_named_by_its_symptom_in_another_language(
    glossary: Glossary, title: str, lead: str
) -> None:
    names = NameIndex(glossary=glossary)
    for product, anchor in (YAR, KILN):
        names.add(product, anchor, [])
    names.add(lead, "§1.4", [])
    verdict = decide(names, title)
    assert verdict.chosen == 2 and "same incident" in verdict.why, verdict


@pytest.mark.parametrize(
    "title",
    [
        "Zephyr Agent Runtime 工具调用后流式截断",  # another product's full name (ZAR)
        "YAR 长会话内存泄漏",  # another symptom
        "Kiln2 长提示超时",  # another symptom
        "ZAR streaming 截断回归",  # another acronym
    ],
)
def test_another_incident_is_not_continued(glossary: Glossary, title: str) -> None:
    names = NameIndex(glossary=glossary)
    for lead in (CUT_YAR, SEGV_EN):
        names.add(lead, "§1.4", [])
    assert "same incident" not in decide(names, title).why, title


def test_the_filed_incidents_answer_as_reading_every_one_would(glossary: Glossary) -> None:
    """`incidents.Kept` reads, for a title, only the entries sharing a symptom with it, and
    their leads only then: every title's answer is the one reading each kept entry with
    `same_incident` gives (both languages, initials, another product, another symptom, no
    product), and an entry no title asked about is never read past its name's symptoms."""
    leads = [*(lead for pair in KINDS.values() for lead in pair)]
    leads += [
        "**Yarrow Agent Runtime 死锁（YAR）** — 多租户下 tool 回调死锁",
        "**Quillserve 冷启动超时** — 首个请求 60 s 超时",
        "**Quillserve OOM** — 长上下文 OOM（quill/quill#77）",
    ]
    names = index(glossary, *leads)
    titles = [
        "LarchServe SSE 流式卡死 — 根因定位为 keep-alive 计时器，2.4.1 修复",
        "GPU 显存泄漏 SGLang LoRA 热切换 — v0.5.25 已修复确认",
        "vLLM 4096 截断回归 — v0.32.1 再现（vllm-project/vllm#32410）",
        "Yarrow Agent Runtime 多租户死锁复现",
        "Quillserve 冷启动超时回归 — 60 s",
        "Quillserve 长上下文 OOM 再现（quill/quill#77）",
        "Quillserve SSE 流式卡死",
        "流式输出 4096 截断",
        "vLLM 4096 token 流式输出卡死",
    ]
    kept = names.kept_incidents()
    assert len(kept.names) == len(leads)
    said = [incidents.described(subject(t), glossary, COMMON, full_names=True) for t in titles]
    kept.described_by(said[0])  # (hang: the two hang entries' leads read, no other)
    assert len(kept._read) == 2, kept._read
    found = 0
    for title, read in zip(titles, said, strict=True):
        every = [(p, incidents.same_incident(read, *kept.read(p))) for p in kept.names]
        assert kept.described_by(read) == [(p, why) for p, why in every if why], title
        found += any(why for _, why in every)
    assert found >= 5, found


CUDA_HANG = "**CUDA 12.8 多卡挂起** — Larchserve 与 Quillserve 在 8 卡 all-reduce 时挂起"


@pytest.mark.parametrize(
    ("title", "same"),
    [
        ("Larchserve 与 Quillserve 在 CUDA 12.9 下多卡挂起", False),  # another release of it
        ("Larchserve 与 Quillserve 在 CUDA 12.8.1 下多卡挂起", True),  # a patch of that line
        ("Larchserve 与 Quillserve 在 CUDA 12.9 下多卡挂起复现", True),  # says it came back
    ],
)
def test_a_dependencys_other_release_is_another_incident(
    glossary: Glossary, title: str, same: bool
) -> None:
    """The release of a thing the products run on, written in the incident's name (`CUDA
    12.8`), is the incident's own: the same hang under another release line is another
    incident."""
    names = index(glossary, CUDA_HANG, LEAK_ZH)
    verdict = decide(names, title)
    assert (shown(names, verdict) == "CUDA 12.8 多卡挂起") is same, verdict


def test_a_follow_up_of_the_phrase_an_incident_entry_is_named_by(glossary: Glossary) -> None:
    """`Quillserve 模型权重外泄后续` follows up the one incident entry whose name writes `模型权重
    外泄` and whose lead names Quillserve; not another product's, nor a phrase no entry writes."""
    leak = "⚠事故· 羽服 3.1 模型权重外泄（2031-05-02）：镜像误公开，见 Quillserve 条目"
    names = index(glossary, leak)
    verdict = decide(names, "Quillserve 模型权重外泄后续 — 已撤回镜像", "§1.1")
    assert verdict.chosen == 4, verdict
    assert decide(names, "Larchserve 模型权重外泄后续", "§1.1").chosen != 4
    assert decide(names, "Quillserve 配额计费争议后续", "§1.1").chosen != 4


def test_a_generation_glued_to_the_name_letters_finds_the_incident(glossary: Glossary) -> None:
    """`Corvid TX2 OOM 根因` follows up the incident `Corvid-TX 2 长上下文 OOM 故障` (the
    generation glued to the letters of the name, or written apart: one word); `Corvid TX3 OOM`
    is another generation's; `Corvid-TX 2B` is a size and `Corvid 11-20` a day, no generation."""
    names = index(glossary, "**Corvid-TX 2 长上下文 OOM 故障** — 超过 64k 的请求触发 OOM")
    verdict = decide(names, "Corvid TX2 OOM 根因 — 分块预填未限流")
    assert verdict.chosen is not None and "same incident" in verdict.why, verdict
    assert names.entries[verdict.chosen].shown.startswith("Corvid-TX 2 ")
    assert decide(names, "Corvid TX3 OOM 根因 — 分块预填未限流").chosen is None
    assert incidents._glued_generations("Corvid-TX 2B 与 Corvid-TX 2 对比") == {"tx2"}
    assert not incidents._glued_generations("Corvid 11-20 宕机复盘")  # (a day, no generation)
