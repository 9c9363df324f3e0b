"""Names found on the fifth pass of issue 21 (heldout27–29 misses): the short form a
Chinese-named entry's lead gives its Latin name (`**青鸾移动运行时**（Qingluan Mobile Runtime，下称
QMR）`), a title naming the entry in two languages with the kind word dropped (`声序 StreamCue`
for `**声序调度器**（StreamCue）`), a Latin name followed by words its lead writes (`Kestrel ASR
3.1` for `**隼**（Kestrel）：…语音识别（ASR）…`) and a generation of a series the entry keeps
(`SieveRank-3` for `**筛子**（SieveRank）：…SieveRank-2…`). And what must stay apart."""

from __future__ import annotations

import pytest

from patcher.config.maps import load_map
from patcher.plan.evidence import NameIndex, Verdict, entry_readings, names_of
from patcher.text.glossary import Glossary
from patcher.text.source import Source
from tests.conftest import ROOT

QMR = "**青鸾移动运行时**（Qingluan Mobile Runtime，下称 QMR）：云栈科技的端侧 LLM 运行时。"
CUE = "**声序调度器**（StreamCue）：流式 ASR 的 chunk 级合批调度器。"
KESTREL = "**隼**（Kestrel）：开源流式语音识别（ASR）服务框架，WebSocket 流式接口。"
SIEVE = "**筛子**（SieveRank）：万象智能开源的重排模型系列；SieveRank-2（2027-02，1.5B）领先。"


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    shipped = load_map(Source("section_map.yaml", (ROOT / "section_map.yaml").read_bytes()))
    return shipped.identity.terms


def index(glossary: Glossary, *leads: tuple[str, str]) -> NameIndex:
    names = NameIndex(glossary=glossary)
    for lead, anchor in leads:
        names.add(lead, anchor, [])
    return names


def decide(names: NameIndex, title: str, anchor: str = "§1.1") -> Verdict:
    return names.decide(title, "", [], anchor)


def test_a_chinese_named_entry_files_the_short_form_of_its_latin_name(glossary: Glossary) -> None:
    read = entry_readings(QMR, "青鸾移动运行时", (), glossary)
    assert "QMR" in read.aliases
    names = index(glossary, (QMR, "§1.1"))
    assert decide(names, "QMR 2.5.0-beta：图像与语音多模态输入").chosen == 0


def test_a_short_form_the_latin_name_does_not_spell_is_not_filed(glossary: Glossary) -> None:
    lead = "**青鸾移动运行时**（Qingluan Mobile Runtime，下称 NPX）：端侧运行时。"
    assert "NPX" not in entry_readings(lead, "青鸾移动运行时", (), glossary).aliases


def test_a_two_language_title_drops_the_kind_word(glossary: Glossary) -> None:
    names = index(glossary, (CUE, "§1.2"))
    assert decide(names, "声序 StreamCue 2.0.1 修复多说话人串流", "§1.2").chosen == 0


def test_a_two_language_title_whose_chinese_is_another_name_stays_apart(
    glossary: Glossary,
) -> None:
    names = index(glossary, (CUE, "§1.2"))
    assert decide(names, "流光 StreamCue 2.0.1 修复多说话人串流", "§1.2").chosen is None


def test_a_latin_name_and_words_its_lead_writes(glossary: Glossary) -> None:
    names = index(glossary, (KESTREL, "§1.1"))
    verdict = decide(names, "Kestrel ASR 3.1：端点检测（VAD）延迟降至 120ms")
    assert verdict.chosen == 0 and "as its lead does" in verdict.why
    assert decide(names, "Kestrel ASR 3.1.2 修复 VAD 死锁").chosen == 0


def test_a_word_its_lead_does_not_write_stays_apart(glossary: Glossary) -> None:
    names = index(glossary, (KESTREL, "§1.1"))
    assert "as its lead does" not in decide(names, "Kestrel TTS 1.0：语音合成").why


def test_a_latin_name_glued_to_a_word_its_lead_writes(glossary: Glossary) -> None:
    """heldout117: `Halyard网关 0.3` (no space where Latin meets Chinese) is read as `Halyard 网关
    0.3`: a common English word as a name, its kind word the lead writes, beside an incident entry
    named by it too; a kind word the lead does not write stays apart."""
    tern = "**Tern — 开源 Rust 推理网关，支持多租户** ⭐⭐⭐（2031-02-01）：单二进制部署"
    outage = "**Tern 鉴权绕过漏洞 CVE-2031-1234** ⭐⭐⭐（2031-02-03）：构造请求可绕过鉴权"
    names = index(glossary, (tern, "§1.1"), (outage, "§1.4"))
    verdict = decide(names, "Tern网关 0.4 — 分级限流")
    assert verdict.chosen == 0 and "as its lead does" in verdict.why
    assert "as its lead does" not in decide(names, "Tern缓存 0.4 — 分级限流").why


def test_a_latin_name_two_entries_go_by_stays_apart(glossary: Glossary) -> None:
    other = "**Kestrel**（Kestrel Labs）：ASR 评测集。"
    names = index(glossary, (KESTREL, "§1.1"), (other, "§1.3"))
    assert "as its lead does" not in decide(names, "Kestrel ASR 3.1：端点检测").why


def test_a_generation_of_a_series_the_entry_keeps(glossary: Glossary) -> None:
    names = index(glossary, (SIEVE, "§1.2"))
    assert decide(names, "SieveRank-3 重排模型开源 — 8B 多语 listwise reranker", "§1.2").chosen == 0
    assert decide(names, "筛子-3 mini 蒸馏版 — SieveRank-3-mini 0.6B", "§1.2").chosen == 0


def test_a_generation_of_an_entry_writing_none_stays_apart(glossary: Glossary) -> None:
    lead = "**筛子**（SieveRank）：万象智能开源的重排模型，1.5B cross-encoder。"
    names = index(glossary, (lead, "§1.2"))
    assert decide(names, "SieveRank-3 重排模型开源", "§1.2").chosen is None


def test_a_generation_entry_is_no_series(glossary: Glossary) -> None:
    lead = "**SieveRank-2** (筛子, Wanxiang AI) — 1.5B cross-encoder reranker."
    names = index(glossary, (lead, "§1.2"))
    assert decide(names, "SieveRank-3 重排模型开源", "§1.2").chosen is None


def test_names_of_title_unchanged() -> None:
    assert names_of("Kestrel ASR 3.1").version == (3, 1)


MARIONETTE = "**提线**（Marionette）· Quokka AI 的多智能体编排器 —（2027-02-14）主管-工人拓扑。"
TAU = "**τ-bench**（tau-bench，工具-智能体-用户交互基准，arXiv:2406.12045）— 多轮工具调用评测。"


def test_a_former_name_in_two_languages(glossary: Glossary) -> None:
    names = index(glossary, (MARIONETTE, "§1.2"))
    title = "剧团 Troupe 2.0（原 提线 Marionette）— 更名后首个大版本"
    assert decide(names, title, "§1.2").chosen == 0


def test_a_former_name_no_entry_goes_by_stays_apart(glossary: Glossary) -> None:
    names = index(glossary, (MARIONETTE, "§1.2"))
    title = "剧团 Troupe 2.0（原 傀儡 Puppeteer）— 更名后首个大版本"
    assert decide(names, title, "§1.2").chosen is None


def test_greek_letters_spelled_out(glossary: Glossary) -> None:
    assert "tau-bench" in entry_readings(TAU, "τ-bench", (), glossary).aliases
    names = index(glossary, (TAU, "§1.3"))
    assert decide(names, "tau bench 零售域 v3 任务集", "§1.3").chosen == 0


def test_greek_spelled_names_another_thing_apart(glossary: Glossary) -> None:
    names = index(glossary, (TAU, "§1.3"))
    assert decide(names, "tau-lang 0.3 发布", "§1.3").chosen is None


def test_former_reading_of_a_chinese_former_name() -> None:
    from patcher.plan.versions import former_reading

    assert former_reading("剧团 Troupe 2.0（原 提线 Marionette）— 首个大版本").startswith(
        "提线 Marionette"
    )
    assert former_reading("Hearth 2.0（原生 Vulkan 后端）— 发布") is None
    # heldout66: the former name in the description, with the rename word (`— 原 X 更名后…`)
    assert former_reading("苍鹭「栖木 Perch」3.0 — 原巢箱 Nestbox 更名后首版") == "巢箱 Nestbox 3.0"
    assert former_reading("Weft 0.5 — formerly Orbweaver, now MIT") == "Orbweaver 0.5"
    assert former_reading("Hearth 2 — 原生 Vulkan 后端") is None  # (no rename word)
    # a Latin former name then its Chinese one, the release before the brackets with it
    read = former_reading("Skiff 3.2.1（原 Coracle 小圆舟）— 更名并修复死锁")
    assert read == "Coracle 小圆舟 3.2.1 — 更名并修复死锁"
    assert former_reading("Skiff 1.0（原 Coracle 团队打造）— 新的网关") is None  # (who made it)


def test_a_maker_word_before_a_name_in_corner_quotes(glossary: Glossary) -> None:
    """heldout66 `白鹭「蜂巢 Hive」2.0 — …`: the maker's `蜂巢 Hive`, release 2.0 (a night wrote
    it as an entry's bold lead: a later `蜂巢 Hive 2.0 跨节点部署实测` is its news)."""
    title = "苍鹭「栖木 Perch」3.0 — 多 agent 调度器"
    assert (names_of(title).shown, names_of(title).version) == ("栖木 Perch 3.0", (3, 0))
    names = index(glossary, (f"**{title}** ⭐⭐⭐（2030-04-16）：首发", "§1.3"))
    assert decide(names, "栖木 Perch 3.0 跨机房实测 — 吞吐线性", "§1.3").chosen == 0
    assert names_of("「栖木」发布 — x").shown != "栖木 发布"  # (no maker word: as before)


MCP = "**模型上下文协议**（Model Context Protocol，MCP）—（2026-11-25）事实标准；下文简称 MCP。"
A2A = "**A2A 协议**（Agent2Agent）—（2027-01-10）智能体之间的任务委派协议。"


def test_a_specification_month_is_a_dated_edition(glossary: Glossary) -> None:
    mine = names_of("MCP 2027-06 草案 — 异步工具调用与任务句柄")
    assert (mine.bare, mine.version) == ("mcp", (2027, 6))
    assert names_of("Harbor Bench 2027-13 榜单").version != (2027, 13)
    names = index(glossary, (MCP, "§1.2"))
    assert decide(names, "MCP 2027-06 草案 — 异步工具调用与任务句柄", "§1.2").chosen == 0


def test_a_latin_name_before_the_kind_of_thing(glossary: Glossary) -> None:
    assert "A2A" in entry_readings(A2A, "A2A 协议", (), glossary).aliases
    names = index(glossary, (A2A, "§1.2"))
    assert decide(names, "A2A 0.3.1 —— 与 MCP 互通桥", "§1.2").chosen == 0


@pytest.mark.parametrize("shown", ["vLLM 投机解码", "KV 缓存", "GPU 集群", "TGI 网关"])
def test_a_feature_or_topic_is_no_kind_of_thing(glossary: Glossary, shown: str) -> None:
    lead = f"**{shown}**：说明。"
    found = set(entry_readings(lead, shown, (), glossary).aliases)
    assert not {"vLLM", "KV", "GPU", "TGI"} & found


WENQU = "**问渠** · WenQu-Bench（arXiv:2702.11873）：中文长文档 RAG 基准，政务 / 金融 / 医疗三域。"


def test_a_chinese_name_glued_to_its_kind(glossary: Glossary) -> None:
    names = index(glossary, (WENQU, "§1.3"))
    verdict = decide(names, "问渠基准 v1.1 排行榜刷新 — 新增长文档子集", "§1.3")
    assert verdict.chosen == 0 and "kind of thing its lead says" in verdict.why


def test_a_kind_the_lead_does_not_say_stays_apart(glossary: Glossary) -> None:
    lead = "**问渠**：中文长文档 RAG 检索库，政务 / 金融 / 医疗三域。"
    names = index(glossary, (lead, "§1.3"))
    assert decide(names, "问渠基准 v1.1 排行榜刷新", "§1.3").chosen is None


def test_a_renamed_thing_is_found_by_its_new_name_without_release() -> None:
    keys = names_of("Slicewise 2.0（原 SliceKit）— 更名并引入表格感知分块").keys
    assert "name:slicewise" in keys and "name:slicewise20" in keys


LOOM = "[LoomLight 0.8](https://github.com/loomlight/loomlight) — browser WebGPU runtime (织光)."
RENAMED = (
    "**LoomLight 更名为 Lumiweave，0.9 版同步发布** ⭐⭐⭐⭐（2027-06-02）：更名原因：商标冲突"
)


def test_a_rename_entry_goes_by_the_new_name_and_release(glossary: Glossary) -> None:
    names = index(glossary, (LOOM, "§1.1"), (RENAMED, "§1.1"))
    verdict = decide(names, "Lumiweave 0.9.1：修复 Safari WebGPU 着色器编译回退")
    assert verdict.chosen == 1
    assert decide(names, "Lumiweave 1.0 GA —— WebGPU 推理进入稳定版").chosen != 1


ANVIL = "[Anvil 0.4](https://anvil.dev) (铁砧) — 2027-04-20 — microVM code sandbox."
ANVIL_05 = "**铁砧 Anvil 0.5 — 快照恢复 <150ms** ⭐⭐⭐⭐（2027-05-12）：0.5 把 VM 快照改为内存页。"


def test_the_chinese_half_of_a_two_language_release(glossary: Glossary) -> None:
    names = index(glossary, (ANVIL, "§1.1"), (ANVIL_05, "§1.1"))
    assert decide(names, "铁砧 0.5 快照恢复实测 — 第三方复现 210ms").chosen == 1
    assert decide(names, "铁砧 0.6 发布").chosen is None


RAVEN = (
    "[Raven Agent SDK 3.2](https://github.com/corvidlabs/raven) (渡鸦) — 2027-04-02 — tool schemas."
)
RAVEN_33 = (
    "**渡鸦SDK 3.3 —— 工具调用重试策略** ⭐⭐⭐（2027-05-13）：工具调用失败按错误类型区分重试。"
)
INKLINE = "[Inkline 2.6](https://inkline.example.cn/changelog) (墨斗, Whalestack) — 2027-04-11 — x."
INKLINE_30 = "**墨斗3.0发布：多智能体画布与 MCP 原生支持** ⭐⭐⭐⭐（2027-05-11）：画布。"


def test_a_latin_release_read_by_the_chinese_name_the_document_gives(glossary: Glossary) -> None:
    names = index(glossary, (RAVEN, "§1.1"), (RAVEN_33, "§1.1"), (INKLINE, "§1.1"))
    names.add(INKLINE_30, "§1.1", [])
    assert decide(names, "Raven Agent SDK 3.3 性能回归 — 重试回灌导致 token 翻倍").chosen == 1
    assert decide(names, "Inkline 3.0.1 — 修复画布导出丢失边").chosen == 3
    assert decide(names, "Raven Agent SDK 3.4 发布").chosen is None  # (another release)
    assert decide(names, "Inkline 3.1 发布").chosen is None


def test_a_chinese_name_with_other_words_between_stays_apart(glossary: Glossary) -> None:
    other = "**渡鸦监控 3.3 —— 告警**：另一产品。"
    names = index(glossary, (RAVEN, "§1.1"), (other, "§1.1"))
    assert decide(names, "Raven Agent SDK 3.3 性能回归").chosen is None


CUE_14 = "[StreamCue 1.4](https://github.com/streamcue/streamcue) — chunk-level batching for ASR."
CUE_20 = "**StreamCue 2.0：流式 chunk 合批支持多说话人** ⭐⭐⭐（2027-06-03）：多说话人。"


def test_a_two_language_title_among_releases_of_the_latin_name(glossary: Glossary) -> None:
    names = index(glossary, (CUE_14, "§1.2"), (CUE_20, "§1.2"))
    assert decide(names, "声序 StreamCue 2.0.1 修复多说话人串流", "§1.2").chosen == 1
    assert decide(names, "声序 StreamCue 修复多说话人串流", "§1.2").chosen is None  # (no release)


BGE = "**BGE-Reranker**（BAAI/bge-reranker-v2-m3）：智源开源多语重排模型，568M。"


def test_a_repository_path_with_a_release_glued_by_v(glossary: Glossary) -> None:
    names = index(glossary, (BGE, "§1.2"))
    assert (
        decide(names, "BAAI/bge-reranker-v3 — 智源第三代重排，支持 32K 长文档", "§1.2").chosen == 0
    )
    other = index(glossary, ("bge-reranker-v2-m3 — BAAI's 568M multilingual reranker.", "§1.2"))
    assert decide(other, "BAAI/bge-reranker-v3 — 智源第三代重排", "§1.2").chosen is None


def test_a_role_before_a_latin_release_is_no_chinese_name(glossary: Glossary) -> None:
    torch = "**PyTorch 2.5**（2027-05-01）：发布。"
    names = index(Glossary(), (torch, "§1.1"))
    assert decide(names, "推理后端 PyTorch 2.5", "§1.1").chosen is None


def test_former_name_alone_after_the_dash_then_the_rename(glossary: Glossary) -> None:
    """heldout73 `Cairn Memory — Mnemo 更名并发布 1.0`: the former name written bare after the
    dash, then the rename (and the release it came with), is the title's reading; an entry
    kept under the old name in a one-entry-per-product document takes it."""
    from patcher.plan.versions import former_reading

    assert former_reading("Ledgerly — Quillbook 更名并发布 2.0") == "Quillbook 2.0"
    assert former_reading("Ledgerly — Quillbook 改名后首发") == "Quillbook"
    assert former_reading("Ledgerly 2.0 — Quillbook 更名为 Ledgerly 的原因") is None
    names = index(glossary, ("〔Inkwell〕Quillbook 记账层：智能体记账中间件，现行 1.4", "§1.3"))
    assert decide(names, "Ledgerly — Quillbook 更名并发布 2.0", "§1.3").chosen == 0


def test_a_chinese_and_latin_name_with_its_generation_glued_on(glossary: Glossary) -> None:
    """heldout73 `墨子Coder3 公测`: a Chinese name and a capitalised word with the generation
    glued on is that name's generation 3 (its public beta), the one-product entry `墨子 Coder`'s
    news; not another product word's (`墨子Pilot3 公测`)."""
    names = index(glossary, ("〔青崖智能〕青崖 Coder：国产编码智能体 IDE 插件，现行 2", "§1.1"))
    assert decide(names, "青崖Coder3 公测 — 仓库级上下文").chosen == 0
    assert decide(names, "青崖Pilot3 公测 — 仓库级上下文").chosen is None


def test_support_a_title_says_its_subject_launched_names_no_other_thing(
    glossary: Glossary,
) -> None:
    """heldout73 `Beacon Tracing 上线 OpenTelemetry 智能体语义约定支持`: the capitalised word
    between a launch word and a support word is what the subject now supports, not another
    thing the title is about; without the support word it still is (`上线 Graylark`)."""
    names = index(glossary, ("Wicklow Trace (Fenwick) — hosted agent tracing, span view", "§1.4"))
    found = decide(names, "Wicklow Trace 上线 OpenTelemetry 语义约定支持", "§1.4")
    assert found.chosen == 0, found
    assert decide(names, "Wicklow Trace 上线 Graylark 看板", "§1.4").chosen is None


def test_the_count_of_a_top_ten_list_is_no_release(glossary: Glossary) -> None:
    """heldout73 `ASI Top 10 2030 修订草案` against `〔OWASP〕ASI Top 10`: `Top 10` is the list's
    name, not its release 10; the year after it is the edition the draft revises."""
    assert names_of("Warden Top 10").version == ()
    assert names_of("Warden 10").version == (10,)
    names = index(glossary, ("〔Ossify〕Warden Top 10：智能体安全十大风险清单（2030 版）", "§1.4"))
    assert decide(names, "Warden Top 10 2031 修订草案 — 新增两类风险", "§1.4").chosen == 0


def test_former_name_after_the_dash_then_the_first_release_since_the_rename(
    glossary: Glossary,
) -> None:
    """heldout99 `Tessella 1.0 发布 — Tessera 更名后的首个稳定版`: the former name, then the first
    stable release since the rename, is read with the release the head names (`Quillbook 2.0`),
    so a one-entry-per-product document's entry under the old name takes it; not a rename
    said of the head's thing without that (`… 更名的原因`), nor any first release (`更名后首个
    版本`: heldout89's reading by the new name, apart where every release is an entry)."""
    from patcher.plan.versions import former_reading

    title = "Ledgerly 2.0 发布 — Quillbook 更名后的首个稳定版"
    assert former_reading(title) == "Quillbook 2.0"
    assert former_reading("Ledgerly 2.0 — Quillbook 更名后首个正式版") == "Quillbook 2.0"
    assert former_reading("Ledgerly 2.0 — Quillbook 更名的原因与迁移指南") is None
    assert former_reading("Ledgerly 2.1 — Quillbook 更名后首个版本") is None
    names = index(glossary, ("〔Inkwell〕Quillbook 记账层：智能体记账中间件，现行 1.4", "§1.3"))
    assert decide(names, title, "§1.3").chosen == 0


def test_former_name_formally_renamed_then_its_chinese_name_s_first_stable_release(
    glossary: Glossary,
) -> None:
    """heldout106 `Inkwell 1.0 发布 — Quill Runtime 正式更名，墨匣首个正式版`: `正式更名` is the
    rename, and the first stable release may follow the Chinese name after a comma; read with
    the head's release (`Quillbook 2.0`): the product's entry takes it, another release's
    line (`Quillbook 1.4`) does not."""
    from patcher.plan.versions import former_reading

    title = "Ledgerly 2.0 发布 — Quillbook 正式更名，账簿首个稳定版"
    assert former_reading(title) == "Quillbook 2.0"
    assert former_reading("Ledgerly 2.0 — Quillbook 已更名，账簿首个正式版") == "Quillbook 2.0"
    from tests.conftest import brief_text, increment, run

    head = "# 记账\n\n> 一产品一条；产品改名保留原条目。\n\n## §1.1 框架格局\n\n"
    tail = "\n## §1.2 调度\n\n## §1.3 缓存\n\n## §1.4 可靠性\n"
    product = f"{head}+ 林木·账簿 —— 智能体记账中间件（外文名 Quillbook）\n{tail}"
    action = run(product, brief_text(increment(1, title))).actions[0]
    assert action.action == "updated" and "Quillbook" in (action.matched or ""), action
    lines = f"{head}- *Quillbook 1.4* · Ledger Labs — 记账中间件\n{tail}"
    assert run(lines, brief_text(increment(1, title))).actions[0].action == "inserted"
